//! The ray lab's key map: keys → [`LabControl`]s, and the key names for help.
//!
//! H/J/K/L follow the text (up/down/left/right for the shape; in scene 4, H/J
//! turn the left line and K/L the right one). Arrows move the ray's origin.

use ggez::input::keyboard::KeyCode;
use hitlab::modes::raylab::LabControl;

/// The control a key stands for in `scene` (1-based), with Shift held or not.
#[must_use]
pub fn control_for(key: KeyCode, shift: bool, scene: usize) -> Option<LabControl> {
    use LabControl::*;
    let lines = scene == 4;
    Some(match key {
        KeyCode::Tab if shift => PrevScene,
        KeyCode::Tab => NextScene,
        KeyCode::Digit1 => Scene1,
        KeyCode::Digit2 => Scene2,
        KeyCode::Digit3 => Scene3,
        KeyCode::Digit4 => Scene4,
        KeyCode::Digit5 => Scene5,
        KeyCode::Digit6 => Scene6,
        KeyCode::Digit7 => Scene7,
        KeyCode::KeyN => NextCase,
        KeyCode::Backspace => ResetScene,
        KeyCode::KeyH if lines => LeftLineCcw,
        KeyCode::KeyJ if lines => LeftLineCw,
        KeyCode::KeyK if lines => RightLineCcw,
        KeyCode::KeyL if lines => RightLineCw,
        KeyCode::KeyH => MoveUp,
        KeyCode::KeyJ => MoveDown,
        KeyCode::KeyK => MoveLeft,
        KeyCode::KeyL => MoveRight,
        KeyCode::KeyE if shift => RotateRayBack,
        KeyCode::KeyE => RotateRay,
        KeyCode::KeyR if shift => RotateShapeBack,
        KeyCode::KeyR => RotateShape,
        KeyCode::ArrowUp => RayUp,
        KeyCode::ArrowDown => RayDown,
        KeyCode::ArrowLeft => RayLeft,
        KeyCode::ArrowRight => RayRight,
        _ => return None,
    })
}

/// Every control a key may have started (whatever Shift or the scene was
/// then), so releasing the key releases all of them.
#[must_use]
pub fn controls_of(key: KeyCode) -> Vec<LabControl> {
    let mut all = Vec::new();
    for shift in [false, true] {
        for scene in [1, 4] {
            if let Some(c) = control_for(key, shift, scene)
                && !all.contains(&c)
            {
                all.push(c);
            }
        }
    }
    all
}

/// The key a control is on, as the help overlay names it.
#[must_use]
pub fn key_name(control: LabControl) -> &'static str {
    use LabControl::*;
    match control {
        NextScene => "Tab",
        PrevScene => "Shift+Tab",
        Scene1 => "1",
        Scene2 => "2",
        Scene3 => "3",
        Scene4 => "4",
        Scene5 => "5",
        Scene6 => "6",
        Scene7 => "7",
        NextCase => "N",
        ResetScene => "Backspace",
        MoveUp | LeftLineCcw => "H",
        MoveDown | LeftLineCw => "J",
        MoveLeft | RightLineCcw => "K",
        MoveRight | RightLineCw => "L",
        RotateRay => "E",
        RotateRayBack => "Shift+E",
        RotateShape => "R",
        RotateShapeBack => "Shift+R",
        RayUp => "Up",
        RayDown => "Down",
        RayLeft => "Left",
        RayRight => "Right",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hjkl_move_the_shape_except_in_the_line_scene() {
        assert_eq!(
            control_for(KeyCode::KeyH, false, 1),
            Some(LabControl::MoveUp)
        );
        assert_eq!(
            control_for(KeyCode::KeyK, false, 3),
            Some(LabControl::MoveLeft)
        );
        assert_eq!(
            control_for(KeyCode::KeyH, false, 4),
            Some(LabControl::LeftLineCcw)
        );
        assert_eq!(
            control_for(KeyCode::KeyL, false, 4),
            Some(LabControl::RightLineCw)
        );
    }

    #[test]
    fn shift_reverses_and_release_covers_every_variant() {
        assert_eq!(
            control_for(KeyCode::KeyE, true, 1),
            Some(LabControl::RotateRayBack)
        );
        let released = controls_of(KeyCode::KeyE);
        assert!(
            released.contains(&LabControl::RotateRay)
                && released.contains(&LabControl::RotateRayBack)
        );
        let released = controls_of(KeyCode::KeyJ);
        assert!(
            released.contains(&LabControl::MoveDown) && released.contains(&LabControl::LeftLineCw)
        );
        assert!(controls_of(KeyCode::KeyZ).is_empty());
    }

    #[test]
    fn every_control_has_a_key_that_maps_back_to_it() {
        use hitlab::sim::Control;
        for &c in LabControl::all() {
            assert!(!key_name(c).is_empty(), "{c:?}");
        }
    }
}

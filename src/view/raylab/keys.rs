//! The ray lab's keys, each written once, after the source's line demos:
//! H/J/K/L move the shape left/down/up/right, as they walk in
//! Sokoban (vim's keys: the text's "H, J, K, L: 上下左右" means "in all
//! four directions", not one key for each word in turn), E rotates the ray
//! counter-clockwise and Shift+E clockwise, R rotates the rect, and in the
//! line scene H/J turn the left line and K/L the right one, as in the text.
//! The arrows move the ray's origin.

use ggez::winit::keyboard::KeyCode;
use hitlab::modes::raylab::LabControl as C;

use crate::view::keymap::{Condition, Keymap, bind, key, shift};

/// When a binding of the ray lab holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum When {
    /// Scene 4, line vs line: H/J/K/L turn the lines instead.
    LineScene,
}

impl Condition for When {
    /// The help lists the keys of the open scene only, so says nothing.
    fn note(self) -> Option<String> {
        None
    }
}

impl When {
    /// Whether the condition holds with `scene` (1-based) open.
    #[must_use]
    pub fn holds(self, scene: usize) -> bool {
        match self {
            When::LineScene => scene == 4,
        }
    }
}

/// The ray lab's key table.
pub const KEYS: Keymap<C, When> = Keymap::rebindable(
    "raylab",
    &[
        bind(C::NextScene, &[key(KeyCode::Tab)]),
        bind(C::PrevScene, &[shift(KeyCode::Tab)]),
        bind(C::Scene1, &[key(KeyCode::Digit1)]),
        bind(C::Scene2, &[key(KeyCode::Digit2)]),
        bind(C::Scene3, &[key(KeyCode::Digit3)]),
        bind(C::Scene4, &[key(KeyCode::Digit4)]),
        bind(C::Scene5, &[key(KeyCode::Digit5)]),
        bind(C::Scene6, &[key(KeyCode::Digit6)]),
        bind(C::Scene7, &[key(KeyCode::Digit7)]),
        bind(C::NextCase, &[key(KeyCode::KeyN)]),
        bind(C::ResetScene, &[key(KeyCode::Backspace)]),
        bind(C::MoveLeft, &[key(KeyCode::KeyH)]),
        bind(C::MoveDown, &[key(KeyCode::KeyJ)]),
        bind(C::MoveUp, &[key(KeyCode::KeyK)]),
        bind(C::MoveRight, &[key(KeyCode::KeyL)]),
        bind(C::RotateShape, &[key(KeyCode::KeyR)]),
        bind(C::RotateShapeBack, &[shift(KeyCode::KeyR)]),
        bind(C::RotateRay, &[key(KeyCode::KeyE)]),
        bind(C::RotateRayBack, &[shift(KeyCode::KeyE)]),
        bind(C::RayUp, &[key(KeyCode::ArrowUp)]),
        bind(C::RayDown, &[key(KeyCode::ArrowDown)]),
        bind(C::RayLeft, &[key(KeyCode::ArrowLeft)]),
        bind(C::RayRight, &[key(KeyCode::ArrowRight)]),
        bind(C::LeftLineCcw, &[key(KeyCode::KeyH)]).when(When::LineScene),
        bind(C::LeftLineCw, &[key(KeyCode::KeyJ)]).when(When::LineScene),
        bind(C::RightLineCcw, &[key(KeyCode::KeyK)]).when(When::LineScene),
        bind(C::RightLineCw, &[key(KeyCode::KeyL)]).when(When::LineScene),
    ],
);

/// The controls the help overlay covers in one row, "choose a scene".
pub const SCENE_CHOICE: [C; 9] = [
    C::Scene1,
    C::Scene2,
    C::Scene3,
    C::Scene4,
    C::Scene5,
    C::Scene6,
    C::Scene7,
    C::NextScene,
    C::PrevScene,
];

/// The controls the help overlay covers in one row, the arrows.
pub const RAY_MOVES: [C; 4] = [C::RayUp, C::RayDown, C::RayLeft, C::RayRight];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::keymap::{KeyEvent, Modifier};

    /// The control a key stands for in `scene` (1-based), with Shift held or not.
    fn control_for(key: KeyCode, shift: bool, scene: usize) -> Option<C> {
        let event = KeyEvent::code(key);
        let event = if shift {
            event.with(Modifier::Shift)
        } else {
            event
        };
        KEYS.control(&event, |w| w.holds(scene))
    }

    /// Every control a key may have started.
    fn controls_of(key: KeyCode) -> Vec<C> {
        KEYS.released(&KeyEvent::code(key)).collect()
    }

    #[test]
    fn hjkl_move_the_shape_except_in_the_line_scene() {
        assert_eq!(control_for(KeyCode::KeyH, false, 1), Some(C::MoveLeft));
        assert_eq!(control_for(KeyCode::KeyK, false, 3), Some(C::MoveUp));
        assert_eq!(control_for(KeyCode::KeyH, false, 4), Some(C::LeftLineCcw));
        assert_eq!(control_for(KeyCode::KeyL, false, 4), Some(C::RightLineCw));
    }

    /// H/J/K/L mean one direction each wherever they move something: the
    /// ray lab's shape and Sokoban's worker (vim's left, down, up, right).
    #[test]
    fn hjkl_move_as_the_sokoban_worker_walks() {
        use crate::view::sokoban::keys::KEYS as SOKOBAN;
        use hitlab::modes::sokoban::SokobanControl as S;
        let sokoban = |key| SOKOBAN.control(&KeyEvent::code(key), |never| match never {});
        for (key, lab, walk) in [
            (KeyCode::KeyH, C::MoveLeft, S::Left),
            (KeyCode::KeyJ, C::MoveDown, S::Down),
            (KeyCode::KeyK, C::MoveUp, S::Up),
            (KeyCode::KeyL, C::MoveRight, S::Right),
        ] {
            assert_eq!(control_for(key, false, 1), Some(lab), "{key:?}");
            assert_eq!(sokoban(key), Some(walk), "{key:?}");
        }
    }

    #[test]
    fn shift_reverses_and_release_covers_every_variant() {
        assert_eq!(control_for(KeyCode::KeyE, true, 1), Some(C::RotateRayBack));
        let released = controls_of(KeyCode::KeyE);
        assert!(released.contains(&C::RotateRay) && released.contains(&C::RotateRayBack));
        let released = controls_of(KeyCode::KeyJ);
        assert!(released.contains(&C::MoveDown) && released.contains(&C::LeftLineCw));
        assert!(controls_of(KeyCode::KeyZ).is_empty());
    }

    #[test]
    fn every_control_has_a_key_that_maps_back_to_it() {
        use hitlab::sim::Control;
        for &c in C::all() {
            assert!(!KEYS.keys(c).is_empty(), "{c:?}");
        }
        assert_eq!(KEYS.keys_of(&SCENE_CHOICE), "1–7 / Tab / Shift+Tab");
        assert_eq!(KEYS.keys(C::RotateRayBack), "Shift+E");
    }
}

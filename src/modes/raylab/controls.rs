//! The ray lab's controls and their tuning.
//!
//! Keys follow the demos of the lines chapter (Code1–Code4): H/J/K/L move the
//! shape up/down/left/right (the text's "H, J, K, L: 上下左右"), E rotates the
//! ray counter-clockwise and Shift+E clockwise, R rotates the rect, and in the
//! line scene H/J turn the left line and K/L the right one. Every held control
//! acts once per step, so `--script "0:rotate_ray*45"` turns the ray by 45°.

use crate::sim::Control;

/// Rotation per step while a rotate control is held, in degrees.
pub const ROTATE_DEGREES_PER_STEP: f32 = 1.0;
/// Movement per step while a move control is held, in world units.
pub const MOVE_UNITS_PER_STEP: f32 = 0.05;

/// What the ray lab understands. The view maps keys to these; scripts name them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LabControl {
    NextScene,
    PrevScene,
    Scene1,
    Scene2,
    Scene3,
    Scene4,
    Scene5,
    Scene6,
    Scene7,
    /// Cycles the scene's prepared cases (hit, miss, axis-parallel, inside...).
    NextCase,
    /// Puts the scene back as it opened.
    ResetScene,
    MoveUp,
    MoveDown,
    MoveLeft,
    MoveRight,
    RotateShape,
    RotateShapeBack,
    RotateRay,
    RotateRayBack,
    RayUp,
    RayDown,
    RayLeft,
    RayRight,
    LeftLineCcw,
    LeftLineCw,
    RightLineCcw,
    RightLineCw,
}

impl LabControl {
    /// The scene (1-based) a `scene_N` control opens.
    #[must_use]
    pub fn scene_number(self) -> Option<usize> {
        use LabControl::*;
        match self {
            Scene1 => Some(1),
            Scene2 => Some(2),
            Scene3 => Some(3),
            Scene4 => Some(4),
            Scene5 => Some(5),
            Scene6 => Some(6),
            Scene7 => Some(7),
            _ => None,
        }
    }
}

impl Control for LabControl {
    fn all() -> &'static [Self] {
        use LabControl::*;
        &[
            NextScene,
            PrevScene,
            Scene1,
            Scene2,
            Scene3,
            Scene4,
            Scene5,
            Scene6,
            Scene7,
            NextCase,
            ResetScene,
            MoveUp,
            MoveDown,
            MoveLeft,
            MoveRight,
            RotateShape,
            RotateShapeBack,
            RotateRay,
            RotateRayBack,
            RayUp,
            RayDown,
            RayLeft,
            RayRight,
            LeftLineCcw,
            LeftLineCw,
            RightLineCcw,
            RightLineCw,
        ]
    }

    fn name(self) -> &'static str {
        use LabControl::*;
        match self {
            NextScene => "next_scene",
            PrevScene => "prev_scene",
            Scene1 => "scene_1",
            Scene2 => "scene_2",
            Scene3 => "scene_3",
            Scene4 => "scene_4",
            Scene5 => "scene_5",
            Scene6 => "scene_6",
            Scene7 => "scene_7",
            NextCase => "next_case",
            ResetScene => "reset_scene",
            MoveUp => "move_up",
            MoveDown => "move_down",
            MoveLeft => "move_left",
            MoveRight => "move_right",
            RotateShape => "rotate_shape",
            RotateShapeBack => "rotate_shape_back",
            RotateRay => "rotate_ray",
            RotateRayBack => "rotate_ray_back",
            RayUp => "ray_up",
            RayDown => "ray_down",
            RayLeft => "ray_left",
            RayRight => "ray_right",
            LeftLineCcw => "rotate_left_line",
            LeftLineCw => "rotate_left_line_back",
            RightLineCcw => "rotate_right_line",
            RightLineCw => "rotate_right_line_back",
        }
    }

    fn describe(self) -> &'static str {
        use LabControl::*;
        match self {
            NextScene => "next scene",
            PrevScene => "previous scene",
            Scene1 => "scene 1: ray vs axis-aligned rect (slabs)",
            Scene2 => "scene 2: ray vs rotated rect",
            Scene3 => "scene 3: ray vs disk",
            Scene4 => "scene 4: line vs line",
            Scene5 => "scene 5: segment distance, capsules",
            Scene6 => "scene 6: ray vs capsule",
            Scene7 => "scene 7: free scene, first hit",
            NextCase => "next prepared case (hit, miss, inside, parallel...)",
            ResetScene => "reset the scene",
            MoveUp => "move the shape up (0.05 units/step)",
            MoveDown => "move the shape down",
            MoveLeft => "move the shape left",
            MoveRight => "move the shape right",
            RotateShape => "rotate the rect/capsule counter-clockwise (1°/step)",
            RotateShapeBack => "rotate the rect/capsule clockwise",
            RotateRay => "rotate the ray counter-clockwise (1°/step)",
            RotateRayBack => "rotate the ray clockwise",
            RayUp => "move the ray's origin up",
            RayDown => "move the ray's origin down",
            RayLeft => "move the ray's origin left",
            RayRight => "move the ray's origin right",
            LeftLineCcw => "rotate the left line counter-clockwise (1°/step)",
            LeftLineCw => "rotate the left line clockwise",
            RightLineCcw => "rotate the right line counter-clockwise",
            RightLineCw => "rotate the right line clockwise",
        }
    }
}

/// Turns `angle` (radians) by `degrees`, wrapped to [0, 2π).
///
/// Keyboard rotation works in whole degrees; snapping to the nearest whole
/// degree when within rounding noise keeps two lines turned to the same
/// heading *exactly* parallel, as the class expects to see in scene 4.
#[must_use]
pub fn turn(angle: f32, degrees: f32) -> f32 {
    let mut d = angle.to_degrees() + degrees;
    let whole = d.round();
    if (d - whole).abs() < 1e-3 {
        d = whole;
    }
    d.rem_euclid(360.0).to_radians()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_are_unique() {
        for c in LabControl::all() {
            assert_eq!(LabControl::from_name(c.name()), Some(*c));
        }
        let mut names: Vec<_> = LabControl::all().iter().map(|c| c.name()).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), LabControl::all().len());
    }

    #[test]
    fn sixty_single_degree_turns_land_on_the_same_heading() {
        let mut a = 60f32.to_radians();
        for _ in 0..60 {
            a = turn(a, 1.0);
        }
        assert_eq!(a, 120f32.to_radians());
        assert_eq!(turn(0.0, -1.0), 359f32.to_radians());
    }
}

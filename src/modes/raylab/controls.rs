//! The ray lab's controls and their tuning.
//!
//! The controls follow the source's four line demos (docs/collision.md, "Where
//! the math comes from"): move the shape, rotate the ray both ways, rotate the
//! rect, and in the line scene turn either line (the keys are the view's:
//! `src/view/raylab/keys.rs`). Every held control acts once per step, so
//! `--script "0:rotate_ray*45"` turns the ray by 45°.

use crate::sim::controls::controls;

/// Rotation per step while a rotate control is held, in degrees.
pub const ROTATE_DEGREES_PER_STEP: f32 = 1.0;
/// Movement per step while a move control is held, in world units.
pub const MOVE_UNITS_PER_STEP: f32 = 0.05;

controls! {
    /// What the ray lab understands, each with its script name and help
    /// line. The view maps keys to these; scripts name them.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum LabControl {
        NextScene = "next_scene": "next scene",
        PrevScene = "prev_scene": "previous scene",
        Scene1 = "scene_1": "scene 1: ray vs axis-aligned rect (slabs)",
        Scene2 = "scene_2": "scene 2: ray vs rotated rect",
        Scene3 = "scene_3": "scene 3: ray vs disk",
        Scene4 = "scene_4": "scene 4: line vs line",
        Scene5 = "scene_5": "scene 5: segment distance, capsules",
        Scene6 = "scene_6": "scene 6: ray vs capsule",
        Scene7 = "scene_7": "scene 7: free scene, first hit",
        /// Cycles the scene's prepared cases (hit, miss, axis-parallel, inside...).
        NextCase = "next_case": "next prepared case (hit, miss, inside, parallel...)",
        /// Puts the scene back as it opened.
        ResetScene = "reset_scene": "reset the scene",
        MoveUp = "up": "move the shape up (0.05 units/step)",
        MoveDown = "down": "move the shape down",
        MoveLeft = "left": "move the shape left",
        MoveRight = "right": "move the shape right",
        RotateShape = "rotate_shape": "rotate the rect/capsule counter-clockwise (1°/step)",
        RotateShapeBack = "rotate_shape_back": "rotate the rect/capsule clockwise",
        RotateRay = "rotate_ray": "rotate the ray counter-clockwise (1°/step)",
        RotateRayBack = "rotate_ray_back": "rotate the ray clockwise",
        RayUp = "ray_up": "move the ray's origin up",
        RayDown = "ray_down": "move the ray's origin down",
        RayLeft = "ray_left": "move the ray's origin left",
        RayRight = "ray_right": "move the ray's origin right",
        LeftLineCcw = "rotate_left_line": "rotate the left line counter-clockwise (1°/step)",
        LeftLineCw = "rotate_left_line_back": "rotate the left line clockwise",
        RightLineCcw = "rotate_right_line": "rotate the right line counter-clockwise",
        RightLineCw = "rotate_right_line_back": "rotate the right line clockwise",
    }
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
    use crate::sim::Control;

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

//! The arena file as written, and its checks value by value.
//!
//! Validation does not stop at the first bad value: every value is checked
//! and every problem collected, so a designer fixes a whole list in one pass.
//! A value that fails is left out of the [`Layout`] the placement checks
//! read, so one mistake is not reported again as a consequence (a star with
//! a bad radius is not also said to overlap its neighbour).

use glam::Vec2;
use serde::Deserialize;
use toml::Spanned;

use super::arena::{Arena, ObstacleSpec, PlaneSpec, ShellSpec, TargetSpec};
use super::arena_checks::{Layout, TargetLayout};
use super::arena_entries::{validate_obstacle, validate_shape};
use super::arena_tables::KindTable;
use super::arena_validate::{
    COOLDOWN, HITS, MAX_TARGETS, MOVE_SPEED, Problems, ROUND_SECONDS, SCALE, SHELL_SPEED, SIZE,
    SPIN_DEG, TURN_DEG, finite_point, in_range, optional_angle, parse_colour, problem,
};

// Spans are kept on every value that is range-checked.

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawArena {
    name: Option<String>,
    size: Spanned<[f32; 2]>,
    round_seconds: Spanned<f32>,
    plane: RawPlane,
    shells: RawShells,
    targets: Spanned<Vec<RawTarget>>,
    #[serde(default)]
    obstacles: Vec<Spanned<KindTable>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPlane {
    position: Spanned<[f32; 2]>,
    heading_deg: Option<Spanned<f32>>,
    turn_deg_per_step: Spanned<f32>,
    move_speed: Spanned<f32>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawShells {
    speed: Spanned<f32>,
    cooldown_steps: Spanned<u32>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTarget {
    shape: Spanned<KindTable>,
    position: Spanned<[f32; 2]>,
    angle_deg: Option<Spanned<f32>>,
    scale: Option<Spanned<f32>>,
    spin_deg_per_step: Spanned<f32>,
    colour: Spanned<String>,
    hits_to_break: Option<Spanned<u32>>,
}

impl RawArena {
    /// Checks every value, recording each problem in `problems`. Gives the
    /// arena when every value passed, and in any case the [`Layout`] of the
    /// values that did, for the placement checks.
    pub(crate) fn validate(self, problems: &mut Problems) -> (Option<Arena>, Layout) {
        let size = self.validate_size(problems);
        let round_steps = problems
            .keep(in_range(
                "round_seconds",
                &self.round_seconds,
                &ROUND_SECONDS,
            ))
            // Whole seconds of steps; the range check keeps this small.
            .map(|s| (s * crate::sim::STEPS_PER_SECOND as f32).round() as u32);
        let plane_position = problems.keep(finite_point("plane.position", &self.plane.position));
        let plane = self.plane.validate(plane_position, problems);
        let shells = self.shells.validate(problems);

        let count = self.targets.get_ref().len();
        if count == 0 || count > MAX_TARGETS {
            problems.0.push(problem(
                self.targets.span(),
                format!("an arena needs 1 to {MAX_TARGETS} [[targets]], found {count}"),
            ));
        }
        let (targets, target_layouts): (Vec<_>, Vec<_>) = self
            .targets
            .into_inner()
            .into_iter()
            .map(|t| t.validate(problems))
            .unzip();
        let (obstacles, obstacle_centers): (Vec<Option<ObstacleSpec>>, Vec<_>) = self
            .obstacles
            .iter()
            .map(|o| validate_obstacle(o, problems))
            .unzip();

        let layout = Layout {
            size,
            plane: plane_position,
            targets: target_layouts,
            obstacles: obstacles.clone(),
            obstacle_centers,
        };
        let arena = match (size, round_steps, plane, shells) {
            (Some(size), Some(round_steps), Some(plane), Some(shells)) if problems.0.is_empty() => {
                let targets = targets.into_iter().collect::<Option<Vec<_>>>();
                let obstacles = obstacles.into_iter().collect::<Option<Vec<_>>>();
                targets.zip(obstacles).map(|(targets, obstacles)| Arena {
                    name: self.name.unwrap_or_else(|| "Untitled arena".to_owned()),
                    size,
                    round_steps,
                    plane,
                    shells,
                    targets,
                    obstacles,
                })
            }
            _ => None,
        };
        (arena, layout)
    }

    /// Width and height, each checked (both can be wrong).
    fn validate_size(&self, problems: &mut Problems) -> Option<Vec2> {
        let size = Vec2::from_array(*self.size.get_ref());
        let mut valid = true;
        for (axis, v) in [("width", size.x), ("height", size.y)] {
            let value = Spanned::new(self.size.span(), v);
            valid &= problems
                .keep(in_range(&format!("size ({axis})"), &value, &SIZE))
                .is_some();
        }
        valid.then_some(size)
    }
}

impl RawPlane {
    fn validate(&self, position: Option<Vec2>, problems: &mut Problems) -> Option<PlaneSpec> {
        let heading = problems.keep(optional_angle(
            "plane.heading_deg",
            self.heading_deg.as_ref(),
        ));
        let turn_rate = problems.keep(in_range(
            "plane.turn_deg_per_step",
            &self.turn_deg_per_step,
            &TURN_DEG,
        ));
        let move_speed = problems.keep(in_range("plane.move_speed", &self.move_speed, &MOVE_SPEED));
        Some(PlaneSpec {
            position: position?,
            heading: heading?,
            turn_rate: turn_rate?.to_radians(),
            move_speed: move_speed?,
        })
    }
}

impl RawShells {
    fn validate(&self, problems: &mut Problems) -> Option<ShellSpec> {
        let speed = problems.keep(in_range("shells.speed", &self.speed, &SHELL_SPEED));
        let cooldown_steps = problems.keep(in_range(
            "shells.cooldown_steps",
            &self.cooldown_steps,
            &COOLDOWN,
        ));
        Some(ShellSpec {
            speed: speed?,
            cooldown_steps: cooldown_steps?,
        })
    }
}

impl RawTarget {
    /// The target if all of it passed, and the part the placement checks use.
    fn validate(self, problems: &mut Problems) -> (Option<TargetSpec>, TargetLayout) {
        let shape = validate_shape(&self.shape, problems);
        let position = problems.keep(finite_point("position", &self.position));
        let scale = match &self.scale {
            Some(s) => problems.keep(in_range("scale", s, &SCALE)),
            None => Some(1.0),
        };
        let angle = problems.keep(optional_angle("angle_deg", self.angle_deg.as_ref()));
        let spin = problems.keep(in_range(
            "spin_deg_per_step",
            &self.spin_deg_per_step,
            &SPIN_DEG,
        ));
        let colour = problems.keep(parse_colour(&self.colour));
        let hits_to_break = match &self.hits_to_break {
            Some(h) => problems.keep(in_range("hits_to_break", h, &HITS)),
            None => Some(3),
        };
        let layout = TargetLayout {
            shape: shape.clone(),
            position,
            scale,
        };
        let target = match (shape, position, scale, angle, spin, colour, hits_to_break) {
            (
                Some(shape),
                Some(position),
                Some(scale),
                Some(angle),
                Some(spin),
                Some(colour),
                Some(hits_to_break),
            ) => Some(TargetSpec {
                shape,
                position,
                angle,
                scale,
                spin: spin.to_radians(),
                colour,
                hits_to_break,
            }),
            _ => None,
        };
        (target, layout)
    }
}

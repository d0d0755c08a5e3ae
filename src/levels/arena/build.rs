//! Step 3: every value of the walked arena checked, and the [`Arena`] built
//! if all passed.
//!
//! Checking does not stop at the first bad value: every value is checked
//! and every problem collected, so a designer fixes a whole list in one pass.
//! A value that fails is left out of the [`Layout`] the placement checks
//! read, so one mistake is not reported again as a consequence (a star with
//! a bad radius is not also said to overlap its neighbour).

use glam::Vec2;
use toml::Spanned;

use super::defaults;
use super::entries::{validate_obstacle, validate_shape};
use super::limits::{
    ABOUT_CHARS, COOLDOWN, HITS, MAX_SHELLS, MAX_TARGETS, MOVE_SPEED, ROUND_SECONDS, SCALE,
    SCATTER_DEG, SHELL_SPEED, SIZE, SPIN_DEG, SPREAD_DEG, SPREAD_SHELLS, TURN_DEG, TURRET_SHELLS,
    TURRETS,
};
use super::medal_check::medal_rule;
use super::placement::{Layout, ObstacleLayout, TargetLayout};
use super::spec::{Arena, PlaneSpec, ShellSpec, StormSpec, TargetSpec};
use super::values::{colour, detection, finite_point, in_range, optional_angle};
use super::walk::{RawArena, RawPlane, RawShells, RawStorm, RawTarget};
use crate::levels::spanned::problem::Problems;

/// Checks every value, recording each problem in `problems`. Gives the
/// arena when every value passed, and in any case the [`Layout`] of the
/// values that did, for the placement checks.
pub(super) fn build(raw: RawArena<'_>, problems: &mut Problems<'_>) -> (Option<Arena>, Layout) {
    let size = arena_size(&raw.size, problems);
    let round_steps = in_range(
        problems,
        "round_seconds",
        &raw.round_seconds,
        &ROUND_SECONDS,
    )
    // Whole seconds of steps; the range check keeps this small.
    .map(|s| (s * crate::sim::STEPS_PER_SECOND as f32).round() as u32);
    let detection = detection(problems, raw.detection.as_ref());
    let about = about(problems, raw.about.as_ref());
    let plane_position = finite_point(problems, "plane.position", &raw.plane.position);
    let plane = plane_spec(&raw.plane, plane_position, problems);
    let shells = shell_spec(&raw.shells, problems);
    // `None` for a bad [storm] as for no [storm]: the problems stop the load.
    let storm = raw.storm.as_ref().and_then(|s| storm_spec(s, problems));
    // `None` for bad [medals] as for none: the problems stop the load.
    let medals = raw
        .medals
        .as_ref()
        .and_then(|m| medal_rule(m, raw.practice, problems));

    let count = raw.targets.get_ref().len();
    if count == 0 || count > MAX_TARGETS {
        problems.push(
            raw.targets.span(),
            format!("an arena needs 1 to {MAX_TARGETS} [[targets]], found {count}"),
        );
    }
    // A table past its count is refused whole: its entries' values and
    // placements are not checked too, or 1,000 targets would be 499,500
    // pairs compared and as many overlaps told after the one line that
    // matters.
    let checked: &[RawTarget<'_>] = if count > MAX_TARGETS {
        &[]
    } else {
        raw.targets.get_ref()
    };
    let (targets, target_layouts): (Vec<_>, Vec<_>) =
        checked.iter().map(|t| target_spec(t, problems)).unzip();
    let obstacles: Vec<ObstacleLayout> = raw
        .obstacles
        .iter()
        .map(|o| {
            let (spec, center) = validate_obstacle(o, problems);
            ObstacleLayout {
                spec,
                center: center.as_ref().map(|c| *c.get_ref()),
                span: center.map_or(0..0, |c| c.span()),
            }
        })
        .collect();

    let arena = match (size, round_steps, detection, plane, shells) {
        (Some(size), Some(round_steps), Some(detection), Some(plane), Some(shells))
            if problems.count() == 0 =>
        {
            let targets = targets.into_iter().collect::<Option<Vec<_>>>();
            let obstacles = obstacles.iter().map(|o| o.spec).collect::<Option<Vec<_>>>();
            targets.zip(obstacles).map(|(targets, obstacles)| Arena {
                name: raw
                    .name
                    .map_or_else(|| "Untitled arena".to_owned(), Spanned::into_inner),
                font: None,
                warnings: Vec::new(),
                about: about.unwrap_or_default(),
                size,
                detection,
                practice: raw.practice,
                round_steps,
                plane,
                shells,
                targets,
                obstacles,
                storm,
                medals,
            })
        }
        _ => None,
    };
    let layout = Layout {
        size,
        plane: plane_position,
        plane_span: raw.plane.position.span(),
        targets: target_layouts,
        obstacles,
    };
    (arena, layout)
}

/// The `about` line: one line of at most [`ABOUT_CHARS`] characters. `None`
/// for a bad one (its problem stops the load) as for none.
fn about(problems: &mut Problems<'_>, about: Option<&Spanned<String>>) -> Option<String> {
    let about = about?;
    let text = about.get_ref();
    let chars = text.chars().count();
    if text.contains(['\n', '\r']) {
        problems.push(about.span(), "about must be one line (no line breaks)");
        None
    } else if chars > ABOUT_CHARS {
        problems.push(
            about.span(),
            format!("about must be at most {ABOUT_CHARS} characters, found {chars}"),
        );
        None
    } else {
        Some(text.trim().to_owned())
    }
}

/// Width and height, each checked (both can be wrong) and blamed at itself.
fn arena_size(size: &[Spanned<f32>; 2], problems: &mut Problems<'_>) -> Option<Vec2> {
    let [width, height] = size;
    let width = in_range(problems, "size (width)", width, &SIZE);
    let height = in_range(problems, "size (height)", height, &SIZE);
    Some(Vec2::new(width?, height?))
}

fn plane_spec(
    plane: &RawPlane,
    position: Option<Vec2>,
    problems: &mut Problems<'_>,
) -> Option<PlaneSpec> {
    let heading = optional_angle(problems, "plane.heading_deg", plane.heading_deg.as_ref());
    let turn_rate = in_range(
        problems,
        "plane.turn_deg_per_step",
        &plane.turn_deg_per_step,
        &TURN_DEG,
    );
    let move_speed = in_range(problems, "plane.move_speed", &plane.move_speed, &MOVE_SPEED);
    Some(PlaneSpec {
        position: position?,
        heading: heading?,
        turn_rate: turn_rate?.to_radians(),
        move_speed: move_speed?,
    })
}

fn shell_spec(shells: &RawShells, problems: &mut Problems<'_>) -> Option<ShellSpec> {
    let speed = in_range(problems, "shells.speed", &shells.speed, &SHELL_SPEED);
    let cooldown_steps = in_range(
        problems,
        "shells.cooldown_steps",
        &shells.cooldown_steps,
        &COOLDOWN,
    );
    Some(ShellSpec {
        speed: speed?,
        cooldown_steps: cooldown_steps?,
    })
}

/// The `[storm]` if every value passed; a key left out takes its default
/// (docs/levels.md).
fn storm_spec(storm: &RawStorm, problems: &mut Problems<'_>) -> Option<StormSpec> {
    let max_shells = in_range(problems, "storm.max_shells", &storm.max_shells, &MAX_SHELLS);
    let mut whole = |what: &str, value: &Option<Spanned<u32>>, range, default| match value {
        Some(v) => in_range(problems, what, v, range),
        None => Some(default),
    };
    let spread_shells = whole(
        "storm.spread_shells",
        &storm.spread_shells,
        &SPREAD_SHELLS,
        defaults::STORM_SPREAD_SHELLS,
    );
    let turrets = whole(
        "storm.turrets",
        &storm.turrets,
        &TURRETS,
        defaults::STORM_TURRETS,
    );
    let turret_shells_per_step = whole(
        "storm.turret_shells_per_step",
        &storm.turret_shells_per_step,
        &TURRET_SHELLS,
        defaults::STORM_TURRET_SHELLS_PER_STEP,
    );
    let mut angle = |what: &str, value: &Option<Spanned<f32>>, range, default: f32| match value {
        Some(v) => in_range(problems, what, v, range).map(f32::to_radians),
        None => Some(default.to_radians()),
    };
    let spread = angle(
        "storm.spread_deg",
        &storm.spread_deg,
        &SPREAD_DEG,
        defaults::STORM_SPREAD_DEG,
    );
    let turret_scatter = angle(
        "storm.turret_scatter_deg",
        &storm.turret_scatter_deg,
        &SCATTER_DEG,
        defaults::STORM_TURRET_SCATTER_DEG,
    );
    Some(StormSpec {
        max_shells: max_shells?,
        spread_shells: spread_shells?,
        spread: spread?,
        turrets: turrets?,
        turret_shells_per_step: turret_shells_per_step?,
        turret_scatter: turret_scatter?,
    })
}

/// The target if all of it passed, and the part the placement checks use.
fn target_spec(
    target: &RawTarget<'_>,
    problems: &mut Problems<'_>,
) -> (Option<TargetSpec>, TargetLayout) {
    let shape = validate_shape(&target.shape, problems);
    let position = finite_point(problems, "position", &target.position);
    let scale = match &target.scale {
        Some(s) => in_range(problems, "scale", s, &SCALE),
        None => Some(defaults::SCALE),
    };
    let angle = optional_angle(problems, "angle_deg", target.angle_deg.as_ref());
    let spin = in_range(
        problems,
        "spin_deg_per_step",
        &target.spin_deg_per_step,
        &SPIN_DEG,
    );
    let colour = colour(problems, &target.colour);
    let hits_to_break = match &target.hits_to_break {
        Some(h) => in_range(problems, "hits_to_break", h, &HITS),
        None => Some(defaults::HITS_TO_BREAK),
    };
    let layout = TargetLayout {
        shape: shape.clone(),
        position,
        scale,
        span: target.position.span(),
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

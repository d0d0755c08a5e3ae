//! What a played step shows, by name: the numbers a caption may write
//! (`{triangles}`, `{in_x}`) and the facts a step's `expect` may claim
//! (`"no shell in flight"`), read off the mode's state headless, as the
//! screen would show it once the step's script has played.
//!
//! Each mode has its own names, listed here once, so that a name the mode
//! does not have is a problem of the file, found before anything plays.

use glam::Vec2;

use super::StepMode;
use super::setup::StepRun;
use crate::geom::contain::point_in_trimesh;
use crate::modes::raylab::{Note, Report, Value, Verdict};
use crate::modes::shooter::ShooterGame;
use crate::modes::sokoban::Session;
use crate::modes::sokoban::collide::{Solid, cell_rect};
use crate::modes::sokoban::game::Blocked;

/// The shooter's numbers: of the target the inset shows (else the first),
/// of the first shell in flight, and the round's counters.
const SHOOTER_NUMBERS: &[&str] = &[
    "selected",
    "targets",
    "triangles",
    "spin_degrees",
    "tip_radius",
    "shell_speed",
    "tip_ratio",
    "shells",
    "shell_x",
    "shell_y",
    "shots",
    "hits",
    "tip_saves",
    "tip_misses",
    "spin_saves",
    "spin_misses",
    "edge_1",
    "edge_2",
    "edge_3",
    "edge_min",
    "step",
];
/// The shooter's facts.
const SHOOTER_FACTS: &[&str] = &[
    "shell in flight",
    "no shell in flight",
    "shell inside the target",
    "shell outside the target",
    "no hit yet",
    "shell just stepped over a tip",
    "paused",
];

/// The ray lab's numbers, each with the panel row it is read from: a
/// number row, or one coordinate of a point row (`.x`, `.y`).
const RAYLAB_ROWS: &[(&str, &str)] = &[
    ("in_x", "inX"),
    ("out_x", "outX"),
    ("in_y", "inY"),
    ("out_y", "outY"),
    ("b", "b = (R0−C)·v"),
    ("c", "c = |R0−C|²−r²"),
    ("d", "D = b²−c"),
    ("t_near", "t− = −b−√D"),
    ("t_far", "t+ = −b+√D"),
    ("radius", "r"),
    ("s", "s (P→R)"),
    ("t", "t (Q→R)"),
    ("det", "|A| = −ax·by + ay·bx"),
    ("local_ox", "local R0 (m·ui, m·uj).x"),
    ("local_oy", "local R0 (m·ui, m·uj).y"),
    ("local_dx", "local v (v·ui, v·uj).x"),
    ("local_dy", "local v (v·ui, v·uj).y"),
    ("t_entry", "t entry"),
    ("t_exit", "t exit"),
    ("entry_x", "P0.x"),
    ("entry_y", "P0.y"),
    ("band_in", "band t in"),
    ("band_out", "band t out"),
];
/// The ray lab's facts: the panel's verdict.
const RAYLAB_FACTS: &[&str] = &[
    "ray hits",
    "ray misses",
    "ray starts inside",
    "ray parallel outside a slab",
    "box behind the ray",
    "no real root",
    "both roots behind",
    "lines cross",
    "lines parallel",
    "ray grazes",
    "enters on the side",
    "enters on a cap",
];

/// Sokoban's numbers: the counters, and the two rects of the interval
/// test that refused the last move (the moved square, shrunk by the
/// probe's margin, and the wall's or box's cell), in cells.
const SOKOBAN_NUMBERS: &[&str] = &[
    "moves",
    "pushes",
    "boxes",
    "boxes_on_goals",
    "probe_min_x",
    "probe_max_x",
    "probe_min_y",
    "probe_max_y",
    "solid_min_x",
    "solid_max_x",
    "solid_min_y",
    "solid_max_y",
];
/// Sokoban's facts.
const SOKOBAN_FACTS: &[&str] = &[
    "solved",
    "not solved",
    "move blocked by a wall",
    "push blocked by a wall",
    "push blocked by a box",
    "last move not blocked",
];

/// The names of the numbers `mode` shows, in the order messages list them.
#[must_use]
pub(super) fn number_names(mode: StepMode) -> Vec<&'static str> {
    match mode {
        StepMode::Shooter => SHOOTER_NUMBERS.to_vec(),
        StepMode::RayLab => RAYLAB_ROWS.iter().map(|(name, _)| *name).collect(),
        StepMode::Sokoban => SOKOBAN_NUMBERS.to_vec(),
    }
}

/// The facts `mode` can tell, in the order messages list them.
#[must_use]
pub(super) fn fact_names(mode: StepMode) -> &'static [&'static str] {
    match mode {
        StepMode::Shooter => SHOOTER_FACTS,
        StepMode::RayLab => RAYLAB_FACTS,
        StepMode::Sokoban => SOKOBAN_FACTS,
    }
}

/// Number `name` as the played step shows it; `Err` says why it has none
/// now ("no shell in flight"). `name` is one of [`number_names`].
pub(super) fn number(run: &StepRun, name: &str) -> Result<f32, String> {
    match run {
        StepRun::Shooter(game) => shooter_number(game, name),
        StepRun::RayLab(lab) => raylab_number(&lab.report(), name),
        StepRun::Sokoban(session) => sokoban_number(session, name),
    }
}

/// Whether fact `name` holds in the played step, with what was seen, in
/// words for a problem ("3 shells in flight"). `name` is one of
/// [`fact_names`].
pub(super) fn fact(run: &StepRun, name: &str) -> (bool, String) {
    match run {
        StepRun::Shooter(game) => shooter_fact(game, name),
        StepRun::RayLab(lab) => raylab_fact(&lab.report(), name),
        StepRun::Sokoban(session) => sokoban_fact(session, name),
    }
}

/// The target the numbers speak of: the inset's, else the first.
fn shown_target(game: &ShooterGame) -> Option<&crate::modes::shooter::Target> {
    game.targets.get(game.selected.unwrap_or(0))
}

fn first_shell(game: &ShooterGame) -> Result<Vec2, String> {
    game.shells
        .iter()
        .next()
        .map(|s| s.position)
        .ok_or_else(|| "no shell in flight".to_owned())
}

fn shooter_number(game: &ShooterGame, name: &str) -> Result<f32, String> {
    let target = || shown_target(game).ok_or_else(|| "the arena has no target".to_owned());
    let speed = game.arena().shells.speed;
    // The edge values the inset shows: the last hit's, else those of the
    // shell nearest the target against the triangle it comes nearest to.
    let edges = || -> Result<[f32; 3], String> {
        let index = game.selected.unwrap_or(0);
        let target = target()?;
        if let Some(hit) = target.last_hit {
            return Ok(hit.edges);
        }
        game.inset_of(index)
            .and_then(|inset| inset.nearest)
            .map(|nearest| nearest.edges)
            .ok_or_else(|| "no hit on the target and no shell near it".to_owned())
    };
    let edge = |i: usize| edges().map(|e| e[i]);
    let stats = &game.stats;
    Ok(match name {
        "selected" => game
            .selected
            .map(|i| (i + 1) as f32)
            .ok_or_else(|| "no target is selected".to_owned())?,
        "targets" => game.targets.len() as f32,
        "triangles" => target()?.mesh.triangles().len() as f32,
        "spin_degrees" => target()?.spin.to_degrees(),
        "tip_radius" => target()?.mesh.reach() * target()?.scale,
        "shell_speed" => speed,
        // How far a tip moves in a step (its arc, radius × angle) for each
        // unit a shell moves.
        "tip_ratio" => {
            let t = target()?;
            t.mesh.reach() * t.scale * t.spin.abs() / speed
        }
        "shells" => game.shells.len() as f32,
        "shell_x" => first_shell(game)?.x,
        "shell_y" => first_shell(game)?.y,
        "shots" => stats.shots as f32,
        "hits" => stats.hits as f32,
        "tip_saves" => stats.tip_saves as f32,
        "tip_misses" => stats.tip_misses as f32,
        "spin_saves" => stats.spin_saves as f32,
        "spin_misses" => stats.spin_misses as f32,
        "edge_1" => edge(0)?,
        "edge_2" => edge(1)?,
        "edge_3" => edge(2)?,
        "edge_min" => edges()?.into_iter().fold(f32::INFINITY, f32::min),
        "step" => game.round_step as f32,
        _ => return Err(format!("the shooter shows no number `{name}`")),
    })
}

fn shells_seen(game: &ShooterGame) -> String {
    match game.shells.len() {
        0 => "no shell in flight".to_owned(),
        1 => "1 shell in flight".to_owned(),
        n => format!("{n} shells in flight"),
    }
}

fn shooter_fact(game: &ShooterGame, name: &str) -> (bool, String) {
    match name {
        "shell in flight" => (!game.shells.is_empty(), shells_seen(game)),
        "no shell in flight" => (game.shells.is_empty(), shells_seen(game)),
        "shell inside the target" | "shell outside the target" => {
            let (Ok(shell), Some(target)) = (first_shell(game), shown_target(game)) else {
                return (false, "no shell in flight, or no target".to_owned());
            };
            let inside =
                point_in_trimesh(shell, &target.mesh, &target.motion.end_inverse()).is_some();
            let seen = format!(
                "the shell at ({:.3}, {:.3}) is {} the target",
                shell.x,
                shell.y,
                if inside { "inside" } else { "outside" }
            );
            (inside == (name == "shell inside the target"), seen)
        }
        "no hit yet" => {
            let hits = game.stats.hits;
            (hits == 0, format!("{hits} hits"))
        }
        "shell just stepped over a tip" => {
            let stepped = game.last_miss.filter(|m| !m.spin).is_some_and(|miss| {
                game.shells
                    .iter()
                    .any(|s| s.previous == miss.world[0] && s.position == miss.world[1])
            });
            let seen = if stepped {
                "the last step of a shell in flight crossed a tip".to_owned()
            } else {
                format!(
                    "no shell's last step crossed a tip ({} tip misses, {})",
                    game.stats.tip_misses,
                    shells_seen(game)
                )
            };
            (stepped, seen)
        }
        "paused" => (
            game.paused,
            if game.paused { "paused" } else { "running" }.to_owned(),
        ),
        _ => (false, format!("the shooter tells no fact `{name}`")),
    }
}

fn raylab_number(report: &Report, name: &str) -> Result<f32, String> {
    let Some((_, label)) = RAYLAB_ROWS.iter().find(|(n, _)| *n == name) else {
        return Err(format!("the ray lab shows no number `{name}`"));
    };
    let (row, coordinate) = match label.rsplit_once('.') {
        Some((row, c @ ("x" | "y"))) => (row, Some(c)),
        _ => (*label, None),
    };
    let found = report.rows.iter().find(|r| r.label == row);
    match (found.map(|r| &r.value), coordinate) {
        (Some(Value::Number(v)), None) => Ok(*v),
        (Some(Value::Point(p)), Some("x")) => Ok(p.x),
        (Some(Value::Point(p)), Some(_)) => Ok(p.y),
        _ => Err(format!("the panel shows no `{row}` in this case")),
    }
}

fn verdict_words(report: &Report) -> String {
    format!("the panel's verdict is {:?}", report.verdict)
}

fn raylab_fact(report: &Report, name: &str) -> (bool, String) {
    let v = &report.verdict;
    let holds = match name {
        "ray hits" => report.hit,
        "ray misses" => !report.hit,
        "ray starts inside" => matches!(v, Verdict::Inside(_)),
        "ray parallel outside a slab" => *v == Verdict::SlabParallel,
        "box behind the ray" => *v == Verdict::SlabBehind,
        "no real root" => *v == Verdict::DiskMisses,
        "both roots behind" => *v == Verdict::DiskBehind,
        "lines cross" => *v == Verdict::LinesCross,
        "lines parallel" => *v == Verdict::LinesParallel,
        "ray grazes" => matches!(v, Verdict::Grazes(_)),
        // Which piece of a capsule the ray enters by: the panel's "P0 on".
        "enters on the side" => report.get("P0 on") == Some(&Value::Note(Note::Side)),
        "enters on a cap" => matches!(
            report.get("P0 on"),
            Some(Value::Note(Note::CapA | Note::CapB))
        ),
        _ => return (false, format!("the ray lab tells no fact `{name}`")),
    };
    (holds, verdict_words(report))
}

fn sokoban_number(session: &Session, name: &str) -> Result<f32, String> {
    let game = session
        .game()
        .ok_or_else(|| "no level in play".to_owned())?;
    Ok(match name {
        "moves" => game.moves() as f32,
        "pushes" => game.pushes() as f32,
        "boxes" => game.boxes().len() as f32,
        "boxes_on_goals" => {
            let goals = game.level().goals();
            game.boxes().iter().filter(|b| goals.contains(b)).count() as f32
        }
        _ => return blocked_number(session, name),
    })
}

/// A number of the rect test that refused the last move.
fn blocked_number(session: &Session, name: &str) -> Result<f32, String> {
    let (probe, solid) = match session.blocked() {
        Some(Blocked::Wall { probe, wall }) => (probe, wall),
        Some(Blocked::Box { probe, solid, .. }) => (probe, solid.cell()),
        None => return Err("no move was refused".to_owned()),
    };
    let cell = cell_rect(solid);
    Ok(match name {
        "probe_min_x" => probe.min.x,
        "probe_max_x" => probe.max.x,
        "probe_min_y" => probe.min.y,
        "probe_max_y" => probe.max.y,
        "solid_min_x" => cell.min.x,
        "solid_max_x" => cell.max.x,
        "solid_min_y" => cell.min.y,
        "solid_max_y" => cell.max.y,
        _ => return Err(format!("Sokoban shows no number `{name}`")),
    })
}

fn sokoban_fact(session: &Session, name: &str) -> (bool, String) {
    let solved = session.is_solved();
    let seen = if solved { "solved" } else { "not solved" }.to_owned();
    let blocked = session.blocked();
    let refused = match blocked {
        Some(Blocked::Wall { .. }) => "the last move was refused by a wall",
        Some(Blocked::Box {
            solid: Solid::Wall(_),
            ..
        }) => "the last push was refused by a wall",
        Some(Blocked::Box { .. }) => "the last push was refused by a box",
        None => "no move was refused",
    };
    match name {
        "solved" => (solved, seen),
        "not solved" => (!solved, seen),
        "move blocked by a wall" => (
            matches!(blocked, Some(Blocked::Wall { .. })),
            refused.into(),
        ),
        "push blocked by a wall" => (
            matches!(
                blocked,
                Some(Blocked::Box {
                    solid: Solid::Wall(_),
                    ..
                })
            ),
            refused.into(),
        ),
        "push blocked by a box" => (
            matches!(
                blocked,
                Some(Blocked::Box {
                    solid: Solid::Box(_),
                    ..
                })
            ),
            refused.into(),
        ),
        "last move not blocked" => (blocked.is_none(), refused.into()),
        _ => (false, format!("Sokoban tells no fact `{name}`")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::modes::raylab::{LabControl, RayLab, SCENE_COUNT};
    use crate::sim::script::ScriptPlayer;

    /// Every prepared case of every scene, as its panel reports it.
    fn every_case() -> Vec<Report> {
        let mut reports = Vec::new();
        for scene in 1..=SCENE_COUNT {
            let cases = RayLab::scene_cases(scene).unwrap_or_default();
            for case in 0..cases.len() {
                let mut lab = RayLab::new();
                lab.open(scene);
                lab.load_case(case);
                reports.push(lab.report());
            }
        }
        // No prepared case runs parallel outside a slab: the axis-parallel
        // ray, moved up out of the rect's y slab, does.
        let mut lab = RayLab::new();
        lab.open(1);
        let cases = RayLab::scene_cases(1).unwrap_or_default();
        lab.load_case(
            cases
                .iter()
                .position(|c| *c == "axis-parallel ray")
                .unwrap(),
        );
        let script = crate::sim::Script::parse("0:ray_up*200").unwrap();
        let mut player: ScriptPlayer<LabControl> = script.player().unwrap();
        while !player.finished() {
            lab.step(&player.next_frame());
        }
        reports.push(lab.report());
        reports
    }

    #[test]
    fn every_ray_lab_number_is_a_row_some_case_shows() {
        // A renamed panel row would leave its number unread in every case.
        let reports = every_case();
        for (name, row) in RAYLAB_ROWS {
            assert!(
                reports.iter().any(|r| raylab_number(r, name).is_ok()),
                "no case shows `{row}` for `{name}`"
            );
        }
    }

    #[test]
    fn every_ray_lab_fact_holds_in_some_case_and_fails_in_another() {
        let reports = every_case();
        for fact in RAYLAB_FACTS {
            let told: Vec<bool> = reports.iter().map(|r| raylab_fact(r, fact).0).collect();
            assert!(told.contains(&true), "`{fact}` never holds");
            assert!(told.contains(&false), "`{fact}` always holds");
        }
    }
}

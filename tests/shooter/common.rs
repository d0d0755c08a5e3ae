//! What the shooter rule tests share: a small one-target arena, and a
//! scripted run that collects the events.

use std::path::Path;

use hitlab::levels::arena::{Arena, parse_arena};
use hitlab::modes::shooter::{GameEvent, ShooterControl, ShooterGame};
use hitlab::sim::Script;

/// An arena with one target, no spin, and the plane placed by the caller.
pub fn one_target_arena(plane: &str, target: &str) -> Arena {
    spinning_target_arena(plane, target, 0.0)
}

/// A 24 x 16 arena with a 5-second round (300 steps) and one white target
/// turning `spin_deg_per_step`; `plane` places the plane and `target` gives
/// the target's shape and position.
pub fn spinning_target_arena(plane: &str, target: &str, spin_deg_per_step: f32) -> Arena {
    let text = format!(
        r##"
size = [24.0, 16.0]
round_seconds = 5
[plane]
{plane}
turn_deg_per_step = 2.0
move_speed = 0.12
[shells]
speed = 0.5
cooldown_steps = 6
[[targets]]
{target}
spin_deg_per_step = {spin_deg_per_step:?}
colour = "#ffffff"
"##
    );
    parse_arena(&text, Path::new("test.toml")).unwrap()
}

/// Runs `steps` app steps of `script`, collecting every event.
pub fn run(game: &mut ShooterGame, script: &str, steps: u64) -> Vec<GameEvent> {
    let mut player = Script::parse(script)
        .unwrap()
        .player::<ShooterControl>()
        .unwrap();
    (0..steps)
        .flat_map(|_| game.step(&player.next_frame()))
        .collect()
}

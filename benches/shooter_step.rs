//! One shooter rules step with 1,000 shells in flight against the default
//! arena's four rotating targets (every shell: point and swept queries
//! against each live target, through its inverse model matrix).

use hitlab::levels::arena::DEFAULT_ARENA;
use std::hint::black_box;
use std::path::Path;

use criterion::{Criterion, criterion_group, criterion_main};
use glam::Vec2;
use hitlab::levels::arena::load_arena;
use hitlab::modes::shooter::{ShooterControl, ShooterGame};
use hitlab::sim::ControlFrame;

const SHELLS: usize = 1000;

fn busy_game() -> ShooterGame {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let arena = load_arena(&root.join("resources").join(DEFAULT_ARENA)).unwrap();
    let mut game = ShooterGame::new(arena, 1).unwrap();
    // Shells spread over the arena's lower half, all flying up across the targets.
    for i in 0..SHELLS {
        let x = -15.0 + 30.0 * (i as f32 / SHELLS as f32);
        let y = -9.0 + (i % 17) as f32 * 0.3;
        game.spawn_shell(Vec2::new(x, y), Vec2::new(0.05, 1.0));
    }
    // One step first: the step timed is then not the first of a second,
    // which also keeps the rewind's moment of the round (a copy of the
    // shells once a second, `modes::shooter::rewind`).
    game.step(&ControlFrame::default());
    game
}

fn step(c: &mut Criterion) {
    let game = busy_game();
    let idle = ControlFrame::<ShooterControl>::default();
    c.bench_function("shooter_step_1000_shells", |b| {
        b.iter_batched_ref(
            || game.clone(),
            |g| black_box(g.step(&idle)),
            criterion::BatchSize::SmallInput,
        );
    });
}

criterion_group!(benches, step);
criterion_main!(benches);

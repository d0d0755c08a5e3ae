//! One shooter step of the storm: 1,000, 10,000 and 100,000 shells spread
//! over the storm arena (`resources/arenas/storm.toml`, 64 spinning targets)
//! flying every way, with the broad phase (the grid) and with brute force
//! (every shell against every target), on one thread and on two, all in the
//! same run. Before the timings it prints each size's pairs and exact tests
//! per shell: what the grid hands the narrow phase, against brute force's 64.
//!
//!     cargo bench --bench storm_step
//!
//! The step is the round's whole step (`ShooterGame::step`): shells moved,
//! targets turned, every shell tested by the spin test, hits applied.

use std::hint::black_box;
use std::path::Path;

use criterion::{BatchSize, BenchmarkId, Criterion, criterion_group, criterion_main};
use glam::Vec2;
use hitlab::levels::arena::load_arena;
use hitlab::modes::shooter::{ShooterControl, ShooterGame};
use hitlab::sim::ControlFrame;
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

const SIZES: [usize; 3] = [1_000, 10_000, 100_000];

/// The storm arena without its guns, `shells` shells placed by hand:
/// uniformly over the field, each flying its own way (seeded).
fn storm_with(shells: usize, broad_phase: bool) -> ShooterGame {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut arena = load_arena(&root.join("resources/arenas/storm.toml")).unwrap();
    arena.storm = None;
    let half = arena.size / 2.0;
    let mut game = ShooterGame::new(arena, 1).unwrap();
    game.broad_phase = broad_phase;
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(42);
    for _ in 0..shells {
        let at = Vec2::new(
            rng.random_range(-half.x..half.x),
            rng.random_range(-half.y..half.y),
        );
        let heading = rng.random_range(0.0..std::f32::consts::TAU);
        game.spawn_shell(at, Vec2::from_angle(heading));
    }
    // One step so every shell has a path (P → P') and the buffers are sized.
    // (The step timed is then not the first of a second, which also keeps
    // the rewind's moment of the round.)
    game.step(&ControlFrame::default());
    game
}

fn per_shell(c: &mut Criterion) {
    let idle = ControlFrame::<ShooterControl>::default();
    for &n in &SIZES {
        for broad in [true, false] {
            let mut game = storm_with(n, broad);
            game.step(&idle);
            let k = game.counts;
            println!(
                "storm {n} shells, {}: {:.2} pairs looked at, {:.2} exact tests per shell; \
                 broad {} µs, narrow {} µs (one step, default pool)",
                if broad { "grid" } else { "brute force" },
                k.pairs_looked_at as f64 / k.shells.max(1) as f64,
                k.exact_tests as f64 / k.shells.max(1) as f64,
                k.broad_us,
                k.narrow_us,
            );
        }
    }
    let mut group = c.benchmark_group("storm_step");
    group.sample_size(10);
    group.warm_up_time(std::time::Duration::from_millis(500));
    group.measurement_time(std::time::Duration::from_secs(3));
    for &n in &SIZES {
        for broad in [true, false] {
            let game = storm_with(n, broad);
            for threads in [1usize, 2] {
                let pool = rayon::ThreadPoolBuilder::new()
                    .num_threads(threads)
                    .build()
                    .unwrap();
                let way = if broad { "grid" } else { "brute" };
                let id = BenchmarkId::new(format!("{way}_{threads}t"), n);
                group.bench_with_input(id, &game, |b, game| {
                    pool.install(|| {
                        b.iter_batched_ref(
                            || game.clone(),
                            |g| black_box(g.step(&idle)),
                            BatchSize::LargeInput,
                        );
                    });
                });
            }
        }
    }
    group.finish();
}

criterion_group!(benches, per_shell);
criterion_main!(benches);

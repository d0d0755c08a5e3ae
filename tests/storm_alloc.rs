//! The storm's steady-state step allocates nothing: a counting global
//! allocator, in a test binary of its own so that it counts no other test;
//! and the rewind history of 100,000 shells stays within the memory its
//! docs state (`hitlab::modes::shooter::rewind`).
//!
//! "Steady state": shells fill the storm to its cap, the turrets refill
//! what lands or leaves, hits land every step, and no target breaks (a
//! break scatters new shards, which a round may allocate for). The buffers
//! of the collision step, the shells and the markers are then as large as
//! they get, and the broad phase, the parallel narrow phase and the rules
//! reuse them; so is the rewind history once it covers its ten seconds
//! (every moment it keeps has room for the storm's cap).

use std::alloc::{GlobalAlloc, Layout, System};
use std::path::Path;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicI64, AtomicU64, Ordering};

use glam::Vec2;

use hitlab::levels::arena::load_arena;
use hitlab::modes::shooter::rewind::{SNAPSHOTS, history_shell_bytes};
use hitlab::modes::shooter::{ShooterControl as C, ShooterGame};
use hitlab::sim::ControlFrame;

struct Counting;

static COUNTING: AtomicBool = AtomicBool::new(false);
static ALLOCATIONS: AtomicU64 = AtomicU64::new(0);
/// Bytes allocated and not yet freed, counted always.
static LIVE_BYTES: AtomicI64 = AtomicI64::new(0);
/// One test at a time: each reads the counters the other would move.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

// SAFETY: every call is passed on to the system allocator unchanged; the
// counter is only an atomic add.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if COUNTING.load(Ordering::Relaxed) {
            ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        }
        LIVE_BYTES.fetch_add(layout.size() as i64, Ordering::Relaxed);
        // SAFETY: the caller's contract is the system allocator's.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE_BYTES.fetch_sub(layout.size() as i64, Ordering::Relaxed);
        // SAFETY: `ptr` came from `System.alloc` with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if COUNTING.load(Ordering::Relaxed) {
            ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        }
        let grown = new_size as i64 - layout.size() as i64;
        LIVE_BYTES.fetch_add(grown, Ordering::Relaxed);
        // SAFETY: as for `alloc` and `dealloc`.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

#[test]
fn a_steady_storm_step_allocates_nothing() {
    let _alone = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut arena = load_arena(&root.join("resources/arenas/storm.toml")).unwrap();
    if let Some(storm) = arena.storm.as_mut() {
        storm.max_shells = 2000;
    }
    for target in &mut arena.targets {
        target.hits_to_break = 1_000_000;
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(2)
        .build()
        .unwrap();
    pool.install(|| {
        let mut game = ShooterGame::new(arena, 5).unwrap();
        let frame = ControlFrame::new(vec![C::Fire, C::RotateLeft], Vec::new());
        let mut events = Vec::new();
        // Warm up: the storm fills, every buffer reaches its size, and the
        // rewind history covers its ten seconds (eleven moments a second
        // apart: 660 steps).
        for _ in 0..700 {
            events.clear();
            game.step_into(&frame, &mut events);
        }
        let hits_before = game.stats.hits;
        COUNTING.store(true, Ordering::SeqCst);
        for _ in 0..200 {
            events.clear();
            game.step_into(&frame, &mut events);
        }
        COUNTING.store(false, Ordering::SeqCst);
        assert_eq!(game.stats.breaks, 0, "no target broke");
        assert!(game.shells.len() > 1500, "a storm: {}", game.shells.len());
        assert!(game.stats.hits > hits_before + 100, "hits landed meanwhile");
        assert_eq!(
            ALLOCATIONS.load(Ordering::SeqCst),
            0,
            "allocations in 200 steps"
        );
    });
}

/// The rewind history of a storm at its cap: 100,000 shells held still
/// (speed 0, no targets to hit, no clock for the turrets) so that every
/// moment kept holds all of them. What the round holds more after the
/// history has covered its ten seconds is the history: eleven moments of
/// 2.7 MB, within the 32 MiB the docs state, and it grows no more.
#[test]
fn the_rewind_history_of_100_000_shells_stays_within_32_mib() {
    const BOUND: i64 = 32 << 20;
    let _alone = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut arena = load_arena(&root.join("resources/arenas/storm.toml")).unwrap();
    let cap = 100_000;
    if let Some(storm) = arena.storm.as_mut() {
        storm.max_shells = cap;
    }
    arena.shells.speed = 0.0;
    arena.targets.clear();
    let mut game = ShooterGame::new(arena, 5).unwrap();
    let half = game.arena().size / 2.0 - Vec2::ONE;
    for i in 0..cap {
        let (x, y) = ((i % 400) as f32 / 400.0, (i / 400) as f32 / 250.0);
        let at = Vec2::new(-half.x + 2.0 * half.x * x, -half.y + 2.0 * half.y * y);
        game.spawn_shell(at, Vec2::Y);
    }
    assert_eq!(game.shells.len(), cap as usize);
    let idle = ControlFrame::default();
    game.step(&idle);
    let before = LIVE_BYTES.load(Ordering::SeqCst);
    for _ in 0..700 {
        game.step(&idle);
    }
    let full = LIVE_BYTES.load(Ordering::SeqCst) - before;
    for _ in 0..130 {
        game.step(&idle);
    }
    let later = LIVE_BYTES.load(Ordering::SeqCst) - before;
    assert_eq!(game.shells.len(), cap as usize, "every shell stayed");
    let moments = history_shell_bytes(cap as usize) as i64;
    // One moment was kept before `before`: the other ten came after it.
    let ten_moments = moments * (SNAPSHOTS as i64 - 1) / SNAPSHOTS as i64;
    assert!(
        full >= ten_moments,
        "the history holds its moments: {full} bytes"
    );
    assert!(full + moments / SNAPSHOTS as i64 <= BOUND, "{full} bytes");
    assert!(game.history().heap_bytes() as i64 <= BOUND);
    assert_eq!(later, full, "full, it grows no more");
}

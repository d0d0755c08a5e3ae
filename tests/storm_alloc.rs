//! The storm's steady-state step allocates nothing: a counting global
//! allocator, in a test binary of its own so that it counts no other test.
//!
//! "Steady state": shells fill the storm to its cap, the turrets refill
//! what lands or leaves, hits land every step, and no target breaks (a
//! break scatters new shards, which a round may allocate for). The buffers
//! of the collision step, the shells and the markers are then as large as
//! they get, and the broad phase, the parallel narrow phase and the rules
//! reuse them.

use std::alloc::{GlobalAlloc, Layout, System};
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use hitlab::levels::arena::load_arena;
use hitlab::modes::shooter::{ShooterControl as C, ShooterGame};
use hitlab::sim::ControlFrame;

struct Counting;

static COUNTING: AtomicBool = AtomicBool::new(false);
static ALLOCATIONS: AtomicU64 = AtomicU64::new(0);

// SAFETY: every call is passed on to the system allocator unchanged; the
// counter is only an atomic add.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if COUNTING.load(Ordering::Relaxed) {
            ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        }
        // SAFETY: the caller's contract is the system allocator's.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from `System.alloc` with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if COUNTING.load(Ordering::Relaxed) {
            ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        }
        // SAFETY: as for `alloc` and `dealloc`.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

#[test]
fn a_steady_storm_step_allocates_nothing() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut arena = load_arena(&root.join("resources/arenas/storm.toml")).unwrap();
    if let Some(storm) = arena.storm.as_mut() {
        storm.max_shells = 2000;
    }
    for target in &mut arena.targets {
        target.hits_to_break = 1000;
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(2)
        .build()
        .unwrap();
    pool.install(|| {
        let mut game = ShooterGame::new(arena, 5).unwrap();
        let frame = ControlFrame::new(vec![C::Fire, C::RotateLeft], Vec::new());
        let mut events = Vec::new();
        // Warm up: the storm fills, every buffer reaches its size.
        for _ in 0..400 {
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

//! Replays every saved input through its check: the seed corpus
//! (`corpus/TARGET/`), anything a run saved (`out/TARGET/default/queue`,
//! `crashes`, `hangs`, when a run left them) and the inputs of crashes
//! already fixed (`found/TARGET/`). A plain `cargo test`: no AFL needed.

use std::path::{Path, PathBuf};

type Check = fn(&[u8]);

const TARGETS: [(&str, Check); 11] = [
    ("arena", hitlab_fuzz::arena),
    ("lesson", hitlab_fuzz::lesson),
    ("pack", hitlab_fuzz::pack),
    ("solutions", hitlab_fuzz::solutions),
    ("script", hitlab_fuzz::script),
    ("settings", hitlab_fuzz::settings),
    ("pack_edit", hitlab_fuzz::pack_edit),
    ("arena_edit", hitlab_fuzz::arena_edit),
    ("replay", hitlab_fuzz::replay),
    ("share_code", hitlab_fuzz::share_code),
    ("campaign", hitlab_fuzz::campaign),
];

/// What `dir` holds, sorted; nothing if it is not there.
fn entries(dir: &Path) -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| entries.filter_map(|e| Some(e.ok()?.path())).collect())
        .unwrap_or_default();
    paths.sort();
    paths
}

/// The saved inputs in `dir` (AFL++'s README.txt is none).
fn files_in(dir: &Path) -> Vec<PathBuf> {
    let mut files = entries(dir);
    files.retain(|p| p.is_file() && p.file_name().is_none_or(|n| n != "README.txt"));
    files
}

/// The AFL++ instances' folders in `dir`: `default`, and any `-S` beside it.
fn instances(dir: &Path) -> Vec<PathBuf> {
    let mut dirs = entries(dir);
    dirs.retain(|p| p.is_dir());
    dirs
}

fn replay(name: &str, check: Check) -> usize {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut dirs = vec![
        root.join("corpus").join(name),
        root.join("found").join(name),
    ];
    for instance in instances(&root.join("out").join(name)) {
        dirs.extend(["queue", "crashes", "hangs"].map(|d| instance.join(d)));
    }
    let mut count = 0;
    for dir in &dirs {
        for file in files_in(dir) {
            let data = std::fs::read(&file).unwrap();
            let started = std::time::Instant::now();
            if let Err(panic) = std::panic::catch_unwind(|| check(&data)) {
                let message = panic
                    .downcast_ref::<String>()
                    .map(String::as_str)
                    .or_else(|| panic.downcast_ref::<&str>().copied())
                    .unwrap_or("(no message)");
                panic!("{name}: {} fails: {message}", file.display());
            }
            let took = started.elapsed();
            assert!(
                took.as_secs_f64() < 5.0,
                "{name}: {} took {took:?}",
                file.display()
            );
            count += 1;
        }
    }
    count
}

#[test]
fn every_saved_input_passes_its_check() {
    for (name, check) in TARGETS {
        let count = replay(name, check);
        println!("{name}: {count} inputs replayed");
        assert!(count > 0, "{name}: no corpus under fuzz/corpus/{name}");
    }
}

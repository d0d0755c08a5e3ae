//! The medals the campaign opens on survive a kill at any moment: a writer
//! saving `shooter-best.toml` over and over is killed at random moments,
//! and each time the file reads as the medals of one whole save, the old
//! or the new, never half of each and never broken.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use hitlab::levels::arena::medals::Medal;
use hitlab::modes::shooter::best::{BEST_FILE, Bests};

use super::saving::scratch;

/// Tells the test binary, run again as a child, to be the writer.
const WRITER_ENV: &str = "HITLAB_TEST_MEDAL_WRITER";

/// What the writer leaves once it has saved, so each kill lands among its
/// saves however long the child takes to start (under Wine, seconds).
const STARTED: &str = "writer-started";

/// Arenas in each save: enough that a save takes a while to write, so
/// kills land in the middle of one.
const ARENAS: usize = 3000;

/// Every arena holding `medal`.
fn all_at(medal: Medal) -> Bests {
    let mut bests = Bests::default();
    for i in 0..ARENAS {
        bests.earn_medal(&format!("arenas/a{i:04}.toml"), medal);
        bests
            .best
            .insert(format!("arenas/a{i:04}.toml"), medal as u32);
    }
    bests
}

/// Saves bronze then gold everywhere, in turn, `saves` times (forever
/// for `None`), each read back whole.
fn write_in_turn(dir: &Path, saves: Option<usize>) {
    let (old, new) = (all_at(Medal::Bronze), all_at(Medal::Gold));
    let mut done = 0;
    while saves.is_none_or(|n| done < n) {
        let bests = if done % 2 == 0 { &new } else { &old };
        bests.save(dir).unwrap();
        done += 1;
        if done == 1 && saves.is_none() {
            std::fs::write(dir.join(STARTED), "").unwrap();
        }
    }
    if saves.is_some() {
        assert_eq!(Bests::load(dir), if done % 2 == 1 { new } else { old });
    }
}

/// The writer the kill test runs as a child process; run alone, a few
/// saves that must read back as the last.
#[test]
fn medal_writer() {
    match std::env::var_os(WRITER_ENV) {
        Some(dir) => write_in_turn(Path::new(&dir), None),
        None => write_in_turn(scratch().path(), Some(3)),
    }
}

#[test]
fn saved_medals_survive_a_kill_at_any_moment() {
    let temp = scratch();
    let dir = temp.path();
    let (old, new) = (all_at(Medal::Bronze), all_at(Medal::Gold));
    old.save(dir).unwrap();
    let exe = std::env::current_exe().unwrap();
    // A fixed sequence of pauses after the writer's first save, from
    // nothing to a few saves long.
    let mut seed: u32 = 0x9e37_79b9;
    let mut saw = (0, 0);
    let mut mid_save = 0;
    for _ in 0..24 {
        let _ = std::fs::remove_file(dir.join(STARTED));
        let mut child = Command::new(&exe)
            .args(["killed::medal_writer", "--exact", "--test-threads=1"])
            .env(WRITER_ENV, dir)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
        let pause = Duration::from_micros(u64::from(seed >> 8) % 150_000);
        let start = Instant::now();
        while !dir.join(STARTED).exists() && start.elapsed() < Duration::from_secs(60) {
            std::thread::sleep(Duration::from_millis(2));
        }
        assert!(dir.join(STARTED).exists(), "the writer never saved");
        std::thread::sleep(pause);
        child.kill().unwrap();
        child.wait().unwrap();
        // A temporary file left says the kill came in the middle of a save.
        let left = std::fs::read_dir(dir)
            .unwrap()
            .filter(|e| {
                e.as_ref()
                    .unwrap()
                    .path()
                    .extension()
                    .is_some_and(|x| x == "tmp")
            })
            .count();
        mid_save += usize::from(left > 0);
        let text = std::fs::read_to_string(dir.join(BEST_FILE)).unwrap();
        let read: Bests = toml::from_str(&text).expect("a whole file after a kill");
        if read == old {
            saw.0 += 1;
        } else {
            assert_eq!(read, new, "the old medals or the new, never a mix");
            saw.1 += 1;
        }
    }
    // Kills found each: the writer was stopped mid-run, not before or after.
    assert!(saw.0 > 0 && saw.1 > 0, "{saw:?}");
    assert!(mid_save > 0, "no kill came in the middle of a save");
}

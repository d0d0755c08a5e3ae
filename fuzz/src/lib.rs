//! One check per input a user hands Hit Lab, shared by the AFL targets
//! (`src/bin/`) and the corpus replay (`tests/replay.rs`).
//!
//! Each check takes raw bytes, as a file arrives, and asserts only what
//! cannot fail for any input:
//! - no panic (a panic is what AFL records as a crash);
//! - the load is deterministic: loading the same text twice gives the same
//!   result (compared through `Debug`, so a NaN equals itself), accepted or
//!   rejected;
//! - every problem's place lies inside the input: line 1 to lines + 1 (the
//!   line after a final newline), column 1 to that line's characters + 1
//!   (just past its end).
//!
//! The time bound (1 s per input) and memory bound are AFL's (`-t`, `-m`,
//! set in `fuzz/run`): an input over them is a hang or a crash.
//!
//! The editors' write-back (open, edit, save, read again, undo) is in
//! [`edit`].

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

use hitlab::levels::FileError;
use hitlab::levels::file::MAX_LEVEL_BYTES;
use hitlab::levels::sokoban::{Pack, parse_pack};
use hitlab::modes::raylab::LabControl;
use hitlab::modes::shooter::ShooterControl;
use hitlab::modes::sokoban::lurd::{parse_lurd, parse_lurd_written, play};
use hitlab::modes::sokoban::session::parse_solutions;
use hitlab::modes::sokoban::{Dir, Game, SokobanControl};
use hitlab::sim::{Control, Script, ScriptError};

mod edit;
pub use edit::{EDITS_SEPARATOR, arena_edit, pack_edit};

/// The line in a `solutions` input that ends its pack and begins its
/// `N LURD` lines. Without it the whole input is solutions for the shipped
/// pack.
pub const SOLUTIONS_SEPARATOR: &str = "=== solutions ===";

/// The pack a `solutions` input without its own pack is played on.
pub const SHIPPED_PACK: &str = include_str!("../../resources/sokoban/hitlab.xsb");

/// Most steps a script's player is run for: enough to start and end every
/// hold in a short script, bounded so a `1000000000:fire` stays fast.
const SCRIPT_STEPS: u64 = 512;

/// The text a loader would see: a file that is not UTF-8 or is over the
/// level size cap is refused by the reader before any parser runs.
fn text(data: &[u8]) -> Option<&str> {
    if data.len() as u64 > MAX_LEVEL_BYTES {
        return None;
    }
    std::str::from_utf8(data).ok()
}

/// Asserts that 1-based `line`/`column` (`None`: the whole line) lie inside
/// `text`: a line that exists or the one after a final newline, a column on
/// that line or just past its end.
pub fn assert_inside(text: &str, line: usize, column: Option<usize>, what: &dyn std::fmt::Debug) {
    assert!(
        hitlab::levels::file::place_is_inside(text, line, column),
        "line {line}, column {column:?} outside the text ({} lines): {what:?}",
        text.lines().count()
    );
}

/// Asserts a TOML loader's error lists problems, each inside `text`.
fn assert_file_error(text: &str, error: &FileError) {
    match error {
        FileError::Invalid { problems, .. } => {
            assert!(!problems.is_empty(), "an error lists its problems");
            for p in problems {
                assert!(!p.message.is_empty(), "{p:?}");
                assert_inside(text, p.line, Some(p.column), p);
            }
        }
        FileError::Io { .. } => panic!("parsing text cannot fail to read: {error}"),
    }
}

/// Arena TOML through `parse_arena`.
pub fn arena(data: &[u8]) {
    let Some(text) = text(data) else { return };
    let path = Path::new("fuzz.toml");
    let first = hitlab::levels::arena::parse_arena(text, path);
    if let Err(e) = &first {
        assert_file_error(text, e);
    }
    let again = hitlab::levels::arena::parse_arena(text, path);
    assert_eq!(
        format!("{first:?}"),
        format!("{again:?}"),
        "not deterministic"
    );
}

/// Lesson TOML through `parse_lesson`, its resources the shipped ones (an
/// empty folder: every path is a resource name).
pub fn lesson(data: &[u8]) {
    let Some(text) = text(data) else { return };
    let path = Path::new("fuzz.toml");
    let first = hitlab::lesson::parse_lesson(text, path, Path::new(""));
    if let Err(e) = &first {
        assert_file_error(text, e);
    }
    let again = hitlab::lesson::parse_lesson(text, path, Path::new(""));
    assert_eq!(
        format!("{first:?}"),
        format!("{again:?}"),
        "not deterministic"
    );
}

/// An XSB / `.sok` pack through `Pack::from_text` (as `hitlab check` and the
/// game read it) and `parse_pack`; every accepted board starts a game.
pub fn pack(data: &[u8]) {
    let Some(text) = text(data) else { return };
    for path in [Path::new("fuzz.xsb"), Path::new("fuzz.sok")] {
        let first = Pack::from_text(text, path);
        let again = Pack::from_text(text, path);
        assert_eq!(
            format!("{first:?}"),
            format!("{again:?}"),
            "not deterministic"
        );
    }
    let pack = parse_pack(text, Path::new("fuzz.xsb"));
    assert_eq!(
        pack,
        parse_pack(text, Path::new("fuzz.xsb")),
        "not deterministic"
    );
    for (index, entry) in pack.entries.iter().enumerate() {
        match entry {
            Ok(level) => {
                let game = Game::new(Arc::new(level.clone()));
                let _ = game.is_solved();
            }
            Err(e) => {
                assert_eq!(e.level, index + 1, "{e:?}");
                assert_inside(text, e.line, e.column, e);
                assert!(!e.to_string().is_empty());
            }
        }
    }
}

/// A pack and its `.solutions` (`N LURD` lines, split at
/// [`SOLUTIONS_SEPARATOR`]; the shipped pack when there is none): each
/// solution parsed and played on its level, as `hitlab sokoban verify` does.
pub fn solutions(data: &[u8]) {
    let Some(text) = text(data) else { return };
    let (pack_text, solutions_text) = split_solutions(text);
    let pack = parse_pack(pack_text, Path::new("fuzz.xsb"));
    let solutions: BTreeMap<usize, String> = parse_solutions(solutions_text);
    assert_eq!(
        solutions,
        parse_solutions(solutions_text),
        "not deterministic"
    );
    for (&number, lurd) in &solutions {
        assert!(!lurd.starts_with(char::is_whitespace) && !lurd.ends_with(char::is_whitespace));
        lurd_on(&pack, number, lurd);
    }
    // A whole input as one LURD text, as `--solution` takes it.
    lurd_on(&pack, 1, solutions_text);
}

/// Splits a `solutions` input into its pack and its solutions.
fn split_solutions(text: &str) -> (&str, &str) {
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        if line.trim_end() == SOLUTIONS_SEPARATOR {
            return (&text[..offset], &text[offset + line.len()..]);
        }
        offset += line.len();
    }
    (SHIPPED_PACK, text)
}

/// Parses `lurd` and, where level `number` of `pack` is valid, plays it
/// twice: the same verdict both times.
fn lurd_on(pack: &Pack, number: usize, lurd: &str) {
    let written = match parse_lurd_written(lurd) {
        Ok(written) => written,
        Err(e) => {
            assert_eq!(parse_lurd(lurd).unwrap_err(), e);
            assert!(e.position >= 1, "{e:?}");
            assert_eq!(lurd.chars().nth(e.position - 1), Some(e.found), "{e:?}");
            return;
        }
    };
    let dirs: Vec<Dir> = written.iter().map(|&(dir, _)| dir).collect();
    assert_eq!(parse_lurd(lurd).as_ref(), Ok(&dirs));
    let Some(Ok(level)) = pack.entry(number) else {
        return;
    };
    let level = Arc::new(level.clone());
    let first = play(&mut Game::new(Arc::clone(&level)), &dirs);
    let again = play(&mut Game::new(level), &dirs);
    assert_eq!(
        format!("{first:?}"),
        format!("{again:?}"),
        "not deterministic"
    );
    match first {
        Ok(verdict) => assert!(verdict.pushes <= verdict.moves && verdict.moves <= dirs.len()),
        Err(hitlab::modes::sokoban::VerifyError::Illegal { index, .. }) => {
            assert!(index >= 1 && index <= dirs.len());
        }
        Err(e) => panic!("playing moves fails only on an illegal move: {e}"),
    }
}

/// `--script` text through `Script::parse`, then checked against every
/// mode's controls and played for a bounded number of steps.
pub fn script(data: &[u8]) {
    let Some(text) = text(data) else { return };
    let first = Script::parse(text);
    assert_eq!(first, Script::parse(text), "not deterministic");
    let script = match first {
        Ok(script) => script,
        Err(e) => {
            let ScriptError::Syntax { line, .. } = e else {
                panic!("parsing checks no control names: {e}");
            };
            assert_inside(text, line, None, &e);
            return;
        }
    };
    for item in script.items() {
        assert_inside(text, item.line, None, item);
        assert!(item.steps >= 1 && !item.control.is_empty(), "{item:?}");
    }
    let _ = script.end();
    play_script::<SokobanControl>(text, &script);
    play_script::<ShooterControl>(text, &script);
    play_script::<LabControl>(text, &script);
}

/// Checks `script` against `C`'s names and plays it: a refusal names a line
/// inside `text`.
fn play_script<C: Control>(text: &str, script: &Script) {
    match script.player::<C>() {
        Ok(mut player) => {
            for _ in 0..script.end().min(SCRIPT_STEPS) {
                let _ = player.next_frame();
            }
        }
        Err(e) => {
            let ScriptError::UnknownControl { line, .. } = e else {
                panic!("checking names finds no syntax: {e}");
            };
            assert_inside(text, line, None, &e);
        }
    }
}

/// The settings file (`settings.toml`) as the game reads and saves it. A
/// file that reads as settings is saved unchanged (as the window does at
/// exit) and read again to the same settings. Whatever the file, saving
/// other settings into it (as after F2, F6 or a resize) gives a file that
/// reads as exactly those settings and keeps every top-level key that is not
/// the window's own, as it was written; never a panic.
pub fn settings(data: &[u8]) {
    use hitlab::settings::Settings;
    use hitlab::settings::kept_text::{OWN_KEYS, saved_text};
    let Some(text) = text(data) else { return };
    let first = toml::from_str::<Settings>(text);
    let again = toml::from_str::<Settings>(text);
    assert_eq!(
        format!("{first:?}"),
        format!("{again:?}"),
        "not deterministic"
    );
    let read = first.unwrap_or_default();
    // The read settings, and every field changed: each own key is then kept,
    // replaced, added or removed somewhere across the two.
    let changed = Settings {
        high_contrast: !read.high_contrast,
        fullscreen: !read.fullscreen,
        window: if read.window.is_some() {
            None
        } else {
            Some([1024, 768])
        },
        sound: !read.sound,
        last_arena: flip(&read.last_arena, "arenas/storm.toml"),
        last_pack: flip(&read.last_pack, "sokoban/hitlab.xsb"),
        last_lesson: flip(&read.last_lesson, "lessons/1_points.toml"),
        lang: flip(&read.lang, "ja"),
        gpu: flip(&read.gpu, "vulkan"),
        theme: flip(&read.theme, "light"),
        palette: flip(&read.palette, "okabe-ito"),
        text_size: if read.text_size.is_some() {
            None
        } else {
            Some(150)
        },
        reduced_motion: !read.reduced_motion,
        speed: if read.speed.is_some() { None } else { Some(50) },
        volume: if read.volume.is_some() { None } else { Some(0) },
        ghost: !read.ghost,
        open_everything: !read.open_everything,
        keys: if read.keys.is_empty() {
            toml::from_str("[shooter]\nfire = \"J\"\n").expect("a keys table")
        } else {
            toml::Table::new()
        },
    };
    let old: Option<toml_edit::DocumentMut> = text.parse().ok();
    for settings in [read, changed] {
        let saved = saved_text(Some(text), &settings).expect("settings always serialise");
        let back: Settings = toml::from_str(&saved)
            .unwrap_or_else(|e| panic!("a saved file does not read back: {e}\n{saved}"));
        // Compared as written out: a NaN a person typed in [keys] is never
        // equal to itself, yet reads back as what was saved.
        assert_eq!(
            format!("{back:?}"),
            format!("{settings:?}"),
            "saved and read again, the settings changed"
        );
        let Some(old) = &old else { continue };
        let new: toml_edit::DocumentMut = saved.parse().expect("it read as settings");
        for (key, item) in old.iter().filter(|(key, _)| !OWN_KEYS.contains(key)) {
            let kept = new.get(key).map(ToString::to_string);
            assert_eq!(
                kept,
                Some(item.to_string()),
                "{key:?} was not kept:\n{saved}"
            );
        }
    }
}

fn flip(value: &Option<String>, name: &str) -> Option<String> {
    match value {
        Some(_) => None,
        None => Some(name.to_owned()),
    }
}

/// A replay file through `Replay::parse`: deterministic, and a replay it
/// accepts is written back to a text that reads as the same replay.
pub fn replay(data: &[u8]) {
    use hitlab::modes::shooter::Replay;
    let Some(text) = text(data) else { return };
    let first = Replay::parse(text);
    let again = Replay::parse(text);
    assert_eq!(first, again, "not deterministic");
    if let Ok(replay) = first {
        let written = replay.to_text();
        assert_eq!(Replay::parse(&written).as_ref(), Ok(&replay), "{written}");
    }
}

/// A share code through `share_code::decode`: deterministic, and what it
/// accepts encodes to a code that decodes to the same value.
pub fn share_code(data: &[u8]) {
    use hitlab::modes::share_code::{decode, encode};
    let Some(text) = text(data) else { return };
    let first = decode(text);
    assert_eq!(
        format!("{first:?}"),
        format!("{:?}", decode(text)),
        "not deterministic"
    );
    if let Ok(shared) = first {
        let code = encode(&shared);
        assert_eq!(decode(&code).ok().as_ref(), Some(&shared), "{code}");
    }
}

/// A campaign file through `parse_campaign`, every item found (what the
/// game's folder holds is not the input): deterministic, every problem
/// inside the text.
pub fn campaign(data: &[u8]) {
    use hitlab::levels::campaign::parse_campaign;
    let Some(text) = text(data) else { return };
    let path = Path::new("campaign.toml");
    let first = parse_campaign(text, path, |_| Ok(()));
    if let Err(e) = &first {
        assert_file_error(text, e);
    }
    let again = parse_campaign(text, path, |_| Ok(()));
    assert_eq!(
        format!("{first:?}"),
        format!("{again:?}"),
        "not deterministic"
    );
}

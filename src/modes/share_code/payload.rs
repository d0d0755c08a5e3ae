//! What each kind of code holds, as bytes. A replay's inputs are kept as
//! runs (an input and how many steps in a row it lasted): a player holds a
//! key for many steps, so a round of thousands of steps is a few hundred
//! runs before compression.

use crate::modes::shooter::{Replay, StepInput};

use super::bytes::{Reader, Writer};
use super::{ContentsError, LessonScene, SokobanShare};

/// The most steps a replay code may expand to: an hour at 60 steps a
/// second, far past any round, so a forged code cannot ask for gigabytes.
pub(super) const MAX_STEPS: usize = 60 * 60 * 60;

pub(super) fn write_replay(replay: &Replay, w: &mut Writer) {
    w.text(&replay.version);
    w.text(&replay.arena);
    write_hash(&replay.arena_hash, w);
    w.number(replay.seed);
    let mut runs: Vec<(u32, u64)> = Vec::new();
    for input in &replay.inputs {
        let bits = input.to_bits();
        match runs.last_mut() {
            Some((last, count)) if *last == bits => *count += 1,
            _ => runs.push((bits, 1)),
        }
    }
    w.number(runs.len() as u64);
    for (bits, count) in runs {
        w.number(u64::from(bits));
        w.number(count);
    }
}

pub(super) fn read_replay(r: &mut Reader<'_>) -> Result<Replay, ContentsError> {
    let version = r.text()?;
    let arena = r.text()?;
    let arena_hash = read_hash(r)?;
    let seed = r.number()?;
    let runs = r.count(MAX_STEPS)?;
    let mut inputs = Vec::new();
    for _ in 0..runs {
        let bits = u32::try_from(r.number()?).map_err(|_| ContentsError::UnknownInput)?;
        let input = StepInput::from_bits(bits).ok_or(ContentsError::UnknownInput)?;
        let count = r.count(MAX_STEPS - inputs.len())?;
        if count == 0 {
            return Err(ContentsError::EmptyRun);
        }
        inputs.extend(std::iter::repeat_n(input, count));
    }
    Ok(Replay {
        version,
        arena,
        arena_hash,
        seed,
        inputs,
    })
}

/// An arena hash in lower-case hex (what a file hash is written as) is kept
/// as its bytes, half the length; anything else as the text it is.
fn write_hash(hash: &str, w: &mut Writer) {
    match hex_bytes(hash) {
        Some(bytes) => {
            w.number(1);
            w.raw(&bytes);
        }
        None => {
            w.number(0);
            w.text(hash);
        }
    }
}

fn read_hash(r: &mut Reader<'_>) -> Result<String, ContentsError> {
    match r.number()? {
        0 => r.text(),
        1 => Ok(r.raw()?.iter().map(|b| format!("{b:02x}")).collect()),
        _ => Err(ContentsError::UnknownForm),
    }
}

fn hex_bytes(text: &str) -> Option<Vec<u8>> {
    let lower_hex = |c: char| c.is_ascii_digit() || ('a'..='f').contains(&c);
    if text.is_empty() || !text.len().is_multiple_of(2) || !text.chars().all(lower_hex) {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok())
        .collect()
}

pub(super) fn write_lesson(scene: &LessonScene, w: &mut Writer) {
    w.text(&scene.lesson);
    w.number(u64::from(scene.step));
}

pub(super) fn read_lesson(r: &mut Reader<'_>) -> Result<LessonScene, ContentsError> {
    let lesson = r.text()?;
    let step = u32::try_from(r.number()?).map_err(|_| ContentsError::NumberTooLarge)?;
    if step == 0 {
        return Err(ContentsError::StepZero);
    }
    Ok(LessonScene { lesson, step })
}

pub(super) fn write_sokoban(level: &SokobanShare, w: &mut Writer) {
    w.text(&level.xsb);
    w.text(&level.lurd);
}

pub(super) fn read_sokoban(r: &mut Reader<'_>) -> Result<SokobanShare, ContentsError> {
    let xsb = r.text()?;
    let lurd = r.text()?;
    Ok(SokobanShare { xsb, lurd })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hex_hash_is_kept_as_bytes_and_other_text_as_itself() {
        for hash in ["00ff10ab", "not hex", "ABCD", "abc", ""] {
            let mut w = Writer::default();
            write_hash(hash, &mut w);
            let mut r = Reader::new(&w.bytes);
            assert_eq!(read_hash(&mut r).as_deref(), Ok(hash));
        }
        let mut w = Writer::default();
        write_hash("00ff10ab", &mut w);
        assert_eq!(w.bytes.len(), 2 + 4, "form, length and four bytes");
    }

    #[test]
    fn a_replay_of_held_keys_is_kept_as_few_runs() {
        let idle = StepInput::from_bits(0).unwrap();
        let fire = StepInput::from_bits(1 << 4 | 1 << 12).unwrap();
        let mut inputs = vec![idle; 500];
        inputs.extend(vec![fire; 300]);
        let replay = Replay {
            version: "0.1.0".into(),
            arena: "arenas/thin_tip.toml".into(),
            arena_hash: "ab".into(),
            seed: 7,
            inputs,
        };
        let mut w = Writer::default();
        write_replay(&replay, &mut w);
        assert!(w.bytes.len() < 50, "{} bytes", w.bytes.len());
        let mut r = Reader::new(&w.bytes);
        assert_eq!(read_replay(&mut r), Ok(replay));
    }
}

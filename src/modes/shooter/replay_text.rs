//! A replay's file: a few lines of TOML a person can read, its inputs run
//! length encoded, so a timed round is a few kilobytes at most:
//!
//! ```toml
//! # A Hit Lab replay: `hitlab replay FILE` plays it.
//! version = "0.1.0"
//! arena = "arenas/thin_tip.toml"
//! arena_hash = "5f0c2a9e41b7d3c8"
//! seed = 7
//! steps = 3612
//! inputs = "0*12 1010*1 10*29 4*3571"
//! ```
//!
//! `inputs` is a list of runs `BITS*COUNT`: a step input's bits
//! ([`StepInput::to_bits`], in hex) and how many steps in a row had it;
//! `*1` may be left out. `steps` is their total, checked on reading, so a
//! cut or altered list is refused rather than played short.

use serde::{Deserialize, Serialize};

use super::game::MAX_RECORDED_STEPS;
use super::replay::Replay;
use super::step_input::StepInput;

/// The line a replay file starts with.
const HEADER: &str = "# A Hit Lab replay: `hitlab replay FILE` plays it.\n";

/// Runs per line of the written `inputs`.
const RUNS_PER_LINE: usize = 12;

/// The file's fields, as TOML has them.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ReplayFile {
    version: String,
    arena: String,
    arena_hash: String,
    seed: u64,
    steps: u64,
    inputs: String,
}

/// `inputs` as runs: the bits of each run, and its length.
fn runs(inputs: &[StepInput]) -> Vec<(u32, u64)> {
    let mut runs: Vec<(u32, u64)> = Vec::new();
    for input in inputs {
        let bits = input.to_bits();
        match runs.last_mut() {
            Some((last, count)) if *last == bits => *count += 1,
            _ => runs.push((bits, 1)),
        }
    }
    runs
}

/// The runs written out, [`RUNS_PER_LINE`] to a line.
fn encode(inputs: &[StepInput]) -> String {
    let words: Vec<String> = runs(inputs)
        .into_iter()
        .map(|(bits, count)| format!("{bits:x}*{count}"))
        .collect();
    words
        .chunks(RUNS_PER_LINE)
        .map(|line| line.join(" "))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The inputs `text` lists, at most `most` of them, or why not (which run,
/// counting from 1).
fn decode(text: &str, most: u64) -> Result<Vec<StepInput>, String> {
    let mut inputs = Vec::new();
    for (number, word) in text.split_whitespace().enumerate() {
        let run = number + 1;
        let (bits, count) = word.split_once('*').unwrap_or((word, "1"));
        let bits = u32::from_str_radix(bits, 16)
            .map_err(|_| format!("inputs, run {run} `{word}`: `{bits}` is not a hex number"))?;
        let count = count
            .parse::<u64>()
            .ok()
            .filter(|&c| c > 0)
            .ok_or_else(|| {
                format!("inputs, run {run} `{word}`: `{count}` is not a count of steps")
            })?;
        let input = StepInput::from_bits(bits).ok_or_else(|| {
            format!("inputs, run {run} `{word}`: {bits:x} is not a step input this version knows")
        })?;
        if inputs.len() as u64 + count > most {
            return Err(format!(
                "inputs: more than the {most} steps the file says it has"
            ));
        }
        inputs.extend(std::iter::repeat_n(input, count as usize));
    }
    Ok(inputs)
}

impl Replay {
    /// The replay as its file's text.
    #[must_use]
    pub fn to_text(&self) -> String {
        let file = ReplayFile {
            version: self.version.clone(),
            arena: self.arena.clone(),
            arena_hash: self.arena_hash.clone(),
            seed: self.seed,
            steps: self.inputs.len() as u64,
            inputs: encode(&self.inputs),
        };
        // Five strings and two numbers: TOML always has words for them.
        let body = toml::to_string(&file).unwrap_or_default();
        format!("{HEADER}{body}")
    }

    /// The replay `text` holds, or why it holds none, in a line.
    pub fn parse(text: &str) -> Result<Self, String> {
        let file: ReplayFile =
            toml::from_str(text).map_err(|e| format!("not a replay file: {}", e.message()))?;
        if file.steps > MAX_RECORDED_STEPS as u64 {
            return Err(format!(
                "steps = {}: a replay keeps at most {MAX_RECORDED_STEPS} steps",
                file.steps
            ));
        }
        let inputs = decode(&file.inputs, file.steps)?;
        if inputs.len() as u64 != file.steps {
            return Err(format!(
                "inputs: {} steps, but the file says steps = {}: it is cut or altered",
                inputs.len(),
                file.steps
            ));
        }
        Ok(Self {
            version: file.version,
            arena: file.arena,
            arena_hash: file.arena_hash,
            seed: file.seed,
            inputs,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::levels::arena::Detection;
    use crate::modes::shooter::ShooterControl as C;
    use crate::sim::ControlFrame;

    fn input(held: Vec<C>, pressed: &[C], detection: Detection) -> StepInput {
        StepInput::new(&ControlFrame::new(held, vec![]), pressed, detection)
    }

    fn sample() -> Replay {
        let idle = input(vec![], &[], Detection::Point);
        let turn = input(vec![C::RotateLeft], &[], Detection::Point);
        let fire = input(vec![C::Fire], &[C::Fire], Detection::Spin);
        let mut inputs = vec![idle; 30];
        inputs.extend([fire, turn, turn, fire]);
        inputs.extend(vec![idle; 3000]);
        Replay {
            version: "0.1.0".into(),
            arena: "arenas/thin_tip.toml".into(),
            arena_hash: "0123456789abcdef".into(),
            seed: 42,
            inputs,
        }
    }

    #[test]
    fn a_replay_survives_its_text_which_is_short() {
        let replay = sample();
        let text = replay.to_text();
        assert!(text.starts_with(HEADER), "{text}");
        assert!(text.len() < 400, "{} bytes:\n{text}", text.len());
        assert_eq!(Replay::parse(&text), Ok(replay));
    }

    #[test]
    fn a_cut_or_altered_file_is_refused_with_where() {
        let text = sample().to_text();
        let cut = text.replace("*3000", "*2999");
        let err = Replay::parse(&cut).unwrap_err();
        assert!(err.contains("cut or altered"), "{err}");
        let more = text.replace("*3000", "*3001");
        assert!(Replay::parse(&more).unwrap_err().contains("more than"));
        let foreign = text.replace("0*30", "80*30");
        let err = Replay::parse(&foreign).unwrap_err();
        assert!(
            err.contains("run 1") && err.contains("this version"),
            "{err}"
        );
        let junk = text.replace("0*30", "zz*30");
        assert!(
            Replay::parse(&junk)
                .unwrap_err()
                .contains("not a hex number")
        );
        let zero = text.replace("0*30", "0*0");
        assert!(Replay::parse(&zero).unwrap_err().contains("count of steps"));
        assert!(
            Replay::parse("seed = 1")
                .unwrap_err()
                .starts_with("not a replay file")
        );
        let huge = text.replace("steps = 3034", "steps = 99999999999");
        assert!(Replay::parse(&huge).unwrap_err().contains("at most"));
    }
}

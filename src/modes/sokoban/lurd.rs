//! Solutions in LURD notation, and checking them without a window.
//!
//! `l u r d` walk, `L U R D` push. Whitespace is ignored and a count may
//! precede a letter (`3r` = `rrr`), as some collections write long solutions.
//! When replaying, the case is only a claim: the board decides whether a move
//! pushes, so a solution written all in lower case still verifies.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::levels::sokoban::{LevelError, Pack, PackError};

use super::game::{Blocked, Dir, Game};

/// A LURD text that is not LURD.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("solution character {position}: `{found}` is not one of l u r d L U R D (or a count)")]
pub struct LurdError {
    /// 1-based character position in the solution text.
    pub position: usize,
    /// The character that is not a move.
    pub found: char,
}

/// Parses LURD into directions.
pub fn parse_lurd(text: &str) -> Result<Vec<Dir>, LurdError> {
    Ok(parse_lurd_written(text)?
        .into_iter()
        .map(|(dir, _)| dir)
        .collect())
}

/// Parses LURD into directions, each with its letter as written (a count's
/// letter repeated), so a refusal quotes the solution, not a normalised copy.
pub fn parse_lurd_written(text: &str) -> Result<Vec<(Dir, char)>, LurdError> {
    let mut dirs = Vec::new();
    let mut count: Option<usize> = None;
    for (index, ch) in text.chars().enumerate() {
        if ch.is_whitespace() {
            continue;
        }
        if let Some(d) = ch.to_digit(10) {
            let value = count
                .unwrap_or(0)
                .saturating_mul(10)
                .saturating_add(d as usize);
            // A count beyond any real board is a typo; cap it so it cannot eat memory.
            count = Some(value.min(1_000));
            continue;
        }
        let dir = match ch.to_ascii_lowercase() {
            'l' => Dir::Left,
            'u' => Dir::Up,
            'r' => Dir::Right,
            'd' => Dir::Down,
            _ => {
                return Err(LurdError {
                    position: index + 1,
                    found: ch,
                });
            }
        };
        dirs.extend(std::iter::repeat_n((dir, ch), count.take().unwrap_or(1)));
    }
    Ok(dirs)
}

/// The result of playing a solution to its end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Verdict {
    /// Whether every box was on a goal when the moves ran out.
    pub solved: bool,
    /// Moves played, walks and pushes.
    pub moves: usize,
    /// Moves that pushed a box.
    pub pushes: usize,
}

/// Why a solution could not be checked, or failed before its end.
#[derive(Debug, thiserror::Error)]
pub enum VerifyError {
    /// The pack could not be read.
    #[error(transparent)]
    Pack(#[from] PackError),
    /// The level number asked for is not in the file.
    #[error("{}: there is no level {number} (the file has {count})", file.display())]
    NoSuchLevel {
        /// The pack file.
        file: PathBuf,
        /// The 1-based level number asked for.
        number: usize,
        /// How many boards the file has (valid or not).
        count: usize,
    },
    /// The level asked for is in the file but was rejected.
    #[error("the level is invalid: {0}")]
    InvalidLevel(LevelError),
    /// The solution text is not LURD.
    #[error(transparent)]
    Lurd(#[from] LurdError),
    /// A move runs into a wall, or pushes a box into a wall or another box.
    #[error("move {index} (`{letter}`) is impossible: {reason}")]
    Illegal {
        /// 1-based move number.
        index: usize,
        /// The move's LURD letter, as the solution wrote it.
        letter: char,
        /// What it would run into, in a few words.
        reason: &'static str,
    },
}

/// Plays `dirs` on `game` from its current state; stops at the first illegal move.
pub fn play(game: &mut Game, dirs: &[Dir]) -> Result<Verdict, VerifyError> {
    for (i, &dir) in dirs.iter().enumerate() {
        if let Err(blocked) = game.step(dir) {
            let reason = match blocked {
                Blocked::Wall { .. } => "the worker would walk into a wall",
                Blocked::Box { solid, .. } => match solid {
                    super::collide::Solid::Wall(_) => "the box would be pushed into a wall",
                    super::collide::Solid::Box(_) => "it would push two boxes",
                },
            };
            return Err(VerifyError::Illegal {
                index: i + 1,
                letter: dir.lurd(false),
                reason,
            });
        }
    }
    Ok(Verdict {
        solved: game.is_solved(),
        moves: game.moves(),
        pushes: game.pushes(),
    })
}

/// `hitlab sokoban verify FILE --level N --solution LURD`: loads board `number`
/// (1-based, file order, invalid boards counted) and plays `solution` on it.
pub fn verify_file(path: &Path, number: usize, solution: &str) -> Result<Verdict, VerifyError> {
    let pack = Pack::load(path)?;
    let entry = pack.entry(number).ok_or_else(|| VerifyError::NoSuchLevel {
        file: path.to_owned(),
        number,
        count: pack.entries.len(),
    })?;
    let level = entry.clone().map_err(VerifyError::InvalidLevel)?;
    let written = parse_lurd_written(solution)?;
    let dirs: Vec<Dir> = written.iter().map(|&(dir, _)| dir).collect();
    play(&mut Game::new(Arc::new(level)), &dirs).map_err(|e| match e {
        // `play` knows only directions; the designer wrote letters, and
        // looks for the one quoted (`U`, not `u`) in their solution.
        VerifyError::Illegal {
            index,
            letter,
            reason,
        } => VerifyError::Illegal {
            index,
            letter: written
                .get(index - 1)
                .map_or(letter, |&(_, as_written)| as_written),
            reason,
        },
        other => other,
    })
}

//! Share codes: a replay, a lesson step's scene or a Sokoban level with its
//! solution as a short text a student pastes into a chat, and the game
//! opens again from the text alone.
//!
//! A code reads `HL1-R-XXXXX-XXXXX-…`: `HL`, the code format's version,
//! the kind (`R` a replay, `L` a lesson step, `S` a Sokoban level), then
//! the body in base 32 (RFC 4648's letters and digits 2–7), in groups of
//! five for reading aloud. The body is the contents (compressed with
//! deflate when that is shorter) and a CRC-32 of the version, the kind and
//! the contents, so a code with a character changed, lost or added is
//! refused, never opened as something else. Reading is forgiving where it
//! costs nothing: dashes and spaces are ignored, lower case is read as
//! upper, and 0, 1 and 8 (not in the alphabet) as the O, I and B they are
//! mistaken for.

mod bytes;
mod payload;
#[cfg(test)]
mod tests;

use std::fmt;

use crate::modes::shooter::Replay;

use bytes::{Reader, Writer};

/// The code format this game writes and reads.
pub const FORMAT_VERSION: char = '1';

/// What every code starts with.
const PREFIX: [char; 2] = ['H', 'L'];

/// Symbols in a group of the written body.
const GROUP: usize = 5;

/// The most bytes a code's contents may inflate to: far past a long round's
/// replay or a large Sokoban level, so a forged code cannot fill memory.
const MAX_CONTENTS: usize = 1 << 20;

/// A lesson step, named so the game can open it again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LessonScene {
    /// The lesson's resource key (`lessons/2_why_fast_things_miss.toml`).
    pub lesson: String,
    /// The step, counting from 1.
    pub step: u32,
}

/// A Sokoban level and a solution (or the moves so far) for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SokobanShare {
    /// The level in XSB.
    pub xsb: String,
    /// The moves in LURD.
    pub lurd: String,
}

/// What a code holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shared {
    /// A shooter round.
    Replay(Replay),
    /// A lesson step.
    Lesson(LessonScene),
    /// A Sokoban level and its moves.
    Sokoban(SokobanShare),
}

/// The kinds of code, each with its letter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// `R`.
    Replay,
    /// `L`.
    Lesson,
    /// `S`.
    Sokoban,
}

impl Kind {
    /// Every kind.
    pub const ALL: [Self; 3] = [Self::Replay, Self::Lesson, Self::Sokoban];

    /// The kind's letter in a code.
    #[must_use]
    pub fn letter(self) -> char {
        match self {
            Self::Replay => 'R',
            Self::Lesson => 'L',
            Self::Sokoban => 'S',
        }
    }

    fn from_letter(letter: char) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.letter() == letter)
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Replay => "replay",
            Self::Lesson => "lesson step",
            Self::Sokoban => "Sokoban level",
        })
    }
}

impl Shared {
    /// The kind of code this becomes.
    #[must_use]
    pub fn kind(&self) -> Kind {
        match self {
            Self::Replay(_) => Kind::Replay,
            Self::Lesson(_) => Kind::Lesson,
            Self::Sokoban(_) => Kind::Sokoban,
        }
    }
}

/// Why the contents of a code that checks out do not read: only a code
/// made by something other than this game (or a newer one) gets here.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum ContentsError {
    /// The contents end in the middle of a value.
    #[error("they end too soon")]
    CutShort,
    /// A number is larger than the value it holds.
    #[error("a number is too large")]
    NumberTooLarge,
    /// A length or count larger than the code could hold.
    #[error("a length is larger than the code")]
    TooMany,
    /// A text is not UTF-8.
    #[error("a text is not text")]
    NotText,
    /// Bytes after the last value.
    #[error("bytes are left over")]
    LeftOver,
    /// A step input this version does not have.
    #[error("a step's input is one this version does not know")]
    UnknownInput,
    /// A run of no steps.
    #[error("a run of inputs lasts no steps")]
    EmptyRun,
    /// A form (of compression, of a hash) this version does not have.
    #[error("they are in a form this version does not know")]
    UnknownForm,
    /// A lesson step 0 (steps count from 1).
    #[error("the lesson step is 0")]
    StepZero,
    /// Compressed contents that do not inflate.
    #[error("they do not decompress")]
    Inflate,
}

/// Why a text is not a code this game opens, and where it went wrong.
/// Positions count characters from 1, in the text as given less the
/// spaces around it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CodeError {
    /// Nothing but spaces.
    #[error("the code is empty")]
    Empty,
    /// The text does not start with `HL`.
    #[error("character {position}: a Hit Lab code starts with HL")]
    Prefix {
        /// Where.
        position: usize,
    },
    /// A format version this game does not read (or none).
    #[error(
        "character {position}: `{found}` is not a code version this game reads (it reads {FORMAT_VERSION})"
    )]
    Version {
        /// Where.
        position: usize,
        /// What stands there; a space when the code ends there.
        found: char,
    },
    /// A kind letter that is not one.
    #[error(
        "character {position}: `{found}` is not a kind of code (R a replay, L a lesson step, S a Sokoban level)"
    )]
    Kind {
        /// Where.
        position: usize,
        /// What stands there; a space when the code ends there.
        found: char,
    },
    /// A character outside the code's alphabet, or a last one that cannot end a code.
    #[error("character {position}: `{found}` cannot stand there in a code")]
    Character {
        /// Where.
        position: usize,
        /// What stands there.
        found: char,
    },
    /// A body of a length no code has, or too short to hold its check.
    #[error(
        "the code is {symbols} characters long after its kind, which no code is: some are missing or extra"
    )]
    Length {
        /// Symbols in the body.
        symbols: usize,
    },
    /// The check does not match: a character is mistyped, lost or added.
    #[error("the code does not check out: a character is mistyped, missing or extra")]
    Check,
    /// The code checks out but its contents do not read.
    #[error("the code checks out but its contents do not read: {0}")]
    Contents(#[from] ContentsError),
    /// A good code of another kind than the one asked for.
    #[error("this is a {found} code, not a {expected} code")]
    WrongKind {
        /// The kind asked for.
        expected: Kind,
        /// The kind the code holds.
        found: Kind,
    },
}

/// Whether `text` is meant as a code (starts with `HL` and a digit): what
/// a paste or a command-line argument is tried as before anything else.
#[must_use]
pub fn looks_like_code(text: &str) -> bool {
    let mut chars = text.trim_start().chars();
    matches!(
        (chars.next(), chars.next(), chars.next()),
        (Some('H' | 'h'), Some('L' | 'l'), Some(d)) if d.is_ascii_digit()
    )
}

/// `shared` as a code.
#[must_use]
pub fn encode(shared: &Shared) -> String {
    let mut w = Writer::default();
    match shared {
        Shared::Replay(replay) => payload::write_replay(replay, &mut w),
        Shared::Lesson(scene) => payload::write_lesson(scene, &mut w),
        Shared::Sokoban(level) => payload::write_sokoban(level, &mut w),
    }
    let deflated = miniz_oxide::deflate::compress_to_vec(&w.bytes, 10);
    let mut body = if deflated.len() < w.bytes.len() {
        let mut body = vec![1];
        body.extend(deflated);
        body
    } else {
        let mut body = vec![0];
        body.extend(&w.bytes);
        body
    };
    let kind = shared.kind().letter();
    body.extend(check(kind, &body).to_be_bytes());
    let symbols = data_encoding::BASE32_NOPAD.encode(&body);
    let mut code = format!("HL{FORMAT_VERSION}-{kind}");
    for (i, symbol) in symbols.chars().enumerate() {
        if i % GROUP == 0 {
            code.push('-');
        }
        code.push(symbol);
    }
    code
}

/// The CRC-32 of the version, the kind and the body before it.
fn check(kind: char, body: &[u8]) -> u32 {
    let mut hasher = crc32fast::Hasher::new();
    hasher.update(&[FORMAT_VERSION as u8, kind as u8]);
    hasher.update(body);
    hasher.finalize()
}

/// What the code `text` holds.
///
/// # Errors
/// Where the code went wrong ([`CodeError`]).
pub fn decode(text: &str) -> Result<Shared, CodeError> {
    let symbols: Vec<(usize, char)> = text
        .trim()
        .chars()
        .enumerate()
        .filter(|&(_, c)| c != '-' && !c.is_whitespace())
        .map(|(i, c)| (i + 1, c))
        .collect();
    if symbols.is_empty() {
        return Err(CodeError::Empty);
    }
    let end = symbols.last().map_or(1, |&(i, _)| i + 1);
    let at = |n: usize| symbols.get(n).copied().unwrap_or((end, ' '));
    for (n, want) in PREFIX.into_iter().enumerate() {
        let (position, c) = at(n);
        if c.to_ascii_uppercase() != want {
            return Err(CodeError::Prefix { position });
        }
    }
    let (position, found) = at(2);
    if found != FORMAT_VERSION {
        return Err(CodeError::Version { position, found });
    }
    let (position, found) = at(3);
    let kind =
        Kind::from_letter(found.to_ascii_uppercase()).ok_or(CodeError::Kind { position, found })?;
    let body = read_body(symbols.get(4..).unwrap_or_default())?;
    let [stored @ .., c0, c1, c2, c3] = body.as_slice() else {
        return Err(CodeError::Length {
            symbols: symbols.len().saturating_sub(4),
        });
    };
    if check(kind.letter(), stored) != u32::from_be_bytes([*c0, *c1, *c2, *c3]) {
        return Err(CodeError::Check);
    }
    let contents = match stored.split_first() {
        Some((0, raw)) => raw.to_vec(),
        Some((1, deflated)) => {
            miniz_oxide::inflate::decompress_to_vec_with_limit(deflated, MAX_CONTENTS)
                .map_err(|_| ContentsError::Inflate)?
        }
        Some(_) => return Err(ContentsError::UnknownForm.into()),
        None => return Err(ContentsError::CutShort.into()),
    };
    let mut r = Reader::new(&contents);
    let shared = match kind {
        Kind::Replay => Shared::Replay(payload::read_replay(&mut r)?),
        Kind::Lesson => Shared::Lesson(payload::read_lesson(&mut r)?),
        Kind::Sokoban => Shared::Sokoban(payload::read_sokoban(&mut r)?),
    };
    r.finish()?;
    Ok(shared)
}

/// The body's bytes from its symbols (each with its position in the text).
fn read_body(symbols: &[(usize, char)]) -> Result<Vec<u8>, CodeError> {
    // A flag byte and the check take eight symbols; base 32 without padding
    // never ends a code with one, three or six symbols past a multiple of 8.
    if symbols.len() < 8 || matches!(symbols.len() % 8, 1 | 3 | 6) {
        return Err(CodeError::Length {
            symbols: symbols.len(),
        });
    }
    let mut normal = Vec::with_capacity(symbols.len());
    for &(position, found) in symbols {
        let c = match found.to_ascii_uppercase() {
            '0' => 'O',
            '1' => 'I',
            '8' => 'B',
            c => c,
        };
        if !(c.is_ascii_uppercase() || ('2'..='7').contains(&c)) {
            return Err(CodeError::Character { position, found });
        }
        normal.push(c as u8);
    }
    data_encoding::BASE32_NOPAD
        .decode(&normal)
        .map_err(|e| match e.kind {
            data_encoding::DecodeKind::Length => CodeError::Length {
                symbols: symbols.len(),
            },
            _ => {
                let (position, found) = symbols.get(e.position).copied().unwrap_or((0, ' '));
                CodeError::Character { position, found }
            }
        })
}

/// The replay the code `text` holds.
///
/// # Errors
/// Where the code went wrong, or that it holds another kind.
pub fn decode_replay(text: &str) -> Result<Replay, CodeError> {
    match decode(text)? {
        Shared::Replay(replay) => Ok(replay),
        other => Err(CodeError::WrongKind {
            expected: Kind::Replay,
            found: other.kind(),
        }),
    }
}

/// `replay` as a code.
#[must_use]
pub fn replay_code(replay: &Replay) -> String {
    encode(&Shared::Replay(replay.clone()))
}

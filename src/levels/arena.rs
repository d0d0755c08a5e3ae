//! The shooter's arena files: TOML under `resources/arenas/`.
//!
//! An arena is the scene of `003_5b515fd758338473.txt` made editable: the
//! plane's start and speeds, the shells, the rotating targets (Star, Moon,
//! Ellipse, Letter), obstacles that block shells, and the round length.
//!
//! Parsing is strict: an unknown key is an error (a typo must not be ignored
//! silently) and every number is range-checked. Each problem names the file,
//! the line and column (from toml's byte span), and what is wrong; all of a
//! file's problems are reported at once (see [`ArenaError`]). Angles are
//! degrees in the file and radians once loaded; world units are y up.
//!
//! ```toml
//! name = "The four shapes"
//! size = [32.0, 20.0]          # world units, centred on the origin
//! round_seconds = 60
//!
//! [plane]
//! position = [0.0, -7.0]
//! heading_deg = 0.0            # 0 faces +y; counter-clockwise positive
//! turn_deg_per_step = 2.0
//! move_speed = 0.12            # world units per step when moving (S)
//!
//! [shells]
//! speed = 0.5                  # world units per step
//! cooldown_steps = 6           # steps between shells while fire is held
//!
//! [[targets]]
//! shape = { kind = "star", points = 5, outer_radius = 2.0, inner_radius = 0.8 }
//! position = [4.0, 4.0]
//! spin_deg_per_step = 1.0
//! colour = "#f2c84b"
//!
//! [[obstacles]]
//! kind = "rect"
//! center = [0.0, 0.0]
//! size = [4.0, 0.5]
//! angle_deg = 15.0
//! ```

use std::fmt;
use std::path::{Path, PathBuf};

use glam::Vec2;

use super::arena_checks::arena_problems;
use super::arena_raw::RawArena;
use super::arena_validate::{Problem, Problems, Wording, problem};
use super::arena_wording::finish;
use super::format::{Format, wrong_format};

/// A loaded, validated arena. Angles in radians, lengths in world units.
#[derive(Debug, Clone, PartialEq)]
pub struct Arena {
    pub name: String,
    /// Width and height of the playfield, centred on the origin.
    pub size: Vec2,
    /// Length of a round in simulation steps.
    pub round_steps: u32,
    pub plane: PlaneSpec,
    pub shells: ShellSpec,
    pub targets: Vec<TargetSpec>,
    pub obstacles: Vec<ObstacleSpec>,
}

/// Where the plane starts and how it moves.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PlaneSpec {
    pub position: Vec2,
    /// Radians; 0 faces +y (the seed's local forward (0, 1)).
    pub heading: f32,
    /// Radians per step while a rotate control is held.
    pub turn_rate: f32,
    /// World units per step while moving.
    pub move_speed: f32,
}

/// How shells fly.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ShellSpec {
    /// World units per step.
    pub speed: f32,
    /// Steps between two shells while fire is held (rapid fire).
    pub cooldown_steps: u32,
}

/// One target: a shape placed, scaled and spinning about its position.
#[derive(Debug, Clone, PartialEq)]
pub struct TargetSpec {
    pub shape: ShapeSpec,
    pub position: Vec2,
    /// Initial rotation, radians.
    pub angle: f32,
    pub scale: f32,
    /// Radians per step, counter-clockwise positive.
    pub spin: f32,
    /// sRGB colour.
    pub colour: [u8; 3],
    /// Hits it takes before it breaks.
    pub hits_to_break: u32,
}

/// A target's outline, in its local frame (centred on the origin, scale 1).
#[derive(Debug, Clone, PartialEq)]
pub enum ShapeSpec {
    /// A regular star; its tips are the thin parts a point test can miss.
    Star {
        points: u32,
        outer_radius: f32,
        inner_radius: f32,
    },
    /// A crescent: the disk of `radius` minus the disk of `cut_radius`
    /// centred `cut_offset` to its right.
    Moon {
        radius: f32,
        cut_radius: f32,
        cut_offset: f32,
    },
    /// An ellipse as a polygon of `segments` sides.
    Ellipse {
        radius_x: f32,
        radius_y: f32,
        segments: u32,
    },
    /// A glyph of the shipped font, `height` world units tall.
    Letter { character: char, height: f32 },
}

/// Something that stops shells and the aim ray.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ObstacleSpec {
    /// A rectangle of full `size`, rotated by `angle` radians about `center`.
    Rect {
        center: Vec2,
        size: Vec2,
        angle: f32,
    },
    Disk {
        center: Vec2,
        radius: f32,
    },
}

/// One thing wrong in an arena file, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArenaProblem {
    /// 1-based.
    pub line: usize,
    /// 1-based, in characters.
    pub column: usize,
    pub message: String,
}

impl fmt::Display for ArenaProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.message)
    }
}

/// Why an arena file was rejected.
///
/// Displayed like a compiler's errors: one `path:line:column: message` line
/// per problem.
#[derive(Debug, Clone, PartialEq)]
pub enum ArenaError {
    /// The file could not be read.
    Io { path: PathBuf, message: String },
    /// Everything found wrong with the file, in file order, never empty.
    /// Broken TOML syntax, or an unknown, missing or mistyped key outside a
    /// shape or obstacle, stops the reading, so such a problem comes alone;
    /// every other problem is listed.
    Invalid {
        path: PathBuf,
        problems: Vec<ArenaProblem>,
    },
}

/// Each problem on its own `path:line:column: message` line (a read failure is
/// one line).
impl fmt::Display for ArenaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Io { path, message } => write!(f, "{}: cannot read: {message}", path.display()),
            Self::Invalid { path, problems } => {
                for (i, problem) in problems.iter().enumerate() {
                    if i > 0 {
                        f.write_str("\n")?;
                    }
                    write!(f, "{}:{problem}", path.display())?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for ArenaError {}

/// Reads and validates an arena file.
pub fn load_arena(path: &Path) -> Result<Arena, ArenaError> {
    let text = std::fs::read_to_string(path).map_err(|e| ArenaError::Io {
        path: path.to_owned(),
        message: e.to_string(),
    })?;
    parse_arena(&text, path)
}

/// Parses and validates arena TOML; `path` is only used in error messages.
///
/// Every problem is reported, not just the first: range checks run on every
/// value, then the placement checks on every entry whose own values passed.
pub fn parse_arena(text: &str, path: &Path) -> Result<Arena, ArenaError> {
    let invalid = |problems: Vec<Problem>| ArenaError::Invalid {
        path: path.to_owned(),
        problems: located(text, problems),
    };
    if let Some(message) = wrong_format(path, text, Format::Arena) {
        return Err(invalid(vec![problem(0..0, message)]));
    }
    let raw: RawArena = toml::from_str(text).map_err(|e| {
        // Worded for a designer, with "did you mean", by `finish` in `located`.
        invalid(vec![Problem {
            span: e.span().unwrap_or(0..0),
            message: e.message().trim().to_owned(),
            wording: Wording::Serde { key: None },
        }])
    })?;
    let mut problems = Problems::default();
    let (arena, layout) = raw.validate(&mut problems);
    // Levels hook: font coverage and playable placements (src/levels/arena_checks.rs).
    problems.0.extend(
        arena_problems(text, &layout)
            .into_iter()
            .map(|(span, message)| problem(span, message)),
    );
    if !problems.0.is_empty() {
        return Err(invalid(problems.0));
    }
    // Validation leaves the arena out only when it records why.
    arena.ok_or_else(|| {
        invalid(vec![problem(
            0..0,
            "the arena is incomplete (a loader bug: please report it)",
        )])
    })
}

/// The problems with line and column, in file order (checks that found
/// problems at one place keep their order), each told once, in their final
/// words.
fn located(text: &str, mut problems: Vec<Problem>) -> Vec<ArenaProblem> {
    problems.sort_by_key(|p| p.span.start);
    problems.dedup();
    problems
        .into_iter()
        .map(|p| {
            let (line, column) = line_column(text, p.span.start);
            ArenaProblem {
                line,
                column,
                message: finish(text, &p),
            }
        })
        .collect()
}

/// 1-based line and column (in characters) of byte `offset` in `text`.
fn line_column(text: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(text.len());
    let before = text.get(..offset).unwrap_or(text);
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let column = before[line_start..].chars().count() + 1;
    (line, column)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_column_counts_from_one() {
        assert_eq!(line_column("ab\ncd", 0), (1, 1));
        assert_eq!(line_column("ab\ncd", 4), (2, 2));
        assert_eq!(line_column("é\nx", 3), (2, 1));
    }
}

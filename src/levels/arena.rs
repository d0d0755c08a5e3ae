//! The shooter's arena files: TOML under `resources/arenas/`.
//!
//! An arena is the scene of `003_5b515fd758338473.txt` made editable: the
//! plane's start and speeds, the shells, the rotating targets (Star, Moon,
//! Ellipse, Letter), obstacles that block shells, and the round length.
//!
//! Parsing is strict: an unknown key is an error (a typo must not be ignored
//! silently) and every number is range-checked. Each error names the file,
//! the line and column (from toml's byte span), and the problem. Angles are
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
use std::ops::{Range, RangeInclusive};
use std::path::{Path, PathBuf};

use glam::Vec2;
use serde::Deserialize;
use toml::Spanned;

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
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
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
        #[serde(default = "default_segments")]
        segments: u32,
    },
    /// A glyph of the shipped font, `height` world units tall.
    Letter { character: char, height: f32 },
}

fn default_segments() -> u32 {
    64
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

/// Why an arena file was rejected.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ArenaError {
    #[error("{}: cannot read: {message}", path.display())]
    Io { path: PathBuf, message: String },
    #[error("{}:{line}:{column}: {message}", path.display())]
    Invalid {
        path: PathBuf,
        /// 1-based.
        line: usize,
        /// 1-based, in characters.
        column: usize,
        message: String,
    },
}

/// Reads and validates an arena file.
pub fn load_arena(path: &Path) -> Result<Arena, ArenaError> {
    let text = std::fs::read_to_string(path).map_err(|e| ArenaError::Io {
        path: path.to_owned(),
        message: e.to_string(),
    })?;
    parse_arena(&text, path)
}

/// Parses and validates arena TOML; `path` is only used in error messages.
pub fn parse_arena(text: &str, path: &Path) -> Result<Arena, ArenaError> {
    let invalid = |span: Option<Range<usize>>, message: String| {
        let (line, column) = line_column(text, span.map_or(0, |s| s.start));
        ArenaError::Invalid {
            path: path.to_owned(),
            line,
            column,
            message,
        }
    };
    let raw: RawArena = toml::from_str(text).map_err(|e| {
        // Levels hook: "did you mean `x`?" for a misspelt key (src/levels/suggest.rs).
        invalid(
            e.span(),
            super::suggest::with_suggestion(e.message().trim()),
        )
    })?;
    let arena = raw
        .validate()
        .map_err(|problem| invalid(Some(problem.span), problem.message))?;
    // Levels hook: font coverage and playable placements (src/levels/arena_checks.rs).
    super::arena_checks::check_arena(text, &arena)
        .map_err(|(span, message)| invalid(Some(span), message))?;
    Ok(arena)
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

// ---------------------------------------------------------------------------
// The file as written: spans kept on every value that is range-checked.

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawArena {
    name: Option<String>,
    size: Spanned<[f32; 2]>,
    round_seconds: Spanned<f32>,
    plane: RawPlane,
    shells: RawShells,
    targets: Spanned<Vec<RawTarget>>,
    #[serde(default)]
    obstacles: Vec<Spanned<RawObstacle>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPlane {
    position: Spanned<[f32; 2]>,
    heading_deg: Option<Spanned<f32>>,
    turn_deg_per_step: Spanned<f32>,
    move_speed: Spanned<f32>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawShells {
    speed: Spanned<f32>,
    cooldown_steps: Spanned<u32>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTarget {
    shape: Spanned<ShapeSpec>,
    position: Spanned<[f32; 2]>,
    angle_deg: Option<Spanned<f32>>,
    scale: Option<Spanned<f32>>,
    spin_deg_per_step: Spanned<f32>,
    colour: Spanned<String>,
    hits_to_break: Option<Spanned<u32>>,
}

#[derive(Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
enum RawObstacle {
    Rect {
        center: [f32; 2],
        size: [f32; 2],
        #[serde(default)]
        angle_deg: f32,
    },
    Disk {
        center: [f32; 2],
        radius: f32,
    },
}

/// A validation failure before it is given a file position.
struct Problem {
    span: Range<usize>,
    message: String,
}

/// Limits. Wide enough for any sensible arena, narrow enough that a typo
/// (a missing decimal point, a sign) is caught rather than played.
const SIZE: RangeInclusive<f32> = 4.0..=400.0;
const ROUND_SECONDS: RangeInclusive<f32> = 5.0..=3600.0;
const TURN_DEG: RangeInclusive<f32> = 0.1..=45.0;
const MOVE_SPEED: RangeInclusive<f32> = 0.0..=2.0;
const SHELL_SPEED: RangeInclusive<f32> = 0.01..=10.0;
const COOLDOWN: RangeInclusive<u32> = 1..=600;
const SCALE: RangeInclusive<f32> = 0.05..=50.0;
const SPIN_DEG: RangeInclusive<f32> = -45.0..=45.0;
const HITS: RangeInclusive<u32> = 1..=1000;
const LENGTH: RangeInclusive<f32> = 0.01..=1000.0;
const STAR_POINTS: RangeInclusive<u32> = 3..=64;
const ELLIPSE_SEGMENTS: RangeInclusive<u32> = 8..=1024;
const MAX_TARGETS: usize = 64;
const ANGLE_DEG: RangeInclusive<f32> = -360.0..=360.0;

/// An optional angle in degrees (default 0), as radians.
fn optional_angle(what: &str, value: Option<&Spanned<f32>>) -> Result<f32, Problem> {
    Ok(match value {
        Some(v) => in_range(what, v, &ANGLE_DEG)?.to_radians(),
        None => 0.0,
    })
}

fn in_range<T: PartialOrd + Copy + fmt::Display>(
    what: &str,
    value: &Spanned<T>,
    range: &RangeInclusive<T>,
) -> Result<T, Problem> {
    let v = *value.get_ref();
    if range.contains(&v) {
        Ok(v)
    } else {
        Err(Problem {
            span: value.span(),
            message: format!(
                "{what} must be between {} and {}, found {v}",
                range.start(),
                range.end()
            ),
        })
    }
}

fn finite_point(what: &str, value: &Spanned<[f32; 2]>) -> Result<Vec2, Problem> {
    let p = Vec2::from_array(*value.get_ref());
    if p.is_finite() {
        Ok(p)
    } else {
        Err(Problem {
            span: value.span(),
            message: format!("{what} must be finite numbers"),
        })
    }
}

fn problem(span: Range<usize>, message: impl Into<String>) -> Problem {
    Problem {
        span,
        message: message.into(),
    }
}

/// Parses `#rrggbb`.
fn parse_colour(value: &Spanned<String>) -> Result<[u8; 3], Problem> {
    let bad = || {
        problem(
            value.span(),
            format!("colour must be \"#rrggbb\", found {:?}", value.get_ref()),
        )
    };
    let hex = value.get_ref().strip_prefix('#').ok_or_else(bad)?;
    if hex.len() != 6 || !hex.is_ascii() {
        return Err(bad());
    }
    let channel = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).map_err(|_| bad());
    Ok([channel(0)?, channel(2)?, channel(4)?])
}

impl RawArena {
    fn validate(self) -> Result<Arena, Problem> {
        let size = Vec2::from_array(*self.size.get_ref());
        for (axis, v) in [("width", size.x), ("height", size.y)] {
            in_range(
                &format!("size ({axis})"),
                &Spanned::new(self.size.span(), v),
                &SIZE,
            )?;
        }
        let round_seconds = in_range("round_seconds", &self.round_seconds, &ROUND_SECONDS)?;
        let plane = PlaneSpec {
            position: finite_point("plane.position", &self.plane.position)?,
            heading: optional_angle("plane.heading_deg", self.plane.heading_deg.as_ref())?,
            turn_rate: in_range(
                "plane.turn_deg_per_step",
                &self.plane.turn_deg_per_step,
                &TURN_DEG,
            )?
            .to_radians(),
            move_speed: in_range("plane.move_speed", &self.plane.move_speed, &MOVE_SPEED)?,
        };
        let shells = ShellSpec {
            speed: in_range("shells.speed", &self.shells.speed, &SHELL_SPEED)?,
            cooldown_steps: in_range(
                "shells.cooldown_steps",
                &self.shells.cooldown_steps,
                &COOLDOWN,
            )?,
        };
        let count = self.targets.get_ref().len();
        if count == 0 || count > MAX_TARGETS {
            return Err(problem(
                self.targets.span(),
                format!("an arena needs 1 to {MAX_TARGETS} [[targets]], found {count}"),
            ));
        }
        let targets = self
            .targets
            .into_inner()
            .into_iter()
            .map(RawTarget::validate)
            .collect::<Result<Vec<_>, _>>()?;
        let obstacles = self
            .obstacles
            .into_iter()
            .map(validate_obstacle)
            .collect::<Result<Vec<_>, _>>()?;
        // Whole seconds of steps; the range check above keeps this small.
        let round_steps = (round_seconds * crate::sim::STEPS_PER_SECOND as f32).round() as u32;
        Ok(Arena {
            name: self.name.unwrap_or_else(|| "Untitled arena".to_owned()),
            size,
            round_steps,
            plane,
            shells,
            targets,
            obstacles,
        })
    }
}

impl RawTarget {
    fn validate(self) -> Result<TargetSpec, Problem> {
        let shape = validate_shape(&self.shape)?;
        let scale = match &self.scale {
            Some(s) => in_range("scale", s, &SCALE)?,
            None => 1.0,
        };
        let hits_to_break = match &self.hits_to_break {
            Some(h) => in_range("hits_to_break", h, &HITS)?,
            None => 3,
        };
        Ok(TargetSpec {
            shape,
            position: finite_point("position", &self.position)?,
            angle: optional_angle("angle_deg", self.angle_deg.as_ref())?,
            scale,
            spin: in_range("spin_deg_per_step", &self.spin_deg_per_step, &SPIN_DEG)?.to_radians(),
            colour: parse_colour(&self.colour)?,
            hits_to_break,
        })
    }
}

fn validate_shape(shape: &Spanned<ShapeSpec>) -> Result<ShapeSpec, Problem> {
    let span = shape.span();
    let length = |what: &str, v: f32| in_range(what, &Spanned::new(span.clone(), v), &LENGTH);
    match shape.get_ref() {
        ShapeSpec::Star {
            points,
            outer_radius,
            inner_radius,
        } => {
            in_range(
                "star points",
                &Spanned::new(span.clone(), *points),
                &STAR_POINTS,
            )?;
            length("star outer_radius", *outer_radius)?;
            length("star inner_radius", *inner_radius)?;
            if inner_radius >= outer_radius {
                return Err(problem(
                    span,
                    "star inner_radius must be below outer_radius",
                ));
            }
        }
        ShapeSpec::Moon {
            radius,
            cut_radius,
            cut_offset,
        } => {
            length("moon radius", *radius)?;
            length("moon cut_radius", *cut_radius)?;
            length("moon cut_offset", *cut_offset)?;
            // The cut must cross the rim twice, or there is no crescent.
            if !(cut_offset > &(radius - cut_radius).abs() && *cut_offset < radius + cut_radius) {
                return Err(problem(
                    span,
                    "moon cut circle must cross the rim: |radius - cut_radius| < cut_offset < radius + cut_radius",
                ));
            }
        }
        ShapeSpec::Ellipse {
            radius_x,
            radius_y,
            segments,
        } => {
            length("ellipse radius_x", *radius_x)?;
            length("ellipse radius_y", *radius_y)?;
            in_range(
                "ellipse segments",
                &Spanned::new(span.clone(), *segments),
                &ELLIPSE_SEGMENTS,
            )?;
        }
        ShapeSpec::Letter { character, height } => {
            length("letter height", *height)?;
            if character.is_whitespace() || character.is_control() {
                return Err(problem(span, "letter character must be visible"));
            }
        }
    }
    Ok(shape.get_ref().clone())
}

fn validate_obstacle(obstacle: Spanned<RawObstacle>) -> Result<ObstacleSpec, Problem> {
    let span = obstacle.span();
    let point = |what: &str, p: [f32; 2]| finite_point(what, &Spanned::new(span.clone(), p));
    let length = |what: &str, v: f32| in_range(what, &Spanned::new(span.clone(), v), &LENGTH);
    Ok(match obstacle.into_inner() {
        RawObstacle::Rect {
            center,
            size,
            angle_deg,
        } => ObstacleSpec::Rect {
            center: point("rect center", center)?,
            size: Vec2::new(
                length("rect width", size[0])?,
                length("rect height", size[1])?,
            ),
            angle: in_range(
                "rect angle_deg",
                &Spanned::new(span.clone(), angle_deg),
                &ANGLE_DEG,
            )?
            .to_radians(),
        },
        RawObstacle::Disk { center, radius } => ObstacleSpec::Disk {
            center: point("disk center", center)?,
            radius: length("disk radius", radius)?,
        },
    })
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

    #[test]
    fn colour_parses_hex_only() {
        let c = |s: &str| parse_colour(&Spanned::new(0..1, s.to_owned())).ok();
        assert_eq!(c("#ff8000"), Some([255, 128, 0]));
        assert_eq!(c("ff8000"), None);
        assert_eq!(c("#ff80"), None);
        assert_eq!(c("#gg8000"), None);
    }
}

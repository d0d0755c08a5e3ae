//! What the editor edits: an arena in the file's own units (degrees, the
//! file's numbers as `f64`), read from the TOML document it came from.
//!
//! The draft keeps the file's units, not the loaded [`Arena`]'s radians and
//! `f32`, so a value the designer did not touch compares equal to what the
//! file says and is never written back: a degree turned into radians and
//! back is not always the same number.
//!
//! [`Arena`]: crate::levels::arena::Arena

use toml_edit::{DocumentMut, Item, Table, Value};

/// Which part of the arena an edit or a problem is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Part {
    /// The plane's start.
    Plane,
    /// A target, by its index in the draft.
    Target(usize),
    /// An obstacle, by its index in the draft.
    Obstacle(usize),
}

/// An arena as the editor holds it. Everything the editor does not edit
/// (name, round length, the plane's speed, the storm) stays in the
/// document untouched.
#[derive(Debug, Clone, PartialEq)]
pub struct ArenaDraft {
    /// Width and height of the field, world units.
    pub size: [f64; 2],
    /// The hit test a round starts with, as the file names it (`"spin"`
    /// when the file has no `detection`).
    pub detection: String,
    /// Where the plane starts, how fast it turns.
    pub plane: PlaneDraft,
    /// How shells fly.
    pub shells: ShellsDraft,
    /// The targets, in file order.
    pub targets: Vec<TargetDraft>,
    /// The obstacles, in file order.
    pub obstacles: Vec<ObstacleDraft>,
}

/// The plane's start.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PlaneDraft {
    /// World units.
    pub position: [f64; 2],
    /// Degrees, 0 faces +y, counter-clockwise positive.
    pub heading_deg: f64,
    /// Degrees per step while a rotate key is held.
    pub turn_deg_per_step: f64,
}

/// The `[shells]` table.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ShellsDraft {
    /// World units per step.
    pub speed: f64,
    /// Steps between shells while fire is held.
    pub cooldown_steps: i64,
}

/// One `[[targets]]` entry.
#[derive(Debug, Clone, PartialEq)]
pub struct TargetDraft {
    /// Its index among the file's `[[targets]]` as opened; `None` for one
    /// the editor added. Saving starts from that entry, so its comments and
    /// untouched values stay.
    pub origin: Option<usize>,
    /// The outline, with the file's keys.
    pub shape: ShapeDraft,
    /// World units.
    pub position: [f64; 2],
    /// Degrees.
    pub angle_deg: f64,
    /// Factor on every length of the shape.
    pub scale: f64,
    /// Degrees per step, counter-clockwise positive.
    pub spin_deg_per_step: f64,
    /// `"#rrggbb"`.
    pub colour: String,
    /// Hits before it breaks.
    pub hits_to_break: i64,
}

/// A target's `shape`, with the file's keys.
#[derive(Debug, Clone, PartialEq)]
pub enum ShapeDraft {
    /// `kind = "star"`.
    Star {
        /// Tips.
        points: i64,
        /// Centre to tip.
        outer_radius: f64,
        /// Centre to notch.
        inner_radius: f64,
    },
    /// `kind = "moon"`.
    Moon {
        /// The disk the crescent is cut from.
        radius: f64,
        /// The disk cut away.
        cut_radius: f64,
        /// How far right the cut disk sits.
        cut_offset: f64,
    },
    /// `kind = "ellipse"`.
    Ellipse {
        /// Half-width.
        radius_x: f64,
        /// Half-height.
        radius_y: f64,
        /// Sides of its polygon.
        segments: i64,
    },
    /// `kind = "letter"`.
    Letter {
        /// The glyph, as written (one character when valid).
        character: String,
        /// Height of the glyph's box.
        height: f64,
    },
}

impl ShapeDraft {
    /// The file's `kind`.
    #[must_use]
    pub fn kind(&self) -> &'static str {
        match self {
            Self::Star { .. } => "star",
            Self::Moon { .. } => "moon",
            Self::Ellipse { .. } => "ellipse",
            Self::Letter { .. } => "letter",
        }
    }

    /// The shape's keys after `kind`, in the order the shipped files write
    /// them, with their values: what saving writes and compares.
    #[must_use]
    pub fn fields(&self) -> Vec<(&'static str, Field)> {
        match self {
            Self::Star {
                points,
                outer_radius,
                inner_radius,
            } => vec![
                ("points", Field::Integer(*points)),
                ("outer_radius", Field::Number(*outer_radius)),
                ("inner_radius", Field::Number(*inner_radius)),
            ],
            Self::Moon {
                radius,
                cut_radius,
                cut_offset,
            } => vec![
                ("radius", Field::Number(*radius)),
                ("cut_radius", Field::Number(*cut_radius)),
                ("cut_offset", Field::Number(*cut_offset)),
            ],
            Self::Ellipse {
                radius_x,
                radius_y,
                segments,
            } => vec![
                ("radius_x", Field::Number(*radius_x)),
                ("radius_y", Field::Number(*radius_y)),
                ("segments", Field::Integer(*segments)),
            ],
            Self::Letter { character, height } => vec![
                ("character", Field::Text(character.clone())),
                ("height", Field::Number(*height)),
            ],
        }
    }
}

/// A value as saving writes it.
#[derive(Debug, Clone, PartialEq)]
pub enum Field {
    /// A number that may be fractional.
    Number(f64),
    /// A whole number (the file's integer keys).
    Integer(i64),
    /// A string.
    Text(String),
}

/// One `[[obstacles]]` entry.
#[derive(Debug, Clone, PartialEq)]
pub struct ObstacleDraft {
    /// Its index among the file's `[[obstacles]]` as opened; `None` for one
    /// the editor added.
    pub origin: Option<usize>,
    /// Centre, world units.
    pub center: [f64; 2],
    /// Its kind and size.
    pub shape: ObstacleShapeDraft,
}

/// An obstacle's kind and size.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ObstacleShapeDraft {
    /// `kind = "rect"`.
    Rect {
        /// Full width and height.
        size: [f64; 2],
        /// Degrees about the centre.
        angle_deg: f64,
    },
    /// `kind = "disk"`.
    Disk {
        /// Radius.
        radius: f64,
    },
}

impl ObstacleShapeDraft {
    /// The file's `kind`.
    #[must_use]
    pub fn kind(&self) -> &'static str {
        match self {
            Self::Rect { .. } => "rect",
            Self::Disk { .. } => "disk",
        }
    }
}

/// The defaults the loader gives a key the file leaves out: a draft read
/// from a file without the key holds these, and saving leaves the key out
/// while the value stays the default.
pub mod defaults {
    /// `detection`.
    pub const DETECTION: &str = "spin";
    /// `heading_deg`, a target's `angle_deg`, a rect's `angle_deg`.
    pub const ANGLE_DEG: f64 = 0.0;
    /// A target's `scale`.
    pub const SCALE: f64 = 1.0;
    /// A target's `hits_to_break`.
    pub const HITS_TO_BREAK: i64 = 3;
    /// An ellipse's `segments`.
    pub const SEGMENTS: i64 = 64;
}

/// Why a file could not be opened in the editor: its TOML is broken, or a
/// part the editor draws is missing or of another type. Range and placement
/// problems do not stop it: the editor shows them on the objects.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DraftError {
    /// The text is not TOML.
    #[error("not TOML: {0}")]
    Syntax(String),
    /// A key the editor needs is missing or of another type.
    #[error("{0} is missing or not of the type the arena format gives it")]
    Shape(String),
}

impl ArenaDraft {
    /// Reads the parts the editor edits from `document`.
    pub fn read(document: &DocumentMut) -> Result<Self, DraftError> {
        let root = document.as_table();
        let plane = table(root, "plane")?;
        let shells = table(root, "shells")?;
        let targets = entries(root, "targets")
            .enumerate()
            .map(|(i, entry)| read_target(i, entry))
            .collect::<Result<_, _>>()?;
        let obstacles = entries(root, "obstacles")
            .enumerate()
            .map(|(i, entry)| read_obstacle(i, entry))
            .collect::<Result<_, _>>()?;
        Ok(Self {
            size: pair(root, "size", "size")?,
            detection: match root.get("detection").and_then(Item::as_str) {
                Some(name) => name.to_owned(),
                None => defaults::DETECTION.to_owned(),
            },
            plane: PlaneDraft {
                position: pair(plane, "position", "plane.position")?,
                heading_deg: number_or(plane, "heading_deg", defaults::ANGLE_DEG)?,
                turn_deg_per_step: number(plane, "turn_deg_per_step")?,
            },
            shells: ShellsDraft {
                speed: number(shells, "speed")?,
                cooldown_steps: shells
                    .get("cooldown_steps")
                    .and_then(Item::as_integer)
                    .ok_or_else(|| DraftError::Shape("shells.cooldown_steps".to_owned()))?,
            },
            targets,
            obstacles,
        })
    }
}

/// The entries of an array of tables (none when the key is missing).
fn entries<'a>(root: &'a Table, key: &str) -> impl Iterator<Item = &'a Table> {
    root.get(key)
        .and_then(Item::as_array_of_tables)
        .into_iter()
        .flat_map(|array| array.iter())
}

fn read_target(index: usize, entry: &Table) -> Result<TargetDraft, DraftError> {
    let name = |key: &str| format!("targets[{}].{key}", index + 1);
    let shape = entry
        .get("shape")
        .and_then(Item::as_inline_table)
        .ok_or_else(|| DraftError::Shape(name("shape")))?;
    let get = |key: &str| shape.get(key);
    let number = |key: &str| {
        get(key)
            .and_then(as_number)
            .ok_or_else(|| DraftError::Shape(name(&format!("shape.{key}"))))
    };
    let integer = |key: &str, default: Option<i64>| match get(key) {
        Some(value) => value
            .as_integer()
            .ok_or_else(|| DraftError::Shape(name(&format!("shape.{key}")))),
        None => default.ok_or_else(|| DraftError::Shape(name(&format!("shape.{key}")))),
    };
    let shape = match get("kind").and_then(Value::as_str) {
        Some("star") => ShapeDraft::Star {
            points: integer("points", None)?,
            outer_radius: number("outer_radius")?,
            inner_radius: number("inner_radius")?,
        },
        Some("moon") => ShapeDraft::Moon {
            radius: number("radius")?,
            cut_radius: number("cut_radius")?,
            cut_offset: number("cut_offset")?,
        },
        Some("ellipse") => ShapeDraft::Ellipse {
            radius_x: number("radius_x")?,
            radius_y: number("radius_y")?,
            segments: integer("segments", Some(defaults::SEGMENTS))?,
        },
        Some("letter") => ShapeDraft::Letter {
            character: get("character")
                .and_then(Value::as_str)
                .ok_or_else(|| DraftError::Shape(name("shape.character")))?
                .to_owned(),
            height: number("height")?,
        },
        _ => return Err(DraftError::Shape(name("shape.kind"))),
    };
    Ok(TargetDraft {
        origin: Some(index),
        shape,
        position: pair(entry, "position", &name("position"))?,
        angle_deg: number_or(entry, "angle_deg", defaults::ANGLE_DEG)?,
        scale: number_or(entry, "scale", defaults::SCALE)?,
        spin_deg_per_step: number_or(entry, "spin_deg_per_step", 0.0)?,
        colour: match entry.get("colour").and_then(Item::as_str) {
            Some(colour) => colour.to_owned(),
            None => return Err(DraftError::Shape(name("colour"))),
        },
        hits_to_break: match entry.get("hits_to_break") {
            Some(item) => item
                .as_integer()
                .ok_or_else(|| DraftError::Shape(name("hits_to_break")))?,
            None => defaults::HITS_TO_BREAK,
        },
    })
}

fn read_obstacle(index: usize, entry: &Table) -> Result<ObstacleDraft, DraftError> {
    let name = |key: &str| format!("obstacles[{}].{key}", index + 1);
    let shape = match entry.get("kind").and_then(Item::as_str) {
        Some("rect") => ObstacleShapeDraft::Rect {
            size: pair(entry, "size", &name("size"))?,
            angle_deg: number_or(entry, "angle_deg", defaults::ANGLE_DEG)?,
        },
        Some("disk") => ObstacleShapeDraft::Disk {
            radius: entry
                .get("radius")
                .and_then(Item::as_value)
                .and_then(as_number)
                .ok_or_else(|| DraftError::Shape(name("radius")))?,
        },
        _ => return Err(DraftError::Shape(name("kind"))),
    };
    Ok(ObstacleDraft {
        origin: Some(index),
        center: pair(entry, "center", &name("center"))?,
        shape,
    })
}

fn table<'a>(root: &'a Table, key: &str) -> Result<&'a Table, DraftError> {
    root.get(key)
        .and_then(Item::as_table)
        .ok_or_else(|| DraftError::Shape(key.to_owned()))
}

/// An integer or a float, as the loader reads a number.
pub(super) fn as_number(value: &Value) -> Option<f64> {
    match value {
        Value::Float(f) => Some(*f.value()),
        #[allow(clippy::cast_precision_loss)] // arena numbers are far below 2^53
        Value::Integer(i) => Some(*i.value() as f64),
        _ => None,
    }
}

fn number_or(table: &Table, key: &str, default: f64) -> Result<f64, DraftError> {
    match table.get(key) {
        None => Ok(default),
        Some(item) => item
            .as_value()
            .and_then(as_number)
            .ok_or_else(|| DraftError::Shape(key.to_owned())),
    }
}

fn number(table: &Table, key: &str) -> Result<f64, DraftError> {
    table
        .get(key)
        .and_then(Item::as_value)
        .and_then(as_number)
        .ok_or_else(|| DraftError::Shape(key.to_owned()))
}

fn pair(table: &Table, key: &str, name: &str) -> Result<[f64; 2], DraftError> {
    let array = table
        .get(key)
        .and_then(Item::as_array)
        .filter(|array| array.len() == 2)
        .ok_or_else(|| DraftError::Shape(name.to_owned()))?;
    let at = |i: usize| {
        array
            .get(i)
            .and_then(as_number)
            .ok_or_else(|| DraftError::Shape(name.to_owned()))
    };
    Ok([at(0)?, at(1)?])
}

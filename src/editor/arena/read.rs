//! Reading a draft from the file's TOML document: the parts the editor
//! edits, each with the loader's default where the file leaves it out.
//! Range and placement are not checked here: the loader does that (live,
//! in `problems`), and the editor opens an arena it refuses, to fix it.

use toml_edit::{DocumentMut, Item, Table, Value};

use super::draft::{
    ArenaDraft, ObstacleDraft, ObstacleShapeDraft, PlaneDraft, ShapeDraft, ShellsDraft,
    TargetDraft, defaults,
};

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
    /// `targets` or `obstacles` written another way than `[[...]]` entries
    /// (an inline array): the editor writes entries, and would replace it.
    #[error("{0} is not written as [[{0}]] entries, which the editor edits")]
    NotEntries(&'static str),
    /// Some lines end in CRLF (Windows) and some in LF: any save would
    /// change the endings of lines nobody edited.
    #[error(
        "the file mixes Windows (CRLF) and Unix (LF) line endings; save it with one kind \
         (any text editor can) and open it again"
    )]
    MixedLineEndings,
}

impl ArenaDraft {
    /// Reads the parts the editor edits from `document`.
    pub fn read(document: &DocumentMut) -> Result<Self, DraftError> {
        let root = document.as_table();
        let plane = table(root, "plane")?;
        let shells = table(root, "shells")?;
        let targets = entries(root, "targets")?
            .enumerate()
            .map(|(i, entry)| read_target(i, entry))
            .collect::<Result<_, _>>()?;
        let obstacles = entries(root, "obstacles")?
            .enumerate()
            .map(|(i, entry)| read_obstacle(i, entry))
            .collect::<Result<_, _>>()?;
        let text = |key: &str| root.get(key).and_then(Item::as_str).map(str::to_owned);
        Ok(Self {
            name: text("name"),
            about: text("about"),
            round_seconds: number_or(root, "round_seconds", defaults::ROUND_SECONDS)?,
            size: pair(root, "size", "size")?,
            detection: match root.get("detection").and_then(Item::as_str) {
                Some(name) => name.to_owned(),
                None => defaults::DETECTION.to_owned(),
            },
            plane: PlaneDraft {
                position: pair(plane, "position", "plane.position")?,
                heading_deg: number_or(plane, "heading_deg", defaults::ANGLE_DEG)?,
                turn_deg_per_step: number(plane, "turn_deg_per_step")?,
                move_speed: number_or(plane, "move_speed", defaults::MOVE_SPEED)?,
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
fn entries<'a>(
    root: &'a Table,
    key: &'static str,
) -> Result<impl Iterator<Item = &'a Table>, DraftError> {
    let array = match root.get(key) {
        None => None,
        Some(item) => Some(
            item.as_array_of_tables()
                .ok_or(DraftError::NotEntries(key))?,
        ),
    };
    Ok(array.into_iter().flat_map(|array| array.iter()))
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

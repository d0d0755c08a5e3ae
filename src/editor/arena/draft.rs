//! What the editor edits: an arena in the file's own units (degrees, the
//! file's numbers as `f64`), read from the TOML document it came from.
//!
//! The draft keeps the file's units, not the loaded [`Arena`]'s radians and
//! `f32`, so a value the designer did not touch compares equal to what the
//! file says and is never written back: a degree turned into radians and
//! back is not always the same number.
//!
//! [`Arena`]: crate::levels::arena::Arena

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
/// (the font, practice, the storm) stays in the document untouched.
#[derive(Debug, Clone, PartialEq)]
pub struct ArenaDraft {
    /// `name`; `None` when the file has none.
    pub name: Option<String>,
    /// `about`, the chooser's one line; `None` when the file has none.
    pub about: Option<String>,
    /// Seconds a round lasts.
    pub round_seconds: f64,
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
    /// World units per step while it moves.
    pub move_speed: f64,
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

/// The defaults the loader gives a key the file leaves out
/// ([`crate::levels::arena::defaults`]), in the draft's types: a draft read
/// from a file without the key holds these, a part the editor adds starts
/// from them, and saving leaves the key out while the value stays the
/// default.
pub mod defaults {
    use crate::levels::arena::defaults as loader;

    /// `detection`.
    pub const DETECTION: &str = loader::DETECTION.key();
    /// `heading_deg`, a target's `angle_deg`, a rect's `angle_deg`.
    pub const ANGLE_DEG: f64 = loader::ANGLE_DEG as f64;
    /// A target's `scale`.
    pub const SCALE: f64 = loader::SCALE as f64;
    /// A target's `hits_to_break`.
    pub const HITS_TO_BREAK: i64 = loader::HITS_TO_BREAK as i64;
    /// An ellipse's `segments`.
    pub const SEGMENTS: i64 = loader::ELLIPSE_SEGMENTS as i64;
    /// `round_seconds`, for a file without one (the loader asks for it),
    /// and a new arena's.
    pub const ROUND_SECONDS: f64 = 60.0;
    /// `move_speed`, for a file without one (the loader asks for it), and
    /// a new arena's.
    pub const MOVE_SPEED: f64 = 0.12;
}

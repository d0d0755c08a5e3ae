//! Lesson files: a teacher's prepared walk-through, TOML under
//! `resources/lessons/`.
//!
//! A lesson is a title and an ordered list of steps. Each step names a
//! mode and what to load, a script that sets the scene up from its seed
//! (the `--script` language), the teaching views it shows, and a caption
//! of one to three sentences shown large under the picture:
//!
//! ```toml
//! title = "Why fast things miss"
//!
//! [[step]]
//! name = "point-miss"
//! mode = "shooter"
//! arena = "arenas/thin_tip.toml"   # relative to resources/
//! detection = "point"
//! inset = true
//! script = "2:fire"
//! pause_at_end = true
//! caption = "The shell steps from P to P' over the thin tip. Both ends are outside, so the point test misses."
//!
//! [[step]]
//! name = "slabs"
//! mode = "raylab"
//! scene = 1
//! case = "axis-parallel ray"
//! caption = "A ray parallel to an axis never crosses that axis's slab lines."
//! ```
//!
//! Read like an arena, with the same machinery (`crate::levels::spanned`):
//! strict (an unknown key, a key another mode's step takes, a missing arena,
//! an unknown scene, case or level, a script naming a control the mode does
//! not have are all problems), every problem with its line and column.

mod check;
mod walk;

use std::path::{Path, PathBuf};

use crate::levels::FileError;
use crate::levels::arena::{Arena, Detection};
use crate::sim::Script;

/// A loaded, checked lesson.
#[derive(Debug, Clone, PartialEq)]
pub struct Lesson {
    /// The file's `title`, shown beside the step counter.
    pub title: String,
    /// The steps, in file order; at least one.
    pub steps: Vec<Step>,
}

/// One step of a lesson: what it shows and what it says.
#[derive(Debug, Clone, PartialEq)]
pub struct Step {
    /// Letters, digits and hyphens: names the step's handout picture.
    pub name: String,
    /// One to three sentences, shown large under the picture.
    pub caption: String,
    /// The mode and what it loads.
    pub scene: StepScene,
    /// Sets the scene up from its seed, as `--script` would; for a step
    /// with `pause_at_end`, with a press of the shooter's `pause` on the
    /// step after its last item.
    pub script: Script,
}

/// What a step opens.
#[derive(Debug, Clone, PartialEq)]
pub enum StepScene {
    /// The shooter in an arena, with the teaching views on or off.
    Shooter {
        /// The arena file (resolved against `resources/`).
        arena_path: PathBuf,
        /// The arena as loaded when the lesson was checked.
        arena: Box<Arena>,
        /// Which teaching views the step shows.
        views: ShooterViews,
    },
    /// The ray lab on one scene, in one of its prepared cases.
    RayLab {
        /// 1-based, as the keys number the scenes.
        scene: usize,
        /// Index into the scene's prepared cases.
        case: usize,
    },
    /// Sokoban on one level of the shipped pack.
    Sokoban {
        /// The pack file.
        pack_path: PathBuf,
        /// 1-based, in file order.
        level: usize,
    },
}

/// The shooter's teaching views a step turns on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShooterViews {
    /// Triangles, bounds and paths drawn over the targets.
    pub debug: bool,
    /// The first target's local-space inset.
    pub inset: bool,
    /// Slow motion: the rules run at 1/2^`slow_motion` speed (0 to 3).
    pub slow_motion: u32,
    /// The hit test the step uses (the arena's when `None`).
    pub detection: Option<Detection>,
    /// No clock and no end box; on unless the step says `practice = false`.
    pub practice: bool,
}

impl StepScene {
    /// The mode's name as a lesson file writes it.
    #[must_use]
    pub fn mode_key(&self) -> &'static str {
        match self {
            StepScene::Shooter { .. } => "shooter",
            StepScene::RayLab { .. } => "raylab",
            StepScene::Sokoban { .. } => "sokoban",
        }
    }
}

impl Step {
    /// App steps until the scene the step sets up is on screen: its
    /// script has played to the end.
    #[must_use]
    pub fn setup_steps(&self) -> u64 {
        self.script.end()
    }
}

/// Why a lesson file was rejected: each problem with its line and column,
/// displayed like a compiler's errors (see [`FileError`]).
pub type LessonError = FileError;

/// The `resources/` folder a lesson's paths are relative to: the folder
/// above a `lessons/` folder the file is in, else the one Hit Lab found.
#[must_use]
pub fn resources_for(path: &Path) -> PathBuf {
    let in_lessons = path
        .parent()
        .filter(|dir| dir.file_name().is_some_and(|n| n == "lessons"));
    match in_lessons.and_then(Path::parent) {
        Some(resources) => resources.to_owned(),
        None => {
            crate::resources::locate().unwrap_or_else(|_| PathBuf::from(crate::resources::DIR_NAME))
        }
    }
}

/// Reads and checks a lesson file, its paths relative to `resources`.
pub fn load_lesson(path: &Path, resources: &Path) -> Result<Lesson, LessonError> {
    let text = std::fs::read_to_string(path).map_err(|source| LessonError::Io {
        path: path.to_owned(),
        source,
    })?;
    parse_lesson(&text, path, resources)
}

/// Parses and checks lesson TOML; `path` names it in problems.
pub fn parse_lesson(text: &str, path: &Path, resources: &Path) -> Result<Lesson, LessonError> {
    check::parse(text, resources).map_err(|problems| LessonError::Invalid {
        path: path.to_owned(),
        problems,
    })
}

/// Whether TOML `text` is a lesson (it has `[[step]]` entries or a `title`
/// without arena tables) rather than an arena.
#[must_use]
pub fn looks_like_lesson(text: &str) -> bool {
    text.lines().any(|l| l.trim_start().starts_with("[[step]]"))
}

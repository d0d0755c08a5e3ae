//! Lesson files: a teacher's prepared walk-through, TOML under
//! `resources/lessons/`.
//!
//! A lesson is a title and an ordered list of steps. Each step names a
//! mode and what to load, a script that sets the scene up from its seed
//! (the `--script` language), the teaching views it shows, and a caption
//! of one to three sentences shown large under the picture, which may write
//! numbers the step computes (`{in_y}`) and whose claims the step's
//! `expect` states (see `truth`):
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
//! script = "2:fire, 14:pause"
//! expect = ["shell just stepped over a tip"]
//! caption = "The shell steps from P to P' over the thin tip. Both ends are outside, so the point test misses."
//!
//! [[step]]
//! name = "slabs"
//! mode = "raylab"
//! scene = 1
//! case = "axis-parallel ray"
//! expect = ["in_y = -inf"]
//! caption = "This ray runs along x: it never crosses a y line, so its y times are {in_y} and {out_y}."
//! ```
//!
//! Read like an arena, with the same machinery (`crate::levels::spanned`):
//! strict (an unknown key, a key another mode's step takes, a missing arena,
//! an unknown scene, case or level, a script naming a control the mode does
//! not have are all problems), every problem with its line and column.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::build;
use super::question::Question;
use crate::levels::arena::Arena;
use crate::levels::sokoban::Pack;
use crate::levels::{FileError, FileProblem};
use crate::modes::shooter::TeachingAids;
use crate::resources::LESSONS;
use crate::sim::Script;
use crate::text::fonts::WordFont;

/// A loaded, checked lesson.
#[derive(Debug, Clone, PartialEq)]
pub struct Lesson {
    /// The file's `title`, shown beside the step counter.
    pub title: String,
    /// The language it is written in, a BCP 47 tag (`ja`, `en`, `zh-Hant`):
    /// the file's `lang`, else guessed from the script of its title and
    /// captions (`text::guess_language`). The handout's page carries it.
    pub lang: String,
    /// The file's own font (its `font` key), which its title and captions
    /// are drawn in first; `None`: the window's fonts alone.
    pub font: Option<Arc<WordFont>>,
    /// The steps, in file order; at least one.
    pub steps: Vec<Step>,
    /// What the lesson may do but should not: a character of its title or a
    /// caption that no font of the window has (an empty box on screen and
    /// in the pictures). `hitlab check` prints them; they load.
    pub warnings: Vec<FileProblem>,
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
    /// What the class is asked before the step shows the answer (see
    /// [`super::question`]); `None`: the step only shows and tells.
    pub question: Option<Question>,
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
        views: TeachingAids,
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
        /// The pack as loaded when the lesson was checked.
        pack: Box<Pack>,
        /// 1-based, in file order.
        level: usize,
    },
}

/// The modes a step can open: parsed once from the step's `mode` key, so
/// nothing after the check compares the mode as a string.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StepMode {
    /// The shooter, in an arena.
    Shooter,
    /// The ray lab, on one scene.
    RayLab,
    /// Sokoban, on one level of the shipped pack.
    Sokoban,
}

impl StepMode {
    /// Every mode, in the order messages list them.
    pub const ALL: [StepMode; 3] = [StepMode::Shooter, StepMode::RayLab, StepMode::Sokoban];

    /// The mode's name as a lesson file writes it.
    #[must_use]
    pub fn key(self) -> &'static str {
        match self {
            StepMode::Shooter => "shooter",
            StepMode::RayLab => "raylab",
            StepMode::Sokoban => "sokoban",
        }
    }

    /// The mode a lesson file names `key`.
    #[must_use]
    pub fn from_key(key: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|m| m.key() == key)
    }
}

impl StepScene {
    /// The mode the step opens.
    #[must_use]
    pub fn mode(&self) -> StepMode {
        match self {
            StepScene::Shooter { .. } => StepMode::Shooter,
            StepScene::RayLab { .. } => StepMode::RayLab,
            StepScene::Sokoban { .. } => StepMode::Sokoban,
        }
    }

    /// The file the step loads besides the lesson (its arena or pack):
    /// an edit to one of them changes what the step shows.
    #[must_use]
    pub fn loaded_file(&self) -> Option<&Path> {
        match self {
            StepScene::Shooter { arena_path, .. } => Some(arena_path),
            StepScene::Sokoban { pack_path, .. } => Some(pack_path),
            StepScene::RayLab { .. } => None,
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

/// The folder a lesson's own paths are looked for in first: the folder
/// above a `lessons/` folder the file is in (a teacher's folder laid out as
/// `resources/` is), else none (empty): then every path is a resource name,
/// found as [`crate::resources`] finds it.
#[must_use]
pub fn resources_for(path: &Path) -> PathBuf {
    let in_lessons = path
        .parent()
        .filter(|dir| dir.file_name().is_some_and(|n| n == LESSONS.folder));
    in_lessons
        .and_then(Path::parent)
        .map(Path::to_owned)
        .unwrap_or_default()
}

/// Where a lesson whose own folder is `base` finds resource `name`: in that
/// folder if it has the file, else wherever Hit Lab finds its resources
/// (the player's levels, the shipped copy, ...).
#[must_use]
pub fn lesson_resource(base: &Path, name: &str) -> PathBuf {
    let own = base.join(name);
    if !base.as_os_str().is_empty() && own.is_file() {
        own
    } else {
        crate::resources::resolve(name)
    }
}

/// Reads and checks a lesson file, its paths relative to `resources`.
pub fn load_lesson(path: &Path, resources: &Path) -> Result<Lesson, LessonError> {
    let text = crate::levels::file::read_level(path).map_err(|source| LessonError::Io {
        path: path.to_owned(),
        source,
    })?;
    parse_lesson(&text, path, resources)
}

/// Parses and checks lesson TOML; `path` names it in problems.
pub fn parse_lesson(text: &str, path: &Path, resources: &Path) -> Result<Lesson, LessonError> {
    let file_dir = path.parent().unwrap_or(Path::new(""));
    build::parse(text, file_dir, resources).map_err(|problems| LessonError::Invalid {
        path: path.to_owned(),
        problems,
    })
}

//! What the window's choosers list: every arena, Sokoban pack and lesson the
//! resource layer finds (shipped, the player's levels folder, `--resources`),
//! each loaded once and summed up for its card, sorted by resource name.
//!
//! A file that fails to load is listed, not hidden: its card carries the
//! first `file:line:column: message` line of its error, so a designer sees
//! why their arena is not playable without a terminal.
//!
//! Also where a file dropped on the window goes ([`route_dropped`]): by its
//! format, as `hitlab check` tells it.
//!
//! No window here: the view draws these lists and maps keys over them.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use crate::lesson::{StepMode, load_lesson, resources_for};
use glam::Vec2;

use crate::geom::sweep::MeshPose;
use crate::levels::arena::medals::{Medal, MedalRule};
use crate::levels::arena::{Arena, Detection, ObstacleSpec, TargetSpec, load_arena, spin_reach};
use crate::levels::format::{Format, found_format};
use crate::levels::sokoban::Pack;
use crate::modes::shooter::Plane;
use crate::modes::shooter::best::{Bests, arena_key};
use crate::modes::shooter::shapes::shape_mesh;
use crate::modes::shooter::tuning::PLANE_OUTLINE;
use crate::modes::sokoban::progress::Progress;
use crate::resources::{Kind, Resources, kinds};
use crate::sim::controls::controls;

controls! {
    /// What a player can ask of a chooser: keys, a gamepad, a clicker and
    /// scripts (`--mode arenas --script "0:next,1:next,2:open"`) all become
    /// these. After `open`, the rest of a script plays on the screen it opened.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum ChooserControl {
        /// The card above (wrapping round to the last).
        Previous = "previous": "the card above",
        /// The card below (wrapping round to the first).
        Next = "next": "the card below",
        /// Open the chosen card.
        Open = "open": "open the chosen card",
        /// The lesson chooser: write the chosen lesson's handout.
        Export = "export": "write the chosen lesson's handout to your pictures folder",
        /// The arena chooser: the chosen arena in the arena editor.
        Edit = "edit": "the arena chooser: edit the chosen arena",
        /// The arena chooser: watch the best round kept for the chosen arena.
        Watch = "watch": "the arena chooser: watch your best round in the chosen arena",
        /// The lesson chooser: the chosen lesson for a student alone.
        Alone = "alone": "the lesson chooser: the chosen lesson on my own (answer, then a summary)",
    }
}

/// One file of a chooser's list.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry<T> {
    /// Its resource name (`arenas/storm.toml`): the list's order, the key of
    /// its best score, what the settings remember.
    pub name: String,
    /// Where it is read from ([`Resources::resolve`]): a file on disk, or
    /// the name itself for the copy inside the binary.
    pub path: PathBuf,
    /// Its summary, or the first line of why it does not load
    /// (`file:line:column: message`).
    pub card: Result<T, String>,
}

impl<T> Entry<T> {
    /// The file's name without folder or extension (`storm`), for a card
    /// whose file does not load and for type-to-filter.
    #[must_use]
    pub fn stem(&self) -> &str {
        stem(&self.name)
    }
}

/// A resource name's file name without its extension.
fn stem(name: &str) -> &str {
    let file = name.rsplit('/').next().unwrap_or(name);
    file.rsplit_once('.').map_or(file, |(stem, _)| stem)
}

/// An arena's card.
#[derive(Debug, Clone, PartialEq)]
pub struct ArenaCard {
    /// The file's `name`.
    pub title: String,
    /// The file's `about` line (empty if it has none).
    pub about: String,
    /// The hit test a round starts with.
    pub detection: Detection,
    /// A round's length in whole seconds; `None` for practice (no clock).
    pub round_seconds: Option<u32>,
    /// The player's best score in it; 0 before any.
    pub best: u32,
    /// The file's medals, if it gives them.
    pub medals: Option<MedalRule>,
    /// The best medal the player holds in it.
    pub medal: Option<Medal>,
    /// A small picture of it: where things are at the start.
    pub preview: Preview,
}

/// What an arena's picture on its card shows, in world units (y up, the
/// arena centred on the origin), everything at its start pose: the real
/// shapes, each target's outline tessellated once, the first time the
/// picture is drawn (a card never scrolled into view costs no
/// tessellation), so drawing the picture is placing triangles.
#[derive(Debug, Clone)]
pub struct Preview {
    /// Width and height of the field.
    pub size: Vec2,
    /// The plane's outline where a round starts it.
    pub plane: Vec<Vec2>,
    /// Each obstacle as the round has it.
    pub obstacles: Vec<ObstacleSpec>,
    /// The targets as the file places them.
    specs: Vec<TargetSpec>,
    /// Their triangles, made on first need ([`Self::targets`]).
    triangles: OnceLock<Vec<(Vec<Vec2>, [u8; 3])>>,
}

/// Two pictures are alike when they show the same things, whether or not
/// either has been tessellated yet.
impl PartialEq for Preview {
    fn eq(&self, other: &Self) -> bool {
        (self.size, &self.plane, &self.obstacles, &self.specs)
            == (other.size, &other.plane, &other.obstacles, &other.specs)
    }
}

/// Sides of the disk a target whose outline does not tessellate is drawn as.
const DISK_SIDES: usize = 24;

impl Preview {
    fn of(arena: &Arena) -> Self {
        let plane = Plane::at_start(arena).model();
        Self {
            size: arena.size,
            plane: PLANE_OUTLINE
                .iter()
                .map(|&v| plane.transform_point2(v))
                .collect(),
            obstacles: arena.obstacles.clone(),
            specs: arena.targets.clone(),
            triangles: OnceLock::new(),
        }
    }

    /// Each target's triangles (three corners each) at its start pose, and
    /// its colour; tessellated on the first call, then kept.
    pub fn targets(&self) -> &[(Vec<Vec2>, [u8; 3])] {
        self.triangles.get_or_init(|| {
            self.specs
                .iter()
                .map(|t| (start_triangles(t), t.colour))
                .collect()
        })
    }
}

/// `target`'s triangles at its start pose; a shape that does not
/// tessellate (the round refuses it) is the disk its spin sweeps.
fn start_triangles(target: &TargetSpec) -> Vec<Vec2> {
    let Ok(mesh) = shape_mesh(&target.shape) else {
        let radius = spin_reach(target);
        let rim = |i: usize| {
            let turn = std::f32::consts::TAU * i as f32 / DISK_SIDES as f32;
            target.position + radius * Vec2::from_angle(turn)
        };
        return (0..DISK_SIDES)
            .flat_map(|i| [target.position, rim(i), rim(i + 1)])
            .collect();
    };
    let pose = MeshPose {
        position: target.position,
        angle: target.angle,
        scale: target.scale,
    }
    .model();
    mesh.vertices().map(|v| pose.transform_point2(v)).collect()
}

/// A Sokoban pack's card.
#[derive(Debug, Clone, PartialEq)]
pub struct PackCard {
    /// The file's name without extension (a pack has no title key).
    pub title: String,
    /// The pack's first comment line (`; ...`), empty if none.
    pub about: String,
    /// Boards in the file that play (a rejected board is not counted).
    pub levels: usize,
    /// Of those, the ones the player has solved.
    pub solved: usize,
}

/// A lesson's card.
#[derive(Debug, Clone, PartialEq)]
pub struct LessonCard {
    /// The file's `title`.
    pub title: String,
    /// How many steps it has.
    pub steps: usize,
    /// The modes its steps open, in the order first met (`shooter`, ...).
    pub modes: Vec<&'static str>,
    /// Its steps' names, in order (what each picture of the handout is).
    pub step_names: Vec<String>,
}

impl LessonCard {
    /// What it covers, in one line: its modes, then its steps' names.
    #[must_use]
    pub fn covers(&self) -> String {
        format!("{}: {}", self.modes.join(", "), self.step_names.join(", "))
    }
}

/// The first line of an error: its first `file:line:column: message`.
fn first_problem(error: &impl std::fmt::Display) -> String {
    error.to_string().lines().next().unwrap_or("").to_owned()
}

/// The entries of `kind`, sorted by name, each summed up by `card`.
fn entries<T>(
    resources: &Resources,
    kind: Kind,
    mut card: impl FnMut(&str, &Path) -> Result<T, String>,
) -> Vec<Entry<T>> {
    resources
        .files_of(kind)
        .into_iter()
        .map(|name| {
            let path = resources.resolve(&name);
            let card = card(&name, &path);
            Entry { name, path, card }
        })
        .collect()
}

/// Every arena, with its best from `data_dir` (no bests without one).
#[must_use]
pub fn arenas(resources: &Resources, data_dir: Option<&Path>) -> Vec<Entry<ArenaCard>> {
    let bests = data_dir.map(Bests::load).unwrap_or_default();
    entries(resources, kinds::ARENAS, |_, path| {
        let arena = load_arena(path).map_err(|e| first_problem(&e))?;
        let seconds = arena.round_steps.div_ceil(crate::sim::STEPS_PER_SECOND);
        let key = arena_key(path, resources);
        Ok(ArenaCard {
            medals: arena.medals,
            medal: bests.medal(&key),
            preview: Preview::of(&arena),
            title: arena.name,
            about: arena.about,
            detection: arena.detection,
            round_seconds: (!arena.practice).then_some(seconds),
            best: bests.get(&key),
        })
    })
}

/// Every Sokoban pack, with the levels solved in `data_dir`'s progress.
#[must_use]
pub fn packs(resources: &Resources, data_dir: Option<&Path>) -> Vec<Entry<PackCard>> {
    let progress = data_dir.map(Progress::load).unwrap_or_default();
    entries(resources, kinds::PACKS, |name, path| {
        let pack = Pack::load(path).map_err(|e| first_problem(&e))?;
        let text = crate::resources::read_text(path).unwrap_or_default();
        let about = text
            .lines()
            .map(str::trim)
            .find_map(|l| l.strip_prefix(';'))
            .map(|l| l.trim().to_owned())
            .unwrap_or_default();
        Ok(PackCard {
            title: stem(name).to_owned(),
            about,
            levels: pack.levels().count(),
            solved: pack
                .levels()
                .filter(|l| progress.record(l).is_some())
                .count(),
        })
    })
}

/// Every lesson.
#[must_use]
pub fn lessons(resources: &Resources) -> Vec<Entry<LessonCard>> {
    entries(resources, kinds::LESSONS, |_, path| {
        let lesson = load_lesson(path, &resources_for(path)).map_err(|e| first_problem(&e))?;
        let mut modes = Vec::new();
        for step in &lesson.steps {
            let mode = step.scene.mode();
            if !modes.contains(&mode) {
                modes.push(mode);
            }
        }
        Ok(LessonCard {
            title: lesson.title,
            steps: lesson.steps.len(),
            modes: modes.into_iter().map(StepMode::key).collect(),
            step_names: lesson.steps.into_iter().map(|s| s.name).collect(),
        })
    })
}

/// The entry after the one named `current` that loads, wrapping round
/// the list (the first when `current` is not listed): the shooter's "next
/// arena". `None` when no other entry loads.
#[must_use]
pub fn next_playable<'a, T>(
    entries: &'a [Entry<T>],
    current: Option<&str>,
) -> Option<&'a Entry<T>> {
    let at = current.and_then(|name| entries.iter().position(|e| e.name == name));
    let start = at.map_or(0, |i| i + 1);
    (0..entries.len())
        .map(|k| &entries[(start + k) % entries.len()])
        .find(|e| e.card.is_ok() && Some(e.name.as_str()) != current)
}

/// Where a file dropped on the window goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Dropped {
    /// An arena: the shooter plays it.
    Arena(PathBuf),
    /// A Sokoban pack: its level list opens.
    Pack(PathBuf),
    /// A lesson: the presenter shows it.
    Lesson(PathBuf),
    /// Nothing to open: the one line to show, and nothing changes.
    Refused(String),
}

/// Routes a dropped file by its format ([`found_format`]: the extension,
/// the folder it is in, and for a `.toml` or `.txt` its text), so a lesson
/// outside a `lessons/` folder still opens in the presenter.
#[must_use]
pub fn route_dropped(path: &Path) -> Dropped {
    let shown = path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    if path.is_dir() {
        return Dropped::Refused(format!(
            "{shown} is a folder: drop one arena, Sokoban pack or lesson file"
        ));
    }
    match found_format(path) {
        Some(Format::Arena) => Dropped::Arena(path.to_owned()),
        Some(Format::SokobanPack) => Dropped::Pack(path.to_owned()),
        Some(Format::Lesson) => Dropped::Lesson(path.to_owned()),
        None => Dropped::Refused(format!(
            "{shown} is not an arena (.toml), a Sokoban pack (.xsb) or a lesson (.toml): nothing opened"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::resources::Root;

    fn folder(dir: &Path) -> Resources {
        Resources::with_roots(vec![Root {
            dir: dir.to_owned(),
            why: "test",
        }])
    }

    fn names<T>(entries: &[Entry<T>]) -> Vec<&str> {
        entries.iter().map(|e| e.name.as_str()).collect()
    }

    const ARENA: &str = include_str!("../resources/arenas/thin_tip.toml");

    #[test]
    fn arenas_are_the_shipped_ones_sorted_each_with_its_card() {
        let temp = crate::test_support::scratch("shipped");
        let dir = temp.path();
        let list = arenas(&folder(&dir.join("missing")), None);
        let shipped = names(&list);
        let mut sorted = shipped.clone();
        sorted.sort_unstable();
        assert_eq!(shipped, sorted);
        assert!(shipped.contains(&"arenas/default.toml"), "{shipped:?}");
        for entry in &list {
            let card = entry.card.as_ref().unwrap_or_else(|e| panic!("{e}"));
            assert!(!card.about.is_empty(), "{}", entry.name);
            assert_eq!(card.best, 0);
        }
        let thin = list
            .iter()
            .find(|e| e.name == "arenas/thin_tip.toml")
            .unwrap();
        assert_eq!(thin.stem(), "thin_tip");
        assert_eq!(thin.card.as_ref().unwrap().detection, Detection::Point);
        let inside = list
            .iter()
            .find(|e| e.name == "arenas/inside_spin.toml")
            .unwrap();
        assert_eq!(
            inside.card.as_ref().unwrap().round_seconds,
            None,
            "practice"
        );
        let default = list
            .iter()
            .find(|e| e.name == "arenas/default.toml")
            .unwrap();
        assert_eq!(default.card.as_ref().unwrap().round_seconds, Some(60));
    }

    /// The area `corners` (three a triangle) cover, either way round.
    fn area(corners: &[Vec2]) -> f32 {
        corners
            .chunks_exact(3)
            .map(|t| (t[1] - t[0]).perp_dot(t[2] - t[0]).abs() / 2.0)
            .sum()
    }

    #[test]
    fn a_picture_shows_each_targets_real_shape_where_it_starts() {
        for name in ["arenas/default.toml", "arenas/letters_wall.toml"] {
            let arena = load_arena(Path::new(name)).unwrap();
            let preview = Preview::of(&arena);
            assert_eq!(preview.targets().len(), arena.targets.len());
            for ((corners, colour), spec) in preview.targets().iter().zip(&arena.targets) {
                assert_eq!(*colour, spec.colour);
                let mesh = shape_mesh(&spec.shape).unwrap();
                let corners_at_rest: Vec<Vec2> = mesh.vertices().collect();
                let scaled = area(&corners_at_rest) * spec.scale * spec.scale;
                assert!((area(corners) - scaled).abs() < 1e-3 * scaled, "{name}");
                let reach = spin_reach(spec) + 1e-3;
                assert!(
                    corners.iter().all(|c| c.distance(spec.position) <= reach),
                    "{name}: every corner within its spin's reach"
                );
                // A letter or a star is no disk: it covers less than it sweeps.
                assert!(area(corners) < 0.9 * std::f32::consts::PI * reach * reach);
            }
            let centre = preview.plane.iter().sum::<Vec2>() / preview.plane.len() as f32;
            assert!(centre.distance(arena.plane.position) < 2.0, "{name}");
            assert_eq!(preview.obstacles, arena.obstacles);
        }
    }

    #[test]
    fn a_players_arena_is_listed_in_order_and_a_broken_one_with_its_problem() {
        let temp = crate::test_support::scratch("player");
        let dir = temp.path();
        std::fs::create_dir_all(dir.join("arenas")).unwrap();
        crate::files::write(dir.join("arenas/aaa_mine.toml"), ARENA).unwrap();
        crate::files::write(
            dir.join("arenas/broken.toml"),
            "size = [20.0, 12.0]\nround_seconds = \"x\"\n",
        )
        .unwrap();
        let data = dir.join("data");
        std::fs::create_dir_all(&data).unwrap();
        crate::files::write(
            data.join(crate::modes::shooter::best::BEST_FILE),
            "[best]\n\"arenas/aaa_mine.toml\" = 42\n",
        )
        .unwrap();
        let list = arenas(&folder(dir), Some(&data));
        let listed = names(&list);
        assert_eq!(listed[0], "arenas/aaa_mine.toml", "{listed:?}");
        assert!(listed.windows(2).all(|w| w[0] < w[1]), "{listed:?}");
        assert_eq!(list[0].path, dir.join("arenas/aaa_mine.toml"));
        assert_eq!(list[0].card.as_ref().unwrap().best, 42);
        let broken = list
            .iter()
            .find(|e| e.name == "arenas/broken.toml")
            .unwrap();
        let problem = broken.card.as_ref().unwrap_err();
        assert!(problem.contains("broken.toml:2:17:"), "{problem}");
        assert!(problem.contains("round_seconds"), "{problem}");
        assert!(!problem.contains('\n'));
    }

    #[test]
    fn an_empty_or_missing_folder_lists_the_shipped_files_alone() {
        let temp = crate::test_support::scratch("empty");
        let dir = temp.path();
        std::fs::create_dir_all(dir.join("arenas")).unwrap();
        std::fs::create_dir_all(dir.join("lessons")).unwrap();
        let shipped = |r: &Resources| {
            (
                names(&arenas(r, None)).len(),
                names(&packs(r, None)).len(),
                names(&lessons(r)).len(),
            )
        };
        let empty = shipped(&folder(dir));
        let missing = shipped(&folder(&dir.join("nowhere")));
        assert_eq!(empty, missing);
        assert_eq!(
            empty.0,
            crate::resources::shipped::names()
                .iter()
                .filter(|n| n.starts_with("arenas/"))
                .count()
        );
        assert!(empty.1 >= 1 && empty.2 >= 3, "{empty:?}");
    }

    #[test]
    fn packs_count_levels_and_solved_ones() {
        let temp = crate::test_support::scratch("packs");
        let dir = temp.path();
        std::fs::create_dir_all(dir.join("sokoban")).unwrap();
        let pack = "; Two rooms\n#######\n#@ $ .#\n#######\n\n######\n#@$. #\n######\n";
        crate::files::write(dir.join("sokoban/mine.xsb"), pack).unwrap();
        crate::files::write(dir.join("sokoban/empty.xsb"), "; nothing\n").unwrap();
        let data = dir.join("data");
        std::fs::create_dir_all(&data).unwrap();
        let loaded = Pack::load(&dir.join("sokoban/mine.xsb")).unwrap();
        let mut progress = Progress::default();
        progress.note_solved(loaded.levels().next().unwrap(), 3, 1);
        progress.save(&data).unwrap();
        let list = packs(&folder(dir), Some(&data));
        let mine = list.iter().find(|e| e.name == "sokoban/mine.xsb").unwrap();
        let card = mine.card.as_ref().unwrap();
        assert_eq!((card.levels, card.solved), (2, 1));
        assert_eq!(
            (card.title.as_str(), card.about.as_str()),
            ("mine", "Two rooms")
        );
        let empty = list.iter().find(|e| e.name == "sokoban/empty.xsb").unwrap();
        assert!(
            empty
                .card
                .as_ref()
                .unwrap_err()
                .contains("no Sokoban boards")
        );
        assert!(list.iter().any(|e| e.name == "sokoban/hitlab.xsb"));
    }

    #[test]
    fn lessons_say_their_steps_and_what_they_cover() {
        let list = lessons(&Resources::default());
        assert!(list.len() >= 3);
        for entry in &list {
            let card = entry.card.as_ref().unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(card.steps, card.step_names.len());
            assert!(!card.modes.is_empty());
            assert!(card.covers().contains(&card.step_names[0]));
        }
    }

    #[test]
    fn the_next_arena_is_the_next_that_loads_wrapping_round() {
        let entry = |name: &str, ok: bool| Entry {
            name: name.to_owned(),
            path: PathBuf::from(name),
            card: if ok { Ok(()) } else { Err("broken".to_owned()) },
        };
        let list = [entry("a", true), entry("b", false), entry("c", true)];
        let next = |current| next_playable(&list, current).map(|e| e.name.as_str());
        assert_eq!(next(Some("a")), Some("c"), "b does not load");
        assert_eq!(next(Some("c")), Some("a"), "round to the first");
        assert_eq!(next(None), Some("a"));
        assert_eq!(next(Some("elsewhere")), Some("a"));
        assert_eq!(next_playable(&list[..1], Some("a")).map(|e| &e.name), None);
    }

    #[test]
    fn a_dropped_file_is_routed_by_its_format() {
        let temp = crate::test_support::scratch("drop");
        let dir = temp.path();
        let arena = dir.join("anything.toml");
        crate::files::write(&arena, ARENA).unwrap();
        assert_eq!(route_dropped(&arena), Dropped::Arena(arena.clone()));
        let pack = dir.join("rooms.xsb");
        crate::files::write(&pack, "#####\n#@$.#\n#####\n").unwrap();
        assert_eq!(route_dropped(&pack), Dropped::Pack(pack.clone()));
        let lesson = dir.join("my_lesson.toml");
        let text = include_str!("../resources/lessons/3_rays_and_slabs.toml");
        crate::files::write(&lesson, text).unwrap();
        assert_eq!(route_dropped(&lesson), Dropped::Lesson(lesson.clone()));
        for other in ["notes.png", "Cargo.toml"] {
            let path = dir.join(other);
            crate::files::write(&path, "[package]\nname = \"x\"\n").unwrap();
            let Dropped::Refused(line) = route_dropped(&path) else {
                panic!("{other} must be refused");
            };
            assert!(line.starts_with(other) && !line.contains('\n'), "{line}");
        }
        assert!(matches!(route_dropped(dir), Dropped::Refused(l) if l.contains("folder")));
    }
}

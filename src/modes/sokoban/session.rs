//! A pack being played: the current level, animation and queued input, the
//! level list, the solved screen, saved progress, export and replay.
//!
//! Stepped once per fixed step with a [`ControlFrame`]; the view only maps
//! keys and clicks into it and draws what it exposes.

use std::collections::{BTreeMap, VecDeque};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use glam::Vec2;

use crate::levels::sokoban::{Cell, Level, LevelError, Pack};
use crate::sim::ControlFrame;

use super::controls::SokobanControl as C;
use super::game::{Blocked, Dir, Game, Step, neighbour};
use super::lurd::parse_lurd;
use super::path::{push_path, walk_path};
use super::progress::{Progress, board_key};

/// Steps (1/60 s) to slide one cell.
pub const MOVE_STEPS: u32 = 6;
/// With more than this many moves queued, slides run at double speed.
pub const FAST_QUEUE: usize = 2;
/// Steps a direction key must be held before it repeats.
pub const REPEAT_DELAY: u32 = 18;
/// Most moves kept in the queue from the keyboard (mouse paths may be longer).
pub const MAX_KEY_QUEUE: usize = 8;
/// Steps a message stays on screen.
pub const MESSAGE_STEPS: u32 = 240;

/// The move being animated.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Slide {
    pub from: Cell,
    pub step: Step,
    /// Steps done, of `MOVE_STEPS`.
    pub done: u32,
}

/// What the screen shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Screen {
    Play,
    /// The level list, with the highlighted entry (0-based, file order).
    Select {
        cursor: usize,
    },
}

pub struct Session {
    pack: Pack,
    /// Shipped solutions by level number (from `PACK.solutions`, if present).
    solutions: BTreeMap<usize, String>,
    /// Entry index (0-based) of the level in play.
    current: usize,
    game: Option<Game>,
    slide: Option<Slide>,
    queue: VecDeque<Dir>,
    held: Option<(Dir, u32)>,
    screen: Screen,
    progress: Progress,
    data_dir: Option<PathBuf>,
    message: Option<(String, u32)>,
    blocked: Option<(Blocked, u32)>,
    /// The solve of the current game has been recorded.
    recorded: bool,
    drag_from: Option<Cell>,
}

impl Session {
    /// Starts on the first unsolved valid level.
    #[must_use]
    pub fn new(pack: Pack, data_dir: Option<PathBuf>) -> Self {
        let progress = data_dir.as_deref().map(Progress::load).unwrap_or_default();
        let solutions = load_solutions(&pack.file);
        let mut session = Self {
            pack,
            solutions,
            current: 0,
            game: None,
            slide: None,
            queue: VecDeque::new(),
            held: None,
            screen: Screen::Play,
            progress,
            data_dir,
            message: None,
            blocked: None,
            recorded: false,
            drag_from: None,
        };
        let valid: Vec<usize> = (0..session.pack.entries.len())
            .filter(|&i| session.pack.entries[i].is_ok())
            .collect();
        let start = valid
            .iter()
            .copied()
            .find(|&i| session.record_of(i).is_none())
            .or(valid.first().copied());
        if let Some(i) = start {
            session.open(i);
        }
        let bad = session.pack.errors().count();
        if bad > 0 {
            session.say(format!(
                "{bad} level(s) skipped; Tab lists them with the reason"
            ));
        }
        session
    }

    pub fn pack(&self) -> &Pack {
        &self.pack
    }
    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }
    pub fn screen(&self) -> Screen {
        self.screen
    }
    pub fn current(&self) -> usize {
        self.current
    }
    pub fn message(&self) -> Option<&str> {
        self.message.as_ref().map(|(m, _)| m.as_str())
    }
    pub fn blocked(&self) -> Option<Blocked> {
        self.blocked.map(|(b, _)| b)
    }
    pub fn is_solved(&self) -> bool {
        self.slide.is_none() && self.game.as_ref().is_some_and(Game::is_solved)
    }
    pub fn errors(&self) -> Vec<&LevelError> {
        self.pack.errors().collect()
    }
    /// The saved record of entry `index`, if that level was solved before.
    pub fn record_of(&self, index: usize) -> Option<super::progress::Record> {
        match self.pack.entries.get(index) {
            Some(Ok(level)) => self.progress.record(level),
            _ => None,
        }
    }

    fn say(&mut self, text: String) {
        log::info!("sokoban: {text}");
        self.message = Some((text, MESSAGE_STEPS));
    }

    /// Opens entry `index` from its start, if it is a valid level.
    pub fn open(&mut self, index: usize) {
        match self.pack.entries.get(index) {
            Some(Ok(level)) => {
                self.current = index;
                self.game = Some(Game::new(Arc::new(level.clone())));
                self.reset_motion();
                self.recorded = false;
                self.screen = Screen::Play;
            }
            Some(Err(e)) => self.say(e.to_string()),
            None => {}
        }
    }

    fn reset_motion(&mut self) {
        self.slide = None;
        self.queue.clear();
        self.held = None;
        self.blocked = None;
        self.drag_from = None;
    }

    /// The next valid entry after (`forward`) or before the current one.
    fn neighbour_level(&self, forward: bool) -> Option<usize> {
        let n = self.pack.entries.len();
        let order: Box<dyn Iterator<Item = usize>> = if forward {
            Box::new(self.current + 1..n)
        } else {
            Box::new((0..self.current).rev())
        };
        order.into_iter().find(|&i| self.pack.entries[i].is_ok())
    }

    /// One fixed step.
    pub fn step(&mut self, frame: &ControlFrame<C>) {
        if let Some((_, ttl)) = &mut self.message {
            *ttl = ttl.saturating_sub(1);
            if *ttl == 0 {
                self.message = None;
            }
        }
        if let Some((_, ttl)) = &mut self.blocked {
            *ttl = ttl.saturating_sub(1);
            if *ttl == 0 {
                self.blocked = None;
            }
        }
        match self.screen {
            Screen::Select { cursor } => self.step_select(frame, cursor),
            Screen::Play => self.step_play(frame),
        }
    }

    fn step_select(&mut self, frame: &ControlFrame<C>, cursor: usize) {
        let last = self.pack.entries.len().saturating_sub(1);
        let mut cursor = cursor;
        if frame.pressed(C::Up) || frame.pressed(C::Left) || frame.pressed(C::PrevLevel) {
            cursor = cursor.saturating_sub(1);
        }
        if frame.pressed(C::Down) || frame.pressed(C::Right) || frame.pressed(C::NextLevel) {
            cursor = (cursor + 1).min(last);
        }
        self.screen = Screen::Select { cursor };
        if frame.pressed(C::Confirm) {
            self.open(cursor);
        } else if frame.pressed(C::LevelSelect) && self.game.is_some() {
            self.screen = Screen::Play;
        }
    }

    fn step_play(&mut self, frame: &ControlFrame<C>) {
        if frame.pressed(C::LevelSelect) {
            self.screen = Screen::Select {
                cursor: self.current,
            };
            return;
        }
        let solved = self.is_solved();
        if frame.pressed(C::NextLevel) || (solved && frame.pressed(C::Confirm)) {
            match self.neighbour_level(true) {
                Some(i) => self.open(i),
                None => self.say("That was the last level of this pack".into()),
            }
            return;
        }
        if frame.pressed(C::PrevLevel) {
            if let Some(i) = self.neighbour_level(false) {
                self.open(i);
            }
            return;
        }
        if self.game.is_none() {
            return;
        }
        let history_keys = [C::Undo, C::Redo, C::Restart];
        if history_keys.iter().any(|&c| frame.pressed(c)) {
            // History changes jump: the slide in progress ends at once.
            self.reset_motion();
            if let Some(game) = self.game.as_mut() {
                if frame.pressed(C::Undo) {
                    game.undo();
                }
                if frame.pressed(C::Redo) {
                    game.redo();
                }
                if frame.pressed(C::Restart) {
                    game.restart();
                }
            }
        }
        if frame.pressed(C::Export) {
            self.export();
        }
        if frame.pressed(C::Replay) {
            self.replay();
        }
        self.read_directions(frame);
        self.advance();
    }

    /// Queues pressed directions; a held one repeats after a delay.
    fn read_directions(&mut self, frame: &ControlFrame<C>) {
        for control in [C::Up, C::Down, C::Left, C::Right] {
            let Some(dir) = control.dir() else { continue };
            if frame.pressed(control) {
                if self.queue.len() < MAX_KEY_QUEUE {
                    self.queue.push_back(dir);
                }
                self.held = Some((dir, 0));
            }
        }
        if let Some((dir, steps)) = self.held {
            let control = [C::Up, C::Down, C::Left, C::Right]
                .into_iter()
                .find(|c| c.dir() == Some(dir));
            if control.is_some_and(|c| frame.held(c)) {
                self.held = Some((dir, steps + 1));
                let idle = self.slide.is_none() && self.queue.is_empty();
                if steps + 1 >= REPEAT_DELAY && idle {
                    self.queue.push_back(dir);
                }
            } else {
                self.held = None;
            }
        }
    }

    /// Runs the slide in progress, or starts the next queued move.
    fn advance(&mut self) {
        let speed = if self.queue.len() > FAST_QUEUE { 2 } else { 1 };
        if let Some(slide) = &mut self.slide {
            slide.done += speed;
            if slide.done >= MOVE_STEPS {
                self.slide = None;
                self.after_move();
            }
            return;
        }
        let Some(game) = self.game.as_mut() else {
            return;
        };
        if game.is_solved() {
            self.queue.clear();
            return;
        }
        let Some(dir) = self.queue.pop_front() else {
            return;
        };
        let from = game.worker();
        match game.step(dir) {
            Ok(step) => {
                self.blocked = None;
                self.slide = Some(Slide {
                    from,
                    step,
                    done: 0,
                });
            }
            Err(blocked) => {
                self.blocked = Some((blocked, MESSAGE_STEPS / 2));
            }
        }
    }

    fn after_move(&mut self) {
        let Some(game) = &self.game else { return };
        if !game.is_solved() || self.recorded {
            return;
        }
        self.recorded = true;
        self.queue.clear();
        let (moves, pushes) = (game.moves(), game.pushes());
        let level = Arc::clone(game.level());
        let improved = self.progress.note_solved(&level, moves, pushes);
        if let (true, Some(dir)) = (improved, &self.data_dir)
            && let Err(e) = self.progress.save(dir)
        {
            self.say(format!("Could not save progress in {}: {e}", dir.display()));
        }
    }

    /// Where the worker is drawn, in grid units (cell centre = col + 0.5).
    #[must_use]
    pub fn worker_position(&self) -> Option<Vec2> {
        let game = self.game.as_ref()?;
        Some(self.slide_position(game.worker(), None))
    }

    /// Where each box is drawn, with whether its cell is a goal.
    #[must_use]
    pub fn box_positions(&self) -> Vec<(Vec2, bool)> {
        let Some(game) = &self.game else {
            return Vec::new();
        };
        let level = game.level();
        game.boxes()
            .into_iter()
            .map(|b| {
                let on_goal = level.tile(b) == crate::levels::sokoban::Tile::Goal;
                (self.slide_position(b, Some(b)), on_goal)
            })
            .collect()
    }

    fn slide_position(&self, cell: Cell, as_box: Option<Cell>) -> Vec2 {
        let centre = Vec2::new(cell.col as f32 + 0.5, cell.row as f32 + 0.5);
        let Some(slide) = self.slide else {
            return centre;
        };
        let moving = match as_box {
            None => true,
            Some(b) => {
                slide.step.push
                    && b == neighbour(neighbour(slide.from, slide.step.dir), slide.step.dir)
            }
        };
        if !moving {
            return centre;
        }
        let (dc, dr) = slide.step.dir.delta();
        let left = 1.0 - slide.done as f32 / MOVE_STEPS as f32;
        centre - Vec2::new(dc as f32, dr as f32) * left
    }

    /// A mouse button went down on `cell` (grid coordinates).
    pub fn pointer_down(&mut self, cell: Cell) {
        self.drag_from = Some(cell);
    }

    /// The button came up on `cell`: a click walks there, a drag from a box pushes it there.
    pub fn pointer_up(&mut self, cell: Cell) {
        let Some(from) = self.drag_from.take() else {
            return;
        };
        let Some(game) = &self.game else { return };
        if self.screen != Screen::Play || game.is_solved() {
            return;
        }
        let plan = if game.has_box(from) && from != cell {
            push_path(game, from, cell).ok_or("No path: the box cannot be pushed there")
        } else if from == cell && !game.has_box(cell) {
            walk_path(game, cell).ok_or("No path: the worker cannot reach that cell")
        } else {
            return;
        };
        match plan {
            Ok(dirs) => {
                self.queue.clear();
                self.queue.extend(dirs);
            }
            Err(why) => self.say(why.into()),
        }
    }

    /// Where exports of the current level go: `DATA/sokoban-exports/PACK-level-N.lurd`.
    fn export_path(&self) -> Option<PathBuf> {
        let stem = self.pack.file.file_stem()?.to_string_lossy().into_owned();
        let dir = self.data_dir.as_ref()?.join("sokoban-exports");
        Some(dir.join(format!("{stem}-level-{}.lurd", self.current + 1)))
    }

    fn export(&mut self) {
        let Some(game) = &self.game else { return };
        let lurd = game.lurd();
        let Some(path) = self.export_path() else {
            self.say("No data folder on this system: nothing exported".into());
            return;
        };
        let written = path
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| std::fs::write(&path, format!("{lurd}\n")));
        match written {
            Ok(()) => self.say(format!("{} moves saved to {}", lurd.len(), path.display())),
            Err(e) => self.say(format!("Could not write {}: {e}", path.display())),
        }
    }

    /// Restarts and plays the exported moves, else the shipped solution.
    fn replay(&mut self) {
        let exported = self
            .export_path()
            .and_then(|p| std::fs::read_to_string(p).ok());
        let (text, source) = match exported {
            Some(text) => (text, "your saved moves"),
            None => match self.solutions.get(&(self.current + 1)) {
                Some(text) => (text.clone(), "the pack's solution"),
                None => {
                    self.say("Nothing to replay: export moves with E first".into());
                    return;
                }
            },
        };
        match parse_lurd(&text) {
            Ok(dirs) => {
                self.reset_motion();
                if let Some(game) = self.game.as_mut() {
                    game.restart();
                }
                self.queue.extend(dirs);
                self.say(format!("Replaying {source}"));
            }
            Err(e) => self.say(e.to_string()),
        }
    }

    /// Takes a re-read pack. The current level keeps its moves if its board
    /// is unchanged, restarts if it changed, and the nearest valid level opens
    /// if it became invalid.
    pub fn reload(&mut self, pack: Pack) {
        self.solutions = load_solutions(&pack.file);
        let old_key = self.game.as_ref().map(|g| board_key(g.level()));
        self.pack = pack;
        let bad = self.pack.errors().count();
        let note = if bad > 0 {
            format!(" ({bad} invalid level(s) skipped; Tab lists them)")
        } else {
            String::new()
        };
        match self.pack.entries.get(self.current) {
            Some(Ok(level)) if Some(board_key(level)) == old_key => {
                // Same board: keep the game, but take the new metadata.
                if let Some(game) = &mut self.game {
                    let history: Vec<Dir> = game.history().iter().map(|s| s.dir).collect();
                    let mut fresh = Game::new(Arc::new(level.clone()));
                    for dir in history {
                        let _ = fresh.step(dir);
                    }
                    *game = fresh;
                }
                self.say(format!("Pack reloaded{note}"));
            }
            Some(Ok(_)) => {
                self.open(self.current);
                self.say(format!("This level changed on disk: restarted{note}"));
            }
            _ => {
                let next = self.neighbour_level(true).or(self.neighbour_level(false));
                self.game = None;
                self.reset_motion();
                if let Some(i) = next {
                    self.open(i);
                }
                self.say(format!("The level in play is no longer valid{note}"));
            }
        }
    }

    /// The level in play.
    #[must_use]
    pub fn level(&self) -> Option<&Level> {
        self.game.as_ref().map(|g| g.level().as_ref())
    }
}

/// Reads `PACK.solutions` beside a pack: `N LURD` per line, `#` comments.
#[must_use]
pub fn load_solutions(pack_file: &Path) -> BTreeMap<usize, String> {
    let path = pack_file.with_extension("solutions");
    let Ok(text) = std::fs::read_to_string(path) else {
        return BTreeMap::new();
    };
    parse_solutions(&text)
}

/// Parses solution lines `N LURD` (level number, then its solution); lines
/// that do not fit are ignored.
#[must_use]
pub fn parse_solutions(text: &str) -> BTreeMap<usize, String> {
    text.lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter_map(|l| {
            let (n, lurd) = l.split_once(char::is_whitespace)?;
            Some((n.parse().ok()?, lurd.trim().to_owned()))
        })
        .collect()
}

//! A pack being played: the current level, animation and queued input, the
//! level list, the solved screen, saved progress, export and replay.
//!
//! Stepped once per fixed step with a [`ControlFrame`]; the view only maps
//! keys and clicks into it and draws what it exposes. It writes and reads
//! no file: what is to be kept it reports ([`SessionEvent`]), and the
//! caller with a data folder keeps it ([`super::kept`]).

use std::collections::{BTreeMap, VecDeque};
use std::path::Path;
use std::sync::Arc;

use crate::levels::sokoban::{Cell, Level, LevelError, Pack};
use crate::sim::ControlFrame;

mod drag;
mod events;
mod list;
mod medals;
mod notice;
mod paste;
mod pointer;
mod refusal;
mod replay;
mod solutions;

pub use drag::DragPreview;
pub use events::SessionEvent;
pub use list::{LIST_PAGE, TYPED_STEPS};
pub use notice::News;
pub use refusal::{MESSAGE_STEPS, REFUSAL_STEPS, Refusal, Refused};
pub use solutions::{load_solutions, parse_solutions};

use super::controls::SokobanControl as C;
use super::game::{Dir, Game, Step};
use super::progress::{Progress, board_key};
use super::stats::SolutionStats;
use drag::Drag;

/// Steps (1/60 s) to slide one cell.
pub const MOVE_STEPS: u32 = 6;
/// With more than this many moves queued, slides run at double speed.
pub const FAST_QUEUE: usize = 2;
/// Steps a direction key must be held before it repeats.
pub const REPEAT_DELAY: u32 = 18;
/// Most moves kept in the queue from the keyboard (mouse paths may be longer).
pub const MAX_KEY_QUEUE: usize = 8;

/// The move being animated.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Slide {
    /// The worker's cell before the move.
    pub from: Cell,
    /// The move: its direction and whether it pushes.
    pub step: Step,
    /// Steps done, of `MOVE_STEPS`.
    pub done: u32,
}

/// What the screen shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Screen {
    /// The board in play.
    Play,
    /// The level list, with the highlighted entry (0-based, file order).
    Select {
        /// The highlighted entry, 0-based in file order.
        cursor: usize,
    },
}

/// A Sokoban pack being played: the level in play, its animation and input
/// queue, the level list, and the progress saved between runs. The view draws
/// it; the rules are in [`Game`].
pub struct Session {
    pack: Pack,
    /// Shipped solutions by level number (from `PACK.solutions`, if present).
    solutions: BTreeMap<usize, String>,
    /// The pushes of the shipped solution of each entry (0-based) that has
    /// one that solves it: the best known, which medals are measured by.
    known_best: BTreeMap<usize, usize>,
    /// How many entries the pack file holds: those after them were pasted.
    file_entries: usize,
    /// Entry index (0-based) of the level in play.
    current: usize,
    game: Option<Game>,
    slide: Option<Slide>,
    queue: VecDeque<Dir>,
    held: Option<(Dir, u32)>,
    screen: Screen,
    progress: Progress,
    /// A caller keeps the progress and exported moves (there is a data
    /// folder): solves, exports and replays are reported to it.
    kept: bool,
    /// What happened since the caller last took the reports.
    events: Vec<SessionEvent>,
    /// The rest of a step cut short by a replay of exported moves: its
    /// frame, played on once the caller hands the moves over.
    replay_pending: Option<ControlFrame<C>>,
    message: Option<(News, u32)>,
    refusal: Option<Refusal>,
    /// The solve of the current game has been recorded.
    recorded: bool,
    /// The current game is a replay (`P`) since its last restart: the moves
    /// are someone's solution being shown, so reaching the goal records
    /// nothing in the progress file.
    watched: bool,
    /// A level number being typed in the list, and the steps until it is
    /// forgotten.
    typed: Option<(usize, u32)>,
    drag: Option<Drag>,
}

impl Session {
    /// Starts on the first unsolved valid level of `progress`, the one
    /// saved so far; `None` when nothing is kept (no data folder, a
    /// lesson's step), and then no solve, export or replay is reported.
    #[must_use]
    pub fn new(pack: Pack, progress: Option<Progress>) -> Self {
        let kept = progress.is_some();
        let progress = progress.unwrap_or_default();
        let solutions = load_solutions(&pack.file);
        let known_best = medals::known_bests(&pack, &solutions);
        let file_entries = pack.entries.len();
        let mut session = Self {
            pack,
            solutions,
            known_best,
            file_entries,
            current: 0,
            game: None,
            slide: None,
            queue: VecDeque::new(),
            held: None,
            screen: Screen::Play,
            progress,
            kept,
            events: Vec::new(),
            replay_pending: None,
            message: None,
            refusal: None,
            recorded: false,
            watched: false,
            typed: None,
            drag: None,
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
            session.say(News::Skipped { count: bad });
        }
        session
    }

    /// The pack being played.
    pub fn pack(&self) -> &Pack {
        &self.pack
    }
    /// The level in play; `None` when the pack has no valid level.
    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }
    /// What the screen shows: the board or the level list.
    pub fn screen(&self) -> Screen {
        self.screen
    }
    /// Whether no valid level comes after the one in play: `Enter` after
    /// its solve opens the level list instead of a next level.
    #[must_use]
    pub fn on_last_level(&self) -> bool {
        self.neighbour_level(true).is_none()
    }
    /// The entry index (0-based, file order) of the level in play.
    pub fn current(&self) -> usize {
        self.current
    }
    /// Whether the level in play is solved and its last move has finished
    /// sliding.
    pub fn is_solved(&self) -> bool {
        self.slide.is_none() && self.game.as_ref().is_some_and(Game::is_solved)
    }
    /// Whether the board on screen was solved by a replay (`P`), not by
    /// the player: solved, with no record of the player's for it.
    #[must_use]
    pub fn solved_by_replay(&self) -> bool {
        self.watched && self.is_solved()
    }
    /// True when a step without input changes nothing: no move sliding or
    /// queued, no direction held, no message or refusal fading out.
    #[must_use]
    pub fn is_idle(&self) -> bool {
        self.slide.is_none()
            && self.queue.is_empty()
            && self.held.is_none()
            && self.message.is_none()
            && self.refusal.is_none()
    }
    /// The pack's rejected boards, in file order (the level list shows them
    /// with their reason).
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

    /// Opens entry `index` from its start, if it is a valid level.
    pub fn open(&mut self, index: usize) {
        match self.pack.entries.get(index) {
            Some(Ok(level)) => {
                self.current = index;
                self.game = Some(Game::new(Arc::new(level.clone())));
                self.reset_motion();
                self.recorded = false;
                self.watched = false;
                self.screen = Screen::Play;
            }
            Some(Err(e)) => self.say(News::Problem(e.to_string())),
            None => {}
        }
    }

    fn reset_motion(&mut self) {
        self.slide = None;
        self.queue.clear();
        self.held = None;
        self.refusal = None;
        self.drag = None;
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
        if self.replay_pending.is_some() {
            // The caller never answered the replay: none was exported.
            self.replay_with(None);
        }
        self.tick_notices();
        match self.screen {
            Screen::Select { cursor } => self.step_select(frame, cursor),
            Screen::Play => self.step_play(frame),
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
        let confirmed = solved && frame.pressed(C::Confirm);
        if frame.pressed(C::NextLevel) || confirmed {
            match self.neighbour_level(true) {
                Some(i) => self.open(i),
                // Enter after solving the last level opens the list, so it
                // goes somewhere: the solved box says so.
                None if confirmed => {
                    self.screen = Screen::Select {
                        cursor: self.current,
                    };
                }
                None => self.say(News::LastLevel),
            }
            return;
        }
        if frame.pressed(C::PrevLevel) {
            if let Some(i) = self.neighbour_level(false) {
                self.open(i);
            }
            return;
        }
        if frame.pressed(C::NextUnsolved) {
            match self.next_unsolved(self.current) {
                Some(i) => self.open(i),
                None => self.say(News::AllSolved),
            }
            return;
        }
        if self.game.is_none() {
            return;
        }
        let history_keys = [C::Undo, C::Redo, C::Restart];
        if history_keys.iter().any(|&c| frame.pressed(c)) {
            // History changes jump: the moves typed before the key are made
            // at once, so it acts on all of them however fast they came (a
            // script's steps or quick fingers), then the slide is gone.
            self.settle();
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
                    // From the start again, the moves are the player's own.
                    self.watched = false;
                }
            }
        }
        if frame.pressed(C::Export) {
            self.export();
        }
        if frame.pressed(C::Replay) {
            if self.kept {
                // The exported moves are the caller's to read: the step
                // goes on when it hands them over (`replay_with`).
                self.ask_replay(frame);
                return;
            }
            self.replay(None);
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

    /// Ends the slide in progress and makes every queued move at once, as
    /// their slides would have (a blocked one is passed over, as
    /// [`Self::advance`] passes over it after saying so).
    fn settle(&mut self) {
        if self.slide.take().is_some() {
            self.after_move();
        }
        while let Some(dir) = self.queue.pop_front() {
            let Some(game) = self.game.as_mut() else {
                break;
            };
            if game.is_solved() {
                break;
            }
            if game.step(dir).is_ok() {
                self.after_move();
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
                self.refusal = None;
                self.replan_drag();
                self.slide = Some(Slide {
                    from,
                    step,
                    done: 0,
                });
            }
            Err(blocked) => {
                self.refuse(Refused::Move(blocked));
            }
        }
    }

    fn after_move(&mut self) {
        let Some(game) = &self.game else { return };
        if !game.is_solved() || self.recorded || self.watched {
            return;
        }
        self.recorded = true;
        self.queue.clear();
        let stats = SolutionStats::of_game(game);
        let level = Arc::clone(game.level());
        let improved = self.progress.note_solution(&level, &stats);
        if improved && self.kept {
            self.events.push(SessionEvent::Solved);
        }
    }

    /// The progress: every solved board's record, this session's included.
    #[must_use]
    pub fn progress(&self) -> &Progress {
        &self.progress
    }

    /// Tells the player the progress could not be saved in `folder`.
    pub fn progress_not_saved(&mut self, folder: &Path, why: &str) {
        self.say(News::ProgressNotSaved {
            folder: folder.to_path_buf(),
            why: why.to_owned(),
        });
    }

    /// What happened since the last call, for the caller to keep, in order.
    pub fn take_events(&mut self) -> Vec<SessionEvent> {
        std::mem::take(&mut self.events)
    }

    /// Takes a re-read pack. The current level keeps its moves if its board
    /// is unchanged, restarts if it changed, and the nearest valid level opens
    /// if it became invalid.
    pub fn reload(&mut self, pack: Pack) {
        self.solutions = load_solutions(&pack.file);
        self.known_best = medals::known_bests(&pack, &self.solutions);
        let old_key = self.game.as_ref().map(|g| board_key(g.level()));
        let pack = self.keep_pasted(pack);
        self.pack = pack;
        let skipped = self.pack.errors().count();
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
                self.say(News::Reloaded { skipped });
            }
            Some(Ok(_)) => {
                self.open(self.current);
                self.say(News::LevelChanged { skipped });
            }
            Some(Err(_)) if self.game.is_some() => {
                // A broken save: keep playing the last good version of this
                // level, and keep the error on screen until the file is fixed
                // (`level_in_play_error`); the arms above pick it up again.
                self.say(News::LevelRejected {
                    level: self.current + 1,
                });
            }
            _ => {
                let next = self.neighbour_level(true).or(self.neighbour_level(false));
                self.game = None;
                self.reset_motion();
                if let Some(i) = next {
                    self.open(i);
                }
                self.say(News::LevelInvalid { skipped });
            }
        }
    }

    /// Why the file's current version of the level in play was rejected,
    /// while the last good version stays in play; `None` once it is fixed.
    #[must_use]
    pub fn level_in_play_error(&self) -> Option<&LevelError> {
        self.game.as_ref()?;
        self.pack.entries.get(self.current)?.as_ref().err()
    }

    /// The level in play.
    #[must_use]
    pub fn level(&self) -> Option<&Level> {
        self.game.as_ref().map(|g| g.level().as_ref())
    }
}

//! The contract between the app (event loop, title, help, screenshots) and a
//! mode's view. A mode's view owns its rules state, maps keys into that mode's
//! [`Control`](hitlab::sim::Control)s, and draws; it decides nothing the core
//! could decide.

use ggez::graphics::{Canvas, Rect};
use ggez::input::keyboard::KeyCode;
use ggez::{Context, GameResult};
use std::path::PathBuf;

use glam::Vec2;
use hitlab::modes::shooter::RoundReport;
use hitlab::sim::{Motion, Script, ScriptError};

use super::keymap::{HelpLine, KeyEvent};
use super::text::TextCache;
use super::theme::Theme;

/// A mouse event in window pixels; the screen maps it to world units with its
/// own camera's inverse. `Down` and `Up` are the left button's; the view's
/// own moves ([`ZoomPan`](super::zoom::ZoomPan)) have their own variants.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Mouse {
    Down(Vec2),
    Move(Vec2),
    Up(Vec2),
    /// The wheel turned by `notches` (positive: away from the player) with
    /// the pointer at `at`.
    Wheel {
        at: Vec2,
        notches: f32,
    },
    /// A drag that moves the view began (right or middle button, or Shift
    /// and the left one) ...
    PanStart(Vec2),
    /// ... and ended.
    PanEnd(Vec2),
}

/// A key press that does not come from the keyboard (a gamepad's stick,
/// d-pad and buttons): each variant stands for the keyboard key of the same
/// name, and reaches a mode as that key (see [`VirtualKey::key_code`]).
// Built by the gamepad only (feature `gamepad`).
#[cfg_attr(not(feature = "gamepad"), allow(dead_code))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum VirtualKey {
    Left,
    Right,
    Up,
    Down,
    /// Gamepad South (A / cross).
    Space,
    /// Gamepad East (B / circle).
    Enter,
}

impl VirtualKey {
    /// The keyboard key this gamepad input stands for, so a mode maps both
    /// through one key table.
    #[must_use]
    pub fn key_code(self) -> KeyCode {
        match self {
            VirtualKey::Left => KeyCode::ArrowLeft,
            VirtualKey::Right => KeyCode::ArrowRight,
            VirtualKey::Up => KeyCode::ArrowUp,
            VirtualKey::Down => KeyCode::ArrowDown,
            VirtualKey::Space => KeyCode::Space,
            VirtualKey::Enter => KeyCode::Enter,
        }
    }
}

/// Everything drawing needs besides the context: colours, text scale and
/// motion.
#[derive(Debug, Clone, Copy)]
pub struct Style {
    pub theme: Theme,
    /// Font size in pixels for body text, derived from the window height so
    /// text stays legible when projected (never below `min_text_px`).
    pub text_px: f32,
    /// The smallest text this theme sets, in pixels: the projector minimum
    /// in the high-contrast theme ([`Theme::min_text_px`]), 0 otherwise;
    /// in a handout's picture at least what prints at 9 pt.
    pub min_text_px: f32,
    /// Window size in pixels.
    pub window: Vec2,
    /// Whether to draw the aids for whoever holds the keys: key footers and
    /// hints, the PAUSED label, a lesson's caption band. False in a
    /// handout's picture, which is printed with its caption under it.
    pub chrome: bool,
    /// Whether what the rules leave behind (shards, a hit's flash, fading
    /// marks, sliding pieces) is drawn moving, or still (reduced motion).
    pub motion: Motion,
    /// Whether the shooter draws the best round's plane beside the
    /// player's (the ghost preference).
    pub ghost: bool,
}

impl Style {
    /// `scale` times the body size, but never below the theme's minimum:
    /// the smaller rows (footer, panels, insets) stay readable on a projector.
    #[must_use]
    pub fn px(&self, scale: f32) -> f32 {
        (self.text_px * scale).max(self.min_text_px)
    }
}

/// What every mode's screen is built from (`fn new(&Launch) -> GameResult<Self>`).
#[derive(Debug, Clone)]
pub struct Launch {
    /// Where best scores and progress are kept; `None` if the OS offers no data
    /// dir, and in headless runs (so a screenshot replays from seed and script).
    pub data_dir: Option<PathBuf>,
    /// Seed for every random choice, so a run replays from its seed and inputs.
    pub seed: u64,
    /// A level file named on the command line (`--level PATH`): an arena for the
    /// shooter, a pack for Sokoban. `None` means the mode's default.
    pub level_path: Option<PathBuf>,
    /// Window size in pixels at start-up.
    pub window: Vec2,
    /// `--practice`: the shooter's round has no clock and no end box,
    /// whatever the arena says, so a long headless run plays all its steps.
    pub practice: bool,
    /// A chooser's last choice (a resource name, `arenas/storm.toml`): it
    /// starts on that card. `None`: on the first.
    pub last_choice: Option<String>,
    /// The shooter plays a day's daily round (`--daily`): its arena (the
    /// `level_path`), seed and twist; `None`: an ordinary round.
    pub daily: Option<DailyLaunch>,
}

/// A daily round and the day it is played on: only today's round counts
/// for the streak (yesterday's is played unranked).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DailyLaunch {
    /// The round.
    pub daily: hitlab::modes::shooter::daily::Daily,
    /// The local date it is played on.
    pub today: hitlab::modes::shooter::daily::Date,
}

/// What a screen asks the app to do beyond its own screen; the app takes
/// it after each input and step ([`ModeScreen::take_request`]).
pub use hitlab::screens::navigation::Request;

/// What the app asks of a mode's screen.
pub trait ModeScreen {
    /// The mode's name as the title screen shows it, in the current
    /// language.
    fn name(&self) -> String;

    /// Replays `script` instead of the keyboard from the next step on.
    fn set_script(&mut self, script: &Script) -> Result<(), ScriptError>;

    /// A key (or a gamepad standing in for one) went down (`down`) or up.
    /// Auto-repeats are not forwarded. The mode looks it up in its key table
    /// ([`Keymap`](super::keymap::Keymap)). Returns true if the mode used it.
    fn key(&mut self, event: &KeyEvent, down: bool) -> bool;

    /// A mouse event in window pixels.
    fn mouse(&mut self, event: Mouse);

    /// Advances the rules by one fixed step (1/60 s).
    fn step(&mut self);

    /// The window was resized to `size` pixels.
    fn resize(&mut self, size: Vec2);

    /// Called about twice a second so the mode can reload edited resource
    /// files. True if it did (the screen shows something new).
    fn poll_files(&mut self) -> bool {
        false
    }

    /// True while a step without input would change nothing on screen
    /// (paused, idle, nothing held, no script playing): the window then
    /// draws only when an event comes. The default, false, draws every step.
    fn still(&self) -> bool {
        false
    }

    /// The window lost keyboard focus: its key releases will never arrive, so
    /// release every held control (e.g. `ControlState::clear`). The default
    /// does nothing, for modes without held controls.
    fn focus_lost(&mut self) {}

    /// The screen was opened from `chooser`, where Esc goes back to (`None`:
    /// the title), for a screen whose words say where Esc goes. The default
    /// does nothing.
    fn opened_from(&mut self, _chooser: Option<hitlab::screens::navigation::ModeId>) {}

    /// A lesson presenting over this screen holds `←`, `→` and `Space` to
    /// turn pages (`true`) or has handed them back (`false`): the screen's
    /// hints then name a control's other key, so they never tell the class
    /// to press a key that turns the page. The default does nothing, for
    /// modes whose hints name none of those keys.
    fn page_keys_taken(&mut self, _taken: bool) {}

    /// A lesson handed the keys to the class (`Enter`): what its step set
    /// up must now answer them. A script still playing is played out at
    /// once (it would swallow the class's keys, for seconds in slow
    /// motion), and a step its script left paused resumes, so `←`, `→` and
    /// `Space` act as soon as they are handed over. The default does
    /// nothing, for modes that never pause or script past their first frame.
    fn hand_over(&mut self) {}

    /// Whether Ctrl+V may open a share code over this screen (replacing
    /// it). An editor says no: its Ctrl+V is its own, and a code opening
    /// another screen would leave its edits. The default says yes.
    fn opens_codes(&self) -> bool {
        true
    }

    /// The seed this screen sets its scenes up from, if it has its own (a
    /// lesson's steps all start from one); `None` means the run's `--seed`.
    fn own_seed(&self) -> Option<u64> {
        None
    }

    /// Draws the mode into `canvas`, its texts kept in the app's `texts`.
    fn draw(
        &mut self,
        ctx: &mut Context,
        canvas: &mut Canvas,
        style: &Style,
        texts: &mut TextCache,
    ) -> GameResult;

    /// True while the screen takes typed text (an editor's text field): the
    /// app then gives it every key but Esc (which still goes to
    /// [`escape`](Self::escape)), so `?` or `F6` type, not act. The default
    /// is false.
    fn takes_text(&self) -> bool {
        false
    }

    /// True while an input method (Japanese typed as kana and converted)
    /// may compose into the screen: whenever it takes text, and on a screen
    /// where typed letters do something while the other keys keep their
    /// meaning (a chooser's filter). The default is [`takes_text`](Self::takes_text).
    fn composes(&self) -> bool {
        self.takes_text()
    }

    /// What an input method (Japanese typed as kana and converted) is
    /// composing while the screen [`composes`](Self::composes), not yet committed; empty
    /// when it stops. The screen shows it where the typing goes; the
    /// committed text comes as a key's text does. The default ignores it.
    fn compose(&mut self, _composing: &str) {}

    /// Where the typed text goes on screen, window pixels, while the screen
    /// composes: an input method shows its choices beside it. The
    /// default, `None`, leaves them where the system puts them.
    fn typing_at(&self) -> Option<Rect> {
        None
    }

    /// Esc was pressed to leave the screen: true if the screen used it
    /// itself (the editor leaving play, or warning once that its changes
    /// are not saved), and the app then leaves nothing. The default, false,
    /// lets Esc leave.
    fn escape(&mut self) -> bool {
        false
    }

    /// The window is asked to close (its close button, or the system's
    /// close): true if the screen keeps it open to say first that edits are
    /// not saved. Asked again with nothing changed, it lets the window
    /// close, the edits lost. The default, false, never holds it.
    fn hold_close(&mut self) -> bool {
        false
    }

    /// What the screen asks of the app since last asked, if anything (see
    /// [`Request`]). The default asks nothing.
    fn take_request(&mut self) -> Option<Request> {
        None
    }

    /// What a notice over the screen must not cover, window pixels (a
    /// chooser's title, the shooter's test name): the notice goes below.
    /// The default keeps nothing clear.
    fn keep_clear(&self) -> Vec<Rect> {
        Vec::new()
    }

    /// The camera the play area was last drawn with, for a lesson's point
    /// question to take a click into the world; `None`: the mode draws no
    /// world a point could be asked in.
    fn camera(&self) -> Option<hitlab::camera::Camera> {
        None
    }

    /// Whether the mode keeps the answer to a lesson's question off the
    /// screen (the ray lab's entry, exit and values) until the reveal. The
    /// default shows everything: a shooter step holds still before its
    /// answer happens.
    fn hide_answers(&mut self, _hidden: bool) {}

    /// Rows for the help overlay (F1 / `?`), this mode's keys only: read
    /// from its key table and its controls' declarations.
    fn help(&self) -> Vec<HelpLine>;

    /// What the screen shows, as text (`hitlab::lesson::StepRun::fingerprint`'s
    /// form), so a test can tell that a lesson step on screen is the state
    /// the lesson's set-up builds; empty for a screen that is no mode.
    #[cfg(test)]
    fn fingerprint(&self) -> String {
        String::new()
    }

    /// The round's numbers so far, for `--stats` (the app adds its
    /// clock); `None` for a mode that keeps none (the default).
    fn round_report(&self) -> Option<RoundReport> {
        None
    }

    /// Why the first save asked of this screen (an editor's) did not
    /// happen, if one did not: a scripted run then fails. `None` for a
    /// screen that saves nothing (the default).
    fn failed_save(&self) -> Option<String> {
        None
    }

    /// Races `replay`'s plane as a ghost (the shooter, in the replay's
    /// arena); other screens have no round to race it in.
    fn set_ghost(&mut self, _replay: &hitlab::modes::shooter::Replay) -> Result<(), String> {
        Err(hitlab::modes::shooter::replays::NO_ROUND.into())
    }

    /// The replay of the round so far, or why it has none (the shooter);
    /// `None` for a screen with no round.
    fn round_replay(&self) -> Option<Result<hitlab::modes::shooter::Replay, String>> {
        None
    }
}

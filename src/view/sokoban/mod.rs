//! The Sokoban screen: keys and clicks become [`SokobanControl`]s and grid
//! cells for the [`Session`], which decides everything; [`draw`] shows it.

mod draw;
pub(crate) mod keys;
pub(crate) mod layout;
pub(crate) mod overlay;
mod preview;
mod select;

use std::path::PathBuf;

use ggez::glam::Vec2;
use ggez::graphics::Canvas;
use ggez::{Context, GameResult};

use hitlab::i18n::tr;
use hitlab::levels::sokoban::{Cell, DEFAULT_PACK, Pack};
use hitlab::levels::{LiveFile, Rejection, Reload};
use hitlab::modes::sokoban::controls::DIGITS;
use hitlab::modes::sokoban::progress::Progress;
use hitlab::modes::sokoban::session::Screen;
use hitlab::modes::sokoban::{Session, SokobanControl, kept};
use hitlab::sim::controls::ControlState;
use hitlab::sim::script::{self, ScriptPlayer};
use hitlab::sim::{Script, ScriptError};

use super::banner::{BannerView, ErrorBanner};
use super::keymap::{HelpLine, KeyEvent};
use super::screen::{Launch, ModeScreen, Mouse, Request, Style};
use super::text::TextCache;
use super::zoom::{ZoomPan, view_help};
use hitlab::modes::sokoban::clip::is_share_code;
use keys::{CLIP_KEYS, ClipKey, KEYS, LIST_KEYS, ListKey};

/// The pack file at `path`; its boards' own problems are kept in it (a bad
/// board is skipped, the rest play), and logged.
fn load_pack(path: &std::path::Path) -> Result<Pack, Rejection> {
    let pack = Pack::load(path)?;
    for e in pack.errors() {
        log::warn!("{e}");
    }
    Ok(pack)
}

/// Of the window's height, at most this much goes to the error banner.
const MAX_BANNER_SHARE: f32 = 0.3;

pub struct SokobanScreen {
    session: Option<Session>,
    /// The pack file, reloaded when saved; `None` in a lesson's step, whose
    /// lesson watches its files and sets the step up again.
    live: Option<LiveFile>,
    /// Why what plays is not the file on disk (the whole pack, or the
    /// board in play), until a good version loads.
    banner: Option<(Rejection, BannerView)>,
    data_dir: Option<PathBuf>,
    controls: ControlState<SokobanControl>,
    script: Option<ScriptPlayer<SokobanControl>>,
    /// The player's zoom and pan over the board's framing, as last drawn.
    view: ZoomPan,
    /// The board last drawn (level index, width, height): another one is
    /// fitted to the window afresh.
    shown: Option<(usize, usize, usize)>,
    /// The editor, asked for from the level list.
    request: Option<Request>,
}

impl SokobanScreen {
    pub fn new(launch: &Launch) -> GameResult<Self> {
        let pack_path = launch
            .level_path
            .clone()
            .unwrap_or_else(|| hitlab::resources::resolve(DEFAULT_PACK));
        let mut live = LiveFile::new(&pack_path);
        let session = live
            .load(load_pack)
            .map(|pack| Session::new(pack, launch.data_dir.as_deref().map(Progress::load)));
        let mut screen = Self::with_session(session, launch, Some(live));
        screen.show_problems();
        Ok(screen)
    }

    /// The pack `launch` names, playing its level `number` (from 1): the
    /// campaign's Sokoban items.
    pub fn at_level(launch: &Launch, number: usize) -> GameResult<Self> {
        let mut screen = Self::new(launch)?;
        if let Some(session) = &mut screen.session {
            session.open(number.saturating_sub(1));
        }
        Ok(screen)
    }

    /// A lesson step's session, as the lesson set it up (its level open).
    pub fn for_step(session: Session, launch: &Launch) -> Self {
        Self::with_session(Some(session), launch, None)
    }

    fn with_session(session: Option<Session>, launch: &Launch, live: Option<LiveFile>) -> Self {
        Self {
            session,
            live,
            banner: None,
            data_dir: launch.data_dir.clone(),
            controls: ControlState::default(),
            script: None,
            view: ZoomPan::new(launch.window),
            shown: None,
            request: None,
        }
    }

    /// The banner for what the file says now: the pack refused (nothing
    /// changes), or the board in play refused while its last good version
    /// plays on.
    fn show_problems(&mut self) {
        let refused = self.live.as_ref().and_then(LiveFile::rejection).cloned();
        let (rejection, fallback) = match refused {
            Some(r) if self.session.is_some() => (Some(r), "banner-still-playing"),
            Some(r) => (Some(r), "banner-nothing-to-play"),
            None => {
                let board = self.session.as_ref().and_then(Session::level_in_play_error);
                (board.map(Rejection::from), "banner-last-good-version")
            }
        };
        if self.banner.as_ref().map(|(r, _)| r) == rejection.as_ref() {
            return;
        }
        self.banner = rejection.map(|r| {
            let banner = ErrorBanner::new(&r, fallback).into();
            (r, banner)
        });
    }

    /// Copies the level in play and its moves to the clipboard, and says
    /// how that went. Returns whether there was a level to copy.
    fn copy(&mut self) -> bool {
        let Some(session) = &mut self.session else {
            return false;
        };
        let Some(text) = session.copy_text() else {
            return false;
        };
        let moves = session.moves_so_far();
        session.copied(moves, crate::app::clipboard::copy(&text));
        true
    }

    /// Pastes the clipboard's text as a level. A share code is not a
    /// level: it is left (returns false) to the window's own paste.
    fn paste_from_clipboard(&mut self) -> bool {
        match crate::app::clipboard::paste() {
            Ok(text) => self.paste(&text),
            Err(why) => {
                if let Some(session) = &mut self.session {
                    session.not_pasted(why);
                }
                true
            }
        }
    }

    /// Opens pasted `text` as a level (XSB, with or without LURD moves),
    /// or says why not; returns false for a share code, which is not ours.
    pub(crate) fn paste(&mut self, text: &str) -> bool {
        if is_share_code(text) {
            return false;
        }
        if let Some(session) = &mut self.session {
            session.paste(text);
        }
        true
    }

    /// The grid cell under a window pixel (rows go down; world y goes up).
    fn cell_at(&self, pixel: Vec2) -> Cell {
        let world = self.view.camera().screen_to_world().transform_point2(pixel);
        Cell::new(world.x.floor() as i32, (-world.y).floor() as i32)
    }
}

impl ModeScreen for SokobanScreen {
    #[cfg(test)]
    fn fingerprint(&self) -> String {
        self.session
            .as_ref()
            .map(hitlab::lesson::sokoban_fingerprint)
            .unwrap_or_default()
    }

    fn name(&self) -> String {
        tr("mode-sokoban")
    }

    fn set_script(&mut self, script: &Script) -> Result<(), ScriptError> {
        self.script = Some(script.player()?);
        Ok(())
    }

    fn key(&mut self, event: &KeyEvent, down: bool) -> bool {
        // The list takes the digits (the view's `0` fits a board it hides).
        let listing = self.session.as_ref().and_then(|s| match s.screen() {
            Screen::Select { cursor } => Some(cursor),
            _ => None,
        });
        if let (Some(cursor), Some(live), true) = (listing, &self.live, down)
            && LIST_KEYS.control(event, |_| true) == Some(ListKey::Edit)
        {
            // A pasted level has no line in the file to edit.
            if !self.session.as_ref().is_some_and(|s| s.is_pasted(cursor)) {
                self.request = Some(Request::EditPack(live.path().to_owned(), cursor + 1));
            }
            return true;
        }
        if down && let Some(clip) = CLIP_KEYS.control(event, |_| true) {
            return match clip {
                ClipKey::Copy => self.copy(),
                ClipKey::Paste => self.paste_from_clipboard(),
            };
        }
        let listing = listing.is_some();
        if !listing && self.view.key(event, down) {
            return true;
        }
        KEYS.apply(&mut self.controls, event, down, |_| true)
    }

    fn focus_lost(&mut self) {
        self.controls.clear();
    }

    fn mouse(&mut self, event: Mouse) {
        if self.view.mouse(event) {
            return;
        }
        let (Mouse::Down(p) | Mouse::Move(p) | Mouse::Up(p)) = event else {
            return; // the view's own, taken above
        };
        let cell = self.cell_at(p);
        if let Some(session) = &mut self.session {
            match event {
                Mouse::Down(_) => session.pointer_down(cell),
                Mouse::Up(_) => session.pointer_up(cell),
                _ => session.pointer_move(cell),
            }
        }
    }

    /// The set-up script, if still playing, is played out at once: the
    /// class's keys act from the hand-over on.
    fn hand_over(&mut self) {
        while self.script.as_ref().is_some_and(|s| !s.finished()) {
            self.step();
        }
        self.script = None;
    }

    fn step(&mut self) {
        let frame = script::next_frame(&mut self.script, &mut self.controls);
        if let Some(session) = &mut self.session {
            session.step(&frame);
            // The session reports what to keep; the data folder is ours.
            if let Some(dir) = &self.data_dir {
                kept::keep(session, dir);
            }
        }
    }

    /// The board is framed again on the next draw, with the HUD measured.
    fn resize(&mut self, _size: Vec2) {}

    fn poll_files(&mut self) -> bool {
        let Some(live) = &mut self.live else {
            return false;
        };
        let changed = match live.poll(load_pack) {
            Reload::Unchanged => false,
            Reload::Loaded(pack) => {
                match &mut self.session {
                    Some(session) => session.reload(pack),
                    None => {
                        let progress = self.data_dir.as_deref().map(Progress::load);
                        self.session = Some(Session::new(pack, progress));
                    }
                }
                true
            }
            Reload::Refused => true,
        };
        if changed {
            self.show_problems();
        }
        changed
    }

    fn still(&self) -> bool {
        self.controls.is_idle()
            && self.script.is_none()
            && self.session.as_ref().is_none_or(Session::is_idle)
    }

    fn draw(
        &mut self,
        ctx: &mut Context,
        canvas: &mut Canvas,
        style: &Style,
        texts: &mut TextCache,
    ) -> GameResult {
        let shown = self.session.as_ref().and_then(|session| {
            let level = session.game()?.level();
            Some((session.current(), level.width, level.height))
        });
        if shown != self.shown {
            self.view.fit();
            self.shown = shown;
        }
        self.show_problems();
        draw::draw(
            self.session.as_ref(),
            &mut self.view,
            ctx,
            canvas,
            style,
            texts,
        )?;
        if let Some((_, banner)) = &mut self.banner {
            banner.draw_over(ctx, canvas, style, texts, 0.0, MAX_BANNER_SHARE)?;
        }
        Ok(())
    }

    fn take_request(&mut self) -> Option<Request> {
        self.request.take()
    }

    fn help(&self) -> Vec<HelpLine> {
        // The ten digits are one row: "0–9  level list: type a level number".
        let mut rows = KEYS.help_grouped("sokoban", &[(&DIGITS, "help-sokoban-digits")], &[]);
        // A pack with no file of its own (a lesson's step) is not edited.
        if self.live.is_some() {
            rows.push(HelpLine::new(
                LIST_KEYS.keys(ListKey::Edit),
                tr("help-sokoban-list-edit"),
            ));
        }
        rows.push(HelpLine::new(
            CLIP_KEYS.keys(ClipKey::Copy),
            tr("help-sokoban-copy"),
        ));
        rows.push(HelpLine::new(
            CLIP_KEYS.keys(ClipKey::Paste),
            tr("help-sokoban-paste"),
        ));
        rows.push(HelpLine::new(
            tr("key-click-cell"),
            tr("help-sokoban-click"),
        ));
        rows.push(HelpLine::new(tr("key-drag-box"), tr("help-sokoban-drag")));
        rows.extend(view_help());
        rows
    }
}

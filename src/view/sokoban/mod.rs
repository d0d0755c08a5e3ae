//! The Sokoban screen: keys and clicks become [`SokobanControl`]s and grid
//! cells for the [`Session`], which decides everything; [`draw`] shows it.

mod draw;
pub(crate) mod keys;
mod layout;
mod overlay;
mod preview;
mod select;

use std::path::PathBuf;

use ggez::glam::Vec2;
use ggez::graphics::Canvas;
use ggez::{Context, GameResult};

use hitlab::levels::FileWatch;
use hitlab::levels::sokoban::{Cell, DEFAULT_PACK, Pack};
use hitlab::modes::sokoban::{Session, SokobanControl};
use hitlab::sim::controls::ControlState;
use hitlab::sim::script::{self, ScriptPlayer};
use hitlab::sim::{Script, ScriptError};

use super::keymap::{HelpLine, KeyEvent};
use super::screen::{Launch, ModeScreen, Mouse, Style};
use super::text::TextCache;
use super::zoom::{ZoomPan, view_help};
use keys::KEYS;

pub struct SokobanScreen {
    session: Option<Session>,
    /// Why no pack could be loaded (shown instead of a board).
    load_error: Option<String>,
    pack_path: PathBuf,
    watch: FileWatch,
    data_dir: Option<PathBuf>,
    controls: ControlState<SokobanControl>,
    script: Option<ScriptPlayer<SokobanControl>>,
    /// The player's zoom and pan over the board's framing, as last drawn.
    view: ZoomPan,
    /// The board last drawn (level index, width, height): another one is
    /// fitted to the window afresh.
    shown: Option<(usize, usize, usize)>,
}

impl SokobanScreen {
    pub fn new(launch: &Launch) -> GameResult<Self> {
        let pack_path = launch
            .level_path
            .clone()
            .unwrap_or_else(|| launch.resources_dir.join(DEFAULT_PACK));
        let mut screen = Self {
            session: None,
            load_error: None,
            watch: FileWatch::new(&pack_path),
            pack_path,
            data_dir: launch.data_dir.clone(),
            controls: ControlState::default(),
            script: None,
            view: ZoomPan::new(launch.window),
            shown: None,
        };
        screen.load();
        Ok(screen)
    }

    /// Opens a lesson step's level (1-based).
    pub fn teach(&mut self, level: usize) {
        if let Some(session) = &mut self.session {
            hitlab::modes::lesson::open_level(session, level);
        }
    }

    fn load(&mut self) {
        match Pack::load(&self.pack_path) {
            Ok(pack) => {
                for e in pack.errors() {
                    log::warn!("{e}");
                }
                self.load_error = None;
                match &mut self.session {
                    Some(session) => session.reload(pack),
                    None => self.session = Some(Session::new(pack, self.data_dir.clone())),
                }
            }
            Err(e) => {
                log::error!("{e}");
                self.load_error = Some(e.to_string());
            }
        }
    }

    /// The grid cell under a window pixel (rows go down; world y goes up).
    fn cell_at(&self, pixel: Vec2) -> Cell {
        let world = self.view.camera().screen_to_world().transform_point2(pixel);
        Cell::new(world.x.floor() as i32, (-world.y).floor() as i32)
    }
}

impl ModeScreen for SokobanScreen {
    fn name(&self) -> &'static str {
        "Sokoban"
    }

    fn set_script(&mut self, script: &Script) -> Result<(), ScriptError> {
        self.script = Some(script.player()?);
        Ok(())
    }

    fn key(&mut self, event: &KeyEvent, down: bool) -> bool {
        if self.view.key(event, down) {
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

    fn step(&mut self) {
        let frame = script::next_frame(&mut self.script, &mut self.controls);
        if let Some(session) = &mut self.session {
            session.step(&frame);
        }
    }

    /// The board is framed again on the next draw, with the HUD measured.
    fn resize(&mut self, _size: Vec2) {}

    fn poll_files(&mut self) -> bool {
        let changed = self.watch.changed();
        if changed {
            log::info!("{} changed; reloading", self.pack_path.display());
            self.load();
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
        draw::draw(
            self.session.as_ref(),
            self.load_error.as_deref(),
            &mut self.view,
            ctx,
            canvas,
            style,
            texts,
        )
    }

    fn help(&self) -> Vec<HelpLine> {
        let mut rows = KEYS.help();
        rows.push(HelpLine::new(
            "click a cell",
            "walk there by a shortest path",
        ));
        rows.push(HelpLine::new(
            "drag a box",
            "shows the fewest-pushes path; release to push",
        ));
        rows.extend(view_help());
        rows
    }
}

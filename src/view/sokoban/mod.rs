//! The Sokoban screen: keys and clicks become [`SokobanControl`]s and grid
//! cells for the [`Session`], which decides everything; [`draw`] shows it.

mod draw;
mod layout;
mod overlay;
mod preview;
mod select;

use std::path::PathBuf;

use ggez::glam::Vec2;
use ggez::graphics::Canvas;
use ggez::input::keyboard::KeyInput;
use ggez::winit::keyboard::{KeyCode, PhysicalKey};
use ggez::{Context, GameResult};

use hitlab::camera::Camera;
use hitlab::levels::FileWatch;
use hitlab::levels::sokoban::{Cell, Pack};
use hitlab::modes::sokoban::{Session, SokobanControl};
use hitlab::sim::controls::ControlState;
use hitlab::sim::script::ScriptPlayer;
use hitlab::sim::{Control, Script, ScriptError};

use super::screen::{HelpLine, Launch, ModeScreen, Mouse, Style, VirtualKey};
use super::text::TextCache;

/// The pack played when no `--level` is given.
pub const DEFAULT_PACK: &str = "sokoban/hitlab.xsb";

pub struct SokobanScreen {
    session: Option<Session>,
    /// Why no pack could be loaded (shown instead of a board).
    load_error: Option<String>,
    pack_path: PathBuf,
    watch: FileWatch,
    data_dir: Option<PathBuf>,
    controls: ControlState<SokobanControl>,
    script: Option<ScriptPlayer<SokobanControl>>,
    camera: Camera,
}

impl SokobanScreen {
    pub fn new(_ctx: &mut Context, launch: &Launch) -> GameResult<Self> {
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
            camera: Camera::new(Vec2::ZERO, 10.0, launch.window),
        };
        screen.load();
        Ok(screen)
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

    /// Presses or releases `control`; false when the key means nothing here.
    fn apply(&mut self, control: Option<SokobanControl>, down: bool) -> bool {
        let Some(control) = control else {
            return false;
        };
        self.controls.set(control, down);
        true
    }

    /// The grid cell under a window pixel (rows go down; world y goes up).
    fn cell_at(&self, pixel: Vec2) -> Cell {
        let world = self.camera.screen_to_world().transform_point2(pixel);
        Cell::new(world.x.floor() as i32, (-world.y).floor() as i32)
    }
}

/// Keys by position (so WASD / HJKL sit where they should on any layout).
fn control_of(input: &KeyInput) -> Option<SokobanControl> {
    let PhysicalKey::Code(code) = input.event.physical_key else {
        return None;
    };
    control_of_code(code, input.mods.control_key())
}

fn control_of_code(code: KeyCode, ctrl: bool) -> Option<SokobanControl> {
    use SokobanControl as C;
    Some(match code {
        KeyCode::KeyZ if ctrl => C::Undo,
        KeyCode::KeyY if ctrl => C::Redo,
        KeyCode::KeyR if ctrl => C::Restart,
        KeyCode::ArrowUp | KeyCode::KeyW | KeyCode::KeyK => C::Up,
        KeyCode::ArrowDown | KeyCode::KeyS | KeyCode::KeyJ => C::Down,
        KeyCode::ArrowLeft | KeyCode::KeyA | KeyCode::KeyH => C::Left,
        KeyCode::ArrowRight | KeyCode::KeyD | KeyCode::KeyL => C::Right,
        KeyCode::KeyU | KeyCode::Backspace => C::Undo,
        KeyCode::KeyR => C::Redo,
        KeyCode::F5 => C::Restart,
        KeyCode::KeyN | KeyCode::PageDown => C::NextLevel,
        KeyCode::KeyB | KeyCode::PageUp => C::PrevLevel,
        KeyCode::Tab => C::LevelSelect,
        KeyCode::Enter | KeyCode::Space | KeyCode::NumpadEnter => C::Confirm,
        KeyCode::KeyE => C::Export,
        KeyCode::KeyP => C::Replay,
        _ => return None,
    })
}

impl ModeScreen for SokobanScreen {
    fn name(&self) -> &'static str {
        "Sokoban"
    }

    fn set_script(&mut self, script: &Script) -> Result<(), ScriptError> {
        self.script = Some(script.player()?);
        Ok(())
    }

    fn key(&mut self, input: &KeyInput, down: bool) -> bool {
        let control = control_of(input);
        self.apply(control, down)
    }

    fn virtual_key(&mut self, key: VirtualKey, down: bool) -> bool {
        let control = control_of_code(key.key_code(), false);
        self.apply(control, down)
    }

    fn focus_lost(&mut self) {
        self.controls.clear();
    }

    fn mouse(&mut self, event: Mouse) {
        let (Mouse::Down(p) | Mouse::Move(p) | Mouse::Up(p)) = event;
        let cell = self.cell_at(p);
        if let Some(session) = &mut self.session {
            match event {
                Mouse::Down(_) => session.pointer_down(cell),
                Mouse::Move(_) => session.pointer_move(cell),
                Mouse::Up(_) => session.pointer_up(cell),
            }
        }
    }

    fn step(&mut self) {
        let frame = match &mut self.script {
            Some(player) => player.next_frame(),
            None => self.controls.next_frame(),
        };
        if let Some(session) = &mut self.session {
            session.step(&frame);
        }
    }

    fn resize(&mut self, size: Vec2) {
        self.camera.resize(size);
    }

    fn poll_files(&mut self) {
        if self.watch.changed() {
            log::info!("{} changed; reloading", self.pack_path.display());
            self.load();
        }
    }

    fn draw(
        &mut self,
        ctx: &mut Context,
        canvas: &mut Canvas,
        style: &Style,
        texts: &mut TextCache,
    ) -> GameResult {
        draw::draw(self, ctx, canvas, style, texts)
    }

    fn help(&self) -> Vec<HelpLine> {
        use SokobanControl as C;
        let keys = |c: C| match c {
            C::Up => "↑ W K",
            C::Down => "↓ S J",
            C::Left => "← A H",
            C::Right => "→ D L",
            C::Undo => "U, Ctrl+Z, Backspace",
            C::Redo => "R, Ctrl+Y",
            C::Restart => "F5, Ctrl+R",
            C::NextLevel => "N, Page Down",
            C::PrevLevel => "B, Page Up",
            C::LevelSelect => "Tab",
            C::Confirm => "Enter, Space",
            C::Export => "E",
            C::Replay => "P",
        };
        let mut rows: Vec<HelpLine> = C::all()
            .iter()
            .map(|&c| HelpLine::new(keys(c), c.describe()))
            .collect();
        rows.push(HelpLine::new(
            "click a cell",
            "walk there by a shortest path",
        ));
        rows.push(HelpLine::new(
            "drag a box",
            "shows the fewest-pushes path; release to push",
        ));
        rows
    }
}

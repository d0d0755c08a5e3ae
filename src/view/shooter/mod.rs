//! The shooter's screen: maps keys and clicks to [`ShooterControl`]s and
//! world points, steps the core, reloads the arena file when it is edited,
//! and draws. It decides nothing the core could decide.

mod banner;
mod draw;
mod hud;
mod texts;
mod wrap;

use std::path::Path;

use ggez::input::keyboard::{KeyCode, KeyInput};
use ggez::winit::keyboard::PhysicalKey;
use ggez::{Context, GameError, GameResult, graphics::Canvas};
use glam::Vec2;

use hitlab::camera::Camera;
use hitlab::levels::FileWatch;
use hitlab::levels::arena::{Arena, ShapeSpec, load_arena, parse_arena};
use hitlab::modes::shooter::{GameEvent, Phase, ShooterControl as C, ShooterGame};
use hitlab::sim::controls::ControlState;
use hitlab::sim::script::ScriptPlayer;
use hitlab::sim::{Control, Script, ScriptError};

use super::screen::{HelpLine, Launch, ModeScreen, Mouse, Style, VirtualKey};
use super::sound::{self, Sound};
use banner::{BannerView, ErrorBanner};
use texts::TextCache;

/// The arena the game falls back on if no file can be loaded at all.
const BUILTIN_ARENA: &str = include_str!("../../../resources/arenas/default.toml");
/// Scale of the view around the arena, so its border is never on the window edge.
const VIEW_MARGIN: f32 = 1.04;
/// Fractions of the window height the HUD takes at the top (mode, counters)
/// and the hint line at the bottom; the arena is framed between them so no
/// text lies over the play field.
const HUD_TOP: f32 = 0.16;
const HUD_BOTTOM: f32 = 0.07;

pub struct ShooterScreen {
    game: ShooterGame,
    controls: ControlState<C>,
    script: Option<ScriptPlayer<C>>,
    camera: Camera,
    watch: FileWatch,
    font: Option<Vec<u8>>,
    /// Why the arena played is not the file's, shown as a banner until a
    /// good file loads.
    arena_error: Option<BannerView>,
    texts: TextCache,
}

impl ShooterScreen {
    pub fn new(_ctx: &mut Context, launch: &Launch) -> GameResult<Self> {
        let font_path = launch.resources_dir.join("fonts/DejaVuSans-Bold.ttf");
        let font = match std::fs::read(&font_path) {
            Ok(bytes) => Some(bytes),
            Err(e) => {
                log::warn!("{}: {e}; Letter targets are left out", font_path.display());
                None
            }
        };
        let arena_path = launch
            .level_path
            .clone()
            .unwrap_or_else(|| launch.resources_dir.join("arenas/default.toml"));
        // Neither the file nor the built-in copy compiled from it may be
        // valid (a designer can break both with one edit and a rebuild): then
        // the mode does not open and the title screen shows why.
        let (arena, arena_error) = match load_arena(&arena_path) {
            Ok(arena) => (arena, None),
            Err(e) => {
                log::error!("{e}");
                (
                    builtin_arena().map_err(|builtin| {
                        GameError::CustomError(format!("{e}; the built-in arena too: {builtin}"))
                    })?,
                    Some(ErrorBanner::for_arena(&e, "playing the built-in arena")),
                )
            }
        };
        let (game, shape_error) =
            build_game(arena, font.as_deref(), launch.seed).map_err(GameError::CustomError)?;
        let mut screen = Self {
            game: game.with_best_file(launch.data_dir.clone()),
            controls: ControlState::default(),
            script: None,
            camera: Camera::new(Vec2::ZERO, 10.0, launch.window),
            watch: FileWatch::new(&arena_path),
            font,
            arena_error: arena_error
                .or(shape_error.map(|message| {
                    ErrorBanner::single("Arena loaded with targets left out:", message)
                }))
                .map(BannerView::from),
            texts: TextCache::default(),
        };
        screen.frame_arena();
        Ok(screen)
    }

    /// Fits the whole arena in the window between the HUD bands, undistorted.
    fn frame_arena(&mut self) {
        let size = self.game.arena().size;
        let viewport = self.camera.viewport.max(Vec2::ONE);
        let band = 1.0 - HUD_TOP - HUD_BOTTOM;
        let height = (size.y / band).max(size.x * viewport.y / viewport.x) * VIEW_MARGIN;
        // Centre the arena in the band: the camera looks a little above it.
        let center = Vec2::new(0.0, (HUD_TOP - HUD_BOTTOM) * 0.5 * height);
        self.camera = Camera::new(center, height, viewport);
    }

    fn reload(&mut self) {
        let path = self.watch.path().to_owned();
        const KEPT: &str = "still playing the last good one";
        let loaded = load_arena(&path).map_err(|e| {
            log::error!("{e}\n(keeping the last good arena)");
            ErrorBanner::for_arena(&e, KEPT)
        });
        match loaded.and_then(|arena| {
            self.game
                .replace_arena(arena, self.font.as_deref())
                .map_err(|e| {
                    log::error!("{}: {e} (keeping the last good arena)", path.display());
                    ErrorBanner::single(
                        format!("{}: a target could not be built ({KEPT}):", path.display()),
                        e.to_string(),
                    )
                })
        }) {
            Ok(()) => {
                log::info!("{}: reloaded", path.display());
                self.arena_error = None;
                self.frame_arena();
            }
            Err(banner) => self.arena_error = Some(banner.into()),
        }
    }

    /// A key (or the gamepad standing in for one) went down or up.
    fn key_code(&mut self, code: KeyCode, down: bool) -> bool {
        let Some(control) = Self::control_for(code, self.game.phase) else {
            return false;
        };
        self.controls.set(control, down);
        true
    }

    fn control_for(key: KeyCode, phase: Phase) -> Option<C> {
        Some(match key {
            KeyCode::KeyH | KeyCode::ArrowLeft => C::RotateLeft,
            KeyCode::KeyL | KeyCode::ArrowRight => C::RotateRight,
            KeyCode::KeyS => C::ToggleMove,
            KeyCode::ArrowUp => C::Thrust,
            KeyCode::KeyA | KeyCode::Space => C::Fire,
            KeyCode::KeyT => C::ToggleDetection,
            KeyCode::KeyP => C::Pause,
            KeyCode::KeyN => C::StepOnce,
            KeyCode::BracketLeft => C::Slower,
            KeyCode::BracketRight => C::Faster,
            KeyCode::KeyD => C::ToggleDebug,
            KeyCode::Tab => C::SelectNext,
            KeyCode::KeyR => C::Restart,
            KeyCode::Enter | KeyCode::NumpadEnter if phase == Phase::Ended => C::Restart,
            _ => return None,
        })
    }

    /// Sounds and other one-off reactions to what the rules reported.
    fn react(events: &[GameEvent]) {
        for event in events {
            match *event {
                GameEvent::Fired => sound::play(Sound::Fire),
                GameEvent::Hit { .. } => sound::play(Sound::Hit),
                GameEvent::TipSave { .. } => {}
                GameEvent::Broke { .. } => sound::play(Sound::Break),
                GameEvent::RoundEnded {
                    score,
                    best,
                    new_best,
                } => {
                    sound::play(Sound::RoundEnd);
                    log::info!("round over: score {score}, best {best}, new best: {new_best}");
                }
            }
        }
    }
}

/// The shipped default, compiled in, for when no arena file can be loaded.
fn builtin_arena() -> Result<Arena, String> {
    parse_arena(BUILTIN_ARENA, Path::new("built-in default.toml")).map_err(|e| e.to_string())
}

/// The game, or (if a shape cannot be built, e.g. the font is missing) the
/// game without the targets that failed, with the reason.
fn build_game(
    arena: Arena,
    font: Option<&[u8]>,
    seed: u64,
) -> Result<(ShooterGame, Option<String>), String> {
    match ShooterGame::new(arena.clone(), font, seed) {
        Ok(game) => Ok((game, None)),
        Err(e) => {
            let mut without_letters = arena;
            without_letters
                .targets
                .retain(|t| !matches!(t.shape, ShapeSpec::Letter { .. }));
            let message = format!("a target could not be built ({e}); letters left out");
            log::error!("{message}");
            match ShooterGame::new(without_letters, font, seed) {
                Ok(game) => Ok((game, Some(message))),
                Err(_) => {
                    let game = ShooterGame::new(builtin_without_letters()?, None, seed)
                        .map_err(|e| format!("{message}; the built-in arena too: {e}"))?;
                    Ok((game, Some(message)))
                }
            }
        }
    }
}

fn builtin_without_letters() -> Result<Arena, String> {
    let mut arena = builtin_arena()?;
    arena
        .targets
        .retain(|t| !matches!(t.shape, ShapeSpec::Letter { .. }));
    Ok(arena)
}

impl ModeScreen for ShooterScreen {
    fn name(&self) -> &'static str {
        "Shooter"
    }

    fn set_script(&mut self, script: &Script) -> Result<(), ScriptError> {
        self.script = Some(script.player::<C>()?);
        Ok(())
    }

    fn key(&mut self, input: &KeyInput, down: bool) -> bool {
        let PhysicalKey::Code(code) = input.event.physical_key else {
            return false;
        };
        self.key_code(code, down)
    }

    fn virtual_key(&mut self, key: VirtualKey, down: bool) -> bool {
        self.key_code(key.key_code(), down)
    }

    fn focus_lost(&mut self) {
        self.controls.clear();
    }

    fn mouse(&mut self, event: Mouse) {
        if let Mouse::Down(pixels) = event {
            let world = self.camera.screen_to_world().transform_point2(pixels);
            self.game.select_at(world);
        }
    }

    fn step(&mut self) {
        let frame = match &mut self.script {
            Some(player) => player.next_frame(),
            None => self.controls.next_frame(),
        };
        let events = self.game.step(&frame);
        Self::react(&events);
    }

    fn resize(&mut self, size: Vec2) {
        self.camera.resize(size);
        self.frame_arena();
    }

    fn poll_files(&mut self) {
        if self.watch.changed() {
            self.reload();
        }
    }

    fn draw(&mut self, ctx: &mut Context, canvas: &mut Canvas, style: &Style) -> GameResult {
        if self.camera.viewport != style.window {
            self.camera.resize(style.window);
            self.frame_arena();
        }
        draw::world(ctx, canvas, style, &self.camera, &self.game)?;
        hud::hud(ctx, canvas, style, &mut self.texts, &self.game)?;
        if let Some(inset) = self.game.inset() {
            hud::inset(ctx, canvas, style, &mut self.texts, &self.game, &inset)?;
        }
        if self.game.phase == Phase::Ended {
            hud::end_screen(ctx, canvas, style, &mut self.texts, &self.game)?;
        }
        if let Some(banner) = &mut self.arena_error {
            banner.draw(ctx, canvas, style, &mut self.texts)?;
        }
        Ok(())
    }

    fn help(&self) -> Vec<HelpLine> {
        let keys = |c: C| match c {
            C::RotateLeft => "H / ←",
            C::RotateRight => "L / →",
            C::ToggleMove => "S",
            C::Thrust => "↑",
            C::Fire => "A / Space",
            C::ToggleDetection => "T",
            C::Pause => "P",
            C::StepOnce => "N",
            C::Slower => "[",
            C::Faster => "]",
            C::ToggleDebug => "D",
            C::SelectNext => "Tab",
            C::Restart => "R (Enter on the end screen)",
        };
        let mut lines: Vec<HelpLine> = C::all()
            .iter()
            .map(|&c| HelpLine::new(keys(c), c.describe()))
            .collect();
        lines.push(HelpLine::new(
            "click",
            "select a target: its local-space inset",
        ));
        lines
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gamepad_stick_rotates_and_south_button_fires() {
        let control = |key: VirtualKey| ShooterScreen::control_for(key.key_code(), Phase::Playing);
        assert_eq!(control(VirtualKey::Left), Some(C::RotateLeft));
        assert_eq!(control(VirtualKey::Right), Some(C::RotateRight));
        assert_eq!(control(VirtualKey::Space), Some(C::Fire));
        assert_eq!(
            ShooterScreen::control_for(VirtualKey::Enter.key_code(), Phase::Ended),
            Some(C::Restart)
        );
    }
}

//! The shooter's screen: maps keys and clicks to [`ShooterControl`]s and
//! world points, steps the core, reloads the arena file when it is edited,
//! and draws. It decides nothing the core could decide.

pub(crate) mod draw;
mod fallback;
mod footer;
mod hud;
pub(crate) mod keys;
pub(crate) mod layout;
mod marker_sprites;
mod shells;

pub use hitlab::screens::words::shooter::detection_words;

use std::path::PathBuf;

use ggez::graphics::{Canvas, Rect};
use ggez::{Context, GameError, GameResult};
use glam::Vec2;

use hitlab::camera::Camera;
use hitlab::i18n::{tr, tr_args};
use hitlab::levels::LiveFile;
use hitlab::levels::arena::DEFAULT_ARENA;
use hitlab::modes::share_code;
use hitlab::modes::shooter::{
    GameEvent, Phase, Replay, ShooterControl as C, ShooterGame, StepInput, best, daily, replay,
};
use hitlab::sim::Control as _;
use hitlab::sim::controls::ControlState;
use hitlab::sim::script::{self, ScriptPlayer};
use hitlab::sim::{Script, ScriptError};

use super::banner::{BannerView, ErrorBanner};
use super::keymap::{HelpLine, KeyEvent};
use super::screen::{DailyLaunch, Launch, ModeScreen, Mouse, Request, Style};
use super::sound::{self, Sound};
use super::zoom::{ZoomPan, view_help};
use crate::view::text::{TextCache, TextSizes};
use fallback::builtin_arena;
use footer::Footer;
use keys::KEYS;
use layout::{Layout, LayoutSpec};

/// Names a daily round in the HUD: the arena, the day and its twist, and
/// the streak of days played in a row up to today (`streak`, when any).
fn name_daily(game: &mut ShooterGame, round: DailyLaunch, streak: u32) {
    let mut arena = game.arena().clone();
    let twist = tr(&format!("daily-twist-{}", round.daily.twist.key()));
    let args = [
        ("arena", arena.name.clone().into()),
        ("date", round.daily.date.to_string().into()),
        ("twist", twist.into()),
    ];
    arena.name = tr_args("daily-name", &args);
    if streak > 0 {
        let days = tr_args("daily-streak", &[("days", streak.into())]);
        arena.name = format!("{} · {days}", arena.name);
    }
    if game.replace_arena(arena).is_err() {
        log::warn!("the daily arena's name could not be shown");
    }
}

/// Of the window's height, at most this much goes to the error banner.
const MAX_BANNER_SHARE: f32 = 0.3;

pub struct ShooterScreen {
    game: ShooterGame,
    controls: ControlState<C>,
    script: Option<ScriptPlayer<C>>,
    camera: Camera,
    /// The player's zoom and pan over the arena's framing.
    view: ZoomPan,
    /// The arena file, reloaded when saved; `None` in a lesson's step,
    /// whose lesson watches its files and sets the step up again.
    live: Option<LiveFile>,
    /// Why the arena played is not the file's, shown as a banner until a
    /// good file loads.
    arena_error: Option<BannerView>,
    footer: Footer,
    /// Where everything was last drawn; the camera frames the arena in
    /// its field, so a click maps through what the player saw.
    layout: Layout,
    /// The inset's measured width, by text size (bits) and theme (its face
    /// is bold in the projector theme).
    inset_width: Option<((u32, bool), f32)>,
    /// Every shell in one draw (instanced, or a storm's one picture).
    shell_sprites: shells::ShellSprites,
    /// The hit and miss markers' sprites, made once.
    marker_sprites: marker_sprites::MarkerSprites,
    /// Microseconds the last frame took to draw the world (the `F3` line).
    draw_us: u32,
    /// What the end box asked of the app (the next arena).
    request: Option<Request>,
    /// The data folder and this arena's key in its best scores, where a
    /// round's new best is kept; `None` in a lesson's step or the editor's
    /// try-out, and when the system has no data folder.
    best_file: Option<(PathBuf, String)>,
    /// The last finished round's replay as a share code (Ctrl+C copies
    /// it); `None` before one ends, and in a lesson's step (no file).
    finished_code: Option<String>,
    /// The daily round played, and the data folder its streak is kept in;
    /// `None`: an ordinary round.
    daily: Option<(DailyLaunch, Option<PathBuf>)>,
    /// The inputs of a replay being watched, played one a step instead of
    /// the player's keys; the round it plays is not ranked.
    watching: Option<std::vec::IntoIter<StepInput>>,
}

impl ShooterScreen {
    /// The arena named on the command line, or the default one. A file
    /// refused at start (the same checks as on reload) plays the built-in
    /// copy of the default arena under the banner that says why; if that
    /// is broken too (a designer can break both with one edit and a
    /// rebuild) the mode does not open and the title says why.
    pub fn new(launch: &Launch) -> GameResult<Self> {
        let arena_path = launch
            .level_path
            .clone()
            .unwrap_or_else(|| hitlab::resources::resolve(DEFAULT_ARENA));
        let mut live = LiveFile::new(&arena_path);
        let seed = launch.seed;
        let daily = launch.daily;
        let (game, banner) = match live.load(|path| match daily {
            Some(round) => ShooterGame::from_file_twisted(path, seed, round.daily.twist),
            None => ShooterGame::from_file(path, seed),
        }) {
            Some(game) => (game, None),
            None => {
                let rejection = live.rejection().cloned();
                let builtin = builtin_arena()
                    .and_then(|arena| ShooterGame::new(arena, seed).map_err(|e| e.to_string()))
                    .map_err(|builtin| {
                        let refused = rejection
                            .as_ref()
                            .map(hitlab::screens::banner::refused)
                            .unwrap_or_default();
                        let args = [("refused", refused.into()), ("builtin", builtin.into())];
                        GameError::CustomError(tr_args("arena-builtin-refused", &args))
                    })?;
                let banner = rejection.map(|r| ErrorBanner::new(&r, "banner-playing-builtin"));
                (builtin, banner)
            }
        };
        let key = best::arena_key(&arena_path, hitlab::resources::current());
        // A daily round's twisted rules are not the arena's: its score is
        // not the arena's best.
        let best_file = launch
            .data_dir
            .clone()
            .filter(|_| daily.is_none())
            .map(|dir| (dir, key));
        let best = best_file
            .as_ref()
            .map_or(0, |(dir, key)| best::load_best(dir, key));
        let mut game = game.with_best(best);
        game.practice |= launch.practice;
        if let Some(round) = daily {
            let streak = launch
                .data_dir
                .as_deref()
                .map_or(0, |dir| daily::Streak::load(dir).current(round.today));
            name_daily(&mut game, round, streak);
        }
        let mut screen = Self::with_game(game, launch, Some(live));
        screen.best_file = best_file;
        screen.daily = daily.map(|round| (round, launch.data_dir.clone()));
        screen.arena_error = banner.map(BannerView::from);
        Ok(screen)
    }

    /// A lesson step's game, as the lesson set it up (views and all).
    pub fn for_step(game: ShooterGame, launch: &Launch) -> Self {
        Self::with_game(game, launch, None)
    }

    fn with_game(game: ShooterGame, launch: &Launch, live: Option<LiveFile>) -> Self {
        let mut screen = Self {
            game,
            controls: ControlState::default(),
            script: None,
            camera: Camera::new(Vec2::ZERO, 10.0, launch.window),
            view: ZoomPan::new(launch.window),
            live,
            arena_error: None,
            footer: Footer::default(),
            layout: Layout::default(),
            inset_width: None,
            shell_sprites: shells::ShellSprites::default(),
            marker_sprites: marker_sprites::MarkerSprites::default(),
            draw_us: 0,
            request: None,
            best_file: None,
            finished_code: None,
            daily: None,
            watching: None,
        };
        // Framed again on every draw, with the panels measured.
        let text_px = TextSizes::for_window(launch.window).body;
        screen.frame_arena(LayoutSpec::plain(
            launch.window,
            screen.game.arena().size,
            text_px,
        ));
        screen
    }

    /// Lays the screen out and frames the whole arena in its field.
    fn frame_arena(&mut self, spec: LayoutSpec) {
        self.layout = layout::layout(&spec);
        let fit = layout::camera(self.layout.field, spec.arena, spec.window.max(Vec2::ONE));
        let field = self.layout.field;
        let middle = Vec2::new(field.x + field.w / 2.0, field.y + field.h / 2.0);
        self.camera = self.view.frame(fit, middle);
    }

    /// The layout for this frame: the banner and the inset take their
    /// room first (measured with ggez), the field gets the rest.
    fn layout_spec(
        &mut self,
        ctx: &Context,
        style: &Style,
        texts: &mut TextCache,
    ) -> GameResult<LayoutSpec> {
        let pad = layout::margin(style.text_px);
        let banner_height = match &mut self.arena_error {
            Some(banner) => Some(banner.height(
                ctx,
                style,
                texts,
                style.window.x - 2.0 * pad,
                style.window.y * MAX_BANNER_SHARE,
            )?),
            None => None,
        };
        let inset_width = match self.game.selected {
            None => None,
            Some(_) => {
                let key = (style.text_px.to_bits(), style.theme.high_contrast);
                match self.inset_width {
                    Some((k, width)) if k == key => Some(width),
                    _ => {
                        let width = hud::inset_width(ctx, style, texts)?;
                        self.inset_width = Some((key, width));
                        Some(width)
                    }
                }
            }
        };
        Ok(LayoutSpec {
            window: style.window,
            arena: self.game.arena().size,
            text_px: style.text_px,
            banner_height,
            inset_width,
            stats: match self.game.step_stats {
                true => Some(hud::step_panel_size(ctx, style, texts)?),
                false => None,
            },
            footer: style.chrome,
        })
    }

    /// Writes the new best a round ended with to the best scores, the
    /// moment the rules report it; a failure is kept for the end box.
    fn keep_best(&mut self, events: &[GameEvent]) {
        let Some((dir, key)) = &self.best_file else {
            return;
        };
        for event in events {
            if let GameEvent::RoundEnded {
                best,
                new_best: true,
                ..
            } = *event
            {
                self.game.best_not_saved = best::save_best(dir, key, best).err();
            }
        }
    }

    /// Counts a daily round that just ended in the streak (today's only).
    fn keep_streak(&mut self, events: &[GameEvent]) {
        let Some((round, Some(dir))) = &self.daily else {
            return;
        };
        if !events
            .iter()
            .any(|e| matches!(e, GameEvent::RoundEnded { .. }))
        {
            return;
        }
        let mut streak = daily::Streak::load(dir);
        if streak.played(round.daily.date, round.today)
            && let Err(e) = streak.save(dir)
        {
            log::warn!("{}: the daily streak was not kept: {e}", dir.display());
        }
    }

    /// Keeps the code of a round that just ended, for Ctrl+C: its arena
    /// named as the best scores name it and pinned by the file's hash.
    fn keep_code(&mut self, events: &[GameEvent]) {
        if !events
            .iter()
            .any(|e| matches!(e, GameEvent::RoundEnded { .. }))
        {
            return;
        }
        // A daily round's replay would play without its twist.
        let Some(live) = self.live.as_ref().filter(|_| self.daily.is_none()) else {
            return;
        };
        let key = best::arena_key(live.path(), hitlab::resources::current());
        self.finished_code = hitlab::resources::read_bytes(live.path())
            .ok()
            .and_then(|bytes| Replay::of_round(&self.game, &key, &replay::arena_hash(&bytes)))
            .map(|replay| share_code::replay_code(&replay));
    }

    /// Sounds and other one-off reactions to what the rules reported.
    fn react(events: &[GameEvent]) {
        for event in events {
            match *event {
                GameEvent::Fired => sound::play(Sound::Fire),
                GameEvent::Hit { .. } => sound::play(Sound::Hit),
                GameEvent::TipSave { .. } | GameEvent::SpinSave { .. } => {}
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

impl ModeScreen for ShooterScreen {
    fn camera(&self) -> Option<Camera> {
        Some(self.camera)
    }

    fn name(&self) -> String {
        tr("mode-shooter")
    }

    fn set_script(&mut self, script: &Script) -> Result<(), ScriptError> {
        // Edit opens the arena editor, which plays the rest in its own
        // controls.
        self.script = Some(script.until_opening(&[C::Edit.name()]).player::<C>()?);
        Ok(())
    }

    fn key(&mut self, event: &KeyEvent, down: bool) -> bool {
        if self.view.key(event, down) {
            self.camera = self.view.camera();
            return true;
        }
        let phase = self.game.phase;
        KEYS.apply(&mut self.controls, event, down, |w| w.holds(phase))
    }

    fn take_request(&mut self) -> Option<Request> {
        self.request.take()
    }

    fn focus_lost(&mut self) {
        self.controls.clear();
    }

    fn mouse(&mut self, event: Mouse) {
        if self.view.mouse(event) {
            self.camera = self.view.camera();
            return;
        }
        if let Mouse::Down(pixels) = event {
            // A click on the inset is on the panel, not a miss in the arena.
            if self.layout.inset.is_some_and(|r| r.contains(pixels)) {
                return;
            }
            let world = self.camera.screen_to_world().transform_point2(pixels);
            self.game.select_at(world);
        }
    }

    fn step(&mut self) {
        let frame = script::next_frame(&mut self.script, &mut self.controls);
        // The next arena is the app's to open; a lesson's step (no file of
        // its own) has none.
        if frame.pressed(C::NextArena) && self.game.phase == Phase::Ended && self.live.is_some() {
            self.request = Some(Request::NextArena);
        }
        if frame.pressed(C::Edit)
            && let Some(live) = &self.live
        {
            self.request = Some(Request::EditArena(live.path().to_owned()));
        }
        if frame.pressed(C::CopyCode) {
            self.request = Some(Request::CopyCode(self.finished_code.clone()));
        }
        let events = match &mut self.watching {
            Some(inputs) => {
                let mut events = Vec::new();
                match inputs.next() {
                    Some(input) => self.game.play_input(&input, &mut events),
                    None => self.watching = None,
                }
                events
            }
            None => {
                let events = self.game.step(&frame);
                self.keep_best(&events);
                events
            }
        };
        self.keep_code(&events);
        self.keep_streak(&events);
        Self::react(&events);
    }

    fn watch_shared(&mut self, replay: &Replay) -> bool {
        if self.live.is_none() {
            return false;
        }
        let Ok(game) = ShooterGame::new(self.game.arena().clone(), replay.seed) else {
            return false;
        };
        self.game = game;
        self.watching = Some(replay.inputs.clone().into_iter());
        true
    }

    fn resize(&mut self, size: Vec2) {
        // Framed again on the next draw, when text sizes are known.
        self.camera.resize(size);
    }

    fn poll_files(&mut self) -> bool {
        let Some(live) = &mut self.live else {
            return false;
        };
        let game = &mut self.game;
        let reload = live.poll(|path| game.reload_from(path));
        BannerView::follow(&mut self.arena_error, live, &reload, "banner-still-playing")
    }

    /// Paused (and no replay playing), with nothing to hand to the next
    /// step.
    fn still(&self) -> bool {
        let replaying = self.game.rewound().is_some_and(|r| r.replaying);
        self.game.paused && !replaying && self.controls.is_idle() && self.script.is_none()
    }

    fn draw(
        &mut self,
        ctx: &mut Context,
        canvas: &mut Canvas,
        style: &Style,
        texts: &mut TextCache,
    ) -> GameResult {
        let spec = self.layout_spec(ctx, style, texts)?;
        self.frame_arena(spec);
        let layout = self.layout;
        // Shells fly a little past the border before they are dropped:
        // nothing of the world is drawn outside the field and its border.
        let clip = layout::clip(layout.field, style.theme.line_px + 1.0, style.window);
        if let Some(clip) = clip {
            canvas.set_scissor_rect(clip)?;
        }
        let area = clip.unwrap_or(Rect::new(0.0, 0.0, style.window.x, style.window.y));
        let started = std::time::Instant::now();
        // Shells first, the targets and the plane over them.
        let colour = style.theme.text;
        let world = (self.shell_sprites)
            .draw(ctx, canvas, &self.camera, &self.game, colour, area)
            .and_then(|()| {
                let markers = &mut self.marker_sprites;
                draw::world(ctx, canvas, style, &self.camera, &self.game, markers, texts)
            });
        self.draw_us = started.elapsed().as_micros().min(u32::MAX as u128) as u32;
        canvas.set_default_scissor_rect();
        world?;
        // The arena's own `font`, if it names one, draws its name first.
        let font = self.game.arena().font.clone();
        texts.with_own_font(font, |texts| {
            hud::hud(ctx, canvas, style, texts, &self.game)
        })?;
        if self.game.step_stats {
            let frame = hud::FrameCost {
                draw_us: self.draw_us,
                fps: ctx.time.fps(),
            };
            if let Some(rect) = layout.stats {
                hud::step_line(ctx, canvas, style, texts, &self.game, rect, frame)?;
            }
        }
        if style.chrome {
            let bright = !self.game.clock_running();
            self.footer
                .draw(ctx, canvas, style, texts, layout.footer_y, bright)?;
        }
        if let (Some(inset), Some(rect)) = (self.game.inset(), layout.inset) {
            hud::inset(ctx, canvas, style, texts, &self.game, &inset, rect)?;
        }
        if let (Some(banner), Some(rect)) = (&self.arena_error, layout.banner) {
            banner.draw(ctx, canvas, style, texts, rect)?;
        }
        if self.game.phase == Phase::Ended {
            // Between the HUD and the footer.
            let top = layout::hud_bottom(style.text_px);
            let area = Rect::new(0.0, top, style.window.x, layout.footer_y - top);
            hud::end_screen(ctx, canvas, style, texts, &self.game, area)?;
        }
        Ok(())
    }

    fn hand_over(&mut self) {
        // Bounded: a script holds nothing past its last item's end.
        while self.script.as_ref().is_some_and(|s| !s.finished()) {
            self.step();
        }
        self.script = None;
        self.game.paused = false;
    }

    fn page_keys_taken(&mut self, taken: bool) {
        self.footer.page_keys_taken(taken);
    }

    #[cfg(test)]
    fn fingerprint(&self) -> String {
        hitlab::lesson::shooter_fingerprint(&self.game)
    }

    fn round_report(&self) -> Option<hitlab::modes::shooter::RoundReport> {
        Some(self.game.report())
    }

    /// The HUD above the field (the test in use, the counts, the clock).
    fn keep_clear(&self) -> Vec<Rect> {
        let field = self.layout.field;
        vec![Rect::new(0.0, 0.0, field.x * 2.0 + field.w, field.y)]
    }

    fn help(&self) -> Vec<HelpLine> {
        // The rotate rows name the arena's own turn rate, not a default.
        let degrees = self.game.arena().plane.turn_rate.to_degrees();
        let args = [("degrees", degrees_text(degrees).into())];
        // Without a file of its own (a lesson's step, the editor's play)
        // there is no next arena and nothing to edit: `step` ignores them.
        let except: &[C] = if self.live.is_some() {
            &[]
        } else {
            &[C::NextArena, C::Edit]
        };
        let mut lines = KEYS.help_except("shooter", &[], except, &args);
        lines.push(HelpLine::new(tr("key-click"), tr("help-shooter-click")));
        lines.push(HelpLine::new(
            tr("key-aim-line"),
            tr("help-shooter-aim-line"),
        ));
        lines.extend(view_help());
        lines
    }
}

/// Degrees as a help line says them: "2°", "2.5°", "0.25°" (no trailing
/// zeros; the arena's value is at most two decimals in practice).
fn degrees_text(degrees: f32) -> String {
    let text = format!("{degrees:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    format!("{text}°")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// F1 names the arena's own turn rate: the storm turns 2.5° a step, not
    /// the default 2°.
    #[test]
    fn the_help_names_the_arenas_turn_rate() {
        let launch = Launch {
            level_path: Some(hitlab::resources::resolve("arenas/storm.toml")),
            data_dir: None,
            seed: 1,
            window: Vec2::new(1280.0, 720.0),
            practice: false,
            last_choice: None,
            daily: None,
        };
        let screen = ShooterScreen::new(&launch).expect("the storm opens");
        let help = screen.help();
        let rotate: Vec<&str> = help
            .iter()
            .map(|line| line.action.as_str())
            .filter(|action| action.starts_with("rotate the plane"))
            .collect();
        assert_eq!(
            rotate,
            [
                "rotate the plane left (2.5° per step)",
                "rotate the plane right (2.5° per step)"
            ]
        );
    }

    #[test]
    fn e_asks_for_the_arena_playing_in_the_editor() {
        let level = hitlab::resources::resolve("arenas/thin_tip.toml");
        let launch = Launch {
            level_path: Some(level.clone()),
            data_dir: None,
            seed: 1,
            window: Vec2::new(1280.0, 720.0),
            practice: false,
            last_choice: None,
            daily: None,
        };
        let mut screen = ShooterScreen::new(&launch).expect("thin_tip opens");
        let script = Script::parse("0:edit").expect("a script");
        screen.set_script(&script).expect("the shooter's controls");
        screen.step();
        assert_eq!(screen.take_request(), Some(Request::EditArena(level)));
    }

    /// The screen keeps the new best a round reports, under the arena's
    /// key, and says why when the data folder will not take it.
    #[test]
    fn a_rounds_new_best_is_kept_by_the_screen() {
        let dir = std::env::temp_dir().join(format!("hitlab-screen-best-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let level = hitlab::resources::resolve("arenas/thin_tip.toml");
        let launch = |data_dir: &std::path::Path| Launch {
            level_path: Some(level.clone()),
            data_dir: Some(data_dir.to_owned()),
            seed: 1,
            window: Vec2::new(1280.0, 720.0),
            practice: false,
            last_choice: None,
            daily: None,
        };
        let ended = |score, new_best| GameEvent::RoundEnded {
            score,
            best: score,
            new_best,
        };
        let mut screen = ShooterScreen::new(&launch(&dir)).expect("thin_tip opens");
        screen.keep_best(&[ended(7, false)]);
        assert!(!dir.exists(), "no new best, nothing written");
        screen.keep_best(&[ended(7, true)]);
        assert_eq!(best::load_best(&dir, "arenas/thin_tip.toml"), 7);
        assert_eq!(screen.game.best_not_saved, None);
        let again = ShooterScreen::new(&launch(&dir)).expect("thin_tip opens");
        assert_eq!(again.game.best, 7, "read back when the arena opens");
        std::fs::remove_dir_all(&dir).unwrap();

        // A data "folder" that is a file cannot be written.
        hitlab::files::write(&dir, "not a folder").unwrap();
        let mut screen = ShooterScreen::new(&launch(&dir)).expect("thin_tip opens");
        screen.keep_best(&[ended(3, true)]);
        let why = screen.game.best_not_saved.clone().unwrap_or_default();
        std::fs::remove_file(&dir).unwrap();
        assert!(why.contains("cannot be written"), "{why}");
    }

    #[test]
    fn the_turn_rate_is_said_without_trailing_zeros() {
        assert_eq!(degrees_text(2.0), "2°");
        assert_eq!(degrees_text(2.5), "2.5°");
        assert_eq!(degrees_text(0.25), "0.25°");
        assert_eq!(degrees_text(45.0), "45°");
    }
}

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
mod replaying;
mod shells;

pub use hitlab::screens::words::shooter::detection_words;
use hitlab::screens::words::shooter::{RoundKind, daily_name};

use std::path::PathBuf;

use ggez::graphics::{Canvas, Rect};
use ggez::{Context, GameError, GameResult};
use glam::Vec2;

use hitlab::camera::Camera;
use hitlab::i18n::{tr, tr_args};
use hitlab::levels::arena::DEFAULT_ARENA;
use hitlab::levels::{LiveFile, Reload};
use hitlab::modes::share_code;
use hitlab::modes::shooter::{
    GameEvent, Phase, Replay, ShooterControl as C, ShooterGame, best, daily, replays,
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

/// A daily round: the day, the data folder its streak is kept in, and
/// what its name is worded from when drawn (so a language switch words it
/// again).
struct DailyRound {
    launch: DailyLaunch,
    data_dir: Option<PathBuf>,
    /// The arena's own name.
    arena: String,
    /// Days played in a row up to today, this round's counted once it ends.
    streak: u32,
}

impl DailyRound {
    /// The round's name in the current language.
    fn name(&self) -> String {
        daily_name(&self.arena, &self.launch.daily, self.streak)
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
    /// The hash of the arena file as the round plays it, which its replay
    /// is pinned by; `None` when the built-in copy plays instead of the
    /// file, in a lesson's step and in the editor's try-out.
    arena_hash: Option<String>,
    /// The best round's plane, raced beside the player's.
    ghost: Option<replaying::Ghost>,
    /// The replay being watched, instead of the player's keys.
    watch: Option<replaying::Watch>,
    /// The last finished round's replay as a share code (Ctrl+C copies
    /// it); `None` before one ends, and in a lesson's step (no file).
    finished_code: Option<String>,
    /// The daily round played; `None`: an ordinary round.
    daily: Option<DailyRound>,
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
        let (best, medal) = best_file
            .as_ref()
            .map(|(dir, key)| {
                let bests = best::Bests::load(dir);
                (bests.get(key), bests.medal(key))
            })
            .unwrap_or_default();
        let mut game = game.with_best(best);
        game.medal_held = medal;
        game.practice |= launch.practice;
        // The built-in copy is not the file: a round of it is not kept.
        let arena_hash = match banner {
            None => replays::file_hash(&arena_path),
            Some(_) => None,
        };
        let ghost = match (&best_file, &arena_hash) {
            (Some((dir, key)), Some(hash)) => replaying::best_ghost(dir, key, hash, game.arena()),
            _ => None,
        };
        let daily = daily.map(|round| DailyRound {
            launch: round,
            data_dir: launch.data_dir.clone(),
            arena: game.arena().name.clone(),
            streak: launch
                .data_dir
                .as_deref()
                .map_or(0, |dir| daily::Streak::load(dir).current(round.today)),
        });
        let mut screen = Self::with_game(game, launch, Some(live));
        screen.best_file = best_file;
        screen.arena_hash = arena_hash;
        screen.ghost = ghost;
        screen.daily = daily;
        screen.arena_error = banner.map(BannerView::from);
        Ok(screen)
    }

    /// The replay in `file` watched in the arena it was played in, or why
    /// it cannot be: the file does not read, or its arena is missing or
    /// has changed since (a replay of another arena would show a round
    /// that never happened).
    pub fn watch(file: &std::path::Path, launch: &Launch) -> Result<Self, String> {
        if !file.exists() {
            return Err(tr("watch-no-best"));
        }
        let refused = |why: String| tr_args("watch-refused", &[("why", why.into())]);
        let replay = replays::load(file).map_err(refused)?;
        Self::watch_replay(&replay, Some(file), launch)
    }

    /// The shooter watching `replay` (read from `file`, or pasted as a
    /// share code), in the arena it was played in; refused if that arena's
    /// file has changed since.
    pub fn watch_replay(
        replay: &Replay,
        file: Option<&std::path::Path>,
        launch: &Launch,
    ) -> Result<Self, String> {
        let refused = |why: String| tr_args("watch-refused", &[("why", why.into())]);
        let source = file.map_or_else(|| replay.arena.clone(), |f| f.display().to_string());
        let arena_path =
            replays::arena_file(replay).map_err(|why| refused(format!("{source}: {why}")))?;
        if let Some(warning) = replay.other_version() {
            log::warn!("{source}: {warning}");
        }
        let game = ShooterGame::from_file(&arena_path, replay.seed)
            .map_err(|r| refused(hitlab::screens::banner::refused(&r)))?;
        let key = best::arena_key(&arena_path, hitlab::resources::current());
        // The best so far, so the end box of the best round itself does not
        // call it a new one.
        let best = launch
            .data_dir
            .as_ref()
            .map_or(0, |dir| best::load_best(dir, &key));
        let mut screen = Self::with_game(game.with_best(best), launch, None);
        screen.watch = Some(replaying::Watch::new(replay.clone()));
        screen.footer.watching(true);
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
            arena_hash: None,
            ghost: None,
            watch: None,
            finished_code: None,
            daily: None,
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

    /// Writes the new best and the better medal a round ended with to the
    /// best scores, the moment the rules report it; a failure is kept for
    /// the end box.
    fn keep_best(&mut self, events: &[GameEvent]) {
        let Some((dir, key)) = &self.best_file else {
            return;
        };
        for event in events {
            if let GameEvent::RoundEnded { best, new_best, .. } = *event {
                let best = new_best.then_some(best);
                let medal = self.game.earned_medal().filter(|_| self.game.new_medal);
                if best.is_some() || medal.is_some() {
                    self.game.best_not_saved = best::save_round(dir, key, best, medal).err();
                }
            }
        }
    }

    /// Keeps the round that just ended in the data folder's replays; a
    /// new best becomes the ghost of the next round.
    fn keep_round(&mut self, events: &[GameEvent]) {
        let (Some((dir, key)), Some(hash)) = (&self.best_file, &self.arena_hash) else {
            return;
        };
        if let Some(best) = replaying::keep_round(dir, key, hash, &self.game, events) {
            self.ghost = Some(replaying::Ghost::new(&best, self.game.arena()));
        }
    }

    /// Counts a daily round that just ended in the streak (today's only).
    fn keep_streak(&mut self, events: &[GameEvent]) {
        let Some(round) = &mut self.daily else {
            return;
        };
        let Some(dir) = &round.data_dir else {
            return;
        };
        if !events
            .iter()
            .any(|e| matches!(e, GameEvent::RoundEnded { .. }))
        {
            return;
        }
        let mut streak = daily::Streak::load(dir);
        let today = round.launch.today;
        if streak.played(round.launch.daily.date, today)
            && let Err(e) = streak.save(dir)
        {
            log::warn!("{}: the daily streak was not kept: {e}", dir.display());
        }
        round.streak = streak.current(today);
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
        let live = self.live.as_ref().filter(|_| self.daily.is_none());
        let (Some(live), Some(hash)) = (live, &self.arena_hash) else {
            return;
        };
        let key = best::arena_key(live.path(), hitlab::resources::current());
        self.finished_code =
            Replay::of_round(&self.game, &key, hash).map(|replay| share_code::replay_code(&replay));
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
        if let Some(watch) = &mut self.watch {
            let mut events = Vec::new();
            watch.step(&mut self.game, &frame, &mut events);
            Self::react(&events);
            return;
        }
        let events = self.game.step(&frame);
        self.keep_best(&events);
        self.keep_round(&events);
        self.keep_code(&events);
        self.keep_streak(&events);
        Self::react(&events);
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
        if matches!(reload, Reload::Loaded(())) {
            // A new arena: its rounds are pinned by its new hash, and the
            // best round of the old one is no ghost in it.
            self.arena_hash = replays::file_hash(live.path());
            self.ghost = match (&self.best_file, &self.arena_hash) {
                (Some((dir, key)), Some(hash)) => {
                    replaying::best_ghost(dir, key, hash, self.game.arena())
                }
                _ => None,
            };
        }
        BannerView::follow(&mut self.arena_error, live, &reload, "banner-still-playing")
    }

    /// Paused (and no replay playing), with nothing to hand to the next
    /// step.
    fn still(&self) -> bool {
        if let Some(watch) = &self.watch {
            return watch.still() && self.controls.is_idle() && self.script.is_none();
        }
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
        let ghost = self
            .ghost
            .as_ref()
            .filter(|_| style.ghost)
            .and_then(|g| g.pose(self.game.round_step));
        let world = match (world, ghost) {
            (Ok(()), Some(plane)) => draw::ghost(ctx, canvas, style, &self.camera, plane),
            (world, _) => world,
        };
        self.draw_us = started.elapsed().as_micros().min(u32::MAX as u128) as u32;
        canvas.set_default_scissor_rect();
        world?;
        // The arena's own `font`, if it names one, draws its name first.
        let font = self.game.arena().font.clone();
        let daily_name = self.daily.as_ref().map(DailyRound::name);
        let name = daily_name.as_deref().unwrap_or(&self.game.arena().name);
        let watching = self.watch.is_some();
        texts.with_own_font(font, |texts| {
            hud::hud(ctx, canvas, style, texts, &self.game, watching, name)
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
            let kind = match (&self.watch, &daily_name) {
                (Some(_), _) => RoundKind::Watched,
                (None, Some(line)) => RoundKind::Daily { line },
                (None, None) => RoundKind::Played,
            };
            hud::end_screen(ctx, canvas, style, texts, &self.game, kind, area)?;
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

    fn set_ghost(&mut self, replay: &Replay) -> Result<(), String> {
        replays::can_race(replay, self.arena_hash.as_deref())?;
        self.ghost = Some(replaying::Ghost::new(replay, self.game.arena()));
        Ok(())
    }

    fn round_replay(&self) -> Option<Result<Replay, String>> {
        let key = (self.live.as_ref())
            .map(|live| best::arena_key(live.path(), hitlab::resources::current()));
        let hash = self.arena_hash.as_deref();
        Some(replays::round_replay(&self.game, key.as_deref(), hash))
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
        let except: Vec<C> = if self.watch.is_some() {
            // A replay watched answers only these (`Watch::step`).
            let acting = [C::Pause, C::Restart];
            C::all()
                .iter()
                .copied()
                .filter(|c| !acting.contains(c))
                .collect()
        } else if self.live.is_some() {
            Vec::new()
        } else {
            vec![C::NextArena, C::Edit]
        };
        let mut lines = KEYS.help_except("shooter", &[], &except, &args);
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

    /// A round that ends in a data folder is kept as a replay, a new best
    /// as the arena's best, which the next round races as its ghost and
    /// which plays the same round when watched.
    #[test]
    fn an_ended_round_is_kept_raced_as_a_ghost_and_watched() {
        let temp = tempfile::Builder::new()
            .prefix("hitlab-screen-replays-")
            .tempdir()
            .unwrap();
        let shipped = hitlab::resources::resolve("arenas/thin_tip.toml");
        let text = hitlab::resources::read_text(&shipped).unwrap();
        let arena = temp.path().join("short.toml");
        hitlab::files::write(
            &arena,
            text.replace("round_seconds = 60", "round_seconds = 5"),
        )
        .unwrap();
        let data = temp.path().join("data");
        let launch = Launch {
            level_path: Some(arena.clone()),
            data_dir: Some(data.clone()),
            seed: 4,
            window: Vec2::new(1280.0, 720.0),
            practice: false,
            last_choice: None,
            daily: None,
        };
        let mut screen = ShooterScreen::new(&launch).expect("the arena opens");
        assert!(screen.ghost.is_none(), "no best round yet");
        let script =
            Script::parse("0:fire*400, 0:toggle_detection, 100:rotate_left*20, 150:toggle_move")
                .unwrap();
        screen.set_script(&script).unwrap();
        for _ in 0..400 {
            screen.step();
        }
        assert_eq!(screen.game.phase, Phase::Ended);
        let score = screen.game.stats.score;
        assert!(score > 0, "a hit at least");
        assert!(screen.ghost.is_some(), "the new best is the next ghost");
        let key = best::arena_key(&arena, hitlab::resources::current());
        let best_file = replays::best_replay(&data, &key);
        assert!(best_file.is_file());
        let folder = replays::arena_folder(&data, &key);
        assert_eq!(
            std::fs::read_dir(&folder).unwrap().count(),
            2,
            "the round and the best"
        );

        let again = ShooterScreen::new(&launch).expect("the arena opens");
        let ghost = again.ghost.as_ref().expect("the best round's ghost");
        assert_eq!(
            ghost.pose(0).map(|p| p.position),
            Some(again.game.plane.position)
        );
        assert_eq!(ghost.pose(9999), ghost.pose(300), "it stays where it ended");

        let mut watched = ShooterScreen::watch(&best_file, &launch).expect("it plays");
        // Its help names the keys a watched round answers, not the player's.
        let help: Vec<String> = watched.help().into_iter().map(|l| l.action).collect();
        assert!(help.contains(&tr("control-shooter-pause")), "{help:?}");
        assert!(!help.contains(&tr("control-shooter-fire")), "{help:?}");
        assert!(
            again
                .help()
                .iter()
                .any(|l| l.action == tr("control-shooter-fire"))
        );
        for _ in 0..400 {
            watched.step();
        }
        assert_eq!(watched.game.phase, Phase::Ended);
        assert_eq!(watched.game.stats.score, score);
        assert!(
            watched.round_replay().is_some_and(|r| r.is_err()),
            "not a round of its own"
        );

        // An edited arena: no ghost, and its replays are refused.
        hitlab::files::write(
            &arena,
            text.replace("round_seconds = 60", "round_seconds = 6"),
        )
        .unwrap();
        assert!(ShooterScreen::new(&launch).unwrap().ghost.is_none());
        let why = ShooterScreen::watch(&best_file, &launch)
            .err()
            .unwrap_or_default();
        assert!(why.contains("changed since"), "{why}");
        let none = ShooterScreen::watch(&folder.join("none.replay"), &launch).err();
        assert_eq!(none, Some(tr("watch-no-best")));
    }

    #[test]
    fn the_turn_rate_is_said_without_trailing_zeros() {
        assert_eq!(degrees_text(2.0), "2°");
        assert_eq!(degrees_text(2.5), "2.5°");
        assert_eq!(degrees_text(0.25), "0.25°");
        assert_eq!(degrees_text(45.0), "45°");
    }

    /// A daily round that ends today counts for the streak, which its name
    /// then says; the name is worded in the language of the moment.
    #[test]
    fn a_daily_round_counts_for_the_streak_and_is_worded_when_drawn() {
        use hitlab::modes::shooter::daily::{Daily, Date};
        let temp = tempfile::tempdir().unwrap();
        let today = Date::parse("2026-11-29").unwrap();
        let daily = Daily::of(today);
        let shipped = hitlab::resources::resolve(daily.arena);
        let text = hitlab::resources::read_text(&shipped).unwrap();
        let arena = temp.path().join("short.toml");
        let short = with_short_round(&text);
        hitlab::files::write(&arena, short).unwrap();
        let launch = Launch {
            level_path: Some(arena),
            data_dir: Some(temp.path().join("data")),
            seed: daily.seed,
            window: Vec2::new(1280.0, 720.0),
            practice: false,
            last_choice: None,
            daily: Some(DailyLaunch { daily, today }),
        };
        let mut screen = ShooterScreen::new(&launch).expect("the arena opens");
        let name = |screen: &ShooterScreen| screen.daily.as_ref().map(DailyRound::name);
        let before = name(&screen).expect("a daily round");
        assert!(!before.contains(&tr_args("daily-streak", &[("days", 1.into())])));
        screen
            .set_script(&Script::parse("0:fire*400").unwrap())
            .unwrap();
        for _ in 0..400 {
            screen.step();
        }
        assert_eq!(screen.game.phase, Phase::Ended);
        let after = name(&screen).expect("a daily round");
        assert!(
            after.ends_with(&tr_args("daily-streak", &[("days", 1.into())])),
            "{after}"
        );
        hitlab::i18n::set_lang(hitlab::i18n::Lang::Ja);
        let ja = name(&screen).expect("a daily round");
        hitlab::i18n::set_lang(hitlab::i18n::Lang::En);
        assert_ne!(ja, after);
    }

    /// `text`, an arena file, with a five-second round.
    fn with_short_round(text: &str) -> String {
        text.lines()
            .map(|line| {
                if line.starts_with("round_seconds") {
                    "round_seconds = 5"
                } else {
                    line
                }
            })
            .collect::<Vec<_>>()
            .join("\n")
    }
}

//! Input: the app's own keys, the title's keys and mouse, the gamepad, and
//! ggez's event callbacks. Everything else is forwarded to the running mode.

use ggez::conf::FullscreenType;
use ggez::event::EventHandler;
use ggez::glam::Vec2;
use ggez::graphics::Canvas;
use ggez::input::keyboard::KeyInput;
use ggez::winit::event::MouseButton;
use ggez::{Context, GameResult};

use hitlab::files::AtomicFile;
use hitlab::i18n::{self, Said, tr, tr_args};
use hitlab::settings::controls::PreferencesControl;
use hitlab::settings::preferences::{Preferences, ThemeName};
use hitlab::sim::FRAMES_PER_SECOND;

use hitlab::lesson::{load_lesson, resources_for};
use hitlab::screens::Selection;

use super::handout::{pictures_dir, write_handout};
use super::modes::ModeId;
use super::state::App;
use crate::view::app_keys::{AppKey, HelpPage, TitleKey};
use crate::view::keymap::KeyEvent;
use crate::view::preferences;
use crate::view::screen::{Mouse, VirtualKey};
use crate::view::title::TitleLayout;
use hitlab::screens::escape::Escape;

/// At most this many frames of the clock (each a step at full game speed)
/// run per drawn frame. After a longer stall (a dragged window, a slow
/// machine) the rest of the backlog is dropped: the game slows down instead
/// of spiralling into ever longer catch-ups.
const MAX_FRAMES_PER_DRAW: u32 = 5;

impl App {
    fn toggle_fullscreen(&mut self, ctx: &mut Context) {
        let wanted = !self.fullscreen;
        let kind = if wanted {
            FullscreenType::Desktop
        } else {
            FullscreenType::Windowed
        };
        match ctx.gfx.set_fullscreen(kind) {
            Ok(()) => self.fullscreen = wanted,
            Err(e) => log::warn!("fullscreen not available: {e}"),
        }
    }

    fn resized(&mut self, ctx: &Context) {
        let (w, h) = ctx.gfx.drawable_size();
        self.window = Vec2::new(w.max(1.0), h.max(1.0));
        if let Some(mode) = &mut self.mode {
            mode.resize(self.window);
        }
    }

    fn app_key(&mut self, ctx: &mut Context, key: AppKey) {
        match key {
            AppKey::Help => {
                self.help_open = !self.help_open;
                self.help_page = 0;
                if self.help_open {
                    self.close_preferences();
                }
            }
            AppKey::Preferences => {
                if self.prefs.is_some() {
                    self.close_preferences();
                } else {
                    self.open_preferences();
                }
            }
            AppKey::Theme => {
                let theme = self.next_contrast();
                self.set_preferences(Preferences {
                    theme,
                    ..self.preferences
                });
            }
            AppKey::Fullscreen => {
                self.toggle_fullscreen(ctx);
                self.remember(|_| {});
            }
            AppKey::Sound => {
                let on = !self.preferences.sound;
                self.set_preferences(Preferences {
                    sound: on,
                    ..self.preferences
                });
                let id = if on {
                    "toast-sound-on"
                } else {
                    "toast-sound-off"
                };
                self.say(Said::new(move || tr(id)));
            }
            AppKey::Language => {
                let next = i18n::lang().next();
                i18n::set_lang(next);
                self.remember(|s| s.lang = Some(next.code().to_owned()));
                self.say(Said::new(|| tr("toast-language")));
            }
            AppKey::Paste => {
                self.paste_code();
            }
            AppKey::SaveScreen => {
                let saved = self.save_screen(ctx);
                let (message, failed) = save_screen_notice(saved);
                log::info!("{}", message.text());
                if failed {
                    self.say_failure(message);
                } else {
                    self.say(message);
                }
            }
            AppKey::Escape => {
                match Escape::decide(
                    self.overlay_open(),
                    self.mode.is_some(),
                    self.title.quit_armed,
                ) {
                    Escape::CloseOverlay => {
                        self.help_open = false;
                        self.close_preferences();
                    }
                    Escape::BackToTitle => {
                        if !self.mode.as_mut().is_some_and(|m| m.escape()) {
                            self.back_to_title();
                        }
                    }
                    Escape::ArmQuit => self.title.quit_armed = true,
                    Escape::Quit => {
                        self.remember(|_| {});
                        ctx.request_quit();
                    }
                }
                return;
            }
        }
        self.title.quit_armed = false;
    }

    /// Saves the screen as it is (without the notice) as a PNG in the
    /// user's pictures folder (else the home folder), named by the local
    /// date and time.
    fn save_screen(&mut self, ctx: &mut Context) -> Result<std::path::PathBuf, String> {
        let folder = pictures_dir()?;
        std::fs::create_dir_all(&folder).map_err(|e| format!("{}: {e}", folder.display()))?;
        let stamp = jiff::Zoned::now().strftime("%Y-%m-%d-%H-%M-%S").to_string();
        let wanted = folder.join(picture_name(&stamp));
        let in_folder = |e: std::io::Error| format!("{}: {e}", folder.display());
        let mut file = AtomicFile::create_new(&wanted).map_err(in_folder)?;
        self.notice = None;
        // A failed picture leaves nothing in the user's folder, as the
        // command line's --screenshot leaves nothing.
        super::save_frame(ctx, self, file.file(), &wanted)?;
        file.commit().map_err(in_folder)
    }

    /// Writes the handout the lesson chooser asked for, if one waits, into
    /// a folder of its own in the pictures folder; the notice says where.
    /// True if it ran.
    fn export_pending(&mut self, ctx: &mut Context) -> bool {
        let Some(file) = self.pending_export.take() else {
            return false;
        };
        let stem = file
            .file_stem()
            .map_or_else(|| "lesson".to_owned(), |s| s.to_string_lossy().into_owned());
        let written = pictures_dir().and_then(|pictures| {
            let lesson = load_lesson(&file, &resources_for(&file)).map_err(|e| e.to_string())?;
            let out = pictures.join(format!("hitlab-handout-{stem}"));
            // Paper is light: only the dark theme's player gets a dark handout.
            let light = self.preferences.theme != ThemeName::Dark;
            write_handout(ctx, &file, &lesson, &out, light, None)
        });
        let message = match written {
            Ok(handout) => {
                let path = handout.index.display().to_string();
                Said::new(move || {
                    tr_args("toast-handout-written", &[("path", path.as_str().into())])
                })
            }
            Err(e) => {
                let why = e.lines().next().unwrap_or("").to_owned();
                Said::new(move || {
                    tr_args("toast-handout-not-written", &[("why", why.as_str().into())])
                })
            }
        };
        log::info!("{}", message.text());
        self.say(message);
        true
    }

    fn title_key(&mut self, key: TitleKey) {
        self.title.quit_armed = false;
        // The modes' rows, then the preferences'.
        let count = ModeId::ALL.len() + 1;
        match key {
            TitleKey::Open(index) if index == ModeId::ALL.len() => {
                self.title.selected = index;
                self.open_preferences();
            }
            TitleKey::Open(index) => {
                if let Some(&mode) = ModeId::ALL.get(index) {
                    self.title.selected = index;
                    if let Err(message) = self.open(mode.title_opens()) {
                        log::error!("{message}"); // the title shows it too
                    }
                }
            }
            TitleKey::Up | TitleKey::Down => {
                let by = if matches!(key, TitleKey::Down) { 1 } else { -1 };
                let row = Selection::at(self.title.selected, count).stepped(by);
                self.title.selected = row.index();
            }
            TitleKey::OpenSelected => self.title_key(TitleKey::Open(self.title.selected)),
        }
    }

    fn virtual_key(&mut self, key: VirtualKey, down: bool) {
        if self.prefs.is_some() && down {
            if let Some(control) = preferences::control(&KeyEvent::code(key.key_code())) {
                self.preferences_control(control);
            }
            return;
        }
        match &mut self.mode {
            // Presses wait while the help is open; releases always get through.
            Some(mode) if !self.help_open || !down => {
                mode.key(&KeyEvent::code(key.key_code()), down);
            }
            Some(_) => {}
            None if down && !self.help_open => match key {
                VirtualKey::Up | VirtualKey::Left => self.title_key(TitleKey::Up),
                VirtualKey::Down | VirtualKey::Right => self.title_key(TitleKey::Down),
                VirtualKey::Space | VirtualKey::Enter => {
                    self.title_key(TitleKey::OpenSelected);
                }
            },
            None => {}
        }
    }

    fn mouse(&mut self, event: Mouse) {
        if self.prefs.is_some() {
            match event {
                Mouse::Down(at) => self.preferences_click(at),
                // A pan that began before the screen opened ends in the mode.
                Mouse::PanEnd(_) => {
                    if let Some(mode) = &mut self.mode {
                        mode.mouse(event);
                    }
                }
                _ => {}
            }
            return;
        }
        if self.help_open {
            match event {
                Mouse::Down(_) => self.help_open = false, // a click anywhere closes the help
                // A pan that began before the help opened ends in the mode.
                Mouse::PanEnd(_) => {
                    if let Some(mode) = &mut self.mode {
                        mode.mouse(event);
                    }
                }
                _ => {}
            }
            return;
        }
        match &mut self.mode {
            Some(mode) => mode.mouse(event),
            None => {
                let layout =
                    TitleLayout::new(self.window, ModeId::ALL.len(), 1, self.title.selected);
                match event {
                    Mouse::Move(p) => {
                        if let Some(row) = layout.row_at(p) {
                            self.title.selected = row;
                        }
                    }
                    Mouse::Down(p) => {
                        if let Some(row) = layout.row_at(p) {
                            self.title_key(TitleKey::Open(row));
                        }
                    }
                    Mouse::Up(_) | Mouse::Wheel { .. } | Mouse::PanStart(_) | Mouse::PanEnd(_) => {}
                }
            }
        }
    }
}

impl App {
    /// Reads the gamepads and runs the frames of the clock that are due
    /// (each runs a step at the game speed's pace). True if the screen may
    /// have changed: a gamepad was used, or a frame moved something (see
    /// [`App::run_frame`]).
    pub(super) fn catch_up(&mut self, ctx: &mut Context) -> bool {
        self.catch_up_fullscreen(ctx);
        let mut changed = self.export_pending(ctx);
        for (key, down) in self.gamepads.poll() {
            self.virtual_key(key, down);
            changed = true;
        }
        let mut ran = 0;
        // Drain every due frame so time does not pile up, but run at most
        // MAX_FRAMES_PER_DRAW of them.
        while ctx.time.check_update_time(FRAMES_PER_SECOND) {
            if ran < MAX_FRAMES_PER_DRAW {
                changed |= self.run_frame();
                ran += 1;
            }
        }
        changed
    }
}

impl EventHandler for App {
    fn update(&mut self, ctx: &mut Context) -> GameResult {
        self.catch_up(ctx);
        Ok(())
    }

    fn draw(&mut self, ctx: &mut Context) -> GameResult {
        let mut canvas = Canvas::from_frame(ctx, self.clear_color());
        // A failed mode has already been replaced by the title; the error was logged.
        let _ = self.draw_frame(ctx, &mut canvas);
        canvas.finish(ctx)
    }

    fn key_down_event(&mut self, ctx: &mut Context, input: KeyInput, repeated: bool) -> GameResult {
        if repeated {
            return Ok(());
        }
        let input = KeyEvent::of(&input);
        let route = route_key(
            &input,
            self.takes_text(),
            Overlay::of(self.prefs.is_some(), self.help_open),
            self.mode.is_some(),
        );
        match route {
            // A paste that holds no code is the screen's (Sokoban's XSB).
            KeyRoute::App(AppKey::Paste) => {
                if !self.paste_code()
                    && let Some(mode) = &mut self.mode
                {
                    mode.key(&input, true);
                }
            }
            KeyRoute::App(key) => self.app_key(ctx, key),
            KeyRoute::Preferences(Some(control)) => self.preferences_control(control),
            KeyRoute::Preferences(None) => {}
            KeyRoute::HelpPage(Some(HelpPage::Next)) => {
                self.help_page = (self.help_page + 1).min(self.help_pages.saturating_sub(1));
            }
            KeyRoute::HelpPage(Some(HelpPage::Back)) => {
                self.help_page = self.help_page.saturating_sub(1);
            }
            KeyRoute::HelpPage(None) => {}
            KeyRoute::Mode => {
                if let Some(mode) = &mut self.mode {
                    mode.key(&input, true);
                }
            }
            KeyRoute::Title(Some(key)) => self.title_key(key),
            KeyRoute::Title(None) => self.title.quit_armed = false,
        }
        Ok(())
    }

    fn key_up_event(&mut self, _ctx: &mut Context, input: KeyInput) -> GameResult {
        // Releases always reach the mode, even under the overlay, so no
        // control stays stuck down.
        let input = KeyEvent::of(&input);
        if matches!(AppKey::of(&input), None | Some(AppKey::Paste))
            && let Some(mode) = &mut self.mode
        {
            mode.key(&input, false);
        }
        Ok(())
    }

    fn mouse_button_down_event(
        &mut self,
        ctx: &mut Context,
        button: MouseButton,
        x: f32,
        y: f32,
    ) -> GameResult {
        let at = Vec2::new(x, y);
        let shift = ctx.keyboard.active_modifiers.shift_key();
        match button {
            // A drag that moves the view: right, middle, or Shift + left.
            MouseButton::Right | MouseButton::Middle | MouseButton::Left
                if self.panning.is_none() && (button != MouseButton::Left || shift) =>
            {
                self.panning = Some(button);
                self.mouse(Mouse::PanStart(at));
            }
            MouseButton::Left if self.panning.is_none() => self.mouse(Mouse::Down(at)),
            _ => {}
        }
        Ok(())
    }

    fn mouse_button_up_event(
        &mut self,
        _ctx: &mut Context,
        button: MouseButton,
        x: f32,
        y: f32,
    ) -> GameResult {
        let at = Vec2::new(x, y);
        if self.panning == Some(button) {
            self.panning = None;
            self.mouse(Mouse::PanEnd(at));
        } else if button == MouseButton::Left && self.panning.is_none() {
            self.mouse(Mouse::Up(at));
        }
        Ok(())
    }

    fn mouse_wheel_event(&mut self, ctx: &mut Context, _x: f32, y: f32) -> GameResult {
        let at: Vec2 = ctx.mouse.position().into();
        self.mouse(Mouse::Wheel { at, notches: y });
        Ok(())
    }

    fn mouse_motion_event(
        &mut self,
        _ctx: &mut Context,
        x: f32,
        y: f32,
        _dx: f32,
        _dy: f32,
    ) -> GameResult {
        self.mouse(Mouse::Move(Vec2::new(x, y)));
        Ok(())
    }

    fn focus_event(&mut self, ctx: &mut Context, gained: bool) -> GameResult {
        // Keys released while another window has focus never report it, so a
        // held "fire" would stay down until pressed again.
        if !gained && let Some(mode) = &mut self.mode {
            mode.focus_lost();
        }
        // Nor do button releases: a pan drag ends with the focus.
        if !gained && self.panning.take().is_some() {
            self.mouse(Mouse::PanEnd(ctx.mouse.position().into()));
        }
        Ok(())
    }

    fn resize_event(&mut self, ctx: &mut Context, _width: f32, _height: f32) -> GameResult {
        self.resized(ctx);
        Ok(())
    }
}

#[cfg(test)]
mod rebound_keys;

/// Where a key press goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum KeyRoute {
    /// One of the window's own keys (F1, Esc, ...).
    App(AppKey),
    /// The preferences are open over the screen (which is paused): their
    /// keys choose and change a row.
    Preferences(Option<PreferencesControl>),
    /// The help overlay is open: the mode is paused under it, and its
    /// page keys turn it.
    HelpPage(Option<HelpPage>),
    /// The running mode's: its keymap (the player's keys in force) says
    /// what it stands for.
    Mode,
    /// The title's.
    Title(Option<TitleKey>),
}

/// What is open over the screen, taking its keys.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Overlay {
    Nothing,
    Help,
    Preferences,
}

impl Overlay {
    /// The one on top: the preferences open over the help.
    fn of(preferences: bool, help: bool) -> Self {
        match (preferences, help) {
            (true, _) => Self::Preferences,
            (false, true) => Self::Help,
            (false, false) => Self::Nothing,
        }
    }
}

/// Where the key press `input` goes: a window's own key first (while a
/// screen takes text, only Esc), then the overlay open over the screen,
/// then the mode, else the title.
fn route_key(input: &KeyEvent, typing: bool, overlay: Overlay, in_mode: bool) -> KeyRoute {
    if let Some(key) = AppKey::of(input)
        && (!typing || key == AppKey::Escape)
    {
        KeyRoute::App(key)
    } else if overlay == Overlay::Preferences {
        KeyRoute::Preferences(preferences::control(input))
    } else if overlay == Overlay::Help {
        KeyRoute::HelpPage(HelpPage::of(input))
    } else if in_mode {
        KeyRoute::Mode
    } else {
        KeyRoute::Title(TitleKey::of(input))
    }
}

/// F12's picture name for the local time `stamp`:
/// `hitlab-2026-11-27-16-05-09.png`. A second picture in the same second
/// is put beside it as `-2`, `-3` ... ([`AtomicFile::create_new`]), never
/// over an older one, even from another instance saving at once.
fn picture_name(stamp: &str) -> String {
    format!("hitlab-{stamp}.png")
}

/// What F12's notice says about `saved`, and whether it says the save
/// failed (then it is drawn as a failure, not in the colour of news).
fn save_screen_notice(saved: Result<std::path::PathBuf, String>) -> (Said, bool) {
    match saved {
        Ok(path) => {
            let path = path.display().to_string();
            let said =
                Said::new(move || tr_args("toast-screen-saved", &[("path", path.as_str().into())]));
            (said, false)
        }
        Err(why) => {
            let said = Said::new(move || {
                tr_args("toast-screen-not-saved", &[("why", why.as_str().into())])
            });
            (said, true)
        }
    }
}

#[cfg(test)]
mod tests {
    use hitlab::files::AtomicFile;

    use super::{picture_name, save_screen_notice};

    #[test]
    fn a_screen_that_could_not_be_saved_is_said_as_a_failure() {
        let (said, failed) = save_screen_notice(Err("the disk is full".to_owned()));
        assert!(failed, "{}", said.text());
        assert!(said.text().contains("the disk is full"), "{}", said.text());
        let (said, failed) = save_screen_notice(Ok("/tmp/hitlab-1.png".into()));
        assert!(!failed, "{}", said.text());
        assert!(said.text().contains("/tmp/hitlab-1.png"), "{}", said.text());
    }

    #[test]
    fn pictures_are_named_by_the_date_and_two_in_one_second_differ() {
        let folder = tempfile::tempdir().unwrap();
        let wanted = folder.path().join(picture_name("2026-11-27-16-05-09"));
        let first = AtomicFile::create_new(&wanted).unwrap().commit().unwrap();
        let second = AtomicFile::create_new(&wanted).unwrap().commit().unwrap();
        assert_eq!(first, folder.path().join("hitlab-2026-11-27-16-05-09.png"));
        assert_eq!(
            second,
            folder.path().join("hitlab-2026-11-27-16-05-09-2.png")
        );
    }
}

//! The preferences screen in the app: opening and closing it over the
//! screen up (a mode under it is paused, as under the help), the keys, the
//! gamepad, clicks and a `--script` it takes, and putting what it sets in
//! force at once and saving it. What each row does is decided in
//! `hitlab::screens::preferences`.

use ggez::Context;
use ggez::conf::FullscreenType;
use ggez::glam::Vec2;

use hitlab::i18n;
use hitlab::screens::preferences::{Chosen, Outcome, PreferencesScreen};
use hitlab::settings::controls::PreferencesControl;
use hitlab::sim::{Script, ScriptError};

use super::modes::ModeId;
use super::state::App;
use crate::view::preferences::PreferencesLayout;
use crate::view::title::MenuEntry;

/// The title's row for the preferences: after the modes, one line.
#[must_use]
pub fn menu_entry() -> MenuEntry {
    MenuEntry {
        key: "6",
        name: i18n::tr("mode-preferences"),
        blurb: String::new(),
    }
}

impl App {
    /// Opens the preferences over the screen up (closing the help).
    pub fn open_preferences(&mut self) {
        self.help_open = false;
        self.title.quit_armed = false;
        self.prefs = Some(PreferencesScreen::default());
    }

    /// Closes the preferences; the screen under them goes on.
    pub(super) fn close_preferences(&mut self) {
        self.prefs = None;
        self.prefs_script = None;
    }

    /// Hands `script` to the preferences screen (`--mode preferences`),
    /// checking its control names.
    pub fn set_preferences_script(&mut self, script: &Script) -> Result<(), ScriptError> {
        self.prefs_script = Some(script.player()?);
        Ok(())
    }

    /// The values the screen shows: those in force, and the graphics API
    /// the next start tries first.
    pub(super) fn chosen(&self) -> Chosen {
        Chosen {
            preferences: self.preferences,
            lang: i18n::lang(),
            fullscreen: self.fullscreen,
            gpu: self.settings.gpu(),
        }
    }

    /// The values in force as JSON (`--stats` with `--mode preferences`).
    pub fn chosen_json(&self) -> String {
        self.chosen().to_json()
    }

    /// A key, gamepad button or script control on the open screen.
    pub(super) fn preferences_control(&mut self, control: PreferencesControl) {
        let chosen = self.chosen();
        if let Some(screen) = &mut self.prefs {
            let outcome = screen.control(control, &chosen);
            self.preferences_outcome(outcome);
        }
    }

    /// A click on the open screen: a row goes round its values, its
    /// arrows step them.
    pub(super) fn preferences_click(&mut self, at: Vec2) {
        let chosen = self.chosen();
        let body = self.style().text_px;
        if let Some(screen) = &mut self.prefs {
            let layout = PreferencesLayout::new(self.window, body, screen.focus());
            if let Some((row, part)) = layout.at(at) {
                let outcome = screen.click(row, part, &chosen);
                self.preferences_outcome(outcome);
            }
        }
    }

    /// One fixed step of the open screen's script, if one plays.
    pub(super) fn step_preferences(&mut self) {
        let chosen = self.chosen();
        let (Some(screen), Some(player)) = (&mut self.prefs, &mut self.prefs_script) else {
            return;
        };
        if player.finished() {
            self.prefs_script = None;
            return;
        }
        let (next, left) = screen.step(&player.next_frame(), chosen);
        if next != chosen {
            self.put_in_force(next);
        }
        if let Some(left) = left {
            self.preferences_outcome(left);
        }
    }

    fn preferences_outcome(&mut self, outcome: Outcome) {
        match outcome {
            Outcome::Stays => {}
            Outcome::Set(next) => self.put_in_force(next),
            Outcome::Close => self.close_preferences(),
            Outcome::OpenKeys => {
                self.close_preferences();
                if let Err(message) = self.open(ModeId::Keys) {
                    log::error!("{message}");
                }
            }
        }
    }

    /// Puts `next` in force and saves it: the language at once (as F6),
    /// fullscreen at the window's next frame (as F11), the graphics API
    /// from the next start.
    fn put_in_force(&mut self, next: Chosen) {
        let before = self.chosen();
        if next.lang != before.lang {
            i18n::set_lang(next.lang);
        }
        if next.fullscreen != before.fullscreen {
            self.fullscreen = next.fullscreen;
            self.fullscreen_behind = true;
        }
        next.keep_in(&before, &mut self.settings);
        self.set_preferences(next.preferences);
    }

    /// Makes the window fullscreen or not as chosen, if it is behind; on
    /// failure the choice goes back, saved.
    pub(super) fn catch_up_fullscreen(&mut self, ctx: &mut Context) {
        if !std::mem::take(&mut self.fullscreen_behind) {
            return;
        }
        let kind = if self.fullscreen {
            FullscreenType::Desktop
        } else {
            FullscreenType::Windowed
        };
        if let Err(e) = ctx.gfx.set_fullscreen(kind) {
            log::warn!("fullscreen not available: {e}");
            self.fullscreen = !self.fullscreen;
            self.remember(|_| {});
        }
    }
}

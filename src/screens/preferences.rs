//! The preferences screen's decisions, without a window: its rows, one
//! table ([`ROWS`]); the row in focus; what a key, a gamepad button, a
//! script's control or a click does to the values. Every change is a new
//! [`Chosen`], which the window puts in force at once and saves, and which
//! a run without a window (`--stats`) saves the same way.
//!
//! A later setting (a ghost, every arena open) is one more line in
//! [`ROWS`]: its label, how its value reads, how it steps.

use crate::i18n::{Lang, native_name, tr};
use crate::settings::Settings;
use crate::settings::controls::PreferencesControl;
use crate::settings::graphics::{GpuChoice, GraphicsApi, Platform};
use crate::settings::preferences::{GameSpeed, Palette, Preferences, TextSize, ThemeName, Volume};
use crate::sim::{Control, ControlFrame, Selection};

/// Everything the screen sets: the preferences, and the window's own
/// choices kept beside them in `settings.toml`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Chosen {
    /// Theme, palette, text size, motion, speed, sound and volume.
    pub preferences: Preferences,
    /// The window's language (what F6 switches).
    pub lang: Lang,
    /// Fullscreen (what F11 switches).
    pub fullscreen: bool,
    /// The graphics API tried first, from the next start on.
    pub gpu: GpuChoice,
}

impl Chosen {
    /// What `settings` hold, with `preferences` and `lang` in force (a
    /// flag's or the system's, which the file may not name).
    #[must_use]
    pub fn from_settings(settings: &Settings, preferences: Preferences, lang: Lang) -> Self {
        Self {
            preferences,
            lang,
            fullscreen: settings.fullscreen,
            gpu: settings.gpu(),
        }
    }

    /// Keeps in `settings` what changed from `before`: the language and the
    /// graphics API only when changed (until then the window follows the
    /// system's locale and the platform's order), the rest as they are.
    pub fn keep_in(&self, before: &Chosen, settings: &mut Settings) {
        settings.set_preferences(&self.preferences);
        settings.fullscreen = self.fullscreen;
        if self.lang != before.lang {
            settings.lang = Some(self.lang.code().to_owned());
        }
        if self.gpu != before.gpu {
            settings.gpu = Some(gpu_name(self.gpu).to_owned());
        }
    }

    /// The values as JSON, by their `settings.toml` keys: what `--stats`
    /// writes for the preferences screen.
    #[must_use]
    pub fn to_json(&self) -> String {
        let p = &self.preferences;
        let value = serde_json::json!({
            "lang": self.lang.code(),
            "theme": p.theme.name(),
            "palette": p.palette.name(),
            "text_size": p.text_size.percent(),
            "reduced_motion": p.reduced_motion,
            "speed": p.speed.percent(),
            "sound": p.sound,
            "volume": p.volume.percent(),
            "ghost": p.ghost,
            "open_everything": p.open_everything,
            "fullscreen": self.fullscreen,
            "gpu": gpu_name(self.gpu),
        });
        format!("{value:#}\n")
    }
}

/// The name `--gpu` and `settings.toml` take for `choice`.
#[must_use]
pub fn gpu_name(choice: GpuChoice) -> &'static str {
    match choice {
        GpuChoice::Auto => "auto",
        GpuChoice::First(api) => api.name(),
    }
}

/// Which way a value moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// One step down, staying at the first value (Left).
    Less,
    /// One step up, staying at the last value (Right).
    More,
    /// One step up, round to the first after the last (Enter, a click):
    /// one button reaches every value.
    Round,
}

/// What a row does.
#[derive(Debug, Clone, Copy)]
pub enum Does {
    /// Shows a value and steps it.
    Set {
        /// The value, in the current language.
        value: fn(&Chosen) -> String,
        /// The values with this row's stepped.
        step: fn(Chosen, Step) -> Chosen,
    },
    /// Leaves the screen for the keys page.
    OpenKeys,
    /// Closes the screen.
    Close,
}

/// One row of the screen.
#[derive(Debug, Clone, Copy)]
pub struct Row {
    /// Its label's message id.
    pub label: &'static str,
    /// A line beside the value, if the row needs one (a message id).
    pub note: Option<&'static str>,
    /// What it shows and does.
    pub does: Does,
}

const fn set(
    label: &'static str,
    value: fn(&Chosen) -> String,
    step: fn(Chosen, Step) -> Chosen,
) -> Row {
    Row {
        label,
        note: None,
        does: Does::Set { value, step },
    }
}

/// The rows, top to bottom; the last closes the screen, so a gamepad,
/// which has no Esc, can leave it.
pub const ROWS: &[Row] = &[
    set(
        "prefs-language",
        |c| native_name(c.lang),
        |c, s| Chosen {
            lang: step_in(&Lang::ALL, c.lang, s),
            ..c
        },
    ),
    set(
        "prefs-theme",
        |c| tr(theme_id(c.preferences.theme)),
        |c, s| with(c, |p| p.theme = step_in(ThemeName::ALL, p.theme, s)),
    ),
    set(
        "prefs-palette",
        |c| tr(palette_id(c.preferences.palette)),
        |c, s| with(c, |p| p.palette = step_in(Palette::ALL, p.palette, s)),
    ),
    set(
        "prefs-text-size",
        |c| c.preferences.text_size.to_string(),
        |c, s| {
            with(c, |p| {
                p.text_size = step_percent(p.text_size, s, TextSize::step, TextSize::STEPS)
            })
        },
    ),
    set(
        "prefs-reduced-motion",
        |c| on_off(c.preferences.reduced_motion),
        |c, s| {
            with(c, |p| {
                p.reduced_motion = step_in(&[false, true], p.reduced_motion, s)
            })
        },
    ),
    set(
        "prefs-speed",
        |c| c.preferences.speed.to_string(),
        |c, s| {
            with(c, |p| {
                p.speed = step_percent(p.speed, s, GameSpeed::step, GameSpeed::STEPS)
            })
        },
    ),
    set(
        "prefs-sound",
        |c| on_off(c.preferences.sound),
        |c, s| with(c, |p| p.sound = step_in(&[false, true], p.sound, s)),
    ),
    set(
        "prefs-volume",
        |c| c.preferences.volume.to_string(),
        |c, s| {
            with(c, |p| {
                p.volume = step_percent(p.volume, s, Volume::step, Volume::STEPS)
            })
        },
    ),
    set(
        "prefs-ghost",
        |c| on_off(c.preferences.ghost),
        |c, s| with(c, |p| p.ghost = step_in(&[false, true], p.ghost, s)),
    ),
    set(
        "prefs-open-everything",
        |c| on_off(c.preferences.open_everything),
        |c, s| {
            with(c, |p| {
                p.open_everything = step_in(&[false, true], p.open_everything, s)
            })
        },
    ),
    set(
        "prefs-fullscreen",
        |c| on_off(c.fullscreen),
        |c, s| Chosen {
            fullscreen: step_in(&[false, true], c.fullscreen, s),
            ..c
        },
    ),
    Row {
        note: Some("prefs-graphics-note"),
        ..set(
            "prefs-graphics",
            |c| gpu_words(c.gpu),
            |c, s| Chosen {
                gpu: step_in(&gpu_choices(), c.gpu, s),
                ..c
            },
        )
    },
    Row {
        label: "prefs-keys",
        note: None,
        does: Does::OpenKeys,
    },
    Row {
        label: "prefs-close",
        note: None,
        does: Does::Close,
    },
];

/// `chosen` with `change` made to its preferences.
fn with(chosen: Chosen, change: impl FnOnce(&mut Preferences)) -> Chosen {
    let mut preferences = chosen.preferences;
    change(&mut preferences);
    Chosen {
        preferences,
        ..chosen
    }
}

/// The value `step` leads to from `now` in `values`; a value not among
/// them (a name this platform lacks) goes to the first.
fn step_in<T: Copy + PartialEq>(values: &[T], now: T, step: Step) -> T {
    let Some(at) = values.iter().position(|v| *v == now) else {
        return values.first().copied().unwrap_or(now);
    };
    let last = values.len() - 1;
    let to = match step {
        Step::Less => at.saturating_sub(1),
        Step::More => (at + 1).min(last),
        Step::Round => Selection::at(at, values.len()).stepped(1).index(),
    };
    values[to]
}

/// A percentage stepped through its own steps (`up`: the type's `step`),
/// round to the first after the last.
fn step_percent<T: Copy + PartialEq>(now: T, step: Step, up: fn(T, bool) -> T, steps: &[T]) -> T {
    match step {
        Step::Less => up(now, false),
        Step::More => up(now, true),
        Step::Round => {
            let next = up(now, true);
            if next == now {
                steps.first().copied().unwrap_or(now)
            } else {
                next
            }
        }
    }
}

fn on_off(on: bool) -> String {
    tr(if on { "prefs-on" } else { "prefs-off" })
}

fn theme_id(theme: ThemeName) -> &'static str {
    match theme {
        ThemeName::Dark => "prefs-theme-dark",
        ThemeName::Light => "prefs-theme-light",
        ThemeName::HighContrast => "prefs-theme-high-contrast",
    }
}

fn palette_id(palette: Palette) -> &'static str {
    match palette {
        Palette::Standard => "prefs-palette-standard",
        Palette::OkabeIto => "prefs-palette-okabe-ito",
    }
}

/// The graphics choices this platform has: its own order, or one of its
/// APIs first.
fn gpu_choices() -> Vec<GpuChoice> {
    std::iter::once(GpuChoice::Auto)
        .chain(
            Platform::current()
                .apis()
                .iter()
                .map(|&api| GpuChoice::First(api)),
        )
        .collect()
}

fn gpu_words(choice: GpuChoice) -> String {
    match choice {
        GpuChoice::Auto => tr("prefs-graphics-auto"),
        GpuChoice::First(api) => api_name(api).to_owned(),
    }
}

/// An API's own name, the same in every language.
fn api_name(api: GraphicsApi) -> &'static str {
    match api {
        GraphicsApi::Dx12 => "Direct3D 12",
        GraphicsApi::Vulkan => "Vulkan",
        GraphicsApi::Metal => "Metal",
        GraphicsApi::Gl => "OpenGL",
    }
}

/// Where on a row a click lands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    /// The row itself: its next value, round (or, on the last row, close).
    Row,
    /// The arrow before the value: one step down.
    Less,
    /// The arrow after the value: one step up.
    More,
}

/// What an input did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// No value changed (the focus may have moved).
    Stays,
    /// These values are to be put in force and saved.
    Set(Chosen),
    /// The screen closes and the keys page opens.
    OpenKeys,
    /// The screen closes.
    Close,
}

/// The screen's own state: the row in focus.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PreferencesScreen {
    focus: usize,
}

impl PreferencesScreen {
    /// The row in focus, an index into [`ROWS`].
    #[must_use]
    pub fn focus(&self) -> usize {
        self.focus
    }

    /// What `control` does with `chosen` in force.
    pub fn control(&mut self, control: PreferencesControl, chosen: &Chosen) -> Outcome {
        let by = match control {
            PreferencesControl::Previous => -1,
            PreferencesControl::Next => 1,
            PreferencesControl::Less => return self.act(Step::Less, chosen),
            PreferencesControl::More => return self.act(Step::More, chosen),
            PreferencesControl::Choose => return self.act(Step::Round, chosen),
            PreferencesControl::Close => return Outcome::Close,
        };
        self.focus = Selection::at(self.focus, ROWS.len()).stepped(by).index();
        Outcome::Stays
    }

    /// What a click on `part` of row `row` does: the row takes the focus,
    /// then acts as its keys would.
    pub fn click(&mut self, row: usize, part: Part, chosen: &Chosen) -> Outcome {
        if row >= ROWS.len() {
            return Outcome::Stays;
        }
        self.focus = row;
        let step = match part {
            Part::Row => Step::Round,
            Part::Less => Step::Less,
            Part::More => Step::More,
        };
        self.act(step, chosen)
    }

    /// One step of a script: each control pressed in it, in the order
    /// the controls are declared. Returns the values it ended on and how
    /// the screen was left, if it was (what follows is not played).
    pub fn step(
        &mut self,
        frame: &ControlFrame<PreferencesControl>,
        chosen: Chosen,
    ) -> (Chosen, Option<Outcome>) {
        let mut now = chosen;
        for &control in PreferencesControl::all() {
            if !frame.pressed(control) {
                continue;
            }
            match self.control(control, &now) {
                Outcome::Stays => {}
                Outcome::Set(next) => now = next,
                left @ (Outcome::Close | Outcome::OpenKeys) => return (now, Some(left)),
            }
        }
        (now, None)
    }

    fn act(&self, step: Step, chosen: &Chosen) -> Outcome {
        match ROWS.get(self.focus).map(|row| row.does) {
            Some(Does::Set { step: stepped, .. }) => {
                let next = stepped(*chosen, step);
                if next == *chosen {
                    Outcome::Stays
                } else {
                    Outcome::Set(next)
                }
            }
            Some(Does::OpenKeys) if step == Step::Round => Outcome::OpenKeys,
            Some(Does::Close) if step == Step::Round => Outcome::Close,
            Some(Does::OpenKeys | Does::Close) | None => Outcome::Stays,
        }
    }
}

#[cfg(test)]
mod tests;

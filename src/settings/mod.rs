//! What the window remembers between runs, in `settings.toml` in the
//! config folder (`hitlab paths` names it): the theme, fullscreen, the
//! window's size, the last arena, pack and lesson chosen, sound on or off,
//! the language the player chose, the graphics API to try first, and the
//! player's [`preferences`] (palette, text size, motion, speed, volume)
//! and [`keys`] (the controls they rebound, a `[keys]` table).
//!
//! Flags given on the command line (`--high-contrast`, `--size`,
//! `--fullscreen`) win for that run; the file is what a run without them
//! starts from. A missing file is the defaults; a broken or foreign one (not
//! TOML, a key of the wrong type) is ignored with one warning and mended
//! at the next save; keys this version does not know are ignored, and kept.
//! A save sets the window's own keys in the file as it stands, so comments
//! and other keys survive ([`kept_text`]). Saves go through a temporary file
//! and a rename ([`crate::files`]), so two windows closing at once or a
//! kill mid-write never leave half a file.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::files::read_toml;

pub mod controls;
pub mod graphics;
pub mod kept_text;
pub mod keys;
pub mod preferences;

use preferences::{GameSpeed, Palette, Preferences, TextSize, ThemeName, Volume};

/// The file's name in the config folder.
pub const FILE_NAME: &str = "settings.toml";

/// The smallest and largest side a remembered window may have, pixels: as
/// `--size` accepts; a value outside is ignored, not obeyed.
pub const WINDOW_SIDE: std::ops::RangeInclusive<u32> = 64..=8192;

/// The contents of `settings.toml`. Every key may be left out.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The high-contrast theme (F2) rather than the dark one.
    pub high_contrast: bool,
    /// Fullscreen (F11).
    pub fullscreen: bool,
    /// The window's width and height in pixels when last closed.
    pub window: Option<[u32; 2]>,
    /// Sound effects on.
    pub sound: bool,
    /// The arena last chosen (a resource name, `arenas/storm.toml`).
    pub last_arena: Option<String>,
    /// The Sokoban pack last chosen.
    pub last_pack: Option<String>,
    /// The lesson last chosen.
    pub last_lesson: Option<String>,
    /// The language the player last switched to (F6), as its code (`ja`);
    /// `None` until they switch: the window follows the system's locale.
    /// A code this version has no table for is ignored.
    pub lang: Option<String>,
    /// The graphics API to try first (`vulkan`, `gl`, ...; `auto`, or
    /// none, is the platform's own order): written by hand or by the
    /// player, for a machine whose first choice gives no device.
    pub gpu: Option<String>,
    /// The theme by name (`dark`, `light`, `high-contrast`); `None` in a
    /// file an older version wrote: `high_contrast` says.
    pub theme: Option<String>,
    /// The palette by name ([`Palette`]).
    pub palette: Option<String>,
    /// The text size, percent ([`TextSize`]).
    pub text_size: Option<u32>,
    /// No shatter, flash, shake or animated transitions.
    pub reduced_motion: bool,
    /// The game speed, percent ([`GameSpeed`]).
    pub speed: Option<u32>,
    /// The sound effects' volume, percent ([`Volume`]).
    pub volume: Option<u32>,
    /// The best run's plane drawn faintly beside the player's.
    pub ghost: bool,
    /// Every campaign chapter open, medals or not.
    pub open_everything: bool,
    /// The controls the player rebound, by mode ([`keys::KeyBindings`]):
    /// kept as written and read leniently, so one binding this version
    /// cannot take costs that binding, not the whole file.
    #[serde(skip_serializing_if = "toml::Table::is_empty")]
    pub keys: toml::Table,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            high_contrast: false,
            fullscreen: false,
            window: None,
            sound: true,
            last_arena: None,
            last_pack: None,
            last_lesson: None,
            lang: None,
            gpu: None,
            theme: None,
            palette: None,
            text_size: None,
            reduced_motion: false,
            speed: None,
            volume: None,
            ghost: true,
            open_everything: false,
            keys: toml::Table::new(),
        }
    }
}

impl Settings {
    /// Reads `dir/settings.toml`: the defaults if there is none, or (with
    /// one warning) if it is broken or not a settings file.
    #[must_use]
    pub fn load(dir: &Path) -> Self {
        Self::load_file(&dir.join(FILE_NAME))
    }

    /// Reads the settings file at `path` (`--settings FILE`), as
    /// [`Self::load`] reads the config folder's.
    #[must_use]
    pub fn load_file(path: &Path) -> Self {
        read_toml(path, "starting from the default settings").unwrap_or_default()
    }

    /// Writes these settings into `dir/settings.toml`, keeping what else
    /// the file holds ([`kept_text::saved_text`]), through a temporary file.
    /// Returns where it was written.
    pub fn save(&self, dir: &Path) -> std::io::Result<PathBuf> {
        let path = dir.join(FILE_NAME);
        self.save_file(&path)?;
        Ok(path)
    }

    /// Writes these settings into the settings file at `path` as
    /// [`Self::save`] does into the config folder's.
    pub fn save_file(&self, path: &Path) -> std::io::Result<()> {
        // A file that cannot be read (not UTF-8, say) was read as the
        // defaults, with a warning; it is written fresh.
        let old = crate::files::read::read_text(path, "a settings file").ok();
        let text = kept_text::saved_text(old.as_deref(), self).map_err(std::io::Error::other)?;
        crate::files::write(path, &text)
    }

    /// The remembered language, if the window has a table for it.
    #[must_use]
    pub fn lang(&self) -> Option<crate::i18n::Lang> {
        self.lang.as_deref().and_then(crate::i18n::Lang::from_code)
    }

    /// The remembered graphics API choice; a name this version does not
    /// know is the platform's own order, with a warning.
    #[must_use]
    pub fn gpu(&self) -> graphics::GpuChoice {
        let Some(name) = self.gpu.as_deref() else {
            return graphics::GpuChoice::Auto;
        };
        graphics::GpuChoice::parse(name).unwrap_or_else(|e| {
            log::warn!("{FILE_NAME}: gpu: {e}; choosing for this machine");
            graphics::GpuChoice::Auto
        })
    }

    /// The remembered preferences; a value this version does not take is
    /// its default, with a warning naming the key.
    #[must_use]
    pub fn preferences(&self) -> Preferences {
        fn read<T: Default>(key: &str, value: Option<Result<T, String>>) -> T {
            match value {
                Some(Ok(value)) => value,
                Some(Err(e)) => {
                    log::warn!("{FILE_NAME}: {key}: {e}; using the default");
                    T::default()
                }
                None => T::default(),
            }
        }
        let theme = match self.theme.as_deref() {
            None if self.high_contrast => ThemeName::HighContrast,
            name => read("theme", name.map(ThemeName::parse)),
        };
        Preferences {
            theme,
            palette: read("palette", self.palette.as_deref().map(Palette::parse)),
            text_size: read("text_size", self.text_size.map(TextSize::new)),
            reduced_motion: self.reduced_motion,
            speed: read("speed", self.speed.map(GameSpeed::new)),
            sound: self.sound,
            volume: read("volume", self.volume.map(Volume::new)),
            ghost: self.ghost,
            open_everything: self.open_everything,
        }
    }

    /// Keeps `preferences` in these settings. `high_contrast` follows the
    /// theme, so an older version reading the file keeps its projector look.
    pub fn set_preferences(&mut self, preferences: &Preferences) {
        self.theme = Some(preferences.theme.name().to_owned());
        self.high_contrast = preferences.theme == ThemeName::HighContrast;
        self.palette = Some(preferences.palette.name().to_owned());
        self.text_size = Some(preferences.text_size.percent().into());
        self.reduced_motion = preferences.reduced_motion;
        self.speed = Some(preferences.speed.percent().into());
        self.sound = preferences.sound;
        self.volume = Some(preferences.volume.percent().into());
        self.ghost = preferences.ghost;
        self.open_everything = preferences.open_everything;
    }

    /// The remembered key bindings of the `known` modes' controls; one this
    /// version cannot take is left out, with a warning naming it.
    #[must_use]
    pub fn key_bindings(&self, known: &keys::Known) -> keys::KeyBindings {
        let (bindings, warnings) = keys::KeyBindings::read(&self.keys, FILE_NAME, known);
        for warning in warnings {
            log::warn!("{warning}; the control keeps its default keys");
        }
        bindings
    }

    /// Keeps `bindings` in these settings. A mode or control not `known`
    /// (a newer version's) keeps its bindings as written.
    pub fn set_key_bindings(&mut self, bindings: &keys::KeyBindings, known: &keys::Known) {
        let mut table = bindings.to_table();
        let modes = known;
        for (mode, controls) in &self.keys {
            let Some((_, names)) = modes.iter().find(|(name, _)| name == mode) else {
                table.insert(mode.clone(), controls.clone());
                continue;
            };
            let Some(controls) = controls.as_table() else {
                continue;
            };
            for (control, value) in controls {
                if names.contains(&control.as_str()) {
                    continue;
                }
                let kept = table
                    .entry(mode.clone())
                    .or_insert_with(|| toml::Value::Table(toml::Table::new()));
                if let Some(kept) = kept.as_table_mut() {
                    kept.insert(control.clone(), value.clone());
                }
            }
        }
        self.keys = table;
    }

    /// The remembered window size, if it is one a window may have.
    #[must_use]
    pub fn window_size(&self) -> Option<[u32; 2]> {
        self.window
            .filter(|[w, h]| WINDOW_SIDE.contains(w) && WINDOW_SIDE.contains(h))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every setting away from its default.
    pub(super) fn everything_set() -> Settings {
        Settings {
            high_contrast: true,
            fullscreen: true,
            window: Some([1920, 1080]),
            sound: false,
            last_arena: Some("arenas/storm.toml".into()),
            last_pack: Some("sokoban/hitlab.xsb".into()),
            last_lesson: Some("lessons/3_rays_and_slabs.toml".into()),
            lang: Some("ja".into()),
            gpu: Some("gl".into()),
            theme: Some("high-contrast".into()),
            palette: Some("okabe-ito".into()),
            text_size: Some(200),
            reduced_motion: true,
            speed: Some(50),
            volume: Some(40),
            ghost: false,
            open_everything: true,
            keys: "[shooter]\nfire = \"J\"\n".parse().unwrap(),
        }
    }

    #[test]
    fn settings_round_trip_through_the_file() {
        let temp = crate::test_support::scratch("round");
        let dir = temp.path();
        let settings = everything_set();
        assert_eq!(settings.save(dir).unwrap(), dir.join(FILE_NAME));
        assert_eq!(Settings::load(dir), settings);
    }

    #[test]
    fn no_file_or_a_broken_or_foreign_one_is_the_defaults() {
        let temp = crate::test_support::scratch("broken");
        let dir = temp.path();
        assert_eq!(Settings::load(dir), Settings::default());
        for text in [
            "not = [toml",
            "high_contrast = \"yes\"\n",
            "\u{0}\u{1}binary",
        ] {
            crate::files::write(dir.join(FILE_NAME), text).unwrap();
            assert_eq!(Settings::load(dir), Settings::default(), "{text:?}");
        }
    }

    #[test]
    fn unknown_keys_are_ignored_and_the_rest_kept() {
        let temp = crate::test_support::scratch("unknown");
        let dir = temp.path();
        let text = "high_contrast = true\nmood = 11\n[future]\nx = 1\n";
        crate::files::write(dir.join(FILE_NAME), text).unwrap();
        let settings = Settings::load(dir);
        assert!(settings.high_contrast);
        assert!(settings.sound, "a key left out keeps its default");
    }

    #[test]
    fn a_save_keeps_comments_and_unknown_keys_and_leaves_no_temporary_file() {
        let temp = crate::test_support::scratch("atomic");
        let dir = temp.path();
        crate::files::write(
            dir.join(FILE_NAME),
            "high_contrast = true # F2\n# mine\nmood = 11\n",
        )
        .unwrap();
        Settings::default().save(dir).unwrap();
        assert_eq!(
            std::fs::read_to_string(dir.join(FILE_NAME)).unwrap(),
            "high_contrast = false # F2\n# mine\nmood = 11\nfullscreen = false\nsound = true\nreduced_motion = false\nghost = true\nopen_everything = false\n"
        );
        let names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(names, [FILE_NAME]);
        assert_eq!(Settings::load(dir), Settings::default());
    }

    #[test]
    fn a_remembered_language_without_a_table_is_ignored() {
        let mut settings = Settings {
            lang: Some("ja".into()),
            ..Settings::default()
        };
        assert_eq!(settings.lang(), Some(crate::i18n::Lang::Ja));
        settings.lang = Some("tlh".into());
        assert_eq!(settings.lang(), None);
    }

    #[test]
    fn preferences_round_trip_and_a_value_not_taken_is_the_default() {
        let mut settings = Settings::default();
        assert_eq!(settings.preferences(), Preferences::default());
        let chosen = everything_set().preferences();
        assert_eq!(chosen.text_size.percent(), 200);
        assert_eq!(chosen.palette, Palette::OkabeIto);
        settings.set_preferences(&chosen);
        assert_eq!(settings.preferences(), chosen);
        assert!(
            settings.high_contrast,
            "an older version still reads the theme"
        );
        settings.text_size = Some(175);
        settings.palette = Some("rainbow".into());
        let read = settings.preferences();
        assert_eq!(read.text_size, TextSize::default());
        assert_eq!(read.palette, Palette::Standard);
        assert_eq!(read.speed, chosen.speed, "the other keys still count");
    }

    #[test]
    fn keys_round_trip_and_a_newer_versions_modes_and_controls_are_kept() {
        let mut settings: Settings = toml::from_str(
            "[keys.shooter]\nfire = \"J\"\nwarp = \"W\"\n[keys.pinball]\nflip = \"Z\"\n",
        )
        .unwrap();
        let known = keys::tests::known();
        let mut bindings = settings.key_bindings(&known);
        assert_eq!(
            bindings.get("shooter", "fire"),
            Some(&[keys::Chord::plain("J")][..])
        );
        bindings.set("shooter", "pause", vec![keys::Chord::plain("K")]);
        bindings.reset("shooter", "fire");
        settings.set_key_bindings(&bindings, &known);
        let text = toml::to_string(&settings.keys).unwrap();
        assert_eq!(settings.key_bindings(&known), bindings, "{text}");
        assert!(!text.contains("fire"), "{text}");
        assert!(text.contains("warp = \"W\""), "{text}");
        assert!(text.contains("[pinball]"), "{text}");
    }

    #[test]
    fn a_file_from_before_themes_had_names_keeps_its_high_contrast() {
        let settings = Settings {
            high_contrast: true,
            ..Settings::default()
        };
        assert_eq!(settings.preferences().theme, ThemeName::HighContrast);
    }

    #[test]
    fn a_window_size_out_of_range_is_ignored() {
        let mut settings = Settings {
            window: Some([1280, 720]),
            ..Settings::default()
        };
        assert_eq!(settings.window_size(), Some([1280, 720]));
        settings.window = Some([0, 720]);
        assert_eq!(settings.window_size(), None);
        settings.window = Some([100_000, 720]);
        assert_eq!(settings.window_size(), None);
    }
}

//! The preferences as command-line flags, shared by playing, editing and
//! presenting a lesson. A flag given wins for that run; the settings file
//! (a window's) or the defaults (a headless run) fill in the rest.

use std::path::PathBuf;

use clap::Args;

use hitlab::screens::keys::modes;
use hitlab::settings::Settings;
use hitlab::settings::keys::KeyBindings;
use hitlab::settings::preferences::{GameSpeed, Palette, Preferences, TextSize, ThemeName, Volume};

/// The preference flags.
#[derive(Debug, Clone, Default, Args)]
pub struct PreferenceFlags {
    /// Start with the high-contrast theme (F2 toggles); the same as
    /// `--theme high-contrast`.
    #[arg(long, conflicts_with = "theme")]
    pub high_contrast: bool,

    /// The theme: dark, light or high-contrast [default: the one last
    /// chosen, else dark].
    #[arg(long, value_name = "NAME", value_parser = ThemeName::parse)]
    pub theme: Option<ThemeName>,

    /// The colours that tell kinds apart: standard, or okabe-ito (safe with
    /// every common colour-vision deficiency) [default: the one last chosen,
    /// else standard].
    #[arg(long, value_name = "NAME", value_parser = Palette::parse)]
    pub palette: Option<Palette>,

    /// Text size in percent: 100, 125, 150 or 200 [default: the one last
    /// chosen, else 100].
    #[arg(long, value_name = "PERCENT", value_parser = TextSize::parse)]
    pub text_size: Option<TextSize>,

    /// No shatter, flash or shake, and no animated transitions.
    #[arg(long)]
    pub reduced_motion: bool,

    /// Game speed in percent of 60 steps a second, 50 to 100: the same
    /// steps, each shown longer [default: the one last chosen, else 100].
    #[arg(long, value_name = "PERCENT", value_parser = GameSpeed::parse)]
    pub speed: Option<GameSpeed>,

    /// Sound effects' volume in percent, 0 to 100 [default: the one last
    /// chosen, else 100].
    #[arg(long, value_name = "PERCENT", value_parser = Volume::parse)]
    pub volume: Option<Volume>,

    /// No faint plane of the best run beside the player's.
    #[arg(long)]
    pub no_ghost: bool,

    /// Every campaign chapter open, medals or not (for a teacher).
    #[arg(long)]
    pub open_all: bool,

    /// Key bindings to use over the defaults, read from a TOML file laid out
    /// as `settings.toml`'s `[keys]` table.
    #[arg(long, value_name = "FILE")]
    pub keys: Option<PathBuf>,
}

impl PreferenceFlags {
    /// `base` with the flags given set over it.
    #[must_use]
    pub fn over(&self, base: Preferences) -> Preferences {
        let theme = if self.high_contrast {
            Some(ThemeName::HighContrast)
        } else {
            self.theme
        };
        Preferences {
            theme: theme.unwrap_or(base.theme),
            palette: self.palette.unwrap_or(base.palette),
            text_size: self.text_size.unwrap_or(base.text_size),
            reduced_motion: self.reduced_motion || base.reduced_motion,
            speed: self.speed.unwrap_or(base.speed),
            sound: base.sound,
            volume: self.volume.unwrap_or(base.volume),
            ghost: base.ghost && !self.no_ghost,
            open_everything: self.open_all || base.open_everything,
        }
    }
}

impl PreferenceFlags {
    /// The bindings `settings` keep with the `--keys` file's over them; a
    /// binding the file cannot give is a warning, and the rest count.
    ///
    /// # Errors
    /// A file that cannot be read or is not TOML.
    pub fn key_bindings(&self, settings: &Settings) -> Result<KeyBindings, String> {
        let mut base = settings.key_bindings(&modes());
        if let Some(path) = &self.keys {
            let (over, warnings) = KeyBindings::read_file(path, &modes())?;
            for warning in warnings {
                log::warn!("{warning}; that binding is left out");
            }
            base.extend(&over);
        }
        Ok(base)
    }

    /// Puts [`Self::key_bindings`] in force in every keymap; a binding that
    /// clashes costs a warning, and that control keeps its default keys.
    ///
    /// # Errors
    /// A `--keys` file that cannot be read or is not TOML.
    pub fn install_keys(&self, settings: &Settings) -> Result<(), String> {
        for warning in crate::view::keymap::install(&self.key_bindings(settings)?) {
            log::warn!("{warning}; that control keeps its default keys");
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::*;

    #[derive(Debug, Parser)]
    struct Flags {
        #[command(flatten)]
        flags: PreferenceFlags,
    }

    fn over_defaults(args: &[&str]) -> Result<Preferences, clap::Error> {
        let words = std::iter::once("hitlab").chain(args.iter().copied());
        Flags::try_parse_from(words).map(|f| f.flags.over(Preferences::default()))
    }

    #[test]
    fn flags_given_win_and_the_rest_are_kept() {
        let base = Preferences {
            palette: Palette::OkabeIto,
            ..Preferences::default()
        };
        let flags = PreferenceFlags {
            text_size: Some(TextSize::new(150).unwrap()),
            ..PreferenceFlags::default()
        };
        let got = flags.over(base);
        assert_eq!(got.text_size.percent(), 150);
        assert_eq!(got.palette, Palette::OkabeIto);
    }

    #[test]
    fn every_flag_parses_and_a_bad_value_is_refused_with_what_it_takes() {
        let got = over_defaults(&[
            "--palette=okabe-ito",
            "--text-size=200",
            "--reduced-motion",
            "--speed=50",
            "--volume=30",
            "--high-contrast",
        ])
        .unwrap();
        assert_eq!(got.palette, Palette::OkabeIto);
        assert_eq!(got.text_size.percent(), 200);
        assert!(got.reduced_motion);
        assert_eq!(got.speed.percent(), 50);
        assert_eq!(got.volume.percent(), 30);
        assert_eq!(got.theme, ThemeName::HighContrast);
        let refusal = over_defaults(&["--text-size=175"]).unwrap_err().to_string();
        assert!(refusal.contains("100, 125, 150 or 200"), "{refusal}");
        assert!(over_defaults(&["--theme=light", "--high-contrast"]).is_err());
    }
}

//! The player's preferences: how the window looks, reads, moves and sounds.
//! Each is a value with a name `settings.toml` and the command line take
//! (`--palette okabe-ito`, `--text-size 150`), and the steps the
//! preferences screen offers. [`Preferences`] gathers them as a run uses
//! them: the settings file's, with the command line's flags over them.
//!
//! A value out of range or a name this version does not know is refused
//! by `parse` with what it accepts; read from `settings.toml` it is the
//! default, with a warning ([`super::Settings::preferences`]).

use std::fmt;

/// The window's colours and line weights.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum ThemeName {
    /// Light ink on a dark background: the game's own look.
    #[default]
    Dark,
    /// Dark ink on a light background, the dark theme's line weights.
    Light,
    /// Black on white, thick lines, hatched bands: for a projector.
    HighContrast,
}

/// The colours that tell kinds apart (hit and miss, the three tests, the
/// two slabs). Whatever the palette, those kinds also differ by shape or
/// pattern.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Palette {
    /// The game's own colours.
    #[default]
    Standard,
    /// Okabe and Ito's eight colours, told apart with protanopia,
    /// deuteranopia and tritanopia.
    OkabeIto,
}

/// How large the window's text is set, as a percentage of its own size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TextSize(u16);

/// How fast the simulation runs, as a percentage of 60 steps a second. A
/// slower run is the same run: the same steps, each shown longer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameSpeed(u8);

/// How loud the sound effects are, 0 to 100 %.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Volume(u8);

/// The preferences a run uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Preferences {
    /// The colours and line weights.
    pub theme: ThemeName,
    /// The colours that tell kinds apart.
    pub palette: Palette,
    /// How large text is set.
    pub text_size: TextSize,
    /// No shatter, flash or shake, and no animated transitions.
    pub reduced_motion: bool,
    /// How fast the simulation's steps are shown.
    pub speed: GameSpeed,
    /// Sound effects on.
    pub sound: bool,
    /// How loud sound effects are.
    pub volume: Volume,
    /// The best run's plane drawn faintly beside the player's.
    pub ghost: bool,
    /// Every campaign chapter open, medals or not (a teacher's choice).
    pub open_everything: bool,
}

impl Default for Preferences {
    fn default() -> Self {
        Self {
            theme: ThemeName::default(),
            palette: Palette::default(),
            text_size: TextSize::default(),
            reduced_motion: false,
            speed: GameSpeed::default(),
            sound: true,
            volume: Volume::default(),
            ghost: true,
            open_everything: false,
        }
    }
}

/// A name `settings.toml` and the command line take, for an enum of them.
macro_rules! named_values {
    ($ty:ident, $what:literal, [$($variant:ident = $name:literal),+ $(,)?]) => {
        impl $ty {
            /// Every value, in the order the preferences screen steps
            /// through them.
            pub const ALL: &'static [Self] = &[$(Self::$variant),+];

            /// The name `settings.toml` and the command line take.
            #[must_use]
            pub const fn name(self) -> &'static str {
                match self {
                    $(Self::$variant => $name),+
                }
            }

            /// The value `text` names, in any case, `_` or `-` alike.
            ///
            /// # Errors
            /// What is wrong, with the names there are.
            pub fn parse(text: &str) -> Result<Self, String> {
                let wanted = text.trim().to_ascii_lowercase().replace('_', "-");
                Self::ALL
                    .iter()
                    .copied()
                    .find(|value| value.name() == wanted)
                    .ok_or_else(|| {
                        let names: Vec<&str> = Self::ALL.iter().map(|v| v.name()).collect();
                        format!("no {} is called {text:?}: say {}", $what, names.join(", "))
                    })
            }
        }

        impl fmt::Display for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.name())
            }
        }
    };
}

named_values!(
    ThemeName,
    "theme",
    [
        Dark = "dark",
        Light = "light",
        HighContrast = "high-contrast"
    ]
);
named_values!(
    Palette,
    "palette",
    [Standard = "standard", OkabeIto = "okabe-ito"]
);

/// A percentage with its allowed values, for the numeric preferences.
macro_rules! percent_values {
    ($ty:ident, $int:ty, $what:literal, default $default:literal, accepted $accepted:expr, steps $steps:expr) => {
        impl $ty {
            /// The values the preferences screen steps through.
            pub const STEPS: &'static [Self] = &$steps;

            /// The value as a percentage.
            #[must_use]
            pub const fn percent(self) -> $int {
                self.0
            }

            /// The value as a fraction (1.0 at 100 %).
            #[must_use]
            pub fn fraction(self) -> f32 {
                f32::from(self.0) / 100.0
            }

            /// The value `percent` is, if it is one this preference takes.
            ///
            /// # Errors
            /// What is wrong, with the values it takes.
            pub fn new(percent: u32) -> Result<Self, String> {
                let accepted: fn(u32) -> bool = $accepted;
                match <$int>::try_from(percent) {
                    Ok(value) if accepted(percent) => Ok(Self(value)),
                    _ => Err(format!(
                        "{} {percent} is not one it takes: {}",
                        $what,
                        Self::takes()
                    )),
                }
            }

            /// A percentage as typed (`150`, `150%`).
            ///
            /// # Errors
            /// What is wrong, with the values it takes.
            pub fn parse(text: &str) -> Result<Self, String> {
                let digits = text.trim().trim_end_matches('%').trim();
                let percent = digits.parse::<u32>().map_err(|_| {
                    format!("{} {text:?} is not a number: {}", $what, Self::takes())
                })?;
                Self::new(percent)
            }

            /// The next step up (`forward`) or down from this value, the
            /// last one at either end.
            #[must_use]
            pub fn step(self, forward: bool) -> Self {
                let steps = Self::STEPS;
                let next = if forward {
                    steps.iter().find(|s| s.0 > self.0)
                } else {
                    steps.iter().rev().find(|s| s.0 < self.0)
                };
                next.copied().unwrap_or(self)
            }
        }

        impl Default for $ty {
            fn default() -> Self {
                Self($default)
            }
        }

        impl fmt::Display for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{} %", self.0)
            }
        }
    };
}

percent_values!(TextSize, u16, "text size", default 100,
    accepted |p| matches!(p, 100 | 125 | 150 | 200),
    steps [Self(100), Self(125), Self(150), Self(200)]);
percent_values!(GameSpeed, u8, "game speed", default 100,
    accepted |p| (50..=100).contains(&p),
    steps [Self(50), Self(60), Self(70), Self(80), Self(90), Self(100)]);
percent_values!(Volume, u8, "volume", default 100,
    accepted |p| p <= 100,
    steps [Self(0), Self(10), Self(20), Self(30), Self(40), Self(50), Self(60), Self(70),
        Self(80), Self(90), Self(100)]);

impl TextSize {
    /// What `takes` says for this preference.
    fn takes() -> &'static str {
        "100, 125, 150 or 200"
    }
}

impl GameSpeed {
    fn takes() -> &'static str {
        "50 to 100"
    }
}

impl Volume {
    fn takes() -> &'static str {
        "0 to 100"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back_in_any_case_and_an_unknown_one_lists_the_names() {
        for &theme in ThemeName::ALL {
            assert_eq!(ThemeName::parse(theme.name()), Ok(theme));
        }
        assert_eq!(
            ThemeName::parse("High_Contrast"),
            Ok(ThemeName::HighContrast)
        );
        assert_eq!(Palette::parse(" OKABE-ITO "), Ok(Palette::OkabeIto));
        let refusal = Palette::parse("rainbow").unwrap_err();
        assert!(refusal.contains("\"rainbow\"") && refusal.contains("standard, okabe-ito"));
    }

    #[test]
    fn percentages_take_their_own_values_only() {
        assert_eq!(TextSize::parse("150%").map(TextSize::percent), Ok(150));
        assert!(
            TextSize::parse("175")
                .unwrap_err()
                .contains("100, 125, 150 or 200")
        );
        assert_eq!(GameSpeed::parse("55").map(GameSpeed::percent), Ok(55));
        assert!(GameSpeed::parse("40").is_err());
        assert!(
            GameSpeed::parse("fast")
                .unwrap_err()
                .contains("not a number")
        );
        assert_eq!(Volume::parse("0").map(Volume::percent), Ok(0));
        assert!(Volume::parse("101").is_err());
        assert!(Volume::new(u32::MAX).is_err());
    }

    #[test]
    fn steps_go_up_and_down_and_stop_at_the_ends() {
        let size = TextSize::default();
        assert_eq!(size.percent(), 100);
        assert_eq!(size.step(true).percent(), 125);
        assert_eq!(size.step(false), size);
        let top = TextSize::STEPS[TextSize::STEPS.len() - 1];
        assert_eq!(top.step(true), top);
        // A value between steps goes to the neighbouring step.
        let speed = GameSpeed::new(55).unwrap();
        assert_eq!(speed.step(true).percent(), 60);
        assert_eq!(speed.step(false).percent(), 50);
        assert!((GameSpeed::new(50).unwrap().fraction() - 0.5).abs() < 1e-6);
    }
}

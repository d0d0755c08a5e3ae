//! Sound effects, synthesised (no files), behind the `audio` feature.
//!
//! ggez's own audio makes `ContextBuilder::build` fail on a machine without an
//! audio device, and such a machine (a classroom's projector PC, a CI runner)
//! must still start the game. So sound is ours: [`Sounds::new`] tries the
//! default output once; on failure it logs one warning and stays silent.
//! Without the feature the same API compiles to no-ops. Modes play through
//! [`play`], which uses the `Sounds` the app installed on this thread (none in
//! headless runs), as loud as the player's preferences say ([`follow`]).

use std::cell::{Cell, RefCell};

use hitlab::settings::preferences::Preferences;

/// The effects the game knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sound {
    /// A shell leaves the plane.
    Fire,
    /// A shell hits a shape.
    Hit,
    /// A target breaks.
    Break,
    /// A shooter round ends.
    RoundEnd,
}

impl Sound {
    /// Tone in hertz, length in milliseconds, and loudness (0..1) for each effect.
    #[cfg_attr(not(feature = "audio"), allow(dead_code))]
    fn tone(self) -> (f32, u64, f32) {
        match self {
            Sound::Fire => (880.0, 60, 0.12),
            Sound::Hit => (330.0, 120, 0.20),
            Sound::Break => (165.0, 220, 0.22),
            Sound::RoundEnd => (523.25, 400, 0.18),
        }
    }

    /// The effect's loudness at `level` (0 silent, 1 its own loudness).
    #[cfg_attr(not(feature = "audio"), allow(dead_code))]
    fn loudness(self, level: f32) -> f32 {
        self.tone().2 * level.clamp(0.0, 1.0)
    }
}

/// How loud effects play with `preferences`, 0 to 1: the volume, or 0
/// with the sound switched off.
fn level(preferences: &Preferences) -> f32 {
    if preferences.sound {
        preferences.volume.fraction()
    } else {
        0.0
    }
}

#[cfg(feature = "audio")]
mod backend {
    use super::Sound;
    use rodio::Source;
    use std::time::Duration;

    pub struct Output {
        stream: rodio::OutputStream,
    }

    impl Output {
        pub fn open() -> Result<Self, String> {
            let mut stream =
                rodio::OutputStreamBuilder::open_default_stream().map_err(|e| e.to_string())?;
            stream.log_on_drop(false);
            Ok(Self { stream })
        }

        pub fn play(&self, sound: Sound, level: f32) {
            let (hz, ms, _) = sound.tone();
            let source = rodio::source::SineWave::new(hz)
                .take_duration(Duration::from_millis(ms))
                .fade_in(Duration::from_millis(5))
                .amplify(sound.loudness(level));
            self.stream.mixer().add(source);
        }
    }
}

#[cfg(not(feature = "audio"))]
mod backend {
    use super::Sound;

    pub struct Output;

    impl Output {
        pub fn open() -> Result<Self, String> {
            Err("built without the `audio` feature".to_owned())
        }

        pub fn play(&self, _sound: Sound, _level: f32) {}
    }
}

/// The sound output, or silence when there is none.
pub struct Sounds {
    output: Option<backend::Output>,
}

impl Sounds {
    /// Opens the default audio output. Never fails: without a device (or
    /// without the `audio` feature) the result is silent.
    #[must_use]
    pub fn new() -> Self {
        match backend::Output::open() {
            Ok(output) => Self {
                output: Some(output),
            },
            Err(reason) => {
                if cfg!(feature = "audio") {
                    log::warn!("no sound: {reason}");
                } else {
                    log::info!("no sound: {reason}");
                }
                Self::silent()
            }
        }
    }

    /// A `Sounds` that plays nothing (headless runs, tests).
    #[must_use]
    pub fn silent() -> Self {
        Self { output: None }
    }

    /// True if sounds are actually heard (only the tests ask).
    #[cfg(test)]
    #[must_use]
    pub fn is_audible(&self) -> bool {
        self.output.is_some()
    }

    /// Starts `sound` at `level` (0 to 1 of its own loudness) and returns
    /// at once; effects overlap freely.
    pub fn play(&self, sound: Sound, level: f32) {
        if let Some(output) = &self.output {
            output.play(sound, level);
        }
    }
}

impl Default for Sounds {
    fn default() -> Self {
        Self::silent()
    }
}

thread_local! {
    static INSTALLED: RefCell<Sounds> = RefCell::new(Sounds::silent());
    /// How loud effects play, 0 to 1: the player's volume, 0 with the
    /// sound switched off (F4, the preferences; remembered in the settings).
    static LEVEL: Cell<f32> = const { Cell::new(1.0) };
}

/// Plays the effects from now on as `preferences` say: switched off or on,
/// at their volume; the output stays open, so switching back on is instant.
pub fn follow(preferences: &Preferences) {
    LEVEL.with(|l| l.set(level(preferences)));
}

/// Makes `sounds` the output [`play`] uses on this (the game's) thread.
pub fn install(sounds: Sounds) {
    INSTALLED.with(|slot| *slot.borrow_mut() = sounds);
}

/// Plays `sound` on the installed output, as loud as [`follow`] last set;
/// silent if none was installed, the sound is off or its volume 0.
pub fn play(sound: Sound) {
    let level = LEVEL.with(Cell::get);
    if level > 0.0 {
        INSTALLED.with(|slot| slot.borrow().play(sound, level));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn playing_without_an_output_is_silent_not_an_error() {
        let silent = Sounds::silent();
        assert!(!silent.is_audible());
        silent.play(Sound::Hit, 1.0);
        play(Sound::Fire);
    }

    #[test]
    fn the_volume_scales_every_effect_and_sound_off_or_volume_0_is_silence() {
        use hitlab::settings::preferences::Volume;
        let at = |sound: bool, percent: u32| {
            level(&Preferences {
                sound,
                volume: Volume::new(percent).unwrap(),
                ..Preferences::default()
            })
        };
        assert!((at(true, 100) - 1.0).abs() < 1e-6);
        assert!((at(true, 30) - 0.3).abs() < 1e-6);
        assert_eq!(at(true, 0), 0.0);
        assert_eq!(at(false, 100), 0.0);
        let full = Sound::Hit.loudness(1.0);
        assert!((Sound::Hit.loudness(at(true, 30)) - 0.3 * full).abs() < 1e-6);
        assert_eq!(Sound::Hit.loudness(2.0), full, "never louder than its own");
        // Live: what `play` reads follows the last preferences given.
        follow(&Preferences {
            volume: Volume::new(40).unwrap(),
            ..Preferences::default()
        });
        assert!((LEVEL.with(Cell::get) - 0.4).abs() < 1e-6);
        follow(&Preferences {
            sound: false,
            ..Preferences::default()
        });
        assert_eq!(LEVEL.with(Cell::get), 0.0);
    }

    #[test]
    fn every_effect_is_short_and_quiet() {
        for sound in [Sound::Fire, Sound::Hit, Sound::Break, Sound::RoundEnd] {
            let (hz, ms, volume) = sound.tone();
            assert!((100.0..2000.0).contains(&hz));
            assert!(ms <= 500, "{sound:?} would drag on");
            assert!(volume > 0.0 && volume <= 0.25);
        }
    }
}

//! Sound effects, synthesised (no files), behind the `audio` feature.
//!
//! ggez's own audio makes `ContextBuilder::build` fail on a machine without an
//! audio device, and such a machine (a classroom's projector PC, a CI runner)
//! must still start the game. So sound is ours: [`Sounds::new`] tries the
//! default output once; on failure it logs one warning and stays silent.
//! Without the feature the same API compiles to no-ops. Modes play through
//! [`play`], which uses the `Sounds` the app installed on this thread (none in
//! headless runs).

use std::cell::RefCell;

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

        pub fn play(&self, sound: Sound) {
            let (hz, ms, volume) = sound.tone();
            let source = rodio::source::SineWave::new(hz)
                .take_duration(Duration::from_millis(ms))
                .fade_in(Duration::from_millis(5))
                .amplify(volume);
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

        pub fn play(&self, _sound: Sound) {}
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

    /// Starts `sound` and returns at once; effects overlap freely.
    pub fn play(&self, sound: Sound) {
        if let Some(output) = &self.output {
            output.play(sound);
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
    /// Sound switched off by the player (F4, remembered in the settings).
    static MUTED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Switches the effects off (`true`) or on again, without closing the output.
pub fn set_muted(muted: bool) {
    MUTED.with(|m| m.set(muted));
}

/// Makes `sounds` the output [`play`] uses on this (the game's) thread.
pub fn install(sounds: Sounds) {
    INSTALLED.with(|slot| *slot.borrow_mut() = sounds);
}

/// Plays `sound` on the installed output; silent if none was installed.
pub fn play(sound: Sound) {
    if !MUTED.with(std::cell::Cell::get) {
        INSTALLED.with(|slot| slot.borrow().play(sound));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn playing_without_an_output_is_silent_not_an_error() {
        let silent = Sounds::silent();
        assert!(!silent.is_audible());
        silent.play(Sound::Hit);
        play(Sound::Fire);
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

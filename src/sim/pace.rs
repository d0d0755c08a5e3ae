//! The window's clock against the simulation's: how many steps each frame
//! runs at the player's game speed, and whether what moves between steps
//! is shown moving or still.
//!
//! A frame is 1/60 s of the window's time ([`FRAMES_PER_SECOND`]); at full
//! speed each frame runs one step, so nothing changes for a run at 100 %.
//! At a slower speed some frames run none: at 50 % every second frame runs
//! one. The steps are the same steps whatever the speed, so a run ends in
//! the same state after the same steps; only the frames it takes differ
//! (`N` frames at `s` % are `⌊N · s / 100⌋` steps).

use crate::settings::preferences::GameSpeed;

use super::STEPS_PER_SECOND;

/// Frames per second of the window's clock: the steps per second at full
/// game speed. Notices, file polling and `--frames` count these.
pub const FRAMES_PER_SECOND: u32 = STEPS_PER_SECOND;

/// Turns frames into steps at a game speed. Whole numbers only, so a run
/// of `N` frames runs exactly [`steps_in`] steps on every machine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pace {
    /// Percent of a step each frame adds (the game speed, 1 to 100).
    percent: u32,
    /// Percent of a step owed by the frames so far, below 100.
    owed: u32,
}

impl Pace {
    /// A pace at `speed`, no step owed yet.
    #[must_use]
    pub fn new(speed: GameSpeed) -> Self {
        Self {
            percent: u32::from(speed.percent()).clamp(1, 100),
            owed: 0,
        }
    }

    /// Goes on at `speed`, keeping what the frames so far owe, so a change
    /// mid-run neither skips nor repeats a step.
    pub fn set_speed(&mut self, speed: GameSpeed) {
        self.percent = Self::new(speed).percent;
    }

    /// One frame: whether it runs a step (never more than one, as the
    /// speed is at most 100 %).
    pub fn frame(&mut self) -> bool {
        self.owed += self.percent;
        let step = self.owed >= 100;
        if step {
            self.owed -= 100;
        }
        step
    }
}

/// The steps `frames` frames from the start run at `speed`.
#[must_use]
pub fn steps_in(frames: u64, speed: GameSpeed) -> u64 {
    frames * u64::from(speed.percent()) / 100
}

/// How what moves between steps is drawn: the rules compute the same
/// effects either way (a replay ends in the same state), and the view
/// draws them moving, or still for a player whom motion makes unwell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Motion {
    /// Shards fly, a hit target flashes, marks fade, pieces slide.
    #[default]
    Animated,
    /// Nothing flies, flashes, shakes, fades or slides: what changed is
    /// drawn where it ends, and stays still until it goes.
    Reduced,
}

impl Motion {
    /// The motion the reduced-motion preference asks for.
    #[must_use]
    pub fn of(reduced_motion: bool) -> Self {
        if reduced_motion {
            Self::Reduced
        } else {
            Self::Animated
        }
    }

    /// Whether things are drawn moving.
    #[must_use]
    pub fn animated(self) -> bool {
        self == Self::Animated
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn speed(percent: u32) -> GameSpeed {
        GameSpeed::new(percent).unwrap()
    }

    fn steps_of(pace: &mut Pace, frames: u64) -> u64 {
        (0..frames).filter(|_| pace.frame()).count() as u64
    }

    #[test]
    fn full_speed_runs_a_step_every_frame() {
        let mut pace = Pace::new(GameSpeed::default());
        assert!((0..1000).all(|_| pace.frame()));
    }

    #[test]
    fn half_speed_takes_twice_the_frames_for_the_same_steps() {
        let mut pace = Pace::new(speed(50));
        let ran: Vec<bool> = (0..6).map(|_| pace.frame()).collect();
        assert_eq!(ran, [false, true, false, true, false, true]);
        assert_eq!(steps_of(&mut Pace::new(speed(50)), 240), 120);
    }

    #[test]
    fn every_speed_runs_the_steps_steps_in_says() {
        for &s in GameSpeed::STEPS.iter().chain(&[speed(55), speed(73)]) {
            for frames in [0, 1, 2, 7, 60, 601] {
                let mut pace = Pace::new(s);
                assert_eq!(
                    steps_of(&mut pace, frames),
                    steps_in(frames, s),
                    "{s} {frames}"
                );
            }
        }
    }

    #[test]
    fn a_speed_changed_mid_run_keeps_what_is_owed() {
        let mut pace = Pace::new(speed(50));
        assert!(!pace.frame(), "half a step owed");
        pace.set_speed(GameSpeed::default());
        assert!(pace.frame());
        assert!(pace.frame());
        pace.set_speed(speed(50));
        // 50 owed from the first frame was kept through full speed.
        assert!(pace.frame());
        assert!(!pace.frame());
    }

    #[test]
    fn the_preference_names_the_motion() {
        assert_eq!(Motion::of(true), Motion::Reduced);
        assert!(Motion::of(false).animated());
        assert!(!Motion::Reduced.animated());
    }
}

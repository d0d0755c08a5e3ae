//! Rewinding the moment of a miss: step back through the last ten seconds,
//! then watch them again slowly, back to the present.
//!
//! The rules are deterministic: a round put back to a [`Moment`] and given
//! the same [`StepInput`]s plays the same steps (the collision step applies
//! its verdicts in shell order, however many threads found them). So the
//! history keeps a moment every [`SNAPSHOT_INTERVAL`] steps and every step's
//! input, and shows step `k` by restoring the newest moment at or before `k`
//! and playing the recorded inputs on to `k`. The present is reached the
//! same way, so a rewind that is played out ends exactly where the round
//! was: a replay only replays ("watch again"); nothing the player presses
//! while rewound changes what happened.
//!
//! # Memory
//!
//! At most [`SNAPSHOTS`] moments (11) and [`REWIND_STEPS`] +
//! [`SNAPSHOT_INTERVAL`] inputs (4 bytes each, 2.6 kB). A moment is the
//! shells ([`SHELL_BYTES`], 27 bytes a shell) and a few kilobytes more
//! (targets, at most 256 markers, the shards of a break). In a storm each
//! moment keeps room for the arena's cap, so the history is as large as it
//! gets from its first ten seconds on and a steady storm step allocates
//! nothing: at 100,000 shells 11 × 2.7 MB, under **32 MiB** (the bound
//! `tests/storm_alloc.rs` checks with a counting allocator).
//!
//! # The interval
//!
//! A moment a second (60 steps) keeps the storm's history within that
//! 32 MiB; showing a step then plays at most 59 steps again, about 0.1 s
//! for a full storm in a release build (a storm step is under 2 ms,
//! docs/performance.md) and far less than a frame for every other arena.
//! Half the interval would halve that wait and double the memory.

use std::collections::VecDeque;

use super::control::ShooterControl as C;
use super::game::ShooterGame;
use super::moment::Moment;
use super::shell::SHELL_BYTES;
use super::step_input::StepInput;
use crate::levels::arena::Detection;
use crate::sim::{ControlFrame, STEPS_PER_SECOND};

/// How far back a round can be rewound, in rules steps (ten seconds).
pub const REWIND_STEPS: u32 = 10 * STEPS_PER_SECOND;

/// Rules steps between two kept moments (a second; see the module's doc).
pub const SNAPSHOT_INTERVAL: u32 = STEPS_PER_SECOND;

/// Moments kept at most: enough that the oldest is at least
/// [`REWIND_STEPS`] before the present.
pub const SNAPSHOTS: usize = (REWIND_STEPS / SNAPSHOT_INTERVAL) as usize + 1;

/// A replay runs a rules step every this many app steps (a quarter of full
/// speed), or more slowly where slow motion is slower.
pub const REPLAY_SLOWDOWN: u32 = 4;

/// How far a round is rewound, for the HUD.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rewound {
    /// Rules steps between the moment shown and the present.
    pub steps_back: u32,
    /// The replay is playing forward.
    pub replaying: bool,
}

impl Rewound {
    /// [`Self::steps_back`] in seconds of the round.
    #[must_use]
    pub fn seconds_back(&self) -> f32 {
        self.steps_back as f32 / STEPS_PER_SECOND as f32
    }
}

/// The moment shown while rewound.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Shown {
    /// The round's step when the rewind began.
    present: u32,
    replaying: bool,
    /// App steps since the replay's last rules step.
    wait: u32,
    /// The test in force at the present, put back on return (it may have
    /// been switched since the last step).
    detection: Detection,
}

/// The last ten seconds of a round: moments and every step's input since
/// the oldest (see the module's doc).
#[derive(Debug, Clone, Default)]
pub struct History {
    /// Oldest first, one every [`SNAPSHOT_INTERVAL`] steps.
    moments: VecDeque<Moment>,
    /// `inputs[i]` drove step `moments[0].step() + i`.
    inputs: VecDeque<StepInput>,
    shown: Option<Shown>,
    /// Shells and markers each moment keeps room for.
    room: (usize, usize),
}

impl History {
    /// Forgets the round (a new one starts); each moment will keep room for
    /// `shells` shells and `markers` markers.
    pub(super) fn reset(&mut self, shells: usize, markers: usize) {
        self.moments.clear();
        self.moments.reserve(SNAPSHOTS);
        self.inputs.clear();
        self.inputs
            .reserve((REWIND_STEPS + SNAPSHOT_INTERVAL) as usize);
        self.shown = None;
        self.room = (shells, markers);
    }

    /// Notes `game`'s moment when a new interval starts, and the input of
    /// the step it is about to play.
    fn record(&mut self, game: &ShooterGame, input: StepInput) {
        if game.round_step.is_multiple_of(SNAPSHOT_INTERVAL) {
            if self.moments.len() >= SNAPSHOTS
                && let Some(mut oldest) = self.moments.pop_front()
            {
                self.inputs
                    .drain(..(SNAPSHOT_INTERVAL as usize).min(self.inputs.len()));
                oldest.copy_from(game);
                self.moments.push_back(oldest);
            } else {
                let mut moment = game.moment();
                moment.reserve(self.room.0, self.room.1);
                self.moments.push_back(moment);
            }
        }
        if !self.moments.is_empty() {
            self.inputs.push_back(input);
        }
    }

    /// The earliest step that can be shown from `present`.
    fn earliest(&self, present: u32) -> Option<u32> {
        let oldest = self.moments.front()?.step();
        Some(oldest.max(present.saturating_sub(REWIND_STEPS)))
    }

    /// Bytes the history holds room for: its moments' shells and its
    /// inputs (the rest of a moment is a few kilobytes).
    #[must_use]
    pub fn heap_bytes(&self) -> usize {
        let shells: usize = self.moments.iter().map(Moment::shell_bytes).sum();
        shells + self.inputs.capacity() * size_of::<StepInput>()
    }
}

/// The bytes of moments' shells for `shells` shells: what the history comes
/// to at a storm's cap.
#[must_use]
pub fn history_shell_bytes(shells: usize) -> usize {
    SNAPSHOTS * shells * SHELL_BYTES
}

impl ShooterGame {
    /// How far the round is rewound; `None` at the present.
    #[must_use]
    pub fn rewound(&self) -> Option<Rewound> {
        self.history.shown.map(|shown| Rewound {
            steps_back: shown.present.saturating_sub(self.round_step),
            replaying: shown.replaying,
        })
    }

    /// The rewind history (its size, for tests and the docs' bound).
    #[must_use]
    pub fn history(&self) -> &History {
        &self.history
    }

    /// Keeps the input of the step about to be played (and, every interval,
    /// the moment before it).
    pub(super) fn record(&mut self, input: StepInput) {
        let mut history = std::mem::take(&mut self.history);
        history.record(self, input);
        self.history = history;
    }

    /// The rewind's controls for one app step; whether the round is rewound
    /// after them (and so waits: its clock does not run).
    /// `rewind` (pressed or held) steps back a step; `replay` plays forward
    /// slowly or stops; `step_once` steps forward one step. Reaching the
    /// present ends the rewind, and the round goes on from there.
    pub(super) fn rewind_step(&mut self, frame: &ControlFrame<C>) -> bool {
        if frame.pressed(C::Rewind) || frame.held(C::Rewind) {
            self.step_back();
            return self.history.shown.is_some();
        }
        let every = REPLAY_SLOWDOWN.max(1 << self.slow_level);
        let Some(shown) = self.history.shown.as_mut() else {
            return false;
        };
        let forward = if frame.pressed(C::StepOnce) {
            shown.replaying = false;
            true
        } else if frame.pressed(C::Replay) {
            shown.replaying = !shown.replaying;
            shown.wait = 0;
            false
        } else if shown.replaying {
            shown.wait += 1;
            shown.wait.is_multiple_of(every)
        } else {
            false
        };
        if forward {
            self.step_forward();
        }
        true
    }

    /// Shows the step before the one shown, if the history reaches it.
    fn step_back(&mut self) {
        let shown = self.history.shown;
        let present = shown.map_or(self.round_step, |s| s.present);
        let Some(earliest) = self.history.earliest(present) else {
            return;
        };
        if self.round_step <= earliest {
            if let Some(shown) = self.history.shown.as_mut() {
                shown.replaying = false;
            }
            return;
        }
        self.history.shown = Some(Shown {
            present,
            replaying: false,
            wait: 0,
            detection: shown.map_or(self.detection, |s| s.detection),
        });
        self.seek(self.round_step - 1);
    }

    /// Plays the step shown on with its recorded input; at the present the
    /// rewind ends.
    fn step_forward(&mut self) {
        let Some(shown) = self.history.shown else {
            return;
        };
        self.seek(self.round_step + 1);
        if self.round_step >= shown.present {
            self.history.shown = None;
            self.detection = shown.detection;
        }
    }

    /// Puts the round at step `k`: the newest moment at or before it,
    /// played on with the recorded inputs. The steps' events are not
    /// reported again (their sounds and scores happened once).
    fn seek(&mut self, k: u32) {
        let history = std::mem::take(&mut self.history);
        let oldest = history.moments.front().map_or(0, Moment::step);
        // Forward from the step shown needs no moment: it is that step.
        let back = self.round_step > k || self.round_step < oldest;
        if back && let Some(moment) = history.moments.iter().rev().find(|m| m.step() <= k) {
            self.restore(moment);
        }
        let mut events = Vec::new();
        while self.round_step < k {
            let at = (self.round_step - oldest) as usize;
            let Some(input) = history.inputs.get(at).copied() else {
                break;
            };
            self.rules_step(&input, &mut events);
            events.clear();
        }
        self.history = history;
    }
}

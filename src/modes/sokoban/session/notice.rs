//! What the session tells the player: news (a reload, an export, a save
//! error) that stays a few seconds, and refusals (a blocked move, a drag
//! with no path) that show briefly, where the player is looking.

use std::path::PathBuf;

use super::super::game::Blocked;
use super::Session;
use super::refusal::{MESSAGE_STEPS, REFUSAL_STEPS, Refusal, Refused};

/// What the session tells the player, as data the view words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum News {
    /// The pack opened with `count` invalid levels skipped.
    Skipped {
        /// How many levels were skipped.
        count: usize,
    },
    /// The pack was re-read and the level in play kept its moves.
    Reloaded {
        /// How many invalid levels the re-read pack skips.
        skipped: usize,
    },
    /// The pack was re-read and the level in play changed: it restarted.
    LevelChanged {
        /// How many invalid levels the re-read pack skips.
        skipped: usize,
    },
    /// The pack was re-read and the level in play is no longer valid.
    LevelInvalid {
        /// How many invalid levels the re-read pack skips.
        skipped: usize,
    },
    /// Level `level` (1-based) was saved broken: the last good version
    /// stays in play.
    LevelRejected {
        /// The level's number, 1-based.
        level: usize,
    },
    /// The player went past the last level of the pack.
    LastLevel,
    /// The progress could not be saved in `folder`, for `why`.
    ProgressNotSaved {
        /// The data folder.
        folder: PathBuf,
        /// The system's reason.
        why: String,
    },
    /// There is no data folder, so nothing was exported.
    NoDataFolder,
    /// `moves` moves were written to `path`.
    Exported {
        /// How many moves.
        moves: usize,
        /// Where they were written.
        path: PathBuf,
    },
    /// The moves could not be written to `path`, for `why`.
    NotExported {
        /// Where they were to go.
        path: PathBuf,
        /// The system's reason.
        why: String,
    },
    /// A replay was asked for with no exported moves and no solution.
    NothingToReplay,
    /// The player's exported moves are replaying.
    ReplayingSaved,
    /// The pack's solution is replaying.
    ReplayingSolution,
    /// Every valid level of the pack is solved: there is no next unsolved.
    AllSolved,
    /// The level in play and its `moves` moves were copied as text.
    Copied {
        /// How many moves the copy holds.
        moves: usize,
    },
    /// The clipboard could not take the copy, for `why`.
    NotCopied {
        /// The system's reason.
        why: String,
    },
    /// Pasted text opened as a level, with `moves` moves made.
    Pasted {
        /// How many moves the pasted text held.
        moves: usize,
    },
    /// Pasted text is not a level (or its moves do not play), for `why`.
    NotPasted {
        /// What is wrong with the text, as `hitlab check` words it.
        why: String,
    },
    /// A problem the loaders word (a level that cannot open, moves that do
    /// not read), as `hitlab check` prints it.
    Problem(String),
}

impl News {
    /// Whether it says something was not written (progress, exported
    /// moves): drawn as a failure, never in the colour of what worked.
    #[must_use]
    pub fn is_failure(&self) -> bool {
        matches!(
            self,
            News::ProgressNotSaved { .. }
                | News::NotExported { .. }
                | News::NoDataFolder
                | News::NotCopied { .. }
                | News::NotPasted { .. }
        )
    }
}

impl Session {
    /// The news on screen, if any.
    #[must_use]
    pub fn message(&self) -> Option<&News> {
        self.message.as_ref().map(|(news, _)| news)
    }

    /// The refusal on screen, if any.
    #[must_use]
    pub fn refusal(&self) -> Option<&Refusal> {
        self.refusal.as_ref()
    }

    /// The rect test that refused the last move, while it is on screen.
    #[must_use]
    pub fn blocked(&self) -> Option<Blocked> {
        self.refusal.as_ref().and_then(Refusal::blocked)
    }

    pub(super) fn say(&mut self, news: News) {
        log::info!("sokoban: {news:?}");
        self.message = Some((news, MESSAGE_STEPS));
    }

    pub(super) fn refuse(&mut self, why: Refused) {
        self.refusal = Some(Refusal {
            why,
            steps_left: REFUSAL_STEPS,
        });
    }

    /// Counts both kinds down by one step.
    pub(super) fn tick_notices(&mut self) {
        if let Some((_, left)) = &mut self.message {
            *left = left.saturating_sub(1);
            if *left == 0 {
                self.message = None;
            }
        }
        if let Some(refusal) = &mut self.refusal {
            refusal.steps_left = refusal.steps_left.saturating_sub(1);
            if refusal.steps_left == 0 {
                self.refusal = None;
            }
        }
    }
}

//! What a session reports for its caller to keep: it holds no data folder,
//! so a solve, an export or a replay of exported moves is the caller's to
//! write or read ([`super::super::kept`] does it with the data folder).

/// Something for the caller to keep, or to read for the session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SessionEvent {
    /// A solve beat the level's record: the progress
    /// ([`super::Session::progress`]) is to be saved, and a failure told
    /// ([`super::Session::progress_not_saved`]).
    Solved,
    /// The player exported the level's moves: `moves` (LURD) to be written
    /// as `file` in the exports folder, and the outcome told
    /// ([`super::Session::exported`]).
    Export {
        /// The file's name: `PACK-level-N.lurd`.
        file: String,
        /// The moves so far, in LURD.
        moves: String,
    },
    /// The player asked for a replay: `file` in the exports folder is to be
    /// read and its text handed over ([`super::Session::replay_with`]), or
    /// `None` when there is none; the step goes on then.
    Replay {
        /// The file's name: `PACK-level-N.lurd`.
        file: String,
    },
}

//! Which levels are solved, and the best moves and pushes on each, kept in
//! the user's data directory (`sokoban-progress.toml`).
//!
//! Records are keyed by a hash of the board itself, not its number or title,
//! so reordering a pack or editing a title keeps the record, and editing the
//! board starts a fresh one. A missing or unreadable file is a fresh start
//! (with a log warning when it exists but is corrupt); nothing is lost by
//! playing on.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::files::{read_toml, write_toml};
use crate::levels::sokoban::Level;

use super::stats::SolutionStats;

/// The file name inside the data directory.
pub const FILE_NAME: &str = "sokoban-progress.toml";

/// The best result on one board. Best moves and best pushes are kept
/// separately: they often come from different solutions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    /// Fewest moves (walks and pushes) in any solve of the board.
    pub best_moves: usize,
    /// Fewest pushes in any solve of the board.
    pub best_pushes: usize,
    /// Fewest box lines in any solve ([`SolutionStats::box_lines`]);
    /// `None` in a record written before they were counted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub best_box_lines: Option<usize>,
    /// Fewest box changes in any solve ([`SolutionStats::box_changes`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub best_box_changes: Option<usize>,
}

/// Every solved board's record: the contents of `sokoban-progress.toml`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    /// Board key ([`board_key`]) → record. A board with a record is solved.
    #[serde(default)]
    pub solved: BTreeMap<String, Record>,
}

/// A stable key for a board: FNV-1a of its XSB text, in hex. (Not std's
/// hasher: its output may change between Rust releases.)
#[must_use]
pub fn board_key(level: &Level) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in level.to_xsb().bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{hash:016x}")
}

impl Progress {
    /// Reads `dir/sokoban-progress.toml`; any problem gives a fresh start.
    #[must_use]
    pub fn load(dir: &Path) -> Self {
        read_toml(&dir.join(FILE_NAME), "starting with no progress").unwrap_or_default()
    }

    /// Writes the file (through a temporary file, so a crash mid-write
    /// never leaves half a file). Returns where it was written.
    pub fn save(&self, dir: &Path) -> std::io::Result<PathBuf> {
        let path = dir.join(FILE_NAME);
        write_toml(&path, self)?;
        Ok(path)
    }

    /// The record of `level`'s board, or `None` while it is unsolved.
    #[must_use]
    pub fn record(&self, level: &Level) -> Option<Record> {
        self.solved.get(&board_key(level)).copied()
    }

    /// Notes a solve of `moves` moves and `pushes` pushes; returns true if
    /// it improved (or created) the record.
    pub fn note_solved(&mut self, level: &Level, moves: usize, pushes: usize) -> bool {
        self.note(level, moves, pushes, None)
    }

    /// Notes a solve with all its statistics; returns true if it improved
    /// (or created) the record.
    pub fn note_solution(&mut self, level: &Level, stats: &SolutionStats) -> bool {
        let lines = Some((stats.box_lines, stats.box_changes));
        self.note(level, stats.moves, stats.pushes, lines)
    }

    fn note(
        &mut self,
        level: &Level,
        moves: usize,
        pushes: usize,
        lines: Option<(usize, usize)>,
    ) -> bool {
        let key = board_key(level);
        let Some(record) = self.solved.get_mut(&key) else {
            self.solved.insert(
                key,
                Record {
                    best_moves: moves,
                    best_pushes: pushes,
                    best_box_lines: lines.map(|(l, _)| l),
                    best_box_changes: lines.map(|(_, c)| c),
                },
            );
            return true;
        };
        // The fewer of the two, where either is known.
        let fewer = |old: Option<usize>, new: Option<usize>| match (old, new) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        let before = *record;
        record.best_moves = record.best_moves.min(moves);
        record.best_pushes = record.best_pushes.min(pushes);
        record.best_box_lines = fewer(record.best_box_lines, lines.map(|(l, _)| l));
        record.best_box_changes = fewer(record.best_box_changes, lines.map(|(_, c)| c));
        *record != before
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::levels::sokoban::parse_pack;

    #[test]
    fn solved_marks_and_their_statistics_survive_a_save_and_a_load() {
        let temp = crate::test_support::scratch("sokoban-progress");
        let pack = parse_pack(
            "#######\n#@ $ .#\n#######\n\n######\n#@$. #\n######\n",
            Path::new("t.xsb"),
        );
        let levels: Vec<&Level> = pack.levels().collect();
        let mut progress = Progress::default();
        let stats = SolutionStats {
            moves: 3,
            pushes: 2,
            box_lines: 1,
            box_changes: 0,
        };
        assert!(progress.note_solution(levels[0], &stats));
        // A worse solve changes nothing; one better in a single measure does.
        let worse = SolutionStats { moves: 9, ..stats };
        assert!(!progress.note_solution(levels[0], &worse));
        progress.save(temp.path()).unwrap();
        let back = Progress::load(temp.path());
        assert_eq!(back, progress);
        let record = back.record(levels[0]).unwrap();
        assert_eq!(
            (
                record.best_moves,
                record.best_pushes,
                record.best_box_lines,
                record.best_box_changes
            ),
            (3, 2, Some(1), Some(0))
        );
        assert_eq!(back.record(levels[1]), None);
    }

    #[test]
    fn a_record_from_before_box_lines_reads_and_learns_them() {
        let pack = parse_pack("######\n#@$. #\n######\n", Path::new("t.xsb"));
        let level = pack.levels().next().unwrap();
        let key = board_key(level);
        let text = format!("[solved.{key}]\nbest_moves = 1\nbest_pushes = 1\n");
        let mut old: Progress = toml::from_str(&text).unwrap();
        assert_eq!(old.record(level).unwrap().best_box_lines, None);
        let stats = SolutionStats {
            moves: 1,
            pushes: 1,
            box_lines: 1,
            box_changes: 0,
        };
        assert!(old.note_solution(level, &stats), "the lines are news");
        assert_eq!(old.record(level).unwrap().best_box_lines, Some(1));
    }
}

//! A solution's statistics, as Sokoban players compare them: moves, pushes,
//! box lines and box changes; and the medal a solve earns by its pushes
//! against the best known solution.
//!
//! A box line is a maximal run of pushes of one box in one direction (the
//! box pushed along a straight line, however far). A box change is a push
//! of a different box than the push before it; the first push changes
//! nothing, so a level solved by pushing one box has no box change.

use std::sync::Arc;

use crate::levels::arena::medals::Medal;
use crate::levels::sokoban::{Cell, Level};

use super::game::{Dir, Game, neighbour};
use super::lurd::{VerifyError, play};

/// What a sequence of moves cost, by the four standard measures.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SolutionStats {
    /// Moves, walks and pushes.
    pub moves: usize,
    /// Moves that pushed a box.
    pub pushes: usize,
    /// Maximal runs of pushes of one box in one direction.
    pub box_lines: usize,
    /// Pushes of a different box than the push before.
    pub box_changes: usize,
}

impl SolutionStats {
    /// The statistics of `dirs` played on `level` from its start.
    ///
    /// # Errors
    /// The first move the rules refuse ([`VerifyError::Illegal`]).
    pub fn of_moves(level: &Arc<Level>, dirs: &[Dir]) -> Result<Self, VerifyError> {
        let mut game = Game::new(Arc::clone(level));
        let mut stats = Self::default();
        // Where the box of the last push stands now, and the push's direction.
        let mut last: Option<(Cell, Dir)> = None;
        for (index, &dir) in dirs.iter().enumerate() {
            let worker = game.worker();
            // `play` words a refused move as a solution check does.
            play(&mut game, &[dir]).map_err(|e| match e {
                VerifyError::Illegal { letter, reason, .. } => VerifyError::Illegal {
                    index: index + 1,
                    letter,
                    reason,
                },
                other => other,
            })?;
            stats.moves += 1;
            let Some(&step) = game.history().last() else {
                continue;
            };
            if !step.push {
                continue;
            }
            stats.pushes += 1;
            let pushed = neighbour(worker, dir);
            let same_box = last.is_some_and(|(cell, _)| cell == pushed);
            if last.is_some() && !same_box {
                stats.box_changes += 1;
            }
            if !(same_box && last.is_some_and(|(_, d)| d == dir)) {
                stats.box_lines += 1;
            }
            last = Some((neighbour(pushed, dir), dir));
        }
        Ok(stats)
    }

    /// The statistics of the moves made so far in `game` (undone ones not
    /// counted).
    #[must_use]
    pub fn of_game(game: &Game) -> Self {
        let dirs: Vec<Dir> = game.history().iter().map(|s| s.dir).collect();
        // The history was played by the rules, so it plays again.
        Self::of_moves(game.level(), &dirs).unwrap_or(Self {
            moves: game.moves(),
            pushes: game.pushes(),
            ..Self::default()
        })
    }
}

/// The most pushes a silver medal allows when the best known solution
/// takes `best`: a quarter more, rounded up, and at least one more.
#[must_use]
pub fn silver_pushes(best: usize) -> usize {
    best + best.div_ceil(4).max(1)
}

/// The medal a solve in `pushes` pushes earns against the best known
/// solution's `best` pushes: gold at or below it, silver within
/// [`silver_pushes`], bronze for any other solution. With no known
/// solution to measure against, a solve earns bronze.
#[must_use]
pub fn medal_for_pushes(pushes: usize, best: Option<usize>) -> Medal {
    match best {
        Some(best) if pushes <= best => Medal::Gold,
        Some(best) if pushes <= silver_pushes(best) => Medal::Silver,
        _ => Medal::Bronze,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::levels::sokoban::parse_pack;
    use crate::modes::sokoban::lurd::parse_lurd;

    fn level(board: &str) -> Arc<Level> {
        let pack = parse_pack(board, std::path::Path::new("t.xsb"));
        match pack.entries.into_iter().next() {
            Some(Ok(level)) => Arc::new(level),
            other => panic!("{board} is not a level: {other:?}"),
        }
    }

    fn stats(board: &str, lurd: &str) -> SolutionStats {
        SolutionStats::of_moves(&level(board), &parse_lurd(lurd).unwrap()).unwrap()
    }

    #[test]
    fn one_box_pushed_straight_is_one_line_and_no_change() {
        let s = stats("#######\n#@ $ .#\n#######\n", "rRR");
        assert_eq!(
            s,
            SolutionStats {
                moves: 3,
                pushes: 2,
                box_lines: 1,
                box_changes: 0
            }
        );
    }

    #[test]
    fn turning_a_box_starts_a_new_line_of_the_same_box() {
        // Pushed right twice, then the worker walks round and pushes it down twice.
        let board = "#######\n#     #\n#@$   #\n#     #\n#   . #\n#######\n";
        let s = stats(board, "RRurDD");
        assert_eq!(
            (s.moves, s.pushes, s.box_lines, s.box_changes),
            (6, 4, 2, 0)
        );
    }

    #[test]
    fn another_box_is_a_change_and_a_line() {
        // Up between the boxes, the left one onto its goal, then the right one.
        let board = "#######\n#.$ $.#\n#  @  #\n#######\n";
        let s = stats(board, "uLrR");
        assert_eq!(
            (s.moves, s.pushes, s.box_lines, s.box_changes),
            (4, 2, 2, 1)
        );
        // And back to the first box: a second change.
        let board = "########\n#. $ $.#\n#   @  #\n########\n";
        let s = stats(board, "uLrRllL");
        assert_eq!((s.pushes, s.box_lines, s.box_changes), (3, 3, 2));
    }

    #[test]
    fn the_shipped_solutions_have_their_statistics() {
        let path = crate::resources::resolve("sokoban/hitlab.xsb");
        let pack = crate::levels::sokoban::Pack::load(&path).unwrap();
        let solutions = crate::modes::sokoban::session::load_solutions(&path);
        // Level 1, `rRR`: one box pushed twice in a row.
        let first = Arc::new(pack.levels().next().unwrap().clone());
        let one = SolutionStats::of_moves(&first, &parse_lurd(&solutions[&1]).unwrap()).unwrap();
        assert_eq!(
            (one.moves, one.pushes, one.box_lines, one.box_changes),
            (3, 2, 1, 0)
        );
        for (&number, lurd) in &solutions {
            let Some(Ok(level)) = pack.entry(number) else {
                panic!("level {number} of the solutions is not in the pack");
            };
            let level = Arc::new(level.clone());
            let s = SolutionStats::of_moves(&level, &parse_lurd(lurd).unwrap()).unwrap();
            let upper = lurd.chars().filter(char::is_ascii_uppercase).count();
            assert_eq!(s.moves, parse_lurd(lurd).unwrap().len(), "level {number}");
            assert_eq!(s.pushes, upper, "level {number}: pushes are the capitals");
            assert!(
                s.box_lines >= 1 && s.box_lines <= s.pushes,
                "level {number}"
            );
            assert!(s.box_changes < s.box_lines, "level {number}: {s:?}");
            // LURD round trip: played, the game writes the solution back
            // letter for letter (its capitals are the pushes it made).
            let mut game = Game::new(level);
            play(&mut game, &parse_lurd(lurd).unwrap()).unwrap();
            let written: String = lurd.split_whitespace().collect();
            assert_eq!(game.lurd(), written, "level {number}");
        }
    }

    #[test]
    fn an_illegal_move_is_refused_with_its_number() {
        let err = SolutionStats::of_moves(
            &level("#######\n#@ $ .#\n#######\n"),
            &parse_lurd("ru").unwrap(),
        )
        .unwrap_err();
        assert!(
            matches!(err, VerifyError::Illegal { index: 2, .. }),
            "{err}"
        );
    }

    #[test]
    fn medals_by_pushes_against_the_best_known() {
        assert_eq!(medal_for_pushes(10, Some(10)), Medal::Gold);
        assert_eq!(medal_for_pushes(9, Some(10)), Medal::Gold);
        assert_eq!(medal_for_pushes(11, Some(10)), Medal::Silver);
        assert_eq!(medal_for_pushes(13, Some(10)), Medal::Silver);
        assert_eq!(medal_for_pushes(14, Some(10)), Medal::Bronze);
        assert_eq!(medal_for_pushes(2, Some(1)), Medal::Silver);
        assert_eq!(medal_for_pushes(3, Some(1)), Medal::Bronze);
        assert_eq!(medal_for_pushes(1, None), Medal::Bronze);
    }
}

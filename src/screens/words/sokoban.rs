//! What the Sokoban session tells the player, in the window's language:
//! its news ([`News`]) and its refusals ([`Refused`]). The keys the news
//! names come in from the window's keymap.

use crate::i18n::{tr, tr_args};
use crate::levels::arena::medals::Medal;
use crate::modes::sokoban::Blocked;
use crate::modes::sokoban::collide::Solid;
use crate::modes::sokoban::session::{News, Refused};
use crate::modes::sokoban::stats::{SolutionStats, silver_pushes};

/// The sentence for a piece of news; `list` is the key that lists the
/// levels (and why some were skipped), `export` the one that exports moves.
#[must_use]
pub fn news(news: &News, list: &str, export: &str) -> String {
    // The note a reload adds when the pack skips invalid levels.
    let reloaded = |id: &str, skipped: usize| {
        let note = if skipped > 0 {
            let args = [("count", skipped.into()), ("key", list.into())];
            tr_args("sokoban-reload-skipped", &args)
        } else {
            String::new()
        };
        tr_args(id, &[("note", note.into())])
    };
    match news {
        News::Skipped { count } => tr_args(
            "sokoban-skipped",
            &[("count", (*count).into()), ("key", list.into())],
        ),
        News::Reloaded { skipped } => reloaded("sokoban-reloaded", *skipped),
        News::LevelChanged { skipped } => reloaded("sokoban-level-changed", *skipped),
        News::LevelInvalid { skipped } => reloaded("sokoban-level-invalid", *skipped),
        News::LevelRejected { level } => {
            tr_args("sokoban-level-rejected", &[("level", (*level).into())])
        }
        News::LastLevel => tr("sokoban-last-level"),
        News::ProgressNotSaved { folder, why } => {
            let args = [
                ("folder", folder.display().to_string().into()),
                ("why", why.as_str().into()),
            ];
            tr_args("sokoban-progress-not-saved", &args)
        }
        News::NoDataFolder => tr("sokoban-no-data-folder"),
        News::Exported { moves, path } => {
            let args = [
                ("moves", (*moves).into()),
                ("path", path.display().to_string().into()),
            ];
            tr_args("sokoban-exported", &args)
        }
        News::NotExported { path, why } => {
            let args = [
                ("path", path.display().to_string().into()),
                ("why", why.as_str().into()),
            ];
            tr_args("sokoban-not-exported", &args)
        }
        News::NothingToReplay => tr_args("sokoban-nothing-to-replay", &[("key", export.into())]),
        News::ReplayingSaved => tr("sokoban-replaying-saved"),
        News::ReplayingSolution => tr("sokoban-replaying-solution"),
        News::Problem(problem) => problem.clone(),
        News::AllSolved => tr("sokoban-all-solved"),
        News::Copied { moves } => tr_args("sokoban-copied", &[("moves", (*moves).into())]),
        News::NotCopied { why } => tr_args("sokoban-not-copied", &[("why", why.as_str().into())]),
        News::Pasted { moves } => tr_args("sokoban-pasted", &[("moves", (*moves).into())]),
        News::NotPasted { why } => tr_args("sokoban-not-pasted", &[("why", why.as_str().into())]),
    }
}

/// A medal's name: gold, silver, bronze.
#[must_use]
pub fn medal(medal: Medal) -> String {
    tr(match medal {
        Medal::Gold => "sokoban-medal-gold",
        Medal::Silver => "sokoban-medal-silver",
        Medal::Bronze => "sokoban-medal-bronze",
    })
}

/// The solved panel's medal line: the medal earned, and what the next one
/// takes, measured against the best known solution's `best` pushes.
#[must_use]
pub fn medal_earned(medal: Medal, best: Option<usize>) -> String {
    let Some(best) = best else {
        return tr("sokoban-medal-unmeasured");
    };
    let args = [
        ("best", best.into()),
        ("silver", silver_pushes(best).into()),
    ];
    tr_args(
        match medal {
            Medal::Gold => "sokoban-medal-earned-gold",
            Medal::Silver => "sokoban-medal-earned-silver",
            Medal::Bronze => "sokoban-medal-earned-bronze",
        },
        &args,
    )
}

/// A solution's box lines and box changes, counted in words.
#[must_use]
pub fn box_lines(stats: &SolutionStats) -> String {
    tr_args(
        "sokoban-solved-lines",
        &[
            ("lines", stats.box_lines.into()),
            ("changes", stats.box_changes.into()),
        ],
    )
}

/// The sentence for a refused move or mouse plan.
#[must_use]
pub fn refusal(why: &Refused) -> String {
    tr(match why {
        Refused::Move(Blocked::Wall { .. }) => "sokoban-refused-worker-wall",
        Refused::Move(Blocked::Box {
            solid: Solid::Wall(_),
            ..
        }) => "sokoban-refused-box-wall",
        Refused::Move(Blocked::Box {
            solid: Solid::Box(_),
            ..
        }) => "sokoban-refused-box-box",
        Refused::NoPushPath => "sokoban-refused-no-push-path",
        Refused::NoWalkPath => "sokoban-refused-no-walk-path",
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    use crate::i18n::{Lang, set_lang};
    use crate::levels::sokoban::parse_pack;
    use crate::modes::sokoban::{Dir, Game};

    /// The news with the keys the window binds by default.
    fn say(news: &News) -> String {
        self::news(news, "Tab", "E")
    }

    #[test]
    fn skipped_levels_are_counted_in_the_right_number_with_the_lists_key() {
        assert_eq!(
            say(&News::Skipped { count: 1 }),
            "1 level skipped; Tab lists it with the reason"
        );
        assert_eq!(
            say(&News::Skipped { count: 2 }),
            "2 levels skipped; Tab lists them with the reason"
        );
        assert_eq!(
            say(&News::Reloaded { skipped: 1 }),
            "Pack reloaded (1 invalid level skipped; Tab lists it)"
        );
        assert_eq!(
            say(&News::Reloaded { skipped: 2 }),
            "Pack reloaded (2 invalid levels skipped; Tab lists them)"
        );
        assert_eq!(say(&News::Reloaded { skipped: 0 }), "Pack reloaded");
        assert_eq!(
            say(&News::LevelChanged { skipped: 0 }),
            "This level changed on disk: restarted"
        );
    }

    #[test]
    fn the_news_names_the_keys_it_is_given_in_both_languages() {
        assert_eq!(
            news(&News::NothingToReplay, "Tab", "F7"),
            "Nothing to replay: export moves with F7 first"
        );
        set_lang(Lang::Ja);
        let skipped = news(&News::Skipped { count: 3 }, "L", "F7");
        let replay = news(&News::NothingToReplay, "L", "F7");
        set_lang(Lang::En);
        assert_eq!(skipped, "3 レベルを飛ばした。L で理由と一覧");
        assert_eq!(replay, "再生するものなし: まず F7 で手を保存");
    }

    #[test]
    fn medals_and_box_lines_in_words() {
        assert_eq!(
            medal_earned(Medal::Bronze, Some(8)),
            "Bronze medal: silver takes 10 pushes or fewer, gold 8"
        );
        assert_eq!(
            medal_earned(Medal::Bronze, None),
            "Bronze medal: no known solution to measure by"
        );
        let stats = SolutionStats {
            moves: 9,
            pushes: 4,
            box_lines: 1,
            box_changes: 2,
        };
        assert_eq!(box_lines(&stats), "1 box line, 2 box changes");
        set_lang(Lang::Ja);
        let ja = medal(Medal::Gold);
        set_lang(Lang::En);
        assert_eq!(ja, "金");
    }

    #[test]
    fn an_export_names_its_moves_and_file_and_a_problem_reads_as_it_is() {
        let path = std::path::PathBuf::from("exports/mine-level-1.lurd");
        let said = say(&News::Exported {
            moves: 1,
            path: path.clone(),
        });
        assert!(said.starts_with("1 move saved to "), "{said}");
        assert!(said.ends_with("mine-level-1.lurd"), "{said}");
        let why = "disk full".to_owned();
        let failed = say(&News::NotExported { path, why });
        assert!(failed.ends_with(": disk full"), "{failed}");
        let problem = "line 2, column 3: no worker".to_owned();
        assert_eq!(say(&News::Problem(problem.clone())), problem);
    }

    /// Why the rules refuse a step `dir` in the one-level pack `board`.
    fn refused(board: &str, dir: Dir) -> Refused {
        let pack = parse_pack(board, std::path::Path::new("t.xsb"));
        let Some(Ok(level)) = pack.entries.first() else {
            panic!("{board} is a level");
        };
        let mut game = Game::new(Arc::new(level.clone()));
        Refused::Move(game.step(dir).expect_err("the step is refused"))
    }

    #[test]
    fn a_refusal_names_the_rect_test_or_the_missing_path() {
        assert_eq!(
            refusal(&refused("#####\n#@$.#\n#####\n", Dir::Up)),
            "Blocked: the worker's probe overlaps a wall (rect test)"
        );
        assert_eq!(
            refusal(&refused("#####\n#.@$#\n#####\n", Dir::Right)),
            "Blocked: the box's probe overlaps a wall (rect test)"
        );
        assert_eq!(
            refusal(&refused("#######\n#@$$..#\n#######\n", Dir::Right)),
            "Blocked: the box's probe overlaps another box (rect test)"
        );
        assert_eq!(
            refusal(&Refused::NoPushPath),
            "No path: the box cannot be pushed there"
        );
        assert_eq!(
            refusal(&Refused::NoWalkPath),
            "No path: the worker cannot reach that cell"
        );
    }
}

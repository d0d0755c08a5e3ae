//! The choosers without a window: cards, layout, filter, keys and the
//! language switch.

use super::*;
use ggez::winit::keyboard::KeyCode;
use hitlab::i18n;
use hitlab::screens::chooser::Choice;

fn launch(last: Option<&str>) -> Launch {
    Launch {
        data_dir: None,
        seed: 0,
        level_path: None,
        window: Vec2::new(1280.0, 720.0),
        practice: false,
        last_choice: last.map(str::to_owned),
        daily: None,
    }
}

#[test]
fn a_language_switch_says_the_cards_words_anew_on_the_same_card() {
    let screen = ChooserScreen::new(ChooserKind::Arenas, &launch(Some("arenas/storm.toml")));
    let english = screen.list.chosen().map(|c| c.lines[1].text());
    i18n::set_lang(i18n::Lang::Ja);
    let japanese = screen.list.chosen().map(|c| c.lines[1].text());
    i18n::set_lang(i18n::Lang::En);
    assert_eq!(screen.chosen_name(), Some("arenas/storm.toml"));
    assert!(english.is_some_and(|l| l.starts_with("starts with the")));
    assert!(japanese.is_some_and(|l| l.starts_with("最初は")));
}

#[test]
fn cards_fit_the_list_and_are_hit_testable() {
    for window in [
        Vec2::new(1280.0, 720.0),
        Vec2::new(1920.0, 1080.0),
        Vec2::new(640.0, 480.0),
    ] {
        let layout = ListLayout::new(window);
        let visible = layout.visible();
        assert!(visible >= 1);
        let last = layout.card(visible - 1);
        assert!(last.bottom() <= layout.list.bottom() + 0.5, "{window:?}");
        assert!(layout.list.bottom() < layout.footer_top);
        assert!(layout.list.right() <= window.x);
        for slot in 0..visible {
            assert_eq!(
                layout.slot_at(layout.card(slot).center().into()),
                Some(slot)
            );
        }
    }
}

#[test]
fn the_selected_card_stays_in_view() {
    assert_eq!(scrolled(0, 2, 5, 30), 0);
    assert_eq!(scrolled(0, 7, 5, 30), 3);
    assert_eq!(scrolled(10, 4, 5, 30), 4);
    assert_eq!(scrolled(28, 29, 5, 30), 25);
    assert_eq!(scrolled(0, 0, 5, 2), 0);
}

#[test]
fn starts_on_the_last_choice_and_opens_it_with_enter() {
    let mut screen = ChooserScreen::new(ChooserKind::Arenas, &launch(Some("arenas/storm.toml")));
    assert_eq!(screen.chosen_name(), Some("arenas/storm.toml"));
    screen.control(ChooserKey::Open);
    let Some(Request::OpenArena(path)) = screen.take_request() else {
        panic!("Enter opens the arena");
    };
    assert!(path.ends_with("arenas/storm.toml"), "{}", path.display());
    assert_eq!(screen.take_request(), None, "asked once");
}

#[test]
fn typing_filters_and_backspace_erases() {
    let mut screen = ChooserScreen::new(ChooserKind::Arenas, &launch(None));
    let all = screen.list.shown().len();
    assert!(screen.list.type_text("maze"));
    assert_eq!(screen.list.shown().len(), 1);
    assert_eq!(screen.chosen_name(), Some("arenas/maze.toml"));
    let backspace = KeyEvent::code(KeyCode::Backspace);
    for _ in 0.."maze".len() {
        assert!(screen.key(&backspace, true));
    }
    assert_eq!(screen.list.shown().len(), all);
    assert_eq!(screen.chosen_name(), Some("arenas/maze.toml"), "kept");
}

#[test]
fn ctrl_e_on_an_arena_card_edits_it() {
    let mut screen = ChooserScreen::new(ChooserKind::Arenas, &launch(None));
    assert!(screen.list.type_text("maze"));
    screen.control(ChooserKey::Export);
    let Some(Request::EditArena(path)) = screen.take_request() else {
        panic!("Ctrl+E on an arena card opens the editor");
    };
    assert!(path.ends_with("arenas/maze.toml"), "{}", path.display());
}

#[test]
fn the_lesson_chooser_keeps_all_in_a_row_and_exports_a_lesson() {
    let mut screen = ChooserScreen::new(ChooserKind::Lessons, &launch(None));
    screen.control(ChooserKey::Open);
    assert_eq!(screen.take_request(), Some(Request::AllLessons));
    screen.control(ChooserKey::Export);
    assert_eq!(screen.take_request(), None, "all in a row has no handout");
    screen.control(ChooserKey::Next);
    screen.control(ChooserKey::Export);
    assert!(matches!(
        screen.take_request(),
        Some(Request::ExportHandout(_))
    ));
}

#[test]
fn an_input_method_composes_on_the_filter_line_and_what_it_commits_filters() {
    i18n::set_lang(i18n::Lang::Ja);
    let mut screen = ChooserScreen::new(ChooserKind::Arenas, &launch(None));
    let all = screen.list.shown().len();
    assert!(
        screen.composes(),
        "typed letters filter, so kana may compose"
    );
    let at = screen.typing_at().expect("the filter line");
    let layout = ListLayout::new(screen.window);
    assert!(at.x >= 0.0 && at.right() <= screen.window.x, "{at:?}");
    assert!(
        at.y >= 0.0 && at.bottom() <= layout.list.y,
        "{at:?} above the cards"
    );
    screen.compose("さいしょ");
    assert_eq!(
        screen.list.shown().len(),
        all,
        "composing filters nothing yet"
    );
    // Committed, the converted text types as a key's text does.
    screen.compose("");
    assert!(screen.key(&KeyEvent::text("掃引判定"), true));
    let swept = |card: &Card| card.search_text().contains("掃引判定");
    let expected = screen.list.items().iter().filter(|c| swept(c)).count();
    assert_eq!(screen.list.filter(), "掃引判定");
    assert!(
        expected > 0 && expected < all,
        "{expected} of {all} start swept"
    );
    assert_eq!(screen.list.shown().len(), expected);
    let items = screen.list.items();
    assert!(screen.list.shown().iter().all(|&i| swept(&items[i])));
    i18n::set_lang(i18n::Lang::En);
}

#[test]
fn a_typed_filter_matches_the_words_said_after_a_switch() {
    let mut screen = ChooserScreen::new(ChooserKind::Arenas, &launch(Some("arenas/storm.toml")));
    assert!(screen.list.type_text("starts"));
    let english = screen.list.shown().len();
    i18n::set_lang(i18n::Lang::Ja);
    screen.rematch();
    let japanese = screen.list.shown().len();
    i18n::set_lang(i18n::Lang::En);
    screen.rematch();
    assert!(english > 0, "every arena's line starts so in English");
    assert_eq!(japanese, 0, "no Japanese line says it");
    assert_eq!(screen.list.shown().len(), english);
}

#[test]
fn the_footer_names_the_keys_of_the_keymap() {
    let packs = ChooserScreen::new(ChooserKind::Packs, &launch(None));
    assert_eq!(
        packs.footer(),
        "↑ ↓ / Page Up, Page Down: choose   Enter: open   type to filter   Esc: title"
    );
    let lessons = ChooserScreen::new(ChooserKind::Lessons, &launch(None));
    assert!(
        lessons
            .footer()
            .contains("   Ctrl+E: export handout   Ctrl+O: on my own   Esc: title"),
        "{}",
        lessons.footer()
    );
    i18n::set_lang(i18n::Lang::Ja);
    let japanese = packs.footer();
    i18n::set_lang(i18n::Lang::En);
    assert_eq!(
        japanese,
        "↑ ↓ / Page Up, Page Down: 選ぶ   Enter: 開く   文字で絞り込み   Esc: タイトル"
    );
}

#[test]
fn the_all_lessons_card_names_the_page_key() {
    let lessons = ChooserScreen::new(ChooserKind::Lessons, &launch(None));
    let all = lessons
        .list
        .items()
        .iter()
        .find(|c| c.open == Some(Request::AllLessons))
        .map(|c| c.lines[1].text());
    assert_eq!(
        all.as_deref(),
        Some("Page Down at a lesson's last step goes on to the next")
    );
}

/// A script goes on in the screen a chooser opens: after `edit`, the
/// editor's controls are the editor's, not unknown to the chooser.
#[test]
fn a_script_plays_up_to_edit_and_leaves_the_rest_to_the_editor() {
    let mut screen = ChooserScreen::new(ChooserKind::Arenas, &launch(None));
    let script = Script::parse("0:next,1:edit,3:wider,4:save").expect("a script");
    screen
        .set_script(&script)
        .expect("the chooser plays up to edit");
    for _ in 0..3 {
        screen.step();
    }
    assert!(
        matches!(screen.take_request(), Some(Request::EditArena(_))),
        "edit opens the editor"
    );
    let wrong = Script::parse("0:next,1:wider").expect("a script");
    assert!(
        screen.set_script(&wrong).is_err(),
        "before edit, still unknown"
    );
}

#[test]
fn ctrl_w_on_an_arena_card_watches_its_best_round() {
    let data = std::env::temp_dir().join(format!("hitlab-chooser-watch-{}", std::process::id()));
    let with_data = Launch {
        data_dir: Some(data.clone()),
        ..launch(Some("arenas/maze.toml"))
    };
    let mut screen = ChooserScreen::new(ChooserKind::Arenas, &with_data);
    screen.control(ChooserKey::Watch);
    assert_eq!(
        screen.take_request(),
        Some(Request::WatchReplay(replays::best_replay(
            &data,
            "arenas/maze.toml"
        )))
    );
    // Without a data folder (a headless run) there is no best to watch.
    let mut screen = ChooserScreen::new(ChooserKind::Arenas, &launch(Some("arenas/maze.toml")));
    screen.control(ChooserKey::Watch);
    assert_eq!(screen.take_request(), None);
    let mut packs = ChooserScreen::new(ChooserKind::Packs, &with_data);
    packs.control(ChooserKey::Watch);
    assert_eq!(packs.take_request(), None, "a pack has no rounds");
}

/// Every card of `layout` inside its list, none crossing another, each
/// found by the mouse at its centre.
fn assert_cards_apart(layout: &ListLayout, what: &str) {
    let cards: Vec<Rect> = (0..layout.visible()).map(|s| layout.card(s)).collect();
    for (slot, card) in cards.iter().enumerate() {
        assert!(card.x >= layout.list.x - 0.5, "{what}: {card:?}");
        assert!(
            card.right() <= layout.list.right() + 0.5,
            "{what}: {card:?}"
        );
        assert!(
            card.bottom() <= layout.list.bottom() + 0.5,
            "{what}: {card:?}"
        );
        assert_eq!(layout.slot_at(card.center().into()), Some(slot), "{what}");
        for other in &cards[slot + 1..] {
            assert!(!card.overlaps(other), "{what}: {card:?} and {other:?}");
        }
    }
}

#[test]
fn the_arena_grid_shows_more_than_four_cards_with_larger_pictures_at_720_lines() {
    let window = Vec2::new(1280.0, 720.0);
    let list = ListLayout::new(window);
    for medals in [false, true] {
        let grid = ListLayout::grid(window, medals);
        assert!(grid.visible() > 4, "{} cards", grid.visible());
        assert!(grid.columns > 1 && grid.rows > 1, "{grid:?}");
        // The list's picture is as tall as its card, less a margin.
        assert!(grid.picture_h > list.card_h, "{grid:?}");
        assert!(grid.detail_top.is_some_and(|t| t > grid.list.bottom()));
        assert!(grid.detail_top.is_some_and(|t| t < grid.footer_top));
    }
}

#[test]
fn grid_cards_never_overlap_at_any_window_or_text_size() {
    for scale in [1.0, 2.0] {
        crate::view::text::set_text_scale(scale);
        for window in [
            Vec2::new(1280.0, 720.0),
            Vec2::new(1920.0, 1080.0),
            Vec2::new(640.0, 480.0),
            Vec2::new(800.0, 1000.0),
        ] {
            for medals in [false, true] {
                let grid = ListLayout::grid(window, medals);
                assert_cards_apart(&grid, &format!("{window} at {scale}"));
                assert!(grid.list.bottom() < grid.footer_top);
                if grid.columns == 1 {
                    assert_eq!(grid.picture_h, 0.0, "one column: pictures at the right");
                }
            }
            assert_cards_apart(&ListLayout::new(window), "list");
        }
    }
    crate::view::text::set_text_scale(1.0);
}

#[test]
fn the_grid_scrolls_by_whole_rows() {
    let grid = ListLayout::grid(Vec2::new(1280.0, 720.0), false);
    let (columns, visible) = (grid.columns, grid.visible());
    let last = visible + columns;
    let top = grid.scrolled(0, last, 30);
    assert_eq!(top % columns, 0);
    assert!(top <= last && last < top + visible, "{top} shows {last}");
    assert_eq!(grid.scrolled(top, 0, 30), 0);
}

#[test]
fn arrows_move_through_the_grid_by_card_and_by_row() {
    let mut screen = ChooserScreen::new(ChooserKind::Arenas, &launch(None));
    let columns = screen.layout().columns;
    assert!(columns > 1);
    let at = |s: &ChooserScreen| s.list.selected();
    screen.control(ChooserKey::Down);
    assert_eq!(at(&screen), columns, "a row down");
    screen.control(ChooserKey::Next);
    assert_eq!(at(&screen), columns + 1, "the card after");
    screen.control(ChooserKey::Up);
    assert_eq!(at(&screen), 1, "a row up");
    screen.control(ChooserKey::Previous);
    screen.control(ChooserKey::Previous);
    assert_eq!(
        at(&screen),
        screen.list.shown().len() - 1,
        "round to the last"
    );
    let arrow = |code| KEYS.control(&KeyEvent::code(code), |_| true);
    assert_eq!(arrow(KeyCode::ArrowDown), Some(ChooserKey::Down));
    assert_eq!(arrow(KeyCode::ArrowLeft), Some(ChooserKey::Previous));
    // In a list a row is a card.
    let mut packs = ChooserScreen::new(ChooserKind::Lessons, &launch(None));
    packs.control(ChooserKey::Down);
    assert_eq!(packs.list.selected(), 1);
}

#[test]
fn a_click_on_a_grid_card_chooses_that_card() {
    let mut screen = ChooserScreen::new(ChooserKind::Arenas, &launch(None));
    let layout = screen.layout();
    let third = layout.card(layout.columns + 1).center().into();
    screen.mouse(Mouse::Move(third));
    assert_eq!(screen.list.selected(), layout.columns + 1);
    screen.mouse(Mouse::Down(third));
    assert!(matches!(screen.take_request(), Some(Request::OpenArena(_))));
}

#[test]
fn a_card_says_the_medal_held_and_the_next_ones_score_in_both_languages() {
    use hitlab::levels::arena::medals::{Medal, MedalRule};
    let rule = MedalRule {
        scores: [100, 250, 400],
        condition: None,
    };
    let line = |held| cards::medal_line(&rule, held);
    assert_eq!(line(None), "no medal yet   ·   bronze at 100");
    assert_eq!(line(Some(Medal::Silver)), "silver held   ·   gold at 400");
    assert_eq!(line(Some(Medal::Gold)), "gold held: the best there is");
    i18n::set_lang(i18n::Lang::Ja);
    let japanese = line(Some(Medal::Bronze));
    i18n::set_lang(i18n::Lang::En);
    assert_eq!(japanese, "銅メダル   ·   250 点で銀");
}

#[test]
fn the_arena_footer_names_all_four_arrows() {
    let arenas = ChooserScreen::new(ChooserKind::Arenas, &launch(None));
    assert!(
        arenas
            .footer()
            .starts_with("↑ ↓ ← → / Page Up, Page Down: choose"),
        "{}",
        arenas.footer()
    );
}

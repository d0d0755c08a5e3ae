//! A chooser's state: its items, the typed filter and the items it shows,
//! and which of them is chosen. Typing narrows the list and keeps the
//! choice on the item it was on; the arrows wrap around what is shown; the
//! mouse chooses an item under it; a control that acts on the choice gets
//! the chosen item, whose own data says what it opens.

use crate::catalogue::ChooserControl;

use crate::sim::Selection;
use crate::text::TextField;

/// An item a chooser lists.
pub trait Choice {
    /// Its name, which the choice stays on when the list is read again or
    /// filtered (two items with one name are one choice).
    fn name(&self) -> &str;
    /// The text typing looks in (any case): what the item's card says.
    fn search_text(&self) -> String;
}

/// Whether an item whose search text is `text` is shown under `filter`:
/// the filter's letters appear in it as typed, in any case (an empty filter
/// shows all).
#[must_use]
pub fn matches(text: &str, filter: &str) -> bool {
    text.to_lowercase().contains(&filter.to_lowercase())
}

/// Whether typed `text` goes into the filter: letters, not a space (names
/// hold none) nor a control character.
#[must_use]
pub fn filters(text: &str) -> bool {
    text.chars().all(|c| !c.is_control() && c != ' ')
}

/// Where the choice goes from position `at` among `shown` items laid out
/// in rows of `columns` when a row up (`up`) or down is asked: the same
/// column in the next row, round from the bottom row to the top and back;
/// going down onto a shorter last row that lacks the column, its last item.
/// In one column it is the previous or next item, wrapping round.
#[must_use]
pub fn row_move(at: usize, shown: usize, columns: usize, up: bool) -> usize {
    let columns = columns.max(1);
    if shown == 0 {
        return 0;
    }
    let at = at.min(shown - 1);
    let last_row = (shown - 1) / columns;
    let column = at % columns;
    if up {
        if at >= columns {
            return at - columns;
        }
        // Round to the lowest item of the column.
        let bottom = last_row * columns + column;
        return if bottom < shown {
            bottom
        } else {
            bottom - columns
        };
    }
    if at + columns < shown {
        at + columns
    } else if at / columns < last_row {
        shown - 1
    } else {
        column
    }
}

/// A list to choose from, filtered by typing.
#[derive(Debug, Clone)]
pub struct Chooser<T> {
    items: Vec<T>,
    /// Typed letters: only items holding them are shown.
    filter: TextField,
    /// Indices into `items` that the filter shows, in order.
    shown: Vec<usize>,
    /// The chosen position in `shown`.
    selection: Selection,
}

impl<T: Choice> Chooser<T> {
    /// Every item shown, the one named `last` chosen if there is one (else
    /// the first).
    #[must_use]
    pub fn new(items: Vec<T>, last: Option<&str>) -> Self {
        let chosen = last
            .and_then(|last| items.iter().position(|c| c.name() == last))
            .unwrap_or(0);
        Self {
            selection: Selection::at(chosen, items.len()),
            shown: (0..items.len()).collect(),
            items,
            filter: TextField::default(),
        }
    }

    /// Every item, shown or not.
    #[must_use]
    pub fn items(&self) -> &[T] {
        &self.items
    }

    /// The items the filter shows, as indices into [`Self::items`].
    #[must_use]
    pub fn shown(&self) -> &[usize] {
        &self.shown
    }

    /// What has been typed.
    #[must_use]
    pub fn filter(&self) -> &str {
        self.filter.text()
    }

    /// The filter's field: what was typed and what an input method is
    /// composing after it.
    #[must_use]
    pub fn filter_field(&self) -> &TextField {
        &self.filter
    }

    /// What an input method composes after the filter (empty: it
    /// stopped); it filters nothing until committed.
    pub fn compose(&mut self, composing: &str) {
        self.filter.compose(composing);
    }

    /// The chosen position among those shown (0 when none is).
    #[must_use]
    pub fn selected(&self) -> usize {
        self.selection.index()
    }

    /// The chosen item, if the filter shows any.
    #[must_use]
    pub fn chosen(&self) -> Option<&T> {
        let at = self.selection.chosen()?;
        self.shown.get(at).map(|&i| &self.items[i])
    }

    /// Types `text` into the filter, if it [`filters`]: true if it went in.
    pub fn type_text(&mut self, text: &str) -> bool {
        if !filters(text) {
            return false;
        }
        self.filter.type_text(text);
        self.refilter();
        true
    }

    /// Erases the filter's last letter (nothing, with none typed).
    pub fn erase(&mut self) {
        self.filter.erase();
        self.refilter();
    }

    /// Chooses the item shown at `position`, if there is one: true if so.
    pub fn select(&mut self, position: usize) -> bool {
        self.selection.select(position)
    }

    /// Moves the choice a row up or down among items laid out in rows of
    /// `columns` ([`row_move`]).
    pub fn move_row(&mut self, columns: usize, up: bool) {
        if let Some(at) = self.selection.chosen() {
            self.selection
                .select(row_move(at, self.shown.len(), columns, up));
        }
    }

    /// Does what `control` asks: the arrows move the choice, wrapping
    /// around; the rest act on the chosen item, which this returns (`None`
    /// when the filter shows nothing).
    pub fn act(&mut self, control: ChooserControl) -> Option<&T> {
        match control {
            ChooserControl::Previous => self.selection.previous(),
            ChooserControl::Next => self.selection.next(),
            ChooserControl::Open
            | ChooserControl::Export
            | ChooserControl::Edit
            | ChooserControl::Watch
            | ChooserControl::Alone => {
                return self.chosen();
            }
        }
        None
    }

    /// Matches the filter again against the items' words as they read now
    /// (said in another language since a switch): true if what is shown
    /// changed, the choice kept on its item if it is still shown. With
    /// nothing typed every item shows, whatever its words.
    pub fn rematch(&mut self) -> bool {
        if self.filter.text().is_empty() {
            return false;
        }
        let before = std::mem::take(&mut self.shown);
        let keep = before
            .get(self.selection.index())
            .map(|&i| self.items[i].name().to_owned());
        self.refilter_keeping(keep);
        self.shown != before
    }

    /// New items (the folder changed), the filter kept, the choice on the
    /// item of the same name if there still is one.
    pub fn replace(&mut self, items: Vec<T>) {
        let keep = self.chosen().map(|c| c.name().to_owned());
        self.items = items;
        self.refilter_keeping(keep);
    }

    fn refilter(&mut self) {
        let keep = self.chosen().map(|c| c.name().to_owned());
        self.refilter_keeping(keep);
    }

    /// Shows the items the filter matches, the one named `keep` chosen if
    /// it is among them (else the first).
    fn refilter_keeping(&mut self, keep: Option<String>) {
        let filter = self.filter.text();
        self.shown = (0..self.items.len())
            .filter(|&i| matches(&self.items[i].search_text(), filter))
            .collect();
        let at = keep
            .and_then(|k| self.shown.iter().position(|&i| self.items[i].name() == k))
            .unwrap_or(0);
        self.selection = Selection::at(at, self.shown.len());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Clone, PartialEq)]
    struct Item(&'static str, &'static str);

    impl Choice for Item {
        fn name(&self) -> &str {
            self.0
        }
        fn search_text(&self) -> String {
            format!("{} {}", self.0, self.1)
        }
    }

    fn list() -> Vec<Item> {
        vec![
            Item("arenas/maze.toml", "Maze: walls everywhere"),
            Item("arenas/storm.toml", "Storm: swept Detection"),
            Item("arenas/pool.toml", "Pool: 掃引の判定"),
        ]
    }

    fn chosen(chooser: &Chooser<Item>) -> Option<&str> {
        chooser.chosen().map(Choice::name)
    }

    #[test]
    fn starts_on_the_last_choice_else_the_first() {
        let chooser = Chooser::new(list(), Some("arenas/storm.toml"));
        assert_eq!(chosen(&chooser), Some("arenas/storm.toml"));
        let chooser = Chooser::new(list(), Some("arenas/gone.toml"));
        assert_eq!(chosen(&chooser), Some("arenas/maze.toml"));
        let empty = Chooser::<Item>::new(Vec::new(), None);
        assert_eq!(chosen(&empty), None);
    }

    #[test]
    fn the_arrows_wrap_around_what_is_shown() {
        let mut chooser = Chooser::new(list(), None);
        assert_eq!(chooser.act(ChooserControl::Previous), None);
        assert_eq!(chosen(&chooser), Some("arenas/pool.toml"));
        chooser.act(ChooserControl::Next);
        assert_eq!(chosen(&chooser), Some("arenas/maze.toml"));
        assert!(chooser.type_text("p"));
        assert_eq!(chooser.shown(), [1, 2], "maze has no p");
        assert_eq!(chosen(&chooser), Some("arenas/storm.toml"));
        chooser.act(ChooserControl::Next);
        chooser.act(ChooserControl::Next);
        assert_eq!(chosen(&chooser), Some("arenas/storm.toml"));
    }

    #[test]
    fn typing_filters_in_any_case_and_erasing_keeps_the_choice() {
        let mut chooser = Chooser::new(list(), None);
        assert!(chooser.type_text("DETECTION"));
        assert_eq!(chooser.shown(), [1]);
        for _ in 0.."DETECTION".len() {
            chooser.erase();
        }
        assert_eq!(chooser.shown(), [0, 1, 2]);
        assert_eq!(chosen(&chooser), Some("arenas/storm.toml"), "kept");
        chooser.erase();
        assert_eq!(chooser.filter(), "", "nothing left to erase");
        assert!(chooser.type_text("掃引"));
        assert_eq!(chosen(&chooser), Some("arenas/pool.toml"));
    }

    #[test]
    fn a_space_or_a_control_character_filters_nothing() {
        let mut chooser = Chooser::new(list(), None);
        assert!(!chooser.type_text(" "));
        assert!(!chooser.type_text("\u{8}"));
        assert_eq!(chooser.filter(), "");
        assert!(filters("ま"));
    }

    #[test]
    fn a_filter_that_matches_nothing_chooses_nothing() {
        let mut chooser = Chooser::new(list(), None);
        assert!(chooser.type_text("zzz"));
        assert!(chooser.shown().is_empty());
        assert_eq!(chooser.act(ChooserControl::Next), None);
        assert_eq!(chooser.act(ChooserControl::Open), None);
        assert!(!chooser.select(0));
    }

    #[test]
    fn open_gives_the_chosen_item_and_the_mouse_chooses_only_what_is_shown() {
        let mut chooser = Chooser::new(list(), None);
        assert!(chooser.select(2));
        assert_eq!(
            chooser.act(ChooserControl::Open).map(Choice::name),
            Some("arenas/pool.toml")
        );
        assert!(!chooser.select(3));
        assert_eq!(chooser.selected(), 2);
    }

    #[test]
    fn a_row_up_or_down_keeps_the_column_and_wraps_round() {
        // Seven items in rows of three: 0 1 2 / 3 4 5 / 6.
        let down = |at| row_move(at, 7, 3, false);
        let up = |at| row_move(at, 7, 3, true);
        assert_eq!(down(1), 4);
        assert_eq!(down(4), 6, "the short last row's last item");
        assert_eq!(down(3), 6);
        assert_eq!(down(6), 0, "round to the top of its column");
        assert_eq!(up(4), 1);
        assert_eq!(up(0), 6, "round to the lowest of column 0");
        assert_eq!(up(1), 4, "column 1 has nothing in the last row");
        assert_eq!(up(2), 5);
        for at in 0..7 {
            assert_eq!(row_move(at, 7, 1, false), (at + 1) % 7, "one column");
            assert_eq!(row_move(at, 7, 1, true), (at + 6) % 7);
        }
        assert_eq!(row_move(0, 0, 3, false), 0, "nothing shown");
        assert_eq!(row_move(1, 2, 3, true), 1, "one short row stays");
    }

    #[test]
    fn moving_a_row_chooses_among_what_is_shown() {
        let mut chooser = Chooser::new(list(), None);
        chooser.move_row(2, false);
        assert_eq!(chosen(&chooser), Some("arenas/pool.toml"));
        chooser.move_row(2, false);
        assert_eq!(chosen(&chooser), Some("arenas/maze.toml"));
        assert!(chooser.type_text("zzz"));
        chooser.move_row(2, true);
        assert_eq!(chosen(&chooser), None);
    }

    /// An item whose words change after it is listed, as a card's do
    /// when the language switches.
    #[derive(Debug)]
    struct Changing(&'static str, std::rc::Rc<std::cell::Cell<&'static str>>);

    impl Choice for Changing {
        fn name(&self) -> &str {
            self.0
        }
        fn search_text(&self) -> String {
            self.1.get().to_owned()
        }
    }

    #[test]
    fn matching_again_follows_words_that_changed() {
        let words = std::rc::Rc::new(std::cell::Cell::new("swept"));
        let items = vec![
            Changing("a", std::rc::Rc::clone(&words)),
            Changing("b", std::rc::Rc::new(std::cell::Cell::new("spin swept"))),
        ];
        let mut chooser = Chooser::new(items, Some("b"));
        assert!(!chooser.rematch(), "nothing typed: nothing to match");
        assert!(chooser.type_text("swept"));
        assert_eq!(chooser.shown(), [0, 1]);
        assert!(!chooser.rematch(), "the same words show the same items");
        words.set("掃引");
        assert!(chooser.rematch());
        assert_eq!(chooser.shown(), [1]);
        assert_eq!(chosen_name(&chooser), Some("b"), "the choice stays on b");
    }

    fn chosen_name<T: Choice>(chooser: &Chooser<T>) -> Option<&str> {
        chooser.chosen().map(Choice::name)
    }

    #[test]
    fn new_items_keep_the_filter_and_the_choice_by_name() {
        let mut chooser = Chooser::new(list(), Some("arenas/pool.toml"));
        assert!(chooser.type_text("p"));
        let mut fewer = list();
        fewer.remove(1);
        chooser.replace(fewer);
        assert_eq!(chooser.shown(), [1]);
        assert_eq!(chosen(&chooser), Some("arenas/pool.toml"));
        chooser.replace(vec![Item("arenas/new.toml", "New")]);
        assert_eq!(chooser.filter(), "p");
        assert!(chooser.shown().is_empty(), "new has no p");
        assert_eq!(chosen(&chooser), None);
    }
}

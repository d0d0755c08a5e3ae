//! One item chosen of a list: stepping past either end wraps around to the
//! other, a list that shrinks keeps the choice on it, and an empty list
//! chooses nothing. Every list the game steps through with wrap-around
//! steps through this: the title's menu, the choosers, the editors' parts,
//! fields and values, the ray lab's scenes, the shooter's tests and the
//! languages.

/// The chosen position in a list of `count` items.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Selection {
    index: usize,
    count: usize,
}

impl Selection {
    /// Position `index` of `count` items, the last if past it (0 in an
    /// empty list).
    #[must_use]
    pub fn at(index: usize, count: usize) -> Self {
        Self {
            index: index.min(count.saturating_sub(1)),
            count,
        }
    }

    /// The chosen position: 0 in an empty list (see [`Self::chosen`]).
    #[must_use]
    pub fn index(self) -> usize {
        self.index
    }

    /// The chosen position; `None` when the list is empty.
    #[must_use]
    pub fn chosen(self) -> Option<usize> {
        (self.count > 0).then_some(self.index)
    }

    /// How many items there are to choose from.
    #[must_use]
    pub fn count(self) -> usize {
        self.count
    }

    /// `by` items into a list of `count` where nothing is chosen yet: one
    /// step on lands on the first item, one step back on the last.
    #[must_use]
    pub fn entered(count: usize, by: isize) -> Self {
        let from_first = if by > 0 { by - 1 } else { by };
        Self::at(0, count).stepped(from_first)
    }

    /// `by` items on (back, if negative), wrapping around either end; an
    /// empty list stays empty.
    #[must_use]
    pub fn stepped(self, by: isize) -> Self {
        let Ok(count) = isize::try_from(self.count) else {
            return self;
        };
        if count == 0 {
            return self;
        }
        // `index < count`, so it fits an isize too.
        let now = isize::try_from(self.index).unwrap_or(0);
        let index = now.wrapping_add(by).rem_euclid(count).unsigned_abs();
        Self { index, ..self }
    }

    /// The next item, the first after the last.
    pub fn next(&mut self) {
        *self = self.stepped(1);
    }

    /// The item before, the last before the first.
    pub fn previous(&mut self) {
        *self = self.stepped(-1);
    }

    /// Chooses position `index` if the list has it; false (nothing
    /// changes) if not.
    pub fn select(&mut self, index: usize) -> bool {
        let inside = index < self.count;
        if inside {
            self.index = index;
        }
        inside
    }

    /// The list now holds `count` items: the choice stays, or moves to the
    /// last if the list no longer reaches it.
    pub fn resize(&mut self, count: usize) {
        *self = Self::at(self.index, count);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stepping_wraps_around_either_end() {
        let mut s = Selection::at(0, 3);
        s.previous();
        assert_eq!(s.index(), 2);
        s.next();
        assert_eq!(s.index(), 0);
        s.next();
        assert_eq!(s.index(), 1);
        assert_eq!(Selection::at(1, 3).stepped(5).index(), 0);
        assert_eq!(Selection::at(1, 3).stepped(-4).index(), 0);
    }

    #[test]
    fn entering_a_list_lands_on_the_first_or_the_last() {
        assert_eq!(Selection::entered(4, 1).chosen(), Some(0));
        assert_eq!(Selection::entered(4, -1).chosen(), Some(3));
        assert_eq!(Selection::entered(4, 2).chosen(), Some(1));
        assert_eq!(Selection::entered(4, -2).chosen(), Some(2));
        assert_eq!(Selection::entered(0, 1).chosen(), None);
    }

    #[test]
    fn an_empty_list_chooses_nothing_and_steps_nowhere() {
        let mut s = Selection::at(4, 0);
        assert_eq!((s.index(), s.chosen()), (0, None));
        s.next();
        s.previous();
        assert_eq!((s.index(), s.chosen()), (0, None));
        assert!(!s.select(0));
    }

    #[test]
    fn a_list_that_shrinks_keeps_the_choice_on_it() {
        let mut s = Selection::at(7, 3);
        assert_eq!(s.chosen(), Some(2), "past the end: the last");
        s.resize(10);
        assert_eq!(s.chosen(), Some(2), "a list that grows keeps it");
        assert!(s.select(8));
        s.resize(5);
        assert_eq!(s.chosen(), Some(4));
        s.resize(0);
        assert_eq!(s.chosen(), None);
        s.resize(2);
        assert_eq!(s.chosen(), Some(0));
    }

    #[test]
    fn choosing_past_the_end_changes_nothing() {
        let mut s = Selection::at(1, 3);
        assert!(!s.select(3));
        assert_eq!(s.index(), 1);
        assert!(s.select(2));
        assert_eq!(s.index(), 2);
    }
}

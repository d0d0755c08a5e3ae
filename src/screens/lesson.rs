//! A lesson being presented: the step on screen, the lessons presented one
//! after another (the title's "all in a row"), who holds the keys, and
//! whether a page turn has gone past the end. The page turns here decide
//! which step shows; the window sets that step up and draws it.

use std::path::{Path, PathBuf};

use crate::lesson::{Lesson, Presenter};

/// Where the presenter stands, for the band's reminder.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// A step with another after it (in this lesson or the next of the deck).
    Before,
    /// The last step, with nothing after it.
    Last,
    /// A page turn was asked for past the last step: the lesson has ended.
    Ended,
}

/// A lesson on screen, and the lessons around it.
#[derive(Debug, Clone)]
pub struct Presentation {
    presenter: Presenter,
    /// The lessons presented one after another; empty for one lesson.
    deck: Vec<PathBuf>,
    /// Which lesson of the deck is on screen.
    in_deck: usize,
    /// The class holds the keys: they play the step instead of turning
    /// pages (Page Down / Page Up always turn them).
    class_plays: bool,
    /// A page turn was asked for past the last step (until a page turns
    /// back).
    ended: bool,
}

impl Presentation {
    /// `lesson` alone, on step `start` (from 0; the last if past it).
    #[must_use]
    pub fn new(lesson: Lesson, start: usize) -> Self {
        let mut presenter = Presenter::new(lesson);
        presenter.go_to(start);
        Self {
            presenter,
            deck: Vec::new(),
            in_deck: 0,
            class_plays: false,
            ended: false,
        }
    }

    /// The lesson on screen as the first of `deck`, the lessons presented
    /// one after another: past the last step of one comes the next.
    #[must_use]
    pub fn first_of(self, deck: Vec<PathBuf>) -> Self {
        Self {
            deck,
            in_deck: 0,
            ..self
        }
    }

    /// The lesson and the step on screen.
    #[must_use]
    pub fn presenter(&self) -> &Presenter {
        &self.presenter
    }

    /// Whether the class holds the keys.
    #[must_use]
    pub fn class_plays(&self) -> bool {
        self.class_plays
    }

    /// Where the presenter stands: past the end, on the last step with no
    /// lesson of the deck after it, or before another step.
    #[must_use]
    pub fn place(&self) -> Place {
        let next_lesson = self.in_deck + 1 < self.deck.len();
        if self.ended {
            Place::Ended
        } else if self.presenter.on_last() && !next_lesson {
            Place::Last
        } else {
            Place::Before
        }
    }

    /// The next step, or the next lesson of the deck on its first step
    /// (read by `load`, `None` if it does not load). True if the step on
    /// screen changed (to set up); false past the end, which ends the
    /// lesson.
    pub fn forward(&mut self, load: impl FnOnce(&Path) -> Option<Lesson>) -> bool {
        let moved = self.presenter.forward() || self.next_lesson(true, load);
        self.ended = !moved;
        self.turned(moved)
    }

    /// The step before, or the lesson before in the deck on its last step.
    /// True if the step on screen changed.
    pub fn back(&mut self, load: impl FnOnce(&Path) -> Option<Lesson>) -> bool {
        let moved = self.presenter.back() || self.next_lesson(false, load);
        self.turned(moved)
    }

    /// The step on screen from its start again: true (it is set up anew).
    pub fn reset(&mut self) -> bool {
        self.turned(true)
    }

    /// Hands the keys to the class, or back: true if the class holds them
    /// now.
    pub fn toggle_class_plays(&mut self) -> bool {
        self.class_plays = !self.class_plays;
        self.class_plays
    }

    /// The lesson file saved again: the edited lesson replaces this one on
    /// the same step (the last, if the edit removed steps). True if the
    /// step must be set up again: it changed, or `step_file_changed` (the
    /// arena or pack it loads was saved).
    pub fn replace(&mut self, lesson: Lesson, step_file_changed: bool) -> bool {
        let changed = self.presenter.replace(lesson) || step_file_changed;
        if changed {
            self.class_plays = false;
        }
        changed
    }

    /// A step set up anew starts with the presenter holding the keys and
    /// the lesson not ended.
    fn turned(&mut self, moved: bool) -> bool {
        if moved {
            self.ended = false;
            self.class_plays = false;
        }
        moved
    }

    /// Goes on to the next lesson of the deck (`forward`, on its first
    /// step) or the one before (on its last). False if there is none, or
    /// it does not load.
    fn next_lesson(&mut self, forward: bool, load: impl FnOnce(&Path) -> Option<Lesson>) -> bool {
        if self.deck.is_empty() {
            return false;
        }
        let next = if forward {
            self.in_deck + 1
        } else {
            match self.in_deck.checked_sub(1) {
                Some(i) => i,
                None => return false,
            }
        };
        let Some(lesson) = self.deck.get(next).and_then(|path| load(path)) else {
            return false;
        };
        let last = lesson.steps.len().saturating_sub(1);
        self.presenter = Presenter::new(lesson);
        self.presenter.go_to(if forward { 0 } else { last });
        self.in_deck = next;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lesson::{load_lesson, resources_for};

    fn shipped(name: &str) -> Lesson {
        let path = crate::resources::resolve(&format!("lessons/{name}.toml"));
        load_lesson(&path, &resources_for(&path)).unwrap_or_else(|e| panic!("{e}"))
    }

    /// A deck of two lessons under made-up names, read by [`load`].
    fn deck() -> Vec<PathBuf> {
        vec![PathBuf::from("first.toml"), PathBuf::from("second.toml")]
    }

    fn load(path: &Path) -> Option<Lesson> {
        match path.to_str()? {
            "first.toml" => Some(shipped("1_inside_a_spinning_shape")),
            "second.toml" => Some(shipped("3_rays_and_slabs")),
            _ => None,
        }
    }

    fn never(_: &Path) -> Option<Lesson> {
        panic!("no other lesson is read")
    }

    #[test]
    fn a_page_turn_past_the_last_step_ends_the_lesson_until_one_turns_back() {
        let lesson = shipped("3_rays_and_slabs");
        let steps = lesson.steps.len();
        let mut shown = Presentation::new(lesson, steps - 2);
        assert_eq!(shown.place(), Place::Before);
        assert!(shown.forward(never));
        assert_eq!(shown.place(), Place::Last);
        assert!(!shown.forward(never), "nothing after the last step");
        assert_eq!(shown.place(), Place::Ended);
        assert_eq!(shown.presenter().current(), steps - 1);
        assert!(shown.back(never));
        assert_eq!(shown.place(), Place::Before);
        assert_eq!(shown.presenter().current(), steps - 2);
    }

    #[test]
    fn past_one_lessons_last_step_comes_the_next_of_the_deck_and_back() {
        let lesson = shipped("1_inside_a_spinning_shape");
        let last = lesson.steps.len() - 1;
        let mut shown = Presentation::new(lesson, last).first_of(deck());
        assert_eq!(shown.place(), Place::Before, "a lesson comes after");
        let mut asked = None;
        assert!(shown.forward(|path| {
            asked = Some(path.to_owned());
            load(path)
        }));
        assert_eq!(asked, Some(PathBuf::from("second.toml")));
        assert_eq!(shown.presenter().current(), 0);
        assert_eq!(
            shown.presenter().lesson().title,
            shipped("3_rays_and_slabs").title
        );
        assert!(shown.back(load), "back to the first lesson");
        assert_eq!(shown.presenter().current(), last, "on its last step");
        while shown.back(never) {}
        assert_eq!(shown.presenter().current(), 0);
        assert!(!shown.back(never), "nothing before the deck's first");
        assert_eq!(shown.place(), Place::Before, "a page back ends nothing");
    }

    #[test]
    fn a_next_lesson_that_does_not_load_ends_the_lesson_where_it_is() {
        let lesson = shipped("1_inside_a_spinning_shape");
        let last = lesson.steps.len() - 1;
        let mut shown = Presentation::new(lesson, last).first_of(deck());
        assert!(!shown.forward(|_| None));
        assert_eq!(shown.place(), Place::Ended);
        assert_eq!(shown.presenter().current(), last);
    }

    #[test]
    fn a_step_set_up_anew_hands_the_keys_back_to_the_presenter() {
        let mut shown = Presentation::new(shipped("3_rays_and_slabs"), 0);
        assert!(shown.toggle_class_plays());
        assert!(shown.class_plays());
        assert!(shown.forward(never));
        assert!(!shown.class_plays(), "a page turn");
        assert!(shown.toggle_class_plays());
        assert!(shown.reset());
        assert!(!shown.class_plays(), "a reset");
        assert!(shown.toggle_class_plays());
        assert!(!shown.toggle_class_plays(), "Enter again");
    }

    #[test]
    fn an_edited_lesson_keeps_the_step_and_sets_it_up_only_if_it_changed() {
        let lesson = shipped("3_rays_and_slabs");
        let mut shown = Presentation::new(lesson.clone(), 2);
        assert!(shown.toggle_class_plays());
        assert!(!shown.replace(lesson.clone(), false), "the same lesson");
        assert!(shown.class_plays(), "the class keeps the keys");
        assert!(shown.replace(lesson.clone(), true), "its arena was saved");
        assert!(!shown.class_plays());
        let mut shorter = lesson;
        shorter.steps.truncate(2);
        assert!(shown.replace(shorter, false), "the step was removed");
        assert_eq!(shown.presenter().current(), 1);
        assert_eq!(shown.place(), Place::Last);
    }
}

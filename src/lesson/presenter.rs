//! Presenting a lesson: which step is on screen and the page turns. The
//! window (`src/view/lesson/`) asks this and draws; it decides nothing.

use super::{Lesson, Step};

/// A lesson and the step on screen.
#[derive(Debug, Clone, PartialEq)]
pub struct Presenter {
    lesson: Lesson,
    current: usize,
}

impl Presenter {
    /// The lesson on its first step.
    #[must_use]
    pub fn new(lesson: Lesson) -> Self {
        Self { lesson, current: 0 }
    }

    /// The lesson presented.
    #[must_use]
    pub fn lesson(&self) -> &Lesson {
        &self.lesson
    }

    /// Index of the step on screen, from 0.
    #[must_use]
    pub fn current(&self) -> usize {
        self.current
    }

    /// The step on screen.
    #[must_use]
    pub fn step(&self) -> &Step {
        &self.lesson.steps[self.current]
    }

    /// Whether the step on screen is the lesson's last.
    #[must_use]
    pub fn on_last(&self) -> bool {
        self.current + 1 >= self.lesson.steps.len()
    }

    /// Goes to the next step; false on the last (nothing changes).
    pub fn forward(&mut self) -> bool {
        let next = !self.on_last();
        self.current += usize::from(next);
        next
    }

    /// Goes to the step before; false on the first.
    pub fn back(&mut self) -> bool {
        let back = self.current > 0;
        self.current -= usize::from(back);
        back
    }

    /// Goes to step `index` (from 0), the last if past it.
    pub fn go_to(&mut self, index: usize) {
        self.current = index.min(self.lesson.steps.len().saturating_sub(1));
    }

    /// An edited lesson replaces this one, staying on the same step (the
    /// last, if the edit removed steps). True if the step on screen changed
    /// and so must be set up again.
    pub fn replace(&mut self, lesson: Lesson) -> bool {
        let before = self.lesson.steps.get(self.current).cloned();
        self.lesson = lesson;
        self.go_to(self.current);
        before.as_ref() != Some(self.step())
    }

    /// "3 / 9": the step on screen, counted from 1, and how many there are.
    #[must_use]
    pub fn counter(&self) -> String {
        format!("{} / {}", self.current + 1, self.lesson.steps.len())
    }
}

//! Lessons: a teacher's prepared walk-through of the modes, one layer above
//! them.
//!
//! A lesson file (`file`: read by `walk`, then checked value by value and
//! built into a [`Lesson`] by `build`) names, step by step, a mode and what
//! to load, a script, the teaching views and a caption. Each mode says
//! through its own API what a lesson may ask of it (its controls, scenes,
//! cases, levels and limits: `modes::raylab::SCENE_COUNT`,
//! `modes::shooter::TeachingAids`, ...); this layer asks, and nothing below
//! it imports it. `truth` holds each step to its words: its caption's
//! `{numbers}` are read off the step played headless (`readings` names them
//! per mode) and its `expect` claims (`claims`) must hold there. `setup`
//! builds a step's mode state from the checked step, the one way every caller
//! does: the presenter in the window, the handout export, `hitlab lesson` and
//! the tests. `presenter` keeps which step is on screen; `handout` writes the
//! printable page, `worksheet` the questions and their answer key; `deck`
//! picks the lessons presented in a row, by language; `student` keeps a
//! student's own answers, `student_script` plays them headless and
//! `report` gathers many students' into one table.

mod build;
mod claims;
mod deck;
mod file;
pub mod handout;
mod presenter;
pub mod question;
mod question_file;
mod readings;
pub mod report;
mod setup;
pub mod student;
pub mod student_script;
mod truth;
mod walk;
pub mod worksheet;

pub use deck::{FALLBACK_LANGUAGE, lesson_language, lessons_in_language, same_language};
pub use file::{
    Lesson, LessonError, Step, StepMode, StepScene, load_lesson, parse_lesson, resources_for,
};
pub use presenter::Presenter;
pub use setup::{
    LESSON_SEED, StepRun, picture_name, play_all, raylab_fingerprint, shooter_fingerprint,
    sokoban_fingerprint,
};

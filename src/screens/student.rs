//! A student alone with a lesson, window-free: what they type for a number
//! question, each answer judged and kept (the session's file rewritten
//! whole), a retry, and the summary the lesson ends on, in the window's
//! language.

use std::path::Path;

use crate::i18n::{tr, tr_args};
use crate::lesson::Lesson;
use crate::lesson::student::{Given, Outcome, SessionFile, StudentSession};

/// The most characters a typed number keeps.
const MOST_TYPED: usize = 12;

/// A student's pass through the lesson on screen.
#[derive(Debug, Clone)]
pub struct StudentPass {
    session: StudentSession,
    /// Where the answers are kept; `None`: nowhere (a headless picture).
    file: Option<SessionFile>,
    typed: String,
    /// Why the last save failed, if it did.
    failed: Option<String>,
}

/// The summary's words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Summary {
    /// The heading, with the lesson's title.
    pub heading: String,
    /// One line a question: what was asked and how it went.
    pub rows: Vec<String>,
    /// The totals.
    pub totals: String,
    /// Where the answers are kept (or why they are not).
    pub kept: Option<String>,
}

impl StudentPass {
    /// `lesson`, read from `file`, its answers kept under `data_dir` (none
    /// kept without one).
    #[must_use]
    pub fn new(lesson: &Lesson, file: &Path, data_dir: Option<&Path>) -> Self {
        Self {
            session: StudentSession::new(lesson, file),
            file: data_dir.map(SessionFile::new),
            typed: String::new(),
            failed: None,
        }
    }

    /// The session.
    #[must_use]
    pub fn session(&self) -> &StudentSession {
        &self.session
    }

    /// What is typed for a number question.
    #[must_use]
    pub fn typed(&self) -> &str {
        &self.typed
    }

    /// Types `c` (a digit, `.` or `-`); anything else is ignored.
    pub fn type_char(&mut self, c: char) {
        if (c.is_ascii_digit() || c == '.' || c == '-') && self.typed.len() < MOST_TYPED {
            self.typed.push(c);
        }
    }

    /// Erases the last character typed.
    pub fn erase(&mut self) {
        self.typed.pop();
    }

    /// The typed number, if it reads as one.
    #[must_use]
    pub fn typed_number(&self) -> Option<f32> {
        self.typed.parse::<f32>().ok().filter(|n| n.is_finite())
    }

    /// Answers the question on step `step` (from 0) with `given` at `time`
    /// (RFC 3339) and keeps it: whether it was right, or `None` if that
    /// question takes no such answer now.
    pub fn answer(&mut self, step: usize, given: Given, time: &str) -> Option<bool> {
        let index = self.session.on_step(step)?;
        let right = self.session.answer(index, given, time)?.right;
        self.typed.clear();
        if let Some(file) = &mut self.file {
            self.failed = file.save(&self.session, time).err().map(|e| e.to_string());
        }
        Some(right)
    }

    /// Whether the answer just given to the question on step `step` (from
    /// 0) was right; `None` while it waits for one.
    #[must_use]
    pub fn verdict(&self, step: usize) -> Option<bool> {
        let posed = self.session.posed().get(self.session.on_step(step)?)?;
        if posed.waiting {
            None
        } else {
            posed.tries.last().copied()
        }
    }

    /// The question on step `step` asked again: true if it was answered.
    pub fn retry(&mut self, step: usize) -> bool {
        self.typed.clear();
        self.session
            .on_step(step)
            .is_some_and(|index| self.session.retry(index))
    }

    /// The summary: each question and how it went, the totals, where the
    /// answers are kept.
    #[must_use]
    pub fn summary(&self, title: &str) -> Summary {
        let rows = self
            .session
            .posed()
            .iter()
            .enumerate()
            .map(|(i, posed)| {
                let how = tr(match posed.outcome() {
                    Outcome::FirstTime => "student-first-time",
                    Outcome::AfterRetry => "student-after-retry",
                    Outcome::NotRight => "student-not-right",
                    Outcome::Unanswered => "student-unanswered",
                });
                let args = [
                    ("n", (i + 1).to_string().into()),
                    ("ask", posed.question.ask.clone().into()),
                    ("how", how.into()),
                ];
                tr_args("student-summary-row", &args)
            })
            .collect();
        let [first, after, not, none] = self.session.totals();
        let totals = tr_args(
            "student-totals",
            &[
                ("first", first.to_string().into()),
                ("after", after.to_string().into()),
                ("not", not.to_string().into()),
                ("none", none.to_string().into()),
            ],
        );
        let kept = match (&self.failed, self.file.as_ref().and_then(SessionFile::path)) {
            (Some(why), _) => Some(tr_args("student-not-kept", &[("why", why.clone().into())])),
            (None, Some(path)) => Some(tr_args(
                "student-kept",
                &[("path", path.display().to_string().into())],
            )),
            (None, None) => None,
        };
        Summary {
            heading: tr_args(
                "student-summary-title",
                &[("title", title.to_owned().into())],
            ),
            rows,
            totals,
            kept,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lesson::question::Answer;
    use crate::lesson::{load_lesson, resources_for};

    #[test]
    fn answers_are_kept_as_given_and_the_summary_counts_them() {
        let path = crate::resources::resolve("lessons/3_rays_and_slabs.toml");
        let lesson = load_lesson(&path, &resources_for(&path)).unwrap();
        let dir = tempfile::tempdir().unwrap();
        let mut pass = StudentPass::new(&lesson, &path, Some(dir.path()));
        let number = pass
            .session()
            .posed()
            .iter()
            .find(|p| matches!(p.answer, Ok(Answer::Number(_))))
            .cloned()
            .expect("a number question");
        let Ok(Answer::Number(right)) = number.answer else {
            unreachable!()
        };
        for c in format!("{}x", right + 1.0).chars() {
            pass.type_char(c);
        }
        let typed = pass.typed_number().expect("a number");
        assert_eq!(
            pass.answer(number.step, Given::Number(typed), "2026-01-02T03:04:05Z"),
            Some(false)
        );
        assert_eq!(pass.typed(), "", "an answer clears what was typed");
        assert!(pass.retry(number.step));
        for c in format!("{right:.3}").chars() {
            pass.type_char(c);
        }
        let typed = pass.typed_number().expect("a number");
        assert_eq!(
            pass.answer(number.step, Given::Number(typed), "2026-01-02T03:04:06Z"),
            Some(true)
        );
        let summary = pass.summary(&lesson.title);
        assert!(
            summary
                .totals
                .starts_with("0 right first time, 1 right after"),
            "{}",
            summary.totals
        );
        assert_eq!(summary.rows.len(), pass.session().posed().len());
        let kept = summary.kept.expect("kept");
        assert!(kept.contains("answers"), "{kept}");
        let records = crate::lesson::report::read_session(
            &dir.path()
                .join("answers/3_rays_and_slabs-20260102T030405.jsonl"),
        )
        .unwrap();
        assert_eq!(records.len(), 2);
        assert_eq!((records[1].attempt, records[1].right), (2, true));
    }
}

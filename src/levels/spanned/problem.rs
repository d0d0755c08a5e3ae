//! A problem found while loading an arena, before it is given a line and
//! column, and the list the checks collect them in.

use std::ops::Range;

use super::problem_text::written;

/// One thing wrong, at the byte range of the key or value it is about, in
/// its final words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Problem {
    pub span: Range<usize>,
    pub message: String,
}

impl Problem {
    pub(crate) fn new(span: Range<usize>, message: impl Into<String>) -> Self {
        Self {
            span,
            message: message.into(),
        }
    }
}

/// Collects problems so checking goes on past the first, with the file's
/// text at hand to quote what was written.
pub(crate) struct Problems<'t> {
    text: &'t str,
    found: Vec<Problem>,
}

impl<'t> Problems<'t> {
    pub(crate) fn new(text: &'t str) -> Self {
        Self {
            text,
            found: Vec::new(),
        }
    }

    pub(crate) fn push(&mut self, span: Range<usize>, message: impl Into<String>) {
        self.found.push(Problem::new(span, message));
    }

    pub(crate) fn add(&mut self, problem: Problem) {
        self.found.push(problem);
    }

    /// The value at `span` as written in the file, cut short if long.
    pub(crate) fn written(&self, span: &Range<usize>) -> String {
        written(self.text, span)
    }

    /// How many problems so far.
    pub(crate) fn count(&self) -> usize {
        self.found.len()
    }

    pub(crate) fn into_vec(self) -> Vec<Problem> {
        self.found
    }
}

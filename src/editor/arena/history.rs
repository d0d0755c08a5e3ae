//! Unlimited undo and redo: the drafts before each edit, and the ones undone.
//!
//! Whole drafts, not inverse edits: an arena is a few kilobytes at most (the
//! storm's 64 targets), so a copy per edit costs little, and undoing cannot
//! drift from what the edit did. Saving writes the draft against the file
//! as opened (`save`), so undoing every edit gives the file back exactly.

use super::draft::ArenaDraft;

/// The drafts to go back and forward to.
#[derive(Debug, Clone, Default)]
pub struct History {
    undo: Vec<ArenaDraft>,
    redo: Vec<ArenaDraft>,
}

impl History {
    /// An edit is about to change `before`: it can be undone to it, and
    /// what was undone can no longer be redone.
    pub fn record(&mut self, before: ArenaDraft) {
        self.undo.push(before);
        self.redo.clear();
    }

    /// The draft before the last edit, `now` kept for redo; `None` (and
    /// nothing kept) when there is nothing to undo.
    pub fn undo(&mut self, now: ArenaDraft) -> Option<ArenaDraft> {
        let before = self.undo.pop()?;
        self.redo.push(now);
        Some(before)
    }

    /// The draft the last undo left, `now` kept for undo; `None` when
    /// nothing was undone since the last edit.
    pub fn redo(&mut self, now: ArenaDraft) -> Option<ArenaDraft> {
        let after = self.redo.pop()?;
        self.undo.push(now);
        Some(after)
    }

    /// How many edits can be undone.
    #[must_use]
    pub fn undo_count(&self) -> usize {
        self.undo.len()
    }

    /// How many undone edits can be redone.
    #[must_use]
    pub fn redo_count(&self) -> usize {
        self.redo.len()
    }
}

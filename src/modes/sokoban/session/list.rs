//! The level list: the cursor moves one entry (`↑` `↓`), a page
//! ([`LIST_PAGE`] entries, `Page Up` / `Page Down`), to either end (`Home`,
//! `End`), or to the number typed, so a 10,000-level pack is crossed in a
//! few keys; `Enter` opens the entry under it.

use super::{C, ControlFrame, Screen, Session};
use crate::modes::sokoban::controls::DIGITS;

/// Entries a page key moves the list's cursor by.
pub const LIST_PAGE: usize = 10;
/// Steps (1/60 s) a typed level number waits for its next digit: 1.5 s,
/// as long as a pause between two digits of one number takes. After it a
/// digit starts a new number.
pub const TYPED_STEPS: u32 = 90;
/// Digits a typed number keeps at most (a pack holds far fewer levels
/// than 10^7), so the number cannot overflow.
const TYPED_DIGITS: usize = 7;

impl Session {
    /// The level number being typed in the list (counted from 1), if any.
    #[must_use]
    pub fn typed(&self) -> Option<usize> {
        self.typed.map(|(n, _)| n)
    }

    pub(super) fn step_select(&mut self, frame: &ControlFrame<C>, cursor: usize) {
        let last = self.pack.entries.len().saturating_sub(1);
        let mut cursor = cursor;
        if frame.pressed(C::Up) || frame.pressed(C::Left) {
            cursor = cursor.saturating_sub(1);
        }
        if frame.pressed(C::Down) || frame.pressed(C::Right) {
            cursor = (cursor + 1).min(last);
        }
        if frame.pressed(C::PrevLevel) {
            cursor = cursor.saturating_sub(LIST_PAGE);
        }
        if frame.pressed(C::NextLevel) {
            cursor = (cursor + LIST_PAGE).min(last);
        }
        if frame.pressed(C::ListFirst) {
            cursor = 0;
        }
        if frame.pressed(C::ListLast) {
            cursor = last;
        }
        if frame.pressed(C::NextUnsolved) {
            match self.next_unsolved(cursor) {
                Some(i) => cursor = i,
                None => self.say(super::News::AllSolved),
            }
        }
        self.typed = match self.typed {
            Some((n, left)) if left > 1 => Some((n, left - 1)),
            _ => None,
        };
        for (digit, &control) in DIGITS.iter().enumerate() {
            if frame.pressed(control) {
                let so_far = self.typed.map_or(0, |(n, _)| n);
                let number = if so_far.to_string().len() >= TYPED_DIGITS {
                    digit
                } else {
                    so_far * 10 + digit
                };
                self.typed = Some((number, TYPED_STEPS));
                // Entry numbers count from 1; 0 and past the end go to an end.
                cursor = number.saturating_sub(1).min(last);
            }
        }
        self.screen = Screen::Select { cursor };
        if frame.pressed(C::Confirm) {
            self.typed = None;
            self.open(cursor);
        } else if frame.pressed(C::LevelSelect) && self.game.is_some() {
            self.typed = None;
            self.screen = Screen::Play;
        }
    }
}

//! Copy and paste of a level and its moves as text ([`crate::modes::sokoban::clip`]):
//! the session words the text and opens what is pasted; the clipboard
//! itself is the window's.

use std::sync::Arc;

use super::{News, Screen, Session};
use crate::levels::sokoban::Pack;
use crate::modes::sokoban::clip::{level_text, parse_level_text};
use crate::modes::sokoban::game::Game;

impl Session {
    /// The level in play and its moves so far, as text to copy: its XSB
    /// rows, title and LURD; `None` when no level is in play.
    #[must_use]
    pub fn copy_text(&self) -> Option<String> {
        let game = self.game.as_ref()?;
        Some(level_text(game.level(), &game.lurd()))
    }

    /// Tells the player how copying went: `moves` moves copied, or why not.
    pub fn copied(&mut self, moves: usize, result: Result<(), String>) {
        self.say(match result {
            Ok(()) => News::Copied { moves },
            Err(why) => News::NotCopied { why },
        });
    }

    /// Tells the player the clipboard gave no text to paste, for `why`.
    pub fn not_pasted(&mut self, why: String) {
        self.say(News::NotPasted { why });
    }

    /// The moves of the level in play, for [`Self::copied`].
    #[must_use]
    pub fn moves_so_far(&self) -> usize {
        self.game.as_ref().map_or(0, Game::moves)
    }

    /// Opens pasted text as a level after the pack's, its moves (if any)
    /// made at once; a refusal says why and changes nothing. Returns
    /// whether the level opened.
    pub fn paste(&mut self, text: &str) -> bool {
        let (mut level, dirs) = match parse_level_text(text) {
            Ok(read) => read,
            Err(e) => {
                self.say(News::NotPasted { why: e.to_string() });
                return false;
            }
        };
        level.number = self.pack.entries.len() + 1;
        let mut game = Game::new(Arc::new(level.clone()));
        let played = super::super::lurd::play(&mut game, &dirs);
        if let Err(e) = played {
            self.say(News::NotPasted { why: e.to_string() });
            return false;
        }
        self.pack.entries.push(Ok(level));
        self.current = self.pack.entries.len() - 1;
        let solved = game.is_solved();
        self.game = Some(game);
        self.reset_motion();
        // Pasted moves that solve it are someone's solution shown, as a
        // replay's are: the player's record is theirs to earn.
        self.recorded = false;
        self.watched = solved;
        self.screen = Screen::Play;
        self.say(News::Pasted { moves: dirs.len() });
        true
    }

    /// Whether entry `index` was pasted, not read from the pack file (the
    /// editor has no line of the file to open for it).
    #[must_use]
    pub fn is_pasted(&self, index: usize) -> bool {
        index >= self.file_entries && index < self.pack.entries.len()
    }

    /// `pack`, re-read from its file, with the levels pasted so far after
    /// its own; the level in play keeps to its pasted board.
    pub(super) fn keep_pasted(&mut self, mut pack: Pack) -> Pack {
        let pasted = self
            .pack
            .entries
            .split_off(self.file_entries.min(self.pack.entries.len()));
        if self.current >= self.file_entries {
            self.current = self.current - self.file_entries + pack.entries.len();
        }
        self.file_entries = pack.entries.len();
        for mut entry in pasted {
            if let Ok(level) = &mut entry {
                level.number = pack.entries.len() + 1;
            }
            pack.entries.push(entry);
        }
        pack
    }
}

//! A pack file's text as the editor changes it: one board's lines replaced,
//! or a new board inserted, and every other byte left as the designer wrote
//! it (comments, titles, blank lines, line endings, a missing last newline).
//!
//! The text is kept as its lines, each with its own ending, so a splice
//! touches the lines it replaces and no others. Where the boards are is
//! asked of the parser ([`board_lines`]) every time, so the editor and the
//! game never disagree on which lines are level N.

use super::board::Board;
use crate::levels::sokoban::{board_lines, metadata_before_boards};

/// A pack file's text, line by line.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PackText {
    /// Each line with its ending (`\n`, `\r\n`, or none for a last line
    /// without one).
    lines: Vec<String>,
}

impl PackText {
    /// The text of a file, as read.
    #[must_use]
    pub fn new(text: &str) -> Self {
        Self {
            lines: text.split_inclusive('\n').map(str::to_owned).collect(),
        }
    }

    /// The whole text, byte for byte as read where nothing was changed.
    #[must_use]
    pub fn text(&self) -> String {
        self.lines.concat()
    }

    /// How many boards the text holds (valid or not).
    #[must_use]
    pub fn board_count(&self) -> usize {
        board_lines(&self.text()).len()
    }

    /// The 0-based line range of board `index` (0-based), if there is one.
    #[must_use]
    pub fn board_span(&self, index: usize) -> Option<std::ops::Range<usize>> {
        board_lines(&self.text()).into_iter().nth(index)
    }

    /// Board `index` (0-based) as the editor edits it.
    #[must_use]
    pub fn board(&self, index: usize) -> Option<Board> {
        let span = self.board_span(index)?;
        Some(Board::from_lines(self.lines[span].iter().map(|l| bare(l))))
    }

    /// The ending this file's lines use (its first line's), `\n` if none.
    fn ending(&self) -> &'static str {
        match self.lines.first() {
            Some(line) if line.ends_with("\r\n") => "\r\n",
            _ => "\n",
        }
    }

    /// Replaces board `index`'s lines with `board`'s rows. The rows take the
    /// ending of the board's first line; the last row keeps the ending of the
    /// board's last line (none, at the end of a file without a last newline).
    /// False if there is no such board.
    pub fn replace_board(&mut self, index: usize, board: &Board) -> bool {
        let Some(span) = self.board_span(index) else {
            return false;
        };
        // A one-line board at the end of a file without a last newline has
        // no ending of its own: its rows take the file's.
        let ending = match line_ending(&self.lines[span.start]) {
            "" => self.ending(),
            own => own,
        }
        .to_owned();
        let last_ending = line_ending(&self.lines[span.end - 1]).to_owned();
        let mut rows: Vec<String> = board.to_rows().into_iter().map(|r| r + &ending).collect();
        if let Some(last) = rows.last_mut() {
            last.truncate(last.len() - ending.len());
            last.push_str(&last_ending);
        }
        self.lines.splice(span, rows);
        true
    }

    /// Inserts `board` as a new board after board `after` (0-based) and the
    /// metadata that follows it, or at the end when `after` is `None` or
    /// past the last; its `Title:` goes on the side the file's metadata
    /// goes. Returns the new board's index.
    pub fn insert_board(&mut self, after: Option<usize>, board: &Board, title: &str) -> usize {
        let text = self.text();
        let spans = board_lines(&text);
        let before = metadata_before_boards(&text);
        let (at, index) = match after.and_then(|a| spans.get(a).map(|s| (a, s))) {
            Some((a, span)) if before => (span.end, a + 1),
            Some((a, span)) => {
                // Metadata after a board runs up to the next blank line, or
                // to the next board where none comes between (else the new
                // board would land after that one, not after board `a`).
                let next_board = spans.get(a + 1).map_or(self.lines.len(), |s| s.start);
                let end = (span.end..next_board)
                    .find(|&i| bare(&self.lines[i]).trim().is_empty())
                    .unwrap_or(next_board);
                (end, a + 1)
            }
            None => (self.lines.len(), spans.len()),
        };
        let ending = self.ending();
        // Every line but the last ends in `\n` (line numbers from the
        // parser index `lines`): a last line without one gets it, even one
        // that ends in a lone `\r`, which is no ending of its own.
        if let Some(previous) = at.checked_sub(1).and_then(|i| self.lines.get_mut(i))
            && !previous.ends_with('\n')
        {
            previous.push_str(ending);
        }
        let title_line = format!("Title: {title}{ending}");
        let mut new: Vec<String> = Vec::new();
        if at > 0 {
            new.push(ending.to_owned());
        }
        if before {
            new.push(title_line.clone());
        }
        new.extend(board.to_rows().into_iter().map(|r| r + ending));
        if !before {
            new.push(title_line);
        }
        if at < self.lines.len() && !bare(&self.lines[at]).trim().is_empty() {
            // Something follows at once (the next board's title, in a file
            // whose titles come first): keep a blank line between.
            new.push(ending.to_owned());
        }
        self.lines.splice(at..at, new);
        index
    }
}

/// The line without its ending.
fn bare(line: &str) -> &str {
    line.trim_end_matches('\n').trim_end_matches('\r')
}

/// The line's ending: `\r\n`, `\n` or nothing.
fn line_ending(line: &str) -> &str {
    &line[bare(line).len()..]
}

#[cfg(test)]
mod tests {
    use super::*;

    const PACK: &str =
        "; a comment\n\n#####\n#@$.#\n#####\nTitle: One\n\n####\n#@*#\n####\nTitle: Two";

    #[test]
    fn replacing_a_board_leaves_every_other_line_alone() {
        let mut text = PackText::new(PACK);
        let mut board = text.board(0).unwrap_or_else(|| Board::empty(1, 1));
        board.insert_column(board.width());
        assert!(text.replace_board(0, &board));
        assert_eq!(text.text(), PACK, "trailing empty squares are not written");
        let wider = Board::from_lines(["######", "#@$ .#", "######"]);
        assert!(text.replace_board(1, &wider));
        assert_eq!(
            text.text(),
            PACK.replace("####\n#@*#\n####", "######\n#@$ .#\n######")
        );
    }

    #[test]
    fn a_new_board_goes_after_the_title_that_follows_its_neighbour() {
        let mut text = PackText::new(PACK);
        let index = text.insert_board(Some(0), &Board::room(3, 3), "New");
        assert_eq!(index, 1);
        let expected = PACK.replace("Title: One\n", "Title: One\n\n###\n# #\n###\nTitle: New\n");
        assert_eq!(text.text(), expected);
        let last = text.insert_board(None, &Board::room(3, 3), "End");
        assert_eq!(last, 3);
        assert!(
            text.text()
                .ends_with("Title: Two\n\n###\n# #\n###\nTitle: End\n")
        );
    }

    #[test]
    fn a_new_board_goes_before_a_next_board_with_no_blank_line_between() {
        // Found by fuzzing the write-back: the search for the blank line
        // ending board 0's metadata ran past board 1, so the new board
        // landed last while the editor opened it as level 2.
        let pack = "#####\n#@$.#\n#####\nTitle: One\n6#|#@$ .#|6#\nTitle: Two\n";
        let mut text = PackText::new(pack);
        let index = text.insert_board(Some(0), &Board::room(3, 3), "New");
        assert_eq!(index, 1);
        assert_eq!(text.board(index), Some(Board::room(3, 3)));
        assert_eq!(text.board_count(), 3);
    }

    #[test]
    fn a_board_added_after_a_last_line_ending_in_a_lone_return_starts_its_own_line() {
        // Found by fuzzing the write-back: `; mine\r` took the blank line
        // as its `\r\n`, so the lines the parser numbered were not the
        // lines kept, and later saves spliced rows into the wrong place.
        let mut text = PackText::new("; mine\r");
        let index = text.insert_board(None, &Board::room(3, 3), "New");
        assert_eq!(index, 0);
        assert_eq!(text.board(0), Some(Board::room(3, 3)));
        let wider = Board::room(4, 3);
        assert!(text.replace_board(0, &wider));
        assert_eq!(text.board(0), Some(wider));
        assert!(
            text.text().starts_with("; mine\r\n\n####\n"),
            "{:?}",
            text.text()
        );
    }

    #[test]
    fn titles_that_come_first_stay_first() {
        let pack = "Title: A\n#####\n#@$.#\n#####\n\nTitle: B\n###\n#@#\n###\n";
        let mut text = PackText::new(pack);
        assert_eq!(text.insert_board(Some(0), &Board::room(3, 3), "N"), 1);
        assert_eq!(
            text.text(),
            "Title: A\n#####\n#@$.#\n#####\n\nTitle: N\n###\n# #\n###\n\nTitle: B\n###\n#@#\n###\n"
        );
    }

    #[test]
    fn a_one_line_board_at_the_end_without_a_newline_becomes_rows() {
        let mut text = PackText::new("Title: A\r\n6#|#@$ .#|6#");
        let board = Board::from_lines(["######", "#@ $.#", "######"]);
        assert!(text.replace_board(0, &board));
        assert_eq!(text.text(), "Title: A\r\n######\r\n#@ $.#\r\n######");
    }

    #[test]
    fn windows_line_endings_are_kept() {
        let pack = "#####\r\n#@$.#\r\n#####\r\nTitle: A\r\n";
        let mut text = PackText::new(pack);
        let board = Board::from_lines(["#####", "#@ *#", "#####"]);
        assert!(text.replace_board(0, &board));
        assert_eq!(text.text(), pack.replace("#@$.#", "#@ *#"));
    }
}

//! The help overlay's rows laid out without a window: every row at the
//! body size, a description too long for its column wrapped onto more
//! lines, the rows in one or two columns, and pages when they do not fit
//! one screen. A class reads every row, so no row is set smaller to fit:
//! the overlay turns pages instead. The window (`view/help.rs`) measures
//! the text at the body size, draws a page and names the keys that turn
//! them.

use crate::i18n::tr_args;
use crate::text::{break_lines, keep_lines, with_ellipsis};

/// One row of the help overlay: the keys, and what they do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HelpLine {
    /// The keys, as the window names them ("F1 / ?").
    pub keys: String,
    /// What they do.
    pub action: String,
}

impl HelpLine {
    /// The row for `keys` doing `action`.
    pub fn new(keys: impl Into<String>, action: impl Into<String>) -> Self {
        Self {
            keys: keys.into(),
            action: action.into(),
        }
    }
}

/// At most this share of a column goes to the keys: a longer key label
/// (a row of six keys) wraps rather than squeeze the description.
const KEY_SHARE: f32 = 0.4;

/// The room the rows are laid out in, in the units `measure` returns (the
/// window's pixels at the body size), and how text is measured.
pub struct Room<'m> {
    /// The width of the rows' area, columns and the gap between them included.
    pub width: f32,
    /// Text lines one column holds.
    pub lines: usize,
    /// The space between the key column and the descriptions, and between
    /// two columns.
    pub gap: f32,
    /// How far a key row is indented under its section's heading.
    pub indent: f32,
    /// Width of a string at the body size.
    pub measure: &'m mut dyn FnMut(&str) -> f32,
}

/// What a block of lines is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BlockKind {
    /// A section's heading ("Everywhere", "Shooter keys").
    Section(String),
    /// A key row: its key label and its description, each wrapped to its
    /// column's width.
    Key {
        /// The key label's lines.
        keys: Vec<String>,
        /// The description's lines.
        action: Vec<String>,
    },
}

/// One row of the overlay, placed in a column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Block {
    /// The line of its column it starts on, from 0.
    pub line: usize,
    /// What it shows.
    pub kind: BlockKind,
}

impl BlockKind {
    /// Lines it takes.
    #[must_use]
    pub fn lines(&self) -> usize {
        match self {
            BlockKind::Section(_) => 1,
            BlockKind::Key { keys, action } => keys.len().max(action.len()).max(1),
        }
    }
}

/// A page of the overlay: its columns, left to right, each a list of blocks.
pub type Page = Vec<Vec<Block>>;

/// The rows laid out: every line at the body size, within the widths given.
#[derive(Debug, Clone, PartialEq)]
pub struct HelpLayout {
    /// Columns on a page (one or two).
    pub columns: usize,
    /// The width of one column.
    pub column_width: f32,
    /// The width of the key column, from the column's indent; the
    /// descriptions start at `indent + key_width + gap`.
    pub key_width: f32,
    /// The pages, at least one.
    pub pages: Vec<Page>,
}

impl HelpLayout {
    /// `sections` (a heading and its rows each) laid out in `room`: one
    /// column if the rows fit one page, else one or two columns, whichever
    /// takes fewer pages (one on a tie: its lines are longer).
    #[must_use]
    pub fn new<S: AsRef<str>>(sections: &[(S, Vec<HelpLine>)], room: &mut Room<'_>) -> Self {
        let one = lay_out(sections, room, 1);
        if one.pages.len() == 1 {
            return one;
        }
        let two = lay_out(sections, room, 2);
        if two.pages.len() < one.pages.len() {
            two
        } else {
            one
        }
    }
}

/// `sections` in `columns` columns a page.
fn lay_out<S: AsRef<str>>(
    sections: &[(S, Vec<HelpLine>)],
    room: &mut Room<'_>,
    columns: usize,
) -> HelpLayout {
    let lines_per_column = room.lines.max(1);
    let column_width = ((room.width - room.gap * (columns - 1) as f32) / columns as f32).max(1.0);
    let inner = (column_width - room.indent).max(1.0);
    let widest_keys = sections
        .iter()
        .flat_map(|(_, rows)| rows)
        .map(|row| (room.measure)(&row.keys))
        .fold(0.0_f32, f32::max);
    let key_width = widest_keys.min(inner * KEY_SHARE).max(1.0);
    let action_width = (inner - key_width - room.gap).max(1.0);

    let mut blocks: Vec<BlockKind> = Vec::new();
    for (heading, rows) in sections {
        let heading = with_ellipsis(heading.as_ref(), column_width, room.measure);
        blocks.push(BlockKind::Section(heading));
        for row in rows {
            let keys = break_lines(&row.keys, key_width, key_width, room.measure);
            let action = break_lines(&row.action, action_width, action_width, room.measure);
            // A row taller than a column (never in the shipped help) is
            // cut, so every page still ends.
            blocks.push(BlockKind::Key {
                keys: keep_lines(keys, lines_per_column, key_width, room.measure),
                action: keep_lines(action, lines_per_column, action_width, room.measure),
            });
        }
    }

    let mut pages: Vec<Page> = vec![vec![Vec::new()]];
    let mut used = 0;
    for (i, kind) in blocks.iter().enumerate() {
        // A heading stays with the row under it.
        let needs = match (kind, blocks.get(i + 1)) {
            (BlockKind::Section(_), Some(next)) => 1 + next.lines(),
            _ => kind.lines(),
        };
        let page = pages.last_mut().expect("one page at least");
        let column_empty = page.last().is_none_or(Vec::is_empty);
        if used + needs > lines_per_column && !column_empty {
            if page.len() < columns {
                page.push(Vec::new());
            } else {
                pages.push(vec![Vec::new()]);
            }
            used = 0;
        }
        let column = pages
            .last_mut()
            .and_then(|page| page.last_mut())
            .expect("a column to put it in");
        column.push(Block {
            line: used,
            kind: kind.clone(),
        });
        used += kind.lines();
    }
    HelpLayout {
        columns,
        column_width,
        key_width,
        pages,
    }
}

/// What the overlay says of its pages ("page 1 of 2 · Page Down / Page Up
/// turn the pages"), with the keys that turn them; `None` for one page.
#[must_use]
pub fn page_note(page: usize, pages: usize, next: &str, back: &str) -> Option<String> {
    (pages > 1).then(|| {
        tr_args(
            "help-page",
            &[
                ("page", (page + 1).into()),
                ("pages", pages.into()),
                ("next", next.into()),
                ("back", back.into()),
            ],
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A font where every character is 1 px wide.
    fn width_of(s: &str) -> f32 {
        s.chars().count() as f32
    }

    fn rows(n: usize, action: &str) -> Vec<HelpLine> {
        (0..n)
            .map(|i| HelpLine::new(format!("K{i}"), action))
            .collect()
    }

    fn room(width: f32, lines: usize, measure: &mut dyn FnMut(&str) -> f32) -> Room<'_> {
        Room {
            width,
            lines,
            gap: 2.0,
            indent: 2.0,
            measure,
        }
    }

    /// Every line of the layout, each with the width it must fit.
    fn lines_and_widths(layout: &HelpLayout) -> Vec<(String, f32)> {
        let action_width = layout.column_width - 2.0 - layout.key_width - 2.0;
        let mut out = Vec::new();
        for block in layout.pages.iter().flatten().flatten() {
            match &block.kind {
                BlockKind::Section(s) => out.push((s.clone(), layout.column_width)),
                BlockKind::Key { keys, action } => {
                    out.extend(keys.iter().map(|k| (k.clone(), layout.key_width)));
                    out.extend(action.iter().map(|a| (a.clone(), action_width)));
                }
            }
        }
        out
    }

    #[test]
    fn a_long_description_wraps_instead_of_shrinking() {
        let long = "save the screen as a picture in the pictures folder, named by the time";
        let sections = [("Everywhere", vec![HelpLine::new("F12", long)])];
        let mut measure = width_of;
        let layout = HelpLayout::new(&sections, &mut room(40.0, 10, &mut measure));
        assert_eq!(layout.pages.len(), 1);
        let lines = lines_and_widths(&layout);
        assert!(lines.iter().all(|(l, w)| width_of(l) <= *w), "{lines:?}");
        let BlockKind::Key { action, .. } = &layout.pages[0][0][1].kind else {
            panic!("the second block is the key row");
        };
        assert!(action.len() > 1, "{action:?}");
        assert_eq!(action.join(" "), long, "nothing is cut");
    }

    #[test]
    fn rows_that_do_not_fit_a_page_go_to_two_columns_then_to_more_pages() {
        let sections = [("Keys", rows(12, "a thing"))];
        let mut measure = width_of;
        let fits = HelpLayout::new(&sections, &mut room(60.0, 13, &mut measure));
        assert_eq!((fits.columns, fits.pages.len()), (1, 1));
        let two = HelpLayout::new(&sections, &mut room(60.0, 8, &mut measure));
        assert_eq!((two.columns, two.pages.len()), (2, 1));
        let paged = HelpLayout::new(&sections, &mut room(60.0, 4, &mut measure));
        assert_eq!(paged.columns, 2);
        assert_eq!(paged.pages.len(), 2);
        let shown: usize = paged.pages.iter().flatten().map(Vec::len).sum();
        assert_eq!(shown, 13, "every row and the heading, once");
        for column in paged.pages.iter().flatten() {
            let last = column.last().expect("no empty column");
            assert!(last.line + last.kind.lines() <= 4, "{column:?}");
        }
    }

    #[test]
    fn a_heading_is_not_left_alone_at_the_foot_of_a_column() {
        let sections = [("One", rows(2, "x")), ("Two", rows(2, "y"))];
        let mut measure = width_of;
        let layout = HelpLayout::new(&sections, &mut room(20.0, 4, &mut measure));
        for column in layout.pages.iter().flatten() {
            let last = column.last().expect("no empty column");
            assert!(
                !matches!(last.kind, BlockKind::Section(_)),
                "{:?}",
                layout.pages
            );
        }
    }

    #[test]
    fn the_page_note_names_the_page_and_its_keys() {
        assert_eq!(page_note(0, 1, "Page Down", "Page Up"), None);
        let note = page_note(1, 3, "Page Down", "Page Up").expect("three pages");
        assert!(note.contains('2') && note.contains('3'), "{note}");
        assert!(
            note.contains("Page Down") && note.contains("Page Up"),
            "{note}"
        );
    }
}

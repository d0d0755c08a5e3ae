//! A deleted entry's comments are the designer's, not the editor's to
//! delete: its whole-line comments move above the next table in the file
//! (or to the file's end when it was the last), in their order.

use toml_edit::{DocumentMut, Item, RawString, Table};

/// The whole-line comments of `deleted` (its header's, its keys', those
/// inside its values and its sub-tables'), each line as the file has it,
/// moved into `document` where the entry was: above the first table after
/// `deleted`'s place. `deleted` holds each entry's place in the file (its
/// table's position) and the entry.
pub fn keep_comments_of(document: &mut DocumentMut, deleted: &[(isize, Table)]) {
    let mut deleted: Vec<(isize, String)> = deleted
        .iter()
        .map(|(position, entry)| {
            let mut lines = String::new();
            table_comments(entry, &mut lines);
            (*position, lines)
        })
        .filter(|(_, lines)| !lines.is_empty())
        .collect();
    deleted.sort_by_key(|(position, _)| *position);
    for (position, lines) in deleted.into_iter().rev() {
        // Going from the last deleted entry back, each one's lines go in
        // front of what is already above the next table: their order holds.
        let mut next = None;
        visit_tables(document.as_table_mut(), &mut |table| {
            if let Some(at) = table.position().filter(|&at| at > position)
                && next.is_none_or(|n| at < n)
            {
                next = Some(at);
            }
        });
        match next {
            Some(next) => visit_tables(document.as_table_mut(), &mut |table| {
                if table.position() == Some(next) {
                    let prefix = raw(table.decor().prefix()).to_owned();
                    table.decor_mut().set_prefix(put_before(&prefix, &lines));
                }
            }),
            None => {
                let trailing = raw(Some(document.trailing())).to_owned();
                document.set_trailing(put_before(&trailing, &lines));
            }
        }
    }
}

/// `lines` inserted into `text` (a table's prefix, or the file's end) after
/// its leading blank lines, so a blank line before a header stays first.
fn put_before(text: &str, lines: &str) -> String {
    let blank_end = text
        .char_indices()
        .filter(|&(_, c)| c == '\n')
        .map(|(i, _)| i + 1)
        .take_while(|&end| text[..end].trim().is_empty())
        .last()
        .unwrap_or(0);
    let lead = if blank_end == 0 {
        "\n"
    } else {
        &text[..blank_end]
    };
    format!("{lead}{lines}{}", &text[blank_end..])
}

fn raw(text: Option<&RawString>) -> &str {
    text.and_then(RawString::as_str).unwrap_or("")
}

/// Appends every line of `text` that is a comment (after any indent).
fn comment_lines(text: &str, into: &mut String) {
    for line in text.lines() {
        if line.trim_start().starts_with('#') {
            into.push_str(line);
            into.push('\n');
        }
    }
}

/// Every whole-line comment in `table`, in the file's order.
fn table_comments(table: &Table, into: &mut String) {
    comment_lines(raw(table.decor().prefix()), into);
    // A comment on the header's line becomes a line of its own.
    comment_lines(raw(table.decor().suffix()).trim_start(), into);
    // The values with their keys' comments (dotted keys included).
    comment_lines(&table.to_string(), into);
    for (_, item) in table {
        match item {
            Item::Table(sub) if !sub.is_dotted() => table_comments(sub, into),
            Item::ArrayOfTables(array) => array.iter().for_each(|t| table_comments(t, into)),
            _ => {}
        }
    }
}

/// Calls `visit` on every table under `table`, at any depth.
fn visit_tables(table: &mut Table, visit: &mut impl FnMut(&mut Table)) {
    for (_, item) in table.iter_mut() {
        match item {
            Item::Table(sub) => {
                visit(sub);
                visit_tables(sub, visit);
            }
            Item::ArrayOfTables(array) => {
                for sub in array.iter_mut() {
                    visit(sub);
                    visit_tables(sub, visit);
                }
            }
            Item::None | Item::Value(_) => {}
        }
    }
}

//! `hitlab lesson report FOLDER…`: many students' records gathered into one
//! table, one row per question of each lesson: how many answered it, how
//! many were right first time, right after a retry or not right, and for a
//! choice, how many first chose each. Written as CSV (for a spreadsheet)
//! and as a plain HTML page.
//!
//! Each session's file (see [`super::student`]) counts as one student: a
//! folder may be a student's data folder (its `answers/` is read) or the
//! `answers/` folder itself.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use super::handout::escape;
use super::question::MAX_CHOICES;
use super::student::{ANSWERS_FOLDER, Record};

/// One question's row.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Row {
    /// The lesson's file name without `.toml`.
    pub lesson: String,
    /// The lesson's title.
    pub title: String,
    /// The step, from 1.
    pub step: usize,
    /// The question, from 1.
    pub question: usize,
    /// `choose`, `point` or `number`.
    pub kind: String,
    /// What was asked.
    pub ask: String,
    /// Sessions that answered it.
    pub students: usize,
    /// Right at the first try.
    pub first_time: usize,
    /// Wrong first, then right.
    pub after_retry: usize,
    /// Never right.
    pub not_right: usize,
    /// For a choice, how many answered each (1 to 4) at their first try.
    pub chose: [usize; MAX_CHOICES],
}

/// Every question's row, by lesson, then question.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Tally {
    /// The rows.
    pub rows: Vec<Row>,
    /// The session files read.
    pub sessions: usize,
}

/// The session files of `folder`: its `answers/*.jsonl`, else its own
/// `*.jsonl`, in name order.
fn session_files(folder: &Path) -> Result<Vec<PathBuf>, String> {
    let inner = folder.join(ANSWERS_FOLDER);
    let look = if inner.is_dir() {
        inner
    } else {
        folder.to_owned()
    };
    let entries = std::fs::read_dir(&look)
        .map_err(|e| format!("{}: cannot read the folder ({e})", look.display()))?;
    let mut files: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
        .collect();
    files.sort();
    Ok(files)
}

/// The records of one session's file; a line that is not a record is an
/// error at its line.
pub fn read_session(path: &Path) -> Result<Vec<Record>, String> {
    let text = crate::files::read::read_text(path, "a student's answers")
        .map_err(|e| format!("{}: {e}", path.display()))?;
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty())
        .map(|(n, line)| {
            serde_json::from_str(line)
                .map_err(|e| format!("{}:{}: not an answer record ({e})", path.display(), n + 1))
        })
        .collect()
}

/// Gathers the sessions in `folders` into one tally.
pub fn gather(folders: &[PathBuf]) -> Result<Tally, String> {
    let mut sessions = Vec::new();
    for folder in folders {
        for file in session_files(folder)? {
            sessions.push(read_session(&file)?);
        }
    }
    Ok(tally(&sessions))
}

/// The tally of `sessions`, each a session's records in order.
#[must_use]
pub fn tally(sessions: &[Vec<Record>]) -> Tally {
    let mut rows: BTreeMap<(String, usize), Row> = BTreeMap::new();
    for records in sessions {
        // This session's tries at each question, in order.
        let mut tries: BTreeMap<(String, usize), Vec<&Record>> = BTreeMap::new();
        for record in records {
            let key = (record.lesson.clone(), record.question);
            tries.entry(key).or_default().push(record);
        }
        for (key, tried) in tries {
            let Some(first) = tried.first() else { continue };
            let row = rows.entry(key).or_insert_with(|| Row {
                lesson: first.lesson.clone(),
                title: first.title.clone(),
                step: first.step,
                question: first.question,
                kind: first.kind.clone(),
                ask: first.ask.clone(),
                ..Row::default()
            });
            row.students += 1;
            if first.right {
                row.first_time += 1;
            } else if tried.iter().any(|r| r.right) {
                row.after_retry += 1;
            } else {
                row.not_right += 1;
            }
            if first.kind == "choose"
                && let Some(slot) = first
                    .answer
                    .parse::<usize>()
                    .ok()
                    .and_then(|n| n.checked_sub(1))
                    .and_then(|i| row.chose.get_mut(i))
            {
                *slot += 1;
            }
        }
    }
    Tally {
        rows: rows.into_values().collect(),
        sessions: sessions.len(),
    }
}

const HEADERS: [&str; 13] = [
    "lesson",
    "step",
    "question",
    "kind",
    "ask",
    "students",
    "right_first_time",
    "right_after_retry",
    "not_right",
    "chose_1",
    "chose_2",
    "chose_3",
    "chose_4",
];

impl Row {
    fn cells(&self) -> Vec<String> {
        let chose = self.chose.iter().map(|n| {
            if self.kind == "choose" {
                n.to_string()
            } else {
                String::new()
            }
        });
        [
            self.lesson.clone(),
            self.step.to_string(),
            self.question.to_string(),
            self.kind.clone(),
            self.ask.clone(),
            self.students.to_string(),
            self.first_time.to_string(),
            self.after_retry.to_string(),
            self.not_right.to_string(),
        ]
        .into_iter()
        .chain(chose)
        .collect()
    }
}

/// A CSV field: quoted when it holds a comma, a quote or a line break
/// (RFC 4180), its quotes doubled.
fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_owned()
    }
}

impl Tally {
    /// The tally as CSV: a header line, then one line a question.
    #[must_use]
    pub fn to_csv(&self) -> String {
        let mut out = HEADERS.join(",") + "\r\n";
        for row in &self.rows {
            let cells: Vec<String> = row.cells().iter().map(|c| csv_field(c)).collect();
            out.push_str(&cells.join(","));
            out.push_str("\r\n");
        }
        out
    }

    /// The tally as a page: a heading and one plain table.
    #[must_use]
    pub fn to_html(&self) -> String {
        let mut out = String::from(
            "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
             <title>Hit Lab: the class's answers</title>\n<style>\n\
             body { font-family: sans-serif; margin: 2em; }\n\
             table { border-collapse: collapse; }\n\
             th, td { border: 1px solid #888; padding: 0.3em 0.6em; text-align: left; }\n\
             td.n { text-align: right; }\n</style>\n</head>\n<body>\n\
             <h1>The class's answers</h1>\n",
        );
        out.push_str(&format!(
            "<p>{} sessions, {} questions.</p>\n<table>\n<tr>",
            self.sessions,
            self.rows.len()
        ));
        for header in HEADERS {
            out.push_str(&format!("<th>{}</th>", escape(&header.replace('_', " "))));
        }
        out.push_str("</tr>\n");
        for row in &self.rows {
            out.push_str("<tr>");
            for (i, cell) in row.cells().iter().enumerate() {
                let class = if i == 0 || (3..=4).contains(&i) {
                    ""
                } else {
                    " class=\"n\""
                };
                out.push_str(&format!("<td{class}>{}</td>", escape(cell)));
            }
            out.push_str("</tr>\n");
        }
        out.push_str("</table>\n</body>\n</html>\n");
        out
    }
}

//! `hitlab lesson FILE --student --script ...` answers every question
//! headless and keeps one record per answer; `hitlab lesson report` on
//! the students' folders tallies what their runs answered.

use std::path::Path;

use super::displayless;

const LESSON: &str = "resources/lessons/2_why_fast_things_miss.toml";

/// A student's run of the lesson with `script`, keeping answers under
/// `data`; its stdout.
fn student(data: &Path, script: &str) -> String {
    let lesson = format!("{}/{LESSON}", env!("CARGO_MANIFEST_DIR"));
    let run = displayless()
        .args(["lesson", &lesson, "--student", "--script", script])
        .args(["--data-dir", data.to_str().unwrap()])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(run.status.success(), "{script}: {stderr}");
    String::from_utf8(run.stdout).unwrap()
}

/// The records of the one session file under `data`.
fn records(data: &Path) -> Vec<serde_json::Value> {
    let files: Vec<_> = std::fs::read_dir(data.join("answers"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(files.len(), 1, "one file per session: {files:?}");
    std::fs::read_to_string(&files[0])
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

#[test]
fn three_students_answers_are_kept_and_the_report_tallies_them() {
    let temp = tempfile::tempdir().unwrap();
    // The lesson asks: choose (2 choices), point, choose (2), choose (3).
    let scripts = [
        // Every question once, on to the next.
        "0:choose_2,1:next,2:aim_right*3,5:answer,6:next,7:choose_2,8:next,9:choose_3",
        // Wrong first, a retry, then the other choice; the point skipped.
        "0:choose_1,1:retry,2:choose_2,3:next,4:next,5:choose_1,6:next,7:choose_1",
        // Wrong twice on the first; the third question not answered.
        "0:choose_1,1:retry,2:choose_1,3:next,4:answer,5:next,6:next,7:choose_2",
    ];
    let mut folders = Vec::new();
    let mut all = Vec::new();
    for (i, script) in scripts.iter().enumerate() {
        let data = temp.path().join(format!("student-{i}"));
        let said = student(&data, script);
        assert!(said.contains("right first time"), "{said}");
        // One record per answer the script gave.
        let answers = script
            .split(',')
            .filter(|item| item.contains("choose_") || item.ends_with(":answer"))
            .count();
        let kept = records(&data);
        assert_eq!(kept.len(), answers, "{script}");
        for record in &kept {
            for key in [
                "lesson", "step", "question", "answer", "right", "attempt", "time",
            ] {
                assert!(record.get(key).is_some(), "{key} in {record}");
            }
            let time = record["time"].as_str().unwrap();
            assert!(time.len() >= 20 && &time[10..11] == "T", "RFC 3339: {time}");
        }
        all.push(kept);
        folders.push(data);
    }
    let out = temp.path().join("report");
    let run = displayless()
        .args(["lesson", "report"])
        .args(&folders)
        .args(["--out", out.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let csv = std::fs::read_to_string(out.join("report.csv")).unwrap();
    let mut lines = csv.lines();
    let header: Vec<&str> = lines.next().unwrap().split(',').collect();
    let column = |name: &str| header.iter().position(|h| *h == name).unwrap();
    let rows: Vec<Vec<String>> = lines.map(split_csv).collect();
    assert_eq!(
        rows.len(),
        4,
        "every question was answered by someone: {csv}"
    );
    for row in &rows {
        let question: u64 = row[column("question")].parse().unwrap();
        // What the three runs made of this question, from their records.
        let tries: Vec<Vec<&serde_json::Value>> = all
            .iter()
            .map(|kept| kept.iter().filter(|r| r["question"] == question).collect())
            .filter(|t: &Vec<_>| !t.is_empty())
            .collect();
        let count = |f: &dyn Fn(&[&serde_json::Value]) -> bool| {
            tries.iter().filter(|t| f(t)).count().to_string()
        };
        assert_eq!(row[column("students")], tries.len().to_string());
        let right = |r: &&serde_json::Value| r["right"] == true;
        assert_eq!(row[column("right_first_time")], count(&|t| right(&t[0])));
        assert_eq!(
            row[column("right_after_retry")],
            count(&|t| !right(&t[0]) && t.iter().any(right))
        );
        assert_eq!(row[column("not_right")], count(&|t| !t.iter().any(right)));
        if row[column("kind")] == "choose" {
            for choice in 1..=4 {
                let written = choice.to_string();
                let chose = count(&|t| t[0]["answer"].as_str() == Some(written.as_str()));
                assert_eq!(row[column(&format!("chose_{choice}"))], chose);
            }
        }
    }
    // The first question: one right first time, one after a retry, one not.
    let first = &rows[0];
    assert_eq!(
        [
            column("right_first_time"),
            column("right_after_retry"),
            column("not_right")
        ]
        .map(|c| first[c].as_str()),
        ["1", "1", "1"]
    );
    let html = std::fs::read_to_string(out.join("report.html")).unwrap();
    assert!(html.contains("<table>") && html.contains("right first time"));
}

/// A CSV line's fields, quoted ones unquoted.
fn split_csv(line: &str) -> Vec<String> {
    let (mut fields, mut field, mut quoted) = (Vec::new(), String::new(), false);
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' if quoted && chars.peek() == Some(&'"') => {
                field.push('"');
                chars.next();
            }
            '"' => quoted = !quoted,
            ',' if !quoted => fields.push(std::mem::take(&mut field)),
            c => field.push(c),
        }
    }
    fields.push(field);
    fields
}

//! `hitlab --daily --date D`: the day's arena, seed and twist, the same
//! every run, said on stderr; the round's numbers from the rules alone.

/// The stderr line and the `--stats` JSON of a scripted daily round on `date`.
fn daily(date: &str) -> (String, serde_json::Value) {
    let temp = tempfile::tempdir().unwrap();
    let out = temp.path().join("day.json");
    let run = super::displayless()
        .args(["--daily", "--date", date, "--frames", "240"])
        .args(["--script", "0:fire*240,30:rotate_left*20"])
        .args(["--stats", out.to_str().unwrap()])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&run.stderr).into_owned();
    assert!(run.status.success(), "{stderr}");
    let line = stderr
        .lines()
        .find(|l| l.starts_with("daily "))
        .unwrap_or_else(|| panic!("no daily line: {stderr}"))
        .to_owned();
    let json = serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
    (line, json)
}

#[test]
fn the_same_day_plays_the_same_round_and_another_day_another() {
    let (line, json) = daily("2020-02-29");
    assert!(line.starts_with("daily 2020-02-29: arenas/"), "{line}");
    assert!(
        line.contains("unranked"),
        "a past day is not today's: {line}"
    );
    assert_eq!(daily("2020-02-29"), (line.clone(), json));
    let lines: std::collections::BTreeSet<String> = ["2020-03-01", "2020-03-02", "2020-03-03"]
        .iter()
        .map(|d| daily(d).0.split_once(": ").unwrap().1.to_owned())
        .collect();
    assert_eq!(lines.len(), 3, "{lines:?}");
}

#[test]
fn a_day_the_calendar_lacks_is_refused() {
    let run = super::displayless()
        .args(["--daily", "--date", "2021-02-29", "--frames", "1"])
        .args(["--stats", "/nonexistent/x.json"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert_eq!(run.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("2021-02-29"), "{stderr}");
}

//! Medals through `--stats`: a scripted round in an arena whose thresholds
//! sit at the score that round reaches earns the medal at that score and
//! not the one a point above it; a round that misses the condition earns
//! none.

use serde_json::Value;

const THIN_TIP: &str = include_str!("../../resources/arenas/thin_tip.toml");

/// Five seconds of fire on the swept test (one T first): the thin tip's
/// shells all hit.
const SWEPT: &str = "0:toggle_detection,1:fire*400";
/// The same on the point test it starts on: shells step over the tip.
const POINT: &str = "1:fire*400";

/// The thin-tip arena cut to a five-second round, with `medals` (the
/// `[medals]` table's lines) if any, in place of its shipped one.
fn arena(medals: Option<&str>) -> String {
    let without = THIN_TIP
        .split("\n\n")
        .filter(|paragraph| !paragraph.contains("[medals]"))
        .collect::<Vec<_>>()
        .join("\n\n");
    let without = without
        .lines()
        .map(|line| {
            if line.starts_with("round_seconds") {
                "round_seconds = 5"
            } else {
                line
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    match medals {
        Some(table) => format!("{without}\n\n[medals]\n{table}\n"),
        None => format!("{without}\n"),
    }
}

/// `--stats` of `script` played to the round's end in `text`.
fn stats(tag: &str, text: &str, script: &str) -> Value {
    stats_after(tag, text, script, 320)
}

/// `--stats` of `script` played for `frames` in `text`.
fn stats_after(tag: &str, text: &str, script: &str, frames: u32) -> Value {
    let temp = tempfile::Builder::new()
        .prefix(&format!("hitlab-cli-medals-{tag}-"))
        .tempdir()
        .unwrap();
    let level = temp.path().join("arena.toml");
    std::fs::write(&level, text).unwrap();
    let out = temp.path().join("stats.json");
    let run = super::displayless()
        .args(["--mode", "shooter", "--script", script])
        .args(["--frames", &frames.to_string()])
        .args(["--level", level.to_str().unwrap()])
        .args(["--stats", out.to_str().unwrap()])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(run.status.success(), "{tag}: {stderr}");
    serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap()
}

#[test]
fn a_scripted_round_earns_each_medal_at_its_threshold_and_not_a_point_below() {
    let plain = stats("plain", &arena(None), SWEPT);
    assert_eq!(plain["round_over"], true, "{plain}");
    assert_eq!(plain["medal"], Value::Null, "no [medals], no medal");
    assert_eq!(plain["next_medal"], Value::Null);
    let score = plain["score"].as_u64().unwrap();
    assert!(score >= 20, "the round scores: {plain}");
    let cases = [
        // (bronze, silver, gold): the medal earned, the next and its score.
        (
            (score, score + 1, score + 2),
            "bronze",
            Some(("silver", score + 1)),
        ),
        (
            (score - 10, score, score + 1),
            "silver",
            Some(("gold", score + 1)),
        ),
        ((0, score - 10, score), "gold", None),
    ];
    for ((bronze, silver, gold), medal, next) in cases {
        let table = format!("bronze = {bronze}\nsilver = {silver}\ngold = {gold}");
        let json = stats(medal, &arena(Some(&table)), SWEPT);
        assert_eq!(json["score"], score, "the medals change no score");
        assert_eq!(json["medal"], medal, "{table}: {json}");
        assert_eq!(
            json["next_medal"],
            next.map_or(Value::Null, |(m, _)| m.into())
        );
        assert_eq!(
            json["next_medal_score"],
            next.map_or(Value::Null, |(_, s)| s.into())
        );
    }
    let above = format!("bronze = {0}\nsilver = {0}\ngold = {0}", score + 1);
    let none = stats("above", &arena(Some(&above)), SWEPT);
    assert_eq!(none["medal"], Value::Null, "a point short earns nothing");
    assert_eq!(none["next_medal"], "bronze");
}

#[test]
fn a_round_that_misses_the_condition_earns_no_medal() {
    let table = "bronze = 0\nsilver = 0\ngold = 0\ncondition = \"no-tip-or-spin-misses\"";
    let text = arena(Some(table));
    let missed = stats("point", &text, POINT);
    assert!(missed["tip_misses"].as_u64().unwrap() > 0, "{missed}");
    assert_eq!(missed["medal"], Value::Null, "{missed}");
    let clean = stats("swept", &text, SWEPT);
    assert_eq!(clean["tip_misses"], 0, "{clean}");
    assert_eq!(clean["medal"], "gold", "{clean}");
    let unfinished = stats_after("unfinished", &text, SWEPT, 100);
    assert_eq!(unfinished["round_over"], false);
    assert_eq!(
        unfinished["medal"],
        Value::Null,
        "a medal is for a whole round"
    );
}

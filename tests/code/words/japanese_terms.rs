//! One idea, one word, in everything Japanese the game ships: the string
//! table, the Japanese guide and the Japanese lessons use the word of
//! [`RETIRED`]'s second column, never the one it replaced. Where the source
//! texts (Japanese tutorials) have a word for an idea, it is theirs:
//! 内外判定, ローカル座標, 初期状態, 円盤, 飛行機.

use std::path::{Path, PathBuf};

/// A word the Japanese text no longer uses, and the word it uses instead.
struct Retired {
    /// What is refused wherever it appears.
    word: &'static str,
    /// What says the idea now.
    instead: &'static str,
    /// The idea, for whoever reads a failure.
    idea: &'static str,
    /// Longer words that hold `word` and say another idea, and stay
    /// (円盤 holds 円; a path drawn as a circle is 円を描く).
    unless_in: &'static [&'static str],
}

const fn retired(
    word: &'static str,
    instead: &'static str,
    unless_in: &'static [&'static str],
    idea: &'static str,
) -> Retired {
    Retired {
        word,
        instead,
        idea,
        unless_in,
    }
}

/// A ray lab case named in a lesson by its English name, which is a key.
const CASE_KEYS: &[&str] = &["case = \"miss (D < 0)\"", "case = \"tangent (D = 0)\""];
/// Words that hold 円 and name something other than the solid disk.
const NOT_THE_DISK: &[&str] = &[
    "円盤",
    "楕円",
    "円周",
    "円弧",
    "円形",
    "円運動",
    "円を描",
    "同心円",
];
/// The formula's idea, for every form of it.
const D_OVER_4: &str = "the discriminant of t² + 2bt + c, D/4 = b² − c";

/// The retired words. A failure names the file, the line, the word and
/// what to write instead.
#[rustfmt::skip]
const RETIRED: &[Retired] = &[
    //      retired           say instead       allowed inside  the idea
    retired("点の判定",       "点判定",         &[],            "the point test (内外判定 where it is first named)"),
    retired("掃引の判定",     "掃引判定",       &[],            "the swept test"),
    retired("回転の判定",     "回転判定",       &[],            "the spin test"),
    retired("点 {",           "得点 {",         &["得点 {"],    "the score (点 alone reads as the point test)"),
    retired("一歩",           "ステップ",       &[],            "a simulation step"),
    retired("毎歩",           "ステップごと",   &[],            "every simulation step"),
    retired("歩ごと",         "ステップごと",   &[],            "every simulation step"),
    retired("手順",           "ページ",         &[],            "a lesson's step (全 n ページ, n ページ目)"),
    retired("局所",           "ローカル座標",   &[],            "a target's local space"),
    retired("初めの姿勢",     "初期状態",       &[],            "a target's initial pose"),
    retired("先端で救う",     "先端で防いだ",   &[],            "the HUD's tip saves"),
    retired("先端を外す",     "先端すり抜け",   &[],            "the HUD's tip misses"),
    retired("回転で救う",     "回転で防いだ",   &[],            "the HUD's spin saves"),
    retired("回転で外す",     "回転すり抜け",   &[],            "the HUD's spin misses"),
    retired("機体",           "飛行機",         &[],            "the player's plane"),
    retired("シューティング", "シューター",     &[],            "the shooter mode"),
    retired("エディター",     "エディタ",       &[],            "the editors"),
    retired("倉庫番の面",     "倉庫番のレベル", &[],            "a Sokoban level"),
    retired("円",             "円盤",           NOT_THE_DISK,   "the solid disk (a shape, an obstacle, a capsule's cap)"),
    retired("D = b",          "D/4 = b",        &[],            D_OVER_4),
    retired("√D",             "√(D/4)",         &[],            D_OVER_4),
    retired("D < 0",          "D/4 < 0",        CASE_KEYS,      D_OVER_4),
    retired("D = 0",          "D/4 = 0",        CASE_KEYS,      D_OVER_4),
    retired("D ≥ 0",          "D/4 ≥ 0",        &[],            D_OVER_4),
    retired("D > 0",          "D/4 > 0",        &[],            D_OVER_4),
];

/// Whether the `word` found at byte `at` of `line` is part of one of
/// `unless_in`.
fn inside_allowed(line: &str, at: usize, retired: &Retired) -> bool {
    retired.unless_in.iter().any(|longer| {
        longer.match_indices(retired.word).any(|(offset, _)| {
            at.checked_sub(offset)
                .and_then(|start| line.get(start..start + longer.len()))
                == Some(longer)
        })
    })
}

/// Every retired word in `text`, as `file:line: word → instead (idea)`.
fn retired_in(file: &str, text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (number, line) in text.lines().enumerate() {
        for retired in RETIRED {
            for (at, _) in line.match_indices(retired.word) {
                if !inside_allowed(line, at, retired) {
                    found.push(format!(
                        "{file}:{}: {} → {} ({})",
                        number + 1,
                        retired.word,
                        retired.instead,
                        retired.idea
                    ));
                }
            }
        }
    }
    found
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn assert_none_in(files: &[PathBuf]) {
    assert!(!files.is_empty(), "no file to scan");
    let found: Vec<String> = files
        .iter()
        .flat_map(|path| {
            let shown = path
                .strip_prefix(root())
                .unwrap_or(path)
                .display()
                .to_string();
            retired_in(&shown, &read(path))
        })
        .collect();
    assert!(
        found.is_empty(),
        "retired Japanese words:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_japanese_table_and_guide_use_one_word_per_idea() {
    assert_none_in(&[
        root().join("resources/i18n/ja.ftl"),
        root().join("README.ja.md"),
    ]);
}

#[test]
fn the_japanese_lessons_use_one_word_per_idea() {
    let folder = root().join("resources/lessons");
    let mut lessons: Vec<PathBuf> = std::fs::read_dir(&folder)
        .unwrap_or_else(|e| panic!("{}: {e}", folder.display()))
        .map(|entry| entry.expect("a readable folder entry").path())
        .filter(|path| path.to_string_lossy().ends_with("_ja.toml"))
        .collect();
    lessons.sort();
    assert_none_in(&lessons);
}

#[test]
fn a_retired_word_is_found_and_a_longer_word_that_holds_it_is_not() {
    let found = retired_in("a.toml", "点の判定は外れ。\n円盤と楕円と円");
    assert_eq!(
        found,
        [
            "a.toml:1: 点の判定 → 点判定 (the point test (内外判定 where it is first named))",
            "a.toml:2: 円 → 円盤 (the solid disk (a shape, an obstacle, a capsule's cap))",
        ]
    );
    assert!(retired_in("a", "得点 { $score }   点判定").is_empty());
    assert!(retired_in("a", "case = \"miss (D < 0)\"").is_empty());
    assert_eq!(retired_in("a", "D < 0 のとき").len(), 1);
    assert_eq!(retired_in("a", "点 { $score }").len(), 1);
}

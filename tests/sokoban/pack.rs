//! The shipped pack: every level valid, every level paired with exactly one
//! shipped solution that solves it (through the same function as `hitlab
//! sokoban verify`), and no solution line that names no level or is
//! silently skipped.

use hitlab::levels::sokoban::DEFAULT_PACK;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use hitlab::levels::sokoban::Pack;
use hitlab::modes::sokoban::session::load_solutions;
use hitlab::modes::sokoban::{VerifyError, parse_lurd, verify_file};

/// The shipped pack ([`DEFAULT_PACK`] under `resources/`).
fn pack_path() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("resources")
        .join(DEFAULT_PACK)
}

/// The solutions file read strictly, line by line: the game's own reader
/// skips lines that do not fit, so a typo there would drop a solution unseen.
fn strict_solutions() -> BTreeMap<usize, String> {
    let path = pack_path().with_extension("solutions");
    let text = std::fs::read_to_string(&path).unwrap();
    let mut solutions = BTreeMap::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap().trim();
        if line.is_empty() {
            continue;
        }
        let (n, lurd) = line
            .split_once(char::is_whitespace)
            .unwrap_or_else(|| panic!("line {}: not `N LURD`: {line}", i + 1));
        let lurd = lurd.trim();
        let n: usize = n
            .parse()
            .unwrap_or_else(|_| panic!("line {}: `{n}` is not a level number", i + 1));
        if let Err(e) = parse_lurd(lurd) {
            panic!("line {}: level {n}: {e}", i + 1);
        }
        let old = solutions.insert(n, lurd.to_owned());
        assert!(
            old.is_none(),
            "line {}: a second solution for level {n}",
            i + 1
        );
    }
    solutions
}

#[test]
fn every_shipped_level_is_valid_and_solved_by_its_solution() {
    let pack = Pack::load(&pack_path()).unwrap();
    let errors: Vec<String> = pack.errors().map(ToString::to_string).collect();
    assert!(errors.is_empty(), "{errors:#?}");
    assert!(pack.levels().next().is_some(), "the pack has levels");
    let solutions = strict_solutions();
    assert_eq!(
        solutions,
        load_solutions(&pack_path()),
        "the game reads the same solutions"
    );
    let numbers: BTreeSet<usize> = pack.levels().map(|l| l.number).collect();
    let solved: BTreeSet<usize> = solutions.keys().copied().collect();
    let missing: Vec<_> = numbers.difference(&solved).collect();
    let orphans: Vec<_> = solved.difference(&numbers).collect();
    assert!(missing.is_empty(), "levels without a solution: {missing:?}");
    assert!(orphans.is_empty(), "solutions for no level: {orphans:?}");
    for level in pack.levels() {
        let lurd = &solutions[&level.number];
        let verdict = verify_file(&pack_path(), level.number, lurd).unwrap();
        assert!(verdict.solved, "level {}: {verdict:?}", level.number);
        assert_eq!(verdict.moves, parse_lurd(lurd).unwrap().len());
        assert!(verdict.pushes >= level.boxes.len().min(1));
        assert!(level.title.is_some(), "level {} has a title", level.number);
    }
}

#[test]
fn shipped_levels_are_distinct_and_the_pack_ends_on_its_hardest() {
    let pack = Pack::load(&pack_path()).unwrap();
    let mut boards = BTreeMap::new();
    let mut titles = BTreeMap::new();
    for level in pack.levels() {
        if let Some(first) = boards.insert(level.to_xsb(), level.number) {
            panic!("level {} repeats the board of level {first}", level.number);
        }
        if let Some(first) = titles.insert(level.title.clone(), level.number) {
            panic!("level {} repeats the title of level {first}", level.number);
        }
    }
    // The pack promises rising difficulty: its last level must need more
    // pushes than any other (the shipped solutions have the fewest pushes).
    let pushes: BTreeMap<usize, usize> = strict_solutions()
        .into_iter()
        .map(|(n, lurd)| (n, verify_file(&pack_path(), n, &lurd).unwrap().pushes))
        .collect();
    let (&last, &most) = pushes.last_key_value().unwrap();
    for (&n, &p) in &pushes {
        assert!(
            n == last || p < most,
            "level {n} needs {p} pushes, the last level (level {last}) only {most}"
        );
    }
}

#[test]
fn a_wrong_solution_is_not_accepted() {
    let solutions = load_solutions(&pack_path());
    let mut lurd = solutions[&4].clone();
    lurd.pop();
    let verdict = verify_file(&pack_path(), 4, &lurd).unwrap();
    assert!(!verdict.solved);
    let err = verify_file(&pack_path(), 1, "lll").unwrap_err();
    assert!(
        matches!(err, VerifyError::Illegal { index: 1, .. }),
        "{err}"
    );
    assert!(verify_file(&pack_path(), 999, "r").is_err());
}

/// A pack saved by an editor that marks UTF-8 with a byte-order mark
/// loads as the same pack without it; so does an arena.
#[test]
fn a_byte_order_mark_at_a_files_start_is_not_read_as_part_of_it() {
    let board = "#####\n#@$.#\n#####\n";
    let temp = tempfile::tempdir().unwrap();
    let plain = temp.path().join("plain.xsb");
    let marked = temp.path().join("marked.xsb");
    hitlab::files::write(&plain, board).unwrap();
    hitlab::files::write(&marked, format!("\u{feff}{board}")).unwrap();
    let from_plain = Pack::load(&plain).unwrap();
    let from_marked = Pack::load(&marked).unwrap();
    assert!(from_marked.entries[0].is_ok(), "{:?}", from_marked.entries);
    assert_eq!(from_marked.entries, from_plain.entries);
}

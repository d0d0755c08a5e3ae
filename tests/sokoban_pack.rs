//! The shipped pack: every level valid, every shipped solution solves it,
//! through the same function as `hitlab sokoban verify`.

use std::path::Path;

use hitlab::levels::sokoban::Pack;
use hitlab::modes::sokoban::session::load_solutions;
use hitlab::modes::sokoban::{VerifyError, verify_file};

const PACK: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/resources/sokoban/hitlab.xsb");

#[test]
fn every_shipped_level_is_valid_and_solved_by_its_solution() {
    let pack = Pack::load(Path::new(PACK)).unwrap();
    let errors: Vec<String> = pack.errors().map(ToString::to_string).collect();
    assert!(errors.is_empty(), "{errors:#?}");
    assert!(
        pack.entries.len() >= 20,
        "only {} levels",
        pack.entries.len()
    );
    let solutions = load_solutions(Path::new(PACK));
    for level in pack.levels() {
        let lurd = solutions
            .get(&level.number)
            .unwrap_or_else(|| panic!("no solution for level {}", level.number));
        let verdict = verify_file(Path::new(PACK), level.number, lurd).unwrap();
        assert!(verdict.solved, "level {}: {verdict:?}", level.number);
        assert_eq!(verdict.moves, lurd.len());
        assert!(verdict.pushes >= level.boxes.len().min(1));
        assert!(level.title.is_some(), "level {} has a title", level.number);
    }
}

#[test]
fn a_wrong_solution_is_not_accepted() {
    let solutions = load_solutions(Path::new(PACK));
    let mut lurd = solutions[&4].clone();
    lurd.pop();
    let verdict = verify_file(Path::new(PACK), 4, &lurd).unwrap();
    assert!(!verdict.solved);
    let err = verify_file(Path::new(PACK), 1, "lll").unwrap_err();
    assert!(
        matches!(err, VerifyError::Illegal { index: 1, .. }),
        "{err}"
    );
    assert!(verify_file(Path::new(PACK), 999, "r").is_err());
}

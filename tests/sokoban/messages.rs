//! What the Sokoban mode tells the player: counted nouns in the right
//! number, news that counts what was skipped, and refusals that show
//! briefly, with the reason behind them, and then go. The window words the
//! news and the reasons (`screens::words::sokoban`).

use std::path::Path;

use hitlab::levels::sokoban::{LevelProblem, parse_pack};
use hitlab::modes::sokoban::collide::Solid;
use hitlab::modes::sokoban::session::{MOVE_STEPS, News, REFUSAL_STEPS, Refused};
use hitlab::modes::sokoban::{Blocked, Session, SokobanControl as C};

use crate::common::{TWO, idle, press};

/// A board with a box and no goal: invalid, so it is skipped.
const BAD: &str = "#####\n#@$ #\n#####\n\n";

#[test]
fn box_and_goal_counts_agree_in_number() {
    let text = |boxes, goals| LevelProblem::BoxGoalMismatch { boxes, goals }.to_string();
    assert_eq!(text(1, 2), "1 box but 2 goals; they must be equal");
    assert_eq!(text(2, 1), "2 boxes but 1 goal; they must be equal");
    assert_eq!(text(1, 0), "1 box but 0 goals; they must be equal");
}

#[test]
fn opening_a_pack_counts_its_skipped_levels() {
    let one = Session::new(parse_pack(&format!("{BAD}{TWO}"), Path::new("t.xsb")), None);
    assert_eq!(one.message(), Some(&News::Skipped { count: 1 }));
    let two = Session::new(
        parse_pack(&format!("{BAD}{BAD}{TWO}"), Path::new("t.xsb")),
        None,
    );
    assert_eq!(two.message(), Some(&News::Skipped { count: 2 }));
    let none = Session::new(parse_pack(TWO, Path::new("t.xsb")), None);
    assert_eq!(none.message(), None);
}

#[test]
fn a_reload_counts_its_invalid_levels() {
    let mut s = Session::new(parse_pack(TWO, Path::new("t.xsb")), None);
    s.reload(parse_pack(&format!("{TWO}\n{BAD}"), Path::new("t.xsb")));
    assert_eq!(s.message(), Some(&News::Reloaded { skipped: 1 }));
    s.reload(parse_pack(
        &format!("{TWO}\n{BAD}{BAD}"),
        Path::new("t.xsb"),
    ));
    assert_eq!(s.message(), Some(&News::Reloaded { skipped: 2 }));
    s.reload(parse_pack(TWO, Path::new("t.xsb")));
    assert_eq!(s.message(), Some(&News::Reloaded { skipped: 0 }));
}

#[test]
fn a_blocked_move_is_refused_briefly_with_the_rect_that_said_no() {
    let mut s = Session::new(parse_pack(TWO, Path::new("t.xsb")), None);
    s.step(&press(C::Up));
    let refusal = s.refusal().expect("walking into the wall is refused");
    assert!(matches!(refusal.why, Refused::Move(Blocked::Wall { .. })));
    assert!(matches!(refusal.blocked(), Some(Blocked::Wall { .. })));
    assert!(s.blocked().is_some());
    assert!(s.message().is_none(), "a refusal is not news");
    // It fades: less of its time is left as steps pass, then it is gone.
    idle(&mut s, REFUSAL_STEPS / 2);
    let left = s.refusal().map(|r| r.fraction_left()).unwrap_or(0.0);
    assert!(left > 0.4 && left < 0.6, "{left}");
    idle(&mut s, REFUSAL_STEPS / 2);
    assert!(s.refusal().is_none() && s.blocked().is_none());
}

#[test]
fn the_next_move_clears_a_refusal() {
    let mut s = Session::new(parse_pack(TWO, Path::new("t.xsb")), None);
    s.pointer_down(hitlab::levels::sokoban::Cell::new(3, 1));
    s.pointer_up(hitlab::levels::sokoban::Cell::new(1, 1));
    let refusal = s.refusal().expect("a drag with no path is refused");
    assert_eq!(refusal.why, Refused::NoPushPath);
    assert!(
        refusal.blocked().is_none(),
        "no single rect test refused it"
    );
    s.step(&press(C::Right));
    assert!(s.refusal().is_none());
    idle(&mut s, MOVE_STEPS);
    assert_eq!(s.game().unwrap().moves(), 1);
}

#[test]
fn a_push_into_a_box_names_the_box() {
    let pack = "#######\n#@$$.. #\n#######\n";
    let mut s = Session::new(parse_pack(pack, Path::new("t.xsb")), None);
    s.step(&press(C::Right));
    let refusal = s.refusal().expect("two boxes cannot be pushed");
    assert!(
        matches!(
            refusal.why,
            Refused::Move(Blocked::Box {
                solid: Solid::Box(_),
                ..
            })
        ),
        "{refusal:?}"
    );
}

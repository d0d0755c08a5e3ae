//! Reduced motion: the worker and a pushed box are drawn on the cells they
//! moved to, not sliding there, and a refusal stays whole until it goes;
//! the move takes the same steps either way.

use std::path::Path;

use glam::Vec2;
use hitlab::levels::sokoban::parse_pack;
use hitlab::modes::sokoban::session::{MOVE_STEPS, REFUSAL_STEPS};
use hitlab::modes::sokoban::{Session, SokobanControl as C};
use hitlab::sim::Motion;

use crate::common::{TWO, idle, press};

/// A step right and the steps after it until the move has ended: where the
/// worker and the boxes are drawn after each, in `motion`.
fn drawn_during_a_push(motion: Motion) -> Vec<(Option<Vec2>, Vec<Vec2>)> {
    let mut s = Session::new(parse_pack(TWO, Path::new("t.xsb")), None);
    s.step(&press(C::Right));
    let mut drawn = Vec::new();
    for _ in 0..=MOVE_STEPS {
        let boxes = s.box_positions(motion).into_iter().map(|(at, _)| at);
        drawn.push((s.worker_position(motion), boxes.collect()));
        idle(&mut s, 1);
    }
    drawn
}

#[test]
fn reduced_motion_draws_a_move_where_it_ends_and_full_motion_slides() {
    let still = drawn_during_a_push(Motion::Reduced);
    // Level A: the worker at column 1 walks to 2 (no push yet).
    let ended = (Some(Vec2::new(2.5, 1.5)), vec![Vec2::new(3.5, 1.5)]);
    assert!(still.iter().all(|frame| *frame == ended), "{still:?}");
    let sliding = drawn_during_a_push(Motion::Animated);
    assert_ne!(sliding[0], ended, "the worker is drawn on its way");
    assert_eq!(
        sliding.last(),
        Some(&ended),
        "and ends where it is drawn still"
    );
}

#[test]
fn a_refusal_fades_only_with_full_motion() {
    let mut s = Session::new(parse_pack(TWO, Path::new("t.xsb")), None);
    s.step(&press(C::Left)); // into the wall
    idle(&mut s, REFUSAL_STEPS - 2);
    let refusal = s.refusal().expect("a move into a wall is refused");
    assert!(refusal.shown_strength(Motion::Animated) < 0.5);
    assert_eq!(refusal.shown_strength(Motion::Reduced), 1.0);
}

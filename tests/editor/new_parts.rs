//! A part the editor adds leaves out of the file every key whose value is
//! the loader's default, and the loader fills in the values the editor
//! shows: the editor's defaults are the format's.

use std::path::Path;

use glam::Vec2;
use hitlab::editor::arena::{
    ArenaEditor, Edit, ObstacleKind, ObstacleShapeDraft, ShapeDraft, ShapeKind, defaults,
    new_arena_text,
};
use hitlab::levels::arena::{ObstacleSpec, ShapeSpec, defaults as loader};

#[test]
fn a_new_parts_fields_are_what_the_loader_fills_in_for_keys_left_out() {
    let mut editor = ArenaEditor::open(Path::new("new.toml"), &new_arena_text("new")).unwrap();
    let kinds = [
        ShapeKind::Star,
        ShapeKind::Moon,
        ShapeKind::Ellipse,
        ShapeKind::Letter,
    ];
    for (x, kind) in [-10.5, -3.5, 3.5, 10.5].into_iter().zip(kinds) {
        editor.edit(&Edit::AddTarget(kind, [x, 5.0]));
    }
    editor.edit(&Edit::AddObstacle(ObstacleKind::Rect, [-8.0, -2.0]));
    editor.edit(&Edit::AddObstacle(ObstacleKind::Disk, [8.0, -2.0]));
    let text = editor.text().to_owned();
    let arena = editor
        .arena()
        .unwrap_or_else(|| panic!("{:?}\n{text}", editor.problems()));
    let draft = editor.draft();
    assert_eq!((arena.targets.len(), arena.obstacles.len()), (4, 2));

    for key in [
        "detection",
        "heading_deg",
        "angle_deg",
        "scale",
        "hits_to_break",
        "segments",
    ] {
        assert!(
            !text.contains(&format!("{key} =")),
            "{key} is left for the loader to fill in:\n{text}"
        );
    }

    assert_eq!(arena.detection.key(), draft.detection);
    assert_eq!(
        arena.plane.heading,
        (draft.plane.heading_deg as f32).to_radians()
    );
    let mut ellipses = 0;
    for (target, loaded) in draft.targets.iter().zip(&arena.targets) {
        assert_eq!(loaded.angle, (target.angle_deg as f32).to_radians());
        assert_eq!(f64::from(loaded.scale), target.scale);
        assert_eq!(i64::from(loaded.hits_to_break), target.hits_to_break);
        if let (ShapeDraft::Ellipse { segments, .. }, ShapeSpec::Ellipse { segments: got, .. }) =
            (&target.shape, &loaded.shape)
        {
            assert_eq!(i64::from(*got), *segments);
            ellipses += 1;
        }
    }
    assert_eq!(ellipses, 1, "the ellipse's segments are compared");
    for (obstacle, loaded) in draft.obstacles.iter().zip(&arena.obstacles) {
        match (obstacle.shape, loaded) {
            (ObstacleShapeDraft::Rect { angle_deg, .. }, ObstacleSpec::Rect(obb)) => {
                let axis = Vec2::from_angle((angle_deg as f32).to_radians());
                assert!((obb.axes[0] - axis).length() < 1e-6, "{obb:?}");
            }
            (ObstacleShapeDraft::Disk { .. }, ObstacleSpec::Disk(_)) => {}
            other => panic!("the loaded obstacle is another kind: {other:?}"),
        }
    }

    // A draft read from a file without the keys holds the loader's values.
    assert_eq!(defaults::DETECTION, loader::DETECTION.key());
    assert_eq!(defaults::ANGLE_DEG, f64::from(loader::ANGLE_DEG));
    assert_eq!(defaults::SCALE, f64::from(loader::SCALE));
    assert_eq!(defaults::HITS_TO_BREAK, i64::from(loader::HITS_TO_BREAK));
    assert_eq!(defaults::SEGMENTS, i64::from(loader::ELLIPSE_SEGMENTS));
}

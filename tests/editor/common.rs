//! The shipped arenas and random edits of them.

use std::path::{Path, PathBuf};

use hitlab::editor::arena::{Edit, ObstacleKind, Part, Property, ShapeKind, Stride};
use proptest::prelude::*;

/// Every shipped arena: its path and text.
pub fn shipped_arenas() -> Vec<(PathBuf, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("resources/arenas");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("resources/arenas")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    paths.sort();
    assert!(paths.len() >= 10, "the shipped arenas are found");
    paths
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("a readable arena");
            (p, text)
        })
        .collect()
}

/// A part by index, resolved against the draft when the edit is applied
/// (an index past the end names nothing, and the edit does nothing).
fn part() -> impl Strategy<Value = Part> {
    prop_oneof![
        Just(Part::Plane),
        (0..70usize).prop_map(Part::Target),
        (0..14usize).prop_map(Part::Obstacle),
    ]
}

fn point() -> impl Strategy<Value = [f64; 2]> {
    [-40.0..40.0f64, -30.0..30.0f64]
}

/// Any property of any part (most are not the part's: the edit does
/// nothing then).
fn property() -> impl Strategy<Value = Property> {
    use Property as P;
    prop::sample::select(vec![
        P::Name,
        P::About,
        P::Width,
        P::Height,
        P::RoundSeconds,
        P::Detection,
        P::ShellSpeed,
        P::Cooldown,
        P::TurnRate,
        P::MoveSpeed,
        P::X,
        P::Y,
        P::Angle,
        P::Kind,
        P::Scale,
        P::Spin,
        P::Colour,
        P::Hits,
        P::Points,
        P::OuterRadius,
        P::InnerRadius,
        P::Radius,
        P::CutRadius,
        P::CutOffset,
        P::RadiusX,
        P::RadiusY,
        P::Segments,
        P::Character,
        P::LetterHeight,
        P::RectWidth,
        P::RectHeight,
    ])
}

/// The arena (`None`) or one of its parts.
fn owner() -> impl Strategy<Value = Option<Part>> {
    prop_oneof![Just(None), part().prop_map(Some)]
}

/// What a designer might type: words, quotes, Japanese, nothing, too much,
/// colours good and bad.
fn typed() -> impl Strategy<Value = String> {
    prop_oneof![
        Just(String::new()),
        Just("Spinning tip".to_owned()),
        Just("say \"hi\" \\ back".to_owned()),
        Just("回る先".to_owned()),
        Just("x".repeat(150)),
        Just("#A1b2C3".to_owned()),
        Just("#12345".to_owned()),
        Just("Z".to_owned()),
        "[ -~]{0,12}",
    ]
}

/// Any edit the properties panel makes.
fn panel_edit() -> impl Strategy<Value = Edit> {
    let stride = prop_oneof![
        Just(Stride::Fine),
        Just(Stride::Normal),
        Just(Stride::Coarse)
    ];
    prop_oneof![
        (
            owner(),
            property(),
            prop_oneof![Just(1i32), Just(-1)],
            stride
        )
            .prop_map(|(p, q, by, s)| Edit::Step(p, q, by, s)),
        (owner(), property(), typed()).prop_map(|(p, q, t)| Edit::SetText(p, q, t)),
    ]
}

/// Any edit the editor makes, with the steps its controls use.
pub fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![3 => tool_edit(), 2 => panel_edit()]
}

/// Any edit the editor's own keys and the pointer make.
fn tool_edit() -> impl Strategy<Value = Edit> {
    let shape = prop_oneof![
        Just(ShapeKind::Star),
        Just(ShapeKind::Moon),
        Just(ShapeKind::Ellipse),
        Just(ShapeKind::Letter),
    ];
    let obstacle = prop_oneof![Just(ObstacleKind::Rect), Just(ObstacleKind::Disk)];
    prop_oneof![
        (part(), point(), prop_oneof![Just(0.5), Just(0.001)])
            .prop_map(|(p, at, step)| Edit::MoveTo(p, at, step)),
        (part(), prop_oneof![Just(15.0), Just(-15.0)]).prop_map(|(p, d)| Edit::Rotate(p, d)),
        (part(), prop_oneof![Just(0.1), Just(-0.1)]).prop_map(|(p, f)| Edit::Scale(p, f)),
        (part(), prop_oneof![Just(1.0), Just(-1.0)]).prop_map(|(p, d)| Edit::Spin(p, d)),
        (part(), -400.0..400.0f64, prop_oneof![Just(15.0), Just(1.0)])
            .prop_map(|(p, deg, step)| Edit::TurnTo(p, deg, step)),
        (part(), 0.2..3.0f64, prop_oneof![Just(0.05), Just(0.01)])
            .prop_map(|(p, f, step)| Edit::ScaleBy(p, f, step)),
        (part(), prop_oneof![Just(1i64), Just(-1)]).prop_map(|(p, d)| Edit::Tips(p, d)),
        (part(), prop_oneof![Just(0.1), Just(-0.1)]).prop_map(|(p, d)| Edit::Inner(p, d)),
        (part(), prop_oneof![Just(1i32), Just(-1)]).prop_map(|(p, d)| Edit::Hits(p, d)),
        prop_oneof![Just(0.05), Just(-0.05)].prop_map(Edit::ShellSpeed),
        prop_oneof![Just(1i64), Just(-1)].prop_map(Edit::Cooldown),
        prop_oneof![Just(0.5), Just(-0.5)].prop_map(Edit::TurnRate),
        (part(), prop_oneof![Just(1i32), Just(-1)]).prop_map(|(p, d)| Edit::NextCharacter(p, d)),
        (shape, point()).prop_map(|(k, at)| Edit::AddTarget(k, at)),
        (obstacle, point()).prop_map(|(k, at)| Edit::AddObstacle(k, at)),
        part().prop_map(Edit::Delete),
        part().prop_map(Edit::Duplicate),
        prop_oneof![
            Just([2.0, 0.0]),
            Just([-2.0, 0.0]),
            Just([0.0, 2.0]),
            Just([0.0, -2.0])
        ]
        .prop_map(Edit::Resize),
        Just(Edit::NextDetection),
    ]
}

/// An edit that keeps every entry where it is (no add, delete or copy),
/// so each line of the file belongs to the same entry before and after.
pub fn edit_in_place() -> impl Strategy<Value = Edit> {
    edit().prop_filter("keeps the entries", |e| {
        !matches!(
            e,
            Edit::AddTarget(..) | Edit::AddObstacle(..) | Edit::Delete(_) | Edit::Duplicate(_)
        )
    })
}

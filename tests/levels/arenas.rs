//! Every shipped arena loads and passes `check`, and the gallery arenas are
//! what their names promise.

use std::path::{Path, PathBuf};

use hitlab::check::check;
use hitlab::levels::arena::spin_reach;
use hitlab::levels::arena::{Arena, ShapeSpec, load_arena};

fn arenas_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("resources/arenas")
}

fn arena(name: &str) -> Arena {
    load_arena(&arenas_dir().join(name)).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn every_arena_file_loads_and_passes_check() {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(arenas_dir()).unwrap() {
        let path = entry.unwrap().path();
        assert_eq!(
            path.extension().and_then(|e| e.to_str()),
            Some("toml"),
            "only arenas belong in resources/arenas: {}",
            path.display()
        );
        let arena = load_arena(&path).unwrap_or_else(|e| panic!("{e}"));
        // Each shipped arena says what it shows, on its chooser card.
        assert!(!arena.about.is_empty(), "{} has no about", path.display());
        files.push(path);
    }
    assert!(files.len() >= 6, "the default and five more: {files:?}");
    let report = check(&files);
    assert!(report.is_clean(), "{:?}", report.diagnostics);
    assert_eq!(report.files_checked, files.len());
}

#[test]
fn narrow_tips_are_thin_and_shells_fast() {
    let a = arena("narrow_tips.toml");
    // A shell moves further per step than the tips are wide: tunnelling happens.
    assert!(a.shells.speed >= 0.8);
    let thin = a
        .targets
        .iter()
        .filter(|t| match t.shape {
            ShapeSpec::Star {
                outer_radius,
                inner_radius,
                ..
            } => inner_radius / outer_radius < 0.25,
            ShapeSpec::Moon {
                radius, cut_radius, ..
            } => cut_radius / radius > 0.9,
            _ => false,
        })
        .count();
    assert!(thin >= 4, "{thin} thin targets");
}

#[test]
fn letters_wall_spells_hit_lab_left_to_right() {
    let a = arena("letters_wall.toml");
    let mut letters: Vec<(f32, char)> = a
        .targets
        .iter()
        .filter_map(|t| match t.shape {
            ShapeSpec::Letter { character, .. } => Some((t.position.x, character)),
            _ => None,
        })
        .collect();
    letters.sort_by(|a, b| a.0.total_cmp(&b.0));
    let word: String = letters.iter().map(|(_, c)| c).collect();
    assert_eq!(word, "HITLAB");
    assert!(
        a.targets.iter().all(|t| t.spin == 0.0),
        "a wall reads still"
    );
}

#[test]
fn maze_has_rects_and_disks() {
    let a = arena("maze.toml");
    use hitlab::levels::arena::ObstacleSpec;
    let rects = a
        .obstacles
        .iter()
        .filter(|o| matches!(o, ObstacleSpec::Rect(_)))
        .count();
    let disks = a.obstacles.len() - rects;
    assert!(rects >= 4 && disks >= 2, "{rects} rects, {disks} disks");
}

#[test]
fn spinning_fast_and_giant_star_are_extreme() {
    let fast = arena("spinning_fast.toml");
    assert!(
        fast.targets
            .iter()
            .all(|t| t.spin.abs() >= 8f32.to_radians())
    );
    let giant = arena("giant_star.toml");
    assert_eq!(giant.targets.len(), 1);
    let reach = spin_reach(&giant.targets[0]);
    assert!(
        reach > giant.size.y / 4.0,
        "a huge star: reach {reach} in a {} arena",
        giant.size
    );
}

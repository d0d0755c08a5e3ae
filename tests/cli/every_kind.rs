//! `hitlab check` with no path and `hitlab paths` see every file the
//! choosers list: the catalogue's own listing of the same folders is the
//! measure, so a kind or an extension one of them skips fails here.

use std::path::Path;
use std::process::{Command, Output};

use hitlab::catalogue;
use hitlab::resources::{LEVELS_FOLDER, Resources, Root};

/// `hitlab args` from `dir`, with `dir/home` as its home: its levels folder
/// is `dir/home/data/hitlab/levels`, and no checkout is in sight. Windows
/// finds the data folder through its known-folder API, which no variable
/// redirects for one process: there the same folder is given with
/// `--resources`, read as the levels folder is.
fn hitlab_in(dir: &Path, args: &[&str]) -> Output {
    let home = dir.join("home");
    let mut command = Command::new(env!("CARGO_BIN_EXE_hitlab"));
    command.args(args);
    if cfg!(windows) {
        command
            .arg("--resources")
            .arg(home.join("data").join("hitlab").join("levels"));
    }
    command
        .current_dir(dir)
        .env("HOME", &home)
        .env("XDG_DATA_HOME", home.join("data"))
        .env("XDG_CONFIG_HOME", home.join("config"))
        .env("HITLAB_FONT_DIRS", "")
        .env_remove("CARGO_MANIFEST_DIR")
        .env_remove("HITLAB_RESOURCES")
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .unwrap()
}

fn shipped(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("resources")
        .join(name);
    std::fs::read_to_string(path).unwrap()
}

#[test]
fn check_and_paths_see_every_file_the_choosers_list() {
    let scratch = tempfile::tempdir().unwrap();
    let levels = scratch
        .path()
        .join("home")
        .join("data")
        .join("hitlab")
        .join("levels");
    let pack = "; mine\n#####\n#@$.#\n#####\n";
    let files = [
        ("arenas/mine.toml", shipped("arenas/thin_tip.toml")),
        ("sokoban/rooms.txt", pack.to_owned()),
        ("sokoban/rooms.sok", pack.to_owned()),
        ("sokoban/rooms.xsb", pack.to_owned()),
        (
            "lessons/mine.toml",
            shipped("lessons/3_rays_and_slabs.toml"),
        ),
    ];
    for (name, text) in &files {
        let path = levels.join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }

    let resources = Resources::with_roots(vec![Root {
        dir: levels.clone(),
        why: LEVELS_FOLDER,
    }]);
    let mut listed: Vec<String> = catalogue::arenas(&resources, None)
        .into_iter()
        .map(|e| e.name)
        .collect();
    listed.extend(
        catalogue::packs(&resources, None)
            .into_iter()
            .map(|e| e.name),
    );
    listed.extend(catalogue::lessons(&resources).into_iter().map(|e| e.name));
    for (name, _) in &files {
        assert!(listed.iter().any(|n| n == name), "the choosers list {name}");
    }

    let out = hitlab_in(scratch.path(), &["check"]);
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{stderr}{}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert!(
        stderr.contains(&format!(
            "checked {} level files: no problems",
            // And the campaign, which no chooser lists.
            listed.len() + 1
        )),
        "every listed file is checked, once: {stderr}"
    );

    let out = hitlab_in(scratch.path(), &["paths"]);
    assert_eq!(out.status.code(), Some(0));
    let stdout = String::from_utf8(out.stdout).unwrap();
    for name in &listed {
        let played = match resources.on_disk(name) {
            Some(path) => path.display().to_string(),
            None => "(shipped)".to_owned(),
        };
        assert!(
            stdout.lines().any(|l| l == format!("  {name}  {played}")),
            "paths shows {name} and its copy: {stdout}"
        );
    }
}

//! The layers' guard: each layer imports only the layers below it.
//!
//! The compiler holds the line between the core and ggez (a feature). Inside
//! the core the layers share one crate, so this test holds theirs, by
//! reading every source file's code (comments left out) for the paths it
//! names:
//!
//! | layer | may use |
//! | --- | --- |
//! | `geom` | glam, std |
//! | `sim`, `camera`, `data_file`, `resources`, `text`, `settings`, `i18n` | geom and outside crates |
//! | `levels` | the above |
//! | `modes` | the above and `levels` |
//! | `lesson` | the above and `modes` |
//! | `editor` | the above |
//! | `check`, `catalogue` | the layers listed before |
//! | `screens` | every core layer |
//!
//! and no core file names `view`, `app`, `cli` or ggez.

use std::path::{Path, PathBuf};

/// The core's layers from the bottom up: a file in one may name the
/// modules of its own layer and those below, never above.
const LAYERS: &[&[&str]] = &[
    &["geom"],
    &[
        "sim",
        "camera",
        "data_file",
        "resources",
        "text",
        "settings",
        "i18n",
    ],
    &["levels"],
    &["modes"],
    &["lesson"],
    &["editor"],
    &["check", "catalogue"],
    &["screens"],
];

/// The binary's modules: no core file may name them.
const BINARY: &[&str] = &["view", "app", "cli"];

/// What `geom`'s files may import besides themselves.
const GEOM_CRATES: &[&str] = &["glam", "std", "core", "crate", "super", "self"];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a readable folder entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The file's code, its comments (`//`, `///`, `//!`) left out.
fn code(path: &Path) -> Vec<(usize, String)> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .enumerate()
        .map(|(i, line)| {
            let code = line.split("//").next().unwrap_or("");
            (i + 1, code.to_owned())
        })
        .filter(|(_, code)| !code.trim().is_empty())
        .collect()
}

/// The crate modules a line names (`crate::levels::...` → `levels`).
fn crate_modules(line: &str) -> Vec<&str> {
    line.match_indices("crate::")
        .filter(|(at, _)| !line[..*at].ends_with('$'))
        .filter_map(|(at, found)| {
            let rest = &line[at + found.len()..];
            let end = rest
                .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                .unwrap_or(rest.len());
            (end > 0).then(|| &rest[..end])
        })
        .collect()
}

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|layer| layer.contains(&module))
}

/// Every place a core file names a module above its layer, the binary, or
/// (in `geom`) a crate other than glam and std.
fn violations(src: &Path) -> Vec<String> {
    let mut found = Vec::new();
    for (level, layer) in LAYERS.iter().enumerate() {
        for module in *layer {
            let mut files = Vec::new();
            let dir = src.join(module);
            if dir.is_dir() {
                rust_files(&dir, &mut files);
            } else {
                files.push(src.join(format!("{module}.rs")));
            }
            for file in files {
                for (line_number, line) in code(&file) {
                    let place = format!("{}:{line_number}", file.display());
                    for named in crate_modules(&line) {
                        let above = layer_of(named).is_some_and(|l| l > level);
                        if above || BINARY.contains(&named) {
                            found.push(format!("{place}: {module} names crate::{named}"));
                        }
                    }
                    if line.contains("ggez") {
                        found.push(format!("{place}: {module} names ggez"));
                    }
                    let import = line.trim_start().trim_start_matches("pub ");
                    if let Some(path) = import.strip_prefix("use ").filter(|_| *module == "geom") {
                        let first = path.split("::").next().unwrap_or("").trim_matches('{');
                        let first = first.trim_end_matches(';');
                        // `pub use grid::Grid;` names a module beside the file.
                        let folder = file.parent().unwrap_or(src);
                        let beside = folder.join(format!("{first}.rs")).is_file()
                            || folder.join(first).is_dir();
                        if !beside && !GEOM_CRATES.contains(&first) {
                            found.push(format!("{place}: geom imports {first}"));
                        }
                    }
                }
            }
        }
    }
    found
}

#[test]
fn each_layer_imports_only_the_layers_below_it() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let found = violations(&src);
    assert!(
        found.is_empty(),
        "imports across layers:\n{}",
        found.join("\n")
    );
}

#[test]
fn every_core_module_is_in_a_layer() {
    // A new top-level module must be placed in a layer, or the guard would
    // not read it.
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let lib = std::fs::read_to_string(src.join("lib.rs")).expect("src/lib.rs");
    let modules: Vec<&str> = lib
        .lines()
        .filter_map(|l| l.trim().strip_prefix("pub mod "))
        .map(|m| m.trim_end_matches(';'))
        .collect();
    assert!(!modules.is_empty());
    for module in modules {
        assert!(layer_of(module).is_some(), "{module} is in no layer");
    }
}

#[test]
fn the_guard_sees_an_upward_import() {
    assert_eq!(crate_modules("use crate::modes::shooter::X;"), ["modes"]);
    assert_eq!(
        crate_modules("impl $crate::sim::Control for crate::lesson::A"),
        ["lesson"]
    );
    assert_eq!(layer_of("lesson"), Some(4));
    assert!(layer_of("levels") < layer_of("modes"));
    assert!(layer_of("modes") < layer_of("editor"));
    assert!(layer_of("editor") < layer_of("check"));
    assert!(layer_of("catalogue") < layer_of("screens"));
}

//! The `hitlab` binary run as a command: the subcommands that need no display
//! and their exit codes.

mod check_fonts;
mod daily;
mod every_kind;
mod game_speed;
mod levels_check;
mod medals;
mod preferences;
mod replay;
mod rewind;
mod share_code;
mod sokoban_solver;
mod sokoban_verify;
mod student;
mod without_display;

/// The `hitlab` binary with no display named, whatever the caller's
/// environment, so nothing run from it can reach a window; warnings logged.
fn displayless() -> std::process::Command {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_hitlab"));
    command
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("WAYLAND_SOCKET")
        .env("RUST_LOG", "warn");
    command
}

/// `--stats` of the thin-tip arena run with `args`: the rules alone, with
/// no display named; its JSON. `tag` names the temporary folder.
fn thin_tip_stats(tag: &str, args: &[&str]) -> serde_json::Value {
    let temp = tempfile::Builder::new()
        .prefix(&format!("hitlab-cli-stats-{tag}-"))
        .tempdir()
        .unwrap();
    let out = temp.path().join("stats.json");
    let arena = format!(
        "{}/resources/arenas/thin_tip.toml",
        env!("CARGO_MANIFEST_DIR")
    );
    let run = displayless()
        .args(["--mode", "shooter", "--level", &arena])
        .args(["--stats", out.to_str().unwrap()])
        .args(args)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(run.status.success(), "{args:?}: {stderr}");
    serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap()
}

//! The editor and the disk: where a save goes, and the text a new arena
//! starts from.

use std::path::{Path, PathBuf};

use super::draft::defaults;
use super::session::{ArenaEditor, Saved};

impl ArenaEditor {
    /// Writes the text to the file, or, when that cannot be done (a shipped
    /// arena has no file; a folder may be read-only), under `levels`
    /// (the player's levels folder) as `arenas/NAME-edited.toml` (`-2`,
    /// `-3` ... when taken). The editor then edits that file.
    pub fn save(&mut self, levels: Option<&Path>, shipped: bool) -> std::io::Result<Saved> {
        let in_place = if shipped {
            Err(std::io::Error::new(
                std::io::ErrorKind::PermissionDenied,
                "a shipped arena is inside the game",
            ))
        } else {
            crate::files::write(&self.path, &self.text)
        };
        let saved = match in_place {
            Ok(()) => Saved::InPlace(self.path.clone()),
            Err(error) => {
                let Some(levels) = levels else {
                    return Err(error);
                };
                let path = edited_copy(&levels.join(crate::resources::ARENAS.folder), &self.path)?;
                crate::files::write(&path, &self.text)?;
                self.path.clone_from(&path);
                Saved::Elsewhere(path)
            }
        };
        self.saved_text.clone_from(&self.text);
        Ok(saved)
    }
}

/// `NAME-edited.toml` in `folder`, or `-2`, `-3` ... until one is free.
fn edited_copy(folder: &Path, opened: &Path) -> std::io::Result<PathBuf> {
    let stem = opened
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("arena");
    crate::files::free_name(&folder.join(format!("{stem}-edited.toml")))
}

/// A new arena's name when its file's name gives none. It is written INTO
/// the arena file, so it stays English whatever language the window speaks:
/// an arena's name is the file's own words (`docs/i18n.md`, "What stays
/// English").
pub const UNTITLED_ARENA_NAME: &str = "Untitled arena";

/// The text `hitlab edit` starts a new arena from: the shipped arenas'
/// plane and shells, an empty field to fill (the loader asks for a target
/// until one is added).
#[must_use]
pub fn new_arena_text(name: &str) -> String {
    // `spinning_tip` → "Spinning tip", as the shipped arenas are named.
    let words = name.replace(['_', '-'], " ");
    let mut letters = words.trim().chars();
    let name: String = match letters.next() {
        Some(first) => first.to_uppercase().chain(letters).collect(),
        None => UNTITLED_ARENA_NAME.to_owned(),
    };
    let name = toml_edit::Value::from(name);
    // The editor's values for the keys the loader asks for.
    let round_seconds = defaults::ROUND_SECONDS;
    let move_speed = defaults::MOVE_SPEED;
    format!(
        "name = {name}\nsize = [32.0, 20.0]\nround_seconds = {round_seconds}\n\n[plane]\n\
         position = [0.0, -7.0]\nturn_deg_per_step = 2.0\nmove_speed = {move_speed:?}\n\n\
         [shells]\nspeed = 0.5\ncooldown_steps = 6\n"
    )
}

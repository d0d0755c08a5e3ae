//! The shipped `resources/` folder, compiled into the binary (rust-embed):
//! every arena, pack, lesson and font, so the game runs from any folder
//! with nothing beside it.

use std::borrow::Cow;
use std::io;
use std::path::Path;

use rust_embed::RustEmbed;

#[derive(RustEmbed)]
#[folder = "resources/"]
struct Shipped;

/// The shipped file named `name` (`arenas/storm.toml`, `/` separators).
#[must_use]
pub fn get(name: &str) -> Option<Cow<'static, [u8]>> {
    Shipped::get(name).map(|file| file.data)
}

/// Every shipped file's name, sorted.
#[must_use]
pub fn names() -> Vec<String> {
    let mut names: Vec<String> = Shipped::iter().map(Cow::into_owned).collect();
    names.sort();
    names
}

/// A relative path as a shipped name (`arenas/storm.toml`), if it is one:
/// no `..`, no root, `/` between parts.
#[must_use]
pub fn name_of(path: &Path) -> Option<String> {
    if !path.is_relative() {
        return None;
    }
    let mut parts = Vec::new();
    for part in path.components() {
        match part {
            std::path::Component::Normal(p) => parts.push(p.to_str()?),
            std::path::Component::CurDir => {}
            _ => return None,
        }
    }
    (!parts.is_empty()).then(|| parts.join("/"))
}

/// Writes every shipped file under `dir` (its folders made as needed).
/// Refuses, writing nothing, if any of them is there already, unless
/// `force`. Returns how many it wrote.
pub fn export(dir: &Path, force: bool) -> io::Result<usize> {
    let names = names();
    if !force {
        let there: Vec<&String> = names.iter().filter(|n| dir.join(n).exists()).collect();
        if let Some(first) = there.first() {
            return Err(io::Error::new(
                io::ErrorKind::AlreadyExists,
                format!(
                    "{} already holds {} of the {} files ({} first); give --force to overwrite them",
                    dir.display(),
                    there.len(),
                    names.len(),
                    first
                ),
            ));
        }
    }
    for name in &names {
        let data = get(name).unwrap_or_default();
        // Whole or not at all, as every file the game writes; the folders
        // are made as needed.
        crate::files::write(dir.join(name), &data)?;
    }
    Ok(names.len())
}

//! Loading an arena: the file read, then each step of `mod.rs`'s list in
//! turn.

use std::path::Path;

use toml::Spanned;

use super::build::build;
use super::error::ArenaError;
use super::medal_check::always_met;
use super::placement::check_placements;
use super::spec::{Arena, Detection};
use super::walk::walk;
use crate::levels::file::read_level;
use crate::levels::file_font::load_file_font;
use crate::levels::format::pack_not_arena;
use crate::levels::spanned::glyphs::{fonts_for, glyph_warnings};
use crate::levels::spanned::located::located;
use crate::levels::spanned::problem::{Problem, Problems};
use crate::levels::spanned::syntax::parse;

/// Reads and validates an arena file.
pub fn load_arena(path: &Path) -> Result<Arena, ArenaError> {
    let text = read_level(path).map_err(|source| ArenaError::Io {
        path: path.to_owned(),
        source,
    })?;
    parse_arena(&text, path)
}

/// Parses and validates arena TOML; `path` names it in error messages, and
/// its folder is where the arena's own `font` is looked for first.
///
/// Every problem is reported, not just the first: range checks run on every
/// value, then the placement checks on every entry whose own values passed.
pub fn parse_arena(text: &str, path: &Path) -> Result<Arena, ArenaError> {
    let invalid = |problems: Vec<Problem>| ArenaError::Invalid {
        path: path.to_owned(),
        problems: located(text, problems),
    };
    let document = parse(text);
    let valid = document.as_ref().ok().map(|root| root.get_ref());
    if let Some(message) = pack_not_arena(path, text, valid) {
        return Err(invalid(vec![Problem::new(0..0, message)]));
    }
    let root = document.map_err(|p| invalid(vec![p]))?;
    let mut raw = walk(text, &root).map_err(|p| invalid(vec![p]))?;
    let mut problems = Problems::new(text);
    let file_dir = path.parent().unwrap_or(Path::new(""));
    let font = raw.font.take().and_then(|font| {
        load_file_font(font.get_ref(), file_dir, Path::new(""))
            .map_err(|words| problems.push(font.span(), words))
            .ok()
    });
    let shown: Vec<Spanned<String>> = raw.name.iter().chain(&raw.about).cloned().collect();
    let detection = raw
        .detection
        .as_ref()
        .map(|d| Detection::from_key(d.get_ref()));
    let detection = detection.unwrap_or(Some(super::defaults::DETECTION));
    let medal_warning = raw.medals.as_ref().and_then(|m| always_met(m, detection));
    let (arena, layout) = build(raw, &mut problems);
    check_placements(&layout, &mut problems);
    let problems = problems.into_vec();
    if !problems.is_empty() {
        return Err(invalid(problems));
    }
    let mut warnings = glyph_warnings(text, &shown, &fonts_for(font.clone()));
    warnings.extend(medal_warning);
    let warnings = located(text, warnings);
    // Building leaves the arena out only when it records why.
    arena
        .map(|arena| Arena {
            font,
            warnings,
            ..arena
        })
        .ok_or_else(|| {
            invalid(vec![Problem::new(
                0..0,
                "the arena is incomplete (a loader bug: please report it)",
            )])
        })
}

#[cfg(test)]
mod tests {
    use std::error::Error;

    use super::*;

    #[test]
    fn a_file_that_cannot_be_read_keeps_the_io_error() {
        let error = load_arena(Path::new("/nonexistent/arena.toml")).unwrap_err();
        let source = error
            .source()
            .and_then(|s| s.downcast_ref::<std::io::Error>());
        assert_eq!(
            source.map(std::io::Error::kind),
            Some(std::io::ErrorKind::NotFound)
        );
        assert!(
            error
                .to_string()
                .starts_with("/nonexistent/arena.toml: cannot read: ")
        );
    }
}

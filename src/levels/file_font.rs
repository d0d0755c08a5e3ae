//! A level file's own font (its `font` key): the file draws its words in
//! it first, and `hitlab check` counts its characters as drawn.
//!
//! The value is a path relative to the file's own folder, else a resource
//! name (`fonts/NotoSansJP-Subset.otf`), found as the file's other paths
//! are: in the `resources/` folder above it, else wherever Hit Lab finds
//! its resources.

use std::path::Path;
use std::sync::Arc;

use crate::text::fonts::{FontError, WordFont};

/// The endings a font file may have: TrueType, OpenType, and a collection
/// (whose first face is used, the only one the window can draw).
pub const FONT_ENDINGS: [&str; 3] = ["ttf", "otf", "ttc"];

/// Reads the font `name` of a file in folder `file_dir`, whose resource
/// paths are relative to `resources`. The error is the problem's words.
///
/// # Errors
/// When `name` does not end in a font's ending, names no file, or names a
/// file that is no font.
pub fn load_file_font(
    name: &str,
    file_dir: &Path,
    resources: &Path,
) -> Result<Arc<WordFont>, String> {
    let ending = Path::new(name)
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    if !ending.is_some_and(|e| FONT_ENDINGS.contains(&e.as_str())) {
        return Err(format!(
            "font must name a .ttf, .otf or .ttc file, found \"{name}\""
        ));
    }
    let beside = file_dir.join(name);
    let in_resources = resources.join(name);
    let font = if !file_dir.as_os_str().is_empty() && beside.is_file() {
        WordFont::from_file(&beside)
    } else if !resources.as_os_str().is_empty() && in_resources.is_file() {
        WordFont::from_file(&in_resources)
    } else {
        WordFont::from_resource(name)
    };
    font.map(Arc::new).map_err(|e| match e {
        FontError::Read(e) if e.kind() == std::io::ErrorKind::NotFound => format!(
            "font \"{name}\" not found: looked beside the file ({}) and for a resource of that name",
            file_dir.display()
        ),
        e => format!("font \"{name}\": {e}"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn crate_dir() -> &'static Path {
        Path::new(env!("CARGO_MANIFEST_DIR"))
    }

    #[test]
    fn a_font_is_found_beside_the_file_or_by_resource_name() {
        let fonts = crate_dir().join("resources/fonts");
        let beside = load_file_font("DejaVuSans-Bold.ttf", &fonts, Path::new(""));
        assert!(beside.is_ok_and(|f| f.has('A')));
        let resource = load_file_font(
            "fonts/NotoSansJP-Subset.otf",
            Path::new("/nowhere"),
            Path::new(""),
        );
        assert!(resource.is_ok_and(|f| f.has('星')));
    }

    #[test]
    fn a_missing_file_a_wrong_ending_and_no_font_are_refused() {
        let dir = crate_dir();
        let missing = load_file_font("fonts/nope.otf", dir, Path::new("")).unwrap_err();
        assert!(
            missing.starts_with("font \"fonts/nope.otf\" not found"),
            "{missing}"
        );
        let ending = load_file_font("Cargo.toml", dir, Path::new("")).unwrap_err();
        assert!(ending.contains(".ttf, .otf or .ttc"), "{ending}");
        // A file with a font's name that is not one.
        let temp = crate::test_support::scratch("fake-font");
        crate::files::write(temp.path().join("fake.ttf"), b"not a font").expect("temp is writable");
        let refused = load_file_font("fake.ttf", temp.path(), Path::new("")).unwrap_err();
        assert!(refused.contains("is not a font"), "{refused}");
    }
}

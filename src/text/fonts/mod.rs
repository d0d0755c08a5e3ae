//! The fonts the window sets words in, and which characters they can draw.
//!
//! ggez draws a run of text in one font and has no fallback, so the window
//! splits a text into runs ([`split_runs`]) by the first font of a chain
//! ([`Fonts`]) that has each character, and `hitlab check` warns about a
//! character none of them has (it would be drawn as an empty box). Both ask
//! this module, so they agree. The chain is a file's own font (a lesson's
//! `font` key), then [`WORD_FONTS`], then, in a process whose binary asks
//! for them, the system's fonts ([`system`]).

pub mod system;
mod word_font;

use std::sync::{Arc, OnceLock};

pub use system::{SystemFontChoice, SystemFonts, system_fonts, use_system_fonts};
pub use word_font::{FontError, WordFont};

/// The fonts words are set in, as resource names, in the order a character
/// is looked for: DejaVu Sans (Latin, Greek, Cyrillic, arrows and maths),
/// then a subset of Noto Sans CJK JP (kana, CJK punctuation, full-width
/// forms, the Jōyō and Jinmeiyō kanji, the JIS X 0208 level 1 kanji and
/// every character of the shipped lessons: `.ci/fonts/subset_noto_sans_jp.py`
/// makes it).
pub const WORD_FONTS: [&str; 2] = ["fonts/DejaVuSans.ttf", "fonts/NotoSansJP-Subset.otf"];

/// What the shipped fonts are called in a warning.
pub const WORD_FONT_NAMES: &str = "DejaVu Sans and Noto Sans JP (a subset)";

/// The fonts of [`WORD_FONTS`], read once, by index; `None` for one that
/// is missing or unreadable (a broken install), which then has no character.
#[must_use]
pub fn shipped_fonts() -> &'static [Option<WordFont>] {
    static FONTS: OnceLock<Vec<Option<WordFont>>> = OnceLock::new();
    FONTS.get_or_init(|| {
        WORD_FONTS
            .iter()
            .map(|name| WordFont::from_resource(name).ok())
            .collect()
    })
}

/// Whether `font` (an index into [`WORD_FONTS`]) maps `c` to a glyph.
#[must_use]
pub fn font_has(font: usize, c: char) -> bool {
    shipped_fonts()
        .get(font)
        .and_then(Option::as_ref)
        .is_some_and(|f| f.has(c))
}

/// The first of [`WORD_FONTS`] that has `c`, by index; `None` if none has.
#[must_use]
pub fn font_for(c: char) -> Option<usize> {
    (0..WORD_FONTS.len()).find(|&font| font_has(font, c))
}

/// Whether `c` needs a glyph at all: spaces, line ends, controls, joiners
/// and variation selectors draw nothing, so no font needs them.
#[must_use]
pub fn needs_glyph(c: char) -> bool {
    !(c.is_whitespace()
        || c.is_control()
        || matches!(c, '\u{200B}'..='\u{200F}' | '\u{2060}'..='\u{2064}' | '\u{FE00}'..='\u{FE0F}' | '\u{FEFF}'))
}

/// The fonts a character is looked for in, in order: a file's own font if
/// it has one, the shipped [`WORD_FONTS`], then the system's fonts if the
/// chain has them.
#[derive(Clone)]
pub struct Fonts<'s> {
    own: Option<Arc<WordFont>>,
    system: System<'s>,
}

/// Which system fonts a chain ends with.
#[derive(Clone, Copy)]
enum System<'s> {
    None,
    /// The process's ([`system_fonts`]): asked for only when a character
    /// no other font has is looked up, so a text every shipped font draws
    /// never starts the scan.
    Process,
    Given(&'s SystemFonts),
}

impl<'s> System<'s> {
    fn fonts(self) -> Option<&'s SystemFonts> {
        match self {
            System::None => None,
            System::Process => system_fonts(),
            System::Given(fonts) => Some(fonts),
        }
    }
}

impl Fonts<'static> {
    /// The shipped fonts alone: the same on every machine.
    #[must_use]
    pub fn shipped() -> Self {
        Self {
            own: None,
            system: System::None,
        }
    }

    /// The fonts the window has: the shipped ones, then the system's if
    /// the process uses them ([`use_system_fonts`]).
    #[must_use]
    pub fn window() -> Self {
        Self {
            own: None,
            system: System::Process,
        }
    }
}

impl<'s> Fonts<'s> {
    /// The same chain with `system` as its last fallback.
    #[must_use]
    pub fn with_system<'t>(self, system: &'t SystemFonts) -> Fonts<'t>
    where
        's: 't,
    {
        Fonts {
            own: self.own,
            system: System::Given(system),
        }
    }

    /// The same chain with a file's own font looked in first.
    #[must_use]
    pub fn with_own(mut self, font: Arc<WordFont>) -> Self {
        self.own = Some(font);
        self
    }

    /// The file's own font, if the chain has one.
    #[must_use]
    pub fn own(&self) -> Option<&Arc<WordFont>> {
        self.own.as_ref()
    }

    /// The first font of the chain that draws `c`; `None` if none does.
    #[must_use]
    pub fn font_for(&self, c: char) -> Option<&WordFont> {
        let own = self.own.as_deref().filter(|f| f.has(c));
        own.or_else(|| shipped_fonts().iter().flatten().find(|f| f.has(c)))
            .or_else(|| self.system.fonts().and_then(|s| s.font_for(c)))
    }

    /// The characters of `text` that need a glyph no font of the chain
    /// has, each with its byte offset, in order (a character repeated is
    /// told each time).
    #[must_use]
    pub fn missing_glyphs(&self, text: &str) -> Vec<(usize, char)> {
        text.char_indices()
            .filter(|&(_, c)| needs_glyph(c) && self.font_for(c).is_none())
            .collect()
    }

    /// The chain in words, for a warning: "the file's font (NAME), DejaVu
    /// Sans and Noto Sans JP (a subset), and N fonts of this computer".
    #[must_use]
    pub fn describe(&self) -> String {
        let mut words = String::new();
        if let Some(own) = &self.own {
            words.push_str(&format!("the file's font ({}), ", own.name()));
        }
        words.push_str(WORD_FONT_NAMES);
        match self.system.fonts() {
            Some(system) => words.push_str(&format!(
                ", and {} font file{} of this computer",
                system.len(),
                if system.len() == 1 { "" } else { "s" }
            )),
            None => words.push_str(", and no font of this computer"),
        }
        words
    }
}

/// The characters of `text` that need a glyph no font the window has
/// draws ([`Fonts::window`]), each with its byte offset, in order.
#[must_use]
pub fn missing_glyphs(text: &str) -> Vec<(usize, char)> {
    Fonts::window().missing_glyphs(text)
}

/// `text` cut into runs that are each drawn in one font: a character that
/// needs a glyph goes in `font_of(c)`; a blank one (a space, a line end)
/// stays in the run it is in when that run's font draws it
/// (`draws_blank`), else goes in `font_of(c)` too. A font without a space
/// (the Japanese subset) would draw one as the empty box. The first run
/// starts in `start`; an empty text is one empty run.
pub fn split_runs<'t, F: Copy + PartialEq>(
    text: &'t str,
    start: F,
    mut font_of: impl FnMut(char) -> F,
    draws_blank: impl Fn(F, char) -> bool,
) -> Vec<(F, &'t str)> {
    let mut runs: Vec<(F, &'t str)> = Vec::new();
    let (mut font, mut from) = (start, 0);
    for (at, c) in text.char_indices() {
        // A line end is a break, not a glyph: no font draws it.
        if !needs_glyph(c) && (c.is_control() || draws_blank(font, c)) {
            continue;
        }
        let next = font_of(c);
        if next != font {
            if at > from {
                runs.push((font, &text[from..at]));
            }
            (font, from) = (next, at);
        }
    }
    if text.len() > from || runs.is_empty() {
        runs.push((font, &text[from..]));
    }
    runs
}

#[cfg(test)]
mod tests;

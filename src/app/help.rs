//! What the help overlay lists on the screen up: its heading, the keys
//! that work everywhere (Esc named by where it goes), and the screen's own.

use hitlab::i18n::{tr, tr_args};
use hitlab::screens::navigation::ModeId;

use crate::view::app_keys::{APP_KEYS, AppKey, app_help, title_help};
use crate::view::keymap::HelpLine;
use crate::view::screen::ModeScreen;

/// The overlay's sections: a heading and its rows each.
pub type Sections = Vec<(String, Vec<HelpLine>)>;

/// The overlay's heading and sections for `mode` (`None`: the title),
/// opened from the chooser `came_from` if any.
pub fn help_sections(
    mode: Option<&dyn ModeScreen>,
    came_from: Option<ModeId>,
) -> (String, Sections) {
    let (heading, own_keys, own_section) = match mode {
        Some(mode) => {
            let name = [("mode", mode.name().into())];
            let heading = tr_args("help-heading", &name);
            (heading, mode.help(), tr_args("help-mode-keys", &name))
        }
        None => {
            let name = [("mode", tr("game-name").into())];
            (
                tr_args("help-heading", &name),
                title_help(),
                tr("help-title-screen"),
            )
        }
    };
    let mut everywhere = app_help(mode.is_some(), came_from);
    if mode.is_some_and(|m| !m.opens_codes()) {
        let paste = APP_KEYS.keys(AppKey::Paste);
        everywhere.retain(|row| row.keys != paste);
    }
    let sections = vec![(tr("help-everywhere"), everywhere), (own_section, own_keys)];
    (heading, sections)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::modes::open_mode;
    use crate::view::screen::Launch;
    use crate::view::text::TextSizes;
    use glam::Vec2;
    use hitlab::i18n::{self, Lang};
    use hitlab::screens::help::{BlockKind, HelpLayout, Room};
    use hitlab::sim::Script;
    use hitlab::text::fonts::{WORD_FONTS, font_for};

    /// The width of `text` at `px` as the window sets it: each character
    /// in the first shipped font that has it, every font at the UI face's
    /// em (as `view/text/fonts.rs` scales a fallback run).
    struct FontMeasure {
        faces: Vec<(Vec<u8>, u16)>,
        em_per_px: f32,
    }

    impl FontMeasure {
        fn new() -> Self {
            let faces: Vec<(Vec<u8>, u16)> = WORD_FONTS
                .iter()
                .map(|name| {
                    let path = hitlab::resources::resolve(name);
                    let bytes = hitlab::resources::read_bytes(&path).unwrap().into_owned();
                    let upem = ttf_parser::Face::parse(&bytes, 0).unwrap().units_per_em();
                    (bytes, upem)
                })
                .collect();
            let ui = ttf_parser::Face::parse(&faces[0].0, 0).unwrap();
            let line = f32::from(ui.ascender()) - f32::from(ui.descender());
            let em_per_px = f32::from(ui.units_per_em()) / line;
            Self { faces, em_per_px }
        }

        fn width(&self, text: &str, px: f32) -> f32 {
            let em = px * self.em_per_px;
            let mut width = 0.0;
            for c in text.chars() {
                let font = font_for(c).unwrap_or(0);
                let (bytes, upem) = &self.faces[font];
                let face = ttf_parser::Face::parse(bytes, 0).unwrap();
                let advance = face
                    .glyph_index(c)
                    .and_then(|g| face.glyph_hor_advance(g))
                    .unwrap_or(*upem);
                width += f32::from(advance) / f32::from(*upem) * em;
            }
            width
        }
    }

    /// Every screen the overlay can be opened on, as its own help lists it:
    /// each mode, each scene of the ray lab, the title.
    fn every_screen() -> Vec<(String, (String, Sections))> {
        let launch = |level: Option<&str>| Launch {
            data_dir: None,
            seed: 7,
            level_path: level.map(hitlab::resources::resolve),
            window: Vec2::new(1280.0, 720.0),
            practice: false,
            last_choice: None,
            daily: None,
        };
        let mut opened: Vec<(String, Box<dyn ModeScreen>)> = Vec::new();
        for mode in [
            ModeId::Shooter,
            ModeId::Sokoban,
            ModeId::Lessons,
            ModeId::Arenas,
            ModeId::Packs,
            ModeId::LessonList,
            ModeId::SokobanEditor,
        ] {
            opened.push((format!("{mode:?}"), open_mode(mode, &launch(None)).unwrap()));
        }
        let editor = open_mode(ModeId::ArenaEditor, &launch(Some("arenas/default.toml")));
        opened.push(("ArenaEditor".to_owned(), editor.unwrap()));
        for scene in 1..=7 {
            let mut lab = open_mode(ModeId::RayLab, &launch(None)).unwrap();
            let script = Script::parse(&format!("0:scene_{scene}")).unwrap();
            lab.set_script(&script).unwrap();
            lab.step();
            opened.push((format!("RayLab scene {scene}"), lab));
        }
        let mut screens = vec![("title".to_owned(), help_sections(None, None))];
        for (name, screen) in opened {
            let from = Some(ModeId::LessonList);
            screens.push((name, help_sections(Some(&*screen), from)));
        }
        screens
    }

    /// At 1280×720, in both languages, every line of every screen's help
    /// is set at the body size and fits the width it is drawn in, and
    /// every word of every row is on some page. (Both themes draw the help
    /// in the same face at the same size; 24 px here, above the high
    /// contrast theme's 20 px floor.)
    #[test]
    fn every_row_of_every_screens_help_is_at_the_body_size() {
        let font = FontMeasure::new();
        let window = Vec2::new(1280.0, 720.0);
        let body = TextSizes::for_window(window).body;
        assert!(body >= 20.0, "{body}");
        for lang in Lang::ALL {
            i18n::set_lang(lang);
            for (screen, (_, sections)) in every_screen() {
                let mut measure = |s: &str| font.width(s, body);
                // The room view/help.rs gives the rows at 1280×720.
                let mut room = Room {
                    width: 1280.0 - 4.0 * body,
                    lines: 14,
                    gap: body * 1.5,
                    indent: body * 0.6,
                    measure: &mut measure,
                };
                let layout = HelpLayout::new(&sections, &mut room);
                let action_width = layout.column_width - body * 0.6 - layout.key_width - body * 1.5;
                let mut words = String::new();
                for block in layout.pages.iter().flatten().flatten() {
                    let (lines, width) = match &block.kind {
                        BlockKind::Section(s) => (vec![s.clone()], layout.column_width),
                        BlockKind::Key { keys, action } => {
                            for k in keys {
                                let w = font.width(k, body);
                                assert!(w <= layout.key_width + 0.5, "{screen} {lang:?}: {k}");
                            }
                            (action.clone(), action_width)
                        }
                    };
                    for line in &lines {
                        let w = font.width(line, body);
                        assert!(w <= width + 0.5, "{screen} {lang:?}: {line} {w} > {width}");
                        words.push_str(line);
                    }
                    assert!(block.line + block.kind.lines() <= 14, "{screen}");
                }
                let squeeze =
                    |s: &str| s.chars().filter(|c| !c.is_whitespace()).collect::<String>();
                let words = squeeze(&words);
                for (_, rows) in &sections {
                    for row in rows {
                        assert!(
                            words.contains(&squeeze(&row.action)),
                            "{screen} {lang:?}: {} is not shown whole",
                            row.action
                        );
                    }
                }
                assert!(layout.pages.len() <= 3, "{screen}: {}", layout.pages.len());
            }
        }
        i18n::set_lang(Lang::En);
    }
}

//! The choosers: every arena, Sokoban pack or lesson the game finds
//! (shipped, the player's levels folder, `--resources`), one card each, to
//! open from the window alone. What a card says comes from the core's
//! [`hitlab::catalogue`], read once when the chooser opens (so a file added
//! to the levels folder shows the next time it opens); a file that does not
//! load is a card with its first `file:line:column` problem.
//!
//! What the list shows and which card is chosen (the typed filter, the
//! wrap-around arrows) is [`hitlab::screens::chooser`]'s; keys in
//! `keys.rs`; the layout is a pure function of the window and the scroll
//! ([`ListLayout`]), drawn and hit-tested by the mouse alike. A choice
//! becomes a [`Request`] the app carries out.

mod cards;
mod keys;
mod layout;
#[cfg(test)]
mod tests;

use std::collections::HashMap;
use std::collections::hash_map::Entry as Slot;

use ggez::graphics::{Canvas, Color, DrawParam, Mesh, Rect};
use ggez::{Context, GameResult};
use glam::Vec2;

use hitlab::catalogue::ChooserControl;
use hitlab::i18n::{self, tr, tr_args};
use hitlab::screens::chooser::Chooser;
use hitlab::sim::controls::ControlState;
use hitlab::sim::script::{self, ScriptPlayer};
use hitlab::sim::{Control, Script, ScriptError};

use super::app_keys::{APP_KEYS, AppKey};
use super::keymap::{HelpLine, KeyEvent};
use super::paint::{fill_rect, outline_rect, with_alpha};
use super::screen::{Launch, ModeScreen, Mouse, Request, Style};
use super::text::{Face, TextCache};
use super::text_field::{FIELD_KEYS, FieldEdit, FieldKey, field_edit};
use keys::{ChooserKey, KEYS};

pub use cards::{Card, ChooserKind, cards};
use layout::preview_mesh;
pub use layout::{ListLayout, preview_rect, scrolled};

/// A chooser's screen.
pub struct ChooserScreen {
    kind: ChooserKind,
    /// The cards, the typed filter (with what an input method composes
    /// after it, filtering nothing until committed) and the chosen card.
    list: Chooser<Card>,
    /// Position in the shown cards of the first card drawn.
    top: usize,
    window: Vec2,
    /// The title and the count line as last drawn, which a notice keeps
    /// clear of.
    heading: Vec<Rect>,
    request: Option<Request>,
    /// Read again when a file is added or removed (`poll_files`).
    launch: Launch,
    /// A script's items up to its first `open` (the rest plays on the
    /// screen that opens).
    script: Option<ScriptPlayer<ChooserControl>>,
    /// Never held from the keyboard (keys act at once); the script's frames
    /// come through it.
    controls: ControlState<ChooserControl>,
    /// Each card's picture, made the first time it is drawn at its size in
    /// a theme, then kept (by card, width, height, theme).
    pictures: HashMap<(usize, u32, u32, [u32; 3]), Mesh>,
}

impl ChooserScreen {
    /// The chooser of `kind`, on the launch's last choice if it lists it.
    #[must_use]
    pub fn new(kind: ChooserKind, launch: &Launch) -> Self {
        let started = std::time::Instant::now();
        let cards = cards(kind, launch);
        // docs/performance.md's figure: every file loaded once, here.
        log::info!(
            "{}: {} cards read in {} ms",
            kind.name(),
            cards.len(),
            started.elapsed().as_millis()
        );
        let mut screen = Self {
            kind,
            list: Chooser::new(cards, launch.last_choice.as_deref()),
            top: 0,
            window: launch.window,
            heading: Vec::new(),
            request: None,
            launch: launch.clone(),
            script: None,
            controls: ControlState::default(),
            pictures: HashMap::new(),
        };
        screen.scroll();
        screen
    }

    /// The chosen card's resource name.
    #[cfg(test)]
    #[must_use]
    pub fn chosen_name(&self) -> Option<&str> {
        self.list
            .chosen()
            .map(|c| c.name.as_str())
            .filter(|n| !n.is_empty())
    }

    fn scroll(&mut self) {
        let visible = ListLayout::new(self.window).visible();
        let shown = self.list.shown().len();
        self.top = scrolled(self.top, self.list.selected(), visible, shown);
    }

    /// The list from its top again, after the filter changed.
    fn refiltered(&mut self) {
        self.top = 0;
        self.scroll();
    }

    /// Asks the app for what `control` does with the chosen card (nothing
    /// for a card that cannot do it).
    fn ask(&mut self, control: ChooserControl) {
        let request = self.list.act(control).and_then(|card| match control {
            ChooserControl::Open => card.open.clone(),
            ChooserControl::Export => card.handout.clone().map(Request::ExportHandout),
            ChooserControl::Edit => card.edit.clone().map(Request::EditArena),
            ChooserControl::Previous | ChooserControl::Next => None,
        });
        if request.is_some() {
            self.request = request;
        }
    }

    fn control(&mut self, key: ChooserKey) {
        match key {
            ChooserKey::Previous => self.act(ChooserControl::Previous),
            ChooserKey::Next => self.act(ChooserControl::Next),
            ChooserKey::Open => self.act(ChooserControl::Open),
            ChooserKey::Export if self.kind == ChooserKind::Arenas => {
                self.act(ChooserControl::Edit);
            }
            ChooserKey::Export => self.act(ChooserControl::Export),
            ChooserKey::Daily | ChooserKey::Yesterday if self.kind == ChooserKind::Arenas => {
                let yesterday = key == ChooserKey::Yesterday;
                self.request = Some(Request::OpenDaily { yesterday });
            }
            ChooserKey::Daily | ChooserKey::Yesterday => {}
        }
    }

    /// Does what `control` asks, from a key or a script.
    fn act(&mut self, control: ChooserControl) {
        self.ask(control);
        self.scroll();
    }

    /// Matches a typed filter against the cards' words as they are said
    /// now (a language switch says them anew), from the top again if what
    /// it shows changed.
    fn rematch(&mut self) {
        if self.list.rematch() {
            self.refiltered();
        }
    }

    /// Reads the cards again (a file added or removed), staying on the
    /// chosen card.
    fn reload_cards(&mut self) {
        self.list.replace(cards(self.kind, &self.launch));
        self.pictures.clear();
        self.refiltered();
    }

    fn footer(&self) -> String {
        let key = |k| i18n::Arg::from(KEYS.first_key(k));
        let mut keys = vec![
            ("up", key(ChooserKey::Previous)),
            ("down", key(ChooserKey::Next)),
            ("page-up", KEYS.last_key(ChooserKey::Previous).into()),
            ("page-down", KEYS.last_key(ChooserKey::Next).into()),
            ("open", key(ChooserKey::Open)),
            ("esc", APP_KEYS.first_key(AppKey::Escape).into()),
        ];
        let id = match self.kind {
            ChooserKind::Lessons => {
                keys.push(("export", key(ChooserKey::Export)));
                "chooser-footer-export"
            }
            ChooserKind::Arenas => {
                keys.push(("edit", key(ChooserKey::Export)));
                "chooser-footer-edit"
            }
            ChooserKind::Packs => "chooser-footer",
        };
        tr_args(id, &keys)
    }
}

impl ModeScreen for ChooserScreen {
    fn name(&self) -> String {
        self.kind.name()
    }

    /// Plays the script's items up to its first `open`; the app hands the
    /// rest to the screen that opens.
    fn set_script(&mut self, script: &Script) -> Result<(), ScriptError> {
        // Open and edit each open another screen, which plays the rest
        // in its own controls.
        let opening = [ChooserControl::Open.name(), ChooserControl::Edit.name()];
        self.script = Some(script.until_opening(&opening).player()?);
        Ok(())
    }

    fn key(&mut self, event: &KeyEvent, down: bool) -> bool {
        if !down {
            return false;
        }
        if let Some(key) = KEYS.control(event, |_| true) {
            self.control(key);
            return true;
        }
        // The chooser's own keys come first: its Enter and Space open.
        let edited = match field_edit(event) {
            Some(FieldEdit::Type(text)) => self.list.type_text(text),
            Some(FieldEdit::Erase) => {
                self.list.erase();
                true
            }
            Some(FieldEdit::Commit) | None => false,
        };
        if edited {
            self.refiltered();
        }
        edited
    }

    /// Typed letters filter the cards while every other key keeps its
    /// meaning, so an input method may compose whenever the chooser shows.
    fn composes(&self) -> bool {
        true
    }

    fn compose(&mut self, composing: &str) {
        self.list.compose(composing);
    }

    fn typing_at(&self) -> Option<Rect> {
        let layout = ListLayout::new(self.window);
        let body = layout.sizes.body;
        Some(Rect::new(
            layout.list.x,
            layout.filter_top - body * 0.5,
            layout.list.w,
            body,
        ))
    }

    fn mouse(&mut self, event: Mouse) {
        let layout = ListLayout::new(self.window);
        let at = |p: Vec2| {
            layout
                .slot_at(p)
                .map(|slot| self.top + slot)
                .filter(|&i| i < self.list.shown().len())
        };
        match event {
            Mouse::Move(p) => {
                if let Some(i) = at(p) {
                    self.list.select(i);
                }
            }
            Mouse::Down(p) => {
                if let Some(i) = at(p) {
                    self.list.select(i);
                    self.ask(ChooserControl::Open);
                }
            }
            Mouse::Wheel { notches, .. } => {
                let max = self.list.shown().len().saturating_sub(layout.visible());
                self.top = if notches > 0.0 {
                    self.top.saturating_sub(1)
                } else {
                    (self.top + 1).min(max)
                };
            }
            Mouse::Up(_) | Mouse::PanStart(_) | Mouse::PanEnd(_) => {}
        }
    }

    fn step(&mut self) {
        let frame = script::next_frame(&mut self.script, &mut self.controls);
        for &control in ChooserControl::all() {
            if frame.pressed(control) {
                self.act(control);
            }
        }
    }

    fn resize(&mut self, size: Vec2) {
        self.window = size;
        self.scroll();
    }

    /// A file added to or removed from the folders (the player's levels
    /// folder) shows at once: the list of names is read twice a second, and
    /// the cards again when it changed, staying on the chosen card.
    fn poll_files(&mut self) -> bool {
        let names = hitlab::resources::current().files_of(self.kind.kind());
        let cards = self.list.items().iter();
        let listed = cards.map(|c| &c.name).filter(|n| !n.is_empty());
        if listed.eq(names.iter()) {
            return false;
        }
        self.reload_cards();
        true
    }

    fn still(&self) -> bool {
        self.script.as_ref().is_none_or(ScriptPlayer::finished)
    }

    fn take_request(&mut self) -> Option<Request> {
        self.request.take()
    }

    fn draw(
        &mut self,
        ctx: &mut Context,
        canvas: &mut Canvas,
        style: &Style,
        texts: &mut TextCache,
    ) -> GameResult {
        self.window = style.window;
        self.rematch();
        // The text size may have changed since the last frame (the
        // preferences), and with it how many cards show: the chosen one
        // stays in view.
        self.scroll();
        let theme = &style.theme;
        let layout = ListLayout::new(style.window);
        let body = layout.sizes.body;
        let cx = style.window.x * 0.5;
        let title = texts.draw_centered(
            ctx,
            canvas,
            &self.kind.heading(),
            layout.sizes.heading,
            Vec2::new(cx, layout.heading_top),
            theme.accent,
        )?;
        // The lessons' "all in a row" card is no file found.
        let found = self
            .list
            .items()
            .iter()
            .filter(|c| !c.name.is_empty())
            .count();
        let range = match self.list.shown().len() {
            0 => String::new(),
            shown => {
                let last = (self.top + layout.visible()).min(shown);
                let first = self.top + 1;
                let args = [
                    ("first", first.into()),
                    ("last", last.into()),
                    ("of", shown.into()),
                ];
                tr_args("chooser-range", &args)
            }
        };
        let field = self.list.filter_field();
        let filter = if field.is_empty() {
            tr_args(
                "chooser-found",
                &[
                    ("kind", self.kind.files_are().into()),
                    ("found", found.into()),
                    ("range", range.into()),
                ],
            )
        } else {
            let filter = field.shown();
            tr_args(
                "chooser-filter",
                &[("filter", filter.into()), ("range", range.into())],
            )
        };
        let counted = texts.draw_centered(
            ctx,
            canvas,
            &filter,
            body * 0.9,
            Vec2::new(cx, layout.filter_top),
            theme.dim_text,
        )?;
        let centred = |top: f32, size: Vec2| Rect::new(cx - size.x * 0.5, top, size.x, size.y);
        self.heading = vec![
            centred(layout.heading_top, title),
            centred(layout.filter_top, counted),
        ];
        let pad = body * 0.6;
        // The projector theme's floor (the dark theme's is 0).
        let min_px = style.min_text_px;
        for slot in 0..layout.visible() {
            let Some(&index) = self.list.shown().get(self.top + slot) else {
                break;
            };
            let card = &self.list.items()[index];
            let rect = layout.card(slot);
            let selected = self.top + slot == self.list.selected();
            if selected {
                let tint = if theme.high_contrast { 0.12 } else { 0.18 };
                fill_rect(canvas, rect, with_alpha(theme.accent, tint));
            }
            let edge = if card.problem.is_some() {
                theme.hit
            } else if selected {
                theme.accent
            } else {
                theme.miss
            };
            let line = theme.line_px * if selected { 1.5 } else { 1.0 };
            outline_rect(ctx, canvas, rect, edge, line)?;
            // An arena's picture at the right, then the file's name before
            // it: two files may share a title.
            let picture = card
                .preview
                .as_ref()
                .map(|p| preview_rect(rect, p, pad * 0.5))
                .unwrap_or(Rect::new(rect.right() - pad, rect.y, 0.0, 0.0));
            if let (Some(preview), true) = (&card.preview, picture.w > 0.0) {
                let key = (
                    index,
                    picture.w.to_bits(),
                    picture.h.to_bits(),
                    // Each theme and palette draws its own picture.
                    [theme.background, theme.accent, theme.miss].map(Color::to_rgba_u32),
                );
                let mesh = match self.pictures.entry(key) {
                    Slot::Occupied(kept) => kept.into_mut(),
                    Slot::Vacant(slot) => {
                        let size = Vec2::new(picture.w, picture.h);
                        slot.insert(preview_mesh(ctx, size, preview, theme)?)
                    }
                };
                let dest = Vec2::new(picture.x, picture.y);
                canvas.draw(mesh, DrawParam::default().dest(dest));
            }
            let right = picture.x - pad;
            let inner = (right - rect.x - pad).max(body);
            let file = card.name.rsplit('/').next().unwrap_or("");
            let file_px = (body * 0.8).max(min_px);
            let file_w = texts.measure(ctx, file, file_px)?.x;
            texts.draw(
                canvas,
                file,
                file_px,
                Vec2::new(right - file_w, rect.y + body * 0.45),
                theme.dim_text,
            );
            let title_w = (inner - file_w - body).max(body);
            let title = card.title.text();
            let title_px = texts.fit_px(ctx, &title, body * 1.25, title_w)?;
            texts.draw(
                canvas,
                &title,
                title_px,
                Vec2::new(rect.x + pad, rect.y + body * 0.3),
                if card.problem.is_some() {
                    theme.hit
                } else {
                    theme.text
                },
            );
            let small = body * 0.95;
            let lines = [card.lines[0].text(), card.lines[1].text()];
            let second = card.problem.as_deref().unwrap_or(&lines[1]);
            let mut at_line = 0;
            for (row, words) in [lines[0].as_str(), second].into_iter().enumerate() {
                if words.is_empty() {
                    continue;
                }
                let colour = match (row, card.problem.is_some(), selected) {
                    (1, true, _) => theme.hit,
                    (_, _, true) => theme.text,
                    _ => theme.dim_text,
                };
                let at = Vec2::new(
                    rect.x + pad,
                    rect.y + body * 0.3 + body * 1.35 + at_line as f32 * small * 1.35,
                );
                // The first line wraps where the card has room for it
                // (large text); a line that still does not fit is set smaller.
                let room = if row == 0 { layout.blurb_lines } else { 1 };
                if room > 1 {
                    // The largest of a few sizes, each a tenth smaller, at
                    // which it wraps onto the lines it has.
                    let mut px = small;
                    for _ in 0..4 {
                        let wrapped = texts.wrapped_lines(ctx, Face::Ui, words, px, inner)?;
                        if wrapped <= room {
                            texts.draw_wrapped(
                                ctx,
                                canvas,
                                Face::Ui,
                                words,
                                px,
                                inner,
                                at,
                                colour,
                            )?;
                            at_line += wrapped;
                            break;
                        }
                        px = (px * 0.9).floor();
                    }
                    if at_line > 0 {
                        continue;
                    }
                }
                let px = texts.fit_px(ctx, words, small, inner)?;
                texts.draw(canvas, words, px, at, colour);
                at_line += 1;
            }
        }
        if self.list.shown().is_empty() {
            let none = if self.list.items().is_empty() {
                tr("chooser-nothing-found")
            } else {
                let erase = FIELD_KEYS.first_key(FieldKey::Erase);
                tr_args("chooser-no-match", &[("erase", erase.into())])
            };
            texts.draw_centered(
                ctx,
                canvas,
                &none,
                body,
                Vec2::new(cx, layout.list.y + body),
                theme.dim_text,
            )?;
        }
        let footer = self.footer();
        let px = texts
            .fit_px(ctx, &footer, body * 0.85, style.window.x * 0.96)?
            .max(min_px);
        texts.draw_centered(
            ctx,
            canvas,
            &footer,
            px,
            Vec2::new(cx, layout.footer_top),
            theme.dim_text,
        )?;
        Ok(())
    }

    fn help(&self) -> Vec<HelpLine> {
        keys::help(self.kind)
    }

    /// The title and the count line, which a notice (F6's, a handout's)
    /// would hide.
    fn keep_clear(&self) -> Vec<Rect> {
        self.heading.clone()
    }
}

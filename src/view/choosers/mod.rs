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
mod draw;
mod keys;
mod layout;
#[cfg(test)]
mod tests;

use ggez::graphics::{Canvas, Rect};
use ggez::{Context, GameResult};
use glam::Vec2;

use hitlab::catalogue::ChooserControl;
use hitlab::i18n::{self, tr, tr_args};
use hitlab::modes::shooter::replays;
use hitlab::screens::chooser::Chooser;
use hitlab::sim::controls::ControlState;
use hitlab::sim::script::{self, ScriptPlayer};
use hitlab::sim::{Control, Script, ScriptError};

use super::app_keys::{APP_KEYS, AppKey};
use super::keymap::{HelpLine, KeyEvent};
use super::screen::{Launch, ModeScreen, Mouse, Request, Style};
use super::text::TextCache;
use super::text_field::{FIELD_KEYS, FieldEdit, FieldKey, field_edit};
use keys::{ChooserKey, KEYS};

pub use cards::{Card, ChooserKind, cards};
pub use layout::ListLayout;
#[cfg(test)]
use layout::scrolled;

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
    pictures: draw::Pictures,
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
            pictures: draw::Pictures::new(),
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

    /// Where this chooser's parts go in its window: the arenas' cards with
    /// their pictures in a grid (with a row for medals when a card has
    /// them), the others' in a list.
    fn layout(&self) -> ListLayout {
        match self.kind {
            ChooserKind::Arenas => {
                let medals = self.list.items().iter().any(|c| c.medals.is_some());
                ListLayout::grid(self.window, medals)
            }
            ChooserKind::Packs | ChooserKind::Lessons => ListLayout::new(self.window),
        }
    }

    fn scroll(&mut self) {
        let shown = self.list.shown().len();
        self.top = self
            .layout()
            .scrolled(self.top, self.list.selected(), shown);
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
            // The best round kept for the card's arena (its name is its
            // key); a missing one is the watching screen's to say.
            ChooserControl::Watch => match (self.kind, &self.launch.data_dir) {
                (ChooserKind::Arenas, Some(dir)) if card.problem.is_none() => {
                    Some(Request::WatchReplay(replays::best_replay(dir, &card.name)))
                }
                _ => None,
            },
            // A lesson's card (not "all in a row") opens for a student alone.
            ChooserControl::Alone => match &card.open {
                Some(Request::OpenLesson(path)) => Some(Request::StudentLesson(path.clone())),
                _ => None,
            },
            ChooserControl::Previous | ChooserControl::Next => None,
        });
        if request.is_some() {
            self.request = request;
        }
    }

    fn control(&mut self, key: ChooserKey) {
        match key {
            ChooserKey::Up | ChooserKey::Down => {
                let columns = self.layout().columns;
                self.list.move_row(columns, key == ChooserKey::Up);
                self.scroll();
            }
            ChooserKey::Previous => self.act(ChooserControl::Previous),
            ChooserKey::Next => self.act(ChooserControl::Next),
            ChooserKey::Open => self.act(ChooserControl::Open),
            ChooserKey::Export if self.kind == ChooserKind::Arenas => {
                self.act(ChooserControl::Edit);
            }
            ChooserKey::Export => self.act(ChooserControl::Export),
            ChooserKey::Watch => self.act(ChooserControl::Watch),
            ChooserKey::Alone => self.act(ChooserControl::Alone),
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
            ("up", key(ChooserKey::Up)),
            ("down", key(ChooserKey::Down)),
            ("left", key(ChooserKey::Previous)),
            ("right", key(ChooserKey::Next)),
            ("page-up", KEYS.last_key(ChooserKey::Previous).into()),
            ("page-down", KEYS.last_key(ChooserKey::Next).into()),
            ("open", key(ChooserKey::Open)),
            ("esc", APP_KEYS.first_key(AppKey::Escape).into()),
        ];
        let id = match self.kind {
            ChooserKind::Lessons => {
                keys.push(("export", key(ChooserKey::Export)));
                keys.push(("alone", key(ChooserKey::Alone)));
                "chooser-footer-export"
            }
            ChooserKind::Arenas => {
                keys.push(("edit", key(ChooserKey::Export)));
                keys.push(("watch", key(ChooserKey::Watch)));
                "chooser-footer-arenas"
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
        // Open, edit and watch each open another screen, which plays the rest
        // in its own controls.
        let opening = [
            ChooserControl::Open.name(),
            ChooserControl::Edit.name(),
            ChooserControl::Watch.name(),
            ChooserControl::Alone.name(),
        ];
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
        let layout = self.layout();
        let body = layout.sizes.body;
        Some(Rect::new(
            layout.list.x,
            layout.filter_top - body * 0.5,
            layout.list.w,
            body,
        ))
    }

    fn mouse(&mut self, event: Mouse) {
        let layout = self.layout();
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
                // A row a notch; the last row shown at the bottom at most.
                let columns = layout.columns;
                let rows = self.list.shown().len().div_ceil(columns);
                let max = rows.saturating_sub(layout.rows) * columns;
                self.top = if notches > 0.0 {
                    self.top.saturating_sub(columns)
                } else {
                    (self.top + columns).min(max)
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
        let layout = self.layout();
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
        for slot in 0..layout.visible() {
            let Some(&index) = self.list.shown().get(self.top + slot) else {
                break;
            };
            let placed = draw::Placed {
                card: &self.list.items()[index],
                index,
                rect: layout.card(slot),
                selected: self.top + slot == self.list.selected(),
            };
            draw::card(
                ctx,
                canvas,
                texts,
                style,
                &layout,
                &placed,
                &mut self.pictures,
            )?;
        }
        if let (Some(top), Some(card)) = (layout.detail_top, self.list.chosen()) {
            // The chosen card's blurb, or why it does not load, under the
            // grid whose cards have no room for it.
            let (words, colour) = match &card.problem {
                Some(problem) => (problem.clone(), theme.hit),
                None => (card.lines[0].text(), theme.dim_text),
            };
            let px = texts
                .fit_px(ctx, &words, body * 0.95, layout.list.w)?
                .max(style.min_text_px);
            texts.draw_centered(ctx, canvas, &words, px, Vec2::new(cx, top), colour)?;
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
            .max(style.min_text_px);
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

//! The choosers: every arena, Sokoban pack or lesson the game finds
//! (shipped, the player's levels folder, `--resources`), one card each, to
//! open from the window alone. What a card says comes from the core's
//! [`hitlab::catalogue`], read once when the chooser opens (so a file added
//! to the levels folder shows the next time it opens); a file that does not
//! load is a card with its first `file:line:column` problem.
//!
//! Keys in `keys.rs`; the layout is a pure function of the window and the
//! scroll ([`ListLayout`]), drawn and hit-tested by the mouse alike. A
//! choice becomes a [`Request`] the app carries out.

mod keys;

use std::collections::HashMap;
use std::collections::hash_map::Entry as Slot;
use std::path::PathBuf;

use ggez::graphics::{Canvas, Color, DrawMode, DrawParam, Mesh, MeshBuilder, Rect};
use ggez::{Context, GameResult};
use glam::Vec2;

use hitlab::catalogue::{self, ArenaCard, ChooserControl, Entry, LessonCard, PackCard, Preview};
use hitlab::i18n::{self, tr, tr_args};
use hitlab::sim::controls::ControlState;
use hitlab::sim::script::{self, ScriptPlayer};
use hitlab::sim::{Control, Script, ScriptError};

use super::keymap::{HelpLine, KeyEvent};
use super::paint::{fill_rect, outline_rect, with_alpha};
use super::screen::{Launch, ModeScreen, Mouse, Request, Style};
use super::shooter::detection_words;
use super::text::{TextCache, TextSizes};
use keys::{ChooserKey, KEYS};

/// Which list a chooser shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChooserKind {
    Arenas,
    Packs,
    Lessons,
}

impl ChooserKind {
    /// The resource folder and extensions its cards come from.
    fn folder(self) -> (&'static str, &'static [&'static str]) {
        match self {
            ChooserKind::Arenas => catalogue::ARENAS,
            ChooserKind::Packs => catalogue::PACKS,
            ChooserKind::Lessons => catalogue::LESSONS,
        }
    }

    fn heading(self) -> String {
        tr(match self {
            ChooserKind::Arenas => "chooser-heading-arenas",
            ChooserKind::Packs => "chooser-heading-packs",
            ChooserKind::Lessons => "chooser-heading-lessons",
        })
    }

    fn name(self) -> String {
        tr(match self {
            ChooserKind::Arenas => "chooser-name-arenas",
            ChooserKind::Packs => "chooser-name-packs",
            ChooserKind::Lessons => "chooser-name-lessons",
        })
    }
}

/// One card: what it says, and what choosing it asks of the app.
#[derive(Debug, Clone, PartialEq)]
pub struct Card {
    /// The resource name (`arenas/storm.toml`), remembered as the last
    /// choice; empty for the lessons' "all in a row".
    pub name: String,
    pub title: String,
    /// Up to two lines under the title.
    pub lines: [String; 2],
    /// Why the file does not load; such a card opens nothing.
    pub problem: Option<String>,
    /// What choosing it does.
    pub open: Option<Request>,
    /// The lesson file whose handout Ctrl+E writes.
    pub handout: Option<PathBuf>,
    /// The arena file Ctrl+E opens in the arena editor (one that does not
    /// load too: the editor shows why, to fix it).
    pub edit: Option<PathBuf>,
    /// An arena's small picture.
    pub preview: Option<Preview>,
}

impl Card {
    /// The card of `entry`: `make`'s from what loaded, or the broken card
    /// with its problem, the same for every chooser.
    fn of<T>(entry: &Entry<T>, make: fn(&Entry<T>, &T) -> Self) -> Self {
        match &entry.card {
            Ok(card) => make(entry, card),
            Err(problem) => Self::broken(entry, problem),
        }
    }

    fn broken<T>(entry: &Entry<T>, problem: &str) -> Self {
        Self {
            name: entry.name.clone(),
            title: entry.stem().to_owned(),
            lines: [tr("card-does-not-load"), String::new()],
            problem: Some(problem.to_owned()),
            open: None,
            handout: None,
            edit: None,
            preview: None,
        }
    }

    fn arena(entry: &Entry<ArenaCard>, card: &ArenaCard) -> Self {
        let clock = match card.round_seconds {
            Some(s) => tr_args("card-round-seconds", &[("seconds", s.into())]),
            None => tr("card-practice"),
        };
        let best = if card.best > 0 {
            tr_args("card-best", &[("best", card.best.into())])
        } else {
            tr("card-no-best")
        };
        let about = if card.about.is_empty() {
            entry.name.clone()
        } else {
            card.about.clone()
        };
        Self {
            name: entry.name.clone(),
            title: card.title.clone(),
            lines: [
                about,
                tr_args(
                    "card-arena-line",
                    &[
                        ("detection", detection_words(card.detection).into()),
                        ("clock", clock.into()),
                        ("best", best.into()),
                    ],
                ),
            ],
            problem: None,
            open: Some(Request::OpenArena(entry.path.clone())),
            handout: None,
            edit: None,
            preview: Some(card.preview.clone()),
        }
    }

    fn pack(entry: &Entry<PackCard>, card: &PackCard) -> Self {
        Self {
            name: entry.name.clone(),
            title: card.title.clone(),
            lines: [
                card.about.clone(),
                tr_args(
                    "card-pack-line",
                    &[
                        ("levels", card.levels.into()),
                        ("solved", card.solved.into()),
                    ],
                ),
            ],
            problem: None,
            open: Some(Request::OpenPack(entry.path.clone())),
            handout: None,
            edit: None,
            preview: None,
        }
    }

    fn lesson(entry: &Entry<LessonCard>, card: &LessonCard) -> Self {
        Self {
            name: entry.name.clone(),
            title: card.title.clone(),
            lines: [
                tr_args(
                    "card-lesson-line",
                    &[
                        ("steps", card.steps.into()),
                        ("modes", mode_words(&card.modes).into()),
                    ],
                ),
                card.step_names.join(", "),
            ],
            problem: None,
            open: Some(Request::OpenLesson(entry.path.clone())),
            handout: Some(entry.path.clone()),
            edit: None,
            preview: None,
        }
    }

    fn all_lessons() -> Self {
        Self {
            name: String::new(),
            title: tr("card-all-lessons"),
            lines: [tr("card-all-lessons-about"), tr("card-all-lessons-next")],
            problem: None,
            open: Some(Request::AllLessons),
            handout: None,
            edit: None,
            preview: None,
        }
    }

    /// The words type-to-filter looks in.
    fn words(&self) -> String {
        format!(
            "{} {} {} {}",
            self.name, self.title, self.lines[0], self.lines[1]
        )
        .to_lowercase()
    }
}

/// A lesson's modes (`shooter`, `raylab`, `sokoban`: the lesson file's
/// words) by the names the title gives them.
fn mode_words(modes: &[&str]) -> String {
    let named: Vec<String> = modes
        .iter()
        .map(|&mode| match mode {
            "shooter" => tr("mode-shooter"),
            "raylab" => tr("mode-raylab"),
            "sokoban" => tr("mode-sokoban"),
            other => other.to_owned(),
        })
        .collect();
    named.join(&tr("list-separator"))
}

/// The cards of `kind`, in the catalogue's order.
#[must_use]
pub fn cards(kind: ChooserKind, launch: &Launch) -> Vec<Card> {
    let resources = hitlab::resources::current();
    let data = launch.data_dir.as_deref();
    match kind {
        ChooserKind::Arenas => catalogue::arenas(resources, data)
            .iter()
            .map(|e| Card {
                edit: Some(e.path.clone()),
                ..Card::of(e, Card::arena)
            })
            .collect(),
        ChooserKind::Packs => catalogue::packs(resources, data)
            .iter()
            .map(|e| Card::of(e, Card::pack))
            .collect(),
        ChooserKind::Lessons => {
            let lessons = catalogue::lessons(resources);
            std::iter::once(Card::all_lessons())
                .chain(lessons.iter().map(|e| Card::of(e, Card::lesson)))
                .collect()
        }
    }
}

/// Where the list's parts go, in window pixels.
#[derive(Debug, Clone, PartialEq)]
pub struct ListLayout {
    pub sizes: TextSizes,
    pub heading_top: f32,
    pub filter_top: f32,
    /// The cards' area: cards outside it are not drawn.
    pub list: Rect,
    pub card_h: f32,
    pub gap: f32,
    pub footer_top: f32,
}

impl ListLayout {
    #[must_use]
    pub fn new(window: Vec2) -> Self {
        let sizes = TextSizes::for_window(window);
        let body = sizes.body;
        let heading_top = body * 0.8;
        let filter_top = heading_top + sizes.heading * 1.3;
        let list_top = filter_top + body * 1.7;
        let footer_top = window.y - body * 1.9;
        let width = (window.x * 0.92).min(body * 52.0);
        let list = Rect::new(
            (window.x - width) * 0.5,
            list_top,
            width,
            (footer_top - body * 0.5 - list_top).max(body),
        );
        Self {
            sizes,
            heading_top,
            filter_top,
            list,
            card_h: body * 1.25 + body * 0.95 * 1.35 * 2.0 + body * 0.7,
            gap: body * 0.45,
            footer_top,
        }
    }

    /// Whole cards the list shows at once (at least one).
    #[must_use]
    pub fn visible(&self) -> usize {
        (((self.list.h + self.gap) / (self.card_h + self.gap)).floor() as usize).max(1)
    }

    /// Card `slot` (0: the first shown) in the list.
    #[must_use]
    pub fn card(&self, slot: usize) -> Rect {
        Rect::new(
            self.list.x,
            self.list.y + slot as f32 * (self.card_h + self.gap),
            self.list.w,
            self.card_h,
        )
    }

    /// The slot under `point`, if it is on a card.
    #[must_use]
    pub fn slot_at(&self, point: Vec2) -> Option<usize> {
        (0..self.visible()).find(|&slot| self.card(slot).contains(point))
    }
}

/// Where an arena's picture goes on its `card`: at the right, `inset`
/// inside the card's edge, as tall as the card allows and as wide as the
/// arena's shape asks, at most a third of the card.
#[must_use]
pub fn preview_rect(card: Rect, preview: &Preview, inset: f32) -> Rect {
    let h = (card.h - 2.0 * inset).max(1.0);
    let aspect = (preview.size.x / preview.size.y.max(1e-3)).clamp(0.5, 4.0);
    let w = (h * aspect).min(card.w / 3.0);
    Rect::new(card.right() - inset - w, card.y + inset, w, h)
}

/// The picture of `preview` in a `size` box with its top-left at the
/// origin: the field's border, obstacles' boxes, each target as the disk it
/// spins in, and the plane as a dot; one mesh, built once and kept.
fn preview_mesh(
    ctx: &Context,
    size: Vec2,
    preview: &Preview,
    theme: &crate::view::theme::Theme,
) -> GameResult<Mesh> {
    let scale = (size.x / preview.size.x).min(size.y / preview.size.y);
    let centre = size * 0.5;
    // World y is up, the window's down.
    let to_px = |p: glam::Vec2| Vec2::new(centre.x + p.x * scale, centre.y - p.y * scale);
    let field = preview.size * scale;
    let line = (theme.line_px * 0.75).max(1.0);
    let mut mesh = MeshBuilder::new();
    let border = Rect::new(
        centre.x - field.x * 0.5,
        centre.y - field.y * 0.5,
        field.x,
        field.y,
    );
    mesh.rectangle(DrawMode::stroke(line), border, theme.dim_text)?;
    for aabb in &preview.obstacles {
        let (a, b) = (to_px(aabb.min), to_px(aabb.max));
        let r = Rect::new(
            a.x.min(b.x),
            a.y.min(b.y),
            (b.x - a.x).abs().max(1.0),
            (b.y - a.y).abs().max(1.0),
        );
        mesh.rectangle(DrawMode::fill(), r, theme.miss)?;
    }
    for &(at, radius, [r, g, b]) in &preview.targets {
        let radius = (radius * scale).max(1.5);
        let colour = Color::from_rgb(r, g, b);
        mesh.circle(DrawMode::fill(), to_px(at), radius, 0.2, colour)?;
        // An edge on paper, where it does not fill a disk a few pixels wide.
        if theme.high_contrast && radius > 4.0 * line {
            mesh.circle(DrawMode::stroke(line), to_px(at), radius, 0.2, theme.text)?;
        }
    }
    mesh.circle(
        DrawMode::fill(),
        to_px(preview.plane),
        (scale * 0.6).max(2.0),
        0.2,
        theme.accent,
    )?;
    Ok(Mesh::from_data(ctx, mesh.build()))
}

/// The first card to show so that `selected` (a position among `shown`
/// cards) is in view, moving `top` as little as possible.
#[must_use]
pub fn scrolled(top: usize, selected: usize, visible: usize, shown: usize) -> usize {
    let top = if selected < top {
        selected
    } else if selected >= top + visible {
        selected + 1 - visible
    } else {
        top
    };
    top.min(shown.saturating_sub(visible))
}

/// A chooser's screen.
pub struct ChooserScreen {
    kind: ChooserKind,
    cards: Vec<Card>,
    /// Typed letters: only cards holding them are shown.
    filter: String,
    /// Indices into `cards` that the filter shows.
    shown: Vec<usize>,
    /// Position in `shown` of the chosen card.
    selected: usize,
    /// Position in `shown` of the first card drawn.
    top: usize,
    window: Vec2,
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
    pictures: HashMap<(usize, u32, u32, bool), Mesh>,
    /// The language generation the cards' words were made in
    /// ([`i18n::generation`]): a switch makes them again.
    words: u64,
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
        let selected = launch
            .last_choice
            .as_deref()
            .and_then(|last| cards.iter().position(|c| c.name == last))
            .unwrap_or(0);
        let mut screen = Self {
            kind,
            shown: (0..cards.len()).collect(),
            cards,
            filter: String::new(),
            selected,
            top: 0,
            window: launch.window,
            request: None,
            launch: launch.clone(),
            script: None,
            controls: ControlState::default(),
            words: i18n::generation(),
            pictures: HashMap::new(),
        };
        screen.scroll();
        screen
    }

    /// The card chosen now, if the filter shows any.
    fn chosen(&self) -> Option<&Card> {
        self.shown.get(self.selected).map(|&i| &self.cards[i])
    }

    /// The chosen card's resource name.
    #[cfg(test)]
    #[must_use]
    pub fn chosen_name(&self) -> Option<&str> {
        self.chosen()
            .map(|c| c.name.as_str())
            .filter(|n| !n.is_empty())
    }

    fn scroll(&mut self) {
        let visible = ListLayout::new(self.window).visible();
        self.top = scrolled(self.top, self.selected, visible, self.shown.len());
    }

    fn refilter(&mut self) {
        let keep = self.chosen().map(|c| c.name.clone());
        let filter = self.filter.to_lowercase();
        self.shown = (0..self.cards.len())
            .filter(|&i| self.cards[i].words().contains(&filter))
            .collect();
        self.selected = keep
            .and_then(|k| self.shown.iter().position(|&i| self.cards[i].name == k))
            .unwrap_or(0);
        self.top = 0;
        self.scroll();
    }

    fn open_chosen(&mut self) {
        if let Some(open) = self.chosen().and_then(|c| c.open.clone()) {
            self.request = Some(open);
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
            ChooserKey::Erase => {
                self.filter.pop();
                self.refilter();
            }
        }
    }

    /// Does what `control` asks, from a key or a script.
    fn act(&mut self, control: ChooserControl) {
        let count = self.shown.len();
        match control {
            ChooserControl::Previous if count > 0 => {
                self.selected = (self.selected + count - 1) % count;
            }
            ChooserControl::Next if count > 0 => self.selected = (self.selected + 1) % count,
            ChooserControl::Open => self.open_chosen(),
            ChooserControl::Export => {
                if let Some(path) = self.chosen().and_then(|c| c.handout.clone()) {
                    self.request = Some(Request::ExportHandout(path));
                }
            }
            ChooserControl::Edit => {
                if let Some(path) = self.chosen().and_then(|c| c.edit.clone()) {
                    self.request = Some(Request::EditArena(path));
                }
            }
            ChooserControl::Previous | ChooserControl::Next => {}
        }
        self.scroll();
    }

    /// Makes the cards' words again if the language switched since.
    fn refresh_words(&mut self) {
        if self.words != i18n::generation() {
            self.reload_cards();
        }
    }

    /// Reads the cards again (a file added or removed, the language
    /// switched), staying on the chosen card.
    fn reload_cards(&mut self) {
        self.words = i18n::generation();
        let keep = self.chosen().map(|c| c.name.clone());
        self.cards = cards(self.kind, &self.launch);
        self.pictures.clear();
        self.shown = Vec::new();
        self.selected = 0;
        self.refilter();
        if let Some(keep) = keep
            && let Some(i) = self.shown.iter().position(|&i| self.cards[i].name == keep)
        {
            self.selected = i;
            self.scroll();
        }
    }

    fn footer(&self) -> String {
        let key = KEYS.first_key(ChooserKey::Export);
        match self.kind {
            ChooserKind::Lessons => tr_args("chooser-footer-export", &[("export", key.into())]),
            ChooserKind::Arenas => tr_args("chooser-footer-edit", &[("edit", key.into())]),
            ChooserKind::Packs => tr("chooser-footer"),
        }
    }
}

impl ModeScreen for ChooserScreen {
    fn name(&self) -> String {
        self.kind.name()
    }

    /// Plays the script's items up to its first `open`; the app hands the
    /// rest to the screen that opens.
    fn set_script(&mut self, script: &Script) -> Result<(), ScriptError> {
        let open = ChooserControl::Open.name();
        let cut = script
            .items()
            .iter()
            .find(|item| item.control == open)
            .map_or(u64::MAX, |item| item.start + 1);
        self.script = Some(script.split_at(cut).0.player()?);
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
        match event.typed_text() {
            Some(text) if text.chars().all(|c| !c.is_control() && c != ' ') => {
                self.filter.push_str(text);
                self.refilter();
                true
            }
            _ => false,
        }
    }

    fn mouse(&mut self, event: Mouse) {
        let layout = ListLayout::new(self.window);
        let at = |p: Vec2| {
            layout
                .slot_at(p)
                .map(|slot| self.top + slot)
                .filter(|&i| i < self.shown.len())
        };
        match event {
            Mouse::Move(p) => {
                if let Some(i) = at(p) {
                    self.selected = i;
                }
            }
            Mouse::Down(p) => {
                if let Some(i) = at(p) {
                    self.selected = i;
                    self.open_chosen();
                }
            }
            Mouse::Wheel { notches, .. } => {
                let max = self.shown.len().saturating_sub(layout.visible());
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
        let (folder, extensions) = self.kind.folder();
        let names = hitlab::resources::current().list(folder, extensions);
        let listed = self.cards.iter().map(|c| &c.name).filter(|n| !n.is_empty());
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
        self.refresh_words();
        let theme = &style.theme;
        let layout = ListLayout::new(style.window);
        let body = layout.sizes.body;
        let cx = style.window.x * 0.5;
        texts.draw_centered(
            ctx,
            canvas,
            &self.kind.heading(),
            layout.sizes.heading,
            Vec2::new(cx, layout.heading_top),
            theme.accent,
        )?;
        // The lessons' "all in a row" card is no file found.
        let found = self.cards.iter().filter(|c| !c.name.is_empty()).count();
        let range = match self.shown.len() {
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
        let filter = if self.filter.is_empty() {
            tr_args(
                "chooser-found",
                &[("found", found.into()), ("range", range.into())],
            )
        } else {
            let filter = self.filter.clone();
            tr_args(
                "chooser-filter",
                &[("filter", filter.into()), ("range", range.into())],
            )
        };
        texts.draw_centered(
            ctx,
            canvas,
            &filter,
            body * 0.9,
            Vec2::new(cx, layout.filter_top),
            theme.dim_text,
        )?;
        let pad = body * 0.6;
        // The projector theme's floor (the dark theme's is 0).
        let min_px = theme.min_text_px(style.window);
        for slot in 0..layout.visible() {
            let Some(&index) = self.shown.get(self.top + slot) else {
                break;
            };
            let card = &self.cards[index];
            let rect = layout.card(slot);
            let selected = self.top + slot == self.selected;
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
                    theme.high_contrast,
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
            let title_px = texts.fit_px(ctx, &card.title, body * 1.25, title_w)?;
            texts.draw(
                canvas,
                &card.title,
                title_px,
                Vec2::new(rect.x + pad, rect.y + body * 0.3),
                if card.problem.is_some() {
                    theme.hit
                } else {
                    theme.text
                },
            );
            let small = body * 0.95;
            let second = card.problem.as_deref().unwrap_or(&card.lines[1]);
            for (row, words) in [card.lines[0].as_str(), second].into_iter().enumerate() {
                if words.is_empty() {
                    continue;
                }
                let px = texts.fit_px(ctx, words, small, inner)?;
                let colour = match (row, card.problem.is_some(), selected) {
                    (1, true, _) => theme.hit,
                    (_, _, true) => theme.text,
                    _ => theme.dim_text,
                };
                texts.draw(
                    canvas,
                    words,
                    px,
                    Vec2::new(
                        rect.x + pad,
                        rect.y + body * 0.3 + body * 1.35 + row as f32 * small * 1.35,
                    ),
                    colour,
                );
            }
        }
        if self.shown.is_empty() {
            let none = tr(if self.cards.is_empty() {
                "chooser-nothing-found"
            } else {
                "chooser-no-match"
            });
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
}

#[cfg(test)]
mod tests {
    use super::*;

    fn launch(last: Option<&str>) -> Launch {
        Launch {
            data_dir: None,
            seed: 0,
            level_path: None,
            window: Vec2::new(1280.0, 720.0),
            practice: false,
            last_choice: last.map(str::to_owned),
        }
    }

    #[test]
    fn a_language_switch_makes_the_cards_words_again_on_the_same_card() {
        let mut screen =
            ChooserScreen::new(ChooserKind::Arenas, &launch(Some("arenas/storm.toml")));
        let english = screen.chosen().map(|c| c.lines[1].clone());
        i18n::set_lang(i18n::Lang::Ja);
        screen.refresh_words();
        let japanese = screen.chosen().map(|c| c.lines[1].clone());
        i18n::set_lang(i18n::Lang::En);
        assert_eq!(screen.chosen_name(), Some("arenas/storm.toml"));
        assert!(english.is_some_and(|l| l.starts_with("starts with the")));
        assert!(japanese.is_some_and(|l| l.starts_with("最初は")));
    }

    #[test]
    fn cards_fit_the_list_and_are_hit_testable() {
        for window in [
            Vec2::new(1280.0, 720.0),
            Vec2::new(1920.0, 1080.0),
            Vec2::new(640.0, 480.0),
        ] {
            let layout = ListLayout::new(window);
            let visible = layout.visible();
            assert!(visible >= 1);
            let last = layout.card(visible - 1);
            assert!(last.bottom() <= layout.list.bottom() + 0.5, "{window:?}");
            assert!(layout.list.bottom() < layout.footer_top);
            assert!(layout.list.right() <= window.x);
            for slot in 0..visible {
                assert_eq!(
                    layout.slot_at(layout.card(slot).center().into()),
                    Some(slot)
                );
            }
        }
    }

    #[test]
    fn the_selected_card_stays_in_view() {
        assert_eq!(scrolled(0, 2, 5, 30), 0);
        assert_eq!(scrolled(0, 7, 5, 30), 3);
        assert_eq!(scrolled(10, 4, 5, 30), 4);
        assert_eq!(scrolled(28, 29, 5, 30), 25);
        assert_eq!(scrolled(0, 0, 5, 2), 0);
    }

    #[test]
    fn starts_on_the_last_choice_and_opens_it_with_enter() {
        let mut screen =
            ChooserScreen::new(ChooserKind::Arenas, &launch(Some("arenas/storm.toml")));
        assert_eq!(screen.chosen_name(), Some("arenas/storm.toml"));
        screen.control(ChooserKey::Open);
        let Some(Request::OpenArena(path)) = screen.take_request() else {
            panic!("Enter opens the arena");
        };
        assert!(path.ends_with("arenas/storm.toml"), "{}", path.display());
        assert_eq!(screen.take_request(), None, "asked once");
    }

    #[test]
    fn typing_filters_and_backspace_erases() {
        let mut screen = ChooserScreen::new(ChooserKind::Arenas, &launch(None));
        let all = screen.shown.len();
        screen.filter = "maze".into();
        screen.refilter();
        assert_eq!(screen.shown.len(), 1);
        assert_eq!(screen.chosen_name(), Some("arenas/maze.toml"));
        screen.control(ChooserKey::Erase);
        screen.control(ChooserKey::Erase);
        screen.control(ChooserKey::Erase);
        screen.control(ChooserKey::Erase);
        assert_eq!(screen.shown.len(), all);
        assert_eq!(screen.chosen_name(), Some("arenas/maze.toml"), "kept");
    }

    #[test]
    fn ctrl_e_on_an_arena_card_edits_it() {
        let mut screen = ChooserScreen::new(ChooserKind::Arenas, &launch(None));
        screen.filter = "maze".into();
        screen.refilter();
        screen.control(ChooserKey::Export);
        let Some(Request::EditArena(path)) = screen.take_request() else {
            panic!("Ctrl+E on an arena card opens the editor");
        };
        assert!(path.ends_with("arenas/maze.toml"), "{}", path.display());
    }

    #[test]
    fn the_lesson_chooser_keeps_all_in_a_row_and_exports_a_lesson() {
        let mut screen = ChooserScreen::new(ChooserKind::Lessons, &launch(None));
        screen.control(ChooserKey::Open);
        assert_eq!(screen.take_request(), Some(Request::AllLessons));
        screen.control(ChooserKey::Export);
        assert_eq!(screen.take_request(), None, "all in a row has no handout");
        screen.control(ChooserKey::Next);
        screen.control(ChooserKey::Export);
        assert!(matches!(
            screen.take_request(),
            Some(Request::ExportHandout(_))
        ));
    }
}

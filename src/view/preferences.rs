//! The preferences screen (F7, the title's last row), drawn over the screen
//! it was opened on as the help is: its keys, its rows laid out as a pure
//! function of the window (so the mouse hits what is drawn), and drawing.
//! What a row does is `hitlab::screens::preferences`'.

use ggez::glam::Vec2;
use ggez::graphics::{Canvas, Rect};
use ggez::winit::keyboard::KeyCode;
use ggez::{Context, GameResult};

use hitlab::i18n::{tr, tr_args};
use hitlab::screens::preferences::{Chosen, Does, Part, PreferencesScreen, ROWS};
use hitlab::settings::controls::PreferencesControl;

use super::app_keys::{APP_KEYS, AppKey};
use super::keymap::{KeyEvent, Keymap, bind, key};
use super::paint::{fill_rect, mark_chosen, outline_rect};
use super::screen::Style;
use super::text::TextCache;

/// The screen's keys: the arrows move and change, Enter or Space (a
/// gamepad's buttons) goes round a row's values. F7 and Esc close it as
/// the app's keys.
pub const KEYS: Keymap<PreferencesControl> = Keymap::new(&[
    bind(PreferencesControl::Previous, &[key(KeyCode::ArrowUp)]),
    bind(PreferencesControl::Next, &[key(KeyCode::ArrowDown)]),
    bind(PreferencesControl::Less, &[key(KeyCode::ArrowLeft)]),
    bind(PreferencesControl::More, &[key(KeyCode::ArrowRight)]),
    bind(
        PreferencesControl::Choose,
        &[
            key(KeyCode::Enter),
            key(KeyCode::NumpadEnter),
            key(KeyCode::Space),
        ],
    ),
]);

/// The control `event` is on this screen, if any.
#[must_use]
pub fn control(event: &KeyEvent) -> Option<PreferencesControl> {
    KEYS.control(event, |_| true)
}

/// The screen's footer: its keys, named from the tables.
#[must_use]
pub fn footer() -> String {
    let keys = |c| KEYS.keys_of(&[c]);
    let rows = KEYS.keys_of(&[PreferencesControl::Previous, PreferencesControl::Next]);
    let values = KEYS.keys_of(&[PreferencesControl::Less, PreferencesControl::More]);
    tr_args(
        "prefs-footer",
        &[
            ("rows", rows.into()),
            ("values", values.into()),
            ("enter", keys(PreferencesControl::Choose).into()),
            ("close", APP_KEYS.first_key(AppKey::Preferences).into()),
            ("esc", APP_KEYS.first_key(AppKey::Escape).into()),
        ],
    )
}

/// One row on screen.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RowPlace {
    /// Its index in [`ROWS`].
    pub row: usize,
    /// The whole row: a click here goes round its values.
    pub rect: Rect,
    /// The arrow before the value.
    pub less: Rect,
    /// The arrow after the value.
    pub more: Rect,
}

/// Where everything goes, in window pixels, at body size `body`.
#[derive(Debug, Clone, PartialEq)]
pub struct PreferencesLayout {
    pub panel: Rect,
    pub heading_top: f32,
    pub kept_top: f32,
    /// The rows shown, top to bottom: all of them, or as many as fit with
    /// the focus among them (large text on a small window).
    pub rows: Vec<RowPlace>,
    /// Whether rows are hidden above or below those shown.
    pub more_above: bool,
    pub more_below: bool,
    pub footer_top: f32,
    pub body: f32,
    pub heading: f32,
}

impl PreferencesLayout {
    /// The layout in a window of size `window` with body text `body`
    /// pixels high and row `focus` in focus.
    #[must_use]
    pub fn new(window: Vec2, body: f32, focus: usize) -> Self {
        let heading = (body * 1.5).round();
        let margin = body;
        let panel = Rect::new(
            margin,
            margin,
            (window.x - 2.0 * margin).max(1.0),
            (window.y - 2.0 * margin).max(1.0),
        );
        let pad = body;
        let heading_top = panel.y + pad * 0.6;
        let kept_top = heading_top + heading * 1.3;
        let first_top = kept_top + body * 1.8;
        let footer_top = panel.bottom() - body * 1.7;
        // Rows close up a little before the list scrolls.
        let room = (footer_top - body * 0.4 - first_top).max(body * 1.75);
        let row_h = (room / ROWS.len() as f32).clamp(body * 1.45, body * 1.75);
        let fits = ((room / row_h).floor() as usize).clamp(1, ROWS.len());
        let first = (focus + 1).saturating_sub(fits).min(ROWS.len() - fits);
        let inner_w = (panel.w - 2.0 * pad).max(1.0);
        let value_w = (inner_w * 0.45).min(body * 18.0);
        let arrow = (body * 1.4).min(row_h - body * 0.25);
        let rows = (first..first + fits)
            .enumerate()
            .map(|(i, row)| {
                let top = first_top + i as f32 * row_h;
                let rect = Rect::new(panel.x + pad, top, inner_w, row_h - body * 0.25);
                let arrow_top = top + (rect.h - arrow) * 0.5;
                let more_x = rect.right() - body * 0.3 - arrow;
                RowPlace {
                    row,
                    rect,
                    less: Rect::new(more_x - value_w + arrow, arrow_top, arrow, arrow),
                    more: Rect::new(more_x, arrow_top, arrow, arrow),
                }
            })
            .collect();
        Self {
            panel,
            heading_top,
            kept_top,
            rows,
            more_above: first > 0,
            more_below: first + fits < ROWS.len(),
            footer_top,
            body,
            heading,
        }
    }

    /// The row and the part of it under `point`, if any.
    #[must_use]
    pub fn at(&self, point: Vec2) -> Option<(usize, Part)> {
        let place = self.rows.iter().find(|p| p.rect.contains(point))?;
        let part = if place.less.contains(point) {
            Part::Less
        } else if place.more.contains(point) {
            Part::More
        } else {
            Part::Row
        };
        Some((place.row, part))
    }
}

/// Draws the screen over whatever is on `canvas`, opaque as the help is.
pub fn draw(
    ctx: &mut Context,
    canvas: &mut Canvas,
    texts: &mut TextCache,
    style: &Style,
    screen: &PreferencesScreen,
    chosen: &Chosen,
) -> GameResult {
    let theme = &style.theme;
    let window = style.window;
    let layout = PreferencesLayout::new(window, style.text_px, screen.focus());
    let body = layout.body;
    let small = style.px(0.85);
    let panel = layout.panel;
    fill_rect(
        canvas,
        Rect::new(0.0, 0.0, window.x, window.y),
        theme.background,
    );
    outline_rect(ctx, canvas, panel, theme.accent, theme.line_px)?;
    let left = panel.x + body;
    texts.draw(
        canvas,
        &tr("prefs-heading"),
        layout.heading,
        Vec2::new(left, layout.heading_top),
        theme.accent,
    );
    let kept = tr("prefs-kept");
    let kept_px = texts.fit_px(ctx, &kept, small, panel.w - 2.0 * body)?;
    texts.draw(
        canvas,
        &kept,
        kept_px,
        Vec2::new(left, layout.kept_top),
        theme.dim_text,
    );

    for place in &layout.rows {
        let focused = place.row == screen.focus();
        draw_row(ctx, canvas, texts, style, place, chosen, focused)?;
    }
    // Rows above or below the ones shown: an arrow in the margin right of
    // the first or the last, clear of the lines above and below them.
    let (first_row, last_row) = (layout.rows.first(), layout.rows.last());
    let margin_x = |rect: Rect| (rect.right() + panel.right()) * 0.5;
    if layout.more_above
        && let Some(first) = first_row
    {
        let at = Vec2::new(margin_x(first.rect), first.rect.y);
        texts.draw_centered(ctx, canvas, "↑", small, at, theme.dim_text)?;
    }
    if layout.more_below
        && let Some(last) = last_row
    {
        let at = Vec2::new(margin_x(last.rect), last.rect.bottom() - small * 1.3);
        texts.draw_centered(ctx, canvas, "↓", small, at, theme.dim_text)?;
    }

    let footer = footer();
    let footer_px = texts.fit_px(ctx, &footer, small, panel.w - 2.0 * body)?;
    texts.draw_centered(
        ctx,
        canvas,
        &footer,
        footer_px,
        Vec2::new(panel.center().x, layout.footer_top),
        theme.dim_text,
    )?;
    Ok(())
}

/// Draws the row at `place`: its label, its note, its value between arrows.
fn draw_row(
    ctx: &mut Context,
    canvas: &mut Canvas,
    texts: &mut TextCache,
    style: &Style,
    place: &RowPlace,
    chosen: &Chosen,
    focused: bool,
) -> GameResult {
    let Some(row) = ROWS.get(place.row) else {
        return Ok(());
    };
    let theme = &style.theme;
    // The body size the layout was made with.
    let body = style.text_px;
    let rect = place.rect;
    if focused {
        mark_chosen(ctx, canvas, rect, theme)?;
    }
    let text_top = rect.y + (rect.h - body * 1.2) * 0.5;
    let label = tr(row.label);
    let label_x = rect.x + body * 0.6;
    let label_room = place.less.x - body * 0.8 - label_x;
    let label_px = texts.fit_px(ctx, &label, body, label_room)?;
    let label_size = texts.measure(ctx, &label, label_px)?;
    let colour = if focused { theme.accent } else { theme.text };
    texts.draw(
        canvas,
        &label,
        label_px,
        Vec2::new(label_x, text_top),
        colour,
    );
    if let Some(note) = row.note {
        let note = tr(note);
        let x = label_x + label_size.x + body * 0.6;
        let room = place.less.x - body * 0.6 - x;
        let px = texts.fit_px(ctx, &note, style.px(0.8), room.max(1.0))?;
        let top = text_top + (body - px) * 0.6;
        texts.draw(canvas, &note, px, Vec2::new(x, top), theme.dim_text);
    }
    let Does::Set { value, .. } = row.does else {
        return Ok(());
    };
    for (arrow, glyph) in [(place.less, "←"), (place.more, "→")] {
        outline_rect(ctx, canvas, arrow, theme.dim_text, theme.line_px)?;
        let top = arrow.y + (arrow.h - body * 1.2) * 0.5;
        let at = Vec2::new(arrow.center().x, top);
        texts.draw_centered(ctx, canvas, glyph, body, at, theme.accent)?;
    }
    let value = value(chosen);
    let between = place.more.x - place.less.right() - body * 0.6;
    let px = texts.fit_px(ctx, &value, body, between.max(1.0))?;
    let centre = (place.less.right() + place.more.x) * 0.5;
    let at = Vec2::new(centre, text_top + (body - px) * 0.6);
    texts.draw_centered(ctx, canvas, &value, px, at, theme.text)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use ggez::winit::keyboard::KeyCode;

    #[test]
    fn every_row_fits_and_the_focus_is_always_shown() {
        for (window, body) in [
            (Vec2::new(1280.0, 720.0), 24.0),
            (Vec2::new(1280.0, 800.0), 27.0),
            (Vec2::new(1280.0, 720.0), 48.0),
            (Vec2::new(640.0, 400.0), 14.0),
        ] {
            for focus in 0..ROWS.len() {
                let layout = PreferencesLayout::new(window, body, focus);
                assert!(layout.rows.iter().any(|p| p.row == focus));
                for pair in layout.rows.windows(2) {
                    assert!(pair[0].rect.bottom() <= pair[1].rect.top());
                }
                for place in &layout.rows {
                    assert!(place.rect.right() <= layout.panel.right());
                    assert!(place.rect.bottom() <= layout.footer_top);
                    assert!(place.rect.left() < place.less.left());
                    assert!(place.less.right() < place.more.left());
                    assert_eq!(
                        layout.at(place.less.center().into()),
                        Some((place.row, Part::Less))
                    );
                    assert_eq!(
                        layout.at(place.more.center().into()),
                        Some((place.row, Part::More))
                    );
                    let label = Vec2::new(place.rect.x + 2.0, place.rect.center().y);
                    assert_eq!(layout.at(label), Some((place.row, Part::Row)));
                }
            }
        }
        let roomy = PreferencesLayout::new(Vec2::new(1280.0, 800.0), 27.0, 0);
        assert_eq!(roomy.rows.len(), ROWS.len(), "every row at 1280x800");
        assert!(!roomy.more_above && !roomy.more_below);
        assert_eq!(roomy.at(Vec2::new(1.0, 1.0)), None);
    }

    #[test]
    fn the_keyboard_and_the_gamepad_reach_every_control_but_close() {
        use crate::view::screen::VirtualKey;
        assert_eq!(
            control(&KeyEvent::code(KeyCode::ArrowDown)),
            Some(PreferencesControl::Next)
        );
        let pad = |k: VirtualKey| control(&KeyEvent::code(k.key_code()));
        assert_eq!(pad(VirtualKey::Up), Some(PreferencesControl::Previous));
        assert_eq!(pad(VirtualKey::Left), Some(PreferencesControl::Less));
        assert_eq!(pad(VirtualKey::Right), Some(PreferencesControl::More));
        assert_eq!(pad(VirtualKey::Enter), Some(PreferencesControl::Choose));
        assert_eq!(pad(VirtualKey::Space), Some(PreferencesControl::Choose));
        assert_eq!(KEYS.unnamed_presses(), []);
        assert_eq!(
            footer(),
            "↑ / ↓ choose a row    ← / → change it    Enter / Space next value    F7 or Esc close"
        );
    }
}

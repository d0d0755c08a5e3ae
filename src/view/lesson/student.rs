//! A student's summary at the end of a lesson, drawn over the whole window:
//! each question and how it went, the totals, and where the answers are
//! kept. The words are [`Summary`]'s; this lays them out and draws them.

use ggez::graphics::{Canvas, Rect};
use ggez::{Context, GameResult};
use glam::Vec2;

use hitlab::i18n::tr_args;
use hitlab::screens::student::Summary;

use super::keys::{KEYS, LessonKey};
use crate::view::app_keys::{APP_KEYS, AppKey};
use crate::view::paint::panel;
use crate::view::screen::Style;
use crate::view::text::{Face, TextCache, TextSizes};

/// The time now, RFC 3339 with the local offset: when an answer was given.
#[must_use]
pub fn now() -> String {
    jiff::Zoned::now()
        .strftime("%Y-%m-%dT%H:%M:%S%:z")
        .to_string()
}

/// Draws `summary` on a card over the window.
pub fn draw_summary(
    ctx: &mut Context,
    canvas: &mut Canvas,
    style: &Style,
    texts: &mut TextCache,
    summary: &Summary,
) -> GameResult {
    let theme = &style.theme;
    let window = style.window;
    let body = TextSizes::for_window(window).body.max(style.min_text_px);
    let pad = body;
    // At most this room; as tall as its lines, centred.
    let most = Rect::new(
        window.x * 0.05,
        window.y * 0.05,
        window.x * 0.9,
        window.y * 0.9,
    );
    let width = (most.w - 2.0 * pad).max(1.0);
    let keys = tr_args(
        "student-summary-keys",
        &[
            ("back", KEYS.first_key(LessonKey::Back).into()),
            ("esc", APP_KEYS.first_key(AppKey::Escape).into()),
        ],
    );
    let mut lines: Vec<(String, Face, ggez::graphics::Color, f32)> =
        vec![(summary.heading.clone(), Face::Bold, theme.text, 1.3)];
    for row in &summary.rows {
        lines.push((row.clone(), Face::Ui, theme.text, 1.0));
    }
    lines.push((summary.totals.clone(), Face::Bold, theme.accent, 1.0));
    if let Some(kept) = &summary.kept {
        lines.push((kept.clone(), Face::Ui, theme.dim_text, 1.0));
    }
    lines.push((keys, Face::Ui, theme.dim_text, 1.0));
    // Shrinks the text (never below the theme's smallest) until it fits.
    let room = most.h - 2.0 * pad;
    let mut scale = 1.0_f32;
    let (laid, height) = loop {
        let mut laid = Vec::new();
        let mut height = 0.0;
        for (words, face, colour, size) in &lines {
            let px = (body * size * scale).round().max(style.min_text_px);
            let measured: Vec2 = texts
                .wrapped(ctx, *face, words, px, width)?
                .measure(ctx)?
                .into();
            laid.push((words.as_str(), *face, *colour, px, height));
            height += measured.y + px * 0.4;
        }
        let smallest = laid.iter().all(|l| l.3 <= style.min_text_px);
        if height <= room || smallest {
            break (laid, height);
        }
        scale *= 0.9;
    };
    let tall = (height + 2.0 * pad).min(most.h);
    let card = Rect::new(most.x, (window.y - tall) / 2.0, most.w, tall);
    panel(
        ctx,
        canvas,
        card,
        theme.panel,
        theme.accent,
        theme.line_px * 2.0,
    )?;
    let under = texts.set_surface("student_summary");
    for (words, face, colour, px, top) in laid {
        texts.draw_wrapped(
            ctx,
            canvas,
            face,
            words,
            px,
            width,
            Vec2::new(card.x + pad, card.y + pad + top),
            colour,
        )?;
    }
    texts.set_surface(under);
    Ok(())
}

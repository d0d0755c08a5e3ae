//! The caption band under a lesson step: the caption large, the lesson's title
//! and the step counter ("3 / 9"), and the keys (a lesson save that was not
//! taken is the screen's banner, as in every mode). The step's mode is drawn
//! above it, in the rest of the window, so the band never covers what it
//! explains.

use ggez::graphics::{Canvas, Rect};
use ggez::{Context, GameResult};
use glam::Vec2;

use hitlab::screens::lesson::Place;

use super::keys::{Seat, reminder};
use crate::view::paint::{fill_rect, outline_rect};
use crate::view::screen::Style;
use crate::view::text::{Face, TextCache, TextSizes};

/// Of the window's height, the band takes this share ...
const BAND_SHARE: f32 = 0.24;
/// ... but never less than this many pixels.
const MIN_BAND_PX: f32 = 110.0;
/// The caption is set this many times the body text size, smaller if it
/// would not fit.
const CAPTION_SCALE: f32 = 1.6;

/// The band's height in a window of `window` pixels.
#[must_use]
pub fn height(window: Vec2) -> f32 {
    (window.y * BAND_SHARE).max(MIN_BAND_PX).min(window.y * 0.5)
}

/// What the band shows.
pub struct BandView<'a> {
    pub title: &'a str,
    pub caption: &'a str,
    pub counter: &'a str,
    /// Who is at the keys, and what the step waits for: the keys named.
    pub seat: Seat,
}

/// The band's text sizes and places, measured before anything of the
/// frame is drawn: the caption is tried at several sizes, and measuring
/// is kept apart from a frame's drawing (many trial sizes measured in a
/// frame have been seen to lose the texts drawn before them, with large
/// text).
pub struct BandLayout {
    /// The top line's size.
    small: f32,
    /// The keys' size and place.
    keys_px: f32,
    keys_at: Vec2,
    /// The caption's size and top.
    caption_px: f32,
    caption_top: f32,
}

/// Measures the band for `view` ([`BandLayout`]).
pub fn lay_out(
    ctx: &Context,
    style: &Style,
    texts: &mut TextCache,
    view: &BandView<'_>,
) -> GameResult<BandLayout> {
    let theme = style.theme;
    let window = style.window;
    let band = height(window);
    let top = window.y - band;
    let small = (TextSizes::for_window(window).body * 0.7).max(style.min_text_px);
    let pad = small;
    let head = format!("{}   {}", view.counter, view.title);
    // The keys at the right of the top line; where they would run into the
    // title they take a line of their own under it rather than shrink below
    // the theme's smallest text.
    let keys = reminder(view.seat);
    let keys_face = keys_look(&theme, view.seat.place).0;
    let head_width = texts
        .measure_in(ctx, theme.value_face(Face::Ui), &head, small)?
        .x;
    let line_room = window.x - head_width - 4.0 * pad;
    let keys_width = texts.measure_in(ctx, keys_face, &keys, small)?.x;
    let (keys_px, keys_at, lines) = if keys_width <= line_room {
        (
            small,
            Vec2::new(window.x - pad - keys_width, top + pad * 0.5),
            1.0,
        )
    } else {
        let full = window.x - 2.0 * pad;
        let px = if keys_width <= full {
            small
        } else {
            (small * full / keys_width).floor().max(10.0)
        };
        (px, Vec2::new(pad, top + pad * 0.5 + small * 1.3), 2.0)
    };
    let width = window.x - 2.0 * pad;
    let caption_top = top + small * (1.8 + 1.3 * (lines - 1.0));
    let room = top + band - caption_top - pad * 0.5;
    let largest = (TextSizes::for_window(window).body * CAPTION_SCALE).round();
    let mut height =
        |px: f32| -> GameResult<f32> { Ok(wrapped_size(ctx, texts, view.caption, px, width)?.y) };
    // The largest of `largest`, 2 px less, 4 px less ... at which the
    // wrapped caption fits the band (down to 12 px). A first guess from
    // how much too tall it is at the largest (a wrapped text's height
    // grows about as its size squared) saves trying every size on the way.
    let mut caption_px = largest;
    let tall = height(largest)?;
    if tall > room {
        let guess = largest * (room / tall.max(1.0)).max(0.0).sqrt();
        caption_px = largest - 2.0 * ((largest - guess) / 2.0).ceil().max(1.0);
        while caption_px + 2.0 < largest && height(caption_px + 2.0)? <= room {
            caption_px += 2.0;
        }
        while caption_px > 12.0 && height(caption_px)? > room {
            caption_px -= 2.0;
        }
    }
    Ok(BandLayout {
        small,
        keys_px,
        keys_at,
        caption_px,
        caption_top,
    })
}

/// The keys' face and colour: the end of the lesson is said in the accent
/// colour, so it is seen.
fn keys_look(theme: &crate::view::theme::Theme, place: Place) -> (Face, ggez::graphics::Color) {
    if place == Place::Ended {
        (theme.value_face(Face::Ui), theme.accent)
    } else if theme.high_contrast {
        (Face::Bold, theme.text)
    } else {
        (Face::Ui, theme.dim_text)
    }
}

/// Draws the band along the bottom of the window, as [`lay_out`] measured it.
pub fn draw(
    ctx: &mut Context,
    canvas: &mut Canvas,
    style: &Style,
    texts: &mut TextCache,
    view: &BandView<'_>,
    layout: &BandLayout,
) -> GameResult {
    let theme = style.theme;
    let window = style.window;
    let band = height(window);
    let top = window.y - band;
    let rect = Rect::new(0.0, top, window.x, band);
    fill_rect(canvas, rect, theme.panel);
    outline_rect(ctx, canvas, rect, theme.dim_text, theme.line_px)?;

    let small = layout.small;
    let pad = small;
    // Top line: the counter and the title on the left, the keys on the right.
    let head = format!("{}   {}", view.counter, view.title);
    texts.draw_in(
        canvas,
        theme.value_face(Face::Ui),
        &head,
        small,
        Vec2::new(pad, top + pad * 0.5),
        theme.accent,
    );
    let keys = reminder(view.seat);
    let (keys_face, keys_colour) = keys_look(&theme, view.seat.place);
    texts.draw_in(
        canvas,
        keys_face,
        &keys,
        layout.keys_px,
        layout.keys_at,
        keys_colour,
    );
    texts.draw_wrapped(
        ctx,
        canvas,
        Face::Ui,
        view.caption,
        layout.caption_px,
        window.x - 2.0 * pad,
        Vec2::new(pad, layout.caption_top),
        theme.text,
    )
}

fn wrapped_size(
    ctx: &Context,
    texts: &mut TextCache,
    words: &str,
    px: f32,
    width: f32,
) -> GameResult<Vec2> {
    let text = texts.wrapped(ctx, Face::Ui, words, px, width)?;
    Ok(text.measure(ctx)?.into())
}

//! The banner that says why what plays is not the file on disk: the file
//! was rejected (every problem the loader found, as many as fit). One banner
//! for every screen that shows a file (arena, pack, lesson: see
//! `hitlab::levels::live`); the game keeps running beside it. The shooter
//! gives it a slot between its HUD and its field (`shooter/layout.rs`); the
//! other screens draw it over their top ([`BannerView::draw_over`]). What
//! it says and how its rows are laid out to a width is
//! `hitlab::screens::banner`'s; this measures, sizes and draws them.

use ggez::graphics::{Canvas, Rect};
use ggez::{Context, GameResult};
use glam::Vec2;

use hitlab::levels::{LiveFile, Reload};
/// What the banner says, which each screen builds from its rejection.
pub use hitlab::screens::banner::ErrorBanner;
use hitlab::screens::banner::{Fit, Row, RowKind, lines_in};

use crate::view::app_keys::fix_or_leave;
use crate::view::paint::panel;
use crate::view::screen::Style;
use crate::view::text::{Face, TextCache};

/// What a banner's rows were laid out for: text width, text size and
/// height allowed (as bits), the face, and the words of its heading and
/// way out (which a language switch changes).
type LayoutKey = (u32, u32, u32, Face, [String; 2]);

/// The banner on screen: what it says, and its rows laid out for the
/// window it was last drawn in (measured once, not every frame).
pub struct BannerView {
    banner: ErrorBanner,
    /// What the rows were laid out for, and the rows.
    layout: Option<(LayoutKey, Vec<Row>)>,
}

impl BannerView {
    /// The banner for the file `live` last refused, if it did: its problems
    /// and `fallback` (a message id), what plays meanwhile.
    #[must_use]
    pub fn refused(live: &LiveFile, fallback: &'static str) -> Option<Self> {
        live.rejection()
            .map(|rejection| ErrorBanner::new(rejection, fallback).into())
    }

    /// What a poll of `live` that found `reload` leaves in `banner`, the
    /// same on every screen that shows a file: none once a good version
    /// loads, why once one is refused (`fallback` saying what plays on),
    /// the banner as it was while the file is unchanged. Returns whether
    /// the screen changed.
    pub fn follow<T>(
        banner: &mut Option<Self>,
        live: &LiveFile,
        reload: &Reload<T>,
        fallback: &'static str,
    ) -> bool {
        match reload {
            Reload::Unchanged => return false,
            Reload::Loaded(_) => *banner = None,
            Reload::Refused => *banner = Self::refused(live, fallback),
        }
        true
    }
}

impl From<ErrorBanner> for BannerView {
    fn from(banner: ErrorBanner) -> Self {
        Self {
            banner,
            layout: None,
        }
    }
}

impl BannerView {
    /// Lays the rows out for a banner `width` pixels wide (once per size)
    /// and returns the height it needs, at most about `max_height`.
    pub fn height(
        &mut self,
        ctx: &Context,
        style: &Style,
        texts: &TextCache,
        width: f32,
        max_height: f32,
    ) -> GameResult<f32> {
        let px = banner_px(style);
        let line_height = px * LINE_SPACING;
        // The text is inset by `px` on each side of the panel.
        let text_width = (width - 2.0 * px).max(px);
        let face = banner_face(style);
        let key = (
            text_width.to_bits(),
            px.to_bits(),
            max_height.to_bits(),
            face,
            [self.banner.heading.text(), fix_or_leave()],
        );
        if !matches!(&self.layout, Some((k, _)) if *k == key) {
            let lines = lines_in(max_height - px, line_height);
            let (banner, way_out) = (&self.banner, &key.4[1]);
            let rows = texts.with_measure(ctx, face, px, |measure| {
                banner.rows(
                    &mut Fit {
                        width: text_width,
                        indent: px * 1.2,
                        lines,
                        measure,
                    },
                    way_out,
                )
            })?;
            self.layout = Some((key, rows));
        }
        let rows = self.layout.as_ref().map_or(0, |(_, rows)| rows.len());
        Ok(line_height * rows as f32 + px)
    }

    /// Lays the banner out across the window below `top` (at most
    /// `max_share` of the window's height) and draws it there.
    pub fn draw_over(
        &mut self,
        ctx: &mut Context,
        canvas: &mut Canvas,
        style: &Style,
        texts: &mut TextCache,
        top: f32,
        max_share: f32,
    ) -> GameResult {
        let pad = style.text_px * 0.5;
        let width = style.window.x - 2.0 * pad;
        let height = self.height(ctx, style, texts, width, style.window.y * max_share)?;
        let rect = Rect::new(pad, top + pad, width, height);
        self.draw(ctx, canvas, style, texts, rect)
    }

    /// Draws the banner in `rect`, as laid out by the last [`Self::height`].
    /// Its background is opaque: the play field is never under it, but
    /// nothing drawn later may show through the text either.
    pub fn draw(
        &self,
        ctx: &mut Context,
        canvas: &mut Canvas,
        style: &Style,
        texts: &mut TextCache,
        rect: Rect,
    ) -> GameResult {
        let Some((_, rows)) = &self.layout else {
            return Ok(());
        };
        let theme = &style.theme;
        let px = banner_px(style);
        panel(
            ctx,
            canvas,
            rect,
            theme.background,
            theme.hit,
            theme.line_px,
        )?;
        let line_height = px * LINE_SPACING;
        for (i, row) in rows.iter().enumerate() {
            let (colour, x) = match row.kind {
                RowKind::Heading => (theme.hit, 0.0),
                RowKind::Continuation => (theme.text, px * 1.2),
                RowKind::Problem | RowKind::More => (theme.text, 0.0),
                RowKind::WayOut => (theme.dim_text, 0.0),
            };
            let at = Vec2::new(rect.x + px + x, rect.y + px * 0.5 + line_height * i as f32);
            texts.draw_in(canvas, banner_face(style), &row.text, px, at, colour);
        }
        Ok(())
    }
}

/// The banner's text size, never below the theme's smallest.
fn banner_px(style: &Style) -> f32 {
    style.px(0.85)
}

/// The banner's face: monospaced, bold on a projector, where thin strokes
/// wash out on white.
fn banner_face(style: &Style) -> Face {
    style.theme.value_face(Face::Mono)
}

/// Line height as a multiple of the text size.
const LINE_SPACING: f32 = 1.4;

#[cfg(test)]
mod tests {
    use super::*;
    use hitlab::i18n::tr;
    use hitlab::levels::Rejection;

    #[test]
    fn a_poll_leaves_the_banner_as_the_file_now_stands() {
        let mut live = LiveFile::new("arena.toml");
        let loaded = live.load(|path| Err::<(), _>(Rejection::whole(path, "1:1: bad")));
        assert!(loaded.is_none());
        let fallback = "banner-still-playing";
        let mut shown = None;
        let unchanged = Reload::<()>::Unchanged;
        assert!(!BannerView::follow(&mut shown, &live, &unchanged, fallback));
        assert!(shown.is_none(), "nothing polled, nothing shown");
        assert!(BannerView::follow(
            &mut shown,
            &live,
            &Reload::<()>::Refused,
            fallback
        ));
        let banner = shown.as_ref().map(|view| &view.banner).expect("refused");
        assert_eq!(banner.problems, ["1:1: bad"]);
        assert!(banner.heading.text().contains(&tr(fallback)));
        assert!(!BannerView::follow(&mut shown, &live, &unchanged, fallback));
        assert!(shown.is_some(), "kept while the file is unchanged");
        assert!(BannerView::follow(
            &mut shown,
            &live,
            &Reload::Loaded(()),
            fallback
        ));
        assert!(shown.is_none(), "a good version clears it");
    }
}

//! The level editors' screens: they draw what the core editors hold and turn
//! keys and clicks into its edits (`hitlab::editor`).

pub mod arena;
pub mod sokoban;

/// The line over the game while an editor's level is played from here:
/// how to go back, on a panel so it reads over whatever the round draws.
/// Both editors show it the same way.
pub fn draw_playing_hint(
    ctx: &mut ggez::Context,
    canvas: &mut ggez::graphics::Canvas,
    style: &crate::view::screen::Style,
    texts: &mut crate::view::text::TextCache,
    hint: &str,
) -> ggez::GameResult {
    use crate::view::sokoban::overlay::{Anchor, Toast};
    let sizes = crate::view::text::TextSizes::for_window(style.window);
    let toast = Toast {
        text: hint,
        px: sizes.body * 0.9,
        color: style.theme.accent,
        alpha: 1.0,
    };
    // Above the footer line both games draw at the bottom.
    let at = ggez::glam::Vec2::new(style.window.x * 0.5, style.window.y - sizes.body * 2.2);
    toast.draw(texts, ctx, canvas, style, Anchor::Bottom(at))?;
    Ok(())
}

/// The colour of an editor's line of news: the accent for what was done
/// ("Saved"), the colour the refused-file banner and the title's errors
/// use for what failed ("Could not save"), so a failure never looks like
/// a success.
#[must_use]
pub fn notice_colour(theme: &crate::view::theme::Theme, failed: bool) -> ggez::graphics::Color {
    if failed { theme.hit } else { theme.accent }
}

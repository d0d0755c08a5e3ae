//! The level list: every entry, the solved ones with their best scores and
//! the skipped ones with why.

use ggez::glam::Vec2;
use ggez::graphics::{Canvas, Color};
use ggez::{Context, GameResult};

use super::draw::moves_and_pushes;
use super::keys::{KEYS, LIST_KEYS, ListKey, news_words};
use super::overlay::{Anchor, Toast};
use crate::view::screen::Style;
use crate::view::text::{TextCache, TextSizes};
use hitlab::i18n::tr_args;
use hitlab::modes::sokoban::controls::DIGITS;
use hitlab::modes::sokoban::session::LIST_PAGE;
use hitlab::modes::sokoban::{Session, SokobanControl as C, SolutionStats};
use hitlab::screens::words::sokoban as words;

/// Draws the level list, `cursor` on the highlighted entry.
pub(super) fn draw_select(
    session: &Session,
    ctx: &mut Context,
    canvas: &mut Canvas,
    style: &Style,
    texts: &mut TextCache,
    cursor: usize,
) -> GameResult {
    let theme = style.theme;
    let sizes = TextSizes::for_window(style.window);
    let pad = sizes.body * 0.6;
    let heading = tr_args(
        "sokoban-choose-level",
        &[
            ("up", KEYS.first_key(C::Up).into()),
            ("down", KEYS.first_key(C::Down).into()),
            ("confirm", KEYS.first_key(C::Confirm).into()),
            ("back", KEYS.first_key(C::LevelSelect).into()),
        ],
    );
    let heading_px = texts.fit_px(ctx, &heading, sizes.heading, style.window.x - 2.0 * pad)?;
    texts.draw(canvas, &heading, heading_px, Vec2::splat(pad), theme.text);
    let n = session.pack().entries.len();
    // The keys that cross a long list, and where in it the cursor is.
    let typed = session.typed().map_or(String::new(), |t| {
        tr_args("sokoban-typed", &[("typed", t.to_string().into())])
    });
    let hint = tr_args(
        "sokoban-list-keys",
        &[
            ("prev", KEYS.last_key(C::PrevLevel).into()),
            ("next", KEYS.last_key(C::NextLevel).into()),
            ("page", LIST_PAGE.into()),
            ("first", KEYS.first_key(C::ListFirst).into()),
            ("last", KEYS.first_key(C::ListLast).into()),
            ("edit", LIST_KEYS.first_key(ListKey::Edit).into()),
            ("unsolved", KEYS.first_key(C::NextUnsolved).into()),
            ("digits", KEYS.keys_of(&DIGITS).into()),
            ("entry", (cursor + 1).into()),
            ("of", n.into()),
            ("typed", typed.into()),
        ],
    );
    let hint_top = pad + sizes.heading * 1.35;
    let hint_px = texts.fit_px(ctx, &hint, sizes.body, style.window.x - 2.0 * pad)?;
    let hint_colour = if theme.high_contrast {
        theme.text
    } else {
        theme.dim_text
    };
    texts.draw(
        canvas,
        &hint,
        hint_px,
        Vec2::new(pad, hint_top),
        hint_colour,
    );
    let row_h = sizes.body * 1.35;
    let top = hint_top + sizes.body * 1.8;
    // Room at the bottom for two one-line toasts (why an entry was skipped,
    // and news), so they never cover a row.
    let toasts = 2.0 * sizes.body * 1.8;
    let rows = (((style.window.y - top - pad - toasts) / row_h).floor() as usize).max(1);
    let first = cursor
        .saturating_sub(rows / 2)
        .min(session.pack().entries.len().saturating_sub(rows));
    let entries: Vec<(String, Color)> = session
        .pack()
        .entries
        .iter()
        .enumerate()
        .skip(first)
        .take(rows)
        .map(|(i, e)| match e {
            Ok(level) => {
                let mark = solved_mark(session, i);
                let color = if i == cursor {
                    theme.accent
                } else {
                    theme.text
                };
                (format!("{:>3}  {}   {mark}", i + 1, level.name()), color)
            }
            Err(err) => {
                let number = format!("{:>3}", i + 1);
                let args = [
                    ("number", number.into()),
                    ("problem", err.problem.to_string().into()),
                ];
                (tr_args("sokoban-list-skipped", &args), theme.hit)
            }
        })
        .collect();
    for (k, (text, color)) in entries.iter().enumerate() {
        let i = first + k;
        let y = top + k as f32 * row_h;
        let marker = if i == cursor { "▶ " } else { "   " };
        let line = format!("{marker}{text}");
        let px = texts.fit_px(ctx, &line, sizes.body, style.window.x - 2.0 * pad)?;
        texts.draw(canvas, &line, px, Vec2::new(pad, y), *color);
    }
    // Bottom up: why the highlighted entry was skipped, then any news.
    let mut bottom = style.window.y - pad * 0.5;
    let why = match session.pack().entries.get(cursor) {
        Some(Err(err)) => Some(err.to_string()),
        _ => None,
    };
    let lines = [
        why.map(|t| (t, theme.hit)),
        session.message().map(|m| (news_words(m), theme.accent)),
    ];
    for (text, color) in lines.into_iter().flatten() {
        let toast = Toast {
            text: &text,
            px: sizes.body,
            color,
            alpha: 1.0,
        };
        let at = Vec2::new(style.window.x * 0.5, bottom);
        bottom = toast.draw(texts, ctx, canvas, style, Anchor::Bottom(at))?.y - pad * 0.3;
    }
    Ok(())
}

/// What a solved entry's row adds: its medal, best moves and pushes, and
/// its fewest box lines and changes where they were counted; nothing for
/// an unsolved one.
fn solved_mark(session: &Session, index: usize) -> String {
    let (Some(r), Some(medal)) = (session.record_of(index), session.medal_of(index)) else {
        return String::new();
    };
    let lines = match (r.best_box_lines, r.best_box_changes) {
        (Some(box_lines), Some(box_changes)) => {
            let counted = SolutionStats {
                box_lines,
                box_changes,
                ..SolutionStats::default()
            };
            tr_args(
                "sokoban-list-lines",
                &[("lines", words::box_lines(&counted).into())],
            )
        }
        _ => String::new(),
    };
    tr_args(
        "sokoban-list-best",
        &[
            ("medal", words::medal(medal).into()),
            ("best", moves_and_pushes(r.best_moves, r.best_pushes).into()),
            ("lines", lines.into()),
        ],
    )
}

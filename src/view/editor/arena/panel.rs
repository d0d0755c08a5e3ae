//! The editor's words around the field: the title and status lines, the
//! side panel (the selected part's numbers, the live problems) and the
//! footer's key hints.

use ggez::graphics::{Canvas, Rect};
use ggez::{Context, GameResult};
use glam::Vec2;

use hitlab::editor::arena::{
    ArenaDraft, ArenaEditor, EditorControl as C, Field, ObstacleShapeDraft, Part, ShapeDraft,
};
use hitlab::i18n::{tr, tr_args};
use hitlab::screens::words::arena_editor as words;

use super::keys::KEYS;
use crate::view::app_keys::{APP_KEYS, AppKey};
use crate::view::paint;
use crate::view::screen::Style;
use crate::view::text::{Face, TextCache};

/// The title and status lines.
pub fn top(
    ctx: &Context,
    canvas: &mut Canvas,
    style: &Style,
    texts: &mut TextCache,
    editor: &ArenaEditor,
    pad: f32,
) -> GameResult {
    let theme = &style.theme;
    let draft = editor.draft();
    let width = style.window.x - 2.0 * pad;
    let title = texts.with_measure(ctx, Face::Ui, style.px(1.0), |measure| {
        words::title_within(editor.path(), editor.unsaved(), width, measure)
    })?;
    texts.draw(
        canvas,
        &title,
        style.px(1.0),
        Vec2::new(pad, pad),
        theme.text,
    );
    let (undo, redo) = editor.history_counts();
    let mut status = words::status(draft.size, &draft.detection, editor.grid(), undo, redo);
    let (shells, plane) = (draft.shells, draft.plane);
    status.push_str(&words::flight(
        shells.speed,
        shells.cooldown_steps,
        plane.turn_deg_per_step,
    ));
    let y = pad + style.px(1.0) * 1.4;
    // One line: with large text, set smaller where it is wider than the window.
    let px = texts.fit_px(ctx, &status, style.px(0.8), width)?;
    texts.draw(canvas, &status, px, Vec2::new(pad, y), theme.dim_text);
    Ok(())
}

/// The focused field's text while typing: typed, what an input method is
/// still composing (Japanese before it is converted), the cursor.
pub(super) fn typed(editor: &ArenaEditor) -> Option<String> {
    editor
        .typing_field()
        .map(|field| format!("{}_", field.shown()))
}

/// The selected part's numbers, its properties (the arena's when nothing
/// is selected) one field a row, then every live problem, in `rect`.
/// Returns the fields' rows, pixels, for a click to focus one.
pub fn side(
    ctx: &Context,
    canvas: &mut Canvas,
    style: &Style,
    texts: &mut TextCache,
    editor: &ArenaEditor,
    rect: Rect,
) -> GameResult<Vec<Rect>> {
    let theme = &style.theme;
    paint::fill_rect(canvas, rect, theme.panel);
    let pad = style.px(0.6);
    let px = style.px(0.8);
    let width = (rect.w - 2.0 * pad).max(px);
    let mut y = rect.y + pad;
    let bottom = rect.y + rect.h - pad;
    let say = |canvas: &mut Canvas,
               texts: &mut TextCache,
               text: &str,
               colour,
               y: &mut f32|
     -> GameResult {
        if *y > bottom {
            return Ok(());
        }
        let block = texts.wrapped(ctx, Face::Ui, text, px, width)?;
        let height = block.measure(ctx)?.y;
        if *y + height > bottom {
            // Not cut through the middle: what does not fit is left out.
            *y = bottom + 1.0;
            return Ok(());
        }
        texts.draw_wrapped(
            ctx,
            canvas,
            Face::Ui,
            text,
            px,
            width,
            Vec2::new(rect.x + pad, *y),
            colour,
        )?;
        *y += height + px * 0.3;
        Ok(())
    };
    // The selection in words, one paragraph (its name first); the fields
    // below hold its numbers one a row.
    let heading = match editor.selected() {
        None => {
            let nothing = words::nothing_selected(&KEYS.first_key(C::SelectNext));
            say(canvas, texts, &nothing, theme.dim_text, &mut y)?;
            tr("arena-editor-properties-arena")
        }
        Some(part) => selection(editor.draft(), part).join("  ·  "),
    };
    say(canvas, texts, &heading, theme.accent, &mut y)?;
    let hint = match editor.typing() {
        Some(_) => tr_args(
            "arena-editor-properties-typing",
            &[
                ("keep", type_key().into()),
                ("cancel", APP_KEYS.first_key(AppKey::Escape).into()),
            ],
        ),
        None => tr_args(
            "arena-editor-properties-keys",
            &[
                (
                    "fields",
                    KEYS.keys_of(&[C::PreviousField, C::NextField]).into(),
                ),
                ("step", KEYS.keys_of(&[C::Decrease, C::Increase]).into()),
                ("type", type_key().into()),
            ],
        ),
    };
    say(canvas, texts, &hint, theme.dim_text, &mut y)?;
    let rows = fields(ctx, canvas, style, texts, editor, rect, &mut y)?;
    y += px;
    let problems = editor.problems();
    let colour = if problems.is_empty() {
        theme.dim_text
    } else {
        theme.hit
    };
    say(
        canvas,
        texts,
        &words::problems(problems.len()),
        colour,
        &mut y,
    )?;
    for problem in problems {
        let line = words::problem_line(problem.line, problem.column, &problem.message);
        say(canvas, texts, &line, theme.text, &mut y)?;
    }
    Ok(rows)
}

/// The properties, one a row from `y`: the key, then the value (what is
/// being typed, in the focused row, while typing); the focused row marked.
fn fields(
    ctx: &Context,
    canvas: &mut Canvas,
    style: &Style,
    texts: &mut TextCache,
    editor: &ArenaEditor,
    rect: Rect,
    y: &mut f32,
) -> GameResult<Vec<Rect>> {
    let theme = &style.theme;
    let pad = style.px(0.6);
    let px = style.px(0.8);
    let row_h = px * 1.3;
    let bottom = rect.y + rect.h - pad;
    let properties = editor.properties();
    // The values line up after the widest key, but keep two fifths of
    // the row (a key too long for the rest is cut).
    let mut key_w: f32 = 0.0;
    for (property, _) in &properties {
        key_w = key_w.max(texts.measure(ctx, property.key(), px)?.x);
    }
    let key_w = (key_w + px * 0.8).min((rect.w - 2.0 * pad) * 0.6);
    let value_x = rect.x + pad + key_w;
    let value_w = (rect.x + rect.w - pad - value_x).max(px);
    let focus = editor.focus();
    let mut rows = Vec::new();
    for (i, (property, value)) in properties.iter().enumerate() {
        if *y + row_h > bottom {
            break;
        }
        let row = Rect::new(rect.x + pad * 0.5, *y, rect.w - pad, row_h);
        let focused = i == focus;
        if focused {
            paint::fill_rect(canvas, row, theme.background);
            let mark = Rect::new(row.x, row.y, pad * 0.3, row.h);
            paint::fill_rect(canvas, mark, theme.accent);
        }
        let text_y = *y + (row_h - px) * 0.4;
        let key_colour = if focused { theme.text } else { theme.dim_text };
        let key = fit(ctx, texts, property.key(), px, key_w - px * 0.5, false)?;
        texts.draw(
            canvas,
            &key,
            px,
            Vec2::new(rect.x + pad, text_y),
            key_colour,
        );
        let (text, colour) = match typed(editor).filter(|_| focused) {
            Some(typed) => (typed, theme.accent),
            None => (value_text(value), theme.text),
        };
        let typing = focused && editor.typing().is_some();
        let text = fit(ctx, texts, &text, px, value_w, typing)?;
        texts.draw(canvas, &text, px, Vec2::new(value_x, text_y), colour);
        rows.push(row);
        *y += row_h;
    }
    Ok(rows)
}

/// The key that starts and ends typing (Enter, on a text field).
fn type_key() -> String {
    KEYS.labels_when(C::EditText, |_| true)
        .into_iter()
        .next()
        .unwrap_or_default()
}

/// A value as the panel shows it: numbers as the file writes them.
fn value_text(value: &Field) -> String {
    match value {
        Field::Number(n) => n.to_string(),
        Field::Integer(n) => n.to_string(),
        Field::Text(t) => t.clone(),
    }
}

/// `text` cut to `width` pixels with an ellipsis: its end kept while it is
/// being typed (where the typing goes), else its start.
fn fit(
    ctx: &Context,
    texts: &mut TextCache,
    text: &str,
    px: f32,
    width: f32,
    keep_end: bool,
) -> GameResult<String> {
    if texts.measure(ctx, text, px)?.x <= width {
        return Ok(text.to_owned());
    }
    let mut chars: Vec<char> = text.chars().collect();
    while chars.len() > 1 {
        let cut = (chars.len() / 8).max(1);
        if keep_end {
            chars.drain(..cut);
        } else {
            chars.truncate(chars.len() - cut);
        }
        let rest: String = chars.iter().collect();
        let shown = if keep_end {
            format!("…{rest}")
        } else {
            format!("{rest}…")
        };
        if texts.measure(ctx, &shown, px)?.x <= width {
            return Ok(shown);
        }
    }
    Ok("…".to_owned())
}

/// The lines that describe the selected part.
fn selection(draft: &ArenaDraft, part: Part) -> Vec<String> {
    match part {
        Part::Plane => vec![
            words::part(part, ""),
            words::at(draft.plane.position),
            words::heading(draft.plane.heading_deg),
        ],
        Part::Target(i) => draft.targets.get(i).map_or_else(Vec::new, |t| {
            let mut lines = vec![
                words::part(part, t.shape.kind()),
                words::at(t.position),
                words::target_pose(t.angle_deg, t.scale),
                words::spin(t.spin_deg_per_step),
                words::hits(t.hits_to_break),
            ];
            match &t.shape {
                ShapeDraft::Star {
                    points,
                    outer_radius,
                    inner_radius,
                } => lines.push(words::star(*points, *outer_radius, *inner_radius)),
                ShapeDraft::Letter { character, .. } => lines.push(words::letter(character)),
                ShapeDraft::Moon { .. } | ShapeDraft::Ellipse { .. } => {}
            }
            lines
        }),
        Part::Obstacle(i) => draft.obstacles.get(i).map_or_else(Vec::new, |o| {
            vec![
                words::part(part, o.shape.kind()),
                words::at(o.center),
                match o.shape {
                    ObstacleShapeDraft::Rect { size, angle_deg } => words::rect(size, angle_deg),
                    ObstacleShapeDraft::Disk { radius } => words::disk(radius),
                },
            ]
        }),
    }
}

/// The footer: the keys a designer needs first; F1 lists them all.
pub fn footer(
    ctx: &Context,
    canvas: &mut Canvas,
    style: &Style,
    texts: &mut TextCache,
    pad: f32,
    y: f32,
) -> GameResult {
    use words::hint;
    let keys = |controls: &[C]| KEYS.keys_of(controls);
    let line = words::hints(&[
        (KEYS.keys(C::SelectNext), hint::SELECT),
        (
            [C::MoveLeft, C::MoveUp, C::MoveRight, C::MoveDown]
                .map(|c| KEYS.first_key(c))
                .concat(),
            hint::MOVE,
        ),
        (keys(&[C::RotateLeft, C::RotateRight]), hint::ROTATE),
        (keys(&[C::Shrink, C::Grow]), hint::SCALE),
        (keys(&[C::SpinDown, C::SpinUp]), hint::SPIN),
        (
            keys(&[
                C::AddStar,
                C::AddMoon,
                C::AddEllipse,
                C::AddLetter,
                C::AddRect,
                C::AddDisk,
            ]),
            hint::ADD,
        ),
        (KEYS.first_key(C::Undo), hint::UNDO),
        (KEYS.first_key(C::Save), hint::SAVE),
        (KEYS.first_key(C::Play), hint::PLAY),
        (APP_KEYS.first_key(AppKey::Help), hint::ALL_KEYS),
    ]);
    // One line: with large text, set smaller where it is wider than the window.
    let px = texts.fit_px(ctx, &line, style.px(0.75), style.window.x - 2.0 * pad)?;
    texts.draw(canvas, &line, px, Vec2::new(pad, y), style.theme.dim_text);
    Ok(())
}

//! The editor's words around the field: the title and status lines, the
//! side panel (the selected part's numbers, the live problems) and the
//! footer's key hints.

use ggez::graphics::{Canvas, DrawParam, Rect};
use ggez::{Context, GameResult};
use glam::Vec2;

use hitlab::editor::arena::{
    ArenaDraft, ArenaEditor, EditorControl as C, ObstacleShapeDraft, Part, ShapeDraft,
};

use super::keys::KEYS;
use super::words;
use crate::view::app_keys::{APP_KEYS, AppKey};
use crate::view::paint;
use crate::view::screen::Style;
use crate::view::text::{Face, TextCache};

/// The title and status lines.
pub fn top(
    canvas: &mut Canvas,
    style: &Style,
    texts: &mut TextCache,
    editor: &ArenaEditor,
    pad: f32,
) {
    let theme = &style.theme;
    let draft = editor.draft();
    let title = words::title(editor.path(), editor.unsaved());
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
    texts.draw(
        canvas,
        &status,
        style.px(0.8),
        Vec2::new(pad, y),
        theme.dim_text,
    );
}

/// The selected part's numbers, then every live problem, in `rect`.
pub fn side(
    ctx: &Context,
    canvas: &mut Canvas,
    style: &Style,
    texts: &mut TextCache,
    editor: &ArenaEditor,
    rect: Rect,
) -> GameResult {
    let theme = &style.theme;
    paint::fill_rect(canvas, rect, theme.panel);
    let pad = style.px(0.6);
    let px = style.px(0.8);
    let width = (rect.w - 2.0 * pad).max(px);
    let mut y = rect.y + pad;
    let bottom = rect.y + rect.h - pad;
    let mut say = |texts: &mut TextCache, text: &str, colour, y: &mut f32| -> GameResult {
        if *y > bottom {
            return Ok(());
        }
        let block = texts.wrapped(ctx, Face::Ui, text, px, width)?;
        let height = block.measure(ctx)?.y;
        canvas.draw(
            block,
            DrawParam::default()
                .dest(Vec2::new(rect.x + pad, *y))
                .color(colour),
        );
        *y += height + px * 0.3;
        Ok(())
    };
    match editor.selected() {
        None => say(texts, &words::nothing_selected(), theme.dim_text, &mut y)?,
        Some(part) => {
            for line in selection(editor.draft(), part) {
                say(texts, &line, theme.text, &mut y)?;
            }
        }
    }
    y += px;
    let problems = editor.problems();
    let colour = if problems.is_empty() {
        theme.dim_text
    } else {
        theme.hit
    };
    say(texts, &words::problems(problems.len()), colour, &mut y)?;
    for problem in problems {
        let line = words::problem_line(problem.line, problem.column, &problem.message);
        say(texts, &line, theme.text, &mut y)?;
    }
    Ok(())
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
pub fn footer(canvas: &mut Canvas, style: &Style, texts: &mut TextCache, pad: f32, y: f32) {
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
    let px = style.px(0.75);
    texts.draw(canvas, &line, px, Vec2::new(pad, y), style.theme.dim_text);
}

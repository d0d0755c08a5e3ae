//! A question put to the class, drawn over the top of the step: the
//! question large enough to read from the back of a room, the choices
//! numbered as their keys, and after the reveal the right one, the why and
//! the tally line. A point question's guess and answer are drawn in the
//! scene, joined by a line, with the distance between them. What the class
//! said and what is right is [`Asked`]'s; this draws it.

use ggez::graphics::{Canvas, Color, DrawMode, DrawParam, Mesh, Rect};
use ggez::{Context, GameResult};
use glam::Vec2;

use hitlab::camera::Camera;
use hitlab::i18n::{tr, tr_args};
use hitlab::lesson::question::{Answer, QuestionKind};
use hitlab::screens::question::{Asked, Guess};

use super::keys::{question_reminder, student_again, student_reminder};
use crate::view::paint::panel;
use crate::view::screen::Style;
use crate::view::text::{Face, TextCache, TextSizes};

/// The question is set this many times the body text size ...
const ASK_SCALE: f32 = 1.5;
/// ... and the card takes at most this share of the play area's height;
/// its text shrinks (never below the theme's smallest) to fit.
const MAX_CARD_SHARE: f32 = 0.6;

/// One line of the card: its words, face, colour and size.
struct Line {
    words: String,
    face: Face,
    colour: Color,
    big: bool,
}

/// The card's lines and sizes, measured before anything of the frame is
/// drawn (as the band is).
pub struct CardLayout {
    /// Each line with its size and its top below the card's padding.
    lines: Vec<(Line, f32, f32)>,
    rect: Rect,
    pad: f32,
}

/// What a student's card says beyond the question: the number typed so
/// far, and whether their answer was right.
#[derive(Debug, Clone, Copy, Default)]
pub struct StudentLine<'a> {
    pub typed: &'a str,
    pub right: Option<bool>,
}

fn lines(asked: &Asked, style: &Style, student: StudentLine<'_>) -> Vec<Line> {
    let theme = &style.theme;
    let line = |words: String, face, colour, big| Line {
        words,
        face,
        colour,
        big,
    };
    let question = asked.question();
    let mut out = vec![line(question.ask.clone(), Face::Bold, theme.text, true)];
    if let QuestionKind::Choose {
        choices,
        right,
        why,
    } = &question.kind
    {
        for (i, choice) in choices.iter().enumerate() {
            let said = asked.guess() == Some(Guess::Choice(i));
            let is_right = asked.revealed() && i == *right;
            let mark = if said { "●" } else { " " };
            let words = format!("{mark} {}  {choice}", i + 1);
            let (face, colour) = if is_right {
                (Face::Bold, theme.accent)
            } else {
                (Face::Ui, theme.text)
            };
            out.push(line(words, face, colour, false));
        }
        if asked.revealed() {
            let why = tr_args("question-why", &[("why", why.clone().into())]);
            out.push(line(why, Face::Ui, theme.text, false));
        }
    }
    if let Some(tally) = asked.tally() {
        out.push(line(tally, Face::Bold, theme.accent, false));
    }
    if question.kind == QuestionKind::Point && asked.guess().is_some() {
        let legend = if asked.student() {
            "question-legend-student"
        } else {
            "question-legend"
        };
        out.push(line(tr(legend), Face::Ui, theme.text, false));
    }
    let choices = match &question.kind {
        QuestionKind::Choose { choices, .. } => choices.len(),
        _ => 0,
    };
    let keys = match (asked.revealed(), asked.student()) {
        (false, false) => Some(question_reminder(question.kind.key(), choices)),
        (false, true) => Some(student_reminder(
            question.kind.key(),
            choices,
            student.typed,
        )),
        (true, true) => Some(student_again(student.right)),
        (true, false) => None,
    };
    if let Some(keys) = keys {
        out.push(line(keys, Face::Ui, theme.dim_text, false));
    }
    out
}

/// Measures the card for `asked` in the play area `area` (window pixels).
pub fn lay_out(
    ctx: &Context,
    style: &Style,
    texts: &mut TextCache,
    asked: &Asked,
    area: Vec2,
    student: StudentLine<'_>,
) -> GameResult<CardLayout> {
    let body = TextSizes::for_window(area).body.max(style.min_text_px);
    let pad = body * 0.6;
    let width = (area.x * 0.9 - 2.0 * pad).max(1.0);
    let room = area.y * MAX_CARD_SHARE - 2.0 * pad;
    let mut scale = 1.0_f32;
    loop {
        let mut laid = Vec::new();
        let mut height = 0.0;
        for line in lines(asked, style, student) {
            let px = (if line.big { body * ASK_SCALE } else { body } * scale)
                .round()
                .max(style.min_text_px);
            let size: Vec2 = texts
                .wrapped(ctx, line.face, &line.words, px, width)?
                .measure(ctx)?
                .into();
            laid.push((line, px, height));
            height += size.y + px * 0.25;
        }
        let smallest = laid.iter().all(|(_, px, _)| *px <= style.min_text_px);
        if height <= room || smallest {
            let card = Vec2::new(width + 2.0 * pad, height + 2.0 * pad);
            let rect = Rect::new((area.x - card.x) / 2.0, pad, card.x, card.y);
            return Ok(CardLayout {
                lines: laid,
                rect,
                pad,
            });
        }
        scale *= 0.9;
    }
}

/// Draws the card as [`lay_out`] measured it, and a point question's guess
/// and answer in the scene drawn by `camera`.
pub fn draw(
    ctx: &mut Context,
    canvas: &mut Canvas,
    style: &Style,
    texts: &mut TextCache,
    asked: &Asked,
    layout: &CardLayout,
    camera: Option<&Camera>,
) -> GameResult {
    if let Some(camera) = camera {
        draw_points(ctx, canvas, style, asked, camera)?;
    }
    let theme = &style.theme;
    let rect = layout.rect;
    panel(
        ctx,
        canvas,
        rect,
        theme.panel,
        theme.accent,
        theme.line_px * 2.0,
    )?;
    let pad = layout.pad;
    // Opaque, over the step: its text hides what is under it.
    let under = texts.set_surface("question_card");
    for (line, px, top) in &layout.lines {
        texts.draw_wrapped(
            ctx,
            canvas,
            line.face,
            &line.words,
            *px,
            rect.w - 2.0 * pad,
            Vec2::new(rect.x + pad, rect.y + pad + top),
            line.colour,
        )?;
    }
    texts.set_surface(under);
    Ok(())
}

/// The class's point (a thin ring) and the answer (a thick ring), joined
/// once revealed. Their words are the card's (its legend and tally line):
/// words in the scene would cross the mode's own labels.
pub fn draw_points(
    ctx: &mut Context,
    canvas: &mut Canvas,
    style: &Style,
    asked: &Asked,
    camera: &Camera,
) -> GameResult {
    let to_window = |p: Vec2| camera.world_to_screen().transform_point2(p);
    let theme = &style.theme;
    let radius = style.px(0.85) * 0.6;
    let guess = match asked.guess() {
        Some(Guess::Point(p)) => Some(to_window(p)),
        _ => None,
    };
    let answer = match asked.answer() {
        Some(Answer::Point(p)) => Some(to_window(p)),
        _ => None,
    };
    if let (Some(g), Some(a)) = (guess, answer)
        && g.distance(a) > 1.0
    {
        let line = Mesh::new_line(ctx, &[g, a], theme.line_px * 2.0, theme.accent)?;
        canvas.draw(&line, DrawParam::default());
    }
    if let Some(g) = guess {
        let ring = Mesh::new_circle(
            ctx,
            DrawMode::stroke(theme.line_px * 2.0),
            g,
            radius,
            0.2,
            theme.text,
        )?;
        canvas.draw(&ring, DrawParam::default());
    }
    if let Some(a) = answer {
        // A ring around the mode's own mark of the point (the ray lab's P0).
        let width = theme.line_px * 3.0;
        let ring = Mesh::new_circle(
            ctx,
            DrawMode::stroke(width),
            a,
            radius * 2.0,
            0.2,
            theme.accent,
        )?;
        canvas.draw(&ring, DrawParam::default());
    }
    Ok(())
}

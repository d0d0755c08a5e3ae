//! A lesson's worksheet, written beside its handout when the lesson asks
//! questions: `questions.html`, each question with the picture before the
//! reveal, its choices and room to answer, and `answers.html`, the answer
//! key on its own page, each question with the picture after the reveal,
//! the answer the mode computed and the why. Both are in the lesson's
//! language and print as the handout does (A4, nothing split over pages).
//!
//! Which moments the pictures show is decided here, window-free: the asked
//! picture is the step held at its question's moment (the ray lab hiding
//! its answer), the revealed one the step run on through the reveal to its
//! deciding moment, or to its script's end if that comes later.

use super::handout::{escape, page_start, url_path, words};
use super::question::{self, Answer, Question, QuestionKind};
use super::{LESSON_SEED, Lesson, Step};
use crate::i18n::{Lang, tr_in};

/// The questions page's file name, beside `index.html`.
pub const QUESTIONS_PAGE: &str = "questions.html";
/// The answer key's file name, beside `index.html`.
pub const ANSWERS_PAGE: &str = "answers.html";

/// One question of the worksheet: its step, and what the step does with it.
#[derive(Debug, Clone)]
pub struct SheetQuestion<'a> {
    /// The step's index in the lesson, from 0.
    pub index: usize,
    /// The step that asks.
    pub step: &'a Step,
    /// Its question.
    pub question: &'a Question,
    /// The mode's answer; `Err`: why it has none (the check refuses such
    /// a lesson, so only a file edited since can bring it here).
    pub answer: Result<Answer, String>,
    /// The app step the revealed picture shows: the deciding moment, or
    /// the script's end if later.
    pub revealed_at: u64,
}

impl SheetQuestion<'_> {
    /// Frames from the question's moment until the revealed picture: a
    /// slow reveal plays one app step every `2^slow` frames.
    #[must_use]
    pub fn reveal_frames(&self) -> u64 {
        let steps = self.revealed_at.saturating_sub(self.question.at) + 1;
        steps << self.question.slow.min(16)
    }

    /// The picture of the step held at its question, as
    /// [`super::picture_name`] names the handout's with `-asked` added.
    #[must_use]
    pub fn asked_picture(&self) -> String {
        sheet_picture_name(self.index, self.step, "asked")
    }

    /// The picture of the step after the reveal.
    #[must_use]
    pub fn revealed_picture(&self) -> String {
        sheet_picture_name(self.index, self.step, "revealed")
    }
}

fn sheet_picture_name(index: usize, step: &Step, moment: &str) -> String {
    crate::files::fit_name(&format!("{:02}-{}-{moment}.png", index + 1, step.name))
}

/// Every question `lesson` asks, in step order, each played headless from
/// the lessons' seed for its answer and its moments; empty if the lesson
/// asks nothing (and then no worksheet is written).
#[must_use]
pub fn sheet_questions(lesson: &Lesson) -> Vec<SheetQuestion<'_>> {
    let mut out = Vec::new();
    for (index, step) in lesson.steps.iter().enumerate() {
        let Some(asked) = step.question.as_ref() else {
            continue;
        };
        let played = question::play(step, asked, LESSON_SEED);
        let deciding = played.as_ref().ok().and_then(|p| p.deciding).unwrap_or(0);
        let answer = played.and_then(|p| question::answer(asked, &p));
        out.push(SheetQuestion {
            index,
            step,
            question: asked,
            answer,
            revealed_at: deciding.max(step.setup_steps()).max(asked.at),
        });
    }
    out
}

/// The style: the handout's, with each question kept whole on paper and
/// room under it to write in.
const STYLE: &str = "body{font-family:sans-serif;max-width:70em;margin:2em auto;padding:0 1em;color:#111}\
h1{font-size:1.6em}\
.q{margin:1.5em 0 2.5em;break-inside:avoid;page-break-inside:avoid}\
.q img{display:block;width:100%;height:auto;box-sizing:border-box;border:1px solid #888;margin-bottom:0.8em}\
.q p{font-size:1.2em;line-height:1.4;margin:0.3em 0}\
.q .n{color:#555;font-size:0.9em;display:block;margin-bottom:0.4em}\
.q .ask{font-weight:bold}\
.q ol{font-size:1.2em;line-height:1.6;margin:0.3em 0}\
.q .room{border:1px solid #888;min-height:4em;padding:0.4em;margin-top:0.6em;color:#555}\
.q .answer{font-weight:bold}\
@page{size:A4 portrait;margin:15mm}\
@media print{body{margin:0;padding:0;max-width:none}.q p,.q ol{font-size:11pt}}";

/// A question's head line and picture.
fn question_head(
    lang: Lang,
    number: usize,
    count: usize,
    sheet: &SheetQuestion<'_>,
    picture: &str,
    alt_key: &str,
) -> String {
    let head = escape(&tr_in(
        lang,
        "worksheet-question-number",
        &[
            ("n", number.into()),
            ("count", count.into()),
            ("step", (sheet.index + 1).into()),
            ("name", sheet.step.name.as_str().into()),
        ],
    ));
    let alt = escape(&tr_in(lang, alt_key, &[("n", number.into())]));
    let src = url_path(picture);
    format!(
        "<div class=\"q\">\n<span class=\"n\">{head}</span>\n<img src=\"{src}\" alt=\"{alt}\">\n\
         <p class=\"ask\">{}</p>\n",
        escape(&sheet.question.ask)
    )
}

/// A worksheet page: headed by `title_key`'s words, then each question's
/// head and `picture` (described by `alt_key`), what `rest` writes of it,
/// and the end of its box.
fn sheet_page(
    lesson: &Lesson,
    sheets: &[SheetQuestion<'_>],
    title_key: &str,
    picture: impl Fn(&SheetQuestion<'_>) -> String,
    alt_key: &str,
    rest: impl Fn(Lang, &SheetQuestion<'_>, &mut String),
) -> String {
    let lang = words(lesson);
    let heading = tr_in(lang, title_key, &[("title", lesson.title.as_str().into())]);
    let mut html = page_start(lesson, &heading, STYLE);
    for (i, sheet) in sheets.iter().enumerate() {
        let picture = picture(sheet);
        html.push_str(&question_head(
            lang,
            i + 1,
            sheets.len(),
            sheet,
            &picture,
            alt_key,
        ));
        rest(lang, sheet, &mut html);
        html.push_str("</div>\n");
    }
    html.push_str("</body>\n</html>\n");
    html
}

/// `questions.html`: each question with the picture before the reveal, its
/// choices (numbered as the keys take them) and room to answer.
#[must_use]
pub fn questions_html(lesson: &Lesson, sheets: &[SheetQuestion<'_>]) -> String {
    sheet_page(
        lesson,
        sheets,
        "worksheet-questions-title",
        |sheet| sheet.asked_picture(),
        "worksheet-picture-asked",
        |lang, sheet, html| {
            let hint = match &sheet.question.kind {
                QuestionKind::Choose { choices, .. } => {
                    html.push_str("<ol>\n");
                    for choice in choices {
                        html.push_str(&format!("<li>{}</li>\n", escape(choice)));
                    }
                    html.push_str("</ol>\n");
                    "worksheet-hint-choose"
                }
                QuestionKind::Point => "worksheet-hint-point",
                QuestionKind::Number { .. } => "worksheet-hint-number",
            };
            html.push_str(&format!("<p>{}</p>\n", escape(&tr_in(lang, hint, &[]))));
            let room = escape(&tr_in(lang, "worksheet-room", &[]));
            html.push_str(&format!("<div class=\"room\">{room}</div>\n"));
        },
    )
}

/// The answer in words: a choice as written, a point as `(x, y)`, a number
/// whole if it is one.
fn answer_words(lang: Lang, sheet: &SheetQuestion<'_>) -> String {
    let answer = match &sheet.answer {
        Ok(answer) => *answer,
        Err(why) => return tr_in(lang, "question-no-answer", &[("why", why.as_str().into())]),
    };
    let said = match (answer, &sheet.question.kind) {
        (Answer::Choice(i), QuestionKind::Choose { choices, .. }) => {
            let choice = choices.get(i).map_or("", String::as_str);
            format!("{}. {choice}", i + 1)
        }
        (Answer::Choice(i), _) => format!("{}", i + 1),
        (Answer::Point(p), _) => {
            let point = format!("({:.2}, {:.2})", p.x, p.y);
            return tr_in(lang, "worksheet-answer-point", &[("point", point.into())]);
        }
        (Answer::Number(n), _) if n.fract() == 0.0 && n.abs() < 1e9 => format!("{n:.0}"),
        (Answer::Number(n), _) => format!("{n:.2}"),
    };
    tr_in(lang, "worksheet-answer", &[("answer", said.into())])
}

/// `answers.html`, the answer key: each question with the picture after
/// the reveal, the mode's answer and, for a choice, the why.
#[must_use]
pub fn answers_html(lesson: &Lesson, sheets: &[SheetQuestion<'_>]) -> String {
    sheet_page(
        lesson,
        sheets,
        "worksheet-answers-title",
        |sheet| sheet.revealed_picture(),
        "worksheet-picture-revealed",
        |lang, sheet, html| {
            let answer = escape(&answer_words(lang, sheet));
            html.push_str(&format!("<p class=\"answer\">{answer}</p>\n"));
            if let QuestionKind::Choose { why, .. } = &sheet.question.kind {
                let why = escape(&tr_in(
                    lang,
                    "question-why",
                    &[("why", why.as_str().into())],
                ));
                html.push_str(&format!("<p>{why}</p>\n"));
            }
        },
    )
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;
    use crate::lesson::parse_lesson;

    /// A lesson of a point question (the ray lab's entry), a choice and a
    /// step that asks nothing.
    const ASKS: &str = "title = \"Rays <asked>\"\n\n\
        [[step]]\nname = \"enter\"\nmode = \"raylab\"\nscene = 3\ncaption = \"A disk.\"\n\
        [step.question]\nkind = \"point\"\nask = \"Click where the ray enters the disk.\"\n\n\
        [[step]]\nname = \"plain\"\nmode = \"raylab\"\nscene = 1\ncaption = \"A rect.\"\n\n\
        [[step]]\nname = \"which\"\nmode = \"raylab\"\nscene = 1\ncaption = \"A rect.\"\n\
        [step.question]\nkind = \"choose\"\nask = \"Does it hit?\"\n\
        choices = [\"yes & more\", \"no\"]\nright = 1\nwhy = \"It crosses both slabs at once.\"\n";

    fn lesson(text: &str) -> Lesson {
        parse_lesson(text, Path::new("asks.toml"), Path::new("")).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn each_question_is_on_the_questions_page_and_its_answer_on_the_key() {
        let lesson = lesson(ASKS);
        let sheets = sheet_questions(&lesson);
        assert_eq!(
            sheets.iter().map(|s| s.index).collect::<Vec<_>>(),
            [0, 2],
            "the steps that ask"
        );
        let questions = questions_html(&lesson, &sheets);
        let answers = answers_html(&lesson, &sheets);
        for page in [&questions, &answers] {
            assert!(page.contains("Click where the ray enters the disk."));
            assert!(page.contains("Does it hit?"));
            assert!(page.contains("Rays &lt;asked&gt;"), "the title, escaped");
        }
        assert!(questions.contains("<li>yes &amp; more</li>"));
        assert!(questions.contains("src=\"01-enter-asked.png\""));
        assert!(questions.contains("src=\"03-which-asked.png\""));
        assert!(!questions.contains("It crosses both slabs"), "no why");
        assert!(!questions.contains("revealed.png"));
        assert!(answers.contains("src=\"01-enter-revealed.png\""));
        assert!(answers.contains("Answer: 1. yes &amp; more"));
        assert!(answers.contains("Why: It crosses both slabs at once."));
        // The entry point the ray lab computes, in the words the key writes.
        let Ok(Answer::Point(p)) = sheets[0].answer else {
            panic!("a point: {:?}", sheets[0].answer);
        };
        assert!(
            answers.contains(&format!("({:.2}, {:.2})", p.x, p.y)),
            "{answers}"
        );
        assert_eq!(answers.matches("<img ").count(), 2);
        assert_eq!(questions.matches("class=\"room\"").count(), 2);
    }

    #[test]
    fn a_lesson_that_asks_nothing_has_no_questions() {
        let plain = lesson(
            "title = \"Plain\"\n\n[[step]]\nname = \"a\"\nmode = \"raylab\"\nscene = 3\ncaption = \"A disk.\"\n",
        );
        assert!(sheet_questions(&plain).is_empty());
        assert_eq!(
            sheet_questions(&lesson(ASKS)).len(),
            2,
            "and one that asks has"
        );
    }

    #[test]
    fn the_revealed_picture_is_at_the_deciding_moment_slowed_as_the_reveal_is() {
        let text = "title = \"Q\"\n\n[[step]]\nname = \"touch\"\nmode = \"shooter\"\n\
                    arena = \"arenas/thin_tip.toml\"\ndetection = \"swept\"\nscript = \"2:fire\"\n\
                    caption = \"A shell.\"\n[step.question]\nkind = \"point\"\n\
                    ask = \"Where will it touch?\"\nat = 4\nslow = 2\n";
        let lesson = lesson(text);
        let sheets = sheet_questions(&lesson);
        let played = question::play(&lesson.steps[0], sheets[0].question, LESSON_SEED).unwrap();
        let deciding = played.deciding.expect("the shell meets the star");
        assert_eq!(sheets[0].revealed_at, deciding);
        assert_eq!(sheets[0].reveal_frames(), (deciding - 4 + 1) * 4);
    }

    #[test]
    fn the_japanese_worksheet_is_in_japanese() {
        let text = ASKS.replace(
            "title = \"Rays <asked>\"",
            "title = \"レイ\"\nlang = \"ja\"",
        );
        let lesson = lesson(&text);
        let sheets = sheet_questions(&lesson);
        let answers = answers_html(&lesson, &sheets);
        assert!(answers.contains("<html lang=\"ja\">"));
        assert!(!answers.contains("Answer:"), "{answers}");
        assert!(answers.contains(&tr_in(
            Lang::Ja,
            "worksheet-answers-title",
            &[("title", "レイ".into())]
        )));
    }
}

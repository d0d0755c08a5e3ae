//! A student's controls, as a `--script` names them (`hitlab lesson FILE
//! --student --script ...`), and the session they play headless: the
//! choices, a typed number, an aim moved over the scene for a point, the
//! answer, a retry and the next question. The window reaches the same
//! answers through keys 1–4, typed digits and a click.

use glam::Vec2;

use super::question::QuestionKind;
use super::student::{Given, StudentSession};
use crate::sim::controls::{Control, controls};
use crate::sim::{Script, ScriptError};

/// How far the aim moves for each step an `aim_*` control is held, world
/// units.
pub const AIM_STEP: f32 = 0.1;

controls! {
    /// What a student can do with a question headless.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum StudentControl {
        Choose1 = "choose_1": "answer the first choice",
        Choose2 = "choose_2": "answer the second choice",
        Choose3 = "choose_3": "answer the third choice",
        Choose4 = "choose_4": "answer the fourth choice",
        Type0 = "type_0": "type the digit 0",
        Type1 = "type_1": "type the digit 1",
        Type2 = "type_2": "type the digit 2",
        Type3 = "type_3": "type the digit 3",
        Type4 = "type_4": "type the digit 4",
        Type5 = "type_5": "type the digit 5",
        Type6 = "type_6": "type the digit 6",
        Type7 = "type_7": "type the digit 7",
        Type8 = "type_8": "type the digit 8",
        Type9 = "type_9": "type the digit 9",
        TypePoint = "type_point": "type a decimal point",
        TypeMinus = "type_minus": "type a minus sign",
        Erase = "erase": "erase the last character typed",
        AimLeft = "aim_left": "move the aim left (0.1 units a step while held)",
        AimRight = "aim_right": "move the aim right (0.1 units a step while held)",
        AimUp = "aim_up": "move the aim up (0.1 units a step while held)",
        AimDown = "aim_down": "move the aim down (0.1 units a step while held)",
        Answer = "answer": "answer the typed number, or the aim for a point",
        Retry = "retry": "try the question again",
        Next = "next": "on to the next question",
    }
}

/// A session driven by controls: which question is asked, and what is typed
/// and aimed at for it.
#[derive(Debug, Clone)]
pub struct StudentDriver {
    /// The session.
    pub session: StudentSession,
    /// The question asked, from 0 (past the last: done).
    pub current: usize,
    /// The number typed so far.
    pub typed: String,
    /// The aim, world units (from the origin at each question).
    pub aim: Vec2,
}

impl StudentDriver {
    /// `session` on its first question.
    #[must_use]
    pub fn new(session: StudentSession) -> Self {
        Self {
            session,
            current: 0,
            typed: String::new(),
            aim: Vec2::ZERO,
        }
    }

    /// Whether every question has been passed.
    #[must_use]
    pub fn done(&self) -> bool {
        self.current >= self.session.posed().len()
    }

    /// Acts on `control` at `time` (RFC 3339): true if an answer was kept.
    pub fn control(&mut self, control: StudentControl, time: &str) -> bool {
        use StudentControl as C;
        let digit = |c: C| {
            C::all()
                .iter()
                .position(|d| *d == c)
                .and_then(|i| i.checked_sub(4))
        };
        match control {
            C::Choose1 | C::Choose2 | C::Choose3 | C::Choose4 => {
                let index = C::all().iter().position(|d| *d == control).unwrap_or(0);
                return self.give(Given::Choice(index), time);
            }
            C::TypePoint => self.typed.push('.'),
            C::TypeMinus => self.typed.push('-'),
            C::Erase => {
                self.typed.pop();
            }
            C::AimLeft => self.aim.x -= AIM_STEP,
            C::AimRight => self.aim.x += AIM_STEP,
            C::AimUp => self.aim.y += AIM_STEP,
            C::AimDown => self.aim.y -= AIM_STEP,
            C::Answer => {
                let kind = self
                    .session
                    .posed()
                    .get(self.current)
                    .map(|p| &p.question.kind);
                let given = match kind {
                    Some(QuestionKind::Point) => Some(Given::Point(self.aim)),
                    Some(QuestionKind::Number { .. }) => {
                        self.typed.parse::<f32>().ok().map(Given::Number)
                    }
                    _ => None,
                };
                return given.is_some_and(|g| self.give(g, time));
            }
            C::Retry => {
                self.session.retry(self.current);
            }
            C::Next => {
                self.current += 1;
                self.typed.clear();
                self.aim = Vec2::ZERO;
            }
            typed => {
                if let Some(d) = digit(typed) {
                    self.typed.push_str(&d.to_string());
                }
            }
        }
        false
    }

    fn give(&mut self, given: Given, time: &str) -> bool {
        let kept = self.session.answer(self.current, given, time).is_some();
        if kept {
            self.typed.clear();
        }
        kept
    }

    /// Plays `script` through, a step at a time: presses act once, an
    /// `aim_*` moves each step it is held. `clock` gives each answer's time
    /// and `kept` hears of every answer (to save the session's file).
    pub fn play(
        &mut self,
        script: &Script,
        mut clock: impl FnMut() -> String,
        mut kept: impl FnMut(&StudentSession, &str),
    ) -> Result<(), ScriptError> {
        use StudentControl as C;
        let mut player = script.player::<StudentControl>()?;
        for _ in 0..script.end() {
            let frame = player.next_frame();
            for &control in C::all() {
                let aiming = matches!(control, C::AimLeft | C::AimRight | C::AimUp | C::AimDown);
                let acts = if aiming {
                    frame.held(control)
                } else {
                    frame.pressed(control)
                };
                if acts {
                    let time = clock();
                    if self.control(control, &time) {
                        kept(&self.session, &time);
                    }
                }
            }
        }
        Ok(())
    }
}

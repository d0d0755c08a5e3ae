//! Scene 4: line vs line (docs/collision.md, "Line vs line").
//!
//! `P + s·a = Q + t·b` is the 2×2 system `s·a − t·b = Q − P` with
//! `|A| = −a.x·b.y + a.y·b.x`; the inverse matrix gives s and t when |A| ≠ 0.
//! |A| = 0 means parallel: no point, unless Q − P is parallel too and the
//! lines coincide (the text then takes the midpoint of P and Q).

use glam::Vec2;

use super::common::{Handle, spin, turn_by};
use super::controls::LabControl;
use super::figure::{FigureMark, Item, Note, Report, Role, Sketch, Verdict};
use super::scene::{Prepared, Scene};
use crate::geom::{
    Line,
    ray::{self, LineIntersection},
};
use crate::sim::ControlFrame;

/// Length of the direction arrows (and their grab tips), world units.
const ARROW: f32 = 1.5;

/// Scene 4's state: each line is a point and a heading (radians).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LinesScene {
    /// A point of line A (its grab handle).
    pub p: Vec2,
    /// Line A's heading, radians counter-clockwise from +x.
    pub angle_a: f32,
    /// A point of line B (its grab handle).
    pub q: Vec2,
    /// Line B's heading, radians counter-clockwise from +x.
    pub angle_b: f32,
}

impl Prepared for LinesScene {
    const CASES: &'static [&'static str] = &["crossing", "parallel", "coincident"];

    fn case(index: usize) -> Self {
        let p = Vec2::new(-3.0, -2.0);
        let (q, b) = match index % Self::CASES.len() {
            1 => (Vec2::new(3.0, -2.0), 45.0),
            2 => (Vec2::new(1.0, 2.0), 45.0),
            _ => (Vec2::new(3.0, -2.0), 135.0),
        };
        Self {
            p,
            angle_a: 45f32.to_radians(),
            q,
            angle_b: f32::to_radians(b),
        }
    }
}

impl LinesScene {
    /// The left line (through P) and the right line (through Q).
    #[must_use]
    pub fn lines(&self) -> (Line, Line) {
        (
            Line::new(self.p, Vec2::from_angle(self.angle_a)),
            Line::new(self.q, Vec2::from_angle(self.angle_b)),
        )
    }
}

impl Scene for LinesScene {
    fn step(&mut self, frame: &ControlFrame<LabControl>) {
        use LabControl::{LeftLineCcw, LeftLineCw, RightLineCcw, RightLineCw};
        turn_by(&mut self.angle_a, spin(frame, LeftLineCcw, LeftLineCw));
        turn_by(&mut self.angle_b, spin(frame, RightLineCcw, RightLineCw));
    }

    fn handles(&self) -> Vec<Handle> {
        let (a, b) = self.lines();
        vec![
            Handle::point(0, self.p),
            Handle::point(1, self.q),
            Handle::point(2, self.p + a.dir * ARROW),
            Handle::point(3, self.q + b.dir * ARROW),
        ]
    }

    fn drag(&mut self, id: usize, to: Vec2) {
        let heading = |from: Vec2, old: f32| {
            let d = to - from;
            if d.length_squared() > 1e-6 {
                d.to_angle().rem_euclid(std::f32::consts::TAU)
            } else {
                old
            }
        };
        match id {
            0 => self.p = to,
            1 => self.q = to,
            2 => self.angle_a = heading(self.p, self.angle_a),
            _ => self.angle_b = heading(self.q, self.angle_b),
        }
    }

    fn sketch(&self) -> Sketch {
        let (la, lb) = self.lines();
        let (a, b) = (la.dir, lb.dir);
        let mut items = vec![
            Item::Line {
                point: la.point,
                dir: a,
                role: Role::Ray,
            },
            Item::Line {
                point: lb.point,
                dir: b,
                role: Role::Other,
            },
            Item::Arrow {
                from: la.point,
                to: la.point + a * ARROW,
                role: Role::Ray,
            },
            Item::Arrow {
                from: lb.point,
                to: lb.point + b * ARROW,
                role: Role::Other,
            },
            Item::marker(la.point, FigureMark::Dot, "P", Role::Ray),
            Item::marker(lb.point, FigureMark::Dot, "Q", Role::Other),
        ];
        let mut report = Report::default();
        // The text's determinant of A = (a, −b), printed beside the core's answer.
        let det = -a.x * b.y + a.y * b.x;
        match ray::line_line(&la, &lb) {
            Some(LineIntersection::Point { point, s, t }) => {
                report.hit = true;
                report.verdict = Verdict::LinesCross;
                items.push(Item::marker(point, FigureMark::Filled, "R", Role::Entry));
                report.point("R", point);
                report.number("s (P→R)", s);
                report.number("t (Q→R)", t);
            }
            Some(LineIntersection::Parallel) => {
                report.verdict = Verdict::LinesParallel;
                report.note("R", Note::Nothing);
            }
            Some(LineIntersection::Coincident { point }) => {
                report.hit = true;
                report.verdict = Verdict::LinesCoincident;
                items.push(Item::marker(
                    point,
                    FigureMark::Filled,
                    "R (mid P,Q)",
                    Role::Entry,
                ));
                report.point("R", point);
            }
            None => {
                report.verdict = Verdict::LinesDegenerate;
            }
        }
        report.number("|A| = −ax·by + ay·bx", det);
        report.point("P", la.point);
        report.point("a", a);
        report.number("a angle°", self.angle_a.to_degrees());
        report.point("Q", lb.point);
        report.point("b", b);
        report.number("b angle°", self.angle_b.to_degrees());
        Sketch { items, report }
    }

    fn help(&self) -> Vec<(LabControl, &'static str)> {
        vec![
            (LabControl::LeftLineCcw, "raylab-help-turn-left-line-ccw"),
            (LabControl::LeftLineCw, "raylab-help-turn-left-line-cw"),
            (LabControl::RightLineCcw, "raylab-help-turn-right-line-ccw"),
            (LabControl::RightLineCw, "raylab-help-turn-right-line-cw"),
        ]
    }
}

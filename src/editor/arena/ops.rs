//! The edits: each changes a draft as one step of the undo history.
//!
//! An edit's numbers are rounded where they are made (to the snap grid, or
//! to a thousandth: `rounding`), so the file gets `2.35`, not the float that a sum of steps
//! left behind; and kept in the format's ranges (angles within ±360, scale
//! 0.05 to 50, spin ±45, size 4 to 400), so no edit makes a value the
//! loader rejects for its range. Placement is left free: a target may be
//! dragged over another, and the editor shows the loader's problem on it.

use super::draft::{
    ArenaDraft, ObstacleDraft, ObstacleShapeDraft, Part, ShapeDraft, TargetDraft, defaults,
};
use super::rounding::{FINE, round_fine, round_to, wrap_angle};

use super::fields::{Property, Stride, cycle, next_detection};
use super::rounding::range;

/// A target's kind of shape, for adding one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ShapeKind {
    /// A five-point star.
    Star,
    /// A crescent.
    Moon,
    /// An ellipse.
    Ellipse,
    /// A letter (an `A` to begin with).
    Letter,
}

/// An obstacle's kind, for adding one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ObstacleKind {
    /// A rectangle.
    Rect,
    /// A round post.
    Disk,
}

/// One edit of the draft.
#[derive(Debug, Clone, PartialEq)]
pub enum Edit {
    /// Put the part's centre at a point (rounded to `step`).
    MoveTo(Part, [f64; 2], f64),
    /// Turn a target, a rect or the plane's heading by degrees.
    Rotate(Part, f64),
    /// Add to a target's scale (0.1 makes it a tenth of its shape larger);
    /// grow an obstacle's lengths by the same fraction. Steps of a tenth
    /// keep the file's numbers round (1.5, never 1.331).
    Scale(Part, f64),
    /// Turn a target, a rect or the plane's heading to an angle, degrees
    /// (rounded to the step): a turn handle dragged.
    TurnTo(Part, f64, f64),
    /// Multiply a target's scale (rounded to the step) or an obstacle's
    /// lengths (to a hundredth): a size handle dragged.
    ScaleBy(Part, f64, f64),
    /// Add degrees per step to a target's spin.
    Spin(Part, f64),
    /// Add a target at a point.
    AddTarget(ShapeKind, [f64; 2]),
    /// Add an obstacle at a point.
    AddObstacle(ObstacleKind, [f64; 2]),
    /// Remove a target or an obstacle.
    Delete(Part),
    /// Copy a target or an obstacle, a little to the right.
    Duplicate(Part),
    /// Add tips to a star (3 to 64).
    Tips(Part, i64),
    /// Add to a star's inner radius (kept below its outer radius): its
    /// tips fatter or thinner.
    Inner(Part, f64),
    /// Move a target's hits to break up or down the ladder [`HITS`].
    Hits(Part, i32),
    /// Add to the shells' speed, world units per step.
    ShellSpeed(f64),
    /// Add to the steps between shells.
    Cooldown(i64),
    /// Add to the plane's turn rate, degrees per step.
    TurnRate(f64),
    /// Move a letter's character on through `LETTERS` by this many.
    NextCharacter(Part, i32),
    /// Add world units to the field's width and height.
    Resize([f64; 2]),
    /// The next hit test a round starts with.
    NextDetection,
    /// Step a property of a part (the arena's when `None`) by so many
    /// strides: the properties panel's `-` and `+`.
    Step(Option<Part>, Property, i32, Stride),
    /// Set a text property (name, about, colour, a letter's character) to
    /// what was typed.
    SetText(Option<Part>, Property, String),
}

/// The hits to break a target steps through: round numbers a designer
/// picks from (the shipped arenas use 1, 3, 40 and 1000).
pub const HITS: [i64; 12] = [1, 2, 3, 5, 10, 20, 40, 50, 100, 200, 500, 1000];

/// The characters a letter target steps through: the shipped arenas' and
/// the digits (a file may name any glyph the font has).
pub const LETTERS: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/// The colours added targets take in turn: the shipped arenas' palette.
pub(super) const PALETTE: [&str; 5] = ["#f2c84b", "#8fc8ff", "#6fdc9a", "#f08cd0", "#7fe0e0"];

impl ArenaDraft {
    /// Applies `edit`; returns the part to select after it (the one added
    /// or copied, the one moved), or `None` when the edit selects nothing
    /// (a part deleted, or a part that is not there).
    pub fn apply(&mut self, edit: &Edit) -> Option<Part> {
        match *edit {
            Edit::MoveTo(part, at, step) => {
                let at = at.map(|v| round_to(v, step));
                *self.centre_mut(part)? = at;
                Some(part)
            }
            Edit::Rotate(part, by) => {
                match part {
                    Part::Plane => {
                        self.plane.heading_deg = wrap_angle(self.plane.heading_deg + by);
                    }
                    Part::Target(i) => {
                        let target = self.targets.get_mut(i)?;
                        target.angle_deg = wrap_angle(target.angle_deg + by);
                    }
                    Part::Obstacle(i) => match &mut self.obstacles.get_mut(i)?.shape {
                        ObstacleShapeDraft::Rect { angle_deg, .. } => {
                            *angle_deg = wrap_angle(*angle_deg + by);
                        }
                        ObstacleShapeDraft::Disk { .. } => {}
                    },
                }
                Some(part)
            }
            Edit::Scale(part, by) => {
                // Lengths to a hundredth: a size the eye can tell apart.
                let grow = |v: f64| {
                    let grown = (v * (1.0 + by) * 100.0).round() / 100.0;
                    grown.clamp(range::LENGTH.0, range::LENGTH.1)
                };
                match part {
                    Part::Plane => return None,
                    Part::Target(i) => {
                        let target = self.targets.get_mut(i)?;
                        let (lo, hi) = range::SCALE;
                        target.scale = round_fine(target.scale + by).clamp(lo, hi);
                    }
                    Part::Obstacle(i) => match &mut self.obstacles.get_mut(i)?.shape {
                        ObstacleShapeDraft::Rect { size, .. } => *size = size.map(grow),
                        ObstacleShapeDraft::Disk { radius } => *radius = grow(*radius),
                    },
                }
                Some(part)
            }
            Edit::TurnTo(part, deg, step) => {
                let deg = wrap_angle(round_to(deg, step));
                match part {
                    Part::Plane => self.plane.heading_deg = deg,
                    Part::Target(i) => self.targets.get_mut(i)?.angle_deg = deg,
                    Part::Obstacle(i) => match &mut self.obstacles.get_mut(i)?.shape {
                        ObstacleShapeDraft::Rect { angle_deg, .. } => *angle_deg = deg,
                        ObstacleShapeDraft::Disk { .. } => {}
                    },
                }
                Some(part)
            }
            Edit::ScaleBy(part, factor, step) => {
                if !factor.is_finite() || factor <= 0.0 {
                    return Some(part);
                }
                let grow = |v: f64| {
                    let grown = (v * factor * 100.0).round() / 100.0;
                    grown.clamp(range::LENGTH.0, range::LENGTH.1)
                };
                match part {
                    Part::Plane => return None,
                    Part::Target(i) => {
                        let target = self.targets.get_mut(i)?;
                        let (lo, hi) = range::SCALE;
                        target.scale = round_to(target.scale * factor, step).clamp(lo, hi);
                    }
                    Part::Obstacle(i) => match &mut self.obstacles.get_mut(i)?.shape {
                        ObstacleShapeDraft::Rect { size, .. } => *size = size.map(grow),
                        ObstacleShapeDraft::Disk { radius } => *radius = grow(*radius),
                    },
                }
                Some(part)
            }
            Edit::Spin(part, by) => {
                let Part::Target(i) = part else { return None };
                let target = self.targets.get_mut(i)?;
                let spin = round_fine(target.spin_deg_per_step + by);
                target.spin_deg_per_step = spin.clamp(-range::SPIN, range::SPIN);
                Some(part)
            }
            Edit::AddTarget(kind, at) => {
                let colour = PALETTE[self.targets.len() % PALETTE.len()].to_owned();
                self.targets.push(TargetDraft {
                    origin: None,
                    shape: new_shape(kind),
                    position: at.map(round_fine),
                    angle_deg: defaults::ANGLE_DEG,
                    scale: defaults::SCALE,
                    spin_deg_per_step: 1.0,
                    colour,
                    hits_to_break: defaults::HITS_TO_BREAK,
                });
                Some(Part::Target(self.targets.len() - 1))
            }
            Edit::AddObstacle(kind, at) => {
                let shape = match kind {
                    ObstacleKind::Rect => ObstacleShapeDraft::Rect {
                        size: [4.0, 0.5],
                        angle_deg: defaults::ANGLE_DEG,
                    },
                    ObstacleKind::Disk => ObstacleShapeDraft::Disk { radius: 1.0 },
                };
                self.obstacles.push(ObstacleDraft {
                    origin: None,
                    center: at.map(round_fine),
                    shape,
                });
                Some(Part::Obstacle(self.obstacles.len() - 1))
            }
            Edit::Delete(part) => {
                match part {
                    Part::Plane => {}
                    Part::Target(i) if i < self.targets.len() => {
                        self.targets.remove(i);
                    }
                    Part::Obstacle(i) if i < self.obstacles.len() => {
                        self.obstacles.remove(i);
                    }
                    Part::Target(_) | Part::Obstacle(_) => {}
                }
                None
            }
            Edit::Duplicate(part) => {
                // A step to the right the size of what is copied, so the
                // copy is seen beside it (its reach overlaps: the editor
                // says so until it is moved).
                let beside = |at: [f64; 2], by: f64| [round_fine(at[0] + by), at[1]];
                match part {
                    Part::Plane => None,
                    Part::Target(i) => {
                        let mut copy = self.targets.get(i)?.clone();
                        copy.origin = None;
                        copy.position = beside(copy.position, 2.0);
                        self.targets.push(copy);
                        Some(Part::Target(self.targets.len() - 1))
                    }
                    Part::Obstacle(i) => {
                        let mut copy = self.obstacles.get(i)?.clone();
                        copy.origin = None;
                        copy.center = beside(copy.center, 2.0);
                        self.obstacles.push(copy);
                        Some(Part::Obstacle(self.obstacles.len() - 1))
                    }
                }
            }
            Edit::Tips(part, by) => {
                let Part::Target(i) = part else { return None };
                let ShapeDraft::Star { points, .. } = &mut self.targets.get_mut(i)?.shape else {
                    return None;
                };
                *points = (*points + by).clamp(3, 64);
                Some(part)
            }
            Edit::Inner(part, by) => {
                let Part::Target(i) = part else { return None };
                let ShapeDraft::Star {
                    outer_radius,
                    inner_radius,
                    ..
                } = &mut self.targets.get_mut(i)?.shape
                else {
                    return None;
                };
                // Below the outer radius by a step of FINE at least, or the
                // loader would refuse the star.
                let most = (*outer_radius - FINE).max(range::LENGTH.0);
                *inner_radius = round_fine(*inner_radius + by).clamp(range::LENGTH.0, most);
                Some(part)
            }
            Edit::Hits(part, by) => {
                let Part::Target(i) = part else { return None };
                let target = self.targets.get_mut(i)?;
                // The next rung above (or below) the count now, which may
                // be off the ladder (a file's 7).
                let now = target.hits_to_break;
                let next = if by > 0 {
                    HITS.iter().find(|&&h| h > now).copied().unwrap_or(now)
                } else {
                    HITS.iter()
                        .rev()
                        .find(|&&h| h < now)
                        .copied()
                        .unwrap_or(now)
                };
                target.hits_to_break = next;
                Some(part)
            }
            Edit::ShellSpeed(by) => {
                let (lo, hi) = range::SHELL_SPEED;
                self.shells.speed = round_fine(self.shells.speed + by).clamp(lo, hi);
                None
            }
            Edit::Cooldown(by) => {
                let (lo, hi) = range::COOLDOWN;
                self.shells.cooldown_steps = (self.shells.cooldown_steps + by).clamp(lo, hi);
                None
            }
            Edit::TurnRate(by) => {
                let (lo, hi) = range::TURN;
                let turn = &mut self.plane.turn_deg_per_step;
                *turn = round_fine(*turn + by).clamp(lo, hi);
                Some(Part::Plane)
            }
            Edit::NextCharacter(part, by) => {
                let Part::Target(i) = part else { return None };
                let ShapeDraft::Letter { character, .. } = &mut self.targets.get_mut(i)?.shape
                else {
                    return None;
                };
                let letters: Vec<char> = LETTERS.chars().collect();
                let now = character
                    .chars()
                    .next()
                    .and_then(|c| letters.iter().position(|l| *l == c.to_ascii_uppercase()));
                let next = cycle(now, by, letters.len());
                *character = letters.get(next).copied().unwrap_or('A').to_string();
                Some(part)
            }
            Edit::Resize(by) => {
                let (lo, hi) = range::SIZE;
                self.size = [0, 1].map(|i| round_fine(self.size[i] + by[i]).clamp(lo, hi));
                None
            }
            Edit::Step(part, property, by, stride) => {
                self.step_property(part, property, by, stride);
                part
            }
            Edit::SetText(part, property, ref typed) => {
                self.set_text(part, property, typed);
                part
            }
            Edit::NextDetection => {
                self.detection = next_detection(&self.detection, 1);
                None
            }
        }
    }

    /// The part's centre: the plane's position, a target's position, an
    /// obstacle's centre; `None` for a part that is not there.
    #[must_use]
    pub fn centre(&self, part: Part) -> Option<[f64; 2]> {
        match part {
            Part::Plane => Some(self.plane.position),
            Part::Target(i) => self.targets.get(i).map(|t| t.position),
            Part::Obstacle(i) => self.obstacles.get(i).map(|o| o.center),
        }
    }

    fn centre_mut(&mut self, part: Part) -> Option<&mut [f64; 2]> {
        match part {
            Part::Plane => Some(&mut self.plane.position),
            Part::Target(i) => self.targets.get_mut(i).map(|t| &mut t.position),
            Part::Obstacle(i) => self.obstacles.get_mut(i).map(|o| &mut o.center),
        }
    }

    /// Every part, in the order Tab selects them: the plane, the targets,
    /// the obstacles.
    #[must_use]
    pub fn parts(&self) -> Vec<Part> {
        let mut parts = vec![Part::Plane];
        parts.extend((0..self.targets.len()).map(Part::Target));
        parts.extend((0..self.obstacles.len()).map(Part::Obstacle));
        parts
    }
}

/// A new target's outline: the sizes of the shipped arenas' targets.
pub(super) fn new_shape(kind: ShapeKind) -> ShapeDraft {
    match kind {
        ShapeKind::Star => ShapeDraft::Star {
            points: 5,
            outer_radius: 2.0,
            inner_radius: 0.8,
        },
        ShapeKind::Moon => ShapeDraft::Moon {
            radius: 2.0,
            cut_radius: 1.7,
            cut_offset: 1.0,
        },
        ShapeKind::Ellipse => ShapeDraft::Ellipse {
            radius_x: 2.0,
            radius_y: 1.2,
            segments: defaults::SEGMENTS,
        },
        ShapeKind::Letter => ShapeDraft::Letter {
            character: "A".to_owned(),
            height: 3.0,
        },
    }
}

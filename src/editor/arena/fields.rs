//! The properties panel's rules: every number and word a designer tunes,
//! for the selected part or the arena, each with its step, its range (the
//! loader's, `levels::arena::limits`) and its look in the file (an integer
//! key stays an integer).
//!
//! The view lists [`ArenaDraft::properties`] and maps keys; a change is an
//! [`Edit::Step`](super::ops::Edit::Step) or
//! [`Edit::SetText`](super::ops::Edit::SetText), one undoable edit.

use crate::levels::arena::Detection;
use crate::sim::Selection;

use super::draft::{ArenaDraft, Field, ObstacleShapeDraft, Part, ShapeDraft, defaults};
use super::ops::{LETTERS, PALETTE, ShapeKind, new_shape};
use super::rounding::{FINE, range, round_fine, wrap_angle};

/// One value the properties panel shows, named as the file names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Property {
    /// The arena's `name`.
    Name,
    /// The arena's `about`.
    About,
    /// The field's width, `size[0]`.
    Width,
    /// The field's height, `size[1]`.
    Height,
    /// `round_seconds`.
    RoundSeconds,
    /// `detection`, a choice of three.
    Detection,
    /// `[shells] speed`.
    ShellSpeed,
    /// `[shells] cooldown_steps`, an integer.
    Cooldown,
    /// `[plane] turn_deg_per_step`.
    TurnRate,
    /// `[plane] move_speed`.
    MoveSpeed,
    /// The part's `position[0]` (`center[0]`).
    X,
    /// The part's `position[1]` (`center[1]`).
    Y,
    /// The plane's `heading_deg`, a target's or a rect's `angle_deg`.
    Angle,
    /// A target's shape or an obstacle's `kind`, a choice.
    Kind,
    /// A target's `scale`.
    Scale,
    /// A target's `spin_deg_per_step`.
    Spin,
    /// A target's `colour`, text (`#rrggbb`); steps go through the palette.
    Colour,
    /// A target's `hits_to_break`, an integer.
    Hits,
    /// A star's `points`, an integer.
    Points,
    /// A star's `outer_radius`.
    OuterRadius,
    /// A star's `inner_radius` (kept below the outer).
    InnerRadius,
    /// A moon's or a disk's `radius`.
    Radius,
    /// A moon's `cut_radius`.
    CutRadius,
    /// A moon's `cut_offset`.
    CutOffset,
    /// An ellipse's `radius_x`.
    RadiusX,
    /// An ellipse's `radius_y`.
    RadiusY,
    /// An ellipse's `segments`, an integer.
    Segments,
    /// A letter's `character`, text (one character).
    Character,
    /// A letter's `height`.
    LetterHeight,
    /// A rect's width, `size[0]`.
    RectWidth,
    /// A rect's height, `size[1]`.
    RectHeight,
}

/// How far one press steps a value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stride {
    /// A tenth of a step (integers: one).
    Fine,
    /// One step.
    Normal,
    /// Ten steps or so.
    Coarse,
}

impl Property {
    /// The key as the file writes it (`size[0]` as `width`), the panel's
    /// label: the words of `docs/levels.md`.
    #[must_use]
    pub fn key(self) -> &'static str {
        match self {
            Self::Name => "name",
            Self::About => "about",
            Self::Width | Self::RectWidth => "width",
            Self::Height | Self::RectHeight => "height",
            Self::RoundSeconds => "round_seconds",
            Self::Detection => "detection",
            Self::ShellSpeed => "shells.speed",
            Self::Cooldown => "shells.cooldown_steps",
            Self::TurnRate => "turn_deg_per_step",
            Self::MoveSpeed => "move_speed",
            Self::X => "x",
            Self::Y => "y",
            Self::Angle => "angle_deg",
            Self::Kind => "kind",
            Self::Scale => "scale",
            Self::Spin => "spin_deg_per_step",
            Self::Colour => "colour",
            Self::Hits => "hits_to_break",
            Self::Points => "points",
            Self::OuterRadius => "outer_radius",
            Self::InnerRadius => "inner_radius",
            Self::Radius => "radius",
            Self::CutRadius => "cut_radius",
            Self::CutOffset => "cut_offset",
            Self::RadiusX => "radius_x",
            Self::RadiusY => "radius_y",
            Self::Segments => "segments",
            Self::Character => "character",
            Self::LetterHeight => "height",
        }
    }

    /// Whether it is typed in (Enter, the text, Enter) rather than stepped.
    #[must_use]
    pub fn is_text(self) -> bool {
        matches!(
            self,
            Self::Name | Self::About | Self::Colour | Self::Character
        )
    }

    /// The step of a number (fine, normal, coarse), its range, and whether
    /// it is an integer.
    fn steps(self) -> Option<([f64; 3], (f64, f64), bool)> {
        let length = ([0.01, 0.1, 1.0], range::LENGTH, false);
        Some(match self {
            Self::Width | Self::Height => ([0.5, 2.0, 10.0], range::SIZE, false),
            Self::RoundSeconds => ([1.0, 5.0, 60.0], range::ROUND_SECONDS, false),
            Self::ShellSpeed => ([0.01, 0.05, 0.5], range::SHELL_SPEED, false),
            Self::Cooldown => ([1.0, 1.0, 10.0], whole(range::COOLDOWN), true),
            Self::TurnRate => ([0.1, 0.5, 5.0], range::TURN, false),
            Self::MoveSpeed => ([0.001, 0.01, 0.1], range::MOVE_SPEED, false),
            Self::X | Self::Y => ([0.05, 0.5, 5.0], range::POSITION, false),
            Self::Angle => (
                [1.0, 15.0, 90.0],
                (-range::ANGLE_DEG, range::ANGLE_DEG),
                false,
            ),
            Self::Scale => ([0.01, 0.1, 1.0], range::SCALE, false),
            Self::Spin => ([0.1, 1.0, 10.0], (-range::SPIN, range::SPIN), false),
            Self::Hits => ([1.0, 1.0, 10.0], whole(range::HITS), true),
            Self::Points => ([1.0, 1.0, 10.0], whole(range::POINTS), true),
            Self::Segments => ([1.0, 8.0, 64.0], whole(range::SEGMENTS), true),
            Self::OuterRadius
            | Self::InnerRadius
            | Self::Radius
            | Self::CutRadius
            | Self::CutOffset
            | Self::RadiusX
            | Self::RadiusY
            | Self::LetterHeight
            | Self::RectWidth
            | Self::RectHeight => length,
            Self::Name
            | Self::About
            | Self::Detection
            | Self::Kind
            | Self::Colour
            | Self::Character => return None,
        })
    }
}

#[allow(clippy::cast_precision_loss)] // the format's small integer ranges
fn whole(range: (i64, i64)) -> (f64, f64) {
    (range.0 as f64, range.1 as f64)
}

/// The target kinds, in the order a step goes.
const SHAPES: [ShapeKind; 4] = [
    ShapeKind::Star,
    ShapeKind::Moon,
    ShapeKind::Ellipse,
    ShapeKind::Letter,
];

impl ArenaDraft {
    /// The properties of `part`, or of the arena when `None`, in the order
    /// the panel lists them (the file's order). A part that is not there
    /// has none.
    #[must_use]
    pub fn properties(&self, part: Option<Part>) -> Vec<Property> {
        use Property as P;
        match part {
            None => vec![
                P::Name,
                P::About,
                P::Width,
                P::Height,
                P::RoundSeconds,
                P::Detection,
                P::ShellSpeed,
                P::Cooldown,
                P::TurnRate,
                P::MoveSpeed,
            ],
            Some(Part::Plane) => vec![P::X, P::Y, P::Angle, P::TurnRate, P::MoveSpeed],
            Some(Part::Target(i)) => self.targets.get(i).map_or_else(Vec::new, |t| {
                let mut list = vec![P::Kind];
                list.extend(match t.shape {
                    ShapeDraft::Star { .. } => [P::Points, P::OuterRadius, P::InnerRadius].to_vec(),
                    ShapeDraft::Moon { .. } => [P::Radius, P::CutRadius, P::CutOffset].to_vec(),
                    ShapeDraft::Ellipse { .. } => [P::RadiusX, P::RadiusY, P::Segments].to_vec(),
                    ShapeDraft::Letter { .. } => [P::Character, P::LetterHeight].to_vec(),
                });
                list.extend([P::X, P::Y, P::Angle, P::Scale, P::Spin, P::Colour, P::Hits]);
                list
            }),
            Some(Part::Obstacle(i)) => {
                self.obstacles
                    .get(i)
                    .map_or_else(Vec::new, |o| match o.shape {
                        ObstacleShapeDraft::Rect { .. } => {
                            vec![P::Kind, P::X, P::Y, P::RectWidth, P::RectHeight, P::Angle]
                        }
                        ObstacleShapeDraft::Disk { .. } => vec![P::Kind, P::X, P::Y, P::Radius],
                    })
            }
        }
    }

    /// The value of `property` of `part` (the arena when `None`), as the
    /// file would write it; `None` when the part has no such property.
    #[must_use]
    pub fn property(&self, part: Option<Part>, property: Property) -> Option<Field> {
        use Property as P;
        let number = Field::Number;
        let text = |s: &str| Some(Field::Text(s.to_owned()));
        match (part, property) {
            (None, P::Name) => text(self.name.as_deref().unwrap_or("")),
            (None, P::About) => text(self.about.as_deref().unwrap_or("")),
            (None, P::Width) => Some(number(self.size[0])),
            (None, P::Height) => Some(number(self.size[1])),
            (None, P::RoundSeconds) => Some(number(self.round_seconds)),
            (None, P::Detection) => text(&self.detection),
            (None, P::ShellSpeed) => Some(number(self.shells.speed)),
            (None, P::Cooldown) => Some(Field::Integer(self.shells.cooldown_steps)),
            (None | Some(Part::Plane), P::TurnRate) => Some(number(self.plane.turn_deg_per_step)),
            (None | Some(Part::Plane), P::MoveSpeed) => Some(number(self.plane.move_speed)),
            (Some(Part::Plane), P::X) => Some(number(self.plane.position[0])),
            (Some(Part::Plane), P::Y) => Some(number(self.plane.position[1])),
            (Some(Part::Plane), P::Angle) => Some(number(self.plane.heading_deg)),
            (Some(Part::Target(i)), _) => {
                let t = self.targets.get(i)?;
                match property {
                    P::Kind => text(t.shape.kind()),
                    P::X => Some(number(t.position[0])),
                    P::Y => Some(number(t.position[1])),
                    P::Angle => Some(number(t.angle_deg)),
                    P::Scale => Some(number(t.scale)),
                    P::Spin => Some(number(t.spin_deg_per_step)),
                    P::Colour => text(&t.colour),
                    P::Hits => Some(Field::Integer(t.hits_to_break)),
                    _ => {
                        let fields = t.shape.fields();
                        let key = property.key();
                        fields.into_iter().find(|(k, _)| *k == key).map(|(_, v)| v)
                    }
                }
            }
            (Some(Part::Obstacle(i)), _) => {
                let o = self.obstacles.get(i)?;
                match (property, o.shape) {
                    (P::Kind, shape) => text(shape.kind()),
                    (P::X, _) => Some(number(o.center[0])),
                    (P::Y, _) => Some(number(o.center[1])),
                    (P::RectWidth, ObstacleShapeDraft::Rect { size, .. }) => Some(number(size[0])),
                    (P::RectHeight, ObstacleShapeDraft::Rect { size, .. }) => Some(number(size[1])),
                    (P::Angle, ObstacleShapeDraft::Rect { angle_deg, .. }) => {
                        Some(number(angle_deg))
                    }
                    (P::Radius, ObstacleShapeDraft::Disk { radius }) => Some(number(radius)),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// Steps `property` of `part` by `by` strides (negative: down): a
    /// number by its step, kept in its range; a choice to the next one.
    /// Returns whether the part has the property.
    pub(super) fn step_property(
        &mut self,
        part: Option<Part>,
        property: Property,
        by: i32,
        stride: Stride,
    ) -> bool {
        use Property as P;
        match property {
            P::Name | P::About => return self.property(part, property).is_some(),
            P::Detection => {
                self.detection = next_detection(&self.detection, by);
                return true;
            }
            P::Kind => return self.step_kind(part, by),
            P::Colour => {
                let Some(Part::Target(i)) = part else {
                    return false;
                };
                let Some(target) = self.targets.get_mut(i) else {
                    return false;
                };
                let now = PALETTE
                    .iter()
                    .position(|c| c.eq_ignore_ascii_case(&target.colour));
                target.colour = PALETTE[cycle(now, by, PALETTE.len())].to_owned();
                return true;
            }
            P::Character => {
                let Some(Part::Target(i)) = part else {
                    return false;
                };
                let Some(target) = self.targets.get_mut(i) else {
                    return false;
                };
                let ShapeDraft::Letter { character, .. } = &mut target.shape else {
                    return false;
                };
                let letters: Vec<char> = LETTERS.chars().collect();
                let now = character
                    .chars()
                    .next()
                    .and_then(|c| letters.iter().position(|l| *l == c.to_ascii_uppercase()));
                *character = letters[cycle(now, by, letters.len())].to_string();
                return true;
            }
            _ => {}
        }
        let Some(([fine, normal, coarse], (lo, hi), integer)) = property.steps() else {
            return false;
        };
        let step = match stride {
            Stride::Fine => fine,
            Stride::Normal => normal,
            Stride::Coarse => coarse,
        };
        let Some(now) = self.property(part, property) else {
            return false;
        };
        let now = match now {
            Field::Number(n) => n,
            #[allow(clippy::cast_precision_loss)] // the format's small integers
            Field::Integer(n) => n as f64,
            Field::Text(_) => return false,
        };
        let new = round_fine(now + f64::from(by) * step);
        let mut new = if property == P::Angle {
            wrap_angle(new)
        } else {
            new.clamp(lo, hi)
        };
        if integer {
            new = new.round();
        }
        self.set_number(part, property, new);
        true
    }

    /// Puts `value` (already rounded and in range) into `property`.
    fn set_number(&mut self, part: Option<Part>, property: Property, value: f64) {
        use Property as P;
        #[allow(clippy::cast_possible_truncation)] // whole and in the format's range
        let int = value as i64;
        match (part, property) {
            (None, P::Width) => self.size[0] = value,
            (None, P::Height) => self.size[1] = value,
            (None, P::RoundSeconds) => self.round_seconds = value,
            (None, P::ShellSpeed) => self.shells.speed = value,
            (None, P::Cooldown) => self.shells.cooldown_steps = int,
            (None | Some(Part::Plane), P::TurnRate) => self.plane.turn_deg_per_step = value,
            (None | Some(Part::Plane), P::MoveSpeed) => self.plane.move_speed = value,
            (Some(Part::Plane), P::X) => self.plane.position[0] = value,
            (Some(Part::Plane), P::Y) => self.plane.position[1] = value,
            (Some(Part::Plane), P::Angle) => self.plane.heading_deg = value,
            (Some(Part::Target(i)), _) => {
                let Some(t) = self.targets.get_mut(i) else {
                    return;
                };
                match (property, &mut t.shape) {
                    (P::X, _) => t.position[0] = value,
                    (P::Y, _) => t.position[1] = value,
                    (P::Angle, _) => t.angle_deg = value,
                    (P::Scale, _) => t.scale = value,
                    (P::Spin, _) => t.spin_deg_per_step = value,
                    (P::Hits, _) => t.hits_to_break = int,
                    (P::Points, ShapeDraft::Star { points, .. }) => *points = int,
                    (
                        P::OuterRadius,
                        ShapeDraft::Star {
                            outer_radius,
                            inner_radius,
                            ..
                        },
                    ) => {
                        // Above the inner radius, or the loader refuses it.
                        let least = (*inner_radius + FINE).min(range::LENGTH.1);
                        *outer_radius = value.max(least);
                    }
                    (
                        P::InnerRadius,
                        ShapeDraft::Star {
                            outer_radius,
                            inner_radius,
                            ..
                        },
                    ) => {
                        let most = (*outer_radius - FINE).max(range::LENGTH.0);
                        *inner_radius = value.min(most);
                    }
                    (P::Radius, ShapeDraft::Moon { radius, .. }) => *radius = value,
                    (P::CutRadius, ShapeDraft::Moon { cut_radius, .. }) => *cut_radius = value,
                    (P::CutOffset, ShapeDraft::Moon { cut_offset, .. }) => *cut_offset = value,
                    (P::RadiusX, ShapeDraft::Ellipse { radius_x, .. }) => *radius_x = value,
                    (P::RadiusY, ShapeDraft::Ellipse { radius_y, .. }) => *radius_y = value,
                    (P::Segments, ShapeDraft::Ellipse { segments, .. }) => *segments = int,
                    (P::LetterHeight, ShapeDraft::Letter { height, .. }) => *height = value,
                    _ => {}
                }
            }
            (Some(Part::Obstacle(i)), _) => {
                let Some(o) = self.obstacles.get_mut(i) else {
                    return;
                };
                match (property, &mut o.shape) {
                    (P::X, _) => o.center[0] = value,
                    (P::Y, _) => o.center[1] = value,
                    (P::RectWidth, ObstacleShapeDraft::Rect { size, .. }) => size[0] = value,
                    (P::RectHeight, ObstacleShapeDraft::Rect { size, .. }) => size[1] = value,
                    (P::Angle, ObstacleShapeDraft::Rect { angle_deg, .. }) => *angle_deg = value,
                    (P::Radius, ObstacleShapeDraft::Disk { radius }) => *radius = value,
                    _ => {}
                }
            }
            _ => {}
        }
    }

    /// A target's shape to the next kind (at the new kind's first size),
    /// an obstacle's between rect and disk.
    fn step_kind(&mut self, part: Option<Part>, by: i32) -> bool {
        match part {
            Some(Part::Target(i)) => {
                let Some(t) = self.targets.get_mut(i) else {
                    return false;
                };
                let now = SHAPES
                    .iter()
                    .position(|k| new_shape(*k).kind() == t.shape.kind());
                t.shape = new_shape(SHAPES[cycle(now, by, SHAPES.len())]);
                true
            }
            Some(Part::Obstacle(i)) => {
                let Some(o) = self.obstacles.get_mut(i) else {
                    return false;
                };
                o.shape = match o.shape {
                    ObstacleShapeDraft::Rect { size, .. } => ObstacleShapeDraft::Disk {
                        radius: round_fine(size[0].max(size[1]) / 2.0).max(range::LENGTH.0),
                    },
                    ObstacleShapeDraft::Disk { radius } => ObstacleShapeDraft::Rect {
                        size: [round_fine(radius * 2.0), round_fine(radius * 2.0)],
                        angle_deg: defaults::ANGLE_DEG,
                    },
                };
                true
            }
            _ => false,
        }
    }

    /// Sets a text property to what was typed, within the format's limits:
    /// a name or an about left empty is taken out of the file, an about is
    /// cut to its most characters, a character is the first one typed, a
    /// colour must be `#rrggbb`. Returns whether anything was set.
    pub(super) fn set_text(&mut self, part: Option<Part>, property: Property, typed: &str) -> bool {
        let typed: String = typed.chars().filter(|c| !c.is_control()).collect();
        let trimmed = typed.trim();
        match (part, property) {
            (None, Property::Name) => {
                self.name = (!trimmed.is_empty()).then(|| trimmed.to_owned());
                true
            }
            (None, Property::About) => {
                let about: String = trimmed.chars().take(range::ABOUT_CHARS).collect();
                self.about = (!about.is_empty()).then_some(about);
                true
            }
            (Some(Part::Target(i)), Property::Colour) => {
                let Some(t) = self.targets.get_mut(i) else {
                    return false;
                };
                let hex = trimmed.strip_prefix('#').unwrap_or(trimmed);
                if hex.len() != 6 || !hex.chars().all(|c| c.is_ascii_hexdigit()) {
                    return false;
                }
                t.colour = format!("#{}", hex.to_ascii_lowercase());
                true
            }
            (Some(Part::Target(i)), Property::Character) => {
                let Some(t) = self.targets.get_mut(i) else {
                    return false;
                };
                let ShapeDraft::Letter { character, .. } = &mut t.shape else {
                    return false;
                };
                let Some(first) = trimmed.chars().next() else {
                    return false;
                };
                *character = first.to_string();
                true
            }
            _ => false,
        }
    }
}

/// The hit test `by` on from the one named `now`, by the name an arena
/// file gives it (the first when `now` names none).
pub(super) fn next_detection(now: &str, by: i32) -> String {
    let all = Detection::ALL;
    let at = all.iter().position(|d| d.key() == now);
    all[cycle(at, by, all.len())].key().to_owned()
}

/// The index `by` on from `now` in a list of `len`, wrapping around (the
/// first when `now` is off the list).
pub(super) fn cycle(now: Option<usize>, by: i32, len: usize) -> usize {
    now.map_or(0, |n| {
        let by = isize::try_from(by).unwrap_or(0);
        Selection::at(n, len).stepped(by).index()
    })
}

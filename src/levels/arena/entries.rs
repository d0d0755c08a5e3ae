//! A target's `shape` and an `[[obstacles]]` entry: the kind, its keys and
//! their ranges, each problem at the key that holds it (a key that is
//! missing: at the table).

use std::fmt::Display;
use std::ops::RangeInclusive;

use glam::Vec2;
use toml::Spanned;

use super::defaults;
use super::font::{FONT_NAME, font_has};

use super::kind_table::{KindReader, KindTable};
use super::limits::{ANGLE_DEG, ELLIPSE_SEGMENTS, LENGTH, STAR_POINTS};
use super::spec::{ObstacleSpec, ShapeSpec};
use super::values::{finite_point, in_range};
use crate::geom::{Disk, Obb};
use crate::levels::spanned::problem::{Problem, Problems};
use crate::levels::spanned::value::Read;

/// A length as a designer wrote it: at most three decimals, no float noise
/// (`0.3`, not `0.30000007`).
fn short(value: f32) -> String {
    let fixed = format!("{value:.3}");
    fixed.trim_end_matches('0').trim_end_matches('.').to_owned()
}

/// The value of `key`, if present, of the right type and within `range`;
/// messages name it `{what} {key}`.
fn checked<T>(
    reader: &KindReader<'_>,
    what: &str,
    key: &str,
    range: &RangeInclusive<T>,
    problems: &mut Problems<'_>,
) -> Option<Spanned<T>>
where
    T: Read + PartialOrd + Copy + Display,
{
    let value = reader.required::<T>(key, problems)?;
    in_range(problems, &format!("{what} {key}"), &value, range)?;
    Some(value)
}

/// The keys of each kind of shape.
fn shape_keys(kind: &str) -> &'static [&'static str] {
    match kind {
        "star" => &["points", "outer_radius", "inner_radius"],
        "moon" => &["radius", "cut_radius", "cut_offset"],
        "ellipse" => &["radius_x", "radius_y", "segments"],
        _ => &["character", "height"],
    }
}

/// The shape if every key is known, present, of its type and in range. A
/// relation between radii is judged only once the radii themselves are
/// valid, and is reported at the second of them.
pub(super) fn validate_shape(
    shape: &KindTable<'_>,
    problems: &mut Problems<'_>,
) -> Option<ShapeSpec> {
    let mut reader = KindReader::new(shape.clone());
    let before = problems.count();
    let kind = reader.kind("shape", &["star", "moon", "ellipse", "letter"], problems)?;
    reader.only(shape_keys(kind), problems);
    let r = &reader;
    let length = |key: &str, problems: &mut Problems<'_>| checked(r, kind, key, &LENGTH, problems);
    let (spec, relation) = match kind {
        "star" => {
            let points = checked(r, kind, "points", &STAR_POINTS, problems);
            let outer = length("outer_radius", problems);
            let inner = length("inner_radius", problems);
            let (points, outer, inner) = (points?, outer?, inner?);
            let (inner_value, outer_value) = (*inner.get_ref(), *outer.get_ref());
            let relation = (inner_value >= outer_value).then(|| {
                let message = format!(
                    "star inner_radius ({}) must be below outer_radius ({})",
                    short(inner_value),
                    short(outer_value)
                );
                Problem::new(inner.span(), message)
            });
            let spec = ShapeSpec::Star {
                points: *points.get_ref(),
                outer_radius: *outer.get_ref(),
                inner_radius: *inner.get_ref(),
            };
            (spec, relation)
        }
        "moon" => {
            let radius = length("radius", problems);
            let cut_radius = length("cut_radius", problems);
            let cut_offset = length("cut_offset", problems);
            let (radius, cut_radius, offset) =
                (*radius?.get_ref(), *cut_radius?.get_ref(), cut_offset?);
            // The cut must cross the rim twice, or there is no crescent.
            let cut_offset = *offset.get_ref();
            let crosses =
                cut_offset > (radius - cut_radius).abs() && cut_offset < radius + cut_radius;
            let relation = (!crosses).then(|| {
                let message = format!(
                    "moon cut_offset ({}) must be between |radius - cut_radius| ({}) \
                     and radius + cut_radius ({}), so the cut disk crosses the rim",
                    short(cut_offset),
                    short((radius - cut_radius).abs()),
                    short(radius + cut_radius)
                );
                Problem::new(offset.span(), message)
            });
            let spec = ShapeSpec::Moon {
                radius,
                cut_radius,
                cut_offset,
            };
            (spec, relation)
        }
        "ellipse" => {
            let radius_x = length("radius_x", problems);
            let radius_y = length("radius_y", problems);
            let segments = match reader.optional::<u32>("segments", problems) {
                Ok(Some(n)) => in_range(problems, "ellipse segments", &n, &ELLIPSE_SEGMENTS),
                Ok(None) => Some(defaults::ELLIPSE_SEGMENTS),
                Err(()) => None,
            };
            let spec = ShapeSpec::Ellipse {
                radius_x: *radius_x?.get_ref(),
                radius_y: *radius_y?.get_ref(),
                segments: segments?,
            };
            (spec, None)
        }
        _ => {
            let character = reader.required::<char>("character", problems);
            let height = length("height", problems);
            let character = character?;
            let c = *character.get_ref();
            let relation = if c.is_whitespace() || c.is_control() {
                Some(Problem::new(
                    character.span(),
                    "letter character must be visible",
                ))
            } else if !font_has(c) {
                let message = format!("letter {c:?} is not in the game's font ({FONT_NAME})");
                Some(Problem::new(character.span(), message))
            } else {
                None
            };
            let spec = ShapeSpec::Letter {
                character: c,
                height: *height?.get_ref(),
            };
            (spec, relation)
        }
    };
    if let Some(relation) = relation {
        problems.add(relation);
    }
    (problems.count() == before).then_some(spec)
}

/// The obstacle if every key is known, present, of its type and in range,
/// and its `center` if that alone is valid (every kind has one), so where a
/// bad obstacle stands can still be checked.
pub(super) fn validate_obstacle(
    obstacle: &KindTable<'_>,
    problems: &mut Problems<'_>,
) -> (Option<ObstacleSpec>, Option<Spanned<Vec2>>) {
    let mut reader = KindReader::new(obstacle.clone());
    let before = problems.count();
    let kind = reader.kind("obstacle", &["rect", "disk"], problems);
    let center = match kind {
        Some(kind) => {
            let keys: &[&str] = if kind == "rect" {
                &["center", "size", "angle_deg"]
            } else {
                &["center", "radius"]
            };
            reader.only(keys, problems);
            reader.required::<[f32; 2]>("center", problems)
        }
        // Its keys are unknown: a missing center may be misspelt.
        None => reader.optional("center", problems).ok().flatten(),
    };
    let what = format!("{} center", kind.unwrap_or("obstacle"));
    let center = center.and_then(|c| {
        let point = finite_point(problems, &what, &c)?;
        Some(Spanned::new(c.span(), point))
    });
    let spec = match kind {
        Some("rect") => rect(&reader, center.as_ref().map(|c| *c.get_ref()), problems),
        Some(_) => {
            let radius = checked(&reader, "disk", "radius", &LENGTH, problems);
            center.as_ref().zip(radius).map(|(center, radius)| {
                ObstacleSpec::Disk(Disk::new(*center.get_ref(), *radius.get_ref()))
            })
        }
        None => None,
    };
    (spec.filter(|_| problems.count() == before), center)
}

/// A rect obstacle's own keys, around a `center` already checked.
fn rect(
    reader: &KindReader<'_>,
    center: Option<Vec2>,
    problems: &mut Problems<'_>,
) -> Option<ObstacleSpec> {
    // Width and height each blamed at itself.
    let size = reader
        .required::<[Spanned<f32>; 2]>("size", problems)
        .and_then(|size| {
            let [width, height] = size.get_ref();
            let width = in_range(problems, "rect width", width, &LENGTH);
            let height = in_range(problems, "rect height", height, &LENGTH);
            Some(Vec2::new(width?, height?))
        });
    let angle = match reader.optional::<f32>("angle_deg", problems) {
        Ok(Some(a)) => in_range(problems, "rect angle_deg", &a, &ANGLE_DEG),
        Ok(None) => Some(defaults::ANGLE_DEG),
        Err(()) => None,
    };
    Some(ObstacleSpec::Rect(Obb::from_angle(
        center?,
        size? / 2.0,
        angle?.to_radians(),
    )))
}

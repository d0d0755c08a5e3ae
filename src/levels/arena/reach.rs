//! How far a target reaches as it spins: the radius of the disk its outline
//! sweeps about its position, which the placement checks keep clear.

use glam::Vec2;

use super::font::glyph_box;
use super::spec::{ShapeSpec, TargetSpec};

/// How far a target's outline reaches from its centre at scale 1.
#[must_use]
pub fn shape_reach(shape: &ShapeSpec) -> f32 {
    match *shape {
        ShapeSpec::Star { outer_radius, .. } => outer_radius,
        // The crescent is part of its outer disk.
        ShapeSpec::Moon { radius, .. } => radius,
        ShapeSpec::Ellipse {
            radius_x, radius_y, ..
        } => radius_x.max(radius_y),
        // The shooter centres a glyph on its bounding box and scales it to
        // `height`: half the box's diagonal bounds every point.
        ShapeSpec::Letter { character, height } => glyph_box(character).map_or(height, |b| {
            let size = Vec2::new(
                f32::from(b.x_max) - f32::from(b.x_min),
                f32::from(b.y_max) - f32::from(b.y_min),
            );
            size.length() / 2.0 * height / size.y
        }),
    }
}

/// A target's reach in world units: the radius of the disk its spin sweeps.
#[must_use]
pub fn spin_reach(target: &TargetSpec) -> f32 {
    shape_reach(&target.shape) * target.scale
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letter_reach_bounds_the_glyph_box() {
        let reach = shape_reach(&ShapeSpec::Letter {
            character: 'I',
            height: 4.0,
        });
        // An I is tall and thin: just over half its height.
        assert!(reach > 2.0 && reach < 2.3, "{reach}");
        let reach = shape_reach(&ShapeSpec::Letter {
            character: 'W',
            height: 4.0,
        });
        assert!(reach > 2.6, "a W is wider than tall: {reach}");
    }
}

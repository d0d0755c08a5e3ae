//! An obstacle's extent and the signed distance to it, for the placement
//! checks: rects in their own axes (the seed's i/j basis), disks.

use glam::Vec2;

use super::spec::ObstacleSpec;

/// Axis-aligned bounds of an obstacle.
pub(super) struct Extent {
    pub min: Vec2,
    pub max: Vec2,
}

pub(super) fn obstacle_extent(obstacle: &ObstacleSpec) -> Extent {
    match *obstacle {
        ObstacleSpec::Rect {
            center,
            size,
            angle,
        } => {
            let (u, v) = (Vec2::from_angle(angle), Vec2::from_angle(angle).perp());
            // Half-extent of a rotated box along x and y.
            let h = (u.abs() * size.x + v.abs() * size.y) / 2.0;
            Extent {
                min: center - h,
                max: center + h,
            }
        }
        ObstacleSpec::Disk { center, radius } => Extent {
            min: center - radius,
            max: center + radius,
        },
    }
}

/// Signed distance from `p` to the obstacle's outline: negative inside.
pub(super) fn obstacle_distance(obstacle: &ObstacleSpec, p: Vec2) -> f32 {
    match *obstacle {
        ObstacleSpec::Rect {
            center,
            size,
            angle,
        } => {
            // Into the rect's own axes (the seed's i/j basis), then the box distance.
            let local = Vec2::from_angle(-angle).rotate(p - center);
            let q = local.abs() - size / 2.0;
            q.max(Vec2::ZERO).length() + q.max_element().min(0.0)
        }
        ObstacleSpec::Disk { center, radius } => (p - center).length() - radius,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rect_distance_is_signed_and_rotates() {
        let rect = ObstacleSpec::Rect {
            center: Vec2::new(1.0, 0.0),
            size: Vec2::new(4.0, 2.0),
            angle: std::f32::consts::FRAC_PI_2,
        };
        // Turned a quarter: 2 wide in x, 4 tall in y.
        assert!((obstacle_distance(&rect, Vec2::new(1.0, 0.0)) + 1.0).abs() < 1e-5);
        assert!((obstacle_distance(&rect, Vec2::new(4.0, 0.0)) - 2.0).abs() < 1e-5);
        assert!((obstacle_distance(&rect, Vec2::new(1.0, 3.0)) - 1.0).abs() < 1e-5);
        let e = obstacle_extent(&rect);
        assert!((e.max - Vec2::new(2.0, 2.0)).length() < 1e-5);
    }
}

//! Closest points: the nearest point of a line or segment to a point, and the
//! nearest pair between two lines or two segments.

mod closest_points;
mod line_line_closest;
mod point_line;
mod point_segment;
mod segment_segment;

pub use closest_points::{ClosestPoints, PointProjection};
pub use line_line_closest::line_line_closest;
pub use point_line::point_line;
pub use point_segment::point_segment;
pub use segment_segment::segment_segment;

pub(crate) use point_segment::segment_param;

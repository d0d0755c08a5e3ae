//! What the loader fills in for a key an arena file leaves out, in the
//! file's units (degrees, not radians). The loader reads them from here,
//! and so does the arena editor: a part it adds starts from them, and it
//! leaves a key out of the file while the value is its default.

use super::spec::Detection;

/// `detection`: the hit test a round starts with, the strongest.
pub const DETECTION: Detection = Detection::Spin;
/// The plane's `heading_deg`, a target's `angle_deg` and a rect obstacle's
/// `angle_deg`, in degrees (counter-clockwise positive; a plane at 0 faces
/// +y).
pub const ANGLE_DEG: f32 = 0.0;
/// A target's `scale`: a factor on every length of its shape.
pub const SCALE: f32 = 1.0;
/// A target's `hits_to_break`: hits it takes before it breaks.
pub const HITS_TO_BREAK: u32 = 3;
/// An ellipse's `segments`: sides of the polygon it is drawn and tested as.
pub const ELLIPSE_SEGMENTS: u32 = 64;
/// `[storm]` `spread_shells`: shells a shot of the plane's gun fires.
pub const STORM_SPREAD_SHELLS: u32 = 1;
/// `[storm]` `spread_deg`: the whole angle, in degrees, a shot fans over.
pub const STORM_SPREAD_DEG: f32 = 0.0;
/// `[storm]` `turrets`: turrets round the arena's rim.
pub const STORM_TURRETS: u32 = 0;
/// `[storm]` `turret_shells_per_step`: shells each turret fires a step.
pub const STORM_TURRET_SHELLS_PER_STEP: u32 = 1;
/// `[storm]` `turret_scatter_deg`: how far, in degrees, a turret's shells
/// stray either side of the centre.
pub const STORM_TURRET_SCATTER_DEG: f32 = 30.0;

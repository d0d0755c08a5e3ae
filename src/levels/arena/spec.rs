//! What a loaded arena is: the types the shooter plays, built once every
//! value has been checked. Angles are radians, lengths world units, y up.

use glam::Vec2;
use serde::Serialize;

use crate::geom::{
    Aabb, Capsule, Disk, Obb, Ray, overlap,
    ray::{self, RayInterval},
};

/// A loaded, validated arena. Angles in radians, lengths in world units.
#[derive(Debug, Clone, PartialEq)]
pub struct Arena {
    /// The file's `name`, shown in the game ("Untitled arena" when missing).
    pub name: String,
    /// The file's own font (its `font` key), which its name and about line
    /// are drawn in first; `None`: the window's fonts alone.
    pub font: Option<std::sync::Arc<crate::text::fonts::WordFont>>,
    /// What the arena may do but should not: a character of its name or
    /// about line that no font of the window has (an empty box on
    /// screen). `hitlab check` prints them; the arena loads.
    pub warnings: Vec<crate::levels::FileProblem>,
    /// The file's `about`: one line saying what the arena shows (a chooser's
    /// card); empty when the file has none.
    pub about: String,
    /// Width and height of the playfield, centred on the origin.
    pub size: Vec2,
    /// The hit test a round starts with.
    pub detection: Detection,
    /// Practice: no clock, so a round never ends and no end box covers the
    /// arena (a class can look as long as it likes).
    pub practice: bool,
    /// Length of a round in simulation steps.
    pub round_steps: u32,
    /// The player's plane.
    pub plane: PlaneSpec,
    /// The shells the plane fires.
    pub shells: ShellSpec,
    /// The targets, in file order, 1 to 64: a round is won by breaking them all.
    pub targets: Vec<TargetSpec>,
    /// What stops shells and the aim ray, in file order; may be empty.
    pub obstacles: Vec<ObstacleSpec>,
    /// The storm: a spread gun and turrets that fill the arena with shells.
    /// `None`: one shell a shot, no turrets.
    pub storm: Option<StormSpec>,
    /// The file's `[medals]`; `None`: the arena gives none.
    pub medals: Option<super::medals::MedalRule>,
}

/// An arena's `[storm]`: many shells at once, to show what a broad phase is
/// for. Every count is bounded (`limits`), so a step's cost is too.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct StormSpec {
    /// Shells in flight at most; guns hold fire while it is reached.
    pub max_shells: u32,
    /// Shells a shot of the plane's gun fires, fanned over `spread`.
    pub spread_shells: u32,
    /// The fan's whole angle, radians.
    pub spread: f32,
    /// Turrets spaced evenly round the arena's rim, firing inwards once the
    /// round's clock runs.
    pub turrets: u32,
    /// Shells each turret fires a step.
    pub turret_shells_per_step: u32,
    /// How far a turret's shells stray either side of the centre, radians.
    pub turret_scatter: f32,
}

/// Which test decides whether a shell hit a target: the words an arena's
/// `detection` key (and a lesson step's) may say, in order from the weakest.
/// Each finds every hit the one before it finds, and more. What a test does
/// and which one `T` turns to next are the shooter's (`modes::shooter`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Detection {
    /// Is the shell inside a triangle at the end of the step? It misses a
    /// shell that steps over a thin tip (docs/collision.md, "Sweep").
    Point,
    /// Does the shell's path this step cross a triangle, the target held in
    /// its pose at the end of the step? Sweeps the shell's motion, not the
    /// target's: it misses a tip that turns across a slow shell.
    Swept,
    /// Does the shell's path cross a triangle while the target turns and
    /// slides over the same step? Sweeps both motions.
    Spin,
}

impl Default for Detection {
    /// What an arena without a `detection` key starts with.
    fn default() -> Self {
        super::defaults::DETECTION
    }
}

impl Detection {
    /// Every test, weakest first.
    pub const ALL: [Detection; 3] = [Detection::Point, Detection::Swept, Detection::Spin];

    /// The name an arena file (and `--stats`) gives it.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Detection::Point => "point",
            Detection::Swept => "swept",
            Detection::Spin => "spin",
        }
    }

    /// The test named `key` in an arena file.
    #[must_use]
    pub fn from_key(key: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|d| d.key() == key)
    }
}

/// Where the plane starts and how it moves.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PlaneSpec {
    /// Start position, world units, inside the playfield.
    pub position: Vec2,
    /// Radians; 0 faces +y, the plane's local forward (0, 1).
    pub heading: f32,
    /// Radians per step while a rotate control is held.
    pub turn_rate: f32,
    /// World units per step while moving.
    pub move_speed: f32,
}

/// How shells fly.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ShellSpec {
    /// World units per step.
    pub speed: f32,
    /// Steps between two shells while fire is held (rapid fire).
    pub cooldown_steps: u32,
}

/// One target: a shape placed, scaled and spinning about its position.
#[derive(Debug, Clone, PartialEq)]
pub struct TargetSpec {
    /// Its outline before placing, scaling and spinning.
    pub shape: ShapeSpec,
    /// Centre, world units: the point it spins about.
    pub position: Vec2,
    /// Initial rotation, radians.
    pub angle: f32,
    /// Multiplies every length of the shape (1 = as the file gives it).
    pub scale: f32,
    /// Radians per step, counter-clockwise positive.
    pub spin: f32,
    /// sRGB colour.
    pub colour: [u8; 3],
    /// Hits it takes before it breaks.
    pub hits_to_break: u32,
}

/// A target's outline, in its local frame (centred on the origin, scale 1).
#[derive(Debug, Clone, PartialEq)]
pub enum ShapeSpec {
    /// A regular star; its tips are the thin parts a point test can miss.
    Star {
        /// Number of tips, 3 to 64.
        points: u32,
        /// Centre to tip.
        outer_radius: f32,
        /// Centre to the notch between two tips; below `outer_radius`.
        inner_radius: f32,
    },
    /// A crescent: the disk of `radius` minus the disk of `cut_radius`
    /// centred `cut_offset` to its right.
    Moon {
        /// Radius of the disk the crescent is cut from.
        radius: f32,
        /// Radius of the disk cut away.
        cut_radius: f32,
        /// How far right of the centre the cut disk's centre lies.
        cut_offset: f32,
    },
    /// An ellipse as a polygon of `segments` sides.
    Ellipse {
        /// Half-width along local x.
        radius_x: f32,
        /// Half-height along local y.
        radius_y: f32,
        /// Sides of the polygon, 8 to 1024: more is rounder and costs more
        /// triangles.
        segments: u32,
    },
    /// A glyph of the shipped font, `height` world units tall.
    Letter {
        /// The glyph; the shipped font must have it.
        character: char,
        /// Height of the glyph's outline, world units.
        height: f32,
    },
}

/// Something that stops shells and the aim ray: a core shape, built once
/// when the arena is loaded, that the shooter's queries and its drawing
/// take as it is.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ObstacleSpec {
    /// A rectangle: the file's full `size`, rotated by `angle_deg` about
    /// `center`.
    Rect(Obb),
    /// A round post: a disk at the file's `center` with its `radius`.
    Disk(Disk),
}

/// What the loader's checks, the collision step, the aim line and the
/// drawing ask of an obstacle, answered once here so that none of them
/// matches on the shape by hand.
impl ObstacleSpec {
    /// The file's `kind`: `"rect"` or `"disk"`, as messages name it.
    #[must_use]
    pub fn kind(&self) -> &'static str {
        match self {
            Self::Rect(_) => "rect",
            Self::Disk(_) => "disk",
        }
    }

    /// The tightest axis-aligned box round it.
    #[must_use]
    pub fn aabb(&self) -> Aabb {
        match self {
            Self::Rect(obb) => obb.aabb(),
            Self::Disk(disk) => disk.aabb(),
        }
    }

    /// The smallest disk round it: a rect's circumscribed circle (its
    /// half-diagonal about its centre), a disk itself.
    #[must_use]
    pub fn bounding_disk(&self) -> Disk {
        match *self {
            Self::Rect(obb) => Disk::new(obb.center, obb.half_extents.length()),
            Self::Disk(disk) => disk,
        }
    }

    /// The same obstacle `by` world units smaller on every side (a rect's
    /// half extents, a disk's radius), for checks where shapes that only
    /// touch are fine. A size may go negative; the queries then find nothing
    /// of that side.
    #[must_use]
    pub fn shrunk(&self, by: f32) -> Self {
        match *self {
            Self::Rect(obb) => Self::Rect(Obb {
                half_extents: obb.half_extents - by,
                ..obb
            }),
            Self::Disk(disk) => Self::Disk(Disk::new(disk.center, disk.radius - by)),
        }
    }

    /// Whether `disk` overlaps it, touching included; a disk of radius 0
    /// asks whether its centre lies inside.
    #[must_use]
    pub fn overlaps_disk(&self, disk: &Disk) -> bool {
        match self {
            Self::Rect(obb) => overlap::disk_obb(disk, obb),
            // Two disks: capsules whose cores are points.
            Self::Disk(d) => overlap::capsule_capsule(
                &Capsule::new(disk.center, disk.center, disk.radius),
                &Capsule::new(d.center, d.center, d.radius),
            ),
        }
    }

    /// Where `ray` enters and leaves it; `None` when it misses.
    #[must_use]
    pub fn ray_interval(&self, ray: &Ray) -> Option<RayInterval> {
        match self {
            Self::Rect(obb) => ray::ray_obb(ray, obb),
            Self::Disk(disk) => ray::ray_disk(ray, disk),
        }
    }

    /// The first contact of the path `from → to` with it, as a fraction of
    /// the path: 0 if it starts inside, `None` if it misses or gets there
    /// only past `to`. A path of zero length (a shell's first step) is
    /// asked only whether it starts inside, through a unit probe
    /// direction, since a zero direction has no ray.
    #[must_use]
    pub fn segment_entry(&self, from: Vec2, to: Vec2) -> Option<f32> {
        let step = to - from;
        let moving = step.length_squared() > 0.0;
        let ray = Ray::new(from, if moving { step } else { Vec2::X });
        match self.ray_interval(&ray)? {
            RayInterval::FromInside { .. } => Some(0.0),
            RayInterval::Crossing { entry, .. } if moving && entry.t <= 1.0 => Some(entry.t),
            RayInterval::Crossing { .. } => None,
        }
    }
}

//! The ray lab: every line test as a live scene, with hit markers and the
//! numbers: slab method, rotated rect, disk, line vs line, segment distance
//! and capsules, ray vs capsule, and a free scene (docs/collision.md, "Ray
//! queries" and "Closest points").
//!
//! Seven scenes, each a plain state stepped by [`ControlFrame`]s and dragged by
//! world-space pointer events. Every hit, interval, root and distance comes
//! from [`crate::geom`]; a scene only arranges the answers into a [`Sketch`]
//! (items to draw, and the panel's values) that the view renders as is.
//! Scenes 1, 2, 3 and 6 are one [`RayScene`] each, a ray and one shape.

mod capsule;
mod common;
mod controls;
mod disk;
mod figure;
mod free;
mod label_layout;
mod lines;
mod obb;
mod ray_scene;
mod scene;
mod segments;
mod slab;
mod unanswered;

use glam::Vec2;

pub use capsule::{CAPSULE_HALF_LENGTH, CAPSULE_RADIUS, CapsuleScene};
pub use common::{GRAZE_EPS, LabRay};
pub use controls::{LabControl, MOVE_UNITS_PER_STEP, ROTATE_DEGREES_PER_STEP};
pub use disk::{DISK_RADIUS, DiskScene};
pub use figure::{
    FigureMark, Item, Note, Report, Role, Row, Sketch, Target, Value, Verdict, clip_band, clip_line,
};
pub use free::{FreeScene, FreeShape};
pub use label_layout::{LabelPlacement, LabelRequest, place_labels};
pub use lines::LinesScene;
pub use obb::{OBB_HALF, ObbScene};
pub use ray_scene::{OneShape, RayScene};
pub use segments::SegmentsScene;
pub use slab::{RECT_HALF, SlabScene};

use crate::sim::{ControlFrame, PointerEvent};
use scene::{Prepared, Scene, Tracked};

/// Number of scenes (keys 1–7).
pub const SCENE_COUNT: usize = 7;

/// All scenes' states; each keeps its state while another is shown.
#[derive(Debug, Clone, PartialEq)]
pub struct Scenes {
    /// Scene 1: a ray and an axis-aligned rectangle (the slab method).
    pub slab: SlabScene,
    /// Scene 2: a ray and a rotated rectangle, tested in its local frame.
    pub obb: ObbScene,
    /// Scene 3: a ray and a disk (the quadratic).
    pub disk: DiskScene,
    /// Scene 4: two lines and where they cross.
    pub lines: LinesScene,
    /// Scene 5: two segments, their closest points, and the capsules around
    /// them.
    pub segments: SegmentsScene,
    /// Scene 6: a ray and a capsule (a band and two disks).
    pub capsule: CapsuleScene,
    /// Scene 7: a ray and several shapes; the first hit wins.
    pub free: FreeScene,
}

impl Default for Scenes {
    /// Every scene in its first case.
    fn default() -> Self {
        Self {
            slab: Prepared::case(0),
            obb: Prepared::case(0),
            disk: Prepared::case(0),
            lines: Prepared::case(0),
            segments: Prepared::case(0),
            capsule: Prepared::case(0),
            free: Prepared::case(0),
        }
    }
}

/// What the pointer is doing between Down and Up.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Grab {
    /// Dragging handle `id`, keeping the offset from where it was grabbed.
    Handle { id: usize, offset: Vec2 },
    /// Pointing the ray's direction.
    Aim,
}

/// The ray lab's rules state.
#[derive(Debug, Clone, PartialEq)]
pub struct RayLab {
    scenes: Scenes,
    /// Index 0..SCENE_COUNT of the scene shown.
    current: usize,
    /// The prepared case each scene last loaded.
    cases: [usize; SCENE_COUNT],
    /// Whether each scene has changed (keys or mouse) since its case loaded,
    /// so the panel stops naming a case the scene no longer is. Set by a
    /// change that leaves the scene different, cleared by loading a case.
    modified: [bool; SCENE_COUNT],
    grab: Option<Grab>,
}

impl Default for RayLab {
    fn default() -> Self {
        Self::new()
    }
}

impl RayLab {
    /// The lab on scene 1, every scene in its first case.
    #[must_use]
    pub fn new() -> Self {
        Self {
            scenes: Scenes::default(),
            current: 0,
            cases: [0; SCENE_COUNT],
            modified: [false; SCENE_COUNT],
            grab: None,
        }
    }

    /// The scene shown, 1-based (as the keys and the title number it).
    #[must_use]
    pub fn scene_number(&self) -> usize {
        self.current + 1
    }

    /// Every scene's state (tests rebuild the expected answers from it).
    #[must_use]
    pub fn scenes(&self) -> &Scenes {
        &self.scenes
    }

    /// Every scene's state, to set up a situation directly (tests, tools).
    pub fn scenes_mut(&mut self) -> &mut Scenes {
        &mut self.scenes
    }

    /// The prepared cases of scene `number` (1-based), by name; `None` for a
    /// scene the lab does not have.
    #[must_use]
    pub fn scene_cases(number: usize) -> Option<&'static [&'static str]> {
        let mut lab = Self::new();
        (1..=SCENE_COUNT).contains(&number).then(|| {
            lab.open(number);
            lab.active().cases()
        })
    }

    /// Opens scene `number` (1-based); out-of-range numbers are ignored.
    pub fn open(&mut self, number: usize) {
        if (1..=SCENE_COUNT).contains(&number) {
            self.current = number - 1;
            self.grab = None;
        }
    }

    /// The name of the prepared case the shown scene last loaded.
    #[must_use]
    pub fn case_name(&self) -> &'static str {
        let scene = self.active();
        let cases = scene.cases();
        cases[self.cases[self.current] % cases.len()]
    }

    /// Whether the shown scene was moved, turned or dragged since its case loaded.
    #[must_use]
    pub fn case_modified(&self) -> bool {
        self.modified[self.current]
    }

    /// Loads prepared case `index` of the shown scene (wrapped into range).
    pub fn load_case(&mut self, index: usize) {
        let n = self.active().cases().len();
        self.cases[self.current] = index % n;
        self.modified[self.current] = false;
        self.active_mut().scene_mut().load_case(index % n);
    }

    /// Runs `change` on the shown scene and marks the scene modified if it
    /// differs afterwards (held keys that cancel out, or a click that does
    /// not move anything, leave the case as it was).
    fn change_scene(&mut self, mut change: impl FnMut(&mut dyn Scene)) {
        let changed = self.active_mut().changed_by(&mut change);
        self.modified[self.current] |= changed;
    }

    /// One fixed step: scene switches and cases on presses, motion on holds.
    pub fn step(&mut self, frame: &ControlFrame<LabControl>) {
        if frame.pressed(LabControl::NextScene) {
            let scene = crate::sim::Selection::at(self.current, SCENE_COUNT).stepped(1);
            self.open(scene.index() + 1);
        }
        if frame.pressed(LabControl::PrevScene) {
            let scene = crate::sim::Selection::at(self.current, SCENE_COUNT).stepped(-1);
            self.open(scene.index() + 1);
        }
        for control in crate::sim::Control::all() {
            let control: &LabControl = control;
            if let Some(n) = control.scene_number()
                && frame.pressed(*control)
            {
                self.open(n);
            }
        }
        if frame.pressed(LabControl::NextCase) {
            self.load_case(self.cases[self.current] + 1);
        }
        if frame.pressed(LabControl::ResetScene) {
            self.load_case(0);
        }
        self.change_scene(|scene| scene.step(frame));
    }

    /// A pointer event in world units: grab the nearest handle in reach
    /// (ray origin, line points, segment ends, then shape bodies) and drag
    /// it; elsewhere, point the ray at the pointer while the button is down.
    pub fn pointer(&mut self, event: PointerEvent) {
        match event {
            PointerEvent::Down(p) => {
                let grabbed = self
                    .active()
                    .handles()
                    .into_iter()
                    .find(|h| h.at.distance(p) <= h.reach)
                    .map(|h| Grab::Handle {
                        id: h.id,
                        offset: h.at - p,
                    });
                self.grab = grabbed;
                if self.grab.is_none() {
                    let mut aimed = false;
                    self.change_scene(|scene| aimed = scene.aim(p));
                    self.grab = aimed.then_some(Grab::Aim);
                }
            }
            PointerEvent::Move(p) => match self.grab {
                Some(Grab::Handle { id, offset }) => {
                    self.change_scene(|scene| scene.drag(id, p + offset));
                }
                Some(Grab::Aim) => self.change_scene(|scene| {
                    scene.aim(p);
                }),
                None => {}
            },
            PointerEvent::Up(_) => self.grab = None,
        }
    }

    /// What the shown scene draws and prints now: the scene's own rows after
    /// a first row, [`CASE_ROW`], naming the case it loaded.
    #[must_use]
    pub fn sketch(&self) -> Sketch {
        let mut sketch = self.active().sketch();
        sketch.report.scene = self.scene_number();
        sketch.report.rows.insert(
            0,
            Row {
                label: CASE_ROW.to_owned(),
                value: Value::Case {
                    name: self.case_name(),
                    modified: self.case_modified(),
                },
            },
        );
        sketch
    }

    /// The panel's live values for the shown scene.
    #[must_use]
    pub fn report(&self) -> Report {
        self.sketch().report
    }

    /// The controls the shown scene uses, each with the message id of what
    /// it does there (`raylab-help-move-rect-left`), which the view words.
    #[must_use]
    pub fn help(&self) -> Vec<(LabControl, &'static str)> {
        self.active().help()
    }

    fn active(&self) -> &dyn Scene {
        let s = &self.scenes;
        match self.current {
            0 => &s.slab,
            1 => &s.obb,
            2 => &s.disk,
            3 => &s.lines,
            4 => &s.segments,
            5 => &s.capsule,
            _ => &s.free,
        }
    }

    fn active_mut(&mut self) -> &mut dyn Tracked {
        let s = &mut self.scenes;
        match self.current {
            0 => &mut s.slab,
            1 => &mut s.obb,
            2 => &mut s.disk,
            3 => &mut s.lines,
            4 => &mut s.segments,
            5 => &mut s.capsule,
            _ => &mut s.free,
        }
    }
}

/// The name of the panel's first row, whose value is the case loaded
/// ([`Value::Case`]); the view words the name.
pub const CASE_ROW: &str = "case loaded";

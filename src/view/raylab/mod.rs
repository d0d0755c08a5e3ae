//! Draws the ray lab and maps its keys and mouse. The rules and every number
//! live in `hitlab::modes::raylab`; this screen translates input into
//! [`LabControl`]s and world points, and renders the scene's [`Sketch`].

mod bands;
mod draw;
mod keys;
mod labels;
mod panel;

use ggez::graphics::Canvas;
use ggez::{Context, GameResult};
use glam::Vec2;
use hitlab::camera::Camera;
use hitlab::modes::raylab::{LabControl, RayLab};
use hitlab::sim::controls::ControlState;
use hitlab::sim::script::{self, ScriptPlayer};
use hitlab::sim::{Control, PointerEvent, Script, ScriptError};

use super::keymap::{HelpLine, KeyEvent};
use super::screen::{Launch, ModeScreen, Mouse, Style};
use crate::view::text::TextCache;
use keys::KEYS;

/// World units visible from the bottom to the top of the window.
const VIEW_HEIGHT: f32 = 11.0;
/// World units the scenes need side by side (they span about x ∈ [−5.2, 6.4]).
const SCENE_WIDTH: f32 = 11.6;
/// The world point the scenes are laid out around.
const SCENE_CENTER: Vec2 = Vec2::new(0.6, -0.2);
/// Share of the window width the value panel takes, and its bounds in pixels.
const PANEL_SHARE: f32 = 0.36;
const PANEL_MIN_PX: f32 = 300.0;
const PANEL_MAX_PX: f32 = 620.0;

/// The ray lab's screen.
pub struct RayLabScreen {
    lab: RayLab,
    controls: ControlState<LabControl>,
    script: Option<ScriptPlayer<LabControl>>,
    camera: Camera,
}

impl RayLabScreen {
    /// The lab on scene 1. Needs no resource files.
    pub fn new(_ctx: &mut Context, launch: &Launch) -> GameResult<Self> {
        let mut screen = Self {
            lab: RayLab::new(),
            controls: ControlState::default(),
            script: None,
            camera: Camera::new(Vec2::ZERO, VIEW_HEIGHT, launch.window),
        };
        screen.resize(launch.window);
        Ok(screen)
    }

    fn panel_width(&self) -> f32 {
        (self.camera.viewport.x * PANEL_SHARE)
            .clamp(PANEL_MIN_PX, PANEL_MAX_PX)
            .min(self.camera.viewport.x * 0.5)
    }

    fn to_world(&self, pixels: Vec2) -> Vec2 {
        self.camera.screen_to_world().transform_point2(pixels)
    }
}

impl ModeScreen for RayLabScreen {
    fn name(&self) -> &'static str {
        "Ray lab"
    }

    fn set_script(&mut self, script: &Script) -> Result<(), ScriptError> {
        self.script = Some(script.player::<LabControl>()?);
        Ok(())
    }

    fn key(&mut self, event: &KeyEvent, down: bool) -> bool {
        let scene = self.lab.scene_number();
        KEYS.apply(&mut self.controls, event, down, |w| w.holds(scene))
    }

    fn mouse(&mut self, event: Mouse) {
        let event = match event {
            Mouse::Down(p) => PointerEvent::Down(self.to_world(p)),
            Mouse::Move(p) => PointerEvent::Move(self.to_world(p)),
            Mouse::Up(p) => PointerEvent::Up(self.to_world(p)),
        };
        self.lab.pointer(event);
    }

    fn step(&mut self) {
        let frame = script::next_frame(&mut self.script, &mut self.controls);
        self.lab.step(&frame);
    }

    fn focus_lost(&mut self) {
        self.controls.clear();
    }

    /// The lab moves only while a control is held or a script plays; a drag
    /// arrives as mouse events.
    fn still(&self) -> bool {
        self.controls.is_idle() && self.script.is_none()
    }

    fn resize(&mut self, size: Vec2) {
        self.camera.resize(size);
        // Keep the whole scene width visible left of the panel on narrow windows.
        let scene_px = (size.x - self.panel_width()).max(1.0);
        self.camera.view_height = VIEW_HEIGHT.max(SCENE_WIDTH * size.y / scene_px);
        // Centre the scenes in the part of the window left of the panel.
        let ppu = self.camera.pixels_per_unit();
        let shift = self.panel_width() * 0.5 / ppu;
        self.camera.center = SCENE_CENTER + Vec2::new(shift, 0.0);
    }

    fn draw(
        &mut self,
        ctx: &mut Context,
        canvas: &mut Canvas,
        style: &Style,
        texts: &mut TextCache,
    ) -> GameResult {
        if self.camera.viewport != style.window {
            self.resize(style.window);
        }
        let sketch = self.lab.sketch();
        let panel_w = self.panel_width();
        draw::draw_items(
            ctx,
            canvas,
            &sketch,
            &self.camera,
            &style.theme,
            texts,
            style.text_px,
            panel::scene_area(style.window, panel_w, style.text_px),
        )?;
        panel::draw_panel(
            ctx,
            canvas,
            &sketch.report,
            &style.theme,
            texts,
            style.text_px,
            style.window,
            panel_w,
        )
    }

    fn help(&self) -> Vec<HelpLine> {
        let mut lines = vec![
            HelpLine::new(KEYS.keys_of(&keys::SCENE_CHOICE), "choose a scene"),
            HelpLine::new(
                KEYS.keys(LabControl::NextCase),
                LabControl::NextCase.describe(),
            ),
            HelpLine::new(
                KEYS.keys(LabControl::ResetScene),
                LabControl::ResetScene.describe(),
            ),
        ];
        // The open scene's controls, in its own words.
        for (control, action) in self.lab.help() {
            lines.push(HelpLine::new(KEYS.keys(control), action));
        }
        if self.lab.scene_number() != 4 {
            lines.push(HelpLine::new(
                KEYS.keys_of(&keys::RAY_MOVES),
                "move the ray's origin (scene 5: capsule A)",
            ));
        }
        lines.push(HelpLine::new(
            "Mouse drag",
            "drag the ray's origin, points and shapes; elsewhere aim the ray",
        ));
        lines.push(HelpLine::new(
            "Script",
            format!(
                "held controls act every step: `0:{}*45` turns 45°",
                LabControl::RotateRay.name()
            ),
        ));
        lines
    }
}

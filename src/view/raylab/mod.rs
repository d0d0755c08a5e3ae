//! Draws the ray lab and maps its keys and mouse. The rules and every number
//! live in `hitlab::modes::raylab`; this screen translates input into
//! [`LabControl`]s and world points, and renders the scene's [`Sketch`].

mod bands;
mod draw;
pub(crate) mod keys;
mod labels;
mod panel;

use ggez::graphics::Canvas;
use ggez::{Context, GameResult};
use glam::Vec2;
use hitlab::camera::Camera;
use hitlab::i18n::{tr, tr_args};
use hitlab::modes::raylab::{LabControl, RayLab};
use hitlab::sim::controls::ControlState;
use hitlab::sim::script::{self, ScriptPlayer};
use hitlab::sim::{Control, PointerEvent, Script, ScriptError};

use super::keymap::{HelpLine, KeyEvent, control_words};
use super::screen::{Launch, ModeScreen, Mouse, Style};
use super::zoom::{ZoomPan, view_help};
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
    /// The scenes framed left of the panel (set on resize).
    fit: Camera,
    /// The player's zoom and pan over that framing.
    view: ZoomPan,
    /// A lesson's question waits: the answer is not drawn.
    answers_hidden: bool,
}

impl RayLabScreen {
    /// The lab on scene 1. Needs no resource files.
    pub fn new(launch: &Launch) -> GameResult<Self> {
        Ok(Self::for_step(RayLab::new(), launch))
    }

    /// A lesson step's lab, as the lesson set it up (its scene and case).
    pub fn for_step(lab: RayLab, launch: &Launch) -> Self {
        let mut screen = Self {
            lab,
            controls: ControlState::default(),
            script: None,
            fit: Camera::new(Vec2::ZERO, VIEW_HEIGHT, launch.window),
            view: ZoomPan::new(launch.window),
            answers_hidden: false,
        };
        screen.resize(launch.window);
        screen
    }

    fn panel_width(&self) -> f32 {
        (self.fit.viewport.x * PANEL_SHARE)
            .clamp(PANEL_MIN_PX, PANEL_MAX_PX)
            .min(self.fit.viewport.x * 0.5)
    }

    fn to_world(&self, pixels: Vec2) -> Vec2 {
        self.view
            .camera()
            .screen_to_world()
            .transform_point2(pixels)
    }
}

impl ModeScreen for RayLabScreen {
    fn camera(&self) -> Option<Camera> {
        Some(self.view.camera())
    }

    fn hide_answers(&mut self, hidden: bool) {
        self.answers_hidden = hidden;
    }

    #[cfg(test)]
    fn fingerprint(&self) -> String {
        hitlab::lesson::raylab_fingerprint(&self.lab)
    }

    fn name(&self) -> String {
        tr("mode-raylab")
    }

    fn set_script(&mut self, script: &Script) -> Result<(), ScriptError> {
        self.script = Some(script.player::<LabControl>()?);
        Ok(())
    }

    fn key(&mut self, event: &KeyEvent, down: bool) -> bool {
        if self.view.key(event, down) {
            return true;
        }
        let scene = self.lab.scene_number();
        KEYS.apply(&mut self.controls, event, down, |w| w.holds(scene))
    }

    fn mouse(&mut self, event: Mouse) {
        if self.view.mouse(event) {
            return;
        }
        let event = match event {
            Mouse::Down(p) => PointerEvent::Down(self.to_world(p)),
            Mouse::Move(p) => PointerEvent::Move(self.to_world(p)),
            Mouse::Up(p) => PointerEvent::Up(self.to_world(p)),
            Mouse::Wheel { .. } | Mouse::PanStart(_) | Mouse::PanEnd(_) => return,
        };
        self.lab.pointer(event);
    }

    /// The set-up script, if still playing, is played out at once: the
    /// class's keys act from the hand-over on.
    fn hand_over(&mut self) {
        while self.script.as_ref().is_some_and(|s| !s.finished()) {
            self.step();
        }
        self.script = None;
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
        self.fit.resize(size);
        // Keep the whole scene width visible left of the panel on narrow windows.
        let panel_w = self.panel_width();
        let scene_px = (size.x - panel_w).max(1.0);
        self.fit.view_height = VIEW_HEIGHT.max(SCENE_WIDTH * size.y / scene_px);
        // Centre the scenes in the part of the window left of the panel.
        let ppu = self.fit.pixels_per_unit();
        let shift = panel_w * 0.5 / ppu;
        self.fit.center = SCENE_CENTER + Vec2::new(shift, 0.0);
        let middle = Vec2::new(scene_px / 2.0, size.y / 2.0);
        self.view.frame(self.fit, middle);
    }

    fn draw(
        &mut self,
        ctx: &mut Context,
        canvas: &mut Canvas,
        style: &Style,
        texts: &mut TextCache,
    ) -> GameResult {
        if self.fit.viewport != style.window {
            self.resize(style.window);
        }
        let sketch = if self.answers_hidden {
            self.lab.sketch().unanswered()
        } else {
            self.lab.sketch()
        };
        let panel_w = self.panel_width();
        let scene_w = style.window.x - panel_w;
        let title_h = panel::title_height(
            ctx,
            texts,
            &sketch.report,
            &style.theme,
            style.text_px,
            scene_w,
        )?;
        draw::draw_items(
            ctx,
            canvas,
            &sketch,
            &self.view.camera(),
            &style.theme,
            texts,
            // The labels and the panel's rows keep the theme's smallest
            // text (a projector's, a handout's for paper).
            style.px(0.85),
            panel::scene_area(style.window, panel_w, title_h),
        )?;
        panel::draw_panel(
            ctx,
            canvas,
            &sketch.report,
            &style.theme,
            texts,
            style.text_px,
            style.px(0.8),
            style.window,
            panel_w,
            title_h,
        )
    }

    fn help(&self) -> Vec<HelpLine> {
        let mut lines = vec![
            HelpLine::new(KEYS.keys_of(&keys::SCENE_CHOICE), tr("help-raylab-scene")),
            HelpLine::new(
                KEYS.keys(LabControl::NextCase),
                control_words("raylab", LabControl::NextCase, &[]),
            ),
            HelpLine::new(
                KEYS.keys(LabControl::ResetScene),
                control_words("raylab", LabControl::ResetScene, &[]),
            ),
        ];
        // The open scene's controls, in its own words.
        for (control, action) in self.lab.help() {
            lines.push(HelpLine::new(KEYS.keys(control), tr(action)));
        }
        if self.lab.scene_number() != 4 {
            lines.push(HelpLine::new(
                KEYS.keys_of(&keys::RAY_MOVES),
                tr("help-raylab-ray-moves"),
            ));
        }
        lines.push(HelpLine::new(tr("key-mouse-drag"), tr("help-raylab-drag")));
        lines.extend(view_help());
        let rotate = LabControl::RotateRay.name();
        lines.push(HelpLine::new(
            tr("key-script"),
            tr_args("help-raylab-script", &[("control", rotate.into())]),
        ));
        lines
    }
}

//! The screen a mode shows until its real view lands: it says so plainly,
//! and draws the world grid through the shared [`Camera`] so the window,
//! resize and y-up conventions are visible from day one.

use ggez::glam::Vec2;
use ggez::graphics::{Canvas, DrawMode, DrawParam, Mesh, MeshBuilder, Quad, Rect};
use ggez::input::keyboard::KeyInput;
use ggez::{Context, GameResult};

use hitlab::camera::Camera;
use hitlab::sim::{Script, ScriptError};

use super::screen::{HelpLine, Launch, ModeScreen, Mouse, Style};
use super::text::{TextCache, TextSizes, load_ui_font};
use super::theme::Theme;

/// World units visible from the bottom to the top of the window.
const VIEW_HEIGHT: f32 = 20.0;

/// A stand-in for a mode that is not built yet.
pub struct Placeholder {
    name: &'static str,
    camera: Camera,
    texts: TextCache,
    /// The last mouse position in world units, shown to prove the inverse view.
    pointer: Option<Vec2>,
    steps: u64,
    /// The grid, rebuilt only when the window or theme changes (one mesh,
    /// not a mesh per line per frame).
    grid: Option<((Vec2, bool), Mesh)>,
}

/// One line per world unit over the visible area, axes in the accent colour
/// on top: it shows world units, y up, and an undistorted aspect.
fn grid_mesh(ctx: &Context, camera: &Camera, theme: &Theme) -> GameResult<Mesh> {
    let to_screen = camera.world_to_screen();
    let (min, max) = camera.visible_world();
    let mut faint = theme.miss;
    faint.a = 0.3;
    let mut builder = MeshBuilder::new();
    let mut line = |a: Vec2, b: Vec2, color| -> GameResult {
        let (a, b) = (to_screen.transform_point2(a), to_screen.transform_point2(b));
        builder.line(&[a, b], theme.line_px, color)?;
        Ok(())
    };
    let mut x = min.x.floor();
    while x <= max.x {
        line(Vec2::new(x, min.y), Vec2::new(x, max.y), faint)?;
        x += 1.0;
    }
    let mut y = min.y.floor();
    while y <= max.y {
        line(Vec2::new(min.x, y), Vec2::new(max.x, y), faint)?;
        y += 1.0;
    }
    line(Vec2::new(0.0, min.y), Vec2::new(0.0, max.y), theme.accent)?;
    line(Vec2::new(min.x, 0.0), Vec2::new(max.x, 0.0), theme.accent)?;
    Ok(Mesh::from_data(ctx, builder.build()))
}

impl Placeholder {
    /// A placeholder titled `name` ("Shooter").
    pub fn new(ctx: &mut Context, launch: &Launch, name: &'static str) -> GameResult<Self> {
        let font = load_ui_font(ctx, &launch.resources_dir);
        Ok(Self {
            name,
            camera: Camera::new(Vec2::ZERO, VIEW_HEIGHT, launch.window),
            texts: TextCache::new(font),
            pointer: None,
            steps: 0,
            grid: None,
        })
    }
}

impl ModeScreen for Placeholder {
    fn name(&self) -> &'static str {
        self.name
    }

    /// There are no controls yet, so any script is accepted and ignored.
    fn set_script(&mut self, _script: &Script) -> Result<(), ScriptError> {
        Ok(())
    }

    fn key(&mut self, _input: &KeyInput, _down: bool) -> bool {
        false
    }

    fn mouse(&mut self, event: Mouse) {
        let (Mouse::Down(p) | Mouse::Move(p) | Mouse::Up(p)) = event;
        self.pointer = Some(self.camera.screen_to_world().transform_point2(p));
    }

    fn step(&mut self) {
        self.steps += 1;
    }

    fn resize(&mut self, size: Vec2) {
        self.camera.resize(size);
    }

    fn draw(&mut self, ctx: &mut Context, canvas: &mut Canvas, style: &Style) -> GameResult {
        let theme = &style.theme;
        let key = (self.camera.viewport, theme.high_contrast);
        if self.grid.as_ref().is_none_or(|(k, _)| *k != key) {
            self.grid = Some((key, grid_mesh(ctx, &self.camera, theme)?));
        }
        if let Some((_, mesh)) = &self.grid {
            canvas.draw(mesh, DrawParam::default());
        }

        let sizes = TextSizes::for_window(style.window);
        let cx = style.window.x * 0.5;
        let top = style.window.y * 0.3;
        let heading = format!("{} — not built yet", self.name);
        // A plain panel behind the words so the grid never runs through them.
        let panel_w = (sizes.body * 26.0).min(style.window.x * 0.94);
        let panel = Rect::new(
            cx - panel_w * 0.5,
            top - sizes.body,
            panel_w,
            sizes.body * 9.5,
        );
        canvas.draw(
            &Quad,
            DrawParam::default()
                .dest_rect(panel)
                .color(theme.background),
        );
        canvas.draw(
            &Mesh::new_rectangle(ctx, DrawMode::stroke(theme.line_px), panel, theme.outline)?,
            DrawParam::default(),
        );
        let inner_w = panel_w - sizes.body * 1.5;
        let heading_px = self
            .texts
            .fit_px(ctx, &heading, sizes.heading * 1.3, inner_w)?;
        let h = self.texts.draw_centered(
            ctx,
            canvas,
            &heading,
            heading_px,
            Vec2::new(cx, top),
            theme.text,
        )?;
        let mut lines = vec![
            (
                "This mode arrives in a later build of Hit Lab.".to_owned(),
                theme.dim_text,
            ),
            (
                "Esc returns to the title screen.  F1 shows the keys.".to_owned(),
                theme.dim_text,
            ),
        ];
        if let Some(p) = self.pointer {
            let label = format!("pointer at ({:.2}, {:.2}) world units", p.x, p.y);
            lines.push((label, theme.accent));
        }
        let mut y = top + h.y + sizes.body;
        for (line, color) in &lines {
            let px = self.texts.fit_px(ctx, line, sizes.body, inner_w)?;
            self.texts
                .draw_centered(ctx, canvas, line, px, Vec2::new(cx, y), *color)?;
            y += sizes.body * 1.5;
        }
        Ok(())
    }

    fn help(&self) -> Vec<HelpLine> {
        vec![HelpLine::new(
            "(none yet)",
            "this mode has no keys until it is built",
        )]
    }
}

//! Where the shooter's parts go, in window pixels: the HUD rows at the
//! top, the arena-error banner under them, the local-space inset in a
//! column on the right, the key footer at the bottom, and the play field
//! framed in what is left. No panel lies over the field: the arena is
//! drawn smaller to make room, because a panel over it hides shells and
//! targets a player is aiming at. Pure arithmetic, tested without a window.

use ggez::graphics::Rect;
use glam::Vec2;

use hitlab::camera::Camera;

/// What the layout depends on.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LayoutSpec {
    /// Window size in pixels.
    pub window: Vec2,
    /// Arena size in world units (validated positive by the loader).
    pub arena: Vec2,
    /// Body text size in pixels; the HUD rows and margins follow it.
    pub text_px: f32,
    /// Height of the error banner, if one is shown.
    pub banner_height: Option<f32>,
    /// Width the inset wants, if a target is selected.
    pub inset_width: Option<f32>,
    /// The `F3` panel's size, if it is shown.
    pub stats: Option<Vec2>,
    /// Whether a key footer takes the bottom row (not in a handout's
    /// picture, where the field takes its room).
    pub footer: bool,
}

impl LayoutSpec {
    /// The screen without a banner or an inset.
    pub fn plain(window: Vec2, arena: Vec2, text_px: f32) -> Self {
        Self {
            window,
            arena,
            text_px,
            banner_height: None,
            inset_width: None,
            stats: None,
            footer: true,
        }
    }
}

/// Rectangles in window pixels.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Layout {
    /// Exactly the arena's border: the camera maps the arena onto it.
    pub field: Rect,
    pub banner: Option<Rect>,
    pub inset: Option<Rect>,
    /// The `F3` panel: in the margin beside the field where it fits there,
    /// else a row of its own above the field.
    pub stats: Option<Rect>,
    /// Top of the footer's text row (the window's bottom if there is none).
    pub footer_y: f32,
}

/// The inset never takes more than this share of the window's width, so
/// the field keeps the larger part however long the inset's rows are.
const MAX_INSET_SHARE: f32 = 0.42;

/// Space around panels and the field, in pixels.
pub fn margin(text_px: f32) -> f32 {
    text_px * 0.6
}

/// The HUD's rows, top to bottom.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HudRow {
    /// The hit test's name (drawn larger) and the key that switches it.
    Detection,
    /// Shots, hits and accuracy.
    Counts,
    /// What each stronger test caught, what each weaker one let through.
    Catches,
    /// Score, best and clock.
    Score,
}

/// Where each [`HudRow`] starts below the margin, in body text heights: the
/// detection row is drawn 1.25 times larger, so the next starts 1.6 below.
const HUD_ROW_TOPS: [f32; 4] = [0.0, 1.6, 2.8, 4.0];

/// The last row's height and the gap under it, in body text heights.
const HUD_LAST_ROW: f32 = 1.4;

/// The top-left corner of the HUD's `row`, in window pixels.
pub fn hud_row(text_px: f32, row: HudRow) -> Vec2 {
    let pad = margin(text_px);
    Vec2::new(pad, pad + HUD_ROW_TOPS[row as usize] * text_px)
}

/// Where the HUD's rows end: the field and the panels start below.
pub fn hud_bottom(text_px: f32) -> f32 {
    hud_row(text_px, HudRow::Score).y + HUD_LAST_ROW * text_px
}

/// Lays the screen out; see the module comment.
pub fn layout(spec: &LayoutSpec) -> Layout {
    let LayoutSpec { window, .. } = *spec;
    let pad = margin(spec.text_px);
    let footer_y = if spec.footer {
        window.y - pad - spec.text_px
    } else {
        window.y
    };
    let bottom = footer_y - pad * 0.5;
    let mut top = hud_bottom(spec.text_px);
    let banner = spec.banner_height.map(|h| {
        let rect = Rect::new(pad, top, (window.x - 2.0 * pad).max(0.0), h);
        top += h + pad;
        rect
    });
    let inset = spec.inset_width.map(|w| {
        let w = w.min(window.x * MAX_INSET_SHARE).max(0.0);
        Rect::new(window.x - pad - w, top, w, (bottom - top).max(0.0))
    });
    let right = inset.map_or(window.x, |r| r.x);
    // The field keeps a margin from every panel and from the window edge.
    let mut room = Rect::new(
        pad,
        top + pad,
        (right - 2.0 * pad).max(0.0),
        (bottom - top - 2.0 * pad).max(0.0),
    );
    let mut field = fit(spec.arena, room);
    // The F3 panel goes in the margin left of the field if it fits there
    // (a square arena in a wide window), else in a row of its own above the
    // field, which gives way, as it does for the banner.
    let stats = spec.stats.map(|size| {
        let size = size.min(Vec2::new(room.w, room.h)).max(Vec2::ZERO);
        let rect = Rect::new(room.x, room.y, size.x, size.y);
        if field.x - room.x < size.x + pad {
            let taken = (size.y + pad).min(room.h);
            room.y += taken;
            room.h -= taken;
            field = fit(spec.arena, room);
        }
        rect
    });
    Layout {
        field,
        banner,
        inset,
        stats,
        footer_y,
    }
}

/// The largest rectangle of `size`'s aspect centred in `room`.
fn fit(size: Vec2, room: Rect) -> Rect {
    let size = size.max(Vec2::splat(f32::EPSILON));
    let scale = (room.w / size.x).min(room.h / size.y).max(0.0);
    let (w, h) = (size.x * scale, size.y * scale);
    Rect::new(
        room.x + (room.w - w) / 2.0,
        room.y + (room.h - h) / 2.0,
        w,
        h,
    )
}

/// The camera that shows an arena of `arena` world units (centred on the
/// origin, y up) exactly in `field`, in a window of `window` pixels.
pub fn camera(field: Rect, arena: Vec2, window: Vec2) -> Camera {
    let pixels_per_unit = (field.h / arena.y.max(f32::EPSILON)).max(f32::EPSILON);
    let field_centre = Vec2::new(field.x + field.w / 2.0, field.y + field.h / 2.0);
    // The world point at the window's centre: y flips between the two.
    let offset = (window / 2.0 - field_centre) / pixels_per_unit;
    Camera::new(
        Vec2::new(offset.x, -offset.y),
        window.y / pixels_per_unit,
        window,
    )
}

/// `rect` grown by `by` on every side and cut to the window, with whole
/// pixels as the GPU's scissor takes them; `None` if nothing is left.
pub fn clip(rect: Rect, by: f32, window: Vec2) -> Option<Rect> {
    let x0 = (rect.x - by).max(0.0).floor();
    let y0 = (rect.y - by).max(0.0).floor();
    let x1 = (rect.x + rect.w + by).min(window.x).ceil();
    let y1 = (rect.y + rect.h + by).min(window.y).ceil();
    (x1 - x0 >= 1.0 && y1 - y0 >= 1.0 && x0 < window.x && y0 < window.y)
        .then(|| Rect::new(x0, y0, x1 - x0, y1 - y0))
}

#[cfg(test)]
mod tests {
    use super::*;

    const ARENA: Vec2 = Vec2::new(32.0, 20.0);

    fn spec(window: Vec2, banner: Option<f32>, inset: Option<f32>) -> LayoutSpec {
        LayoutSpec {
            banner_height: banner,
            inset_width: inset,
            ..LayoutSpec::plain(window, ARENA, (window.y / 30.0).max(14.0).round())
        }
    }

    /// Overlap of the insides: rectangles that only touch do not overlap.
    fn overlap(a: Rect, b: Rect) -> bool {
        a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
    }

    fn windows() -> [Vec2; 5] {
        [
            Vec2::new(1280.0, 800.0),
            Vec2::new(800.0, 600.0),
            Vec2::new(1920.0, 1080.0),
            Vec2::new(640.0, 900.0),
            Vec2::new(2400.0, 500.0),
        ]
    }

    #[test]
    fn the_field_meets_no_panel_and_stays_in_the_window() {
        for window in windows() {
            for banner in [None, Some(140.0)] {
                for inset in [None, Some(380.0)] {
                    for stats in [
                        None,
                        Some(Vec2::new(120.0, 70.0)),
                        Some(Vec2::new(600.0, 90.0)),
                    ] {
                        let s = LayoutSpec {
                            stats,
                            ..spec(window, banner, inset)
                        };
                        let l = layout(&s);
                        let f = l.field;
                        let case = format!("{window} {banner:?} {inset:?} {stats:?}: {l:?}");
                        assert!(f.w > 50.0 && f.h > 30.0, "{case}");
                        assert!(f.x >= 0.0 && f.right() <= window.x, "{case}");
                        assert!(f.y >= hud_bottom(s.text_px), "under the HUD: {case}");
                        assert!(f.bottom() <= l.footer_y, "above the footer: {case}");
                        for panel in [l.banner, l.inset, l.stats].into_iter().flatten() {
                            assert!(!overlap(f, panel), "{case}");
                            assert!(panel.right() <= window.x && panel.x >= 0.0, "{case}");
                        }
                        let panels: Vec<Rect> =
                            [l.banner, l.inset, l.stats].into_iter().flatten().collect();
                        for (i, a) in panels.iter().enumerate() {
                            for b in &panels[i + 1..] {
                                assert!(!overlap(*a, *b), "{case}");
                            }
                        }
                        assert_eq!(l.stats.is_some(), stats.is_some(), "{case}");
                        assert!(((f.w / f.h) - ARENA.x / ARENA.y).abs() < 1e-3, "{case}");
                    }
                }
            }
        }
    }

    #[test]
    fn the_inset_takes_the_right_and_the_field_gives_way() {
        let window = Vec2::new(1280.0, 800.0);
        let alone = layout(&spec(window, None, None)).field;
        let l = layout(&spec(window, None, Some(380.0)));
        let inset = l.inset.unwrap();
        assert!((inset.right() - (window.x - margin(27.0))).abs() < 1e-3);
        assert!((inset.w - 380.0).abs() < 1e-3);
        assert!(l.field.right() < inset.x);
        assert!(l.field.w < alone.w, "smaller, not covered");
        // A very wide request still leaves the field the larger part.
        let greedy = layout(&spec(window, None, Some(5000.0)));
        assert!(greedy.inset.unwrap().w <= window.x * MAX_INSET_SHARE + 1e-3);
    }

    #[test]
    fn the_banner_sits_between_the_hud_and_the_field() {
        let l = layout(&spec(Vec2::new(1280.0, 800.0), Some(100.0), None));
        let banner = l.banner.unwrap();
        assert!((banner.y - hud_bottom(27.0)).abs() < 1e-3);
        assert!((banner.h - 100.0).abs() < 1e-3);
        assert!(l.field.y > banner.bottom());
    }

    #[test]
    fn the_camera_maps_the_arena_onto_the_field() {
        for window in windows() {
            let l = layout(&spec(window, Some(90.0), Some(300.0)));
            let to_screen = camera(l.field, ARENA, window).world_to_screen();
            let top_left = to_screen.transform_point2(Vec2::new(-16.0, 10.0));
            let bottom_right = to_screen.transform_point2(Vec2::new(16.0, -10.0));
            assert!(top_left.abs_diff_eq(Vec2::new(l.field.x, l.field.y), 1e-2));
            assert!(bottom_right.abs_diff_eq(Vec2::new(l.field.right(), l.field.bottom()), 1e-2));
        }
    }

    #[test]
    fn clip_grows_cuts_to_the_window_and_refuses_nothing_left() {
        let window = Vec2::new(800.0, 600.0);
        let c = clip(Rect::new(10.2, 20.7, 100.0, 50.0), 2.0, window).unwrap();
        assert_eq!((c.x, c.y, c.w, c.h), (8.0, 18.0, 105.0, 55.0));
        let edge = clip(Rect::new(-5.0, 590.0, 900.0, 40.0), 1.0, window).unwrap();
        assert_eq!(
            (edge.x, edge.y, edge.right(), edge.bottom()),
            (0.0, 589.0, 800.0, 600.0)
        );
        assert_eq!(clip(Rect::new(900.0, 10.0, 5.0, 5.0), 1.0, window), None);
        assert_eq!(clip(Rect::new(10.0, 10.0, 0.0, 0.0), 0.0, window), None);
    }
}

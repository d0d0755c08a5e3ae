//! Every text a frame lays out, as a box in window pixels, and what is
//! wrong with them: a box that leaves the window is cut, two boxes that
//! cross overlap. The window records the boxes of a frame when asked
//! (`--check-text`), and CI checks every screenshot with the largest text
//! size this way.
//!
//! Text may cross other text only for a named reason: it is drawn on a
//! surface of its own (an opaque panel over the screen: the help overlay,
//! a notice, the end of a round), which hides whatever is under it. Each
//! box says which surface it is on; boxes on different surfaces never
//! clash, boxes on the same surface must not cross.

use serde::{Deserialize, Serialize};

/// The surface everything is drawn on unless a panel says otherwise.
pub const SCREEN: &str = "screen";

/// How far two boxes may cross, or a box leave the window, in pixels,
/// before it counts: a laid-out line's box is whole pixels of font metrics
/// around glyphs that end inside it, so a box touching its neighbour's
/// edge by a rounding is no clash.
pub const SLACK_PX: f32 = 1.0;

/// One text as laid out: its words, its surface and its box.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TextBox {
    /// What it says (its lines joined by newlines).
    pub text: String,
    /// The surface it is drawn on ([`SCREEN`], or a panel's name).
    pub surface: String,
    /// Left edge.
    pub x: f32,
    /// Top edge.
    pub y: f32,
    /// Width.
    pub w: f32,
    /// Height.
    pub h: f32,
}

impl TextBox {
    /// Whether this box crosses `other` by more than [`SLACK_PX`] both ways.
    #[must_use]
    pub fn crosses(&self, other: &TextBox) -> bool {
        let across = (self.x + self.w).min(other.x + other.w) - self.x.max(other.x);
        let down = (self.y + self.h).min(other.y + other.h) - self.y.max(other.y);
        across > SLACK_PX && down > SLACK_PX
    }

    /// Whether this box lies inside a window `width` by `height`, give or
    /// take [`SLACK_PX`].
    #[must_use]
    pub fn inside(&self, width: f32, height: f32) -> bool {
        self.x >= -SLACK_PX
            && self.y >= -SLACK_PX
            && self.x + self.w <= width + SLACK_PX
            && self.y + self.h <= height + SLACK_PX
    }

    /// Whether it shows anything: an empty string or one of spaces lays
    /// out a box of nothing.
    fn shows(&self) -> bool {
        self.w > 0.0 && self.h > 0.0 && !self.text.trim().is_empty()
    }
}

/// A frame's boxes, and the window they were laid out in.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FrameText {
    /// The window's width and height in pixels.
    pub window: [f32; 2],
    /// Every text drawn, in drawing order.
    pub boxes: Vec<TextBox>,
}

/// What is wrong with a frame's text.
#[derive(Debug, Clone, PartialEq)]
pub enum Fault {
    /// The text leaves the window: part of it is cut.
    Cut(TextBox),
    /// Two texts on one surface cross.
    Overlap(TextBox, TextBox),
}

impl std::fmt::Display for Fault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let place = |b: &TextBox| {
            format!(
                "{:?} at {:.0},{:.0} {:.0}x{:.0} on the {}",
                b.text, b.x, b.y, b.w, b.h, b.surface
            )
        };
        match self {
            Fault::Cut(b) => write!(f, "cut by the window's edge: {}", place(b)),
            Fault::Overlap(a, b) => write!(f, "overlapping: {} and {}", place(a), place(b)),
        }
    }
}

impl FrameText {
    /// Every box that leaves the window, then every pair on one surface
    /// that crosses, in drawing order. Boxes that show nothing are left out.
    #[must_use]
    pub fn faults(&self) -> Vec<Fault> {
        let [width, height] = self.window;
        let shown: Vec<&TextBox> = self.boxes.iter().filter(|b| b.shows()).collect();
        let mut faults: Vec<Fault> = shown
            .iter()
            .filter(|b| !b.inside(width, height))
            .map(|b| Fault::Cut((*b).clone()))
            .collect();
        for (i, a) in shown.iter().enumerate() {
            for b in &shown[i + 1..] {
                if a.surface == b.surface && a.crosses(b) {
                    faults.push(Fault::Overlap((*a).clone(), (*b).clone()));
                }
            }
        }
        faults
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(text: &str, surface: &str, x: f32, y: f32, w: f32, h: f32) -> TextBox {
        TextBox {
            text: text.into(),
            surface: surface.into(),
            x,
            y,
            w,
            h,
        }
    }

    fn frame(boxes: Vec<TextBox>) -> FrameText {
        FrameText {
            window: [1280.0, 720.0],
            boxes,
        }
    }

    #[test]
    fn a_box_past_any_edge_is_cut_and_one_inside_is_not() {
        let inside = text("in", SCREEN, 0.0, 0.0, 1280.0, 720.0);
        assert!(frame(vec![inside]).faults().is_empty());
        for (x, y) in [(-5.0, 10.0), (10.0, -5.0), (1200.0, 10.0), (10.0, 700.0)] {
            let out = text("out", SCREEN, x, y, 100.0, 30.0);
            assert_eq!(frame(vec![out.clone()]).faults(), vec![Fault::Cut(out)]);
        }
        // A rounding's worth past the edge is no cut.
        let edge = text("edge", SCREEN, 1180.5, 690.5, 100.0, 30.0);
        assert!(frame(vec![edge]).faults().is_empty());
    }

    #[test]
    fn boxes_that_cross_overlap_and_boxes_that_touch_do_not() {
        let a = text("a", SCREEN, 100.0, 100.0, 200.0, 30.0);
        let crossing = text("b", SCREEN, 250.0, 110.0, 200.0, 30.0);
        let faults = frame(vec![a.clone(), crossing.clone()]).faults();
        assert_eq!(faults, vec![Fault::Overlap(a.clone(), crossing)]);
        let below = text("c", SCREEN, 100.0, 130.5, 200.0, 30.0);
        let beside = text("d", SCREEN, 300.0, 100.0, 50.0, 30.0);
        assert!(frame(vec![a.clone(), below, beside]).faults().is_empty());
        // Inside another box is crossing it too.
        let within = text("e", SCREEN, 150.0, 105.0, 10.0, 10.0);
        assert_eq!(frame(vec![a, within]).faults().len(), 1);
    }

    #[test]
    fn text_on_a_panel_of_its_own_may_cover_the_screen_but_not_its_own_panel() {
        let under = text("score", SCREEN, 100.0, 100.0, 200.0, 30.0);
        let on_panel = text("Help", "help_overlay", 90.0, 95.0, 300.0, 40.0);
        assert!(frame(vec![under, on_panel.clone()]).faults().is_empty());
        let also_on_panel = text("F1", "help_overlay", 120.0, 100.0, 50.0, 30.0);
        assert_eq!(
            frame(vec![on_panel.clone(), also_on_panel.clone()]).faults(),
            vec![Fault::Overlap(on_panel, also_on_panel)]
        );
    }

    #[test]
    fn empty_text_lays_out_nothing_to_clash_with() {
        let a = text("a", SCREEN, 100.0, 100.0, 200.0, 30.0);
        let blank = text("  ", SCREEN, 100.0, 100.0, 200.0, 30.0);
        let offscreen_nothing = text("", SCREEN, -50.0, 0.0, 0.0, 30.0);
        assert!(frame(vec![a, blank, offscreen_nothing]).faults().is_empty());
    }

    #[test]
    fn a_frame_reads_back_from_its_json() {
        let frame = frame(vec![text("a", "notice", 1.0, 2.0, 3.0, 4.0)]);
        let json = serde_json::to_string(&frame).unwrap();
        assert_eq!(serde_json::from_str::<FrameText>(&json).unwrap(), frame);
        let fault = Fault::Cut(frame.boxes[0].clone()).to_string();
        assert!(
            fault.contains("\"a\"") && fault.contains("notice"),
            "{fault}"
        );
    }
}

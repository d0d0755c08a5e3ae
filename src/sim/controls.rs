//! Controls are what a mode understands ("rotate left", "fire"); keys, gamepad
//! buttons and script lines are translated into them before the rules see them.

use glam::Vec2;

/// A mode's set of controls. Each has a stable name used by `--script` and the
/// help overlay.
pub trait Control: Copy + Eq + 'static {
    /// Every control of the mode, in the order the help overlay lists them.
    fn all() -> &'static [Self];
    /// The script name, in `snake_case` (e.g. `rotate_left`).
    fn name(self) -> &'static str;
    /// One line for the help overlay (e.g. "rotate the plane left").
    fn describe(self) -> &'static str;

    /// Looks a control up by its script name.
    fn from_name(name: &str) -> Option<Self> {
        Self::all().iter().copied().find(|c| c.name() == name)
    }
}

/// The controls for one simulation step: which are held down, and which went
/// down since the previous step (an edge, so a tap shorter than a step still
/// counts once).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ControlFrame<C> {
    held: Vec<C>,
    pressed: Vec<C>,
}

impl<C> Default for ControlFrame<C> {
    fn default() -> Self {
        Self {
            held: Vec::new(),
            pressed: Vec::new(),
        }
    }
}

impl<C: Control> ControlFrame<C> {
    /// A frame in which `held` are down, of which `pressed` went down this step.
    pub fn new(held: Vec<C>, pressed: Vec<C>) -> Self {
        Self { held, pressed }
    }

    /// Is `control` down during this step?
    #[must_use]
    pub fn held(&self, control: C) -> bool {
        self.held.contains(&control)
    }

    /// Did `control` go down since the previous step?
    #[must_use]
    pub fn pressed(&self, control: C) -> bool {
        self.pressed.contains(&control)
    }
}

/// Tracks key state between steps and hands out one [`ControlFrame`] per step.
#[derive(Debug, Clone)]
pub struct ControlState<C> {
    held: Vec<C>,
    pressed: Vec<C>,
}

impl<C> Default for ControlState<C> {
    fn default() -> Self {
        Self {
            held: Vec::new(),
            pressed: Vec::new(),
        }
    }
}

impl<C: Control> ControlState<C> {
    /// A key for `control` went down. Auto-repeat should not be forwarded.
    pub fn press(&mut self, control: C) {
        if !self.held.contains(&control) {
            self.held.push(control);
        }
        if !self.pressed.contains(&control) {
            self.pressed.push(control);
        }
    }

    /// A key for `control` went up.
    pub fn release(&mut self, control: C) {
        self.held.retain(|c| *c != control);
    }

    /// A key for `control` went down (`down`) or up.
    pub fn set(&mut self, control: C, down: bool) {
        if down {
            self.press(control);
        } else {
            self.release(control);
        }
    }

    /// Releases everything (on focus loss or mode change).
    pub fn clear(&mut self) {
        self.held.clear();
        self.pressed.clear();
    }

    /// The frame for the next step; presses are consumed by it.
    pub fn next_frame(&mut self) -> ControlFrame<C> {
        let pressed = std::mem::take(&mut self.pressed);
        ControlFrame::new(self.held.clone(), pressed)
    }
}

/// A mouse event, already mapped from screen pixels into world units through
/// the inverse camera transform.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum PointerEvent {
    Down(Vec2),
    Move(Vec2),
    Up(Vec2),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    struct Fire;

    impl Control for Fire {
        fn all() -> &'static [Self] {
            &[Fire]
        }
        fn name(self) -> &'static str {
            "fire"
        }
        fn describe(self) -> &'static str {
            "fire"
        }
    }

    #[test]
    fn a_tap_between_steps_counts_once_and_a_hold_stays_held() {
        let mut state = ControlState::default();
        // Down and up before the step: pressed, no longer held.
        state.set(Fire, true);
        state.set(Fire, false);
        let frame = state.next_frame();
        assert!(frame.pressed(Fire) && !frame.held(Fire));
        assert!(
            !state.next_frame().pressed(Fire),
            "a press is consumed once"
        );
        // Held across steps: pressed on the first only.
        state.set(Fire, true);
        assert!(state.next_frame().pressed(Fire));
        let frame = state.next_frame();
        assert!(frame.held(Fire) && !frame.pressed(Fire));
        state.clear();
        assert!(!state.next_frame().held(Fire), "focus loss releases it");
    }
}

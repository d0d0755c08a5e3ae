//! Controls are what a mode understands ("rotate left", "fire"); keys, gamepad
//! buttons and script lines are translated into them before the rules see them.
//!
//! A mode declares each control once, with `controls!`: its variant, the
//! name a script calls it by, and the line that says what it does (shown by
//! the help overlay and `hitlab controls`). Which keys stand for it is the
//! view's business, declared once in the view's key table.

use std::collections::VecDeque;

use glam::Vec2;

/// A mode's set of controls. Each has a stable name used by `--script` and a
/// line of help. Implemented by `controls!`, which keeps the three together.
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

/// The controls for one simulation step: which are held down, and which were
/// pressed for this step to act on (an edge, so a tap shorter than a step still
/// counts). From the keyboard that is at most one press per step, in the order
/// they came; a script may press several controls in one step.
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

/// Declares a mode's controls, each once: its variant, its script name
/// (`snake_case`) and its help line, in the order the help overlay and
/// `hitlab controls` list them. Expands to the enum and its [`Control`]
/// impl, so the list, the names and the help cannot drift apart.
/// Each variant's docs open with its script name and help line.
///
/// ```text
/// controls! {
///     /// What a player can ask of the shooter.
///     #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
///     pub enum ShooterControl {
///         /// Turn counter-clockwise while held.
///         RotateLeft = "rotate_left": "rotate the plane left (2° per step)",
///     }
/// }
/// ```
macro_rules! controls {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $(
                $(#[$variant_meta:meta])*
                $variant:ident = $script:literal : $help:literal,
            )*
        }
    ) => {
        $(#[$meta])*
        $vis enum $name {
            $(
                // Its script name and help line are its first doc paragraph,
                // so the generated docs say what the help overlay says.
                #[doc = concat!("`", $script, "`: ", $help, ".")]
                #[doc = ""]
                $(#[$variant_meta])*
                $variant,
            )*
        }

        impl $crate::sim::controls::Control for $name {
            fn all() -> &'static [Self] {
                &[$( Self::$variant, )*]
            }

            fn name(self) -> &'static str {
                match self {
                    $( Self::$variant => $script, )*
                }
            }

            fn describe(self) -> &'static str {
                match self {
                    $( Self::$variant => $help, )*
                }
            }
        }
    };
}
pub(crate) use controls;

/// Tracks key state between steps and hands out one [`ControlFrame`] per step.
#[derive(Debug, Clone)]
pub struct ControlState<C> {
    held: Vec<C>,
    /// Presses not yet handed to a step, oldest first.
    pending: VecDeque<C>,
}

impl<C> Default for ControlState<C> {
    fn default() -> Self {
        Self {
            held: Vec::new(),
            pending: VecDeque::new(),
        }
    }
}

/// Presses kept for later steps at most. A person types far fewer than this in
/// the time of a few steps; it only bounds a queue that something fed in a loop.
const MAX_PENDING_PRESSES: usize = 64;

impl<C: Control> ControlState<C> {
    /// A key for `control` went down. Auto-repeat should not be forwarded.
    ///
    /// Every press counts, in order, even several within one step (fast typing,
    /// a solution typed into Sokoban): each step takes one (see `next_frame`).
    pub fn press(&mut self, control: C) {
        if !self.held.contains(&control) {
            self.held.push(control);
        }
        if self.pending.len() < MAX_PENDING_PRESSES {
            self.pending.push_back(control);
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

    /// True when nothing is held and no press waits for a step: the next
    /// frame would be empty.
    #[must_use]
    pub fn is_idle(&self) -> bool {
        self.held.is_empty() && self.pending.is_empty()
    }

    /// Releases everything (on focus loss or mode change).
    pub fn clear(&mut self) {
        self.held.clear();
        self.pending.clear();
    }

    /// The frame for the next step, with the oldest pending press. One press per
    /// step keeps the order of presses and the count of repeated ones, which a
    /// set of "pressed since the last step" loses when two come within one step
    /// (about 17 ms); the rest wait a step each, too little to notice.
    pub fn next_frame(&mut self) -> ControlFrame<C> {
        let pressed = self.pending.pop_front().into_iter().collect();
        ControlFrame::new(self.held.clone(), pressed)
    }
}

/// A mouse event, already mapped from screen pixels into world units through
/// the inverse camera transform.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum PointerEvent {
    /// A button went down here.
    Down(Vec2),
    /// The pointer moved here (button up or down).
    Move(Vec2),
    /// The button came up here.
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

    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    enum Walk {
        Left,
        Right,
    }

    impl Control for Walk {
        fn all() -> &'static [Self] {
            &[Walk::Left, Walk::Right]
        }
        fn name(self) -> &'static str {
            match self {
                Walk::Left => "left",
                Walk::Right => "right",
            }
        }
        fn describe(self) -> &'static str {
            self.name()
        }
    }

    #[test]
    fn presses_within_one_step_all_count_in_order() {
        use Walk::{Left, Right};
        let mut state = ControlState::default();
        // Typed faster than the steps run: right, left, right, right.
        for c in [Right, Left, Right, Right] {
            state.set(c, true);
            state.set(c, false);
        }
        let pressed: Vec<Vec<Walk>> = (0..5)
            .map(|_| {
                let frame = state.next_frame();
                Walk::all()
                    .iter()
                    .copied()
                    .filter(|&c| frame.pressed(c))
                    .collect()
            })
            .collect();
        assert_eq!(
            pressed,
            [vec![Right], vec![Left], vec![Right], vec![Right], vec![]]
        );
        // Focus loss drops presses not yet stepped.
        state.set(Left, true);
        state.clear();
        assert!(!state.next_frame().pressed(Left));
    }
}

//! Gamepad input, behind the `gamepad` feature, through gilrs directly (not
//! ggez's gamepad support, so a gilrs start-up failure cannot stop the
//! window from opening).
//!
//! The pad stands in for a few keys: left stick and d-pad for the arrows,
//! South (A / cross) for Space, East (B / circle) for Enter. winit's key
//! events cannot be built outside winit, so the app hands a mode each
//! [`VirtualKey`] as the key it stands for (`KeyEvent::code`), which the
//! mode's key table maps like the keyboard's.

use super::screen::VirtualKey;

/// How far (0..1) the stick must lean before it counts as a key press, and
/// how far back it must come to release: the gap stops a stick resting near
/// the threshold from chattering.
const PRESS_AT: f32 = 0.5;
const RELEASE_AT: f32 = 0.3;

/// Turns one stick axis into two virtual keys (negative and positive side).
#[derive(Debug, Clone, Copy)]
pub struct AxisKeys {
    negative: VirtualKey,
    positive: VirtualKey,
    /// The side currently held down, if any.
    held: Option<VirtualKey>,
}

impl AxisKeys {
    #[must_use]
    pub fn new(negative: VirtualKey, positive: VirtualKey) -> Self {
        Self {
            negative,
            positive,
            held: None,
        }
    }

    /// The key changes caused by the axis moving to `value` (-1..1), as
    /// `(key, down)` pairs in the order they happen.
    pub fn update(&mut self, value: f32) -> Vec<(VirtualKey, bool)> {
        let wanted = if !value.is_finite() {
            None
        } else if value <= -PRESS_AT {
            Some(self.negative)
        } else if value >= PRESS_AT {
            Some(self.positive)
        } else if value.abs() > RELEASE_AT {
            self.held // between the thresholds: keep whatever is held
        } else {
            None
        };
        let mut changes = Vec::new();
        if wanted != self.held {
            if let Some(old) = self.held {
                changes.push((old, false));
            }
            if let Some(new) = wanted {
                changes.push((new, true));
            }
            self.held = wanted;
        }
        changes
    }
}

#[cfg(feature = "gamepad")]
mod backend {
    use super::{AxisKeys, VirtualKey};
    use gilrs::{Axis, Button, EventType};

    pub struct Pads {
        gilrs: gilrs::Gilrs,
        stick_x: AxisKeys,
        stick_y: AxisKeys,
    }

    impl Pads {
        pub fn open() -> Result<Self, String> {
            let gilrs = gilrs::Gilrs::new().map_err(|e| e.to_string())?;
            Ok(Self {
                gilrs,
                stick_x: AxisKeys::new(VirtualKey::Left, VirtualKey::Right),
                // gilrs's stick y is positive up.
                stick_y: AxisKeys::new(VirtualKey::Down, VirtualKey::Up),
            })
        }

        pub fn poll(&mut self, out: &mut Vec<(VirtualKey, bool)>) {
            while let Some(gilrs::Event { event, .. }) = self.gilrs.next_event() {
                match event {
                    EventType::ButtonPressed(button, _) => {
                        if let Some(key) = button_key(button) {
                            out.push((key, true));
                        }
                    }
                    EventType::ButtonReleased(button, _) => {
                        if let Some(key) = button_key(button) {
                            out.push((key, false));
                        }
                    }
                    EventType::AxisChanged(Axis::LeftStickX, value, _) => {
                        out.extend(self.stick_x.update(value));
                    }
                    EventType::AxisChanged(Axis::LeftStickY, value, _) => {
                        out.extend(self.stick_y.update(value));
                    }
                    _ => {}
                }
            }
        }
    }

    fn button_key(button: Button) -> Option<VirtualKey> {
        match button {
            Button::DPadLeft => Some(VirtualKey::Left),
            Button::DPadRight => Some(VirtualKey::Right),
            Button::DPadUp => Some(VirtualKey::Up),
            Button::DPadDown => Some(VirtualKey::Down),
            Button::South => Some(VirtualKey::Space),
            Button::East => Some(VirtualKey::Enter),
            _ => None,
        }
    }
}

#[cfg(not(feature = "gamepad"))]
mod backend {
    use super::VirtualKey;

    pub struct Pads;

    impl Pads {
        pub fn open() -> Result<Self, String> {
            Err("built without the `gamepad` feature".to_owned())
        }

        pub fn poll(&mut self, _out: &mut Vec<(VirtualKey, bool)>) {}
    }
}

/// Connected gamepads, or nothing when gilrs is unavailable.
pub struct Gamepads {
    pads: Option<backend::Pads>,
}

impl Gamepads {
    /// Starts listening for gamepads. Never fails: without gilrs (or the
    /// feature) it simply reports no input.
    #[must_use]
    pub fn new() -> Self {
        match backend::Pads::open() {
            Ok(pads) => Self { pads: Some(pads) },
            Err(reason) => {
                if cfg!(feature = "gamepad") {
                    log::warn!("no gamepad input: {reason}");
                }
                Self { pads: None }
            }
        }
    }

    /// Key changes since the last poll, as `(key, down)` in order.
    pub fn poll(&mut self) -> Vec<(VirtualKey, bool)> {
        let mut out = Vec::new();
        if let Some(pads) = &mut self.pads {
            pads.poll(&mut out);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stick_presses_past_threshold_and_releases_near_centre() {
        let mut axis = AxisKeys::new(VirtualKey::Left, VirtualKey::Right);
        assert!(axis.update(0.2).is_empty());
        assert_eq!(axis.update(0.8), vec![(VirtualKey::Right, true)]);
        // Between the thresholds the key stays down (no chatter).
        assert!(axis.update(0.4).is_empty());
        assert_eq!(axis.update(0.1), vec![(VirtualKey::Right, false)]);
    }

    #[test]
    fn flicking_across_releases_one_side_before_pressing_the_other() {
        let mut axis = AxisKeys::new(VirtualKey::Left, VirtualKey::Right);
        axis.update(-0.9);
        assert_eq!(
            axis.update(0.9),
            vec![(VirtualKey::Left, false), (VirtualKey::Right, true)]
        );
        assert_eq!(axis.update(f32::NAN), vec![(VirtualKey::Right, false)]);
    }
}

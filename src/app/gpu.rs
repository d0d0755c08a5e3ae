//! The graphics device's limits and errors. By default wgpu panics on any
//! error it did not hand back to a caller (an oversized surface, a lost
//! device); here each is logged and kept, so the app stops with one line
//! instead of a panic.

use std::sync::{Arc, Mutex, PoisonError};

use ggez::Context;

/// The largest texture side ggez 0.10 asks every device for (its
/// `required_limits`), in pixels: the window's surface and every image
/// drawn into are textures, so neither may be larger. Known before the
/// window opens, which the device's own figure ([`max_side`]) is not.
pub const REQUESTED_MAX_SIDE: u32 = 8192;

/// The largest texture side the device takes, in pixels.
#[must_use]
pub fn max_side(ctx: &Context) -> u32 {
    ctx.gfx.wgpu().device.limits().max_texture_dimension_2d
}

/// Whether a `width` × `height` pixel surface fits in textures of at most
/// `max_side` pixels a side.
#[must_use]
pub fn fits(width: u32, height: u32, max_side: u32) -> bool {
    width <= max_side && height <= max_side
}

/// The first error the graphics device reported, once caught.
#[derive(Debug, Clone, Default)]
pub struct DeviceErrors {
    first: Arc<Mutex<Option<String>>>,
}

impl DeviceErrors {
    /// Catches the device's errors from now on, and its loss.
    pub fn install(ctx: &Context) -> Self {
        let errors = Self::default();
        let device = &ctx.gfx.wgpu().device;
        let keep = errors.clone();
        device.on_uncaptured_error(Arc::new(move |error: wgpu::Error| {
            keep.record(format!("the graphics device refused a command: {error}"));
        }));
        let keep = errors.clone();
        device.set_device_lost_callback(move |reason, message| {
            keep.record(format!(
                "the graphics device was lost ({reason:?}): {message}"
            ));
        });
        errors
    }

    fn record(&self, message: String) {
        log::error!("{message}");
        let mut first = self.first.lock().unwrap_or_else(PoisonError::into_inner);
        first.get_or_insert(message);
    }

    /// The first error caught, in one line, if any.
    #[must_use]
    pub fn first(&self) -> Option<String> {
        let first = self.first.lock().unwrap_or_else(PoisonError::into_inner);
        first
            .as_ref()
            .map(|m| m.split_whitespace().collect::<Vec<_>>().join(" "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_side_past_the_limit_does_not_fit() {
        assert!(fits(8192, 8192, REQUESTED_MAX_SIDE));
        assert!(!fits(8193, 600, REQUESTED_MAX_SIDE));
        assert!(!fits(600, 8193, REQUESTED_MAX_SIDE));
    }

    #[test]
    fn the_first_error_is_kept_in_one_line() {
        let errors = DeviceErrors::default();
        assert_eq!(errors.first(), None);
        errors.record("Validation Error\n\nCaused by:\n  too big".into());
        errors.record("a later one".into());
        assert_eq!(
            errors.first().as_deref(),
            Some("Validation Error Caused by: too big")
        );
    }
}

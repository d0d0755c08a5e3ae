//! The shooter's keys, each written once. A control lists the source text's
//! key first (H/L rotate, S moves, A fires) and the everyday key last (the
//! arrows, Space), which the footer names.

use ggez::winit::keyboard::{KeyCode, NamedKey};
use hitlab::modes::shooter::{Phase, ShooterControl as C};

use crate::view::keymap::{Condition, Keymap, bind, ctrl, key, named};

/// When a binding of the shooter holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum When {
    /// The round is over and its scores are shown.
    EndScreen,
}

impl Condition for When {
    fn note(self) -> Option<String> {
        match self {
            When::EndScreen => Some(hitlab::i18n::tr("keys-on-end-screen")),
        }
    }
}

impl When {
    /// Whether the condition holds in `phase`.
    #[must_use]
    pub fn holds(self, phase: Phase) -> bool {
        match self {
            When::EndScreen => phase == Phase::Ended,
        }
    }
}

/// The shooter's key table.
pub const KEYS: Keymap<C, When> = Keymap::rebindable(
    "shooter",
    &[
        bind(
            C::RotateLeft,
            &[key(KeyCode::KeyH), key(KeyCode::ArrowLeft)],
        ),
        bind(
            C::RotateRight,
            &[key(KeyCode::KeyL), key(KeyCode::ArrowRight)],
        ),
        bind(C::ToggleMove, &[key(KeyCode::KeyS)]),
        bind(C::Thrust, &[key(KeyCode::ArrowUp)]),
        bind(C::Fire, &[key(KeyCode::KeyA), key(KeyCode::Space)]),
        bind(C::ToggleDetection, &[key(KeyCode::KeyT)]),
        bind(C::Pause, &[key(KeyCode::KeyP)]),
        bind(C::StepOnce, &[key(KeyCode::KeyN)]),
        bind(C::Slower, &[key(KeyCode::BracketLeft)]),
        bind(C::Faster, &[key(KeyCode::BracketRight)]),
        bind(C::ToggleDebug, &[key(KeyCode::KeyD)]),
        bind(C::ToggleBroadPhase, &[key(KeyCode::KeyB)]),
        bind(C::ToggleStepStats, &[named(NamedKey::F3)]),
        bind(C::SelectNext, &[key(KeyCode::Tab)]),
        bind(C::Restart, &[key(KeyCode::KeyR)]),
        bind(
            C::Restart,
            &[key(KeyCode::Enter), key(KeyCode::NumpadEnter)],
        )
        .when(When::EndScreen),
        // N steps a paused round, which an ended one is not; Page Down is a
        // presentation clicker's "next".
        bind(C::NextArena, &[key(KeyCode::KeyN), key(KeyCode::PageDown)]).when(When::EndScreen),
        bind(C::Edit, &[key(KeyCode::KeyE)]),
        // A video player's frame keys: `,` back, `.` on.
        bind(C::Rewind, &[key(KeyCode::Comma), key(KeyCode::Backspace)]),
        bind(C::Replay, &[key(KeyCode::Period)]),
        bind(C::CopyCode, &[ctrl(KeyCode::KeyC)]),
    ],
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::keymap::KeyEvent;
    use crate::view::screen::VirtualKey;

    fn control_for(code: KeyCode, phase: Phase) -> Option<C> {
        KEYS.control(&KeyEvent::code(code), |w| w.holds(phase))
    }

    #[test]
    fn gamepad_stick_rotates_and_south_button_fires() {
        let control = |key: VirtualKey| control_for(key.key_code(), Phase::Playing);
        assert_eq!(control(VirtualKey::Left), Some(C::RotateLeft));
        assert_eq!(control(VirtualKey::Right), Some(C::RotateRight));
        assert_eq!(control(VirtualKey::Space), Some(C::Fire));
        assert_eq!(
            control_for(VirtualKey::Enter.key_code(), Phase::Ended),
            Some(C::Restart)
        );
    }

    #[test]
    fn the_help_lists_every_control_with_its_keys() {
        use hitlab::sim::Control;
        let help = KEYS.help("shooter");
        assert_eq!(help.len(), C::all().len());
        assert!(help.iter().all(|row| !row.keys.is_empty()), "{help:?}");
        assert_eq!(help[0].keys, "H / ←");
        assert_eq!(help[11].keys, "B");
        assert_eq!(help[12].keys, "F3");
        assert_eq!(help[14].keys, "R (Enter on the end screen)");
        assert_eq!(control_for(KeyCode::Enter, Phase::Playing), None);
        assert_eq!(control_for(KeyCode::KeyN, Phase::Ended), Some(C::NextArena));
        assert_eq!(
            control_for(KeyCode::KeyN, Phase::Playing),
            Some(C::StepOnce)
        );
    }
}

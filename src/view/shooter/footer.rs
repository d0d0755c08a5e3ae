//! The footer: the keys a new player needs first (fire, rotate, move) and
//! then as many of the others as the window's width holds, named from the
//! key tables. It is bright
//! until the round's clock starts, dim after, so a newcomer sees it first.

use ggez::graphics::Canvas;
use ggez::{Context, GameResult};
use glam::Vec2;
use hitlab::i18n::tr_args;

use hitlab::modes::shooter::ShooterControl as C;
use hitlab::text::with_ellipsis;

use super::keys::KEYS;
use crate::view::app_keys::{APP_KEYS, AppKey};
use crate::view::screen::Style;
use crate::view::text::{Face, TextCache};

/// Keys and what they do, with how long the hint stays when room runs
/// out: items with a lower rank are left out first.
struct Item {
    text: String,
    rank: u8,
}

/// The hints, in the order shown, naming each control's everyday key (the
/// last in its table), or its first (H, L, A) when a lesson holds the
/// arrows and Space to turn pages. Fire, rotate and move are the game; F1
/// leads to every other key, so it stays longest after them.
fn items(page_keys_taken: bool) -> Vec<Item> {
    let key = |control| {
        if page_keys_taken {
            KEYS.first_key(control)
        } else {
            KEYS.last_key(control)
        }
    };
    let item = |id: &str, key: String, rank| Item {
        text: tr_args(id, &[("key", key.into())]),
        rank,
    };
    let rotate = format!("{}/{}", key(C::RotateLeft), key(C::RotateRight));
    let slow = format!("{} {}", key(C::Slower), key(C::Faster));
    vec![
        item("footer-rotate", rotate, 9),
        item("footer-move", key(C::ToggleMove), 8),
        item("footer-thrust", key(C::Thrust), 3),
        item("footer-fire", key(C::Fire), 10),
        item("footer-local-view", key(C::SelectNext), 6),
        item("footer-debug", key(C::ToggleDebug), 4),
        item("footer-slow-motion", slow, 5),
        item("footer-all-keys", APP_KEYS.first_key(AppKey::Help), 7),
    ]
}
/// The hints while a replay is watched: only the keys that act on it
/// (pause, watch again, back, every key), the player's keys doing nothing.
fn watching_items() -> Vec<Item> {
    let item = |id: &str, key: String, rank| Item {
        text: tr_args(id, &[("key", key.into())]),
        rank,
    };
    vec![
        item("footer-watch-pause", KEYS.first_key(C::Pause), 9),
        item("footer-watch-again", KEYS.first_key(C::Restart), 8),
        item("footer-back", APP_KEYS.first_key(AppKey::Escape), 10),
        item("footer-all-keys", APP_KEYS.first_key(AppKey::Help), 7),
    ]
}

const SEPARATOR: &str = "   ";

/// The footer line for `width` pixels: every item if they fit, else the
/// lowest-ranked left out one by one; a lone item still too wide is cut
/// with an ellipsis.
fn fit(items: &[Item], width: f32, measure: &mut dyn FnMut(&str) -> f32) -> String {
    let mut shown: Vec<&Item> = items.iter().collect();
    loop {
        let line = shown
            .iter()
            .map(|item| item.text.as_str())
            .collect::<Vec<_>>()
            .join(SEPARATOR);
        if shown.len() <= 1 || measure(&line) <= width {
            return with_ellipsis(&line, width, measure);
        }
        let lowest = (0..shown.len()).min_by_key(|&i| shown[i].rank);
        if let Some(i) = lowest {
            shown.remove(i);
        }
    }
}

/// What a footer line was fitted for: width and size (as bits), the face
/// and the hints' words (worded at each draw, so a language switch or the
/// page keys taken fits it again).
type FittedFor = (u32, u32, Face, Vec<String>);

/// The footer line, laid out once per window width and text size.
#[derive(Default)]
pub struct Footer {
    line: Option<(FittedFor, String)>,
    page_keys_taken: bool,
    watching: bool,
}

impl Footer {
    /// Whether a lesson holds the arrows and Space (see
    /// `ModeScreen::page_keys_taken`).
    pub fn page_keys_taken(&mut self, taken: bool) {
        self.page_keys_taken = taken;
    }

    /// Whether a replay is watched (see [`watching_items`]).
    pub fn watching(&mut self, watching: bool) {
        self.watching = watching;
    }

    /// Draws the footer at `y` across the window; `bright` while the
    /// player has not started the round.
    pub fn draw(
        &mut self,
        ctx: &mut Context,
        canvas: &mut Canvas,
        style: &Style,
        texts: &mut TextCache,
        y: f32,
        bright: bool,
    ) -> GameResult {
        let px = style.px(0.8);
        let pad = style.text_px * 0.6;
        let width = (style.window.x - 2.0 * pad).max(px);
        let taken = self.page_keys_taken;
        // Bold on a projector, where thin strokes wash out on white.
        let face = style.theme.value_face(Face::Mono);
        let items = if self.watching {
            watching_items()
        } else {
            items(taken)
        };
        let words = items.iter().map(|item| item.text.clone()).collect();
        let key = (width.to_bits(), px.to_bits(), face, words);
        if !matches!(&self.line, Some((k, _)) if *k == key) {
            let line = texts.with_measure(ctx, face, px, |measure| fit(&items, width, measure))?;
            self.line = Some((key, line));
        }
        if let Some((_, line)) = &self.line {
            let theme = &style.theme;
            // Dimmed once the round runs, but never on a projector, where
            // a grey hint on white is the first thing to wash out.
            let colour = if bright || theme.high_contrast {
                theme.text
            } else {
                theme.dim_text
            };
            let at = Vec2::new(pad, y);
            texts.draw_in(canvas, face, line, px, at, colour);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every character 1 px wide.
    fn chars(s: &str) -> f32 {
        s.chars().count() as f32
    }

    fn full_width() -> f32 {
        let texts: Vec<String> = items(false).into_iter().map(|i| i.text).collect();
        chars(&texts.join(SEPARATOR))
    }

    #[test]
    fn everything_shows_when_it_fits() {
        let line = fit(&items(false), full_width(), &mut chars);
        assert_eq!(chars(&line), full_width());
        assert!(line.starts_with("←/→: rotate   S: move/stop"), "{line}");
    }

    #[test]
    fn a_narrow_window_keeps_the_play_keys_in_order() {
        let line = fit(&items(false), 60.0, &mut chars);
        assert_eq!(
            line,
            "←/→: rotate   S: move/stop   Space: fire (hold: rapid)"
        );
        let wider = fit(&items(false), 80.0, &mut chars);
        assert_eq!(
            wider,
            "←/→: rotate   S: move/stop   Space: fire (hold: rapid)   F1: all keys"
        );
    }

    #[test]
    fn while_a_lesson_holds_the_page_keys_the_letters_are_named() {
        let line = fit(&items(true), 80.0, &mut chars);
        assert_eq!(
            line,
            "H/L: rotate   S: move/stop   A: fire (hold: rapid)   F1: all keys"
        );
    }

    /// The footer once listed rotate and fire while a replay was watched,
    /// keys that do nothing to a round already played.
    #[test]
    fn while_watching_only_the_keys_that_act_are_named() {
        let line = fit(&watching_items(), 1000.0, &mut chars);
        let pause = KEYS.first_key(C::Pause);
        let again = KEYS.first_key(C::Restart);
        let esc = APP_KEYS.first_key(AppKey::Escape);
        assert!(
            line.starts_with(&format!(
                "{pause}: pause   {again}: watch again   {esc}: back"
            )),
            "{line}"
        );
        for played in [C::Fire, C::RotateLeft, C::ToggleMove, C::Thrust] {
            let key = KEYS.last_key(played);
            assert!(!key.is_empty());
            assert!(!line.contains(&format!("{key}:")), "{played:?} in {line}");
        }
        let narrow = fit(&watching_items(), chars("Esc: back"), &mut chars);
        assert_eq!(narrow, format!("{esc}: back"));
    }

    #[test]
    fn the_line_always_fits_and_fire_stays_longest() {
        for width in 1..=full_width() as usize {
            let line = fit(&items(false), width as f32, &mut chars);
            assert!(chars(&line) <= width as f32, "{width}: {line}");
            if width >= chars("Space: fire (hold: rapid)") as usize {
                assert!(line.contains("Space: fire"), "{width}: {line}");
            }
        }
    }
}

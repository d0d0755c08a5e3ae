//! The keys page: one mode's controls at a time, each with the keys bound
//! to it, one chosen. Enter (or a click) waits for the new key, Esc
//! cancels; a key another control holds is refused in words; Backspace
//! puts the chosen control back on its defaults, Ctrl+Backspace every
//! control. What the page decides is [`hitlab::screens::keys`]; the keys
//! in force are the keymaps' ([`crate::view::keymap::rebound`]), saved at
//! once through the app's settings.

use ggez::glam::Vec2;
use ggez::graphics::{Canvas, Rect};
use ggez::winit::keyboard::KeyCode;
use ggez::{Context, GameResult};

use hitlab::i18n::{tr, tr_args};
use hitlab::screens::keys::modes;
use hitlab::screens::keys::{KeysControl, KeysPage, News};
use hitlab::sim::controls::ControlState;
use hitlab::sim::script::{self, ScriptPlayer};
use hitlab::sim::{Control, Script, ScriptError};

use super::app_keys::{APP_KEYS, AppKey};
use super::keymap::{
    HelpLine, KeyEvent, Keymap, Rebindable, bind, ctrl, key, press_of_chord, rebindable_tables,
    rebound, set_rebound, shift, window_refusal,
};
use super::list_page::{ShownRows, draw_footer};
use super::paint::mark_chosen;
use super::screen::{Launch, ModeScreen, Mouse, Request, Style};
use super::text::{TextCache, TextSizes};

/// The page's own keys (not rebindable: they are how keys are rebound).
pub const PAGE_KEYS: Keymap<KeysControl> = Keymap::new(&[
    bind(KeysControl::Previous, &[key(KeyCode::ArrowUp)]),
    bind(KeysControl::Next, &[key(KeyCode::ArrowDown)]),
    bind(
        KeysControl::PreviousMode,
        &[key(KeyCode::ArrowLeft), shift(KeyCode::Tab)],
    ),
    bind(
        KeysControl::NextMode,
        &[key(KeyCode::ArrowRight), key(KeyCode::Tab)],
    ),
    bind(
        KeysControl::Rebind,
        &[
            key(KeyCode::Enter),
            key(KeyCode::NumpadEnter),
            key(KeyCode::Space),
        ],
    ),
    bind(
        KeysControl::Reset,
        &[key(KeyCode::Backspace), key(KeyCode::Delete)],
    ),
    bind(
        KeysControl::ResetAll,
        &[ctrl(KeyCode::Backspace), ctrl(KeyCode::Delete)],
    ),
]);

/// Where the page's parts go, in window pixels: a pure function of the
/// window's size and the rows the chosen mode has, so the mouse hits what
/// is drawn.
struct Layout {
    sizes: TextSizes,
    heading_top: f32,
    mode_top: f32,
    shown: ShownRows,
    status_top: f32,
    footer_top: f32,
}

impl Layout {
    fn new(window: Vec2, count: usize, chosen: usize) -> Self {
        let sizes = TextSizes::for_window(window);
        let body = sizes.body;
        let heading_top = window.y * 0.04;
        let mode_top = heading_top + sizes.heading * 1.5;
        let list_top = mode_top + body * 2.0;
        let footer_top = window.y - body * 2.0;
        let status_top = footer_top - body * 2.0;
        let row_h = body * 1.5;
        let width = (window.x * 0.9).min(body * 44.0);
        let x = (window.x - width) * 0.5;
        let first = Rect::new(x, list_top, width, row_h);
        let room = status_top - body * 0.5 - list_top;
        Self {
            sizes,
            heading_top,
            mode_top,
            shown: ShownRows::new(count, chosen, room, first, row_h),
            status_top,
            footer_top,
        }
    }
}

/// The keys page.
pub struct KeysScreen {
    page: KeysPage,
    window: Vec2,
    request: Option<Request>,
    script: Option<ScriptPlayer<KeysControl>>,
    /// Never held from the keyboard (keys act at once); the script's
    /// frames come through it.
    controls: ControlState<KeysControl>,
}

impl KeysScreen {
    /// The page on the first mode's first control.
    #[must_use]
    pub fn new(launch: &Launch) -> Self {
        Self {
            page: KeysPage::default(),
            window: launch.window,
            request: None,
            script: None,
            controls: ControlState::default(),
        }
    }

    /// The chosen mode's table.
    fn table(&self) -> &'static dyn Rebindable {
        table_of(self.page.chosen().0)
    }

    fn act(&mut self, control: KeysControl) {
        let mut bindings = rebound();
        if self.page.apply(control, &mut bindings) {
            self.keep(bindings);
        }
    }

    /// Puts `bindings` in force and asks the app to save them.
    fn keep(&mut self, bindings: hitlab::settings::keys::KeyBindings) {
        set_rebound(bindings);
        self.request = Some(Request::KeepSettings);
    }

    /// The status line: what the page last did.
    fn status(&self) -> Option<String> {
        let what = self.table().words(self.page.chosen().1);
        Some(match self.page.news.as_ref()? {
            News::Listening => {
                let esc = APP_KEYS.first_key(AppKey::Escape);
                tr_args(
                    "keys-listening",
                    &[("what", what.into()), ("esc", esc.into())],
                )
            }
            News::Bound(chord) => {
                let key = press_of_chord(*chord).label().unwrap_or_default();
                tr_args("keys-bound", &[("what", what.into()), ("key", key.into())])
            }
            News::Refused(why) => {
                let esc = APP_KEYS.first_key(AppKey::Escape);
                tr_args(
                    "keys-refused",
                    &[("why", why.as_str().into()), ("esc", esc.into())],
                )
            }
            News::ResetOne => tr_args("keys-reset-one", &[("what", what.into())]),
            News::ResetAll => tr("keys-reset-all"),
        })
    }
}

/// The table of `mode`: every mode the page lists has one (a test holds it).
fn table_of(mode: &str) -> &'static dyn Rebindable {
    let tables = rebindable_tables();
    let found = tables.iter().find(|(t, _)| t.mode() == mode);
    found.map_or(tables[0].0, |(t, _)| *t)
}

/// The page's footer: its keys.
#[must_use]
pub fn footer() -> String {
    let both = |a, b| format!("{}/{}", PAGE_KEYS.first_key(a), PAGE_KEYS.first_key(b));
    let one = |k| PAGE_KEYS.first_key(k);
    tr_args(
        "keys-footer",
        &[
            (
                "choose",
                both(KeysControl::Previous, KeysControl::Next).into(),
            ),
            (
                "mode",
                both(KeysControl::PreviousMode, KeysControl::NextMode).into(),
            ),
            ("enter", one(KeysControl::Rebind).into()),
            ("reset", one(KeysControl::Reset).into()),
            ("all", one(KeysControl::ResetAll).into()),
            ("esc", APP_KEYS.first_key(AppKey::Escape).into()),
        ],
    )
}

impl ModeScreen for KeysScreen {
    fn name(&self) -> String {
        tr("mode-keys")
    }

    fn set_script(&mut self, script: &Script) -> Result<(), ScriptError> {
        self.script = Some(script.player()?);
        Ok(())
    }

    fn key(&mut self, event: &KeyEvent, down: bool) -> bool {
        if !down {
            return false;
        }
        if self.page.listening() {
            // A modifier pressed alone waits for the key it goes with.
            let Some(chord) = event.chord() else {
                return true;
            };
            let mut bindings = rebound();
            let window = window_refusal(event);
            let refusal = |mode: &str, control: &str, chord| {
                window.or_else(|| table_of(mode).refusal(control, chord))
            };
            if self.page.press(chord, &mut bindings, refusal) {
                self.keep(bindings);
            }
            return true;
        }
        match PAGE_KEYS.control(event, |_| true) {
            Some(control) => {
                self.act(control);
                true
            }
            None => false,
        }
    }

    fn mouse(&mut self, event: Mouse) {
        let count = modes()[self.page.mode].1.len();
        let layout = Layout::new(self.window, count, self.page.row);
        match event {
            Mouse::Down(p) => {
                if let Some(row) = layout.shown.row_at(p) {
                    self.page.choose(row);
                    self.act(KeysControl::Rebind);
                }
            }
            Mouse::Wheel { notches, .. } if !self.page.listening() => {
                self.act(if notches > 0.0 {
                    KeysControl::Previous
                } else {
                    KeysControl::Next
                });
            }
            _ => {}
        }
    }

    fn step(&mut self) {
        let frame = script::next_frame(&mut self.script, &mut self.controls);
        for &control in KeysControl::all() {
            if frame.pressed(control) {
                self.act(control);
            }
        }
    }

    fn resize(&mut self, size: Vec2) {
        self.window = size;
    }

    fn still(&self) -> bool {
        self.script.as_ref().is_none_or(ScriptPlayer::finished)
    }

    /// While it waits for a key every key is that key, the window's own
    /// (F1, F2) too, so they are refused in words rather than acted on.
    fn takes_text(&self) -> bool {
        self.page.listening()
    }

    fn escape(&mut self) -> bool {
        self.page.cancel()
    }

    fn take_request(&mut self) -> Option<Request> {
        self.request.take()
    }

    fn help(&self) -> Vec<HelpLine> {
        let mut rows = PAGE_KEYS.help_rows(&[
            (KeysControl::Previous, "help-keys-choose"),
            (KeysControl::NextMode, "help-keys-mode"),
            (KeysControl::Rebind, "help-keys-rebind"),
            (KeysControl::Reset, "help-keys-reset"),
            (KeysControl::ResetAll, "help-keys-reset-all"),
        ]);
        rows[0].keys = PAGE_KEYS.keys_of(&[KeysControl::Previous, KeysControl::Next]);
        rows[1].keys = PAGE_KEYS.keys_of(&[KeysControl::PreviousMode, KeysControl::NextMode]);
        rows.push(HelpLine::new(tr("key-mouse-click"), tr("help-keys-click")));
        rows
    }

    fn draw(
        &mut self,
        ctx: &mut Context,
        canvas: &mut Canvas,
        style: &Style,
        texts: &mut TextCache,
    ) -> GameResult {
        self.window = style.window;
        let theme = &style.theme;
        let table = self.table();
        let controls = table.controls();
        let layout = Layout::new(style.window, controls.len(), self.page.row);
        let body = layout.sizes.body;
        let cx = style.window.x * 0.5;
        let width = style.window.x * 0.9;
        texts.draw_centered(
            ctx,
            canvas,
            &tr("keys-title"),
            layout.sizes.heading,
            Vec2::new(cx, layout.heading_top),
            theme.accent,
        )?;
        let (_, name) = &rebindable_tables()[self.page.mode];
        let left = PAGE_KEYS.first_key(KeysControl::PreviousMode);
        let right = PAGE_KEYS.first_key(KeysControl::NextMode);
        let mode_line = format!(
            "{left}  {name}  ({}/{})  {right}",
            self.page.mode + 1,
            modes().len()
        );
        texts.draw_centered(
            ctx,
            canvas,
            &mode_line,
            body,
            Vec2::new(cx, layout.mode_top),
            theme.text,
        )?;
        for &(row, rect) in &layout.shown.rows {
            let chosen = row == self.page.row;
            if chosen {
                mark_chosen(ctx, canvas, rect, theme)?;
            }
            let pad = body * 0.5;
            let top = rect.y + (rect.h - body) * 0.5;
            let keys_x = rect.x + rect.w * 0.62;
            let words = table.words(controls[row]);
            let px = texts.fit_px(ctx, &words, body, keys_x - rect.x - pad * 2.0)?;
            let colour = if chosen { theme.text } else { theme.dim_text };
            texts.draw(canvas, &words, px, Vec2::new(rect.x + pad, top), colour);
            let keys = table.keys_of_control(controls[row]);
            let px = texts.fit_px(ctx, &keys, body, rect.right() - keys_x - pad)?;
            texts.draw(canvas, &keys, px, Vec2::new(keys_x, top), theme.accent);
        }
        layout.shown.draw_arrows(canvas, texts, body, theme);
        if let Some(status) = self.status() {
            let colour = match self.page.news {
                Some(News::Refused(_)) => theme.hit,
                _ => theme.text,
            };
            let px = texts.fit_px(ctx, &status, body, width)?;
            texts.draw_centered(
                ctx,
                canvas,
                &status,
                px,
                Vec2::new(cx, layout.status_top),
                colour,
            )?;
        }
        let at = Vec2::new(cx, layout.footer_top);
        draw_footer(ctx, canvas, texts, style, &footer(), at, width)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_lists_the_modes_the_core_names_in_its_order() {
        let tables = rebindable_tables();
        let names: Vec<&str> = tables.iter().map(|(t, _)| t.mode()).collect();
        let core: Vec<&str> = modes().iter().map(|(m, _)| *m).collect();
        assert_eq!(names, core);
        for ((table, _), (_, controls)) in tables.iter().zip(modes()) {
            assert_eq!(table.controls(), controls);
        }
    }

    #[test]
    fn the_footer_and_help_name_the_page_keys() {
        assert_eq!(
            footer(),
            "↑/↓ choose    ←/→ mode    Enter new key    Backspace default    \
             Ctrl+Backspace all defaults    Esc back"
        );
        assert_eq!(PAGE_KEYS.unnamed_presses(), []);
    }

    #[test]
    fn the_chosen_row_stays_in_sight() {
        let window = Vec2::new(1280.0, 720.0);
        let layout = Layout::new(window, 40, 39);
        assert_eq!(layout.shown.rows.last().map(|r| r.0), Some(39));
        let last = layout
            .shown
            .rows
            .last()
            .map(|r| r.1.bottom())
            .unwrap_or_default();
        assert!(last <= layout.status_top, "{last} {}", layout.status_top);
        let first = layout.shown.rows[0].1;
        assert_eq!(
            layout.shown.row_at(Vec2::new(first.x + 1.0, first.y + 1.0)),
            Some(layout.shown.rows[0].0)
        );
        // The last row chosen: rows are left out above, none below.
        assert!(layout.shown.more_above && !layout.shown.more_below);
        let top = Layout::new(window, 40, 0);
        assert!(!top.shown.more_above && top.shown.more_below);
        let all = Layout::new(window, 3, 0);
        assert!(!all.shown.more_above && !all.shown.more_below);
    }
}

//! The level editors' screens: they draw what the core editors hold and turn
//! keys and clicks into its edits (`hitlab::editor`).

pub mod arena;
pub mod sokoban;

/// A line of news an editor keeps on screen (saved, refused, why it cannot
/// run), kept as how to say it rather than the words: it is said again at
/// each read, so a language switch (F6) shows it in the new language at
/// once, as text drawn straight from `tr` does.
#[derive(Clone)]
pub struct Said(std::rc::Rc<dyn Fn() -> String>);

impl Said {
    /// News said by `say`, in the language of the moment it is read.
    pub fn new(say: impl Fn() -> String + 'static) -> Self {
        Self(std::rc::Rc::new(say))
    }

    /// Words that are the same in every language (a loader's problem, as
    /// `hitlab check` prints it).
    pub fn as_is(text: String) -> Self {
        Self::new(move || text.clone())
    }

    /// The words, in the current language.
    #[must_use]
    pub fn text(&self) -> String {
        (self.0)()
    }
}

/// The same news: the same saying, not only the same words (news said
/// again is news again).
impl PartialEq for Said {
    fn eq(&self, other: &Self) -> bool {
        std::rc::Rc::ptr_eq(&self.0, &other.0)
    }
}

impl std::fmt::Debug for Said {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Said({:?})", self.text())
    }
}

/// Help rows for every control of `mode` in its order, where controls that
/// differ only in direction or amount share one row (its keys joined, its
/// words the message `groups` names for it), so the overlay fits a window.
#[must_use]
pub fn grouped_help<C, W>(
    mode: &str,
    keys: &crate::view::keymap::Keymap<C, W>,
    groups: &[(&[C], &str)],
) -> Vec<crate::view::keymap::HelpLine>
where
    C: hitlab::sim::Control + Copy + PartialEq + 'static,
    W: crate::view::keymap::Condition,
{
    use crate::view::keymap::{HelpLine, control_words};
    let mut rows = Vec::new();
    for &control in C::all() {
        match groups
            .iter()
            .find(|(members, _)| members.contains(&control))
        {
            Some((members, id)) if members[0] == control => {
                rows.push(HelpLine::new(keys.keys_of(members), hitlab::i18n::tr(id)));
            }
            Some(_) => {}
            None => rows.push(HelpLine::new(
                keys.keys(control),
                control_words(mode, control, &[]),
            )),
        }
    }
    rows
}

/// The line over the game while an editor's level is played from here:
/// how to go back, on a panel so it reads over whatever the round draws.
/// Both editors show it the same way.
pub fn draw_playing_hint(
    ctx: &mut ggez::Context,
    canvas: &mut ggez::graphics::Canvas,
    style: &crate::view::screen::Style,
    texts: &mut crate::view::text::TextCache,
    hint: &str,
) -> ggez::GameResult {
    use crate::view::sokoban::overlay::{Anchor, Toast};
    let sizes = crate::view::text::TextSizes::for_window(style.window);
    let toast = Toast {
        text: hint,
        px: sizes.body * 0.9,
        color: style.theme.accent,
        alpha: 1.0,
    };
    // Above the footer line both games draw at the bottom.
    let at = ggez::glam::Vec2::new(style.window.x * 0.5, style.window.y - sizes.body * 2.2);
    toast.draw(texts, ctx, canvas, style, Anchor::Bottom(at))?;
    Ok(())
}

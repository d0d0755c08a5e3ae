//! A line of text typed in: what was typed, and what an input method is
//! composing after it (Japanese before it is converted). The arena editor's
//! text fields and the choosers' filter are each one of these; the window
//! turns keys into its edits through one key table (`view/text_field.rs`).

/// What is typed into a field, and what an input method is composing
/// after it, not yet committed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TextField {
    typed: String,
    composing: String,
}

impl TextField {
    /// A field holding `text`, to be typed on from its end.
    #[must_use]
    pub fn new(text: impl Into<String>) -> Self {
        Self {
            typed: text.into(),
            composing: String::new(),
        }
    }

    /// What has been typed (without what is being composed).
    #[must_use]
    pub fn text(&self) -> &str {
        &self.typed
    }

    /// What an input method is composing, empty when it is not.
    #[must_use]
    pub fn composing(&self) -> &str {
        &self.composing
    }

    /// What the field shows: what was typed, then what is being composed.
    #[must_use]
    pub fn shown(&self) -> String {
        format!("{}{}", self.typed, self.composing)
    }

    /// Whether nothing is typed nor being composed.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.typed.is_empty() && self.composing.is_empty()
    }

    /// Adds typed characters (control characters left out; what an input
    /// method committed arrives so too). Returns whether any went in.
    pub fn type_text(&mut self, typed: &str) -> bool {
        let before = self.typed.len();
        self.typed.extend(typed.chars().filter(|c| !c.is_control()));
        self.typed.len() > before
    }

    /// Erases the last character typed. Returns whether there was one.
    pub fn erase(&mut self) -> bool {
        self.typed.pop().is_some()
    }

    /// What an input method composes now (empty: it stopped).
    pub fn compose(&mut self, composing: &str) {
        composing.clone_into(&mut self.composing);
    }

    /// What was typed, the field done with.
    #[must_use]
    pub fn into_text(self) -> String {
        self.typed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typing_adds_characters_but_no_control_character() {
        let mut field = TextField::new("Spin");
        assert!(field.type_text("ning 掃引"));
        assert!(!field.type_text("\u{8}\r"));
        assert!(field.type_text("\tx"));
        assert_eq!(field.text(), "Spinning 掃引x");
    }

    #[test]
    fn erasing_takes_the_last_character_whole() {
        let mut field = TextField::new("判定");
        assert!(field.erase());
        assert_eq!(field.text(), "判");
        assert!(field.erase());
        assert!(!field.erase(), "nothing left to erase");
        assert!(field.is_empty());
    }

    #[test]
    fn what_is_composed_shows_after_the_text_but_is_not_typed() {
        let mut field = TextField::new("a");
        field.compose("さい");
        assert_eq!((field.text(), field.shown().as_str()), ("a", "aさい"));
        assert!(!field.is_empty());
        field.compose("");
        assert_eq!(field.shown(), "a");
        assert_eq!(field.into_text(), "a");
    }
}

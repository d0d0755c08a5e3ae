//! Step 1: the text parsed once, into a TOML table that keeps the byte span
//! of every key and value. Everything after reads this table; nothing
//! parses the text again.

use toml::Spanned;
use toml::de::DeTable;

use super::problem::Problem;
use super::words::{duplicate_key, written};

/// What the TOML parser calls a key set twice in one table. The one parser
/// message recognised here, so the key can be named in a designer's words;
/// were toml to word it otherwise, its own words would show, as for any
/// other broken syntax.
const TOML_DUPLICATE_KEY: &str = "duplicate key";

/// Parses `text`, or gives its first TOML error.
pub(crate) fn parse(text: &str) -> Result<Spanned<DeTable<'_>>, Problem> {
    DeTable::parse(text).map_err(|e| {
        let span = e.span().unwrap_or(0..0);
        // Broken syntax is about the text itself, and the parser's words say
        // what was expected there: the one place an arena problem shows
        // another library's words.
        let message = match e.message().trim() {
            TOML_DUPLICATE_KEY => duplicate_key(&written(text, &span)),
            message => message.to_owned(),
        };
        Problem::new(span, message)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(text: &str) -> String {
        parse(text).err().unwrap().message
    }

    #[test]
    fn a_key_set_twice_is_named_wherever_it_is() {
        let twice = "duplicate key `x`: each key may be set only once in a table";
        assert_eq!(error("x = 1\nx = 2\n"), twice);
        assert_eq!(error("a = { x = 1, x = 2 }"), twice);
        assert_eq!(error("[[t]]\nx = 1\nx = 2\n"), twice);
        assert_eq!(error("\"x\" = 1\nx = 2\n"), twice);
        assert!(error("[x]\n[x]\n").starts_with("duplicate key `x`"));
    }

    #[test]
    fn other_errors_keep_the_parsers_words() {
        assert!(!error("x = = 1\n").starts_with("duplicate key"));
        assert!(!error("x = 1\nx\n").starts_with("duplicate key"));
        assert!(!error("x = 1\nx.y = 2\n").starts_with("duplicate key"));
        assert!(parse("x = 1\n").is_ok());
    }
}

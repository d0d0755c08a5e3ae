//! Why a share code does not open, in the window's language, built from
//! the code reader's [`CodeError`]: the part that went wrong and where.

use crate::i18n::{tr, tr_args};
use crate::modes::share_code::{CodeError, FORMAT_VERSION, Kind};

/// The kind of code, as a refusal or a copy names it.
#[must_use]
pub fn kind_words(kind: Kind) -> String {
    tr(match kind {
        Kind::Replay => "code-kind-replay",
        Kind::Lesson => "code-kind-lesson",
        Kind::Sokoban => "code-kind-sokoban",
    })
}

/// The sentence for `error`.
#[must_use]
pub fn refused(error: &CodeError) -> String {
    let at = |id: &str, position: usize, found: char| {
        let args = [
            ("position", position.into()),
            ("found", found.to_string().into()),
            ("version", FORMAT_VERSION.to_string().into()),
        ];
        tr_args(id, &args)
    };
    let why = match error {
        CodeError::Empty => tr("code-empty"),
        CodeError::Prefix { position } => {
            tr_args("code-prefix", &[("position", (*position).into())])
        }
        CodeError::Version { position, found } => at("code-version", *position, *found),
        CodeError::Kind { position, found } => at("code-kind", *position, *found),
        CodeError::Character { position, found } => at("code-character", *position, *found),
        CodeError::Length { symbols } => tr_args("code-length", &[("symbols", (*symbols).into())]),
        CodeError::Check => tr("code-check"),
        CodeError::Contents(why) => tr_args("code-contents", &[("why", why.to_string().into())]),
        CodeError::WrongKind { expected, found } => {
            let args = [
                ("expected", kind_words(*expected).into()),
                ("found", kind_words(*found).into()),
            ];
            tr_args("code-wrong-kind", &args)
        }
    };
    tr_args("code-refused", &[("why", why.into())])
}

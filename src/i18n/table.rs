//! One language's table: `resources/i18n/<code>.ftl` read through the
//! resource layer (so the shipped copy is compiled in and a designer's copy
//! on disk wins) and parsed by `fluent-bundle`.

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};

use super::Lang;

/// A parsed table.
pub struct Table {
    bundle: FluentBundle<FluentResource>,
}

/// The resource name of `lang`'s table.
#[must_use]
pub fn resource_name(lang: Lang) -> String {
    format!("i18n/{}.ftl", lang.code())
}

impl Table {
    /// `lang`'s table as it is on disk or shipped. A table that cannot be
    /// read is empty and one with a broken message keeps the others (each
    /// with one warning): every message it lacks is then taken from the
    /// English table, so a typo costs a line of English, not the window.
    #[must_use]
    pub fn load(lang: Lang) -> Self {
        let name = resource_name(lang);
        let path = crate::resources::resolve(&name);
        let source = crate::resources::read_text(&path).unwrap_or_else(|e| {
            log::warn!(
                "{}: cannot read ({e}); its words are shown in English",
                path.display()
            );
            String::new()
        });
        Self::parse(lang, source, &path.display().to_string())
    }

    /// A table from `source`, named `origin` in warnings.
    #[must_use]
    pub fn parse(lang: Lang, source: String, origin: &str) -> Self {
        let resource = FluentResource::try_new(source).unwrap_or_else(|(resource, errors)| {
            for error in errors {
                log::warn!("{origin}: {error}; that message is shown in English");
            }
            resource
        });
        let langid = lang
            .code()
            .parse()
            .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default());
        let mut bundle = FluentBundle::new(vec![langid]);
        // Fluent wraps each variable in Unicode isolation marks (U+2068,
        // U+2069) for right-to-left text; neither font draws them (they
        // would be boxes) and neither language needs them.
        bundle.set_use_isolating(false);
        if let Err(errors) = bundle.add_resource(resource) {
            for error in errors {
                log::warn!("{origin}: {error}");
            }
        }
        Self { bundle }
    }

    /// Whether the table has message `id` with a value.
    #[must_use]
    pub fn has(&self, id: &str) -> bool {
        self.bundle
            .get_message(id)
            .is_some_and(|m| m.value().is_some())
    }

    /// Message `id` with `args` filled in, or `None` where the table has no
    /// such message. A variable the message names and `args` lack is
    /// written as `{$name}`, which a test catches before a player does.
    #[must_use]
    pub fn format(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> Option<String> {
        let pattern = self.bundle.get_message(id)?.value()?;
        let mut fluent_args = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
        }
        let mut errors = Vec::new();
        let text = self
            .bundle
            .format_pattern(pattern, Some(&fluent_args), &mut errors);
        for error in errors {
            log::debug!("message {id}: {error}");
        }
        Some(text.into_owned())
    }
}

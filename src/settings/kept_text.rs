//! Writing settings into the file as a person may have left it. A teacher
//! who opened `settings.toml` to write a comment beside `lang`, or a newer
//! Hit Lab that added keys of its own, should find them there after the next
//! save: only the window's own keys are set, in place, through `toml_edit`;
//! comments, blank lines, key order and every other key stay as written.

use toml_edit::{DocumentMut, Item};

use super::Settings;

/// The keys the window owns in `settings.toml`: [`Settings`]'s fields, as
/// serde names them. A test holds this list to the struct.
pub const OWN_KEYS: [&str; 18] = [
    "high_contrast",
    "fullscreen",
    "window",
    "sound",
    "last_arena",
    "last_pack",
    "last_lesson",
    "lang",
    "gpu",
    "theme",
    "palette",
    "text_size",
    "reduced_motion",
    "speed",
    "volume",
    "ghost",
    "open_everything",
    "keys",
];

/// `settings` written into `old`, the file's text before the save (`None`
/// when there is none, or it could not be read). Each own key is set where
/// it stands (keeping its comments), added at the end of the top-level keys
/// when new, or removed when the setting is unset. Text that is not TOML at
/// all (the window read it as the defaults, with a warning) is replaced
/// whole.
///
/// # Errors
/// Only if `settings` cannot be written as TOML, which its types rule out.
pub fn saved_text(old: Option<&str>, settings: &Settings) -> Result<String, toml::ser::Error> {
    let fresh_text = toml::to_string(settings)?;
    let Some(mut doc) = old.and_then(|text| text.parse::<DocumentMut>().ok()) else {
        return Ok(fresh_text);
    };
    let Ok(fresh) = fresh_text.parse::<DocumentMut>() else {
        // toml's own output always reads back; should it ever not, the file
        // is still written, whole.
        return Ok(fresh_text);
    };
    for key in OWN_KEYS {
        match fresh.get(key) {
            Some(item) => set(&mut doc, key, item.clone()),
            None => {
                doc.remove(key);
            }
        }
    }
    Ok(doc.to_string())
}

/// Sets `key` to `item` where it stands: the comment lines above the key
/// are the key's own (which `insert` would reset), and a value replacing a
/// value keeps the old one's comment and spacing. A table replacing a table
/// (`[keys]`) is set the same way key by key, so the comments inside it
/// stay. Anything else under that name (a table someone wrote by hand
/// where a value belongs) is replaced; a new key is added.
fn set(doc: &mut DocumentMut, key: &str, item: Item) {
    set_in(doc.as_table_mut(), key, item);
}

fn set_in(table: &mut toml_edit::Table, key: &str, mut item: Item) {
    match table.get_mut(key) {
        Some(Item::Table(old)) if item.is_table() => {
            let Item::Table(new) = item else { return };
            let gone: Vec<String> = old
                .iter()
                .map(|(k, _)| k.to_owned())
                .filter(|k| !new.contains_key(k))
                .collect();
            for k in gone {
                old.remove(&k);
            }
            for (k, inner) in new {
                set_in(old, &k, inner);
            }
        }
        Some(slot) => {
            if let (Item::Value(old), Item::Value(new)) = (&*slot, &mut item) {
                *new.decor_mut() = old.decor().clone();
            }
            *slot = item;
        }
        None => {
            table.insert(key, item);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::tests::everything_set;

    #[test]
    fn the_own_keys_are_the_settings_fields() {
        let doc: DocumentMut = toml::to_string(&everything_set()).unwrap().parse().unwrap();
        let written: Vec<&str> = doc.iter().map(|(key, _)| key).collect();
        assert_eq!(written, OWN_KEYS);
    }

    #[test]
    fn comments_order_and_unknown_keys_survive_a_save() {
        let old = "# Mr Sato's room: projector is 1024 wide\n\
                   window = [1024, 768] # do not change\n\
                   \n\
                   lang = \"en\"\n\
                   mood = 11 # from a newer version\n\
                   \n\
                   [future]\n\
                   x = 1\n";
        let saved = saved_text(Some(old), &everything_set()).unwrap();
        assert!(
            saved.starts_with(
                "# Mr Sato's room: projector is 1024 wide\n\
                 window = [1920, 1080] # do not change\n\
                 \n\
                 lang = \"ja\"\n\
                 mood = 11 # from a newer version\n"
            ),
            "{saved}"
        );
        assert!(saved.contains("[future]\nx = 1\n"), "{saved}");
        assert_eq!(
            toml::from_str::<Settings>(&saved).unwrap(),
            everything_set()
        );
    }

    #[test]
    fn the_keys_table_keeps_the_comments_inside_it() {
        let old = "lang = \"en\"\n\n[keys.shooter] # mine\n# left-handed\nfire = \"K\" # was Space\npause = \"O\"\n";
        let mut settings = Settings {
            lang: Some("en".into()),
            ..Settings::default()
        };
        settings.keys = "[shooter]\nfire = \"J\"\n[sokoban]\nundo = \"Ctrl+U\"\n"
            .parse()
            .unwrap();
        let saved = saved_text(Some(old), &settings).unwrap();
        assert!(
            saved.contains("[keys.shooter] # mine\n# left-handed\nfire = \"J\" # was Space\n"),
            "{saved}"
        );
        assert!(!saved.contains("pause"), "an unbound control goes: {saved}");
        assert_eq!(toml::from_str::<Settings>(&saved).unwrap(), settings);
        settings.keys.clear();
        let saved = saved_text(Some(old), &settings).unwrap();
        assert!(!saved.contains("keys"), "{saved}");
    }

    #[test]
    fn an_unset_setting_loses_its_key_and_a_set_one_is_added() {
        let old = "last_arena = \"arenas/storm.toml\"\n# mine\n";
        let settings = Settings {
            high_contrast: true,
            ..Settings::default()
        };
        let saved = saved_text(Some(old), &settings).unwrap();
        assert!(!saved.contains("last_arena"), "{saved}");
        assert!(saved.contains("high_contrast = true"), "{saved}");
        assert!(saved.contains("# mine"), "{saved}");
        assert_eq!(toml::from_str::<Settings>(&saved).unwrap(), settings);
    }

    #[test]
    fn a_key_of_the_wrong_shape_is_replaced_and_text_that_is_not_toml_is_rewritten() {
        let settings = everything_set();
        for old in [
            "[window]\nw = 3\n",
            "window.w = 3\nlang = 4\n",
            "sound = \"yes\"\n",
            "not = [toml",
        ] {
            let saved = saved_text(Some(old), &settings).unwrap();
            assert_eq!(
                toml::from_str::<Settings>(&saved).unwrap(),
                settings,
                "{old:?} became {saved:?}"
            );
        }
        assert_eq!(
            saved_text(Some("not = [toml"), &settings).unwrap(),
            toml::to_string(&settings).unwrap()
        );
        assert_eq!(
            saved_text(None, &settings).unwrap(),
            toml::to_string(&settings).unwrap()
        );
    }
}

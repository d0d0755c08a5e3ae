use super::*;
use crate::i18n;
use crate::settings::FILE_NAME;
use crate::sim::Script;

fn start() -> Chosen {
    Chosen::from_settings(&Settings::default(), Preferences::default(), Lang::En)
}

/// The screen with the focus on the row labelled `label`.
fn on(label: &str) -> PreferencesScreen {
    let mut screen = PreferencesScreen::default();
    while ROWS[screen.focus()].label != label {
        screen.control(PreferencesControl::Next, &start());
        assert_ne!(screen.focus(), 0, "no row {label}");
    }
    screen
}

fn set(outcome: Outcome) -> Chosen {
    match outcome {
        Outcome::Set(chosen) => chosen,
        other => panic!("nothing set: {other:?}"),
    }
}

#[test]
fn the_focus_wraps_round_and_only_the_last_row_closes() {
    let mut screen = PreferencesScreen::default();
    let chosen = start();
    assert_eq!(
        screen.control(PreferencesControl::Previous, &chosen),
        Outcome::Stays
    );
    assert_eq!(screen.focus(), ROWS.len() - 1);
    assert!(matches!(ROWS[screen.focus()].does, Does::Close));
    assert_eq!(
        screen.control(PreferencesControl::Less, &chosen),
        Outcome::Stays
    );
    assert_eq!(
        screen.control(PreferencesControl::Choose, &chosen),
        Outcome::Close
    );
    screen.control(PreferencesControl::Next, &chosen);
    assert_eq!(screen.focus(), 0);
    assert_eq!(
        screen.control(PreferencesControl::Close, &chosen),
        Outcome::Close
    );
}

#[test]
fn the_keys_row_opens_the_keys_page_on_enter_or_a_click_only() {
    let mut screen = on("prefs-keys");
    let chosen = start();
    for step in [PreferencesControl::Less, PreferencesControl::More] {
        assert_eq!(screen.control(step, &chosen), Outcome::Stays);
    }
    assert_eq!(
        screen.control(PreferencesControl::Choose, &chosen),
        Outcome::OpenKeys
    );
    let row = screen.focus();
    let mut elsewhere = PreferencesScreen::default();
    assert_eq!(elsewhere.click(row, Part::Row, &chosen), Outcome::OpenKeys);
    // From the first row, back round to the keys row, then Enter.
    let back = ROWS.len() - row;
    let presses: Vec<String> = (0..back).map(|at| format!("{at}:previous")).collect();
    let script = format!("{},{back}:choose", presses.join(","));
    let mut player = Script::parse(&script).unwrap().player().unwrap();
    let mut screen = PreferencesScreen::default();
    let mut left = None;
    for _ in 0..=back {
        left = left.or(screen.step(&player.next_frame(), chosen).1);
    }
    assert_eq!(left, Some(Outcome::OpenKeys), "a script reaches it too");
}

#[test]
fn every_value_row_changes_its_value_and_steps_back() {
    let mut screen = PreferencesScreen::default();
    let before = start();
    for (index, row) in ROWS.iter().enumerate() {
        let Does::Set { value, .. } = row.does else {
            continue;
        };
        assert_eq!(screen.focus(), index);
        // From the defaults one way or the other is a change; a click on
        // the row itself goes round, so it always is.
        let round = set(screen.click(index, Part::Row, &before));
        assert_ne!(value(&round), value(&before), "{}", row.label);
        let up = screen.control(PreferencesControl::More, &before);
        let down = screen.control(PreferencesControl::Less, &before);
        let moved = match (up, down) {
            (Outcome::Set(c), _) | (_, Outcome::Set(c)) => c,
            other => panic!("{}: neither arrow moves: {other:?}", row.label),
        };
        let back = match screen.control(PreferencesControl::More, &moved) {
            Outcome::Set(c) if c == before => c,
            _ => set(screen.control(PreferencesControl::Less, &moved)),
        };
        assert_eq!(back, before, "{}", row.label);
        screen.control(PreferencesControl::Next, &before);
    }
}

#[test]
fn percentages_stop_at_their_ends_and_go_round_on_enter() {
    let mut screen = on("prefs-text-size");
    let mut chosen = start();
    for _ in 0..10 {
        if let Outcome::Set(next) = screen.control(PreferencesControl::More, &chosen) {
            chosen = next;
        }
    }
    assert_eq!(chosen.preferences.text_size.percent(), 200);
    let round = set(screen.control(PreferencesControl::Choose, &chosen));
    assert_eq!(round.preferences.text_size.percent(), 100);

    let mut screen = on("prefs-speed");
    let slower = set(screen.click(screen.focus(), Part::Less, &start()));
    assert_eq!(slower.preferences.speed.percent(), 90);
    assert_eq!(
        screen.click(ROWS.len(), Part::Row, &start()),
        Outcome::Stays,
        "a click past the rows does nothing"
    );
}

#[test]
fn a_graphics_api_this_platform_lacks_steps_to_its_own_first() {
    let mut screen = on("prefs-graphics");
    let foreign = Chosen {
        gpu: GpuChoice::First(if cfg!(target_os = "macos") {
            GraphicsApi::Dx12
        } else {
            GraphicsApi::Metal
        }),
        ..start()
    };
    let stepped = set(screen.control(PreferencesControl::More, &foreign));
    assert_eq!(stepped.gpu, GpuChoice::Auto);
    assert!(
        ROWS[screen.focus()].note.is_some(),
        "it says when it counts"
    );
}

#[test]
fn every_row_speaks_both_languages() {
    for lang in Lang::ALL {
        for row in ROWS {
            for id in std::iter::once(row.label).chain(row.note) {
                assert!(i18n::has(lang, id), "{id} is not in {}.ftl", lang.code());
            }
        }
    }
    for id in [
        "prefs-on",
        "prefs-off",
        "prefs-graphics-auto",
        theme_id(ThemeName::Dark),
        theme_id(ThemeName::Light),
        theme_id(ThemeName::HighContrast),
        palette_id(Palette::Standard),
        palette_id(Palette::OkabeIto),
    ] {
        for lang in Lang::ALL {
            assert!(i18n::has(lang, id), "{id} is not in {}.ftl", lang.code());
        }
    }
}

/// Plays `script` on the screen as a run does, saving each change into
/// `dir`'s settings file as the window does.
fn play_and_save(script: &str, dir: &std::path::Path) -> Chosen {
    let mut settings = Settings::load(dir);
    let mut chosen = Chosen::from_settings(&settings, settings.preferences(), Lang::En);
    let mut player = Script::parse(script).unwrap().player().unwrap();
    let mut screen = PreferencesScreen::default();
    for _ in 0..50 {
        let (next, left) = screen.step(&player.next_frame(), chosen);
        if next != chosen {
            next.keep_in(&chosen, &mut settings);
            settings.save(dir).unwrap();
            chosen = next;
        }
        if left.is_some() {
            break;
        }
    }
    chosen
}

#[test]
fn each_preference_changed_by_script_is_kept_with_the_comments_and_read_back() {
    let temp = crate::test_support::scratch("preferences");
    let dir = temp.path();
    let mine = "# my class's laptops\nlang = \"en\" # set by hand\n";
    crate::files::write(dir.join(FILE_NAME), mine).unwrap();
    // Every row once: language, theme twice (light, high contrast),
    // palette, text size to 150, reduced motion, speed down to 70, sound
    // off, volume to 90, the ghost off, every chapter open, fullscreen,
    // the graphics API; then close.
    let script = "0:more, 2:next, 3:more, 4:more, 6:next, 7:more, 9:next, 10:more, 11:more, \
                  13:next, 14:more, 16:next, 17:less, 18:less, 19:less, 21:next, 22:less, \
                  24:next, 25:less, 27:next, 28:less, 30:next, 31:more, 33:next, 34:more, \
                  36:next, 37:more, 39:close, 40:previous";
    let chosen = play_and_save(script, dir);
    let text = std::fs::read_to_string(dir.join(FILE_NAME)).unwrap();
    assert!(text.starts_with("# my class's laptops\n"), "{text}");
    assert!(text.contains("lang = \"ja\" # set by hand"), "{text}");
    let read = Settings::load(dir);
    let p = read.preferences();
    assert_eq!(read.lang(), Some(Lang::Ja));
    assert_eq!(p.theme, ThemeName::HighContrast);
    assert_eq!(p.palette, Palette::OkabeIto);
    assert_eq!(p.text_size.percent(), 150);
    assert!(p.reduced_motion);
    assert_eq!(p.speed.percent(), 70);
    assert!(!p.sound);
    assert_eq!(p.volume.percent(), 90);
    assert!(!p.ghost);
    assert!(p.open_everything);
    assert!(read.fullscreen);
    assert_ne!(read.gpu(), GpuChoice::Auto);
    // The next start reads back what the screen ended on.
    assert_eq!(
        Chosen::from_settings(&read, p, read.lang().unwrap_or_default()),
        chosen
    );
}

#[test]
fn nothing_changed_writes_nothing_and_the_json_names_the_keys() {
    let temp = crate::test_support::scratch("preferences-still");
    let dir = temp.path();
    let chosen = play_and_save("0:next, 1:previous, 2:close", dir);
    assert_eq!(chosen, start());
    assert!(!dir.join(FILE_NAME).exists());
    let json: serde_json::Value = serde_json::from_str(&chosen.to_json()).unwrap();
    assert_eq!(json["text_size"], 100);
    assert_eq!(json["gpu"], "auto");
    assert_eq!(json["theme"], "dark");
}

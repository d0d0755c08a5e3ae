use std::path::{Path, PathBuf};

use super::*;

/// The shipped copy alone: the resource names every checkout has.
fn shipped() -> Resources {
    Resources::default()
}

/// The navigation with `switch` opened.
fn after(switch: Switch) -> Navigation {
    let mut navigation = Navigation::default();
    navigation.opened(switch);
    navigation
}

/// An arena chooser's list of `names` (shipped arenas, so each has its
/// resource name), each loading or not.
fn arenas(names: &[(&str, bool)]) -> Vec<Entry<()>> {
    names
        .iter()
        .map(|&(name, loads)| Entry {
            name: name.to_owned(),
            path: PathBuf::from(name),
            card: if loads { Ok(()) } else { Err("bad".into()) },
        })
        .collect()
}

/// The screen a served request opens, and where Esc goes from it.
fn opens(served: &Served) -> &Switch {
    match &served.then {
        Action::Open(switch) => switch,
        other => panic!("opens nothing: {other:?}"),
    }
}

#[test]
fn the_title_rows_open_the_choosers_and_their_screens_return_to_the_row() {
    for (row, mode) in ModeId::ALL.into_iter().enumerate() {
        let opens = mode.title_opens();
        assert_eq!(opens.title_position(), Some(row), "{mode:?}");
        assert_eq!(
            opens.is_chooser(),
            mode != ModeId::RayLab,
            "{mode:?} opens {opens:?}"
        );
    }
    assert_eq!(ModeId::ArenaEditor.title_position(), Some(1));
    assert_eq!(ModeId::SokobanEditor.title_position(), Some(3));
    assert!(!ModeId::Shooter.is_chooser());
}

#[test]
fn a_chosen_file_opens_is_remembered_and_esc_comes_back_to_its_chooser() {
    let resources = shipped();
    let path = resources.resolve("arenas/storm.toml");
    let chooser = after(Switch::to(ModeId::Arenas));
    let served = chooser.serve(Request::OpenArena(path.clone()), &resources, None);
    assert_eq!(
        served.remember,
        Some(Choice {
            chooser: ModeId::Arenas,
            name: "arenas/storm.toml".into(),
        })
    );
    let switch = opens(&served).clone();
    assert_eq!(switch.open, Open::File(ModeId::Shooter, path.clone()));
    assert_eq!(switch.back_to, Some(ModeId::Arenas));

    let mut playing = chooser.clone();
    playing.opened(switch);
    assert_eq!(playing.on(), Some(ModeId::Shooter));
    assert_eq!(playing.playing(), Some(path.as_path()));
    let back = playing.back();
    assert_eq!(
        back,
        Back {
            chooser: Some(ModeId::Arenas),
            row: Some(1),
        }
    );
    assert_eq!(playing, Navigation::default());
}

#[test]
fn each_chooser_keeps_its_own_choice_and_opens_its_own_screen() {
    let resources = shipped();
    let cases = [
        (
            ModeId::Packs,
            Request::OpenPack(resources.resolve("sokoban/hitlab.xsb")),
            Open::File(ModeId::Sokoban, resources.resolve("sokoban/hitlab.xsb")),
        ),
        (
            ModeId::LessonList,
            Request::OpenLesson(resources.resolve("lessons/3_rays_and_slabs.toml")),
            Open::Lesson(resources.resolve("lessons/3_rays_and_slabs.toml"), 0),
        ),
    ];
    for (chooser, request, open) in cases {
        let served = after(Switch::to(chooser)).serve(request, &resources, None);
        let choice = served.remember.clone().expect("a shipped file has a name");
        assert_eq!(choice.chooser, chooser);
        let mut settings = Settings::default();
        choice.clone().keep_in(&mut settings);
        assert_eq!(last_choice(&settings, chooser), Some(choice.name));
        assert_eq!(
            opens(&served),
            &Switch {
                open,
                back_to: Some(chooser),
            }
        );
    }
}

#[test]
fn every_chooser_keeps_its_choice_in_its_own_setting() {
    let choosers = [ModeId::Arenas, ModeId::Packs, ModeId::LessonList];
    let mut settings = Settings::default();
    for (i, chooser) in choosers.into_iter().enumerate() {
        let name = format!("file{i}");
        Choice { chooser, name }.keep_in(&mut settings);
    }
    for (i, chooser) in choosers.into_iter().enumerate() {
        assert_eq!(last_choice(&settings, chooser), Some(format!("file{i}")));
    }
    let before = settings.clone();
    Choice {
        chooser: ModeId::Shooter,
        name: "arenas/storm.toml".into(),
    }
    .keep_in(&mut settings);
    assert_eq!(
        settings, before,
        "a screen that is no chooser keeps nothing"
    );
    assert_eq!(last_choice(&settings, ModeId::Shooter), None);
}

#[test]
fn a_file_outside_the_resources_opens_without_being_remembered() {
    let elsewhere = PathBuf::from("/nowhere/of/the/resources/mine.toml");
    let served = after(Switch::to(ModeId::Arenas)).serve(
        Request::OpenArena(elsewhere.clone()),
        &shipped(),
        None,
    );
    assert_eq!(served.remember, None);
    assert_eq!(opens(&served).open, Open::File(ModeId::Shooter, elsewhere));
    assert_eq!(opens(&served).back_to, Some(ModeId::Arenas));
}

#[test]
fn requests_from_a_screen_that_is_no_chooser_lead_back_to_the_title() {
    let resources = shipped();
    let path = resources.resolve("arenas/storm.toml");
    let shooter = after(Switch::to(ModeId::Shooter));
    let served = shooter.serve(Request::EditArena(path.clone()), &resources, None);
    assert_eq!(served.remember, None);
    assert_eq!(
        opens(&served),
        &Switch {
            open: Open::File(ModeId::ArenaEditor, path),
            back_to: None,
        }
    );
    let pack = resources.resolve("sokoban/hitlab.xsb");
    let sokoban = after(Switch::to(ModeId::Sokoban));
    let served = sokoban.serve(Request::EditPack(pack.clone(), 3), &resources, None);
    assert_eq!(served.remember, None);
    assert_eq!(opens(&served), &Switch::edit_pack(pack.clone(), 3));
    assert_eq!(opens(&served).back_to, Some(ModeId::Packs));
    // The editor's way back to the level list is no chooser's choice.
    let editor = after(Switch::edit_pack(pack.clone(), 3));
    let served = editor.serve(Request::OpenPack(pack.clone()), &resources, None);
    assert_eq!(served.remember, None);
    assert_eq!(opens(&served).back_to, None);
}

#[test]
fn all_lessons_come_back_to_the_lesson_chooser() {
    let served = after(Switch::to(ModeId::LessonList)).serve(Request::AllLessons, &shipped(), None);
    assert_eq!(served.remember, None);
    assert_eq!(
        opens(&served),
        &Switch {
            open: Open::Mode(ModeId::Lessons),
            back_to: Some(ModeId::LessonList),
        }
    );
}

#[test]
fn a_handout_is_written_and_nothing_opens_or_is_remembered() {
    let resources = shipped();
    let lesson = resources.resolve("lessons/3_rays_and_slabs.toml");
    let chooser = after(Switch::to(ModeId::LessonList));
    let served = chooser.serve(Request::ExportHandout(lesson.clone()), &resources, None);
    assert_eq!(
        served,
        Served {
            remember: None,
            then: Action::WriteHandout(lesson),
        }
    );
}

#[test]
fn next_arena_follows_the_chooser_order_wraps_and_skips_what_does_not_load() {
    let resources = shipped();
    let list = arenas(&[
        ("arenas/giant_star.toml", true),
        ("arenas/maze.toml", false),
        ("arenas/storm.toml", true),
    ]);
    let playing = |name: &str| {
        let mut navigation = Navigation::default();
        navigation.opened(Switch::to(ModeId::Arenas));
        navigation.opened(Switch {
            open: Open::File(ModeId::Shooter, PathBuf::from(name)),
            back_to: Some(ModeId::Arenas),
        });
        navigation
    };
    let next = |from: &str| playing(from).next_arena(&list, &resources, None);
    let served = next("arenas/giant_star.toml");
    assert_eq!(
        served,
        Served {
            remember: Some(Choice {
                chooser: ModeId::Arenas,
                name: "arenas/storm.toml".into(),
            }),
            then: Action::Open(Switch {
                open: Open::File(ModeId::Shooter, PathBuf::from("arenas/storm.toml")),
                back_to: Some(ModeId::Arenas),
            }),
        }
    );
    let wrapped = next("arenas/storm.toml");
    assert_eq!(
        wrapped.remember.map(|c| c.name).as_deref(),
        Some("arenas/giant_star.toml")
    );
    let alone = arenas(&[
        ("arenas/giant_star.toml", true),
        ("arenas/maze.toml", false),
    ]);
    let served = playing("arenas/giant_star.toml").next_arena(&alone, &resources, None);
    assert_eq!(
        served,
        Served {
            remember: None,
            then: Action::NoOtherArena,
        }
    );
}

#[test]
fn next_arena_starts_from_the_level_file_else_the_default_arena() {
    let resources = shipped();
    let list = arenas(&[
        ("arenas/default.toml", true),
        ("arenas/maze.toml", true),
        ("arenas/storm.toml", true),
    ]);
    let shooter = after(Switch::to(ModeId::Shooter));
    let name = |served: Served| served.remember.map(|c| c.name);
    assert_eq!(
        name(shooter.next_arena(&list, &resources, None)).as_deref(),
        Some("arenas/maze.toml")
    );
    let level = resources.resolve("arenas/maze.toml");
    assert_eq!(
        name(shooter.next_arena(&list, &resources, Some(&level))).as_deref(),
        Some("arenas/storm.toml")
    );
    // Opened from the title, the next arena's Esc goes to the title too.
    let served = shooter.next_arena(&list, &resources, None);
    assert_eq!(opens(&served).back_to, None);
}

#[test]
fn next_arena_is_served_from_the_shipped_arenas() {
    let resources = shipped();
    let list = catalogue::arenas(&resources, None);
    let first = &list[0];
    let mut shooter = Navigation::default();
    shooter.opened(Switch {
        open: Open::File(ModeId::Shooter, first.path.clone()),
        back_to: None,
    });
    let served = shooter.serve(Request::NextArena, &resources, None);
    assert_eq!(served, shooter.next_arena(&list, &resources, None));
    assert_ne!(
        served.remember.map(|c| c.name),
        Some(first.name.clone()),
        "the next arena is another"
    );
}

#[test]
fn esc_from_a_screen_opened_from_the_title_stands_on_its_row() {
    for (mode, row) in [
        (ModeId::Campaign, 0),
        (ModeId::RayLab, 2),
        (ModeId::ArenaEditor, 1),
        (ModeId::Lessons, 4),
    ] {
        let mut navigation = after(Switch::to(mode));
        assert_eq!(
            navigation.back(),
            Back {
                chooser: None,
                row: Some(row),
            }
        );
        assert_eq!(navigation.on(), None);
    }
    let mut title = Navigation::default();
    assert_eq!(
        title.back(),
        Back {
            chooser: None,
            row: None,
        }
    );
}

#[test]
fn opening_a_chooser_forgets_the_way_back_but_not_the_arena_playing() {
    let arena = PathBuf::from("arenas/storm.toml");
    let mut navigation = after(Switch {
        open: Open::File(ModeId::Shooter, arena.clone()),
        back_to: Some(ModeId::Arenas),
    });
    navigation.opened(Switch::lesson(PathBuf::from("lessons/x.toml"), 2));
    assert_eq!(navigation.on(), Some(ModeId::Lessons));
    assert_eq!(navigation.came_from(), None);
    assert_eq!(navigation.playing(), Some(arena.as_path()));
}

#[test]
fn dropped_files_open_by_their_format_and_anything_else_is_refused() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("resources");
    let arena = root.join("arenas/storm.toml");
    let pack = root.join("sokoban/hitlab.xsb");
    let lesson = root.join("lessons/3_rays_and_slabs.toml");
    let cases = [
        (arena.clone(), Open::File(ModeId::Shooter, arena)),
        (pack.clone(), Open::File(ModeId::Sokoban, pack)),
        (lesson.clone(), Open::Lesson(lesson, 0)),
    ];
    for (path, open) in cases {
        assert_eq!(
            Switch::dropped(&path),
            Ok(Switch {
                open,
                back_to: None,
            })
        );
    }
    let refused = Switch::dropped(&root).expect_err("a folder opens nothing");
    assert!(refused.contains("resources"), "{refused}");
}

#[test]
fn the_campaign_opens_a_level_at_its_number_and_esc_comes_back_to_it() {
    let resources = shipped();
    let pack = resources.resolve("sokoban/hitlab.xsb");
    let campaign = after(Switch::to(ModeId::Campaign));
    let served = campaign.serve(Request::OpenPackLevel(pack.clone(), 3), &resources, None);
    let switch = opens(&served).clone();
    assert_eq!(switch.open, Open::SokobanLevel(pack, 3));
    assert_eq!(switch.open.mode(), ModeId::Sokoban);
    assert_eq!(switch.back_to, Some(ModeId::Campaign));
    let mut playing = campaign.clone();
    playing.opened(switch);
    assert_eq!(playing.back().chooser, Some(ModeId::Campaign));
    // An arena from the campaign: Esc comes back to the campaign too, and
    // nothing is remembered (no settings written).
    let arena = resources.resolve("arenas/storm.toml");
    let served = campaign.serve(Request::OpenArena(arena), &resources, None);
    assert_eq!(opens(&served).back_to, Some(ModeId::Campaign));
    assert_eq!(served.remember, None);
}

#[test]
fn a_copy_request_copies_and_opens_nothing() {
    let navigation = after(Switch::to(ModeId::Shooter));
    for code in [Some("HL1-R-AAAA".to_owned()), None] {
        let served = navigation.serve(Request::CopyCode(code.clone()), &shipped(), None);
        assert_eq!(served.then, Action::Copy(code));
        assert_eq!(served.remember, None);
    }
}

#[test]
fn the_daily_arena_opens_from_the_arena_chooser_and_esc_returns_there() {
    let navigation = after(Switch::to(ModeId::Arenas));
    let served = navigation.serve(Request::OpenDaily { yesterday: true }, &shipped(), None);
    assert_eq!(
        served.then,
        Action::OpenDaily {
            yesterday: true,
            back_to: Some(ModeId::Arenas)
        }
    );
}

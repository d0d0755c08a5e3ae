use proptest::prelude::*;

use super::*;
use crate::modes::shooter::StepInput;

fn input(held: u32, pressed: u32, detection: u32) -> StepInput {
    StepInput::from_bits(held | pressed << 8 | detection << 16).unwrap()
}

/// A round as a player makes one: long holds, a few presses, a test switch.
fn sample_replay() -> Replay {
    let mut inputs = Vec::new();
    for i in 0..40u32 {
        inputs.extend(vec![input(i % 4, 0, 0); 30 + (i as usize * 7) % 50]);
        inputs.push(input(i % 4, 1 << 4, (i / 15) % 3));
    }
    Replay {
        version: "0.1.0".into(),
        arena: "arenas/thin_tip.toml".into(),
        arena_hash: "9f86d081884c7d659a2feaa0c55ad015".into(),
        seed: 0x00c0_ffee_1234,
        inputs,
    }
}

fn samples() -> Vec<Shared> {
    vec![
        Shared::Replay(sample_replay()),
        Shared::Lesson(LessonScene {
            lesson: "lessons/2_why_fast_things_miss.toml".into(),
            step: 4,
        }),
        Shared::Sokoban(SokobanShare {
            xsb: "#####\n#@$.#\n#####\n".into(),
            lurd: "R".into(),
        }),
    ]
}

#[test]
fn every_kind_round_trips_code_to_value_to_code() {
    for shared in samples() {
        let code = encode(&shared);
        assert!(
            code.starts_with(&format!("HL1-{}-", shared.kind().letter())),
            "{code}"
        );
        let back = decode(&code).unwrap();
        assert_eq!(back, shared);
        assert_eq!(encode(&back), code);
    }
}

#[test]
fn a_round_of_thousands_of_steps_is_a_short_code() {
    let replay = sample_replay();
    assert!(replay.inputs.len() > 2_000);
    let code = replay_code(&replay);
    assert!(code.len() < 400, "{} characters: {code}", code.len());
    assert_eq!(decode_replay(&code), Ok(replay));
}

/// Whether `a` and `b` read the same at a place in a code: the same
/// character up to case, or, in the body, a digit and the letter it reads as.
fn same_reading(a: char, b: char, in_body: bool) -> bool {
    let read = |c: char| match c.to_ascii_uppercase() {
        '0' if in_body => 'O',
        '1' if in_body => 'I',
        '8' if in_body => 'B',
        c => c,
    };
    read(a) == read(b)
}

#[test]
fn every_single_character_change_of_a_code_is_refused() {
    let replacements: Vec<char> = ('A'..='Z').chain('0'..='9').chain(['-']).collect();
    for shared in samples() {
        let code = encode(&shared);
        let chars: Vec<char> = code.chars().collect();
        for (i, &original) in chars.iter().enumerate() {
            for &r in &replacements {
                if same_reading(original, r, i >= 6) {
                    continue;
                }
                let mut changed = chars.clone();
                changed[i] = r;
                let changed: String = changed.into_iter().collect();
                assert!(
                    decode(&changed).is_err(),
                    "character {} `{original}` -> `{r}` opened: {changed}",
                    i + 1
                );
            }
        }
    }
}

#[test]
fn a_refusal_says_which_part_went_wrong() {
    let code = encode(&samples()[1]);
    let with = |i: usize, c: char| {
        let mut chars: Vec<char> = code.chars().collect();
        chars[i] = c;
        chars.into_iter().collect::<String>()
    };
    assert_eq!(
        decode(&with(0, 'X')),
        Err(CodeError::Prefix { position: 1 })
    );
    assert_eq!(
        decode(&with(2, '2')),
        Err(CodeError::Version {
            position: 3,
            found: '2'
        })
    );
    assert_eq!(
        decode(&with(4, 'Q')),
        Err(CodeError::Kind {
            position: 5,
            found: 'Q'
        })
    );
    assert_eq!(
        decode(&with(7, '9')),
        Err(CodeError::Character {
            position: 8,
            found: '9'
        })
    );
    assert_eq!(
        decode(&with(4, 'S')),
        Err(CodeError::Check),
        "kind is checked"
    );
    assert_eq!(decode("   "), Err(CodeError::Empty));
    assert_eq!(
        decode("HL1-R-AB"),
        Err(CodeError::Length { symbols: 2 }),
        "too short for its check"
    );
    let cut = &code[..code.len() - 1];
    assert!(
        matches!(
            decode(cut),
            Err(CodeError::Length { .. } | CodeError::Check)
        ),
        "{:?}",
        decode(cut)
    );
    assert_eq!(
        decode_replay(&code),
        Err(CodeError::WrongKind {
            expected: Kind::Replay,
            found: Kind::Lesson
        })
    );
}

#[test]
fn reading_forgives_case_spaces_and_lookalike_digits() {
    for shared in samples() {
        let code = encode(&shared);
        let loose = format!("  {}\n", code.to_lowercase().replace('-', " "));
        assert_eq!(decode(&loose).as_ref(), Ok(&shared));
        let (prefix, body) = code.split_at(6);
        let lookalike = format!("{prefix}{}", body.replace('O', "0").replace('I', "1"));
        assert_eq!(decode(&lookalike).as_ref(), Ok(&shared));
        assert!(looks_like_code(&loose));
    }
    assert!(!looks_like_code("#####\n#@$.#"));
    assert!(!looks_like_code("HLX"));
}

#[test]
fn a_lesson_step_zero_is_refused_even_in_a_code_that_checks_out() {
    let code = encode(&Shared::Lesson(LessonScene {
        lesson: "x".into(),
        step: 0,
    }));
    assert_eq!(
        decode(&code),
        Err(CodeError::Contents(ContentsError::StepZero))
    );
}

fn any_input() -> impl Strategy<Value = StepInput> {
    (0u32..32, 0u32..32, 0u32..3).prop_map(|(h, p, d)| input(h, p, d))
}

fn any_replay() -> impl Strategy<Value = Replay> {
    (
        "[0-9.]{1,8}",
        "[a-z_/.]{1,30}",
        prop_oneof!["[0-9a-f]{0,64}", ".{0,20}"],
        any::<u64>(),
        prop::collection::vec((any_input(), 1usize..200), 0..40),
    )
        .prop_map(|(version, arena, arena_hash, seed, runs)| Replay {
            version,
            arena,
            arena_hash,
            seed,
            inputs: runs
                .into_iter()
                .flat_map(|(input, n)| std::iter::repeat_n(input, n))
                .collect(),
        })
}

fn any_shared() -> impl Strategy<Value = Shared> {
    prop_oneof![
        any_replay().prop_map(Shared::Replay),
        (".{0,40}", 1u32..).prop_map(|(lesson, step)| Shared::Lesson(LessonScene { lesson, step })),
        ("[ #@$.*+\n-]{0,200}", "[lurdLURD0-9]{0,300}")
            .prop_map(|(xsb, lurd)| Shared::Sokoban(SokobanShare { xsb, lurd })),
    ]
}

proptest! {
    #[test]
    fn any_value_round_trips(shared in any_shared()) {
        let code = encode(&shared);
        let back = decode(&code).unwrap();
        prop_assert_eq!(&back, &shared);
        prop_assert_eq!(encode(&back), code);
    }

    #[test]
    fn any_text_is_read_or_refused_without_panicking(text in ".{0,80}") {
        let _ = decode(&text);
        let _ = decode(&format!("HL1-R-{text}"));
    }

    #[test]
    fn a_lost_character_is_refused(shared in any_shared(), at in any::<prop::sample::Index>()) {
        let code = encode(&shared);
        let body_at = 6 + at.index(code.len() - 6);
        prop_assume!(code.as_bytes()[body_at] != b'-');
        let mut cut = code.clone();
        cut.remove(body_at);
        prop_assert!(decode(&cut).is_err(), "{}", cut);
    }
}

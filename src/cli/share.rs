//! Share codes on the command line: `hitlab code CODE` says what a code
//! holds, or where it went wrong; [`replay_argument`] lets a command that
//! plays a replay file (`hitlab replay FILE`) take a code in its place.

use std::path::Path;

use hitlab::lesson::{load_lesson, resources_for};
use hitlab::modes::share_code::{self, LessonScene, Shared};
use hitlab::modes::shooter::Replay;

use super::failure::Failure;
use super::print::outln;

/// The replay a command-line argument holds when it is a share code
/// (starts with `HL` and a digit); `None` when it is meant as a file.
pub fn replay_argument(argument: &str) -> Option<Result<Replay, Failure>> {
    share_code::looks_like_code(argument).then(|| {
        share_code::decode_replay(argument)
            .map_err(|e| Failure::Usage(format!("the replay code: {e}")))
    })
}

/// `hitlab code CODE`: what the code holds, a line a fact.
pub fn show_code(code: &str) -> Result<(), Failure> {
    let shared = share_code::decode(code).map_err(|e| Failure::Usage(e.to_string()))?;
    for line in describe(&shared) {
        outln!("{line}");
    }
    Ok(())
}

/// `hitlab code --lesson FILE --step N`: the code of the lesson's step,
/// the lesson named as the resources name it (else by its full path).
pub fn lesson_code(file: &Path, step: u32) -> Result<(), Failure> {
    let lesson =
        load_lesson(file, &resources_for(file)).map_err(|e| Failure::Usage(e.to_string()))?;
    let steps = lesson.steps.len();
    if step as usize > steps {
        return Err(Failure::Usage(format!(
            "{}: --step {step}, but the lesson has {steps} steps",
            file.display()
        )));
    }
    let name = hitlab::resources::current()
        .name_of(file)
        .or_else(|| {
            std::path::absolute(file)
                .ok()
                .map(|p| p.to_string_lossy().into_owned())
        })
        .unwrap_or_else(|| file.to_string_lossy().into_owned());
    let scene = LessonScene { lesson: name, step };
    outln!("{}", share_code::encode(&Shared::Lesson(scene)));
    Ok(())
}

/// The lines `hitlab code` prints for `shared`.
fn describe(shared: &Shared) -> Vec<String> {
    match shared {
        Shared::Replay(replay) => vec![
            "a replay".to_owned(),
            format!("arena: {}", replay.arena),
            format!("arena hash: {}", replay.arena_hash),
            format!("seed: {}", replay.seed),
            format!("steps: {}", replay.inputs.len()),
            format!("recorded by: Hit Lab {}", replay.version),
        ],
        Shared::Lesson(scene) => vec![
            "a lesson step".to_owned(),
            format!("lesson: {}", scene.lesson),
            format!("step: {}", scene.step),
        ],
        Shared::Sokoban(level) => {
            let mut lines = vec!["a Sokoban level".to_owned()];
            lines.extend(level.xsb.lines().map(str::to_owned));
            lines.push(format!("moves: {}", level.lurd));
            lines
        }
    }
}

//! Share codes in the window: Ctrl+V opens the code on the clipboard (a
//! replay plays in its arena, a lesson step opens in the presenter, a
//! Sokoban level in Sokoban with its moves as the level's solution), and a
//! screen's copy request puts its code on the clipboard.

use std::path::{Path, PathBuf};

use hitlab::i18n::{Said, tr_args};
use hitlab::modes::share_code::{self, LessonScene, Shared, SokobanShare};
use hitlab::modes::shooter::Replay;
use hitlab::screens::navigation::{ModeId, Open, Switch};
use hitlab::screens::words::share_code::{kind_words, refused};

use super::clipboard;
use super::state::App;

/// The folder a pasted Sokoban level is kept in to open, in the data
/// folder (else the system's temporary folder).
const SHARED_FOLDER: &str = "shared";

impl App {
    /// Ctrl+V: opens the share code on the clipboard. False when the
    /// screen up keeps Ctrl+V (an editor), or the clipboard holds something
    /// else and a screen is up: the screen then gets the key (Sokoban
    /// pastes a level as XSB).
    pub(super) fn paste_code(&mut self) -> bool {
        if self.mode.as_ref().is_some_and(|m| !m.opens_codes()) {
            return false;
        }
        let text = match clipboard::paste() {
            Ok(text) => text,
            Err(why) => {
                self.say_failure(clipboard_failed(why));
                return true;
            }
        };
        if !share_code::looks_like_code(&text) && self.mode.is_some() {
            return false;
        }
        let opened = share_code::decode(&text)
            .map_err(|e| {
                let why = refused(&e);
                Said::new(move || why.clone())
            })
            .and_then(|shared| match shared {
                Shared::Replay(replay) => self.open_shared_replay(&replay),
                Shared::Lesson(scene) => self.open_scene(&scene),
                Shared::Sokoban(level) => self.open_level(&level),
            });
        if let Err(message) = opened {
            log::warn!("{}", message.text());
            self.say_failure(message);
        }
        true
    }

    /// Copies `code` (a screen's) to the clipboard, saying so; `None`: says
    /// there is no code to copy yet.
    pub(super) fn copy_code(&mut self, code: Option<String>) {
        let Some(code) = code else {
            self.say(Said::new(|| hitlab::i18n::tr("code-nothing-to-copy")));
            return;
        };
        let kind = share_code::decode(&code).map(|s| s.kind()).ok();
        match clipboard::copy(&code) {
            Ok(()) => {
                log::info!("copied {code}");
                self.say(Said::new(move || {
                    let kind = kind.map_or_else(String::new, kind_words);
                    tr_args("code-copied", &[("kind", kind.into())])
                }));
            }
            Err(why) => self.say_failure(clipboard_failed(why)),
        }
    }

    /// The shooter in the replay's arena, watching the round; refused if
    /// the arena file has changed since.
    fn open_shared_replay(&mut self, shared: &Replay) -> Result<(), Said> {
        self.switch(Switch {
            open: Open::SharedReplay(Box::new(shared.clone())),
            back_to: None,
        })
        .map_err(Said::as_is)?;
        let (arena, seed) = (shared.arena.clone(), shared.seed);
        self.say(Said::new(move || {
            let args = [
                ("arena", arena.as_str().into()),
                ("seed", seed.to_string().into()),
            ];
            tr_args("code-opened-replay", &args)
        }));
        Ok(())
    }

    /// The presenter on the lesson step.
    fn open_scene(&mut self, scene: &LessonScene) -> Result<(), Said> {
        let path = resource_path(&scene.lesson);
        let step = (scene.step as usize).saturating_sub(1);
        self.open_lesson(&path, step).map_err(Said::as_is)
    }

    /// Sokoban on the level, kept as a one-level pack in the data folder
    /// with the moves beside it as its solution (Sokoban's replay plays
    /// them).
    fn open_level(&mut self, level: &SokobanShare) -> Result<(), Said> {
        let folder = self
            .launch
            .data_dir
            .clone()
            .unwrap_or_else(std::env::temp_dir)
            .join(SHARED_FOLDER);
        let path = keep_level(&folder, level).map_err(|e| {
            let why = e.to_string();
            Said::new(move || tr_args("code-not-saved", &[("why", why.as_str().into())]))
        })?;
        self.switch(Switch {
            open: Open::File(ModeId::Sokoban, path),
            back_to: None,
        })
        .map_err(Said::as_is)
    }
}

fn clipboard_failed(why: String) -> Said {
    Said::new(move || tr_args("code-clipboard-failed", &[("why", why.as_str().into())]))
}

/// A resource name where the resources are, a full path as it is.
fn resource_path(name: &str) -> PathBuf {
    if Path::new(name).is_absolute() {
        PathBuf::from(name)
    } else {
        hitlab::resources::resolve(name)
    }
}

/// Writes `level` as `folder/level-CHECK.xsb` (named by a hash of the
/// level, so pasting it again opens the same file and its progress) with
/// its moves in `level-CHECK.solutions`; returns the pack's path.
fn keep_level(folder: &Path, level: &SokobanShare) -> std::io::Result<PathBuf> {
    std::fs::create_dir_all(folder)?;
    let name = format!("level-{:08x}", crc32fast::hash(level.xsb.as_bytes()));
    let pack = folder.join(format!("{name}.xsb"));
    let mut xsb = level.xsb.clone();
    if !xsb.ends_with('\n') {
        xsb.push('\n');
    }
    hitlab::files::write(&pack, xsb)?;
    // Written even without moves, so a file left by an earlier paste of
    // the same level with other moves does not replay them.
    let moves = level.lurd.split_whitespace().collect::<String>();
    hitlab::files::write(pack.with_extension("solutions"), format!("1 {moves}\n"))?;
    Ok(pack)
}

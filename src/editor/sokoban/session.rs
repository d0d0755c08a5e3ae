//! One pack open in the Sokoban editor, at the height of the arena
//! editor's session: the core [`Editor`] (the file's text, the board, undo),
//! the cursor and the tool, a paint stroke, the solver, and whether what is
//! on screen is saved. Controls and cells in; edits, and news for the
//! screen to word, out. No window needed.

use std::io;
use std::path::{Path, PathBuf};

use crate::levels::sokoban::{Cell, Level, parse_pack};
use crate::resources::Resources;

use super::controls::EditorControl as C;
use super::editor::{Editor, Refusal};
use super::paint::{Side, Tool};
use super::save::{SaveTarget, save_target, write_pack};
use super::solving::{SolverStatus, Solving};
use super::validity::{Problem, Validity};

/// A new level's title, as the file writes it (a pack's words are
/// English, whatever the window's language).
pub const NEW_LEVEL_TITLE: &str = "New level";

/// A copy's title in the file: "Copy of First Push".
#[must_use]
pub fn copy_title(of: &str) -> String {
    format!("Copy of {of}")
}

/// An untitled level's name in a copy's title: "Level 3".
#[must_use]
pub fn untitled_title(number: usize) -> String {
    format!("Level {number}")
}

/// What a control leaves for the screen: news to say, or what only the
/// screen can do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reply {
    /// The edit was refused; nothing changed.
    Refused(Refusal),
    /// Solving was asked of a board that is no level, for this reason.
    NotPlayable(Problem),
    /// Save the pack ([`EditorSession::save`]).
    Save,
    /// Play the board, or come back from playing it.
    Play,
}

/// What a save did.
#[derive(Debug)]
pub enum SaveOutcome {
    /// The board cannot be written into the file; nothing was.
    Refused(Refusal),
    /// A shipped pack, and no levels folder to write its copy to.
    Nowhere,
    /// Someone else changed the file since it was read: this first save
    /// wrote nothing (a second at the same version overwrites it).
    ChangedOnDisk(PathBuf),
    /// Written; later saves go to `path` (a shipped pack's new file).
    Saved {
        /// Where.
        path: PathBuf,
        /// Whether it is a new file (a shipped pack's copy).
        new_file: bool,
    },
    /// The write failed.
    Failed {
        /// Where it was to go.
        path: PathBuf,
        /// Why.
        error: io::Error,
    },
}

/// How the screen is being left, which its warning names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leaving {
    /// Esc, back to playing the pack.
    Escape,
    /// The window's close.
    Close,
}

/// A pack open in the editor.
#[derive(Debug)]
pub struct EditorSession {
    editor: Editor,
    /// The pack's file: where it was read from, and where it is saved (a
    /// shipped pack's first save moves this to its new file).
    path: PathBuf,
    cursor: Cell,
    tool: Tool,
    /// A paint drag in progress.
    stroke: bool,
    /// The validity of the board at the editor's version.
    validity: (u64, Validity),
    /// The solver at work, and its last answer.
    solving: Solving,
    /// The pack's text as it is in its file (as read, or as last saved).
    on_disk: String,
    /// How and at which editor version leaving last warned that changes
    /// are not saved: leaving the same way at the same version then leaves.
    warned: Option<(Leaving, u64)>,
    /// The editor version at which a save warned that the file changed on
    /// disk: a second save at the same version overwrites it.
    overwrite_warned: Option<u64>,
}

impl EditorSession {
    /// The pack `text` read from `path` (empty for a file not there yet:
    /// a new pack with one walled room), open on level `level` (from 0;
    /// the last if past it).
    #[must_use]
    pub fn open(path: &Path, text: &str, level: usize) -> Self {
        let editor = Editor::open(text, level, NEW_LEVEL_TITLE);
        let validity = (editor.version(), editor.validity());
        Self {
            editor,
            path: path.to_owned(),
            cursor: Cell::new(1, 1),
            tool: Tool::Wall,
            stroke: false,
            validity,
            solving: Solving::default(),
            on_disk: text.to_owned(),
            warned: None,
            overwrite_warned: None,
        }
    }

    /// The pack being edited.
    #[must_use]
    pub fn editor(&self) -> &Editor {
        &self.editor
    }

    /// Where the pack is saved.
    #[must_use]
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The square the keys paint.
    #[must_use]
    pub fn cursor(&self) -> Cell {
        self.cursor
    }

    /// The tool the keys and the mouse paint with.
    #[must_use]
    pub fn tool(&self) -> Tool {
        self.tool
    }

    /// Chooses the tool (a click on the palette), painting nothing.
    pub fn set_tool(&mut self, tool: Tool) {
        self.tool = tool;
    }

    /// The board's validity, checked again only when the board changed.
    pub fn validity(&mut self) -> &Validity {
        if self.validity.0 != self.editor.version() {
            self.validity = (self.editor.version(), self.editor.validity());
        }
        &self.validity.1
    }

    /// The level the board is, or why it is none.
    pub fn playable(&mut self) -> Result<Level, Problem> {
        match self.validity() {
            Validity::Playable(level) => Ok(level.clone()),
            Validity::Invalid { problem, .. } => Err(problem.clone()),
        }
    }

    /// The open level's title in the file, if it has one.
    #[must_use]
    pub fn level_title(&self) -> Option<String> {
        // The titles are the file's: the board's edits change none.
        let pack = parse_pack(&self.editor.text(), &self.path);
        match pack.entries.get(self.editor.level()) {
            Some(Ok(level)) => level.title.clone(),
            Some(Err(error)) => error.title.clone(),
            None => None,
        }
    }

    /// The open level's title, or "Level N" as the file writes it.
    #[must_use]
    pub fn file_level_name(&self) -> String {
        self.level_title()
            .unwrap_or_else(|| untitled_title(self.editor.level() + 1))
    }

    /// Whether a search is running.
    #[must_use]
    pub fn solving(&self) -> bool {
        self.solving.is_running()
    }

    /// What the solver says of the board as it is now.
    #[must_use]
    pub fn solver_status(&self) -> Option<SolverStatus<'_>> {
        self.solving.status(self.editor.version())
    }

    /// Takes the solver's answer if it came; with `wait` (a script plays,
    /// so a replay draws the same frame every time) waits for it.
    pub fn poll_solver(&mut self, wait: bool) {
        self.solving.poll(wait);
    }

    /// Does what `control` asks: moves the cursor (kept on the board),
    /// paints, resizes (the cursor stays on its square when rows or
    /// columns come or go before it), adds or changes levels, undoes,
    /// solves; what is left for the screen, or its news, comes back.
    pub fn control(&mut self, control: C) -> Option<Reply> {
        if let Some((dc, dr)) = control.cursor_step() {
            let board = self.editor.board();
            let (w, h) = (board.width() as i32, board.height() as i32);
            self.cursor = Cell::new(
                (self.cursor.col + dc).clamp(0, w - 1),
                (self.cursor.row + dr).clamp(0, h - 1),
            );
            return None;
        }
        if let Some(tool) = control.tool() {
            self.tool = tool;
            self.editor.paint(self.cursor, tool);
            return None;
        }
        if let Some((side, grow)) = control.resize() {
            let shift = if grow { 1 } else { -1 };
            if self.editor.resize(side, grow) {
                match side {
                    Side::Left => self.cursor.col += shift,
                    Side::Top => self.cursor.row += shift,
                    Side::Right | Side::Bottom => {}
                }
            }
            return None;
        }
        let refused = match control {
            C::Paint => {
                self.editor.paint(self.cursor, self.tool);
                Ok(())
            }
            C::NewLevel => self.editor.add_level(false, NEW_LEVEL_TITLE).map(drop),
            C::CopyLevel => {
                let title = copy_title(&self.file_level_name());
                self.editor.add_level(true, &title).map(drop)
            }
            C::NextLevel => self.go_to_level(self.editor.level() + 1),
            C::PrevLevel => match self.editor.level().checked_sub(1) {
                Some(level) => self.go_to_level(level),
                None => Ok(()),
            },
            C::Undo => {
                self.editor.undo();
                Ok(())
            }
            C::Redo => {
                self.editor.redo();
                Ok(())
            }
            C::Solve => return self.solve().err().map(Reply::NotPlayable),
            C::Save => return Some(Reply::Save),
            C::Play => return Some(Reply::Play),
            _ => Ok(()),
        };
        refused.err().map(Reply::Refused)
    }

    fn go_to_level(&mut self, level: usize) -> Result<(), Refusal> {
        if level >= self.editor.level_count() {
            return Ok(());
        }
        self.editor.go_to(level).map(drop)
    }

    /// Starts the solver on the board, or stops the one running; a board
    /// that is no level is not searched.
    fn solve(&mut self) -> Result<(), Problem> {
        if self.solving.stop() {
            return Ok(());
        }
        let level = self.playable()?;
        self.solving.start(level, self.editor.version());
        Ok(())
    }

    /// A press on the board at `cell`: a paint stroke starts there (one
    /// undo step, however far it drags). True if it painted something.
    pub fn press(&mut self, cell: Cell) -> bool {
        self.stroke = true;
        self.editor.begin_stroke();
        self.paint_at(cell)
    }

    /// The pointer moved to `cell`: a stroke paints it. True if it painted
    /// something.
    pub fn drag(&mut self, cell: Cell) -> bool {
        self.stroke && self.paint_at(cell)
    }

    /// The pointer was released: the stroke ends.
    pub fn release(&mut self) {
        self.stroke = false;
        self.editor.end_stroke();
    }

    /// Paints `cell` with the tool, the cursor moved there, if it is on
    /// the board. True if something changed.
    fn paint_at(&mut self, cell: Cell) -> bool {
        if self.editor.board().get(cell).is_none() {
            return false;
        }
        self.cursor = cell;
        self.editor.paint(cell, self.tool)
    }

    /// After a frame's controls: the cursor back on a board that shrank, a
    /// search of a board since changed dropped, the solver read.
    pub fn settle(&mut self, wait: bool) {
        let board = self.editor.board();
        self.cursor = Cell::new(
            self.cursor.col.clamp(0, board.width() as i32 - 1),
            self.cursor.row.clamp(0, board.height() as i32 - 1),
        );
        self.solving.forget_unless(self.editor.version());
        self.solving.poll(wait);
    }

    /// Writes the pack: in place, or (a shipped pack) as a new file in the
    /// levels folder of `resources`, which later saves go to. A file
    /// someone else changed since it was read is not overwritten by the
    /// first save at a version of the board, only by a second.
    pub fn save(&mut self, resources: &Resources) -> SaveOutcome {
        let text = match self.editor.saved_text() {
            Ok(text) => text,
            Err(refusal) => return SaveOutcome::Refused(refusal),
        };
        let (target, new_file) = match save_target(&self.path, resources) {
            SaveTarget::InPlace(path) => (path, false),
            SaveTarget::NewFile(path) => (path, true),
            SaveTarget::Nowhere => return SaveOutcome::Nowhere,
        };
        // Someone else changed the file (a text editor, another window):
        // saving would lose their change, so the first save says so.
        let theirs = crate::files::read::read_text(&target, "a level file").ok();
        let changed_there = !new_file && theirs.is_some_and(|t| t != self.on_disk);
        if changed_there && self.overwrite_warned != Some(self.editor.version()) {
            self.overwrite_warned = Some(self.editor.version());
            return SaveOutcome::ChangedOnDisk(target);
        }
        match write_pack(&target, &text) {
            Ok(()) => {
                // The text written is the text held: nothing left to refuse.
                let _ = self.editor.mark_saved();
                self.on_disk = text;
                self.path = target.clone();
                SaveOutcome::Saved {
                    path: target,
                    new_file,
                }
            }
            Err(error) => SaveOutcome::Failed {
                path: target,
                error,
            },
        }
    }

    /// Whether what a save would write differs from the file.
    #[must_use]
    pub fn unsaved(&self) -> bool {
        self.editor.saved_text().ok().as_ref() != Some(&self.on_disk)
    }

    /// Whether leaving this way should wait to say that changes are not
    /// saved: true the first time at this version of the board, false once
    /// said that way (or with nothing to lose).
    pub fn warn_unsaved(&mut self, leaving: Leaving) -> bool {
        let version = self.editor.version();
        if !self.unsaved() || self.warned == Some((leaving, version)) {
            return false;
        }
        self.warned = Some((leaving, version));
        true
    }
}

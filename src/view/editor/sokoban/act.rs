//! What each control does to the screen: edits go to the core editor;
//! solving, playing and saving are the screen's own.

use std::path::PathBuf;

use ggez::glam::Vec2;

use hitlab::editor::sokoban::{EditorControl as C, Refusal, Side};
use hitlab::levels::sokoban::{Cell, Pack};
use hitlab::modes::sokoban::Session;
use hitlab::sim::Control;
use hitlab::sim::controls::ControlFrame;

use super::{SokobanEditorScreen, words};
use crate::view::editor::Said;
use crate::view::sokoban::SokobanScreen;

impl SokobanEditorScreen {
    /// Does what `control` asks.
    pub(super) fn act(&mut self, control: C) {
        if let Some((dc, dr)) = control.cursor_step() {
            let board = self.editor.board();
            let (w, h) = (board.width() as i32, board.height() as i32);
            self.cursor = Cell::new(
                (self.cursor.col + dc).clamp(0, w - 1),
                (self.cursor.row + dr).clamp(0, h - 1),
            );
            return;
        }
        if let Some(tool) = control.tool() {
            self.tool = tool;
            self.editor.paint(self.cursor, tool);
            return;
        }
        if let Some((side, grow)) = control.resize() {
            // The cursor stays on its square when rows or columns come or
            // go before it.
            let shift = if grow { 1 } else { -1 };
            if self.editor.resize(side, grow) {
                match side {
                    Side::Left => self.cursor.col += shift,
                    Side::Top => self.cursor.row += shift,
                    Side::Right | Side::Bottom => {}
                }
            }
            return;
        }
        let refused = match control {
            C::Paint => {
                self.editor.paint(self.cursor, self.tool);
                Ok(())
            }
            C::NewLevel => self
                .editor
                .add_level(false, words::file_words::NEW_LEVEL_TITLE)
                .map(drop),
            C::CopyLevel => {
                let title = words::file_words::copy_title(&self.file_level_name());
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
            C::Solve => {
                self.solve();
                Ok(())
            }
            C::Save => {
                self.save();
                Ok(())
            }
            C::Play => {
                self.play();
                Ok(())
            }
            _ => Ok(()),
        };
        if let Err(refusal) = refused {
            self.message = Some(Said::new(move || words::refusal(refusal)));
        }
    }

    fn go_to_level(&mut self, level: usize) -> Result<(), Refusal> {
        if level >= self.editor.level_count() {
            return Ok(());
        }
        self.editor.go_to(level).map(drop)
    }

    /// Starts the solver on the board, or stops the one running.
    fn solve(&mut self) {
        if !self.solving.stop()
            && let Some(level) = self.playable()
        {
            self.solving.start(level, self.editor.version());
        }
    }

    /// Plays the board in Sokoban's screen, or comes back from it.
    fn play(&mut self) {
        if self.playing.take().is_some() {
            return;
        }
        let Some(mut level) = self.playable() else {
            return;
        };
        level.title = Some(self.level_name());
        // A label, not the pack's path: the pack's solutions and progress
        // are for its own numbering, not this one board.
        let pack = Pack {
            file: PathBuf::from(words::screen_name()),
            entries: vec![Ok(level)],
        };
        let session = Session::new(pack, None);
        self.playing = Some(SokobanScreen::for_step(session, &self.launch));
    }

    /// The grid cell under a window pixel (rows go down; world y goes up).
    fn cell_at(&self, pixel: Vec2) -> Cell {
        let world = self.view.camera().screen_to_world().transform_point2(pixel);
        Cell::new(world.x.floor() as i32, (-world.y).floor() as i32)
    }

    pub(super) fn paint_at(&mut self, pixel: Vec2) {
        let cell = self.cell_at(pixel);
        if self.editor.board().get(cell).is_some() {
            self.cursor = cell;
            if self.editor.paint(cell, self.tool) {
                self.message = None;
            }
        }
    }

    /// Steps the screen: the controls pressed, then the solver read.
    pub(super) fn frame_step(&mut self, frame: &ControlFrame<C>) {
        let (version, message) = (self.editor.version(), self.message.clone());
        for &control in C::all() {
            if frame.pressed(control) {
                self.act(control);
            }
        }
        // News is about the board it came with: an edit that says nothing
        // new clears it.
        if self.editor.version() != version && self.message == message {
            self.message = None;
        }
        let board = self.editor.board();
        self.cursor = Cell::new(
            self.cursor.col.clamp(0, board.width() as i32 - 1),
            self.cursor.row.clamp(0, board.height() as i32 - 1),
        );
        self.solving.forget_unless(self.editor.version());
        self.solving.poll(self.script.is_some());
    }
}

//! What each control does to the screen: the core session decides; its
//! news becomes words, and playing and saving are carried out here.

use std::path::PathBuf;

use ggez::glam::Vec2;

use hitlab::editor::sokoban::{EditorControl as C, Reply};
use hitlab::levels::sokoban::{Cell, Pack};
use hitlab::modes::sokoban::Session;
use hitlab::sim::Control;
use hitlab::sim::controls::ControlFrame;

use super::{SokobanEditorScreen, words};
use crate::view::sokoban::SokobanScreen;
use hitlab::i18n::Said;

impl SokobanEditorScreen {
    /// Does what `control` asks.
    pub(super) fn act(&mut self, control: C) {
        match self.session.control(control) {
            None => {}
            Some(Reply::Refused(refusal)) => {
                self.message = Some(Said::new(move || words::refusal(refusal)));
            }
            Some(Reply::NotPlayable(problem)) => {
                self.message = Some(Said::new(move || {
                    words::not_playable(&words::problem(&problem))
                }));
            }
            Some(Reply::Save) => self.save(),
            Some(Reply::Play) => self.play(),
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
    pub(super) fn cell_at(&self, pixel: Vec2) -> Cell {
        let world = self.view.camera().screen_to_world().transform_point2(pixel);
        Cell::new(world.x.floor() as i32, (-world.y).floor() as i32)
    }

    /// A paint by the mouse clears the news, which was about the board
    /// before it.
    pub(super) fn painted(&mut self, painted: bool) {
        if painted {
            self.message = None;
        }
    }

    /// Steps the screen: the controls pressed, then the solver read.
    pub(super) fn frame_step(&mut self, frame: &ControlFrame<C>) {
        let version = self.session.editor().version();
        let message = self.message.clone();
        for &control in C::all() {
            if frame.pressed(control) {
                self.act(control);
            }
        }
        // News is about the board it came with: an edit that says nothing
        // new clears it.
        if self.session.editor().version() != version && self.message == message {
            self.message = None;
        }
        self.session.settle(self.script.is_some());
    }
}

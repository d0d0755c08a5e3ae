//! Scripted input: `STEP:CONTROL[*N]` items, separated by commas or new lines.
//!
//! Each item holds `CONTROL` down for `N` steps (default 1) starting at step
//! `STEP` (counted from 0). `30:fire,60:rotate_left*10` taps fire at step 30 and
//! holds "rotate left" for steps 60..70. A script file (`--script @path`) holds
//! the same items; `#` starts a comment.

use std::fmt;

use super::controls::{Control, ControlFrame, ControlState};

/// One parsed item: hold `control` for `steps` steps from `start`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScriptItem {
    /// The step at which the hold begins (0 is the first step).
    pub start: u64,
    /// The control's script name, as written (checked against a mode later).
    pub control: String,
    /// How many steps it is held; 1 for a single press.
    pub steps: u64,
    /// 1-based line of the item in its source, for error messages.
    pub line: usize,
}

/// A parsed script whose control names are not yet checked against a mode.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Script {
    items: Vec<ScriptItem>,
}

/// Why a script was rejected.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ScriptError {
    /// An item that is not `STEP:CONTROL` or `STEP:CONTROL*N`.
    #[error("script line {line}: `{item}` is not STEP:CONTROL or STEP:CONTROL*N ({reason})")]
    Syntax {
        /// 1-based line of the item.
        line: usize,
        /// The item as written.
        item: String,
        /// What is wrong with it, in a few words.
        reason: &'static str,
    },
    /// A control name the mode does not have.
    #[error("script line {line}: unknown control `{name}`; this mode has: {known}")]
    UnknownControl {
        /// 1-based line of the item.
        line: usize,
        /// The name as written.
        name: String,
        /// The mode's control names, comma-separated, so the fix is on screen.
        known: String,
    },
}

impl Script {
    /// Parses script text (the value of `--script` without the `@`, or a file's content).
    pub fn parse(text: &str) -> Result<Self, ScriptError> {
        let mut items = Vec::new();
        for (index, raw_line) in text.lines().enumerate() {
            let line = index + 1;
            let content = raw_line.split('#').next().unwrap_or("");
            for raw_item in content.split(',') {
                let item = raw_item.trim();
                if item.is_empty() {
                    continue;
                }
                items.push(parse_item(item, line)?);
            }
        }
        Ok(Self { items })
    }

    /// The step after the last held one: from here on the script holds
    /// nothing down (0 for an empty script).
    #[must_use]
    pub fn end(&self) -> u64 {
        self.items
            .iter()
            .map(|item| item.start.saturating_add(item.steps))
            .max()
            .unwrap_or(0)
    }

    /// The script with a press of `control` on the step after its end (a
    /// lesson step that pauses there).
    #[must_use]
    pub fn then_press(mut self, control: &str) -> Self {
        let start = self.end();
        self.items.push(ScriptItem {
            start,
            control: control.to_owned(),
            steps: 1,
            line: 0,
        });
        self
    }

    /// The parsed items, in source order.
    #[must_use]
    pub fn items(&self) -> &[ScriptItem] {
        &self.items
    }

    /// The script cut at `step`: the items that start before it, and those
    /// that start at or after it moved `step` earlier (so a screen opened
    /// at `step` plays them from its own step 0). A hold across the cut is
    /// the first part's.
    #[must_use]
    pub fn split_at(&self, step: u64) -> (Self, Self) {
        let (before, after): (Vec<_>, Vec<_>) = self
            .items
            .iter()
            .cloned()
            .partition(|item| item.start < step);
        let after = after
            .into_iter()
            .map(|item| ScriptItem {
                start: item.start - step,
                ..item
            })
            .collect();
        (Self { items: before }, Self { items: after })
    }

    /// The script parted by control name: the items whose control `take`
    /// names, and the rest (a lesson plays its question's controls itself
    /// and hands the others to the step's mode).
    #[must_use]
    pub fn partition(&self, take: impl Fn(&str) -> bool) -> (Self, Self) {
        let (taken, rest) = self
            .items
            .iter()
            .cloned()
            .partition(|item| take(&item.control));
        (Self { items: taken }, Self { items: rest })
    }

    /// What a screen plays of the script when a control named in `opening`
    /// opens another screen: the items up to the step of the first one
    /// (that step's included). The rest is the opened screen's, named in
    /// its controls (`edit` in a chooser, then the editor's `save`).
    #[must_use]
    pub fn until_opening(&self, opening: &[&str]) -> Self {
        let cut = self
            .items
            .iter()
            .filter(|item| opening.contains(&item.control.as_str()))
            .map(|item| item.start + 1)
            .min()
            .unwrap_or(u64::MAX);
        self.split_at(cut).0
    }

    /// Checks every name against the mode's controls and returns a player
    /// that yields one [`ControlFrame`] per step.
    pub fn player<C: Control>(&self) -> Result<ScriptPlayer<C>, ScriptError> {
        let mut resolved = Vec::with_capacity(self.items.len());
        for item in &self.items {
            let control = C::from_name(&item.control).ok_or_else(|| {
                let known: Vec<&str> = C::all().iter().map(|c| c.name()).collect();
                ScriptError::UnknownControl {
                    line: item.line,
                    name: item.control.clone(),
                    known: known.join(", "),
                }
            })?;
            resolved.push((item.start, item.start.saturating_add(item.steps), control));
        }
        Ok(ScriptPlayer {
            holds: resolved,
            step: 0,
            previous: Vec::new(),
        })
    }
}

/// What a STEP or N past `u64::MAX` is told; the number is `u64::MAX`, written
/// out because a reason is a fixed string (a test checks the two agree).
const STEP_TOO_LARGE: &str = "STEP is too large: at most 18446744073709551615";
const N_TOO_LARGE: &str = "N is too large: at most 18446744073709551615";

/// Whether a whole number failed to parse only for being too large.
fn too_large(e: &std::num::ParseIntError) -> bool {
    matches!(e.kind(), std::num::IntErrorKind::PosOverflow)
}

fn parse_item(item: &str, line: usize) -> Result<ScriptItem, ScriptError> {
    let syntax = |reason| ScriptError::Syntax {
        line,
        item: item.to_owned(),
        reason,
    };
    let (step, rest) = item.split_once(':').ok_or_else(|| syntax("missing `:`"))?;
    let start = step.trim().parse::<u64>().map_err(|e| {
        if step.trim().starts_with('-') {
            syntax("STEP cannot be negative: steps count from 0")
        } else if too_large(&e) {
            syntax(STEP_TOO_LARGE)
        } else {
            syntax("STEP must be a whole number")
        }
    })?;
    let (name, steps) = match rest.split_once('*') {
        Some((name, count)) => {
            let count = count.trim().parse::<u64>().map_err(|e| {
                // A number too large to count is a whole number still:
                // say the limit rather than deny what it is.
                syntax(if too_large(&e) {
                    N_TOO_LARGE
                } else {
                    "N must be a whole number"
                })
            })?;
            if count == 0 {
                return Err(syntax("N must be at least 1"));
            }
            (name.trim(), count)
        }
        None => (rest.trim(), 1),
    };
    if name.is_empty() {
        return Err(syntax("missing CONTROL"));
    }
    Ok(ScriptItem {
        start,
        control: name.to_owned(),
        steps,
        line,
    })
}

/// Replays a script step by step.
#[derive(Debug, Clone)]
pub struct ScriptPlayer<C> {
    /// `(first step, first step after, control)`.
    holds: Vec<(u64, u64, C)>,
    step: u64,
    previous: Vec<C>,
}

impl<C: Control> ScriptPlayer<C> {
    /// The controls for the next step. A control counts as pressed on the
    /// first step of a hold, and also when it was not held on the step before.
    pub fn next_frame(&mut self) -> ControlFrame<C> {
        let step = self.step;
        self.step += 1;
        let mut held: Vec<C> = Vec::new();
        let mut pressed: Vec<C> = Vec::new();
        for &(start, end, control) in &self.holds {
            if (start..end).contains(&step) {
                if !held.contains(&control) {
                    held.push(control);
                }
                let begins = start == step || !self.previous.contains(&control);
                if begins && !pressed.contains(&control) {
                    pressed.push(control);
                }
            }
        }
        self.previous.clone_from(&held);
        ControlFrame::new(held, pressed)
    }

    /// The step the next call to [`Self::next_frame`] is for.
    #[must_use]
    pub fn step(&self) -> u64 {
        self.step
    }

    /// True once every item has been played: from here on the script holds
    /// nothing down.
    #[must_use]
    pub fn finished(&self) -> bool {
        self.holds.iter().all(|&(_, end, _)| end <= self.step)
    }
}

/// The frame for a mode's next step: `script`'s while it has steps left,
/// then the player's `keys`. A script that has ended is dropped, so the
/// keyboard works again after a scripted start in a live window. Presses
/// made while the script plays are dropped too, not saved up for its end
/// (keys still held then act as held).
pub fn next_frame<C: Control>(
    script: &mut Option<ScriptPlayer<C>>,
    keys: &mut ControlState<C>,
) -> ControlFrame<C> {
    if let Some(player) = script {
        if !player.finished() {
            let _dropped = keys.next_frame();
            return player.next_frame();
        }
        *script = None;
    }
    keys.next_frame()
}

impl fmt::Display for ScriptItem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}*{}", self.start, self.control, self.steps)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    enum Test {
        Fire,
        Left,
    }

    impl Control for Test {
        fn all() -> &'static [Self] {
            &[Test::Fire, Test::Left]
        }
        fn name(self) -> &'static str {
            match self {
                Test::Fire => "fire",
                Test::Left => "rotate_left",
            }
        }
        fn describe(self) -> &'static str {
            self.name()
        }
    }

    #[test]
    fn tap_and_hold_replay_on_their_steps() {
        let script = Script::parse("2:fire, 3:rotate_left*2").unwrap();
        let mut player = script.player::<Test>().unwrap();
        let frames: Vec<_> = (0..6).map(|_| player.next_frame()).collect();
        assert!(!frames[1].held(Test::Fire));
        assert!(frames[2].pressed(Test::Fire) && frames[2].held(Test::Fire));
        assert!(!frames[3].held(Test::Fire));
        assert!(frames[3].pressed(Test::Left));
        assert!(frames[4].held(Test::Left) && !frames[4].pressed(Test::Left));
        assert!(!frames[5].held(Test::Left));
    }

    #[test]
    fn a_count_too_large_is_told_its_limit_not_called_no_whole_number() {
        let reason = |text: &str| match Script::parse(text) {
            Err(ScriptError::Syntax { reason, .. }) => reason,
            other => panic!("{other:?}"),
        };
        let limit = u64::MAX.to_string();
        assert_eq!(reason("0:fire*99999999999999999999"), N_TOO_LARGE);
        assert!(N_TOO_LARGE.ends_with(&limit) && STEP_TOO_LARGE.ends_with(&limit));
        assert_eq!(reason("99999999999999999999:fire"), STEP_TOO_LARGE);
        assert_eq!(reason("0:fire*1.5"), "N must be a whole number");
    }

    #[test]
    fn the_keys_work_again_once_the_script_has_ended() {
        let script = Script::parse("0:fire*2").unwrap();
        let mut player = Some(script.player::<Test>().unwrap());
        let mut keys = ControlState::default();
        keys.press(Test::Left); // during the script: not the player's turn
        keys.release(Test::Left);
        let first = next_frame(&mut player, &mut keys);
        assert!(first.pressed(Test::Fire) && !first.held(Test::Left));
        assert!(next_frame(&mut player, &mut keys).held(Test::Fire));
        assert!(player.as_ref().is_some_and(ScriptPlayer::finished));

        keys.press(Test::Left);
        let after = next_frame(&mut player, &mut keys);
        assert!(
            after.pressed(Test::Left) && after.held(Test::Left),
            "{after:?}"
        );
        assert!(!after.held(Test::Fire));
        assert!(player.is_none(), "the ended script is dropped");
        keys.release(Test::Left);
        // The press made during the script was not saved up for its end.
        assert!(!next_frame(&mut player, &mut keys).pressed(Test::Left));
    }

    #[test]
    fn an_empty_script_is_finished_from_the_start() {
        let player = Script::parse("").unwrap().player::<Test>().unwrap();
        assert!(player.finished());
    }

    #[test]
    fn back_to_back_taps_are_two_presses() {
        let mut player = Script::parse("0:fire\n1:fire # again")
            .unwrap()
            .player::<Test>()
            .unwrap();
        assert!(player.next_frame().pressed(Test::Fire));
        assert!(player.next_frame().pressed(Test::Fire));
    }

    #[test]
    fn bad_items_name_their_line_and_reason() {
        let err = Script::parse("1:fire\nx:fire").unwrap_err();
        assert!(matches!(err, ScriptError::Syntax { line: 2, .. }), "{err}");
        assert!(Script::parse("3:fire*0").is_err());
        assert!(Script::parse("3").is_err());
        let err = Script::parse("-1:fire").unwrap_err();
        assert!(err.to_string().contains("cannot be negative"), "{err}");
        let err = Script::parse("1:jump")
            .unwrap()
            .player::<Test>()
            .unwrap_err();
        assert!(err.to_string().contains("fire, rotate_left"), "{err}");
    }

    #[test]
    fn a_script_split_at_a_step_moves_the_rest_to_step_zero() {
        let script = Script::parse("0:next,2:open,5:fire*3,9:restart").unwrap();
        let (before, after) = script.split_at(3);
        let names = |s: &Script| -> Vec<(u64, String)> {
            s.items()
                .iter()
                .map(|i| (i.start, i.control.clone()))
                .collect()
        };
        assert_eq!(names(&before), [(0, "next".into()), (2, "open".into())]);
        assert_eq!(names(&after), [(2, "fire".into()), (6, "restart".into())]);
        assert_eq!(after.items()[0].steps, 3);
    }

    #[test]
    fn a_script_is_played_until_the_first_control_that_opens_a_screen() {
        let script = Script::parse("0:next,2:edit,2:fire,5:save,7:open").unwrap();
        let mine = script.until_opening(&["open", "edit"]);
        let names: Vec<&str> = mine.items().iter().map(|i| i.control.as_str()).collect();
        assert_eq!(names, ["next", "edit", "fire"]);
        let whole = script.until_opening(&["quit"]);
        assert_eq!(whole.items().len(), script.items().len());
    }
}

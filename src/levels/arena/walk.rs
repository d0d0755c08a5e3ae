//! Step 2: the fixed tables of the parsed document (the top level,
//! `[plane]`, `[shells]`, `[storm]`, `[medals]`, each `[[targets]]` entry) walked key by key into
//! spanned values of the type each key wants. Ranges are checked later
//! (`build`); a target's `shape` and each `[[obstacles]]` entry are kept as
//! tables, to be read by their kind (`entries`).
//!
//! A problem here stops the walk and comes alone: an unknown key, a missing
//! one, a value of the wrong type, or a number TOML cannot hold anywhere
//! (even inside a shape). Later checks would only repeat it. Each table is
//! walked in its keys' order, and a missing key is found at the table's end.

use std::ops::Range;

use toml::Spanned;
use toml::de::{DeTable, DeValue};

use super::kind_table::KindTable;
use super::limits::{
    ACCURACY_PERCENT, ANGLE_DEG, COOLDOWN, HITS, MAX_SHELLS, MEDAL_SCORE, MOVE_SPEED,
    ROUND_SECONDS, SCALE, SCATTER_DEG, SHELL_SPEED, SPIN_DEG, SPREAD_DEG, SPREAD_SHELLS,
    TIME_LEFT_SECONDS, TURN_DEG, TURRET_SHELLS, TURRETS,
};
use super::problem_text::{no_keys, written};
use super::want::{Want, kind_key_want, wrong_value};
use crate::levels::spanned::keys::{each_key, required};
use crate::levels::spanned::problem::Problem;
use crate::levels::spanned::value::{boolean, number, pair_or_blame, text, unholdable, whole};

/// The keys of each fixed table, in the order messages list them and the
/// shipped files write them (the arena editor adds a missing key after the
/// last one before it here).
const TOP_KEYS: &[&str] = &[
    "name",
    "about",
    "font",
    "size",
    "round_seconds",
    "detection",
    "practice",
    "plane",
    "shells",
    "targets",
    "obstacles",
    "storm",
    "medals",
];
pub(crate) const PLANE_KEYS: &[&str] =
    &["position", "heading_deg", "turn_deg_per_step", "move_speed"];
pub(crate) const SHELL_KEYS: &[&str] = &["speed", "cooldown_steps"];
const STORM_KEYS: &[&str] = &[
    "max_shells",
    "spread_shells",
    "spread_deg",
    "turrets",
    "turret_shells_per_step",
    "turret_scatter_deg",
];
/// `[medals]`: the three scores, then at most one of the conditions.
const MEDAL_KEYS: &[&str] = &[
    "bronze",
    "silver",
    "gold",
    "condition",
    "accuracy_percent",
    "time_left_seconds",
];
pub(crate) const TARGET_KEYS: &[&str] = &[
    "shape",
    "position",
    "angle_deg",
    "scale",
    "spin_deg_per_step",
    "colour",
    "hits_to_break",
];

/// The arena file as written, each value spanned and of its type.
pub(super) struct RawArena<'a> {
    pub name: Option<Spanned<String>>,
    /// The arena's own font (a path beside it, or a resource name).
    pub font: Option<Spanned<String>>,
    /// The one line saying what the arena shows, where it is in the file.
    pub about: Option<Spanned<String>>,
    /// Width and height, each at its own place in the file.
    pub size: [Spanned<f32>; 2],
    pub round_seconds: Spanned<f32>,
    pub detection: Option<Spanned<String>>,
    pub practice: bool,
    pub plane: RawPlane,
    pub shells: RawShells,
    pub targets: Spanned<Vec<RawTarget<'a>>>,
    pub obstacles: Vec<KindTable<'a>>,
    pub storm: Option<RawStorm>,
    pub medals: Option<RawMedals>,
}

/// An arena's `[medals]`: the three scores are needed; the conditions are
/// each optional here (at most one is allowed: `build` says so).
pub(super) struct RawMedals {
    /// The table, for a problem of the whole of it.
    pub span: Range<usize>,
    pub bronze: Spanned<u32>,
    pub silver: Spanned<u32>,
    pub gold: Spanned<u32>,
    pub condition: Option<Spanned<String>>,
    pub accuracy_percent: Option<Spanned<u32>>,
    pub time_left_seconds: Option<Spanned<u32>>,
}

/// An arena's `[storm]`; every key but `max_shells` may be left out.
pub(super) struct RawStorm {
    pub max_shells: Spanned<u32>,
    pub spread_shells: Option<Spanned<u32>>,
    pub spread_deg: Option<Spanned<f32>>,
    pub turrets: Option<Spanned<u32>>,
    pub turret_shells_per_step: Option<Spanned<u32>>,
    pub turret_scatter_deg: Option<Spanned<f32>>,
}

pub(super) struct RawPlane {
    pub position: Spanned<[f32; 2]>,
    pub heading_deg: Option<Spanned<f32>>,
    pub turn_deg_per_step: Spanned<f32>,
    pub move_speed: Spanned<f32>,
}

pub(super) struct RawShells {
    pub speed: Spanned<f32>,
    pub cooldown_steps: Spanned<u32>,
}

pub(super) struct RawTarget<'a> {
    pub shape: KindTable<'a>,
    pub position: Spanned<[f32; 2]>,
    pub angle_deg: Option<Spanned<f32>>,
    pub scale: Option<Spanned<f32>>,
    pub spin_deg_per_step: Spanned<f32>,
    pub colour: Spanned<String>,
    pub hits_to_break: Option<Spanned<u32>>,
}

/// Walks the whole document `root`, parsed from `text`.
pub(super) fn walk<'a>(
    text: &'a str,
    root: &'a Spanned<DeTable<'a>>,
) -> Result<RawArena<'a>, Problem> {
    Walker { text }.arena(root)
}

type Value<'a> = Spanned<DeValue<'a>>;

struct Walker<'a> {
    text: &'a str,
}

impl<'a> Walker<'a> {
    fn arena(&self, root: &'a Spanned<DeTable<'a>>) -> Result<RawArena<'a>, Problem> {
        if root.get_ref().is_empty() {
            let blank = self.text.trim().is_empty();
            return Err(Problem::new(0..0, no_keys(blank)));
        }
        let (mut name, mut size, mut round_seconds, mut plane, mut shells) =
            (None, None, None, None, None);
        let (mut detection, mut practice, mut about, mut font) = (None, false, None, None);
        let (mut targets, mut obstacles, mut storm) = (None, Vec::new(), None);
        let mut medals = None;
        each_key(root.get_ref(), TOP_KEYS, |key, value| {
            match key {
                "name" => name = Some(self.text(value, key, Want::Text)?),
                "font" => font = Some(self.text(value, key, Want::Text)?),
                "about" => about = Some(self.text(value, key, Want::Text)?),
                "size" => size = Some(self.pair(value, key, Want::ArenaSize)?),
                "round_seconds" => {
                    round_seconds = Some(self.number(value, key, Want::Number(ROUND_SECONDS))?);
                }
                "detection" => detection = Some(self.text(value, key, Want::Detection)?),
                "practice" => {
                    practice = boolean(value.get_ref())
                        .ok_or_else(|| self.wrong(value.span(), key, &Want::Boolean))?;
                }
                "plane" => plane = Some(self.plane(value)?),
                "shells" => shells = Some(self.shells(value)?),
                "storm" => storm = Some(self.storm(value)?),
                "medals" => medals = Some(self.medals(value)?),
                "targets" => {
                    let want = Want::List("targets");
                    let list = self.list(value, key, &want)?;
                    let walked = list
                        .iter()
                        .map(|entry| self.target(self.table(entry, key, &want)?, entry.span()))
                        .collect::<Result<_, _>>()?;
                    targets = Some(Spanned::new(value.span(), walked));
                }
                _ => {
                    let want = Want::List("obstacles");
                    obstacles = self
                        .list(value, key, &want)?
                        .iter()
                        .map(|entry| self.kind_table(entry, key, &want))
                        .collect::<Result<_, _>>()?;
                }
            }
            Ok(())
        })?;
        let owner = "the arena's top level (before any [table])";
        let span = root.span();
        Ok(RawArena {
            name,
            font,
            about,
            size: required(size, "size", owner, &span)?,
            round_seconds: required(round_seconds, "round_seconds", owner, &span)?,
            detection,
            practice,
            plane: required(plane, "plane", owner, &span)?,
            shells: required(shells, "shells", owner, &span)?,
            targets: required(targets, "targets", owner, &span)?,
            obstacles,
            storm,
            medals,
        })
    }

    fn plane(&self, value: &'a Value<'a>) -> Result<RawPlane, Problem> {
        let table = self.table(value, "plane", &Want::Table("plane"))?;
        let (mut position, mut heading_deg, mut turn_deg_per_step, mut move_speed) =
            (None, None, None, None);
        each_key(table, PLANE_KEYS, |key, value| {
            let label = format!("plane.{key}");
            match key {
                "position" => position = Some(self.point(value, &label, Want::Point)?),
                "heading_deg" => {
                    heading_deg = Some(self.number(value, &label, Want::Number(ANGLE_DEG))?);
                }
                "turn_deg_per_step" => {
                    turn_deg_per_step = Some(self.number(value, &label, Want::Number(TURN_DEG))?);
                }
                _ => move_speed = Some(self.number(value, &label, Want::Number(MOVE_SPEED))?),
            }
            Ok(())
        })?;
        let (owner, span) = ("[plane]", value.span());
        Ok(RawPlane {
            position: required(position, "position", owner, &span)?,
            heading_deg,
            turn_deg_per_step: required(turn_deg_per_step, "turn_deg_per_step", owner, &span)?,
            move_speed: required(move_speed, "move_speed", owner, &span)?,
        })
    }

    fn shells(&self, value: &'a Value<'a>) -> Result<RawShells, Problem> {
        let table = self.table(value, "shells", &Want::Table("shells"))?;
        let (mut speed, mut cooldown_steps) = (None, None);
        each_key(table, SHELL_KEYS, |key, value| {
            let label = format!("shells.{key}");
            match key {
                "speed" => speed = Some(self.number(value, &label, Want::Number(SHELL_SPEED))?),
                _ => cooldown_steps = Some(self.whole(value, &label, Want::Whole(COOLDOWN))?),
            }
            Ok(())
        })?;
        let (owner, span) = ("[shells]", value.span());
        Ok(RawShells {
            speed: required(speed, "speed", owner, &span)?,
            cooldown_steps: required(cooldown_steps, "cooldown_steps", owner, &span)?,
        })
    }

    fn storm(&self, value: &'a Value<'a>) -> Result<RawStorm, Problem> {
        let table = self.table(value, "storm", &Want::Table("storm"))?;
        let mut max_shells = None;
        let (mut spread_shells, mut spread_deg, mut turrets) = (None, None, None);
        let (mut turret_shells_per_step, mut turret_scatter_deg) = (None, None);
        each_key(table, STORM_KEYS, |key, value| {
            let label = format!("storm.{key}");
            let whole = |range| self.whole(value, &label, Want::Whole(range));
            let number = |range| self.number(value, &label, Want::Number(range));
            match key {
                "max_shells" => max_shells = Some(whole(MAX_SHELLS)?),
                "spread_shells" => spread_shells = Some(whole(SPREAD_SHELLS)?),
                "spread_deg" => spread_deg = Some(number(SPREAD_DEG)?),
                "turrets" => turrets = Some(whole(TURRETS)?),
                "turret_shells_per_step" => turret_shells_per_step = Some(whole(TURRET_SHELLS)?),
                _ => turret_scatter_deg = Some(number(SCATTER_DEG)?),
            }
            Ok(())
        })?;
        Ok(RawStorm {
            max_shells: required(max_shells, "max_shells", "[storm]", &value.span())?,
            spread_shells,
            spread_deg,
            turrets,
            turret_shells_per_step,
            turret_scatter_deg,
        })
    }

    fn medals(&self, value: &'a Value<'a>) -> Result<RawMedals, Problem> {
        let table = self.table(value, "medals", &Want::Table("medals"))?;
        let (mut bronze, mut silver, mut gold) = (None, None, None);
        let (mut condition, mut accuracy_percent, mut time_left_seconds) = (None, None, None);
        each_key(table, MEDAL_KEYS, |key, value| {
            let label = format!("medals.{key}");
            let whole = |range| self.whole(value, &label, Want::Whole(range));
            match key {
                "bronze" => bronze = Some(whole(MEDAL_SCORE)?),
                "silver" => silver = Some(whole(MEDAL_SCORE)?),
                "gold" => gold = Some(whole(MEDAL_SCORE)?),
                "condition" => condition = Some(self.text(value, &label, Want::MedalCondition)?),
                "accuracy_percent" => accuracy_percent = Some(whole(ACCURACY_PERCENT)?),
                _ => time_left_seconds = Some(whole(TIME_LEFT_SECONDS)?),
            }
            Ok(())
        })?;
        let (owner, span) = ("[medals]", value.span());
        Ok(RawMedals {
            bronze: required(bronze, "bronze", owner, &span)?,
            silver: required(silver, "silver", owner, &span)?,
            gold: required(gold, "gold", owner, &span)?,
            span,
            condition,
            accuracy_percent,
            time_left_seconds,
        })
    }

    /// One `[[targets]]` entry, the table at `span`.
    fn target(&self, table: &'a DeTable<'a>, span: Range<usize>) -> Result<RawTarget<'a>, Problem> {
        let (mut shape, mut position, mut angle_deg, mut scale) = (None, None, None, None);
        let (mut spin_deg_per_step, mut colour, mut hits_to_break) = (None, None, None);
        each_key(table, TARGET_KEYS, |key, value| {
            match key {
                "shape" => shape = Some(self.kind_table(value, key, &Want::Shape)?),
                "position" => position = Some(self.point(value, key, Want::Point)?),
                "angle_deg" => {
                    angle_deg = Some(self.number(value, key, Want::Number(ANGLE_DEG))?)
                }
                "scale" => scale = Some(self.number(value, key, Want::Number(SCALE))?),
                "spin_deg_per_step" => {
                    spin_deg_per_step = Some(self.number(value, key, Want::Number(SPIN_DEG))?);
                }
                "colour" => colour = Some(self.text(value, key, Want::Colour)?),
                _ => hits_to_break = Some(self.whole(value, key, Want::Whole(HITS))?),
            }
            Ok(())
        })?;
        let owner = "each [[targets]] entry";
        Ok(RawTarget {
            shape: required(shape, "shape", owner, &span)?,
            position: required(position, "position", owner, &span)?,
            angle_deg,
            scale,
            spin_deg_per_step: required(spin_deg_per_step, "spin_deg_per_step", owner, &span)?,
            colour: required(colour, "colour", owner, &span)?,
            hits_to_break,
        })
    }

    /// The problem with the value at `span`, which `label` names.
    fn wrong(&self, span: Range<usize>, label: &str, want: &Want) -> Problem {
        let message = wrong_value(label, want, &written(self.text, &span));
        Problem::new(span, message)
    }

    fn number(&self, value: &Value<'_>, label: &str, want: Want) -> Result<Spanned<f32>, Problem> {
        let read = number(value.get_ref()).ok_or_else(|| self.wrong(value.span(), label, &want))?;
        Ok(Spanned::new(value.span(), read))
    }

    fn whole(&self, value: &Value<'_>, label: &str, want: Want) -> Result<Spanned<u32>, Problem> {
        let read = whole(value.get_ref()).ok_or_else(|| self.wrong(value.span(), label, &want))?;
        Ok(Spanned::new(value.span(), read))
    }

    fn text(&self, value: &Value<'_>, label: &str, want: Want) -> Result<Spanned<String>, Problem> {
        let read = text(value.get_ref()).ok_or_else(|| self.wrong(value.span(), label, &want))?;
        Ok(Spanned::new(value.span(), read.to_owned()))
    }

    /// A point: a wrong item is blamed at itself.
    fn point(
        &self,
        value: &Value<'_>,
        label: &str,
        want: Want,
    ) -> Result<Spanned<[f32; 2]>, Problem> {
        let [x, y] = self.pair(value, label, want)?;
        Ok(Spanned::new(value.span(), [x.into_inner(), y.into_inner()]))
    }

    /// Two numbers, each spanned: a wrong item is blamed at itself.
    fn pair(
        &self,
        value: &Value<'_>,
        label: &str,
        want: Want,
    ) -> Result<[Spanned<f32>; 2], Problem> {
        pair_or_blame(value).map_err(|blamed| self.wrong(blamed, label, &want))
    }

    fn table(
        &self,
        value: &'a Value<'a>,
        label: &str,
        want: &Want,
    ) -> Result<&'a DeTable<'a>, Problem> {
        match value.get_ref() {
            DeValue::Table(table) => Ok(table),
            _ => Err(self.wrong(value.span(), label, want)),
        }
    }

    fn list(
        &self,
        value: &'a Value<'a>,
        label: &str,
        want: &Want,
    ) -> Result<&'a [Value<'a>], Problem> {
        match value.get_ref() {
            DeValue::Array(items) => Ok(items),
            _ => Err(self.wrong(value.span(), label, want)),
        }
    }

    /// A table read later by its kind. A number in it that TOML cannot hold
    /// is a problem now, named by its key alone: which kind it belongs to is
    /// not known yet.
    fn kind_table(
        &self,
        value: &'a Value<'a>,
        label: &str,
        want: &Want,
    ) -> Result<KindTable<'a>, Problem> {
        let table = self.table(value, label, want)?;
        if let Some((key, number)) = table.iter().find_map(|(k, v)| unholdable(k.get_ref(), v)) {
            return Err(self.wrong(number.span(), key, &kind_key_want(key)));
        }
        Ok(KindTable {
            table,
            span: value.span(),
        })
    }
}

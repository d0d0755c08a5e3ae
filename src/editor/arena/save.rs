//! Writing a draft back into the file it came from, through `toml_edit`.
//!
//! The text is always the file as opened with only the differences between
//! the draft as opened and the draft now written into it, value by value:
//! a comment, a blank line, the key order and every value not changed stay
//! byte for byte, and a draft edited back to what it was gives the file
//! back exactly. A changed number keeps its look: an integer stays an
//! integer while the new value is whole, and a float is printed as the
//! shortest text that reads back as the same `f64` (the edits round their
//! results, so `0.1`, never `0.10000000149011612`). An entry the editor
//! added is written in the shipped files' layout: keys in the format's
//! order, defaults left out.

use toml_edit::{Array, ArrayOfTables, DocumentMut, InlineTable, Item, Key, Table, Value, value};

use super::draft::{ArenaDraft, Field, ObstacleDraft, ObstacleShapeDraft, TargetDraft, defaults};
use super::kept_comments::keep_comments_of;
use super::read::as_number;
// The order the format lists (and the shipped files write) each table's
// keys in: a key the editor adds goes after the last key before it there.
use crate::levels::arena::{PLANE_KEYS, SHELL_KEYS, TARGET_KEYS};

/// The order of an obstacle's keys, both kinds.
const OBSTACLE_KEYS: &[&str] = &["kind", "center", "size", "radius", "angle_deg"];

/// The order of the top level's keys.
const ROOT_KEYS: &[&str] = &[
    "name",
    "about",
    "size",
    "round_seconds",
    "detection",
    "practice",
];

/// The file's text with `draft` written in: `document` and `opened` are the
/// file and its draft as opened.
#[must_use]
pub fn write_draft(document: &DocumentMut, opened: &ArenaDraft, draft: &ArenaDraft) -> String {
    let mut document = document.clone();
    let root = document.as_table_mut();
    set_text(root, "name", opened.name.as_deref(), draft.name.as_deref());
    set_text(
        root,
        "about",
        opened.about.as_deref(),
        draft.about.as_deref(),
    );
    set_pair(root, "size", opened.size, draft.size, ROOT_KEYS);
    let (seconds_was, seconds_now) = (opened.round_seconds, draft.round_seconds);
    set_number(root, "round_seconds", seconds_was, seconds_now, ROOT_KEYS);
    if opened.detection != draft.detection {
        set_value(
            root,
            "detection",
            Value::from(draft.detection.as_str()),
            ROOT_KEYS,
        );
    }
    if let Some(plane) = root.get_mut("plane").and_then(Item::as_table_mut) {
        let (was, now) = (opened.plane, draft.plane);
        set_pair(plane, "position", was.position, now.position, PLANE_KEYS);
        set_number(
            plane,
            "heading_deg",
            was.heading_deg,
            now.heading_deg,
            PLANE_KEYS,
        );
        let (turn_was, turn_now) = (was.turn_deg_per_step, now.turn_deg_per_step);
        set_number(plane, "turn_deg_per_step", turn_was, turn_now, PLANE_KEYS);
        set_number(
            plane,
            "move_speed",
            was.move_speed,
            now.move_speed,
            PLANE_KEYS,
        );
    }
    if let Some(shells) = root.get_mut("shells").and_then(Item::as_table_mut) {
        let (was, now) = (opened.shells, draft.shells);
        set_number(shells, "speed", was.speed, now.speed, SHELL_KEYS);
        if was.cooldown_steps != now.cooldown_steps {
            let cooldown = Value::from(now.cooldown_steps);
            set_value(shells, "cooldown_steps", cooldown, SHELL_KEYS);
        }
    }
    let mut deleted = Vec::new();
    let originals = original_entries(&document, "targets");
    deleted.extend(not_kept(&originals, draft.targets.iter().map(|t| t.origin)));
    let targets = draft.targets.iter().map(|target| match target.origin {
        Some(i) if i < opened.targets.len() && i < originals.len() => {
            let mut entry = originals[i].clone();
            write_target(&mut entry, &opened.targets[i], target);
            entry
        }
        _ => new_target(target),
    });
    replace_entries(document.as_table_mut(), "targets", originals.len(), targets);
    let originals = original_entries(&document, "obstacles");
    deleted.extend(not_kept(
        &originals,
        draft.obstacles.iter().map(|o| o.origin),
    ));
    let obstacles = draft
        .obstacles
        .iter()
        .map(|obstacle| match obstacle.origin {
            Some(i) if i < opened.obstacles.len() && i < originals.len() => {
                let mut entry = originals[i].clone();
                write_obstacle(&mut entry, &opened.obstacles[i], obstacle);
                entry
            }
            _ => new_obstacle(obstacle),
        });
    replace_entries(
        document.as_table_mut(),
        "obstacles",
        originals.len(),
        obstacles,
    );
    keep_comments_of(&mut document, &deleted);
    document.to_string()
}

/// The entries of `originals` that no entry of the draft comes from (each
/// entry's `origin`), with their places in the file: deleted.
fn not_kept(
    originals: &[Table],
    origins: impl Iterator<Item = Option<usize>>,
) -> Vec<(isize, Table)> {
    let mut kept = vec![false; originals.len()];
    for i in origins.flatten() {
        if let Some(kept) = kept.get_mut(i) {
            *kept = true;
        }
    }
    originals
        .iter()
        .enumerate()
        .filter(|&(i, _)| !kept[i])
        .filter_map(|(_, entry)| Some((entry.position()?, entry.clone())))
        .collect()
}

fn original_entries(document: &DocumentMut, key: &str) -> Vec<Table> {
    document
        .get(key)
        .and_then(Item::as_array_of_tables)
        .map(|array| array.iter().cloned().collect())
        .unwrap_or_default()
}

/// Puts `entries` in place of the array `key`. An entry that kept its place
/// keeps its place in the text; an added one (no position) is written after
/// the entry before it.
fn replace_entries(
    root: &mut Table,
    key: &str,
    original_count: usize,
    entries: impl Iterator<Item = Table>,
) {
    let mut array = ArrayOfTables::new();
    for entry in entries {
        array.push(entry);
    }
    if array.is_empty() && original_count == 0 {
        return;
    }
    match root.get_mut(key) {
        Some(item) => *item = Item::ArrayOfTables(array),
        None => {
            root.insert(key, Item::ArrayOfTables(array));
        }
    }
}

fn write_target(entry: &mut Table, was: &TargetDraft, now: &TargetDraft) {
    if was.shape != now.shape {
        let same_kind = was.shape.kind() == now.shape.kind();
        match entry.get_mut("shape").and_then(Item::as_inline_table_mut) {
            Some(shape) if same_kind => {
                let old = was.shape.fields();
                for ((key, was), (_, now)) in old.iter().zip(now.shape.fields()) {
                    if *was != now {
                        set_inline(shape, key, field_value(shape.get(key), &now));
                    }
                }
            }
            _ => set_value(entry, "shape", shape_table(now).into(), TARGET_KEYS),
        }
    }
    set_pair(entry, "position", was.position, now.position, TARGET_KEYS);
    set_number(
        entry,
        "angle_deg",
        was.angle_deg,
        now.angle_deg,
        TARGET_KEYS,
    );
    set_number(entry, "scale", was.scale, now.scale, TARGET_KEYS);
    let (spin_was, spin_now) = (was.spin_deg_per_step, now.spin_deg_per_step);
    set_number(entry, "spin_deg_per_step", spin_was, spin_now, TARGET_KEYS);
    if was.colour != now.colour {
        set_value(
            entry,
            "colour",
            Value::from(now.colour.as_str()),
            TARGET_KEYS,
        );
    }
    if was.hits_to_break != now.hits_to_break {
        set_value(
            entry,
            "hits_to_break",
            Value::from(now.hits_to_break),
            TARGET_KEYS,
        );
    }
}

fn write_obstacle(entry: &mut Table, was: &ObstacleDraft, now: &ObstacleDraft) {
    set_pair(entry, "center", was.center, now.center, OBSTACLE_KEYS);
    if was.shape.kind() != now.shape.kind() {
        // The other kind's keys out, this kind's in, the rest (comments,
        // the centre) as they were.
        let kind = Value::from(now.shape.kind());
        set_value(entry, "kind", kind, OBSTACLE_KEYS);
        for key in ["size", "radius", "angle_deg"] {
            remove_key(entry, key);
        }
        match now.shape {
            ObstacleShapeDraft::Rect { size, angle_deg } => {
                set_value(entry, "size", pair_array(size).into(), OBSTACLE_KEYS);
                if angle_deg != defaults::ANGLE_DEG {
                    set_value(entry, "angle_deg", float(angle_deg), OBSTACLE_KEYS);
                }
            }
            ObstacleShapeDraft::Disk { radius } => {
                set_value(entry, "radius", float(radius), OBSTACLE_KEYS);
            }
        }
        return;
    }
    match (was.shape, now.shape) {
        (
            ObstacleShapeDraft::Rect { size, angle_deg },
            ObstacleShapeDraft::Rect {
                size: new_size,
                angle_deg: new_angle,
            },
        ) => {
            set_pair(entry, "size", size, new_size, OBSTACLE_KEYS);
            set_number(entry, "angle_deg", angle_deg, new_angle, OBSTACLE_KEYS);
        }
        (ObstacleShapeDraft::Disk { radius }, ObstacleShapeDraft::Disk { radius: new }) => {
            set_number(entry, "radius", radius, new, OBSTACLE_KEYS);
        }
        _ => {}
    }
}

/// A target the editor added, as the shipped files write one.
fn new_target(target: &TargetDraft) -> Table {
    let mut entry = new_entry();
    entry.insert("shape", value(shape_table(target)));
    entry.insert("position", value(pair_array(target.position)));
    if target.angle_deg != defaults::ANGLE_DEG {
        entry.insert("angle_deg", value(float(target.angle_deg)));
    }
    if target.scale != defaults::SCALE {
        entry.insert("scale", value(float(target.scale)));
    }
    entry.insert("spin_deg_per_step", value(float(target.spin_deg_per_step)));
    entry.insert("colour", value(target.colour.as_str()));
    if target.hits_to_break != defaults::HITS_TO_BREAK {
        entry.insert("hits_to_break", value(target.hits_to_break));
    }
    entry
}

/// An obstacle the editor added.
fn new_obstacle(obstacle: &ObstacleDraft) -> Table {
    let mut entry = new_entry();
    entry.insert("kind", value(obstacle.shape.kind()));
    entry.insert("center", value(pair_array(obstacle.center)));
    match obstacle.shape {
        ObstacleShapeDraft::Rect { size, angle_deg } => {
            entry.insert("size", value(pair_array(size)));
            if angle_deg != defaults::ANGLE_DEG {
                entry.insert("angle_deg", value(float(angle_deg)));
            }
        }
        ObstacleShapeDraft::Disk { radius } => {
            entry.insert("radius", value(float(radius)));
        }
    }
    entry
}

/// An empty entry with the blank line the shipped files put before each
/// `[[...]]` header.
fn new_entry() -> Table {
    let mut entry = Table::new();
    entry.decor_mut().set_prefix("\n");
    entry
}

/// `{ kind = "star", points = 5, ... }` on one line.
fn shape_table(target: &TargetDraft) -> InlineTable {
    let mut shape = InlineTable::new();
    shape.insert("kind", Value::from(target.shape.kind()));
    for (key, field) in target.shape.fields() {
        let is_default_segments = key == "segments" && field == Field::Integer(defaults::SEGMENTS);
        if !is_default_segments {
            shape.insert(key, field_value(None, &field));
        }
    }
    shape.fmt();
    shape
}

fn pair_array(pair: [f64; 2]) -> Array {
    pair.into_iter().map(float).collect()
}

/// `value` as the shortest text that reads back as the same `f64`, with a
/// `.0` on a whole number so it stays a float.
#[must_use]
pub fn float(value: f64) -> Value {
    // `{:?}` prints the shortest round-trip digits and keeps `.0`; TOML
    // reads the same forms (`1e-7` too). Non-finite values never reach
    // here from an edit; `Value::from` writes them as TOML's `nan`/`inf`.
    match format!("{value:?}").parse::<Value>() {
        Ok(parsed) if value.is_finite() => parsed,
        _ => Value::from(value),
    }
}

/// A number written where `old` stood: an integer stays an integer while
/// the number is whole.
fn number_like(old: Option<&Value>, number: f64) -> Value {
    let whole = number.fract() == 0.0 && number.abs() < 9.0e15;
    match old {
        #[allow(clippy::cast_possible_truncation)] // whole and far below 2^63
        Some(Value::Integer(_)) if whole => Value::from(number as i64),
        _ => float(number),
    }
}

fn field_value(old: Option<&Value>, field: &Field) -> Value {
    match field {
        Field::Number(number) => number_like(old, *number),
        Field::Integer(integer) => Value::from(*integer),
        Field::Text(text) => Value::from(text.as_str()),
    }
}

/// `new` with `old`'s spaces and comments round it.
fn keep_decor(old: &Value, mut new: Value) -> Value {
    *new.decor_mut() = old.decor().clone();
    new
}

/// A top-level text key: written when it changed, taken out when the
/// draft has none.
fn set_text(root: &mut Table, key: &str, was: Option<&str>, now: Option<&str>) {
    if was == now {
        return;
    }
    match now {
        Some(text) => set_value(root, key, Value::from(text), ROOT_KEYS),
        None => remove_key(root, key),
    }
}

/// Takes `key` out of `table`; the comment lines above it stay, above the
/// key after it.
fn remove_key(table: &mut Table, key: &str) {
    let keys: Vec<String> = table.iter().map(|(k, _)| k.to_owned()).collect();
    let Some(at) = keys.iter().position(|k| k == key) else {
        return;
    };
    let prefix_of = |table: &Table, key: &str| {
        table
            .key(key)
            .and_then(|k| k.leaf_decor().prefix())
            .and_then(|p| p.as_str())
            .unwrap_or("")
            .to_owned()
    };
    let prefix = prefix_of(table, key);
    table.remove(key);
    let next = keys
        .get(at + 1)
        .filter(|n| table.get(n).is_some_and(Item::is_value));
    if let Some(next) = next
        && !prefix.trim().is_empty()
    {
        let joined = format!("{prefix}{}", prefix_of(table, next));
        if let Some(mut k) = table.key_mut(next) {
            k.leaf_decor_mut().set_prefix(joined);
        }
    }
}

fn set_number(table: &mut Table, key: &str, was: f64, now: f64, order: &[&str]) {
    if was.to_bits() == now.to_bits() {
        return;
    }
    let old = table.get(key).and_then(Item::as_value);
    set_value(table, key, number_like(old, now), order);
}

/// Writes the elements of `key`'s `[x, y]` that changed, each keeping its
/// own look; writes a new array when the key holds none.
fn set_pair(table: &mut Table, key: &str, was: [f64; 2], now: [f64; 2], order: &[&str]) {
    if was.map(f64::to_bits) == now.map(f64::to_bits) {
        return;
    }
    let array = table.get_mut(key).and_then(Item::as_array_mut);
    match array {
        Some(array) if array.len() == 2 && array.iter().all(|v| as_number(v).is_some()) => {
            for (i, (was, now)) in was.into_iter().zip(now).enumerate() {
                if was.to_bits() != now.to_bits()
                    && let Some(old) = array.get(i)
                {
                    let new = keep_decor(old, number_like(Some(old), now));
                    array.replace_formatted(i, new);
                }
            }
        }
        _ => set_value(table, key, pair_array(now).into(), order),
    }
}

/// Sets `key` to `new`, keeping the old value's spaces and comment; a key
/// the table lacks goes in the format's `order`.
fn set_value(table: &mut Table, key: &str, new: Value, order: &[&str]) {
    if let Some(old) = table.get_mut(key).and_then(Item::as_value_mut) {
        *old = keep_decor(old, new);
        return;
    }
    insert_in_order(table, key, Item::Value(new), order);
}

fn set_inline(table: &mut InlineTable, key: &str, new: Value) {
    match table.get_mut(key) {
        Some(old) => *old = keep_decor(old, new),
        None => {
            table.insert(key, new);
        }
    }
}

/// Inserts `key` after the last key that comes before it in `order`, by
/// putting every key back in turn: each keeps its own spaces and comments.
fn insert_in_order(table: &mut Table, key: &str, item: Item, order: &[&str]) {
    let rank = |k: &str| order.iter().position(|o| *o == k).unwrap_or(order.len());
    let new_rank = rank(key);
    let old: Vec<(Key, Item)> = table
        .iter()
        .filter_map(|(k, _)| table.get_key_value(k))
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    let at = old
        .iter()
        .rposition(|(k, _)| rank(k.get()) <= new_rank)
        .map_or(0, |i| i + 1);
    table.clear();
    let mut item = Some(item);
    for (i, (k, v)) in old.into_iter().enumerate() {
        if i == at
            && let Some(item) = item.take()
        {
            table.insert(key, item);
        }
        table.insert_formatted(&k, v);
    }
    if let Some(item) = item {
        table.insert(key, item);
    }
}

//! Mouse moves: walk to a cell by a shortest path, push a box to a cell by a
//! fewest-pushes path. Both only plan; the plan is then played as ordinary
//! moves, each checked by the rect test and recorded in the history.

use std::collections::{HashMap, VecDeque};

use crate::levels::sokoban::Cell;

use super::game::{Dir, Game, neighbour};

/// Shortest walk (no pushes) from the worker to `target`, as directions.
/// `Some(vec![])` if the worker is already there; `None` if unreachable.
#[must_use]
pub fn walk_path(game: &Game, target: Cell) -> Option<Vec<Dir>> {
    walk_between(game, game.worker(), target, None)
}

/// Shortest walk from `from` to `to` over free cells, treating `moved_box` as
/// `(old cell, new cell)`: the box is seen at the new cell instead of the old.
fn walk_between(
    game: &Game,
    from: Cell,
    to: Cell,
    moved_box: Option<(Cell, Cell)>,
) -> Option<Vec<Dir>> {
    let free = |c: Cell| match moved_box {
        Some((_, new)) if c == new => false,
        Some((old, _)) if c == old => game.level().tile(c).is_walkable(),
        _ => game.is_free(c),
    };
    if from == to {
        return Some(Vec::new());
    }
    if !free(to) {
        return None;
    }
    let mut came_from: HashMap<Cell, Dir> = HashMap::from([(from, Dir::Up)]);
    let mut queue = VecDeque::from([from]);
    while let Some(cell) = queue.pop_front() {
        for dir in Dir::ALL {
            let next = neighbour(cell, dir);
            if came_from.contains_key(&next) || !free(next) {
                continue;
            }
            came_from.insert(next, dir);
            if next == to {
                return Some(trace(&came_from, from, to));
            }
            queue.push_back(next);
        }
    }
    None
}

fn trace(came_from: &HashMap<Cell, Dir>, from: Cell, to: Cell) -> Vec<Dir> {
    let mut path = Vec::new();
    let mut cell = to;
    while cell != from {
        let dir = came_from[&cell];
        path.push(dir);
        cell = neighbour(cell, dir.opposite());
    }
    path.reverse();
    path
}

/// Moves that push the box on `from` to `to` with the fewest pushes, walking
/// between pushes by shortest paths. `None` if no such path exists (or there
/// is no box on `from`). Other boxes stay where they are.
///
/// Breadth-first search over (box cell, side of the box the worker stands
/// on): the worker's exact cell does not matter between pushes, only which
/// sides of the box it can reach.
#[must_use]
pub fn push_path(game: &Game, from: Cell, to: Cell) -> Option<Vec<Dir>> {
    if !game.has_box(from) {
        return None;
    }
    if from == to {
        return Some(Vec::new());
    }
    type State = (Cell, Dir); // box cell, direction of the next push
    let mut parent: HashMap<State, Option<State>> = HashMap::new();
    let mut queue = VecDeque::new();
    for dir in Dir::ALL {
        let behind = neighbour(from, dir.opposite());
        if walk_between(game, game.worker(), behind, None).is_some() {
            parent.insert((from, dir), None);
            queue.push_back((from, dir));
        }
    }
    let mut found = None;
    'search: while let Some(state @ (cell, dir)) = queue.pop_front() {
        let next = neighbour(cell, dir);
        let next_free = next == from || game.is_free(next);
        if !next_free || !game.level().tile(next).is_walkable() {
            continue;
        }
        if next == to {
            found = Some(state);
            break 'search;
        }
        // After the push the worker stands on `cell`; which sides of the box
        // at `next` can it reach with the box there?
        for side in Dir::ALL {
            let behind = neighbour(next, side.opposite());
            let key = (next, side);
            if parent.contains_key(&key) {
                continue;
            }
            if walk_between(game, cell, behind, Some((from, next))).is_some() {
                parent.insert(key, Some(state));
                queue.push_back(key);
            }
        }
    }
    // Rebuild the pushes, then the walks between them.
    let mut pushes = Vec::new();
    let mut state = found;
    while let Some(s) = state {
        pushes.push(s);
        state = parent.get(&s).copied().flatten();
    }
    if pushes.is_empty() {
        return None;
    }
    pushes.reverse();
    let mut moves = Vec::new();
    let mut worker = game.worker();
    for (cell, dir) in pushes {
        let behind = neighbour(cell, dir.opposite());
        moves.extend(walk_between(game, worker, behind, Some((from, cell)))?);
        moves.push(dir);
        worker = cell;
    }
    Some(moves)
}

/// The cells the box on `from` passes through when `moves` are played from
/// the worker's cell, starting with `from`: one more cell per push.
#[must_use]
pub fn box_trail(game: &Game, from: Cell, moves: &[Dir]) -> Vec<Cell> {
    let mut trail = vec![from];
    let (mut worker, mut boxed) = (game.worker(), from);
    for &dir in moves {
        worker = neighbour(worker, dir);
        if worker == boxed {
            boxed = neighbour(boxed, dir);
            trail.push(boxed);
        }
    }
    trail
}

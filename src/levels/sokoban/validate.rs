//! Turns a board's characters into a [`Level`], or says what is wrong and where.

use std::collections::VecDeque;

use super::level::{Cell, Level, LevelProblem, MAX_SIDE, Tile};

/// One expanded row: its source line and, per cell, the character and its
/// 1-based source column.
#[derive(Debug, Clone)]
pub(super) struct SourceRow {
    pub line: usize,
    pub cells: Vec<(char, usize)>,
}

pub(super) struct RawBoard {
    pub number: usize,
    pub first_line: usize,
    pub rows: Vec<SourceRow>,
}

/// A problem with its line and (when one cell is to blame) column.
type Located = (LevelProblem, usize, Option<usize>);

pub(super) fn build_level(raw: &RawBoard) -> Result<Level, Located> {
    let height = raw.rows.len();
    let width = raw.rows.iter().map(|r| r.cells.len()).max().unwrap_or(0);
    if width > MAX_SIDE || height > MAX_SIDE {
        let problem = LevelProblem::TooLarge {
            width,
            height,
            max: MAX_SIDE,
        };
        return Err((problem, raw.first_line, None));
    }
    // Where a cell came from, for messages. Cells padded past a short row's
    // end have no character: every one of them is placed just after the
    // row's last character, where the row stops without a wall (counting on
    // past it would name a column the line does not have).
    let source = |cell: Cell| -> (usize, usize) {
        let row = &raw.rows[cell.row as usize];
        match row.cells.get(cell.col as usize) {
            Some(&(_, column)) => (row.line, column),
            None => (row.line, row.cells.last().map_or(0, |&(_, c)| c) + 1),
        }
    };

    let mut tiles = vec![Tile::Floor; width * height];
    let mut worker: Option<Cell> = None;
    let mut boxes = Vec::new();
    let mut goals = 0;
    for (r, row) in raw.rows.iter().enumerate() {
        for (c, &(ch, column)) in row.cells.iter().enumerate() {
            let cell = Cell::new(c as i32, r as i32);
            let index = r * width + c;
            if matches!(ch, '#') {
                tiles[index] = Tile::Wall;
            }
            if matches!(ch, '.' | '+' | '*') {
                tiles[index] = Tile::Goal;
                goals += 1;
            }
            if matches!(ch, '$' | '*') {
                boxes.push(cell);
            }
            if matches!(ch, '@' | '+') {
                if let Some(first) = worker {
                    let (first_line, first_column) = source(first);
                    let problem = LevelProblem::SecondWorker {
                        first_line,
                        first_column,
                    };
                    return Err((problem, row.line, Some(column)));
                }
                worker = Some(cell);
            }
        }
    }
    let Some(worker) = worker else {
        return Err((LevelProblem::NoWorker, raw.first_line, None));
    };
    if boxes.is_empty() {
        return Err((LevelProblem::NoBoxes, raw.first_line, None));
    }
    if boxes.len() != goals {
        let problem = LevelProblem::BoxGoalMismatch {
            boxes: boxes.len(),
            goals,
        };
        return Err((problem, raw.first_line, None));
    }

    // Flood fill from the worker through everything but walls (boxes can be
    // pushed away, so they do not seal anything). Reaching the grid's edge
    // means the warehouse leaks.
    let mut inside = vec![false; width * height];
    let mut queue = VecDeque::from([worker]);
    inside[worker.row as usize * width + worker.col as usize] = true;
    while let Some(cell) = queue.pop_front() {
        for (dc, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
            let next = Cell::new(cell.col + dc, cell.row + dr);
            let on_grid =
                (0..width as i32).contains(&next.col) && (0..height as i32).contains(&next.row);
            if !on_grid {
                let (line, column) = source(cell);
                return Err((LevelProblem::NotEnclosed, line, Some(column)));
            }
            let index = next.row as usize * width + next.col as usize;
            if tiles[index] != Tile::Wall && !inside[index] {
                inside[index] = true;
                queue.push_back(next);
            }
        }
    }
    // Floor the worker cannot reach is outside, unless something lies on it.
    for (index, tile) in tiles.iter_mut().enumerate() {
        let cell = Cell::new((index % width) as i32, (index / width) as i32);
        if *tile == Tile::Floor && !inside[index] && !boxes.contains(&cell) {
            *tile = Tile::Outside;
        }
    }
    Ok(Level {
        number: raw.number,
        line: raw.first_line,
        title: None,
        author: None,
        comment: None,
        width,
        height,
        tiles,
        worker,
        boxes,
    })
}

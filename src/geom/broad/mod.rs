//! Broad phases: which of many bounded things a query box may touch, found
//! without testing them all, so that the exact tests (the narrow phase) run
//! only on those few. A broad phase may give too many candidates, never too
//! few: its answer is a superset of what the exact tests would find.

mod cells;
mod grid;
mod mask_grid;
mod swept;

pub use grid::UniformGrid;
pub use mask_grid::{GridCell, MASK_GRID_IDS, MaskGrid};
pub use swept::{segment_box, swept_disk_box};

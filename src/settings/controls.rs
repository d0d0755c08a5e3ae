//! The preferences screen's controls, as a `--script` and `hitlab controls
//! preferences` name them. The keys, the gamepad and the mouse reach the
//! same controls through the window's key table.

use crate::sim::controls::controls;

controls! {
    /// What a player can ask of the preferences screen.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum PreferencesControl {
        /// The focus moves up, wrapping round to the last row.
        Previous = "previous": "the row above",
        /// The focus moves down, wrapping round to the first row.
        Next = "next": "the row below",
        /// The row's value one step down (off, a smaller percentage).
        Less = "less": "the row's value one step down",
        /// The row's value one step up (on, a larger percentage).
        More = "more": "the row's value one step up",
        /// The row's next value, round to the first after the last; on the
        /// last row, close the screen.
        Choose = "choose": "the row's next value (on the last row: close)",
        /// Close the screen.
        Close = "close": "close the preferences",
    }
}

//! The campaign screen's controls, declared once as every mode's are, so
//! keys, a gamepad and scripts reach it alike and `hitlab controls
//! campaign` lists them. Which chapters open and what Enter plays is the
//! screen's (`screens::campaign`), which reads the medals and solves the
//! modes keep.

use crate::sim::controls::controls;

controls! {
    /// What a player can ask of the campaign screen: keys, a gamepad and
    /// scripts (`--mode campaign --script "0:next_chapter"`) become these.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum CampaignControl {
        /// The item above (wrapping round to the last).
        Previous = "previous": "the item above",
        /// The item below (wrapping round to the first).
        Next = "next": "the item below",
        /// The chapter before, its first item chosen.
        PreviousChapter = "previous_chapter": "the chapter before",
        /// The next chapter, its first item chosen.
        NextChapter = "next_chapter": "the next chapter",
        /// Play the chosen item.
        Play = "play": "play the chosen arena or level",
    }
}

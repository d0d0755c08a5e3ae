//! Tests of the view as a whole, beside no one screen.

mod guide_keys;

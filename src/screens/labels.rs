//! Labels placed beside what they name without covering one another (the
//! arena editor's problem labels under neighbouring targets): each label
//! goes where it asks unless an earlier one is there, then just below the
//! labels in its way, or above them where below runs out of the field;
//! and a notice kept off what a screen keeps clear.

/// A label's box, in the window's pixels (y down).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LabelBox {
    /// Left edge.
    pub x: f32,
    /// Top edge.
    pub y: f32,
    /// Width.
    pub w: f32,
    /// Height.
    pub h: f32,
}

impl LabelBox {
    fn overlaps(&self, other: &LabelBox, gap: f32) -> bool {
        self.x < other.x + other.w + gap
            && other.x < self.x + self.w + gap
            && self.y < other.y + other.h + gap
            && other.y < self.y + self.h + gap
    }
}

/// `want` moved down, or up where down would pass `bottom`, until it
/// overlaps none of `fixed` by less than `gap`: a notice kept off what a
/// screen announces (a chooser's title, the shooter's test name).
#[must_use]
pub fn clear_of(fixed: &[LabelBox], want: LabelBox, bottom: f32, gap: f32) -> LabelBox {
    let mut down = want;
    while let Some(hit) = fixed.iter().find(|p| p.overlaps(&down, gap)) {
        down.y = hit.y + hit.h + gap;
    }
    if down.y + down.h <= bottom || down.y == want.y {
        return down;
    }
    let mut up = want;
    while let Some(hit) = fixed.iter().find(|p| p.overlaps(&up, gap)) {
        up.y = hit.y - gap - up.h;
    }
    up
}

/// Where a notice `w` by `h` goes in a window `width` wide: at the top,
/// `margin` in, centred, else at the right, else at the left, whichever
/// first covers none of `fixed`; else centred below them.
#[must_use]
pub fn notice_place(fixed: &[LabelBox], w: f32, h: f32, width: f32, margin: f32) -> LabelBox {
    let at = |x: f32| LabelBox { x, y: margin, w, h };
    let centred = at((width - w) * 0.5);
    [centred, at(width - margin - w), at(margin)]
        .into_iter()
        .find(|spot| !fixed.iter().any(|f| f.overlaps(spot, margin * 0.5)))
        .unwrap_or_else(|| clear_of(fixed, centred, f32::INFINITY, margin * 0.5))
}

/// The boxes `wanted` (in order: an earlier label keeps its place) moved
/// down, or up where down would pass `bottom`, until none overlaps another
/// by less than `gap`. Each keeps its x and size.
#[must_use]
pub fn place(wanted: &[LabelBox], bottom: f32, gap: f32) -> Vec<LabelBox> {
    let mut placed: Vec<LabelBox> = Vec::with_capacity(wanted.len());
    for &want in wanted {
        let spot = clear_of(&placed, want, bottom, gap);
        placed.push(spot);
    }
    placed
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(x: f32, y: f32) -> LabelBox {
        LabelBox {
            x,
            y,
            w: 100.0,
            h: 20.0,
        }
    }

    fn none_overlap(boxes: &[LabelBox]) -> bool {
        boxes
            .iter()
            .enumerate()
            .all(|(i, a)| boxes[i + 1..].iter().all(|b| !a.overlaps(b, 0.0)))
    }

    #[test]
    fn labels_of_neighbours_stack_instead_of_overlapping() {
        let wanted = [
            at(10.0, 10.0),
            at(40.0, 15.0),
            at(20.0, 12.0),
            at(500.0, 10.0),
        ];
        let placed = place(&wanted, 1000.0, 2.0);
        assert!(none_overlap(&placed), "{placed:?}");
        assert_eq!(placed[0], wanted[0], "the first keeps its place");
        assert_eq!(placed[3], wanted[3], "one with room keeps its place");
        assert!(placed[1].y >= 32.0 && placed[2].y >= placed[1].y + 22.0);
        assert!(placed.iter().zip(&wanted).all(|(p, w)| p.x == w.x));
    }

    #[test]
    fn a_notice_goes_below_what_it_must_not_cover() {
        let title = at(0.0, 0.0);
        let notice = LabelBox {
            x: 50.0,
            y: 5.0,
            w: 300.0,
            h: 30.0,
        };
        let placed = clear_of(&[title], notice, 720.0, 4.0);
        assert_eq!(placed.y, 24.0);
        assert_eq!(clear_of(&[at(500.0, 0.0)], notice, 720.0, 4.0), notice);
    }

    #[test]
    fn a_notice_stands_beside_a_centred_title_where_it_fits() {
        let title = LabelBox {
            x: 500.0,
            y: 10.0,
            w: 280.0,
            h: 40.0,
        };
        let short = notice_place(&[title], 100.0, 30.0, 1280.0, 10.0);
        assert_eq!((short.x, short.y), (1170.0, 10.0), "at the right");
        let long = notice_place(&[title], 1000.0, 30.0, 1280.0, 10.0);
        assert_eq!(long.y, 55.0, "below the title");
        assert_eq!(notice_place(&[], 100.0, 30.0, 1280.0, 10.0).x, 590.0);
    }

    #[test]
    fn at_the_foot_of_the_field_a_label_goes_above() {
        let wanted = [at(10.0, 80.0), at(10.0, 80.0)];
        let placed = place(&wanted, 100.0, 2.0);
        assert!(none_overlap(&placed), "{placed:?}");
        assert!(placed[1].y < 80.0, "{placed:?}");
    }
}

//! A scene as a question shows it before the reveal: what it would show
//! of the answer taken away (where the ray enters and leaves, the shape
//! lit as hit, the panel's values and verdict), the rest as it is.

use super::figure::{Item, Report, Role, Sketch};

impl Sketch {
    /// This sketch without its answer (see the module).
    #[must_use]
    pub fn unanswered(self) -> Sketch {
        let items = self
            .items
            .into_iter()
            .filter_map(|mut item| {
                let role = role_mut(&mut item);
                match *role {
                    Role::Entry | Role::Exit => None,
                    Role::Touched => {
                        *role = Role::Shape;
                        Some(item)
                    }
                    _ => Some(item),
                }
            })
            .collect();
        Sketch {
            items,
            report: Report::new(self.report.scene),
        }
    }
}

fn role_mut(item: &mut Item) -> &mut Role {
    match item {
        Item::Band { role, .. }
        | Item::Line { role, .. }
        | Item::HalfLine { role, .. }
        | Item::Segment { role, .. }
        | Item::Polygon { role, .. }
        | Item::Circle { role, .. }
        | Item::Capsule { role, .. }
        | Item::Arrow { role, .. }
        | Item::Marker { role, .. } => role,
    }
}

#[cfg(test)]
mod tests {
    use crate::modes::raylab::RayLab;

    #[test]
    fn the_unanswered_scene_has_no_entry_and_no_values() {
        let mut lab = RayLab::new();
        lab.open(1);
        lab.load_case(0);
        let sketch = lab.sketch();
        assert!(sketch.markers("P0").next().is_some());
        let asked = sketch.unanswered();
        assert!(asked.markers("P0").next().is_none());
        assert!(asked.report.rows.is_empty());
    }
}

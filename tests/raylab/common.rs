//! What the ray-lab tests share: running a control script on a lab.

use hitlab::modes::raylab::{LabControl, RayLab};
use hitlab::sim::Script;

/// Runs `script` on `lab` for `steps` steps.
pub fn run(lab: &mut RayLab, script: &str, steps: usize) {
    let mut player = Script::parse(script)
        .unwrap()
        .player::<LabControl>()
        .unwrap();
    for _ in 0..steps {
        lab.step(&player.next_frame());
    }
}

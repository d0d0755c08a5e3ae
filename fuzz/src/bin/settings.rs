//! AFL target: [`hitlab_fuzz::settings`] on every input (persistent mode).

fn main() {
    afl::fuzz!(|data: &[u8]| {
        hitlab_fuzz::settings(data);
    });
}

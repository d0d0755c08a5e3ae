//! AFL target: [`hitlab_fuzz::campaign`] on every input (persistent mode).

fn main() {
    afl::fuzz!(|data: &[u8]| {
        hitlab_fuzz::campaign(data);
    });
}

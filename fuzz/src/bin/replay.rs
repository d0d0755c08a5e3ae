//! AFL target: [`hitlab_fuzz::replay`] on every input (persistent mode).

fn main() {
    afl::fuzz!(|data: &[u8]| {
        hitlab_fuzz::replay(data);
    });
}

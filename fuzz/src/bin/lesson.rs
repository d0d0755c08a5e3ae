//! AFL target: [`hitlab_fuzz::lesson`] on every input (persistent mode).

fn main() {
    afl::fuzz!(|data: &[u8]| {
        hitlab_fuzz::lesson(data);
    });
}

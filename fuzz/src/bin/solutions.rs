//! AFL target: [`hitlab_fuzz::solutions`] on every input (persistent mode).

fn main() {
    afl::fuzz!(|data: &[u8]| {
        hitlab_fuzz::solutions(data);
    });
}

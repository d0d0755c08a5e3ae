//! AFL target: [`hitlab_fuzz::script`] on every input (persistent mode).

fn main() {
    afl::fuzz!(|data: &[u8]| {
        hitlab_fuzz::script(data);
    });
}

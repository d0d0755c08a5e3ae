//! AFL target: [`hitlab_fuzz::arena`] on every input (persistent mode).

fn main() {
    afl::fuzz!(|data: &[u8]| {
        hitlab_fuzz::arena(data);
    });
}

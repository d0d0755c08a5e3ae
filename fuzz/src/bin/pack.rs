//! AFL target: [`hitlab_fuzz::pack`] on every input (persistent mode).

fn main() {
    afl::fuzz!(|data: &[u8]| {
        hitlab_fuzz::pack(data);
    });
}

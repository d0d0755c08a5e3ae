//! AFL target: [`hitlab_fuzz::share_code`] on every input (persistent mode).

fn main() {
    afl::fuzz!(|data: &[u8]| {
        hitlab_fuzz::share_code(data);
    });
}

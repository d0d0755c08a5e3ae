//! AFL target: [`hitlab_fuzz::arena_edit`] on every input (persistent mode).

fn main() {
    afl::fuzz!(|data: &[u8]| {
        hitlab_fuzz::arena_edit(data);
    });
}

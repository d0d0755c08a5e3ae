//! Loading a 1,000-level pack: the shipped levels repeated with metadata and
//! comments, so every line kind is parsed and every board flood-filled.

use std::hint::black_box;
use std::path::Path;

use criterion::{Criterion, criterion_group, criterion_main};
use hitlab::levels::sokoban::parse_pack;

const PACK: &str = include_str!("../resources/sokoban/hitlab.xsb");

/// 1,000 boards built from the shipped ones (their RLE form every third time).
fn thousand_levels() -> String {
    let pack = parse_pack(PACK, Path::new("hitlab.xsb"));
    let boards: Vec<String> = pack.levels().map(|l| l.to_xsb()).collect();
    let mut text = String::from("; generated for the bench\n\n");
    for i in 0..1000 {
        let board = &boards[i % boards.len()];
        if i % 3 == 0 {
            let rows: Vec<&str> = board.lines().collect();
            text.push_str(&rows.join("|"));
            text.push('\n');
        } else {
            text.push_str(board);
        }
        text.push_str(&format!("Title: Bench {i}\nAuthor: Hit Lab\n\n"));
    }
    text
}

fn load(c: &mut Criterion) {
    let text = thousand_levels();
    assert_eq!(parse_pack(&text, Path::new("b.xsb")).levels().count(), 1000);
    c.bench_function("sokoban parse+validate 1000 levels", |b| {
        b.iter(|| parse_pack(black_box(&text), Path::new("b.xsb")))
    });
}

criterion_group!(benches, load);
criterion_main!(benches);

//! The layers' guard: each core layer imports only the layers below it.
//!
//! The compiler holds the line between the core and ggez (a cargo feature:
//! `cargo check --lib --no-default-features`). Inside the core the layers
//! share one crate, so this test holds theirs by parsing every core file
//! with `syn` and resolving every path it names — `use` trees, paths in
//! code and types, and `crate::` / `super::` inside macro calls — to the
//! top-level module it lands in:
//!
//! | layer | may use |
//! | --- | --- |
//! | `geom` | glam, std |
//! | `sim`, `camera`, `files`, `resources`, `text`, `settings`, `i18n`, `colour_vision` | geom and outside crates |
//! | `levels` | the above |
//! | `modes` | the above and `levels` |
//! | `lesson` | the above and `modes` |
//! | `editor` | the above |
//! | `check`, `catalogue` | every layer above |
//! | `screens` | every core layer |
//!
//! and no core file names `view`, `app`, `cli` or ggez. The rules layers
//! (`geom`, `levels`, `modes`) name no `i18n` either: they report reasons
//! and values as data, and the layer above words them.

use std::path::{Path, PathBuf};

use proc_macro2::{TokenStream, TokenTree};
use syn::visit::Visit;

/// The core's layers from the bottom up: a file in one may name the
/// modules of its own layer and those below, never above. A module the
/// library does not declare is skipped, so the table can name a module
/// before it exists.
const LAYERS: &[&[&str]] = &[
    &["geom"],
    &[
        "sim",
        "camera",
        "files",
        "resources",
        "text",
        "settings",
        "i18n",
        "colour_vision",
    ],
    &["levels"],
    &["modes"],
    &["lesson"],
    &["editor"],
    &["check", "catalogue"],
    &["screens"],
];

/// The layers whose rules report reasons as data and word nothing: they
/// may not name `i18n`, though it sits below `levels` and `modes`.
const WORDLESS: &[&str] = &["geom", "levels", "modes"];

/// The binary's modules: no core file may name them.
const BINARY: &[&str] = &["view", "app", "cli"];

/// What `geom`'s files may import besides the crate's own modules.
const GEOM_CRATES: &[&str] = &["glam", "std", "core"];

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|layer| layer.contains(&module))
}

/// One path a file names, as written, with where it stands.
#[derive(Debug)]
struct Named {
    segments: Vec<String>,
    line: usize,
    /// In a `use` tree: a leading name there is a crate or a local item,
    /// never a variable or a type's associated item.
    in_use: bool,
    /// The inline modules (`mod tests { ... }`) it stands in, outermost
    /// first, which `super` climbs out of before the file's own module.
    inline: Vec<String>,
}

/// Collects every path a file names, and the names it declares.
#[derive(Default)]
struct Paths {
    named: Vec<Named>,
    /// Items declared in the file (modules, types, functions...): a `use`
    /// of `Side::*` names one of them, not a crate.
    declared: Vec<String>,
    /// The inline modules being read, outermost first.
    inline: Vec<String>,
}

impl Paths {
    fn push(&mut self, segments: Vec<String>, line: usize, in_use: bool) {
        if !segments.is_empty() {
            self.named.push(Named {
                segments,
                line,
                in_use,
                inline: self.inline.clone(),
            });
        }
    }

    fn use_tree(&mut self, prefix: &mut Vec<String>, tree: &syn::UseTree, line: usize) {
        match tree {
            syn::UseTree::Path(p) => {
                prefix.push(p.ident.to_string());
                self.use_tree(prefix, &p.tree, line);
                prefix.pop();
            }
            syn::UseTree::Name(n) => {
                let mut path = prefix.clone();
                if n.ident != "self" {
                    path.push(n.ident.to_string());
                }
                self.push(path, line, true);
            }
            syn::UseTree::Rename(r) => {
                let mut path = prefix.clone();
                if r.ident != "self" {
                    path.push(r.ident.to_string());
                }
                self.push(path, line, true);
            }
            syn::UseTree::Glob(_) => self.push(prefix.clone(), line, true),
            syn::UseTree::Group(g) => {
                for tree in &g.items {
                    self.use_tree(prefix, tree, line);
                }
            }
        }
    }

    /// `crate::x` and `super::x` inside a macro's tokens, which syn leaves
    /// unparsed (`format!`, `matches!`, a test's `assert!`).
    fn tokens(&mut self, tokens: TokenStream) {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let mut i = 0;
        while i < trees.len() {
            match &trees[i] {
                TokenTree::Group(g) => self.tokens(g.stream()),
                TokenTree::Ident(id) if id == "crate" || id == "super" || id == "ggez" => {
                    let after_dollar =
                        i > 0 && matches!(&trees[i - 1], TokenTree::Punct(p) if p.as_char() == '$');
                    let mut segments = vec![id.to_string()];
                    let mut j = i + 1;
                    while let (
                        Some(TokenTree::Punct(a)),
                        Some(TokenTree::Punct(b)),
                        Some(TokenTree::Ident(next)),
                    ) = (trees.get(j), trees.get(j + 1), trees.get(j + 2))
                    {
                        if a.as_char() != ':' || b.as_char() != ':' {
                            break;
                        }
                        segments.push(next.to_string());
                        j += 3;
                    }
                    if !after_dollar && segments.len() > 1 {
                        self.push(segments, id.span().start().line, false);
                    }
                    i = j;
                    continue;
                }
                _ => {}
            }
            i += 1;
        }
    }
}

impl<'ast> Visit<'ast> for Paths {
    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        let line = item.use_token.span.start().line;
        let mut prefix = Vec::new();
        if item.leading_colon.is_some() {
            prefix.push(String::new());
        }
        self.use_tree(&mut prefix, &item.tree, line);
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        let line = path
            .segments
            .first()
            .map_or(0, |s| s.ident.span().start().line);
        let mut segments: Vec<String> = Vec::new();
        if path.leading_colon.is_some() {
            segments.push(String::new());
        }
        segments.extend(path.segments.iter().map(|s| s.ident.to_string()));
        self.push(segments, line, false);
        syn::visit::visit_path(self, path);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        self.tokens(mac.tokens.clone());
        syn::visit::visit_macro(self, mac);
    }

    fn visit_item_mod(&mut self, item: &'ast syn::ItemMod) {
        let inline = item.content.is_some();
        if inline {
            self.inline.push(item.ident.to_string());
        }
        syn::visit::visit_item_mod(self, item);
        if inline {
            self.inline.pop();
        }
    }

    fn visit_item(&mut self, item: &'ast syn::Item) {
        let ident = match item {
            syn::Item::Mod(i) => Some(&i.ident),
            syn::Item::Struct(i) => Some(&i.ident),
            syn::Item::Enum(i) => Some(&i.ident),
            syn::Item::Fn(i) => Some(&i.sig.ident),
            syn::Item::Const(i) => Some(&i.ident),
            syn::Item::Static(i) => Some(&i.ident),
            syn::Item::Trait(i) => Some(&i.ident),
            syn::Item::Type(i) => Some(&i.ident),
            syn::Item::Union(i) => Some(&i.ident),
            _ => None,
        };
        if let Some(ident) = ident {
            self.declared.push(ident.to_string());
        }
        syn::visit::visit_item(self, item);
    }
}

/// The module path of a file under `src/` (`src/modes/sokoban/game.rs` →
/// `["modes", "sokoban", "game"]`; a `mod.rs` is its folder's module).
fn module_path(src: &Path, file: &Path) -> Vec<String> {
    let relative = file.strip_prefix(src).unwrap_or(file);
    let mut parts: Vec<String> = relative
        .with_extension("")
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

/// The crate module a path lands in, seen from `module` (`super::super::x`
/// from `modes::sokoban::solver` → `modes`), or `None` when it stays
/// outside the crate's modules (an outside crate, a local name).
fn top_module(segments: &[String], module: &[String]) -> Option<String> {
    match segments.first().map(String::as_str) {
        Some("crate") => segments.get(1).cloned(),
        Some("super" | "self") => {
            let mut at = module.to_vec();
            for segment in segments {
                match segment.as_str() {
                    "super" => {
                        at.pop();
                    }
                    "self" => {}
                    other => {
                        at.push(other.to_owned());
                        break;
                    }
                }
            }
            at.first().cloned()
        }
        _ => None,
    }
}

/// Every rule a file's source breaks, as `file:line: what`; `module` is the
/// file's module path, its first part the layer's module.
fn violations_in(source: &str, module: &[String], place: &str) -> Vec<String> {
    let mut found = Vec::new();
    let syntax = match syn::parse_file(source) {
        Ok(syntax) => syntax,
        Err(e) => return vec![format!("{place}: does not parse: {e}")],
    };
    let mut paths = Paths::default();
    paths.visit_file(&syntax);
    let own = module.first().map_or("", String::as_str);
    let Some(level) = layer_of(own) else {
        return vec![format!("{place}: {own} is in no layer")];
    };
    for named in &paths.named {
        let at = format!("{place}:{}", named.line);
        let first = named.segments.first().map_or("", String::as_str);
        let crate_name = if first.is_empty() {
            named.segments.get(1).map_or("", String::as_str)
        } else {
            first
        };
        if crate_name == "ggez" {
            found.push(format!("{at}: {own} names ggez"));
            continue;
        }
        let within: Vec<String> = module.iter().chain(&named.inline).cloned().collect();
        if let Some(top) = top_module(&named.segments, &within) {
            let above = layer_of(&top).is_some_and(|l| l > level);
            if above || BINARY.contains(&top.as_str()) {
                found.push(format!("{at}: {own} names crate::{top}"));
            } else if top == "i18n" && WORDLESS.contains(&own) {
                found.push(format!("{at}: {own} words text through crate::i18n"));
            }
            continue;
        }
        // An outside crate in a `use` (or a `::name` path): geom takes only
        // glam and std.
        let outside =
            first.is_empty() || (named.in_use && !paths.declared.iter().any(|d| d == first));
        if own == "geom"
            && outside
            && !matches!(crate_name, "crate" | "super" | "self" | "Self")
            && !GEOM_CRATES.contains(&crate_name)
        {
            found.push(format!("{at}: geom imports {crate_name}"));
        }
    }
    found
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The modules `src/lib.rs` declares.
fn core_modules() -> Vec<String> {
    let lib = std::fs::read_to_string(src().join("lib.rs")).expect("src/lib.rs");
    let syntax = syn::parse_file(&lib).expect("src/lib.rs parses");
    syntax
        .items
        .iter()
        .filter_map(|item| match item {
            syn::Item::Mod(m) if matches!(m.vis, syn::Visibility::Public(_)) => {
                Some(m.ident.to_string())
            }
            _ => None,
        })
        .collect()
}

#[test]
fn each_layer_imports_only_the_layers_below_it() {
    let src = src();
    let mut found = Vec::new();
    let mut read = 0;
    for module in core_modules() {
        let mut files = Vec::new();
        let dir = src.join(&module);
        if dir.is_dir() {
            files.extend(crate::rust_files(&dir));
        }
        let file = src.join(format!("{module}.rs"));
        if file.is_file() {
            files.push(file);
        }
        for file in files {
            let text = std::fs::read_to_string(&file)
                .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            let place = file
                .strip_prefix(&src)
                .unwrap_or(&file)
                .display()
                .to_string();
            found.extend(violations_in(&text, &module_path(&src, &file), &place));
            read += 1;
        }
    }
    assert!(read > 100, "the guard read only {read} files");
    assert!(
        found.is_empty(),
        "imports across layers:\n{}",
        found.join("\n")
    );
}

#[test]
fn every_core_module_is_in_a_layer() {
    let modules = core_modules();
    assert!(modules.len() > 5, "src/lib.rs declares {modules:?}");
    for module in modules {
        assert!(layer_of(&module).is_some(), "{module} is in no layer");
    }
}

fn module(path: &str) -> Vec<String> {
    path.split("::").map(str::to_owned).collect()
}

fn check(source: &str, at: &str) -> Vec<String> {
    violations_in(source, &module(at), "f.rs")
}

#[test]
fn an_upward_import_is_seen_in_every_spelling() {
    let upward = [
        "use crate::modes::shooter::Game;",
        "use crate::{geom, modes::shooter::Game};",
        "use crate::{self as c, modes};",
        "pub(crate) use crate::modes::*;",
        "fn f() { let _ = crate::modes::shooter::Game::new(); }",
        "fn f() -> crate::modes::Score { todo!() }",
        "fn f() { assert!(matches!(x, crate::modes::A)); }",
    ];
    for source in upward {
        assert_eq!(
            check(source, "levels::arena"),
            ["f.rs:1: levels names crate::modes"],
            "{source}"
        );
    }
    // Three levels up from levels::arena::walk is the crate root, then
    // down into modes.
    assert_eq!(
        check("use super::super::super::modes::X;", "levels::arena::walk"),
        ["f.rs:1: levels names crate::modes"]
    );
    assert_eq!(
        check(
            "mod tests { mod deeper { use super::super::super::super::modes::X; } }",
            "levels::arena"
        ),
        ["f.rs:1: levels names crate::modes"],
        "inline modules are climbed out of first"
    );
    assert_eq!(
        check(
            "use super::super::game::Dir;",
            "modes::sokoban::solver::board"
        ),
        Vec::<String>::new(),
        "within its own module"
    );
}

#[test]
fn the_binary_and_ggez_are_refused_to_every_layer() {
    assert_eq!(
        check("use crate::view::Theme;", "screens::chooser"),
        ["f.rs:1: screens names crate::view"]
    );
    assert_eq!(
        check("fn f(c: &mut ggez::Context) {}", "geom"),
        ["f.rs:1: geom names ggez"]
    );
    assert_eq!(
        check("use ::ggez::graphics;", "modes"),
        ["f.rs:1: modes names ggez"]
    );
}

#[test]
fn the_rules_layers_word_nothing() {
    let wording = [
        ("use crate::i18n::tr;", "modes::raylab::slab"),
        ("use crate::{geom::Aabb, i18n::tr_args};", "modes"),
        (
            "fn f() -> String { crate::i18n::tr(\"sokoban-last-level\") }",
            "levels::sokoban",
        ),
        ("use super::super::i18n::Lang;", "modes::sokoban"),
        (
            "fn f() { let _ = format!(\"{}\", crate::i18n::tr(\"x\")); }",
            "modes::shooter",
        ),
    ];
    for (source, at) in wording {
        let own = at.split("::").next().unwrap_or_default();
        assert_eq!(
            check(source, at),
            [format!("f.rs:1: {own} words text through crate::i18n")],
            "{source}"
        );
    }
    // Below i18n, geom is already refused it as an upward import.
    assert_eq!(
        check("use crate::i18n::tr;", "geom"),
        ["f.rs:1: geom names crate::i18n"]
    );
    // The layers above the rules word what the rules report.
    for at in ["lesson::check", "editor::arena", "screens", "check"] {
        assert_eq!(
            check("use crate::i18n::{Lang, tr};", at),
            Vec::<String>::new(),
            "{at}"
        );
    }
}

#[test]
fn geom_takes_only_glam_and_std_and_its_own_names() {
    assert_eq!(
        check("use rand::Rng;", "geom::ray"),
        ["f.rs:1: geom imports rand"]
    );
    let allowed = "mod grid;\npub use grid::Grid;\nenum Side { A }\nuse Side::*;\n\
                   use glam::Vec2;\nuse std::f32::consts::PI;\nuse super::Aabb;";
    assert_eq!(check(allowed, "geom::broad"), Vec::<String>::new());
}

#[test]
fn a_downward_or_sideways_import_passes() {
    let fine = "use crate::geom::Aabb;\nuse crate::levels::ArenaFile;\n\
                use crate::catalogue::Card;\nmacro_rules! m { () => { $crate::modes::X } }";
    assert_eq!(check(fine, "check"), Vec::<String>::new());
}

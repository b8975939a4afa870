//! The layout rule of `ir/src` (ir/ARCHITECTURE.md): the top-level modules
//! are layers in a fixed order, and a layer names only the layers before it;
//! no import cycle between top-level modules; the crate root declares the
//! layers in that order; every source file opens with a `//!` comment and
//! stays under [`MAX_LINES`] lines.
//!
//! [`check_layers`] reads the sources as text (no compiler involved): every
//! `crate::<top>` (or `ir::<top>`: the crate names itself `ir` for the code
//! it generates) and every `super::` path that climbs out of a top-level
//! module is an edge between top-level modules. Comments and literals are
//! skipped (a doc link may point anywhere). The crate root (`lib.rs`, which
//! declares the layers and re-exports the public paths) and `bin/` (separate
//! crates that use the library by its name) are not layers. The function
//! takes the source folder and the layer order, so another crate can state
//! its own.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The names by which `ir`'s sources name the crate itself.
const ROOTS: &[&str] = &["crate", "ir"];

/// `ir`'s layers, lowest first.
const LAYERS: &[&str] = &[
    "support",
    "core",
    "interfaces",
    "parser",
    "verifier",
    "rewrite",
    "pass",
    "transforms",
    "conversion",
    "dialect",
    "tools",
];

/// The longest a source file may be.
const MAX_LINES: usize = 1200;

#[test]
fn ir_src_keeps_its_layers() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let problems = check_layers(&src, ROOTS, LAYERS, MAX_LINES);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn crafted_violations_are_found() {
    let dir = std::env::temp_dir().join(format!("ir-layers-check-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    let write = |path: &str, text: &str| {
        let p = dir.join(path);
        fs::create_dir_all(p.parent().expect("a parent")).expect("temp dir");
        fs::write(p, text).expect("temp file");
    };
    // The root declares the layers out of order.
    write(
        "lib.rs",
        "//! Root.\nmod high;\nmod low;\nmod stray;\npub use low::A;\n",
    );
    // `low` names `high` (upward, and a cycle with `high -> low`), through
    // `crate::` and through `super::super::` from a nested file.
    write(
        "low/mod.rs",
        "//! Low.\npub mod deep;\nuse crate::high::B;\n",
    );
    write(
        "low/deep.rs",
        "//! Deep.\nfn f() { super::super::high::g(); }\nfn h() { ::ir::high::g(); }\n",
    );
    // (`super::` inside an inline module stays in the file's module.)
    write(
        "high/mod.rs",
        "//! High.\nuse crate::low::A;\npub fn g() {}\nmod tests {\n    use super::g;\n}\n",
    );
    // Not a layer, no opening comment, too long.
    write("stray.rs", &"fn x() {}\n".repeat(12));
    // Names in comments, strings and characters are not references.
    write(
        "high/quiet.rs",
        "//! Quiet: [`crate::nowhere`].\n\
         // crate::nowhere\n\
         const S: &str = \"crate::nowhere // \\\" crate::nowhere\";\n\
         const C: char = '\"'; // crate::nowhere\n\
         fn h<'a>(x: &'a str) -> &'a str { x }\n",
    );
    let found = check_layers(&dir, ROOTS, &["low", "high"], 10);
    let _ = fs::remove_dir_all(&dir);
    let has = |needle: &str| found.iter().any(|p| p.contains(needle));
    assert!(
        has("low/mod.rs:3: `low` names `high`, a layer above it"),
        "{found:#?}"
    );
    assert!(
        has("low/deep.rs:2: `low` names `high`, a layer above it"),
        "{found:#?}"
    );
    assert!(
        has("low/deep.rs:3: `low` names `high`, a layer above it"),
        "{found:#?}"
    );
    assert!(has("import cycle: high -> low -> high"), "{found:#?}");
    assert!(has("stray.rs: `stray` is not a layer"), "{found:#?}");
    assert!(has("stray.rs: 12 lines (at most 10)"), "{found:#?}");
    assert!(
        has("stray.rs: does not open with a `//!` comment"),
        "{found:#?}"
    );
    assert!(
        has(
            "lib.rs: declares the modules high, low, stray in this order; the layers are low, high"
        ),
        "{found:#?}"
    );
    assert!(!has("nowhere") && !has("quiet.rs"), "{found:#?}");
    assert_eq!(found.len(), 8, "{found:#?}");
}

/// Every breach of the layout rule in the crate sources under `src`, whose
/// top-level modules are `layers`, lowest first, and which name the crate
/// itself by any of `roots` (`crate`, and the crate's own name if it uses
/// it); at most `max_lines` lines per file.
fn check_layers(src: &Path, roots: &[&str], layers: &[&str], max_lines: usize) -> Vec<String> {
    let mut problems = Vec::new();
    let mut files = Vec::new();
    rust_files(src, &mut files);
    files.sort();
    let rank = |m: &str| layers.iter().position(|l| *l == m);
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in &files {
        let rel = file.strip_prefix(src).expect("under src");
        let shown = rel.to_string_lossy().replace('\\', "/");
        let text = fs::read_to_string(file).expect("readable source");
        let lines = text.lines().count();
        if lines > max_lines {
            problems.push(format!("{shown}: {lines} lines (at most {max_lines})"));
        }
        if !text.starts_with("//!") {
            problems.push(format!("{shown}: does not open with a `//!` comment"));
        }
        let module = module_path(rel);
        let Some(top) = module.first().cloned() else {
            let declared = root_modules(&code_only(&text));
            if declared != layers {
                problems.push(format!(
                    "{shown}: declares the modules {} in this order; the layers are {}",
                    declared.join(", "),
                    layers.join(", ")
                ));
            }
            continue;
        };
        if top == "bin" {
            continue;
        }
        let Some(own) = rank(&top) else {
            problems.push(format!("{shown}: `{top}` is not a layer"));
            continue;
        };
        for (line, target) in references(&code_only(&text), &module, roots) {
            if target == top {
                continue;
            }
            edges.entry(top.clone()).or_default().insert(target.clone());
            match rank(&target) {
                None => problems.push(format!(
                    "{shown}:{line}: `{top}` names `{target}` at the crate root, which is not a layer (name the layer that holds it)"
                )),
                Some(r) if r > own => problems.push(format!(
                    "{shown}:{line}: `{top}` names `{target}`, a layer above it"
                )),
                Some(_) => {}
            }
        }
    }
    problems.extend(cycles(&edges));
    problems
}

/// The `.rs` files under `dir`.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("readable folder") {
        let path = entry.expect("folder entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module a file defines, as path segments from the crate root
/// (`asm/parser/mod.rs` is `asm::parser`; `lib.rs` is the root, empty).
fn module_path(rel: &Path) -> Vec<String> {
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    let last = parts.pop().expect("a file name");
    let stem = last.trim_end_matches(".rs");
    if stem != "mod" && !(parts.is_empty() && stem == "lib") {
        parts.push(stem.to_string());
    }
    parts
}

/// The modules the crate root `code` declares (`mod x;`, `pub mod x;`), in
/// order.
fn root_modules(code: &str) -> Vec<String> {
    code.lines()
        .filter_map(|l| {
            let l = l.trim();
            let rest = l.strip_prefix("pub ").unwrap_or(l).strip_prefix("mod ")?;
            Some(rest.strip_suffix(';')?.trim().to_string())
        })
        .collect()
}

/// `text` with comments, string literals and character literals blanked
/// (newlines kept, so line numbers stay).
fn code_only(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let blank = |s: &[u8], out: &mut String| {
        out.extend(s.iter().map(|&c| if c == b'\n' { '\n' } else { ' ' }))
    };
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    while i < b.len() {
        let rest = &b[i..];
        let after_ident = i > 0 && ident(b[i - 1]);
        let end = if rest.starts_with(b"//") {
            rest.iter().position(|&c| c == b'\n').unwrap_or(rest.len())
        } else if rest.starts_with(b"/*") {
            text[i + 2..].find("*/").map_or(rest.len(), |e| e + 4)
        } else if rest[0] == b'"' {
            let mut j = 1;
            while j < rest.len() && rest[j] != b'"' {
                j += if rest[j] == b'\\' { 2 } else { 1 };
            }
            (j + 1).min(rest.len())
        } else if rest[0] == b'r' && !after_ident && matches!(rest.get(1), Some(b'"' | b'#')) {
            let hashes = rest[1..].iter().take_while(|&&c| c == b'#').count();
            let close = format!("\"{}", "#".repeat(hashes));
            match text[i + 2 + hashes..].find(&close) {
                Some(e) if rest.get(1 + hashes) == Some(&b'"') => 2 + hashes + e + close.len(),
                _ => 1,
            }
        } else if rest[0] == b'\'' && rest.get(1) == Some(&b'\\') {
            rest[2..]
                .iter()
                .position(|&c| c == b'\'')
                .map_or(1, |e| e + 3)
        } else if rest[0] == b'\'' && rest.get(2) == Some(&b'\'') {
            3
        } else {
            out.push(rest[0] as char);
            i += 1;
            continue;
        };
        blank(&rest[..end], &mut out);
        i += end;
    }
    out
}

/// The top-level modules that `code` (of the module at `module`) names,
/// with their line numbers: `<root>::x` for each of `roots` (`crate::x`
/// also as `$crate::x`) and `super::` paths that climb out of the
/// top-level module. Inline `mod name { ... }` blocks move `super::` down a
/// level.
fn references(code: &str, module: &[String], roots: &[&str]) -> Vec<(usize, String)> {
    let b = code.as_bytes();
    let ident_at = |i: usize| -> &str {
        let e = b[i..]
            .iter()
            .position(|&c| !(c.is_ascii_alphanumeric() || c == b'_'))
            .map_or(b.len(), |p| i + p);
        &code[i..e]
    };
    let word_start = |i: usize| i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_');
    let mut found = Vec::new();
    let mut line = 1;
    // The module path at the cursor, and the brace depth each inline
    // module's block closes at.
    let mut path = module.to_vec();
    let mut inline: Vec<usize> = Vec::new();
    let mut depth = 0;
    let mut pending_mod = false;
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'\n' => line += 1,
            b'{' => {
                depth += 1;
                if pending_mod {
                    inline.push(depth);
                    pending_mod = false;
                }
            }
            b'}' => {
                if inline.last() == Some(&depth) {
                    inline.pop();
                    path.pop();
                }
                depth -= 1;
            }
            // `mod name;` declares a file module.
            b';' if pending_mod => {
                path.pop();
                pending_mod = false;
            }
            _ if word_start(i) && code[i..].starts_with("mod ") => {
                let name = ident_at(i + 4);
                if !name.is_empty() {
                    path.push(name.to_string());
                    pending_mod = true;
                    i += 4 + name.len();
                    continue;
                }
            }
            _ if word_start(i)
                && roots
                    .iter()
                    .any(|r| code[i..].starts_with(r) && code[i + r.len()..].starts_with("::")) =>
            {
                let start = i + code[i..].find("::").expect("a root") + 2;
                let name = ident_at(start);
                found.push((line, name.to_string()));
                i = start + name.len();
                continue;
            }
            _ if word_start(i) && code[i..].starts_with("super::") => {
                let mut at = path.clone();
                let mut j = i;
                while code[j..].starts_with("super::") {
                    at.pop();
                    j += 7;
                }
                if at.is_empty() {
                    found.push((line, ident_at(j).to_string()));
                }
                i = j;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    found
}

/// Cycles of the graph `edges` between top-level modules (at least one
/// through every group of modules that reach each other), each once.
fn cycles(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<String> {
    fn walk(
        node: &str,
        edges: &BTreeMap<String, BTreeSet<String>>,
        stack: &mut Vec<String>,
        done: &mut BTreeSet<String>,
        out: &mut BTreeSet<Vec<String>>,
    ) {
        if let Some(at) = stack.iter().position(|n| n == node) {
            let mut cycle: Vec<String> = stack[at..].to_vec();
            // The same cycle from its smallest member, once.
            let first = (0..cycle.len()).min_by_key(|&k| &cycle[k]).unwrap_or(0);
            cycle.rotate_left(first);
            out.insert(cycle);
            return;
        }
        if done.contains(node) {
            return;
        }
        stack.push(node.to_string());
        for next in edges.get(node).into_iter().flatten() {
            walk(next, edges, stack, done, out);
        }
        stack.pop();
        done.insert(node.to_string());
    }
    let mut found = BTreeSet::new();
    let mut done = BTreeSet::new();
    for node in edges.keys() {
        walk(node, edges, &mut Vec::new(), &mut done, &mut found);
    }
    found
        .into_iter()
        .map(|c| format!("import cycle: {} -> {}", c.join(" -> "), c[0]))
        .collect()
}

//! The layout of `tblgen-core/src` (see `ARCHITECTURE.md`): top-level
//! modules in layers, each importing only from the layers below it, and
//! files small enough to read in one sitting, each opening with a `//!`
//! comment that says what it holds.
//!
//! The check reads the sources as text: every `crate::<module>` path and
//! every `super::` path that leaves its top-level module (in `use`
//! declarations, expressions and types alike; comments and literals are
//! skipped) is an import of that module.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

/// The layers of `tblgen-core`, lowest first. A module may import from the
/// layers below its own, not from its own (the models `format` and `drr`
/// are independent of each other) nor from those above.
const LAYERS: &[&[&str]] = &[
    &["diag"],
    &["tablegen"],
    &["ods", "pass"],
    &["format", "drr"],
    &["emit"],
];

/// Longest source file accepted.
const MAX_LINES: usize = 1200;

#[test]
fn tblgen_core_is_layered() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let problems = check(&src, LAYERS, MAX_LINES);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The check finds what it is there to find: a crafted source tree with an
/// upward import (through a `use` group), a cycle (through `super::super`),
/// a module missing from the layers, a long file and a file without its
/// opening comment. Paths in comments and string literals are not imports,
/// and `super` inside an inline module is that module's parent.
#[test]
fn crafted_violations_are_found() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let src = dir.path();
    let write = |path: &str, text: &str| {
        let p = src.join(path);
        fs::create_dir_all(p.parent().expect("parent")).expect("create directory");
        fs::write(p, text).expect("write source");
    };
    write(
        "lib.rs",
        "//! Root.\npub mod low;\npub mod high;\npub mod extra;\n",
    );
    write(
        "low.rs",
        "//! Low.\n// crate::high in a comment\nuse crate::{diag_free, high::Thing};\n\
         fn f() -> &'static str { \"crate::extra\" }\n\
         pub mod high { pub fn g() {} }\nmod tests { use super::high::g; }\n",
    );
    write("high/mod.rs", "//! High.\nmod inner;\n");
    write(
        "high/inner.rs",
        "//! Inner.\nuse super::super::low::f;\nmod tests { use super::super::Thing; }\n",
    );
    write("extra.rs", &format!("//! Extra.\n{}", "\n".repeat(20)));
    write("bare.rs", "fn main() {}\n");

    let problems = check(src, &[&["low"], &["high"]], 10).join("\n");
    for expected in [
        "low.rs:3: `low` imports `high`",
        "import cycle: high → low → high",
        "module `extra` is in no layer",
        "module `bare` is in no layer",
        "extra.rs: 21 lines",
        "bare.rs: does not open with a `//!` comment",
    ] {
        assert!(
            problems.contains(expected),
            "missing {expected:?} in:\n{problems}"
        );
    }
    // `high` importing `low` is allowed; `extra` is only named in a string.
    assert!(!problems.contains("`high` imports `low`"), "{problems}");
    assert!(!problems.contains("imports `extra`"), "{problems}");
    assert_eq!(problems.lines().count(), 6, "{problems}");
}

/// Everything wrong with the tree under `src` for `layers` (lowest
/// first): imports that go up a layer or stay within one, import cycles
/// between top-level modules, top-level modules in no layer, files over
/// `max_lines` lines and files that do not open with a `//!` comment.
fn check(src: &Path, layers: &[&[&str]], max_lines: usize) -> Vec<String> {
    let mut problems = Vec::new();
    let files = rust_files(src);
    let modules = top_level_modules(src);
    let layer_of = |m: &str| layers.iter().position(|l| l.contains(&m));
    for m in &modules {
        if layer_of(m).is_none() {
            problems.push(format!("module `{m}` is in no layer"));
        }
    }
    let mut graph: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for file in &files {
        let rel = file.strip_prefix(src).expect("file under src");
        let shown = rel.display();
        let text = fs::read_to_string(file).expect("read source");
        let lines = text.lines().count();
        if lines > max_lines {
            problems.push(format!("{shown}: {lines} lines (at most {max_lines})"));
        }
        if !text.trim_start().starts_with("//!") {
            problems.push(format!("{shown}: does not open with a `//!` comment"));
        }
        // Binaries are crates of their own, above the library.
        let Some(path) = module_path(rel) else {
            continue;
        };
        let Some(top) = path.first() else { continue };
        for (line, target) in imports(&text, &path) {
            if target == *top || !modules.contains(&target) {
                continue;
            }
            let edges = graph.entry(top.clone()).or_default();
            if !edges.contains(&target) {
                edges.push(target.clone());
            }
            if let (Some(from), Some(to)) = (layer_of(top), layer_of(&target)) {
                if from <= to {
                    problems.push(format!(
                        "{shown}:{line}: `{top}` imports `{target}`, which is not in a layer below"
                    ));
                }
            }
        }
    }
    problems.extend(cycles(&graph));
    problems
}

/// The `.rs` files under `dir`, sorted.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut entries: Vec<PathBuf> = fs::read_dir(dir)
        .expect("read directory")
        .map(|e| e.expect("directory entry").path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            out.extend(rust_files(&p));
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
    out
}

/// The crate's top-level modules: the files and folders beside `lib.rs`
/// (`bin` holds binaries).
fn top_level_modules(src: &Path) -> Vec<String> {
    let mut out: Vec<String> = fs::read_dir(src)
        .expect("read src")
        .filter_map(|e| {
            let p = e.expect("directory entry").path();
            let name = p.file_stem()?.to_str()?.to_string();
            let is_module = if p.is_dir() {
                name != "bin"
            } else {
                p.extension().is_some_and(|e| e == "rs") && name != "lib"
            };
            is_module.then_some(name)
        })
        .collect();
    out.sort();
    out
}

/// The module path of the file at `rel` (relative to `src`): `ods/mod.rs`
/// and `ods.rs` are `[ods]`, `lib.rs` is `[]`; `None` for binaries.
fn module_path(rel: &Path) -> Option<Vec<String>> {
    let mut parts: Vec<String> = rel
        .iter()
        .map(|c| c.to_str().expect("UTF-8 path").to_string())
        .collect();
    if parts.first().is_some_and(|p| p == "bin") {
        return None;
    }
    let last = parts.pop().expect("file name");
    let stem = last.strip_suffix(".rs").expect("a .rs file");
    if stem != "mod" && !(parts.is_empty() && stem == "lib") {
        parts.push(stem.to_string());
    }
    Some(parts)
}

/// A token of Rust source, as far as paths are concerned.
#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Ident(String),
    PathSep,
    Open,
    Close,
    Comma,
    Other,
}

/// The tokens of `text` with their line numbers; comments, string, byte
/// and character literals and lifetimes are left out.
fn tokens(text: &str) -> Vec<(Tok, usize)> {
    let c: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    // Skips a quoted literal whose opening quote is at `i`.
    let skip_quoted = |i: &mut usize, line: &mut usize, quote: char| {
        *i += 1;
        while *i < c.len() && c[*i] != quote {
            if c[*i] == '\\' {
                *i += 1;
            }
            if c.get(*i) == Some(&'\n') {
                *line += 1;
            }
            *i += 1;
        }
        *i += 1;
    };
    while i < c.len() {
        let ch = c[i];
        if ch == '\n' {
            line += 1;
            i += 1;
        } else if ch.is_whitespace() {
            i += 1;
        } else if ch == '/' && c.get(i + 1) == Some(&'/') {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if ch == '/' && c.get(i + 1) == Some(&'*') {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && c.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    if c[i] == '\n' {
                        line += 1;
                    }
                    i += 1;
                }
            }
        } else if ch == '"' {
            skip_quoted(&mut i, &mut line, '"');
        } else if ch == '\'' {
            if c.get(i + 1) == Some(&'\\') || c.get(i + 2) == Some(&'\'') {
                skip_quoted(&mut i, &mut line, '\'');
            } else {
                // A lifetime: its name is not a path.
                i += 1;
                while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                    i += 1;
                }
            }
        } else if ch.is_alphabetic() || ch == '_' {
            let start = i;
            while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                i += 1;
            }
            let word: String = c[start..i].iter().collect();
            let hashes = c[i..].iter().take_while(|&&h| h == '#').count();
            if matches!(word.as_str(), "r" | "br") && c.get(i + hashes) == Some(&'"') {
                // A raw string: it ends at a quote followed by as many `#`.
                i += hashes + 1;
                while i < c.len()
                    && !(c[i] == '"'
                        && c[i + 1..].iter().take_while(|&&h| h == '#').count() >= hashes)
                {
                    if c[i] == '\n' {
                        line += 1;
                    }
                    i += 1;
                }
                i += hashes + 1;
            } else if word == "b" && matches!(c.get(i), Some('"' | '\'')) {
                let quote = c[i];
                skip_quoted(&mut i, &mut line, quote);
            } else if word == "r" && hashes == 1 {
                // A raw identifier (`r#type`): the next word is the name.
                i += 1;
            } else {
                out.push((Tok::Ident(word), line));
            }
        } else if ch.is_ascii_digit() {
            while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                i += 1;
            }
            out.push((Tok::Other, line));
        } else {
            let tok = match ch {
                ':' if c.get(i + 1) == Some(&':') => {
                    i += 1;
                    Tok::PathSep
                }
                '{' => Tok::Open,
                '}' => Tok::Close,
                ',' => Tok::Comma,
                _ => Tok::Other,
            };
            out.push((tok, line));
            i += 1;
        }
    }
    out
}

/// The top-level modules that the source `text` of the module at `path`
/// names, with the line of each naming: the first segment after `crate::`,
/// and the module a `super::` path reaches when it leaves the file's
/// top-level module (inline `mod x { ... }` blocks are followed, so that
/// `super` in a test module is the file's module).
fn imports(text: &str, path: &[String]) -> Vec<(usize, String)> {
    let toks = tokens(text);
    let mut out = Vec::new();
    let mut depth = 0usize;
    // Inline modules entered, with the brace depth inside each.
    let mut inline: Vec<(String, usize)> = Vec::new();
    let ident = |j: usize| match toks.get(j) {
        Some((Tok::Ident(s), _)) => Some(s.as_str()),
        _ => None,
    };
    let sep = |j: usize| matches!(toks.get(j), Some((Tok::PathSep, _)));
    for (i, (tok, line)) in toks.iter().enumerate() {
        match tok {
            Tok::Open => depth += 1,
            Tok::Close => {
                if inline.last().is_some_and(|(_, d)| *d == depth) {
                    inline.pop();
                }
                depth = depth.saturating_sub(1);
            }
            Tok::Ident(w) if w == "mod" => {
                if let (Some(name), Some((Tok::Open, _))) = (ident(i + 1), toks.get(i + 2)) {
                    inline.push((name.to_string(), depth + 1));
                }
            }
            Tok::Ident(w) if w == "crate" && sep(i + 1) => {
                for name in first_segments(&toks, i + 2) {
                    out.push((*line, name));
                }
            }
            Tok::Ident(w) if w == "super" && sep(i + 1) => {
                // Only the start of a chain (`super::super::...`).
                if i >= 2 && sep(i - 1) && ident(i - 2) == Some("super") {
                    continue;
                }
                let mut ups = 0;
                let mut j = i;
                while ident(j) == Some("super") && sep(j + 1) {
                    ups += 1;
                    j += 2;
                }
                let mut here: Vec<String> = path.to_vec();
                here.extend(inline.iter().map(|(n, _)| n.clone()));
                if ups > here.len() {
                    continue;
                }
                here.truncate(here.len() - ups);
                match here.first() {
                    Some(top) => out.push((*line, top.clone())),
                    None => out.extend(first_segments(&toks, j).into_iter().map(|n| (*line, n))),
                }
            }
            _ => {}
        }
    }
    out
}

/// The first segment of each path that starts at token `j`: one name, or
/// the first name of each entry of a `{ ... }` group.
fn first_segments(toks: &[(Tok, usize)], j: usize) -> Vec<String> {
    match toks.get(j) {
        Some((Tok::Ident(s), _)) => vec![s.clone()],
        Some((Tok::Open, _)) => {
            let mut out = Vec::new();
            let mut depth = 0;
            let mut entry_start = true;
            for (t, _) in &toks[j..] {
                match t {
                    Tok::Open => {
                        depth += 1;
                        entry_start = depth == 1;
                    }
                    Tok::Close => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    Tok::Comma => entry_start = depth == 1,
                    Tok::Ident(s) if entry_start => {
                        out.push(s.clone());
                        entry_start = false;
                    }
                    _ => entry_start = false,
                }
            }
            out
        }
        _ => Vec::new(),
    }
}

/// One message per import cycle between the modules of `graph` (found by
/// depth-first search: each back edge closes a cycle).
fn cycles(graph: &BTreeMap<String, Vec<String>>) -> Vec<String> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, Vec<String>>,
        stack: &mut Vec<String>,
        done: &mut Vec<String>,
        out: &mut Vec<String>,
    ) {
        if done.iter().any(|d| d == node) {
            return;
        }
        if let Some(at) = stack.iter().position(|s| s == node) {
            let mut cycle = stack[at..].to_vec();
            cycle.push(node.to_string());
            out.push(format!("import cycle: {}", cycle.join(" → ")));
            return;
        }
        stack.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            visit(next, graph, stack, done, out);
        }
        stack.pop();
        done.push(node.to_string());
    }
    let mut out = Vec::new();
    let mut done = Vec::new();
    for node in graph.keys() {
        visit(node, graph, &mut Vec::new(), &mut done, &mut out);
    }
    out
}

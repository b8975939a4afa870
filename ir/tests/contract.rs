//! The contract between the `.td` library and this crate: `td/PREDICATES.md`
//! lists every name the library's snippets use. These tests read the
//! document and the crate's sources, so the two cannot drift apart
//! silently. Known gaps are listed below, each with its reason; a test
//! fails both when a new gap appears and when a listed one is closed (so
//! the list is kept exact).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Documented functions that `ir` does not define yet: they need storage
/// the core's representation does not have (see the vocabulary report).
const KNOWN_MISSING: &[(&str, &str)] = &[(
    "broadcasted_type",
    "a new broadcast type cannot be interned through &Context",
)];

/// Documented functions whose `ir` signature differs (`Owner::name`).
const KNOWN_SIGNATURE_DEVIATIONS: &[(&str, &str)] = &[
    (
        "OpBuilder::dictionary_attr",
        "compatible: generic over &str and Ident names so core callers keep compiling",
    ),
    (
        "OperationState::add_attribute",
        "compatible: generic over &str and Ident names (returns &mut Self)",
    ),
    ("Context::broadcasted_type", "missing (see KNOWN_MISSING)"),
    (
        "Context::type_of<..>",
        "compatible: generic over what has a type (`TypeOf`), which the signature reader does not parse",
    ),
];

/// Documented enums whose `ir` variants differ.
const KNOWN_ENUM_DEVIATIONS: &[(&str, &str)] = &[];

/// Interface functions the document lists that `ir::interfaces` does not
/// define: they need the op's interface methods (generated code).
const KNOWN_MISSING_INTERFACE_FNS: &[&str] = &[];

fn manifest() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn predicates_md() -> String {
    let path = manifest().join("../td/PREDICATES.md");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("reading {}: {e}", path.display()))
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries {
        let path = entry.expect("directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The text of every source file of the crate.
fn sources() -> Vec<(PathBuf, String)> {
    let mut files = Vec::new();
    rust_files(&manifest().join("src"), &mut files);
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("reading a source file");
            (p, text)
        })
        .collect()
}

/// The body of the `## ` section whose heading starts with `heading`.
fn section<'a>(md: &'a str, heading: &str) -> &'a str {
    let start = md
        .find(heading)
        .unwrap_or_else(|| panic!("PREDICATES.md has no section {heading:?}"));
    let body = &md[start + heading.len()..];
    let end = body.find("\n## ").unwrap_or(body.len());
    &body[..end]
}

/// The documented signatures (`fn ...`, whitespace collapsed) of a section,
/// with line breaks inside backtick spans tolerated.
fn documented_fns(text: &str) -> Vec<String> {
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut out = Vec::new();
    let mut rest = flat.as_str();
    while let Some(i) = rest.find("`fn ") {
        let after = &rest[i + 1..];
        let Some(end) = after.find('`') else { break };
        out.push(after[..end].to_string());
        rest = &after[end + 1..];
    }
    out
}

/// The documented sections and the type their methods belong to.
const SECTIONS: &[(&str, &str)] = &[
    ("## Queries on `$_ctx`", "Context"),
    ("## Constructors on `$_builder`", "OpBuilder"),
    ("## `$_state`", "OperationState"),
];

fn fn_name(sig: &str) -> &str {
    let s = sig.trim_start_matches("fn ").trim_start();
    let end = s
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(s.len());
    &s[..end]
}

/// Splits at commas outside brackets.
fn split_top(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut cur = String::new();
    for ch in s.chars() {
        match ch {
            '(' | '<' | '[' => depth += 1,
            // (The `>` of a closure type's `->` closes nothing.)
            '>' if cur.ends_with('-') => {}
            ')' | '>' | ']' => depth -= 1,
            ',' if depth == 0 => {
                out.push(std::mem::take(&mut cur));
                continue;
            }
            _ => {}
        }
        cur.push(ch);
    }
    if !cur.trim().is_empty() {
        out.push(cur);
    }
    out
}

/// A type with whitespace, lifetimes and module paths removed and the
/// core's handle names mapped to the contract's.
fn normalize_type(t: &str) -> String {
    let mut s: String = t.split_whitespace().collect::<Vec<_>>().join(" ");
    for lt in ["<'_>", "<'a>"] {
        s = s.replace(lt, "");
    }
    for lt in ["&'_ ", "&'a ", "&'static "] {
        s = s.replace(lt, "&");
    }
    let mut out = String::new();
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        let w = match word.as_str() {
            "OpId" => "Operation",
            "RegionId" => "Region",
            "BlockId" => "Block",
            other => other,
        };
        out.push_str(w);
        word.clear();
    };
    let chars: Vec<char> = s.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_alphanumeric() || c == '_' {
            word.push(c);
        } else if c == ':' && chars.get(i + 1) == Some(&':') {
            // Drop a module path segment (`crate::`, `types::`).
            word.clear();
            i += 2;
            continue;
        } else {
            flush(&mut word, &mut out);
            if c != ' ' {
                out.push(c);
            }
        }
        i += 1;
    }
    flush(&mut word, &mut out);
    out
}

/// A normalized signature: name, receiver and parameter types, return type.
type Sig = (String, Vec<String>, Option<String>);

/// `name(receiver, param types...) -> return` of a signature; `None` for the
/// return type when the signature has none.
fn normalize_sig(sig: &str) -> Sig {
    let name = fn_name(sig).to_string();
    let open = sig.find('(').expect("a parameter list");
    let mut depth = 0i32;
    let mut close = open;
    for (i, ch) in sig[open..].char_indices() {
        match ch {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    close = open + i;
                    break;
                }
            }
            _ => {}
        }
    }
    let generics = sig[..open].contains('<');
    let params = split_top(&sig[open + 1..close])
        .into_iter()
        .map(|p| {
            let p = p.trim().to_string();
            if p.ends_with("self") {
                return p.split_whitespace().collect::<Vec<_>>().join(" ");
            }
            // `pattern: Type`: the first single colon.
            let b = p.as_bytes();
            let colon = (0..b.len())
                .find(|&i| {
                    b[i] == b':' && b.get(i + 1) != Some(&b':') && (i == 0 || b[i - 1] != b':')
                })
                .expect("a typed parameter");
            normalize_type(&p[colon + 1..])
        })
        .collect::<Vec<_>>();
    let rest = sig[close + 1..].trim();
    let ret = rest.strip_prefix("->").map(|r| {
        let r = r.split(" where ").next().unwrap_or(r);
        normalize_type(r.trim_end_matches('{').trim())
    });
    let name = if generics {
        format!("{name}<..>")
    } else {
        name
    };
    (name, params, ret)
}

/// Every `fn` defined in the crate: owner (the `impl` type, or "" at the top
/// level) and the signature text up to its body.
fn defined_fns(sources: &[(PathBuf, String)]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for (_, text) in sources {
        let mut owner = String::new();
        let lines: Vec<&str> = text.lines().collect();
        let mut i = 0;
        while i < lines.len() {
            let line = lines[i];
            if line.starts_with("impl") {
                let head = line.trim_end_matches('{').trim();
                let target = head.rsplit(" for ").next().unwrap_or(head);
                let target = target.trim_start_matches("impl").trim();
                // Drop `impl<...>` generics, then the type's own generics.
                let target = if target.starts_with('<') {
                    let mut depth = 0;
                    let mut cut = 0;
                    for (j, ch) in target.char_indices() {
                        match ch {
                            '<' => depth += 1,
                            '>' => {
                                depth -= 1;
                                if depth == 0 {
                                    cut = j + 1;
                                    break;
                                }
                            }
                            _ => {}
                        }
                    }
                    target[cut..].trim()
                } else {
                    target
                };
                owner = target.split('<').next().unwrap_or("").trim().to_string();
            } else if line.starts_with('}') {
                owner.clear();
            }
            let trimmed = line.trim_start();
            let is_fn = trimmed.starts_with("pub fn ")
                || trimmed.starts_with("fn ")
                || trimmed.starts_with("pub(crate) fn ");
            if is_fn {
                let mut sig = String::new();
                let mut j = i;
                loop {
                    sig.push_str(lines[j].trim());
                    sig.push(' ');
                    if lines[j].contains('{')
                        || lines[j].trim_end().ends_with(';')
                        || j + 1 == lines.len()
                    {
                        break;
                    }
                    j += 1;
                }
                let sig = sig[sig.find("fn ").expect("fn")..].to_string();
                let sig = match sig.find(" where ") {
                    Some(w) => sig[..w].to_string(),
                    None => sig.split('{').next().unwrap_or("").to_string(),
                };
                let indent_owner = if line.starts_with("pub fn") || line.starts_with("fn") {
                    String::new()
                } else {
                    owner.clone()
                };
                out.push((indent_owner, sig.trim().trim_end_matches(';').to_string()));
            }
            i += 1;
        }
    }
    out
}

#[test]
fn every_documented_function_name_is_defined() {
    let md = predicates_md();
    let srcs = sources();
    let defined: BTreeSet<String> = defined_fns(&srcs)
        .iter()
        .map(|(_, sig)| fn_name(sig).to_string())
        .collect();
    let mut documented = 0;
    let mut missing = BTreeSet::new();
    for (heading, _) in SECTIONS {
        for sig in documented_fns(section(&md, heading)) {
            documented += 1;
            let name = fn_name(&sig).to_string();
            if !defined.contains(&name) {
                missing.insert(name);
            }
        }
    }
    assert!(
        documented >= 50,
        "only {documented} signatures found: is the document's format unchanged?"
    );
    let known: BTreeSet<String> = KNOWN_MISSING.iter().map(|(n, _)| n.to_string()).collect();
    let new: Vec<_> = missing.difference(&known).collect();
    let closed: Vec<_> = known.difference(&missing).collect();
    assert!(
        new.is_empty(),
        "documented in PREDICATES.md but not defined in ir/src: {new:?}"
    );
    assert!(
        closed.is_empty(),
        "now defined; remove from KNOWN_MISSING: {closed:?}"
    );
}

#[test]
fn documented_signatures_match() {
    let md = predicates_md();
    let srcs = sources();
    let defined = defined_fns(&srcs);
    let mut by_owner: BTreeMap<(String, String), Vec<Sig>> = BTreeMap::new();
    for (owner, sig) in &defined {
        let n = normalize_sig(sig);
        by_owner
            .entry((owner.clone(), fn_name(sig).to_string()))
            .or_default()
            .push(n);
    }
    let mut deviating = BTreeMap::new();
    for (heading, owner) in SECTIONS {
        for sig in documented_fns(section(&md, heading)) {
            let (name, params, ret) = normalize_sig(&sig);
            let candidates = by_owner
                .get(&(owner.to_string(), name.clone()))
                .cloned()
                .unwrap_or_default();
            let ok = candidates
                .iter()
                .any(|(n, p, r)| n == &name && p == &params && (ret.is_none() || r == &ret));
            if !ok {
                deviating.insert(
                    format!("{owner}::{name}"),
                    format!("documented {params:?} -> {ret:?}; defined {candidates:?}"),
                );
            }
        }
    }
    let known: BTreeSet<String> = KNOWN_SIGNATURE_DEVIATIONS
        .iter()
        .map(|(n, _)| n.to_string())
        .collect();
    let new: Vec<_> = deviating
        .iter()
        .filter(|(k, _)| !known.contains(*k))
        .collect();
    let closed: Vec<_> = known
        .iter()
        .filter(|k| !deviating.contains_key(*k))
        .collect();
    assert!(
        new.is_empty(),
        "signatures differing from PREDICATES.md: {new:#?}"
    );
    assert!(
        closed.is_empty(),
        "now conforming; remove from KNOWN_SIGNATURE_DEVIATIONS: {closed:?}"
    );
}

/// The variants of `pub enum name` in the sources.
fn enum_variants(srcs: &[(PathBuf, String)], name: &str) -> Option<Vec<String>> {
    let head = format!("pub enum {name} {{");
    for (_, text) in srcs {
        let Some(start) = text.find(&head) else {
            continue;
        };
        let body = &text[start + head.len()..];
        let body = &body[..body.find("\n}").unwrap_or(body.len())];
        let variants = body
            .lines()
            .map(str::trim)
            .filter(|l| !l.starts_with("//") && !l.starts_with('#') && !l.is_empty())
            .filter(|l| l.chars().next().is_some_and(char::is_uppercase))
            .map(|l| {
                l.split(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .next()
                    .unwrap_or("")
                    .to_string()
            })
            .collect();
        return Some(variants);
    }
    None
}

#[test]
fn documented_enums_match() {
    let md = predicates_md();
    let srcs = sources();
    let flat = md.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut checked = 0;
    let mut deviating = BTreeMap::new();
    let mut rest = flat.as_str();
    while let Some(i) = rest.find("`enum ") {
        let after = &rest[i + 1..];
        let end = after.find('`').expect("closing backtick");
        let def = &after[..end];
        rest = &after[end + 1..];
        let name = def["enum ".len()..]
            .split_whitespace()
            .next()
            .expect("name");
        let open = def.find('{').expect("variants");
        let documented: BTreeSet<String> = def[open + 1..def.len() - 1]
            .split(',')
            .map(|v| v.trim().to_string())
            .filter(|v| !v.is_empty())
            .collect();
        checked += 1;
        match enum_variants(&srcs, name) {
            Some(v) => {
                let defined: BTreeSet<String> = v.into_iter().collect();
                if defined != documented {
                    deviating.insert(
                        name.to_string(),
                        format!(
                            "missing {:?}, extra {:?}",
                            documented.difference(&defined).collect::<Vec<_>>(),
                            defined.difference(&documented).collect::<Vec<_>>()
                        ),
                    );
                }
            }
            None => {
                deviating.insert(name.to_string(), "not defined".to_string());
            }
        }
    }
    // Signedness, FloatKind, TypeKind, AttrKind and the interface enums.
    assert!(checked >= 4, "only {checked} enums found in PREDICATES.md");
    let known: BTreeSet<&str> = KNOWN_ENUM_DEVIATIONS.iter().map(|(n, _)| *n).collect();
    let new: Vec<_> = deviating
        .iter()
        .filter(|(k, _)| !known.contains(k.as_str()))
        .collect();
    let closed: Vec<_> = known
        .iter()
        .filter(|k| !deviating.contains_key(**k))
        .collect();
    assert!(
        new.is_empty(),
        "enums differing from PREDICATES.md: {new:#?}"
    );
    assert!(
        closed.is_empty(),
        "now conforming; remove from KNOWN_ENUM_DEVIATIONS: {closed:?}"
    );
}

#[test]
fn documented_op_traits_exist() {
    let md = predicates_md();
    let flat = md.split_whitespace().collect::<Vec<_>>().join(" ");
    let start = flat
        .find("The op traits the library names:")
        .expect("the op trait list");
    let list = &flat[start + "The op traits the library names:".len()..];
    let list = &list[..list
        .find(" are handled by the generator")
        .expect("end of the list")];
    let list = &list[..list.rfind('.').expect("sentence end")];
    let names: Vec<&str> = list
        .split(',')
        .map(|n| n.split('(').next().unwrap_or("").trim())
        .filter(|n| !n.is_empty())
        .collect();
    assert!(names.len() >= 30, "only {} op traits found", names.len());
    let src = std::fs::read_to_string(manifest().join("src/core/vocab/op_traits.rs"))
        .expect("op_traits.rs");
    let missing: Vec<_> = names
        .iter()
        .filter(|n| {
            !src.contains(&format!("pub trait {n} ")) && !src.contains(&format!("pub trait {n}<"))
        })
        .collect();
    assert!(
        missing.is_empty(),
        "op traits not in ir::op_traits: {missing:?}"
    );
}

#[test]
fn documented_interface_functions_exist() {
    let md = predicates_md();
    let body = section(&md, "## Paths in `::ir` modules");
    let flat = body.split_whitespace().collect::<Vec<_>>().join(" ");
    let start = flat.find("- verifiers").expect("the verifier list");
    let tail = &flat[start..];
    let mut names = BTreeSet::new();
    let mut rest = tail;
    while let Some(i) = rest.find('`') {
        let after = &rest[i + 1..];
        let Some(end) = after.find('`') else { break };
        let item = &after[..end];
        rest = &after[end + 1..];
        let name = item.split('(').next().unwrap_or("").trim();
        let is_ident = !name.is_empty() && name.chars().all(|c| c.is_ascii_lowercase() || c == '_');
        if is_ident && name != "fn" && (item.contains('(') || name.starts_with("verify_")) {
            names.insert(name.to_string());
        }
    }
    assert!(
        names.len() >= 20,
        "only {} interface functions found: {names:?}",
        names.len()
    );
    let mut files = Vec::new();
    rust_files(&manifest().join("src/interfaces"), &mut files);
    let text: String = files
        .iter()
        .map(|p| std::fs::read_to_string(p).expect("interface source"))
        .collect();
    let missing: BTreeSet<String> = names
        .iter()
        .filter(|n| !text.contains(&format!("pub fn {n}(")))
        .cloned()
        .collect();
    let known: BTreeSet<String> = KNOWN_MISSING_INTERFACE_FNS
        .iter()
        .map(|s| s.to_string())
        .collect();
    let new: Vec<_> = missing.difference(&known).collect();
    let closed: Vec<_> = known.difference(&missing).collect();
    assert!(
        new.is_empty(),
        "interface functions not in ir::interfaces: {new:?}"
    );
    assert!(
        closed.is_empty(),
        "now defined; remove from KNOWN_MISSING_INTERFACE_FNS: {closed:?}"
    );
}

#[test]
fn normalization_of_signatures() {
    let (n, p, r) = normalize_sig("fn shape(&self, t: crate::types::Type) -> Option<&'_ [i64]>");
    assert_eq!(
        (n.as_str(), p, r),
        (
            "shape",
            vec!["&self".to_string(), "Type".into()],
            Some("Option<&[i64]>".into())
        )
    );
    let (n, p, r) = normalize_sig("fn add_operands(&mut self, operands: &[Value])");
    assert_eq!(
        (n.as_str(), p, r),
        (
            "add_operands",
            vec!["&mut self".to_string(), "&[Value]".into()],
            None
        )
    );
    let (n, p, _) = normalize_sig("fn f<N: X>(&mut self, e: &[(N, Attribute)], op: OpId)");
    assert_eq!((n.as_str(), p[2].as_str()), ("f<..>", "Operation"));
    assert_eq!(fn_name("fn type_as_tuple(&self"), "type_as_tuple");
    assert_eq!(split_top("a: X<A, B>, b: (C, D)").len(), 2);
}

/// Every handle and type path the document names resolves (checked when
/// this file compiles).
#[allow(dead_code, clippy::too_many_arguments)]
fn documented_paths_resolve(
    _: &ir::Context,
    _: ir::Type,
    _: ir::Attribute,
    _: ir::Value,
    _: ir::Operation,
    _: ir::Region,
    _: ir::Block,
    _: ir::Location,
    _: &mut ir::OpBuilder<'_>,
    _: &mut ir::OperationState,
    _: &mut ir::PatternRewriter<'_>,
    _: &dyn ir::RewritePattern,
    _: ir::Diagnostic,
    _: ir::Signedness,
    _: ir::FloatKind,
    _: ir::TypeKind,
    _: ir::AttrKind,
    _: &dyn ir::effects::Resource,
    _: ir::effects::EffectInstance<ir::effects::MemoryEffect>,
    _: ir::effects::DefaultResource,
    _: ir::effects::AutomaticAllocationScopeResource,
    _: ir::interfaces::Callee,
    _: ir::interfaces::ConstantIntRanges,
    _: ir::interfaces::FoldResult,
    _: ir::interfaces::InvocationBounds,
    _: ir::interfaces::RegionBranchPoint,
    _: ir::interfaces::RegionKind,
    _: ir::interfaces::RegionSuccessor,
    _: ir::interfaces::ShapedTypeComponents,
    _: ir::interfaces::Speculatability,
    _: ir::interfaces::SuccessorOperands,
    _: &ir::interfaces::SymbolTableCollection,
    _: ir::interfaces::Visibility,
) {
    let _: fn(&ir::Context, ir::Operation) -> Result<(), ir::Diagnostic> =
        ir::interfaces::verify_symbol;
    let _: fn(&mut ir::Context, ir::Operation, ir::Operation) = ir::interfaces::move_op_before;
    let _ = <bool as ir::PropertyStorage>::from_attribute;
}

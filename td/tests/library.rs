//! Tests of the `.td` library that need no LLVM installation: the files are
//! where `td::include_dir()` says, their includes resolve, and every IR
//! method, placeholder and `::ir` path their Rust snippets use is part of
//! the vocabulary documented in PREDICATES.md.

mod support;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The files the library promises (upstream MLIR's names).
const REQUIRED_FILES: &[&str] = &[
    "mlir/IR/OpBase.td",
    "mlir/IR/DialectBase.td",
    "mlir/IR/Constraints.td",
    "mlir/IR/CommonTypeConstraints.td",
    "mlir/IR/CommonAttrConstraints.td",
    "mlir/IR/Traits.td",
    "mlir/IR/Interfaces.td",
    "mlir/IR/Properties.td",
    "mlir/IR/EnumAttr.td",
    "mlir/IR/AttrTypeBase.td",
    "mlir/IR/Utils.td",
    "mlir/IR/OpAsmInterface.td",
    "mlir/IR/SymbolInterfaces.td",
    "mlir/IR/PatternBase.td",
    "mlir/IR/RegionKindInterface.td",
    "mlir/IR/BuiltinAttributeInterfaces.td",
    "mlir/IR/BuiltinTypeInterfaces.td",
    "mlir/Interfaces/SideEffectInterfaceBase.td",
    "mlir/Interfaces/SideEffectInterfaces.td",
    "mlir/Interfaces/InferTypeOpInterface.td",
    "mlir/Interfaces/CallInterfaces.td",
    "mlir/Interfaces/CastInterfaces.td",
    "mlir/Interfaces/ControlFlowInterfaces.td",
    "mlir/Interfaces/FunctionInterfaces.td",
    "mlir/Interfaces/CopyOpInterface.td",
    "mlir/Interfaces/DataLayoutInterfaces.td",
    "mlir/Interfaces/DerivedAttributeOpInterface.td",
    "mlir/Interfaces/InferIntRangeInterface.td",
    "mlir/Interfaces/DestinationStyleOpInterface.td",
    "mlir/Interfaces/LoopLikeInterface.td",
    "mlir/Interfaces/MemorySlotInterfaces.td",
    "mlir/Interfaces/ViewLikeInterface.td",
    "mlir/Interfaces/VectorInterfaces.td",
    "mlir/Interfaces/ShapedOpInterfaces.td",
    "mlir/Interfaces/ParallelCombiningOpInterface.td",
    "mlir/Interfaces/RuntimeVerifiableOpInterface.td",
    "mlir/Interfaces/TilingInterface.td",
    "mlir/Pass/PassBase.td",
    "mlir/Rewrite/PassUtil.td",
];

/// The placeholders snippets may use (PREDICATES.md, "Placeholders").
const PLACEHOLDERS: &[&str] = &[
    "$_self",
    "$_ctx",
    "$_op",
    "$_builder",
    "$_state",
    "$_loc",
    "$_storage",
    "$_value",
    "$_attr",
    "$_hasher",
    "$_parser",
    "$_printer",
    "$_lhs",
    "$_rhs",
];

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("reading {}: {e}", path.display()))
}

/// Every library file (relative path, text).
fn library() -> Vec<(PathBuf, String)> {
    let inc = td::include_dir();
    support::td_files(&inc)
        .into_iter()
        .map(|f| {
            let text = read(&inc.join(&f));
            (f, text)
        })
        .collect()
}

/// The test inputs written against the library (`tests/inputs/*.td`).
fn inputs() -> Vec<(PathBuf, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/inputs");
    support::td_files(&dir)
        .into_iter()
        .map(|f| {
            let text = read(&dir.join(&f));
            (f, text)
        })
        .collect()
}

fn predicates_md() -> String {
    read(&Path::new(env!("CARGO_MANIFEST_DIR")).join("PREDICATES.md"))
}

/// The text of a `.td` file without `//` comments (strings containing `//`
/// are not used in the library, so a line-based cut is enough).
fn code_of(text: &str) -> String {
    text.lines()
        .map(|l| match l.find("//") {
            Some(i) => &l[..i],
            None => l,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Names called as `<receiver>.<name>` in `text`, with a use count.
fn methods_called_on(receiver: &str, text: &str, out: &mut BTreeMap<String, usize>) {
    let pat = format!("{receiver}.");
    let mut rest = text;
    while let Some(i) = rest.find(&pat) {
        let after = &rest[i + pat.len()..];
        let name: String = after.chars().take_while(|&c| is_ident_char(c)).collect();
        // `$_ctx.` must not be the prefix of a longer placeholder.
        let boundary_ok = !rest[..i].ends_with(is_ident_char);
        if !name.is_empty() && boundary_ok {
            *out.entry(name).or_default() += 1;
        }
        rest = after;
    }
}

/// The `fn name` entries of the PREDICATES.md section whose heading starts
/// with `heading`.
fn documented_fns(md: &str, heading: &str) -> BTreeSet<String> {
    let mut in_section = false;
    let mut names = BTreeSet::new();
    for line in md.lines() {
        if line.starts_with("## ") {
            in_section = line.starts_with(heading);
            continue;
        }
        if !in_section {
            continue;
        }
        let mut rest = line;
        while let Some(i) = rest.find("fn ") {
            let after = &rest[i + 3..];
            let name: String = after.chars().take_while(|&c| is_ident_char(c)).collect();
            if !name.is_empty() {
                names.insert(name);
            }
            rest = after;
        }
    }
    names
}

#[test]
fn required_files_are_in_the_include_dir() {
    let inc = td::include_dir();
    let missing: Vec<_> = REQUIRED_FILES
        .iter()
        .filter(|f| !inc.join(f).is_file())
        .collect();
    assert!(
        missing.is_empty(),
        "missing from {}: {missing:?}",
        inc.display()
    );
}

#[test]
fn includes_resolve_and_every_file_is_reachable() {
    let inc = td::include_dir();
    let files = library();
    let mut graph: BTreeMap<PathBuf, Vec<PathBuf>> = BTreeMap::new();
    for (f, text) in &files {
        let mut deps = Vec::new();
        for line in code_of(text).lines() {
            let Some(rest) = line.trim().strip_prefix("include ") else {
                continue;
            };
            let target = rest.trim().trim_matches('"');
            assert!(
                inc.join(target).is_file(),
                "{}: include \"{target}\" does not resolve",
                f.display()
            );
            deps.push(PathBuf::from(target));
        }
        graph.insert(f.clone(), deps);
    }
    // Every file is a required (public) file or reachable from one.
    let mut seen: BTreeSet<PathBuf> = BTreeSet::new();
    let mut stack: Vec<PathBuf> = REQUIRED_FILES.iter().map(PathBuf::from).collect();
    while let Some(f) = stack.pop() {
        if seen.insert(f.clone()) {
            stack.extend(graph.get(&f).cloned().unwrap_or_default());
        }
    }
    let unreachable: Vec<_> = graph.keys().filter(|f| !seen.contains(*f)).collect();
    assert!(unreachable.is_empty(), "unreachable files: {unreachable:?}");
}

#[test]
fn every_file_has_a_unique_include_guard() {
    let mut guards: BTreeMap<String, PathBuf> = BTreeMap::new();
    for (f, text) in library() {
        let code = code_of(&text);
        let guard = code
            .lines()
            .find_map(|l| l.trim().strip_prefix("#ifndef "))
            .unwrap_or_else(|| panic!("{}: no #ifndef guard", f.display()))
            .trim()
            .to_string();
        assert!(
            code.contains(&format!("#define {guard}")) && code.trim_end().ends_with("#endif"),
            "{}: guard {guard} is not defined or not closed",
            f.display()
        );
        if let Some(other) = guards.insert(guard.clone(), f.clone()) {
            panic!(
                "{} and {} share the guard {guard}",
                other.display(),
                f.display()
            );
        }
    }
}

#[test]
fn predicates_md_documents_every_ir_method_used() {
    let md = predicates_md();
    let sections = [
        ("$_ctx", "## Queries on `$_ctx`"),
        ("$_builder", "## Constructors on `$_builder`"),
        ("$_state", "## `$_state`"),
        ("$_parser", "## Assembly-format hooks"),
        ("$_printer", "## Assembly-format hooks"),
    ];
    let texts: Vec<String> = library()
        .into_iter()
        .chain(inputs())
        .map(|(_, t)| code_of(&t))
        .collect();
    let mut undocumented = Vec::new();
    for (receiver, heading) in sections {
        let documented = documented_fns(&md, heading);
        assert!(
            !documented.is_empty(),
            "PREDICATES.md has no section {heading}"
        );
        let mut used = BTreeMap::new();
        for t in &texts {
            methods_called_on(receiver, t, &mut used);
        }
        for name in used.keys() {
            if !documented.contains(name) {
                undocumented.push(format!("{receiver}.{name}"));
            }
        }
    }
    assert!(
        undocumented.is_empty(),
        "used in .td snippets but not in PREDICATES.md: {undocumented:?}"
    );
}

#[test]
fn every_documented_context_query_is_used() {
    // The `$_ctx` vocabulary stays minimal: nothing listed goes unused.
    let md = predicates_md();
    let documented = documented_fns(&md, "## Queries on `$_ctx`");
    let mut used = BTreeMap::new();
    for (_, t) in library() {
        methods_called_on("$_ctx", &code_of(&t), &mut used);
    }
    let unused: Vec<_> = documented
        .iter()
        .filter(|n| !used.contains_key(*n))
        .collect();
    assert!(unused.is_empty(), "documented but unused: {unused:?}");
    assert!(documented.len() >= 30, "{} queries", documented.len());
}

#[test]
fn only_documented_placeholders_are_used() {
    let mut unknown = BTreeSet::new();
    for (f, text) in library().into_iter().chain(inputs()) {
        let code = code_of(&text);
        let mut rest = code.as_str();
        while let Some(i) = rest.find("$_") {
            let after = &rest[i + 2..];
            let name: String = after.chars().take_while(|&c| is_ident_char(c)).collect();
            let placeholder = format!("$_{name}");
            if !PLACEHOLDERS.contains(&placeholder.as_str()) {
                unknown.insert(format!("{}: {placeholder}", f.display()));
            }
            rest = after;
        }
    }
    assert!(unknown.is_empty(), "undocumented placeholders: {unknown:?}");
    let md = predicates_md();
    for p in PLACEHOLDERS {
        assert!(
            md.contains(&format!("`{p}`")),
            "PREDICATES.md does not describe {p}"
        );
    }
}

#[test]
fn every_ir_path_is_documented() {
    let md = predicates_md();
    let mut missing = BTreeSet::new();
    for (f, text) in library() {
        let code = code_of(&text);
        let mut rest = code.as_str();
        while let Some(i) = rest.find("::ir::") {
            let after = &rest[i + 6..];
            let mut segs: Vec<String> = Vec::new();
            let mut path = after;
            loop {
                let seg: String = path.chars().take_while(|&c| is_ident_char(c)).collect();
                if seg.is_empty() {
                    break;
                }
                path = &path[seg.len()..];
                segs.push(seg);
                match path.strip_prefix("::") {
                    Some(p) => path = p,
                    None => break,
                }
            }
            // A module (lower case) is documented with the item named in it;
            // a type with its name. Enum variants and generated suffixes
            // (after the first item) are not checked.
            let item = match segs.as_slice() {
                [] => None,
                [m, item, ..] if m.starts_with(|c: char| c.is_ascii_lowercase()) => {
                    Some(format!("{m}::{item}|{item}"))
                }
                [m] if m.starts_with(|c: char| c.is_ascii_lowercase()) => Some(format!("{m}|{m}")),
                [t, ..] => Some(format!("{t}|{t}")),
            };
            if let Some(item) = item {
                let (shown, word) = item.split_once('|').unwrap_or((&item, &item));
                let documented = md.match_indices(word).any(|(j, _)| {
                    let before = md[..j].chars().next_back();
                    let after = md[j + word.len()..].chars().next();
                    !before.is_some_and(is_ident_char) && !after.is_some_and(is_ident_char)
                });
                if !documented {
                    missing.insert(format!("{}: ::ir::{shown}", f.display()));
                }
            }
            rest = after;
        }
    }
    assert!(
        missing.is_empty(),
        "::ir paths not in PREDICATES.md: {missing:?}"
    );
}

#[test]
fn no_cpp_is_left_in_snippets() {
    // The library is written for Rust: no C++ namespaces or idioms.
    let cpp = [
        "::mlir::",
        "::llvm::",
        "llvm::",
        "std::optional",
        "nullptr",
        "->get",
        "getContext()",
        "LogicalResult",
    ];
    let mut found = Vec::new();
    for (f, text) in library().into_iter().chain(inputs()) {
        let code = code_of(&text);
        for (n, line) in code.lines().enumerate() {
            // `mlirCppType` is upstream's C++ spelling of a parameter's type,
            // kept for the error messages that quote it: no snippet.
            if line.trim_start().starts_with("let mlirCppType = ") {
                continue;
            }
            for pat in cpp {
                if line.contains(pat) {
                    found.push(format!("{}:{}: {pat}: {}", f.display(), n + 1, line.trim()));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "C++ left in snippets:\n{}",
        found.join("\n")
    );
}

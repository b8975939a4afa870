//! Small record readers shared by the model types.
//!
//! They add what the typed getters of [`Record`] do not offer: tolerant
//! reads of fields that only some `.td` libraries declare, lists of defs,
//! and LLVM's `getValueAsString` trimming conventions.

use crate::diag::Diagnostic;
use crate::tablegen::{Init, InitKind, Record, RecordKeeper};
use std::rc::Rc;

/// Maximum nesting the model follows (trait lists, predicates, interface bases).
pub(crate) const MAX_DEPTH: usize = 256;

/// An error located at `rec`.
pub(crate) fn err(rec: &Record, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::error(rec.loc(), msg)
}

/// A string field that may be absent or `?` (both give `None`).
pub(crate) fn opt_str(rec: &Record, field: &str) -> Result<Option<Rc<str>>, Diagnostic> {
    if rec.field(field).is_none() {
        return Ok(None);
    }
    rec.get_optional_string(field)
}

/// A string field read like LLVM's `getValueAsString`, with absent and `?`
/// read as the empty string.
pub(crate) fn str_or_empty(rec: &Record, field: &str) -> Result<Rc<str>, Diagnostic> {
    Ok(opt_str(rec, field)?.unwrap_or_else(|| Rc::from("")))
}

/// Upstream `Attribute.cpp`'s `getValueAsString(Init*)`: the trimmed string
/// if the field holds a string, otherwise empty.
pub(crate) fn trimmed_or_empty(rec: &Record, field: &str) -> Rc<str> {
    match rec.value(field).map(|v| v.kind()) {
        Some(InitKind::Str { s, .. }) => {
            let t = s.trim();
            if t.len() == s.len() {
                s.clone()
            } else {
                Rc::from(t)
            }
        }
        _ => Rc::from(""),
    }
}

/// A non-empty string field, else `None`.
pub(crate) fn non_empty(rec: &Record, field: &str) -> Result<Option<Rc<str>>, Diagnostic> {
    Ok(opt_str(rec, field)?.filter(|s| !s.is_empty()))
}

/// A bit field that may be absent (`false`) or `?` (`false`).
pub(crate) fn bit_or_false(rec: &Record, field: &str) -> Result<bool, Diagnostic> {
    if rec.field(field).is_none() {
        return Ok(false);
    }
    Ok(rec.get_optional_bit(field)?.unwrap_or(false))
}

/// A def-valued field that may be absent or `?`.
pub(crate) fn opt_def<'k>(
    kp: &'k RecordKeeper,
    rec: &Record,
    field: &str,
) -> Result<Option<&'k Record>, Diagnostic> {
    if rec.field(field).is_none() {
        return Ok(None);
    }
    Ok(rec.get_optional_def(field)?.map(|r| kp.record(r.id)))
}

/// A def-valued field that must be set.
pub(crate) fn req_def<'k>(
    kp: &'k RecordKeeper,
    rec: &Record,
    field: &str,
) -> Result<&'k Record, Diagnostic> {
    Ok(kp.record(rec.get_def(field)?.id))
}

/// The def referenced by a value, if it is a def reference.
pub(crate) fn init_def<'k>(kp: &'k RecordKeeper, v: &Init) -> Option<&'k Record> {
    v.as_def().map(|r| kp.record(r.id))
}

/// A `list<SomeClass>` field as records; `?` and absent give an empty list.
pub(crate) fn def_list<'k>(
    kp: &'k RecordKeeper,
    rec: &Record,
    field: &str,
) -> Result<Vec<&'k Record>, Diagnostic> {
    if rec.field(field).is_none() {
        return Ok(Vec::new());
    }
    let Some(list) = rec.get_optional_list(field)? else {
        return Ok(Vec::new());
    };
    list.iter()
        .map(|v| {
            init_def(kp, v).ok_or_else(|| {
                err(
                    rec,
                    format!(
                        "Record `{}', field `{}' list is not entirely DefInit!",
                        rec.name(),
                        field
                    ),
                )
            })
        })
        .collect()
}

/// A `list<string>` field; `?` and absent give an empty list.
pub(crate) fn string_list(rec: &Record, field: &str) -> Result<Vec<Rc<str>>, Diagnostic> {
    if rec.field(field).is_none() {
        return Ok(Vec::new());
    }
    let Some(list) = rec.get_optional_list(field)? else {
        return Ok(Vec::new());
    };
    list.iter()
        .map(|v| {
            v.as_str().cloned().ok_or_else(|| {
                err(
                    rec,
                    format!(
                        "Record `{}', field `{}' does not have a list of strings initializer!",
                        rec.name(),
                        field
                    ),
                )
            })
        })
        .collect()
}

/// The arguments of a dag value: (value, optional name).
pub(crate) fn dag_args(v: &Init) -> &[(Init, Option<Rc<str>>)] {
    match v.kind() {
        InitKind::Dag { args, .. } => args,
        _ => &[],
    }
}

/// The operator of a dag value, if it is a def.
pub(crate) fn dag_operator_name(v: &Init) -> Option<Rc<str>> {
    match v.kind() {
        InitKind::Dag { op, .. } => op.as_def().map(|r| r.name.clone()),
        _ => None,
    }
}

/// A dag field; absent or `?` give `None`.
pub(crate) fn opt_dag(rec: &Record, field: &str) -> Result<Option<Init>, Diagnostic> {
    if rec.field(field).is_none() {
        return Ok(None);
    }
    rec.get_optional_dag(field)
}

/// Whether `rec` derives from the class `class` (or is it).
pub(crate) fn is_a(rec: &Record, class: &str) -> bool {
    rec.is_subclass_of(class)
}

/// LLVM's `StringRef::compare_numeric`: like byte order, but runs of
/// digits compare as numbers (a longer run is larger).
pub(crate) fn compare_numeric(a: &str, b: &str) -> std::cmp::Ordering {
    use std::cmp::Ordering;
    let (x, y) = (a.as_bytes(), b.as_bytes());
    let e = x.len().min(y.len());
    let mut i = 0;
    while i < e {
        if x[i].is_ascii_digit() && y[i].is_ascii_digit() {
            let mut j = i + 1;
            loop {
                let ld = j < x.len() && x[j].is_ascii_digit();
                let rd = j < y.len() && y[j].is_ascii_digit();
                if ld != rd {
                    return if rd {
                        Ordering::Less
                    } else {
                        Ordering::Greater
                    };
                }
                if !rd {
                    break;
                }
                j += 1;
            }
            match x[i..j].cmp(&y[i..j]) {
                Ordering::Equal => {}
                o => return o,
            }
            i = j;
            continue;
        }
        if x[i] != y[i] {
            return x[i].cmp(&y[i]);
        }
        i += 1;
    }
    x.len().cmp(&y.len())
}

/// Defs deriving from `class` in LLVM 19's `getAllDerivedDefinitions`
/// order (names compared like LLVM's `StringRef::compare_numeric`); empty when the class
/// does not exist.
pub fn derived_definitions<'k>(kp: &'k RecordKeeper, class: &str) -> Vec<&'k Record> {
    let mut v = kp.defs_derived_from(class);
    v.sort_by(|a, b| compare_numeric(&a.name(), &b.name()));
    v
}

/// A `cppNamespace` as this project's Rust path: upstream's dialects live
/// in `::mlir::<dialect>` where this project's live in the crate
/// `<dialect>`, so a leading `::mlir::` becomes `::` (`::mlir` alone and
/// every other namespace stay). Ported `.td` files keep upstream's
/// namespaces verbatim: messages that name a C++ type
/// (`expected ::mlir::vector::CombiningKind to be one of: ...`) quote them.
/// A dialect namespace written in capitals (`::mlir::LLVM`, `::mlir::NVVM`)
/// names the crate in lower case (`::llvm`).
pub(crate) fn rust_namespace(ns: &str) -> Rc<str> {
    // (`mlir::tosa` is `::mlir::tosa`: C++ namespaces are looked up from
    // the global one.)
    match ns
        .strip_prefix("::mlir::")
        .or_else(|| ns.strip_prefix("mlir::"))
    {
        Some(rest) => {
            let end = rest.find("::").unwrap_or(rest.len());
            let (dialect, tail) = rest.split_at(end);
            let dialect = if is_capitals(dialect) {
                dialect.to_ascii_lowercase()
            } else if is_rust_keyword(dialect) {
                // `::mlir::async`: the crate's name is a raw identifier.
                format!("r#{dialect}")
            } else {
                dialect.to_owned()
            };
            Rc::from(format!("::{dialect}{tail}"))
        }
        None => Rc::from(ns),
    }
}

/// A word Rust reserves that is a C++ namespace upstream (`async`): a
/// path names it as a raw identifier.
fn is_rust_keyword(segment: &str) -> bool {
    matches!(
        segment,
        "async"
            | "await"
            | "dyn"
            | "try"
            | "gen"
            | "abstract"
            | "become"
            | "box"
            | "final"
            | "macro"
            | "override"
            | "priv"
            | "typeof"
            | "unsized"
            | "virtual"
            | "yield"
            | "crate"
            | "extern"
            | "fn"
            | "impl"
            | "loop"
            | "match"
            | "mod"
            | "move"
            | "mut"
            | "pub"
            | "ref"
            | "self"
            | "static"
            | "struct"
            | "super"
            | "trait"
            | "type"
            | "unsafe"
            | "use"
            | "where"
            | "as"
            | "break"
            | "const"
            | "continue"
            | "else"
            | "enum"
            | "false"
            | "for"
            | "if"
            | "in"
            | "let"
            | "return"
            | "true"
            | "while"
    )
}

/// A namespace segment written in capitals and digits (`LLVM`, `ROCDL`):
/// a dialect's C++ namespace whose crate is its lower-case name.
fn is_capitals(segment: &str) -> bool {
    segment.len() > 1
        && segment.starts_with(|c: char| c.is_ascii_uppercase())
        && segment
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
}

/// Rust code or a type path built in TableGen from a dialect's
/// `cppNamespace` (an `EnumAttr`'s `::mlir::vector::CombiningKindAttr`)
/// with each `::mlir::<dialect>::` path made `::<dialect>::`
/// ([`rust_namespace`]); `::mlir::Attribute` and other paths into `mlir`
/// itself stay.
pub(crate) fn rust_paths(code: Rc<str>) -> Rc<str> {
    const MLIR: &str = "::mlir::";
    // (`mlir::tosa::X`, built from a `cppNamespace` written without the
    // leading `::`, is the same path: made absolute first.)
    let code = absolute_mlir_paths(code);
    if !code.contains(MLIR) {
        return code;
    }
    let mut out = String::with_capacity(code.len());
    let mut rest = &*code;
    while let Some(at) = rest.find(MLIR) {
        let after = &rest[at + MLIR.len()..];
        let segment = after
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .map_or(after, |end| &after[..end]);
        let capitals = is_capitals(segment);
        let dialect = (capitals || segment.starts_with(|c: char| c.is_ascii_lowercase()))
            && after[segment.len()..].starts_with("::");
        out.push_str(&rest[..at]);
        out.push_str(if dialect { "::" } else { MLIR });
        rest = after;
        if dialect && capitals {
            out.push_str(&segment.to_ascii_lowercase());
            rest = &after[segment.len()..];
        } else if dialect && is_rust_keyword(segment) {
            out.push_str("r#");
        }
    }
    out.push_str(rest);
    Rc::from(out)
}

/// `code` with each `mlir::` that starts a path (not preceded by `::` or
/// by a character of an identifier) written `::mlir::`.
fn absolute_mlir_paths(code: Rc<str>) -> Rc<str> {
    const BARE: &str = "mlir::";
    let starts_path = |at: usize| {
        let before = &code[..at];
        !before.ends_with(':')
            && !before
                .chars()
                .next_back()
                .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
    };
    if !code.match_indices(BARE).any(|(at, _)| starts_path(at)) {
        return code;
    }
    let mut out = String::with_capacity(code.len() + 8);
    let mut last = 0;
    for (at, _) in code.match_indices(BARE) {
        if starts_path(at) {
            out.push_str(&code[last..at]);
            out.push_str("::");
            last = at;
        }
    }
    out.push_str(&code[last..]);
    Rc::from(out)
}

/// The `cppNamespace` field of `rec` (empty when unset) as a Rust path
/// ([`rust_namespace`]).
pub(crate) fn rust_namespace_of(rec: &Record) -> Result<Rc<str>, Diagnostic> {
    Ok(rust_namespace(&str_or_empty(rec, "cppNamespace")?))
}

#[cfg(test)]
mod tests {
    use super::compare_numeric;
    use std::cmp::Ordering::*;

    #[test]
    fn capital_dialect_namespaces() {
        use super::{rust_namespace, rust_paths};
        assert_eq!(&*rust_namespace("::mlir::LLVM"), "::llvm");
        assert_eq!(&*rust_namespace("mlir::tosa"), "::tosa");
        assert_eq!(
            &*rust_paths("Option<mlir::tosa::PadAttr>".into()),
            "Option<::tosa::PadAttr>"
        );
        assert_eq!(&*rust_paths("::mlir::tosa::X".into()), "::tosa::X");
        assert_eq!(&*rust_paths("notmlir::x".into()), "notmlir::x");
        assert_eq!(&*rust_namespace("::mlir::LLVM::cconv"), "::llvm::cconv");
        assert_eq!(&*rust_namespace("::mlir::arith"), "::arith");
        assert_eq!(&*rust_namespace("::mlir::async"), "::r#async");
        assert_eq!(
            &*rust_paths("::mlir::LLVM::LinkageAttr x ::mlir::Attribute".into()),
            "::llvm::LinkageAttr x ::mlir::Attribute"
        );
        assert_eq!(
            &*rust_paths("::mlir::async::TokenType".into()),
            "::r#async::TokenType"
        );
    }

    #[test]
    fn numeric_order() {
        assert_eq!(compare_numeric("anonymous_330", "anonymous_1001"), Less);
        assert_eq!(compare_numeric("a10b", "a10c"), Less);
        assert_eq!(compare_numeric("a2", "a2"), Equal);
        assert_eq!(compare_numeric("B", "a"), Less);
        assert_eq!(compare_numeric("x", "x1"), Less);
    }

    #[test]
    fn dialect_namespaces_become_crate_paths() {
        use super::{rust_namespace, rust_paths};
        let paths = |s: &str| rust_paths(s.into()).to_string();
        assert_eq!(&*rust_namespace("::mlir::vector"), "::vector");
        assert_eq!(&*rust_namespace("::mlir"), "::mlir");
        assert_eq!(&*rust_namespace("::ir::interfaces"), "::ir::interfaces");
        assert_eq!(
            paths("::mlir::vector::CombiningKindAttr::get(b, ::mlir::vector::CombiningKind::add)"),
            "::vector::CombiningKindAttr::get(b, ::vector::CombiningKind::add)"
        );
        // Paths into `mlir` itself, and a namespace that ends the text, stay.
        assert_eq!(paths("::mlir::Attribute"), "::mlir::Attribute");
        assert_eq!(paths("x ::mlir::gpu"), "x ::mlir::gpu");
        assert_eq!(paths("no paths"), "no paths");
    }
}

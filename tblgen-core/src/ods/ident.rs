//! The Rust identifier of an ODS name: the one rule by which the op emitter
//! names accessors and builder parameters and by which DRR patterns call
//! them, so that both sides agree.

use heck::ToSnakeCase;

/// Rust keywords (strict and reserved, 2021 edition).
const KEYWORDS: &[&str] = &[
    "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern",
    "false", "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub",
    "ref", "return", "self", "Self", "static", "struct", "super", "trait", "true", "type",
    "unsafe", "use", "where", "while", "abstract", "become", "box", "do", "final", "macro",
    "override", "priv", "typeof", "unsized", "virtual", "yield", "try", "gen",
];

/// A snake-case Rust identifier for an ODS name (`sym_name` → `sym_name`,
/// `inputValues` → `input_values`), with a trailing `_` for keywords. A
/// trailing `_` of the ODS name stays (`visibility_` → `visibility_`, as
/// upstream's `getVisibility_`), so that it cannot collide with the name
/// without it (the `Symbol` interface's `visibility`).
pub fn ident(ods: &str) -> String {
    let mut s = ods.to_snake_case();
    if ods.ends_with('_') && !s.is_empty() && !s.ends_with('_') {
        s.push('_');
    }
    let s = if s.is_empty() { "value".to_string() } else { s };
    let s = if s.starts_with(|c: char| c.is_ascii_digit()) {
        format!("v{}", s)
    } else {
        s
    };
    if KEYWORDS.contains(&s.as_str()) {
        format!("{}_", s)
    } else {
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn idents() {
        assert_eq!(ident("sym_name"), "sym_name");
        assert_eq!(ident("inputValues"), "input_values");
        assert_eq!(ident("type"), "type_");
        assert_eq!(ident("visibility_"), "visibility_");
        assert_eq!(ident("thread_local_"), "thread_local_");
    }
}

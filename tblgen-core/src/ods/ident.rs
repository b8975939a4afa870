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
/// `inputValues` → `input_values`), with a trailing `_` for keywords.
pub fn ident(ods: &str) -> String {
    let s = ods.to_snake_case();
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
    }
}

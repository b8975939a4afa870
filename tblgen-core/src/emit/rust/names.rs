//! Rust literals for ODS strings.

/// A Rust string literal for `s`.
pub fn lit(s: &str) -> String {
    format!("{:?}", s)
}

/// A Rust string literal usable as a `format!` string: braces doubled.
pub fn fmt_lit(s: &str) -> String {
    format!("{:?}", s.replace('{', "{{").replace('}', "}}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn format_literals() {
        assert_eq!(fmt_lit("a {b} \"c\""), "\"a {{b}} \\\"c\\\"\"");
    }
}

//! Placeholder substitution in Rust snippets (`$_self`, `$_ctx`, `$_op`,
//! `$_builder`, `$_state`, `$cppClass`, `$0`, `$name`), like upstream's
//! `tgfmt`: a placeholder is `$` followed by the longest run of identifier
//! characters; unknown placeholders are left as written.

/// Replaces every placeholder `$ident` for which `lookup(ident)` gives a
/// replacement.
pub fn substitute(text: &str, lookup: impl Fn(&str) -> Option<String>) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(pos) = rest.find('$') {
        out.push_str(&rest[..pos]);
        let after = &rest[pos + 1..];
        let len = after
            .char_indices()
            .find(|(_, c)| !(c.is_ascii_alphanumeric() || *c == '_'))
            .map_or(after.len(), |(i, _)| i);
        let ident = &after[..len];
        match (len > 0).then(|| lookup(ident)).flatten() {
            Some(rep) => out.push_str(&rep),
            None => {
                out.push('$');
                out.push_str(ident);
            }
        }
        rest = &after[len..];
    }
    out.push_str(rest);
    out
}

/// Substitutes a fixed list of `(placeholder without '$', replacement)`.
pub fn substitute_list(text: &str, pairs: &[(&str, &str)]) -> String {
    substitute(text, |id| pairs.iter().find(|(k, _)| *k == id).map(|(_, v)| v.to_string()))
}

/// Whether `text` uses the placeholder `$name` (whole identifier).
pub fn uses(text: &str, name: &str) -> bool {
    let found = std::cell::Cell::new(false);
    substitute(text, |id| {
        if id == name {
            found.set(true);
        }
        None
    });
    found.get()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn longest_identifier_is_replaced() {
        let s = substitute_list("$_self + $_selfish + $0 + $$ + $", &[("_self", "ty"), ("0", "v")]);
        assert_eq!(s, "ty + $_selfish + v + $$ + $");
    }

    #[test]
    fn uses_finds_whole_placeholders() {
        assert!(uses("f($_op)", "_op"));
        assert!(!uses("f($_opx)", "_op"));
    }
}

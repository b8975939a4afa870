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
    substitute(text, |id| {
        pairs
            .iter()
            .find(|(k, _)| *k == id)
            .map(|(_, v)| v.to_string())
    })
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

/// `text` (Rust code) with the insides of its string and character
/// literals and its comments blanked out, at the same byte offsets: what
/// is left is code, where a word is an identifier.
pub fn code_only(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = b.to_vec();
    let mut blank = |from: usize, to: usize| {
        for c in &mut out[from..to.min(b.len())] {
            if *c != b'\n' {
                *c = b' ';
            }
        }
    };
    let find = |from: usize, pat: &str| {
        text.get(from..)
            .and_then(|rest| rest.find(pat))
            .map_or(b.len(), |k| from + k)
    };
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let mut i = 0;
    while i < b.len() {
        let next = b.get(i + 1).copied();
        match b[i] {
            b'/' if next == Some(b'/') => {
                let end = find(i, "\n");
                blank(i, end);
                i = end;
            }
            b'/' if next == Some(b'*') => {
                let end = (find(i + 2, "*/") + 2).min(b.len());
                blank(i, end);
                i = end;
            }
            b'"' => {
                let mut j = i + 1;
                while j < b.len() && b[j] != b'"' {
                    j += if b[j] == b'\\' { 2 } else { 1 };
                }
                blank(i + 1, j);
                i = j + 1;
            }
            b'r' if (i == 0 || !ident(b[i - 1])) && matches!(next, Some(b'#' | b'"')) => {
                let hashes = b[i + 1..].iter().take_while(|&&c| c == b'#').count();
                let open = i + 1 + hashes;
                if b.get(open) != Some(&b'"') {
                    i += 1;
                    continue;
                }
                let close = format!("\"{}", "#".repeat(hashes));
                let end = find(open + 1, &close);
                blank(open + 1, end);
                i = end + close.len();
            }
            b'\'' => {
                // A character literal ('x', '\n', '\u{..}'), or a lifetime.
                let close = if next == Some(b'\\') {
                    Some(find(i + 3, "'"))
                } else {
                    let width = text[i + 1..].chars().next().map_or(0, char::len_utf8);
                    (b.get(i + 1 + width) == Some(&b'\'')).then_some(i + 1 + width)
                };
                match close {
                    Some(end) => {
                        blank(i + 1, end);
                        i = end + 1;
                    }
                    None => i += 1,
                }
            }
            _ => i += 1,
        }
    }
    String::from_utf8(out).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn longest_identifier_is_replaced() {
        let s = substitute_list(
            "$_self + $_selfish + $0 + $$ + $",
            &[("_self", "ty"), ("0", "v")],
        );
        assert_eq!(s, "ty + $_selfish + v + $$ + $");
    }

    #[test]
    fn code_only_blanks_literals_and_comments() {
        let code = code_only("f(\"shapes\", r#\"a\"b\"#, '\"', 'x) // shapes\ng(/* a */ b)");
        assert_eq!(
            code,
            "f(\"      \", r#\"   \"#, ' ', 'x)          \ng(        b)"
        );
        assert_eq!(code_only("'\\''.len()"), "'  '.len()");
    }

    #[test]
    fn uses_finds_whole_placeholders() {
        assert!(uses("f($_op)", "_op"));
        assert!(!uses("f($_opx)", "_op"));
    }
}

/// Drops the conjuncts `(true)` and disjuncts `(false)` of a condition
/// built by the ODS predicate combinators (`AnyIntElementsAttr` ands its
/// element check with `CPred<"true">`): clippy's `nonminimal_bool` rejects
/// them. A condition that is nothing else is left as it is.
pub fn drop_trivial_terms(expr: &str) -> String {
    let mut out = expr.to_string();
    for (term, op) in [("(true)", "&&"), ("(false)", "||")] {
        for t in [format!("({term})"), term.to_string()] {
            out = out.replace(&format!(" {op} {t}"), "");
            let lead = format!("{t} {op} ");
            while out.starts_with(&lead) {
                out.drain(..lead.len());
            }
            out = out.replace(&format!("({lead}"), "(");
        }
    }
    out
}

/// Removes the outer pair of redundant double parentheses `((x))` (which
/// clippy's `double_parens` rejects) from a condition built by the ODS
/// predicate combinators. Parentheses of calls (`f((a, b))`) and text in
/// string or character literals are left alone.
pub fn simplify_parens(expr: &str) -> String {
    let b = expr.as_bytes();
    // Matching parentheses, outside literals.
    let mut pairs: Vec<Option<usize>> = vec![None; b.len()];
    let mut stack = Vec::new();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'"' => i = string_end(b, i),
            b'(' => stack.push(i),
            b')' => {
                if let Some(o) = stack.pop() {
                    pairs[o] = Some(i);
                }
            }
            _ => {}
        }
        i += 1;
    }
    let mut drop = vec![false; b.len()];
    for o in 0..b.len() {
        let Some(c) = pairs[o] else { continue };
        // A parenthesized closure body: `|x| (body)` closed by the end of
        // the enclosing argument (rustc's `unused_parens`).
        let before = expr[..o].trim_end();
        let after = expr[c + 1..].trim_start();
        if before.ends_with('|')
            && !before.ends_with("||")
            && (after.is_empty() || after.starts_with(')') || after.starts_with(','))
            && !has_top_level_comma(&expr[o + 1..c])
        {
            drop[o] = true;
            drop[c] = true;
            continue;
        }
        if o + 1 >= b.len() || b[o + 1] != b'(' || pairs[o + 1] != Some(c.wrapping_sub(1)) {
            continue;
        }
        let prev = expr[..o].trim_end().as_bytes().last().copied();
        let is_call = prev.is_some_and(|p| {
            p.is_ascii_alphanumeric() || matches!(p, b'_' | b')' | b']' | b'>' | b'!')
        });
        if !is_call {
            drop[o] = true;
            drop[c] = true;
        }
    }
    let mut out: String = expr
        .char_indices()
        .filter(|(i, _)| !drop.get(*i).copied().unwrap_or(false))
        .map(|(_, ch)| ch)
        .collect();
    // Parentheses around the whole expression are redundant too.
    while let Some(inner) = out
        .trim()
        .strip_prefix('(')
        .and_then(|s| s.strip_suffix(')'))
    {
        if !balanced(inner) {
            break;
        }
        out = inner.to_string();
    }
    out
}

/// Whether `s` has a `,` outside brackets (a tuple, not a parenthesized
/// expression).
/// The index of the `"` closing the string literal opened at `open`.
fn string_end(b: &[u8], open: usize) -> usize {
    let mut i = open + 1;
    while i < b.len() && b[i] != b'"' {
        i += usize::from(b[i] == b'\\') + 1;
    }
    i
}

/// The negation of the condition `cond` as the test of an `if`: `a != b`
/// for a lone top-level `a == b` (clippy's `nonminimal_bool` rejects
/// `!(a == b)`), `!(cond)` otherwise.
pub fn negate(cond: &str) -> String {
    let cond = cond.trim();
    let b = cond.as_bytes();
    let mut depth = 0i32;
    let mut eq = None;
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'"' => i = string_end(b, i),
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth -= 1,
            _ if depth != 0 => {}
            b'=' if b.get(i + 1) == Some(&b'=') => {
                if eq.is_some() {
                    eq = None;
                    break;
                }
                eq = Some(i);
                i += 1;
            }
            // Operators binding looser than `==`, or ones that make the
            // condition more than a comparison.
            b'&' | b'|' | b'.' | b'!' | b'<' | b'>' | b'=' | b'\''
                if {
                    let two = &cond[i..cond.len().min(i + 2)];
                    matches!(two, "&&" | "||" | ".." | "!=" | "<=" | ">=" | "=>")
                        || matches!(b[i], b'<' | b'>' | b'=' | b'\'')
                } =>
            {
                eq = None;
                break;
            }
            _ => {}
        }
        i += 1;
    }
    let simple = !cond.starts_with("if ") && !cond.starts_with("match ") && !cond.starts_with('|');
    match eq {
        Some(at) if simple => format!(
            "{} != {}",
            cond[..at].trim_end(),
            cond[at + 2..].trim_start()
        ),
        _ => format!("!({})", cond),
    }
}

fn has_top_level_comma(s: &str) -> bool {
    let mut depth = 0i32;
    for c in s.chars() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => return true,
            _ => {}
        }
    }
    false
}

/// Whether every `(` of `s` is closed within `s` (outside string literals)
/// and no `)` closes something outside it.
fn balanced(s: &str) -> bool {
    let mut depth = 0i32;
    let mut in_str = false;
    let mut escaped = false;
    for c in s.chars() {
        if in_str {
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == '"' {
                in_str = false;
            }
            continue;
        }
        match c {
            '"' => in_str = true,
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth < 0 {
                    return false;
                }
            }
            _ => {}
        }
    }
    depth == 0
}

#[cfg(test)]
mod paren_tests {
    use super::{negate, simplify_parens};

    #[test]
    fn a_lone_equality_is_negated_as_inequality() {
        assert_eq!(negate("(f(a)) == (g(b))"), "(f(a)) != (g(b))");
        assert_eq!(negate("a == b && c"), "!(a == b && c)");
        assert_eq!(negate("a == b || c == d"), "!(a == b || c == d)");
        assert_eq!(negate("f(a == b)"), "!(f(a == b))");
        assert_eq!(negate("s == \"a == b\""), "s != \"a == b\"");
        assert_eq!(negate("x.is_some()"), "!(x.is_some())");
        assert_eq!(negate("a == b == c"), "!(a == b == c)");
        assert_eq!(
            negate("if c { a } else { b } == d"),
            "!(if c { a } else { b } == d)"
        );
    }

    #[test]
    fn double_parens_are_removed_but_not_calls() {
        assert_eq!(simplify_parens("((a == b)) && ((c))"), "(a == b) && (c)");
        assert_eq!(simplify_parens("(a) && (b)"), "(a) && (b)");
        assert_eq!(simplify_parens("((a) && (b))"), "(a) && (b)");
        assert_eq!(simplify_parens("f((a, b))"), "f((a, b))");
        assert_eq!(simplify_parens("\"((\" == s"), "\"((\" == s");
        assert_eq!(simplify_parens("(((x)))"), "x");
        assert_eq!(
            simplify_parens("s.map(|inner| (*inner))"),
            "s.map(|inner| *inner)"
        );
        assert_eq!(simplify_parens("f(|x| (a, b))"), "f(|x| (a, b))");
        assert_eq!(simplify_parens("a || (b)"), "a || (b)");
    }
}

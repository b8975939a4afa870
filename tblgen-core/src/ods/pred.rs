//! Predicates: `CPred` leaves combined with `And`, `Or`, `Neg`,
//! `SubstLeaves` and `Concat` (upstream `Predicate.cpp`).
//!
//! [`Pred::condition`] renders the tree as one boolean expression exactly
//! like upstream's `Pred::getCondition`: substitutions apply to the leaves
//! below them (innermost first), `And`/`Or` parenthesize every child when
//! there are several, `Neg` gives `!(...)`, `Concat` wraps its child.
//! Placeholders such as `$_self` are left in place; substitute them with
//! [`fmt_placeholders`].

use super::util::{def_list, err, MAX_DEPTH};
use crate::diag::Diagnostic;
use crate::tablegen::{Record, RecordKeeper};
use std::rc::Rc;

/// A predicate tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pred {
    /// No predicate (a constraint whose `predicate` is `?`).
    Null,
    /// A leaf: a boolean expression with placeholders.
    C(Rc<str>),
    /// All children hold.
    And(Vec<Pred>),
    /// Some child holds.
    Or(Vec<Pred>),
    /// The child does not hold.
    Not(Box<Pred>),
    /// Replace `pattern` by `replacement` in every leaf of `child`.
    SubstLeaves {
        /// Text to find.
        pattern: Rc<str>,
        /// Text to put instead.
        replacement: Rc<str>,
        /// The predicate rewritten.
        child: Box<Pred>,
    },
    /// `prefix` + the child's condition + `suffix`.
    Concat {
        /// Text before.
        prefix: Rc<str>,
        /// Text after.
        suffix: Rc<str>,
        /// The wrapped predicate.
        child: Box<Pred>,
    },
}

impl Pred {
    /// Reads the predicate def `rec` (a `CPred` or a `CombinedPred`).
    pub fn from_record(kp: &RecordKeeper, rec: &Record) -> Result<Pred, Diagnostic> {
        Self::build(kp, rec, 0)
    }

    fn build(kp: &RecordKeeper, rec: &Record, depth: usize) -> Result<Pred, Diagnostic> {
        if depth > MAX_DEPTH {
            return Err(err(rec, "predicate nesting is too deep"));
        }
        if rec.is_subclass_of("CombinedPred") {
            let kind = rec.get_def("kind")?;
            let children = def_list(kp, rec, "children")?
                .into_iter()
                .map(|c| Self::build(kp, c, depth + 1))
                .collect::<Result<Vec<_>, _>>()?;
            let single = |mut children: Vec<Pred>| -> Result<Box<Pred>, Diagnostic> {
                if children.len() != 1 {
                    return Err(err(
                        rec,
                        format!("predicate `{}' must have exactly one child", rec.name()),
                    ));
                }
                Ok(Box::new(children.pop().unwrap_or(Pred::Null)))
            };
            return Ok(match &*kind.name {
                "PredCombinerAnd" => Pred::And(children),
                "PredCombinerOr" => Pred::Or(children),
                "PredCombinerNot" => Pred::Not(single(children)?),
                "PredCombinerSubstLeaves" => Pred::SubstLeaves {
                    pattern: rec.get_string("pattern")?,
                    replacement: rec.get_string("replacement")?,
                    child: single(children)?,
                },
                "PredCombinerConcat" => Pred::Concat {
                    prefix: rec.get_string("prefix")?,
                    suffix: rec.get_string("suffix")?,
                    child: single(children)?,
                },
                other => return Err(err(rec, format!("unsupported predicate kind `{}'", other))),
            });
        }
        if rec.is_subclass_of("CPred") {
            return Ok(Pred::C(rec.get_string("predExpr")?));
        }
        Err(err(
            rec,
            format!("`{}' is neither a CPred nor a CombinedPred", rec.name()),
        ))
    }

    /// Reads the predicate held by field `field` of `rec` (`?` gives [`Pred::Null`]).
    pub fn from_field(kp: &RecordKeeper, rec: &Record, field: &str) -> Result<Pred, Diagnostic> {
        // Like upstream, a missing or non-def predicate is the null predicate.
        match rec.value(field).and_then(|v| super::util::init_def(kp, v)) {
            Some(p) => Pred::from_record(kp, p),
            None => Ok(Pred::Null),
        }
    }

    /// Whether this is the null predicate.
    pub fn is_null(&self) -> bool {
        matches!(self, Pred::Null)
    }

    /// The boolean expression (upstream `Pred::getCondition`), exactly as
    /// upstream renders it.
    pub fn condition(&self) -> String {
        let mut substs: Vec<(&str, &str)> = Vec::new();
        self.render(&mut substs, false)
    }

    /// The boolean expression as generated Rust uses it: as
    /// [`Pred::condition`], but a negated child already in parentheses
    /// gets no second pair (upstream's C++ has `!((c))`, which clippy's
    /// `double_parens` rejects in Rust).
    pub fn rust_condition(&self) -> String {
        let mut substs: Vec<(&str, &str)> = Vec::new();
        self.render(&mut substs, true)
    }

    fn render<'a>(&'a self, substs: &mut Vec<(&'a str, &'a str)>, rust: bool) -> String {
        match self {
            Pred::Null => String::new(),
            Pred::C(expr) => substitute(expr, substs),
            Pred::And(cs) => combine(
                cs.iter().map(|c| c.render(substs, rust)).collect(),
                "&&",
                "true",
            ),
            Pred::Or(cs) => combine(
                cs.iter().map(|c| c.render(substs, rust)).collect(),
                "||",
                "false",
            ),
            Pred::Not(c) => {
                let child = c.render(substs, rust);
                if rust && wrapped_in_parens(&child) {
                    format!("!{child}")
                } else {
                    format!("!({child})")
                }
            }
            Pred::SubstLeaves {
                pattern,
                replacement,
                child,
            } => {
                substs.push((pattern, replacement));
                let s = child.render(substs, rust);
                substs.pop();
                s
            }
            Pred::Concat {
                prefix,
                suffix,
                child,
            } => {
                let p = substitute(prefix, substs);
                let s = substitute(suffix, substs);
                format!("{}{}{}", p, child.render(substs, rust), s)
            }
        }
    }
}

/// Applies substitutions from innermost to outermost; text inserted by a
/// replacement is not searched again by the same substitution.
fn substitute(s: &str, substs: &[(&str, &str)]) -> String {
    let mut out = s.to_string();
    for (pat, rep) in substs.iter().rev() {
        if pat.is_empty() {
            continue;
        }
        let mut res = String::with_capacity(out.len());
        let mut rest = out.as_str();
        while let Some(i) = rest.find(pat) {
            res.push_str(&rest[..i]);
            res.push_str(rep);
            rest = &rest[i + pat.len()..];
        }
        res.push_str(rest);
        out = res;
    }
    out
}

fn combine(children: Vec<String>, op: &str, empty: &str) -> String {
    match children.len() {
        0 => empty.to_string(),
        1 => children.into_iter().next().unwrap_or_default(),
        _ => {
            let mut s = String::new();
            for (i, c) in children.iter().enumerate() {
                if i > 0 {
                    s.push(' ');
                    s.push_str(op);
                    s.push(' ');
                }
                s.push('(');
                s.push_str(c);
                s.push(')');
            }
            s
        }
    }
}

/// Substitutes `$name` placeholders (like upstream `tgfmt`): each
/// `$ident` whose name is a key of `subst` becomes its value; `$$` is a
/// literal `$`; unknown placeholders are kept verbatim.
pub fn fmt_placeholders(text: &str, subst: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(text.len());
    let b = text.as_bytes();
    let mut i = 0;
    let mut last = 0;
    while i < b.len() {
        if b[i] != b'$' {
            i += 1;
            continue;
        }
        out.push_str(&text[last..i]);
        if b.get(i + 1) == Some(&b'$') {
            out.push('$');
            i += 2;
            last = i;
            continue;
        }
        let start = i + 1;
        let mut end = start;
        while end < b.len() && (b[end].is_ascii_alphanumeric() || b[end] == b'_') {
            end += 1;
        }
        let name = &text[start..end];
        match subst.iter().find(|(k, _)| *k == name) {
            Some((_, v)) if !name.is_empty() => out.push_str(v),
            _ => out.push_str(&text[i..end]),
        }
        i = end.max(i + 1);
        last = i;
    }
    out.push_str(&text[last..]);
    out
}

/// Whether `code` is one parenthesized expression: its first `(` closes
/// at its last byte (string literals skipped).
fn wrapped_in_parens(code: &str) -> bool {
    let b = code.as_bytes();
    if b.first() != Some(&b'(') || b.last() != Some(&b')') {
        return false;
    }
    let mut depth = 0i32;
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += usize::from(b[i] == b'\\') + 1;
                }
            }
            b'(' => depth += 1,
            b')' => {
                depth -= 1;
                if depth == 0 && i + 1 != b.len() {
                    return false;
                }
            }
            _ => {}
        }
        i += 1;
    }
    depth == 0
}

#[cfg(test)]
mod tests {
    #[test]
    fn one_pair_of_parentheses_is_recognised() {
        use super::wrapped_in_parens;
        assert!(wrapped_in_parens("(a || b)"));
        assert!(!wrapped_in_parens("(a) || (b)"));
        assert!(wrapped_in_parens("(f(\")\"))"));
        assert!(!wrapped_in_parens("a"));
    }

    use super::*;

    #[test]
    fn combine_and_substitute() {
        let p = Pred::SubstLeaves {
            pattern: "$_self".into(),
            replacement: "x.ty".into(),
            child: Box::new(Pred::And(vec![
                Pred::C("a($_self)".into()),
                Pred::Not(Box::new(Pred::C("b($_self)".into()))),
            ])),
        };
        assert_eq!(p.condition(), "(a(x.ty)) && (!(b(x.ty)))");
        assert_eq!(Pred::Or(vec![]).condition(), "false");
        let c = Pred::Concat {
            prefix: "f(".into(),
            suffix: ")".into(),
            child: Box::new(Pred::C("$_self".into())),
        };
        assert_eq!(c.condition(), "f($_self)");
    }

    #[test]
    fn placeholders() {
        assert_eq!(
            fmt_placeholders(
                "$_self.is($_ctx) $$ $other",
                &[("_self", "t"), ("_ctx", "c")]
            ),
            "t.is(c) $ $other"
        );
    }
}

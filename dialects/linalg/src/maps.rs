//! Indexing maps as the verifier and the named ops use them: a map from
//! the loops to an operand's dimensions, held by value so that a named op's
//! maps (its YAML maps with its index attributes substituted for the
//! symbols) need no interning during verification.

use ir::affine::{AffineBinaryKind, AffineExprData, AffineMap};
use ir::Context;

/// An affine expression over loop dimensions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoopExpr {
    /// Loop `d<i>`.
    Dim(u32),
    /// Symbol `s<i>` (not yet bound).
    Symbol(u32),
    /// A constant.
    Const(i64),
    /// `lhs op rhs`.
    Binary(AffineBinaryKind, Box<LoopExpr>, Box<LoopExpr>),
}

/// An indexing map: `num_dims` loops to one expression per operand
/// dimension.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoopMap {
    /// Number of loops.
    pub num_dims: u32,
    /// Number of symbols (none once bound).
    pub num_symbols: u32,
    /// One expression per operand dimension.
    pub results: Vec<LoopExpr>,
}

impl LoopExpr {
    /// The value with loop `d<i>` at `dims[i]` (`None` for unbound symbols
    /// or a division by zero).
    pub fn eval(&self, dims: &[i64]) -> Option<i64> {
        Some(match self {
            LoopExpr::Dim(d) => *dims.get(*d as usize)?,
            LoopExpr::Symbol(_) => return None,
            LoopExpr::Const(c) => *c,
            LoopExpr::Binary(k, l, r) => {
                let (l, r) = (l.eval(dims)?, r.eval(dims)?);
                match k {
                    AffineBinaryKind::Add => l.wrapping_add(r),
                    AffineBinaryKind::Mul => l.wrapping_mul(r),
                    AffineBinaryKind::Mod => (r != 0).then(|| l.rem_euclid(r))?,
                    AffineBinaryKind::FloorDiv => floor_div(l, r)?,
                    AffineBinaryKind::CeilDiv => floor_div(l.checked_neg()?, r)?.checked_neg()?,
                }
            }
        })
    }

    /// `self` with each symbol `s<i>` replaced by `symbols[i]` (when given)
    /// and constant operands folded (`x * 1`, `x + 0`, constants), as
    /// upstream's `simplifyAffineMap` does for these maps.
    pub fn bind(&self, symbols: &[Option<i64>]) -> LoopExpr {
        match self {
            LoopExpr::Symbol(s) => match symbols.get(*s as usize).copied().flatten() {
                Some(v) => LoopExpr::Const(v),
                None => self.clone(),
            },
            LoopExpr::Binary(k, l, r) => {
                let (l, r) = (l.bind(symbols), r.bind(symbols));
                match (k, &l, &r) {
                    (_, LoopExpr::Const(_), LoopExpr::Const(_)) => {
                        match LoopExpr::Binary(*k, Box::new(l.clone()), Box::new(r.clone()))
                            .eval(&[])
                        {
                            Some(v) => LoopExpr::Const(v),
                            None => LoopExpr::Binary(*k, Box::new(l), Box::new(r)),
                        }
                    }
                    (AffineBinaryKind::Mul, _, LoopExpr::Const(1)) => l,
                    (AffineBinaryKind::Mul, LoopExpr::Const(1), _) => r,
                    (AffineBinaryKind::Add, _, LoopExpr::Const(0)) => l,
                    (AffineBinaryKind::Add, LoopExpr::Const(0), _) => r,
                    _ => LoopExpr::Binary(*k, Box::new(l), Box::new(r)),
                }
            }
            _ => self.clone(),
        }
    }

    /// The expression interned in `ctx`.
    pub fn intern(&self, ctx: &mut Context) -> ir::affine::AffineExpr {
        match self {
            LoopExpr::Dim(d) => ctx.affine_dim(*d),
            LoopExpr::Symbol(s) => ctx.affine_symbol(*s),
            LoopExpr::Const(c) => ctx.affine_constant(*c),
            LoopExpr::Binary(k, l, r) => {
                let (l, r) = (l.intern(ctx), r.intern(ctx));
                ctx.affine_op(*k, l, r)
            }
        }
    }

    fn from_ir(ctx: &Context, e: ir::affine::AffineExpr) -> LoopExpr {
        match ctx.affine_expr_data(e) {
            AffineExprData::Dim(d) => LoopExpr::Dim(d),
            AffineExprData::Symbol(s) => LoopExpr::Symbol(s),
            AffineExprData::Constant(c) => LoopExpr::Const(c),
            AffineExprData::Binary(k, l, r) => LoopExpr::Binary(
                k,
                Box::new(LoopExpr::from_ir(ctx, l)),
                Box::new(LoopExpr::from_ir(ctx, r)),
            ),
        }
    }
}

impl LoopMap {
    /// The map of an interned affine map.
    pub fn from_ir(ctx: &Context, m: AffineMap) -> LoopMap {
        let d = ctx.affine_map_data(m);
        LoopMap {
            num_dims: d.num_dims,
            num_symbols: d.num_symbols,
            results: d
                .results
                .iter()
                .map(|&e| LoopExpr::from_ir(ctx, e))
                .collect(),
        }
    }

    /// The map with its symbols bound (see [`LoopExpr::bind`]); bound
    /// maps have no symbols left, as upstream's named ops' maps.
    pub fn bind(&self, symbols: &[Option<i64>]) -> LoopMap {
        LoopMap {
            num_dims: self.num_dims,
            num_symbols: 0,
            results: self.results.iter().map(|e| e.bind(symbols)).collect(),
        }
    }

    /// The map interned in `ctx`.
    pub fn intern(&self, ctx: &mut Context) -> AffineMap {
        let results: Vec<_> = self.results.iter().map(|e| e.intern(ctx)).collect();
        ctx.affine_map(self.num_dims, self.num_symbols, &results)
    }

    /// Whether each result is a distinct loop (upstream's
    /// `isProjectedPermutation`, without zero results).
    pub fn is_projected_permutation(&self) -> bool {
        let mut seen = vec![false; self.num_dims as usize];
        for r in &self.results {
            match r {
                LoopExpr::Dim(d) if !seen[*d as usize] => seen[*d as usize] = true,
                _ => return false,
            }
        }
        true
    }

    /// Parses `affine_map<(d0, ...)[s0, ...] -> (e, ...)>` with `+`, `*`,
    /// integers, `d<i>` and `s<i>` (the maps of the named-op YAML).
    pub fn parse(text: &str) -> Result<LoopMap, String> {
        let body = text
            .trim()
            .strip_prefix("affine_map<")
            .and_then(|t| t.strip_suffix('>'))
            .ok_or_else(|| format!("not an affine_map: {text}"))?;
        let (lhs, rhs) = body
            .split_once("->")
            .ok_or_else(|| format!("no `->` in {text}"))?;
        let count = |list: &str| list.split(',').filter(|s| !s.trim().is_empty()).count() as u32;
        let lhs = lhs.trim();
        let (dims, syms) = match lhs.find('[') {
            Some(p) => (&lhs[..p], &lhs[p..]),
            None => (lhs, ""),
        };
        let num_dims = count(dims.trim().trim_start_matches('(').trim_end_matches(')'));
        let num_symbols = count(syms.trim().trim_start_matches('[').trim_end_matches(']'));
        let rhs = rhs.trim();
        let inner = rhs
            .strip_prefix('(')
            .and_then(|r| r.strip_suffix(')'))
            .ok_or_else(|| format!("bad results in {text}"))?;
        let mut results = Vec::new();
        for part in split_top(inner) {
            let tokens: Vec<String> = tokenize(part);
            if tokens.is_empty() {
                continue;
            }
            let mut pos = 0;
            let e = parse_sum(&tokens, &mut pos)?;
            if pos != tokens.len() {
                return Err(format!("trailing tokens in {text}"));
            }
            results.push(e);
        }
        Ok(LoopMap {
            num_dims,
            num_symbols,
            results,
        })
    }
}

fn floor_div(l: i64, r: i64) -> Option<i64> {
    let q = l.checked_div(r)?;
    Some(if l % r != 0 && ((l < 0) != (r < 0)) {
        q - 1
    } else {
        q
    })
}

fn split_top(s: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, c) in s.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&s[start..]);
    parts
}

fn tokenize(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    for c in s.chars() {
        if c.is_alphanumeric() || c == '_' {
            cur.push(c);
        } else {
            if !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
            }
            if !c.is_whitespace() {
                out.push(c.to_string());
            }
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

fn parse_sum(t: &[String], pos: &mut usize) -> Result<LoopExpr, String> {
    let mut e = parse_product(t, pos)?;
    while t.get(*pos).map(String::as_str) == Some("+") {
        *pos += 1;
        let r = parse_product(t, pos)?;
        e = LoopExpr::Binary(AffineBinaryKind::Add, Box::new(e), Box::new(r));
    }
    Ok(e)
}

fn parse_product(t: &[String], pos: &mut usize) -> Result<LoopExpr, String> {
    let mut e = parse_atom(t, pos)?;
    while t.get(*pos).map(String::as_str) == Some("*") {
        *pos += 1;
        let r = parse_atom(t, pos)?;
        e = LoopExpr::Binary(AffineBinaryKind::Mul, Box::new(e), Box::new(r));
    }
    Ok(e)
}

fn parse_atom(t: &[String], pos: &mut usize) -> Result<LoopExpr, String> {
    let tok = t.get(*pos).ok_or("unexpected end of expression")?;
    *pos += 1;
    if tok == "(" {
        let e = parse_sum(t, pos)?;
        if t.get(*pos).map(String::as_str) != Some(")") {
            return Err("expected `)`".into());
        }
        *pos += 1;
        return Ok(e);
    }
    if let Some(n) = tok.strip_prefix('d').and_then(|n| n.parse().ok()) {
        return Ok(LoopExpr::Dim(n));
    }
    if let Some(n) = tok.strip_prefix('s').and_then(|n| n.parse().ok()) {
        return Ok(LoopExpr::Symbol(n));
    }
    tok.parse()
        .map(LoopExpr::Const)
        .map_err(|_| format!("unexpected `{tok}`"))
}

impl std::fmt::Display for LoopExpr {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LoopExpr::Dim(d) => write!(f, "d{d}"),
            LoopExpr::Symbol(s) => write!(f, "s{s}"),
            LoopExpr::Const(c) => write!(f, "{c}"),
            LoopExpr::Binary(AffineBinaryKind::Add, l, r) => match &**r {
                LoopExpr::Const(c) if *c < 0 => write!(f, "{l} - {}", c.unsigned_abs()),
                _ => write!(f, "{l} + {r}"),
            },
            LoopExpr::Binary(k, l, r) => {
                let op = match k {
                    AffineBinaryKind::Mul => "*",
                    AffineBinaryKind::Mod => "mod",
                    AffineBinaryKind::FloorDiv => "floordiv",
                    AffineBinaryKind::CeilDiv => "ceildiv",
                    AffineBinaryKind::Add => "+",
                };
                let paren = |e: &LoopExpr| matches!(e, LoopExpr::Binary(AffineBinaryKind::Add, ..));
                let (l, r) = (
                    if paren(l) {
                        format!("({l})")
                    } else {
                        l.to_string()
                    },
                    if paren(r) {
                        format!("({r})")
                    } else {
                        r.to_string()
                    },
                );
                write!(f, "{l} {op} {r}")
            }
        }
    }
}

/// Upstream's `AffineMap` printing: `(d0, ...)[s0, ...] -> (e, ...)`.
impl std::fmt::Display for LoopMap {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let dims: Vec<String> = (0..self.num_dims).map(|d| format!("d{d}")).collect();
        write!(f, "({})", dims.join(", "))?;
        if self.num_symbols > 0 {
            let syms: Vec<String> = (0..self.num_symbols).map(|s| format!("s{s}")).collect();
            write!(f, "[{}]", syms.join(", "))?;
        }
        let results: Vec<String> = self.results.iter().map(ToString::to_string).collect();
        write!(f, " -> ({})", results.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_binds_convolution_maps() {
        let m = LoopMap::parse(
            "affine_map<(d0, d1, d2, d3, d4)[s0, s1, s2, s3, s4, s5, s6] -> (d0, d1 * s2 + d3 * s4, d4)>",
        )
        .unwrap();
        assert_eq!((m.num_dims, m.num_symbols, m.results.len()), (5, 7, 3));
        let b = m.bind(&[None, None, Some(2), None, Some(1), None, None]);
        assert_eq!(b.results[1].eval(&[0, 3, 0, 1, 0]), Some(7));
        assert!(
            matches!(&b.results[1], LoopExpr::Binary(AffineBinaryKind::Add, _, r) if **r == LoopExpr::Dim(3))
        );
        assert!(!b.is_projected_permutation());
        assert!(LoopMap::parse("affine_map<() -> ()>")
            .unwrap()
            .results
            .is_empty());
    }
}

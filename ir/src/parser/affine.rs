//! `affine_map<...>` and `affine_set<...>` (MLIR's `AffineParser.cpp`), and
//! the other builtin memref layout, `strided<[...], offset: ...>`. Maps and sets:
//! dimension and symbol lists, then results or constraints. Expressions
//! are built through the context's simplifying constructors, in the same
//! order as MLIR, so the same expressions are interned; the two precedence
//! levels are parsed by loops rather than MLIR's recursion (a long sum
//! cannot exhaust the stack), with MLIR's messages at MLIR's places.

use crate::core::affine::{AffineBinaryKind, AffineExpr, AffineMap, MAX_AFFINE_DEPTH};
use crate::core::attrs::Attribute;
use crate::core::op_asm::UnresolvedOperand;

use super::{PResult, Parser};

/// The dimension and symbol names in scope.
type Names<'s> = Vec<(&'s str, AffineExpr)>;

/// What the names of an expression are: bare identifiers declared before
/// it (`(d0)[s0] -> ...`), or SSA values read where they occur
/// (`%i + symbol(%n)`, MLIR's `allowParsingSSAIds`).
enum Scope<'s, 'i> {
    Declared(Names<'s>),
    Ssa(&'i mut SsaIds<'s>),
}

/// The SSA values of an expression read so far, each bound to the
/// dimension or symbol it became.
#[derive(Default)]
struct SsaIds<'s> {
    seen: Names<'s>,
    dims: Vec<UnresolvedOperand>,
    symbols: Vec<UnresolvedOperand>,
}

/// An affine map or expression written over SSA values, the values that
/// became its dimensions and those that became its symbols.
type SsaAffine<T> = (T, Vec<UnresolvedOperand>, Vec<UnresolvedOperand>);

/// A map or a set, as the shared syntax turned out to be.
enum MapOrSet {
    Map(crate::core::affine::AffineMap),
    Set(crate::core::affine::IntegerSet),
}

impl<'s> Scope<'s, '_> {
    /// The declared names (none for SSA values).
    fn declared(&self) -> &[(&'s str, AffineExpr)] {
        match self {
            Scope::Declared(n) => n,
            Scope::Ssa(_) => &[],
        }
    }
}

impl<'s, 'c> Parser<'s, 'c> {
    /// After `affine_map`: `<(dims)[syms] -> (results)>`.
    pub(super) fn parse_affine_map_attr(&mut self) -> PResult<Attribute> {
        if !self.eat("<") {
            return self.wrong_token("expected '<' in affine map");
        }
        let at = self.offset_here();
        let m = match self.parse_map_or_set()? {
            MapOrSet::Map(m) => m,
            MapOrSet::Set(_) => return self.err(at, "expected AffineMap, but got IntegerSet"),
        };
        if !self.eat(">") {
            return self.wrong_token("expected '>' in affine map");
        }
        Ok(self.ctx.affine_map_attr(m))
    }

    /// A bare `(dims)[syms] -> (results)` map, as an `affine_map`
    /// attribute (MLIR's `parseAffineMapReference`).
    pub(super) fn parse_bare_affine_map(&mut self) -> PResult<Attribute> {
        let at = self.offset_here();
        match self.parse_map_or_set()? {
            MapOrSet::Map(m) => Ok(self.ctx.affine_map_attr(m)),
            MapOrSet::Set(_) => self.err(at, "expected AffineMap, but got IntegerSet"),
        }
    }

    /// After `affine_set`: `<(dims)[syms] : (constraints)>`.
    pub(super) fn parse_integer_set_attr(&mut self) -> PResult<Attribute> {
        if !self.eat("<") {
            return self.wrong_token("expected '<' in integer set");
        }
        let at = self.offset_here();
        let s = match self.parse_map_or_set()? {
            MapOrSet::Set(s) => s,
            MapOrSet::Map(_) => return self.err(at, "expected IntegerSet, but got AffineMap"),
        };
        if !self.eat(">") {
            return self.wrong_token("expected '>' in integer set");
        }
        Ok(self.ctx.integer_set_attr(s))
    }

    /// After `strided` (at `at`): `<[1, ?], offset: 4>` (MLIR's
    /// `parseStridedLayoutAttr`).
    pub(super) fn parse_strided_layout_attr(&mut self, at: usize) -> PResult<Attribute> {
        if !self.eat("<") {
            return self.wrong_token("expected '<' after 'strided'");
        }
        if !self.eat("[") {
            return self.wrong_token("expected '['");
        }
        let mut strides = Vec::new();
        if self.peek() != Some(b']') {
            loop {
                strides.push(self.stride_or_offset()?);
                if !self.eat(",") {
                    break;
                }
            }
        }
        if !self.eat("]") {
            return self.wrong_token("expected ']'");
        }
        let mut offset = 0;
        if !self.eat(">") {
            if !self.eat(",") {
                return self.wrong_token("expected ','");
            }
            if !self.eat_keyword("offset") {
                return self.wrong_token("expected 'offset' after comma");
            }
            if !self.eat(":") {
                return self.wrong_token("expected ':' after 'offset'");
            }
            offset = self.stride_or_offset()?;
            if !self.eat(">") {
                return self.wrong_token("expected '>'");
            }
        }
        if strides.contains(&0) {
            return self.err(at, "strides must not be zero");
        }
        Ok(self.ctx.strided_layout_attr(offset, &strides))
    }

    /// `?` (dynamic) or a 64-bit signed integer.
    fn stride_or_offset(&mut self) -> PResult<i64> {
        if self.eat("?") {
            return Ok(crate::core::types::DYNAMIC);
        }
        let at = self.offset_here();
        let neg = self.eat("-");
        if !self.peek().is_some_and(|c| c.is_ascii_digit()) {
            return self.err(at, "expected a 64-bit signed integer or '?'");
        }
        let (v, _) = self.parse_uint()?;
        match i64::try_from(v) {
            Ok(v) => Ok(if neg { -v } else { v }),
            Err(_) => self.err(at, "expected a 64-bit signed integer or '?'"),
        }
    }

    /// `[exprs]` (or `(exprs)` when not `square`) over SSA values, as a
    /// map (MLIR's `parseAffineMapOfSSAIds`).
    pub(crate) fn parse_affine_map_of_ssa_ids(
        &mut self,
        square: bool,
    ) -> PResult<SsaAffine<AffineMap>> {
        let (open, close) = if square { ("[", "]") } else { ("(", ")") };
        if !self.eat(open) {
            return self.wrong_token(format!("expected '{open}'"));
        }
        let mut ids = SsaIds::default();
        let mut results = Vec::new();
        if !self.eat(close) {
            loop {
                results.push(self.parse_affine_expr(&mut Scope::Ssa(&mut ids))?);
                if !self.eat(",") {
                    break;
                }
            }
            if !self.eat(close) {
                return self.wrong_token(format!("expected ',' or '{close}'"));
            }
        }
        let map = self
            .ctx
            .affine_map(ids.dims.len() as u32, ids.symbols.len() as u32, &results);
        Ok((map, ids.dims, ids.symbols))
    }

    /// One expression over SSA values (MLIR's `parseAffineExprOfSSAIds`).
    pub(crate) fn parse_affine_expr_of_ssa_ids(&mut self) -> PResult<SsaAffine<AffineExpr>> {
        let mut ids = SsaIds::default();
        let e = self.parse_affine_expr(&mut Scope::Ssa(&mut ids))?;
        Ok((e, ids.dims, ids.symbols))
    }

    /// `%name` (or, for a symbol, after `symbol(`): the dimension or
    /// symbol it stands for, a new one the first time (MLIR's
    /// `parseSSAIdExpr`).
    fn parse_ssa_id_expr(&mut self, ids: &mut SsaIds<'s>, symbol: bool) -> PResult<AffineExpr> {
        self.skip_ws();
        let start = self.pos;
        if self.b.get(start) != Some(&b'%') {
            return self.wrong_token("expected ssa identifier");
        }
        let len = self.b[start + 1..]
            .iter()
            .take_while(|c| c.is_ascii_alphanumeric() || b"$._-".contains(c))
            .count();
        let spelling = self.name_at(start, len as u32)?;
        if let Some(&(_, e)) = ids.seen.iter().find(|(n, _)| *n == spelling) {
            self.pos = start + 1 + len;
            return Ok(e);
        }
        let operand = self.parse_operand_ref()?;
        let e = if symbol {
            ids.symbols.push(operand);
            self.ctx.affine_symbol(ids.symbols.len() as u32 - 1)
        } else {
            ids.dims.push(operand);
            self.ctx.affine_dim(ids.dims.len() as u32 - 1)
        };
        ids.seen.push((spelling, e));
        Ok(e)
    }

    fn offset_here(&mut self) -> usize {
        self.skip_ws();
        self.pos
    }

    /// MLIR's `parseAffineMapOrIntegerSetInline`.
    fn parse_map_or_set(&mut self) -> PResult<MapOrSet> {
        let mut names: Names<'s> = Vec::new();
        let mut num_dims = 0u32;
        self.affine_id_list(&mut names, &mut num_dims, false)?;
        let mut num_symbols = 0u32;
        if self.peek() == Some(b'[') {
            self.affine_id_list(&mut names, &mut num_symbols, true)?;
        }
        let mut names = Scope::Declared(names);
        if self.eat("->") {
            if !self.eat("(") {
                return self.wrong_token("expected '(' in affine map range");
            }
            let mut results = Vec::new();
            if !self.eat(")") {
                loop {
                    results.push(self.parse_affine_expr(&mut names)?);
                    if !self.eat(",") {
                        break;
                    }
                }
                if !self.eat(")") {
                    return self.wrong_token("expected ')' in affine map range");
                }
            }
            return Ok(MapOrSet::Map(self.ctx.affine_map(
                num_dims,
                num_symbols,
                &results,
            )));
        }
        if !self.eat(":") {
            return self.wrong_token("expected '->' or ':'");
        }
        if !self.eat("(") {
            return self.wrong_token("expected '(' in integer set constraint list");
        }
        let (mut constraints, mut eqs) = (Vec::new(), Vec::new());
        if !self.eat(")") {
            loop {
                let (e, eq) = self.parse_affine_constraint(&mut names)?;
                constraints.push(e);
                eqs.push(eq);
                if !self.eat(",") {
                    break;
                }
            }
            if !self.eat(")") {
                return self.wrong_token("expected ')' in integer set constraint list");
            }
        }
        if constraints.is_empty() {
            // The degenerate set `0 == 0`.
            constraints.push(self.ctx.affine_constant(0));
            eqs.push(true);
        }
        Ok(MapOrSet::Set(self.ctx.integer_set(
            num_dims,
            num_symbols,
            &constraints,
            &eqs,
        )))
    }

    /// `(i, j)` or `[s0, s1]`: names bound to `d<n>` / `s<n>`.
    fn affine_id_list(
        &mut self,
        names: &mut Names<'s>,
        count: &mut u32,
        symbols: bool,
    ) -> PResult<()> {
        let (open, close, what) = if symbols {
            ("[", "]", " in symbol list")
        } else {
            ("(", ")", " in dimensional identifier list")
        };
        if !self.eat(open) {
            return self.wrong_token(format!("expected '{open}'{what}"));
        }
        if self.eat(close) {
            return Ok(());
        }
        loop {
            let e = if symbols {
                self.ctx.affine_symbol(*count)
            } else {
                self.ctx.affine_dim(*count)
            };
            *count += 1;
            self.skip_ws();
            let at = self.pos;
            let Some(name) = self.parse_bare_id() else {
                return self.wrong_token("expected bare identifier");
            };
            if names.iter().any(|(n, _)| *n == name) {
                return self.err(at, format!("redefinition of identifier '{name}'"));
            }
            names.push((name, e));
            if !self.eat(",") {
                break;
            }
        }
        if !self.eat(close) {
            return self.wrong_token(format!("expected '{close}'{what}"));
        }
        Ok(())
    }

    /// `lhs >= rhs`, `lhs <= rhs` or `lhs == rhs`, as `expr >= 0` or
    /// `expr == 0`.
    fn parse_affine_constraint(
        &mut self,
        names: &mut Scope<'s, '_>,
    ) -> PResult<(AffineExpr, bool)> {
        let lhs = self.parse_affine_expr(names)?;
        let save = self.pos;
        if self.eat(">") && self.eat("=") {
            let rhs = self.parse_affine_expr(names)?;
            return Ok((self.ctx.affine_sub(lhs, rhs), false));
        }
        self.pos = save;
        if self.eat("<") && self.eat("=") {
            let rhs = self.parse_affine_expr(names)?;
            return Ok((self.ctx.affine_sub(rhs, lhs), false));
        }
        self.pos = save;
        if self.eat("=") && self.eat("=") {
            let rhs = self.parse_affine_expr(names)?;
            return Ok((self.ctx.affine_sub(lhs, rhs), true));
        }
        self.pos = save;
        let at = self.offset_here();
        self.err(
            at,
            "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
        )
    }

    /// `+` (`Some(false)`) or `-` (`Some(true)`; not the `-` of `->`).
    fn low_prec_op(&mut self) -> Option<bool> {
        self.skip_ws();
        match self.b.get(self.pos) {
            Some(b'+') => {
                self.pos += 1;
                Some(false)
            }
            Some(b'-') if self.b.get(self.pos + 1) != Some(&b'>') => {
                self.pos += 1;
                Some(true)
            }
            _ => None,
        }
    }

    /// `*`, `floordiv`, `ceildiv` or `mod`, and where it is.
    fn high_prec_op(&mut self) -> Option<(AffineBinaryKind, usize)> {
        self.skip_ws();
        let at = self.pos;
        if self.b.get(at) == Some(&b'*') {
            self.pos += 1;
            return Some((AffineBinaryKind::Mul, at));
        }
        let kind = match self.peek_bare_id()? {
            "floordiv" => AffineBinaryKind::FloorDiv,
            "ceildiv" => AffineBinaryKind::CeilDiv,
            "mod" => AffineBinaryKind::Mod,
            _ => return None,
        };
        self.parse_bare_id();
        Some((kind, at))
    }

    /// `lhs + rhs` or (`sub`) `lhs - rhs`.
    fn low_prec(&mut self, sub: bool, lhs: AffineExpr, rhs: AffineExpr) -> PResult<AffineExpr> {
        let e = if sub {
            self.ctx.affine_sub(lhs, rhs)
        } else {
            self.ctx.affine_add(lhs, rhs)
        };
        self.check_depth(e)
    }

    /// MLIR's `getAffineBinaryOpExpr` of the high-precedence operators,
    /// with its checks that the expression stays affine.
    fn high_prec(
        &mut self,
        kind: AffineBinaryKind,
        lhs: AffineExpr,
        rhs: AffineExpr,
        at: usize,
    ) -> PResult<AffineExpr> {
        let sym = |p: &Self, e| p.ctx.affine_is_symbolic_or_constant(e);
        let what = match kind {
            AffineBinaryKind::Mul if !sym(self, lhs) && !sym(self, rhs) => {
                return self.err(
                    at,
                    "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
                );
            }
            AffineBinaryKind::FloorDiv => "floordiv",
            AffineBinaryKind::CeilDiv => "ceildiv",
            AffineBinaryKind::Mod => "mod",
            _ => "",
        };
        if !what.is_empty() && !sym(self, rhs) {
            return self.err(
                at,
                format!("non-affine expression: right operand of {what} has to be either a constant or symbolic"),
            );
        }
        let e = self.ctx.affine_op(kind, lhs, rhs);
        self.check_depth(e)
    }

    fn check_depth(&mut self, e: AffineExpr) -> PResult<AffineExpr> {
        if self.ctx.affine_expr_depth(e) > MAX_AFFINE_DEPTH {
            let at = self.offset_here();
            return self.err(
                at,
                format!("affine expression nests more than {MAX_AFFINE_DEPTH} levels deep"),
            );
        }
        Ok(e)
    }

    /// MLIR's `parseAffineLowPrecOpExpr(nullptr, LNoOp)`: sums of products,
    /// left to right.
    fn parse_affine_expr(&mut self, names: &mut Scope<'s, '_>) -> PResult<AffineExpr> {
        let mut acc: Option<(AffineExpr, bool)> = None;
        loop {
            let lhs = self.parse_affine_operand(names, acc.is_some())?;
            let term = if let Some((kind, at)) = self.high_prec_op() {
                self.parse_high_prec_chain(names, lhs, kind, at)?
            } else {
                lhs
            };
            let expr = match acc {
                Some((l, sub)) => self.low_prec(sub, l, term)?,
                None => term,
            };
            match self.low_prec_op() {
                Some(sub) => acc = Some((expr, sub)),
                None => return Ok(expr),
            }
        }
    }

    /// MLIR's `parseAffineHighPrecOpExpr`: `first op x op y ...`, left to
    /// right; a non-affine product is reported at the operator after it
    /// (MLIR's `opLoc`), the last one at its own.
    fn parse_high_prec_chain(
        &mut self,
        names: &mut Scope<'s, '_>,
        first: AffineExpr,
        kind: AffineBinaryKind,
        at: usize,
    ) -> PResult<AffineExpr> {
        let (mut acc, mut kind, mut at) = (first, kind, at);
        loop {
            let rhs = self.parse_affine_operand(names, true)?;
            match self.high_prec_op() {
                Some((next, next_at)) => {
                    acc = self.high_prec(kind, acc, rhs, next_at)?;
                    (kind, at) = (next, next_at);
                }
                None => return self.high_prec(kind, acc, rhs, at),
            }
        }
    }

    /// MLIR's `parseAffineOperandExpr`: a name, an integer, a parenthesized
    /// expression or a negation; `after_lhs` says whether a left operand
    /// came before (for the message of a missing one).
    fn parse_affine_operand(
        &mut self,
        names: &mut Scope<'s, '_>,
        after_lhs: bool,
    ) -> PResult<AffineExpr> {
        self.skip_ws();
        let at = self.pos;
        match self.b.get(at) {
            Some(b'(') => {
                self.pos += 1;
                if self.peek() == Some(b')') {
                    let p = self.offset_here();
                    return self.err(p, "no expression inside parentheses");
                }
                let e = self.nested(|p| p.parse_affine_expr(names))?;
                if !self.eat(")") {
                    return self.wrong_token("expected ')'");
                }
                Ok(e)
            }
            Some(b'-') if self.b.get(at + 1) != Some(&b'>') => {
                self.pos += 1;
                let operand = self.nested(|p| p.parse_affine_operand(names, after_lhs));
                // MLIR reports "missing operand of negation" after the
                // operand's own error, at the token the parser stopped at.
                let operand = match operand {
                    Ok(e) => e,
                    Err(mut e) => {
                        let here = self.offset_here();
                        e.followups
                            .push((here, "missing operand of negation".into()));
                        return Err(e);
                    }
                };
                let m = self.ctx.affine_constant(-1);
                let e = self.ctx.affine_mul(m, operand);
                self.check_depth(e)
            }
            Some(b'0'..=b'9') => {
                let (v, _) = self.parse_uint()?;
                match i64::try_from(v).ok().filter(|_| v <= u64::MAX as u128) {
                    Some(v) => Ok(self.ctx.affine_constant(v)),
                    None => self.err(at, "constant too large for index"),
                }
            }
            Some(b'%') => match names {
                Scope::Ssa(ids) => self.parse_ssa_id_expr(ids, false),
                Scope::Declared(_) => self.wrong_token("unexpected ssa identifier"),
            },
            Some(b'+' | b'*') => {
                if after_lhs {
                    self.err(at, "missing right operand of binary operator")
                } else {
                    self.err(at, "missing left operand of binary operator")
                }
            }
            _ => match (self.parse_bare_id(), names) {
                (Some("symbol"), Scope::Ssa(ids)) => {
                    if !self.eat("(") {
                        return self.wrong_token("expected '(' at start of SSA symbol");
                    }
                    let e = self.parse_ssa_id_expr(ids, true)?;
                    if !self.eat(")") {
                        return self.wrong_token("expected ')' at end of SSA symbol");
                    }
                    Ok(e)
                }
                (Some(name), names) => match names.declared().iter().find(|(n, _)| *n == name) {
                    Some(&(_, e)) => Ok(e),
                    None => {
                        self.pos = at;
                        self.wrong_token("use of undeclared identifier")
                    }
                },
                (None, _) if after_lhs => self.err(at, "missing right operand of binary operator"),
                (None, _) => self.err(at, "expected affine expression"),
            },
        }
    }
}

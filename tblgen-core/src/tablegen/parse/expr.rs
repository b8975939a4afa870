//! Syntax trees of types and values (pest pairs → [`crate::tablegen::ast::Expr`]).

use super::grammar::Rule;
use super::{is_keyword, unescape, Cx, R};
use crate::diag::{Diagnostic, Span};
use crate::tablegen::ast::*;
use pest::iterators::{Pair, Pairs};
use std::sync::Arc;

impl<'a> Cx<'a, '_> {
    pub(super) fn ty(&self, p: Pair<'a, Rule>) -> R<TypeExpr> {
        let q = p.into_inner().next().expect("type");
        Ok(match q.as_rule() {
            Rule::bits_type => {
                let n = q.clone().into_inner().next().expect("bits width");
                let v: i64 = n
                    .as_str()
                    .parse()
                    .map_err(|_| Diagnostic::error(self.span(&n).loc(), "invalid bits width"))?;
                // (llvm-tblgen takes the width modulo 2^32 and crashes on a
                // negative one, or runs out of memory on a huge one.)
                if !(0..=super::MAX_BITS).contains(&v) {
                    return Err(Diagnostic::error(
                        self.span(&n).loc(),
                        format!("invalid bits width {} (from 0 to {})", v, super::MAX_BITS),
                    ));
                }
                TypeExpr::Bits(v)
            }
            Rule::list_type => {
                TypeExpr::List(Box::new(self.ty(q.into_inner().next().expect("elt"))?))
            }
            Rule::prim_type => match q.as_str() {
                "bit" => TypeExpr::Bit,
                "int" => TypeExpr::Int,
                "string" => TypeExpr::String,
                "code" => TypeExpr::Code,
                _ => TypeExpr::Dag,
            },
            _ => TypeExpr::Class(self.ident(q)),
        })
    }

    pub(super) fn value(&self, p: Pair<'a, Rule>) -> R<Expr> {
        debug_assert_eq!(p.as_rule(), Rule::value);
        let whole = self.span(&p);
        let mut it = p.into_inner().peekable();
        let first = it.next().expect("simple value");
        let mut e = if first.as_rule() == Rule::ident {
            // A reference (`ident`, then maybe `inst_args`): its blanks, up to the
            // value's next part, belong to it.
            let inst = it.next_if(|q| q.as_rule() == Rule::inst_args);
            let end = match (&inst, it.peek()) {
                (Some(a), _) => (self.base + a.as_span().end()) as u32,
                (None, Some(q)) => (self.base + q.as_span().start()) as u32,
                (None, None) => whole.end,
            };
            self.id_ref(self.ident(first), inst, end)?
        } else {
            self.simple(first)?
        };
        for s in it {
            // (The zero-width mark where the suffixes start.)
            if s.as_rule() == Rule::postfix_start {
                continue;
            }
            let span = Span {
                file: self.file,
                start: whole.start,
                end: (self.base + s.as_span().end()) as u32,
            };
            let kind = match s.as_rule() {
                Rule::bit_slice => {
                    let rl = s.into_inner().next().expect("range list");
                    ExprKind::BitSlice(Box::new(e), self.range_list(rl)?)
                }
                Rule::list_slice => {
                    let mut pieces = Vec::new();
                    let mut trailing = false;
                    for q in s.into_inner() {
                        if q.as_rule() == Rule::trailing_comma {
                            trailing = true;
                        } else {
                            pieces.push(self.range_piece(q)?);
                        }
                    }
                    let single = pieces.len() == 1 && pieces[0].end.is_none() && !trailing;
                    ExprKind::ListSlice(Box::new(e), pieces, single)
                }
                Rule::field_access => ExprKind::Field(
                    Box::new(e),
                    self.ident(s.into_inner().next().expect("field")),
                ),
                Rule::paste_tail => {
                    let q = s.into_inner().next().expect("paste rhs");
                    let rhs = if q.as_rule() == Rule::value {
                        Some(Box::new(self.value(q)?))
                    } else {
                        None
                    };
                    ExprKind::Paste(Box::new(e), rhs)
                }
                r => unreachable!("suffix {:?}", r),
            };
            e = Expr { kind, span };
        }
        Ok(e)
    }

    pub(super) fn range_list(&self, p: Pair<'a, Rule>) -> R<Vec<RangePiece>> {
        p.into_inner().map(|q| self.range_piece(q)).collect()
    }

    fn range_piece(&self, p: Pair<'a, Rule>) -> R<RangePiece> {
        let mut it = p.into_inner();
        let start = self.value(it.next().expect("start"))?;
        let _sep = it.next();
        let end = match it.next() {
            Some(q) => Some(self.value(q)?),
            None => None,
        };
        Ok(RangePiece { start, end })
    }

    /// The arguments of a class reference or instantiation: the values of
    /// `arg`s (a silent rule), `name = value` is two.
    pub(super) fn args(&self, mut it: Pairs<'a, Rule>) -> R<Vec<ArgExpr>> {
        let mut out = Vec::with_capacity(it.len());
        while let Some(v) = it.next() {
            let named = self.followed_by(&v, b'=');
            let first = self.value(v)?;
            if named {
                let value = self.value(it.next().expect("arg"))?;
                out.push(ArgExpr::Named(Box::new(first), value));
            } else {
                out.push(ArgExpr::Positional(first));
            }
        }
        Ok(out)
    }

    /// A reference: the identifier `name`, then `<` args `>` (`inst`) or
    /// not; the expression ends at `end`.
    pub(super) fn id_ref(&self, name: Ident, inst: Option<Pair<'a, Rule>>, end: u32) -> R<Expr> {
        let span = Span { end, ..name.span };
        let kind = match inst {
            Some(a) => ExprKind::ClassInst(name, self.args(a.into_inner())?),
            None => match &*name.name {
                "true" => ExprKind::Bool(true),
                "false" => ExprKind::Bool(false),
                n if is_keyword(n) => {
                    return Err(Diagnostic::error(
                        span.loc(),
                        "Unknown or reserved token when parsing a value",
                    ));
                }
                _ => ExprKind::Id(name),
            },
        };
        Ok(Expr { kind, span })
    }

    fn simple(&self, p: Pair<'a, Rule>) -> R<Expr> {
        let span = self.span(&p);
        let kind = match p.as_rule() {
            Rule::unset => ExprKind::Unset,
            Rule::number => {
                let s = p.as_str();
                if let Some(h) = s.strip_prefix("0x") {
                    let v = u64::from_str_radix(h, 16)
                        .map_err(|_| Diagnostic::error(span.loc(), "Invalid hexadecimal number"))?;
                    ExprKind::Int(v as i64)
                } else if let Some(digits) = s.strip_prefix("0b") {
                    if digits.len() > 64 {
                        return Err(Diagnostic::error(span.loc(), "Invalid binary number"));
                    }
                    ExprKind::BinLit(digits.bytes().rev().map(|b| b == b'1').collect())
                } else {
                    let v = s
                        .parse::<i64>()
                        .or_else(|_| s.trim_start_matches('+').parse::<u64>().map(|u| u as i64))
                        .map_err(|_| Diagnostic::error(span.loc(), "Invalid number"))?;
                    ExprKind::Int(v)
                }
            }
            Rule::strings => {
                // The common case, one literal without escapes: no copy
                // besides the shared string itself.
                let mut parts = p.clone().into_inner();
                if let (Some(q), None) = (parts.next(), parts.next()) {
                    let t = q.as_str();
                    let body = &t[1..t.len() - 1];
                    if memchr::memchr2(b'\\', b'\n', body.as_bytes()).is_none() {
                        return Ok(Expr {
                            kind: ExprKind::Str(Arc::from(body)),
                            span,
                        });
                    }
                }
                let mut s = String::new();
                for q in p.into_inner() {
                    let t = q.as_str();
                    s.push_str(&unescape(
                        &t[1..t.len() - 1],
                        self.file,
                        self.base + q.as_span().start() + 1,
                    )?);
                }
                ExprKind::Str(Arc::from(s))
            }
            Rule::code_lit => {
                let t = p.as_str();
                ExprKind::Code(Arc::from(&t[2..t.len() - 2]))
            }
            Rule::bits_lit => {
                ExprKind::Bits(p.into_inner().map(|q| self.value(q)).collect::<R<_>>()?)
            }
            Rule::list_lit => {
                let parts = p.into_inner();
                let mut elems = Vec::with_capacity(parts.len());
                let mut ty = None;
                for q in parts {
                    if q.as_rule() == Rule::type_ {
                        ty = Some(Box::new(self.ty(q)?));
                    } else {
                        elems.push(self.value(q)?);
                    }
                }
                ExprKind::List(elems, ty)
            }
            Rule::dag_lit => {
                let mut it = p.into_inner();
                let (op, op_name) = self.dag_arg(it.next().expect("dag op"))?;
                let op = match op {
                    Some(o) => o,
                    None => return Err(Diagnostic::error(span.loc(), "expected dag operator")),
                };
                let args = it.map(|q| self.dag_arg(q)).collect::<R<_>>()?;
                ExprKind::Dag {
                    op: Box::new(op),
                    op_name,
                    args,
                }
            }
            Rule::bang => {
                let mut it = p.into_inner();
                let n = it.next().expect("bang name");
                let op = Ident {
                    name: self.name(&n.as_str()[1..]),
                    span: self.span(&n),
                };
                let mut ty = None;
                let mut args = Vec::new();
                let mut clauses = Vec::new();
                let is_cond = &*op.name == "cond";
                // The arguments are the values of `bang_arg`s (a silent
                // rule): a clause `cond: value` is two.
                while let Some(q) = it.next() {
                    match q.as_rule() {
                        Rule::type_ => ty = Some(Box::new(self.ty(q)?)),
                        Rule::trailing_comma => {
                            if !is_cond {
                                return Err(Diagnostic::error(
                                    self.span(&q).loc(),
                                    "expected value after ','",
                                ));
                            }
                        }
                        _ => {
                            let qspan = self.span(&q);
                            let clause = self.followed_by(&q, b':');
                            let first = self.value(q)?;
                            match (clause, is_cond) {
                                (true, true) => {
                                    let v = it.next().expect("clause value");
                                    clauses.push((first, self.value(v)?))
                                }
                                (false, false) => args.push(first),
                                (true, false) => {
                                    return Err(Diagnostic::error(
                                        qspan.loc(),
                                        "unexpected ':' in operator arguments",
                                    ))
                                }
                                (false, true) => {
                                    return Err(Diagnostic::error(
                                        qspan.loc(),
                                        "expected ':' in !cond",
                                    ))
                                }
                            }
                        }
                    }
                }
                if is_cond {
                    if ty.is_some() {
                        return Err(Diagnostic::error(
                            op.span.loc(),
                            "!cond does not take a type",
                        ));
                    }
                    if clauses.is_empty() {
                        return Err(Diagnostic::error(
                            op.span.loc(),
                            "there should be at least 1 'condition : value' in the !cond operator",
                        ));
                    }
                    ExprKind::Cond(clauses)
                } else {
                    ExprKind::Bang { op, ty, args }
                }
            }
            r => unreachable!("simple value {:?}", r),
        };
        Ok(Expr { kind, span })
    }

    fn dag_arg(&self, p: Pair<'a, Rule>) -> R<(Option<Expr>, Option<Ident>)> {
        let mut it = p.into_inner();
        let first = it.next().expect("dag arg");
        if first.as_rule() == Rule::var_name {
            return Ok((None, Some(self.var_name(first))));
        }
        let v = self.value(first)?;
        let n = it.next().map(|q| self.var_name(q));
        Ok((Some(v), n))
    }

    fn var_name(&self, p: Pair<'a, Rule>) -> Ident {
        let span = self.span(&p);
        Ident {
            name: self.name(&p.as_str()[1..]),
            span,
        }
    }
}

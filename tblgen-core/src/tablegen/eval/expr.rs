//! Expressions: types, ranges, name lookup and values (LLVM's
//! `ParseType`, `ParseRangeList`, `ParseIDValue`, `ParseValue`).

use super::{
    err, is_typed, qualified_field, record_name, resolve_arguments_to, Evaluator, ScopeKind,
    MAX_FOREACH, R,
};
use crate::diag::{Diagnostic, Loc};
use crate::tablegen::ast::*;
use crate::tablegen::record::{FieldKind, Record};
use crate::tablegen::resolve::{self, cast_to, fold, CurCtx};
use crate::tablegen::value::*;
use std::rc::Rc;

impl Evaluator {
    // ------------------------------------------------------------ types and ranges

    pub(super) fn ty(&mut self, t: &TypeExpr) -> R<Ty> {
        Ok(match t {
            TypeExpr::Bit => Ty::Bit,
            TypeExpr::Bits(n) => {
                if !(0..=crate::tablegen::parse::MAX_BITS).contains(n) {
                    return Err(Diagnostic::unlocated(format!("invalid bits width {}", n)));
                }
                Ty::Bits(*n as u32)
            }
            TypeExpr::Int => Ty::Int,
            TypeExpr::String | TypeExpr::Code => Ty::String,
            TypeExpr::Dag => Ty::Dag,
            TypeExpr::List(e) => self.ty(e)?.list_of(),
            TypeExpr::Class(id) => {
                let Some(&cid) = self.kp.classes.get(&id.name) else {
                    // LLVM follows up with "unknown class name" at the next token.
                    let text = self.kp.sources.file(id.span.file).text.clone();
                    let mut next = id.span.end as usize;
                    while next < text.len() && text.as_bytes()[next].is_ascii_whitespace() {
                        next += 1;
                    }
                    let mut d = Diagnostic::error(self.loc(id.span), self.no_class(&id.name));
                    d.notes.push(Diagnostic::error(
                        Loc {
                            file: id.span.file,
                            offset: next as u32,
                        },
                        "unknown class name",
                    ));
                    return Err(d);
                };
                Ty::Rec(
                    vec![RecRef {
                        id: cid,
                        name: Rc::from(&*id.name),
                    }]
                    .into(),
                )
            }
        })
    }

    pub(super) fn range_values(&mut self, v: &Init, end: Option<Init>, loc: Loc) -> R<Vec<u32>> {
        let Some(s) = v.as_int() else {
            return err(loc, "expected integer or bitrange");
        };
        if s < 0 {
            return err(loc, "invalid range, cannot be negative");
        }
        let Some(end) = end else {
            return Ok(vec![s as u32]);
        };
        let Some(e) = end.as_int() else {
            return err(loc, "expected integer value as end of range");
        };
        if e < 0 {
            return err(loc, "invalid range, cannot be negative");
        }
        if (s - e).unsigned_abs() as usize > MAX_FOREACH {
            return err(loc, "range is too large");
        }
        Ok(if s <= e {
            (s..=e).map(|x| x as u32).collect()
        } else {
            (e..=s).rev().map(|x| x as u32).collect()
        })
    }

    pub(super) fn range_list(
        &mut self,
        pieces: &[RangePiece],
        cur: Option<&Record>,
    ) -> R<Vec<u32>> {
        let mut out = Vec::new();
        for p in pieces {
            let loc = self.loc(p.start.span);
            let s = self.expr(&p.start, cur, None, false)?;
            let e = match &p.end {
                Some(e) => Some(self.expr(e, cur, None, false)?),
                None => None,
            };
            out.extend(self.range_values(&s, e, loc)?);
            if out.len() > MAX_FOREACH {
                return err(loc, "range is too large");
            }
        }
        Ok(out)
    }

    // ------------------------------------------------------------ expressions

    fn cur_ctx(&self, cur: Option<&Record>) -> Option<CurCtx> {
        cur.map(|r| CurCtx::of(&self.kp, r))
    }

    pub(super) fn fold_in(&mut self, v: Init, cur: Option<&Record>) -> Init {
        let needs_ctx = matches!(
            v.kind(),
            InitKind::Un { .. }
                | InitKind::Bin { .. }
                | InitKind::Tern { .. }
                | InitKind::Cond { .. }
                | InitKind::Field { .. }
                | InitKind::Exists { .. }
                | InitKind::Foldl { .. }
        );
        let ctx = if needs_ctx { self.cur_ctx(cur) } else { None };
        fold(&mut self.kp, &v, ctx.as_ref(), false)
    }

    pub(super) fn lookup_var(&self, name: &str, cur: Option<&Record>) -> Option<Init> {
        for s in self.scopes.iter().rev() {
            if let Some(v) = s.vars.get(name) {
                return Some(v.clone());
            }
            match &s.kind {
                ScopeKind::Local => {}
                ScopeKind::Record => {
                    if let Some(r) = cur {
                        if let Some(f) = r.field(name) {
                            // The field's own name: no new string, and the
                            // resolvers find it by pointer.
                            return Some(Init::var(f.name.clone(), f.ty.clone()));
                        }
                        if r.is_class() {
                            let rname = record_name(r);
                            if let Some(f) = qualified_field(r, &rname, ":", name) {
                                if f.kind == FieldKind::TemplateArg {
                                    return Some(Init::var(f.name.clone(), f.ty.clone()));
                                }
                            }
                            if name == "NAME" {
                                return Some(Init::var(self.class_name_var(r), Ty::String));
                            }
                        }
                    }
                }
                ScopeKind::Foreach(n, v) => {
                    if **n == *name {
                        return Some(v.clone());
                    }
                }
                ScopeKind::MultiClass => {
                    if let Some(mc) = &self.cur_mc {
                        let rname = record_name(&mc.rec);
                        if let Some(f) = qualified_field(&mc.rec, &rname, "::", name) {
                            if f.kind == FieldKind::TemplateArg {
                                return Some(Init::var(f.name.clone(), f.ty.clone()));
                            }
                        }
                        if name == "NAME" {
                            return Some(Init::var(format!("{}::{}", rname, name), Ty::String));
                        }
                    }
                }
            }
        }
        None
    }

    fn id_value(&mut self, id: &Ident, cur: Option<&Record>, name_mode: bool) -> R<Init> {
        if let Some(v) = self.lookup_var(&id.name, cur) {
            return Ok(v);
        }
        if name_mode {
            return Ok(Init::string(&*id.name));
        }
        if let Some(g) = self.kp.global(&id.name) {
            return Ok(g);
        }
        if let Some(r) = cur {
            if !r.is_class()
                && self.cur_mc.is_none()
                && r.name.as_str().is_some_and(|n| **n == *id.name)
            {
                let ty = self.kp.record_type(r);
                return Ok(Init::new(InitKind::Un {
                    op: UnOp::Cast,
                    arg: Init::string(&*id.name),
                    ty,
                }));
            }
        }
        err(
            self.loc(id.span),
            format!("Variable not defined: '{}'", id.name),
        )
    }

    /// The name (the declaring record's string, so that field lookups
    /// find it by pointer) and type of field `field` of record value `v`.
    fn field_type(&self, v: &Init, field: &str, cur: Option<&Record>) -> Option<(Rc<str>, Ty)> {
        match v.kind() {
            InitKind::Def { rec, .. } => self
                .kp
                .record(rec.id)
                .field(field)
                .map(|f| (f.name.clone(), f.ty.clone())),
            _ => {
                if let Some(Ty::Rec(cs)) = v.ty() {
                    for c in cs.iter() {
                        let rec = match cur {
                            Some(r) if r.id == c.id => r,
                            _ => self.kp.record(c.id),
                        };
                        if let Some(f) = rec.field(field) {
                            return Some((f.name.clone(), f.ty.clone()));
                        }
                    }
                }
                None
            }
        }
    }

    /// Evaluates an expression (LLVM's `ParseValue`).
    pub(crate) fn expr(
        &mut self,
        e: &Expr,
        cur: Option<&Record>,
        ity: Option<&Ty>,
        name_mode: bool,
    ) -> R<Init> {
        let loc = self.loc(e.span);
        self.cur_loc = loc;
        let v = match &e.kind {
            ExprKind::Unset => Init::unset(),
            ExprKind::Int(v) => Init::int(*v),
            ExprKind::BinLit(bits) => Init::bits(bits.iter().map(|b| Init::bit(*b)).collect()),
            ExprKind::Bool(b) => Init::int(*b as i64),
            ExprKind::Str(s) => Init::string(&**s),
            ExprKind::Code(s) => Init::string_fmt(&**s, true),
            ExprKind::Bits(vals) => {
                let mut nb: Vec<Init> = Vec::new();
                for (i, x) in vals.iter().enumerate() {
                    let v = self.expr(x, cur, None, false)?;
                    if let InitKind::Bits(b) = v.kind() {
                        nb.extend(b.iter().rev().cloned());
                        continue;
                    }
                    if let InitKind::Var {
                        ty: Ty::Bits(n), ..
                    } = v.kind()
                    {
                        for k in (0..*n).rev() {
                            nb.push(v.get_bit(k));
                        }
                        continue;
                    }
                    match cast_to(&mut self.kp, &v, &Ty::Bit) {
                        Some(b) => nb.push(b),
                        None => {
                            return err(
                                loc,
                                format!(
                                    "Element #{} ({}) is not convertable to a bit",
                                    i,
                                    v.to_str()
                                ),
                            );
                        }
                    }
                }
                nb.reverse();
                Init::bits(nb)
            }
            ExprKind::List(elems, given) => {
                let given_list = match ity {
                    Some(Ty::List(t)) => Some((**t).clone()),
                    Some(t) => {
                        return err(
                            loc,
                            format!("Encountered a list when expecting a {}", t.to_str()),
                        )
                    }
                    None => None,
                };
                let given_elt = match given {
                    Some(t) => Some(self.ty(t)?),
                    None => None,
                };
                let mut vals = Vec::with_capacity(elems.len());
                for x in elems {
                    vals.push(self.expr(x, cur, given_list.as_ref(), false)?);
                }
                let mut elt: Option<Ty> = None;
                for v in &vals {
                    if let Some(t) = v.ty() {
                        elt = match elt {
                            None => Some(t),
                            Some(e) => match resolve_types(&e, &t, &self.kp) {
                                Some(r) => Some(r),
                                None => return err(loc, "Incompatible types in list elements"),
                            },
                        };
                    }
                }
                if let Some(g) = &given_elt {
                    if let Some(e) = &elt {
                        if !e.convertible_to(g, &self.kp) {
                            return err(loc, "Incompatible types in list elements");
                        }
                    }
                    elt = Some(g.clone());
                }
                let deduced = match elt {
                    None => match given_list {
                        Some(t) => t,
                        None => return err(loc, "No type for list"),
                    },
                    Some(e) => {
                        if let Some(g) = &given_list {
                            if !e.convertible_to(g, &self.kp) {
                                return err(
                                    loc,
                                    format!(
                                        "Element type mismatch for list: element type '{}' not convertible to '{}",
                                        e.to_str(),
                                        g.to_str()
                                    ),
                                );
                            }
                        }
                        e
                    }
                };
                Init::list(vals, deduced)
            }
            ExprKind::Dag { op, op_name, args } => {
                let o = self.expr(op, cur, None, false)?;
                let mut a = Vec::with_capacity(args.len());
                for (v, n) in args {
                    let val = match v {
                        Some(v) => self.expr(v, cur, None, false)?,
                        None => Init::unset(),
                    };
                    a.push((val, n.as_ref().map(|n| Rc::from(&*n.name))));
                }
                Init::new(InitKind::Dag {
                    op: o,
                    name: op_name.as_ref().map(|n| Rc::from(&*n.name)),
                    args: a,
                })
            }
            ExprKind::Id(id) => self.id_value(id, cur, name_mode)?,
            ExprKind::ClassInst(name, args) => {
                let Some(&cid) = self.kp.classes.get(&name.name) else {
                    return err(
                        self.loc(name.span),
                        format!("Expected a class name, got '{}'", name.name),
                    );
                };
                let a = self.template_args(cid, args, cur, loc, false)?;
                resolve_arguments_to(self.kp.record(cid), &a, self.loc(name.span), |_, _| {})?;
                let cref = self.kp.rec_ref(cid);
                let ty = self.kp.class_type(&cref);
                let vd = Init::new(InitKind::VarDef {
                    class: cref,
                    args: a,
                    ty,
                });
                fold(&mut self.kp, &vd, None, false)
            }
            ExprKind::Bang { op, ty, args } => self.bang(op, ty.as_deref(), args, cur, ity, loc)?,
            ExprKind::Cond(clauses) => {
                let mut cs = Vec::new();
                let mut vs = Vec::new();
                for (c, v) in clauses {
                    cs.push(self.expr(c, cur, None, false)?);
                    vs.push(self.expr(v, cur, ity, false)?);
                }
                let mut ty: Option<Ty> = None;
                for v in &vs {
                    if v.is_unset() {
                        continue;
                    }
                    let vt = v.ty();
                    ty = match (ty, vt) {
                        (None, t) => t,
                        (Some(t), Some(u)) => match resolve_types(&t, &u, &self.kp) {
                            Some(r) => Some(r),
                            None => {
                                return err(
                                    loc,
                                    format!(
                                        "inconsistent types '{}' and '{}' for !cond",
                                        t.to_str(),
                                        u.to_str()
                                    ),
                                )
                            }
                        },
                        (Some(t), None) => Some(t),
                    };
                }
                let Some(ty) = ty else {
                    return err(loc, "could not determine type for !cond from its arguments");
                };
                let c = Init::new(InitKind::Cond {
                    conds: cs,
                    vals: vs,
                    ty,
                });
                self.fold_in(c, cur)
            }
            ExprKind::BitSlice(base, ranges) => {
                let b = self.expr(base, cur, ity, name_mode)?;
                let mut r = self.range_list(ranges, cur)?;
                r.reverse();
                match resolve::bit_range(&b, &r) {
                    Some(x) => x,
                    None => return err(loc, "Invalid bit range for value"),
                }
            }
            ExprKind::ListSlice(base, pieces, single) => {
                let b = self.expr(base, cur, ity, name_mode)?;
                let Some(bt) = b.ty() else {
                    return err(loc, "Invalid value, list expected");
                };
                let Ty::List(elt) = bt.clone() else {
                    return err(
                        loc,
                        format!("Type '{}' is invalid, list expected", bt.to_str()),
                    );
                };
                let mut slices: Vec<Init> = Vec::new();
                let mut elems: Vec<Init> = Vec::new();
                let mut single = *single;
                let mut last: Option<Init> = None;
                for p in pieces {
                    let ploc = self.loc(p.start.span);
                    let s = self.expr(&p.start, cur, None, false)?;
                    let v = match &p.end {
                        Some(e) => {
                            let ev = self.expr(e, cur, None, false)?;
                            if s.ty() != Some(Ty::Int) || ev.ty() != Some(Ty::Int) {
                                return err(ploc, "expected int...int");
                            }
                            single = false;
                            let r = Init::new(InitKind::Bin {
                                op: BinOp::RangeC,
                                lhs: s,
                                rhs: ev,
                                ty: Ty::Int.list_of(),
                            });
                            self.fold_in(r, cur)
                        }
                        None => s,
                    };
                    match v.ty() {
                        Some(Ty::List(t)) if *t == Ty::Int => {
                            if !elems.is_empty() {
                                slices.push(Init::list(std::mem::take(&mut elems), Ty::Int));
                            }
                            slices.push(v);
                            single = false;
                        }
                        Some(Ty::Int) => {
                            elems.push(v.clone());
                            last = Some(v);
                        }
                        Some(t) => {
                            return err(ploc, format!("unhandled type {} in range", t.to_str()))
                        }
                        None => return err(ploc, "unhandled type in range"),
                    }
                }
                let idx = if single && elems.len() == 1 && slices.is_empty() {
                    last.expect("index")
                } else {
                    if !elems.is_empty() {
                        slices.push(Init::list(std::mem::take(&mut elems), Ty::Int));
                    }
                    let mut res: Option<Init> = None;
                    for s in slices {
                        res = Some(match res {
                            None => s,
                            Some(r) => self.list_concat(r, s),
                        });
                    }
                    res.expect("slices")
                };
                let v = if matches!(idx.ty(), Some(Ty::List(_))) {
                    Init::new(InitKind::Bin {
                        op: BinOp::ListSlice,
                        lhs: b,
                        rhs: idx,
                        ty: bt,
                    })
                } else {
                    Init::new(InitKind::Bin {
                        op: BinOp::ListElem,
                        lhs: b,
                        rhs: idx,
                        ty: (*elt).clone(),
                    })
                };
                self.fold_in(v, cur)
            }
            ExprKind::Field(base, f) => {
                let b = self.expr(base, cur, ity, name_mode)?;
                let Some((fname, ft)) = self.field_type(&b, &f.name, cur) else {
                    return err(
                        self.loc(f.span),
                        format!("Cannot access field '{}' of value '{}'", f.name, b.to_str()),
                    );
                };
                let v = Init::new(InitKind::Field {
                    rec: b,
                    field: fname,
                    ty: ft,
                });
                self.fold_in(v, cur)
            }
            ExprKind::Paste(lhs, rhs) => {
                let l = self.expr(lhs, cur, ity, name_mode)?;
                let Some(lt) = l.ty() else {
                    return err(loc, "LHS of paste is not typed!");
                };
                if let Ty::List(_) = lt {
                    match rhs {
                        None => l,
                        Some(r) => {
                            let rv = self.expr(r, cur, ity, false)?;
                            self.list_concat(l, rv)
                        }
                    }
                } else {
                    let l = if lt != Ty::String {
                        let c = Init::new(InitKind::Un {
                            op: UnOp::Cast,
                            arg: l.clone(),
                            ty: Ty::String,
                        });
                        let c = self.fold_in(c, cur);
                        if !is_typed(&c) {
                            return err(loc, format!("can't cast '{}' to string", l.to_str()));
                        }
                        c
                    } else {
                        l
                    };
                    let r = match rhs {
                        None => Init::empty_string(),
                        Some(r) => {
                            let rv = self.expr(r, cur, None, true)?;
                            let Some(rt) = rv.ty() else {
                                return err(loc, "RHS of paste is not typed!");
                            };
                            if rt != Ty::String {
                                let c = Init::new(InitKind::Un {
                                    op: UnOp::Cast,
                                    arg: rv.clone(),
                                    ty: Ty::String,
                                });
                                self.fold_in(c, cur)
                            } else {
                                rv
                            }
                        }
                    };
                    self.str_concat(l, r)
                }
            }
        };
        self.check_fatal()?;
        Ok(v)
    }

    fn list_concat(&mut self, l: Init, r: Init) -> Init {
        if let (InitKind::List { elems: a, elem_ty }, Some(b)) = (l.kind(), r.as_list()) {
            let mut out = a.clone();
            out.extend(b.iter().cloned());
            return Init::list(out, elem_ty.clone());
        }
        let ty = l.ty().unwrap_or(Ty::Int.list_of());
        Init::new(InitKind::Bin {
            op: BinOp::ListConcat,
            lhs: l,
            rhs: r,
            ty,
        })
    }
}

//! Resolution of references inside values (LLVM's `resolveReferences` of
//! each init): the walk over a value that rebuilds only what changed.

use super::binary::fold_bin;
use super::convert::as_int;
use super::fold::{fold_cond, fold_exists, fold_field, fold_foldl, fold_isa, fold_un, name_of};
use super::instantiate::instantiate;
use super::ternary::fold_tern;
use super::{resolve, Resolver, ShadowResolver, TrackUnresolved};
use crate::diag::{Diagnostic, Loc};
use crate::tablegen::record::RecordKeeper;
use crate::tablegen::value::*;
use std::rc::Rc;

/// Resolution of a value that is not concrete.
#[inline(never)]
pub(super) fn resolve_nonconcrete(kp: &mut RecordKeeper, v: &Init, r: &mut dyn Resolver) -> Init {
    // Nothing the resolver knows occurs in `v`: resolution would give it
    // back (see `Init::refs`).
    if v.refs() & r.refs() == 0 {
        return v.clone();
    }
    resolve_known(kp, v, r)
}

/// [`resolve`] of a part of a value being resolved with `r`, whose
/// [`Resolver::refs`] are `m`.
#[inline(always)]
fn res(kp: &mut RecordKeeper, v: &Init, r: &mut dyn Resolver, m: u32) -> Init {
    // (Concrete values have no `refs` bits.)
    if v.refs() & m == 0 {
        return v.clone();
    }
    resolve_known(kp, v, r)
}

/// Deepest recursion of resolution accepted (a backstop for recursive
/// definitions the other limits do not catch; above what
/// [`super::instantiate::MAX_INSTANTIATION_DEPTH`] nested instances need).
const MAX_RESOLVE_DEPTH: u32 = 30_000;

/// Resolution of a value that may change. References (the most common
/// case) are handled here, in a small frame; the other forms go to
/// [`resolve_inner`].
#[inline(never)]
fn resolve_known(kp: &mut RecordKeeper, v: &Init, r: &mut dyn Resolver) -> Init {
    kp.resolve_depth += 1;
    let out = if kp.resolve_depth > MAX_RESOLVE_DEPTH {
        too_deep(kp, v, r)
    } else if kp.fatal.is_some() {
        v.clone()
    } else if let InitKind::Var { name, .. } = v.kind() {
        match r.resolve(kp, name) {
            Some(x) => x,
            None => {
                r.note_unresolved();
                v.clone()
            }
        }
    } else {
        resolve_inner(kp, v, r)
    };
    kp.resolve_depth -= 1;
    out
}

#[cold]
#[inline(never)]
fn too_deep(kp: &mut RecordKeeper, v: &Init, r: &mut dyn Resolver) -> Init {
    let loc = r.cur().map(|c| c.loc).unwrap_or(Loc {
        file: crate::diag::FileId(0),
        offset: 0,
    });
    kp.set_fatal(Diagnostic::error(
        loc,
        "expression resolution nests too deeply (recursive definition?)",
    ));
    v.clone()
}

/// Pushes the resolved `new` of `elems[i]` (`old`) onto `out`, creating `out`
/// (with the unchanged `elems[..i]`) at the first element that changed.
fn push_changed(out: &mut Option<Vec<Init>>, elems: &[Init], i: usize, old: &Init, new: Init) {
    match out {
        Some(o) => o.push(new),
        None if !new.ptr_eq(old) => {
            let mut o = Vec::with_capacity(elems.len());
            o.extend_from_slice(&elems[..i]);
            o.push(new);
            *out = Some(o);
        }
        None => {}
    }
}

#[inline(never)]
fn resolve_inner(kp: &mut RecordKeeper, v: &Init, r: &mut dyn Resolver) -> Init {
    // The parts are resolved with `r` (but for the bodies of !foreach,
    // !filter and !foldl, and the arguments of anonymous instances): its
    // names are asked for once.
    let m = r.refs();
    match v.kind() {
        InitKind::Unset
        | InitKind::Bit(_)
        | InitKind::Int(_)
        | InitKind::Str { .. }
        | InitKind::Def { .. } => v.clone(),
        InitKind::Var { name, .. } => match r.resolve(kp, name) {
            Some(x) => x,
            None => {
                r.note_unresolved();
                v.clone()
            }
        },
        InitKind::VarBit { var, bit } => {
            let nv = res(kp, var, r, m);
            if !nv.ptr_eq(var) {
                return nv.get_bit(*bit);
            }
            v.clone()
        }
        InitKind::Bits(bits) => {
            // The new vector is only built once a bit changes.
            let mut out: Option<Vec<Init>> = None;
            let mut cached: Option<(Init, Init)> = None;
            for (i, b) in bits.iter().enumerate() {
                let nb = if let InitKind::VarBit { var, bit } = b.kind() {
                    let resolved = match &cached {
                        Some((k, rv)) if k.ptr_eq(var) => rv.clone(),
                        _ => {
                            let rv = res(kp, var, r, m);
                            cached = Some((var.clone(), rv.clone()));
                            rv
                        }
                    };
                    if resolved.ptr_eq(var) {
                        b.clone()
                    } else {
                        resolved.get_bit(*bit)
                    }
                } else {
                    res(kp, b, r, m).get_bit(0)
                };
                let nb = if nb.is_unset() && r.keep_unset_bits() {
                    b.clone()
                } else {
                    nb
                };
                push_changed(&mut out, bits, i, b, nb);
            }
            match out {
                Some(out) => Init::bits(out),
                None => v.clone(),
            }
        }
        InitKind::List { elems, elem_ty } => {
            // The new vector is only built once an element changes.
            let mut out: Option<Vec<Init>> = None;
            for (i, e) in elems.iter().enumerate() {
                let ne = res(kp, e, r, m);
                push_changed(&mut out, elems, i, e, ne);
            }
            match out {
                Some(out) => Init::list(out, elem_ty.clone()),
                None => v.clone(),
            }
        }
        InitKind::Dag { op, name, args } => {
            let mut out: Option<Vec<(Init, Option<Rc<str>>)>> = None;
            for (i, (a, n)) in args.iter().enumerate() {
                let na = res(kp, a, r, m);
                match &mut out {
                    Some(o) => o.push((na, n.clone())),
                    None if !na.ptr_eq(a) => {
                        let mut o = Vec::with_capacity(args.len());
                        o.extend_from_slice(&args[..i]);
                        o.push((na, n.clone()));
                        out = Some(o);
                    }
                    None => {}
                }
            }
            let nop = res(kp, op, r, m);
            if !nop.ptr_eq(op) || out.is_some() {
                Init::new(InitKind::Dag {
                    op: nop,
                    name: name.clone(),
                    args: out.unwrap_or_else(|| args.clone()),
                })
            } else {
                v.clone()
            }
        }
        InitKind::Field { rec, field, ty } => {
            let nr = res(kp, rec, r, m);
            if !nr.ptr_eq(rec) {
                let f = || {
                    Init::new(InitKind::Field {
                        rec: nr.clone(),
                        field: field.clone(),
                        ty: ty.clone(),
                    })
                };
                return fold_field(kp, &f, &nr, field, r.cur());
            }
            v.clone()
        }
        InitKind::Un { op, arg, ty } => {
            let na = res(kp, arg, r, m);
            if !na.ptr_eq(arg) || (r.is_final() && *op == UnOp::Cast) {
                let u = || {
                    Init::new(InitKind::Un {
                        op: *op,
                        arg: na.clone(),
                        ty: ty.clone(),
                    })
                };
                return fold_un(kp, &u, *op, &na, ty, r.cur(), r.is_final());
            }
            v.clone()
        }
        InitKind::Bin { op, lhs, rhs, ty } => {
            let nl = res(kp, lhs, r, m);
            let nr = res(kp, rhs, r, m);
            if !nl.ptr_eq(lhs) || !nr.ptr_eq(rhs) {
                let b = || {
                    Init::new(InitKind::Bin {
                        op: *op,
                        lhs: nl.clone(),
                        rhs: nr.clone(),
                        ty: ty.clone(),
                    })
                };
                return fold_bin(kp, &b, *op, &nl, &nr, ty, r.cur());
            }
            v.clone()
        }
        InitKind::Tern {
            op,
            lhs,
            mhs,
            rhs,
            ty,
        } => {
            let nl = res(kp, lhs, r, m);
            if *op == TernOp::If && !nl.ptr_eq(lhs) {
                if let Some(x) = as_int(&nl) {
                    return if x != 0 {
                        res(kp, mhs, r, m)
                    } else {
                        res(kp, rhs, r, m)
                    };
                }
            }
            let nm = res(kp, mhs, r, m);
            let nr = if matches!(op, TernOp::Foreach | TernOp::Filter) {
                let shadow = [name_of(&nl)];
                let mut sr = ShadowResolver {
                    inner: r,
                    shadow: &shadow,
                };
                resolve(kp, rhs, &mut sr)
            } else {
                res(kp, rhs, r, m)
            };
            if !nl.ptr_eq(lhs) || !nm.ptr_eq(mhs) || !nr.ptr_eq(rhs) {
                let t = || {
                    Init::new(InitKind::Tern {
                        op: *op,
                        lhs: nl.clone(),
                        mhs: nm.clone(),
                        rhs: nr.clone(),
                        ty: ty.clone(),
                    })
                };
                return fold_tern(kp, &t, *op, &nl, &nm, &nr, ty, r.cur());
            }
            v.clone()
        }
        InitKind::Foldl {
            start,
            list,
            a,
            b,
            expr,
            ty,
        } => {
            let ns = res(kp, start, r, m);
            let nl = res(kp, list, r, m);
            let ne = {
                let shadow = [name_of(a), name_of(b)];
                let mut sr = ShadowResolver {
                    inner: r,
                    shadow: &shadow,
                };
                resolve(kp, expr, &mut sr)
            };
            if ns.ptr_eq(start) && nl.ptr_eq(list) && ne.ptr_eq(expr) {
                return v.clone();
            }
            let f = || {
                Init::new(InitKind::Foldl {
                    start: ns.clone(),
                    list: nl.clone(),
                    a: a.clone(),
                    b: b.clone(),
                    expr: ne.clone(),
                    ty: ty.clone(),
                })
            };
            fold_foldl(kp, &f, &ns, &nl, a, b, &ne, r.cur())
        }
        InitKind::IsA { check, expr } => {
            let ne = res(kp, expr, r, m);
            if !ne.ptr_eq(expr) {
                let x = || {
                    Init::new(InitKind::IsA {
                        check: check.clone(),
                        expr: ne.clone(),
                    })
                };
                return fold_isa(kp, &x, check, &ne);
            }
            v.clone()
        }
        InitKind::Exists { check, expr } => {
            let ne = res(kp, expr, r, m);
            if !ne.ptr_eq(expr) || r.is_final() {
                let x = || {
                    Init::new(InitKind::Exists {
                        check: check.clone(),
                        expr: ne.clone(),
                    })
                };
                return fold_exists(kp, &x, check, &ne, r.cur(), r.is_final());
            }
            v.clone()
        }
        InitKind::Cond { conds, vals, ty } => {
            // New vectors are only built once a part changes.
            let mut nc: Option<Vec<Init>> = None;
            for (i, c) in conds.iter().enumerate() {
                let x = res(kp, c, r, m);
                push_changed(&mut nc, conds, i, c, x);
            }
            let mut nv: Option<Vec<Init>> = None;
            for (i, c) in vals.iter().enumerate() {
                let x = res(kp, c, r, m);
                push_changed(&mut nv, vals, i, c, x);
            }
            if nc.is_none() && nv.is_none() {
                return v.clone();
            }
            let nc: &[Init] = nc.as_deref().unwrap_or(conds);
            let nv: &[Init] = nv.as_deref().unwrap_or(vals);
            let x = || {
                Init::new(InitKind::Cond {
                    conds: nc.to_vec(),
                    vals: nv.to_vec(),
                    ty: ty.clone(),
                })
            };
            fold_cond(kp, &x, nc, nv, ty, r.cur())
        }
        InitKind::VarDef { class, args, ty } => {
            let mut changed = false;
            let mut nargs = Vec::with_capacity(args.len());
            let found;
            {
                let mut tr = TrackUnresolved {
                    inner: Some(r),
                    found: false,
                };
                for a in args {
                    let nv = resolve(kp, a.value(), &mut tr);
                    changed |= !nv.ptr_eq(a.value());
                    nargs.push(a.with_value(nv));
                }
                found = tr.found;
            }
            if changed {
                let nvd = Init::new(InitKind::VarDef {
                    class: class.clone(),
                    args: nargs,
                    ty: ty.clone(),
                });
                if !found {
                    return instantiate(kp, &nvd);
                }
                return nvd;
            }
            v.clone()
        }
    }
}

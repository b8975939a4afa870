//! Folding of operators (LLVM's `Fold` of each operator init): the
//! dispatch, the unary operators and the special forms (`!foldl`, `!isa`,
//! `!exists`, `!cond`, field access).

use super::binary::fold_bin;
use super::convert::{as_int, convert_to};
use super::instantiate::instantiate;
use super::ternary::fold_tern;
use super::{resolve, CurCtx, MapResolver, TrackUnresolved};
use crate::diag::{Diagnostic, Loc};
use crate::tablegen::record::RecordKeeper;
use crate::tablegen::value::*;
use std::rc::Rc;

pub(super) fn fatal(kp: &mut RecordKeeper, cur: Option<&CurCtx>, msg: String) {
    let loc = cur.map(|c| c.loc).unwrap_or(Loc {
        file: crate::diag::FileId(0),
        offset: 0,
    });
    kp.set_fatal(Diagnostic::error(loc, msg));
}

/// The operator value being folded, built only when folding leaves it as
/// it is (or an error message prints it): resolution folds new operands
/// without first allocating the node they would form.
pub(super) type Unfolded<'a> = &'a dyn Fn() -> Init;

/// Folds an operator value (LLVM's `Fold`); other values are returned as is.
pub fn fold(kp: &mut RecordKeeper, v: &Init, cur: Option<&CurCtx>, is_final: bool) -> Init {
    match v.kind() {
        InitKind::Un { op, arg, ty } => fold_un(kp, &|| v.clone(), *op, arg, ty, cur, is_final),
        InitKind::Bin { op, lhs, rhs, ty } => fold_bin(kp, &|| v.clone(), *op, lhs, rhs, ty, cur),
        InitKind::Tern {
            op,
            lhs,
            mhs,
            rhs,
            ty,
        } => fold_tern(kp, &|| v.clone(), *op, lhs, mhs, rhs, ty, cur),
        InitKind::Foldl {
            start,
            list,
            a,
            b,
            expr,
            ..
        } => fold_foldl(kp, &|| v.clone(), start, list, a, b, expr, cur),
        InitKind::IsA { check, expr } => fold_isa(kp, &|| v.clone(), check, expr),
        InitKind::Exists { check, expr } => {
            fold_exists(kp, &|| v.clone(), check, expr, cur, is_final)
        }
        InitKind::Cond { conds, vals, ty } => fold_cond(kp, &|| v.clone(), conds, vals, ty, cur),
        InitKind::Field { rec, field, .. } => fold_field(kp, &|| v.clone(), rec, field, cur),
        InitKind::VarDef { args, .. } => {
            let mut t = TrackUnresolved {
                inner: None,
                found: false,
            };
            for a in args {
                resolve(kp, a.value(), &mut t);
            }
            if !t.found {
                return instantiate(kp, v);
            }
            v.clone()
        }
        _ => v.clone(),
    }
}

/// Folds `!foldl` (LLVM's `FoldOpInit::Fold`).
#[allow(clippy::too_many_arguments)]
pub(super) fn fold_foldl(
    kp: &mut RecordKeeper,
    v: Unfolded<'_>,
    start: &Init,
    list: &Init,
    a: &Init,
    b: &Init,
    expr: &Init,
    cur: Option<&CurCtx>,
) -> Init {
    let Some(elems) = list.as_list() else {
        return v();
    };
    let (an, bn) = (name_of(a), name_of(b));
    let mut acc = start.clone();
    // One resolver for all steps: setting both names each step clears
    // what it cached.
    let mut r = MapResolver::with_capacity(cur.cloned(), 2);
    for e in elems {
        r.set(an.clone(), acc);
        r.set(bn.clone(), e.clone());
        acc = resolve(kp, expr, &mut r);
    }
    acc
}

/// Folds `!isa<check>(expr)` (LLVM's `IsAOpInit::Fold`).
pub(super) fn fold_isa(kp: &mut RecordKeeper, v: Unfolded<'_>, check: &Ty, expr: &Init) -> Init {
    if let InitKind::Def { ty: dty, .. } = expr.kind() {
        // (What the general case below gives for a def, without copying
        // its type or testing the reverse conversion.)
        return Init::int(dty.convertible_to(check, kp) as i64);
    }
    if let Some(t) = expr.ty() {
        if t.convertible_to(check, kp) {
            return Init::int(1);
        }
        if let Ty::Rec(_) = check {
            if !check.convertible_to(&t, kp) || matches!(expr.kind(), InitKind::Def { .. }) {
                return Init::int(0);
            }
        } else {
            return Init::int(0);
        }
    }
    v()
}

/// Folds `!exists<check>(expr)` (LLVM's `ExistsOpInit::Fold`).
pub(super) fn fold_exists(
    kp: &mut RecordKeeper,
    v: Unfolded<'_>,
    check: &Ty,
    expr: &Init,
    cur: Option<&CurCtx>,
    is_final: bool,
) -> Init {
    if let Some(name) = expr.as_str() {
        if let Some(&id) = kp.defs.get(name) {
            let t = kp.def_type(id);
            return Init::int(t.is_a(check, kp) as i64);
        }
        if let Some(c) = cur {
            if c.name.as_deref() == Some(&**name) {
                if !is_final {
                    return v();
                }
                return Init::int(c.ty.is_a(check, kp) as i64);
            }
        }
        if is_final {
            return Init::int(0);
        }
    }
    v()
}

/// Folds `!cond` (LLVM's `CondOpInit::Fold`).
pub(super) fn fold_cond(
    kp: &mut RecordKeeper,
    v: Unfolded<'_>,
    conds: &[Init],
    vals: &[Init],
    ty: &Ty,
    cur: Option<&CurCtx>,
) -> Init {
    for (c, val) in conds.iter().zip(vals) {
        match as_int(c) {
            Some(x) => {
                if x != 0 {
                    return convert_to(kp, val, ty).unwrap_or_else(|| val.clone());
                }
            }
            None => return v(),
        }
    }
    let name = cur.and_then(|c| c.name.clone()).unwrap_or_default();
    let v = v();
    fatal(
        kp,
        cur,
        format!(
            "{} does not have any true condition in:{}",
            name,
            v.to_str()
        ),
    );
    v
}

/// Folds `rec.field` (LLVM's `FieldInit::Fold`).
pub(super) fn fold_field(
    kp: &mut RecordKeeper,
    v: Unfolded<'_>,
    rec: &Init,
    field: &Rc<str>,
    cur: Option<&CurCtx>,
) -> Init {
    if let Some(d) = rec.as_def() {
        if let Some(c) = cur {
            if c.id == d.id {
                fatal(
                    kp,
                    cur,
                    format!(
                        "Attempting to access field '{}' of '{}' is a forbidden self-reference",
                        field, d.name
                    ),
                );
                return v();
            }
        }
        let r = kp.record(d.id);
        if let Some(i) = r.field_index_rc(field) {
            let fv = &r.values[i].value;
            if fv.is_concrete() {
                return fv.clone();
            }
        }
    }
    v()
}

pub(super) fn name_of(v: &Init) -> Rc<str> {
    match v.as_str() {
        Some(s) => s.clone(),
        None => Rc::from(v.to_unquoted().as_str()),
    }
}

pub(super) fn fold_un(
    kp: &mut RecordKeeper,
    v: Unfolded<'_>,
    op: UnOp,
    lhs: &Init,
    ty: &Ty,
    cur: Option<&CurCtx>,
    is_final: bool,
) -> Init {
    match op {
        UnOp::Repr => {
            let limit = kp
                .max_value_size
                .unwrap_or(super::super::DEFAULT_MAX_VALUE_SIZE);
            if lhs.printed_size() > limit {
                fatal(
                    kp,
                    cur,
                    format!(
                        "!repr of a value whose text would take more than {limit} bytes (the limit of --max-value-size)"
                    ),
                );
                return v();
            }
            if lhs.is_concrete() {
                if let Some(d) = lhs.as_def() {
                    let mut s = String::new();
                    crate::tablegen::print::print_record(kp, kp.record(d.id), &mut s);
                    return Init::string(s);
                }
                return Init::string(lhs.to_str());
            }
        }
        UnOp::ToLower | UnOp::ToUpper => {
            if let Some(s) = lhs.as_str() {
                let r = if op == UnOp::ToLower {
                    s.to_ascii_lowercase()
                } else {
                    s.to_ascii_uppercase()
                };
                return Init::string(r);
            }
        }
        UnOp::Cast => {
            if *ty == Ty::String {
                if lhs.as_str().is_some() {
                    return lhs.clone();
                }
                if let Some(d) = lhs.as_def() {
                    return Init::string(d.name.clone());
                }
                if let Some(i) = as_int(lhs) {
                    return Init::string(i.to_string());
                }
            } else if let Ty::Rec(_) = ty {
                if let Some(name) = lhs.as_str() {
                    let mut def: Option<Init> = kp.defs.get(name).map(|&id| kp.def_init(id));
                    if def.is_none() {
                        if let Some(c) = cur {
                            if c.name.as_deref() == Some(&**name) {
                                if !is_final {
                                    return v();
                                }
                                def = Some(Init::new(InitKind::Def {
                                    rec: RecRef {
                                        id: c.id,
                                        name: name.clone(),
                                    },
                                    ty: c.ty.clone(),
                                }));
                            }
                        }
                    }
                    let Some(d) = def else {
                        if is_final {
                            fatal(
                                kp,
                                cur,
                                format!("Undefined reference to record: '{}'", name),
                            );
                        }
                        return v();
                    };
                    let dt = d.ty().expect("def type");
                    if !dt.is_a(ty, kp) {
                        fatal(
                            kp,
                            cur,
                            format!(
                                "Expected type '{}', got '{}' in: {}",
                                ty.to_str(),
                                dt.to_str(),
                                v().to_str()
                            ),
                        );
                    }
                    return d;
                }
            }
            if let Some(c) = convert_to(kp, lhs, ty) {
                return c;
            }
        }
        UnOp::Not => {
            if let Some(i) = as_int(lhs) {
                return Init::int((i == 0) as i64);
            }
        }
        UnOp::Head | UnOp::Tail => {
            if let Some(l) = lhs.as_list() {
                if l.is_empty() {
                    fatal(
                        kp,
                        cur,
                        format!(
                            "empty list argument in {}",
                            if op == UnOp::Head { "!head" } else { "!tail" }
                        ),
                    );
                    return v();
                }
                if op == UnOp::Head {
                    return l[0].clone();
                }
                let InitKind::List { elem_ty, .. } = lhs.kind() else {
                    unreachable!()
                };
                return Init::list(l[1..].to_vec(), elem_ty.clone());
            }
        }
        UnOp::Size | UnOp::Empty => {
            let n = match lhs.kind() {
                InitKind::List { elems, .. } => Some(elems.len()),
                InitKind::Dag { args, .. } => Some(args.len()),
                InitKind::Str { s, .. } => Some(crate::diag::bytes::to_bytes(s).len()),
                _ => None,
            };
            if let Some(n) = n {
                return Init::int(if op == UnOp::Size {
                    n as i64
                } else {
                    (n == 0) as i64
                });
            }
        }
        UnOp::GetDagOp => {
            if let InitKind::Dag { op: dop, .. } = lhs.kind() {
                let Some(d) = dop.as_def() else {
                    fatal(kp, cur, "Expected record as operator".into());
                    return v();
                };
                let dt = kp.def_type(d.id);
                if !dt.is_a(ty, kp) {
                    fatal(
                        kp,
                        cur,
                        format!(
                            "Expected type '{}', got '{}' in: {}",
                            ty.to_str(),
                            dt.to_str(),
                            v().to_str()
                        ),
                    );
                    return v();
                }
                return dop.clone();
            }
        }
        UnOp::Log2 => {
            if let Some(i) = as_int(lhs) {
                if i <= 0 {
                    fatal(kp, cur, "Illegal operation: logtwo is undefined on arguments less than or equal to 0".into());
                    return v();
                }
                return Init::int(63 - i.leading_zeros() as i64);
            }
        }
    }
    v()
}

//! Folding of the binary operators (LLVM's `BinOpInit::Fold`) and of
//! `!foreach` over dags.

use super::convert::as_int;
use super::fold::{fatal, Unfolded};
use super::{lists_may_grow, resolve, CurCtx, MapResolver, MAX_LIST, MAX_STRING};
use crate::tablegen::record::RecordKeeper;
use crate::tablegen::value::*;
use std::rc::Rc;

fn compare(op: BinOp, l: &Init, r: &Init) -> Option<bool> {
    if let (Some(a), Some(b)) = (as_int(l), as_int(r)) {
        return Some(match op {
            BinOp::Eq => a == b,
            BinOp::Ne => a != b,
            BinOp::Le => a <= b,
            BinOp::Lt => a < b,
            BinOp::Ge => a >= b,
            _ => a > b,
        });
    }
    if let (Some(a), Some(b)) = (l.as_str(), r.as_str()) {
        return Some(match op {
            BinOp::Eq => a == b,
            BinOp::Ne => a != b,
            BinOp::Le => a <= b,
            BinOp::Lt => a < b,
            BinOp::Ge => a >= b,
            _ => a > b,
        });
    }
    if matches!(op, BinOp::Eq | BinOp::Ne) {
        if let (Some(a), Some(b)) = (l.as_def(), r.as_def()) {
            return Some((a.id == b.id) == (op == BinOp::Eq));
        }
    }
    None
}

/// The operator, its name and the named arguments of a dag.
type DagParts<'a> = (
    &'a Init,
    &'a Option<Rc<str>>,
    &'a Vec<(Init, Option<Rc<str>>)>,
);

pub(super) fn dag_parts(v: &Init) -> Option<DagParts<'_>> {
    match v.kind() {
        InitKind::Dag { op, name, args } => Some((op, name, args)),
        _ => None,
    }
}

pub(super) fn dag_arg_index(
    kp: &mut RecordKeeper,
    cur: Option<&CurCtx>,
    args: &[(Init, Option<Rc<str>>)],
    key: &Init,
    what: &str,
) -> Option<usize> {
    if let Some(i) = key.as_int() {
        if i < 0 {
            fatal(kp, cur, format!("{} index {} is negative", what, i));
            return None;
        }
        if i as usize >= args.len() {
            fatal(
                kp,
                cur,
                format!(
                    "{} index {} is out of range (dag has {} arguments)",
                    what,
                    i,
                    args.len()
                ),
            );
            return None;
        }
        return Some(i as usize);
    }
    let name = key.as_str()?;
    let pos = args.iter().position(|(_, n)| n.as_deref() == Some(&**name));
    if pos.is_none() {
        fatal(kp, cur, format!("{} key '{}' is not found", what, name));
    }
    pos
}

#[allow(clippy::too_many_arguments)]
pub(super) fn fold_bin(
    kp: &mut RecordKeeper,
    v: Unfolded<'_>,
    op: BinOp,
    l: &Init,
    r: &Init,
    ty: &Ty,
    cur: Option<&CurCtx>,
) -> Init {
    match op {
        BinOp::Concat => {
            if let (Some((lop, _, largs)), Some((rop, _, rargs))) = (dag_parts(l), dag_parts(r)) {
                let ld = lop.as_def();
                let rd = rop.as_def();
                if (ld.is_none() && !lop.is_unset()) || (rd.is_none() && !rop.is_unset()) {
                    return v();
                }
                if let (Some(a), Some(b)) = (ld, rd) {
                    if a.id != b.id {
                        fatal(
                            kp,
                            cur,
                            format!(
                                "Concatenated Dag operators do not match: '{}' vs. '{}'",
                                l.to_str(),
                                r.to_str()
                            ),
                        );
                        return v();
                    }
                }
                let op = if ld.is_some() {
                    lop.clone()
                } else if rd.is_some() {
                    rop.clone()
                } else {
                    Init::unset()
                };
                if largs.len() + rargs.len() > MAX_LIST as usize {
                    fatal(
                        kp,
                        cur,
                        format!("!con result has more than {} arguments", MAX_LIST),
                    );
                    return v();
                }
                let mut args = largs.clone();
                args.extend(rargs.iter().cloned());
                return Init::new(InitKind::Dag {
                    op,
                    name: None,
                    args,
                });
            }
        }
        BinOp::ListConcat => {
            if let (Some(a), Some(b)) = (l.as_list(), r.as_list()) {
                if a.len() + b.len() > MAX_LIST as usize {
                    fatal(
                        kp,
                        cur,
                        format!("!listconcat result has more than {} elements", MAX_LIST),
                    );
                    return v();
                }
                if !lists_may_grow(kp, cur, a.len() + b.len()) {
                    return v();
                }
                let InitKind::List { elem_ty, .. } = l.kind() else {
                    unreachable!()
                };
                let mut out = a.to_vec();
                out.extend(b.iter().cloned());
                return Init::list(out, elem_ty.clone());
            }
        }
        BinOp::ListSplat => {
            if let (Some(t), Some(n)) = (l.ty(), r.as_int()) {
                if n > MAX_LIST {
                    fatal(kp, cur, format!("!listsplat count {} is too large", n));
                    return v();
                }
                if !lists_may_grow(kp, cur, n.max(0) as usize) {
                    return v();
                }
                return Init::list(vec![l.clone(); n.max(0) as usize], t);
            }
        }
        BinOp::ListRemove => {
            if let (Some(a), Some(b)) = (l.as_list(), r.as_list()) {
                let InitKind::List { elem_ty, .. } = l.kind() else {
                    unreachable!()
                };
                let out: Vec<Init> = a
                    .iter()
                    .filter(|x| !b.iter().any(|y| compare(BinOp::Eq, x, y) == Some(true)))
                    .cloned()
                    .collect();
                return Init::list(out, elem_ty.clone());
            }
        }
        BinOp::ListElem => {
            if let (Some(a), Some(i)) = (l.as_list(), r.as_int()) {
                if i >= 0 && (i as usize) < a.len() {
                    return a[i as usize].clone();
                }
            }
        }
        BinOp::ListSlice => {
            if let (Some(a), Some(idx)) = (l.as_list(), r.as_list()) {
                let InitKind::List { elem_ty, .. } = l.kind() else {
                    unreachable!()
                };
                let mut out = Vec::with_capacity(idx.len());
                for i in idx {
                    match i.as_int() {
                        Some(i) if i >= 0 && (i as usize) < a.len() => {
                            out.push(a[i as usize].clone())
                        }
                        _ => return v(),
                    }
                }
                return Init::list(out, elem_ty.clone());
            }
        }
        BinOp::RangeC => {
            if let (Some(a), Some(b)) = (l.as_int(), r.as_int()) {
                if a.abs_diff(b) > MAX_LIST as u64 {
                    fatal(kp, cur, "range is too large".into());
                    return v();
                }
                if !lists_may_grow(kp, cur, a.abs_diff(b) as usize + 1) {
                    return v();
                }
                let out: Vec<Init> = if a <= b {
                    (a..=b).map(Init::int).collect()
                } else {
                    (b..=a).rev().map(Init::int).collect()
                };
                return Init::list(out, Ty::Int);
            }
        }
        BinOp::StrConcat => {
            if let (InitKind::Str { s: a, code: c1 }, InitKind::Str { s: b, code: c2 }) =
                (l.kind(), r.kind())
            {
                if a.len() + b.len() > MAX_STRING {
                    fatal(
                        kp,
                        cur,
                        format!("!strconcat result is longer than {} bytes", MAX_STRING),
                    );
                    return v();
                }
                return Init::string_fmt(join_rc(&[a, b]), *c1 || *c2);
            }
        }
        BinOp::Interleave => {
            if let (InitKind::List { elems, elem_ty }, Some(delim)) = (l.kind(), r.as_str()) {
                let mut out = String::new();
                let mut code = false;
                for (i, e) in elems.iter().enumerate() {
                    if out.len() > MAX_STRING {
                        fatal(
                            kp,
                            cur,
                            format!("!interleave result is longer than {} bytes", MAX_STRING),
                        );
                        return v();
                    }
                    if i > 0 {
                        out.push_str(delim);
                    }
                    if *elem_ty == Ty::String {
                        match e.kind() {
                            InitKind::Str { s, code: c } => {
                                out.push_str(s);
                                if i > 0 {
                                    code |= *c;
                                }
                            }
                            _ => return v(),
                        }
                    } else {
                        match as_int(e) {
                            Some(x) => out.push_str(&x.to_string()),
                            None => return v(),
                        }
                    }
                }
                return Init::string_fmt(out, code);
            }
        }
        BinOp::Eq | BinOp::Ne | BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt => {
            if let Some(b) = compare(op, l, r) {
                return Init::bit(b);
            }
        }
        BinOp::GetDagArg => {
            if let Some((_, _, args)) = dag_parts(l) {
                if r.as_int().is_some() || r.as_str().is_some() {
                    let Some(i) = dag_arg_index(kp, cur, args, r, "!getdagarg") else {
                        return v();
                    };
                    let a = args[i].0.clone();
                    if let Some(t) = a.ty() {
                        if !t.convertible_to(ty, kp) {
                            return Init::unset();
                        }
                    }
                    return a;
                }
            }
        }
        BinOp::GetDagName => {
            if let (Some((_, _, args)), Some(i)) = (dag_parts(l), r.as_int()) {
                if i < 0 || i as usize >= args.len() {
                    fatal(
                        kp,
                        cur,
                        format!(
                            "!getdagname index is out of range 0...{}: {}",
                            args.len() as i64 - 1,
                            i
                        ),
                    );
                    return v();
                }
                return match &args[i as usize].1 {
                    Some(n) => Init::string(n.clone()),
                    None => Init::unset(),
                };
            }
        }
        BinOp::SetDagOp => {
            if let (Some((_, _, args)), Some(_)) = (dag_parts(l), r.as_def()) {
                return Init::new(InitKind::Dag {
                    op: r.clone(),
                    name: None,
                    args: args.clone(),
                });
            }
        }
        _ => {
            if let (Some(a), Some(b)) = (as_int(l), as_int(r)) {
                let res = match op {
                    BinOp::Add => a.wrapping_add(b),
                    BinOp::Sub => a.wrapping_sub(b),
                    BinOp::Mul => a.wrapping_mul(b),
                    BinOp::Div => {
                        if b == 0 {
                            fatal(kp, cur, "Illegal operation: division by zero".into());
                            return v();
                        }
                        if a == i64::MIN && b == -1 {
                            fatal(kp, cur, "Illegal operation: INT64_MIN / -1".into());
                            return v();
                        }
                        a / b
                    }
                    BinOp::And => a & b,
                    BinOp::Or => a | b,
                    BinOp::Xor => a ^ b,
                    BinOp::Shl => (a as u64).wrapping_shl(b as u32) as i64,
                    BinOp::Sra => a.wrapping_shr(b as u32),
                    _ => (a as u64).wrapping_shr(b as u32) as i64,
                };
                return Init::int(res);
            }
        }
    }
    v()
}

/// Resolves `expr` with `var` bound to `item` (`r` binds only `var`, and
/// is reused from item to item).
pub(super) fn item_apply(
    kp: &mut RecordKeeper,
    r: &mut MapResolver,
    var: &Rc<str>,
    item: &Init,
    expr: &Init,
) -> Init {
    r.set(var.clone(), item.clone());
    resolve(kp, expr, r)
}

pub(super) fn foreach_dag(
    kp: &mut RecordKeeper,
    r: &mut MapResolver,
    var: &Rc<str>,
    d: &Init,
    expr: &Init,
) -> Init {
    let (op, _, args) = dag_parts(d).expect("dag");
    let mut changed = false;
    let nop = item_apply(kp, r, var, op, expr);
    if !nop.ptr_eq(op) {
        changed = true;
    }
    let mut nargs = Vec::with_capacity(args.len());
    for (a, n) in args {
        let na = if dag_parts(a).is_some() {
            foreach_dag(kp, r, var, a, expr)
        } else {
            item_apply(kp, r, var, a, expr)
        };
        if !na.ptr_eq(a) {
            changed = true;
        }
        nargs.push((na, n.clone()));
    }
    if changed {
        Init::new(InitKind::Dag {
            op: nop,
            name: None,
            args: nargs,
        })
    } else {
        d.clone()
    }
}

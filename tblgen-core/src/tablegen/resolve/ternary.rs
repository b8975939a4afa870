//! Folding of the ternary operators (LLVM's `TernOpInit::Fold`).

use super::binary::{dag_arg_index, dag_parts, foreach_dag, item_apply};
use super::convert::as_int;
use super::fold::{fatal, name_of, Unfolded};
use super::{lists_may_grow, CurCtx, MapResolver, MAX_LIST, MAX_STRING};
use crate::tablegen::record::RecordKeeper;
use crate::tablegen::value::*;

#[allow(clippy::too_many_arguments)]
pub(super) fn fold_tern(
    kp: &mut RecordKeeper,
    v: Unfolded<'_>,
    op: TernOp,
    l: &Init,
    m: &Init,
    r: &Init,
    ty: &Ty,
    cur: Option<&CurCtx>,
) -> Init {
    match op {
        TernOp::Subst => {
            if let (Some(a), Some(b), Some(c)) = (l.as_def(), m.as_def(), r.as_def()) {
                let _ = b;
                return if a.name == c.name {
                    m.clone()
                } else {
                    r.clone()
                };
            }
            if let (
                InitKind::Var { name: a, .. },
                InitKind::Var { name: b, .. },
                InitKind::Var { name: c, .. },
            ) = (l.kind(), m.kind(), r.kind())
            {
                let n = if a == c { b.clone() } else { c.clone() };
                return Init::var(n, ty.clone());
            }
            if let (Some(a), Some(b), Some(c)) = (l.as_str(), m.as_str(), r.as_str()) {
                let mut val = c.to_string();
                if !a.is_empty() {
                    let mut idx = 0;
                    while let Some(f) = val[idx..].find(&**a) {
                        if val.len() > MAX_STRING {
                            fatal(
                                kp,
                                cur,
                                format!("!subst result is longer than {} bytes", MAX_STRING),
                            );
                            return v();
                        }
                        let f = idx + f;
                        val.replace_range(f..f + a.len(), b);
                        idx = f + b.len();
                    }
                } else {
                    // LLVM finds the empty string at every position; it inserts
                    // the replacement before each character.
                    let mut out = String::new();
                    for ch in val.chars() {
                        out.push_str(b);
                        out.push(ch);
                    }
                    out.push_str(b);
                    val = out;
                }
                return Init::string(val);
            }
        }
        TernOp::Foreach => {
            let var = name_of(l);
            let mut res = MapResolver::with_capacity(cur.cloned(), 1);
            if dag_parts(m).is_some() {
                return foreach_dag(kp, &mut res, &var, m, r);
            }
            if let Some(items) = m.as_list() {
                if !lists_may_grow(kp, cur, items.len()) {
                    return v();
                }
                let mut out = Vec::with_capacity(items.len());
                for it in items {
                    out.push(item_apply(kp, &mut res, &var, it, r));
                    // (Each item may build lists of its own.)
                    if !lists_may_grow(kp, cur, 0) {
                        return v();
                    }
                }
                return Init::list(out, ty.elem().cloned().unwrap_or(Ty::Int));
            }
        }
        TernOp::Filter => {
            let var = name_of(l);
            if let Some(items) = m.as_list() {
                let mut res = MapResolver::with_capacity(cur.cloned(), 1);
                let mut out = Vec::new();
                for it in items {
                    let inc = item_apply(kp, &mut res, &var, it, r);
                    match as_int(&inc) {
                        Some(x) => {
                            if x != 0 {
                                out.push(it.clone());
                            }
                        }
                        None => return v(),
                    }
                }
                return Init::list(out, ty.elem().cloned().unwrap_or(Ty::Int));
            }
        }
        TernOp::If => {
            if let Some(x) = as_int(l) {
                return if x != 0 { m.clone() } else { r.clone() };
            }
        }
        TernOp::Dag => {
            let ml = m.as_list();
            let rl = r.as_list();
            let mok = ml.is_some() || m.is_unset();
            let rok = rl.is_some() || r.is_unset();
            if m.is_unset() && r.is_unset() {
                return v();
            }
            if mok
                && rok
                && (ml.is_none() || rl.is_none() || ml.map(|x| x.len()) == rl.map(|x| x.len()))
            {
                let n = ml.map(|x| x.len()).or(rl.map(|x| x.len())).unwrap_or(0);
                let mut args = Vec::with_capacity(n);
                for i in 0..n {
                    let node = ml.map(|x| x[i].clone()).unwrap_or_else(Init::unset);
                    let name = rl.map(|x| x[i].clone()).unwrap_or_else(Init::unset);
                    if name.as_str().is_none() && !name.is_unset() {
                        return v();
                    }
                    args.push((node, name.as_str().cloned()));
                }
                return Init::new(InitKind::Dag {
                    op: l.clone(),
                    name: None,
                    args,
                });
            }
        }
        TernOp::Range => {
            if let (Some(s), Some(e), Some(st)) = (l.as_int(), m.as_int(), r.as_int()) {
                if st == 0 {
                    fatal(kp, cur, "Step of !range can't be 0".into());
                    return v();
                }
                let count = if (s < e && st > 0) || (s > e && st < 0) {
                    ((e as i128 - s as i128) / st as i128).unsigned_abs()
                } else {
                    0
                };
                if count > MAX_LIST as u128 {
                    fatal(kp, cur, "!range is too large".into());
                    return v();
                }
                if !lists_may_grow(kp, cur, count as usize) {
                    return v();
                }
                let mut out = Vec::new();
                if s < e && st > 0 {
                    let mut i = s;
                    while i < e {
                        out.push(Init::int(i));
                        i = match i.checked_add(st) {
                            Some(x) => x,
                            None => break,
                        };
                    }
                } else if s > e && st < 0 {
                    let mut i = s;
                    while i > e {
                        out.push(Init::int(i));
                        i = match i.checked_add(st) {
                            Some(x) => x,
                            None => break,
                        };
                    }
                }
                return Init::list(out, Ty::Int);
            }
        }
        TernOp::Substr => {
            if let (InitKind::Str { s, code }, Some(start), Some(len)) =
                (l.kind(), m.as_int(), r.as_int())
            {
                // (In bytes, as llvm-tblgen's strings: see `diag::bytes`.)
                let raw = crate::diag::bytes::to_bytes(s);
                let size = raw.len() as i64;
                if start < 0 || start > size {
                    fatal(
                        kp,
                        cur,
                        format!(
                            "!substr start position is out of range 0...{}: {}",
                            size, start
                        ),
                    );
                    return v();
                }
                if len < 0 {
                    fatal(kp, cur, "!substr length must be nonnegative".into());
                    return v();
                }
                let end = (start as u64).saturating_add(len as u64).min(size as u64) as usize;
                let sub = crate::diag::bytes::from_bytes(raw[start as usize..end].to_vec());
                return Init::string_fmt(sub, *code);
            }
        }
        TernOp::Find => {
            if let (Some(src), Some(pat), Some(start)) = (l.as_str(), m.as_str(), r.as_int()) {
                let size = src.len() as i64;
                if start < 0 || start > size {
                    fatal(
                        kp,
                        cur,
                        format!(
                            "!find start position is out of range 0...{}: {}",
                            size, start
                        ),
                    );
                    return v();
                }
                let hay = &src.as_bytes()[start as usize..];
                let pos = if pat.is_empty() {
                    Some(0)
                } else {
                    hay.windows(pat.len()).position(|w| w == pat.as_bytes())
                };
                return Init::int(pos.map_or(-1, |p| p as i64 + start));
            }
        }
        TernOp::SetDagArg | TernOp::SetDagName => {
            if let Some((dop, dname, args)) = dag_parts(l) {
                if m.as_int().is_some() || m.as_str().is_some() {
                    let what = if op == TernOp::SetDagArg {
                        "!setdagarg"
                    } else {
                        "!setdagname"
                    };
                    let Some(i) = dag_arg_index(kp, cur, args, m, what) else {
                        return v();
                    };
                    let mut nargs = args.clone();
                    if op == TernOp::SetDagArg {
                        nargs[i].0 = r.clone();
                    } else {
                        nargs[i].1 = r.as_str().cloned();
                    }
                    return Init::new(InitKind::Dag {
                        op: dop.clone(),
                        name: dname.clone(),
                        args: nargs,
                    });
                }
            }
        }
    }
    v()
}

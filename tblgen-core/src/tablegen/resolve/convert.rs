//! Type conversions of values (LLVM's `convertInitializerTo` and
//! `getCastTo`) and bit selection.

use super::fold::fold;
use crate::tablegen::record::RecordKeeper;
use crate::tablegen::value::*;

fn can_fit(v: i64, n: u32) -> bool {
    if n == 0 {
        return v == 0;
    }
    n >= 64 || (v >> n) == 0 || (v >> (n - 1)) == -1
}

/// LLVM's `convertInitializerTo`.
pub fn convert_to(kp: &RecordKeeper, v: &Init, ty: &Ty) -> Option<Init> {
    match v.kind() {
        InitKind::Unset => Some(v.clone()),
        InitKind::Bit(b) => match ty {
            Ty::Bit => Some(v.clone()),
            Ty::Int => Some(Init::int(*b as i64)),
            Ty::Bits(1) => Some(Init::bits(vec![v.clone()])),
            _ => None,
        },
        InitKind::Bits(bits) => match ty {
            Ty::Bit => (bits.len() == 1).then(|| bits[0].clone()),
            Ty::Bits(n) => (*n as usize == bits.len()).then(|| v.clone()),
            Ty::Int => as_int(v).map(Init::int),
            _ => None,
        },
        InitKind::Int(x) => match ty {
            Ty::Int => Some(v.clone()),
            Ty::Bit => (*x == 0 || *x == 1).then(|| Init::bit(*x != 0)),
            Ty::Bits(n) => {
                if !can_fit(*x, *n) {
                    return None;
                }
                Some(Init::bits(
                    (0..*n)
                        .map(|i| Init::bit(i < 64 && (x >> i) & 1 == 1))
                        .collect(),
                ))
            }
            _ => None,
        },
        InitKind::Str { .. } => matches!(ty, Ty::String).then(|| v.clone()),
        InitKind::List { elems, elem_ty } => {
            let Ty::List(target) = ty else { return None };
            if **target == *elem_ty {
                return Some(v.clone());
            }
            let mut changed = false;
            let mut out = Vec::with_capacity(elems.len());
            for e in elems {
                let c = convert_to(kp, e, target)?;
                if !c.ptr_eq(e) {
                    changed = true;
                }
                out.push(c);
            }
            if !changed {
                return Some(v.clone());
            }
            Some(Init::list(out, (**target).clone()))
        }
        InitKind::Def { ty: dty, .. } => {
            if let Ty::Rec(_) = ty {
                if dty.convertible_to(ty, kp) {
                    return Some(v.clone());
                }
            }
            None
        }
        _ => {
            let vt = v.ty()?;
            if vt == *ty || vt.is_a(ty, kp) {
                return Some(v.clone());
            }
            if vt == Ty::Bit && *ty == Ty::Bits(1) {
                return Some(Init::bits(vec![v.clone()]));
            }
            None
        }
    }
}

/// LLVM's `getCastTo`.
pub fn cast_to(kp: &mut RecordKeeper, v: &Init, ty: &Ty) -> Option<Init> {
    // A value already of the type (checked without building its type).
    if v.has_type(ty) {
        return Some(v.clone());
    }
    let Some(vt) = v.ty() else {
        return Some(v.clone());
    };
    if vt == *ty || vt.is_a(ty, kp) {
        return Some(v.clone());
    }
    if let Some(c) = convert_to(kp, v, ty) {
        return Some(c);
    }
    if !vt.convertible_to(ty, kp) {
        return None;
    }
    let u = Init::new(InitKind::Un {
        op: UnOp::Cast,
        arg: v.clone(),
        ty: ty.clone(),
    });
    Some(fold(kp, &u, None, false))
}

/// LLVM's `convertInitializerBitRange`.
pub fn bit_range(v: &Init, bits: &[u32]) -> Option<Init> {
    match v.kind() {
        InitKind::Bits(b) => {
            let mut out = Vec::with_capacity(bits.len());
            for &i in bits {
                out.push(b.get(i as usize)?.clone());
            }
            Some(Init::bits(out))
        }
        InitKind::Int(x) => {
            let mut out = Vec::with_capacity(bits.len());
            for &i in bits {
                if i >= 64 {
                    return None;
                }
                out.push(Init::bit((x >> i) & 1 == 1));
            }
            Some(Init::bits(out))
        }
        InitKind::Unset
        | InitKind::Bit(_)
        | InitKind::Str { .. }
        | InitKind::List { .. }
        | InitKind::Dag { .. } => None,
        _ => {
            let Some(Ty::Bits(n)) = v.ty() else {
                return None;
            };
            let mut out = Vec::with_capacity(bits.len());
            for &i in bits {
                if i >= n {
                    return None;
                }
                out.push(Init::new(InitKind::VarBit {
                    var: v.clone(),
                    bit: i,
                }));
            }
            Some(Init::bits(out))
        }
    }
}

/// The value as an integer (what converting it to `int` gives), without
/// building the converted value.
pub(super) fn as_int(v: &Init) -> Option<i64> {
    match v.kind() {
        InitKind::Int(x) => Some(*x),
        InitKind::Bit(b) => Some(*b as i64),
        InitKind::Bits(bits) => {
            let mut r: i64 = 0;
            for (i, b) in bits.iter().enumerate() {
                match b.kind() {
                    InitKind::Bit(x) => {
                        if *x && i < 64 {
                            r |= 1i64 << i;
                        }
                    }
                    _ => return None,
                }
            }
            Some(r)
        }
        _ => None,
    }
}

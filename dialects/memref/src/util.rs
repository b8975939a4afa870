//! Queries on memref types that upstream's `MemRefType`, `ShapedType` and
//! `getStridesAndOffset` answer, and the diagnostics the verifiers share.

use crate::asm::DYNAMIC;
use ir::printer::{attr_to_string, type_to_string};
use ir::{Attribute, Context, Diagnostic, OpId, Type};

/// `'name' op message` at the op (`emitOpError`).
pub fn op_error(ctx: &Context, op: OpId, message: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::op_error(ctx, op, message)
}

/// `message` at the op, without the op prefix (`emitError`).
pub fn error(ctx: &Context, op: OpId, message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(ctx.op_loc(op), message)
}

/// A type as a diagnostic quotes it (`'memref<4xf32>'`).
pub fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", type_to_string(ctx, t))
}

/// An attribute as a diagnostic prints it.
pub fn attr_text(ctx: &Context, a: Attribute) -> String {
    attr_to_string(ctx, a)
}

/// Whether `t` is a ranked memref (C++'s `MemRefType`).
pub fn is_ranked_memref(ctx: &Context, t: Type) -> bool {
    ctx.is_memref(t) && ctx.shape(t).is_some()
}

/// The shape of a ranked memref (empty for anything else).
pub fn shape(ctx: &Context, t: Type) -> Vec<i64> {
    ctx.shape(t).map(<[i64]>::to_vec).unwrap_or_default()
}

/// How many dimensions of `t` are dynamic.
pub fn num_dynamic_dims(ctx: &Context, t: Type) -> usize {
    ctx.shape(t)
        .map_or(0, |s| s.iter().filter(|&&d| d == DYNAMIC).count())
}

/// The layout's `isIdentity()`: no layout, an identity affine map, or a
/// strided layout whose map is the identity (rank ≤ 1, unit stride, no
/// offset).
pub fn has_identity_layout(ctx: &Context, t: Type) -> bool {
    match ctx.memref_layout(t) {
        None => true,
        Some(l) => {
            if let Some(m) = ctx.as_affine_map(l) {
                return ctx.affine_map_is_identity(m);
            }
            if let Some((offset, strides)) = ctx.as_strided_layout(l) {
                return offset == 0 && strides.iter().all(|&s| s == 1) && strides.len() <= 1;
            }
            false
        }
    }
}

/// The number of symbols of the layout's affine map (0 for the identity
/// and for strided layouts without dynamic entries).
pub fn layout_num_symbols(ctx: &Context, t: Type) -> usize {
    let Some(l) = ctx.memref_layout(t) else {
        return 0;
    };
    if let Some(m) = ctx.as_affine_map(l) {
        if ctx.affine_map_is_identity(m) {
            return 0;
        }
        return ctx.affine_map_data(m).num_symbols as usize;
    }
    if let Some((offset, strides)) = ctx.as_strided_layout(l) {
        if offset == 0 && strides.len() <= 1 && strides.iter().all(|&s| s == 1) {
            return 0;
        }
        // `makeStridedLinearLayoutMap`: one symbol per dynamic entry.
        return usize::from(offset == DYNAMIC) + strides.iter().filter(|&&s| s == DYNAMIC).count();
    }
    0
}

/// The row-major strides of `shape` (dynamic once a dynamic size is met).
pub fn canonical_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![1; shape.len()];
    let mut running: i64 = 1;
    for i in (0..shape.len()).rev() {
        strides[i] = running;
        if running != DYNAMIC {
            running = if shape[i] == DYNAMIC {
                DYNAMIC
            } else {
                running.checked_mul(shape[i]).unwrap_or(DYNAMIC)
            };
        }
    }
    strides
}

/// The strides and offset of a ranked memref (`getStridesAndOffset`):
/// identity layouts are row-major with offset 0, strided layouts give
/// theirs, affine maps theirs when they are linear; `None` otherwise.
pub fn strides_and_offset(ctx: &Context, t: Type) -> Option<(Vec<i64>, i64)> {
    let shape = ctx.shape(t)?;
    match ctx.memref_layout(t) {
        None => Some((canonical_strides(shape), 0)),
        Some(l) => {
            if let Some((offset, strides)) = ctx.as_strided_layout(l) {
                return Some((strides.to_vec(), offset));
            }
            let m = ctx.as_affine_map(l)?;
            if ctx.affine_map_is_identity(m) {
                return Some((canonical_strides(shape), 0));
            }
            affine_map_strides(ctx, m, shape.len())
        }
    }
}

/// `extractStrides` over a layout map's single result, a sum of
/// dimensions times constant or symbolic factors plus an offset (MLIR's
/// `getStridesAndOffset` for affine maps; maps with `mod`, `floordiv` or
/// `ceildiv`, and maps giving a dimension a zero stride, are not strided).
/// Symbolic parts are dynamic.
fn affine_map_strides(
    ctx: &Context,
    map: ir::affine::AffineMap,
    rank: usize,
) -> Option<(Vec<i64>, i64)> {
    use ir::affine::{AffineBinaryKind as K, AffineExprData as E};
    // `None` is a symbolic (dynamic) quantity.
    let add = |a: Option<i64>, b: Option<i64>| Some(a?.wrapping_add(b?));
    let mul = |a: Option<i64>, b: Option<i64>| match (a, b) {
        (Some(0), _) | (_, Some(0)) => Some(0),
        (Some(x), Some(y)) => Some(x.wrapping_mul(y)),
        _ => None,
    };
    let data = ctx.affine_map_data(map);
    let [result] = data.results.as_slice() else {
        return None;
    };
    let mut strides = vec![Some(0i64); rank];
    let mut offset = Some(0i64);
    // An explicit stack: expressions nest as deep as the parser allows.
    let mut stack = vec![(*result, Some(1i64))];
    while let Some((e, factor)) = stack.pop() {
        match ctx.affine_expr_data(e) {
            E::Dim(d) => {
                let s = strides.get_mut(d as usize)?;
                *s = add(*s, factor);
            }
            E::Constant(c) => offset = add(offset, mul(Some(c), factor)),
            E::Symbol(_) => offset = add(offset, mul(None, factor)),
            E::Binary(K::Add, l, r) => {
                stack.push((r, factor));
                stack.push((l, factor));
            }
            E::Binary(K::Mul, l, r) => {
                // A dimension times a factor, or the factor on one side and
                // an expression of dimensions on the other.
                let (inner, outer) = if matches!(ctx.affine_expr_data(l), E::Dim(_))
                    || !ctx.affine_is_symbolic_or_constant(l)
                {
                    (l, r)
                } else {
                    (r, l)
                };
                stack.push((inner, mul(factor, ctx.affine_constant_value(outer))));
            }
            _ => return None,
        }
    }
    // A strided memref must not alias itself: a zero stride is refused.
    if strides.contains(&Some(0)) {
        return None;
    }
    let known = |v: Option<i64>| v.unwrap_or(DYNAMIC);
    Some((strides.into_iter().map(known).collect(), known(offset)))
}

/// The memory space as MLIR compares it (the default space is `None`).
pub fn memory_space(ctx: &Context, t: Type) -> Option<Attribute> {
    ctx.memref_memory_space(t)
}

/// `SaturatedInteger` addition: dynamic if either side is.
pub fn sat_add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_add(b)
    }
}

/// `SaturatedInteger` multiplication: 0 times anything is 0, otherwise
/// dynamic if either side is.
pub fn sat_mul(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        0
    } else if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_mul(b)
    }
}

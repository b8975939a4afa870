//! The canonicalization patterns of `vector.shape_cast` and
//! `vector.transpose`, and `vector.bitcast`'s folder (upstream
//! `VectorOps.cpp`).

use crate::extract::replace_by_constant;
use crate::fold::{i64_array, shape, splat_of, splat_value, value};
use crate::*;
use ir::rewrite::fn_pattern;
use ir::{AttrData, Context, FoldResult, OpId, PatternRewriter, RewritePattern, TypeData};

/// `ShapeCastOp`'s patterns, in upstream's order.
pub(crate) fn shape_cast_patterns() -> Vec<Box<dyn RewritePattern>> {
    let name = ShapeCastOp::OPERATION_NAME;
    vec![
        fn_pattern(name, "ShapeCastConstantFolder", shape_cast_constant),
        fn_pattern(
            name,
            "ShapeCastCreateMaskFolderTrailingOneDim",
            shape_cast_mask_trailing_ones,
        ),
        fn_pattern(name, "ShapeCastBroadcastFolder", shape_cast_broadcast),
    ]
}

/// A shape cast of a splat `arith.constant` is a constant.
fn shape_cast_constant(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(cast) = ShapeCastOp::cast(rw, op) else {
        return false;
    };
    let Some(c) = rw
        .defining_op(cast.source(rw))
        .and_then(|d| arith::ConstantOp::cast(rw, d))
    else {
        return false;
    };
    let value = c.value(rw);
    let Some(s) = crate::fold::is_splat(rw, value)
        .then(|| splat_value(rw, value))
        .flatten()
    else {
        return false;
    };
    let ty = rw.value_type(cast.result(rw));
    match splat_of(rw, ty, s) {
        Some(a) => replace_by_constant(rw, op, a),
        None => false,
    }
}

/// `trimTrailingOneDims`: the type without its trailing fixed unit
/// dimensions, keeping one.
fn trim_trailing_ones(ctx: &mut Context, ty: ir::Type) -> Option<ir::Type> {
    let TypeData::Vector {
        shape,
        scalable,
        element,
    } = ctx.type_data(ty).clone()
    else {
        return None;
    };
    let mut n = shape.len();
    while n > 0 && shape[n - 1] == 1 && !scalable[n - 1] {
        n -= 1;
    }
    let (new_shape, new_scalable) = if n == 0 {
        let k = shape.len().saturating_sub(1);
        (shape[k..].to_vec(), scalable[k..].to_vec())
    } else {
        (shape[..n].to_vec(), scalable[..n].to_vec())
    };
    Some(ctx.get_type(TypeData::Vector {
        shape: new_shape,
        scalable: new_scalable,
        element,
    }))
}

/// A shape cast dropping trailing unit dimensions of a mask whose sizes
/// there are 1 is a smaller mask.
fn shape_cast_mask_trailing_ones(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(cast) = ShapeCastOp::cast(rw, op) else {
        return false;
    };
    let Some(def) = rw.defining_op(cast.source(rw)) else {
        return false;
    };
    let create = CreateMaskOp::cast(rw, def);
    let constant = ConstantMaskOp::cast(rw, def);
    if create.is_none() && constant.is_none() {
        return false;
    }
    let (src_ty, res_ty) = (
        rw.value_type(cast.source(rw)),
        rw.value_type(cast.result(rw)),
    );
    if trim_trailing_ones(rw, src_ty) != Some(res_ty) {
        return false;
    }
    let drop = rw.rank(src_ty).unwrap_or(0) - rw.rank(res_ty).unwrap_or(0);
    if drop == 0 {
        return false;
    }
    let loc = rw.op_loc(op);
    if let Some(create) = create {
        let operands = create.operands(rw);
        let keep = operands.len().saturating_sub(drop);
        let all_ones = operands[keep..].iter().all(|&v| {
            rw.defining_op(v)
                .and_then(|d| arith::ConstantOp::cast(rw, d))
                .filter(|c| rw.is_index(rw.value_type(c.result(rw))))
                .and_then(|c| rw.attr_as_int(c.value(rw)))
                == Some(1)
        });
        if !all_ones {
            return false;
        }
        let new = CreateMaskOp::build(rw, loc, res_ty, &operands[..keep]).result(rw);
        return rw.replace_op(op, &[new]).is_ok();
    }
    let Some(constant) = constant else {
        return false;
    };
    let Some(sizes) = rw
        .attr_as_array(constant.mask_dim_sizes(rw))
        .map(<[ir::Attribute]>::to_vec)
    else {
        return false;
    };
    let keep = sizes.len().saturating_sub(drop);
    if sizes[keep..].iter().any(|&a| rw.attr_as_int(a) != Some(1)) {
        return false;
    }
    let attr = rw.array_attr(&sizes[..keep]);
    let new = ConstantMaskOp::build(rw, loc, res_ty, attr).result(rw);
    rw.replace_op(op, &[new]).is_ok()
}

/// A shape cast of a broadcast is a broadcast (when the broadcast's
/// source shape is a suffix of the result's) or a shape cast of its
/// source (same number of elements).
fn shape_cast_broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(cast) = ShapeCastOp::cast(rw, op) else {
        return false;
    };
    let Some(b) = rw
        .defining_op(cast.source(rw))
        .and_then(|d| BroadcastOp::cast(rw, d))
    else {
        return false;
    };
    let source = b.source(rw);
    let source_ty = rw.value_type(source);
    let source_shape = shape(rw, source_ty);
    let res_ty = rw.value_type(cast.result(rw));
    let target = shape(rw, res_ty);
    let loc = rw.op_loc(op);
    if target.len() >= source_shape.len()
        && target[target.len() - source_shape.len()..] == source_shape[..]
    {
        let new = BroadcastOp::build(rw, loc, res_ty, source).vector(rw);
        return rw.replace_op(op, &[new]).is_ok();
    }
    if rw.is_vector(source_ty) && rw.num_elements(source_ty) == rw.num_elements(res_ty) {
        let new = ShapeCastOp::build(rw, loc, res_ty, source).result(rw);
        return rw.replace_op(op, &[new]).is_ok();
    }
    false
}

/// `TransposeOp`'s patterns, in upstream's order.
pub(crate) fn transpose_patterns() -> Vec<Box<dyn RewritePattern>> {
    let name = TransposeOp::OPERATION_NAME;
    vec![
        fn_pattern(name, "FoldTransposeCreateMask", transpose_mask),
        fn_pattern(name, "FoldTransposedScalarBroadcast", transpose_broadcast),
        fn_pattern(name, "TransposeFolder", transpose_transpose),
        fn_pattern(name, "FoldTransposeSplat", transpose_splat),
    ]
}

/// `applyPermutationToVector`: `result[i] = items[perm[i]]`.
fn permuted<T: Copy>(items: &[T], perm: &[i64]) -> Option<Vec<T>> {
    perm.iter()
        .map(|&p| usize::try_from(p).ok().and_then(|p| items.get(p).copied()))
        .collect()
}

fn transpose_mask(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(t) = TransposeOp::cast(rw, op) else {
        return false;
    };
    let Some(def) = rw.defining_op(t.vector(rw)) else {
        return false;
    };
    let perm = t.permutation(rw).to_vec();
    let ty = rw.value_type(t.result(rw));
    let loc = rw.op_loc(op);
    if let Some(create) = CreateMaskOp::cast(rw, def) {
        let Some(operands) = permuted(&create.operands(rw), &perm) else {
            return false;
        };
        let new = CreateMaskOp::build(rw, loc, ty, &operands).result(rw);
        return rw.replace_op(op, &[new]).is_ok();
    }
    let Some(constant) = ConstantMaskOp::cast(rw, def) else {
        return false;
    };
    let Some(sizes) = rw
        .attr_as_array(constant.mask_dim_sizes(rw))
        .and_then(|s| permuted(s, &perm))
    else {
        return false;
    };
    let attr = rw.array_attr(&sizes);
    let new = ConstantMaskOp::build(rw, loc, ty, attr).result(rw);
    rw.replace_op(op, &[new]).is_ok()
}

fn transpose_broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(t) = TransposeOp::cast(rw, op) else {
        return false;
    };
    let Some(b) = rw
        .defining_op(t.vector(rw))
        .and_then(|d| BroadcastOp::cast(rw, d))
    else {
        return false;
    };
    let source = b.source(rw);
    let st = rw.value_type(source);
    if rw.is_vector(st) && rw.num_elements(st) != Some(1) {
        return false;
    }
    let loc = rw.op_loc(op);
    let ty = rw.value_type(t.result(rw));
    let new = BroadcastOp::build(rw, loc, ty, source).vector(rw);
    rw.replace_op(op, &[new]).is_ok()
}

fn transpose_transpose(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(t) = TransposeOp::cast(rw, op) else {
        return false;
    };
    let Some(parent) = rw
        .defining_op(t.vector(rw))
        .and_then(|d| TransposeOp::cast(rw, d))
    else {
        return false;
    };
    let Some(perm) = permuted(parent.permutation(rw), t.permutation(rw)) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let ty = rw.value_type(t.result(rw));
    let source = parent.vector(rw);
    let attr = i64_array(rw, &perm);
    let new = TransposeOp::build(rw, loc, ty, source, attr).result(rw);
    rw.replace_op(op, &[new]).is_ok()
}

fn transpose_splat(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(t) = TransposeOp::cast(rw, op) else {
        return false;
    };
    let Some(s) = rw
        .defining_op(t.vector(rw))
        .and_then(|d| SplatOp::cast(rw, d))
    else {
        return false;
    };
    let loc = rw.op_loc(op);
    let ty = rw.value_type(t.result(rw));
    let input = s.input(rw);
    let new = SplatOp::build(rw, loc, ty, input).aggregate(rw);
    rw.replace_op(op, &[new]).is_ok()
}

/// `BitCastOp::fold`: no-op and cancelling casts, splats of narrow
/// integers widened.
pub(crate) fn bitcast(
    ctx: &mut Context,
    op: BitCastOp,
    operands: &[Option<ir::Attribute>],
) -> FoldResult {
    let source = op.source(ctx);
    let result_ty = ctx.value_type(op.result(ctx));
    if ctx.value_type(source) == result_ty {
        return value(source);
    }
    if let Some(other) = ctx
        .defining_op(source)
        .and_then(|d| BitCastOp::cast(ctx, d))
    {
        let inner = other.source(ctx);
        if ctx.value_type(inner) == result_ty {
            return value(inner);
        }
        return match ctx.set_operand(op.operation(), 0, inner) {
            Ok(()) => FoldResult::InPlace,
            Err(_) => FoldResult::Failure,
        };
    }
    let Some(c) = operands.first().copied().flatten() else {
        return FoldResult::Failure;
    };
    let src_elt = ctx.element_type_or_self(ctx.value_type(source));
    let dst_elt = ctx.element_type_or_self(result_ty);
    if !crate::fold::is_splat(ctx, c) {
        return FoldResult::Failure;
    }
    let Some(s) = splat_value(ctx, c) else {
        return FoldResult::Failure;
    };
    let (src_w, dst_w) = (int_width(ctx, src_elt), int_width(ctx, dst_elt));
    let scalar = match *ctx.attr_data(s) {
        AttrData::Float { bits, .. } => Err(bits),
        AttrData::Integer { value, .. } => Ok(value),
        _ => return FoldResult::Failure,
    };
    match (scalar, src_w, dst_w) {
        // The f16 pattern twice as an f32.
        (Err(bits), _, _)
            if matches!(ctx.type_data(src_elt), TypeData::Float(ir::FloatKind::F16))
                && matches!(ctx.type_data(dst_elt), TypeData::Float(ir::FloatKind::F32)) =>
        {
            let Some(h) = f16_bits(f64::from_bits(bits)) else {
                return FoldResult::Failure;
            };
            let word = (u32::from(h) << 16) | u32::from(h);
            let f = ctx.float_attr(dst_elt, f64::from(f32::from_bits(word)));
            match splat_of(ctx, result_ty, f) {
                Some(a) => crate::fold::attr(a),
                None => FoldResult::Failure,
            }
        }
        (Ok(v), Some(sw), Some(dw)) if dw > sw && dw % sw == 0 && dw <= 128 => {
            let mask = if sw >= 128 {
                u128::MAX
            } else {
                (1u128 << sw) - 1
            };
            let low = (v as u128) & mask;
            let mut bits = low;
            for _ in 0..dw / sw - 1 {
                bits = (bits << sw) | low;
            }
            let a = ctx.integer_attr(dst_elt, bits as i128);
            match splat_of(ctx, result_ty, a) {
                Some(a) => crate::fold::attr(a),
                None => FoldResult::Failure,
            }
        }
        _ => FoldResult::Failure,
    }
}

/// The width of an integer type (`None` for any other type).
fn int_width(ctx: &Context, t: ir::Type) -> Option<u32> {
    match ctx.type_data(t) {
        TypeData::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// The IEEE half bits of `x` when `x` is exactly an `f16` value (a folded
/// `f16` constant always is).
fn f16_bits(x: f64) -> Option<u16> {
    let f = x as f32;
    if f64::from(f) != x && !x.is_nan() {
        return None;
    }
    let b = f.to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    let exp = ((b >> 23) & 0xff) as i32;
    let man = b & 0x7f_ffff;
    if exp == 0xff {
        return Some(
            sign | 0x7c00
                | if man != 0 {
                    0x200 | (man >> 13) as u16
                } else {
                    0
                },
        );
    }
    if f == 0.0 {
        return Some(sign);
    }
    let e = exp - 127 + 15;
    if e >= 0x1f {
        return None;
    }
    if e <= 0 {
        // Subnormal half: the value is an exact multiple of 2^-24.
        let shift = 14 - e;
        let full = man | 0x80_0000;
        if shift > 31 || full & ((1 << shift) - 1) != 0 {
            return None;
        }
        return Some(sign | (full >> shift) as u16);
    }
    if man & 0x1fff != 0 {
        return None;
    }
    Some(sign | ((e as u16) << 10) | (man >> 13) as u16)
}

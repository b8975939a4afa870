//! The canonicalization patterns of `TosaCanonicalizations.cpp`.

use crate::*;
use ir::rewrite::fn_pattern;
use ir::{OpId, PatternRewriter, RewritePattern, Value, DYNAMIC};

/// The op defining `v`, as `T`.
fn defined_by<T>(
    rw: &PatternRewriter<'_>,
    v: Value,
    cast: fn(&ir::Context, OpId) -> Option<T>,
) -> Option<T> {
    rw.defining_op(v).and_then(|op| cast(rw, op))
}

/// `tosa.concat`'s patterns.
pub fn concat_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![fn_pattern(
        ConcatOp::OPERATION_NAME,
        "ConcatOptimization",
        concat_optimization,
    )]
}

/// `ConcatOptimization`: a concat of one input is the input (cast to the
/// result type when they differ).
fn concat_optimization(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(concat) = ConcatOp::cast(rw, op) else {
        return false;
    };
    let inputs = concat.input1(rw);
    let [input] = inputs[..] else {
        return false;
    };
    let ty = rw.value_type(concat.output(rw));
    if rw.value_type(input) != ty {
        let loc = rw.op_loc(op);
        let cast = tensor::CastOp::build(rw, loc, ty, input).dest(rw);
        return rw.replace_op(op, &[cast]).is_ok();
    }
    rw.replace_op(op, &[input]).is_ok()
}

/// `SelectOp::canonicalize`: a select on a negated predicate swaps its
/// branches.
pub fn select(op: SelectOp, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(not) = defined_by(rw, op.pred(rw), LogicalNotOp::cast) else {
        return false;
    };
    let operands = [not.input1(rw), op.on_false(rw), op.on_true(rw)];
    rw.modify_op_in_place(op.operation(), |ctx| {
        ctx.set_operands(op.operation(), &operands)
    })
    .is_ok()
}

/// `tosa.transpose`'s patterns.
pub fn transpose_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        fn_pattern(
            TransposeOp::OPERATION_NAME,
            "ConsolidateTransposeOptimization",
            consolidate_transpose,
        ),
        fn_pattern(
            TransposeOp::OPERATION_NAME,
            "TransposeIsReshape",
            transpose_is_reshape,
        ),
    ]
}

/// `ConsolidateTransposeOptimization`: a transpose of a transpose is one
/// transpose by the composed permutation.
fn consolidate_transpose(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(outer) = TransposeOp::cast(rw, op) else {
        return false;
    };
    let Some(inner) = defined_by(rw, outer.input1(rw), TransposeOp::cast) else {
        return false;
    };
    let (Some(perms), Some(inner_perms)) =
        (outer.get_constant_perms(rw), inner.get_constant_perms(rw))
    else {
        return false;
    };
    if perms.len() != inner_perms.len() || perms.is_empty() {
        return false;
    }
    let mut composed = Vec::with_capacity(perms.len());
    for &p in &perms {
        match usize::try_from(p).ok().and_then(|p| inner_perms.get(p)) {
            Some(&q) => composed.push(i128::from(q)),
            None => return false,
        }
    }
    let loc = rw.op_loc(op);
    let i32_type = rw.integer_type(32, ir::Signedness::Signless);
    let perms_type = rw.ranked_tensor(&[composed.len() as i64], i32_type);
    let perms_attr = rw.dense_int_attr(perms_type, &composed);
    let perms_value = arith::ConstantOp::build(rw, loc, perms_type, perms_attr).result(rw);
    let ty = rw.value_type(outer.output(rw));
    let source = inner.input1(rw);
    let new = TransposeOp::build(rw, loc, ty, source, perms_value).output(rw);
    rw.replace_op(op, &[new]).is_ok()
}

/// `TransposeIsReshape`: a transpose that keeps the order of the
/// dimensions larger than 1 is a reshape.
fn transpose_is_reshape(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(transpose) = TransposeOp::cast(rw, op) else {
        return false;
    };
    let Some(perms) = infer::constant_ints(rw, transpose.perms(rw)) else {
        return false;
    };
    let input = transpose.input1(rw);
    if defined_by(rw, input, TransposeOp::cast).is_some() {
        return false;
    }
    let result = transpose.output(rw);
    let users: Vec<OpId> = rw.uses(result).map(|u| u.op).collect();
    if users.iter().any(|&u| TransposeOp::cast(rw, u).is_some()) {
        return false;
    }
    let Some(shape) = rw.shape(rw.value_type(input)).map(<[i64]>::to_vec) else {
        return false;
    };
    if shape.iter().filter(|&&d| d == DYNAMIC).count() > 1 {
        return false;
    }
    let dim = |i: i64| usize::try_from(i).ok().and_then(|i| shape.get(i).copied());
    let mut kept = Vec::new();
    for &p in &perms {
        match dim(p) {
            Some(1) => {}
            Some(_) => kept.push(p),
            None => return false,
        }
    }
    if kept.windows(2).any(|w| w[0] > w[1]) {
        return false;
    }
    let mut new_shape = Vec::with_capacity(shape.len());
    for i in 0..shape.len() {
        match perms.get(i).and_then(|&p| dim(p)) {
            Some(d) => new_shape.push(d),
            None => return false,
        }
    }
    let loc = rw.op_loc(op);
    let ty = rw.value_type(result);
    let new = ReshapeOp::build_with_values(rw, loc, ty, input, &new_shape).output(rw);
    rw.replace_op(op, &[new]).is_ok()
}

/// `tosa.pad`'s patterns.
pub fn pad_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![fn_pattern(
        PadOp::OPERATION_NAME,
        "MaterializePadValue",
        materialize_pad_value,
    )]
}

/// `MaterializePadValue`: a pad without a pad value gets its zero (the
/// input zero point when quantized) as a `tosa.const`.
fn materialize_pad_value(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(pad) = PadOp::cast(rw, op) else {
        return false;
    };
    if pad.pad_const(rw).is_some() {
        return false;
    }
    let input = pad.input1(rw);
    let padding = pad.padding(rw);
    let element = rw.element_type_or_self(rw.value_type(input));
    let quant = pad.quantization_info(rw).map(|q| q.storage(rw).input_zp);
    let constant = if rw.is_float(element) {
        rw.float_attr(element, 0.0)
    } else if rw.type_as_integer(element).is_some() {
        rw.integer_attr(element, quant.unwrap_or(0))
    } else {
        return false;
    };
    let loc = rw.op_loc(op);
    let scalar = rw.ranked_tensor(&[], element);
    let dense = match rw.attr_as_float(constant) {
        Some(v) if rw.is_float(element) => rw.dense_float_attr(scalar, &[v]),
        _ => {
            let v = rw.attr_as_int(constant).unwrap_or(0);
            rw.dense_int_attr(scalar, &[i128::from(v)])
        }
    };
    let value = ConstOp::build(rw, loc, scalar, dense).output(rw);
    let ty = rw.value_type(pad.output(rw));
    let quantization_info = pad.quantization_info_attr(rw);
    let new = PadOp::build(rw, loc, ty, input, padding, Some(value), quantization_info);
    let discardable = rw.attrs(op).to_vec();
    for (name, attr) in discardable {
        if rw.set_attr(new.operation(), name, attr).is_err() {
            return false;
        }
    }
    let result = new.output(rw);
    rw.replace_op(op, &[result]).is_ok()
}

/// `tosa.max_pool2d`'s patterns.
pub fn max_pool2d_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![fn_pattern(
        MaxPool2dOp::OPERATION_NAME,
        "MaxPool2dIsNoOp",
        max_pool2d_is_no_op,
    )]
}

/// `MaxPool2dIsNoOp`: a pool of 1x1 images into 1x1 images.
fn max_pool2d_is_no_op(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(pool) = MaxPool2dOp::cast(rw, op) else {
        return false;
    };
    let input = pool.input(rw);
    let (it, ot) = (rw.value_type(input), rw.value_type(pool.output(rw)));
    if !rw.has_static_shape(it) || !rw.has_static_shape(ot) {
        return false;
    }
    let unit = |s: Option<&[i64]>| s.is_some_and(|s| s.get(1) == Some(&1) && s.get(2) == Some(&1));
    if !unit(rw.shape(ot)) || !unit(rw.shape(it)) {
        return false;
    }
    rw.replace_op(op, &[input]).is_ok()
}

/// `tosa.clamp`'s patterns.
pub fn clamp_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        fn_pattern(ClampOp::OPERATION_NAME, "ClampIsNoOp", clamp_is_no_op),
        fn_pattern(
            ClampOp::OPERATION_NAME,
            "ClampClampOptimization",
            clamp_clamp,
        ),
    ]
}

/// `ClampIsNoOp`: a clamp to the whole range of the element type.
fn clamp_is_no_op(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(clamp) = ClampOp::cast(rw, op) else {
        return false;
    };
    let input = clamp.input(rw);
    let ty = rw.value_type(input);
    if !rw.is_ranked_tensor(ty) || !rw.has_static_shape(ty) {
        return false;
    }
    let element = rw.element_type_or_self(ty);
    let no_op = if rw.is_float(element) {
        let (min, max) = (clamp.min_fp(rw), clamp.max_fp(rw));
        min == f64::NEG_INFINITY && max == f64::INFINITY
    } else if let Some((w, s)) = rw.type_as_integer(element) {
        let (min, max) = (clamp.min_int(rw), clamp.max_int(rw));
        let (lo, hi) = if s == ir::Signedness::Unsigned {
            (0i128, (1i128 << w) - 1)
        } else {
            (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1)
        };
        // (`getZExtValue`/`getSExtValue` as `int64_t`.)
        let (lo, hi) = (lo as i64, hi as i64);
        min <= lo && max >= hi
    } else {
        false
    };
    no_op && rw.replace_op(op, &[input]).is_ok()
}

/// `ClampClampOptimization`: a clamp of a clamp is one clamp to the
/// intersection of their ranges.
fn clamp_clamp(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(clamp) = ClampOp::cast(rw, op) else {
        return false;
    };
    let Some(inner) = defined_by(rw, clamp.input(rw), ClampOp::cast) else {
        return false;
    };
    let min_fp = clamp.min_fp(rw).max(inner.min_fp(rw)) as f32;
    let max_fp = clamp.max_fp(rw).min(inner.max_fp(rw)) as f32;
    let min_int = clamp.min_int(rw).max(inner.min_int(rw));
    let max_int = clamp.max_int(rw).min(inner.max_int(rw));
    let loc = rw.op_loc(op);
    let f32_type = rw.float_type(ir::FloatKind::F32);
    let min_fp = rw.float_attr(f32_type, f64::from(min_fp));
    let max_fp = rw.float_attr(f32_type, f64::from(max_fp));
    let ty = rw.value_type(clamp.output(rw));
    let source = inner.input(rw);
    let new = ClampOp::build_with_values(rw, loc, ty, source, min_int, max_int, min_fp, max_fp)
        .output(rw);
    rw.replace_op(op, &[new]).is_ok()
}

/// `tosa.slice`'s patterns.
pub fn slice_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![fn_pattern(
        SliceOp::OPERATION_NAME,
        "ConcatSliceOptimization",
        concat_slice,
    )]
}

/// `ConcatSliceOptimization`: a slice of a concat within one of its
/// inputs is a slice of that input.
fn concat_slice(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(slice) = SliceOp::cast(rw, op) else {
        return false;
    };
    let Some(concat) = defined_by(rw, slice.input(rw), ConcatOp::cast) else {
        return false;
    };
    let concat_type = rw.value_type(concat.output(rw));
    if !rw.is_ranked_tensor(concat_type) || !rw.has_static_shape(concat_type) {
        return false;
    }
    let axis = concat.axis(rw) as usize;
    let mut start = slice.start(rw).to_vec();
    let size = slice.size(rw).to_vec();
    let (Some(_), Some(&axis_size)) = (start.get(axis), size.get(axis)) else {
        return false;
    };
    let mut replacement = None;
    for input in concat.input1(rw) {
        let ty = rw.value_type(input);
        if !rw.is_ranked_tensor(ty) || !rw.has_static_shape(ty) {
            return false;
        }
        let dim = rw.shape(ty).and_then(|s| s.get(axis).copied()).unwrap_or(0);
        if start[axis] >= 0 && start[axis] + axis_size <= dim {
            let loc = rw.op_loc(op);
            let result_type = rw.value_type(slice.output(rw));
            replacement = Some(
                SliceOp::build_with_values(rw, loc, result_type, input, &start, &size).output(rw),
            );
            break;
        }
        start[axis] -= dim;
    }
    match replacement {
        Some(v) => rw.replace_op(op, &[v]).is_ok(),
        None => false,
    }
}

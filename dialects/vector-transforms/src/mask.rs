//! `LowerVectorMask.cpp`'s mask-creation lowerings (n-D
//! `vector.create_mask` and `vector.constant_mask` one leading dimension at
//! a time, 0-D and 1-D constant masks as constants) and
//! `VectorTransforms.cpp`'s mask materialization (a 0-D or 1-D
//! `vector.create_mask` as a comparison of the lane indices with the
//! bound).

use crate::util::{drop_leading_dims, insert_at, vector_parts as parts, zero_constant as zero};
use arith::CmpIPredicate;
use ir::rewrite::fn_pattern;
use ir::{Location, OpId, PatternRewriter, RewritePattern, TypeData, Value};
use vector::{ConstantMaskOp, CreateMaskOp, SplatOp};

/// `arith.cmpi` of `predicate`, of `i1` or a vector of them as `lhs` is.
fn cmpi(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    predicate: CmpIPredicate,
    lhs: Value,
    rhs: Value,
) -> Value {
    let ty = rw.value_type(lhs);
    let i1 = rw.i1();
    let result = match parts(rw, ty) {
        Some((shape, scalable, _)) => rw.get_type(TypeData::Vector {
            shape,
            scalable,
            element: i1,
        }),
        None => i1,
    };
    let attr = rw.i64_attr(predicate as i64);
    arith::CmpIOp::build(rw, loc, result, attr, lhs, rhs).result(rw)
}

/// `CreateMaskOpLowering`: an n-D (n > 1) `create_mask` whose leading
/// dimension is fixed as the (n-1)-D mask selected per leading position.
fn lower_create_mask(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(c) = CreateMaskOp::cast(rw, op) else {
        return false;
    };
    let dst = rw.result_type(op, 0);
    let Some((shape, scalable, _)) = parts(rw, dst) else {
        return false;
    };
    if shape.len() <= 1 {
        return rw.notify_match_failure("0-D and 1-D vectors are handled separately");
    }
    if scalable[0] {
        return rw.notify_match_failure("Cannot unroll leading scalable dim in dstType");
    }
    let loc = rw.op_loc(op);
    let operands = c.operands(rw);
    let idx = operands[0];
    let Some(low) = drop_leading_dims(rw, dst, 1, false) else {
        return false;
    };
    let true_val = CreateMaskOp::build(rw, loc, low, &operands[1..]).result(rw);
    let Some(false_val) = zero(rw, loc, low) else {
        return false;
    };
    let Some(mut result) = zero(rw, loc, dst) else {
        return false;
    };
    let index = rw.index_type();
    for d in 0..shape[0] {
        let a = rw.index_attr(d);
        let bnd = arith::ConstantOp::build(rw, loc, index, a).result(rw);
        let val = cmpi(rw, loc, CmpIPredicate::Slt, bnd, idx);
        let sel = arith::SelectOp::build(rw, loc, low, val, true_val, false_val).result(rw);
        result = insert_at(rw, loc, sel, result, &[d]);
    }
    rw.replace_op(op, &[result]).is_ok()
}

/// `ConstantMaskOpLowering`.
fn lower_constant_mask(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(c) = ConstantMaskOp::cast(rw, op) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let dst = rw.result_type(op, 0);
    let Some((shape, scalable, _)) = parts(rw, dst) else {
        return false;
    };
    let sizes_attr = c.mask_dim_sizes(rw);
    let Some(sizes) = rw.as_array(sizes_attr).map(<[_]>::to_vec) else {
        return false;
    };
    let sizes: Vec<i64> = sizes
        .iter()
        .map(|&a| rw.as_integer(a).map_or(0, |v| v as i64))
        .collect();
    let Some(&true_dim) = sizes.first() else {
        return false;
    };
    if shape.len() <= 1 {
        let n = shape.first().copied().unwrap_or(1);
        let values: Vec<i128> = if shape.is_empty() {
            vec![i128::from(true_dim == 1)]
        } else if true_dim == 0 || true_dim == n {
            vec![i128::from(true_dim != 0)]
        } else {
            (0..n).map(|d| i128::from(d < true_dim)).collect()
        };
        let attr = rw.dense_int_attr(dst, &values);
        let v = arith::ConstantOp::build(rw, loc, dst, attr).result(rw);
        return rw.replace_op(op, &[v]).is_ok();
    }
    if scalable[0] {
        return rw.notify_match_failure("Cannot unroll leading scalable dim in dstType");
    }
    let Some(low) = drop_leading_dims(rw, dst, 1, false) else {
        return false;
    };
    let rest: Vec<_> = sizes[1..].iter().map(|&s| rw.i64_attr(s)).collect();
    let rest = rw.array_attr(&rest);
    let true_val = ConstantMaskOp::build(rw, loc, low, rest).result(rw);
    let Some(mut result) = zero(rw, loc, dst) else {
        return false;
    };
    for d in 0..true_dim {
        result = insert_at(rw, loc, true_val, result, &[d]);
    }
    rw.replace_op(op, &[result]).is_ok()
}

/// Adds the lowerings of n-D mask creation (upstream's
/// `populateVectorMaskOpLoweringPatterns`).
pub fn populate_vector_mask_op_lowering_patterns(patterns: &mut Vec<Box<dyn RewritePattern>>) {
    patterns.push(fn_pattern(
        CreateMaskOp::OPERATION_NAME,
        "CreateMaskOpLowering",
        lower_create_mask,
    ));
    patterns.push(fn_pattern(
        ConstantMaskOp::OPERATION_NAME,
        "ConstantMaskOpLowering",
        lower_constant_mask,
    ));
}

/// Upstream's `buildVectorComparison`: the lane indices `[0, dim)` (a 0-D
/// vector when `dim` is 0) in `i32` or `i64`, compared `slt` with the
/// splat bound `b`.
fn build_vector_comparison(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    force_32bit: bool,
    dim: i64,
    b: Value,
) -> Value {
    let idx = if force_32bit { rw.i32() } else { rw.i64() };
    let shape: Vec<i64> = if dim == 0 { vec![] } else { vec![dim] };
    let ty = rw.vector_type(&shape, idx);
    let values: Vec<i128> = if dim == 0 {
        vec![0]
    } else {
        (0..i128::from(dim)).collect()
    };
    let attr = rw.dense_int_attr(ty, &values);
    let indices = arith::ConstantOp::build(rw, loc, ty, attr).result(rw);
    let bound = if rw.value_type(b) == idx {
        b
    } else {
        arith::IndexCastOp::build(rw, loc, idx, b).out(rw)
    };
    let bounds = SplatOp::build(rw, loc, ty, bound).aggregate(rw);
    cmpi(rw, loc, CmpIPredicate::Slt, indices, bounds)
}

/// `VectorCreateMaskOpConversion`, with the index width chosen.
struct CreateMaskConversion {
    force_32bit: bool,
}

impl RewritePattern for CreateMaskConversion {
    fn root(&self) -> Option<&str> {
        Some(CreateMaskOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "VectorCreateMaskOpConversion"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let dst = rw.result_type(op, 0);
        let Some((shape, scalable, _)) = parts(rw, dst) else {
            return false;
        };
        if scalable.contains(&true) || shape.len() > 1 {
            return false;
        }
        let loc = rw.op_loc(op);
        let b = rw.operand(op, 0);
        let dim = shape.first().copied().unwrap_or(0);
        let v = build_vector_comparison(rw, loc, self.force_32bit, dim, b);
        rw.replace_op(op, &[v]).is_ok()
    }
}

/// Adds the materialization of 0-D and 1-D `vector.create_mask` and the
/// in-bounds masks of 1-D transfers (upstream's
/// `populateVectorMaskMaterializationPatterns`; `FoldI1Select` is not
/// ported yet).
pub fn populate_vector_mask_materialization_patterns(
    patterns: &mut Vec<Box<dyn RewritePattern>>,
    force_32bit_vector_indices: bool,
) {
    patterns.push(Box::new(CreateMaskConversion {
        force_32bit: force_32bit_vector_indices,
    }));
    patterns.push(fn_pattern(
        vector::TransferReadOp::OPERATION_NAME,
        "MaterializeTransferMask",
        crate::transfer::materialize_transfer_mask,
    ));
    patterns.push(fn_pattern(
        vector::TransferWriteOp::OPERATION_NAME,
        "MaterializeTransferMask",
        crate::transfer::materialize_transfer_mask,
    ));
}

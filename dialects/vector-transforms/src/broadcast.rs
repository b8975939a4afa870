//! `LowerVectorBroadcast.cpp`: `vector.broadcast` as splats, extracts and
//! inserts, one leading dimension at a time.

use ir::rewrite::fn_pattern;
use ir::{PatternRewriter, RewritePattern, Type, TypeData, Value};
use vector::{BroadcastOp, ExtractElementOp, ExtractOp, InsertOp, SplatOp};

/// The vector type `ty` without its leading dimension (upstream's
/// `VectorType::Builder(ty).dropDim(0)`).
fn drop_leading_dim(rw: &mut PatternRewriter<'_>, ty: Type) -> Option<Type> {
    let TypeData::Vector {
        shape,
        scalable,
        element,
    } = rw.type_data(ty).clone()
    else {
        return None;
    };
    Some(rw.get_type(TypeData::Vector {
        shape: shape[1..].to_vec(),
        scalable: scalable[1..].to_vec(),
        element,
    }))
}

/// The shape of the vector type `ty` (`None` for other types).
fn shape_of(rw: &PatternRewriter<'_>, ty: Type) -> Option<Vec<i64>> {
    match rw.type_data(ty) {
        TypeData::Vector { shape, .. } => Some(shape.clone()),
        _ => None,
    }
}

/// `vector.extract %v[pos]` of result type `ty`.
fn extract(rw: &mut PatternRewriter<'_>, loc: ir::Location, ty: Type, v: Value, pos: i64) -> Value {
    let i64t = rw.i64();
    let pos = rw.dense_int_array_attr(i64t, &[pos]);
    ExtractOp::build(rw, loc, ty, v, &[], pos).result(rw)
}

/// `vector.insert %v, %dest[pos]`.
fn insert(
    rw: &mut PatternRewriter<'_>,
    loc: ir::Location,
    v: Value,
    dest: Value,
    pos: i64,
) -> Value {
    let i64t = rw.i64();
    let pos = rw.dense_int_array_attr(i64t, &[pos]);
    let ty = rw.value_type(dest);
    InsertOp::build(rw, loc, ty, v, dest, &[], pos).result(rw)
}

/// A zero `arith.constant` of the vector type `ty`.
fn zero(rw: &mut PatternRewriter<'_>, loc: ir::Location, ty: Type) -> Option<Value> {
    let attr = arith::fold::zero_attr(rw, ty)?;
    Some(arith::ConstantOp::build(rw, loc, ty, attr).result(rw))
}

/// `BroadcastOpLowering`.
fn lower_broadcast(op: ir::OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(b) = BroadcastOp::cast(rw, op) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let source = b.source(rw);
    let dst_type = rw.result_type(op, 0);
    let src_type = rw.value_type(source);
    let Some(dst_shape) = shape_of(rw, dst_type) else {
        return false;
    };
    let element = rw.element_type_or_self(dst_type);
    let Some(src_shape) = shape_of(rw, src_type) else {
        let splat = SplatOp::build(rw, loc, dst_type, source).aggregate(rw);
        return rw.replace_op(op, &[splat]).is_ok();
    };
    let (src_rank, dst_rank) = (src_shape.len(), dst_shape.len());
    if src_rank <= 1 && dst_rank == 1 {
        let ext = if src_rank == 0 {
            ExtractElementOp::build(rw, loc, element, source, None).result(rw)
        } else {
            extract(rw, loc, element, source, 0)
        };
        let splat = SplatOp::build(rw, loc, dst_type, ext).aggregate(rw);
        return rw.replace_op(op, &[splat]).is_ok();
    }
    if src_rank < dst_rank {
        let Some(res_type) = drop_leading_dim(rw, dst_type) else {
            return false;
        };
        let bcst = BroadcastOp::build(rw, loc, res_type, source).vector(rw);
        let Some(mut result) = zero(rw, loc, dst_type) else {
            return false;
        };
        for d in 0..dst_shape[0] {
            result = insert(rw, loc, bcst, result, d);
        }
        return rw.replace_op(op, &[result]).is_ok();
    }
    let Some(m) = (0..dst_rank).find(|&r| src_shape[r] != dst_shape[r]) else {
        return rw.replace_op(op, &[source]).is_ok();
    };
    let res_type = rw.vector_type(&dst_shape[1..], element);
    let Some(mut result) = zero(rw, loc, dst_type) else {
        return false;
    };
    let ext_type = match drop_leading_dim(rw, src_type) {
        Some(t) if src_rank > 1 => t,
        _ => element,
    };
    if m == 0 {
        let ext = extract(rw, loc, ext_type, source, 0);
        let bcst = BroadcastOp::build(rw, loc, res_type, ext).vector(rw);
        for d in 0..dst_shape[0] {
            result = insert(rw, loc, bcst, result, d);
        }
    } else {
        for d in 0..dst_shape[0] {
            let ext = extract(rw, loc, ext_type, source, d);
            let bcst = BroadcastOp::build(rw, loc, res_type, ext).vector(rw);
            result = insert(rw, loc, bcst, result, d);
        }
    }
    rw.replace_op(op, &[result]).is_ok()
}

/// Adds the lowering of `vector.broadcast` (upstream's
/// `populateVectorBroadcastLoweringPatterns`).
pub fn populate_vector_broadcast_lowering_patterns(patterns: &mut Vec<Box<dyn RewritePattern>>) {
    patterns.push(fn_pattern(
        BroadcastOp::OPERATION_NAME,
        "BroadcastOpLowering",
        lower_broadcast,
    ));
}

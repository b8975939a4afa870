//! `LowerVectorBroadcast.cpp`: `vector.broadcast` as splats, extracts and
//! inserts, one leading dimension at a time.

use crate::util::{drop_leading_dims, extract_at, insert_at, vector_parts, zero_constant};
use ir::rewrite::fn_pattern;
use ir::{PatternRewriter, RewritePattern};
use vector::{BroadcastOp, ExtractElementOp, SplatOp};

/// `BroadcastOpLowering`.
fn lower_broadcast(op: ir::OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(b) = BroadcastOp::cast(rw, op) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let source = b.source(rw);
    let dst_type = rw.result_type(op, 0);
    let src_type = rw.value_type(source);
    let Some((dst_shape, _, _)) = vector_parts(rw, dst_type) else {
        return false;
    };
    let element = rw.element_type_or_self(dst_type);
    let Some((src_shape, _, _)) = vector_parts(rw, src_type) else {
        let splat = SplatOp::build(rw, loc, dst_type, source).aggregate(rw);
        return rw.replace_op(op, &[splat]).is_ok();
    };
    let (src_rank, dst_rank) = (src_shape.len(), dst_shape.len());
    if src_rank <= 1 && dst_rank == 1 {
        let ext = if src_rank == 0 {
            ExtractElementOp::build(rw, loc, element, source, None).result(rw)
        } else {
            match extract_at(rw, loc, source, &[0]) {
                Some(v) => v,
                None => return false,
            }
        };
        let splat = SplatOp::build(rw, loc, dst_type, ext).aggregate(rw);
        return rw.replace_op(op, &[splat]).is_ok();
    }
    if src_rank < dst_rank {
        let Some(res_type) = drop_leading_dims(rw, dst_type, 1, false) else {
            return false;
        };
        let bcst = BroadcastOp::build(rw, loc, res_type, source).vector(rw);
        let Some(mut result) = zero_constant(rw, loc, dst_type) else {
            return false;
        };
        for d in 0..dst_shape[0] {
            result = insert_at(rw, loc, bcst, result, &[d]);
        }
        return rw.replace_op(op, &[result]).is_ok();
    }
    let Some(m) = (0..dst_rank).find(|&r| src_shape[r] != dst_shape[r]) else {
        return rw.replace_op(op, &[source]).is_ok();
    };
    let res_type = rw.vector_type(&dst_shape[1..], element);
    let Some(mut result) = zero_constant(rw, loc, dst_type) else {
        return false;
    };
    if m == 0 {
        let Some(ext) = extract_at(rw, loc, source, &[0]) else {
            return false;
        };
        let bcst = BroadcastOp::build(rw, loc, res_type, ext).vector(rw);
        for d in 0..dst_shape[0] {
            result = insert_at(rw, loc, bcst, result, &[d]);
        }
    } else {
        for d in 0..dst_shape[0] {
            let Some(ext) = extract_at(rw, loc, source, &[d]) else {
                return false;
            };
            let bcst = BroadcastOp::build(rw, loc, res_type, ext).vector(rw);
            result = insert_at(rw, loc, bcst, result, &[d]);
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

//! `LowerVectorBitCast.cpp`: an n-D `vector.bitcast` unrolled over its
//! leading dimensions down to a target rank (`UnrollBitCastOp`).

use crate::interleave::unroll_positions;
use crate::util::{drop_leading_dims, extract_at, insert_at, zero_constant};
use ir::{OpId, PatternRewriter, RewritePattern, TypeData};
use vector::BitCastOp;

/// `UnrollBitCastOp`.
struct UnrollBitCast {
    target_rank: usize,
}

impl UnrollBitCast {
    fn rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> Option<()> {
        let b = BitCastOp::cast(rw, op)?;
        let result_type = rw.result_type(op, 0);
        let positions = unroll_positions(rw, result_type, self.target_rank)?;
        let TypeData::Vector {
            shape, scalable, ..
        } = rw.type_data(result_type).clone()
        else {
            return None;
        };
        if scalable.contains(&true) {
            rw.notify_match_failure(
                "unrolling vector.bitcast on scalable vectors is not supported",
            );
            return None;
        }
        let cast_type = drop_leading_dims(rw, result_type, shape.len() - self.target_rank, false)?;
        let loc = rw.op_loc(op);
        let source = b.source(rw);
        let mut result = zero_constant(rw, loc, result_type)?;
        for position in &positions {
            let e = extract_at(rw, loc, source, position)?;
            let c = BitCastOp::build(rw, loc, cast_type, e).result(rw);
            result = insert_at(rw, loc, c, result, position);
        }
        rw.replace_op(op, &[result]).ok()
    }
}

impl RewritePattern for UnrollBitCast {
    fn root(&self) -> Option<&str> {
        Some(BitCastOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "UnrollBitCastOp"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        self.rewrite(op, rw).is_some()
    }
}

/// Adds the unrolling of `vector.bitcast` down to `target_rank` (upstream's
/// `populateVectorBitCastLoweringPatterns`; its default is 1).
pub fn populate_vector_bit_cast_lowering_patterns(
    patterns: &mut Vec<Box<dyn RewritePattern>>,
    target_rank: usize,
) {
    patterns.push(Box::new(UnrollBitCast { target_rank }));
}

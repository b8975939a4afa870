//! `LowerVectorInterleave.cpp`: n-D `vector.interleave` and
//! `vector.deinterleave` unrolled over their leading dimensions down to a
//! target rank.

use crate::util::{
    drop_leading_dims, extract_at as extract, insert_at as insert, row_major_positions,
    zero_constant as zero,
};
use ir::{OpId, PatternRewriter, RewritePattern, Type, TypeData};
use vector::{DeinterleaveOp, InterleaveOp};

/// Upstream's `createUnrollIterator`: the positions of the leading
/// dimensions of `ty` (all but the last `target_rank`, up to the first
/// scalable one), in row-major order; `None` when there is nothing to
/// unroll.
pub(crate) fn unroll_positions(
    rw: &PatternRewriter<'_>,
    ty: Type,
    target_rank: usize,
) -> Option<Vec<Vec<i64>>> {
    let TypeData::Vector {
        shape, scalable, ..
    } = rw.type_data(ty)
    else {
        return None;
    };
    if shape.len() <= target_rank {
        return None;
    }
    let lead = shape.len() - target_rank;
    let first_scalable = scalable[..lead].iter().position(|&s| s).unwrap_or(lead);
    if first_scalable == 0 {
        return None;
    }
    Some(row_major_positions(&shape[..first_scalable]))
}

/// `UnrollInterleaveOp` and `UnrollDeinterleaveOp`.
struct Unroll {
    target_rank: usize,
    deinterleave: bool,
}

impl Unroll {
    fn rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> Option<()> {
        let result_type = rw.result_type(op, 0);
        let positions = unroll_positions(rw, result_type, self.target_rank)?;
        let loc = rw.op_loc(op);
        if !self.deinterleave {
            let i = InterleaveOp::cast(rw, op)?;
            let (lhs, rhs) = (i.lhs(rw), i.rhs(rw));
            let mut result = zero(rw, loc, result_type)?;
            for position in &positions {
                let l = extract(rw, loc, lhs, position)?;
                let r = extract(rw, loc, rhs, position)?;
                let sub = drop_leading_dims(rw, result_type, position.len(), false)?;
                let v = InterleaveOp::build(rw, loc, sub, l, r).result(rw);
                result = insert(rw, loc, v, result, position);
            }
            return rw.replace_op(op, &[result]).ok();
        }
        let d = DeinterleaveOp::cast(rw, op)?;
        let source = d.source(rw);
        let empty = zero(rw, loc, result_type)?;
        let (mut even, mut odd) = (empty, empty);
        for position in &positions {
            let s = extract(rw, loc, source, position)?;
            let sub = drop_leading_dims(rw, result_type, position.len(), false)?;
            let de = DeinterleaveOp::build(rw, loc, sub, sub, s);
            let (r1, r2) = (de.res1(rw), de.res2(rw));
            even = insert(rw, loc, r1, even, position);
            odd = insert(rw, loc, r2, odd, position);
        }
        rw.replace_op(op, &[even, odd]).ok()
    }
}

impl RewritePattern for Unroll {
    fn root(&self) -> Option<&str> {
        Some(if self.deinterleave {
            DeinterleaveOp::OPERATION_NAME
        } else {
            InterleaveOp::OPERATION_NAME
        })
    }
    fn name(&self) -> &str {
        if self.deinterleave {
            "UnrollDeinterleaveOp"
        } else {
            "UnrollInterleaveOp"
        }
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        self.rewrite(op, rw).is_some()
    }
}

/// Adds the unrolling of `vector.interleave` and `vector.deinterleave`
/// down to `target_rank` (upstream's
/// `populateVectorInterleaveLoweringPatterns`; its default is 1).
pub fn populate_vector_interleave_lowering_patterns(
    patterns: &mut Vec<Box<dyn RewritePattern>>,
    target_rank: usize,
) {
    for deinterleave in [false, true] {
        patterns.push(Box::new(Unroll {
            target_rank,
            deinterleave,
        }));
    }
}

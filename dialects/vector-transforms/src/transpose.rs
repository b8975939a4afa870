//! `LowerVectorTranspose.cpp` under the default options (element-wise
//! lowering): a 2-D transpose with a unit dimension as a shape cast, any
//! other fixed-size transpose as extracts and inserts of its transposed
//! leading dimensions.

use crate::util::{extract_at, insert_at, row_major_positions, vector_parts, zero_constant};
use ir::rewrite::fn_pattern;
use ir::{OpId, PatternRewriter, RewritePattern};
use vector::{ShapeCastOp, TransposeOp};

/// `Transpose2DWithUnitDimToShapeCast`.
fn unit_dim_to_shape_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(t) = TransposeOp::cast(rw, op) else {
        return false;
    };
    let res_type = rw.result_type(op, 0);
    let Some((shape, scalable, _)) = vector_parts(rw, res_type) else {
        return false;
    };
    let perm = t.permutation(rw).to_vec();
    let unit =
        shape.len() == 2 && ((shape[0] == 1 && !scalable[0]) || (shape[1] == 1 && !scalable[1]));
    if !unit || perm != [1, 0] {
        return false;
    }
    let loc = rw.op_loc(op);
    let input = t.vector(rw);
    let v = ShapeCastOp::build(rw, loc, res_type, input).result(rw);
    rw.replace_op(op, &[v]).is_ok()
}

/// `TransposeOpLowering` with `VectorTransposeLowering::EltWise`.
fn element_wise(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    (|| {
        let t = TransposeOp::cast(rw, op)?;
        let input = t.vector(rw);
        let (in_shape, in_scalable, _) = vector_parts(rw, rw.value_type(input))?;
        if in_scalable.contains(&true) {
            rw.notify_match_failure("This lowering does not support scalable vectors");
            return None;
        }
        let perm = t.permutation(rw).to_vec();
        // `pruneNonTransposedDims`: the trailing dimensions left in place.
        let mut kept = perm.len();
        for &d in perm.iter().rev() {
            if d != kept as i64 - 1 {
                break;
            }
            kept -= 1;
        }
        let pruned = &perm[..kept];
        let loc = rw.op_loc(op);
        let res_type = rw.result_type(op, 0);
        let mut result = zero_constant(rw, loc, res_type)?;
        for extract_idxs in row_major_positions(&in_shape[..kept]) {
            let insert_idxs: Vec<i64> = pruned.iter().map(|&p| extract_idxs[p as usize]).collect();
            let e = extract_at(rw, loc, input, &extract_idxs)?;
            result = insert_at(rw, loc, e, result, &insert_idxs);
        }
        rw.replace_op(op, &[result]).ok()
    })()
    .is_some()
}

/// Adds the lowerings of `vector.transpose` of upstream's
/// `populateVectorTransposeLoweringPatterns` under the default
/// `VectorTransformsOptions` (element-wise; the flat and shuffle
/// lowerings the other options select are not ported yet).
pub fn populate_vector_transpose_lowering_patterns(patterns: &mut Vec<Box<dyn RewritePattern>>) {
    let name = TransposeOp::OPERATION_NAME;
    patterns.extend([
        fn_pattern(
            name,
            "Transpose2DWithUnitDimToShapeCast",
            unit_dim_to_shape_cast,
        ),
        fn_pattern(name, "TransposeOpLowering", element_wise),
    ]);
}

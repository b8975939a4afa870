//! `LowerVectorShapeCast.cpp`: `vector.shape_cast` of fixed-size vectors
//! as strided-slice insertions (2-D to 1-D), extractions (1-D to 2-D), or
//! element by element in row-major order.

use crate::util::{extract_at, insert_at, row_major_positions, vector_parts, zero_constant};
use ir::rewrite::fn_pattern;
use ir::{Attribute, OpId, PatternRewriter, RewritePattern};
use vector::{
    ExtractElementOp, ExtractStridedSliceOp, InsertElementOp, InsertStridedSliceOp, ShapeCastOp,
};

/// An `I64ArrayAttr` of one value.
fn one(rw: &mut PatternRewriter<'_>, v: i64) -> Attribute {
    let a = rw.i64_attr(v);
    rw.array_attr(&[a])
}

/// The fixed shapes of the cast's source and result (`None` when one is
/// scalable).
fn fixed_shapes(rw: &PatternRewriter<'_>, op: OpId) -> Option<(Vec<i64>, Vec<i64>)> {
    let c = ShapeCastOp::cast(rw, op)?;
    let (src, src_scalable, _) = vector_parts(rw, rw.value_type(c.source(rw)))?;
    let (res, res_scalable, _) = vector_parts(rw, rw.result_type(op, 0))?;
    if src_scalable.contains(&true) || res_scalable.contains(&true) {
        return None;
    }
    Some((src, res))
}

/// `ShapeCastOp2DDownCastRewritePattern`.
fn down_cast_2d(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    (|| {
        let (src, res) = fixed_shapes(rw, op)?;
        if src.len() != 2 || res.len() != 1 {
            return None;
        }
        let loc = rw.op_loc(op);
        let source = rw.operand(op, 0);
        let res_type = rw.result_type(op, 0);
        let mut desc = zero_constant(rw, loc, res_type)?;
        for i in 0..src[0] {
            let vec = extract_at(rw, loc, source, &[i])?;
            let (offsets, strides) = (one(rw, i * src[1]), one(rw, 1));
            desc =
                InsertStridedSliceOp::build(rw, loc, res_type, vec, desc, offsets, strides).res(rw);
        }
        rw.replace_op(op, &[desc]).ok()
    })()
    .is_some()
}

/// `ShapeCastOp2DUpCastRewritePattern`.
fn up_cast_2d(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    (|| {
        let (src, res) = fixed_shapes(rw, op)?;
        if src.len() != 1 || res.len() != 2 {
            return None;
        }
        let loc = rw.op_loc(op);
        let source = rw.operand(op, 0);
        let res_type = rw.result_type(op, 0);
        let element = rw.element_type_or_self(res_type);
        let row = rw.vector_type(&[res[1]], element);
        let mut desc = zero_constant(rw, loc, res_type)?;
        for i in 0..res[0] {
            let (offsets, sizes, strides) = (one(rw, i * res[1]), one(rw, res[1]), one(rw, 1));
            let vec = ExtractStridedSliceOp::build(rw, loc, row, source, offsets, sizes, strides)
                .result(rw);
            desc = insert_at(rw, loc, vec, desc, &[i]);
        }
        rw.replace_op(op, &[desc]).ok()
    })()
    .is_some()
}

/// `ShapeCastOpRewritePattern`: element by element.
fn element_wise(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    (|| {
        let (src, res) = fixed_shapes(rw, op)?;
        if (src.len() == 2 && res.len() == 1) || (src.len() == 1 && res.len() == 2) {
            return None;
        }
        let loc = rw.op_loc(op);
        let source = rw.operand(op, 0);
        let res_type = rw.result_type(op, 0);
        let element = rw.element_type_or_self(res_type);
        let mut result = zero_constant(rw, loc, res_type)?;
        let src_positions = row_major_positions(&src);
        let res_positions = row_major_positions(&res);
        for (s, r) in src_positions.iter().zip(&res_positions) {
            let extract = if src.is_empty() {
                ExtractElementOp::build(rw, loc, element, source, None).result(rw)
            } else {
                extract_at(rw, loc, source, s)?
            };
            result = if res.is_empty() {
                InsertElementOp::build(rw, loc, res_type, extract, result, None).result(rw)
            } else {
                insert_at(rw, loc, extract, result, r)
            };
        }
        rw.replace_op(op, &[result]).ok()
    })()
    .is_some()
}

/// Adds the lowerings of fixed-size `vector.shape_cast` (upstream's
/// `populateVectorShapeCastLoweringPatterns`; its
/// `ScalableShapeCastOpRewritePattern` is not ported yet).
pub fn populate_vector_shape_cast_lowering_patterns(patterns: &mut Vec<Box<dyn RewritePattern>>) {
    let name = ShapeCastOp::OPERATION_NAME;
    patterns.extend([
        fn_pattern(name, "ShapeCastOp2DDownCastRewritePattern", down_cast_2d),
        fn_pattern(name, "ShapeCastOp2DUpCastRewritePattern", up_cast_2d),
        fn_pattern(name, "ShapeCastOpRewritePattern", element_wise),
    ]);
}

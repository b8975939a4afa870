//! The rewrite patterns of `ConvertVectorToLLVM.cpp` (vector ops into
//! vector ops, applied during the conversion).

use ir::rewrite::fn_pattern;
use ir::{PatternRewriter, RewritePattern, TypeData};
use vector::{FMAOp, SplatOp};
use vector_transforms::util::{drop_leading_dims, extract_at, insert_at, zero_constant};

/// `VectorFMAOpNDRewritePattern`: an n-D `vector.fma` (n > 1) as the
/// (n-1)-D `fma`s of its leading positions inserted into a zero splat.
fn fma_nd(op: ir::OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(fma) = FMAOp::cast(rw, op) else {
        return false;
    };
    let ty = rw.result_type(op, 0);
    let TypeData::Vector { shape, element, .. } = rw.type_data(ty).clone() else {
        return false;
    };
    if shape.len() < 2 {
        return false;
    }
    let loc = rw.op_loc(op);
    let Some(zero) = zero_constant(rw, loc, element) else {
        return false;
    };
    let mut desc = SplatOp::build(rw, loc, ty, zero).aggregate(rw);
    let Some(sub) = drop_leading_dims(rw, ty, 1, false) else {
        return false;
    };
    let (lhs, rhs, acc) = (fma.lhs(rw), fma.rhs(rw), fma.acc(rw));
    for i in 0..shape[0] {
        let (Some(l), Some(r), Some(a)) = (
            extract_at(rw, loc, lhs, &[i]),
            extract_at(rw, loc, rhs, &[i]),
            extract_at(rw, loc, acc, &[i]),
        ) else {
            return false;
        };
        let f = FMAOp::build(rw, loc, sub, l, r, a).result(rw);
        desc = insert_at(rw, loc, f, desc, &[i]);
    }
    rw.replace_op(op, &[desc]).is_ok()
}

/// Adds `VectorFMAOpNDRewritePattern`.
pub fn populate_vector_fma_nd_rewrite_patterns(patterns: &mut Vec<Box<dyn RewritePattern>>) {
    patterns.push(vector_transforms::with_bounded_recursion(fn_pattern(
        FMAOp::OPERATION_NAME,
        "VectorFMAOpNDRewritePattern",
        fma_nd,
    )));
}

/// `VectorCreateMaskOpRewritePattern`: a 1-D scalable `vector.create_mask`
/// as `llvm.intr.stepvector` compared `slt` with the splat bound.
struct ScalableCreateMask {
    force_32bit: bool,
}

impl RewritePattern for ScalableCreateMask {
    fn root(&self) -> Option<&str> {
        Some(vector::CreateMaskOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "VectorCreateMaskOpRewritePattern"
    }
    fn match_and_rewrite(&self, op: ir::OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let dst = rw.result_type(op, 0);
        let TypeData::Vector {
            shape, scalable, ..
        } = rw.type_data(dst).clone()
        else {
            return false;
        };
        if shape.len() != 1 || !scalable.contains(&true) {
            return false;
        }
        let idx = if self.force_32bit { rw.i32() } else { rw.i64() };
        let loc = rw.op_loc(op);
        let ty = rw.get_type(TypeData::Vector {
            shape,
            scalable: vec![true],
            element: idx,
        });
        let indices = llvm::StepVectorOp::build(rw, loc, ty).res(rw);
        let b = rw.operand(op, 0);
        let bound = if rw.value_type(b) == idx {
            b
        } else {
            arith::IndexCastOp::build(rw, loc, idx, b).out(rw)
        };
        let bounds = SplatOp::build(rw, loc, ty, bound).aggregate(rw);
        let i1 = rw.result_type(op, 0);
        let p = rw.i64_attr(arith::CmpIPredicate::Slt as i64);
        let comp = arith::CmpIOp::build(rw, loc, i1, p, indices, bounds).result(rw);
        rw.replace_op(op, &[comp]).is_ok()
    }
}

/// Adds `VectorCreateMaskOpRewritePattern`.
pub fn populate_vector_scalable_create_mask_patterns(
    patterns: &mut Vec<Box<dyn RewritePattern>>,
    force_32bit_vector_indices: bool,
) {
    patterns.push(Box::new(ScalableCreateMask {
        force_32bit: force_32bit_vector_indices,
    }));
}

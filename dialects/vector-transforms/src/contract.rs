//! `LowerVectorContract.cpp`'s `OuterProductOpLowering`: a
//! `vector.outerproduct` as broadcasts and multiply-accumulates (fused
//! `vector.fma`s for floats added to an accumulator), row by row.

use crate::util::{extract_at, insert_at, zero_constant};
use ir::rewrite::fn_pattern;
use ir::{Location, OpId, PatternRewriter, RewritePattern, TypeData, Value};
use vector::{BroadcastOp, CombiningKind, FMAOp, MaskOp, OuterProductOp};

/// Upstream's `createContractArithOp`: `x * y` combined with `acc` by
/// `kind` (an `fma` for a float vector sum), `None` when the kind does not
/// suit the element type.
#[allow(clippy::too_many_arguments)]
fn contract_arith(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    x: Value,
    y: Value,
    acc: Option<Value>,
    kind: CombiningKind,
    is_int: bool,
    mask: Option<Value>,
) -> Option<Value> {
    use CombiningKind as K;
    let ty = rw.value_type(x);
    let mul = if is_int {
        if matches!(kind, K::MINNUMF | K::MAXNUMF | K::MINIMUMF | K::MAXIMUMF) {
            return None;
        }
        arith::MulIOp::build(rw, loc, ty, x, y, None).result(rw)
    } else {
        if matches!(
            kind,
            K::AND | K::MINUI | K::MINSI | K::MAXUI | K::MAXSI | K::OR | K::XOR
        ) {
            return None;
        }
        if let Some(a) = acc.filter(|&a| rw.is_vector(rw.value_type(a)) && kind == K::ADD) {
            let fma = FMAOp::build(rw, loc, ty, x, y, a).result(rw);
            return Some(match mask {
                Some(m) => arith::SelectOp::build(rw, loc, ty, m, fma, a).result(rw),
                None => fma,
            });
        }
        arith::MulFOp::build(rw, loc, ty, x, y, None).result(rw)
    };
    let Some(acc) = acc else {
        return Some(mul);
    };
    Some(vector::make_arith_reduction(
        rw, loc, kind, mul, acc, None, mask,
    ))
}

/// `OuterProductOpLowering`.
fn lower_outer_product(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    lower(op, rw).is_some()
}

fn lower(op: OpId, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let o = OuterProductOp::cast(rw, op)?;
    let res_type = rw.result_type(op, 0);
    let TypeData::Vector {
        shape,
        scalable,
        element,
    } = rw.type_data(res_type).clone()
    else {
        return None;
    };
    if shape.len() >= 2 && scalable.iter().all(|&s| s) {
        return None;
    }
    let loc = rw.op_loc(op);
    let (lhs, rhs) = (o.lhs(rw), o.rhs(rw));
    let lhs_type = rw.value_type(lhs);
    let rhs_type = rw.value_type(rhs);
    let is_int = rw.is_any_integer(element) || rw.is_index(element);
    let acc = o.acc(rw);
    let kind = o.kind(rw);
    let ip = rw.insertion_point();
    let (root, mask) = match rw.op_parent_op(op).and_then(|p| MaskOp::cast(rw, p)) {
        Some(m) => {
            rw.set_insertion_point_before(m.operation());
            (m.operation(), Some(m.mask(rw)))
        }
        None => (op, None),
    };
    let result = (|| {
        if !rw.is_vector(rhs_type) {
            let b = BroadcastOp::build(rw, loc, lhs_type, rhs).vector(rw);
            return contract_arith(rw, loc, lhs, b, acc, kind, is_int, mask);
        }
        let mut result = zero_constant(rw, loc, res_type)?;
        for d in 0..shape[0] {
            let x = extract_at(rw, loc, lhs, &[d])?;
            let a = BroadcastOp::build(rw, loc, rhs_type, x).vector(rw);
            let r = match acc {
                Some(acc) => Some(extract_at(rw, loc, acc, &[d])?),
                None => None,
            };
            let m = match mask {
                Some(mask) => Some(extract_at(rw, loc, mask, &[d])?),
                None => None,
            };
            let v = contract_arith(rw, loc, a, rhs, r, kind, is_int, m)?;
            result = insert_at(rw, loc, v, result, &[d]);
        }
        Some(result)
    })();
    let Some(result) = result else {
        rw.set_insertion_point(ip);
        return None;
    };
    let replaced = rw.replace_op(root, &[result]).ok();
    rw.set_insertion_point(ip);
    replaced
}

/// Adds `OuterProductOpLowering` (upstream's
/// `populateVectorOuterProductLoweringPatterns`; of
/// `populateVectorContractLoweringPatterns`, the contraction lowerings are
/// not ported yet).
pub fn populate_vector_outer_product_lowering_patterns(
    patterns: &mut Vec<Box<dyn RewritePattern>>,
) {
    patterns.push(fn_pattern(
        OuterProductOp::OPERATION_NAME,
        "OuterProductOpLowering",
        lower_outer_product,
    ));
}

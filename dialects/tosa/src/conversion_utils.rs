//! The helpers of upstream's `Utils/ConversionUtils.cpp` the tosa passes
//! share: the reshape that gives two operands equal ranks for
//! broadcasting (`computeReshapeOutput`, `EqualizeRanks`).

use crate::ReshapeOp;
use ir::{Context, Location, OpBuilder, Type, Value};

/// The shape `lower` takes, ones in front, to broadcast against `higher`
/// (`computeReshapeOutput`); `None` when a pair of dimensions does not
/// broadcast.
pub fn compute_reshape_output(higher: &[i64], lower: &[i64]) -> Option<Vec<i64>> {
    let mut out = vec![1; higher.len()];
    for (k, (&h, &l)) in higher.iter().rev().zip(lower.iter().rev()).enumerate() {
        let i = higher.len() - 1 - k;
        if l == 1 && h > 1 {
            out[i] = 1;
        } else if (l > 1 && h == 1) || l == h {
            out[i] = l;
        } else {
            return None;
        }
    }
    Some(out)
}

/// Which of two operands `EqualizeRanks` reshapes, and to what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RankReshape {
    /// Whether the first operand is the one of lower rank.
    pub first_lower: bool,
    /// Its new shape.
    pub shape: Vec<i64>,
}

/// The reshape `EqualizeRanks` makes of two operands of shapes `a` and
/// `b`: `Some(None)` when their ranks are equal already, `None` when the
/// shapes do not broadcast.
pub fn rank_equalizing_reshape(a: &[i64], b: &[i64]) -> Option<Option<RankReshape>> {
    if a.len() == b.len() {
        return Some(None);
    }
    let first_lower = a.len() < b.len();
    let (higher, lower) = if first_lower { (b, a) } else { (a, b) };
    let shape = compute_reshape_output(higher, lower)?;
    Some(Some(RankReshape { first_lower, shape }))
}

/// The rank-equalizing reshape of the ranked tensors `a` and `b`
/// ([`rank_equalizing_reshape`]); `None` when one is not a ranked tensor
/// or the shapes do not broadcast.
pub fn ranked_equalizing_reshape(ctx: &Context, a: Type, b: Type) -> Option<Option<RankReshape>> {
    if !ctx.is_ranked_tensor(a) || !ctx.is_ranked_tensor(b) {
        return None;
    }
    rank_equalizing_reshape(ctx.shape(a)?, ctx.shape(b)?)
}

/// Applies `reshape` to the operand of lower rank of `a` and `b`: a
/// `tosa.reshape` built at `loc` takes its place (`EqualizeRanks`).
pub fn equalize_ranks(
    builder: &mut OpBuilder<'_>,
    loc: Location,
    a: &mut Value,
    b: &mut Value,
    reshape: Option<RankReshape>,
) {
    let Some(RankReshape { first_lower, shape }) = reshape else {
        return;
    };
    let lower = if first_lower { a } else { b };
    let element = builder.element_type_or_self(builder.value_type(*lower));
    let ty = builder.ranked_tensor(&shape, element);
    *lower = ReshapeOp::build_with_values(builder, loc, ty, *lower, &shape).output(builder);
}

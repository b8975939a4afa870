//! Bounds in terms of `vector.vscale` (upstream's
//! `Dialect/Vector/IR/ScalableValueBoundsConstraintSet.cpp`): the IR is
//! walked to the end, `vector.vscale` bounded by a given range, and the
//! bound read as a constant or a multiple of vscale.

use ir::affine::{AffineBinaryKind, AffineExprData, AffineMap};
use ir::{Context, Value};
use presburger::BoundType;

use crate::constraint_set::{StopConditionFn, ValueBoundsConstraintSet};

/// A bound over at most one input, vscale (upstream's
/// `ConstantOrScalableBound`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConstantOrScalableBound {
    /// One result; no input, or vscale as its only symbol.
    pub map: AffineMap,
}

/// A bound's size: a constant, or a constant times vscale.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoundSize {
    /// The constant.
    pub base_size: i64,
    /// Whether it is multiplied by vscale.
    pub scalable: bool,
}

impl ConstantOrScalableBound {
    /// The bound as a size, if it is `c` or `c * vscale` (upstream's
    /// `getSize`).
    pub fn size(&self, ctx: &Context) -> Option<BoundSize> {
        let data = ctx.affine_map_data(self.map);
        // `isSingleConstant`: one constant result, whatever the inputs.
        if data.results.len() == 1 {
            if let AffineExprData::Constant(c) = ctx.affine_expr_data(data.results[0]) {
                return Some(BoundSize {
                    base_size: c,
                    scalable: false,
                });
            }
        }
        if data.results.len() != 1 || data.num_dims + data.num_symbols != 1 {
            return None;
        }
        let AffineExprData::Binary(AffineBinaryKind::Mul, l, r) =
            ctx.affine_expr_data(data.results[0])
        else {
            return None;
        };
        let constant_and_symbol = |a, b| match (ctx.affine_expr_data(a), ctx.affine_expr_data(b)) {
            (AffineExprData::Constant(c), AffineExprData::Symbol(_)) => Some(c),
            _ => None,
        };
        constant_and_symbol(l, r)
            .or_else(|| constant_and_symbol(r, l))
            .map(|c| BoundSize {
                base_size: c,
                scalable: true,
            })
    }
}

/// A bound of `value` (`dim`) in terms of vscale alone, vscale in
/// `[vscale_min, vscale_max]` (upstream's `computeScalableBound`);
/// without `stop`, the whole backward slice is analysed.
#[allow(clippy::too_many_arguments)]
pub fn compute_scalable_bound(
    ctx: &mut Context,
    value: Value,
    dim: Option<i64>,
    vscale_min: u32,
    vscale_max: u32,
    kind: BoundType,
    closed_ub: bool,
    stop: Option<StopConditionFn<'_>>,
) -> Option<ConstantOrScalableBound> {
    let never = |_: &Context, _: Value, _: Option<i64>, _: &ValueBoundsConstraintSet<'_>| false;
    let mut cstr =
        ValueBoundsConstraintSet::new_scalable(stop.unwrap_or(&never), vscale_min, vscale_max);
    let pos = cstr.insert(value, dim, false, true);
    cstr.process_worklist(ctx);
    if cstr.cstr.is_empty() {
        return None;
    }
    let vscale = cstr.scalable().and_then(|s| s.vscale);
    cstr.project_out_if(|_, (v, d)| {
        let start = v == value && d == dim;
        Some(v) != vscale && !start
    });
    cstr.project_out_anonymous(Some(pos));
    // The locals the constraint set does not track.
    while cstr.cstr.num_local_vars() > 0 {
        let at = cstr.cstr.num_dim_and_symbol_vars();
        cstr.cstr.project_out(at, 1);
    }
    for (i, column) in cstr.position_to_value_dim.iter().enumerate() {
        if i != pos && (vscale.is_none() || *column != Some((vscale?, None))) {
            return None;
        }
    }
    let bounds = cstr.cstr.get_slice_bounds(ctx, pos, 1, closed_ub);
    let (lb, ub) = bounds.first().copied().unwrap_or((None, None));
    let valid = |m: Option<AffineMap>| m.filter(|&m| ctx.affine_map_data(m).results.len() == 1);
    let map = match kind {
        BoundType::Eq | BoundType::Lb => valid(lb),
        BoundType::Ub => valid(ub),
    }?;
    Some(ConstantOrScalableBound { map })
}

//! Whether two hyperrectangular slices overlap or are the same (upstream's
//! `HyperrectangularSlice`, `ValueBoundsConstraintSet::areOverlappingSlices`
//! and `areEquivalentSlices`).

use ir::{Context, OpFoldResult};
use presburger::BoundType;

use crate::constraint_set::{are_equal, compute_constant_bound, Variable};

/// The offsets, sizes and strides of a slice, one of each per dimension.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HyperrectangularSlice {
    /// The offsets.
    pub offsets: Vec<OpFoldResult>,
    /// The sizes.
    pub sizes: Vec<OpFoldResult>,
    /// The strides.
    pub strides: Vec<OpFoldResult>,
}

impl HyperrectangularSlice {
    /// A slice of unit strides.
    pub fn with_unit_strides(
        ctx: &mut Context,
        offsets: Vec<OpFoldResult>,
        sizes: Vec<OpFoldResult>,
    ) -> Self {
        let one = OpFoldResult::Attr(ctx.index_attr(1));
        let strides = vec![one; offsets.len()];
        HyperrectangularSlice {
            offsets,
            sizes,
            strides,
        }
    }
}

/// `offset + size * stride - other_offset` as a variable: the constants
/// folded into the map, the values its symbols (`foldAttributesIntoMap`).
fn end_minus_offset(ctx: &mut Context, parts: [OpFoldResult; 4]) -> Variable {
    let mut exprs = Vec::with_capacity(4);
    let mut values = Vec::new();
    for p in parts {
        match crate::constraint_set::ofr_constant(ctx, p) {
            Some(c) => exprs.push(ctx.affine_constant(c)),
            None => {
                let OpFoldResult::Value(v) = p else {
                    exprs.push(ctx.affine_constant(0));
                    continue;
                };
                exprs.push(ctx.affine_symbol(values.len() as u32));
                values.push(v);
            }
        }
    }
    let product = ctx.affine_mul(exprs[1], exprs[2]);
    let end = ctx.affine_add(exprs[0], product);
    let e = ctx.affine_sub(end, exprs[3]);
    let map = ctx.affine_map(0, values.len() as u32, &[e]);
    Variable::from_map_values(ctx, map, &values)
}

/// Whether the slices overlap: `Some(false)` when one ends before the
/// other starts in some dimension, `Some(true)` when every such bound is
/// known and none does, `None` otherwise (upstream's
/// `areOverlappingSlices`).
pub fn are_overlapping_slices(
    ctx: &mut Context,
    slice1: &HyperrectangularSlice,
    slice2: &HyperrectangularSlice,
) -> Option<bool> {
    let mut found_unknown = false;
    for i in 0..slice1.offsets.len() {
        for (a, b) in [(slice1, slice2), (slice2, slice1)] {
            let var = end_minus_offset(ctx, [a.offsets[i], a.sizes[i], a.strides[i], b.offsets[i]]);
            match compute_constant_bound(ctx, BoundType::Eq, &var, None, false) {
                Some(c) if c <= 0 => return Some(false),
                Some(_) => {}
                None => found_unknown = true,
            }
        }
    }
    (!found_unknown).then_some(true)
}

/// Whether the slices have equal offsets, sizes and strides: `None` when
/// an equality cannot be told (upstream's `areEquivalentSlices`).
pub fn are_equivalent_slices(
    ctx: &mut Context,
    slice1: &HyperrectangularSlice,
    slice2: &HyperrectangularSlice,
) -> Option<bool> {
    let pairs = [
        (&slice1.offsets, &slice2.offsets),
        (&slice1.sizes, &slice2.sizes),
        (&slice1.strides, &slice2.strides),
    ];
    for (l1, l2) in pairs {
        for (&a, &b) in l1.iter().zip(l2) {
            let (va, vb) = (Variable::from_ofr(ctx, a), Variable::from_ofr(ctx, b));
            if !are_equal(ctx, &va, &vb)? {
                return Some(false);
            }
        }
    }
    Some(true)
}

//! Integer range analysis (`IntegerRangeAnalysis.cpp`): signed and
//! unsigned bounds per integer or `index` value from the ops'
//! [`InferIntRangeInterface`](crate::interfaces::InferIntRangeInterfaceRef),
//! induction variables bounded by their loops' constant bounds
//! (`LoopLikeOpInterface`), and loop-carried values that keep changing
//! widened to every value so the fixpoint comes quickly.

use super::solver::{SparseAnalysis, Updates};
use crate::core::attrs::Attribute;
use crate::core::context::Context;
use crate::core::registry::{OpFoldResult, OpTrait};
use crate::core::storage::{OpId, Value};
use crate::core::types::Type;
use crate::interfaces::types::{smax_of, smin_of, to_signed, ConstantIntRanges};
use crate::interfaces::{InferIntRangeInterfaceRef, LoopLikeOpInterfaceRef};

/// What is known of a value (`IntegerValueRange`): `None` until reached
/// (and for values that are not integers).
pub type IntRangeLattice = Option<ConstantIntRanges>;

/// The width ranges of `ty` are kept at (`getStorageBitwidth`: 64 for
/// `index`); `None` for other types and for integers beyond 128 bits.
pub fn storage_width(ctx: &Context, ty: Type) -> Option<u32> {
    if ctx.is_index(ty) {
        return Some(64);
    }
    ctx.type_as_integer(ty)
        .map(|(w, _)| w)
        .filter(|&w| w <= 128)
}

/// The analysis (`IntegerRangeAnalysis`).
#[derive(Clone, Copy, Debug, Default)]
pub struct IntegerRangeAnalysis;

/// A `width`-bit value read as signed.
fn signed(v: i128, width: u32) -> i128 {
    to_signed(v as u128, width)
}

impl IntegerRangeAnalysis {
    /// `getLoopBoundFromFold`: a constant bound, the signed bound of a
    /// value's range, or the widest signed bound of the width.
    fn loop_bound(
        ctx: &Context,
        bound: Option<OpFoldResult>,
        width: u32,
        upper: bool,
        lattice_of: &mut dyn FnMut(Value) -> IntRangeLattice,
    ) -> i128 {
        match bound {
            Some(OpFoldResult::Attr(a)) => {
                if let Some(v) = ctx.as_integer(a) {
                    return signed(v, width);
                }
            }
            Some(OpFoldResult::Value(v)) => {
                if let Some(r) = lattice_of(v) {
                    return if upper { r.smax() } else { r.smin() };
                }
            }
            None => {}
        }
        if upper {
            smax_of(width)
        } else {
            smin_of(width)
        }
    }
}

/// The only element of `v`, if it has exactly one.
fn single<T>(v: Option<Vec<T>>) -> Option<T> {
    v.filter(|v| v.len() == 1)
        .and_then(|v| v.into_iter().next())
}

impl SparseAnalysis for IntegerRangeAnalysis {
    type Lattice = IntRangeLattice;

    fn join(&self, a: &IntRangeLattice, b: &IntRangeLattice) -> IntRangeLattice {
        match (a, b) {
            (Some(a), Some(b)) => Some(a.range_union(b)),
            (None, x) | (x, None) => *x,
        }
    }

    fn changed(&self, old: &IntRangeLattice, new: &IntRangeLattice) -> bool {
        old != new
    }

    /// `IntegerValueRange::getMaxRange`: not reached for what is not an
    /// integer.
    fn entry_state(&self, ctx: &Context, v: Value) -> IntRangeLattice {
        storage_width(ctx, ctx.value_type(v)).map(ConstantIntRanges::max_range)
    }

    /// `IntegerValueRangeLattice::onUpdate`: a range of one value is that
    /// constant.
    fn constant(
        &self,
        ctx: &mut Context,
        v: Value,
        l: &IntRangeLattice,
    ) -> Option<Option<Attribute>> {
        let r = (*l)?;
        Some(r.constant_value().map(|c| {
            let ty = ctx.value_type(v);
            ctx.integer_attr(ty, c)
        }))
    }

    fn visit_operation(
        &self,
        ctx: &mut Context,
        op: OpId,
        operands: &[IntRangeLattice],
        _lattice_of: &mut dyn FnMut(Value) -> IntRangeLattice,
        updates: &mut Updates<IntRangeLattice>,
    ) {
        let results = ctx.results(op);
        let Some(inferrable) = InferIntRangeInterfaceRef::get(ctx, op) else {
            for r in results {
                updates.join(r, self.entry_state(ctx, r));
            }
            return;
        };
        inferrable.infer_result_ranges_from_optional(ctx, operands, &mut |v, r| {
            if results.contains(&v) {
                updates.transfer(v, r);
            }
        });
    }

    /// Loop-carried values whose range changed on a later visit become
    /// the full range (upstream's guard against circling for ever: the
    /// analysis does not work out trip counts).
    fn join_transfer(
        &self,
        ctx: &Context,
        v: Value,
        old: &IntRangeLattice,
        incoming: &IntRangeLattice,
    ) -> IntRangeLattice {
        let new = self.join(old, incoming);
        let yielded = ctx
            .uses(v)
            .any(|u| ctx.op_has_trait(u.op, &OpTrait::IsTerminator));
        if yielded && old.is_some() && new != *old {
            return self.join(&new, &self.entry_state(ctx, v));
        }
        new
    }

    fn visit_non_control_flow_arguments(
        &self,
        ctx: &mut Context,
        op: OpId,
        args: &[Value],
        first: usize,
        n: usize,
        lattice_of: &mut dyn FnMut(Value) -> IntRangeLattice,
        updates: &mut Updates<IntRangeLattice>,
    ) {
        if let Some(inferrable) = InferIntRangeInterfaceRef::get(ctx, op) {
            let operands: Vec<IntRangeLattice> =
                ctx.operands(op).into_iter().map(&mut *lattice_of).collect();
            inferrable.infer_result_ranges_from_optional(ctx, &operands, &mut |v, r| {
                if args.contains(&v) {
                    updates.transfer(v, r);
                }
            });
            return;
        }
        let default = |ctx: &Context, updates: &mut Updates<IntRangeLattice>| {
            for (i, &a) in args.iter().enumerate() {
                if i < first || i >= first + n {
                    updates.join(a, self.entry_state(ctx, a));
                }
            }
        };
        let Some(lp) = LoopLikeOpInterfaceRef::get(ctx, op) else {
            return default(ctx, updates);
        };
        let Some(iv) = single(lp.get_loop_induction_vars(ctx)) else {
            return default(ctx, updates);
        };
        let Some(width) = storage_width(ctx, ctx.value_type(iv)) else {
            return;
        };
        let lower = single(lp.get_loop_lower_bounds(ctx));
        let upper = single(lp.get_loop_upper_bounds(ctx));
        let step = single(lp.get_loop_steps(ctx));
        let mut min = Self::loop_bound(ctx, lower, width, false, lattice_of);
        let mut max = Self::loop_bound(ctx, upper, width, true, lattice_of);
        // An unknown step is taken as positive.
        let step = Self::loop_bound(ctx, step, width, true, lattice_of);
        if step < 0 {
            std::mem::swap(&mut min, &mut max);
        } else {
            // Loops do not include their upper bound.
            max = signed(max.wrapping_sub(1), width);
        }
        // A lower bound above the upper one means nothing.
        if max >= min {
            updates.join(iv, Some(ConstantIntRanges::from_signed(width, min, max)));
        }
    }
}

//! Sparse constant propagation (`ConstantPropagationAnalysis.cpp`): a
//! constant per value, found optimistically by folding each op on its
//! operands' constants.

use super::solver::{SparseAnalysis, Updates};
use crate::core::attrs::Attribute;
use crate::core::context::{Context, OpName};
use crate::core::registry::{FoldResult, FoldValues, OpFoldResult};
use crate::core::storage::{OpId, Value};

/// What is known of a value (`Lattice<ConstantValue>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ConstantLattice {
    /// Not reached yet.
    #[default]
    Uninitialized,
    /// Always this constant; the op that folded to it names the dialect
    /// that materializes it.
    Constant(Attribute, OpName),
    /// Not a constant, or not known to be one.
    Unknown,
}

impl ConstantLattice {
    /// The constant, `None` when not reached, `Some(None)` when unknown.
    pub fn as_constant(self) -> Option<Option<Attribute>> {
        match self {
            ConstantLattice::Uninitialized => None,
            ConstantLattice::Constant(a, _) => Some(Some(a)),
            ConstantLattice::Unknown => Some(None),
        }
    }
}

/// The analysis of `sccp` (`SparseConstantPropagation`).
#[derive(Clone, Copy, Debug, Default)]
pub struct ConstantAnalysis;

impl SparseAnalysis for ConstantAnalysis {
    type Lattice = ConstantLattice;

    /// `ConstantValue::join`: the first constant is kept when both are
    /// the same attribute.
    fn join(&self, a: &ConstantLattice, b: &ConstantLattice) -> ConstantLattice {
        match (*a, *b) {
            (ConstantLattice::Uninitialized, x) | (x, ConstantLattice::Uninitialized) => x,
            (ConstantLattice::Constant(a, d), ConstantLattice::Constant(b, _)) if a == b => {
                ConstantLattice::Constant(a, d)
            }
            _ => ConstantLattice::Unknown,
        }
    }

    fn changed(&self, old: &ConstantLattice, new: &ConstantLattice) -> bool {
        match (old, new) {
            (ConstantLattice::Constant(a, _), ConstantLattice::Constant(b, _)) => a != b,
            _ => old != new,
        }
    }

    fn entry_state(&self, _ctx: &Context, _v: Value) -> ConstantLattice {
        ConstantLattice::Unknown
    }

    fn constant(
        &self,
        _ctx: &mut Context,
        _v: Value,
        l: &ConstantLattice,
    ) -> Option<Option<Attribute>> {
        l.as_constant()
    }

    /// Simulates `op` through its folder; an in-place fold is undone.
    fn visit_operation(
        &self,
        ctx: &mut Context,
        op: OpId,
        operands: &[ConstantLattice],
        lattice_of: &mut dyn FnMut(Value) -> ConstantLattice,
        updates: &mut Updates<ConstantLattice>,
    ) {
        let results = ctx.results(op);
        let unknown = |updates: &mut Updates<ConstantLattice>| {
            for &r in &results {
                updates.join(r, ConstantLattice::Unknown);
            }
        };
        // A region op's fold is not known to be out of place.
        if !ctx.op_regions(op).is_empty() {
            return unknown(updates);
        }
        let Some(consts) = operands
            .iter()
            .map(|l| l.as_constant())
            .collect::<Option<Vec<_>>>()
        else {
            return;
        };
        let name = ctx.op_get_name(op);
        let saved = (ctx.operands(op), ctx.op(op).attrs, ctx.op(op).props);
        let folded = crate::rewrite::fold_op(ctx, op, &consts);
        let values = match folded {
            FoldResult::Failure => return unknown(updates),
            FoldResult::InPlace => FoldValues::new(),
            FoldResult::Replace(v) => v,
        };
        let in_place = values.is_empty()
            || (values.len() == 1
                && results.len() == 1
                && values[0] == OpFoldResult::Value(results[0]));
        if in_place {
            let _ = ctx.set_operands(op, &saved.0);
            ctx.op_mut(op).attrs = saved.1;
            ctx.op_mut(op).props = saved.2;
            return unknown(updates);
        }
        for (&r, v) in results.iter().zip(values) {
            match v {
                OpFoldResult::Attr(a) => updates.join(r, ConstantLattice::Constant(a, name)),
                OpFoldResult::Value(v) => updates.join(r, lattice_of(v)),
            }
        }
    }
}

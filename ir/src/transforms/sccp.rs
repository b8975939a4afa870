//! `sccp` (MLIR's `Transforms/SCCP.cpp`): values proven constant by the
//! sparse conditional constant propagation
//! ([`super::dataflow`]) are replaced by constants
//! materialized at the start of their insertion region, and ops left with
//! every result replaced and no other effect are erased.

use super::dataflow::{ConstantAnalysis, ConstantLattice, Solver};
use super::SCCPBase;
use crate::core::attrs::Attribute;
use crate::core::builder::OpBuilder;
use crate::core::context::Context;
use crate::core::storage::{BlockId, OpId, RegionId, Value};
use crate::core::types::Type;
use crate::interfaces::side_effects::would_op_be_trivially_dead;
use crate::pass::{OperationPass, PassFailure, PassRun};
use crate::rewrite::folder::insertion_region;
use crate::support::intern::FxHashMap;

/// The `sccp` pass.
#[derive(Clone, Debug, Default)]
pub struct SCCP {
    base: SCCPBase,
}

/// The constants materialized so far, one per (dialect, value, type) and
/// insertion region (`OperationFolder::getOrCreateConstant`).
#[derive(Default)]
struct Constants {
    scopes: FxHashMap<RegionId, FxHashMap<(String, Attribute, Type), OpId>>,
}

impl Constants {
    /// A constant of `value` and `ty` by `dialect` for uses in `block`:
    /// an earlier one, or a new one at the front of the insertion
    /// region's entry block (at an unknown location).
    fn get_or_create(
        &mut self,
        ctx: &mut Context,
        block: BlockId,
        dialect: &str,
        value: Attribute,
        ty: Type,
    ) -> Option<Value> {
        let region = insertion_region(ctx, block)?;
        let entry = ctx.region_entry(region)?;
        let unknown = ctx.unknown_loc();
        let scope = self.scopes.entry(region).or_default();
        let key = (dialect.to_string(), value, ty);
        if let Some(&op) = scope.get(&key) {
            if ctx.op_loc(op) != unknown {
                let _ = ctx.set_loc(op, unknown);
            }
            return Some(ctx.result(op, 0));
        }
        let materialize = ctx.dialect(dialect).and_then(|d| d.materialize_constant)?;
        let mut b = OpBuilder::new(ctx);
        b.set_insertion_point_to_start(entry);
        let op = materialize(&mut b, value, ty, unknown)?;
        let made = ctx.op_name_dialect(ctx.op_get_name(op)).to_string();
        if made != dialect {
            let other = (made, value, ty);
            if let Some(&existing) = scope.get(&other) {
                let _ = ctx.erase_op(op);
                scope.insert(key, existing);
                if ctx.op_loc(existing) != unknown {
                    let _ = ctx.set_loc(existing, unknown);
                }
                return Some(ctx.result(existing, 0));
            }
            scope.insert(other, op);
        }
        scope.insert(key, op);
        Some(ctx.result(op, 0))
    }
}

/// Replaces `v` with a constant when the analysis proved one
/// (`replaceWithConstant`); whether it did.
fn replace_with_constant(
    ctx: &mut Context,
    solver: &Solver<ConstantAnalysis>,
    constants: &mut Constants,
    block: BlockId,
    v: Value,
) -> bool {
    let ConstantLattice::Constant(attr, by) = solver.lattice(v) else {
        return false;
    };
    let dialect = ctx.op_name_dialect(by).to_string();
    let ty = ctx.value_type(v);
    let Some(c) = constants.get_or_create(ctx, block, &dialect, attr, ty) else {
        return false;
    };
    ctx.replace_all_uses_with(v, c);
    true
}

/// Rewrites the regions of `top` with what the analysis found
/// (`rewrite`): blocks last first, ops in order.
fn rewrite(ctx: &mut Context, solver: &Solver<ConstantAnalysis>, top: OpId) {
    let mut constants = Constants::default();
    let mut work: Vec<BlockId> = Vec::new();
    let push_regions = |ctx: &Context, op: OpId, work: &mut Vec<BlockId>| {
        for &r in ctx.op_regions(op) {
            work.extend(ctx.region_blocks(r).iter().rev());
        }
    };
    push_regions(ctx, top, &mut work);
    while let Some(block) = work.pop() {
        let mut next = ctx.block_first_op(block);
        while let Some(op) = next {
            next = ctx.next_op(op);
            let results = ctx.results(op);
            let mut all = !results.is_empty();
            for r in results {
                all &= replace_with_constant(ctx, solver, &mut constants, block, r);
            }
            if all && would_op_be_trivially_dead(ctx, op) && ctx.erase_op(op).is_ok() {
                continue;
            }
            push_regions(ctx, op, &mut work);
        }
        for a in ctx.block_args(block) {
            replace_with_constant(ctx, solver, &mut constants, block, a);
        }
    }
}

impl OperationPass for SCCP {
    type Declaration = SCCPBase;
    fn declaration(&self) -> &SCCPBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut SCCPBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let op = run.op();
        let solver = Solver::run(run, op, ConstantAnalysis);
        rewrite(run, &solver, op);
        Ok(())
    }
}

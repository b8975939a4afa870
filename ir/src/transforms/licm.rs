//! `loop-invariant-code-motion` (MLIR's
//! `Transforms/LoopInvariantCodeMotion.cpp` and
//! `Utils/LoopInvariantCodeMotionUtils.cpp`): ops of a loop's body that
//! are pure and read only values from outside move before the loop,
//! innermost loops first.

use std::collections::VecDeque;

use super::LoopInvariantCodeMotionBase;
use crate::core::context::Context;
use crate::core::registry::OpTrait;
use crate::core::storage::{OpId, Value};
use crate::interfaces::side_effects::{is_memory_effect_free, is_speculatable};
use crate::interfaces::LoopLikeOpInterfaceRef;
use crate::pass::{OperationPass, PassFailure, PassRun};

/// The `loop-invariant-code-motion` pass.
#[derive(Clone, Debug, Default)]
pub struct LoopInvariantCodeMotion {
    base: LoopInvariantCodeMotionBase,
}

/// The op whose region holds `v`.
fn value_region_owner(ctx: &Context, v: Value) -> Option<OpId> {
    let region = match v {
        Value::Result { op, .. } => ctx.op_parent_region(op)?,
        Value::Arg { block, .. } => ctx.block_parent_region(block)?,
    };
    ctx.region_parent_op(region)
}

/// Whether `op` is no terminator and every value it and its nested ops
/// read comes from inside it or from outside the loop (`canBeHoisted`).
fn can_be_hoisted(ctx: &Context, op: OpId, outside: &dyn Fn(Value) -> bool) -> bool {
    if ctx.op_has_trait(op, &OpTrait::IsTerminator) {
        return false;
    }
    ctx.walk_preorder(op).into_iter().all(|child| {
        ctx.operands_iter(child).all(|v| {
            value_region_owner(ctx, v).is_some_and(|owner| ctx.is_ancestor(op, owner)) || outside(v)
        })
    })
}

/// Moves the invariant ops of `loop_op`'s regions out of it
/// (`moveLoopInvariantCode`); the number moved.
pub fn move_loop_invariant_code(ctx: &mut Context, loop_op: LoopLikeOpInterfaceRef) -> usize {
    let mut moved = 0;
    for region in loop_op.get_loop_regions(ctx) {
        let mut work: VecDeque<OpId> = VecDeque::new();
        for &b in ctx.region_blocks(region) {
            work.extend(ctx.block_ops(b));
        }
        while let Some(op) = work.pop_front() {
            if !ctx.is_live(op) || ctx.op_parent_region(op) != Some(region) {
                continue;
            }
            let hoist = is_memory_effect_free(ctx, op)
                && is_speculatable(ctx, op)
                && can_be_hoisted(ctx, op, &|v| loop_op.is_defined_outside_of_loop(ctx, v));
            if !hoist {
                continue;
            }
            loop_op.move_out_of_loop(ctx, op);
            moved += 1;
            for i in 0..ctx.num_results(op) {
                for u in ctx.uses(ctx.result(op, i)) {
                    if ctx.op_parent_region(u.op) == Some(region) {
                        work.push_back(u.op);
                    }
                }
            }
        }
    }
    moved
}

impl OperationPass for LoopInvariantCodeMotion {
    type Declaration = LoopInvariantCodeMotionBase;
    fn declaration(&self) -> &LoopInvariantCodeMotionBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut LoopInvariantCodeMotionBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        // Innermost loops first: what they hoist lands in the loop around.
        let op = run.op();
        for o in run.walk_postorder(op) {
            if let Some(loop_op) = LoopLikeOpInterfaceRef::get(run, o) {
                move_loop_invariant_code(run, loop_op);
            }
        }
        Ok(())
    }
}

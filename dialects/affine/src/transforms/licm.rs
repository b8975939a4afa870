//! The `affine-loop-invariant-code-motion` pass (upstream
//! `AffineLoopInvariantCodeMotion.cpp`): ops of an `affine.for` body that
//! depend on neither the induction variable nor the iteration arguments,
//! have no memory effect (affine loads and stores of a memref no store of
//! the loop writes excepted) and whose nested ops are all invariant too,
//! move before the loop, innermost loops first.

use std::collections::HashSet;

use ir::interfaces::side_effects::is_memory_effect_free;
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::{Context, Operation, RegionId, Value};

use crate::{
    AffineForOp, AffineIfOp, AffineLoopInvariantCodeMotionBase, AffineParallelOp, AffinePrefetchOp,
    AffineReadOpInterfaceRef, AffineWriteOpInterfaceRef, AffineYieldOp,
};

/// The `affine-loop-invariant-code-motion` pass.
#[derive(Clone, Debug, Default)]
pub struct AffineLoopInvariantCodeMotion {
    base: AffineLoopInvariantCodeMotionBase,
}

/// Creates the `affine-loop-invariant-code-motion` pass (upstream's
/// `createAffineLoopInvariantCodeMotionPass`).
pub fn create_affine_loop_invariant_code_motion_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(AffineLoopInvariantCodeMotion::default())
}

impl OperationPass for AffineLoopInvariantCodeMotion {
    type Declaration = AffineLoopInvariantCodeMotionBase;
    fn declaration(&self) -> &AffineLoopInvariantCodeMotionBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut AffineLoopInvariantCodeMotionBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let top = run.op();
        let ctx = run.ctx();
        // Innermost loops first: what they hoist lands in the enclosing
        // loop's body, which is visited later. Ops only move, so the
        // order taken up front stays valid.
        for op in ctx.walk_postorder(top) {
            if let Some(for_op) = AffineForOp::cast(ctx, op) {
                hoist_from_loop(ctx, for_op);
            }
        }
        Ok(())
    }
}

/// The loop's induction variable and iteration arguments, and what the
/// analysis has seen so far.
struct Invariance {
    loop_op: Operation,
    iv: Option<Value>,
    iter_args: Vec<Value>,
    /// Ops defined in the loop whose results may be used there.
    with_users: HashSet<Operation>,
    /// Ops found invariant.
    to_hoist: HashSet<Operation>,
}

/// Upstream's `runOnAffineForOp`.
fn hoist_from_loop(ctx: &mut Context, for_op: AffineForOp) {
    let Some(body) = for_op.get_body(ctx) else {
        return;
    };
    let mut state = Invariance {
        loop_op: for_op.operation(),
        iv: for_op.get_induction_var(ctx),
        iter_args: for_op.get_region_iter_args(ctx),
        with_users: HashSet::new(),
        to_hoist: HashSet::new(),
    };
    let mut to_move = Vec::new();
    let ops: Vec<Operation> = ctx.block_ops(body).collect();
    for op in ops {
        if ctx.op_has_uses(op) {
            state.with_users.insert(op);
        }
        if AffineYieldOp::cast(ctx, op).is_none() && is_op_loop_invariant(ctx, op, &mut state) {
            to_move.push(op);
        }
    }
    for op in to_move {
        // Both ops are live and in blocks: the move cannot fail.
        let _ = ctx.move_op_before(op, for_op.operation());
    }
}

/// Whether `op` is an affine read or write.
fn is_read_or_write(ctx: &Context, op: Operation) -> bool {
    AffineReadOpInterfaceRef::get(ctx, op).is_some()
        || AffineWriteOpInterfaceRef::get(ctx, op).is_some()
}

/// Upstream's `isOpLoopInvariant`.
fn is_op_loop_invariant(ctx: &mut Context, op: Operation, st: &mut Invariance) -> bool {
    if let Some(if_op) = AffineIfOp::cast(ctx, op) {
        let regions: Vec<RegionId> = ctx.op_regions(if_op.operation()).to_vec();
        for r in regions {
            if !all_ops_invariant(ctx, r, st) {
                return false;
            }
        }
    } else if let Some(for_op) = AffineForOp::cast(ctx, op) {
        if !all_ops_invariant(ctx, for_op.region(ctx), st) {
            return false;
        }
    } else if let Some(par) = AffineParallelOp::cast(ctx, op) {
        if !all_ops_invariant(ctx, par.region(ctx), st) {
            return false;
        }
    } else if !is_memory_effect_free(ctx, op)
        && !is_read_or_write(ctx, op)
        && AffinePrefetchOp::cast(ctx, op).is_none()
    {
        return false;
    } else if ir::rewrite::constant_of_op(ctx, op).is_none() {
        st.with_users.insert(op);
        if !access_may_hoist(ctx, op, st) {
            return false;
        }
        if ctx.num_operands(op) == 0 && AffineYieldOp::cast(ctx, op).is_none() {
            return false;
        }
    }
    for operand in ctx.operands(op) {
        if Some(operand) == st.iv || st.iter_args.contains(&operand) {
            return false;
        }
        if let Some(src) = ctx.defining_op(operand) {
            // Defined in the loop by an op that stays: `op` stays too.
            if st.with_users.contains(&src) && !st.to_hoist.contains(&src) {
                return false;
            }
        }
    }
    st.to_hoist.insert(op);
    true
}

/// For an affine load or store: false when a DMA uses its memref, or a
/// store in the loop (a load too, for a store) other than `op` accesses it.
fn access_may_hoist(ctx: &Context, op: Operation, st: &Invariance) -> bool {
    let is_write = AffineWriteOpInterfaceRef::get(ctx, op);
    let memref = if let Some(read) = AffineReadOpInterfaceRef::get(ctx, op) {
        read.get_mem_ref(ctx)
    } else if let Some(write) = is_write {
        write.get_mem_ref(ctx)
    } else {
        return true;
    };
    for user in ctx.uses(memref).map(|u| u.op).collect::<Vec<_>>() {
        if ctx.op_is(user, crate::DMA_START) || ctx.op_is(user, crate::DMA_WAIT) {
            return false;
        }
        let conflicts = AffineWriteOpInterfaceRef::get(ctx, user).is_some()
            || (AffineReadOpInterfaceRef::get(ctx, user).is_some() && is_write.is_some());
        if conflicts && user != op && enclosing_loops(ctx, user).contains(&st.loop_op) {
            return false;
        }
    }
    true
}

/// The `affine.for` ops around `op` up to its affine scope (upstream's
/// `getAffineForIVs`, innermost first).
pub(crate) fn enclosing_loops(ctx: &Context, op: Operation) -> Vec<Operation> {
    let mut loops = Vec::new();
    let mut current = ctx.op_parent_op(op);
    while let Some(p) = current {
        if crate::scope::is_affine_scope(ctx, p) {
            break;
        }
        if AffineForOp::cast(ctx, p).is_some() {
            loops.push(p);
        }
        current = ctx.op_parent_op(p);
    }
    loops
}

/// Upstream's `areAllOpsInTheBlockListInvariant`.
fn all_ops_invariant(ctx: &mut Context, region: RegionId, st: &mut Invariance) -> bool {
    let blocks: Vec<ir::BlockId> = ctx.region_blocks(region).to_vec();
    for block in blocks {
        let ops: Vec<Operation> = ctx.block_ops(block).collect();
        for op in ops {
            if !is_op_loop_invariant(ctx, op, st) {
                return false;
            }
        }
    }
    true
}

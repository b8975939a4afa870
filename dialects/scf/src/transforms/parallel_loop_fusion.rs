//! `scf-parallel-loop-fusion` (upstream's `ParallelLoopFusion.cpp`):
//! adjacent `scf.parallel` loops of one iteration space, with only
//! effect-free ops between them, are fused when the second reads what the
//! first writes (and the reverse) only at the same indices, and no other
//! buffer they touch may alias (`LocalAliasAnalysis`).

use std::collections::HashMap;

use ir::interfaces::side_effects::is_memory_effect_free;
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::rewrite::equivalence::same_shape;
use ir::transforms::alias_analysis::alias;
use ir::transforms::dominance::DominanceInfo;
use ir::{BlockId, Context, IrMapping, OpBuilder, OpId, RegionId, Value};

use crate::{ParallelOp, ReduceOp, SCFParallelLoopFusionBase};

/// Whether the body of `ploop` holds another `scf.parallel`.
fn has_nested_parallel_op(ctx: &Context, ploop: ParallelOp) -> bool {
    ctx.walk_preorder(ploop.operation())
        .into_iter()
        .skip(1)
        .any(|o| ParallelOp::cast(ctx, o).is_some())
}

/// Whether both loops have the same bounds and steps, value for value.
fn equal_iteration_spaces(ctx: &Context, a: ParallelOp, b: ParallelOp) -> bool {
    a.step(ctx).len() == b.step(ctx).len()
        && a.lower_bound(ctx) == b.lower_bound(ctx)
        && a.upper_bound(ctx) == b.upper_bound(ctx)
        && a.step(ctx) == b.step(ctx)
}

/// The ops nested in the body of `ploop`, in post-order (`Block::walk`).
fn body_ops(ctx: &Context, ploop: ParallelOp) -> Vec<OpId> {
    let mut ops = ctx.walk_postorder(ploop.operation());
    ops.pop();
    ops
}

/// Whether `store` (an index of the first loop) and `load` (of the second)
/// are defined by effect-free ops computing the same from corresponding
/// values (`OperationEquivalence::isEquivalentTo` ignoring locations).
fn same_index(ctx: &Context, store: Value, load: Value, map: &IrMapping) -> bool {
    let (Some(s), Some(l)) = (ctx.defining_op(store), ctx.defining_op(load)) else {
        return false;
    };
    if !is_memory_effect_free(ctx, s) || !is_memory_effect_free(ctx, l) {
        return false;
    }
    if s == l {
        return true;
    }
    if !same_shape(ctx, s, l, true) || !ctx.op_regions(s).is_empty() {
        return false;
    }
    ctx.operands(s)
        .into_iter()
        .zip(ctx.operands(l))
        .all(|(a, b)| a == b || map.lookup_value_or_self(a) == map.lookup_value_or_self(b))
}

/// Whether each load of `second` from a buffer `first` stores into reads
/// at the indices of the stores, no buffer `first` stores into may alias
/// another that `second` loads, and no loaded buffer is defined beside its
/// load (`haveNoReadsAfterWriteExceptSameIndex`).
fn no_reads_after_write_except_same_index(
    ctx: &Context,
    first: ParallelOp,
    second: ParallelOp,
    first_to_second: &IrMapping,
) -> bool {
    let mut stores: HashMap<Value, Vec<Vec<Value>>> = HashMap::new();
    let mut stored = Vec::new();
    for o in body_ops(ctx, first) {
        if let Some(store) = memref::StoreOp::cast(ctx, o) {
            let m = store.memref(ctx);
            stores.entry(m).or_default().push(store.indices(ctx));
            stored.push(m);
        }
    }
    for o in body_ops(ctx, second) {
        let Some(load) = memref::LoadOp::cast(ctx, o) else {
            continue;
        };
        let mem = load.memref(ctx);
        // A buffer defined in the loop body needs a careful alias analysis.
        if ctx
            .defining_op(mem)
            .is_some_and(|d| ctx.op_parent_block(d) == ctx.op_parent_block(o))
        {
            return false;
        }
        if stored
            .iter()
            .any(|&s| s != mem && !alias(ctx, s, mem).is_no())
        {
            return false;
        }
        let Some(writes) = stores.get(&mem) else {
            continue;
        };
        let Some(store_indices) = writes.first() else {
            return false;
        };
        // Several stores into one buffer only at the same indices.
        if writes.iter().any(|w| w != store_indices) {
            return false;
        }
        let load_indices = load.indices(ctx);
        if store_indices.len() != load_indices.len() {
            return false;
        }
        for (&s, &l) in store_indices.iter().zip(&load_indices) {
            if first_to_second.lookup_value_or_self(s) != l
                && !same_index(ctx, s, l, first_to_second)
            {
                return false;
            }
        }
    }
    true
}

/// The body arguments of `from` mapped to those of `to`.
fn args_mapping(ctx: &Context, from: ParallelOp, to: ParallelOp) -> Option<IrMapping> {
    let (a, b) = (from.get_body(ctx)?, to.get_body(ctx)?);
    let mut map = IrMapping::new();
    for (x, y) in ctx.block_args(a).into_iter().zip(ctx.block_args(b)) {
        map.map_value(x, y);
    }
    Some(map)
}

/// The dependence checks of both loops, each way (`verifyDependencies`).
fn verify_dependencies(ctx: &Context, first: ParallelOp, second: ParallelOp) -> bool {
    let (Some(one_two), Some(two_one)) = (
        args_mapping(ctx, first, second),
        args_mapping(ctx, second, first),
    ) else {
        return false;
    };
    no_reads_after_write_except_same_index(ctx, first, second, &one_two)
        && no_reads_after_write_except_same_index(ctx, second, first, &two_one)
}

/// Whether `a` properly dominates `b` (not when `a` encloses `b`), `a` an
/// op of a block of `region`.
fn properly_dominates(ctx: &Context, dom: &mut DominanceInfo, a: OpId, mut b: OpId) -> bool {
    let region = ctx.op_parent_region(a);
    while ctx.op_parent_region(b) != region {
        match ctx.op_parent_op(b) {
            Some(p) => b = p,
            None => return false,
        }
    }
    if a == b {
        return false;
    }
    let (Some(ab), Some(bb)) = (ctx.op_parent_block(a), ctx.op_parent_block(b)) else {
        return false;
    };
    if ab == bb {
        return ctx.block_ops(ab).take_while(|&o| o != b).any(|o| o == a);
    }
    dom.properly_dominates(ctx, ab, bb)
}

/// Fuses `first` into `second` when legal, and returns the loop that
/// takes the place of `second` (`fuseIfLegal`).
fn fuse_if_legal(ctx: &mut Context, first: ParallelOp, second: ParallelOp) -> ParallelOp {
    let legal = !has_nested_parallel_op(ctx, first)
        && !has_nested_parallel_op(ctx, second)
        && equal_iteration_spaces(ctx, first, second)
        && verify_dependencies(ctx, first, second);
    if !legal {
        return second;
    }
    let mut dom = DominanceInfo::new();
    let first_results = ctx.results(first.operation());
    let users: Vec<OpId> = first_results
        .iter()
        .flat_map(|&r| ctx.uses(r).map(|u| u.op).collect::<Vec<_>>())
        .collect();
    if users
        .iter()
        .any(|&u| !properly_dominates(ctx, &mut dom, second.operation(), u))
    {
        return second;
    }
    let (Some(block1), Some(block2)) = (first.get_body(ctx), second.get_body(ctx)) else {
        return second;
    };
    let (Some(term1), Some(term2)) = (ctx.block_last_op(block1), ctx.block_last_op(block2)) else {
        return second;
    };
    let (Some(term1), Some(term2)) = (ReduceOp::cast(ctx, term1), ReduceOp::cast(ctx, term2))
    else {
        return second;
    };
    let inits1 = first.init_vals(ctx);
    let inits2 = second.init_vals(ctx);
    let new_inits = [inits1.clone(), inits2.clone()].concat();
    let loc = ctx.op_loc(second.operation());
    let (lbs, ubs, steps) = (
        second.lower_bound(ctx),
        second.upper_bound(ctx),
        second.step(ctx),
    );
    let mut b = OpBuilder::new(ctx);
    b.set_insertion_point_before(second.operation());
    let fused = ParallelOp::build_from_lower_bounds_upper_bounds_steps_init_vals(
        &mut b, loc, &lbs, &ubs, &steps, &new_inits,
    );
    let Some(new_block) = fused.get_body(&b) else {
        return second;
    };
    let args = b.block_args(new_block);
    for block in [block2, block1] {
        let front = b.block_first_op(new_block);
        if b.inline_block_before(block, new_block, front, &args)
            .is_err()
        {
            return second;
        }
    }
    let results = b.results(fused.operation());
    if !results.is_empty() {
        b.set_insertion_point_to_end(new_block);
        let reduce_args = [term1.operands(&b), term2.operands(&b)].concat();
        let term2_loc = b.op_loc(term2.operation());
        let reduce = ReduceOp::build_from_operands(&mut b, term2_loc, &reduce_args);
        let old: Vec<RegionId> = [term1.reductions(&b), term2.reductions(&b)].concat();
        for (&from, &to) in old.iter().zip(&reduce.reductions(&b).to_vec()) {
            let (Some(from), Some(to)): (Option<BlockId>, Option<BlockId>) =
                (b.region_entry(from), b.region_entry(to))
            else {
                continue;
            };
            let front = b.block_first_op(to);
            let to_args = b.block_args(to);
            if b.inline_block_before(from, to, front, &to_args).is_err() {
                return second;
            }
        }
        for (&old, &new) in first_results.iter().zip(&results[..inits1.len()]) {
            b.replace_all_uses_with(old, new);
        }
        let second_results = b.results(second.operation());
        for (&old, &new) in second_results.iter().zip(&results[inits1.len()..]) {
            b.replace_all_uses_with(old, new);
        }
    }
    for op in [
        term1.operation(),
        term2.operation(),
        first.operation(),
        second.operation(),
    ] {
        // Each is live and now unused.
        let _ = b.erase_op(op);
    }
    fused
}

/// Fuses the adjacent loops of each block of `region`, the second of each
/// pair being the fused loop of the pair before
/// (`naivelyFuseParallelOps`).
pub fn naively_fuse_parallel_ops(ctx: &mut Context, region: RegionId) {
    for block in ctx.region_blocks(region).to_vec() {
        let mut chains: Vec<Vec<ParallelOp>> = vec![Vec::new()];
        let mut no_side_effects = true;
        for op in ctx.block_ops(block).collect::<Vec<_>>() {
            if let Some(ploop) = ParallelOp::cast(ctx, op) {
                if no_side_effects {
                    if let Some(chain) = chains.last_mut() {
                        chain.push(ploop);
                    }
                } else {
                    chains.push(vec![ploop]);
                    no_side_effects = true;
                }
                continue;
            }
            // Ops with regions count as effects, as upstream's TODO says.
            no_side_effects &= is_memory_effect_free(ctx, op) && ctx.op_regions(op).is_empty();
        }
        for chain in chains {
            let mut chain = chain;
            for i in 0..chain.len().saturating_sub(1) {
                chain[i + 1] = fuse_if_legal(ctx, chain[i], chain[i + 1]);
            }
        }
    }
}

/// The `scf-parallel-loop-fusion` pass.
#[derive(Clone, Debug, Default)]
pub struct ParallelLoopFusion {
    base: SCFParallelLoopFusionBase,
}

/// Creates the `scf-parallel-loop-fusion` pass (upstream's
/// `createParallelLoopFusionPass`).
pub fn create_parallel_loop_fusion_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(ParallelLoopFusion::default())
}

impl OperationPass for ParallelLoopFusion {
    type Declaration = SCFParallelLoopFusionBase;
    fn declaration(&self) -> &SCFParallelLoopFusionBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut SCFParallelLoopFusionBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let top = run.op();
        let ctx = run.ctx();
        // Post-order: the loops of a region are fused after those nested
        // in them.
        for op in ctx.walk_postorder(top) {
            if !ctx.is_live(op) {
                continue;
            }
            for region in ctx.op_regions(op).to_vec() {
                naively_fuse_parallel_ops(ctx, region);
            }
        }
        Ok(())
    }
}

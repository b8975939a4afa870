//! `ownership-based-buffer-deallocation` (upstream's
//! `OwnershipBasedBufferDeallocation.cpp`): every block of a function
//! frees the memrefs it owns with a `bufferization.dealloc` before its
//! terminator, the ownership of each memref being an `i1` value (the
//! ownership indicator) that travels with it through block arguments,
//! region-branch ops, calls to private functions (with
//! `private-function-dynamic-ownership`) and the dealloc ops' updated
//! conditions.
//!
//! The blocks are visited as upstream's
//! `walk<PostOrder, ForwardDominanceIterator>` visits them (nested
//! blocks before the block holding their op, the blocks of a region in
//! depth-first order from the entry), over the block liveness computed
//! before any change.

mod models;
mod state;

pub use models::register_buffer_deallocation_op_interface_external_models;
pub use state::{
    default_materialize_unique_ownership, insert_dealloc_op_for_return_like, value_order,
    BufferDeallocationOpInterfaceVtable, DeallocationOptions, DeallocationState, Ownership,
    ProcessFn,
};

use std::collections::HashSet;

use ir::interfaces::effects::{AutomaticAllocationScopeResource, MemoryEffect, Resource};
use ir::interfaces::side_effects::{has_recursive_memory_effects, op_memory_effects};
use ir::interfaces::{
    BranchOpInterfaceRef, CallOpInterfaceRef, FunctionOpInterfaceRef, RegionBranchOpInterfaceRef,
    RegionBranchPoint, RegionBranchTerminatorOpInterfaceRef, RegionSuccessor, Visibility,
};
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::{BlockId, Context, Diagnostic, OpBuilder, OpId, OpTrait, OperationState, RegionId, Value};

use crate::OwnershipBasedBufferDeallocationBase;
use state::{build_bool_value, build_dealloc, is_memref};

/// Whether `op` neither allocates nor frees (`hasNeitherAllocateNorFreeSideEffect`).
fn has_neither_allocate_nor_free_side_effect(ctx: &Context, op: OpId) -> bool {
    match op_memory_effects(ctx, op) {
        Some(effects) => !effects
            .iter()
            .any(|e| matches!(e.effect(), MemoryEffect::Allocate | MemoryEffect::Free)),
        None => has_recursive_memory_effects(ctx, op),
    }
}

/// Whether `op` has memref operands, results or entry block arguments
/// (`hasBufferSemantics`).
fn has_buffer_semantics(ctx: &Context, op: OpId) -> bool {
    ctx.operands_iter(op).any(|v| is_memref(ctx, v))
        || ctx.results(op).into_iter().any(|v| is_memref(ctx, v))
        || ctx.op_regions(op).iter().any(|&r| {
            ctx.region_entry(r)
                .is_some_and(|b| ctx.block_args(b).into_iter().any(|v| is_memref(ctx, v)))
        })
}

/// The effect of kind `effect` `op` has on `value`
/// (`getEffectOnValue<Effect>`): the resource it is on.
fn effect_on_value(
    ctx: &Context,
    op: OpId,
    effect: MemoryEffect,
    value: Value,
) -> Option<&'static dyn Resource> {
    op_memory_effects(ctx, op)?
        .into_iter()
        .find(|e| e.effect() == effect && e.value() == Some(value))
        .map(|e| e.resource())
}

/// The control-flow back edges between the blocks of `op`'s regions
/// (upstream's `Backedges`): a block reached again while it is being
/// visited, through branch successors or nested regions.
fn has_backedges(ctx: &Context, op: OpId) -> bool {
    fn visit_op(ctx: &Context, op: OpId, visiting: &mut HashSet<BlockId>) -> bool {
        let current = ctx.op_parent_block(op);
        if BranchOpInterfaceRef::get(ctx, op).is_some() {
            if let Some(term) = current.and_then(|b| ctx.block_last_op(b)) {
                for &succ in ctx.successors(term) {
                    if visit_block(ctx, succ, visiting) {
                        return true;
                    }
                }
            }
        }
        ctx.op_regions(op).iter().any(|&r| {
            ctx.region_entry(r)
                .is_some_and(|entry| visit_block(ctx, entry, visiting))
        })
    }
    fn visit_block(ctx: &Context, block: BlockId, visiting: &mut HashSet<BlockId>) -> bool {
        if !visiting.insert(block) {
            return true;
        }
        let found = ctx
            .block_ops(block)
            .collect::<Vec<_>>()
            .into_iter()
            .any(|op| visit_op(ctx, op, visiting));
        visiting.remove(&block);
        found
    }
    visit_op(ctx, op, &mut HashSet::new())
}

/// The blocks nested in `op`, each after the blocks nested in its ops, the
/// blocks of a region in depth-first order from the entry
/// (`walk<PostOrder, ForwardDominanceIterator>` over blocks).
fn blocks_post_order(ctx: &Context, op: OpId, out: &mut Vec<BlockId>) {
    for &r in ctx.op_regions(op) {
        for block in ir::transforms::dominance::depth_first_blocks(ctx, r) {
            for nested in ctx.block_ops(block).collect::<Vec<_>>() {
                blocks_post_order(ctx, nested, out);
            }
            out.push(block);
        }
    }
}

/// The region holding `v`.
fn value_parent_region(ctx: &Context, v: Value) -> Option<RegionId> {
    ctx.block_parent_region(ctx.value_parent_block(v)?)
}

/// Whether `ancestor` holds `region` and is not it (`isProperAncestor`).
fn is_proper_ancestor(ctx: &Context, ancestor: RegionId, region: RegionId) -> bool {
    let mut r = region;
    while let Some(parent) = ctx
        .region_parent_op(r)
        .and_then(|op| ctx.op_parent_region(op))
    {
        if parent == ancestor {
            return true;
        }
        r = parent;
    }
    false
}

/// A builder inserting at the start of `block` as it is now
/// (`OpBuilder::atBlockBegin`: before its current first op).
fn at_block_begin(ctx: &mut Context, block: BlockId) -> OpBuilder<'_> {
    let mut b = OpBuilder::new(ctx);
    b.set_insertion_point_to_start(block);
    b
}

/// A builder inserting before `op`.
fn before(ctx: &mut Context, op: OpId) -> OpBuilder<'_> {
    let mut b = OpBuilder::new(ctx);
    b.set_insertion_point_before(op);
    b
}

/// The error at `op`, with the op attached (`op->emitError`).
fn op_error(ctx: &Context, op: OpId, message: &str) -> Diagnostic {
    Diagnostic::at_op(ctx, op, message)
}

/// Replaces `op` with a copy of it with more results, of `types`, taking
/// its regions (`appendOpResults`).
fn append_op_results(ctx: &mut Context, op: OpId, types: &[ir::Type]) -> OpId {
    let mut state = OperationState::new(ctx.op_get_name(op), ctx.op_loc(op));
    state.operands = ctx.operands(op);
    state.result_types = ctx.result_types(op);
    state.result_types.extend_from_slice(types);
    state.attributes = ctx.attrs(op).to_vec();
    state.properties = ctx.props(op);
    state.successors = ctx.successors(op).to_vec();
    for &old in ctx.op_regions(op).to_vec().iter() {
        let region = ctx.create_region();
        for block in ctx.region_blocks(old).to_vec() {
            let _ = ctx.detach_block(block);
            let _ = ctx.insert_block(region, block, None);
        }
        state.regions.push(region);
    }
    let new_op = before(ctx, op).create(state);
    for (i, old) in ctx.results(op).into_iter().enumerate() {
        let new = ctx.result(new_op, i);
        ctx.replace_all_uses_with(old, new);
    }
    let _ = ctx.erase_op(op);
    new_op
}

/// The point of a region successor: the region, or the parent op.
fn point_of(successor: &RegionSuccessor) -> RegionBranchPoint {
    successor
        .successor()
        .map_or(RegionBranchPoint::Parent, RegionBranchPoint::Region)
}

/// The deallocation of one function (upstream's `BufferDeallocation`).
struct BufferDeallocation {
    state: DeallocationState,
    options: DeallocationOptions,
}

impl BufferDeallocation {
    /// `materializeUniqueOwnership`: the op defining `memref` in `block`
    /// may know better (`BufferDeallocationOpInterface`).
    fn materialize_unique_ownership(
        &mut self,
        b: &mut OpBuilder<'_>,
        memref: Value,
        block: BlockId,
    ) -> (Value, Value) {
        if b.value_parent_block(memref) != Some(block) {
            return self.state.memref_with_unique_ownership(b, memref, block);
        }
        let owner = b.defining_op(memref).or_else(|| b.block_parent_op(block));
        if let Some(owner) = owner {
            if let Some(model) = b.op_interface::<BufferDeallocationOpInterfaceVtable>(owner) {
                return (model.materialize_unique_ownership_for_memref)(
                    b,
                    owner,
                    &mut self.state,
                    &self.options,
                    memref,
                );
            }
        }
        self.state.memref_with_unique_ownership(b, memref, block)
    }

    /// `materializeMemrefWithGuaranteedOwnership`: `memref` if its
    /// ownership is statically true, else an `scf.if` yielding it when
    /// owned and a clone of it otherwise.
    fn materialize_memref_with_guaranteed_ownership(
        &mut self,
        b: &mut OpBuilder<'_>,
        memref: Value,
        block: BlockId,
    ) -> Value {
        let (new_memref, condition) = self.materialize_unique_ownership(b, memref, block);
        if state::is_constant_one(b, condition) {
            return new_memref;
        }
        let loc = b.value_loc(memref);
        let mut then = |b: &mut OpBuilder<'_>, loc| {
            scf::YieldOp::build(b, loc, &[new_memref]);
        };
        let mut otherwise = |b: &mut OpBuilder<'_>, loc| {
            let ty = b.value_type(new_memref);
            let clone = bufferization::CloneOp::build(b, loc, ty, new_memref).output(b);
            scf::YieldOp::build(b, loc, &[clone]);
        };
        let if_op = scf::IfOp::build_from_cond_then_builder_else_builder(
            b,
            loc,
            condition,
            &mut then,
            Some(&mut otherwise),
        )
        .operation();
        let maybe_clone = b.result(if_op, 0);
        let true_value = build_bool_value(b, loc, true);
        self.state
            .update_ownership(b, maybe_clone, Ownership::Unique(true_value), None);
        if let Some(parent) = b.value_parent_block(maybe_clone) {
            self.state.add_memref_to_deallocate(maybe_clone, parent);
        }
        maybe_clone
    }

    /// `verifyOperationPreconditions`: upstream's errors for what the
    /// pass does not handle.
    fn verify_operation_preconditions(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
        if !has_buffer_semantics(ctx, op) && has_neither_allocate_nor_free_side_effect(ctx, op) {
            return Ok(());
        }
        if bufferization::DeallocOp::cast(ctx, op).is_some() {
            return Err(op_error(
                ctx,
                op,
                "No deallocation operations must be present when running this pass!",
            ));
        }
        if op_memory_effects(ctx, op).is_none()
            && !has_recursive_memory_effects(ctx, op)
            && CallOpInterfaceRef::get(ctx, op).is_none()
        {
            return Err(op_error(
                ctx,
                op,
                "ops with unknown memory side effects are not supported",
            ));
        }
        let regions = ctx.op_regions(op).len();
        if ((regions == 1 && ctx.num_results(op) != 0) || regions > 1)
            && RegionBranchOpInterfaceRef::get(ctx, op).is_none()
        {
            return Err(op_error(
                ctx,
                op,
                "All operations with attached regions need to implement the RegionBranchOpInterface.",
            ));
        }
        if ctx.op_has_trait(op, &OpTrait::NoTerminator) {
            return Err(op_error(ctx, op, "NoTerminator trait is not supported"));
        }
        if ctx.op_has_trait(op, &OpTrait::IsTerminator) {
            let branch = BranchOpInterfaceRef::get(ctx, op).is_some();
            let region_terminator = RegionBranchTerminatorOpInterfaceRef::get(ctx, op).is_some();
            if branch == region_terminator {
                return Err(op_error(
                    ctx,
                    op,
                    "Terminators must implement either BranchOpInterface or RegionBranchTerminatorOpInterface (but not both)!",
                ));
            }
            if ctx.successors(op).len() > 1 {
                return Err(op_error(
                    ctx,
                    op,
                    "Terminators with more than one successor are not supported!",
                ));
            }
        }
        Ok(())
    }

    /// `deallocate(FunctionOpInterface)`.
    fn deallocate_function(&mut self, ctx: &mut Context, func: OpId) -> Result<(), Diagnostic> {
        if has_backedges(ctx, func) {
            return Err(op_error(
                ctx,
                func,
                "Only structured control-flow loops are supported.",
            ));
        }
        let mut blocks = Vec::new();
        blocks_post_order(ctx, func, &mut blocks);
        for block in blocks {
            self.deallocate_block(ctx, block)?;
        }
        update_function_signature(ctx, func)
    }

    /// `deallocate(Block *)`: the ownership of the memrefs live into the
    /// block and of its arguments, then each op.
    fn deallocate_block(&mut self, ctx: &mut Context, block: BlockId) -> Result<(), Diagnostic> {
        let live = self.state.live_memrefs_in(ctx, block);
        let ops: Vec<OpId> = ctx.block_ops(block).collect();
        let block_region = ctx.block_parent_region(block);
        let is_function_entry = ctx
            .block_parent_op(block)
            .is_some_and(|op| FunctionOpInterfaceRef::get(ctx, op).is_some())
            && block_region.and_then(|r| ctx.region_entry(r)) == Some(block);
        {
            let mut b = at_block_begin(ctx, block);
            for li in live {
                let li_region = value_parent_region(&b, li);
                if li_region == block_region {
                    let owner = b.value_parent_block(li);
                    let ownership =
                        owner.map_or(Ownership::Uninitialized, |o| self.state.ownership(li, o));
                    self.state.update_ownership(&b, li, ownership, Some(block));
                    self.state.add_memref_to_deallocate(li, block);
                    continue;
                }
                if let (Some(lr), Some(br)) = (li_region, block_region) {
                    if is_proper_ancestor(&b, lr, br) {
                        let loc = b.value_loc(li);
                        let false_value = build_bool_value(&mut b, loc, false);
                        self.state.update_ownership(
                            &b,
                            li,
                            Ownership::Unique(false_value),
                            Some(block),
                        );
                    }
                }
            }
            for arg in b.block_args(block) {
                if !is_memref(&b, arg) {
                    continue;
                }
                let loc = b.value_loc(arg);
                let indicator = if is_function_entry {
                    build_bool_value(&mut b, loc, false)
                } else {
                    let i1 = b.i1();
                    b.add_block_arg(block, i1, loc)
                };
                self.state
                    .update_ownership(&b, arg, Ownership::Unique(indicator), None);
                self.state.add_memref_to_deallocate(arg, block);
            }
        }
        for op in ops {
            if let Some(result) = self.handle_all_interfaces(ctx, op)? {
                self.populate_remaining_ownerships(ctx, result);
            }
        }
        Ok(())
    }

    /// `handleAllInterfaces`: the op's own `BufferDeallocationOpInterface`,
    /// else the checks and the handling by each interface it implements,
    /// in upstream's order.
    fn handle_all_interfaces(
        &mut self,
        ctx: &mut Context,
        op: OpId,
    ) -> Result<Option<OpId>, Diagnostic> {
        if let Some(model) = ctx.op_interface::<BufferDeallocationOpInterfaceVtable>(op) {
            return (model.process)(ctx, op, &mut self.state, &self.options);
        }
        Self::verify_operation_preconditions(ctx, op)?;
        let mut next = op;
        if op_memory_effects(ctx, next).is_some() {
            next = self.handle_memory_effects(ctx, next)?;
        }
        if RegionBranchOpInterfaceRef::get(ctx, next).is_some() {
            next = self.handle_region_branch(ctx, next);
        }
        if CallOpInterfaceRef::get(ctx, next).is_some() {
            next = self.handle_call(ctx, next);
        }
        if BranchOpInterfaceRef::get(ctx, next).is_some() {
            next = self.handle_branch(ctx, next)?;
        }
        if RegionBranchTerminatorOpInterfaceRef::get(ctx, next).is_some() {
            next = self.handle_region_branch_terminator(ctx, next)?;
        }
        Ok(Some(next))
    }

    /// `handleInterface(MemoryEffectOpInterface)`: frees only under
    /// `bufferization.manual_deallocation` (asserting the block does not
    /// own the memref), allocations owned unless automatic or manual.
    fn handle_memory_effects(&mut self, ctx: &mut Context, op: OpId) -> Result<OpId, Diagnostic> {
        let Some(block) = ctx.op_parent_block(op) else {
            return Ok(op);
        };
        let first = ctx.block_first_op(block);
        let manual = ctx
            .attr(op, bufferization::MANUAL_DEALLOCATION_ATTR_NAME)
            .is_some();
        let loc = ctx.op_loc(op);
        for operand in ctx.operands(op) {
            if !is_memref(ctx, operand)
                || effect_on_value(ctx, op, MemoryEffect::Free, operand).is_none()
            {
                continue;
            }
            if !manual {
                return Err(op_error(
                    ctx,
                    op,
                    "memory free side-effect on MemRef value not supported!",
                ));
            }
            if let Ownership::Unique(indicator) = self.state.ownership(operand, block) {
                let mut b = before(ctx, op);
                let true_value = build_bool_value(&mut b, loc, true);
                let i1 = b.i1();
                let inverted =
                    arith::XOrIOp::build(&mut b, loc, i1, indicator, true_value).result(&b);
                cf::AssertOp::build_with_values(
                    &mut b,
                    loc,
                    inverted,
                    "expected that the block does not have ownership",
                );
            }
        }
        for res in ctx.results(op) {
            if !is_memref(ctx, res) {
                continue;
            }
            let Some(resource) = effect_on_value(ctx, op, MemoryEffect::Allocate, res) else {
                continue;
            };
            let mut b = OpBuilder::new(ctx);
            match first {
                Some(f) => b.set_insertion_point_before(f),
                None => b.set_insertion_point_to_end(block),
            }
            if resource.name() == AutomaticAllocationScopeResource.name() || manual {
                self.state.reset_ownerships(&[res], block);
                let false_value = build_bool_value(&mut b, loc, false);
                self.state
                    .update_ownership(&b, res, Ownership::Unique(false_value), None);
                continue;
            }
            let true_value = build_bool_value(&mut b, loc, true);
            self.state
                .update_ownership(&b, res, Ownership::Unique(true_value), None);
            self.state.add_memref_to_deallocate(res, block);
        }
        Ok(op)
    }

    /// `handleInterface(RegionBranchOpInterface)`: a `false` ownership
    /// operand per memref entry operand, an ownership result per memref
    /// result (the op is rebuilt with them).
    fn handle_region_branch(&mut self, ctx: &mut Context, op: OpId) -> OpId {
        let Some(branch) = RegionBranchOpInterfaceRef::get(ctx, op) else {
            return op;
        };
        let Some(block) = ctx.op_parent_block(op) else {
            return op;
        };
        let mut regions = Vec::new();
        branch.get_successor_regions(ctx, RegionBranchPoint::Parent, &mut regions);
        let entry_operands = match regions.first() {
            Some(s) => branch.get_entry_successor_operands(ctx, point_of(s)),
            None => Vec::new(),
        };
        let num_memref_operands = entry_operands
            .iter()
            .filter(|&&v| is_memref(ctx, v))
            .count();
        let loc = ctx.op_loc(op);
        let false_value = build_bool_value(&mut at_block_begin(ctx, block), loc, false);
        let mut operands = ctx.operands(op);
        operands.extend(std::iter::repeat_n(false_value, num_memref_operands));
        let _ = ctx.set_operands(op, &operands);
        self.append_ownership_results(ctx, op)
    }

    /// Rebuilds `op` with an `i1` result per memref result, which becomes
    /// that result's ownership; its block is to free each memref result.
    fn append_ownership_results(&mut self, ctx: &mut Context, op: OpId) -> OpId {
        let counter = ctx.num_results(op);
        let memref_results: Vec<usize> = ctx
            .results(op)
            .into_iter()
            .enumerate()
            .filter(|&(_, v)| is_memref(ctx, v))
            .map(|(i, _)| i)
            .collect();
        let i1 = ctx.i1();
        let new_op = append_op_results(ctx, op, &vec![i1; memref_results.len()]);
        for (k, i) in memref_results.into_iter().enumerate() {
            let result = ctx.result(new_op, i);
            let indicator = ctx.result(new_op, counter + k);
            self.state
                .update_ownership(ctx, result, Ownership::Unique(indicator), None);
            if let Some(block) = ctx.op_parent_block(new_op) {
                self.state.add_memref_to_deallocate(result, block);
            }
        }
        new_op
    }

    /// `handleInterface(CallOpInterface)`: a private function with a body
    /// returns the ownership of its memref results under
    /// `private-function-dynamic-ownership`; other calls give it.
    fn handle_call(&mut self, ctx: &mut Context, op: OpId) -> OpId {
        let Some(call) = CallOpInterfaceRef::get(ctx, op) else {
            return op;
        };
        let callee = call.resolve_callable(ctx);
        let is_private = callee.is_some_and(|f| {
            ir::interfaces::symbol_visibility(ctx, f) == Visibility::Private
                && !FunctionOpInterfaceRef::get(ctx, f).is_some_and(|f| f.is_external(ctx))
        });
        if self.options.private_func_dynamic_ownership && is_private {
            return self.append_ownership_results(ctx, op);
        }
        let loc = ctx.op_loc(op);
        let true_value = build_bool_value(&mut before(ctx, op), loc, true);
        for result in ctx.results(op) {
            if !is_memref(ctx, result) {
                continue;
            }
            self.state
                .update_ownership(ctx, result, Ownership::Unique(true_value), None);
            if let Some(parent) = ctx.value_parent_block(result) {
                self.state.add_memref_to_deallocate(result, parent);
            }
        }
        op
    }

    /// `handleInterface(BranchOpInterface)`: a dealloc before the branch
    /// retaining what the successor needs, and the ownership of each
    /// forwarded memref passed along.
    fn handle_branch(&mut self, ctx: &mut Context, op: OpId) -> Result<OpId, Diagnostic> {
        let successors = ctx.successors(op).to_vec();
        if successors.len() > 1 {
            return Err(op_error(
                ctx,
                op,
                "BranchOpInterface operations with multiple successors are not supported yet",
            ));
        }
        let [succ] = successors[..] else {
            // Upstream's `emitError(op.getLoc())`: no op attached.
            return Err(Diagnostic::error(
                ctx.op_loc(op),
                "only BranchOpInterface operations with exactly one successor are supported yet",
            ));
        };
        let Some(branch) = BranchOpInterfaceRef::get(ctx, op) else {
            return Ok(op);
        };
        let succ_operands = branch.get_successor_operands(ctx, 0);
        if succ_operands.produced > 0 {
            return Err(op_error(ctx, op, "produced operands are not supported"));
        }
        let Some(block) = ctx.op_parent_block(op) else {
            return Ok(op);
        };
        let loc = ctx.op_loc(op);
        let forwarded: Vec<Value> = succ_operands
            .forwarded
            .map(|i| ctx.operand(op, i))
            .collect();
        let mut b = before(ctx, op);
        let (memrefs, conditions) = self
            .state
            .memrefs_and_conditions_to_deallocate(&mut b, loc, block)?;
        let retain = self
            .state
            .memrefs_to_retain(&b, block, Some(succ), &forwarded);
        let updated = build_dealloc(
            &mut b,
            &mut self.state,
            loc,
            block,
            &memrefs,
            &conditions,
            &retain,
        );
        let num_memrefs = forwarded.iter().filter(|&&v| is_memref(&b, v)).count();
        let mut new_operands = forwarded;
        new_operands.extend(updated.into_iter().take(num_memrefs));
        ir::interfaces::control_flow::set_successor_operands(ctx, op, 0, &new_operands)
            .map_err(|_| op_error(ctx, op, "cannot update the successor operands"))?;
        Ok(op)
    }

    /// `handleInterface(RegionBranchTerminatorOpInterface)`: functions
    /// without dynamic ownership return owned memrefs (cloned when the
    /// ownership is not statically true); other terminators pass the
    /// ownership of each returned memref as an extra operand.
    fn handle_region_branch_terminator(
        &mut self,
        ctx: &mut Context,
        op: OpId,
    ) -> Result<OpId, Diagnostic> {
        let Some(block) = ctx.op_parent_block(op) else {
            return Ok(op);
        };
        let without_dynamic_ownership = ctx
            .op_parent_op(op)
            .is_some_and(|p| self.is_function_without_dynamic_ownership(ctx, p));
        if without_dynamic_ownership {
            for i in 0..ctx.num_operands(op) {
                let value = ctx.operand(op, i);
                if !is_memref(ctx, value) {
                    continue;
                }
                let mut b = before(ctx, op);
                let owned = self.materialize_memref_with_guaranteed_ownership(&mut b, value, block);
                let _ = ctx.set_operand(op, i, owned);
            }
        }
        let Some(terminator) = RegionBranchTerminatorOpInterfaceRef::get(ctx, op) else {
            return Ok(op);
        };
        let range = terminator.get_mutable_successor_operands(ctx, RegionBranchPoint::Parent);
        let operands: Vec<Value> = range.clone().map(|i| ctx.operand(op, i)).collect();
        let updated = insert_dealloc_op_for_return_like(ctx, &mut self.state, op, &operands)?;
        if !without_dynamic_ownership {
            let mut new_operands = operands;
            new_operands.extend(updated);
            ir::interfaces::control_flow::set_operand_range(ctx, op, range, &new_operands)
                .map_err(|_| op_error(ctx, op, "cannot update the successor operands"))?;
        }
        Ok(op)
    }

    /// `isFunctionWithoutDynamicOwnership`.
    fn is_function_without_dynamic_ownership(&self, ctx: &Context, op: OpId) -> bool {
        let Some(func) = FunctionOpInterfaceRef::get(ctx, op) else {
            return false;
        };
        !self.options.private_func_dynamic_ownership
            || ir::interfaces::symbol_visibility(ctx, op) != Visibility::Private
            || func.is_external(ctx)
    }

    /// `populateRemainingOwnerships`: a memref result with no ownership
    /// yet takes that of its memref operands, else `false`.
    fn populate_remaining_ownerships(&mut self, ctx: &mut Context, op: OpId) {
        let Some(block) = ctx.op_parent_block(op) else {
            return;
        };
        for res in ctx.results(op) {
            if !is_memref(ctx, res) || self.state.ownership(res, block) != Ownership::Uninitialized
            {
                continue;
            }
            for operand in ctx.operands(op) {
                if !is_memref(ctx, operand) {
                    continue;
                }
                let ownership = ctx
                    .value_parent_block(operand)
                    .map_or(Ownership::Uninitialized, |b| {
                        self.state.ownership(operand, b)
                    });
                self.state
                    .update_ownership(ctx, res, ownership, Some(block));
            }
            if self.state.ownership(res, block) == Ownership::Uninitialized {
                let loc = ctx.op_loc(op);
                let false_value = build_bool_value(&mut before(ctx, op), loc, false);
                self.state
                    .update_ownership(ctx, res, Ownership::Unique(false_value), None);
            }
        }
    }
}

/// `updateFunctionSignature`: the function's type from its entry block's
/// arguments and its return-like terminators' operands.
fn update_function_signature(ctx: &mut Context, func: OpId) -> Result<(), Diagnostic> {
    let Some(f) = FunctionOpInterfaceRef::get(ctx, func) else {
        return Ok(());
    };
    let Some(&body) = ctx.op_regions(func).first() else {
        return Ok(());
    };
    let mut return_types: Vec<Vec<ir::Type>> = Vec::new();
    for &block in ctx.region_blocks(body) {
        for op in ctx.block_ops(block) {
            if let Some(t) = RegionBranchTerminatorOpInterfaceRef::get(ctx, op) {
                let range = t.get_mutable_successor_operands(ctx, RegionBranchPoint::Parent);
                return_types.push(range.map(|i| ctx.value_type(ctx.operand(op, i))).collect());
            }
        }
    }
    if return_types.windows(2).any(|w| w[0] != w[1]) {
        return Err(op_error(
            ctx,
            func,
            "there are multiple return operations with different operand types",
        ));
    }
    let fn_type = f.get_function_type(ctx);
    let results = match return_types.first() {
        Some(types) => types.clone(),
        None => ctx.function_results(fn_type).unwrap_or(&[]).to_vec(),
    };
    let inputs: Vec<ir::Type> = ctx
        .region_entry(body)
        .map(|entry| {
            ctx.block_args(entry)
                .into_iter()
                .map(|a| ctx.value_type(a))
                .collect()
        })
        .unwrap_or_default();
    let ty = ctx.function_type(&inputs, &results);
    let attr = ctx.type_attr(ty);
    f.set_function_type_attr(ctx, attr)
        .map_err(|_| op_error(ctx, func, "cannot set the function type"))
}

/// Inserts the deallocations of the function `func`
/// (`deallocateBuffersOwnershipBased`).
///
/// ```
/// let mut ctx = ir::Context::new();
/// for register in [func::register, arith::register, memref::register, scf::register] {
///     register(&mut ctx);
/// }
/// bufferization::register(&mut ctx);
/// let module = ir::parse_source(
///     &mut ctx,
///     "func.func @f(%c: i1) {
///        %0 = memref.alloc() : memref<4xf32>
///        return
///      }",
///     "input.mlir",
/// )
/// .expect("parses");
/// let func = ctx.walk_preorder(module)[1];
/// let options = bufferization_transforms::DeallocationOptions::default();
/// bufferization_transforms::deallocate_buffers_ownership_based(&mut ctx, func, options)
///     .expect("no unsupported op");
/// let text = ir::print_operation(&ctx, module, &ir::PrintOptions::default());
/// assert!(text.contains("bufferization.dealloc (%base_buffer : memref<f32>) if (%true)"));
/// ```
pub fn deallocate_buffers_ownership_based(
    ctx: &mut Context,
    func: OpId,
    options: DeallocationOptions,
) -> Result<(), Diagnostic> {
    let mut deallocation = BufferDeallocation {
        state: DeallocationState::new(ctx, func),
        options,
    };
    deallocation.deallocate_function(ctx, func)
}

/// The `ownership-based-buffer-deallocation` pass.
#[derive(Clone, Debug, Default)]
pub struct OwnershipBasedBufferDeallocation {
    base: OwnershipBasedBufferDeallocationBase,
}

/// Creates the `ownership-based-buffer-deallocation` pass (upstream's
/// `createOwnershipBasedBufferDeallocationPass`).
pub fn create_ownership_based_buffer_deallocation_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(OwnershipBasedBufferDeallocation::default())
}

impl OperationPass for OwnershipBasedBufferDeallocation {
    type Declaration = OwnershipBasedBufferDeallocationBase;
    fn declaration(&self) -> &OwnershipBasedBufferDeallocationBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut OwnershipBasedBufferDeallocationBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let options = DeallocationOptions {
            private_func_dynamic_ownership: self.base.options.private_func_dynamic_ownership,
        };
        let root = run.op();
        let funcs: Vec<OpId> = run
            .walk_postorder(root)
            .into_iter()
            .filter(|&op| func::FuncOp::cast(run, op).is_some())
            .collect();
        for f in funcs {
            if FunctionOpInterfaceRef::get(run, f).is_some_and(|i| i.is_external(run)) {
                continue;
            }
            if let Err(d) = deallocate_buffers_ownership_based(run.ctx(), f, options) {
                run.emit(d);
                return Err(PassFailure);
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(ctx: &mut Context, text: &str) -> OpId {
        for register in [
            func::register,
            arith::register,
            memref::register,
            scf::register,
            cf::register,
        ] {
            register(ctx);
        }
        bufferization::register(ctx);
        register_buffer_deallocation_op_interface_external_models(ctx);
        ir::parse_source(ctx, text, "input.mlir").expect("parses")
    }

    fn first_func(ctx: &Context, module: OpId) -> OpId {
        ctx.walk_preorder(module)
            .into_iter()
            .find(|&op| func::FuncOp::cast(ctx, op).is_some())
            .expect("a function")
    }

    #[test]
    fn ownership_combines_equal_indicators_only() {
        let mut ctx = Context::new();
        let module = parse(
            &mut ctx,
            "func.func @f(%a: i1, %b: i1) {
               %t = arith.constant true
               %u = arith.constant true
               return
             }",
        );
        let f = first_func(&ctx, module);
        let entry = ctx.region_entry(ctx.op_regions(f)[0]).expect("entry");
        let (a, b) = (ctx.block_arg(entry, 0), ctx.block_arg(entry, 1));
        let ops: Vec<OpId> = ctx.block_ops(entry).collect();
        let (t, u) = (ctx.result(ops[0], 0), ctx.result(ops[1], 0));
        let unique = |v| Ownership::Unique(v);
        assert_eq!(
            unique(a).combined(&ctx, Ownership::Uninitialized),
            unique(a)
        );
        assert_eq!(
            Ownership::Uninitialized.combined(&ctx, unique(b)),
            unique(b)
        );
        assert_eq!(unique(a).combined(&ctx, unique(b)), Ownership::Unknown);
        assert_eq!(unique(t).combined(&ctx, unique(u)), unique(t));
        assert_eq!(
            Ownership::Unknown.combined(&ctx, unique(a)),
            Ownership::Unknown
        );
    }

    #[test]
    fn block_arguments_come_first_then_results_in_order() {
        let mut ctx = Context::new();
        let module = parse(
            &mut ctx,
            "func.func @f(%a: memref<2xf32>, %b: memref<2xf32>) {
               %0 = memref.alloc() : memref<2xf32>
               %1 = memref.alloc() : memref<2xf32>
               return
             }",
        );
        let f = first_func(&ctx, module);
        let entry = ctx.region_entry(ctx.op_regions(f)[0]).expect("entry");
        let ops: Vec<OpId> = ctx.block_ops(entry).collect();
        let mut values = vec![
            ctx.result(ops[1], 0),
            ctx.block_arg(entry, 1),
            ctx.result(ops[0], 0),
            ctx.block_arg(entry, 0),
        ];
        values.sort_by(|&x, &y| value_order(&ctx, x, y));
        assert_eq!(
            values,
            vec![
                ctx.block_arg(entry, 0),
                ctx.block_arg(entry, 1),
                ctx.result(ops[0], 0),
                ctx.result(ops[1], 0),
            ]
        );
    }

    #[test]
    fn unstructured_loops_and_existing_deallocs_are_errors() {
        let mut ctx = Context::new();
        let module = parse(
            &mut ctx,
            "func.func @loop() {
               cf.br ^bb1
             ^bb1:
               cf.br ^bb1
             }
             func.func @dealloc(%m: memref<2xf32>) {
               memref.dealloc %m : memref<2xf32>
               return
             }",
        );
        let funcs: Vec<OpId> = ctx
            .walk_preorder(module)
            .into_iter()
            .filter(|&op| func::FuncOp::cast(&ctx, op).is_some())
            .collect();
        let options = DeallocationOptions::default();
        let loop_error = deallocate_buffers_ownership_based(&mut ctx, funcs[0], options)
            .expect_err("a back edge");
        assert_eq!(
            loop_error.message,
            "Only structured control-flow loops are supported."
        );
        let free_error =
            deallocate_buffers_ownership_based(&mut ctx, funcs[1], options).expect_err("a free");
        assert_eq!(
            free_error.message,
            "memory free side-effect on MemRef value not supported!"
        );
    }
}

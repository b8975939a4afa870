//! The reference-counting passes of upstream's `AsyncRuntimeRefCounting.cpp`
//! (automatic and policy-based) and `AsyncRuntimeRefCountingOpt.cpp`: at
//! the async runtime level, `async.runtime.add_ref`/`drop_ref` ops for the
//! reference-counted values (`!async.token`, `!async.value`,
//! `!async.group`) placed from their liveness or by the default policy,
//! and pairs of them that cancel out removed.

use std::collections::HashMap;

use crate::{
    AsyncRuntimePolicyBasedRefCountingBase, AsyncRuntimeRefCountingBase,
    AsyncRuntimeRefCountingOptBase, AwaitAllOp, AwaitOp, CoroSuspendOp, ExecuteOp, GroupType,
    RuntimeAddRefOp, RuntimeAddToGroupOp, RuntimeDropRefOp, RuntimeIsErrorOp, RuntimeLoadOp,
    TokenType, ValueType, YieldOp,
};
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::transforms::liveness::BlockLiveness;
use ir::{BlockId, Context, Diagnostic, OpBuilder, OpId, OpTrait, RegionId, Type, Value};

/// Whether values of type `ty` are reference counted by the runtime
/// (upstream's `isRefCounted`).
pub fn is_ref_counted(ctx: &Context, ty: Type) -> bool {
    ty.isa::<TokenType>(ctx) || ty.isa::<ValueType>(ctx) || ty.isa::<GroupType>(ctx)
}

/// The blocks nested in `op`, each after the blocks nested in its ops
/// (upstream's post-order `walk` over blocks).
fn blocks_postorder(ctx: &Context, op: OpId, out: &mut Vec<BlockId>) {
    for &r in ctx.op_regions(op) {
        for &b in ctx.region_blocks(r) {
            for o in ctx.block_ops(b).collect::<Vec<_>>() {
                blocks_postorder(ctx, o, out);
            }
            out.push(b);
        }
    }
}

/// The reference-counted values defined in `op`: block arguments (blocks in
/// post-order), then op results (ops in post-order), as upstream's walks
/// visit them.
fn ref_counted_values(ctx: &Context, op: OpId) -> (Vec<Value>, Vec<OpId>) {
    let mut blocks = Vec::new();
    blocks_postorder(ctx, op, &mut blocks);
    let args = blocks
        .into_iter()
        .flat_map(|b| ctx.block_args(b))
        .filter(|&a| is_ref_counted(ctx, ctx.value_type(a)))
        .collect();
    (args, ctx.walk_postorder(op))
}

/// The results of `op` that are reference counted.
fn ref_counted_results(ctx: &Context, op: OpId) -> Vec<Value> {
    ctx.results(op)
        .into_iter()
        .filter(|&v| is_ref_counted(ctx, ctx.value_type(v)))
        .collect()
}

/// Position of each op of `block` in it.
fn positions(ctx: &Context, block: BlockId) -> HashMap<OpId, usize> {
    ctx.block_ops(block)
        .enumerate()
        .map(|(i, o)| (o, i))
        .collect()
}

/// A `drop_ref` of a value without uses, right after its definition (at the
/// start of its block for a block argument): upstream's `dropRefIfNoUses`.
/// Whether the value had no uses.
fn drop_ref_if_no_uses(ctx: &mut Context, value: Value) -> bool {
    if ctx.uses(value).next().is_some() {
        return false;
    }
    let loc = ctx.value_loc(value);
    let mut b = OpBuilder::new(ctx);
    match b.defining_op(value) {
        Some(op) => b.set_insertion_point_after(op),
        None => match b.value_parent_block(value) {
            Some(block) => b.set_insertion_point_to_start(block),
            None => return true,
        },
    }
    RuntimeDropRefOp::build_with_values(&mut b, loc, value, 1);
    true
}

/// Upstream's `walkReferenceCountedValues`: fails on the high level async
/// ops left, then calls `add_ref_counting` on every reference-counted
/// block argument and op result.
fn walk_reference_counted_values(
    run: &mut PassRun<'_>,
    mut add_ref_counting: impl FnMut(&mut Context, Value) -> Result<(), PassFailure>,
) -> Result<(), PassFailure> {
    let top = run.op();
    let ctx = run.ctx();
    let high_level = ctx.walk_postorder(top).into_iter().find(|&o| {
        ExecuteOp::cast(ctx, o).is_some()
            || AwaitOp::cast(ctx, o).is_some()
            || AwaitAllOp::cast(ctx, o).is_some()
            || YieldOp::cast(ctx, o).is_some()
    });
    if let Some(o) = high_level {
        let d = Diagnostic::at_op(
            ctx,
            o,
            "async operations must be lowered to async runtime operations",
        );
        run.emit(d);
        return Err(PassFailure);
    }
    let ctx = run.ctx();
    let (args, ops) = ref_counted_values(ctx, top);
    for arg in args {
        add_ref_counting(ctx, arg)?;
    }
    for op in ops {
        for v in ref_counted_results(ctx, op) {
            add_ref_counting(ctx, v)?;
        }
    }
    Ok(())
}

/// The `async-runtime-policy-based-ref-counting` pass: reference counting
/// by the default policy (a token or group dropped after
/// `async.runtime.is_error`, a value after `async.runtime.load`, a token
/// after `async.runtime.add_to_group`; a value without uses dropped where
/// it is defined).
#[derive(Clone, Debug, Default)]
pub struct AsyncRuntimePolicyBasedRefCounting {
    base: AsyncRuntimePolicyBasedRefCountingBase,
}

/// Creates the `async-runtime-policy-based-ref-counting` pass (upstream's
/// `createAsyncRuntimePolicyBasedRefCountingPass`).
pub fn create_async_runtime_policy_based_ref_counting_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(AsyncRuntimePolicyBasedRefCounting::default())
}

/// The default policy: the reference count change a use of a
/// reference-counted value by `owner` makes (positive: added before the
/// owner, negative: dropped after it).
fn default_policy(ctx: &Context, owner: OpId, ty: Type) -> i64 {
    let token = ty.isa::<TokenType>(ctx);
    let group = ty.isa::<GroupType>(ctx);
    let value = ty.isa::<ValueType>(ctx);
    let drop = if RuntimeIsErrorOp::cast(ctx, owner).is_some() {
        token || group
    } else if RuntimeLoadOp::cast(ctx, owner).is_some() {
        value
    } else if RuntimeAddToGroupOp::cast(ctx, owner).is_some() {
        token
    } else {
        false
    };
    if drop {
        -1
    } else {
        0
    }
}

impl OperationPass for AsyncRuntimePolicyBasedRefCounting {
    type Declaration = AsyncRuntimePolicyBasedRefCountingBase;
    fn declaration(&self) -> &AsyncRuntimePolicyBasedRefCountingBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut AsyncRuntimePolicyBasedRefCountingBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        walk_reference_counted_values(run, |ctx, value| {
            if drop_ref_if_no_uses(ctx, value) {
                return Ok(());
            }
            let ty = ctx.value_type(value);
            // The uses as they are now: the ops added use the value too.
            let owners: Vec<OpId> = ctx.uses(value).map(|u| u.op).collect();
            for owner in owners {
                let loc = ctx.op_loc(owner);
                let count = default_policy(ctx, owner, ty);
                let mut b = OpBuilder::new(ctx);
                if count > 0 {
                    b.set_insertion_point_before(owner);
                    RuntimeAddRefOp::build_with_values(&mut b, loc, value, count);
                }
                if count < 0 {
                    b.set_insertion_point_after(owner);
                    RuntimeDropRefOp::build_with_values(&mut b, loc, value, -count);
                }
            }
            Ok(())
        })
    }
}

/// The `async-runtime-ref-counting-opt` pass: removes the pairs of
/// `async.runtime.add_ref` and a later `async.runtime.drop_ref` of the
/// same count in one block, unless a `func.call` taking the value (which
/// owns a reference) comes before another user between them.
#[derive(Clone, Debug, Default)]
pub struct AsyncRuntimeRefCountingOpt {
    base: AsyncRuntimeRefCountingOptBase,
}

/// Creates the `async-runtime-ref-counting-opt` pass (upstream's
/// `createAsyncRuntimeRefCountingOptPass`).
pub fn create_async_runtime_ref_counting_opt_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(AsyncRuntimeRefCountingOpt::default())
}

/// The users of a value in one block: its direct users there and the ops
/// there holding a user in their regions.
#[derive(Default)]
struct BlockUsers {
    add_refs: Vec<OpId>,
    drop_refs: Vec<OpId>,
    users: Vec<OpId>,
}

/// Finds the `add_ref`/`drop_ref` pairs of `value` that cancel out: each
/// `drop_ref` mapped to its `add_ref` in `cancellable` (upstream's
/// `optimizeReferenceCounting`).
fn optimize_reference_counting(ctx: &Context, value: Value, cancellable: &mut Vec<(OpId, OpId)>) {
    let defining_region = ctx
        .value_parent_block(value)
        .and_then(|b| ctx.block_parent_region(b));
    let mut blocks: Vec<(BlockId, BlockUsers)> = Vec::new();
    let mut record = |user: OpId| {
        let Some(block) = ctx.op_parent_block(user) else {
            return;
        };
        let at = match blocks.iter().position(|(b, _)| *b == block) {
            Some(i) => i,
            None => {
                blocks.push((block, BlockUsers::default()));
                blocks.len() - 1
            }
        };
        let info = &mut blocks[at].1;
        info.users.push(user);
        if RuntimeAddRefOp::cast(ctx, user).is_some() {
            info.add_refs.push(user);
        }
        if RuntimeDropRefOp::cast(ctx, user).is_some() {
            info.drop_refs.push(user);
        }
    };
    for u in ctx.uses(value) {
        let mut user = u.op;
        while ctx.op_parent_region(user) != defining_region {
            record(user);
            match ctx.op_parent_op(user) {
                Some(p) => user = p,
                None => break,
            }
        }
        record(user);
    }
    let count = |op: OpId| {
        RuntimeAddRefOp::cast(ctx, op)
            .map(|a| a.count(ctx))
            .or_else(|| RuntimeDropRefOp::cast(ctx, op).map(|d| d.count(ctx)))
    };
    for (block, mut info) in blocks {
        let pos = positions(ctx, block);
        let at = |op: &OpId| pos.get(op).copied().unwrap_or(usize::MAX);
        info.add_refs.sort_by_key(at);
        info.drop_refs.sort_by_key(at);
        info.users.sort_by_key(at);
        for &add_ref in &info.add_refs {
            for &drop_ref in &info.drop_refs {
                // A `drop_ref` after the `add_ref`, of the same count.
                if count(drop_ref) != count(add_ref) || at(&drop_ref) < at(&add_ref) {
                    continue;
                }
                // A function call owns a reference of what it is passed: a
                // user after the first call between the pair needs it.
                let mut first_call: Option<OpId> = None;
                let mut last_other: Option<OpId> = None;
                for &user in &info.users {
                    if at(&user) <= at(&add_ref) {
                        continue;
                    }
                    if at(&user) >= at(&drop_ref) {
                        break;
                    }
                    let is_call = func::CallOp::cast(ctx, user).is_some();
                    if is_call {
                        if first_call.is_none_or(|f| at(&user) < at(&f)) {
                            first_call = Some(user);
                        }
                        continue;
                    }
                    if last_other.is_none_or(|l| at(&l) < at(&user)) {
                        last_other = Some(user);
                    }
                }
                if let (Some(call), Some(other)) = (first_call, last_other) {
                    if at(&call) < at(&other) {
                        continue;
                    }
                }
                if cancellable.iter().any(|&(d, _)| d == drop_ref) {
                    // Already cancelled: the next `drop_ref`.
                    continue;
                }
                cancellable.push((drop_ref, add_ref));
                break;
            }
        }
    }
}

impl OperationPass for AsyncRuntimeRefCountingOpt {
    type Declaration = AsyncRuntimeRefCountingOptBase;
    fn declaration(&self) -> &AsyncRuntimeRefCountingOptBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut AsyncRuntimeRefCountingOptBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let top = run.op();
        let ctx = run.ctx();
        let mut cancellable = Vec::new();
        let (args, ops) = ref_counted_values(ctx, top);
        for arg in args {
            optimize_reference_counting(ctx, arg, &mut cancellable);
        }
        for op in ops {
            for v in ref_counted_results(ctx, op) {
                optimize_reference_counting(ctx, v, &mut cancellable);
            }
        }
        for (drop_ref, add_ref) in cancellable {
            ctx.erase_op(drop_ref).map_err(|_| PassFailure)?;
            ctx.erase_op(add_ref).map_err(|_| PassFailure)?;
        }
        Ok(())
    }
}

/// The `async-runtime-ref-counting` pass: automatic reference counting
/// from the values' liveness (upstream's `AsyncRuntimeRefCountingPass`):
/// a `drop_ref` after the last use in each block the value does not
/// outlive, an `add_ref` before each `func.call` taking it, and a
/// `drop_ref` at the start of the successors it is not live into when
/// others are (through a new block when the successor has other
/// predecessors).
#[derive(Clone, Debug, Default)]
pub struct AsyncRuntimeRefCounting {
    base: AsyncRuntimeRefCountingBase,
}

/// Creates the `async-runtime-ref-counting` pass (upstream's
/// `createAsyncRuntimeRefCountingPass`).
pub fn create_async_runtime_ref_counting_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(AsyncRuntimeRefCounting::default())
}

/// The region defining `value`.
fn value_region(ctx: &Context, value: Value) -> Option<RegionId> {
    ctx.value_parent_block(value)
        .and_then(|b| ctx.block_parent_region(b))
}

/// The first of `op` and its ancestors that `is_there` accepts.
fn ancestor_where(ctx: &Context, op: OpId, is_there: impl Fn(OpId) -> bool) -> Option<OpId> {
    std::iter::successors(Some(op), |&o| ctx.op_parent_op(o)).find(|&o| is_there(o))
}

/// The ancestor of `op` (itself included) whose parent region is `region`.
fn ancestor_in_region(ctx: &Context, op: OpId, region: RegionId) -> Option<OpId> {
    ancestor_where(ctx, op, |o| ctx.op_parent_region(o) == Some(region))
}

/// The ancestor of `op` (itself included) in `block`.
fn ancestor_in_block(ctx: &Context, op: OpId, block: BlockId) -> Option<OpId> {
    ancestor_where(ctx, op, |o| ctx.op_parent_block(o) == Some(block))
}

/// Upstream's `addDropRefAfterLastUse`: in each block of the defining
/// region holding a use that `value` is not live out of, a `drop_ref` after
/// the last user (none after a return-like terminator).
fn add_drop_ref_after_last_use(
    ctx: &mut Context,
    liveness: &BlockLiveness,
    value: Value,
) -> Result<(), Diagnostic> {
    let loc = ctx.value_loc(value);
    let Some(region) = value_region(ctx, value) else {
        return Ok(());
    };
    let mut blocks: Vec<(BlockId, OpId)> = Vec::new();
    for u in ctx.uses(value) {
        let Some(user) = ancestor_in_region(ctx, u.op, region) else {
            continue;
        };
        let Some(block) = ctx.op_parent_block(user) else {
            continue;
        };
        match blocks.iter_mut().find(|(b, _)| *b == block) {
            Some(entry) => entry.1 = user,
            None => blocks.push((block, user)),
        }
    }
    let mut last_users: Vec<OpId> = Vec::new();
    for (block, start) in blocks {
        if liveness.live_out(block).any(|v| v == value) {
            continue;
        }
        // Upstream's `getEndOperation`: the last user in the block.
        let pos = positions(ctx, block);
        let at = |op: OpId| pos.get(&op).copied().unwrap_or(0);
        let mut end = start;
        for u in ctx.uses(value) {
            if let Some(user) = ancestor_in_block(ctx, u.op, block) {
                if at(end) < at(user) {
                    end = user;
                }
            }
        }
        if !last_users.contains(&end) {
            last_users.push(end);
        }
    }
    for last in last_users {
        if ctx.op_has_trait(last, &OpTrait::ReturnLike) {
            continue;
        }
        if ctx.op_has_trait(last, &OpTrait::IsTerminator) {
            return Err(Diagnostic::at_op(
                ctx,
                last,
                "async reference counting can't handle terminators that are not ReturnLike",
            ));
        }
        let mut b = OpBuilder::new(ctx);
        b.set_insertion_point_after(last);
        RuntimeDropRefOp::build_with_values(&mut b, loc, value, 1);
    }
    Ok(())
}

/// Upstream's `addAddRefBeforeFunctionCall`: a function call takes a
/// reference of what it is passed.
fn add_add_ref_before_function_call(ctx: &mut Context, value: Value) {
    let loc = ctx.value_loc(value);
    let users: Vec<OpId> = ctx.uses(value).map(|u| u.op).collect();
    for user in users {
        if func::CallOp::cast(ctx, user).is_none() {
            continue;
        }
        let mut b = OpBuilder::new(ctx);
        b.set_insertion_point_before(user);
        RuntimeAddRefOp::build_with_values(&mut b, loc, value, 1);
    }
}

/// Upstream's `addDropRefInDivergentLivenessSuccessor`: where `value` is
/// live out of a block and live into some of its successors but not
/// others, a `drop_ref` at the start of the others.
fn add_drop_ref_in_divergent_liveness_successor(
    ctx: &mut Context,
    liveness: &BlockLiveness,
    value: Value,
) -> Result<(), Diagnostic> {
    let loc = ctx.value_loc(value);
    let Some(region) = value_region(ctx, value) else {
        return Ok(());
    };
    let mut divergent: Vec<(BlockId, Vec<BlockId>)> = Vec::new();
    for &block in ctx.region_blocks(region) {
        if !liveness.live_out(block).any(|v| v == value) {
            continue;
        }
        let mut live_in = Vec::new();
        let mut not_live_in = Vec::new();
        let successors = ctx
            .block_last_op(block)
            .map(|t| ctx.successors(t).to_vec())
            .unwrap_or_default();
        for s in successors {
            let set = if liveness.is_live_in(s, value) {
                &mut live_in
            } else {
                &mut not_live_in
            };
            if !set.contains(&s) {
                set.push(s);
            }
        }
        if !live_in.is_empty() && !not_live_in.is_empty() {
            divergent.push((block, not_live_in));
        }
    }
    for (block, successors) in divergent {
        let Some(terminator) = ctx.block_last_op(block) else {
            continue;
        };
        if CoroSuspendOp::cast(ctx, terminator).is_some() {
            continue;
        }
        if successors.iter().any(|&s| ctx.num_block_args(s) > 0) {
            return Err(Diagnostic::op_error(
                ctx,
                terminator,
                "successor have different `liveIn` property of the reference counted value",
            ));
        }
        for successor in successors {
            let ref_counting_block = if ctx.block_unique_predecessor(successor) == Some(block) {
                successor
            } else {
                let new_block = ctx.create_block(&[]);
                ctx.insert_block(region, new_block, Some(successor))
                    .map_err(|_| Diagnostic::error(loc, "invalid successor block"))?;
                let mut b = OpBuilder::new(ctx);
                b.set_insertion_point_to_end(new_block);
                cf::BranchOp::build_from_dest_dest_operands(&mut b, loc, successor, &[]);
                new_block
            };
            let mut b = OpBuilder::new(ctx);
            b.set_insertion_point_to_start(ref_counting_block);
            RuntimeDropRefOp::build_with_values(&mut b, loc, value, 1);
            if ref_counting_block == successor {
                continue;
            }
            let targets = ctx.successors(terminator).to_vec();
            for (i, s) in targets.into_iter().enumerate() {
                if s == successor {
                    ctx.set_successor(terminator, i, ref_counting_block)
                        .map_err(|_| Diagnostic::error(loc, "invalid successor index"))?;
                }
            }
        }
    }
    Ok(())
}

impl OperationPass for AsyncRuntimeRefCounting {
    type Declaration = AsyncRuntimeRefCountingBase;
    fn declaration(&self) -> &AsyncRuntimeRefCountingBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut AsyncRuntimeRefCountingBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let top = run.op();
        // Upstream computes the analysis once, when the first value with
        // uses asks for it: the `drop_ref`s added before then do not
        // change which blocks values are live into or out of.
        let liveness = BlockLiveness::new(run.ctx(), top);
        let mut failure: Option<Diagnostic> = None;
        let result = walk_reference_counted_values(run, |ctx, value| {
            if drop_ref_if_no_uses(ctx, value) {
                return Ok(());
            }
            let done = add_drop_ref_after_last_use(ctx, &liveness, value).and_then(|()| {
                add_add_ref_before_function_call(ctx, value);
                add_drop_ref_in_divergent_liveness_successor(ctx, &liveness, value)
            });
            done.map_err(|d| {
                failure = Some(d);
                PassFailure
            })
        });
        if let Some(d) = failure {
            run.emit(d);
        }
        result
    }
}

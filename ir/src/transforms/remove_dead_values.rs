//! `remove-dead-values` (MLIR's `Transforms/RemoveDeadValues.cpp`): with
//! the [`Liveness`] of every value, erases the arguments of private
//! functions nobody needs, the results no caller needs, the operands,
//! region arguments, terminator operands and results of region branch ops
//! forwarded only to values not needed, and the ops without memory effects
//! none of whose results is live. The IR is left as it is (with an error)
//! when it has branch ops, symbols that are not functions or symbol users
//! that are not calls.

use super::dataflow::liveness::{entry_successor_operand_range, point_of};
use super::dataflow::Liveness;
use super::RemoveDeadValuesBase;
use crate::core::builder::OpBuilder;
use crate::core::context::Context;
use crate::core::registry::OpTrait;
use crate::core::storage::{IrError, OpId, OperationState, RegionId, Value};
use crate::interfaces::function_edit::{erase_function_arguments, erase_function_results};
use crate::interfaces::side_effects::is_memory_effect_free;
use crate::interfaces::symbols::{is_symbol, symbol_uses, symbol_visibility};
use crate::interfaces::types::{RegionBranchPoint, RegionSuccessor, Visibility};
use crate::interfaces::{
    BranchOpInterfaceRef, CallOpInterfaceRef, FunctionOpInterfaceRef, RegionBranchOpInterfaceRef,
    RegionBranchTerminatorOpInterfaceRef, SymbolUserOpInterfaceRef,
};
use crate::pass::{OperationPass, PassFailure, PassRun};
use crate::support::intern::FxHashMap;

/// The `remove-dead-values` pass.
#[derive(Clone, Debug, Default)]
pub struct RemoveDeadValues {
    base: RemoveDeadValuesBase,
}

impl OperationPass for RemoveDeadValues {
    type Declaration = RemoveDeadValuesBase;
    fn declaration(&self) -> &RemoveDeadValuesBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut RemoveDeadValuesBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let top = run.op();
        let la = Liveness::run(run, top);
        // Upstream's check walks in post-order and stops at the first
        // offending op; the IR is then left untouched, and the pass does
        // not fail.
        let unacceptable = run.walk_postorder(top).into_iter().find(|&op| {
            BranchOpInterfaceRef::get(run, op).is_some()
                || (is_symbol(run, op)
                    && run.attr(op, "sym_name").is_some()
                    && FunctionOpInterfaceRef::get(run, op).is_none())
                || (SymbolUserOpInterfaceRef::get(run, op).is_some()
                    && CallOpInterfaceRef::get(run, op).is_none())
        });
        if let Some(op) = unacceptable {
            let d = crate::pass::op_error(
                run,
                op,
                "cannot optimize an IR with non-function symbol ops, non-call symbol user ops or branch ops\n",
            );
            run.emit(d);
            return Ok(());
        }
        let mut clean = Cleaner { la: &la, top };
        // A post-order walk that reads the next op before visiting one, as
        // upstream's `walk` does: an op a visit puts after the current one
        // is not visited.
        walk_postorder_early_inc(run, top, &mut |ctx, op| clean.visit(ctx, op));
        Ok(())
    }
}

/// Visits the ops nested in `op`, then `op`, each block's ops in order
/// with the next one read before the current one is visited.
fn walk_postorder_early_inc(ctx: &mut Context, op: OpId, f: &mut dyn FnMut(&mut Context, OpId)) {
    for r in ctx.op_regions(op).to_vec() {
        for b in ctx.region_blocks(r).to_vec() {
            let mut cur = ctx.block_ops(b).next();
            while let Some(o) = cur {
                cur = ctx.next_op(o);
                if ctx.is_live(o) {
                    walk_postorder_early_inc(ctx, o, f);
                }
            }
        }
    }
    f(ctx, op);
}

struct Cleaner<'a> {
    la: &'a Liveness,
    top: OpId,
}

impl Cleaner<'_> {
    fn visit(&mut self, ctx: &mut Context, op: OpId) {
        if !ctx.is_live(op) {
            return;
        }
        // Changes that fail leave a part of the IR as it was: they come
        // from ops whose interfaces disagree with their structure, which
        // the verifier after the pass reports.
        let _ = if FunctionOpInterfaceRef::get(ctx, op).is_some() {
            self.clean_function(ctx, op)
        } else if let Some(branch) = RegionBranchOpInterfaceRef::get(ctx, op) {
            self.clean_region_branch_op(ctx, branch)
        } else if ctx.op_has_trait(op, &OpTrait::IsTerminator)
            || CallOpInterfaceRef::get(ctx, op).is_some()
        {
            // A terminator is cleaned with its parent, a call with its
            // callee.
            Ok(())
        } else {
            self.clean_simple_op(ctx, op)
        };
    }

    /// Whether one of `values` is live (`hasLive`): a value without a
    /// state counts as live.
    fn has_live(&self, values: &[Value]) -> bool {
        values.iter().any(|&v| self.la.is_live(v).unwrap_or(true))
    }

    /// Which of `values` are live (`markLives`).
    fn lives(&self, values: &[Value]) -> Vec<bool> {
        values
            .iter()
            .map(|&v| self.la.is_live(v).unwrap_or(true))
            .collect()
    }

    /// Erases an op without memory effects none of whose results is live
    /// (`cleanSimpleOp`).
    fn clean_simple_op(&self, ctx: &mut Context, op: OpId) -> Result<(), IrError> {
        if !is_memory_effect_free(ctx, op) || self.has_live(&ctx.results(op)) {
            return Ok(());
        }
        ctx.drop_all_uses_of_results(op);
        ctx.erase_op(op)
    }

    /// Erases a private function's arguments that are not live (and the
    /// call operands passing them), and the results that no call's result
    /// needs (`cleanFuncOp`).
    fn clean_function(&self, ctx: &mut Context, func: OpId) -> Result<(), IrError> {
        if symbol_visibility(ctx, func) == Visibility::Public {
            return Ok(());
        }
        let Some(entry) = ctx
            .op_regions(func)
            .first()
            .and_then(|&r| ctx.region_entry(r))
        else {
            // A declaration: nothing to clean (upstream reads the last
            // block's terminator, which a declaration does not have).
            return Ok(());
        };
        let args = ctx.block_args(entry);
        let dead_args: Vec<bool> = self.lives(&args).into_iter().map(|l| !l).collect();
        for (&a, &dead) in args.iter().zip(&dead_args) {
            if dead {
                ctx.drop_all_uses(a);
            }
        }
        erase_function_arguments(ctx, func, &dead_args)?;
        let calls = symbol_uses(ctx, func, self.top);
        for &call in &calls {
            let Some(iface) = CallOpInterfaceRef::get(ctx, call) else {
                continue;
            };
            let args = iface.get_arg_operands_mutable(ctx);
            let mut erase = vec![false; ctx.num_operands(call)];
            for (i, k) in args.enumerate() {
                if dead_args.get(i).copied().unwrap_or(false) {
                    erase[k] = true;
                }
            }
            erase_operands(ctx, call, &erase)?;
        }
        // A result goes when no call's result needs it, whether or not the
        // returned value is live.
        let last_block = ctx
            .op_regions(func)
            .first()
            .and_then(|&r| ctx.region_blocks(r).last().copied());
        let num_returns = last_block
            .and_then(|b| ctx.block_last_op(b))
            .map_or(0, |t| ctx.num_operands(t));
        let mut dead_results = vec![true; num_returns];
        for &call in &calls {
            for (dead, live) in dead_results.iter_mut().zip(self.lives(&ctx.results(call))) {
                *dead &= !live;
            }
        }
        let blocks = ctx
            .op_regions(func)
            .first()
            .map(|&r| ctx.region_blocks(r).to_vec());
        for b in blocks.unwrap_or_default() {
            if let Some(ret) = ctx.block_last_op(b) {
                if ctx.num_operands(ret) == num_returns {
                    erase_operands(ctx, ret, &dead_results)?;
                }
            }
        }
        erase_function_results(ctx, func, &dead_results)?;
        for call in calls {
            drop_uses_and_erase_results(ctx, call, &dead_results)?;
        }
        Ok(())
    }

    /// Erases a region branch op without memory effects and live results;
    /// otherwise erases the operands, region arguments, terminator
    /// operands and results that only forward to values not kept
    /// (`cleanRegionBranchOp`).
    fn clean_region_branch_op(
        &self,
        ctx: &mut Context,
        branch: RegionBranchOpInterfaceRef,
    ) -> Result<(), IrError> {
        let op = branch.operation();
        if is_memory_effect_free(ctx, op) && !self.has_live(&ctx.results(op)) {
            ctx.drop_all_uses_of_results(op);
            return ctx.erase_op(op);
        }
        let regions = ctx.op_regions(op).to_vec();
        let flow = Flow::new(ctx, branch, &regions);
        let mut keep = Keep {
            results: self.lives(&ctx.results(op)),
            args: regions
                .iter()
                .map(|&r| {
                    let args = ctx
                        .region_entry(r)
                        .map(|b| ctx.block_args(b))
                        .unwrap_or_default();
                    (r, self.lives(&args))
                })
                .collect(),
            operands: vec![true; ctx.num_operands(op)],
            terminators: FxHashMap::default(),
        };
        // Non-forwarded operands and terminator operands decide the flow:
        // they stay.
        for e in &flow.entry {
            for k in e.forwarded.clone() {
                keep.operands[k] = false;
            }
        }
        for (region, term, edges) in &flow.exits {
            let mut kept = vec![true; ctx.num_operands(*term)];
            for e in edges {
                for k in e.forwarded.clone() {
                    kept[k] = false;
                }
            }
            keep.terminators.insert(*region, kept);
        }
        flow.settle(&mut keep);

        erase_operands(ctx, op, &not(&keep.operands))?;
        for &r in &regions {
            let Some(entry) = ctx.region_entry(r) else {
                continue;
            };
            let kept = keep.args.get(&r).cloned().unwrap_or_default();
            for (i, a) in ctx.block_args(entry).into_iter().enumerate() {
                if !kept.get(i).copied().unwrap_or(true) {
                    ctx.drop_all_uses(a);
                }
            }
            for i in (0..ctx.num_block_args(entry)).rev() {
                if !kept.get(i).copied().unwrap_or(true) {
                    ctx.erase_block_arg(entry, i)?;
                }
            }
        }
        for &(region, term, _) in &flow.exits {
            if let Some(kept) = keep.terminators.get(&region) {
                erase_operands(ctx, term, &not(kept))?;
            }
        }
        drop_uses_and_erase_results(ctx, op, &not(&keep.results))
    }
}

/// What a region branch op keeps: its results, the arguments of each
/// region's entry block, its operands, each region terminator's operands.
struct Keep {
    results: Vec<bool>,
    args: FxHashMap<RegionId, Vec<bool>>,
    operands: Vec<bool>,
    terminators: FxHashMap<RegionId, Vec<bool>>,
}

impl Keep {
    /// The entry for input `i` of `to` (argument `i` of a region's entry
    /// block, or result `i` of the op).
    fn input_mut(&mut self, to: Option<RegionId>, i: usize) -> Option<&mut bool> {
        match to {
            Some(r) => self.args.get_mut(&r).and_then(|a| a.get_mut(i)),
            None => self.results.get_mut(i),
        }
    }
}

/// One successor of a region branch op's entry or of a region's
/// terminator: where control goes (a region, or `None` for the op's
/// results), the positions of the operands forwarded to it, and each
/// forwarded operand with the number of the argument or result it
/// reaches.
struct Edge {
    to: Option<RegionId>,
    forwarded: std::ops::Range<usize>,
    pairs: Vec<(usize, usize)>,
}

impl Edge {
    fn new(s: &RegionSuccessor, forwarded: std::ops::Range<usize>) -> Self {
        let pairs = forwarded
            .clone()
            .zip(s.inputs())
            .map(|(k, &input)| match input {
                Value::Arg { index, .. } | Value::Result { index, .. } => (k, index as usize),
            })
            .collect();
        Edge {
            to: s.successor(),
            forwarded,
            pairs,
        }
    }
}

/// The data flow of a region branch op: the successors of its entry and
/// of each region's terminator.
struct Flow {
    entry: Vec<Edge>,
    /// (region, its terminator, the terminator's successors).
    exits: Vec<(RegionId, OpId, Vec<Edge>)>,
}

impl Flow {
    fn new(ctx: &Context, branch: RegionBranchOpInterfaceRef, regions: &[RegionId]) -> Self {
        let successors = |point: RegionBranchPoint| {
            let mut s: Vec<RegionSuccessor> = Vec::new();
            branch.get_successor_regions(ctx, point, &mut s);
            s
        };
        let entry = successors(RegionBranchPoint::Parent)
            .iter()
            .map(|s| Edge::new(s, entry_successor_operand_range(ctx, branch, s)))
            .collect();
        let mut exits = Vec::new();
        for &r in regions {
            let Some(term) = ctx.region_entry(r).and_then(|b| ctx.block_last_op(b)) else {
                continue;
            };
            let Some(t) = RegionBranchTerminatorOpInterfaceRef::get(ctx, term) else {
                continue;
            };
            let edges = successors(RegionBranchPoint::Region(r))
                .iter()
                .map(|s| Edge::new(s, t.get_mutable_successor_operands(ctx, point_of(s))))
                .collect();
            exits.push((r, term, edges));
        }
        Flow { entry, exits }
    }

    /// Grows what is kept to a fixpoint (`markValuesToKeep`): an operand
    /// is kept when an input it reaches is, and an input is kept when an
    /// operand reaching it is.
    fn settle(&self, keep: &mut Keep) {
        loop {
            for e in &self.entry {
                for &(k, i) in &e.pairs {
                    if keep.input_mut(e.to, i).is_none_or(|kept| *kept) {
                        keep.operands[k] = true;
                    }
                }
            }
            for (region, _, edges) in &self.exits {
                for e in edges {
                    for &(k, i) in &e.pairs {
                        if keep.input_mut(e.to, i).is_none_or(|kept| *kept) {
                            if let Some(t) = keep.terminators.get_mut(region) {
                                t[k] = true;
                            }
                        }
                    }
                }
            }
            let mut changed = false;
            for e in &self.entry {
                for &(k, i) in &e.pairs {
                    if keep.operands[k] {
                        changed |= set(keep.input_mut(e.to, i));
                    }
                }
            }
            for (region, _, edges) in &self.exits {
                for e in edges {
                    for &(k, i) in &e.pairs {
                        if keep.terminators.get(region).is_some_and(|t| t[k]) {
                            changed |= set(keep.input_mut(e.to, i));
                        }
                    }
                }
            }
            if !changed {
                break;
            }
        }
    }
}

/// Sets a kept flag; whether it was not set.
fn set(flag: Option<&mut bool>) -> bool {
    match flag {
        Some(f) if !*f => {
            *f = true;
            true
        }
        _ => false,
    }
}

fn not(bits: &[bool]) -> Vec<bool> {
    bits.iter().map(|&b| !b).collect()
}

/// Erases the operands of `op` whose entry in `erase` is true
/// (`Operation::eraseOperands`).
fn erase_operands(ctx: &mut Context, op: OpId, erase: &[bool]) -> Result<(), IrError> {
    if !erase.iter().any(|&e| e) {
        return Ok(());
    }
    let kept: Vec<Value> = ctx
        .operands(op)
        .into_iter()
        .enumerate()
        .filter(|&(i, _)| !erase.get(i).copied().unwrap_or(false))
        .map(|(_, v)| v)
        .collect();
    ctx.set_operands(op, &kept)
}

/// Replaces `op` by a copy right after it without the results whose entry
/// in `erase` is true, its regions moved into the copy; the erased
/// results' uses are dropped (`dropUsesAndEraseResults`).
fn drop_uses_and_erase_results(ctx: &mut Context, op: OpId, erase: &[bool]) -> Result<(), IrError> {
    let results = ctx.results(op);
    let mut state = OperationState::new(ctx.op_get_name(op), ctx.op_loc(op));
    state.operands = ctx.operands(op);
    state.result_types = results
        .iter()
        .enumerate()
        .filter(|&(i, _)| !erase.get(i).copied().unwrap_or(false))
        .map(|(_, &r)| ctx.value_type(r))
        .collect();
    state.attributes = ctx.attrs(op).to_vec();
    state.properties = ctx.props(op);
    let old_regions = ctx.op_regions(op).to_vec();
    for _ in &old_regions {
        state.regions.push(ctx.create_region());
    }
    let new_regions = state.regions.clone();
    let mut b = OpBuilder::new(ctx);
    b.set_insertion_point_after(op);
    let new = b.create(state);
    for (&from, &to) in old_regions.iter().zip(&new_regions) {
        for block in ctx.region_blocks(from).to_vec() {
            ctx.detach_block(block)?;
            ctx.insert_block(to, block, None)?;
        }
    }
    let mut next = 0;
    for (i, r) in results.into_iter().enumerate() {
        if erase.get(i).copied().unwrap_or(false) {
            ctx.drop_all_uses(r);
        } else {
            let to = ctx.result(new, next);
            ctx.replace_all_uses_with(r, to);
            next += 1;
        }
    }
    ctx.erase_op(op)
}

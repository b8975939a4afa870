//! Liveness (`Analysis/DataFlow/LivenessAnalysis.cpp`, on the sparse
//! backward analysis of `SparseAnalysis.cpp`): which values are needed.
//!
//! A value is live when it is an operand of an op with memory effects, a
//! branch operand that decides whether control reaches an op with memory
//! effects, a call operand not forwarded to the callee, returned where
//! not every caller is known, or used to compute a live value. Only ops
//! in blocks the dead-code analysis finds executable are visited, as
//! upstream's `RunLivenessAnalysis` runs it beside `DeadCodeAnalysis` and
//! the constant propagation: a value none of them touched has no state
//! ([`Liveness::is_live`] is `None`), which users read as live.
//!
//! The lattice only goes up (not live, then live), so the fixpoint does
//! not depend on the order ops are visited in; dependencies are upstream's
//! (`getLatticeElementFor`: the op reading a value's state is visited again
//! when it changes).

use super::constant::ConstantAnalysis;
use super::solver::Solver;
use crate::core::context::Context;
use crate::core::registry::OpTrait;
use crate::core::storage::{OpId, Value};
use crate::interfaces::side_effects::is_memory_effect_free;
use crate::interfaces::symbols::SymbolTableCollection;
use crate::interfaces::types::{RegionBranchPoint, RegionSuccessor};
use crate::interfaces::{
    BranchOpInterfaceRef, CallOpInterfaceRef, CallableOpInterfaceRef, RegionBranchOpInterfaceRef,
    RegionBranchTerminatorOpInterfaceRef,
};
use crate::support::intern::FxHashMap;
use crate::transforms::call_graph::resolve_call;

/// The liveness of every value of an op's regions (`RunLivenessAnalysis`).
pub struct Liveness {
    /// A state per value touched: whether it is live.
    live: FxHashMap<Value, bool>,
}

impl Liveness {
    /// Runs the dead-code analysis and the liveness analysis on the ops
    /// nested in `top`.
    pub fn run(ctx: &mut Context, top: OpId) -> Self {
        let dca = Solver::run(ctx, top, ConstantAnalysis);
        let mut run = Run {
            dca,
            tables: SymbolTableCollection::new(),
            live: FxHashMap::default(),
            deps: FxHashMap::default(),
            queue: Vec::new(),
        };
        for op in ctx.walk_preorder(top) {
            run.visit(ctx, op);
        }
        while let Some(op) = run.queue.pop() {
            if ctx.is_live(op) {
                run.visit(ctx, op);
            }
        }
        Liveness { live: run.live }
    }

    /// Whether `v` is live; `None` when the analysis has no state for it
    /// (not reached, or made after the analysis ran).
    pub fn is_live(&self, v: Value) -> Option<bool> {
        self.live.get(&v).copied()
    }
}

/// The analysis while it runs.
struct Run {
    dca: Solver<ConstantAnalysis>,
    tables: SymbolTableCollection,
    live: FxHashMap<Value, bool>,
    /// The ops to visit again when a value becomes live.
    deps: FxHashMap<Value, Vec<OpId>>,
    queue: Vec<OpId>,
}

impl Run {
    /// `v`'s state, made if new (`getLatticeElement`).
    fn state(&mut self, v: Value) -> bool {
        *self.live.entry(v).or_insert(false)
    }

    /// `v`'s state, `op` visited again when it changes
    /// (`getLatticeElementFor`).
    fn read(&mut self, v: Value, op: OpId) -> bool {
        self.add_dependency(v, op);
        self.state(v)
    }

    fn add_dependency(&mut self, v: Value, op: OpId) {
        let deps = self.deps.entry(v).or_default();
        if !deps.contains(&op) {
            deps.push(op);
        }
    }

    /// Marks `v` live, revisiting what read it if that is new.
    fn mark_live(&mut self, v: Value) {
        let state = self.live.entry(v).or_insert(false);
        if !*state {
            *state = true;
            if let Some(deps) = self.deps.get(&v) {
                self.queue.extend(deps.iter().copied());
            }
        }
    }

    /// `meet(lhs, rhs)`: `lhs` is live when `rhs` is.
    fn meet(&mut self, lhs: Value, rhs_live: bool) {
        self.state(lhs);
        if rhs_live {
            self.mark_live(lhs);
        }
    }

    /// `AbstractSparseBackwardDataFlowAnalysis::visitOperation`.
    fn visit(&mut self, ctx: &mut Context, op: OpId) {
        let Some(block) = ctx.op_parent_block(op) else {
            return;
        };
        if !self.dca.is_block_live(block) {
            return;
        }
        let operands = ctx.operands(op);
        for &v in &operands {
            self.state(v);
        }
        let results = ctx.results(op);
        for &r in &results {
            self.read(r, op);
        }
        if let Some(branch) = RegionBranchOpInterfaceRef::get(ctx, op) {
            self.visit_region_successors(ctx, branch, &operands);
            return;
        }
        if let Some(branch) = BranchOpInterfaceRef::get(ctx, op) {
            let mut unaccounted = vec![true; operands.len()];
            for (index, succ) in ctx.successors(op).to_vec().into_iter().enumerate() {
                let forwarded = branch.get_successor_operands(ctx, index);
                for k in forwarded.forwarded.clone() {
                    unaccounted[k] = false;
                    let Some(arg) = forwarded.argument_for_operand(k) else {
                        continue;
                    };
                    if arg < ctx.num_block_args(succ) {
                        let a = ctx.block_arg(succ, arg);
                        let live = self.read(a, op);
                        self.meet(operands[k], live);
                    }
                }
            }
            for (k, _) in unaccounted.iter().enumerate().filter(|(_, &u)| u) {
                self.visit_branch_operand(ctx, op, operands[k]);
            }
            return;
        }
        if let Some(call) = CallOpInterfaceRef::get(ctx, op) {
            let callable = resolve_call(ctx, call, &self.tables)
                .and_then(|c| CallableOpInterfaceRef::get(ctx, c));
            if let Some(callable) = callable {
                let entry = callable
                    .get_callable_region(ctx)
                    .and_then(|r| ctx.region_entry(r));
                let Some(entry) = entry else {
                    // An external callee (`visitExternalCall`): every
                    // operand is a non-forwarded call operand.
                    for &v in &operands {
                        self.mark_live(v);
                    }
                    return;
                };
                let args = call.get_arg_operands_mutable(ctx);
                let mut unaccounted = vec![true; operands.len()];
                for (a, k) in ctx.block_args(entry).into_iter().zip(args) {
                    let live = self.read(a, op);
                    self.meet(operands[k], live);
                    unaccounted[k] = false;
                }
                for (k, _) in unaccounted.iter().enumerate().filter(|(_, &u)| u) {
                    self.mark_live(operands[k]);
                }
                return;
            }
        }
        if let Some(term) = RegionBranchTerminatorOpInterfaceRef::get(ctx, op) {
            let parent = ctx
                .op_parent_op(op)
                .and_then(|p| RegionBranchOpInterfaceRef::get(ctx, p));
            if parent.is_some() {
                self.visit_region_successors_from_terminator(ctx, term, &operands);
                return;
            }
        }
        if ctx.op_has_trait(op, &OpTrait::ReturnLike) {
            let callable = ctx
                .op_parent_op(op)
                .filter(|&p| CallableOpInterfaceRef::get(ctx, p).is_some());
            if let Some(callable) = callable {
                match self.dca.callable_sites(callable).map(<[OpId]>::to_vec) {
                    Some(calls) => {
                        for call in calls {
                            for (&v, r) in operands.iter().zip(ctx.results(call)) {
                                let live = self.read(r, op);
                                self.meet(v, live);
                            }
                        }
                    }
                    // Callers not all known (public functions): the
                    // returned values are live (`setToExitState`).
                    None => {
                        for &v in &operands {
                            self.mark_live(v);
                        }
                    }
                }
                return;
            }
        }
        self.transfer(ctx, op, &operands, &results);
    }

    /// `LivenessAnalysis::visitOperation`: the operands of an op with
    /// memory effects are live, and all of them are when a result is.
    fn transfer(&mut self, ctx: &Context, op: OpId, operands: &[Value], results: &[Value]) {
        if !is_memory_effect_free(ctx, op) {
            for &v in operands {
                self.mark_live(v);
            }
        }
        let mut found = false;
        for &r in results {
            if !found && self.state(r) {
                for &v in operands {
                    self.mark_live(v);
                }
                found = true;
            }
            self.add_dependency(r, op);
        }
    }

    /// `LivenessAnalysis::visitBranchOperand`: an operand of `op` forwarded
    /// nowhere is live when control it decides may reach an op with memory
    /// effects, or by the op's own transfer (and, for a region terminator,
    /// its parent's).
    fn visit_branch_operand(&mut self, ctx: &Context, op: OpId, operand: Value) {
        let blocks: Vec<_> = if RegionBranchOpInterfaceRef::get(ctx, op).is_some() {
            ctx.op_regions(op)
                .iter()
                .flat_map(|&r| ctx.region_blocks(r).to_vec())
                .collect()
        } else if BranchOpInterfaceRef::get(ctx, op).is_some() {
            ctx.successors(op).to_vec()
        } else {
            ctx.op_parent_op(op)
                .map(|p| {
                    ctx.op_regions(p)
                        .iter()
                        .flat_map(|&r| ctx.region_blocks(r).to_vec())
                        .collect()
                })
                .unwrap_or_default()
        };
        let effects = blocks
            .iter()
            .any(|&b| ctx.block_ops(b).any(|o| !is_memory_effect_free(ctx, o)));
        if effects {
            self.mark_live(operand);
        }
        let results = ctx.results(op);
        self.transfer(ctx, op, &[operand], &results);
        if RegionBranchTerminatorOpInterfaceRef::get(ctx, op).is_none() {
            return;
        }
        if let Some(parent) = ctx.op_parent_op(op) {
            let parent_results = ctx.results(parent);
            self.transfer(ctx, parent, &[operand], &parent_results);
        }
    }

    /// The operands of a region branch op flow back from the region
    /// arguments and results they are forwarded to; the others are branch
    /// operands (`visitRegionSuccessors`).
    fn visit_region_successors(
        &mut self,
        ctx: &mut Context,
        branch: RegionBranchOpInterfaceRef,
        operands: &[Value],
    ) {
        let op = branch.operation();
        let unknown = vec![None; operands.len()];
        let mut successors: Vec<RegionSuccessor> = Vec::new();
        branch.get_entry_successor_regions(ctx, &unknown, &mut successors);
        let edges = successors
            .iter()
            .map(|s| (entry_successor_operand_range(ctx, branch, s), s.inputs()))
            .collect::<Vec<_>>();
        self.flow_back(ctx, op, operands, &edges);
    }

    /// Each operand of `op` forwarded to a successor input along `edges`
    /// is live when that input is; the others are branch operands.
    fn flow_back(
        &mut self,
        ctx: &Context,
        op: OpId,
        operands: &[Value],
        edges: &[(std::ops::Range<usize>, &[Value])],
    ) {
        let mut unaccounted = vec![true; operands.len()];
        for (forwarded, inputs) in edges {
            for (k, &input) in forwarded.clone().zip(inputs.iter()) {
                let live = self.read(input, op);
                self.meet(operands[k], live);
                unaccounted[k] = false;
            }
        }
        for (k, _) in unaccounted.iter().enumerate().filter(|(_, &u)| u) {
            self.visit_branch_operand(ctx, op, operands[k]);
        }
    }

    /// A region terminator's operands flow back from the region arguments
    /// and parent results they are forwarded to; the others are branch
    /// operands (`visitRegionSuccessorsFromTerminator`).
    fn visit_region_successors_from_terminator(
        &mut self,
        ctx: &mut Context,
        term: RegionBranchTerminatorOpInterfaceRef,
        operands: &[Value],
    ) {
        let op = term.operation();
        let unknown = vec![None; operands.len()];
        let mut successors: Vec<RegionSuccessor> = Vec::new();
        term.get_successor_regions(ctx, &unknown, &mut successors);
        let edges = successors
            .iter()
            .map(|s| {
                (
                    term.get_mutable_successor_operands(ctx, point_of(s)),
                    s.inputs(),
                )
            })
            .collect::<Vec<_>>();
        self.flow_back(ctx, op, operands, &edges);
    }
}

/// The point a region successor names: a region of the op, or the op's
/// results.
pub fn point_of(s: &RegionSuccessor) -> RegionBranchPoint {
    match s.successor() {
        Some(r) => RegionBranchPoint::Region(r),
        None => RegionBranchPoint::Parent,
    }
}

/// The positions, in `branch`'s operand list, of the operands it forwards
/// to `successor` on entry (`getEntrySuccessorOperands`, an operand range
/// upstream). The interface gives the values; every region branch op
/// forwards a contiguous run at the end of its operands (`scf.for`'s,
/// `scf.while`'s, `affine.for`'s iteration arguments, ...), so that is
/// where they are looked for.
pub fn entry_successor_operand_range(
    ctx: &Context,
    branch: RegionBranchOpInterfaceRef,
    successor: &RegionSuccessor,
) -> std::ops::Range<usize> {
    let forwarded = branch.get_entry_successor_operands(ctx, point_of(successor));
    let operands = ctx.operands(branch.operation());
    let n = forwarded.len();
    (0..=operands.len().saturating_sub(n))
        .rev()
        .find(|&start| operands[start..start + n] == forwarded[..])
        .map_or(0..0, |start| start..start + n)
}

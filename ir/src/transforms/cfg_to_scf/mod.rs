//! Lifting a control flow graph to structured control flow (MLIR's
//! `Transforms/Utils/CFGToSCF.cpp`, after Bahmann et al., "Perfect
//! Reconstructability of Control Flow from Demand Dependence Graphs").
//!
//! [`transform_cfg_to_scf`] rewrites a region's CFG into do-while loops
//! and ops that run one of several regions, through a
//! [`CfgToScfInterface`] that builds the dialect's ops. Return-like ops
//! are first gathered into one exit block per kind; cycles become loops
//! with a single entry (a multiplexer block) and a single latch; the
//! remaining DAG is cut at its first conditional branch into the regions
//! each successor dominates and the continuation after them; the new
//! regions are processed in turn. Orders (of blocks, ops created, the
//! constants hoisted to the entry block) follow upstream's, which the
//! output shows.
//!
//! * `graph`: edges, successors, predecessors, LLVM's lazy SCC iterator;
//! * `multiplexer`: the multiplexer blocks and the return-like exits;
//! * `cycles`: cycles to structured loops in reduce form;
//! * `branches`: the first conditional branch to structured regions.

mod branches;
mod cycles;
mod graph;
mod multiplexer;

use std::collections::HashMap;

use crate::core::builder::{InsertPoint, OpBuilder};
use crate::core::context::Context;
use crate::core::diag::Diagnostic;
use crate::core::location::Location;
use crate::core::storage::{BlockId, OpId, RegionId, Value};
use crate::core::types::Type;
use crate::interfaces::control_flow::branch_successor_operands;
use crate::interfaces::side_effects::is_memory_effect_free;
use crate::transforms::dominance::DominanceInfo;

use multiplexer::ReturnLikeExitCombiner;

/// What [`transform_cfg_to_scf`] asks of the dialects it builds with
/// (MLIR's `CFGToSCFInterface`). Each method creates ops at the builder's
/// insertion point.
pub trait CfgToScfInterface {
    /// Creates the structured op that runs one of `regions` as
    /// `control_flow_cond_op` (a conditional branch) chose, with results of
    /// `result_types`: the blocks of `regions` (detached regions) move into
    /// it.
    fn create_structured_branch_region_op(
        &mut self,
        b: &mut OpBuilder<'_>,
        control_flow_cond_op: OpId,
        result_types: &[Type],
        regions: &[RegionId],
    ) -> Result<OpId, Diagnostic>;

    /// Creates the terminator of a region of `branch_region_op` returning
    /// `results` (in place of `replaced_control_flow_op` when there is one).
    fn create_structured_branch_region_terminator_op(
        &mut self,
        loc: Location,
        b: &mut OpBuilder<'_>,
        branch_region_op: OpId,
        replaced_control_flow_op: Option<OpId>,
        results: &[Value],
    ) -> Result<(), Diagnostic>;

    /// Creates a do-while loop whose body is `loop_body` (a detached region
    /// whose last block is the latch, without terminator): it starts with
    /// `loop_values_init`, repeats while `condition` (a switch value) is 1
    /// with `loop_values_next_iter`, and returns the values of the last
    /// iteration. `replaced_op` is the latch's former terminator.
    fn create_structured_do_while_loop_op(
        &mut self,
        b: &mut OpBuilder<'_>,
        replaced_op: OpId,
        loop_values_init: &[Value],
        condition: Value,
        loop_values_next_iter: &[Value],
        loop_body: RegionId,
    ) -> Result<OpId, Diagnostic>;

    /// A constant usable as the flag of [`Self::create_cfg_switch_op`].
    fn get_cfg_switch_value(&mut self, loc: Location, b: &mut OpBuilder<'_>, value: u32) -> Value;

    /// Creates a switch on `flag`: case `case_values[i]` branches to
    /// `case_destinations[i]` with `case_arguments[i]`, any other value to
    /// `default_dest` with `default_args`.
    #[allow(clippy::too_many_arguments)]
    fn create_cfg_switch_op(
        &mut self,
        loc: Location,
        b: &mut OpBuilder<'_>,
        flag: Value,
        case_values: &[u32],
        case_destinations: &[BlockId],
        case_arguments: &[Vec<Value>],
        default_dest: BlockId,
        default_args: &[Value],
    );

    /// An undefined value of type `ty`.
    fn get_undef_value(&mut self, loc: Location, b: &mut OpBuilder<'_>, ty: Type) -> Value;

    /// Creates a return-like terminator of `region` for a point never
    /// reached (after an infinite loop).
    fn create_unreachable_terminator(
        &mut self,
        loc: Location,
        b: &mut OpBuilder<'_>,
        region: RegionId,
    ) -> Result<OpId, Diagnostic>;

    /// An unconditional branch to `destination` (a switch with only a
    /// default on `dummy_flag`).
    fn create_single_destination_branch(
        &mut self,
        loc: Location,
        b: &mut OpBuilder<'_>,
        dummy_flag: Value,
        destination: BlockId,
        arguments: &[Value],
    ) {
        self.create_cfg_switch_op(loc, b, dummy_flag, &[], &[], &[], destination, arguments);
    }

    /// A branch to `true_dest` when `condition` is 1, else to `false_dest`
    /// (a switch with one case, 0).
    #[allow(clippy::too_many_arguments)]
    fn create_conditional_branch(
        &mut self,
        loc: Location,
        b: &mut OpBuilder<'_>,
        condition: Value,
        true_dest: BlockId,
        true_args: &[Value],
        false_dest: BlockId,
        false_args: &[Value],
    ) {
        self.create_cfg_switch_op(
            loc,
            b,
            condition,
            &[0],
            &[false_dest],
            &[false_args.to_vec()],
            true_dest,
            true_args,
        );
    }
}

/// The state of one run: the context, the interface, the dominance cache,
/// the region lifted and its caches of undefined values and switch values
/// (created at the start of its entry block once each).
struct Lift<'a> {
    ctx: &'a mut Context,
    iface: &'a mut dyn CfgToScfInterface,
    dom: &'a mut DominanceInfo,
    region: RegionId,
    loc: Location,
    undef: HashMap<Type, Value>,
    switch_values: Vec<Option<Value>>,
    exits: ReturnLikeExitCombiner,
}

impl Lift<'_> {
    /// `OpBuilder::atBlockBegin(block)`.
    fn at_begin(&self, block: BlockId) -> InsertPoint {
        InsertPoint {
            block,
            before: self.ctx.block_first_op(block),
        }
    }

    /// `OpBuilder::atBlockTerminator(block)`.
    fn at_terminator(&self, block: BlockId) -> InsertPoint {
        InsertPoint {
            block,
            before: self.ctx.block_last_op(block),
        }
    }

    fn entry_begin(&self) -> Option<InsertPoint> {
        let entry = self.ctx.region_entry(self.region)?;
        Some(self.at_begin(entry))
    }

    /// The undefined value of type `ty` (`getUndefValue`).
    fn undef(&mut self, ty: Type) -> Result<Value, Diagnostic> {
        if let Some(&v) = self.undef.get(&ty) {
            return Ok(v);
        }
        let ip = self.entry_begin().ok_or_else(|| self.internal())?;
        let loc = self.loc;
        let mut b = OpBuilder::new(self.ctx);
        b.set_insertion_point(Some(ip));
        let v = self.iface.get_undef_value(loc, &mut b, ty);
        self.undef.insert(ty, v);
        Ok(v)
    }

    /// The switch value `value` (`getSwitchValue`).
    fn switch_value(&mut self, value: u32) -> Result<Value, Diagnostic> {
        let i = value as usize;
        if let Some(Some(v)) = self.switch_values.get(i) {
            return Ok(*v);
        }
        let ip = self.entry_begin().ok_or_else(|| self.internal())?;
        let loc = self.loc;
        let mut b = OpBuilder::new(self.ctx);
        b.set_insertion_point(Some(ip));
        let v = self.iface.get_cfg_switch_value(loc, &mut b, value);
        if self.switch_values.len() <= i {
            self.switch_values.resize(i + 1, None);
        }
        self.switch_values[i] = Some(v);
        Ok(v)
    }

    /// An error for IR the transformation left in a shape it cannot be in
    /// (a stale handle, a missing terminator).
    fn internal(&self) -> Diagnostic {
        Diagnostic::error(self.loc, "cfg-to-scf: malformed control flow graph")
    }
}

/// Maps an [`crate::core::storage::IrError`] to the internal diagnostic.
trait OrInternal<T> {
    fn or_internal(self, lift: &Lift<'_>) -> Result<T, Diagnostic>;
}

impl<T, E> OrInternal<T> for Result<T, E> {
    fn or_internal(self, lift: &Lift<'_>) -> Result<T, Diagnostic> {
        self.map_err(|_| lift.internal())
    }
}

impl<T> OrInternal<T> for Option<T> {
    fn or_internal(self, lift: &Lift<'_>) -> Result<T, Diagnostic> {
        self.ok_or_else(|| lift.internal())
    }
}

/// Checks what the transformation needs before it changes anything
/// (`checkTransformationPreconditions`): no unreachable block, and every
/// op with successors a side-effect-free `BranchOpInterface` forwarding
/// only operands.
fn check_preconditions(ctx: &Context, region: RegionId) -> Result<(), Diagnostic> {
    let entry = ctx.region_entry(region);
    for &b in ctx.region_blocks(region) {
        if Some(b) != entry && ctx.block_predecessor_edges(b).is_empty() {
            if let Some(op) = ctx.block_first_op(b) {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    "transformation does not support unreachable blocks",
                ));
            }
        }
    }
    let mut ops = Vec::new();
    for &b in ctx.region_blocks(region) {
        for op in ctx.block_ops(b) {
            ops.extend(ctx.walk_postorder(op));
        }
    }
    for op in ops {
        let n = ctx.successors(op).len();
        if n == 0 {
            continue;
        }
        if branch_successor_operands(ctx, op, 0).is_none() {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "transformation does not support terminators with successors not implementing BranchOpInterface",
            ));
        }
        if !is_memory_effect_free(ctx, op) {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "transformation does not support terminators with side effects",
            ));
        }
        if (0..n).any(|i| branch_successor_operands(ctx, op, i).is_some_and(|s| s.produced != 0)) {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "transformation does not support operations with operation-produced successor operands",
            ));
        }
    }
    Ok(())
}

/// Lifts the CFG of `region` to structured control flow built by `iface`
/// (MLIR's `transformCFGToSCF`). Returns whether anything changed (a
/// region of one block is left alone); a failed precondition or interface
/// call is the error, the IR then partly changed as upstream leaves it.
pub fn transform_cfg_to_scf(
    ctx: &mut Context,
    region: RegionId,
    iface: &mut dyn CfgToScfInterface,
    dom: &mut DominanceInfo,
) -> Result<bool, Diagnostic> {
    if ctx.region_blocks(region).len() <= 1 {
        return Ok(false);
    }
    check_preconditions(ctx, region)?;
    let loc = ctx
        .region_parent_op(region)
        .map_or_else(|| ctx.unknown_loc(), |op| ctx.op_loc(op));
    let mut lift = Lift {
        ctx,
        iface,
        dom,
        region,
        loc,
        undef: HashMap::new(),
        switch_values: Vec::new(),
        exits: ReturnLikeExitCombiner::default(),
    };
    multiplexer::create_single_exit_blocks_for_return_like(&mut lift, region)?;
    lift.dom.invalidate(region);

    let mut work = vec![lift.ctx.region_entry(region).or_internal(&lift)?];
    while let Some(current) = work.pop() {
        let new_regions = cycles::transform_cycles_to_scf_loops(&mut lift, current)?;
        work.extend_from_slice(&new_regions);
        if !new_regions.is_empty() {
            if let Some(r) = lift.ctx.block_parent_region(current) {
                lift.dom.invalidate(r);
            }
        }
        let new_regions = branches::transform_to_structured_cf_branches(&mut lift, current)?;
        work.extend(new_regions);
    }
    Ok(true)
}

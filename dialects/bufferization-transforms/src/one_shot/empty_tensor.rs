//! `eliminate-empty-tensors` (upstream's `EmptyTensorElimination.cpp`) and
//! `empty-tensor-to-alloc-tensor` (`EmptyTensorToAllocTensor.cpp`).
//!
//! Elimination: for each subset insertion whose source bufferizes in
//! place (One-Shot Analysis, One-Shot Module Analysis on a module), the
//! `tensor.empty` ops its source comes from (through equivalent,
//! same-type or cast aliases) are replaced by an extraction of the
//! destination subset, built where every value it needs is defined and
//! before every use of the empty tensor. The subset insertions are
//! `materialize_in_destination` (its `SubsetInsertionOpInterface`) and
//! `tensor.insert_slice`/`tensor.parallel_insert_slice` and `linalg.copy`
//! (upstream's tensor and linalg external models of that interface, not
//! attached in this project: their methods are here).

use super::analysis::{
    find_value_in_reverse_use_def_chain, op_properly_dominates, OneShotState, TraversalConfig,
};
use super::module_bufferize::{analyze_module_op, FuncAnalysisState};
use super::*;
use bufferization::SubsetInsertionOpInterfaceRef;
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::transforms::dominance::DominanceInfo;
use ir::OpBuilder;

/// A subset insertion: its source operand, the values its extraction
/// needs, and how to build that extraction.
enum SubsetInsertion {
    /// `tensor.insert_slice` or `tensor.parallel_insert_slice`.
    Slice {
        /// The inserted tensor's type.
        source_type: Type,
        /// The destination.
        dest: Value,
        /// Dynamic offsets, sizes, strides.
        dynamic: [Vec<Value>; 3],
        /// Static offsets, sizes, strides.
        statics: [Vec<i64>; 3],
    },
    /// An op implementing `SubsetInsertionOpInterface`.
    Interface(SubsetInsertionOpInterfaceRef),
    /// `linalg.copy` (upstream's `LinalgCopyOpInterface`): the whole
    /// destination.
    Whole(Value),
}

impl SubsetInsertion {
    fn of(ctx: &Context, op: OpId) -> Option<(Self, usize)> {
        if let Some(s) = tensor::InsertSliceOp::cast(ctx, op) {
            return Some((
                SubsetInsertion::Slice {
                    source_type: ctx.value_type(s.source(ctx)),
                    dest: s.dest(ctx),
                    dynamic: [s.offsets(ctx), s.sizes(ctx), s.strides(ctx)],
                    statics: [
                        s.static_offsets(ctx).to_vec(),
                        s.static_sizes(ctx).to_vec(),
                        s.static_strides(ctx).to_vec(),
                    ],
                },
                0,
            ));
        }
        if let Some(s) = tensor::ParallelInsertSliceOp::cast(ctx, op) {
            return Some((
                SubsetInsertion::Slice {
                    source_type: ctx.value_type(s.source(ctx)),
                    dest: s.dest(ctx),
                    dynamic: [s.offsets(ctx), s.sizes(ctx), s.strides(ctx)],
                    statics: [
                        s.static_offsets(ctx).to_vec(),
                        s.static_sizes(ctx).to_vec(),
                        s.static_strides(ctx).to_vec(),
                    ],
                },
                0,
            ));
        }
        if let Some(dest) = linalg_models::copy_destination(ctx, op) {
            return Some((SubsetInsertion::Whole(dest), 0));
        }
        let i = SubsetInsertionOpInterfaceRef::get(ctx, op)?;
        let source = i.get_source_operand(ctx);
        Some((SubsetInsertion::Interface(i), source))
    }

    /// `getValuesNeededToBuildSubsetExtraction`.
    fn needed_values(&self, ctx: &Context) -> Vec<Value> {
        match self {
            SubsetInsertion::Slice { dest, dynamic, .. } => {
                let mut v: Vec<Value> = dynamic.iter().flatten().copied().collect();
                v.push(*dest);
                v
            }
            SubsetInsertion::Interface(i) => i.get_values_needed_to_build_subset_extraction(ctx),
            SubsetInsertion::Whole(dest) => vec![*dest],
        }
    }

    /// `buildSubsetExtraction` at the builder's insertion point.
    fn build_extraction(&self, b: &mut OpBuilder<'_>, loc: Location) -> Value {
        match self {
            SubsetInsertion::Slice {
                source_type,
                dest,
                dynamic,
                statics,
            } => tensor::ExtractSliceOp::build_with_values(
                b,
                loc,
                *source_type,
                *dest,
                &dynamic[0],
                &dynamic[1],
                &dynamic[2],
                &statics[0],
                &statics[1],
                &statics[2],
            )
            .result(b),
            SubsetInsertion::Interface(i) => i.build_subset_extraction(b, loc),
            SubsetInsertion::Whole(dest) => *dest,
        }
    }
}

/// `dominates`: `a` is `b` or properly dominates it.
fn dominates(ctx: &Context, dom: &mut DominanceInfo, a: OpId, b: OpId) -> bool {
    a == b || op_properly_dominates(ctx, dom, a, b)
}

/// `findValidInsertionPoint`: the empty tensor itself, or right after one
/// of the needed values, where they all are defined and that comes before
/// every use of the empty tensor.
fn find_valid_insertion_point(ctx: &Context, empty: OpId, needed: &[Value]) -> Option<OpId> {
    let mut dom = DominanceInfo::new();
    let mut candidates = vec![Some(empty)];
    for &v in needed {
        candidates.push(match ctx.defining_op(v) {
            Some(def) => ctx.next_op(def),
            None => ctx
                .value_parent_block(v)
                .and_then(|b| ctx.block_ops(b).next()),
        });
    }
    'candidates: for ip in candidates.into_iter().flatten() {
        for &v in needed {
            let ok = match ctx.defining_op(v) {
                Some(def) => op_properly_dominates(ctx, &mut dom, def, ip),
                None => ctx
                    .value_parent_block(v)
                    .is_some_and(|b| analysis::find_ancestor_op_in_block(ctx, b, ip).is_some()),
            };
            if !ok {
                continue 'candidates;
            }
        }
        let users: Vec<OpId> = ctx
            .results(empty)
            .into_iter()
            .flat_map(|r| uses_of(ctx, r))
            .map(|(u, _)| u)
            .collect();
        if users.into_iter().all(|u| dominates(ctx, &mut dom, ip, u)) {
            return Some(ip);
        }
    }
    None
}

/// `eliminateEmptyTensors` with an analysis state: each in-place subset
/// insertion's empty-tensor sources replaced by its subset extraction.
pub fn eliminate_empty_tensors_with(
    ctx: &mut Context,
    op: OpId,
    options: &BufferizationOptions,
    state: &mut OneShotState,
    funcs: Option<&FuncAnalysisState>,
) {
    let config = TraversalConfig {
        follow_equivalent_only: true,
        always_include_leaves: false,
        follow_same_type_or_casts_only: true,
        ..TraversalConfig::default()
    };
    for insert in ctx.walk_postorder(op) {
        if !ctx.is_live(insert) {
            continue;
        }
        let Some((subset, source)) = SubsetInsertion::of(ctx, insert) else {
            continue;
        };
        if !state.is_in_place((insert, source)) {
            continue;
        }
        let needed = subset.needed_values(ctx);
        let source_value = ctx.operand(insert, source);
        let empties = find_value_in_reverse_use_def_chain(
            ctx,
            options,
            state,
            funcs,
            source_value,
            &mut |ctx, v| {
                ctx.defining_op(v)
                    .is_some_and(|d| tensor::EmptyOp::cast(ctx, d).is_some())
            },
            config,
        );
        for v in empties {
            let Some(empty) = ctx.defining_op(v) else {
                continue;
            };
            if !ctx.is_live(empty) {
                continue;
            }
            let Some(ip) = find_valid_insertion_point(ctx, empty, &needed) else {
                continue;
            };
            let loc = ctx.op_loc(empty);
            let mut b = OpBuilder::new(ctx);
            b.set_insertion_point_before(ip);
            let mut replacement = subset.build_extraction(&mut b, loc);
            if b.defining_op(replacement) == Some(empty) {
                continue;
            }
            // No extraction (upstream's null value): a memref destination
            // without `restrict` (`materialize_in_destination`).
            if !b.is_tensor(b.value_type(replacement)) {
                continue;
            }
            let (rt, vt) = (b.value_type(replacement), b.value_type(v));
            if rt != vt {
                if b.element_type(rt) != b.element_type(vt) {
                    continue;
                }
                match b.defining_op(replacement) {
                    Some(d) => b.set_insertion_point_after(d),
                    None => {
                        if let Some(block) = b.value_parent_block(replacement) {
                            b.set_insertion_point_to_start(block);
                        }
                    }
                }
                let vloc = b.value_loc(v);
                replacement = tensor::CastOp::build(&mut b, vloc, vt, replacement).dest(&b);
            }
            ctx.replace_all_uses_with(v, replacement);
            let _ = ctx.erase_op(empty);
        }
    }
}

/// `eliminateEmptyTensors`: One-Shot Analysis (of a module: One-Shot
/// Module Analysis) with loops allowed to yield new buffers, then the
/// elimination.
pub fn eliminate_empty_tensors(ctx: &mut Context, op: OpId) -> Result<(), Vec<Diagnostic>> {
    let is_module = ctx.op_name_of(op) == "builtin.module";
    let options = BufferizationOptions {
        allow_return_allocs_from_loops: true,
        bufferize_function_boundaries: is_module,
        ..BufferizationOptions::default()
    };
    let mut state = analysis::new_state(ctx, op, &options);
    if is_module {
        let mut funcs = FuncAnalysisState::default();
        analyze_module_op(ctx, op, &options, &mut state, &mut funcs)?;
        eliminate_empty_tensors_with(ctx, op, &options, &mut state, Some(&funcs));
    } else {
        analysis::analyze_op_in(ctx, op, &options, &mut state, None)?;
        eliminate_empty_tensors_with(ctx, op, &options, &mut state, None);
    }
    Ok(())
}

/// Emits `diags` and fails the pass.
fn fail(run: &mut PassRun<'_>, diags: Vec<Diagnostic>) -> Result<(), PassFailure> {
    for d in diags {
        run.emit(d);
    }
    Err(PassFailure)
}

/// The `eliminate-empty-tensors` pass.
#[derive(Clone, Debug, Default)]
pub struct EmptyTensorElimination {
    base: crate::EmptyTensorEliminationBase,
}

/// Creates the `eliminate-empty-tensors` pass (upstream's
/// `createEmptyTensorEliminationPass`).
pub fn create_empty_tensor_elimination_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(EmptyTensorElimination::default())
}

impl OperationPass for EmptyTensorElimination {
    type Declaration = crate::EmptyTensorEliminationBase;
    fn declaration(&self) -> &crate::EmptyTensorEliminationBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut crate::EmptyTensorEliminationBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let op = run.op();
        match eliminate_empty_tensors(run.ctx(), op) {
            Ok(()) => Ok(()),
            Err(diags) => fail(run, diags),
        }
    }
}

/// `EmptyTensorLoweringPattern`: `tensor.empty` becomes a
/// `bufferization.alloc_tensor` of its type and dynamic sizes.
fn lower_empty_tensor(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(empty) = tensor::EmptyOp::cast(rw, op) else {
        return false;
    };
    let (loc, ty, sizes) = (
        rw.op_loc(op),
        rw.value_type(rw.result(op, 0)),
        empty.dynamic_sizes(rw),
    );
    rw.set_insertion_point_before(op);
    let alloc = AllocTensorOp::build(rw, loc, ty, &sizes, None, None, None).result(rw);
    rw.replace_op(op, &[alloc]).is_ok()
}

/// The `empty-tensor-to-alloc-tensor` pass.
#[derive(Clone, Debug, Default)]
pub struct EmptyTensorToAllocTensor {
    base: crate::EmptyTensorToAllocTensorBase,
}

/// Creates the `empty-tensor-to-alloc-tensor` pass (upstream's
/// `createEmptyTensorToAllocTensorPass`).
pub fn create_empty_tensor_to_alloc_tensor_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(EmptyTensorToAllocTensor::default())
}

impl OperationPass for EmptyTensorToAllocTensor {
    type Declaration = crate::EmptyTensorToAllocTensorBase;
    fn declaration(&self) -> &crate::EmptyTensorToAllocTensorBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut crate::EmptyTensorToAllocTensorBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let patterns = vec![ir::rewrite::fn_pattern(
            tensor::EmptyOp::OPERATION_NAME,
            "EmptyTensorLoweringPattern",
            lower_empty_tensor,
        )];
        let top = run.op();
        let config = ir::GreedyConfig {
            region_simplification: ir::rewrite::SimplifyRegionLevel::Aggressive,
            ..Default::default()
        };
        match ir::apply_patterns_greedily(run.ctx(), top, &patterns, config) {
            Ok(_) => Ok(()),
            Err(_) => Err(PassFailure),
        }
    }
}

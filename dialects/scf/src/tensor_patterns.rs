//! The canonicalization patterns of `scf.for` and `scf.forall` that work on
//! tensors (upstream `SCF.cpp`): `tensor.cast`s of loop-carried values
//! pulled into the loop, `tensor.dim` of a `scf.forall` result, unused or
//! unmodified shared outputs, and single-iteration `scf.forall` dimensions.

use crate::for_op::constant_trip_count;
use crate::utils::value_or_create_constant_index;
use crate::{ForOp, ForallOp, InParallelOp, YieldOp};
use ir::{Context, IrMapping, OpId, PatternRewriter, RewritePattern, Type, Value};
use tensor::cast::preserves_static_information;

/// `scf.for`'s pattern that needs the tensor dialect.
pub(crate) fn for_tensor_cast_folder() -> Box<dyn RewritePattern> {
    Box::new(ForOpTensorCastFolder)
}

/// `scf.forall`'s patterns, in upstream's order, around
/// `ForallOpControlOperandsFolder` (`control`).
pub(crate) fn forall_patterns(control: Box<dyn RewritePattern>) -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(DimOfForallOp),
        Box::new(FoldTensorCastOfOutputIntoForallOp),
        control,
        Box::new(ForallOpIterArgsFolder),
        Box::new(ForallOpSingleOrZeroIterationDimsFolder),
    ]
}

/// The `tensor.cast` defining `v`, if any.
fn defining_cast(ctx: &Context, v: Value) -> Option<tensor::CastOp> {
    ctx.defining_op(v)
        .and_then(|d| tensor::CastOp::cast(ctx, d))
}

/// An iteration argument initialised by a `tensor.cast` that only loses
/// static information, whose result has one use, is carried in the
/// cast's source type; casts go in at the top of the body and out before
/// its `scf.yield` and after the loop (upstream's `ForOpTensorCastFolder`
/// and `replaceTensorCastForOpIterArg`).
struct ForOpTensorCastFolder;

impl RewritePattern for ForOpTensorCastFolder {
    fn root(&self) -> Option<&str> {
        Some(ForOp::OPERATION_NAME)
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rewriter;
        let Some(for_op) = ForOp::cast(ctx, op) else {
            return false;
        };
        let inits = for_op.init_args(ctx);
        let results = ctx.results(op);
        let found = inits.iter().zip(&results).position(|(&init, &result)| {
            let Some(cast) = defining_cast(ctx, init) else {
                return false;
            };
            let (source, dest) = (
                ctx.value_type(cast.source(ctx)),
                ctx.value_type(cast.dest(ctx)),
            );
            source != dest
                && preserves_static_information(ctx, dest, source)
                && ctx.has_one_use(result)
        });
        let Some(index) = found else {
            return false;
        };
        let Some(cast) = defining_cast(ctx, inits[index]) else {
            return false;
        };
        let replacement = cast.source(ctx);
        let old_type = ctx.value_type(inits[index]);
        let new_type = ctx.value_type(replacement);
        let mut new_inits = inits.clone();
        new_inits[index] = replacement;
        let (loc, lb, ub, step) = (
            ctx.op_loc(op),
            for_op.lower_bound(ctx),
            for_op.upper_bound(ctx),
            for_op.step(ctx),
        );
        let attrs = ctx.attrs(op).to_vec();
        let Some(old_block) = for_op.get_body(ctx) else {
            return false;
        };
        rewriter.set_insertion_point_before(op);
        let new_for = ForOp::build_from_lower_bound_upper_bound_step_iter_args_arg4(
            rewriter, loc, lb, ub, step, &new_inits, None,
        );
        let new_op = new_for.operation();
        rewriter.modify_op_in_place(new_op, |ctx| {
            for (n, a) in attrs {
                // A live op takes any attribute.
                let _ = ctx.set_attr(new_op, n, a);
            }
        });
        let Some(new_block) = new_for.get_body(rewriter) else {
            return false;
        };
        let mut transfer = rewriter.block_args(new_block);
        rewriter.set_insertion_point_to_start(new_block);
        let cast_in = tensor::CastOp::build(rewriter, loc, old_type, transfer[index + 1]);
        transfer[index + 1] = cast_in.dest(rewriter);
        if rewriter
            .merge_blocks(old_block, new_block, &transfer)
            .is_err()
        {
            return false;
        }
        let Some(old_yield) = rewriter.block_last_op(new_block) else {
            return false;
        };
        rewriter.set_insertion_point_before(old_yield);
        let mut yielded = rewriter.operands(old_yield);
        let cast_out = tensor::CastOp::build(rewriter, loc, new_type, yielded[index]);
        yielded[index] = cast_out.dest(rewriter);
        YieldOp::build(rewriter, loc, &yielded);
        if rewriter.erase_op(old_yield).is_err() {
            return false;
        }
        rewriter.set_insertion_point_after(new_op);
        let mut new_results = rewriter.results(new_op);
        let back = tensor::CastOp::build(rewriter, loc, old_type, new_results[index]);
        new_results[index] = back.dest(rewriter);
        rewriter.replace_op(op, &new_results).is_ok()
    }
}

/// `tensor.dim` of a `scf.forall` result reads the tied shared output
/// instead (upstream's `DimOfForallOp`).
struct DimOfForallOp;

impl RewritePattern for DimOfForallOp {
    fn root(&self) -> Option<&str> {
        Some(tensor::DimOp::OPERATION_NAME)
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rewriter;
        let Some(dim) = tensor::DimOp::cast(ctx, op) else {
            return false;
        };
        let Value::Result { op: owner, index } = dim.source(ctx) else {
            return false;
        };
        let Some(forall) = ForallOp::cast(ctx, owner) else {
            return false;
        };
        let Some(&shared) = forall.outputs(ctx).get(index as usize) else {
            return false;
        };
        rewriter.modify_op_in_place(op, |ctx| ctx.set_operand(op, 0, shared).is_ok())
    }
}

/// The `tensor.parallel_insert_slice` ops of the terminator of `forall`
/// that write into `arg` (upstream's `ForallOp::getCombiningOps`).
fn combining_ops(ctx: &Context, forall: ForallOp, arg: Value) -> Vec<OpId> {
    terminator(ctx, forall)
        .map(|t| yielding_ops(ctx, t))
        .unwrap_or_default()
        .into_iter()
        .filter(|&o| {
            tensor::ParallelInsertSliceOp::cast(ctx, o).is_some_and(|p| p.dest(ctx) == arg)
        })
        .collect()
}

/// The `scf.forall.in_parallel` ending the body of `forall`.
fn terminator(ctx: &Context, forall: ForallOp) -> Option<InParallelOp> {
    let body = forall.get_body(ctx)?;
    InParallelOp::cast(ctx, ctx.block_last_op(body)?)
}

/// The ops inside an `scf.forall.in_parallel`, in order.
fn yielding_ops(ctx: &Context, t: InParallelOp) -> Vec<OpId> {
    ctx.region_entry(t.region(ctx))
        .map(|b| ctx.block_ops(b).collect())
        .unwrap_or_default()
}

/// Shared outputs initialised by a `tensor.cast` that only loses static
/// information are carried in the cast's source type, cast back inside
/// the body and after the loop (upstream's
/// `FoldTensorCastOfOutputIntoForallOp`).
struct FoldTensorCastOfOutputIntoForallOp;

impl RewritePattern for FoldTensorCastOfOutputIntoForallOp {
    fn root(&self) -> Option<&str> {
        Some(ForallOp::OPERATION_NAME)
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rewriter;
        let Some(forall) = ForallOp::cast(ctx, op) else {
            return false;
        };
        let mut outputs = forall.outputs(ctx);
        // (position, type inside the loop)
        let mut casts: Vec<(usize, Type)> = Vec::new();
        for (i, out) in outputs.iter_mut().enumerate() {
            let Some(cast) = defining_cast(ctx, *out) else {
                continue;
            };
            let (source, dest) = (cast.source(ctx), cast.dest(ctx));
            if !preserves_static_information(ctx, ctx.value_type(dest), ctx.value_type(source)) {
                continue;
            }
            casts.push((i, ctx.value_type(dest)));
            *out = source;
        }
        if casts.is_empty() {
            return false;
        }
        let Some(old_body) = forall.get_body(ctx) else {
            return false;
        };
        let rank = forall.get_rank(ctx);
        let num_results = ctx.num_results(op);
        let loc = ctx.op_loc(op);
        let mapping = forall.mapping(ctx);
        let lbs = forall.get_mixed_lower_bound(rewriter);
        let ubs = forall.get_mixed_upper_bound(rewriter);
        let steps = forall.get_mixed_step(rewriter);
        rewriter.set_insertion_point_before(op);
        let mut block_args = Vec::new();
        let new_forall = ForallOp::build_from_lbs_ubs_steps_outputs_mapping_body_builder_fn(
            rewriter,
            loc,
            &lbs,
            &ubs,
            &steps,
            &outputs,
            mapping,
            Some(
                &mut |b: &mut ir::OpBuilder<'_>, nested_loc, args: &[Value]| {
                    let mut outs = args[args.len() - num_results..].to_vec();
                    for &(i, ty) in &casts {
                        outs[i] = tensor::CastOp::build(b, nested_loc, ty, outs[i]).dest(b);
                    }
                    block_args = args[..rank].to_vec();
                    block_args.extend(outs);
                },
            ),
        );
        let Some(new_body) = new_forall.get_body(rewriter) else {
            return false;
        };
        if rewriter
            .merge_blocks(old_body, new_body, &block_args)
            .is_err()
        {
            return false;
        }
        // The merged terminator writes into the casts of the new outputs:
        // it must write into the outputs themselves.
        let Some(term) = terminator(rewriter, new_forall) else {
            return false;
        };
        let out_args = new_forall.get_region_out_args(rewriter);
        for (o, arg) in yielding_ops(rewriter, term).into_iter().zip(out_args) {
            if tensor::ParallelInsertSliceOp::cast(rewriter, o).is_none() {
                return false;
            }
            rewriter.modify_op_in_place(o, |ctx| {
                // The destination is the second operand.
                let _ = ctx.set_operand(o, 1, arg);
            });
        }
        let new_op = new_forall.operation();
        rewriter.set_insertion_point_after(new_op);
        let mut results = rewriter.results(new_op);
        for &(i, ty) in &casts {
            results[i] = tensor::CastOp::build(rewriter, loc, ty, results[i]).dest(rewriter);
        }
        rewriter.replace_op(op, &results).is_ok()
    }
}

/// Shared outputs whose result is unused or that no
/// `tensor.parallel_insert_slice` writes go: their block arguments become
/// their initial values (upstream's `ForallOpIterArgsFolder`).
struct ForallOpIterArgsFolder;

impl RewritePattern for ForallOpIterArgsFolder {
    fn root(&self) -> Option<&str> {
        Some(ForallOp::OPERATION_NAME)
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rewriter;
        let Some(forall) = ForallOp::cast(ctx, op) else {
            return false;
        };
        let results = ctx.results(op);
        let outputs = forall.outputs(ctx);
        let out_args = forall.get_region_out_args(ctx);
        if outputs.len() != results.len() || out_args.len() != results.len() {
            return false;
        }
        let delete: Vec<bool> = results
            .iter()
            .zip(&out_args)
            .map(|(&r, &arg)| !ctx.has_uses(r) || combining_ops(ctx, forall, arg).is_empty())
            .collect();
        if !delete.contains(&true) {
            return false;
        }
        let Some(old_body) = forall.get_body(ctx) else {
            return false;
        };
        let rank = forall.get_rank(ctx);
        let new_outs: Vec<Value> = (0..results.len())
            .filter(|&i| !delete[i])
            .map(|i| outputs[i])
            .collect();
        for i in (0..results.len()).filter(|&i| delete[i]) {
            for o in combining_ops(rewriter, forall, out_args[i]) {
                if rewriter.erase_op(o).is_err() {
                    return false;
                }
            }
        }
        let (loc, mapping) = (rewriter.op_loc(op), forall.mapping(rewriter));
        let lbs = forall.get_mixed_lower_bound(rewriter);
        let ubs = forall.get_mixed_upper_bound(rewriter);
        let steps = forall.get_mixed_step(rewriter);
        rewriter.set_insertion_point_before(op);
        let new_forall = ForallOp::build_from_lbs_ubs_steps_outputs_mapping_body_builder_fn(
            rewriter,
            loc,
            &lbs,
            &ubs,
            &steps,
            &new_outs,
            mapping,
            Some(&mut |_: &mut ir::OpBuilder<'_>, _, _: &[Value]| {}),
        );
        let Some(new_body) = new_forall.get_body(rewriter) else {
            return false;
        };
        let new_args = rewriter.block_args(new_body);
        let mut block_args = new_args[..rank].to_vec();
        let mut next = new_args[rank..].iter();
        for i in 0..results.len() {
            if delete[i] {
                block_args.push(outputs[i]);
            } else if let Some(&a) = next.next() {
                block_args.push(a);
            }
        }
        if rewriter
            .merge_blocks(old_body, new_body, &block_args)
            .is_err()
        {
            return false;
        }
        let new_results = rewriter.results(new_forall.operation());
        let kept = (0..results.len()).filter(|&i| !delete[i]);
        for (i, new) in kept.zip(new_results) {
            rewriter.replace_all_uses_with(results[i], new);
        }
        for i in (0..results.len()).filter(|&i| delete[i]) {
            rewriter.replace_all_uses_with(results[i], outputs[i]);
        }
        true
    }
}

/// Dimensions of one iteration are dropped, their induction variables
/// replaced by the lower bounds; a loop of no iteration goes; a loop with
/// every dimension dropped is inlined (upstream's
/// `ForallOpSingleOrZeroIterationDimsFolder`). Loops mapped to processing
/// units are left alone.
struct ForallOpSingleOrZeroIterationDimsFolder;

impl RewritePattern for ForallOpSingleOrZeroIterationDimsFolder {
    fn root(&self) -> Option<&str> {
        Some(ForallOp::OPERATION_NAME)
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let Some(forall) = ForallOp::cast(rewriter, op) else {
            return false;
        };
        if forall.mapping(rewriter).is_some() {
            return false;
        }
        let loc = rewriter.op_loc(op);
        let lbs = forall.get_mixed_lower_bound(rewriter);
        let ubs = forall.get_mixed_upper_bound(rewriter);
        let steps = forall.get_mixed_step(rewriter);
        let ivs = forall.get_induction_vars(rewriter);
        let mut mapping = IrMapping::new();
        let (mut new_lbs, mut new_ubs, mut new_steps) = (Vec::new(), Vec::new(), Vec::new());
        rewriter.set_insertion_point_before(op);
        for (((&lb, &ub), &step), &iv) in lbs.iter().zip(&ubs).zip(&steps).zip(&ivs) {
            match constant_trip_count(rewriter, lb, ub, step) {
                Some(0) => {
                    let outputs = forall.outputs(rewriter);
                    return rewriter.replace_op(op, &outputs).is_ok();
                }
                Some(1) => {
                    let v = value_or_create_constant_index(rewriter, loc, lb);
                    mapping.map_value(iv, v);
                    continue;
                }
                _ => {}
            }
            new_lbs.push(lb);
            new_ubs.push(ub);
            new_steps.push(step);
        }
        if new_lbs.len() == lbs.len() {
            return false;
        }
        if new_lbs.is_empty() {
            return promote(rewriter, forall);
        }
        let outputs = forall.outputs(rewriter);
        let new_forall = ForallOp::build_from_lbs_ubs_steps_outputs_mapping_body_builder_fn(
            rewriter, loc, &new_lbs, &new_ubs, &new_steps, &outputs, None, None,
        );
        let new_op = new_forall.operation();
        let region = new_forall.region(rewriter);
        for b in rewriter.region_blocks(region).to_vec() {
            if rewriter.erase_block(b).is_err() {
                return false;
            }
        }
        let elided = [
            "operandSegmentSizes",
            "staticLowerBound",
            "staticUpperBound",
            "staticStep",
        ];
        let attrs = rewriter.attrs(op).to_vec();
        for (name, value) in attrs {
            if elided.contains(&rewriter.ident_str(name)) {
                continue;
            }
            rewriter.modify_op_in_place(new_op, |ctx| {
                // A live op takes any attribute.
                let _ = ctx.set_attr(new_op, name, value);
            });
        }
        let old_region = forall.region(rewriter);
        let cloned = rewriter.modify_op_in_place(new_op, |ctx| {
            ctx.clone_region_into(old_region, region, None, &mut mapping)
                .is_ok()
        });
        if !cloned {
            return false;
        }
        let results = rewriter.results(new_op);
        rewriter.replace_op(op, &results).is_ok()
    }
}

/// Inlines the body of a single-iteration `scf.forall` before it, its
/// induction variables replaced by the lower bounds and its shared outputs
/// by their initial values; each `tensor.parallel_insert_slice` of the
/// terminator becomes a `tensor.insert_slice` after the loop (upstream's
/// `scf::promote`).
pub(crate) fn promote(rewriter: &mut PatternRewriter<'_>, forall: ForallOp) -> bool {
    let op = forall.operation();
    let Some(term) = terminator(rewriter, forall) else {
        return false;
    };
    let saved = rewriter.insertion_point();
    rewriter.set_insertion_point_before(op);
    let mut replacements = forall.lower_bound_values(rewriter);
    replacements.extend(forall.outputs(rewriter));
    let (Some(body), Some(parent)) = (forall.get_body(rewriter), rewriter.op_parent_block(op))
    else {
        return false;
    };
    if rewriter
        .inline_block_before(body, parent, Some(op), &replacements)
        .is_err()
    {
        return false;
    }
    rewriter.set_insertion_point_after(op);
    let loc = rewriter.op_loc(op);
    let mut results = Vec::new();
    for o in yielding_ops(rewriter, term) {
        let Some(p) = tensor::ParallelInsertSliceOp::cast(rewriter, o) else {
            return false;
        };
        let (source, dest) = (p.source(rewriter), p.dest(rewriter));
        if !rewriter.is_tensor(rewriter.value_type(source)) {
            return false;
        }
        let ty = rewriter.value_type(dest);
        let (offsets, sizes, strides) =
            (p.offsets(rewriter), p.sizes(rewriter), p.strides(rewriter));
        let statics = [
            p.static_offsets_attr(rewriter),
            p.static_sizes_attr(rewriter),
            p.static_strides_attr(rewriter),
        ];
        let insert = tensor::InsertSliceOp::build(
            rewriter, loc, ty, source, dest, &offsets, &sizes, &strides, statics[0], statics[1],
            statics[2],
        );
        results.push(insert.result(rewriter));
    }
    for (r, new) in rewriter.results(op).into_iter().zip(results) {
        rewriter.replace_all_uses_with(r, new);
    }
    let ok = rewriter.erase_op(term.operation()).is_ok() && rewriter.erase_op(op).is_ok();
    rewriter.set_insertion_point(saved);
    ok
}

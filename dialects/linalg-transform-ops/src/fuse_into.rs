//! `transform.structured.fuse_into_containing_op` (upstream's
//! `FuseIntoContainingOp` of `LinalgTransformOps.cpp`): producers fused
//! one by one into the op containing their uses, by tiling them to the
//! `tensor.extract_slice` a use reads (directly, or through the shared
//! output of an `scf.forall`), or else by cloning them next to the use.

use ir::effects::{EffectInstance, MemoryEffect};
use ir::interfaces::tiling::{tiling_model, TilingResult};
use ir::{Context, Diagnostic, IrMapping, OpBuilder, OpFoldResult, OpId, Value};
use transform_dialect::{
    consumes_handle, modifies_payload, only_reads_handle, produces_handle,
    DiagnosedSilenceableFailure, TransformResults, TransformState,
};

use crate::{FuseIntoContainingOp, FuseIntoContainingOpHooks};

type Effects = Vec<EffectInstance<MemoryEffect>>;
type Outcome = DiagnosedSilenceableFailure;

/// `op` as `Diagnostic << *op` shows it: its custom form, local scope.
fn shown(ctx: &Context, op: OpId) -> String {
    ir::diag::op_for_note(ctx, op)
}

/// Attaches a note to `diag`.
fn add_note(diag: &mut Diagnostic, loc: ir::Location, message: impl Into<String>) {
    diag.notes.push(Diagnostic {
        loc,
        severity: ir::diag::Severity::Note,
        message: message.into(),
        notes: Vec::new(),
    });
}

/// `v` as `Diagnostic << Value` shows it: a result by its op, a block
/// argument by its type and position.
fn value_shown(ctx: &Context, v: Value) -> String {
    match v {
        Value::Result { op, .. } => shown(ctx, op),
        Value::Arg { index, .. } => format!(
            "<block argument> of type '{}' at index: {index}",
            ir::printer::type_to_string(ctx, ctx.value_type(v))
        ),
    }
}

/// Whether `a` comes before `b` in their block.
fn is_before_in_block(ctx: &Context, a: OpId, b: OpId) -> bool {
    let Some(block) = ctx.op_parent_block(a) else {
        return false;
    };
    for o in ctx.block_ops(block) {
        if o == a {
            return true;
        }
        if o == b {
            return false;
        }
    }
    false
}

/// Every user of `op`'s results, result by result, in use-list order
/// (upstream's `Operation::getUsers`), with the operand used.
fn users(ctx: &Context, op: OpId) -> Vec<ir::OpOperand> {
    let mut out = Vec::new();
    for r in ctx.results(op).to_vec() {
        out.extend(ctx.uses(r));
    }
    out
}

/// Whether `ancestor` contains `op` and is not `op`.
fn is_proper_ancestor(ctx: &Context, ancestor: OpId, op: OpId) -> bool {
    ancestor != op && ctx.is_ancestor(ancestor, op)
}

/// The offsets and sizes of a `tensor.extract_slice` as mixed lists.
fn slice_offsets_sizes(
    ctx: &mut Context,
    slice: tensor::ExtractSliceOp,
) -> (Vec<OpFoldResult>, Vec<OpFoldResult>) {
    let (so, dof) = (slice.static_offsets(ctx).to_vec(), slice.offsets(ctx));
    let (ss, dsz) = (slice.static_sizes(ctx).to_vec(), slice.sizes(ctx));
    let mut mixed = |statics: Vec<i64>, dynamics: Vec<Value>| {
        let mut next = dynamics.into_iter();
        statics
            .into_iter()
            .map(
                |s| match (s == ir::DYNAMIC).then(|| next.next()).flatten() {
                    Some(v) => OpFoldResult::Value(v),
                    None => OpFoldResult::Attr(ctx.index_attr(s)),
                },
            )
            .collect::<Vec<_>>()
    };
    let offsets = mixed(so, dof);
    let sizes = mixed(ss, dsz);
    (offsets, sizes)
}

/// `value` reshaped to `shape` by dropping unit dimensions (upstream's
/// `ExtractSliceOp::rankReduceIfNeeded`): itself when its shape is
/// `shape`, a rank-reducing `tensor.extract_slice` of all of it when
/// unit dimensions can be dropped to get `shape`, else `None`.
fn rank_reduce_if_needed(
    b: &mut OpBuilder<'_>,
    loc: ir::Location,
    value: Value,
    shape: &[i64],
) -> Option<Value> {
    let ty = b.value_type(value);
    let source = b.shape(ty)?.to_vec();
    if source == shape {
        return Some(value);
    }
    // `computeRankReductionMask`: each kept dimension matched in order,
    // the others of size 1.
    let mut next = 0;
    for &d in &source {
        if next < shape.len() && shape[next] == d {
            next += 1;
        } else if d != 1 {
            return None;
        }
    }
    if next != shape.len() {
        return None;
    }
    // `createCanonicalRankReducingExtractSliceOp`.
    let rank = source.len();
    let sizes = tensor::builders::mixed_sizes_at(b, loc, value);
    let (ss, dsz) = tensor::builders::decompose_mixed(b, &sizes);
    let element = b.element_type_or_self(ty);
    let encoding = b.tensor_encoding(ty);
    let result_ty = b.ranked_tensor_with_encoding(shape, element, encoding);
    let slice = tensor::ExtractSliceOp::build_with_values(
        b,
        loc,
        result_ty,
        value,
        &[],
        &dsz,
        &[],
        &vec![0; rank],
        &ss,
        &vec![1; rank],
    );
    let slice_op = slice.operation();
    Some(ir::rewrite::create_or_fold(b, slice_op)[0])
}

/// Whether `a` dominates `b`, an op outside it: `b` or its ancestor in
/// `a`'s block comes after `a` (upstream's `DominanceInfo::dominates`
/// of ops, blocks compared by the dominance tree).
fn dominates(ctx: &Context, a: OpId, b: OpId) -> bool {
    let Some(a_block) = ctx.op_parent_block(a) else {
        return false;
    };
    let a_region = ctx.block_parent_region(a_block);
    // `b`'s ancestor in `a`'s region.
    let mut cur = b;
    while ctx.op_parent_region(cur) != a_region {
        match ctx.op_parent_op(cur) {
            Some(p) => cur = p,
            None => return false,
        }
    }
    let Some(b_block) = ctx.op_parent_block(cur) else {
        return false;
    };
    if a_block == b_block {
        return a == cur || is_before_in_block(ctx, a, cur);
    }
    let mut info = ir::transforms::dominance::DominanceInfo::new();
    info.properly_dominates(ctx, a_block, b_block)
}

/// Adds the result `result` of the `linalg.generic` `producer`, tiled
/// into the `scf.forall` `containing` as `tiled`, to the loop's shared
/// outputs when users outside the loop that it dominates use it: a new
/// loop with one more output replaces it, those users take its last
/// result (upstream's `replaceForAllWithNewSignature`).
fn replace_forall_with_new_signature(
    b: &mut OpBuilder<'_>,
    producer: OpId,
    containing: OpId,
    tiled: &TilingResult,
    result: usize,
    offsets: &[OpFoldResult],
    sizes: &[OpFoldResult],
) -> Option<OpId> {
    let produced = b.result(producer, result);
    let mut dominated: Vec<OpId> = Vec::new();
    for u in b.uses(produced).collect::<Vec<_>>() {
        if !b.is_ancestor(containing, u.op)
            && dominates(b, containing, u.op)
            && !dominated.contains(&u.op)
        {
            dominated.push(u.op);
        }
    }
    if dominated.is_empty() {
        return None;
    }
    let forall = scf::ForallOp::cast(b, containing)?;
    let generic = linalg::GenericOp::cast(b, producer)?;
    let saved = b.insertion_point();
    b.set_insertion_point_before(containing);
    let loc = b.op_loc(containing);
    let outputs = generic.outputs(b);
    let mut new_outs = forall.outputs(b);
    new_outs.push(*outputs.get(result)?);
    let lbs = forall.get_mixed_lower_bound(b);
    let ubs = forall.get_mixed_upper_bound(b);
    let steps = forall.get_mixed_step(b);
    let mapping = b.attr(containing, "mapping");
    let new_forall = scf::ForallOp::build_from_lbs_ubs_steps_outputs_mapping_body_builder_fn(
        b, loc, &lbs, &ubs, &steps, &new_outs, mapping, None,
    );
    let new_op = new_forall.operation();
    // The old body moves into the new loop.
    let (old_region, new_region) = (b.op_regions(containing)[0], b.op_regions(new_op)[0]);
    for block in b.region_blocks(new_region).to_vec() {
        b.erase_block(block).ok()?;
    }
    for block in b.region_blocks(old_region).to_vec() {
        b.detach_block(block).ok()?;
        b.append_block(new_region, block).ok()?;
    }
    let body = *b.region_blocks(new_region).first()?;
    let last_out = *new_outs.last()?;
    let out_ty = b.value_type(last_out);
    let out_loc = b.value_loc(last_out);
    let arg = b.add_block_arg(body, out_ty, out_loc);
    for u in b.uses(last_out).collect::<Vec<_>>() {
        if is_proper_ancestor(b, new_op, u.op) {
            b.set_operand(u.op, u.index as usize, arg).ok()?;
        }
    }
    // The tile is inserted into the new output, first in the terminator.
    let terminator = b.block_last_op(body)?;
    let yields_body = *b
        .region_blocks(*b.op_regions(terminator).first()?)
        .first()?;
    let first_yield = b.block_ops(yields_body).next()?;
    b.set_insertion_point_before(first_yield);
    let yield_loc = b.op_loc(first_yield);
    let src = *tiled.tiled_values.first()?;
    let (so, dof) = tensor::builders::decompose_mixed(b, offsets);
    let (ss, dsz) = tensor::builders::decompose_mixed(b, sizes);
    let st = vec![1; ss.len()];
    tensor::ParallelInsertSliceOp::build_with_values(
        b,
        yield_loc,
        src,
        arg,
        &dof,
        &dsz,
        &[],
        &so,
        &ss,
        &st,
    );
    let old_results = b.results(containing).to_vec();
    let new_results = b.results(new_op).to_vec();
    for (k, &r) in old_results.iter().enumerate() {
        b.replace_all_uses_with(r, new_results[k]);
    }
    let last = *new_results.last()?;
    for u in b.uses(produced).collect::<Vec<_>>() {
        if dominated.contains(&u.op) {
            b.set_operand(u.op, u.index as usize, last).ok()?;
        }
    }
    b.set_insertion_point(saved);
    Some(new_op)
}

/// Tiles `producer` to the first `tensor.extract_slice` of it inside
/// `containing`, which the tile replaces (upstream's
/// `tileAndFuseFirstExtractUse`): the tiled ops, and the new containing
/// op when the producer's result had to be added to it. Why it failed is
/// noted on `diag`; errors of the tiling go to `errors`.
fn tile_and_fuse_first_extract_use(
    ctx: &mut Context,
    diag: &mut Diagnostic,
    errors: &mut Vec<Diagnostic>,
    producer: OpId,
    containing: OpId,
) -> (Vec<OpId>, Option<OpId>) {
    let Some(model) = tiling_model(ctx, producer) else {
        let text = shown(ctx, producer);
        add_note(
            diag,
            ctx.op_loc(producer),
            format!("producer is not a TileableInterface: {text}"),
        );
        return (Vec::new(), None);
    };
    let slice = users(ctx, producer).into_iter().find(|u| {
        tensor::ExtractSliceOp::cast(ctx, u.op).is_some()
            && is_proper_ancestor(ctx, containing, u.op)
    });
    let Some(slice_use) = slice else {
        let text = shown(ctx, producer);
        add_note(
            diag,
            ctx.op_loc(producer),
            format!("could not find fusion opportunity for: {text}"),
        );
        return (Vec::new(), None);
    };
    let slice_op = slice_use.op;
    let Some(slice) = tensor::ExtractSliceOp::cast(ctx, slice_op) else {
        return (Vec::new(), None);
    };
    let result_number = match slice.source(ctx) {
        Value::Result { index, .. } => index as usize,
        Value::Arg { .. } => return (Vec::new(), None),
    };
    let (offsets, sizes) = slice_offsets_sizes(ctx, slice);
    let mut b = OpBuilder::new(ctx);
    b.set_insertion_point_before(slice_op);
    let tiled = match model.generate_result_tile_value(
        &mut b,
        producer,
        result_number,
        &offsets,
        sizes.as_slice(),
    ) {
        Ok(t) => t,
        Err(e) => {
            errors.extend(e);
            let text = shown(&b, producer);
            add_note(
                diag,
                b.op_loc(producer),
                format!("failed to tile producer op: {text}"),
            );
            return (Vec::new(), None);
        }
    };
    let slice_loc = b.op_loc(slice_op);
    let slice_result = b.result(slice_op, 0);
    let slice_shape = b
        .shape(b.value_type(slice_result))
        .map(<[i64]>::to_vec)
        .unwrap_or_default();
    let Some(&tiled_value) = tiled.tiled_values.first() else {
        return (Vec::new(), None);
    };
    let Some(reduced) = rank_reduce_if_needed(&mut b, slice_loc, tiled_value, &slice_shape) else {
        let value_text = value_shown(&b, tiled_value);
        let slice_text = shown(&b, slice_op);
        add_note(
            diag,
            b.op_loc(producer),
            format!(
                "shape types don't match (missing canonicalization?):\nTiledOp: {value_text}\nSliceOp: {slice_text}\n"
            ),
        );
        return (Vec::new(), None);
    };
    b.replace_all_uses_with(slice_result, reduced);
    let _ = b.erase_op(slice_op);
    let new_containing = replace_forall_with_new_signature(
        &mut b,
        producer,
        containing,
        &tiled,
        result_number,
        &offsets,
        &sizes,
    );
    (tiled.tiled_ops, new_containing)
}

/// Tiles `producer`, a shared output of the `scf.forall` `containing`, to
/// the first `tensor.extract_slice` of the loop's block argument for it,
/// the loop then taking the producer's destination instead (upstream's
/// `tileAndFuseFirstExtractUseThroughContainingOpBlockArgument`).
fn tile_and_fuse_through_block_argument(
    ctx: &mut Context,
    diag: &mut Diagnostic,
    errors: &mut Vec<Diagnostic>,
    producer: OpId,
    containing: OpId,
) -> Vec<OpId> {
    let Some(model) = tiling_model(ctx, producer) else {
        let text = shown(ctx, producer);
        add_note(
            diag,
            ctx.op_loc(producer),
            format!("producer is not a TileableInterface: {text}"),
        );
        return Vec::new();
    };
    let forall_use = users(ctx, producer)
        .into_iter()
        .find(|u| scf::ForallOp::cast(ctx, u.op).is_some());
    let Some(p_use) = forall_use.filter(|u| u.op == containing) else {
        let text = shown(ctx, producer);
        add_note(
            diag,
            ctx.op_loc(producer),
            format!("could not find a use by the containing op: {text}"),
        );
        return Vec::new();
    };
    let Some(forall) = scf::ForallOp::cast(ctx, containing) else {
        return Vec::new();
    };
    // `getTiedBlockArgument`: the output's region argument.
    let num_outputs = forall.outputs(ctx).len();
    let first_output = ctx.num_operands(containing) - num_outputs;
    let Some(bb_arg) = (p_use.index as usize)
        .checked_sub(first_output)
        .and_then(|k| forall.get_region_out_args(ctx).get(k).copied())
    else {
        return Vec::new();
    };
    let slice = ctx.uses(bb_arg).find(|u| {
        tensor::ExtractSliceOp::cast(ctx, u.op).is_some()
            && is_proper_ancestor(ctx, containing, u.op)
    });
    let Some(slice_use) = slice else {
        let text = value_shown(ctx, bb_arg);
        add_note(
            diag,
            ctx.op_loc(containing),
            format!("could not find fusion opportunity for bbArg: {text}"),
        );
        return Vec::new();
    };
    let slice_op = slice_use.op;
    let Some(slice) = tensor::ExtractSliceOp::cast(ctx, slice_op) else {
        return Vec::new();
    };
    let used = ctx.operand(containing, p_use.index as usize);
    let result_number = match used {
        Value::Result { index, .. } => index as usize,
        Value::Arg { .. } => return Vec::new(),
    };
    let (offsets, sizes) = slice_offsets_sizes(ctx, slice);
    let mut b = OpBuilder::new(ctx);
    b.set_insertion_point_before(slice_op);
    let producer_loc = b.op_loc(producer);
    let Some(destinations) = tensor::get_or_create_destinations(&mut b, producer_loc, producer)
    else {
        let text = shown(&b, producer);
        add_note(
            diag,
            producer_loc,
            format!("failed to get destination tensors for: {text}"),
        );
        return Vec::new();
    };
    let Some(&destination) = destinations.get(result_number) else {
        return Vec::new();
    };
    // The producer cloned onto the block argument, then tiled.
    let mut mapping = IrMapping::new();
    mapping.map_value(destination, bb_arg);
    let Ok(clone) = b.clone_op(producer, &mut mapping) else {
        return Vec::new();
    };
    // (`rewriter.clone` remaps the operands through the mapping.)
    let operands = b.operands(clone);
    for (i, v) in operands.into_iter().enumerate() {
        if v == destination {
            let _ = b.set_operand(clone, i, bb_arg);
        }
    }
    if b.insert(clone).is_err() {
        return Vec::new();
    }
    let tiled = model.generate_result_tile_value(&mut b, clone, result_number, &offsets, &sizes);
    let tiled = match tiled {
        Ok(t) => t,
        Err(e) => {
            errors.extend(e);
            let _ = b.erase_op(clone);
            let text = shown(&b, producer);
            add_note(
                diag,
                producer_loc,
                format!("failed to tile producer op: {text}"),
            );
            return Vec::new();
        }
    };
    let slice_loc = b.op_loc(slice_op);
    let slice_result = b.result(slice_op, 0);
    let slice_shape = b
        .shape(b.value_type(slice_result))
        .map(<[i64]>::to_vec)
        .unwrap_or_default();
    let reduced = tiled
        .tiled_values
        .first()
        .and_then(|&v| rank_reduce_if_needed(&mut b, slice_loc, v, &slice_shape));
    let Some(reduced) = reduced else {
        let _ = b.erase_op(clone);
        return Vec::new();
    };
    b.replace_all_uses_with(slice_result, reduced);
    let _ = b.erase_op(slice_op);
    let _ = b.set_operand(containing, p_use.index as usize, destinations[0]);
    let _ = b.erase_op(clone);
    tiled.tiled_ops
}

/// Clones `producer` before its first use inside `containing`, which
/// takes the copy's result (upstream's `cloneAndFuseFirstUse`).
fn clone_and_fuse_first_use(
    ctx: &mut Context,
    diag: &mut Diagnostic,
    producer: OpId,
    containing: OpId,
) -> Option<OpId> {
    let mut inside = Vec::new();
    for u in users(ctx, producer) {
        if is_proper_ancestor(ctx, containing, u.op) {
            inside.push(u);
            continue;
        }
        if u.op == containing {
            add_note(
                diag,
                ctx.op_loc(producer),
                "producer op use by containing op cannot be fused by cloning",
            );
            return None;
        }
    }
    let Some(&first) = inside.first() else {
        add_note(
            diag,
            ctx.op_loc(producer),
            "no fusion opportunity by cloning",
        );
        return None;
    };
    if ctx.op_name_of(first.op) == "tensor.parallel_insert_slice" {
        // Upstream asserts this never happens.
        add_note(
            diag,
            ctx.op_loc(producer),
            "Parallel insert slice is not a valid clone destination",
        );
        return None;
    }
    let result_number = match ctx.operand(first.op, first.index as usize) {
        Value::Result { index, .. } => index as usize,
        Value::Arg { .. } => return None,
    };
    let mut b = OpBuilder::new(ctx);
    b.set_insertion_point_before(first.op);
    let clone = b.clone_op(producer, &mut IrMapping::new()).ok()?;
    b.insert(clone).ok()?;
    let r = b.result(clone, result_number);
    b.set_operand(first.op, first.index as usize, r).ok()?;
    Some(clone)
}

impl FuseIntoContainingOpHooks for FuseIntoContainingOp {
    fn apply(
        op: Self,
        ctx: &mut Context,
        results: &mut TransformResults,
        state: &mut TransformState,
    ) -> Outcome {
        let this = op.operation();
        let loc = ctx.op_loc(this);
        let producers = state.payload_ops(op.producer_op(ctx));
        let containing_ops = state.payload_ops(op.containing_op(ctx));
        if containing_ops.len() != 1 {
            state.emit(Diagnostic::error(
                loc,
                format!(
                    "requires exactly one containing_op handle (got {})",
                    containing_ops.len()
                ),
            ));
            return DiagnosedSilenceableFailure::Definite;
        }
        let mut containing = containing_ops[0];
        if producers.is_empty() {
            results.set_ops(0, Vec::new());
            results.set_ops(1, vec![containing]);
            return DiagnosedSilenceableFailure::Success;
        }
        // A set in the handle's order.
        let mut remaining: Vec<OpId> = Vec::new();
        for p in producers {
            if !remaining.contains(&p) {
                remaining.push(p);
            }
        }
        let mut fused = Vec::new();
        while !remaining.is_empty() {
            // The first producer used inside the containing op (which may
            // use it itself); one used once leaves the set.
            let mut next = None;
            for (i, &p) in remaining.iter().enumerate() {
                let count = users(ctx, p)
                    .iter()
                    .filter(|u| ctx.is_ancestor(containing, u.op))
                    .count();
                if count > 0 {
                    next = Some((i, p, count));
                    break;
                }
            }
            let Some((index, producer, count)) = next else {
                let d =
                    Diagnostic::error(loc, "could not find next producer to fuse into container")
                        .with_note(ctx.op_loc(containing), "containing op");
                return DiagnosedSilenceableFailure::silenceable(d);
            };
            if count == 1 {
                remaining.remove(index);
            }
            let producer_text = shown(ctx, producer);
            let containing_text = shown(ctx, containing);
            let mut diag = Diagnostic::error(
                ctx.op_loc(producer),
                format!("could not fuse {producer_text} into {containing_text}"),
            );
            diag.severity = ir::diag::Severity::Remark;
            let mut errors = Vec::new();
            let (tiled, new_containing) =
                tile_and_fuse_first_extract_use(ctx, &mut diag, &mut errors, producer, containing);
            for e in errors.drain(..) {
                state.emit(e);
            }
            if !tiled.is_empty() {
                fused.extend(tiled);
                if let Some(new_containing) = new_containing {
                    // Handles to the containing op follow it.
                    state.replace_payload_op(containing, Some(new_containing));
                    let _ = ctx.erase_op(containing);
                    containing = new_containing;
                }
                continue;
            }
            let tiled = tile_and_fuse_through_block_argument(
                ctx,
                &mut diag,
                &mut errors,
                producer,
                containing,
            );
            for e in errors.drain(..) {
                state.emit(e);
            }
            if !tiled.is_empty() {
                fused.extend(tiled);
                continue;
            }
            if let Some(cloned) = clone_and_fuse_first_use(ctx, &mut diag, producer, containing) {
                fused.push(cloned);
                continue;
            }
            return DiagnosedSilenceableFailure::silenceable(diag);
        }
        results.set_ops(0, fused);
        results.set_ops(1, vec![containing]);
        DiagnosedSilenceableFailure::Success
    }

    fn allows_repeated_handle_operands(_op: Self, _ctx: &Context) -> bool {
        true
    }

    fn get_effects(op: Self, ctx: &Context, effects: &mut Effects) {
        consumes_handle(&[op.producer_op(ctx)], effects);
        only_reads_handle(&[op.containing_op(ctx)], effects);
        produces_handle(&ctx.results(op.operation()), effects);
        modifies_payload(effects);
    }
}

//! `transform.structured.fuse` (upstream's `FuseOp` of
//! `LinalgTransformOps.cpp`) and the tile-and-fuse driver it runs,
//! upstream's `scf::tileConsumerAndFuseProducersUsingSCF` and
//! `scf::tileAndFuseProducerOfSlice` (`SCF/Transforms/TileUsingInterface.cpp`):
//! the consumer tiled to an `scf.for` nest, then each producer of a slice
//! the tiled ops read computed in place, tile by tile, breadth first.
//!
//! The driver lives with the transform op rather than in the scf crate
//! beside `tile_using_scf` because it builds on the tensor crate's slices
//! and destinations, which the scf crate reaches only for the latter.

use std::collections::VecDeque;

use ir::effects::{EffectInstance, MemoryEffect};
use ir::interfaces::tiling::tiling_model;
use ir::interfaces::DestinationStyleOpInterfaceRef;
use ir::{Context, Diagnostic, IrMapping, OpBuilder, OpFoldResult, OpId, Value};
use transform_dialect::{
    consumes_handle, modifies_payload, produces_handle, DiagnosedSilenceableFailure,
    TransformResults, TransformState,
};

use crate::{FuseOp, FuseOpHooks};

type Effects = Vec<EffectInstance<MemoryEffect>>;
type Outcome = DiagnosedSilenceableFailure;

/// What tiling a consumer and fusing its producers made (upstream's
/// `SCFTileAndFuseResult`).
#[derive(Clone, Debug, Default)]
pub struct TileAndFuseResult {
    /// The producers fused, untiled, in the order fused.
    pub fused_producers: Vec<OpId>,
    /// The tiled consumer first, then the tiled producers.
    pub tiled_and_fused_ops: Vec<OpId>,
    /// The loops, outermost first.
    pub loops: Vec<OpId>,
    /// Each consumer result with the value replacing it.
    pub replacements: Vec<(Value, Value)>,
}

/// The producer result a fused slice reads and, when reaching it went
/// through the loops' iteration arguments up to the outermost loop's
/// init, that init as (loop, operand number) (upstream's
/// `getUntiledProducerFromSliceSource`).
fn untiled_producer_of_slice(
    ctx: &Context,
    slice: OpId,
    loops: &[OpId],
) -> (Option<Value>, Option<(OpId, usize)>) {
    let mut source = ctx.operand(slice, 0);
    let mut source_operand = (slice, 0usize);
    let mut inner = loops.iter().rev();
    let mut next_loop = inner.next();
    let mut walked_all = next_loop.is_none();
    while let Value::Arg { block, index } = source {
        let Some(&lp) = next_loop else {
            break;
        };
        if ctx.block_parent_op(block) != Some(lp) {
            break;
        }
        // `getTiedLoopInit`: an `scf.for`'s init after its three bounds.
        if index == 0 {
            break;
        }
        let operand = 3 + index as usize - 1;
        if operand >= ctx.num_operands(lp) {
            break;
        }
        source_operand = (lp, operand);
        source = ctx.operand(lp, operand);
        next_loop = inner.next();
        walked_all = next_loop.is_none();
    }
    let destination = walked_all.then_some(source_operand);
    match source {
        Value::Result { .. } => (Some(source), destination),
        Value::Arg { .. } => (None, destination),
    }
}

/// A copy of `op` at the insertion point with its inits replaced by
/// `destinations` (upstream's `cloneOpAndUpdateDestinationArgs`).
fn clone_with_destinations(
    b: &mut OpBuilder<'_>,
    op: OpId,
    destinations: &[Value],
) -> Option<OpId> {
    let clone = b.clone_op(op, &mut IrMapping::new()).ok()?;
    b.insert(clone).ok()?;
    if let Some(dps) = DestinationStyleOpInterfaceRef::get(b, clone) {
        for (k, i) in dps.get_dps_inits_mutable(b).enumerate() {
            if let Some(&d) = destinations.get(k) {
                b.set_operand(clone, i, d).ok()?;
            }
        }
    }
    Some(clone)
}

/// The offsets, sizes and strides of a `tensor.extract_slice`, mixed.
fn slice_lists(ctx: &mut Context, slice: tensor::ExtractSliceOp) -> [Vec<OpFoldResult>; 3] {
    let lists = [
        (slice.static_offsets(ctx).to_vec(), slice.offsets(ctx)),
        (slice.static_sizes(ctx).to_vec(), slice.sizes(ctx)),
        (slice.static_strides(ctx).to_vec(), slice.strides(ctx)),
    ];
    lists.map(|(statics, dynamics)| {
        let mut next = dynamics.into_iter();
        statics
            .into_iter()
            .map(
                |s| match (s == ir::DYNAMIC).then(|| next.next()).flatten() {
                    Some(v) => OpFoldResult::Value(v),
                    None => OpFoldResult::Attr(ctx.index_attr(s)),
                },
            )
            .collect()
    })
}

/// What fusing the producer of a slice made (upstream's
/// `SCFFuseProducerOfSliceResult`).
#[derive(Clone, Debug)]
pub struct FuseProducerOfSliceResult {
    /// The untiled producer's result the slice read.
    pub orig_producer: Value,
    /// The tile of it computed in place, which replaces the slice.
    pub tiled_and_fused_producer: Value,
    /// The tiled ops.
    pub tiled_ops: Vec<OpId>,
}

/// Computes the tile of its producer that the slice `slice` reads in
/// place of it (upstream's `scf::tileAndFuseProducerOfSlice`): the
/// producer, cloned before the slice (onto the slice's source when the
/// slice reads a destination through the loops), is asked for the
/// tile's value; the slice's uses take it. The slice itself stays.
pub fn tile_and_fuse_producer_of_slice(
    b: &mut OpBuilder<'_>,
    slice_op: OpId,
    loops: &[OpId],
) -> Option<FuseProducerOfSliceResult> {
    let (producer, destination) = untiled_producer_of_slice(b, slice_op, loops);
    let producer = producer?;
    let Value::Result {
        op: producer_op,
        index,
    } = producer
    else {
        return None;
    };
    let result_number = index as usize;
    let saved = b.insertion_point();
    b.set_insertion_point_before(slice_op);
    let done = |b: &mut OpBuilder<'_>, r| {
        b.set_insertion_point(saved);
        r
    };
    let is_dps = DestinationStyleOpInterfaceRef::get(b, producer_op).is_some();
    let mut orig_destinations = Vec::new();
    if is_dps {
        let loc = b.op_loc(producer_op);
        match tensor::get_or_create_destinations(b, loc, producer_op) {
            Some(d) => orig_destinations = d,
            None => return done(b, None),
        }
    }
    let mut clone_destinations = orig_destinations.clone();
    if destination.is_some() && is_dps {
        if let Some(slot) = clone_destinations.get_mut(result_number) {
            *slot = b.operand(slice_op, 0);
        }
    }
    let Some(clone) = clone_with_destinations(b, producer_op, &clone_destinations) else {
        return done(b, None);
    };
    // The slice cloned onto the copy (`mlir::clone` with new operands).
    let Some(slice_clone) = b
        .clone_op(slice_op, &mut IrMapping::new())
        .ok()
        .filter(|&c| b.insert(c).is_ok())
    else {
        let _ = b.erase_op(clone);
        return done(b, None);
    };
    let cloned_result = b.result(clone, result_number);
    let _ = b.set_operand(slice_clone, 0, cloned_result);
    // `tensor::replaceExtractSliceWithTiledProducer`.
    let tiled = (|| {
        let model = tiling_model(b, clone)?;
        let slice = tensor::ExtractSliceOp::cast(b, slice_clone)?;
        let [offsets, sizes, strides] = slice_lists(b, slice);
        let unit = strides.iter().all(|&s| match s {
            OpFoldResult::Attr(a) => b.as_integer(a) == Some(1),
            OpFoldResult::Value(v) => {
                b.defining_op(v)
                    .and_then(|d| b.constant_value(d))
                    .and_then(|a| b.as_integer(a))
                    == Some(1)
            }
        });
        if !unit {
            return None;
        }
        model
            .generate_result_tile_value(b, clone, result_number, &offsets, &sizes)
            .ok()
    })();
    let Some(tiled) = tiled else {
        let _ = b.erase_op(slice_clone);
        let _ = b.erase_op(clone);
        return done(b, None);
    };
    let Some(&tiled_value) = tiled.tiled_values.first() else {
        return done(b, None);
    };
    let slice_result = b.result(slice_op, 0);
    b.replace_all_uses_with(slice_result, tiled_value);
    let _ = b.erase_op(slice_clone);
    let _ = b.erase_op(clone);
    // A destination read through the loops: the outermost loop starts
    // from the producer's own destination.
    if let (Some((lp, operand)), true, Some(&outer)) = (destination, is_dps, loops.first()) {
        if let Some(&d) = orig_destinations.get(result_number) {
            let _ = lp;
            let _ = b.set_operand(outer, operand, d);
        }
    }
    done(
        b,
        Some(FuseProducerOfSliceResult {
            orig_producer: producer,
            tiled_and_fused_producer: tiled_value,
            tiled_ops: tiled.tiled_ops,
        }),
    )
}

/// Tiles `consumer` with `options` and fuses every producer of the
/// slices the tiled ops read, breadth first (upstream's
/// `scf::tileConsumerAndFuseProducersUsingSCF` with its default control:
/// every slice fused, no replacement yielded). `Err(None)` fails without
/// a diagnostic.
pub fn tile_consumer_and_fuse_producers(
    b: &mut OpBuilder<'_>,
    consumer: OpId,
    options: &mut scf::ScfTilingOptions<'_>,
) -> Result<TileAndFuseResult, Option<Diagnostic>> {
    if b.num_results(consumer) == 0 {
        return Err(None);
    }
    let tiling = scf::tile_using_scf(b, consumer, options).map_err(Some)?;
    let mut result = TileAndFuseResult {
        tiled_and_fused_ops: tiling.tiled_ops.clone(),
        loops: tiling.loops.clone(),
        ..TileAndFuseResult::default()
    };
    let consumer_results = b.results(consumer).to_vec();
    if tiling.loops.is_empty() {
        result.replacements = consumer_results
            .into_iter()
            .zip(tiling.replacements)
            .collect();
        return Ok(result);
    }
    let add_candidates = |b: &OpBuilder<'_>, op: OpId, candidates: &mut VecDeque<OpId>| {
        for v in b.operands(op) {
            if let Some(def) = b.defining_op(v) {
                if tensor::ExtractSliceOp::cast(b, def).is_some() {
                    candidates.push_back(def);
                }
            }
        }
    };
    let mut candidates = VecDeque::new();
    if let Some(&last) = result.tiled_and_fused_ops.last() {
        add_candidates(b, last, &mut candidates);
    }
    while let Some(candidate) = candidates.pop_front() {
        let (producer, _) = untiled_producer_of_slice(b, candidate, &result.loops);
        if producer.is_none() {
            continue;
        }
        let Some(fused) = tile_and_fuse_producer_of_slice(b, candidate, &result.loops) else {
            continue;
        };
        if let Some(tiled_op) = b.defining_op(fused.tiled_and_fused_producer) {
            if let Some(orig) = b.defining_op(fused.orig_producer) {
                if !result.fused_producers.contains(&orig) {
                    result.fused_producers.push(orig);
                }
            }
            if !result.tiled_and_fused_ops.contains(&tiled_op) {
                result.tiled_and_fused_ops.push(tiled_op);
            }
            add_candidates(b, tiled_op, &mut candidates);
        }
    }
    let outer = result.loops[0];
    let outer_results = b.results(outer).to_vec();
    result.replacements = consumer_results
        .into_iter()
        .enumerate()
        .filter_map(|(i, r)| outer_results.get(i).map(|&l| (r, l)))
        .collect();
    Ok(result)
}

/// The integers of an `I64ArrayAttr`.
fn i64_array(ctx: &Context, a: Option<ir::Attribute>) -> Vec<i64> {
    a.and_then(|a| ctx.as_array(a).map(<[ir::Attribute]>::to_vec))
        .unwrap_or_default()
        .into_iter()
        .filter_map(|e| ctx.as_integer(e).and_then(|v| i64::try_from(v).ok()))
        .collect()
}

impl FuseOpHooks for FuseOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let interchange_attr = self.tile_interchange_attr(ctx);
        let mut permutation = i64_array(ctx, interchange_attr);
        permutation.sort_unstable();
        if permutation.iter().enumerate().any(|(i, &p)| p != i as i64) {
            let text = interchange_attr
                .map(|a| ir::printer::attr_to_string(ctx, a))
                .unwrap_or_else(|| "[]".to_string());
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format!("expects interchange to be a permutation, found {text}"),
            ));
        }
        let sizes = i64_array(ctx, self.tile_sizes_attr(ctx));
        let expected = sizes.iter().filter(|&&s| s != 0).count();
        if expected + 1 != ctx.num_results(op) {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format!("expects {expected} loop results"),
            ));
        }
        Ok(())
    }

    fn apply(
        op: Self,
        ctx: &mut Context,
        results: &mut TransformResults,
        state: &mut TransformState,
    ) -> Outcome {
        let this = op.operation();
        let tile_sizes = i64_array(ctx, op.tile_sizes_attr(ctx));
        let interchange = i64_array(ctx, op.tile_interchange_attr(ctx));
        let num_loops = tile_sizes.iter().filter(|&&s| s != 0).count();
        let mut tiled = Vec::new();
        let mut loops: Vec<Vec<OpId>> = vec![Vec::new(); num_loops];
        // `applyTilingToAll`.
        for target in state.payload_ops(op.target(ctx)) {
            if tiling_model(ctx, target).is_none() {
                state.emit(Diagnostic::at_op(
                    ctx,
                    this,
                    "only TilingInterface ops are supported",
                ));
                return DiagnosedSilenceableFailure::Definite;
            }
            let mut compute = |b: &mut OpBuilder<'_>, _: OpId| -> Vec<OpFoldResult> {
                tile_sizes
                    .iter()
                    .map(|&s| OpFoldResult::Attr(b.index_attr(s)))
                    .collect()
            };
            let mut options = scf::ScfTilingOptions {
                tile_sizes: &mut compute,
                interchange: interchange.clone(),
                loop_type: scf::TilingLoopType::ForOp,
                mapping: Vec::new(),
            };
            let mut b = OpBuilder::new(ctx);
            b.set_insertion_point_before(target);
            let fused = match tile_consumer_and_fuse_producers(&mut b, target, &mut options) {
                Ok(r) => r,
                Err(d) => {
                    if let Some(d) = d {
                        state.emit(d);
                    }
                    return DiagnosedSilenceableFailure::Definite;
                }
            };
            // The consumer and the fused producers replaced where a
            // replacement is known, erased once unused.
            let mut to_replace = vec![target];
            to_replace.extend(fused.fused_producers.iter().copied());
            for r in to_replace {
                for res in ctx.results(r).to_vec() {
                    if let Some(&(_, with)) = fused.replacements.iter().find(|(o, _)| *o == res) {
                        ctx.replace_all_uses_with(res, with);
                    }
                }
                let unused = ctx.results(r).iter().all(|&v| !ctx.has_uses(v));
                if unused {
                    state.replace_payload_op(r, None);
                    let _ = ctx.erase_op(r);
                }
            }
            if let Some(&first) = fused.tiled_and_fused_ops.first() {
                tiled.push(first);
            }
            for (k, l) in fused.loops.into_iter().enumerate() {
                if let Some(slot) = loops.get_mut(k) {
                    slot.push(l);
                }
            }
        }
        results.set_ops(0, tiled);
        for (k, l) in loops.into_iter().enumerate() {
            results.set_ops(k + 1, l);
        }
        DiagnosedSilenceableFailure::Success
    }

    fn get_effects(op: Self, ctx: &Context, effects: &mut Effects) {
        // `FunctionalStyleTransformOpTrait`.
        consumes_handle(&ctx.operands(op.operation()), effects);
        produces_handle(&ctx.results(op.operation()), effects);
        modifies_payload(effects);
    }
}

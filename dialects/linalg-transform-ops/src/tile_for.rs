//! The application of `transform.structured.tile_using_for` (upstream's
//! `TileUsingForOp::apply`): each target tiled by `scf::tileUsingSCF` into
//! a nest of `scf.for` loops.

use ir::interfaces::tiling::tiling_model;
use ir::{Context, Diagnostic, OpBuilder, OpFoldResult, OpId};
use transform_dialect::{DiagnosedSilenceableFailure, TransformResults, TransformState};

use crate::TileUsingForOp;

type Outcome = DiagnosedSilenceableFailure;

/// The static entry standing for a handle (`ShapedType::kDynamic`).
const DYNAMIC: i64 = i64::MIN;

/// The sizes a dynamic size handle gives: one parameter or one payload
/// op per target.
enum Sizes {
    /// Integer parameters.
    Params(Vec<i64>),
    /// Ops with a single index result.
    Producers(Vec<OpId>),
}

/// An error at `op`, for a silenceable failure.
fn silenceable(ctx: &Context, op: OpId, message: String) -> Diagnostic {
    Diagnostic::error(ctx.op_loc(op), message)
}

/// Applies `op` (upstream's `TileUsingForOp::apply`).
pub(crate) fn apply(
    op: TileUsingForOp,
    ctx: &mut Context,
    results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    let this = op.operation();
    let static_sizes = op.static_sizes(ctx).to_vec();
    let scalable: Vec<bool> = op.scalable_sizes(ctx);
    let targets = state.payload_ops(op.target(ctx));
    let mut dynamic: Vec<Sizes> = Vec::new();
    for handle in op.dynamic_sizes(ctx) {
        let ty = ctx.value_type(handle);
        if <transform_dialect::ParamType as ir::TypeHandle>::classof(ctx, ty) {
            let params: Vec<i64> = state
                .params(handle)
                .into_iter()
                .map(|a| ctx.as_integer(a).map_or(0, |v| v as i64))
                .collect();
            if params.len() != targets.len() {
                // (Upstream counts the producers here, of which there are
                // none for a parameter.)
                return DiagnosedSilenceableFailure::silenceable(
                    silenceable(
                        ctx,
                        this,
                        format!(
                            "expected as many parameter values (0) as target ops ({})",
                            targets.len()
                        ),
                    )
                    .with_note(ctx.value_loc(handle), "for this parameter"),
                );
            }
            dynamic.push(Sizes::Params(params));
            continue;
        }
        let producers = state.payload_ops(handle);
        if producers.len() != targets.len() {
            return DiagnosedSilenceableFailure::silenceable(
                silenceable(
                    ctx,
                    this,
                    format!(
                        "expected as many dynamic size-producing operations ({}) as target ops ({})",
                        producers.len(),
                        targets.len()
                    ),
                )
                .with_note(ctx.value_loc(handle), "for this handle"),
            );
        }
        for &p in &producers {
            let results = ctx.results(p);
            if results.len() == 1 && ctx.is_index(ctx.value_type(results[0])) {
                continue;
            }
            return DiagnosedSilenceableFailure::silenceable(
                silenceable(
                    ctx,
                    this,
                    "expected sizes to be produced by ops with a single index-type result"
                        .to_string(),
                )
                .with_note(ctx.op_loc(p), "size producer op")
                .with_note(ctx.value_loc(handle), "for this handle"),
            );
        }
        dynamic.push(Sizes::Producers(producers));
    }
    let num_loops = op.loops(ctx).len();
    let mut tiled = Vec::new();
    let mut loops: Vec<Vec<OpId>> = vec![Vec::new(); num_loops];
    let interchange = op.interchange(ctx).to_vec();
    let loc = ctx.op_loc(this);
    for (index, &target) in targets.iter().enumerate() {
        let Some(model) = tiling_model(ctx, target) else {
            return DiagnosedSilenceableFailure::silenceable(
                silenceable(
                    ctx,
                    this,
                    "only ops implementing TilingInterface are supported".to_string(),
                )
                .with_note(ctx.op_loc(target), "target op"),
            );
        };
        let num_iterators = model.loop_iterator_types(ctx, target).len();
        if static_sizes.len() > num_iterators {
            return DiagnosedSilenceableFailure::silenceable(
                silenceable(
                    ctx,
                    this,
                    format!(
                        "too many tiles provided, expected at most {num_iterators} found {}",
                        static_sizes.len()
                    ),
                )
                .with_note(ctx.op_loc(target), "target op"),
            );
        }
        let mut compute = |b: &mut OpBuilder<'_>, _: OpId| -> Vec<OpFoldResult> {
            let mut sizes = Vec::with_capacity(static_sizes.len());
            let mut next_dynamic = 0;
            for (k, &s) in static_sizes.iter().enumerate() {
                if s != DYNAMIC {
                    if scalable.get(k).copied().unwrap_or(false) {
                        let c = scf::utils::constant_index(b, loc, s);
                        let index_ty = b.index_type();
                        let vscale = vector::VectorScaleOp::build(b, loc, index_ty).res(b);
                        let product =
                            arith::MulIOp::build(b, loc, index_ty, c, vscale, None).result(b);
                        sizes.push(OpFoldResult::Value(product));
                    } else {
                        sizes.push(OpFoldResult::Attr(b.index_attr(s)));
                    }
                    continue;
                }
                match dynamic.get(next_dynamic) {
                    Some(Sizes::Params(p)) => {
                        sizes.push(OpFoldResult::Attr(b.index_attr(p[index])));
                    }
                    Some(Sizes::Producers(p)) => {
                        sizes.push(OpFoldResult::Value(b.result(p[index], 0)));
                    }
                    None => {}
                }
                next_dynamic += 1;
            }
            sizes
        };
        let mut options = scf::ScfTilingOptions {
            tile_sizes: &mut compute,
            interchange: interchange.clone(),
            loop_type: scf::TilingLoopType::ForOp,
            mapping: Vec::new(),
        };
        let mut b = OpBuilder::new(ctx);
        let result = scf::tile_using_scf(&mut b, target, &mut options);
        let result = match result {
            Ok(r) => r,
            Err(d) => {
                state.emit(d);
                return DiagnosedSilenceableFailure::Definite;
            }
        };
        let mut rw = ir::PatternRewriter::new(ctx);
        if let Err(e) = rw.replace_op(target, &result.replacements) {
            state.emit(Diagnostic::error(loc, e.to_string()));
            return DiagnosedSilenceableFailure::Definite;
        }
        state.replace_payload_op(target, None);
        tiled.extend(result.tiled_ops);
        for (k, l) in result.loops.into_iter().enumerate() {
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

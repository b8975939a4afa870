//! `transform.structured.tile_using_for` and
//! `transform.structured.tile_using_forall` (upstream's
//! `LinalgTransformOps.cpp`): their verifiers, memory effects and
//! application.

use ir::effects::{EffectInstance, MemoryEffect};
use ir::interfaces::tiling::tiling_model;
use ir::{Context, Diagnostic, OpBuilder, OpFoldResult, OpId, Value};
use transform_dialect::{
    consumes_handle, modifies_payload, only_reads_handle, produces_handle,
    DiagnosedSilenceableFailure, TransformParamTypeInterfaceRef, TransformResults, TransformState,
};

use crate::{TileUsingForOp, TileUsingForOpHooks, TileUsingForallOp, TileUsingForallOpHooks};

type Effects = Vec<EffectInstance<MemoryEffect>>;
type Outcome = DiagnosedSilenceableFailure;

/// The static entry standing for a handle (`ShapedType::kDynamic`).
const DYNAMIC: i64 = i64::MIN;

/// A mixed list: each static entry an index attribute, each dynamic one
/// the next of `dynamic` (upstream's `getMixedValues`).
fn mixed(ctx: &mut Context, statics: &[i64], dynamic: &[Value]) -> Vec<OpFoldResult> {
    let mut next = dynamic.iter();
    statics
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                next.next().map_or_else(
                    || OpFoldResult::Attr(ctx.index_attr(0)),
                    |&v| OpFoldResult::Value(v),
                )
            } else {
                OpFoldResult::Attr(ctx.index_attr(s))
            }
        })
        .collect()
}

/// An error at `op`, emitted now: a definite failure (upstream's
/// `emitDefiniteFailure`).
fn definite(ctx: &Context, state: &mut TransformState, op: OpId, message: &str) -> Outcome {
    state.emit(Diagnostic::error(ctx.op_loc(op), message));
    DiagnosedSilenceableFailure::Definite
}

/// An error at `op` as a silenceable failure (upstream's
/// `emitSilenceableError`).
fn silenceable(ctx: &Context, op: OpId, message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(ctx.op_loc(op), message)
}

/// Whether `ty` is a transform parameter type.
fn is_param(ctx: &Context, v: Value) -> bool {
    TransformParamTypeInterfaceRef::get(ctx, ctx.value_type(v)).is_some()
}

/// The payload values of a mixed list of sizes: attributes as they are,
/// parameters by their single value, handles by the single index result
/// of their single payload op (upstream's
/// `unpackSingleIndexResultPayloadOperations` of a list).
fn unpack_mixed(
    ctx: &Context,
    state: &mut TransformState,
    this: OpId,
    ofrs: &[OpFoldResult],
) -> Result<Vec<OpFoldResult>, Outcome> {
    let mut out = Vec::with_capacity(ofrs.len());
    for &ofr in ofrs {
        let v = match ofr {
            OpFoldResult::Attr(a) => {
                if ctx.as_integer(a).is_none() {
                    return Err(definite(ctx, state, this, "expected IntegerAttr"));
                }
                out.push(ofr);
                continue;
            }
            OpFoldResult::Value(v) => v,
        };
        if is_param(ctx, v) {
            let params = state.params(v);
            let [p] = params.as_slice() else {
                return Err(definite(
                    ctx,
                    state,
                    this,
                    "requires exactly one parameter associated",
                ));
            };
            out.push(OpFoldResult::Attr(*p));
            continue;
        }
        let payload = state.payload_ops(v);
        let [op] = payload.as_slice() else {
            return Err(DiagnosedSilenceableFailure::silenceable(
                silenceable(ctx, this, "handle must be mapped to exactly one payload op")
                    .with_note(
                        ctx.value_loc(v),
                        format!("mapped to {} payload ops", payload.len()),
                    ),
            ));
        };
        out.push(OpFoldResult::Value(single_index_result(ctx, this, *op)?));
    }
    Ok(out)
}

/// The single index result of `op`, or the silenceable failure naming it.
fn single_index_result(ctx: &Context, this: OpId, op: OpId) -> Result<Value, Outcome> {
    let results = ctx.results(op);
    match results.as_slice() {
        [r] if ctx.is_index(ctx.value_type(*r)) => Ok(*r),
        _ => Err(DiagnosedSilenceableFailure::silenceable(
            silenceable(ctx, this, "payload op must have exactly 1 index result")
                .with_note(ctx.op_loc(op), format!("has {} results", results.len())),
        )),
    }
}

/// The payload values of a packed handle: each parameter, or the single
/// index result of each payload op (upstream's
/// `unpackSingleIndexResultPayloadOperations` of a packed handle).
fn unpack_packed(
    ctx: &Context,
    state: &mut TransformState,
    this: OpId,
    packed: Value,
) -> Result<Vec<OpFoldResult>, Outcome> {
    if is_param(ctx, packed) {
        let mut out = Vec::new();
        for p in state.params(packed) {
            if ctx.as_integer(p).is_none() {
                return Err(definite(
                    ctx,
                    state,
                    this,
                    "expected the parameter to be associated with an integer attribute",
                ));
            }
            out.push(OpFoldResult::Attr(p));
        }
        return Ok(out);
    }
    let mut out = Vec::new();
    for op in state.payload_ops(packed) {
        out.push(OpFoldResult::Value(single_index_result(ctx, this, op)?));
    }
    Ok(out)
}

/// Replaces `target` by the values `with` (upstream's
/// `rewriter.replaceOp`): its uses, then the op itself, dropped from the
/// handles that map it.
fn replace_payload(
    ctx: &mut Context,
    state: &mut TransformState,
    target: OpId,
    with: &[Value],
) -> Result<(), ir::IrError> {
    let mut rw = ir::PatternRewriter::new(ctx);
    rw.replace_op(target, with)?;
    state.replace_payload_op(target, None);
    Ok(())
}

impl TileUsingForallOpHooks for TileUsingForallOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let err = |m: &str| Err(Diagnostic::op_error(ctx, op, m));
        let num_threads_spec = usize::from(!self.static_num_threads(ctx).to_vec().is_empty())
            + usize::from(self.packed_num_threads(ctx).is_some());
        if num_threads_spec > 1 {
            return err("num_threads and packed_num_threads are mutually exclusive");
        }
        let tile_sizes_spec = usize::from(!self.static_tile_sizes(ctx).to_vec().is_empty())
            + usize::from(self.packed_tile_sizes(ctx).is_some());
        if tile_sizes_spec > 1 {
            return err("tile_sizes and packed_tile_sizes are mutually exclusive");
        }
        if num_threads_spec == 0 && tile_sizes_spec == 0 {
            return err("either (packed_)num_threads or (packed_)tile_sizes must be specified");
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
        let num_threads = match op.packed_num_threads(ctx) {
            Some(p) => unpack_packed(ctx, state, this, p),
            None => {
                let statics = op.static_num_threads(ctx).to_vec();
                let dynamic = op.num_threads(ctx);
                let list = mixed(ctx, &statics, &dynamic);
                unpack_mixed(ctx, state, this, &list)
            }
        };
        let num_threads = match num_threads {
            Ok(n) => n,
            Err(failure) => return failure,
        };
        let tile_sizes = match op.packed_tile_sizes(ctx) {
            Some(p) => unpack_packed(ctx, state, this, p),
            None => {
                let statics = op.static_tile_sizes(ctx).to_vec();
                let dynamic = op.tile_sizes(ctx);
                let list = mixed(ctx, &statics, &dynamic);
                unpack_mixed(ctx, state, this, &list)
            }
        };
        let tile_sizes = match tile_sizes {
            Ok(t) => t,
            Err(failure) => return failure,
        };
        let mapping = op.mapping(ctx);
        let mut forall_ops = Vec::new();
        let mut tiled_ops = Vec::new();
        for target in state.payload_ops(op.target(ctx)) {
            if tiling_model(ctx, target).is_none() {
                return DiagnosedSilenceableFailure::silenceable(
                    silenceable(ctx, this, "only TilingInterface ops are supported")
                        .with_note(ctx.op_loc(target), "target op"),
                );
            }
            let mut warnings = Vec::new();
            let mut b = OpBuilder::new(ctx);
            b.set_insertion_point_before(target);
            let tiled = if num_threads.is_empty() {
                linalg_transforms::tile_to_forall_op_using_tile_sizes(
                    &mut b,
                    target,
                    &tile_sizes,
                    mapping,
                    &mut warnings,
                )
            } else {
                linalg_transforms::tile_to_forall_op(
                    &mut b,
                    target,
                    &num_threads,
                    mapping,
                    &mut warnings,
                )
            };
            for w in warnings {
                state.emit(w);
            }
            let tiled = match tiled {
                Ok(t) => t,
                Err(d) => {
                    state.emit(d);
                    // `emitDefaultSilenceableFailure`.
                    return DiagnosedSilenceableFailure::silenceable(Diagnostic::error(
                        ctx.op_loc(target),
                        "failed to apply",
                    ));
                }
            };
            let with = ctx.results(tiled.tile_op);
            if let Err(e) = replace_payload(ctx, state, target, &with) {
                return definite(ctx, state, this, &e.to_string());
            }
            forall_ops.push(tiled.tile_op);
            tiled_ops.push(tiled.tiled_op);
        }
        results.set_ops(1, forall_ops);
        results.set_ops(0, tiled_ops);
        DiagnosedSilenceableFailure::Success
    }

    fn get_effects(op: Self, ctx: &Context, effects: &mut Effects) {
        consumes_handle(&[op.target(ctx)], effects);
        only_reads_handle(&op.tile_sizes(ctx), effects);
        only_reads_handle(&op.num_threads(ctx), effects);
        only_reads_handle(
            &op.packed_num_threads(ctx).into_iter().collect::<Vec<_>>(),
            effects,
        );
        only_reads_handle(
            &op.packed_tile_sizes(ctx).into_iter().collect::<Vec<_>>(),
            effects,
        );
        produces_handle(&ctx.results(op.operation()), effects);
        modifies_payload(effects);
    }
}

impl TileUsingForOpHooks for TileUsingForOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let statics = self.static_sizes(ctx).to_vec();
        let scalables = self.scalable_sizes(ctx);
        if statics.len() != scalables.len() {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format!(
                    "expected same number of sizes ({}) and scalable sizes ({})",
                    statics.len(),
                    scalables.len()
                ),
            ));
        }
        let expected = statics.iter().filter(|&&s| s != 0).count();
        let loops = self.loops(ctx).len();
        if loops != expected {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format!(
                    "expected number of loops to tile ({expected}) to match number of `loops` results ({loops})"
                ),
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
        crate::tile_for::apply(op, ctx, results, state)
    }

    fn get_effects(op: Self, ctx: &Context, effects: &mut Effects) {
        consumes_handle(&[op.target(ctx)], effects);
        only_reads_handle(&op.dynamic_sizes(ctx), effects);
        produces_handle(&ctx.results(op.operation()), effects);
        modifies_payload(effects);
    }
}

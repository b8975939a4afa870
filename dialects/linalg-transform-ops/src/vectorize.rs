//! The application of `transform.structured.vectorize` (upstream's
//! `VectorizeOp::apply`): each target vectorized by
//! `linalg_transforms::vectorize` with the op's vector sizes, static or
//! given by parameters and handles to constants; and of
//! `transform.structured.vectorize_children_and_apply_patterns`
//! (`VectorizeChildrenAndApplyPatternsOp::applyToOne`): the structured ops
//! inside each isolated-from-above target vectorized by a greedy rewrite
//! with upstream's pattern sets; and the pattern descriptor
//! `transform.apply_patterns.linalg.tiling_canonicalization`
//! (`populateLinalgTilingCanonicalizationPatterns`).

use ir::effects::{EffectInstance, MemoryEffect};
use ir::{Context, Diagnostic, OpId, PatternRewriter, Value};
use transform_dialect::{
    consumes_handle, modifies_payload, only_reads_handle, produces_handle,
    DiagnosedSilenceableFailure, TransformResults, TransformState,
};

use crate::{
    VectorizeChildrenAndApplyPatternsOp, VectorizeChildrenAndApplyPatternsOpHooks, VectorizeOp,
    VectorizeOpHooks,
};

type Outcome = DiagnosedSilenceableFailure;

/// The static entry standing for a handle (`ShapedType::kDynamic`).
const DYNAMIC: i64 = i64::MIN;

/// A silenceable error at `op`.
fn silenceable(ctx: &Context, op: OpId, message: &str) -> Outcome {
    DiagnosedSilenceableFailure::silenceable(Diagnostic::error(ctx.op_loc(op), message))
}

/// Upstream's `reifyMixedParamAndHandleResults`: each vector size, from
/// the static list or the parameter or handle standing for it.
fn reify_sizes(
    ctx: &mut Context,
    state: &TransformState,
    this: OpId,
    statics: &[i64],
    dynamic: &[Value],
) -> Result<Vec<i64>, Outcome> {
    let mut sizes = Vec::with_capacity(statics.len());
    let mut next = dynamic.iter();
    for &s in statics {
        if s != DYNAMIC {
            sizes.push(s);
            continue;
        }
        let Some(&handle) = next.next() else {
            return Err(silenceable(ctx, this, "unexpected value handle"));
        };
        let ty = ctx.value_type(handle);
        if <transform_dialect::ParamType as ir::TypeHandle>::classof(ctx, ty) {
            let params = state.params(handle);
            let [param] = params.as_slice() else {
                return Err(silenceable(ctx, this, "expected a single param"));
            };
            sizes.push(ctx.as_integer(*param).map_or(0, |v| v as i64));
            continue;
        }
        let payload = state.payload_ops(handle);
        let [producer] = payload.as_slice() else {
            return Err(silenceable(
                ctx,
                this,
                "requires param or handle that is mapped to 1 payload op",
            ));
        };
        let results = ctx.results(*producer);
        if results.len() != 1 || !ctx.is_index(ctx.value_type(results[0])) {
            return Err(silenceable(
                ctx,
                this,
                "requires param or handle to be result of op with 1 index result",
            ));
        }
        let Some(value) =
            ir::rewrite::constant_value(ctx, results[0]).and_then(|a| ctx.as_integer(a))
        else {
            return Err(silenceable(
                ctx,
                this,
                "requires param or handle to be the result of a constant like op",
            ));
        };
        sizes.push(value as i64);
    }
    Ok(sizes)
}

/// The ops `structured.vectorize` accepts as targets.
fn is_vectorizable_kind(ctx: &Context, op: OpId) -> bool {
    linalg::LinalgOpRef::get(ctx, op).is_some()
        || matches!(
            ctx.op_name_of(op),
            "tensor.pad" | "tensor.pack" | "tensor.unpack"
        )
}

impl VectorizeOpHooks for VectorizeOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let statics = self.static_vector_sizes(ctx).len();
        let scalables = self.scalable_sizes(ctx).len();
        if statics != scalables {
            return Err(Diagnostic::op_error(
                ctx,
                self.operation(),
                format!(
                    "expected same number of vector sizes ({statics}) and scalable sizes ({scalables})"
                ),
            ));
        }
        Ok(())
    }

    fn apply(
        op: Self,
        ctx: &mut Context,
        _results: &mut TransformResults,
        state: &mut TransformState,
    ) -> Outcome {
        let this = op.operation();
        let targets = state.payload_ops(op.target(ctx));
        if targets.is_empty() {
            return DiagnosedSilenceableFailure::Success;
        }
        let statics = op.static_vector_sizes(ctx).to_vec();
        let dynamic = op.vector_sizes(ctx);
        let sizes = match reify_sizes(ctx, state, this, &statics, &dynamic) {
            Ok(s) => s,
            Err(e) => return e,
        };
        let scalable = op.scalable_sizes(ctx);
        let nd_extract = op.vectorize_nd_extract(ctx).unwrap_or(false);
        for target in targets {
            if !is_vectorizable_kind(ctx, target) {
                return silenceable(ctx, target, "Unsupported Op, cannot vectorize");
            }
            let mut rw = PatternRewriter::new(ctx);
            let done = linalg_transforms::vectorize(&mut rw, target, &sizes, &scalable, nd_extract);
            drop(rw);
            if !done {
                return silenceable(ctx, target, "Attempted to vectorize, but failed");
            }
            state.replace_payload_op(target, None);
        }
        DiagnosedSilenceableFailure::Success
    }

    fn get_effects(op: Self, ctx: &Context, effects: &mut Vec<EffectInstance<MemoryEffect>>) {
        consumes_handle(&[op.target(ctx)], effects);
        only_reads_handle(&op.vector_sizes(ctx), effects);
        modifies_payload(effects);
    }
}

/// The patterns `vectorize_children_and_apply_patterns` applies, in
/// upstream's order.
fn children_patterns(
    ctx: &mut Context,
    op: VectorizeChildrenAndApplyPatternsOp,
) -> Vec<Box<dyn ir::RewritePattern>> {
    let mut patterns: Vec<Box<dyn ir::RewritePattern>> =
        vec![Box::new(linalg_transforms::VectorizationPattern {
            vectorize_nd_extract: op.vectorize_nd_extract(ctx),
        })];
    if !op.disable_transfer_permutation_map_lowering_patterns(ctx) {
        vector_transforms::populate_vector_transfer_permutation_map_lowering_patterns(
            &mut patterns,
        );
    }
    if !op.disable_multi_reduction_to_contract_patterns(ctx) {
        vector_transforms::populate_vector_reduction_to_contract_patterns(&mut patterns);
    }
    vector_transforms::populate_sink_vector_broadcast_patterns(&mut patterns);
    patterns.extend(linalg_transforms::copy_forwarding_patterns());
    patterns.extend(
        <vector::TransferReadOp as vector::TransferReadOpHooks>::canonicalization_patterns(ctx),
    );
    patterns.extend(
        <vector::TransferWriteOp as vector::TransferWriteOpHooks>::canonicalization_patterns(ctx),
    );
    patterns.extend(tensor::fold_subset::fold_tensor_subset_into_vector_transfer_patterns());
    patterns.push(Box::new(linalg_transforms::CopyVectorizationPattern));
    if op.vectorize_padding(ctx) {
        patterns.extend(linalg_transforms::pad_op_vectorization_patterns());
    }
    patterns
}

impl VectorizeChildrenAndApplyPatternsOpHooks for VectorizeChildrenAndApplyPatternsOp {
    fn apply(
        op: Self,
        ctx: &mut Context,
        results: &mut TransformResults,
        state: &mut TransformState,
    ) -> Outcome {
        let this = op.operation();
        let targets = state.payload_ops(op.target(ctx));
        let mut done = Vec::new();
        for target in targets {
            if !ctx.op_has_trait(target, &ir::OpTrait::IsolatedFromAbove) {
                state.emit(
                    Diagnostic::op_error(ctx, this, "requires isolated-from-above targets")
                        .with_note(ctx.op_loc(target), "non-isolated target"),
                );
                return DiagnosedSilenceableFailure::Definite;
            }
            if let Some(conv) = ctx
                .walk_postorder(target)
                .into_iter()
                .find(|&o| linalg_transforms::is_convolution(ctx, o))
            {
                // Upstream vectorizes convolutions (`vectorizeConvolution`);
                // leaving them as they are would silently differ.
                state.emit(
                    Diagnostic::op_error(
                        ctx,
                        this,
                        "convolution vectorization is not supported by this port yet",
                    )
                    .with_note(ctx.op_loc(conv), "convolution"),
                );
                return DiagnosedSilenceableFailure::Definite;
            }
            if op.flatten_1d_depthwise_conv(ctx) {
                state.emit(Diagnostic::op_error(
                    ctx,
                    this,
                    "'flatten_1d_depthwise_conv' is not supported by this port yet (convolution vectorization)",
                ));
                return DiagnosedSilenceableFailure::Definite;
            }
            let patterns = children_patterns(ctx, op);
            let config = ir::GreedyConfig::default();
            if ir::apply_patterns_greedily(ctx, target, &patterns, config).is_err() {
                state.emit(
                    Diagnostic::op_error(ctx, this, "failed to apply")
                        .with_note(ctx.op_loc(target), "attempted to apply to this op"),
                );
                return DiagnosedSilenceableFailure::Definite;
            }
            done.push(target);
        }
        results.set_ops(0, done);
        DiagnosedSilenceableFailure::Success
    }

    fn get_effects(op: Self, ctx: &Context, effects: &mut Vec<EffectInstance<MemoryEffect>>) {
        consumes_handle(&[op.target(ctx)], effects);
        produces_handle(&ctx.results(op.operation()), effects);
        modifies_payload(effects);
    }
}

/// The ops whose canonicalization patterns
/// `populateLinalgTilingCanonicalizationPatterns` collects before the
/// linalg dialect's and the structured ops', in upstream's order.
const TILING_CANONICALIZATION_OPS: [&str; 14] = [
    "affine.apply",
    "affine.for",
    "affine.min",
    "affine.max",
    "arith.constant",
    "memref.subview",
    "memref.view",
    "scf.for",
    "scf.parallel",
    "tensor.cast",
    "tensor.empty",
    "tensor.extract_slice",
    "tensor.insert_slice",
    "tensor.pad",
];

/// The linalg ops of `LinalgOps.td`, which are not structured ops
/// (upstream's `LinalgStructuredOps.cpp.inc` op list leaves them out).
const NON_STRUCTURED_LINALG_OPS: [&str; 6] = [
    "linalg.index",
    "linalg.softmax",
    "linalg.winograd_filter_transform",
    "linalg.winograd_input_transform",
    "linalg.winograd_output_transform",
    "linalg.yield",
];

/// An op's or a dialect's canonicalization patterns.
type PatternsFn = fn(&mut Context) -> Vec<Box<dyn ir::RewritePattern>>;

/// `populateLinalgTilingCanonicalizationPatterns`.
fn tiling_canonicalization_patterns(ctx: &mut Context) -> Vec<Box<dyn ir::RewritePattern>> {
    let mut out = Vec::new();
    for name in TILING_CANONICALIZATION_OPS {
        let n = ctx.op_name(name);
        if let Some(f) = ctx
            .op_definition(n)
            .and_then(|d| d.canonicalization_patterns)
        {
            out.extend(f(ctx));
        }
    }
    if let Some(f) = ctx
        .dialect("linalg")
        .and_then(|d| d.canonicalization_patterns)
    {
        out.extend(f(ctx));
    }
    let mut structured: Vec<(String, PatternsFn)> = ctx
        .registered_operations()
        .filter(|d| {
            d.name.starts_with("linalg.") && !NON_STRUCTURED_LINALG_OPS.contains(&d.name.as_str())
        })
        .filter_map(|d| Some((d.name.clone(), d.canonicalization_patterns?)))
        .collect();
    structured.sort_by(|a, b| a.0.cmp(&b.0));
    for (_, f) in structured {
        out.extend(f(ctx));
    }
    out
}

impl crate::ApplyTilingCanonicalizationPatternsOpHooks
    for crate::ApplyTilingCanonicalizationPatternsOp
{
    fn populate_patterns(
        _op: Self,
        ctx: &mut Context,
        patterns: &mut Vec<Box<dyn ir::RewritePattern>>,
    ) {
        patterns.extend(tiling_canonicalization_patterns(ctx));
    }
}

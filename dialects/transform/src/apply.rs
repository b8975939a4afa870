//! Each transform op's `apply` (upstream's `TransformOps.cpp` and
//! `DebugExtensionOps.cpp`): what the op does to the payload and the
//! state.

use std::collections::HashSet;

use ir::conversion::{ConversionPattern, ConversionTarget};
use ir::diag::Severity;
use ir::{Attribute, Context, Diagnostic, Location, OpId, OpWrapper, Value};

use crate::interpreter::{
    apply_sequence_block, apply_transform, forward_terminator_operands, map_block_arguments,
    map_top_level_block_arguments,
};
use crate::ops::lookup_named_sequence;
use crate::*;

type Outcome = DiagnosedSilenceableFailure;

/// An error at `op`'s location as a silenceable failure (upstream's
/// `emitSilenceableError`).
fn silenceable(ctx: &Context, op: impl OpWrapper, message: impl Into<String>) -> Outcome {
    DiagnosedSilenceableFailure::silenceable(Diagnostic::error(ctx.op_loc(op.operation()), message))
}

/// An error at `op`'s location, emitted now: a definite failure.
fn definite(
    ctx: &Context,
    state: &mut TransformState,
    op: impl OpWrapper,
    message: impl Into<String>,
) -> Outcome {
    state.emit(Diagnostic::error(ctx.op_loc(op.operation()), message));
    DiagnosedSilenceableFailure::Definite
}

/// A diagnostic of severity `severity` at `loc`.
fn diagnostic(severity: Severity, loc: Location, message: impl Into<String>) -> Diagnostic {
    Diagnostic {
        loc,
        severity,
        message: message.into(),
        notes: Vec::new(),
    }
}

/// A remark at payload op `op` (`Operation::emitRemark`: with the op as a
/// note unless the context prints no op on diagnostics).
fn remark_at_op(ctx: &Context, op: OpId, message: impl Into<String>) -> Diagnostic {
    let loc = ctx.op_loc(op);
    let d = diagnostic(Severity::Remark, loc, message);
    if !ctx.print_op_on_diagnostic() {
        return d;
    }
    d.with_note(
        loc,
        format!("see current operation: {}", ir::diag::op_for_note(ctx, op)),
    )
}

fn attr_text(ctx: &Context, a: Attribute) -> String {
    ir::printer::attr_to_string(ctx, a)
}

pub(crate) fn alternatives(
    op: AlternativesOp,
    ctx: &mut Context,
    _results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    // Upstream's checks of the scopes come first.
    let originals = match op.scope(ctx) {
        Some(scope) => state.payload_ops(scope),
        None => vec![state.top_level()],
    };
    let this = op.operation();
    for original in originals {
        let message = if ctx.is_ancestor(original, this) {
            "scope must not contain the transforms being applied"
        } else if !ctx.op_has_trait(original, &ir::OpTrait::IsolatedFromAbove) {
            "only isolated-from-above ops can be alternative scopes"
        } else {
            continue;
        };
        state.emit(
            Diagnostic::error(ctx.op_loc(this), message).with_note(ctx.op_loc(original), "scope"),
        );
        return DiagnosedSilenceableFailure::Definite;
    }
    definite(
        ctx,
        state,
        op,
        "'transform.alternatives' is not supported by this interpreter yet",
    )
}

pub(crate) fn annotate(
    op: AnnotateOp,
    ctx: &mut Context,
    _results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    let targets = state.payload_ops(op.target(ctx));
    let attr = match op.param(ctx) {
        Some(p) => {
            let params = state.params(p);
            if params.len() != 1 {
                return definite(
                    ctx,
                    state,
                    op,
                    format!(
                        "parameter handle for annotation must point to a single value, got {}",
                        params.len()
                    ),
                );
            }
            params[0]
        }
        None => ctx.unit_attr(),
    };
    let name = op.name(ctx).to_string();
    let name = ctx.ident(&name);
    for target in targets {
        let _ = ctx.set_attr(target, name, attr);
    }
    DiagnosedSilenceableFailure::Success
}

pub(crate) fn apply_cse(
    op: ApplyCommonSubexpressionEliminationOp,
    ctx: &mut Context,
    _results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    // The handles of the ops replaced by equivalent ones follow them.
    let mut listener = crate::tracking::TrackingListener::new(ctx, op.operation());
    for target in state.payload_ops(op.target(ctx)) {
        if let Err(e) = ensure_separate(ctx, state, op, target) {
            return e;
        }
        ir::transforms::eliminate_common_subexpressions_notifying(
            ctx,
            target,
            &mut |ctx, replaced, existing| {
                let values = ctx.results(existing);
                listener.notify_operation_replaced(ctx, state, replaced, &values);
            },
        );
    }
    listener.finish(ctx, DiagnosedSilenceableFailure::Success)
}

/// Upstream's `ensurePayloadIsSeparateFromTransform`: the payload op is
/// not the transform op nor one of its ancestors.
fn ensure_separate(
    ctx: &Context,
    state: &mut TransformState,
    op: impl OpWrapper,
    payload: OpId,
) -> Result<(), Outcome> {
    let mut ancestor = Some(op.operation());
    while let Some(a) = ancestor {
        if a == payload {
            state.emit(
                Diagnostic::error(
                    ctx.op_loc(op.operation()),
                    "cannot apply transform to itself (or one of its ancestors)",
                )
                .with_note(ctx.op_loc(payload), "target payload op"),
            );
            return Err(DiagnosedSilenceableFailure::Definite);
        }
        ancestor = ctx.op_parent_op(a);
    }
    Ok(())
}

/// Adds to `worklist` the ops nested in `target` defining the operands of
/// `op` and of the ops in it.
fn add_defining_ops(ctx: &Context, target: OpId, op: OpId, worklist: &mut Vec<OpId>) {
    for nested in ctx.walk_postorder(op) {
        for v in ctx.operands(nested) {
            if let Some(def) = ctx.defining_op(v) {
                if def != target && ctx.is_ancestor(target, def) && !worklist.contains(&def) {
                    worklist.push(def);
                }
            }
        }
    }
}

/// Erases `op` and drops it and the ops in it from `worklist`.
fn erase_dead(ctx: &mut Context, op: OpId, worklist: &mut Vec<OpId>) {
    let erased = ctx.walk_postorder(op);
    worklist.retain(|w| !erased.contains(w));
    let _ = ctx.erase_op(op);
}

pub(crate) fn apply_dce(
    op: ApplyDeadCodeEliminationOp,
    ctx: &mut Context,
    _results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    use ir::interfaces::side_effects::is_op_trivially_dead;
    for target in state.payload_ops(op.target(ctx)) {
        if let Err(e) = ensure_separate(ctx, state, op, target) {
            return e;
        }
        let mut worklist: Vec<OpId> = Vec::new();
        for nested in ctx.walk_postorder(target) {
            if nested == target || !ctx.is_live(nested) || !is_op_trivially_dead(ctx, nested) {
                continue;
            }
            add_defining_ops(ctx, target, nested, &mut worklist);
            erase_dead(ctx, nested, &mut worklist);
        }
        while let Some(dead) = worklist.pop() {
            if !ctx.is_live(dead) || !is_op_trivially_dead(ctx, dead) {
                continue;
            }
            add_defining_ops(ctx, target, dead, &mut worklist);
            erase_dead(ctx, dead, &mut worklist);
        }
    }
    DiagnosedSilenceableFailure::Success
}

pub(crate) fn apply_licm(
    op: ApplyLoopInvariantCodeMotionOp,
    ctx: &mut Context,
    _results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    let mut failures = Vec::new();
    for target in state.payload_ops(op.target(ctx)) {
        match ir::interfaces::LoopLikeOpInterfaceRef::get(ctx, target) {
            Some(loop_op) => {
                ir::transforms::move_loop_invariant_code(ctx, loop_op);
            }
            None => failures.push(
                Diagnostic::error(
                    ctx.op_loc(op.operation()),
                    "transform applied to the wrong op kind",
                )
                .with_note(ctx.op_loc(target), "when applied to this op"),
            ),
        }
    }
    if failures.is_empty() {
        DiagnosedSilenceableFailure::Success
    } else {
        DiagnosedSilenceableFailure::Silenceable(failures)
    }
}

pub(crate) fn apply_patterns(
    op: ApplyPatternsOp,
    ctx: &mut Context,
    _results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    let mut patterns: Vec<Box<dyn ir::RewritePattern>> = Vec::new();
    let region = op.patterns(ctx);
    let descriptors: Vec<OpId> = ctx
        .region_blocks(region)
        .to_vec()
        .into_iter()
        .flat_map(|b| ctx.block_ops(b).collect::<Vec<_>>())
        .collect();
    for d in descriptors {
        if let Some(iface) = PatternDescriptorOpInterfaceRef::get(ctx, d) {
            let f = iface.vtable().populate_patterns_with_state;
            f(d, ctx, &mut patterns, state);
        }
    }
    let max_iterations = op.max_iterations(ctx);
    let max_rewrites = op.max_num_rewrites(ctx);
    let mut config = ir::GreedyConfig::default();
    if max_iterations >= 0 {
        config.max_iterations = max_iterations as usize;
    }
    if max_rewrites >= 0 {
        config.max_rewrites = max_rewrites as usize;
    }
    for target in state.payload_ops(op.target(ctx)) {
        if !ctx.op_has_trait(target, &ir::OpTrait::IsolatedFromAbove) {
            let mut d = Diagnostic::error(
                ctx.op_loc(op.operation()),
                "only isolated-from-above targets are supported",
            );
            d = d.with_note(ctx.op_loc(target), "target op");
            return DiagnosedSilenceableFailure::Silenceable(vec![d]);
        }
        if ir::apply_patterns_greedily(ctx, target, &patterns, config).is_err() {
            return silenceable(ctx, op, "greedy pattern application failed");
        }
        if op.apply_cse(ctx) {
            ir::transforms::eliminate_common_subexpressions(ctx, target);
        }
    }
    DiagnosedSilenceableFailure::Success
}

/// The names in an optional array-of-strings attribute.
fn string_list(ctx: &Context, attr: Option<Attribute>) -> Vec<String> {
    attr.and_then(|a| ctx.attr_as_array(a))
        .unwrap_or_default()
        .iter()
        .filter_map(|&e| ctx.attr_as_str(e).map(str::to_string))
        .collect()
}

/// The conversion target of `op`'s `legal_ops`, `illegal_ops`,
/// `legal_dialects` and `illegal_dialects`, in upstream's order.
fn conversion_target(ctx: &Context, op: ApplyConversionPatternsOp) -> ConversionTarget {
    let mut target = ConversionTarget::new();
    for name in string_list(ctx, op.legal_ops(ctx)) {
        target.add_legal_op(&name);
    }
    for name in string_list(ctx, op.illegal_ops(ctx)) {
        target.add_illegal_op(&name);
    }
    for name in string_list(ctx, op.legal_dialects(ctx)) {
        target.add_legal_dialect(&name);
    }
    for name in string_list(ctx, op.illegal_dialects(ctx)) {
        target.add_illegal_dialect(&name);
    }
    target
}

pub(crate) fn apply_conversion_patterns(
    op: ApplyConversionPatternsOp,
    ctx: &mut Context,
    _results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    if op.preserve_handles(ctx) {
        // Upstream updates the handles through a tracking listener, which
        // this interpreter does not have yet.
        return definite(
            ctx,
            state,
            op,
            "'transform.apply_conversion_patterns' with 'preserve_handles' is not supported by this interpreter yet",
        );
    }
    // The default type converter, from the op of the second region.
    let builder = op
        .default_type_converter_region(ctx)
        .first()
        .and_then(|&r| ctx.region_blocks(r).first().copied())
        .and_then(|b| ctx.block_ops(b).next())
        .and_then(|o| TypeConverterBuilderOpInterfaceRef::get(ctx, o));
    let default_converter = builder.map(|b| b.get_type_converter(ctx));
    let mut target = conversion_target(ctx, op);
    let descriptors: Vec<OpId> = ctx
        .region_blocks(op.patterns(ctx))
        .first()
        .map(|&b| ctx.block_ops(b).collect())
        .unwrap_or_default();
    let mut patterns: Vec<Box<dyn ConversionPattern>> = Vec::new();
    // `ir`'s conversion driver converts types with one converter for all
    // patterns: the default one, or the one converter a descriptor gives.
    let mut own_converter: Option<(OpId, TransformTypeConverter)> = None;
    let mut default_user: Option<OpId> = None;
    for d in descriptors {
        let Some(descriptor) = ConversionPatternDescriptorOpInterfaceRef::get(ctx, d) else {
            continue;
        };
        let own = descriptor.get_type_converter(ctx);
        // A definite failure at the op, noting the descriptor.
        let fail = |state: &mut TransformState, message: &str| {
            state.emit(
                Diagnostic::error(ctx.op_loc(op.operation()), message)
                    .with_note(ctx.op_loc(d), "pattern descriptor op"),
            );
            DiagnosedSilenceableFailure::Definite
        };
        if own.is_none() && default_converter.is_none() {
            return fail(
                state,
                "pattern descriptor does not specify type converter and apply_conversion_patterns op has no default type converter",
            );
        }
        let mixed = match &own {
            Some(_) => own_converter.is_some() || default_user.is_some(),
            None => own_converter.is_some(),
        };
        if mixed {
            return fail(
                state,
                "pattern descriptors with different type converters are not supported by this interpreter yet",
            );
        }
        match own {
            Some(converter) => own_converter = Some((d, converter)),
            None => default_user = Some(d),
        }
        let Some(converter) = own_converter
            .as_ref()
            .map(|(_, c)| c)
            .or(default_converter.as_ref())
        else {
            continue;
        };
        descriptor.populate_conversion_target_rules(ctx, converter, &mut target);
        descriptor.populate_patterns(ctx, converter, &mut patterns);
    }
    let converter = own_converter.map(|(_, c)| c).or(default_converter);
    // A converter that could not be built as asked, or patterns that could
    // not use it, reported their errors: nothing is converted.
    if let Some(c) = &converter {
        let errors: Vec<Diagnostic> = c.diagnostics.borrow_mut().drain(..).collect();
        if !errors.is_empty() {
            for d in errors {
                state.emit(d);
            }
            return DiagnosedSilenceableFailure::Definite;
        }
    }
    for target_op in state.payload_ops(op.target(ctx)) {
        if let Err(e) = ensure_separate(ctx, state, op, target_op) {
            return e;
        }
        let type_converter = converter.as_ref().map(|c| &*c.converter);
        let status = if op.partial_conversion(ctx) {
            ir::conversion::apply_partial_conversion(
                ctx,
                target_op,
                &target,
                &patterns,
                type_converter,
            )
        } else {
            ir::conversion::apply_full_conversion(
                ctx,
                target_op,
                &target,
                &patterns,
                type_converter,
            )
        };
        // What the converter and the patterns reported on the way, then the
        // driver's own error, as upstream's emit them while converting.
        if let Some(c) = &converter {
            for d in c.diagnostics.borrow_mut().drain(..) {
                state.emit(d);
            }
        }
        if let Err(error) = status {
            state.emit(error);
            return silenceable(ctx, op, "dialect conversion failed")
                .attach_note(ctx.op_loc(target_op), "target op");
        }
    }
    DiagnosedSilenceableFailure::Success
}

pub(crate) fn apply_registered_pass(
    op: ApplyRegisteredPassOp,
    ctx: &mut Context,
    _results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    definite(
        ctx,
        state,
        op,
        "'transform.apply_registered_pass' is not supported by this interpreter yet",
    )
}

pub(crate) fn cast(
    op: CastOp,
    ctx: &mut Context,
    results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    let mapped = state.mapped(op.input(ctx)).to_vec();
    results.set(0, mapped);
    DiagnosedSilenceableFailure::Success
}

/// Upstream's `matchBlock`: applies the match ops of `block` (its arguments
/// mapped to `inputs`); on success, what the terminator's operands are
/// associated with.
fn match_block(
    ctx: &mut Context,
    state: &mut TransformState,
    block: ir::BlockId,
    inputs: Vec<Vec<MappedValue>>,
) -> Result<Vec<Vec<MappedValue>>, Outcome> {
    if map_block_arguments(ctx, state, block, inputs).is_err() {
        return Err(DiagnosedSilenceableFailure::Definite);
    }
    let ops: Vec<OpId> = ctx.block_ops(block).collect();
    let Some((&terminator, body)) = ops.split_last() else {
        return Ok(Vec::new());
    };
    for &m in body {
        if MatchOpInterfaceRef::get(ctx, m).is_none() {
            state.emit(Diagnostic::error(
                ctx.op_loc(m),
                "expected operations in the match part to implement MatchOpInterface",
            ));
            return Err(DiagnosedSilenceableFailure::Definite);
        }
        let r = apply_transform(ctx, state, m);
        if !r.succeeded() {
            return Err(r);
        }
    }
    Ok(ctx
        .operands(terminator)
        .into_iter()
        .map(|v| state.mapped(v).to_vec())
        .collect())
}

fn body_block(ctx: &Context, op: OpId) -> Option<ir::BlockId> {
    ctx.op_regions(op)
        .first()
        .and_then(|&r| ctx.region_entry(r))
}

pub(crate) fn collect_matching(
    op: CollectMatchingOp,
    ctx: &mut Context,
    results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    let this = op.operation();
    let matcher_attr = op.matcher(ctx);
    let Some(matcher) = lookup_named_sequence(ctx, this, matcher_attr) else {
        return definite(ctx, state, op, "unresolved matcher symbol");
    };
    let Some(block) = body_block(ctx, matcher.operation()) else {
        return definite(
            ctx,
            state,
            op,
            format!(
                "unresolved external symbol {}",
                attr_text(ctx, matcher_attr)
            ),
        );
    };
    let num_results = ctx.num_results(this);
    for root in state.payload_ops(op.root(ctx)) {
        let mut raw: Vec<Vec<MappedValue>> = vec![Vec::new(); num_results];
        for payload in ctx.walk_postorder(root) {
            match match_block(ctx, state, block, vec![vec![MappedValue::Op(payload)]]) {
                Ok(mappings) => {
                    for (i, mapping) in mappings.into_iter().enumerate() {
                        if mapping.len() != 1 {
                            return silenceable(
                                ctx,
                                op,
                                format!(
                                    "result #{i}, associated with {} payload objects, expected 1",
                                    mapping.len()
                                ),
                            );
                        }
                        if let Some(r) = raw.get_mut(i) {
                            r.push(mapping[0]);
                        }
                    }
                }
                Err(DiagnosedSilenceableFailure::Definite) => {
                    return DiagnosedSilenceableFailure::Definite;
                }
                Err(_) => continue,
            }
        }
        for (i, r) in raw.into_iter().enumerate() {
            results.set(i, r);
        }
    }
    DiagnosedSilenceableFailure::Success
}

fn diag_text(diags: &[Diagnostic]) -> String {
    diags.first().map(|d| d.message.clone()).unwrap_or_default()
}

pub(crate) fn foreach_match(
    op: ForeachMatchOp,
    ctx: &mut Context,
    results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    let this = op.operation();
    let matchers = ctx.as_array(op.matchers(ctx)).unwrap_or_default().to_vec();
    let actions = ctx.as_array(op.actions(ctx)).unwrap_or_default().to_vec();
    let mut pairs = Vec::new();
    for (&m, &a) in matchers.iter().zip(actions.iter()) {
        let (Some(matcher), Some(action)) = (
            lookup_named_sequence(ctx, this, m),
            lookup_named_sequence(ctx, this, a),
        ) else {
            return definite(
                ctx,
                state,
                op,
                "unresolved symbols not caught by the verifier",
            );
        };
        let Some(matcher_block) = body_block(ctx, matcher.operation()) else {
            return definite(
                ctx,
                state,
                op,
                format!("unresolved external symbol {}", attr_text(ctx, m)),
            );
        };
        let Some(action_block) = body_block(ctx, action.operation()) else {
            return definite(
                ctx,
                state,
                op,
                format!("unresolved external symbol {}", attr_text(ctx, a)),
            );
        };
        pairs.push((matcher_block, action, action_block));
    }
    let forwarded: Vec<Vec<MappedValue>> = op
        .forwarded_inputs(ctx)
        .into_iter()
        .map(|v| state.mapped(v).to_vec())
        .collect();
    let num_forwarded_outputs = op.forwarded_outputs(ctx).len();
    let mut action_results: Vec<Vec<MappedValue>> = vec![Vec::new(); num_forwarded_outputs];
    let mut overall: Vec<Diagnostic> = Vec::new();
    let restrict_root = op.restrict_root(ctx);
    let flatten = op.flatten_results(ctx);
    let roots = state.payload_ops(op.root(ctx));
    for &root in &roots {
        for payload in ctx.walk_postorder(root) {
            if !restrict_root && payload == root {
                continue;
            }
            if !ctx.is_live(payload) {
                continue;
            }
            for &(matcher_block, action, action_block) in &pairs {
                let mut inputs = vec![vec![MappedValue::Op(payload)]];
                inputs.extend(forwarded.iter().cloned());
                let outputs = match match_block(ctx, state, matcher_block, inputs) {
                    Ok(o) => o,
                    Err(DiagnosedSilenceableFailure::Definite) => {
                        return DiagnosedSilenceableFailure::Definite;
                    }
                    Err(_) => continue,
                };
                if map_block_arguments(ctx, state, action_block, outputs).is_err() {
                    return DiagnosedSilenceableFailure::Definite;
                }
                let ops: Vec<OpId> = ctx.block_ops(action_block).collect();
                let (terminator, body) = match ops.split_last() {
                    Some((t, b)) => (Some(*t), b.to_vec()),
                    None => (None, Vec::new()),
                };
                for t in body {
                    match apply_transform(ctx, state, t) {
                        DiagnosedSilenceableFailure::Definite => {
                            return DiagnosedSilenceableFailure::Definite;
                        }
                        DiagnosedSilenceableFailure::Silenceable(diags) => {
                            if overall.is_empty() {
                                overall.push(Diagnostic::error(ctx.op_loc(this), "actions failed"));
                            }
                            let d = overall.last_mut().expect("just pushed");
                            d.notes.push(diagnostic(
                                Severity::Note,
                                ctx.op_loc(action.operation()),
                                format!("failed action: {}", diag_text(&diags)),
                            ));
                            d.notes.push(diagnostic(
                                Severity::Note,
                                ctx.op_loc(payload),
                                "when applied to this matching payload",
                            ));
                        }
                        DiagnosedSilenceableFailure::Success => {}
                    }
                }
                if let Some(t) = terminator {
                    for (i, v) in ctx.operands(t).into_iter().enumerate() {
                        let mapped = state.mapped(v).to_vec();
                        if !flatten && mapped.len() > 1 {
                            let name = action.sym_name(ctx).to_string();
                            return definite(
                                ctx,
                                state,
                                op,
                                format!("action @{name} has results associated with multiple payload entities, but flattening was not requested"),
                            );
                        }
                        if let Some(r) = action_results.get_mut(i) {
                            r.extend(mapped);
                        }
                    }
                }
                break;
            }
        }
    }
    results.set_ops(0, roots);
    for (i, r) in action_results.into_iter().enumerate() {
        results.set(i + 1, r);
    }
    if overall.is_empty() {
        DiagnosedSilenceableFailure::Success
    } else {
        DiagnosedSilenceableFailure::Silenceable(overall)
    }
}

pub(crate) fn foreach(
    op: ForeachOp,
    ctx: &mut Context,
    results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    let targets = op.targets(ctx);
    let payloads: Vec<Vec<MappedValue>> =
        targets.iter().map(|&t| state.mapped(t).to_vec()).collect();
    let zip_shortest = op.with_zip_shortest(ctx);
    let lengths: Vec<usize> = payloads.iter().map(Vec::len).collect();
    let iterations = if zip_shortest {
        lengths.iter().copied().min().unwrap_or(0)
    } else {
        let first = lengths.first().copied().unwrap_or(0);
        if let Some((i, &n)) = lengths.iter().enumerate().find(|(_, &n)| n != first) {
            return silenceable(
                ctx,
                op,
                format!("prior targets' payload size ({first}) differs from payload size ({n}) of target {}", ir::printer::value_to_diagnostic_string(ctx, targets[i])),
            );
        }
        first
    };
    let Some(block) = ctx.region_entry(op.body(ctx)) else {
        return DiagnosedSilenceableFailure::Success;
    };
    let num_results = ctx.num_results(op.operation());
    let mut zipped: Vec<Vec<MappedValue>> = vec![Vec::new(); num_results];
    for i in 0..iterations {
        let mappings: Vec<Vec<MappedValue>> = payloads.iter().map(|p| vec![p[i]]).collect();
        if map_block_arguments(ctx, state, block, mappings).is_err() {
            return DiagnosedSilenceableFailure::Definite;
        }
        let mut iteration = TransformResults::new(num_results);
        let r = apply_sequence_block(
            ctx,
            state,
            block,
            FailurePropagationMode::Propagate,
            &mut iteration,
        );
        if !r.succeeded() {
            return r;
        }
        for (j, z) in zipped.iter_mut().enumerate() {
            z.extend(iteration.get(j).iter().copied());
        }
    }
    for (j, z) in zipped.into_iter().enumerate() {
        results.set(j, z);
    }
    DiagnosedSilenceableFailure::Success
}

pub(crate) fn get_consumers_of_result(
    op: GetConsumersOfResult,
    ctx: &mut Context,
    results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    let n = op.result_number(ctx);
    let payload = state.payload_ops(op.target(ctx));
    if payload.is_empty() {
        results.set_ops(0, []);
        return DiagnosedSilenceableFailure::Success;
    }
    if payload.len() != 1 {
        return definite(
            ctx,
            state,
            op,
            "handle must be mapped to exactly one payload op",
        );
    }
    let target = payload[0];
    if n < 0 || ctx.num_results(target) as i64 <= n {
        return definite(ctx, state, op, "result number overflow");
    }
    let users: Vec<OpId> = ctx
        .uses(ctx.result(target, n as usize))
        .map(|u| u.op)
        .collect();
    results.set_ops(0, users);
    DiagnosedSilenceableFailure::Success
}

pub(crate) fn get_defining_op(
    op: GetDefiningOp,
    ctx: &mut Context,
    results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    let mut defining = Vec::new();
    for v in state.payload_values(op.target(ctx)) {
        match ctx.defining_op(v) {
            Some(d) => defining.push(d),
            None => {
                return silenceable(ctx, op, "cannot get defining op of block argument")
                    .attach_note(ctx.value_loc(v), "target value");
            }
        }
    }
    results.set_ops(0, defining);
    DiagnosedSilenceableFailure::Success
}

pub(crate) fn get_parent_op(
    op: GetParentOp,
    ctx: &mut Context,
    results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    let mut parents = Vec::new();
    let mut seen = HashSet::new();
    let isolated = op.isolated_from_above(ctx);
    let name = op.op_name(ctx).map(str::to_string);
    let nth = op.nth_parent(ctx);
    for target in state.payload_ops(op.target(ctx)) {
        let mut parent = Some(target);
        for _ in 0..nth {
            parent = parent.and_then(|p| ctx.op_parent_op(p));
            while let Some(p) = parent {
                let iso_ok = !isolated || ctx.op_has_trait(p, &ir::OpTrait::IsolatedFromAbove);
                let name_ok = name.as_deref().is_none_or(|n| ctx.op_name_of(p) == n);
                if iso_ok && name_ok {
                    break;
                }
                parent = ctx.op_parent_op(p);
            }
            if parent.is_none() {
                if op.allow_empty_results(ctx) {
                    results.set_ops(0, parents);
                    return DiagnosedSilenceableFailure::Success;
                }
                return silenceable(
                    ctx,
                    op,
                    "could not find a parent op that matches all requirements",
                )
                .attach_note(ctx.op_loc(target), "target op");
            }
        }
        let Some(p) = parent else { continue };
        if op.deduplicate(ctx) {
            if seen.insert(p) {
                parents.push(p);
            }
        } else {
            parents.push(p);
        }
    }
    results.set_ops(0, parents);
    DiagnosedSilenceableFailure::Success
}

pub(crate) fn get_producer_of_operand(
    op: GetProducerOfOperand,
    ctx: &mut Context,
    results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    let n = op.operand_number(ctx);
    let mut producers = Vec::new();
    for target in state.payload_ops(op.target(ctx)) {
        let producer = if n < 0 || ctx.num_operands(target) as i64 <= n {
            None
        } else {
            ctx.defining_op(ctx.operand(target, n as usize))
        };
        match producer {
            Some(p) => producers.push(p),
            None => {
                let text = ir::diag::op_for_note(ctx, target);
                return silenceable(
                    ctx,
                    op,
                    format!("could not find a producer for operand number: {n} of {text}"),
                )
                .attach_note(ctx.op_loc(target), "target op");
            }
        }
    }
    results.set_ops(0, producers);
    DiagnosedSilenceableFailure::Success
}

/// Upstream's `expandTargetSpecification`.
fn expand_positions(
    loc: Location,
    all: bool,
    inverted: bool,
    raw: &[i64],
    max: i64,
) -> Result<Vec<i64>, Outcome> {
    if all {
        return Ok((0..max).collect());
    }
    let mut expanded = Vec::new();
    let mut visited = HashSet::new();
    for &r in raw {
        let updated = if r < 0 { max + r } else { r };
        let err = |m: String| DiagnosedSilenceableFailure::silenceable(Diagnostic::error(loc, m));
        if updated >= max {
            return Err(err(format!(
                "position overflow {updated} (updated from {r}) for maximum {max}"
            )));
        }
        if updated < 0 {
            return Err(err(format!(
                "position underflow {updated} (updated from {r})"
            )));
        }
        if !visited.insert(updated) {
            return Err(err(format!(
                "repeated position {updated} (updated from {r})"
            )));
        }
        expanded.push(updated);
    }
    if !inverted {
        return Ok(expanded);
    }
    Ok((0..max).filter(|i| !visited.contains(i)).collect())
}

/// The values at the positions the op's `custom<TransformMatchDims>` lists,
/// of each payload op of `target` (its operands or results): upstream's
/// `GetOperandOp`/`GetResultOp::apply`.
#[allow(clippy::too_many_arguments)]
fn values_at_positions(
    ctx: &Context,
    state: &TransformState,
    loc: Location,
    target: Value,
    (all, inverted, raw): (bool, bool, &[i64]),
    count: fn(&Context, OpId) -> usize,
    value: fn(&Context, OpId, usize) -> Value,
) -> Result<Vec<Value>, Outcome> {
    let mut values = Vec::new();
    for payload in state.payload_ops(target) {
        let n = count(ctx, payload) as i64;
        match expand_positions(loc, all, inverted, raw, n) {
            Ok(positions) => values.extend(
                positions
                    .into_iter()
                    .map(|p| value(ctx, payload, p as usize)),
            ),
            Err(d) => {
                return Err(d.attach_note(
                    ctx.op_loc(payload),
                    "while considering positions of this payload operation",
                ));
            }
        }
    }
    Ok(values)
}

pub(crate) fn get_operand(
    op: GetOperandOp,
    ctx: &mut Context,
    results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    let spec = (
        op.is_all(ctx),
        op.is_inverted(ctx),
        op.raw_position_list(ctx),
    );
    let loc = ctx.op_loc(op.operation());
    match values_at_positions(
        ctx,
        state,
        loc,
        op.target(ctx),
        spec,
        Context::num_operands,
        Context::operand,
    ) {
        Ok(values) => {
            results.set_values(0, values);
            DiagnosedSilenceableFailure::Success
        }
        Err(e) => e,
    }
}

pub(crate) fn get_result(
    op: GetResultOp,
    ctx: &mut Context,
    results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    let spec = (
        op.is_all(ctx),
        op.is_inverted(ctx),
        op.raw_position_list(ctx),
    );
    let loc = ctx.op_loc(op.operation());
    match values_at_positions(
        ctx,
        state,
        loc,
        op.target(ctx),
        spec,
        Context::num_results,
        Context::result,
    ) {
        Ok(values) => {
            results.set_values(0, values);
            DiagnosedSilenceableFailure::Success
        }
        Err(e) => e,
    }
}

pub(crate) fn get_type(
    op: GetTypeOp,
    ctx: &mut Context,
    results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    let mut params = Vec::new();
    for v in state.payload_values(op.value(ctx)) {
        let mut ty = ctx.value_type(v);
        if op.elemental(ctx) {
            if let Some(e) = ctx.element_type(ty) {
                ty = e;
            }
        }
        params.push(ctx.type_attr(ty));
    }
    results.set_params(0, params);
    DiagnosedSilenceableFailure::Success
}

pub(crate) fn include(
    op: IncludeOp,
    ctx: &mut Context,
    results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    let this = op.operation();
    let Some(callee) = lookup_named_sequence(ctx, this, op.target(ctx)) else {
        return definite(ctx, state, op, "unresolved named sequence");
    };
    let Some(block) = body_block(ctx, callee.operation()) else {
        return definite(ctx, state, op, "unresolved external named sequence");
    };
    let mappings: Vec<Vec<MappedValue>> = op
        .operands(ctx)
        .into_iter()
        .map(|v| state.mapped(v).to_vec())
        .collect();
    if map_block_arguments(ctx, state, block, mappings).is_err() {
        return DiagnosedSilenceableFailure::Definite;
    }
    let mode = op.failure_propagation_mode(ctx);
    let result = apply_sequence_block(ctx, state, block, mode, results);
    if let Some(terminator) = ctx.block_last_op(block) {
        forward_terminator_operands(ctx, state, terminator, results);
    }
    result
}

/// Upstream's `SingleOpMatcherOpTrait` / `AtMostOneOpMatcherOpTrait`: the
/// operand handle holds at most (exactly) one op.
fn single_payload(
    ctx: &Context,
    state: &mut TransformState,
    op: impl OpWrapper,
    handle: Value,
    allow_empty: bool,
) -> Result<Option<OpId>, Outcome> {
    let payload = state.payload_ops(handle);
    if payload.len() > 1 || (!allow_empty && payload.is_empty()) {
        let message = if allow_empty {
            format!(
                "expected at most one payload operation, got {}",
                payload.len()
            )
        } else {
            "SingleOpMatchOpTrait requires the operand handle to point to a single payload op"
                .to_string()
        };
        let d = Diagnostic::error(ctx.op_loc(op.operation()), message);
        let d = if !allow_empty {
            d.with_note(
                ctx.value_loc(handle),
                format!("which is associated with {} payload ops", payload.len()),
            )
        } else {
            d
        };
        state.emit(d);
        return Err(DiagnosedSilenceableFailure::Definite);
    }
    Ok(payload.first().copied())
}

pub(crate) fn match_operation_empty(
    op: MatchOperationEmptyOp,
    ctx: &mut Context,
    _results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    match single_payload(ctx, state, op, op.operand_handle(ctx), true) {
        Err(e) => e,
        Ok(None) => DiagnosedSilenceableFailure::Success,
        Ok(Some(_)) => silenceable(ctx, op, "operation is not empty"),
    }
}

pub(crate) fn match_operation_name(
    op: MatchOperationNameOp,
    ctx: &mut Context,
    _results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    let current = match single_payload(ctx, state, op, op.operand_handle(ctx), false) {
        Err(e) => return e,
        Ok(c) => c,
    };
    let Some(current) = current else {
        return DiagnosedSilenceableFailure::Success;
    };
    let names = ctx.as_array(op.op_names(ctx)).unwrap_or_default().to_vec();
    let name = ctx.op_name_of(current).to_string();
    if names
        .iter()
        .any(|&a| ctx.as_string(a) == Some(name.as_str()))
    {
        return DiagnosedSilenceableFailure::Success;
    }
    silenceable(ctx, op, "wrong operation name")
}

pub(crate) fn match_param_cmpi(
    op: MatchParamCmpIOp,
    ctx: &mut Context,
    _results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    let params = state.params(op.param(ctx));
    let references = state.params(op.reference(ctx));
    if params.len() != references.len() {
        return silenceable(
            ctx,
            op,
            format!(
                "parameters have different payload lengths ({} vs {})",
                params.len(),
                references.len()
            ),
        );
    }
    for (i, (&p, &r)) in params.iter().zip(references.iter()).enumerate() {
        let (Some(value), Some(reference)) = (ctx.as_integer(p), ctx.as_integer(r)) else {
            return definite(ctx, state, op, "non-integer parameter value not expected");
        };
        if ctx.attr_type(p) != ctx.attr_type(r) {
            return definite(
                ctx,
                state,
                op,
                format!("mismatching integer attribute types in parameter #{i}"),
            );
        }
        use crate::MatchCmpIPredicate as P;
        let (ok, direction) = match op.predicate(ctx) {
            P::eq => (value == reference, "equal to"),
            P::ne => (value != reference, "not equal to"),
            P::lt => (value < reference, "less than"),
            P::le => (value <= reference, "less than or equal to"),
            P::gt => (value > reference, "greater than"),
            P::ge => (value >= reference, "greater than or equal to"),
        };
        if ok {
            continue;
        }
        let param_loc = ctx.value_loc(op.param(ctx));
        return silenceable(
            ctx,
            op,
            format!("expected parameter to be {direction} {reference}, got {value}"),
        )
        .attach_note(
            param_loc,
            format!("value # {i} associated with the parameter defined here"),
        );
    }
    DiagnosedSilenceableFailure::Success
}

pub(crate) fn merge_handles(
    op: MergeHandlesOp,
    ctx: &mut Context,
    results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    let mut merged: Vec<MappedValue> = Vec::new();
    for h in op.handles(ctx) {
        merged.extend(state.mapped(h).iter().copied());
    }
    if op.deduplicate(ctx) {
        let mut seen = HashSet::new();
        merged.retain(|m| seen.insert(*m));
    }
    results.set(0, merged);
    DiagnosedSilenceableFailure::Success
}

pub(crate) fn named_sequence(
    op: NamedSequenceOp,
    ctx: &mut Context,
    results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    let this = op.operation();
    let Some(block) = body_block(ctx, this) else {
        return definite(ctx, state, op, "unresolved external named sequence");
    };
    if map_top_level_block_arguments(ctx, state, this, block).is_err() {
        return DiagnosedSilenceableFailure::Definite;
    }
    apply_sequence_block(
        ctx,
        state,
        block,
        FailurePropagationMode::Propagate,
        results,
    )
}

pub(crate) fn num_associations(
    op: NumAssociationsOp,
    ctx: &mut Context,
    results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    let n = state.mapped(op.handle(ctx)).len();
    let attr = ctx.i64_attr(n as i64);
    results.set_params(0, [attr]);
    DiagnosedSilenceableFailure::Success
}

pub(crate) fn param_constant(
    op: ParamConstantOp,
    ctx: &mut Context,
    results: &mut TransformResults,
    _state: &mut TransformState,
) -> Outcome {
    results.set_params(0, [op.value(ctx)]);
    DiagnosedSilenceableFailure::Success
}

/// `transform.print` (upstream's `PrintOp::apply`): a header, then the
/// top-level payload op or each op of the target, printed to the tool's
/// standard output (`llvm::outs()`) as `Operation::print` prints them.
pub(crate) fn print(
    op: PrintOp,
    ctx: &mut Context,
    _results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    let mut text = String::from("[[[ IR printer: ");
    if let Some(name) = op.name(ctx) {
        text.push_str(name);
        text.push(' ');
    }
    let opts = ir::PrintOptions {
        local_scope: op.use_local_scope(ctx).unwrap_or(false),
        skip_regions: op.skip_regions(ctx).unwrap_or(false),
        ..*ctx.diagnostic_print_options()
    };
    // (`assume_verified` only spares upstream's printer its verification:
    // an op that fails it is printed generic. This printer never verifies.)
    let _ = op.assume_verified(ctx);
    let Some(target) = op.target(ctx) else {
        text.push_str("top-level ]]]\n");
        text.push_str(&ir::printer::print_operation_in_scope(
            ctx,
            state.top_level(),
            &opts,
        ));
        text.push('\n');
        ctx.emit_side_output(&text);
        return DiagnosedSilenceableFailure::Success;
    };
    text.push_str("]]]\n");
    for payload in state.payload_ops(target) {
        text.push_str(&ir::printer::print_operation_in_scope(ctx, payload, &opts));
        text.push('\n');
    }
    ctx.emit_side_output(&text);
    DiagnosedSilenceableFailure::Success
}

pub(crate) fn replicate(
    op: ReplicateOp,
    ctx: &mut Context,
    results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    let n = state.payload_ops(op.pattern(ctx)).len();
    for (i, h) in op.handles(ctx).into_iter().enumerate() {
        let current = state.mapped(h).to_vec();
        let mut out = Vec::with_capacity(n * current.len());
        for _ in 0..n {
            out.extend(current.iter().copied());
        }
        results.set(i, out);
    }
    DiagnosedSilenceableFailure::Success
}

pub(crate) fn select(
    op: SelectOp,
    ctx: &mut Context,
    results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    let name = op.op_name(ctx).to_string();
    let selected: Vec<OpId> = state
        .payload_ops(op.target(ctx))
        .into_iter()
        .filter(|&p| ctx.op_name_of(p) == name)
        .collect();
    results.set_ops(0, selected);
    DiagnosedSilenceableFailure::Success
}

pub(crate) fn sequence(
    op: SequenceOp,
    ctx: &mut Context,
    results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    let this = op.operation();
    let Some(block) = body_block(ctx, this) else {
        return DiagnosedSilenceableFailure::Success;
    };
    if map_top_level_block_arguments(ctx, state, this, block).is_err() {
        return DiagnosedSilenceableFailure::Definite;
    }
    let mode = op.failure_propagation_mode(ctx);
    apply_sequence_block(ctx, state, block, mode, results)
}

pub(crate) fn split_handle(
    op: SplitHandleOp,
    ctx: &mut Context,
    results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    let payload = state.payload_ops(op.handle(ctx));
    let num_results = ctx.num_results(op.operation());
    let n = payload.len();
    let overflow = op.overflow_result(ctx);
    let error = |ctx: &Context| {
        let handle = ir::printer::value_to_diagnostic_string(ctx, op.handle(ctx));
        silenceable(
            ctx,
            op,
            format!("{handle} expected to contain {num_results} payload ops but it contains {n} payload ops"),
        )
    };
    if n > num_results && overflow.is_none() {
        return error(ctx);
    }
    if n < num_results
        && op.fail_on_payload_too_small(ctx)
        && (n != 0 || !op.pass_through_empty_handle(ctx))
    {
        return error(ctx);
    }
    let mut handles: Vec<Vec<OpId>> = vec![Vec::new(); num_results];
    for (i, p) in payload.into_iter().enumerate() {
        let slot = if i >= num_results {
            overflow.unwrap_or(0) as usize
        } else {
            i
        };
        handles[slot].push(p);
    }
    for (i, h) in handles.into_iter().enumerate() {
        results.set_ops(i, h);
    }
    DiagnosedSilenceableFailure::Success
}

pub(crate) fn verify(
    op: VerifyOp,
    ctx: &mut Context,
    _results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    for target in state.payload_ops(op.target(ctx)) {
        if let Err(e) = ir::verify(ctx, target) {
            let text = ir::diag::op_for_note(ctx, target);
            let _ = e;
            return silenceable(ctx, op, "failed to verify payload op")
                .attach_note(ctx.op_loc(target), format!("payload op {text}"));
        }
    }
    DiagnosedSilenceableFailure::Success
}

pub(crate) fn debug_emit_remark_at(
    op: crate::debug::DebugEmitRemarkAtOp,
    ctx: &mut Context,
    _results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    let at = op.at(ctx);
    let message = op.message(ctx).to_string();
    if TransformHandleTypeInterfaceRef::get(ctx, ctx.value_type(at)).is_some() {
        for p in state.payload_ops(at) {
            let d = remark_at_op(ctx, p, message.clone());
            state.emit(d);
        }
        return DiagnosedSilenceableFailure::Success;
    }
    for v in state.payload_values(at) {
        let loc = ctx.value_loc(v);
        let description = match ctx.defining_op(v) {
            Some(def) => {
                let n = ctx.results(def).iter().position(|r| *r == v).unwrap_or(0);
                format!("value handle points to an op result #{n}")
            }
            None => {
                let block = ctx.value_parent_block(v);
                let arg = block
                    .and_then(|b| ctx.block_args(b).iter().position(|a| *a == v))
                    .unwrap_or(0);
                let region = block.and_then(|b| ctx.block_parent_region(b));
                let block_no = match (region, block) {
                    (Some(r), Some(b)) => ctx
                        .region_blocks(r)
                        .iter()
                        .position(|x| *x == b)
                        .unwrap_or(0),
                    _ => 0,
                };
                let region_no = match (region, region.and_then(|r| ctx.region_parent_op(r))) {
                    (Some(r), Some(p)) => {
                        ctx.op_regions(p).iter().position(|x| *x == r).unwrap_or(0)
                    }
                    _ => 0,
                };
                format!("value handle points to a block argument #{arg} in block #{block_no} in region #{region_no}")
            }
        };
        state.emit(diagnostic(Severity::Remark, loc, message.clone()).with_note(loc, description));
    }
    DiagnosedSilenceableFailure::Success
}

pub(crate) fn debug_emit_param_as_remark(
    op: crate::debug::DebugEmitParamAsRemarkOp,
    ctx: &mut Context,
    _results: &mut TransformResults,
    state: &mut TransformState,
) -> Outcome {
    let mut text = String::new();
    if let Some(m) = op.message(ctx) {
        text.push_str(m);
        text.push(' ');
    }
    let params: Vec<String> = state
        .params(op.param(ctx))
        .into_iter()
        .map(|a| attr_text(ctx, a))
        .collect();
    text.push_str(&params.join(", "));
    match op.anchor(ctx) {
        None => {
            let d = remark_at_op(ctx, op.operation(), text);
            state.emit(d);
        }
        Some(anchor) => {
            for p in state.payload_ops(anchor) {
                state.emit(diagnostic(Severity::Remark, ctx.op_loc(p), text.clone()));
            }
        }
    }
    DiagnosedSilenceableFailure::Success
}

//! Verifiers upstream keeps in `TransformInterfaces.cpp`,
//! `TransformDialect.cpp` and `TransformOps.cpp` that several ops share:
//! `TransformOpInterface`'s effects check, `PossibleTopLevelTransformOpTrait`,
//! the dialect's attribute verifier, and the named sequence checks.

use ir::effects::MemoryEffect;
use ir::{Attribute, Context, Diagnostic, OpId, OpTrait, Value};

use crate::effects::{op_effects, PayloadIrResource, TransformMappingResource};
use crate::DiagnosedSilenceableFailure;

fn has_effect(
    effects: &[ir::effects::EffectInstance<MemoryEffect>],
    value: Option<Value>,
    effect: MemoryEffect,
    resource: &str,
) -> bool {
    effects.iter().any(|e| {
        (value.is_none() || e.value() == value)
            && e.effect() == effect
            && e.resource().name() == resource
    })
}

/// `TransformOpInterface`'s verifier (upstream's
/// `verifyTransformOpInterface`): every operand has effects, none
/// allocates an operand, a consuming op writes the payload, every result is
/// allocated.
pub fn verify_transform_op_interface(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(effects) = op_effects(ctx, op) else {
        return Ok(());
    };
    let loc = ctx.op_loc(op);
    let mapping = ir::effects::Resource::name(&TransformMappingResource);
    let payload = ir::effects::Resource::name(&PayloadIrResource);
    let mut first_consumed = None;
    for (i, v) in ctx.operands(op).into_iter().enumerate() {
        if !effects.iter().any(|e| e.value() == Some(v)) {
            return Err(Diagnostic::at_op(
                ctx,
                op,
                "TransformOpInterface requires memory effects on operands to be specified",
            )
            .with_note(loc, format!("no effects specified for operand #{i}")));
        }
        if has_effect(&effects, Some(v), MemoryEffect::Allocate, mapping) {
            return Err(Diagnostic::at_op(
                ctx,
                op,
                "TransformOpInterface did not expect 'allocate' memory effect on an operand",
            )
            .with_note(loc, format!("specified for operand #{i}")));
        }
        if first_consumed.is_none() && has_effect(&effects, Some(v), MemoryEffect::Free, mapping) {
            first_consumed = Some(i);
        }
    }
    if let Some(i) = first_consumed {
        if !has_effect(&effects, None, MemoryEffect::Write, payload) {
            return Err(Diagnostic::at_op(
                ctx,
                op,
                "TransformOpInterface expects ops consuming operands to have a 'write' effect on the payload resource",
            )
            .with_note(loc, format!("consumes operand #{i}")));
        }
    }
    for (i, v) in ctx.results(op).into_iter().enumerate() {
        if !has_effect(&effects, Some(v), MemoryEffect::Allocate, mapping) {
            return Err(Diagnostic::at_op(
                ctx,
                op,
                "TransformOpInterface requires 'allocate' memory effect to be specified for results",
            )
            .with_note(loc, format!("no 'allocate' effect specified for result #{i}")));
        }
    }
    Ok(())
}

fn is_handle_type(ctx: &Context, ty: ir::Type) -> bool {
    crate::TransformHandleTypeInterfaceRef::get(ctx, ty).is_some()
}

/// Whether `ty` is a handle, value handle or parameter type.
pub(crate) fn is_transform_type(ctx: &Context, ty: ir::Type) -> bool {
    is_handle_type(ctx, ty)
        || crate::TransformValueHandleTypeInterfaceRef::get(ctx, ty).is_some()
        || crate::TransformParamTypeInterfaceRef::get(ctx, ty).is_some()
}

/// The trait of ops that may be the top level of a transform script.
pub(crate) fn possible_top_level_trait() -> OpTrait {
    OpTrait::Custom("PossibleTopLevelTransformOpTrait".into())
}

/// `PossibleTopLevelTransformOpTrait`'s verifier (upstream's
/// `verifyPossibleTopLevelTransformOpTrait`).
pub(crate) fn verify_possible_top_level(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(&body_region) = ctx.op_regions(op).first() else {
        return Err(Diagnostic::op_error(ctx, op, "expects at least one region"));
    };
    let blocks = ctx.region_blocks(body_region);
    if blocks.len() != 1 {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            "expects a single-block region",
        ));
    }
    let body = blocks[0];
    let args = ctx.block_args(body);
    let Some(&first) = args.first() else {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            "expects the entry block to have at least one argument",
        ));
    };
    if !is_handle_type(ctx, ctx.value_type(first)) {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            "expects the first entry block argument to be of type implementing TransformHandleTypeInterface",
        ));
    }
    if ctx.num_operands(op) != 0 && ctx.value_type(first) != ctx.value_type(ctx.operand(op, 0)) {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            "expects the type of the block argument to match the type of the operand",
        ));
    }
    for (i, &arg) in args.iter().enumerate().skip(1) {
        if is_transform_type(ctx, ctx.value_type(arg)) {
            continue;
        }
        return Err(Diagnostic::op_error(
            ctx,
            op,
            "expects trailing entry block arguments to be of type implementing TransformHandleTypeInterface, TransformValueHandleTypeInterface or TransformParamTypeInterface",
        )
        .with_note(ctx.op_loc(op), format!("argument #{i} does not")));
    }
    let trait_ = possible_top_level_trait();
    let mut parent = ctx.op_parent_op(op);
    while let Some(p) = parent {
        if ctx.op_has_trait(p, &trait_) {
            if ctx.num_operands(op) != args.len() {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    "expects operands to be provided for a nested op",
                )
                .with_note(ctx.op_loc(p), "nested in another possible top-level op"));
            }
            break;
        }
        parent = ctx.op_parent_op(p);
    }
    Ok(())
}

/// The closest ancestor of `op` implementing `TransformOpInterface`.
pub(crate) fn parent_transform_op(ctx: &Context, op: OpId) -> Option<OpId> {
    let mut parent = ctx.op_parent_op(op);
    while let Some(p) = parent {
        if crate::TransformOpInterfaceRef::get(ctx, p).is_some() {
            return Some(p);
        }
        parent = ctx.op_parent_op(p);
    }
    None
}

/// The argument attribute `name` of argument `i` of a function-like op.
pub(crate) fn arg_attr(ctx: &Context, op: OpId, i: usize, name: &str) -> Option<Attribute> {
    let dicts = ctx.attr(op, "arg_attrs")?;
    let dict = *ctx.as_array(dicts)?.get(i)?;
    ctx.dictionary_get(dict, name)
}

/// The arguments of `block` some op in it consumes (upstream's
/// `getConsumedBlockArguments`).
pub(crate) fn consumed_block_arguments(ctx: &Context, block: ir::BlockId) -> Vec<usize> {
    let mut consumed = Vec::new();
    for (i, arg) in ctx.block_args(block).into_iter().enumerate() {
        let used_by_consumer = ctx.uses(arg).any(|u| {
            op_effects(ctx, u.op)
                .is_some_and(|effects| crate::effects::is_handle_consumed(&effects, arg))
        });
        if used_by_consumer {
            consumed.push(i);
        }
    }
    consumed
}

/// Upstream's `verifyFunctionLikeConsumeAnnotations`: with
/// `emit_warnings`, an argument marked consumed that the body does not
/// consume is warned about (emitted at once, through the context, as
/// upstream's `emitWarning(op->getLoc())`).
pub(crate) fn verify_consume_annotations(
    ctx: &Context,
    op: OpId,
    emit_warnings: bool,
    also_verify_internal: bool,
) -> DiagnosedSilenceableFailure {
    let body = ctx
        .op_regions(op)
        .first()
        .and_then(|&r| ctx.region_entry(r));
    let external = body.is_none();
    let consumed = body
        .map(|b| consumed_block_arguments(ctx, b))
        .unwrap_or_default();
    let num_args = ctx
        .attr(op, "function_type")
        .and_then(|a| ctx.attr_as_type(a))
        .and_then(|t| ctx.function_inputs(t))
        .map_or(0, <[ir::Type]>::len);
    let error = |message: String| {
        DiagnosedSilenceableFailure::silenceable(Diagnostic::at_op(ctx, op, message))
    };
    for i in 0..num_args {
        let is_consumed = arg_attr(ctx, op, i, crate::ARG_CONSUMED_ATTR_NAME).is_some();
        let is_read_only = arg_attr(ctx, op, i, crate::ARG_READ_ONLY_ATTR_NAME).is_some();
        if is_consumed && is_read_only {
            return error(format!(
                "argument #{i} cannot be both readonly and consumed"
            ));
        }
        if (external || also_verify_internal) && !is_consumed && !is_read_only {
            return error(
                "must provide consumed/readonly status for arguments of external or called ops"
                    .into(),
            );
        }
        if external {
            continue;
        }
        if consumed.contains(&i) && !is_consumed && is_read_only {
            return error(format!(
                "argument #{i} is consumed in the body but is not marked as such"
            ));
        }
        if emit_warnings && !consumed.contains(&i) && is_consumed {
            ctx.emit_side_diagnostic(Diagnostic {
                loc: ctx.op_loc(op),
                severity: ir::diag::Severity::Warning,
                message: format!(
                    "op argument #{i} is not consumed in the body but is marked as consumed"
                ),
                notes: Vec::new(),
            });
        }
    }
    DiagnosedSilenceableFailure::Success
}

/// The first diagnostic of a failed check, as a verifier error.
pub(crate) fn check_and_report(result: DiagnosedSilenceableFailure) -> Result<(), Diagnostic> {
    match result {
        DiagnosedSilenceableFailure::Silenceable(mut diags) if !diags.is_empty() => {
            Err(diags.swap_remove(0))
        }
        _ => Ok(()),
    }
}

/// The dialect's verifier of discardable attributes (upstream's
/// `TransformDialect::verifyOperationAttribute`).
fn verify_operation_attribute(
    ctx: &Context,
    op: OpId,
    name: &str,
    value: Attribute,
) -> Result<(), Diagnostic> {
    match name {
        crate::WITH_NAMED_SEQUENCE_ATTR_NAME => {
            if !ctx.op_has_trait(op, &OpTrait::SymbolTable) {
                return Err(Diagnostic::error(
                    ctx.op_loc(op),
                    format!(
                        "\"{name}\" attribute can only be attached to operations with symbol tables"
                    ),
                ));
            }
            verify_no_recursion(ctx, op)
        }
        crate::TARGET_TAG_ATTR_NAME => {
            if ctx.as_string(value).is_none() {
                return Err(Diagnostic::at_op(
                    ctx,
                    op,
                    format!("\"{name}\" attribute must be a string"),
                ));
            }
            Ok(())
        }
        crate::ARG_CONSUMED_ATTR_NAME
        | crate::ARG_READ_ONLY_ATTR_NAME
        | crate::SILENCE_TRACKING_FAILURES_ATTR_NAME => {
            if !ctx.is_unit_attr(value) {
                return Err(Diagnostic::at_op(
                    ctx,
                    op,
                    format!("\"{name}\" must be a unit attribute"),
                ));
            }
            Ok(())
        }
        _ => Err(Diagnostic::error(
            ctx.op_loc(op),
            format!("unknown attribute: \"{name}\""),
        )),
    }
}

/// The named sequences under `table` and the ones each includes (upstream
/// builds a `CallGraph` of the symbol table op).
fn include_graph(ctx: &Context, table: OpId) -> Vec<(OpId, Vec<OpId>)> {
    let symbols = ir::interfaces::SymbolTableCollection::new();
    let mut graph: Vec<(OpId, Vec<OpId>)> = Vec::new();
    for op in ctx.walk_preorder(table) {
        if !ctx.op_is(op, crate::NamedSequenceOp::OPERATION_NAME) {
            continue;
        }
        let mut callees = Vec::new();
        for nested in ctx.walk_preorder(op) {
            if !ctx.op_is(nested, crate::IncludeOp::OPERATION_NAME) {
                continue;
            }
            let Some(target) = ctx
                .attr(nested, "target")
                .or_else(|| ctx.prop(nested, "target"))
            else {
                continue;
            };
            if let Some(callee) = symbols.lookup_nearest_symbol_from(ctx, nested, target) {
                if ctx.op_is(callee, crate::NamedSequenceOp::OPERATION_NAME)
                    && !callees.contains(&callee)
                {
                    callees.push(callee);
                }
            }
        }
        graph.push((op, callees));
    }
    graph
}

/// Tarjan's strongly connected components of `graph`, each in the order
/// the algorithm pops them (as LLVM's `scc_iterator`).
fn sccs(graph: &[(OpId, Vec<OpId>)]) -> Vec<Vec<OpId>> {
    struct State {
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on_stack: Vec<bool>,
        stack: Vec<usize>,
        next: usize,
        out: Vec<Vec<usize>>,
    }
    fn visit(v: usize, edges: &[Vec<usize>], s: &mut State) {
        s.index[v] = Some(s.next);
        s.low[v] = s.next;
        s.next += 1;
        s.stack.push(v);
        s.on_stack[v] = true;
        for &w in &edges[v] {
            match s.index[w] {
                None => {
                    visit(w, edges, s);
                    s.low[v] = s.low[v].min(s.low[w]);
                }
                Some(i) if s.on_stack[w] => s.low[v] = s.low[v].min(i),
                Some(_) => {}
            }
        }
        if Some(s.low[v]) == s.index[v] {
            let mut scc = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack[w] = false;
                scc.push(w);
                if w == v {
                    break;
                }
            }
            s.out.push(scc);
        }
    }
    let edges: Vec<Vec<usize>> = graph
        .iter()
        .map(|(_, callees)| {
            callees
                .iter()
                .filter_map(|c| graph.iter().position(|(n, _)| n == c))
                .collect()
        })
        .collect();
    let n = graph.len();
    let mut s = State {
        index: vec![None; n],
        low: vec![0; n],
        on_stack: vec![false; n],
        stack: Vec::new(),
        next: 0,
        out: Vec::new(),
    };
    for v in 0..n {
        if s.index[v].is_none() {
            visit(v, &edges, &mut s);
        }
    }
    s.out
        .into_iter()
        .map(|scc| scc.into_iter().map(|i| graph[i].0).collect())
        .collect()
}

/// Upstream's check that named sequences do not include themselves,
/// directly or not.
fn verify_no_recursion(ctx: &Context, table: OpId) -> Result<(), Diagnostic> {
    let graph = include_graph(ctx, table);
    for scc in sccs(&graph) {
        let has_cycle = scc.len() > 1
            || graph
                .iter()
                .any(|(n, callees)| *n == scc[0] && callees.contains(&scc[0]));
        if !has_cycle {
            continue;
        }
        let is_external = |op: OpId| {
            ctx.op_regions(op)
                .first()
                .is_none_or(|&r| ctx.region_entry(r).is_none())
        };
        if is_external(scc[0]) {
            return Err(Diagnostic::op_error(
                ctx,
                table,
                "contains a call to an external operation, which is not allowed",
            ));
        }
        let mut diag = Diagnostic::error(
            ctx.op_loc(scc[0]),
            "recursion not allowed in named sequences",
        );
        for &other in &scc[1..] {
            if is_external(other) {
                return Err(Diagnostic::op_error(
                    ctx,
                    table,
                    "contains a call to an external operation, which is not allowed",
                ));
            }
            diag = diag.with_note(ctx.op_loc(other), "operation on recursion stack");
        }
        return Err(diag);
    }
    Ok(())
}

/// Registers the dialect's attribute verifier.
pub(crate) fn register_dialect_hooks(ctx: &mut Context) {
    let mut def = ir::DialectDefinition::new("transform");
    def.verify_operation_attribute = Some(verify_operation_attribute);
    ctx.register_dialect(def);
}

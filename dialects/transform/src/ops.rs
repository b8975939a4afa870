//! What upstream keeps in `TransformOps.cpp` and `DebugExtensionOps.cpp`
//! for each op: memory effects, verifiers, region-branch and symbol-use
//! hooks; each op's `apply` is in [`crate::apply`].

use ir::effects::{EffectInstance, MemoryEffect};
use ir::interfaces::{
    InvocationBounds, RegionBranchPoint, RegionKind, RegionSuccessor, SymbolTableCollection,
};
use ir::{Attribute, Context, Diagnostic, OpBuilder, OpWrapper, OperationState, TypeHandle, Value};

use crate::apply;
use crate::effects::{
    consumes_handle, is_handle_consumed, modifies_payload, only_reads_handle, only_reads_payload,
    op_effects, produces_handle,
};
use crate::verify::{
    check_and_report, parent_transform_op, verify_consume_annotations, verify_possible_top_level,
};
use crate::*;

type Effects = Vec<EffectInstance<MemoryEffect>>;

fn operands(ctx: &Context, op: impl OpWrapper) -> Vec<Value> {
    ctx.operands(op.operation())
}

fn results(ctx: &Context, op: impl OpWrapper) -> Vec<Value> {
    ctx.results(op.operation())
}

/// `NavigationTransformOpTrait`'s effects (and the matchers'): operands
/// read, results produced, payload read.
fn navigation_effects(ctx: &Context, op: impl OpWrapper, effects: &mut Effects) {
    only_reads_handle(&operands(ctx, op), effects);
    produces_handle(&results(ctx, op), effects);
    only_reads_payload(effects);
}

/// `FunctionalStyleTransformOpTrait`'s effects: operands consumed, results
/// produced, payload modified.
fn functional_style_effects(ctx: &Context, op: impl OpWrapper, effects: &mut Effects) {
    consumes_handle(&operands(ctx, op), effects);
    produces_handle(&results(ctx, op), effects);
    modifies_payload(effects);
}

/// `ParamProducerTransformOpTrait`'s effects.
fn param_producer_effects(ctx: &Context, op: impl OpWrapper, effects: &mut Effects) {
    produces_handle(&results(ctx, op), effects);
    let ops = operands(ctx, op);
    only_reads_handle(&ops, effects);
    let has_payload = ops.iter().any(|&v| {
        let ty = ctx.value_type(v);
        TransformHandleTypeInterfaceRef::get(ctx, ty).is_some()
            || TransformValueHandleTypeInterfaceRef::get(ctx, ty).is_some()
    });
    if has_payload {
        only_reads_payload(effects);
    }
}

/// The effects of a possible top-level op (upstream's
/// `getPotentialTopLevelEffects`): without a root, those of the body's
/// ops; with one, the body's effects on the entry block's arguments as
/// effects on the operands.
pub(crate) fn potential_top_level_effects(ctx: &Context, op: ir::OpId, effects: &mut Effects) {
    only_reads_handle(&ctx.operands(op), effects);
    produces_handle(&ctx.results(op), effects);
    let Some(body) = ctx
        .op_regions(op)
        .first()
        .and_then(|&r| ctx.region_entry(r))
    else {
        return;
    };
    if ctx.num_operands(op) == 0 {
        for nested in ctx.block_ops(body).collect::<Vec<_>>() {
            if let Some(nested_effects) = op_effects(ctx, nested) {
                effects.extend(nested_effects);
            }
        }
        return;
    }
    let args = ctx.block_args(body);
    let operands = ctx.operands(op);
    for nested in ctx.block_ops(body).collect::<Vec<_>>() {
        let Some(nested_effects) = op_effects(ctx, nested) else {
            continue;
        };
        for e in &nested_effects {
            let Some(v) = e.value() else { continue };
            if let Some(i) = args.iter().position(|a| *a == v) {
                if let Some(&operand) = operands.get(i) {
                    effects.push(EffectInstance::new(e.effect(), e.resource()).on_value(operand));
                }
            }
        }
        // And the nested op's effects on the payload (upstream's
        // `getEffectsOnResource(PayloadIRResource::get())`).
        let payload = ir::effects::Resource::name(&crate::PayloadIrResource);
        effects.extend(
            nested_effects
                .into_iter()
                .filter(|e| e.resource().name() == payload),
        );
    }
}

// ---------------------------------------------------------------------
// alternatives

impl AlternativesOpHooks for AlternativesOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_possible_top_level(ctx, self.operation())?;
        let op = self.operation();
        let result_types = ctx.result_types(op);
        for &region in self.alternatives(ctx) {
            let Some(block) = ctx.region_entry(region) else {
                continue;
            };
            let Some(terminator) = ctx.block_last_op(block) else {
                continue;
            };
            if ctx.operand_types(terminator) != result_types {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    "expects terminator operands to have the same type as results of the operation",
                )
                .with_note(ctx.op_loc(terminator), "terminator"));
            }
        }
        Ok(())
    }
    fn get_entry_successor_operands(
        op: Self,
        ctx: &Context,
        point: RegionBranchPoint,
    ) -> Vec<Value> {
        if point != RegionBranchPoint::Parent && ctx.num_operands(op.operation()) == 1 {
            operands(ctx, op)
        } else {
            Vec::new()
        }
    }
    fn get_successor_regions(
        op: Self,
        ctx: &Context,
        point: RegionBranchPoint,
        regions: &mut Vec<RegionSuccessor>,
    ) {
        let alternatives = op.alternatives(ctx).to_vec();
        let skip = match point {
            RegionBranchPoint::Parent => 0,
            RegionBranchPoint::Region(r) => alternatives
                .iter()
                .position(|x| *x == r)
                .map_or(alternatives.len(), |i| i + 1),
        };
        let has_operands = ctx.num_operands(op.operation()) != 0;
        for &r in alternatives.iter().skip(skip) {
            let args = match (has_operands, ctx.region_entry(r)) {
                (true, Some(b)) => ctx.block_args(b),
                _ => Vec::new(),
            };
            regions.push(RegionSuccessor::region(r, args));
        }
        if point != RegionBranchPoint::Parent {
            regions.push(RegionSuccessor::parent(results(ctx, op)));
        }
    }
    fn get_region_invocation_bounds(
        op: Self,
        ctx: &Context,
        _: &[Option<Attribute>],
        bounds: &mut Vec<InvocationBounds>,
    ) {
        for i in 0..op.alternatives(ctx).len() {
            bounds.push(if i == 0 {
                InvocationBounds::new(1, Some(1))
            } else {
                InvocationBounds::new(0, Some(1))
            });
        }
    }
    fn apply(
        op: Self,
        ctx: &mut Context,
        results: &mut TransformResults,
        state: &mut TransformState,
    ) -> DiagnosedSilenceableFailure {
        apply::alternatives(op, ctx, results, state)
    }
    fn get_effects(op: Self, ctx: &Context, effects: &mut Effects) {
        consumes_handle(&operands(ctx, op), effects);
        produces_handle(&results(ctx, op), effects);
        for &r in op.alternatives(ctx) {
            if let Some(b) = ctx.region_entry(r) {
                produces_handle(&ctx.block_args(b), effects);
            }
        }
        modifies_payload(effects);
    }
}

// ---------------------------------------------------------------------
// Ops whose `apply` is in `apply.rs` and whose effects are simple.

/// Implements `apply` by forwarding to `apply::$f`.
macro_rules! forward_apply {
    ($f:ident) => {
        fn apply(
            op: Self,
            ctx: &mut Context,
            results: &mut TransformResults,
            state: &mut TransformState,
        ) -> DiagnosedSilenceableFailure {
            apply::$f(op, ctx, results, state)
        }
    };
}

impl AnnotateOpHooks for AnnotateOp {
    forward_apply!(annotate);
    fn get_effects(op: Self, ctx: &Context, effects: &mut Effects) {
        only_reads_handle(&[op.target(ctx)], effects);
        if let Some(p) = op.param(ctx) {
            only_reads_handle(&[p], effects);
        }
        modifies_payload(effects);
    }
}

impl ApplyCanonicalizationPatternsOpHooks for ApplyCanonicalizationPatternsOp {
    fn populate_patterns(
        _op: Self,
        ctx: &mut Context,
        patterns: &mut Vec<Box<dyn ir::RewritePattern>>,
    ) {
        patterns.extend(ir::rewrite::canonicalization_patterns(ctx));
    }
}

impl ApplyCommonSubexpressionEliminationOpHooks for ApplyCommonSubexpressionEliminationOp {
    forward_apply!(apply_cse);
    fn get_effects(op: Self, ctx: &Context, effects: &mut Effects) {
        only_reads_handle(&[op.target(ctx)], effects);
        modifies_payload(effects);
    }
}

impl ApplyDeadCodeEliminationOpHooks for ApplyDeadCodeEliminationOp {
    forward_apply!(apply_dce);
    fn get_effects(op: Self, ctx: &Context, effects: &mut Effects) {
        only_reads_handle(&[op.target(ctx)], effects);
        modifies_payload(effects);
    }
}

impl ApplyLoopInvariantCodeMotionOpHooks for ApplyLoopInvariantCodeMotionOp {
    forward_apply!(apply_licm);
    fn get_effects(op: Self, ctx: &Context, effects: &mut Effects) {
        only_reads_handle(&[op.target(ctx)], effects);
        modifies_payload(effects);
    }
}

/// What builds the body of a region-holding op, if anything does.
type BodyBuilder<'a> = Option<&'a mut dyn FnMut(&mut OpBuilder<'_>, ir::Location)>;

/// Builds a region-holding op's body with `body` (an empty block when
/// none).
fn build_body(
    builder: &mut OpBuilder<'_>,
    region: ir::RegionId,
    loc: ir::Location,
    body: BodyBuilder<'_>,
) {
    let block = builder.ctx().create_block(&[]);
    let _ = builder.ctx().append_block(region, block);
    if let Some(body) = body {
        let saved = builder.insertion_point();
        builder.set_insertion_point_to_end(block);
        body(builder, loc);
        builder.set_insertion_point(saved);
    }
}

/// Every op of `region` satisfies `ok`; else `message` at `op`, with the
/// note "op without interface" at the first that does not.
fn check_children(
    ctx: &Context,
    op: ir::OpId,
    region: ir::RegionId,
    ok: impl Fn(ir::OpId) -> bool,
    message: &str,
) -> Result<(), Diagnostic> {
    for &block in ctx.region_blocks(region) {
        if let Some(bad) = ctx.block_ops(block).find(|&o| !ok(o)) {
            return Err(Diagnostic::op_error(ctx, op, message)
                .with_note(ctx.op_loc(bad), "op without interface"));
        }
    }
    Ok(())
}

impl ApplyPatternsOpHooks for ApplyPatternsOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        check_children(
            ctx,
            self.operation(),
            self.patterns(ctx),
            |o| PatternDescriptorOpInterfaceRef::get(ctx, o).is_some(),
            "expected children ops to implement PatternDescriptorOpInterface",
        )
    }
    fn build_from_target_body_builder(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        target: Value,
        body_builder: Option<&mut dyn FnMut(&mut OpBuilder<'_>, ir::Location)>,
    ) {
        state.add_operands(&[target]);
        let loc = state.location;
        let region = state.add_region(builder.ctx());
        build_body(builder, region, loc, body_builder);
    }
    forward_apply!(apply_patterns);
    fn get_effects(op: Self, ctx: &Context, effects: &mut Effects) {
        only_reads_handle(&[op.target(ctx)], effects);
        modifies_payload(effects);
    }
    fn get_region_kind(_ctx: &Context, _index: usize) -> RegionKind {
        RegionKind::Graph
    }
}

impl ApplyConversionPatternsOpHooks for ApplyConversionPatternsOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let patterns = self.patterns(ctx);
        check_children(
            ctx,
            op,
            patterns,
            |o| ConversionPatternDescriptorOpInterfaceRef::get(ctx, o).is_some(),
            "expected pattern children ops to implement ConversionPatternDescriptorOpInterface",
        )?;
        let Some(&region) = self.default_type_converter_region(ctx).first() else {
            return Ok(());
        };
        let ops: Vec<_> = ctx
            .region_blocks(region)
            .iter()
            .flat_map(|&b| ctx.block_ops(b).collect::<Vec<_>>())
            .collect();
        if ops.len() != 1 {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "expected exactly one op in default type converter region",
            ));
        }
        let Some(builder) = TypeConverterBuilderOpInterfaceRef::get(ctx, ops[0]) else {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "expected default converter child op to implement TypeConverterBuilderOpInterface",
            )
            .with_note(ctx.op_loc(ops[0]), "op without interface"));
        };
        for &block in ctx.region_blocks(patterns) {
            for descriptor in ctx.block_ops(block).collect::<Vec<_>>() {
                if let Some(d) = ConversionPatternDescriptorOpInterfaceRef::get(ctx, descriptor) {
                    d.verify_type_converter(ctx, builder)?;
                }
            }
        }
        Ok(())
    }
    fn build_from_target_patterns_body_builder_type_converter_body_builder(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        target: Value,
        patterns_body_builder: Option<&mut dyn FnMut(&mut OpBuilder<'_>, ir::Location)>,
        type_converter_body_builder: Option<&mut dyn FnMut(&mut OpBuilder<'_>, ir::Location)>,
    ) {
        state.add_operands(&[target]);
        let loc = state.location;
        let patterns = state.add_region(builder.ctx());
        build_body(builder, patterns, loc, patterns_body_builder);
        let converter = state.add_region(builder.ctx());
        if let Some(body) = type_converter_body_builder {
            build_body(builder, converter, loc, Some(body));
        }
    }
    forward_apply!(apply_conversion_patterns);
    fn get_effects(op: Self, ctx: &Context, effects: &mut Effects) {
        if op.preserve_handles(ctx) {
            only_reads_handle(&[op.target(ctx)], effects);
        } else {
            consumes_handle(&[op.target(ctx)], effects);
        }
        modifies_payload(effects);
    }
    fn get_region_kind(_ctx: &Context, _index: usize) -> RegionKind {
        RegionKind::Graph
    }
}

impl ApplyRegisteredPassOpHooks for ApplyRegisteredPassOp {
    forward_apply!(apply_registered_pass);
    fn get_effects(op: Self, ctx: &Context, effects: &mut Effects) {
        functional_style_effects(ctx, op, effects);
    }
}

impl ApplyToLLVMConversionPatternsOpHooks for ApplyToLLVMConversionPatternsOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let name = self.dialect_name(ctx);
        if ctx.dialect(name).is_none() {
            return Err(Diagnostic::op_error(
                ctx,
                self.operation(),
                format!("unknown dialect or dialect not loaded: {name}"),
            ));
        }
        if crate::conversion::to_llvm_interface(ctx, name).is_none() {
            return Err(Diagnostic::op_error(
                ctx,
                self.operation(),
                format!("dialect does not implement ConvertToLLVMPatternInterface or extension was not loaded: {name}"),
            ));
        }
        Ok(())
    }
    fn populate_patterns(
        op: Self,
        ctx: &mut Context,
        type_converter: &TransformTypeConverter,
        patterns: &mut Vec<Box<dyn ir::conversion::ConversionPattern>>,
    ) {
        let name = op.dialect_name(ctx).to_string();
        if let Some(iface) = crate::conversion::to_llvm_interface(ctx, &name) {
            iface.populate_convert_to_llvm_conversion_patterns(ctx, type_converter, patterns);
        }
    }
    fn verify_type_converter(
        op: Self,
        ctx: &Context,
        builder: TypeConverterBuilderOpInterfaceRef,
    ) -> Result<(), Diagnostic> {
        if builder.get_type_converter_type(ctx) != "LLVMTypeConverter" {
            return Err(Diagnostic::op_error(
                ctx,
                op.operation(),
                "expected LLVMTypeConverter",
            ));
        }
        Ok(())
    }
}

impl CastOpHooks for CastOp {
    forward_apply!(cast);
    fn are_cast_compatible(ctx: &Context, inputs: &[ir::Type], outputs: &[ir::Type]) -> bool {
        if inputs.len() != 1 || outputs.len() != 1 {
            return false;
        }
        let (a, b) = (inputs[0], outputs[0]);
        let handle = |t| TransformHandleTypeInterfaceRef::get(ctx, t).is_some();
        let value = |t| TransformValueHandleTypeInterfaceRef::get(ctx, t).is_some();
        let param = |t| TransformParamTypeInterfaceRef::get(ctx, t).is_some();
        (handle(a) && handle(b)) || (value(a) && value(b)) || (param(a) && param(b))
    }
    fn get_effects(op: Self, ctx: &Context, effects: &mut Effects) {
        only_reads_payload(effects);
        only_reads_handle(&[op.input(ctx)], effects);
        produces_handle(&results(ctx, op), effects);
    }
}

/// The named sequence `symbol` names, looked up from `from`.
pub(crate) fn lookup_named_sequence(
    ctx: &Context,
    from: ir::OpId,
    symbol: Attribute,
) -> Option<NamedSequenceOp> {
    let found = SymbolTableCollection::new().lookup_nearest_symbol_from(ctx, from, symbol)?;
    NamedSequenceOp::cast(ctx, found)
}

/// The types a matcher's or action's arguments take: whether `a` and `b`
/// implement the same transform type interface.
fn implement_same_transform_interface(ctx: &Context, a: ir::Type, b: ir::Type) -> bool {
    let handle = |t| TransformHandleTypeInterfaceRef::get(ctx, t).is_some();
    let value = |t| TransformValueHandleTypeInterfaceRef::get(ctx, t).is_some();
    let param = |t| TransformParamTypeInterfaceRef::get(ctx, t).is_some();
    (handle(a) && handle(b)) || (value(a) && value(b)) || (param(a) && param(b))
}

impl CollectMatchingOpHooks for CollectMatchingOp {
    fn get_effects(op: Self, ctx: &Context, effects: &mut Effects) {
        only_reads_handle(&[op.root(ctx)], effects);
        produces_handle(&results(ctx, op), effects);
        only_reads_payload(effects);
    }
    fn verify_symbol_uses(
        op: Self,
        ctx: &Context,
        _symbol_table: &SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        let this = op.operation();
        let matcher_attr = op.matcher(ctx);
        let Some(matcher) = lookup_named_sequence(ctx, this, matcher_attr) else {
            return Err(Diagnostic::at_op(
                ctx,
                this,
                format!("unresolved matcher symbol {}", attr_text(ctx, matcher_attr)),
            ));
        };
        let arg_types = matcher.get_argument_types(ctx);
        if arg_types.len() != 1 || TransformHandleTypeInterfaceRef::get(ctx, arg_types[0]).is_none()
        {
            return Err(Diagnostic::at_op(
                ctx,
                this,
                "expected the matcher to take one operation handle argument",
            ));
        }
        if arg_attr_is(ctx, matcher.operation(), 0, crate::ARG_READ_ONLY_ATTR_NAME).is_none() {
            return Err(Diagnostic::at_op(
                ctx,
                this,
                "expected the matcher argument to be marked readonly",
            ));
        }
        let result_types = matcher.get_result_types(ctx);
        let op_results = ctx.result_types(this);
        if result_types.len() != op_results.len() {
            return Err(Diagnostic::at_op(
                ctx,
                this,
                format!(
                    "expected the matcher to yield as many values as op has results ({}), got {}",
                    op_results.len(),
                    result_types.len()
                ),
            ));
        }
        for (i, (a, b)) in result_types.iter().zip(op_results.iter()).enumerate() {
            if implement_same_transform_interface(ctx, *a, *b) {
                continue;
            }
            return Err(Diagnostic::at_op(
                ctx,
                this,
                format!("mismatching type interfaces for matcher result and op result #{i}"),
            ));
        }
        Ok(())
    }
    forward_apply!(collect_matching);
}

fn arg_attr_is(ctx: &Context, op: ir::OpId, i: usize, name: &str) -> Option<Attribute> {
    crate::verify::arg_attr(ctx, op, i, name)
}

fn attr_text(ctx: &Context, a: Attribute) -> String {
    ir::printer::attr_to_string(ctx, a)
}

impl ForeachMatchOpHooks for ForeachMatchOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let matchers = ctx.as_array(self.matchers(ctx)).unwrap_or_default();
        let actions = ctx.as_array(self.actions(ctx)).unwrap_or_default();
        if matchers.len() != actions.len() {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "expected the same number of matchers and actions",
            ));
        }
        if matchers.is_empty() {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "expected at least one match/action pair",
            ));
        }
        Ok(())
    }
    fn get_effects(op: Self, ctx: &Context, effects: &mut Effects) {
        let this = op.operation();
        if ctx.num_operands(this) < 1 || ctx.num_results(this) < 1 {
            modifies_payload(effects);
            return;
        }
        consumes_handle(&[op.root(ctx)], effects);
        only_reads_handle(&op.forwarded_inputs(ctx), effects);
        produces_handle(&results(ctx, op), effects);
        modifies_payload(effects);
    }
    fn verify_symbol_uses(
        op: Self,
        ctx: &Context,
        symbol_table: &SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        let this = op.operation();
        let matchers = ctx.as_array(op.matchers(ctx)).unwrap_or_default().to_vec();
        let actions = ctx.as_array(op.actions(ctx)).unwrap_or_default().to_vec();
        let is_transform_fn = |found: Option<ir::OpId>| {
            found.filter(|&f| {
                TransformOpInterfaceRef::get(ctx, f).is_some()
                    && ctx.attr(f, "function_type").is_some()
            })
        };
        let fn_types = |f: ir::OpId| -> (Vec<ir::Type>, Vec<ir::Type>) {
            let t = ctx
                .attr(f, "function_type")
                .and_then(|a| ctx.attr_as_type(a));
            let ins = t
                .and_then(|t| ctx.function_inputs(t))
                .unwrap_or_default()
                .to_vec();
            let outs = t
                .and_then(|t| ctx.function_results(t))
                .unwrap_or_default()
                .to_vec();
            (ins, outs)
        };
        for (&matcher, &action) in matchers.iter().zip(actions.iter()) {
            let Some(matcher_op) =
                is_transform_fn(symbol_table.lookup_nearest_symbol_from(ctx, this, matcher))
            else {
                return Err(Diagnostic::at_op(
                    ctx,
                    this,
                    format!("unresolved matcher symbol {}", attr_text(ctx, matcher)),
                ));
            };
            let Some(action_op) =
                is_transform_fn(symbol_table.lookup_nearest_symbol_from(ctx, this, action))
            else {
                return Err(Diagnostic::at_op(
                    ctx,
                    this,
                    format!("unresolved action symbol {}", attr_text(ctx, action)),
                ));
            };
            check_and_report(verify_consume_annotations(ctx, matcher_op, false, true))?;
            check_and_report(verify_consume_annotations(ctx, action_op, false, true))?;
            let operand_types = ctx.operand_types(this);
            let (matcher_args, matcher_results) = fn_types(matcher_op);
            if operand_types.len() != matcher_args.len() {
                return Err(Diagnostic::at_op(
                    ctx,
                    this,
                    format!(
                        "the number of operands ({}) doesn't match the number of matcher arguments ({}) for {}",
                        operand_types.len(),
                        matcher_args.len(),
                        attr_text(ctx, matcher)
                    ),
                )
                .with_note(ctx.op_loc(matcher_op), "symbol declaration"));
            }
            for (i, (a, b)) in operand_types.iter().zip(matcher_args.iter()).enumerate() {
                if arg_attr_is(ctx, matcher_op, i, crate::ARG_CONSUMED_ATTR_NAME).is_some() {
                    return Err(Diagnostic::op_error(
                        ctx,
                        this,
                        format!("does not expect matcher symbol to consume its operand #{i}"),
                    )
                    .with_note(ctx.op_loc(matcher_op), "symbol declaration"));
                }
                if implement_same_transform_interface(ctx, *a, *b) {
                    continue;
                }
                return Err(Diagnostic::at_op(
                    ctx,
                    this,
                    format!(
                        "mismatching type interfaces for operand and matcher argument #{i} of matcher {}",
                        attr_text(ctx, matcher)
                    ),
                )
                .with_note(ctx.op_loc(matcher_op), "symbol declaration"));
            }
            let (action_args, action_results) = fn_types(action_op);
            if matcher_results.len() != action_args.len() {
                return Err(Diagnostic::at_op(
                    ctx,
                    this,
                    format!(
                        "mismatching number of matcher results and action arguments between {} ({}) and {} ({})",
                        attr_text(ctx, matcher),
                        matcher_results.len(),
                        attr_text(ctx, action),
                        action_args.len()
                    ),
                ));
            }
            for (i, (a, b)) in matcher_results.iter().zip(action_args.iter()).enumerate() {
                if implement_same_transform_interface(ctx, *a, *b) {
                    continue;
                }
                return Err(Diagnostic::at_op(
                    ctx,
                    this,
                    format!(
                        "mismatching type interfaces for matcher result and action argument #{i}of matcher {} and action {}",
                        attr_text(ctx, matcher),
                        attr_text(ctx, action)
                    ),
                ));
            }
            let result_types: Vec<ir::Type> = ctx.result_types(this).into_iter().skip(1).collect();
            if action_results.len() != result_types.len() {
                return Err(Diagnostic::at_op(
                    ctx,
                    this,
                    format!(
                        "the number of action results ({}) for {} doesn't match the number of extra op results ({})",
                        action_results.len(),
                        attr_text(ctx, action),
                        result_types.len()
                    ),
                )
                .with_note(ctx.op_loc(action_op), "symbol declaration"));
            }
            for (i, (a, b)) in result_types.iter().zip(action_results.iter()).enumerate() {
                if implement_same_transform_interface(ctx, *a, *b) {
                    continue;
                }
                return Err(Diagnostic::at_op(
                    ctx,
                    this,
                    format!(
                        "mismatching type interfaces for action result #{i} of action {} and op result",
                        attr_text(ctx, action)
                    ),
                )
                .with_note(ctx.op_loc(action_op), "symbol declaration"));
            }
        }
        Ok(())
    }
    forward_apply!(foreach_match);
    fn allows_repeated_handle_operands(_op: Self, _ctx: &Context) -> bool {
        true
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        let results = results(ctx, op);
        if let Some((&updated, forwarded)) = results.split_first() {
            set_name(updated, "updated_root");
            for &v in forwarded {
                set_name(v, "yielded");
            }
        }
    }
}

/// Whether an op of `block` but its terminator consumes `arg`.
fn body_consumes(ctx: &Context, block: ir::BlockId, arg: Value) -> bool {
    let ops: Vec<_> = ctx.block_ops(block).collect();
    ops.iter()
        .take(ops.len().saturating_sub(1))
        .any(|&op| op_effects(ctx, op).is_some_and(|e| is_handle_consumed(&e, arg)))
}

impl ForeachOpHooks for ForeachOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let body = self.body(ctx);
        let Some(block) = ctx.region_entry(body) else {
            return Ok(());
        };
        let targets = self.targets(ctx);
        let args = ctx.block_args(block);
        if targets.len() != args.len() {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "expects the same number of targets as the body has block arguments",
            ));
        }
        for (t, a) in targets.iter().zip(args.iter()) {
            if ctx.value_type(*t) != ctx.value_type(*a) {
                return Err(Diagnostic::op_error(ctx, op, "expects co-indexed targets and the body's block arguments to have the same op/value/param type"));
            }
        }
        let yielded = ctx
            .block_last_op(block)
            .filter(|&t| ctx.op_is(t, YieldOp::OPERATION_NAME))
            .map(|t| ctx.operand_types(t))
            .unwrap_or_default();
        let result_types = ctx.result_types(op);
        if yielded.len() != result_types.len() {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "expects the same number of results as the yield terminator has operands",
            ));
        }
        for (a, b) in result_types.iter().zip(yielded.iter()) {
            if a != b {
                return Err(Diagnostic::op_error(ctx, op, "expects co-indexed results and yield operands to have the same op/value/param type"));
            }
        }
        Ok(())
    }
    forward_apply!(foreach);
    fn get_effects(op: Self, ctx: &Context, effects: &mut Effects) {
        let body = op.body(ctx);
        let block = ctx.region_entry(body);
        let args = block.map(|b| ctx.block_args(b)).unwrap_or_default();
        for (target, arg) in op.targets(ctx).into_iter().zip(args) {
            if block.is_some_and(|b| body_consumes(ctx, b, arg)) {
                consumes_handle(&[target], effects);
            } else {
                only_reads_handle(&[target], effects);
            }
        }
        if let Some(b) = block {
            let ops: Vec<_> = ctx.block_ops(b).collect();
            let nested: Vec<Effects> = ops
                .iter()
                .take(ops.len().saturating_sub(1))
                .filter_map(|&o| op_effects(ctx, o))
                .collect();
            let payload = ir::effects::Resource::name(&crate::PayloadIrResource);
            let writes = nested.iter().any(|e| {
                e.iter()
                    .any(|i| i.effect() == MemoryEffect::Write && i.resource().name() == payload)
            });
            let reads = nested.iter().any(|e| {
                e.iter()
                    .any(|i| i.effect() == MemoryEffect::Read && i.resource().name() == payload)
            });
            if writes {
                modifies_payload(effects);
            } else if reads {
                only_reads_payload(effects);
            }
        }
        produces_handle(&results(ctx, op), effects);
    }
    // Each block argument is mapped to a part of the payload of the
    // corresponding target.
    fn get_entry_successor_operands(op: Self, ctx: &Context, _: RegionBranchPoint) -> Vec<Value> {
        operands(ctx, op)
    }
    fn get_successor_regions(
        op: Self,
        ctx: &Context,
        point: RegionBranchPoint,
        regions: &mut Vec<RegionSuccessor>,
    ) {
        let body = op.body(ctx);
        let args = ctx
            .region_entry(body)
            .map(|b| ctx.block_args(b))
            .unwrap_or_default();
        regions.push(RegionSuccessor::region(body, args));
        // From the parent only into the body; from the body back to it or
        // out.
        if point != RegionBranchPoint::Parent {
            regions.push(RegionSuccessor::parent(results(ctx, op)));
        }
    }
}

/// Navigation ops: operands read, results produced, payload read.
macro_rules! navigation_op {
    ($op:ty, $hooks:path, $f:ident) => {
        impl $hooks for $op {
            forward_apply!($f);
            fn get_effects(op: Self, ctx: &Context, effects: &mut Effects) {
                navigation_effects(ctx, op, effects);
            }
        }
    };
}

navigation_op!(
    GetConsumersOfResult,
    GetConsumersOfResultHooks,
    get_consumers_of_result
);
navigation_op!(GetDefiningOp, GetDefiningOpHooks, get_defining_op);
navigation_op!(GetParentOp, GetParentOpHooks, get_parent_op);
navigation_op!(
    GetProducerOfOperand,
    GetProducerOfOperandHooks,
    get_producer_of_operand
);
navigation_op!(SelectOp, SelectOpHooks, select);
navigation_op!(
    MatchOperationEmptyOp,
    MatchOperationEmptyOpHooks,
    match_operation_empty
);
navigation_op!(
    MatchOperationNameOp,
    MatchOperationNameOpHooks,
    match_operation_name
);
navigation_op!(
    crate::debug::DebugEmitRemarkAtOp,
    crate::debug::DebugEmitRemarkAtOpHooks,
    debug_emit_remark_at
);
navigation_op!(
    crate::debug::DebugEmitParamAsRemarkOp,
    crate::debug::DebugEmitParamAsRemarkOpHooks,
    debug_emit_param_as_remark
);

/// Upstream's `verifyTransformMatchDimsOp`.
fn verify_match_dims(
    ctx: &Context,
    op: ir::OpId,
    raw: &[i64],
    inverted: bool,
    all: bool,
) -> Result<(), Diagnostic> {
    if all {
        if inverted {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "cannot request both 'all' and 'inverted' values in the list",
            ));
        }
        if !raw.is_empty() {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "cannot both request 'all' and specific values in the list",
            ));
        }
    }
    if !all && raw.is_empty() {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            "must request specific values in the list if 'all' is not specified",
        ));
    }
    let mut deduped = raw.to_vec();
    deduped.dedup();
    if deduped.len() != raw.len() {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            "expected the listed values to be unique",
        ));
    }
    Ok(())
}

/// `get_operand` and `get_result`: the position list verified, navigation
/// effects.
macro_rules! match_dims_op {
    ($op:ty, $hooks:path, $f:ident) => {
        impl $hooks for $op {
            fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
                verify_match_dims(
                    ctx,
                    self.operation(),
                    self.raw_position_list(ctx),
                    self.is_inverted(ctx),
                    self.is_all(ctx),
                )
            }
            forward_apply!($f);
            fn get_effects(op: Self, ctx: &Context, effects: &mut Effects) {
                navigation_effects(ctx, op, effects);
            }
        }
    };
}

match_dims_op!(GetOperandOp, GetOperandOpHooks, get_operand);
match_dims_op!(GetResultOp, GetResultOpHooks, get_result);

impl GetTypeOpHooks for GetTypeOp {
    forward_apply!(get_type);
    fn get_effects(op: Self, ctx: &Context, effects: &mut Effects) {
        only_reads_handle(&[op.value(ctx)], effects);
        produces_handle(&results(ctx, op), effects);
        only_reads_payload(effects);
    }
}

thread_local! {
    /// The named sequences whose include effects are being worked out.
    static EFFECTS_IN_PROGRESS: std::cell::RefCell<Vec<ir::OpId>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

impl IncludeOpHooks for IncludeOp {
    forward_apply!(include);
    fn get_effects(op: Self, ctx: &Context, effects: &mut Effects) {
        modifies_payload(effects);
        produces_handle(&results(ctx, op), effects);
        let this = op.operation();
        let operands = ctx.operands(this);
        let callee = ctx
            .attr(this, "target")
            .or_else(|| ctx.prop(this, "target"))
            .and_then(|t| lookup_named_sequence(ctx, this, t));
        let Some(callee) = callee else {
            only_reads_handle(&operands, effects);
            return;
        };
        // A callee whose effects are being worked out already (recursive
        // includes, which the dialect's verifier reports) reads its
        // operands.
        let entered = EFFECTS_IN_PROGRESS.with(|s| {
            let mut s = s.borrow_mut();
            if s.contains(&callee.operation()) {
                false
            } else {
                s.push(callee.operation());
                true
            }
        });
        if !entered {
            only_reads_handle(&operands, effects);
            return;
        }
        let verified = verify_named_sequence(ctx, callee, false).succeeded();
        EFFECTS_IN_PROGRESS.with(|s| s.borrow_mut().retain(|&o| o != callee.operation()));
        if !verified {
            only_reads_handle(&operands, effects);
            return;
        }
        for (i, v) in operands.into_iter().enumerate() {
            if arg_attr_is(ctx, callee.operation(), i, crate::ARG_CONSUMED_ATTR_NAME).is_some() {
                consumes_handle(&[v], effects);
            } else {
                only_reads_handle(&[v], effects);
            }
        }
    }
    fn verify_symbol_uses(
        op: Self,
        ctx: &Context,
        _symbol_table: &SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        let this = op.operation();
        let Some(target) = ctx
            .attr(this, "target")
            .or_else(|| ctx.prop(this, "target"))
        else {
            return Err(Diagnostic::op_error(
                ctx,
                this,
                "expects a 'target' symbol reference attribute",
            ));
        };
        let Some(callee) = lookup_named_sequence(ctx, this, target) else {
            return Err(Diagnostic::op_error(
                ctx,
                this,
                "does not reference a named transform sequence",
            ));
        };
        let fn_type = callee.function_type(ctx);
        let inputs = ctx.function_inputs(fn_type).unwrap_or_default().to_vec();
        let outputs = ctx.function_results(fn_type).unwrap_or_default().to_vec();
        let operand_types = ctx.operand_types(this);
        if inputs.len() != operand_types.len() {
            return Err(Diagnostic::at_op(
                ctx,
                this,
                "incorrect number of operands for callee",
            ));
        }
        for (i, (a, b)) in operand_types.iter().zip(inputs.iter()).enumerate() {
            if a != b {
                return Err(Diagnostic::op_error(
                    ctx,
                    this,
                    format!(
                        "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                        ir::printer::type_to_string(ctx, *b),
                        ir::printer::type_to_string(ctx, *a)
                    ),
                ));
            }
        }
        let result_types = ctx.result_types(this);
        if outputs.len() != result_types.len() {
            return Err(Diagnostic::at_op(
                ctx,
                this,
                "incorrect number of results for callee",
            ));
        }
        for (i, (a, b)) in result_types.iter().zip(outputs.iter()).enumerate() {
            if !implement_same_transform_interface(ctx, *a, *b) {
                return Err(Diagnostic::op_error(
                    ctx,
                    this,
                    format!(
                        "type of result #{i} must implement the same transform dialect interface as the corresponding callee result"
                    ),
                ));
            }
        }
        check_and_report(verify_consume_annotations(
            ctx,
            callee.operation(),
            false,
            true,
        ))
    }
}

impl MatchParamCmpIOpHooks for MatchParamCmpIOp {
    forward_apply!(match_param_cmpi);
    fn get_effects(op: Self, ctx: &Context, effects: &mut Effects) {
        only_reads_handle(&[op.param(ctx)], effects);
        only_reads_handle(&[op.reference(ctx)], effects);
    }
}

impl MergeHandlesOpHooks for MergeHandlesOp {
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> ir::FoldResult {
        let handles = self.handles(ctx);
        if self.deduplicate(ctx) || handles.len() != 1 {
            return ir::FoldResult::Failure;
        }
        // If deduplication is not required and there is only one operand, it
        // can be used directly instead of merging.
        ir::FoldResult::single(ir::OpFoldResult::Value(handles[0]))
    }
    forward_apply!(merge_handles);
    fn allows_repeated_handle_operands(op: Self, ctx: &Context) -> bool {
        // Handles may be the same if deduplicating is enabled.
        op.deduplicate(ctx)
    }
    fn get_effects(op: Self, ctx: &Context, effects: &mut Effects) {
        only_reads_handle(&op.handles(ctx), effects);
        produces_handle(&results(ctx, op), effects);
    }
}

/// Upstream's `verifyNamedSequenceOp`; `emit_warnings` as
/// [`verify_consume_annotations`]'s.
pub(crate) fn verify_named_sequence(
    ctx: &Context,
    op: NamedSequenceOp,
    emit_warnings: bool,
) -> DiagnosedSilenceableFailure {
    let this = op.operation();
    let loc = ctx.op_loc(this);
    let error = |at: ir::Location, message: String| {
        DiagnosedSilenceableFailure::silenceable(Diagnostic::error(at, message))
    };
    let mut parent = ctx.op_parent_op(this);
    while let Some(p) = parent {
        if ctx.op_has_trait(p, &ir::OpTrait::SymbolTable) {
            if ctx.attr(p, crate::WITH_NAMED_SEQUENCE_ATTR_NAME).is_none() {
                return error(
                    loc,
                    format!(
                        "expects the parent symbol table to have the '{}' attribute",
                        crate::WITH_NAMED_SEQUENCE_ATTR_NAME
                    ),
                )
                .attach_note(ctx.op_loc(p), "symbol table operation");
            }
            break;
        }
        parent = ctx.op_parent_op(p);
    }
    if let Some(p) = parent_transform_op(ctx, this) {
        return error(loc, "cannot be defined inside another transform op".into())
            .attach_note(ctx.op_loc(p), "ancestor transform op");
    }
    let body = op.body(ctx);
    let Some(block) = ctx.region_entry(body) else {
        return verify_consume_annotations(ctx, this, emit_warnings, false);
    };
    let Some(terminator) = ctx.block_last_op(block) else {
        return error(loc, "expected a non-empty body block".into());
    };
    if !ctx.op_is(terminator, YieldOp::OPERATION_NAME) {
        return error(
            loc,
            format!("expected '{}' as terminator", YieldOp::OPERATION_NAME),
        )
        .attach_note(ctx.op_loc(terminator), "terminator");
    }
    let results = op.get_result_types(ctx);
    let yielded = ctx.operand_types(terminator);
    if yielded.len() != results.len() {
        return error(
            ctx.op_loc(terminator),
            "expected terminator to have as many operands as the parent op has results".into(),
        );
    }
    for (i, (a, b)) in yielded.iter().zip(results.iter()).enumerate() {
        if a == b {
            continue;
        }
        return error(
            ctx.op_loc(terminator),
            format!(
                "the type of the terminator operand #{i} must match the type of the corresponding parent op result ('{}' vs '{}')",
                ir::printer::type_to_string(ctx, *a),
                ir::printer::type_to_string(ctx, *b)
            ),
        );
    }
    verify_consume_annotations(ctx, this, emit_warnings, false)
}

impl NamedSequenceOpHooks for NamedSequenceOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        check_and_report(verify_named_sequence(ctx, self, true))
    }
    fn parse(
        parser: &mut ir::CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ir::ParseError> {
        crate::asm::parse_named_sequence(parser, state)
    }
    fn print(self, printer: &mut ir::CustomPrinter<'_, '_>) {
        crate::asm::print_named_sequence(printer, self.operation());
    }
    fn get_effects(_op: Self, _ctx: &Context, _effects: &mut Effects) {}
    forward_apply!(named_sequence);
}

impl NumAssociationsOpHooks for NumAssociationsOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        // The result type must accept an `i64` count (upstream checks the
        // payload `[0 : i64]`).
        let num = ctx.value_type(self.num(ctx));
        let loc = ctx.op_loc(self.operation());
        let message = if crate::ParamType::classof(ctx, num) {
            let ty = crate::ParamType::from_type_unchecked(num)
                .storage(ctx)
                .type_;
            (!ctx.is_signless_integer_of_width(ty, 64)).then(|| {
                format!(
                    "expected the type of the parameter attribute ('i64') to match the parameter type ('{}')",
                    ir::printer::type_to_string(ctx, ty)
                )
            })
        } else if crate::AffineMapParamType::classof(ctx, num) {
            Some("expected affine map attribute, got 0 : i64".to_string())
        } else if crate::TypeParamType::classof(ctx, num) {
            Some("expected type attribute, got 0 : i64".to_string())
        } else {
            None
        };
        match message {
            Some(m) => Err(Diagnostic::error(loc, m)),
            None => Ok(()),
        }
    }
    fn get_effects(op: Self, ctx: &Context, effects: &mut Effects) {
        param_producer_effects(ctx, op, effects);
    }
    forward_apply!(num_associations);
}

impl ParamConstantOpHooks for ParamConstantOp {
    forward_apply!(param_constant);
    fn get_effects(op: Self, ctx: &Context, effects: &mut Effects) {
        param_producer_effects(ctx, op, effects);
    }
}

impl PrintOpHooks for PrintOp {
    forward_apply!(print);
    fn get_effects(op: Self, ctx: &Context, effects: &mut Effects) {
        if let Some(t) = op.target(ctx) {
            only_reads_handle(&[t], effects);
        }
        only_reads_payload(effects);
        effects.push(EffectInstance::new(
            MemoryEffect::Write,
            &ir::effects::DefaultResource,
        ));
    }
}

impl ReplicateOpHooks for ReplicateOp {
    forward_apply!(replicate);
    fn get_effects(op: Self, ctx: &Context, effects: &mut Effects) {
        only_reads_handle(&[op.pattern(ctx)], effects);
        only_reads_handle(&op.handles(ctx), effects);
        produces_handle(&results(ctx, op), effects);
    }
}

/// Upstream's `checkDoubleConsume`: `value` has at most one use that may
/// consume it.
fn check_double_consume(
    ctx: &Context,
    value: Value,
    report: impl FnOnce() -> Diagnostic,
) -> Result<(), Diagnostic> {
    let mut first: Option<ir::OpOperand> = None;
    for u in ctx.uses(value) {
        let consumer = match op_effects(ctx, u.op) {
            Some(e) if TransformOpInterfaceRef::get(ctx, u.op).is_some() => {
                is_handle_consumed(&e, value)
            }
            _ => true,
        };
        if !consumer {
            continue;
        }
        match first {
            None => first = Some(u),
            Some(f) => {
                let d = report();
                let message = format!("{} has more than one potential consumer", d.message);
                return Err(Diagnostic { message, ..d }
                    .with_note(
                        ctx.op_loc(f.op),
                        format!("used here as operand #{}", f.index),
                    )
                    .with_note(
                        ctx.op_loc(u.op),
                        format!("used here as operand #{}", u.index),
                    ));
            }
        }
    }
    Ok(())
}

impl SequenceOpHooks for SequenceOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        verify_possible_top_level(ctx, op)?;
        if self.root(ctx).is_none() && !self.extra_bindings(ctx).is_empty() {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "does not expect extra operands when used as top-level",
            ));
        }
        let Some(block) = ctx.region_entry(self.body(ctx)) else {
            return Ok(());
        };
        for (i, arg) in ctx.block_args(block).into_iter().enumerate() {
            check_double_consume(ctx, arg, || {
                Diagnostic::op_error(ctx, op, format!("block argument #{i}"))
            })?;
        }
        let children: Vec<_> = ctx.block_ops(block).collect();
        for (idx, &child) in children.iter().enumerate() {
            if TransformOpInterfaceRef::get(ctx, child).is_none() && idx + 1 != children.len() {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    "expected children ops to implement TransformOpInterface",
                )
                .with_note(ctx.op_loc(child), "op without interface"));
            }
            for (i, r) in ctx.results(child).into_iter().enumerate() {
                check_double_consume(ctx, r, || {
                    Diagnostic::at_op(ctx, child, format!("result #{i}"))
                })?;
            }
        }
        let terminator = children
            .last()
            .copied()
            .filter(|&t| ctx.op_might_have_trait(t, &ir::OpTrait::IsTerminator));
        let Some(terminator) = terminator else {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "expects to have a terminator in the body",
            ));
        };
        if ctx.operand_types(terminator) != ctx.result_types(op) {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "expects the types of the terminator operands to match the types of the result",
            )
            .with_note(ctx.op_loc(terminator), "terminator"));
        }
        Ok(())
    }
    fn get_entry_successor_operands(op: Self, ctx: &Context, _: RegionBranchPoint) -> Vec<Value> {
        operands(ctx, op)
    }
    fn get_successor_regions(
        op: Self,
        ctx: &Context,
        point: RegionBranchPoint,
        regions: &mut Vec<RegionSuccessor>,
    ) {
        match point {
            RegionBranchPoint::Parent => {
                let body = op.body(ctx);
                let args = if ctx.num_operands(op.operation()) != 0 {
                    ctx.region_entry(body)
                        .map(|b| ctx.block_args(b))
                        .unwrap_or_default()
                } else {
                    Vec::new()
                };
                regions.push(RegionSuccessor::region(body, args));
            }
            RegionBranchPoint::Region(_) => regions.push(RegionSuccessor::parent(results(ctx, op))),
        }
    }
    fn get_region_invocation_bounds(
        _op: Self,
        _ctx: &Context,
        _: &[Option<Attribute>],
        bounds: &mut Vec<InvocationBounds>,
    ) {
        bounds.push(InvocationBounds::new(1, Some(1)));
    }
    forward_apply!(sequence);
    fn get_effects(op: Self, ctx: &Context, effects: &mut Effects) {
        potential_top_level_effects(ctx, op.operation(), effects);
    }
}

impl SplitHandleOpHooks for SplitHandleOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        if let Some(overflow) = self.overflow_result(ctx) {
            if overflow < 0 || overflow as usize >= ctx.num_results(op) {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    "overflow_result is not a valid result index",
                ));
            }
        }
        Ok(())
    }
    forward_apply!(split_handle);
    fn get_effects(op: Self, ctx: &Context, effects: &mut Effects) {
        only_reads_handle(&[op.handle(ctx)], effects);
        produces_handle(&results(ctx, op), effects);
    }
}

impl VerifyOpHooks for VerifyOp {
    forward_apply!(verify);
    fn get_effects(op: Self, ctx: &Context, effects: &mut Effects) {
        only_reads_handle(&[op.target(ctx)], effects);
    }
}

impl YieldOpHooks for YieldOp {
    fn get_effects(op: Self, ctx: &Context, effects: &mut Effects) {
        only_reads_handle(&operands(ctx, op), effects);
    }
}

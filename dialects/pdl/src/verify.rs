//! The verifiers of the pdl ops (upstream's `PDL.cpp`) and the hooks of
//! the op interfaces they declare.

use std::collections::HashSet;

use ir::{Context, Diagnostic, OpId, OpTrait, TypeHandle};

use crate::*;

/// Whether `op` is an op of the pdl dialect named `name` (an op wrapper's
/// `OPERATION_NAME`).
fn is(ctx: &Context, op: OpId, name: &str) -> bool {
    ctx.op_name_of(op) == name
}

fn is_pattern(ctx: &Context, op: Option<OpId>) -> bool {
    op.is_some_and(|p| is(ctx, p, PatternOp::OPERATION_NAME))
}

fn is_rewrite(ctx: &Context, op: Option<OpId>) -> bool {
    op.is_some_and(|p| is(ctx, p, RewriteOp::OPERATION_NAME))
}

fn is_result_or_results(ctx: &Context, op: OpId) -> bool {
    is(ctx, op, ResultOp::OPERATION_NAME) || is(ctx, op, ResultsOp::OPERATION_NAME)
}

/// The ops using a result of `op`, once per use (upstream's
/// `Operation::getUsers`).
fn users(ctx: &Context, op: OpId) -> Vec<OpId> {
    ctx.results(op)
        .into_iter()
        .flat_map(|r| ctx.uses(r).map(|u| u.op).collect::<Vec<_>>())
        .collect()
}

/// Whether `op` is used by a "binding" pdl op: one that is not a
/// `pdl.result(s)`, or a `pdl.result(s)` that is itself bound.
fn has_binding_use(ctx: &Context, op: OpId) -> bool {
    users(ctx, op)
        .into_iter()
        .any(|user| !is_result_or_results(ctx, user) || has_binding_use(ctx, user))
}

/// Upstream's `verifyHasBindingUse`: an op of the matcher body must be
/// bound.
fn verify_has_binding_use(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if !is_pattern(ctx, ctx.op_parent_op(op)) || has_binding_use(ctx, op) {
        return Ok(());
    }
    Err(Diagnostic::op_error(
        ctx,
        op,
        "expected a bindable user when defined in the matcher body of a `pdl.pattern`",
    ))
}

/// Visits the `pdl.operand(s)`, `pdl.result(s)` and `pdl.operation`s
/// connected to `op` (upstream's `visit`).
fn visit(ctx: &Context, op: Option<OpId>, visited: &mut HashSet<OpId>) {
    let Some(op) = op else {
        return;
    };
    if !is_pattern(ctx, ctx.op_parent_op(op)) || is(ctx, op, RewriteOp::OPERATION_NAME) {
        return;
    }
    if !visited.insert(op) {
        return;
    }
    if let Some(operation) = OperationOp::cast(ctx, op) {
        for operand in operation.operand_values(ctx) {
            visit(ctx, ctx.defining_op(operand), visited);
        }
    } else if let Some(result) = ResultOp::cast(ctx, op) {
        visit(ctx, ctx.defining_op(result.parent(ctx)), visited);
    } else if let Some(results) = ResultsOp::cast(ctx, op) {
        visit(ctx, ctx.defining_op(results.parent(ctx)), visited);
    }
    for user in users(ctx, op) {
        visit(ctx, Some(user), visited);
    }
}

/// The position of `op` in its block.
fn position_in_block(ctx: &Context, op: OpId) -> Option<usize> {
    let block = ctx.op_parent_block(op)?;
    ctx.block_ops(block).position(|o| o == op)
}

/// The text of a type in a diagnostic (MLIR quotes it).
fn quoted(ctx: &Context, ty: ir::Type) -> String {
    format!("'{}'", ir::printer::type_to_string(ctx, ty))
}

impl ApplyNativeConstraintOpHooks for ApplyNativeConstraintOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        if ctx.num_operands(op) == 0 {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "expected at least one argument",
            ));
        }
        if self
            .results(ctx)
            .into_iter()
            .any(|r| OperationType::classof(ctx, ctx.value_type(r)))
        {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "returning an operation from a constraint is not supported",
            ));
        }
        Ok(())
    }
}

impl ApplyNativeRewriteOpHooks for ApplyNativeRewriteOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        if ctx.num_operands(op) == 0 && ctx.num_results(op) == 0 {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "expected at least one argument or result",
            ));
        }
        Ok(())
    }
}

impl AttributeOpHooks for AttributeOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        if self.value(ctx).is_none() {
            if is_rewrite(ctx, ctx.op_parent_op(op)) {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    "expected constant value when specified within a `pdl.rewrite`",
                ));
            }
            return verify_has_binding_use(ctx, op);
        }
        if self.value_type(ctx).is_some() {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "expected only one of [`type`, `value`] to be set",
            ));
        }
        Ok(())
    }
}

impl OperandOpHooks for OperandOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_has_binding_use(ctx, self.operation())
    }
}

impl OperandsOpHooks for OperandsOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_has_binding_use(ctx, self.operation())
    }
}

/// Upstream's `verifyResultTypesAreInferrable`: the result types of an op
/// created in a `pdl.rewrite` come from a replacement, a constraint of the
/// matcher, a constant or a native rewrite.
fn verify_result_types_are_inferrable(ctx: &Context, op: OperationOp) -> Result<(), Diagnostic> {
    let this = op.operation();
    let rewriter_block = ctx.op_parent_block(this);
    let can_infer_type_from_use = |user: OpId, index: u32| {
        let Some(replace) = ReplaceOp::cast(ctx, user) else {
            return false;
        };
        if index == 0 {
            return false;
        }
        let Some(replaced) = ctx.defining_op(replace.op_value(ctx)) else {
            return false;
        };
        ctx.op_parent_block(replaced) != rewriter_block
            || position_in_block(ctx, replaced) < position_in_block(ctx, this)
    };
    if ctx
        .uses(op.op(ctx))
        .any(|u| can_infer_type_from_use(u.op, u.index))
    {
        return Ok(());
    }
    let not_inferable =
        "must have inferable or constrained result types when nested within `pdl.rewrite`";
    let result_types = op.type_values(ctx);
    if result_types.is_empty() {
        let Some(name) = op.op_name(ctx) else {
            return Ok(());
        };
        let Some(def) = ctx.lookup_op_name(name).and_then(|n| ctx.op_definition(n)) else {
            return Ok(());
        };
        let expected_at_least_one_result =
            !def.has_trait(&OpTrait::ZeroResults) && !def.has_trait(&OpTrait::VariadicResults);
        if expected_at_least_one_result {
            return Err(
                Diagnostic::op_error(ctx, this, not_inferable).with_note(
                    ctx.op_loc(this),
                    format!("operation is created in a non-inferrable context, but '{name}' does not implement InferTypeOpInterface"),
                ),
            );
        }
        return Ok(());
    }
    for (i, ty) in result_types.into_iter().enumerate() {
        let Some(def) = ctx.defining_op(ty) else {
            continue;
        };
        if ApplyNativeRewriteOp::cast(ctx, def).is_some() {
            continue;
        }
        let constrains_input = |user: OpId| {
            ctx.op_parent_block(user) != rewriter_block
                && (OperandOp::cast(ctx, user).is_some()
                    || OperandsOp::cast(ctx, user).is_some()
                    || OperationOp::cast(ctx, user).is_some())
        };
        if let Some(t) = TypeOp::cast(ctx, def) {
            if t.constant_type(ctx).is_some() || users(ctx, def).into_iter().any(constrains_input) {
                continue;
            }
        } else if let Some(t) = TypesOp::cast(ctx, def) {
            if t.constant_types(ctx).is_some() || users(ctx, def).into_iter().any(constrains_input)
            {
                continue;
            }
        }
        return Err(Diagnostic::op_error(ctx, this, not_inferable).with_note(
            ctx.op_loc(this),
            format!("result type #{i} was not constrained"),
        ));
    }
    Ok(())
}

impl OperationOpHooks for OperationOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let within_rewrite = is_rewrite(ctx, ctx.op_parent_op(op));
        if within_rewrite && self.op_name(ctx).is_none() {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "must have an operation name when nested within a `pdl.rewrite`",
            ));
        }
        let names = ctx
            .attr_as_array(self.attribute_value_names(ctx))
            .map_or(0, <[ir::Attribute]>::len);
        let values = self.attribute_values(ctx).len();
        if names != values {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format!("expected the same number of attribute values and attribute names, got {names} names and {values} values"),
            ));
        }
        if within_rewrite && !self.might_have_type_inference(ctx) {
            verify_result_types_are_inferrable(ctx, self)?;
        }
        verify_has_binding_use(ctx, op)
    }
}

impl PatternOpHooks for PatternOp {
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let Some(block) = ctx.region_entry(self.body_region(ctx)) else {
            return Ok(());
        };
        let body: Vec<OpId> = ctx.block_ops(block).collect();
        let Some(&terminator) = body.last() else {
            return Ok(());
        };
        if RewriteOp::cast(ctx, terminator).is_none() {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "expected body to terminate with `pdl.rewrite`",
            )
            .with_note(ctx.op_loc(terminator), "see terminator defined here"));
        }
        for &top in &body {
            for nested in ctx.walk_postorder(top) {
                let is_pdl = ctx.is_registered(nested)
                    && ctx.op_name_dialect(ctx.op_get_name(nested)) == crate::DIALECT;
                if !is_pdl {
                    return Err(Diagnostic::op_error(
                        ctx,
                        op,
                        "expected only `pdl` operations within the pattern body",
                    )
                    .with_note(ctx.op_loc(nested), "see non-`pdl` operation defined here"));
                }
            }
        }
        if !body.iter().any(|&o| OperationOp::cast(ctx, o).is_some()) {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "the pattern must contain at least one `pdl.operation`",
            ));
        }
        let mut first = true;
        let mut visited = HashSet::new();
        for &o in &body {
            let forms_component = OperandOp::cast(ctx, o).is_some()
                || OperandsOp::cast(ctx, o).is_some()
                || ResultOp::cast(ctx, o).is_some()
                || ResultsOp::cast(ctx, o).is_some()
                || OperationOp::cast(ctx, o).is_some();
            if !forms_component {
                continue;
            }
            let has_user_in_rewrite = users(ctx, o).into_iter().any(|user| {
                is(ctx, user, RewriteOp::OPERATION_NAME)
                    || is_rewrite(
                        ctx,
                        ctx.op_parent_region(user)
                            .and_then(|r| ctx.region_parent_op(r)),
                    )
            });
            if !has_user_in_rewrite {
                continue;
            }
            if first {
                visit(ctx, Some(o), &mut visited);
                first = false;
            } else if !visited.contains(&o) {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    "the operations must form a connected component",
                )
                .with_note(ctx.op_loc(o), "see a disconnected value / operation here"));
            }
        }
        Ok(())
    }

    /// A pattern may leave its symbol name out.
    fn is_optional_symbol(_op: Self, _ctx: &Context) -> bool {
        true
    }

    /// The default dialect is `pdl`.
    fn get_default_dialect(_ctx: &Context) -> &'static str {
        crate::DIALECT
    }
}

impl RangeOpHooks for RangeOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let element = range_element_type_or_self(ctx, ctx.value_type(self.result(ctx)));
        for operand_type in ctx.operand_types(op) {
            let operand_element = range_element_type_or_self(ctx, operand_type);
            if operand_element != element {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    format!(
                        "expected operand to have element type {}, but got {}",
                        quoted(ctx, element),
                        quoted(ctx, operand_element)
                    ),
                ));
            }
        }
        Ok(())
    }
}

impl ReplaceOpHooks for ReplaceOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        if self.repl_operation(ctx).is_some() && !self.repl_values(ctx).is_empty() {
            return Err(Diagnostic::op_error(
                ctx,
                self.operation(),
                "expected no replacement values to be provided when the replacement operation is present",
            ));
        }
        Ok(())
    }
}

impl ResultsOpHooks for ResultsOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let ty = ctx.value_type(self.val(ctx));
        if self.index(ctx).is_none() && ValueType::classof(ctx, ty) {
            return Err(Diagnostic::op_error(
                ctx,
                self.operation(),
                format!(
                    "expected `pdl.range<value>` result type when no index is specified, but got: {}",
                    quoted(ctx, ty)
                ),
            ));
        }
        Ok(())
    }
}

impl RewriteOpHooks for RewriteOp {
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let region_empty = ctx.region_blocks(self.body_region(ctx)).is_empty();
        if self.name(ctx).is_some() {
            if !region_empty {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    "expected rewrite region to be empty when rewrite is external",
                ));
            }
            return Ok(());
        }
        if region_empty {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "expected rewrite region to be non-empty if external name is not specified",
            ));
        }
        if !self.external_args(ctx).is_empty() {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "expected no external arguments when the rewrite is specified inline",
            ));
        }
        Ok(())
    }

    /// The default dialect is `pdl`.
    fn get_default_dialect(_ctx: &Context) -> &'static str {
        crate::DIALECT
    }
}

impl TypeOpHooks for TypeOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        if self.constant_type(ctx).is_none() {
            return verify_has_binding_use(ctx, self.operation());
        }
        Ok(())
    }
}

impl TypesOpHooks for TypesOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        if self.constant_types(ctx).is_none() {
            return verify_has_binding_use(ctx, self.operation());
        }
        Ok(())
    }
}

//! `func.call` and `func.call_indirect` (upstream `FuncOps.cpp`): the
//! check of a call against its callee, and the canonicalization of an
//! indirect call of a constant into a direct call.

use crate::{CallIndirectOp, CallIndirectOpHooks, CallOp, CallOpHooks, ConstantOp, FuncOp};
use ir::interfaces::SymbolTableCollection;
use ir::printer::type_to_string;
use ir::{Context, Diagnostic, PatternRewriter, Type};

/// `'t1', 't2'`: types as diagnostics print a list of them.
fn type_list(ctx: &Context, types: &[Type]) -> String {
    types
        .iter()
        .map(|&t| format!("'{}'", type_to_string(ctx, t)))
        .collect::<Vec<_>>()
        .join(", ")
}

impl CallOp {
    /// The function type of the call: its operand types to its result
    /// types (upstream's `getCalleeType`).
    pub fn get_callee_type(self, ctx: &mut Context) -> Type {
        let inputs = ctx.operand_types(self.operation());
        let results = ctx.result_types(self.operation());
        ctx.function_type(&inputs, &results)
    }
}

impl CallOpHooks for CallOp {
    fn verify_symbol_uses(
        op: Self,
        ctx: &Context,
        symbol_table: &SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        verify_call_symbol_uses(ctx, op.operation(), symbol_table, |f| {
            FuncOp::cast(ctx, f).map(|f| f.function_type(ctx))
        })
    }
}

/// The flat symbol reference a call `o` holds as `callee`, and its name;
/// upstream's error when it has none (the start of the `verifySymbolUses`
/// of call ops).
pub fn flat_callee(ctx: &Context, o: ir::OpId) -> Result<(ir::Attribute, String), Diagnostic> {
    let callee = ctx
        .attr(o, "callee")
        .and_then(|a| Some((a, ctx.attr_as_symbol_ref(a)?)))
        .filter(|(_, (_, nested))| nested.is_empty());
    match callee {
        Some((callee, (name, _))) => Ok((callee, name.to_string())),
        None => Err(Diagnostic::op_error(
            ctx,
            o,
            "requires a 'callee' symbol reference attribute",
        )),
    }
}

/// Checks the call `o` against the function its flat `callee` symbol
/// names, found through `symbol_table` and `function_type_of` (the
/// function type of an op of the callee's kind, `None` for another op),
/// with upstream's messages (`func.call`'s `verifySymbolUses`, which
/// `emitc.call` repeats).
pub fn verify_call_symbol_uses(
    ctx: &Context,
    o: ir::OpId,
    symbol_table: &SymbolTableCollection,
    function_type_of: impl Fn(ir::OpId) -> Option<Type>,
) -> Result<(), Diagnostic> {
    let (callee, name) = flat_callee(ctx, o)?;
    let Some(fn_type) = symbol_table
        .lookup_nearest_symbol_from(ctx, o, callee)
        .and_then(function_type_of)
    else {
        return Err(Diagnostic::op_error(
            ctx,
            o,
            format_args!("'{name}' does not reference a valid function"),
        ));
    };
    verify_callee_types(ctx, o, fn_type)
}

/// Checks a call `o`'s operand and result types against its callee's
/// function type `fn_type`, with upstream's messages (the part of
/// `func.call`'s `verifySymbolUses` other call ops, e.g. `emitc.call`,
/// repeat).
pub fn verify_callee_types(ctx: &Context, o: ir::OpId, fn_type: Type) -> Result<(), Diagnostic> {
    let inputs = ctx.function_inputs(fn_type).unwrap_or_default();
    let results = ctx.function_results(fn_type).unwrap_or_default();
    if inputs.len() != ctx.num_operands(o) {
        return Err(Diagnostic::op_error(
            ctx,
            o,
            "incorrect number of operands for callee",
        ));
    }
    for (i, &expected) in inputs.iter().enumerate() {
        let provided = ctx.value_type(ctx.operand(o, i));
        if provided != expected {
            return Err(Diagnostic::op_error(
                ctx,
                o,
                format_args!(
                    "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                    type_to_string(ctx, expected),
                    type_to_string(ctx, provided)
                ),
            ));
        }
    }
    if results.len() != ctx.num_results(o) {
        return Err(Diagnostic::op_error(
            ctx,
            o,
            "incorrect number of results for callee",
        ));
    }
    let op_results = ctx.result_types(o);
    for (i, &expected) in results.iter().enumerate() {
        if op_results[i] != expected {
            let loc = ctx.op_loc(o);
            return Err(Diagnostic::op_error(
                ctx,
                o,
                format_args!("result type mismatch at index {i}"),
            )
            .with_note(
                loc,
                format!("      op result types: {}", type_list(ctx, &op_results)),
            )
            .with_note(
                loc,
                format!("function result types: {}", type_list(ctx, results)),
            ));
        }
    }
    Ok(())
}

impl CallIndirectOpHooks for CallIndirectOp {
    /// An indirect call of a `func.constant` becomes a direct call of the
    /// function it names.
    fn canonicalize(self, rewriter: &mut PatternRewriter<'_>) -> bool {
        let op = self.operation();
        let callee = self.callee(rewriter);
        let Some(constant) = rewriter
            .defining_op(callee)
            .and_then(|d| ConstantOp::cast(rewriter, d))
        else {
            return false;
        };
        let symbol = constant.value_attr(rewriter);
        let results = rewriter.result_types(op);
        let operands = self.callee_operands(rewriter);
        let loc = rewriter.op_loc(op);
        let call =
            CallOp::build_from_attribute_types_values(rewriter, loc, symbol, &results, &operands);
        let values = rewriter.results(call.operation());
        rewriter.replace_op(op, &values).is_ok()
    }
}

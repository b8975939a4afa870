//! Interface verifiers that need no interface dispatch, and structural
//! helpers of interface default bodies.
//!
//! Verifiers return a [`Diagnostic`] at the op's location whose message is
//! MLIR's, prefixed with `'name' op ` where MLIR uses `emitOpError`.
//! Functions keep their type in the `function_type` attribute (a type
//! attribute holding a function type), as MLIR's function ops do.

use std::cell::RefCell;

use crate::core::attrs::AttrData;
use crate::core::context::Context;
use crate::core::diag::Diagnostic;
use crate::core::printer::{attr_to_string, type_to_string};
use crate::core::storage::{OpId, OperationState, Value};
use crate::core::types::Type;

/// An error at `op`'s location, as MLIR's `emitOpError`.
fn op_error(ctx: &Context, op: OpId, message: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::op_error(ctx, op, message)
}

/// `SymbolOpInterface`'s verifier: an optional symbol without a name
/// passes; otherwise [`verify_symbol`], then a declaration must not be
/// public, and a symbol nested in a registered op must be directly in a
/// symbol table.
pub fn verify_symbol_op(
    ctx: &Context,
    op: OpId,
    optional: bool,
    declaration: bool,
) -> Result<(), Diagnostic> {
    if optional && ctx.attr(op, "sym_name").is_none() {
        return Ok(());
    }
    verify_symbol(ctx, op)?;
    let public = ctx
        .attr(op, "sym_visibility")
        .and_then(|a| ctx.attr_as_str(a))
        .is_none_or(|v| v == "public");
    if declaration && public {
        return Err(op_error(
            ctx,
            op,
            "symbol declaration cannot have public visibility",
        ));
    }
    let parent = ctx.op_parent_block(op).and_then(|b| ctx.block_parent_op(b));
    if let Some(parent) = parent {
        use crate::core::registry::OpTrait;
        if ctx.is_registered(parent) && !ctx.op_has_trait(parent, &OpTrait::SymbolTable) {
            return Err(op_error(
                ctx,
                op,
                "symbol's parent must have the SymbolTable trait",
            ));
        }
    }
    Ok(())
}

/// Checks a symbol op (`SymbolOpInterface`): a string `sym_name`, and a
/// `sym_visibility`, if any, that is `"public"`, `"private"` or `"nested"`.
pub fn verify_symbol(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if ctx
        .attr(op, "sym_name")
        .and_then(|a| ctx.attr_as_str(a))
        .is_none()
    {
        return Err(op_error(ctx, op, "requires string attribute 'sym_name'"));
    }
    if let Some(vis) = ctx.attr(op, "sym_visibility") {
        match ctx.attr_as_str(vis) {
            None => {
                return Err(op_error(
                    ctx,
                    op,
                    format_args!(
                        "requires visibility attribute 'sym_visibility' to be a string attribute, but got {}",
                        attr_to_string(ctx, vis)
                    ),
                ))
            }
            Some("public" | "private" | "nested") => {}
            Some(_) => {
                return Err(op_error(
                    ctx,
                    op,
                    format_args!(
                        "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {}",
                        attr_to_string(ctx, vis)
                    ),
                ))
            }
        }
    }
    Ok(())
}

/// Whether a function op is a declaration: its body region is empty (or it
/// has no region).
pub fn function_is_external(ctx: &Context, op: OpId) -> bool {
    ctx.op_regions(op)
        .first()
        .is_none_or(|&r| ctx.region_blocks(r).is_empty())
}

/// The inputs and results of a function op: its builtin `function_type`,
/// else what its `CallableOpInterface` says (upstream's
/// `getArgumentTypes`/`getResultTypes`, for a function type of another
/// kind: `llvm.func`'s `!llvm.func<...>`).
fn function_signature(
    ctx: &Context,
    op: OpId,
) -> Result<(Vec<crate::core::types::Type>, Vec<crate::core::types::Type>), Diagnostic> {
    let ty = ctx
        .attr(op, "function_type")
        .and_then(|a| ctx.attr_as_type(a));
    if let Some((inputs, results)) = ty.and_then(|t| ctx.type_as_function(t)) {
        return Ok((inputs.to_vec(), results.to_vec()));
    }
    let callable = ty.and(super::library::CallableOpInterfaceRef::get(ctx, op));
    callable
        .map(|c| (c.get_argument_types(ctx), c.get_result_types(ctx)))
        .ok_or_else(|| {
            op_error(
                ctx,
                op,
                "attribute 'function_type' failed to satisfy constraint: type attribute of function type",
            )
        })
}

/// Checks the per-argument or per-result attribute array `key`, if present.
fn verify_attr_dicts(
    ctx: &Context,
    op: OpId,
    key: &str,
    what: &str,
    expected: usize,
) -> Result<(), Diagnostic> {
    let Some(all) = ctx.attr(op, key) else {
        return Ok(());
    };
    let Some(elements) = ctx.attr_as_array(all) else {
        return Err(op_error(
            ctx,
            op,
            format_args!("expects {what} attributes '{key}' to be an array attribute"),
        ));
    };
    let plural = if what == "argument" {
        "arguments"
    } else {
        "results"
    };
    if elements.len() != expected {
        return Err(op_error(
            ctx,
            op,
            format_args!(
                "expects {what} attribute array to have the same number of elements as the number of function {plural}, got {}, but expected {expected}",
                elements.len()
            ),
        ));
    }
    for (index, &e) in elements.iter().enumerate() {
        let AttrData::Dictionary(entries) = ctx.attr_data(e) else {
            return Err(op_error(
                ctx,
                op,
                format_args!(
                    "expects {what} attribute dictionary to be a DictionaryAttr, but got `{}`",
                    attr_to_string(ctx, e)
                ),
            ));
        };
        // Only dialect attributes (a dialect prefix in their name), each
        // checked by its dialect.
        for &(n, value) in entries {
            let name = ctx.ident_str(n);
            let Some((ns, _)) = name.split_once('.') else {
                return Err(op_error(
                    ctx,
                    op,
                    format_args!("{plural} may only have dialect attributes"),
                ));
            };
            let verify = ctx.dialect(ns).and_then(|d| {
                if what == "argument" {
                    d.verify_region_arg_attribute
                } else {
                    d.verify_region_result_attribute
                }
            });
            if let Some(verify) = verify {
                verify(ctx, op, index, name, value)?;
            }
        }
    }
    Ok(())
}

/// Checks a function op (`FunctionOpInterface`): its `verifyType`, a
/// `function_type`, one region, `arg_attrs`/`res_attrs` arrays (if any)
/// of one dictionary per argument/result, then its `verifyBody` (by
/// default [`verify_function_body`]).
pub fn verify_function_op(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    // The op's `verifyType` and `verifyBody` (defaults or its own), as
    // upstream's `function_interface_impl::verifyTrait` calls them.
    let function = super::library::FunctionOpInterfaceRef::get(ctx, op);
    if let Some(f) = function {
        f.verify_type(ctx)?;
    }
    let (inputs, results) = function_signature(ctx, op)?;
    verify_attr_dicts(ctx, op, "arg_attrs", "argument", inputs.len())?;
    verify_attr_dicts(ctx, op, "res_attrs", "result", results.len())?;
    if ctx.op_regions(op).len() != 1 {
        return Err(op_error(ctx, op, "expects one region"));
    }
    match function {
        Some(f) => f.verify_body(ctx),
        None => verify_function_body(ctx, op),
    }
}

/// Checks a function body: unless the function is external, the entry
/// block's arguments have the function's input types.
pub fn verify_function_body(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if function_is_external(ctx, op) {
        return Ok(());
    }
    let (inputs, _) = function_signature(ctx, op)?;
    let Some(entry) = ctx
        .op_regions(op)
        .first()
        .and_then(|&r| ctx.region_entry(r))
    else {
        return Ok(());
    };
    if ctx.num_block_args(entry) != inputs.len() {
        return Err(op_error(
            ctx,
            op,
            format_args!(
                "entry block must have {} arguments to match function signature",
                inputs.len()
            ),
        ));
    }
    for (i, &expected) in inputs.iter().enumerate() {
        let actual = ctx.value_type(ctx.block_arg(entry, i));
        if actual != expected {
            return Err(op_error(
                ctx,
                op,
                format_args!(
                    "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                    type_to_string(ctx, actual),
                    type_to_string(ctx, expected)
                ),
            ));
        }
    }
    Ok(())
}

/// Checks a cast op (`CastOpInterface`): at least one result, and operand
/// and result types its `areCastCompatible` accepts.
pub fn verify_cast_compatibility(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let results = ctx.result_types(op);
    if results.is_empty() {
        return Err(op_error(
            ctx,
            op,
            "expected at least one result for cast operation",
        ));
    }
    let Some(cast) = super::library::CastOpInterfaceRef::get(ctx, op) else {
        return Ok(());
    };
    let operands = ctx.operand_types(op);
    if cast.are_cast_compatible(ctx, &operands, &results) {
        return Ok(());
    }
    let list = |types: &[crate::core::types::Type]| {
        types
            .iter()
            .map(|&t| format!("'{}'", type_to_string(ctx, t)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let operand_part = match operands.len() {
        0 => "s []".to_string(),
        1 => format!(" {}", list(&operands)),
        _ => format!("s {}", list(&operands)),
    };
    Err(op_error(
        ctx,
        op,
        format_args!(
            "operand type{operand_part} and result type{}{} are cast incompatible",
            if results.len() == 1 { " " } else { "s " },
            list(&results)
        ),
    ))
}

/// Checks a shaped dimension op (`ShapedDimOpInterface`): a single result
/// of type `index`.
pub fn verify_shaped_dim_op(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if ctx.num_results(op) != 1 {
        return Err(op_error(ctx, op, "expected single op result"));
    }
    if !ctx.is_index(ctx.result_type(op, 0)) {
        return Err(op_error(ctx, op, "expect index result type"));
    }
    Ok(())
}

/// Checks a parallel combining op (`ParallelCombiningOpInterface`): one
/// region with exactly one block.
pub fn verify_parallel_combining_op(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let regions = ctx.op_regions(op);
    if regions.len() != 1 {
        return Err(Diagnostic::at_op(ctx, op, "expected single region op"));
    }
    if ctx.region_blocks(regions[0]).len() != 1 {
        return Err(Diagnostic::at_op(
            ctx,
            op,
            "expected single block op region",
        ));
    }
    Ok(())
}

/// Whether `value` is defined outside of `op` (a loop): the op owning the
/// region `value` is defined in is neither `op` nor nested in it. A value
/// of a detached op or block counts as outside.
pub fn is_defined_outside_of(ctx: &Context, value: Value, op: OpId) -> bool {
    let block = match value {
        Value::Result { op: def, .. } => ctx.op_parent_block(def),
        Value::Arg { block, .. } => Some(block),
    };
    match block.and_then(|b| ctx.block_parent_op(b)) {
        Some(owner) => !ctx.is_ancestor(op, owner),
        None => true,
    }
}

/// Moves `op` right before `before` (in `before`'s block); nothing happens
/// if either handle is stale or `before` is detached.
pub fn move_op_before(ctx: &mut Context, op: OpId, before: OpId) {
    if ctx.is_live(op) && ctx.is_live(before) && ctx.op_parent_block(before).is_some() {
        // Both are live and `before` is attached: the move cannot fail.
        let _ = ctx.move_op_before(op, before);
    }
}

/// Checks an op whose result types can be inferred
/// (`InferTypeOpInterface`): its result types are what
/// `refineReturnTypes` accepts for its operands, attributes, properties
/// and regions. An inference that fails without saying why (a diagnostic
/// with an empty message) is reported as upstream's
/// `verifyInferredResultTypes` reports it.
pub fn verify_inferred_result_types(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(infer) = super::library::InferTypeOpInterfaceRef::get(ctx, op) else {
        return Ok(());
    };
    check_inferred(ctx, op, |ctx, state, types| {
        infer.refine_return_types(ctx, state, types)
    })
}

/// [`verify_inferred_result_types`] for an op whose type implements the
/// interface (the interface's `verify`, generated into each such op): its
/// `refineReturnTypes` is called directly, without looking the interface
/// up in the op's definition.
pub fn verify_inferred_result_types_of(
    ctx: &Context,
    op: impl super::library::InferTypeOpInterface,
) -> Result<(), Diagnostic> {
    check_inferred_of(ctx, op)
}

/// [`verify_inferred_result_types_of`] with the op's type named.
fn check_inferred_of<T: super::library::InferTypeOpInterface>(
    ctx: &Context,
    op: T,
) -> Result<(), Diagnostic> {
    if inferred_in_place(ctx, op) {
        return Ok(());
    }
    check_inferred(ctx, op.operation(), T::refine_return_types)
}

/// Whether the op's result types agree with those it infers in place
/// (`inferReturnTypesInPlace`, derived for the ops whose result types ODS
/// knows and whose `refineReturnTypes` is the default one): then the
/// default `refineReturnTypes` accepts them too, and the op need not be
/// copied into an `OperationState`. `false` when the op cannot infer in
/// place or the types disagree: the caller then runs `refineReturnTypes`
/// for its verdict and message.
fn inferred_in_place<T: super::library::InferTypeOpInterface>(ctx: &Context, op: T) -> bool {
    thread_local! {
        static TYPES: RefCell<Vec<Type>> = const { RefCell::new(Vec::new()) };
    }
    TYPES.with(|cell| {
        // (A nested call, from an inference that verifies, takes the slow way.)
        let Ok(mut types) = cell.try_borrow_mut() else {
            return false;
        };
        types.clear();
        types.extend(ctx.result_types_iter(op.operation()));
        let given = types.len();
        if !op.infer_return_types_in_place(ctx, &mut types) {
            return false;
        }
        let (given, inferred) = types.split_at(given);
        T::is_compatible_return_types(ctx, inferred, given)
    })
}

/// The check of [`verify_inferred_result_types`], with the op's
/// `refineReturnTypes`.
fn check_inferred(
    ctx: &Context,
    op: OpId,
    refine: impl FnOnce(&Context, &OperationState, &mut Vec<Type>) -> Result<(), Diagnostic>,
) -> Result<(), Diagnostic> {
    // The op's parts are copied into a state (the interface's methods take
    // one); the lists are kept per thread and reused, as the verifier calls
    // this for most ops. (Borrowed in place, not moved out and back: the
    // state is a few hundred bytes. A nested call makes its own.)
    thread_local! {
        static SCRATCH: RefCell<Option<(OperationState, Vec<Type>)>> =
            const { RefCell::new(None) };
    }
    let check = |(state, types): &mut (OperationState, Vec<Type>)| {
        state.name = ctx.op_get_name(op);
        state.location = ctx.op_loc(op);
        // What upstream's `inferReturnTypes` is given (operands,
        // attributes, properties, regions); the result types and
        // successors are not among them, so the state's lists stay empty.
        fill(&mut state.operands, ctx.operands_iter(op));
        fill(&mut state.attributes, ctx.attrs(op).iter().copied());
        state.properties = ctx.props(op);
        fill(&mut state.regions, ctx.op_regions(op).iter().copied());
        fill(types, ctx.result_types_iter(op));
        // Upstream's `verifyInferredResultTypes`: whatever the inference
        // reported, then the op's own error.
        refine(ctx, state, types).map_err(|d| {
            let failed = op_error(ctx, op, "failed to infer returned types");
            if d.message.is_empty() {
                failed
            } else {
                d.followed_by(failed)
            }
        })
    };
    let fresh = || {
        (
            OperationState::new(ctx.op_get_name(op), ctx.op_loc(op)),
            Vec::new(),
        )
    };
    SCRATCH.with(|cell| match cell.try_borrow_mut() {
        Ok(mut scratch) => check(scratch.get_or_insert_with(fresh)),
        Err(_) => check(&mut fresh()),
    })
}

/// Replaces the contents of `list` with `items`, keeping its buffer.
fn fill<T>(list: &mut Vec<T>, items: impl Iterator<Item = T>) {
    list.clear();
    list.extend(items);
}

//! Changing a function op's signature (`FunctionOpInterface::eraseArguments`
//! and `eraseResults`, `function_interface_impl::eraseFunctionArguments`
//! and `eraseFunctionResults`): the function type, the per-argument or
//! per-result attribute dictionaries and the entry block's arguments stay
//! in step.

use super::library::{CallableOpInterfaceRef, FunctionOpInterfaceRef};
use crate::core::attrs::Attribute;
use crate::core::builder::OpBuilder;
use crate::core::context::Context;
use crate::core::storage::{IrError, OpId};
use crate::core::types::Type;

/// Erases the arguments of the function op `op` whose entry in `erase` is
/// true: from its type, its `arg_attrs` (dropped when every dictionary
/// left is empty) and its entry block (whose erased arguments must be
/// unused).
pub fn erase_function_arguments(
    ctx: &mut Context,
    op: OpId,
    erase: &[bool],
) -> Result<(), IrError> {
    let (function, callable) = interfaces(ctx, op)?;
    let inputs = kept(&callable.get_argument_types(ctx), erase);
    let results = callable.get_result_types(ctx);
    if let Some(attrs) = callable.get_arg_attrs_attr(ctx) {
        match kept_dictionaries(ctx, attrs, erase) {
            Some(a) => callable.set_arg_attrs_attr(ctx, a)?,
            None => {
                callable.remove_arg_attrs_attr(ctx);
            }
        }
    }
    set_type(ctx, function, &inputs, &results)?;
    let entry = callable
        .get_callable_region(ctx)
        .and_then(|r| ctx.region_entry(r));
    if let Some(entry) = entry {
        for i in (0..ctx.num_block_args(entry)).rev() {
            if erase.get(i).copied().unwrap_or(false) {
                ctx.erase_block_arg(entry, i)?;
            }
        }
    }
    Ok(())
}

/// Erases the results of the function op `op` whose entry in `erase` is
/// true: from its type and its `res_attrs` (the terminators' operands are
/// the caller's to change).
pub fn erase_function_results(ctx: &mut Context, op: OpId, erase: &[bool]) -> Result<(), IrError> {
    let (function, callable) = interfaces(ctx, op)?;
    let inputs = callable.get_argument_types(ctx);
    let results = kept(&callable.get_result_types(ctx), erase);
    if let Some(attrs) = callable.get_res_attrs_attr(ctx) {
        match kept_dictionaries(ctx, attrs, erase) {
            Some(a) => callable.set_res_attrs_attr(ctx, a)?,
            None => {
                callable.remove_res_attrs_attr(ctx);
            }
        }
    }
    set_type(ctx, function, &inputs, &results)
}

fn interfaces(
    ctx: &Context,
    op: OpId,
) -> Result<(FunctionOpInterfaceRef, CallableOpInterfaceRef), IrError> {
    match (
        FunctionOpInterfaceRef::get(ctx, op),
        CallableOpInterfaceRef::get(ctx, op),
    ) {
        (Some(f), Some(c)) => Ok((f, c)),
        _ => Err(IrError::OutOfRange),
    }
}

fn kept(types: &[Type], erase: &[bool]) -> Vec<Type> {
    types
        .iter()
        .enumerate()
        .filter(|&(i, _)| !erase.get(i).copied().unwrap_or(false))
        .map(|(_, &t)| t)
        .collect()
}

/// The dictionaries of the array `attrs` not erased, `None` when all of
/// those are empty (`setAllArgAttrDicts` then removes the attribute).
fn kept_dictionaries(ctx: &mut Context, attrs: Attribute, erase: &[bool]) -> Option<Attribute> {
    let dicts: Vec<Attribute> = ctx
        .as_array(attrs)
        .unwrap_or_default()
        .iter()
        .enumerate()
        .filter(|&(i, _)| !erase.get(i).copied().unwrap_or(false))
        .map(|(_, &a)| a)
        .collect();
    let all_empty = dicts
        .iter()
        .all(|&d| ctx.as_dictionary(d).is_none_or(<[_]>::is_empty));
    (!all_empty).then(|| ctx.array_attr(&dicts))
}

fn set_type(
    ctx: &mut Context,
    function: FunctionOpInterfaceRef,
    inputs: &[Type],
    results: &[Type],
) -> Result<(), IrError> {
    let ty = function.clone_type_with(&mut OpBuilder::new(ctx), inputs, results);
    let attr = ctx.type_attr(ty);
    function.set_function_type_attr(ctx, attr)
}

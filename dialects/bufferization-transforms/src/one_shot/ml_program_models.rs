//! The ml_program models (upstream's
//! `MLProgram/Transforms/BufferizableOpInterfaceImpl.cpp`): a tensor
//! `ml_program.global` becomes a `memref.global`, `global_load` a
//! `memref.get_global` (not writable), `global_store` a copy into the
//! global's buffer.

use super::models::{no_aliases, no_operand, yes};
use super::*;
use ml_program::{GlobalLoadOp, GlobalOp, GlobalStoreOp};

/// The leaf of a symbol reference (`getLeafReference`).
fn leaf_reference(ctx: &Context, symbol: Attribute) -> Option<String> {
    let (root, nested) = ctx.as_symbol_ref(symbol)?;
    Some(nested.last().map_or_else(|| root.to_string(), Clone::clone))
}

/// `ml_program.global`: a `memref.global` of the static identity layout,
/// constant unless mutable.
fn bufferize_global(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    _: &BufferizationOptions,
) -> Result<(), Failure> {
    let g = GlobalOp::from_operation_unchecked(op);
    let Some(value) = g.value(rw) else {
        return Err(Some(Diagnostic::at_op(
            rw,
            op,
            "global op must have a value",
        )));
    };
    let tensor = g.type_(rw);
    let memref_ty = memref_type_with_static_identity_layout(rw, tensor, None);
    let (loc, name) = (rw.op_loc(op), g.sym_name(rw).to_string());
    let visibility = rw
        .attr(op, "sym_visibility")
        .or_else(|| rw.prop(op, "sym_visibility"));
    let constant = !g.is_mutable(rw);
    replace_op_with_new_bufferized_op(rw, op, |rw| {
        memref::GlobalOp::build_with_values(
            rw,
            loc,
            &name,
            visibility,
            memref_ty,
            Some(value),
            constant,
            None,
        )
        .operation()
    })
}

static GLOBAL_MODEL: BufferizableOpInterfaceVtable = BufferizableOpInterfaceVtable {
    has_tensor_semantics: Some(|_, _| true),
    ..models::model(no_operand, no_operand, no_aliases, bufferize_global)
};

/// The `memref.get_global` of the global `symbol` refers to, for a
/// `tensor` of its type.
fn get_global(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    tensor: Type,
    symbol: Attribute,
) -> Result<Value, Failure> {
    let memref_ty = memref_type_with_static_identity_layout(rw, tensor, None);
    let name = leaf_reference(rw, symbol).ok_or(None)?;
    Ok(memref::GetGlobalOp::build_with_values(rw, loc, memref_ty, &name).result(rw))
}

/// `ml_program.global_load`: the global's buffer.
fn bufferize_global_load(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    _: &BufferizationOptions,
) -> Result<(), Failure> {
    let l = GlobalLoadOp::from_operation_unchecked(op);
    let (loc, tensor, symbol) = (rw.op_loc(op), rw.value_type(l.result(rw)), l.global(rw));
    let buffer = get_global(rw, loc, tensor, symbol)?;
    replace_op_with_bufferized_values(rw, op, &[buffer])
}

static GLOBAL_LOAD_MODEL: BufferizableOpInterfaceVtable = BufferizableOpInterfaceVtable {
    is_writable: |_, _, _, _| false,
    ..models::model(no_operand, no_operand, no_aliases, bufferize_global_load)
};

/// `ml_program.global_store`: the stored tensor's buffer copied into the
/// global's.
fn bufferize_global_store(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    options: &BufferizationOptions,
) -> Result<(), Failure> {
    let s = GlobalStoreOp::from_operation_unchecked(op);
    let (loc, value, symbol) = (rw.op_loc(op), s.value(rw), s.global(rw));
    let tensor = rw.value_type(value);
    let target = get_global(rw, loc, tensor, symbol)?;
    let source = get_buffer(rw, value, options)?;
    options.create_mem_cpy(rw, loc, source, target);
    rw.erase_op(op).map_err(|_| None)
}

static GLOBAL_STORE_MODEL: BufferizableOpInterfaceVtable =
    models::model(no_operand, yes, no_aliases, bufferize_global_store);

/// Attaches the ml_program models (upstream's
/// `ml_program::registerBufferizableOpInterfaceExternalModels`).
pub fn register_ml_program_models(ctx: &mut Context) {
    for (name, model) in [
        (GlobalOp::OPERATION_NAME, &GLOBAL_MODEL),
        (GlobalLoadOp::OPERATION_NAME, &GLOBAL_LOAD_MODEL),
        (GlobalStoreOp::OPERATION_NAME, &GLOBAL_STORE_MODEL),
    ] {
        ctx.attach_op_interface::<BufferizableOpInterfaceVtable>(name, model);
    }
}

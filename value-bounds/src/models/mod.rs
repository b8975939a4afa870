//! The models of [`ValueBoundsOpInterface`](crate::ValueBoundsOpInterface)
//! for the ops of the shipped dialects (upstream's
//! `ValueBoundsOpInterfaceImpl.cpp` of Affine, Arith, MemRef, Tensor, SCF
//! Linalg and Vector), attached as external models.

pub mod affine_ops;
pub mod arith_ops;
pub mod linalg_ops;
pub mod memref_ops;
pub mod scf_ops;
pub mod tensor_ops;
pub mod vector_ops;

use ir::Context;

use crate::ValueBoundsOpInterface;

/// Attaches `model` to the ops `names`.
pub(crate) fn attach(
    ctx: &mut Context,
    names: &[&str],
    model: &'static dyn ValueBoundsOpInterface,
) {
    for name in names {
        ctx.attach_op_interface::<dyn ValueBoundsOpInterface>(name, model);
    }
}

/// Attaches every model of this crate (what `mlir-opt` registers through
/// each dialect's `registerValueBoundsOpInterfaceExternalModels`).
pub fn register_external_models(ctx: &mut Context) {
    affine_ops::register(ctx);
    arith_ops::register(ctx);
    memref_ops::register(ctx);
    tensor_ops::register(ctx);
    scf_ops::register(ctx);
    linalg_ops::register(ctx);
    vector_ops::register(ctx);
}

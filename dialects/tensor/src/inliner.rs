//! The tensor dialect's inliner interface (upstream
//! `TensorInlinerInterface` in `TensorDialect.cpp`): every tensor op may
//! be inlined, and any region into a tensor op's.

use ir::Context;

/// Attaches the tensor dialect's inliner interface to `ctx` (upstream adds
/// it when the dialect is initialized; call it with [`crate::register`]).
pub fn register_inliner_interface(ctx: &mut Context) {
    ir::transforms::inlining::register_ops_and_regions_always_inline(ctx, "tensor");
}

//! The ub dialect's inliner interface (upstream `UBInlinerInterface` in
//! `UBOps.cpp`): every ub op may be inlined.

/// Attaches the ub dialect's inliner interface to `ctx` (upstream adds it
/// when the dialect is initialized; call it with [`crate::register`]).
pub fn register_inliner_interface(ctx: &mut ir::Context) {
    ir::transforms::inlining::register_ops_always_inline(ctx, "ub");
}

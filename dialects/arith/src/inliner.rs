//! The arith dialect's inliner interface (upstream `ArithInlinerInterface`
//! in `ArithDialect.cpp`): every arith op may be inlined.

/// Attaches the arith dialect's inliner interface to `ctx` (upstream adds
/// it when the dialect is initialized; call it with [`crate::register`]).
pub fn register_inliner_interface(ctx: &mut ir::Context) {
    ir::transforms::inlining::register_ops_always_inline(ctx, "arith");
}

//! The arith dialect's inliner interface (upstream `ArithInlinerInterface`
//! in `ArithDialect.cpp`): every arith op may be inlined.

use ir::transforms::inlining::DialectInlinerInterface;
use ir::{Context, IrMapping, OpId, RegionId};

/// `ArithInlinerInterface`.
struct ArithInliner;

impl DialectInlinerInterface for ArithInliner {
    fn is_legal_to_inline_op(
        &self,
        _: &Context,
        _: OpId,
        _: RegionId,
        _: bool,
        _: &IrMapping,
    ) -> bool {
        true
    }
}

static ARITH_INLINER: ArithInliner = ArithInliner;

/// Attaches the arith dialect's inliner interface to `ctx` (upstream adds
/// it when the dialect is initialized; call it with [`crate::register`]).
pub fn register_inliner_interface(ctx: &mut Context) {
    ctx.add_dialect_interface::<dyn DialectInlinerInterface>("arith", &ARITH_INLINER);
}

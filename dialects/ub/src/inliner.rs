//! The ub dialect's inliner interface (upstream `UBInlinerInterface` in
//! `UBOps.cpp`): every ub op may be inlined.

use ir::transforms::inlining::DialectInlinerInterface;
use ir::{Context, IrMapping, OpId, RegionId};

/// `UBInlinerInterface`.
struct UbInliner;

impl DialectInlinerInterface for UbInliner {
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

static UB_INLINER: UbInliner = UbInliner;

/// Attaches the ub dialect's inliner interface to `ctx` (upstream adds it
/// when the dialect is initialized; call it with [`crate::register`]).
pub fn register_inliner_interface(ctx: &mut Context) {
    ctx.add_dialect_interface::<dyn DialectInlinerInterface>("ub", &UB_INLINER);
}

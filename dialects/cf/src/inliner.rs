//! The cf dialect's inliner interface (upstream
//! `ControlFlowInlinerInterface` in `ControlFlowOps.cpp`): every cf op may
//! be inlined; its terminators need no rewriting.

use ir::transforms::inlining::DialectInlinerInterface;
use ir::{Context, IrMapping, OpId, RegionId};

/// `ControlFlowInlinerInterface`.
struct CfInliner;

impl DialectInlinerInterface for CfInliner {
    fn is_legal_to_inline_call(&self, _: &Context, _: OpId, _: OpId, _: bool) -> bool {
        true
    }

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

static CF_INLINER: CfInliner = CfInliner;

/// Attaches the cf dialect's inliner interface to `ctx` (upstream adds it
/// when the dialect is initialized; call it with [`crate::register`]).
pub fn register_inliner_interface(ctx: &mut Context) {
    ctx.add_dialect_interface::<dyn DialectInlinerInterface>("cf", &CF_INLINER);
}

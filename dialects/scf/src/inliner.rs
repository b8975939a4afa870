//! The scf dialect's inliner interface (upstream `SCFInlinerInterface` in
//! `SCF.cpp`): every scf op may be inlined, into any region of an scf op.

use ir::transforms::inlining::DialectInlinerInterface;
use ir::{Context, IrMapping, OpId, RegionId, Value};

/// `SCFInlinerInterface`.
struct ScfInliner;

impl DialectInlinerInterface for ScfInliner {
    fn is_legal_to_inline_region(
        &self,
        _: &Context,
        _: RegionId,
        _: RegionId,
        _: bool,
        _: &IrMapping,
    ) -> bool {
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

    /// Only an `scf.yield` hands values back.
    fn handle_terminator_values(&self, ctx: &mut Context, op: OpId, values: &[Value]) {
        if crate::YieldOp::cast(ctx, op).is_none() {
            return;
        }
        let operands = ctx.operands(op);
        for (&v, &o) in values.iter().zip(&operands) {
            ctx.replace_all_uses_with(v, o);
        }
    }
}

static SCF_INLINER: ScfInliner = ScfInliner;

/// Attaches the scf dialect's inliner interface to `ctx` (upstream adds it
/// when the dialect is initialized; call it with [`crate::register`]).
pub fn register_inliner_interface(ctx: &mut Context) {
    ctx.add_dialect_interface::<dyn DialectInlinerInterface>("scf", &SCF_INLINER);
}

//! The tensor dialect's inliner interface (upstream
//! `TensorInlinerInterface` in `TensorDialect.cpp`): every tensor op may
//! be inlined, and any region into a tensor op's.

use ir::transforms::inlining::DialectInlinerInterface;
use ir::{Context, IrMapping, OpId, RegionId};

/// `TensorInlinerInterface`.
struct TensorInliner;

impl DialectInlinerInterface for TensorInliner {
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
}

static TENSOR_INLINER: TensorInliner = TensorInliner;

/// Attaches the tensor dialect's inliner interface to `ctx` (upstream adds
/// it when the dialect is initialized; call it with [`crate::register`]).
pub fn register_inliner_interface(ctx: &mut Context) {
    ctx.add_dialect_interface::<dyn DialectInlinerInterface>("tensor", &TENSOR_INLINER);
}

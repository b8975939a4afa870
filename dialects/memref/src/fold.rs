//! Folds shared by several memref ops (upstream's `foldMemRefCast`).

use crate::CastOp;
use ir::{Context, FoldResult, OpId, Value};

/// Replaces each operand defined by a `memref.cast` from a ranked memref
/// with the cast's source, except `inner` (`foldMemRefCast`): the op is
/// updated in place when one was replaced.
pub fn fold_memref_cast(ctx: &mut Context, op: OpId, inner: Option<Value>) -> FoldResult {
    let mut folded = false;
    for (i, v) in ctx.operands(op).into_iter().enumerate() {
        if Some(v) == inner {
            continue;
        }
        let Some(cast) = ctx.defining_op(v).and_then(|d| CastOp::cast(ctx, d)) else {
            continue;
        };
        let source = cast.source(ctx);
        let source_ty = ctx.value_type(source);
        if ctx.shape(source_ty).is_none() {
            continue;
        }
        if ctx.set_operand(op, i, source).is_ok() {
            folded = true;
        }
    }
    if folded {
        FoldResult::InPlace
    } else {
        FoldResult::Failure
    }
}

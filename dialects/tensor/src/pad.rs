//! `tensor.pad` and `tensor.yield` (upstream `TensorOps.cpp`): the padded
//! type, the region's checks and the folder.

use crate::util::{op_error, shape, tensor_text, ty, DYNAMIC};
use crate::*;
use ir::interfaces::FoldResult as Ofr;
use ir::{Attribute, Context, Diagnostic, FoldResult, RewritePattern, Value};

/// `PadOp::inferResultType`'s sizes: the source's plus both paddings
/// where all three are static (`None` when the lists' lengths are wrong).
pub fn padded_shape(source: &[i64], low: &[i64], high: &[i64]) -> Option<Vec<i64>> {
    if low.len() != source.len() || high.len() != source.len() {
        return None;
    }
    Some(
        source
            .iter()
            .zip(low.iter().zip(high))
            .map(|(&s, (&l, &h))| {
                if s == DYNAMIC || l == DYNAMIC || h == DYNAMIC {
                    DYNAMIC
                } else {
                    s.wrapping_add(l).wrapping_add(h)
                }
            })
            .collect(),
    )
}

impl PadOpHooks for PadOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let source = ctx.value_type(self.source(ctx));
        let result = ctx.value_type(self.result(ctx));
        let src = shape(ctx, source);
        let element = ctx.element_type_or_self(source);
        let Some(expected) = padded_shape(&src, self.static_low(ctx), self.static_high(ctx)) else {
            return Err(Diagnostic::error(
                ctx.op_loc(op),
                format!(
                    "failed to infer expectedType from sourceType {}, specified resultType is {}",
                    ty(ctx, source),
                    ty(ctx, result)
                ),
            ));
        };
        let res = shape(ctx, result);
        let mismatch = || {
            Diagnostic::error(
                ctx.op_loc(op),
                format!(
                    "specified type {} does not match the inferred type {}",
                    ty(ctx, result),
                    tensor_text(ctx, &expected, element, None)
                ),
            )
        };
        if res.len() != expected.len() {
            return Err(mismatch());
        }
        for (&r, &e) in res.iter().zip(&expected) {
            if r != e && e != DYNAMIC {
                return Err(mismatch());
            }
        }
        Ok(())
    }
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let rank = ctx.rank(ctx.value_type(self.result(ctx))).unwrap_or(0);
        let Some(&block) = ctx.region_blocks(self.region(ctx)).first() else {
            return Ok(());
        };
        let args = ctx.block_args(block);
        if args.len() != rank {
            return Err(Diagnostic::error(
                ctx.op_loc(op),
                format!("expected the block to have {rank} arguments"),
            ));
        }
        for (i, &a) in args.iter().enumerate() {
            if !ctx.is_index(ctx.value_type(a)) {
                return Err(op_error(
                    ctx,
                    op,
                    format_args!("expected block argument {} to be an index", i + 1),
                ));
            }
        }
        let element = ctx.element_type_or_self(ctx.value_type(self.result(ctx)));
        let yielded = ctx
            .block_last_op(block)
            .and_then(|y| YieldOp::cast(ctx, y))
            .map(|y| ctx.value_type(y.value(ctx)));
        if yielded != Some(element) {
            return Err(op_error(
                ctx,
                op,
                "expected yield type to match shape element type",
            ));
        }
        Ok(())
    }
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        let source = self.source(ctx);
        let rt = ctx.value_type(self.result(ctx));
        if ctx.has_static_shape(rt) && rt == ctx.value_type(source) && !self.nofold(ctx) {
            return FoldResult::single(Ofr::Value(source));
        }
        FoldResult::Failure
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::pad_patterns::pad_patterns()
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.result(ctx), "padded");
    }
}

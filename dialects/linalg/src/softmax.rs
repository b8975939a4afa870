//! `linalg.softmax` and the Winograd transforms (upstream's
//! `LinalgOps.cpp`): verifiers, memory effects, result shapes.

use crate::structured::fold_memref_casts;
use crate::*;
use ir::effects::{DefaultResource, EffectInstance, MemoryEffect};
use ir::interfaces::FoldResult as Ofr;
use ir::{Attribute, Context, Diagnostic, FoldResult, OpBuilder, OpId, Value};

fn shape(ctx: &Context, v: Value) -> Vec<i64> {
    ctx.shape(ctx.value_type(v))
        .map(<[i64]>::to_vec)
        .unwrap_or_default()
}

/// `verifyCompatibleShape`: equal ranks, sizes equal where both static.
fn compatible(a: &[i64], b: &[i64]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(&x, &y)| x == ir::DYNAMIC || y == ir::DYNAMIC || x == y)
}

fn err(ctx: &Context, op: OpId, msg: &str) -> Diagnostic {
    Diagnostic::op_error(ctx, op, msg)
}

impl SoftmaxOpHooks for SoftmaxOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let input = shape(ctx, self.input(ctx));
        let output = shape(ctx, self.output(ctx));
        if !compatible(&input, &output) {
            return Err(err(ctx, op, "incompatible output shape"));
        }
        let dim = self.dimension(ctx);
        if dim < 0 || dim >= input.len() as i64 {
            return Err(err(ctx, op, "incorrect dimension specified"));
        }
        Ok(())
    }

    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        fold_memref_casts(ctx, self.operation())
    }

    fn get_dps_inits_mutable(_op: Self, _ctx: &Context) -> std::ops::Range<usize> {
        1..2
    }

    fn reify_result_shapes(
        op: Self,
        builder: &mut OpBuilder,
        shapes: &mut Vec<Vec<Ofr>>,
    ) -> Result<(), Diagnostic> {
        let input = op.input(builder.ctx());
        let in_shape = shape(builder.ctx(), input);
        let output = op.output(builder.ctx());
        let out_shape = shape(builder.ctx(), output);
        let loc = builder.ctx().op_loc(op.operation());
        let mut dims = Vec::new();
        for (i, &s) in out_shape.iter().enumerate() {
            if s != ir::DYNAMIC {
                let a = builder
                    .ctx()
                    .index_attr(in_shape.get(i).copied().unwrap_or(s));
                dims.push(Ofr::Attr(a));
            } else {
                let d = crate::structured::build_dim(builder, loc, input, i);
                dims.push(Ofr::Value(d));
            }
        }
        shapes.push(dims);
        Ok(())
    }

    fn get_effects(op: Self, ctx: &Context, effects: &mut Vec<EffectInstance<MemoryEffect>>) {
        let full = |e: MemoryEffect, v: Value| {
            EffectInstance::new(e, &DefaultResource)
                .on_value(v)
                .with_full_effect(true)
        };
        let input = op.input(ctx);
        if ctx.is_memref(ctx.value_type(input)) {
            effects.push(full(MemoryEffect::Read, input));
        }
        let output = op.output(ctx);
        if ctx.is_memref(ctx.value_type(output)) {
            effects.push(full(MemoryEffect::Read, output));
            effects.push(full(MemoryEffect::Write, output));
        }
    }
}

impl WinogradFilterTransformOpHooks for WinogradFilterTransformOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let f = shape(ctx, self.filter(ctx));
        let (h, w) = (f[1], f[2]);
        let (r, m) = (self.r(ctx), self.m(ctx));
        if h != r && h != 1 {
            return Err(err(ctx, op, "expect filter height either equals to r or 1"));
        }
        if w != r && w != 1 {
            return Err(err(ctx, op, "expect filter width either equals to r or 1"));
        }
        if h == 1 && w == 1 {
            return Err(err(
                ctx,
                op,
                "expect either filter height or width equals to r",
            ));
        }
        let expected = [
            if h == r { m + r - 1 } else { 1 },
            if w == r { m + r - 1 } else { 1 },
            f[3],
            f[0],
        ];
        if !compatible(&expected, &shape(ctx, self.output(ctx))) {
            return Err(err(ctx, op, "the output shape is not expected"));
        }
        Ok(())
    }
}

impl WinogradInputTransformOpHooks for WinogradInputTransformOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let s = shape(ctx, self.input(ctx));
        let (h, w) = (s[1], s[2]);
        // Upstream reads `m` and `r` into `int`s.
        let (m, r) = (i64::from(self.m(ctx) as i32), i64::from(self.r(ctx) as i32));
        let tile = m + r - 1;
        let mut e = [h; 6];
        if h == ir::DYNAMIC {
            e[0] = tile;
            e[2] = ir::DYNAMIC;
        } else {
            e[0] = if h != 1 { tile } else { 1 };
            e[2] = if h != 1 {
                (h - (r - 1)).checked_div(m).unwrap_or(0)
            } else {
                1
            };
        }
        if w == ir::DYNAMIC {
            e[1] = tile;
            e[3] = ir::DYNAMIC;
        } else {
            e[1] = if w != 1 { tile } else { 1 };
            e[3] = if w != 1 {
                (w - (r - 1)).checked_div(m).unwrap_or(0)
            } else {
                1
            };
        }
        e[4] = s[0];
        e[5] = s[3];
        if !compatible(&e, &shape(ctx, self.output(ctx))) {
            return Err(err(ctx, op, "the output shape is not expected"));
        }
        Ok(())
    }
}

impl WinogradOutputTransformOpHooks for WinogradOutputTransformOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let s = shape(ctx, self.value(ctx));
        let (h, w, th, tw) = (s[0], s[1], s[2], s[3]);
        let (m, r) = (i64::from(self.m(ctx) as i32), i64::from(self.r(ctx) as i32));
        let mut e = [h; 4];
        if h == ir::DYNAMIC || th == ir::DYNAMIC {
            e[1] = ir::DYNAMIC;
        } else {
            if h != (if h != 1 { m + r - 1 } else { 1 }) {
                return Err(err(
                    ctx,
                    op,
                    "expect input height equals to input tile size",
                ));
            }
            e[1] = (if h != 1 { m } else { 1 }) * th;
        }
        if w == ir::DYNAMIC || tw == ir::DYNAMIC {
            e[2] = ir::DYNAMIC;
        } else {
            if w != (if w != 1 { m + r - 1 } else { 1 }) {
                return Err(err(ctx, op, "expect input width equals to input tile size"));
            }
            e[2] = (if w != 1 { m } else { 1 }) * tw;
        }
        e[0] = s[4];
        e[3] = s[5];
        if !compatible(&e, &shape(ctx, self.output(ctx))) {
            return Err(err(ctx, op, "the output shape is not expected"));
        }
        Ok(())
    }
}

//! The canonicalization patterns of `tensor.pad` (upstream
//! `TensorOps.cpp`), in upstream's order.

use crate::cast::preserves_static_information;
use crate::pad::padded_shape;
use crate::util::{constant_int, shape, DYNAMIC};
use crate::*;
use ir::{OpId, PatternRewriter, RewritePattern, Type, Value};
use memref::canonicalize::pattern;

/// `PadOp`: `FoldStaticZeroPadding`, `FoldSourceTensorCast`,
/// `FoldTargetTensorCast`, `FoldStaticPadding`. (`FoldOrthogonalPaddings`
/// is not ported.)
pub fn pad_patterns() -> Vec<Box<dyn RewritePattern>> {
    let root = PadOp::OPERATION_NAME;
    vec![
        pattern(root, "FoldStaticZeroPadding", static_zero_padding),
        pattern(root, "FoldSourceTensorCast", pad_of_cast),
        pattern(root, "FoldTargetTensorCast", cast_of_pad),
        pattern(root, "FoldStaticPadding", static_padding),
    ]
}

/// Whether every entry of a padding list is the constant 0
/// (`hasZeroLowPad`, `hasZeroHighPad`).
fn all_zero(ctx: &ir::Context, statics: &[i64], dynamics: &[Value]) -> bool {
    let mut next = dynamics.iter();
    statics.iter().all(|&s| {
        if s == DYNAMIC {
            next.next().and_then(|&v| constant_int(ctx, v)) == Some(0)
        } else {
            s == 0
        }
    })
}

fn static_zero_padding(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(pad) = PadOp::cast(rw, op) else {
        return false;
    };
    let zero_low = all_zero(rw, pad.static_low(rw), &pad.low(rw));
    let zero_high = all_zero(rw, pad.static_high(rw), &pad.high(rw));
    if !zero_low || !zero_high || pad.nofold(rw) {
        return false;
    }
    let (loc, t, source) = (rw.op_loc(op), rw.value_type(pad.result(rw)), pad.source(rw));
    let v = CastOp::build(rw, loc, t, source).dest(rw);
    rw.replace_op(op, &[v]).is_ok()
}

/// A pad like `pad` of `source` to `ty` with these lists; the body is
/// cloned from `pad`'s (`move_body` moves it instead).
fn rebuild_pad(
    rw: &mut PatternRewriter<'_>,
    pad: PadOp,
    ty: Type,
    source: Value,
    lists: (&[i64], &[i64], &[Value], &[Value]),
    move_body: bool,
) -> Option<PadOp> {
    let (static_low, static_high, low, high) = lists;
    let loc = rw.op_loc(pad.operation());
    let i64t = rw.i64();
    let mut arr = |v: &[i64]| {
        let wide: Vec<i128> = v.iter().map(|&x| i128::from(x)).collect();
        rw.dense_i_array_attr(i64t, &wide)
    };
    let (sl, sh) = (arr(static_low), arr(static_high));
    let nofold = pad.nofold_attr(rw);
    let new = PadOp::build(rw, loc, ty, source, low, high, sl, sh, nofold);
    let (from, to) = (pad.region(rw), new.region(rw));
    if move_body {
        for b in rw.region_blocks(from).to_vec() {
            rw.detach_block(b).ok()?;
            rw.append_block(to, b).ok()?;
        }
    } else {
        let mut mapping = ir::IrMapping::new();
        rw.clone_region_into(from, to, None, &mut mapping).ok()?;
    }
    Some(new)
}

fn pad_of_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(pad) = PadOp::cast(rw, op) else {
        return false;
    };
    let Some(cast) = crate::patterns::foldable_cast(rw, pad.source(rw)) else {
        return false;
    };
    let source = cast.source(rw);
    let rt = rw.value_type(pad.result(rw));
    let (static_low, static_high) = (pad.static_low(rw).to_vec(), pad.static_high(rw).to_vec());
    // `inferResultType` with the result's shape where it cannot infer.
    let src_shape = shape(rw, rw.value_type(source));
    let Some(inferred) = padded_shape(&src_shape, &static_low, &static_high) else {
        return false;
    };
    let result_shape = shape(rw, rt);
    let sizes: Vec<i64> = inferred
        .iter()
        .zip(&result_shape)
        .map(|(&i, &r)| if i == DYNAMIC { r } else { i })
        .collect();
    let element = rw.element_type_or_self(rt);
    let new_ty = rw.ranked_tensor(&sizes, element);
    if new_ty == rt {
        return rw.modify_op_in_place(op, |ctx| ctx.set_operand(op, 0, source).is_ok());
    }
    // Upstream builds the new pad from the old pad's source (the cast's
    // result), keeping the cast.
    let old_source = pad.source(rw);
    let (low, high) = (pad.low(rw), pad.high(rw));
    let lists = (&static_low[..], &static_high[..], &low[..], &high[..]);
    let Some(new) = rebuild_pad(rw, pad, new_ty, old_source, lists, false) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let v = new.result(rw);
    let c = CastOp::build(rw, loc, rt, v).dest(rw);
    rw.replace_op(op, &[c]).is_ok()
}

fn cast_of_pad(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(pad) = PadOp::cast(rw, op) else {
        return false;
    };
    let result = pad.result(rw);
    let users: Vec<OpId> = rw.uses(result).map(|u| u.op).collect();
    let [user] = users[..] else {
        return false;
    };
    let Some(cast) = CastOp::cast(rw, user) else {
        return false;
    };
    let ct = rw.value_type(cast.dest(rw));
    if !preserves_static_information(rw, rw.value_type(result), ct) {
        return false;
    }
    let (static_low, static_high) = (pad.static_low(rw).to_vec(), pad.static_high(rw).to_vec());
    let (low, high, source) = (pad.low(rw), pad.high(rw), pad.source(rw));
    let lists = (&static_low[..], &static_high[..], &low[..], &high[..]);
    let Some(new) = rebuild_pad(rw, pad, ct, source, lists, true) else {
        return false;
    };
    let v = new.result(rw);
    rw.replace_op(op, &[v]).is_ok() && rw.replace_op(user, &[v]).is_ok()
}

fn static_padding(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(pad) = PadOp::cast(rw, op) else {
        return false;
    };
    let input = pad.source(rw);
    let it = rw.value_type(input);
    let rt = rw.value_type(pad.result(rw));
    let (Some(in_dims), Some(out_dims)) = (
        rw.shape(it).map(<[i64]>::to_vec),
        rw.shape(rt).map(<[i64]>::to_vec),
    ) else {
        return false;
    };
    // Constant operands become static entries.
    let split = |rw: &PatternRewriter<'_>, values: Vec<Value>| {
        let mut consts = Vec::new();
        let mut kept = Vec::new();
        for v in values {
            match constant_int(rw, v) {
                Some(c) => consts.push(c),
                None => {
                    consts.push(DYNAMIC);
                    kept.push(v);
                }
            }
        }
        (consts, kept)
    };
    let (low_consts, new_lows) = split(rw, pad.low(rw));
    let (high_consts, new_highs) = split(rw, pad.high(rw));
    let mut low = pad.static_low(rw).to_vec();
    let mut high = pad.static_high(rw).to_vec();
    let rank = in_dims.len();
    if out_dims.len() != rank || low.len() != rank || high.len() != rank {
        return false;
    }
    let (mut lc, mut hc) = (low_consts.iter(), high_consts.iter());
    for i in 0..rank {
        if low[i] == DYNAMIC {
            low[i] = lc.next().copied().unwrap_or(DYNAMIC);
        }
        if high[i] == DYNAMIC {
            high[i] = hc.next().copied().unwrap_or(DYNAMIC);
        }
    }
    let new_out: Vec<i64> = (0..rank)
        .map(|i| {
            if out_dims[i] != DYNAMIC {
                out_dims[i]
            } else if low[i] == DYNAMIC || high[i] == DYNAMIC || in_dims[i] == DYNAMIC {
                DYNAMIC
            } else {
                in_dims[i].wrapping_add(low[i]).wrapping_add(high[i])
            }
        })
        .collect();
    if new_out == out_dims || new_out.iter().all(|&d| d == DYNAMIC) {
        return false;
    }
    let element = rw.element_type_or_self(rt);
    let new_ty = rw.ranked_tensor(&new_out, element);
    let lists = (&low[..], &high[..], &new_lows[..], &new_highs[..]);
    let Some(new) = rebuild_pad(rw, pad, new_ty, input, lists, false) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let v = new.result(rw);
    let c = CastOp::build(rw, loc, rt, v).dest(rw);
    rw.replace_op(op, &[c]).is_ok()
}

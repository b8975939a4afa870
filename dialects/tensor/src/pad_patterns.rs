//! The canonicalization patterns of `tensor.pad` (upstream
//! `TensorOps.cpp`), in upstream's order.

use crate::cast::preserves_static_information;
use crate::pad::padded_shape;
use crate::slice::SliceParts;
use crate::util::{constant_int, mixed, ofr_int, shape, tensor_like, DYNAMIC};
use crate::*;
use ir::interfaces::FoldResult as Ofr;
use ir::{OpId, PatternRewriter, RewritePattern, Type, Value};
use memref::canonicalize::pattern;

/// `PadOp`: `FoldStaticZeroPadding`, `FoldSourceTensorCast`,
/// `FoldTargetTensorCast`, `FoldOrthogonalPaddings`, `FoldStaticPadding`.
pub fn pad_patterns() -> Vec<Box<dyn RewritePattern>> {
    let root = PadOp::OPERATION_NAME;
    vec![
        pattern(root, "FoldStaticZeroPadding", static_zero_padding),
        pattern(root, "FoldSourceTensorCast", pad_of_cast),
        pattern(root, "FoldTargetTensorCast", cast_of_pad),
        pattern(root, "FoldOrthogonalPaddings", orthogonal_paddings),
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

/// `PadOp::getConstantPaddingValue`: the yielded value when it is a
/// constant or defined outside the body.
pub fn constant_padding_value(ctx: &ir::Context, pad: PadOp) -> Option<Value> {
    let block = *ctx.region_blocks(pad.region(ctx)).first()?;
    let y = YieldOp::cast(ctx, ctx.block_last_op(block)?)?;
    let v = y.value(ctx);
    if ctx
        .defining_op(v)
        .is_some_and(|d| ctx.constant_value(d).is_some())
    {
        return Some(v);
    }
    (ctx.value_parent_block(v) != Some(block)).then_some(v)
}

/// The mixed low and high paddings of a pad.
fn paddings(rw: &mut PatternRewriter<'_>, pad: PadOp) -> (Vec<Ofr>, Vec<Ofr>) {
    let (sl, dl) = (pad.static_low(rw).to_vec(), pad.low(rw));
    let (sh, dh) = (pad.static_high(rw).to_vec(), pad.high(rw));
    (mixed(rw, &sl, &dl), mixed(rw, &sh, &dh))
}

/// `PadOp::getPaddedDims`: the dimensions with a padding not known zero.
fn padded_dims(ctx: &ir::Context, low: &[Ofr], high: &[Ofr]) -> Vec<bool> {
    low.iter()
        .zip(high)
        .map(|(l, h)| ofr_int(ctx, l) != Some(0) || ofr_int(ctx, h) != Some(0))
        .collect()
}

/// Splits a mixed list into its static entries and values.
fn split_mixed(ctx: &ir::Context, list: &[Ofr]) -> (Vec<i64>, Vec<Value>) {
    let mut statics = Vec::with_capacity(list.len());
    let mut values = Vec::new();
    for e in list {
        match *e {
            Ofr::Attr(a) => statics.push(ctx.attr_as_int(a).unwrap_or(DYNAMIC)),
            Ofr::Value(v) => {
                statics.push(DYNAMIC);
                values.push(v);
            }
        }
    }
    (statics, values)
}

fn orthogonal_paddings(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(pad) = PadOp::cast(rw, op) else {
        return false;
    };
    let Some(inner_slice) = rw
        .defining_op(pad.source(rw))
        .and_then(|d| ExtractSliceOp::cast(rw, d))
    else {
        return false;
    };
    let Some(outer_pad) = rw
        .defining_op(inner_slice.source(rw))
        .and_then(|d| PadOp::cast(rw, d))
    else {
        return false;
    };
    if outer_pad.nofold(rw) {
        return false;
    }
    let Some(outer_slice) = rw
        .defining_op(outer_pad.source(rw))
        .and_then(|d| ExtractSliceOp::cast(rw, d))
    else {
        return false;
    };
    let rank = shape(rw, rw.value_type(pad.source(rw))).len();
    if rw.rank(rw.value_type(outer_slice.source(rw))) != Some(rank) {
        return rw.notify_match_failure("cannot fold rank-reducing chain");
    }
    let unit = |ctx: &ir::Context, s: ExtractSliceOp| s.static_strides(ctx).iter().all(|&x| x == 1);
    if !unit(rw, inner_slice) || !unit(rw, outer_slice) {
        return rw.notify_match_failure("cannot fold non-unit stride ExtractSliceOps");
    }
    let (low, high) = paddings(rw, pad);
    let (outer_low, outer_high) = paddings(rw, outer_pad);
    let zero = |ctx: &ir::Context, l: &[Ofr]| l.iter().all(|e| ofr_int(ctx, e) == Some(0));
    if !zero(rw, &low) || !zero(rw, &outer_low) {
        return rw.notify_match_failure("cannot fold PadOps with low padding");
    }
    let inner_value = constant_padding_value(rw, pad);
    let outer_value = constant_padding_value(rw, outer_pad);
    let constant_of = |ctx: &ir::Context, v: Option<Value>| {
        v.and_then(|v| ctx.defining_op(v))
            .and_then(|d| ctx.constant_value(d))
    };
    let (ia, oa) = (constant_of(rw, inner_value), constant_of(rw, outer_value));
    if ia.is_none() || ia != oa {
        return rw.notify_match_failure("cannot fold PadOps with different padding values");
    }
    let inner_dims = padded_dims(rw, &low, &high);
    let outer_dims = padded_dims(rw, &outer_low, &outer_high);
    if inner_dims.iter().zip(&outer_dims).any(|(&a, &b)| a && b) {
        return rw.notify_match_failure("cannot fold PadOps with common padding dimensions");
    }
    let Some(inner_parts) = SliceParts::of(rw, inner_slice.operation()) else {
        return false;
    };
    let Some(outer_parts) = SliceParts::of(rw, outer_slice.operation()) else {
        return false;
    };
    let [inner_offsets, inner_sizes, inner_strides] = inner_parts.mixed(rw);
    let [outer_offsets, outer_sizes, _] = outer_parts.mixed(rw);
    let mut offsets = Vec::with_capacity(rank);
    for i in 0..rank {
        if !inner_dims[i] && ofr_int(rw, &inner_offsets[i]) == Some(0) {
            offsets.push(outer_offsets[i]);
            continue;
        }
        if !outer_dims[i] && ofr_int(rw, &outer_offsets[i]) == Some(0) {
            offsets.push(inner_offsets[i]);
            continue;
        }
        return rw.notify_match_failure("cannot find zero-offset and zero-padding pair");
    }
    let inner_source_shape = shape(rw, rw.value_type(inner_slice.source(rw)));
    let mut sizes = inner_sizes.clone();
    for i in 0..rank {
        if !outer_dims[i] {
            continue;
        }
        if ofr_int(rw, &inner_sizes[i]) != inner_source_shape.get(i).copied() {
            return rw.notify_match_failure(
                "cannot fold since the inner ExtractSliceOp size does not match the size of the outer padding",
            );
        }
        sizes[i] = outer_sizes[i];
    }
    let zero_attr = Ofr::Attr(rw.index_attr(0));
    let new_high: Vec<Ofr> = (0..rank)
        .map(|i| {
            if outer_dims[i] {
                outer_high[i]
            } else if inner_dims[i] {
                high[i]
            } else {
                zero_attr
            }
        })
        .collect();
    // The new slice's type is inferred from its static sizes.
    let (so, dof) = split_mixed(rw, &offsets);
    let (ss, dsz) = split_mixed(rw, &sizes);
    let (st, dst) = split_mixed(rw, &inner_strides);
    let source = outer_slice.source(rw);
    let source_ty = rw.value_type(source);
    let slice_ty = tensor_like(rw, source_ty, &ss);
    let loc = rw.op_loc(op);
    let new_slice = ExtractSliceOp::build_with_values(
        rw, loc, slice_ty, source, &dof, &dsz, &dst, &so, &ss, &st,
    )
    .result(rw);
    let (sl, dl) = split_mixed(rw, &low);
    let (sh, dh) = split_mixed(rw, &new_high);
    let rt = rw.value_type(pad.result(rw));
    let lists = (&sl[..], &sh[..], &dl[..], &dh[..]);
    let Some(new) = rebuild_pad(rw, pad, rt, new_slice, lists, true) else {
        return false;
    };
    let v = new.result(rw);
    rw.replace_op(op, &[v]).is_ok()
}

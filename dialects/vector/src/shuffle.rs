//! `vector.shuffle`'s and `vector.insertelement`'s folders, the shuffle's
//! canonicalization patterns, and `vector.mask`'s folder and patterns
//! (upstream `VectorOps.cpp`).

use crate::fold::{attr, int_array, is_scalable, shape, value};
use crate::mask_fold::{mask_format, MaskFormat};
use crate::*;
use ir::interfaces::FoldResult as Ofr;
use ir::rewrite::fn_pattern;
use ir::{
    AttrData, Attribute, Context, DenseData, FoldResult, OpId, PatternRewriter, RewritePattern,
};

/// `isStepIndexArray`: `mask` is `begin, begin + 1, ...` of `width` items.
fn is_step(mask: &[i64], begin: i64, width: i64) -> bool {
    mask.len() as i64 == width && mask.iter().zip(begin..).all(|(&m, e)| m == e)
}

/// `ShuffleOp::fold`: the whole first or second operand, or constant 1-D
/// operands shuffled.
pub(crate) fn shuffle(
    ctx: &mut Context,
    op: ShuffleOp,
    operands: &[Option<Attribute>],
) -> FoldResult {
    let (v1, v2) = (op.v1(ctx), op.v2(ctx));
    let (t1, t2) = (ctx.value_type(v1), ctx.value_type(v2));
    let s1 = shape(ctx, t1);
    if s1.is_empty() {
        return FoldResult::Failure;
    }
    let mask = int_array(ctx, op.mask(ctx));
    if !is_scalable(ctx, t1) && is_step(&mask, 0, s1[0]) {
        return value(v1);
    }
    let s2 = shape(ctx, t2);
    if !is_scalable(ctx, t1)
        && !is_scalable(ctx, t2)
        && !s2.is_empty()
        && is_step(&mask, s1[0], s2[0])
    {
        return value(v2);
    }
    let (Some(lhs), Some(rhs)) = (
        operands.first().copied().flatten(),
        operands.get(1).copied().flatten(),
    ) else {
        return FoldResult::Failure;
    };
    let (Some((lt, ld)), Some((_, rd))) = (ctx.as_dense_elements(lhs), ctx.as_dense_elements(rhs))
    else {
        return FoldResult::Failure;
    };
    let lhs_shape = shape(ctx, lt);
    if lhs_shape.len() != 1 {
        return FoldResult::Failure;
    }
    let get = |d: &DenseData, i: usize| -> Option<DenseData> {
        let i = if d.len() == 1 { 0 } else { i };
        Some(match d {
            DenseData::Int(v) => DenseData::Int(vec![*v.get(i)?]),
            DenseData::Float(v) => DenseData::Float(vec![*v.get(i)?]),
            DenseData::WideFloat(v) => DenseData::WideFloat(vec![*v.get(i)?]),
            _ => return None,
        })
    };
    let mut out: Option<DenseData> = None;
    for &m in &mask {
        let picked = if m >= lhs_shape[0] {
            usize::try_from(m - lhs_shape[0])
                .ok()
                .and_then(|i| get(rd, i))
        } else {
            usize::try_from(m).ok().and_then(|i| get(ld, i))
        };
        out = match (out, picked) {
            (None, Some(p)) => Some(p),
            (Some(DenseData::Int(mut a)), Some(DenseData::Int(b))) => {
                a.extend(b);
                Some(DenseData::Int(a))
            }
            (Some(DenseData::Float(mut a)), Some(DenseData::Float(b))) => {
                a.extend(b);
                Some(DenseData::Float(a))
            }
            (Some(DenseData::WideFloat(mut a)), Some(DenseData::WideFloat(b))) => {
                a.extend(b);
                Some(DenseData::WideFloat(a))
            }
            _ => return FoldResult::Failure,
        };
    }
    let Some(data) = out else {
        return FoldResult::Failure;
    };
    let ty = ctx.value_type(op.vector(ctx));
    attr(ctx.dense_elements_attr(ty, data))
}

/// `ShuffleOp`'s patterns, in upstream's order.
pub(crate) fn shuffle_patterns() -> Vec<Box<dyn RewritePattern>> {
    let name = ShuffleOp::OPERATION_NAME;
    vec![
        fn_pattern(name, "ShuffleSplat", shuffle_splat),
        fn_pattern(name, "ShuffleInterleave", shuffle_interleave),
        fn_pattern(name, "Canonicalize0DShuffleOp", shuffle_0d),
    ]
}

fn shuffle_splat(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(s) = ShuffleOp::cast(rw, op) else {
        return false;
    };
    let input = |rw: &PatternRewriter<'_>, v| {
        rw.defining_op(v)
            .and_then(|d| SplatOp::cast(rw, d))
            .map(|s| s.input(rw))
    };
    match (input(rw, s.v1(rw)), input(rw, s.v2(rw))) {
        (Some(a), Some(b)) if a == b => {
            let loc = rw.op_loc(op);
            let ty = rw.value_type(s.vector(rw));
            let new = SplatOp::build(rw, loc, ty, a).aggregate(rw);
            rw.replace_op(op, &[new]).is_ok()
        }
        _ => false,
    }
}

fn shuffle_interleave(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(s) = ShuffleOp::cast(rw, op) else {
        return false;
    };
    let result_ty = rw.value_type(s.vector(rw));
    if is_scalable(rw, result_ty) || rw.rank(result_ty) != Some(1) {
        return false;
    }
    let (v1, v2) = (s.v1(rw), s.v2(rw));
    let source_ty = rw.value_type(v1);
    let n = rw.num_elements(result_ty).unwrap_or(0);
    if source_ty != rw.value_type(v2) || rw.num_elements(source_ty).map(|m| m * 2) != Some(n) {
        return false;
    }
    let mask = int_array(rw, s.mask(rw));
    let half = n / 2;
    for i in 0..half {
        let (a, b) = (2 * i as usize, 2 * i as usize + 1);
        if mask.get(a) != Some(&i) || mask.get(b) != Some(&(half + i)) {
            return false;
        }
    }
    let loc = rw.op_loc(op);
    let new = InterleaveOp::build(rw, loc, result_ty, v1, v2).result(rw);
    rw.replace_op(op, &[new]).is_ok()
}

fn shuffle_0d(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(s) = ShuffleOp::cast(rw, op) else {
        return false;
    };
    let v1 = s.v1(rw);
    let t1 = rw.value_type(v1);
    if rw.rank(t1) != Some(0) {
        return false;
    }
    let mask = int_array(rw, s.mask(rw));
    if mask.len() != 1 {
        return false;
    }
    let elt = rw.element_type_or_self(t1);
    let ty = rw.vector_type(&[1], elt);
    let source = if mask[0] == 0 { v1 } else { s.v2(rw) };
    let loc = rw.op_loc(op);
    let new = BroadcastOp::build(rw, loc, ty, source).vector(rw);
    rw.replace_op(op, &[new]).is_ok()
}

/// `InsertElementOp::fold`: a constant inserted into a constant.
pub(crate) fn insert_element(
    ctx: &mut Context,
    op: InsertElementOp,
    operands: &[Option<Attribute>],
) -> FoldResult {
    let (Some(src), Some(dst), Some(pos)) = (
        operands.first().copied().flatten(),
        operands.get(1).copied().flatten(),
        operands.get(2).copied().flatten(),
    ) else {
        return FoldResult::Failure;
    };
    let dest_ty = ctx.value_type(op.dest(ctx));
    let Some(pos) = ctx.attr_as_int(pos) else {
        return FoldResult::Failure;
    };
    let scalar = match *ctx.attr_data(src) {
        AttrData::Integer { value, ty } => (DenseData::Int(vec![value]), ty),
        AttrData::Float { bits, ty } => (DenseData::Float(vec![bits]), ty),
        _ => return FoldResult::Failure,
    };
    if Some(scalar.1) != ctx.element_type(dest_ty) {
        return FoldResult::Failure;
    }
    let Some((_, d)) = ctx.as_dense_elements(dst) else {
        return FoldResult::Failure;
    };
    let n = ctx.num_elements(dest_ty).unwrap_or(0).max(0) as usize;
    // The position is read as unsigned, as upstream's `uint64_t`.
    let pos = pos as u64;
    if pos >= n as u64 {
        return FoldResult::Failure;
    }
    let p = pos as usize;
    fn put<T: Copy>(v: &[T], n: usize, p: usize, x: T) -> Vec<T> {
        let mut all = if v.len() == 1 {
            vec![v[0]; n]
        } else {
            v.to_vec()
        };
        if let Some(slot) = all.get_mut(p) {
            *slot = x;
        }
        all
    }
    let data = match (d, scalar.0) {
        (DenseData::Int(v), DenseData::Int(x)) => DenseData::Int(put(v, n, p, x[0])),
        (DenseData::Float(v), DenseData::Float(x)) => DenseData::Float(put(v, n, p, x[0])),
        _ => return FoldResult::Failure,
    };
    attr(ctx.dense_elements_attr(dest_ty, data))
}

/// The ops of `vector.mask`'s block.
fn mask_block_ops(ctx: &Context, op: MaskOp) -> Vec<OpId> {
    let region = op.mask_region(ctx);
    ctx.region_blocks(region)
        .first()
        .map(|&b| ctx.block_ops(b).collect())
        .unwrap_or_default()
}

/// `MaskOp::fold`: with an all-true mask, the masked op moves out.
pub(crate) fn mask(ctx: &mut Context, op: MaskOp) -> FoldResult {
    let ops = mask_block_ops(ctx, op);
    if ops.len() < 2 || mask_format(ctx, op.mask(ctx)) != MaskFormat::AllTrue {
        return FoldResult::Failure;
    }
    let maskable = ops[0];
    // `dropAllUses`: the yield no longer forwards the results.
    if let Some(&y) = ops.last() {
        if ctx.set_operands(y, &[]).is_err() {
            return FoldResult::Failure;
        }
    }
    if ctx.move_op_before(maskable, op.operation()).is_err() {
        return FoldResult::Failure;
    }
    let results = ctx.results(maskable);
    if results.is_empty() {
        return FoldResult::InPlace;
    }
    FoldResult::Replace(results.into_iter().map(Ofr::Value).collect())
}

/// `MaskOp`'s patterns: `ElideEmptyMaskOp`.
pub(crate) fn mask_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![fn_pattern(
        MaskOp::OPERATION_NAME,
        "ElideEmptyMaskOp",
        elide_empty_mask,
    )]
}

fn elide_empty_mask(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(m) = MaskOp::cast(rw, op) else {
        return false;
    };
    let ops = mask_block_ops(rw, m);
    let [terminator] = ops[..] else {
        return false;
    };
    let values = rw.operands(terminator);
    if values.is_empty() {
        rw.erase_op(op).is_ok()
    } else {
        rw.replace_op(op, &values).is_ok()
    }
}

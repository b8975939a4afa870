//! The canonicalization patterns of `expand_shape` and `collapse_shape`
//! (upstream's `ReshapeOpsUtils.h` templates and `MemRefOps.cpp`).

use crate::asm::DYNAMIC;
use crate::canonicalize::{can_fold_into_consumer, intern, pattern};
use crate::reshape::{collapsed_type, reassociation_attr, reassociation_indices};
use crate::util::{has_identity_layout, shape};
use crate::*;
use ir::{Context, OpId, PatternRewriter, RewritePattern, Type, Value};

/// `ExpandShapeOp`: `ComposeReassociativeReshapeOps`,
/// `ComposeExpandOfCollapseOp` (the latter not ported yet).
pub fn expand_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![pattern(
        ExpandShapeOp::OPERATION_NAME,
        "ComposeReassociativeReshapeOps",
        compose_expands,
    )]
}

/// `CollapseShapeOp`: `ComposeReassociativeReshapeOps`,
/// `ComposeCollapseOfExpandOp`, `CollapseShapeOpMemRefCastFolder`.
pub fn collapse_patterns() -> Vec<Box<dyn RewritePattern>> {
    let root = CollapseShapeOp::OPERATION_NAME;
    vec![
        pattern(root, "ComposeReassociativeReshapeOps", compose_collapses),
        pattern(root, "ComposeCollapseOfExpandOp", collapse_of_expand),
        pattern(root, "CollapseShapeOpMemRefCastFolder", collapse_of_cast),
    ]
}

/// `hasNonIdentityLayout`.
fn non_identity(ctx: &Context, v: Value) -> bool {
    let t = ctx.value_type(v);
    ctx.shape(t).is_some() && !has_identity_layout(ctx, t)
}

/// `composeReassociationIndices`: the groups of a reshape of a reshape
/// (`None` when they do not compose).
pub fn compose_indices(producer: &[Vec<i64>], consumer: &[Vec<i64>]) -> Option<Vec<Vec<i64>>> {
    if producer.len() == consumer.len() {
        return None;
    }
    let (producer, consumer) = if producer.len() < consumer.len() {
        (consumer, producer)
    } else {
        (producer, consumer)
    };
    if consumer.is_empty() {
        return Some(Vec::new());
    }
    if producer.len() != consumer.iter().map(Vec::len).sum::<usize>() {
        return None;
    }
    consumer
        .iter()
        .map(|c| {
            let mut group = Vec::new();
            for &i in c {
                group.extend(producer.get(usize::try_from(i).ok()?)?);
            }
            Some(group)
        })
        .collect()
}

fn compose_expands(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(e) = ExpandShapeOp::cast(rw, op) else {
        return false;
    };
    let Some(src) = rw
        .defining_op(e.src(rw))
        .and_then(|d| ExpandShapeOp::cast(rw, d))
    else {
        return false;
    };
    if non_identity(rw, src.src(rw))
        || non_identity(rw, e.src(rw))
        || non_identity(rw, e.result(rw))
    {
        return false;
    }
    let producer = reassociation_indices(rw, src.reassociation(rw));
    let consumer = reassociation_indices(rw, e.reassociation(rw));
    let Some(groups) = compose_indices(&producer, &consumer) else {
        return false;
    };
    let result_ty = rw.value_type(e.result(rw));
    let statics = e.static_output_shape(rw).to_vec();
    let dynamics = e.output_shape(rw);
    let source = src.src(rw);
    let loc = rw.op_loc(op);
    let attr = reassociation_attr(rw, &groups);
    let i64t = rw.i64();
    let wide: Vec<i128> = statics.iter().map(|&s| i128::from(s)).collect();
    let statics_attr = rw.dense_i_array_attr(i64t, &wide);
    let new = ExpandShapeOp::build(rw, loc, result_ty, source, attr, &dynamics, statics_attr);
    let v = new.result(rw);
    rw.replace_op(op, &[v]).is_ok()
}

fn compose_collapses(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(c) = CollapseShapeOp::cast(rw, op) else {
        return false;
    };
    let Some(src) = rw
        .defining_op(c.src(rw))
        .and_then(|d| CollapseShapeOp::cast(rw, d))
    else {
        return false;
    };
    if non_identity(rw, src.src(rw))
        || non_identity(rw, c.src(rw))
        || non_identity(rw, c.result(rw))
    {
        return false;
    }
    let producer = reassociation_indices(rw, src.reassociation(rw));
    let consumer = reassociation_indices(rw, c.reassociation(rw));
    let Some(groups) = compose_indices(&producer, &consumer) else {
        return false;
    };
    let result_ty = rw.value_type(c.result(rw));
    let source = src.src(rw);
    replace_with_collapse(rw, op, result_ty, source, &groups)
}

fn replace_with_collapse(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    ty: Type,
    source: Value,
    groups: &[Vec<i64>],
) -> bool {
    let loc = rw.op_loc(op);
    let attr = reassociation_attr(rw, groups);
    let v = CollapseShapeOp::build(rw, loc, ty, source, attr).result(rw);
    rw.replace_op(op, &[v]).is_ok()
}

fn collapse_of_expand(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(c) = CollapseShapeOp::cast(rw, op) else {
        return false;
    };
    let Some(e) = rw
        .defining_op(c.src(rw))
        .and_then(|d| ExpandShapeOp::cast(rw, d))
    else {
        return false;
    };
    let source = e.src(rw);
    if non_identity(rw, c.src(rw)) || non_identity(rw, source) || non_identity(rw, e.result(rw)) {
        return false;
    }
    let src_ty = rw.value_type(source);
    let result_ty = rw.value_type(c.result(rw));
    if src_ty == result_ty {
        return false;
    }
    let (src_rank, result_rank) = (shape(rw, src_ty).len(), shape(rw, result_ty).len());
    let (higher, lower) = if src_rank > result_rank {
        (
            reassociation_indices(rw, e.reassociation(rw)),
            reassociation_indices(rw, c.reassociation(rw)),
        )
    } else {
        (
            reassociation_indices(rw, c.reassociation(rw)),
            reassociation_indices(rw, e.reassociation(rw)),
        )
    };
    let Some(composed) = compose_collapse_of_expand(&higher, &lower) else {
        return false;
    };
    if src_rank > result_rank {
        return replace_with_collapse(rw, op, result_ty, source, &composed);
    }
    if src_rank < result_rank {
        // Upstream infers the output shape, creating ops for dynamic
        // sizes; only static results are rewritten here.
        let out = shape(rw, result_ty);
        if out.contains(&DYNAMIC) {
            return false;
        }
        let loc = rw.op_loc(op);
        let attr = reassociation_attr(rw, &composed);
        let i64t = rw.i64();
        let wide: Vec<i128> = out.iter().map(|&s| i128::from(s)).collect();
        let statics = rw.dense_i_array_attr(i64t, &wide);
        let v = ExpandShapeOp::build(rw, loc, result_ty, source, attr, &[], statics).result(rw);
        return rw.replace_op(op, &[v]).is_ok();
    }
    let loc = rw.op_loc(op);
    let v = CastOp::build(rw, loc, result_ty, source).dest(rw);
    rw.replace_op(op, &[v]).is_ok()
}

fn collapse_of_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(c) = CollapseShapeOp::cast(rw, op) else {
        return false;
    };
    let Some(cast) = rw.defining_op(c.src(rw)).and_then(|d| CastOp::cast(rw, d)) else {
        return false;
    };
    if !can_fold_into_consumer(rw, cast) {
        return false;
    }
    let groups = reassociation_indices(rw, c.reassociation(rw));
    let source = cast.source(rw);
    let Some(parts) = collapsed_type(rw, rw.value_type(source), &groups) else {
        return false;
    };
    let new_ty = intern(rw, &parts);
    let result_ty = rw.value_type(c.result(rw));
    if new_ty == result_ty {
        rw.modify_op_in_place(op, |ctx| ctx.set_operand(op, 0, source).is_ok());
        return true;
    }
    let loc = rw.op_loc(op);
    let attr = reassociation_attr(rw, &groups);
    let new = CollapseShapeOp::build(rw, loc, new_ty, source, attr).result(rw);
    let v = CastOp::build(rw, loc, result_ty, new).dest(rw);
    rw.replace_op(op, &[v]).is_ok()
}

/// The groups of `ComposeCollapseOfExpandOp`: each group of the
/// lower-rank reassociation as the higher-rank groups it spans (`None`
/// when they do not line up).
pub fn compose_collapse_of_expand(
    higher: &[Vec<i64>],
    lower: &[Vec<i64>],
) -> Option<Vec<Vec<i64>>> {
    let mut next = 0usize;
    let mut composed = Vec::with_capacity(lower.len());
    for l in lower {
        let Some(&last) = l.last() else {
            composed.push(Vec::new());
            continue;
        };
        let mut group = Vec::new();
        while next < higher.len() {
            let &rightmost = higher[next].last()?;
            if rightmost > last {
                return None;
            }
            group.push(next as i64);
            next += 1;
            if rightmost == last {
                break;
            }
        }
        composed.push(group);
    }
    Some(composed)
}

/// `getReassociationIndicesForCollapse`: the groups collapsing `source`
/// into `target` (dynamic sizes only alone in a group, trailing unit or
/// dynamic sizes joining the last group), if there are such groups.
pub fn reassociation_for_collapse(source: &[i64], target: &[i64]) -> Option<Vec<Vec<i64>>> {
    if source.len() <= target.len() {
        return None;
    }
    let mut groups: Vec<Vec<i64>> = Vec::with_capacity(target.len());
    let mut current = Vec::new();
    let mut product: i64 = 1;
    let mut d = 0usize;
    while d < source.len() && groups.len() < target.len() {
        let want = target[groups.len()];
        while d < source.len()
            && source[d] != DYNAMIC
            && product.checked_mul(source[d]).is_some_and(|p| p < want)
        {
            product *= source[d];
            current.push(d as i64);
            d += 1;
        }
        let &size = source.get(d)?;
        if size == DYNAMIC && (want != DYNAMIC || product != 1) {
            return None;
        }
        if want == DYNAMIC && size != DYNAMIC {
            return None;
        }
        if size != DYNAMIC && product.checked_mul(size) != Some(want) {
            return None;
        }
        current.push(d as i64);
        d += 1;
        groups.push(std::mem::take(&mut current));
        product = 1;
    }
    if groups.len() != target.len() {
        return None;
    }
    for (i, &size) in source.iter().enumerate().skip(d) {
        if size != DYNAMIC && size != 1 {
            return None;
        }
        if let Some(last) = groups.last_mut() {
            last.push(i as i64);
        }
    }
    Some(groups)
}

/// `ComposeExpandOfCollapseOp::findCollapsingReassociation`: the groups
/// collapsing `src` (grouped by `src_groups`) into `result` (grouped by
/// `result_groups`), group pair by group pair.
pub fn collapsing_reassociation(
    src_groups: &[Vec<i64>],
    result_groups: &[Vec<i64>],
    src: &[i64],
    result: &[i64],
) -> Option<Vec<Vec<i64>>> {
    if src_groups.is_empty() {
        return reassociation_for_collapse(src, result);
    }
    let slice = |shape: &[i64], g: &[i64]| -> Option<Vec<i64>> {
        let start = usize::try_from(*g.first()?).ok()?;
        shape.get(start..start + g.len()).map(<[i64]>::to_vec)
    };
    let mut composed = Vec::new();
    for (s, r) in src_groups.iter().zip(result_groups) {
        let (sub_src, sub_result) = (slice(src, s)?, slice(result, r)?);
        // Upstream keeps an equal pair of groups and then asks to collapse
        // it anyway, which fails: such a pair never composes.
        let start = s[0];
        for g in reassociation_for_collapse(&sub_src, &sub_result)? {
            composed.push(g.iter().map(|&i| start + i).collect());
        }
    }
    Some(composed)
}

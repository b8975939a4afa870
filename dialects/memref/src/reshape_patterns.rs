//! The canonicalization patterns of `expand_shape` and `collapse_shape`
//! (upstream's `ReshapeOpsUtils.h` templates and `MemRefOps.cpp`). The
//! templates are written once, over [`ReshapeDialect`], for memref's ops and
//! tensor's.

use crate::asm::DYNAMIC;
use crate::canonicalize::{can_fold_into_consumer, intern, pattern};
use crate::reshape::{collapsed_type, reassociation_attr, reassociation_indices};
use crate::util::{has_identity_layout, shape};
use crate::*;
use ir::{Context, Location, OpId, PatternRewriter, RewritePattern, Type, Value};

/// `ExpandShapeOp`: `ComposeReassociativeReshapeOps`,
/// `ComposeExpandOfCollapseOp`.
pub fn expand_patterns() -> Vec<Box<dyn RewritePattern>> {
    let root = ExpandShapeOp::OPERATION_NAME;
    vec![
        pattern(
            root,
            "ComposeReassociativeReshapeOps",
            compose_expands::<MemRefReshapes>,
        ),
        pattern(
            root,
            "ComposeExpandOfCollapseOp",
            expand_of_collapse::<MemRefReshapes>,
        ),
    ]
}

/// `CollapseShapeOp`: `ComposeReassociativeReshapeOps`,
/// `ComposeCollapseOfExpandOp`, `CollapseShapeOpMemRefCastFolder`.
pub fn collapse_patterns() -> Vec<Box<dyn RewritePattern>> {
    let root = CollapseShapeOp::OPERATION_NAME;
    vec![
        pattern(
            root,
            "ComposeReassociativeReshapeOps",
            compose_collapses::<MemRefReshapes>,
        ),
        pattern(
            root,
            "ComposeCollapseOfExpandOp",
            collapse_of_expand::<MemRefReshapes>,
        ),
        pattern(root, "CollapseShapeOpMemRefCastFolder", collapse_of_cast),
    ]
}

/// A reshape as the shared patterns see it: its source, result and
/// reassociation groups.
pub struct Reshape {
    /// The reshaped value.
    pub source: Value,
    /// The reshape's result.
    pub result: Value,
    /// Its reassociation, one group of dimensions per collapsed dimension.
    pub groups: Vec<Vec<i64>>,
}

/// The output shape of an expand: its static sizes and the values of its
/// dynamic ones.
pub type OutputShape = (Vec<i64>, Vec<Value>);

/// The expand, collapse and cast ops of a dialect (memref's or tensor's),
/// which upstream's reshape patterns are templates over.
pub trait ReshapeDialect {
    /// `op` as an `expand_shape`, with its output shape.
    fn as_expand(ctx: &Context, op: OpId) -> Option<(Reshape, OutputShape)>;
    /// `op` as a `collapse_shape`.
    fn as_collapse(ctx: &Context, op: OpId) -> Option<Reshape>;
    /// An `expand_shape` of `target.1` to the type `target.0` at `loc`.
    fn build_expand(
        rw: &mut PatternRewriter<'_>,
        loc: Location,
        target: (Type, Value),
        groups: &[Vec<i64>],
        output: (&[i64], &[Value]),
    ) -> Value;
    /// A `collapse_shape` of `target.1` to the type `target.0` at `loc`.
    fn build_collapse(
        rw: &mut PatternRewriter<'_>,
        loc: Location,
        target: (Type, Value),
        groups: &[Vec<i64>],
    ) -> Value;
    /// A `cast` of `source` to `ty` at `loc`.
    fn build_cast(rw: &mut PatternRewriter<'_>, loc: Location, ty: Type, source: Value) -> Value;
}

/// memref's reshape ops.
pub struct MemRefReshapes;

impl ReshapeDialect for MemRefReshapes {
    fn as_expand(ctx: &Context, op: OpId) -> Option<(Reshape, OutputShape)> {
        let e = ExpandShapeOp::cast(ctx, op)?;
        let groups = reassociation_indices(ctx, e.reassociation(ctx));
        let output = (e.static_output_shape(ctx).to_vec(), e.output_shape(ctx));
        let (source, result) = (e.src(ctx), e.result(ctx));
        Some((
            Reshape {
                source,
                result,
                groups,
            },
            output,
        ))
    }
    fn as_collapse(ctx: &Context, op: OpId) -> Option<Reshape> {
        let c = CollapseShapeOp::cast(ctx, op)?;
        let groups = reassociation_indices(ctx, c.reassociation(ctx));
        Some(Reshape {
            source: c.src(ctx),
            result: c.result(ctx),
            groups,
        })
    }
    fn build_expand(
        rw: &mut PatternRewriter<'_>,
        loc: Location,
        (ty, source): (Type, Value),
        groups: &[Vec<i64>],
        (statics, dynamics): (&[i64], &[Value]),
    ) -> Value {
        let attr = reassociation_attr(rw, groups);
        let statics = static_sizes_attr(rw, statics);
        ExpandShapeOp::build(rw, loc, ty, source, attr, dynamics, statics).result(rw)
    }
    fn build_collapse(
        rw: &mut PatternRewriter<'_>,
        loc: Location,
        (ty, source): (Type, Value),
        groups: &[Vec<i64>],
    ) -> Value {
        let attr = reassociation_attr(rw, groups);
        CollapseShapeOp::build(rw, loc, ty, source, attr).result(rw)
    }
    fn build_cast(rw: &mut PatternRewriter<'_>, loc: Location, ty: Type, source: Value) -> Value {
        CastOp::build(rw, loc, ty, source).dest(rw)
    }
}

/// The `array<i64: ...>` of an expand's static output sizes.
pub fn static_sizes_attr(rw: &mut PatternRewriter<'_>, sizes: &[i64]) -> ir::Attribute {
    let i64t = rw.i64();
    let wide: Vec<i128> = sizes.iter().map(|&s| i128::from(s)).collect();
    rw.dense_i_array_attr(i64t, &wide)
}

/// `hasNonIdentityLayout` (never for a tensor).
fn non_identity(ctx: &Context, v: Value) -> bool {
    let t = ctx.value_type(v);
    ctx.shape(t).is_some() && !has_identity_layout(ctx, t)
}

/// Whether any of `values` has a non-identity layout (the templates leave
/// such reshapes alone).
fn any_non_identity(ctx: &Context, values: [Value; 3]) -> bool {
    values.iter().any(|&v| non_identity(ctx, v))
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

/// `ComposeReassociativeReshapeOps` on expands: an expand of an expand is
/// one expand.
pub fn compose_expands<D: ReshapeDialect>(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((e, (statics, dynamics))) = D::as_expand(rw, op) else {
        return false;
    };
    let Some((src, _)) = rw.defining_op(e.source).and_then(|d| D::as_expand(rw, d)) else {
        return false;
    };
    if any_non_identity(rw, [src.source, e.source, e.result]) {
        return false;
    }
    let Some(groups) = compose_indices(&src.groups, &e.groups) else {
        return false;
    };
    let (loc, ty) = (rw.op_loc(op), rw.value_type(e.result));
    let v = D::build_expand(rw, loc, (ty, src.source), &groups, (&statics, &dynamics));
    rw.replace_op(op, &[v]).is_ok()
}

/// `ComposeReassociativeReshapeOps` on collapses: a collapse of a collapse
/// is one collapse.
pub fn compose_collapses<D: ReshapeDialect>(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(c) = D::as_collapse(rw, op) else {
        return false;
    };
    let Some(src) = rw.defining_op(c.source).and_then(|d| D::as_collapse(rw, d)) else {
        return false;
    };
    if any_non_identity(rw, [src.source, c.source, c.result]) {
        return false;
    }
    let Some(groups) = compose_indices(&src.groups, &c.groups) else {
        return false;
    };
    let (loc, ty) = (rw.op_loc(op), rw.value_type(c.result));
    let v = D::build_collapse(rw, loc, (ty, src.source), &groups);
    rw.replace_op(op, &[v]).is_ok()
}

/// `ComposeCollapseOfExpandOp`: a collapse of an expand is a collapse, an
/// expand or a cast of the expand's source.
pub fn collapse_of_expand<D: ReshapeDialect>(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(c) = D::as_collapse(rw, op) else {
        return false;
    };
    let Some((e, _)) = rw.defining_op(c.source).and_then(|d| D::as_expand(rw, d)) else {
        return false;
    };
    let source = e.source;
    if any_non_identity(rw, [c.source, source, e.result]) {
        return false;
    }
    let (src_ty, result_ty) = (rw.value_type(source), rw.value_type(c.result));
    if src_ty == result_ty {
        return false;
    }
    let (src_rank, result_rank) = (shape(rw, src_ty).len(), shape(rw, result_ty).len());
    let (higher, lower) = if src_rank > result_rank {
        (&e.groups, &c.groups)
    } else {
        (&c.groups, &e.groups)
    };
    let Some(composed) = compose_collapse_of_expand(higher, lower) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let v = match src_rank.cmp(&result_rank) {
        std::cmp::Ordering::Greater => D::build_collapse(rw, loc, (result_ty, source), &composed),
        std::cmp::Ordering::Less => {
            // Upstream infers the output shape, creating ops for dynamic
            // sizes; only static results are rewritten here.
            let out = shape(rw, result_ty);
            if out.contains(&DYNAMIC) {
                return false;
            }
            D::build_expand(rw, loc, (result_ty, source), &composed, (&out, &[]))
        }
        std::cmp::Ordering::Equal => D::build_cast(rw, loc, result_ty, source),
    };
    rw.replace_op(op, &[v]).is_ok()
}

/// `ComposeExpandOfCollapseOp`: an expand of a collapse is a collapse or an
/// expand of the collapse's source, when the groups line up.
pub fn expand_of_collapse<D: ReshapeDialect>(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((e, (statics, dynamics))) = D::as_expand(rw, op) else {
        return false;
    };
    let Some(c) = rw.defining_op(e.source).and_then(|d| D::as_collapse(rw, d)) else {
        return false;
    };
    let source = c.source;
    if any_non_identity(rw, [e.source, source, c.result]) {
        return false;
    }
    let (src_ty, result_ty) = (rw.value_type(source), rw.value_type(e.result));
    if src_ty == result_ty {
        return false;
    }
    let (src_shape, result_shape) = (shape(rw, src_ty), shape(rw, result_ty));
    let loc = rw.op_loc(op);
    let v = if src_shape.len() > result_shape.len() {
        let Some(groups) =
            collapsing_reassociation(&c.groups, &e.groups, &src_shape, &result_shape)
        else {
            return false;
        };
        D::build_collapse(rw, loc, (result_ty, source), &groups)
    } else {
        let Some(groups) =
            collapsing_reassociation(&e.groups, &c.groups, &result_shape, &src_shape)
        else {
            return false;
        };
        D::build_expand(rw, loc, (result_ty, source), &groups, (&statics, &dynamics))
    };
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

//! The canonicalization patterns of `tensor.expand_shape` and
//! `tensor.collapse_shape` (upstream's `ReshapeOpsUtils.h` templates and
//! `TensorOps.cpp`), in upstream's order. The reassociation compositions
//! are memref's.

use crate::cast::can_fold_into_consumer;
use crate::reshape::{collapsed_shape, reassociation_indices};
use crate::util::{shape, DYNAMIC};
use crate::*;
use ir::{AttrData, OpId, PatternRewriter, RewritePattern, Type, Value};
use memref::canonicalize::pattern;
use memref::reassociation_attr;
use memref::reshape_patterns::{
    collapsing_reassociation, compose_collapse_of_expand, compose_indices,
};

/// `ExpandShapeOp`: `ComposeReassociativeReshapeOps`,
/// `ComposeExpandOfCollapseOp`, `FoldReshapeWithConstant`,
/// `FoldReshapeWithSplat`, `FoldReshapeWithFromElements`,
/// `FoldDimOfExpandShape`, `FoldDimOfCollapseShape` (the last two rooted at
/// `tensor.dim`, building `affine.apply`).
pub fn expand_shape_patterns() -> Vec<Box<dyn RewritePattern>> {
    let root = ExpandShapeOp::OPERATION_NAME;
    vec![
        pattern(root, "ComposeReassociativeReshapeOps", compose_expands),
        pattern(root, "ComposeExpandOfCollapseOp", expand_of_collapse),
        pattern(root, "FoldReshapeWithConstant", reshape_of_constant),
        pattern(root, "FoldReshapeWithSplat", reshape_of_splat),
        pattern(
            root,
            "FoldReshapeWithFromElements",
            reshape_of_from_elements,
        ),
        pattern(DimOp::OPERATION_NAME, "FoldDimOfExpandShape", dim_of_expand),
        pattern(
            DimOp::OPERATION_NAME,
            "FoldDimOfCollapseShape",
            dim_of_collapse,
        ),
    ]
}

/// `CollapseShapeOp`: `ComposeReassociativeReshapeOps`,
/// `ComposeCollapseOfExpandOp`, `FoldReshapeWithConstant`,
/// `FoldReshapeWithSplat`, `FoldReshapeWithFromElements`,
/// `FoldCollapseOfCastOp`.
pub fn collapse_shape_patterns() -> Vec<Box<dyn RewritePattern>> {
    let root = CollapseShapeOp::OPERATION_NAME;
    vec![
        pattern(root, "ComposeReassociativeReshapeOps", compose_collapses),
        pattern(root, "ComposeCollapseOfExpandOp", collapse_of_expand),
        pattern(root, "FoldReshapeWithConstant", reshape_of_constant),
        pattern(root, "FoldReshapeWithSplat", reshape_of_splat),
        pattern(
            root,
            "FoldReshapeWithFromElements",
            reshape_of_from_elements,
        ),
        pattern(root, "FoldCollapseOfCastOp", collapse_of_cast),
    ]
}

/// The source, result and groups of an expand or collapse.
fn reshape_parts(ctx: &ir::Context, op: OpId) -> Option<(Value, Value, Vec<Vec<i64>>)> {
    if let Some(e) = ExpandShapeOp::cast(ctx, op) {
        let g = reassociation_indices(ctx, e.reassociation(ctx));
        return Some((e.src(ctx), e.result(ctx), g));
    }
    let c = CollapseShapeOp::cast(ctx, op)?;
    let g = reassociation_indices(ctx, c.reassociation(ctx));
    Some((c.src(ctx), c.result(ctx), g))
}

fn build_expand(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    ty: Type,
    source: Value,
    groups: &[Vec<i64>],
    (statics, dynamics): (&[i64], &[Value]),
) -> Value {
    let loc = rw.op_loc(op);
    let attr = reassociation_attr(rw, groups);
    let i64t = rw.i64();
    let wide: Vec<i128> = statics.iter().map(|&s| i128::from(s)).collect();
    let statics = rw.dense_i_array_attr(i64t, &wide);
    ExpandShapeOp::build(rw, loc, ty, source, attr, dynamics, statics).result(rw)
}

fn build_collapse(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    ty: Type,
    source: Value,
    groups: &[Vec<i64>],
) -> Value {
    let loc = rw.op_loc(op);
    let attr = reassociation_attr(rw, groups);
    CollapseShapeOp::build(rw, loc, ty, source, attr).result(rw)
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
    let producer = reassociation_indices(rw, src.reassociation(rw));
    let consumer = reassociation_indices(rw, e.reassociation(rw));
    let Some(groups) = compose_indices(&producer, &consumer) else {
        return false;
    };
    let t = rw.value_type(e.result(rw));
    let statics = e.static_output_shape(rw).to_vec();
    let dynamics = e.output_shape(rw);
    let source = src.src(rw);
    let v = build_expand(rw, op, t, source, &groups, (&statics, &dynamics));
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
    let producer = reassociation_indices(rw, src.reassociation(rw));
    let consumer = reassociation_indices(rw, c.reassociation(rw));
    let Some(groups) = compose_indices(&producer, &consumer) else {
        return false;
    };
    let t = rw.value_type(c.result(rw));
    let source = src.src(rw);
    let v = build_collapse(rw, op, t, source, &groups);
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
    let (st, rt) = (rw.value_type(source), rw.value_type(c.result(rw)));
    if st == rt {
        return false;
    }
    let (sr, rr) = (shape(rw, st).len(), shape(rw, rt).len());
    let (ge, gc) = (
        reassociation_indices(rw, e.reassociation(rw)),
        reassociation_indices(rw, c.reassociation(rw)),
    );
    let (higher, lower) = if sr > rr { (&ge, &gc) } else { (&gc, &ge) };
    let Some(composed) = compose_collapse_of_expand(higher, lower) else {
        return false;
    };
    let v = match sr.cmp(&rr) {
        std::cmp::Ordering::Greater => build_collapse(rw, op, rt, source, &composed),
        std::cmp::Ordering::Less => {
            // Upstream infers the output shape, building ops for dynamic
            // sizes (`affine.apply`); only static results are rewritten.
            let out = shape(rw, rt);
            if out.contains(&DYNAMIC) {
                return false;
            }
            build_expand(rw, op, rt, source, &composed, (&out, &[]))
        }
        std::cmp::Ordering::Equal => {
            let loc = rw.op_loc(op);
            CastOp::build(rw, loc, rt, source).dest(rw)
        }
    };
    rw.replace_op(op, &[v]).is_ok()
}

fn reshape_of_constant(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((src, result, _)) = reshape_parts(rw, op) else {
        return false;
    };
    let Some(c) = rw.defining_op(src).and_then(|d| rw.constant_value(d)) else {
        return false;
    };
    if !crate::elements::is_splat(rw, c) {
        return false;
    }
    let t = rw.value_type(result);
    let Some((_, data)) = rw.as_dense_elements(c) else {
        return false;
    };
    let data = data.clone();
    let attr = rw.get_attr(AttrData::DenseElements { ty: t, data });
    let loc = rw.op_loc(op);
    let v = arith::ConstantOp::build(rw, loc, t, attr).result(rw);
    rw.replace_op(op, &[v]).is_ok()
}

fn reshape_of_splat(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((src, result, _)) = reshape_parts(rw, op) else {
        return false;
    };
    let Some(splat) = rw.defining_op(src).and_then(|d| SplatOp::cast(rw, d)) else {
        return false;
    };
    if !rw.has_static_shape(rw.value_type(splat.aggregate(rw))) {
        return false;
    }
    let (loc, t, input) = (rw.op_loc(op), rw.value_type(result), splat.input(rw));
    let v = SplatOp::build(rw, loc, t, input, &[]).aggregate(rw);
    rw.replace_op(op, &[v]).is_ok()
}

fn reshape_of_from_elements(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((src, result, _)) = reshape_parts(rw, op) else {
        return false;
    };
    let Some(from) = rw
        .defining_op(src)
        .and_then(|d| FromElementsOp::cast(rw, d))
    else {
        return false;
    };
    let t = rw.value_type(result);
    if !rw.has_static_shape(t) {
        return false;
    }
    let (loc, elements) = (rw.op_loc(op), from.elements(rw));
    let v = FromElementsOp::build(rw, loc, t, &elements).result(rw);
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
    let source = cast.source(rw);
    let st = rw.value_type(source);
    let groups = reassociation_indices(rw, c.reassociation(rw));
    let sizes = collapsed_shape(&shape(rw, st), &groups);
    // `inferCollapsedType` keeps no encoding.
    let element = rw.element_type_or_self(st);
    let new_ty = rw.ranked_tensor(&sizes, element);
    let rt = rw.value_type(c.result(rw));
    if new_ty == rt {
        return rw.modify_op_in_place(op, |ctx| ctx.set_operand(op, 0, source).is_ok());
    }
    let new = build_collapse(rw, op, new_ty, source, &groups);
    let loc = rw.op_loc(op);
    let v = CastOp::build(rw, loc, rt, new).dest(rw);
    rw.replace_op(op, &[v]).is_ok()
}

fn expand_of_collapse(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(e) = ExpandShapeOp::cast(rw, op) else {
        return false;
    };
    let Some(c) = rw
        .defining_op(e.src(rw))
        .and_then(|d| CollapseShapeOp::cast(rw, d))
    else {
        return false;
    };
    let source = c.src(rw);
    let (st, rt) = (rw.value_type(source), rw.value_type(e.result(rw)));
    if st == rt {
        return false;
    }
    let (src_shape, result_shape) = (shape(rw, st), shape(rw, rt));
    let src_groups = reassociation_indices(rw, c.reassociation(rw));
    let result_groups = reassociation_indices(rw, e.reassociation(rw));
    if src_shape.len() > result_shape.len() {
        let Some(groups) =
            collapsing_reassociation(&src_groups, &result_groups, &src_shape, &result_shape)
        else {
            return false;
        };
        let v = build_collapse(rw, op, rt, source, &groups);
        return rw.replace_op(op, &[v]).is_ok();
    }
    let Some(groups) =
        collapsing_reassociation(&result_groups, &src_groups, &result_shape, &src_shape)
    else {
        return false;
    };
    let statics = e.static_output_shape(rw).to_vec();
    let dynamics = e.output_shape(rw);
    let v = build_expand(rw, op, rt, source, &groups, (&statics, &dynamics));
    rw.replace_op(op, &[v]).is_ok()
}

/// The dim op and its constant index, when it takes a dynamic size of a
/// value `def` defines.
fn dim_of_dynamic(rw: &PatternRewriter<'_>, op: OpId) -> Option<(DimOp, usize, OpId)> {
    let dim = DimOp::cast(rw, op)?;
    let index = usize::try_from(crate::util::constant_int(rw, dim.index(rw))?).ok()?;
    let source = dim.source(rw);
    let sizes = shape(rw, rw.value_type(source));
    (sizes.get(index) == Some(&DYNAMIC)).then_some(())?;
    Some((dim, index, rw.defining_op(source)?))
}

/// Replaces `op` by `affine.apply` of `()[s0, ...] -> (expr)` on `operands`.
fn replace_with_apply(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    expr: ir::affine::AffineExpr,
    operands: &[Value],
) -> bool {
    let symbols = u32::try_from(operands.len()).unwrap_or(u32::MAX);
    let map = rw.affine_map(0, symbols, &[expr]);
    let attr = rw.affine_map_attr(map);
    let (loc, index) = (rw.op_loc(op), rw.index_type());
    let v = affine::AffineApplyOp::build(rw, loc, index, attr, operands).result(rw);
    rw.replace_op(op, &[v]).is_ok()
}

/// A `tensor.dim` of dimension `i` of `source` at `loc`.
fn dim_at(rw: &mut PatternRewriter<'_>, loc: ir::Location, source: Value, i: i64) -> Value {
    let index = rw.index_type();
    let value = rw.index_attr(i);
    let c = arith::ConstantOp::build(rw, loc, index, value).result(rw);
    DimOp::build(rw, loc, index, source, c).result(rw)
}

fn dim_of_expand(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((_, dim, def)) = dim_of_dynamic(rw, op) else {
        return false;
    };
    let Some(e) = ExpandShapeOp::cast(rw, def) else {
        return false;
    };
    let groups = reassociation_indices(rw, e.reassociation(rw));
    let Some(src_dim) = groups.iter().position(|g| g.contains(&(dim as i64))) else {
        return false;
    };
    let sizes = shape(rw, rw.value_type(e.result(rw)));
    let mut product: i64 = 1;
    for &d in &groups[src_dim] {
        if d != dim as i64 {
            match sizes.get(d as usize) {
                Some(&s) if s != DYNAMIC => product = product.wrapping_mul(s),
                _ => return false,
            }
        }
    }
    let loc = rw.op_loc(op);
    let source = e.src(rw);
    let size = dim_at(rw, loc, source, src_dim as i64);
    let s0 = rw.affine_symbol(0);
    let c = rw.affine_constant(product);
    let expr = rw.affine_floor_div(s0, c);
    replace_with_apply(rw, op, expr, &[size])
}

fn dim_of_collapse(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((_, dim, def)) = dim_of_dynamic(rw, op) else {
        return false;
    };
    let Some(c) = CollapseShapeOp::cast(rw, def) else {
        return false;
    };
    let groups = reassociation_indices(rw, c.reassociation(rw));
    let Some(group) = groups.get(dim).cloned() else {
        return false;
    };
    let loc = rw.op_loc(op);
    let source = c.src(rw);
    let mut sizes = Vec::with_capacity(group.len());
    let mut product: Option<ir::affine::AffineExpr> = None;
    for (k, &d) in group.iter().enumerate() {
        sizes.push(dim_at(rw, loc, source, d));
        let s = rw.affine_symbol(k as u32);
        product = Some(match product {
            Some(p) => rw.affine_mul(p, s),
            None => s,
        });
    }
    let Some(expr) = product else {
        return false;
    };
    replace_with_apply(rw, op, expr, &sizes)
}

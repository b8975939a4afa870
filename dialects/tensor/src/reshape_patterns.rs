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
    collapse_of_expand, compose_collapses, compose_expands, expand_of_collapse, static_sizes_attr,
    OutputShape, Reshape, ReshapeDialect,
};

/// `ExpandShapeOp`: `ComposeReassociativeReshapeOps`,
/// `ComposeExpandOfCollapseOp`, `FoldReshapeWithConstant`,
/// `FoldReshapeWithSplat`, `FoldReshapeWithFromElements`,
/// `FoldDimOfExpandShape`, `FoldDimOfCollapseShape` (the last two rooted at
/// `tensor.dim`, building `affine.apply`).
pub fn expand_shape_patterns() -> Vec<Box<dyn RewritePattern>> {
    let root = ExpandShapeOp::OPERATION_NAME;
    vec![
        pattern(
            root,
            "ComposeReassociativeReshapeOps",
            compose_expands::<TensorReshapes>,
        ),
        pattern(
            root,
            "ComposeExpandOfCollapseOp",
            expand_of_collapse::<TensorReshapes>,
        ),
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
        pattern(
            root,
            "ComposeReassociativeReshapeOps",
            compose_collapses::<TensorReshapes>,
        ),
        pattern(
            root,
            "ComposeCollapseOfExpandOp",
            collapse_of_expand::<TensorReshapes>,
        ),
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

/// tensor's reshape ops, for memref's shared reshape patterns.
struct TensorReshapes;

impl ReshapeDialect for TensorReshapes {
    fn as_expand(ctx: &ir::Context, op: OpId) -> Option<(Reshape, OutputShape)> {
        let e = ExpandShapeOp::cast(ctx, op)?;
        let output = (e.static_output_shape(ctx).to_vec(), e.output_shape(ctx));
        let (source, result, groups) = reshape_parts(ctx, op)?;
        Some((
            Reshape {
                source,
                result,
                groups,
            },
            output,
        ))
    }
    fn as_collapse(ctx: &ir::Context, op: OpId) -> Option<Reshape> {
        CollapseShapeOp::cast(ctx, op)?;
        let (source, result, groups) = reshape_parts(ctx, op)?;
        Some(Reshape {
            source,
            result,
            groups,
        })
    }
    fn build_expand(
        rw: &mut PatternRewriter<'_>,
        loc: ir::Location,
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
        loc: ir::Location,
        (ty, source): (Type, Value),
        groups: &[Vec<i64>],
    ) -> Value {
        let attr = reassociation_attr(rw, groups);
        CollapseShapeOp::build(rw, loc, ty, source, attr).result(rw)
    }
    fn build_cast(
        rw: &mut PatternRewriter<'_>,
        loc: ir::Location,
        ty: Type,
        source: Value,
    ) -> Value {
        CastOp::build(rw, loc, ty, source).dest(rw)
    }
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
    let loc = rw.op_loc(op);
    let new = TensorReshapes::build_collapse(rw, loc, (new_ty, source), &groups);
    let v = TensorReshapes::build_cast(rw, loc, rt, new);
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

//! `memref.expand_shape` and `memref.collapse_shape` (upstream
//! `MemRefOps.cpp`): reassociation groups, the expanded and collapsed
//! layouts, their verifiers and folders.

use crate::asm::DYNAMIC;
use crate::subview::MemRefParts;
use crate::util::{
    has_identity_layout, memory_space, op_error, quoted, sat_mul, shape, strides_and_offset,
};
use crate::*;
use ir::interfaces::FoldResult as Ofr;
use ir::{
    Attribute, Context, Diagnostic, FoldResult, OpBuilder, OpId, RewritePattern, Type, Value,
};

/// The reassociation groups of a `[[0, 1], [2]]` attribute.
pub fn reassociation_indices(ctx: &Context, attr: Attribute) -> Vec<Vec<i64>> {
    ctx.attr_as_array(attr)
        .unwrap_or(&[])
        .iter()
        .map(|&g| {
            ctx.attr_as_array(g)
                .unwrap_or(&[])
                .iter()
                .filter_map(|&i| ctx.attr_as_int(i))
                .collect()
        })
        .collect()
}

/// `verifyCollapsedShape` (multiple dynamic sizes per group allowed).
fn verify_collapsed_shape(
    ctx: &Context,
    op: OpId,
    collapsed: &[i64],
    expanded: &[i64],
    groups: &[Vec<i64>],
) -> Result<(), Diagnostic> {
    if collapsed.len() != groups.len() {
        return Err(op_error(
            ctx,
            op,
            format_args!(
                "invalid number of reassociation groups: found {}, expected {}",
                groups.len(),
                collapsed.len()
            ),
        ));
    }
    let mut next: i64 = 0;
    for (collapsed_dim, group) in groups.iter().enumerate() {
        let mut found_dynamic = false;
        for &d in group {
            if d != next {
                return Err(op_error(
                    ctx,
                    op,
                    "reassociation indices must be contiguous",
                ));
            }
            next += 1;
            let Some(&size) = usize::try_from(d).ok().and_then(|i| expanded.get(i)) else {
                return Err(op_error(
                    ctx,
                    op,
                    format_args!("reassociation index {d} is out of bounds"),
                ));
            };
            found_dynamic |= size == DYNAMIC;
        }
        if (collapsed[collapsed_dim] == DYNAMIC) != found_dynamic {
            return Err(op_error(
                ctx,
                op,
                format_args!(
                    "collapsed dim ({collapsed_dim}) must be dynamic if and only if reassociation group is dynamic"
                ),
            ));
        }
        if !found_dynamic {
            let size = group
                .iter()
                .fold(1i64, |acc, &d| acc.wrapping_mul(expanded[d as usize]));
            if size != collapsed[collapsed_dim] {
                return Err(op_error(
                    ctx,
                    op,
                    format_args!(
                        "collapsed dim size ({}) must equal reassociation group size ({size})",
                        collapsed[collapsed_dim]
                    ),
                ));
            }
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|&d| d != 1) {
            return Err(op_error(
                ctx,
                op,
                "rank 0 memrefs can only be extended/collapsed with/from ones",
            ));
        }
    } else if next != expanded.len() as i64 {
        return Err(op_error(
            ctx,
            op,
            format_args!(
                "expanded rank ({}) inconsistent with number of reassociation indices ({next})",
                expanded.len()
            ),
        ));
    }
    Ok(())
}

/// `computeExpandedLayoutMap`: the strides of the expanded type.
fn expanded_layout(
    ctx: &Context,
    src: Type,
    result_shape: &[i64],
    groups: &[Vec<i64>],
) -> Option<(Vec<i64>, i64)> {
    let (src_strides, offset) = strides_and_offset(ctx, src)?;
    let mut reverse = Vec::with_capacity(result_shape.len());
    let mut index = result_shape.len();
    for (group, &stride) in groups.iter().zip(&src_strides).rev() {
        let mut current = stride;
        for _ in group {
            reverse.push(current);
            index = index.checked_sub(1)?;
            current = sat_mul(current, result_shape[index]);
        }
    }
    let mut strides: Vec<i64> = reverse.into_iter().rev().collect();
    strides.resize(result_shape.len(), 1);
    Some((strides, offset))
}

/// `computeCollapsedLayoutMap` (non-strict).
fn collapsed_layout(ctx: &Context, src: Type, groups: &[Vec<i64>]) -> Option<(Vec<i64>, i64)> {
    collapsed_layout_with(ctx, src, groups, false)
}

/// `computeCollapsedLayoutMap`: the strides of the collapsed type, `None`
/// when a group is not contiguous (or, when `strict`, when its
/// contiguity depends on a dynamic size or stride).
fn collapsed_layout_with(
    ctx: &Context,
    src: Type,
    groups: &[Vec<i64>],
    strict: bool,
) -> Option<(Vec<i64>, i64)> {
    let (src_strides, offset) = strides_and_offset(ctx, src)?;
    let src_shape = shape(ctx, src);
    let mut result = Vec::with_capacity(groups.len());
    for group in groups {
        let mut r: &[i64] = group;
        while r.len() > 1 && src_shape[*r.last()? as usize] == 1 {
            r = &r[..r.len() - 1];
        }
        let last = *r.last()? as usize;
        if src_shape[last] != DYNAMIC || r.len() == 1 {
            result.push(src_strides[last]);
        } else {
            result.push(DYNAMIC);
        }
    }
    for (k, group) in groups.iter().enumerate().rev() {
        let mut stride = result[k];
        for &idx in group.iter().skip(1).rev() {
            let idx = idx as usize;
            stride = sat_mul(stride, src_shape[idx]);
            let src_stride = src_strides[idx - 1];
            if strict && (stride == DYNAMIC || src_stride == DYNAMIC) {
                return None;
            }
            if src_shape[idx - 1] == 1 {
                continue;
            }
            if stride != DYNAMIC && src_stride != DYNAMIC && stride != src_stride {
                return None;
            }
        }
    }
    Some((result, offset))
}

/// The parts of a memref type of `src`'s element type and memory space.
fn parts(ctx: &Context, src: Type, shape: &[i64], layout: Option<(Vec<i64>, i64)>) -> MemRefParts {
    let strided = layout.is_some();
    let (strides, offset) = layout.unwrap_or_default();
    MemRefParts {
        shape: shape.to_vec(),
        element: ctx.element_type_or_self(src),
        strides,
        offset,
        memory_space: memory_space(ctx, src),
        strided,
    }
}

/// `CollapseShapeOp::isGuaranteedCollapsible`: an identity layout, or
/// one whose groups are contiguous whatever the dynamic sizes.
pub fn is_guaranteed_collapsible(ctx: &Context, src: Type, groups: &[Vec<i64>]) -> bool {
    has_identity_layout(ctx, src) || collapsed_layout_with(ctx, src, groups, true).is_some()
}

/// `ExpandShapeOp::computeExpandedType`: `result_shape` with `src`'s
/// layout expanded (`None` when it cannot be).
pub fn expanded_type(
    ctx: &Context,
    src: Type,
    result_shape: &[i64],
    groups: &[Vec<i64>],
) -> Option<MemRefParts> {
    let layout = if has_identity_layout(ctx, src) {
        None
    } else {
        Some(expanded_layout(ctx, src, result_shape, groups)?)
    };
    Some(parts(ctx, src, result_shape, layout))
}

/// `CollapseShapeOp::computeCollapsedType`: group sizes multiplied, the
/// layout collapsed (`None` when it cannot be).
pub fn collapsed_type(ctx: &Context, src: Type, groups: &[Vec<i64>]) -> Option<MemRefParts> {
    let src_shape = shape(ctx, src);
    let result_shape: Vec<i64> = groups
        .iter()
        .map(|g| {
            g.iter().fold(1, |acc, &d| {
                sat_mul(acc, src_shape.get(d as usize).copied().unwrap_or(DYNAMIC))
            })
        })
        .collect();
    let layout = if has_identity_layout(ctx, src) {
        None
    } else {
        Some(collapsed_layout(ctx, src, groups)?)
    };
    Some(parts(ctx, src, &result_shape, layout))
}

/// The `[[0, 1], [2]]` attribute of reassociation groups.
pub fn reassociation_attr(ctx: &mut Context, groups: &[Vec<i64>]) -> Attribute {
    let inner: Vec<Attribute> = groups
        .iter()
        .map(|g| {
            let items: Vec<Attribute> = g.iter().map(|&d| ctx.i64_attr(d)).collect();
            ctx.array_attr(&items)
        })
        .collect();
    ctx.array_attr(&inner)
}

/// `foldReshapeOp`: a reshape to its own type, or undoing its inverse.
fn fold_reshape(
    ctx: &Context,
    src: Value,
    result: Value,
    inverse_src: Option<Value>,
) -> FoldResult {
    let result_ty = ctx.value_type(result);
    if ctx.value_type(src) == result_ty {
        return FoldResult::single(Ofr::Value(src));
    }
    match inverse_src {
        Some(v) if ctx.value_type(v) == result_ty => FoldResult::single(Ofr::Value(v)),
        _ => FoldResult::Failure,
    }
}

impl ExpandShapeOpHooks for ExpandShapeOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let src = ctx.value_type(self.src(ctx));
        let result = ctx.value_type(self.result(ctx));
        let (src_shape, result_shape) = (shape(ctx, src), shape(ctx, result));
        let (r0, r1) = (src_shape.len(), result_shape.len());
        if r0 > r1 {
            return Err(op_error(
                ctx,
                op,
                format_args!(
                    "has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1})."
                ),
            ));
        }
        let groups = reassociation_indices(ctx, self.reassociation(ctx));
        verify_collapsed_shape(ctx, op, &src_shape, &result_shape, &groups)?;
        let layout = if has_identity_layout(ctx, src) {
            None
        } else {
            match expanded_layout(ctx, src, &result_shape, &groups) {
                Some(l) => Some(l),
                None => return Err(op_error(ctx, op, "invalid source layout map")),
            }
        };
        let expected = parts(ctx, src, &result_shape, layout);
        if !expected.is(ctx, result) {
            return Err(op_error(
                ctx,
                op,
                format_args!(
                    "expected expanded type to be '{}' but found {}",
                    expected.text(ctx),
                    quoted(ctx, result)
                ),
            ));
        }
        let statics = self.static_output_shape(ctx);
        if statics.len() != r1 {
            return Err(op_error(
                ctx,
                op,
                format_args!(
                    "expected number of static shape bounds to be equal to the output rank ({r1}) but found {} inputs instead",
                    statics.len()
                ),
            ));
        }
        let dynamic = statics.iter().filter(|&&d| d == DYNAMIC).count();
        let given = self.output_shape(ctx).len();
        if given != dynamic {
            return Err(op_error(
                ctx,
                op,
                format_args!(
                    "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {given} values"
                ),
            ));
        }
        for (pos, (&size, &given)) in result_shape.iter().zip(statics.iter()).enumerate() {
            if size != DYNAMIC && size != given {
                return Err(op_error(
                    ctx,
                    op,
                    format_args!("invalid output shape provided at pos {pos}"),
                ));
            }
        }
        Ok(())
    }
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        let src = self.src(ctx);
        let inverse = ctx
            .defining_op(src)
            .and_then(|d| CollapseShapeOp::cast(ctx, d))
            .map(|c| c.src(ctx));
        fold_reshape(ctx, src, self.result(ctx), inverse)
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::reshape_patterns::expand_patterns()
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.result(ctx), "expand_shape");
    }
    fn reify_result_shapes(
        op: Self,
        builder: &mut OpBuilder,
        shapes: &mut Vec<Vec<Ofr>>,
    ) -> Result<(), Diagnostic> {
        let statics = op.static_output_shape(builder).to_vec();
        let mut dynamic = op.output_shape(builder).into_iter();
        let mut out = Vec::with_capacity(statics.len());
        for &s in statics.iter() {
            if s == DYNAMIC {
                let v = dynamic.next().ok_or_else(|| {
                    Diagnostic::op_error(builder, op.operation(), "expected a dynamic output size")
                })?;
                out.push(Ofr::Value(v));
            } else {
                let a = builder.index_attr(s);
                out.push(Ofr::Attr(a));
            }
        }
        shapes.push(out);
        Ok(())
    }
    fn get_view_source(op: Self, ctx: &Context) -> Value {
        op.src(ctx)
    }
}

impl CollapseShapeOpHooks for CollapseShapeOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let src = ctx.value_type(self.src(ctx));
        let result = ctx.value_type(self.result(ctx));
        let (src_shape, result_shape) = (shape(ctx, src), shape(ctx, result));
        let (r0, r1) = (src_shape.len(), result_shape.len());
        if r0 < r1 {
            return Err(op_error(
                ctx,
                op,
                format_args!(
                    "has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1})."
                ),
            ));
        }
        let groups = reassociation_indices(ctx, self.reassociation(ctx));
        verify_collapsed_shape(ctx, op, &result_shape, &src_shape, &groups)?;
        let layout = if has_identity_layout(ctx, src) {
            None
        } else {
            match collapsed_layout(ctx, src, &groups) {
                Some(l) => Some(l),
                None => {
                    return Err(op_error(
                        ctx,
                        op,
                        "invalid source layout map or collapsing non-contiguous dims",
                    ))
                }
            }
        };
        let expected = parts(ctx, src, &result_shape, layout);
        if !expected.is(ctx, result) {
            return Err(op_error(
                ctx,
                op,
                format_args!(
                    "expected collapsed type to be '{}' but found {}",
                    expected.text(ctx),
                    quoted(ctx, result)
                ),
            ));
        }
        Ok(())
    }
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        let src = self.src(ctx);
        let inverse = ctx
            .defining_op(src)
            .and_then(|d| ExpandShapeOp::cast(ctx, d))
            .map(|e| e.src(ctx));
        fold_reshape(ctx, src, self.result(ctx), inverse)
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::reshape_patterns::collapse_patterns()
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.result(ctx), "collapse_shape");
    }
    fn get_view_source(op: Self, ctx: &Context) -> Value {
        op.src(ctx)
    }
}

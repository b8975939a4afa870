//! `tensor.reshape`, `tensor.expand_shape` and `tensor.collapse_shape`
//! (upstream `TensorOps.cpp` and `ReshapeOpsUtils`): reassociation checks,
//! the collapsed type, verifiers and folders.

use crate::elements::reshape_constant_source;
use crate::util::{constant_int, op_error, shape, tensor_text, ty, DYNAMIC};
use crate::*;
use ir::interfaces::FoldResult as Ofr;
use ir::{AttrData, Attribute, Context, Diagnostic, FoldResult, OpId, RewritePattern, Type, Value};

pub use memref::reassociation_indices;

impl ReshapeOpHooks for ReshapeOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let source = ctx.value_type(self.source(ctx));
        let result = ctx.value_type(self.result(ctx));
        if ctx.element_type(source) != ctx.element_type(result) {
            return Err(op_error(
                ctx,
                op,
                "element types of source and destination tensor types should be the same",
            ));
        }
        let shape_size = shape(ctx, ctx.value_type(self.shape(ctx)))
            .first()
            .copied()
            .unwrap_or(DYNAMIC);
        let Some(result_rank) = ctx.rank(result) else {
            return Ok(());
        };
        if ctx.has_static_shape(source)
            && ctx.has_static_shape(result)
            && ctx.num_elements(source) != ctx.num_elements(result)
        {
            return Err(op_error(
                ctx,
                op,
                "source and destination tensor should have the same number of elements",
            ));
        }
        if shape_size == DYNAMIC {
            return Err(op_error(
                ctx,
                op,
                "cannot use shape operand with dynamic length to reshape to statically-ranked tensor type",
            ));
        }
        if usize::try_from(shape_size).ok() != Some(result_rank) {
            return Err(op_error(
                ctx,
                op,
                "length of shape operand differs from the result's tensor rank",
            ));
        }
        Ok(())
    }
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let result = self.result(ctx);
        let result_ty = ctx.value_type(result);
        if let Some(a) =
            reshape_constant_source(ctx, operands.first().copied().flatten(), result_ty, None)
        {
            return FoldResult::single(Ofr::Attr(a));
        }
        let source = self.source(ctx);
        if let Some(inner) = ctx
            .defining_op(source)
            .and_then(|d| ReshapeOp::cast(ctx, d))
        {
            let inner_source = inner.source(ctx);
            if ctx.set_operand(self.operation(), 0, inner_source).is_ok() {
                return FoldResult::InPlace;
            }
        }
        let source_ty = ctx.value_type(source);
        if !ctx.is_ranked_tensor(source_ty) || source_ty != result_ty {
            return FoldResult::Failure;
        }
        let sizes = shape(ctx, source_ty);
        if sizes.len() == 1 {
            return FoldResult::single(Ofr::Value(source));
        }
        let from = ctx
            .defining_op(self.shape(ctx))
            .and_then(|d| FromElementsOp::cast(ctx, d));
        if let Some(from) = from {
            let elements = from.elements(ctx);
            let noop = elements.len() == sizes.len()
                && elements.iter().enumerate().all(|(id, &e)| {
                    if let Some(c) = constant_int(ctx, e) {
                        return c == sizes[id];
                    }
                    ctx.defining_op(e)
                        .and_then(|d| DimOp::cast(ctx, d))
                        .is_some_and(|dim| {
                            dim.source(ctx) == source
                                && constant_int(ctx, dim.index(ctx)) == Some(id as i64)
                        })
                });
            if noop {
                return FoldResult::single(Ofr::Value(source));
            }
        }
        FoldResult::Failure
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.result(ctx), "reshape");
    }
}

/// `CollapseShapeOp::inferCollapsedType`'s sizes: each group's product,
/// dynamic when one of its sizes is.
pub fn collapsed_shape(expanded: &[i64], groups: &[Vec<i64>]) -> Vec<i64> {
    let mut next = 0usize;
    groups
        .iter()
        .map(|g| {
            let band = expanded.get(next..next + g.len()).unwrap_or(&[]);
            next += g.len();
            if band.contains(&DYNAMIC) {
                DYNAMIC
            } else {
                band.iter().fold(1i64, |a, &d| a.wrapping_mul(d))
            }
        })
        .collect()
}

/// `verifyReshapeLikeTypes` and the collapsed-type check of
/// `verifyTensorReshapeOp`.
fn verify_reshape(
    ctx: &Context,
    op: OpId,
    groups: &[Vec<i64>],
    expanded: Type,
    collapsed: Type,
) -> Result<(), Diagnostic> {
    let (ex, co) = (shape(ctx, expanded), shape(ctx, collapsed));
    if ex.len() < co.len() {
        return Err(op_error(
            ctx,
            op,
            format_args!(
                "expected the expanded type, {} to have a higher (or same) rank than the collapsed type, {}.",
                ty(ctx, expanded),
                ty(ctx, collapsed)
            ),
        ));
    }
    if co.len() != groups.len() {
        return Err(op_error(
            ctx,
            op,
            format_args!(
                "expected collapsed rank ({}) to equal the number of reassociation maps ({}).",
                co.len(),
                groups.len()
            ),
        ));
    }
    // The maps' dimension count is one past the largest index of all.
    let num_dims = groups
        .iter()
        .flatten()
        .copied()
        .max()
        .map_or(0, |m| m.saturating_add(1));
    if !groups.is_empty() && usize::try_from(num_dims).ok() != Some(ex.len()) {
        return Err(op_error(
            ctx,
            op,
            format_args!(
                "expected reassociation map #0 to have size equal to the expanded rank ({}), but it is  {num_dims}.",
                ex.len()
            ),
        ));
    }
    let mut next = 0i64;
    for (i, g) in groups.iter().enumerate() {
        // An empty group is an empty map, which upstream's printer-side
        // conversion never makes: flag it as invalid as well.
        if g.is_empty()
            || g.iter().any(|&d| {
                let ok = d == next;
                next += 1;
                !ok
            })
        {
            return Err(op_error(
                ctx,
                op,
                format_args!("expected reassociation map #{i} to be valid and contiguous."),
            ));
        }
    }
    let mut start = 0usize;
    for (i, g) in groups.iter().enumerate() {
        let band = ex.get(start..start + g.len()).unwrap_or(&[]);
        start += g.len();
        if band.contains(&DYNAMIC) {
            if co[i] != DYNAMIC {
                return Err(op_error(
                    ctx,
                    op,
                    format_args!(
                        "expected dimension {i} of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic"
                    ),
                ));
            }
        } else {
            let product = band.iter().fold(1i64, |a, &d| a.wrapping_mul(d));
            if co[i] != product {
                return Err(op_error(
                    ctx,
                    op,
                    format_args!(
                        "expected dimension {i} of collapsed type to be static value of {product}"
                    ),
                ));
            }
        }
    }
    let expected = collapsed_shape(&ex, groups);
    let same = expected == co && ctx.element_type(collapsed) == ctx.element_type(expanded);
    if !same {
        let text = tensor_text(ctx, &expected, ctx.element_type_or_self(expanded), None);
        return Err(op_error(
            ctx,
            op,
            format_args!(
                "expected collapsed type to be {text}, but got {}",
                ty(ctx, collapsed)
            ),
        ));
    }
    Ok(())
}

/// The producer of a reshape's source when it is a reshape: its source,
/// result and groups.
struct Inverse {
    src: Value,
    result: Value,
    groups: Vec<Vec<i64>>,
}

impl Inverse {
    /// The collapse (`collapse`) or expand defining `v`.
    fn of(ctx: &Context, v: Value, collapse: bool) -> Option<Inverse> {
        let d = ctx.defining_op(v)?;
        let (src, result, reassociation) = if collapse {
            let c = CollapseShapeOp::cast(ctx, d)?;
            (c.src(ctx), c.result(ctx), c.reassociation(ctx))
        } else {
            let e = ExpandShapeOp::cast(ctx, d)?;
            (e.src(ctx), e.result(ctx), e.reassociation(ctx))
        };
        Some(Inverse {
            src,
            result,
            groups: reassociation_indices(ctx, reassociation),
        })
    }
}

/// `foldReshapeOp`: a reshape to its own type, of a constant, or undoing
/// its inverse (with at most one dynamic size per group unless it
/// expanded first).
fn fold_reshape(
    ctx: &mut Context,
    (src, result): (Value, Value),
    groups: &[Vec<i64>],
    constant: Option<Attribute>,
    inverse: Option<Inverse>,
) -> FoldResult {
    let (st, rt) = (ctx.value_type(src), ctx.value_type(result));
    if st == rt {
        return FoldResult::single(Ofr::Value(src));
    }
    if let Some(c) = constant {
        if let Some((_, data)) = ctx.as_dense_elements(c) {
            let data = data.clone();
            let a = ctx.get_attr(AttrData::DenseElements { ty: rt, data });
            return FoldResult::single(Ofr::Attr(a));
        }
    }
    let Some(inv) = inverse else {
        return FoldResult::Failure;
    };
    let inner_st = ctx.value_type(inv.src);
    if inner_st != rt {
        return FoldResult::Failure;
    }
    let sizes = shape(ctx, inner_st);
    let dynamic = |v: &[i64]| v.iter().filter(|&&d| d == DYNAMIC).count();
    let replace = FoldResult::single(Ofr::Value(inv.src));
    if dynamic(&sizes) < 2 {
        return replace;
    }
    if groups != inv.groups.as_slice() {
        return FoldResult::Failure;
    }
    // Expanding then collapsing folds despite several dynamic sizes.
    if sizes.len() < ctx.rank(ctx.value_type(inv.result)).unwrap_or(0) {
        return replace;
    }
    let each_group_ok = groups.iter().all(|g| {
        let start = g
            .first()
            .and_then(|&f| usize::try_from(f).ok())
            .unwrap_or(0);
        sizes
            .get(start..start + g.len())
            .is_some_and(|band| dynamic(band) < 2)
    });
    if each_group_ok {
        replace
    } else {
        FoldResult::Failure
    }
}

impl ExpandShapeOpHooks for ExpandShapeOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let src = ctx.value_type(self.src(ctx));
        let result = ctx.value_type(self.result(ctx));
        let rank = ctx.rank(result).unwrap_or(0);
        let statics = self.static_output_shape(ctx);
        if statics.len() != rank {
            return Err(op_error(
                ctx,
                op,
                format_args!(
                    "expected number of static shape dims to be equal to the output rank ({rank}) but found {} inputs instead",
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
        let groups = reassociation_indices(ctx, self.reassociation(ctx));
        verify_reshape(ctx, op, &groups, result, src)
    }
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let (src, result) = (self.src(ctx), self.result(ctx));
        let groups = reassociation_indices(ctx, self.reassociation(ctx));
        let inverse = Inverse::of(ctx, src, true);
        let constant = operands.first().copied().flatten();
        fold_reshape(ctx, (src, result), &groups, constant, inverse)
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::reshape_patterns::expand_shape_patterns()
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.result(ctx), "expanded");
    }
}

impl CollapseShapeOpHooks for CollapseShapeOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let src = ctx.value_type(self.src(ctx));
        let result = ctx.value_type(self.result(ctx));
        let groups = reassociation_indices(ctx, self.reassociation(ctx));
        verify_reshape(ctx, self.operation(), &groups, src, result)
    }
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let (src, result) = (self.src(ctx), self.result(ctx));
        let groups = reassociation_indices(ctx, self.reassociation(ctx));
        let inverse = Inverse::of(ctx, src, false);
        let constant = operands.first().copied().flatten();
        fold_reshape(ctx, (src, result), &groups, constant, inverse)
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::reshape_patterns::collapse_shape_patterns()
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.result(ctx), "collapsed");
    }
}

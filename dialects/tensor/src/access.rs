//! The element and shape ops: `tensor.dim`, `empty`, `extract`, `insert`,
//! `from_elements`, `gather`, `scatter`, `splat`, `rank`, `generate` and
//! its `yield` (upstream `TensorOps.cpp`): verifiers, folders, shapes.

use crate::elements::{element, from_scalars, reshape_constant_source, splat_value};
use crate::util::{dynamic_entry, num_dynamic_dims, op_error, shape, tensor_text, ty, DYNAMIC};
use crate::*;
use ir::interfaces::{FoldResult as Ofr, Speculatability};
use ir::{Attribute, Context, Diagnostic, FoldResult, OpBuilder, RewritePattern, Value};

/// A `tensor.dim` of dimension `i` of `source` (with its index constant).
pub fn build_dim(builder: &mut OpBuilder, source: Value, i: usize) -> Value {
    let loc = builder.value_loc(source);
    let index = builder.index_type();
    let value = builder.index_attr(i64::try_from(i).unwrap_or(i64::MAX));
    let c = arith::ConstantOp::build(builder, loc, index, value).result(builder);
    DimOp::build(builder, loc, index, source, c).result(builder)
}

/// The sizes of a type whose dynamic ones are `dynamics`, in order, as a
/// reified shape.
fn reify_sizes(builder: &mut OpBuilder, t: ir::Type, dynamics: &[Value]) -> Vec<Ofr> {
    let mut next = dynamics.iter();
    shape(builder, t)
        .into_iter()
        .map(|d| match (d, next.len()) {
            (DYNAMIC, _) => next
                .next()
                .map_or_else(|| Ofr::Attr(builder.index_attr(d)), |&v| Ofr::Value(v)),
            _ => Ofr::Attr(builder.index_attr(d)),
        })
        .collect()
}

impl DimOpHooks for DimOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let Some(index) = operands
            .get(1)
            .copied()
            .flatten()
            .and_then(|a| ctx.attr_as_int(a))
        else {
            return FoldResult::Failure;
        };
        let source = self.source(ctx);
        let Some(sizes) = ctx.shape(ctx.value_type(source)).map(<[i64]>::to_vec) else {
            return FoldResult::Failure;
        };
        let Some(i) = usize::try_from(index).ok().filter(|&i| i < sizes.len()) else {
            return FoldResult::Failure;
        };
        if sizes[i] != DYNAMIC {
            return FoldResult::single(Ofr::Attr(ctx.index_attr(sizes[i])));
        }
        let def = ctx.defining_op(source);
        if let Some(generate) = def.and_then(|d| GenerateOp::cast(ctx, d)) {
            let k = sizes[..i].iter().filter(|&&d| d == DYNAMIC).count();
            if let Some(&v) = generate.dynamic_extents(ctx).get(k) {
                return FoldResult::single(Ofr::Value(v));
            }
        }
        if let Some(slice) = def.and_then(|d| ExtractSliceOp::cast(ctx, d)) {
            let source_rank = ctx.rank(ctx.value_type(slice.source(ctx)));
            if source_rank == Some(sizes.len()) {
                if let Some(v) = dynamic_entry(slice.static_sizes(ctx), &slice.sizes(ctx), i) {
                    return FoldResult::single(Ofr::Value(v));
                }
            }
        }
        if crate::cast::fold_tensor_cast(ctx, self.operation()) {
            return FoldResult::InPlace;
        }
        FoldResult::Failure
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::patterns::dim_patterns()
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.result(ctx), "dim");
    }
    fn get_speculatability(op: Self, ctx: &Context) -> Speculatability {
        let index = crate::util::constant_int(ctx, op.index(ctx));
        let rank = ctx.rank(ctx.value_type(op.source(ctx)));
        match (index, rank) {
            (Some(i), Some(r)) if usize::try_from(i).is_ok_and(|i| i < r) => {
                Speculatability::Speculatable
            }
            _ => Speculatability::NotSpeculatable,
        }
    }
    fn get_shaped_value(op: Self, ctx: &Context) -> Value {
        op.source(ctx)
    }
    fn get_dimension(op: Self, ctx: &Context) -> Ofr {
        Ofr::Value(op.index(ctx))
    }
}

impl EmptyOpHooks for EmptyOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let t = ctx.value_type(self.result(ctx));
        let (has, expected) = (self.dynamic_sizes(ctx).len(), num_dynamic_dims(ctx, t));
        if has != expected {
            return Err(op_error(
                ctx,
                self.operation(),
                format_args!("incorrect number of dynamic sizes, has {has}, expected {expected}"),
            ));
        }
        Ok(())
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::patterns::empty_patterns()
    }
    fn reify_result_shapes(
        op: Self,
        builder: &mut OpBuilder,
        shapes: &mut Vec<Vec<Ofr>>,
    ) -> Result<(), Diagnostic> {
        let t = builder.value_type(op.result(builder));
        let dynamics = op.dynamic_sizes(builder);
        shapes.push(reify_sizes(builder, t, &dynamics));
        Ok(())
    }
}

/// The row-major position of `indices` in a tensor of `sizes` (`None` when
/// out of bounds).
fn flat_index(sizes: &[i64], indices: &[i64]) -> Option<usize> {
    if sizes.len() != indices.len() {
        return None;
    }
    let mut flat: i64 = 0;
    for (&i, &s) in indices.iter().zip(sizes) {
        if i < 0 || s == DYNAMIC || i >= s {
            return None;
        }
        flat = flat.checked_mul(s)?.checked_add(i)?;
    }
    usize::try_from(flat).ok()
}

impl ExtractOpHooks for ExtractOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let t = ctx.value_type(self.tensor(ctx));
        if ctx.rank(t) != Some(self.indices(ctx).len()) {
            return Err(op_error(
                ctx,
                self.operation(),
                "incorrect number of indices for extract_element",
            ));
        }
        Ok(())
    }
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let constant = operands.first().copied().flatten();
        if let Some(v) = constant.and_then(|c| splat_value(ctx, c)) {
            return FoldResult::single(Ofr::Attr(v));
        }
        let mut indices = Vec::new();
        for a in operands.iter().skip(1) {
            match a.and_then(|a| ctx.attr_as_int(a)) {
                Some(i) => indices.push(i),
                None => return FoldResult::Failure,
            }
        }
        let tensor = self.tensor(ctx);
        if let Some(from) = ctx
            .defining_op(tensor)
            .and_then(|d| FromElementsOp::cast(ctx, d))
        {
            // Upstream computes the flat index without a bounds check per
            // dimension, then rejects only what falls outside the elements.
            let sizes = shape(ctx, ctx.value_type(from.result(ctx)));
            let mut flat: i64 = 0;
            let mut stride: i64 = 1;
            for (&i, &s) in indices.iter().zip(&sizes).rev() {
                flat = flat.wrapping_add(i.wrapping_mul(stride));
                stride = stride.wrapping_mul(s);
            }
            let elements = from.elements(ctx);
            return match usize::try_from(flat).ok().and_then(|f| elements.get(f)) {
                Some(&v) => FoldResult::single(Ofr::Value(v)),
                None => FoldResult::Failure,
            };
        }
        if let Some(c) = constant {
            let sizes = shape(ctx, ctx.value_type(tensor));
            if let Some(v) = flat_index(&sizes, &indices).and_then(|f| element(ctx, c, f)) {
                return FoldResult::single(Ofr::Attr(v));
            }
        }
        FoldResult::Failure
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::patterns::extract_patterns()
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.result(ctx), "extracted");
    }
}

impl FromElementsOpHooks for FromElementsOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let Some(scalars) = operands.iter().copied().collect::<Option<Vec<Attribute>>>() else {
            return FoldResult::Failure;
        };
        let t = ctx.value_type(self.result(ctx));
        match from_scalars(ctx, t, &scalars) {
            Some(a) => FoldResult::single(Ofr::Attr(a)),
            None => FoldResult::Failure,
        }
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::patterns::from_elements_patterns()
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.result(ctx), "from_elements");
    }
}

/// `verifyGatherOrScatterDims`.
fn verify_dims(
    ctx: &Context,
    op: ir::OpId,
    dims: &[i64],
    rank: usize,
    which: &str,
    of: &str,
) -> Result<(), Diagnostic> {
    let fail = |m: String| Err(op_error(ctx, op, format_args!("{which}{m}")));
    if dims.is_empty() {
        return fail("_dims must be non-empty".into());
    }
    if dims.len() > rank {
        return fail(format!("_dims overflow {of} rank"));
    }
    for &d in dims {
        if d < 0 {
            return fail("_dims value must be non-negative".into());
        }
        if usize::try_from(d).is_ok_and(|d| d >= rank) {
            return fail(format!("_dims value must be smaller than {of} rank"));
        }
    }
    if dims.windows(2).any(|w| w[0] >= w[1]) {
        return fail("_dims values must be strictly increasing".into());
    }
    Ok(())
}

/// `GatherOp::inferResultType` as sizes: the indices' batch sizes, then
/// the source's with the gathered dimensions 1 (or dropped).
fn gather_shape(source: &[i64], indices: &[i64], dims: &[i64], rank_reduced: bool) -> Vec<i64> {
    let mut out: Vec<i64> = indices[..indices.len().saturating_sub(1)].to_vec();
    for (i, &s) in source.iter().enumerate() {
        if dims.binary_search(&(i as i64)).is_ok() {
            if !rank_reduced {
                out.push(1);
            }
            continue;
        }
        out.push(s);
    }
    out
}

/// Whether `t` is the ranked tensor of `like`'s element and encoding with
/// sizes `sizes`.
fn is_tensor_of(ctx: &Context, t: ir::Type, like: ir::Type, sizes: &[i64]) -> bool {
    ctx.shape(t) == Some(sizes)
        && ctx.element_type(t) == ctx.element_type(like)
        && ctx.tensor_encoding(t) == ctx.tensor_encoding(like)
}

/// The result-type check gather and scatter share.
fn check_gathered(
    ctx: &Context,
    op: ir::OpId,
    source: ir::Type,
    indices: ir::Type,
    dims: &[i64],
    actual: ir::Type,
    prefix: &str,
) -> Result<(), Diagnostic> {
    let (src, idx) = (shape(ctx, source), shape(ctx, indices));
    let full = gather_shape(&src, &idx, dims, false);
    let reduced = gather_shape(&src, &idx, dims, true);
    if is_tensor_of(ctx, actual, source, &full) || is_tensor_of(ctx, actual, source, &reduced) {
        return Ok(());
    }
    Err(op_error(
        ctx,
        op,
        format_args!(
            "{prefix}{} or its rank-reduced variant {} (got: {})",
            tensor_text(
                ctx,
                &full,
                ctx.element_type_or_self(source),
                ctx.tensor_encoding(source)
            ),
            tensor_text(
                ctx,
                &reduced,
                ctx.element_type_or_self(source),
                ctx.tensor_encoding(source)
            ),
            ty(ctx, actual)
        ),
    ))
}

impl GatherOpHooks for GatherOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let source = ctx.value_type(self.source(ctx));
        let dims = self.gather_dims(ctx);
        verify_dims(
            ctx,
            op,
            dims,
            ctx.rank(source).unwrap_or(0),
            "gather",
            "source",
        )?;
        let indices = ctx.value_type(self.indices(ctx));
        let result = ctx.value_type(self.result(ctx));
        check_gathered(
            ctx,
            op,
            source,
            indices,
            dims,
            result,
            "result type mismatch: expected ",
        )
    }
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let t = ctx.value_type(self.result(ctx));
        match reshape_constant_source(ctx, operands.first().copied().flatten(), t, None) {
            Some(a) => FoldResult::single(Ofr::Attr(a)),
            None => FoldResult::Failure,
        }
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.result(ctx), "gather");
    }
}

impl ScatterOpHooks for ScatterOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let dest = ctx.value_type(self.dest(ctx));
        let dims = self.scatter_dims(ctx);
        verify_dims(
            ctx,
            op,
            dims,
            ctx.rank(dest).unwrap_or(0),
            "scatter",
            "dest",
        )?;
        if !self.unique(ctx) {
            return Err(op_error(ctx, op, "requires 'unique' attribute to be set"));
        }
        let indices = ctx.value_type(self.indices(ctx));
        let source = ctx.value_type(self.source(ctx));
        check_gathered(
            ctx,
            op,
            dest,
            indices,
            dims,
            source,
            "source type mismatch: expected ",
        )
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.result(ctx), "scatter");
    }
}

impl InsertOpHooks for InsertOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let t = ctx.value_type(self.dest(ctx));
        if ctx.rank(t) != Some(self.indices(ctx).len()) {
            return Err(op_error(
                ctx,
                self.operation(),
                "incorrect number of indices",
            ));
        }
        Ok(())
    }
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let (Some(Some(scalar)), Some(Some(dest))) = (operands.first(), operands.get(1)) else {
            return FoldResult::Failure;
        };
        let (scalar, dest) = (*scalar, *dest);
        if splat_value(ctx, dest) == Some(scalar) {
            return FoldResult::single(Ofr::Attr(dest));
        }
        FoldResult::Failure
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.result(ctx), "inserted");
    }
    fn get_dps_inits_mutable(_op: Self, _ctx: &Context) -> std::ops::Range<usize> {
        1..2
    }
}

impl GenerateOpHooks for GenerateOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let t = ctx.value_type(self.result(ctx));
        if self.dynamic_extents(ctx).len() != num_dynamic_dims(ctx, t) {
            return Err(Diagnostic::error(
                ctx.op_loc(self.operation()),
                "must have as many index operands as dynamic extents in the result type",
            ));
        }
        Ok(())
    }
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let t = ctx.value_type(self.result(ctx));
        let Some(&block) = ctx.region_blocks(self.body(ctx)).first() else {
            return Ok(());
        };
        let args = ctx.block_args(block);
        if !args.iter().all(|&a| ctx.is_index(ctx.value_type(a))) {
            return Err(Diagnostic::error(
                ctx.op_loc(op),
                "all body arguments must be index",
            ));
        }
        if Some(args.len()) != ctx.rank(t) {
            return Err(Diagnostic::error(
                ctx.op_loc(op),
                "must have one body argument per input dimension",
            ));
        }
        let yielded = ctx
            .block_last_op(block)
            .and_then(|y| YieldOp::cast(ctx, y))
            .map(|y| ctx.value_type(y.value(ctx)));
        if yielded != Some(ctx.element_type_or_self(t)) {
            return Err(op_error(
                ctx,
                op,
                "body must be terminated with a `yield` operation of the tensor element type",
            ));
        }
        Ok(())
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::patterns::generate_patterns()
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.result(ctx), "generated");
    }
    fn reify_result_shapes(
        op: Self,
        builder: &mut OpBuilder,
        shapes: &mut Vec<Vec<Ofr>>,
    ) -> Result<(), Diagnostic> {
        let t = builder.value_type(op.result(builder));
        let dynamics = op.dynamic_extents(builder);
        shapes.push(reify_sizes(builder, t, &dynamics));
        Ok(())
    }
}

impl RankOpHooks for RankOp {
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        let t = ctx.value_type(self.tensor(ctx));
        match ctx.rank(t).and_then(|r| i64::try_from(r).ok()) {
            Some(r) => FoldResult::single(Ofr::Attr(ctx.index_attr(r))),
            None => FoldResult::Failure,
        }
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.result(ctx), "rank");
    }
}

impl SplatOpHooks for SplatOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let t = ctx.value_type(self.aggregate(ctx));
        let (has, expected) = (self.dynamic_sizes(ctx).len(), num_dynamic_dims(ctx, t));
        if has != expected {
            return Err(op_error(
                ctx,
                self.operation(),
                format_args!("incorrect number of dynamic sizes, has {has}, expected {expected}"),
            ));
        }
        Ok(())
    }
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let Some(Some(input)) = operands.first() else {
            return FoldResult::Failure;
        };
        let t = ctx.value_type(self.aggregate(ctx));
        if !ctx.has_static_shape(t) {
            return FoldResult::Failure;
        }
        match from_scalars(ctx, t, &[*input]) {
            Some(a) => FoldResult::single(Ofr::Attr(a)),
            None => FoldResult::Failure,
        }
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.aggregate(ctx), "splat");
    }
    fn reify_result_shapes(
        op: Self,
        builder: &mut OpBuilder,
        shapes: &mut Vec<Vec<Ofr>>,
    ) -> Result<(), Diagnostic> {
        let t = builder.value_type(op.aggregate(builder));
        let dynamics = op.dynamic_sizes(builder);
        shapes.push(reify_sizes(builder, t, &dynamics));
        Ok(())
    }
}

//! `tensor.extract_slice`, `tensor.insert_slice` and
//! `tensor.parallel_insert_slice` (upstream `TensorOps.cpp`): the sliced
//! type, rank reduction, verifiers and folders.

use crate::elements::reshape_constant_source;
use crate::util::{mixed, ofr_int, op_error, shape, tensor_text, ty};
use crate::*;
use ir::interfaces::FoldResult as Ofr;
use ir::{
    Attribute, Context, Diagnostic, FoldResult, OpBuilder, OpId, RewritePattern, Type, Value,
};
use memref::rank_reduction_mask;

/// The offsets, sizes and strides of a slice op, static and dynamic.
#[derive(Clone, Debug, PartialEq)]
pub struct SliceParts {
    /// Static offsets ([`DYNAMIC`](memref::asm::DYNAMIC) where a value stands).
    pub offsets: Vec<i64>,
    /// Static sizes.
    pub sizes: Vec<i64>,
    /// Static strides.
    pub strides: Vec<i64>,
    /// Dynamic offsets.
    pub dyn_offsets: Vec<Value>,
    /// Dynamic sizes.
    pub dyn_sizes: Vec<Value>,
    /// Dynamic strides.
    pub dyn_strides: Vec<Value>,
}

impl SliceParts {
    /// The parts of an extract, insert or parallel insert slice.
    pub fn of(ctx: &Context, op: OpId) -> Option<SliceParts> {
        macro_rules! parts {
            ($s:expr) => {
                SliceParts {
                    offsets: $s.static_offsets(ctx).to_vec(),
                    sizes: $s.static_sizes(ctx).to_vec(),
                    strides: $s.static_strides(ctx).to_vec(),
                    dyn_offsets: $s.offsets(ctx),
                    dyn_sizes: $s.sizes(ctx),
                    dyn_strides: $s.strides(ctx),
                }
            };
        }
        if let Some(s) = ExtractSliceOp::cast(ctx, op) {
            return Some(parts!(s));
        }
        if let Some(s) = InsertSliceOp::cast(ctx, op) {
            return Some(parts!(s));
        }
        ParallelInsertSliceOp::cast(ctx, op).map(|s| parts!(s))
    }

    /// The mixed offsets, sizes and strides.
    pub fn mixed(&self, ctx: &mut Context) -> [Vec<Ofr>; 3] {
        [
            mixed(ctx, &self.offsets, &self.dyn_offsets),
            mixed(ctx, &self.sizes, &self.dyn_sizes),
            mixed(ctx, &self.strides, &self.dyn_strides),
        ]
    }

    /// The three static arrays as attributes.
    pub fn attrs(&self, ctx: &mut Context) -> [Attribute; 3] {
        let i64t = ctx.i64();
        let mut a = |v: &[i64]| {
            let wide: Vec<i128> = v.iter().map(|&x| i128::from(x)).collect();
            ctx.dense_i_array_attr(i64t, &wide)
        };
        [a(&self.offsets), a(&self.sizes), a(&self.strides)]
    }

    /// Whether two slices have the same offsets, sizes and strides, entry
    /// by entry (`isSameAs` with equality of values and constants).
    pub fn same_as(&self, other: &SliceParts) -> bool {
        self == other
            || (self.offsets == other.offsets
                && self.sizes == other.sizes
                && self.strides == other.strides
                && self.dyn_offsets == other.dyn_offsets
                && self.dyn_sizes == other.dyn_sizes
                && self.dyn_strides == other.dyn_strides)
    }
}

/// `isRankReducedType` followed by `produceSliceErrorMsg`: `actual` must
/// be the tensor of `sizes` (with `source`'s element type), or a
/// rank-reduced version of it.
fn check_sliced(
    ctx: &Context,
    op: OpId,
    source: Type,
    sizes: &[i64],
    actual: Type,
) -> Result<(), Diagnostic> {
    let element = ctx.element_type_or_self(source);
    let encoding = ctx.tensor_encoding(source);
    let same = ctx.shape(actual) == Some(sizes)
        && ctx.element_type(actual) == Some(element)
        && ctx.tensor_encoding(actual) == encoding;
    if same {
        return Ok(());
    }
    let candidate = shape(ctx, actual);
    let err = |m: String| Err(Diagnostic::error(ctx.op_loc(op), m));
    if candidate.len() > sizes.len() {
        return err("expected rank to be smaller or equal to the other rank. ".into());
    }
    if rank_reduction_mask(sizes, &candidate).is_none() {
        let text = tensor_text(ctx, sizes, element, encoding);
        return err(format!(
            "expected type to be {text} or a rank-reduced version. (size mismatch) "
        ));
    }
    if ctx.element_type(actual) != Some(element) {
        return err(format!("expected element type to be {}", ty(ctx, element)));
    }
    Ok(())
}

/// Whether `verifyInsertSliceOp` succeeds: `source` is the slice of
/// `sizes` of `dest`, or a rank-reduced version of it.
pub fn insert_fits(ctx: &Context, source: Type, dest: Type, sizes: &[i64]) -> bool {
    let element = ctx.element_type_or_self(dest);
    if ctx.shape(source) == Some(sizes)
        && ctx.element_type(source) == Some(element)
        && ctx.tensor_encoding(source) == ctx.tensor_encoding(dest)
    {
        return true;
    }
    let candidate = shape(ctx, source);
    candidate.len() <= sizes.len()
        && rank_reduction_mask(sizes, &candidate).is_some()
        && ctx.element_type(source) == Some(element)
}

/// The parts of the slice op `op` (the interface's verifier has checked
/// the lists' lengths and signs).
fn slice_parts(ctx: &Context, op: OpId) -> Result<SliceParts, Diagnostic> {
    SliceParts::of(ctx, op).ok_or_else(|| op_error(ctx, op, "is not a slice operation"))
}

/// `getDroppedDims`: the dimensions of `sizes` a rank-reducing slice of
/// shape `reduced` drops.
pub fn dropped_dims(ctx: &Context, reduced: &[i64], sizes: &[Ofr]) -> Vec<bool> {
    let mut dropped = vec![false; sizes.len()];
    let mut pos = reduced.len() as i64 - 1;
    for (idx, size) in sizes.iter().enumerate().rev() {
        let unit = matches!(size, Ofr::Attr(a) if ctx.attr_as_int(*a) == Some(1));
        if pos < 0 {
            dropped[idx] = true;
            continue;
        }
        if !unit || reduced[pos as usize] == 1 {
            pos -= 1;
            continue;
        }
        dropped[idx] = true;
    }
    dropped
}

/// `foldIdentityOffsetSizeAndStrideOpInterface`: zero offsets, unit
/// strides and sizes equal to `shape`.
fn is_identity_slice(ctx: &mut Context, p: &SliceParts, full: &[i64]) -> bool {
    let [offsets, sizes, strides] = p.mixed(ctx);
    offsets.iter().all(|o| ofr_int(ctx, o) == Some(0))
        && sizes.len() == full.len()
        && sizes
            .iter()
            .zip(full)
            .all(|(s, &d)| ofr_int(ctx, s) == Some(d))
        && strides.iter().all(|s| ofr_int(ctx, s) == Some(1))
}

impl ExtractSliceOpHooks for ExtractSliceOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let source = ctx.value_type(self.source(ctx));
        let p = slice_parts(ctx, op)?;
        let result = ctx.value_type(self.result(ctx));
        check_sliced(ctx, op, source, &p.sizes, result)
    }
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let result = self.result(ctx);
        let rt = ctx.value_type(result);
        if let Some(a) = reshape_constant_source(ctx, operands.first().copied().flatten(), rt, None)
        {
            return FoldResult::single(Ofr::Attr(a));
        }
        let source = self.source(ctx);
        let Some(p) = SliceParts::of(ctx, self.operation()) else {
            return FoldResult::Failure;
        };
        if ctx.value_type(source) == rt {
            let full = shape(ctx, rt);
            if is_identity_slice(ctx, &p, &full) {
                return FoldResult::single(Ofr::Value(source));
            }
        }
        // foldExtractAfterInsertSlice
        if let Some(insert) = ctx
            .defining_op(source)
            .and_then(|d| InsertSliceOp::cast(ctx, d))
        {
            let inserted = insert.source(ctx);
            let same = SliceParts::of(ctx, insert.operation()).is_some_and(|q| q.same_as(&p));
            if same && ctx.value_type(inserted) == rt {
                return FoldResult::single(Ofr::Value(inserted));
            }
        }
        FoldResult::Failure
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::slice_patterns::extract_slice_patterns()
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.result(ctx), "extracted_slice");
    }
    fn reify_result_shapes(
        op: Self,
        builder: &mut OpBuilder,
        shapes: &mut Vec<Vec<Ofr>>,
    ) -> Result<(), Diagnostic> {
        let p = SliceParts::of(builder, op.operation())
            .ok_or_else(|| op_error(builder, op.operation(), "is not a slice operation"))?;
        let [_, sizes, _] = p.mixed(builder);
        let reduced = shape(builder, builder.value_type(op.result(builder)));
        let dropped = dropped_dims(builder, &reduced, &sizes);
        shapes.push(
            sizes
                .into_iter()
                .zip(dropped)
                .filter(|(_, d)| !d)
                .map(|(s, _)| s)
                .collect(),
        );
        Ok(())
    }
    fn get_offset_size_and_stride_start_operand_index(_ctx: &Context) -> usize {
        1
    }
    fn get_array_attr_max_ranks(op: Self, ctx: &Context) -> [usize; 3] {
        [ctx.rank(ctx.value_type(op.source(ctx))).unwrap_or(0); 3]
    }
}

impl InsertSliceOpHooks for InsertSliceOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let dest = ctx.value_type(self.dest(ctx));
        let p = slice_parts(ctx, op)?;
        let source = ctx.value_type(self.source(ctx));
        check_sliced(ctx, op, dest, &p.sizes, source)
    }
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        let op = self.operation();
        let (source, dest) = (self.source(ctx), self.dest(ctx));
        let (st, rt) = (ctx.value_type(source), ctx.value_type(self.result(ctx)));
        let Some(p) = SliceParts::of(ctx, op) else {
            return FoldResult::Failure;
        };
        if ctx.has_static_shape(st) && ctx.has_static_shape(rt) && st == rt {
            let full = shape(ctx, rt);
            if is_identity_slice(ctx, &p, &full) {
                return FoldResult::single(Ofr::Value(source));
            }
        }
        // foldInsertAfterInsertSlice
        if let Some(prev) = ctx
            .defining_op(dest)
            .and_then(|d| InsertSliceOp::cast(ctx, d))
        {
            let same = SliceParts::of(ctx, prev.operation()).is_some_and(|q| q.same_as(&p));
            if same && ctx.value_type(prev.source(ctx)) == st {
                let prev_dest = prev.dest(ctx);
                if ctx.set_operand(op, 1, prev_dest).is_ok() {
                    return FoldResult::InPlace;
                }
            }
        }
        // foldInsertAfterExtractSlice
        if let Some(extract) = ctx
            .defining_op(source)
            .and_then(|d| ExtractSliceOp::cast(ctx, d))
        {
            let same = SliceParts::of(ctx, extract.operation()).is_some_and(|q| q.same_as(&p));
            if same && extract.source(ctx) == dest {
                return FoldResult::single(Ofr::Value(dest));
            }
        }
        let [_, sizes, _] = p.mixed(ctx);
        if sizes.iter().any(|s| ofr_int(ctx, s) == Some(0)) {
            return FoldResult::single(Ofr::Value(dest));
        }
        FoldResult::Failure
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::slice_patterns::insert_slice_patterns()
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.result(ctx), "inserted_slice");
    }
    fn reify_result_shapes(
        op: Self,
        builder: &mut OpBuilder,
        shapes: &mut Vec<Vec<Ofr>>,
    ) -> Result<(), Diagnostic> {
        let dest = op.dest(builder);
        shapes.push(mixed_sizes(builder, dest));
        Ok(())
    }
    fn get_dps_inits_mutable(_op: Self, _ctx: &Context) -> std::ops::Range<usize> {
        1..2
    }
    fn get_offset_size_and_stride_start_operand_index(_ctx: &Context) -> usize {
        2
    }
    fn get_array_attr_max_ranks(op: Self, ctx: &Context) -> [usize; 3] {
        [ctx.rank(ctx.value_type(op.dest(ctx))).unwrap_or(0); 3]
    }
}

/// `tensor::getMixedSizes`: each size of `v`, static as an attribute,
/// dynamic as a folded `tensor.dim` (at `v`'s location).
pub fn mixed_sizes(builder: &mut OpBuilder, v: Value) -> Vec<Ofr> {
    let loc = builder.value_loc(v);
    crate::builders::mixed_sizes_at(builder, loc, v)
}

impl ParallelInsertSliceOpHooks for ParallelInsertSliceOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let parent = ctx.op_parent_op(op);
        let combining = parent.is_some_and(|p| {
            ir::interfaces::ParallelCombiningOpInterfaceRef::get(ctx, p).is_some()
        });
        if !combining {
            let text = parent.map_or_else(String::new, |p| {
                ir::print_operation(ctx, p, &ir::PrintOptions::default())
            });
            return Err(Diagnostic::error(
                ctx.op_loc(op),
                format!("expected ParallelCombiningOpInterface parent, got:{text}"),
            ));
        }
        let dest = ctx.value_type(self.dest(ctx));
        let p = slice_parts(ctx, op)?;
        let source = ctx.value_type(self.source(ctx));
        check_sliced(ctx, op, dest, &p.sizes, source)
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::slice_patterns::parallel_insert_slice_patterns()
    }
    fn get_offset_size_and_stride_start_operand_index(_ctx: &Context) -> usize {
        2
    }
    fn get_array_attr_max_ranks(op: Self, ctx: &Context) -> [usize; 3] {
        [ctx.rank(ctx.value_type(op.dest(ctx))).unwrap_or(0); 3]
    }
}

//! `vector.extract`'s folder (upstream `ExtractOp::fold` and its chain of
//! helpers, in their order) and its canonicalization patterns.

use crate::fold::{
    element, i64_array, is_scalable, is_splat, linearize, own_or_value, rank, shape, slice_of,
    splat_of, splat_value, value,
};
use crate::*;
use ir::rewrite::fn_pattern;
use ir::{Context, FoldResult, OpId, PatternRewriter, RewritePattern, Value};

/// Sets the static position of `op` and its vector operand (an in-place
/// fold).
fn retarget(ctx: &mut Context, op: ExtractOp, source: Value, position: &[i64]) -> Option<Value> {
    let attr = i64_array(ctx, position);
    op.set_static_position_attr(ctx, attr).ok()?;
    ctx.set_operand(op.operation(), 0, source).ok()?;
    Some(op.result(ctx))
}

fn has_dynamic_position(ctx: &Context, op: ExtractOp) -> bool {
    !op.dynamic_position(ctx).is_empty()
}

/// `ExtractOp::fold`.
pub(crate) fn fold(ctx: &mut Context, op: ExtractOp) -> FoldResult {
    let vector = op.vector(ctx);
    let result = op.result(ctx);
    if op.static_position(ctx).is_empty() && ctx.value_type(vector) == ctx.value_type(result) {
        return value(vector);
    }
    if from_extract_chain(ctx, op) {
        return FoldResult::InPlace;
    }
    let helpers: [fn(&mut Context, ExtractOp) -> Option<Value>; 6] = [
        |ctx, op| InsertTransposeChain::new(ctx, op).fold(ctx),
        from_broadcast,
        from_shape_cast,
        from_extract_strided,
        from_insert_strided_chain,
        scalar_from_from_elements,
    ];
    for helper in helpers {
        if let Some(v) = helper(ctx, op) {
            return own_or_value(ctx, op.operation(), v);
        }
    }
    FoldResult::Failure
}

/// `foldExtractOpFromExtractChain`: positions of nested extracts joined.
fn from_extract_chain(ctx: &mut Context, op: ExtractOp) -> bool {
    let inner_of =
        |ctx: &Context, v: Value| ctx.defining_op(v).and_then(|d| ExtractOp::cast(ctx, d));
    if inner_of(ctx, op.vector(ctx)).is_none() || has_dynamic_position(ctx, op) {
        return false;
    }
    let mut position: Vec<i64> = op.static_position(ctx).iter().rev().copied().collect();
    let mut current = op;
    while let Some(next) = inner_of(ctx, current.vector(ctx)) {
        current = next;
        if has_dynamic_position(ctx, current) {
            return false;
        }
        position.extend(current.static_position(ctx).iter().rev());
    }
    position.reverse();
    let source = current.vector(ctx);
    retarget(ctx, op, source, &position).is_some()
}

/// `ExtractFromInsertTransposeChainState`: walks back inserts and
/// transposes; the trailing negative sentinels of `position` track the
/// extracted dimensions through the transposes.
struct InsertTransposeChain {
    op: ExtractOp,
    extracted_rank: usize,
    sentinels: Vec<i64>,
    position: Vec<i64>,
}

impl InsertTransposeChain {
    fn new(ctx: &Context, op: ExtractOp) -> Self {
        let vector_rank = rank(ctx, ctx.value_type(op.vector(ctx)));
        let static_position = op.static_position(ctx);
        let extracted_rank = static_position.len();
        let sentinels: Vec<i64> = (1..=vector_rank.saturating_sub(extracted_rank))
            .map(|i| -(i as i64))
            .collect();
        let mut position = static_position.to_vec();
        position.extend(&sentinels);
        InsertTransposeChain {
            op,
            extracted_rank,
            sentinels,
            position,
        }
    }

    /// No internal permutation of the extracted dimensions.
    fn can_fold(&self) -> bool {
        self.position.get(self.extracted_rank..) == Some(&self.sentinels[..])
    }

    fn fold(mut self, ctx: &mut Context) -> Option<Value> {
        if has_dynamic_position(ctx, self.op) {
            return None;
        }
        let mut from = self.op.vector(ctx);
        loop {
            let def = ctx.defining_op(from);
            if let Some(t) = def.and_then(|d| TransposeOp::cast(ctx, d)) {
                // Position `p[i]` of the result is position `perm[i]` of the
                // operand.
                let perm = t.permutation(ctx);
                let mut next = self.position.clone();
                for (i, &p) in perm.iter().enumerate() {
                    if let (Some(slot), Some(&x)) = (
                        usize::try_from(p).ok().and_then(|p| next.get_mut(p)),
                        self.position.get(i),
                    ) {
                        *slot = x;
                    }
                }
                self.position = next;
                from = t.vector(ctx);
                continue;
            }
            let Some(insert) = def.and_then(|d| InsertOp::cast(ctx, d)) else {
                break;
            };
            let inserted = insert.static_position(ctx).to_vec();
            let insert_dynamic = !insert.dynamic_position(ctx).is_empty();
            if !insert_dynamic {
                // The inserted value is exactly what is extracted.
                if self.position.get(..self.extracted_rank) == Some(&inserted[..])
                    && self.can_fold()
                {
                    return Some(insert.source(ctx));
                }
                // The inserted value holds what is extracted.
                if inserted.len() <= self.position.len()
                    && self.position[..inserted.len()] == inserted[..]
                {
                    self.position.drain(..inserted.len());
                    self.extracted_rank = self.position.len() - self.sentinels.len();
                    let source = insert.source(ctx);
                    return self.fold_in_place(ctx, source);
                }
            }
            let contained = self.position.len() <= inserted.len()
                && inserted[..self.position.len()] == self.position[..];
            let intersects = self
                .position
                .iter()
                .zip(&inserted)
                .all(|(&a, &b)| a < 0 || b < 0 || a == b);
            if contained || intersects {
                return None;
            }
            from = insert.dest(ctx);
        }
        self.fold_in_place(ctx, from)
    }

    /// `tryToFoldExtractOpInPlace`.
    fn fold_in_place(&self, ctx: &mut Context, source: Value) -> Option<Value> {
        if source == self.op.vector(ctx) || !self.can_fold() {
            return None;
        }
        let position = self.position[..self.extracted_rank].to_vec();
        retarget(ctx, self.op, source, &position)
    }
}

/// The dimensions of `dst` that `src` broadcasts from a unit dimension
/// (`computeBroadcastedUnitDims`).
fn broadcasted_unit_dims(src: &[i64], dst: &[i64]) -> Vec<usize> {
    let diff = dst.len().saturating_sub(src.len());
    src.iter()
        .zip(&dst[diff..])
        .enumerate()
        .filter(|(_, (a, b))| a != b)
        .map(|(i, _)| i + diff)
        .collect()
}

/// `foldExtractFromBroadcast`.
fn from_broadcast(ctx: &mut Context, op: ExtractOp) -> Option<Value> {
    if has_dynamic_position(ctx, op) {
        return None;
    }
    let def = ctx.defining_op(op.vector(ctx))?;
    let broadcast = BroadcastOp::cast(ctx, def);
    if broadcast.is_none() && SplatOp::cast(ctx, def).is_none() {
        return None;
    }
    let source = ctx.operand(def, 0);
    let (source_ty, result_ty) = (ctx.value_type(source), ctx.value_type(op.result(ctx)));
    if source_ty == result_ty {
        return Some(source);
    }
    let (source_rank, result_rank) = (rank(ctx, source_ty), rank(ctx, result_ty));
    if result_rank >= source_rank {
        return None;
    }
    let source_shape = shape(ctx, source_ty);
    if ctx.is_vector(result_ty)
        && source_shape[source_rank - result_rank..] != shape(ctx, result_ty)[..]
    {
        return None;
    }
    let broadcast = broadcast?;
    let dst_shape = shape(ctx, ctx.value_type(broadcast.vector(ctx)));
    let unit_dims = broadcasted_unit_dims(&source_shape, &dst_shape);
    let mut position = op.static_position(ctx).to_vec();
    for (i, p) in position
        .iter_mut()
        .enumerate()
        .skip(dst_shape.len() - source_rank)
    {
        if unit_dims.contains(&i) {
            *p = 0;
        }
    }
    let keep = source_rank - result_rank;
    let position = position.split_off(position.len().checked_sub(keep)?);
    retarget(ctx, op, source, &position)
}

/// `n`-th size from the innermost dimension.
fn dim_reverse(shape: &[i64], n: usize) -> Option<i64> {
    shape.len().checked_sub(n + 1).map(|i| shape[i])
}

/// `foldExtractFromShapeCast`: the position re-linearized in the shape
/// cast's source.
fn from_shape_cast(ctx: &mut Context, op: ExtractOp) -> Option<Value> {
    if has_dynamic_position(ctx, op) {
        return None;
    }
    let cast = ShapeCastOp::cast(ctx, ctx.defining_op(op.vector(ctx))?)?;
    let cast_source = cast.source(ctx);
    let (cs_shape, cr_shape) = (
        shape(ctx, ctx.value_type(cast_source)),
        shape(ctx, ctx.value_type(cast.result(ctx))),
    );
    if cs_shape.is_empty() || cr_shape.is_empty() {
        return None;
    }
    let result_ty = ctx.value_type(op.result(ctx));
    let dest_rank = rank(ctx, result_ty);
    if dest_rank > cs_shape.len() {
        return None;
    }
    let dest_shape = shape(ctx, result_ty);
    for i in 0..dest_rank {
        if dim_reverse(&cs_shape, i) != dim_reverse(&dest_shape, i) {
            return None;
        }
    }
    let mut extracted: Vec<i64> = op.static_position(ctx).to_vec();
    extracted.reverse();
    let mut flat: i64 = 0;
    let mut stride: i64 = 1;
    for (i, &p) in extracted.iter().enumerate() {
        flat = flat.wrapping_add(p.wrapping_mul(stride));
        stride = stride.wrapping_mul(dim_reverse(&cr_shape, i + dest_rank)?);
    }
    let mut strides = Vec::new();
    stride = 1;
    for i in 0..cs_shape.len() - dest_rank {
        strides.push(stride);
        stride = stride.wrapping_mul(dim_reverse(&cs_shape, i + dest_rank)?);
    }
    strides.reverse();
    let mut position = Vec::with_capacity(strides.len());
    for s in strides {
        if s == 0 {
            return None;
        }
        position.push(flat / s);
        flat %= s;
    }
    retarget(ctx, op, cast_source, &position)
}

/// `foldExtractFromExtractStrided`.
fn from_extract_strided(ctx: &mut Context, op: ExtractOp) -> Option<Value> {
    if has_dynamic_position(ctx, op) {
        return None;
    }
    let slice = ExtractStridedSliceOp::cast(ctx, ctx.defining_op(op.vector(ctx))?)?;
    let (src_shape, res_shape) = (
        shape(ctx, ctx.value_type(slice.vector(ctx))),
        shape(ctx, ctx.value_type(slice.result(ctx))),
    );
    if src_shape.is_empty() || res_shape.is_empty() {
        return None;
    }
    if crate::fold::int_array(ctx, slice.strides(ctx))
        .iter()
        .any(|&s| s != 1)
    {
        return None;
    }
    let mut offsets = crate::fold::int_array(ctx, slice.offsets(ctx));
    while let Some(&last) = offsets.last() {
        let i = offsets.len() - 1;
        if last != 0 || res_shape.get(i) != src_shape.get(i) {
            break;
        }
        offsets.pop();
    }
    let dest_rank = rank(ctx, ctx.value_type(op.result(ctx)));
    if dest_rank > src_shape.len().saturating_sub(offsets.len()) {
        return None;
    }
    let mut position = op.static_position(ctx).to_vec();
    for (p, o) in position.iter_mut().zip(&offsets) {
        *p = p.wrapping_add(*o);
    }
    let source = slice.vector(ctx);
    retarget(ctx, op, source, &position)
}

/// `foldExtractStridedOpFromInsertChain`.
fn from_insert_strided_chain(ctx: &mut Context, op: ExtractOp) -> Option<Value> {
    if has_dynamic_position(ctx, op) {
        return None;
    }
    let dest_rank = rank(ctx, ctx.value_type(op.result(ctx))) as i64;
    let mut insert = InsertStridedSliceOp::cast(ctx, ctx.defining_op(op.vector(ctx))?)?;
    let is_0d = |ctx: &Context, v: Value| ctx.rank(ctx.value_type(v)) == Some(0);
    if is_0d(ctx, insert.source(ctx)) || is_0d(ctx, insert.dest(ctx)) {
        return None;
    }
    let extract_offsets = op.static_position(ctx).to_vec();
    loop {
        let src_shape = shape(ctx, ctx.value_type(insert.source(ctx)));
        let dst_shape = shape(ctx, ctx.value_type(insert.dest(ctx)));
        let rank_diff = dst_shape.len() as i64 - src_shape.len() as i64;
        if dest_rank > src_shape.len() as i64 {
            return None;
        }
        let offsets = crate::fold::int_array(ctx, insert.offsets(ctx));
        if crate::fold::int_array(ctx, insert.strides(ctx))
            .iter()
            .any(|&s| s != 1)
        {
            return None;
        }
        let mut disjoint = false;
        let mut diffs = Vec::new();
        for (dim, &offset) in extract_offsets.iter().enumerate() {
            let start = *offsets.get(dim)?;
            let size = if (dim as i64) < rank_diff {
                1
            } else {
                *src_shape.get(dim - rank_diff as usize)?
            };
            if start <= offset && offset < start.wrapping_add(size) {
                if dim as i64 >= rank_diff {
                    diffs.push(offset - start);
                }
                continue;
            }
            disjoint = true;
            break;
        }
        if !disjoint {
            // Partially inserted inner dimensions overlap only in part.
            let src_rank_diff = src_shape.len() - dest_rank as usize;
            for i in 0..dest_rank as usize {
                let d = i + src_rank_diff;
                if src_shape.get(d) != dst_shape.get(d + rank_diff as usize) {
                    return None;
                }
            }
            let source = insert.source(ctx);
            return retarget(ctx, op, source, &diffs);
        }
        insert = InsertStridedSliceOp::cast(ctx, ctx.defining_op(insert.dest(ctx))?)?;
    }
}

/// `foldScalarExtractFromFromElements`.
fn scalar_from_from_elements(ctx: &mut Context, op: ExtractOp) -> Option<Value> {
    if has_dynamic_position(ctx, op) {
        return None;
    }
    let from = FromElementsOp::cast(ctx, ctx.defining_op(op.vector(ctx))?)?;
    let ty = ctx.value_type(from.result(ctx));
    if is_scalable(ctx, ty) || ctx.value_type(op.result(ctx)) != ctx.element_type(ty)? {
        return None;
    }
    let sizes = shape(ctx, ty);
    let indices = op.static_position(ctx);
    let flat = linearize(indices, &sizes);
    from.elements(ctx).get(usize::try_from(flat).ok()?).copied()
}

/// The canonicalization patterns of `vector.extract`, in upstream's order.
pub(crate) fn patterns() -> Vec<Box<dyn RewritePattern>> {
    let name = ExtractOp::OPERATION_NAME;
    vec![
        fn_pattern(name, "ExtractOpSplatConstantFolder", splat_constant),
        fn_pattern(name, "ExtractOpNonSplatConstantFolder", non_splat_constant),
        fn_pattern(name, "ExtractOpFromBroadcast", broadcast_of_source),
        fn_pattern(
            name,
            "ExtractOpFromCreateMask",
            crate::mask_fold::extract_from_create_mask,
        ),
        fn_pattern(
            name,
            "foldExtractFromShapeCastToShapeCast",
            shape_cast_to_shape_cast,
        ),
        fn_pattern(name, "foldExtractFromFromElements", sub_from_elements),
    ]
}

/// The constant value defining `v` (`m_Constant`).
pub(crate) fn constant_of(rw: &PatternRewriter<'_>, v: Value) -> Option<ir::Attribute> {
    rw.defining_op(v).and_then(|d| rw.constant_value(d))
}

/// Replaces `op` by an `arith.constant` of `value`.
pub(crate) fn replace_by_constant(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    value: ir::Attribute,
) -> bool {
    let loc = rw.op_loc(op);
    let ty = rw.value_type(rw.result(op, 0));
    let ty = if rw.is_vector(ty) {
        ty
    } else {
        rw.element_type_or_self(ty)
    };
    let c = arith::ConstantOp::build(rw, loc, ty, value).result(rw);
    rw.replace_op(op, &[c]).is_ok()
}

fn splat_constant(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(extract) = ExtractOp::cast(rw, op) else {
        return false;
    };
    let Some(c) = constant_of(rw, extract.vector(rw)) else {
        return false;
    };
    if !is_splat(rw, c) {
        return false;
    }
    let Some(mut value) = splat_value(rw, c) else {
        return false;
    };
    let ty = rw.value_type(extract.result(rw));
    if rw.is_vector(ty) {
        let Some(v) = splat_of(rw, ty, value) else {
            return false;
        };
        value = v;
    }
    replace_by_constant(rw, op, value)
}

fn non_splat_constant(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(extract) = ExtractOp::cast(rw, op) else {
        return false;
    };
    if has_dynamic_position(rw, extract) {
        return false;
    }
    let Some(c) = constant_of(rw, extract.vector(rw)) else {
        return false;
    };
    let vec_ty = rw.value_type(extract.vector(rw));
    if is_scalable(rw, vec_ty) || rw.as_dense_elements(c).is_none() || is_splat(rw, c) {
        return false;
    }
    let sizes = shape(rw, vec_ty);
    let mut position = extract.static_position(rw).to_vec();
    position.resize(sizes.len(), 0);
    let Ok(begin) = usize::try_from(linearize(&position, &sizes)) else {
        return false;
    };
    let result_ty = rw.value_type(extract.result(rw));
    let value = if rw.is_vector(result_ty) {
        let n = rw.num_elements(result_ty).unwrap_or(0).max(0) as usize;
        slice_of(rw, c, result_ty, begin, n)
    } else {
        element(rw, c, begin)
    };
    match value {
        Some(v) => replace_by_constant(rw, op, v),
        None => false,
    }
}

fn broadcast_of_source(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(extract) = ExtractOp::cast(rw, op) else {
        return false;
    };
    let Some(def) = rw.defining_op(extract.vector(rw)) else {
        return false;
    };
    if BroadcastOp::cast(rw, def).is_none() && SplatOp::cast(rw, def).is_none() {
        return false;
    }
    let source = rw.operand(def, 0);
    let result_ty = rw.value_type(extract.result(rw));
    let source_ty = rw.value_type(source);
    if result_ty == source_ty {
        return false;
    }
    let (source_rank, result_rank) = (rank(rw, source_ty), rank(rw, result_ty));
    if result_rank < source_rank {
        return false;
    }
    let loc = rw.op_loc(op);
    let new = if result_rank == 0 {
        ExtractElementOp::build(rw, loc, result_ty, source, None).result(rw)
    } else {
        BroadcastOp::build(rw, loc, result_ty, source).vector(rw)
    };
    rw.replace_op(op, &[new]).is_ok()
}

fn shape_cast_to_shape_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(extract) = ExtractOp::cast(rw, op) else {
        return false;
    };
    let Some(cast) = rw
        .defining_op(extract.vector(rw))
        .and_then(|d| ShapeCastOp::cast(rw, d))
    else {
        return false;
    };
    let target = rw.value_type(extract.result(rw));
    let source = cast.source(rw);
    if !rw.is_vector(target) || rw.num_elements(rw.value_type(source)) != rw.num_elements(target) {
        return false;
    }
    let loc = rw.op_loc(op);
    let new = ShapeCastOp::build(rw, loc, target, source).result(rw);
    rw.replace_op(op, &[new]).is_ok()
}

fn sub_from_elements(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(extract) = ExtractOp::cast(rw, op) else {
        return false;
    };
    if has_dynamic_position(rw, extract) {
        return false;
    }
    let result_ty = rw.value_type(extract.result(rw));
    if !rw.is_vector(result_ty) {
        return false;
    }
    let Some(from) = rw
        .defining_op(extract.vector(rw))
        .and_then(|d| FromElementsOp::cast(rw, d))
    else {
        return false;
    };
    let input_ty = rw.value_type(from.result(rw));
    if is_scalable(rw, result_ty) || is_scalable(rw, input_ty) {
        return false;
    }
    let mut first = extract.static_position(rw).to_vec();
    first.extend(std::iter::repeat_n(0, rank(rw, result_ty)));
    let sizes = shape(rw, input_ty);
    let flat = linearize(&first, &sizes);
    let n = rw.num_elements(result_ty).unwrap_or(0).max(0) as usize;
    let elements = from.elements(rw);
    let Some(slice) = usize::try_from(flat)
        .ok()
        .and_then(|f| elements.get(f..f.checked_add(n)?))
    else {
        return false;
    };
    let slice = slice.to_vec();
    let loc = rw.op_loc(op);
    let new = FromElementsOp::build(rw, loc, result_ty, &slice).result(rw);
    rw.replace_op(op, &[new]).is_ok()
}

//! The `tensor.pad` vectorization patterns (upstream's
//! `populatePadOpVectorizationPatterns` in `Vectorization.cpp`, with
//! `GeneralizePadOpPattern` of `Transforms.cpp`): a pad as a filled
//! `tensor.empty` and a copy of its source (a transfer read and write when
//! the shapes allow, else a `tensor.insert_slice`), and pads read by
//! transfer reads, written by trimmed transfer writes or inserted by
//! `tensor.insert_slice` folded into those users.

use ir::interfaces::FoldResult;
use ir::{Attribute, Context, Location, OpBuilder, OpId, PatternRewriter, RewritePattern, Value};
use tensor::{ExtractSliceOp, InsertSliceOp, PadOp};
use vector::{TransferReadOp, TransferWriteOp};

use crate::vectorize::constant_index;

/// Static entries with the dynamic values in order (`getMixedValues`).
fn mixed(statics: &[i64], dynamic: &[Value], ctx: &mut Context) -> Vec<FoldResult> {
    let mut next = dynamic.iter();
    statics
        .iter()
        .map(|&s| {
            if s == ir::DYNAMIC {
                next.next()
                    .map_or(FoldResult::Attr(ctx.index_attr(0)), |&v| {
                        FoldResult::Value(v)
                    })
            } else {
                FoldResult::Attr(ctx.index_attr(s))
            }
        })
        .collect()
}

/// The constant integer of a mixed entry (`getConstantIntValue`).
fn constant_int(ctx: &mut Context, ofr: &FoldResult) -> Option<i64> {
    match ofr {
        FoldResult::Attr(a) => ctx.as_integer(*a).map(|v| v as i64),
        FoldResult::Value(v) => ir::rewrite::constant_value(ctx, *v)
            .and_then(|a| ctx.as_integer(a))
            .map(|v| v as i64),
    }
}

/// A mixed entry as a value (an `arith.constant` index for an attribute).
fn idx_value(b: &mut OpBuilder<'_>, loc: Location, ofr: &FoldResult) -> Value {
    match ofr {
        FoldResult::Value(v) => *v,
        FoldResult::Attr(a) => {
            let v = b.as_integer(*a).map_or(0, |v| v as i64);
            constant_index(b, loc, v)
        }
    }
}

/// The pad's low paddings.
fn low_pad(ctx: &mut Context, pad: PadOp) -> Vec<FoldResult> {
    let statics = pad.static_low(ctx).to_vec();
    let dynamic = pad.low(ctx);
    mixed(&statics, &dynamic, ctx)
}

/// The pad's high paddings.
fn high_pad(ctx: &mut Context, pad: PadOp) -> Vec<FoldResult> {
    let statics = pad.static_high(ctx).to_vec();
    let dynamic = pad.high(ctx);
    mixed(&statics, &dynamic, ctx)
}

/// `PadOp::hasZeroLowPad`.
fn has_zero_low_pad(ctx: &mut Context, pad: PadOp) -> bool {
    low_pad(ctx, pad)
        .iter()
        .all(|o| constant_int(ctx, o) == Some(0))
}

/// A `BoolArrayAttr`.
fn bool_array(b: &mut OpBuilder<'_>, values: &[bool]) -> Attribute {
    let elements: Vec<Attribute> = values.iter().map(|&v| b.bool_attr(v)).collect();
    b.array_attr(&elements)
}

/// The minor identity map of a transfer of `rank` into a `source_rank`
/// operand (the builders' default).
fn minor_identity(b: &mut OpBuilder<'_>, source_rank: usize, rank: usize) -> Attribute {
    let results: Vec<_> = (source_rank - rank..source_rank)
        .map(|d| b.affine_dim(d as u32))
        .collect();
    let map = b.affine_map(source_rank as u32, 0, &results);
    b.affine_map_attr(map)
}

/// `tensor::getMixedSize`: a static size or a `tensor.dim`.
fn mixed_size(b: &mut OpBuilder<'_>, loc: Location, v: Value, dim: usize) -> FoldResult {
    let t = b.value_type(v);
    let size = b
        .shape(t)
        .and_then(|s| s.get(dim).copied())
        .unwrap_or(ir::DYNAMIC);
    if size != ir::DYNAMIC {
        return FoldResult::Attr(b.index_attr(size));
    }
    let c = constant_index(b, loc, dim as i64);
    let index = b.index_type();
    let op = tensor::DimOp::build(b, loc, index, v, c).operation();
    FoldResult::Value(ir::rewrite::create_or_fold(b, op)[0])
}

/// `createOrFold<arith::AddIOp>`.
fn add_or_fold(b: &mut OpBuilder<'_>, loc: Location, l: Value, r: Value) -> Value {
    let ty = b.value_type(l);
    let op = arith::AddIOp::build(b, loc, ty, l, r, None).operation();
    ir::rewrite::create_or_fold(b, op)[0]
}

/// `GenericPadOpVectorizationPattern::tryVectorizeCopy`: the source
/// copied by a transfer read and write when each dimension is static in
/// the source or the result.
fn try_vectorize_copy(rw: &mut PatternRewriter<'_>, pad: PadOp, dest: Value) -> bool {
    let op = pad.operation();
    let loc = rw.op_loc(op);
    let source = pad.source(rw);
    let source_type = rw.value_type(source);
    let result_type = rw.value_type(pad.result(rw));
    let Some(element) = rw.element_type(source_type) else {
        return false;
    };
    if !(rw.is_any_integer(element) || rw.is_index(element) || rw.is_float(element)) {
        return false;
    }
    let source_shape = rw
        .shape(source_type)
        .map(<[i64]>::to_vec)
        .unwrap_or_default();
    let result_shape = rw
        .shape(result_type)
        .map(<[i64]>::to_vec)
        .unwrap_or_default();
    let pad_value = match tensor::constant_padding_value(rw, pad) {
        Some(v) => v,
        None => {
            if source_shape.contains(&ir::DYNAMIC) {
                return false;
            }
            let Some(zero) = arith::fold::zero_attr(rw, element) else {
                return false;
            };
            arith::ConstantOp::build(rw, loc, element, zero).result(rw)
        }
    };
    let low = low_pad(rw, pad);
    let mut vec_shape = Vec::new();
    let mut read_in_bounds = Vec::new();
    let mut write_in_bounds = Vec::new();
    for (i, &s) in source_shape.iter().enumerate() {
        if s != ir::DYNAMIC {
            vec_shape.push(s);
            read_in_bounds.push(true);
            write_in_bounds.push(true);
        } else if result_shape.get(i).is_some_and(|&r| r != ir::DYNAMIC) {
            vec_shape.push(result_shape[i]);
            read_in_bounds.push(false);
            let zero_low = low.get(i).is_some_and(|o| constant_int(rw, o) == Some(0));
            write_in_bounds.push(zero_low);
        } else {
            return false;
        }
    }
    let vec_type = rw.vector_type(&vec_shape, element);
    let rank = vec_shape.len();
    let zero = constant_index(rw, loc, 0);
    let indices = vec![zero; rank];
    let map = minor_identity(rw, source_shape.len(), rank);
    let flags = bool_array(rw, &read_in_bounds);
    let read = TransferReadOp::build(
        rw, loc, vec_type, source, &indices, map, pad_value, None, flags,
    )
    .vector(rw);
    let mut dest = dest;
    if vec_shape == result_shape && write_in_bounds.iter().all(|&b| b) {
        if let Some(fill) = rw
            .defining_op(dest)
            .filter(|&d| rw.op_name_of(d) == "linalg.fill")
        {
            let (_, outs) = crate::dps_split(rw, fill);
            if let Some(&out) = outs.first() {
                dest = out;
            }
        }
    }
    let write_indices: Vec<Value> = low.iter().map(|o| idx_value(rw, loc, o)).collect();
    let dest_type = rw.value_type(dest);
    let dest_rank = rw.shape(dest_type).map_or(0, <[i64]>::len);
    let map = minor_identity(rw, dest_rank, rank);
    let flags = bool_array(rw, &write_in_bounds);
    let write = TransferWriteOp::build(
        rw,
        loc,
        Some(dest_type),
        read,
        dest,
        &write_indices,
        map,
        None,
        flags,
    );
    let r = rw.result(write.operation(), 0);
    rw.replace_op(op, &[r]).is_ok()
}

/// `GeneralizePadOpPattern` with `tryVectorizeCopy`
/// (`GenericPadOpVectorizationPattern`).
fn generic_pad(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(pad) = PadOp::cast(rw, op) else {
        return false;
    };
    let loc = rw.op_loc(op);
    rw.set_insertion_point_before(op);
    let result_type = rw.value_type(pad.result(rw));
    let Some(result_shape) = rw.shape(result_type).map(<[i64]>::to_vec) else {
        return false;
    };
    let Some(element) = rw.element_type(result_type) else {
        return false;
    };
    let source = pad.source(rw);
    let (low, high) = (low_pad(rw, pad), high_pad(rw, pad));
    let mut dynamic = Vec::new();
    for (dim, &size) in result_shape.iter().enumerate() {
        if size != ir::DYNAMIC {
            continue;
        }
        let src = mixed_size(rw, loc, source, dim);
        let src = idx_value(rw, loc, &src);
        let (Some(l), Some(h)) = (low.get(dim), high.get(dim)) else {
            return false;
        };
        let l = idx_value(rw, loc, l);
        let plus_low = add_or_fold(rw, loc, src, l);
        let h = idx_value(rw, loc, h);
        dynamic.push(add_or_fold(rw, loc, plus_low, h));
    }
    let empty_type = rw.ranked_tensor_type(&result_shape, element);
    let empty = tensor::EmptyOp::build(rw, loc, empty_type, &dynamic).result(rw);
    let fill = match tensor::constant_padding_value(rw, pad) {
        Some(value) => {
            let Ok(state) =
                linalg::named::named_op_state(rw, "fill", loc, &[value], &[empty], None)
            else {
                return false;
            };
            let f = rw.create(state);
            rw.result(f, 0)
        }
        None => {
            let generate = tensor::GenerateOp::build(rw, loc, result_type, &dynamic);
            let mut mapping = ir::IrMapping::new();
            let (from, to) = (pad.region(rw), generate.body(rw));
            if rw
                .clone_region_before(from, to, None, &mut mapping)
                .is_err()
            {
                return false;
            }
            generate.result(rw)
        }
    };
    if try_vectorize_copy(rw, pad, fill) {
        return true;
    }
    let rank = rw.shape(rw.value_type(source)).map_or(0, <[i64]>::len);
    let sizes: Vec<FoldResult> = (0..rank).map(|d| mixed_size(rw, loc, source, d)).collect();
    let (offset_values, static_offsets) = split_mixed(rw, &low);
    let (size_values, static_sizes) = split_mixed(rw, &sizes);
    let ones = vec![1i64; rank];
    let fill_type = rw.value_type(fill);
    let insert = InsertSliceOp::build_with_values(
        rw,
        loc,
        fill_type,
        source,
        fill,
        &offset_values,
        &size_values,
        &[],
        &static_offsets,
        &static_sizes,
        &ones,
    );
    let r = insert.result(rw);
    rw.replace_op(op, &[r]).is_ok()
}

/// Mixed entries as dynamic values and static entries.
fn split_mixed(ctx: &mut Context, ofrs: &[FoldResult]) -> (Vec<Value>, Vec<i64>) {
    let mut values = Vec::new();
    let mut statics = Vec::new();
    for o in ofrs {
        match o {
            FoldResult::Value(v) => {
                values.push(*v);
                statics.push(ir::DYNAMIC);
            }
            FoldResult::Attr(a) => statics.push(ctx.as_integer(*a).map_or(0, |v| v as i64)),
        }
    }
    (values, statics)
}

/// `PadOpVectorizationWithTransferReadPattern::rewriteUser`.
fn rewrite_read_user(rw: &mut PatternRewriter<'_>, pad: PadOp, user: OpId) -> bool {
    let Some(read) = TransferReadOp::cast(rw, user) else {
        return false;
    };
    if !has_zero_low_pad(rw, pad) {
        return false;
    }
    let Some(value) = tensor::constant_padding_value(rw, pad) else {
        return false;
    };
    let Some(map) = rw.as_affine_map(read.permutation_map_attr(rw)) else {
        return false;
    };
    let flags = read.in_bounds(rw);
    if vector::transfer::has_out_of_bounds_dim(rw, map, flags) || read.mask(rw).is_some() {
        return false;
    }
    let rank = rw.shape(rw.result_type(user, 0)).map_or(0, <[i64]>::len);
    let source = pad.source(rw);
    let falses = bool_array(rw, &vec![false; rank]);
    rw.modify_op_in_place(user, |ctx| {
        let key = ctx.ident("in_bounds");
        let _ = ctx.set_inherent_attr(user, key, falses);
        let _ = ctx.set_operand(user, 0, source);
        let n = ctx.num_operands(user);
        // The padding is the operand after the source and the indices.
        let padding_index = 1 + read.indices(ctx).len();
        if padding_index < n {
            let _ = ctx.set_operand(user, padding_index, value);
        }
    });
    true
}

/// `PadOpVectorizationWithTransferWritePattern::hasSameTensorSize`.
fn has_same_tensor_size(
    rw: &mut PatternRewriter<'_>,
    before: Value,
    after: ExtractSliceOp,
) -> bool {
    if let Some(cast) = rw
        .defining_op(before)
        .and_then(|d| tensor::CastOp::cast(rw, d))
    {
        let src = cast.source(rw);
        if has_same_tensor_size(rw, src, after) {
            return true;
        }
    }
    let t1 = rw.value_type(before);
    let t2 = rw.value_type(after.result(rw));
    if !rw.is_ranked_tensor(t1) || !rw.is_ranked_tensor(t2) {
        return false;
    }
    let s1 = rw.shape(t1).map(<[i64]>::to_vec).unwrap_or_default();
    let s2 = rw.shape(t2).map(<[i64]>::to_vec).unwrap_or_default();
    if s1.len() != s2.len() {
        return false;
    }
    for (a, b) in s1.iter().zip(&s2) {
        if (*a == ir::DYNAMIC) != (*b == ir::DYNAMIC) || (*a != ir::DYNAMIC && a != b) {
            return false;
        }
    }
    if !s1.contains(&ir::DYNAMIC) {
        return true;
    }
    let Some(before_slice) = rw
        .defining_op(before)
        .and_then(|d| ExtractSliceOp::cast(rw, d))
    else {
        return false;
    };
    let sizes1 = {
        let (st, dy) = (
            before_slice.static_sizes(rw).to_vec(),
            before_slice.sizes(rw),
        );
        mixed(&st, &dy, rw)
    };
    let sizes2 = {
        let (st, dy) = (after.static_sizes(rw).to_vec(), after.sizes(rw));
        mixed(&st, &dy, rw)
    };
    for (i, &d) in s1.iter().enumerate() {
        if d != ir::DYNAMIC {
            continue;
        }
        let (Some(a), Some(b)) = (sizes1.get(i), sizes2.get(i)) else {
            return false;
        };
        let same = match (a, b) {
            (FoldResult::Value(x), FoldResult::Value(y)) if x == y => true,
            _ => {
                let (ca, cb) = (constant_int(rw, a), constant_int(rw, b));
                ca.is_some() && ca == cb
            }
        };
        if same {
            continue;
        }
        let (FoldResult::Value(v1), FoldResult::Value(v2)) = (a, b) else {
            return false;
        };
        let min1 = rw
            .defining_op(*v1)
            .filter(|&o| rw.op_name_of(o) == "affine.min");
        let min2 = rw
            .defining_op(*v2)
            .filter(|&o| rw.op_name_of(o) == "affine.min");
        if let (Some(m1), Some(m2)) = (min1, min2) {
            if rw.attr(m1, "map") == rw.attr(m2, "map") && rw.operands(m1) == rw.operands(m2) {
                continue;
            }
        }
        return false;
    }
    true
}

/// `PadOpVectorizationWithTransferWritePattern::rewriteUser`.
fn rewrite_write_user(rw: &mut PatternRewriter<'_>, pad: PadOp, user: OpId) -> bool {
    let Some(write) = TransferWriteOp::cast(rw, user) else {
        return false;
    };
    let Some(map) = rw.as_affine_map(write.permutation_map_attr(rw)) else {
        return false;
    };
    if rw.affine_map_data(map).results.is_empty() {
        return false;
    }
    if !has_zero_low_pad(rw, pad) || tensor::constant_padding_value(rw, pad).is_none() {
        return false;
    }
    if rw.num_results(user) != 1 || !rw.has_one_use(rw.result(user, 0)) {
        return false;
    }
    let Some(trim) = rw
        .uses(rw.result(user, 0))
        .next()
        .and_then(|u| ExtractSliceOp::cast(rw, u.op))
    else {
        return false;
    };
    let offsets = {
        let (st, dy) = (trim.static_offsets(rw).to_vec(), trim.offsets(rw));
        mixed(&st, &dy, rw)
    };
    if !offsets.iter().all(|o| constant_int(rw, o) == Some(0)) {
        return false;
    }
    let source = pad.source(rw);
    if !has_same_tensor_size(rw, source, trim) {
        return false;
    }
    rw.set_insertion_point_before(user);
    let vector = write.vector(rw);
    let rank = rw.shape(rw.value_type(vector)).map_or(0, <[i64]>::len);
    let flags = bool_array(rw, &vec![false; rank]);
    let source_type = rw.value_type(source);
    let (indices, map_attr, mask) = (
        write.indices(rw),
        write.permutation_map_attr(rw),
        write.mask(rw),
    );
    let loc = rw.op_loc(user);
    let new = TransferWriteOp::build(
        rw,
        loc,
        Some(source_type),
        vector,
        source,
        &indices,
        map_attr,
        mask,
        flags,
    );
    let r = rw.result(new.operation(), 0);
    if rw.replace_op(user, &[r]).is_err() {
        return false;
    }
    rw.replace_op(trim.operation(), &[r]).is_ok()
}

/// `PadOpVectorizationWithInsertSlicePattern::rewriteUser`.
fn rewrite_insert_user(rw: &mut PatternRewriter<'_>, pad: PadOp, user: OpId) -> bool {
    let Some(insert) = InsertSliceOp::cast(rw, user) else {
        return false;
    };
    if !has_zero_low_pad(rw, pad) {
        return false;
    }
    let strides = {
        let (st, dy) = (insert.static_strides(rw).to_vec(), insert.strides(rw));
        mixed(&st, &dy, rw)
    };
    if !strides.iter().all(|o| constant_int(rw, o) == Some(1)) {
        return false;
    }
    let Some(value) = tensor::constant_padding_value(rw, pad) else {
        return false;
    };
    let pad_type = rw.value_type(pad.result(rw));
    let Some(pad_shape) = rw.shape(pad_type).map(<[i64]>::to_vec) else {
        return false;
    };
    if pad_shape.contains(&ir::DYNAMIC) || insert.dest(rw) == pad.result(rw) {
        return false;
    }
    let Some(element) = rw.element_type(pad_type) else {
        return false;
    };
    let vec_type = rw.vector_type(&pad_shape, element);
    let vec_rank = pad_shape.len();
    let tensor_rank = rw
        .shape(rw.value_type(insert.result(rw)))
        .map_or(0, <[i64]>::len);
    let mut expected = vec![1i64; tensor_rank.saturating_sub(vec_rank)];
    expected.extend_from_slice(&pad_shape);
    let sizes = {
        let (st, dy) = (insert.static_sizes(rw).to_vec(), insert.sizes(rw));
        mixed(&st, &dy, rw)
    };
    if !sizes
        .iter()
        .zip(&expected)
        .all(|(o, &e)| constant_int(rw, o) == Some(e))
    {
        return false;
    }
    rw.set_insertion_point_before(user);
    let loc = rw.op_loc(pad.operation());
    let zero = constant_index(rw, loc, 0);
    let indices = vec![zero; vec_rank];
    let source = pad.source(rw);
    let source_rank = rw.shape(rw.value_type(source)).map_or(0, <[i64]>::len);
    let map = minor_identity(rw, source_rank, vec_rank);
    let falses = bool_array(rw, &vec![false; vec_rank]);
    let read = TransferReadOp::build(
        rw, loc, vec_type, source, &indices, map, value, None, falses,
    )
    .vector(rw);
    let offsets = {
        let (st, dy) = (insert.static_offsets(rw).to_vec(), insert.offsets(rw));
        mixed(&st, &dy, rw)
    };
    let write_indices: Vec<Value> = offsets.iter().map(|o| idx_value(rw, loc, o)).collect();
    let dest = insert.dest(rw);
    let dest_type = rw.value_type(dest);
    let map = minor_identity(rw, tensor_rank, vec_rank);
    let trues = bool_array(rw, &vec![true; vec_rank]);
    let new = TransferWriteOp::build(
        rw,
        loc,
        Some(dest_type),
        read,
        dest,
        &write_indices,
        map,
        None,
        trues,
    );
    let r = rw.result(new.operation(), 0);
    rw.replace_op(user, &[r]).is_ok()
}

/// `VectorizePadOpUserPattern`: `rewrite` on each user of the pad.
fn rewrite_users(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    rewrite: fn(&mut PatternRewriter<'_>, PadOp, OpId) -> bool,
) -> bool {
    let Some(pad) = PadOp::cast(rw, op) else {
        return false;
    };
    let users: Vec<OpId> = rw.uses(pad.result(rw)).map(|u| u.op).collect();
    let mut changed = false;
    for user in users {
        if rw.is_live(user) {
            changed |= rewrite(rw, pad, user);
        }
    }
    changed
}

/// A pad pattern with its benefit.
struct PadPattern {
    name: &'static str,
    benefit: u16,
    rewrite: fn(OpId, &mut PatternRewriter<'_>) -> bool,
}

impl RewritePattern for PadPattern {
    fn root(&self) -> Option<&str> {
        Some(PadOp::OPERATION_NAME)
    }

    fn benefit(&self) -> u16 {
        self.benefit
    }

    fn name(&self) -> &str {
        self.name
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        (self.rewrite)(op, rw)
    }
}

/// Upstream's `populatePadOpVectorizationPatterns` (base benefit 1): the
/// generic pad rewrite, then the user patterns at benefit 2.
pub fn pad_op_vectorization_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(PadPattern {
            name: "GenericPadOpVectorizationPattern",
            benefit: 1,
            rewrite: generic_pad,
        }),
        Box::new(PadPattern {
            name: "PadOpVectorizationWithTransferReadPattern",
            benefit: 2,
            rewrite: |op, rw| rewrite_users(op, rw, rewrite_read_user),
        }),
        Box::new(PadPattern {
            name: "PadOpVectorizationWithTransferWritePattern",
            benefit: 2,
            rewrite: |op, rw| rewrite_users(op, rw, rewrite_write_user),
        }),
        Box::new(PadPattern {
            name: "PadOpVectorizationWithInsertSlicePattern",
            benefit: 2,
            rewrite: |op, rw| rewrite_users(op, rw, rewrite_insert_user),
        }),
    ]
}

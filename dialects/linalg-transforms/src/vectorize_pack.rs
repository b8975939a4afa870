//! Vectorization of `tensor.pack` and `tensor.unpack` (upstream's
//! `vectorizeAsTensorPackOp` and `vectorizeAsTensorUnpackOp` in
//! `Vectorization.cpp`, with `tensor::getPackInverseDestPerm`,
//! `getUnPackInverseSrcPerm` and `computePackingMetadata`): a read of the
//! source (masked with explicit vector sizes, in-bounds flags without
//! them), a `vector.shape_cast` and a `vector.transpose` between the
//! packed and unpacked layouts, and a write into a new tensor.

use ir::interfaces::{FoldResult, ReifyRankedShapedTypeOpInterfaceRef};
use ir::{Context, OpBuilder, Value};

use crate::vectorize::{
    create_read_or_masked_read, create_write_or_masked_write, is_valid_masked_input_vector,
};

/// `applyPermutation`: `input[perm[i]]` at each `i`.
fn apply_permutation(input: &[i64], perm: &[i64]) -> Option<Vec<i64>> {
    perm.iter()
        .map(|&p| input.get(usize::try_from(p).ok()?).copied())
        .collect()
}

/// `invertPermutationVector`.
fn invert_permutation(perm: &[i64]) -> Option<Vec<i64>> {
    let mut inv = vec![0i64; perm.len()];
    for (i, &p) in perm.iter().enumerate() {
        *inv.get_mut(usize::try_from(p).ok()?)? = i as i64;
    }
    Some(inv)
}

/// Upstream's `PackingMetadata`.
struct PackingMetadata {
    insert_positions: Vec<i64>,
    outer_positions: Vec<i64>,
    reassociations: Vec<Vec<i64>>,
}

/// `computePackingMetadata`.
fn packing_metadata(packed_rank: i64, inner: &[i64]) -> PackingMetadata {
    let insert_positions: Vec<i64> = inner
        .iter()
        .map(|&pos| pos + inner.iter().filter(|&&p| pos > p).count() as i64 + 1)
        .collect();
    let mut outer_positions = Vec::new();
    let mut reassociations = Vec::new();
    let mut i = 1;
    while i <= packed_rank {
        outer_positions.push(i - 1);
        if insert_positions.contains(&i) {
            reassociations.push(vec![i - 1, i]);
            i += 1;
        } else {
            reassociations.push(vec![i - 1]);
        }
        i += 1;
    }
    PackingMetadata {
        insert_positions,
        outer_positions,
        reassociations,
    }
}

/// `computePermutationVector`: `positions` moved to `desired`, the other
/// entries in order.
fn permutation_vector(size: i64, positions: &[i64], desired: &[i64]) -> Option<Vec<i64>> {
    let mut res = vec![-1i64; usize::try_from(size).ok()?];
    for (&pos, &want) in positions.iter().zip(desired) {
        *res.get_mut(usize::try_from(want).ok()?)? = pos;
    }
    let mut next = 0;
    for entry in res.iter_mut() {
        if *entry != -1 {
            continue;
        }
        while positions.contains(&next) {
            next += 1;
        }
        *entry = next;
        next += 1;
    }
    Some(res)
}

/// `computePackUnPackPerm`.
fn pack_unpack_perm(
    rank: i64,
    inner: &[i64],
    outer_perm: &[i64],
) -> Option<(Vec<i64>, PackingMetadata)> {
    let n = inner.len() as i64;
    let last: Vec<i64> = (rank - n..rank).collect();
    let md = packing_metadata(rank, inner);
    let inner_perm = permutation_vector(rank, &last, &md.insert_positions)?;
    let mut outer_pos = md.outer_positions.clone();
    if !outer_perm.is_empty() {
        outer_pos = apply_permutation(&outer_pos, outer_perm)?;
    }
    let outer_perm_vec = permutation_vector(rank, &md.outer_positions, &outer_pos)?;
    let perm = apply_permutation(&inner_perm, &outer_perm_vec)?;
    Some((perm, md))
}

/// The static shape of `v`'s type.
fn shape_of(ctx: &Context, v: Value) -> Vec<i64> {
    ctx.shape(ctx.value_type(v))
        .map(<[i64]>::to_vec)
        .unwrap_or_default()
}

/// `vectorizePackOpPrecondition`.
pub(crate) fn pack_precondition(ctx: &mut Context, pack: tensor::PackOp, sizes: &[i64]) -> bool {
    if let Some(pad) = pack.padding_value(ctx) {
        if ir::rewrite::constant_value(ctx, pad).is_none() {
            return false;
        }
    }
    let dest = shape_of(ctx, pack.dest(ctx));
    let source = shape_of(ctx, pack.source(ctx));
    let satisfy_empty =
        sizes.is_empty() && !dest.contains(&ir::DYNAMIC) && !source.contains(&ir::DYNAMIC);
    let lead = &dest[..source.len().min(dest.len())];
    if !satisfy_empty && !is_valid_masked_input_vector(lead, sizes) {
        return false;
    }
    !pack.static_inner_tiles(ctx).contains(&ir::DYNAMIC)
}

/// `vectorizeUnPackOpPrecondition`.
pub(crate) fn unpack_precondition(
    ctx: &mut Context,
    unpack: tensor::UnPackOp,
    sizes: &[i64],
) -> bool {
    if unpack.static_inner_tiles(ctx).contains(&ir::DYNAMIC) {
        return false;
    }
    let dest = shape_of(ctx, unpack.dest(ctx));
    let source = shape_of(ctx, unpack.source(ctx));
    let satisfy_empty =
        sizes.is_empty() && !dest.contains(&ir::DYNAMIC) && !source.contains(&ir::DYNAMIC);
    satisfy_empty || is_valid_masked_input_vector(&dest, sizes)
}

/// The reified sizes of `op`'s result.
fn reified_sizes(b: &mut OpBuilder<'_>, op: ir::OpId) -> Option<Vec<FoldResult>> {
    let reify = ReifyRankedShapedTypeOpInterfaceRef::get(b, op)?;
    let mut shapes = Vec::new();
    reify.reify_result_shapes(b, &mut shapes).ok()?;
    shapes.into_iter().next()
}

/// `vectorizeAsTensorPackOp`.
pub(crate) fn vectorize_pack(
    b: &mut OpBuilder<'_>,
    pack: tensor::PackOp,
    sizes: &[i64],
) -> Option<Vec<Value>> {
    let op = pack.operation();
    let loc = b.op_loc(op);
    let source = pack.source(b);
    let element = b.element_type(b.value_type(source))?;
    let pad = match pack.padding_value(b) {
        Some(p) => p,
        None => {
            let zero = arith::fold::zero_attr(b, element)?;
            arith::ConstantOp::build(b, loc, element, zero).result(b)
        }
    };
    let dest_sizes = reified_sizes(b, op)?;
    let source_rank = shape_of(b, source).len();
    let dest_shape = shape_of(b, pack.dest(b));
    let (sizes, use_in_bounds) = if sizes.is_empty() {
        (dest_shape.get(..source_rank)?.to_vec(), true)
    } else {
        (sizes.to_vec(), false)
    };
    let tiles = pack.static_inner_tiles(b).to_vec();
    let inner = pack.inner_dims_pos(b).to_vec();
    let outer = pack.outer_dims_perm(b).to_vec();
    let mut input_shape = sizes.clone();
    if !outer.is_empty() {
        input_shape = apply_permutation(&input_shape, &invert_permutation(&outer)?)?;
    }
    for (idx, &size) in tiles.iter().enumerate() {
        let pos = usize::try_from(*inner.get(idx)?).ok()?;
        *input_shape.get_mut(pos)? *= size;
    }
    let read = create_read_or_masked_read(b, loc, source, &input_shape, pad, use_in_bounds)?;
    let mut packed = sizes.clone();
    packed.extend_from_slice(&tiles);
    let (inverse_dest_perm, _) = pack_unpack_perm(dest_shape.len() as i64, &inner, &outer)?;
    let tiled_shape = apply_permutation(&packed, &inverse_dest_perm)?;
    let tiled_type = b.vector_type(&tiled_shape, element);
    let cast = vector::ShapeCastOp::build(b, loc, tiled_type, read).result(b);
    let dest_perm = invert_permutation(&inverse_dest_perm)?;
    let transposed_shape = apply_permutation(&tiled_shape, &dest_perm)?;
    let transposed_type = b.vector_type(&transposed_shape, element);
    let i64t = b.i64();
    let perm_attr = b.dense_int_array_attr(i64t, &dest_perm);
    let transposed = vector::TransposeOp::build(b, loc, transposed_type, cast, perm_attr).result(b);
    let write = create_write_or_masked_write(b, loc, transposed, &dest_sizes, &sizes, false)?;
    Some(vec![b.result(write, 0)])
}

/// `vectorizeAsTensorUnpackOp`.
pub(crate) fn vectorize_unpack(
    b: &mut OpBuilder<'_>,
    unpack: tensor::UnPackOp,
    sizes: &[i64],
) -> Option<Vec<Value>> {
    let op = unpack.operation();
    let loc = b.op_loc(op);
    let source = unpack.source(b);
    let source_shape = shape_of(b, source);
    let dest_shape = shape_of(b, unpack.dest(b));
    let inner = unpack.inner_dims_pos(b).to_vec();
    let tiles = unpack.static_inner_tiles(b).to_vec();
    let outer = unpack.outer_dims_perm(b).to_vec();
    let dest_rank = dest_shape.len();
    let mut vector_sizes = sizes.to_vec();
    let mut use_in_bounds = false;
    if vector_sizes.is_empty() {
        vector_sizes = source_shape.get(..dest_rank)?.to_vec();
        if !outer.is_empty() {
            vector_sizes = apply_permutation(&vector_sizes, &outer)?;
        }
        for (i, &pos) in inner.iter().enumerate() {
            *vector_sizes.get_mut(usize::try_from(pos).ok()?)? *= *tiles.get(i)?;
        }
        use_in_bounds = true;
    }
    let mut read_sizes = vector_sizes.clone();
    for (i, &size) in tiles.iter().enumerate() {
        let pos = usize::try_from(*inner.get(i)?).ok()?;
        let slot = read_sizes.get_mut(pos)?;
        if size == 0 {
            return None;
        }
        *slot = (*slot + size - 1).div_euclid(size);
    }
    if !outer.is_empty() {
        read_sizes = apply_permutation(&read_sizes, &outer)?;
    }
    read_sizes.extend_from_slice(source_shape.get(vector_sizes.len()..)?);
    let dest_sizes = reified_sizes(b, op)?;
    let element = b.element_type(b.value_type(source))?;
    let zero = arith::fold::zero_attr(b, element)?;
    let pad = arith::ConstantOp::build(b, loc, element, zero).result(b);
    let read = create_read_or_masked_read(b, loc, source, &read_sizes, pad, false)?;
    let read_shape = shape_of(b, read);
    let (perm, md) = pack_unpack_perm(source_shape.len() as i64, &inner, &outer)?;
    let strip_mine = apply_permutation(&read_shape, &perm)?;
    let strip_type = b.vector_type(&strip_mine, element);
    let i64t = b.i64();
    let perm_attr = b.dense_int_array_attr(i64t, &perm);
    let transposed = vector::TransposeOp::build(b, loc, strip_type, read, perm_attr).result(b);
    // `CollapseShapeOp::inferCollapsedType`.
    let mut collapsed = Vec::with_capacity(md.reassociations.len());
    for group in &md.reassociations {
        let mut size = 1i64;
        for &d in group {
            let s = *strip_mine.get(usize::try_from(d).ok()?)?;
            if s == ir::DYNAMIC {
                size = ir::DYNAMIC;
                break;
            }
            size *= s;
        }
        collapsed.push(size);
    }
    let collapsed_type = b.vector_type(&collapsed, element);
    let cast = vector::ShapeCastOp::build(b, loc, collapsed_type, transposed).result(b);
    let write_sizes = if dest_shape.contains(&ir::DYNAMIC) {
        collapsed
    } else {
        vector_sizes
    };
    let write =
        create_write_or_masked_write(b, loc, cast, &dest_sizes, &write_sizes, use_in_bounds)?;
    Some(vec![b.result(write, 0)])
}

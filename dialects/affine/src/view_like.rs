//! Offsets, sizes and strides of views composed with their consumers'
//! (upstream `Affine/Utils/ViewLikeInterfaceUtils.cpp`): what the passes
//! that fold views into their users (`fold-memref-alias-ops`,
//! `fold-tensor-subset-ops`) share.

use ir::{Location, OpBuilder, OpFoldResult, Value};

use crate::transforms::expand_index::make_composed_folded_affine_apply;

/// `resolveIndicesIntoOpWithOffsetsAndStrides`: index #i into the source
/// of a view is `offset#i + index#i * stride#i` (each a composed, folded
/// `affine.apply`; a constant becomes an `arith.constant`), and 0 in a
/// dimension the view drops.
pub fn resolve_indices_into_op_with_offsets_and_strides(
    b: &mut OpBuilder<'_>,
    loc: Location,
    offsets: &[OpFoldResult],
    strides: &[OpFoldResult],
    rank_reduced: &[bool],
    indices: &[OpFoldResult],
) -> Vec<Value> {
    let zero = OpFoldResult::Attr(b.index_attr(0));
    let mut next = indices.iter();
    let full: Vec<OpFoldResult> = (0..offsets.len())
        .map(|d| {
            if rank_reduced.get(d).copied().unwrap_or(false) {
                zero
            } else {
                next.next().copied().unwrap_or(zero)
            }
        })
        .collect();
    let (off, idx, st) = (b.affine_symbol(0), b.affine_symbol(1), b.affine_symbol(2));
    let scaled = b.affine_mul(idx, st);
    let e = b.affine_add(off, scaled);
    let map = b.affine_map(0, 3, &[e]);
    let mut resolved = Vec::with_capacity(full.len());
    for ((&o, &i), &s) in offsets.iter().zip(&full).zip(strides) {
        let v = match make_composed_folded_affine_apply(b, loc, map, &[o, i, s]) {
            OpFoldResult::Value(v) => v,
            OpFoldResult::Attr(a) => {
                let c = b.attr_as_int(a).unwrap_or(0);
                let ty = b.index_type();
                let attr = b.index_attr(c);
                arith::ConstantOp::build(b, loc, ty, attr).result(b)
            }
        };
        resolved.push(v);
    }
    resolved
}

/// `resolveSizesIntoOpWithSizes`: the sizes of a view of a view, the
/// consumer's where the producer keeps the dimension, the producer's
/// where it drops it.
pub fn resolve_sizes_into_op_with_sizes(
    source_sizes: &[OpFoldResult],
    dest_sizes: &[OpFoldResult],
    rank_reduced_source: &[bool],
) -> Vec<OpFoldResult> {
    let mut next = dest_sizes.iter();
    source_sizes
        .iter()
        .enumerate()
        .map(|(d, &s)| {
            if rank_reduced_source.get(d).copied().unwrap_or(false) {
                s
            } else {
                next.next().copied().unwrap_or(s)
            }
        })
        .collect()
}

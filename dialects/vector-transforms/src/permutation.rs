//! `LowerVectorTransfer.cpp`'s permutation-map lowerings
//! (`populateVectorTransferPermutationMapLoweringPatterns`): transfers
//! whose map transposes or broadcasts rewritten to transfers of minor
//! identity maps (with leading broadcasts for reads) and a
//! `vector.transpose` or `vector.broadcast`.

use crate::transfer::is_masked;
use crate::util::vector_parts as parts;
use crate::util::{is_minor_identity, minor_identity_with_broadcasting};
use ir::affine::{AffineExprData, AffineMap};
use ir::{Attribute, Context, Location, OpBuilder, OpId, PatternRewriter, RewritePattern, Type};
use ir::{TypeData, Value};
use vector::{BroadcastOp, TransferReadOp, TransferWriteOp, TransposeOp};

/// `AffineMap::isPermutationOfMinorIdentityWithBroadcasting`: the
/// permutation that makes `map` a minor identity with broadcasts, if any.
fn permutation_of_minor_identity(ctx: &Context, map: AffineMap) -> Option<Vec<usize>> {
    let data = ctx.affine_map_data(map);
    let (inputs, results) = (data.num_dims as usize, data.results.len());
    let projection_start = inputs.saturating_sub(results);
    let leading_broadcast = results.saturating_sub(inputs);
    let mut permuted = vec![0usize; results];
    let mut found = vec![false; inputs.max(results)];
    let mut broadcasts = Vec::new();
    for (i, &e) in data.results.iter().enumerate() {
        match ctx.affine_expr_data(e) {
            AffineExprData::Constant(0) => broadcasts.push(i),
            AffineExprData::Dim(d) if d as usize >= projection_start => {
                let p = d as usize - projection_start + leading_broadcast;
                permuted[i] = p;
                found[p] = true;
            }
            _ => return None,
        }
    }
    let mut pos = 0;
    for b in broadcasts {
        while pos < found.len() && found[pos] {
            pos += 1;
        }
        permuted[b] = pos;
        pos += 1;
    }
    Some(permuted)
}

/// The `in_bounds` flags of `attr` (false where missing).
fn flags(ctx: &Context, attr: Attribute, n: usize) -> Vec<bool> {
    let xs = ctx.attr_as_array(attr).unwrap_or_default();
    (0..n)
        .map(|i| {
            xs.get(i)
                .and_then(|x| ctx.attr_as_bool(*x))
                .unwrap_or(false)
        })
        .collect()
}

/// A bool array attribute (`getBoolArrayAttr`).
fn bool_array(b: &mut OpBuilder<'_>, values: &[bool]) -> Attribute {
    let xs: Vec<Attribute> = values.iter().map(|v| b.bool_attr(*v)).collect();
    b.array_attr(&xs)
}

/// `inverseTransposeInBoundsAttr`: flag `i` moved to `permutation[i]`.
fn inverse_transpose_in_bounds(
    b: &mut OpBuilder<'_>,
    attr: Attribute,
    permutation: &[usize],
) -> Attribute {
    let old = flags(b, attr, permutation.len());
    let mut new = vec![false; permutation.len()];
    for (i, &p) in permutation.iter().enumerate() {
        new[p] = old[i];
    }
    bool_array(b, &new)
}

/// A dense `i64` array attribute.
fn i64_array(b: &mut OpBuilder<'_>, values: &[i64]) -> Attribute {
    let i64t = b.i64();
    b.dense_int_array_attr(i64t, values)
}

/// A vector type.
fn vector_type(b: &mut OpBuilder<'_>, shape: Vec<i64>, scalable: Vec<bool>, element: Type) -> Type {
    b.get_type(TypeData::Vector {
        shape,
        scalable,
        element,
    })
}

/// The number of results of `map`.
fn num_results(ctx: &Context, map: AffineMap) -> usize {
    ctx.affine_map_data(map).results.len()
}

/// Replaces a lowered transfer: by the write's new tensor or read's new
/// value, or erased (a write to a memref).
fn finish(rw: &mut PatternRewriter<'_>, op: OpId, value: Option<Value>) -> bool {
    match value {
        Some(v) => rw.replace_op(op, &[v]).is_ok(),
        None => rw.erase_op(op).is_ok(),
    }
}

/// The permutation map of the transfer `op` (read through `map_attr`),
/// unless the lowerings leave it alone: a 0-d transfer, or one inside a
/// `vector.mask` (each pattern's first checks).
fn checked_map(rw: &mut PatternRewriter<'_>, op: OpId, map_attr: Attribute) -> Option<AffineMap> {
    let map = rw.as_affine_map(map_attr)?;
    if num_results(rw, map) == 0 {
        rw.notify_match_failure("0-d corner case not supported");
        return None;
    }
    if is_masked(rw, op) {
        rw.notify_match_failure("Masked case not supported");
        return None;
    }
    Some(map)
}

/// `TransferReadPermutationLowering`: a read whose map is a permutation
/// of a minor identity with broadcasts as a read of the minor identity
/// (broadcasts kept in place) and a `vector.transpose`.
fn read_permutation(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(read) = TransferReadOp::cast(rw, op) else {
        return false;
    };
    let map_attr = read.permutation_map(rw);
    let Some(map) = checked_map(rw, op, map_attr) else {
        return false;
    };
    let Some(permutation) = permutation_of_minor_identity(rw, map) else {
        return rw.notify_match_failure(
            "map is not permutable to minor identity, apply another pattern",
        );
    };
    if permutation.iter().enumerate().all(|(i, &p)| i == p) {
        return rw.notify_match_failure("map is not identity");
    }
    // The new map's result `p` is the old result `i` with `permutation[i]
    // == p` (the inverse permutation composed with the map).
    let data = rw.affine_map_data(map).clone();
    let mut results = data.results.clone();
    for (i, &p) in permutation.iter().enumerate() {
        results[p] = data.results[i];
    }
    let new_map = rw.affine_map(data.num_dims, 0, &results);
    let old_type = rw.result_type(op, 0);
    let Some((shape, scalable, element)) = parts(rw, old_type) else {
        return false;
    };
    let mut new_shape = shape.clone();
    let mut new_scalable = scalable.clone();
    for (i, &p) in permutation.iter().enumerate() {
        new_shape[p] = shape[i];
        new_scalable[p] = scalable[i];
    }
    let in_bounds = read.in_bounds(rw);
    let new_in_bounds = inverse_transpose_in_bounds(rw, in_bounds, &permutation);
    let new_type = vector_type(rw, new_shape, new_scalable, element);
    let loc = rw.op_loc(op);
    let map_attr = rw.affine_map_attr(new_map);
    let (source, indices, padding, mask) = (
        read.source(rw),
        read.indices(rw),
        read.padding(rw),
        read.mask(rw),
    );
    let new = TransferReadOp::build(
        rw,
        loc,
        new_type,
        source,
        &indices,
        map_attr,
        padding,
        mask,
        new_in_bounds,
    )
    .vector(rw);
    let perm: Vec<i64> = permutation.iter().map(|p| *p as i64).collect();
    let perm = i64_array(rw, &perm);
    let t = TransposeOp::build(rw, loc, old_type, new, perm).result(rw);
    finish(rw, op, Some(t))
}

/// The parts of a write the lowerings rebuild it from.
struct Write {
    source: Value,
    indices: Vec<Value>,
    mask: Option<Value>,
    result: Option<Type>,
    loc: Location,
}

impl Write {
    /// The parts of `write`.
    fn of(rw: &PatternRewriter<'_>, op: OpId, write: TransferWriteOp) -> Write {
        Write {
            source: write.source(rw),
            indices: write.indices(rw),
            mask: write.mask(rw),
            result: (rw.num_results(op) > 0).then(|| rw.result_type(op, 0)),
            loc: rw.op_loc(op),
        }
    }

    /// A new write of `value` through `map` with `mask` and `in_bounds`;
    /// its tensor result, if any.
    fn build(
        &self,
        rw: &mut PatternRewriter<'_>,
        value: Value,
        map: AffineMap,
        mask: Option<Value>,
        in_bounds: Attribute,
    ) -> Option<Value> {
        let map = rw.affine_map_attr(map);
        let w = TransferWriteOp::build(
            rw,
            self.loc,
            self.result,
            value,
            self.source,
            &self.indices,
            map,
            mask,
            in_bounds,
        );
        self.result.map(|_| rw.result(w.operation(), 0))
    }
}

/// `TransferWritePermutationLowering`: a write whose map permutes a minor
/// identity as a `vector.transpose` and a write of the minor identity.
fn write_permutation(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(write) = TransferWriteOp::cast(rw, op) else {
        return false;
    };
    let map_attr = write.permutation_map(rw);
    let Some(map) = checked_map(rw, op, map_attr) else {
        return false;
    };
    let n = num_results(rw, map);
    if is_minor_identity(rw, map) {
        return rw.notify_match_failure("map is already minor identity");
    }
    let Some(permutation) = permutation_of_minor_identity(rw, map) else {
        return rw.notify_match_failure(
            "map is not permutable to minor identity, apply another pattern",
        );
    };
    // `inversePermutation(compressUnusedDims(map))`: the position of each
    // used dimension (in increasing order) among the results.
    let data = rw.affine_map_data(map).clone();
    let dims: Vec<u32> = data
        .results
        .iter()
        .filter_map(|e| match rw.affine_expr_data(*e) {
            AffineExprData::Dim(d) => Some(d),
            _ => None,
        })
        .collect();
    let mut used = dims.clone();
    used.sort_unstable();
    let indices: Vec<i64> = used
        .iter()
        .map(|d| dims.iter().position(|x| x == d).expect("a used dimension") as i64)
        .collect();
    let in_bounds = write.in_bounds(rw);
    let new_in_bounds = inverse_transpose_in_bounds(rw, in_bounds, &permutation);
    let value = write.vector(rw);
    let value_type = rw.value_type(value);
    let Some((shape, scalable, element)) = parts(rw, value_type) else {
        return false;
    };
    let t_shape: Vec<i64> = indices.iter().map(|&i| shape[i as usize]).collect();
    let t_scalable: Vec<bool> = indices.iter().map(|&i| scalable[i as usize]).collect();
    let t_type = vector_type(rw, t_shape, t_scalable, element);
    let w = Write::of(rw, op, write);
    let perm = i64_array(rw, &indices);
    let new_vec = TransposeOp::build(rw, w.loc, t_type, value, perm).result(rw);
    let new_map = minor_identity(rw, data.num_dims, n);
    let r = w.build(rw, new_vec, new_map, w.mask, new_in_bounds);
    finish(rw, op, r)
}

/// `AffineMap::getMinorIdentityMap`.
fn minor_identity(b: &mut OpBuilder<'_>, dims: u32, results: usize) -> AffineMap {
    let exprs: Vec<_> = (dims - results as u32..dims)
        .map(|d| b.affine_dim(d))
        .collect();
    b.affine_map(dims, 0, &exprs)
}

/// `extendVectorRank`: `vec` broadcast to `added` leading unit
/// dimensions more.
fn extend_vector_rank(b: &mut OpBuilder<'_>, loc: Location, vec: Value, added: usize) -> Value {
    let ty = b.value_type(vec);
    let (shape, scalable, element) = parts(b, ty).expect("a vector");
    let mut new_shape = vec![1; added];
    new_shape.extend(shape);
    let mut new_scalable = vec![false; added];
    new_scalable.extend(scalable);
    let t = vector_type(b, new_shape, new_scalable, element);
    BroadcastOp::build(b, loc, t, vec).vector(b)
}

/// `extendMaskRank`: `vec` with `added` trailing unit dimensions more (a
/// broadcast and a transpose).
fn extend_mask_rank(b: &mut OpBuilder<'_>, loc: Location, vec: Value, added: usize) -> Value {
    let broadcast = extend_vector_rank(b, loc, vec, added);
    let ty = b.value_type(broadcast);
    let (shape, scalable, element) = parts(b, ty).expect("a vector");
    let rank = shape.len();
    let perm: Vec<usize> = (added..rank).chain(0..added).collect();
    let t_shape = perm.iter().map(|&i| shape[i]).collect();
    let t_scalable = perm.iter().map(|&i| scalable[i]).collect();
    let t = vector_type(b, t_shape, t_scalable, element);
    let perm: Vec<i64> = perm.iter().map(|p| *p as i64).collect();
    let perm = i64_array(b, &perm);
    TransposeOp::build(b, loc, t, broadcast, perm).result(b)
}

/// `TransferWriteNonPermutationLowering`: a write whose map skips inner
/// dimensions as a write of a vector broadcast to unit dimensions along
/// them.
fn write_non_permutation(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(write) = TransferWriteOp::cast(rw, op) else {
        return false;
    };
    let map_attr = write.permutation_map(rw);
    let Some(map) = checked_map(rw, op, map_attr) else {
        return false;
    };
    if permutation_of_minor_identity(rw, map).is_some() {
        return rw.notify_match_failure(
            "map is already permutable to minor identity, apply another pattern",
        );
    }
    let data = rw.affine_map_data(map).clone();
    let mut found = vec![false; data.num_dims as usize];
    for e in &data.results {
        if let AffineExprData::Dim(d) = rw.affine_expr_data(*e) {
            found[d as usize] = true;
        }
    }
    let first = found.iter().position(|f| *f).unwrap_or(found.len());
    let missing: Vec<u32> = (first..found.len())
        .filter(|&i| !found[i])
        .map(|i| i as u32)
        .collect();
    let mut exprs: Vec<_> = missing.iter().map(|&d| rw.affine_dim(d)).collect();
    let w = Write::of(rw, op, write);
    let value = write.vector(rw);
    let new_vec = extend_vector_rank(rw, w.loc, value, missing.len());
    let new_mask = w
        .mask
        .map(|m| extend_mask_rank(rw, w.loc, m, missing.len()));
    exprs.extend(data.results.iter().copied());
    let new_map = rw.affine_map(data.num_dims, 0, &exprs);
    let rank = parts(rw, rw.value_type(value)).map_or(0, |p| p.0.len());
    let in_bounds = write.in_bounds(rw);
    let old = flags(rw, in_bounds, rank);
    let mut new_flags = vec![true; missing.len()];
    for (i, f) in old.iter().enumerate() {
        // `isDimInBounds`: a broadcast dimension is in bounds (a write has
        // none).
        let broadcast = matches!(
            rw.affine_expr_data(data.results[i]),
            AffineExprData::Constant(0)
        );
        new_flags.push(broadcast || *f);
    }
    let new_in_bounds = bool_array(rw, &new_flags);
    let r = w.build(rw, new_vec, new_map, new_mask, new_in_bounds);
    finish(rw, op, r)
}

/// `TransferOpReduceRank`: a read whose map starts with broadcasts as a
/// read of lower rank (a scalar load when none is left) and a
/// `vector.broadcast`.
fn reduce_rank(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(read) = TransferReadOp::cast(rw, op) else {
        return false;
    };
    let map_attr = read.permutation_map(rw);
    let Some(map) = checked_map(rw, op, map_attr) else {
        return false;
    };
    let data = rw.affine_map_data(map).clone();
    let leading = data
        .results
        .iter()
        .take_while(|e| matches!(rw.affine_expr_data(**e), AffineExprData::Constant(0)))
        .count();
    if leading == 0 {
        return rw.notify_match_failure("no leading broadcasts in map");
    }
    let old_type = rw.result_type(op, 0);
    let Some((shape, scalable, element)) = parts(rw, old_type) else {
        return false;
    };
    let reduced = shape.len() - leading;
    let new_map = rw.affine_map(
        data.num_dims,
        0,
        &data.results[data.results.len() - reduced..],
    );
    if minor_identity_with_broadcasting(rw, new_map).is_none() {
        return rw.notify_match_failure("map is not a minor identity with broadcasting");
    }
    let loc = rw.op_loc(op);
    let (source, indices) = (read.source(rw), read.indices(rw));
    if reduced == 0 {
        let source_type = rw.value_type(source);
        let new_read = if rw.is_memref(source_type) {
            memref::LoadOp::build(rw, loc, element, source, &indices, None).result(rw)
        } else {
            tensor::ExtractOp::build(rw, loc, element, source, &indices).result(rw)
        };
        let b = BroadcastOp::build(rw, loc, old_type, new_read).vector(rw);
        return finish(rw, op, Some(b));
    }
    let new_type = vector_type(
        rw,
        shape[leading..].to_vec(),
        scalable[leading..].to_vec(),
        element,
    );
    let in_bounds = read.in_bounds(rw);
    let xs = rw.attr_as_array(in_bounds).unwrap_or_default();
    let kept: Vec<Attribute> = xs[xs.len().saturating_sub(reduced)..].to_vec();
    let new_in_bounds = rw.array_attr(&kept);
    let map_attr = rw.affine_map_attr(new_map);
    let (padding, mask) = (read.padding(rw), read.mask(rw));
    let new = TransferReadOp::build(
        rw,
        loc,
        new_type,
        source,
        &indices,
        map_attr,
        padding,
        mask,
        new_in_bounds,
    )
    .vector(rw);
    let b = BroadcastOp::build(rw, loc, old_type, new).vector(rw);
    finish(rw, op, Some(b))
}

/// Adds the lowerings of transfers' permutation maps to minor identities
/// (upstream's `populateVectorTransferPermutationMapLoweringPatterns`),
/// in upstream's order.
pub fn populate_vector_transfer_permutation_map_lowering_patterns(
    patterns: &mut Vec<Box<dyn RewritePattern>>,
) {
    use ir::rewrite::fn_pattern;
    patterns.push(fn_pattern(
        TransferReadOp::OPERATION_NAME,
        "TransferReadPermutationLowering",
        read_permutation,
    ));
    patterns.push(fn_pattern(
        TransferWriteOp::OPERATION_NAME,
        "TransferWritePermutationLowering",
        write_permutation,
    ));
    patterns.push(fn_pattern(
        TransferReadOp::OPERATION_NAME,
        "TransferOpReduceRank",
        reduce_rank,
    ));
    patterns.push(fn_pattern(
        TransferWriteOp::OPERATION_NAME,
        "TransferWriteNonPermutationLowering",
        write_non_permutation,
    ));
}

//! The canonicalization patterns of `vector.transfer_read`
//! (`TransferReadAfterWriteToBroadcast`) and `vector.transfer_write`
//! (`FoldWaw`) (upstream `VectorOps.cpp`).

use crate::fold::i64_array;
use crate::transfer::map_results;
use crate::transfer_fold::{disjoint_indices, View};
use crate::*;
use ir::rewrite::fn_pattern;
use ir::{Context, OpId, PatternRewriter, RewritePattern, TypeData};

/// A transfer's permutation map as its results (`Some(d)` a dimension,
/// `None` a broadcast) over `dims` dimensions; `None` for another map.
fn simple_map(ctx: &Context, t: &View) -> Option<(u32, Vec<Option<u32>>)> {
    let map = t.map?;
    let dims = ctx.affine_map_data(map).num_dims;
    let results = map_results(ctx, map)
        .into_iter()
        .collect::<Result<Vec<_>, ()>>()
        .ok()?;
    Some((dims, results))
}

/// `getTransferChunkAccessed`: the vector size along each dimension of
/// the map (0 where it is not accessed).
fn chunk(ctx: &Context, t: &View, dims: u32, results: &[Option<u32>]) -> Vec<i64> {
    let shape = ctx
        .shape(t.vector_ty)
        .map(<[i64]>::to_vec)
        .unwrap_or_default();
    let mut sizes = vec![0i64; dims as usize];
    for (r, &s) in results.iter().zip(&shape) {
        if let Some(d) = r {
            if let Some(slot) = sizes.get_mut(*d as usize) {
                *slot = s;
            }
        }
    }
    sizes
}

/// `getUnusedDimsBitVector` of one map.
fn unused(dims: u32, results: &[Option<u32>]) -> Vec<bool> {
    (0..dims).map(|d| !results.contains(&Some(d))).collect()
}

/// `compressUnusedDims`: the dimensions renumbered without the unused ones.
fn compress(dims: u32, results: &[Option<u32>]) -> Vec<Option<u32>> {
    let unused = unused(dims, results);
    results
        .iter()
        .map(|r| r.map(|d| unused[..d as usize].iter().filter(|&&u| !u).count() as u32))
        .collect()
}

/// `isPermutationOfMinorIdentityWithBroadcasting` of a map of `inputs`
/// dimensions: the permutation it applies, broadcasts given the free slots.
fn minor_identity_permutation(inputs: usize, results: &[Option<u32>]) -> Option<Vec<usize>> {
    let n = results.len();
    let projection_start = inputs.saturating_sub(n);
    let leading_broadcast = n.saturating_sub(inputs);
    let mut found = vec![false; inputs.max(n)];
    let mut perm = vec![0usize; n];
    let mut broadcasts = Vec::new();
    for (i, r) in results.iter().enumerate() {
        match r {
            None => broadcasts.push(i),
            Some(d) => {
                let d = *d as usize;
                if d < projection_start {
                    return None;
                }
                let p = d - projection_start + leading_broadcast;
                perm[i] = p;
                *found.get_mut(p)? = true;
            }
        }
    }
    let mut pos = 0;
    for b in broadcasts {
        while pos < found.len() && found[pos] {
            pos += 1;
        }
        perm[b] = pos;
        pos += 1;
    }
    Some(perm)
}

/// `TransferReadOp`'s patterns: `TransferReadAfterWriteToBroadcast`.
pub(crate) fn read_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![fn_pattern(
        TransferReadOp::OPERATION_NAME,
        "TransferReadAfterWriteToBroadcast",
        read_after_write,
    )]
}

/// A read of exactly what a write wrote, through other maps, is a
/// broadcast and a transpose of the written vector.
fn read_after_write(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(read) = TransferReadOp::cast(rw, op) else {
        return false;
    };
    let r = View::read(rw, read);
    if r.has_out_of_bounds_dim(rw) || !rw.is_ranked_tensor(rw.value_type(r.source)) {
        return false;
    }
    let Some(write) = rw
        .defining_op(r.source)
        .and_then(|d| TransferWriteOp::cast(rw, d))
    else {
        return false;
    };
    let w = View::write(rw, write);
    let (Some((rd, rres)), Some((wd, wres))) = (simple_map(rw, &r), simple_map(rw, &w)) else {
        return false;
    };
    if chunk(rw, &r, rd, &rres) != chunk(rw, &w, wd, &wres)
        || unused(rd, &rres) != unused(wd, &wres)
        || r.indices != w.indices
        || r.mask != w.mask
    {
        return false;
    }
    let (read_map, write_map) = (compress(rd, &rres), compress(wd, &wres));
    // `readMap.compose(writeMap)`: the read's dimensions are the write's
    // results.
    let inputs = unused(wd, &wres).iter().filter(|&&u| !u).count();
    let Some(composed) = read_map
        .iter()
        .map(|x| match x {
            None => Some(None),
            Some(d) => write_map.get(*d as usize).copied(),
        })
        .collect::<Option<Vec<_>>>()
    else {
        return false;
    };
    if composed.is_empty() {
        return false;
    }
    let Some(perm) = minor_identity_permutation(inputs, &composed) else {
        return false;
    };
    let TypeData::Vector {
        shape: dest_shape,
        scalable: dest_scalable,
        ..
    } = rw.type_data(r.vector_ty).clone()
    else {
        return false;
    };
    let mut shape = vec![0i64; dest_shape.len()];
    let mut scalable = vec![false; dest_shape.len()];
    for (i, &p) in perm.iter().enumerate() {
        let (Some(slot), Some(flag)) = (shape.get_mut(p), scalable.get_mut(p)) else {
            return false;
        };
        *slot = dest_shape[i];
        *flag = dest_scalable[i];
    }
    let element = rw.element_type_or_self(w.vector_ty);
    let broadcast_ty = rw.get_type(TypeData::Vector {
        shape,
        scalable,
        element,
    });
    let loc = rw.op_loc(op);
    let vector = write.vector(rw);
    let b = BroadcastOp::build(rw, loc, broadcast_ty, vector).vector(rw);
    let perm: Vec<i64> = perm.iter().map(|&p| p as i64).collect();
    let attr = i64_array(rw, &perm);
    let new = TransposeOp::build(rw, loc, r.vector_ty, b, attr).result(rw);
    rw.replace_op(op, &[new]).is_ok()
}

/// `TransferWriteOp`'s patterns: `FoldWaw` (`SwapExtractSliceOfTransferWrite`
/// is rooted at `tensor.extract_slice`, whose crate depends on this one:
/// not yet ported).
pub(crate) fn write_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![fn_pattern(
        TransferWriteOp::OPERATION_NAME,
        "FoldWaw",
        fold_waw,
    )]
}

/// A write over a previous write of the same place (through writes to
/// other places used only here) skips it.
fn fold_waw(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(write) = TransferWriteOp::cast(rw, op) else {
        return false;
    };
    let w = View::write(rw, write);
    if !rw.is_ranked_tensor(rw.value_type(w.source)) {
        return false;
    }
    let mut to_modify = op;
    let mut def = rw
        .defining_op(w.source)
        .and_then(|d| TransferWriteOp::cast(rw, d));
    while let Some(prior) = def {
        let p = View::write(rw, prior);
        // `checkSameValueWAW`.
        if p.indices == w.indices
            && p.mask == w.mask
            && p.vector_ty == w.vector_ty
            && p.map_attr == w.map_attr
        {
            let source = p.source;
            // The source is the transfer's second operand.
            return rw.modify_op_in_place(to_modify, |ctx| {
                ctx.set_operand(to_modify, 1, source).is_ok()
            });
        }
        let rank = rw.rank(rw.value_type(p.source)).unwrap_or(0);
        if !disjoint_indices(rw, &p.indices, &w.indices, p.vector_ty, w.vector_ty, rank) {
            break;
        }
        if !rw.has_one_use(prior.result(rw).unwrap_or(p.source)) {
            break;
        }
        to_modify = prior.operation();
        def = rw
            .defining_op(p.source)
            .and_then(|d| TransferWriteOp::cast(rw, d));
    }
    false
}

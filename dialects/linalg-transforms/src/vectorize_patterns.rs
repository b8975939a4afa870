//! The rewrite patterns upstream's `Vectorization.cpp` and
//! `LinalgTransformOps.cpp` build around [`crate::vectorize`]: the
//! vectorization of any structured op (`VectorizationPattern`), of
//! `memref.copy` (`vectorizeCopy`, `CopyVectorizationPattern`), and the
//! forwarding of transfers through a copy into a subview of a local buffer
//! (`LinalgCopyVTRForwardingPattern`, `LinalgCopyVTWForwardingPattern`).

use ir::{OpId, PatternRewriter, RewritePattern, Value};
use linalg::{FillOp, LinalgOpRef};
use memref::{AllocOp, CopyOp, SubViewOp, ViewOp};
use vector::{TransferReadOp, TransferWriteOp};

/// [`crate::vectorize`] without vector sizes on every structured op
/// (upstream's `VectorizationPattern` of
/// `structured.vectorize_children_and_apply_patterns`).
#[derive(Clone, Copy, Debug, Default)]
pub struct VectorizationPattern {
    /// Whether `tensor.extract` of rank-2 or more tensors is vectorized.
    pub vectorize_nd_extract: bool,
}

impl RewritePattern for VectorizationPattern {
    fn root(&self) -> Option<&str> {
        None
    }

    fn name(&self) -> &str {
        "VectorizationPattern"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        if LinalgOpRef::get(rw, op).is_none() {
            return rw.notify_match_failure("expected Linalg Op");
        }
        crate::vectorize(rw, op, &[], &[], self.vectorize_nd_extract)
    }
}

/// `vectorizeCopy`: a `memref.copy` of static shapes as a
/// `vector.transfer_read` and a `vector.transfer_write`.
pub fn vectorize_copy(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let Some(copy) = CopyOp::cast(rw, op) else {
        return false;
    };
    let (source, target) = (copy.source(rw), copy.target(rw));
    let (st, dt) = (rw.value_type(source), rw.value_type(target));
    let static_shape = |rw: &PatternRewriter<'_>, t| {
        rw.shape(t)
            .filter(|s| !s.contains(&ir::DYNAMIC))
            .map(<[i64]>::to_vec)
    };
    let (Some(src_shape), Some(dst_shape)) = (static_shape(rw, st), static_shape(rw, dt)) else {
        return false;
    };
    let valid =
        |rw: &PatternRewriter<'_>, t| rw.is_any_integer(t) || rw.is_index(t) || rw.is_float(t);
    let (se, de) = (rw.element_type_or_self(st), rw.element_type_or_self(dt));
    if !valid(rw, se) || !valid(rw, de) {
        return false;
    }
    let read_type = rw.vector_type(&src_shape, se);
    let write_type = rw.vector_type(&dst_shape, de);
    let loc = rw.op_loc(op);
    rw.set_insertion_point_before(op);
    let index = rw.index_type();
    let zero = rw.index_attr(0);
    let zero = arith::ConstantOp::build(rw, loc, index, zero).result(rw);
    let rank = src_shape.len();
    let indices = vec![zero; rank];
    let map = rw.identity_affine_map(rank as u32);
    let map = rw.affine_map_attr(map);
    let Some(pad) = arith::fold::zero_attr(rw, se) else {
        return false;
    };
    let padding = arith::ConstantOp::build(rw, loc, se, pad).result(rw);
    let falses: Vec<_> = (0..rank).map(|_| rw.bool_attr(false)).collect();
    let in_bounds = rw.array_attr(&falses);
    let mut value = TransferReadOp::build(
        rw, loc, read_type, source, &indices, map, padding, None, in_bounds,
    )
    .vector(rw);
    if rank == 0 {
        value = vector::ExtractElementOp::build(rw, loc, se, value, None).result(rw);
        value = vector::BroadcastOp::build(rw, loc, write_type, value).vector(rw);
    }
    TransferWriteOp::build(rw, loc, None, value, target, &indices, map, None, in_bounds);
    rw.erase_op(op).is_ok()
}

/// `vectorizeCopy` as a pattern on `memref.copy` (upstream's
/// `CopyVectorizationPattern`).
#[derive(Clone, Copy, Debug, Default)]
pub struct CopyVectorizationPattern;

impl RewritePattern for CopyVectorizationPattern {
    fn root(&self) -> Option<&str> {
        Some(CopyOp::OPERATION_NAME)
    }

    fn name(&self) -> &str {
        "CopyVectorizationPattern"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        vectorize_copy(rw, op)
    }
}

/// Whether `a` comes before `b` in their block.
fn is_before_in_block(rw: &PatternRewriter<'_>, a: OpId, b: OpId) -> bool {
    let mut next = rw.next_op(a);
    while let Some(o) = next {
        if o == b {
            return true;
        }
        next = rw.next_op(o);
    }
    false
}

/// `mayExistInterleavedUses`: a use of `values` between `first` and
/// `second` (conservatively true across blocks).
fn may_exist_interleaved_uses(
    rw: &PatternRewriter<'_>,
    first: OpId,
    second: OpId,
    values: &[Value],
) -> bool {
    if rw.op_parent_block(first) != rw.op_parent_block(second)
        || !is_before_in_block(rw, first, second)
    {
        return true;
    }
    for &v in values {
        for u in rw.uses(v) {
            let owner = u.op;
            if owner == first || owner == second {
                continue;
            }
            if rw.op_parent_block(owner) == rw.op_parent_block(first)
                && (is_before_in_block(rw, owner, first) || is_before_in_block(rw, second, owner))
            {
                continue;
            }
            return true;
        }
    }
    false
}

/// `getSubViewUseIfUnique`.
fn unique_subview_use(rw: &PatternRewriter<'_>, v: Value) -> Option<OpId> {
    let mut found = None;
    for u in rw.uses(v) {
        if SubViewOp::cast(rw, u.op).is_some() {
            if found.is_some() {
                return None;
            }
            found = Some(u.op);
        }
    }
    found
}

/// Whether `v` is a `memref.view` or `memref.alloc`.
fn is_view_or_alloc(rw: &PatternRewriter<'_>, v: Value) -> bool {
    rw.defining_op(v)
        .is_some_and(|d| ViewOp::cast(rw, d).is_some() || AllocOp::cast(rw, d).is_some())
}

/// `LinalgCopyVTRForwardingPattern`: a read of a local buffer filled by a
/// copy into a subview of it reads the copy's source instead.
fn forward_read(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(read) = TransferReadOp::cast(rw, op) else {
        return false;
    };
    if read.mask(rw).is_some() {
        return rw.notify_match_failure("unsupported mask");
    }
    let buffer = read.source(rw);
    if !is_view_or_alloc(rw, buffer) {
        return rw.notify_match_failure("source not a view or alloc");
    }
    let Some(subview) = unique_subview_use(rw, buffer) else {
        return rw.notify_match_failure("no subview found");
    };
    let sub = rw.result(subview, 0);
    let mut copy = None;
    for u in rw.uses(sub).collect::<Vec<_>>() {
        let Some(c) = CopyOp::cast(rw, u.op) else {
            continue;
        };
        if c.target(rw) != sub || may_exist_interleaved_uses(rw, u.op, op, &[buffer, sub]) {
            continue;
        }
        copy = Some(c);
        break;
    }
    let Some(copy) = copy else {
        return rw.notify_match_failure("no copy found");
    };
    let mut fill = None;
    for u in rw.uses(buffer).collect::<Vec<_>>() {
        if FillOp::cast(rw, u.op).is_none() {
            continue;
        }
        let (ins, outs) = crate::dps_split(rw, u.op);
        if outs.first() != Some(&buffer)
            || may_exist_interleaved_uses(rw, u.op, copy.operation(), &[buffer, sub])
        {
            continue;
        }
        fill = Some((u.op, ins.first().copied()));
        break;
    }
    if let Some((_, value)) = fill {
        if value != Some(read.padding(rw)) {
            return rw.notify_match_failure("padding value does not match fill");
        }
    }
    let source = copy.source(rw);
    let ty = rw.result_type(op, 0);
    let rank = rw.shape(ty).map_or(0, <[i64]>::len);
    let falses: Vec<_> = (0..rank).map(|_| rw.bool_attr(false)).collect();
    let in_bounds = rw.array_attr(&falses);
    let loc = rw.op_loc(op);
    let (indices, map, padding) = (
        read.indices(rw),
        read.permutation_map_attr(rw),
        read.padding(rw),
    );
    rw.set_insertion_point_before(op);
    let new = TransferReadOp::build(rw, loc, ty, source, &indices, map, padding, None, in_bounds)
        .vector(rw);
    if let Some((f, _)) = fill {
        if rw.erase_op(f).is_err() {
            return false;
        }
    }
    if rw.erase_op(copy.operation()).is_err() {
        return false;
    }
    rw.replace_op(op, &[new]).is_ok()
}

/// `LinalgCopyVTWForwardingPattern`: a write into a local buffer copied
/// out through a subview of it writes to the copy's target instead.
fn forward_write(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(write) = TransferWriteOp::cast(rw, op) else {
        return false;
    };
    if write.mask(rw).is_some() {
        return rw.notify_match_failure("unsupported mask");
    }
    let buffer = write.source(rw);
    if !is_view_or_alloc(rw, buffer) {
        return rw.notify_match_failure("source not a view or alloc");
    }
    let Some(subview) = unique_subview_use(rw, buffer) else {
        return rw.notify_match_failure("no subview found");
    };
    let sub = rw.result(subview, 0);
    let mut copy = None;
    for u in rw.uses(sub).collect::<Vec<_>>() {
        let Some(c) = CopyOp::cast(rw, u.op) else {
            continue;
        };
        if c.source(rw) != sub || may_exist_interleaved_uses(rw, op, u.op, &[buffer, sub]) {
            continue;
        }
        copy = Some(c);
        break;
    }
    let Some(copy) = copy else {
        return rw.notify_match_failure("no copy found");
    };
    let out = copy.target(rw);
    let value = write.vector(rw);
    let rank = rw.shape(rw.value_type(value)).map_or(0, <[i64]>::len);
    let falses: Vec<_> = (0..rank).map(|_| rw.bool_attr(false)).collect();
    let in_bounds = rw.array_attr(&falses);
    let loc = rw.op_loc(op);
    let (indices, map) = (write.indices(rw), write.permutation_map_attr(rw));
    rw.set_insertion_point_before(op);
    TransferWriteOp::build(rw, loc, None, value, out, &indices, map, None, in_bounds);
    if rw.erase_op(copy.operation()).is_err() {
        return false;
    }
    rw.erase_op(op).is_ok()
}

/// A forwarding pattern of benefit 2, as upstream registers them.
struct Forwarding {
    root: &'static str,
    name: &'static str,
    rewrite: fn(OpId, &mut PatternRewriter<'_>) -> bool,
}

impl RewritePattern for Forwarding {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }

    fn benefit(&self) -> u16 {
        2
    }

    fn name(&self) -> &str {
        self.name
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        (self.rewrite)(op, rw)
    }
}

/// `LinalgCopyVTRForwardingPattern` and `LinalgCopyVTWForwardingPattern`,
/// of benefit 2.
pub fn copy_forwarding_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(Forwarding {
            root: TransferReadOp::OPERATION_NAME,
            name: "LinalgCopyVTRForwardingPattern",
            rewrite: forward_read,
        }),
        Box::new(Forwarding {
            root: TransferWriteOp::OPERATION_NAME,
            name: "LinalgCopyVTWForwardingPattern",
            rewrite: forward_write,
        }),
    ]
}

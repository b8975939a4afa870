//! The vector loads and stores of `fold-memref-alias-ops` (upstream's
//! `LoadOpOfSubViewOpFolder`, `StoreOpOfSubViewOpFolder` and the
//! expand/collapse-shape folders instantiated for `vector.load`,
//! `vector.maskedload`, `vector.transfer_read`, `vector.store`,
//! `vector.maskedstore` and `vector.transfer_write`).

use super::indices::{resolve_through_collapse, resolve_through_expand};
use super::{has_unit_stride, resolve_through_subview};
use crate::util::subview_lists;
use ir::{Attribute, OpFoldResult, OpId, PatternRewriter, RewritePattern, Value};
use memref::canonicalize::pattern;
use memref::{CollapseShapeOp, ExpandShapeOp, SubViewOp};
use vector::{LoadOp, MaskedLoadOp, MaskedStoreOp, StoreOp, TransferReadOp, TransferWriteOp};

/// The vector access a pattern rewrites.
#[derive(Clone, Copy)]
enum Access {
    Load(LoadOp),
    MaskedLoad(MaskedLoadOp),
    TransferRead(TransferReadOp),
    Store(StoreOp),
    MaskedStore(MaskedStoreOp),
    TransferWrite(TransferWriteOp),
}

impl Access {
    fn of(rw: &PatternRewriter<'_>, op: OpId) -> Option<Access> {
        if let Some(o) = LoadOp::cast(rw, op) {
            Some(Access::Load(o))
        } else if let Some(o) = MaskedLoadOp::cast(rw, op) {
            Some(Access::MaskedLoad(o))
        } else if let Some(o) = TransferReadOp::cast(rw, op) {
            Some(Access::TransferRead(o))
        } else if let Some(o) = StoreOp::cast(rw, op) {
            Some(Access::Store(o))
        } else if let Some(o) = MaskedStoreOp::cast(rw, op) {
            Some(Access::MaskedStore(o))
        } else {
            TransferWriteOp::cast(rw, op).map(Access::TransferWrite)
        }
    }

    fn memref(self, rw: &PatternRewriter<'_>) -> Value {
        match self {
            Access::Load(o) => o.base(rw),
            Access::MaskedLoad(o) => o.base(rw),
            Access::TransferRead(o) => o.source(rw),
            Access::Store(o) => o.base(rw),
            Access::MaskedStore(o) => o.base(rw),
            Access::TransferWrite(o) => o.source(rw),
        }
    }

    fn indices(self, rw: &PatternRewriter<'_>) -> Vec<Value> {
        match self {
            Access::Load(o) => o.indices(rw),
            Access::MaskedLoad(o) => o.indices(rw),
            Access::TransferRead(o) => o.indices(rw),
            Access::Store(o) => o.indices(rw),
            Access::MaskedStore(o) => o.indices(rw),
            Access::TransferWrite(o) => o.indices(rw),
        }
    }

    /// Replaces the access by the same access of `memref` at `indices`
    /// (a transfer's map widened by `map`; a load's or store's
    /// `nontemporal` flag kept when `nontemporal`, as upstream's shape
    /// folders keep it and its subview folder drops it).
    fn replace(
        self,
        rw: &mut PatternRewriter<'_>,
        op: OpId,
        memref: Value,
        indices: &[Value],
        map: Option<Attribute>,
        nontemporal: bool,
    ) -> bool {
        let loc = rw.op_loc(op);
        let nt = match self {
            Access::Load(o) if nontemporal => o.nontemporal_attr(rw),
            Access::Store(o) if nontemporal => o.nontemporal_attr(rw),
            _ => None,
        };
        let results: Vec<Value> = match self {
            Access::Load(o) => {
                let ty = rw.value_type(o.result(rw));
                vec![LoadOp::build(rw, loc, ty, memref, indices, nt).result(rw)]
            }
            Access::MaskedLoad(o) => {
                let ty = rw.value_type(o.result(rw));
                let (mask, pass) = (o.mask(rw), o.pass_thru(rw));
                vec![MaskedLoadOp::build(rw, loc, ty, memref, indices, mask, pass).result(rw)]
            }
            Access::TransferRead(o) => {
                let ty = rw.value_type(o.vector(rw));
                let map = map.unwrap_or_else(|| o.permutation_map(rw));
                let (pad, mask, flags) = (o.padding(rw), o.mask(rw), o.in_bounds(rw));
                let new =
                    TransferReadOp::build(rw, loc, ty, memref, indices, map, pad, mask, flags);
                vec![new.vector(rw)]
            }
            Access::Store(o) => {
                let value = o.value_to_store(rw);
                StoreOp::build(rw, loc, value, memref, indices, nt);
                Vec::new()
            }
            Access::MaskedStore(o) => {
                let (mask, value) = (o.mask(rw), o.value_to_store(rw));
                MaskedStoreOp::build(rw, loc, memref, indices, mask, value);
                Vec::new()
            }
            Access::TransferWrite(o) => {
                let map = map.unwrap_or_else(|| o.permutation_map(rw));
                let (value, mask, flags) = (o.vector(rw), o.mask(rw), o.in_bounds(rw));
                TransferWriteOp::build(rw, loc, None, value, memref, indices, map, mask, flags);
                Vec::new()
            }
        };
        rw.replace_op(op, &results).is_ok()
    }

    /// A transfer's permutation map and `in_bounds` flags.
    fn transfer(self, rw: &PatternRewriter<'_>) -> Option<(Attribute, Attribute)> {
        match self {
            Access::TransferRead(o) => Some((o.permutation_map(rw), o.in_bounds(rw))),
            Access::TransferWrite(o) => Some((o.permutation_map(rw), o.in_bounds(rw))),
            _ => None,
        }
    }
}

/// A vector access through a `memref.subview`.
fn access_of_subview(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(access) = Access::of(rw, op) else {
        return false;
    };
    let Some(sv) = rw
        .defining_op(access.memref(rw))
        .and_then(|d| SubViewOp::cast(rw, d))
    else {
        return false;
    };
    let [offsets, _, strides] = subview_lists(rw, sv);
    let transfer = access.transfer(rw);
    if let Some((map, flags)) = transfer {
        let Some(map) = rw.as_affine_map(map) else {
            return false;
        };
        if vector::transfer::has_out_of_bounds_dim(rw, map, flags) || !has_unit_stride(rw, &strides)
        {
            return false;
        }
    }
    let Some(dropped) = memref::subview_dropped_dims(rw, sv) else {
        return false;
    };
    let loc = rw.op_loc(op);
    rw.set_insertion_point_before(op);
    let indices: Vec<OpFoldResult> = access
        .indices(rw)
        .into_iter()
        .map(OpFoldResult::Value)
        .collect();
    let resolved = resolve_through_subview(rw, loc, &offsets, &strides, &dropped, &indices);
    let source = sv.source(rw);
    let map = match transfer.and_then(|(m, _)| rw.as_affine_map(m)) {
        Some(m) => {
            let rank = rw.rank(rw.value_type(source)).unwrap_or(0);
            let widened = vector::transfer::expand_dims_to_rank(rw, m, rank, &dropped);
            Some(rw.affine_map_attr(widened))
        }
        None => None,
    };
    access.replace(rw, op, source, &resolved, map, false)
}

/// A vector load or store through a `memref.expand_shape`.
fn access_of_expand_shape(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(access) = Access::of(rw, op) else {
        return false;
    };
    let Some(expand) = rw
        .defining_op(access.memref(rw))
        .and_then(|d| ExpandShapeOp::cast(rw, d))
    else {
        return false;
    };
    let loc = rw.op_loc(op);
    rw.set_insertion_point_before(op);
    let indices = access.indices(rw);
    let Some(resolved) = resolve_through_expand(rw, loc, expand, &indices) else {
        return false;
    };
    let source = expand.src(rw);
    access.replace(rw, op, source, &resolved, None, true)
}

/// A vector load or store through a `memref.collapse_shape`.
fn access_of_collapse_shape(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(access) = Access::of(rw, op) else {
        return false;
    };
    let Some(collapse) = rw
        .defining_op(access.memref(rw))
        .and_then(|d| CollapseShapeOp::cast(rw, d))
    else {
        return false;
    };
    let loc = rw.op_loc(op);
    rw.set_insertion_point_before(op);
    let indices = access.indices(rw);
    let Some(resolved) = resolve_through_collapse(rw, loc, collapse, &indices) else {
        return false;
    };
    let source = collapse.src(rw);
    access.replace(rw, op, source, &resolved, None, true)
}

/// The vector patterns of `populateFoldMemRefAliasOpPatterns`, in
/// upstream's order.
pub(super) fn patterns() -> Vec<Box<dyn RewritePattern>> {
    let loads = [LoadOp::OPERATION_NAME, MaskedLoadOp::OPERATION_NAME];
    let stores = [StoreOp::OPERATION_NAME, MaskedStoreOp::OPERATION_NAME];
    let mut out = Vec::new();
    for root in [
        LoadOp::OPERATION_NAME,
        MaskedLoadOp::OPERATION_NAME,
        TransferReadOp::OPERATION_NAME,
    ] {
        out.push(pattern(root, "LoadOpOfSubViewOpFolder", access_of_subview));
    }
    for root in [
        TransferWriteOp::OPERATION_NAME,
        StoreOp::OPERATION_NAME,
        MaskedStoreOp::OPERATION_NAME,
    ] {
        out.push(pattern(root, "StoreOpOfSubViewOpFolder", access_of_subview));
    }
    for root in loads {
        out.push(pattern(
            root,
            "LoadOpOfExpandShapeOpFolder",
            access_of_expand_shape,
        ));
    }
    for root in stores {
        out.push(pattern(
            root,
            "StoreOpOfExpandShapeOpFolder",
            access_of_expand_shape,
        ));
    }
    for root in loads {
        out.push(pattern(
            root,
            "LoadOpOfCollapseShapeOpFolder",
            access_of_collapse_shape,
        ));
    }
    for root in stores {
        out.push(pattern(
            root,
            "StoreOpOfCollapseShapeOpFolder",
            access_of_collapse_shape,
        ));
    }
    out
}

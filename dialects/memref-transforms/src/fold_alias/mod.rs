//! The `fold-memref-alias-ops` pass (upstream `FoldMemRefAliasOps.cpp`):
//! loads and stores (`memref.load`/`store`, `affine.load`/`store`)
//! through a `memref.subview`, `expand_shape` or `collapse_shape` become
//! loads and stores of the view's source, their indices resolved by
//! `affine.apply`; a subview of a subview with unit strides becomes one
//! subview. The vector loads, stores and transfers are folded likewise
//! (`vector_ops`), the gpu MMA loads and stores (`gpu.rs`), and
//! `nvgpu.ldmatrix` and `nvgpu.device_async_copy` (`nvgpu.rs`).

mod gpu;
mod indices;
mod nvgpu;
pub use indices::expand_output_shape;
mod vector_ops;

use affine::{AffineLoadOp, AffineStoreOp};
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::{OpFoldResult, OpId, PatternRewriter, RewritePattern, Value};
use memref::canonicalize::pattern;
use memref::{CollapseShapeOp, ExpandShapeOp, LoadOp, StoreOp, SubViewOp};

use crate::util::{as_ofr, dispatch, run_greedily, subview_lists, value_of};
use crate::FoldMemRefAliasOpsBase;
use affine::view_like::{
    resolve_indices_into_op_with_offsets_and_strides as resolve_through_subview,
    resolve_sizes_into_op_with_sizes,
};
use indices::{resolve_through_collapse, resolve_through_expand};

/// The load or store a pattern rewrites.
#[derive(Clone, Copy)]
enum Access {
    Load(LoadOp),
    Store(StoreOp),
    AffineLoad(AffineLoadOp),
    AffineStore(AffineStoreOp),
}

impl Access {
    fn of(rw: &PatternRewriter<'_>, op: OpId) -> Option<Access> {
        if let Some(l) = LoadOp::cast(rw, op) {
            Some(Access::Load(l))
        } else if let Some(s) = StoreOp::cast(rw, op) {
            Some(Access::Store(s))
        } else if let Some(l) = AffineLoadOp::cast(rw, op) {
            Some(Access::AffineLoad(l))
        } else {
            AffineStoreOp::cast(rw, op).map(Access::AffineStore)
        }
    }

    fn memref(self, rw: &PatternRewriter<'_>) -> Value {
        match self {
            Access::Load(o) => o.memref(rw),
            Access::Store(o) => o.memref(rw),
            Access::AffineLoad(o) => o.memref(rw),
            Access::AffineStore(o) => o.memref(rw),
        }
    }

    /// The indices, an affine access's map applied to them first
    /// (`calculateExpandedAccessIndices`).
    fn indices(self, rw: &mut PatternRewriter<'_>, loc: ir::Location) -> Vec<Value> {
        let (indices, map) = match self {
            Access::Load(o) => return o.indices(rw),
            Access::Store(o) => return o.indices(rw),
            Access::AffineLoad(o) => (o.indices(rw), o.map(rw)),
            Access::AffineStore(o) => (o.indices(rw), o.map(rw)),
        };
        let Some(map) = rw.as_affine_map(map) else {
            return indices;
        };
        let data = rw.affine_map_data(map).clone();
        let operands: Vec<OpFoldResult> = indices.iter().map(|&v| OpFoldResult::Value(v)).collect();
        let mut expanded = Vec::with_capacity(data.results.len());
        for &r in &data.results {
            let sub = rw.affine_map(data.num_dims, data.num_symbols, &[r]);
            let ofr = affine::transforms::expand_index::make_composed_folded_affine_apply(
                rw, loc, sub, &operands,
            );
            expanded.push(value_of(rw, loc, ofr));
        }
        expanded
    }

    /// Replaces the access by the same access of `memref` at `indices`.
    fn replace(
        self,
        rw: &mut PatternRewriter<'_>,
        op: OpId,
        memref: Value,
        indices: &[Value],
    ) -> bool {
        let loc = rw.op_loc(op);
        let results: Vec<Value> = match self {
            Access::Load(o) => {
                let ty = rw.value_type(o.result(rw));
                let nt = o.nontemporal_attr(rw);
                vec![LoadOp::build(rw, loc, ty, memref, indices, nt).result(rw)]
            }
            Access::Store(o) => {
                let (value, nt) = (o.value(rw), o.nontemporal_attr(rw));
                StoreOp::build(rw, loc, value, memref, indices, nt);
                Vec::new()
            }
            Access::AffineLoad(o) => {
                let ty = rw.value_type(o.result(rw));
                let map = identity_map_attr(rw, indices.len());
                vec![AffineLoadOp::build(rw, loc, ty, memref, indices, map).result(rw)]
            }
            Access::AffineStore(o) => {
                let value = o.value(rw);
                AffineStoreOp::build_from_value_to_store_memref_indices(
                    rw, loc, value, memref, indices,
                );
                Vec::new()
            }
        };
        rw.replace_op(op, &results).is_ok()
    }
}

/// The identity map of `rank` dimensions (`() -> ()` for rank 0).
fn identity_map_attr(rw: &mut PatternRewriter<'_>, rank: usize) -> ir::Attribute {
    let dims: Vec<_> = (0..rank as u32).map(|i| rw.affine_dim(i)).collect();
    let map = rw.affine_map(rank as u32, 0, &dims);
    rw.affine_map_attr(map)
}

/// `LoadOpOfSubViewOpFolder` and `StoreOpOfSubViewOpFolder`.
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
    let Some(dropped) = memref::subview_dropped_dims(rw, sv) else {
        return false;
    };
    let loc = rw.op_loc(op);
    rw.set_insertion_point_before(op);
    let indices: Vec<OpFoldResult> = access
        .indices(rw, loc)
        .into_iter()
        .map(OpFoldResult::Value)
        .collect();
    let [offsets, _, strides] = subview_lists(rw, sv);
    let resolved = resolve_through_subview(rw, loc, &offsets, &strides, &dropped, &indices);
    let source = sv.source(rw);
    access.replace(rw, op, source, &resolved)
}

/// `LoadOpOfExpandShapeOpFolder` and `StoreOpOfExpandShapeOpFolder`.
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
    let indices = access.indices(rw, loc);
    let Some(resolved) = resolve_through_expand(rw, loc, expand, &indices) else {
        return false;
    };
    let source = expand.src(rw);
    access.replace(rw, op, source, &resolved)
}

/// `LoadOpOfCollapseShapeOpFolder` and `StoreOpOfCollapseShapeOpFolder`.
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
    let indices = access.indices(rw, loc);
    let Some(resolved) = resolve_through_collapse(rw, loc, collapse, &indices) else {
        return false;
    };
    let source = collapse.src(rw);
    access.replace(rw, op, source, &resolved)
}

/// Whether every stride is the constant 1 (`hasUnitStride`).
pub(super) fn has_unit_stride(rw: &PatternRewriter<'_>, strides: &[OpFoldResult]) -> bool {
    strides.iter().all(|s| match *s {
        OpFoldResult::Attr(a) => rw.attr_as_int(a) == Some(1),
        OpFoldResult::Value(v) => {
            matches!(as_ofr(rw, v), OpFoldResult::Attr(a) if rw.attr_as_int(a) == Some(1))
        }
    })
}

/// `SubViewOfSubViewFolder`: with unit strides, a subview of a subview is
/// a subview of the first's source, offsets added.
fn subview_of_subview(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(sv) = SubViewOp::cast(rw, op) else {
        return false;
    };
    let Some(src) = rw
        .defining_op(sv.source(rw))
        .and_then(|d| SubViewOp::cast(rw, d))
    else {
        return false;
    };
    let [offsets, sizes, strides] = subview_lists(rw, sv);
    let [src_offsets, src_sizes, src_strides] = subview_lists(rw, src);
    if !has_unit_stride(rw, &strides) || !has_unit_stride(rw, &src_strides) {
        return false;
    }
    let Some(dropped) = memref::subview_dropped_dims(rw, src) else {
        return false;
    };
    let resolved_sizes = resolve_sizes_into_op_with_sizes(&src_sizes, &sizes, &dropped);
    let loc = rw.op_loc(op);
    rw.set_insertion_point_before(op);
    let resolved = resolve_through_subview(rw, loc, &src_offsets, &src_strides, &dropped, &offsets);
    let resolved: Vec<OpFoldResult> = resolved.into_iter().map(|v| as_ofr(rw, v)).collect();
    let ty = rw.value_type(sv.result(rw));
    let source = src.source(rw);
    let (so, dof) = dispatch(rw, &resolved);
    let (ss, dsz) = dispatch(rw, &resolved_sizes);
    let (st, dst) = dispatch(rw, &src_strides);
    let new = SubViewOp::build_with_values(rw, loc, ty, source, &dof, &dsz, &dst, &so, &ss, &st)
        .result(rw);
    rw.replace_op(op, &[new]).is_ok()
}

/// `populateFoldMemRefAliasOpPatterns`, in upstream's order.
pub fn fold_memref_alias_ops_patterns() -> Vec<Box<dyn RewritePattern>> {
    let (load, store) = (LoadOp::OPERATION_NAME, StoreOp::OPERATION_NAME);
    let (aload, astore) = (AffineLoadOp::OPERATION_NAME, AffineStoreOp::OPERATION_NAME);
    let mut patterns = Vec::new();
    for root in [aload, load] {
        patterns.push(pattern(root, "LoadOpOfSubViewOpFolder", access_of_subview));
    }
    patterns.extend(nvgpu::load_patterns());
    patterns.extend(gpu::load_patterns());
    for root in [astore, store] {
        patterns.push(pattern(root, "StoreOpOfSubViewOpFolder", access_of_subview));
    }
    patterns.extend(gpu::store_patterns());
    for root in [aload, load] {
        patterns.push(pattern(
            root,
            "LoadOpOfExpandShapeOpFolder",
            access_of_expand_shape,
        ));
    }
    for root in [astore, store] {
        patterns.push(pattern(
            root,
            "StoreOpOfExpandShapeOpFolder",
            access_of_expand_shape,
        ));
    }
    for root in [aload, load] {
        patterns.push(pattern(
            root,
            "LoadOpOfCollapseShapeOpFolder",
            access_of_collapse_shape,
        ));
    }
    for root in [astore, store] {
        patterns.push(pattern(
            root,
            "StoreOpOfCollapseShapeOpFolder",
            access_of_collapse_shape,
        ));
    }
    // Each pattern has its own root: where the vector ones go in the list
    // does not change what applies.
    patterns.extend(vector_ops::patterns());
    patterns.push(pattern(
        SubViewOp::OPERATION_NAME,
        "SubViewOfSubViewFolder",
        subview_of_subview,
    ));
    patterns.extend(nvgpu::async_copy_patterns());
    patterns
}

/// The `fold-memref-alias-ops` pass.
#[derive(Clone, Debug, Default)]
pub struct FoldMemRefAliasOps {
    base: FoldMemRefAliasOpsBase,
}

/// Creates the `fold-memref-alias-ops` pass (upstream's
/// `createFoldMemRefAliasOpsPass`).
pub fn create_fold_memref_alias_ops_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(FoldMemRefAliasOps::default())
}

impl OperationPass for FoldMemRefAliasOps {
    type Declaration = FoldMemRefAliasOpsBase;
    fn declaration(&self) -> &FoldMemRefAliasOpsBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut FoldMemRefAliasOpsBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        run_greedily(run, &fold_memref_alias_ops_patterns());
        Ok(())
    }
}

//! The `fold-tensor-subset-ops` pass (upstream `FoldTensorSubsetOps.cpp`),
//! declared by `Tensor/Transforms/Passes.td`: an `insert_slice` (or
//! `parallel_insert_slice`) of an `insert_slice` with unit strides and
//! matching sizes inserts the inner source directly, the offsets added;
//! the foldings into `vector.transfer_read`/`transfer_write` are in
//! `fold_subset_vector`.

use affine::view_like::{
    resolve_indices_into_op_with_offsets_and_strides, resolve_sizes_into_op_with_sizes,
};
use ir::interfaces::FoldResult as Ofr;
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::rewrite::SimplifyRegionLevel;
use ir::{GreedyConfig, OpId, PatternRewriter, RewritePattern, Value};

use crate::slice::{dropped_dims, SliceParts};
use crate::util::{shape, DYNAMIC};
use crate::{InsertSliceOp, ParallelInsertSliceOp};

// The pass declaration (`FoldTensorSubsetOpsBase`, `register_passes`).
include!(concat!(env!("OUT_DIR"), "/tensor_passes.rs.inc"));

/// `getAsOpFoldResult`: a constant value as its attribute.
fn as_ofr(rw: &PatternRewriter<'_>, v: Value) -> Ofr {
    match rw.defining_op(v).and_then(|d| rw.constant_value(d)) {
        Some(a) => Ofr::Attr(a),
        None => Ofr::Value(v),
    }
}

/// Whether every stride is the constant 1 (`hasUnitStride`).
pub(crate) fn has_unit_stride(rw: &PatternRewriter<'_>, strides: &[Ofr]) -> bool {
    strides.iter().all(|&s| {
        let s = match s {
            Ofr::Value(v) => as_ofr(rw, v),
            attr => attr,
        };
        matches!(s, Ofr::Attr(a) if rw.attr_as_int(a) == Some(1))
    })
}

/// The static array and dynamic operands of a mixed list
/// (`dispatchIndexOpFoldResults`).
fn dispatch(rw: &PatternRewriter<'_>, list: &[Ofr]) -> (Vec<i64>, Vec<Value>) {
    let mut statics = Vec::with_capacity(list.len());
    let mut dynamics = Vec::new();
    for &ofr in list {
        match ofr {
            Ofr::Attr(a) => statics.push(rw.attr_as_int(a).unwrap_or(DYNAMIC)),
            Ofr::Value(v) => {
                statics.push(DYNAMIC);
                dynamics.push(v);
            }
        }
    }
    (statics, dynamics)
}

/// `InsertSliceOfInsertSliceFolder<InsertSliceOp>` and
/// `<ParallelInsertSliceOp>`.
fn insert_slice_of_insert_slice(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let parallel = ParallelInsertSliceOp::cast(rw, op);
    let (source, dest) = match (InsertSliceOp::cast(rw, op), parallel) {
        (Some(s), _) => (s.source(rw), s.dest(rw)),
        (None, Some(s)) => (s.source(rw), s.dest(rw)),
        (None, None) => return false,
    };
    let Some(inner) = rw
        .defining_op(source)
        .and_then(|d| InsertSliceOp::cast(rw, d))
    else {
        return false;
    };
    let (Some(outer_parts), Some(inner_parts)) = (
        SliceParts::of(rw, op),
        SliceParts::of(rw, inner.operation()),
    ) else {
        return false;
    };
    let [offsets, sizes, strides] = outer_parts.mixed(rw);
    let [inner_offsets, inner_sizes, inner_strides] = inner_parts.mixed(rw);
    if !has_unit_stride(rw, &strides) || !has_unit_stride(rw, &inner_strides) {
        return false;
    }
    let source_shape = shape(rw, rw.value_type(source));
    let dropped = dropped_dims(rw, &source_shape, &sizes);
    let mut next = inner_sizes.iter();
    for (d, size) in sizes.iter().enumerate() {
        if dropped[d] {
            continue;
        }
        if next.next() != Some(size) {
            return false;
        }
    }
    let resolved_sizes = resolve_sizes_into_op_with_sizes(&sizes, &inner_sizes, &dropped);
    let loc = rw.op_loc(op);
    // The offsets of a parallel insert are computed before its
    // `scf.forall.in_parallel` terminator.
    match parallel.and_then(|_| rw.op_parent_op(op)) {
        Some(in_parallel) => rw.set_insertion_point_before(in_parallel),
        None => rw.set_insertion_point_before(op),
    }
    let resolved = resolve_indices_into_op_with_offsets_and_strides(
        rw,
        loc,
        &offsets,
        &strides,
        &dropped,
        &inner_offsets,
    );
    let resolved: Vec<Ofr> = resolved.into_iter().map(|v| as_ofr(rw, v)).collect();
    rw.set_insertion_point_before(op);
    let (so, dof) = dispatch(rw, &resolved);
    let (ss, dsz) = dispatch(rw, &resolved_sizes);
    let (st, dst) = dispatch(rw, &strides);
    let inner_source = inner.source(rw);
    if parallel.is_some() {
        ParallelInsertSliceOp::build_with_values(
            rw,
            loc,
            inner_source,
            dest,
            &dof,
            &dsz,
            &dst,
            &so,
            &ss,
            &st,
        );
        return rw.replace_op(op, &[]).is_ok();
    }
    let ty = rw.value_type(rw.result(op, 0));
    let new = InsertSliceOp::build_with_values(
        rw,
        loc,
        ty,
        inner_source,
        dest,
        &dof,
        &dsz,
        &dst,
        &so,
        &ss,
        &st,
    )
    .result(rw);
    rw.replace_op(op, &[new]).is_ok()
}

/// `populateFoldTensorSubsetOpPatterns`: the vector transfer patterns,
/// then the insert_slice folders.
pub fn fold_tensor_subset_ops_patterns() -> Vec<Box<dyn RewritePattern>> {
    let pattern = memref::canonicalize::pattern;
    let mut out = crate::fold_subset_vector::patterns();
    out.extend([
        pattern(
            InsertSliceOp::OPERATION_NAME,
            "InsertSliceOfInsertSliceFolder",
            insert_slice_of_insert_slice,
        ),
        pattern(
            ParallelInsertSliceOp::OPERATION_NAME,
            "InsertSliceOfInsertSliceFolder",
            insert_slice_of_insert_slice,
        ),
    ]);
    out
}

/// The `fold-tensor-subset-ops` pass.
#[derive(Clone, Debug, Default)]
pub struct FoldTensorSubsetOps {
    base: FoldTensorSubsetOpsBase,
}

/// Creates the `fold-tensor-subset-ops` pass (upstream's
/// `createFoldTensorSubsetOpsPass`).
pub fn create_fold_tensor_subset_ops_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(FoldTensorSubsetOps::default())
}

impl OperationPass for FoldTensorSubsetOps {
    type Declaration = FoldTensorSubsetOpsBase;
    fn declaration(&self) -> &FoldTensorSubsetOpsBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut FoldTensorSubsetOpsBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let top = run.op();
        let patterns = fold_tensor_subset_ops_patterns();
        // `applyPatternsAndFoldGreedily`'s defaults; its result is ignored.
        let config = GreedyConfig {
            region_simplification: SimplifyRegionLevel::Aggressive,
            ..Default::default()
        };
        let _ = ir::apply_patterns_greedily(run.ctx(), top, &patterns, config);
        Ok(())
    }
}

/// `populateFoldTensorSubsetIntoVectorTransferPatterns`: transfer reads of
/// `tensor.extract_slice` and `tensor.insert_slice` of transfer writes
/// folded into one transfer.
pub fn fold_tensor_subset_into_vector_transfer_patterns() -> Vec<Box<dyn RewritePattern>> {
    crate::fold_subset_vector::patterns()
}

//! The `expand-strided-metadata` pass (upstream
//! `ExpandStridedMetadata.cpp`): subviews and reassociative reshapes
//! become `memref.reinterpret_cast`s of their source's base buffer, and
//! `memref.extract_strided_metadata` of a view, an allocation, a global,
//! a cast or a reinterpret cast is resolved in terms of what the view is
//! of, the offsets, sizes and strides computed by `affine.apply` and
//! `affine.min`.

mod extract;
mod views;

use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::{OpId, PatternRewriter, RewritePattern};
use memref::canonicalize::pattern;
use memref::{CollapseShapeOp, ExpandShapeOp, ReinterpretCastOp, SubViewOp};

use crate::util::{dispatch, run_greedily};
use crate::ExpandStridedMetadataBase;
pub use views::StridedMetadata;
use views::{resolve_reshape, resolve_subview, Reshape};

/// Replaces `op` by a `memref.reinterpret_cast` of `meta` to its type.
fn replace_by_reinterpret_cast(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    meta: &StridedMetadata,
) -> bool {
    let loc = rw.op_loc(op);
    let ty = rw.value_type(rw.result(op, 0));
    let (so, dof) = dispatch(rw, std::slice::from_ref(&meta.offset));
    let (ss, dsz) = dispatch(rw, &meta.sizes);
    let (st, dst) = dispatch(rw, &meta.strides);
    let cast = ReinterpretCastOp::build_with_values(
        rw, loc, ty, meta.base, &dof, &dsz, &dst, &so, &ss, &st,
    )
    .result(rw);
    rw.replace_op(op, &[cast]).is_ok()
}

/// `SubviewFolder`.
fn subview_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(sv) = SubViewOp::cast(rw, op) else {
        return false;
    };
    rw.set_insertion_point_before(op);
    let Some(meta) = resolve_subview(rw, sv) else {
        return false;
    };
    replace_by_reinterpret_cast(rw, op, &meta)
}

/// `ReshapeFolder<ExpandShapeOp>` and `ReshapeFolder<CollapseShapeOp>`.
fn reshape_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let reshape = if let Some(e) = ExpandShapeOp::cast(rw, op) {
        Reshape::Expand(e)
    } else if let Some(c) = CollapseShapeOp::cast(rw, op) {
        Reshape::Collapse(c)
    } else {
        return false;
    };
    rw.set_insertion_point_before(op);
    let Some(meta) = resolve_reshape(rw, reshape) else {
        return false;
    };
    replace_by_reinterpret_cast(rw, op, &meta)
}

/// `populateExpandStridedMetadataPatterns`, in upstream's order.
pub fn expand_strided_metadata_patterns() -> Vec<Box<dyn RewritePattern>> {
    let mut patterns = vec![
        pattern(SubViewOp::OPERATION_NAME, "SubviewFolder", subview_folder),
        pattern(
            ExpandShapeOp::OPERATION_NAME,
            "ReshapeFolder",
            reshape_folder,
        ),
        pattern(
            CollapseShapeOp::OPERATION_NAME,
            "ReshapeFolder",
            reshape_folder,
        ),
    ];
    patterns.extend(extract::patterns());
    patterns
}

/// The `expand-strided-metadata` pass.
#[derive(Clone, Debug, Default)]
pub struct ExpandStridedMetadata {
    base: ExpandStridedMetadataBase,
}

/// Creates the `expand-strided-metadata` pass (upstream's
/// `createExpandStridedMetadataPass`).
pub fn create_expand_strided_metadata_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(ExpandStridedMetadata::default())
}

impl OperationPass for ExpandStridedMetadata {
    type Declaration = ExpandStridedMetadataBase;
    fn declaration(&self) -> &ExpandStridedMetadataBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut ExpandStridedMetadataBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        run_greedily(run, &expand_strided_metadata_patterns());
        Ok(())
    }
}

//! The patterns that resolve `memref.extract_strided_metadata` (and
//! `extract_aligned_pointer_as_index`) in terms of what their source is
//! made from (upstream `ExpandStridedMetadata.cpp`'s
//! `ExtractStridedMetadataOp*Folder`s).

use ir::{OpFoldResult, OpId, PatternRewriter, RewritePattern, Value};
use memref::canonicalize::pattern;
use memref::{
    AllocOp, AllocaOp, CastOp, CollapseShapeOp, ExtractAlignedPointerAsIndexOp,
    ExtractStridedMetadataOp, GetGlobalOp, ReinterpretCastOp, SubViewOp,
};

use super::views::{resolve_reshape, resolve_subview, Reshape, StridedMetadata};
use crate::util::{
    apply, constant_index, extract_strided_metadata, index, reinterpret_cast_lists, value_of,
    DYNAMIC,
};

/// The patterns rooted at `extract_strided_metadata` and
/// `extract_aligned_pointer_as_index`, in upstream's order.
pub fn patterns() -> Vec<Box<dyn RewritePattern>> {
    let extract = ExtractStridedMetadataOp::OPERATION_NAME;
    vec![
        // Upstream's two instances, for `alloc` and `alloca`.
        pattern(extract, "ExtractStridedMetadataOpAllocFolder", alloc_folder),
        pattern(
            extract,
            "ExtractStridedMetadataOpCollapseShapeFolder",
            collapse_shape_folder,
        ),
        pattern(
            extract,
            "ExtractStridedMetadataOpGetGlobalFolder",
            get_global_folder,
        ),
        pattern(
            ExtractAlignedPointerAsIndexOp::OPERATION_NAME,
            "RewriteExtractAlignedPointerAsIndexOfViewLikeOp",
            aligned_pointer_of_view,
        ),
        pattern(
            extract,
            "ExtractStridedMetadataOpReinterpretCastFolder",
            reinterpret_cast_folder,
        ),
        pattern(
            extract,
            "ExtractStridedMetadataOpSubviewFolder",
            subview_folder,
        ),
        pattern(extract, "ExtractStridedMetadataOpCastFolder", cast_folder),
        pattern(
            extract,
            "ExtractStridedMetadataOpExtractStridedMetadataFolder",
            extract_of_extract,
        ),
    ]
}

/// The op defining the source of the `extract_strided_metadata` `op`.
fn source_def(rw: &PatternRewriter<'_>, op: OpId) -> Option<(ExtractStridedMetadataOp, OpId)> {
    let extract = ExtractStridedMetadataOp::cast(rw, op)?;
    let def = rw.defining_op(extract.source(rw))?;
    Some((extract, def))
}

/// Replaces `op` by the values of `meta`, created at `loc`.
fn replace_by_metadata(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    loc: ir::Location,
    meta: StridedMetadata,
) -> bool {
    let mut results = vec![meta.base, value_of(rw, loc, meta.offset)];
    for ofr in meta.sizes.into_iter().chain(meta.strides) {
        results.push(value_of(rw, loc, ofr));
    }
    rw.replace_op(op, &results).is_ok()
}

/// `ExtractStridedMetadataOpSubviewFolder`.
fn subview_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((_, def)) = source_def(rw, op) else {
        return false;
    };
    let Some(sv) = SubViewOp::cast(rw, def) else {
        return false;
    };
    rw.set_insertion_point_before(op);
    let Some(meta) = resolve_subview(rw, sv) else {
        return false;
    };
    let loc = rw.op_loc(def);
    replace_by_metadata(rw, op, loc, meta)
}

/// `ExtractStridedMetadataOpCollapseShapeFolder`.
fn collapse_shape_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((_, def)) = source_def(rw, op) else {
        return false;
    };
    let Some(collapse) = CollapseShapeOp::cast(rw, def) else {
        return false;
    };
    rw.set_insertion_point_before(op);
    let Some(meta) = resolve_reshape(rw, Reshape::Collapse(collapse)) else {
        return false;
    };
    let loc = rw.op_loc(def);
    replace_by_metadata(rw, op, loc, meta)
}

/// `ExtractStridedMetadataOpAllocFolder<AllocOp>` and `<AllocaOp>`: the
/// allocation's sizes, row-major strides, offset 0, and the allocation
/// itself (through a `reinterpret_cast` to the base buffer's type) as
/// base buffer.
fn alloc_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((extract, def)) = source_def(rw, op) else {
        return false;
    };
    let (alloc, dynamic) = if let Some(a) = AllocOp::cast(rw, def) {
        (a.memref(rw), a.dynamic_sizes(rw))
    } else if let Some(a) = AllocaOp::cast(rw, def) {
        (a.memref(rw), a.dynamic_sizes(rw))
    } else {
        return false;
    };
    let ty = rw.value_type(alloc);
    if !memref::has_identity_layout(rw, ty) {
        return false;
    }
    let Some(shape) = rw.shape(ty).map(<[i64]>::to_vec) else {
        return false;
    };
    let loc = rw.op_loc(op);
    rw.set_insertion_point_before(op);
    let mut next = dynamic.into_iter();
    let mut sizes = Vec::with_capacity(shape.len());
    for &s in &shape {
        sizes.push(match (s == DYNAMIC).then(|| next.next()).flatten() {
            Some(v) => OpFoldResult::Value(v),
            None => index(rw, s),
        });
    }
    let rank = shape.len();
    let mut strides = vec![index(rw, 1); rank];
    let mut e = rw.affine_constant(1);
    for (n, i) in (0..rank.saturating_sub(1)).rev().enumerate() {
        let s = rw.affine_symbol(n as u32);
        e = rw.affine_mul(e, s);
        strides[i] = apply(rw, loc, e, &sizes[i + 1..i + 2 + n]);
    }
    let base = extract.base_buffer(rw);
    let base_value = if !rw.has_uses(base) {
        // Unused: any value stands in (upstream passes a null value).
        alloc
    } else {
        let base_ty = rw.value_type(base);
        if ty == base_ty {
            alloc
        } else {
            crate::util::reinterpret_as_rank0(rw, loc, base_ty, alloc)
        }
    };
    let mut results = vec![base_value, constant_index(rw, loc, 0)];
    for ofr in sizes.into_iter().chain(strides) {
        results.push(value_of(rw, loc, ofr));
    }
    rw.replace_op(op, &results).is_ok()
}

/// `ExtractStridedMetadataOpGetGlobalFolder`: the global's static shape
/// and row-major strides.
fn get_global_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((extract, def)) = source_def(rw, op) else {
        return false;
    };
    let Some(global) = GetGlobalOp::cast(rw, def) else {
        return false;
    };
    let value = global.result(rw);
    let ty = rw.value_type(value);
    if !memref::has_identity_layout(rw, ty) {
        return false;
    }
    let Some(shape) = rw.shape(ty).map(<[i64]>::to_vec) else {
        return false;
    };
    if shape.contains(&DYNAMIC) {
        return false;
    }
    let mut strides = vec![1i64; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1].wrapping_mul(shape[i + 1]);
    }
    let loc = rw.op_loc(op);
    rw.set_insertion_point_before(op);
    let base_ty = rw.value_type(extract.base_buffer(rw));
    let base = if ty == base_ty {
        value
    } else {
        crate::util::reinterpret_as_rank0(rw, loc, base_ty, value)
    };
    let mut results = vec![base, constant_index(rw, loc, 0)];
    for &v in shape.iter().chain(&strides) {
        results.push(constant_index(rw, loc, v));
    }
    rw.replace_op(op, &results).is_ok()
}

/// `RewriteExtractAlignedPointerAsIndexOfViewLikeOp`: the pointer of a
/// view is its source's.
fn aligned_pointer_of_view(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(extract) = ExtractAlignedPointerAsIndexOp::cast(rw, op) else {
        return false;
    };
    let Some(view) = rw
        .defining_op(extract.source(rw))
        .and_then(|d| ir::interfaces::ViewLikeOpInterfaceRef::get(rw, d))
    else {
        return false;
    };
    let source = view.get_view_source(rw);
    rw.modify_op_in_place(op, |ctx| ctx.set_operand(op, 0, source).is_ok())
}

/// Whether `extract_strided_metadata` accepts `source` (its
/// `inferReturnTypes`: a ranked memref).
fn is_ranked_memref(rw: &PatternRewriter<'_>, source: Value) -> bool {
    let ty = rw.value_type(source);
    rw.is_memref(ty) && rw.shape(ty).is_some()
}

/// `ExtractStridedMetadataOpReinterpretCastFolder`: the cast's offset,
/// sizes and strides, the base buffer of its source.
fn reinterpret_cast_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((_, def)) = source_def(rw, op) else {
        return false;
    };
    let Some(rc) = ReinterpretCastOp::cast(rw, def) else {
        return false;
    };
    let source = rc.source(rw);
    if !is_ranked_memref(rw, source) {
        return false;
    }
    let loc = rw.op_loc(op);
    rw.set_insertion_point_before(op);
    let new = extract_strided_metadata(rw, loc, source);
    let base = new.base_buffer(rw);
    let [offsets, sizes, strides] = reinterpret_cast_lists(rw, rc);
    let offset = value_of(rw, loc, offsets[0]);
    let mut results = vec![base, offset];
    for ofr in sizes.into_iter().chain(strides) {
        results.push(value_of(rw, loc, ofr));
    }
    rw.replace_op(op, &results).is_ok()
}

/// `ExtractStridedMetadataOpCastFolder`: what the cast's result type
/// fixes, the rest read from its source.
fn cast_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((extract, def)) = source_def(rw, op) else {
        return false;
    };
    let Some(cast) = CastOp::cast(rw, def) else {
        return false;
    };
    let source = cast.source(rw);
    if !is_ranked_memref(rw, source) {
        return false;
    }
    let ty = rw.value_type(extract.source(rw));
    let Some((strides, offset)) = memref::strides_and_offset(rw, ty) else {
        return false;
    };
    let Some(shape) = rw.shape(ty).map(<[i64]>::to_vec) else {
        return false;
    };
    let loc = rw.op_loc(op);
    rw.set_insertion_point_before(op);
    let new = extract_strided_metadata(rw, loc, source);
    let pick = |rw: &mut PatternRewriter<'_>, constant: i64, v: Value| {
        if constant == DYNAMIC {
            OpFoldResult::Value(v)
        } else {
            index(rw, constant)
        }
    };
    let mut ofrs = vec![pick(rw, offset, new.offset(rw))];
    let (new_sizes, new_strides) = (new.sizes(rw), new.strides(rw));
    for (i, &s) in shape.iter().enumerate() {
        ofrs.push(pick(rw, s, new_sizes[i]));
    }
    for (i, &s) in strides.iter().enumerate() {
        ofrs.push(pick(rw, s, new_strides[i]));
    }
    let mut results = vec![new.base_buffer(rw)];
    for ofr in ofrs {
        results.push(value_of(rw, loc, ofr));
    }
    rw.replace_op(op, &results).is_ok()
}

/// `ExtractStridedMetadataOpExtractStridedMetadataFolder`: the base
/// buffer of a base buffer is itself, at offset 0.
fn extract_of_extract(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((_, def)) = source_def(rw, op) else {
        return false;
    };
    let Some(inner) = ExtractStridedMetadataOp::cast(rw, def) else {
        return false;
    };
    if rw.num_results(op) != 2 {
        return false;
    }
    let loc = rw.op_loc(op);
    rw.set_insertion_point_before(op);
    let base = inner.base_buffer(rw);
    let zero = constant_index(rw, loc, 0);
    rw.replace_op(op, &[base, zero]).is_ok()
}

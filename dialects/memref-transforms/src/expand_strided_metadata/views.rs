//! The metadata of subviews and reassociative reshapes in terms of their
//! source's (upstream `ExpandStridedMetadata.cpp`'s
//! `resolveSubviewStridedMetadata`, `resolveReshapeStridedMetadata` and
//! the expand/collapse size and stride helpers).

use ir::{Location, OpBuilder, OpFoldResult, Value};
use memref::{CollapseShapeOp, ExpandShapeOp, SubViewOp};

use crate::util::{apply, as_ofr, extract_strided_metadata, index, min, subview_lists, DYNAMIC};

/// A memref's base buffer, offset, sizes and strides.
pub struct StridedMetadata {
    /// The base buffer (`extract_strided_metadata`'s first result).
    pub base: Value,
    /// The offset.
    pub offset: OpFoldResult,
    /// The sizes.
    pub sizes: Vec<OpFoldResult>,
    /// The strides.
    pub strides: Vec<OpFoldResult>,
}

/// `resolveSubviewStridedMetadata`: stride #i is the source's times the
/// subview's, the offset the source's plus the sum of the offsets times
/// the source strides, the sizes the subview's (dropped ones left out).
pub fn resolve_subview(b: &mut OpBuilder<'_>, sv: SubViewOp) -> Option<StridedMetadata> {
    let op = sv.operation();
    let loc = b.op_loc(op);
    let source = sv.source(b);
    let source_ty = b.value_type(source);
    let (source_strides, source_offset) = memref::strides_and_offset(b, source_ty)?;
    let dropped = memref::subview_dropped_dims(b, sv)?;
    let rank = source_strides.len();
    let meta = extract_strided_metadata(b, loc, source);
    let orig_strides = meta.strides(b);

    let [sub_offsets, sub_sizes, sub_strides] = subview_lists(b, sv);

    let mut values = Vec::with_capacity(2 * rank + 1);
    values.push(if source_offset == DYNAMIC {
        as_ofr(b, meta.offset(b))
    } else {
        index(b, source_offset)
    });
    let (s0, s1) = (b.affine_symbol(0), b.affine_symbol(1));
    let product = b.affine_mul(s0, s1);
    let mut expr = s0;
    let mut strides = Vec::with_capacity(rank);
    for i in 0..rank {
        let orig_stride = if source_strides[i] == DYNAMIC {
            OpFoldResult::Value(orig_strides[i])
        } else {
            index(b, source_strides[i])
        };
        strides.push(apply(b, loc, product, &[sub_strides[i], orig_stride]));
        let offset_sym = b.affine_symbol(1 + 2 * i as u32);
        let stride_sym = b.affine_symbol(2 + 2 * i as u32);
        let term = b.affine_mul(offset_sym, stride_sym);
        expr = b.affine_add(expr, term);
        values.push(sub_offsets[i]);
        values.push(orig_stride);
    }
    let offset = apply(b, loc, expr, &values);
    let kept = |i: &usize| !dropped.get(*i).copied().unwrap_or(false);
    Some(StridedMetadata {
        base: meta.base_buffer(b),
        offset,
        sizes: (0..rank).filter(kept).map(|i| sub_sizes[i]).collect(),
        strides: (0..rank).filter(kept).map(|i| strides[i]).collect(),
    })
}

/// The two reassociative reshapes.
#[derive(Clone, Copy)]
pub enum Reshape {
    /// `memref.expand_shape`.
    Expand(ExpandShapeOp),
    /// `memref.collapse_shape`.
    Collapse(CollapseShapeOp),
}

impl Reshape {
    fn src(self, b: &OpBuilder<'_>) -> Value {
        match self {
            Reshape::Expand(o) => o.src(b),
            Reshape::Collapse(o) => o.src(b),
        }
    }
    fn result(self, b: &OpBuilder<'_>) -> Value {
        match self {
            Reshape::Expand(o) => o.result(b),
            Reshape::Collapse(o) => o.result(b),
        }
    }
    fn groups(self, b: &OpBuilder<'_>) -> Vec<Vec<i64>> {
        let attr = match self {
            Reshape::Expand(o) => o.reassociation(b),
            Reshape::Collapse(o) => o.reassociation(b),
        };
        memref::reassociation_indices(b, attr)
    }
    /// The operation.
    pub fn operation(self) -> ir::Operation {
        match self {
            Reshape::Expand(o) => o.operation(),
            Reshape::Collapse(o) => o.operation(),
        }
    }
}

/// What both reshapes' size and stride helpers read.
struct ReshapeInfo {
    loc: Location,
    groups: Vec<Vec<i64>>,
    source_shape: Vec<i64>,
    source_strides: Vec<i64>,
    result_shape: Vec<i64>,
    result_strides: Vec<i64>,
}

/// `getExpandedSizes`: the static sizes of the group, and the dynamic one
/// (at most one) the source size divided by their product.
fn expanded_sizes(
    b: &mut OpBuilder<'_>,
    r: &ReshapeInfo,
    orig_sizes: &[OpFoldResult],
    group: usize,
) -> Vec<OpFoldResult> {
    let dims = &r.groups[group];
    let mut sizes = Vec::with_capacity(dims.len());
    let mut product: i64 = 1;
    let mut dynamic = None;
    for (i, &d) in dims.iter().enumerate() {
        let size = r.result_shape[d as usize];
        if size == DYNAMIC {
            dynamic = Some(i);
            sizes.push(index(b, 0));
            continue;
        }
        product = product.wrapping_mul(size);
        sizes.push(index(b, size));
    }
    if let Some(i) = dynamic {
        let s0 = b.affine_symbol(0);
        let c = b.affine_constant(product);
        let e = b.affine_floor_div(s0, c);
        sizes[i] = apply(b, r.loc, e, &[orig_sizes[group]]);
    }
    sizes
}

/// `getExpandedStrides`: suffix products of the group's static sizes
/// times the source stride, the dimensions before a dynamic size scaled
/// by the source size over the static product.
fn expanded_strides(
    b: &mut OpBuilder<'_>,
    r: &ReshapeInfo,
    orig_sizes: &[OpFoldResult],
    orig_strides: &[OpFoldResult],
    group: usize,
) -> Vec<OpFoldResult> {
    let dims = &r.groups[group];
    let mut base = vec![0i64; dims.len()];
    let mut current: i64 = 1;
    let mut dynamic = None;
    for i in (0..dims.len()).rev() {
        base[i] = current;
        let size = r.result_shape[dims[i] as usize];
        if size == DYNAMIC {
            dynamic = Some(i);
            continue;
        }
        current = current.wrapping_mul(size);
    }
    let orig_stride = if r.source_strides[group] == DYNAMIC {
        orig_strides[group]
    } else {
        index(b, r.source_strides[group])
    };
    let mut strides = Vec::with_capacity(dims.len());
    let (s0, s1) = (b.affine_symbol(0), b.affine_symbol(1));
    for (i, &stride) in base.iter().enumerate() {
        let c = b.affine_constant(stride);
        let scaled = b.affine_mul(s0, c);
        let value = if dynamic.is_some_and(|d| i < d) {
            let product = b.affine_constant(current);
            let divided = b.affine_floor_div(scaled, product);
            let e = b.affine_mul(divided, s1);
            apply(b, r.loc, e, &[orig_sizes[group], orig_stride])
        } else {
            apply(b, r.loc, scaled, &[orig_stride])
        };
        strides.push(value);
    }
    strides
}

/// `getProductOfValues`: the product of the group's sizes, static or
/// the source's.
fn product_of_sizes(
    b: &mut OpBuilder<'_>,
    r: &ReshapeInfo,
    orig_sizes: &[OpFoldResult],
    group: usize,
) -> OpFoldResult {
    let mut e = b.affine_constant(1);
    let mut inputs = Vec::new();
    for (n, &d) in r.groups[group].iter().enumerate() {
        let s = b.affine_symbol(n as u32);
        e = b.affine_mul(e, s);
        let size = r.source_shape[d as usize];
        inputs.push(if size == DYNAMIC {
            orig_sizes[d as usize]
        } else {
            index(b, size)
        });
    }
    apply(b, r.loc, e, &inputs)
}

/// `getCollapsedSize`: the static size, else the product of the group's.
fn collapsed_size(
    b: &mut OpBuilder<'_>,
    r: &ReshapeInfo,
    orig_sizes: &[OpFoldResult],
    group: usize,
) -> Vec<OpFoldResult> {
    let size = r.result_shape[group];
    if size != DYNAMIC {
        return vec![index(b, size)];
    }
    vec![product_of_sizes(b, r, orig_sizes, group)]
}

/// `getCollapsedStride`: the least stride of the group's dimensions that
/// are not of size 1 (an `affine.min`), or for a group of 1s the result
/// type's stride or a dynamic source stride.
fn collapsed_stride(
    b: &mut OpBuilder<'_>,
    r: &ReshapeInfo,
    orig_strides: &[OpFoldResult],
    group: usize,
) -> Option<Vec<OpFoldResult>> {
    let dims = &r.groups[group];
    let mut group_strides = Vec::new();
    for &d in dims {
        let d = d as usize;
        if r.source_shape[d] == 1 {
            continue;
        }
        let stride = r.source_strides[d];
        group_strides.push(if stride == DYNAMIC {
            orig_strides[d]
        } else {
            index(b, stride)
        });
    }
    if group_strides.is_empty() {
        let stride = r.result_strides[group];
        if stride != DYNAMIC {
            return Some(vec![index(b, stride)]);
        }
        let d = dims
            .iter()
            .find(|&&d| r.source_strides[d as usize] == DYNAMIC)?;
        return Some(vec![orig_strides[*d as usize]]);
    }
    let n = group_strides.len() as u32;
    let results: Vec<_> = (0..n).map(|i| b.affine_dim(i)).collect();
    let map = b.affine_map(n, 0, &results);
    Some(vec![min(b, r.loc, map, &group_strides)])
}

/// `resolveReshapeStridedMetadata`: the source's base buffer and offset,
/// the sizes and strides of each reassociation group.
pub fn resolve_reshape(b: &mut OpBuilder<'_>, reshape: Reshape) -> Option<StridedMetadata> {
    let loc = b.op_loc(reshape.operation());
    let source = reshape.src(b);
    let source_ty = b.value_type(source);
    let result_ty = b.value_type(reshape.result(b));
    let (source_strides, offset) = memref::strides_and_offset(b, source_ty)?;
    let result_strides = match reshape {
        Reshape::Collapse(_) => memref::strides_and_offset(b, result_ty)?.0,
        Reshape::Expand(_) => Vec::new(),
    };
    let info = ReshapeInfo {
        loc,
        groups: reshape.groups(b),
        source_shape: b.shape(source_ty)?.to_vec(),
        source_strides,
        result_shape: b.shape(result_ty)?.to_vec(),
        result_strides,
    };
    let meta = extract_strided_metadata(b, loc, source);
    let offset = if offset == DYNAMIC {
        as_ofr(b, meta.offset(b))
    } else {
        index(b, offset)
    };
    let base = meta.base_buffer(b);
    let result_rank = info.result_shape.len();
    if info.source_shape.is_empty() {
        let ones = vec![index(b, 1); result_rank];
        return Some(StridedMetadata {
            base,
            offset,
            sizes: ones.clone(),
            strides: ones,
        });
    }
    let orig_sizes: Vec<OpFoldResult> = meta.sizes(b).into_iter().map(|v| as_ofr(b, v)).collect();
    let orig_strides: Vec<OpFoldResult> =
        meta.strides(b).into_iter().map(|v| as_ofr(b, v)).collect();
    let (mut sizes, mut strides) = (Vec::new(), Vec::new());
    for group in 0..info.groups.len() {
        match reshape {
            Reshape::Expand(_) => {
                sizes.extend(expanded_sizes(b, &info, &orig_sizes, group));
                strides.extend(expanded_strides(
                    b,
                    &info,
                    &orig_sizes,
                    &orig_strides,
                    group,
                ));
            }
            Reshape::Collapse(_) => {
                sizes.extend(collapsed_size(b, &info, &orig_sizes, group));
                strides.extend(collapsed_stride(b, &info, &orig_strides, group)?);
            }
        }
    }
    Some(StridedMetadata {
        base,
        offset,
        sizes,
        strides,
    })
}

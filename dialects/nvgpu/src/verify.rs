//! The verifiers of `NVGPUDialect.cpp`, with upstream's messages.

use ir::printer::type_to_string;

/// A type as a diagnostic streams it: quoted.
fn quoted(ctx: &Context, ty: Type) -> String {
    format!("'{}'", type_to_string(ctx, ty))
}
use ir::{Context, Diagnostic, FloatKind, OpId, Type, TypeHandle};

use crate::*;

type VResult = Result<(), Diagnostic>;

/// Threads in a warp (upstream's `kWarpSize`).
const WARP_SIZE: i64 = 32;
/// The M dimension a warpgroup MMA is a multiple of (`kWgmmaSizeM`).
const WGMMA_SIZE_M: i64 = 64;
/// The largest TMA box dimension (`kMaxTMADimension`).
const MAX_TMA_DIMENSION: i64 = 256;
/// The largest rank of a TMA tensor (`kMaxTMATensorDimension`).
const MAX_TMA_TENSOR_DIMENSION: usize = 5;
/// The bytes of a swizzled descriptor's last dimension (`kMaxTMALastdimByte`).
const MAX_TMA_LAST_DIM_BYTE: i64 = 128;

/// `Err` of an error at `op` prefixed with its name (`emitOpError`).
fn op_error(ctx: &Context, op: OpId, message: impl std::fmt::Display) -> VResult {
    Err(Diagnostic::op_error(ctx, op, message))
}

/// `Err` of an error at `op` (`emitError`).
fn error(ctx: &Context, op: OpId, message: impl Into<String>) -> VResult {
    Err(Diagnostic::at_op(ctx, op, message))
}

/// Upstream's `isLastMemrefDimUnitStride`.
fn last_dim_unit_stride(ctx: &Context, memref: Type) -> bool {
    memref::strides_and_offset(ctx, memref)
        .is_some_and(|(strides, _)| strides.last().is_none_or(|&s| s == 1))
}

/// The element type's bit width (`getIntOrFloatBitWidth`; 0 for other
/// element types, which the type constraints of the ops keep out).
fn bit_width(ctx: &Context, ty: Type) -> i64 {
    ctx.int_or_float_width(ty).map_or(0, i64::from)
}

/// A shaped type's element type's bit width (`getElementTypeBitWidth`).
fn element_bit_width(ctx: &Context, shaped: Type) -> i64 {
    ctx.element_type(shaped).map_or(0, |e| bit_width(ctx, e))
}

fn shape(ctx: &Context, ty: Type) -> &[i64] {
    ctx.shape(ty).unwrap_or(&[])
}

fn element(ctx: &Context, ty: Type) -> Type {
    ctx.element_type(ty).unwrap_or(ty)
}

fn is_float(ctx: &Context, ty: Type, kind: FloatKind) -> bool {
    ctx.float_kind(ty) == Some(kind)
}

fn is_f8(ctx: &Context, ty: Type) -> bool {
    is_float(ctx, ty, FloatKind::F8E5M2) || is_float(ctx, ty, FloatKind::F8E4M3FN)
}

impl DeviceAsyncCopyOpHooks for DeviceAsyncCopyOp {
    fn verify(self, ctx: &Context) -> VResult {
        let op = self.operation();
        let src = ctx.value_type(self.src(ctx));
        let dst = ctx.value_type(self.dst(ctx));
        if !last_dim_unit_stride(ctx, src) {
            return error(
                ctx,
                op,
                "source memref most minor dim must have unit stride",
            );
        }
        if !last_dim_unit_stride(ctx, dst) {
            return error(
                ctx,
                op,
                "destination memref most minor dim must have unit stride",
            );
        }
        if !has_shared_memory_address_space(ctx, dst) {
            return error(
                ctx,
                op,
                format!(
                    "destination memref must have a memory space attribute of IntegerAttr({SHARED_MEMORY_ADDRESS_SPACE}) or gpu::AddressSpaceAttr(Workgroup)"
                ),
            );
        }
        if element(ctx, dst) != element(ctx, src) {
            return error(
                ctx,
                op,
                "source and destination must have the same element type",
            );
        }
        let (src_rank, dst_rank) = (shape(ctx, src).len(), shape(ctx, dst).len());
        let src_indices = self.src_indices(ctx).len();
        if src_rank != src_indices {
            return op_error(
                ctx,
                op,
                format!("expected {src_rank} source indices, got {src_indices}"),
            );
        }
        let dst_indices = self.dst_indices(ctx).len();
        if dst_rank != dst_indices {
            return op_error(
                ctx,
                op,
                format!("expected {dst_rank} destination indices, got {dst_indices}"),
            );
        }
        let dst_elements = self.dst_elements(ctx);
        let width = element_bit_width(ctx, dst);
        let size_in_bytes = width.wrapping_mul(dst_elements) / 8;
        if size_in_bytes != 4 && size_in_bytes != 8 && size_in_bytes != 16 {
            let mut m = format!(
                "Requested copy elements is {dst_elements} with width {width}. But copy elements could be one of "
            );
            let options = [(32, ", "), (64, ", "), (128, ".")];
            for (bits, sep) in options {
                if width != 0 && bits / width > 0 {
                    m.push_str(&format!("{}{}", bits / width, sep));
                }
            }
            return error(ctx, op, m);
        }
        if self.bypass_l1(ctx) == Some(true) && size_in_bytes != 16 {
            let req = if width == 0 { 0 } else { 16 * 8 / width };
            return op_error(
                ctx,
                op,
                format!(
                    "bypassL1 does not satify alignment for {} with destination element {dst_elements}. Unset bypassL1, or set destination element to {req}",
                    quoted(ctx, dst)
                ),
            );
        }
        Ok(())
    }
}

/// The `mmaShape` attribute's three integers (`getMmaShapeAsArray`).
fn mma_shape_of(ctx: &Context, shape: ir::Attribute) -> [i64; 3] {
    let mut out = [0; 3];
    for (o, a) in out.iter_mut().zip(ctx.as_array(shape).unwrap_or(&[])) {
        *o = ctx.attr_as_int(*a).unwrap_or(0);
    }
    out
}

/// The operands of `nvgpu.mma.sync` and `nvgpu.mma.sp.sync`.
struct Mma {
    a: Type,
    b: Type,
    c: Type,
    shape: [i64; 3],
    tf32: bool,
}

/// `verifyMmaSyncOp`, shared by `mma.sync` and `mma.sp.sync`.
fn verify_mma_sync(ctx: &Context, op: OpId, mma: Mma, sparse: bool) -> VResult {
    let (shape_m, shape_n) = (8, 8);
    let num_element_c = 2;
    let (a_shape, b_shape, c_shape) = (shape(ctx, mma.a), shape(ctx, mma.b), shape(ctx, mma.c));
    let a_type = element(ctx, mma.a);
    let is_f64 = ctx.is_f64(a_type);
    if sparse && is_f64 {
        return error(ctx, op, "f64 is not supported for sparse mode");
    }
    let (shape_k, num_element_a, num_element_b) = if is_f64 {
        (4, 1, 1)
    } else if ctx.is_f32(a_type)
        || is_float(ctx, a_type, FloatKind::BF16)
        || ctx.is_f16(a_type)
        || ctx.is_integer(a_type, 8)
        || ctx.is_integer(a_type, 4)
    {
        let width = bit_width(ctx, a_type);
        (128 / width, 32 / width, 32 / width)
    } else {
        return error(
            ctx,
            op,
            format!(
                "expected input data type (i4,i8,f16,bf16,tf32,f64) supported by {}",
                ctx.op_name_of(op)
            ),
        );
    };
    let dims = |s: &[i64]| {
        (
            s.first().copied().unwrap_or(1),
            s.get(1).copied().unwrap_or(1),
        )
    };
    let ((a0, a1), (b0, b1), (c0, c1)) = (dims(a_shape), dims(b_shape), dims(c_shape));
    let [m, n, k] = mma.shape;
    let sparse_factor = if sparse { 2 } else { 1 };
    let warp_wide = [
        (
            'A',
            a0.wrapping_mul(a1),
            m.wrapping_mul(k) / sparse_factor,
            m.wrapping_mul(k),
        ),
        (
            'B',
            b0.wrapping_mul(b1),
            k.wrapping_mul(n),
            k.wrapping_mul(n),
        ),
        (
            'C',
            c0.wrapping_mul(c1),
            m.wrapping_mul(n),
            m.wrapping_mul(n),
        ),
    ];
    for (name, per_thread, expected, shown) in warp_wide {
        if per_thread.wrapping_mul(WARP_SIZE) != expected {
            return op_error(
                ctx,
                op,
                format!("expected {shown} warp-wide matrix {name} elements"),
            );
        }
    }
    if mma.tf32 && !ctx.is_f32(a_type) {
        return op_error(ctx, op, "expected tf32 tensor cores only for F32 operands");
    }
    let (m_tile, n_tile, k_tile) = (m / shape_m, n / shape_n, k / shape_k);
    let shapes = [
        (
            'A',
            (a0, a1),
            m_tile.wrapping_mul(k_tile) / sparse_factor,
            m_tile.wrapping_mul(k_tile),
            num_element_a,
        ),
        (
            'B',
            (b0, b1),
            k_tile.wrapping_mul(n_tile),
            k_tile.wrapping_mul(n_tile),
            num_element_b,
        ),
        (
            'C',
            (c0, c1),
            m_tile.wrapping_mul(n_tile),
            m_tile.wrapping_mul(n_tile),
            num_element_c,
        ),
    ];
    for (name, (rows, cols), expected_rows, shown_rows, expected_cols) in shapes {
        if rows != expected_rows || cols != expected_cols {
            return op_error(
                ctx,
                op,
                format!("expected matrix {name} to be shaped ({shown_rows} x {expected_cols})"),
            );
        }
    }
    Ok(())
}

impl MmaSyncOpHooks for MmaSyncOp {
    fn verify(self, ctx: &Context) -> VResult {
        let mma = Mma {
            a: ctx.value_type(self.matrix_a(ctx)),
            b: ctx.value_type(self.matrix_b(ctx)),
            c: ctx.value_type(self.matrix_c(ctx)),
            shape: mma_shape_of(ctx, self.mma_shape(ctx)),
            tf32: self.tf32_enabled(ctx).is_some(),
        };
        verify_mma_sync(ctx, self.operation(), mma, false)
    }
}

impl MmaSparseSyncOpHooks for MmaSparseSyncOp {
    fn verify(self, ctx: &Context) -> VResult {
        let op = self.operation();
        if self.sparsity_selector(ctx) as u32 > 1 {
            return op_error(ctx, op, "sparsity selector should be 0 or 1");
        }
        let mma = Mma {
            a: ctx.value_type(self.matrix_a(ctx)),
            b: ctx.value_type(self.matrix_b(ctx)),
            c: ctx.value_type(self.matrix_c(ctx)),
            shape: mma_shape_of(ctx, self.mma_shape(ctx)),
            tf32: self.tf32_enabled(ctx).is_some(),
        };
        verify_mma_sync(ctx, op, mma, true)
    }
}

impl LdMatrixOpHooks for LdMatrixOp {
    fn verify(self, ctx: &Context) -> VResult {
        let op = self.operation();
        let src = ctx.value_type(self.src_memref(ctx));
        let res = ctx.value_type(self.res(ctx));
        let res_shape = shape(ctx, res);
        let width = element_bit_width(ctx, res);
        let per_32b = if width == 0 { 0 } else { 32 / width };
        let num_tiles = i64::from(self.num_tiles(ctx) as u32);
        if !has_shared_memory_address_space(ctx, src) {
            return error(
                ctx,
                op,
                format!(
                    "expected nvgpu.ldmatrix srcMemref must have a memory space attribute of IntegerAttr({SHARED_MEMORY_ADDRESS_SPACE}) or gpu::AddressSpaceAttr(Workgroup)"
                ),
            );
        }
        if width > 32 {
            return error(ctx, op, "nvgpu.ldmatrix works for 32b or lower");
        }
        if self.transpose(ctx) && width != 16 {
            return error(
                ctx,
                op,
                "nvgpu.ldmatrix transpose works only at 16b granularity",
            );
        }
        if res_shape.len() != 2 {
            return error(ctx, op, "results must be 2 dimensional vector");
        }
        if res_shape[1] != per_32b {
            return error(
                ctx,
                op,
                format!("expected vector register shape[1] = {per_32b}"),
            );
        }
        if res_shape[0] != num_tiles {
            return error(
                ctx,
                op,
                "expected vector register shape[0] and numTiles to match",
            );
        }
        Ok(())
    }
}

/// `verifyTmaDescriptorWithMemref`: the descriptor's own limits, then,
/// given a memref, its agreement with the descriptor.
fn verify_tma_descriptor(
    ctx: &Context,
    op: OpId,
    desc: TensorMapDescriptorType,
    memref: Option<Type>,
) -> VResult {
    let desc_memref = desc.tensor(ctx);
    if desc.interleave(ctx) != TensorMapInterleaveKind::INTERLEAVE_NONE {
        return error(ctx, op, "Interleave options are not supported yet.");
    }
    if !has_shared_memory_address_space(ctx, desc_memref) {
        return error(
            ctx,
            op,
            "the tensor map descriptor has incorrect address space, it must be shared memory address space.",
        );
    }
    if !ctx.has_static_shape(desc_memref) {
        return error(ctx, op, "the tensor map descriptor must be static shaped");
    }
    let desc_shape = shape(ctx, desc_memref);
    for &dim in desc_shape {
        if dim <= 0 || dim > MAX_TMA_DIMENSION {
            return error(
                ctx,
                op,
                format!(
                    "the tensor map descriptor must have dimensions between 1 and {MAX_TMA_DIMENSION} but it is {dim}"
                ),
            );
        }
    }
    if desc_shape.len() > 1 && desc.swizzle(ctx) != TensorMapSwizzleKind::SWIZZLE_NONE {
        let last =
            element_bit_width(ctx, desc_memref).wrapping_mul(desc_shape[desc_shape.len() - 1]) / 8;
        let last = last as u32;
        if i64::from(last) != MAX_TMA_LAST_DIM_BYTE {
            return error(
                ctx,
                op,
                format!(
                    "the tensormap descriptor must have last dimension of {MAX_TMA_LAST_DIM_BYTE} bytes but it is {last} bytes"
                ),
            );
        }
    }
    let Some(dst) = memref else {
        return Ok(());
    };
    if element(ctx, desc_memref) != element(ctx, dst) {
        return error(
            ctx,
            op,
            "the element type of tensor map descriptor and memref must be same",
        );
    }
    if !has_shared_memory_address_space(ctx, dst) {
        return error(
            ctx,
            op,
            "the destination memref has incorrect address space, it must be shared memory address space.",
        );
    }
    if !ctx.has_static_shape(dst) {
        return error(ctx, op, "the destination memref must be static shaped");
    }
    let dst_shape = shape(ctx, dst);
    if dst_shape.len() != desc_shape.len() {
        return error(
            ctx,
            op,
            "the shape of tensor map descriptor and memref must have same rank",
        );
    }
    if dst_shape != desc_shape {
        return error(
            ctx,
            op,
            format!(
                "memref and tensor map shapes mismatch {} != {}",
                quoted(ctx, desc_memref),
                quoted(ctx, dst)
            ),
        );
    }
    Ok(())
}

/// The descriptor type of a value (the type constraints have checked it).
fn descriptor(ctx: &Context, v: ir::Value) -> TensorMapDescriptorType {
    TensorMapDescriptorType::from_type_unchecked(ctx.value_type(v))
}

/// The checks `tma.async.load` and `tma.async.store` share.
fn verify_tma_copy(
    ctx: &Context,
    op: OpId,
    desc: TensorMapDescriptorType,
    memref: Type,
    coordinates: usize,
) -> VResult {
    verify_tma_descriptor(ctx, op, desc, Some(memref))?;
    if coordinates > MAX_TMA_TENSOR_DIMENSION {
        return error(
            ctx,
            op,
            format!("Maximum {MAX_TMA_TENSOR_DIMENSION} coordinates are supported."),
        );
    }
    if Some(coordinates) != ctx.rank(desc.tensor(ctx)) {
        return error(
            ctx,
            op,
            "number of coordinates do not match with the rank of tensor descriptor map.",
        );
    }
    Ok(())
}

impl TmaAsyncLoadOpHooks for TmaAsyncLoadOp {
    fn verify(self, ctx: &Context) -> VResult {
        let desc = descriptor(ctx, self.tensor_map_descriptor(ctx));
        let dst = ctx.value_type(self.dst(ctx));
        let n = self.coordinates(ctx).len();
        verify_tma_copy(ctx, self.operation(), desc, dst, n)
    }
}

impl TmaAsyncStoreOpHooks for TmaAsyncStoreOp {
    fn verify(self, ctx: &Context) -> VResult {
        let desc = descriptor(ctx, self.tensor_map_descriptor(ctx));
        let src = ctx.value_type(self.src(ctx));
        let n = self.coordinates(ctx).len();
        verify_tma_copy(ctx, self.operation(), desc, src, n)
    }
}

impl TmaCreateDescriptorOpHooks for TmaCreateDescriptorOp {
    fn verify(self, ctx: &Context) -> VResult {
        let op = self.operation();
        if self.box_dimensions(ctx).len() > MAX_TMA_TENSOR_DIMENSION {
            return error(
                ctx,
                op,
                format!("Maximum {MAX_TMA_TENSOR_DIMENSION} coordinates are supported."),
            );
        }
        let desc = descriptor(ctx, self.tensor_map(ctx));
        verify_tma_descriptor(ctx, op, desc, None)
    }
}

impl WarpgroupGenerateDescriptorOpHooks for WarpgroupGenerateDescriptorOp {
    fn verify(self, ctx: &Context) -> VResult {
        let op = self.operation();
        let desc = descriptor(ctx, self.tensor_map(ctx));
        verify_tma_descriptor(ctx, op, desc, None)?;
        if desc.swizzle(ctx) != TensorMapSwizzleKind::SWIZZLE_128B {
            return error(
                ctx,
                op,
                format!(
                    "supports only {} is supported for the time being",
                    TensorMapSwizzleKind::SWIZZLE_128B
                ),
            );
        }
        if desc.interleave(ctx) != TensorMapInterleaveKind::INTERLEAVE_NONE {
            return error(
                ctx,
                op,
                format!(
                    "supports only {} is supported for the time being",
                    TensorMapInterleaveKind::INTERLEAVE_NONE
                ),
            );
        }
        Ok(())
    }
}

/// `isAllowedWGMMADataType`.
fn allowed_wgmma_data_type(ctx: &Context, d: Type, a: Type, b: Type) -> bool {
    let f32_or_f16 = ctx.is_f32(d) || ctx.is_f16(d);
    (ctx.is_f16(a) && ctx.is_f16(b) && f32_or_f16)
        || (is_float(ctx, a, FloatKind::TF32) && ctx.is_f32(d) && is_float(ctx, b, FloatKind::TF32))
        || (ctx.is_integer(a, 16) && ctx.is_integer(b, 16) && ctx.is_integer(d, 32))
        || (ctx.is_integer(a, 1) && ctx.is_integer(b, 1) && ctx.is_integer(d, 32))
        || (is_float(ctx, a, FloatKind::BF16) && is_float(ctx, b, FloatKind::BF16) && f32_or_f16)
        || (is_f8(ctx, a) && is_f8(ctx, b) && f32_or_f16)
}

/// `isAllowedSizeN`.
fn allowed_size_n(ctx: &Context, size_n: i64, a: Type) -> bool {
    const SHORT: [i64; 18] = [
        8, 16, 24, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256,
    ];
    // Upstream compares an `int`.
    let n = size_n as i32 as i64;
    let floats = is_float(ctx, a, FloatKind::BF16)
        || ctx.is_f16(a)
        || ctx.is_f32(a)
        || is_float(ctx, a, FloatKind::TF32)
        || is_f8(ctx, a);
    if floats && (8..=256).contains(&n) && n % 8 == 0 {
        return true;
    }
    (ctx.is_integer(a, 8) || ctx.is_integer(a, 1)) && SHORT.contains(&n)
}

/// A rank-2 shape's dimension `i` (`getShape()[i]` once the rank is
/// checked).
fn dim(ctx: &Context, ty: Type, i: usize) -> i64 {
    shape(ctx, ty).get(i).copied().unwrap_or(0)
}

impl WarpgroupMmaOpHooks for WarpgroupMmaOp {
    fn verify(self, ctx: &Context) -> VResult {
        let op = self.operation();
        if self.transpose_a(ctx).is_some() && self.transpose_b(ctx).is_none() {
            return op_error(
                ctx,
                op,
                "supports non-transpose A (Row Major) and transpose B (Column Major) for the time being ",
            );
        }
        let tensor_of =
            |v| WarpgroupMatrixDescriptorType::from_type_unchecked(ctx.value_type(v)).tensor(ctx);
        let fragmented_of =
            |v| WarpgroupAccumulatorType::from_type_unchecked(ctx.value_type(v)).fragmented(ctx);
        let a = tensor_of(self.descriptor_a(ctx));
        let b = tensor_of(self.descriptor_b(ctx));
        let c = fragmented_of(self.matrix_c(ctx));
        let d = fragmented_of(self.matrix_d(ctx));
        if c != d {
            return op_error(ctx, op, "type of matrix C and matrix D must be the same");
        }
        if [a, b, c, d].iter().any(|&t| shape(ctx, t).len() != 2) {
            return op_error(
                ctx,
                op,
                "has matrices A, B, C and D, they must be 2 dimensional",
            );
        }
        type Message = fn(i64, i64) -> String;
        let agreements: [(i64, i64, Message); 3] = [
            (dim(ctx, a, 1), dim(ctx, b, 0), |x, y| {
                format!("2nd dim matrix-A ({x})!= 1st dim matrix-B ({y} )")
            }),
            (dim(ctx, a, 0), dim(ctx, c, 0), |x, y| {
                format!("1st dim matrix-A ( {x} )!= 1st dim matrix-C ( {y} )")
            }),
            (dim(ctx, b, 1), dim(ctx, c, 1), |x, y| {
                format!("2nd dim matrix-B ( {x} ) != 2nd dim matrix-C ( {y} )")
            }),
        ];
        for (x, y, message) in agreements {
            if x != y {
                return op_error(ctx, op, message(x, y));
            }
        }
        let (ea, eb, ec) = (element(ctx, a), element(ctx, b), element(ctx, c));
        let names = format!(
            "{} += {} * {}",
            quoted(ctx, ec),
            quoted(ctx, ea),
            quoted(ctx, eb)
        );
        if !allowed_wgmma_data_type(ctx, ec, ea, eb) {
            return op_error(ctx, op, format!("{names}, it is not supported."));
        }
        if !allowed_size_n(ctx, dim(ctx, b, 1), ea) {
            return op_error(
                ctx,
                op,
                format!(
                    "has input type {} n is set to {}, it is not supported",
                    quoted(ctx, b),
                    dim(ctx, b, 1)
                ),
            );
        }
        if !ctx.is_f32(ec) && !ctx.is_f16(ea) && !is_float(ctx, ea, FloatKind::BF16) {
            return op_error(
                ctx,
                op,
                format!("hit a limitation: {names}, it is not supported yet"),
            );
        }
        Ok(())
    }
}

impl WarpgroupMmaStoreOpHooks for WarpgroupMmaStoreOp {
    fn verify(self, ctx: &Context) -> VResult {
        let op = self.operation();
        let dst = ctx.value_type(self.dst_memref(ctx));
        let acc = WarpgroupAccumulatorType::from_type_unchecked(ctx.value_type(self.matrix_d(ctx)));
        let v = acc.fragmented(ctx);
        if !ctx.is_f32(element(ctx, v)) {
            return op_error(
                ctx,
                op,
                "hit a limitation: only f32 results for the time being",
            );
        }
        if dim(ctx, v, 0) != dim(ctx, dst, 0) || dim(ctx, v, 1) != dim(ctx, dst, 1) {
            return op_error(
                ctx,
                op,
                format!(
                    "results [{}][{}] values. However, destination memref[{}][{}]  does not have same size as results",
                    quoted(ctx, v),
                    dim(ctx, v, 1),
                    dim(ctx, dst, 0),
                    dim(ctx, dst, 1)
                ),
            );
        }
        Ok(())
    }
}

impl WarpgroupMmaInitAccumulatorOpHooks for WarpgroupMmaInitAccumulatorOp {
    fn verify(self, ctx: &Context) -> VResult {
        let op = self.operation();
        let acc = WarpgroupAccumulatorType::from_type_unchecked(ctx.value_type(self.matrix_c(ctx)));
        let v = acc.fragmented(ctx);
        // Upstream passes the sizes as `int`.
        let size_m = dim(ctx, v, 0) as i32 as i64;
        let size_n = dim(ctx, v, 1);
        if size_m % WGMMA_SIZE_M != 0 || !allowed_size_n(ctx, size_n, element(ctx, v)) {
            return op_error(
                ctx,
                op,
                format!(
                    "has type {}. It does not fit into warp-group level (wgmma) matrix multiplication instruction (or not supported yet)",
                    quoted(ctx, v)
                ),
            );
        }
        Ok(())
    }
}

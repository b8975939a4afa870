//! The subgroup MMA ops as NVVM's warp matrix ops (upstream's
//! `WmmaOpsToNvvm.cpp`): `!gpu.mma_matrix` as the literal struct of its
//! fragment's registers, `gpu.subgroup_mma_load_matrix`/`store_matrix`/
//! `compute` as `nvvm.wmma.load`/`store`/`mma`, the constant and
//! elementwise ops unrolled over the struct's members.

use gpu::MMAMatrixType;
use ir::conversion::{ConversionPattern, ConversionRewriter, TypeConverter};
use ir::{Context, OpId, Type, Value};
use llvm::LLVMStructType;
use llvm_common::MemRefDescriptor;
use nvvm::{MMAFrag, MMALayout, MMATypes};

/// The message of a combination without an intrinsic.
const INVALID_CASE: &str = "Unsupported WMMA variant.";

/// The fragment of an operand name (`AOp`, `BOp`, `COp`).
fn convert_operand(operand: &str) -> Option<MMAFrag> {
    match operand {
        "AOp" => Some(MMAFrag::A),
        "BOp" => Some(MMAFrag::B),
        "COp" => Some(MMAFrag::C),
        _ => None,
    }
}

/// The PTX element type of a matrix (upstream's `getElementType`).
fn element_type(ctx: &Context, ty: MMAMatrixType) -> Option<MMATypes> {
    let element = ty.element_type(ctx);
    if ctx.is_f16(element) {
        return Some(MMATypes::F16);
    }
    if ctx.is_f32(element) {
        return Some(if ty.operand(ctx) == "COp" {
            MMATypes::F32
        } else {
            MMATypes::Tf32
        });
    }
    match ctx.type_as_integer(element) {
        Some((8, ir::Signedness::Signed)) => Some(MMATypes::S8),
        Some((8, ir::Signedness::Unsigned)) => Some(MMATypes::U8),
        Some((32, _)) => Some(MMATypes::S32),
        _ => None,
    }
}

/// The LLVM struct a matrix fragment is (upstream's
/// `convertMMAToLLVMType`): as many registers as `inferMMAType` gives.
pub fn convert_mma_to_llvm_type(ctx: &mut Context, ty: MMAMatrixType) -> Option<Type> {
    let frag = convert_operand(ty.operand(ctx))?;
    let eltype = element_type(ctx, ty)?;
    let shape = ty.shape(ctx).to_vec();
    let (register, count) = nvvm::infer_mma_type(eltype, frag, shape[0] as i32, shape[1] as i32);
    let register = match register {
        nvvm::MMA_HALF2 => {
            let f16 = ctx.f16();
            ctx.vector_type(&[2], f16)
        }
        "f32" => ctx.f32(),
        "i32" => ctx.integer_type(32),
        _ => return None,
    };
    Some(LLVMStructType::get_literal(ctx, &vec![register; count], false).into())
}

/// Adds the conversion of `!gpu.mma_matrix` to `converter`.
pub fn add_mma_matrix_conversion(converter: &mut TypeConverter) {
    converter.add_conversion(|ctx, t| {
        let m = MMAMatrixType::dyn_cast(ctx, t)?;
        convert_mma_to_llvm_type(ctx, m)
    });
}

/// Whether every operand has an LLVM type (upstream's `areAllLLVMTypes`).
fn all_llvm_types(rw: &mut ConversionRewriter<'_, '_>, operands: &[Value]) -> bool {
    if operands.iter().all(|&v| {
        let t = rw.value_type(v);
        llvm::is_compatible_type(rw, t)
    }) {
        return true;
    }
    rw.notify_match_failure("cannot convert if operands aren't of LLVM type.")
}

/// The layout of a transposed or not operand.
fn layout(transpose: Option<bool>) -> MMALayout {
    if transpose == Some(true) {
        MMALayout::Col
    } else {
        MMALayout::Row
    }
}

/// The element address of a load or store (`getStridedElementPtr`).
fn data_ptr(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: ir::Location,
    memref_type: Type,
    descriptor: Value,
    indices: &[Value],
) -> Option<Value> {
    let tc = rw.type_converter()?;
    let element = rw.element_type(memref_type)?;
    let element = tc.convert_type(rw, element)?;
    MemRefDescriptor::new(descriptor).strided_element_ptr(rw, loc, memref_type, element, indices)
}

/// The `i32` constant of the lead dimension attribute.
fn lead_dimension(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: ir::Location,
    attr: ir::Attribute,
) -> Value {
    let i32t = rw.i32();
    llvm::ConstantOp::build(rw, loc, i32t, attr).res(rw)
}

/// `llvm.extractvalue`s of each member of the struct `value`.
fn unpack(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: ir::Location,
    value: Value,
    out: &mut Vec<Value>,
) -> Option<()> {
    let ty = rw.value_type(value);
    let body = LLVMStructType::dyn_cast(rw, ty)?.body(rw);
    let i64t = rw.i64();
    for (i, member) in body.into_iter().enumerate() {
        let pos = rw.dense_int_array_attr(i64t, &[i as i64]);
        out.push(llvm::ExtractValueOp::build(rw, loc, member, value, pos).res(rw));
    }
    Some(())
}

/// `llvm.insertvalue` of `value` at `i`.
fn insert(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: ir::Location,
    ty: Type,
    container: Value,
    value: Value,
    i: usize,
) -> Value {
    let i64t = rw.i64();
    let pos = rw.dense_int_array_attr(i64t, &[i as i64]);
    llvm::InsertValueOp::build(rw, loc, ty, container, value, pos).res(rw)
}

/// Which subgroup MMA op a [`WmmaLowering`] lowers.
#[derive(Clone, Copy, Debug)]
enum Kind {
    Load,
    Store,
    Mma,
    Constant,
    Elementwise,
}

/// The lowering of one subgroup MMA op (upstream's `WmmaLoadOpToNVVMLowering`,
/// `WmmaStoreOpToNVVMLowering`, `WmmaMmaOpToNVVMLowering`,
/// `WmmaConstantOpToNVVMLowering`, `WmmaElementwiseOpToNVVMLowering`).
#[derive(Clone, Copy, Debug)]
struct WmmaLowering {
    kind: Kind,
}

impl WmmaLowering {
    fn load(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> Option<bool> {
        let load = gpu::SubgroupMmaLoadMatrixOp::cast(rw, op)?;
        let layout = layout(load.transpose(rw));
        let res_ty = rw.value_type(load.res(rw));
        let ret = MMAMatrixType::dyn_cast(rw, res_ty)?;
        let shape = ret.shape(rw).to_vec();
        let eltype = element_type(rw, ret)?;
        let (m, n, k) = match ret.operand(rw) {
            "AOp" => {
                let (m, k) = (shape[0] as i32, shape[1] as i32);
                (m, nvvm::WMMALoadOp::infer_n_dimension(m, k, eltype), k)
            }
            "BOp" => {
                let (k, n) = (shape[0] as i32, shape[1] as i32);
                (nvvm::WMMALoadOp::infer_m_dimension(k, n, eltype), n, k)
            }
            _ => {
                let (m, n) = (shape[0] as i32, shape[1] as i32);
                (m, n, nvvm::WMMALoadOp::infer_k_dimension(m, n, eltype))
            }
        };
        let frag = convert_operand(ret.operand(rw))?;
        if nvvm::WMMALoadOp::get_intrinsic_id(m, n, k, layout, eltype, frag).is_none() {
            return Some(rw.notify_match_failure(INVALID_CASE));
        }
        let res_type = convert_mma_to_llvm_type(rw, ret)?;
        let loc = rw.op_loc(op);
        let memref_type = rw.value_type(load.src_memref(rw));
        let ptr = data_ptr(rw, loc, memref_type, operands[0], &operands[1..])?;
        let lead = load.lead_dimension_attr(rw);
        let stride = lead_dimension(rw, loc, lead);
        let new = nvvm::WMMALoadOp::build_with_values(
            rw, loc, res_type, ptr, stride, m, n, k, layout, eltype, frag,
        )
        .res(rw);
        Some(rw.replace_op(op, &[new]).is_ok())
    }

    fn store(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> Option<bool> {
        let store = gpu::SubgroupMmaStoreMatrixOp::cast(rw, op)?;
        let loc = rw.op_loc(op);
        let src_ty = rw.value_type(store.src(rw));
        let src = MMAMatrixType::dyn_cast(rw, src_ty)?;
        let shape = src.shape(rw).to_vec();
        let layout = layout(store.transpose(rw));
        let eltype = element_type(rw, src)?;
        let (m, n) = (shape[0] as i32, shape[1] as i32);
        let k = nvvm::WMMAStoreOp::infer_k_dimension(m, n, eltype);
        if nvvm::WMMAStoreOp::get_intrinsic_id(m, n, k, layout, eltype).is_none() {
            return Some(rw.notify_match_failure(INVALID_CASE));
        }
        let mut args = Vec::new();
        unpack(rw, loc, operands[0], &mut args)?;
        let memref_type = rw.value_type(store.dst_memref(rw));
        let ptr = data_ptr(rw, loc, memref_type, operands[1], &operands[2..])?;
        let lead = store.lead_dimension_attr(rw);
        let stride = lead_dimension(rw, loc, lead);
        nvvm::WMMAStoreOp::build_with_values(rw, loc, ptr, m, n, k, layout, eltype, &args, stride);
        Some(rw.erase_op(op).is_ok())
    }

    fn mma(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> Option<bool> {
        let compute = gpu::SubgroupMmaComputeOp::cast(rw, op)?;
        let loc = rw.op_loc(op);
        let a_ty = rw.value_type(compute.op_a(rw));
        let b_ty = rw.value_type(compute.op_b(rw));
        let c_ty = rw.value_type(compute.op_c(rw));
        let (a, b, c) = (
            MMAMatrixType::dyn_cast(rw, a_ty)?,
            MMAMatrixType::dyn_cast(rw, b_ty)?,
            MMAMatrixType::dyn_cast(rw, c_ty)?,
        );
        let (a_shape, c_shape) = (a.shape(rw).to_vec(), c.shape(rw).to_vec());
        let (m, n, k) = (c_shape[0] as i32, c_shape[1] as i32, a_shape[1] as i32);
        let a_layout = layout(compute.a_transpose(rw));
        let b_layout = layout(compute.b_transpose(rw));
        let source = element_type(rw, a)?;
        let dest = element_type(rw, c)?;
        if nvvm::WMMAMmaOp::get_intrinsic_id(m, n, k, a_layout, b_layout, source, dest).is_none() {
            return Some(rw.notify_match_failure(INVALID_CASE));
        }
        if element_type(rw, b)? != source {
            return Some(
                rw.notify_match_failure("WMMA compute op input matrix element types must match."),
            );
        }
        let mut args = Vec::new();
        for &v in &operands[..3] {
            unpack(rw, loc, v, &mut args)?;
        }
        let res_type = rw.value_type(operands[2]);
        let new = nvvm::WMMAMmaOp::build_with_values(
            rw, loc, res_type, m, n, k, a_layout, b_layout, source, dest, &args,
        )
        .res(rw);
        Some(rw.replace_op(op, &[new]).is_ok())
    }

    fn constant(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> Option<bool> {
        let loc = rw.op_loc(op);
        let mut cst = *operands.first()?;
        let res_ty = rw.result_type(op, 0);
        let matrix_type = MMAMatrixType::dyn_cast(rw, res_ty)?;
        let ty = convert_mma_to_llvm_type(rw, matrix_type)?;
        let body = LLVMStructType::dyn_cast(rw, ty)?.body(rw);
        let first = *body.first()?;
        if rw.is_vector(first) {
            let count: i64 = rw.shape(first).map_or(0, |s| s.iter().product());
            let mut vector = llvm::UndefOp::build(rw, loc, first).res(rw);
            let i32t = rw.i32();
            for el in 0..count {
                let a = rw.integer_attr(i32t, el);
                let idx = llvm::ConstantOp::build(rw, loc, i32t, a).res(rw);
                vector = llvm::InsertElementOp::build(rw, loc, first, vector, cst, idx).res(rw);
            }
            cst = vector;
        }
        let mut matrix = llvm::UndefOp::build(rw, loc, ty).res(rw);
        for i in 0..body.len() {
            matrix = insert(rw, loc, ty, matrix, cst, i);
        }
        Some(rw.replace_op(op, &[matrix]).is_ok())
    }

    fn elementwise(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> Option<bool> {
        let ew = gpu::SubgroupMmaElementwiseOp::cast(rw, op)?;
        let kind = ew.op_type(rw);
        let loc = rw.op_loc(op);
        let res_ty = rw.result_type(op, 0);
        let matrix_type = MMAMatrixType::dyn_cast(rw, res_ty)?;
        let ty = convert_mma_to_llvm_type(rw, matrix_type)?;
        let body = LLVMStructType::dyn_cast(rw, ty)?.body(rw);
        let mut matrix = llvm::UndefOp::build(rw, loc, ty).res(rw);
        let i64t = rw.i64();
        for (i, &member) in body.iter().enumerate() {
            let mut extracted = Vec::with_capacity(operands.len());
            for &v in operands {
                let pos = rw.dense_int_array_attr(i64t, &[i as i64]);
                extracted.push(llvm::ExtractValueOp::build(rw, loc, member, v, pos).res(rw));
            }
            let element = scalar_op(rw, loc, kind, &extracted)?;
            matrix = insert(rw, loc, ty, matrix, element, i);
        }
        Some(rw.replace_op(op, &[matrix]).is_ok())
    }
}

/// The scalar op of an elementwise kind (upstream's `createScalarOp`).
fn scalar_op(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: ir::Location,
    kind: gpu::MMAElementwiseOp,
    operands: &[Value],
) -> Option<Value> {
    let (lhs, rhs) = (*operands.first()?, *operands.get(1)?);
    let ty = rw.value_type(lhs);
    let flags = llvm::FastmathFlags::NONE;
    Some(match kind {
        gpu::MMAElementwiseOp::Addf => {
            llvm::FAddOp::build_with_values(rw, loc, ty, lhs, rhs, flags).res(rw)
        }
        gpu::MMAElementwiseOp::Mulf => {
            llvm::FMulOp::build_with_values(rw, loc, ty, lhs, rhs, flags).res(rw)
        }
        gpu::MMAElementwiseOp::Divf => {
            llvm::FDivOp::build_with_values(rw, loc, ty, lhs, rhs, flags).res(rw)
        }
        gpu::MMAElementwiseOp::Maxf => min_max_f(rw, loc, lhs, rhs, false),
        gpu::MMAElementwiseOp::Minf => min_max_f(rw, loc, lhs, rhs, true),
        _ => return None,
    })
}

/// The NaN-propagating minimum or maximum (upstream's `createMinMaxF`).
fn min_max_f(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: ir::Location,
    lhs: Value,
    rhs: Value,
    is_min: bool,
) -> Value {
    let ty = rw.value_type(lhs);
    let mut i1 = rw.i1();
    if rw.is_vector(ty) {
        let shape = rw.shape(ty).map(<[i64]>::to_vec).unwrap_or_default();
        i1 = rw.vector_type(&shape, i1);
    }
    let float = rw.element_type(ty).unwrap_or(ty);
    let flags = llvm::FastmathFlags::NONE;
    let pred = if is_min {
        llvm::FCmpPredicate::Olt
    } else {
        llvm::FCmpPredicate::Ogt
    };
    let cmp = llvm::FCmpOp::build_with_values(rw, loc, i1, pred, lhs, rhs, flags).res(rw);
    let sel = llvm::SelectOp::build(rw, loc, ty, cmp, lhs, rhs, None).res(rw);
    let is_nan =
        llvm::FCmpOp::build_with_values(rw, loc, i1, llvm::FCmpPredicate::Uno, lhs, rhs, flags)
            .res(rw);
    let nan_attr = rw.float_attr(float, f64::NAN);
    let nan = llvm::ConstantOp::build(rw, loc, ty, nan_attr).res(rw);
    llvm::SelectOp::build(rw, loc, ty, is_nan, nan, sel, None).res(rw)
}

impl ConversionPattern for WmmaLowering {
    fn root(&self) -> Option<&str> {
        Some(match self.kind {
            Kind::Load => gpu::SubgroupMmaLoadMatrixOp::OPERATION_NAME,
            Kind::Store => gpu::SubgroupMmaStoreMatrixOp::OPERATION_NAME,
            Kind::Mma => gpu::SubgroupMmaComputeOp::OPERATION_NAME,
            Kind::Constant => gpu::SubgroupMmaConstantMatrixOp::OPERATION_NAME,
            Kind::Elementwise => gpu::SubgroupMmaElementwiseOp::OPERATION_NAME,
        })
    }
    fn name(&self) -> &str {
        "WmmaOpToNVVMLowering"
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        if !all_llvm_types(rw, operands) {
            return false;
        }
        match self.kind {
            Kind::Load => self.load(op, operands, rw),
            Kind::Store => self.store(op, operands, rw),
            Kind::Mma => self.mma(op, operands, rw),
            Kind::Constant => self.constant(op, operands, rw),
            Kind::Elementwise => self.elementwise(op, operands, rw),
        }
        .unwrap_or(false)
    }
}

/// Adds the lowerings of the subgroup MMA ops (upstream's
/// `populateGpuWMMAToNVVMConversionPatterns`).
pub fn populate_gpu_wmma_to_nvvm_conversion_patterns(
    patterns: &mut Vec<Box<dyn ConversionPattern>>,
) {
    for kind in [
        Kind::Load,
        Kind::Mma,
        Kind::Store,
        Kind::Constant,
        Kind::Elementwise,
    ] {
        patterns.push(Box::new(WmmaLowering { kind }));
    }
}

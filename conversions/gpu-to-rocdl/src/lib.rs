//! MLIR's `--convert-gpu-to-rocdl` (upstream MLIR 19's
//! `lib/Conversion/GPUToROCDL`): the device code of a `gpu.module` in the
//! llvm and rocdl dialects. `gpu.func` becomes `llvm.func` (kernels marked
//! `rocdl.kernel`, a known block size as `rocdl.reqd_work_group_size` and
//! `rocdl.flat_work_group_size`), workgroup attributions internal globals
//! of address space 3, private ones `llvm.alloca`s of address space 5;
//! the id and dimension ops the `rocdl.workitem`/`workgroup` registers,
//! `gpu.lane_id` `rocdl.mbcnt.lo`/`hi`, 32-bit `xor` and `idx` shuffles
//! `rocdl.ds_bpermute`, `gpu.barrier` `rocdl.barrier`, the math ops calls
//! of `__ocml_*` (`math-to-rocdl`'s patterns), with the arith, cf, func
//! and memref lowerings; `#gpu.address_space<global|workgroup|private>`
//! memory spaces as address spaces 1, 3 and 5. The module gets the AMDGCN
//! data layout when it has none, and its `func.func`s
//! `llvm.emit_c_interface`.
//!
//! `gpu.printf` becomes HIP's `__ockl_printf_*` hostcalls or OpenCL's
//! `printf` by the `runtime` option (left illegal when it is `unknown`).
//!
//! `bf16` is `i16`.
//!
//! Uniform `gpu.all_reduce` ops (shuffles and a workgroup buffer),
//! `gpu.global_id` and shuffles of 64-bit values are rewritten first; the
//! vector ops are converted with the others (`convert-vector-to-llvm`'s
//! patterns).
//!
//! Not yet: of the greedy rewrites upstream runs first, the bf16
//! expansion; the AMDGPU dialect's lowerings.
#![deny(missing_docs)]
#![forbid(unsafe_code)]

use gpu_common::{
    extend_or_truncate_index, gpu_memory_space_map, DynamicSharedMemoryLowering, GPUFuncOpLowering,
    GPUReturnOpLowering, IndexKind, IndexOpLowering, IntrType, PrintfLowering, ReplaceNullaryOp,
};
use ir::conversion::{ConversionPattern, ConversionRewriter};
use ir::pass::{OperationPass, OptionValue, PassFailure, PassRun};
use ir::{OpId, Value};
use llvm_common::{can_convert_to_bare_ptr, LowerToLlvmOptions};

// The pass declaration (`ConvertGpuOpsToROCDLOpsBase`, `register_passes`, ...).
include!(concat!(env!("OUT_DIR"), "/passes.rs.inc"));

/// The AMDGCN data layout the module gets when it has none.
pub const AMDGCN_DATA_LAYOUT: &str = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9";

/// The runtime the code runs on (upstream's `gpu::amd::Runtime`, the
/// pass's `runtime` option).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Runtime {
    /// `unknown`.
    #[default]
    Unknown,
    /// `HIP`.
    Hip,
    /// `OpenCL`.
    OpenCl,
}

impl OptionValue for Runtime {
    const VALUE_NAME: &'static str = "value";
    fn parse_option(text: &str) -> Result<Self, String> {
        match text {
            "unknown" => Ok(Self::Unknown),
            "HIP" => Ok(Self::Hip),
            "OpenCL" => Ok(Self::OpenCl),
            _ => Err(format!("Cannot find option named '{text}'!")),
        }
    }
    fn print_option(&self, out: &mut String) {
        out.push_str(match self {
            Self::Unknown => "unknown",
            Self::Hip => "HIP",
            Self::OpenCl => "OpenCL",
        });
    }
}

/// Whether `name` is a chipset name upstream's `amdgpu::Chipset::parse`
/// accepts: `gfx`, a decimal major version, two hexadecimal digits.
pub fn is_valid_chipset(name: &str) -> bool {
    let Some(rest) = name.strip_prefix("gfx") else {
        return false;
    };
    if rest.len() < 2 || !rest.is_char_boundary(rest.len() - 2) {
        return false;
    }
    let (major, minor) = rest.split_at(rest.len() - 2);
    // `StringRef::getAsInteger` of radix 10 and 16: digits only, not empty.
    !major.is_empty()
        && major.bytes().all(|b| b.is_ascii_digit())
        && minor.bytes().all(|b| b.is_ascii_hexdigit())
}

/// `arith.constant` of the `i32` `value`.
fn i32_constant(rw: &mut ConversionRewriter<'_, '_>, loc: ir::Location, value: i64) -> Value {
    let i32t = rw.i32();
    let attr = rw.integer_attr(i32t, value);
    arith::ConstantOp::build(rw, loc, i32t, attr).result(rw)
}

/// The lane id: `rocdl.mbcnt.hi(-1, rocdl.mbcnt.lo(-1, 0))` (upstream's
/// `getLaneId`).
fn lane_id(rw: &mut ConversionRewriter<'_, '_>, loc: ir::Location) -> Value {
    let i32t = rw.i32();
    let zero = i32_constant(rw, loc, 0);
    let minus1 = i32_constant(rw, loc, -1);
    let lo = rocdl::MbcntLoOp::build(rw, loc, i32t, minus1, zero).res(rw);
    rocdl::MbcntHiOp::build(rw, loc, i32t, minus1, lo).res(rw)
}

/// `gpu.lane_id` → `rocdl.mbcnt.lo`/`hi`, extended or truncated to the
/// index width (upstream's `GPULaneIdOpToROCDL`).
struct LaneIdLowering {
    index_bitwidth: u32,
}

impl ConversionPattern for LaneIdLowering {
    fn root(&self) -> Option<&str> {
        Some(gpu::LaneIdOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "GPULaneIdOpToROCDL"
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let loc = rw.op_loc(op);
        let id = lane_id(rw, loc);
        let id = extend_or_truncate_index(rw, loc, id, self.index_bitwidth);
        rw.replace_op(op, &[id]).is_ok()
    }
}

/// A 32-bit `xor` or `idx` `gpu.shuffle` → `rocdl.ds_bpermute` of the
/// destination lane (the source lane itself when outside the width), its
/// validity the comparison (upstream's `GPUShuffleOpLowering`).
struct ShuffleLowering;

impl ConversionPattern for ShuffleLowering {
    fn root(&self) -> Option<&str> {
        Some(gpu::ShuffleOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "GPUShuffleOpLowering"
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let [value, offset, width] = operands else {
            return false;
        };
        let (value, offset, width) = (*value, *offset, *width);
        let value_type = rw.value_type(value);
        if rw.int_or_float_width(value_type) != Some(32) {
            return false;
        }
        let Some(mode) = gpu::ShuffleOp::cast(rw, op).map(|s| s.mode(rw)) else {
            return false;
        };
        if !matches!(mode, gpu::ShuffleMode::Xor | gpu::ShuffleMode::Idx) {
            return false;
        }
        let loc = rw.op_loc(op);
        let i32t = rw.i32();
        let none = llvm::IntegerOverflowFlags::NONE;
        let src_lane = lane_id(rw, loc);
        let zero_attr = rw.integer_attr(i32t, 0);
        let zero = llvm::ConstantOp::build(rw, loc, i32t, zero_attr).res(rw);
        let neg_width = llvm::SubOp::build(rw, loc, i32t, zero, width, none).res(rw);
        let add = llvm::AddOp::build(rw, loc, i32t, src_lane, width, none).res(rw);
        let width_or_zero = llvm::AndOp::build(rw, loc, i32t, add, neg_width).res(rw);
        let dst_lane = if mode == gpu::ShuffleMode::Xor {
            llvm::XOrOp::build(rw, loc, i32t, src_lane, offset).res(rw)
        } else {
            offset
        };
        let i1t = rw.i1();
        let is_active = llvm::ICmpOp::build_with_values(
            rw,
            loc,
            i1t,
            llvm::ICmpPredicate::Slt,
            dst_lane,
            width_or_zero,
        )
        .res(rw);
        let select =
            llvm::SelectOp::build(rw, loc, i32t, is_active, dst_lane, src_lane, None).res(rw);
        let two_attr = rw.integer_attr(i32t, 2);
        let two = llvm::ConstantOp::build(rw, loc, i32t, two_attr).res(rw);
        let aligned = llvm::ShlOp::build(rw, loc, i32t, select, two, none).res(rw);
        let is_f32 = rw.is_f32(value_type);
        let init = if is_f32 {
            llvm::BitcastOp::build(rw, loc, i32t, value).res(rw)
        } else {
            value
        };
        let mut shuffled = rocdl::DsBpermuteOp::build(rw, loc, i32t, aligned, init).res(rw);
        if is_f32 {
            shuffled = llvm::BitcastOp::build(rw, loc, value_type, shuffled).res(rw);
        }
        rw.replace_op(op, &[shuffled, is_active]).is_ok()
    }
}

/// The id and dimension ops, their registers, bounds and range kinds.
const INDEX_OPS: &[(&str, [&str; 3], IndexKind, IntrType)] = &[
    (
        gpu::ThreadIdOp::OPERATION_NAME,
        [
            rocdl::ThreadIdXOp::OPERATION_NAME,
            rocdl::ThreadIdYOp::OPERATION_NAME,
            rocdl::ThreadIdZOp::OPERATION_NAME,
        ],
        IndexKind::Block,
        IntrType::Id,
    ),
    (
        gpu::BlockIdOp::OPERATION_NAME,
        [
            rocdl::BlockIdXOp::OPERATION_NAME,
            rocdl::BlockIdYOp::OPERATION_NAME,
            rocdl::BlockIdZOp::OPERATION_NAME,
        ],
        IndexKind::Grid,
        IntrType::Id,
    ),
    (
        gpu::BlockDimOp::OPERATION_NAME,
        [
            rocdl::BlockDimXOp::OPERATION_NAME,
            rocdl::BlockDimYOp::OPERATION_NAME,
            rocdl::BlockDimZOp::OPERATION_NAME,
        ],
        IndexKind::Block,
        IntrType::Dim,
    ),
    (
        gpu::GridDimOp::OPERATION_NAME,
        [
            rocdl::GridDimXOp::OPERATION_NAME,
            rocdl::GridDimYOp::OPERATION_NAME,
            rocdl::GridDimZOp::OPERATION_NAME,
        ],
        IndexKind::Grid,
        IntrType::Dim,
    ),
];

/// Adds the lowerings of the gpu ops to ROCDL to `patterns` (upstream's
/// `populateGpuToROCDLConversionPatterns`), for `options`.
pub fn populate_gpu_to_rocdl_conversion_patterns(
    patterns: &mut Vec<Box<dyn ConversionPattern>>,
    options: &LowerToLlvmOptions,
    runtime: Runtime,
) {
    let index_bitwidth = options.index_bitwidth();
    patterns.push(Box::new(ReplaceNullaryOp {
        root: gpu::BarrierOp::OPERATION_NAME,
        target: rocdl::BarrierOp::OPERATION_NAME,
    }));
    for &(root, ops, index_kind, intr_type) in INDEX_OPS {
        patterns.push(Box::new(IndexOpLowering {
            root,
            ops,
            index_kind,
            intr_type,
            index_bitwidth,
        }));
    }
    patterns.push(Box::new(GPUReturnOpLowering {
        bare_ptr: options.use_bare_ptr_call_conv,
    }));
    patterns.push(Box::new(DynamicSharedMemoryLowering {
        alignment_bit: 0,
        index_bitwidth,
    }));
    patterns.push(Box::new(GPUFuncOpLowering {
        alloca_addr_space: 5,
        workgroup_addr_space: 3,
        kernel_attribute_name: rocdl::KERNEL_FUNC_ATTR_NAME,
        kernel_block_size_attribute_name: Some(rocdl::REQD_WORK_GROUP_SIZE_ATTR_NAME),
        bare_ptr: options.use_bare_ptr_call_conv,
        diagnostics: options.diagnostics.clone(),
    }));
    match runtime {
        Runtime::Hip => patterns.push(Box::new(PrintfLowering::Hip)),
        // OpenCL's `printf` takes its format in address space 4.
        Runtime::OpenCl => patterns.push(Box::new(PrintfLowering::Call { address_space: 4 })),
        Runtime::Unknown => {}
    }
    patterns.push(Box::new(ShuffleLowering));
    patterns.push(Box::new(LaneIdLowering { index_bitwidth }));
    math_to_rocdl::populate_math_to_rocdl_conversion_patterns(patterns);
}

/// The target of the conversion (upstream's
/// `configureGpuToROCDLConversionLegality`).
pub fn gpu_to_rocdl_conversion_target() -> ir::conversion::ConversionTarget {
    gpu_common::gpu_conversion_target("rocdl")
}

/// `bf16`, and vectors of it, as `i16` (the type conversions of upstream's
/// `populateAMDGPUToROCDLConversionPatterns`).
pub fn add_bf16_conversions(converter: &mut ir::conversion::TypeConverter) {
    converter.add_conversion(|ctx, t| {
        (ctx.float_kind(t) == Some(ir::FloatKind::BF16)).then(|| ctx.integer_type(16))
    });
    converter.add_recursive_conversion(|tc, ctx, t| {
        let ir::TypeData::Vector {
            shape,
            scalable,
            element,
        } = ctx.type_data(t).clone()
        else {
            return None;
        };
        if ctx.float_kind(element) != Some(ir::FloatKind::BF16) {
            return None;
        }
        let i16t = ctx.integer_type(16);
        let v = ctx.get_type(ir::TypeData::Vector {
            shape,
            scalable,
            element: i16t,
        });
        tc.convert_type(ctx, v)
    });
}

/// The `convert-gpu-to-rocdl` pass.
#[derive(Clone, Debug, Default)]
pub struct ConvertGpuOpsToROCDLOps {
    base: ConvertGpuOpsToROCDLOpsBase,
}

/// Whether every memref argument of every `gpu.func` in `module` can be a
/// bare pointer (upstream's `canBeCalledWithBarePointers` of each).
fn can_use_bare_pointers(ctx: &ir::Context, module: OpId) -> bool {
    ctx.walk_preorder(module).into_iter().all(|op| {
        let Some(f) = gpu::GPUFuncOp::cast(ctx, op) else {
            return true;
        };
        let fty = f.function_type(ctx);
        ctx.type_as_function(fty).is_none_or(|(inputs, _)| {
            inputs
                .iter()
                .all(|&t| !ctx.is_memref(t) || can_convert_to_bare_ptr(ctx, t))
        })
    })
}

impl OperationPass for ConvertGpuOpsToROCDLOps {
    type Declaration = ConvertGpuOpsToROCDLOpsBase;
    fn declaration(&self) -> &ConvertGpuOpsToROCDLOpsBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut ConvertGpuOpsToROCDLOpsBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let m = run.op();
        let o = self.base.options.clone();
        let ctx = run.ctx();
        if ctx.attr(m, llvm::DATA_LAYOUT_ATTR_NAME).is_none() {
            let layout = ctx.string_attr(AMDGCN_DATA_LAYOUT);
            let key = ctx.ident(llvm::DATA_LAYOUT_ATTR_NAME);
            ctx.set_attr(m, key, layout).map_err(|_| PassFailure)?;
        }
        gpu_common::request_c_wrappers(ctx, m);
        if !is_valid_chipset(&o.chipset) {
            let loc = ctx.unknown_loc();
            let d = ir::Diagnostic::error(loc, format!("Invalid chipset name: {}", o.chipset));
            run.emit(d);
            return Err(PassFailure);
        }
        let mut options = LowerToLlvmOptions::for_op(run.ctx(), m, o.index_bitwidth);
        if o.use_bare_ptr_call_conv {
            options.use_bare_ptr_call_conv = true;
            if !can_use_bare_pointers(run.ctx(), m) {
                let loc = run.ctx().unknown_loc();
                run.emit(ir::Diagnostic::error(
                    loc,
                    "bare pointer calling convention requires all memrefs to have static shape and use the identity map",
                ));
                return Err(PassFailure);
            }
        }
        let mut rewrites = Vec::new();
        gpu_common::populate_gpu_rewrite_patterns(&mut rewrites);
        // The in-dialect rewrites, folding and dead-code removal (upstream's
        // rewrites, whose result is ignored).
        let _ = ir::apply_patterns_greedily(run.ctx(), m, &rewrites, ir::GreedyConfig::default());
        options.memory_space_map = gpu_memory_space_map(run.ctx(), 1, 3, 5);
        let diagnostics = options.diagnostics.clone();
        let mut patterns: Vec<Box<dyn ConversionPattern>> = Vec::new();
        arith_to_llvm::populate_arith_to_llvm_conversion_patterns(&mut patterns);
        gpu_common::populate_vector_to_llvm_patterns(&mut patterns);
        cf_to_llvm::populate_control_flow_to_llvm_conversion_patterns(&mut patterns);
        func_to_llvm::populate_func_to_llvm_conversion_patterns(
            &mut patterns,
            &diagnostics,
            options.use_bare_ptr_call_conv,
        );
        memref_to_llvm::populate_finalize_memref_to_llvm_conversion_patterns(
            &mut patterns,
            &options,
            &diagnostics,
        );
        populate_gpu_to_rocdl_conversion_patterns(&mut patterns, &options, o.runtime);
        let target = gpu_to_rocdl_conversion_target();
        let mut converter = llvm_common::llvm_type_converter(&options);
        add_bf16_conversions(&mut converter);
        let result = ir::conversion::apply_partial_conversion(
            run.ctx(),
            m,
            &target,
            &patterns,
            Some(&converter),
        );
        drop(patterns);
        for d in std::mem::take(&mut *diagnostics.borrow_mut()) {
            run.emit(d);
        }
        if let Err(d) = result {
            run.emit(d);
            return Err(PassFailure);
        }
        set_flat_work_group_sizes(run.ctx(), m);
        Ok(())
    }
}

/// Each `llvm.func` with `rocdl.reqd_work_group_size` gets
/// `rocdl.flat_work_group_size` = `"n,n"`, `n` the sizes' product.
fn set_flat_work_group_sizes(ctx: &mut ir::Context, module: OpId) {
    let funcs: Vec<OpId> = ctx
        .walk_preorder(module)
        .into_iter()
        .filter(|&op| llvm::LLVMFuncOp::cast(ctx, op).is_some())
        .collect();
    let key = ctx.ident(rocdl::FLAT_WORK_GROUP_SIZE_ATTR_NAME);
    for f in funcs {
        let Some(sizes) = ctx.attr(f, rocdl::REQD_WORK_GROUP_SIZE_ATTR_NAME) else {
            continue;
        };
        let Some((_, ir::DenseData::Int(values))) = ctx.as_dense_array(sizes) else {
            continue;
        };
        let flat = values
            .iter()
            .fold(1u32, |acc, &v| acc.wrapping_mul(v as u32));
        let text = ctx.string_attr(&format!("{flat},{flat}"));
        let _ = ctx.set_attr(f, key, text);
    }
}

//! MLIR's `--convert-gpu-to-nvvm` (upstream MLIR 19's
//! `lib/Conversion/GPUToNVVM`): the device code of a `gpu.module` in the
//! llvm and nvvm dialects. `gpu.func` becomes `llvm.func` (kernels marked
//! `nvvm.kernel`, a known block size as `nvvm.maxntid`), workgroup
//! attributions internal globals of address space 3, private ones
//! `llvm.alloca`s of address space 0; the id and dimension ops (threads,
//! blocks, grids, clusters) the `nvvm.read.ptx.sreg.*` registers,
//! `gpu.lane_id` `nvvm.read.ptx.sreg.laneid`, `gpu.shuffle`
//! `nvvm.shfl.sync`, `gpu.barrier` `nvvm.barrier0`, uniform 32-bit
//! `gpu.subgroup_reduce` `nvvm.redux.sync` (`has-redux`), the math ops
//! calls of `__nv_*` (`gpu_common`'s patterns), with the arith, cf, func
//! and memref lowerings; `#gpu.address_space<global|workgroup|private>`
//! memory spaces as address spaces 1, 3 and 0. The module's `func.func`s
//! get `llvm.emit_c_interface`.
//!
//! Uniform `gpu.all_reduce` ops (shuffles and a workgroup buffer),
//! `gpu.global_id` and shuffles of 64-bit values are rewritten first; the
//! vector ops are converted with the others (`convert-vector-to-llvm`'s
//! patterns).
//!
//! The subgroup MMA ops become `nvvm.wmma.*` (`wmma.rs`), `!gpu.mma_matrix`
//! the struct of its fragment's registers.
#![deny(missing_docs)]
#![forbid(unsafe_code)]

use gpu_common::{
    extend_or_truncate_index, gpu_memory_space_map, DynamicSharedMemoryLowering, GPUFuncOpLowering,
    GPUReturnOpLowering, IndexKind, IndexOpLowering, IntrType, OpToFuncCallLowering,
    PrintfLowering, ReplaceNullaryOp, ScalarizeVectorOpLowering,
};
use ir::conversion::{ConversionPattern, ConversionRewriter};
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::{OpId, Value};
use llvm_common::LowerToLlvmOptions;

mod wmma;

pub use wmma::{
    add_mma_matrix_conversion, convert_mma_to_llvm_type,
    populate_gpu_wmma_to_nvvm_conversion_patterns,
};

// The pass declaration (`ConvertGpuOpsToNVVMOpsBase`, `register_passes`, ...).
include!(concat!(env!("OUT_DIR"), "/passes.rs.inc"));

/// The nvvm reduction of a gpu one, when `redux.sync` has it (upstream's
/// `convertReduxKind`).
fn redux_kind(op: gpu::AllReduceOperation) -> Option<nvvm::ReduxKind> {
    use gpu::AllReduceOperation as Op;
    match op {
        Op::Add => Some(nvvm::ReduxKind::Add),
        Op::Minsi | Op::Minnumf => Some(nvvm::ReduxKind::Min),
        Op::Maxsi | Op::Maxnumf => Some(nvvm::ReduxKind::Max),
        Op::And => Some(nvvm::ReduxKind::And),
        Op::Or => Some(nvvm::ReduxKind::Or),
        Op::Xor => Some(nvvm::ReduxKind::Xor),
        Op::Mul | Op::Minui | Op::Maxui | Op::Minimumf | Op::Maximumf => None,
    }
}

/// A uniform `gpu.subgroup_reduce` of an `i32` → `nvvm.redux.sync` over
/// every lane (upstream's `GPUSubgroupReduceOpLowering`).
struct SubgroupReduceLowering;

impl ConversionPattern for SubgroupReduceLowering {
    fn root(&self) -> Option<&str> {
        Some(gpu::SubgroupReduceOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "GPUSubgroupReduceOpLowering"
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let Some(reduce) = gpu::SubgroupReduceOp::cast(rw, op) else {
            return false;
        };
        if !reduce.uniform(rw) {
            return rw.notify_match_failure(
                "cannot be lowered to redux as the op must be run uniformly (entire subgroup).",
            );
        }
        let value = reduce.value(rw);
        let ty = rw.value_type(value);
        if rw.type_as_integer(ty).map(|(w, _)| w) != Some(32) {
            return rw.notify_match_failure("unsupported data type");
        }
        let Some(kind) = redux_kind(reduce.op(rw)) else {
            return rw.notify_match_failure("unsupported reduction mode for redux");
        };
        let loc = rw.op_loc(op);
        let i32t = rw.i32();
        let minus_one = rw.integer_attr(i32t, -1);
        let offset = llvm::ConstantOp::build(rw, loc, i32t, minus_one).res(rw);
        let redux = nvvm::ReduxOp::build_with_values(rw, loc, i32t, value, kind, offset).res(rw);
        rw.replace_op(op, &[redux]).is_ok()
    }
}

/// The nvvm kind of a shuffle mode (upstream's `convertShflKind`).
fn shfl_kind(mode: gpu::ShuffleMode) -> nvvm::ShflKind {
    match mode {
        gpu::ShuffleMode::Xor => nvvm::ShflKind::Bfly,
        gpu::ShuffleMode::Up => nvvm::ShflKind::Up,
        gpu::ShuffleMode::Down => nvvm::ShflKind::Down,
        gpu::ShuffleMode::Idx => nvvm::ShflKind::Idx,
    }
}

/// `gpu.shuffle` → `nvvm.shfl.sync` of the lanes the width makes active,
/// its validity extracted when used (upstream's `GPUShuffleOpLowering`).
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
        let Some(mode) = gpu::ShuffleOp::cast(rw, op).map(|s| s.mode(rw)) else {
            return false;
        };
        let loc = rw.op_loc(op);
        let value_type = rw.value_type(value);
        let i32t = rw.i32();
        let i1t = rw.i1();
        let none = llvm::IntegerOverflowFlags::NONE;
        let constant = |rw: &mut ConversionRewriter<'_, '_>, v: i64| {
            let a = rw.integer_attr(i32t, v);
            llvm::ConstantOp::build(rw, loc, i32t, a).res(rw)
        };
        let one = constant(rw, 1);
        let minus_one = constant(rw, -1);
        let thirty_two = constant(rw, 32);
        let lead_inactive = llvm::SubOp::build(rw, loc, i32t, thirty_two, width, none).res(rw);
        let active_mask = llvm::LShrOp::build(rw, loc, i32t, minus_one, lead_inactive).res(rw);
        let mask_and_clamp = if mode == gpu::ShuffleMode::Up {
            lead_inactive
        } else {
            llvm::SubOp::build(rw, loc, i32t, width, one, none).res(rw)
        };
        let result = rw.result(op, 1);
        let pred_used = rw.has_uses(result);
        let (result_type, valid_attr) = if pred_used {
            let st: ir::Type =
                llvm::LLVMStructType::get_literal(rw, &[value_type, i1t], false).into();
            (st, Some(rw.unit_attr()))
        } else {
            (value_type, None)
        };
        let shfl = nvvm::ShflOp::build_with_values(
            rw,
            loc,
            result_type,
            active_mask,
            value,
            offset,
            mask_and_clamp,
            shfl_kind(mode),
            valid_attr,
        )
        .res(rw);
        if pred_used {
            let i64t = rw.i64();
            let p0 = rw.dense_int_array_attr(i64t, &[0]);
            let p1 = rw.dense_int_array_attr(i64t, &[1]);
            let v = llvm::ExtractValueOp::build(rw, loc, value_type, shfl, p0).res(rw);
            let valid = llvm::ExtractValueOp::build(rw, loc, i1t, shfl, p1).res(rw);
            rw.replace_op(op, &[v, valid]).is_ok()
        } else {
            // The validity has no use: nothing stands for it.
            rw.replace_op(op, &[shfl, shfl]).is_ok()
        }
    }
}

/// `gpu.lane_id` → `nvvm.read.ptx.sreg.laneid`, extended or truncated to
/// the index width (upstream's `GPULaneIdOpToNVVM`).
struct LaneIdLowering {
    index_bitwidth: u32,
}

impl ConversionPattern for LaneIdLowering {
    fn root(&self) -> Option<&str> {
        Some(gpu::LaneIdOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "GPULaneIdOpToNVVM"
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let loc = rw.op_loc(op);
        let i32t = rw.i32();
        let id = nvvm::LaneIdOp::build(rw, loc, i32t).res(rw);
        let id = extend_or_truncate_index(rw, loc, id, self.index_bitwidth);
        rw.replace_op(op, &[id]).is_ok()
    }
}

/// The id and dimension ops and their registers (no bounds: upstream
/// builds these lowerings without an index kind).
const INDEX_OPS: &[(&str, [&str; 3])] = &[
    (
        gpu::ThreadIdOp::OPERATION_NAME,
        [
            nvvm::ThreadIdXOp::OPERATION_NAME,
            nvvm::ThreadIdYOp::OPERATION_NAME,
            nvvm::ThreadIdZOp::OPERATION_NAME,
        ],
    ),
    (
        gpu::BlockDimOp::OPERATION_NAME,
        [
            nvvm::BlockDimXOp::OPERATION_NAME,
            nvvm::BlockDimYOp::OPERATION_NAME,
            nvvm::BlockDimZOp::OPERATION_NAME,
        ],
    ),
    (
        gpu::ClusterIdOp::OPERATION_NAME,
        [
            nvvm::ClusterIdXOp::OPERATION_NAME,
            nvvm::ClusterIdYOp::OPERATION_NAME,
            nvvm::ClusterIdZOp::OPERATION_NAME,
        ],
    ),
    (
        gpu::ClusterDimOp::OPERATION_NAME,
        [
            nvvm::ClusterDimXOp::OPERATION_NAME,
            nvvm::ClusterDimYOp::OPERATION_NAME,
            nvvm::ClusterDimZOp::OPERATION_NAME,
        ],
    ),
    (
        gpu::ClusterBlockIdOp::OPERATION_NAME,
        [
            nvvm::BlockInClusterIdXOp::OPERATION_NAME,
            nvvm::BlockInClusterIdYOp::OPERATION_NAME,
            nvvm::BlockInClusterIdZOp::OPERATION_NAME,
        ],
    ),
    (
        gpu::BlockIdOp::OPERATION_NAME,
        [
            nvvm::BlockIdXOp::OPERATION_NAME,
            nvvm::BlockIdYOp::OPERATION_NAME,
            nvvm::BlockIdZOp::OPERATION_NAME,
        ],
    ),
    (
        gpu::GridDimOp::OPERATION_NAME,
        [
            nvvm::GridDimXOp::OPERATION_NAME,
            nvvm::GridDimYOp::OPERATION_NAME,
            nvvm::GridDimZOp::OPERATION_NAME,
        ],
    ),
];

/// Each op lowered to a libdevice call, with its `f32` and `f64`
/// functions, in upstream's order.
const CALLS: &[(&str, &str, &str)] = &[
    (math::AbsFOp::OPERATION_NAME, "__nv_fabsf", "__nv_fabs"),
    (math::AtanOp::OPERATION_NAME, "__nv_atanf", "__nv_atan"),
    (math::Atan2Op::OPERATION_NAME, "__nv_atan2f", "__nv_atan2"),
    (math::CbrtOp::OPERATION_NAME, "__nv_cbrtf", "__nv_cbrt"),
    (math::CeilOp::OPERATION_NAME, "__nv_ceilf", "__nv_ceil"),
    (math::CosOp::OPERATION_NAME, "__nv_cosf", "__nv_cos"),
    (math::ErfOp::OPERATION_NAME, "__nv_erff", "__nv_erf"),
    (math::ExpOp::OPERATION_NAME, "__nv_expf", "__nv_exp"),
    (math::Exp2Op::OPERATION_NAME, "__nv_exp2f", "__nv_exp2"),
    (math::ExpM1Op::OPERATION_NAME, "__nv_expm1f", "__nv_expm1"),
    (math::FloorOp::OPERATION_NAME, "__nv_floorf", "__nv_floor"),
    (arith::RemFOp::OPERATION_NAME, "__nv_fmodf", "__nv_fmod"),
    (math::LogOp::OPERATION_NAME, "__nv_logf", "__nv_log"),
    (math::Log1pOp::OPERATION_NAME, "__nv_log1pf", "__nv_log1p"),
    (math::Log10Op::OPERATION_NAME, "__nv_log10f", "__nv_log10"),
    (math::Log2Op::OPERATION_NAME, "__nv_log2f", "__nv_log2"),
    (math::PowFOp::OPERATION_NAME, "__nv_powf", "__nv_pow"),
    (math::RsqrtOp::OPERATION_NAME, "__nv_rsqrtf", "__nv_rsqrt"),
    (math::SinOp::OPERATION_NAME, "__nv_sinf", "__nv_sin"),
    (math::SqrtOp::OPERATION_NAME, "__nv_sqrtf", "__nv_sqrt"),
    (math::TanhOp::OPERATION_NAME, "__nv_tanhf", "__nv_tanh"),
    (math::TanOp::OPERATION_NAME, "__nv_tanf", "__nv_tan"),
];

/// Adds the lowering of `gpu.subgroup_reduce` to `nvvm.redux.sync`
/// (upstream's `populateGpuSubgroupReduceOpLoweringPattern`).
pub fn populate_gpu_subgroup_reduce_op_lowering_pattern(
    patterns: &mut Vec<Box<dyn ConversionPattern>>,
) {
    patterns.push(Box::new(SubgroupReduceLowering));
}

/// Adds the lowerings of the gpu ops to NVVM to `patterns` (upstream's
/// `populateGpuToNVVMConversionPatterns`), for `options`.
pub fn populate_gpu_to_nvvm_conversion_patterns(
    patterns: &mut Vec<Box<dyn ConversionPattern>>,
    options: &LowerToLlvmOptions,
) {
    let index_bitwidth = options.index_bitwidth();
    patterns.push(Box::new(ReplaceNullaryOp {
        root: gpu::BarrierOp::OPERATION_NAME,
        target: nvvm::Barrier0Op::OPERATION_NAME,
    }));
    patterns.push(Box::new(PrintfLowering::VPrintf));
    for &(root, ops) in INDEX_OPS {
        patterns.push(Box::new(IndexOpLowering {
            root,
            ops,
            index_kind: IndexKind::Other,
            intr_type: IntrType::None,
            index_bitwidth,
        }));
    }
    patterns.push(Box::new(LaneIdLowering { index_bitwidth }));
    patterns.push(Box::new(ShuffleLowering));
    patterns.push(Box::new(GPUReturnOpLowering {
        bare_ptr: options.use_bare_ptr_call_conv,
    }));
    patterns.push(Box::new(DynamicSharedMemoryLowering {
        alignment_bit: 128,
        index_bitwidth,
    }));
    patterns.push(Box::new(GPUFuncOpLowering {
        alloca_addr_space: 0,
        workgroup_addr_space: 3,
        kernel_attribute_name: nvvm::KERNEL_FUNC_ATTR_NAME,
        kernel_block_size_attribute_name: Some(nvvm::MAXNTID_ATTR_NAME),
        bare_ptr: options.use_bare_ptr_call_conv,
        diagnostics: options.diagnostics.clone(),
    }));
    for &(root, f32_func, f64_func) in CALLS {
        patterns.push(Box::new(ScalarizeVectorOpLowering { root }));
        patterns.push(Box::new(OpToFuncCallLowering {
            root,
            f32_func,
            f64_func,
        }));
    }
}

/// The target of the conversion (upstream's
/// `configureGpuToNVVMConversionLegality`).
pub fn gpu_to_nvvm_conversion_target() -> ir::conversion::ConversionTarget {
    gpu_common::gpu_conversion_target("nvvm")
}

/// The `convert-gpu-to-nvvm` pass.
#[derive(Clone, Debug, Default)]
pub struct ConvertGpuOpsToNVVMOps {
    base: ConvertGpuOpsToNVVMOpsBase,
}

impl OperationPass for ConvertGpuOpsToNVVMOps {
    type Declaration = ConvertGpuOpsToNVVMOpsBase;
    fn declaration(&self) -> &ConvertGpuOpsToNVVMOpsBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut ConvertGpuOpsToNVVMOpsBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let m = run.op();
        let o = self.base.options.clone();
        gpu_common::request_c_wrappers(run.ctx(), m);
        let mut options = LowerToLlvmOptions::for_op(run.ctx(), m, o.index_bitwidth);
        options.use_bare_ptr_call_conv = o.use_bare_ptr_call_conv;
        let mut rewrites = Vec::new();
        gpu_common::populate_gpu_rewrite_patterns(&mut rewrites);
        // The in-dialect rewrites, folding and dead-code removal (upstream's
        // greedy in-dialect rewrites).
        if ir::apply_patterns_greedily(run.ctx(), m, &rewrites, ir::GreedyConfig::default())
            .is_err()
        {
            return Err(PassFailure);
        }
        options.memory_space_map = gpu_memory_space_map(run.ctx(), 1, 3, 0);
        let diagnostics = options.diagnostics.clone();
        let mut patterns: Vec<Box<dyn ConversionPattern>> = Vec::new();
        arith_to_llvm::populate_arith_to_llvm_conversion_patterns(&mut patterns);
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
        populate_gpu_to_nvvm_conversion_patterns(&mut patterns, &options);
        populate_gpu_wmma_to_nvvm_conversion_patterns(&mut patterns);
        gpu_common::populate_vector_to_llvm_patterns(&mut patterns);
        if o.has_redux {
            populate_gpu_subgroup_reduce_op_lowering_pattern(&mut patterns);
        }
        let target = gpu_to_nvvm_conversion_target();
        let mut converter = llvm_common::llvm_type_converter(&options);
        add_mma_matrix_conversion(&mut converter);
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
        result.map_err(|d| {
            run.emit(d);
            PassFailure
        })
    }
}

//! What MLIR's lowerings of GPU code to the llvm dialect share (upstream's
//! `lib/Conversion/GPUCommon`): an op on `f32`/`f64` lowered to a call of
//! a device library function (`OpToFuncCallLowering.h`, `f16` extended to
//! `f32` and the result truncated back), and an op on 1-D vectors
//! scalarized element by element (`ScalarizeVectorOpLowering`,
//! `impl::scalarizeVectorOp` of `GPUOpsLowering.cpp`), and the lowerings
//! of the gpu ops the NVVM and ROCDL conversions share (`gpu.func`,
//! `gpu.return`, the id and dimension ops, the memory spaces), and the
//! in-dialect rewrites they run first (`gpu.all_reduce`, `gpu.global_id`,
//! 64-bit shuffles).
#![deny(missing_docs)]
#![forbid(unsafe_code)]

mod all_reduce;
mod lowering;
mod printf;
mod rewrites;

pub use all_reduce::{convert_reduction_kind, populate_gpu_all_reduce_patterns};
pub use lowering::{
    extend_or_truncate_index, gpu_conversion_target, gpu_memory_space_map, request_c_wrappers,
    DynamicSharedMemoryLowering, GPUFuncOpLowering, GPUReturnOpLowering, IndexKind,
    IndexOpLowering, IntrType, ReplaceNullaryOp, ILLEGAL_LLVM_INTRINSICS,
};
pub use printf::PrintfLowering;
pub use rewrites::populate_gpu_rewrite_patterns;

use ir::conversion::{ConversionPattern, ConversionRewriter};
use ir::{OpId, OperationState, Type, Value};
use llvm::LLVMFunctionType;
use llvm_common::{create_call, create_llvm_func};

/// The vector lowerings both GPU conversions add (upstream's
/// `populateVectorToLLVMConversionPatterns` with its default options: the
/// n-D `vector.fma`, strided-slice and scalable `create_mask` rewrites, the
/// lowerings of 1-D transfers and of single-element loads and stores, then
/// the conversion patterns).
pub fn populate_vector_to_llvm_patterns(patterns: &mut Vec<Box<dyn ConversionPattern>>) {
    let mut rewrites = Vec::new();
    vector_to_llvm::populate_vector_fma_nd_rewrite_patterns(&mut rewrites);
    vector_transforms::populate_vector_insert_extract_strided_slice_transforms(&mut rewrites);
    vector_to_llvm::populate_vector_scalable_create_mask_patterns(&mut rewrites, false);
    // Transfers of rank > 1 are VectorToSCF's.
    vector_transforms::populate_vector_transfer_lowering_patterns(&mut rewrites, Some(1));
    patterns.extend(ir::conversion::rewrite_patterns(rewrites));
    let start = patterns.len();
    vector_to_llvm::populate_vector_to_llvm_conversion_patterns(patterns, false);
    // The matrix ops' lowerings are `populateVectorToLLVMMatrixConversionPatterns`,
    // which only `convert-vector-to-llvm` adds: they stay here.
    let matrix = [
        vector::MatmulOp::OPERATION_NAME,
        vector::FlatTransposeOp::OPERATION_NAME,
    ];
    let mut i = start;
    while i < patterns.len() {
        if patterns[i].root().is_some_and(|r| matrix.contains(&r)) {
            patterns.remove(i);
        } else {
            i += 1;
        }
    }
}

/// Lowers the single-result op `root` (same operand and result types) to
/// `llvm.call @f32_func` or `@f64_func` by its (extended) result type, the
/// function declared before the enclosing function when the nearest
/// symbol table has none (upstream's `OpToFuncCallLowering`).
#[derive(Clone, Copy, Debug)]
pub struct OpToFuncCallLowering {
    /// The op lowered.
    pub root: &'static str,
    /// The function called for `f32` (and `f16`, extended).
    pub f32_func: &'static str,
    /// The function called for `f64`.
    pub f64_func: &'static str,
}

/// The op named `name` directly in the nearest symbol table enclosing `op`
/// (`SymbolTable::lookupNearestSymbolFrom` of a flat name).
fn lookup_nearest(rw: &ConversionRewriter<'_, '_>, op: OpId, name: &str) -> Option<OpId> {
    let table = ir::interfaces::symbols::nearest_symbol_table(rw, op)?;
    let region = *rw.op_regions(table).first()?;
    let body = rw.region_entry(region)?;
    rw.block_ops(body).find(|&o| {
        rw.attr(o, "sym_name")
            .and_then(|a| rw.as_string(a))
            .is_some_and(|s| s == name)
    })
}

/// The closest op enclosing `op` that is a function
/// (`getParentOfType<FunctionOpInterface>`).
fn parent_function(rw: &ConversionRewriter<'_, '_>, op: OpId) -> Option<OpId> {
    let mut cur = rw.op_parent_op(op);
    while let Some(p) = cur {
        if ir::interfaces::FunctionOpInterfaceRef::get(rw, p).is_some() {
            return Some(p);
        }
        cur = rw.op_parent_op(p);
    }
    None
}

impl ConversionPattern for OpToFuncCallLowering {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }

    fn name(&self) -> &str {
        "OpToFuncCallLowering"
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let Some(&first) = operands.first() else {
            return false;
        };
        let loc = rw.op_loc(op);
        let mut casted = Vec::with_capacity(operands.len());
        for &v in operands {
            let ty = rw.value_type(v);
            if rw.is_f16(ty) {
                let f32 = rw.f32();
                let at = rw.value_loc(v);
                casted.push(llvm::FPExtOp::build(rw, at, f32, v).res(rw));
            } else {
                casted.push(v);
            }
        }
        let result_type = rw.value_type(casted[0]);
        let params: Vec<Type> = casted.iter().map(|&v| rw.value_type(v)).collect();
        let name = if rw.is_f32(result_type) {
            self.f32_func
        } else if rw.is_f64(result_type) {
            self.f64_func
        } else {
            return false;
        };
        let fn_type: Type = LLVMFunctionType::get(rw, result_type, &params, false).into();
        if lookup_nearest(rw, op, name).is_none() {
            let Some(function) = parent_function(rw, op) else {
                return false;
            };
            let saved = rw.insertion_point();
            rw.set_insertion_point_before(function);
            create_llvm_func(rw, loc, name, fn_type, llvm::Linkage::External, &[]);
            rw.set_insertion_point(saved);
        }
        let callee = rw.symbol_ref_attr(name);
        let call = create_call(rw, loc, Some(result_type), callee, &casted);
        let result = rw.result(call, 0);
        let first_type = rw.value_type(first);
        if result_type == first_type {
            return rw.replace_op(op, &[result]).is_ok();
        }
        let truncated = llvm::FPTruncOp::build(rw, loc, first_type, result).res(rw);
        rw.replace_op(op, &[truncated]).is_ok()
    }
}

/// Lowers the op `root` on vectors to one scalar op per element between
/// `llvm.extractelement`s and `llvm.insertelement`s into an
/// `llvm.mlir.undef` vector (upstream's `ScalarizeVectorOpLowering`).
#[derive(Clone, Copy, Debug)]
pub struct ScalarizeVectorOpLowering {
    /// The op scalarized.
    pub root: &'static str,
}

impl ConversionPattern for ScalarizeVectorOpLowering {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }

    fn name(&self) -> &str {
        "ScalarizeVectorOpLowering"
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        if !operands.iter().any(|&v| {
            let t = rw.value_type(v);
            rw.is_vector(t)
        }) {
            return rw.notify_match_failure("expected vector operand");
        }
        if !rw.op_regions(op).is_empty() || !rw.successors(op).is_empty() {
            return rw.notify_match_failure("expected no region/successor");
        }
        if rw.num_results(op) != 1 {
            return rw.notify_match_failure("expected single result");
        }
        let vector_type = rw.result_type(op, 0);
        if !rw.is_vector(vector_type) {
            return rw.notify_match_failure("expected vector result");
        }
        let loc = rw.op_loc(op);
        let mut result = llvm::UndefOp::build(rw, loc, vector_type).res(rw);
        let index = rw.index_type();
        let index_type = match rw.type_converter() {
            Some(tc) => tc.convert_type(rw, index).unwrap_or(index),
            None => index,
        };
        let element = rw.element_type(vector_type).unwrap_or(vector_type);
        let count: i64 = rw.shape(vector_type).map_or(0, |s| s.iter().product());
        let name = rw.op_get_name(op);
        let attrs = rw.attrs(op).to_vec();
        let props = rw.props(op);
        for i in 0..count {
            let at = rw.integer_attr(index_type, i);
            let position = llvm::ConstantOp::build(rw, loc, index_type, at).res(rw);
            let mut scalars = Vec::with_capacity(operands.len());
            for &v in operands {
                let t = rw.value_type(v);
                if rw.is_vector(t) {
                    scalars
                        .push(llvm::ExtractElementOp::build(rw, loc, element, v, position).res(rw));
                } else {
                    scalars.push(v);
                }
            }
            let mut state = OperationState::new(name, loc);
            state.operands = scalars;
            state.result_types = vec![element];
            state.attributes = attrs.clone();
            state.properties = props;
            let scalar = rw.create(state);
            let value = rw.result(scalar, 0);
            result =
                llvm::InsertElementOp::build(rw, loc, vector_type, result, value, position).res(rw);
        }
        rw.replace_op(op, &[result]).is_ok()
    }
}

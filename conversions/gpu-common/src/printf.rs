//! `gpu.printf` lowerings (upstream's `GPUPrintfOpToHIPLowering`,
//! `GPUPrintfOpToLLVMCallLowering` and `GPUPrintfOpToVPrintfLowering` of
//! `GPUOpsLowering.cpp`): the format, zero-terminated, in an internal
//! constant global `printfFormat_<n>` of the `gpu.module`, and calls of the
//! target's runtime functions, declared at the start of the module.

use ir::conversion::{ConversionPattern, ConversionRewriter};
use ir::{Location, OpId, Type, Value};
use llvm::{GEPArg, LLVMArrayType, LLVMFunctionType, LLVMPointerType, LLVMStructType};
use llvm_common::{create_call, create_llvm_func, lookup_symbol};

/// The `gpu.module` enclosing `op`.
fn parent_gpu_module(rw: &ConversionRewriter<'_, '_>, op: OpId) -> Option<OpId> {
    let mut cur = rw.op_parent_op(op);
    while let Some(p) = cur {
        if rw.op_name_of(p) == gpu::GPUModuleOp::OPERATION_NAME {
            return Some(p);
        }
        cur = rw.op_parent_op(p);
    }
    None
}

/// The external `llvm.func` `name` of `module`, declared at the start of
/// its body when missing (upstream's `getOrDefineFunction`).
fn get_or_define_function(
    rw: &mut ConversionRewriter<'_, '_>,
    module: OpId,
    loc: Location,
    name: &str,
    ty: Type,
) -> Option<()> {
    if lookup_symbol(rw, module, name).is_some() {
        return Some(());
    }
    let body = ir::builtin::module_body(rw, module)?;
    let saved = rw.insertion_point();
    rw.set_insertion_point_to_start(body);
    create_llvm_func(rw, loc, name, ty, llvm::Linkage::External, &[]);
    rw.set_insertion_point(saved);
    Some(())
}

/// The format of the `gpu.printf`, zero-terminated, as an internal
/// constant global at the start of `module` named `printfFormat_<n>`, the
/// first `n` no symbol of the module has (upstream's
/// `getUniqueFormatGlobalName`); its name and array type.
fn format_global(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpId,
    module: OpId,
    loc: Location,
    addr_space: u32,
) -> Option<(String, Type)> {
    let mut format = rw
        .attr(op, "format")
        .and_then(|a| rw.as_string(a))?
        .to_string();
    format.push('\0');
    let mut n = 0u32;
    let name = loop {
        let candidate = format!("printfFormat_{n}");
        n += 1;
        if lookup_symbol(rw, module, &candidate).is_none() {
            break candidate;
        }
    };
    let i8t = rw.i8();
    let array: Type = LLVMArrayType::get(rw, i8t, format.len() as u64).into();
    let value = rw.string_attr(&format);
    let body = ir::builtin::module_body(rw, module)?;
    let saved = rw.insertion_point();
    rw.set_insertion_point_to_start(body);
    llvm::GlobalOp::build_with_values(
        rw,
        loc,
        array,
        true,
        &name,
        llvm::Linkage::Internal,
        false,
        false,
        Some(value),
        None,
        addr_space as i32,
        None,
        None,
        None,
        None,
        llvm::Visibility::Default,
    );
    rw.set_insertion_point(saved);
    Some((name, array))
}

/// The address of the format's first character: `llvm.mlir.addressof`
/// and `llvm.getelementptr [0, 0]`.
fn format_start(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    name: &str,
    array: Type,
    addr_space: u32,
) -> Value {
    let ptr: Type = LLVMPointerType::get(rw, addr_space).into();
    let address = llvm::AddressOfOp::build_with_values(rw, loc, ptr, name).res(rw);
    llvm::GEPOp::build_from_result_type_elem_type_base_indices(
        rw,
        loc,
        ptr,
        array,
        address,
        &[GEPArg::Constant(0), GEPArg::Constant(0)],
    )
    .res(rw)
}

/// `llvm.mlir.constant` of the integer type `ty`.
fn int_constant(rw: &mut ConversionRewriter<'_, '_>, loc: Location, ty: Type, value: i64) -> Value {
    let a = rw.integer_attr(ty, value);
    llvm::ConstantOp::build(rw, loc, ty, a).res(rw)
}

/// How a `gpu.printf` lowers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PrintfLowering {
    /// HIP's hostcalls: `__ockl_printf_begin`, `__ockl_printf_append_*`
    /// (upstream's `GPUPrintfOpToHIPLowering`).
    Hip,
    /// A call of the variadic `printf`, the format in `address_space`
    /// (upstream's `GPUPrintfOpToLLVMCallLowering`; OpenCL's is 4).
    Call {
        /// The format's address space.
        address_space: u32,
    },
    /// CUDA's `vprintf` of the format and a stack buffer of the
    /// arguments, floats extended to `f64` (upstream's
    /// `GPUPrintfOpToVPrintfLowering`).
    VPrintf,
}

impl PrintfLowering {
    fn hip(&self, op: OpId, args: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        let loc = rw.op_loc(op);
        let module = parent_gpu_module(rw, op)?;
        let (i32t, i64t) = (rw.i32(), rw.i64());
        let ptr: Type = LLVMPointerType::get(rw, 0).into();
        let begin_type = LLVMFunctionType::get(rw, i64t, &[i64t], false).into();
        get_or_define_function(rw, module, loc, "__ockl_printf_begin", begin_type)?;
        if !args.is_empty() {
            let mut params = vec![i64t, i32t];
            params.extend([i64t; 7]);
            params.push(i32t);
            let ty = LLVMFunctionType::get(rw, i64t, &params, false).into();
            get_or_define_function(rw, module, loc, "__ockl_printf_append_args", ty)?;
        }
        let append_string_type =
            LLVMFunctionType::get(rw, i64t, &[i64t, ptr, i64t, i32t], false).into();
        get_or_define_function(
            rw,
            module,
            loc,
            "__ockl_printf_append_string_n",
            append_string_type,
        )?;
        let zero_i64 = int_constant(rw, loc, i64t, 0);
        let callee = rw.symbol_ref_attr("__ockl_printf_begin");
        let begin = create_call(rw, loc, Some(i64t), callee, &[zero_i64]);
        let mut desc = rw.result(begin, 0);
        let (name, array) = format_global(rw, op, module, loc, 0)?;
        let start = format_start(rw, loc, &name, array, 0);
        let len = LLVMArrayType::dyn_cast(rw, array)?.num_elements(rw);
        let len = int_constant(rw, loc, i64t, len as i64);
        let one = int_constant(rw, loc, i32t, 1);
        let zero = int_constant(rw, loc, i32t, 0);
        let last = if args.is_empty() { one } else { zero };
        let callee = rw.symbol_ref_attr("__ockl_printf_append_string_n");
        let call = create_call(rw, loc, Some(i64t), callee, &[desc, start, len, last]);
        desc = rw.result(call, 0);
        // `__ockl_printf_append_args` takes 7 values a call.
        for (k, group) in args.chunks(7).enumerate() {
            let mut arguments = vec![desc, int_constant(rw, loc, i32t, group.len() as i64)];
            for &arg in group {
                let mut arg = arg;
                let ty = rw.value_type(arg);
                if rw.float_kind(ty).is_some() {
                    if !rw.is_f64(ty) {
                        let f64t = rw.f64();
                        arg = llvm::FPExtOp::build(rw, loc, f64t, arg).res(rw);
                    }
                    arg = llvm::BitcastOp::build(rw, loc, i64t, arg).res(rw);
                }
                let ty = rw.value_type(arg);
                if rw.int_or_float_width(ty) != Some(64) {
                    arg = llvm::ZExtOp::build(rw, loc, i64t, arg).res(rw);
                }
                arguments.push(arg);
            }
            arguments.extend(std::iter::repeat_n(zero_i64, 7 - group.len()));
            let is_last = (k + 1) * 7 >= args.len();
            arguments.push(if is_last { one } else { zero });
            let callee = rw.symbol_ref_attr("__ockl_printf_append_args");
            let call = create_call(rw, loc, Some(i64t), callee, &arguments);
            desc = rw.result(call, 0);
        }
        rw.erase_op(op).ok()
    }

    fn call(
        &self,
        op: OpId,
        args: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
        address_space: u32,
    ) -> Option<()> {
        let loc = rw.op_loc(op);
        let module = parent_gpu_module(rw, op)?;
        let i32t = rw.i32();
        let ptr: Type = LLVMPointerType::get(rw, address_space).into();
        let printf_type: Type = LLVMFunctionType::get(rw, i32t, &[ptr], true).into();
        get_or_define_function(rw, module, loc, "printf", printf_type)?;
        let (name, array) = format_global(rw, op, module, loc, address_space)?;
        let start = format_start(rw, loc, &name, array, address_space);
        let mut operands = vec![start];
        operands.extend_from_slice(args);
        let callee = rw.symbol_ref_attr("printf");
        let var_callee = rw.type_attr(printf_type);
        llvm::CallOp::build(
            rw,
            loc,
            Some(i32t),
            Some(var_callee),
            Some(callee),
            &operands,
            None,
            None,
            None,
            None,
            None,
            None,
            None,
            None,
        );
        rw.erase_op(op).ok()
    }

    fn vprintf(&self, op: OpId, args: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        let loc = rw.op_loc(op);
        let module = parent_gpu_module(rw, op)?;
        let (i32t, i64t) = (rw.i32(), rw.i64());
        let ptr: Type = LLVMPointerType::get(rw, 0).into();
        let vprintf_type = LLVMFunctionType::get(rw, i32t, &[ptr, ptr], false).into();
        get_or_define_function(rw, module, loc, "vprintf", vprintf_type)?;
        let (name, array) = format_global(rw, op, module, loc, 0)?;
        let start = format_start(rw, loc, &name, array, 0);
        let mut types = Vec::with_capacity(args.len());
        let mut promoted = Vec::with_capacity(args.len());
        for &arg in args {
            let ty = rw.value_type(arg);
            if rw.float_kind(ty).is_some() {
                let f64t = rw.f64();
                types.push(f64t);
                promoted.push(llvm::FPExtOp::build(rw, loc, f64t, arg).res(rw));
            } else {
                types.push(ty);
                promoted.push(arg);
            }
        }
        let struct_type: Type = LLVMStructType::get_literal(rw, &types, false).into();
        let one_attr = rw.index_attr(1);
        let one = llvm::ConstantOp::build(rw, loc, i64t, one_attr).res(rw);
        let buffer =
            llvm::AllocaOp::build_with_values(rw, loc, ptr, one, None, struct_type, false).res(rw);
        for (i, &arg) in promoted.iter().enumerate() {
            let slot = llvm::GEPOp::build_from_result_type_elem_type_base_indices(
                rw,
                loc,
                ptr,
                struct_type,
                buffer,
                &[GEPArg::Constant(0), GEPArg::Constant(i as i32)],
            )
            .res(rw);
            llvm::StoreOp::build(
                rw, loc, arg, slot, None, None, None, None, None, None, None, None, None,
            );
        }
        let callee = rw.symbol_ref_attr("vprintf");
        create_call(rw, loc, Some(i32t), callee, &[start, buffer]);
        rw.erase_op(op).ok()
    }
}

impl ConversionPattern for PrintfLowering {
    fn root(&self) -> Option<&str> {
        Some(gpu::PrintfOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "GPUPrintfOpLowering"
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        match *self {
            Self::Hip => self.hip(op, operands, rw),
            Self::Call { address_space } => self.call(op, operands, rw, address_space),
            Self::VPrintf => self.vprintf(op, operands, rw),
        }
        .is_some()
    }
}

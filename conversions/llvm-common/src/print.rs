//! Calls of runtime functions from lowered code: the declaration of an
//! external function looked up or added to the module (upstream's
//! `LLVM::lookupOrCreateFn`, `FunctionCallUtils.cpp`) and a call printing
//! a constant string held in a private global (`PrintCallHelper.cpp`'s
//! `createPrintStrCall`).

use std::sync::atomic::{AtomicU32, Ordering};

use ir::{Context, Location, OpBuilder, OpId, Type, Value};
use llvm::{GEPArg, LLVMArrayType, LLVMFunctionType, LLVMPointerType, LLVMVoidType};

/// The op defining the symbol `name` directly in `module`'s body.
pub fn lookup_symbol(ctx: &Context, module: OpId, name: &str) -> Option<OpId> {
    let body = ir::builtin::module_body(ctx, module)?;
    ctx.block_ops(body).find(|&op| {
        ctx.attr(op, "sym_name")
            .and_then(|a| ctx.as_string(a))
            .is_some_and(|s| s == name)
    })
}

/// The `builtin.module` enclosing `op` (`getParentOfType<ModuleOp>`).
pub fn parent_module(ctx: &Context, op: OpId) -> Option<OpId> {
    let mut cur = ctx.op_parent_op(op);
    while let Some(p) = cur {
        if ctx.op_name_of(p) == "builtin.module" {
            return Some(p);
        }
        cur = ctx.op_parent_op(p);
    }
    None
}

/// Creates, at the insertion point, the `llvm.func` `name` of type
/// `fn_type` with `linkage`, the C calling convention, an empty body and
/// the further attributes `attrs` (upstream's `LLVMFuncOp` builder).
pub fn create_llvm_func(
    b: &mut OpBuilder<'_>,
    loc: Location,
    name: &str,
    fn_type: Type,
    linkage: llvm::Linkage,
    attrs: &[ir::NamedAttr],
) -> OpId {
    let op_name = b.op_name(llvm::LLVMFuncOp::OPERATION_NAME);
    let mut state = ir::OperationState::new(op_name, loc);
    let sym = b.string_attr(name);
    state.add_attribute("sym_name", sym);
    let ty = b.type_attr(fn_type);
    state.add_attribute("function_type", ty);
    let linkage = llvm::LinkageAttr::get(b, linkage).into();
    state.add_attribute("linkage", linkage);
    let cconv = llvm::CConvAttr::get(b, llvm::CConv::C).into();
    state.add_attribute("CConv", cconv);
    state.attributes.extend_from_slice(attrs);
    state.add_region(b);
    b.create(state)
}

/// Declares the external `llvm.func` `name` of type `fn_type` at the
/// start of `module`'s body.
pub fn create_llvm_func_declaration(
    b: &mut OpBuilder<'_>,
    module: OpId,
    loc: Location,
    name: &str,
    fn_type: Type,
) -> Option<OpId> {
    let body = ir::builtin::module_body(b, module)?;
    let ip = b.insertion_point();
    b.set_insertion_point_to_start(body);
    let op = create_llvm_func(b, loc, name, fn_type, llvm::Linkage::External, &[]);
    b.set_insertion_point(ip);
    Some(op)
}

/// The `llvm.func` `name` of `module`, declared with `params` and
/// `result` at the module's location when missing (upstream's
/// `lookupOrCreateFn`).
pub fn lookup_or_create_fn(
    b: &mut OpBuilder<'_>,
    module: OpId,
    name: &str,
    params: &[Type],
    result: Type,
    var_arg: bool,
) -> Option<OpId> {
    if let Some(f) = lookup_symbol(b, module, name) {
        return llvm::LLVMFuncOp::cast(b, f).map(|_| f);
    }
    let fn_type = LLVMFunctionType::get(b, result, params, var_arg).into();
    let loc = b.op_loc(module);
    create_llvm_func_declaration(b, module, loc, name, fn_type)
}

/// Upstream's process-wide counter of `ensureSymbolNameIsUnique`.
static UNIQUE_COUNTER: AtomicU32 = AtomicU32::new(0);

/// `name`, or `name_N` with the next free number of the process-wide
/// counter when `module` already has the symbol (upstream's
/// `ensureSymbolNameIsUnique`).
fn unique_symbol_name(ctx: &Context, module: OpId, name: &str) -> String {
    let mut unique = name.to_string();
    while lookup_symbol(ctx, module, &unique).is_some() {
        let n = UNIQUE_COUNTER.fetch_add(1, Ordering::Relaxed);
        unique = format!("{name}_{n}");
    }
    unique
}

/// Emits, at the insertion point, a call of the runtime function
/// `runtime_function` (`printString` by default) with the address of
/// `string` (zero-terminated, after a newline when `add_newline`), which
/// a private constant global named after `symbol_name` holds (upstream's
/// `createPrintStrCall`).
pub fn create_print_str_call(
    b: &mut OpBuilder<'_>,
    loc: Location,
    module: OpId,
    symbol_name: &str,
    string: &[u8],
    add_newline: bool,
    runtime_function: Option<&str>,
) -> Option<()> {
    let body = ir::builtin::module_body(b, module)?;
    let ip = b.insertion_point();
    b.set_insertion_point_to_start(body);
    let mut bytes: Vec<i128> = string.iter().map(|&c| i128::from(c)).collect();
    if add_newline {
        bytes.push(i128::from(b'\n'));
    }
    bytes.push(0);
    let i8t = b.i8();
    let ctx: &mut Context = b;
    let data_type = ctx.ranked_tensor(&[bytes.len() as i64], i8t);
    let data = ctx.dense_int_attr(data_type, &bytes);
    let array: Type = LLVMArrayType::get(ctx, i8t, bytes.len() as u64).into();
    let name = unique_symbol_name(ctx, module, symbol_name);
    let global = llvm::GlobalOp::build_with_values(
        b,
        loc,
        array,
        true,
        &name,
        llvm::Linkage::Private,
        false,
        false,
        Some(data),
        None,
        0,
        None,
        None,
        None,
        None,
        llvm::Visibility::Default,
    );
    let _ = global;
    b.set_insertion_point(ip);
    let ptr: Type = LLVMPointerType::get(b, 0).into();
    let address = llvm::AddressOfOp::build_with_values(b, loc, ptr, &name).res(b);
    let gep = llvm::GEPOp::build_from_result_type_elem_type_base_indices(
        b,
        loc,
        ptr,
        array,
        address,
        &[GEPArg::Constant(0)],
    )
    .res(b);
    let void = LLVMVoidType::get(b).into();
    let printer = runtime_function.unwrap_or("printString");
    lookup_or_create_fn(b, module, printer, &[ptr], void, false)?;
    let callee = b.symbol_ref_attr(printer);
    create_call(b, loc, None, callee, &[gep]);
    Some(())
}

/// `llvm.call @callee(args)` with `result` (upstream's direct `CallOp`
/// builder: no other attribute set).
pub fn create_call(
    b: &mut OpBuilder<'_>,
    loc: Location,
    result: Option<Type>,
    callee: ir::Attribute,
    args: &[Value],
) -> OpId {
    llvm::CallOp::build(
        b,
        loc,
        result,
        None,
        Some(callee),
        args,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
    )
    .operation()
}

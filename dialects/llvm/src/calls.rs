//! The call-related ops' pieces of `LLVMDialect.cpp`: the custom forms of
//! `llvm.call` and `llvm.invoke` (direct and indirect callees, calling
//! convention and tail call keywords, `vararg(...)`), their call
//! interfaces and checks (`verifyCallOpVarCalleeType`, the callee's
//! signature in `CallOp::verifySymbolUses`, the unwind destination of an
//! invoke), `llvm.landingpad` (custom form, clauses) with the function's
//! consistent landing pad and resume types, `llvm.mlir.global_ctors`/
//! `global_dtors`, `llvm.comdat`, `llvm.call_intrinsic`,
//! `llvm.linker_options` and `llvm.inline_asm`'s effects.

use crate::types::quoted_type;
use ir::effects::{DefaultResource, EffectInstance, MemoryEffect};
use ir::interfaces::{Callee, SuccessorOperands, SymbolTableCollection};
use ir::parser::UnresolvedOperand;
use ir::{
    Context, CustomParser, CustomPrinter, Diagnostic, LocData, OpId, OperationState, ParseError,
    Type, Value,
};

use crate::ops::{ancestor_func, parse_optional_llvm_keyword, satisfies_llvm_module};
use crate::{
    AddressOfOp, BitcastOp, CConv, CConvAttr, CallIntrinsicOp, CallIntrinsicOpHooks, CallOp,
    CallOpHooks, ComdatOp, ComdatOpHooks, ComdatSelectorOp, DISubprogramAttr, GlobalCtorsOp,
    GlobalCtorsOpHooks, GlobalDtorsOp, GlobalDtorsOpHooks, InlineAsmOp, InlineAsmOpHooks, InvokeOp,
    InvokeOpHooks, LLVMArrayType, LLVMFuncOp, LLVMFunctionType, LLVMPointerType, LLVMVoidType,
    LandingpadOp, LandingpadOpHooks, LinkerOptionsOp, LinkerOptionsOpHooks, ResumeOp, TailCallKind,
    TailCallKindAttr, ZeroOp,
};

/// What a call's custom form parsed before its trailing types.
struct ParsedCall {
    /// The callee pointer (indirect) then the arguments.
    operands: Vec<UnresolvedOperand>,
    /// Whether the callee is a symbol.
    direct: bool,
}

/// The common head of `llvm.call` and `llvm.invoke`: the callee (symbol or
/// pointer operand) and the parenthesized arguments.
fn parse_callee_and_args(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<ParsedCall, ParseError> {
    let mut operands = Vec::new();
    if let Some(ptr) = parser.parse_optional_operand()? {
        operands.push(ptr);
    }
    let direct = operands.is_empty();
    if direct {
        let at = parser.offset();
        let callee = parser.parse_attribute()?;
        if parser.ctx().as_symbol_ref(callee).is_none() {
            return Err(parser.op_error_at(at, "invalid kind of attribute specified"));
        }
        state.add_attribute("callee", callee);
    }
    parser.parse_punct("(")?;
    if !parser.parse_optional_punct(")") {
        loop {
            operands.push(parser.parse_operand()?);
            if !parser.parse_optional_punct(",") {
                break;
            }
        }
        parser.parse_punct(")")?;
    }
    Ok(ParsedCall { operands, direct })
}

/// `vararg(!llvm.func<...>)` if present.
fn parse_optional_vararg(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<(), ParseError> {
    if !parser.parse_optional_keyword("vararg") {
        return Ok(());
    }
    parser.parse_punct("(")?;
    let at = parser.offset();
    let ty = parser.parse_attribute()?;
    if parser.ctx().as_type(ty).is_none() {
        return Err(parser.op_error_at(at, "invalid kind of attribute specified"));
    }
    state.add_attribute("var_callee_type", ty);
    parser.parse_punct(")")?;
    Ok(())
}

/// Upstream's `parseCallTypeAndResolveOperands`: `: (ptr type,)? (args) ->
/// result`, then the operands resolved against them.
fn parse_call_types(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
    call: &ParsedCall,
) -> Result<(), ParseError> {
    let at = parser.offset();
    parser.parse_punct(":")?;
    let mut types = parser.parse_type_list()?;
    if call.direct && types.len() != 1 {
        return Err(parser.op_error_at(at, "expected direct call to have 1 trailing type"));
    }
    if !call.direct && types.len() != 2 {
        return Err(parser.op_error_at(at, "expected indirect call to have 2 trailing types"));
    }
    let signature = types.pop().and_then(|function| {
        let ctx = parser.ctx();
        match (
            ctx.function_inputs(function),
            ctx.function_results(function),
        ) {
            (Some(i), Some(o)) => Some((i.to_vec(), o.to_vec())),
            _ => None,
        }
    });
    let Some((inputs, results)) = signature else {
        return Err(parser.op_error_at(at, "expected trailing function type"));
    };
    if results.len() > 1 {
        return Err(parser.op_error_at(at, "expected function with 0 or 1 result"));
    }
    if results
        .first()
        .is_some_and(|&r| LLVMVoidType::dyn_cast(parser.ctx(), r).is_some())
    {
        return Err(parser.op_error_at(at, "expected a non-void result type"));
    }
    types.extend(inputs);
    if types.len() != call.operands.len() {
        let name = parser.name_offset();
        return Err(parser.op_error_at(
            name,
            format!(
                "{} operands present, but expected {}",
                call.operands.len(),
                types.len()
            ),
        ));
    }
    for (u, &t) in call.operands.iter().zip(&types) {
        let v = parser.resolve_operand(u, t)?;
        state.operands.push(v);
    }
    state.add_result_types(&results);
    Ok(())
}

/// The calling convention keyword (`C` unless given), stored as its
/// attribute.
fn parse_cconv(parser: &mut CustomParser<'_, '_, '_>, state: &mut OperationState) {
    let cconv = parse_optional_llvm_keyword(parser, &CConv::ALL, CConv::as_str, CConv::C);
    let attr = CConvAttr::get(parser.ctx(), cconv);
    state.add_attribute("CConv", attr.into());
}

/// The callee and arguments of a call's custom form: `@f(%a)` or
/// `%ptr(%a)`.
fn print_callee_and_args(
    printer: &mut CustomPrinter<'_, '_>,
    callee: Option<&str>,
    operands: &[Value],
) {
    let args = match callee {
        Some(name) => {
            printer.print_symbol_name(name);
            operands
        }
        None => {
            if let Some(&ptr) = operands.first() {
                printer.print_operand(ptr);
            }
            operands.get(1..).unwrap_or(&[])
        }
    };
    printer.write_str("(");
    printer.print_operands(args);
    printer.write_str(")");
}

/// ` vararg(type)` if the call has a variadic callee type.
fn print_vararg(printer: &mut CustomPrinter<'_, '_>, var_callee_type: Option<Type>) {
    if let Some(ty) = var_callee_type {
        printer.write_str(" vararg(");
        printer.print_type(ty);
        printer.write_str(")");
    }
}

/// ` : (ptr type, )(arg types) -> results`.
fn print_call_types(
    printer: &mut CustomPrinter<'_, '_>,
    direct: bool,
    operands: &[Value],
    results: &[Type],
) {
    let ctx = printer.ctx();
    printer.write_str(" : ");
    let mut args = operands;
    if !direct {
        if let Some(&ptr) = operands.first() {
            printer.print_type(ctx.value_type(ptr));
            printer.write_str(", ");
        }
        args = operands.get(1..).unwrap_or(&[]);
    }
    let types: Vec<Type> = args.iter().map(|&v| ctx.value_type(v)).collect();
    printer.write_str("(");
    printer.print_types(&types);
    printer.write_str(") -> ");
    printer.print_result_types(results);
}

/// Upstream's `verifyCallOpVarCalleeType`.
/// Upstream's `verifyCallOpDebugInfo`: a call of a function with a body,
/// both functions with a `DISubprogram` location, must have a location
/// (as LLVM IR's verifier requires of inlinable calls).
fn verify_call_debug_info(ctx: &Context, call: OpId, callee: LLVMFuncOp) -> Result<(), Diagnostic> {
    if callee.is_external(ctx) {
        return Ok(());
    }
    let mut parent = ctx.op_parent_op(call);
    while let Some(p) = parent {
        if ir::interfaces::FunctionOpInterfaceRef::get(ctx, p).is_some() {
            break;
        }
        parent = ctx.op_parent_op(p);
    }
    let Some(parent) = parent else {
        return Ok(());
    };
    let is_subprogram =
        |ctx: &Context, a: ir::Attribute| DISubprogramAttr::from_attribute(ctx, a).is_some();
    let has_subprogram =
        |op: OpId| crate::find_fused_metadata(ctx, ctx.op_loc(op), &is_subprogram).is_some();
    if !has_subprogram(parent) || !has_subprogram(callee.operation()) {
        return Ok(());
    }
    if matches!(ctx.loc_data(ctx.op_loc(call)).as_ref(), LocData::Unknown) {
        return Err(Diagnostic::at_op(
            ctx,
            call,
            "inlinable function call in a function with a DISubprogram location must have a debug location",
        ));
    }
    Ok(())
}

fn verify_var_callee_type(
    ctx: &Context,
    op: OpId,
    var_callee_type: Option<Type>,
    args: &[Value],
    result: Option<Value>,
) -> Result<(), Diagnostic> {
    let Some(ty) = var_callee_type else {
        return Ok(());
    };
    let Some(f) = LLVMFunctionType::dyn_cast(ctx, ty).filter(|f| f.is_var_arg(ctx)) else {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            "expected var_callee_type to be a variadic function type",
        ));
    };
    let params = f.params(ctx);
    if params.len() > args.len() {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            format!(
                "expected var_callee_type to have at most {} parameters",
                args.len()
            ),
        ));
    }
    for (&param, &arg) in params.iter().zip(args) {
        let arg_type = ctx.value_type(arg);
        if param != arg_type {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format!(
                    "var_callee_type parameter type mismatch: {} != {}",
                    quoted_type(ctx, param),
                    quoted_type(ctx, arg_type)
                ),
            ));
        }
    }
    let ret = f.return_type(ctx);
    match result {
        None if LLVMVoidType::dyn_cast(ctx, ret).is_none() => Err(Diagnostic::op_error(
            ctx,
            op,
            "expected var_callee_type to return void",
        )),
        Some(r) if ctx.value_type(r) != ret => Err(Diagnostic::op_error(
            ctx,
            op,
            format!(
                "var_callee_type return type mismatch: {} != {}",
                quoted_type(ctx, ret),
                quoted_type(ctx, ctx.value_type(r))
            ),
        )),
        _ => Ok(()),
    }
}

/// The arguments of a call: its operands but an indirect callee.
fn call_args(ctx: &Context, op: OpId, direct: bool) -> Vec<Value> {
    let operands = ctx.operands(op);
    operands[usize::from(!direct).min(operands.len())..].to_vec()
}

impl CallOpHooks for CallOp {
    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        parse_cconv(parser, state);
        let kind = parse_optional_llvm_keyword(
            parser,
            &TailCallKind::ALL,
            TailCallKind::as_str,
            TailCallKind::None,
        );
        let kind = TailCallKindAttr::get(parser.ctx(), kind);
        state.add_attribute("TailCallKind", kind.into());
        let call = parse_callee_and_args(parser, state)?;
        parse_optional_vararg(parser, state)?;
        let attrs = parser.parse_optional_attr_dict()?;
        state.attributes.extend(attrs);
        parse_call_types(parser, state, &call)
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let ctx = printer.ctx();
        let op = self.operation();
        printer.write_str(" ");
        print_cconv(printer, self.c_conv(ctx));
        let kind = self.tail_call_kind(ctx);
        if kind != TailCallKind::None {
            printer.write_str(kind.as_str());
            printer.write_str(" ");
        }
        let callee = self.callee(ctx);
        let operands = ctx.operands(op);
        print_callee_and_args(printer, callee, &operands);
        print_vararg(printer, self.var_callee_type(ctx));
        crate::arith::print_attrs_without_default_fastmath(
            printer,
            op,
            &["callee", "TailCallKind", "var_callee_type", "CConv"],
        );
        print_call_types(printer, callee.is_some(), &operands, &ctx.result_types(op));
    }

    fn get_callable_for_callee(op: Self, ctx: &Context) -> Callee {
        callable_for_callee(ctx, op.operation(), op.callee_attr(ctx))
    }

    fn set_callee_from_callable(op: Self, ctx: &mut Context, callee: Callee) {
        set_callee(ctx, op.operation(), op.callee_attr(ctx).is_some(), callee);
    }

    fn get_arg_operands(op: Self, ctx: &Context) -> Vec<Value> {
        call_args(ctx, op.operation(), op.callee(ctx).is_some())
    }

    fn get_arg_operands_mutable(op: Self, ctx: &Context) -> std::ops::Range<usize> {
        let start = usize::from(op.callee(ctx).is_none());
        start..ctx.num_operands(op.operation())
    }

    fn verify_symbol_uses(
        op: Self,
        ctx: &Context,
        symbol_table: &SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        let o = op.operation();
        let direct = op.callee(ctx).is_some();
        let args = call_args(ctx, o, direct);
        verify_var_callee_type(ctx, o, op.var_callee_type(ctx), &args, op.result(ctx))?;
        let operands = ctx.operands(o);
        let Some(callee_attr) = op.callee_attr(ctx) else {
            let Some(&ptr) = operands.first() else {
                return Err(Diagnostic::op_error(
                    ctx,
                    o,
                    "must have either a `callee` attribute or at least an operand",
                ));
            };
            let ptr_type = ctx.value_type(ptr);
            if LLVMPointerType::dyn_cast(ctx, ptr_type).is_none() {
                return Err(Diagnostic::op_error(
                    ctx,
                    o,
                    format!(
                        "indirect call expects a pointer as callee: {}",
                        quoted_type(ctx, ptr_type)
                    ),
                ));
            }
            return Ok(());
        };
        let name = op.callee(ctx).unwrap_or_default();
        let Some(callee) = symbol_table.lookup_nearest_symbol_from(ctx, o, callee_attr) else {
            return Err(Diagnostic::op_error(
                ctx,
                o,
                format!("'{name}' does not reference a symbol in the current scope"),
            ));
        };
        let Some(func) = LLVMFuncOp::cast(ctx, callee) else {
            return Err(Diagnostic::op_error(
                ctx,
                o,
                format!("'{name}' does not reference a valid LLVM function"),
            ));
        };
        verify_call_debug_info(ctx, o, func)?;
        let fn_type = func.function_type(ctx);
        let Some(f) = LLVMFunctionType::dyn_cast(ctx, fn_type) else {
            return Err(Diagnostic::op_error(
                ctx,
                o,
                format!(
                    "callee does not have a functional type: {}",
                    quoted_type(ctx, fn_type)
                ),
            ));
        };
        if f.is_var_arg(ctx) && op.var_callee_type(ctx).is_none() {
            return Err(Diagnostic::op_error(
                ctx,
                o,
                "missing var_callee_type attribute for vararg call",
            ));
        }
        let params = f.params(ctx);
        if !f.is_var_arg(ctx) && params.len() != args.len() {
            return Err(Diagnostic::op_error(
                ctx,
                o,
                format!(
                    "incorrect number of operands ({}) for callee (expecting: {})",
                    args.len(),
                    params.len()
                ),
            ));
        }
        if params.len() > args.len() {
            return Err(Diagnostic::op_error(
                ctx,
                o,
                format!(
                    "incorrect number of operands ({}) for varargs callee (expecting at least: {})",
                    args.len(),
                    params.len()
                ),
            ));
        }
        for (i, (&param, &arg)) in params.iter().zip(&args).enumerate() {
            let arg_type = ctx.value_type(arg);
            if arg_type != param {
                return Err(Diagnostic::op_error(
                    ctx,
                    o,
                    format!(
                        "operand type mismatch for operand {i}: {} != {}",
                        quoted_type(ctx, arg_type),
                        quoted_type(ctx, param)
                    ),
                ));
            }
        }
        let void = LLVMVoidType::dyn_cast(ctx, f.return_type(ctx)).is_some();
        let results = ctx.num_results(o);
        if results == 0 && !void {
            return Err(Diagnostic::op_error(
                ctx,
                o,
                "expected function call to produce a value",
            ));
        }
        if results != 0 && void {
            return Err(Diagnostic::op_error(
                ctx,
                o,
                "calling function with void result must not produce values",
            ));
        }
        if results > 1 {
            return Err(Diagnostic::op_error(
                ctx,
                o,
                "expected LLVM function call to produce 0 or 1 result",
            ));
        }
        if let Some(r) = op.result(ctx) {
            let (got, want) = (ctx.value_type(r), f.return_type(ctx));
            if got != want {
                return Err(Diagnostic::op_error(
                    ctx,
                    o,
                    format!(
                        "result type mismatch: {} != {}",
                        quoted_type(ctx, got),
                        quoted_type(ctx, want)
                    ),
                ));
            }
        }
        Ok(())
    }
}

/// The calling convention keyword and a space, unless it is `ccc`.
fn print_cconv(printer: &mut CustomPrinter<'_, '_>, cconv: CConv) {
    if cconv != CConv::C {
        printer.write_str(cconv.as_str());
        printer.write_str(" ");
    }
}

/// Upstream's `getCallableForCallee` of calls and invokes: the symbol of
/// a direct call, else the pointer operand.
fn callable_for_callee(ctx: &Context, op: OpId, callee: Option<ir::Attribute>) -> Callee {
    match callee {
        Some(attr) => Callee::Symbol(attr),
        None => Callee::Value(ctx.operand(op, 0)),
    }
}

/// Upstream's `setCalleeFromCallable` of calls and invokes: a symbol for
/// a direct call, the pointer operand otherwise.
fn set_callee(ctx: &mut Context, op: OpId, direct: bool, callee: Callee) {
    // A live op (the interface is called on one): the updates succeed.
    match callee {
        Callee::Symbol(attr) if direct => {
            let name = ctx.ident("callee");
            let _ = ctx.set_inherent_attr(op, name, attr);
        }
        Callee::Value(v) if !direct => {
            let _ = ctx.set_operand(op, 0, v);
        }
        _ => {}
    }
}

impl InvokeOpHooks for InvokeOp {
    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        parse_cconv(parser, state);
        let call = parse_callee_and_args(parser, state)?;
        parser.parse_keyword("to")?;
        let (normal, normal_operands) = parse_successor_and_use_list(parser)?;
        parser.parse_keyword("unwind")?;
        let (unwind, unwind_operands) = parse_successor_and_use_list(parser)?;
        parse_optional_vararg(parser, state)?;
        let attrs = parser.parse_optional_attr_dict()?;
        state.attributes.extend(attrs);
        parse_call_types(parser, state, &call)?;
        state.add_successors(&[normal, unwind]);
        state.add_operands(&normal_operands);
        state.add_operands(&unwind_operands);
        let segments = [
            call.operands.len() as i128,
            normal_operands.len() as i128,
            unwind_operands.len() as i128,
        ];
        let ctx = parser.ctx();
        let i32_type = ctx.integer_type(32);
        let segments = ctx.dense_i_array_attr(i32_type, &segments);
        state.add_attribute("operandSegmentSizes", segments);
        Ok(())
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let ctx = printer.ctx();
        let op = self.operation();
        printer.write_str(" ");
        print_cconv(printer, self.c_conv(ctx));
        let callee = self.callee(ctx);
        let operands = self.callee_operands(ctx);
        print_callee_and_args(printer, callee, &operands);
        printer.write_str(" to ");
        printer
            .print_successor_and_use_list(self.normal_dest(ctx), &self.normal_dest_operands(ctx));
        printer.write_str(" unwind ");
        printer
            .print_successor_and_use_list(self.unwind_dest(ctx), &self.unwind_dest_operands(ctx));
        print_vararg(printer, self.var_callee_type(ctx));
        printer.print_optional_attr_dict(
            op,
            &["callee", "operandSegmentSizes", "CConv", "var_callee_type"],
        );
        print_call_types(printer, callee.is_some(), &operands, &ctx.result_types(op));
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let direct = self.callee(ctx).is_some();
        let args = self.callee_operands(ctx);
        let args = &args[usize::from(!direct).min(args.len())..];
        verify_var_callee_type(ctx, op, self.var_callee_type(ctx), args, self.result(ctx))?;
        let unwind = self.unwind_dest(ctx);
        let Some(first) = ctx.block_ops(unwind).next() else {
            return Err(Diagnostic::at_op(
                ctx,
                op,
                "must have at least one operation in unwind destination",
            ));
        };
        if LandingpadOp::cast(ctx, first).is_none() {
            return Err(Diagnostic::at_op(
                ctx,
                op,
                "first operation in unwind destination should be a llvm.landingpad operation",
            ));
        }
        Ok(())
    }

    fn get_successor_operands(op: Self, ctx: &Context, index: usize) -> SuccessorOperands {
        let callee = op.callee_operands(ctx).len();
        let normal = op.normal_dest_operands(ctx).len();
        if index == 0 {
            return SuccessorOperands::new(callee..callee + normal)
                .with_segment(1, "operandSegmentSizes");
        }
        let unwind = op.unwind_dest_operands(ctx).len();
        SuccessorOperands::new(callee + normal..callee + normal + unwind)
            .with_segment(2, "operandSegmentSizes")
    }

    fn get_callable_for_callee(op: Self, ctx: &Context) -> Callee {
        callable_for_callee(ctx, op.operation(), op.callee_attr(ctx))
    }

    fn set_callee_from_callable(op: Self, ctx: &mut Context, callee: Callee) {
        set_callee(ctx, op.operation(), op.callee_attr(ctx).is_some(), callee);
    }

    fn get_arg_operands(op: Self, ctx: &Context) -> Vec<Value> {
        let operands = op.callee_operands(ctx);
        let start = usize::from(op.callee(ctx).is_none()).min(operands.len());
        operands[start..].to_vec()
    }

    fn get_arg_operands_mutable(op: Self, ctx: &Context) -> std::ops::Range<usize> {
        let start = usize::from(op.callee(ctx).is_none());
        start..op.callee_operands(ctx).len()
    }
}

/// `^bb` or `^bb(%a, %b : i32, f32)` (upstream's
/// `parseSuccessorAndUseList`), the operands resolved.
fn parse_successor_and_use_list(
    parser: &mut CustomParser<'_, '_, '_>,
) -> Result<(ir::BlockId, Vec<Value>), ParseError> {
    let dest = parser.parse_successor()?;
    let mut values = Vec::new();
    if parser.parse_optional_punct("(") {
        let mut operands = Vec::new();
        loop {
            operands.push(parser.parse_operand()?);
            if !parser.parse_optional_punct(",") {
                break;
            }
        }
        parser.parse_punct(":")?;
        let at = parser.offset();
        let types = parser.parse_type_list()?;
        if types.len() != operands.len() {
            return Err(parser.op_error_at(
                at,
                format!(
                    "{} operands present, but expected {}",
                    operands.len(),
                    types.len()
                ),
            ));
        }
        for (u, &t) in operands.iter().zip(&types) {
            values.push(parser.resolve_operand(u, t)?);
        }
        parser.parse_punct(")")?;
    }
    Ok((dest, values))
}

impl LandingpadOpHooks for LandingpadOp {
    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        if parser.parse_optional_keyword("cleanup") {
            let unit = parser.ctx().unit_attr();
            state.add_attribute("cleanup", unit);
        }
        while parser.parse_optional_punct("(")
            && (parser.parse_optional_keyword("filter") || parser.parse_optional_keyword("catch"))
        {
            let operand = parser.parse_operand()?;
            parser.parse_punct(":")?;
            let ty = parser.parse_type()?;
            let v = parser.resolve_operand(&operand, ty)?;
            state.add_operands(&[v]);
            parser.parse_punct(")")?;
        }
        parser.parse_punct(":")?;
        let ty = parser.parse_type()?;
        state.add_result_types(&[ty]);
        Ok(())
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let ctx = printer.ctx();
        let op = self.operation();
        printer.write_str(if self.cleanup(ctx) { " cleanup " } else { " " });
        for v in ctx.operands(op) {
            let ty = ctx.value_type(v);
            let filter = LLVMArrayType::dyn_cast(ctx, ty).is_some();
            printer.write_str(if filter { "(filter " } else { "(catch " });
            printer.print_operand(v);
            printer.write_str(" : ");
            printer.print_type(ty);
            printer.write_str(") ");
        }
        printer.print_optional_attr_dict(op, &["cleanup"]);
        printer.write_str(": ");
        printer.print_type(ctx.value_type(self.res(ctx)));
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        if let Some(func) = ancestor_func(ctx, op) {
            if func.personality(ctx).is_none() {
                return Err(Diagnostic::at_op(
                    ctx,
                    op,
                    "llvm.landingpad needs to be in a function with a personality",
                ));
            }
        }
        let operands = ctx.operands(op);
        if !self.cleanup(ctx) && operands.is_empty() {
            return Err(Diagnostic::at_op(
                ctx,
                op,
                "landingpad instruction expects at least one clause or cleanup attribute",
            ));
        }
        for (idx, &value) in operands.iter().enumerate() {
            if LLVMArrayType::dyn_cast(ctx, ctx.value_type(value)).is_some() {
                // A filter: an array of constants, not checked further.
                continue;
            }
            let def = ctx.defining_op(value);
            if let Some(bitcast) = def.and_then(|d| BitcastOp::cast(ctx, d)) {
                let source = ctx.defining_op(bitcast.arg(ctx));
                if source.and_then(|s| AddressOfOp::cast(ctx, s)).is_some() {
                    continue;
                }
                return Err(Diagnostic::at_op(ctx, op, "constant clauses expected").with_note(
                    ctx.op_loc(bitcast.operation()),
                    "global addresses expected as operand to bitcast used in clauses for landingpad",
                ));
            }
            let known = def.is_some_and(|d| {
                ZeroOp::cast(ctx, d).is_some() || AddressOfOp::cast(ctx, d).is_some()
            });
            if !known {
                return Err(Diagnostic::at_op(
                    ctx,
                    op,
                    format!("clause #{idx} is not a known constant - null, addressof, bitcast"),
                ));
            }
        }
        Ok(())
    }
}

/// The landing pad and resume types of a function are one type (the end
/// of upstream's `LLVMFuncOp::verify`).
pub(crate) fn verify_landingpad_types(ctx: &Context, func: OpId) -> Result<(), Diagnostic> {
    let mut seen: Option<Type> = None;
    for op in ctx.walk_preorder(func) {
        let (ty, message) = if let Some(pad) = LandingpadOp::cast(ctx, op) {
            (
                ctx.value_type(pad.res(ctx)),
                "'llvm.landingpad' should have a consistent result type inside a function",
            )
        } else if let Some(resume) = ResumeOp::cast(ctx, op) {
            (
                ctx.value_type(resume.value(ctx)),
                "'llvm.resume' should have a consistent input type inside a function",
            )
        } else {
            continue;
        };
        match seen {
            None => seen = Some(ty),
            Some(t) if t != ty => return Err(Diagnostic::at_op(ctx, func, message)),
            Some(_) => {}
        }
    }
    Ok(())
}

/// Upstream's `verifySymbolAttrUse`: `symbol` names a defined `llvm.func`.
fn verify_function_symbol(
    ctx: &Context,
    op: OpId,
    symbol: ir::Attribute,
    symbol_table: &SymbolTableCollection,
) -> Result<(), Diagnostic> {
    let name = ctx.as_symbol_ref(symbol).map_or("", |(root, _)| root);
    let func = symbol_table
        .lookup_nearest_symbol_from(ctx, op, symbol)
        .and_then(|f| LLVMFuncOp::cast(ctx, f));
    let Some(func) = func else {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            format!("'{name}' does not reference a valid LLVM function"),
        ));
    };
    if func.is_external(ctx) {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            format!("'{name}' does not have a definition"),
        ));
    }
    Ok(())
}

/// The checks of `llvm.mlir.global_ctors` and `global_dtors`: as many
/// priorities as functions.
fn verify_structors(
    ctx: &Context,
    op: OpId,
    functions: ir::Attribute,
    priorities: ir::Attribute,
    what: &str,
) -> Result<(), Diagnostic> {
    let n = ctx.as_array(functions).map_or(0, <[_]>::len);
    let m = ctx.as_array(priorities).map_or(0, <[_]>::len);
    if n != m {
        return Err(Diagnostic::at_op(
            ctx,
            op,
            format!("mismatch between the number of {what} and the number of priorities"),
        ));
    }
    Ok(())
}

/// Each function of a `global_ctors`/`global_dtors` list is defined.
fn verify_structor_symbols(
    ctx: &Context,
    op: OpId,
    functions: ir::Attribute,
    symbol_table: &SymbolTableCollection,
) -> Result<(), Diagnostic> {
    for &f in ctx.as_array(functions).unwrap_or(&[]) {
        verify_function_symbol(ctx, op, f, symbol_table)?;
    }
    Ok(())
}

impl GlobalCtorsOpHooks for GlobalCtorsOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_structors(
            ctx,
            self.operation(),
            self.ctors(ctx),
            self.priorities(ctx),
            "ctors",
        )
    }

    fn verify_symbol_uses(
        op: Self,
        ctx: &Context,
        symbol_table: &SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        verify_structor_symbols(ctx, op.operation(), op.ctors(ctx), symbol_table)
    }
}

impl GlobalDtorsOpHooks for GlobalDtorsOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_structors(
            ctx,
            self.operation(),
            self.dtors(ctx),
            self.priorities(ctx),
            "dtors",
        )
    }

    fn verify_symbol_uses(
        op: Self,
        ctx: &Context,
        symbol_table: &SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        verify_structor_symbols(ctx, op.operation(), op.dtors(ctx), symbol_table)
    }
}

impl ComdatOpHooks for ComdatOp {
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        let body = self.body(ctx);
        for &block in ctx.region_blocks(body) {
            for op in ctx.block_ops(block) {
                if ComdatSelectorOp::cast(ctx, op).is_none() {
                    return Err(Diagnostic::at_op(
                        ctx,
                        op,
                        "only comdat selector symbols can appear in a comdat region",
                    ));
                }
            }
        }
        Ok(())
    }
}

impl CallIntrinsicOpHooks for CallIntrinsicOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        if !self.intrin(ctx).starts_with("llvm.") {
            return Err(Diagnostic::op_error(
                ctx,
                self.operation(),
                "intrinsic name must start with 'llvm.'",
            ));
        }
        Ok(())
    }
}

impl LinkerOptionsOpHooks for LinkerOptionsOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        if let Some(parent) = ctx.op_parent_op(op) {
            if !satisfies_llvm_module(ctx, parent) {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    "must appear at the module level",
                ));
            }
        }
        Ok(())
    }
}

impl InlineAsmOpHooks for InlineAsmOp {
    fn get_effects(op: Self, ctx: &Context, effects: &mut Vec<EffectInstance<MemoryEffect>>) {
        if op.has_side_effects(ctx) {
            effects.push(EffectInstance::new(MemoryEffect::Write, &DefaultResource));
            effects.push(EffectInstance::new(MemoryEffect::Read, &DefaultResource));
        }
    }
}

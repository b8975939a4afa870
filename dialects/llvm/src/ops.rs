//! What upstream keeps in `LLVMDialect.cpp` for the ops ported so far:
//! the custom forms of `llvm.func` and `llvm.mlir.global`, the verifiers
//! with upstream's messages, the folders of the constant-like ops, the
//! symbol checks of `llvm.mlir.addressof` and the dialect's constant
//! materializer.

use ir::interfaces::function_impl::{
    add_arg_and_result_attrs, parse_variadic_function_signature, print_signature_of_types,
    FunctionAttrNames,
};
use ir::interfaces::SymbolTableCollection;
use ir::{
    AttrKind, Attribute, Context, CustomParser, CustomPrinter, Diagnostic, FoldResult, Location,
    OpBuilder, OpFoldResult, OpId, OpTrait, Operation, OperationState, ParseError, Region, Type,
};

use crate::{
    AddressOfOp, AddressOfOpHooks, CConv, CConvAttr, ComdatSelectorOp, ConstantOp, ConstantOpHooks,
    GlobalOp, GlobalOpHooks, LLVMArrayType, LLVMFuncOp, LLVMFuncOpHooks, LLVMFunctionType,
    LLVMLabelType, LLVMMetadataType, LLVMPointerType, LLVMStructType, LLVMTargetExtType,
    LLVMTokenType, LLVMVoidType, Linkage, LinkageAttr, LlvmDialect, LlvmDialectHooks, PoisonAttr,
    PoisonOp, PoisonOpHooks, ReturnOp, ReturnOpHooks, UndefAttr, UndefOp, UndefOpHooks,
    UnnamedAddr, Visibility, ZeroAttr, ZeroOp, ZeroOpHooks,
};

/// The names of `llvm.func`'s function-type and argument/result attributes.
const FUNC_NAMES: FunctionAttrNames = FunctionAttrNames {
    function_type: "function_type",
    arg_attrs: "arg_attrs",
    res_attrs: "res_attrs",
};

/// Upstream's `satisfiesLLVMModule`: a symbol table isolated from above.
pub(crate) fn satisfies_llvm_module(ctx: &Context, op: OpId) -> bool {
    ctx.op_has_trait(op, &OpTrait::SymbolTable) && ctx.op_has_trait(op, &OpTrait::IsolatedFromAbove)
}

/// Upstream's `parseOptionalLLVMKeyword`: the case whose keyword comes
/// next, else `default`.
pub(crate) fn parse_optional_llvm_keyword<E: Copy>(
    p: &mut CustomParser<'_, '_, '_>,
    cases: &[E],
    name: impl Fn(E) -> &'static str,
    default: E,
) -> E {
    for &case in cases {
        let keyword = name(case);
        if !keyword.is_empty() && p.parse_optional_keyword(keyword) {
            return case;
        }
    }
    default
}

/// Parses the linkage, visibility and `unnamed_addr` keywords that open
/// `llvm.func` and `llvm.mlir.global` and adds them to `state`.
fn parse_linkage_visibility_unnamed_addr(
    p: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
) {
    let linkage = parse_optional_llvm_keyword(p, &Linkage::ALL, Linkage::as_str, Linkage::External);
    let linkage = LinkageAttr::get(p.ctx(), linkage);
    state.add_attribute("linkage", linkage.into());
    let visibility =
        parse_optional_llvm_keyword(p, &Visibility::ALL, Visibility::as_str, Visibility::Default);
    let visibility = p.ctx().i64_attr(visibility as i64);
    state.add_attribute("visibility_", visibility);
    let unnamed_addr =
        parse_optional_llvm_keyword(p, &UnnamedAddr::ALL, UnnamedAddr::as_str, UnnamedAddr::None);
    let unnamed_addr = p.ctx().i64_attr(unnamed_addr as i64);
    state.add_attribute("unnamed_addr", unnamed_addr);
}

/// Prints the visibility keyword and a space, unless it is the empty
/// default.
fn print_visibility(p: &mut CustomPrinter<'_, '_>, visibility: Visibility) {
    if !visibility.as_str().is_empty() {
        p.write_str(visibility.as_str());
        p.write_str(" ");
    }
}

/// Prints the `unnamed_addr` keyword and a space, unless it is the empty
/// default.
fn print_unnamed_addr(p: &mut CustomPrinter<'_, '_>, unnamed_addr: Option<UnnamedAddr>) {
    if let Some(u) = unnamed_addr {
        if !u.as_str().is_empty() {
            p.write_str(u.as_str());
            p.write_str(" ");
        }
    }
}

/// Parses ` comdat(@symbol)` if present.
fn parse_optional_comdat(
    p: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<(), ParseError> {
    if p.parse_optional_keyword("comdat") {
        p.parse_punct("(")?;
        let comdat = p.parse_attribute()?;
        p.parse_punct(")")?;
        state.add_attribute("comdat", comdat);
    }
    Ok(())
}

fn print_optional_comdat(p: &mut CustomPrinter<'_, '_>, comdat: Option<Attribute>) {
    if let Some(c) = comdat {
        p.write_str(" comdat(");
        p.print_attribute(c);
        p.write_str(")");
    }
}

/// Upstream's `verifyComdat`: the symbol names a `llvm.comdat_selector`.
pub(crate) fn verify_comdat(
    ctx: &Context,
    op: OpId,
    comdat: Option<Attribute>,
) -> Result<(), Diagnostic> {
    let Some(comdat) = comdat else {
        return Ok(());
    };
    let selector = SymbolTableCollection::new().lookup_nearest_symbol_from(ctx, op, comdat);
    if selector
        .and_then(|s| ComdatSelectorOp::cast(ctx, s))
        .is_none()
    {
        return Err(Diagnostic::at_op(ctx, op, "expected comdat symbol"));
    }
    Ok(())
}

/// The note upstream attaches to a return's errors.
fn return_error(ctx: &Context, op: OpId, func: OpId, message: &str) -> Diagnostic {
    Diagnostic::op_error(ctx, op, message)
        .with_note(ctx.op_loc(func), "when returning from function")
}

impl ReturnOpHooks for ReturnOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let Some(parent) = ancestor_func(ctx, op) else {
            return Ok(());
        };
        let expected =
            LLVMFunctionType::dyn_cast(ctx, parent.function_type(ctx)).map(|f| f.return_type(ctx));
        let Some(expected) = expected else {
            return Ok(());
        };
        let void = LLVMVoidType::dyn_cast(ctx, expected).is_some();
        match self.arg(ctx) {
            None if void => Ok(()),
            Some(_) if void => Err(return_error(
                ctx,
                op,
                parent.operation(),
                "expected no operands",
            )),
            None => Err(return_error(
                ctx,
                op,
                parent.operation(),
                "expected 1 operand",
            )),
            Some(v) if ctx.value_type(v) != expected => Err(return_error(
                ctx,
                op,
                parent.operation(),
                "mismatching result types",
            )),
            Some(_) => Ok(()),
        }
    }
}

/// `getParentOfType<LLVMFuncOp>()`.
pub(crate) fn ancestor_func(ctx: &Context, op: OpId) -> Option<LLVMFuncOp> {
    let mut at = ctx.op_parent_op(op);
    while let Some(p) = at {
        if let Some(f) = LLVMFuncOp::cast(ctx, p) {
            return Some(f);
        }
        at = ctx.op_parent_op(p);
    }
    None
}

/// Upstream's `parentLLVMModule`.
fn parent_llvm_module(ctx: &Context, op: OpId) -> Option<OpId> {
    let mut at = ctx.op_parent_op(op);
    while let Some(p) = at {
        if satisfies_llvm_module(ctx, p) {
            return Some(p);
        }
        at = ctx.op_parent_op(p);
    }
    None
}

impl AddressOfOpHooks for AddressOfOp {
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        FoldResult::single(OpFoldResult::Attr(self.global_name_attr(ctx)))
    }

    fn verify_symbol_uses(
        op: Self,
        ctx: &Context,
        symbol_table: &SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        let o = op.operation();
        let symbol = parent_llvm_module(ctx, o)
            .and_then(|m| symbol_table.lookup_symbol_in(ctx, m, op.global_name(ctx)));
        let global = symbol.and_then(|s| GlobalOp::cast(ctx, s));
        let function = symbol.and_then(|s| LLVMFuncOp::cast(ctx, s));
        if global.is_none() && function.is_none() {
            return Err(Diagnostic::op_error(
                ctx,
                o,
                "must reference a global defined by 'llvm.mlir.global' or 'llvm.func'",
            ));
        }
        let space = LLVMPointerType::dyn_cast(ctx, ctx.value_type(op.res(ctx)))
            .map(|p| p.address_space(ctx));
        if let Some(g) = global {
            if Some(g.addr_space(ctx) as u32) != space {
                return Err(Diagnostic::op_error(
                    ctx,
                    o,
                    "pointer address space must match address space of the referenced global",
                ));
            }
        }
        Ok(())
    }
}

/// Upstream's `isZeroAttribute`.
fn is_zero_attribute(ctx: &Context, value: Attribute) -> bool {
    match ctx.attr_kind(value) {
        AttrKind::Integer => ctx.as_apint(value).is_some_and(|v| v.is_zero()),
        AttrKind::Float => ctx.as_float(value).is_some_and(|v| v == 0.0),
        AttrKind::DenseElements => {
            let ints = ctx.dense_int_values(value);
            let floats = ctx.dense_float_values(value);
            match (ints, floats) {
                (Some(v), _) => v.iter().all(|&x| x == 0),
                (_, Some(v)) => v.iter().all(|&x| x == 0.0),
                _ => false,
            }
        }
        AttrKind::Array => ctx
            .as_array(value)
            .is_some_and(|elements| elements.iter().all(|&e| is_zero_attribute(ctx, e))),
        _ => false,
    }
}

impl GlobalOpHooks for GlobalOp {
    fn parse(
        p: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        parse_linkage_visibility_unnamed_addr(p, state);
        if p.parse_optional_keyword("thread_local") {
            let unit = p.ctx().unit_attr();
            state.add_attribute("thread_local_", unit);
        }
        if p.parse_optional_keyword("constant") {
            let unit = p.ctx().unit_attr();
            state.add_attribute("constant", unit);
        }
        let name = p.parse_symbol_name()?;
        let name = p.ctx().string_attr(&name);
        state.add_attribute("sym_name", name);
        p.parse_punct("(")?;
        let mut value = None;
        if !p.parse_optional_punct(")") {
            let v = p.parse_attribute()?;
            state.add_attribute("value", v);
            value = Some(v);
            p.parse_punct(")")?;
        }
        parse_optional_comdat(p, state)?;
        let attrs = p.parse_optional_attr_dict()?;
        state.attributes.extend(attrs);
        let mut types = Vec::new();
        if p.parse_optional_punct(":") {
            types = p.parse_type_list()?;
        }
        if types.len() > 1 {
            let at = p.name_offset();
            return Err(p.op_error_at(at, "expected zero or one type"));
        }
        let region = if types.is_empty() {
            let string = value.and_then(|v| p.ctx().as_string_bytes(v).map(<[u8]>::len));
            let Some(len) = string else {
                let at = p.name_offset();
                return Err(p.op_error_at(at, "type can only be omitted for string globals"));
            };
            let ctx = p.ctx();
            let i8 = ctx.integer_type(8);
            types.push(LLVMArrayType::get(ctx, i8, len as u64).into());
            p.ctx().create_region()
        } else {
            match p.parse_optional_region(&[], false)? {
                Some(r) => r,
                None => p.ctx().create_region(),
            }
        };
        state.regions.push(region);
        let ty = p.ctx().type_attr(types[0]);
        state.add_attribute("global_type", ty);
        Ok(())
    }

    fn print(self, p: &mut CustomPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.operation();
        let linkage = self.linkage(ctx);
        let visibility = self.visibility_(ctx);
        let unnamed_addr = self.unnamed_addr(ctx);
        let thread_local = self.thread_local_(ctx);
        let constant = self.constant(ctx);
        let name = self.sym_name(ctx).to_string();
        let value = self.value(ctx);
        let comdat = self.comdat_attr(ctx);
        let ty = self.global_type(ctx);
        let string_value = value.is_some_and(|v| ctx.attr_kind(v) == AttrKind::String);
        let initializer = ctx.op_regions(op).first().copied();
        let has_initializer = initializer.is_some_and(|r| !ctx.region_blocks(r).is_empty());
        p.write_str(" ");
        p.write_str(linkage.as_str());
        p.write_str(" ");
        // Upstream prints `thread_local` before `unnamed_addr`, though it
        // parses them the other way round.
        print_visibility(p, visibility);
        if thread_local {
            p.write_str("thread_local ");
        }
        print_unnamed_addr(p, unnamed_addr);
        if constant {
            p.write_str("constant ");
        }
        p.print_symbol_name(&name);
        p.write_str("(");
        if let Some(v) = value {
            p.print_attribute(v);
        }
        p.write_str(")");
        print_optional_comdat(p, comdat);
        p.print_optional_attr_dict(
            op,
            &[
                "sym_name",
                "global_type",
                "constant",
                "value",
                "linkage",
                "unnamed_addr",
                "thread_local_",
                "visibility_",
                "comdat",
            ],
        );
        if string_value {
            return;
        }
        p.write_str(" : ");
        p.print_type(ty);
        if let (Some(r), true) = (initializer, has_initializer) {
            p.write_str(" ");
            p.print_region(r, false, true);
        }
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let ty = self.global_type(ctx);
        let valid_type = if crate::is_compatible_outer_type(ctx, ty) {
            LLVMVoidType::dyn_cast(ctx, ty).is_none()
                && LLVMTokenType::dyn_cast(ctx, ty).is_none()
                && LLVMMetadataType::dyn_cast(ctx, ty).is_none()
                && LLVMLabelType::dyn_cast(ctx, ty).is_none()
        } else {
            false
        };
        if !valid_type {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "expects type to be a valid element type for an LLVM global",
            ));
        }
        if ctx
            .op_parent_op(op)
            .is_some_and(|p| !satisfies_llvm_module(ctx, p))
        {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "must appear at the module level",
            ));
        }
        let value = self.value(ctx);
        if let Some(s) = value.and_then(|v| ctx.as_string_bytes(v)) {
            let array = LLVMArrayType::dyn_cast(ctx, ty);
            let fits = array.is_some_and(|a| {
                ctx.type_as_integer(a.element_type(ctx))
                    .is_some_and(|(w, _)| w == 8)
                    && a.num_elements(ctx) == s.len() as u64
            });
            if !fits {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    "requires an i8 array type of the length equal to that of the string attribute",
                ));
            }
        }
        if let Some(t) = LLVMTargetExtType::dyn_cast(ctx, ty) {
            if !t.can_be_global(ctx) {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    "this target extension type cannot be used in a global",
                ));
            }
            if value.is_some() {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    "global with target extension type can only be initialized with zero-initializer",
                ));
            }
        }
        let linkage = self.linkage(ctx);
        if linkage == Linkage::Common && value.is_some_and(|v| !is_zero_attribute(ctx, v)) {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format!(
                    "expected zero value for '{}' linkage",
                    Linkage::Common.as_str()
                ),
            ));
        }
        if linkage == Linkage::Appending && LLVMArrayType::dyn_cast(ctx, ty).is_none() {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format!(
                    "expected array type for '{}' linkage",
                    Linkage::Appending.as_str()
                ),
            ));
        }
        verify_comdat(ctx, op, self.comdat_attr(ctx))?;
        if let Some(align) = self.alignment(ctx) {
            let align = align as u64;
            if !align.is_power_of_two() {
                return Err(Diagnostic::at_op(
                    ctx,
                    op,
                    "alignment attribute is not a power of 2",
                ));
            }
        }
        Ok(())
    }

    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let Some(block) = ctx
            .op_regions(op)
            .first()
            .and_then(|&r| ctx.region_entry(r))
        else {
            return Ok(());
        };
        let Some(ret) = ctx.block_ops(block).last() else {
            return Ok(());
        };
        let returned = ctx.operands(ret).first().map(|&v| ctx.value_type(v));
        let Some(returned) = returned else {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "initializer region cannot return void",
            ));
        };
        let ty = self.global_type(ctx);
        if returned != ty {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format!(
                    "initializer region type '{}' does not match global type '{}'",
                    ir::printer::type_to_string(ctx, returned),
                    ir::printer::type_to_string(ctx, ty)
                ),
            ));
        }
        for inner in ctx.block_ops(block) {
            if !ir::interfaces::side_effects::is_memory_effect_free(ctx, inner) {
                return Err(Diagnostic::at_op(
                    ctx,
                    inner,
                    "ops with side effects not allowed in global initializers",
                ));
            }
        }
        if self.value(ctx).is_some() {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "cannot have both initializer value and region",
            ));
        }
        Ok(())
    }
}

/// Upstream's `buildLLVMFunctionType`: the LLVM function type of a parsed
/// signature, with upstream's errors at `at`.
fn build_llvm_function_type(
    p: &mut CustomParser<'_, '_, '_>,
    at: usize,
    inputs: &[Type],
    outputs: &[Type],
    variadic: bool,
) -> Result<Type, ParseError> {
    if outputs.len() > 1 {
        return Err(p.op_error_at(
            at,
            "failed to construct function type: expected zero or one function result",
        ));
    }
    if inputs
        .iter()
        .any(|&t| !crate::is_compatible_type(p.ctx(), t))
    {
        return Err(p.op_error_at(
            at,
            "failed to construct function type: expected LLVM type for function arguments",
        ));
    }
    let output = match outputs.first() {
        Some(&t) => t,
        None => LLVMVoidType::get(p.ctx()).into(),
    };
    if !crate::is_compatible_type(p.ctx(), output) {
        let text = ir::printer::type_to_string(p.ctx(), output);
        return Err(p.op_error_at(
            at,
            format!(
                "failed to construct function type: expected LLVM type for function results'{text}'"
            ),
        ));
    }
    Ok(LLVMFunctionType::get(p.ctx(), output, inputs, variadic).into())
}

impl LLVMFuncOp {
    /// The function's LLVM function type (upstream's `getFunctionType`).
    pub fn llvm_function_type(self, ctx: &Context) -> Option<LLVMFunctionType> {
        LLVMFunctionType::dyn_cast(ctx, self.function_type(ctx))
    }

    /// Whether the function is a declaration (upstream's `isExternal`).
    pub fn is_external(self, ctx: &Context) -> bool {
        ir::interfaces::function_is_external(ctx, self.operation())
    }
}

impl LLVMFuncOpHooks for LLVMFuncOp {
    fn parse(
        p: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        parse_linkage_visibility_unnamed_addr(p, state);
        let cconv = parse_optional_llvm_keyword(p, &CConv::ALL, CConv::as_str, CConv::C);
        let cconv = CConvAttr::get(p.ctx(), cconv);
        state.add_attribute("CConv", cconv.into());
        p.peek_byte();
        let at = p.offset();
        let name = p.parse_symbol_name()?;
        let name = p.ctx().string_attr(&name);
        state.add_attribute("sym_name", name);
        let sig = parse_variadic_function_signature(p)?;
        let inputs: Vec<Type> = sig.args.iter().map(|a| a.ty).collect();
        let ty = build_llvm_function_type(p, at, &inputs, &sig.results, sig.variadic)?;
        let ty = p.ctx().type_attr(ty);
        state.add_attribute("function_type", ty);
        if p.parse_optional_keyword("vscale_range") {
            p.parse_punct("(")?;
            let min = p.parse_integer()?;
            p.parse_punct(",")?;
            let max = p.parse_integer()?;
            p.parse_punct(")")?;
            let ctx = p.ctx();
            let i32 = ctx.integer_type(32);
            let (min, max) = (
                ctx.integer_attr(i32, i128::from(min)),
                ctx.integer_attr(i32, i128::from(max)),
            );
            let range = crate::VScaleRangeAttr::get(ctx, min, max);
            state.add_attribute("vscale_range", range.into());
        }
        parse_optional_comdat(p, state)?;
        let attrs = p.parse_optional_attr_dict_with_keyword()?;
        state.attributes.extend(attrs);
        add_arg_and_result_attrs(p, state, &sig, FUNC_NAMES);
        let region = match p.parse_optional_region(&sig.args, true)? {
            Some(r) => r,
            None => p.ctx().create_region(),
        };
        state.regions.push(region);
        Ok(())
    }

    fn print(self, p: &mut CustomPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.operation();
        let linkage = self.linkage(ctx);
        let visibility = self.visibility_(ctx);
        let unnamed_addr = self.unnamed_addr(ctx);
        let cconv = self.c_conv(ctx);
        let name = self.sym_name(ctx).to_string();
        let fn_type = self.llvm_function_type(ctx);
        let inputs = fn_type.map(|f| f.params(ctx).to_vec()).unwrap_or_default();
        let variadic = fn_type.is_some_and(|f| f.is_var_arg(ctx));
        let results: Vec<Type> = fn_type
            .map(|f| f.return_type(ctx))
            .filter(|&t| LLVMVoidType::dyn_cast(ctx, t).is_none())
            .into_iter()
            .collect();
        let vscale = self
            .vscale_range(ctx)
            .map(|r| (r.min_range(ctx), r.max_range(ctx)));
        let comdat = self.comdat_attr(ctx);
        let body = ctx.op_regions(op).first().copied();
        let has_body = body.is_some_and(|r| !ctx.region_blocks(r).is_empty());
        p.write_str(" ");
        if linkage != Linkage::External {
            p.write_str(linkage.as_str());
            p.write_str(" ");
        }
        print_visibility(p, visibility);
        print_unnamed_addr(p, unnamed_addr);
        if cconv != CConv::C {
            p.write_str(cconv.as_str());
            p.write_str(" ");
        }
        p.print_symbol_name(&name);
        print_signature_of_types(p, op, &inputs, variadic, &results, FUNC_NAMES);
        if let Some((min, max)) = vscale {
            let ctx = p.ctx();
            let (min, max) = (ctx.attr_as_int(min), ctx.attr_as_int(max));
            p.write_str(&format!(
                " vscale_range({}, {})",
                min.unwrap_or_default(),
                max.unwrap_or_default()
            ));
        }
        print_optional_comdat(p, comdat);
        p.print_optional_attr_dict_with_keyword(
            op,
            &[
                "sym_name",
                "function_type",
                "arg_attrs",
                "res_attrs",
                "linkage",
                "CConv",
                "visibility_",
                "comdat",
                "unnamed_addr",
                "vscale_range",
            ],
        );
        if let (Some(r), true) = (body, has_body) {
            p.write_str(" ");
            p.print_region(r, false, true);
        }
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let linkage = self.linkage(ctx);
        if linkage == Linkage::Common {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format!(
                    "functions cannot have '{}' linkage",
                    Linkage::Common.as_str()
                ),
            ));
        }
        verify_comdat(ctx, op, self.comdat_attr(ctx))?;
        if self.is_external(ctx) {
            if linkage != Linkage::External && linkage != Linkage::ExternWeak {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    format!(
                        "external functions must have '{}' or '{}' linkage",
                        Linkage::External.as_str(),
                        Linkage::ExternWeak.as_str()
                    ),
                ));
            }
            return Ok(());
        }
        let no_inline = self.no_inline(ctx).is_some();
        if no_inline && self.always_inline(ctx).is_some() {
            return Err(Diagnostic::at_op(
                ctx,
                op,
                "no_inline and always_inline attributes are incompatible",
            ));
        }
        if self.optimize_none(ctx).is_some() && !no_inline {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "with optimize_none must also be no_inline",
            ));
        }
        crate::calls::verify_landingpad_types(ctx, op)
    }

    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        if self.is_external(ctx) {
            return Ok(());
        }
        let op = self.operation();
        let n = self
            .llvm_function_type(ctx)
            .map_or(0, |f| f.params(ctx).len());
        let Some(entry) = ctx
            .op_regions(op)
            .first()
            .and_then(|&r| ctx.region_entry(r))
        else {
            return Ok(());
        };
        for (i, &arg) in ctx.block_args(entry).iter().take(n).enumerate() {
            if !crate::is_compatible_type(ctx, ctx.value_type(arg)) {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    format!("entry block argument #{i} is not of LLVM type"),
                ));
            }
        }
        Ok(())
    }

    fn get_callable_region(op: Self, ctx: &Context) -> Option<Region> {
        if op.is_external(ctx) {
            return None;
        }
        ctx.op_regions(op.operation()).first().copied()
    }

    fn get_argument_types(op: Self, ctx: &Context) -> Vec<Type> {
        op.llvm_function_type(ctx)
            .map(|f| f.params(ctx).to_vec())
            .unwrap_or_default()
    }

    fn get_result_types(op: Self, ctx: &Context) -> Vec<Type> {
        op.llvm_function_type(ctx)
            .map(|f| f.return_type(ctx))
            .filter(|&t| LLVMVoidType::dyn_cast(ctx, t).is_none())
            .into_iter()
            .collect()
    }
}

impl UndefOpHooks for UndefOp {
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        FoldResult::single(OpFoldResult::Attr(UndefAttr::get(ctx).into()))
    }
}

impl PoisonOpHooks for PoisonOp {
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        FoldResult::single(OpFoldResult::Attr(PoisonAttr::get(ctx).into()))
    }
}

impl ZeroOpHooks for ZeroOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let ty = ctx.value_type(self.res(ctx));
        if let Some(t) = LLVMTargetExtType::dyn_cast(ctx, ty) {
            if !t.has_zero_init(ctx) {
                return Err(Diagnostic::op_error(
                    ctx,
                    self.operation(),
                    "target extension type does not support zero-initializer",
                ));
            }
        }
        Ok(())
    }

    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        let ty = ctx.value_type(self.res(ctx));
        let zero = match zero_attr(ctx, ty) {
            Some(z) => z,
            None => ZeroAttr::get(ctx).into(),
        };
        FoldResult::single(OpFoldResult::Attr(zero))
    }
}

/// `Builder::getZeroAttr`: the zero of an integer, index or float type, or
/// a splat of it for a vector or ranked tensor of them.
fn zero_attr(ctx: &mut Context, ty: Type) -> Option<Attribute> {
    let element = ctx.element_type_or_self(ty);
    let shaped = element != ty;
    if shaped && !(ctx.is_vector(ty) || ctx.is_ranked_tensor(ty)) {
        return None;
    }
    if ctx.is_float(element) {
        return Some(if shaped {
            ctx.dense_float_attr(ty, &[0.0])
        } else {
            ctx.float_attr(element, 0.0)
        });
    }
    if ctx.type_as_integer(element).is_some() || ctx.is_index(element) {
        return Some(if shaped {
            ctx.dense_int_attr(ty, &[0])
        } else {
            ctx.integer_attr(element, 0)
        });
    }
    None
}

impl ConstantOpHooks for ConstantOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let value = self.value(ctx);
        let ty = ctx.value_type(self.res(ctx));
        if let Some(s) = ctx.as_string_bytes(value) {
            let array = LLVMArrayType::dyn_cast(ctx, ty);
            let fits = array.is_some_and(|a| {
                a.num_elements(ctx) == s.len() as u64
                    && ctx.is_signless_integer_of_width(a.element_type(ctx), 8)
            });
            if !fits {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    format!(
                        "expected array type of {} i8 elements for the string constant",
                        s.len()
                    ),
                ));
            }
            return Ok(());
        }
        if let Some(st) = LLVMStructType::dyn_cast(ctx, ty) {
            let body = st.body(ctx);
            if body.len() != 2 || body[0] != body[1] {
                return Err(Diagnostic::at_op(
                    ctx,
                    op,
                    "expected struct type with two elements of the same type, the type of a complex constant",
                ));
            }
            let parts = ctx.as_array(value).filter(|a| a.len() == 2);
            let Some(parts) = parts else {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    "expected array attribute with two elements, representing a complex constant",
                ));
            };
            let typed = |a: Attribute| {
                !matches!(
                    ctx.attr_kind(a),
                    AttrKind::Unit | AttrKind::Array | AttrKind::Dictionary | AttrKind::Type
                )
            };
            let (re, im) = (ctx.attr_type(parts[0]), ctx.attr_type(parts[1]));
            if !typed(parts[0]) || !typed(parts[1]) || re != im {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    "expected array attribute with two elements of the same type",
                ));
            }
            let element = body[0];
            let name = ir::printer::type_to_string(ctx, element);
            let allowed = ctx.type_as_integer(element).is_some()
                || matches!(name.as_str(), "f16" | "f32" | "f64");
            if !allowed {
                return Err(Diagnostic::at_op(
                    ctx,
                    op,
                    "expected struct element types to be floating point type or integer type",
                ));
            }
            return Ok(());
        }
        if LLVMTargetExtType::dyn_cast(ctx, ty).is_some() {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "does not support target extension type.",
            ));
        }
        let kind = ctx.attr_kind(value);
        let elements = matches!(
            kind,
            AttrKind::DenseElements
                | AttrKind::DenseStringElements
                | AttrKind::SparseElements
                | AttrKind::DenseResourceElements
        );
        if !matches!(kind, AttrKind::Integer | AttrKind::Array | AttrKind::Float) && !elements {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "only supports integer, float, string or elements attributes",
            ));
        }
        if kind == AttrKind::Integer && ctx.type_as_integer(ty).is_none() {
            return Err(Diagnostic::op_error(ctx, op, "expected integer type"));
        }
        if kind == AttrKind::Float {
            let width = ctx
                .int_or_float_width(ctx.attr_type(value))
                .unwrap_or_default();
            if ctx.is_float(ty) && ctx.int_or_float_width(ty) != Some(width) {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    format!("expected float type of width {width}"),
                ));
            }
            if ctx.type_as_integer(ty).is_some() && ctx.int_or_float_width(ty) != Some(width) {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    format!("expected integer type of width {width}"),
                ));
            }
        }
        let splat = ctx
            .as_dense_elements(value)
            .is_some_and(|(_, data)| data.len() == 1);
        if kind == AttrKind::DenseElements && splat {
            let vector_like = ctx.is_vector(ty)
                || LLVMArrayType::dyn_cast(ctx, ty).is_some()
                || crate::LLVMFixedVectorType::dyn_cast(ctx, ty).is_some()
                || crate::LLVMScalableVectorType::dyn_cast(ctx, ty).is_some();
            if !vector_like {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    "expected vector or array type",
                ));
            }
        }
        Ok(())
    }

    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        FoldResult::single(OpFoldResult::Attr(self.value(ctx)))
    }
}

/// Upstream's `ConstantOp::isBuildableWith`.
fn constant_buildable_with(ctx: &Context, value: Attribute, ty: Type) -> bool {
    if ctx.attr_type(value) != ty || !crate::is_compatible_type(ctx, ty) {
        return false;
    }
    matches!(
        ctx.attr_kind(value),
        AttrKind::Integer
            | AttrKind::Float
            | AttrKind::DenseElements
            | AttrKind::DenseStringElements
            | AttrKind::SparseElements
            | AttrKind::DenseResourceElements
    )
}

impl LlvmDialectHooks for LlvmDialect {
    fn materialize_constant(
        builder: &mut OpBuilder<'_>,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<Operation> {
        if builder.as_flat_symbol_ref(value).is_some()
            && LLVMPointerType::dyn_cast(builder, ty).is_some()
        {
            return Some(AddressOfOp::build(builder, loc, ty, value).operation());
        }
        if UndefAttr::from_attribute(builder, value).is_some() {
            return Some(UndefOp::build(builder, loc, ty).operation());
        }
        if PoisonAttr::from_attribute(builder, value).is_some() {
            return Some(PoisonOp::build(builder, loc, ty).operation());
        }
        if ZeroAttr::from_attribute(builder, value).is_some() {
            return Some(ZeroOp::build(builder, loc, ty).operation());
        }
        if constant_buildable_with(builder, value, ty) {
            return Some(ConstantOp::build(builder, loc, ty, value).operation());
        }
        None
    }
}

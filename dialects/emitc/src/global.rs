//! `emitc.global`, `emitc.get_global` and `emitc.include` (upstream
//! `EmitC.cpp`): the global's `type (= initial-value)?` syntax and
//! verifier, the check of a `get_global` against its global, and the
//! include's `<"file">` / `"file"` form.

use ir::interfaces::SymbolTableCollection;
use ir::printer::attr_to_string;
use ir::{
    AttrKind, Attribute, Context, CustomParser, CustomPrinter, Diagnostic, OpId, OperationState,
    ParseError, Type, TypeKind,
};

use crate::ops::quoted;
use crate::{
    is_supported_emitc_type, ArrayType, GetGlobalOp, GetGlobalOpHooks, GlobalOp, GlobalOpHooks,
    IncludeOp, IncludeOpHooks, OpaqueAttr,
};

/// The type an initial value of a global of type `ty` has: a tensor of
/// the array's shape for an array (upstream's
/// `getInitializerTypeForGlobal`).
fn initializer_type(ctx: &mut Context, ty: Type) -> Type {
    match ty.dyn_cast::<ArrayType>(ctx) {
        Some(array) => {
            let (shape, element) = (array.shape(ctx).to_vec(), array.element_type(ctx));
            ctx.ranked_tensor(&shape, element)
        }
        None => ty,
    }
}

/// Whether `a` is an elements attribute (`dense<...>`).
fn is_elements_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(
        ctx.attr_kind(a),
        AttrKind::DenseElements | AttrKind::DenseStringElements
    )
}

/// `type (= attribute)?` of `emitc.global`
/// (`parseEmitCGlobalOpTypeAndInitialValue`).
pub fn parse_emit_c_global_op_type_and_initial_value(
    parser: &mut CustomParser<'_, '_, '_>,
    type_attr: &mut Option<Attribute>,
    initial_value: &mut Option<Attribute>,
) -> Result<(), ParseError> {
    let ty = parser.parse_type()?;
    *type_attr = Some(parser.ctx().type_attr(ty));
    if !parser.parse_optional_punct("=") {
        return Ok(());
    }
    let init_type = initializer_type(parser.ctx(), ty);
    let value = parser.parse_attribute_of_type(init_type)?;
    let ctx = parser.ctx();
    let ok = is_elements_attr(ctx, value)
        || matches!(ctx.attr_kind(value), AttrKind::Integer | AttrKind::Float)
        || value.isa::<OpaqueAttr>(ctx);
    if !ok {
        let at = parser.name_offset();
        return Err(parser.error_at(
            at,
            "initial value should be a integer, float, elements or opaque attribute",
        ));
    }
    *initial_value = Some(value);
    Ok(())
}

/// Prints what [`parse_emit_c_global_op_type_and_initial_value`] reads.
pub fn print_emit_c_global_op_type_and_initial_value(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    type_attr: Option<Attribute>,
    initial_value: Option<Attribute>,
) {
    if let Some(t) = type_attr {
        printer.print_attribute(t);
    }
    if let Some(init) = initial_value {
        printer.write_str(" = ");
        printer.print_attribute_without_type(init);
    }
}

impl GlobalOpHooks for GlobalOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let err = |m: String| Err(Diagnostic::op_error(ctx, op, m));
        let ty = self.type_(ctx);
        if !is_supported_emitc_type(ctx, ty) {
            return err("expected valid emitc type".into());
        }
        if let Some(init) = self.initial_value(ctx) {
            let mismatch = |init_type: Type| {
                err(format!(
                    "initial value expected to be of type {}, but was of type {}",
                    quoted(ctx, ty),
                    quoted(ctx, init_type)
                ))
            };
            if is_elements_attr(ctx, init) {
                let Some(array) = ty.dyn_cast::<ArrayType>(ctx) else {
                    return err(format!("expected array type, but got {}", quoted(ctx, ty)));
                };
                let init_type = ctx.attr_type(init);
                // `tensor<shape x element>`, the array's initializer type.
                let matches = ctx.type_kind(init_type) == TypeKind::Tensor
                    && ctx.shape(init_type) == Some(array.shape(ctx))
                    && ctx.element_type_or_self(init_type) == array.element_type(ctx)
                    && ctx.tensor_encoding(init_type).is_none();
                if !matches {
                    return mismatch(init_type);
                }
            } else if matches!(ctx.attr_kind(init), AttrKind::Integer | AttrKind::Float) {
                let init_type = ctx.attr_type(init);
                if init_type != ty {
                    return mismatch(init_type);
                }
            } else if !init.isa::<OpaqueAttr>(ctx) {
                return err(format!(
                    "initial value should be a integer, float, elements or opaque attribute, but got {}",
                    attr_to_string(ctx, init)
                ));
            }
        }
        if self.static_specifier(ctx) && self.extern_specifier(ctx) {
            return err("cannot have both static and extern specifiers".into());
        }
        Ok(())
    }
}

impl GetGlobalOpHooks for GetGlobalOp {
    fn verify_symbol_uses(
        op: Self,
        ctx: &Context,
        symbol_table: &SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        let o = op.operation();
        let name = op.name(ctx);
        let global = symbol_table
            .lookup_nearest_symbol_from(ctx, o, op.name_attr(ctx))
            .and_then(|g| GlobalOp::cast(ctx, g));
        let Some(global) = global else {
            return Err(Diagnostic::op_error(
                ctx,
                o,
                format_args!("'{name}' does not reference a valid emitc.global"),
            ));
        };
        let result = ctx.value_type(op.result(ctx));
        let global_type = global.type_(ctx);
        if global_type != result {
            return Err(Diagnostic::op_error(
                ctx,
                o,
                format_args!(
                    "result type {} does not match type {} of the global @{name}",
                    quoted(ctx, result),
                    quoted(ctx, global_type)
                ),
            ));
        }
        Ok(())
    }
}

impl IncludeOpHooks for IncludeOp {
    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        let standard = parser.parse_optional_punct("<");
        let at = parser.offset();
        let Some(include) = ir::asm_support::parse_optional_attribute(parser)? else {
            let name = parser.name_offset();
            return Err(parser.error_at(name, "expected string attribute"));
        };
        if parser.ctx().attr_kind(include) != AttrKind::String {
            return Err(parser.error_at(at, "invalid kind of attribute specified"));
        }
        state.add_attribute("include", include);
        if standard && !parser.parse_optional_punct(">") {
            let name = parser.name_offset();
            return Err(parser.error_at(name, "expected trailing '>' for standard include"));
        }
        if standard {
            let unit = parser.ctx().unit_attr();
            state.add_attribute("is_standard_include", unit);
        }
        Ok(())
    }

    /// The file name is printed as it is, unescaped (as upstream does).
    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let ctx = printer.ctx();
        let standard = self.is_standard_include(ctx);
        let text = format!("\"{}\"", self.include(ctx));
        printer.write_str(" ");
        if standard {
            printer.write_str("<");
        }
        printer.write_str(&text);
        if standard {
            printer.write_str(">");
        }
    }
}

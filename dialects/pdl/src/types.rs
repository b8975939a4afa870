//! The types of the pdl dialect as upstream's `PDLTypes.cpp` gives them:
//! the `PDLType` class check, `getRangeElementTypeOrSelf`, and
//! `!pdl.range<...>`'s parser, printer and verifier.

use ir::{Context, CustomParser, CustomPrinter, OpBuilder, ParseError, Type, TypeHandle};

use crate::{
    AttributeType, OperationType, RangeType, RangeTypeHooks, RangeTypeStorage, TypeType, ValueType,
};

/// Whether `ty` is a type of the pdl dialect (upstream's `PDLType::classof`).
pub fn is_pdl_type(ctx: &Context, ty: Type) -> bool {
    AttributeType::classof(ctx, ty)
        || OperationType::classof(ctx, ty)
        || RangeType::classof(ctx, ty)
        || TypeType::classof(ctx, ty)
        || ValueType::classof(ctx, ty)
}

/// The element type of a `!pdl.range`, or `ty` itself (upstream's
/// `getRangeElementTypeOrSelf`).
pub fn range_element_type_or_self(ctx: &Context, ty: Type) -> Type {
    match ty.dyn_cast::<RangeType>(ctx) {
        Some(range) => range.element_type(ctx),
        None => ty,
    }
}

/// `!pdl.range<element>` (the builder call of `PDL_RangeOf`).
pub fn range_of(builder: &mut OpBuilder<'_>, element: Type) -> Type {
    RangeType::get_from_element_type(builder.ctx(), element).into()
}

/// The message of a range whose element type is not a single pdl handle.
fn bad_element_message(ctx: &Context, element: Type) -> String {
    format!(
        "expected element of pdl.range to be one of [!pdl.attribute, !pdl.operation, !pdl.type, !pdl.value], but got {}",
        ir::printer::type_to_string(ctx, element)
    )
}

impl RangeTypeHooks for RangeType {
    fn verify(ctx: &Context, element_type: Type) -> Result<(), String> {
        if !is_pdl_type(ctx, element_type) || RangeType::classof(ctx, element_type) {
            return Err(bad_element_message(ctx, element_type));
        }
        Ok(())
    }

    /// `<value>`: the element is a pdl type without its `!pdl.` prefix
    /// (upstream's `parsePDLType`).
    fn parse(parser: &mut CustomParser<'_, '_, '_>) -> Result<RangeType, ParseError> {
        parser.parse_punct("<")?;
        let element_at = parser.offset();
        let element = parse_pdl_type(parser)?;
        parser.parse_punct(">")?;
        if RangeType::classof(parser.ctx(), element) {
            let text = ir::printer::type_to_string(parser.ctx(), element);
            return Err(parser.error_at(
                element_at,
                format!("element of pdl.range cannot be another range, but got'{text}'"),
            ));
        }
        let name_at = parser.name_offset();
        let loc = parser.current_location();
        let storage = RangeTypeStorage {
            element_type: element,
        };
        RangeType::from_storage_checked(parser.ctx(), loc, storage)
            .map_err(|d| parser.error_at(name_at, d.message))
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        printer.write_str("<");
        let element = self.element_type(printer.ctx());
        let text = ir::printer::type_to_string(printer.ctx(), element);
        // The element prints without its dialect prefix (upstream's
        // `generatedTypePrinter`).
        printer.write_str(text.strip_prefix("!pdl.").unwrap_or(&text));
        printer.write_str(">");
    }
}

/// A pdl type named by its mnemonic alone (`value`, `range<type>`), as
/// upstream's `parsePDLType`: an unknown mnemonic is an error at the
/// enclosing type's name.
fn parse_pdl_type(parser: &mut CustomParser<'_, '_, '_>) -> Result<Type, ParseError> {
    let name_at = parser.name_offset();
    let Some(mnemonic) = parser.parse_optional_bare_id() else {
        return Err(parser.error_at(name_at, "invalid 'pdl' type: `'"));
    };
    let parse = parser
        .ctx()
        .type_definition_by_mnemonic(crate::DIALECT, &mnemonic)
        .and_then(|def| parser.ctx().type_definition(def).parse);
    match parse {
        Some(parse) => parse(parser),
        None => Err(parser.error_at(name_at, format!("invalid 'pdl' type: `{mnemonic}'"))),
    }
}

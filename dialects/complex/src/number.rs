//! `#complex.number<:f64 1.0, 2.0>`: its syntax and verifier (upstream's
//! `NumberAttr::parse`, `print` and `verify` in `ComplexDialect.cpp`).

use crate::{NumberAttr, NumberAttrHooks};
use ir::float::format_float;
use ir::{Context, CustomParser, CustomPrinter, ParseError, Type};

impl NumberAttrHooks for NumberAttr {
    fn verify(ctx: &Context, _real: f64, _imag: f64, type_: Type) -> Result<(), String> {
        if !ctx.is_complex(type_) {
            return Err("complex attribute must be a complex type.".into());
        }
        let element = ctx.element_type(type_).unwrap_or(type_);
        if !ctx.is_float(element) {
            return Err("element type of the complex attribute must be float like type.".into());
        }
        // The parts are held as `f64`s rounded to the element's format
        // (upstream's `APFloat`s of its semantics), so they always match it.
        Ok(())
    }

    fn parse(parser: &mut CustomParser<'_, '_, '_>, _ty: Option<Type>) -> Result<Self, ParseError> {
        parser.parse_punct("<")?;
        parser.parse_punct(":")?;
        let element = parser.parse_type()?;
        let real = parser.parse_float()?;
        parser.parse_punct(",")?;
        let imag = parser.parse_float()?;
        parser.parse_punct(">")?;
        let ctx = parser.ctx();
        let ty = ctx.complex_type(element);
        Ok(NumberAttr::get_from_type_real_imag(ctx, ty, real, imag))
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let ctx = printer.ctx();
        let ty = self.type_(ctx);
        let element = ctx.element_type(ty).unwrap_or(ty);
        let kind = ctx.float_kind(element).unwrap_or(ir::FloatKind::F64);
        let (real, imag) = (self.real(ctx), self.imag(ctx));
        printer.write_str("<:");
        printer.print_type(element);
        printer.write_str(" ");
        printer.write_str(&format_float(real, kind).0);
        printer.write_str(", ");
        printer.write_str(&format_float(imag, kind).0);
        printer.write_str(">");
    }
}

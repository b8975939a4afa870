//! A dialect of ODS attributes and types: what `Ops.td` generates, and the
//! hooks its definitions ask of the author (a verifier, a custom format,
//! a custom directive).
#![deny(warnings)]
#![deny(missing_docs)]
#![forbid(unsafe_code)]

include!(concat!(env!("OUT_DIR"), "/ops.rs.inc"));

impl IntTypeHooks for IntType {
    /// Widths 1 to 128.
    fn verify(_ctx: &ir::Context, bits: u64, _name: &str) -> Result<(), String> {
        if bits == 0 || bits > 128 {
            return Err(format!("integer width must be in 1..=128, got {bits}"));
        }
        Ok(())
    }
}

impl VecTypeHooks for VecType {
    /// `<2x3xf32>`: dimensions then the element type, as builtin vectors.
    fn parse(parser: &mut ir::CustomParser<'_, '_, '_>) -> Result<VecType, ir::ParseError> {
        parser.parse_punct("<")?;
        let shape = parser.parse_dimension_list(false, true)?;
        let element = parser.parse_type()?;
        parser.parse_punct(">")?;
        Ok(VecType::get(parser.ctx(), &shape, element))
    }

    fn print(self, printer: &mut ir::CustomPrinter<'_, '_>) {
        let ctx = printer.ctx();
        printer.write_str("<");
        for d in self.shape(ctx) {
            printer.write_str(&format!("{d}x"));
        }
        printer.print_type(self.element(ctx));
        printer.write_str(">");
    }
}

/// `custom<Bounds>($lo, $hi)`: `lo to hi`.
fn parse_bounds(
    parser: &mut ir::CustomParser<'_, '_, '_>,
    lo: &mut Option<i64>,
    hi: &mut Option<i64>,
) -> Result<(), ir::ParseError> {
    *lo = Some(parser.parse_integer()?);
    parser.parse_keyword("to")?;
    *hi = Some(parser.parse_integer()?);
    Ok(())
}

/// Prints `custom<Bounds>`.
fn print_bounds(printer: &mut ir::CustomPrinter<'_, '_>, lo: i64, hi: i64) {
    printer.write_str(&format!("{lo} to {hi}"));
}

//! The custom forms of the `rocdl.raw.buffer.*` ops (`ROCDLDialect.cpp`):
//! their operands, a colon and one type, the others implied
//! (`vector<4xi32>` resource, `i32` offsets and auxiliary bits).

use ir::{CustomParser, CustomPrinter, OperationState, ParseError, Type, Value};

use crate::*;

/// Parses `count` operands, `:` and a type, and resolves the operands:
/// the resource and offsets with their implied types, and the data (first,
/// when not `result`) with the parsed type, which is the op's result type
/// when `result`.
fn parse_buffer_op(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
    count: usize,
    result: bool,
) -> Result<(), ParseError> {
    parser.peek_byte();
    let at = parser.offset();
    let mut operands = Vec::new();
    if let Some(first) = parser.parse_optional_operand()? {
        operands.push(first);
        while parser.parse_optional_punct(",") {
            operands.push(parser.parse_operand()?);
        }
    }
    if operands.len() != count {
        return Err(parser.op_error_at(at, format!("expected {count} operands")));
    }
    let ty = parser.parse_colon_type()?;
    let i32_type = parser.ctx().integer_type(32);
    let i32x4 = parser.ctx().vector_type(&[4], i32_type);
    let mut types: Vec<Type> = vec![i32x4, i32_type, i32_type, i32_type];
    if result {
        state.add_types(&[ty]);
    } else {
        types.insert(0, ty);
    }
    let mut values: Vec<Value> = Vec::with_capacity(count);
    for (operand, t) in operands.iter().zip(types) {
        values.push(parser.resolve_operand(operand, t)?);
    }
    state.add_operands(&values);
    Ok(())
}

/// Prints the operands and `type`.
fn print_buffer_op(printer: &mut CustomPrinter<'_, '_>, op: ir::OpId, ty: Type) {
    let ctx = printer.ctx();
    printer.write_str(" ");
    printer.print_operands(&ctx.operands(op));
    printer.write_str(" : ");
    printer.print_type(ty);
}

impl RawBufferLoadOpHooks for RawBufferLoadOp {
    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        parse_buffer_op(parser, state, 4, true)
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let ty = printer.ctx().value_type(self.res(printer.ctx()));
        print_buffer_op(printer, self.operation(), ty);
    }
}

/// The ops whose first operand `vdata` carries the parsed type.
macro_rules! vdata_buffer_ops {
    ($($op:ident: $hooks:ident;)*) => {$(
        impl $hooks for $op {
            fn parse(parser: &mut CustomParser<'_, '_, '_>, state: &mut OperationState) -> Result<(), ParseError> {
                parse_buffer_op(parser, state, 5, false)
            }

            fn print(self, printer: &mut CustomPrinter<'_, '_>) {
                let ty = printer.ctx().value_type(self.vdata(printer.ctx()));
                print_buffer_op(printer, self.operation(), ty);
            }
        }
    )*};
}

vdata_buffer_ops! {
    RawBufferStoreOp: RawBufferStoreOpHooks;
    RawBufferAtomicFAddOp: RawBufferAtomicFAddOpHooks;
    RawBufferAtomicFMaxOp: RawBufferAtomicFMaxOpHooks;
    RawBufferAtomicSMaxOp: RawBufferAtomicSMaxOpHooks;
    RawBufferAtomicUMinOp: RawBufferAtomicUMinOpHooks;
}

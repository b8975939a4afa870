//! `populateTosaTypeConversion` (upstream `TosaTypeConverters.cpp`):
//! unsigned integers become signless ones of the same width, tensors
//! their element type converted, and both directions are bridged by
//! `builtin.unrealized_conversion_cast`s.

use ir::conversion::TypeConverter;
use ir::{Location, OpBuilder, Type, TypeFactory, Value};

/// A `builtin.unrealized_conversion_cast` of the one input to `ty`
/// (`None` for any other number of inputs).
fn unrealized_cast(
    b: &mut OpBuilder<'_>,
    ty: Type,
    inputs: &[Value],
    loc: Location,
) -> Option<Value> {
    let [input] = inputs else {
        return None;
    };
    let cast = ir::builtin::UnrealizedConversionCastOp::build(b, loc, &[ty], &[*input]);
    Some(b.result(cast.operation(), 0))
}

/// Adds tosa's type conversions and materializations to `converter`.
pub fn populate_tosa_type_conversion(converter: &mut TypeConverter) {
    converter.add_conversion(|ctx, t| {
        if ctx.is_unsigned_integer(t) {
            let width = ctx.type_as_integer(t).map_or(0, |(w, _)| w);
            return Some(ctx.integer_type(width));
        }
        Some(t)
    });
    converter.add_recursive_conversion(|converter, ctx, t| {
        if !ctx.is_tensor(t) {
            return None;
        }
        let element = ctx.element_type_or_self(t);
        let converted = converter.convert_type(ctx, element)?;
        Some(ctx.with_element_type(t, converted))
    });
    converter.add_source_materialization(unrealized_cast);
    converter.add_target_materialization(unrealized_cast);
}

//! The custom directives of the memref formats (upstream's
//! `ViewLikeInterface.cpp` and `MemRefOps.cpp`): mixed static/dynamic index
//! lists `[%a, 4]` and a global's type with its initial value.

use ir::printer::type_to_string;
use ir::{AttrKind, Attribute, CustomParser, CustomPrinter, OpId, ParseError, Value};

/// The static entry of an index list that stands for the next dynamic
/// operand (MLIR's `ShapedType::kDynamic`).
pub const DYNAMIC: i64 = i64::MIN;

/// Reads `[` (SSA value | integer) list `]` (`parseDynamicIndexList`):
/// values into `values`, the static entries into `integers` as a dense
/// `i64` array with [`DYNAMIC`] where a value stands.
pub fn parse_dynamic_index_list(
    parser: &mut CustomParser<'_, '_, '_>,
    values: &mut Vec<ir::parser::UnresolvedOperand>,
    integers: &mut Option<Attribute>,
) -> Result<(), ParseError> {
    let name = parser.name_offset();
    let list_failed = |parser: &mut CustomParser<'_, '_, '_>| {
        parser.error_at(name, "expected SSA value or integer")
    };
    if !parser.parse_optional_punct("[") {
        return Err(list_failed(parser));
    }
    let mut ints = Vec::new();
    if !parser.parse_optional_punct("]") {
        loop {
            if let Some(v) = parser.parse_optional_operand()? {
                values.push(v);
                ints.push(DYNAMIC);
            } else {
                match parser.parse_integer() {
                    Ok(i) => ints.push(i),
                    Err(_) => return Err(list_failed(parser)),
                }
            }
            if parser.parse_optional_punct("]") {
                break;
            }
            if !parser.parse_optional_punct(",") {
                return Err(list_failed(parser));
            }
        }
    }
    let ctx = parser.ctx();
    let i64t = ctx.i64();
    let wide: Vec<i128> = ints.iter().map(|&i| i128::from(i)).collect();
    *integers = Some(ctx.dense_i_array_attr(i64t, &wide));
    Ok(())
}

/// Prints an index list read by [`parse_dynamic_index_list`].
pub fn print_dynamic_index_list(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    values: &[Value],
    integers: Option<Attribute>,
) {
    let ctx = printer.ctx();
    let ints = integers
        .and_then(|a| ctx.dense_array_as_i64(a))
        .unwrap_or(&[]);
    printer.write_str("[");
    let mut next = 0;
    for (k, &i) in ints.iter().enumerate() {
        if k > 0 {
            printer.write_str(", ");
        }
        if i == DYNAMIC {
            if let Some(&v) = values.get(next) {
                printer.print_operand(v);
            }
            next += 1;
        } else {
            printer.write_str(&i.to_string());
        }
    }
    printer.write_str("]");
}

/// The tensor type of a memref's shape and element type (upstream's
/// `getTensorTypeFromMemRefType`; `None` when `ty` is not a memref).
pub fn tensor_type_of_memref(ctx: &mut ir::Context, ty: ir::Type) -> Option<ir::Type> {
    if !ctx.is_memref(ty) {
        return None;
    }
    let element = ctx.element_type_or_self(ty);
    Some(match ctx.shape(ty) {
        Some(shape) => {
            let shape = shape.to_vec();
            ctx.ranked_tensor(&shape, element)
        }
        None => ctx.unranked_tensor(element),
    })
}

/// Whether `ty` is a ranked memref of static shape.
pub fn is_static_memref(ctx: &ir::Context, ty: ir::Type) -> bool {
    ctx.is_memref(ty)
        && ctx
            .shape(ty)
            .is_some_and(|s| s.iter().all(|&d| d != DYNAMIC))
}

/// `type (= (uninitialized | elements-attribute))?` of `memref.global`
/// (`parseGlobalMemrefOpTypeAndInitialValue`).
pub fn parse_global_memref_op_type_and_initial_value(
    parser: &mut CustomParser<'_, '_, '_>,
    type_attr: &mut Option<Attribute>,
    initial_value: &mut Option<Attribute>,
) -> Result<(), ParseError> {
    let ty = parser.parse_type()?;
    let name = parser.name_offset();
    if !is_static_memref(parser.ctx(), ty) {
        let text = type_to_string(parser.ctx(), ty);
        return Err(parser.error_at(
            name,
            format!("type should be static shaped memref, but got {text}"),
        ));
    }
    *type_attr = Some(parser.ctx().type_attr(ty));
    if !parser.parse_optional_punct("=") {
        return Ok(());
    }
    if parser.parse_optional_keyword("uninitialized") {
        *initial_value = Some(parser.ctx().unit_attr());
        return Ok(());
    }
    let tensor = tensor_type_of_memref(parser.ctx(), ty).unwrap_or(ty);
    let value = parser.parse_attribute_of_type(tensor)?;
    if !is_elements_attr(parser.ctx(), value) {
        return Err(parser.error_at(name, "initial value should be a unit or elements attribute"));
    }
    *initial_value = Some(value);
    Ok(())
}

/// Whether `a` is an elements attribute (`dense<...>` of any kind).
pub fn is_elements_attr(ctx: &ir::Context, a: Attribute) -> bool {
    matches!(
        ctx.attr_kind(a),
        AttrKind::DenseElements | AttrKind::DenseStringElements
    )
}

/// Prints what [`parse_global_memref_op_type_and_initial_value`] reads.
pub fn print_global_memref_op_type_and_initial_value(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    type_attr: Option<Attribute>,
    initial_value: Option<Attribute>,
) {
    if let Some(t) = type_attr {
        printer.print_attribute(t);
    }
    let Some(init) = initial_value else { return };
    printer.write_str(" = ");
    if printer.ctx().is_unit_attr(init) {
        printer.write_str("uninitialized");
    } else {
        printer.print_attribute_without_type(init);
    }
}

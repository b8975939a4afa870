//! The custom directives of the tiling ops' formats: index lists of
//! integers and handles with scalable entries (upstream's
//! `parseDynamicIndexList`/`printDynamicIndexList` of
//! `ViewLikeInterface.cpp`) and the packed form `*(%handle)` of such a
//! list (`parsePackedOrDynamicIndexList`/`printPackedOrDynamicIndexList`
//! of `Transform/Utils/Utils.cpp`).

use ir::parser::UnresolvedOperand;
use ir::{Attribute, CustomParser, CustomPrinter, OpId, ParseError, Value};

/// The static entry standing for the next handle (`ShapedType::kDynamic`).
const DYNAMIC: i64 = i64::MIN;

/// Reads `[` (handle | integer | `[` handle or integer `]`) list `]`: the
/// handles into `values`, the static entries into `integers` (a dense
/// `i64` array, [`DYNAMIC`] where a handle stands), and whether each entry
/// is scalable into `scalables` (a dense `i1` array) when asked for.
fn parse_list(
    parser: &mut CustomParser<'_, '_, '_>,
    values: &mut Vec<UnresolvedOperand>,
    integers: &mut Option<Attribute>,
    scalables: Option<&mut Option<Attribute>>,
) -> Result<(), ParseError> {
    let name = parser.name_offset();
    let failed = |parser: &mut CustomParser<'_, '_, '_>| {
        parser.error_at(name, "expected SSA value or integer")
    };
    if !parser.parse_optional_punct("[") {
        return Err(failed(parser));
    }
    let mut ints = Vec::new();
    let mut scalable = Vec::new();
    if !parser.parse_optional_punct("]") {
        loop {
            // Upstream tries the operand first, then `[`.
            let operand = parser.parse_optional_operand()?;
            let is_scalable = parser.parse_optional_punct("[");
            scalable.push(is_scalable);
            if let Some(v) = operand {
                values.push(v);
                ints.push(DYNAMIC);
            } else {
                match parser.parse_integer() {
                    Ok(i) => ints.push(i),
                    Err(_) => return Err(failed(parser)),
                }
            }
            if is_scalable && !parser.parse_optional_punct("]") {
                return Err(failed(parser));
            }
            if parser.parse_optional_punct("]") {
                break;
            }
            if !parser.parse_optional_punct(",") {
                return Err(failed(parser));
            }
        }
    }
    let ctx = parser.ctx();
    let i64t = ctx.i64();
    let wide: Vec<i128> = ints.iter().map(|&i| i128::from(i)).collect();
    *integers = Some(ctx.dense_i_array_attr(i64t, &wide));
    if let Some(scalables) = scalables {
        let i1 = ctx.i1();
        let bits: Vec<i128> = scalable.iter().map(|&s| i128::from(s)).collect();
        *scalables = Some(ctx.dense_i_array_attr(i1, &bits));
    }
    Ok(())
}

/// Prints a list read by [`parse_list`] (upstream's
/// `printDynamicIndexList`): handles by name, scalable entries in
/// brackets.
fn print_list(
    printer: &mut CustomPrinter<'_, '_>,
    values: &[Value],
    integers: Option<Attribute>,
    scalables: Option<Attribute>,
) {
    let ctx = printer.ctx();
    let ints = integers
        .and_then(|a| ctx.dense_array_as_i64(a))
        .map(<[i64]>::to_vec)
        .unwrap_or_default();
    let scalable: Vec<bool> = scalables
        .and_then(|a| ctx.dense_array_as_i64(a))
        .map(|s| s.iter().map(|&b| b != 0).collect())
        .unwrap_or_default();
    printer.write_str("[");
    let mut next = 0;
    for (k, &i) in ints.iter().enumerate() {
        if k > 0 {
            printer.write_str(", ");
        }
        let is_scalable = scalable.get(k).copied().unwrap_or(false);
        if is_scalable {
            printer.write_str("[");
        }
        if i == DYNAMIC {
            if let Some(&v) = values.get(next) {
                printer.print_operand(v);
            }
            next += 1;
        } else {
            printer.write_str(&i.to_string());
        }
        if is_scalable {
            printer.write_str("]");
        }
    }
    printer.write_str("]");
}

/// `custom<DynamicIndexList>($values, $integers, $scalables)`.
pub fn parse_dynamic_index_list(
    parser: &mut CustomParser<'_, '_, '_>,
    values: &mut Vec<UnresolvedOperand>,
    integers: &mut Option<Attribute>,
    scalables: &mut Option<Attribute>,
) -> Result<(), ParseError> {
    parse_list(parser, values, integers, Some(scalables))
}

/// Prints `custom<DynamicIndexList>($values, $integers, $scalables)`.
pub fn print_dynamic_index_list(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    values: &[Value],
    integers: Option<Attribute>,
    scalables: Option<Attribute>,
) {
    print_list(printer, values, integers, scalables);
}

/// `custom<PackedOrDynamicIndexList>($packed, $values, $integers)`: either
/// `*(%packed)` (the integers then an empty list) or an index list.
pub fn parse_packed_or_dynamic_index_list(
    parser: &mut CustomParser<'_, '_, '_>,
    packed: &mut Vec<UnresolvedOperand>,
    values: &mut Vec<UnresolvedOperand>,
    integers: &mut Option<Attribute>,
) -> Result<(), ParseError> {
    if parser.parse_optional_punct("*") {
        parser.parse_punct("(")?;
        packed.push(parser.parse_operand()?);
        parser.parse_punct(")")?;
        let ctx = parser.ctx();
        let i64t = ctx.i64();
        *integers = Some(ctx.dense_i_array_attr(i64t, &[]));
        return Ok(());
    }
    parse_list(parser, values, integers, None)
}

/// Prints `custom<PackedOrDynamicIndexList>($packed, $values, $integers)`.
pub fn print_packed_or_dynamic_index_list(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    packed: &[Value],
    values: &[Value],
    integers: Option<Attribute>,
) {
    if let Some(&p) = packed.first() {
        printer.write_str("*(");
        printer.print_operand(p);
        printer.write_str(")");
        return;
    }
    print_list(printer, values, integers, None);
}

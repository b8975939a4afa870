//! `cf.switch` (upstream `ControlFlowOps.cpp`): its builders, the custom
//! syntax of its cases, its verifier and its branch interface. Its
//! canonicalization patterns are in [`crate::canonicalize`].

use crate::{SwitchOp, SwitchOpHooks};
use ir::interfaces::SuccessorOperands;
use ir::parser::UnresolvedOperand;
use ir::printer::type_to_string;
use ir::{
    Attribute, Block, BlockId, Context, CustomParser, CustomPrinter, Diagnostic, OpBuilder,
    OperationState, ParseError, Type, Value,
};

/// The width of an integer (or index) type, as `getIntOrFloatBitWidth`
/// (64 for `index`).
fn int_width(ctx: &Context, ty: Type) -> u32 {
    ctx.type_as_integer(ty).map_or(64, |(w, _)| w)
}

/// `v` truncated to `width` bits and read as unsigned (an `APInt`'s
/// `getLimitedValue`).
pub(crate) fn unsigned_bits(v: i128, width: u32) -> u128 {
    if width >= 128 {
        v as u128
    } else {
        (v as u128) & ((1u128 << width) - 1)
    }
}

/// The case values of `op` as `APInt`s: each value's bits at the width of
/// the flag.
pub(crate) fn case_values_bits(ctx: &Context, op: SwitchOp) -> Vec<u128> {
    let width = int_width(ctx, ctx.value_type(op.flag(ctx)));
    op.case_values(ctx)
        .and_then(|a| ctx.dense_int_values(a))
        .unwrap_or_default()
        .into_iter()
        .map(|v| unsigned_bits(v, width))
        .collect()
}

/// `dense<[values]> : vector<Nxflag_type>`, or nothing for no values
/// (upstream's builders and parser leave the attribute unset then).
fn case_values_attr(ctx: &mut Context, flag_type: Type, values: &[i128]) -> Option<Attribute> {
    if values.is_empty() {
        return None;
    }
    let ty = ctx.vector_type(&[values.len() as i64], flag_type);
    Some(ctx.dense_int_attr(ty, values))
}

/// Fills `state` as ODS's default builder would, from the case values as
/// an attribute (upstream's `DenseIntElementsAttr` builder).
#[allow(clippy::too_many_arguments)]
fn fill_state(
    builder: &mut OpBuilder<'_>,
    state: &mut OperationState,
    flag: Value,
    default_destination: Block,
    default_operands: &[Value],
    case_values: Option<Attribute>,
    case_destinations: &[Block],
    case_operands: &[&[Value]],
) {
    state.add_operands(&[flag]);
    state.add_operands(default_operands);
    let mut sizes = Vec::with_capacity(case_operands.len());
    for ops in case_operands {
        state.add_operands(ops);
        sizes.push(ops.len());
    }
    let total: usize = sizes.iter().sum();
    let segments = ir::asm_support::segment_sizes(builder, &[1, default_operands.len(), total]);
    state.add_attribute("operandSegmentSizes", segments);
    let groups = ir::asm_support::segment_sizes(builder, &sizes);
    state.add_attribute("case_operand_segments", groups);
    if let Some(values) = case_values {
        state.add_attribute("case_values", values);
    }
    state.add_successors(&[default_destination]);
    state.add_successors(case_destinations);
}

impl SwitchOpHooks for SwitchOp {
    fn build_from_value_block_values_i128s_blocks_values(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        flag: Value,
        default_destination: Block,
        default_operands: &[Value],
        case_values: &[i128],
        case_destinations: &[Block],
        case_operands: &[&[Value]],
    ) {
        let flag_type = builder.value_type(flag);
        let values = case_values_attr(builder, flag_type, case_values);
        fill_state(
            builder,
            state,
            flag,
            default_destination,
            default_operands,
            values,
            case_destinations,
            case_operands,
        );
    }

    fn build_from_value_block_values_i32s_blocks_values(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        flag: Value,
        default_destination: Block,
        default_operands: &[Value],
        case_values: &[i32],
        case_destinations: &[Block],
        case_operands: &[&[Value]],
    ) {
        let wide: Vec<i128> = case_values.iter().map(|&v| i128::from(v)).collect();
        <Self as SwitchOpHooks>::build_from_value_block_values_i128s_blocks_values(
            builder,
            state,
            flag,
            default_destination,
            default_operands,
            &wide,
            case_destinations,
            case_operands,
        );
    }

    fn build_from_value_block_values_attribute_blocks_values(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        flag: Value,
        default_destination: Block,
        default_operands: &[Value],
        case_values: Option<Attribute>,
        case_destinations: &[Block],
        case_operands: &[&[Value]],
    ) {
        fill_state(
            builder,
            state,
            flag,
            default_destination,
            default_operands,
            case_values,
            case_destinations,
            case_operands,
        );
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let case_values = self.case_values(ctx);
        let case_destinations = self.case_destinations(ctx);
        if case_values.is_none() && case_destinations.is_empty() {
            return Ok(());
        }
        let flag_type = ctx.value_type(self.flag(ctx));
        // Upstream reads the values' type unguarded: destinations without
        // values are not a state its verifier reaches soundly; say so.
        let Some(values) = case_values else {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format_args!(
                    "number of case values (0) should match number of case destinations ({})",
                    case_destinations.len()
                ),
            ));
        };
        let value_type = ctx.element_type_or_self(ctx.attr_type(values));
        if value_type != flag_type {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format_args!(
                    "'flag' type ({}) should match case value type ({})",
                    type_to_string(ctx, flag_type),
                    type_to_string(ctx, value_type)
                ),
            ));
        }
        let n = ctx.dense_int_values(values).map_or(0, |v| v.len());
        if n != case_destinations.len() {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format_args!(
                    "number of case values ({n}) should match number of case destinations ({})",
                    case_destinations.len()
                ),
            ));
        }
        Ok(())
    }

    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn ir::RewritePattern>> {
        crate::canonicalize::switch_patterns()
    }

    fn get_successor_operands(op: Self, ctx: &Context, index: usize) -> SuccessorOperands {
        if index == 0 {
            let (start, len) = op.default_operands_range(ctx);
            return SuccessorOperands::new(start..start + len)
                .with_segment(1, "operandSegmentSizes");
        }
        SuccessorOperands::new(op.get_case_operands_mutable_at(ctx, index - 1))
            .with_segment(2, "operandSegmentSizes")
            .with_segment(index - 1, "case_operand_segments")
    }

    fn get_successor_for_operands(
        op: Self,
        ctx: &Context,
        operands: &[Option<Attribute>],
    ) -> Option<Block> {
        if op.case_values(ctx).is_none() {
            return Some(op.default_destination(ctx));
        }
        let flag = operands.first().copied().flatten()?;
        if ctx.attr_kind(flag) != ir::AttrKind::Integer {
            return None;
        }
        let width = int_width(ctx, ctx.value_type(op.flag(ctx)));
        let value = unsigned_bits(ctx.attr_as_int(flag)? as i128, width);
        let dests = op.case_destinations(ctx);
        Some(
            case_values_bits(ctx, op)
                .iter()
                .position(|&v| v == value)
                .and_then(|i| dests.get(i).copied())
                .unwrap_or_else(|| op.default_destination(ctx)),
        )
    }
}

impl SwitchOp {
    /// The start and length of the default destination's operands in the
    /// operand list.
    fn default_operands_range(self, ctx: &Context) -> (usize, usize) {
        let sizes =
            ir::asm_support::read_segment_sizes(ctx, self.operation(), "operandSegmentSizes");
        (1, sizes.get(1).copied().unwrap_or(0))
    }
}

/// `(%a, %b : i32, i32)` after a successor, if next.
fn parse_successor_operands(
    parser: &mut CustomParser<'_, '_, '_>,
    operands: &mut Vec<UnresolvedOperand>,
    types: &mut Vec<Type>,
) -> Result<(), ParseError> {
    if parser.parse_optional_punct("(") {
        if let Some(u) = parser.parse_optional_operand()? {
            operands.push(u);
            while parser.parse_optional_punct(",") {
                operands.push(parser.parse_operand()?);
            }
        }
        parser.parse_punct(":")?;
        types.extend(parser.parse_type_list()?);
        parser.parse_punct(")")?;
    }
    Ok(())
}

/// The cases of `cf.switch` (upstream's `parseSwitchOpCases`):
/// `default: ^bb(operands : types)` then `, value: ^bb(...)` per case.
#[allow(clippy::too_many_arguments)]
pub(crate) fn parse_switch_op_cases(
    parser: &mut CustomParser<'_, '_, '_>,
    flag_type: &[Type],
    default_destination: &mut Vec<BlockId>,
    default_operands: &mut Vec<UnresolvedOperand>,
    default_operand_types: &mut Vec<Type>,
    case_values: &mut Option<Attribute>,
    case_destinations: &mut Vec<BlockId>,
    case_operands: &mut Vec<Vec<UnresolvedOperand>>,
    case_operand_types: &mut Vec<Vec<Type>>,
) -> Result<(), ParseError> {
    parser.parse_keyword("default")?;
    parser.parse_punct(":")?;
    default_destination.push(parser.parse_successor()?);
    parse_successor_operands(parser, default_operands, default_operand_types)?;
    let Some(&flag_type) = flag_type.first() else {
        return Err(parser.error("expected the flag's type"));
    };
    let width = int_width(parser.ctx(), flag_type);
    let mut values = Vec::new();
    while parser.parse_optional_punct(",") {
        let value = parser.parse_integer()?;
        // An `APInt` of the flag's width from an `int64_t`.
        values.push(unsigned_bits(i128::from(value), width) as i128);
        parser.parse_punct(":")?;
        case_destinations.push(parser.parse_successor()?);
        let (mut operands, mut types) = (Vec::new(), Vec::new());
        parse_successor_operands(parser, &mut operands, &mut types)?;
        case_operands.push(operands);
        case_operand_types.push(types);
    }
    *case_values = case_values_attr(parser.ctx(), flag_type, &values);
    Ok(())
}

/// Prints the cases of `cf.switch` (upstream's `printSwitchOpCases`): one
/// per line, the values as unsigned numbers.
#[allow(clippy::too_many_arguments)]
pub(crate) fn print_switch_op_cases(
    printer: &mut CustomPrinter<'_, '_>,
    op: ir::Operation,
    flag_type: &[Type],
    default_destination: &[BlockId],
    default_operands: &[Value],
    _default_operand_types: &[Type],
    case_values: Option<Attribute>,
    case_destinations: &[BlockId],
    case_operands: &[&[Value]],
    _case_operand_types: &[Vec<Type>],
) {
    let _ = op;
    printer.write_str("  default: ");
    if let Some(&dest) = default_destination.first() {
        printer.print_successor_and_use_list(dest, default_operands);
    }
    let Some(values) = case_values else {
        return;
    };
    let ctx = printer.ctx();
    let width = flag_type.first().map_or(64, |&t| int_width(ctx, t));
    let values = ctx.dense_int_values(values).unwrap_or_default();
    for (i, v) in values.into_iter().enumerate() {
        printer.write_str(",");
        printer.print_newline();
        printer.write_str("  ");
        printer.write_str(&unsigned_bits(v, width).to_string());
        printer.write_str(": ");
        if let Some(&dest) = case_destinations.get(i) {
            printer
                .print_successor_and_use_list(dest, case_operands.get(i).copied().unwrap_or(&[]));
        }
    }
    printer.print_newline();
}

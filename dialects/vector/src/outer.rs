//! `vector.outerproduct`: its custom form and verifier (`VectorOps.cpp`'s
//! `OuterProductOp`).

use crate::*;
use ir::parser::UnresolvedOperand;
use ir::{Context, CustomParser, CustomPrinter, Diagnostic, OperationState, ParseError, TypeData};

/// A comma-separated list of operands, possibly empty
/// (`parseOperandList` without delimiters).
pub(crate) fn parse_operand_list(
    parser: &mut CustomParser<'_, '_, '_>,
) -> Result<Vec<UnresolvedOperand>, ParseError> {
    let mut out = Vec::new();
    if let Some(first) = parser.parse_optional_operand()? {
        out.push(first);
        while parser.parse_optional_punct(",") {
            out.push(parser.parse_operand()?);
        }
    }
    Ok(out)
}

/// Parses `%lhs, %rhs (, %acc)? attr-dict : lhs-type, rhs-type`.
pub(crate) fn parse(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<(), ParseError> {
    let operands = parse_operand_list(parser)?;
    let attrs = parser.parse_optional_attr_dict()?;
    state.attributes.extend(attrs);
    let lhs = parser.parse_colon_type()?;
    parser.parse_punct(",")?;
    let rhs = parser.parse_type()?;
    let name_at = parser.name_offset();
    if operands.len() < 2 {
        return Err(parser.error_at(name_at, "expected at least 2 operands"));
    }
    let ctx = parser.ctx();
    let TypeData::Vector {
        shape: lhs_shape,
        scalable: lhs_scalable,
        element,
    } = ctx.type_data(lhs).clone()
    else {
        return Err(parser.error_at(name_at, "expected vector type for operand #1"));
    };
    let first = |s: &[i64]| s.first().copied().unwrap_or(0);
    let first_flag = |s: &[bool]| s.first().copied().unwrap_or(false);
    let (shape, scalable) = match ctx.type_data(rhs) {
        TypeData::Vector {
            shape, scalable, ..
        } => (
            vec![first(&lhs_shape), first(shape)],
            vec![first_flag(&lhs_scalable), first_flag(scalable)],
        ),
        _ => (vec![first(&lhs_shape)], vec![first_flag(&lhs_scalable)]),
    };
    let result = ctx.get_type(TypeData::Vector {
        shape,
        scalable,
        element,
    });
    if state.find_attribute(ctx, "kind").is_none() {
        let add = CombiningKindAttr::get_in(ctx, CombiningKind::ADD);
        state.add_attribute("kind", add);
    }
    for (u, t) in operands.iter().zip([lhs, rhs, result]) {
        let v = parser.resolve_operand(u, t)?;
        state.operands.push(v);
    }
    state.result_types.push(result);
    Ok(())
}

/// Prints a `vector.outerproduct` (the attributes only with an
/// accumulator, as upstream).
pub(crate) fn print(op: OuterProductOp, p: &mut CustomPrinter<'_, '_>) {
    let ctx = p.ctx();
    let lhs = op.lhs(ctx);
    let rhs = op.rhs(ctx);
    p.write_str(" ");
    p.print_operand(lhs);
    p.write_str(", ");
    p.print_operand(rhs);
    if let Some(acc) = op.acc(ctx) {
        p.write_str(", ");
        p.print_operand(acc);
        p.print_optional_attr_dict(op.operation(), &[]);
    }
    p.write_str(" : ");
    p.print_type(ctx.value_type(lhs));
    p.write_str(", ");
    p.print_type(ctx.value_type(rhs));
}

fn err(ctx: &Context, op: OuterProductOp, m: &str) -> Result<(), Diagnostic> {
    Err(Diagnostic::op_error(ctx, op.operation(), m))
}

/// The checks of `vector.outerproduct`: an outer product of two 1-D
/// vectors, or an AXPY of a vector and a scalar.
pub(crate) fn verify(ctx: &Context, op: OuterProductOp) -> Result<(), Diagnostic> {
    let lhs = ctx.value_type(op.lhs(ctx));
    let rhs = ctx.value_type(op.rhs(ctx));
    let res = ctx.value_type(op.result(ctx));
    let shape = |t| ctx.shape(t).map(<[i64]>::to_vec).unwrap_or_default();
    let scalable = |t| {
        ctx.vector_scalable_dims(t)
            .is_some_and(|s| s.iter().any(|b| *b))
    };
    let (l, r, o) = (shape(lhs), shape(rhs), shape(res));
    if l.len() != 1 {
        return err(ctx, op, "expected 1-d vector for operand #1");
    }
    if ctx.is_vector(rhs) {
        if r.len() != 1 {
            return err(ctx, op, "expected 1-d vector for operand #2");
        }
        if o.len() != 2 {
            return err(ctx, op, "expected 2-d vector result");
        }
        if l[0] != o[0] {
            return err(ctx, op, "expected #1 operand dim to match result dim #1");
        }
        if r[0] != o[1] {
            return err(ctx, op, "expected #2 operand dim to match result dim #2");
        }
        if scalable(lhs) && !scalable(rhs) {
            return err(
                ctx,
                op,
                "expected either both or only #2 operand dim to be scalable",
            );
        }
    } else {
        if o.len() != 1 {
            return err(ctx, op, "expected 1-d vector result");
        }
        if l[0] != o[0] {
            return err(ctx, op, "expected #1 operand dim to match result dim #1");
        }
    }
    if op.acc(ctx).is_some_and(|a| ctx.value_type(a) != res) {
        return err(ctx, op, "expected operand #3 of same type as result type");
    }
    if !crate::verify::supported_kind(ctx, op.kind(ctx), ctx.element_type_or_self(res)) {
        return err(ctx, op, "unsupported outerproduct type");
    }
    Ok(())
}

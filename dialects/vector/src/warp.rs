//! `vector.warp_execute_on_lane_0`: its custom form and verifier
//! (`VectorOps.cpp`'s `WarpExecuteOnLane0Op`).

use crate::*;
use ir::{Context, CustomParser, CustomPrinter, Diagnostic, OperationState, ParseError, Type};

/// Parses `(%laneid)[warp_size] (args(%a, ... : types))? (-> (types))?
/// region attr-dict`.
pub(crate) fn parse(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<(), ParseError> {
    parser.parse_punct("(")?;
    let lane = parser.parse_operand()?;
    parser.parse_punct(")")?;
    parser.parse_punct("[")?;
    let size = parser.parse_integer()?;
    parser.parse_punct("]")?;
    let ctx = parser.ctx();
    let i64t = ctx.integer_type(64);
    let a = ctx.integer_attr(i64t, i128::from(size));
    state.add_attribute("warp_size", a);
    let index = parser.ctx().index_type();
    let v = parser.resolve_operand(&lane, index)?;
    state.operands.push(v);
    if parser.parse_optional_keyword("args") {
        parser.parse_punct("(")?;
        let at = parser.offset();
        let args = crate::outer::parse_operand_list(parser)?;
        parser.parse_punct(":")?;
        let types = parser.parse_type_list()?;
        parser.parse_punct(")")?;
        if args.len() != types.len() {
            return Err(parser.error_at(
                at,
                format!(
                    "{} operands present, but expected {}",
                    args.len(),
                    types.len()
                ),
            ));
        }
        for (u, t) in args.iter().zip(types) {
            let v = parser.resolve_operand(u, t)?;
            state.operands.push(v);
        }
    }
    let results = parser.parse_optional_arrow_type_list()?;
    state.result_types.extend(results);
    let region = parser.parse_region(&[], false)?;
    WarpExecuteOnLane0Op::ensure_terminator(parser.ctx(), region, state.location);
    state.regions.push(region);
    let attrs = parser.parse_optional_attr_dict()?;
    state.attributes.extend(attrs);
    Ok(())
}

/// Prints a `vector.warp_execute_on_lane_0`.
pub(crate) fn print(op: WarpExecuteOnLane0Op, p: &mut CustomPrinter<'_, '_>) {
    let ctx = p.ctx();
    p.write_str("(");
    p.print_operand(op.laneid(ctx));
    p.write_str(&format!(")[{}]", op.warp_size(ctx)));
    let args = op.args(ctx);
    if !args.is_empty() {
        p.write_str(" args(");
        p.print_operands(&args);
        p.write_str(" : ");
        p.print_types(&ctx.value_types(&args));
        p.write_str(")");
    }
    let results = ctx.results(op.operation());
    if !results.is_empty() {
        p.write_str(" -> (");
        p.print_types(&ctx.value_types(&results));
        p.write_str(")");
    }
    p.write_str(" ");
    p.print_region(op.warp_region(ctx), true, !results.is_empty());
    p.print_optional_attr_dict(op.operation(), &["warp_size"]);
}

/// `verifyDistributedType`: `distributed` is `expanded` split over the
/// warp's lanes, or the reason it is not.
pub(crate) fn distributed_type_error(
    ctx: &Context,
    expanded: Type,
    distributed: Type,
    warp_size: i64,
) -> Option<String> {
    if expanded == distributed {
        return None;
    }
    let (Some(e), Some(d)) = (ctx.shape(expanded), ctx.shape(distributed)) else {
        return Some("expected vector type for distributed operands.".into());
    };
    if !(ctx.is_vector(expanded) && ctx.is_vector(distributed)) {
        return Some("expected vector type for distributed operands.".into());
    }
    if e.len() != d.len()
        || ctx.element_type_or_self(expanded) != ctx.element_type_or_self(distributed)
    {
        return Some("expected distributed vectors to have same rank and element type.".into());
    }
    let mut product: i64 = 1;
    for (i, (ed, dd)) in e.iter().zip(d).enumerate() {
        if ed == dd {
            continue;
        }
        if *dd == 0 || ed % dd != 0 {
            return Some(format!(
                "expected expanded vector dimension #{i} ({ed}) to be a multipler of the distributed vector dimension ({dd})"
            ));
        }
        product = product.wrapping_mul(ed / dd);
    }
    if product != warp_size {
        return Some(format!(
            "incompatible distribution dimensions from '{}' to '{}' with warp size = {warp_size}",
            ir::printer::type_to_string(ctx, expanded),
            ir::printer::type_to_string(ctx, distributed)
        ));
    }
    None
}

/// The checks of `vector.warp_execute_on_lane_0`.
pub(crate) fn verify(ctx: &Context, op: WarpExecuteOnLane0Op) -> Result<(), Diagnostic> {
    let err = |m: &str| Err(Diagnostic::op_error(ctx, op.operation(), m));
    let args = op.args(ctx);
    let Some(&block) = ctx.region_blocks(op.warp_region(ctx)).first() else {
        return Ok(());
    };
    let block_args = ctx.block_args(block);
    if args.len() != block_args.len() {
        return err("expected same number op arguments and block arguments.");
    }
    let Some(yield_op) = ctx.block_last_op(block) else {
        return Ok(());
    };
    let results = ctx.results(op.operation());
    if ctx.num_operands(yield_op) != results.len() {
        return err("expected same number of yield operands and return values.");
    }
    let warp = op.warp_size(ctx);
    let yielded = ctx.operands(yield_op);
    let pairs = block_args
        .iter()
        .zip(&args)
        .chain(yielded.iter().zip(&results));
    for (expanded, distributed) in pairs {
        if let Some(m) = distributed_type_error(
            ctx,
            ctx.value_type(*expanded),
            ctx.value_type(*distributed),
            warp,
        ) {
            return err(&m);
        }
    }
    Ok(())
}

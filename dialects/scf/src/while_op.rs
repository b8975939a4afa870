//! `scf.while` (upstream `SCF.cpp`): its builder, custom form
//! (`(%arg = %init) : (types) -> types {...} do {...}`), verifier, and
//! its loop-like and region-branch interfaces.

use crate::syntax::{custom_op_error, parse_assignment_list, print_initialization_list};
use crate::{ConditionOp, WhileOp, WhileOpHooks, YieldOp};
use ir::interfaces::{RegionBranchPoint, RegionSuccessor};
use ir::{
    Context, CustomParser, CustomPrinter, Diagnostic, Location, OpBuilder, Operation,
    OperationState, ParseError, Region, RewritePattern, Type, Value,
};

/// The last op of `region`'s first block when it is a `T` (named `name`),
/// else upstream's `verifyAndGetTerminator` error `message`, with a note
/// at the terminator found.
pub(crate) fn verify_terminator(
    ctx: &Context,
    op: Operation,
    region: Region,
    name: &str,
    message: &str,
) -> Result<Operation, Diagnostic> {
    let last = ctx.region_entry(region).and_then(|b| ctx.block_last_op(b));
    if let Some(t) = last {
        if ctx.op_name_of(t) == name {
            return Ok(t);
        }
    }
    let diag = Diagnostic::op_error(ctx, op, message);
    Err(match last {
        Some(t) => diag.with_note(ctx.op_loc(t), "terminator here"),
        None => diag,
    })
}

impl WhileOp {
    /// The `scf.condition` ending the `before` region, if it ends with one.
    pub fn get_condition_op(self, ctx: &Context) -> Option<ConditionOp> {
        ConditionOp::cast(ctx, ctx.block_last_op(self.get_before_body(ctx)?)?)
    }

    /// The `scf.yield` ending the `after` region, if it ends with one.
    pub fn get_yield_op(self, ctx: &Context) -> Option<YieldOp> {
        YieldOp::cast(ctx, ctx.block_last_op(self.get_after_body(ctx)?)?)
    }

    /// The `before` block's arguments.
    pub fn get_before_arguments(self, ctx: &Context) -> Vec<Value> {
        self.get_before_body(ctx)
            .map(|b| ctx.block_args(b))
            .unwrap_or_default()
    }

    /// The `after` block's arguments.
    pub fn get_after_arguments(self, ctx: &Context) -> Vec<Value> {
        self.get_after_body(ctx)
            .map(|b| ctx.block_args(b))
            .unwrap_or_default()
    }
}

impl WhileOpHooks for WhileOp {
    fn build_from_result_types_operands_before_builder_after_builder(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        result_types: &[Type],
        operands: &[Value],
        before_builder: Option<&mut dyn FnMut(&mut OpBuilder<'_>, Location, &[Value])>,
        after_builder: Option<&mut dyn FnMut(&mut OpBuilder<'_>, Location, &[Value])>,
    ) {
        let saved = builder.insertion_point();
        state.add_operands(operands);
        state.add_result_types(result_types);
        let loc = state.location;
        let before_args: Vec<(Type, Location)> = operands
            .iter()
            .map(|&v| (builder.value_type(v), builder.value_loc(v)))
            .collect();
        let before = state.add_region(builder);
        let before_block = builder.create_block(before, &before_args);
        if let Some(f) = before_builder {
            builder.set_insertion_point_to_start(before_block);
            let args = builder.block_args(before_block);
            f(builder, loc, &args);
        }
        let after_args: Vec<(Type, Location)> = result_types.iter().map(|&t| (t, loc)).collect();
        let after = state.add_region(builder);
        let after_block = builder.create_block(after, &after_args);
        if let Some(f) = after_builder {
            builder.set_insertion_point_to_start(after_block);
            let args = builder.block_args(after_block);
            f(builder, loc, &args);
        }
        builder.set_insertion_point(saved);
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        verify_terminator(
            ctx,
            op,
            self.before(ctx),
            ConditionOp::OPERATION_NAME,
            "expects the 'before' region to terminate with 'scf.condition'",
        )?;
        verify_terminator(
            ctx,
            op,
            self.after(ctx),
            YieldOp::OPERATION_NAME,
            "expects the 'after' region to terminate with 'scf.yield'",
        )?;
        Ok(())
    }

    fn canonicalization_patterns(ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::canonicalize::while_patterns(ctx)
    }

    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        let (args, operands) = if parser.peek_byte() == Some(b'(') {
            parse_assignment_list(parser)?
        } else {
            (Vec::new(), Vec::new())
        };
        let type_at = parser.offset();
        parser.parse_punct(":")?;
        let fn_at = parser.offset();
        let fn_type = parser.parse_type()?;
        let ctx = parser.ctx();
        let (Some(inputs), Some(results)) =
            (ctx.function_inputs(fn_type), ctx.function_results(fn_type))
        else {
            return Err(parser.error_at(fn_at, "invalid kind of type specified"));
        };
        let (inputs, results) = (inputs.to_vec(), results.to_vec());
        state.add_result_types(&results);
        if inputs.len() != operands.len() {
            return Err(custom_op_error(
                parser,
                type_at,
                WhileOp::OPERATION_NAME,
                format!(
                    "expected as many input types as operands (expected {} got {})",
                    operands.len(),
                    inputs.len()
                ),
            ));
        }
        for (u, &t) in operands.iter().zip(&inputs) {
            let v = parser.resolve_operand(u, t)?;
            state.operands.push(v);
        }
        let region_args: Vec<_> = args
            .iter()
            .zip(&inputs)
            .map(|(a, &t)| a.with_type(parser, t))
            .collect();
        let before = parser.parse_region(&region_args, false)?;
        state.regions.push(before);
        parser.parse_keyword("do")?;
        let after = parser.parse_region(&[], false)?;
        state.regions.push(after);
        state
            .attributes
            .extend(parser.parse_optional_attr_dict_with_keyword()?);
        Ok(())
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let ctx = printer.ctx();
        let op = self.operation();
        let inits = self.inits(ctx);
        print_initialization_list(printer, &self.get_before_arguments(ctx), &inits, " ");
        printer.write_str(" : ");
        printer.print_functional_type(op);
        printer.write_str(" ");
        printer.print_region(self.before(ctx), false, true);
        printer.write_str(" do ");
        printer.print_region(self.after(ctx), true, true);
        printer.print_optional_attr_dict_with_keyword(op, &[]);
    }

    fn get_entry_successor_operands(
        op: Self,
        ctx: &Context,
        _point: RegionBranchPoint,
    ) -> Vec<Value> {
        op.inits(ctx)
    }

    fn get_successor_regions(
        op: Self,
        ctx: &Context,
        point: RegionBranchPoint,
        regions: &mut Vec<RegionSuccessor>,
    ) {
        let before = RegionSuccessor::region(op.before(ctx), op.get_before_arguments(ctx));
        match point {
            RegionBranchPoint::Parent => regions.push(before),
            RegionBranchPoint::Region(r) if r == op.after(ctx) => regions.push(before),
            RegionBranchPoint::Region(_) => {
                regions.push(RegionSuccessor::parent(ctx.results(op.operation())));
                regions.push(RegionSuccessor::region(
                    op.after(ctx),
                    op.get_after_arguments(ctx),
                ));
            }
        }
    }

    fn get_loop_regions(op: Self, ctx: &Context) -> Vec<Region> {
        vec![op.before(ctx), op.after(ctx)]
    }

    fn get_region_iter_args(op: Self, ctx: &Context) -> Vec<Value> {
        op.get_before_arguments(ctx)
    }

    fn get_yielded_values_mutable(
        op: Self,
        ctx: &Context,
    ) -> Option<(Operation, std::ops::Range<usize>)> {
        let y = op.get_yield_op(ctx)?;
        Some((y.operation(), 0..ctx.num_operands(y.operation())))
    }
}

//! `scf.parallel`, `scf.reduce` and `scf.reduce.return` (upstream
//! `SCF.cpp`): builders, custom form, verifiers, loop-like and
//! region-branch interfaces.

use crate::syntax::{custom_op_error, parse_argument_list, parse_paren_operand_list};
use crate::while_op::verify_terminator;
use crate::{
    ParallelOp, ParallelOpHooks, ReduceOp, ReduceOpHooks, ReduceReturnOp, ReduceReturnOpHooks,
};
use ir::interfaces::{FoldResult, RegionBranchPoint, RegionSuccessor};
use ir::printer::type_to_string;
use ir::{
    Context, CustomParser, CustomPrinter, Diagnostic, Location, OpBuilder, OperationState,
    ParseError, Region, RewritePattern, Type, Value,
};

/// Builds the body block with `n` index arguments, calling `body` in it;
/// with `ensure_reduce`, an `scf.reduce` ends the block if `body` left no
/// terminator (upstream's `ensureTerminator`).
fn build_loop_body(
    builder: &mut OpBuilder<'_>,
    state: &mut OperationState,
    n: usize,
    ensure_reduce: bool,
    body: impl FnOnce(&mut OpBuilder<'_>, Location, &[Value]),
) {
    let saved = builder.insertion_point();
    let loc = state.location;
    let index = builder.index_type();
    let region = state.add_region(builder);
    let block = builder.create_block(region, &vec![(index, loc); n]);
    builder.set_insertion_point_to_start(block);
    let ivs = builder.block_args(block);
    body(builder, loc, &ivs);
    let ends = builder
        .block_last_op(block)
        .is_some_and(|o| builder.op_has_trait(o, &ir::OpTrait::IsTerminator));
    if ensure_reduce && !ends {
        builder.set_insertion_point_to_end(block);
        ReduceOp::build_default(builder, loc);
    }
    builder.set_insertion_point(saved);
}

impl ParallelOpHooks for ParallelOp {
    fn build_from_lower_bounds_upper_bounds_steps_init_vals_body_builder_fn(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        lower_bounds: &[Value],
        upper_bounds: &[Value],
        steps: &[Value],
        init_vals: &[Value],
        body_builder_fn: Option<&mut dyn FnMut(&mut OpBuilder<'_>, Location, &[Value], &[Value])>,
    ) {
        state.add_operands(lower_bounds);
        state.add_operands(upper_bounds);
        state.add_operands(steps);
        state.add_operands(init_vals);
        let sizes = [
            lower_bounds.len(),
            upper_bounds.len(),
            steps.len(),
            init_vals.len(),
        ];
        let segments = ir::asm_support::segment_sizes(builder, &sizes);
        state.add_attribute("operandSegmentSizes", segments);
        let types = builder.value_types(init_vals);
        state.add_result_types(&types);
        // Without reductions the terminator is implicit (added after what
        // the body builder built).
        build_loop_body(
            builder,
            state,
            steps.len(),
            init_vals.is_empty(),
            |b, loc, ivs| {
                if let Some(f) = body_builder_fn {
                    f(b, loc, ivs, init_vals);
                }
            },
        );
    }

    fn build_from_lower_bounds_upper_bounds_steps_body_builder_fn(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        lower_bounds: &[Value],
        upper_bounds: &[Value],
        steps: &[Value],
        body_builder_fn: Option<&mut dyn FnMut(&mut OpBuilder<'_>, Location, &[Value])>,
    ) {
        match body_builder_fn {
            Some(f) => {
                let mut wrapped = |b: &mut OpBuilder<'_>, loc: Location, ivs: &[Value], _: &[Value]| {
                    f(b, loc, ivs);
                };
                <Self as ParallelOpHooks>::build_from_lower_bounds_upper_bounds_steps_init_vals_body_builder_fn(
                    builder,
                    state,
                    lower_bounds,
                    upper_bounds,
                    steps,
                    &[],
                    Some(&mut wrapped),
                );
            }
            None => <Self as ParallelOpHooks>::build_from_lower_bounds_upper_bounds_steps_init_vals_body_builder_fn(
                builder,
                state,
                lower_bounds,
                upper_bounds,
                steps,
                &[],
                None,
            ),
        }
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let err = |m: String| Err(Diagnostic::op_error(ctx, op, m));
        let steps = self.step(ctx);
        if steps.is_empty() {
            return err(
                "needs at least one tuple element for lowerBound, upperBound and step".into(),
            );
        }
        for &s in &steps {
            if crate::for_op::constant_int(ctx, s).is_some_and(|c| c <= 0) {
                return err("constant step operand must be positive".into());
            }
        }
        let args = self.get_induction_vars(ctx);
        if args.len() != steps.len() {
            return err(format!(
                "expects the same number of induction variables: {} as bound and step values: {}",
                args.len(),
                steps.len()
            ));
        }
        if args.iter().any(|&a| !ctx.is_index(ctx.value_type(a))) {
            return err("expects arguments for the induction variable to be of index type".into());
        }
        let reduce = verify_terminator(
            ctx,
            op,
            self.region(ctx),
            ReduceOp::OPERATION_NAME,
            "expects body to terminate with 'scf.reduce'",
        )?;
        let reduce = ReduceOp::from_operation_unchecked(reduce);
        let results = ctx.results(op);
        let reductions = reduce.reductions(ctx).len();
        let inits = self.init_vals(ctx).len();
        if results.len() != reductions {
            return err(format!(
                "expects number of results: {} to be the same as number of reductions: {reductions}",
                results.len()
            ));
        }
        if results.len() != inits {
            return err(format!(
                "expects number of results: {} to be the same as number of initial values: {inits}",
                results.len()
            ));
        }
        let operands = reduce.operands(ctx);
        for (i, (&r, &o)) in results.iter().zip(&operands).enumerate() {
            let (rt, ot) = (ctx.value_type(r), ctx.value_type(o));
            if rt != ot {
                return Err(Diagnostic::op_error(
                    ctx,
                    reduce.operation(),
                    format!(
                        "expects type of {i}-th reduction operand: '{}' to be the same as the {i}-th result type: '{}'",
                        type_to_string(ctx, ot),
                        type_to_string(ctx, rt)
                    ),
                ));
            }
        }
        Ok(())
    }

    fn canonicalization_patterns(ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::canonicalize::parallel_patterns(ctx)
    }

    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        let ivs = parse_argument_list(parser)?;
        let index = parser.ctx().index_type();
        parser.parse_punct("=")?;
        let mut sizes = Vec::new();
        for kw in ["", "to", "step"] {
            if !kw.is_empty() {
                parser.parse_keyword(kw)?;
            }
            let list =
                parse_paren_operand_list(parser, Some(ivs.len()), ParallelOp::OPERATION_NAME)?;
            for u in &list {
                let v = parser.resolve_operand(u, index)?;
                state.operands.push(v);
            }
            sizes.push(list.len());
        }
        let inits = if parser.parse_optional_keyword("init") {
            parse_paren_operand_list(parser, None, ParallelOp::OPERATION_NAME)?
        } else {
            Vec::new()
        };
        sizes.push(inits.len());
        let types = parser.parse_optional_arrow_type_list()?;
        state.add_result_types(&types);
        let args: Vec<_> = ivs.iter().map(|a| a.with_type(parser, index)).collect();
        let body = parser.parse_region(&args, false)?;
        let segments = ir::asm_support::segment_sizes(parser.ctx(), &sizes);
        state.add_attribute("operandSegmentSizes", segments);
        state.attributes.extend(parser.parse_optional_attr_dict()?);
        if inits.len() != types.len() {
            let at = parser.name_offset();
            return Err(custom_op_error(
                parser,
                at,
                ParallelOp::OPERATION_NAME,
                format!(
                    "{} operands present, but expected {}",
                    inits.len(),
                    types.len()
                ),
            ));
        }
        for (u, &t) in inits.iter().zip(&types) {
            let v = parser.resolve_operand(u, t)?;
            state.operands.push(v);
        }
        ParallelOp::ensure_terminator(parser.ctx(), body, state.location);
        state.regions.push(body);
        Ok(())
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let ctx = printer.ctx();
        let op = self.operation();
        printer.write_str(" (");
        printer.print_operands(&self.get_induction_vars(ctx));
        printer.write_str(") = (");
        printer.print_operands(&self.lower_bound(ctx));
        printer.write_str(") to (");
        printer.print_operands(&self.upper_bound(ctx));
        printer.write_str(") step (");
        printer.print_operands(&self.step(ctx));
        printer.write_str(")");
        let inits = self.init_vals(ctx);
        if !inits.is_empty() {
            printer.write_str(" init (");
            printer.print_operands(&inits);
            printer.write_str(")");
        }
        let types = ctx.result_types(op);
        if !types.is_empty() {
            printer.write_str(" -> ");
            crate::execute_region::print_arrow_types(printer, &types);
        }
        printer.write_str(" ");
        printer.print_region(self.region(ctx), false, true);
        printer.print_optional_attr_dict(op, &["operandSegmentSizes"]);
    }

    fn get_loop_regions(op: Self, ctx: &Context) -> Vec<Region> {
        vec![op.region(ctx)]
    }

    fn get_loop_induction_vars(op: Self, ctx: &Context) -> Option<Vec<Value>> {
        Some(op.get_induction_vars(ctx))
    }

    fn get_loop_lower_bounds(op: Self, ctx: &Context) -> Option<Vec<FoldResult>> {
        Some(
            op.lower_bound(ctx)
                .into_iter()
                .map(FoldResult::Value)
                .collect(),
        )
    }

    fn get_loop_steps(op: Self, ctx: &Context) -> Option<Vec<FoldResult>> {
        Some(op.step(ctx).into_iter().map(FoldResult::Value).collect())
    }

    fn get_loop_upper_bounds(op: Self, ctx: &Context) -> Option<Vec<FoldResult>> {
        Some(
            op.upper_bound(ctx)
                .into_iter()
                .map(FoldResult::Value)
                .collect(),
        )
    }

    fn get_successor_regions(
        op: Self,
        ctx: &Context,
        _point: RegionBranchPoint,
        regions: &mut Vec<RegionSuccessor>,
    ) {
        regions.push(RegionSuccessor::region(op.region(ctx), Vec::new()));
        regions.push(RegionSuccessor::parent(Vec::new()));
    }
}

impl ReduceOpHooks for ReduceOp {
    fn build_from_operands(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        operands: &[Value],
    ) {
        state.add_operands(operands);
        let saved = builder.insertion_point();
        let loc = state.location;
        for &v in operands {
            let t: Type = builder.value_type(v);
            let region = state.add_region(builder);
            builder.create_block(region, &[(t, loc), (t, loc)]);
        }
        builder.set_insertion_point(saved);
    }

    fn build_default(_builder: &mut OpBuilder<'_>, _state: &mut OperationState) {}

    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let operands = self.operands(ctx);
        // The ODS checks do not tie the number of regions to the operands'.
        for (i, (&r, &operand)) in self.reductions(ctx).iter().zip(&operands).enumerate() {
            let ty = ctx.value_type(operand);
            let Some(block) = ctx.region_entry(r) else {
                continue;
            };
            let Some(last) = ctx.block_last_op(block) else {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    format!("{i}-th reduction has an empty body"),
                ));
            };
            let args = ctx.block_args(block);
            if args.len() != 2 || args.iter().any(|&a| ctx.value_type(a) != ty) {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    format!(
                        "expected two block arguments with type '{}' in the {i}-th reduction region",
                        type_to_string(ctx, ty)
                    ),
                ));
            }
            if ReduceReturnOp::cast(ctx, last).is_none() {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    "reduction bodies must be terminated with an 'scf.reduce.return' op",
                ));
            }
        }
        Ok(())
    }

    /// Nothing is forwarded to the next iteration.
    fn get_mutable_successor_operands(
        _op: Self,
        _ctx: &Context,
        _point: RegionBranchPoint,
    ) -> std::ops::Range<usize> {
        0..0
    }
}

impl ReduceReturnOpHooks for ReduceReturnOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let Some(block) = ctx.op_parent_block(op) else {
            return Ok(());
        };
        if ctx.num_block_args(block) == 0 {
            return Ok(());
        }
        let expected = ctx.value_type(ctx.block_arg(block, 0));
        if expected != ctx.value_type(self.result(ctx)) {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format!(
                    "must have type '{}' (the type of the reduction inputs)",
                    type_to_string(ctx, expected)
                ),
            ));
        }
        Ok(())
    }
}

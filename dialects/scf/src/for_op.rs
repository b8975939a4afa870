//! `scf.for` (upstream `SCF.cpp`): its builder, custom form (`iter_args`,
//! `: type` for a non-index induction variable, the implicit `scf.yield`),
//! verifiers, and its loop-like, region-branch and speculation interfaces.

use crate::syntax::{
    parse_arrow_type_list, parse_assignment_list, parse_named_argument, print_initialization_list,
    print_value_types,
};
use crate::{ForOp, ForOpHooks, YieldOp};
use ir::interfaces::{FoldResult, RegionBranchPoint, RegionSuccessor, Speculatability};
use ir::{
    Context, CustomParser, CustomPrinter, Diagnostic, Location, OpBuilder, OperationState,
    ParseError, Region, Value,
};

/// The value of an integer constant (a constant-like op folding to an
/// integer, or to a splat of one), sign-extended (upstream's
/// `getConstantIntValue` of a value).
pub(crate) fn constant_int(ctx: &Context, v: Value) -> Option<i64> {
    let attr = ctx.defining_op(v).and_then(|d| ctx.constant_value(d))?;
    let attr = match ctx.attr_kind(attr) {
        ir::AttrKind::Integer => attr,
        _ => {
            return ctx.dense_int_values(attr).and_then(|vals| {
                let first = *vals.first()?;
                vals.iter().all(|&x| x == first).then_some(first as i64)
            })
        }
    };
    ctx.attr_as_int(attr)
}

/// The value of a constant or an integer attribute (upstream's
/// `getConstantIntValue` of an `OpFoldResult`).
pub(crate) fn constant_fold_int(ctx: &Context, ofr: FoldResult) -> Option<i64> {
    match ofr {
        FoldResult::Value(v) => constant_int(ctx, v),
        FoldResult::Attr(a) => (ctx.attr_kind(a) == ir::AttrKind::Integer)
            .then(|| ctx.attr_as_int(a))
            .flatten(),
    }
}

/// The number of iterations of a loop with these bounds and step, when
/// they are constants (upstream's `constantTripCount`; a zero step has
/// none).
pub(crate) fn constant_trip_count(
    ctx: &Context,
    lb: FoldResult,
    ub: FoldResult,
    step: FoldResult,
) -> Option<i64> {
    if lb == ub {
        return Some(0);
    }
    let lb = constant_fold_int(ctx, lb)?;
    let ub = constant_fold_int(ctx, ub)?;
    let step = constant_fold_int(ctx, step)?;
    if step == 0 {
        return None;
    }
    let diff = ub.wrapping_sub(lb);
    // `divideCeilSigned`.
    let q = diff / step;
    Some(if diff % step != 0 && (diff > 0) == (step > 0) {
        q + 1
    } else {
        q
    })
}

/// The value of an integer constant as its bits, zero-extended (what
/// upstream's `m_One` compares: `true` of `i1` is 1).
pub(crate) fn constant_int_bits(ctx: &Context, v: Value) -> Option<u64> {
    let x = constant_int(ctx, v)? as u64;
    let width = ctx
        .type_as_integer(ctx.element_type_or_self(ctx.value_type(v)))
        .map_or(64, |(w, _)| w);
    Some(if width < 64 {
        x & ((1u64 << width) - 1)
    } else {
        x
    })
}

/// An IR mutation that failed, as a diagnostic.
pub(crate) fn ir_error(e: ir::IrError) -> Diagnostic {
    Diagnostic::error(None, format!("the IR could not be changed: {e:?}"))
}

impl ForOp {
    /// The body's arguments after the induction variable.
    pub fn get_region_iter_args(self, ctx: &Context) -> Vec<Value> {
        let body = self.get_body(ctx);
        body.map(|b| ctx.block_args(b).into_iter().skip(1).collect())
            .unwrap_or_default()
    }

    /// The body's terminator, if it is an `scf.yield`.
    pub fn yield_op(self, ctx: &Context) -> Option<YieldOp> {
        let body = self.get_body(ctx)?;
        YieldOp::cast(ctx, ctx.block_last_op(body)?)
    }

    /// The step, if it is a constant (upstream's `getConstantStep`).
    pub fn get_constant_step(self, ctx: &Context) -> Option<i64> {
        constant_int(ctx, self.step(ctx))
    }
}

impl ForOpHooks for ForOp {
    fn build_from_lower_bound_upper_bound_step_iter_args_arg4(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        lower_bound: Value,
        upper_bound: Value,
        step: Value,
        iter_args: &[Value],
        body_builder: Option<&mut dyn FnMut(&mut OpBuilder<'_>, Location, Value, &[Value])>,
    ) {
        let saved = builder.insertion_point();
        state.add_operands(&[lower_bound, upper_bound, step]);
        state.add_operands(iter_args);
        let types = builder.value_types(iter_args);
        state.add_result_types(&types);
        let loc = state.location;
        let iv_type = builder.value_type(lower_bound);
        let mut args = vec![(iv_type, loc)];
        for &v in iter_args {
            args.push((builder.value_type(v), builder.value_loc(v)));
        }
        let region = state.add_region(builder);
        let body = builder.create_block(region, &args);
        match body_builder {
            None if iter_args.is_empty() => ForOp::ensure_terminator(builder, region, loc),
            None => {}
            Some(f) => {
                builder.set_insertion_point_to_start(body);
                let block_args = builder.block_args(body);
                f(builder, loc, block_args[0], &block_args[1..]);
            }
        }
        builder.set_insertion_point(saved);
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        if self.init_args(ctx).len() != ctx.num_results(self.operation()) {
            return Err(Diagnostic::op_error(
                ctx,
                self.operation(),
                "mismatch in number of loop-carried values and defined values",
            ));
        }
        Ok(())
    }

    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let err = |msg: String| Err(Diagnostic::op_error(ctx, op, msg));
        let iv_ok = self
            .get_induction_var(ctx)
            .is_some_and(|iv| ctx.value_type(iv) == ctx.value_type(self.lower_bound(ctx)));
        if !iv_ok {
            return err("expected induction variable to be same type as bounds and step".into());
        }
        let results = ctx.results(op);
        if self.get_num_region_iter_args(ctx) != results.len() {
            return err("mismatch in number of basic block args and defined values".into());
        }
        let inits = self.init_args(ctx);
        let iters = self.get_region_iter_args(ctx);
        for (i, ((&init, &iter), &res)) in inits.iter().zip(&iters).zip(&results).enumerate() {
            let ty = ctx.value_type(res);
            if ctx.value_type(init) != ty {
                return err(format!(
                    "types mismatch between {i}th iter operand and defined value"
                ));
            }
            if ctx.value_type(iter) != ty {
                return err(format!(
                    "types mismatch between {i}th iter region arg and defined value"
                ));
            }
        }
        Ok(())
    }

    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn ir::RewritePattern>> {
        crate::canonicalize::for_patterns()
    }

    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        let iv = parse_named_argument(parser)?;
        parser.parse_punct("=")?;
        let lb = parser.parse_operand()?;
        parser.parse_keyword("to")?;
        let ub = parser.parse_operand()?;
        parser.parse_keyword("step")?;
        let step = parser.parse_operand()?;
        let mut iter_args = Vec::new();
        let mut inits = Vec::new();
        let mut types = Vec::new();
        let has_iter_args = parser.parse_optional_keyword("iter_args");
        if has_iter_args {
            (iter_args, inits) = parse_assignment_list(parser)?;
            types = parse_arrow_type_list(parser)?;
        }
        if iter_args.len() != types.len() {
            let at = parser.name_offset();
            return Err(parser.error_at(
                at,
                "mismatch in number of loop-carried values and defined values",
            ));
        }
        let iv_type = if parser.parse_optional_punct(":") {
            parser.parse_type()?
        } else {
            parser.ctx().index_type()
        };
        for u in [&lb, &ub, &step] {
            let v = parser.resolve_operand(u, iv_type)?;
            state.operands.push(v);
        }
        for (u, &t) in inits.iter().zip(&types) {
            let v = parser.resolve_operand(u, t)?;
            state.operands.push(v);
        }
        state.add_result_types(&types);
        let mut region_args = vec![iv.with_type(parser, iv_type)];
        for (a, &t) in iter_args.iter().zip(&types) {
            region_args.push(a.with_type(parser, t));
        }
        let body = parser.parse_region(&region_args, false)?;
        ForOp::ensure_terminator(parser.ctx(), body, state.location);
        state.regions.push(body);
        state.attributes.extend(parser.parse_optional_attr_dict()?);
        Ok(())
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let ctx = printer.ctx();
        let op = self.operation();
        printer.write_str(" ");
        if let Some(iv) = self.get_induction_var(ctx) {
            printer.print_operand(iv);
        }
        printer.write_str(" = ");
        printer.print_operand(self.lower_bound(ctx));
        printer.write_str(" to ");
        printer.print_operand(self.upper_bound(ctx));
        printer.write_str(" step ");
        printer.print_operand(self.step(ctx));
        let inits = self.init_args(ctx);
        let iters = self.get_region_iter_args(ctx);
        print_initialization_list(printer, &iters, &inits, " iter_args");
        if !inits.is_empty() {
            printer.write_str(" -> (");
            print_value_types(printer, &inits);
            printer.write_str(")");
        }
        printer.write_str(" ");
        if let Some(iv) = self.get_induction_var(ctx) {
            let t = ctx.value_type(iv);
            if !ctx.is_index(t) {
                printer.write_str(" : ");
                printer.print_type(t);
                printer.write_str(" ");
            }
        }
        printer.print_region(self.region(ctx), false, !inits.is_empty());
        printer.print_optional_attr_dict(op, &[]);
    }

    fn get_loop_regions(op: Self, ctx: &Context) -> Vec<Region> {
        vec![op.region(ctx)]
    }

    fn promote_if_single_iteration(op: Self, builder: &mut OpBuilder) -> Result<(), Diagnostic> {
        let ctx: &Context = builder;
        let (lb, ub, step) = (op.lower_bound(ctx), op.upper_bound(ctx), op.step(ctx));
        let trips = constant_trip_count(
            ctx,
            FoldResult::Value(lb),
            FoldResult::Value(ub),
            FoldResult::Value(step),
        );
        let not_single = || Diagnostic::error(None, "the loop does not run exactly once");
        if trips != Some(1) {
            return Err(not_single());
        }
        let (Some(body), Some(yield_op)) = (op.get_body(ctx), op.yield_op(ctx)) else {
            return Err(not_single());
        };
        let o = op.operation();
        let yielded = yield_op.results(ctx);
        let results = ctx.results(o);
        for (&r, &y) in results.iter().zip(&yielded) {
            builder.replace_all_uses_with(r, y);
        }
        let mut replacements = vec![lb];
        replacements.extend(op.init_args(builder));
        let parent = builder.op_parent_block(o).ok_or_else(not_single)?;
        builder
            .inline_block_before(body, parent, Some(o), &replacements)
            .map_err(ir_error)?;
        builder.erase_op(yield_op.operation()).map_err(ir_error)?;
        builder.erase_op(o).map_err(ir_error)
    }

    fn get_loop_induction_vars(op: Self, ctx: &Context) -> Option<Vec<Value>> {
        Some(op.get_induction_var(ctx).into_iter().collect())
    }

    fn get_loop_lower_bounds(op: Self, ctx: &Context) -> Option<Vec<FoldResult>> {
        Some(vec![FoldResult::Value(op.lower_bound(ctx))])
    }

    fn get_loop_steps(op: Self, ctx: &Context) -> Option<Vec<FoldResult>> {
        Some(vec![FoldResult::Value(op.step(ctx))])
    }

    fn get_loop_upper_bounds(op: Self, ctx: &Context) -> Option<Vec<FoldResult>> {
        Some(vec![FoldResult::Value(op.upper_bound(ctx))])
    }

    fn get_inits_mutable(op: Self, ctx: &Context) -> std::ops::Range<usize> {
        3..ctx.num_operands(op.operation()).max(3)
    }

    fn get_region_iter_args(op: Self, ctx: &Context) -> Vec<Value> {
        ForOp::get_region_iter_args(op, ctx)
    }

    fn get_yielded_values_mutable(
        op: Self,
        ctx: &Context,
    ) -> Option<(ir::Operation, std::ops::Range<usize>)> {
        let y = op.yield_op(ctx)?.operation();
        Some((y, 0..ctx.num_operands(y)))
    }

    fn get_loop_results(op: Self, ctx: &Context) -> Option<Vec<Value>> {
        Some(ctx.results(op.operation()))
    }

    /// A copy of the loop with `new_inits` as more loop-carried values,
    /// which the body yields unchanged (the interface has no callback
    /// for other yielded values: upstream's
    /// `replaceWithAdditionalIterOperands`); the loop is replaced by it.
    fn replace_with_additional_yields(
        op: Self,
        builder: &mut OpBuilder,
        new_inits: &[Value],
        replace_init_operand_uses_in_loop: bool,
    ) -> Result<ir::Operation, Diagnostic> {
        let o = op.operation();
        let (Some(body), Some(yield_op)) = (op.get_body(builder), op.yield_op(builder)) else {
            return Err(Diagnostic::op_error(
                builder,
                o,
                "expects a body ending in 'scf.yield'",
            ));
        };
        let saved = builder.insertion_point();
        builder.set_insertion_point_before(o);
        let mut inits = op.init_args(builder);
        inits.extend_from_slice(new_inits);
        let (lb, ub, step) = (
            op.lower_bound(builder),
            op.upper_bound(builder),
            op.step(builder),
        );
        let loc = builder.op_loc(o);
        let new_loop = ForOp::build_from_lower_bound_upper_bound_step_iter_args_arg4(
            builder,
            loc,
            lb,
            ub,
            step,
            &inits,
            Some(&mut |_: &mut OpBuilder<'_>, _: Location, _: Value, _: &[Value]| {}),
        );
        builder.set_insertion_point(saved);
        let n = new_loop.operation();
        for &(name, value) in builder.attrs(o).to_vec().iter() {
            builder.set_attr(n, name, value).map_err(ir_error)?;
        }
        let new_body = new_loop
            .get_body(builder)
            .ok_or_else(|| Diagnostic::op_error(builder, n, "expects a body"))?;
        let new_args = builder.block_args(new_body);
        let old_count = builder.num_block_args(body);
        let new_iter_args = new_args[old_count..].to_vec();
        let y = yield_op.operation();
        let mut yielded = builder.operands(y);
        yielded.extend_from_slice(&new_iter_args);
        builder.set_operands(y, &yielded).map_err(ir_error)?;
        builder
            .inline_block_before(body, new_body, None, &new_args[..old_count])
            .map_err(ir_error)?;
        if replace_init_operand_uses_in_loop {
            for (&init, &arg) in new_inits.iter().zip(&new_iter_args) {
                let uses: Vec<ir::OpOperand> = builder
                    .uses(init)
                    .filter(|u| u.op != n && builder.is_ancestor(n, u.op))
                    .collect();
                for u in uses {
                    builder
                        .set_operand(u.op, u.index as usize, arg)
                        .map_err(ir_error)?;
                }
            }
        }
        let results = builder.results(n);
        let old_results = builder.num_results(o);
        builder
            .replace_all_op_uses_with(o, &results[..old_results])
            .map_err(ir_error)?;
        builder.erase_op(o).map_err(ir_error)?;
        Ok(n)
    }

    /// A loop of step 1 always terminates.
    fn get_speculatability(op: Self, ctx: &Context) -> Speculatability {
        match op.get_constant_step(ctx) {
            Some(1) => Speculatability::RecursivelySpeculatable,
            _ => Speculatability::NotSpeculatable,
        }
    }

    fn get_entry_successor_operands(
        op: Self,
        ctx: &Context,
        _point: RegionBranchPoint,
    ) -> Vec<Value> {
        op.init_args(ctx)
    }

    /// The body, or the results: the loop may run no iteration.
    fn get_successor_regions(
        op: Self,
        ctx: &Context,
        _point: RegionBranchPoint,
        regions: &mut Vec<RegionSuccessor>,
    ) {
        let iters = <Self as ForOpHooks>::get_region_iter_args(op, ctx);
        regions.push(RegionSuccessor::region(op.region(ctx), iters));
        regions.push(RegionSuccessor::parent(ctx.results(op.operation())));
    }
}

//! `affine.for` (upstream `AffineOps.cpp`): bounds as maps over dimension
//! and symbol operands (`max`/`min` of several results), a constant step,
//! loop-carried values; its builders, custom form, verifier and loop-like
//! and region-branch interfaces.

use crate::scope::verify_dims_and_symbols;
use crate::syntax::{parse_operand_list, print_dim_and_symbol_list, resolve_indices, verified_map};
use crate::{AffineForOp, AffineForOpHooks, AffineYieldOp};
use ir::affine::{AffineExprData, AffineMap};
use ir::interfaces::{FoldResult as OfrFold, RegionBranchPoint, RegionSuccessor, Speculatability};
use ir::{
    Attribute, Context, CustomParser, CustomPrinter, Diagnostic, FoldResult, Location, OpBuilder,
    OperationState, ParseError, Region, Value,
};

/// The closure that fills a loop body.
type BodyBuilder<'f> = Option<&'f mut dyn FnMut(&mut OpBuilder<'_>, Location, Value, &[Value])>;

impl AffineForOp {
    /// The body block.
    pub fn get_body(self, ctx: &Context) -> Option<ir::BlockId> {
        ctx.region_blocks(self.region(ctx)).first().copied()
    }
    /// The induction variable.
    pub fn get_induction_var(self, ctx: &Context) -> Option<Value> {
        self.get_body(ctx)
            .and_then(|b| ctx.block_args(b).first().copied())
    }
    /// The body's arguments after the induction variable.
    pub fn get_region_iter_args(self, ctx: &Context) -> Vec<Value> {
        self.get_body(ctx)
            .map(|b| ctx.block_args(b).into_iter().skip(1).collect())
            .unwrap_or_default()
    }
    /// The lower bound map.
    pub fn get_lower_bound_map(self, ctx: &Context) -> AffineMap {
        verified_map(ctx, self.lower_bound_map(ctx))
    }
    /// The upper bound map.
    pub fn get_upper_bound_map(self, ctx: &Context) -> AffineMap {
        verified_map(ctx, self.upper_bound_map(ctx))
    }
    /// The body's terminator, if it is an `affine.yield`.
    pub fn yield_op(self, ctx: &Context) -> Option<AffineYieldOp> {
        let body = self.get_body(ctx)?;
        AffineYieldOp::cast(ctx, ctx.block_last_op(body)?)
    }
    /// The constant lower bound, if the map is one constant.
    pub fn get_constant_lower_bound(self, ctx: &Context) -> Option<i64> {
        single_constant(ctx, self.get_lower_bound_map(ctx))
    }
    /// The constant upper bound, if the map is one constant.
    pub fn get_constant_upper_bound(self, ctx: &Context) -> Option<i64> {
        single_constant(ctx, self.get_upper_bound_map(ctx))
    }
}

/// The value of a map with one constant result.
fn single_constant(ctx: &Context, m: AffineMap) -> Option<i64> {
    match ctx.affine_map_data(m).results.as_slice() {
        [e] => ctx.affine_constant_value(*e),
        _ => None,
    }
}

/// Upstream's `parseBound`: `%v` (a symbol), an integer, or a map with its
/// dimension and symbol operands, after `max`/`min` when it has several
/// results. Returns the number of operands.
fn parse_bound(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
    lower: bool,
) -> Result<usize, ParseError> {
    let has_min_max = parser.parse_optional_keyword(if lower { "max" } else { "min" });
    let name = if lower {
        "lowerBoundMap"
    } else {
        "upperBoundMap"
    };
    let before = state.operands.len();
    if parser.peek_byte() == Some(b'%') {
        let mut ops = vec![parser.parse_operand()?];
        while parser.parse_optional_punct(",") {
            ops.push(parser.parse_operand()?);
        }
        if ops.len() > 1 {
            let at = parser.name_offset();
            return Err(parser.error_at(at, "expected only one loop bound operand"));
        }
        resolve_indices(parser, &ops, state)?;
        let ctx = parser.ctx();
        let s0 = ctx.affine_symbol(0);
        let map = ctx.affine_map(0, 1, &[s0]);
        let attr = ctx.affine_map_attr(map);
        let key = ctx.ident(name);
        state.attributes.push((key, attr));
        return Ok(1);
    }
    let at = parser.offset();
    let index = parser.ctx().index_type();
    let attr = parser.parse_attribute_of_type(index)?;
    if let Some(map) = parser.ctx().as_affine_map(attr) {
        let key = parser.ctx().ident(name);
        state.attributes.push((key, attr));
        let mut ops = parse_operand_list(parser, false, false)?;
        let num_dims = ops.len();
        ops.extend(parse_operand_list(parser, true, true)?);
        resolve_indices(parser, &ops, state)?;
        let d = parser.ctx().affine_map_data(map);
        let (nd, ns, nr) = (d.num_dims as usize, d.num_symbols as usize, d.results.len());
        let name_at = parser.name_offset();
        if nd != num_dims {
            return Err(parser.error_at(
                name_at,
                "dim operand count and affine map dim count must match",
            ));
        }
        if num_dims + ns != state.operands.len() - before {
            return Err(parser.error_at(
                name_at,
                "symbol operand count and affine map symbol count must match",
            ));
        }
        if nr > 1 && !has_min_max {
            let msg = if lower {
                "lower loop bound affine map with multiple results requires 'max' prefix"
            } else {
                "upper loop bound affine map with multiple results requires 'min' prefix"
            };
            return Err(parser.error_at(at, msg));
        }
        return Ok(state.operands.len() - before);
    }
    if let Some(v) = parser.ctx().attr_as_int(attr) {
        let ctx = parser.ctx();
        let c = ctx.affine_constant(v);
        let map = ctx.affine_map(0, 0, &[c]);
        let attr = ctx.affine_map_attr(map);
        let key = ctx.ident(name);
        state.attributes.push((key, attr));
        return Ok(0);
    }
    let name_at = parser.name_offset();
    Err(parser.error_at(
        name_at,
        "expected valid affine map representation for loop bounds",
    ))
}

/// Upstream's `printBound`.
fn print_bound(
    printer: &mut CustomPrinter<'_, '_>,
    map_attr: Attribute,
    operands: &[Value],
    prefix: &str,
) {
    let ctx = printer.ctx();
    let map = verified_map(ctx, map_attr);
    let d = ctx.affine_map_data(map);
    if d.results.len() == 1 {
        let e = d.results[0];
        match ctx.affine_expr_data(e) {
            AffineExprData::Constant(v) if d.num_dims == 0 && d.num_symbols == 0 => {
                printer.write_str(&v.to_string());
                return;
            }
            AffineExprData::Symbol(_) if d.num_dims == 0 && d.num_symbols == 1 => {
                printer.print_operand(operands[0]);
                return;
            }
            _ => {}
        }
    } else {
        printer.write_str(prefix);
        printer.write_str(" ");
    }
    printer.print_attribute(map_attr);
    print_dim_and_symbol_list(printer, operands, d.num_dims as usize);
}

impl AffineForOpHooks for AffineForOp {
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let iv_ok = self
            .get_induction_var(ctx)
            .is_some_and(|iv| ctx.is_index(ctx.value_type(iv)));
        if !iv_ok {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "expected body to have a single index argument for the induction variable",
            ));
        }
        let lb = self.get_lower_bound_map(ctx);
        let lbd = ctx.affine_map_data(lb);
        if lbd.num_dims + lbd.num_symbols > 0 {
            verify_dims_and_symbols(
                ctx,
                op,
                &self.lower_bound_operands(ctx),
                lbd.num_dims as usize,
            )?;
        }
        let ub = self.get_upper_bound_map(ctx);
        let ubd = ctx.affine_map_data(ub);
        if ubd.num_dims + ubd.num_symbols > 0 {
            verify_dims_and_symbols(
                ctx,
                op,
                &self.upper_bound_operands(ctx),
                ubd.num_dims as usize,
            )?;
        }
        let n = ctx.num_results(op);
        if n == 0 {
            return Ok(());
        }
        if self.inits(ctx).len() != n {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "mismatch between the number of loop-carried values and results",
            ));
        }
        if self.get_region_iter_args(ctx).len() != n {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "mismatch between the number of basic block args and results",
            ));
        }
        Ok(())
    }

    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        crate::canonicalize::fold_for(ctx, self, operands)
    }

    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn ir::RewritePattern>> {
        crate::canonicalize::for_patterns()
    }

    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        let iv = parser.parse_argument_name()?;
        let iv_loc = parser.parse_optional_location_specifier()?;
        parser.parse_punct("=")?;
        let num_lb = parse_bound(parser, state, true)?;
        if !parser.parse_optional_keyword("to") {
            return Err(parser.error("expected 'to' between bounds"));
        }
        let num_ub = parse_bound(parser, state, false)?;
        let index = parser.ctx().index_type();
        if parser.parse_optional_keyword("step") {
            let at = parser.offset();
            let step = parser.parse_attribute_of_type(index)?;
            let v = parser.ctx().attr_as_int(step);
            match v {
                Some(v) if v >= 0 => {}
                _ => {
                    return Err(parser.error_at(
                        at,
                        "expected step to be representable as a positive signed integer",
                    ))
                }
            }
            state.add_attribute("step", step);
        } else {
            let one = parser.ctx().index_attr(1);
            state.add_attribute("step", one);
        }
        let mut args = Vec::new();
        let mut inits = Vec::new();
        let mut types = Vec::new();
        if parser.parse_optional_keyword("iter_args") {
            parser.parse_punct("(")?;
            loop {
                args.push(parser.parse_operand()?);
                parser.parse_punct("=")?;
                inits.push(parser.parse_operand()?);
                if !parser.parse_optional_punct(",") {
                    break;
                }
            }
            parser.parse_punct(")")?;
            parser.parse_punct("->")?;
            if parser.parse_optional_punct("(") {
                if !parser.parse_optional_punct(")") {
                    loop {
                        types.push(parser.parse_type()?);
                        if !parser.parse_optional_punct(",") {
                            break;
                        }
                    }
                    parser.parse_punct(")")?;
                }
            } else {
                types.push(parser.parse_type()?);
            }
            for (u, &t) in inits.iter().zip(&types) {
                let v = parser.resolve_operand(u, t)?;
                state.operands.push(v);
            }
        }
        let n_inits = inits.len().min(types.len());
        let segments = ir::asm_support::segment_sizes(parser.ctx(), &[num_lb, num_ub, n_inits]);
        state.add_attribute("operandSegmentSizes", segments);
        state.add_result_types(&types);
        if args.len() != types.len() {
            let at = parser.name_offset();
            return Err(parser.error_at(
                at,
                "mismatch between the number of loop-carried values and results",
            ));
        }
        let loc = |p: &mut CustomParser<'_, '_, '_>, u: &ir::parser::UnresolvedOperand| {
            p.location_at(u.offset)
        };
        let mut region_args = vec![ir::parser::RegionArgument {
            name: iv,
            ty: index,
            loc: match iv_loc {
                Some(l) => l,
                None => loc(parser, &iv),
            },
            attrs: Vec::new(),
        }];
        for (a, &t) in args.iter().zip(&types) {
            region_args.push(ir::parser::RegionArgument {
                name: *a,
                ty: t,
                loc: loc(parser, a),
                attrs: Vec::new(),
            });
        }
        let body = parser.parse_region(&region_args, false)?;
        AffineForOp::ensure_terminator(parser.ctx(), body, state.location);
        state.regions.push(body);
        state.attributes.extend(parser.parse_optional_attr_dict()?);
        Ok(())
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let ctx = printer.ctx();
        let op = self.operation();
        printer.write_str(" ");
        if let Some(iv) = self.get_induction_var(ctx) {
            printer.print_region_argument_without_type(iv);
        }
        printer.write_str(" = ");
        print_bound(
            printer,
            self.lower_bound_map(ctx),
            &self.lower_bound_operands(ctx),
            "max",
        );
        printer.write_str(" to ");
        print_bound(
            printer,
            self.upper_bound_map(ctx),
            &self.upper_bound_operands(ctx),
            "min",
        );
        let step = self.step(ctx);
        if step != 1 {
            printer.write_str(&format!(" step {step}"));
        }
        let inits = self.inits(ctx);
        if !inits.is_empty() {
            printer.write_str(" iter_args(");
            let iters = self.get_region_iter_args(ctx);
            for (i, (&a, &v)) in iters.iter().zip(&inits).enumerate() {
                if i > 0 {
                    printer.write_str(", ");
                }
                printer.print_operand(a);
                printer.write_str(" = ");
                printer.print_operand(v);
            }
            printer.write_str(") -> (");
            let types: Vec<ir::Type> = ctx.results(op).iter().map(|&r| ctx.value_type(r)).collect();
            printer.print_types(&types);
            printer.write_str(")");
        }
        printer.write_str(" ");
        printer.print_region(self.region(ctx), false, !inits.is_empty());
        printer.print_optional_attr_dict(
            op,
            &[
                "lowerBoundMap",
                "upperBoundMap",
                "step",
                "operandSegmentSizes",
            ],
        );
    }

    fn build_from_lower_bound_upper_bound_step_iter_args_body_builder(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        lower_bound: i64,
        upper_bound: i64,
        step: i64,
        iter_args: &[Value],
        body_builder: BodyBuilder<'_>,
    ) {
        let lb = builder.affine_constant(lower_bound);
        let lb_map = builder.affine_map(0, 0, &[lb]);
        let ub = builder.affine_constant(upper_bound);
        let ub_map = builder.affine_map(0, 0, &[ub]);
        <Self as AffineForOpHooks>::build_from_lb_operands_lb_map_ub_operands_ub_map_step_iter_args_body_builder(
            builder,
            state,
            &[],
            lb_map,
            &[],
            ub_map,
            step,
            iter_args,
            body_builder,
        );
    }

    fn build_from_lb_operands_lb_map_ub_operands_ub_map_step_iter_args_body_builder(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        lb_operands: &[Value],
        lb_map: AffineMap,
        ub_operands: &[Value],
        ub_map: AffineMap,
        step: i64,
        iter_args: &[Value],
        body_builder: BodyBuilder<'_>,
    ) {
        let saved = builder.insertion_point();
        state.add_operands(lb_operands);
        state.add_operands(ub_operands);
        state.add_operands(iter_args);
        let segments = ir::asm_support::segment_sizes(
            builder,
            &[lb_operands.len(), ub_operands.len(), iter_args.len()],
        );
        state.add_attribute("operandSegmentSizes", segments);
        let step = builder.index_attr(step);
        state.add_attribute("step", step);
        let lb = builder.affine_map_attr(lb_map);
        state.add_attribute("lowerBoundMap", lb);
        let ub = builder.affine_map_attr(ub_map);
        state.add_attribute("upperBoundMap", ub);
        let types = builder.value_types(iter_args);
        state.add_result_types(&types);
        let loc = state.location;
        let index = builder.index_type();
        let mut args = vec![(index, loc)];
        for &v in iter_args {
            args.push((builder.value_type(v), builder.value_loc(v)));
        }
        let region = state.add_region(builder);
        let body = builder.create_block(region, &args);
        match body_builder {
            None if iter_args.is_empty() => AffineForOp::ensure_terminator(builder, region, loc),
            None => {}
            Some(f) => {
                builder.set_insertion_point_to_start(body);
                let block_args = builder.block_args(body);
                f(builder, loc, block_args[0], &block_args[1..]);
            }
        }
        builder.set_insertion_point(saved);
    }

    /// Only a loop of step 1 is known to terminate.
    fn get_speculatability(op: Self, ctx: &Context) -> Speculatability {
        if op.step(ctx) == 1 {
            Speculatability::RecursivelySpeculatable
        } else {
            Speculatability::NotSpeculatable
        }
    }

    fn get_loop_regions(op: Self, ctx: &Context) -> Vec<Region> {
        vec![op.region(ctx)]
    }

    fn get_loop_induction_vars(op: Self, ctx: &Context) -> Option<Vec<Value>> {
        Some(op.get_induction_var(ctx).into_iter().collect())
    }

    // Upstream builds an `i64` attribute of a constant bound; the
    // interface gives no way to intern one here, so none is reported.
    fn get_loop_lower_bounds(_op: Self, _ctx: &Context) -> Option<Vec<OfrFold>> {
        None
    }

    fn get_loop_steps(op: Self, ctx: &Context) -> Option<Vec<OfrFold>> {
        Some(vec![OfrFold::Attr(op.step_attr(ctx))])
    }

    fn get_loop_upper_bounds(_op: Self, _ctx: &Context) -> Option<Vec<OfrFold>> {
        None
    }

    fn get_yielded_values_mutable(
        op: Self,
        ctx: &Context,
    ) -> Option<(ir::Operation, std::ops::Range<usize>)> {
        let y = op.yield_op(ctx)?.operation();
        Some((y, 0..ctx.num_operands(y)))
    }

    fn replace_with_additional_yields(
        op: Self,
        builder: &mut OpBuilder,
        _new_inits: &[Value],
        _replace_init_operand_uses_in_loop: bool,
    ) -> Result<ir::Operation, Diagnostic> {
        Err(Diagnostic::op_error(
            builder,
            op.operation(),
            "cannot be given more loop-carried values",
        ))
    }

    fn get_inits_mutable(op: Self, ctx: &Context) -> std::ops::Range<usize> {
        let n = ctx.num_operands(op.operation());
        n - op.inits(ctx).len()..n
    }

    fn get_region_iter_args(op: Self, ctx: &Context) -> Vec<Value> {
        AffineForOp::get_region_iter_args(op, ctx)
    }

    fn get_loop_results(op: Self, ctx: &Context) -> Option<Vec<Value>> {
        Some(ctx.results(op.operation()))
    }

    fn get_entry_successor_operands(
        op: Self,
        ctx: &Context,
        _point: RegionBranchPoint,
    ) -> Vec<Value> {
        op.inits(ctx)
    }

    /// Upstream: a loop known to run at least once enters the body from
    /// the parent, and one known to run once leaves it after the body.
    fn get_successor_regions(
        op: Self,
        ctx: &Context,
        point: RegionBranchPoint,
        regions: &mut Vec<RegionSuccessor>,
    ) {
        let iters = op.get_region_iter_args(ctx);
        let results = ctx.results(op.operation());
        let trips = match (
            op.get_constant_lower_bound(ctx),
            op.get_constant_upper_bound(ctx),
        ) {
            (Some(lb), Some(ub)) if op.step(ctx) > 0 => {
                let step = op.step(ctx);
                Some(if ub <= lb {
                    0
                } else {
                    (ub - lb + step - 1) / step
                })
            }
            _ => None,
        };
        if point == RegionBranchPoint::Parent {
            if trips == Some(0) {
                regions.push(RegionSuccessor::parent(results));
                return;
            }
            regions.push(RegionSuccessor::region(op.region(ctx), iters));
            if trips.is_none() {
                regions.push(RegionSuccessor::parent(results));
            }
            return;
        }
        if trips == Some(1) {
            regions.push(RegionSuccessor::parent(results));
            return;
        }
        regions.push(RegionSuccessor::region(op.region(ctx), iters));
        regions.push(RegionSuccessor::parent(results));
    }
}

//! `scf.forall` and `scf.forall.in_parallel` (upstream `SCF.cpp`):
//! builders, custom forms (mixed static/dynamic bound lists,
//! `shared_outs`), verifiers, and the loop-like and region-branch
//! interfaces.

use crate::syntax::{parse_argument_list, parse_assignment_list, print_initialization_list};
use crate::{ForallOp, ForallOpHooks, InParallelOp, InParallelOpHooks};
use ir::interfaces::{FoldResult, RegionBranchPoint, RegionKind, RegionSuccessor};
use ir::parser::UnresolvedOperand;
use ir::{
    Context, CustomParser, CustomPrinter, DenseData, Diagnostic, Location, OpBuilder, OpFoldResult,
    OpId, Operation, OperationState, ParseError, PatternRewriter, Region, RegionId, RewritePattern,
    Value,
};

/// A dynamic entry of a static list (`ShapedType::kDynamic`).
const DYNAMIC: i64 = i64::MIN;

/// The mixed list of a static list and its dynamic values: an index
/// attribute for each static entry, the next dynamic value for each
/// dynamic one (upstream's `getMixedValues`).
pub(crate) fn mixed_values(
    ctx: &mut Context,
    statics: &[i64],
    dynamics: &[Value],
) -> Vec<OpFoldResult> {
    let mut next = dynamics.iter();
    statics
        .iter()
        .filter_map(|&s| {
            if s == DYNAMIC {
                next.next().map(|&v| OpFoldResult::Value(v))
            } else {
                Some(OpFoldResult::Attr(ctx.index_attr(s)))
            }
        })
        .collect()
}

/// The mixed list when every entry is dynamic (the hooks that only read
/// the context cannot make the attributes of static entries).
fn dynamic_only(statics: &[i64], dynamics: Vec<Value>) -> Option<Vec<FoldResult>> {
    statics
        .iter()
        .all(|&s| s == DYNAMIC)
        .then(|| dynamics.into_iter().map(FoldResult::Value).collect())
}

/// Splits a mixed list into its static list and its dynamic values
/// (upstream's `dispatchIndexOpFoldResults`).
fn dispatch(ctx: &Context, mixed: &[OpFoldResult]) -> (Vec<i64>, Vec<Value>) {
    let mut statics = Vec::new();
    let mut dynamics = Vec::new();
    for &m in mixed {
        match m {
            OpFoldResult::Attr(a) => statics.push(ctx.attr_as_int(a).unwrap_or(DYNAMIC)),
            OpFoldResult::Value(v) => {
                statics.push(DYNAMIC);
                dynamics.push(v);
            }
        }
    }
    (statics, dynamics)
}

/// `(%a, 4, %b)`: a list of SSA values and integers (upstream's
/// `parseDynamicIndexList` with parentheses).
fn parse_dynamic_index_list(
    parser: &mut CustomParser<'_, '_, '_>,
    dynamics: &mut Vec<UnresolvedOperand>,
) -> Result<Vec<i64>, ParseError> {
    // Upstream follows the first error with `expected SSA value or
    // integer` at the op's name: the first is the one reported here.
    let mut statics = Vec::new();
    parser.parse_punct_in("(", " in dynamic index list")?;
    if parser.parse_optional_punct(")") {
        return Ok(statics);
    }
    loop {
        if let Some(u) = parser.parse_optional_operand()? {
            dynamics.push(u);
            statics.push(DYNAMIC);
        } else {
            statics.push(parser.parse_integer()?);
        }
        if !parser.parse_optional_punct(",") {
            break;
        }
    }
    parser.parse_punct_in(")", " in dynamic index list")?;
    Ok(statics)
}

/// Prints a mixed list in parentheses (upstream's `printDynamicIndexList`).
fn print_dynamic_index_list(
    printer: &mut CustomPrinter<'_, '_>,
    dynamics: &[Value],
    statics: &[i64],
) {
    printer.write_str("(");
    let mut next = dynamics.iter();
    for (i, &s) in statics.iter().enumerate() {
        if i > 0 {
            printer.write_str(", ");
        }
        if s == DYNAMIC {
            if let Some(&v) = next.next() {
                printer.print_operand(v);
            }
        } else {
            printer.write_str(&s.to_string());
        }
    }
    printer.write_str(")");
}

/// Adds the `scf.forall.in_parallel` terminator, with its block, to the
/// body when it has none (upstream's `ForallOp::ensureTerminator`).
fn ensure_in_parallel(ctx: &mut Context, region: RegionId, loc: Location) {
    ir::asm_support::ensure_single_block(ctx, region);
    let Some(&block) = ctx.region_blocks(region).last() else {
        return;
    };
    if ctx
        .block_last_op(block)
        .is_some_and(|last| ctx.op_has_trait(last, &ir::OpTrait::IsTerminator))
    {
        return;
    }
    let mut state = OperationState::new(ctx.op_name(InParallelOp::OPERATION_NAME), loc);
    let r = ctx.create_region();
    ir::asm_support::ensure_single_block(ctx, r);
    state.regions.push(r);
    let op = ctx.create_operation(state);
    // A fresh op goes into a live block.
    let _ = ctx.append_op(block, op);
}

impl ForallOp {
    /// Whether the lower bounds are constant zeros and the steps constant
    /// ones (upstream's `isNormalized`).
    pub fn is_normalized(self, ctx: &Context) -> bool {
        let all = |statics: &[i64], dynamics: Vec<Value>, want: i64| {
            let mut next = dynamics.into_iter();
            statics.iter().all(|&s| {
                if s == DYNAMIC {
                    next.next()
                        .and_then(|v| crate::for_op::constant_int(ctx, v))
                        == Some(want)
                } else {
                    s == want
                }
            })
        };
        all(
            self.static_lower_bound(ctx),
            self.dynamic_lower_bound(ctx),
            0,
        ) && all(self.static_step(ctx), self.dynamic_step(ctx), 1)
    }
}

impl ForallOpHooks for ForallOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let err = |m: String| Err(Diagnostic::op_error(ctx, op, m));
        let rank = self.get_rank(ctx);
        let outputs = self.outputs(ctx);
        let nres = ctx.num_results(op);
        if nres != outputs.len() {
            return err(format!(
                "produces {nres} results, but has only {} outputs",
                outputs.len()
            ));
        }
        let args = self
            .get_body(ctx)
            .map(|b| ctx.block_args(b))
            .unwrap_or_default();
        if args.len() != rank + outputs.len() {
            return err(format!("region expects {rank} arguments"));
        }
        for (i, &a) in args.iter().take(rank).enumerate() {
            if !ctx.is_index(ctx.value_type(a)) {
                return err(format!("expects {i}-th block argument to be an index"));
            }
        }
        for (i, &o) in outputs.iter().enumerate() {
            if ctx.value_type(args[i + rank]) != ctx.value_type(o) {
                return err(format!(
                    "type mismatch between {i}-th output and corresponding block argument"
                ));
            }
        }
        if let Some(m) = self.mapping(ctx) {
            let n = ctx.attr_as_array(m).map_or(0, |e| e.len());
            if n != 0 && n != rank {
                return err("mapping attribute size must match op rank".into());
            }
        }
        let lists = [
            (
                "lower bound",
                self.static_lower_bound(ctx),
                self.dynamic_lower_bound(ctx),
            ),
            (
                "upper bound",
                self.static_upper_bound(ctx),
                self.dynamic_upper_bound(ctx),
            ),
            ("step", self.static_step(ctx), self.dynamic_step(ctx)),
        ];
        for (name, statics, dynamics) in lists {
            if statics.len() != rank {
                return Err(Diagnostic::at_op(
                    ctx,
                    op,
                    format!("expected {rank} {name} values, got {}", statics.len()),
                ));
            }
            let n = statics.iter().filter(|&&s| s == DYNAMIC).count();
            if dynamics.len() != n {
                return Err(Diagnostic::at_op(
                    ctx,
                    op,
                    format!("expected {n} dynamic {name} values"),
                ));
            }
        }
        Ok(())
    }

    /// Upstream's `DimOfForallOp`, `FoldTensorCastOfOutputIntoForallOp`,
    /// `ForallOpControlOperandsFolder`, `ForallOpIterArgsFolder` and
    /// `ForallOpSingleOrZeroIterationDimsFolder`.
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::tensor_patterns::forall_patterns(Box::new(ControlOperandsFolder))
    }

    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        let index = parser.ctx().index_type();
        let ivs = parse_argument_list(parser)?;
        let mut sizes = Vec::new();
        let mut lists = Vec::new();
        if parser.parse_optional_keyword("in") {
            let mut ubs = Vec::new();
            let statics = parse_dynamic_index_list(parser, &mut ubs)?;
            for u in &ubs {
                let v = parser.resolve_operand(u, index)?;
                state.operands.push(v);
            }
            sizes.extend([0, ubs.len(), 0]);
            lists = vec![vec![0; ivs.len()], statics, vec![1; ivs.len()]];
        } else {
            parser.parse_punct("=")?;
            for kw in ["", "to", "step"] {
                if !kw.is_empty() {
                    parser.parse_keyword(kw)?;
                }
                let mut dynamics = Vec::new();
                let statics = parse_dynamic_index_list(parser, &mut dynamics)?;
                for u in &dynamics {
                    let v = parser.resolve_operand(u, index)?;
                    state.operands.push(v);
                }
                sizes.push(dynamics.len());
                lists.push(statics);
            }
        }
        let mut out_args = Vec::new();
        let mut outs = Vec::new();
        if parser.parse_optional_keyword("shared_outs") {
            (out_args, outs) = parse_assignment_list(parser)?;
            let types = parser.parse_optional_arrow_type_list()?;
            state.add_result_types(&types);
            let at = parser.offset();
            if outs.len() != types.len() {
                return Err(parser.error_at(
                    at,
                    format!(
                        "{} operands present, but expected {}",
                        outs.len(),
                        types.len()
                    ),
                ));
            }
            for (u, &t) in outs.iter().zip(&types) {
                let v = parser.resolve_operand(u, t)?;
                state.operands.push(v);
            }
        }
        sizes.push(outs.len());
        let mut region_args: Vec<_> = ivs.iter().map(|a| a.with_type(parser, index)).collect();
        for (a, &t) in out_args.iter().zip(&state.result_types.clone()) {
            region_args.push(a.with_type(parser, t));
        }
        let body = parser.parse_region(&region_args, false)?;
        ensure_in_parallel(parser.ctx(), body, state.location);
        state.regions.push(body);
        state.attributes.extend(parser.parse_optional_attr_dict()?);
        let ctx = parser.ctx();
        let i64_type = ctx.integer_type(64);
        for (name, list) in ["staticLowerBound", "staticUpperBound", "staticStep"]
            .into_iter()
            .zip(lists)
        {
            let data = DenseData::Int(list.into_iter().map(i128::from).collect());
            let a = ctx.dense_array_attr(i64_type, data);
            state.add_attribute(name, a);
        }
        let segments = ir::asm_support::segment_sizes(ctx, &sizes);
        state.add_attribute("operandSegmentSizes", segments);
        Ok(())
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let ctx = printer.ctx();
        let op = self.operation();
        printer.write_str(" (");
        printer.print_operands(&self.get_induction_vars(ctx));
        if self.is_normalized(ctx) {
            printer.write_str(") in ");
            print_dynamic_index_list(
                printer,
                &self.dynamic_upper_bound(ctx),
                self.static_upper_bound(ctx),
            );
        } else {
            printer.write_str(") = ");
            print_dynamic_index_list(
                printer,
                &self.dynamic_lower_bound(ctx),
                self.static_lower_bound(ctx),
            );
            printer.write_str(" to ");
            print_dynamic_index_list(
                printer,
                &self.dynamic_upper_bound(ctx),
                self.static_upper_bound(ctx),
            );
            printer.write_str(" step ");
            print_dynamic_index_list(printer, &self.dynamic_step(ctx), self.static_step(ctx));
        }
        let out_args = self.get_region_out_args(ctx);
        print_initialization_list(printer, &out_args, &self.outputs(ctx), " shared_outs");
        printer.write_str(" ");
        if !out_args.is_empty() {
            printer.write_str("-> (");
            printer.print_types(&ctx.result_types(op));
            printer.write_str(") ");
        }
        printer.print_region(self.region(ctx), false, ctx.num_results(op) > 0);
        printer.print_optional_attr_dict(
            op,
            &[
                "operandSegmentSizes",
                "staticLowerBound",
                "staticUpperBound",
                "staticStep",
            ],
        );
    }

    #[allow(clippy::too_many_arguments)]
    fn build_from_lbs_ubs_steps_outputs_mapping_body_builder_fn(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        lbs: &[OpFoldResult],
        ubs: &[OpFoldResult],
        steps: &[OpFoldResult],
        outputs: &[Value],
        mapping: Option<ir::Attribute>,
        body_builder_fn: Option<&mut dyn FnMut(&mut OpBuilder<'_>, Location, &[Value])>,
    ) {
        let mut sizes = Vec::new();
        let i64_type = builder.integer_type(64, ir::Signedness::Signless);
        for (name, mixed) in [
            ("staticLowerBound", lbs),
            ("staticUpperBound", ubs),
            ("staticStep", steps),
        ] {
            let (statics, dynamics) = dispatch(builder, mixed);
            state.add_operands(&dynamics);
            sizes.push(dynamics.len());
            let data = DenseData::Int(statics.into_iter().map(i128::from).collect());
            let a = builder.dense_array_attr(i64_type, data);
            state.add_attribute(name, a);
        }
        state.add_operands(outputs);
        sizes.push(outputs.len());
        let types = builder.value_types(outputs);
        state.add_result_types(&types);
        if let Some(m) = mapping {
            state.add_attribute("mapping", m);
        }
        let segments = ir::asm_support::segment_sizes(builder, &sizes);
        state.add_attribute("operandSegmentSizes", segments);
        let saved = builder.insertion_point();
        let loc = state.location;
        let index = builder.index_type();
        let mut args = vec![(index, loc); lbs.len()];
        args.extend(types.iter().map(|&t| (t, loc)));
        let region = state.add_region(builder);
        let block = builder.create_block(region, &args);
        match body_builder_fn {
            None => ensure_in_parallel(builder, region, loc),
            Some(f) => {
                builder.set_insertion_point_to_start(block);
                let block_args = builder.block_args(block);
                f(builder, loc, &block_args);
            }
        }
        builder.set_insertion_point(saved);
    }

    fn build_from_ubs_outputs_mapping_body_builder_fn(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        ubs: &[OpFoldResult],
        outputs: &[Value],
        mapping: Option<ir::Attribute>,
        body_builder_fn: Option<&mut dyn FnMut(&mut OpBuilder<'_>, Location, &[Value])>,
    ) {
        let zero = builder.index_attr(0);
        let one = builder.index_attr(1);
        let lbs = vec![OpFoldResult::Attr(zero); ubs.len()];
        let steps = vec![OpFoldResult::Attr(one); ubs.len()];
        <Self as ForallOpHooks>::build_from_lbs_ubs_steps_outputs_mapping_body_builder_fn(
            builder,
            state,
            &lbs,
            ubs,
            &steps,
            outputs,
            mapping,
            body_builder_fn,
        );
    }

    fn get_loop_regions(op: Self, ctx: &Context) -> Vec<Region> {
        vec![op.region(ctx)]
    }

    /// Every dimension runs once: the body is inlined (upstream's
    /// `scf::promote`).
    fn promote_if_single_iteration(op: Self, builder: &mut OpBuilder) -> Result<(), Diagnostic> {
        let not_single = || Diagnostic::error(None, "the loop does not run exactly once");
        let lbs = op.get_mixed_lower_bound(builder);
        let ubs = op.get_mixed_upper_bound(builder);
        let steps = op.get_mixed_step(builder);
        let single = lbs.iter().zip(&ubs).zip(&steps).all(|((&lb, &ub), &step)| {
            crate::for_op::constant_trip_count(builder, lb, ub, step) == Some(1)
        });
        if !single {
            return Err(not_single());
        }
        let mut rewriter = PatternRewriter::new(builder);
        if crate::tensor_patterns::promote(&mut rewriter, op) {
            Ok(())
        } else {
            Err(not_single())
        }
    }

    fn get_loop_induction_vars(op: Self, ctx: &Context) -> Option<Vec<Value>> {
        Some(op.get_induction_vars(ctx))
    }

    fn get_loop_lower_bounds(op: Self, ctx: &Context) -> Option<Vec<FoldResult>> {
        dynamic_only(op.static_lower_bound(ctx), op.dynamic_lower_bound(ctx))
    }

    fn get_loop_steps(op: Self, ctx: &Context) -> Option<Vec<FoldResult>> {
        dynamic_only(op.static_step(ctx), op.dynamic_step(ctx))
    }

    fn get_loop_upper_bounds(op: Self, ctx: &Context) -> Option<Vec<FoldResult>> {
        dynamic_only(op.static_upper_bound(ctx), op.dynamic_upper_bound(ctx))
    }

    fn get_inits_mutable(op: Self, ctx: &Context) -> std::ops::Range<usize> {
        op.get_dps_inits_mutable(ctx)
    }

    fn get_region_iter_args(op: Self, ctx: &Context) -> Vec<Value> {
        op.get_region_out_args(ctx)
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

impl InParallelOpHooks for InParallelOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let Some(forall) = ctx.op_parent_op(op).and_then(|p| ForallOp::cast(ctx, p)) else {
            return Err(Diagnostic::op_error(ctx, op, "expected forall op parent"));
        };
        let outs = forall.get_region_out_args(ctx);
        for o in self.get_yielding_ops_list(ctx) {
            if ctx.op_name_of(o) != "tensor.parallel_insert_slice" {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    "expected only tensor.parallel_insert_slice ops",
                ));
            }
            // The destination is the second operand.
            let dest = (ctx.num_operands(o) > 1).then(|| ctx.operand(o, 1));
            if !dest.is_some_and(|d| outs.contains(&d)) {
                return Err(Diagnostic::op_error(
                    ctx,
                    o,
                    "may only insert into an output block argument",
                ));
            }
        }
        Ok(())
    }

    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        let region = parser.parse_region(&[], false)?;
        ir::asm_support::ensure_single_block(parser.ctx(), region);
        state.regions.push(region);
        state.attributes.extend(parser.parse_optional_attr_dict()?);
        Ok(())
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let ctx = printer.ctx();
        printer.write_str(" ");
        printer.print_region(self.region(ctx), false, false);
        printer.print_optional_attr_dict(self.operation(), &[]);
    }

    fn build_default(builder: &mut OpBuilder<'_>, state: &mut OperationState) {
        let saved = builder.insertion_point();
        let region = state.add_region(builder);
        builder.create_block(region, &[]);
        builder.set_insertion_point(saved);
    }

    fn get_parent_result(op: Self, ctx: &Context, index: usize) -> Value {
        let parent = ctx.op_parent_op(op.operation()).unwrap_or(op.operation());
        ctx.result(parent, index)
    }

    fn get_yielding_ops(op: Self, ctx: &Context) -> Vec<Operation> {
        op.get_yielding_ops_list(ctx)
    }

    fn get_region_kind(_ctx: &Context, _index: usize) -> RegionKind {
        RegionKind::Graph
    }
}

impl InParallelOp {
    /// The ops of the body, in order.
    fn get_yielding_ops_list(self, ctx: &Context) -> Vec<Operation> {
        ctx.region_entry(self.region(ctx))
            .map(|b| ctx.block_ops(b).collect())
            .unwrap_or_default()
    }
}

/// `ForallOpControlOperandsFolder`: bounds and steps given by constant
/// values become static entries.
struct ControlOperandsFolder;

impl RewritePattern for ControlOperandsFolder {
    fn root(&self) -> Option<&str> {
        Some(ForallOp::OPERATION_NAME)
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let Some(forall) = ForallOp::cast(rewriter, op) else {
            return false;
        };
        let mut lists = [
            forall.get_mixed_lower_bound(rewriter),
            forall.get_mixed_upper_bound(rewriter),
            forall.get_mixed_step(rewriter),
        ];
        // `foldDynamicIndexList` on each list.
        let mut changed = false;
        for entry in lists.iter_mut().flatten() {
            if let OpFoldResult::Value(v) = *entry {
                if let Some(c) = rewriter
                    .defining_op(v)
                    .and_then(|d| rewriter.constant_value(d))
                {
                    *entry = OpFoldResult::Attr(c);
                    changed = true;
                }
            }
        }
        if !changed {
            return false;
        }
        let outputs = forall.outputs(rewriter);
        rewriter.modify_op_in_place(op, |ctx| {
            let [lbs, ubs, steps] = lists.map(|l| dispatch(ctx, &l));
            let mut operands = lbs.1.clone();
            operands.extend_from_slice(&ubs.1);
            operands.extend_from_slice(&steps.1);
            operands.extend_from_slice(&outputs);
            let sizes = [lbs.1.len(), ubs.1.len(), steps.1.len(), outputs.len()];
            let segments = ir::asm_support::segment_sizes(ctx, &sizes);
            let key = ctx.ident("operandSegmentSizes");
            let i64t = ctx.i64();
            let [lb_attr, ub_attr, step_attr] = [&lbs.0, &ubs.0, &steps.0].map(|l| {
                let wide: Vec<i128> = l.iter().map(|&v| i128::from(v)).collect();
                ctx.dense_i_array_attr(i64t, &wide)
            });
            ctx.set_operands(op, &operands).is_ok()
                && ctx.set_attr(op, key, segments).is_ok()
                && forall.set_static_lower_bound_attr(ctx, lb_attr).is_ok()
                && forall.set_static_upper_bound_attr(ctx, ub_attr).is_ok()
                && forall.set_static_step_attr(ctx, step_attr).is_ok()
        })
    }
}

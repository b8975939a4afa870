//! `scf.if` (upstream `SCF.cpp`): its builders, custom form (the implicit
//! `scf.yield` of an op without results), verifier, result type
//! inference, folder (`if !c` swaps the branches) and region-branch
//! interface.

use crate::syntax::print_value_types;
use crate::{IfOp, IfOpHooks, YieldOp};
use ir::interfaces::{
    if_entry_successor_regions, if_invocation_bounds, if_successor_regions, InvocationBounds,
    RegionBranchPoint, RegionSuccessor,
};
use ir::{
    Attribute, Context, CustomParser, CustomPrinter, Diagnostic, FoldResult, InsertPoint, Location,
    OpBuilder, OperationState, ParseError, Region, Type, Value,
};

/// Where ops go in a block of `op`'s `region`: before its terminator when
/// the op has no results (the `scf.yield` is implicit), else at its end
/// (upstream's `getThenBodyBuilder`/`getElseBodyBuilder`).
pub(crate) fn body_insertion_point(ctx: &Context, op: IfOp, region: Region) -> Option<InsertPoint> {
    let block = *ctx.region_blocks(region).last()?;
    let before = if ctx.num_results(op.operation()) == 0 {
        ctx.block_last_op(block)
    } else {
        None
    };
    Some(InsertPoint { block, before })
}

impl IfOp {
    /// The `then` block (upstream's `thenBlock`), if the region has one.
    pub fn then_block(self, ctx: &Context) -> Option<ir::Block> {
        ctx.region_blocks(self.then_region(ctx)).last().copied()
    }

    /// The `scf.yield` ending the `then` block, if it ends with one.
    pub fn then_yield(self, ctx: &Context) -> Option<YieldOp> {
        YieldOp::cast(ctx, ctx.block_last_op(self.then_block(ctx)?)?)
    }

    /// The `else` block (upstream's `elseBlock`), if there is one.
    pub fn else_block(self, ctx: &Context) -> Option<ir::Block> {
        ctx.region_blocks(self.else_region(ctx)).last().copied()
    }

    /// The `scf.yield` ending the `else` block, if it ends with one.
    pub fn else_yield(self, ctx: &Context) -> Option<YieldOp> {
        YieldOp::cast(ctx, ctx.block_last_op(self.else_block(ctx)?)?)
    }
}

/// The then and else regions of a new `scf.if`: blocks added as asked,
/// each with an implicit terminator when the op has no results and
/// `terminate` holds.
fn add_regions(
    builder: &mut OpBuilder<'_>,
    state: &mut OperationState,
    (then_block, else_block): (bool, bool),
    terminate: bool,
) {
    let saved = builder.insertion_point();
    let loc = state.location;
    for add in [then_block, else_block] {
        let region = state.add_region(builder);
        if add {
            builder.create_block(region, &[]);
            if terminate {
                IfOp::ensure_terminator(builder, region, loc);
            }
        }
    }
    builder.set_insertion_point(saved);
}

impl IfOpHooks for IfOp {
    fn build_from_result_types_cond(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        result_types: &[Type],
        cond: Value,
    ) {
        <Self as IfOpHooks>::build_from_result_types_cond_add_then_block_add_else_block(
            builder,
            state,
            result_types,
            cond,
            false,
            false,
        );
    }

    fn build_from_result_types_cond_add_then_block_add_else_block(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        result_types: &[Type],
        cond: Value,
        add_then_block: bool,
        add_else_block: bool,
    ) {
        state.add_result_types(result_types);
        state.add_operands(&[cond]);
        add_regions(builder, state, (add_then_block, add_else_block), false);
    }

    fn build_from_cond_with_else_region(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        cond: Value,
        with_else_region: bool,
    ) {
        <Self as IfOpHooks>::build_from_result_types_cond_with_else_region(
            builder,
            state,
            &[],
            cond,
            with_else_region,
        );
    }

    fn build_from_result_types_cond_with_else_region(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        result_types: &[Type],
        cond: Value,
        with_else_region: bool,
    ) {
        state.add_result_types(result_types);
        state.add_operands(&[cond]);
        add_regions(
            builder,
            state,
            (true, with_else_region),
            result_types.is_empty(),
        );
    }

    fn build_from_cond_then_builder_else_builder(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        cond: Value,
        then_builder: &mut dyn FnMut(&mut OpBuilder<'_>, Location),
        else_builder: Option<&mut dyn FnMut(&mut OpBuilder<'_>, Location)>,
    ) {
        state.add_operands(&[cond]);
        builder.add_body_region(state, Some(then_builder));
        builder.add_body_region(state, else_builder);
        let mut inferred = Vec::new();
        if <Self as IfOpHooks>::infer_return_types(builder, state, &mut inferred).is_ok() {
            state.add_result_types(&inferred);
        }
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        if ctx.num_results(op) != 0 && ctx.region_blocks(self.else_region(ctx)).is_empty() {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "must have an else block if defining values",
            ));
        }
        Ok(())
    }

    /// `if !c then A else B` → `if c then B else A`, where `!c` is
    /// `arith.xori c, 1`.
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        let (then_r, else_r) = (self.then_region(ctx), self.else_region(ctx));
        if ctx.region_blocks(else_r).is_empty() {
            return FoldResult::Failure;
        }
        let Some(xor) = ctx
            .defining_op(self.condition(ctx))
            .and_then(|d| arith::XOrIOp::cast(ctx, d))
        else {
            return FoldResult::Failure;
        };
        if crate::for_op::constant_int_bits(ctx, xor.rhs(ctx)) != Some(1) {
            return FoldResult::Failure;
        }
        let lhs = xor.lhs(ctx);
        let then_blocks = ctx.region_blocks(then_r).to_vec();
        let else_blocks = ctx.region_blocks(else_r).to_vec();
        // Live ops and blocks: these moves cannot fail.
        let _ = ctx.set_operand(self.operation(), 0, lhs);
        for &b in then_blocks.iter().chain(&else_blocks) {
            let _ = ctx.detach_block(b);
        }
        for &b in &else_blocks {
            let _ = ctx.append_block(then_r, b);
        }
        for &b in &then_blocks {
            let _ = ctx.append_block(else_r, b);
        }
        FoldResult::InPlace
    }

    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn ir::RewritePattern>> {
        crate::canonicalize::if_patterns()
    }

    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        let cond = parser.parse_operand()?;
        let i1 = parser.ctx().integer_type(1);
        let v = parser.resolve_operand(&cond, i1)?;
        state.operands.push(v);
        let types = parser.parse_optional_arrow_type_list()?;
        state.add_result_types(&types);
        ir::asm_support::parse_if_regions(parser, state, "scf.yield")?;
        state.attributes.extend(parser.parse_optional_attr_dict()?);
        Ok(())
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let ctx = printer.ctx();
        let op = self.operation();
        printer.write_str(" ");
        printer.print_operand(self.condition(ctx));
        let results = ctx.results(op);
        // The yields are shown when the op defines values.
        let print_terminators = !results.is_empty();
        if print_terminators {
            printer.write_str(" -> (");
            print_value_types(printer, &results);
            printer.write_str(")");
        }
        let regions = (self.then_region(ctx), self.else_region(ctx));
        ir::asm_support::print_if_regions(printer, regions, print_terminators);
        printer.print_optional_attr_dict(op, &[]);
    }

    /// A constant condition picks the branch.
    fn get_entry_successor_regions(
        op: Self,
        ctx: &Context,
        operands: &[Option<Attribute>],
        regions: &mut Vec<RegionSuccessor>,
    ) {
        let cond = operands
            .first()
            .copied()
            .flatten()
            .and_then(|a| bool_attr(ctx, a));
        let branches = (op.then_region(ctx), op.else_region(ctx));
        let results = ctx.results(op.operation());
        if_entry_successor_regions(ctx, cond, branches, results, regions);
    }

    fn get_successor_regions(
        op: Self,
        ctx: &Context,
        point: RegionBranchPoint,
        regions: &mut Vec<RegionSuccessor>,
    ) {
        let branches = (op.then_region(ctx), op.else_region(ctx));
        let results = ctx.results(op.operation());
        if_successor_regions(ctx, point, branches, results, regions);
    }

    fn get_region_invocation_bounds(
        _op: Self,
        ctx: &Context,
        operands: &[Option<Attribute>],
        bounds: &mut Vec<InvocationBounds>,
    ) {
        let cond = operands
            .first()
            .copied()
            .flatten()
            .and_then(|a| bool_attr(ctx, a));
        if_invocation_bounds(cond, bounds);
    }

    /// The types the `then` block's `scf.yield` yields; no reason given
    /// when there is no such yield (upstream fails silently).
    fn infer_return_types(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Vec<Type>,
    ) -> Result<(), Diagnostic> {
        let silent = || Diagnostic::error(None, "");
        let then_region = *state.regions.first().ok_or_else(silent)?;
        let yield_op = crate::region_terminator(ctx, then_region)
            .and_then(|t| YieldOp::cast(ctx, t))
            .ok_or_else(silent)?;
        inferred.extend(ctx.operand_types(yield_op.operation()));
        Ok(())
    }
}

/// The value of a boolean attribute (an `i1` integer attribute).
pub(crate) fn bool_attr(ctx: &Context, a: Attribute) -> Option<bool> {
    let ty = ctx.attr_type(a);
    if ctx.attr_kind(a) != ir::AttrKind::Integer
        || ctx.type_as_integer(ty).map(|(w, _)| w) != Some(1)
    {
        return None;
    }
    ctx.attr_as_int(a).map(|v| v != 0)
}

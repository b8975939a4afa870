//! `emitc.for` and `emitc.if` (upstream `EmitC.cpp`): their builders,
//! custom forms (the implicit `emitc.yield`, `: type` for a non-index
//! induction variable), the loop's region verifier and the `if`'s
//! region-branch interface.

use ir::interfaces::{
    if_entry_successor_regions, if_invocation_bounds, if_successor_regions, InvocationBounds,
    RegionBranchPoint, RegionSuccessor,
};
use ir::parser::RegionArgument;
use ir::{
    Attribute, Context, CustomParser, CustomPrinter, Diagnostic, Location, OpBuilder,
    OperationState, ParseError, Value,
};

use crate::{ForOp, ForOpHooks, IfOp, IfOpHooks};

impl ForOpHooks for ForOp {
    fn build_from_lower_bound_upper_bound_step_arg3(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        lower_bound: Value,
        upper_bound: Value,
        step: Value,
        body_builder: Option<&mut dyn FnMut(&mut OpBuilder<'_>, Location, Value)>,
    ) {
        let saved = builder.insertion_point();
        state.add_operands(&[lower_bound, upper_bound, step]);
        let loc = state.location;
        let iv_type = builder.value_type(lower_bound);
        let region = state.add_region(builder);
        let body = builder.create_block(region, &[(iv_type, loc)]);
        match body_builder {
            None => ForOp::ensure_terminator(builder, region, loc),
            Some(f) => {
                builder.set_insertion_point_to_start(body);
                let iv = builder.block_arg(body, 0);
                f(builder, loc, iv);
            }
        }
        builder.set_insertion_point(saved);
    }

    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn ir::RewritePattern>> {
        // Upstream declares the hook and adds no pattern.
        Vec::new()
    }

    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        let iv = parser.parse_operand()?;
        parser.parse_punct("=")?;
        let lb = parser.parse_operand()?;
        parser.parse_keyword("to")?;
        let ub = parser.parse_operand()?;
        parser.parse_keyword("step")?;
        let step = parser.parse_operand()?;
        let ty = if parser.parse_optional_punct(":") {
            parser.parse_type()?
        } else {
            parser.ctx().index_type()
        };
        for u in [&lb, &ub, &step] {
            let v = parser.resolve_operand(u, ty)?;
            state.operands.push(v);
        }
        let arg = RegionArgument {
            name: iv,
            ty,
            loc: parser.location_at(iv.offset),
            attrs: Vec::new(),
        };
        let body = parser.parse_region(&[arg], false)?;
        ForOp::ensure_terminator(parser.ctx(), body, state.location);
        state.regions.push(body);
        state.attributes.extend(parser.parse_optional_attr_dict()?);
        Ok(())
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let ctx = printer.ctx();
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
        printer.write_str(" ");
        if let Some(iv) = self.get_induction_var(ctx) {
            let t = ctx.value_type(iv);
            if !ctx.is_index(t) {
                printer.write_str(" : ");
                printer.print_type(t);
                printer.write_str(" ");
            }
        }
        printer.print_region(self.region(ctx), false, false);
        printer.print_optional_attr_dict(self.operation(), &[]);
    }

    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        let iv_type = self.get_induction_var(ctx).map(|iv| ctx.value_type(iv));
        if iv_type != Some(ctx.value_type(self.lower_bound(ctx))) {
            return Err(Diagnostic::op_error(
                ctx,
                self.operation(),
                "expected induction variable to be same type as bounds and step",
            ));
        }
        Ok(())
    }
}

/// The then and else regions of a new `emitc.if`, with the blocks asked
/// for.
fn add_regions(builder: &mut OpBuilder<'_>, state: &mut OperationState, blocks: [bool; 2]) {
    let saved = builder.insertion_point();
    for add in blocks {
        let region = state.add_region(builder);
        if add {
            builder.create_block(region, &[]);
        }
    }
    builder.set_insertion_point(saved);
}

impl IfOpHooks for IfOp {
    /// Upstream declares this builder without defining it; here it builds
    /// as `with_else_region = false` does.
    fn build_from_cond(builder: &mut OpBuilder<'_>, state: &mut OperationState, cond: Value) {
        <Self as IfOpHooks>::build_from_cond_with_else_region(builder, state, cond, false);
    }

    fn build_from_cond_add_then_block_add_else_block(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        cond: Value,
        add_then_block: bool,
        add_else_block: bool,
    ) {
        state.add_operands(&[cond]);
        add_regions(builder, state, [add_then_block, add_else_block]);
    }

    fn build_from_cond_with_else_region(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        cond: Value,
        with_else_region: bool,
    ) {
        state.add_operands(&[cond]);
        add_regions(builder, state, [true, with_else_region]);
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
    }

    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        let cond = parser.parse_operand()?;
        let i1 = parser.ctx().integer_type(1);
        let v = parser.resolve_operand(&cond, i1)?;
        state.operands.push(v);
        ir::asm_support::parse_if_regions(parser, state, "emitc.yield")?;
        state.attributes.extend(parser.parse_optional_attr_dict()?);
        Ok(())
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let ctx = printer.ctx();
        printer.write_str(" ");
        printer.print_operand(self.condition(ctx));
        let regions = (self.then_region(ctx), self.else_region(ctx));
        ir::asm_support::print_if_regions(printer, regions, false);
        printer.print_optional_attr_dict(self.operation(), &[]);
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
            .and_then(|a| ctx.as_bool(a));
        let branches = (op.then_region(ctx), op.else_region(ctx));
        if_entry_successor_regions(ctx, cond, branches, Vec::new(), regions);
    }

    fn get_successor_regions(
        op: Self,
        ctx: &Context,
        point: RegionBranchPoint,
        regions: &mut Vec<RegionSuccessor>,
    ) {
        let branches = (op.then_region(ctx), op.else_region(ctx));
        if_successor_regions(ctx, point, branches, Vec::new(), regions);
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
            .and_then(|a| ctx.as_bool(a));
        if_invocation_bounds(cond, bounds);
    }
}

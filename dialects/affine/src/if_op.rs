//! `affine.if` (upstream `AffineOps.cpp`): a condition that is an integer
//! set over dimension and symbol operands, `then` and optional `else`
//! regions; builders, custom form, verifier, region-branch interface.

use crate::scope::verify_dims_and_symbols;
use crate::syntax::{parse_dim_and_symbol_list, print_dim_and_symbol_list};
use crate::{AffineIfOp, AffineIfOpHooks};
use ir::affine::IntegerSet;
use ir::interfaces::{RegionBranchPoint, RegionSuccessor};
use ir::{
    Attribute, Context, CustomParser, CustomPrinter, Diagnostic, FoldResult, OpBuilder,
    OperationState, ParseError, Type, Value,
};

impl AffineIfOp {
    /// The condition, if the op has one.
    pub fn get_integer_set(self, ctx: &Context) -> Option<IntegerSet> {
        ctx.attr(self.operation(), "condition")
            .and_then(|a| ctx.as_integer_set(a))
    }
}

impl AffineIfOpHooks for AffineIfOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let Some(set) = self.get_integer_set(ctx) else {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "requires an integer set attribute named 'condition'",
            ));
        };
        let d = ctx.integer_set_data(set);
        if ctx.num_operands(op) != (d.num_dims + d.num_symbols) as usize {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "operand count and condition integer set dimension and symbol count must match",
            ));
        }
        verify_dims_and_symbols(ctx, op, &ctx.operands(op), d.num_dims as usize)
    }

    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        crate::canonicalize::fold_if(ctx, self)
    }

    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn ir::RewritePattern>> {
        crate::canonicalize::if_patterns()
    }

    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        let at = parser.offset();
        let attr = parser.parse_attribute()?;
        let Some(set) = parser.ctx().as_integer_set(attr) else {
            return Err(parser.error_at(at, "invalid kind of attribute specified"));
        };
        let key = parser.ctx().ident("condition");
        state.attributes.push((key, attr));
        let num_dims = parse_dim_and_symbol_list(parser, state)?;
        let d = parser.ctx().integer_set_data(set);
        let (nd, ns) = (d.num_dims as usize, d.num_symbols as usize);
        let name = parser.name_offset();
        if nd != num_dims {
            return Err(parser.error_at(
                name,
                "dim operand count and integer set dim count must match",
            ));
        }
        if num_dims + ns != state.operands.len() {
            return Err(parser.error_at(
                name,
                "symbol operand count and integer set symbol count must match",
            ));
        }
        let types = parser.parse_optional_arrow_type_list()?;
        state.add_result_types(&types);
        let then_region = parser.parse_region(&[], false)?;
        AffineIfOp::ensure_terminator(parser.ctx(), then_region, state.location);
        let else_region = if parser.parse_optional_keyword("else") {
            let r = parser.parse_region(&[], false)?;
            AffineIfOp::ensure_terminator(parser.ctx(), r, state.location);
            r
        } else {
            parser.ctx().create_region()
        };
        state.regions.push(then_region);
        state.regions.push(else_region);
        state.attributes.extend(parser.parse_optional_attr_dict()?);
        Ok(())
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let ctx = printer.ctx();
        let op = self.operation();
        let num_results = ctx.num_results(op);
        if let Some(attr) = ctx.attr(op, "condition") {
            printer.write_str(" ");
            printer.print_attribute(attr);
        }
        let num_dims = self
            .get_integer_set(ctx)
            .map_or(0, |s| ctx.integer_set_data(s).num_dims as usize);
        print_dim_and_symbol_list(printer, &ctx.operands(op), num_dims);
        if num_results > 0 {
            let types: Vec<Type> = ctx.results(op).iter().map(|&r| ctx.value_type(r)).collect();
            printer.write_str(" -> ");
            if types.len() == 1 && !ctx.is_function(types[0]) {
                printer.print_type(types[0]);
            } else {
                printer.write_str("(");
                printer.print_types(&types);
                printer.write_str(")");
            }
        }
        printer.write_str(" ");
        printer.print_region(self.then_region(ctx), false, num_results > 0);
        let else_region = self.else_region(ctx);
        if !ctx.region_blocks(else_region).is_empty() {
            printer.write_str(" else ");
            printer.print_region(else_region, false, num_results > 0);
        }
        printer.print_optional_attr_dict(op, &["condition"]);
    }

    fn build_from_set_args_with_else_region(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        set: IntegerSet,
        args: &[Value],
        with_else_region: bool,
    ) {
        <Self as AffineIfOpHooks>::build_from_result_types_set_args_with_else_region(
            builder,
            state,
            &[],
            set,
            args,
            with_else_region,
        );
    }

    fn build_from_result_types_set_args_with_else_region(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        result_types: &[Type],
        set: IntegerSet,
        args: &[Value],
        with_else_region: bool,
    ) {
        state.add_result_types(result_types);
        state.add_operands(args);
        let attr = builder.integer_set_attr(set);
        let key = builder.ident("condition");
        state.attributes.push((key, attr));
        let loc = state.location;
        // Creating the blocks moves the insertion point (upstream's
        // `InsertionGuard`): the op goes where the caller asked.
        let saved = builder.insertion_point();
        let then_region = state.add_region(builder);
        builder.create_block(then_region, &[]);
        if result_types.is_empty() {
            AffineIfOp::ensure_terminator(builder, then_region, loc);
        }
        let else_region = state.add_region(builder);
        if with_else_region {
            builder.create_block(else_region, &[]);
            if result_types.is_empty() {
                AffineIfOp::ensure_terminator(builder, else_region, loc);
            }
        }
        builder.set_insertion_point(saved);
    }

    fn get_successor_regions(
        op: Self,
        ctx: &Context,
        point: RegionBranchPoint,
        regions: &mut Vec<RegionSuccessor>,
    ) {
        if point != RegionBranchPoint::Parent {
            regions.push(RegionSuccessor::parent(ctx.results(op.operation())));
            return;
        }
        regions.push(RegionSuccessor::region(op.then_region(ctx), Vec::new()));
        let else_region = op.else_region(ctx);
        if ctx.region_blocks(else_region).is_empty() {
            regions.push(RegionSuccessor::parent(ctx.results(op.operation())));
        } else {
            regions.push(RegionSuccessor::region(else_region, Vec::new()));
        }
    }
}

//! `affine.apply`, `affine.min`, `affine.max`, `affine.yield`,
//! `affine.delinearize_index` and the dialect's constant materialiser
//! (upstream `AffineOps.cpp`): custom forms, verifiers, folders.

use crate::fold::fold_min_max;
use crate::syntax::{
    parse_dim_and_symbol_list, parse_map_attr, print_dim_and_symbol_list, verified_map,
};
use crate::{
    AffineApplyOp, AffineApplyOpHooks, AffineDelinearizeIndexOp, AffineDelinearizeIndexOpHooks,
    AffineDialect, AffineDialectHooks, AffineForOp, AffineIfOp, AffineMaxOp, AffineMaxOpHooks,
    AffineMinOp, AffineMinOpHooks, AffineParallelOp, AffineYieldOp, AffineYieldOpHooks,
};
use ir::{
    Attribute, Context, CustomParser, CustomPrinter, Diagnostic, FoldResult, Location, OpBuilder,
    Operation, OperationState, ParseError, Type,
};

/// Upstream's `AffineApplyOp::parse` and the min/max parsers: a map, its
/// operands, the attribute dictionary; one `index` result.
fn parse_map_op(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
    check: bool,
) -> Result<(), ParseError> {
    let map = parse_map_attr(parser, state, "map")?;
    let num_dims = parse_dim_and_symbol_list(parser, state)?;
    state.attributes.extend(parser.parse_optional_attr_dict()?);
    let d = parser.ctx().affine_map_data(map);
    let (nd, ns, nr) = (d.num_dims as usize, d.num_symbols as usize, d.results.len());
    if check && (nd != num_dims || num_dims + ns != state.operands.len()) {
        let at = parser.name_offset();
        return Err(parser.error_at(at, "dimension or symbol index mismatch"));
    }
    let index = parser.ctx().index_type();
    let n = if check { nr } else { 1 };
    state.add_result_types(&vec![index; n]);
    Ok(())
}

/// ` map(dims)[symbols] {attrs}`.
fn print_map_op(printer: &mut CustomPrinter<'_, '_>, op: Operation, map_attr: Attribute) {
    let ctx = printer.ctx();
    printer.write_str(" ");
    printer.print_attribute(map_attr);
    let num_dims = ctx
        .as_affine_map(map_attr)
        .map_or(0, |m| ctx.affine_map_data(m).num_dims as usize);
    print_dim_and_symbol_list(printer, &ctx.operands(op), num_dims);
    printer.print_optional_attr_dict(op, &["map"]);
}

/// The operand count must be the map's dimensions and symbols.
fn verify_operand_count(
    ctx: &Context,
    op: Operation,
    map_attr: Attribute,
) -> Result<(), Diagnostic> {
    let m = verified_map(ctx, map_attr);
    let d = ctx.affine_map_data(m);
    if ctx.num_operands(op) != (d.num_dims + d.num_symbols) as usize {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            "operand count and affine map dimension and symbol count must match",
        ));
    }
    Ok(())
}

impl AffineApplyOpHooks for AffineApplyOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        verify_operand_count(ctx, op, self.map(ctx))?;
        let m = verified_map(ctx, self.map(ctx));
        if ctx.affine_map_data(m).results.len() != 1 {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "mapping must produce one value",
            ));
        }
        Ok(())
    }

    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        crate::fold::fold_apply(ctx, self, operands)
    }

    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn ir::RewritePattern>> {
        crate::canonicalize::simplify_affine_op_patterns("affine.apply")
    }

    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        parse_map_op(parser, state, true)
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let map = self.map(printer.ctx());
        print_map_op(printer, self.operation(), map);
    }
}

impl AffineMinOpHooks for AffineMinOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_operand_count(ctx, self.operation(), self.map(ctx))
    }

    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        fold_min_max(ctx, self.operation(), self.map(ctx), operands, true)
    }

    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn ir::RewritePattern>> {
        crate::canonicalize::simplify_affine_op_patterns("affine.min")
    }

    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        parse_map_op(parser, state, false)
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let map = self.map(printer.ctx());
        print_map_op(printer, self.operation(), map);
    }
}

impl AffineMaxOpHooks for AffineMaxOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_operand_count(ctx, self.operation(), self.map(ctx))
    }

    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        fold_min_max(ctx, self.operation(), self.map(ctx), operands, false)
    }

    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn ir::RewritePattern>> {
        crate::canonicalize::simplify_affine_op_patterns("affine.max")
    }

    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        parse_map_op(parser, state, false)
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let map = self.map(printer.ctx());
        print_map_op(printer, self.operation(), map);
    }
}

impl AffineYieldOpHooks for AffineYieldOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let err = |m: &str| Err(Diagnostic::op_error(ctx, op, m));
        let Some(parent) = ctx.op_parent_op(op) else {
            return err("only terminates affine.if/for/parallel regions");
        };
        if AffineParallelOp::cast(ctx, parent).is_none()
            && AffineIfOp::cast(ctx, parent).is_none()
            && AffineForOp::cast(ctx, parent).is_none()
        {
            return err("only terminates affine.if/for/parallel regions");
        }
        let results = ctx.results(parent);
        let operands = ctx.operands(op);
        if results.len() != operands.len() {
            return err("parent of yield must have same number of results as the yield operands");
        }
        for (&r, &o) in results.iter().zip(&operands) {
            if ctx.value_type(r) != ctx.value_type(o) {
                return err("types mismatch between yield op and its parent");
            }
        }
        Ok(())
    }
}

impl AffineDelinearizeIndexOpHooks for AffineDelinearizeIndexOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let basis = ctx.num_operands(op) - 1;
        if basis == 0 {
            return Err(Diagnostic::op_error(ctx, op, "basis should not be empty"));
        }
        if ctx.num_results(op) != basis {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "should return an index for each basis element",
            ));
        }
        Ok(())
    }

    fn infer_return_types(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Vec<Type>,
    ) -> Result<(), Diagnostic> {
        let n = state.operands.len().saturating_sub(1);
        inferred.extend(std::iter::repeat_n(ctx.index_type(), n));
        Ok(())
    }
}

impl AffineDialectHooks for AffineDialect {
    fn materialize_constant(
        builder: &mut OpBuilder<'_>,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<Operation> {
        // Arith's materialiser also builds `ub.poison` for `#ub.poison`.
        <arith::ArithDialect as arith::ArithDialectHooks>::materialize_constant(
            builder, value, ty, loc,
        )
    }
}

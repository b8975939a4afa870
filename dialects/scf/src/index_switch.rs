//! `scf.index_switch` (upstream `SCF.cpp`): its `case N {...}` custom
//! directive, verifier, region-branch interface and the folding of a
//! constant switch value.

use crate::{IndexSwitchOp, IndexSwitchOpHooks, YieldOp};
use ir::interfaces::{InvocationBounds, RegionBranchPoint, RegionSuccessor};
use ir::{
    Attribute, Context, CustomParser, CustomPrinter, DenseData, Diagnostic, OpId, ParseError,
    PatternRewriter, RegionId, RewritePattern,
};

/// `case N {...}` repeated: the case values and regions (upstream's
/// `parseSwitchCases`).
pub(crate) fn parse_switch_cases(
    parser: &mut CustomParser<'_, '_, '_>,
    cases: &mut Option<Attribute>,
    regions: &mut Vec<RegionId>,
) -> Result<(), ParseError> {
    let mut values = Vec::new();
    while parser.parse_optional_keyword("case") {
        let v = parser.parse_integer()?;
        regions.push(parser.parse_region(&[], false)?);
        values.push(i128::from(v));
    }
    let ctx = parser.ctx();
    let i64_type = ctx.integer_type(64);
    *cases = Some(ctx.dense_array_attr(i64_type, DenseData::Int(values)));
    Ok(())
}

/// Each case on a line of its own (upstream's `printSwitchCases`).
pub(crate) fn print_switch_cases(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    cases: Option<Attribute>,
    regions: &[RegionId],
) {
    let ctx = printer.ctx();
    let values = cases
        .and_then(|a| ctx.dense_array_as_i64(a))
        .unwrap_or_default()
        .to_vec();
    for (v, &r) in values.iter().zip(regions) {
        printer.print_newline();
        printer.write_str(&format!("case {v} "));
        printer.print_region(r, false, true);
    }
}

/// The region verifier of `verify`: `region` ends with an `scf.yield` of
/// the op's result types.
fn verify_case_region(
    ctx: &Context,
    op: IndexSwitchOp,
    region: RegionId,
    name: &str,
) -> Result<(), Diagnostic> {
    let o = op.operation();
    let Some(last) = ctx.region_entry(region).and_then(|b| ctx.block_last_op(b)) else {
        return Ok(());
    };
    let Some(y) = YieldOp::cast(ctx, last) else {
        return Err(Diagnostic::op_error(
            ctx,
            o,
            format!(
                "expected region to end with scf.yield, but got {}",
                ctx.op_name_of(last)
            ),
        ));
    };
    let results = ctx.result_types(o);
    let yielded = ctx.operand_types(y.operation());
    if yielded.len() != results.len() {
        return Err(Diagnostic::op_error(
            ctx,
            o,
            format!(
                "expected each region to return {} values, but {name} returns {}",
                results.len(),
                yielded.len()
            ),
        )
        .with_note(ctx.op_loc(last), "see yield operation here"));
    }
    for (i, (&r, &t)) in results.iter().zip(&yielded).enumerate() {
        if r != t {
            let (r, t) = (
                ir::printer::type_to_string(ctx, r),
                ir::printer::type_to_string(ctx, t),
            );
            return Err(Diagnostic::op_error(
                ctx,
                o,
                format!("expected result #{i} of each region to be '{r}'"),
            )
            .with_note(ctx.op_loc(last), format!("{name} returns '{t}' here")));
        }
    }
    Ok(())
}

impl IndexSwitchOpHooks for IndexSwitchOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let cases = self.cases(ctx);
        let regions = self.case_regions(ctx);
        if cases.len() != regions.len() {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format!(
                    "has {} case regions but {} case values",
                    regions.len(),
                    cases.len()
                ),
            ));
        }
        let mut seen = std::collections::HashSet::new();
        for &v in cases {
            if !seen.insert(v) {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    format!("has duplicate case value: {v}"),
                ));
            }
        }
        verify_case_region(ctx, self, self.default_region(ctx), "default region")?;
        for (i, &r) in regions.iter().enumerate() {
            verify_case_region(ctx, self, r, &format!("case region #{i}"))?;
        }
        Ok(())
    }

    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        vec![Box::new(FoldConstantCase)]
    }

    fn get_entry_successor_regions(
        op: Self,
        ctx: &Context,
        operands: &[Option<Attribute>],
        regions: &mut Vec<RegionSuccessor>,
    ) {
        let arg = operands
            .first()
            .copied()
            .flatten()
            .filter(|&a| ctx.attr_kind(a) == ir::AttrKind::Integer)
            .and_then(|a| ctx.attr_as_int(a));
        let Some(arg) = arg else {
            for &r in ctx.op_regions(op.operation()) {
                regions.push(RegionSuccessor::region(r, Vec::new()));
            }
            return;
        };
        let chosen = op
            .cases(ctx)
            .iter()
            .position(|&c| c == arg)
            .and_then(|i| op.case_regions(ctx).get(i).copied())
            .unwrap_or(op.default_region(ctx));
        regions.push(RegionSuccessor::region(chosen, Vec::new()));
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
        for &r in ctx.op_regions(op.operation()) {
            regions.push(RegionSuccessor::region(r, Vec::new()));
        }
    }

    fn get_region_invocation_bounds(
        op: Self,
        ctx: &Context,
        operands: &[Option<Attribute>],
        bounds: &mut Vec<InvocationBounds>,
    ) {
        let n = ctx.op_regions(op.operation()).len();
        let arg = operands
            .first()
            .copied()
            .flatten()
            .filter(|&a| ctx.attr_kind(a) == ir::AttrKind::Integer)
            .and_then(|a| ctx.attr_as_int(a));
        let Some(arg) = arg else {
            bounds.extend(std::iter::repeat_n(InvocationBounds::new(0, Some(1)), n));
            return;
        };
        // The regions are the default one, then the cases.
        let live = op
            .cases(ctx)
            .iter()
            .position(|&c| c == arg)
            .map_or(0, |i| i + 1);
        for i in 0..n {
            bounds.push(InvocationBounds::new(0, Some(u32::from(i == live))));
        }
    }
}

/// A constant switch value selects its region, inlined in place of the
/// op (upstream's `FoldConstantCase`).
struct FoldConstantCase;

impl RewritePattern for FoldConstantCase {
    fn root(&self) -> Option<&str> {
        Some(IndexSwitchOp::OPERATION_NAME)
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rewriter;
        let Some(switch) = IndexSwitchOp::cast(ctx, op) else {
            return false;
        };
        let Some(cst) = crate::for_op::constant_int(ctx, switch.arg(ctx)) else {
            return false;
        };
        let region = switch
            .cases(ctx)
            .iter()
            .position(|&c| c == cst)
            .and_then(|i| switch.case_regions(ctx).get(i).copied())
            .unwrap_or(switch.default_region(ctx));
        let Some(source) = ctx.region_entry(region) else {
            return false;
        };
        let Some(term) = ctx.block_last_op(source) else {
            return false;
        };
        let results = ctx.operands(term);
        let Some(parent) = ctx.op_parent_block(op) else {
            return false;
        };
        rewriter
            .inline_block_before(source, parent, Some(op), &[])
            .is_ok()
            && rewriter.erase_op(term).is_ok()
            && rewriter.replace_op(op, &results).is_ok()
    }
}

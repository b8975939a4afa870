//! `scf.execute_region` (upstream `SCF.cpp`): its custom form, verifier,
//! region-branch interface and the inliner of a single-block body.

use crate::{ExecuteRegionOp, ExecuteRegionOpHooks, YieldOp};
use ir::interfaces::{RegionBranchPoint, RegionSuccessor};
use ir::{
    Context, CustomParser, CustomPrinter, Diagnostic, OperationState, ParseError, PatternRewriter,
    RewritePattern,
};

impl ExecuteRegionOpHooks for ExecuteRegionOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let Some(entry) = ctx.region_entry(self.region(ctx)) else {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "region needs to have at least one block",
            ));
        };
        if ctx.num_block_args(entry) > 0 {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "region cannot have any arguments",
            ));
        }
        Ok(())
    }

    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        vec![
            Box::new(SingleBlockExecuteInliner),
            Box::new(MultiBlockExecuteInliner),
        ]
    }

    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        let types = parser.parse_optional_arrow_type_list()?;
        state.add_result_types(&types);
        let body = parser.parse_region(&[], false)?;
        state.regions.push(body);
        state.attributes.extend(parser.parse_optional_attr_dict()?);
        Ok(())
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let ctx = printer.ctx();
        let op = self.operation();
        let types = ctx.result_types(op);
        if !types.is_empty() {
            printer.write_str(" -> ");
            print_arrow_types(printer, &types);
        }
        printer.write_str(" ");
        printer.print_region(self.region(ctx), false, true);
        printer.print_optional_attr_dict(op, &[]);
    }

    fn get_successor_regions(
        op: Self,
        ctx: &Context,
        point: RegionBranchPoint,
        regions: &mut Vec<RegionSuccessor>,
    ) {
        if point == RegionBranchPoint::Parent {
            regions.push(RegionSuccessor::region(op.region(ctx), Vec::new()));
        } else {
            regions.push(RegionSuccessor::parent(ctx.results(op.operation())));
        }
    }
}

/// The types after `->` as `printOptionalArrowTypeList` writes them: a
/// lone non-function type bare, anything else in parentheses.
pub(crate) fn print_arrow_types(printer: &mut CustomPrinter<'_, '_>, types: &[ir::Type]) {
    let bare = types.len() == 1 && !printer.ctx().is_function(types[0]);
    if !bare {
        printer.write_str("(");
    }
    printer.print_types(types);
    if !bare {
        printer.write_str(")");
    }
}

/// A body of one block is inlined in the parent
/// block, its terminator's operands replacing the op's results (upstream's
/// `SingleBlockExecuteInliner`).
struct SingleBlockExecuteInliner;

impl RewritePattern for SingleBlockExecuteInliner {
    fn root(&self) -> Option<&str> {
        Some("scf.execute_region")
    }

    fn match_and_rewrite(&self, op: ir::OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rewriter;
        let Some(exec) = ExecuteRegionOp::cast(ctx, op) else {
            return false;
        };
        let region = exec.region(ctx);
        let [block] = ctx.region_blocks(region) else {
            return false;
        };
        let block = *block;
        let Some(term) = ctx.block_last_op(block) else {
            return false;
        };
        let Some(parent) = ctx.op_parent_block(op) else {
            return false;
        };
        let values = ctx.operands(term);
        if rewriter
            .inline_block_before(block, parent, Some(op), &[])
            .is_err()
        {
            return false;
        }
        rewriter.replace_op(op, &values).is_ok() && rewriter.erase_op(term).is_ok()
    }
}

/// A body of several blocks, in a function or another
/// `scf.execute_region`, is inlined in the parent region: a branch into
/// it, its yields branches to the rest of the parent block, whose new
/// arguments replace the op's results (upstream's
/// `MultiBlockExecuteInliner`).
struct MultiBlockExecuteInliner;

impl RewritePattern for MultiBlockExecuteInliner {
    fn root(&self) -> Option<&str> {
        Some("scf.execute_region")
    }

    fn match_and_rewrite(&self, op: ir::OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rewriter;
        let Some(exec) = ExecuteRegionOp::cast(ctx, op) else {
            return false;
        };
        let Some(parent_op) = ctx.op_parent_op(op) else {
            return false;
        };
        let in_function = ir::interfaces::FunctionOpInterfaceRef::get(ctx, parent_op).is_some();
        if !in_function && ExecuteRegionOp::cast(ctx, parent_op).is_none() {
            return false;
        }
        let (Some(prev), Some(parent)) = (ctx.op_parent_block(op), ctx.op_parent_region(op)) else {
            return false;
        };
        let region = exec.region(ctx);
        let Some(entry) = ctx.region_entry(region) else {
            return false;
        };
        let loc = ctx.op_loc(op);
        let Ok(post) = rewriter.split_block(prev, Some(op)) else {
            return false;
        };
        rewriter.set_insertion_point_to_end(prev);
        cf::BranchOp::build_from_dest_dest_operands(rewriter, loc, entry, &[]);
        for block in rewriter.region_blocks(region).to_vec() {
            let Some(term) = rewriter.block_last_op(block) else {
                continue;
            };
            if YieldOp::cast(rewriter, term).is_none() {
                continue;
            }
            let (yield_loc, values) = (rewriter.op_loc(term), rewriter.operands(term));
            rewriter.set_insertion_point_before(term);
            cf::BranchOp::build_from_dest_dest_operands(rewriter, yield_loc, post, &values);
            if rewriter.erase_op(term).is_err() {
                return false;
            }
        }
        if rewriter
            .inline_region_before(region, parent, Some(post))
            .is_err()
        {
            return false;
        }
        let args: Vec<ir::Value> = (0..rewriter.num_results(op))
            .map(|i| {
                let r = rewriter.result(op, i);
                let (ty, rloc) = (rewriter.value_type(r), rewriter.value_loc(r));
                rewriter.add_block_argument(post, ty, rloc)
            })
            .collect();
        rewriter.replace_op(op, &args).is_ok()
    }
}

//! The lowerings of the scf ops that run a region once: `scf.if` (a
//! conditional branch to the inlined then/else blocks), `scf.execute_region`
//! (a branch into its inlined blocks) and `scf.index_switch` (a `cf.switch`
//! over its inlined case blocks). The results become arguments of the block
//! after the op.

use cf::{BranchOp, CondBranchOp, SwitchOp};
use ir::{BlockId, OpId, PatternRewriter, RegionId, RewritePattern, Value};

/// The block holding `op` and the region holding that block.
pub(crate) fn enclosing(rw: &PatternRewriter<'_>, op: OpId) -> Option<(BlockId, RegionId)> {
    let block = rw.op_parent_block(op)?;
    Some((block, rw.block_parent_region(block)?))
}

/// The last op of `block` (its terminator: what a pattern added after a
/// terminator it erased comes later, and the erased one stays until the
/// conversion ends).
pub(crate) fn terminator(rw: &PatternRewriter<'_>, block: BlockId) -> Option<OpId> {
    rw.block_last_op(block)
}

/// Appends `cf.br ^dest(operands)` to `block`.
fn branch_at_end(rw: &mut PatternRewriter<'_>, block: BlockId, op: OpId, dest: BlockId) -> bool {
    let Some(term) = terminator(rw, block) else {
        return false;
    };
    let operands = rw.operands(term);
    let loc = rw.op_loc(op);
    rw.set_insertion_point_to_end(block);
    BranchOp::build_from_dest_dest_operands(rw, loc, dest, &operands);
    rw.erase_op(term).is_ok()
}

/// `scf.if` → `cf.cond_br` to the then and else blocks, which branch to the
/// block after it (upstream's `IfLowering`).
pub(crate) struct IfLowering;

impl RewritePattern for IfLowering {
    fn root(&self) -> Option<&str> {
        Some(scf::IfOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "IfLowering"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(if_op) = scf::IfOp::cast(rw, op) else {
            return false;
        };
        let Some((cond_block, parent)) = enclosing(rw, op) else {
            return false;
        };
        let loc = rw.op_loc(op);
        let Ok(remaining) = rw.split_block(cond_block, Some(op)) else {
            return false;
        };
        let result_types = rw.result_types(op);
        let continue_block = if result_types.is_empty() {
            remaining
        } else {
            let args: Vec<_> = result_types.iter().map(|&t| (t, loc)).collect();
            let Ok(b) = rw.create_block_before(parent, Some(remaining), &args) else {
                return false;
            };
            BranchOp::build_from_dest_dest_operands(rw, loc, remaining, &[]);
            b
        };

        let then_region = if_op.then_region(rw);
        let Some(then_block) = rw.region_entry(then_region) else {
            return false;
        };
        let Some(&then_last) = rw.region_blocks(then_region).last() else {
            return false;
        };
        if !branch_at_end(rw, then_last, op, continue_block)
            || rw
                .inline_region_before(then_region, parent, Some(continue_block))
                .is_err()
        {
            return false;
        }

        let mut else_block = continue_block;
        let else_region = if_op.else_region(rw);
        if let (Some(first), Some(&last)) = (
            rw.region_entry(else_region),
            rw.region_blocks(else_region).last(),
        ) {
            else_block = first;
            if !branch_at_end(rw, last, op, continue_block)
                || rw
                    .inline_region_before(else_region, parent, Some(continue_block))
                    .is_err()
            {
                return false;
            }
        }

        rw.set_insertion_point_to_end(cond_block);
        let condition = if_op.condition(rw);
        CondBranchOp::build_from_condition_true_dest_true_operands_false_dest_false_operands(
            rw,
            loc,
            condition,
            then_block,
            &[],
            else_block,
            &[],
        );
        let results = rw.block_args(continue_block);
        rw.replace_op(op, &results).is_ok()
    }
}

/// `scf.execute_region` → a branch to its inlined blocks, whose
/// `scf.yield`s branch to the block after it (upstream's
/// `ExecuteRegionLowering`).
pub(crate) struct ExecuteRegionLowering;

impl RewritePattern for ExecuteRegionLowering {
    fn root(&self) -> Option<&str> {
        Some(scf::ExecuteRegionOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "ExecuteRegionLowering"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some((cond_block, parent)) = enclosing(rw, op) else {
            return false;
        };
        let loc = rw.op_loc(op);
        let Ok(remaining) = rw.split_block(cond_block, Some(op)) else {
            return false;
        };
        let region = rw.op_region(op, 0);
        let Some(entry) = rw.region_entry(region) else {
            return false;
        };
        rw.set_insertion_point_to_end(cond_block);
        BranchOp::build_from_dest_dest_operands(rw, loc, entry, &[]);
        for block in rw.region_blocks(region).to_vec() {
            let Some(term) = terminator(rw, block) else {
                continue;
            };
            if scf::YieldOp::cast(rw, term).is_some() && !branch_at_end(rw, block, op, remaining) {
                return false;
            }
        }
        if rw
            .inline_region_before(region, parent, Some(remaining))
            .is_err()
        {
            return false;
        }
        let vals: Vec<Value> = rw
            .result_types(op)
            .into_iter()
            .map(|t| rw.add_block_argument(remaining, t, loc))
            .collect();
        rw.replace_op(op, &vals).is_ok()
    }
}

/// `scf.index_switch` → `cf.switch` on the index cast to `i32`, to the
/// inlined case blocks, which branch to the block after it (upstream's
/// `IndexSwitchLowering`).
pub(crate) struct IndexSwitchLowering;

impl RewritePattern for IndexSwitchLowering {
    fn root(&self) -> Option<&str> {
        Some(scf::IndexSwitchOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "IndexSwitchLowering"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(switch) = scf::IndexSwitchOp::cast(rw, op) else {
            return false;
        };
        let Some((cond_block, parent)) = enclosing(rw, op) else {
            return false;
        };
        let loc = rw.op_loc(op);
        let Ok(continue_block) = rw.split_block(cond_block, Some(op)) else {
            return false;
        };
        let results: Vec<Value> = rw
            .result_types(op)
            .into_iter()
            .map(|t| rw.add_block_argument(continue_block, t, loc))
            .collect();

        // Each region's yield becomes a branch to the continuation, and the
        // region moves before it.
        let convert_region = |rw: &mut PatternRewriter<'_>, region: RegionId| {
            let block = rw.region_entry(region)?;
            let yield_op = terminator(rw, block)?;
            let operands = rw.operands(yield_op);
            rw.set_insertion_point_before(yield_op);
            // `replaceOpWithNewOp`: the branch takes the yield's location.
            let yield_loc = rw.op_loc(yield_op);
            BranchOp::build_from_dest_dest_operands(rw, yield_loc, continue_block, &operands);
            rw.replace_op(yield_op, &[]).ok()?;
            rw.inline_region_before(region, parent, Some(continue_block))
                .ok()?;
            Some(block)
        };
        let cases: Vec<i64> = switch.cases(rw).to_vec();
        let mut successors = Vec::with_capacity(cases.len());
        for region in switch.case_regions(rw).to_vec() {
            let Some(b) = convert_region(rw, region) else {
                return false;
            };
            successors.push(b);
        }
        let default_region = switch.default_region(rw);
        let Some(default_block) = convert_region(rw, default_region) else {
            return false;
        };

        rw.set_insertion_point_to_end(cond_block);
        let i32t = rw.i32();
        let arg = switch.arg(rw);
        let case_value = arith::IndexCastOp::build(rw, loc, i32t, arg).out(rw);
        // Upstream narrows the case values to `int32_t`.
        let values: Vec<i128> = cases.iter().map(|&v| i128::from(v as i32)).collect();
        let operands: Vec<&[Value]> = vec![&[]; successors.len()];
        SwitchOp::build_from_value_block_values_i128s_blocks_values(
            rw,
            loc,
            case_value,
            default_block,
            &[],
            &values,
            &successors,
            &operands,
        );
        rw.replace_op(op, &results).is_ok()
    }
}

//! The lowerings of the scf loops: `scf.for` (a condition block comparing
//! the induction variable with the upper bound, the inlined body stepping
//! it), `scf.while` (its two regions inlined, the condition a
//! `cf.cond_br`; a do-while form when the after region only forwards),
//! `scf.parallel` (a nest of `scf.for`, reductions inlined into the
//! innermost body) and `scf.forall` (an `scf.parallel`).

use crate::branches::{enclosing, terminator};
use cf::{BranchOp, CondBranchOp};
use ir::{BlockId, OpFoldResult, OpId, PatternRewriter, RewritePattern, Value};

/// `scf.for` → a condition block (`arith.cmpi slt` of the induction
/// variable and the upper bound) branching to the inlined body or past
/// the loop; the body adds the step and branches back (upstream's
/// `ForLowering`).
pub(crate) struct ForLowering;

impl RewritePattern for ForLowering {
    fn root(&self) -> Option<&str> {
        Some(scf::ForOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "ForLowering"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(for_op) = scf::ForOp::cast(rw, op) else {
            return false;
        };
        let Some((init_block, parent)) = enclosing(rw, op) else {
            return false;
        };
        let loc = rw.op_loc(op);
        let Ok(end_block) = rw.split_block(init_block, Some(op)) else {
            return false;
        };
        // The body's first block holds the induction variable and the
        // carried values: it becomes the condition block, its ops a block
        // of their own.
        let region = for_op.region(rw);
        let Some(condition_block) = rw.region_entry(region) else {
            return false;
        };
        let first_op = rw.block_first_op(condition_block);
        let Ok(first_body_block) = rw.split_block(condition_block, first_op) else {
            return false;
        };
        let Some(&last_body_block) = rw.region_blocks(region).last() else {
            return false;
        };
        if rw
            .inline_region_before(region, parent, Some(end_block))
            .is_err()
        {
            return false;
        }
        let iv = rw.block_arg(condition_block, 0);

        // Step and branch back with the yielded values.
        let Some(yield_op) = terminator(rw, last_body_block) else {
            return false;
        };
        rw.set_insertion_point_to_end(last_body_block);
        let step = for_op.step(rw);
        let stepped = arith::AddIOp::build_inferred(rw, loc, iv, step, None).result(rw);
        let mut carried = vec![stepped];
        carried.extend(rw.operands(yield_op));
        BranchOp::build_from_dest_dest_operands(rw, loc, condition_block, &carried);
        if rw.erase_op(yield_op).is_err() {
            return false;
        }

        // Enter the loop with the lower bound and the initial values.
        rw.set_insertion_point_to_end(init_block);
        let mut entry_operands = vec![for_op.lower_bound(rw)];
        entry_operands.extend(for_op.init_args(rw));
        BranchOp::build_from_dest_dest_operands(rw, loc, condition_block, &entry_operands);

        rw.set_insertion_point_to_end(condition_block);
        let i1 = rw.i1();
        let slt = rw.i64_attr(arith::CmpIPredicate::Slt as i64);
        let upper = for_op.upper_bound(rw);
        let cmp = arith::CmpIOp::build(rw, loc, i1, slt, iv, upper).result(rw);
        CondBranchOp::build_from_condition_true_dest_true_operands_false_dest_false_operands(
            rw,
            loc,
            cmp,
            first_body_block,
            &[],
            end_block,
            &[],
        );
        let results: Vec<Value> = rw.block_args(condition_block)[1..].to_vec();
        rw.replace_op(op, &results).is_ok()
    }
}

/// Replaces the `scf.condition` ending `before` with a `cf.cond_br` to
/// `taken` with its forwarded values, or to `continuation`; returns those
/// values (they replace the loop's results).
fn lower_condition(
    rw: &mut PatternRewriter<'_>,
    before: BlockId,
    taken: BlockId,
    continuation: BlockId,
) -> Option<Vec<Value>> {
    let cond_op = terminator(rw, before)?;
    let condition = scf::ConditionOp::cast(rw, cond_op)?;
    let (flag, args) = (condition.condition(rw), condition.args(rw));
    rw.set_insertion_point_to_end(before);
    // `replaceOpWithNewOp`: the branch takes the condition's location.
    let cond_loc = rw.op_loc(cond_op);
    CondBranchOp::build_from_condition_true_dest_true_operands_false_dest_false_operands(
        rw,
        cond_loc,
        flag,
        taken,
        &args,
        continuation,
        &[],
    );
    rw.replace_op(cond_op, &[]).ok()?;
    Some(args)
}

/// `scf.while` → the before region inlined, its `scf.condition` a
/// `cf.cond_br` to the inlined after region or past the loop, the after
/// region's `scf.yield` a branch back (upstream's `WhileLowering`).
pub(crate) struct WhileLowering;

impl RewritePattern for WhileLowering {
    fn root(&self) -> Option<&str> {
        Some(scf::WhileOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "WhileLowering"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(while_op) = scf::WhileOp::cast(rw, op) else {
            return false;
        };
        let Some((current, parent)) = enclosing(rw, op) else {
            return false;
        };
        let loc = rw.op_loc(op);
        let Ok(continuation) = rw.split_block(current, Some(op)) else {
            return false;
        };
        let (before_region, after_region) = (while_op.before(rw), while_op.after(rw));
        let (Some(before), Some(after)) = (
            rw.region_entry(before_region),
            rw.region_entry(after_region),
        ) else {
            return false;
        };
        if rw
            .inline_region_before(after_region, parent, Some(continuation))
            .is_err()
            || rw
                .inline_region_before(before_region, parent, Some(after))
                .is_err()
        {
            return false;
        }
        rw.set_insertion_point_to_end(current);
        let inits = while_op.inits(rw);
        BranchOp::build_from_dest_dest_operands(rw, loc, before, &inits);

        let Some(args) = lower_condition(rw, before, after, continuation) else {
            return false;
        };

        let Some(yield_op) = terminator(rw, after) else {
            return false;
        };
        let yielded = rw.operands(yield_op);
        rw.set_insertion_point_to_end(after);
        let yield_loc = rw.op_loc(yield_op);
        BranchOp::build_from_dest_dest_operands(rw, yield_loc, before, &yielded);
        if rw.replace_op(yield_op, &[]).is_err() {
            return false;
        }
        rw.replace_op(op, &args).is_ok()
    }
}

/// `scf.while` whose after region only forwards its arguments → the before
/// region inlined, branching back to itself (upstream's `DoWhileLowering`,
/// benefit 2).
pub(crate) struct DoWhileLowering;

impl RewritePattern for DoWhileLowering {
    fn root(&self) -> Option<&str> {
        Some(scf::WhileOp::OPERATION_NAME)
    }
    fn benefit(&self) -> u16 {
        2
    }
    fn name(&self) -> &str {
        "DoWhileLowering"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(while_op) = scf::WhileOp::cast(rw, op) else {
            return false;
        };
        let Some(after_block) = rw.region_entry(while_op.after(rw)) else {
            return false;
        };
        if rw.block_len(after_block) != 1 {
            return rw.notify_match_failure(
                "do-while simplification applicable only if 'after' region has no payload",
            );
        }
        let forwards = rw
            .block_first_op(after_block)
            .filter(|&y| scf::YieldOp::cast(rw, y).is_some())
            .is_some_and(|y| rw.operands(y) == rw.block_args(after_block));
        if !forwards {
            return rw.notify_match_failure(
                "do-while simplification applicable only to forwarding 'after' regions",
            );
        }
        let Some((current, parent)) = enclosing(rw, op) else {
            return false;
        };
        let Ok(continuation) = rw.split_block(current, Some(op)) else {
            return false;
        };
        let before_region = while_op.before(rw);
        let Some(before) = rw.region_entry(before_region) else {
            return false;
        };
        if rw
            .inline_region_before(before_region, parent, Some(continuation))
            .is_err()
        {
            return false;
        }
        rw.set_insertion_point_to_end(current);
        let (loc, inits) = (rw.op_loc(op), while_op.inits(rw));
        BranchOp::build_from_dest_dest_operands(rw, loc, before, &inits);

        let Some(args) = lower_condition(rw, before, before, continuation) else {
            return false;
        };
        rw.replace_op(op, &args).is_ok()
    }
}

/// `scf.parallel` → a nest of `scf.for`, one per dimension, carrying the
/// reduced values; the reductions' bodies are inlined into the innermost
/// body and yielded (upstream's `ParallelLowering`).
pub(crate) struct ParallelLowering;

impl RewritePattern for ParallelLowering {
    fn root(&self) -> Option<&str> {
        Some(scf::ParallelOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "ParallelLowering"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(par) = scf::ParallelOp::cast(rw, op) else {
            return false;
        };
        let loc = rw.op_loc(op);
        let Some(body) = rw.region_entry(par.region(rw)) else {
            return false;
        };
        let Some(reduce_op) = terminator(rw, body).and_then(|t| scf::ReduceOp::cast(rw, t)) else {
            return false;
        };

        let mut iter_args = par.init_vals(rw);
        let mut ivs = Vec::new();
        let mut loop_results = iter_args.clone();
        let (lbs, ubs, steps) = (par.lower_bound(rw), par.upper_bound(rw), par.step(rw));
        for (i, ((&lb, &ub), &step)) in lbs.iter().zip(&ubs).zip(&steps).enumerate() {
            let for_op = scf::ForOp::build_from_lower_bound_upper_bound_step_iter_args_arg4(
                rw, loc, lb, ub, step, &iter_args, None,
            );
            let for_body = rw.region_entry(for_op.region(rw));
            let Some(for_body) = for_body else {
                return false;
            };
            let args = rw.block_args(for_body);
            ivs.push(args[0]);
            iter_args = args[1..].to_vec();
            let results = rw.results(for_op.operation());
            if i == 0 {
                // The outermost loop's results replace the parallel loop's.
                loop_results = results;
            } else if !results.is_empty() {
                let Some(ip) = rw.insertion_point() else {
                    return false;
                };
                rw.set_insertion_point_to_end(ip.block);
                scf::YieldOp::build(rw, loc, &results);
            }
            rw.set_insertion_point_to_start(for_body);
        }

        // The reductions' bodies go before the reduce, each fed the carried
        // value and its operand.
        let reduce = reduce_op.operation();
        let Some(reduce_block) = rw.op_parent_block(reduce) else {
            return false;
        };
        let reduce_operands = reduce_op.operands(rw);
        let mut yield_operands = Vec::new();
        for (i, &region) in reduce_op.reductions(rw).to_vec().iter().enumerate() {
            let Some(reduction_body) = rw.region_entry(region) else {
                return false;
            };
            let Some(ret) = terminator(rw, reduction_body) else {
                return false;
            };
            let (Some(&arg), Some(&operand)) = (iter_args.get(i), reduce_operands.get(i)) else {
                return false;
            };
            yield_operands.push(rw.operand(ret, 0));
            if rw.erase_op(ret).is_err()
                || rw
                    .inline_block_before(
                        reduction_body,
                        reduce_block,
                        Some(reduce),
                        &[arg, operand],
                    )
                    .is_err()
            {
                return false;
            }
        }
        if rw.erase_op(reduce).is_err() {
            return false;
        }

        // Then the body, without its terminator, into the innermost loop.
        let Some(ip) = rw.insertion_point() else {
            return false;
        };
        let new_body = ip.block;
        let before = rw.block_last_op(new_body);
        if rw
            .inline_block_before(body, new_body, before, &ivs)
            .is_err()
        {
            return false;
        }
        if !yield_operands.is_empty() {
            rw.set_insertion_point_to_end(new_body);
            scf::YieldOp::build(rw, loc, &yield_operands);
        }
        rw.replace_op(op, &loop_results).is_ok()
    }
}

/// `scf.forall` without shared outputs → `scf.parallel` over the same
/// bounds and body (upstream's `ForallLowering`, `forallToParallelLoop`).
pub(crate) struct ForallLowering;

impl RewritePattern for ForallLowering {
    fn root(&self) -> Option<&str> {
        Some(scf::ForallOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "ForallLowering"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(forall) = scf::ForallOp::cast(rw, op) else {
            return false;
        };
        if !forall.outputs(rw).is_empty() {
            return rw.notify_match_failure(
                "only fully bufferized scf.forall ops can be lowered to scf.parallel",
            );
        }
        let loc = rw.op_loc(op);
        rw.set_insertion_point_before(op);
        let mut bounds: [Vec<Value>; 3] = Default::default();
        let mixed = [
            forall.get_mixed_lower_bound(rw),
            forall.get_mixed_upper_bound(rw),
            forall.get_mixed_step(rw),
        ];
        for (out, list) in bounds.iter_mut().zip(mixed) {
            for m in list {
                out.push(match m {
                    OpFoldResult::Value(v) => v,
                    OpFoldResult::Attr(a) => {
                        let n = rw.attr_as_int(a).unwrap_or(0);
                        let index = rw.index_type();
                        let attr = rw.index_attr(n);
                        arith::ConstantOp::build(rw, loc, index, attr).result(rw)
                    }
                });
            }
        }
        let [lbs, ubs, steps] = bounds;
        let par = scf::ParallelOp::build_from_lower_bounds_upper_bounds_steps(
            rw, loc, &lbs, &ubs, &steps,
        );
        let par_op = par.operation();
        let par_region = par.region(rw);
        let Some(fresh) = rw.region_entry(par_region) else {
            return false;
        };
        let forall_region = forall.region(rw);
        if rw.erase_block(fresh).is_err()
            || rw
                .inline_region_before(forall_region, par_region, None)
                .is_err()
        {
            return false;
        }
        let Some(block) = rw.region_entry(par_region) else {
            return false;
        };
        let Some(term) = terminator(rw, block) else {
            return false;
        };
        rw.set_insertion_point_to_end(block);
        let term_loc = rw.op_loc(term);
        scf::ReduceOp::build_default(rw, term_loc);
        if rw.replace_op(term, &[]).is_err() {
            return false;
        }
        if let Some(mapping) = forall.mapping(rw) {
            let name = rw.ident("mapping");
            let _ = rw.set_attr(par_op, name, mapping);
        }
        let results = rw.results(par_op);
        rw.replace_op(op, &results).is_ok()
    }
}

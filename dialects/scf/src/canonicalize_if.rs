//! The canonicalization patterns of `scf.if` that combine or reshape ifs
//! (upstream `SCF.cpp`): `CombineIfs` (two ifs in a row on the same or
//! the negated condition), `CombineNestedIfs` (an if alone in another's
//! then block), `ConditionPropagation` (the condition is known inside the
//! branches) and `RemoveEmptyElseBranch`.

use crate::for_op::constant_int_bits;
use crate::{IfOp, YieldOp};
use ir::{Context, OpId, PatternRewriter, RegionId, RewritePattern, Value};

/// Whether `region` is `ancestor` or nested in it.
fn region_within(ctx: &Context, mut region: RegionId, ancestor: RegionId) -> bool {
    loop {
        if region == ancestor {
            return true;
        }
        let Some(up) = ctx
            .region_parent_op(region)
            .and_then(|op| ctx.op_parent_region(op))
        else {
            return false;
        };
        region = up;
    }
}

/// The region holding the user of a use.
fn user_region(ctx: &Context, user: OpId) -> Option<RegionId> {
    ctx.op_parent_region(user)
}

/// The condition `x` when `v` is `arith.xori x, true`.
fn negation_of(ctx: &Context, v: Value) -> Option<Value> {
    let def = ctx.defining_op(v)?;
    let xor = arith::XOrIOp::cast(ctx, def)?;
    (constant_int_bits(ctx, xor.rhs(ctx)) == Some(1)).then(|| xor.lhs(ctx))
}

/// Two `scf.if`s in a row whose conditions are equal or one the negation
/// of the other become one (upstream's `CombineIfs`).
pub(crate) struct CombineIfs;

impl RewritePattern for CombineIfs {
    fn root(&self) -> Option<&str> {
        Some(IfOp::OPERATION_NAME)
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rw;
        let Some(next_if) = IfOp::cast(ctx, op) else {
            return false;
        };
        let Some(prev_if) = ctx.prev_op(op).and_then(|p| IfOp::cast(ctx, p)) else {
            return false;
        };
        let (next_cond, prev_cond) = (next_if.condition(ctx), prev_if.condition(ctx));
        let next_has_else = !ctx.region_blocks(next_if.else_region(ctx)).is_empty();
        // The blocks of the next if that run when the previous one's
        // condition holds and when it does not.
        let (mut next_then, mut next_else) = (None, None);
        if next_cond == prev_cond {
            next_then = next_if.then_block(ctx);
            if next_has_else {
                next_else = next_if.else_block(ctx);
            }
        }
        if negation_of(ctx, next_cond) == Some(prev_cond)
            || negation_of(ctx, prev_cond) == Some(next_cond)
        {
            next_else = next_if.then_block(ctx);
            if next_has_else {
                next_then = next_if.else_block(ctx);
            }
        }
        if next_then.is_none() && next_else.is_none() {
            return false;
        }

        // Uses of the previous results inside the next if take the values
        // its branches yield.
        let prev_op = prev_if.operation();
        let Some(prev_then_yield) = prev_if.then_yield(ctx) else {
            return false;
        };
        let prev_then_yielded = ctx.operands(prev_then_yield.operation());
        let prev_else_yielded = prev_if
            .else_yield(ctx)
            .map(|y| ctx.operands(y.operation()))
            .unwrap_or_default();
        let then_region = next_then.and_then(|b| ctx.block_parent_region(b));
        let else_region = next_else.and_then(|b| ctx.block_parent_region(b));
        let mut updates = Vec::new();
        for (i, (&t, &e)) in prev_then_yielded.iter().zip(&prev_else_yielded).enumerate() {
            let result = ctx.result(prev_op, i);
            for u in ctx.uses(result) {
                let Some(r) = user_region(ctx, u.op) else {
                    continue;
                };
                if then_region.is_some_and(|tr| region_within(ctx, r, tr)) {
                    updates.push((u, t));
                } else if else_region.is_some_and(|er| region_within(ctx, r, er)) {
                    updates.push((u, e));
                }
            }
        }
        for (u, v) in updates {
            rw.modify_op_in_place(u.op, |c| {
                let _ = c.set_operand(u.op, u.index as usize, v);
            });
        }

        let ctx: &Context = rw;
        let mut merged_types = ctx.result_types(prev_op);
        merged_types.extend(ctx.result_types(op));
        let loc = ctx.op_loc(op);
        rw.set_insertion_point_before(op);
        let combined = IfOp::build_from_result_types_cond_with_else_region(
            rw,
            loc,
            &merged_types,
            prev_cond,
            false,
        );
        let combined_then = combined.then_region(rw);
        let Some(&fresh) = rw.region_blocks(combined_then).last() else {
            return false;
        };
        if rw.erase_block(fresh).is_err() {
            return false;
        }
        let prev_then_region = prev_if.then_region(rw);
        if rw
            .inline_region_before(prev_then_region, combined_then, None)
            .is_err()
        {
            return false;
        }
        if let Some(nt) = next_then {
            if !merge_into(rw, combined, nt, true) {
                return false;
            }
        }
        let (prev_else_region, combined_else) = (prev_if.else_region(rw), combined.else_region(rw));
        if rw
            .inline_region_before(prev_else_region, combined_else, None)
            .is_err()
        {
            return false;
        }
        if let Some(ne) = next_else {
            if rw.region_blocks(combined_else).is_empty() {
                let Some(from) = rw.block_parent_region(ne) else {
                    return false;
                };
                if rw.inline_region_before(from, combined_else, None).is_err() {
                    return false;
                }
            } else if !merge_into(rw, combined, ne, false) {
                return false;
            }
        }

        let results = rw.results(combined.operation());
        let n_prev = rw.num_results(prev_op);
        let (prev_values, next_values) = results.split_at(n_prev);
        let (prev_values, next_values) = (prev_values.to_vec(), next_values.to_vec());
        rw.replace_op(prev_op, &prev_values).is_ok() && rw.replace_op(op, &next_values).is_ok()
    }
}

/// Appends `block`'s ops to the combined if's then (or else) block, one
/// `scf.yield` of both yields' operands ending it (a step of `CombineIfs`).
fn merge_into(rw: &mut PatternRewriter<'_>, combined: IfOp, block: ir::Block, then: bool) -> bool {
    let ctx: &Context = rw;
    let (dest, first) = if then {
        (combined.then_block(ctx), combined.then_yield(ctx))
    } else {
        (combined.else_block(ctx), combined.else_yield(ctx))
    };
    let (Some(dest), Some(first)) = (dest, first) else {
        return false;
    };
    let Some(second) = ctx.block_last_op(block).and_then(|o| YieldOp::cast(ctx, o)) else {
        return false;
    };
    if rw.merge_blocks(block, dest, &[]).is_err() {
        return false;
    }
    rw.set_insertion_point_to_end(dest);
    let mut yields = rw.operands(first.operation());
    yields.extend(rw.operands(second.operation()));
    let loc = rw.op_loc(second.operation());
    YieldOp::build(rw, loc, &yields);
    rw.erase_op(first.operation()).is_ok() && rw.erase_op(second.operation()).is_ok()
}

/// An `scf.if` whose then block holds only another `scf.if` (and whose
/// else blocks only yield) becomes one `scf.if` on both conditions
/// (`arith.andi`), with `arith.select`s for values the outer then block
/// yields from outside (upstream's `CombineNestedIfs`).
pub(crate) struct CombineNestedIfs;

impl RewritePattern for CombineNestedIfs {
    fn root(&self) -> Option<&str> {
        Some(IfOp::OPERATION_NAME)
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rw;
        let Some(outer) = IfOp::cast(ctx, op) else {
            return false;
        };
        let Some(then_block) = outer.then_block(ctx) else {
            return false;
        };
        if ctx.block_len(then_block) != 2 {
            return false;
        }
        let only_yields = |b: Option<ir::Block>| b.is_none_or(|b| ctx.block_len(b) == 1);
        if !only_yields(outer.else_block(ctx)) {
            return false;
        }
        let Some(nested) = ctx
            .block_first_op(then_block)
            .and_then(|o| IfOp::cast(ctx, o))
        else {
            return false;
        };
        if !only_yields(nested.else_block(ctx)) {
            return false;
        }
        let Some(outer_then_yield) = outer.then_yield(ctx) else {
            return false;
        };
        let mut then_yield = ctx.operands(outer_then_yield.operation());
        let else_yield = outer
            .else_yield(ctx)
            .map(|y| ctx.operands(y.operation()))
            .unwrap_or_default();
        let nested_op = nested.operation();
        let outer_then_region = outer.then_region(ctx);
        let mut to_select = Vec::new();
        for (i, v) in then_yield.clone().into_iter().enumerate() {
            if ctx.defining_op(v) == Some(nested_op) {
                let Value::Result { index, .. } = v else {
                    return false;
                };
                let idx = index as usize;
                let nested_else = nested.else_yield(ctx).map(|y| ctx.operands(y.operation()));
                if nested_else.as_ref().and_then(|e| e.get(idx)) != else_yield.get(i) {
                    return false;
                }
                let Some(nested_then) = nested.then_yield(ctx) else {
                    return false;
                };
                then_yield[i] = ctx.operand(nested_then.operation(), idx);
                continue;
            }
            let region = ctx
                .value_parent_block(v)
                .and_then(|b| ctx.block_parent_region(b));
            if region == Some(outer_then_region) {
                return false;
            }
            to_select.push(i);
        }

        let loc = ctx.op_loc(op);
        let (outer_cond, nested_cond) = (outer.condition(ctx), nested.condition(ctx));
        let result_types = ctx.result_types(op);
        rw.set_insertion_point_before(op);
        let new_cond = arith::AndIOp::build_inferred(rw, loc, outer_cond, nested_cond).result(rw);
        let new_if = IfOp::build_from_result_types_cond(rw, loc, &result_types, new_cond);
        let new_then_region = new_if.then_region(rw);
        let new_block = rw.create_block(new_then_region, &[]);
        let mut results = rw.results(new_if.operation());
        rw.set_insertion_point_before(new_if.operation());
        for &i in &to_select {
            let (Some(&t), Some(&e)) = (then_yield.get(i), else_yield.get(i)) else {
                return false;
            };
            let ty = rw.value_type(t);
            results[i] = arith::SelectOp::build(rw, loc, ty, outer_cond, t, e).result(rw);
        }
        let Some(nested_then) = nested.then_block(rw) else {
            return false;
        };
        if rw.merge_blocks(nested_then, new_block, &[]).is_err() {
            return false;
        }
        let Some(old_yield) = new_if.then_yield(rw) else {
            return false;
        };
        rw.set_insertion_point_to_end(new_block);
        let yield_loc = rw.op_loc(old_yield.operation());
        YieldOp::build(rw, yield_loc, &then_yield);
        if rw.replace_op(old_yield.operation(), &[]).is_err() {
            return false;
        }
        if !else_yield.is_empty() {
            let new_else_region = new_if.else_region(rw);
            rw.create_block(new_else_region, &[]);
            YieldOp::build(rw, loc, &else_yield);
        }
        rw.replace_op(op, &results).is_ok()
    }
}

/// Uses of an `scf.if`'s condition inside its branches become constants
/// (`true` in the then region, `false` in the else region) (upstream's
/// `ConditionPropagation`).
pub(crate) struct ConditionPropagation;

impl RewritePattern for ConditionPropagation {
    fn root(&self) -> Option<&str> {
        Some(IfOp::OPERATION_NAME)
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rw;
        let Some(if_op) = IfOp::cast(ctx, op) else {
            return false;
        };
        let cond = if_op.condition(ctx);
        // Replacing a constant by a constant simplifies nothing.
        if ctx
            .defining_op(cond)
            .and_then(|d| ctx.constant_value(d))
            .is_some()
        {
            return false;
        }
        let (then_r, else_r) = (if_op.then_region(ctx), if_op.else_region(ctx));
        let uses: Vec<_> = ctx.uses(cond).collect();
        let loc = ctx.op_loc(op);
        let mut constants: [Option<Value>; 2] = [None, None];
        let mut changed = false;
        for u in uses {
            let ctx: &Context = rw;
            let Some(r) = user_region(ctx, u.op) else {
                continue;
            };
            let which = if region_within(ctx, r, then_r) {
                1
            } else if region_within(ctx, r, else_r) {
                0
            } else {
                continue;
            };
            changed = true;
            let c = match constants[which] {
                Some(c) => c,
                None => {
                    rw.set_insertion_point_before(op);
                    let i1 = rw.i1();
                    let attr = Context::integer_attr(rw, i1, which as i128);
                    let c = arith::ConstantOp::build(rw, loc, i1, attr).result(rw);
                    constants[which] = Some(c);
                    c
                }
            };
            rw.modify_op_in_place(u.op, |ctx| {
                let _ = ctx.set_operand(u.op, u.index as usize, c);
            });
        }
        changed
    }
}

/// An `scf.if` without results whose else block only yields loses its
/// else region (upstream's `RemoveEmptyElseBranch`).
pub(crate) struct RemoveEmptyElseBranch;

impl RewritePattern for RemoveEmptyElseBranch {
    fn root(&self) -> Option<&str> {
        Some(IfOp::OPERATION_NAME)
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rw;
        let Some(if_op) = IfOp::cast(ctx, op) else {
            return false;
        };
        if ctx.num_results(op) != 0 {
            return false;
        }
        if if_op.else_block(ctx).is_none_or(|b| ctx.block_len(b) != 1) {
            return false;
        }
        // `cloneWithoutRegions`: the same op with empty regions.
        let loc = ctx.op_loc(op);
        let cond = if_op.condition(ctx);
        let attrs = ctx.attrs(op).to_vec();
        rw.set_insertion_point_before(op);
        let new_if = IfOp::build_from_result_types_cond(rw, loc, &[], cond);
        for (name, value) in attrs {
            let _ = rw.set_attr(new_if.operation(), name, value);
        }
        let (from, to) = (if_op.then_region(rw), new_if.then_region(rw));
        rw.inline_region_before(from, to, None).is_ok() && rw.erase_op(op).is_ok()
    }
}

//! The canonicalization patterns of `cf.cond_br` and `cf.switch`
//! (upstream `ControlFlowOps.cpp`), and the constant matching and branch
//! building they share with `cf.br` and `cf.assert`.

use crate::branch::collapse_branch;
use crate::switch::{case_values_bits, unsigned_bits};
use crate::{BranchOp, CondBranchOp, SwitchOp};
use ir::{Attribute, Block, Context, OpId, PatternRewriter, RewritePattern, Value};

/// The bits of an integer attribute at its type's width (an `APInt`).
pub(crate) fn int_attr_bits(ctx: &Context, attr: Attribute) -> Option<u128> {
    if ctx.attr_kind(attr) != ir::AttrKind::Integer {
        return None;
    }
    let width = ctx
        .type_as_integer(ctx.attr_type(attr))
        .map_or(64, |(w, _)| w);
    Some(unsigned_bits(i128::from(ctx.attr_as_int(attr)?), width))
}

/// The bits of `v` when a constant-like op defines it as an integer
/// (`m_ConstantInt`).
pub(crate) fn constant_bits(ctx: &Context, v: Value) -> Option<u128> {
    let attr = ctx.defining_op(v).and_then(|d| ctx.constant_value(d))?;
    int_attr_bits(ctx, attr)
}

/// Replaces the terminator `op` with `cf.br ^dest(operands)`.
pub(crate) fn replace_with_br(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    dest: Block,
    operands: &[Value],
) -> bool {
    let loc = rewriter.op_loc(op);
    rewriter.set_insertion_point_before(op);
    BranchOp::build_from_dest_dest_operands(rewriter, loc, dest, operands);
    rewriter.replace_op(op, &[]).is_ok()
}

/// Replaces the terminator `op` with a `cf.cond_br`.
fn replace_with_cond_br(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    condition: Value,
    (true_dest, true_operands): (Block, &[Value]),
    (false_dest, false_operands): (Block, &[Value]),
) -> bool {
    let loc = rewriter.op_loc(op);
    rewriter.set_insertion_point_before(op);
    CondBranchOp::build_from_condition_true_dest_true_operands_false_dest_false_operands(
        rewriter,
        loc,
        condition,
        true_dest,
        true_operands,
        false_dest,
        false_operands,
    );
    rewriter.replace_op(op, &[]).is_ok()
}

use ir::rewrite::fn_pattern as pattern;

/// `cf.cond_br`'s patterns, in upstream's order.
pub(crate) fn cond_branch_patterns() -> Vec<Box<dyn RewritePattern>> {
    let root = CondBranchOp::OPERATION_NAME;
    vec![
        pattern(
            root,
            "SimplifyConstCondBranchPred",
            simplify_const_cond_branch_pred,
        ),
        pattern(
            root,
            "SimplifyPassThroughCondBranch",
            simplify_pass_through_cond_branch,
        ),
        pattern(
            root,
            "SimplifyCondBranchIdenticalSuccessors",
            simplify_cond_branch_identical_successors,
        ),
        pattern(
            root,
            "SimplifyCondBranchFromCondBranchOnSameCondition",
            simplify_cond_branch_from_cond_branch_on_same_condition,
        ),
        pattern(
            root,
            "CondBranchTruthPropagation",
            cond_branch_truth_propagation,
        ),
    ]
}

/// `cf.switch`'s patterns, in upstream's order.
pub(crate) fn switch_patterns() -> Vec<Box<dyn RewritePattern>> {
    let root = SwitchOp::OPERATION_NAME;
    vec![
        pattern(
            root,
            "simplifySwitchWithOnlyDefault",
            simplify_switch_with_only_default,
        ),
        pattern(
            root,
            "dropSwitchCasesThatMatchDefault",
            drop_switch_cases_that_match_default,
        ),
        pattern(
            root,
            "simplifyConstSwitchValue",
            simplify_const_switch_value,
        ),
        pattern(
            root,
            "simplifyPassThroughSwitch",
            simplify_pass_through_switch,
        ),
        pattern(
            root,
            "simplifySwitchFromSwitchOnSameCondition",
            simplify_switch_from_switch_on_same_condition,
        ),
        pattern(
            root,
            "simplifySwitchFromDefaultSwitchOnSameCondition",
            simplify_switch_from_default_switch_on_same_condition,
        ),
    ]
}

/// `cf.cond_br true, ^a, ^b` → `cf.br ^a` (and `false` → `^b`).
fn simplify_const_cond_branch_pred(op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
    let Some(br) = CondBranchOp::cast(rewriter, op) else {
        return false;
    };
    match constant_bits(rewriter, br.condition(rewriter)) {
        Some(0) => {
            let (dest, operands) = (br.false_dest(rewriter), br.get_false_operands(rewriter));
            replace_with_br(rewriter, op, dest, &operands)
        }
        Some(_) => {
            let (dest, operands) = (br.true_dest(rewriter), br.get_true_operands(rewriter));
            replace_with_br(rewriter, op, dest, &operands)
        }
        None => false,
    }
}

/// Destinations that only branch on are skipped.
fn simplify_pass_through_cond_branch(op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
    let Some(br) = CondBranchOp::cast(rewriter, op) else {
        return false;
    };
    let (mut true_dest, mut false_dest) = (br.true_dest(rewriter), br.false_dest(rewriter));
    let mut true_operands = br.get_true_operands(rewriter);
    let mut false_operands = br.get_false_operands(rewriter);
    let collapsed_true = collapse_branch(rewriter, &mut true_dest, &mut true_operands);
    let collapsed_false = collapse_branch(rewriter, &mut false_dest, &mut false_operands);
    if !collapsed_true && !collapsed_false {
        return false;
    }
    let cond = br.condition(rewriter);
    replace_with_cond_br(
        rewriter,
        op,
        cond,
        (true_dest, &true_operands),
        (false_dest, &false_operands),
    )
}

/// Both destinations the same block: one `cf.br`, with `arith.select`s for
/// the operands that differ when this block is the only predecessor.
fn simplify_cond_branch_identical_successors(op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
    let Some(br) = CondBranchOp::cast(rewriter, op) else {
        return false;
    };
    let dest = br.true_dest(rewriter);
    if dest != br.false_dest(rewriter) {
        return false;
    }
    let true_operands = br.get_true_operands(rewriter);
    let false_operands = br.get_false_operands(rewriter);
    if true_operands == false_operands {
        return replace_with_br(rewriter, op, dest, &true_operands);
    }
    if rewriter.block_unique_predecessor(dest) != rewriter.op_parent_block(op) {
        return false;
    }
    let cond = br.condition(rewriter);
    let loc = rewriter.op_loc(op);
    rewriter.set_insertion_point_before(op);
    let mut merged = Vec::with_capacity(true_operands.len());
    for (&t, &f) in true_operands.iter().zip(&false_operands) {
        if t == f {
            merged.push(t);
        } else {
            let ty = rewriter.value_type(t);
            let select = arith::SelectOp::build(rewriter, loc, ty, cond, t, f);
            merged.push(select.result(rewriter));
        }
    }
    replace_with_br(rewriter, op, dest, &merged)
}

/// A `cf.cond_br` whose block's single predecessor branches on the same
/// condition: the edge taken into this block decides.
fn simplify_cond_branch_from_cond_branch_on_same_condition(
    op: OpId,
    rewriter: &mut PatternRewriter<'_>,
) -> bool {
    let Some(br) = CondBranchOp::cast(rewriter, op) else {
        return false;
    };
    let Some(current) = rewriter.op_parent_block(op) else {
        return false;
    };
    let Some(pred) = rewriter.block_single_predecessor(current) else {
        return false;
    };
    let Some(pred_br) = rewriter
        .block_last_op(pred)
        .and_then(|t| CondBranchOp::cast(rewriter, t))
    else {
        return false;
    };
    if br.condition(rewriter) != pred_br.condition(rewriter) {
        return false;
    }
    if current == pred_br.true_dest(rewriter) {
        let (dest, operands) = (br.true_dest(rewriter), br.true_dest_operands(rewriter));
        replace_with_br(rewriter, op, dest, &operands)
    } else {
        let (dest, operands) = (br.false_dest(rewriter), br.false_dest_operands(rewriter));
        replace_with_br(rewriter, op, dest, &operands)
    }
}

/// Uses of the condition in a destination reached only through this
/// branch become the constant the edge implies.
fn cond_branch_truth_propagation(op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
    let Some(br) = CondBranchOp::cast(rewriter, op) else {
        return false;
    };
    let cond = br.condition(rewriter);
    let loc = rewriter.op_loc(op);
    let i1 = rewriter.integer_type(1, ir::Signedness::Signless);
    let mut replaced = false;
    for (dest, value) in [
        (br.true_dest(rewriter), true),
        (br.false_dest(rewriter), false),
    ] {
        if rewriter.block_single_predecessor(dest).is_none() {
            continue;
        }
        let uses: Vec<ir::OpOperand> = rewriter
            .uses(cond)
            .filter(|u| rewriter.op_parent_block(u.op) == Some(dest))
            .collect();
        if uses.is_empty() {
            continue;
        }
        replaced = true;
        rewriter.set_insertion_point_before(op);
        let attr = rewriter.bool_attr(value);
        let constant = arith::ConstantOp::build(rewriter, loc, i1, attr);
        let c = constant.result(rewriter);
        for u in uses {
            rewriter.modify_op_in_place(u.op, |ctx| {
                // A live user with this operand (just listed).
                let _ = ctx.set_operand(u.op, u.index as usize, c);
            });
        }
    }
    replaced
}

/// A switch with no cases: `cf.br` to the default.
fn simplify_switch_with_only_default(op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
    let Some(sw) = SwitchOp::cast(rewriter, op) else {
        return false;
    };
    if !sw.case_destinations(rewriter).is_empty() {
        return false;
    }
    let (dest, operands) = (
        sw.default_destination(rewriter),
        sw.default_operands(rewriter),
    );
    replace_with_br(rewriter, op, dest, &operands)
}

/// The parts of a switch to rebuild one.
struct Cases {
    values: Vec<u128>,
    dests: Vec<Block>,
    operands: Vec<Vec<Value>>,
}

/// Replaces `op` with a switch on its flag with `default` and `cases`.
fn replace_with_switch(
    rewriter: &mut PatternRewriter<'_>,
    op: SwitchOp,
    (default_dest, default_operands): (Block, &[Value]),
    cases: &Cases,
) -> bool {
    let o = op.operation();
    let flag = op.flag(rewriter);
    let loc = rewriter.op_loc(o);
    let values: Vec<i128> = cases.values.iter().map(|&v| v as i128).collect();
    let operands: Vec<&[Value]> = cases.operands.iter().map(Vec::as_slice).collect();
    rewriter.set_insertion_point_before(o);
    SwitchOp::build_from_value_block_values_i128s_blocks_values(
        rewriter,
        loc,
        flag,
        default_dest,
        default_operands,
        &values,
        &cases.dests,
        &operands,
    );
    rewriter.replace_op(o, &[]).is_ok()
}

/// Cases that go where the default goes, with its operands, are dropped.
fn drop_switch_cases_that_match_default(op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
    let Some(sw) = SwitchOp::cast(rewriter, op) else {
        return false;
    };
    let default_dest = sw.default_destination(rewriter);
    let default_operands = sw.default_operands(rewriter);
    let dests = sw.case_destinations(rewriter).to_vec();
    let mut cases = Cases {
        values: Vec::new(),
        dests: Vec::new(),
        operands: Vec::new(),
    };
    let mut changed = false;
    for (i, v) in case_values_bits(rewriter, sw).into_iter().enumerate() {
        let operands = sw.get_case_operands_at(rewriter, i);
        if dests.get(i) == Some(&default_dest) && operands == default_operands {
            changed = true;
            continue;
        }
        cases.values.push(v);
        cases.dests.push(dests[i]);
        cases.operands.push(operands);
    }
    changed && replace_with_switch(rewriter, sw, (default_dest, &default_operands), &cases)
}

/// Replaces `op` with a branch to the case `value` selects (upstream's
/// `foldSwitch`).
fn fold_switch(rewriter: &mut PatternRewriter<'_>, sw: SwitchOp, value: u128) -> bool {
    let op = sw.operation();
    match case_values_bits(rewriter, sw)
        .iter()
        .position(|&v| v == value)
    {
        Some(i) => {
            let dest = sw.case_destinations(rewriter)[i];
            let operands = sw.get_case_operands_at(rewriter, i);
            replace_with_br(rewriter, op, dest, &operands)
        }
        None => {
            let (dest, operands) = (
                sw.default_destination(rewriter),
                sw.default_operands(rewriter),
            );
            replace_with_br(rewriter, op, dest, &operands)
        }
    }
}

/// A switch on a constant: a branch to the case it selects.
fn simplify_const_switch_value(op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
    let Some(sw) = SwitchOp::cast(rewriter, op) else {
        return false;
    };
    let Some(value) = constant_bits(rewriter, sw.flag(rewriter)) else {
        return false;
    };
    fold_switch(rewriter, sw, value)
}

/// Destinations that only branch on are skipped.
fn simplify_pass_through_switch(op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
    let Some(sw) = SwitchOp::cast(rewriter, op) else {
        return false;
    };
    let values = case_values_bits(rewriter, sw);
    let dests = sw.case_destinations(rewriter).to_vec();
    let mut cases = Cases {
        values: values.clone(),
        dests: Vec::new(),
        operands: Vec::new(),
    };
    let mut changed = false;
    for (i, &dest) in dests.iter().enumerate().take(values.len()) {
        let mut dest = dest;
        let mut operands = sw.get_case_operands_at(rewriter, i);
        changed |= collapse_branch(rewriter, &mut dest, &mut operands);
        cases.dests.push(dest);
        cases.operands.push(operands);
    }
    let mut default_dest = sw.default_destination(rewriter);
    let mut default_operands = sw.default_operands(rewriter);
    changed |= collapse_branch(rewriter, &mut default_dest, &mut default_operands);
    changed && replace_with_switch(rewriter, sw, (default_dest, &default_operands), &cases)
}

/// The switch ending the single predecessor of `op`'s block, if it
/// switches on the same flag.
fn pred_switch_on_same_flag(
    rewriter: &PatternRewriter<'_>,
    sw: SwitchOp,
) -> Option<(Block, SwitchOp)> {
    let current = rewriter.op_parent_block(sw.operation())?;
    let pred = rewriter.block_single_predecessor(current)?;
    let pred_sw = rewriter
        .block_last_op(pred)
        .and_then(|t| SwitchOp::cast(rewriter, t))?;
    (sw.flag(rewriter) == pred_sw.flag(rewriter)).then_some((current, pred_sw))
}

/// Reached from a case of a switch on the same flag: that case's value
/// decides.
fn simplify_switch_from_switch_on_same_condition(
    op: OpId,
    rewriter: &mut PatternRewriter<'_>,
) -> bool {
    let Some(sw) = SwitchOp::cast(rewriter, op) else {
        return false;
    };
    let Some((current, pred_sw)) = pred_switch_on_same_flag(rewriter, sw) else {
        return false;
    };
    if pred_sw.default_destination(rewriter) == current {
        return false;
    }
    let pred_dests = pred_sw.case_destinations(rewriter).to_vec();
    match pred_dests.iter().position(|&d| d == current) {
        Some(i) => {
            let value = case_values_bits(rewriter, pred_sw)[i];
            fold_switch(rewriter, sw, value)
        }
        None => {
            let (dest, operands) = (
                sw.default_destination(rewriter),
                sw.default_operands(rewriter),
            );
            replace_with_br(rewriter, op, dest, &operands)
        }
    }
}

/// Reached from the default of a switch on the same flag: the cases that
/// switch sends elsewhere cannot occur.
fn simplify_switch_from_default_switch_on_same_condition(
    op: OpId,
    rewriter: &mut PatternRewriter<'_>,
) -> bool {
    let Some(sw) = SwitchOp::cast(rewriter, op) else {
        return false;
    };
    let Some((current, pred_sw)) = pred_switch_on_same_flag(rewriter, sw) else {
        return false;
    };
    if pred_sw.default_destination(rewriter) != current {
        return false;
    }
    let pred_dests = pred_sw.case_destinations(rewriter).to_vec();
    let impossible: Vec<u128> = case_values_bits(rewriter, pred_sw)
        .into_iter()
        .enumerate()
        .filter(|&(i, _)| pred_dests.get(i) != Some(&current))
        .map(|(_, v)| v)
        .collect();
    let dests = sw.case_destinations(rewriter).to_vec();
    let mut cases = Cases {
        values: Vec::new(),
        dests: Vec::new(),
        operands: Vec::new(),
    };
    let mut changed = false;
    for (i, v) in case_values_bits(rewriter, sw).into_iter().enumerate() {
        if impossible.contains(&v) {
            changed = true;
            continue;
        }
        cases.values.push(v);
        cases.dests.push(dests[i]);
        cases.operands.push(sw.get_case_operands_at(rewriter, i));
    }
    let default_dest = sw.default_destination(rewriter);
    let default_operands = sw.default_operands(rewriter);
    changed && replace_with_switch(rewriter, sw, (default_dest, &default_operands), &cases)
}

//! The canonicalization patterns of `scf.while` (upstream `SCF.cpp`), in
//! upstream's order: loop-invariant arguments and forwarded values
//! dropped, the condition known true in the after region, comparisons
//! repeated there folded, unused results, duplicated results and unused
//! arguments dropped, and the before arguments aligned with the
//! condition's.

use crate::{ConditionOp, WhileOp, YieldOp};
use ir::{Block, Context, OpId, PatternRewriter, RewritePattern, Type, Value};

/// `scf.while`'s patterns.
pub(crate) fn while_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(RemoveLoopInvariantArgsFromBeforeBlock),
        Box::new(RemoveLoopInvariantValueYielded),
        Box::new(WhileConditionTruth),
        Box::new(WhileCmpCond),
        Box::new(WhileUnusedResult),
        Box::new(WhileRemoveDuplicatedResults),
        Box::new(WhileRemoveUnusedArgs),
        Box::new(WhileOpAlignBeforeArgs),
    ]
}

/// The parts of a well-formed `scf.while` the patterns read.
struct Parts {
    op: WhileOp,
    before: Block,
    after: Block,
    cond: ConditionOp,
    yield_op: YieldOp,
}

fn parts(ctx: &Context, op: OpId) -> Option<Parts> {
    let w = WhileOp::cast(ctx, op)?;
    Some(Parts {
        op: w,
        before: w.get_before_body(ctx)?,
        after: w.get_after_body(ctx)?,
        cond: w.get_condition_op(ctx)?,
        yield_op: w.get_yield_op(ctx)?,
    })
}

/// Replaces `cond` with an `scf.condition` of the same flag forwarding
/// `args`, built where it stands.
fn replace_condition(rw: &mut PatternRewriter<'_>, cond: ConditionOp, args: &[Value]) -> bool {
    let op = cond.operation();
    let (flag, loc) = (cond.condition(rw), rw.op_loc(op));
    let saved = rw.insertion_point();
    rw.set_insertion_point_before(op);
    ConditionOp::build(rw, loc, flag, args);
    rw.set_insertion_point(saved);
    rw.replace_op(op, &[]).is_ok()
}

/// Replaces `y` with an `scf.yield` of `values`, built where it stands.
fn replace_yield(rw: &mut PatternRewriter<'_>, y: YieldOp, values: &[Value]) -> bool {
    let op = y.operation();
    let loc = rw.op_loc(op);
    let saved = rw.insertion_point();
    rw.set_insertion_point_before(op);
    YieldOp::build(rw, loc, values);
    rw.set_insertion_point(saved);
    rw.replace_op(op, &[]).is_ok()
}

/// A new `scf.while` of `types` on `inits` before `op`, at its location,
/// with its two blocks (upstream's builder without body builders): the
/// before block takes the inits' types, the after block the result types.
fn new_while_before(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    types: &[Type],
    inits: &[Value],
) -> Option<(WhileOp, Block, Block)> {
    let loc = rw.op_loc(op);
    rw.set_insertion_point_before(op);
    let w = WhileOp::build_from_result_types_operands_before_builder_after_builder(
        rw, loc, types, inits, None, None,
    );
    Some((w, w.get_before_body(rw)?, w.get_after_body(rw)?))
}

/// Whether the after block argument `v` is one of `after`'s: its index.
fn after_arg_index(v: Value, after: Block) -> Option<usize> {
    match v {
        Value::Arg { block, index } if block == after => Some(index as usize),
        _ => None,
    }
}

/// A before argument fed the same value on every iteration (its init
/// yielded back, or an after argument forwarding it) is replaced by its
/// init (upstream's `RemoveLoopInvariantArgsFromBeforeBlock`).
struct RemoveLoopInvariantArgsFromBeforeBlock;

impl RewritePattern for RemoveLoopInvariantArgsFromBeforeBlock {
    fn root(&self) -> Option<&str> {
        Some(WhileOp::OPERATION_NAME)
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rw;
        let Some(p) = parts(ctx, op) else {
            return false;
        };
        let before_args = ctx.block_args(p.before);
        let cond_args = p.cond.args(ctx);
        let yield_args = ctx.operands(p.yield_op.operation());
        let inits = ctx.operands(op);
        let invariant = |i: usize, init: Value, yielded: Value| {
            yielded == init
                || after_arg_index(yielded, p.after)
                    .and_then(|k| cond_args.get(k))
                    .is_some_and(|&c| c == before_args[i] || c == init)
        };
        let flags: Vec<bool> = inits
            .iter()
            .zip(&yield_args)
            .enumerate()
            .map(|(i, (&init, &y))| invariant(i, init, y))
            .collect();
        if !flags.iter().any(|&f| f) {
            return false;
        }
        let (mut new_inits, mut new_yields, mut new_locs) = (Vec::new(), Vec::new(), Vec::new());
        for (i, (&init, &y)) in inits.iter().zip(&yield_args).enumerate() {
            if !flags[i] {
                new_inits.push(init);
                new_yields.push(y);
                new_locs.push(ctx.block_arg_loc(p.before, i));
            }
        }
        if !replace_yield(rw, p.yield_op, &new_yields) {
            return false;
        }
        let (loc, result_types) = (rw.op_loc(op), rw.result_types(op));
        rw.set_insertion_point_before(op);
        let new_while = WhileOp::build(rw, loc, &result_types, &new_inits);
        let arg_types: Vec<(Type, ir::Location)> = new_yields
            .iter()
            .zip(&new_locs)
            .map(|(&v, &l)| (rw.value_type(v), l))
            .collect();
        let new_before_region = new_while.before(rw);
        let new_before = rw.create_block(new_before_region, &arg_types);
        let mut next = 0;
        let replacements: Vec<Value> = (0..before_args.len())
            .map(|i| {
                if flags[i] {
                    inits[i]
                } else {
                    next += 1;
                    rw.block_arg(new_before, next - 1)
                }
            })
            .collect();
        if rw
            .merge_blocks(p.before, new_before, &replacements)
            .is_err()
        {
            return false;
        }
        let (from, to) = (p.op.after(rw), new_while.after(rw));
        if rw.inline_region_before(from, to, None).is_err() {
            return false;
        }
        let results = rw.results(new_while.operation());
        rw.replace_op(op, &results).is_ok()
    }
}

/// Values the condition forwards from outside the before block are used
/// directly in the after block and as results (upstream's
/// `RemoveLoopInvariantValueYielded`).
struct RemoveLoopInvariantValueYielded;

impl RewritePattern for RemoveLoopInvariantValueYielded {
    fn root(&self) -> Option<&str> {
        Some(WhileOp::OPERATION_NAME)
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rw;
        let Some(p) = parts(ctx, op) else {
            return false;
        };
        let cond_args = p.cond.args(ctx);
        let outside: Vec<bool> = cond_args
            .iter()
            .map(|&v| ctx.value_parent_block(v) != Some(p.before))
            .collect();
        if !outside.iter().any(|&o| o) {
            return false;
        }
        let (mut new_args, mut new_types, mut new_locs) = (Vec::new(), Vec::new(), Vec::new());
        for (i, &v) in cond_args.iter().enumerate() {
            if !outside[i] {
                new_args.push(v);
                new_types.push(ctx.value_type(v));
                new_locs.push(ctx.block_arg_loc(p.after, i));
            }
        }
        if !replace_condition(rw, p.cond, &new_args) {
            return false;
        }
        let (loc, inits) = (rw.op_loc(op), rw.operands(op));
        rw.set_insertion_point_before(op);
        let new_while = WhileOp::build(rw, loc, &new_types, &inits);
        let arg_types: Vec<(Type, ir::Location)> =
            new_types.iter().copied().zip(new_locs).collect();
        let new_after_region = new_while.after(rw);
        let new_after = rw.create_block(new_after_region, &arg_types);
        let (mut args, mut results) = (Vec::new(), Vec::new());
        let mut j = 0;
        for (i, &v) in cond_args.iter().enumerate() {
            if outside[i] {
                args.push(v);
                results.push(v);
            } else {
                args.push(rw.block_arg(new_after, j));
                results.push(rw.result(new_while.operation(), j));
                j += 1;
            }
        }
        if rw.merge_blocks(p.after, new_after, &args).is_err() {
            return false;
        }
        let (from, to) = (p.op.before(rw), new_while.before(rw));
        if rw.inline_region_before(from, to, None).is_err() {
            return false;
        }
        rw.replace_op(op, &results).is_ok()
    }
}

/// An after argument forwarding the condition itself is `true` (upstream's
/// `WhileConditionTruth`).
struct WhileConditionTruth;

impl RewritePattern for WhileConditionTruth {
    fn root(&self) -> Option<&str> {
        Some(WhileOp::OPERATION_NAME)
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rw;
        let Some(p) = parts(ctx, op) else {
            return false;
        };
        let flag = p.cond.condition(ctx);
        let pairs: Vec<(Value, Value)> = p
            .cond
            .args(ctx)
            .into_iter()
            .zip(ctx.block_args(p.after))
            .collect();
        let mut constant_true = None;
        let mut replaced = false;
        for (forwarded, after_arg) in pairs {
            if forwarded != flag || !rw.has_uses(after_arg) {
                continue;
            }
            let t = match constant_true {
                Some(t) => t,
                None => {
                    let (loc, ty) = (rw.op_loc(op), rw.value_type(flag));
                    let attr = rw.bool_attr(true);
                    let t = arith::ConstantOp::build(rw, loc, ty, attr).result(rw);
                    constant_true = Some(t);
                    t
                }
            };
            rw.replace_all_uses_with(after_arg, t);
            replaced = true;
        }
        replaced
    }
}

/// In the after region, a comparison of a forwarded operand of the
/// condition's `arith.cmpi` with its other operand, by the same or the
/// inverse predicate, is a constant (upstream's `WhileCmpCond`).
struct WhileCmpCond;

impl RewritePattern for WhileCmpCond {
    fn root(&self) -> Option<&str> {
        Some(WhileOp::OPERATION_NAME)
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rw;
        let Some(p) = parts(ctx, op) else {
            return false;
        };
        let Some(cmp) = ctx
            .defining_op(p.cond.condition(ctx))
            .and_then(|d| arith::CmpIOp::cast(ctx, d))
        else {
            return false;
        };
        let cmp_operands = [cmp.lhs(ctx), cmp.rhs(ctx)];
        let pred = cmp.predicate(ctx);
        let pairs: Vec<(Value, Value)> = p
            .cond
            .args(ctx)
            .into_iter()
            .zip(ctx.block_args(p.after))
            .collect();
        let mut changed = false;
        for (forwarded, after_arg) in pairs {
            for idx in 0..2 {
                if forwarded != cmp_operands[idx] {
                    continue;
                }
                let users: Vec<OpId> = rw.uses(after_arg).map(|u| u.op).collect();
                for user in users {
                    let ctx: &Context = rw;
                    if !ctx.is_live(user) {
                        continue;
                    }
                    let Some(cmp2) = arith::CmpIOp::cast(ctx, user) else {
                        continue;
                    };
                    if ctx.operand(user, 1 - idx) != cmp_operands[1 - idx] {
                        continue;
                    }
                    let pred2 = cmp2.predicate(ctx);
                    let same = if pred2 == pred {
                        true
                    } else if pred2 == arith::invert_cmpi(pred) {
                        false
                    } else {
                        continue;
                    };
                    // `replaceOpWithNewOp` builds at the insertion point
                    // the driver set: before the loop.
                    let loc = ctx.op_loc(user);
                    let i1 = rw.i1();
                    let attr = Context::integer_attr(rw, i1, i128::from(same));
                    let c = arith::ConstantOp::build(rw, loc, i1, attr).result(rw);
                    if rw.replace_op(user, &[c]).is_err() {
                        return changed;
                    }
                    changed = true;
                }
            }
        }
        changed
    }
}

/// Results unused, with their after arguments unused too, are dropped
/// (upstream's `WhileUnusedResult`).
struct WhileUnusedResult;

impl RewritePattern for WhileUnusedResult {
    fn root(&self) -> Option<&str> {
        Some(WhileOp::OPERATION_NAME)
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rw;
        let Some(p) = parts(ctx, op) else {
            return false;
        };
        let after_args = ctx.block_args(p.after);
        let cond_args = p.cond.args(ctx);
        let mut kept = Vec::new();
        let (mut new_types, mut new_args, mut new_locs) = (Vec::new(), Vec::new(), Vec::new());
        for (i, (&a, &c)) in after_args.iter().zip(&cond_args).enumerate() {
            let r = ctx.result(op, i);
            if ctx.has_uses(r) || ctx.has_uses(a) {
                kept.push(i);
                new_args.push(c);
                new_types.push(ctx.value_type(r));
                new_locs.push(ctx.value_loc(r));
            }
        }
        if kept.len() == after_args.len().min(cond_args.len()) {
            return false;
        }
        if !replace_condition(rw, p.cond, &new_args) {
            return false;
        }
        let (loc, inits) = (rw.op_loc(op), rw.operands(op));
        rw.set_insertion_point_before(op);
        let new_while = WhileOp::build(rw, loc, &new_types, &inits);
        let arg_types: Vec<(Type, ir::Location)> =
            new_types.iter().copied().zip(new_locs).collect();
        let new_after_region = new_while.after(rw);
        let new_after = rw.create_block(new_after_region, &arg_types);
        // Unused entries keep their old (unused) values.
        let mut results = rw.results(op);
        let mut args = after_args.clone();
        for (j, &i) in kept.iter().enumerate() {
            results[i] = rw.result(new_while.operation(), j);
            args[i] = rw.block_arg(new_after, j);
        }
        let (from, to) = (p.op.before(rw), new_while.before(rw));
        if rw.inline_region_before(from, to, None).is_err()
            || rw.merge_blocks(p.after, new_after, &args).is_err()
        {
            return false;
        }
        rw.replace_op(op, &results).is_ok()
    }
}

/// A value the condition forwards twice is forwarded once (upstream's
/// `WhileRemoveDuplicatedResults`).
struct WhileRemoveDuplicatedResults;

impl RewritePattern for WhileRemoveDuplicatedResults {
    fn root(&self) -> Option<&str> {
        Some(WhileOp::OPERATION_NAME)
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rw;
        let Some(p) = parts(ctx, op) else {
            return false;
        };
        let cond_args = p.cond.args(ctx);
        let mut unique: Vec<Value> = Vec::new();
        let positions: Vec<usize> = cond_args
            .iter()
            .map(|&a| match unique.iter().position(|&u| u == a) {
                Some(k) => k,
                None => {
                    unique.push(a);
                    unique.len() - 1
                }
            })
            .collect();
        if unique.len() == cond_args.len() {
            return rw.notify_match_failure("No results to remove");
        }
        let types: Vec<Type> = unique.iter().map(|&v| ctx.value_type(v)).collect();
        let inits = ctx.operands(op);
        let Some((new_while, new_before, new_after)) = new_while_before(rw, op, &types, &inits)
        else {
            return false;
        };
        let after_args: Vec<Value> = positions
            .iter()
            .map(|&k| rw.block_arg(new_after, k))
            .collect();
        let results: Vec<Value> = positions
            .iter()
            .map(|&k| rw.result(new_while.operation(), k))
            .collect();
        if !replace_condition(rw, p.cond, &unique) {
            return false;
        }
        let new_before_args = rw.block_args(new_before);
        if rw
            .merge_blocks(p.before, new_before, &new_before_args)
            .is_err()
            || rw.merge_blocks(p.after, new_after, &after_args).is_err()
        {
            return false;
        }
        rw.replace_op(op, &results).is_ok()
    }
}

/// Before arguments without uses are dropped with their inits and yielded
/// values (upstream's `WhileRemoveUnusedArgs`).
struct WhileRemoveUnusedArgs;

impl RewritePattern for WhileRemoveUnusedArgs {
    fn root(&self) -> Option<&str> {
        Some(WhileOp::OPERATION_NAME)
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rw;
        let Some(p) = parts(ctx, op) else {
            return false;
        };
        let before_args = ctx.block_args(p.before);
        let unused: Vec<bool> = before_args.iter().map(|&a| !ctx.has_uses(a)).collect();
        if !unused.iter().any(|&u| u) {
            return rw.notify_match_failure("No args to remove");
        }
        let yields = ctx.operands(p.yield_op.operation());
        let inits = ctx.operands(op);
        let (mut new_yields, mut new_inits) = (Vec::new(), Vec::new());
        for ((&u, &y), &init) in unused.iter().zip(&yields).zip(&inits) {
            if !u {
                new_yields.push(y);
                new_inits.push(init);
            }
        }
        // Upstream erases the unused arguments directly, not through the
        // rewriter.
        for i in (0..before_args.len()).rev() {
            if unused[i] {
                let ctx: &mut Context = rw;
                let _ = ctx.erase_block_arg(p.before, i);
            }
        }
        let types = rw.result_types(op);
        let Some((new_while, new_before, new_after)) = new_while_before(rw, op, &types, &new_inits)
        else {
            return false;
        };
        if !replace_yield(rw, p.yield_op, &new_yields) {
            return false;
        }
        let (nb, na) = (rw.block_args(new_before), rw.block_args(new_after));
        if rw.merge_blocks(p.before, new_before, &nb).is_err()
            || rw.merge_blocks(p.after, new_after, &na).is_err()
        {
            return false;
        }
        let results = rw.results(new_while.operation());
        rw.replace_op(op, &results).is_ok()
    }
}

/// Where each of `args1` is in `args2`: `mapping[k] = i` for
/// `args2[k] == args1[i]` (upstream's `getArgsMapping`).
fn args_mapping(args1: &[Value], args2: &[Value]) -> Option<Vec<usize>> {
    if args1.len() != args2.len() {
        return None;
    }
    let mut ret = vec![0; args1.len()];
    for (i, a) in args1.iter().enumerate() {
        let k = args2.iter().position(|b| b == a)?;
        ret[k] = i;
    }
    Some(ret)
}

/// A condition forwarding the before arguments in another order forwards
/// them in order, the results and after arguments permuted to match
/// (upstream's `WhileOpAlignBeforeArgs`).
struct WhileOpAlignBeforeArgs;

impl RewritePattern for WhileOpAlignBeforeArgs {
    fn root(&self) -> Option<&str> {
        Some(WhileOp::OPERATION_NAME)
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rw;
        let Some(p) = parts(ctx, op) else {
            return false;
        };
        let before_args = ctx.block_args(p.before);
        let term_args = p.cond.args(ctx);
        if before_args == term_args {
            return false;
        }
        let has_duplicates = term_args
            .iter()
            .enumerate()
            .any(|(i, a)| term_args[..i].contains(a));
        if has_duplicates {
            return false;
        }
        let Some(mapping) = args_mapping(&before_args, &term_args) else {
            return false;
        };
        if !replace_condition(rw, p.cond, &before_args) {
            return false;
        }
        let mut types: Vec<Type> = vec![rw.i1(); before_args.len()];
        for (i, &j) in mapping.iter().enumerate() {
            types[j] = rw.value_type(rw.result(op, i));
        }
        let inits = rw.operands(op);
        let Some((new_loop, new_before, new_after)) = new_while_before(rw, op, &types, &inits)
        else {
            return false;
        };
        let mut results = Vec::with_capacity(mapping.len());
        let mut after_args = Vec::with_capacity(mapping.len());
        for &j in &mapping {
            results.push(rw.result(new_loop.operation(), j));
            after_args.push(rw.block_arg(new_after, j));
        }
        let nb = rw.block_args(new_before);
        let (first_before, first_after) =
            (rw.block_first_op(new_before), rw.block_first_op(new_after));
        if rw
            .inline_block_before(p.before, new_before, first_before, &nb)
            .is_err()
            || rw
                .inline_block_before(p.after, new_after, first_after, &after_args)
                .is_err()
        {
            return false;
        }
        rw.replace_op(op, &results).is_ok()
    }
}

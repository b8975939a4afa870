//! Coalescing of perfect `affine.for` nests into one loop (upstream
//! `LoopUtils.cpp`'s `coalesceLoops` and
//! `coalescePerfectlyNestedAffineLoops`), used by the
//! `affine-loop-coalescing` pass (in the scf crate, which coalesces
//! `scf.for` nests too).

use ir::interfaces::is_defined_outside_of;
use ir::{Context, OpBuilder, Value};

use super::loop_utils::build_apply;
use super::tiling::perfectly_nested_loops;
use crate::canonicalize::set_bound;
use crate::{AffineForOp, AffineMinOp};

/// The band of `loops` (a perfect nest, outermost first) to coalesce at
/// each step, innermost bands first (upstream's band search, shared by the
/// affine and scf versions): `defined_above[i]` is the outermost loop
/// whose region the bounds of loop `i` are defined above (`i` itself when
/// none), `chain_start[i]` the loop where the chain of iteration arguments
/// loop `i` continues starts. `coalesce` is called on each band
/// `start..end` found and says whether it coalesced it.
pub fn coalesce_bands(
    defined_above: &[usize],
    chain_start: &[usize],
    mut coalesce: impl FnMut(std::ops::Range<usize>) -> bool,
) -> bool {
    let mut result = false;
    let mut end = defined_above.len();
    while end > 0 {
        let mut start = 0;
        while start + 1 < end {
            let max_pos = defined_above[start..end].iter().copied().max().unwrap_or(0);
            if max_pos > start || chain_start[end - 1] > start {
                start += 1;
                continue;
            }
            result |= coalesce(start..end);
            break;
        }
        // After a band, the loops above its outermost one are next.
        if start + 1 != end {
            end = start + 1;
        }
        end -= 1;
    }
    result
}

/// For each loop of a perfect nest, the outermost loop whose region all of
/// `operands(loop)` are defined above (upstream's `operandsDefinedAbove`).
pub fn operands_defined_above<L: Copy>(
    ctx: &Context,
    loops: &[L],
    op: impl Fn(L) -> ir::OpId,
    operands: impl Fn(&Context, L) -> Vec<Value>,
) -> Vec<usize> {
    (0..loops.len())
        .map(|i| {
            let values = operands(ctx, loops[i]);
            (0..i)
                .find(|&j| {
                    values
                        .iter()
                        .all(|&v| is_defined_outside_of(ctx, v, op(loops[j])))
                })
                .unwrap_or(i)
        })
        .collect()
}

/// Coalesces the bands of the perfect nest rooted at `root` whose bounds
/// are defined above the band (upstream's
/// `coalescePerfectlyNestedAffineLoops`); whether one was coalesced.
pub fn coalesce_perfectly_nested_affine_loops(ctx: &mut Context, root: AffineForOp) -> bool {
    let loops = perfectly_nested_loops(ctx, root);
    if loops.len() <= 1 {
        return true;
    }
    let above = operands_defined_above(ctx, &loops, AffineForOp::operation, |ctx, l| {
        ctx.operands(l.operation())
    });
    let chain_start = vec![0; loops.len()];
    coalesce_bands(&above, &chain_start, |band| {
        coalesce_affine_loops(ctx, &loops[band])
    })
}

/// Replaces the perfect nest `loops` (outermost first, each from 0 with
/// step 1) by its outermost loop running the product of their trip counts,
/// the induction variables recovered by `floordiv`/`mod` (upstream's
/// `affine::coalesceLoops`). False, with nothing changed, for a loop that
/// is not normalized.
pub fn coalesce_affine_loops(ctx: &mut Context, loops: &[AffineForOp]) -> bool {
    if loops.len() < 2 {
        return true;
    }
    let normalized = loops
        .iter()
        .all(|l| l.step(ctx) == 1 && l.get_constant_lower_bound(ctx) == Some(0));
    if !normalized {
        return false;
    }
    let outermost = loops[0];
    let innermost = loops[loops.len() - 1];
    let loc = ctx.op_loc(outermost.operation());
    let d0 = ctx.affine_dim(0);
    let s0 = ctx.affine_symbol(0);
    let product = ctx.affine_mul(d0, s0);
    let product_map = ctx.affine_map(1, 1, &[product]);

    let mut b = OpBuilder::new(ctx);
    b.set_insertion_point_before(outermost.operation());
    // The trip counts (the upper bounds), and their running product.
    let mut ub_values = Vec::with_capacity(loops.len());
    let mut prev = None;
    for &l in loops {
        let map = l.get_upper_bound_map(&b);
        let operands = l.upper_bound_operands(&b);
        let ub = if b.affine_map_data(map).results.len() == 1 {
            build_apply(&mut b, loc, map, &operands)
        } else {
            let attr = b.affine_map_attr(map);
            let index = b.index_type();
            AffineMinOp::build(&mut b, loc, index, attr, &operands).result(&b)
        };
        ub_values.push(ub);
        prev = Some(match prev {
            None => ub,
            Some(p) => build_apply(&mut b, loc, product_map, &[p, ub]),
        });
    }
    let Some(total) = prev else {
        return false;
    };
    let symbol_map = b.affine_map(0, 1, &[s0]);
    set_bound(&mut b, outermost, false, &[total], symbol_map);

    // Each induction variable from the coalesced one: the running quotient
    // by the trip counts of the loops inside, modulo its own.
    let (Some(body), Some(iv)) = (outermost.get_body(&b), outermost.get_induction_var(&b)) else {
        return false;
    };
    let floordiv = b.affine_floor_div(d0, s0);
    let floordiv_map = b.affine_map(1, 1, &[floordiv]);
    let modulo = b.affine_mod(d0, s0);
    let mod_map = b.affine_map(1, 1, &[modulo]);
    let inner_region = b.op_regions(innermost.operation())[0];
    b.set_insertion_point_to_start(body);
    let mut previous = iv;
    for idx in (1..=loops.len()).rev() {
        if idx != loops.len() {
            previous = build_apply(&mut b, loc, floordiv_map, &[previous, ub_values[idx]]);
        }
        let new_iv = if idx == 1 {
            previous
        } else {
            build_apply(&mut b, loc, mod_map, &[previous, ub_values[idx - 1]])
        };
        if let Some(old) = loops[idx - 1].get_induction_var(&b) {
            replace_all_uses_in_region_with(&mut b, old, new_iv, inner_region);
        }
    }

    // The innermost body moves before the second loop, which goes.
    let second = loops[1].operation();
    let Some(inner_body) = innermost.get_body(&b) else {
        return false;
    };
    let ops: Vec<_> = b.block_ops(inner_body).collect();
    if let Some((&terminator, moved)) = ops.split_last() {
        for &o in moved {
            let _ = b.move_op_before(o, second);
        }
        let _ = b.erase_op(terminator);
    }
    let _ = b.erase_op(second);
    true
}

/// Replaces the uses of `from` inside `region` (at any depth) by `to`
/// (upstream's `replaceAllUsesInRegionWith`).
fn replace_all_uses_in_region_with(
    ctx: &mut Context,
    from: Value,
    to: Value,
    region: ir::RegionId,
) {
    let Some(owner) = ctx.region_parent_op(region) else {
        return;
    };
    let uses: Vec<ir::OpOperand> = ctx
        .uses(from)
        .filter(|u| u.op != owner && ctx.is_ancestor(owner, u.op))
        .collect();
    for u in uses {
        let _ = ctx.set_operand(u.op, u.index as usize, to);
    }
}

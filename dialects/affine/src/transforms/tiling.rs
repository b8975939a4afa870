//! The `affine-loop-tile` pass (upstream `LoopTiling.cpp`) with
//! `tilePerfectlyNested` of `Affine/Utils/LoopUtils.cpp` and
//! `isTilingValid` of `Analysis/LoopAnalysis.cpp`: each outermost perfect
//! nest of `affine.for` ops becomes tile-space loops (steps scaled by the
//! tile sizes) around intra-tile loops, when no dependence would be
//! reversed.

use ir::affine::AffineMap;
use ir::diag::Severity;
use ir::pass::{OperationPass, PassDeclaration, PassFailure, PassRun};
use ir::{Context, Diagnostic, OpBuilder, Operation, Value};

use super::loop_utils::constant_trip_count;
use super::separate::separate_full_tiles;
use super::unroll::largest_divisor_of_trip_count;
use crate::analysis::dependence::{
    check_memref_access_dependence, DependenceComponent, DependenceResult, MemRefAccess,
};
use crate::analysis::index_set::index_set;
use crate::analysis::region::{memory_footprint_bytes, op_diagnostic};
use crate::{AffineForOp, AffineLoopTilingBase};

/// The `affine-loop-tile` pass.
#[derive(Clone, Debug, Default)]
pub struct AffineLoopTiling {
    base: AffineLoopTilingBase,
}

/// Creates the `affine-loop-tile` pass (upstream's `createLoopTilingPass`).
pub fn create_affine_loop_tiling_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(AffineLoopTiling::default())
}

/// The tile size when none is given (upstream's `kDefaultTileSize`).
const DEFAULT_TILE_SIZE: u32 = 4;

impl OperationPass for AffineLoopTiling {
    type Declaration = AffineLoopTilingBase;
    fn declaration(&self) -> &AffineLoopTilingBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut AffineLoopTilingBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let o = self.base.options().clone();
        let func = run.op();
        let bands = tileable_bands(run.ctx(), func);
        for band in bands {
            let ctx = run.ctx();
            let root = band[0].operation();
            if !is_tiling_valid(ctx, &band) {
                let d = remark(ctx, root, "tiling nest is invalid due to dependences");
                run.emit(d);
                continue;
            }
            let (sizes, diags) = tile_sizes(ctx, &band, &o);
            for d in diags {
                run.emit(d);
            }
            let ctx = run.ctx();
            // Upstream only logs a failure, of either step.
            let Some(tiled) = tile_perfectly_nested(ctx, &band, &sizes) else {
                continue;
            };
            if o.separate {
                let _ = separate_full_tiles(ctx, &tiled[band.len()..]);
            }
        }
        Ok(())
    }
}

/// A remark at `op` (MLIR's `Operation::emitRemark`).
fn remark(ctx: &Context, op: Operation, message: &str) -> Diagnostic {
    op_diagnostic(ctx, op, Severity::Remark, message)
}

/// Reduces each tile size to the largest divisor of its loop's constant
/// trip count not above half of it (upstream's
/// `adjustToDivisorsOfTripCounts`).
fn adjust_to_divisors_of_trip_counts(ctx: &mut Context, band: &[AffineForOp], sizes: &mut [u32]) {
    for (l, size) in band.iter().zip(sizes.iter_mut()) {
        let Some(trip) = constant_trip_count(ctx, *l) else {
            continue;
        };
        if trip > 1 && u64::from(*size) > trip / 2 {
            *size = (trip / 2) as u32;
        }
        while *size != 0 && trip % u64::from(*size) != 0 {
            *size -= 1;
        }
    }
}

/// The tile sizes of `band`: `tile-size` for every loop, or `tile-sizes`
/// padded with the default, or else from the band's memory footprint so
/// that a tile fits in `cache-size` KiB, the excess split evenly over the
/// loops and the sizes reduced to divisors of the trip counts (upstream's
/// `LoopTiling::getTileSizes`); with the diagnostics computing the
/// footprint gave.
fn tile_sizes(
    ctx: &mut Context,
    band: &[AffineForOp],
    o: &crate::AffineLoopTilingOptions,
) -> (Vec<u32>, Vec<Diagnostic>) {
    if o.tile_size != 0 {
        return (vec![o.tile_size; band.len()], Vec::new());
    }
    if !o.tile_sizes.is_empty() {
        let mut s = o.tile_sizes.clone();
        s.resize(band.len(), DEFAULT_TILE_SIZE);
        return (s, Vec::new());
    }
    let (footprint, diags) = memory_footprint_bytes(ctx, band[0]);
    let Some(fp) = footprint else {
        let mut s = vec![DEFAULT_TILE_SIZE; band.len()];
        adjust_to_divisors_of_trip_counts(ctx, band, &mut s);
        return (s, diags);
    };
    let cache_bytes = o.cache_size_in_ki_b.wrapping_mul(1024);
    // `llvm::divideCeil` on unsigned 64-bit values; `cache-size=0`, where
    // upstream divides by zero (and mlir-opt 19 crashes), tiles by 1.
    let fp = fp as u64;
    let excess = fp
        .checked_div(cache_bytes)
        .map_or(0, |q| q + u64::from(!fp.is_multiple_of(cache_bytes)));
    if excess <= 1 {
        return (vec![1; band.len()], diags);
    }
    let n = band.len();
    let t = (excess as f64).powf(1.0 / n as f64).floor() as u32;
    let mut sizes = vec![0u32; n];
    let mut product: u32 = 1;
    for (i, size) in sizes.iter_mut().enumerate() {
        *size = if i + 1 < n {
            t
        } else {
            1.max((excess / u64::from(product.max(1))) as u32)
        };
        product = product.wrapping_mul(*size);
    }
    adjust_to_divisors_of_trip_counts(ctx, band, &mut sizes);
    (sizes, diags)
}

/// The perfect nest of `affine.for` ops from `root` down: each body holds
/// one loop and the terminator (upstream's `getPerfectlyNestedLoops`).
pub fn perfectly_nested_loops(ctx: &Context, root: AffineForOp) -> Vec<AffineForOp> {
    let mut loops = vec![root];
    let mut cur = root;
    loop {
        let Some(body) = cur.get_body(ctx) else {
            return loops;
        };
        if ctx.block_len(body) != 2 {
            return loops;
        }
        let Some(next) = ctx
            .block_first_op(body)
            .and_then(|o| AffineForOp::cast(ctx, o))
        else {
            return loops;
        };
        loops.push(next);
        cur = next;
    }
}

/// The maximal perfect nest of each `affine.for` at the top of `func`'s
/// body (upstream's `getTileableBands`).
pub fn tileable_bands(ctx: &Context, func: Operation) -> Vec<Vec<AffineForOp>> {
    let mut bands = Vec::new();
    for &r in ctx.op_regions(func) {
        for &b in ctx.region_blocks(r) {
            for op in ctx.block_ops(b) {
                if let Some(f) = AffineForOp::cast(ctx, op) {
                    bands.push(perfectly_nested_loops(ctx, f));
                }
            }
        }
    }
    bands
}

/// Whether no dependence between the loads and stores of the nest has a
/// negative distance along a loop, which rectangular tiles would reverse
/// (upstream's `isTilingValid`).
pub fn is_tiling_valid(ctx: &mut Context, loops: &[AffineForOp]) -> bool {
    let Some(first) = loops.first() else {
        return true;
    };
    let accesses: Vec<MemRefAccess> = ctx
        .walk_postorder(first.operation())
        .into_iter()
        .filter_map(|o| MemRefAccess::new(ctx, o))
        .collect();
    for d in 1..=loops.len() + 1 {
        for src in &accesses {
            for dst in &accesses {
                let mut comps: Vec<DependenceComponent> = Vec::new();
                let r = check_memref_access_dependence(ctx, src, dst, d, Some(&mut comps), false);
                if r != DependenceResult::HasDependence {
                    continue;
                }
                let violated = comps.iter().any(|c| match (c.lb, c.ub) {
                    (Some(lb), Some(ub)) => lb < ub && ub < 0,
                    _ => false,
                });
                if violated {
                    return false;
                }
            }
        }
    }
    true
}

/// Whether each loop of `loops` is the only op (but the terminator) of the
/// previous one's body (upstream's `isPerfectlyNested`).
fn is_perfectly_nested(ctx: &Context, loops: &[AffineForOp]) -> bool {
    loops.windows(2).all(|w| {
        let parent = ctx.op_parent_op(w[1].operation());
        parent == Some(w[0].operation())
            && w[0].get_body(ctx).is_some_and(|b| ctx.block_len(b) == 2)
    })
}

/// Whether no constraint of the nest's domain ties two of its loop
/// variables (upstream's `checkIfHyperRectangular`).
fn is_hyper_rectangular(ctx: &mut Context, loops: &[AffineForOp]) -> bool {
    if loops.len() <= 1 {
        return true;
    }
    let ops: Vec<Operation> = loops.iter().map(|l| l.operation()).collect();
    let Ok(cst) = index_set(ctx, &ops) else {
        return false;
    };
    let n = loops.len();
    let ties = |row: &[presburger::Int]| row[..n].iter().filter(|c| **c != 0.into()).count() > 1;
    !(0..cst.num_inequalities()).any(|r| ties(cst.inequality(r)))
        && !(0..cst.num_equalities()).any(|r| ties(cst.equality(r)))
}

/// The `(d0) -> (d0 + c)` map.
fn shift_map(ctx: &mut Context, c: i64) -> AffineMap {
    let d0 = ctx.affine_dim(0);
    let k = ctx.affine_constant(c);
    let e = ctx.affine_add(d0, k);
    ctx.affine_map(1, 0, &[e])
}

/// Tiles the perfect nest `input` by `sizes`: tile-space loops with the
/// original bounds and steps scaled by the sizes, around intra-tile loops
/// from the tile-space variable to a tile later (the original upper bound
/// too where the trip count is not a multiple); the body moves into the
/// innermost (upstream's `tilePerfectlyNested` with
/// `constructTiledIndexSetHyperRect`). Returns the new loops, tile-space
/// first; `None` when the nest has results, is not perfect or not
/// hyper-rectangular.
pub fn tile_perfectly_nested(
    ctx: &mut Context,
    input: &[AffineForOp],
    sizes: &[u32],
) -> Option<Vec<AffineForOp>> {
    let root = *input.first()?;
    if input.iter().any(|l| ctx.num_results(l.operation()) > 0)
        || !is_perfectly_nested(ctx, input)
        || !is_hyper_rectangular(ctx, input)
    {
        return None;
    }
    let width = input.len();
    let loc = ctx.op_loc(root.operation());
    // Intra-tile facts, read before anything moves.
    let mut intra = Vec::with_capacity(width);
    for (l, &size) in input.iter().zip(sizes) {
        let step = l.step(ctx);
        let tile = i64::from(size).checked_mul(step)?;
        intra.push((
            step,
            tile,
            constant_trip_count(ctx, *l),
            // Upstream keeps it in an `int64_t`: a "divisor" from a
            // negative constant trip count turns negative again.
            largest_divisor_of_trip_count(ctx, *l) as i64,
        ));
    }
    let mut b = OpBuilder::new(ctx);
    b.set_insertion_point_before(root.operation());
    let mut new_loops: Vec<AffineForOp> = Vec::with_capacity(2 * width);
    for (l, &(_, tile, _, _)) in input.iter().zip(&intra) {
        let (lb, ub) = (l.get_lower_bound_map(&b), l.get_upper_bound_map(&b));
        let (lbo, ubo) = (l.lower_bound_operands(&b), l.upper_bound_operands(&b));
        let new = build_loop(&mut b, loc, &lbo, lb, &ubo, ub, tile);
        new_loops.push(new);
        enter(&mut b, new);
    }
    for i in 0..width {
        let (step, tile, trip, largest_div) = intra[i];
        let tile_iv = new_loops[i].get_induction_var(&b)?;
        let ctx: &mut Context = &mut b;
        let identity = {
            let d0 = ctx.affine_dim(0);
            ctx.affine_map(1, 0, &[d0])
        };
        let (ub_operands, ub_map) = match trip {
            Some(t) if t < u64::from(sizes[i]) => {
                let span = i64::try_from(t).ok()?.checked_mul(step)?;
                (vec![tile_iv], shift_map(ctx, span))
            }
            _ if largest_div.checked_rem(i64::from(sizes[i])) != Some(0) => {
                let orig = input[i].get_upper_bound_map(ctx);
                let ops = input[i].upper_bound_operands(ctx);
                let d = ctx.affine_map_data(orig).clone();
                let nd = d.num_dims as usize;
                let mut operands = ops[..nd].to_vec();
                operands.push(tile_iv);
                operands.extend_from_slice(&ops[nd..]);
                let dim = ctx.affine_dim(d.num_dims);
                let k = ctx.affine_constant(tile);
                let mut exprs = vec![ctx.affine_add(dim, k)];
                exprs.extend_from_slice(&d.results);
                (
                    operands,
                    ctx.affine_map(d.num_dims + 1, d.num_symbols, &exprs),
                )
            }
            _ => (vec![tile_iv], shift_map(ctx, tile)),
        };
        let new = build_loop(
            &mut b,
            loc,
            &[tile_iv],
            identity,
            &ub_operands,
            ub_map,
            step,
        );
        new_loops.push(new);
        enter(&mut b, new);
    }
    let ctx: &mut Context = &mut b;
    // The original body (but its terminator) moves into the innermost loop.
    let innermost = new_loops[2 * width - 1];
    let dest = innermost.get_body(ctx)?;
    let dest_term = ctx.block_last_op(dest)?;
    let src = input[width - 1].get_body(ctx)?;
    let ops: Vec<Operation> = ctx.block_ops(src).collect();
    for &op in &ops[..ops.len().saturating_sub(1)] {
        ctx.detach_op(op).ok()?;
        ctx.insert_op(dest, Some(dest_term), op).ok()?;
    }
    for i in 0..width {
        let (old, new) = (
            input[i].get_induction_var(ctx)?,
            new_loops[width + i].get_induction_var(ctx)?,
        );
        ctx.replace_all_uses_with(old, new);
    }
    ctx.erase_op(root.operation()).ok()?;
    Some(new_loops)
}

/// An `affine.for` without iteration arguments, its body holding only the
/// terminator.
fn build_loop(
    b: &mut OpBuilder<'_>,
    loc: ir::Location,
    lbo: &[Value],
    lb: AffineMap,
    ubo: &[Value],
    ub: AffineMap,
    step: i64,
) -> AffineForOp {
    AffineForOp::build_from_lb_operands_lb_map_ub_operands_ub_map_step_iter_args_body_builder(
        b,
        loc,
        lbo,
        lb,
        ubo,
        ub,
        step,
        &[],
        None,
    )
}

/// Moves the insertion point before `l`'s terminator.
fn enter(b: &mut OpBuilder<'_>, l: AffineForOp) {
    if let Some(body) = l.get_body(b) {
        if let Some(t) = b.block_last_op(body) {
            b.set_insertion_point_before(t);
        }
    }
}

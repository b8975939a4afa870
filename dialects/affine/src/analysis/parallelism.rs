//! Whether an `affine.for` may run its iterations in parallel (upstream's
//! `isLoopParallel`, `isLoopMemoryParallel` and `getSupportedReductions`
//! of `Analysis/AffineAnalysis.cpp`): no memory dependence carried by the
//! loop, and loop-carried values only as reductions `affine.parallel`
//! supports.

use arith::AtomicRMWKind;
use ir::interfaces::effects::MemoryEffect;
use ir::interfaces::side_effects::{is_memory_effect_free, op_memory_effects};
use ir::interfaces::ViewLikeOpInterfaceRef;
use ir::{Context, Operation, Value};

use super::dependence::{check_memref_access_dependence, DependenceResult, MemRefAccess};
use crate::transforms::unroll_jam::match_reduction;
use crate::{AffineForOp, AffineIfOp, AffineParallelOp, AffineYieldOp};

/// A reduction a loop carries (upstream's `LoopReduction`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LoopReduction {
    /// How the values combine.
    pub kind: AtomicRMWKind,
    /// The position of the iteration argument.
    pub position: usize,
    /// The value combined with the iteration argument each iteration.
    pub value: Value,
}

/// The reduction kind of a combiner op (upstream's `getSupportedReduction`
/// type switch).
fn reduction_kind(name: &str) -> Option<AtomicRMWKind> {
    let kind = match name {
        "arith.addf" => "addf",
        "arith.mulf" => "mulf",
        "arith.addi" => "addi",
        "arith.andi" => "andi",
        "arith.ori" => "ori",
        "arith.muli" => "muli",
        "arith.minimumf" => "minimumf",
        "arith.maximumf" => "maximumf",
        "arith.minsi" => "mins",
        "arith.maxsi" => "maxs",
        "arith.minui" => "minu",
        "arith.maxui" => "maxu",
        _ => return None,
    };
    kind.parse().ok()
}

/// The reductions of `op` `affine.parallel` can carry, in the order of the
/// iteration arguments (upstream's `getSupportedReductions`).
pub fn supported_reductions(ctx: &Context, op: AffineForOp) -> Vec<LoopReduction> {
    let iter_args = op.get_region_iter_args(ctx);
    (0..iter_args.len())
        .filter_map(|position| {
            let combiner = match_reduction(ctx, op.operation(), &iter_args, position)?;
            let kind = reduction_kind(ctx.op_name_of(combiner))?;
            let operands = ctx.operands(combiner);
            let value = if operands[0] == iter_args[position] {
                operands[1]
            } else {
                operands[0]
            };
            Some(LoopReduction {
                kind,
                position,
                value,
            })
        })
        .collect()
}

/// Whether `op` is parallel: without loop-carried values (or, when
/// `reductions` is given, with supported reductions only, which it
/// receives) and without loop-carried memory dependences (upstream's
/// `isLoopParallel`).
pub fn is_loop_parallel(
    ctx: &mut Context,
    op: AffineForOp,
    reductions: Option<&mut Vec<LoopReduction>>,
) -> bool {
    let num_iter_args = op.get_region_iter_args(ctx).len();
    match reductions {
        None if num_iter_args > 0 => return false,
        None => {}
        Some(r) => {
            *r = supported_reductions(ctx, op);
            if r.len() != num_iter_args {
                return false;
            }
        }
    }
    is_loop_memory_parallel(ctx, op)
}

/// Upstream's `hasSingleEffect<Effect>(op, value)`: `op` declares effects,
/// all of kind `kind` (on `value` when given).
pub(crate) fn has_single_effect(
    ctx: &Context,
    op: Operation,
    value: Option<Value>,
    kind: MemoryEffect,
) -> bool {
    let Some(effects) = op_memory_effects(ctx, op) else {
        return false;
    };
    !effects.is_empty()
        && effects
            .iter()
            .all(|e| e.effect() == kind && (value.is_none() || e.value() == value))
}

/// Whether `v` is allocated by an op nested in `enclosing`, directly or
/// through views (upstream's `isLocallyDefined`).
fn is_locally_defined(ctx: &Context, v: Value, enclosing: Operation) -> bool {
    let mut v = v;
    // Each step goes to a view's source, defined earlier: the chain ends.
    loop {
        let Some(def) = ctx.defining_op(v) else {
            return false;
        };
        if has_single_effect(ctx, def, Some(v), MemoryEffect::Allocate)
            && def != enclosing
            && ctx.is_ancestor(enclosing, def)
        {
            return true;
        }
        match ViewLikeOpInterfaceRef::get(ctx, def) {
            Some(view) => v = view.get_view_source(ctx),
            None => return false,
        }
    }
}

/// The number of loops around `op` (upstream's `getNestingDepth`: one per
/// `affine.for`, one per dimension of an `affine.parallel`).
pub fn nesting_depth(ctx: &Context, op: Operation) -> usize {
    let mut depth = 0;
    let mut cur = ctx.op_parent_op(op);
    while let Some(p) = cur {
        if AffineForOp::cast(ctx, p).is_some() {
            depth += 1;
        } else if let Some(par) = AffineParallelOp::cast(ctx, p) {
            depth += par.get_num_dims(ctx);
        }
        cur = ctx.op_parent_op(p);
    }
    depth
}

/// Whether no memory dependence is carried by `op` between the loads and
/// stores nested in it (memrefs allocated inside excepted), and no other
/// nested op has memory effects but allocations (upstream's
/// `isLoopMemoryParallel`).
pub fn is_loop_memory_parallel(ctx: &mut Context, op: AffineForOp) -> bool {
    let o = op.operation();
    if ctx.result_types(o).iter().any(|&t| ctx.is_memref(t)) {
        return false;
    }
    let mut accesses = Vec::new();
    for inner in ctx.walk_preorder(o) {
        if let Some(a) = MemRefAccess::new(ctx, inner) {
            if !is_locally_defined(ctx, a.memref, o) {
                accesses.push(a);
            }
        } else if AffineForOp::cast(ctx, inner).is_none()
            && AffineYieldOp::cast(ctx, inner).is_none()
            && AffineIfOp::cast(ctx, inner).is_none()
            && !has_single_effect(ctx, inner, None, MemoryEffect::Allocate)
            && !is_memory_effect_free(ctx, inner)
        {
            return false;
        }
    }
    let depth = nesting_depth(ctx, o) + 1;
    for src in &accesses {
        for dst in &accesses {
            let r = check_memref_access_dependence(ctx, src, dst, depth, None, false);
            if r != DependenceResult::NoDependence {
                return false;
            }
        }
    }
    true
}

//! `scf-for-loop-specialization` and `scf-parallel-loop-specialization`
//! (upstream's `LoopSpecialization.cpp`): a loop whose upper bounds are
//! `affine.min`s with a constant is versioned, one copy for the bounds
//! equal to those constants (then constant, for unrolling), one as it was.

use ir::affine::AffineExprData;
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::{Context, IrMapping, OpBuilder, Operation, Value};

use crate::{
    ForOp, IfOp, ParallelOp, SCFForLoopSpecializationBase, SCFParallelLoopSpecializationBase,
};

/// The least constant result of the `affine.min` defining `bound`, if it
/// is one and has constant results.
fn min_constant(ctx: &Context, bound: Value) -> Option<i64> {
    let min = affine::AffineMinOp::cast(ctx, ctx.defining_op(bound)?)?;
    let map = ctx.as_affine_map(min.map(ctx))?;
    ctx.affine_map_data(map)
        .results
        .iter()
        .filter_map(|&e| match ctx.affine_expr_data(e) {
            AffineExprData::Constant(c) => Some(c),
            _ => None,
        })
        .min()
}

/// Replaces `op` by an `scf.if` on `cond` holding, in `then`, a copy of it
/// with `map` applied and, in `else`, a plain copy.
fn version(b: &mut OpBuilder<'_>, op: Operation, cond: Value, map: &mut IrMapping) {
    let loc = b.op_loc(op);
    let if_op = IfOp::build_from_cond_with_else_region(b, loc, cond, true);
    let mut plain = IrMapping::new();
    for (ip, mapping) in [
        (if_op.get_then_body_insertion_point(b), map),
        (if_op.get_else_body_insertion_point(b), &mut plain),
    ] {
        let Some(ip) = ip else {
            continue;
        };
        if let Ok(copy) = b.clone_op(op, mapping) {
            let _ = b.insert_op(ip.block, ip.before, copy);
        }
    }
    let _ = b.erase_op(op);
}

/// Versions `op` on its upper bounds equalling the constants of the
/// `affine.min`s that define them (upstream's
/// `specializeParallelLoopForUnrolling`).
pub fn specialize_parallel_loop_for_unrolling(ctx: &mut Context, op: ParallelOp) {
    let bounds = op.upper_bound(ctx);
    let Some(constants) = bounds
        .iter()
        .map(|&v| min_constant(ctx, v))
        .collect::<Option<Vec<_>>>()
    else {
        return;
    };
    let loc = ctx.op_loc(op.operation());
    let mut b = OpBuilder::new(ctx);
    b.set_insertion_point_before(op.operation());
    let mut map = IrMapping::new();
    let mut cond: Option<Value> = None;
    for (&bound, &c) in bounds.iter().zip(&constants) {
        let constant = crate::utils::constant_index(&mut b, loc, c);
        let cmp = eq(&mut b, loc, bound, constant);
        cond = Some(match cond {
            Some(prev) => {
                let i1 = b.i1();
                arith::AndIOp::build(&mut b, loc, i1, prev, cmp).result(&b)
            }
            None => cmp,
        });
        map.map_value(bound, constant);
    }
    if let Some(cond) = cond {
        version(&mut b, op.operation(), cond, &mut map);
    }
}

/// Versions `op` on its upper bound equalling the constant of the
/// `affine.min` that defines it (upstream's `specializeForLoopForUnrolling`).
pub fn specialize_for_loop_for_unrolling(ctx: &mut Context, op: ForOp) {
    let bound = op.upper_bound(ctx);
    let Some(c) = min_constant(ctx, bound) else {
        return;
    };
    let loc = ctx.op_loc(op.operation());
    let mut b = OpBuilder::new(ctx);
    b.set_insertion_point_before(op.operation());
    let constant = crate::utils::constant_index(&mut b, loc, c);
    let cond = eq(&mut b, loc, bound, constant);
    let mut map = IrMapping::new();
    map.map_value(bound, constant);
    version(&mut b, op.operation(), cond, &mut map);
}

/// An `arith.cmpi eq`.
fn eq(b: &mut OpBuilder<'_>, loc: ir::Location, lhs: Value, rhs: Value) -> Value {
    let i1 = b.i1();
    let pred = b.i64_attr(arith::CmpIPredicate::Eq as i64);
    arith::CmpIOp::build(b, loc, i1, pred, lhs, rhs).result(b)
}

/// The `scf-for-loop-specialization` pass.
#[derive(Clone, Debug, Default)]
pub struct ForLoopSpecialization {
    base: SCFForLoopSpecializationBase,
}

/// Creates the `scf-for-loop-specialization` pass (upstream's
/// `createForLoopSpecializationPass`).
pub fn create_for_loop_specialization_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(ForLoopSpecialization::default())
}

impl OperationPass for ForLoopSpecialization {
    type Declaration = SCFForLoopSpecializationBase;
    fn declaration(&self) -> &SCFForLoopSpecializationBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut SCFForLoopSpecializationBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let top = run.op();
        let ctx = run.ctx();
        for op in ctx.walk_postorder(top) {
            if let Some(for_op) = ForOp::cast(ctx, op) {
                specialize_for_loop_for_unrolling(ctx, for_op);
            }
        }
        Ok(())
    }
}

/// The `scf-parallel-loop-specialization` pass.
#[derive(Clone, Debug, Default)]
pub struct ParallelLoopSpecialization {
    base: SCFParallelLoopSpecializationBase,
}

/// Creates the `scf-parallel-loop-specialization` pass (upstream's
/// `createParallelLoopSpecializationPass`).
pub fn create_parallel_loop_specialization_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(ParallelLoopSpecialization::default())
}

impl OperationPass for ParallelLoopSpecialization {
    type Declaration = SCFParallelLoopSpecializationBase;
    fn declaration(&self) -> &SCFParallelLoopSpecializationBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut SCFParallelLoopSpecializationBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let top = run.op();
        let ctx = run.ctx();
        for op in ctx.walk_postorder(top) {
            if let Some(parallel) = ParallelOp::cast(ctx, op) {
                specialize_parallel_loop_for_unrolling(ctx, parallel);
            }
        }
        Ok(())
    }
}

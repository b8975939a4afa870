//! `arith-unsigned-when-equivalent` (upstream
//! `UnsignedWhenEquivalent.cpp`): signed divisions, remainders, min/max,
//! sign extensions and ordered comparisons whose operands (and results)
//! the integer range analysis proves non-negative become their unsigned
//! forms, which then compute the same values.

use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::transforms::dataflow::{IntegerRangeAnalysis, Solver};
use ir::{Context, OpBuilder, Operation, OperationState, Value};

use crate::{ArithUnsignedWhenEquivalentBase, CmpIOp, CmpIPredicate};

/// Whether the analysis proves `v` non-negative as a signed value.
fn non_negative(solver: &Solver<IntegerRangeAnalysis>, v: Value) -> bool {
    solver.lattice(v).is_some_and(|r| r.smin() >= 0)
}

/// The unsigned op replacing `op` when the analysis allows it
/// (`staticallyNonNegative`, `isCmpIConvertable`): its name, and for a
/// comparison the unsigned predicate.
fn replacement(
    ctx: &Context,
    solver: &Solver<IntegerRangeAnalysis>,
    op: Operation,
) -> Option<(&'static str, Option<CmpIPredicate>)> {
    let name = match ctx.op_name_of(op) {
        "arith.divsi" => "arith.divui",
        "arith.ceildivsi" => "arith.ceildivui",
        "arith.floordivsi" => "arith.divui",
        "arith.remsi" => "arith.remui",
        "arith.minsi" => "arith.minui",
        "arith.maxsi" => "arith.maxui",
        "arith.extsi" => "arith.extui",
        "arith.cmpi" => {
            let pred = CmpIOp::cast(ctx, op)?.predicate(ctx);
            let unsigned = match pred {
                CmpIPredicate::Sle => CmpIPredicate::Ule,
                CmpIPredicate::Slt => CmpIPredicate::Ult,
                CmpIPredicate::Sge => CmpIPredicate::Uge,
                CmpIPredicate::Sgt => CmpIPredicate::Ugt,
                _ => return None,
            };
            let operands_ok = ctx.operands_iter(op).all(|v| non_negative(solver, v));
            return operands_ok.then_some(("arith.cmpi", Some(unsigned)));
        }
        _ => return None,
    };
    let all = ctx
        .operands_iter(op)
        .chain(ctx.results(op))
        .all(|v| non_negative(solver, v));
    all.then_some((name, None))
}

/// The `arith-unsigned-when-equivalent` pass.
#[derive(Clone, Debug, Default)]
pub struct ArithUnsignedWhenEquivalent {
    base: ArithUnsignedWhenEquivalentBase,
}

/// The pass, for its registration.
pub fn create_arith_unsigned_when_equivalent_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(ArithUnsignedWhenEquivalent::default())
}

impl OperationPass for ArithUnsignedWhenEquivalent {
    type Declaration = ArithUnsignedWhenEquivalentBase;
    fn declaration(&self) -> &ArithUnsignedWhenEquivalentBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut ArithUnsignedWhenEquivalentBase {
        &mut self.base
    }
    /// Upstream's partial conversion: every op found first, then each
    /// replaced in place by a new op with the same operands, types and
    /// attributes (a comparison only keeps its operands).
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let top = run.op();
        let ctx = run.ctx();
        let solver = Solver::run(ctx, top, IntegerRangeAnalysis);
        let found: Vec<_> = ctx
            .walk_preorder(top)
            .into_iter()
            .filter(|&op| op != top)
            .filter_map(|op| replacement(ctx, &solver, op).map(|r| (op, r)))
            .collect();
        for (op, (name, pred)) in found {
            let loc = ctx.op_loc(op);
            let mut state = OperationState::new(ctx.op_name(name), loc);
            state.operands = ctx.operands(op);
            state.result_types = ctx.results(op).iter().map(|&r| ctx.value_type(r)).collect();
            state.properties = ctx.props(op);
            if pred.is_none() {
                state.attributes = ctx.attrs(op).to_vec();
            }
            let mut b = OpBuilder::new(ctx);
            b.set_insertion_point_before(op);
            let new = b.create(state);
            if let (Some(p), Some(cmp)) = (pred, CmpIOp::cast(&b, new)) {
                cmp.set_predicate(&mut b, p).map_err(|_| PassFailure)?;
            }
            let results = ctx.results(new);
            for (old, new) in ctx.results(op).into_iter().zip(results) {
                ctx.replace_all_uses_with(old, new);
            }
            ctx.erase_op(op).map_err(|_| PassFailure)?;
        }
        Ok(())
    }
}

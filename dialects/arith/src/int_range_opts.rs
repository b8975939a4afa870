//! `int-range-optimizations` (upstream `IntRangeOptimizations.cpp`): runs
//! the integer range analysis (with dead-code analysis), then, with the
//! greedy driver, replaces every value whose range holds one value by a
//! constant (`MaterializeKnownConstantValues`) and removes remainders that
//! cannot change their operand (`DeleteTrivialRem`).

use std::rc::Rc;

use ir::interfaces::ConstantIntRanges;
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::rewrite::SimplifyRegionLevel;
use ir::transforms::dataflow::{IntegerRangeAnalysis, Solver};
use ir::{GreedyConfig, Operation, PatternRewriter, RewritePattern, Value};

use crate::ArithIntRangeOptsBase;

/// What the analysis found, shared by the patterns.
type Ranges = Rc<Solver<IntegerRangeAnalysis>>;

/// The range of `v`, if the analysis reached it.
fn range_of(solver: &Ranges, v: Value) -> Option<ConstantIntRanges> {
    solver.lattice(v)
}

/// Replaces the uses of `v` by a constant when its range is one value
/// (`maybeReplaceWithConstant`): materialized by the dialect of the op
/// defining `v` (of the op owning its block for an argument), else by
/// `arith`.
fn replace_with_constant(solver: &Ranges, rewriter: &mut PatternRewriter<'_>, v: Value) -> bool {
    if !rewriter.has_uses(v) {
        return false;
    }
    let Some(c) = range_of(solver, v).and_then(|r| r.constant_value()) else {
        return false;
    };
    let owner = rewriter.defining_op(v).or_else(|| {
        rewriter
            .value_parent_block(v)
            .and_then(|b| rewriter.block_parent_op(b))
    });
    let dialect = owner.map(|op| {
        let name = rewriter.op_get_name(op);
        rewriter.op_name_dialect(name).to_string()
    });
    let ty = rewriter.value_type(v);
    let loc = rewriter.value_loc(v);
    let attr = ir::Context::integer_attr(rewriter, ty, c);
    let materializer = |rewriter: &PatternRewriter<'_>, d: &str| {
        rewriter.dialect(d).and_then(|d| d.materialize_constant)
    };
    let mut made = None;
    if let Some(m) = dialect.as_deref().and_then(|d| materializer(rewriter, d)) {
        made = m(rewriter, attr, ty, loc);
    }
    if made.is_none() {
        if let Some(m) = materializer(rewriter, "arith") {
            made = m(rewriter, attr, ty, loc);
        }
    }
    let Some(op) = made else {
        return false;
    };
    let result = rewriter.result(op, 0);
    rewriter.replace_all_uses_with(v, result);
    true
}

/// `MaterializeKnownConstantValues`: results (and the arguments of the
/// blocks of an op's regions) known to be constants become constants.
struct MaterializeKnownConstantValues {
    solver: Ranges,
}

impl RewritePattern for MaterializeKnownConstantValues {
    fn root(&self) -> Option<&str> {
        None
    }

    fn name(&self) -> &str {
        "MaterializeKnownConstantValues"
    }

    fn match_and_rewrite(&self, op: Operation, rewriter: &mut PatternRewriter<'_>) -> bool {
        if ir::rewrite::constant_of_op(rewriter, op).is_some() {
            return false;
        }
        let needs_replacing = |rewriter: &PatternRewriter<'_>, v: Value| {
            rewriter.has_uses(v)
                && range_of(&self.solver, v).is_some_and(|r| r.constant_value().is_some())
        };
        let results = rewriter.results(op);
        let mut matched = results.iter().any(|&v| needs_replacing(rewriter, v));
        let mut blocks = Vec::new();
        for &r in rewriter.op_regions(op) {
            blocks.extend(rewriter.region_blocks(r).iter().copied());
        }
        for &b in &blocks {
            matched |= rewriter
                .block_args(b)
                .into_iter()
                .any(|a| needs_replacing(rewriter, a));
        }
        if !matched {
            return false;
        }
        let mut replaced_all = !results.is_empty();
        for &v in &results {
            replaced_all &=
                replace_with_constant(&self.solver, rewriter, v) || !rewriter.has_uses(v);
        }
        if replaced_all && ir::interfaces::side_effects::is_op_trivially_dead(rewriter, op) {
            let _ = rewriter.erase_op(op);
            return true;
        }
        let saved = rewriter.insertion_point();
        for b in blocks {
            rewriter.set_insertion_point_to_start(b);
            for a in rewriter.block_args(b) {
                replace_with_constant(&self.solver, rewriter, a);
            }
        }
        rewriter.set_insertion_point(saved);
        true
    }
}

/// `DeleteTrivialRem`: `x % d` is `x` when `x` is known in `[0, d)`.
struct DeleteTrivialRem {
    solver: Ranges,
    name: &'static str,
}

impl RewritePattern for DeleteTrivialRem {
    fn root(&self) -> Option<&str> {
        Some(self.name)
    }

    fn name(&self) -> &str {
        "DeleteTrivialRem"
    }

    fn match_and_rewrite(&self, op: Operation, rewriter: &mut PatternRewriter<'_>) -> bool {
        let (lhs, rhs) = (rewriter.operand(op, 0), rewriter.operand(op, 1));
        let Some(modulus) = constant_int(rewriter, rhs) else {
            return false;
        };
        if modulus <= 0 {
            return false;
        }
        let Some(range) = range_of(&self.solver, lhs) else {
            return false;
        };
        let unsigned = self.name == crate::RemUIOp::OPERATION_NAME;
        let w = range.width();
        // The bounds as the width's bit patterns, compared unsigned with
        // the modulus as upstream's `APInt::uge(uint64_t)` does.
        let bits = |v: i128| (v as u128) & width_mask(w);
        let (min, max) = if unsigned {
            (range.umin(), range.umax())
        } else {
            (bits(range.smin()), bits(range.smax()))
        };
        let negative = |b: u128| w > 0 && (b >> (w - 1)) & 1 == 1;
        let modulus = modulus as u128;
        if negative(min) || min >= modulus || negative(max) || max >= modulus || min > max {
            return false;
        }
        rewriter.replace_op(op, &[lhs]).is_ok()
    }
}

/// All ones in the low `w` bits.
fn width_mask(w: u32) -> u128 {
    if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    }
}

/// The value of a constant integer (or splat) operand, sign-extended to
/// 64 bits (`getConstantIntValue`).
fn constant_int(rewriter: &mut PatternRewriter<'_>, v: Value) -> Option<i64> {
    let attr = ir::rewrite::constant_value(rewriter, v)?;
    let value = crate::fold::const_int(rewriter, Some(attr))?;
    i64::try_from(value.to_i128(true)?).ok()
}

/// `populateIntRangeOptimizationsPatterns`.
fn patterns(solver: &Ranges) -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(MaterializeKnownConstantValues {
            solver: solver.clone(),
        }),
        Box::new(DeleteTrivialRem {
            solver: solver.clone(),
            name: crate::RemSIOp::OPERATION_NAME,
        }),
        Box::new(DeleteTrivialRem {
            solver: solver.clone(),
            name: crate::RemUIOp::OPERATION_NAME,
        }),
    ]
}

/// The `int-range-optimizations` pass.
#[derive(Clone, Debug, Default)]
pub struct ArithIntRangeOpts {
    base: ArithIntRangeOptsBase,
}

impl OperationPass for ArithIntRangeOpts {
    type Declaration = ArithIntRangeOptsBase;
    fn declaration(&self) -> &ArithIntRangeOptsBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut ArithIntRangeOptsBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let top = run.op();
        let ctx = run.ctx();
        let solver = Rc::new(Solver::run(ctx, top, IntegerRangeAnalysis));
        // `applyPatternsAndFoldGreedily`'s defaults.
        let config = GreedyConfig {
            region_simplification: SimplifyRegionLevel::Aggressive,
            ..Default::default()
        };
        ir::apply_patterns_greedily(ctx, top, &patterns(&solver), config)
            .map(|_| ())
            .map_err(|_| PassFailure)
    }
}

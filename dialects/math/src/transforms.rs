//! The math dialect's passes (upstream `Transforms/UpliftToFMA.cpp` and
//! `LegalizeToF32.cpp`): `math-uplift-to-fma` fuses an `arith.mulf` feeding
//! an `arith.addf` into `math.fma` when both allow contraction, and
//! `math-legalize-to-f32` computes math ops on floats narrower than `f32`
//! in `f32`, between `arith.extf` and `arith.truncf`.

use arith::{AddFOp, FastMathFlags, MulFOp};
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::rewrite::SimplifyRegionLevel;
use ir::{Context, GreedyConfig, Operation, PatternRewriter, RewritePattern, Type, TypeFactory};

use crate::{FmaOp, MathLegalizeToF32Base, MathUpliftToFMABase};

/// Whether `flags` allow contraction (`isValidForFMA`).
fn contracts(flags: FastMathFlags) -> bool {
    flags.bits() & FastMathFlags::CONTRACT.bits() != 0
}

/// `UpliftFma`: `addf(mulf(a, b), c)` (either operand order) as
/// `fma(a, b, c)` with the flags both ops share.
struct UpliftFma;

impl RewritePattern for UpliftFma {
    fn root(&self) -> Option<&str> {
        Some(AddFOp::OPERATION_NAME)
    }

    fn name(&self) -> &str {
        "UpliftFma"
    }

    fn match_and_rewrite(&self, op: Operation, rewriter: &mut PatternRewriter<'_>) -> bool {
        let Some(add) = AddFOp::cast(rewriter, op) else {
            return false;
        };
        if !contracts(add.fastmath(rewriter)) {
            return rewriter.notify_match_failure("addf op is not suitable for fma");
        }
        let mul_of = |rewriter: &PatternRewriter<'_>, v| {
            rewriter
                .defining_op(v)
                .and_then(|d| MulFOp::cast(rewriter, d))
        };
        let (lhs, rhs) = (add.lhs(rewriter), add.rhs(rewriter));
        let (ab, c) = match (mul_of(rewriter, lhs), mul_of(rewriter, rhs)) {
            (Some(ab), _) => (ab, rhs),
            (None, Some(ab)) => (ab, lhs),
            (None, None) => return rewriter.notify_match_failure("no mulf op"),
        };
        if !contracts(ab.fastmath(rewriter)) {
            return rewriter.notify_match_failure("mulf op is not suitable for fma");
        }
        let (a, b) = (ab.lhs(rewriter), ab.rhs(rewriter));
        let flags = add.fastmath(rewriter) & ab.fastmath(rewriter);
        let loc = rewriter.op_loc(op);
        let ty = rewriter.value_type(a);
        rewriter.set_insertion_point_before(op);
        let fma = FmaOp::build_with_values(rewriter, loc, ty, a, b, c, flags);
        let result = fma.result(rewriter);
        rewriter.replace_op(op, &[result]).is_ok()
    }
}

/// `populateUpliftToFMAPatterns`.
pub fn populate_uplift_to_fma_patterns(patterns: &mut Vec<Box<dyn RewritePattern>>) {
    patterns.push(Box::new(UpliftFma));
}

/// The `math-uplift-to-fma` pass.
#[derive(Clone, Debug, Default)]
pub struct MathUpliftToFMA {
    base: MathUpliftToFMABase,
}

impl OperationPass for MathUpliftToFMA {
    type Declaration = MathUpliftToFMABase;
    fn declaration(&self) -> &MathUpliftToFMABase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut MathUpliftToFMABase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let top = run.op();
        let mut patterns = Vec::new();
        populate_uplift_to_fma_patterns(&mut patterns);
        // `applyPatternsAndFoldGreedily`'s defaults.
        let config = GreedyConfig {
            region_simplification: SimplifyRegionLevel::Aggressive,
            ..Default::default()
        };
        ir::apply_patterns_greedily(run.ctx(), top, &patterns, config)
            .map(|_| ())
            .map_err(|_| PassFailure)
    }
}

/// The type `ty` is computed in (`populateLegalizeToF32TypeConverter`):
/// `f32` for a float narrower than 32 bits, a shaped type of any float
/// element type with `f32` elements (upstream's rule, wider floats
/// included), `ty` itself otherwise.
fn legal_type(ctx: &mut Context, ty: Type) -> Type {
    let f32 = ctx.f32();
    if let Some(kind) = ctx.float_kind(ty) {
        return if kind.width() < 32 { f32 } else { ty };
    }
    if ctx.is_shaped(ty) && ctx.is_float(ctx.element_type_or_self(ty)) {
        return ctx.with_element_type(ty, f32);
    }
    ty
}

/// The `math-legalize-to-f32` pass.
#[derive(Clone, Debug, Default)]
pub struct MathLegalizeToF32 {
    base: MathLegalizeToF32Base,
}

impl OperationPass for MathLegalizeToF32 {
    type Declaration = MathLegalizeToF32Base;
    fn declaration(&self) -> &MathLegalizeToF32Base {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut MathLegalizeToF32Base {
        &mut self.base
    }
    /// Upstream's partial conversion: a math op (but `math.fma`) is
    /// illegal when a type of its operands or results is not legal.
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let top = run.op();
        let ctx = run.ctx();
        let mut illegal: Vec<Operation> = Vec::new();
        for op in ctx.walk_preorder(top) {
            let name = ctx.op_get_name(op);
            if ctx.op_name_dialect(name) != "math" || ctx.op_name_of(op) == FmaOp::OPERATION_NAME {
                continue;
            }
            let types: Vec<Type> = ctx
                .operands_iter(op)
                .chain(ctx.results(op))
                .map(|v| ctx.value_type(v))
                .collect();
            if types.into_iter().any(|t| legal_type(ctx, t) != t) {
                illegal.push(op);
            }
        }
        let mut widening = arith::FloatWidening::default();
        for op in illegal {
            widening
                .rewrite(ctx, op, &legal_type)
                .map_err(|_| PassFailure)?;
        }
        Ok(())
    }
}

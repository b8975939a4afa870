//! The math dialect's constant materialiser (upstream `MathOps.cpp`) and
//! inliner interface (`MathDialect.cpp`).

use crate::{MathDialect, MathDialectHooks};
use ir::transforms::inlining::DialectInlinerInterface;
use ir::{Attribute, Context, IrMapping, Location, OpBuilder, OpId, Operation, RegionId, Type};

impl MathDialectHooks for MathDialect {
    /// A `ub.poison` for a poison value, an `arith.constant` otherwise.
    fn materialize_constant(
        builder: &mut OpBuilder<'_>,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<Operation> {
        if ub::PoisonAttr::from_attribute(builder, value).is_some() {
            return Some(ub::PoisonOp::build(builder, loc, ty, Some(value)).operation());
        }
        arith::ConstantOp::materialize(builder, value, ty, loc).map(|c| c.operation())
    }
}

/// `MathInlinerInterface`: every math op may be inlined.
struct MathInliner;

impl DialectInlinerInterface for MathInliner {
    fn is_legal_to_inline_op(
        &self,
        _: &Context,
        _: OpId,
        _: RegionId,
        _: bool,
        _: &IrMapping,
    ) -> bool {
        true
    }
}

static MATH_INLINER: MathInliner = MathInliner;

/// Attaches the math dialect's inliner interface to `ctx` (upstream adds it
/// when the dialect is initialized; call it with [`crate::register`]).
pub fn register_inliner_interface(ctx: &mut Context) {
    ctx.add_dialect_interface::<dyn DialectInlinerInterface>("math", &MATH_INLINER);
}

//! The math dialect's constant materialiser (upstream `MathOps.cpp`) and
//! inliner interface (`MathDialect.cpp`).

use crate::{MathDialect, MathDialectHooks};
use ir::{Attribute, Location, OpBuilder, Operation, Type};

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

/// Attaches the math dialect's inliner interface to `ctx` (upstream's
/// `MathInlinerInterface`: every math op may be inlined; it is added when the
/// dialect is initialized, so call this with [`crate::register`]).
pub fn register_inliner_interface(ctx: &mut ir::Context) {
    ir::transforms::inlining::register_ops_always_inline(ctx, "math");
}

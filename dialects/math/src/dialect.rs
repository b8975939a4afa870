//! The math dialect's constant materialiser (upstream `MathOps.cpp`) and
//! inliner interface (`MathDialect.cpp`).

use crate::{MathDialect, MathDialectHooks};
use ir::{Attribute, Location, OpBuilder, Operation, Type};

impl MathDialectHooks for MathDialect {
    /// A `ub.poison` for a poison value, an `arith.constant` otherwise:
    /// what the arith dialect materialises.
    fn materialize_constant(
        builder: &mut OpBuilder<'_>,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<Operation> {
        <arith::ArithDialect as arith::ArithDialectHooks>::materialize_constant(
            builder, value, ty, loc,
        )
    }
}

/// Attaches the math dialect's inliner interface to `ctx` (upstream's
/// `MathInlinerInterface`: every math op may be inlined; it is added when the
/// dialect is initialized, so call this with [`crate::register`]).
pub fn register_inliner_interface(ctx: &mut ir::Context) {
    ir::transforms::inlining::register_ops_always_inline(ctx, "math");
}

//! The complex dialect's constant materialiser and inliner interface
//! (upstream `ComplexDialect.cpp`).

use crate::{ComplexDialect, ComplexDialectHooks, ConstantOp};
use ir::{Attribute, Location, OpBuilder, Operation, Type};

impl ComplexDialectHooks for ComplexDialect {
    /// A `complex.constant` for a `[re, im]` array of the complex type's
    /// element type, an `arith.constant` (or `ub.poison`) otherwise.
    fn materialize_constant(
        builder: &mut OpBuilder<'_>,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<Operation> {
        if ConstantOp::is_buildable_with(builder, value, ty) {
            return Some(ConstantOp::build(builder, loc, ty, value).operation());
        }
        <arith::ArithDialect as arith::ArithDialectHooks>::materialize_constant(
            builder, value, ty, loc,
        )
    }
}

/// Attaches the complex dialect's inliner interface to `ctx` (upstream's
/// `ComplexInlinerInterface`: every complex op may be inlined; it is added
/// when the dialect is initialized, so call this with [`crate::register`]).
pub fn register_inliner_interface(ctx: &mut ir::Context) {
    ir::transforms::inlining::register_ops_always_inline(ctx, "complex");
}

//! `ub.poison` (upstream `UBOps.cpp`): its folder and the dialect's
//! constant materialiser.

use crate::{PoisonAttr, PoisonOp, PoisonOpHooks, UbDialect, UbDialectHooks};
use ir::{Attribute, Context, FoldResult, Location, OpBuilder, OpFoldResult, Operation, Type};

impl PoisonOpHooks for PoisonOp {
    /// Folds to its value.
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        FoldResult::single(OpFoldResult::Attr(self.value(ctx)))
    }
}

impl UbDialectHooks for UbDialect {
    /// A `ub.poison` for a `#ub.poison` value.
    fn materialize_constant(
        builder: &mut OpBuilder<'_>,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<Operation> {
        PoisonAttr::from_attribute(builder, value)?;
        Some(PoisonOp::build(builder, loc, ty, Some(value)).operation())
    }
}

//! `arith.constant` (upstream `ArithOps.cpp`): its verifier, folder, result
//! names (`%c42_i32`, `%true`, `%cst`) and the dialect's constant
//! materialiser.

use crate::{ArithDialect, ArithDialectHooks, ConstantOp, ConstantOpHooks};
use ir::interfaces::ConstantIntRanges;
use ir::printer::type_to_string;
use ir::{
    AttrData, AttrKind, Attribute, Context, Diagnostic, FoldResult, Location, OpBuilder,
    OpFoldResult, Operation, Type, Value,
};

impl ConstantOp {
    /// Whether a constant op can be built with `value` and result type
    /// `ty`: a typed integer, float or elements attribute of that type,
    /// signless when an integer.
    pub fn is_buildable_with(ctx: &Context, value: Attribute, ty: Type) -> bool {
        let typed = matches!(
            ctx.attr_kind(value),
            AttrKind::Integer | AttrKind::Float | AttrKind::DenseElements
        );
        if !typed || ctx.attr_type(value) != ty {
            return false;
        }
        ctx.type_as_integer(ty).is_none() || ctx.is_signless_integer(ty)
    }

    /// Builds the constant op for `value` of type `ty` if it can be
    /// (upstream's `ConstantOp::materialize`).
    pub fn materialize(
        builder: &mut OpBuilder<'_>,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<ConstantOp> {
        if !Self::is_buildable_with(builder, value, ty) {
            return None;
        }
        Some(ConstantOp::build(builder, loc, ty, value))
    }
}

/// Whether a dense elements attribute is a splat (one stored element).
fn is_splat(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_data(a) {
        AttrData::DenseElements { data, .. } => data.len() == 1,
        _ => false,
    }
}

impl ConstantOpHooks for ConstantOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let ty = ctx.value_type(self.result(ctx));
        let value = self.value_attr(ctx);
        let value_type = ctx.attr_type(value);
        if value_type != ty {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format_args!(
                    "value type '{}' must match return type: '{}'",
                    type_to_string(ctx, value_type),
                    type_to_string(ctx, ty)
                ),
            ));
        }
        if ctx.type_as_integer(ty).is_some() && !ctx.is_signless_integer(ty) {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "integer return type must be signless",
            ));
        }
        if !matches!(
            ctx.attr_kind(value),
            AttrKind::Integer | AttrKind::Float | AttrKind::DenseElements
        ) && !ctx.attr_has_interface(value, "ElementsAttr")
        {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "value must be an integer, float, or elements attribute",
            ));
        }
        let scalable = ctx
            .vector_scalable_dims(ty)
            .is_some_and(|dims| dims.iter().any(|&s| s));
        if scalable && !is_splat(ctx, value) {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "intializing scalable vectors with elements attribute is not supported unless it's a vector splat",
            ));
        }
        Ok(())
    }

    /// Folds to its value.
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        FoldResult::single(OpFoldResult::Attr(self.value_attr(ctx)))
    }

    /// `%true`/`%false` for `i1`, `%c<value>_<type>` for other integers
    /// (`%c<value>` for `index`), `%cst` otherwise.
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        let result = op.result(ctx);
        let ty = ctx.value_type(result);
        let value = op.value_attr(ctx);
        // The name is written into one string (a constant is named on
        // every print: no string per part).
        let mut name = String::with_capacity(24);
        name.push('c');
        match ctx.attr_data(value) {
            AttrData::Integer { value: v, .. } => ir::printer::push_i128(&mut name, *v),
            // `APInt`'s stream operator prints it signed.
            AttrData::WideInteger { value: v, .. } => name.push_str(&v.to_decimal(true)),
            _ => {
                set_name(result, "cst");
                return;
            }
        }
        let int_width = ctx.type_as_integer(ty).map(|(w, _)| w);
        if int_width == Some(1) {
            set_name(result, if &name[1..] != "0" { "true" } else { "false" });
            return;
        }
        if int_width.is_some() {
            name.push('_');
            ir::printer::push_type(ctx, ty, &mut name);
        }
        set_name(result, &name);
    }

    /// The value's exact range.
    fn infer_result_ranges(
        op: Self,
        ctx: &Context,
        _arg_ranges: &[ConstantIntRanges],
        set_result_range: &mut dyn FnMut(Value, ConstantIntRanges),
    ) {
        crate::ranges::constant_range(ctx, op.operation(), set_result_range);
    }
}

impl ArithDialectHooks for ArithDialect {
    /// A `ub.poison` for a poison value, an `arith.constant` for a
    /// buildable one.
    fn materialize_constant(
        builder: &mut OpBuilder<'_>,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<Operation> {
        if ub::PoisonAttr::from_attribute(builder, value).is_some() {
            return Some(ub::PoisonOp::build(builder, loc, ty, Some(value)).operation());
        }
        ConstantOp::materialize(builder, value, ty, loc).map(|c| c.operation())
    }
}

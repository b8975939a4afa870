//! What upstream's `EmitC.cpp` keeps for the ported op and the dialect:
//! `emitc.call_opaque`'s verifier, and the constant materialiser (none:
//! `emitc.constant` is not ported, so nothing folds into emitc constants).

use ir::{AttrKind, Context, Diagnostic, TypeKind};

use crate::{
    ArrayType, CallOpaqueOp, CallOpaqueOpHooks, EmitcDialect, EmitcDialectHooks, OpaqueAttr,
};

impl EmitcDialectHooks for EmitcDialect {
    fn materialize_constant(
        _builder: &mut ir::OpBuilder<'_>,
        _value: ir::Attribute,
        _ty: ir::Type,
        _loc: ir::Location,
    ) -> Option<ir::Operation> {
        None
    }
}

impl CallOpaqueOpHooks for CallOpaqueOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let err = |m: &str| Err(Diagnostic::op_error(ctx, op, m));
        if self.callee(ctx).is_empty() {
            return err("callee must not be empty");
        }
        if let Some(args) = self.args(ctx) {
            for &arg in ctx.as_array(args).unwrap_or(&[]) {
                let index = (ctx.attr_kind(arg) == AttrKind::Integer
                    && ctx.type_kind(ctx.attr_type(arg)) == TypeKind::Index)
                    .then(|| ctx.as_integer(arg))
                    .flatten();
                if let Some(index) = index {
                    if index < 0 || index >= ctx.num_operands(op) as i128 {
                        return err("index argument is out of range");
                    }
                } else if ctx.attr_kind(arg) == AttrKind::Array {
                    return err("array argument has no type");
                }
            }
        }
        if let Some(targs) = self.template_args(ctx) {
            for &t in ctx.as_array(targs).unwrap_or(&[]) {
                let ok = matches!(
                    ctx.attr_kind(t),
                    AttrKind::Type | AttrKind::Integer | AttrKind::Float
                ) || t.isa::<OpaqueAttr>(ctx);
                if !ok {
                    return err("template argument has invalid type");
                }
            }
        }
        let results = (0..ctx.num_results(op)).map(|i| ctx.result_type(op, i));
        if results.into_iter().any(|t| t.isa::<ArrayType>(ctx)) {
            return err("cannot return array type");
        }
        Ok(())
    }
}

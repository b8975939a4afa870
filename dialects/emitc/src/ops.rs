//! What upstream's `EmitC.cpp` keeps for `emitc.call_opaque`: its verifier.

use ir::{AttrKind, Context, TypeKind};

use crate::{ArrayType, CallOpaqueOp, CallOpaqueOpHooks, OpaqueAttr};

impl CallOpaqueOpHooks for CallOpaqueOp {
    fn verify(self, ctx: &Context) -> Result<(), String> {
        if self.callee(ctx).is_empty() {
            return Err("callee must not be empty".into());
        }
        let op = self.operation();
        if let Some(args) = self.args(ctx) {
            for &arg in ctx.as_array(args).unwrap_or(&[]) {
                let index = (ctx.attr_kind(arg) == AttrKind::Integer
                    && ctx.type_kind(ctx.attr_type(arg)) == TypeKind::Index)
                    .then(|| ctx.as_integer(arg))
                    .flatten();
                if let Some(index) = index {
                    if index < 0 || index >= ctx.num_operands(op) as i128 {
                        return Err("index argument is out of range".into());
                    }
                } else if ctx.attr_kind(arg) == AttrKind::Array {
                    return Err("array argument has no type".into());
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
                    return Err("template argument has invalid type".into());
                }
            }
        }
        let results = (0..ctx.num_results(op)).map(|i| ctx.result_type(op, i));
        if results.into_iter().any(|t| t.isa::<ArrayType>(ctx)) {
            return Err("cannot return array type".into());
        }
        Ok(())
    }
}

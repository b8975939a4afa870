//! `memref.global` and `memref.get_global` (upstream `MemRefOps.cpp`), and
//! the dialect's constant materializer.

use crate::asm::{is_elements_attr, is_static_memref};
use crate::util::{attr_text, error, op_error, quoted};
use crate::*;
use ir::interfaces::SymbolTableCollection;
use ir::printer::type_to_string;
use ir::{Attribute, Context, Diagnostic, Location, OpBuilder, Operation, Type};

impl GlobalOpHooks for GlobalOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let ty = self.type_(ctx);
        if !is_static_memref(ctx, ty) {
            return Err(op_error(
                ctx,
                op,
                format_args!(
                    "type should be static shaped memref, but got {}",
                    quoted(ctx, ty)
                ),
            ));
        }
        if let Some(init) = self.initial_value(ctx) {
            if !ctx.is_unit_attr(init) && !is_elements_attr(ctx, init) {
                return Err(op_error(
                    ctx,
                    op,
                    format_args!(
                        "initial value should be a unit or elements attribute, but got {}",
                        attr_text(ctx, init)
                    ),
                ));
            }
            if is_elements_attr(ctx, init) {
                let init_type = ctx.attr_type(init);
                let matches = ctx.shape(init_type) == ctx.shape(ty)
                    && ctx.element_type(init_type) == ctx.element_type(ty)
                    && ctx.is_tensor(init_type);
                if !matches {
                    let shape = ctx.shape(ty).unwrap_or(&[]);
                    let dims: String = shape.iter().map(|d| format!("{d}x")).collect();
                    let element = type_to_string(ctx, ctx.element_type_or_self(ty));
                    return Err(op_error(
                        ctx,
                        op,
                        format_args!(
                            "initial value expected to be of type 'tensor<{dims}{element}>', but was of type {}",
                            quoted(ctx, init_type)
                        ),
                    ));
                }
            }
        }
        if let Some(alignment) = self.alignment(ctx) {
            let a = alignment as u64;
            if !a.is_power_of_two() {
                return Err(error(
                    ctx,
                    op,
                    format!("alignment attribute value {a} is not a power of 2"),
                ));
            }
        }
        Ok(())
    }
}

impl GetGlobalOpHooks for GetGlobalOp {
    fn verify_symbol_uses(
        op: Self,
        ctx: &Context,
        symbol_table: &SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        let name_attr = op.name_attr(ctx);
        let name = ctx
            .attr_as_symbol_ref(name_attr)
            .map(|(root, _)| root.to_string())
            .unwrap_or_default();
        let global = symbol_table
            .lookup_nearest_symbol_from(ctx, op.operation(), name_attr)
            .and_then(|g| GlobalOp::cast(ctx, g));
        let Some(global) = global else {
            return Err(op_error(
                ctx,
                op.operation(),
                format_args!("'{name}' does not reference a valid global memref"),
            ));
        };
        let result = ctx.value_type(op.result(ctx));
        let global_ty = global.type_(ctx);
        if global_ty != result {
            return Err(op_error(
                ctx,
                op.operation(),
                format_args!(
                    "result type {} does not match type {} of the global memref @{name}",
                    quoted(ctx, result),
                    quoted(ctx, global_ty)
                ),
            ));
        }
        Ok(())
    }
}

impl MemrefDialectHooks for MemrefDialect {
    fn materialize_constant(
        builder: &mut OpBuilder<'_>,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<Operation> {
        arith::ConstantOp::materialize(builder, value, ty, loc).map(|c| c.operation())
    }
}

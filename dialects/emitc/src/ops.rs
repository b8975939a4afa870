//! What upstream's `EmitC.cpp` keeps for the dialect and its expression
//! ops: the constant materialiser, the verifiers of `call_opaque`, `add`,
//! `sub`, `apply`, `assign`, `literal`, `subscript`, `constant` and
//! `variable` (with their shared initial-value check), `cast`'s
//! compatibility rule and `constant`'s folder.

use ir::printer::{type_to_string, value_to_diagnostic_string};
use ir::{
    AttrKind, Attribute, Context, Diagnostic, FoldResult, Location, OpBuilder, OpFoldResult, OpId,
    Operation, Type, TypeKind,
};

use crate::{
    is_integer_index_or_opaque_type, is_pointer_wide_type, is_supported_float_type, AddOp,
    AddOpHooks, ApplyOp, ApplyOpHooks, ArrayType, AssignOp, AssignOpHooks, CallOpaqueOp,
    CallOpaqueOpHooks, CastOp, CastOpHooks, ConstantOp, ConstantOpHooks, EmitcDialect,
    EmitcDialectHooks, GetGlobalOp, LiteralOp, LiteralOpHooks, MemberOfPtrOp, MemberOp, OpaqueAttr,
    OpaqueType, PointerType, SubOp, SubOpHooks, SubscriptOp, SubscriptOpHooks, VariableOp,
    VariableOpHooks, YieldOp,
};

/// `'type'`, as a diagnostic prints a type.
pub(crate) fn quoted(ctx: &Context, ty: Type) -> String {
    format!("'{}'", type_to_string(ctx, ty))
}

/// The type of `op`'s result `i`.
fn result_type(ctx: &Context, op: OpId) -> Type {
    ctx.result_type(op, 0)
}

/// An integer type or `!emitc.opaque` (upstream's
/// `isa<IntegerType, emitc::OpaqueType>`).
fn is_integer_or_opaque(ctx: &Context, ty: Type) -> bool {
    ctx.type_kind(ty) == TypeKind::Integer || ty.isa::<OpaqueType>(ctx)
}

/// Default callback of the builders of ops with a region: a `yield`
/// without operands (upstream's `buildTerminatedBody`).
pub fn build_terminated_body(builder: &mut OpBuilder<'_>, loc: Location) {
    YieldOp::build(builder, loc, None);
}

impl EmitcDialectHooks for EmitcDialect {
    fn materialize_constant(
        builder: &mut OpBuilder<'_>,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<Operation> {
        Some(ConstantOp::build(builder, loc, ty, value).operation())
    }
}

/// The initial value of `constant`/`variable` fits its result
/// (upstream's `verifyInitializationAttribute`).
fn verify_initialization_attribute(
    ctx: &Context,
    op: OpId,
    value: Attribute,
) -> Result<(), Diagnostic> {
    if value.isa::<OpaqueAttr>(ctx) {
        return Ok(());
    }
    if ctx.attr_kind(value) == AttrKind::String {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            "string attributes are not supported, use #emitc.opaque instead",
        ));
    }
    let result = result_type(ctx, op);
    let attr_type = ctx.attr_type(value);
    if is_pointer_wide_type(ctx, result) && ctx.is_index(attr_type) {
        return Ok(());
    }
    if result != attr_type {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            format_args!(
                "requires attribute to either be an #emitc.opaque attribute or it's type ({}) to match the op's result type ({})",
                quoted(ctx, attr_type),
                quoted(ctx, result)
            ),
        ));
    }
    Ok(())
}

impl AddOpHooks for AddOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let (lhs, rhs) = (ctx.value_type(self.lhs(ctx)), ctx.value_type(self.rhs(ctx)));
        let (lhs_ptr, rhs_ptr) = (lhs.isa::<PointerType>(ctx), rhs.isa::<PointerType>(ctx));
        if lhs_ptr && rhs_ptr {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "requires that at most one operand is a pointer",
            ));
        }
        if (lhs_ptr && !is_integer_or_opaque(ctx, rhs))
            || (rhs_ptr && !is_integer_or_opaque(ctx, lhs))
        {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "requires that one operand is an integer or of opaque type if the other is a pointer",
            ));
        }
        Ok(())
    }
}

impl SubOpHooks for SubOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let (lhs, rhs) = (ctx.value_type(self.lhs(ctx)), ctx.value_type(self.rhs(ctx)));
        let result = result_type(ctx, op);
        let (lhs_ptr, rhs_ptr) = (lhs.isa::<PointerType>(ctx), rhs.isa::<PointerType>(ctx));
        let err = |m: &str| Err(Diagnostic::op_error(ctx, op, m));
        if rhs_ptr && !lhs_ptr {
            return err("rhs can only be a pointer if lhs is a pointer");
        }
        if lhs_ptr && !rhs_ptr && !is_integer_or_opaque(ctx, rhs) {
            return err(
                "requires that rhs is an integer, pointer or of opaque type if lhs is a pointer",
            );
        }
        if lhs_ptr && rhs_ptr && !is_integer_or_opaque(ctx, result) {
            return err(
                "requires that the result is an integer or of opaque type if lhs and rhs are pointers",
            );
        }
        Ok(())
    }
}

impl ApplyOpHooks for ApplyOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let err = |m: &str| Err(Diagnostic::op_error(ctx, op, m));
        let operator = self.applicable_operator(ctx);
        if operator.is_empty() {
            return err("applicable operator must not be empty");
        }
        if operator != "&" && operator != "*" {
            return err("applicable operator is illegal");
        }
        let def = ctx.defining_op(self.operand(ctx));
        if def.is_some_and(|d| ConstantOp::cast(ctx, d).is_some()) {
            return err("cannot apply to constant");
        }
        Ok(())
    }
}

impl AssignOpHooks for AssignOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let variable = self.var(ctx);
        let assignable = ctx.defining_op(variable).is_some_and(|d| {
            GetGlobalOp::cast(ctx, d).is_some()
                || MemberOp::cast(ctx, d).is_some()
                || MemberOfPtrOp::cast(ctx, d).is_some()
                || SubscriptOp::cast(ctx, d).is_some()
                || VariableOp::cast(ctx, d).is_some()
        });
        if !assignable {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format_args!(
                    "requires first operand ({}) to be a get_global, member, member of pointer, subscript or variable",
                    value_to_diagnostic_string(ctx, variable)
                ),
            ));
        }
        let var_type = ctx.value_type(variable);
        let value_type = ctx.value_type(self.value(ctx));
        if var_type != value_type {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format_args!(
                    "requires value's type ({}) to match variable's type ({})",
                    quoted(ctx, value_type),
                    quoted(ctx, var_type)
                ),
            ));
        }
        if var_type.isa::<ArrayType>(ctx) {
            return Err(Diagnostic::op_error(ctx, op, "cannot assign to array type"));
        }
        Ok(())
    }
}

impl CastOpHooks for CastOp {
    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        let castable = |t: Type| {
            is_integer_index_or_opaque_type(ctx, t)
                || is_supported_float_type(ctx, t)
                || t.isa::<PointerType>(ctx)
        };
        match (inputs.first(), outputs.first()) {
            (Some(&input), Some(&output)) => castable(input) && castable(output),
            _ => false,
        }
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
        if ctx.result_types(op).iter().any(|t| t.isa::<ArrayType>(ctx)) {
            return err("cannot return array type");
        }
        Ok(())
    }
}

impl ConstantOpHooks for ConstantOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let value = self.value(ctx);
        verify_initialization_attribute(ctx, op, value)?;
        if OpaqueAttr::from_attribute(ctx, value).is_some_and(|o| o.value(ctx).is_empty()) {
            return Err(Diagnostic::op_error(ctx, op, "value must not be empty"));
        }
        Ok(())
    }

    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        FoldResult::single(OpFoldResult::Attr(self.value(ctx)))
    }
}

impl VariableOpHooks for VariableOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_initialization_attribute(ctx, self.operation(), self.value(ctx))
    }
}

impl LiteralOpHooks for LiteralOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        if self.value(ctx).is_empty() {
            return Err(Diagnostic::op_error(
                ctx,
                self.operation(),
                "value must not be empty",
            ));
        }
        Ok(())
    }
}

impl SubscriptOpHooks for SubscriptOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let value_type = ctx.value_type(self.value(ctx));
        let indices = self.indices(ctx);
        let result = ctx.value_type(self.result(ctx));
        let err = |m: String| Err(Diagnostic::op_error(ctx, op, m));
        if let Some(array) = value_type.dyn_cast::<ArrayType>(ctx) {
            let rank = array.shape(ctx).len();
            if indices.len() != rank {
                return err(format!(
                    "on array operand requires number of indices ({}) to match the rank of the array type ({rank})",
                    indices.len()
                ));
            }
            for (i, &index) in indices.iter().enumerate() {
                let ty = ctx.value_type(index);
                if !is_integer_index_or_opaque_type(ctx, ty) {
                    return err(format!(
                        "on array operand requires index operand {i} to be integer-like, but got {}",
                        quoted(ctx, ty)
                    ));
                }
            }
            let element = array.element_type(ctx);
            if element != result {
                return err(format!(
                    "on array operand requires element type ({}) and result type ({}) to match",
                    quoted(ctx, element),
                    quoted(ctx, result)
                ));
            }
            return Ok(());
        }
        if let Some(pointer) = value_type.dyn_cast::<PointerType>(ctx) {
            if indices.len() != 1 {
                return err(format!(
                    "on pointer operand requires one index operand, but got {}",
                    indices.len()
                ));
            }
            let ty = ctx.value_type(indices[0]);
            if !is_integer_index_or_opaque_type(ctx, ty) {
                return err(format!(
                    "on pointer operand requires index operand to be integer-like, but got {}",
                    quoted(ctx, ty)
                ));
            }
            let pointee = pointer.pointee(ctx);
            if pointee != result {
                return err(format!(
                    "on pointer operand requires pointee type ({}) and result type ({}) to match",
                    quoted(ctx, pointee),
                    quoted(ctx, result)
                ));
            }
        }
        // An opaque operand: nothing is known of its indices.
        Ok(())
    }
}

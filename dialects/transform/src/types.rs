//! What upstream keeps in `TransformTypes.cpp`: the payload checks of the
//! handle and parameter types, and `!transform.param`'s verifier.

use crate::{
    AffineMapParamType, AnyOpType, AnyParamType, AnyValueType, DiagnosedSilenceableFailure,
    OperationType, ParamType, ParamTypeHooks, TransformHandleTypeInterface,
    TransformParamTypeInterface, TransformValueHandleTypeInterface, TypeParamType,
};
use ir::{AttrKind, Attribute, Context, Diagnostic, Location, Operation, Type, TypeHandle, Value};

/// The operation name of a `!transform.op<"name">` type.
pub fn operation_type_name(ctx: &Context, ty: Type) -> Option<String> {
    OperationType::classof(ctx, ty).then(|| {
        OperationType::from_type_unchecked(ty)
            .storage(ctx)
            .operation_name
            .clone()
    })
}

fn error(loc: Location, message: String) -> DiagnosedSilenceableFailure {
    DiagnosedSilenceableFailure::silenceable(Diagnostic::error(loc, message))
}

fn attr_text(ctx: &Context, a: Attribute) -> String {
    ir::printer::attr_to_string(ctx, a)
}

/// Success when every attribute of `payload` satisfies `is_kind`, else
/// the error "expected `what`, got <attr>".
fn check_attr_kind(
    ctx: &Context,
    loc: Location,
    payload: &[Attribute],
    is_kind: impl Fn(Attribute) -> bool,
    what: &str,
) -> DiagnosedSilenceableFailure {
    match payload.iter().find(|&&a| !is_kind(a)) {
        Some(&attr) => error(
            loc,
            format!("expected {what}, got {}", attr_text(ctx, attr)),
        ),
        None => DiagnosedSilenceableFailure::Success,
    }
}

impl TransformParamTypeInterface for AffineMapParamType {
    fn check_payload(
        self,
        ctx: &Context,
        loc: Location,
        payload: &[Attribute],
    ) -> DiagnosedSilenceableFailure {
        let is_map = |a| ctx.attr_kind(a) == AttrKind::AffineMap;
        check_attr_kind(ctx, loc, payload, is_map, "affine map attribute")
    }
}

impl TransformHandleTypeInterface for AnyOpType {
    fn check_payload(
        self,
        _: &Context,
        _: Location,
        _: &[Operation],
    ) -> DiagnosedSilenceableFailure {
        DiagnosedSilenceableFailure::Success
    }
}

impl TransformValueHandleTypeInterface for AnyValueType {
    fn check_payload(self, _: &Context, _: Location, _: &[Value]) -> DiagnosedSilenceableFailure {
        DiagnosedSilenceableFailure::Success
    }
}

impl TransformHandleTypeInterface for OperationType {
    fn check_payload(
        self,
        ctx: &Context,
        loc: Location,
        payload: &[Operation],
    ) -> DiagnosedSilenceableFailure {
        let name = &self.storage(ctx).operation_name;
        for &op in payload {
            if ctx.op_name_of(op) != name {
                let text = ir::diag::op_for_diagnostic(ctx, op);
                return error(
                    loc,
                    format!(
                        "incompatible payload operation name expected {} vs {} -> {}",
                        name,
                        ctx.op_name_of(op),
                        text
                    ),
                )
                .attach_note(ctx.op_loc(op), "payload operation");
            }
        }
        DiagnosedSilenceableFailure::Success
    }
}

impl TransformParamTypeInterface for AnyParamType {
    fn check_payload(
        self,
        _: &Context,
        _: Location,
        _: &[Attribute],
    ) -> DiagnosedSilenceableFailure {
        DiagnosedSilenceableFailure::Success
    }
}

impl ParamTypeHooks for ParamType {
    fn verify(ctx: &Context, ty: Type) -> Result<(), String> {
        match ctx.type_data(ty) {
            ir::TypeData::Integer { width, .. } if *width <= 64 => Ok(()),
            _ => Err("only supports integer types with width <=64".into()),
        }
    }
}

impl TransformParamTypeInterface for ParamType {
    fn check_payload(
        self,
        ctx: &Context,
        loc: Location,
        payload: &[Attribute],
    ) -> DiagnosedSilenceableFailure {
        let expected = self.storage(ctx).type_;
        for &attr in payload {
            if ctx.attr_kind(attr) != AttrKind::Integer {
                return error(
                    loc,
                    format!(
                        "expected parameter to be an integer attribute, got {}",
                        attr_text(ctx, attr)
                    ),
                );
            }
            let ty = ctx.attr_type(attr);
            if ty != expected {
                return error(
                    loc,
                    format!(
                        "expected the type of the parameter attribute ('{}') to match the parameter type ('{}')",
                        ir::printer::type_to_string(ctx, ty),
                        ir::printer::type_to_string(ctx, expected)
                    ),
                );
            }
        }
        DiagnosedSilenceableFailure::Success
    }
}

impl TransformParamTypeInterface for TypeParamType {
    fn check_payload(
        self,
        ctx: &Context,
        loc: Location,
        payload: &[Attribute],
    ) -> DiagnosedSilenceableFailure {
        let is_type = |a| ctx.attr_as_type(a).is_some();
        check_attr_kind(ctx, loc, payload, is_type, "type attribute")
    }
}

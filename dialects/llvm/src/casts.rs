//! The casts' verifiers and folders (`LLVMDialect.cpp`): the extensions'
//! widths and shapes, `llvm.bitcast`'s pointer rules, `llvm.zext` of a
//! constant, and the chainable casts (`bitcast`, `addrspacecast`) folded
//! into their source.

use ir::{Attribute, Context, Diagnostic, FoldResult, OpFoldResult, OpId, Type, Value};

use crate::{
    get_vector_element_type, get_vector_num_elements, is_compatible_vector_type, AddrSpaceCastOp,
    AddrSpaceCastOpHooks, BitcastOp, BitcastOpHooks, LLVMFixedVectorType, LLVMPointerType,
    LLVMScalableVectorType, SExtOp, SExtOpHooks, ZExtOp, ZExtOpHooks,
};

/// Upstream's `verifyExtOp`: scalars or vectors of one shape, to a wider
/// integer.
fn verify_ext(ctx: &Context, op: OpId, arg: Value, res: Value) -> Result<(), Diagnostic> {
    let (input, output) = (ctx.value_type(arg), ctx.value_type(res));
    let (input, output) = if is_compatible_vector_type(ctx, input) {
        if !is_compatible_vector_type(ctx, output) {
            return Err(Diagnostic::at_op(
                ctx,
                op,
                "input type is a vector but output type is an integer",
            ));
        }
        if get_vector_num_elements(ctx, input) != get_vector_num_elements(ctx, output) {
            return Err(Diagnostic::at_op(
                ctx,
                op,
                "input and output vectors are of incompatible shape",
            ));
        }
        (
            get_vector_element_type(ctx, input),
            get_vector_element_type(ctx, output),
        )
    } else {
        if ctx.type_as_integer(output).is_none() {
            return Err(Diagnostic::at_op(
                ctx,
                op,
                "input type is an integer but output type is a vector",
            ));
        }
        (input, output)
    };
    let width = |t: Type| ctx.type_as_integer(t).map_or(0, |(w, _)| w);
    if width(output) <= width(input) {
        return Err(Diagnostic::at_op(
            ctx,
            op,
            "integer width of the output type is smaller or equal to the integer width of the input type",
        ));
    }
    Ok(())
}

impl SExtOpHooks for SExtOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_ext(ctx, self.operation(), self.arg(ctx), self.res(ctx))
    }
}

impl ZExtOpHooks for ZExtOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_ext(ctx, self.operation(), self.arg(ctx), self.res(ctx))
    }

    /// A constant integer extended with zeros.
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let Some(arg) = operands.first().copied().flatten() else {
            return FoldResult::Failure;
        };
        let Some(value) = ctx.as_apint(arg) else {
            return FoldResult::Failure;
        };
        let ty = ctx.value_type(self.res(ctx));
        let Some((width, _)) = ctx.type_as_integer(ty) else {
            return FoldResult::Failure;
        };
        let attr = ctx.apint_attr(ty, value.zext_or_trunc(width));
        FoldResult::single(OpFoldResult::Attr(attr))
    }
}

/// Upstream's `foldChainableCast`: `cast(x : T0 to T0)` is `x`,
/// `cast(cast(x : T0 to T1) to T0)` is `x`, and `cast(cast(x : T0 to T1)
/// to T2)` casts `x` directly (in place).
fn fold_chainable_cast(
    ctx: &mut Context,
    op: OpId,
    arg: Value,
    res: Value,
    same_kind: impl Fn(&Context, OpId) -> bool,
) -> FoldResult {
    let res_type = ctx.value_type(res);
    if ctx.value_type(arg) == res_type {
        return FoldResult::single(OpFoldResult::Value(arg));
    }
    let Some(prev) = ctx.defining_op(arg).filter(|&p| same_kind(ctx, p)) else {
        return FoldResult::Failure;
    };
    let source = ctx.operands(prev)[0];
    if ctx.value_type(source) == res_type {
        return FoldResult::single(OpFoldResult::Value(source));
    }
    match ctx.set_operands(op, &[source]) {
        Ok(()) => FoldResult::InPlace,
        Err(_) => FoldResult::Failure,
    }
}

/// Whether `ty` is a vector of any kind (upstream's `IsaPred<VectorType,
/// LLVMScalableVectorType, LLVMFixedVectorType>`).
fn is_vector(ctx: &Context, ty: Type) -> bool {
    ctx.is_vector(ty)
        || LLVMFixedVectorType::dyn_cast(ctx, ty).is_some()
        || LLVMScalableVectorType::dyn_cast(ctx, ty).is_some()
}

impl BitcastOpHooks for BitcastOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let (res, arg) = (ctx.value_type(self.res(ctx)), ctx.value_type(self.arg(ctx)));
        let pointer = |t: Type| {
            let element = if is_vector(ctx, t) {
                get_vector_element_type(ctx, t)
            } else {
                t
            };
            LLVMPointerType::dyn_cast(ctx, element)
        };
        let (result_ptr, source_ptr) = (pointer(res), pointer(arg));
        let (Some(result_ptr), Some(source_ptr)) = (result_ptr, source_ptr) else {
            if result_ptr.is_some() != source_ptr.is_some() {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    "can only cast pointers from and to pointers",
                ));
            }
            return Ok(());
        };
        if is_vector(ctx, res) && !is_vector(ctx, arg) {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "cannot cast pointer to vector of pointers",
            ));
        }
        if !is_vector(ctx, res) && is_vector(ctx, arg) {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "cannot cast vector of pointers to pointer",
            ));
        }
        if result_ptr.address_space(ctx) != source_ptr.address_space(ctx) {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead",
            ));
        }
        Ok(())
    }

    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        let (op, arg, res) = (self.operation(), self.arg(ctx), self.res(ctx));
        fold_chainable_cast(ctx, op, arg, res, |c, p| BitcastOp::cast(c, p).is_some())
    }
}

impl AddrSpaceCastOpHooks for AddrSpaceCastOp {
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        let (op, arg, res) = (self.operation(), self.arg(ctx), self.res(ctx));
        fold_chainable_cast(ctx, op, arg, res, |c, p| {
            AddrSpaceCastOp::cast(c, p).is_some()
        })
    }
}

//! What upstream keeps in `ComplexOps.cpp`: the verifiers of
//! `complex.constant` and `complex.bitcast`, the folders, the
//! canonicalization patterns of `bitcast`, `re` and `im`, and
//! `complex.constant`'s result name.

use crate::*;
use arith::fold::{to_attr, to_value};
use ir::rewrite::fn_pattern;
use ir::{
    printer::type_to_string, AttrKind, Attribute, Context, Diagnostic, FloatKind, FoldResult, OpId,
    PatternRewriter, RewritePattern, Type, Value,
};

/// An error at `op` (MLIR's `emitOpError`).
fn op_error(ctx: &Context, op: OpId, message: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::op_error(ctx, op, message)
}

/// The float kind of a complex type's element (`None` if `ty` is not a
/// complex of floats).
pub(crate) fn float_element_kind(ctx: &Context, ty: Type) -> Option<FloatKind> {
    if !ctx.is_complex(ty) {
        return None;
    }
    ctx.element_type(ty).and_then(|e| ctx.float_kind(e))
}

/// `ConstantOp::isBuildableWith`: an array of two float attributes or two
/// integer attributes, both of the complex type's element type.
pub(crate) fn constant_is_buildable_with(ctx: &Context, value: Attribute, ty: Type) -> bool {
    let Some(parts) = ctx.as_array(value) else {
        return false;
    };
    if !ctx.is_complex(ty) || parts.len() != 2 {
        return false;
    }
    let element = ctx.element_type(ty);
    let (re, im) = (parts[0], parts[1]);
    match ctx.attr_kind(re) {
        kind @ (AttrKind::Float | AttrKind::Integer) => {
            ctx.attr_kind(im) == kind
                && Some(ctx.attr_type(re)) == element
                && Some(ctx.attr_type(im)) == element
        }
        _ => false,
    }
}

/// The two float parts of a constant `[re, im]` array attribute.
fn float_parts(ctx: &Context, value: Attribute) -> Option<(f64, f64)> {
    match ctx.as_array(value)? {
        &[re, im] => Some((ctx.as_float(re)?, ctx.as_float(im)?)),
        _ => None,
    }
}

/// The value of the `complex.constant` defining `v`, as `[re, im]` floats.
fn constant_float_parts(ctx: &Context, v: Value) -> Option<(f64, f64)> {
    let c = ConstantOp::cast(ctx, ctx.defining_op(v)?)?;
    float_parts(ctx, c.value(ctx))
}

/// The op of kind `W` (read by `cast`) defining `v`, if any.
fn defined_by<W: ir::OpWrapper>(
    ctx: &Context,
    v: Value,
    cast: fn(&Context, OpId) -> Option<W>,
) -> Option<W> {
    cast(ctx, ctx.defining_op(v)?)
}

impl ConstantOpHooks for ConstantOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let parts = ctx.as_array(self.value(ctx)).unwrap_or(&[]);
        if parts.len() != 2 {
            return Err(op_error(
                ctx,
                op,
                "requires 'value' to be a complex constant, represented as array of two values",
            ));
        }
        let scalar = |a: Attribute| matches!(ctx.attr_kind(a), AttrKind::Float | AttrKind::Integer);
        if !scalar(parts[0]) || !scalar(parts[1]) {
            return Err(op_error(
                ctx,
                op,
                "requires attribute's elements to be float or integer attributes",
            ));
        }
        let complex_ty = ctx.value_type(self.complex(ctx));
        let element = ctx.element_type(complex_ty).unwrap_or(complex_ty);
        let (re, im) = (ctx.attr_type(parts[0]), ctx.attr_type(parts[1]));
        if element != re || element != im {
            return Err(op_error(
                ctx,
                op,
                format_args!(
                    "requires attribute's element types ('{}', '{}') to match the element type of the op's return type ('{}')",
                    type_to_string(ctx, re),
                    type_to_string(ctx, im),
                    type_to_string(ctx, element)
                ),
            ));
        }
        Ok(())
    }

    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        to_attr(Some(self.value(ctx)))
    }

    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.complex(ctx), "cst");
    }
}

impl BitcastOpHooks for BitcastOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let mut operand = ctx.value_type(self.operand(ctx));
        let mut result = ctx.value_type(self.result(ctx));
        // Legal, as it folds away.
        if operand == result {
            return Ok(());
        }
        let int_or_float = |t: Type| ctx.is_float(t) || ctx.type_as_integer(t).is_some();
        if !int_or_float(operand) && !ctx.is_complex(operand) {
            return Err(op_error(ctx, op, "operand must be int/float/complex"));
        }
        if !int_or_float(result) && !ctx.is_complex(result) {
            return Err(op_error(ctx, op, "result must be int/float/complex"));
        }
        if ctx.is_complex(operand) == ctx.is_complex(result) {
            return Err(op_error(
                ctx,
                op,
                "requires that either input or output has a complex type",
            ));
        }
        if ctx.is_complex(result) {
            std::mem::swap(&mut operand, &mut result);
        }
        let width = |t: Type| ctx.int_or_float_width(t).unwrap_or(0);
        let element = ctx.element_type(operand).unwrap_or(operand);
        if width(element) * 2 != width(result) {
            return Err(op_error(ctx, op, "casting bitwidths do not match"));
        }
        Ok(())
    }

    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        let operand = self.operand(ctx);
        if ctx.value_type(operand) == ctx.value_type(self.result(ctx)) {
            return to_value(operand);
        }
        FoldResult::Failure
    }

    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        vec![
            fn_pattern(
                BitcastOp::OPERATION_NAME,
                "MergeComplexBitcast",
                merge_complex_bitcast,
            ),
            fn_pattern(
                arith::BitcastOp::OPERATION_NAME,
                "MergeArithBitcast",
                merge_arith_bitcast,
            ),
        ]
    }
}

/// A `complex.bitcast` of a bitcast: one bitcast from the first source
/// (an `arith.bitcast` when neither end is complex).
fn merge_complex_bitcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(cast) = BitcastOp::cast(rw, op) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let ty = rw.value_type(cast.result(rw));
    let new = if let Some(inner) = defined_by(rw, cast.operand(rw), BitcastOp::cast) {
        let source = inner.operand(rw);
        if rw.is_complex(ty) || rw.is_complex(rw.value_type(source)) {
            BitcastOp::build(rw, loc, ty, source).result(rw)
        } else {
            arith::BitcastOp::build(rw, loc, ty, source).out(rw)
        }
    } else if let Some(inner) = defined_by(rw, cast.operand(rw), arith::BitcastOp::cast) {
        let source = inner.in_(rw);
        BitcastOp::build(rw, loc, ty, source).result(rw)
    } else {
        return false;
    };
    rw.replace_op(op, &[new]).is_ok()
}

/// An `arith.bitcast` of a `complex.bitcast`: one `complex.bitcast`.
fn merge_arith_bitcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(cast) = arith::BitcastOp::cast(rw, op) else {
        return false;
    };
    let Some(inner) = defined_by(rw, cast.in_(rw), BitcastOp::cast) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let ty = rw.value_type(cast.out(rw));
    let source = inner.operand(rw);
    let new = BitcastOp::build(rw, loc, ty, source).result(rw);
    rw.replace_op(op, &[new]).is_ok()
}

impl CreateOpHooks for CreateOp {
    /// `complex.create(complex.re(z), complex.im(z))` is `z`.
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        let re = defined_by(ctx, self.real(ctx), ReOp::cast);
        let im = defined_by(ctx, self.imaginary(ctx), ImOp::cast);
        match (re, im) {
            (Some(re), Some(im)) if re.complex(ctx) == im.complex(ctx) => to_value(re.complex(ctx)),
            _ => FoldResult::Failure,
        }
    }
}

/// `ReOp::fold`/`ImOp::fold`: part `index` of a constant, or the operand
/// `index` of the `complex.create` defining `complex`.
fn fold_part(
    ctx: &Context,
    complex: Value,
    constant: Option<Attribute>,
    index: usize,
) -> FoldResult {
    if let Some(parts) = constant.and_then(|c| ctx.as_array(c)) {
        if parts.len() == 2 {
            return to_attr(Some(parts[index]));
        }
    }
    if let Some(create) = defined_by(ctx, complex, CreateOp::cast) {
        return to_value(if index == 0 {
            create.real(ctx)
        } else {
            create.imaginary(ctx)
        });
    }
    FoldResult::Failure
}

/// `FoldComponentNeg`: part `index` of `complex.neg(complex.create(re, im))`
/// is `arith.negf` of that part.
fn fold_component_neg(op: OpId, rw: &mut PatternRewriter<'_>, index: usize) -> bool {
    let operand = rw.operand(op, 0);
    let Some(neg) = defined_by(rw, operand, NegOp::cast) else {
        return false;
    };
    let Some(create) = defined_by(rw, neg.complex(rw), CreateOp::cast) else {
        return false;
    };
    let part = if index == 0 {
        create.real(rw)
    } else {
        create.imaginary(rw)
    };
    let loc = rw.op_loc(op);
    let element_ty = rw.value_type(part);
    let new = arith::NegFOp::build(rw, loc, element_ty, part, None).result(rw);
    rw.replace_op(op, &[new]).is_ok()
}

impl ReOpHooks for ReOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        fold_part(ctx, self.complex(ctx), operands[0], 0)
    }

    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        vec![fn_pattern(
            ReOp::OPERATION_NAME,
            "FoldComponentNeg",
            |op, rw| fold_component_neg(op, rw, 0),
        )]
    }
}

impl ImOpHooks for ImOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        fold_part(ctx, self.complex(ctx), operands[0], 1)
    }

    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        vec![fn_pattern(
            ImOp::OPERATION_NAME,
            "FoldComponentNeg",
            |op, rw| fold_component_neg(op, rw, 1),
        )]
    }
}

/// Whether `v` is a `complex.constant` of `(0.0, 0.0)` (either sign).
fn is_zero_constant(ctx: &Context, v: Value) -> bool {
    constant_float_parts(ctx, v) == Some((0.0, 0.0))
}

impl AddOpHooks for AddOp {
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        // add(sub(a, b), b) -> a
        if let Some(sub) = defined_by(ctx, lhs, SubOp::cast) {
            if rhs == sub.rhs(ctx) {
                return to_value(sub.lhs(ctx));
            }
        }
        // add(b, sub(a, b)) -> a
        if let Some(sub) = defined_by(ctx, rhs, SubOp::cast) {
            if lhs == sub.rhs(ctx) {
                return to_value(sub.lhs(ctx));
            }
        }
        // add(a, constant(0, 0)) -> a
        if is_zero_constant(ctx, rhs) {
            return to_value(lhs);
        }
        FoldResult::Failure
    }
}

impl SubOpHooks for SubOp {
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        // sub(add(a, b), b) -> a
        if let Some(add) = defined_by(ctx, lhs, AddOp::cast) {
            if rhs == add.rhs(ctx) {
                return to_value(add.lhs(ctx));
            }
        }
        // sub(a, constant(0, 0)) -> a
        if is_zero_constant(ctx, rhs) {
            return to_value(lhs);
        }
        FoldResult::Failure
    }
}

/// The folders that undo an inverse: `outer(inner(a)) -> a`.
macro_rules! inverse_fold {
    ($op:ident, $hooks:ident, $inner:ident) => {
        impl $hooks for $op {
            fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
                match defined_by(ctx, self.complex(ctx), $inner::cast) {
                    Some(inner) => to_value(inner.complex(ctx)),
                    None => FoldResult::Failure,
                }
            }
        }
    };
}

inverse_fold!(NegOp, NegOpHooks, NegOp);
inverse_fold!(LogOp, LogOpHooks, ExpOp);
inverse_fold!(ExpOp, ExpOpHooks, LogOp);
inverse_fold!(ConjOp, ConjOpHooks, ConjOp);

impl MulOpHooks for MulOp {
    /// `mul(a, constant(1, 0)) -> a`.
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        match constant_float_parts(ctx, self.rhs(ctx)) {
            Some((re, im)) if im == 0.0 && re == 1.0 => to_value(self.lhs(ctx)),
            _ => FoldResult::Failure,
        }
    }
}

impl DivOpHooks for DivOp {
    /// `div(a, constant(1, 0)) -> a`.
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        match operands[1].and_then(|c| float_parts(ctx, c)) {
            Some((re, im)) if im == 0.0 && re == 1.0 => to_value(self.lhs(ctx)),
            _ => FoldResult::Failure,
        }
    }
}

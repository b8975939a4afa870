//! The cast ops (upstream `ArithOps.cpp`): which types each may cast
//! between (`CastOpInterface::areCastCompatible`), the width checks of the
//! extensions and truncations, and their folders.

use crate::fold::{
    float_const, int_const, int_width, make_float, make_int, poison_operand, scalar_int, to_attr,
    to_value,
};
use crate::*;
use ir::apint::APInt;
use ir::float::{encode_bits, round_to_kind};
use ir::printer::type_to_string;
use ir::{AttrData, Attribute, Context, DenseData, Diagnostic, FloatKind, FoldResult, Type};

/// Upstream's `verifyCompatibleShapes` on two types: both unshaped, or
/// both shaped with compatible shapes (unranked, or equal ranks whose
/// dimensions are equal or dynamic).
pub(crate) fn compatible_shapes(ctx: &Context, a: Type, b: Type) -> bool {
    if ctx.is_shaped(a) != ctx.is_shaped(b) {
        return false;
    }
    match (ctx.shape(a), ctx.shape(b)) {
        (Some(x), Some(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(&p, &q)| p == q || p < 0 || q < 0)
        }
        _ => true,
    }
}

/// One input and one output with compatible shapes (upstream's
/// `areValidCastInputsAndOutputs`).
fn valid_cast(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    inputs.len() == 1
        && outputs.len() == 1
        && same_encoding(ctx, inputs[0], outputs[0])
        && compatible_shapes(ctx, inputs[0], outputs[0])
}

/// False for two ranked tensors with different encodings (upstream's
/// `hasSameEncoding`).
fn same_encoding(ctx: &Context, a: Type, b: Type) -> bool {
    !(ctx.is_ranked_tensor(a) && ctx.is_ranked_tensor(b))
        || ctx.tensor_encoding(a) == ctx.tensor_encoding(b)
}

/// The element type of `ty` when `ty` is a vector, a tensor (or a memref,
/// with `memref`) or a scalar, and it satisfies `elt` (upstream's
/// `getTypeIfLike` / `getTypeIfLikeOrMemRef`).
fn type_if_like(ctx: &Context, ty: Type, memref: bool, elt: impl Fn(Type) -> bool) -> Option<Type> {
    if ctx.is_shaped(ty) && !(ctx.is_vector(ty) || ctx.is_tensor(ty) || memref && ctx.is_memref(ty))
    {
        return None;
    }
    let e = ctx.element_type_or_self(ty);
    elt(e).then_some(e)
}

/// A width-changing cast between integers (`float = false`) or floats:
/// `wider` for extensions, narrower otherwise.
fn width_change(
    ctx: &Context,
    inputs: &[Type],
    outputs: &[Type],
    float: bool,
    wider: bool,
) -> bool {
    if !valid_cast(ctx, inputs, outputs) {
        return false;
    }
    let kind = |t: Type| {
        if float {
            ctx.is_float(t)
        } else {
            ctx.type_as_integer(t).is_some()
        }
    };
    let (Some(src), Some(dst)) = (
        type_if_like(ctx, inputs[0], false, kind),
        type_if_like(ctx, outputs[0], false, kind),
    ) else {
        return false;
    };
    let (s, d) = (ctx.int_or_float_width(src), ctx.int_or_float_width(dst));
    if wider {
        d > s
    } else {
        d < s
    }
}

/// An integer-to-float (`int_to_float`) or float-to-integer cast.
fn int_float(ctx: &Context, inputs: &[Type], outputs: &[Type], int_to_float: bool) -> bool {
    if !valid_cast(ctx, inputs, outputs) {
        return false;
    }
    let is_int = |t: Type| ctx.type_as_integer(t).is_some();
    let is_float = |t: Type| ctx.is_float(t);
    if int_to_float {
        type_if_like(ctx, inputs[0], false, is_int).is_some()
            && type_if_like(ctx, outputs[0], false, is_float).is_some()
    } else {
        type_if_like(ctx, inputs[0], false, is_float).is_some()
            && type_if_like(ctx, outputs[0], false, is_int).is_some()
    }
}

/// `index_cast`/`index_castui`: between `index` and a signless integer,
/// either way.
fn index_cast(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    if !valid_cast(ctx, inputs, outputs) {
        return false;
    }
    let int_or_index = |t: Type| ctx.type_as_integer(t).is_some() || ctx.is_index(t);
    let (Some(src), Some(dst)) = (
        type_if_like(ctx, inputs[0], true, int_or_index),
        type_if_like(ctx, outputs[0], true, int_or_index),
    ) else {
        return false;
    };
    (ctx.is_index(src) && ctx.is_signless_integer(dst))
        || (ctx.is_signless_integer(src) && ctx.is_index(dst))
}

/// The width check of an extension (`wider`) or a truncation, with
/// upstream's message (`emitError`, not `emitOpError`).
fn verify_width(ctx: &Context, op: ir::Operation, wider: bool) -> Result<(), Diagnostic> {
    let src = ctx.element_type_or_self(ctx.operand_type(op, 0));
    let dst = ctx.element_type_or_self(ctx.result_type(op, 0));
    let (s, d) = (ctx.int_or_float_width(src), ctx.int_or_float_width(dst));
    let bad = if wider { s >= d } else { s <= d };
    if bad {
        return Err(Diagnostic::at_op(
            ctx,
            op,
            format!(
                "result type '{}' must be {} than operand type '{}'",
                type_to_string(ctx, dst),
                if wider { "wider" } else { "shorter" },
                type_to_string(ctx, src)
            ),
        ));
    }
    Ok(())
}

/// `constFoldCastOp` from integers to integers of `result_ty`: `f` maps
/// each value to one of the result width (given).
fn fold_int_cast(
    ctx: &mut Context,
    operand: Option<Attribute>,
    result_ty: Type,
    f: fn(&APInt, u32) -> APInt,
) -> Option<Attribute> {
    // `constFoldCastOp`: a poisoned operand poisons the result.
    if let Some(p) = poison_operand(ctx, &[operand]) {
        return Some(p);
    }
    let a = int_const(ctx, operand?)?;
    let rw = int_width(ctx, ctx.element_type_or_self(result_ty))?;
    let values: Vec<APInt> = a.values.iter().map(|v| f(v, rw)).collect();
    make_int(ctx, result_ty, &values)
}

/// `constFoldCastOp` from floats to floats of `result_ty`; `None` when a
/// value is not exactly representable.
fn fold_float_cast(
    ctx: &mut Context,
    operand: Option<Attribute>,
    result_ty: Type,
) -> Option<Attribute> {
    // `constFoldCastOp`: a poisoned operand poisons the result.
    if let Some(p) = poison_operand(ctx, &[operand]) {
        return Some(p);
    }
    let a = float_const(ctx, operand?)?;
    let kind = ctx.float_kind(ctx.element_type_or_self(result_ty))?;
    let exact = a
        .values
        .iter()
        .all(|&v| v.is_nan() || round_to_kind(v, kind) == v);
    if !exact {
        return None;
    }
    Some(make_float(ctx, result_ty, &a.values))
}

/// Integers to floats (round to nearest, ties to even).
fn fold_int_to_float(
    ctx: &mut Context,
    operand: Option<Attribute>,
    result_ty: Type,
    signed: bool,
) -> Option<Attribute> {
    // `constFoldCastOp`: a poisoned operand poisons the result.
    if let Some(p) = poison_operand(ctx, &[operand]) {
        return Some(p);
    }
    let a = int_const(ctx, operand?)?;
    let kind = ctx.float_kind(ctx.element_type_or_self(result_ty))?;
    let values: Vec<f64> = a
        .values
        .iter()
        .map(|v| {
            // `f32` is rounded to once, from the integer itself.
            if kind == FloatKind::F32 {
                f64::from(v.to_f32(signed))
            } else {
                round_to_kind(v.to_f64(signed), kind)
            }
        })
        .collect();
    Some(make_float(ctx, result_ty, &values))
}

/// Floats to integers (toward zero); `None` for NaN or out of range.
fn fold_float_to_int(
    ctx: &mut Context,
    operand: Option<Attribute>,
    result_ty: Type,
    signed: bool,
) -> Option<Attribute> {
    // `constFoldCastOp`: a poisoned operand poisons the result.
    if let Some(p) = poison_operand(ctx, &[operand]) {
        return Some(p);
    }
    let a = float_const(ctx, operand?)?;
    let w = int_width(ctx, ctx.element_type_or_self(result_ty))?;
    let mut values = Vec::with_capacity(a.values.len());
    for &v in &a.values {
        values.push(APInt::from_f64_toward_zero(w, v, signed)?);
    }
    make_int(ctx, result_ty, &values)
}

impl ExtUIOpHooks for ExtUIOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_width(ctx, self.operation(), true)
    }

    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        // extui(extui(x)) -> extui(x)
        let input = self.in_(ctx);
        if let Some(inner) = ctx.defining_op(input).and_then(|d| ExtUIOp::cast(ctx, d)) {
            let x = inner.in_(ctx);
            if ctx.set_operand(self.operation(), 0, x).is_ok() {
                return FoldResult::InPlace;
            }
        }
        let ty = ctx.value_type(self.out(ctx));
        to_attr(fold_int_cast(ctx, operands[0], ty, APInt::zext_or_trunc))
    }

    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        width_change(ctx, inputs, outputs, false, true)
    }

    ranges_hook!();
}

impl ExtSIOpHooks for ExtSIOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_width(ctx, self.operation(), true)
    }

    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        // extsi(extsi(x)) -> extsi(x)
        let input = self.in_(ctx);
        if let Some(inner) = ctx.defining_op(input).and_then(|d| ExtSIOp::cast(ctx, d)) {
            let x = inner.in_(ctx);
            if ctx.set_operand(self.operation(), 0, x).is_ok() {
                return FoldResult::InPlace;
            }
        }
        let ty = ctx.value_type(self.out(ctx));
        to_attr(fold_int_cast(ctx, operands[0], ty, APInt::sext_or_trunc))
    }

    canonicalization_hook!(ExtSIOp);

    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        width_change(ctx, inputs, outputs, false, true)
    }

    ranges_hook!();
}

impl ExtFOpHooks for ExtFOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_width(ctx, self.operation(), true)
    }

    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        // extf(truncf(x)) -> x when both allow contraction.
        let input = self.in_(ctx);
        let out_ty = ctx.value_type(self.out(ctx));
        if let Some(tr) = ctx.defining_op(input).and_then(|d| TruncFOp::cast(ctx, d)) {
            let x = tr.in_(ctx);
            let contract = |flags: Option<FastMathFlags>| {
                flags.is_some_and(|f| f.contains(FastMathFlags::CONTRACT))
            };
            if ctx.value_type(x) == out_ty
                && contract(tr.fastmath(ctx))
                && contract(self.fastmath(ctx))
            {
                return to_value(x);
            }
        }
        to_attr(fold_float_cast(ctx, operands[0], out_ty))
    }

    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        width_change(ctx, inputs, outputs, true, true)
    }
}

impl TruncIOpHooks for TruncIOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_width(ctx, self.operation(), false)
    }

    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let op = self.operation();
        let input = self.in_(ctx);
        let dst = ctx.element_type_or_self(ctx.value_type(self.out(ctx)));
        if let Some(d) = ctx.defining_op(input) {
            if ExtUIOp::cast(ctx, d).is_some() || ExtSIOp::cast(ctx, d).is_some() {
                // trunci(ext(x)): a narrower trunci of x, or x itself.
                let src = ctx.operand(d, 0);
                let src_elt = ctx.element_type_or_self(ctx.value_type(src));
                if ctx.int_or_float_width(src_elt) > ctx.int_or_float_width(dst) {
                    if ctx.set_operand(op, 0, src).is_ok() {
                        return FoldResult::InPlace;
                    }
                } else if src_elt == dst {
                    return to_value(src);
                }
            }
            if TruncIOp::cast(ctx, d).is_some() {
                let src = ctx.operand(d, 0);
                if ctx.set_operand(op, 0, src).is_ok() {
                    return FoldResult::InPlace;
                }
            }
        }
        let ty = ctx.value_type(self.out(ctx));
        to_attr(fold_int_cast(ctx, operands[0], ty, APInt::zext_or_trunc))
    }

    canonicalization_hook!(TruncIOp);

    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        width_change(ctx, inputs, outputs, false, false)
    }

    ranges_hook!();
}

impl TruncFOpHooks for TruncFOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_width(ctx, self.operation(), false)
    }

    /// Folds a constant exactly representable in the result type (the
    /// rounding mode then does not matter).
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let ty = ctx.value_type(self.out(ctx));
        to_attr(fold_float_cast(ctx, operands[0], ty))
    }

    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        width_change(ctx, inputs, outputs, true, false)
    }
}

/// The integer-float casts share their compatibility rule and fold.
macro_rules! int_float_cast {
    ($op:ident, $hooks:ident, $to_float:expr, $signed:expr) => {
        impl $hooks for $op {
            fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
                let ty = ctx.value_type(self.out(ctx));
                if $to_float {
                    to_attr(fold_int_to_float(ctx, operands[0], ty, $signed))
                } else {
                    to_attr(fold_float_to_int(ctx, operands[0], ty, $signed))
                }
            }

            fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
                int_float(ctx, inputs, outputs, $to_float)
            }
        }
    };
}

int_float_cast!(UIToFPOp, UIToFPOpHooks, true, false);
int_float_cast!(SIToFPOp, SIToFPOpHooks, true, true);
int_float_cast!(FPToUIOp, FPToUIOpHooks, false, false);
int_float_cast!(FPToSIOp, FPToSIOpHooks, false, true);

/// `index_cast` (`signed`) and `index_castui`: sign- or zero-extends or
/// truncates to the result width (64 for `index`).
fn fold_index_cast(
    ctx: &mut Context,
    operand: Option<Attribute>,
    ty: Type,
    signed: bool,
) -> FoldResult {
    let cast = if signed {
        APInt::sext_or_trunc
    } else {
        APInt::zext_or_trunc
    };
    to_attr(fold_int_cast(ctx, operand, ty, cast))
}

impl IndexCastOpHooks for IndexCastOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let ty = ctx.value_type(self.out(ctx));
        fold_index_cast(ctx, operands[0], ty, true)
    }

    canonicalization_hook!(IndexCastOp);

    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        index_cast(ctx, inputs, outputs)
    }

    ranges_hook!();
}

impl IndexCastUIOpHooks for IndexCastUIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let ty = ctx.value_type(self.out(ctx));
        fold_index_cast(ctx, operands[0], ty, false)
    }

    canonicalization_hook!(IndexCastUIOp);

    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        index_cast(ctx, inputs, outputs)
    }

    ranges_hook!();
}

/// The bits of a float of type `ty` as an integer of its width.
fn float_bits(ctx: &Context, ty: Type, bits: u128) -> Option<APInt> {
    Some(APInt::from_u128(ctx.int_or_float_width(ty)?, bits))
}

/// The bits of a scalar integer, index or float attribute.
fn bits_of(ctx: &Context, a: Attribute) -> Option<APInt> {
    match ctx.attr_data(a) {
        AttrData::Float { bits, ty } => {
            let k = ctx.float_kind(*ty)?;
            float_bits(ctx, *ty, encode_bits(f64::from_bits(*bits), k))
        }
        AttrData::WideFloat { bits, ty } => float_bits(ctx, *ty, *bits),
        _ => scalar_int(ctx, a),
    }
}

/// The attribute of scalar type `ty` with bits `bits`.
fn from_bits(ctx: &mut Context, ty: Type, bits: APInt) -> Option<Attribute> {
    match ctx.float_kind(ty) {
        Some(_) => Some(ctx.float_attr_from_bits(ty, bits.low_u128())),
        None => {
            int_width(ctx, ty)?;
            Some(ctx.apint_attr(ty, bits))
        }
    }
}

impl BitcastOpHooks for BitcastOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let Some(operand) = operands[0] else {
            return FoldResult::Failure;
        };
        let res_ty = ctx.value_type(self.out(ctx));
        if let AttrData::DenseElements { data, ty } = ctx.attr_data(operand).clone() {
            // The elements, reinterpreted with the result's element type.
            let (src_elt, dst_elt) = (
                ctx.element_type_or_self(ty),
                ctx.element_type_or_self(res_ty),
            );
            let bits: Option<Vec<APInt>> = match &data {
                DenseData::Int(v) => {
                    let w = int_width(ctx, src_elt);
                    w.map(|w| v.iter().map(|&x| APInt::from_i128(w, x)).collect())
                }
                DenseData::Float(v) => ctx.float_kind(src_elt).and_then(|k| {
                    v.iter()
                        .map(|&b| float_bits(ctx, src_elt, encode_bits(f64::from_bits(b), k)))
                        .collect()
                }),
                DenseData::WideFloat(v) => v.iter().map(|&b| float_bits(ctx, src_elt, b)).collect(),
                // (Bitcasts take scalar elements only.)
                DenseData::ComplexInt(_) | DenseData::ComplexFloat(_) | DenseData::String(_) => {
                    None
                }
            };
            let Some(bits) = bits else {
                return FoldResult::Failure;
            };
            let attr = match ctx.float_kind(dst_elt) {
                Some(k) => {
                    let bits: Vec<u128> = bits.iter().map(APInt::low_u128).collect();
                    Some(ctx.dense_elements_attr(res_ty, DenseData::from_float_bits(k, &bits)))
                }
                None => int_width(ctx, dst_elt).and_then(|_| make_int(ctx, res_ty, &bits)),
            };
            return to_attr(attr);
        }
        if ctx.is_shaped(res_ty) {
            return FoldResult::Failure;
        }
        let attr = bits_of(ctx, operand).and_then(|b| from_bits(ctx, res_ty, b));
        to_attr(attr)
    }

    canonicalization_hook!(BitcastOp);

    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        if !valid_cast(ctx, inputs, outputs) {
            return false;
        }
        let scalar =
            |t: Type| ctx.type_as_integer(t).is_some() || ctx.is_index(t) || ctx.is_float(t);
        let (Some(src), Some(dst)) = (
            type_if_like(ctx, inputs[0], true, scalar),
            type_if_like(ctx, outputs[0], true, scalar),
        ) else {
            return false;
        };
        // `index` has no bit width here: upstream's `getIntOrFloatBitWidth`
        // would assert, and index never has the width of anything else.
        let width = |t: Type| {
            if ctx.is_index(t) {
                None
            } else {
                ctx.int_or_float_width(t)
            }
        };
        width(src).is_some() && width(src) == width(dst)
    }
}

//! What the lowerings share: the pattern (one per arith op, its kind
//! saying how it lowers), the signedness adaptation of integer and
//! pointer-wide types, and op creation.

use ir::conversion::{ConversionPattern, ConversionRewriter};
use ir::{Location, OpId, OperationState, Type, TypeKind, Value};

/// How an arith op lowers (upstream's pattern classes).
#[derive(Clone, Copy, Debug)]
pub(crate) enum Kind {
    /// `ArithConstantOpConversionPattern`.
    Constant,
    /// `ArithOpConversion`: the emitc op of the same operands.
    Plain(&'static str),
    /// `IntegerOpConversion`: computed unsigned unless `nsw`.
    Integer(&'static str),
    /// `BitwiseOpConversion`: computed unsigned.
    Bitwise(&'static str),
    /// `ShiftOpConversion` (unsigned or not), checking the shift amount.
    Shift(&'static str, bool),
    /// `CmpFOpConversion`.
    CmpF,
    /// `CmpIOpConversion`.
    CmpI,
    /// `NegFOpConversion`.
    NegF,
    /// `SelectOpConversion`.
    Select,
    /// `CastConversion` (to unsigned or not).
    Cast(bool),
    /// `ItoFCastOpConversion` (from unsigned or not).
    IntToFloat(bool),
    /// `FtoICastOpConversion` (to unsigned or not).
    FloatToInt(bool),
}

/// The lowering of one arith op.
pub(crate) struct Lowering {
    pub(crate) root: &'static str,
    pub(crate) kind: Kind,
}

impl ConversionPattern for Lowering {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn name(&self) -> &str {
        self.root
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let lowered = match self.kind {
            Kind::Constant => crate::ops::constant(rw, op),
            Kind::Plain(name) => crate::ops::plain(rw, op, operands, name),
            Kind::Integer(name) => crate::ops::integer(rw, op, operands, name),
            Kind::Bitwise(name) => crate::ops::bitwise(rw, op, operands, name),
            Kind::Shift(name, unsigned) => crate::ops::shift(rw, op, operands, name, unsigned),
            Kind::CmpF => crate::ops::cmpf(rw, op, operands),
            Kind::CmpI => crate::ops::cmpi(rw, op, operands),
            Kind::NegF => crate::ops::negf(rw, op, operands),
            Kind::Select => crate::ops::select(rw, op, operands),
            Kind::Cast(unsigned) => crate::casts::integer_cast(rw, op, operands[0], unsigned),
            Kind::IntToFloat(unsigned) => crate::casts::int_to_float(rw, op, operands[0], unsigned),
            Kind::FloatToInt(unsigned) => crate::casts::float_to_int(rw, op, operands[0], unsigned),
        };
        lowered.is_some()
    }
}

/// The converted type of `op`'s result.
pub(crate) fn converted_result(rw: &mut ConversionRewriter<'_, '_>, op: OpId) -> Option<Type> {
    let converter = rw.type_converter()?;
    let ty = rw.result_type(op, 0);
    converter.convert_type(rw, ty)
}

/// Whether `ty` is an integer type of `width` bits, of any signedness
/// (`Type::isInteger(width)`).
pub(crate) fn is_integer_of(rw: &ConversionRewriter<'_, '_>, ty: Type, width: u32) -> bool {
    rw.type_as_integer(ty).is_some_and(|(w, _)| w == width)
}

/// Whether `ty` is an integer or a pointer-wide type.
pub(crate) fn is_integral(rw: &ConversionRewriter<'_, '_>, ty: Type) -> bool {
    rw.type_kind(ty) == TypeKind::Integer || emitc::is_pointer_wide_type(rw, ty)
}

/// The unsigned integer type of `width` bits.
pub(crate) fn unsigned_of(rw: &mut ConversionRewriter<'_, '_>, width: u32) -> Type {
    rw.integer_type(width, ir::Signedness::Unsigned)
}

/// `ty` made unsigned or signed as asked: an integer keeps its width, a
/// pointer-wide type becomes `size_t` or `ptrdiff_t`; any other type
/// stays (upstream's `adaptIntegralTypeSignedness`).
pub(crate) fn adapt_signedness(
    rw: &mut ConversionRewriter<'_, '_>,
    ty: Type,
    needs_unsigned: bool,
) -> Type {
    if let Some((width, signedness)) = rw.type_as_integer(ty) {
        if (signedness == ir::Signedness::Unsigned) != needs_unsigned {
            let s = if needs_unsigned {
                ir::Signedness::Unsigned
            } else {
                ir::Signedness::Signed
            };
            return rw.integer_type(width, s);
        }
    } else if emitc::is_pointer_wide_type(rw, ty)
        && ty.isa::<emitc::SizeTType>(rw) != needs_unsigned
    {
        return if needs_unsigned {
            emitc::SizeTType::get(rw).into()
        } else {
            emitc::PtrDiffTType::get(rw).into()
        };
    }
    ty
}

/// `v` cast to `ty` by `emitc.cast` at `v`'s location, unless it has that
/// type (upstream's `adaptValueType`, a `createOrFold`).
pub(crate) fn adapt_value(rw: &mut ConversionRewriter<'_, '_>, v: Value, ty: Type) -> Value {
    if rw.value_type(v) == ty {
        return v;
    }
    let loc = rw.value_loc(v);
    create(rw, emitc::CastOp::OPERATION_NAME, loc, ty, &[v])
}

/// Creates the op `name` of one result of type `ty` at the insertion point.
pub(crate) fn create(
    rw: &mut ConversionRewriter<'_, '_>,
    name: &str,
    loc: Location,
    ty: Type,
    operands: &[Value],
) -> Value {
    let name = rw.op_name(name);
    let mut state = OperationState::new(name, loc);
    state.operands.extend_from_slice(operands);
    state.result_types.push(ty);
    let op = rw.create_op(state);
    rw.result(op, 0)
}

/// `emitc.constant` of `value` with result type `ty`.
pub(crate) fn constant(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    ty: Type,
    value: ir::Attribute,
) -> Value {
    let c = emitc::ConstantOp::build(rw, loc, ty, value);
    c.result(rw)
}

/// Replaces `op` with `v`.
pub(crate) fn replace(rw: &mut ConversionRewriter<'_, '_>, op: OpId, v: Value) -> Option<()> {
    rw.replace_op(op, &[v]).ok()
}

//! Helpers the `.td` snippets call: the `i1` type of a value's shape
//! (`getI1SameShape`), the shape ops unroll over, and the speculatability
//! of divisions.

use crate::fold::{const_int, int_width};
use ir::interfaces::Speculatability;
use ir::{Context, Operation, Signedness, Type, TypeFactory, Value};

/// The type of the same shape (scalar, vector or tensor) holding `i1`
/// (upstream's `getI1SameShape`).
pub fn get_i1_same_shape(types: &mut impl TypeFactory, ty: Type) -> Type {
    let i1 = types.make_type(ir::TypeData::Integer {
        width: 1,
        signedness: Signedness::Signless,
    });
    types.with_element_type(ty, i1)
}

/// The shape of the op's first result when it is a vector
/// (`getShapeForUnroll` of the extended arithmetic ops).
pub fn shape_for_unroll(ctx: &Context, op: Operation) -> Option<Vec<i64>> {
    let ty = ctx.result_type(op, 0);
    if ctx.is_vector(ty) {
        ctx.shape(ty).map(<[i64]>::to_vec)
    } else {
        None
    }
}

/// The integer (or splat) constant `v` is, if a constant op defines it.
pub(crate) fn constant_int_of(ctx: &Context, v: Value) -> Option<ir::apint::APInt> {
    let def = ctx.defining_op(v)?;
    const_int(ctx, ctx.constant_value(def))
}

/// Whether the divisor of a division cannot cause undefined behaviour:
/// a non-zero constant, and for the signed divisions not -1 either
/// (upstream's `getSpeculatability` of `divui`/`ceildivui` and
/// `divsi`/`ceildivsi`).
pub fn div_speculatability(ctx: &Context, op: Operation) -> Speculatability {
    let signed = ctx.op_name_of(op).ends_with("si");
    let rhs = ctx.operand(op, 1);
    let ok = match constant_int_of(ctx, rhs) {
        Some(v) => !(v.is_zero() || signed && v.is_all_ones()),
        None => false,
    };
    if ok {
        Speculatability::Speculatable
    } else {
        Speculatability::NotSpeculatable
    }
}

/// The bit width of an integer or float type, or of the elements of a
/// shaped one; -1 for anything else (upstream's `getScalarOrElementWidth`).
pub(crate) fn scalar_or_element_width(ctx: &Context, ty: Type) -> i64 {
    let elt = ctx.element_type_or_self(ty);
    if ctx.is_index(elt) {
        return -1;
    }
    match int_width(ctx, elt) {
        Some(w) => i64::from(w),
        None => ctx.int_or_float_width(elt).map_or(-1, i64::from),
    }
}

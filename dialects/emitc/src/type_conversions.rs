//! What upstream keeps in `Transforms/TypeConversions.cpp`: the `index` →
//! `!emitc.size_t` conversion the lowerings into EmitC share, and the
//! signed/unsigned counterparts of integer and pointer-wide types.

use ir::builtin::UnrealizedConversionCastOp;
use ir::conversion::TypeConverter;
use ir::{Context, Location, OpBuilder, Type, Value};

use crate::{PtrDiffTType, SignedSizeTType, SizeTType};

/// A single input cast to `ty` by `builtin.unrealized_conversion_cast`
/// (upstream's `materializeAsUnrealizedCast`).
fn materialize_as_unrealized_cast(
    b: &mut OpBuilder<'_>,
    ty: Type,
    inputs: &[Value],
    loc: Location,
) -> Option<Value> {
    let [input] = inputs else {
        return None;
    };
    let cast = UnrealizedConversionCastOp::build(b, loc, &[ty], &[*input]);
    Some(b.result(cast.operation(), 0))
}

/// `index` converts to `!emitc.size_t`, bridged by unrealized casts
/// (upstream `populateEmitCSizeTTypeConversions`).
pub fn populate_emitc_size_t_type_conversions(converter: &mut TypeConverter) {
    converter.add_conversion(|ctx, t| ctx.is_index(t).then(|| SizeTType::get(ctx).into()));
    converter.add_source_materialization(materialize_as_unrealized_cast);
    converter.add_target_materialization(materialize_as_unrealized_cast);
    converter.add_argument_materialization(materialize_as_unrealized_cast);
}

/// The unsigned integer of `ty`'s width, or `!emitc.size_t` for a
/// pointer-wide type (upstream `getUnsignedTypeFor`).
pub fn get_unsigned_type_for(ctx: &mut Context, ty: Type) -> Option<Type> {
    if let Some((width, _)) = ctx.type_as_integer(ty) {
        return Some(ctx.unsigned_integer_type(width));
    }
    if ty.isa::<PtrDiffTType>(ctx) || ty.isa::<SignedSizeTType>(ctx) {
        return Some(SizeTType::get(ctx).into());
    }
    ty.isa::<SizeTType>(ctx).then_some(ty)
}

/// The signed integer of `ty`'s width, or `!emitc.ptrdiff_t` for a
/// pointer-wide type (upstream `getSignedTypeFor`).
pub fn get_signed_type_for(ctx: &mut Context, ty: Type) -> Option<Type> {
    if let Some((width, _)) = ctx.type_as_integer(ty) {
        return Some(ctx.signed_integer_type(width));
    }
    if ty.isa::<SizeTType>(ctx) || ty.isa::<SignedSizeTType>(ctx) {
        return Some(PtrDiffTType::get(ctx).into());
    }
    ty.isa::<PtrDiffTType>(ctx).then_some(ty)
}

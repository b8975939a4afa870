//! What upstream's `EmitC.cpp` keeps for the types: the predicates of the
//! type constraints, the verifiers of `!emitc.opaque` and `!emitc.array`,
//! the array's syntax (`<2x3xi32>`) and its `ShapedType` implementation.

use ir::interfaces::ShapedType;
use ir::{Context, CustomParser, CustomPrinter, ParseError, Type, TypeHandle, TypeKind};

use crate::{
    ArrayType, ArrayTypeHooks, OpaqueType, OpaqueTypeHooks, PointerType, PtrDiffTType,
    SignedSizeTType, SizeTType,
};

/// A type EmitC can emit (upstream `isSupportedEmitCType`).
pub fn is_supported_emitc_type(ctx: &Context, ty: Type) -> bool {
    if ty.isa::<OpaqueType>(ctx) {
        return true;
    }
    if let Some(p) = ty.dyn_cast::<PointerType>(ctx) {
        return is_supported_emitc_type(ctx, p.pointee(ctx));
    }
    if let Some(a) = ty.dyn_cast::<ArrayType>(ctx) {
        let elem = a.element_type(ctx);
        return !elem.isa::<ArrayType>(ctx) && is_supported_emitc_type(ctx, elem);
    }
    if ctx.is_index(ty) || is_pointer_wide_type(ctx, ty) {
        return true;
    }
    match ctx.type_kind(ty) {
        TypeKind::Integer => is_supported_integer_type(ctx, ty),
        TypeKind::Float => is_supported_float_type(ctx, ty),
        TypeKind::Tensor => {
            if !ctx.has_static_shape(ty) {
                return false;
            }
            let elem = ctx.element_type_or_self(ty);
            !elem.isa::<ArrayType>(ctx) && is_supported_emitc_type(ctx, elem)
        }
        TypeKind::Tuple => ctx.tuple_elements(ty).is_some_and(|ts| {
            ts.iter()
                .all(|&t| !t.isa::<ArrayType>(ctx) && is_supported_emitc_type(ctx, t))
        }),
        _ => false,
    }
}

/// An integer type of 1, 8, 16, 32 or 64 bits (upstream
/// `isSupportedIntegerType`).
pub fn is_supported_integer_type(ctx: &Context, ty: Type) -> bool {
    ctx.type_as_integer(ty)
        .is_some_and(|(w, _)| matches!(w, 1 | 8 | 16 | 32 | 64))
}

/// `index`, an opaque type, a supported integer or a pointer-wide type
/// (upstream `isIntegerIndexOrOpaqueType`).
pub fn is_integer_index_or_opaque_type(ctx: &Context, ty: Type) -> bool {
    ctx.is_index(ty)
        || ty.isa::<OpaqueType>(ctx)
        || is_supported_integer_type(ctx, ty)
        || is_pointer_wide_type(ctx, ty)
}

/// `f32` or `f64` (upstream `isSupportedFloatType`: floats of 32 or 64
/// bits).
pub fn is_supported_float_type(ctx: &Context, ty: Type) -> bool {
    ctx.type_kind(ty) == TypeKind::Float && matches!(ctx.int_or_float_width(ty), Some(32 | 64))
}

/// `!emitc.size_t`, `!emitc.ssize_t` or `!emitc.ptrdiff_t` (upstream
/// `isPointerWideType`).
pub fn is_pointer_wide_type(ctx: &Context, ty: Type) -> bool {
    ty.isa::<SignedSizeTType>(ctx) || ty.isa::<SizeTType>(ctx) || ty.isa::<PtrDiffTType>(ctx)
}

impl OpaqueTypeHooks for OpaqueType {
    fn verify(_ctx: &Context, value: &str) -> Result<(), String> {
        if value.is_empty() {
            return Err("expected non empty string in !emitc.opaque type".into());
        }
        if value.ends_with('*') {
            return Err(
                "pointer not allowed as outer type with !emitc.opaque, use !emitc.ptr instead"
                    .into(),
            );
        }
        Ok(())
    }
}

impl ArrayTypeHooks for ArrayType {
    fn verify(ctx: &Context, shape: &[i64], element_type: Type) -> Result<(), String> {
        if shape.is_empty() {
            return Err("shape must not be empty".into());
        }
        if shape.iter().any(|&d| d <= 0) {
            return Err("dimensions must have positive size".into());
        }
        if !ArrayType::is_valid_element_type(ctx, element_type) {
            return Err("invalid array element type".into());
        }
        Ok(())
    }

    /// `<2x3xi32>`.
    fn parse(parser: &mut CustomParser<'_, '_, '_>) -> Result<ArrayType, ParseError> {
        parser.parse_punct("<")?;
        let dims = parser.parse_dimension_list(false, true)?;
        let type_at = parser.offset();
        let element = parser.parse_type()?;
        if !ArrayType::is_valid_element_type(parser.ctx(), element) {
            return Err(parser.error_at(type_at, "invalid array element type"));
        }
        parser.parse_punct(">")?;
        // Upstream's `getChecked` reports at the type's name.
        let name_at = parser.name_offset();
        let loc = parser.current_location();
        ArrayType::get_checked(parser.ctx(), loc, &dims, element)
            .map_err(|d| parser.error_at(name_at, d.message))
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let ctx = printer.ctx();
        printer.write_str("<");
        for d in self.shape(ctx) {
            printer.write_str(&format!("{d}x"));
        }
        printer.print_type(self.element_type(ctx));
        printer.write_str(">");
    }
}

impl ShapedType for ArrayType {
    /// A shape of `None` keeps the array's own (upstream `cloneWith`).
    fn clone_with(self, ctx: &mut Context, shape: Option<&[i64]>, element_type: Type) -> Type {
        let shape = shape.map_or_else(|| self.shape(ctx).to_vec(), <[i64]>::to_vec);
        ArrayType::get(ctx, &shape, element_type).to_type()
    }
    fn get_element_type(self, ctx: &Context) -> Type {
        self.element_type(ctx)
    }
    fn has_rank(self, _ctx: &Context) -> bool {
        ArrayType::has_rank(self)
    }
    fn get_shape(self, ctx: &Context) -> &[i64] {
        self.shape(ctx)
    }
}

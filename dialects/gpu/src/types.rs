//! The gpu dialect's types, which upstream defines in C++ rather than in
//! ODS (`GPUDialect.h`, `GPUDialect.cpp`): `!gpu.async.token`,
//! `!gpu.mma_matrix<16x16xf16, "AOp">` and the sparse handles
//! (`!gpu.sparse.dntensor_handle`, `!gpu.sparse.spmat_handle`,
//! `!gpu.sparse.spgemmop_handle`), with the dialect's `parseType` and
//! `printType`.

use ir::{Context, CustomParser, CustomPrinter, ParseError, Type, TypeHandle};

/// The dialect's namespace.
const DIALECT: &str = "gpu";

ir::dialect_unit_type!(
    DIALECT;
    /// `!gpu.async.token`: a token of an asynchronous GPU operation.
    AsyncTokenType,
    AsyncTokenTypeStorage,
    "async.token"
);
ir::dialect_unit_type!(
    DIALECT;
    /// `!gpu.sparse.dntensor_handle`: a handle to a dense tensor of the
    /// sparse library.
    SparseDnTensorHandleType,
    SparseDnTensorHandleTypeStorage,
    "sparse.dntensor_handle"
);
ir::dialect_unit_type!(
    DIALECT;
    /// `!gpu.sparse.spmat_handle`: a handle to a sparse matrix.
    SparseSpMatHandleType,
    SparseSpMatHandleTypeStorage,
    "sparse.spmat_handle"
);
ir::dialect_unit_type!(
    DIALECT;
    /// `!gpu.sparse.spgemmop_handle`: a handle to a SpGEMM operation.
    SparseSpGEMMOpHandleType,
    SparseSpGEMMOpHandleTypeStorage,
    "sparse.spgemmop_handle"
);

/// `!gpu.mma_matrix<RxCxT, "AOp"|"BOp"|"COp">`: a matrix fragment of a
/// subgroup MMA operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MMAMatrixType(Type);

/// The parameters of [`MMAMatrixType`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MMAMatrixTypeStorage {
    /// The two dimensions.
    pub shape: Vec<i64>,
    /// The element type.
    pub element_type: Type,
    /// Which operand of the MMA operation the fragment is (`AOp`, `BOp`,
    /// `COp`).
    pub operand: String,
}

impl MMAMatrixType {
    /// The type (interned), unchecked.
    pub fn get(ctx: &mut Context, shape: &[i64], element_type: Type, operand: &str) -> Self {
        let def = ctx.type_definition_or_register::<MMAMatrixTypeStorage>(DIALECT, "MMAMatrixType");
        let storage = MMAMatrixTypeStorage {
            shape: shape.to_vec(),
            element_type,
            operand: operand.to_string(),
        };
        Self(ctx.dialect_type(def, storage))
    }

    /// The shape.
    pub fn shape(self, ctx: &Context) -> &[i64] {
        &self.storage(ctx).shape
    }

    /// The element type.
    pub fn element_type(self, ctx: &Context) -> Type {
        self.storage(ctx).element_type
    }

    /// The operand kind (`AOp`, `BOp` or `COp`).
    pub fn operand(self, ctx: &Context) -> &str {
        &self.storage(ctx).operand
    }

    /// The element type of `ty` if it is an MMA matrix, else `ty` (for the
    /// `.td` files' element type predicates).
    pub fn element_type_of(ctx: &Context, ty: Type) -> Type {
        match ctx.dialect_type_params::<MMAMatrixTypeStorage>(ty) {
            Some(s) => s.element_type,
            None => ty,
        }
    }

    /// Whether `ty` may be an element of an MMA matrix (upstream's
    /// `isValidElementType`: f16, f32, si8, ui8, i32).
    pub fn is_valid_element_type(ctx: &Context, ty: Type) -> bool {
        if let Some(kind) = ctx.type_as_float(ty) {
            return matches!(kind, ir::FloatKind::F16 | ir::FloatKind::F32);
        }
        match ctx.type_as_integer(ty) {
            Some((8, s)) => s != ir::Signedness::Signless,
            Some((32, _)) => true,
            _ => false,
        }
    }

    /// Upstream's `MMAMatrixType::verify`: the message of the first check
    /// that fails.
    pub fn verify(
        ctx: &Context,
        shape: &[i64],
        element_type: Type,
        operand: &str,
    ) -> Result<(), String> {
        if !matches!(operand, "AOp" | "BOp" | "COp") {
            return Err("operand expected to be one of AOp, BOp or COp".into());
        }
        if shape.len() != 2 {
            return Err("MMAMatrixType must have exactly two dimensions".into());
        }
        if !Self::is_valid_element_type(ctx, element_type) {
            return Err("MMAMatrixType elements must be SI8, UI8, I32, F16, or F32".into());
        }
        Ok(())
    }
}

ir::dialect_type_handle!(MMAMatrixType, MMAMatrixTypeStorage);

/// `MMAMatrixType` in an op's assembly format (`type($res)`): upstream's
/// C++ class has no stripped form, so it is read in full and checked
/// (`parseType<MMAMatrixType>`).
impl ir::asm_support::FieldParser for MMAMatrixType {
    fn parse_field(p: &mut CustomParser<'_, '_, '_>) -> Result<Self, ParseError> {
        let at = p.offset();
        let ty = p.parse_type()?;
        MMAMatrixType::dyn_cast(p.ctx(), ty)
            .ok_or_else(|| p.error_at(at, "invalid kind of type specified"))
    }
}

/// `MMAMatrixType` in an op's assembly format: printed in full, as
/// upstream's `printStrippedAttrOrType` of a class without `print`.
impl ir::asm_support::FieldPrinter for MMAMatrixType {
    fn print_field(&self, p: &mut CustomPrinter<'_, '_>) {
        p.print_type(self.to_type());
    }
}

/// Upstream's `GPUDialect::parseType`: a keyword, then for `mma_matrix`
/// its parameters.
pub(crate) fn parse_type(p: &mut CustomParser<'_, '_, '_>) -> Result<Type, ParseError> {
    let at = p.offset();
    let Some(keyword) = p.parse_optional_bare_id() else {
        return Err(p.error_at(at, "expected valid keyword"));
    };
    let ctx = p.ctx();
    match keyword.as_str() {
        AsyncTokenType::KEYWORD => return Ok(AsyncTokenType::get(ctx).into()),
        SparseDnTensorHandleType::KEYWORD => return Ok(SparseDnTensorHandleType::get(ctx).into()),
        SparseSpMatHandleType::KEYWORD => return Ok(SparseSpMatHandleType::get(ctx).into()),
        SparseSpGEMMOpHandleType::KEYWORD => return Ok(SparseSpGEMMOpHandleType::get(ctx).into()),
        "mma_matrix" => {}
        _ => return Err(p.error_at(at, format!("unknown gpu type: {keyword}"))),
    }
    p.parse_punct("<")?;
    let shape = p.parse_dimension_list(false, true)?;
    let element_type = p.parse_type()?;
    p.parse_punct(",")?;
    let operand = p.parse_string()?;
    p.parse_punct(">")?;
    if let Err(msg) = MMAMatrixType::verify(p.ctx(), &shape, element_type, &operand) {
        return Err(p.error_at(at, msg));
    }
    Ok(MMAMatrixType::get(p.ctx(), &shape, element_type, &operand).into())
}

/// Upstream's `GPUDialect::printType`: what follows `!gpu.`.
pub(crate) fn print_type(p: &mut CustomPrinter<'_, '_>, ty: Type) {
    let ctx = p.ctx();
    if AsyncTokenType::classof(ctx, ty) {
        p.write_str(AsyncTokenType::KEYWORD);
    } else if SparseDnTensorHandleType::classof(ctx, ty) {
        p.write_str(SparseDnTensorHandleType::KEYWORD);
    } else if SparseSpMatHandleType::classof(ctx, ty) {
        p.write_str(SparseSpMatHandleType::KEYWORD);
    } else if SparseSpGEMMOpHandleType::classof(ctx, ty) {
        p.write_str(SparseSpGEMMOpHandleType::KEYWORD);
    } else if let Some(s) = ctx.dialect_type_params::<MMAMatrixTypeStorage>(ty) {
        p.write_str("mma_matrix<");
        for d in &s.shape {
            p.write_str(&format!("{d}x"));
        }
        p.print_type(s.element_type);
        p.write_str(&format!(", \"{}\">", s.operand));
    }
}

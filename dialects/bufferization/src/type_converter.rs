//! The type conversion of the dialect-conversion bufferization passes
//! (upstream's `BufferizeTypeConverter` and the helpers of
//! `Bufferization/Transforms/Bufferize.cpp`): tensors become memrefs of
//! their shape (unranked tensors unranked memrefs), a memref stands for a
//! tensor through `bufferization.to_tensor`, a tensor for a memref through
//! `bufferization.to_memref`, and one memref for another through a cast or
//! a copy (`castOrReallocMemRefValue`).

use ir::conversion::{ConversionPattern, ConversionRewriter, ConversionTarget, TypeConverter};
use ir::{OpId, TypeData, Value};

use crate::{ToMemrefOp, ToTensorOp};

/// Upstream's `BufferizeTypeConverter`.
pub fn bufferize_type_converter() -> TypeConverter {
    let mut tc = TypeConverter::new();
    tc.add_conversion(|_, t| Some(t));
    tc.add_conversion(|ctx, t| match ctx.type_data(t).clone() {
        TypeData::RankedTensor { shape, element, .. } => Some(ctx.memref_type(&shape, element)),
        _ => None,
    });
    tc.add_conversion(|ctx, t| match *ctx.type_data(t) {
        TypeData::UnrankedTensor { element } => Some(ctx.get_type(TypeData::UnrankedMemRef {
            element,
            memory_space: None,
        })),
        _ => None,
    });
    let to_tensor = |b: &mut ir::OpBuilder<'_>, ty, inputs: &[Value], loc| {
        let &[input] = inputs else {
            return None;
        };
        if !b.is_tensor(ty) || !b.is_memref(b.value_type(input)) {
            return None;
        }
        Some(ToTensorOp::build(b, loc, ty, input, None, None).result(b))
    };
    tc.add_argument_materialization(to_tensor);
    tc.add_source_materialization(to_tensor);
    tc.add_target_materialization(|b, ty, inputs: &[Value], loc| {
        let &[input] = inputs else {
            return None;
        };
        if !b.is_memref(ty) {
            return None;
        }
        let input_type = b.value_type(input);
        if matches!(b.type_data(input_type), TypeData::MemRef { .. }) {
            // Unranked to ranked and ranked to unranked casts must be
            // explicit.
            if !matches!(b.type_data(ty), TypeData::MemRef { .. }) {
                return None;
            }
            return crate::dealloc::cast_or_realloc(b, input, ty, None);
        }
        if b.is_tensor(input_type) {
            return Some(ToMemrefOp::build(b, loc, ty, input, None).memref(b));
        }
        None
    });
    tc
}

/// Marks `bufferization.to_tensor` and `bufferization.to_memref` legal
/// (upstream's `populateBufferizeMaterializationLegality`).
pub fn populate_bufferize_materialization_legality(target: &mut ConversionTarget) {
    target.add_legal_op(ToTensorOp::OPERATION_NAME);
    target.add_legal_op(ToMemrefOp::OPERATION_NAME);
}

/// A `bufferization.to_tensor` or `to_memref` replaced by its converted
/// operand (upstream's `BufferizeToTensorOp`, `BufferizeToMemrefOp`).
struct EliminateMaterialization(&'static str);

impl ConversionPattern for EliminateMaterialization {
    fn root(&self) -> Option<&str> {
        Some(self.0)
    }

    fn name(&self) -> &str {
        if self.0 == ToTensorOp::OPERATION_NAME {
            "BufferizeToTensorOp"
        } else {
            "BufferizeToMemrefOp"
        }
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let &[operand] = operands else {
            return false;
        };
        rw.replace_op(op, &[operand]).is_ok()
    }
}

/// The patterns that drop the materializations a partial bufferization
/// left (upstream's `populateEliminateBufferizeMaterializationsPatterns`).
pub fn populate_eliminate_bufferize_materializations_patterns(
    patterns: &mut Vec<Box<dyn ConversionPattern>>,
) {
    patterns.push(Box::new(EliminateMaterialization(
        ToTensorOp::OPERATION_NAME,
    )));
    patterns.push(Box::new(EliminateMaterialization(
        ToMemrefOp::OPERATION_NAME,
    )));
}

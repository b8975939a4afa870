//! The extension point of `transform.apply_conversion_patterns.dialect_to_llvm`:
//! a dialect's lowering into LLVM, attached to the dialect by the crate
//! that has it (upstream's `ConvertToLLVMPatternInterface`, registered by
//! dialect extensions).

use ir::conversion::ConversionPattern;
use ir::Context;

use crate::TransformTypeConverter;

/// A dialect's lowering into the llvm dialect, as the transform dialect
/// uses it (upstream's `ConvertToLLVMPatternInterface`): attach it with
/// `ctx.add_dialect_interface::<dyn ConvertToLlvmPatternInterface>(namespace, &IMPL)`.
pub trait ConvertToLlvmPatternInterface: Sync {
    /// Adds the dialect's lowering patterns for the converter.
    fn populate_convert_to_llvm_conversion_patterns(
        &self,
        ctx: &mut Context,
        converter: &TransformTypeConverter,
        patterns: &mut Vec<Box<dyn ConversionPattern>>,
    );
}

/// The lowering into LLVM attached to the dialect `namespace`, if any.
pub(crate) fn to_llvm_interface(
    ctx: &Context,
    namespace: &str,
) -> Option<&'static dyn ConvertToLlvmPatternInterface> {
    ctx.dialect_interface::<dyn ConvertToLlvmPatternInterface>(namespace)
}

//! The lowerings of [`to_llvm_interface`] as the transform dialect's
//! `ConvertToLlvmPatternInterface`, which
//! `transform.apply_conversion_patterns.dialect_to_llvm "<dialect>"` looks
//! up (upstream's dialect extensions registering each dialect's
//! `ConvertToLLVMPatternInterface`).

use ir::conversion::ConversionPattern;
use ir::{Context, Diagnostic};
use llvm_common::LowerToLlvmOptions;
use transform::{ConvertToLlvmPatternInterface, TransformTypeConverter};

use crate::{to_llvm_interface, DIALECTS};

/// The lowering of one dialect, by namespace.
struct ToLlvm(&'static str);

impl ConvertToLlvmPatternInterface for ToLlvm {
    fn populate_convert_to_llvm_conversion_patterns(
        &self,
        ctx: &mut Context,
        converter: &TransformTypeConverter,
        patterns: &mut Vec<Box<dyn ConversionPattern>>,
    ) {
        let Some(populate) = to_llvm_interface(self.0) else {
            return;
        };
        // Upstream's interface gets the `LLVMTypeConverter` the op's
        // verifier asked of the default converter.
        match converter.options::<LowerToLlvmOptions>() {
            Some(options) => populate(patterns, options, &converter.diagnostics),
            None => converter.diagnostics.borrow_mut().push(Diagnostic::error(
                ctx.unknown_loc(),
                format!(
                    "the lowering of dialect '{}' into LLVM needs an LLVMTypeConverter",
                    self.0
                ),
            )),
        }
    }
}

/// One interface per dialect with a lowering.
static INTERFACES: [ToLlvm; DIALECTS.len()] = [
    ToLlvm(DIALECTS[0]),
    ToLlvm(DIALECTS[1]),
    ToLlvm(DIALECTS[2]),
    ToLlvm(DIALECTS[3]),
    ToLlvm(DIALECTS[4]),
    ToLlvm(DIALECTS[5]),
    ToLlvm(DIALECTS[6]),
    ToLlvm(DIALECTS[7]),
];

/// Attaches the lowering into LLVM of each dialect that has one (arith,
/// cf, complex, func, index, math, memref, ub) as its
/// `ConvertToLlvmPatternInterface`, for
/// `transform.apply_conversion_patterns.dialect_to_llvm`.
pub fn register_convert_to_llvm_interfaces(ctx: &mut Context) {
    for interface in &INTERFACES {
        ctx.add_dialect_interface::<dyn ConvertToLlvmPatternInterface>(interface.0, interface);
    }
}

//! Dialect conversion (MLIR's `Transforms/Utils/DialectConversion.cpp`):
//! rewrite ops with [`ConversionPattern`]s until they are legal for a
//! [`ConversionTarget`], converting types with a [`TypeConverter`] (block
//! signatures included) and bridging converted and unconverted values with
//! its materializations; all or nothing — on failure every change is
//! undone and the input is left as it was.
//!
//! * [`apply_partial_conversion`]: ops that cannot be legalized may stay,
//!   unless marked illegal.
//! * [`apply_full_conversion`]: every op must end up legal.
//!
//! * `target`: legality of ops and dialects.
//! * `type_converter`: type rules and materializations.
//! * `pattern`: conversion patterns and their rewriter.
//! * `signature`: block signature conversion (1:1, 1:N, dropped and
//!   replaced arguments).
//! * `function_signature`: the signature conversion of function ops
//!   (`populateFunctionOpInterfaceTypeConversionPattern`), the structural
//!   pattern a type conversion crossing function boundaries starts from;
//!   the dialects owning call, return and branch ops add theirs (func's
//!   `type_conversion` module).
//! * `driver`: legalization (patterns by benefit, results legalized
//!   recursively, failed attempts undone), then the finalization and commit.

mod driver;
mod function_signature;
mod pattern;
mod signature;
mod target;
mod type_converter;

pub use driver::{apply_full_conversion, apply_partial_conversion};
pub use function_signature::{
    populate_any_function_op_interface_type_conversion_pattern,
    populate_function_op_interface_type_conversion_pattern,
};
pub use pattern::{rewrite_patterns, ConversionPattern, ConversionRewriter, SignatureError};
pub use signature::{InputMapping, SignatureConversion};
pub use target::{ConversionTarget, LegalOp, LegalityFn};
pub use type_converter::{ConversionFn, MaterializationFn, TypeConverter};

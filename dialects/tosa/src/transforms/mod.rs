//! The tosa passes (upstream's `MLIRTosaTransforms`,
//! `lib/Dialect/Tosa/Transforms`), declared by the defs of
//! `Transforms/Passes.td` the port has.

pub mod broadcastable;
pub mod constant_fold;
pub mod decompose;
pub mod infer_shapes;
pub mod type_converters;

pub use crate::validation::TosaValidation;
pub use broadcastable::TosaMakeBroadcastable;
pub use constant_fold::TosaLayerwiseConstantFoldPass;
pub use decompose::TosaOptionalDecompositions;
pub use infer_shapes::TosaInferShapes;
pub use type_converters::populate_tosa_type_conversion;

// The pass declarations (`*Base`, `register_passes`).
include!(concat!(env!("OUT_DIR"), "/passes.rs.inc"));

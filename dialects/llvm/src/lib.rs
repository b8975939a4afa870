//! MLIR's `llvm` dialect, the lowering target of MLIR compilers: so far
//! its types (upstream's `LLVMTypes.td`, `LLVMTypes.cpp` and
//! `LLVMTypeSyntax.cpp`), `!llvm.ptr`, `!llvm.struct<...>` (literal,
//! packed, identified, opaque, recursive), `!llvm.array`, `!llvm.func`,
//! `!llvm.vec`, `!llvm.target` and the parameterless `!llvm.void`,
//! `!llvm.token`, `!llvm.label`, `!llvm.metadata`, `!llvm.x86_mmx`,
//! `!llvm.ppc_fp128`, with their verifiers and upstream's messages.
//!
//! The ops, attributes and enums of `LLVMOps.td`, `LLVMAttrDefs.td` and
//! `LLVMEnums.td` are not ported yet: generating them needs the C++
//! snippets of those files rewritten in Rust first.
//!
//! ```
//! let mut ctx = ir::Context::new();
//! func::register(&mut ctx);
//! llvm::register_dialect(&mut ctx);
//! ctx.allow_unregistered_dialects(true);
//! let src = "func.func @f() {\n  \"some.op\"() : () -> !llvm.struct<\"a\", (ptr<1>, struct<\"a\">)>\n  return\n}";
//! let module = ir::parse_source(&mut ctx, src, "input.mlir").expect("parses");
//! let text = ir::print_operation(&ctx, module, &ir::PrintOptions::default());
//! assert!(text.contains("() -> !llvm.struct<\"a\", (ptr<1>, struct<\"a\">)>\n"));
//! ```
#![deny(warnings)]
#![deny(missing_docs)]
#![forbid(unsafe_code)]

// The `.td` files name the dialect's items `::llvm::...`.
extern crate self as llvm;

include!(concat!(env!("OUT_DIR"), "/llvm_ops.rs.inc"));

/// The namespace upstream declares `Linkage` in (`LLVM::linkage`), as the
/// parameter of `LinkageAttr` names it.
pub mod linkage {
    pub use crate::Linkage;
}

/// The namespace upstream declares `Comdat` in (`LLVM::comdat`), as the
/// parameter of `ComdatAttr` names it.
pub mod comdat {
    pub use crate::Comdat;
}

/// The namespace upstream declares `FramePointerKind` in
/// (`LLVM::framePointerKind`), as the parameter of `FramePointerKindAttr`
/// names it.
#[allow(non_snake_case)]
pub mod framePointerKind {
    pub use crate::FramePointerKind;
}

mod ops;
mod syntax;
mod types;

pub use syntax::{parse_pretty_llvm_type, print_pretty_llvm_type};
pub use types::{
    is_compatible_floating_point_type, is_compatible_outer_type, is_compatible_type,
    is_compatible_vector_type, IdentifiedStruct, LLVMArrayType, LLVMArrayTypeStorage,
    LLVMFixedVectorType, LLVMFixedVectorTypeStorage, LLVMFunctionType, LLVMFunctionTypeStorage,
    LLVMLabelType, LLVMLabelTypeStorage, LLVMMetadataType, LLVMMetadataTypeStorage,
    LLVMPPCFP128Type, LLVMPPCFP128TypeStorage, LLVMPointerType, LLVMPointerTypeStorage,
    LLVMScalableVectorType, LLVMScalableVectorTypeStorage, LLVMStructType, LLVMStructTypeStorage,
    LLVMTargetExtType, LLVMTargetExtTypeStorage, LLVMTokenType, LLVMTokenTypeStorage, LLVMVoidType,
    LLVMVoidTypeStorage, LLVMX86MMXType, LLVMX86MMXTypeStorage,
};

/// Registers the llvm dialect with `ctx`: its namespace and its types'
/// syntax (upstream's `LLVMDialect::parseType` and `printType`).
pub fn register_dialect(ctx: &mut ir::Context) {
    register(ctx);
    let mut def = ir::DialectDefinition::new(types::DIALECT);
    def.parse_type = Some(syntax::parse_type);
    def.print_type = Some(syntax::print_type);
    ctx.register_dialect(def);
}

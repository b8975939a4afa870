//! The textual form (MLIR's `AsmParser/` and `AsmPrinter`): the parser and
//! the printer of MLIR's generic and custom assembly, and diagnostics
//! rendered with their source lines. The parser and the printer implement
//! the traits behind the custom-form hooks
//! ([`CustomParser`](crate::core::op_asm::CustomParser),
//! [`CustomPrinter`](crate::core::op_asm::CustomPrinter)).

mod diagnostic;
pub mod parser;
pub mod printer;

//! The textual form (MLIR's `AsmParser/` and `AsmPrinter`): the parser and
//! the printer of MLIR's generic and custom assembly.

pub mod parser;
pub mod printer;

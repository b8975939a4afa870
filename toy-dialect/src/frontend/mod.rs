//! The Toy language front end: source text to a checked syntax tree.
//!
//! The pipeline, one module per stage:
//!
//! ```text
//! bytes ─► lexer ─► parser ─► ast::Module ─► sema::check ─► sema::CheckedModule
//!                                  │
//!                                  └─► dump (toyc -emit=ast)
//! ```
//!
//! Errors at every stage are [`Diagnostic`] values rendered as
//! `file:line:col: error: message` plus the source line and a caret.
//!
//! ```
//! let src = b"def main() {\n  var a<2, 2> = [1, 2, 3, 4];\n  print(a);\n}\n";
//! let checked = toy::frontend::parse_and_check("m.toy", src).expect("valid");
//! assert_eq!(checked.functions().len(), 1);
//! assert!(toy::frontend::dump::dump(&checked).starts_with("  Module:\n"));
//! ```

pub mod ast;
pub mod diagnostic;
pub mod dump;
pub mod generate;
pub mod lexer;
pub mod parser;
pub mod sema;

pub use ast::Module;
pub use diagnostic::Diagnostic;
pub use parser::parse;
pub use sema::{check, CheckedModule};

/// Parses and checks a Toy source file: the front end in one call.
///
/// `file` is the name used in locations and diagnostics, as given by the
/// user. Returns the checked module, or the diagnostics (one for a syntax
/// error, one or more for semantic errors).
pub fn parse_and_check(file: &str, source: &[u8]) -> Result<CheckedModule, Vec<Diagnostic>> {
    let module = parse(file, source).map_err(|d| vec![d])?;
    check(module)
}

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
//! # Differences from upstream's `toyc-ch2`
//!
//! The language, the locations and the AST dump are upstream's. Where
//! upstream crashes, silently accepts nonsense or generates IR that fails
//! later, this front end reports a located error instead:
//!
//! * malformed or overflowing numbers (`1.2.3`, a 400-digit number) and
//!   fractional shape dimensions (`<2.5>`) are errors (upstream keeps the
//!   `strtod` prefix and truncates dimensions);
//! * an unknown function, a wrong argument count, a redefined function and
//!   a literal whose element count differs from the declared shape are
//!   errors (upstream emits IR that is invalid or aborts under `-opt`);
//! * nesting is bounded ([`parser::MAX_NESTING`], [`parser::MAX_EXPR_DEPTH`]);
//! * a file with no function is an empty module, not a parse error.
//!
//! `toyc` also differs in its plumbing: `-emit=ast` runs the semantic
//! checks before dumping (upstream only parses), the dump goes to standard
//! output (upstream writes it to standard error), and every failure exits
//! with status 1, including "no action specified" (upstream exits 0).
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

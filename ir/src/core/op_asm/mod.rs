//! The interfaces between operations and the textual form (MLIR's
//! `IR/OpImplementation.h`): what a custom parse or print hook of an op
//! sees ([`CustomParser`]; [`CustomPrinter`], the printer of this layer),
//! the trait the parser implements behind [`CustomParser`]
//! ([`OpAsmParser`]: the parser is a layer above), the values they
//! exchange ([`ParseError`], [`UnresolvedOperand`], [`RegionArgument`]),
//! and the helpers that generated custom forms call ([`format`], public as
//! `ir::asm_support`).
//!
//! The registry holds hooks typed by these, so this layer never names the
//! parser; the `parser` layer implements [`OpAsmParser`], as MLIR's
//! `AsmParser/` implements `OpAsmParser`.

mod field;
pub mod format;
mod kinds;
mod parser;
mod regions;

pub use crate::core::printer::CustomPrinter;
pub(crate) use parser::OpAsmParser;
pub use parser::{CustomParser, SsaAffineExpr, SsaAffineMap};

use crate::core::diag::render_source_line;
use crate::core::location::Location;
use crate::core::types::Type;

/// A parse error at a byte offset of the source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Byte offset into the source.
    pub offset: usize,
    /// Message.
    pub message: String,
    /// Notes attached to the error, each at a byte offset of the source
    /// (the earlier definition a redefinition clashes with, ...).
    pub notes: Vec<(usize, String)>,
    /// Further errors MLIR's parser reports after this one for the same
    /// mistake, each at a byte offset ("missing operand of negation" after
    /// the error inside a negated affine expression), in order.
    pub followups: Vec<(usize, String)>,
}

impl ParseError {
    /// An error at `offset` without notes.
    pub fn new(offset: usize, message: impl Into<String>) -> Self {
        ParseError {
            offset,
            message: message.into(),
            notes: Vec::new(),
            followups: Vec::new(),
        }
    }

    /// The error with a note at `offset` attached.
    pub fn with_note(mut self, offset: usize, message: impl Into<String>) -> Self {
        self.notes.push((offset, message.into()));
        self
    }

    /// Renders as `file:line:col: error: message`, source line, caret;
    /// then each note the same way.
    pub fn render(&self, file: &str, src: &str) -> String {
        let one = |offset: usize, kind: &str, message: &str| {
            let (line, col) = line_col(src, offset);
            let text = src.split('\n').nth(line - 1).unwrap_or("");
            format!(
                "{file}:{line}:{col}: {kind}: {message}\n{}",
                render_source_line(text, col)
            )
        };
        let mut out = one(self.offset, "error", &self.message);
        for (offset, note) in &self.notes {
            out.push_str(&one(*offset, "note", note));
        }
        for (offset, message) in &self.followups {
            out.push_str(&one(*offset, "error", message));
        }
        out
    }
}

/// 1-based line and column of a byte offset.
pub fn line_col(src: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(src.len());
    let before = &src.as_bytes()[..offset];
    let line = before.iter().filter(|&&c| c == b'\n').count() + 1;
    let start = before
        .iter()
        .rposition(|&c| c == b'\n')
        .map_or(0, |p| p + 1);
    (line, offset - start + 1)
}

/// An operand reference not yet resolved to a value: `%name` or `%name#N`.
///
/// It records where the name is in the source (no copy of it): the name is
/// the `name_len` bytes after the `%` at `offset`, read back when the operand
/// is resolved through the parser's binding table
/// ([`CustomParser::operand_name`] gives it as text).
#[derive(Clone, Copy, Debug)]
pub struct UnresolvedOperand {
    /// Length in bytes of the name (without `%`).
    pub(crate) name_len: u32,
    /// Result number (`#N`), 0 by default.
    pub number: u32,
    /// Byte offset of the reference.
    pub offset: usize,
}

/// A region argument declared by a custom parser: `%name: type loc(...)`
/// (with `{attributes}` before the location where allowed).
#[derive(Clone, Debug)]
pub struct RegionArgument {
    /// The name being declared.
    pub name: UnresolvedOperand,
    /// Its type.
    pub ty: Type,
    /// Its location.
    pub loc: Location,
    /// Its attribute dictionary's entries (function arguments').
    pub attrs: Vec<crate::core::attrs::NamedAttr>,
}

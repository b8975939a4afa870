//! Diagnostics rendered like `mlir-opt`: `file:line:col: error: message`,
//! then the source line, then a caret under the column.

use crate::core::context::Context;
use crate::core::location::{LocData, Location};

/// Severity of a diagnostic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// An error.
    Error,
    /// A warning.
    Warning,
    /// A remark.
    Remark,
    /// A note attached to another diagnostic.
    Note,
}

/// Where a diagnostic is: what [`Diagnostic::error`] accepts.
pub struct DiagLocation(Location);

impl From<Location> for DiagLocation {
    fn from(loc: Location) -> Self {
        DiagLocation(loc)
    }
}

impl From<Option<Location>> for DiagLocation {
    fn from(loc: Option<Location>) -> Self {
        // Every context interns the unknown location first.
        DiagLocation(loc.unwrap_or(Location(0)))
    }
}

/// A diagnostic at a location, with optional notes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Where (a `FileLineCol` location renders with its source line).
    pub loc: Location,
    /// Severity.
    pub severity: Severity,
    /// Message text.
    pub message: String,
    /// Attached notes.
    pub notes: Vec<Diagnostic>,
}

/// `op` as an error shows it (`Diagnostic::appendOp`): in generic form
/// and local scope, elements attributes of more than 16 elements elided,
/// after a line break when it spans several lines.
pub fn op_for_diagnostic(ctx: &Context, op: crate::core::storage::OpId) -> String {
    op_in_diagnostic(ctx, op, true)
}

/// `op` as a note or a warning shows it: as [`op_for_diagnostic`], but in
/// its custom form (only errors print ops generically).
pub fn op_for_note(ctx: &Context, op: crate::core::storage::OpId) -> String {
    op_in_diagnostic(ctx, op, false)
}

fn op_in_diagnostic(ctx: &Context, op: crate::core::storage::OpId, generic: bool) -> String {
    let base = ctx.diagnostic_print_options();
    let opts = crate::core::printer::PrintOptions {
        generic: generic || base.generic,
        elide_elements_limit: Some(16),
        ..*base
    };
    let mut text = crate::core::printer::print_operation_in_scope(ctx, op, &opts);
    if text.ends_with('\n') {
        text.pop();
    }
    if text.contains('\n') {
        text.insert(0, '\n');
    }
    text
}

impl Diagnostic {
    /// An error diagnostic at `loc` (a [`Location`], or an
    /// `Option<Location>` where `None` is the unknown location).
    pub fn error(loc: impl Into<DiagLocation>, message: impl Into<String>) -> Self {
        Diagnostic {
            loc: loc.into().0,
            severity: Severity::Error,
            message: message.into(),
            notes: Vec::new(),
        }
    }
    /// An error at `op`'s location prefixed with `'name' op ` (MLIR's
    /// `emitOpError`), with the note [`Diagnostic::at_op`] attaches.
    pub fn op_error(
        ctx: &Context,
        op: crate::core::storage::OpId,
        message: impl std::fmt::Display,
    ) -> Self {
        Diagnostic::at_op(ctx, op, format!("'{}' op {}", ctx.op_name_of(op), message))
    }
    /// An error at `op`'s location (MLIR's `Operation::emitError`): unless
    /// the context prints no op on diagnostics, with the note `see current
    /// operation:` and the op in generic form (on a line of its own when
    /// it spans several; elements attributes of more than 16 elements
    /// elided, as `Diagnostic::appendOp` prints it).
    pub fn at_op(
        ctx: &Context,
        op: crate::core::storage::OpId,
        message: impl Into<String>,
    ) -> Self {
        let loc = ctx.op_loc(op);
        let d = Diagnostic::error(loc, message);
        if !ctx.print_op_on_diagnostic() {
            return d;
        }
        d.with_note(
            loc,
            format!("see current operation: {}", op_for_diagnostic(ctx, op)),
        )
    }
    /// Adds a note.
    pub fn with_note(mut self, loc: Location, message: impl Into<String>) -> Self {
        self.notes.push(Diagnostic {
            loc,
            severity: Severity::Note,
            message: message.into(),
            notes: Vec::new(),
        });
        self
    }
    /// Adds `next`, a diagnostic reported right after this one and its
    /// notes (upstream emits two diagnostics where this runtime returns
    /// one error): kept among the notes with its own severity, and shown
    /// in full, source line and notes, where they are.
    pub fn followed_by(mut self, next: Diagnostic) -> Self {
        debug_assert!(next.severity != Severity::Note);
        self.notes.push(next);
        self
    }
    /// Renders the diagnostic. `sources` maps file names to their text so that
    /// the source line and caret can be shown.
    pub fn render(&self, ctx: &Context, sources: &[(&str, &str)]) -> String {
        let mut out = String::new();
        self.render_into(ctx, sources, &mut out);
        out
    }
    fn render_into(&self, ctx: &Context, sources: &[(&str, &str)], out: &mut String) {
        let sev = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Remark => "remark",
            Severity::Note => "note",
        };
        match file_line_col(ctx, self.loc) {
            Some((file, line, col)) => {
                out.push_str(&format!("{file}:{line}:{col}: {sev}: {}\n", self.message));
                if let Some((_, text)) = sources.iter().find(|(n, _)| *n == file) {
                    if line >= 1 {
                        if let Some(l) = text.split('\n').nth(line as usize - 1) {
                            out.push_str(&render_source_line(l, col as usize));
                        }
                    }
                }
            }
            None => {
                let l = crate::core::printer::loc_to_string(ctx, self.loc);
                out.push_str(&format!("{l}: {sev}: {}\n", self.message));
            }
        }
        for n in &self.notes {
            n.render_into(ctx, sources, out);
        }
    }
}

/// The byte that stands for each byte of an invalid UTF-8 sequence in the
/// text of an input that is not UTF-8 (the parser's `sanitize_utf8`):
/// outside strings and comments it is a stray character, as the byte it
/// replaces is to MLIR's lexer. Source lines show it as U+FFFD.
pub const INVALID_UTF8_STAND_IN: u8 = 0x1a;

/// The source line followed by a caret line under 1-based byte column `col`,
/// as LLVM's `SourceMgr` prints them for mlir-opt: tabs expand to the next
/// multiple of eight columns (in the caret line too, so that the caret stays
/// under its character), and a line with non-ASCII bytes is shown without a
/// caret line.
pub fn render_source_line(line: &str, col: usize) -> String {
    let line = line.strip_suffix('\r').unwrap_or(line);
    let mut s = String::with_capacity(line.len() * 2 + 4);
    let mut width = 0;
    for c in line.chars() {
        if c == '\t' {
            push_cell(&mut s, &mut width, ' ', 1, true);
        } else if c == char::from(INVALID_UTF8_STAND_IN) {
            push_cell(&mut s, &mut width, char::REPLACEMENT_CHARACTER, 1, false);
        } else {
            push_cell(&mut s, &mut width, c, c.len_utf8(), false);
        }
    }
    s.push('\n');
    // (No caret under a line with bytes other than ASCII, as LLVM.)
    if !line.is_ascii() || line.as_bytes().contains(&INVALID_UTF8_STAND_IN) {
        return s;
    }
    // One cell per byte up to the caret; a tab's cell is as wide as in the
    // line above.
    let mut width = 0;
    let bytes = line.as_bytes();
    let col = col.max(1);
    for i in 0..col {
        let mark = if i + 1 == col { '^' } else { ' ' };
        push_cell(&mut s, &mut width, mark, 1, bytes.get(i) == Some(&b'\t'));
    }
    s.push('\n');
    s
}

/// Appends `c`, `bytes` columns wide, and for a tab as many more as reach
/// the next eight-column stop.
fn push_cell(s: &mut String, width: &mut usize, c: char, bytes: usize, tab: bool) {
    const TAB_STOP: usize = 8;
    s.push(c);
    *width += bytes;
    while tab && !width.is_multiple_of(TAB_STOP) {
        s.push(c);
        *width += 1;
    }
}

/// The innermost `file:line:col` of a location (through names, call sites and fusions).
pub fn file_line_col(ctx: &Context, loc: Location) -> Option<(String, u32, u32)> {
    let mut l = loc;
    for _ in 0..64 {
        match &*ctx.loc_data(l) {
            LocData::FileLineCol { file, line, col } => {
                return Some((ctx.ident_str(*file).to_string(), *line, *col))
            }
            LocData::Name { child: Some(c), .. } => l = *c,
            LocData::CallSite { callee, .. } => l = *callee,
            LocData::Fused(f) if !f.locs.is_empty() => l = f.locs[0],
            _ => return None,
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::render_source_line;

    #[test]
    fn tabs_expand_to_eight_column_stops_like_mlir_opt() {
        // (mlir-opt 19 on `\t%0 = "t.op"() : () -> i32 \t @`, the error at
        // the `@`'s next byte, column 34.)
        let line = "\t%0 = \"test.op\"() : () -> i32 \t @";
        assert_eq!(
            render_source_line(line, 34),
            format!(
                "{}%0 = \"test.op\"() : () -> i32     @\n{}^\n",
                " ".repeat(8),
                " ".repeat(42)
            )
        );
        // A caret on a tab fills the tab's columns.
        assert_eq!(render_source_line("a\tb", 2), "a       b\n ^^^^^^^\n");
    }

    #[test]
    fn lines_with_non_ascii_bytes_have_no_caret_line() {
        assert_eq!(
            render_source_line("x = \"\u{e9}\t\", @", 12),
            "x = \"\u{e9} \", @\n"
        );
    }
}

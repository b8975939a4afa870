//! Diagnostics rendered like `mlir-opt`: `file:line:col: error: message`,
//! then the source line, then a caret under the column.

use crate::context::Context;
use crate::location::{LocData, Location};

/// Severity of a diagnostic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// An error.
    Error,
    /// A note attached to an error.
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
                let l = crate::printer::loc_to_string(ctx, self.loc);
                out.push_str(&format!("{l}: {sev}: {}\n", self.message));
            }
        }
        for n in &self.notes {
            n.render_into(ctx, sources, out);
        }
    }
}

/// The source line followed by a caret line pointing at 1-based column `col`.
pub fn render_source_line(line: &str, col: usize) -> String {
    let line = line.strip_suffix('\r').unwrap_or(line);
    let mut s = String::with_capacity(line.len() * 2 + 4);
    s.push_str(line);
    s.push('\n');
    for _ in 1..col.max(1) {
        s.push(' ');
    }
    s.push_str("^\n");
    s
}

/// The innermost `file:line:col` of a location (through names, call sites and fusions).
pub fn file_line_col(ctx: &Context, loc: Location) -> Option<(String, u32, u32)> {
    let mut l = loc;
    for _ in 0..64 {
        match ctx.loc_data(l) {
            LocData::FileLineCol { file, line, col } => {
                return Some((ctx.ident_str(*file).to_string(), *line, *col))
            }
            LocData::Name { child: Some(c), .. } => l = *c,
            LocData::CallSite { callee, .. } => l = *callee,
            LocData::Fused { locs, .. } if !locs.is_empty() => l = locs[0],
            _ => return None,
        }
    }
    None
}

//! Diagnostics rendered like `mlir-opt`: `file:line:col: error: message`,
//! then the source line, then a caret under the column; a location without
//! a file position is printed as the printer prints locations.

use crate::asm::printer::loc_to_string;
use crate::core::context::Context;
use crate::core::diag::{file_line_col, render_source_line, Diagnostic, Severity};

impl Diagnostic {
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
                let l = loc_to_string(ctx, self.loc);
                out.push_str(&format!("{l}: {sev}: {}\n", self.message));
            }
        }
        for n in &self.notes {
            n.render_into(ctx, sources, out);
        }
    }
}

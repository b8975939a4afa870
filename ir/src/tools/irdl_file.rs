//! `--irdl-file=<filename>` (`MlirOptMain.cpp`'s `loadIRDLDialects`): the
//! `irdl.dialect` ops of a file become dynamic dialects of the context
//! before the input is parsed. The driver parses and verifies the file;
//! turning its ops into dialects is the `irdl` dialect's work, reached
//! through the [`DialectFileLoader`] it attaches to its namespace (so
//! `ir` does not depend on it).

use std::io::Write;

use crate::core::context::Context;
use crate::core::diag::Diagnostic;
use crate::core::op_asm::ParseError;
use crate::core::storage::OpId;

use super::source_mgr::{render_diagnostic, SourceLoc, SourceMgr};

/// Loads the dialects a parsed and verified module defines (upstream's
/// `irdl::loadDialects`); attached as a dialect interface of the
/// [`DIALECT_FILE_NAMESPACE`] dialect.
pub trait DialectFileLoader {
    /// Defines the dialects of `module` in `ctx`; the error is reported.
    fn load_dialects(&self, ctx: &mut Context, module: OpId) -> Result<(), Diagnostic>;
}

/// The dialect whose [`DialectFileLoader`] `--irdl-file` uses.
pub const DIALECT_FILE_NAMESPACE: &str = "irdl";

/// A parse error of the buffer `name` of `mgr` as a diagnostic with its
/// notes, then its follow-up errors.
fn parse_error_diagnostics(
    ctx: &mut Context,
    mgr: &SourceMgr<'_>,
    name: &str,
    e: ParseError,
) -> Vec<Diagnostic> {
    let len = mgr.buffers()[0].text.len();
    let loc_at = |ctx: &mut Context, offset: usize| {
        let (line, col) = mgr.line_and_column(SourceLoc {
            buffer: 0,
            offset: offset.min(len),
        });
        ctx.file_line_col_loc(name, line, col)
    };
    let mut d = Diagnostic::error(loc_at(ctx, e.offset), e.message);
    for (offset, note) in e.notes {
        d = d.with_note(loc_at(ctx, offset), note);
    }
    let mut all = vec![d];
    for (offset, message) in e.followups {
        all.push(Diagnostic::error(loc_at(ctx, offset), message));
    }
    all
}

/// Loads the dialects of the IRDL file `path` into `ctx`; false (its
/// diagnostics written to `err`) when the file cannot be read, parsed,
/// verified or loaded.
pub(super) fn load_irdl_file(ctx: &mut Context, path: &str, err: &mut dyn Write) -> bool {
    let text = match std::fs::read(path) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(e) => {
            let reason = match e.kind() {
                std::io::ErrorKind::NotFound => "No such file or directory".to_string(),
                _ => e.to_string(),
            };
            // (Upstream reports it at an unknown location, which its
            // source manager's handler shows as `<unknown>:0`.)
            let _ = writeln!(
                err,
                "<unknown>:0: error: cannot open input file '{path}': {reason}"
            );
            return false;
        }
    };
    let mut mgr = SourceMgr::new();
    mgr.add_buffer(path, text.as_str());
    let mut report = |ctx: &Context, ds: Vec<Diagnostic>| {
        let mut out = String::new();
        for d in &ds {
            render_diagnostic(ctx, &mgr, d, &mut out);
        }
        let _ = err.write_all(out.as_bytes());
    };
    let module = match crate::parser::parse_source(ctx, &text, path) {
        Ok(m) => m,
        Err(e) => {
            let ds = parse_error_diagnostics(ctx, &mgr, path, e);
            report(ctx, ds);
            return false;
        }
    };
    let verified = crate::verifier::verify(ctx, module);
    let side = ctx.take_side_diagnostics();
    report(ctx, side);
    if let Err(d) = verified {
        report(ctx, vec![d]);
        return false;
    }
    let Some(loader) = ctx.dialect_interface::<dyn DialectFileLoader>(DIALECT_FILE_NAMESPACE)
    else {
        let d = Diagnostic::error(
            ctx.unknown_loc(),
            format!(
                "--irdl-file needs the '{DIALECT_FILE_NAMESPACE}' dialect, which is not registered"
            ),
        );
        report(ctx, vec![d]);
        return false;
    };
    if let Err(d) = loader.load_dialects(ctx, module) {
        report(ctx, vec![d]);
        return false;
    }
    true
}

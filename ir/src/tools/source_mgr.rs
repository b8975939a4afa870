//! The source buffers of a tool run and the text of its diagnostics, as
//! LLVM's `SourceMgr` and `SMDiagnostic::print` make them for `mlir-opt`
//! (`file:line:col: error: message`, the source line with tabs expanded to
//! eight-column stops, a caret line with `~` under ranges), and as MLIR's
//! `SourceMgrDiagnosticHandler` (`lib/IR/Diagnostics.cpp`) turns an IR
//! [`Diagnostic`] into them: call stacks as "called from" notes, notes
//! without their source line when they sit where the previous one did.

use std::borrow::Cow;

use crate::core::context::Context;
use crate::core::diag::{Diagnostic, Severity};
use crate::core::location::{LocData, Location};

/// One buffer: its identifier (a file name, `<stdin>`, or a split chunk's
/// `within split at FILE:LINE offset `) and its text.
#[derive(Clone, Debug)]
pub struct SourceBuffer<'t> {
    /// The identifier diagnostics show and locations name.
    pub name: String,
    /// The text (borrowed from the caller when it can be).
    pub text: Cow<'t, str>,
}

/// A position: a byte offset into one of the manager's buffers (LLVM's
/// `SMLoc`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SourceLoc {
    /// The buffer's index in the manager.
    pub buffer: usize,
    /// Byte offset into the buffer's text.
    pub offset: usize,
}

/// The buffers diagnostics may point into.
#[derive(Clone, Debug, Default)]
pub struct SourceMgr<'t> {
    buffers: Vec<SourceBuffer<'t>>,
    /// Buffers whose text was dropped ([`SourceMgr::release_to_file`]),
    /// until [`SourceMgr::reload`] reads them back.
    released: Vec<Released>,
}

/// A buffer whose text was dropped: the file it came from and its length;
/// `gone` once reading it back failed (it is not tried again).
#[derive(Clone, Debug)]
struct Released {
    buffer: usize,
    path: String,
    len: usize,
    gone: bool,
}

impl<'t> SourceMgr<'t> {
    /// An empty manager.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a buffer; returns its index.
    pub fn add_buffer(&mut self, name: impl Into<String>, text: impl Into<Cow<'t, str>>) -> usize {
        self.buffers.push(SourceBuffer {
            name: name.into(),
            text: text.into(),
        });
        self.buffers.len() - 1
    }

    /// The buffers, in the order they were added.
    pub fn buffers(&self) -> &[SourceBuffer<'t>] {
        &self.buffers
    }

    /// The first buffer named `name` (none while its text is released).
    pub fn find_buffer(&self, name: &str) -> Option<usize> {
        self.buffers
            .iter()
            .position(|b| b.name == name)
            .filter(|&i| self.released.iter().all(|r| r.buffer != i))
    }

    /// Drops the text of `buffer`, read from the file `path`, until a
    /// diagnostic needs it ([`SourceMgr::reload`]): once the input is
    /// parsed, only diagnostics quote it (mlir-opt maps its input file, and
    /// the system likewise reads the pages back when they are quoted). The
    /// IR of a large input is smaller than its text.
    pub fn release_to_file(&mut self, buffer: usize, path: &str) {
        let text = std::mem::take(&mut self.buffers[buffer].text);
        self.released.push(Released {
            buffer,
            path: path.to_string(),
            len: text.len(),
            gone: false,
        });
    }

    /// Reads the released buffers back from their files. A file that
    /// cannot be read or no longer holds as many bytes stays released:
    /// diagnostics in it show no source line, as for a file not given as
    /// input.
    pub fn reload(&mut self) {
        let buffers = &mut self.buffers;
        self.released.retain_mut(|r| {
            if r.gone {
                return true;
            }
            let text = std::fs::read(&r.path).ok().map(|bytes| {
                String::from_utf8(bytes)
                    .unwrap_or_else(|e| crate::parser::sanitize_utf8(e.as_bytes()).into_owned())
            });
            match text {
                Some(text) if text.len() == r.len => {
                    buffers[r.buffer].text = Cow::Owned(text);
                    false
                }
                _ => {
                    r.gone = true;
                    true
                }
            }
        });
    }

    /// 1-based line and column of `loc`. Lines end at `\n`; a column counts
    /// bytes from the last `\n` (LLVM's `getLineAndColumn`).
    pub fn line_and_column(&self, loc: SourceLoc) -> (u32, u32) {
        let before = &self.buffers[loc.buffer].text.as_bytes()[..loc.offset];
        let line = before.iter().filter(|&&c| c == b'\n').count() + 1;
        // (Columns count from the last line feed only, as LLVM's
        // `getLineAndColumn`: a carriage return does not start a line.)
        let start = before
            .iter()
            .rposition(|&c| c == b'\n')
            .map_or(0, |p| p + 1);
        (to_u32(line), to_u32(loc.offset - start + 1))
    }

    /// The position of 1-based `line` and `col` (`FindLocForLineAndColumn`):
    /// none past the buffer's lines, or when the column runs past its line.
    pub fn find_loc(&self, buffer: usize, line: u32, col: u32) -> Option<SourceLoc> {
        let text = self.buffers[buffer].text.as_bytes();
        let mut start = 0;
        for _ in 1..line.max(1) {
            start += text[start..].iter().position(|&c| c == b'\n')? + 1;
        }
        let col = col.saturating_sub(1) as usize;
        if start + col > text.len()
            || text[start..start + col]
                .iter()
                .any(|&c| c == b'\n' || c == b'\r')
        {
            return None;
        }
        Some(SourceLoc {
            buffer,
            offset: start + col,
        })
    }

    /// Appends the message LLVM's `SourceMgr::PrintMessage` prints: at
    /// `loc` with its source line and caret, and `~` under the parts of
    /// `ranges` on that line; with no location, `<unknown>:0: `.
    pub fn print_message(
        &self,
        out: &mut String,
        loc: Option<SourceLoc>,
        kind: Severity,
        message: &str,
        ranges: &[(SourceLoc, SourceLoc)],
    ) {
        let Some(loc) = loc else {
            push_header(out, "<unknown>:0", kind, message);
            return;
        };
        let buffer = &self.buffers[loc.buffer];
        let text = buffer.text.as_bytes();
        let is_eol = |c: &u8| *c == b'\n' || *c == b'\r';
        let line_start = text[..loc.offset]
            .iter()
            .rposition(is_eol)
            .map_or(0, |p| p + 1);
        let line_end = text[loc.offset..]
            .iter()
            .position(is_eol)
            .map_or(text.len(), |p| loc.offset + p);
        let (line, col) = self.line_and_column(loc);
        let name = if buffer.name == "-" {
            "<stdin>"
        } else {
            &buffer.name
        };
        push_header(out, &format!("{name}:{line}:{col}"), kind, message);
        let line_text = &text[line_start..line_end];
        let columns: Vec<(usize, usize)> = ranges
            .iter()
            .filter(|(s, e)| s.buffer == loc.buffer && e.buffer == loc.buffer)
            .filter(|(s, e)| s.offset <= line_end && e.offset >= line_start)
            .map(|(s, e)| {
                (
                    s.offset.max(line_start) - line_start,
                    e.offset.min(line_end) - line_start,
                )
            })
            .collect();
        push_source_line(out, line_text, col as usize - 1, &columns);
    }
}

fn to_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// The label of a severity, as diagnostics print it.
pub fn severity_label(kind: Severity) -> &'static str {
    match kind {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Remark => "remark",
        Severity::Note => "note",
    }
}

/// `where: kind: message` and a newline.
fn push_header(out: &mut String, place: &str, kind: Severity, message: &str) {
    out.push_str(place);
    out.push_str(": ");
    out.push_str(severity_label(kind));
    out.push_str(": ");
    out.push_str(message);
    out.push('\n');
}

/// The source line (tabs expanded to eight-column stops) and, for an ASCII
/// line, the caret line: `~` under `ranges`, `^` at byte column `col`
/// (0-based; past the end of the line it goes right after it), trailing
/// blanks dropped, each tab's cell as wide as in the line above.
fn push_source_line(out: &mut String, line: &[u8], col: usize, ranges: &[(usize, usize)]) {
    const TAB_STOP: usize = 8;
    let text = String::from_utf8_lossy(line);
    let mut width = 0;
    for c in text.chars() {
        if c == '\t' {
            loop {
                out.push(' ');
                width += 1;
                if width % TAB_STOP == 0 {
                    break;
                }
            }
        } else if c == char::from(crate::core::diag::INVALID_UTF8_STAND_IN) {
            out.push(char::REPLACEMENT_CHARACTER);
            width += 1;
        } else {
            out.push(c);
            width += c.len_utf8();
        }
    }
    out.push('\n');
    // (No caret under a line with other bytes than ASCII, as LLVM: the
    // stand-in of bytes that are not UTF-8 counts as one of them.)
    if !line.is_ascii() || line.contains(&crate::core::diag::INVALID_UTF8_STAND_IN) {
        return;
    }
    let mut caret = vec![b' '; line.len() + 1];
    for &(s, e) in ranges {
        for c in caret.iter_mut().take(e).skip(s) {
            *c = b'~';
        }
    }
    caret[col.min(line.len())] = b'^';
    while caret.last() == Some(&b' ') {
        caret.pop();
    }
    let mut width = 0;
    for (i, &c) in caret.iter().enumerate() {
        loop {
            out.push(char::from(c));
            width += 1;
            if line.get(i) != Some(&b'\t') || width % TAB_STOP == 0 {
                break;
            }
        }
    }
    out.push('\n');
}

/// The first `file:line:col` location inside `loc`, searched as MLIR's
/// `findInstanceOf<FileLineColLoc>` walks: the location, then its parts in
/// order (a call site's callee before its caller).
pub fn find_file_line_col(ctx: &Context, loc: Location) -> Option<Location> {
    match &*ctx.loc_data(loc) {
        LocData::FileLineCol { .. } => Some(loc),
        LocData::Name { child, .. } => child.and_then(|c| find_file_line_col(ctx, c)),
        LocData::CallSite { callee, caller } => {
            find_file_line_col(ctx, *callee).or_else(|| find_file_line_col(ctx, *caller))
        }
        LocData::Fused(f) => f.locs.iter().find_map(|&l| find_file_line_col(ctx, l)),
        _ => None,
    }
}

/// The call site a diagnostic at `loc` reports a stack for (MLIR's
/// `getCallSiteLoc`): `(callee, caller)`.
fn call_site(ctx: &Context, loc: Location) -> Option<Location> {
    match &*ctx.loc_data(loc) {
        LocData::Name { child: Some(c), .. } => call_site(ctx, *c),
        LocData::CallSite { caller, .. } => Some(*caller),
        LocData::Fused(f) => f.locs.iter().find_map(|&l| call_site(ctx, l)),
        _ => None,
    }
}

/// How many callers a diagnostic's call stack shows (`callStackLimit`).
const CALL_STACK_LIMIT: usize = 10;

/// Appends `diagnostic` as `SourceMgrDiagnosticHandler::emitDiagnostic`
/// prints it: the message at its location, one "called from" note per
/// caller of a call-site location, then its notes (a note's source line is
/// left out when it sits where the previous diagnostic line did).
pub fn render_diagnostic(
    ctx: &Context,
    mgr: &SourceMgr<'_>,
    diagnostic: &Diagnostic,
    out: &mut String,
) {
    let mut loc = diagnostic.loc;
    emit_at(
        ctx,
        mgr,
        loc,
        &diagnostic.message,
        diagnostic.severity,
        true,
        out,
    );
    let mut caller = call_site(ctx, loc);
    let mut depth = 0;
    while let Some(c) = caller {
        if depth == CALL_STACK_LIMIT {
            break;
        }
        loc = c;
        emit_at(ctx, mgr, loc, "called from", Severity::Note, true, out);
        caller = call_site(ctx, loc);
        depth += 1;
    }
    for note in &diagnostic.notes {
        if note.severity != Severity::Note {
            // A diagnostic of its own that follows this one (see
            // `Diagnostic::followed_by`).
            render_diagnostic(ctx, mgr, note, out);
            loc = note.loc;
            continue;
        }
        emit_at(
            ctx,
            mgr,
            note.loc,
            &note.message,
            note.severity,
            loc != note.loc,
            out,
        );
        loc = note.loc;
    }
}

/// One diagnostic line (and source line) at an IR location: MLIR's
/// `SourceMgrDiagnosticHandler::emitDiagnostic(Location, ...)`.
pub fn emit_at(
    ctx: &Context,
    mgr: &SourceMgr<'_>,
    loc: Location,
    message: &str,
    kind: Severity,
    show_source_line: bool,
    out: &mut String,
) {
    let Some(file_loc) = find_file_line_col(ctx, loc) else {
        // No file position: the location itself leads the message.
        let text = if matches!(*ctx.loc_data(loc), LocData::Unknown) {
            message.to_string()
        } else {
            format!(
                "{}: {message}",
                crate::core::printer::loc_to_string(ctx, loc)
            )
        };
        mgr.print_message(out, None, kind, &text, &[]);
        return;
    };
    let data = ctx.loc_data(file_loc);
    let LocData::FileLineCol { file, line, col } = &*data else {
        return;
    };
    let (file, line, col) = (ctx.ident_str(*file), *line, *col);
    if show_source_line && line != 0 && col != 0 {
        if let Some(at) = mgr
            .find_buffer(file)
            .and_then(|b| mgr.find_loc(b, line, col))
        {
            mgr.print_message(out, Some(at), kind, message, &[]);
            return;
        }
    }
    push_header(out, &format!("{file}:{line}:{col}"), kind, message);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(text: &str, offset: usize, ranges: &[(usize, usize)]) -> String {
        let mut mgr = SourceMgr::new();
        let b = mgr.add_buffer("f.mlir", text);
        let at = |offset| SourceLoc { buffer: b, offset };
        let ranges: Vec<_> = ranges.iter().map(|&(s, e)| (at(s), at(e))).collect();
        let mut out = String::new();
        mgr.print_message(&mut out, Some(at(offset)), Severity::Error, "m", &ranges);
        out
    }

    /// A diagnostic followed by another (`Diagnostic::followed_by`): both
    /// shown in full, each with its source line, the second's notes after
    /// it.
    #[test]
    fn a_following_diagnostic_is_shown_in_full() {
        let mut ctx = Context::new();
        let mut mgr = SourceMgr::new();
        mgr.add_buffer("f.mlir", "ab\n  cd\n");
        let loc = ctx.file_line_col_loc("f.mlir", 2, 3);
        let d = Diagnostic::error(loc, "first").followed_by(
            Diagnostic::error(loc, "second").with_note(loc, "see current operation: x"),
        );
        let mut out = String::new();
        render_diagnostic(&ctx, &mgr, &d, &mut out);
        assert_eq!(
            out,
            "f.mlir:2:3: error: first\n  cd\n  ^\n\
             f.mlir:2:3: error: second\n  cd\n  ^\n\
             f.mlir:2:3: note: see current operation: x\n"
        );
    }

    #[test]
    fn caret_and_ranges_like_llvm() {
        assert_eq!(
            message("ab\n  cd\n", 5, &[]),
            "f.mlir:2:3: error: m\n  cd\n  ^\n"
        );
        assert_eq!(
            message("x // expected-error {{foo}}\n", 5, &[(5, 8)]),
            "f.mlir:1:6: error: m\nx // expected-error {{foo}}\n     ^~~\n"
        );
        // A tab under the caret fills its columns; past the end of the line
        // the caret sits right after it.
        assert_eq!(
            message("a\tb", 1, &[]),
            "f.mlir:1:2: error: m\na       b\n ^^^^^^^\n"
        );
        assert_eq!(message("ab\n", 2, &[]), "f.mlir:1:3: error: m\nab\n  ^\n");
    }

    #[test]
    fn released_text_is_read_back_from_its_file() {
        let path = std::env::temp_dir().join(format!("ir-source-mgr-{}.mlir", std::process::id()));
        let path = path.to_str().expect("a UTF-8 temporary path").to_string();
        std::fs::write(&path, "ab\ncd\n").expect("write");
        let mut mgr = SourceMgr::new();
        let b = mgr.add_buffer("f", String::from("ab\ncd\n"));
        mgr.release_to_file(b, &path);
        assert_eq!(mgr.buffers()[b].text, "");
        assert_eq!(mgr.find_buffer("f"), None);
        mgr.reload();
        assert_eq!(mgr.find_buffer("f"), Some(b));
        assert_eq!(mgr.buffers()[b].text, "ab\ncd\n");
        // A file that changed length stays released: no source line.
        mgr.release_to_file(b, &path);
        std::fs::write(&path, "ab\n").expect("write");
        mgr.reload();
        assert_eq!(mgr.find_buffer("f"), None);
        let _ = std::fs::remove_file(&path);
    }

    #[test]
    fn lines_and_columns() {
        let mut mgr = SourceMgr::new();
        let b = mgr.add_buffer("f", "ab\ncd\n");
        assert_eq!(
            mgr.find_loc(b, 2, 2),
            Some(SourceLoc {
                buffer: b,
                offset: 4
            })
        );
        assert_eq!(
            mgr.find_loc(b, 2, 3),
            Some(SourceLoc {
                buffer: b,
                offset: 5
            })
        );
        assert_eq!(mgr.find_loc(b, 2, 4), None);
        assert_eq!(
            mgr.find_loc(b, 3, 1),
            Some(SourceLoc {
                buffer: b,
                offset: 6
            })
        );
        assert_eq!(mgr.find_loc(b, 4, 1), None);
        assert_eq!(
            mgr.line_and_column(SourceLoc {
                buffer: b,
                offset: 4
            }),
            (2, 2)
        );
    }
}

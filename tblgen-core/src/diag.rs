//! Source locations and diagnostics, rendered exactly like `llvm-tblgen`.
//!
//! Every file the front end reads is registered in a [`SourceMap`] and gets a
//! [`FileId`]. Locations are byte offsets into a file ([`Loc`]); line and
//! column numbers are computed only when a diagnostic is rendered. One
//! renderer ([`Diagnostic::render`]) prints
//!
//! ```text
//! path:line:col: error: message
//! <the source line>
//!     ^
//! ```
//!
//! followed by notes (for example the include stack). Backends reuse it for
//! their own errors, warnings and notes.

use std::fmt;
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::sync::{Arc, OnceLock};

/// Text that is not UTF-8. llvm-tblgen's strings are bytes: a string or a
/// comment may hold bytes that are not UTF-8, which it prints back as they
/// are. Here a text is a `String`, so each such byte is read as a character
/// of its own, a *marker* (U+10FF80 + the byte less 0x80, in a private-use
/// plane), and written back as the byte on output ([`bytes::to_bytes`]). A marker
/// that is in the input as itself is read as its four bytes, each as a
/// marker: every text reads back as the bytes it was read from.
pub mod bytes {
    /// The first marker (for byte 0x80).
    const FIRST: u32 = 0x10_FF80;

    /// Whether `c` stands for a byte.
    fn is_marker(c: char) -> bool {
        c as u32 >= FIRST
    }

    /// The text of `raw`: its UTF-8 as is, every other byte as a marker.
    pub fn from_bytes(raw: Vec<u8>) -> String {
        match String::from_utf8(raw) {
            Ok(s) if !has_markers(&s) => s,
            Ok(s) => encode(s.as_bytes()),
            Err(e) => encode(e.as_bytes()),
        }
    }

    fn encode(mut raw: &[u8]) -> String {
        let mut out = String::with_capacity(raw.len() + raw.len() / 8);
        let push_bytes = |out: &mut String, b: &[u8]| {
            for &x in b {
                // (Only bytes of 0x80 and above are ever cut out.)
                out.push(char::from_u32(FIRST + u32::from(x & 0x7F)).unwrap_or('\u{FFFD}'));
            }
        };
        loop {
            let (valid, bad) = match std::str::from_utf8(raw) {
                Ok(s) => (s, 0),
                Err(e) => {
                    let good = e.valid_up_to();
                    let bad = e.error_len().unwrap_or(raw.len() - good);
                    (std::str::from_utf8(&raw[..good]).unwrap_or_default(), bad)
                }
            };
            for c in valid.chars() {
                if is_marker(c) {
                    push_bytes(&mut out, c.encode_utf8(&mut [0; 4]).as_bytes());
                } else {
                    out.push(c);
                }
            }
            if bad == 0 {
                return out;
            }
            let at = valid.len();
            push_bytes(&mut out, &raw[at..at + bad]);
            raw = &raw[at + bad..];
        }
    }

    /// Whether `text` holds a marker (the first byte of each is 0xF4, which
    /// starts no other character of the text).
    pub fn has_markers(text: &str) -> bool {
        let b = text.as_bytes();
        memchr::memchr_iter(0xF4, b).any(|i| b.get(i + 1) == Some(&0x8F))
    }

    /// The bytes `text` stands for: each marker as its byte.
    pub fn to_bytes(text: &str) -> std::borrow::Cow<'_, [u8]> {
        if !has_markers(text) {
            return std::borrow::Cow::Borrowed(text.as_bytes());
        }
        let mut out = Vec::with_capacity(text.len());
        for c in text.chars() {
            if is_marker(c) {
                out.push(0x80 + (c as u32 - FIRST) as u8);
            } else {
                out.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
            }
        }
        std::borrow::Cow::Owned(out)
    }

    /// How many bytes the markers in `text` stand in for less than they
    /// take (three each): to count columns in the bytes as read.
    pub fn extra(text: &str) -> usize {
        if !has_markers(text) {
            return 0;
        }
        3 * text.chars().filter(|&c| is_marker(c)).count()
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn every_byte_string_reads_back() {
            let cases: &[&[u8]] = &[
                b"plain",
                b"\xff\x80 a \xc3",
                "é \u{10FF80} \u{10FFFF} x".as_bytes(),
                b"\xf4\x8f\xbe\x80",
                b"\xe2\x82",
                b"",
            ];
            for raw in cases {
                let text = from_bytes(raw.to_vec());
                assert_eq!(&*to_bytes(&text), *raw, "{:?}", text);
            }
            assert_eq!(extra(&from_bytes(b"a\xffb".to_vec())), 3);
            assert_eq!(from_bytes(b"ok".to_vec()), "ok");
        }
    }
}

/// A file's text, shared between threads: a `String` behind an `Arc`, not
/// an `Arc<str>`, so that a text read or preprocessed is shared as it is
/// rather than copied into a new allocation.
pub type Text = Arc<String>;

/// Identifies one file registered in a [`SourceMap`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FileId(pub u32);

/// A point in a source file: file and byte offset.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Loc {
    /// The file.
    pub file: FileId,
    /// Byte offset from the start of the file.
    pub offset: u32,
}

/// A byte range in one source file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Span {
    /// The file.
    pub file: FileId,
    /// First byte.
    pub start: u32,
    /// One past the last byte.
    pub end: u32,
}

impl Span {
    /// The start of the span as a point.
    pub fn loc(self) -> Loc {
        Loc {
            file: self.file,
            offset: self.start,
        }
    }
}

/// One registered source file.
#[derive(Debug)]
pub struct SourceFile {
    /// The path as it was opened (printed in diagnostics).
    pub path: PathBuf,
    /// The full text.
    pub text: Text,
    /// Byte offsets where each line starts, computed when first needed
    /// (only diagnostics need them; most files never have one).
    line_starts: OnceLock<Vec<u32>>,
    /// Where this file was included from, if it was.
    pub included_from: Option<Loc>,
}

impl SourceFile {
    fn line_starts(&self) -> &[u32] {
        self.line_starts.get_or_init(|| {
            let mut starts = vec![0u32];
            starts.extend(
                self.text
                    .bytes()
                    .enumerate()
                    .filter(|&(_, b)| b == b'\n')
                    .map(|(i, _)| i as u32 + 1),
            );
            starts
        })
    }

    /// 1-based line and column of a byte offset, as LLVM's `SourceMgr`
    /// counts them: lines by `\n` alone, the column in bytes from the last
    /// `\n` or `\r`.
    pub fn line_col(&self, offset: u32) -> (usize, usize) {
        let line_starts = self.line_starts();
        let line = match line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let off = (offset as usize).min(self.text.len());
        let start = self.line_start(off);
        // (In bytes as read: a marker stands for one byte.)
        let extra = self.text.get(start..off).map_or(0, bytes::extra);
        (line + 1, off - start - extra + 1)
    }

    /// Where the line holding byte `off` starts: past the last `\n` or `\r`
    /// before it.
    fn line_start(&self, off: usize) -> usize {
        memchr::memrchr2(b'\n', b'\r', &self.text.as_bytes()[..off]).map_or(0, |p| p + 1)
    }

    /// The text of the line holding `offset`, between line breaks (`\n` or
    /// `\r`), as LLVM shows it under a diagnostic.
    pub fn line_text(&self, offset: u32) -> &str {
        let b = self.text.as_bytes();
        let off = (offset as usize).min(b.len());
        let start = self.line_start(off);
        let end = memchr::memchr2(b'\n', b'\r', &b[off..]).map_or(b.len(), |p| off + p);
        self.text.get(start..end).unwrap_or("")
    }
}

/// All files read while processing one input.
#[derive(Debug, Default)]
pub struct SourceMap {
    files: Vec<SourceFile>,
}

impl SourceMap {
    /// An empty map.
    pub fn new() -> Self {
        Self::default()
    }

    /// Registers a file and returns its id.
    pub fn add(&mut self, path: PathBuf, text: Text, included_from: Option<Loc>) -> FileId {
        self.files.push(SourceFile {
            path,
            text,
            line_starts: OnceLock::new(),
            included_from,
        });
        FileId(self.files.len() as u32 - 1)
    }

    /// The file with this id.
    pub fn file(&self, id: FileId) -> &SourceFile {
        &self.files[id.0 as usize]
    }

    /// Every registered file, in the order they were read.
    pub fn files(&self) -> impl Iterator<Item = &SourceFile> {
        self.files.iter()
    }

    /// Paths of all files read (deduplicated, in first-read order).
    pub fn paths(&self) -> Vec<&Path> {
        let mut out: Vec<&Path> = Vec::new();
        for f in &self.files {
            if !out.contains(&f.path.as_path()) {
                out.push(&f.path);
            }
        }
        out
    }
}

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// Processing failed.
    Error,
    /// Something suspicious.
    Warning,
    /// Extra information attached to another diagnostic.
    Note,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        })
    }
}

/// One message, optionally located, with attached notes.
#[derive(Clone, Debug)]
pub struct Diagnostic {
    /// Error, warning or note.
    pub severity: Severity,
    /// Where it happened (`None` for messages about the command line).
    pub loc: Option<Loc>,
    /// The message text.
    pub message: String,
    /// Notes printed after the message.
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// An error at `loc`.
    pub fn error(loc: Loc, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            loc: Some(loc),
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// A warning at `loc`.
    pub fn warning(loc: Loc, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Warning,
            loc: Some(loc),
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// An error without a location.
    pub fn unlocated(message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            loc: None,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// Adds a note at `loc`.
    pub fn with_note(mut self, loc: Loc, message: impl Into<String>) -> Self {
        self.notes.push(Diagnostic {
            severity: Severity::Note,
            loc: Some(loc),
            message: message.into(),
            notes: Vec::new(),
        });
        self
    }

    /// Renders the diagnostic (and its notes) like llvm-tblgen does.
    pub fn render(&self, sm: &SourceMap) -> String {
        let mut out = String::new();
        self.render_into(sm, &mut out);
        out
    }

    fn render_into(&self, sm: &SourceMap, out: &mut String) {
        use std::fmt::Write;
        match self.loc {
            Some(loc) if (loc.file.0 as usize) < sm.files.len() => {
                let file = sm.file(loc.file);
                // The include stack first, outermost file first (like LLVM's SourceMgr).
                let mut stack = Vec::new();
                let mut from = file.included_from;
                while let Some(inc) = from {
                    if stack.len() > 256 {
                        break;
                    }
                    let f = sm.file(inc.file);
                    stack.push(format!(
                        "Included from {}:{}:\n",
                        f.path.display(),
                        f.line_col(inc.offset).0
                    ));
                    from = f.included_from;
                }
                for s in stack.iter().rev() {
                    out.push_str(s);
                }
                let (line, col) = file.line_col(loc.offset);
                let _ = writeln!(
                    out,
                    "{}:{}:{}: {}: {}",
                    file.path.display(),
                    line,
                    col,
                    self.severity,
                    self.message
                );
                source_and_caret(file.line_text(loc.offset), col, out);
            }
            _ => {
                let _ = writeln!(out, "{}: {}", self.severity, self.message);
            }
        }
        for n in &self.notes {
            n.render_into(sm, out);
        }
    }
}

/// A list of diagnostics (the error type of the front end).
#[derive(Clone, Debug, Default)]
pub struct Diagnostics {
    /// The diagnostics, in the order they were reported.
    pub list: Vec<Diagnostic>,
    /// The files read so far, to render the diagnostics.
    pub sources: Rc<SourceMapHandle>,
}

/// A shareable snapshot of a [`SourceMap`] for rendering.
#[derive(Debug, Default)]
pub struct SourceMapHandle(pub SourceMap);

impl Diagnostics {
    /// Renders every diagnostic.
    pub fn render(&self) -> String {
        self.list
            .iter()
            .map(|d| d.render(&self.sources.0))
            .collect()
    }

    /// True if any diagnostic is an error.
    pub fn has_errors(&self) -> bool {
        self.list.iter().any(|d| d.severity == Severity::Error)
    }
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render())
    }
}

impl std::error::Error for Diagnostics {}

/// Appends the source line and the caret line under 1-based (byte) column
/// `col` as LLVM's `SourceMgr` prints them: tabs expand to the next
/// multiple of eight columns, in the caret line too (a caret on a tab fills
/// the tab's columns), so that the caret stays under its character; a
/// caret past the end of the line stands just after it. A line with a
/// non-ASCII byte is shown without a caret (LLVM cannot place one there).
fn source_and_caret(line: &str, col: usize, out: &mut String) {
    let mut column = 0;
    for c in line.chars() {
        push_cell(out, &mut column, if c == '\t' { ' ' } else { c }, c == '\t');
    }
    out.push('\n');
    if !line.is_ascii() {
        return;
    }
    let mut column = 0;
    let mut chars = line.chars();
    let col = col.clamp(1, line.len() + 1);
    for i in 1..=col {
        let mark = if i == col { '^' } else { ' ' };
        push_cell(out, &mut column, mark, chars.next() == Some('\t'));
    }
    out.push('\n');
}

/// Appends `c` for one character of a source line: once, or for a tab up to
/// the next eight-column stop.
fn push_cell(out: &mut String, column: &mut usize, c: char, tab: bool) {
    const TAB_STOP: usize = 8;
    loop {
        out.push(c);
        *column += 1;
        if !tab || column.is_multiple_of(TAB_STOP) {
            break;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::source_and_caret;

    fn shown(line: &str, col: usize) -> String {
        let mut out = String::new();
        source_and_caret(line, col, &mut out);
        out
    }

    #[test]
    fn tabs_expand_to_eight_column_stops_in_both_lines() {
        assert_eq!(shown("def a;", 5), "def a;\n    ^\n");
        assert_eq!(
            shown("\tint x = ;", 10),
            "        int x = ;\n                ^\n"
        );
        assert_eq!(shown("ab\tc", 4), "ab      c\n        ^\n");
        // A caret on a tab fills the tab's columns, as LLVM's SourceMgr does.
        assert_eq!(shown("ab\tc", 3), "ab      c\n  ^^^^^^\n");
        // Past the end of the line: just after it (LLVM's clamp).
        assert_eq!(shown("ab", 4), "ab\n  ^\n");
        // No caret under a line with a non-ASCII byte.
        assert_eq!(shown("s = \"\u{e9}\";", 9), "s = \"\u{e9}\";\n");
    }
}

//! Located diagnostics and their rendering.
//!
//! Every syntax and semantic error of the front end is a [`Diagnostic`]
//! value. [`Diagnostic::render`] prints it the way `mlir-opt` and
//! `llvm-tblgen` do:
//!
//! ```text
//! file.toy:3:11: error: unknown variable 'x'
//!   var a = x;
//!           ^
//! ```

use super::ast::Location;
use std::fmt::Write as _;

/// How serious a diagnostic (or one of its notes) is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// An error: compilation fails.
    Error,
    /// Additional information attached to an error.
    Note,
}

impl Severity {
    fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Note => "note",
        }
    }
}

/// A note attached to a diagnostic, e.g. "previous definition is here".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    /// Where the note points.
    pub loc: Location,
    /// What it says.
    pub message: String,
}

/// An error at a source location, with optional notes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Where the error is.
    pub loc: Location,
    /// The message, without location or severity.
    pub message: String,
    /// Further located information.
    pub notes: Vec<Note>,
}

impl Diagnostic {
    /// An error at `loc`.
    pub fn error(loc: Location, message: impl Into<String>) -> Self {
        Diagnostic {
            loc,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// Adds a note and returns the diagnostic.
    pub fn with_note(mut self, loc: Location, message: impl Into<String>) -> Self {
        self.notes.push(Note {
            loc,
            message: message.into(),
        });
        self
    }

    /// Renders the error and its notes: `file:line:col: error: message`,
    /// the source line, and a caret line under the column, for each.
    pub fn render(&self, file: &str, source: &[u8]) -> String {
        let mut out = String::new();
        self.render_into(&mut out, file, &Lines::new(source));
        out
    }

    fn render_into(&self, out: &mut String, file: &str, lines: &Lines<'_>) {
        render_one(out, file, lines, self.loc, Severity::Error, &self.message);
        for note in &self.notes {
            render_one(out, file, lines, note.loc, Severity::Note, &note.message);
        }
    }
}

impl std::fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: error: {}", self.loc, self.message)
    }
}

impl std::error::Error for Diagnostic {}

/// Renders a list of diagnostics, in order.
pub fn render_all(diags: &[Diagnostic], file: &str, source: &[u8]) -> String {
    // (One index of the lines for all: a diagnostic per line of a large
    // input would otherwise cost a scan of the input each.)
    let lines = Lines::new(source);
    let mut out = String::new();
    for d in diags {
        d.render_into(&mut out, file, &lines);
    }
    out
}

/// The lines of a source, indexed once.
pub struct Lines<'a> {
    source: &'a [u8],
    starts: Vec<usize>,
}

impl<'a> Lines<'a> {
    /// The index of `source`'s lines (ended by `\n`).
    pub fn new(source: &'a [u8]) -> Self {
        let mut starts = vec![0];
        starts.extend(line_feeds(source).map(|i| i + 1));
        Lines { source, starts }
    }

    /// [`source_line`] through the index.
    pub fn line(&self, line: u32) -> Option<&'a [u8]> {
        let index = usize::try_from(line.checked_sub(1)?).ok()?;
        let start = *self.starts.get(index)?;
        let end = self
            .starts
            .get(index + 1)
            .map_or(self.source.len(), |&next| next - 1);
        let text = &self.source[start..end];
        Some(text.strip_suffix(b"\r").unwrap_or(text))
    }
}

fn line_feeds(source: &[u8]) -> impl Iterator<Item = usize> + '_ {
    source
        .iter()
        .enumerate()
        .filter(|(_, &b)| b == b'\n')
        .map(|(i, _)| i)
}

/// Returns the text of 1-based line `line` of `source`, without its line
/// terminator (`\n` or `\r\n`), or `None` past the end.
pub fn source_line(source: &[u8], line: u32) -> Option<&[u8]> {
    let index = usize::try_from(line.checked_sub(1)?).ok()?;
    let mut text = source.split(|&b| b == b'\n').nth(index)?;
    if let Some(stripped) = text.strip_suffix(b"\r") {
        text = stripped;
    }
    Some(text)
}

fn render_one(
    out: &mut String,
    file: &str,
    lines: &Lines<'_>,
    loc: Location,
    severity: Severity,
    message: &str,
) {
    let _ = writeln!(
        out,
        "{file}:{}:{}: {}: {message}",
        loc.line,
        loc.col,
        severity.as_str()
    );
    let Some(text) = lines.line(loc.line) else {
        return;
    };
    out.push_str(&String::from_utf8_lossy(text));
    out.push('\n');
    // Keep tabs so the caret lines up whatever the terminal's tab width,
    // and count a multi-byte UTF-8 character as one column (columns in
    // locations are bytes, as upstream's).
    let before = (loc.col as usize).saturating_sub(1);
    for &b in text.iter().take(before) {
        match b {
            b'\t' => out.push('\t'),
            0x80..=0xbf => {}
            _ => out.push(' '),
        }
    }
    for _ in text.len()..before {
        out.push(' ');
    }
    out.push_str("^\n");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_like_mlir() {
        let src = b"def main() {\n  var a = x;\n}\n";
        let d = Diagnostic::error(Location::new(2, 11), "unknown variable 'x'");
        assert_eq!(
            d.render("t.toy", src),
            "t.toy:2:11: error: unknown variable 'x'\n  var a = x;\n          ^\n"
        );
    }

    #[test]
    fn notes_and_tabs() {
        let src = b"\tvar a = 1;\r\n\tvar a = 2;\n";
        let d = Diagnostic::error(Location::new(2, 6), "redefinition of 'a'")
            .with_note(Location::new(1, 2), "previous definition is here");
        assert_eq!(
            d.render("t.toy", src),
            "t.toy:2:6: error: redefinition of 'a'\n\tvar a = 2;\n\t    ^\n\
             t.toy:1:2: note: previous definition is here\n\tvar a = 1;\n\t^\n"
        );
    }

    #[test]
    fn caret_counts_characters() {
        let src = "  x = \u{e9}\u{e9} + y;\n".as_bytes();
        // `y` is at byte column 14 but character column 12.
        let d = Diagnostic::error(Location::new(1, 14), "unknown variable 'y'");
        assert!(d.render("u", src).ends_with("\n           ^\n"));
    }

    #[test]
    fn past_the_end() {
        assert_eq!(source_line(b"a\nb", 2), Some(&b"b"[..]));
        assert_eq!(source_line(b"a\nb", 3), None);
        assert_eq!(source_line(b"a", 0), None);
        let text = b"a\r\nbc\n\nd";
        let lines = Lines::new(text);
        for n in 0..6 {
            assert_eq!(lines.line(n), source_line(text, n), "line {n}");
        }
        let d = Diagnostic::error(Location::new(1, 3), "m");
        assert_eq!(d.render("f", b"a"), "f:1:3: error: m\na\n  ^\n");
    }
}

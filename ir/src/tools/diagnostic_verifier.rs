//! `--verify-diagnostics`: the diagnostics a run emits are checked against
//! the `expected-error`, `expected-warning`, `expected-remark` and
//! `expected-note` comments of its input, as MLIR 19's
//! `SourceMgrDiagnosticVerifierHandler` (`lib/IR/Diagnostics.cpp`) checks
//! them.
//!
//! A comment `expected-<kind>[-re] [@+N|@-N|@above|@below] {{text}}`
//! expects a diagnostic of that kind on its own line (or the line the
//! designator names: `@below` and `@above` skip other designator lines)
//! whose message contains `text`; with `-re`, `{{...}}` inside `text` are
//! POSIX extended regular expressions and the rest is literal. Each
//! diagnostic (and each of its notes) must match one expectation on its
//! line, and every expectation must be matched by the end of the run.

use super::regex::Regex;
use super::source_mgr::{emit_at, find_file_line_col, severity_label, SourceLoc, SourceMgr};
use crate::core::context::Context;
use crate::core::diag::{Diagnostic, Severity};
use crate::core::location::{LocData, Location};

/// One expectation.
#[derive(Debug)]
struct Expected {
    kind: Severity,
    /// The line it expects its diagnostic on (1-based; may be out of range).
    line: i64,
    /// Where its `expected-` starts.
    at: SourceLoc,
    /// Its `{{...}}` text.
    text: String,
    /// For `-re` expectations, the whole text as one regular expression
    /// (`None` when that expression does not compile: it matches nothing).
    regex: Option<Option<Regex>>,
    matched: bool,
}

impl Expected {
    fn matches(&self, message: &str) -> bool {
        match &self.regex {
            Some(re) => re.as_ref().is_some_and(|re| re.is_match(message)),
            None => message.contains(&self.text),
        }
    }
}

/// Checks a run's diagnostics against its input's expectations; what goes
/// wrong is written as mlir-opt writes it (errors at the expectation or at
/// the unexpected diagnostic).
#[derive(Debug)]
pub struct DiagnosticVerifier {
    /// Expectations per buffer name, in the manager's buffer order.
    files: Vec<(String, Vec<Expected>)>,
    failed: bool,
}

/// The parts of one `expected-*` comment (offsets into its line).
#[derive(Debug, PartialEq, Eq)]
struct Designator<'l> {
    start: usize,
    kind: Severity,
    regex: bool,
    place: Place,
    text: &'l str,
}

#[derive(Debug, PartialEq, Eq, Clone, Copy)]
enum Place {
    Here,
    Offset(i64),
    Above,
    Below,
}

impl DiagnosticVerifier {
    /// Reads the expectations of every buffer of `mgr`; malformed `-re`
    /// expectations are reported to `out` (and fail the run).
    pub fn new(mgr: &SourceMgr<'_>, out: &mut String) -> Self {
        let mut v = DiagnosticVerifier {
            files: Vec::new(),
            failed: false,
        };
        for buffer in 0..mgr.buffers().len() {
            let expected = v.scan(mgr, buffer, out);
            v.files.push((mgr.buffers()[buffer].name.clone(), expected));
        }
        v
    }

    /// `computeExpectedDiags`: the expectations of one buffer.
    fn scan(&mut self, mgr: &SourceMgr<'_>, buffer: usize, out: &mut String) -> Vec<Expected> {
        let text = &mgr.buffers()[buffer].text;
        let lines: Vec<&str> = text.split('\n').collect();
        let mut expected: Vec<Expected> = Vec::new();
        let mut last_plain_line = 0usize;
        let mut waiting_for_next_line: Vec<usize> = Vec::new();
        let mut offset = 0;
        for (n, line) in lines.iter().enumerate() {
            let line_offset = offset;
            offset += line.len() + 1;
            let Some(d) =
                parse_designator(line.trim_end_matches([' ', '\t', '\n', '\u{b}', '\u{c}', '\r']))
            else {
                for i in waiting_for_next_line.drain(..) {
                    expected[i].line = n as i64 + 1;
                }
                last_plain_line = n;
                continue;
            };
            let mut e = Expected {
                kind: d.kind,
                line: n as i64 + 1,
                at: SourceLoc {
                    buffer,
                    offset: line_offset + d.start,
                },
                text: d.text.to_string(),
                regex: None,
                matched: false,
            };
            if d.regex {
                match regex_of(&e.text) {
                    Ok(re) => e.regex = Some(re),
                    Err(message) => {
                        self.failed = true;
                        error_at(mgr, &e, &message, out);
                        continue;
                    }
                }
            }
            match d.place {
                Place::Here => {}
                Place::Offset(k) => e.line += k,
                Place::Above => e.line = last_plain_line as i64 + 1,
                Place::Below => {
                    waiting_for_next_line.push(expected.len());
                    // A dangling `@below` expects the last line.
                    e.line = lines.len() as i64;
                }
            }
            expected.push(e);
        }
        expected
    }

    /// Checks one diagnostic and each of its notes.
    pub fn process(
        &mut self,
        ctx: &Context,
        mgr: &SourceMgr<'_>,
        diagnostic: &Diagnostic,
        out: &mut String,
    ) {
        self.process_one(
            ctx,
            mgr,
            diagnostic.loc,
            &diagnostic.message,
            diagnostic.severity,
            out,
        );
        for note in &diagnostic.notes {
            if note.severity != Severity::Note {
                // A following diagnostic, with its own notes.
                self.process(ctx, mgr, note, out);
                continue;
            }
            self.process_one(ctx, mgr, note.loc, &note.message, note.severity, out);
        }
    }

    fn process_one(
        &mut self,
        ctx: &Context,
        mgr: &SourceMgr<'_>,
        loc: Location,
        message: &str,
        kind: Severity,
        out: &mut String,
    ) {
        let unexpected = format!("unexpected {}: {message}", severity_label(kind));
        let Some(file_loc) = find_file_line_col(ctx, loc) else {
            emit_at(ctx, mgr, loc, &unexpected, Severity::Error, true, out);
            self.failed = true;
            return;
        };
        let data = ctx.loc_data(file_loc);
        let LocData::FileLineCol { file, line, .. } = &*data else {
            return;
        };
        let (file, line) = (ctx.ident_str(*file), i64::from(*line));
        let mut near_miss = None;
        if let Some((_, expected)) = self.files.iter_mut().find(|(name, _)| name == file) {
            for (i, e) in expected.iter_mut().enumerate() {
                if e.line == line && e.matches(message) {
                    if e.kind == kind {
                        e.matched = true;
                        return;
                    }
                    // Only the kind differs: said as such.
                    near_miss = Some(i);
                }
            }
        }
        self.failed = true;
        match near_miss {
            Some(i) => {
                let e = &self
                    .files
                    .iter()
                    .find(|(name, _)| name == file)
                    .expect("found above")
                    .1[i];
                let message = format!(
                    "'{}' diagnostic emitted when expecting a '{}'",
                    severity_label(kind),
                    severity_label(e.kind)
                );
                mgr.print_message(out, Some(e.at), Severity::Error, &message, &[]);
            }
            None => emit_at(ctx, mgr, file_loc, &unexpected, Severity::Error, true, out),
        }
    }

    /// Reports every expectation no diagnostic matched; whether the run's
    /// diagnostics were exactly the expected ones.
    pub fn verify(mut self, mgr: &SourceMgr<'_>, out: &mut String) -> bool {
        for (_, expected) in std::mem::take(&mut self.files) {
            for e in expected.iter().filter(|e| !e.matched) {
                self.failed = true;
                let message = format!(
                    "expected {} \"{}\" was not produced",
                    severity_label(e.kind),
                    e.text
                );
                error_at(mgr, e, &message, out);
            }
        }
        !self.failed
    }
}

/// An error at an expectation, `~` under as many bytes as its text has.
fn error_at(mgr: &SourceMgr<'_>, e: &Expected, message: &str, out: &mut String) {
    let end = SourceLoc {
        buffer: e.at.buffer,
        offset: e.at.offset + e.text.len(),
    };
    mgr.print_message(out, Some(e.at), Severity::Error, message, &[(e.at, end)]);
}

/// The expectation on a line (already stripped of trailing blanks), as
/// upstream's `expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below))? *{{(.*)}}$`
/// finds it: at the first `expected-` where that pattern matches.
fn parse_designator(line: &str) -> Option<Designator<'_>> {
    let mut from = 0;
    while let Some(i) = line[from..].find("expected-") {
        let start = from + i;
        if let Some(d) = designator_at(line, start) {
            return Some(d);
        }
        from = start + 1;
    }
    None
}

fn designator_at(line: &str, start: usize) -> Option<Designator<'_>> {
    let mut rest = &line[start + "expected-".len()..];
    let kind = [
        ("error", Severity::Error),
        ("note", Severity::Note),
        ("remark", Severity::Remark),
        ("warning", Severity::Warning),
    ]
    .into_iter()
    .find_map(|(word, kind)| {
        rest.strip_prefix(word).map(|r| {
            rest = r;
            kind
        })
    })?;
    let regex = match rest.strip_prefix("-re") {
        Some(r) => {
            rest = r;
            true
        }
        None => false,
    };
    rest = rest.trim_start_matches(' ');
    let mut place = Place::Here;
    if let Some(r) = rest.strip_prefix('@') {
        (place, rest) = if let Some(r) = r.strip_prefix("above") {
            (Place::Above, r)
        } else if let Some(r) = r.strip_prefix("below") {
            (Place::Below, r)
        } else {
            let sign = r.chars().next().filter(|c| *c == '+' || *c == '-')?;
            let digits = r[1..].len()
                - r[1..]
                    .trim_start_matches(|c: char| c.is_ascii_digit())
                    .len();
            if digits == 0 {
                return None;
            }
            let n = line_offset(&r[1..1 + digits]);
            (
                Place::Offset(if sign == '+' { n } else { -n }),
                &r[1 + digits..],
            )
        };
    }
    rest = rest.trim_start_matches(' ');
    // (`{{}` is not `{{` then `}}`: the two may not overlap.)
    let text = rest.strip_prefix("{{")?.strip_suffix("}}")?;
    Some(Designator {
        start,
        kind,
        regex,
        place,
        text,
    })
}

/// The number of `@+N` / `@-N`, read as LLVM's `getAsInteger` with radix
/// 0 reads it: a leading `0` means octal (a malformed one counts as 0).
fn line_offset(digits: &str) -> i64 {
    let (text, radix) = match digits.strip_prefix('0') {
        Some(rest) if !rest.is_empty() => (rest, 8),
        _ => (digits, 10),
    };
    i64::from_str_radix(text, radix).unwrap_or(0)
}

/// The regular expression of a `-re` expectation: `{{...}}` parts as they
/// are, the rest escaped; each part must compile alone.
fn regex_of(text: &str) -> Result<Option<Regex>, String> {
    let mut pattern = String::new();
    let mut rest = text;
    while !rest.is_empty() {
        let Some(open) = rest.find("{{") else {
            escape_into(&mut pattern, rest);
            break;
        };
        escape_into(&mut pattern, &rest[..open]);
        rest = &rest[open + 2..];
        let Some(close) = rest.find("}}") else {
            return Err("found start of regex with no end '}}'".to_string());
        };
        let part = &rest[..close];
        if let Err(e) = Regex::new(part) {
            return Err(format!("invalid regex: {e}"));
        }
        pattern.push('(');
        pattern.push_str(part);
        pattern.push(')');
        rest = &rest[close + 2..];
    }
    Ok(Regex::new(&pattern).ok())
}

/// `llvm::Regex::escape`.
fn escape_into(out: &mut String, text: &str) {
    for c in text.chars() {
        if "()^$|*+?.[]\\{}".contains(c) {
            out.push('\\');
        }
        out.push(c);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn designator(line: &str) -> Option<(Severity, bool, Place, &str)> {
        parse_designator(line).map(|d| (d.kind, d.regex, d.place, d.text))
    }

    #[test]
    fn designators_as_upstream_matches_them() {
        assert_eq!(
            designator("// expected-error {{foo}}"),
            Some((Severity::Error, false, Place::Here, "foo"))
        );
        assert_eq!(
            designator("x // expected-note@-2{{a}} b }}"),
            Some((Severity::Note, false, Place::Offset(-2), "a}} b "))
        );
        assert_eq!(
            designator("// expected-warning-re @below {{[0-9]+}}"),
            Some((Severity::Warning, true, Place::Below, "[0-9]+"))
        );
        assert_eq!(
            designator("// expected-remark@above{{}}"),
            Some((Severity::Remark, false, Place::Above, ""))
        );
        assert_eq!(
            designator("// expected-error@+010 {{x}}"),
            Some((Severity::Error, false, Place::Offset(8), "x"))
        );
        // Not designators: no braces, a bad place, overlapping braces.
        assert_eq!(designator("// expected-error foo"), None);
        assert_eq!(designator("// expected-error@+ {{x}}"), None);
        assert_eq!(designator("// expected-error {{}"), None);
        // The first `expected-` that matches.
        assert_eq!(
            designator("// expected-foo expected-error {{x}}"),
            Some((Severity::Error, false, Place::Here, "x"))
        );
    }

    #[test]
    fn regex_expectations() {
        let re = regex_of("operand #{{[0-9]+}} (i32)").unwrap().unwrap();
        assert!(re.is_match("'x' op operand #12 (i32) bad"));
        assert!(!re.is_match("operand #a (i32)"));
        assert_eq!(
            regex_of("a {{b").unwrap_err(),
            "found start of regex with no end '}}'"
        );
        assert_eq!(
            regex_of("a {{(}}").unwrap_err(),
            "invalid regex: parentheses not balanced"
        );
    }
}

//! Byte scans of a preprocessed text, without pest: blank texts, the
//! nesting bound, `include` statements, stray characters and unclosed
//! strings (comments, strings and code blocks skipped).

use super::MAX_NESTING;
use crate::diag::{Diagnostic, FileId, Loc};
use crate::tablegen::preprocess::{block_comment_end, is_ident_char, line_end};

/// Whether `text` holds only blanks and closed comments (for example a file
/// read again behind its include guard): there is nothing to parse.
pub(in crate::tablegen) fn is_blank(text: &str) -> bool {
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b' ' | b'\t' | b'\n' | b'\r' => i += 1,
            b'/' if b.get(i + 1) == Some(&b'/') => {
                i = line_end(b, i);
            }
            b'/' if b.get(i + 1) == Some(&b'*') => match block_comment_end(b, i + 2) {
                Some(e) => i = e,
                None => return false,
            },
            _ => return false,
        }
    }
    true
}

/// The error of a text nested more deeply than [`MAX_NESTING`] at `offset`.
pub(in crate::tablegen) fn too_deep(file: FileId, offset: usize) -> Diagnostic {
    Diagnostic::error(
        Loc {
            file,
            offset: offset as u32,
        },
        format!("nesting too deep (more than {} levels)", MAX_NESTING),
    )
}

/// Bytes [`scan`] looks at; all others are skipped in a tight loop.
const SCAN_BYTES: [bool; 256] = {
    let mut t = [false; 256];
    let special = b"\"[/(){}<>];#ite";
    let mut i = 0;
    while i < special.len() {
        t[special[i] as usize] = true;
        i += 1;
    }
    t
};

/// Identifier bytes (`[A-Za-z0-9_]`, as `is_ident_char`), for [`word_end`].
const IDENT_BYTES: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        t[c] = b.is_ascii_alphanumeric() || b == b'_';
        c += 1;
    }
    t
};

/// One pass over a preprocessed text (comments, strings and code blocks
/// skipped) for two things:
/// - the nesting bound: `Err` holds the offset where brackets nest more
///   deeply than [`MAX_NESTING`], or where constructs that nest without
///   brackets (`a # b # ...`, `let .. in let .. in`, `if .. then if ..`,
///   which end at `;` or `}`) chain more than that (the scan stops there);
/// - when `includes` is given, the `include` statements, in order (a scan
///   rather than a parse: the segments they give are checked when parsed).
pub(in crate::tablegen) fn scan(
    b: &[u8],
    mut includes: Option<&mut Vec<Include>>,
) -> Result<(), usize> {
    let mut depth = 0usize;
    let mut chain = 0usize;
    // `{ }` only (the level of `include`s).
    let mut braces = 0usize;
    let n = b.len();
    let mut i = 0;
    loop {
        while i < n && !SCAN_BYTES[b[i] as usize] {
            i += 1;
        }
        if i >= n {
            return Ok(());
        }
        match b[i] {
            b'"' => {
                i = skip_string(b, i).0;
                continue;
            }
            b'[' if b.get(i + 1) == Some(&b'{') => {
                i = memchr::memmem::find(&b[i + 2..], b"}]").map_or(n, |p| i + 2 + p + 2);
                continue;
            }
            b'/' if b.get(i + 1) == Some(&b'/') => {
                i = line_end(b, i);
                continue;
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                i = block_comment_end(b, i + 2).unwrap_or(n);
                continue;
            }
            b'{' => {
                braces += 1;
                depth += 1;
                if depth > MAX_NESTING {
                    return Err(i);
                }
            }
            b'(' | b'[' | b'<' => {
                depth += 1;
                if depth > MAX_NESTING {
                    return Err(i);
                }
            }
            b')' | b']' | b'>' => depth = depth.saturating_sub(1),
            b'}' => {
                braces = braces.saturating_sub(1);
                depth = depth.saturating_sub(1);
                chain = 0;
            }
            b';' => chain = 0,
            b'#' => {
                chain += 1;
                if chain > MAX_NESTING {
                    return Err(i);
                }
            }
            b'/' => {}
            // `i`, `t`, `e`: the keywords `in`, `then`, `else` and
            // `include` at the start of a word. Inside a word, the rest of
            // it is skipped at once (it holds no byte of interest; these
            // letters are frequent).
            _ => {
                if i > 0 && is_ident_char(b[i - 1]) {
                    i = word_end(b, i);
                    continue;
                }
                let start = i;
                i = word_end(b, i);
                match &b[start..i] {
                    b"in" | b"then" | b"else" => {
                        chain += 1;
                        if chain > MAX_NESTING {
                            return Err(start);
                        }
                    }
                    b"include" => {
                        if let Some(found) = includes.as_deref_mut() {
                            let j = skip_trivia(b, i);
                            if b.get(j) == Some(&b'"') {
                                let (end, how) = skip_string(b, j);
                                if how == StringEnd::Plain {
                                    let next = skip_trivia(b, end);
                                    let segment_end =
                                        braces == 0 && &b[next..word_end(b, next)] != b"else";
                                    found.push(Include {
                                        name: String::from_utf8_lossy(&b[j + 1..end - 1])
                                            .into_owned(),
                                        end,
                                        segment_end,
                                    });
                                }
                                i = end;
                            }
                        }
                    }
                    _ => {}
                }
                continue;
            }
        }
        i += 1;
    }
}

/// The offset of the first *stray* character of a preprocessed text, if it
/// has one: outside comments, strings and code blocks, a character that
/// starts no token and that the grammar's Unicode classes (pest's
/// `XID_CONTINUE` for identifier characters, `WHITE_SPACE` for blanks)
/// would take for part of an identifier or a blank: a non-ASCII character,
/// a vertical tab or a form feed. llvm-tblgen's lexer stops there
/// ("Unexpected character"); the reader parses a text only up to it, and
/// on the rest those classes are exactly TableGen's ASCII ones, tested in
/// one call rather than one per range.
pub(crate) fn first_stray(text: &str) -> Option<usize> {
    let b = text.as_bytes();
    // (Most texts have none of these bytes anywhere.)
    if text.is_ascii() && memchr::memchr2(0x0B, 0x0C, b).is_none() {
        return None;
    }
    lex_find(b, 0, b.len(), |l| match l {
        Lexed::Byte(i) if matches!(b[i], 0x0B | 0x0C | 0x80..) => Some(i),
        _ => None,
    })
}

/// llvm-tblgen's error at a stray character (see [`first_stray`]).
pub(crate) fn stray_error(file: FileId, offset: usize) -> Diagnostic {
    Diagnostic::error(
        Loc {
            file,
            offset: offset as u32,
        },
        "Unexpected character",
    )
}

/// An `include` statement found by [`scan`] (in a file, in order).
#[derive(Clone)]
pub(in crate::tablegen) struct Include {
    /// The file name.
    pub name: String,
    /// The end of the statement.
    pub end: usize,
    /// Whether it ends a segment: it is at the top level (not in braces)
    /// and the statement ends with it (no `else` follows).
    pub segment_end: bool,
}

/// The ends of the segments of a file with `includes` (all but its last
/// segment: each ends with an include that ends one).
pub(in crate::tablegen) fn segment_ends(includes: &[Include]) -> Vec<usize> {
    includes
        .iter()
        .filter(|i| i.segment_end)
        .map(|i| i.end)
        .collect()
}

/// The end of the identifier-like word at `i`.
fn word_end(b: &[u8], mut i: usize) -> usize {
    while i < b.len() && IDENT_BYTES[b[i] as usize] {
        i += 1;
    }
    i
}

/// Skips blanks and comments from `i`.
pub(in crate::tablegen) fn skip_trivia(b: &[u8], mut i: usize) -> usize {
    loop {
        while i < b.len() && b[i].is_ascii_whitespace() {
            i += 1;
        }
        if b.get(i..i + 2) == Some(b"//") {
            i = line_end(b, i);
        } else if b.get(i..i + 2) == Some(b"/*") {
            i = block_comment_end(b, i + 2).unwrap_or(b.len());
        } else {
            return i;
        }
    }
}

/// How a string literal ends (see [`skip_string`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum StringEnd {
    /// Closed, with no escape in it.
    Plain,
    /// Closed, with escapes.
    Escaped,
    /// Not closed: its line ends first.
    Line,
    /// Not closed: the file ends first.
    File,
}

/// Skips a string literal starting at `b[i] == '"'`: the offset after it
/// (after its closing quote, or at its line's end if it is not closed) and
/// how it ends.
fn skip_string(b: &[u8], i: usize) -> (usize, StringEnd) {
    let mut j = i + 1;
    let mut plain = true;
    while let Some(p) = memchr::memchr3(b'"', b'\n', b'\\', b.get(j..).unwrap_or_default()) {
        j += p;
        match b[j] {
            b'"' if plain => return (j + 1, StringEnd::Plain),
            b'"' => return (j + 1, StringEnd::Escaped),
            b'\n' => return (j, StringEnd::Line),
            _ => {
                plain = false;
                j += 2;
            }
        }
    }
    (b.len(), StringEnd::File)
}

/// What [`lex_find`] meets.
pub(super) enum Lexed {
    /// A string literal: its quote and how it ends.
    String(usize, StringEnd),
    /// Any other byte outside comments and code blocks.
    Byte(usize),
}

/// Reads `b` from `from` (outside comments, strings and code) up to `to`
/// as llvm-tblgen's lexer does, comments and code blocks skipped, and
/// returns the first `Some` that `at` gives for what it meets.
pub(super) fn lex_find<T>(
    b: &[u8],
    from: usize,
    to: usize,
    mut at: impl FnMut(Lexed) -> Option<T>,
) -> Option<T> {
    let n = b.len();
    let to = to.min(n);
    let mut i = from;
    while i < to {
        let found = match b[i] {
            b'"' => {
                let (end, how) = skip_string(b, i);
                let found = at(Lexed::String(i, how));
                i = end;
                found
            }
            b'[' if b.get(i + 1) == Some(&b'{') => {
                i = memchr::memmem::find(&b[i + 2..], b"}]").map_or(n, |p| i + 2 + p + 2);
                None
            }
            b'/' if b.get(i + 1) == Some(&b'/') => {
                i = line_end(b, i);
                None
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                i = block_comment_end(b, i + 2).unwrap_or(n);
                None
            }
            _ => {
                i += 1;
                at(Lexed::Byte(i - 1))
            }
        };
        if found.is_some() {
            return found;
        }
    }
    None
}

//! The TableGen preprocessor: `#define`, `#ifdef`, `#ifndef`, `#else`,
//! `#endif` and `-D` macros.
//!
//! The output has exactly the same length and line breaks as the input, so
//! byte offsets, and therefore diagnostics, stay valid for the original
//! text: each directive line, and each run of disabled lines between two
//! lines starting with `#`, becomes a block comment of the same length
//! (`/*    */`, which the parser skips in one step; spaces if shorter than
//! four bytes). A comment never spans a directive line, so the output of
//! a text cut before a directive line and closed with `#endif` lines is
//! well formed.
//! Directives inside comments and `[{ ... }]` code blocks are ignored, as in
//! `llvm-tblgen`. Macros are global: a file sees the macros defined by the
//! files processed before it.

use std::collections::HashSet;

/// A preprocessor error: byte offset and message.
#[derive(Debug, Clone)]
pub struct PreprocessError {
    /// Byte offset of the offending directive.
    pub offset: usize,
    /// The message.
    pub message: String,
    /// For a second `#else`: the offset of the first (llvm-tblgen reports
    /// "Previous #else is here" there).
    pub previous_else: Option<usize>,
}

/// The macro set shared by all files of one run.
#[derive(Debug, Default, Clone)]
pub struct Macros {
    defined: HashSet<String>,
    /// The names in the order they were defined (macros are never undefined).
    order: Vec<String>,
}

impl Macros {
    /// Macros from `-D NAME` options.
    pub fn new(defines: &[String]) -> Self {
        let mut m = Macros::default();
        for d in defines {
            let name = d.split('=').next().unwrap_or(d);
            m.define(name);
        }
        m
    }

    /// Whether `name` is defined.
    pub fn is_defined(&self, name: &str) -> bool {
        self.defined.contains(name)
    }

    /// Defines `name`; whether it was new.
    pub fn define(&mut self, name: &str) -> bool {
        if self.defined.contains(name) {
            return false;
        }
        self.defined.insert(name.to_string());
        self.order.push(name.to_string());
        true
    }

    /// How many macros are defined.
    pub fn len(&self) -> usize {
        self.defined.len()
    }

    /// Whether no macro is defined.
    pub fn is_empty(&self) -> bool {
        self.defined.is_empty()
    }

    /// The macros defined after the first `len` (in definition order).
    pub fn defined_after(&self, len: usize) -> &[String] {
        &self.order[len.min(self.order.len())..]
    }
}

/// Macros that an included file defined, visible in the including file from
/// a byte offset on (the end of the `include`).
pub type Injection = (usize, Vec<String>);

#[derive(Clone, Copy)]
struct Cond {
    /// The branch currently being read is enabled.
    active: bool,
    /// The enclosing region was enabled.
    parent_active: bool,
    /// `#else` was seen.
    seen_else: bool,
    /// Where the `#ifdef` was.
    offset: usize,
    /// Where its `#else` was (once `seen_else`).
    else_offset: usize,
}

/// The output, built from the input: the text up to `copied` is in `s`.
struct Out<'a> {
    text: &'a str,
    s: String,
    copied: usize,
}

impl Out<'_> {
    /// Blanks `start..end` of the input (a directive line, or disabled lines
    /// up to the next line that may hold a directive; after the regions
    /// blanked so far), keeping the newlines, and makes it one block
    /// comment when it is long enough. The comment starts on the first line
    /// and ends on the last line that can hold its two-byte marker.
    fn blank(&mut self, start: usize, end: usize) {
        self.s.push_str(&self.text[self.copied..start]);
        self.copied = end;
        let base = self.s.len();
        // Every byte (of a multi-byte character too) becomes a space, each
        // line's run appended at once.
        let mut rest = &self.text.as_bytes()[start..end];
        loop {
            let line = memchr::memchr(b'\n', rest).unwrap_or(rest.len());
            push_spaces(&mut self.s, line);
            if line == rest.len() {
                break;
            }
            self.s.push('\n');
            rest = &rest[line + 1..];
        }
        if let Some((open, close)) = comment_marks(&self.s.as_bytes()[base..]) {
            self.s.replace_range(base + open..base + open + 2, "/*");
            self.s.replace_range(base + close - 2..base + close, "*/");
        }
    }

    /// The output: the rest of the input appended.
    fn finish(mut self) -> String {
        self.s.push_str(&self.text[self.copied..]);
        self.s
    }
}

/// Appends `n` spaces.
fn push_spaces(s: &mut String, mut n: usize) {
    const SPACES: &str = "                                                                ";
    while n > 0 {
        let k = n.min(SPACES.len());
        s.push_str(&SPACES[..k]);
        n -= k;
    }
}

/// Where a blanked region (spaces and newlines) gets its block comment's
/// `/*` and the end of its `*/`, when it is long enough (see [`Out::blank`]).
fn comment_marks(out: &[u8]) -> Option<(usize, usize)> {
    let (mut s, mut e) = (0, out.len());
    // The first line of two or more bytes.
    loop {
        let nl = memchr::memchr(b'\n', &out[s..e]).map_or(e, |p| s + p);
        if nl - s >= 2 {
            break;
        }
        if nl >= e {
            return None;
        }
        s = nl + 1;
    }
    // The last line of two or more bytes (there is one: the first).
    loop {
        let ls = memchr::memrchr(b'\n', &out[s..e]).map_or(s, |p| s + p + 1);
        if e - ls >= 2 {
            break;
        }
        e = ls - 1;
    }
    let one_line = memchr::memchr(b'\n', &out[s..e]).is_none();
    (!one_line || e - s >= 4).then_some((s, e))
}

/// The start of the first line after the one holding `i` whose first
/// non-blank character is `#`, or the end of the text.
fn next_hash_line(text: &str, i: usize) -> usize {
    let b = text.as_bytes();
    let Some(eol) = memchr::memchr(b'\n', &b[i..]).map(|p| i + p) else {
        return b.len();
    };
    let mut from = eol + 1;
    while let Some(k) = memchr::memchr(b'#', &b[from..]).map(|p| from + p) {
        let mut j = k;
        // (LLVM's skipping ends lines at `\n` alone, and takes a `\r` at
        // the start of one for a blank.)
        while j > eol + 1 && matches!(b[j - 1], b' ' | b'\t' | b'\r') {
            j -= 1;
        }
        if b[j - 1] == b'\n' {
            // (Past the last `\r`: the caller skips the spaces and tabs.)
            return (j..k).rev().find(|&x| b[x] == b'\r').map_or(j, |x| x + 1);
        }
        from = k + 1;
    }
    b.len()
}

/// The first byte at or after `i` where the scan of enabled text stops: a
/// newline (a directive may follow) or the first byte of a comment, code
/// block or string (`/`, `[`, `"`). `next_bracket` caches the offset of the
/// next `[` (or the end of the text) from an earlier call.
fn next_stop(b: &[u8], i: usize, next_bracket: &mut usize) -> usize {
    if *next_bracket < i {
        *next_bracket = memchr::memchr(b'[', &b[i..]).map_or(b.len(), |p| i + p);
    }
    let limit = (*next_bracket).min(b.len());
    memchr::memchr3(b'\n', b'/', b'"', &b[i..limit]).map_or(limit, |p| i + p)
}

/// The offset of the first `a` followed by `b` at or after `from`.
pub(crate) fn find_pair(text: &str, mut from: usize, a: u8, b: u8) -> Option<usize> {
    let bytes = text.as_bytes();
    loop {
        let k = from + memchr::memchr(a, &bytes[from..])?;
        if bytes.get(k + 1) == Some(&b) {
            return Some(k);
        }
        from = k + 1;
    }
}

/// The offset of the end of the line holding `i` (its `\n`, or the end of
/// the text).
pub(crate) fn line_end(b: &[u8], i: usize) -> usize {
    memchr::memchr(b'\n', &b[i..]).map_or(b.len(), |p| i + p)
}

/// The offset just past the block comment whose `/*` ends at `i`
/// (comments nest), or `None` if it is not closed. Looks only at `*`s:
/// each one closes (`*/`), opens (`/*`) or neither.
pub(crate) fn block_comment_end(b: &[u8], mut i: usize) -> Option<usize> {
    let mut depth = 1usize;
    loop {
        let k = i + memchr::memchr(b'*', &b[i..])?;
        if k > i && b[k - 1] == b'/' {
            depth += 1;
            i = k + 1;
        } else if b.get(k + 1) == Some(&b'/') {
            depth -= 1;
            i = k + 2;
            if depth == 0 {
                return Some(i);
            }
        } else {
            i = k + 1;
        }
    }
}

/// The macro name after a directive ending at `k` (blanks skipped), and
/// the offset after it; an empty name (and its would-be offset) when the
/// text there is not `[A-Za-z_][A-Za-z0-9_]*`.
fn macro_name(text: &str, k: usize) -> (&str, usize) {
    let b = text.as_bytes();
    let mut t = k;
    while t < b.len() && (b[t] == b' ' || b[t] == b'\t') {
        t += 1;
    }
    if t >= b.len() || !(b[t].is_ascii_alphabetic() || b[t] == b'_') {
        return ("", t);
    }
    let mut e = t;
    while e < b.len() && is_ident_char(b[e]) {
        e += 1;
    }
    (&text[t..e], e)
}

/// The end of a directive's line from `i` (the newline, or the end of the
/// text): only blanks and comments may follow the directive; a block
/// comment may run over several lines. `Err` holds the offset of anything
/// else.
fn directive_end(text: &str, mut i: usize) -> Result<usize, usize> {
    let b = text.as_bytes();
    while i < b.len() {
        match b[i] {
            b' ' | b'\t' => i += 1,
            b'\n' | b'\r' => return Ok(line_end(b, i)),
            b'/' if b.get(i + 1) == Some(&b'/') => {
                return Ok(line_end(b, i));
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                i = block_comment_end(b, i + 2).ok_or(i)?;
            }
            _ => return Err(i),
        }
    }
    Ok(b.len())
}

/// Whether the byte at `k` may follow a directive's word for it to be one
/// (LLVM's `prepIsDirective`): a blank, a line end, a comment, or its
/// `EOF` (a `0xFF` byte, which reads as `-1`). The end of the text does
/// not (LLVM reads the buffer's terminating NUL there), nor does any other
/// byte: the `#` is then a paste operator, or skipped with its line.
fn ends_directive_word(b: &[u8], k: usize) -> bool {
    match b.get(k) {
        Some(b' ' | b'\t' | b'\n' | b'\r' | 0xFF) => true,
        Some(b'/') => matches!(b.get(k + 1), Some(b'/' | b'*')),
        _ => false,
    }
}

/// Whether `c` can be part of an identifier (ASCII letters, digits, `_`).
pub(crate) fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// Preprocesses `text`, updating `macros`.
pub fn preprocess(text: &str, macros: &mut Macros) -> Result<String, PreprocessError> {
    preprocess_with(text, macros, &[], &mut Vec::new())
}

/// [`preprocess`], with the macros of the files `text` includes defined from
/// their include's offset on (`injected` sorted by offset): like
/// `llvm-tblgen`'s lexer, a directive after an `include` sees the macros the
/// included file defined. The macros `text` itself defines are appended to
/// `defines` with their offsets (an included file sees only those before
/// its `include`).
pub fn preprocess_with(
    text: &str,
    macros: &mut Macros,
    injected: &[Injection],
    defines: &mut Vec<(usize, String)>,
) -> Result<String, PreprocessError> {
    if memchr::memchr(b'\r', text.as_bytes()).is_some() {
        return preprocess_lf(&lf_line_ends(text), text, macros, injected, defines);
    }
    preprocess_lf(text, text, macros, injected, defines)
}

/// `text` with its line breaks read as LLVM's lexer reads them: it ends a
/// line (and a `//` comment, and a string, in error) at a `\r` as at a
/// `\n`, so each `\r` becomes a `\n`, which keeps every offset (line and
/// column numbers come from the text as read). Code blocks keep theirs:
/// their text is their value.
fn lf_line_ends(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = b.to_vec();
    let n = b.len();
    let mut i = 0;
    while i < n {
        match b[i] {
            b'\r' => {
                out[i] = b'\n';
                i += 1;
            }
            b'/' if b.get(i + 1) == Some(&b'/') => {
                i = memchr::memchr2(b'\n', b'\r', &b[i..]).map_or(n, |p| i + p);
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                i = block_comment_end(b, i + 2).unwrap_or(n);
            }
            b'[' if b.get(i + 1) == Some(&b'{') => {
                i = find_pair(text, i + 2, b'}', b']').map_or(n, |p| p + 2);
            }
            b'"' => {
                // To the closing quote, or to the line break that ends the
                // string in error; an escaped byte is skipped (an escaped
                // `\r` is a line break all the same).
                i += 1;
                while i < n && !matches!(b[i], b'"' | b'\n' | b'\r') {
                    if b[i] == b'\\' && b.get(i + 1) == Some(&b'\r') {
                        out[i + 1] = b'\n';
                    }
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                if b.get(i) == Some(&b'"') {
                    i += 1;
                }
            }
            _ => i += 1,
        }
    }
    // (Only ASCII bytes were replaced, by ASCII.)
    String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// [`preprocess_with`] on a text whose lines end with `\n` alone; `raw`
/// is the text as read, whose `\n`s alone end the lines of a disabled
/// region (LLVM skips to the next `\n` there).
fn preprocess_lf(
    text: &str,
    raw: &str,
    macros: &mut Macros,
    injected: &[Injection],
    defines: &mut Vec<(usize, String)>,
) -> Result<String, PreprocessError> {
    let mut injected = injected.iter().peekable();
    let bytes = text.as_bytes();
    let mut out = Out {
        text,
        s: String::with_capacity(text.len()),
        copied: 0,
    };
    let mut next_bracket = 0usize;
    let mut stack: Vec<Cond> = Vec::new();
    let mut i = 0usize;
    let n = bytes.len();
    let mut at_line_start = true;
    while i < n {
        let active = stack.last().is_none_or(|c| c.active);
        if at_line_start {
            // Look for a directive.
            let mut j = i;
            while j < n && (bytes[j] == b' ' || bytes[j] == b'\t') {
                j += 1;
            }
            if j < n && bytes[j] == b'#' {
                while let Some((_, names)) = injected.next_if(|(at, _)| *at <= j) {
                    for name in names {
                        macros.define(name);
                    }
                }
                let mut k = j + 1;
                while k < n && bytes[k].is_ascii_alphabetic() {
                    k += 1;
                }
                let word = &text[j + 1..k];
                if matches!(word, "define" | "ifdef" | "ifndef" | "else" | "endif")
                    && ends_directive_word(bytes, k)
                {
                    // `#define` is not looked at in a disabled region.
                    if word == "define" && !active {
                        let end = line_end(bytes, k);
                        out.blank(i, end);
                        i = end;
                        continue;
                    }
                    let mut name = "";
                    let mut after = k;
                    if matches!(word, "define" | "ifdef" | "ifndef") {
                        (name, after) = macro_name(text, k);
                        if name.is_empty() {
                            return Err(PreprocessError {
                                offset: after,
                                message: format!("Expected macro name after #{}", word),
                                previous_else: None,
                            });
                        }
                    }
                    // The stack is checked before the rest of the line.
                    match word {
                        "else" => match stack.last() {
                            Some(c) if c.seen_else => {
                                return Err(PreprocessError {
                                    offset: j,
                                    message: "double #else".into(),
                                    previous_else: Some(c.else_offset),
                                });
                            }
                            Some(_) => {}
                            None => {
                                return Err(PreprocessError {
                                    offset: j,
                                    message: "#else without #ifdef or #ifndef".into(),
                                    previous_else: None,
                                });
                            }
                        },
                        "endif" if stack.is_empty() => {
                            return Err(PreprocessError {
                                offset: j,
                                message: "#endif without #ifdef".into(),
                                previous_else: None,
                            });
                        }
                        _ => {}
                    }
                    let line_end = match directive_end(text, after) {
                        Ok(e) => e,
                        Err(at) => {
                            let what = if name.is_empty() { "" } else { " NAME" };
                            return Err(PreprocessError {
                                offset: at,
                                message: format!(
                                    "Only comments are supported after #{}{}",
                                    word, what
                                ),
                                previous_else: None,
                            });
                        }
                    };
                    match word {
                        "define" => {
                            if macros.define(name) {
                                defines.push((j, name.to_string()));
                            }
                        }
                        "ifdef" | "ifndef" => {
                            let def = macros.is_defined(name);
                            let cond = if word == "ifdef" { def } else { !def };
                            stack.push(Cond {
                                active: active && cond,
                                parent_active: active,
                                seen_else: false,
                                offset: j,
                                else_offset: j,
                            });
                        }
                        "else" => {
                            if let Some(c) = stack.last_mut() {
                                c.seen_else = true;
                                c.else_offset = j;
                                c.active = c.parent_active && !c.active;
                            }
                        }
                        _ => {
                            stack.pop();
                        }
                    }
                    out.blank(i, line_end);
                    i = line_end;
                    continue;
                }
            }
        }
        at_line_start = false;
        let c = bytes[i];
        // (In a disabled region only a `\n` as read starts a line.)
        if c == b'\n' && (active || raw.as_bytes()[i] == b'\n') {
            at_line_start = true;
            i += 1;
            continue;
        }
        if !active {
            // Blank up to the next line that may hold a directive
            // (directives are only looked for at line starts).
            let stop = next_hash_line(raw, i);
            out.blank(i, stop);
            i = stop;
            at_line_start = true;
            continue;
        }
        // Comments, code blocks and strings are skipped whole: directives
        // are not looked for inside them.
        match c {
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i = line_end(bytes, i);
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i = block_comment_end(bytes, i + 2).unwrap_or(n);
            }
            b'[' if bytes.get(i + 1) == Some(&b'{') => {
                i = find_pair(text, i + 2, b'}', b']').map_or(n, |p| p + 2);
            }
            b'"' => {
                // To the closing quote or the line's end (both skipped);
                // a backslash escapes the next byte.
                i += 1;
                loop {
                    match memchr::memchr3(b'"', b'\n', b'\\', &bytes[i.min(n)..]) {
                        Some(p) if bytes[i + p] == b'\\' => i += p + 2,
                        Some(p) => {
                            i += p + 1;
                            break;
                        }
                        None => {
                            i = n;
                            break;
                        }
                    }
                }
            }
            _ => i = next_stop(bytes, i + 1, &mut next_bracket),
        }
    }
    for (_, names) in injected {
        for name in names {
            macros.define(name);
        }
    }
    if let Some(c) = stack.last() {
        return Err(PreprocessError {
            // (The latest control of the condition: its `#else`, if any.)
            offset: if c.seen_else { c.else_offset } else { c.offset },
            message: "Reached EOF without matching #endif".into(),
            previous_else: None,
        });
    }
    Ok(out.finish())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blanks_disabled_regions_and_keeps_length() {
        let src = "#ifdef A\ndef x;\n#else\ndef y;\n#endif\n";
        let mut m = Macros::default();
        let out = preprocess(src, &mut m).unwrap();
        assert_eq!(out.len(), src.len());
        assert!(!out.contains("def x"));
        assert!(out.contains("def y"));
        let mut m = Macros::new(&["A".into()]);
        let out = preprocess(src, &mut m).unwrap();
        assert!(out.contains("def x"));
        assert!(!out.contains("def y"));
    }

    #[test]
    fn a_directive_word_is_followed_by_a_blank_a_line_end_or_a_comment() {
        // As llvm-tblgen's `prepIsDirective`: at the end of the text, or
        // before any other byte, `#endif` is no directive (the `#ifdef` is
        // then unterminated).
        for tail in ["", ";", "x", "/x", "\0"] {
            let src = format!("#ifdef A\n#endif{tail}");
            let e = preprocess(&src, &mut Macros::default()).unwrap_err();
            assert_eq!(e.message, "Reached EOF without matching #endif", "{tail:?}");
        }
        for tail in ["\n", " ", "\t", "\r", "//c", "/*c*/"] {
            let src = format!("#ifdef A\n#endif{tail}");
            assert!(preprocess(&src, &mut Macros::default()).is_ok(), "{tail:?}");
        }
    }

    #[test]
    fn define_and_guards() {
        let src = "#ifndef G\n#define G\ndef a;\n#endif\n";
        let mut m = Macros::default();
        let out = preprocess(src, &mut m).unwrap();
        assert!(out.contains("def a"));
        let out = preprocess(src, &mut m).unwrap();
        assert!(!out.contains("def a"));
    }

    #[test]
    fn disabled_regions_become_block_comments() {
        let src = "def a;\n#ifdef A\ndef x;\n\ndef y;\n#endif\ndef b;\n";
        let mut m = Macros::default();
        let out = preprocess(src, &mut m).unwrap();
        assert_eq!(out, "def a;\n/*    */\n/*    \n\n    */\n/*  */\ndef b;\n");
        // A comment never spans a directive line: the text before a
        // directive line, closed with `#endif`, is well formed.
        let src = "#ifdef A\nx y z\n#endif\n";
        let out = preprocess(src, &mut Macros::default()).unwrap();
        assert_eq!(out, "/*    */\n/* */\n/*  */\n");
        // The comment's markers stay on lines that can hold them.
        let src = "#ifdef A\n  ];\n}\n\n#endif\n";
        let out = preprocess(src, &mut Macros::default()).unwrap();
        assert_eq!(out, "/*    */\n/**/\n \n\n/*  */\n");
        let src = "#ifdef A\n}\nab\nc\nxy\n\n#endif\n";
        let out = preprocess(src, &mut Macros::default()).unwrap();
        assert_eq!(out, "/*    */\n \n/*\n \n*/\n\n/*  */\n");
        // Spaces when too short for a comment.
        let src = "#ifdef A\nab\n#else\n#endif\n";
        let out = preprocess(src, &mut Macros::default()).unwrap();
        assert_eq!(out, "/*    */\n  \n/* */\n/*  */\n");
        let mut m = Macros::new(&["A".into()]);
        let out = preprocess("#else\n", &mut m);
        assert!(out.is_err());
    }

    #[test]
    fn directive_errors_are_located_like_llvm_tblgen() {
        let err = |src: &str| {
            let e = preprocess(src, &mut Macros::default()).unwrap_err();
            (e.offset, e.message)
        };
        let at = |o: usize, m: &str| (o, m.to_string());
        assert_eq!(
            err("#ifdef   1abc\n"),
            at(9, "Expected macro name after #ifdef")
        );
        assert_eq!(
            err("#define  a b\n"),
            at(11, "Only comments are supported after #define NAME")
        );
        assert_eq!(
            err("#ifdef A\n#else x\n#endif\n"),
            at(15, "Only comments are supported after #else")
        );
        // The stack is checked before the rest of the line.
        assert_eq!(
            err("#ifdef A\n#else\n#else x\n#endif\n"),
            at(15, "double #else")
        );
        assert_eq!(err("#endif x\n"), at(0, "#endif without #ifdef"));
        // `#define` is not looked at in a disabled region; a block comment
        // after a directive may run over several lines.
        let mut m = Macros::default();
        assert!(preprocess("#ifdef A\n#define 1\n#endif\n", &mut m).is_ok());
        let out = preprocess("#define A /* c\n*/\n#ifdef A\ndef x;\n#endif\n", &mut m).unwrap();
        assert!(
            out.contains("def x;") && !out.contains("*/\n#"),
            "{:?}",
            out
        );
    }

    #[test]
    fn directives_in_code_are_ignored() {
        let src = "def a { code c = [{\n#ifdef X\n}]; }\n";
        let mut m = Macros::default();
        assert_eq!(preprocess(src, &mut m).unwrap(), src);
    }

    #[test]
    fn injected_macros_apply_from_their_offset_and_defines_are_logged() {
        let text = "#ifdef A\ndef x;\n#endif\n#define B\n#ifdef A\ndef y;\n#endif\n";
        let at = text.find("#ifdef A\ndef y").unwrap();
        let mut m = Macros::default();
        let mut defines = Vec::new();
        let out = preprocess_with(text, &mut m, &[(at, vec!["A".into()])], &mut defines).unwrap();
        assert!(!out.contains("def x") && out.contains("def y"), "{:?}", out);
        assert!(m.is_defined("A") && m.is_defined("B"));
        assert_eq!(
            defines,
            vec![(text.find("#define").unwrap(), "B".to_string())]
        );
        assert_eq!(m.defined_after(0), ["B".to_string(), "A".to_string()]);
    }

    #[test]
    fn unterminated_is_an_error() {
        let mut m = Macros::default();
        let e = preprocess("#ifdef A\n", &mut m).unwrap_err();
        assert_eq!(e.offset, 0);
        assert!(preprocess("#endif\n", &mut m).is_err());
    }
}

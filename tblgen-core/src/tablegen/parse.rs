//! Parsing: pest grammar (`grammar.pest`) → syntax tree ([`super::ast`]).

use super::ast::*;
use super::fxhash::FxHashMap;
use super::preprocess::{block_comment_end, is_ident_char, line_end};
use crate::diag::{Diagnostic, FileId, Loc, Span};
use pest::iterators::{Pair, Pairs};
use pest::Parser;
use std::cell::RefCell;
#[cfg(test)]
use std::path::Path;
use std::sync::Arc;

mod grammar {
    #![allow(missing_docs)]
    #[derive(pest_derive::Parser)]
    #[grammar = "tablegen/grammar.pest"]
    pub struct TdParser;
}
use grammar::{Rule, TdParser};

/// Whether `w` is a word the lexer reserves (never an identifier). A
/// `match` rather than a table scan: it runs for every identifier value.
fn is_keyword(w: &str) -> bool {
    matches!(
        w,
        "assert"
            | "bit"
            | "bits"
            | "class"
            | "code"
            | "dag"
            | "def"
            | "defm"
            | "defset"
            | "defvar"
            | "dump"
            | "else"
            | "field"
            | "foreach"
            | "if"
            | "in"
            | "include"
            | "int"
            | "let"
            | "list"
            | "multiclass"
            | "string"
            | "then"
    )
}

/// Deepest bracket nesting accepted (keeps the recursive parser and
/// evaluator far from the stack limit).
pub const MAX_NESTING: usize = 400;

/// Parses a (preprocessed) file one top-level statement at a time, like
/// `llvm-tblgen` (which evaluates each statement as soon as it is parsed).
///
/// Statements are parsed in chunks of up to 4 with one pest call each:
/// pest's per-call setup (its line index, token queue) is shared by several
/// statements, yet the first statements of a file reach the evaluator
/// before the rest is parsed (a file that fails at its first `def` costs
/// little, and the reader thread stays just ahead of evaluation). From a
/// chunk that does not parse on, the file is parsed a statement at a time,
/// so that the statements before the error are still evaluated (and report
/// their own errors) before the syntax error is reported, as `llvm-tblgen`
/// does.
pub struct StmtParser<'a> {
    file: FileId,
    text: &'a str,
    /// Where the next chunk starts.
    pos: usize,
    /// Statements of the last chunk not handed out yet.
    ready: std::vec::IntoIter<Stmt>,
    /// The error of the statement after the `ready` ones, if building its
    /// syntax tree failed.
    pending: Option<Diagnostic>,
    /// Set once a chunk failed to parse: from there on, one statement at a
    /// time, so that the syntax error is pest's error for that statement.
    single: bool,
    /// The names met so far (see [`Cx`]).
    names: RefCell<FxHashMap<&'a str, Arc<str>>>,
    /// Where the text was cut at a stray character (see [`first_stray`]):
    /// its error comes at the end of the text, and for a statement that
    /// fails there.
    stray: Option<usize>,
}

impl<'a> StmtParser<'a> {
    /// Checks the nesting bound of the whole text and starts at its beginning.
    pub fn new(file: FileId, text: &'a str) -> Result<Self, Diagnostic> {
        Self::new_at(file, text, 0)
    }

    /// Checks the nesting bound of the whole text and starts at byte `start`
    /// (the end of a statement). The text is read up to its first stray
    /// character, if any (see [`first_stray`]).
    pub fn new_at(file: FileId, text: &'a str, start: usize) -> Result<Self, Diagnostic> {
        let start = start.min(text.len());
        // (A blank rest has no stray character.)
        let blank = is_blank(&text[start..]);
        let stray = if blank { None } else { first_stray(text) };
        let text = &text[..stray.unwrap_or(text.len())];
        let start = start.min(text.len());
        if !blank {
            check_nesting(file, text)?;
        }
        Ok(StmtParser {
            file,
            text,
            pos: if blank { text.len() } else { start },
            ready: Vec::new().into_iter(),
            pending: None,
            single: false,
            names: RefCell::new(names_table(text.len())),
            stray,
        })
    }

    /// Resumes parsing at byte `start` (the end of a statement) of a text
    /// whose nesting [`Self::new`] has already checked, and which has no
    /// stray character (the reader cuts texts before theirs).
    pub fn resume_at(file: FileId, text: &'a str, start: usize) -> Self {
        let start = start.min(text.len());
        StmtParser {
            file,
            text,
            pos: if is_blank(&text[start..]) {
                text.len()
            } else {
                start
            },
            ready: Vec::new().into_iter(),
            pending: None,
            single: false,
            names: RefCell::new(names_table(text.len() - start)),
            stray: None,
        }
    }

    /// Whether the next statement is already parsed ([`Self::next_stmt`]
    /// returns without parsing).
    pub fn has_parsed_ahead(&self) -> bool {
        self.ready.len() > 0 || self.pending.is_some()
    }

    /// The next statement, or `None` at the end of the file.
    pub fn next_stmt(&mut self) -> Result<Option<Stmt>, Diagnostic> {
        if let Some(s) = self.ready.next() {
            return Ok(Some(s));
        }
        if let Some(d) = self.pending.take() {
            return Err(d);
        }
        if self.pos >= self.text.len() {
            return self.end();
        }
        if !self.single {
            self.parse_chunk();
            if let Some(s) = self.ready.next() {
                return Ok(Some(s));
            }
            if let Some(d) = self.pending.take() {
                return Err(d);
            }
            if !self.single {
                return self.end();
            }
        }
        let text: &'a str = self.text;
        let rest = &text[self.pos..];
        let mut pairs = TdParser::parse(Rule::next_stmt, rest).map_err(|e| {
            let mut d = pest_error(self.file, rest, e);
            if let Some(l) = d.loc.as_mut() {
                l.offset += self.pos as u32;
                let at = l.offset as usize;
                if let Some((q, at_eof)) = first_open_string(text.as_bytes(), self.pos, at + 1) {
                    // (The string read on past its line.)
                    d = open_string(self.file, q, at_eof);
                } else if let Some(stray) = self.stray.filter(|&s| at >= s) {
                    // (A statement cut short by a stray character.)
                    d = stray_error(self.file, stray);
                }
            }
            d
        })?;
        let Some(p) = pairs.next().and_then(|top| top.into_inner().next()) else {
            return self.end();
        };
        if p.as_rule() == Rule::EOI {
            return self.end();
        }
        let end = p.as_span().end();
        let cx = Cx {
            file: self.file,
            names: &self.names,
            input: rest,
            base: self.pos,
        };
        let s = cx.stmt(p)?;
        self.pos += end;
        Ok(Some(s))
    }

    /// The end of the text: of the file, or the error of a stray character.
    fn end(&self) -> Result<Option<Stmt>, Diagnostic> {
        match self.stray {
            Some(at) => Err(stray_error(self.file, at)),
            None => Ok(None),
        }
    }

    /// Parses the statements from `pos` on, up to 4 (2 at the start of the
    /// file), into `ready` (and a
    /// tree-building error into `pending`); at the end of the text `pos`
    /// moves to its end. A chunk that does not parse switches to one
    /// statement at a time.
    fn parse_chunk(&mut self) {
        let text: &'a str = self.text;
        let rest = &text[self.pos..];
        let rule = if self.pos == 0 {
            Rule::first_chunk
        } else {
            Rule::stmt_chunk
        };
        let Ok(mut pairs) = TdParser::parse(rule, rest) else {
            self.single = true;
            return;
        };
        let cx = Cx {
            file: self.file,
            names: &self.names,
            input: rest,
            base: self.pos,
        };
        let mut stmts = Vec::new();
        let mut end = 0;
        for p in pairs.next().expect("chunk rule").into_inner() {
            if p.as_rule() == Rule::EOI {
                end = rest.len();
                break;
            }
            let stmt_end = p.as_span().end();
            match cx.stmt(p) {
                Ok(s) => {
                    stmts.push(s);
                    end = stmt_end;
                }
                Err(d) => {
                    self.pending = Some(d);
                    end = rest.len();
                    break;
                }
            }
        }
        self.pos += end;
        self.ready = stmts.into_iter();
    }
}

/// Whether `text` holds only blanks and closed comments (for example a file
/// read again behind its include guard): there is nothing to parse.
pub(super) fn is_blank(text: &str) -> bool {
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
pub(super) fn too_deep(file: FileId, offset: usize) -> Diagnostic {
    Diagnostic::error(
        Loc {
            file,
            offset: offset as u32,
        },
        format!("nesting too deep (more than {} levels)", MAX_NESTING),
    )
}

fn check_nesting(file: FileId, text: &str) -> Result<(), Diagnostic> {
    scan(text.as_bytes(), None).map_err(|at| too_deep(file, at))
}

/// The table of names for parsing `len` bytes: about one distinct name per
/// 100 bytes in the corpus, but at most 64 at first (a parser that parses
/// ahead lives for one chunk; a table that grows rehashes rarely).
fn names_table<'a>(len: usize) -> FxHashMap<&'a str, Arc<str>> {
    FxHashMap::with_capacity_and_hasher((len / 100).min(64), Default::default())
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
pub(super) fn scan(b: &[u8], mut includes: Option<&mut Vec<Include>>) -> Result<(), usize> {
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
pub(super) struct Include {
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
pub(super) fn segment_ends(includes: &[Include]) -> Vec<usize> {
    includes
        .iter()
        .filter(|i| i.segment_end)
        .map(|i| i.end)
        .collect()
}

/// The end of the identifier-like word at `i`.
pub(super) fn word_end(b: &[u8], mut i: usize) -> usize {
    while i < b.len() && IDENT_BYTES[b[i] as usize] {
        i += 1;
    }
    i
}

/// Skips blanks and comments from `i`.
pub(super) fn skip_trivia(b: &[u8], mut i: usize) -> usize {
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
enum StringEnd {
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
enum Lexed {
    /// A string literal: its quote and how it ends.
    String(usize, StringEnd),
    /// Any other byte outside comments and code blocks.
    Byte(usize),
}

/// Reads `b` from `from` (outside comments, strings and code) up to `to`
/// as llvm-tblgen's lexer does, comments and code blocks skipped, and
/// returns the first `Some` that `at` gives for what it meets.
fn lex_find<T>(
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

fn pest_error(file: FileId, text: &str, e: pest::error::Error<Rule>) -> Diagnostic {
    let pos = match e.location {
        pest::error::InputLocation::Pos(p) => p,
        pest::error::InputLocation::Span((s, _)) => s,
    };
    let msg = match &e.variant {
        pest::error::ErrorVariant::ParsingError { positives, .. } => {
            let rest = &text[pos.min(text.len())..];
            let tok: String = rest
                .chars()
                .take_while(|c| !c.is_whitespace())
                .take(20)
                .collect();
            let mut what: Vec<&str> = positives.iter().filter_map(|r| rule_desc(*r)).collect();
            what.dedup();
            if tok.is_empty() {
                "Unexpected end of file".to_string()
            } else if what.is_empty() {
                format!("Unexpected token '{}'", tok)
            } else {
                format!("Unexpected token '{}', expected {}", tok, what.join(" or "))
            }
        }
        pest::error::ErrorVariant::CustomError { message } => message.clone(),
    };
    Diagnostic::error(
        Loc {
            file,
            offset: pos as u32,
        },
        msg,
    )
}

fn rule_desc(r: Rule) -> Option<&'static str> {
    Some(match r {
        Rule::ident => "identifier",
        Rule::value => "value",
        Rule::type_ => "type",
        Rule::body => "record body",
        Rule::string_lit => "string",
        _ => return None,
    })
}

struct Cx<'a, 'c> {
    file: FileId,
    /// The file's names so far: an identifier that occurs again shares
    /// the first one's string (no allocation, and one free later).
    names: &'c RefCell<FxHashMap<&'a str, Arc<str>>>,
    /// The parsed text (from `base` on).
    input: &'a str,
    /// Offset of the parsed slice in the file.
    base: usize,
}

/// The keywords that are rules (the others are silent: no pairs).
fn is_kw(r: Rule) -> bool {
    matches!(r, Rule::k_field | Rule::k_in)
}

/// The pairs inside `p`, keywords left out.
fn inner(p: Pair<'_, Rule>) -> impl Iterator<Item = Pair<'_, Rule>> {
    p.into_inner().filter(|q| !is_kw(q.as_rule()))
}

/// Unescapes a string literal body (without quotes), which starts at
/// `offset`; its errors are llvm-tblgen's.
fn unescape(s: &str, file: FileId, offset: usize) -> Result<String, Diagnostic> {
    let error = |i: usize, message: &str| {
        Diagnostic::error(
            Loc {
                file,
                offset: (offset + i) as u32,
            },
            message,
        )
    };
    let mut out = String::with_capacity(s.len());
    let mut chars = s.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some((_, '\\')) => out.push('\\'),
                Some((_, '\'')) => out.push('\''),
                Some((_, '"')) => out.push('"'),
                Some((_, 't')) => out.push('\t'),
                Some((_, 'n')) => out.push('\n'),
                Some((j, '\n')) => {
                    return Err(error(j, "escaped newlines not supported in tblgen"))
                }
                _ => return Err(error(i + 1, "invalid escape in string literal")),
            },
            // (The grammar's strings run to the next quote: see
            // `string_lit`.)
            '\n' => return Err(open_string(file, offset - 1, false)),
            _ => out.push(c),
        }
    }
    Ok(out)
}

/// llvm-tblgen's error for a string literal, at `quote`, that its line (or
/// the file, `at_eof`) ends before it is closed.
fn open_string(file: FileId, quote: usize, at_eof: bool) -> Diagnostic {
    Diagnostic::error(
        Loc {
            file,
            offset: (quote + 1) as u32,
        },
        if at_eof {
            "End of file in string literal"
        } else {
            "End of line in string literal"
        },
    )
}

/// The first string literal between `from` (outside comments, strings and
/// code) and `to` that its line ends before it is closed: its quote, and
/// whether the file ends first. (The grammar reads such a string on to the
/// next quote, so that a syntax error after it is the string's.)
fn first_open_string(b: &[u8], from: usize, to: usize) -> Option<(usize, bool)> {
    // (An escaped line break is the escape's error: `skip_string` reads on.)
    lex_find(b, from, to, |l| match l {
        Lexed::String(quote, StringEnd::Line) => Some((quote, false)),
        Lexed::String(quote, StringEnd::File) => Some((quote, true)),
        _ => None,
    })
}

type R<T> = Result<T, Diagnostic>;

impl<'a> Cx<'a, '_> {
    fn span(&self, p: &Pair<'a, Rule>) -> Span {
        let s = p.as_span();
        Span {
            file: self.file,
            start: (self.base + s.start()) as u32,
            end: (self.base + s.end()) as u32,
        }
    }

    /// `s` as a shared string, the same one for every occurrence.
    fn name(&self, s: &'a str) -> Arc<str> {
        let mut names = self.names.borrow_mut();
        if let Some(n) = names.get(s) {
            return n.clone();
        }
        let n: Arc<str> = Arc::from(s);
        names.insert(s, n.clone());
        n
    }

    /// Whether the byte right after `p` is `c` (after a value, which ends
    /// after its blanks, the next token).
    fn followed_by(&self, p: &Pair<'a, Rule>, c: u8) -> bool {
        self.input.as_bytes().get(p.as_span().end()) == Some(&c)
    }

    fn ident(&self, p: Pair<'a, Rule>) -> Ident {
        Ident {
            name: self.name(p.as_str()),
            span: self.span(&p),
        }
    }

    fn ty(&self, p: Pair<'a, Rule>) -> R<TypeExpr> {
        let q = p.into_inner().next().expect("type");
        Ok(match q.as_rule() {
            Rule::bits_type => {
                let n = q.clone().into_inner().next().expect("bits width");
                let v: i64 = n
                    .as_str()
                    .parse()
                    .map_err(|_| Diagnostic::error(self.span(&n).loc(), "invalid bits width"))?;
                TypeExpr::Bits(v)
            }
            Rule::list_type => {
                TypeExpr::List(Box::new(self.ty(q.into_inner().next().expect("elt"))?))
            }
            Rule::prim_type => match q.as_str() {
                "bit" => TypeExpr::Bit,
                "int" => TypeExpr::Int,
                "string" => TypeExpr::String,
                "code" => TypeExpr::Code,
                _ => TypeExpr::Dag,
            },
            _ => TypeExpr::Class(self.ident(q)),
        })
    }

    fn value(&self, p: Pair<'a, Rule>) -> R<Expr> {
        debug_assert_eq!(p.as_rule(), Rule::value);
        let whole = self.span(&p);
        let mut it = p.into_inner().peekable();
        let first = it.next().expect("simple value");
        let mut e = if first.as_rule() == Rule::ident {
            // A reference (`ident`, then maybe `inst_args`): its blanks, up to the
            // value's next part, belong to it.
            let inst = it.next_if(|q| q.as_rule() == Rule::inst_args);
            let end = match (&inst, it.peek()) {
                (Some(a), _) => (self.base + a.as_span().end()) as u32,
                (None, Some(q)) => (self.base + q.as_span().start()) as u32,
                (None, None) => whole.end,
            };
            self.id_ref(first, inst, end)?
        } else {
            self.simple(first)?
        };
        for s in it {
            // (The zero-width mark where the suffixes start.)
            if s.as_rule() == Rule::postfix_start {
                continue;
            }
            let span = Span {
                file: self.file,
                start: whole.start,
                end: (self.base + s.as_span().end()) as u32,
            };
            let kind = match s.as_rule() {
                Rule::bit_slice => {
                    let rl = s.into_inner().next().expect("range list");
                    ExprKind::BitSlice(Box::new(e), self.range_list(rl)?)
                }
                Rule::list_slice => {
                    let mut pieces = Vec::new();
                    let mut trailing = false;
                    for q in s.into_inner() {
                        if q.as_rule() == Rule::trailing_comma {
                            trailing = true;
                        } else {
                            pieces.push(self.range_piece(q)?);
                        }
                    }
                    let single = pieces.len() == 1 && pieces[0].end.is_none() && !trailing;
                    ExprKind::ListSlice(Box::new(e), pieces, single)
                }
                Rule::field_access => ExprKind::Field(
                    Box::new(e),
                    self.ident(s.into_inner().next().expect("field")),
                ),
                Rule::paste_tail => {
                    let q = s.into_inner().next().expect("paste rhs");
                    let rhs = if q.as_rule() == Rule::value {
                        Some(Box::new(self.value(q)?))
                    } else {
                        None
                    };
                    ExprKind::Paste(Box::new(e), rhs)
                }
                r => unreachable!("suffix {:?}", r),
            };
            e = Expr { kind, span };
        }
        Ok(e)
    }

    fn range_list(&self, p: Pair<'a, Rule>) -> R<Vec<RangePiece>> {
        p.into_inner().map(|q| self.range_piece(q)).collect()
    }

    fn range_piece(&self, p: Pair<'a, Rule>) -> R<RangePiece> {
        let mut it = p.into_inner();
        let start = self.value(it.next().expect("start"))?;
        let _sep = it.next();
        let end = match it.next() {
            Some(q) => Some(self.value(q)?),
            None => None,
        };
        Ok(RangePiece { start, end })
    }

    /// The arguments of a class reference or instantiation: the values of
    /// `arg`s (a silent rule), `name = value` is two.
    fn args(&self, mut it: Pairs<'a, Rule>) -> R<Vec<ArgExpr>> {
        let mut out = Vec::with_capacity(it.len());
        while let Some(v) = it.next() {
            let named = self.followed_by(&v, b'=');
            let first = self.value(v)?;
            if named {
                let value = self.value(it.next().expect("arg"))?;
                out.push(ArgExpr::Named(Box::new(first), value));
            } else {
                out.push(ArgExpr::Positional(first));
            }
        }
        Ok(out)
    }

    /// A reference: `ident`, then `<` args `>` (`inst`) or not; the
    /// expression ends at `end`.
    fn id_ref(&self, ident: Pair<'a, Rule>, inst: Option<Pair<'a, Rule>>, end: u32) -> R<Expr> {
        let name = self.ident(ident);
        let span = Span { end, ..name.span };
        let kind = match inst {
            Some(a) => ExprKind::ClassInst(name, self.args(a.into_inner())?),
            None => match &*name.name {
                "true" => ExprKind::Bool(true),
                "false" => ExprKind::Bool(false),
                n if is_keyword(n) => {
                    return Err(Diagnostic::error(
                        span.loc(),
                        "Unknown or reserved token when parsing a value",
                    ));
                }
                _ => ExprKind::Id(name),
            },
        };
        Ok(Expr { kind, span })
    }

    fn simple(&self, p: Pair<'a, Rule>) -> R<Expr> {
        let span = self.span(&p);
        let kind = match p.as_rule() {
            Rule::unset => ExprKind::Unset,
            Rule::number => {
                let s = p.as_str();
                if let Some(h) = s.strip_prefix("0x") {
                    let v = u64::from_str_radix(h, 16)
                        .map_err(|_| Diagnostic::error(span.loc(), "Invalid hexadecimal number"))?;
                    ExprKind::Int(v as i64)
                } else if let Some(digits) = s.strip_prefix("0b") {
                    if digits.len() > 64 {
                        return Err(Diagnostic::error(span.loc(), "Invalid binary number"));
                    }
                    ExprKind::BinLit(digits.bytes().rev().map(|b| b == b'1').collect())
                } else {
                    let v = s
                        .parse::<i64>()
                        .or_else(|_| s.trim_start_matches('+').parse::<u64>().map(|u| u as i64))
                        .map_err(|_| Diagnostic::error(span.loc(), "Invalid number"))?;
                    ExprKind::Int(v)
                }
            }
            Rule::strings => {
                // The common case, one literal without escapes: no copy
                // besides the shared string itself.
                let mut parts = p.clone().into_inner();
                if let (Some(q), None) = (parts.next(), parts.next()) {
                    let t = q.as_str();
                    let body = &t[1..t.len() - 1];
                    if memchr::memchr2(b'\\', b'\n', body.as_bytes()).is_none() {
                        return Ok(Expr {
                            kind: ExprKind::Str(Arc::from(body)),
                            span,
                        });
                    }
                }
                let mut s = String::new();
                for q in p.into_inner() {
                    let t = q.as_str();
                    s.push_str(&unescape(
                        &t[1..t.len() - 1],
                        self.file,
                        self.base + q.as_span().start() + 1,
                    )?);
                }
                ExprKind::Str(Arc::from(s))
            }
            Rule::code_lit => {
                let t = p.as_str();
                ExprKind::Code(Arc::from(&t[2..t.len() - 2]))
            }
            Rule::bits_lit => {
                ExprKind::Bits(p.into_inner().map(|q| self.value(q)).collect::<R<_>>()?)
            }
            Rule::list_lit => {
                let parts = p.into_inner();
                let mut elems = Vec::with_capacity(parts.len());
                let mut ty = None;
                for q in parts {
                    if q.as_rule() == Rule::type_ {
                        ty = Some(Box::new(self.ty(q)?));
                    } else {
                        elems.push(self.value(q)?);
                    }
                }
                ExprKind::List(elems, ty)
            }
            Rule::dag_lit => {
                let mut it = p.into_inner();
                let (op, op_name) = self.dag_arg(it.next().expect("dag op"))?;
                let op = match op {
                    Some(o) => o,
                    None => return Err(Diagnostic::error(span.loc(), "expected dag operator")),
                };
                let args = it.map(|q| self.dag_arg(q)).collect::<R<_>>()?;
                ExprKind::Dag {
                    op: Box::new(op),
                    op_name,
                    args,
                }
            }
            Rule::bang => {
                let mut it = p.into_inner();
                let n = it.next().expect("bang name");
                let op = Ident {
                    name: self.name(&n.as_str()[1..]),
                    span: self.span(&n),
                };
                let mut ty = None;
                let mut args = Vec::new();
                let mut clauses = Vec::new();
                let is_cond = &*op.name == "cond";
                // The arguments are the values of `bang_arg`s (a silent
                // rule): a clause `cond: value` is two.
                while let Some(q) = it.next() {
                    match q.as_rule() {
                        Rule::type_ => ty = Some(Box::new(self.ty(q)?)),
                        Rule::trailing_comma => {
                            if !is_cond {
                                return Err(Diagnostic::error(
                                    self.span(&q).loc(),
                                    "expected value after ','",
                                ));
                            }
                        }
                        _ => {
                            let qspan = self.span(&q);
                            let clause = self.followed_by(&q, b':');
                            let first = self.value(q)?;
                            match (clause, is_cond) {
                                (true, true) => {
                                    let v = it.next().expect("clause value");
                                    clauses.push((first, self.value(v)?))
                                }
                                (false, false) => args.push(first),
                                (true, false) => {
                                    return Err(Diagnostic::error(
                                        qspan.loc(),
                                        "unexpected ':' in operator arguments",
                                    ))
                                }
                                (false, true) => {
                                    return Err(Diagnostic::error(
                                        qspan.loc(),
                                        "expected ':' in !cond",
                                    ))
                                }
                            }
                        }
                    }
                }
                if is_cond {
                    if ty.is_some() {
                        return Err(Diagnostic::error(
                            op.span.loc(),
                            "!cond does not take a type",
                        ));
                    }
                    if clauses.is_empty() {
                        return Err(Diagnostic::error(
                            op.span.loc(),
                            "there should be at least 1 'condition : value' in the !cond operator",
                        ));
                    }
                    ExprKind::Cond(clauses)
                } else {
                    ExprKind::Bang { op, ty, args }
                }
            }
            r => unreachable!("simple value {:?}", r),
        };
        Ok(Expr { kind, span })
    }

    fn dag_arg(&self, p: Pair<'a, Rule>) -> R<(Option<Expr>, Option<Ident>)> {
        let mut it = p.into_inner();
        let first = it.next().expect("dag arg");
        if first.as_rule() == Rule::var_name {
            return Ok((None, Some(self.var_name(first))));
        }
        let v = self.value(first)?;
        let n = it.next().map(|q| self.var_name(q));
        Ok((Some(v), n))
    }

    fn var_name(&self, p: Pair<'a, Rule>) -> Ident {
        let span = self.span(&p);
        Ident {
            name: self.name(&p.as_str()[1..]),
            span,
        }
    }

    fn targs(&self, p: Pair<'a, Rule>) -> R<Vec<TemplateArg>> {
        let mut out = Vec::new();
        for a in p.into_inner() {
            let mut it = a.into_inner();
            let ty = self.ty(it.next().expect("type"))?;
            let name = self.ident(it.next().expect("name"));
            let default = match it.next() {
                Some(q) => Some(self.value(q)?),
                None => None,
            };
            out.push(TemplateArg { ty, name, default });
        }
        Ok(out)
    }

    fn class_ref(&self, p: Pair<'a, Rule>) -> R<ClassRef> {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let name = self.ident(it.next().expect("name"));
        let args = self.args(it)?;
        Ok(ClassRef { name, args, span })
    }

    fn obj_body(&self, p: Pair<'a, Rule>) -> R<(ObjBody, bool)> {
        let mut parents = Vec::new();
        let mut items = Vec::new();
        let mut is_decl = false;
        for q in p.into_inner() {
            match q.as_rule() {
                Rule::parent_list => {
                    let list = q.into_inner();
                    parents.reserve_exact(list.len());
                    for c in list {
                        parents.push(self.class_ref(c)?);
                    }
                }
                Rule::body => {
                    for b in q.into_inner() {
                        match b.as_rule() {
                            Rule::empty_body => is_decl = true,
                            _ => items.push(self.body_item(b)?),
                        }
                    }
                }
                r => unreachable!("obj body {:?}", r),
            }
        }
        let decl = is_decl && parents.is_empty();
        Ok((ObjBody { parents, items }, decl))
    }

    fn body_item(&self, p: Pair<'a, Rule>) -> R<BodyItem> {
        let span = self.span(&p);
        Ok(match p.as_rule() {
            Rule::field_decl => {
                let mut it = p.into_inner();
                let mut q = it.next().expect("type");
                let is_field = q.as_rule() == Rule::k_field;
                if is_field {
                    q = it.next().expect("type");
                }
                let ty = self.ty(q)?;
                let name = self.ident(it.next().expect("name"));
                let value = match it.next() {
                    Some(q) => Some(self.value(q)?),
                    None => None,
                };
                BodyItem::Field {
                    is_field,
                    ty,
                    name,
                    value,
                }
            }
            Rule::body_let => {
                let mut it = inner(p);
                let name = self.ident(it.next().expect("name"));
                let mut bits = None;
                let mut q = it.next().expect("value");
                if q.as_rule() == Rule::bit_slice {
                    bits = Some(self.range_list(q.into_inner().next().expect("ranges"))?);
                    q = it.next().expect("value");
                }
                BodyItem::Let {
                    name,
                    bits,
                    value: self.value(q)?,
                }
            }
            Rule::defvar_stmt => {
                let mut it = inner(p);
                let name = self.ident(it.next().expect("name"));
                BodyItem::Defvar(name, self.value(it.next().expect("value"))?)
            }
            Rule::assert_stmt => {
                let mut it = inner(p);
                let c = self.value(it.next().expect("cond"))?;
                let m = self.value(it.next().expect("msg"))?;
                BodyItem::Assert(c, m, span)
            }
            Rule::dump_stmt => {
                let mut it = inner(p);
                BodyItem::Dump(self.value(it.next().expect("msg"))?, span)
            }
            r => unreachable!("body item {:?}", r),
        })
    }

    fn block(&self, p: Pair<'a, Rule>) -> R<Vec<Stmt>> {
        inner(p).map(|q| self.stmt(q)).collect()
    }

    fn stmt(&self, p: Pair<'a, Rule>) -> R<Stmt> {
        let span = self.span(&p);
        let kind = match p.as_rule() {
            Rule::include => {
                let q = inner(p).next().expect("path");
                let t = q.as_str();
                let s = unescape(
                    &t[1..t.len() - 1],
                    self.file,
                    self.base + q.as_span().start() + 1,
                )?;
                StmtKind::Include(s, self.span(&q))
            }
            Rule::class_stmt => {
                let mut name = None;
                let mut targs = Vec::new();
                let mut body = None;
                for q in inner(p) {
                    match q.as_rule() {
                        Rule::ident => name = Some(self.ident(q)),
                        Rule::template_args => targs = self.targs(q)?,
                        _ => body = Some(self.obj_body(q)?),
                    }
                }
                let (body, is_decl) = body.expect("class body");
                StmtKind::Class {
                    name: name.expect("class name"),
                    targs,
                    body,
                    is_decl,
                }
            }
            Rule::def_stmt => {
                let mut name = None;
                let mut body = None;
                for q in inner(p) {
                    match q.as_rule() {
                        Rule::value => name = Some(self.value(q)?),
                        _ => body = Some(self.obj_body(q)?.0),
                    }
                }
                StmtKind::Def(name, body.expect("def body"))
            }
            Rule::defm_stmt => {
                let mut name = None;
                let mut refs = Vec::new();
                for q in inner(p) {
                    match q.as_rule() {
                        Rule::value => name = Some(self.value(q)?),
                        _ => refs.push(self.class_ref(q)?),
                    }
                }
                StmtKind::Defm(name, refs)
            }
            Rule::defset_stmt => {
                let mut it = inner(p);
                let ty = self.ty(it.next().expect("type"))?;
                let name = self.ident(it.next().expect("name"));
                let body = it.map(|q| self.stmt(q)).collect::<R<_>>()?;
                StmtKind::Defset(ty, name, body)
            }
            Rule::defvar_stmt => {
                let mut it = inner(p);
                let name = self.ident(it.next().expect("name"));
                StmtKind::Defvar(name, self.value(it.next().expect("value"))?)
            }
            Rule::foreach_stmt => {
                let mut it = inner(p);
                let name = self.ident(it.next().expect("name"));
                let l = it.next().expect("list");
                let list = {
                    let parts: Vec<_> = l.into_inner().collect();
                    match parts.len() {
                        1 if parts[0].as_rule() == Rule::range_list => {
                            ForeachList::Ranges(self.range_list(parts[0].clone())?)
                        }
                        1 => ForeachList::Value(self.value(parts[0].clone())?),
                        _ => ForeachList::Ranges(vec![RangePiece {
                            start: self.value(parts[0].clone())?,
                            end: Some(self.value(parts[2].clone())?),
                        }]),
                    }
                };
                let body = self.block(it.next().expect("body"))?;
                StmtKind::Foreach(name, list, body)
            }
            Rule::if_stmt => {
                let mut it = inner(p);
                let c = self.value(it.next().expect("cond"))?;
                let t = self.block(it.next().expect("then"))?;
                let e = match it.next() {
                    Some(q) => Some(self.block(q)?),
                    None => None,
                };
                StmtKind::If(c, t, e)
            }
            Rule::let_stmt => {
                let mut lets = Vec::new();
                let mut body = Vec::new();
                for q in inner(p) {
                    match q.as_rule() {
                        Rule::let_assign => {
                            let mut it = q.into_inner();
                            let name = self.ident(it.next().expect("name"));
                            let mut bits = None;
                            let mut v = it.next().expect("value");
                            if v.as_rule() == Rule::let_range {
                                bits =
                                    Some(self.range_list(v.into_inner().next().expect("ranges"))?);
                                v = it.next().expect("value");
                            }
                            lets.push((name, bits, self.value(v)?));
                        }
                        _ => body = self.block(q)?,
                    }
                }
                StmtKind::Let(lets, body)
            }
            Rule::multiclass_stmt => {
                let mut name = None;
                let mut targs = Vec::new();
                let mut bases = Vec::new();
                let mut body = Vec::new();
                for q in inner(p) {
                    match q.as_rule() {
                        Rule::ident => name = Some(self.ident(q)),
                        Rule::class_ref => bases.push(self.class_ref(q)?),
                        Rule::template_args => targs = self.targs(q)?,
                        _ => body.push(self.stmt(q)?),
                    }
                }
                StmtKind::MultiClass {
                    name: name.expect("name"),
                    targs,
                    bases,
                    body,
                }
            }
            Rule::assert_stmt => {
                let mut it = inner(p);
                let c = self.value(it.next().expect("cond"))?;
                StmtKind::Assert(c, self.value(it.next().expect("msg"))?)
            }
            Rule::dump_stmt => StmtKind::Dump(self.value(inner(p).next().expect("msg"))?),
            r => unreachable!("stmt {:?}", r),
        };
        Ok(Stmt { kind, span })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tablegen::preprocess::{preprocess, Macros};

    /// All statements, then the error (if any), rendered for comparison.
    fn drain(mut p: StmtParser<'_>) -> Vec<String> {
        let mut out = Vec::new();
        loop {
            match p.next_stmt() {
                Ok(Some(s)) => out.push(format!("{:?}", s)),
                Ok(None) => return out,
                Err(d) => {
                    out.push(format!("error at {:?}: {}", d.loc, d.message));
                    return out;
                }
            }
        }
    }

    /// The statement-at-a-time parser (the fallback after a syntax error).
    fn incremental(text: &str) -> StmtParser<'_> {
        check_nesting(FileId(0), text).unwrap();
        StmtParser {
            file: FileId(0),
            text,
            pos: 0,
            ready: Vec::new().into_iter(),
            pending: None,
            single: true,
            names: RefCell::default(),
            stray: None,
        }
    }

    /// The chunked parse and the statement-at-a-time one.
    fn both(text: &str) -> (Vec<String>, Vec<String>) {
        let chunked = drain(StmtParser::new(FileId(0), text).unwrap());
        (chunked, drain(incremental(text)))
    }

    #[test]
    fn errors_after_several_chunks_are_found_in_place() {
        // 70 statements (many chunks), then a syntax error, then more.
        let mut text: String = (0..70).map(|i| format!("def d{};\n", i)).collect();
        let at = text.len() + "def e { int x = ".len();
        text.push_str("def e { int x = ; }\ndef f;\n");
        let (chunked, one_by_one) = both(&text);
        assert_eq!(chunked, one_by_one);
        assert_eq!(chunked.len(), 71);
        assert!(
            chunked[70].starts_with(&format!(
                "error at Some(Loc {{ file: FileId(0), offset: {} }})",
                at
            )),
            "{:?}",
            chunked[70]
        );
        // A tree-building error in a later chunk.
        let mut text: String = (0..40).map(|i| format!("def d{};\n", i)).collect();
        text.push_str("def b { string s = \"\\q\"; }\ndef c;\n");
        let (chunked, one_by_one) = both(&text);
        assert_eq!(chunked, one_by_one);
        assert_eq!(chunked.len(), 41);
        assert!(chunked[40].contains("invalid escape"), "{:?}", chunked[40]);
    }

    #[test]
    fn chunked_and_statement_at_a_time_agree() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/features");
        let mut n = 0;
        for e in std::fs::read_dir(dir).unwrap() {
            let path = e.unwrap().path();
            if path.extension().is_none_or(|x| x != "td") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            let pre = preprocess(&text, &mut Macros::default()).unwrap();
            let (chunked, one_by_one) = both(&pre);
            assert!(!chunked.is_empty(), "{}", path.display());
            assert_eq!(chunked, one_by_one, "{}", path.display());
            n += 1;
        }
        assert!(n > 0);
    }

    #[test]
    fn statements_before_an_error_come_first() {
        // A syntax error: the chunk fails, the statements before it are
        // still returned in order, then the error.
        let (chunked, one_by_one) = both("def a;\ndef b;\ndef c { int x = ; }\ndef d;\n");
        assert_eq!(chunked, one_by_one);
        assert_eq!(chunked.len(), 3);
        assert!(
            chunked[2].starts_with("error at Some(Loc { file: FileId(0), offset: 30 })"),
            "{:?}",
            chunked
        );
        // An error found while building the tree (an invalid escape).
        let (chunked, one_by_one) = both("def a;\ndef b { string s = \"\\q\"; }\ndef c;\n");
        assert_eq!(chunked, one_by_one);
        assert_eq!(chunked.len(), 2);
        assert!(chunked[1].contains("invalid escape"), "{:?}", chunked);
    }

    #[test]
    fn blank_texts_have_no_statements() {
        for t in [
            "",
            "  \n\t\r\n",
            "// c\n/* a /* nested */ b */ \n",
            "/*   \n  */",
        ] {
            assert!(is_blank(t), "{:?}", t);
            assert!(drain(StmtParser::new(FileId(0), t).unwrap()).is_empty());
        }
        // An unclosed comment is not blank: the parser reports it.
        for t in ["/* open", "/* /* */", "def a;", "/**/ x"] {
            assert!(!is_blank(t), "{:?}", t);
        }
        let e = drain(StmtParser::new(FileId(0), "/* open").unwrap());
        assert!(e[0].starts_with("error"), "{:?}", e);
    }

    #[test]
    fn a_string_ends_at_its_line() {
        let first_error = |t: &str| {
            let mut p = StmtParser::new(FileId(0), t).unwrap();
            loop {
                match p.next_stmt() {
                    Ok(Some(_)) => {}
                    Ok(None) => return None,
                    Err(e) => return Some((e.message, e.loc.map(|l| l.offset))),
                }
            }
        };
        let eol = "End of line in string literal".to_string();
        // A syntax error after a string that its line ends is the string's,
        // as is a string with a line break in it.
        assert_eq!(
            first_error("def A { string s = \"abc\n; }\ndef B { string t = \"q\"; }"),
            Some((eol.clone(), Some(20)))
        );
        assert_eq!(
            first_error("def A { string s = \"abc\n\"; }"),
            Some((eol, Some(20)))
        );
        assert_eq!(
            first_error("include \"abc"),
            Some(("End of file in string literal".to_string(), Some(9)))
        );
        assert_eq!(
            first_error("def A { string s = \"a\\\nb\"; }"),
            Some((
                "escaped newlines not supported in tblgen".to_string(),
                Some(22)
            ))
        );
        assert_eq!(
            first_error("def A { string s = \"a\\qb\"; }"),
            Some(("invalid escape in string literal".to_string(), Some(22)))
        );
        // Quotes in comments and code are not strings.
        assert_eq!(
            first_error("def A; // \"\ndef B { code c = [{ \"\n }]; }"),
            None
        );
    }

    #[test]
    fn stray_characters_are_found_outside_comments_strings_and_code() {
        assert_eq!(first_stray("def A;"), None);
        assert_eq!(first_stray("def A; // é\n/* \u{0b} */"), None);
        assert_eq!(
            first_stray("def A { string s = \"é\"; code c = [{ é }]; }"),
            None
        );
        assert_eq!(first_stray("def Aé;"), Some(5));
        assert_eq!(first_stray("def A;\u{0c}"), Some(6));
        assert_eq!(first_stray("def A { string s = \"x\\\"é\"; } ß"), Some(30));
        // (An open string ends at its line; what follows is read on.)
        assert_eq!(first_stray("\"é\né"), Some(4));
        // Up to the stray character, the parser reads as usual; there it
        // meets the lexer's error.
        let mut p = StmtParser::new(FileId(0), "def A;\u{a0}def B;").unwrap();
        assert!(p.next_stmt().unwrap().is_some());
        let e = p.next_stmt().unwrap_err();
        assert_eq!(
            (e.message.as_str(), e.loc.map(|l| l.offset)),
            ("Unexpected character", Some(6))
        );
        let mut p = StmtParser::new(FileId(0), "def Aé;").unwrap();
        let e = p.next_stmt().unwrap_err();
        assert_eq!(
            (e.message.as_str(), e.loc.map(|l| l.offset)),
            ("Unexpected character", Some(5))
        );
    }

    #[test]
    fn scan_sees_keywords_only_at_word_starts() {
        // `in`, `then`, `else` inside words do not count as a chain.
        let inside: String = "defset within thenx elsewhere inline ".repeat(MAX_NESTING + 1);
        assert_eq!(scan(inside.as_bytes(), None), Ok(()));
        let chain = "let a = 1 in ".repeat(MAX_NESTING + 1);
        let last = chain.rfind(" in ").unwrap() + 1;
        assert_eq!(scan(chain.as_bytes(), None), Err(last));
        // `include` is found at a word start only, and not in a string.
        let text = b"def reinclude; include \"a.td\"\ndef s { string x = \"include \\\"b\\\"\"; }\ninclude \"c.td\"";
        let mut found = Vec::new();
        assert_eq!(scan(text, Some(&mut found)), Ok(()));
        let names: Vec<&str> = found.iter().map(|i| i.name.as_str()).collect();
        assert_eq!(names, ["a.td", "c.td"]);
    }

    #[test]
    fn block_comments_nest_and_may_overlap() {
        assert_eq!(block_comment_end(b"/* a */", 2), Some(7));
        assert_eq!(block_comment_end(b"/* /* */ */x", 2), Some(11));
        // `/*/` opens, then `*/` closes (the `/` is not reused).
        assert_eq!(block_comment_end(b"/*/ */", 2), Some(6));
        assert_eq!(block_comment_end(b"/* */*/", 2), Some(5));
        assert_eq!(block_comment_end(b"/* /*/ */", 2), None);
    }
}

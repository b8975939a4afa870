//! Parsing: pest grammar (`grammar.pest`) → syntax tree ([`super::ast`]).
//!
//! The statement parser and the builder's context are here; `scan` holds
//! the byte scans (nesting, includes, stray characters), `expr` and `stmt`
//! build the syntax trees of values and statements.

use super::ast::*;
use super::fxhash::FxHasher;
use crate::diag::{Diagnostic, FileId, Loc, Span};
use pest::iterators::Pair;
use pest::Parser;
use std::cell::RefCell;
use std::hash::BuildHasherDefault;
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

mod expr;
mod scan;
mod stmt;

pub(crate) use scan::{first_stray, stray_error};
pub(super) use scan::{is_blank, scan, segment_ends, skip_trivia, too_deep, Include};
use scan::{lex_find, Lexed, StringEnd};

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

/// Widest `bits<n>` type accepted (each bit is a value of its own).
pub const MAX_BITS: i64 = 1 << 20;

/// Deepest bracket nesting accepted: about what llvm-tblgen survives on
/// its 8 MiB stack (it overflows between 5,000 and 20,000 levels). The
/// parser and evaluator take about 6 KiB of stack a level (optimised; up
/// to 50 KiB unoptimised), well within the parser thread's stack (`STACK_SIZE`).
pub const MAX_NESTING: usize = 5000;

/// Parses a (preprocessed) file one top-level statement at a time, like
/// `llvm-tblgen` (which evaluates each statement as soon as it is parsed).
///
/// Statements are parsed in chunks of up to 16 with one pest call each:
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
    names: RefCell<Names>,
    /// Where the text was cut at a stray character (see `first_stray`):
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
    /// character, if any (see `first_stray`).
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

    /// Parses the statements from `pos` on, up to 16 (2 at the start of the
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
        let mut stmts = Vec::with_capacity(16);
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
fn check_nesting(file: FileId, text: &str) -> Result<(), Diagnostic> {
    scan(text.as_bytes(), None).map_err(|at| too_deep(file, at))
}

/// The table of names for parsing `len` bytes: about one distinct name per
/// 100 bytes in the corpus, but at most 64 at first (a parser that parses
/// ahead lives for one chunk; a table that grows rehashes rarely).
fn names_table(len: usize) -> Names {
    Names::with_capacity_and_hasher((len / 100).min(64), Default::default())
}

/// A table of names, found by their text. (A set of the shared strings,
/// half the size of a map from the text to them: with a million distinct
/// names, 32 MiB less memory to be zeroed by the kernel.)
type Names = std::collections::HashSet<Arc<str>, BuildHasherDefault<FxHasher>>;

/// Whether `rest` starts with a character that begins no TableGen token,
/// where llvm-tblgen's lexer stops with "Unexpected character": an ASCII
/// punctuation mark the language does not use (`@`, `%`, `&`, `*`, `|`,
/// `^`, `~`, `` ` ``, `'`, `\\`), a control character, or a `/` that opens no
/// comment.
fn starts_no_token(rest: &[u8]) -> bool {
    match rest {
        [b'/', b'/' | b'*', ..] => false,
        [b'/', ..] => true,
        [c, ..] => {
            !c.is_ascii_alphanumeric()
                && !c.is_ascii_whitespace()
                && (*c < 0x80)
                && !b":;.,<>[]{}()=?#!\"$+-_".contains(c)
        }
        [] => false,
    }
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
            } else if starts_no_token(rest.as_bytes()) {
                "Unexpected character".to_string()
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
    names: &'c RefCell<Names>,
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
        names.insert(n.clone());
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tablegen::preprocess::{block_comment_end, preprocess, Macros};

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
    fn characters_that_start_no_token_are_unexpected() {
        // llvm-tblgen's lexer: "Unexpected character" at a lone `/`, a
        // punctuation mark TableGen does not use, or a control character.
        for (text, at) in [
            ("def A { int x = 1 / 2; }", 18),
            ("def A;\n@", 7),
            ("def A;\u{1}", 6),
            ("def A { int x = 1 % 2; }", 18),
        ] {
            let mut p = StmtParser::new(FileId(0), text).unwrap();
            let e = loop {
                match p.next_stmt() {
                    Ok(Some(_)) => continue,
                    Ok(None) => panic!("{text:?} parses"),
                    Err(e) => break e,
                }
            };
            assert_eq!(
                (e.message.as_str(), e.loc.map(|l| l.offset)),
                ("Unexpected character", Some(at)),
                "{text:?}"
            );
        }
        // A comment's `/` and a missing value are not.
        let mut p = StmtParser::new(FileId(0), "def A { int x = ; }").unwrap();
        assert!(p
            .next_stmt()
            .unwrap_err()
            .message
            .starts_with("Unexpected token ';'"));
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

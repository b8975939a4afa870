//! A file's statements read segment by segment: a segment the evaluator
//! parsed ahead is taken, the others are parsed here.

use crate::diag::{Diagnostic, FileId, Text};
use crate::tablegen::ahead::Ahead;
use crate::tablegen::ast::Stmt;
use crate::tablegen::parse::{is_blank, scan, segment_ends, too_deep, StmtParser};
use std::path::PathBuf;

/// A file's statements, read segment by segment (see [`ahead`]): each
/// segment parsed ahead by the evaluator is taken, the others are parsed.
pub(super) struct Statements<'a> {
    file: FileId,
    /// The file's preprocessed text.
    text: &'a str,
    /// Segments are taken from here (none after a restart).
    ahead: Option<(Ahead, PathBuf)>,
    /// The ends of the segments after the current one.
    ends: std::vec::IntoIter<usize>,
    /// The end of the current segment.
    end: usize,
    /// The end of the last statement.
    last: usize,
    now: Source<'a>,
}

/// Where the current segment's statements come from.
enum Source<'a> {
    /// Parsed as they are read.
    Parser(StmtParser<'a>),
    /// Parsed ahead; parsing goes on at `resume_at`.
    Ahead {
        stmts: std::vec::IntoIter<Stmt>,
        resume_at: Option<usize>,
    },
    /// The current segment is over.
    Next,
}

impl<'a> Statements<'a> {
    /// Reads `text`, the preprocessed text of `file`, from `start`; with
    /// segments taken from `ahead` when given (the file's path beside it).
    pub(super) fn new(
        file: FileId,
        shared_text: &'a Text,
        start: usize,
        ahead: Option<(Ahead, PathBuf)>,
    ) -> Result<Self, Diagnostic> {
        let text: &'a str = shared_text;
        // (A text with nothing to parse, such as a header read again behind
        // its include guard, has no segments to scan for.)
        let blank = is_blank(&text[start.min(text.len())..]);
        let (Some((a, path)), false) = (&ahead, blank) else {
            // (Checks the nesting of the whole text, once.)
            let parser = StmtParser::new_at(file, text, start)?;
            return Ok(Statements {
                file,
                text,
                ends: Vec::new().into_iter(),
                end: text.len(),
                last: start,
                now: Source::Parser(parser),
                ahead: None,
            });
        };
        // The nesting check of the whole text and its includes, in one
        // scan (the check as [`StmtParser::new_at`] makes it), unless the
        // plan scanned the same text.
        let ends = match a.scanned(path, text) {
            Some(ends) => ends,
            None => {
                let mut includes = Vec::new();
                if let Err(at) = scan(text.as_bytes(), Some(&mut includes)) {
                    return Err(too_deep(file, at));
                }
                // (The plan need not scan it again.)
                a.give_scanned(path, shared_text, &includes);
                segment_ends(&includes)
            }
        };
        let ends: Vec<usize> = ends.into_iter().filter(|&e| e > start).collect();
        Ok(Statements {
            file,
            text,
            ends: ends.into_iter(),
            end: start,
            last: start,
            now: Source::Next,
            ahead,
        })
    }

    pub(super) fn has_parsed_ahead(&self) -> bool {
        match &self.now {
            Source::Parser(p) => p.has_parsed_ahead(),
            Source::Ahead { stmts, .. } => stmts.len() > 0,
            Source::Next => false,
        }
    }

    pub(super) fn next_stmt(&mut self) -> Result<Option<Stmt>, Diagnostic> {
        loop {
            let got = match &mut self.now {
                Source::Ahead { stmts, resume_at } => match stmts.next() {
                    Some(s) => Ok(Some(s)),
                    None => {
                        self.now = match *resume_at {
                            Some(at) => Source::Parser(StmtParser::resume_at(
                                self.file,
                                &self.text[..self.end],
                                at,
                            )),
                            None => Source::Next,
                        };
                        continue;
                    }
                },
                Source::Parser(p) => match p.next_stmt() {
                    Ok(None) if self.end < self.text.len() => {
                        self.now = Source::Next;
                        continue;
                    }
                    // A segment is parsed up to its end: an error may come
                    // from a segment cut where no statement ends. The rest
                    // of the file is parsed whole (for the exact error).
                    Err(_) if self.end < self.text.len() => {
                        self.end = self.text.len();
                        self.ends = Vec::new().into_iter();
                        self.ahead = None;
                        self.now =
                            Source::Parser(StmtParser::resume_at(self.file, self.text, self.last));
                        continue;
                    }
                    r => r,
                },
                Source::Next => {
                    let start = self.end;
                    self.end = self.ends.next().unwrap_or(self.text.len());
                    let seg = &self.text[start..self.end];
                    let taken = match &self.ahead {
                        Some((a, path)) => a.take(path, start, seg, self.file),
                        None => None,
                    };
                    self.now = match taken {
                        Some(t) => Source::Ahead {
                            stmts: t.stmts,
                            resume_at: t.resume_at,
                        },
                        None => Source::Parser(StmtParser::resume_at(
                            self.file,
                            &self.text[..self.end],
                            start,
                        )),
                    };
                    continue;
                }
            };
            if let Ok(Some(s)) = &got {
                self.last = s.span.end as usize;
            }
            return got;
        }
    }
}

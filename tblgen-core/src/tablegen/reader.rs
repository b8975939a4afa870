//! The front end's reader: file lookup, reading, preprocessing and parsing,
//! run on a thread of its own and pipelined with evaluation.
//!
//! ```text
//! reader thread:  read ─► preprocess ─► parse ─┐  (includes expanded in lexical order)
//!                                              │ ordered stream of [`Event`]s (bounded)
//! evaluation thread:                           └─► eval ─► RecordKeeper
//! ```
//!
//! The reader owns everything that is the lexer's business in `llvm-tblgen`:
//! finding files (the working directory, then the `-I` directories), the
//! macro set (global across includes) and the include depth limit. It sends
//! the evaluator, in order: a file entered ([`Event::Enter`], which the
//! evaluator registers in its source map under the [`FileId`] the reader
//! already used for the file's spans), its statements ([`Event::Stmt`]), and
//! the end of the file ([`Event::Leave`]).
//!
//! Every `include` statement, at the top level or nested in a block (`let`,
//! `foreach`, `if`, `defset`, multiclass bodies), is expanded right after the
//! statement that contains it, in lexical (pre-order) order: the events of the
//! included file follow the statement. The evaluator visits include
//! statements in the same order and reads an included file's events when it
//! reaches the statement, so evaluation order is exactly that of reading
//! and evaluating one statement after the other.
//!
//! An error (missing file, preprocessor or syntax error, include nested too
//! deeply) is sent as [`Event::Error`] at its place in the stream and ends
//! it: the evaluator reports it only when it gets there, so an evaluation
//! error in an earlier statement is reported first, as with `llvm-tblgen`.
//! When the evaluator stops early it drops its end of the channel, and the
//! reader stops at its next send.

use super::ast::{Stmt, StmtKind};
use super::parse::StmtParser;
use super::preprocess::{preprocess, Macros};
use super::Options;
use crate::diag::{Diagnostic, FileId, Loc, Span};
use std::path::{Path, PathBuf};
use std::sync::mpsc;

/// Deepest `include` nesting accepted.
pub const MAX_INCLUDE_DEPTH: usize = 64;

/// Events are sent in batches of this many (one channel operation, and at
/// most one wake-up of the evaluator, per batch).
const BATCH: usize = 32;

/// Batches the reader may run ahead of the evaluator.
const CAPACITY: usize = 64;

/// A file the reader has started.
#[derive(Debug)]
pub struct Entered {
    /// The id its spans use (the next id of the evaluator's source map).
    pub file: FileId,
    /// The path it was opened under (printed in diagnostics).
    pub path: PathBuf,
    /// Its text, as read (before preprocessing).
    pub text: String,
    /// The `include` that read it (`None` for the input file).
    pub included_from: Option<Loc>,
}

/// One step of the input, in the order the evaluator consumes it.
#[derive(Debug)]
pub enum Event {
    /// A file was opened; its statements follow, up to its [`Event::Leave`].
    Enter(Entered),
    /// A statement of the current file. The files it includes (at any
    /// depth) follow it, one `Enter` ... `Leave` group per `include`, in
    /// lexical order.
    Stmt(Stmt),
    /// The end of the current file.
    Leave,
    /// An error; nothing follows it.
    Error(Diagnostic),
}

/// The input of one run.
#[derive(Clone, Copy, Debug)]
pub enum Root<'a> {
    /// A file to read.
    File(&'a Path),
    /// Text standing for a file of this name (tests).
    Text(&'a str, &'a str),
}

/// The evaluator's end of the stream.
pub struct Events {
    rx: mpsc::Receiver<Vec<Event>>,
    batch: std::vec::IntoIter<Event>,
}

impl Events {
    /// The next event. A stream that ends without [`Event::Leave`] or
    /// [`Event::Error`] (the reader panicked) reads as an error.
    pub fn next_event(&mut self) -> Event {
        loop {
            if let Some(e) = self.batch.next() {
                return e;
            }
            match self.rx.recv() {
                Ok(b) => self.batch = b.into_iter(),
                Err(_) => {
                    return Event::Error(Diagnostic::unlocated(
                        "internal error: the reader thread stopped without finishing the input",
                    ))
                }
            }
        }
    }
}

/// Stack size of the reader thread (the parser recurses on nesting, which
/// is bounded by [`super::parse::MAX_NESTING`]; the stack is only reserved).
const STACK_SIZE: usize = 512 << 20;

/// Reads `root` on a reader thread and hands the event stream to `consume`
/// on the current thread. The receiver is dropped when `consume` returns
/// (or unwinds), which stops the reader; a panic of the reader is resumed
/// here. If no thread can be started, the input is read first and then
/// consumed.
pub fn pipeline<T>(
    opts: &Options,
    first_file: FileId,
    root: Root<'_>,
    consume: impl FnOnce(Events) -> T,
) -> T {
    std::thread::scope(|s| {
        let (tx, rx) = mpsc::sync_channel(CAPACITY);
        let spawned = std::thread::Builder::new()
            .name("tblgen-reader".into())
            .stack_size(STACK_SIZE)
            .spawn_scoped(s, move || {
                Reader::new(opts, first_file, Tx::Bounded(tx)).run(root)
            });
        match spawned {
            Ok(handle) => {
                let out = consume(Events {
                    rx,
                    batch: Vec::new().into_iter(),
                });
                if let Err(panic) = handle.join() {
                    std::panic::resume_unwind(panic);
                }
                out
            }
            Err(_) => {
                let (tx, rx) = mpsc::channel();
                Reader::new(opts, first_file, Tx::Unbounded(tx)).run(root);
                consume(Events {
                    rx,
                    batch: Vec::new().into_iter(),
                })
            }
        }
    })
}

enum Tx {
    Bounded(mpsc::SyncSender<Vec<Event>>),
    Unbounded(mpsc::Sender<Vec<Event>>),
}

/// The reader stops: it sent an error, or the evaluator is gone.
struct Stop;

type Flow = Result<(), Stop>;

struct Reader<'a> {
    include_dirs: &'a [PathBuf],
    macros: Macros,
    next_file: u32,
    depth: usize,
    batch: Vec<Event>,
    tx: Tx,
}

impl<'a> Reader<'a> {
    fn new(opts: &'a Options, first_file: FileId, tx: Tx) -> Self {
        Reader {
            include_dirs: &opts.include_dirs,
            macros: Macros::new(&opts.defines),
            next_file: first_file.0,
            depth: 0,
            batch: Vec::with_capacity(BATCH),
            tx,
        }
    }

    fn run(mut self, root: Root<'_>) {
        if self.root(root).is_ok() {
            let _ = self.flush();
        }
    }

    fn root(&mut self, root: Root<'_>) -> Flow {
        let (path, text) = match root {
            Root::File(p) => match std::fs::read_to_string(p) {
                Ok(t) => (p.to_path_buf(), t),
                Err(e) => {
                    return self.fail(Diagnostic::unlocated(format!(
                        "Could not open input file '{}': {}",
                        p.display(),
                        e
                    )))
                }
            },
            Root::Text(name, text) => (PathBuf::from(name), text.to_string()),
        };
        self.file(path, text, None)
    }

    fn flush(&mut self) -> Flow {
        if self.batch.is_empty() {
            return Ok(());
        }
        let b = std::mem::replace(&mut self.batch, Vec::with_capacity(BATCH));
        let sent = match &self.tx {
            Tx::Bounded(tx) => tx.send(b).is_ok(),
            Tx::Unbounded(tx) => tx.send(b).is_ok(),
        };
        if sent {
            Ok(())
        } else {
            Err(Stop)
        }
    }

    fn push(&mut self, e: Event) -> Flow {
        self.batch.push(e);
        if self.batch.len() >= BATCH {
            self.flush()
        } else {
            Ok(())
        }
    }

    /// Sends `d` as the last event.
    fn fail(&mut self, d: Diagnostic) -> Flow {
        self.batch.push(Event::Error(d));
        self.flush()?;
        Err(Stop)
    }

    /// Preprocesses and parses a file, expanding its includes in place.
    fn file(&mut self, path: PathBuf, text: String, included_from: Option<Loc>) -> Flow {
        let file = FileId(self.next_file);
        self.next_file += 1;
        let pre = preprocess(&text, &mut self.macros);
        self.push(Event::Enter(Entered {
            file,
            path,
            text,
            included_from,
        }))?;
        let pre = match pre {
            Ok(p) => p,
            Err(e) => {
                let loc = Loc {
                    file,
                    offset: e.offset as u32,
                };
                return self.fail(Diagnostic::error(loc, e.message));
            }
        };
        let mut parser = match StmtParser::new(file, &pre) {
            Ok(p) => p,
            Err(d) => return self.fail(d),
        };
        let mut includes = Vec::new();
        loop {
            match parser.next_stmt() {
                Ok(Some(s)) => {
                    collect_includes(&s, &mut includes);
                    self.push(Event::Stmt(s))?;
                    for (name, span) in includes.drain(..) {
                        self.include(&name, span)?;
                    }
                }
                Ok(None) => return self.push(Event::Leave),
                Err(d) => return self.fail(d),
            }
        }
    }

    /// Finds and reads an included file (the working directory first, then
    /// the include directories in order).
    fn include(&mut self, name: &str, span: Span) -> Flow {
        let loc = span.loc();
        if self.depth >= MAX_INCLUDE_DEPTH {
            return self.fail(Diagnostic::error(
                loc,
                format!(
                    "include nested too deeply (more than {} levels; include cycle?)",
                    MAX_INCLUDE_DEPTH
                ),
            ));
        }
        let mut found: Option<(PathBuf, String)> = None;
        let direct = PathBuf::from(name);
        if let Ok(t) = std::fs::read_to_string(&direct) {
            found = Some((direct, t));
        } else {
            for d in self.include_dirs {
                let p = d.join(name);
                if let Ok(t) = std::fs::read_to_string(&p) {
                    found = Some((p, t));
                    break;
                }
            }
        }
        let Some((path, text)) = found else {
            return self.fail(Diagnostic::error(
                loc,
                format!("Could not find include file '{}'", name),
            ));
        };
        self.depth += 1;
        let r = self.file(path, text, Some(loc));
        self.depth -= 1;
        r
    }
}

/// The `include` statements in `s`, in lexical order (the order in which
/// the evaluator reaches them: every block body is evaluated once, in order).
fn collect_includes(s: &Stmt, out: &mut Vec<(String, Span)>) {
    let body = |b: &[Stmt], out: &mut Vec<(String, Span)>| {
        for s in b {
            collect_includes(s, out);
        }
    };
    match &s.kind {
        StmtKind::Include(name, span) => out.push((name.clone(), *span)),
        StmtKind::Defset(_, _, b)
        | StmtKind::Foreach(_, _, b)
        | StmtKind::Let(_, b)
        | StmtKind::MultiClass { body: b, .. } => body(b, out),
        StmtKind::If(_, t, e) => {
            body(t, out);
            if let Some(e) = e {
                body(e, out);
            }
        }
        StmtKind::Class { .. }
        | StmtKind::Def(..)
        | StmtKind::Defm(..)
        | StmtKind::Defvar(..)
        | StmtKind::Assert(..)
        | StmtKind::Dump(..) => {}
    }
}

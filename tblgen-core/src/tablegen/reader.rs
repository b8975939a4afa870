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
//!
//! While the evaluator waits for statements it parses the input from its
//! end ([`ahead`]); the reader reads each file segment by segment (a
//! segment ends at a top-level `include`) and takes the segments already
//! parsed. A file is preprocessed once per state of the macros its
//! directives name (a file read again behind its include guard is not).
//!
//! Like LLVM's lexer, the reader meets a preprocessor error only where the
//! directive is: the statements before it are read (and evaluated) first.
//! After a failed include or a preprocessor error, LLVM's parser sees an
//! error token where it expected a statement and adds an error of its own
//! (`Unexpected token at top level`, `expected '}' at end of foreach command`
//! with `to match this '{'`, ...); the reader adds the same ones, worded by
//! where the include sits.

use super::ahead::{self, Ahead, Helper, Work};
use super::ast::{ForeachList, Stmt, StmtKind};
use super::parse::{
    first_stray, is_blank, scan, segment_ends, skip_trivia, stray_error, too_deep, StmtParser,
};
use super::preprocess::{is_ident_char, preprocess_with, Injection, Macros};
use super::Options;
use crate::diag::{Diagnostic, FileId, Loc, Span, Text};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::TryRecvError;
use std::sync::{mpsc, Arc};

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
    pub text: Text,
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
    /// Raised when the evaluator is done with the stream: the reader checks
    /// it at every statement (it would otherwise only notice at its next
    /// send, after parsing a whole batch the evaluator will never read).
    stop: Arc<AtomicBool>,
    /// Parsing ahead, done while no statement is there.
    helper: Option<Helper>,
    /// Whether the reader has sent anything yet.
    started: bool,
}

impl Drop for Events {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

impl Events {
    /// The next event. A stream that ends without [`Event::Leave`] or
    /// [`Event::Error`] (the reader panicked) reads as an error.
    pub fn next_event(&mut self) -> Event {
        let mut spin = Spin::new();
        loop {
            if let Some(e) = self.try_next_event() {
                return e;
            }
            if self.work_ahead() {
                continue;
            }
            if !self.started {
                // The reader thread, just started, is often placed on this
                // core, where it waits behind this spinning thread until
                // the next tick (milliseconds; the other core may be
                // asleep): until it has sent something, let it run.
                std::thread::yield_now();
            }
            if spin.again() {
                continue;
            }
            match self.rx.recv() {
                Ok(b) => {
                    self.started = true;
                    self.batch = b.into_iter();
                }
                Err(_) => return Self::unfinished(),
            }
        }
    }

    /// The next event if the reader has sent it, `None` if not yet.
    pub fn try_next_event(&mut self) -> Option<Event> {
        loop {
            if let Some(e) = self.batch.next() {
                return Some(e);
            }
            match self.rx.try_recv() {
                Ok(b) => {
                    self.started = true;
                    self.batch = b.into_iter();
                }
                Err(TryRecvError::Empty) => return None,
                Err(TryRecvError::Disconnected) => return Some(Self::unfinished()),
            }
        }
    }

    /// Does a piece of parsing ahead (see [`ahead`]); `false` if there is
    /// none to do now.
    fn work_ahead(&mut self) -> bool {
        let Some(helper) = &mut self.helper else {
            return false;
        };
        match helper.work() {
            Work::Done => true,
            Work::NotYet => false,
            Work::Over => {
                self.helper = None;
                false
            }
        }
    }

    fn unfinished() -> Event {
        Event::Error(Diagnostic::unlocated(
            "internal error: the reader thread stopped without finishing the input",
        ))
    }
}

/// How long a thread of the pipeline spins, waiting for the other, before
/// it sleeps. A sleeping thread is woken on the waker's core (the
/// scheduler's wake-affine placement), where it can wait a whole tick
/// (milliseconds) behind the waker while the other core idles; a short wait
/// spent spinning keeps each thread on its own core.
const SPIN: std::time::Duration = std::time::Duration::from_millis(2);

/// A bounded spin-wait ([`SPIN`]).
pub(super) struct Spin {
    until: Option<std::time::Instant>,
    /// Spins since the clock was last read.
    spins: u32,
}

impl Spin {
    /// A wait that has not started.
    pub(super) fn new() -> Self {
        Spin {
            until: None,
            spins: 0,
        }
    }

    /// Whether to keep spinning (then it spins a little); `false` once the
    /// wait is long enough to sleep.
    pub(super) fn again(&mut self) -> bool {
        self.spins += 1;
        if self.spins % 64 == 1 {
            let now = std::time::Instant::now();
            if now >= *self.until.get_or_insert(now + SPIN) {
                return false;
            }
        }
        std::hint::spin_loop();
        true
    }
}

/// Stack size of the reader thread (the parser recurses on nesting, which
/// is bounded by [`super::parse::MAX_NESTING`]; the stack is only reserved).
const STACK_SIZE: usize = 512 << 20;

/// Reads `root` on a reader thread and hands the event stream to `consume`
/// on the current thread (see [`Pipeline::consume`]). If no thread can be
/// started, the input is read first and then consumed.
pub fn pipeline<T>(
    opts: &Options,
    first_file: FileId,
    root: Root<'_>,
    consume: impl FnOnce(Events) -> T,
) -> T {
    Pipeline::start(opts, first_file, root).consume(consume)
}

/// A reader at work on its own thread (or, if no thread could be started,
/// the input it will read first), and the evaluator's end of its stream.
///
/// Starting the reader is split from consuming its stream so that a tool can
/// start it before the evaluation thread: the reader has files to read and
/// parse before the evaluator has anything to do, and each thread's start
/// (its stack, its first heap pages) then overlaps the other's.
pub struct Pipeline {
    run: Run,
}

enum Run {
    Threaded {
        events: Box<Events>,
        handle: std::thread::JoinHandle<()>,
    },
    /// No thread could be started.
    Inline {
        opts: Options,
        first_file: FileId,
        root: OwnedRoot,
    },
}

impl Pipeline {
    /// Starts reading `root` (its first file gets id `first_file`) on a
    /// reader thread.
    pub fn start(opts: &Options, first_file: FileId, root: Root<'_>) -> Self {
        let (tx, rx) = mpsc::sync_channel(CAPACITY);
        let stop = Arc::new(AtomicBool::new(false));
        let mut reader = Reader::new(opts, first_file, Tx::Bounded(tx), stop.clone());
        let (ahead, helper) = ahead::new();
        reader.ahead = Some(ahead);
        let owned = OwnedRoot::of(root);
        let spawned = std::thread::Builder::new()
            .name("tblgen-reader".into())
            .stack_size(STACK_SIZE)
            .spawn(move || reader.run(owned));
        let run = match spawned {
            Ok(handle) => Run::Threaded {
                events: Box::new(Events {
                    rx,
                    batch: Vec::new().into_iter(),
                    stop,
                    helper: Some(helper),
                    started: false,
                }),
                handle,
            },
            Err(_) => Run::Inline {
                opts: opts.clone(),
                first_file,
                root: OwnedRoot::of(root),
            },
        };
        Pipeline { run }
    }

    /// Hands the event stream to `consume` on the current thread. The
    /// stream is dropped when `consume` returns (or unwinds), which stops
    /// the reader at its next statement; a reader that has finished by then
    /// is joined and its panic, if any, resumed here (one that panicked
    /// earlier shows as an error event to `consume`).
    pub fn consume<T>(self, consume: impl FnOnce(Events) -> T) -> T {
        let (events, handle) = match self.run {
            Run::Threaded { events, handle } => (*events, handle),
            Run::Inline {
                opts,
                first_file,
                root,
            } => return read_first_owned(&opts, first_file, root, consume),
        };
        let out = consume(events);
        // A reader that is done is joined (re-raising a panic of its own).
        // One still at work was stopped early by the evaluator (an error):
        // it ends at its next statement, but it may be in the middle of a
        // long one (a `let ... in { }` around a whole file), and waiting for
        // it would cost what llvm-tblgen, which stops at the error, never
        // spends.
        if handle.is_finished() {
            if let Err(panic) = handle.join() {
                std::panic::resume_unwind(panic);
            }
        }
        out
    }
}

/// The input of a run, owned by the reader thread.
enum OwnedRoot {
    File(PathBuf),
    Text(String, String),
}

impl OwnedRoot {
    fn of(root: Root<'_>) -> Self {
        match root {
            Root::File(p) => OwnedRoot::File(p.to_path_buf()),
            Root::Text(name, text) => OwnedRoot::Text(name.to_string(), text.to_string()),
        }
    }
}

/// The same as [`pipeline`] on the current thread: the whole input is read
/// (up to its first error), then consumed.
pub fn read_first<T>(
    opts: &Options,
    first_file: FileId,
    root: Root<'_>,
    consume: impl FnOnce(Events) -> T,
) -> T {
    read_first_owned(opts, first_file, OwnedRoot::of(root), consume)
}

fn read_first_owned<T>(
    opts: &Options,
    first_file: FileId,
    root: OwnedRoot,
    consume: impl FnOnce(Events) -> T,
) -> T {
    let (tx, rx) = mpsc::channel();
    let stop = Arc::new(AtomicBool::new(false));
    Reader::new(opts, first_file, Tx::Unbounded(tx), stop.clone()).run(root);
    consume(Events {
        rx,
        batch: Vec::new().into_iter(),
        stop,
        helper: None,
        started: false,
    })
}

enum Tx {
    Bounded(mpsc::SyncSender<Vec<Event>>),
    Unbounded(mpsc::Sender<Vec<Event>>),
}

/// A file's text as the parser reads it.
struct Preprocessed {
    /// The preprocessed text (cut before a directive in error, or at a
    /// stray character).
    text: Text,
    /// The preprocessor error, or the lexer's at a stray character (see
    /// [`first_stray`]), met after the statements before it.
    error: Option<Diagnostic>,
    /// Whether `error` is at a stray character.
    stray: bool,
    /// The file's own `#define`s, with their offsets.
    defines: Vec<(usize, String)>,
}

/// A file and whether each macro its directives name is defined.
pub(super) type PrepKey = (PathBuf, Vec<bool>);

/// A preprocessed text and the file's own `#define`s.
pub(super) type PrepValue = (Text, Vec<(usize, String)>);

/// Every name that follows `#define`, `#ifdef` or `#ifndef` in `text`,
/// anywhere (a superset of the names the file's directives look at).
pub(super) fn directive_names(text: &str) -> Vec<String> {
    let b = text.as_bytes();
    let mut names: Vec<String> = Vec::new();
    let mut i = 0;
    while let Some(p) = memchr::memchr(b'#', &b[i..]) {
        i += p + 1;
        let rest = &b[i..];
        let Some(word) = ["define", "ifdef", "ifndef"]
            .into_iter()
            .find(|w| rest.starts_with(w.as_bytes()))
        else {
            continue;
        };
        let mut j = i + word.len();
        while j < b.len() && (b[j] == b' ' || b[j] == b'\t') {
            j += 1;
        }
        let start = j;
        while j < b.len() && is_ident_char(b[j]) {
            j += 1;
        }
        if j > start && !names.iter().any(|n| n.as_bytes() == &b[start..j]) {
            names.push(text[start..j].to_string());
        }
        i = j;
    }
    names
}

/// The reader stops: it sent an error, or the evaluator is gone.
struct Stop;

type Flow = Result<(), Stop>;

struct Reader {
    include_dirs: Vec<PathBuf>,
    macros: Macros,
    next_file: u32,
    depth: usize,
    batch: Vec<Event>,
    tx: Tx,
    /// Set when the evaluator has dropped its end of the stream.
    stop: Arc<AtomicBool>,
    /// Texts already read, by the name they were included under (a name
    /// always resolves to the same path; headers behind include guards are
    /// included many times).
    read: super::fxhash::FxHashMap<String, (PathBuf, Text)>,
    /// Files parsed ahead by the evaluator while it waits (when reading on
    /// a thread of its own).
    ahead: Option<Ahead>,
    /// The macros each file's directives name, by path.
    directive_names: super::fxhash::FxHashMap<PathBuf, Vec<String>>,
    /// Preprocessed texts (with their own `#define`s) by path and the state
    /// (defined or not) of the macros the file's directives name.
    preprocessed: super::fxhash::FxHashMap<PrepKey, PrepValue>,
}

impl Reader {
    fn new(opts: &Options, first_file: FileId, tx: Tx, stop: Arc<AtomicBool>) -> Self {
        Reader {
            include_dirs: opts.include_dirs.clone(),
            macros: Macros::new(&opts.defines),
            next_file: first_file.0,
            depth: 0,
            batch: Vec::new(),
            tx,
            stop,
            read: Default::default(),
            ahead: None,
            directive_names: Default::default(),
            preprocessed: Default::default(),
        }
    }

    fn run(mut self, root: OwnedRoot) {
        if self.root(root).is_ok() {
            let _ = self.flush();
        }
    }

    fn root(&mut self, root: OwnedRoot) -> Flow {
        let (path, text) = match root {
            OwnedRoot::File(p) => match std::fs::read_to_string(&p) {
                Ok(t) => (p, t),
                Err(e) => {
                    return self.fail(Diagnostic::unlocated(format!(
                        "Could not open input file '{}': {}",
                        p.display(),
                        e
                    )))
                }
            },
            OwnedRoot::Text(name, text) => (PathBuf::from(name), text),
        };
        let text: Text = Arc::new(text);
        self.file(path, text, None, Ctx::TopLevel)
    }

    fn flush(&mut self) -> Flow {
        if self.batch.is_empty() {
            return Ok(());
        }
        // (Batches are mostly a chunk of statements, 4 or fewer: the next
        // one grows as needed rather than taking room for `BATCH` events,
        // which are large (measured: 1.7 MB less allocated on FuncOps.td,
        // freed by the other thread).)
        let b = std::mem::take(&mut self.batch);
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
        if self.stop.load(Ordering::Relaxed) {
            return Err(Stop);
        }
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
    /// `ctx` is where the file's top level sits (for LLVM's follow-up errors).
    fn file(&mut self, path: PathBuf, text: Text, included_from: Option<Loc>, ctx: Ctx) -> Flow {
        let file = FileId(self.next_file);
        self.next_file += 1;
        let before = self.macros.clone();
        let mut pre = self.preprocess_once(file, &path, &text, &before);
        if included_from.is_none() && self.depth == 0 {
            // The input: parsing ahead starts from its preprocessed text
            // (none if it does not preprocess).
            if let (Some(a), None) = (&self.ahead, &pre.error) {
                a.start(&path, pre.text.clone(), &self.include_dirs, &self.macros);
            }
        }
        // Segments parsed ahead are for the text as first preprocessed.
        let mut ahead = match &self.ahead {
            Some(a) if pre.error.is_none() => Some((a.clone(), path.clone())),
            _ => None,
        };
        self.push(Event::Enter(Entered {
            file,
            path,
            text: text.clone(),
            included_from,
        }))?;
        // Macros defined by the files this one includes, from each include on.
        let mut injected: Vec<Injection> = Vec::new();
        let mut last_if: Option<Option<usize>> = None;
        let mut start = 0;
        loop {
            // Reads statements from `start`; stops early (with the text
            // preprocessed anew) when an include defined a macro that changes
            // how the rest of the file preprocesses.
            let restart = {
                let mut parser = match Statements::new(file, &pre.text, start, ahead.take()) {
                    Ok(p) => p,
                    Err(d) => return self.fail(pre.error.unwrap_or(d)),
                };
                let mut includes = Vec::new();
                loop {
                    // About to parse: what is ready goes to the evaluator first.
                    if !parser.has_parsed_ahead() {
                        self.flush()?;
                    }
                    match parser.next_stmt() {
                        Ok(Some(s)) => {
                            let stmt_end = s.span.end as usize;
                            collect_includes(&s, ctx, pre.text.as_bytes(), &mut includes);
                            self.push(Event::Stmt(s))?;
                            let mut defined_more = false;
                            for inc in includes.drain(..) {
                                defined_more |=
                                    self.include_at(inc, &before, &mut injected, &pre.defines)?;
                            }
                            // (Whether a condition follows: the offset of
                            // the last one, found once.)
                            if defined_more
                                && last_if
                                    .get_or_insert_with(|| {
                                        let b = text.as_bytes();
                                        memchr::memrchr_iter(b'#', b)
                                            .find(|&at| b[at + 1..].starts_with(b"if"))
                                    })
                                    .is_some_and(|at| at >= stmt_end)
                            {
                                let again = self.preprocess_file(file, &text, &before, &injected);
                                // (Any preprocessor error: read on from the new text.)
                                let same = again.text.get(stmt_end..) == pre.text.get(stmt_end..)
                                    && again.error.is_none()
                                    && pre.error.is_none();
                                if !same {
                                    break Some((again, stmt_end));
                                }
                            }
                        }
                        Ok(None) => {
                            return match pre.error {
                                // The directive is between statements: the
                                // parser meets LLVM's error token where `ctx`
                                // expects a statement.
                                Some(d) => self.fail(ctx.follow_up(d)),
                                None => self.push(Event::Leave),
                            };
                        }
                        // A statement cut short by the preprocessor error or
                        // at a stray character: LLVM's follow-up is a syntax
                        // error of its own; report the first error alone.
                        // (A syntax error before a stray character comes
                        // first.)
                        Err(d) => {
                            let offset = |d: &Diagnostic| d.loc.map(|l| l.offset);
                            return self.fail(match pre.error {
                                Some(e) if !(pre.stray && offset(&d) < offset(&e)) => e,
                                _ => d,
                            });
                        }
                    }
                }
            };
            if let Some((again, at)) = restart {
                pre = again;
                start = at;
            }
        }
    }

    /// [`Self::preprocess_file`] with no macros from includes yet, done
    /// once per file and state of the macros its directives name: a file
    /// included again (behind its include guard) is not preprocessed again.
    fn preprocess_once(
        &mut self,
        file: FileId,
        path: &Path,
        text: &str,
        before: &Macros,
    ) -> Preprocessed {
        let names = self
            .directive_names
            .entry(path.to_path_buf())
            .or_insert_with(|| directive_names(text));
        let key = (
            path.to_path_buf(),
            names
                .iter()
                .map(|n| before.is_defined(n))
                .collect::<Vec<bool>>(),
        );
        if !self.preprocessed.contains_key(&key) {
            // The plan may have preprocessed it the same way.
            if let Some(v) = self.ahead.as_ref().and_then(|a| a.preprocessed(&key)) {
                self.preprocessed.insert(key.clone(), v);
            }
        }
        if let Some((text, defines)) = self.preprocessed.get(&key) {
            // (The macro set as preprocessing leaves it.)
            for (_, name) in defines {
                self.macros.define(name);
            }
            return Preprocessed {
                text: text.clone(),
                error: None,
                stray: false,
                defines: defines.clone(),
            };
        }
        let pre = self.preprocess_file(file, text, before, &[]);
        if pre.error.is_none() {
            let value = (pre.text.clone(), pre.defines.clone());
            // (The plan need not preprocess it again.)
            if let Some(a) = &self.ahead {
                a.give_preprocessed(&key, &value);
            }
            self.preprocessed.insert(key, value);
        }
        pre
    }

    /// Preprocesses a file's text from the macros at its start (`before`)
    /// and those its includes defined (`injected`), leaving the macro set as
    /// it is at the end of the file; also returns the file's own `#define`s
    /// with their offsets. Like LLVM's lexer, which preprocesses
    /// as it goes, a preprocessor error is met only after the statements
    /// before it: the text is then cut at the directive's line (those
    /// statements are read first) and the error returned beside it.
    fn preprocess_file(
        &mut self,
        file: FileId,
        text: &str,
        before: &Macros,
        injected: &[Injection],
    ) -> Preprocessed {
        let mut macros = before.clone();
        let mut defines = Vec::new();
        let pre = preprocess_with(text, &mut macros, injected, &mut defines);
        self.macros = macros;
        match pre {
            Ok(text) => match first_stray(&text) {
                Some(at) => cut_at_stray(file, text, at, defines),
                None => Preprocessed {
                    text: text.into(),
                    error: None,
                    stray: false,
                    defines,
                },
            },
            Err(e) => {
                let at_eof = e.message.starts_with("Reached EOF");
                let cut = if at_eof {
                    text.len()
                } else {
                    let b = &text.as_bytes()[..e.offset.min(text.len())];
                    b.iter().rposition(|&c| c == b'\n').map_or(0, |p| p + 1)
                };
                let partial =
                    preprocess_prefix(&text[..cut], before.clone(), injected).unwrap_or_default();
                // (A stray character before the directive is met first.)
                if let Some(at) = first_stray(&partial) {
                    return cut_at_stray(file, partial, at, defines);
                }
                let mut d = preprocessor_error(file, text, e.offset, e.message, at_eof);
                if let Some(prev) = e.previous_else {
                    d.notes.push(preprocessor_error(
                        file,
                        text,
                        prev,
                        "Previous #else is here".into(),
                        false,
                    ));
                }
                Preprocessed {
                    text: partial.into(),
                    error: Some(d),
                    stray: false,
                    defines,
                }
            }
        }
    }

    /// Reads an included file with the macros as they are at its `include`
    /// in the including file (whose macros at its start were `before`, whose
    /// includes so far defined `injected` and which defines `defines`
    /// itself): not those the including file defines after it. The macros
    /// the included file defined are added to `injected` (from the end of
    /// the `include` on; returns whether there were any) and to the macro
    /// set, which is otherwise left as at the end of the including file.
    fn include_at(
        &mut self,
        inc: Pending,
        before: &Macros,
        injected: &mut Vec<Injection>,
        defines: &[(usize, String)],
    ) -> Result<bool, Stop> {
        let at = inc.span.end as usize;
        let added = if defines.iter().all(|(o, _)| *o < at) {
            // The usual case (an include guard's define comes first): the
            // macros at the include are those at the end of the file.
            let n = self.macros.len();
            self.include(inc)?;
            self.macros.defined_after(n).to_vec()
        } else {
            self.include_with_macros_at(inc, at, before, injected, defines)?
        };
        if added.is_empty() {
            return Ok(false);
        }
        injected.push((at, added));
        Ok(true)
    }

    /// [`Self::include_at`] when the including file defines macros after
    /// the `include`: the macro set is rebuilt as it is at `at`.
    fn include_with_macros_at(
        &mut self,
        inc: Pending,
        at: usize,
        before: &Macros,
        injected: &[Injection],
        defines: &[(usize, String)],
    ) -> Result<Vec<String>, Stop> {
        let at_end = std::mem::take(&mut self.macros);
        let mut known = before.clone();
        for name in injected.iter().flat_map(|(_, n)| n) {
            known.define(name);
        }
        for (_, name) in defines.iter().take_while(|(o, _)| *o < at) {
            known.define(name);
        }
        let n = known.len();
        self.macros = known;
        let r = self.include(inc);
        let added = self.macros.defined_after(n).to_vec();
        self.macros = at_end;
        r?;
        for name in &added {
            self.macros.define(name);
        }
        Ok(added)
    }

    /// Reads an included file (once per name: a name always resolves to the
    /// same path) and reads on in it.
    fn include(&mut self, inc: Pending) -> Flow {
        let loc = inc.span.loc();
        if self.depth >= MAX_INCLUDE_DEPTH {
            return self.fail(Diagnostic::error(
                loc,
                format!(
                    "include nested too deeply (more than {} levels; include cycle?)",
                    MAX_INCLUDE_DEPTH
                ),
            ));
        }
        let found = match self.read.get(&inc.name) {
            Some(known) => Some(known.clone()),
            None => {
                // The plan may have read it already.
                let ahead = self.ahead.as_ref();
                let found = match ahead.and_then(|a| a.read(&inc.name)) {
                    Some(f) => Some(f),
                    None => {
                        let found = find_include(&inc.name, &self.include_dirs);
                        // (The plan need not read it again.)
                        if let (Some(a), Some(f)) = (ahead, &found) {
                            a.give_read(&inc.name, f);
                        }
                        found
                    }
                };
                if let Some(f) = &found {
                    self.read.insert(inc.name.clone(), f.clone());
                }
                found
            }
        };
        let Some((path, text)) = found else {
            let d = Diagnostic::error(loc, format!("Could not find include file '{}'", inc.name));
            return self.fail(inc.ctx.follow_up(d));
        };
        self.depth += 1;
        let r = self.file(path, text, Some(loc), inc.ctx);
        self.depth -= 1;
        r
    }
}

/// A preprocessed text cut at its stray character at `at` (see
/// [`first_stray`]), with llvm-tblgen's error there.
fn cut_at_stray(
    file: FileId,
    mut text: String,
    at: usize,
    defines: Vec<(usize, String)>,
) -> Preprocessed {
    text.truncate(at);
    Preprocessed {
        text: text.into(),
        error: Some(stray_error(file, at)),
        stray: true,
        defines,
    }
}

/// Finds and reads the included file `name`: the working directory first,
/// then the include directories in order.
pub(super) fn find_include(name: &str, dirs: &[PathBuf]) -> Option<(PathBuf, Text)> {
    let read = |p: PathBuf| std::fs::read_to_string(&p).ok().map(|t| (p, Arc::new(t)));
    read(PathBuf::from(name)).or_else(|| dirs.iter().find_map(|d| read(d.join(name))))
}

/// The preprocessed text of `prefix` (a file cut at a line start, before a
/// directive in error), or `None` if it cannot be had: conditions still open
/// at the cut are closed by appended `#endif` lines.
fn preprocess_prefix(prefix: &str, macros: Macros, injected: &[Injection]) -> Option<String> {
    const MAX_OPEN: usize = 16;
    let mut text = prefix.to_string();
    if !text.is_empty() && !text.ends_with('\n') {
        text.push('\n');
    }
    for _ in 0..=MAX_OPEN {
        match preprocess_with(&text, &mut macros.clone(), injected, &mut Vec::new()) {
            Ok(mut out) => {
                // The output keeps the input's length and line breaks.
                if out.len() != text.len() || !out.is_char_boundary(prefix.len()) {
                    return None;
                }
                out.truncate(prefix.len());
                // A disabled region open at the cut was blanked together with
                // the appended lines into one `/* ... */`: drop its opening.
                let t = out.trim_end_matches([' ', '\n']).len();
                if out[..t].ends_with("/*") {
                    out.replace_range(t - 2..t, "  ");
                }
                return Some(out);
            }
            Err(e) if e.message.starts_with("Reached EOF") => text.push_str("#endif\n"),
            Err(_) => return None,
        }
    }
    None
}

/// A preprocessor error located as `llvm-tblgen` reports it; an unterminated
/// condition is reported at the end of the file, with an error pointing at
/// the condition's macro name.
fn preprocessor_error(
    file: FileId,
    text: &str,
    offset: usize,
    message: String,
    at_eof: bool,
) -> Diagnostic {
    if !at_eof {
        // Errors about `#else` / `#endif` are at their `#`; LLVM points just
        // after it.
        let at_hash = text.as_bytes().get(offset) == Some(&b'#');
        return Diagnostic::error(
            Loc {
                file,
                offset: (offset + usize::from(at_hash)) as u32,
            },
            message,
        );
    }
    // `offset` is the `#` of the open `#ifdef`/`#ifndef`; LLVM points at its
    // macro name.
    let b = text.as_bytes();
    let mut i = offset.min(b.len());
    if b.get(i) == Some(&b'#') {
        i += 1;
    }
    while i < b.len() && b[i].is_ascii_alphabetic() {
        i += 1;
    }
    while i < b.len() && (b[i] == b' ' || b[i] == b'\t') {
        i += 1;
    }
    let eof = Loc {
        file,
        offset: text.len() as u32,
    };
    let mut d = Diagnostic::error(eof, message);
    d.notes.push(Diagnostic::error(
        Loc {
            file,
            offset: i as u32,
        },
        "The latest preprocessor control is here",
    ));
    d
}

/// A file's statements, read segment by segment (see [`ahead`]): each
/// segment parsed ahead by the evaluator is taken, the others are parsed.
struct Statements<'a> {
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
    fn new(
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

    fn has_parsed_ahead(&self) -> bool {
        match &self.now {
            Source::Parser(p) => p.has_parsed_ahead(),
            Source::Ahead { stmts, .. } => stmts.len() > 0,
            Source::Next => false,
        }
    }

    fn next_stmt(&mut self) -> Result<Option<Stmt>, Diagnostic> {
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

/// An `include` to read, with its context.
struct Pending {
    name: String,
    span: Span,
    ctx: Ctx,
}

/// Where an `include` (and so the top level of the file it reads) sits. When
/// the include fails (missing file, preprocessor error), LLVM's parser meets
/// an error token there and adds an error of its own, worded by this.
#[derive(Clone, Copy, Debug)]
enum Ctx {
    /// The top level of the input.
    TopLevel,
    /// A `{ ... }` block: LLVM's message and the `{`.
    Braced(&'static str, Loc),
    /// The single statement of a `let`, `foreach` or `if` without braces.
    Single,
    /// A multiclass body.
    MultiClass,
}

impl Ctx {
    /// `d` with LLVM's follow-up errors at its location.
    fn follow_up(self, mut d: Diagnostic) -> Diagnostic {
        let Some(loc) = d.loc else { return d };
        let mut more = |l: Loc, m: &str| {
            d.notes.push(Diagnostic::error(l, m));
        };
        match self {
            Ctx::TopLevel => more(loc, "Unexpected token at top level"),
            Ctx::Braced(msg, brace) => {
                more(loc, msg);
                more(brace, "to match this '{'");
            }
            Ctx::Single => more(
                loc,
                "Expected assert, class, def, defm, defset, dump, foreach, if, or let",
            ),
            Ctx::MultiClass => more(
                loc,
                "expected 'assert', 'def', 'defm', 'defvar', 'dump', 'foreach', 'if', or 'let' in multiclass body",
            ),
        }
        d
    }
}

/// The `include` statements in `s`, in lexical order (the order in which
/// the evaluator reaches them: every block body is evaluated once, in
/// order), each with its context. `ctx` is the context of `s`; `pre` is the
/// preprocessed text of its file (to find the braces of blocks).
fn collect_includes(s: &Stmt, ctx: Ctx, pre: &[u8], out: &mut Vec<Pending>) {
    let body = |b: &[Stmt], ctx: Ctx, out: &mut Vec<Pending>| {
        for s in b {
            collect_includes(s, ctx, pre, out);
        }
    };
    let file = s.span.file;
    let block = |from: Option<u32>, words: &[&str], msg: &'static str| -> Ctx {
        match from.and_then(|f| open_brace(pre, f as usize, words)) {
            Some(at) => Ctx::Braced(
                msg,
                Loc {
                    file,
                    offset: at as u32,
                },
            ),
            None => Ctx::Single,
        }
    };
    match &s.kind {
        StmtKind::Include(name, span) => out.push(Pending {
            name: name.clone(),
            span: *span,
            ctx,
        }),
        StmtKind::Let(lets, b) => {
            if has_include(b) {
                let from = lets.last().map(|l| l.2.span.end);
                let c = block(
                    from,
                    &["in"],
                    "expected '}' at end of top level let command",
                );
                body(b, c, out);
            }
        }
        StmtKind::Foreach(_, list, b) => {
            if has_include(b) {
                let from = match list {
                    ForeachList::Value(e) => Some(e.span.end),
                    ForeachList::Ranges(r) => r
                        .last()
                        .map(|p| p.end.as_ref().unwrap_or(&p.start).span.end),
                };
                let c = block(
                    from,
                    &["?}", "in"],
                    "expected '}' at end of foreach command",
                );
                body(b, c, out);
            }
        }
        StmtKind::If(cond, t, e) => {
            if has_include(t) {
                let c = block(
                    Some(cond.span.end),
                    &["then"],
                    "expected '}' at end of 'then' clause",
                );
                body(t, c, out);
            }
            if let Some(e) = e.as_deref().filter(|e| has_include(e)) {
                let (from, words): (u32, &[&str]) = match t.last() {
                    Some(l) => (l.span.end, &["?}", "else"]),
                    None => (cond.span.end, &["then", "?{", "?}", "else"]),
                };
                let c = block(Some(from), words, "expected '}' at end of 'else' clause");
                body(e, c, out);
            }
        }
        StmtKind::Defset(_, name, b) => {
            if has_include(b) {
                let c = block(Some(name.span.end), &["="], "expected '}' at end of defset");
                body(b, c, out);
            }
        }
        StmtKind::MultiClass { body: b, .. } => body(b, Ctx::MultiClass, out),
        StmtKind::Class { .. }
        | StmtKind::Def(..)
        | StmtKind::Defm(..)
        | StmtKind::Defvar(..)
        | StmtKind::Assert(..)
        | StmtKind::Dump(..) => {}
    }
}

/// Whether a block body contains an `include` at any depth (blocks without
/// one need no brace lookup).
fn has_include(b: &[Stmt]) -> bool {
    b.iter().any(|s| match &s.kind {
        StmtKind::Include(..) => true,
        StmtKind::Let(_, b)
        | StmtKind::Foreach(_, _, b)
        | StmtKind::Defset(_, _, b)
        | StmtKind::MultiClass { body: b, .. } => has_include(b),
        StmtKind::If(_, t, e) => has_include(t) || e.as_deref().is_some_and(has_include),
        _ => false,
    })
}

/// The offset of the `{` opening a block whose header ends at `from`: after
/// the `words` (a leading `?` marks an optional one), comments and white
/// space. `None` when the next token is not `{` (a single-statement body).
fn open_brace(pre: &[u8], from: usize, words: &[&str]) -> Option<usize> {
    let mut i = skip_trivia(pre, from);
    for w in words {
        let (w, optional) = match w.strip_prefix('?') {
            Some(w) => (w, true),
            None => (*w, false),
        };
        if pre.get(i..)?.starts_with(w.as_bytes()) {
            i = skip_trivia(pre, i + w.len());
        } else if !optional {
            return None;
        }
    }
    (pre.get(i) == Some(&b'{')).then_some(i)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_brace_of_a_block_past_comments() {
        let t = b"let a = 1 /* c /* nested */ */ in // x\n  { def b; }";
        assert_eq!(open_brace(t, 9, &["in"]), Some(41));
        let t = b"foreach i = {1-2} in\ndef x;";
        assert_eq!(open_brace(t, 15, &["?}", "in"]), None);
        let t = b"foreach i = 1-2 in {";
        assert_eq!(open_brace(t, 15, &["?}", "in"]), Some(19));
        // Out-of-range or truncated input is not an error.
        assert_eq!(open_brace(b"x /* open", 1, &["in"]), None);
        assert_eq!(open_brace(b"", 5, &[]), None);
    }

    fn load(text: &str, threaded: bool) -> Result<String, String> {
        let opts = Options::default();
        let consume = |events| {
            let mut ev = crate::tablegen::eval::Evaluator::new();
            let r = ev.eval_events(events);
            match r {
                Ok(()) if ev.errors.is_empty() => Ok(ev.kp.print_records()),
                Ok(()) => Err(ev.errors[0].message.clone()),
                Err(d) => Err(d.message),
            }
        };
        let root = Root::Text("t.td", text);
        if threaded {
            pipeline(&opts, FileId(0), root, consume)
        } else {
            read_first(&opts, FileId(0), root, consume)
        }
    }

    #[test]
    fn threaded_and_inline_reading_agree() {
        let text = "class B { int v = 0; }\nlet v = 2 in { def a : B; }\ndef b : B;\n";
        let threaded = load(text, true);
        assert!(
            threaded.as_ref().is_ok_and(|t| t.contains("int v = 2;")),
            "{:?}",
            threaded
        );
        assert_eq!(threaded, load(text, false));
        let bad = "def a { int x = y; }\ndef b {";
        assert_eq!(load(bad, true), load(bad, false));
    }

    /// Reads `root` (the file `root.td`, whose includes are in `dir`) with
    /// every segment parsed ahead first (`ahead`), or with none: the
    /// records, or the first error, rendered.
    fn load_in(dir: &Path, root: &str, ahead: bool) -> (String, usize) {
        let opts = Options {
            include_dirs: vec![dir.to_path_buf()],
            defines: Vec::new(),
            print_records: false,
        };
        let (tx, rx) = mpsc::channel();
        let stop = Arc::new(AtomicBool::new(false));
        let mut reader = Reader::new(&opts, FileId(0), Tx::Unbounded(tx), stop.clone());
        let (a, mut helper) = ahead::new();
        if ahead {
            let mut macros = reader.macros.clone();
            let pre = crate::tablegen::preprocess::preprocess(root, &mut macros).unwrap();
            a.start(
                Path::new("root.td"),
                Arc::new(pre),
                &opts.include_dirs,
                &macros,
            );
            while helper.work() == Work::Done {}
            reader.ahead = Some(a.clone());
        }
        reader.run(OwnedRoot::Text("root.td".into(), root.into()));
        let mut ev = crate::tablegen::eval::Evaluator::new();
        let events = Events {
            rx,
            batch: Vec::new().into_iter(),
            stop,
            helper: None,
            started: false,
        };
        let r = ev.eval_events(events);
        let sources = std::mem::take(&mut ev.kp.sources);
        let out = match r {
            Ok(()) if ev.errors.is_empty() => ev.kp.print_records(),
            Ok(()) => ev.errors[0].render(&sources),
            Err(d) => d.render(&sources),
        };
        (out, a.taken())
    }

    #[test]
    fn statements_parsed_ahead_read_as_parsed_ones() {
        let dir = tempfile::tempdir().unwrap();
        let write = |name: &str, text: &str| std::fs::write(dir.path().join(name), text).unwrap();
        write(
            "a.td",
            "#ifndef A\n#define A\nclass A<int n> { int v = n; }\ninclude \"b.td\"\ndef a : A<1>;\n#endif\n",
        );
        write("b.td", "#ifndef B\n#define B\ndef b : A<2>;\n#endif\n");
        let many: String = (0..80).map(|i| format!("def c{i} : A<{i}>;\n")).collect();
        write(
            "c.td",
            &format!("include \"a.td\"\n#ifdef A\n{many}#endif\n"),
        );
        write(
            "d.td",
            "def d : A<4>;\nlet v = 5 in {\n  include \"e.td\"\n}\ndef f : A<6>;\n",
        );
        write("e.td", "def e : A<7>;\n");
        write("e2.td", "def e2 : A<8>;\n");
        let root = "include \"c.td\"\ndef r : A<0>;\ninclude \"d.td\"\n\
                    if 1 then include \"e2.td\" else def x;\ndef last : A<9>;\n";
        let (inline, _) = load_in(dir.path(), root, false);
        assert!(
            inline.contains("def c79") && inline.contains("def last"),
            "{}",
            inline
        );
        let (ahead, taken) = load_in(dir.path(), root, true);
        assert_eq!(ahead, inline);
        // Every segment but c.td's second: root (3; no segment ends at the
        // include followed by `else`), a (2), b, c's first, d (its `let`
        // holds its include), e, e2. c.td's `#ifdef A` sees the `A` that
        // a.td, which c.td includes, defines: the reader preprocesses the
        // rest of c.td anew and parses it itself.
        assert_eq!(taken, 10);
        // A syntax error in a file parsed ahead is reported where it is.
        write("d.td", "def d : A<4>;\ndef g : A<5> {\n  int w = ;\n}\n");
        let (inline, _) = load_in(dir.path(), root, false);
        assert!(inline.contains("d.td:3:"), "{}", inline);
        assert_eq!(load_in(dir.path(), root, true).0, inline);
        // So is a file nested too deeply (the plan leaves it to the reader).
        let deep = format!(
            "def d {{ int w = {}1{}; }}\n",
            "!add(".repeat(450),
            ")".repeat(450)
        );
        write("d.td", &deep);
        let (inline, _) = load_in(dir.path(), root, false);
        assert!(inline.contains("nesting too deep"), "{}", inline);
        assert_eq!(load_in(dir.path(), root, true).0, inline);
    }

    #[test]
    fn names_the_macros_of_directives() {
        let t = "#ifndef GUARD\n#define GUARD\n  #ifdef  X_1\n#else\n#endif\n# define Y\n#ifdef\n";
        assert_eq!(directive_names(t), ["GUARD", "X_1"]);
    }

    /// A file included under different macro states is preprocessed for
    /// each (and once per state).
    #[test]
    fn a_file_included_again_preprocesses_for_its_macros() {
        let dir = tempfile::tempdir().unwrap();
        let write = |name: &str, text: &str| std::fs::write(dir.path().join(name), text).unwrap();
        write(
            "x.td",
            "#ifdef X\ndef with_x_#N;\n#else\ndef without_x_#N;\n#endif\n",
        );
        write("defx.td", "#define X\n");
        let root = "defvar N = 0;\ninclude \"x.td\"\n\
                    foreach N = [1, 2] in { include \"x.td\" }\n\
                    include \"defx.td\"\n\
                    foreach N = [3] in { include \"x.td\" }\n";
        let (out, _) = load_in(dir.path(), root, false);
        // (As llvm-tblgen: `#N` outside a loop pastes the name `N`.)
        for want in [
            "def without_x_N",
            "def without_x_1",
            "def without_x_2",
            "def with_x_3",
        ] {
            assert!(out.contains(want), "{} missing in\n{}", want, out);
        }
        assert!(!out.contains("def with_x_1") && !out.contains("def without_x_3"));
    }

    /// An evaluation error on the first statement of a long input: the
    /// reader, far ahead and blocked on the full channel, must stop when the
    /// evaluator drops the stream (this test would hang otherwise).
    #[test]
    fn early_evaluation_error_stops_the_reader() {
        let mut text = String::from("class B { int v = 0; }\ndef a : B { let v = \"s\"; }\n");
        for i in 0..(BATCH * CAPACITY * 4) {
            text.push_str(&format!("def d{} : B;\n", i));
        }
        let r = load(&text, true);
        assert!(
            r.as_ref().is_err_and(|e| e.contains("incompatible")),
            "{:?}",
            r
        );
    }

    #[test]
    fn preprocessed_prefix_closes_open_conditions() {
        let text = "#ifdef A\ndef a;\n#else\ndef b;\n";
        let out = preprocess_prefix(text, Macros::default(), &[]).expect("prefix");
        assert_eq!(out.len(), text.len());
        assert!(out.contains("def b;") && !out.contains("def a;"));
        // Cut inside a disabled region: the text before it still parses.
        let text = "def a;\n#ifdef NOPE\ndef b;\n\n";
        let out = preprocess_prefix(text, Macros::default(), &[]).expect("prefix");
        assert_eq!(out.len(), text.len());
        let mut parser = StmtParser::new(FileId(0), &out).expect("parses");
        assert!(parser.next_stmt().expect("parses").is_some());
        assert!(parser.next_stmt().expect("parses").is_none());
    }
}

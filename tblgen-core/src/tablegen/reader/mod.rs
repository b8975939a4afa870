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
//! end (`ahead`); the reader reads each file segment by segment (a
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
//!
//! The stream and its threads are here; `read` is the reader itself,
//! `segments` reads a file's statements segment by segment, `includes` finds
//! the `include`s of parsed statements.

use super::ahead::{self, Helper, Work};
use super::ast::{Stmt, StmtKind};
use super::preprocess::is_ident_char;
use super::Options;
use crate::diag::{Diagnostic, FileId, Loc, Span, Text};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::TryRecvError;
use std::sync::{mpsc, Arc};

mod includes;
mod read;
mod segments;

pub(super) use read::find_include;
use read::Reader;

/// Deepest `include` nesting accepted.
pub const MAX_INCLUDE_DEPTH: usize = 64;

/// Events are sent in batches of this many (one channel operation, and at
/// most one wake-up of the evaluator, per batch), or fewer when the
/// evaluator waits for them. (When the evaluator is behind and the channel
/// full, each batch it takes wakes the reader: larger batches, fewer
/// wake-ups.)
const BATCH: usize = 128;

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
    /// Errors in it that do not stop the run (NUL characters, which
    /// llvm-tblgen reads as spaces): reported, and the run fails at its end.
    pub errors: Vec<Diagnostic>,
}

/// One step of the input, in the order the evaluator consumes it.
///
/// An event is 16 bytes: the rare or large forms are boxed, so that the
/// batches the reader fills and the evaluator reads on the other core are
/// small (a plain `def A;` was a 192-byte event, three cache lines to move
/// between the cores, and copied twice more on each side).
#[derive(Debug)]
pub enum Event {
    /// A file was opened; its statements follow, up to its [`Event::Leave`].
    Enter(Box<Entered>),
    /// A statement of the current file. The files it includes (at any
    /// depth) follow it, one `Enter` ... `Leave` group per `include`, in
    /// lexical order.
    Stmt(Box<Stmt>),
    /// A statement `def NAME;` of the current file ([`StmtKind::PlainDef`]
    /// without its box): the span of its name.
    PlainDef(Span),
    /// The end of the current file.
    Leave,
    /// An error; nothing follows it.
    Error(Box<Diagnostic>),
}

impl Event {
    /// The event of statement `s`.
    pub fn stmt(s: Stmt) -> Event {
        match s.kind {
            StmtKind::PlainDef(name) => Event::PlainDef(name),
            _ => Event::Stmt(Box::new(s)),
        }
    }
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
    /// The flags both ends read (see [`Flags`]).
    flags: Arc<Flags>,
    /// Parsing ahead, done while no statement is there.
    helper: Option<Helper>,
    /// Whether the reader has sent anything yet.
    started: bool,
}

/// What each end of the stream tells the other without a message.
#[derive(Default)]
pub(super) struct Flags {
    /// Raised when the evaluator is done with the stream: the reader checks
    /// it at every statement (it would otherwise only notice at its next
    /// send, after parsing a whole batch the evaluator will never read).
    stop: AtomicBool,
    /// Raised while the evaluator waits for events: the reader then sends
    /// what it has before it parses more; otherwise it sends full batches
    /// only. (Sending every chunk of statements as it is parsed costs a
    /// channel operation, and often a wake-up of the other thread, per
    /// chunk: on a busy machine, 78 k context switches for 100 k defs.)
    waiting: AtomicBool,
}

impl Drop for Events {
    fn drop(&mut self) {
        self.flags.stop.store(true, Ordering::Relaxed);
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
            self.flags.waiting.store(true, Ordering::Relaxed);
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
                Ok(b) => self.take(b),
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
                Ok(b) => self.take(b),
                Err(TryRecvError::Empty) => return None,
                Err(TryRecvError::Disconnected) => return Some(Self::unfinished()),
            }
        }
    }

    fn take(&mut self, b: Vec<Event>) {
        self.started = true;
        self.flags.waiting.store(false, Ordering::Relaxed);
        self.batch = b.into_iter();
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
        Event::Error(Box::new(Diagnostic::unlocated(
            "internal error: the reader thread stopped without finishing the input",
        )))
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
const STACK_SIZE: usize = super::STACK_SIZE;

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
        let flags = Arc::new(Flags::default());
        let mut reader = Reader::new(opts, first_file, Tx::Bounded(tx), flags.clone());
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
                    flags,
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
    let flags = Arc::new(Flags::default());
    Reader::new(opts, first_file, Tx::Unbounded(tx), flags.clone()).run(root);
    consume(Events {
        rx,
        batch: Vec::new().into_iter(),
        flags,
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
    /// llvm-tblgen's errors at NUL characters, which do not stop the run.
    nul_errors: Vec<Diagnostic>,
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

#[cfg(test)]
mod tests {
    use super::includes::open_brace;
    use super::read::{preprocess_prefix, Reader};
    use super::*;
    use crate::tablegen::parse::{StmtParser, MAX_NESTING};
    use crate::tablegen::preprocess::Macros;

    /// A plain def's event is its name's span, and every event as small
    /// (see [`Event`]).
    #[test]
    fn events_are_sixteen_bytes() {
        assert_eq!(std::mem::size_of::<Event>(), 16);
        let mut parser = StmtParser::new(FileId(0), "def A0;").expect("parses");
        let Ok(Some(s)) = parser.next_stmt() else {
            panic!("a plain def parses");
        };
        assert!(matches!(
            Event::stmt(s),
            Event::PlainDef(Span {
                start: 4,
                end: 6,
                ..
            })
        ));
    }

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
            ..Default::default()
        };
        let (tx, rx) = mpsc::channel();
        let flags = Arc::new(Flags::default());
        let mut reader = Reader::new(&opts, FileId(0), Tx::Unbounded(tx), flags.clone());
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
            flags,
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
            "!add(".repeat(MAX_NESTING + 50),
            ")".repeat(MAX_NESTING + 50)
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

//! The TableGen language: preprocessing, parsing, evaluation, records and
//! `--print-records`.
//!
//! ```text
//! ┌ reader thread ───────────────────────────────┐
//! text ─► preprocess ─► parse (pest grammar) ─► ast ─► eval ─► RecordKeeper ─► print
//!                                                    └ evaluation thread ──────────────┘
//! ```
//!
//! The front end ([`reader`]: file lookup, preprocessing, parsing) runs on a
//! thread of its own and streams statements, in order, to the evaluator.
//! While the evaluator waits for statements it renders finished records
//! (for `--print-records`) and parses the input from its end (`ahead`), so
//! that both threads share the parsing.
//!
//! Entry points: [`load_file`] and [`load_str`].

mod ahead;
pub mod ast;
pub mod eval;
pub mod fxhash;
pub mod parse;
pub mod preprocess;
pub mod print;
pub mod reader;
pub mod record;
pub mod resolve;
pub mod value;

pub use record::{Record, RecordKeeper, RecordVal};
pub use value::{Init, InitKind, RecId, RecRef, Ty};

use crate::diag::{Diagnostic, Diagnostics, SourceMapHandle};
use std::path::{Path, PathBuf};
use std::rc::Rc;

/// Options of one run (`-I` and `-D`).
#[derive(Clone, Debug)]
pub struct Options {
    /// Include directories, searched in order after the working directory.
    pub include_dirs: Vec<PathBuf>,
    /// Predefined preprocessor macros.
    pub defines: Vec<String>,
    /// Whether the records will be printed (`--print-records`): each
    /// record's text is then rendered as soon as it is final, while the
    /// evaluator waits for the reader, rather than all at the end.
    pub print_records: bool,
    /// The largest value a record may hold, as the bytes of its text
    /// ([`value::Init::printed_size`]); `--max-value-size`. A larger value
    /// is an error located at its record, not hours of output or an abort.
    pub max_value_size: u64,
}

/// The default of [`Options::max_value_size`]: 1 GiB of text.
pub const DEFAULT_MAX_VALUE_SIZE: u64 = 1 << 30;

impl Default for Options {
    fn default() -> Self {
        Options {
            include_dirs: Vec::new(),
            defines: Vec::new(),
            print_records: false,
            max_value_size: DEFAULT_MAX_VALUE_SIZE,
        }
    }
}

/// Stack size of the evaluation and reader threads: deep (but bounded)
/// nesting must not overflow the stack. Measured at the limits
/// ([`parse::MAX_NESTING`], [`resolve::instantiate::MAX_INSTANTIATION_DEPTH`]):
/// at most 32 MiB optimised, 256 MiB unoptimised. The stack is only
/// reserved, but it counts against an address-space limit (`ulimit -v`):
/// two threads and mimalloc's 1 GiB arena fit in 2 GiB (unoptimised too:
/// 1.5 times the measured need there).
const STACK_SIZE: usize = if cfg!(debug_assertions) {
    384 << 20
} else {
    256 << 20
};

fn finish(ev: eval::Evaluator, res: Result<(), Diagnostic>) -> Result<Loaded, Diagnostics> {
    let mut ev = ev;
    ev.dumps.append(&mut ev.kp.errors);
    // The notes of `dump`s met before an error were printed by then, as
    // llvm-tblgen prints them as it goes.
    let mut list = Vec::new();
    match res {
        Ok(()) => {
            if ev.errors.is_empty() {
                return Ok(Loaded {
                    notes: std::mem::take(&mut ev.dumps),
                    _statements: std::mem::take(&mut ev.spent),
                    records: ev.kp,
                });
            }
            list.append(&mut ev.dumps);
            list.extend(ev.errors);
        }
        Err(d) => {
            // The errors of a file that does not stop the run are known from
            // its start; llvm-tblgen meets those past the error only if its
            // lexer gets there.
            if let Some(at) = d.loc {
                ev.dumps.retain(|n| {
                    n.severity != crate::diag::Severity::Error
                        || n.loc
                            .is_none_or(|l| l.file != at.file || l.offset <= at.offset)
                });
            }
            list.append(&mut ev.dumps);
            list.extend(ev.errors);
            list.push(d);
        }
    }
    let sources = std::mem::take(&mut ev.kp.sources);
    Err(Diagnostics {
        list,
        sources: Rc::new(SourceMapHandle(sources)),
    })
}

/// Runs `run(job)` on a thread with a large stack; gives `job` back with
/// the error if no such thread can be started (an address-space limit).
fn run_big_stack<J, T>(job: J, run: fn(J) -> T) -> Result<T, (J, std::io::Error)>
where
    J: Send + 'static,
    T: Send + 'static,
{
    // The thread gets the job once it runs, so that the job is still here
    // when the thread cannot be started.
    let (tx, rx) = std::sync::mpsc::sync_channel::<J>(1);
    let spawned = std::thread::Builder::new()
        .stack_size(STACK_SIZE)
        .spawn(move || rx.recv().ok().map(run));
    let handle = match spawned {
        Ok(h) => h,
        Err(e) => return Err((job, e)),
    };
    // (The thread is waiting for it: the send cannot fail.)
    let _ = tx.send(job);
    match handle.join() {
        Ok(Some(t)) => Ok(t),
        Ok(None) => unreachable!("the thread received its work"),
        Err(panic) => std::panic::resume_unwind(panic),
    }
}

/// What a successful run produced: the records and `dump` notes.
pub struct Loaded {
    /// The records.
    pub records: RecordKeeper,
    /// Notes printed by `dump` statements, and errors that did not stop the
    /// run, in order (render with `records.render`; see
    /// [`Loaded::has_errors`]).
    pub notes: Vec<Diagnostic>,
    /// The statements of the input, freed with the records (see
    /// `Evaluator::spent`).
    #[allow(clippy::vec_box)]
    _statements: Vec<Box<ast::Stmt>>,
}

impl Loaded {
    /// Whether errors that did not stop the run were reported (LLVM's
    /// `ErrorsPrinted`: failed assertions, bytes that read as no token):
    /// the records are all there, but the run failed.
    pub fn has_errors(&self) -> bool {
        self.notes
            .iter()
            .any(|n| n.severity == crate::diag::Severity::Error)
    }

    /// The notes, rendered in order as llvm-tblgen prints them.
    pub fn render_notes(&self) -> String {
        self.notes.iter().map(|n| self.records.render(n)).collect()
    }
}

/// Reads and evaluates `path` (in a thread with a large stack).
///
/// Records are not `Send` (values are reference counted), so the result is
/// rendered or consumed on the evaluation thread through `then`.
pub fn with_file<T: Send + 'static>(
    path: &Path,
    opts: &Options,
    then: impl FnOnce(Result<Loaded, Diagnostics>) -> T + Send + 'static,
) -> T {
    // The reader starts first, from this thread: it has files to read and
    // parse before the evaluator has anything to do.
    let pipeline = reader::Pipeline::start(opts, FIRST_FILE, reader::Root::File(path));
    let job = (pipeline, opts.clone(), then);
    match run_big_stack(job, |(pipeline, opts, then)| {
        then(evaluate(pipeline, &opts))
    }) {
        Ok(t) => t,
        // (Dropping the pipeline stops the reader.)
        Err(((_, _, then), e)) => then(Err(Diagnostics {
            list: vec![Diagnostic::unlocated(format!(
                "cannot start the evaluation thread ({} MiB of stack): {}",
                STACK_SIZE >> 20,
                e
            ))],
            sources: Rc::new(SourceMapHandle(Default::default())),
        })),
    }
}

/// The id of the first file a run reads (an evaluator's source map starts
/// empty).
const FIRST_FILE: crate::diag::FileId = crate::diag::FileId(0);

/// Evaluates `root`: a reader thread reads and parses it while the current
/// thread evaluates.
fn load(root: reader::Root<'_>, opts: &Options) -> Result<Loaded, Diagnostics> {
    evaluate(reader::Pipeline::start(opts, FIRST_FILE, root), opts)
}

/// Evaluates the stream of a started reader on the current thread.
fn evaluate(pipeline: reader::Pipeline, opts: &Options) -> Result<Loaded, Diagnostics> {
    let mut ev = eval::Evaluator::new();
    ev.kp.prerender = opts.print_records;
    ev.kp.max_value_size = Some(opts.max_value_size);
    debug_assert_eq!(ev.next_file_id(), FIRST_FILE);
    // The evaluator moves into the consumer so that its end of the stream is
    // dropped (stopping the reader) before the reader is joined, even when
    // evaluation unwinds.
    let (ev, res) = pipeline.consume(move |events| {
        let res = ev.eval_events(events);
        (ev, res)
    });
    finish(ev, res)
}

/// Reads and evaluates `path`, evaluating on the current thread while a
/// reader thread reads and parses.
///
/// The nesting limits are sized for [`with_file`]'s large stack: input near
/// them can overflow a default-sized (especially debug-build) thread stack,
/// so tools should go through [`with_file`].
pub fn load_file(path: &Path, opts: &Options) -> Result<Loaded, Diagnostics> {
    load(reader::Root::File(path), opts)
}

/// Evaluates `text` as if it were the file `name` (for tests), on the
/// current thread (see [`load_file`] about the stack).
pub fn load_str(name: &str, text: &str, opts: &Options) -> Result<Loaded, Diagnostics> {
    load(reader::Root::Text(name, text), opts)
}

//! The `tblgen` command-line tool.
//!
//! `tblgen [ACTION] [--dialect NAME] [-I DIR]... [-D NAME]... [-o FILE] [-d DEPFILE] [--write-if-changed] FILE.td`
//!
//! Actions (`--print-records` is the default) are listed in [`Action`]:
//! the records as `llvm-tblgen` prints them, the Markdown docs as
//! `mlir-tblgen` prints them, and the Rust that `tblgen_build` writes.

use std::path::PathBuf;
use std::process::ExitCode;
use tblgen_core::tablegen::{self, Options};

/// A run allocates millions of small values and touches every page it
/// gets once: mimalloc's thread-local free lists make the whole run faster.
/// (Built without transparent huge pages: see `.cargo/config.toml`.)
#[cfg(feature = "mimalloc")]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// What to do with the records.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    /// `--print-records`: llvm-tblgen's default output.
    PrintRecords,
    /// `--gen-op-doc`: op documentation (Markdown, as `mlir-tblgen -gen-op-doc`).
    GenOpDoc,
    /// `--gen-dialect-doc`: dialect documentation (`--dialect` picks one).
    GenDialectDoc,
    /// `--gen-attrdef-doc`: attribute definition documentation.
    GenAttrdefDoc,
    /// `--gen-typedef-doc`: type definition documentation.
    GenTypedefDoc,
    /// `--gen-op-interface-docs`: op interface documentation.
    GenOpInterfaceDocs,
    /// `--gen-pass-doc`: pass documentation.
    GenPassDoc,
    /// `--gen-pass-decls`: the Rust pass declarations `tblgen_build` writes.
    GenPassDecls,
    /// `--gen-rust`: the Rust code `tblgen_build::compile` writes for ops.
    GenRust,
    /// `--gen-rewriters`: the Rust patterns of the file's DRR rules.
    GenRewriters,
}

impl Action {
    /// The action named by a command-line flag (one or two leading dashes).
    fn from_flag(flag: &str) -> Option<Action> {
        Some(match flag.trim_start_matches('-') {
            "print-records" => Action::PrintRecords,
            "gen-op-doc" => Action::GenOpDoc,
            "gen-dialect-doc" => Action::GenDialectDoc,
            "gen-attrdef-doc" => Action::GenAttrdefDoc,
            "gen-typedef-doc" => Action::GenTypedefDoc,
            "gen-op-interface-docs" => Action::GenOpInterfaceDocs,
            "gen-pass-doc" => Action::GenPassDoc,
            "gen-pass-decls" => Action::GenPassDecls,
            "gen-rust" => Action::GenRust,
            "gen-rewriters" => Action::GenRewriters,
            _ => return None,
        })
    }

    /// Runs the action on the loaded records: the output text and any
    /// warnings (rendered), or the rendered errors.
    fn run(
        self,
        records: &tablegen::RecordKeeper,
        dialect: Option<&str>,
    ) -> Result<(String, String), String> {
        use tblgen_core::emit::{docs, drr, rust};
        let located = |r: Result<String, tblgen_core::diag::Diagnostic>| {
            r.map(|text| (text, String::new()))
                .map_err(|d| records.render(&d))
        };
        match self {
            Action::PrintRecords => Ok((records.print_records(), String::new())),
            Action::GenOpDoc => located(docs::gen_op_doc(records)),
            Action::GenDialectDoc => located(docs::gen_dialect_doc(records, dialect)),
            Action::GenAttrdefDoc => located(docs::gen_attrdef_doc(records)),
            Action::GenTypedefDoc => located(docs::gen_typedef_doc(records)),
            Action::GenOpInterfaceDocs => located(docs::gen_interface_docs(
                records,
                tblgen_core::ods::InterfaceKind::Op,
            )),
            Action::GenPassDoc => located(docs::gen_pass_doc(records)),
            Action::GenPassDecls => located(rust::gen_pass_decls(records)),
            Action::GenRust => rust::generate_with_warnings(records, &rust::Options::default())
                .map(|mut g| (g.files.swap_remove(0), g.warnings.to_string()))
                .map_err(|d| d.to_string()),
            Action::GenRewriters => drr::gen_rewriters(records)
                .map(|text| (text, String::new()))
                .map_err(|d| d.to_string()),
        }
    }
}

struct Args {
    action: Action,
    dialect: Option<String>,
    opts: Options,
    input: Option<PathBuf>,
    output: Option<PathBuf>,
    depfile: Option<PathBuf>,
    write_if_changed: bool,
}

fn parse_args() -> Result<Args, String> {
    let mut a = Args {
        action: Action::PrintRecords,
        dialect: None,
        opts: Options::default(),
        input: None,
        output: None,
        depfile: None,
        write_if_changed: false,
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        let mut value = |name: &str| {
            it.next()
                .ok_or_else(|| format!("option '{}' requires a value", name))
        };
        match arg.as_str() {
            "--dialect" | "-dialect" => a.dialect = Some(value("--dialect")?),
            "--write-if-changed" | "-write-if-changed" => a.write_if_changed = true,
            "-I" => a.opts.include_dirs.push(PathBuf::from(value("-I")?)),
            "-D" => a.opts.defines.push(value("-D")?),
            "-o" => a.output = Some(PathBuf::from(value("-o")?)),
            "-d" => a.depfile = Some(PathBuf::from(value("-d")?)),
            "-h" | "--help" => {
                println!("usage: tblgen [ACTION] [--dialect NAME] [-I DIR]... [-D NAME]... [-o FILE] [-d DEPFILE] [--write-if-changed]");
                println!("              [--max-value-size=BYTES] FILE.td");
                println!("actions: --print-records (default), --gen-op-doc, --gen-dialect-doc, --gen-attrdef-doc,");
                println!("         --gen-typedef-doc, --gen-op-interface-docs, --gen-pass-doc, --gen-rust,");
                println!("         --gen-pass-decls, --gen-rewriters");
                println!("--max-value-size=BYTES: the largest text a record's value may print to");
                println!("         (default 1 GiB; a larger value is an error at its record)");
                std::process::exit(0);
            }
            s if Action::from_flag(s).is_some() && s.starts_with('-') => {
                a.action = Action::from_flag(s).unwrap_or(Action::PrintRecords)
            }
            s if s.starts_with("--dialect=") || s.starts_with("-dialect=") => {
                a.dialect = s.split_once('=').map(|(_, d)| d.to_string())
            }
            s if s.starts_with("-I") && s.len() > 2 => {
                a.opts.include_dirs.push(PathBuf::from(&s[2..]))
            }
            s if s.starts_with("-D") && s.len() > 2 => a.opts.defines.push(s[2..].to_string()),
            s if s.starts_with("-o") && s.len() > 2 => a.output = Some(PathBuf::from(&s[2..])),
            s if s.starts_with("--I=") => a.opts.include_dirs.push(PathBuf::from(&s[4..])),
            s if s.starts_with("--max-value-size=") => {
                let n = &s["--max-value-size=".len()..];
                a.opts.max_value_size = n
                    .parse()
                    .map_err(|_| format!("invalid value '{n}' for option '--max-value-size'"))?;
            }
            s if s.starts_with('-') && s != "-" => return Err(format!("unknown option '{}'", s)),
            _ => {
                if a.input.is_some() {
                    return Err("too many input files".into());
                }
                a.input = Some(PathBuf::from(arg));
            }
        }
    }
    Ok(a)
}

/// Standard output and error as llvm-tblgen treats them: a write that
/// fails (a full device, say) is an error that fails the run, and a
/// broken pipe ends the process at once with `EX_IOERR` (74, LLVM's SIGPIPE
/// handler). (A stream closed when the process starts cannot be told from
/// `/dev/null`: Rust's runtime opens `/dev/null` in its place, read-write, as
/// a parent process may do itself.)
mod streams {
    use std::io::Write;
    use std::sync::atomic::{AtomicBool, Ordering};
    use tblgen_core::diag::bytes;

    /// Set when a write to standard error failed: the run then exits 1, as
    /// LLVM's `errs()` reports its failure at exit.
    static STDERR_FAILED: AtomicBool = AtomicBool::new(false);

    /// The exit status of LLVM's handler for a broken pipe (`EX_IOERR`).
    pub const EX_IOERR: i32 = 74;

    /// Standard output, unbuffered (the callers write whole texts or buffer
    /// themselves), writing the bytes the text stands for (see
    /// `diag::bytes`).
    pub fn stdout() -> std::io::Result<impl Write> {
        Ok(Bytes {
            inner: std::io::stdout(),
            pending: Vec::new(),
        })
    }

    /// Writes the bytes that text stands for ([`bytes::to_bytes`]); a
    /// character cut between two writes waits for the rest.
    struct Bytes<W: Write> {
        inner: W,
        pending: Vec<u8>,
    }

    impl<W: Write> Write for Bytes<W> {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            // (Markers start with 0xF4: most texts have none.)
            if self.pending.is_empty() && memchr::memchr(0xF4, buf).is_none() {
                self.inner.write_all(buf)?;
                return Ok(buf.len());
            }
            self.pending.extend_from_slice(buf);
            // Up to the last whole character.
            let whole = match std::str::from_utf8(&self.pending) {
                Ok(_) => self.pending.len(),
                Err(e) => e.valid_up_to(),
            };
            let text = std::str::from_utf8(&self.pending[..whole]).unwrap_or_default();
            self.inner.write_all(&bytes::to_bytes(text))?;
            self.pending.drain(..whole);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            let rest = std::mem::take(&mut self.pending);
            self.inner.write_all(&rest)?;
            self.inner.flush()
        }
    }

    impl<W: Write> Drop for Bytes<W> {
        fn drop(&mut self) {
            let _ = self.flush();
        }
    }

    /// Writes `text` to standard error (nothing for an empty text).
    pub fn eprint(text: &str) {
        if text.is_empty() {
            return;
        }
        let r = std::io::stderr().write_all(&bytes::to_bytes(text));
        if r.is_err() {
            STDERR_FAILED.store(true, Ordering::Relaxed);
        }
    }

    /// `status`, or 1 when a write to standard error failed.
    pub fn exit_status(status: i32) -> i32 {
        if status == 0 && STDERR_FAILED.load(Ordering::Relaxed) {
            1
        } else {
            status
        }
    }

    /// The system's text for an I/O error (`strerror`), without Rust's
    /// ` (os error N)`.
    pub fn message(e: &std::io::Error) -> String {
        let s = e.to_string();
        match s.rfind(" (os error ") {
            Some(i) => s[..i].to_string(),
            None => s,
        }
    }

    /// The exit status for a failed write to standard output, after
    /// reporting it as LLVM does.
    pub fn output_failed(e: &std::io::Error) -> i32 {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            return EX_IOERR;
        }
        eprint(&format!(
            "LLVM ERROR: IO failure on output stream: {}\n",
            message(e)
        ));
        1
    }
}

/// The program's name as invoked (llvm-tblgen's messages start with it).
fn argv0() -> String {
    std::env::args().next().unwrap_or_else(|| "tblgen".into())
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            streams::eprint(&format!("tblgen: {}\n", e));
            return ExitCode::from(1);
        }
    };
    let input = args.input.clone().unwrap_or_else(|| PathBuf::from("-"));
    let mut args = args;
    args.opts.print_records = matches!(args.action, Action::PrintRecords);
    let opts = args.opts.clone();
    // The evaluation thread reports and ends the process itself: a thread
    // that exits hands its heap back (mimalloc purges it, which splits huge
    // pages), then the main thread has to wake up and join it; ending the
    // process at once skips both (measured: 5% less time over the
    // llvm-tblgen corpus, 12% less CPU on ArithOps.td). Everything is
    // written by then: the output and the other files are written and
    // closed.
    // (The result is never dropped: freeing the records and statements
    // one by one would only delay the end.)
    tablegen::with_file(&input, &opts, move |res| {
        let code = streams::exit_status(report(&res, &args));
        std::process::exit(code)
    })
}

/// Runs the action on the result of a run and writes its output, notes and
/// depfile in llvm-tblgen's order (`TableGenMain`): the backend's output is
/// made first, then the depfile is written, then the output; an error at
/// any step ends the run there. The process's exit status.
fn report(res: &Result<tablegen::Loaded, tblgen_core::diag::Diagnostics>, args: &Args) -> i32 {
    let loaded = match res {
        Err(d) => {
            streams::eprint(&d.render());
            return 1;
        }
        Ok(loaded) => loaded,
    };
    // The records go to standard output as they are printed, rather than
    // as one text built first (when nothing else is to be written first).
    let stream =
        args.action == Action::PrintRecords && args.output.is_none() && args.depfile.is_none();
    let (text, notes) = match output(loaded, args, stream) {
        Err(diags) => {
            streams::eprint(&diags);
            return 1;
        }
        Ok(Output::Streamed(Err(e))) => return streams::output_failed(&e),
        Ok(Output::Streamed(Ok(()))) => (String::new(), String::new()),
        Ok(Output::Text(text, notes)) => (text, notes),
    };
    streams::eprint(&notes);
    if let Some(d) = &args.depfile {
        let Some(out) = &args.output else {
            streams::eprint(&format!(
                "{}: the option -d must be used together with -o\n",
                argv0()
            ));
            return 1;
        };
        if let Err(e) = write_depfile(d, out, &loaded.records) {
            streams::eprint(&format!(
                "{}: error opening {}:{}\n",
                argv0(),
                d.display(),
                streams::message(&e)
            ));
            return 1;
        }
    }
    // Errors that did not stop the run (llvm-tblgen's `ErrorsPrinted`): the
    // output is written (to standard output) or removed (a file), then the
    // run fails.
    let errors = loaded
        .notes
        .iter()
        .filter(|n| n.severity == tblgen_core::diag::Severity::Error)
        .count();
    if errors > 0 {
        if let Some(p) = &args.output {
            if !(args.write_if_changed && std::fs::read(p).is_ok_and(|old| old == text.as_bytes()))
            {
                let _ = std::fs::remove_file(p);
            }
        }
    }
    if !stream && (errors == 0 || args.output.is_none()) {
        let written = match &args.output {
            None => streams::stdout().and_then(|mut w| {
                use std::io::Write;
                w.write_all(text.as_bytes())
            }),
            Some(p) => {
                if let Err(e) = write_file(p, &text, args.write_if_changed) {
                    streams::eprint(&format!(
                        "{}: error opening {}: {}\n",
                        argv0(),
                        p.display(),
                        streams::message(&e)
                    ));
                    return 1;
                }
                Ok(())
            }
        };
        if let Err(e) = written {
            return streams::output_failed(&e);
        }
    }
    if errors > 0 {
        streams::eprint(&format!("{}: {} errors.\n", argv0(), errors));
        return 1;
    }
    0
}

/// Writes the output file (unless `if_changed` and it holds `text`
/// already).
fn write_file(p: &std::path::Path, text: &str, if_changed: bool) -> std::io::Result<()> {
    let text = tblgen_core::diag::bytes::to_bytes(text);
    if if_changed && std::fs::read(p).is_ok_and(|old| old == *text) {
        return Ok(());
    }
    std::fs::write(p, text)
}

/// Writes the depfile as llvm-tblgen does: `OUT:` and each included file
/// (not the input), in sorted order, once.
fn write_depfile(
    path: &std::path::Path,
    out: &std::path::Path,
    records: &tablegen::RecordKeeper,
) -> std::io::Result<()> {
    let mut deps: Vec<String> = records
        .files_read()
        .iter()
        .skip(1)
        .map(|p| p.display().to_string())
        .collect();
    deps.sort();
    deps.dedup();
    let mut s = format!("{}:", out.display());
    for dep in &deps {
        s.push(' ');
        s.push_str(dep);
    }
    s.push('\n');
    std::fs::write(path, s)
}

/// What the backend produced.
enum Output {
    /// The records, written to standard output as they were printed (or the
    /// error that stopped the writing).
    Streamed(std::io::Result<()>),
    /// The output text and the rendered notes and warnings.
    Text(String, String),
}

/// Runs the action on loaded records: the records streamed to standard
/// output (the notes are written first), or the output text with the
/// rendered notes and warnings; or the rendered errors.
fn output(loaded: &tablegen::Loaded, args: &Args, stream: bool) -> Result<Output, String> {
    let mut notes: String = loaded
        .notes
        .iter()
        .map(|n| loaded.records.render(n))
        .collect();
    if stream {
        streams::eprint(&notes);
        let written = streams::stdout()
            .and_then(|mut w| tablegen::print::write_records(&loaded.records, &mut w));
        return Ok(Output::Streamed(written));
    }
    let (text, warnings) = args.action.run(&loaded.records, args.dialect.as_deref())?;
    notes.push_str(&warnings);
    Ok(Output::Text(text, notes))
}

//! The driver of `mlir-opt`-like tools (MLIR's `MlirOptMain`,
//! `lib/Tools/mlir-opt/MlirOptMain.cpp`): command-line flags, input and
//! output files, `--split-input-file`, `--verify-diagnostics`, and for each
//! buffer a fresh context that the tool's `register` function fills with
//! its dialects; then parse, verify and print.
//!
//! A tool of one's own is a `main` of one line:
//!
//! ```no_run
//! fn main() -> std::process::ExitCode {
//!     ir::tools::opt_main("my-opt", std::env::args_os(), |ctx| {
//!         // my_dialect::register(ctx);
//!         let _ = ctx;
//!     })
//! }
//! ```
//!
//! Flags are read as LLVM's `cl` reads them: `-flag` or `--flag`, values as
//! `-flag=value` (and `-o FILE`), booleans as `-flag=true|false|1|0`.

use std::ffi::OsStr;
use std::io::{Read, Write};
use std::process::ExitCode;

use super::diagnostic_verifier::DiagnosticVerifier;
pub use super::flags::{
    default_registry, parse_args, parse_args_with, usage, Command, OptConfig, PassFlags,
};
use super::passes::Report;
use super::source_mgr::{render_diagnostic, SourceMgr};
use super::split::split_input;
use crate::core::context::Context;
use crate::core::diag::{Diagnostic, Severity};
use crate::pass::{PassRegistry, TimingReport};

/// Bytes of MLIR text per op, to size the op store before parsing: a
/// little below what printed custom-form IR takes (an op a line, 30–40
/// bytes with indentation).
const OP_TEXT_BYTES: usize = 24;

/// What a run needs besides its flags: the program name (`cl` messages
/// start with it), the dialects every context gets, the passes.
#[derive(Clone, Copy)]
pub struct Tool<'a> {
    /// The program name, as `argv[0]`.
    pub program: &'a str,
    /// Registers the tool's dialects in a fresh context.
    pub register: &'a (dyn Fn(&mut Context) + Sync),
    /// The tool's passes.
    pub passes: &'a PassRegistry,
}

/// A whole tool run, as `MlirOptMain(argc, argv, toolName, registry)`,
/// with `ir`'s standard passes ([`opt_main_with`] with the
/// [`default_registry`]).
pub fn opt_main<I, S, F>(tool: &str, args: I, register: F) -> ExitCode
where
    I: IntoIterator<Item = S>,
    S: AsRef<OsStr>,
    F: Fn(&mut Context) + Sync,
{
    opt_main_with(tool, args, register, &default_registry())
}

/// A whole tool run: `args` starts with the program name; `register` is
/// called on the context of each buffer (each chunk with
/// `--split-input-file`) before it is parsed; `passes` are the passes the
/// command line and pipelines may name. Diagnostics go to standard error,
/// the output to `-o` (kept only when the run succeeds) or standard
/// output. Exit status 0 on success, 1 on any failure (bad flags included,
/// as LLVM's tools).
pub fn opt_main_with<I, S, F>(tool: &str, args: I, register: F, passes: &PassRegistry) -> ExitCode
where
    I: IntoIterator<Item = S>,
    S: AsRef<OsStr>,
    F: Fn(&mut Context) + Sync,
{
    let args: Vec<String> = args
        .into_iter()
        .map(|a| a.as_ref().to_string_lossy().into_owned())
        .collect();
    let program = args.first().cloned().unwrap_or_else(|| tool.to_string());
    let config = match parse_args_with(&program, args.get(1..).unwrap_or(&[]), passes) {
        Ok(Command::Run(c)) => OptConfig {
            limits: crate::parser::ParseLimits {
                max_nesting: crate::parser::TOOL_MAX_NESTING,
                ..c.limits
            },
            ..c
        },
        Ok(Command::Help) => {
            print!("{}", usage(tool, passes));
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("{tool}: {message}");
            return ExitCode::FAILURE;
        }
    };
    // Deep nesting recurses in the parser, verifier and printer: run on a
    // thread with a large stack.
    let status = std::thread::scope(|scope| {
        std::thread::Builder::new()
            .stack_size(crate::parser::TOOL_STACK_SIZE)
            .spawn_scoped(scope, || {
                let t = Tool {
                    program: tool,
                    register: &register,
                    passes,
                };
                run_files(&config, t)
            })
            .map_err(|e| format!("cannot spawn a thread: {e}"))
            .and_then(|h| h.join().map_err(|_| "internal error".to_string()))
    });
    match status {
        Ok(code) => ExitCode::from(code),
        Err(message) => {
            eprintln!("{tool}: {message}");
            ExitCode::FAILURE
        }
    }
}

/// The exit status of LLVM's tools when a write meets a closed pipe
/// (`EX_IOERR`, from their `SIGPIPE` handler).
pub const EXIT_BROKEN_PIPE: u8 = 74;

/// A writer that keeps the first error of the one below and drops what
/// comes after it, so that the run goes on (its diagnostics still count)
/// and the error is reported once at the end, as LLVM's `raw_fd_ostream`.
struct Sink<W: Write> {
    inner: W,
    error: Option<std::io::Error>,
}

impl<W: Write> Write for Sink<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if self.error.is_none() {
            if let Err(e) = self.inner.write_all(buf) {
                self.error = Some(e);
            }
        }
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        if self.error.is_none() {
            if let Err(e) = self.inner.flush() {
                self.error = Some(e);
            }
        }
        Ok(())
    }
}

impl<W: Write> Sink<W> {
    /// The run's exit status once the output is flushed: `ok`'s, or LLVM's
    /// for an output error (reported as LLVM reports it).
    fn finish(mut self, ok: bool) -> u8 {
        let _ = self.flush();
        match self.error {
            None => u8::from(!ok),
            Some(e) if e.kind() == std::io::ErrorKind::BrokenPipe => EXIT_BROKEN_PIPE,
            Some(e) => {
                eprintln!(
                    "LLVM ERROR: IO failure on output stream: {}",
                    io_message(&e)
                );
                1
            }
        }
    }
}

/// Standard output as a writer that reports every error, as LLVM's
/// `outs()`: on Unix a duplicate of file descriptor 1 (Rust's `Stdout`
/// takes a descriptor that went bad for a success), and when there is none
/// each write fails with the reason. (A standard output closed when the
/// process starts cannot be told from `/dev/null`: Rust's runtime opens
/// `/dev/null` in its place, read-write, as a parent may do itself.)
pub fn stdout_writer() -> Box<dyn Write> {
    #[cfg(unix)]
    {
        use std::os::fd::AsFd;
        match std::io::stdout().as_fd().try_clone_to_owned() {
            Ok(fd) => Box::new(std::fs::File::from(fd)),
            Err(e) => Box::new(Failed(Some(e))),
        }
    }
    #[cfg(not(unix))]
    {
        Box::new(std::io::stdout())
    }
}

/// Opens the input and the output, processes, and keeps the output file
/// only on success (as LLVM's `ToolOutputFile`). Returns the exit status.
fn run_files(config: &OptConfig, tool: Tool<'_>) -> u8 {
    let (name, bytes) = match read_input(&config.input) {
        Ok(r) => r,
        Err(message) => {
            eprintln!("{message}");
            return 1;
        }
    };
    let stderr = std::io::stderr();
    let mut err = stderr.lock();
    if config.output == "-" {
        // Written in large blocks, after the diagnostics as LLVM's buffered
        // `outs()` is when both go to one pipe.
        let mut out = Sink {
            inner: std::io::BufWriter::with_capacity(1 << 20, stdout_writer()),
            error: None,
        };
        let ok = run_read(config, &name, bytes, tool, &mut out, &mut err);
        return out.finish(ok);
    }
    let file = match std::fs::File::create(&config.output) {
        Ok(f) => f,
        Err(e) => {
            eprintln!(
                "cannot open output file '{}': {}",
                config.output,
                io_message(&e)
            );
            return 1;
        }
    };
    let mut out = Sink {
        inner: std::io::BufWriter::with_capacity(1 << 20, file),
        error: None,
    };
    let ok = run_read(config, &name, bytes, tool, &mut out, &mut err);
    let _ = out.flush();
    let failed = !ok || out.error.is_some();
    let code = out.finish(ok);
    if failed {
        remove_output(&config.output);
    }
    code
}

/// Removes a failed run's output file as LLVM's `ToolOutputFile` does: only
/// a regular file or a symbolic link (`sys::fs::remove` refuses the rest,
/// so `-o /dev/null` never deletes the device).
fn remove_output(path: &str) {
    if let Ok(m) = std::fs::symlink_metadata(path) {
        if m.file_type().is_file() || m.file_type().is_symlink() {
            let _ = std::fs::remove_file(path);
        }
    }
}

/// [`run`] on the input as read, the last run of the process. A whole
/// file of UTF-8 text processed once (not split, no expected diagnostics
/// to match, not overwritten by the output) is dropped once parsed and
/// read again if a diagnostic quotes it: the IR of a large input takes
/// less room than its text.
fn run_read(
    config: &OptConfig,
    name: &str,
    bytes: Vec<u8>,
    tool: Tool<'_>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> bool {
    let whole_file = config.input != "-"
        && config.output != config.input
        && config.split_input_file.is_none()
        && !config.verify_diagnostics;
    match String::from_utf8(bytes) {
        Ok(text) if whole_file => {
            let input = Input {
                name,
                text: text.into(),
                raw: None,
                file: Some(&config.input),
            };
            process_buffer(config, input, tool, out, err, true)
        }
        Ok(text) => run(config, name, &text, text.as_bytes(), tool, out, err, true),
        Err(e) => {
            // (Diagnostics show the text with a stand-in for bytes that
            // are not UTF-8; the parser reads the bytes.)
            let bytes = e.into_bytes();
            let text = crate::parser::sanitize_utf8(&bytes);
            run(config, name, &text, &bytes, tool, out, err, true)
        }
    }
}

/// An output that could not be opened: every write fails with its error.
struct Failed(Option<std::io::Error>);

impl Write for Failed {
    fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
        Err(self
            .0
            .take()
            .unwrap_or_else(|| std::io::Error::other("output unavailable")))
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The input's buffer name and bytes (`<stdin>` for `-`); MLIR input need
/// not be UTF-8 (strings and comments may hold any bytes).
fn read_input(input: &str) -> Result<(String, Vec<u8>), String> {
    if input == "-" {
        if std::io::IsTerminal::is_terminal(&std::io::stdin()) {
            // As mlir-opt: a tool waiting on a terminal looks stuck.
            eprintln!("(processing input from stdin now, hit ctrl-c/ctrl-d to interrupt)");
        }
        let mut b = Vec::new();
        std::io::stdin()
            .read_to_end(&mut b)
            .map_err(|e| format!("cannot read standard input: {}", io_message(&e)))?;
        Ok(("<stdin>".to_string(), b))
    } else {
        let b = std::fs::read(input)
            .map_err(|e| format!("cannot open input file '{input}': {}", io_message(&e)))?;
        Ok((input.to_string(), b))
    }
}

/// An I/O error's words without Rust's " (os error N)".
fn io_message(e: &std::io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}

/// Processes one input as `MlirOptMain(os, buffer, registry, config)`:
/// split or whole, each piece parsed, verified and printed to `out` in a
/// context of its own; diagnostics (and near-miss warnings) to `err`.
/// Whether every piece succeeded (with `--verify-diagnostics`: whether
/// every piece's diagnostics were the expected ones).
/// The tool is `mlir-opt` with the [`default_registry`]'s passes.
pub fn process_input(
    config: &OptConfig,
    input_name: &str,
    input: &str,
    register: &(dyn Fn(&mut Context) + Sync),
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> bool {
    let passes = default_registry();
    let tool = Tool {
        program: "mlir-opt",
        register,
        passes: &passes,
    };
    run(
        config,
        input_name,
        input,
        input.as_bytes(),
        tool,
        out,
        err,
        false,
    )
}

/// [`process_input`] for `tool`.
pub fn process_input_with(
    config: &OptConfig,
    tool: Tool<'_>,
    input_name: &str,
    input: &str,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> bool {
    run(
        config,
        input_name,
        input,
        input.as_bytes(),
        tool,
        out,
        err,
        false,
    )
}

/// [`process_input`] on bytes that need not be UTF-8, as `mlir-opt` reads
/// its input.
pub fn process_input_bytes(
    config: &OptConfig,
    input_name: &str,
    input: &[u8],
    register: &(dyn Fn(&mut Context) + Sync),
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> bool {
    let passes = default_registry();
    let tool = Tool {
        program: "mlir-opt",
        register,
        passes: &passes,
    };
    let text = crate::parser::sanitize_utf8(input);
    run(config, input_name, &text, input, tool, out, err, false)
}

/// One input: `input` is `raw` as text (see `sanitize_utf8`).
#[allow(clippy::too_many_arguments)]
fn run(
    config: &OptConfig,
    input_name: &str,
    input: &str,
    raw: &[u8],
    tool: Tool<'_>,
    out: &mut dyn Write,
    err: &mut dyn Write,
    leak_ir: bool,
) -> bool {
    let Some(marker) = &config.split_input_file else {
        let input = Input {
            name: input_name,
            text: input.into(),
            raw: Some(raw),
            file: None,
        };
        return process_buffer(config, input, tool, out, err, leak_ir);
    };
    let split = split_input(input, marker);
    if !split.near_misses.is_empty() {
        let mut mgr = SourceMgr::new();
        let b = mgr.add_buffer(input_name, input);
        let mut text = String::new();
        for &offset in &split.near_misses {
            let at = super::source_mgr::SourceLoc { buffer: b, offset };
            mgr.print_message(
                &mut text,
                Some(at),
                Severity::Warning,
                "near miss with file split marker",
                &[],
            );
        }
        let _ = err.write_all(text.as_bytes());
    }
    let mut ok = true;
    for (i, chunk) in split.chunks.iter().enumerate() {
        if i > 0 {
            let _ = out.write_all(config.output_split_marker.as_bytes());
            let _ = out.write_all(b"\n");
        }
        let name = chunk.buffer_name(input_name);
        let text = input.get(chunk.range.clone()).unwrap_or_default();
        let bytes = raw.get(chunk.range.clone()).unwrap_or_default();
        let input = Input {
            name: &name,
            text: text.into(),
            raw: Some(bytes),
            file: None,
        };
        ok &= process_buffer(config, input, tool, out, err, false);
    }
    ok
}

/// One buffer to process.
struct Input<'t> {
    /// The buffer's name (a file's, `<stdin>`, a split chunk's).
    name: &'t str,
    /// Its text (see `sanitize_utf8`).
    text: std::borrow::Cow<'t, str>,
    /// Its bytes as read, when they are not the text's (none: the text's).
    raw: Option<&'t [u8]>,
    /// The file the text is all of, read again when a diagnostic after
    /// parsing quotes it: the text is dropped once parsed.
    file: Option<&'t str>,
}

/// One buffer in a fresh context (`processBuffer`): with
/// `--verify-diagnostics`, the diagnostics are checked instead of shown and
/// the outcome is whether they were the expected ones.
fn process_buffer(
    config: &OptConfig,
    input: Input<'_>,
    tool: Tool<'_>,
    out: &mut dyn Write,
    err: &mut dyn Write,
    leak_ir: bool,
) -> bool {
    let mut mgr = SourceMgr::new();
    mgr.add_buffer(input.name, input.text);
    // (Borrowed by the diagnostics' handler, and changed when the text is
    // dropped or read back.)
    let mgr = std::cell::RefCell::new(mgr);
    let mut ctx = Context::new();
    (tool.register)(&mut ctx);
    ctx.allow_unregistered_dialects(config.allow_unregistered_dialects);
    ctx.set_print_op_on_diagnostic(!config.verify_diagnostics);
    ctx.set_diagnostic_print_options(config.print);
    if let Some(path) = &config.irdl_file {
        if !super::irdl_file::load_irdl_file(&mut ctx, path, err) {
            return false;
        }
    }
    let mut messages = String::new();
    let mut verifier = config
        .verify_diagnostics
        .then(|| DiagnosticVerifier::new(&mgr.borrow(), &mut messages));
    let _ = err.write_all(messages.as_bytes());
    messages.clear();
    let mut report = |ctx: &Context, d: Diagnostic, messages: &mut String| {
        let mut mgr = mgr.borrow_mut();
        mgr.reload();
        match &mut verifier {
            Some(v) => v.process(ctx, &mgr, &d, messages),
            None => render_diagnostic(ctx, &mgr, &d, messages),
        }
    };
    let source = Source {
        mgr: &mgr,
        raw: input.raw,
        file: input.file,
    };
    let ok = perform_actions(config, tool, &mut ctx, source, out, err, &mut report);
    let ok = match verifier {
        Some(v) => v.verify(&mgr.borrow(), &mut messages),
        None => ok,
    };
    let _ = err.write_all(messages.as_bytes());
    if leak_ir {
        // The process ends right after this run: freeing a large IR piece
        // by piece would cost a tenth of the run.
        std::mem::forget(ctx);
    }
    ok
}

/// What [`perform_actions`] parses: the manager's first buffer, its bytes
/// as read (none: the text's), and the file to read it from again once it
/// is parsed and dropped.
struct Source<'m, 't> {
    mgr: &'m std::cell::RefCell<SourceMgr<'t>>,
    raw: Option<&'t [u8]>,
    file: Option<&'t str>,
}

/// Parse, verify, run the passes, print (`performActions`); diagnostics
/// go to `report`.
fn perform_actions(
    config: &OptConfig,
    tool: Tool<'_>,
    ctx: &mut Context,
    source: Source<'_, '_>,
    out: &mut dyn Write,
    err: &mut dyn Write,
    report: &mut Report<'_>,
) -> bool {
    let mgr = source.mgr.borrow();
    let buffer = &mgr.buffers()[0];
    let raw = source.raw.unwrap_or(buffer.text.as_bytes());
    let mut messages = String::new();
    let mut timing = config.passes.timing.then(TimingReport::new);
    let parser_timer = timing.as_mut().map(|t| {
        let p = t.nest(t.root(), "Parser");
        t.start(p);
        p
    });
    let env_timing = std::env::var_os("IR_OPT_TIMING").is_some();
    let t0 = std::time::Instant::now();
    // Room for the text's ops at once (see `Context::reserve_ops`): too
    // few only brings back the copy this avoids, too many only reserves
    // pages that are never made resident.
    ctx.reserve_ops(buffer.text.len() / OP_TEXT_BYTES);
    let parsed =
        crate::parser::parse_sanitized(ctx, &buffer.text, raw, &buffer.name, &config.limits);
    let module = match parsed {
        Ok(m) => m,
        Err(e) => {
            let loc_at = |ctx: &mut Context, offset: usize| {
                let at = super::source_mgr::SourceLoc {
                    buffer: 0,
                    offset: offset.min(buffer.text.len()),
                };
                let (line, col) = mgr.line_and_column(at);
                ctx.file_line_col_loc(&buffer.name, line, col)
            };
            let mut d = Diagnostic::error(loc_at(ctx, e.offset), e.message);
            for (offset, note) in e.notes {
                d = d.with_note(loc_at(ctx, offset), note);
            }
            let followups: Vec<Diagnostic> = (e.followups.into_iter())
                .map(|(offset, message)| Diagnostic::error(loc_at(ctx, offset), message))
                .collect();
            // (The handler borrows the manager.)
            drop(mgr);
            report(ctx, d, &mut messages);
            for d in followups {
                report(ctx, d, &mut messages);
            }
            let _ = err.write_all(messages.as_bytes());
            return false;
        }
    };
    let name = buffer.name.clone();
    drop(mgr);
    if let Some(path) = source.file {
        source.mgr.borrow_mut().release_to_file(0, path);
    }
    let t1 = std::time::Instant::now();
    let resident = if env_timing { resident_bytes() } else { 0 };
    let verified = crate::verifier::verify(ctx, module);
    for d in ctx.take_side_diagnostics() {
        report(ctx, d, &mut messages);
    }
    if let Err(d) = verified {
        report(ctx, d, &mut messages);
        let _ = err.write_all(messages.as_bytes());
        return false;
    }
    let top = if config.no_implicit_module {
        match single_top_level_op(ctx, module, &name) {
            Ok(op) => op,
            Err(d) => {
                report(ctx, d, &mut messages);
                let _ = err.write_all(messages.as_bytes());
                return false;
            }
        }
    } else {
        module
    };
    if let (Some(t), Some(p)) = (timing.as_mut(), parser_timer) {
        t.stop(p);
    }
    let t2 = std::time::Instant::now();
    let ok = super::passes::run_passes(
        config,
        tool,
        ctx,
        top,
        &mut timing,
        report,
        &mut messages,
        err,
    );
    for d in ctx.take_side_diagnostics() {
        report(ctx, d, &mut messages);
    }
    let _ = err.write_all(messages.as_bytes());
    messages.clear();
    let side = ctx.take_side_output();
    if !side.is_empty() {
        let _ = out.write_all(side.as_bytes());
    }
    if !ok {
        return false;
    }
    let t3 = std::time::Instant::now();
    let output_timer = timing.as_mut().map(|t| {
        let o = t.nest(t.root(), "Output");
        t.start(o);
        o
    });
    let printed = crate::core::printer::print_operation_to(ctx, top, &config.print, out)
        .and_then(|_| out.write_all(b"\n"));
    if let Err(e) = printed {
        let _ = writeln!(err, "cannot write the output: {}", io_message(&e));
        return false;
    }
    if let (Some(mut t), Some(o)) = (timing, output_timer) {
        t.stop(o);
        let _ = err.write_all(t.finish(config.passes.timing_display).as_bytes());
    }
    if env_timing {
        // IR_OPT_TIMING=1: the phases' times on standard error.
        let _ = writeln!(
            err,
            "timing: parse {:?}, verify {:?}, passes {:?}, print {:?}, live ops {}, resident after parse {} KiB",
            t1 - t0,
            t2 - t1,
            t3 - t2,
            t3.elapsed(),
            ctx.num_live_ops(),
            resident / 1024
        );
    }
    true
}

/// `--no-implicit-module`: the one op the input holds. The parser wraps
/// anything but a single `module` in a module located at `name:0:0` (as
/// MLIR's parser locates the file); such a module is unwrapped, and must
/// hold exactly one op. (A module written with that location itself would
/// be taken for a wrapper.)
fn single_top_level_op(
    ctx: &mut Context,
    module: crate::core::storage::OpId,
    name: &str,
) -> Result<crate::core::storage::OpId, Diagnostic> {
    let file_loc = ctx.file_line_col_loc(name, 0, 0);
    if ctx.op_loc(module) != file_loc {
        return Ok(module);
    }
    let ops: Vec<crate::core::storage::OpId> = ctx
        .op_regions(module)
        .iter()
        .flat_map(|&r| ctx.region_blocks(r).iter())
        .flat_map(|&b| ctx.block_ops(b))
        .collect();
    match ops[..] {
        [op] => {
            let _ = ctx.detach_op(op);
            Ok(op)
        }
        _ => Err(Diagnostic::error(
            file_loc,
            format!(
                "source must contain a single top-level operation, found: {}",
                ops.len()
            ),
        )),
    }
}

/// Resident set size from /proc (Linux; 0 elsewhere), for `IR_OPT_TIMING`.
fn resident_bytes() -> u64 {
    std::fs::read_to_string("/proc/self/statm")
        .ok()
        .and_then(|s| s.split_whitespace().nth(1)?.parse::<u64>().ok())
        .map_or(0, |pages| pages * 4096)
}

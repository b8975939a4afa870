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
use super::source_mgr::{render_diagnostic, SourceMgr};
use super::split::{split_input, DEFAULT_SPLIT_MARKER};
use crate::core::context::Context;
use crate::core::diag::{Diagnostic, Severity};
use crate::core::printer::PrintOptions;

/// What a run does: the flags, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptConfig {
    /// The input file; `-` is standard input.
    pub input: String,
    /// `-o`: the output file; `-` is standard output.
    pub output: String,
    /// `--allow-unregistered-dialect`.
    pub allow_unregistered_dialects: bool,
    /// `--mlir-print-op-generic`, `--mlir-print-debuginfo`,
    /// `--mlir-print-local-scope`.
    pub print: PrintOptions,
    /// `--split-input-file[=marker]`: the marker the input is cut at.
    pub split_input_file: Option<String>,
    /// `--output-split-marker`: what separates the chunks' outputs.
    pub output_split_marker: String,
    /// `--verify-diagnostics`.
    pub verify_diagnostics: bool,
    /// `--no-implicit-module`: the input must hold exactly one top-level
    /// op, which is the one verified and printed (no `module` around it).
    pub no_implicit_module: bool,
    /// The parser's limits: the defaults (for the caller's thread) unless
    /// set; [`opt_main`] runs on a large stack and raises the nesting limit
    /// ([`crate::parser::ParseLimits::tool`]); `--max-expansion=<elements>`.
    pub limits: crate::parser::ParseLimits,
}

impl Default for OptConfig {
    fn default() -> Self {
        OptConfig {
            input: "-".into(),
            output: "-".into(),
            allow_unregistered_dialects: false,
            print: PrintOptions::default(),
            split_input_file: None,
            output_split_marker: DEFAULT_SPLIT_MARKER.into(),
            verify_diagnostics: false,
            no_implicit_module: false,
            limits: crate::parser::ParseLimits::default(),
        }
    }
}

/// What the command line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Process the input.
    Run(OptConfig),
    /// Print the usage (`--help`).
    Help,
}

/// The flags without a value.
const BOOL_FLAGS: &[(&str, &str)] = &[
    ("allow-unregistered-dialect", "Allow operation with no registered dialects"),
    ("mlir-print-op-generic", "Print the generic op form"),
    ("mlir-print-debuginfo", "Print debug info in MLIR output"),
    ("mlir-print-local-scope", "Print with local scope and inline information (eliding aliases for attributes, types, and locations)"),
    ("mlir-disable-threading", "Disable multi-threading within MLIR (accepted; runs are single threaded)"),
    ("verify-diagnostics", "Check that emitted diagnostics match expected-* lines on the corresponding line"),
    (
        "no-implicit-module",
        "Disable implicit addition of a top-level module op during parsing",
    ),
];

/// The usage text of `--help`.
pub fn usage(tool: &str) -> String {
    let mut s = format!(
        "OVERVIEW: {tool}: parses, verifies and prints MLIR text like mlir-opt\n\nUSAGE: {tool} [options] <input file>\n\nOPTIONS:\n"
    );
    let mut line = |flag: &str, help: &str| s.push_str(&format!("  {flag:<36} - {help}\n"));
    line("-o <filename>", "Output filename");
    line("--split-input-file[=<marker>]", "Split the input file into chunks using the given or default marker and process each chunk independently");
    line(
        "--output-split-marker=<marker>",
        "Split marker to use for merging the output",
    );
    line(
        "--max-expansion=<elements>",
        "The most elements the input's attributes and types may expand to through aliases",
    );
    for (flag, help) in BOOL_FLAGS {
        line(&format!("--{flag}"), help);
    }
    s
}

/// Reads the arguments (after the program name, `program`) as LLVM's `cl`
/// would; the error is the message to print after `tool: `, worded as
/// LLVM's.
pub fn parse_args<S: AsRef<str>>(program: &str, args: &[S]) -> Result<Command, String> {
    let mut c = OptConfig::default();
    let mut input: Option<String> = None;
    let mut only_positional = false;
    let mut i = 0;
    while i < args.len() {
        let arg = args[i].as_ref();
        i += 1;
        if only_positional || arg == "-" || !arg.starts_with('-') {
            if input.replace(arg.to_string()).is_some() {
                return Err(format!(
                    "Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: {program} --help"
                ));
            }
            continue;
        }
        if arg == "--" {
            only_positional = true;
            continue;
        }
        let body = arg.strip_prefix("--").unwrap_or(&arg[1..]);
        let (name, value) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (body, None),
        };
        let dashes = if name.len() == 1 { "-" } else { "--" };
        match name {
            "help" => return Ok(Command::Help),
            "o" => {
                c.output = match value {
                    Some(v) => v.to_string(),
                    None if i < args.len() => {
                        i += 1;
                        args[i - 1].as_ref().to_string()
                    }
                    None => return Err("for the -o option: requires a value!".into()),
                }
            }
            "split-input-file" => {
                // An empty value means the default marker, as upstream's callback.
                let marker = value
                    .filter(|v| !v.is_empty())
                    .unwrap_or(DEFAULT_SPLIT_MARKER);
                if marker.len() < 2 {
                    return Err(format!("for the --split-input-file option: the marker '{marker}' is shorter than 2 characters"));
                }
                c.split_input_file = Some(marker.to_string());
            }
            "max-expansion" => match value.map(str::parse::<u64>) {
                Some(Ok(n)) => c.limits.max_expansion = n,
                Some(Err(_)) => {
                    return Err(format!(
                        "for the --max-expansion option: '{}' value invalid for uint argument!",
                        value.unwrap_or_default()
                    ))
                }
                None => return Err("for the --max-expansion option: requires a value!".into()),
            },
            "output-split-marker" => match value {
                Some(v) => c.output_split_marker = v.to_string(),
                None => {
                    return Err("for the --output-split-marker option: requires a value!".into())
                }
            },
            _ if BOOL_FLAGS.iter().any(|(f, _)| *f == name) => {
                let on = match value {
                    None | Some("true" | "TRUE" | "True" | "1") => true,
                    Some("false" | "FALSE" | "False" | "0") => false,
                    Some(v) => {
                        return Err(format!(
                            "for the {dashes}{name} option: '{v}' is invalid value for boolean argument! Try 0 or 1"
                        ))
                    }
                };
                match name {
                    "allow-unregistered-dialect" => c.allow_unregistered_dialects = on,
                    "mlir-print-op-generic" => c.print.generic = on,
                    "mlir-print-debuginfo" => c.print.debug_info = on,
                    "mlir-print-local-scope" => c.print.local_scope = on,
                    "verify-diagnostics" => c.verify_diagnostics = on,
                    "no-implicit-module" => c.no_implicit_module = on,
                    // --mlir-disable-threading: runs are single threaded.
                    _ => {}
                }
            }
            _ => {
                return Err(format!(
                    "Unknown command line argument '{arg}'.  Try: '{program} --help'"
                ))
            }
        }
    }
    if let Some(f) = input {
        c.input = f;
    }
    Ok(Command::Run(c))
}

/// A whole tool run, as `MlirOptMain(argc, argv, toolName, registry)`:
/// `args` starts with the program name; `register` is called on the
/// context of each buffer (each chunk with `--split-input-file`) before it
/// is parsed. Diagnostics go to standard error, the output to `-o` (kept
/// only when the run succeeds) or standard output. Exit status 0 on
/// success, 1 on any failure (bad flags included, as LLVM's tools).
pub fn opt_main<I, S, F>(tool: &str, args: I, register: F) -> ExitCode
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
    let config = match parse_args(&program, args.get(1..).unwrap_or(&[])) {
        Ok(Command::Run(c)) => OptConfig {
            limits: crate::parser::ParseLimits {
                max_nesting: crate::parser::TOOL_MAX_NESTING,
                ..c.limits
            },
            ..c
        },
        Ok(Command::Help) => {
            print!("{}", usage(tool));
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
            .spawn_scoped(scope, || run_files(&config, &register))
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
fn run_files(config: &OptConfig, register: &(dyn Fn(&mut Context) + Sync)) -> u8 {
    let (name, bytes) = match read_input(&config.input) {
        Ok(r) => r,
        Err(message) => {
            eprintln!("{message}");
            return 1;
        }
    };
    // (Diagnostics show the text with a stand-in for bytes that are not
    // UTF-8; the parser reads the bytes.)
    let text = crate::parser::sanitize_utf8(&bytes);
    let stderr = std::io::stderr();
    let mut err = stderr.lock();
    if config.output == "-" {
        // Written in large blocks, after the diagnostics as LLVM's buffered
        // `outs()` is when both go to one pipe.
        let mut out = Sink {
            inner: std::io::BufWriter::with_capacity(1 << 20, stdout_writer()),
            error: None,
        };
        let ok = run(
            config, &name, &text, &bytes, register, &mut out, &mut err, true,
        );
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
    let ok = run(
        config, &name, &text, &bytes, register, &mut out, &mut err, true,
    );
    let _ = out.flush();
    let failed = !ok || out.error.is_some();
    let code = out.finish(ok);
    if failed {
        let _ = std::fs::remove_file(&config.output);
    }
    code
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
pub fn process_input(
    config: &OptConfig,
    input_name: &str,
    input: &str,
    register: &dyn Fn(&mut Context),
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> bool {
    run(
        config,
        input_name,
        input,
        input.as_bytes(),
        register,
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
    register: &dyn Fn(&mut Context),
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> bool {
    let text = crate::parser::sanitize_utf8(input);
    run(config, input_name, &text, input, register, out, err, false)
}

/// One input: `input` is `raw` as text (see `sanitize_utf8`).
#[allow(clippy::too_many_arguments)]
fn run(
    config: &OptConfig,
    input_name: &str,
    input: &str,
    raw: &[u8],
    register: &dyn Fn(&mut Context),
    out: &mut dyn Write,
    err: &mut dyn Write,
    leak_ir: bool,
) -> bool {
    let Some(marker) = &config.split_input_file else {
        return process_buffer(config, input_name, input, raw, register, out, err, leak_ir);
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
        ok &= process_buffer(config, &name, text, bytes, register, out, err, false);
    }
    ok
}

/// One buffer in a fresh context (`processBuffer`): with
/// `--verify-diagnostics`, the diagnostics are checked instead of shown and
/// the outcome is whether they were the expected ones.
#[allow(clippy::too_many_arguments)]
fn process_buffer(
    config: &OptConfig,
    name: &str,
    text: &str,
    raw: &[u8],
    register: &dyn Fn(&mut Context),
    out: &mut dyn Write,
    err: &mut dyn Write,
    leak_ir: bool,
) -> bool {
    let mut mgr = SourceMgr::new();
    mgr.add_buffer(name, text);
    let mut ctx = Context::new();
    register(&mut ctx);
    ctx.allow_unregistered_dialects(config.allow_unregistered_dialects);
    let mut messages = String::new();
    let mut verifier = config
        .verify_diagnostics
        .then(|| DiagnosticVerifier::new(&mgr, &mut messages));
    let _ = err.write_all(messages.as_bytes());
    messages.clear();
    let mut report = |ctx: &Context, d: Diagnostic, messages: &mut String| match &mut verifier {
        Some(v) => v.process(ctx, &mgr, &d, messages),
        None => render_diagnostic(ctx, &mgr, &d, messages),
    };
    let ok = perform_actions(config, &mut ctx, &mgr, raw, out, err, &mut report);
    let ok = match verifier {
        Some(v) => v.verify(&mgr, &mut messages),
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

type Report<'a> = dyn FnMut(&Context, Diagnostic, &mut String) + 'a;

/// Parse, verify, print (`performActions`); diagnostics go to `report`.
fn perform_actions(
    config: &OptConfig,
    ctx: &mut Context,
    mgr: &SourceMgr<'_>,
    raw: &[u8],
    out: &mut dyn Write,
    err: &mut dyn Write,
    report: &mut Report<'_>,
) -> bool {
    let buffer = &mgr.buffers()[0];
    let mut messages = String::new();
    let timing = std::env::var_os("IR_OPT_TIMING").is_some();
    let t0 = std::time::Instant::now();
    let parsed =
        crate::parser::parse_sanitized(ctx, &buffer.text, raw, &buffer.name, &config.limits);
    let module = match parsed {
        Ok(m) => m,
        Err(e) => {
            let at = super::source_mgr::SourceLoc {
                buffer: 0,
                offset: e.offset.min(buffer.text.len()),
            };
            let (line, col) = mgr.line_and_column(at);
            let loc = ctx.file_line_col_loc(&buffer.name, line, col);
            report(ctx, Diagnostic::error(loc, e.message), &mut messages);
            let _ = err.write_all(messages.as_bytes());
            return false;
        }
    };
    let t1 = std::time::Instant::now();
    let resident = if timing { resident_bytes() } else { 0 };
    if let Err(d) = crate::verifier::verify(ctx, module) {
        report(ctx, d, &mut messages);
        let _ = err.write_all(messages.as_bytes());
        return false;
    }
    let top = if config.no_implicit_module {
        match single_top_level_op(ctx, module, &buffer.name) {
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
    let t2 = std::time::Instant::now();
    let printed = crate::core::printer::print_operation_to(ctx, top, &config.print, out)
        .and_then(|_| out.write_all(b"\n"));
    if let Err(e) = printed {
        let _ = writeln!(err, "cannot write the output: {}", io_message(&e));
        return false;
    }
    if timing {
        // IR_OPT_TIMING=1: the phases' times on standard error.
        let _ = writeln!(
            err,
            "timing: parse {:?}, verify {:?}, print {:?}, live ops {}, resident after parse {} KiB",
            t1 - t0,
            t2 - t1,
            t2.elapsed(),
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

//! `toyc`: the Toy compiler driver.
//!
//! ```text
//! toyc [FILE] [-emit=ast|mlir] [-mlir-print-debuginfo] [-opt] [-x=toy|mlir]
//! ```
//!
//! `FILE` defaults to `-` (standard input). Options may be spelled with one
//! or two dashes, and `-emit mlir` also works. A Toy input is parsed and
//! checked; `-emit=ast` then prints upstream's AST dump on standard output,
//! `-emit=mlir` the generated module (`toy::mlirgen`), with locations when
//! `-mlir-print-debuginfo` is given. An MLIR input (`.mlir`, or `-x=mlir`)
//! is parsed with the `toy` dialect registered, verified and printed again.
//! With `-opt`, chapter 3's combines (`toy::combine::optimize`) run on every
//! function before the module is printed.
//! Diagnostics go to standard error and make `toyc` exit with status 1.

use std::io::{Read, Write};
use std::process::ExitCode;
use toy::frontend::{self, diagnostic};

const USAGE: &str = "\
OVERVIEW: toy compiler

USAGE: toyc [FILE] [-emit=ast|mlir] [-mlir-print-debuginfo] [-opt] [-x=toy|mlir]

OPTIONS:
  -emit=ast              output the AST dump
  -emit=mlir             output the MLIR dump
  -mlir-print-debuginfo  print locations in the MLIR output
  -opt                   enable optimizations (chapter 3's combines)
  -x=toy|mlir            the kind of input (default: by extension)
  -h, --help             show this help
";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    DumpAst,
    DumpMlir,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum InputKind {
    Toy,
    Mlir,
}

#[derive(Debug)]
struct Options {
    input: String,
    action: Option<Action>,
    input_kind: Option<InputKind>,
    print_debuginfo: bool,
    opt: bool,
}

/// Parses the command line; `Ok(None)` means help was printed.
fn parse_args(args: impl IntoIterator<Item = String>) -> Result<Option<Options>, String> {
    let mut opts = Options {
        input: String::new(),
        action: None,
        input_kind: None,
        print_debuginfo: false,
        opt: false,
    };
    let mut input: Option<String> = None;
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        if arg == "-" || !arg.starts_with('-') {
            if let Some(prev) = &input {
                return Err(format!(
                    "too many positional arguments: '{prev}' and '{arg}' (expected one input file)"
                ));
            }
            input = Some(arg);
            continue;
        }
        let flag = arg.strip_prefix("--").unwrap_or(&arg[1..]);
        let (name, inline_value) = match flag.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (flag, None),
        };
        let mut value = |name: &str| -> Result<String, String> {
            match &inline_value {
                Some(v) => Ok(v.clone()),
                None => args
                    .next()
                    .ok_or_else(|| format!("option '-{name}' requires a value")),
            }
        };
        match name {
            "h" | "help" => return Ok(None),
            "emit" => {
                opts.action = Some(match value(name)?.as_str() {
                    "ast" => Action::DumpAst,
                    "mlir" => Action::DumpMlir,
                    other => {
                        return Err(format!(
                            "invalid value '{other}' for option '-emit' (expected 'ast' or 'mlir')"
                        ))
                    }
                })
            }
            "x" => {
                opts.input_kind = Some(match value(name)?.as_str() {
                    "toy" => InputKind::Toy,
                    "mlir" => InputKind::Mlir,
                    other => {
                        return Err(format!(
                            "invalid value '{other}' for option '-x' (expected 'toy' or 'mlir')"
                        ))
                    }
                })
            }
            "mlir-print-debuginfo" if inline_value.is_none() => opts.print_debuginfo = true,
            "opt" if inline_value.is_none() => opts.opt = true,
            _ => return Err(format!("unknown argument '{arg}' (see 'toyc --help')")),
        }
    }
    opts.input = input.unwrap_or_else(|| "-".to_string());
    Ok(Some(opts))
}

fn read_input(path: &str) -> Result<Vec<u8>, String> {
    if path == "-" {
        let mut buf = Vec::new();
        std::io::stdin()
            .read_to_end(&mut buf)
            .map_err(|e| format!("could not read standard input: {e}"))?;
        Ok(buf)
    } else {
        std::fs::read(path).map_err(|e| format!("could not open input file '{path}': {e}"))
    }
}

fn fail(message: &str) -> ExitCode {
    eprintln!("toyc: error: {message}");
    ExitCode::FAILURE
}

fn run(opts: &Options) -> ExitCode {
    let Some(action) = opts.action else {
        return fail("no action specified (parsing only?), use -emit=<action>");
    };
    let is_mlir = match opts.input_kind {
        Some(kind) => kind == InputKind::Mlir,
        None => opts.input.ends_with(".mlir"),
    };
    if is_mlir && action == Action::DumpAst {
        return fail("can't dump a Toy AST when the input is MLIR");
    }
    let source = match read_input(&opts.input) {
        Ok(s) => s,
        Err(e) => return fail(&e),
    };
    if is_mlir {
        return dump_mlir_input(opts, &source);
    }
    let checked = match frontend::parse_and_check(&opts.input, &source) {
        Ok(c) => c,
        Err(diags) => {
            let text = diagnostic::render_all(&diags, &opts.input, &source);
            let _ = std::io::stderr().write_all(text.as_bytes());
            return ExitCode::FAILURE;
        }
    };
    match action {
        Action::DumpAst => {
            let mut out = IoFmt {
                inner: std::io::BufWriter::with_capacity(1 << 16, ir::tools::stdout_writer()),
                error: None,
            };
            let written = frontend::dump::dump_to(&checked, &mut out);
            let result = match (written, out.error.take()) {
                (_, Some(e)) => Err(e),
                (Err(_), None) => Err(std::io::Error::other("formatting failed")),
                (Ok(()), None) => out.inner.flush(),
            };
            output_status(result)
        }
        Action::DumpMlir => {
            let mut ctx = toy::mlirgen::context();
            let code = match toy::mlirgen::mlir_gen(&mut ctx, &checked) {
                Ok(module) => optimize_and_print(&mut ctx, module, opts, &source),
                Err(diag) => ir_error(&ctx, &diag, &opts.input, &source),
            };
            // The process ends here: not freeing the IR and the syntax tree
            // node by node saves 8% of the run on a 100,000-line program.
            std::mem::forget(ctx);
            std::mem::forget(checked);
            code
        }
    }
}

/// `-emit=mlir` on MLIR text: parse (the `toy` dialect registered), verify,
/// print.
fn dump_mlir_input(opts: &Options, source: &[u8]) -> ExitCode {
    // (MLIR input need not be UTF-8: string literals and comments may hold
    // any bytes. Diagnostics show a stand-in for them.)
    let text = ir::parser::sanitize_utf8(source);
    let mut ctx = toy::mlirgen::context();
    let parsed =
        ir::parse_bytes_with_limits(&mut ctx, source, &opts.input, &ir::ParseLimits::tool());
    let module = match parsed {
        Ok(m) => m,
        Err(e) => {
            let _ = std::io::stderr().write_all(e.render(&opts.input, &text).as_bytes());
            return ExitCode::FAILURE;
        }
    };
    if let Err(diag) = ir::verify(&ctx, module) {
        return ir_error(&ctx, &diag, &opts.input, source);
    }
    let code = optimize_and_print(&mut ctx, module, opts, source);
    // As for Toy input: the process ends, the IR need not be freed.
    std::mem::forget(ctx);
    code
}

/// With `-opt`, runs chapter 3's combines on every function (the result is
/// verified again, a failure reported at its location in `source`), then
/// prints the module.
fn optimize_and_print(
    ctx: &mut ir::Context,
    module: ir::OpId,
    opts: &Options,
    source: &[u8],
) -> ExitCode {
    if opts.opt {
        if let Err(e) = toy::combine::optimize(ctx, module) {
            return fail(&e.to_string());
        }
        if let Err(diag) = ir::verify(ctx, module) {
            return ir_error(ctx, &diag, &opts.input, source);
        }
    }
    print_module(ctx, module, opts)
}

/// Prints the module as `toyc-ch2` does: custom forms where the ops have
/// them, locations inline and only with `-mlir-print-debuginfo`.
fn print_module(ctx: &ir::Context, module: ir::OpId, opts: &Options) -> ExitCode {
    let print_opts = ir::PrintOptions {
        generic: false,
        debug_info: opts.print_debuginfo,
        local_scope: true,
        resource_string_limit: None,
        skip_regions: false,
        ..Default::default()
    };
    let mut text = ir::print_operation(ctx, module, &print_opts);
    text.push('\n');
    let mut out = ir::tools::stdout_writer();
    output_status(out.write_all(text.as_bytes()).and_then(|()| out.flush()))
}

/// The exit status after writing the output: a closed pipe ends the run
/// as it ends LLVM's tools (status 74, nothing said); any other error,
/// a closed standard output included, is reported.
fn output_status(result: std::io::Result<()>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {
            ExitCode::from(ir::tools::EXIT_BROKEN_PIPE)
        }
        Err(e) => fail(&format!("could not write output: {e}")),
    }
}

/// Renders an IR diagnostic with its source line and exits with 1. A
/// location in another file than the input (a `.mlir` file printed with
/// `-mlir-print-debuginfo` points into its `.toy` source) shows that file's
/// line when it can be read, as MLIR's diagnostic handler does.
fn ir_error(ctx: &ir::Context, diag: &ir::Diagnostic, file: &str, source: &[u8]) -> ExitCode {
    let mut files: Vec<(String, String)> = vec![(
        file.to_string(),
        String::from_utf8_lossy(source).into_owned(),
    )];
    for d in std::iter::once(diag).chain(&diag.notes) {
        if let Some((name, _, _)) = ir::diag::file_line_col(ctx, d.loc) {
            if files.iter().all(|(n, _)| *n != name) {
                if let Ok(bytes) = std::fs::read(&name) {
                    let text = String::from_utf8_lossy(&bytes).into_owned();
                    files.push((name, text));
                }
            }
        }
    }
    let sources: Vec<(&str, &str)> = files
        .iter()
        .map(|(n, t)| (n.as_str(), t.as_str()))
        .collect();
    let rendered = diag.render(ctx, &sources);
    let _ = std::io::stderr().write_all(rendered.as_bytes());
    ExitCode::FAILURE
}

/// Lets `fmt::Write` printers stream into an `io::Write`, keeping the I/O
/// error that `fmt::Error` cannot carry.
struct IoFmt<W: Write> {
    inner: W,
    error: Option<std::io::Error>,
}

impl<W: Write> std::fmt::Write for IoFmt<W> {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.inner.write_all(s.as_bytes()).map_err(|e| {
            self.error = Some(e);
            std::fmt::Error
        })
    }
}

fn main() -> ExitCode {
    match parse_args(std::env::args().skip(1)) {
        // (On a large stack, as `ir-opt`: MLIR input may nest deeply.)
        Ok(Some(opts)) => std::thread::Builder::new()
            .stack_size(ir::parser::TOOL_STACK_SIZE)
            .spawn(move || run(&opts))
            .map_err(|e| format!("cannot spawn a thread: {e}"))
            .and_then(|h| h.join().map_err(|_| "internal error".to_string()))
            .unwrap_or_else(|e| fail(&e)),
        Ok(None) => {
            print!("{USAGE}");
            ExitCode::SUCCESS
        }
        Err(e) => fail(&e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Result<Option<Options>, String> {
        parse_args(list.iter().map(|s| s.to_string()))
    }

    #[test]
    fn spellings() {
        let o = args(&["f.toy", "--emit=ast"]).unwrap().unwrap();
        assert_eq!(
            (o.input.as_str(), o.action),
            ("f.toy", Some(Action::DumpAst))
        );
        let o = args(&["-emit", "mlir", "-mlir-print-debuginfo", "-opt", "x.toy"])
            .unwrap()
            .unwrap();
        assert_eq!(o.action, Some(Action::DumpMlir));
        assert!(o.print_debuginfo && o.opt);
        let o = args(&["-emit=ast"]).unwrap().unwrap();
        assert_eq!(o.input, "-");
        let o = args(&["-", "-x=mlir"]).unwrap().unwrap();
        assert_eq!(o.input_kind, Some(InputKind::Mlir));
        assert!(args(&["--help"]).unwrap().is_none());
    }

    #[test]
    fn errors() {
        assert!(args(&["-emit=llvm"])
            .unwrap_err()
            .contains("invalid value 'llvm'"));
        assert!(args(&["a.toy", "b.toy"]).unwrap_err().contains("too many"));
        assert!(args(&["-frob"])
            .unwrap_err()
            .contains("unknown argument '-frob'"));
        assert!(args(&["-emit"]).unwrap_err().contains("requires a value"));
        assert!(args(&["-opt=1"]).unwrap_err().contains("unknown argument"));
    }
}

//! `ir-opt [FILE|-] [--allow-unregistered-dialect] [--mlir-print-op-generic]
//! [--mlir-print-debuginfo] [--mlir-print-local-scope] [-o FILE]`: parses,
//! verifies and prints MLIR text like `mlir-opt` with no passes.

use std::io::{Read, Write};
use std::process::ExitCode;

fn run() -> Result<(), (String, u8)> {
    let mut input: Option<String> = None;
    let mut output: Option<String> = None;
    let mut opts = ir::PrintOptions::default();
    let mut allow = false;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--allow-unregistered-dialect" | "-allow-unregistered-dialect" => allow = true,
            "--mlir-print-op-generic" | "-mlir-print-op-generic" => opts.generic = true,
            "--mlir-print-debuginfo" | "-mlir-print-debuginfo" => opts.debug_info = true,
            "--mlir-print-local-scope" | "-mlir-print-local-scope" => opts.local_scope = true,
            "--mlir-disable-threading" | "-mlir-disable-threading" => {}
            "-o" => output = Some(args.next().ok_or(("-o needs a file name".to_string(), 2))?),
            "-h" | "--help" => {
                return Err((
                    "usage: ir-opt [FILE|-] [--allow-unregistered-dialect] [--mlir-print-op-generic] [--mlir-print-debuginfo] [--mlir-print-local-scope] [-o FILE]".into(),
                    0,
                ))
            }
            _ if a.starts_with('-') && a != "-" => return Err((format!("ir-opt: unknown option '{a}'"), 2)),
            _ => {
                if input.is_some() {
                    return Err(("ir-opt: more than one input file".into(), 2));
                }
                input = Some(a);
            }
        }
    }
    let (name, text) = match input.as_deref() {
        None | Some("-") => {
            let mut s = String::new();
            std::io::stdin()
                .read_to_string(&mut s)
                .map_err(|e| (format!("ir-opt: cannot read stdin: {e}"), 1))?;
            ("<stdin>".to_string(), s)
        }
        Some(f) => {
            let s = std::fs::read_to_string(f)
                .map_err(|e| (format!("ir-opt: cannot read '{f}': {e}"), 1))?;
            (f.to_string(), s)
        }
    };
    let timing = std::env::var_os("IR_OPT_TIMING").is_some();
    let t0 = std::time::Instant::now();
    let mut ctx = ir::Context::new();
    ctx.allow_unregistered_dialects(allow);
    let module =
        ir::parse_source(&mut ctx, &text, &name).map_err(|e| (e.render(&name, &text), 1))?;
    let t1 = std::time::Instant::now();
    let rss_after_parse = if timing { resident_bytes() } else { 0 };
    ir::verify(&ctx, module).map_err(|d| (d.render(&ctx, &[(&name, &text)]), 1))?;
    let t2 = std::time::Instant::now();
    let stdout = std::io::stdout();
    let mut sink: Box<dyn Write> = match output.as_deref() {
        Some(f) if f != "-" => Box::new(std::io::BufWriter::new(
            std::fs::File::create(f)
                .map_err(|e| (format!("ir-opt: cannot write '{f}': {e}"), 1))?,
        )),
        _ => Box::new(std::io::BufWriter::new(stdout.lock())),
    };
    ir::printer::print_operation_to(&ctx, module, &opts, &mut *sink)
        .and_then(|_| sink.write_all(b"\n"))
        .and_then(|_| sink.flush())
        .map_err(|e| (format!("ir-opt: cannot write output: {e}"), 1))?;
    let t3 = std::time::Instant::now();
    if timing {
        // IR_OPT_TIMING=1 reports the phases on stderr.
        eprintln!(
            "ir-opt timing: parse {:?}, verify {:?}, print {:?}, live ops {}, resident after parse {} KiB",
            t1 - t0,
            t2 - t1,
            t3 - t2,
            ctx.num_live_ops(),
            rss_after_parse / 1024
        );
    }
    // The output is complete and flushed: end the process now instead of
    // freeing the IR piece by piece (a tenth of the run on large inputs).
    std::process::exit(0)
}

/// Resident set size from /proc (Linux; 0 elsewhere), for `IR_OPT_TIMING`.
fn resident_bytes() -> u64 {
    std::fs::read_to_string("/proc/self/statm")
        .ok()
        .and_then(|s| s.split_whitespace().nth(1)?.parse::<u64>().ok())
        .map_or(0, |pages| pages * 4096)
}

fn main() -> ExitCode {
    // Run on a thread with a large stack: printing recursion follows region nesting.
    let h = std::thread::Builder::new().stack_size(256 << 20).spawn(run);
    let r = match h {
        Ok(h) => h
            .join()
            .unwrap_or_else(|_| Err(("ir-opt: internal error".into(), 1))),
        Err(e) => Err((format!("ir-opt: cannot spawn thread: {e}"), 1)),
    };
    match r {
        Ok(()) => ExitCode::SUCCESS,
        Err((msg, code)) => {
            if code == 0 {
                println!("{msg}");
            } else {
                eprint!("{msg}");
                if !msg.ends_with('\n') {
                    eprintln!();
                }
            }
            ExitCode::from(code)
        }
    }
}

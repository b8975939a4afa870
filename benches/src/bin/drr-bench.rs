//! `drr-bench`: the DRR benchmarks' command-line side (`benches/compare.sh drr`).
//!
//! * `drr-bench input N dialect|arith` writes a chain of `N` additions of
//!   the constant 0 (`bench.addi` in generic form, or `arith.addi` for
//!   `mlir-opt`) to standard output;
//! * `drr-bench opt FILE` parses `FILE`, applies the generated `AddZero`
//!   (`x + 0 → x`) through the greedy driver and prints the result: the
//!   counterpart of `mlir-opt --canonicalize --mlir-disable-threading`;
//!   `--phases` reports parse / rewrite / print times on standard error;
//! * `drr-bench pattern N` times the greedy driver with the generated
//!   `AddZero` and with the same rewrite written by hand, interleaved (best
//!   of 31 runs each), on `N` additions, and prints both and their ratio.
use std::process::ExitCode;
use std::time::{Duration, Instant};

#[path = "../../drr/dialect.rs"]
mod dialect;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let argv: Vec<&str> = args.iter().map(String::as_str).collect();
    match argv.as_slice() {
        ["input", n, form] => {
            let (Ok(n), true) = (n.parse::<usize>(), matches!(*form, "dialect" | "arith")) else {
                return usage();
            };
            print!("{}", dialect::program(n.max(1), 0, *form == "dialect"));
            ExitCode::SUCCESS
        }
        ["opt", file] => opt(file, false),
        ["opt", file, "--phases"] => opt(file, true),
        ["pattern", n] => match n.parse::<usize>() {
            Ok(n) => {
                pattern(n.max(1));
                ExitCode::SUCCESS
            }
            Err(_) => usage(),
        },
        _ => usage(),
    }
}

fn usage() -> ExitCode {
    eprintln!("usage: drr-bench input N dialect|arith | opt FILE [--phases] | pattern N");
    ExitCode::FAILURE
}

fn opt(file: &str, phases: bool) -> ExitCode {
    let t0 = Instant::now();
    let src = match std::fs::read_to_string(file) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: {}: {}", file, e);
            return ExitCode::FAILURE;
        }
    };
    let mut ctx = dialect::context();
    let m = match ir::parse_source(&mut ctx, &src, file) {
        Ok(m) => m,
        Err(e) => {
            eprint!("{}", e.render(file, &src));
            return ExitCode::FAILURE;
        }
    };
    let t1 = Instant::now();
    let patterns = dialect::generated();
    let stats = match ir::apply_patterns_greedily(&mut ctx, m, &patterns, dialect::config()) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: {}", e);
            return ExitCode::FAILURE;
        }
    };
    let t2 = Instant::now();
    let text = ir::print_operation(&ctx, m, &ir::PrintOptions::default());
    let t3 = Instant::now();
    use std::io::Write;
    if std::io::stdout().write_all(text.as_bytes()).is_err() {
        return ExitCode::FAILURE;
    }
    // Like `ir-opt` and `mlir-opt`: exit without freeing the IR.
    std::mem::forget(ctx);
    if phases {
        eprintln!(
            "parse {:.1} ms, rewrite {:.1} ms ({} rewrites, {} dead ops erased), print {:.1} ms",
            (t1 - t0).as_secs_f64() * 1e3,
            (t2 - t1).as_secs_f64() * 1e3,
            stats.rewrites,
            stats.dead_erased,
            (t3 - t2).as_secs_f64() * 1e3
        );
    }
    ExitCode::SUCCESS
}

/// Driver time of `patterns` on a fresh parse of `src` (the parse is not timed).
fn driver_time(src: &str, patterns: &[Box<dyn ir::RewritePattern>]) -> (Duration, usize) {
    let mut ctx = dialect::context();
    let m = ir::parse_source(&mut ctx, src, "bench.mlir").expect("the input parses");
    let t = Instant::now();
    let stats =
        ir::apply_patterns_greedily(&mut ctx, m, patterns, dialect::config()).expect("converges");
    let d = t.elapsed();
    let text = ir::print_operation(&ctx, m, &ir::PrintOptions::default());
    assert!(text.contains("\"test.use\"(%arg0)"), "not rewritten");
    (d, stats.rewrites)
}

fn pattern(n: usize) {
    let src = dialect::program(n, 0, true);
    let (generated, hand) = (dialect::generated(), dialect::hand_written());
    // Interleaved short runs (the machine is shared): the best of 31 of each.
    let (mut g, mut h) = (Duration::MAX, Duration::MAX);
    let mut rewrites = 0;
    for _ in 0..31 {
        let (d, r) = driver_time(&src, &generated);
        g = g.min(d);
        rewrites = r;
        h = h.min(driver_time(&src, &hand).0);
    }
    println!(
        "| {} | {:.2} | {:.2} | {:.3} |",
        rewrites,
        g.as_secs_f64() * 1e3,
        h.as_secs_f64() * 1e3,
        g.as_secs_f64() / h.as_secs_f64()
    );
}

//! Measures DRR-generated patterns (run with `cargo run --release --example bench`):
//!
//! 1. the generated `AddZero` (`x + 0 → x`) against the same rewrite
//!    written by hand in Rust, through the greedy driver;
//! 2. 200,000 rewrites of `x + 0 → x` end to end (parse, rewrite, print),
//!    beside `mlir-opt --canonicalize --mlir-disable-threading` on the same
//!    program written with `arith.addi` and `arith.constant 0` (when
//!    `/usr/lib/llvm-19/bin/mlir-opt` is installed).
//!
//! Prints the best of several runs of each.

use ir::{Context, OpId, PatternRewriter, RewritePattern};
use std::time::{Duration, Instant};

/// `x + 0 → x`, written by hand.
struct HandAddZero;

impl RewritePattern for HandAddZero {
    fn root(&self) -> Option<&str> {
        Some("drrt.add")
    }
    fn benefit(&self) -> u16 {
        2
    }
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rewriter;
        let x = ctx.operand(op, 0);
        let Some(def) = ctx.defining_op(ctx.operand(op, 1)) else {
            return false;
        };
        if !ctx.op_is(def, "drrt.const") {
            return false;
        }
        let Some(value) = ctx.attr(def, "value") else {
            return false;
        };
        let zero = rewriter.i64_attr(0);
        if value != zero {
            return false;
        }
        rewriter.replace_op(op, &[x]).is_ok()
    }
}

fn program(n: usize, dialect: bool) -> String {
    let mut s = String::with_capacity(n * 64);
    if dialect {
        s.push_str("\"test.func\"() ({\n^bb0(%a: i64):\n");
        s.push_str("  %c0 = \"drrt.const\"() {value = 0 : i64} : () -> i64\n");
        s.push_str("  %v0 = \"drrt.add\"(%a, %c0) : (i64, i64) -> i64\n");
        for i in 1..n {
            s.push_str(&format!(
                "  %v{} = \"drrt.add\"(%v{}, %c0) : (i64, i64) -> i64\n",
                i,
                i - 1
            ));
        }
        s.push_str(&format!("  \"test.use\"(%v{}) : (i64) -> ()\n", n - 1));
        s.push_str("}) : () -> ()\n");
    } else {
        s.push_str("func.func @f(%a: i64) -> i64 {\n");
        s.push_str("  %c0 = arith.constant 0 : i64\n");
        s.push_str("  %v0 = arith.addi %a, %c0 : i64\n");
        for i in 1..n {
            s.push_str(&format!("  %v{} = arith.addi %v{}, %c0 : i64\n", i, i - 1));
        }
        s.push_str(&format!("  return %v{} : i64\n}}\n", n - 1));
    }
    s
}

/// Parses `src`, runs `patterns` greedily; returns (driver time, total time, rewrites).
fn run(src: &str, patterns: &[Box<dyn RewritePattern>]) -> (Duration, Duration, usize) {
    let start = Instant::now();
    let mut ctx = Context::new();
    drrt::register(&mut ctx);
    ctx.allow_unregistered_dialects(true);
    let m = ir::parse_source(&mut ctx, src, "bench.mlir").expect("parses");
    let t = Instant::now();
    let stats = ir::apply_patterns_greedily(
        &mut ctx,
        m,
        patterns,
        ir::GreedyConfig {
            max_rewrites: 1_000_000,
            ..Default::default()
        },
    )
    .expect("converges");
    let driver = t.elapsed();
    let text = ir::print_operation(&ctx, m, &ir::PrintOptions::default());
    assert!(text.contains("\"test.use\"(%arg0)"), "not rewritten");
    (driver, start.elapsed(), stats.rewrites)
}

fn main() {
    let n = 200_000;
    let src = program(n, true);
    let mut generated: Vec<Box<dyn RewritePattern>> = Vec::new();
    drrt::patterns::populate_patterns(&mut generated);
    let hand: Vec<Box<dyn RewritePattern>> = vec![Box::new(HandAddZero)];
    let only_add_zero: Vec<Box<dyn RewritePattern>> = vec![Box::new(drrt::patterns::AddZero)];

    // Interleaved runs (the machine is shared): the best of 7 of each.
    let mut g = run(&src, &only_add_zero);
    let mut h = run(&src, &hand);
    let mut a = run(&src, &generated);
    for _ in 1..7 {
        let r = run(&src, &only_add_zero);
        g = (g.0.min(r.0), g.1.min(r.1), r.2);
        let r = run(&src, &hand);
        h = (h.0.min(r.0), h.1.min(r.1), r.2);
        let r = run(&src, &generated);
        a = (a.0.min(r.0), a.1.min(r.1), r.2);
    }
    let ((d_gen, t_gen, r_gen), (d_hand, t_hand, r_hand), (d_all, t_all, r_all)) = (g, h, a);
    println!("x + 0 -> x, {} adds", n);
    println!(
        "  DRR AddZero:        driver {:>8.2} ms, parse+rewrite+print {:>8.2} ms ({} rewrites)",
        d_gen.as_secs_f64() * 1e3,
        t_gen.as_secs_f64() * 1e3,
        r_gen
    );
    println!(
        "  hand-written:       driver {:>8.2} ms, parse+rewrite+print {:>8.2} ms ({} rewrites)",
        d_hand.as_secs_f64() * 1e3,
        t_hand.as_secs_f64() * 1e3,
        r_hand
    );
    println!(
        "  all {} DRR patterns: driver {:>8.2} ms, parse+rewrite+print {:>8.2} ms ({} rewrites)",
        generated.len(),
        d_all.as_secs_f64() * 1e3,
        t_all.as_secs_f64() * 1e3,
        r_all
    );
    println!(
        "  generated / hand-written (driver): {:.3}",
        d_gen.as_secs_f64() / d_hand.as_secs_f64()
    );

    let mlir_opt = "/usr/lib/llvm-19/bin/mlir-opt";
    if std::path::Path::new(mlir_opt).exists() {
        let path = std::env::temp_dir().join(format!("drr_bench_{}.mlir", std::process::id()));
        std::fs::write(&path, program(n, false)).expect("write");
        let mut best_t = Duration::MAX;
        for _ in 0..3 {
            let t = Instant::now();
            let out = std::process::Command::new(mlir_opt)
                .args(["--canonicalize", "--mlir-disable-threading"])
                .arg(&path)
                .output()
                .expect("mlir-opt runs");
            assert!(out.status.success());
            best_t = best_t.min(t.elapsed());
        }
        let _ = std::fs::remove_file(&path);
        println!(
            "  mlir-opt --canonicalize --mlir-disable-threading (wall): {:>8.2} ms",
            best_t.as_secs_f64() * 1e3
        );
        println!(
            "  ours (parse+rewrite+print) / mlir-opt: {:.3}",
            t_gen.as_secs_f64() / best_t.as_secs_f64()
        );
    } else {
        println!("  mlir-opt not installed: no comparison");
    }
}

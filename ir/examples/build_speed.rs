//! Quick measurement (not a test): creates N unregistered ops through the
//! builder, then verifies and prints them, reporting ops/second and the
//! resident memory per op. `cargo run --release -p ir --example build_speed [N]`.

use std::time::Instant;

fn rss_bytes() -> u64 {
    // Resident set size from /proc (Linux); 0 elsewhere.
    std::fs::read_to_string("/proc/self/statm")
        .ok()
        .and_then(|s| {
            s.split_whitespace()
                .nth(1)
                .and_then(|p| p.parse::<u64>().ok())
        })
        .map_or(0, |pages| pages * 4096)
}

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(1_000_000);
    let mut ctx = ir::Context::new();
    ctx.allow_unregistered_dialects(true);
    let loc = ctx.file_line_col_loc("gen.mlir", 1, 1);
    let (module, body) = ir::builtin::create_module(&mut ctx, loc);
    let f32t = ctx.f32();
    let t = ctx.ranked_tensor(&[4, 4], f32t);
    let dense = ctx.dense_float_attr(t, &[1.5; 16]);
    let before = rss_bytes();
    let start = Instant::now();
    let mut b = ir::OpBuilder::at_end(&mut ctx, body);
    let mut last = b.create_simple("bench.const", loc, &[], &[t], &[("value", dense)]);
    for i in 1..n {
        let v = b.result(last, 0);
        last = if i % 2 == 0 {
            b.create_simple("bench.const", loc, &[], &[t], &[("value", dense)])
        } else {
            b.create_simple("bench.add", loc, &[v, v], &[t], &[])
        };
    }
    let built = start.elapsed();
    let after = rss_bytes();
    let v0 = Instant::now();
    ir::verify(&ctx, module).expect("valid");
    let verified = v0.elapsed();
    let p0 = Instant::now();
    let mut sink = std::io::sink();
    ir::printer::print_operation_to(
        &ctx,
        module,
        &ir::PrintOptions {
            generic: true,
            ..Default::default()
        },
        &mut sink,
    )
    .expect("print");
    let printed = p0.elapsed();
    println!(
        "{n} ops: build {:.3}s ({:.0} ops/s), verify {:.3}s, print {:.3}s, ~{} bytes/op resident",
        built.as_secs_f64(),
        n as f64 / built.as_secs_f64(),
        verified.as_secs_f64(),
        printed.as_secs_f64(),
        (after.saturating_sub(before)) / n as u64
    );
}

//! Runtime IR: parse, verify and print a generic-form function of unregistered
//! ops (the workload `benches/compare.sh ir` runs against `mlir-opt`).
// criterion's macros define undocumented functions.
#![allow(missing_docs)]
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use ir::{parse_source, print_operation, verify, Context, PrintOptions};

const OPS: usize = 20_000;

fn parse_verify_print(c: &mut Criterion) {
    let text = benches::generic_ops_program(OPS, 42);
    let mut group = c.benchmark_group("ir");
    group.throughput(Throughput::Elements(OPS as u64));
    group.sample_size(20);
    group.bench_function("parse 20k ops", |b| {
        b.iter(|| {
            let mut ctx = Context::new();
            ctx.allow_unregistered_dialects(true);
            parse_source(&mut ctx, &text, "bench.mlir").is_ok()
        })
    });
    let mut ctx = Context::new();
    ctx.allow_unregistered_dialects(true);
    let module = parse_source(&mut ctx, &text, "bench.mlir").expect("the generated file parses");
    group.bench_function("verify 20k ops", |b| {
        b.iter(|| verify(&ctx, module).is_ok())
    });
    let opts = PrintOptions {
        generic: true,
        ..PrintOptions::default()
    };
    group.bench_function("print 20k ops", |b| {
        b.iter(|| print_operation(&ctx, module, &opts).len())
    });
    group.finish();
}

criterion_group!(benches, parse_verify_print);
criterion_main!(benches);

//! Declarative assembly format: parsing and printing the same function of
//! generated-format ops in custom form and in generic form (issue 6's
//! target: custom at most 1.5× generic). Compare the `custom` and `generic`
//! lines of each group.
// criterion's macros define undocumented functions.
#![allow(missing_docs)]
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

#[path = "../format/dialect.rs"]
mod dialect;

const OPS: usize = 20_000;

fn custom_vs_generic(c: &mut Criterion) {
    // Both forms as the printer writes them; the custom form parses back to
    // the same IR (checked through its generic form).
    let (custom, generic) = {
        let mut ctx = dialect::context();
        let m = ir::parse_source(&mut ctx, &dialect::program(OPS), "bench.mlir").expect("parses");
        (
            ir::print_operation(&ctx, m, &dialect::print_options(false)),
            ir::print_operation(&ctx, m, &dialect::print_options(true)),
        )
    };
    let mut ctx = dialect::context();
    let m = ir::parse_source(&mut ctx, &custom, "custom.mlir").expect("parses");
    let again = ir::print_operation(&ctx, m, &dialect::print_options(true));
    assert!(again == generic, "the custom form round-trips");

    let mut group = c.benchmark_group("format parse");
    group.throughput(Throughput::Elements(OPS as u64));
    group.sample_size(20);
    for (form, text) in [("custom", &custom), ("generic", &generic)] {
        group.bench_function(format!("20k ops, {form}"), |b| {
            b.iter(|| {
                let mut ctx = dialect::context();
                let m = ir::parse_source(&mut ctx, text, "bench.mlir").expect("parses");
                (ctx, m)
            })
        });
    }
    group.finish();

    let mut ctx = dialect::context();
    let m = ir::parse_source(&mut ctx, &custom, "bench.mlir").expect("parses");
    let mut group = c.benchmark_group("format print");
    group.throughput(Throughput::Elements(OPS as u64));
    group.sample_size(20);
    for (form, generic) in [("custom", false), ("generic", true)] {
        let opts = dialect::print_options(generic);
        group.bench_function(format!("20k ops, {form}"), |b| {
            b.iter(|| ir::print_operation(&ctx, m, &opts))
        });
    }
    group.finish();
}

criterion_group!(benches, custom_vs_generic);
criterion_main!(benches);

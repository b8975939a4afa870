//! TableGen front end: parse and evaluate a synthetic file, and print its
//! records, without any LLVM installation.
// criterion's macros define undocumented functions.
#![allow(missing_docs)]

/// The allocator of the `tblgen` binary.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use tblgen_core::tablegen::{load_str, Options};

fn evaluate(c: &mut Criterion) {
    let text = benches::tablegen_program(200, 4_000, 42);
    let opts = Options::default();
    let mut group = c.benchmark_group("tablegen");
    group.throughput(Throughput::Bytes(text.len() as u64));
    group.sample_size(20);
    group.bench_function("evaluate 4k defs", |b| {
        b.iter(|| load_str("bench.td", &text, &opts).map(|l| l.records.defs().count()))
    });
    let loaded = load_str("bench.td", &text, &opts).expect("the generated file evaluates");
    group.bench_function("print-records 4k defs", |b| {
        b.iter(|| loaded.records.print_records().len())
    });
    group.finish();
}

/// Many plain defs (`def A0;` .. `def A999999;`): the name tables must stay
/// linear (issue 20: their hash once sent these names to a few buckets).
fn many_defs(c: &mut Criterion) {
    let opts = Options::default();
    let mut group = c.benchmark_group("tablegen many defs");
    group.sample_size(10);
    for n in [100_000usize, 1_000_000] {
        let text: String = (0..n).map(|i| format!("def A{i};\n")).collect();
        group.throughput(Throughput::Elements(n as u64));
        group.bench_function(format!("evaluate + print {n} defs"), |b| {
            b.iter(|| {
                load_str("defs.td", &text, &opts)
                    .map(|l| l.records.print_records().len())
                    .unwrap_or(0)
            })
        });
    }
    group.finish();
}

criterion_group!(benches, evaluate, many_defs);
criterion_main!(benches);

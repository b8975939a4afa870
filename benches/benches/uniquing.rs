//! Uniquing (issue 23): 1,000,000 requests for ODS-defined dialect types
//! and attributes (half of them duplicates) in a fresh context, then
//! 1,000,000 lookups; builtin types and attributes beside them.
//! `cargo run --profile verify -p benches --bin uniquing` prints the same phases
//! with the memory per entry.
// criterion's macros define undocumented functions.
#![allow(missing_docs)]
use benches::uniquing::{context, create, look_up, Kind};
use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};

const N: usize = 1_000_000;

fn uniquing(c: &mut Criterion) {
    let mut group = c.benchmark_group("uniquing");
    group.throughput(Throughput::Elements(N as u64));
    group.sample_size(10);
    for kind in Kind::ALL {
        group.bench_function(format!("create 1M: {}", kind.name()), |b| {
            b.iter_batched(
                context,
                |mut ctx| create(&mut ctx, kind, N).len(),
                BatchSize::PerIteration,
            )
        });
        let mut ctx = context();
        let entries = create(&mut ctx, kind, N);
        group.bench_function(format!("look up 1M: {}", kind.name()), |b| {
            b.iter(|| look_up(&mut ctx, kind, &entries, N))
        });
    }
    group.finish();
}

criterion_group!(benches, uniquing);
criterion_main!(benches);

//! DRR: the generated `AddZero` (`x + 0 → x`, `drr/Patterns.td`) against
//! the same rewrite written by hand in Rust, through the greedy driver;
//! a matching chain (every add rewritten) and a failing one (`x + 1`: every
//! match attempt fails, nothing is rewritten).
// criterion's macros define undocumented functions.
#![allow(missing_docs)]
use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};

#[path = "../drr/dialect.rs"]
mod dialect;

const OPS: usize = 20_000;

fn drr_vs_hand(c: &mut Criterion) {
    let mut group = c.benchmark_group("drr");
    group.throughput(Throughput::Elements(OPS as u64));
    group.sample_size(20);
    for (what, constant) in [("rewrite", 0), ("no match", 1)] {
        let text = dialect::program(OPS, constant, true);
        for (who, patterns) in [
            ("generated", dialect::generated()),
            ("hand-written", dialect::hand_written()),
        ] {
            group.bench_function(format!("{} 20k adds, {}", what, who), |b| {
                b.iter_batched(
                    || {
                        let mut ctx = dialect::context();
                        let m = ir::parse_source(&mut ctx, &text, "bench.mlir").expect("parses");
                        (ctx, m)
                    },
                    |(mut ctx, m)| {
                        let s =
                            ir::apply_patterns_greedily(&mut ctx, m, &patterns, dialect::config())
                                .expect("converges");
                        assert_eq!(s.rewrites, if constant == 0 { OPS } else { 0 });
                        (ctx, s)
                    },
                    BatchSize::LargeInput,
                )
            });
        }
    }
    group.finish();
}

criterion_group!(benches, drr_vs_hand);
criterion_main!(benches);

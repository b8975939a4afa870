//! Linear cost (issue 20's table): each input at 10^5 and 10^6 of the
//! dimension that once cost more than linear time, parsed, verified and
//! printed as `ir-opt` does (MLIR), or run through `toyc -emit=mlir`'s
//! steps (Toy). Per element, the two sizes should take about the same time;
//! the side-by-side runs with `mlir-opt` are `benches/compare.sh scaling`.
// criterion's macros define undocumented functions.
#![allow(missing_docs)]
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use ir::{print_operation, verify, Context, PrintOptions};

const SIZES: [usize; 2] = [100_000, 1_000_000];

/// Parse, verify and print (generic form, with locations), as `ir-opt
/// --mlir-print-op-generic --mlir-print-debuginfo` does; on the tools'
/// stack and limits.
fn run_mlir(text: &str) -> usize {
    let text = text.to_string();
    std::thread::Builder::new()
        .stack_size(ir::parser::TOOL_STACK_SIZE)
        .spawn(move || {
            let mut ctx = Context::new();
            ctx.allow_unregistered_dialects(true);
            let limits = ir::ParseLimits::tool();
            let m = ir::parse_source_with_limits(&mut ctx, &text, "bench.mlir", &limits)
                .expect("the input parses");
            verify(&ctx, m).expect("the input verifies");
            let opts = PrintOptions {
                generic: true,
                debug_info: true,
                local_scope: false,
                resource_string_limit: None,
                skip_regions: false,
                ..Default::default()
            };
            print_operation(&ctx, m, &opts).len()
        })
        .expect("thread")
        .join()
        .expect("no panic")
}

/// `toyc -emit=mlir`'s steps: parse and check, generate, verify, print.
fn run_toy(text: &str) -> usize {
    let checked = toy::frontend::parse_and_check("bench.toy", text.as_bytes()).expect("checks");
    let mut ctx = toy::mlirgen::context();
    let m = toy::mlirgen::mlir_gen(&mut ctx, &checked).expect("generates");
    verify(&ctx, m).expect("verifies");
    print_operation(&ctx, m, &PrintOptions::default()).len()
}

fn scaling(c: &mut Criterion) {
    type Input = (&'static str, fn(usize) -> String, fn(&str) -> usize);
    let inputs: [Input; 5] = [
        ("chained blocks", benches::scaling::chained_blocks, run_mlir),
        (
            "ops on one line",
            benches::scaling::ops_on_one_line,
            run_mlir,
        ),
        (
            "ops located on one line",
            benches::scaling::ops_located_on_one_line,
            run_mlir,
        ),
        (
            "toy statements on one line",
            benches::scaling::toy_statements_on_one_line,
            run_toy,
        ),
        ("toy parameters", benches::scaling::toy_parameters, run_toy),
    ];
    for (name, make, run) in inputs {
        let mut group = c.benchmark_group(format!("scaling/{name}"));
        group.sample_size(10);
        for n in SIZES {
            let text = make(n);
            group.throughput(Throughput::Elements(n as u64));
            group.bench_with_input(BenchmarkId::from_parameter(n), &text, |b, t| {
                b.iter(|| run(t))
            });
        }
        group.finish();
    }
}

criterion_group!(benches, scaling);
criterion_main!(benches);

//! Passes: `canonicalize` and `cse` through the pass manager (with
//! verification after the pass, as `ir-opt` runs them) on a generated
//! func/arith program (the workload `benches/compare.sh passes` runs
//! against `mlir-opt`).
// criterion's macros define undocumented functions.
#![allow(missing_docs)]
use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use ir::pass::{parse_pass_pipeline, Nesting, OptionContext, PassManager, PassRegistry};
use ir::{parse_source, Context, OpId};

const OPS: usize = 30_000;

fn context() -> Context {
    let mut ctx = Context::new();
    func::register(&mut ctx);
    func::register_inliner_extension(&mut ctx);
    arith::register(&mut ctx);
    arith::register_inliner_interface(&mut ctx);
    ctx
}

fn run_pipeline(registry: &PassRegistry, pipeline: &str, ctx: &mut Context, module: OpId) -> bool {
    let mut cx = OptionContext::new(registry, "bench");
    let mut stream = String::new();
    let Ok(parsed) = parse_pass_pipeline(pipeline, &mut cx, &mut stream) else {
        return false;
    };
    let mut pm = PassManager::new("builtin.module", Nesting::Implicit);
    pm.set_pipeline(parsed);
    pm.run(ctx, module, &mut |_, _| {}).is_ok()
}

fn passes(c: &mut Criterion) {
    let text = benches::func_arith_program(OPS, 42);
    let mut registry = PassRegistry::new();
    ir::transforms::register_transforms_passes(&mut registry);
    let mut group = c.benchmark_group("passes");
    group.throughput(Throughput::Elements(OPS as u64));
    group.sample_size(10);
    for pass in ["canonicalize", "cse"] {
        let pipeline = format!("builtin.module({pass})");
        group.bench_function(format!("{pass} 30k func/arith ops"), |b| {
            b.iter_batched(
                || {
                    let mut ctx = context();
                    let module = parse_source(&mut ctx, &text, "bench.mlir")
                        .expect("the generated file parses");
                    (ctx, module)
                },
                |(mut ctx, module)| run_pipeline(&registry, &pipeline, &mut ctx, module),
                BatchSize::LargeInput,
            )
        });
    }
    group.finish();
}

criterion_group!(benches, passes);
criterion_main!(benches);

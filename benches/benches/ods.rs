//! ODS code generation on a synthetic 2,000-op dialect: TableGen evaluation
//! of the file and the `td` library it includes, the Rust emitter
//! (`tblgen --gen-rust`, what `tblgen_build::compile` writes), and the
//! Markdown op documentation, each measured on its own and all together.
// criterion's macros define undocumented functions.
#![allow(missing_docs)]

/// The allocator of the `tblgen` binary.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;
use std::fmt::Write as _;
use std::path::PathBuf;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use tblgen_core::emit::{docs, rust};
use tblgen_core::tablegen::{load_str, Options};

/// A dialect of `n` ops mixing what real dialects use: fixed, optional and
/// variadic operands (with `SameVariadicOperandSize` and
/// `AttrSizedOperandSegments`), attributes of several kinds (optional,
/// default-valued, unit, arrays), one or two results, `Pure`,
/// `hasVerifier`, and descriptions with code blocks.
fn synthetic_dialect(n: usize) -> String {
    const TYPES: [&str; 6] = ["F64Tensor", "AnyType", "I32", "F32", "AnyTensor", "I64"];
    const ATTRS: [&str; 7] = [
        "I64Attr",
        "StrAttr",
        "F32Attr",
        "OptionalAttr<I32Attr>",
        "DefaultValuedAttr<I64Attr, \"3\">",
        "UnitAttr",
        "I64ArrayAttr",
    ];
    let mut s = String::from(
        "include \"mlir/IR/OpBase.td\"\n\
         include \"mlir/Interfaces/SideEffectInterfaces.td\"\n\n\
         def Syn_Dialect : Dialect {\n  let name = \"syn\";\n  let cppNamespace = \"crate\";\n}\n\
         class Syn_Op<string m, list<Trait> t = []> : Op<Syn_Dialect, m, t>;\n\n",
    );
    for i in 0..n {
        let kind = i % 6;
        let mut traits = Vec::new();
        if kind % 2 == 0 {
            traits.push("Pure");
        }
        let mut args: Vec<String> = (0..1 + i % 3)
            .map(|j| format!("{}:$in{}", TYPES[(i + j) % TYPES.len()], j))
            .collect();
        match kind {
            3 => {
                traits.push("SameVariadicOperandSize");
                args.push("Variadic<AnyType>:$va".into());
                args.push("Variadic<AnyType>:$vb".into());
            }
            4 => {
                traits.push("AttrSizedOperandSegments");
                args.push("Optional<AnyType>:$oa".into());
                args.push("Variadic<AnyType>:$vb".into());
            }
            _ => {}
        }
        args.extend((0..i % 4).map(|j| format!("{}:$attr{}", ATTRS[(i + j) % ATTRS.len()], j)));
        let results: Vec<String> = (0..1 + i % 2)
            .map(|j| format!("{}:$out{}", TYPES[(i + j + 1) % TYPES.len()], j))
            .collect();
        let _ = writeln!(
            s,
            "def Syn_Op{i} : Syn_Op<\"op{i}\", [{traits}]> {{\n  \
             let summary = \"synthetic op {i}\";\n  \
             let description = [{{ Op number {i}.\n\n  ```mlir\n  \
             %0 = \"syn.op{i}\"() : () -> f64\n  ```\n  }}];\n  \
             let arguments = (ins {args});\n  \
             let results = (outs {results});{verifier}\n}}",
            traits = traits.join(", "),
            args = args.join(", "),
            results = results.join(", "),
            verifier = if i % 5 == 0 {
                "\n  let hasVerifier = 1;"
            } else {
                ""
            },
        );
    }
    s
}

fn generate(c: &mut Criterion) {
    let text = synthetic_dialect(2_000);
    let opts = Options {
        include_dirs: vec![PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../td/include")],
        ..Options::default()
    };
    let rust_opts = rust::Options::default();
    let mut group = c.benchmark_group("ods");
    group.throughput(Throughput::Elements(2_000));
    group.sample_size(10);
    group.bench_function("tablegen 2k ops", |b| {
        b.iter(|| load_str("syn.td", &text, &opts).map(|l| l.records.defs().count()))
    });
    let loaded = load_str("syn.td", &text, &opts).expect("the synthetic dialect evaluates");
    group.bench_function("gen-rust 2k ops", |b| {
        b.iter(|| rust::generate(&loaded.records, &rust_opts).map(|t| t.len()))
    });
    group.bench_function("gen-op-doc 2k ops", |b| {
        b.iter(|| docs::gen_op_doc(&loaded.records).map(|t| t.len()))
    });
    group.bench_function("all 2k ops (tablegen + rust + docs)", |b| {
        b.iter(|| {
            let l = load_str("syn.td", &text, &opts).expect("evaluates");
            let r = rust::generate(&l.records, &rust_opts).map(|t| t.len());
            let d = docs::gen_op_doc(&l.records).map(|t| t.len());
            (r.is_ok(), d.is_ok())
        })
    });
    group.finish();
}

criterion_group!(benches, generate);
criterion_main!(benches);

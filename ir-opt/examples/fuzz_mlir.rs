//! The fuzz target of MLIR text (generic and custom forms): mutants of the
//! corpus, the regression cases and upstream MLIR's test files are parsed,
//! verified and printed in both forms, and each printed form must read
//! back to the same text. A panic, a hang, a run slower than linear, an
//! error located past the input or output that does not read back is a
//! finding (see `fuzz_support`).
//!
//! ```text
//! cargo run --profile verify -p ir-opt --example fuzz_mlir -- [SECONDS] [SEED]
//! ```

use std::path::Path;

use fuzz_support::{seed_files, Campaign, Verdict};
use ir::{Context, PrintOptions};

const DICT: &[&str] = &[
    "\"",
    "%",
    "%0",
    "%arg0",
    "#0",
    "^bb0",
    "^bb1:",
    "{",
    "}",
    "(",
    ")",
    "[",
    "]",
    "<",
    ">",
    ":",
    ",",
    "=",
    "->",
    "!",
    "#",
    "@",
    "@f",
    "::",
    " ",
    "\n",
    "\r",
    "\t",
    "\0",
    "//",
    "// c\r",
    "loc(",
    "loc(\"f\":1:2)",
    "loc(#loc)",
    "#loc = loc(\"a\":1:1)\n",
    "callsite(",
    " at ",
    "fused[",
    "unknown",
    "dense<",
    "dense<[]>",
    "dense<\"0x01\">",
    "array<i32: 1>",
    "array<ui8: 255>",
    "distinct[0]<",
    "distinct[1]<>",
    "sparse<",
    "sparse<[[0, 1]], [2]>",
    "dense_resource<blob1>",
    "{-# dialect_resources: { builtin: { blob1: \"0x0400000001000000\" } } #-}",
    "(1.0,2.0)",
    "complex<f32>",
    "dense<(1,2)> : tensor<2xcomplex<i8>>",
    "tensor<",
    "tensor<0xi32>",
    "tensor<?x*xf32>",
    "vector<4xf32>",
    "memref<2x?xf32>",
    "tuple<",
    "complex<f32>",
    "i1",
    "i32",
    "i256",
    "si8",
    "ui64",
    "index",
    "f16",
    "bf16",
    "f32",
    "f64",
    "f80",
    "f128",
    "f8E4M3FN",
    "f8E5M2FNUZ",
    "tf32",
    "none",
    "0x7FC00000",
    "0x1",
    "-",
    "1.5",
    "1e400",
    "340282366920938463463374607431768211456",
    "true",
    "false",
    "unit",
    "\"s\\\"\\0A\"",
    "é",
    "\u{feff}",
    "module ",
    "module @m ",
    "attributes ",
    "builtin.module",
    "\"builtin.module\"() ({\n",
    "}) : () -> ()\n",
    "unrealized_conversion_cast ",
    " to ",
    "func @f(",
    "%a: i32",
    ") -> i32 ",
    "{-# x #-}",
    "#a = ",
    "!t = ",
    "!t",
    "#a",
    "\"test.op\"() : () -> ()\n",
    "%0 = \"test.c\"() : () -> i32\n",
    "\"test.br\"()[^bb1] : () -> ()\n",
    "<{a = 1}>",
    " {a = 1 : i32}",
    "affine_map<(d0) -> (d0)>",
    "sym_name = \"x\"",
    "{a = loc(\"f\":1:2)}",
    "[loc(unknown), #loc]",
    "dense<[\"a\", \"b\"]> : tensor<2x!u.t>",
    "dense<\"s\"> : tensor<!u.t>",
    "x!u.t>",
    "#foo.attr : i32",
];

fn print(ctx: &Context, op: ir::OpId, generic: bool) -> String {
    let opts = PrintOptions {
        generic,
        ..PrintOptions::default()
    };
    ir::print_operation(ctx, op, &opts)
}

fn new_context() -> Context {
    let mut ctx = Context::new();
    ctx.allow_unregistered_dialects(true);
    ctx
}

/// Parses (with the tools' limits: the fuzzer's threads have their stack)
/// and verifies `input`; `Err` describes a failure to parse or verify (with
/// whether its location is inside the input).
fn parse_and_verify(input: &[u8]) -> Result<(Context, ir::OpId), (String, bool)> {
    let mut ctx = new_context();
    let limits = ir::ParseLimits::tool();
    let m = ir::parse_bytes_with_limits(&mut ctx, input, "fuzz.mlir", &limits).map_err(|e| {
        let text = ir::parser::sanitize_utf8(input);
        (e.render("fuzz.mlir", &text), e.offset <= input.len())
    })?;
    if let Err(d) = ir::verify(&ctx, m) {
        let text = ir::parser::sanitize_utf8(input);
        return Err((d.render(&ctx, &[("fuzz.mlir", &text)]), true));
    }
    Ok((ctx, m))
}

fn check(input: &[u8]) -> Verdict {
    let (ctx, m) = match parse_and_verify(input) {
        Ok(r) => r,
        Err((_, true)) => return Verdict::Rejected,
        Err((e, false)) => return Verdict::Finding(format!("error past the input: {e}")),
    };
    for generic in [false, true] {
        let printed = print(&ctx, m, generic);
        let form = if generic { "generic" } else { "custom" };
        match parse_and_verify(printed.as_bytes()) {
            Ok((ctx2, m2)) => {
                let again = print(&ctx2, m2, generic);
                // An exact f80/f128 value printed in decimal reads back
                // through f64, in mlir-opt as here (upstream's printer is
                // not stable for them either): only the hexadecimal form
                // must read back the same.
                let wide_decimal = printed.contains(": f80") || printed.contains(": f128");
                if again != printed && !wide_decimal {
                    return Verdict::Finding(format!(
                        "the {form} form prints differently once read back:\n{printed}\n---\n{again}"
                    ));
                }
            }
            Err((e, _)) => {
                return Verdict::Finding(format!(
                    "the {form} form does not read back:\n{printed}\n---\n{e}"
                ))
            }
        }
    }
    Verdict::Accepted
}

fn main() {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut seeds = seed_files(&here.join("tests/corpus"), "mlir");
    seeds.extend(seed_files(&here.join("tests/regressions"), "mlir"));
    seeds.extend(seed_files(&here.join("tests/upstream"), "mlir"));
    let report = Campaign::from_args("fuzz_mlir", "mlir").run(&seeds, DICT, check);
    std::process::exit(report.exit_code());
}

//! The fuzz target of Toy (`toyc`'s front end, then MLIR generation):
//! mutants of the example programs and the test inputs are parsed and
//! checked; the valid ones are turned into MLIR, verified, printed, and
//! the printed module must read back (the `toy` dialect registered) to the
//! same text. A panic, a hang, a run slower than linear, a diagnostic
//! outside the source or output that does not read back is a finding (see
//! `fuzz_support`).
//!
//! ```text
//! cargo run --profile verify -p toy-dialect --example fuzz_toy -- [SECONDS] [SEED]
//! ```

use std::path::Path;

use fuzz_support::{seed_files, Campaign, Verdict};
use toy::frontend::{diagnostic::Lines, parse_and_check};

const DICT: &[&str] = &[
    "def ",
    "var ",
    "return",
    "print",
    "transpose",
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    "<",
    ">",
    ",",
    ";",
    "=",
    "+",
    "-",
    "*",
    "/",
    "#",
    "\n",
    "\r",
    " ",
    "1",
    "2.5",
    "1.2.3",
    ".",
    "0",
    "a",
    "b",
    "main",
    "\t",
    "é",
    "\0",
    "99999999999999999999",
    "1e400",
    "[[",
    "((",
    "<2, 3>",
    "var a<2, 3> = [1, 2, 3, 4, 5, 6];\n",
    "var b = transpose(a);\n",
    "print(b);\n",
    "def f(x, y) { return x * y; }\n",
    "f(a, a)",
    "# comment\n",
];

fn print(ctx: &ir::Context, m: ir::OpId) -> String {
    let opts = ir::PrintOptions {
        generic: false,
        debug_info: false,
        local_scope: true,
        resource_string_limit: None,
        skip_regions: false,
        ..Default::default()
    };
    ir::print_operation(ctx, m, &opts)
}

fn check(input: &[u8]) -> Verdict {
    let checked = match parse_and_check("fuzz.toy", input) {
        Ok(c) => c,
        Err(diags) => {
            let lines = Lines::new(input);
            for d in &diags {
                if d.loc.line == 0 || lines.line(d.loc.line).is_none() {
                    let text = String::from_utf8_lossy(input);
                    if !text.is_empty() || d.loc.line > 1 {
                        return Verdict::Finding(format!("diagnostic outside the source: {d}"));
                    }
                }
            }
            return Verdict::Rejected;
        }
    };
    let mut ctx = toy::mlirgen::context();
    let module = match toy::mlirgen::mlir_gen(&mut ctx, &checked) {
        Ok(m) => m,
        Err(_) => return Verdict::Rejected,
    };
    if let Err(d) = ir::verify(&ctx, module) {
        return Verdict::Finding(format!("generated MLIR does not verify: {}", d.message));
    }
    let printed = print(&ctx, module);
    let mut ctx2 = toy::mlirgen::context();
    match ir::parse_source(&mut ctx2, &printed, "fuzz.mlir") {
        Ok(m2) if print(&ctx2, m2) == printed => Verdict::Accepted,
        Ok(m2) => Verdict::Finding(format!(
            "the output prints differently once read back:\n{printed}\n---\n{}",
            print(&ctx2, m2)
        )),
        Err(e) => Verdict::Finding(format!(
            "the output does not read back:\n{}",
            e.render("fuzz.mlir", &printed)
        )),
    }
}

fn main() {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut seeds = seed_files(&here.join("examples"), "toy");
    seeds.extend(seed_files(&here.join("tests"), "toy"));
    let report = Campaign::from_args("fuzz_toy", "toy").run(&seeds, DICT, check);
    std::process::exit(report.exit_code());
}

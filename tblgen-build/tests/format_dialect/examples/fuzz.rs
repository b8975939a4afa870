//! The fuzz target of the custom-form parsers this crate's `build.rs`
//! generates from `assemblyFormat` (every directive of the format
//! language): mutants of the custom forms in `tests/roundtrip.rs` are
//! parsed with the dialect registered, verified and printed in both forms,
//! and each printed form must read back to the same text. A panic, a hang,
//! a run slower than linear, an error located past the input or output
//! that does not read back is a finding (see `fuzz_support`).
//!
//! ```text
//! cargo run --profile verify --example fuzz -- [SECONDS] [SEED]
//! ```
//!
//! `tests/fuzz.rs` runs it briefly with every `cargo test`.

use fuzz_support::{Campaign, Report, Verdict};

pub const DICT: &[&str] = &[
    "fmt.add ",
    "fmt.const ",
    "fmt.call",
    "fmt.flag ",
    "fmt.wrap ",
    "fmt.jump ",
    "fmt.switch ",
    "fmt.br ",
    "%a",
    "%b",
    "%f",
    "%0",
    "^bb1",
    "^bb1:\n",
    ":",
    ",",
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    "<",
    ">",
    "->",
    "=",
    " ",
    "\n",
    "i32",
    "f32",
    "i64",
    "index",
    "value",
    "fast",
    "extra",
    "cases",
    "attributes",
    "{x = 1 : i64}",
    "7",
    "-1",
    "\"s\"",
    "@sym",
    "unit",
    "true",
];

fn ctx() -> ir::Context {
    let mut ctx = ir::Context::new();
    fmtdialect::register(&mut ctx);
    let mut test = ir::DialectDefinition::new("test");
    test.allow_unknown_ops = true;
    ctx.register_dialect(test);
    ctx
}

fn print(ctx: &ir::Context, op: ir::OpId, generic: bool) -> String {
    let opts = ir::PrintOptions {
        generic,
        ..ir::PrintOptions::default()
    };
    ir::print_operation(ctx, op, &opts)
}

fn parse_and_verify(text: &str) -> Result<(ir::Context, ir::OpId), (String, bool)> {
    let mut c = ctx();
    let m = ir::parse_source(&mut c, text, "fuzz.mlir")
        .map_err(|e| (e.render("fuzz.mlir", text), e.offset <= text.len()))?;
    if let Err(d) = ir::verify(&c, m) {
        return Err((d.render(&c, &[("fuzz.mlir", text)]), true));
    }
    Ok((c, m))
}

/// The check of one input.
pub fn check(input: &[u8]) -> Verdict {
    let Ok(text) = std::str::from_utf8(input) else {
        return Verdict::Rejected;
    };
    let (c, m) = match parse_and_verify(text) {
        Ok(r) => r,
        Err((_, true)) => return Verdict::Rejected,
        Err((e, false)) => return Verdict::Finding(format!("error past the input: {e}")),
    };
    for generic in [false, true] {
        let printed = print(&c, m, generic);
        match parse_and_verify(&printed) {
            Ok((c2, m2)) if print(&c2, m2, generic) == printed => {}
            Ok((c2, m2)) => {
                return Verdict::Finding(format!(
                    "printed differently once read back:\n{printed}\n---\n{}",
                    print(&c2, m2, generic)
                ))
            }
            Err((e, _)) => {
                return Verdict::Finding(format!("output does not read back:\n{printed}\n---\n{e}"))
            }
        }
    }
    Verdict::Accepted
}

/// The seeds: the string literals of `tests/roundtrip.rs` that hold custom
/// forms of this dialect, inside a function when they are its body.
pub fn seeds() -> Vec<Vec<u8>> {
    let tests = include_str!("../tests/roundtrip.rs");
    let mut out = Vec::new();
    let mut rest = tests;
    while let Some(start) = rest.find('"') {
        let body = &rest[start + 1..];
        let mut text = String::new();
        let mut chars = body.char_indices();
        let mut end = body.len();
        while let Some((i, c)) = chars.next() {
            match c {
                '"' => {
                    end = i + 1;
                    break;
                }
                '\\' => match chars.next() {
                    Some((_, 'n')) => text.push('\n'),
                    Some((_, 't')) => text.push('\t'),
                    Some((_, c)) => text.push(c),
                    None => {}
                },
                c => text.push(c),
            }
        }
        rest = &body[end.min(body.len())..];
        if text.contains("fmt.") {
            let text = text.replace("{{", "{").replace("}}", "}");
            if text.starts_with("\"test.func\"") {
                out.push(text.into_bytes());
            } else {
                out.push(
                    format!(
                        "\"test.func\"() ({{\n^bb0(%a: i32, %b: i32, %f: f32):\n{text}\n  \"test.ret\"() : () -> ()\n}}) : () -> ()\n"
                    )
                    .into_bytes(),
                );
            }
        }
    }
    out
}

/// Runs the campaign of the command line.
pub fn campaign() -> Report {
    Campaign::from_args("fuzz_format_dialect", "mlir").run(&seeds(), DICT, check)
}

#[allow(dead_code)]
fn main() {
    std::process::exit(campaign().exit_code());
}

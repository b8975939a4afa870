//! `bench-input KIND N`: writes a benchmark input to standard output.
//!
//! Kinds: `mlir-generic` (N ops in one function), `func-arith` (about N
//! `func`/`arith` ops in functions of 200), `scf-loops` (N `scf.for`
//! loops holding an `scf.if` and an `scf.while`), `affine-loops` (N affine
//! loop nests: `--lower-affine`'s input), `core` (a random well-typed
//! `func`/`arith`/`scf`/`cf` program of about N ops in custom form, in
//! functions of about 500: the property test's generator), `toy` (N lines), `tablegen`
//! (N defs over N/10 classes); the linear-cost inputs
//! (`benches::scaling`): `mlir-blocks` (N chained blocks), `mlir-line` (N
//! ops on one line), `mlir-locs` (N ops located on one line), `toy-line` (N
//! statements on one line), `toy-params` (a function of N parameters).
use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (kind, n) = match args.as_slice() {
        [kind, n] => match n.parse::<usize>() {
            Ok(n) => (kind.as_str(), n),
            Err(_) => return usage(),
        },
        _ => return usage(),
    };
    let text = match kind {
        "mlir-generic" => benches::generic_ops_program(n, 42),
        "func-arith" => benches::func_arith_program(n, 42),
        "scf-loops" => benches::scf_loops_program(n),
        "affine-loops" => benches::affine_loops_program(n),
        "core" => fuzz_support::programs::core_program(42, n.div_ceil(500), 500),
        "toy" => toy::frontend::generate::generate_program(n, 42),
        "tablegen" => benches::tablegen_program((n / 10).max(1), n, 42),
        "mlir-blocks" => benches::scaling::chained_blocks(n),
        "mlir-line" => benches::scaling::ops_on_one_line(n),
        "mlir-locs" => benches::scaling::ops_located_on_one_line(n),
        "toy-line" => benches::scaling::toy_statements_on_one_line(n),
        "toy-params" => benches::scaling::toy_parameters(n),
        _ => return usage(),
    };
    if std::io::stdout().write_all(text.as_bytes()).is_err() {
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}

fn usage() -> ExitCode {
    eprintln!(
        "usage: bench-input mlir-generic|func-arith|scf-loops|affine-loops|core|toy|tablegen|mlir-blocks|mlir-line|mlir-locs|toy-line|toy-params N"
    );
    ExitCode::from(2)
}

//! `calc-opt`: `ir-opt`'s driver with the calc dialect and its passes
//! (`calc-opt input.mlir --calc-simplify`).

use std::process::ExitCode;

fn main() -> ExitCode {
    let mut passes = ir::tools::default_registry();
    calc::register_passes(&mut passes);
    ir::tools::opt_main_with("calc-opt", std::env::args_os(), calc::register, &passes)
}

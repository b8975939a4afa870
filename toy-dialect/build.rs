//! Generates the `toy` ops (`$OUT_DIR/ops.rs.inc`, included by
//! `src/dialect.rs`) and chapter 3's DRR combines
//! (`$OUT_DIR/toy_combine.rs.inc`, included by `src/combine.rs`).

fn main() {
    tblgen_build::compile("Ops.td");
    tblgen_build::compile_rewriters("ToyCombine.td");
}

//! Generates the DRR benchmarks' ops (`$OUT_DIR/ops.rs.inc`) and their
//! rewrite pattern (`$OUT_DIR/patterns.rs.inc`) from `drr/`.

fn main() {
    tblgen_build::compile("drr/Ops.td");
    tblgen_build::compile_rewriters("drr/Patterns.td");
}

//! Generates the dialect from its `.td` files into `$OUT_DIR`: the ops
//! (`ops.rs.inc`), the rewrite patterns (`patterns.rs.inc`) and the passes
//! (`passes.rs.inc`).

fn main() {
    tblgen_build::compile("Ops.td");
    tblgen_build::compile_rewriters("Patterns.td");
    tblgen_build::compile_passes("Passes.td");
}

//! Generates the ops (`$OUT_DIR/ops.rs.inc`) and the DRR rewrite patterns
//! (`$OUT_DIR/patterns.rs.inc`) through the public `tblgen_build` API.

fn main() {
    tblgen_build::compile("Ops.td");
    tblgen_build::compile_rewriters("Patterns.td");
}

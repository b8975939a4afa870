//! Generates the pass declarations of `Passes.td` (`$OUT_DIR/passes.rs.inc`
//! and its documentation `passes.md`).

fn main() {
    tblgen_build::compile_passes("Passes.td");
}

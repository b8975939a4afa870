//! Generates the interface test dialect into `$OUT_DIR/ops.rs.inc`.

fn main() {
    tblgen_build::compile("Ops.td");
}

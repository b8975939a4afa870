//! Generates the `toy` dialect's ops from `Ops.td` into `$OUT_DIR/ops.rs.inc`.

fn main() {
    tblgen_build::compile("Ops.td");
}

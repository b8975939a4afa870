//! Generates the dialect's ops, attributes and types into `$OUT_DIR/ops.rs.inc`.

fn main() {
    tblgen_build::compile("Ops.td");
}

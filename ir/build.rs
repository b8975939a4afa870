//! Generates the builtin dialect's ops (`$OUT_DIR/builtin_ops.rs.inc`,
//! included by `src/dialect/builtin.rs`) from `BuiltinOps.td` through ODS.

fn main() {
    tblgen_build::compile("BuiltinOps.td");
}

//! Generates the builtin dialect's ops (`$OUT_DIR/builtin_ops.rs.inc`,
//! included by `src/dialect/builtin.rs`) from `BuiltinOps.td` through ODS,
//! and the standard passes' declarations (`$OUT_DIR/passes.rs.inc`,
//! included by `src/transforms/mod.rs`) from `Passes.td`.

fn main() {
    tblgen_build::compile("BuiltinOps.td");
    tblgen_build::compile_passes("Passes.td");
}

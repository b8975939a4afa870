//! Generates the builtin dialect's ops (`$OUT_DIR/builtin_ops.rs.inc`,
//! included by `src/dialect/builtin.rs`) from `BuiltinOps.td` through ODS,
//! the standard passes' declarations (`$OUT_DIR/passes.rs.inc`, included by
//! `src/transforms/mod.rs`) from `Passes.td`, and the library's op
//! interfaces (`$OUT_DIR/interfaces.rs.inc`, included by
//! `src/interfaces/library.rs`) from `Interfaces.td`.

fn main() {
    tblgen_build::Config::new()
        .library_interfaces()
        .file("Interfaces.td")
        .compile();
    tblgen_build::compile("BuiltinOps.td");
    tblgen_build::compile_passes("Passes.td");
}

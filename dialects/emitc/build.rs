//! Generates the emitc dialect (`$OUT_DIR/emit_c.rs.inc`) from upstream
//! MLIR 19's `EmitC.td` and what it includes (their C++ snippets
//! rewritten in Rust).

fn main() {
    tblgen_build::Config::new()
        .include_dir("include")
        .file("include/mlir/Dialect/EmitC/IR/EmitC.td")
        .compile();
}

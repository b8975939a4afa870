//! Generates the linalg dialect (`$OUT_DIR/linalg_ops.rs.inc`) from upstream
//! MLIR 19's `LinalgOps.td` and `LinalgStructuredOps.td` (through the port's
//! `Linalg.td`, which includes both; the second includes the
//! named ops of `LinalgNamedStructuredOps.yamlgen.td`), their C++ snippets
//! rewritten in Rust. The named ops' bodies and indexing maps come from
//! `LinalgNamedStructuredOps.yaml`, read at run time (`src/named.rs`).

fn main() {
    tblgen_build::Config::new()
        .include_dir("include")
        .file("include/mlir/Dialect/Linalg/IR/Linalg.td")
        .output_name("linalg_ops")
        .compile();
}

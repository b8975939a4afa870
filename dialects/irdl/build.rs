//! Generates the irdl dialect (`$OUT_DIR/irdl_ops.rs.inc`) from upstream
//! MLIR 19's `IRDLOps.td` and the files it includes (`IRDL.td`,
//! `IRDLAttributes.td`, `IRDLTypes.td`, `IRDLInterfaces.td`), their C++
//! snippets rewritten in Rust or dropped (`upstream.diff`).

fn main() {
    tblgen_build::Config::new()
        .include_dir("include")
        .file("include/mlir/Dialect/IRDL/IR/IRDLOps.td")
        .compile();
}

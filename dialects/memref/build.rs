//! Generates the memref dialect (`$OUT_DIR/mem_ref_ops.rs.inc`) from upstream
//! MLIR 19's `MemRefOps.td` (its C++ snippets rewritten in Rust). The
//! `AtomicRMWKind` enum it uses comes from the arith crate's `ArithBase.td`.

fn main() {
    tblgen_build::Config::new()
        .include_dir("include")
        .include_dir("../arith/include")
        .file("include/mlir/Dialect/MemRef/IR/MemRefOps.td")
        .compile();
}

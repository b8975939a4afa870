//! Generates the memref dialect (`$OUT_DIR/mem_ref_ops.rs.inc`) from upstream
//! MLIR 19's `MemRefOps.td` (its C++ snippets rewritten in Rust). The
//! `AtomicRMWKind` enum it uses comes from the arith dialect's
//! `ArithBase.td`: the arith crate's, found where its build script says
//! (`links = "mlir-arith"`), so the packaged crate builds too.

fn main() {
    let arith = std::env::var("DEP_MLIR_ARITH_INCLUDE")
        .expect("dialect-arith's build script sets DEP_MLIR_ARITH_INCLUDE");
    tblgen_build::Config::new()
        .include_dir("include")
        .include_dir(arith)
        .file("include/mlir/Dialect/MemRef/IR/MemRefOps.td")
        .compile();
    tblgen_build::compile_passes("include/mlir/Dialect/MemRef/Transforms/Passes.td");
}

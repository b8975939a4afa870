//! Generates the bufferization dialect from upstream MLIR 19's
//! `BufferizationOps.td` (`$OUT_DIR/bufferization_ops.rs.inc`: the dialect,
//! its ops and the interfaces it declares: `AllocationOpInterface`,
//! `BufferViewFlowOpInterface` (from its own file: no op uses it), `BufferizableOpInterface` and
//! `SubsetOpInterface.td`'s three), its C++ snippets rewritten in Rust.
//! `BufferizationEnums.td` (`LayoutMapOption`, an option of the
//! bufferization passes, which are not ported) is kept but not compiled.

fn main() {
    tblgen_build::Config::new()
        .include_dir("include")
        .file("include/mlir/Dialect/Bufferization/IR/BufferizationOps.td")
        .compile();
    // `BufferViewFlowOpInterface`, which no op of the dialect uses: generated
    // from its own file (as `mlir-tblgen -gen-op-interface-decls` does) for
    // the arith and memref models and the buffer view flow analysis.
    tblgen_build::Config::new()
        .include_dir("include")
        .file("include/mlir/Dialect/Bufferization/IR/BufferViewFlowOpInterface.td")
        .compile();
}

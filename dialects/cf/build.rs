//! Generates the cf dialect (`$OUT_DIR/control_flow_ops.rs.inc`) from
//! upstream MLIR 19's `ControlFlowOps.td` (its C++ snippets rewritten in
//! Rust).

fn main() {
    tblgen_build::Config::new()
        .include_dir("include")
        .file("include/mlir/Dialect/ControlFlow/IR/ControlFlowOps.td")
        .compile();
}

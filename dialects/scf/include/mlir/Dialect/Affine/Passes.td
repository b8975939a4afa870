// The declaration of the loop coalescing pass: a def of MLIR 19's
// Dialect/Affine/Passes.td, its C++ snippets rewritten in Rust
// (upstream.diff). It lives in the scf crate because it coalesces scf.for
// nests too, and scf depends on affine (upstream's affine transforms
// library links the SCF utilities).

include "mlir/Pass/PassBase.td"

def LoopCoalescing : Pass<"affine-loop-coalescing", "func::FuncOp"> {
  let summary = "Coalesce nested loops with independent bounds into a single "
                "loop";
  let constructor = "crate::transforms::create_loop_coalescing_pass()";
  let dependentDialects = ["::arith::register"];
}

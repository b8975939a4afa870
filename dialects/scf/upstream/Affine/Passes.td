def LoopCoalescing : Pass<"affine-loop-coalescing", "func::FuncOp"> {
  let summary = "Coalesce nested loops with independent bounds into a single "
                "loop";
  let constructor = "mlir::affine::createLoopCoalescingPass()";
  let dependentDialects = ["arith::ArithDialect"];
}

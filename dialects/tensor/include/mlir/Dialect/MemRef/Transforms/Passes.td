// The declarations of the passes resolving the dims of reified result
// shapes: consecutive defs of MLIR 19's Dialect/MemRef/Transforms/Passes.td,
// their C++ snippets rewritten in Rust (upstream.diff). They live in the
// tensor crate because they rewrite tensor.dim too, and tensor depends on
// memref (upstream's MemRef transforms library depends on tensor).

include "mlir/Pass/PassBase.td"

def ResolveRankedShapeTypeResultDims :
    Pass<"resolve-ranked-shaped-type-result-dims"> {
  let summary = "Resolve memref.dim of result values of ranked shape type";
  let description = [{
    The pass resolves memref.dim of result of operations that
    implement the `ReifyRankedShapedTypeOpInterface` in terms of
    shapes of its operands.
  }];
  let constructor =
      "crate::create_resolve_ranked_shape_type_result_dims_pass()";
  let dependentDialects = [
    "::memref::register", "crate::register"
  ];
}

def ResolveShapedTypeResultDims : Pass<"resolve-shaped-type-result-dims"> {
  let summary = "Resolve memref.dim of result values";
  let description = [{
    The pass resolves memref.dim of result of operations that
    implement the `InferShapedTypeOpInterface` or
    `ReifyRankedShapedTypeOpInterface` in terms of shapes of its
    operands.
  }];
  let constructor = "crate::create_resolve_shaped_type_result_dims_pass()";
  let dependentDialects = [
    "::affine::register", "::memref::register", "crate::register"
  ];
}

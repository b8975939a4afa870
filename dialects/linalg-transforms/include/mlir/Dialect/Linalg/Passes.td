// The declarations of the convert-linalg-to-affine-loops,
// convert-linalg-to-loops, convert-linalg-to-parallel-loops and
// linalg-generalize-named-ops passes: their defs of MLIR 19's
// Dialect/Linalg/Passes.td, their C++ snippets rewritten in Rust; the
// other defs are not ported yet (upstream.diff).

include "mlir/Pass/PassBase.td"

def ConvertLinalgToAffineLoopsPass : Pass<"convert-linalg-to-affine-loops"> {
  let summary = "Lower the operations from the linalg dialect into affine "
                "loops";
  let constructor = "crate::create_convert_linalg_to_affine_loops_pass()";
  let dependentDialects = [
    "::affine::register", "::linalg::register", "::memref::register"];
}

def ConvertLinalgToLoopsPass : Pass<"convert-linalg-to-loops"> {
  let summary = "Lower the operations from the linalg dialect into loops";
  let description = [{
    Lowers the `linalg` ops to loop nests using `scf.for`.

    Pre-condition: the operands used by the `linalg` ops have buffer semantics,
    i.e., tensor operands and results must be converted to memrefs via
    bufferization.
  }];
  let constructor = "crate::create_convert_linalg_to_loops_pass()";
  let dependentDialects = [
    "::linalg::register",
    "::scf::register",
    "::affine::register"
  ];
}

def ConvertLinalgToParallelLoopsPass
    : Pass<"convert-linalg-to-parallel-loops"> {
  let summary = "Lower the operations from the linalg dialect into parallel "
                "loops";
  let constructor = "crate::create_convert_linalg_to_parallel_loops_pass()";
  let dependentDialects = [
    "::affine::register",
    "::linalg::register",
    "::memref::register",
    "::scf::register"
  ];
}

def LinalgGeneralizeNamedOpsPass : Pass<"linalg-generalize-named-ops"> {
  let summary = "Convert named ops into generic ops";
  let constructor = "crate::create_linalg_generalize_named_ops_pass()";
  let dependentDialects = ["::linalg::register"];
}

// The declarations of the convert-elementwise-to-linalg,
// convert-linalg-to-affine-loops, convert-linalg-to-loops,
// convert-linalg-to-parallel-loops, linalg-named-op-conversion,
// linalg-inline-scalar-operands, linalg-generalize-named-ops and
// linalg-specialize-generic-ops passes: their defs of MLIR 19's
// Dialect/Linalg/Passes.td, their C++ snippets rewritten in Rust; the
// other defs are not ported yet (upstream.diff).

include "mlir/Pass/PassBase.td"

def ConvertElementwiseToLinalgPass : Pass<"convert-elementwise-to-linalg", ""> {
  let summary = "Convert ElementwiseMappable ops to linalg";
  let description = [{
    Convert ops with the `ElementwiseMappable` trait to linalg parallel loops.

    This pass only converts ops that operate on ranked tensors. It can be
    run on op which contains linalg ops (most commonly a
    FunctionOpInterface op).
  }];
  let constructor = "crate::create_convert_elementwise_to_linalg_pass()";
  let dependentDialects = ["::linalg::register", "::memref::register"];
}

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

def LinalgNamedOpConversionPass: Pass<"linalg-named-op-conversion"> {
  let summary = "Convert from one named linalg op to another.";
  let constructor = "crate::create_linalg_named_op_conversion_pass()";
  let dependentDialects = ["::linalg::register", "::tensor::register"];
}

def LinalgInlineScalarOperandsPass : Pass<"linalg-inline-scalar-operands"> {
  let summary = "Inline scalar operands into linalg generic ops";
  let constructor = "crate::create_linalg_inline_scalar_operands_pass()";
  let dependentDialects = [
    "::linalg::register"
  ];
}

def LinalgGeneralizeNamedOpsPass : Pass<"linalg-generalize-named-ops"> {
  let summary = "Convert named ops into generic ops";
  let constructor = "crate::create_linalg_generalize_named_ops_pass()";
  let dependentDialects = ["::linalg::register"];
}

def LinalgSpecializeGenericOpsPass : Pass<"linalg-specialize-generic-ops"> {
  let summary = "Convert generic ops back to named ops";
  let constructor = "crate::create_linalg_specialize_generic_ops_pass()";
  let dependentDialects = ["::linalg::register"];
}

// The declarations of the convert-elementwise-to-linalg,
// convert-linalg-to-affine-loops, convert-linalg-to-loops,
// convert-linalg-to-parallel-loops, linalg-named-op-conversion,
// linalg-inline-scalar-operands, linalg-generalize-named-ops,
// linalg-specialize-generic-ops and linalg-detensorize passes: their defs of MLIR 19's
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

def LinalgDetensorizePass : InterfacePass<"linalg-detensorize", "FunctionOpInterface"> {
  let summary = "Detensorize linalg ops";
  let constructor = "crate::create_linalg_detensorize_pass()";
  let dependentDialects = [];

  let description = [{
    Detensoring is the process through which a tensor value is converted to one
    or potentially more primitive value(s). During this process, operations with
    such detensored operands are also converted to an equivalent form that works
    on primitives.

    The detensoring process is driven by linalg-on-tensor ops. In particular, a
    linalg-on-tensor op is checked to see whether *all* its operands can be
    detensored. If so, those operands are converted to their primitive
    counterparts and the linalg op is replaced by an equivalent op that takes
    those new primitive values as operands. Therefore, detensoring an op can be
    divided into 2 main logical phases:

    1. Detect/match an op that can be detensored.
    2. Detensor the operands of the op and replace it with a primitive
       equivalent.

    In addition to detensoring individual ops, this pass detensors internal
    control flow inside a function. All blocks except for the entry block are
    detensored by converting their arguments whenever possible.

    This can be run on any FunctionOpInterface op and must not be
    run on others. This is because it performs specific legalization of the
    blocks that make up the body, which it assumes has is a FunctionOpInterface.
  }];
  let options = [
    Option<"aggressiveMode", "aggressive-mode", "bool", /*default=*/"false",
           "Detensorize all ops that qualify for detensoring along with branch"
           " operands and basic-block arguments.">

  ];
}

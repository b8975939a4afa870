// The declaration of the convert-vector-to-scf pass: the def of MLIR 19's
// Conversion/Passes.td, its C++ snippets rewritten in Rust (upstream.diff).

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// VectorToSCF
//===----------------------------------------------------------------------===//

def ConvertVectorToSCF : Pass<"convert-vector-to-scf"> {
  let summary = "Lower the operations from the vector dialect into the SCF "
                "dialect";
  let constructor = "crate::create_convert_vector_to_scf_pass()";
  let dependentDialects = [
    "affine::register",
    "memref::register",
    "scf::register",
    "tensor::register"
  ];
  let options = [
    Option<"fullUnroll", "full-unroll", "bool", /*default=*/"false",
           "Perform full unrolling when converting vector transfers to SCF">,
    Option<"targetRank", "target-rank", "u32", /*default=*/"1",
           "Target vector rank to which transfer ops should be lowered">,
    Option<"lowerTensors", "lower-tensors", "bool", /*default=*/"false",
           "Lower transfer ops that operate on tensors">
  ];
}

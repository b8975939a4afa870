//===-- Passes.td - Vector pass definition file ------------*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_DIALECT_VECTOR_TRANSFORMS_PASSES
#define MLIR_DIALECT_VECTOR_TRANSFORMS_PASSES

include "mlir/Pass/PassBase.td"

def LowerVectorMaskPass : Pass<"lower-vector-mask", "func::FuncOp"> {
  let summary = "Lower 'vector.mask' operations";
  let constructor = "crate::lower_mask::create_lower_vector_mask_pass()";
}

def LowerVectorMultiReduction : Pass<"lower-vector-multi-reduction", "func::FuncOp"> {
  let summary = "Lower 'vector.multi_reduction' operations";
  let constructor = "crate::lower_multi_reduction::create_lower_vector_multi_reduction_pass()";
  let options = [
    Option<"loweringStrategy", "lowering-strategy", "crate::lower_multi_reduction::VectorMultiReductionLowering",
           /*default=*/"crate::lower_multi_reduction::VectorMultiReductionLowering::InnerParallel",
           "Select the strategy to control how multi_reduction is lowered.">
  ];
}

#endif // MLIR_DIALECT_VECTOR_TRANSFORMS_PASSES

// The declarations of the scf passes the port has: consecutive defs of MLIR
// 19's Dialect/SCF/Transforms/Passes.td, their C++ snippets rewritten in
// Rust, the collapsing test pass left out (upstream.diff).

include "mlir/Pass/PassBase.td"

def SCFBufferize : Pass<"scf-bufferize"> {
  let summary = "Bufferize the scf dialect.";
  let constructor = "::scf::create_scf_bufferize_pass()";
  let dependentDialects = ["::bufferization::register",
                           "::memref::register"];
}

def SCFForLoopCanonicalization
    : Pass<"scf-for-loop-canonicalization"> {
  let summary = "Canonicalize operations within scf.for loop bodies";
  let constructor = "::scf::create_for_loop_canonicalization_pass()";
  let dependentDialects = ["::affine::register", "::tensor::register",
                           "::memref::register"];
}

def SCFForLoopPeeling : Pass<"scf-for-loop-peeling"> {
  let summary = "Peel `for` loops at their upper bounds.";
  let constructor = "::scf::create_for_loop_peeling_pass()";
  let options = [
    Option<"peelFront", "peel-front", "bool",
           /*default=*/"false",
           "Peel the first iteration out of the loop.">,
    Option<"skipPartial", "skip-partial", "bool",
           /*default=*/"true",
           "Do not peel loops inside of the last, partial iteration of another "
           "already peeled loop.">
  ];
  let dependentDialects = ["::affine::register"];
}

def SCFForLoopSpecialization : Pass<"scf-for-loop-specialization"> {
  let summary = "Specialize `for` loops for vectorization";
  let constructor = "::scf::create_for_loop_specialization_pass()";
}

def SCFParallelLoopFusion : Pass<"scf-parallel-loop-fusion"> {
  let summary = "Fuse adjacent parallel loops";
  let constructor = "::scf::create_parallel_loop_fusion_pass()";
}

def SCFParallelLoopSpecialization
    : Pass<"scf-parallel-loop-specialization"> {
  let summary = "Specialize parallel loops for vectorization";
  let constructor = "::scf::create_parallel_loop_specialization_pass()";
}

def SCFParallelLoopTiling : Pass<"scf-parallel-loop-tiling"> {
  let summary = "Tile parallel loops";
  let constructor = "::scf::create_parallel_loop_tiling_pass()";
  let options = [
    ListOption<"tileSizes", "parallel-loop-tile-sizes", "i64",
               "Factors to tile parallel loops by">,
    Option<"noMinMaxBounds", "no-min-max-bounds", "bool",
           /*default=*/"false",
           "Perform tiling with fixed upper bound with inbound check "
           "inside the internal loops">
  ];
  let dependentDialects = ["::affine::register"];
}

def SCFForLoopRangeFolding : Pass<"scf-for-loop-range-folding"> {
  let summary = "Fold add/mul ops into loop range";
  let constructor = "::scf::create_for_loop_range_folding_pass()";
}

def SCFForallToForLoop : Pass<"scf-forall-to-for"> {
  let summary = "Convert SCF forall loops to SCF for loops";
  let constructor = "::scf::create_forall_to_for_loop_pass()";
}

def SCFForallToParallelLoop : Pass<"scf-forall-to-parallel"> {
  let summary = "Convert SCF forall loops to SCF parallel loops";
  let constructor = "::scf::create_forall_to_parallel_loop_pass()";
}

def SCFForToWhileLoop : Pass<"scf-for-to-while"> {
  let summary = "Convert SCF for loops to SCF while loops";
  let constructor = "::scf::create_for_to_while_loop_pass()";
  let description = [{
    This pass transforms SCF.ForOp operations to SCF.WhileOp. The For loop
    condition is placed in the 'before' region of the while operation, and the
    induction variable incrementation and loop body in the 'after' region.
    The loop carried values of the while op are the induction variable (IV) of
    the for-loop + any iter_args specified for the for-loop.
    Any 'yield' ops in the for-loop are rewritten to additionally yield the
    (incremented) induction variable.

    ```mlir
    # Before:
      scf.for %i = %c0 to %arg1 step %c1 {
        %0 = arith.addi %arg2, %arg2 : i32
        memref.store %0, %arg0[%i] : memref<?xi32>
      }

    # After:
      %0 = scf.while (%i = %c0) : (index) -> index {
        %1 = arith.cmpi slt, %i, %arg1 : index
        scf.condition(%1) %i : index
      } do {
      ^bb0(%i: index):
        %1 = arith.addi %i, %c1 : index
        %2 = arith.addi %arg2, %arg2 : i32
        memref.store %2, %arg0[%i] : memref<?xi32>
        scf.yield %1 : index
      }
    ```
  }];
}

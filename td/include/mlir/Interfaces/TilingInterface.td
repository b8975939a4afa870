//===- TilingInterface.td - tiling of ops --------------------*- tablegen -*-===//
//
// Part of the `td` crate. The interfaces of ops that can be tiled (split
// into tiles computed by a loop nest) and of reductions that can be
// computed in partial steps. The project has no tiling transformations
// yet, so the interfaces declare no methods; dialect files include this
// one as upstream's do.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_TILINGINTERFACE
#define MLIR_TILINGINTERFACE

include "mlir/IR/OpBase.td"

def TilingInterface : OpInterface<"TilingInterface"> {
  let description = [{
    An op whose iteration space can be split into tiles, each computed by
    a slice of the op.
  }];
  let cppNamespace = "::ir::interfaces";
}

def PartialReductionOpInterface : OpInterface<"PartialReductionOpInterface"> {
  let description = [{
    A reduction that can be computed as partial reductions merged at the
    end.
  }];
  let cppNamespace = "::ir::interfaces";
}

#endif // MLIR_TILINGINTERFACE

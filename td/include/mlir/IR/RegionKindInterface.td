//===- RegionKindInterface.td - SSA CFG and graph regions ----*- tablegen -*-===//
//
// Part of the `td` crate. Ops say whether each of their regions is an SSA
// control-flow graph (dominance applies) or a graph region (it does not).
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_IR_REGIONKINDINTERFACE
#define MLIR_IR_REGIONKINDINTERFACE

include "mlir/IR/OpBase.td"

def RegionKindInterface : OpInterface<"RegionKindInterface"> {
  let description = [{
    Tells the verifier the kind of each region of the op: `SsaCfg` regions
    have blocks executed in order and values must dominate their uses;
    `Graph` regions have no control flow and no dominance requirement.
    Regions of ops without this interface are SSA CFG regions.
  }];
  let cppNamespace = "::ir::interfaces";
  let methods = [
    StaticInterfaceMethod<"The kind of region `index`.",
      "::ir::interfaces::RegionKind", "getRegionKind", (ins "usize":$index)>,
    StaticInterfaceMethod<"Whether region `index` requires dominance.",
      "bool", "hasSSADominance", (ins "usize":$index), [{}],
      [{ <Self as ::ir::interfaces::RegionKindInterface>::get_region_kind(ctx, index) == ::ir::interfaces::RegionKind::SsaCfg }]>,
  ];
}

// Every region of the op is a graph region.
def HasOnlyGraphRegion : NativeOpTrait<"HasOnlyGraphRegion">;

// One block, no terminator, graph semantics.
def GraphRegionNoTerminator : TraitList<[
  NoTerminator, SingleBlock, RegionKindInterface, HasOnlyGraphRegion
]>;

#endif // MLIR_IR_REGIONKINDINTERFACE

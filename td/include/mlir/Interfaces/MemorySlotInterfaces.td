//===- MemorySlotInterfaces.td - promotable memory slots -----*- tablegen -*-===//
//
// Part of the `td` crate. The interfaces upstream's `mem2reg` and `sroa`
// passes use to promote or split memory slots (allocations, the loads and
// stores through them). The passes are not ported yet, so the interfaces
// only mark which ops take part; their methods come with the passes.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_MEMORYSLOTINTERFACES
#define MLIR_INTERFACES_MEMORYSLOTINTERFACES

include "mlir/IR/OpBase.td"

def PromotableAllocationOpInterface
    : OpInterface<"PromotableAllocationOpInterface"> {
  let description = [{
    An op allocating memory slots whose values can be promoted to SSA values.
  }];
  let cppNamespace = "::ir::interfaces";
}

def PromotableMemOpInterface : OpInterface<"PromotableMemOpInterface"> {
  let description = [{
    An op reading or writing a memory slot, removable once it is promoted.
  }];
  let cppNamespace = "::ir::interfaces";
}

def PromotableOpInterface : OpInterface<"PromotableOpInterface"> {
  let description = [{
    An op using a memory slot that can drop that use once it is promoted.
  }];
  let cppNamespace = "::ir::interfaces";
}

def DestructurableAllocationOpInterface
    : OpInterface<"DestructurableAllocationOpInterface"> {
  let description = [{
    An op allocating an aggregate that can be split into one slot per field.
  }];
  let cppNamespace = "::ir::interfaces";
}

def SafeMemorySlotAccessOpInterface
    : OpInterface<"SafeMemorySlotAccessOpInterface"> {
  let description = [{
    An op whose accesses to a memory slot stay within the slot.
  }];
  let cppNamespace = "::ir::interfaces";
}

def DestructurableAccessorOpInterface
    : OpInterface<"DestructurableAccessorOpInterface"> {
  let description = [{
    An op accessing one field of a destructurable slot.
  }];
  let cppNamespace = "::ir::interfaces";
}

def DestructurableTypeInterface : TypeInterface<"DestructurableTypeInterface"> {
  let description = [{
    A type whose values can be split into independent fields.
  }];
  let cppNamespace = "::ir::interfaces";
}

#endif // MLIR_INTERFACES_MEMORYSLOTINTERFACES

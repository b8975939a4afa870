//===- MemorySlotInterfaces.td - promotable memory slots -----*- tablegen -*-===//
//
// Part of the `td` crate. The interfaces upstream's `mem2reg` and `sroa`
// passes use to promote memory slots to SSA values or split them into one
// slot per field: allocations, the loads and stores through them, the ops
// that can drop a use of a slot pointer. The methods are upstream's with
// Rust types (`::ir::interfaces::MemorySlot`, `DestructurableMemorySlot`,
// `DeletionKind`, `SlotIndices`); a set of uses is a slice of
// `::ir::OpOperand`, and the `DataLayout` parameters are left out (the
// runtime has no data layout).
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
  let methods = [
    InterfaceMethod<[{
        The slots promotion should be attempted on, which this op owns. Only
        the allocation's own semantics count (not how the pointer is used);
        the content must only be reachable through loads and stores to the
        slot pointer. No IR mutation.
      }], "::std::vec::Vec<::ir::interfaces::MemorySlot>", "getPromotableSlots",
      (ins "&::ir::Context":$ctx)>,
    InterfaceMethod<[{
        The value of the slot before any store, built with `builder` (at the
        start of the block defining the slot pointer); it must dominate every
        use of the pointer.
      }], "::ir::Value", "getDefaultValue",
      (ins "&::ir::interfaces::MemorySlot":$slot,
           "&mut ::ir::OpBuilder":$builder)>,
    InterfaceMethod<[{
        Called for each block argument promotion adds for one of this op's
        slots; `builder` is at the start of the block.
      }], "()", "handleBlockArgument",
      (ins "&::ir::interfaces::MemorySlot":$slot, "::ir::Value":$argument,
           "&mut ::ir::OpBuilder":$builder)>,
    InterfaceMethod<[{
        Called once one of this op's slots is promoted (it may erase the
        default value if unused); returns a new promotable allocator when
        this op had several slots.
      }], "::core::option::Option<::ir::Operation>", "handlePromotionComplete",
      (ins "&::ir::interfaces::MemorySlot":$slot, "::ir::Value":$defaultValue,
           "&mut ::ir::OpBuilder":$builder)>,
  ];
}

def PromotableMemOpInterface : OpInterface<"PromotableMemOpInterface"> {
  let description = [{
    An op loading from or storing to memory slots, strictly within their
    bounds; when it does both on one slot, the load comes first.
  }];
  let cppNamespace = "::ir::interfaces";
  let methods = [
    InterfaceMethod<"Whether the op loads from `slot`. No IR mutation.",
      "bool", "loadsFrom",
      (ins "&::ir::Context":$ctx, "&::ir::interfaces::MemorySlot":$slot)>,
    InterfaceMethod<"Whether the op stores to `slot`. No IR mutation.",
      "bool", "storesTo",
      (ins "&::ir::Context":$ctx, "&::ir::interfaces::MemorySlot":$slot)>,
    InterfaceMethod<[{
        The value the op stores to `slot` (called once per promotion, on ops
        that store to it); `builder` is just after the op. No deletion, no
        new use of the slot, no change of control flow.
      }], "::ir::Value", "getStored",
      (ins "&::ir::interfaces::MemorySlot":$slot,
           "&mut ::ir::OpBuilder":$builder, "::ir::Value":$reachingDef)>,
    InterfaceMethod<[{
        Whether the op can stop using `blockingUses` when `slot` is
        promoted; uses of its results that must go too are pushed to
        `newBlockingUses`. No IR mutation.
      }], "bool", "canUsesBeRemoved",
      (ins "&::ir::Context":$ctx, "&::ir::interfaces::MemorySlot":$slot,
           "&[::ir::OpOperand]":$blockingUses,
           "&mut ::std::vec::Vec<::ir::OpOperand>":$newBlockingUses)>,
    InterfaceMethod<[{
        Makes the op stop using the slot, `reachingDefinition` being the
        slot's value just before it; deletes nothing, but returns whether
        the op is to be erased. `builder` is just after the op.
      }], "::ir::interfaces::DeletionKind", "removeBlockingUses",
      (ins "&::ir::interfaces::MemorySlot":$slot,
           "&[::ir::OpOperand]":$blockingUses,
           "&mut ::ir::OpBuilder":$builder, "::ir::Value":$reachingDefinition)>,
  ];
}

def PromotableOpInterface : OpInterface<"PromotableOpInterface"> {
  let description = [{
    An op that can be changed or erased so that it no longer uses a value
    (a blocking use), when that allows a memory slot's promotion.
  }];
  let cppNamespace = "::ir::interfaces";
  let methods = [
    InterfaceMethod<[{
        Whether the op can stop using `blockingUses`; uses of its results
        that must go too are pushed to `newBlockingUses`. No IR mutation.
      }], "bool", "canUsesBeRemoved",
      (ins "&::ir::Context":$ctx, "&[::ir::OpOperand]":$blockingUses,
           "&mut ::std::vec::Vec<::ir::OpOperand>":$newBlockingUses)>,
    InterfaceMethod<[{
        Makes the op stop using `blockingUses` without the slot's value;
        deletes nothing, but returns whether the op is to be erased.
      }], "::ir::interfaces::DeletionKind", "removeBlockingUses",
      (ins "&[::ir::OpOperand]":$blockingUses,
           "&mut ::ir::OpBuilder":$builder)>,
    InterfaceMethod<[{
        Whether `visitReplacedValues` is to be called once every blocking use
        is removed.
      }], "bool", "requiresReplacedValues", (ins "&::ir::Context":$ctx), [{}],
      [{ false }]>,
    InterfaceMethod<[{
        Sees the values that replaced the slot (each storing op and what it
        stored); `builder` is just after the op. No deletion.
      }], "()", "visitReplacedValues",
      (ins "&[(::ir::Operation, ::ir::Value)]":$mutatedDefs,
           "&mut ::ir::OpBuilder":$builder), [{}], [{ }]>,
  ];
}

def DestructurableAllocationOpInterface
    : OpInterface<"DestructurableAllocationOpInterface"> {
  let description = [{
    An op allocating aggregates that can be split into smaller allocations.
  }];
  let cppNamespace = "::ir::interfaces";
  let methods = [
    InterfaceMethod<[{
        The slots destructuring should be attempted on, with the types of
        their fields by index (the slot type implements
        `DestructurableTypeInterface`). No IR mutation.
      }], "::std::vec::Vec<::ir::interfaces::DestructurableMemorySlot>",
      "getDestructurableSlots", (ins "&mut ::ir::Context":$ctx)>,
    InterfaceMethod<[{
        Creates one slot per index of `usedIndices` (in that order), pushing
        the new allocators to `newAllocators`; the original slot remains.
        `builder` is at the start of the block defining the slot pointer.
      }], "::std::collections::HashMap<::ir::Attribute, ::ir::interfaces::MemorySlot>",
      "destructure",
      (ins "&::ir::interfaces::DestructurableMemorySlot":$slot,
           "&::ir::interfaces::SlotIndices":$usedIndices,
           "&mut ::ir::OpBuilder":$builder,
           "&mut ::std::vec::Vec<::ir::Operation>":$newAllocators)>,
    InterfaceMethod<[{
        Called once the original slot is no longer used; returns a new
        destructurable allocator if it creates one.
      }], "::core::option::Option<::ir::Operation>",
      "handleDestructuringComplete",
      (ins "&::ir::interfaces::DestructurableMemorySlot":$slot,
           "&mut ::ir::OpBuilder":$builder)>,
  ];
}

def SafeMemorySlotAccessOpInterface
    : OpInterface<"SafeMemorySlotAccessOpInterface"> {
  let description = [{
    An op using memory slots safely: within the bounds their type implies.
  }];
  let cppNamespace = "::ir::interfaces";
  let methods = [
    InterfaceMethod<[{
        Whether every access of the op to `slot` is safe, provided the slots
        it pushes to `mustBeSafelyUsed` are used safely too. No IR mutation
        (the context is mutable to build the types of those slots).
      }], "bool", "ensureOnlySafeAccesses",
      (ins "&mut ::ir::Context":$ctx, "&::ir::interfaces::MemorySlot":$slot,
           "&mut ::std::vec::Vec<::ir::interfaces::MemorySlot>":$mustBeSafelyUsed)>,
  ];
}

def DestructurableAccessorOpInterface
    : OpInterface<"DestructurableAccessorOpInterface"> {
  let description = [{
    An op accessing a field of a destructurable slot.
  }];
  let cppNamespace = "::ir::interfaces";
  let methods = [
    InterfaceMethod<[{
        Whether the op can use the slots destructuring `slot` creates
        instead; it adds the indices it accesses to `usedIndices`, and the
        new slots it makes to `mustBeSafelyUsed`. No IR mutation (the context
        is mutable to build the types of those slots).
      }], "bool", "canRewire",
      (ins "&mut ::ir::Context":$ctx,
           "&::ir::interfaces::DestructurableMemorySlot":$slot,
           "&mut ::ir::interfaces::SlotIndices":$usedIndices,
           "&mut ::std::vec::Vec<::ir::interfaces::MemorySlot>":$mustBeSafelyUsed)>,
    InterfaceMethod<[{
        Makes the op use `subslots` instead of `slot`; deletes nothing, but
        returns whether the op is to be erased.
      }], "::ir::interfaces::DeletionKind", "rewire",
      (ins "&::ir::interfaces::DestructurableMemorySlot":$slot,
           "&::std::collections::HashMap<::ir::Attribute, ::ir::interfaces::MemorySlot>":$subslots,
           "&mut ::ir::OpBuilder":$builder)>,
  ];
}

def DestructurableTypeInterface : TypeInterface<"DestructurableTypeInterface"> {
  let description = [{
    A type whose values can be split into fields indexed by attributes
    (`::ir::interfaces::DestructurableType` in Rust, where builtin types
    take external models).
  }];
  let cppNamespace = "::ir::interfaces";
  let methods = [
    InterfaceMethod<[{
        The fields' types by index, or `None` if the type cannot be split.
      }], "::core::option::Option<::std::collections::HashMap<::ir::Attribute, ::ir::Type>>",
      "getSubelementIndexMap", (ins "&mut ::ir::Context":$ctx)>,
    InterfaceMethod<[{
        The type at `index`, if one can be computed (coherent with
        `getSubelementIndexMap`).
      }], "::core::option::Option<::ir::Type>", "getTypeAtIndex",
      (ins "&::ir::Context":$ctx, "::ir::Attribute":$index)>,
  ];
}

#endif // MLIR_INTERFACES_MEMORYSLOTINTERFACES

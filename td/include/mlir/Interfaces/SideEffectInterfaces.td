//===- SideEffectInterfaces.td - memory effects, speculation -*- tablegen -*-===//
//
// Part of the `td` crate. Memory effects (`MemRead`, `MemWrite`, ...), the
// traits that declare them (`MemoryEffects`, `NoMemoryEffect`) and
// speculation (`Pure` = no memory effect and always speculatable).
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_SIDEEFFECTS
#define MLIR_INTERFACES_SIDEEFFECTS

include "mlir/Interfaces/SideEffectInterfaceBase.td"

def MemoryEffectsOpInterface
    : EffectOpInterfaceBase<"MemoryEffectOpInterface",
                            "::ir::effects::MemoryEffect"> {
  let description = [{
    Reports the memory effects of an op: which resources or values it
    allocates, frees, reads or writes.
  }];
  let cppNamespace = "::ir::interfaces";
}

// A memory effect.
class MemoryEffect<string effectName, Resource resource, int stage,
                   EffectRange range>
    : SideEffect<MemoryEffectsOpInterface, effectName, resource, stage, range>;

// The trait declaring an op's memory effects.
class MemoryEffects<list<MemoryEffect> effects = []>
    : SideEffectsTraitBase<MemoryEffectsOpInterface, effects>;

// Allocation, release, read and write of `resource`; the `...At` forms
// take the stage first. As decorators (`Arg<AnyMemRef, "", [MemRead]>`) they
// apply to the decorated value.
class MemAlloc<Resource resource, int stage = 0,
               EffectRange range = PartialEffect>
    : MemoryEffect<"::ir::effects::MemoryEffect::Allocate", resource, stage,
                   range>;
def MemAlloc : MemAlloc<DefaultResource, 0, PartialEffect>;
class MemAllocAt<int stage, EffectRange range = PartialEffect>
    : MemAlloc<DefaultResource, stage, range>;

class MemFree<Resource resource, int stage = 0,
              EffectRange range = PartialEffect>
    : MemoryEffect<"::ir::effects::MemoryEffect::Free", resource, stage, range>;
def MemFree : MemFree<DefaultResource, 0, PartialEffect>;
class MemFreeAt<int stage, EffectRange range = PartialEffect>
    : MemFree<DefaultResource, stage, range>;

class MemRead<Resource resource, int stage = 0,
              EffectRange range = PartialEffect>
    : MemoryEffect<"::ir::effects::MemoryEffect::Read", resource, stage, range>;
def MemRead : MemRead<DefaultResource, 0, PartialEffect>;
class MemReadAt<int stage, EffectRange range = PartialEffect>
    : MemRead<DefaultResource, stage, range>;

class MemWrite<Resource resource, int stage = 0,
               EffectRange range = PartialEffect>
    : MemoryEffect<"::ir::effects::MemoryEffect::Write", resource, stage,
                   range>;
def MemWrite : MemWrite<DefaultResource, 0, PartialEffect>;
class MemWriteAt<int stage, EffectRange range = PartialEffect>
    : MemWrite<DefaultResource, stage, range>;

// The op touches no memory.
def NoMemoryEffect : MemoryEffects<[]>;

// The op's effects are those of the ops in its regions.
def RecursiveMemoryEffects : NativeOpTrait<"HasRecursiveMemoryEffects">;

// Implementations of `ConditionallySpeculatable` for the two common cases.
def RecursivelySpeculatableImplTrait
    : NativeOpTrait<"RecursivelySpeculatableImplTrait">;
def AlwaysSpeculatableImplTrait
    : NativeOpTrait<"AlwaysSpeculatableImplTrait">;

def ConditionallySpeculatable : OpInterface<"ConditionallySpeculatable"> {
  let description = [{
    Says whether an op may be executed speculatively, i.e. hoisted to a place
    where it would not have run, without changing the program's meaning.
  }];
  let cppNamespace = "::ir::interfaces";
  let methods = [
    InterfaceMethod<[{
        Whether the op can be speculated: never, always, or when the ops in
        its regions can.
      }],
      "::ir::interfaces::Speculatability", "getSpeculatability", (ins)>
  ];
}

// Speculatable whatever its operands.
def AlwaysSpeculatable
    : TraitList<[ConditionallySpeculatable, AlwaysSpeculatableImplTrait]>;
// Speculatable when the ops in its regions are.
def RecursivelySpeculatable
    : TraitList<[ConditionallySpeculatable, RecursivelySpeculatableImplTrait]>;

// No memory effect and always speculatable.
def Pure : TraitList<[AlwaysSpeculatable, NoMemoryEffect]>;

// The classic manual's name for an op without side effects; new code says
// `Pure` (or `NoMemoryEffect` when the op must not be speculated).
def NoSideEffect : MemoryEffects<[]>,
                   Deprecated<"use `Pure` or `NoMemoryEffect` instead">;

#endif // MLIR_INTERFACES_SIDEEFFECTS

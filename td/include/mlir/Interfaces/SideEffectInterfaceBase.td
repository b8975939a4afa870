//===- SideEffectInterfaceBase.td - side effect machinery ----*- tablegen -*-===//
//
// Part of the `td` crate. The pieces from which effect interfaces are made:
// resources an effect acts on, the interface that lists an op's effects, the
// decorators that attach effects to operands and results, and the trait
// that declares an op's effects statically.
//
// Interface method names keep MLIR's camelCase spelling; the Rust emitter
// turns them into snake case (`getEffects` -> `get_effects`).
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_SIDEEFFECTS_BASE
#define MLIR_INTERFACES_SIDEEFFECTS_BASE

include "mlir/IR/OpBase.td"

// Something effects act on, named by a Rust path to a value implementing
// `::ir::effects::Resource`.
class Resource<string resourceName> {
  string name = resourceName;
}

// A resource the IR crate defines.
class IntrinsicResource<string resourceName>
    : Resource<"::ir::effects::" # resourceName>;

// Memory in general, when nothing more precise is known.
def DefaultResource : IntrinsicResource<"DefaultResource">;
// The stack space of the nearest `AutomaticAllocationScope`.
def AutomaticAllocationScopeResource
    : IntrinsicResource<"AutomaticAllocationScopeResource">;

// An op interface listing effects of kind `baseEffect` (a Rust type).
class EffectOpInterfaceBase<string name, string baseEffect>
    : OpInterface<name> {
  let methods = [
    InterfaceMethod<[{
        Appends every effect the op has to `effects`.
      }],
      "()", "getEffects",
      (ins "&mut ::std::vec::Vec<::ir::effects::EffectInstance<" # baseEffect
             # ">>":$effects)>,
  ];
  let extraClassDeclaration = [{
    /// Whether the op has no effect at all.
    fn has_no_effect(&self, ctx: &::ir::Context) -> bool {
        let mut effects = ::std::vec::Vec::new();
        self.get_effects(ctx, &mut effects);
        effects.is_empty()
    }

    /// The effects the op has on `value`.
    fn get_effects_on_value(
        &self,
        ctx: &::ir::Context,
        value: ::ir::Value,
    ) -> ::std::vec::Vec<::ir::effects::EffectInstance<}] # baseEffect # [{>> {
        let mut effects = ::std::vec::Vec::new();
        self.get_effects(ctx, &mut effects);
        effects.retain(|effect| effect.value() == ::core::option::Option::Some(value));
        effects
    }
  }];
  string baseEffectName = baseEffect;
}

// Whether an effect covers all of the resource or only part of it.
class EffectRange<bits<1> val> {
  bits<1> Value = val;
}
def FullEffect : EffectRange<1>;
def PartialEffect : EffectRange<0>;

// An effect `effectName` (a Rust path) of `interface`'s kind on
// `resourceReference`, happening at stage `effectStage` (effects of lower
// stages happen first). Used as an operand or result decorator, or listed
// in a `SideEffectsTraitBase`.
class SideEffect<EffectOpInterfaceBase interface, string effectName,
                 Resource resourceReference, int effectStage,
                 EffectRange range>
    : OpVariableDecorator {
  string baseEffectName = interface.baseEffectName;
  string interfaceTrait = interface.trait;
  string cppNamespace = interface.cppNamespace;
  string effect = effectName;
  string resource = resourceReference.name;
  int stage = effectStage;
  bit effectOnFullRegion = range.Value;
}

// Declares that the op implements `parentInterface` with exactly the
// effects `staticEffects` (plus those of its decorated operands/results).
class SideEffectsTraitBase<EffectOpInterfaceBase parentInterface,
                           list<SideEffect> staticEffects>
    : OpInterfaceTrait<""> {
  let trait = parentInterface.trait;
  string cppNamespace = parentInterface.cppNamespace;
  string baseEffectName = parentInterface.baseEffectName;
  list<SideEffect> effects = staticEffects;
}

#endif // MLIR_INTERFACES_SIDEEFFECTS_BASE

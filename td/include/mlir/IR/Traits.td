//===- Traits.td - trait kinds -------------------------------*- tablegen -*-===//
//
// Part of the `td` crate. Traits attach properties and verification to ops,
// attributes and types. A native trait is a Rust trait implemented by hand in
// the `ir` crate (or the dialect); a predicate trait is checked by a Rust
// expression generated into the verifier.
//
//===----------------------------------------------------------------------===//

#ifndef TRAITS_TD
#define TRAITS_TD

include "mlir/IR/Constraints.td"

// The root of all traits.
class Trait;

// Several traits given where one is expected; the list is flattened.
class TraitList<list<Trait> props> : Trait {
  list<Trait> traits = props;
}

// A trait implemented in Rust. `name` is the trait's name; `entityType` is
// "Op", "Attribute" or "Type" and selects the module the trait lives in:
// `::ir::op_traits`, `::ir::attribute_traits` or `::ir::type_traits`.
// The two code fields are Rust items added to the implementing wrapper.
class NativeTrait<string name, string entityType,
                  code extraClassDeclaration = [{}],
                  code extraClassDefinition = [{}]> : Trait {
  string trait = name;
  string cppNamespace = "::ir::" # !tolower(entityType) # "_traits";
  code extraConcreteClassDeclaration = extraClassDeclaration;
  code extraConcreteClassDefinition = extraClassDefinition;
}

// A native trait with parameters, written as `name<params>` (in Rust the
// parameters become generic arguments of the trait).
class ParamNativeTrait<string prop, string params, string entityType>
    : NativeTrait<prop # "<" # params # ">", entityType>;

// A trait the generator handles itself; nothing is emitted for it by name.
class GenInternalTrait<string prop, string entityType> : Trait {
  string trait = "::ir::" # !tolower(entityType) # "_traits::" # prop;
}

// A trait verified by a predicate over the whole entity.
class PredTrait<string descr, Pred pred> : Trait {
  string summary = descr;
  Pred predicate = pred;
}

#endif // TRAITS_TD

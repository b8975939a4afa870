//===- Interfaces.td - op, attribute and type interfaces -----*- tablegen -*-===//
//
// Part of the `td` crate. An interface is a set of methods that ops,
// attributes or types implement; it becomes a Rust trait, plus a way to
// query it on an opaque `::ir::Operation` (or attribute, or type).
//
// Method code is Rust. In a method body or default implementation, `$_op`
// (`$_attr`, `$_type`) is the implementing wrapper value, `$_ctx` the
// `&::ir::Context`, and `$_self` the implementing value as seen by the
// interface.
//
//===----------------------------------------------------------------------===//

#ifndef INTERFACES_TD
#define INTERFACES_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/Constraints.td"
include "mlir/IR/Traits.td"

// The trait an interface attaches to the entities implementing it.
class InterfaceTrait<string name> : NativeTrait<"", ""> {
  let trait = name;
  let cppNamespace = "";
  // Rust items added to every implementer.
  code extraTraitClassDeclaration = "";
}

// The op flavour: `verifyBody` is a Rust block returning
// `Result<(), ::ir::Diagnostic>` run by the op verifier (after the regions'
// verification when `verifyWithRegions` is set).
class OpInterfaceTrait<string name, code verifyBody = [{}],
                       list<Trait> traits = []>
    : InterfaceTrait<name> {
  code verify = verifyBody;
  bit verifyWithRegions = 0;
  list<Trait> dependentTraits = traits;
}

// A method of an interface. `retTy` is the Rust return type and `args`
// `(ins "RustType":$name, ...)`. `methodBody` implements the method for
// every implementer (they cannot override it); `defaultImplementation` is a
// default they may override.
class InterfaceMethod<string desc, string retTy, string methodName,
                      dag args = (ins), code methodBody = [{}],
                      code defaultImplementation = [{}]> {
  string description = desc;
  string name = methodName;
  string returnType = retTy;
  dag arguments = args;
  code body = methodBody;
  code defaultBody = defaultImplementation;
}

// A method without a receiver (an associated function of the trait).
class StaticInterfaceMethod<string desc, string retTy, string methodName,
                            dag args = (ins), code methodBody = [{}],
                            code defaultImplementation = [{}]>
    : InterfaceMethod<desc, retTy, methodName, args, methodBody,
                      defaultImplementation>;

// What all interfaces share. `name` is the Rust trait's name, in the module
// `cppNamespace`; `baseInterfacesArg` are supertraits.
class Interface<string name, list<Interface> baseInterfacesArg = []> {
  string description = "";
  string cppInterfaceName = name;
  string cppNamespace = "";
  list<InterfaceMethod> methods = [];
  // Rust items added to the trait (`extraClassDeclaration`), or to both the
  // trait and its implementers (`extraSharedClassDeclaration`).
  code extraClassDeclaration = "";
  code extraSharedClassDeclaration = "";
  // An extra Rust `bool` condition (of `$_op`, `$_attr` or `$_type`) that
  // must hold for an entity to count as implementing the interface.
  code extraClassOf = "";
  list<Interface> baseInterfaces = baseInterfacesArg;
}

// An attribute interface; as a constraint it accepts attributes that
// implement it.
class AttrInterface<string name, list<Interface> baseInterfaces = []>
    : Interface<name, baseInterfaces>, InterfaceTrait<name>,
      Attr<CPred<"$_ctx.attr_has_interface($_self, \"" # name # "\")">,
           name # " instance"> {
  let storageType = "::ir::Attribute";
  let returnType = "::ir::Attribute";
  let convertFromStorage = "$_self";
}

// An op interface.
class OpInterface<string name, list<Interface> baseInterfaces = []>
    : Interface<name, baseInterfaces>, OpInterfaceTrait<name>;

// A type interface; as a constraint it accepts types that implement it.
class TypeInterface<string name, list<Interface> baseInterfaces = []>
    : Interface<name, baseInterfaces>, InterfaceTrait<name>,
      Type<CPred<"$_ctx.type_has_interface($_self, \"" # name # "\")">,
           name # " instance">;

// Mixin: the named methods are implemented by the entity even though the
// interface gives them a default.
class DeclareInterfaceMethods<list<string> overridenMethods = []> {
  list<string> alwaysOverriddenMethods = overridenMethods;
}

// Use `interface` and declare (rather than inherit) its methods that have a
// default implementation and appear in `overridenMethods`.
class DeclareAttrInterfaceMethods<AttrInterface interface,
                                  list<string> overridenMethods = []>
    : DeclareInterfaceMethods<overridenMethods>,
      AttrInterface<interface.cppInterfaceName, interface.baseInterfaces> {
  let description = interface.description;
  let cppInterfaceName = interface.cppInterfaceName;
  let cppNamespace = interface.cppNamespace;
  let methods = interface.methods;
  let baseInterfaces = interface.baseInterfaces;
}

class DeclareOpInterfaceMethods<OpInterface interface,
                                list<string> overridenMethods = []>
    : DeclareInterfaceMethods<overridenMethods>,
      OpInterface<interface.cppInterfaceName, interface.baseInterfaces> {
  let description = interface.description;
  let cppInterfaceName = interface.cppInterfaceName;
  let cppNamespace = interface.cppNamespace;
  let methods = interface.methods;
  let baseInterfaces = interface.baseInterfaces;
}

class DeclareTypeInterfaceMethods<TypeInterface interface,
                                  list<string> overridenMethods = []>
    : DeclareInterfaceMethods<overridenMethods>,
      TypeInterface<interface.cppInterfaceName, interface.baseInterfaces> {
  let description = interface.description;
  let cppInterfaceName = interface.cppInterfaceName;
  let cppNamespace = interface.cppNamespace;
  let methods = interface.methods;
  let baseInterfaces = interface.baseInterfaces;
}

#endif // INTERFACES_TD

//===- DialectBase.td - the Dialect record ------------------*- tablegen -*-===//
//
// Part of the `td` crate. A dialect groups ops, attributes and types under
// one namespace; ODS emits a registration function for it.
//
//===----------------------------------------------------------------------===//

#ifndef DIALECTBASE_TD
#define DIALECTBASE_TD

include "mlir/IR/Utils.td"

class Dialect {
  // The namespace of the dialect's ops in the IR text (`toy` in `toy.add`).
  string name = ?;

  // One line and longer Markdown documentation.
  string summary = ?;
  string description = ?;

  // Dialects whose entities this dialect creates, loaded together with it
  // (Rust paths of their registration functions' modules).
  list<string> dependentDialects = [];

  // Discardable attributes the dialect defines on foreign ops, as
  // `(ins Type:$name, ...)`.
  dag discardableAttrs = (ins);

  // The Rust module path that generated items are placed in (upstream: a
  // C++ namespace). Defaults to the dialect name.
  string cppNamespace = name;

  // Rust items added to the generated dialect type's `impl` block.
  code extraClassDeclaration = "";

  // Hooks the dialect author implements by hand in Rust.
  bit hasConstantMaterializer = 0;
  bit hasNonDefaultDestructor = 0;
  bit hasOperationAttrVerify = 0;
  bit hasRegionArgAttrVerify = 0;
  bit hasRegionResultAttrVerify = 0;
  bit hasOperationInterfaceFallback = 0;

  // Generate the attribute / type printer and parser that dispatch on the
  // mnemonics of the dialect's AttrDefs / TypeDefs.
  bit useDefaultAttributePrinterParser = 0;
  bit useDefaultTypePrinterParser = 0;

  // The dialect contributes canonicalization patterns of its own.
  bit hasCanonicalizer = 0;

  // Ops of this dialect that were not declared may still be created.
  bit isExtensible = 0;

  // Inherent attributes are stored as properties.
  bit usePropertiesForAttributes = 1;
}

#endif // DIALECTBASE_TD

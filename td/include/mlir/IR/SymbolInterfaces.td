//===- SymbolInterfaces.td - symbols and symbol tables -------*- tablegen -*-===//
//
// Part of the `td` crate. Ops that define a symbol (a name in the nearest
// symbol table), ops that use symbols, and the symbol table trait.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_IR_SYMBOLINTERFACES
#define MLIR_IR_SYMBOLINTERFACES

include "mlir/IR/OpBase.td"

def Symbol : OpInterface<"SymbolOpInterface"> {
  let description = [{
    An op that defines a symbol: a name (the `sym_name` attribute) and a
    visibility (public, private or nested) within the closest op that is a
    `SymbolTable`.
  }];
  let cppNamespace = "::ir::interfaces";
  let methods = [
    InterfaceMethod<"The name of the symbol.",
      "::ir::Attribute", "getNameAttr", (ins "&::ir::Context":$ctx),
      [{}], [{ ::ir::interfaces::symbol_name_attr(ctx, $_op.operation()) }]>,
    InterfaceMethod<"Renames the symbol (its uses are not updated).",
      "()", "setName", (ins "&mut ::ir::Context":$ctx, "&str":$name),
      [{}], [{ ::ir::interfaces::set_symbol_name(ctx, $_op.operation(), name) }]>,
    InterfaceMethod<"The visibility of the symbol.",
      "::ir::interfaces::Visibility", "getVisibility",
      (ins "&::ir::Context":$ctx),
      [{}], [{ ::ir::interfaces::symbol_visibility(ctx, $_op.operation()) }]>,
    InterfaceMethod<"Whether the symbol is nested.",
      "bool", "isNested", (ins "&::ir::Context":$ctx), [{}],
      [{ self.get_visibility(ctx) == ::ir::interfaces::Visibility::Nested }]>,
    InterfaceMethod<"Whether the symbol is private.",
      "bool", "isPrivate", (ins "&::ir::Context":$ctx), [{}],
      [{ self.get_visibility(ctx) == ::ir::interfaces::Visibility::Private }]>,
    InterfaceMethod<"Whether the symbol is public.",
      "bool", "isPublic", (ins "&::ir::Context":$ctx), [{}],
      [{ self.get_visibility(ctx) == ::ir::interfaces::Visibility::Public }]>,
    InterfaceMethod<"Sets the visibility.",
      "()", "setVisibility",
      (ins "&mut ::ir::Context":$ctx, "::ir::interfaces::Visibility":$visibility),
      [{}],
      [{ ::ir::interfaces::set_symbol_visibility(ctx, $_op.operation(), visibility) }]>,
    InterfaceMethod<"Makes the symbol nested.",
      "()", "setNested", (ins "&mut ::ir::Context":$ctx), [{}],
      [{ self.set_visibility(ctx, ::ir::interfaces::Visibility::Nested) }]>,
    InterfaceMethod<"Makes the symbol private.",
      "()", "setPrivate", (ins "&mut ::ir::Context":$ctx), [{}],
      [{ self.set_visibility(ctx, ::ir::interfaces::Visibility::Private) }]>,
    InterfaceMethod<"Makes the symbol public.",
      "()", "setPublic", (ins "&mut ::ir::Context":$ctx), [{}],
      [{ self.set_visibility(ctx, ::ir::interfaces::Visibility::Public) }]>,
    InterfaceMethod<"The ops under `from` that use this symbol.",
      "::std::vec::Vec<::ir::Operation>", "getSymbolUses",
      (ins "&::ir::Context":$ctx, "::ir::Operation":$from), [{}],
      [{ ::ir::interfaces::symbol_uses(ctx, $_op.operation(), from) }]>,
    InterfaceMethod<"Whether no op under `from` uses this symbol.",
      "bool", "symbolKnownUseEmpty",
      (ins "&::ir::Context":$ctx, "::ir::Operation":$from), [{}],
      [{ self.get_symbol_uses(ctx, from).is_empty() }]>,
    InterfaceMethod<"Makes every use of this symbol under `from` refer to "
                    "`newSymbol` instead.",
      "()", "replaceAllSymbolUses",
      (ins "&mut ::ir::Context":$ctx, "&str":$newSymbol, "::ir::Operation":$from),
      [{}],
      [{ ::ir::interfaces::replace_symbol_uses(ctx, $_op.operation(), newSymbol, from) }]>,
    InterfaceMethod<"Whether the op may leave its symbol name out.",
      "bool", "isOptionalSymbol", (ins "&::ir::Context":$ctx), [{}],
      [{ false }]>,
    InterfaceMethod<"Whether the op may be erased once its symbol is unused.",
      "bool", "canDiscardOnUseEmpty", (ins "&::ir::Context":$ctx), [{}],
      [{ self.is_private(ctx) }]>,
    InterfaceMethod<"Whether this is a declaration of a symbol defined "
                    "elsewhere.",
      "bool", "isDeclaration", (ins "&::ir::Context":$ctx), [{}],
      [{ false }]>,
  ];
  let verify = [{ ::ir::interfaces::verify_symbol_op($_ctx, $_op.operation(),
      ::ir::interfaces::SymbolOpInterface::is_optional_symbol($_op, $_ctx),
      ::ir::interfaces::SymbolOpInterface::is_declaration($_op, $_ctx)) }];
}

def SymbolUserOpInterface : OpInterface<"SymbolUserOpInterface"> {
  let description = [{
    An op that refers to symbols and checks, once per symbol table, that the
    symbols it uses exist and have the expected kind.
  }];
  let cppNamespace = "::ir::interfaces";
  let methods = [
    InterfaceMethod<"Checks the symbols the op uses, looking them up in "
                    "`symbolTable`.",
      "::core::result::Result<(), ::ir::Diagnostic>", "verifySymbolUses",
      (ins "&::ir::Context":$ctx,
           "&::ir::interfaces::SymbolTableCollection":$symbolTable)>,
  ];
}

// The op's single region is a symbol table: the symbols defined directly
// in it have unique names.
def SymbolTable : NativeOpTrait<"SymbolTable">;

#endif // MLIR_IR_SYMBOLINTERFACES

//===- AttrTypeBase.td - dialect attributes and types --------*- tablegen -*-===//
//
// Part of the `td` crate. Definitions of a dialect's own attributes
// (`AttrDef`) and types (`TypeDef`): their parameters, builders, traits and
// assembly format. Each becomes a Rust type named `<name>Attr` / `<name>Type`
// in the dialect's module.
//
// The IR keeps a dialect attribute or type as its parameters (the
// generated `<name>AttrStorage` / `<name>TypeStorage` struct); predicates
// ask the generated handle (`<Foo as ::ir::AttrHandle>::classof`), and the
// getters of op arguments return the handle (see td/PREDICATES.md).
//
//===----------------------------------------------------------------------===//

#ifndef ATTRTYPEBASE_TD
#define ATTRTYPEBASE_TD

include "mlir/IR/CommonAttrConstraints.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/IR/Constraints.td"
include "mlir/IR/DialectBase.td"
include "mlir/IR/Traits.td"

//===----------------------------------------------------------------------===//
// Traits of attributes and types
//===----------------------------------------------------------------------===//

// Native traits live in `::ir::attribute_traits` and `::ir::type_traits`.
class NativeAttrTrait<string name, code extraAttrDeclaration = [{}],
                      code extraAttrDefinition = [{}]>
    : NativeTrait<name, "Attribute", extraAttrDeclaration, extraAttrDefinition>;
class ParamNativeAttrTrait<string prop, string params>
    : ParamNativeTrait<prop, params, "Attribute">;
class GenInternalAttrTrait<string prop> : GenInternalTrait<prop, "Attribute">;
class PredAttrTrait<string descr, Pred pred> : PredTrait<descr, pred>;

class NativeTypeTrait<string name, code extraTypeDeclaration = [{}],
                      code extraTypeDefinition = [{}]>
    : NativeTrait<name, "Type", extraTypeDeclaration, extraTypeDefinition>;
class ParamNativeTypeTrait<string prop, string params>
    : ParamNativeTrait<prop, params, "Type">;
class GenInternalTypeTrait<string prop> : GenInternalTrait<prop, "Type">;
class PredTypeTrait<string descr, Pred pred> : PredTrait<descr, pred>;

//===----------------------------------------------------------------------===//
// Builders
//===----------------------------------------------------------------------===//

// A custom constructor: `parameters` is `(ins "RustType":$name, ...)`,
// `bodyCode` the Rust body (with `$_ctx`; it returns the new value), and
// `returnTypeStr` the Rust return type when it is not the def's own type.
class AttrOrTypeBuilder<dag parameters, code bodyCode = "",
                        string returnTypeStr = ""> {
  dag dagParams = parameters;
  code body = bodyCode;
  string returnType = returnTypeStr;
  // The context comes from one of the parameters (for example a type)
  // instead of being passed first.
  bit hasInferredContextParam = 0;
}

class AttrBuilder<dag parameters, code bodyCode = "", string returnType = "">
    : AttrOrTypeBuilder<parameters, bodyCode, returnType>;
class TypeBuilder<dag parameters, code bodyCode = "", string returnType = "">
    : AttrOrTypeBuilder<parameters, bodyCode, returnType>;

class AttrOrTypeBuilderWithInferredContext<dag parameters, code bodyCode = "",
                                           string returnType = "">
    : TypeBuilder<parameters, bodyCode, returnType> {
  let hasInferredContextParam = 1;
}
class AttrBuilderWithInferredContext<dag parameters, code bodyCode = "",
                                     string returnType = "">
    : AttrOrTypeBuilderWithInferredContext<parameters, bodyCode, returnType>;
class TypeBuilderWithInferredContext<dag parameters, code bodyCode = "",
                                     string returnType = "">
    : AttrOrTypeBuilderWithInferredContext<parameters, bodyCode, returnType>;

//===----------------------------------------------------------------------===//
// AttrDef and TypeDef
//===----------------------------------------------------------------------===//

// What attribute and type definitions share. `valueType` is "Attr" or
// "Type"; `name` is the def's name within its dialect.
class AttrOrTypeDef<string valueType, string name, list<Trait> defTraits,
                    string baseCppClass> {
  // The Rust type the generated type wraps.
  string cppBaseClassName = baseCppClass;
  string description = "";
  // Name and module of the generated storage struct (the parameters).
  string storageClass = name # valueType # "Storage";
  string storageNamespace = "detail";
  bit genStorageClass = 1;
  bit hasStorageCustomConstructor = 0;
  // `(ins Parameter:$name, ...)`.
  dag parameters = (ins);
  list<AttrOrTypeBuilder> builders = ?;
  list<Trait> traits = defTraits;
  // The keyword after the dialect prefix in the IR text.
  string mnemonic = ?;
  string assemblyFormat = ?;
  bit hasCustomAssemblyFormat = 0;
  bit genAccessors = 1;
  bit skipDefaultBuilders = 0;
  // Generate a call to a hand-written `verify` over the parameters.
  bit genVerifyDecl = 0;
  // Rust items added to the generated type's `impl` block.
  code extraClassDeclaration = [{}];
  code extraClassDefinition = [{}];
}

// An attribute of `dialect`; also usable as an op argument.
class AttrDef<Dialect dialect, string name, list<Trait> traits = [],
              string baseCppClass = "::ir::Attribute">
    : DialectAttr<dialect, CPred<"">, "">,
      AttrOrTypeDef<"Attr", name, traits, baseCppClass> {
  string cppClassName = name # "Attr";
  let storageType = "::ir::Attribute";
  let returnType = dialect.cppNamespace # "::" # cppClassName;
  string cppType = dialect.cppNamespace # "::" # cppClassName;
  string attrName = dialect.name # "." # mnemonic;
  let convertFromStorage = dialect.cppNamespace # "::" # cppClassName
                           # "::from_attribute_unchecked($_self)";
  let predicate = CPred<"<" # dialect.cppNamespace # "::" # cppClassName
                        # " as ::ir::AttrHandle>::classof($_ctx, $_self)">;
}

// A type of `dialect`; also usable as an operand or result constraint.
class TypeDef<Dialect dialect, string name, list<Trait> traits = [],
              string baseCppClass = "::ir::Type">
    : DialectType<dialect, CPred<"">, "", name # "Type">,
      AttrOrTypeDef<"Type", name, traits, baseCppClass> {
  string cppType = dialect.cppNamespace # "::" # cppClassName;
  string typeName = dialect.name # "." # mnemonic;
  let builderCall = !if(!empty(parameters),
                        "::ir::Type::from(" # dialect.cppNamespace # "::"
                          # cppClassName # "::get_in($_builder))",
                        "");
  let predicate = CPred<"<" # dialect.cppNamespace # "::" # cppClassName
                        # " as ::ir::TypeHandle>::classof($_ctx, $_self)">;
}

//===----------------------------------------------------------------------===//
// Parameters
//===----------------------------------------------------------------------===//

// One parameter of an AttrDef/TypeDef. `type` is the Rust type stored and
// compared; `accessorType` the type the getter returns (defaults to `type`).
// Code fields use `$_self` (the value), `$_lhs`/`$_rhs` (comparator),
// `$_printer`/`$_parser` (assembly hooks).
class AttrOrTypeParameter<string type, string desc, string accessorType = ""> {
  // Rust has no storage allocator; kept for dialects that set it.
  code allocator = ?;
  // A Rust `bool` expression comparing `$_lhs` and `$_rhs` (`==` if unset).
  code comparator = ?;
  string cppType = type;
  string cppAccessorType = !if(!empty(accessorType), type, accessorType);
  // The owned type kept in the storage struct.
  string cppStorageType = cppType;
  // Turns the stored value (`$_self`) into the accessor's value.
  string convertFromStorage = "$_self";
  string summary = desc;
  // The syntax shown in documentation.
  string syntax = ?;
  // Custom assembly hooks (Rust).
  string parser = ?;
  string printer = ?;
  // Makes the parameter optional in the assembly format: the value used when
  // it is absent (a Rust expression), or "" when it is required.
  string defaultValue = "";
  // Upstream's C++ type of the parameter, which the error after a failed
  // parse names ("" for `cppType`).
  string mlirCppType = "";
}

class AttrParameter<string type, string desc, string accessorType = "">
    : AttrOrTypeParameter<type, desc, accessorType>;
class TypeParameter<string type, string desc, string accessorType = "">
    : AttrOrTypeParameter<type, desc, accessorType>;

// A parameter that may be left out; absent means `Default::default()`.
class OptionalParameter<string type, string desc = "">
    : AttrOrTypeParameter<type, desc> {
  let defaultValue = "<" # cppStorageType # " as ::core::default::Default>::default()";
}

// A parameter with the default `value` (a Rust expression).
class DefaultValuedParameter<string type, string value, string desc = "">
    : AttrOrTypeParameter<type, desc> {
  let defaultValue = value;
}

// A string, stored as `String` and read as `&str`.
class StringRefParameter<string desc = "", string value = "">
    : AttrOrTypeParameter<"&str", desc> {
  let printer = "$_printer.print_string($_self)";
  let cppStorageType = "::std::string::String";
  let convertFromStorage = "$_self.as_str()";
  let defaultValue = value;
}

// A float, compared bit for bit (so that NaNs and signed zeros are kept).
class APFloatParameter<string desc> : AttrOrTypeParameter<"f64", desc> {
  let comparator = "$_lhs.to_bits() == $_rhs.to_bits()";
}

// A list of `arrayOf`, stored as a `Vec` and read as a slice.
class ArrayRefParameter<string arrayOf, string desc = "">
    : AttrOrTypeParameter<"&[" # arrayOf # "]", desc> {
  let mlirCppType = "::llvm::ArrayRef<" # arrayOf # ">";
  let cppStorageType = "::std::vec::Vec<" # arrayOf # ">";
  let convertFromStorage = "$_self.as_slice()";
}

// An optional list (absent reads as an empty slice).
class OptionalArrayRefParameter<string arrayOf, string desc = "">
    : OptionalParameter<"&[" # arrayOf # "]", desc> {
  let mlirCppType = "::llvm::ArrayRef<" # arrayOf # ">";
  let cppStorageType = "::std::vec::Vec<" # arrayOf # ">";
  let convertFromStorage = "$_self.as_slice()";
  let comparator = "$_lhs[..] == $_rhs[..]";
}

// A parameter that owns its data; in Rust ownership makes the C++ allocator
// hook unnecessary, so these are plain parameters.
class SelfAllocationParameter<string type, string desc>
    : AttrOrTypeParameter<type, desc>;

class ArrayRefOfSelfAllocationParameter<string arrayOf, string desc>
    : AttrOrTypeParameter<"&[" # arrayOf # "]", desc> {
  let mlirCppType = "::llvm::ArrayRef<" # arrayOf # ">";
  let cppStorageType = "::std::vec::Vec<" # arrayOf # ">";
  let convertFromStorage = "$_self.as_slice()";
}

// The type of a typed attribute, `derivedType` (a Rust type); when absent in
// the IR text it is built by `typeBuilder`, or is the none type.
class AttributeSelfTypeParameter<string desc, string derivedType = "::ir::Type",
                                 string typeBuilder = "">
    : AttrOrTypeParameter<derivedType, desc> {
  let defaultValue = !if(!and(!empty(typeBuilder),
                              !eq(derivedType, "::ir::Type")),
                         "$_builder.none_type()", typeBuilder);
}

// An attribute `#dialect.attrMnemonic[...]` holding a list of `eltName`
// values; the getter returns the slice.
class ArrayOfAttr<Dialect dialect, string name, string attrMnemonic,
                  string eltName, list<Trait> traits = []>
    : AttrDef<dialect, name, traits> {
  let parameters = (ins OptionalArrayRefParameter<eltName>:$value);
  let mnemonic = attrMnemonic;
  let assemblyFormat = "`[` (`]`) : ($value^ `]`)?";
  let returnType = "&[" # eltName # "]";
  let constBuilderCall = "::ir::Attribute::from(" # dialect.cppNamespace # "::"
                         # name # "Attr::get($_builder, $0))";
  let convertFromStorage = cppType # "::from_attribute_unchecked($_self).value($_ctx)";
  let extraClassDeclaration = [{
    /// The number of elements.
    pub fn len(self, ctx: &::ir::Context) -> usize {
        self.value(ctx).len()
    }

    /// Whether the list is empty.
    pub fn is_empty(self, ctx: &::ir::Context) -> bool {
        self.value(ctx).is_empty()
    }
  }];
}

#endif // ATTRTYPEBASE_TD

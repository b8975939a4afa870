//===- CommonAttrConstraints.td - builtin attribute kinds ----*- tablegen -*-===//
//
// Part of the `td` crate. Attribute constraints and the attribute kinds ODS
// arguments use: integers, floats, strings, types, arrays, dense arrays,
// elements, symbol references, and the wrappers that make an attribute
// optional, defaulted or further constrained.
//
// An `Attr` describes three Rust views of one attribute:
//   storageType         how it is stored: always `::ir::Attribute`;
//   returnType          the value getters return (`i32`, `f64`, `&str`, ...);
//   convertFromStorage  a Rust expression turning the stored `$_self`
//                       (an `::ir::Attribute`) into that value, with `$_ctx`;
//   constBuilderCall    a Rust expression building the attribute from the
//                       value `$0`, with `$_builder` (`&mut ::ir::OpBuilder`).
// Getters run on verified ops, so conversions may rely on the predicate.
//
//===----------------------------------------------------------------------===//

#ifndef COMMON_ATTR_CONSTRAINTS_TD
#define COMMON_ATTR_CONSTRAINTS_TD

include "mlir/IR/Constraints.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/IR/DialectBase.td"

//===----------------------------------------------------------------------===//
// Attr and its wrappers
//===----------------------------------------------------------------------===//

class Attr<Pred condition, string summary = ""> :
    AttrConstraint<condition, summary> {
  code storageType = ?;
  code returnType = ?;
  code convertFromStorage = "$_self";
  // Builds the attribute from a Rust value `$0`; unset when the value alone
  // is not enough.
  string constBuilderCall = ?;
  // A Rust expression of `returnType` used when the attribute is absent.
  string defaultValue = ?;
  // The type of the attribute's value, for typed attributes.
  Type valueType = ?;
  // The op is valid without this attribute.
  bit isOptional = 0;
  // The attribute this one wraps (for `OptionalAttr` and friends).
  Attr baseAttr = ?;
  // The Rust module that the storage and return types are relative to.
  string cppNamespace = "";
  // Upstream's `storageType`: the C++ class of the attribute, which the
  // parsers generated from assembly formats check the parsed attribute's
  // kind against ("invalid kind of attribute specified").
  string mlirStorageType = "Attribute";
  string description = "";
}

// An attribute defined by dialect `d`.
class DialectAttr<Dialect d, Pred condition, string summary = ""> :
    Attr<condition, summary> {
  Dialect dialect = d;
  let cppNamespace = d.cppNamespace;
}

// `attr`, taking the value `val` (a Rust expression of its return type) when
// absent. Builders accept the raw value as a trailing defaulted parameter.
class DefaultValuedAttr<Attr attr, string val> :
    Attr<attr.predicate, attr.summary> {
  let mlirStorageType = attr.mlirStorageType;
  let storageType = attr.storageType;
  let returnType = attr.returnType;
  let convertFromStorage = attr.convertFromStorage;
  let constBuilderCall = attr.constBuilderCall;
  let defaultValue = val;
  let valueType = attr.valueType;
  let baseAttr = attr;
}

// Like `DefaultValuedAttr`, but the getter reports absence instead of
// substituting the default (the default is used by the assembly format).
class DefaultValuedOptionalAttr<Attr attr, string val> :
    Attr<attr.predicate, attr.summary> {
  let mlirStorageType = attr.mlirStorageType;
  let storageType = attr.storageType;
  let returnType = attr.returnType;
  let convertFromStorage = attr.convertFromStorage;
  let constBuilderCall = attr.constBuilderCall;
  let defaultValue = val;
  let valueType = attr.valueType;
  let isOptional = 1;
  let baseAttr = attr;
}

// `attr` or nothing. The getter returns `Option<returnType of attr>`; here
// `$_self` is an `Option<::ir::Attribute>`.
class OptionalAttr<Attr attr> : Attr<attr.predicate, attr.summary> {
  let mlirStorageType = attr.mlirStorageType;
  let storageType = attr.storageType;
  let returnType = "::core::option::Option<" # attr.returnType # ">";
  let convertFromStorage = "$_self.map(|stored| "
                           # !subst("$_self", "stored", attr.convertFromStorage)
                           # ")";
  let valueType = attr.valueType;
  let isOptional = 1;
  let baseAttr = attr;
}

// Defaulted string attributes: `val` is the text itself, not a Rust literal.
class DefaultValuedStrAttr<Attr attr, string val>
    : DefaultValuedAttr<attr, "\"" # val # "\"">;
class DefaultValuedOptionalStrAttr<Attr attr, string val>
    : DefaultValuedOptionalAttr<attr, "\"" # val # "\"">;

// An attribute holding a value of type `attrValType`. `attrKind` names the
// builder method (`integer_attr`, `float_attr`) that makes one from the
// type and the value `$0`.
class TypedAttrBase<Type attrValType, string attrKind, Pred condition,
                    string descr> :
    Attr<condition, descr> {
  let constBuilderCall = "{ let ty = " # attrValType.builderCall
                         # "; $_builder." # attrKind # "(ty, $0) }";
  let storageType = "::ir::Attribute";
  let valueType = attrValType;
  let mlirStorageType = !cond(!eq(attrKind, "integer_attr"): "IntegerAttr",
                               !eq(attrKind, "float_attr"): "FloatAttr",
                               true: "Attribute");
}

def AnyAttr : Attr<CPred<"true">, "any attribute"> {
  let storageType = "::ir::Attribute";
  let returnType = "::ir::Attribute";
  let convertFromStorage = "$_self";
  let constBuilderCall = "$0";
}

// One of `allowedAttrs`; the value is returned as `cppClassName` through
// `fromStorage`.
class AnyAttrOf<list<Attr> allowedAttrs, string summary = "",
                string cppClassName = "::ir::Attribute",
                string fromStorage = "$_self"> : Attr<
    Or<!foreach(a, allowedAttrs, a.predicate)>,
    !if(!empty(summary),
        !interleave(!foreach(a, allowedAttrs, a.summary), " or "),
        summary)> {
  let returnType = cppClassName;
  let convertFromStorage = fromStorage;
}

def LocationAttr : Attr<CPred<"$_ctx.attr_kind($_self) == ::ir::AttrKind::Location">,
                        "location attribute"> {
  let storageType = "::ir::Attribute";
  let returnType = "::ir::Attribute";
}

def BoolAttr : Attr<CPred<"$_ctx.attr_as_bool($_self).is_some()">,
                    "bool attribute"> {
  let mlirStorageType = "BoolAttr";
  let storageType = "::ir::Attribute";
  let returnType = "bool";
  let convertFromStorage = "$_ctx.attr_as_bool($_self).unwrap_or_default()";
  let valueType = I1;
  let constBuilderCall = "$_builder.bool_attr($0)";
}

//===----------------------------------------------------------------------===//
// Integer attributes
//===----------------------------------------------------------------------===//

// An integer attribute whose type satisfies `type`.
class _IntAttrPred<Type type> : And<[
  CPred<"$_ctx.attr_as_int($_self).is_some()">,
  SubstLeaves<"$_self", "$_ctx.attr_type($_self)", type.predicate>]>;

// The integer value, converted with `as` to `ty` (not to `i64`, which it
// is: clippy's unnecessary_cast).
class _IntAttrValue<string ty> {
  string ret = "$_ctx.attr_as_int($_self).unwrap_or_default()"
               # !if(!eq(ty, "i64"), "", " as " # ty);
}

def IndexAttr : TypedAttrBase<Index, "integer_attr", _IntAttrPred<Index>,
                              "index attribute"> {
  let returnType = "i64";
  let convertFromStorage = _IntAttrValue<"i64">.ret;
}

// An integer attribute of a width, any signedness.
class AnyIntegerAttrBase<AnyI attrValType, string descr>
    : TypedAttrBase<attrValType, "integer_attr", _IntAttrPred<attrValType>,
                    descr> {
  let returnType = "i64";
  let convertFromStorage = _IntAttrValue<"i64">.ret;
  let constBuilderCall = ?;
}

def AnyI1Attr : AnyIntegerAttrBase<AnyI1, "1-bit integer attribute">;
def AnyI8Attr : AnyIntegerAttrBase<AnyI8, "8-bit integer attribute">;
def AnyI16Attr : AnyIntegerAttrBase<AnyI16, "16-bit integer attribute">;
def AnyI32Attr : AnyIntegerAttrBase<AnyI32, "32-bit integer attribute">;
def AnyI64Attr : AnyIntegerAttrBase<AnyI64, "64-bit integer attribute">;

// Any integer attribute, of any width (`isa<IntegerAttr>`; the i64 its
// getter returns is truncated from values wider than 64 bits).
def APIntAttr : Attr<CPred<"$_ctx.as_apint($_self).is_some()">,
                     "arbitrary integer attribute"> {
  let mlirStorageType = "IntegerAttr";
  let storageType = "::ir::Attribute";
  let returnType = "i64";
  let convertFromStorage = _IntAttrValue<"i64">.ret;
}

class SignlessIntegerAttrBase<I attrValType, string descr>
    : TypedAttrBase<attrValType, "integer_attr", _IntAttrPred<attrValType>,
                    descr> {
  let returnType = "i64";
  let convertFromStorage = _IntAttrValue<"i64">.ret;
  let constBuilderCall = "{ let ty = " # attrValType.builderCall
                         # "; $_builder.integer_attr(ty, ($0) as i64) }";
}

// A signless integer attribute whose getter returns the Rust type `retType`.
class TypedSignlessIntegerAttrBase<I attrValType, string retType, string descr>
    : SignlessIntegerAttrBase<attrValType, descr> {
  let returnType = retType;
  let convertFromStorage = !if(!eq(retType, "bool"),
    "$_ctx.attr_as_int($_self).unwrap_or_default() != 0",
    _IntAttrValue<retType>.ret);
}

def I1Attr : TypedSignlessIntegerAttrBase<I1, "bool",
                                          "1-bit signless integer attribute">;
def I8Attr : TypedSignlessIntegerAttrBase<I8, "i8",
                                          "8-bit signless integer attribute">;
def I16Attr : TypedSignlessIntegerAttrBase<I16, "i16",
                                           "16-bit signless integer attribute">;
def I32Attr : TypedSignlessIntegerAttrBase<I32, "i32",
                                           "32-bit signless integer attribute">;
def I64Attr : TypedSignlessIntegerAttrBase<I64, "i64",
                                           "64-bit signless integer attribute">;

class SignedIntegerAttrBase<SI attrValType, string descr>
    : TypedAttrBase<attrValType, "integer_attr", _IntAttrPred<attrValType>,
                    descr> {
  let returnType = "i64";
  let convertFromStorage = _IntAttrValue<"i64">.ret;
  let constBuilderCall = "{ let ty = " # attrValType.builderCall
                         # "; $_builder.integer_attr(ty, ($0) as i64) }";
}

class TypedSignedIntegerAttrBase<SI attrValType, string retType, string descr>
    : SignedIntegerAttrBase<attrValType, descr> {
  let returnType = retType;
  let convertFromStorage = !if(!eq(retType, "bool"),
    "$_ctx.attr_as_int($_self).unwrap_or_default() != 0",
    _IntAttrValue<retType>.ret);
}

def SI1Attr : TypedSignedIntegerAttrBase<SI1, "bool",
                                         "1-bit signed integer attribute">;
def SI8Attr : TypedSignedIntegerAttrBase<SI8, "i8",
                                         "8-bit signed integer attribute">;
def SI16Attr : TypedSignedIntegerAttrBase<SI16, "i16",
                                          "16-bit signed integer attribute">;
def SI32Attr : TypedSignedIntegerAttrBase<SI32, "i32",
                                          "32-bit signed integer attribute">;
def SI64Attr : TypedSignedIntegerAttrBase<SI64, "i64",
                                          "64-bit signed integer attribute">;

class UnsignedIntegerAttrBase<UI attrValType, string descr>
    : TypedAttrBase<attrValType, "integer_attr", _IntAttrPred<attrValType>,
                    descr> {
  let returnType = "u64";
  let convertFromStorage = _IntAttrValue<"u64">.ret;
  let constBuilderCall = "{ let ty = " # attrValType.builderCall
                         # "; $_builder.integer_attr(ty, ($0) as i64) }";
}

class TypedUnsignedIntegerAttrBase<UI attrValType, string retType, string descr>
    : UnsignedIntegerAttrBase<attrValType, descr> {
  let returnType = retType;
  let convertFromStorage = !if(!eq(retType, "bool"),
    "$_ctx.attr_as_int($_self).unwrap_or_default() != 0",
    _IntAttrValue<retType>.ret);
}

def UI1Attr : TypedUnsignedIntegerAttrBase<UI1, "bool",
                                           "1-bit unsigned integer attribute">;
def UI8Attr : TypedUnsignedIntegerAttrBase<UI8, "u8",
                                           "8-bit unsigned integer attribute">;
def UI16Attr : TypedUnsignedIntegerAttrBase<UI16, "u16",
                                            "16-bit unsigned integer attribute">;
def UI32Attr : TypedUnsignedIntegerAttrBase<UI32, "u32",
                                            "32-bit unsigned integer attribute">;
def UI64Attr : TypedUnsignedIntegerAttrBase<UI64, "u64",
                                            "64-bit unsigned integer attribute">;

//===----------------------------------------------------------------------===//
// Float attributes
//===----------------------------------------------------------------------===//

// A float attribute of the float type `attrValType`; the getter returns
// `f64` (`f32` for `F32Attr`).
class FloatAttrBase<F attrValType, string descr>
    : TypedAttrBase<attrValType, "float_attr",
                    And<[CPred<"$_ctx.attr_as_float($_self).is_some()">,
                         SubstLeaves<"$_self", "$_ctx.attr_type($_self)",
                                     attrValType.predicate>]>,
                    descr> {
  let returnType = !if(!eq(attrValType.bitwidth, 32), "f32", "f64");
  // Values are held as f64: only f32 converts (a cast of f64 to itself is
  // a clippy warning in the generated code).
  let convertFromStorage = "$_ctx.attr_as_float($_self).unwrap_or_default()"
                           # !if(!eq(attrValType.bitwidth, 32), " as f32", "");
  let constBuilderCall = "{ let ty = " # attrValType.builderCall
                         # "; $_builder.float_attr(ty, "
                         # !if(!eq(attrValType.bitwidth, 32), "f64::from($0)", "$0")
                         # ") }";
}

def F32Attr : FloatAttrBase<F32, "32-bit float attribute">;
def F64Attr : FloatAttrBase<F64, "64-bit float attribute">;

//===----------------------------------------------------------------------===//
// String, type, unit and dictionary attributes
//===----------------------------------------------------------------------===//

// A string attribute; the getter returns `&str`.
class StringBasedAttr<Pred condition, string descr> : Attr<condition, descr> {
  let mlirStorageType = "StringAttr";
  let constBuilderCall = "$_builder.string_attr($0)";
  let storageType = "::ir::Attribute";
  let returnType = "&str";
  let convertFromStorage = "$_ctx.attr_as_str($_self).unwrap_or_default()";
  let valueType = NoneType;
}

def StrAttr : StringBasedAttr<CPred<"$_ctx.attr_as_str($_self).is_some()">,
                              "string attribute">;

// The name a symbol op is known by (`sym_name`).
def SymbolNameAttr
    : StringBasedAttr<CPred<"$_ctx.attr_as_str($_self).is_some()">,
                      "string attribute">;

// A string attribute whose value type is `ty` (for the assembly format).
class TypedStrAttr<Type ty>
    : StringBasedAttr<CPred<"$_ctx.attr_as_str($_self).is_some()">,
                      "string attribute"> {
  let valueType = ty;
}

// An attribute holding a type that satisfies `typePred`; the getter returns
// it as the Rust type `retType`.
class TypeAttrBase<string retType, string summary,
                   Pred typePred = CPred<"true">> :
    // `_held`: the predicate may not name it (`TypeAttr`'s is `true`).
    Attr<Concat<"$_ctx.attr_as_type($_self).is_some_and(|_held| ",
                SubstLeaves<"$_self", "_held", typePred>, ")">,
         summary> {
  let mlirStorageType = "TypeAttr";
  let storageType = "::ir::Attribute";
  let returnType = retType;
  let valueType = NoneType;
  let convertFromStorage =
    "$_ctx.attr_as_type($_self).expect(\"a verified type attribute holds a type\")";
}

def TypeAttr : TypeAttrBase<"::ir::Type", "any type attribute"> {
  let constBuilderCall = "$_builder.type_attr($0)";
}

// A type attribute whose type satisfies `ty`.
class TypeAttrOf<Type ty>
    : TypeAttrBase<ty.cppClassName, "type attribute of " # ty.summary,
                   ty.predicate> {
  let constBuilderCall = "$_builder.type_attr($0)";
}

// A flag: present or absent. `$_self` is an `Option<::ir::Attribute>` in the
// conversion; the getter returns `bool`. The builder call gives an
// `Option<::ir::Attribute>`: `None` (absent) for `false`.
def UnitAttr : Attr<CPred<"$_ctx.attr_kind($_self) == ::ir::AttrKind::Unit">, "unit attribute"> {
  let mlirStorageType = "UnitAttr";
  let storageType = "::ir::Attribute";
  let constBuilderCall = "($0).then(|| $_builder.unit_attr())";
  // `$_self` is an `Option<Attribute>`, or the stored `Attribute` inside
  // `OptionalAttr<UnitAttr>`.
  let convertFromStorage =
      "::core::option::Option::<::ir::Attribute>::from($_self).is_some()";
  let returnType = "bool";
  let defaultValue = "false";
  let valueType = NoneType;
  let isOptional = 1;
}

// A dictionary attribute; `$0` is a `&[(&str, ::ir::Attribute)]`.
class DictionaryAttrBase<Pred condition, string summary> :
    Attr<condition, summary> {
  let mlirStorageType = "DictionaryAttr";
  let storageType = "::ir::Attribute";
  let constBuilderCall = "$_builder.dictionary_attr($0)";
  let returnType = "::ir::Attribute";
  let valueType = NoneType;
  let convertFromStorage = "$_self";
}

def DictionaryAttr
    : DictionaryAttrBase<CPred<"$_ctx.attr_kind($_self) == ::ir::AttrKind::Dictionary">,
                         "dictionary of named attribute values">;

//===----------------------------------------------------------------------===//
// Elements and dense array attributes
//===----------------------------------------------------------------------===//

// Elements attributes are returned as the `::ir::Attribute` handle.
class ElementsAttrBase<Pred condition, string summary> :
    Attr<condition, summary> {
  let mlirStorageType = "ElementsAttr";
  let storageType = "::ir::Attribute";
  let returnType = "::ir::Attribute";
  let convertFromStorage = "$_self";
}

def ElementsAttr : ElementsAttrBase<CPred<"$_ctx.attr_has_interface($_self, \"ElementsAttr\")">,
                                    "constant vector/tensor attribute">;

// The element type of an elements attribute, as a Rust expression.
class _ElementsElemType {
  string ret = "$_ctx.element_type_or_self($_ctx.attr_type($_self))";
}

// Dense integer (or index) elements further checked by `condition`.
class IntElementsAttrBase<Pred condition, string summary> :
    ElementsAttrBase<And<[
      CPred<"$_ctx.attr_kind($_self) == ::ir::AttrKind::DenseElements">,
      SubstLeaves<"$_self", _ElementsElemType<>.ret,
                  AnySignlessIntegerOrIndex.predicate>,
      condition]>,
    summary> {
  let mlirStorageType = "DenseIntElementsAttr";
  let storageType = "::ir::Attribute";
  let returnType = "::ir::Attribute";
  let convertFromStorage = "$_self";
}

// A dense array: `denseAttrName` is kept for reference, `cppType` is the
// Rust element type of the getter's value and `summaryName` the element
// type's name (i1, i8, ..., f64), which the predicate checks. The IR keeps
// integer elements widened to `i64` and float elements widened to `f64`;
// for a dense array, `attr_type` is its element type.
class DenseArrayAttrBase<string denseAttrName, string cppType,
                         string summaryName> :
    ElementsAttrBase<
      And<[CPred<"$_ctx.dense_array_as_i64($_self).is_some() || "
                 "$_ctx.dense_array_as_f64($_self).is_some()">,
           SubstLeaves<"$_self", "$_ctx.attr_type($_self)",
                       !if(!eq(!substr(summaryName, 0, 1), "f"),
                           _FloatOfKind<!toupper(summaryName)>,
                           _IntOfSignedness<"Signless", !substr(summaryName, 1)>)>]>,
      summaryName # " dense array attribute"> {
  let description = "A dense array of " # summaryName # " values (upstream's `"
                    # denseAttrName # "`).";
  let mlirStorageType = denseAttrName;
  let storageType = "::ir::Attribute";
  let returnType = !cond(
    !eq(cppType, "bool"): "::std::vec::Vec<bool>",
    !eq(cppType, "i64"): "&[i64]",
    !eq(cppType, "f64"): "&[f64]",
    !eq(cppType, "f32"): "::std::vec::Vec<f32>",
    true: "::std::vec::Vec<" # cppType # ">");
  let convertFromStorage = !cond(
    !eq(cppType, "bool"):
      "$_ctx.dense_array_as_i64($_self).unwrap_or_default().iter().map(|&v| v != 0).collect()",
    !eq(cppType, "i64"): "$_ctx.dense_array_as_i64($_self).unwrap_or_default()",
    !eq(cppType, "f64"): "$_ctx.dense_array_as_f64($_self).unwrap_or_default()",
    !eq(cppType, "f32"):
      "$_ctx.dense_array_as_f64($_self).unwrap_or_default().iter().map(|&v| v as f32).collect()",
    true: "$_ctx.dense_array_as_i64($_self).unwrap_or_default().iter().map(|&v| v as "
          # cppType # ").collect()");
  let constBuilderCall = !cond(
    !eq(cppType, "bool"):
      "{ #[allow(clippy::useless_conversion)] let values: ::std::vec::Vec<i64> = ($0).iter().map(|&v| i64::from(v)).collect(); "
      "let ty = $_builder.integer_type(1, ::ir::Signedness::Signless); "
      "$_builder.dense_int_array_attr(ty, &values) }",
    !or(!eq(cppType, "f32"), !eq(cppType, "f64")):
      "{ #[allow(clippy::useless_conversion)] let values: ::std::vec::Vec<f64> = ($0).iter().map(|&v| f64::from(v)).collect(); "
      "let ty = $_builder.float_type(::ir::FloatKind::" # !toupper(summaryName) # "); "
      "$_builder.dense_float_array_attr(ty, &values) }",
    true:
      "{ #[allow(clippy::useless_conversion)] let values: ::std::vec::Vec<i64> = ($0).iter().map(|&v| i64::from(v)).collect(); "
      "let ty = $_builder.integer_type(" # !substr(summaryName, 1)
      # ", ::ir::Signedness::Signless); "
      "$_builder.dense_int_array_attr(ty, &values) }");
}

def DenseBoolArrayAttr : DenseArrayAttrBase<"DenseBoolArrayAttr", "bool", "i1">;
def DenseI8ArrayAttr : DenseArrayAttrBase<"DenseI8ArrayAttr", "i8", "i8">;
def DenseI16ArrayAttr : DenseArrayAttrBase<"DenseI16ArrayAttr", "i16", "i16">;
def DenseI32ArrayAttr : DenseArrayAttrBase<"DenseI32ArrayAttr", "i32", "i32">;
def DenseI64ArrayAttr : DenseArrayAttrBase<"DenseI64ArrayAttr", "i64", "i64">;
def DenseF32ArrayAttr : DenseArrayAttrBase<"DenseF32ArrayAttr", "f32", "f32">;
def DenseF64ArrayAttr : DenseArrayAttrBase<"DenseF64ArrayAttr", "f64", "f64">;

def IndexElementsAttr
    : IntElementsAttrBase<SubstLeaves<"$_self", _ElementsElemType<>.ret,
                                      Index.predicate>,
                          "index elements attribute">;

def AnyIntElementsAttr : IntElementsAttrBase<CPred<"true">,
                                             "integer elements attribute">;

// Dense integer elements of `width` bits, any signedness.
class IntElementsAttrOf<int width> : IntElementsAttrBase<
  SubstLeaves<"$_self", _ElementsElemType<>.ret, AnyI<width>.predicate>,
  width # "-bit integer elements attribute">;

def AnyI32ElementsAttr : IntElementsAttrOf<32>;
def AnyI64ElementsAttr : IntElementsAttrOf<64>;

// Dense signless integer elements of `width` bits. `$0` is a `&[i64]`
// built into a tensor of shape [N].
class SignlessIntElementsAttr<int width> : IntElementsAttrBase<
  SubstLeaves<"$_self", _ElementsElemType<>.ret, I<width>.predicate>,
  width # "-bit signless integer elements attribute"> {
  let constBuilderCall =
    "{ let values: &[i64] = &($0); "
    "let elem = $_builder.integer_type(" # width # ", ::ir::Signedness::Signless); "
    "let ty = $_builder.ranked_tensor_type(&[values.len() as i64], elem); "
    "$_builder.dense_int_elements_attr(ty, values) }";
}

def I32ElementsAttr : SignlessIntElementsAttr<32>;
def I64ElementsAttr : SignlessIntElementsAttr<64>;

// The shape of an elements attribute equals `dims`.
class _ElementsShapeIs<list<int> dims> : CPred<
  "$_ctx.shape($_ctx.attr_type($_self)) == ::core::option::Option::Some(&["
  # !interleave(dims, "i64, ") # !if(!empty(dims), "", "i64") # "][..])">;

class RankedSignlessIntElementsAttr<int width, list<int> dims>
    : SignlessIntElementsAttr<width> {
  let predicate = And<[SignlessIntElementsAttr<width>.predicate,
                       _ElementsShapeIs<dims>]>;
  let summary = width # "-bit signless int elements attribute of shape ["
                # !interleave(dims, ", ") # "]";
  let constBuilderCall =
    "{ let elem = $_builder.integer_type(" # width # ", ::ir::Signedness::Signless); "
    "let ty = $_builder.ranked_tensor_type(&[" # !interleave(dims, ", ")
    # "], elem); $_builder.dense_int_elements_attr(ty, &($0)) }";
}

class RankedI32ElementsAttr<list<int> dims>
    : RankedSignlessIntElementsAttr<32, dims>;
class RankedI64ElementsAttr<list<int> dims>
    : RankedSignlessIntElementsAttr<64, dims>;

// Dense float elements of the IEEE type of `width` bits. `$0` is a `&[f64]`
// built into a tensor of shape [N].
class FloatElementsAttr<int width> : ElementsAttrBase<
  And<[CPred<"$_ctx.attr_kind($_self) == ::ir::AttrKind::DenseElements">,
       SubstLeaves<"$_self", _ElementsElemType<>.ret, F<width>.predicate>]>,
  width # "-bit float elements attribute"> {
  let mlirStorageType = "DenseElementsAttr";
  let storageType = "::ir::Attribute";
  let returnType = "::ir::Attribute";
  let constBuilderCall =
    "{ let values: &[f64] = &($0); "
    "let elem = $_builder.float_type(::ir::FloatKind::F" # width # "); "
    "let ty = $_builder.ranked_tensor_type(&[values.len() as i64], elem); "
    "$_builder.dense_float_elements_attr(ty, values) }";
  let convertFromStorage = "$_self";
}

def F64ElementsAttr : FloatElementsAttr<64>;

class RankedFloatElementsAttr<int width, list<int> dims> : ElementsAttrBase<
  And<[CPred<"$_ctx.attr_kind($_self) == ::ir::AttrKind::DenseElements">,
       SubstLeaves<"$_self", _ElementsElemType<>.ret, F<width>.predicate>,
       _ElementsShapeIs<dims>]>,
  width # "-bit float elements attribute of shape ["
    # !interleave(dims, ", ") # "]"> {
  let mlirStorageType = "DenseFPElementsAttr";
  let storageType = "::ir::Attribute";
  let returnType = "::ir::Attribute";
  let constBuilderCall =
    "{ let elem = $_builder.float_type(::ir::FloatKind::F" # width # "); "
    "let ty = $_builder.ranked_tensor_type(&[" # !interleave(dims, ", ")
    # "], elem); $_builder.dense_float_elements_attr(ty, &($0)) }";
  let convertFromStorage = "$_self";
}

class RankedF32ElementsAttr<list<int> dims> : RankedFloatElementsAttr<32, dims>;
class RankedF64ElementsAttr<list<int> dims> : RankedFloatElementsAttr<64, dims>;

def StringElementsAttr : ElementsAttrBase<
  CPred<"$_ctx.attr_kind($_self) == ::ir::AttrKind::DenseStringElements">,
  "string elements attribute"> {
  let mlirStorageType = "DenseElementsAttr";
  let storageType = "::ir::Attribute";
  let returnType = "::ir::Attribute";
  let convertFromStorage = "$_self";
}

def AffineMapAttr : Attr<CPred<"$_ctx.attr_kind($_self) == ::ir::AttrKind::AffineMap">,
                         "AffineMap attribute"> {
  let mlirStorageType = "AffineMapAttr";
  let storageType = "::ir::Attribute";
  let returnType = "::ir::Attribute";
  let valueType = Index;
  let convertFromStorage = "$_self";
}

//===----------------------------------------------------------------------===//
// Array attributes
//===----------------------------------------------------------------------===//

// Array attributes are returned as the `::ir::Attribute` handle; `$0` of the
// builder is a `&[::ir::Attribute]`.
class ArrayAttrBase<Pred condition, string summary> : Attr<condition, summary> {
  let mlirStorageType = "ArrayAttr";
  let storageType = "::ir::Attribute";
  let returnType = "::ir::Attribute";
  let valueType = NoneType;
  let convertFromStorage = "$_self";
  let constBuilderCall = "$_builder.array_attr($0)";
}

def ArrayAttr : ArrayAttrBase<CPred<"$_ctx.attr_as_array($_self).is_some()">,
                              "array attribute">;

// An array whose every element satisfies `element`.
class TypedArrayAttrBase<Attr element, string summary> : ArrayAttrBase<
    And<[CPred<"$_ctx.attr_as_array($_self).is_some()">,
         Concat<"$_ctx.attr_as_array($_self).unwrap_or_default().iter()"
                ".all(|&elem| ",
                SubstLeaves<"$_self", "elem", element.predicate>,
                ")">]>,
    summary> {
  Attr elementAttr = element;
}

// An array of Rust values `$0` turned into element attributes by
// `elemBuilder` (of `value`).
class _ArrayOfBuilder<string elemBuilder> {
  string ret = "{ let elems: ::std::vec::Vec<::ir::Attribute> = ($0).iter()"
               ".map(|&value| " # elemBuilder # ").collect(); "
               "$_builder.array_attr(&elems) }";
}

def LocationArrayAttr : TypedArrayAttrBase<LocationAttr,
                                           "location array attribute">;
def AffineMapArrayAttr : TypedArrayAttrBase<AffineMapAttr,
                                            "AffineMap array attribute">;
def BoolArrayAttr : TypedArrayAttrBase<BoolAttr,
                                       "1-bit boolean array attribute"> {
  let constBuilderCall = _ArrayOfBuilder<"$_builder.bool_attr(value)">.ret;
}
def I32ArrayAttr : TypedArrayAttrBase<I32Attr,
                                      "32-bit integer array attribute"> {
  let constBuilderCall = _ArrayOfBuilder<
    "{ let ty = $_builder.integer_type(32, ::ir::Signedness::Signless); "
    "$_builder.integer_attr(ty, i64::from(value)) }">.ret;
}
def I64ArrayAttr : TypedArrayAttrBase<I64Attr,
                                      "64-bit integer array attribute"> {
  let constBuilderCall = _ArrayOfBuilder<
    "{ let ty = $_builder.integer_type(64, ::ir::Signedness::Signless); "
    "$_builder.integer_attr(ty, value) }">.ret;
}
// `I64ArrayAttr` whose getter returns the values as a `Vec<i64>`.
def I64SmallVectorArrayAttr
    : TypedArrayAttrBase<I64Attr, "64-bit integer array attribute"> {
  let returnType = "::std::vec::Vec<i64>";
  let convertFromStorage =
    "$_ctx.attr_as_array($_self).unwrap_or_default().iter()"
    ".map(|&elem| $_ctx.attr_as_int(elem).unwrap_or_default()).collect()";
  let constBuilderCall = I64ArrayAttr.constBuilderCall;
}
def F32ArrayAttr : TypedArrayAttrBase<F32Attr, "32-bit float array attribute"> {
  let constBuilderCall = _ArrayOfBuilder<
    "{ let ty = $_builder.float_type(::ir::FloatKind::F32); "
    "$_builder.float_attr(ty, f64::from(value)) }">.ret;
}
def F64ArrayAttr : TypedArrayAttrBase<F64Attr, "64-bit float array attribute"> {
  let constBuilderCall = _ArrayOfBuilder<
    "{ let ty = $_builder.float_type(::ir::FloatKind::F64); "
    "$_builder.float_attr(ty, value) }">.ret;
}
def StrArrayAttr : TypedArrayAttrBase<StrAttr, "string array attribute"> {
  let constBuilderCall = _ArrayOfBuilder<"$_builder.string_attr(value)">.ret;
}
def TypeArrayAttr : TypedArrayAttrBase<TypeAttr, "type array attribute"> {
  let constBuilderCall = _ArrayOfBuilder<"$_builder.type_attr(value)">.ret;
}
def IndexListArrayAttr
    : TypedArrayAttrBase<I64ArrayAttr,
                         "Array of 64-bit integer array attributes">;
def DictArrayAttr
    : TypedArrayAttrBase<DictionaryAttr, "Array of dictionary attributes">;

//===----------------------------------------------------------------------===//
// Symbol references
//===----------------------------------------------------------------------===//

// `@root` or `@root::@nested...`.
def SymbolRefAttr : Attr<CPred<"$_ctx.attr_as_symbol_ref($_self).is_some()">,
                         "symbol reference attribute"> {
  let mlirStorageType = "SymbolRefAttr";
  let storageType = "::ir::Attribute";
  let returnType = "::ir::Attribute";
  let valueType = NoneType;
  let constBuilderCall = "$_builder.symbol_ref_attr($0)";
  let convertFromStorage = "$_self";
}

// `@name` without nested references; the getter returns the name.
def FlatSymbolRefAttr : Attr<
    CPred<"$_ctx.attr_as_symbol_ref($_self).is_some_and(|(_, nested)| nested.is_empty())">,
    "flat symbol reference attribute"> {
  let mlirStorageType = "FlatSymbolRefAttr";
  let storageType = "::ir::Attribute";
  let returnType = "&str";
  let valueType = NoneType;
  let constBuilderCall = "$_builder.symbol_ref_attr($0)";
  let convertFromStorage =
    "$_ctx.attr_as_symbol_ref($_self).map(|(root, _)| root).unwrap_or_default()";
}

def SymbolRefArrayAttr
    : TypedArrayAttrBase<SymbolRefAttr, "symbol ref array attribute"> {
  let constBuilderCall = ?;
}

def FlatSymbolRefArrayAttr
    : TypedArrayAttrBase<FlatSymbolRefAttr, "flat symbol ref array attribute"> {
  let constBuilderCall = _ArrayOfBuilder<"$_builder.symbol_ref_attr(value)">.ret;
}

//===----------------------------------------------------------------------===//
// Derived and constant attributes
//===----------------------------------------------------------------------===//

// An attribute computed from the op rather than stored: `b` is the Rust body
// of the getter (with `$_op` and `$_ctx`), returning `ret`. `convert` turns
// the value (`$_self`) into an `::ir::Attribute` with `$_builder`, for
// generic printing.
class DerivedAttr<code ret, code b, code convert = ""> :
    Attr<CPred<"true">, "derived attribute"> {
  let returnType = ret;
  code body = b;
  let convertFromStorage = convert;
}

// A derived attribute whose value is a type.
class DerivedTypeAttr<code body> : DerivedAttr<"::ir::Type", body> {
  let convertFromStorage = "$_builder.type_attr($_self)";
}

// Matches (in DRR) or builds the attribute `attribute` with value `val`
// (a Rust expression). The predicate builds the constant with `$_builder`,
// so it is meant for rewrite patterns.
class ConstantAttr<Attr attribute, string val> : AttrConstraint<
    CPred<"$_self == " # !subst("$0", val, attribute.constBuilderCall)>,
    "constant attribute " # val> {
  Attr attr = attribute;
  string value = val;
}

class ConstF32Attr<string val> : ConstantAttr<F32Attr, val>;
def ConstBoolAttrFalse : ConstantAttr<BoolAttr, "false">;
def ConstBoolAttrTrue : ConstantAttr<BoolAttr, "true">;
def ConstUnitAttr : ConstantAttr<UnitAttr, "true">;

// A constant string attribute: `val` is the text.
class ConstantStrAttr<Attr attribute, string val>
    : ConstantAttr<attribute, "\"" # val # "\"">;

//===----------------------------------------------------------------------===//
// Constrained attributes and the primitive constraints
//===----------------------------------------------------------------------===//

// `attr` that must also satisfy every one of `constraints`.
class ConfinedAttr<Attr attr, list<AttrConstraint> constraints> : Attr<
    And<!listconcat([attr.predicate], !foreach(c, constraints, c.predicate))>,
    !foldl(attr.summary, constraints, acc, c, acc # " " # c.summary)> {
  let mlirStorageType = attr.mlirStorageType;
  let storageType = attr.storageType;
  let returnType = attr.returnType;
  let convertFromStorage = attr.convertFromStorage;
  let constBuilderCall = attr.constBuilderCall;
  let defaultValue = attr.defaultValue;
  let valueType = attr.valueType;
  let isOptional = attr.isOptional;
  let baseAttr = attr;
}

// The old name of `ConfinedAttr`.
class Confined<Attr attr, list<AttrConstraint> constraints>
    : ConfinedAttr<attr, constraints>;

// All of `constraints` hold.
class AllAttrOf<list<AttrConstraint> constraints> : AttrConstraint<
    And<!foreach(c, constraints, c.predicate)>,
    !interleave(!foreach(c, constraints, c.summary), " and ")>;

// The integer value of the attribute, as an `i64` expression.
class _IntValue {
  string ret = "$_ctx.attr_as_int($_self).unwrap_or_default()";
}

class IntNEQValue<int n> : AttrConstraint<
    CPred<_IntValue<>.ret # " != " # n>, "whose value is not " # n>;
class IntMinValue<int n> : AttrConstraint<
    CPred<_IntValue<>.ret # " >= " # n>, "whose minimum value is " # n>;
class IntMaxValue<int n> : AttrConstraint<
    CPred<_IntValue<>.ret # " <= " # n>, "whose maximum value is " # n>;
def IntNonNegative : AttrConstraint<
    CPred<_IntValue<>.ret # " >= 0">, "whose value is non-negative">;
def IntPositive : AttrConstraint<
    CPred<_IntValue<>.ret # " > 0">, "whose value is positive">;
def IntPowerOf2 : AttrConstraint<
    CPred<_IntValue<>.ret # " > 0 && (" # _IntValue<>.ret # " as u64).is_power_of_two()">,
    "whose value is a power of two > 0">;

// The number of elements of an array attribute.
class _ArrayLen {
  string ret = "$_ctx.attr_as_array($_self).map_or(0, |elems| elems.len())";
}

class ArrayMaxCount<int n> : AttrConstraint<
    CPred<_ArrayLen<>.ret # " <= " # n>, "with at most " # n # " elements">;
class ArrayMinCount<int n> : AttrConstraint<
    CPred<_ArrayLen<>.ret # " >= " # n>, "with at least " # n # " elements">;
class ArrayCount<int n> : AttrConstraint<
    CPred<_ArrayLen<>.ret # " == " # n>, "with exactly " # n # " elements">;

// The elements of the dense array `$_self` of kind `arrayType`, as a slice
// of `i64` (integer arrays) or `f64` (float arrays).
class _DenseArrayValues<DenseArrayAttrBase arrayType> {
  bit isFloat = !eq(!substr(arrayType.summary, 0, 1), "f");
  string ret = !if(isFloat, "$_ctx.dense_array_as_f64", "$_ctx.dense_array_as_i64")
               # "($_self).unwrap_or_default()";
  string zero = !if(isFloat, "0.0", "0");
}

class DenseArrayCount<int n> : AttrConstraint<
    CPred<"$_ctx.dense_array_as_i64($_self).map(|values| values.len())"
          ".or_else(|| $_ctx.dense_array_as_f64($_self).map(|values| values.len())) == "
          "::core::option::Option::Some(" # n # ")">,
    "with exactly " # n # " elements">;

class DenseArrayStrictlyPositive<DenseArrayAttrBase arrayType> : AttrConstraint<
    CPred<_DenseArrayValues<arrayType>.ret # ".iter().all(|&v| v > "
          # _DenseArrayValues<arrayType>.zero # ")">,
    "whose value is positive">;
class DenseArrayNonNegative<DenseArrayAttrBase arrayType> : AttrConstraint<
    CPred<_DenseArrayValues<arrayType>.ret # ".iter().all(|&v| v >= "
          # _DenseArrayValues<arrayType>.zero # ")">,
    "whose value is non-negative">;
// The manual's name for `DenseArrayNonNegative`.
class DenseArrayStrictlyNonNegative<DenseArrayAttrBase arrayType>
    : DenseArrayNonNegative<arrayType>;

class DenseArraySorted<DenseArrayAttrBase arrayType> : AttrConstraint<
    CPred<_DenseArrayValues<arrayType>.ret # ".windows(2).all(|w| w[0] <= w[1])">,
    "should be in non-decreasing order">;
class DenseArrayStrictlySorted<DenseArrayAttrBase arrayType> : AttrConstraint<
    CPred<_DenseArrayValues<arrayType>.ret # ".windows(2).all(|w| w[0] < w[1])">,
    "should be in increasing order">;

// The integer value of element `index` of an array attribute, if any.
class _NthInt<int index> {
  string ret = "$_ctx.attr_as_array($_self).and_then(|elems| elems.get(" # index
               # ").copied()).and_then(|elem| $_ctx.attr_as_int(elem))";
}

class IntArrayNthElemEq<int index, int value> : AttrConstraint<
    CPred<_NthInt<index>.ret # " == ::core::option::Option::Some(" # value # ")">,
    "whose " # index # "-th element must be " # value>;
class IntArrayNthElemMinValue<int index, int min> : AttrConstraint<
    CPred<_NthInt<index>.ret # ".is_some_and(|v| v >= " # min # ")">,
    "whose " # index # "-th element must be at least " # min>;
class IntArrayNthElemMaxValue<int index, int max> : AttrConstraint<
    CPred<_NthInt<index>.ret # ".is_some_and(|v| v <= " # max # ")">,
    "whose " # index # "-th element must be at most " # max>;
class IntArrayNthElemInRange<int index, int min, int max> : AttrConstraint<
    CPred<_NthInt<index>.ret # ".is_some_and(|v| (" # min # "..=" # max
          # ").contains(&v))">,
    "whose " # index # "-th element must be at least " # min
      # " and at most " # max>;

// The optional attribute is absent. `$_self` is an `Option<Attribute>`,
// or the `Attribute` of a present optional attribute (inside
// `ConfinedAttr<OptionalAttr<...>, ...>`).
def IsNullAttr : AttrConstraint<
    CPred<"::core::option::Option::<::ir::Attribute>::from($_self).is_none()">,
    "empty attribute (for optional attributes)">;

#endif // COMMON_ATTR_CONSTRAINTS_TD

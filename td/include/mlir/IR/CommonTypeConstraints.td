//===- CommonTypeConstraints.td - builtin type constraints ---*- tablegen -*-===//
//
// Part of the `td` crate. Constraints on builtin types: integers, floats,
// index, complex, vectors, tensors, memrefs and tuples, and the variadic and
// optional wrappers of operands and results.
//
// `$_self` is the `::ir::Type` checked and `$_ctx` the `&::ir::Context`.
// Type queries return plain values: `type_as_integer` gives the width and
// `::ir::Signedness`, `type_as_float` the `::ir::FloatKind`, `rank`/`shape`
// are `None` for unranked types (a dynamic dimension is negative).
// `builderCall` expressions construct the type with `$_builder` (an
// `&mut ::ir::OpBuilder`).
//
//===----------------------------------------------------------------------===//

#ifndef COMMON_TYPE_CONSTRAINTS_TD
#define COMMON_TYPE_CONSTRAINTS_TD

include "mlir/IR/Constraints.td"
include "mlir/IR/DialectBase.td"

//===----------------------------------------------------------------------===//
// Kind predicates
//===----------------------------------------------------------------------===//

// A vector of rank one or more.
def IsVectorTypePred : And<[
  CPred<"$_ctx.type_kind($_self) == ::ir::TypeKind::Vector">,
  CPred<"$_ctx.rank($_self).is_some_and(|rank| rank > 0)">]>;

// A vector of any rank, 0-D included.
def IsVectorOfAnyRankTypePred : CPred<"$_ctx.type_kind($_self) == ::ir::TypeKind::Vector">;

// A vector none of whose dimensions is scalable.
def IsFixedVectorTypePred : CPred<
  "$_ctx.type_kind($_self) == ::ir::TypeKind::Vector && "
  "!$_ctx.vector_scalable_dims($_self).unwrap_or_default().contains(&true)">;

// A vector with at least one scalable dimension.
def IsVectorTypeWithAnyDimScalablePred : CPred<
  "$_ctx.type_kind($_self) == ::ir::TypeKind::Vector && "
  "$_ctx.vector_scalable_dims($_self).unwrap_or_default().contains(&true)">;

// A vector whose only scalable dimension is the last one.
def IsVectorTypeWithOnlyTrailingDimScalablePred : And<[
  IsVectorTypePred,
  CPred<"$_ctx.vector_scalable_dims($_self).is_some_and(|dims| "
        "dims.split_last().is_some_and(|(last, rest)| *last && !rest.contains(&true)))">]>;

// A vector of rank one or more all of whose dimensions are scalable.
def IsVectorTypeWithAllDimsScalablePred : And<[
  IsVectorTypePred,
  CPred<"$_ctx.vector_scalable_dims($_self).is_some_and(|dims| "
        "dims.iter().all(|&scalable| scalable))">]>;

// Tensors, ranked or not.
def IsTensorTypePred : CPred<"$_ctx.type_kind($_self) == ::ir::TypeKind::Tensor">;
// Ranked memrefs.
def IsMemRefTypePred : CPred<
  "$_ctx.type_kind($_self) == ::ir::TypeKind::MemRef && $_ctx.rank($_self).is_some()">;
def IsUnrankedMemRefTypePred : CPred<
  "$_ctx.type_kind($_self) == ::ir::TypeKind::MemRef && $_ctx.rank($_self).is_none()">;
def IsUnrankedTensorTypePred : CPred<
  "$_ctx.type_kind($_self) == ::ir::TypeKind::Tensor && $_ctx.rank($_self).is_none()">;
def IsRankedTensorTypePred : CPred<
  "$_ctx.type_kind($_self) == ::ir::TypeKind::Tensor && $_ctx.rank($_self).is_some()">;
// Memrefs, ranked or not.
def IsBaseMemRefTypePred : CPred<"$_ctx.type_kind($_self) == ::ir::TypeKind::MemRef">;
// Tensors, memrefs and vectors.
def IsShapedTypePred : CPred<"::core::matches!($_ctx.type_kind($_self), ::ir::TypeKind::Tensor | ::ir::TypeKind::MemRef | ::ir::TypeKind::Vector)">;
// Ranked, and no dimension is dynamic.
def HasStaticShapePred : CPred<
  "$_ctx.shape($_self).is_some_and(|dims| dims.iter().all(|&d| d >= 0))">;
def IsTupleTypePred : CPred<"$_ctx.type_as_tuple($_self).is_some()">;
// Values of the type are immutable (tensors, vectors, ...).
def HasValueSemanticsPred : CPred<"$_ctx.type_has_value_semantics($_self)">;

//===----------------------------------------------------------------------===//
// Type, its wrappers and combinators
//===----------------------------------------------------------------------===//

// A type constraint usable for operands and results. `builderCall`, when
// set, is a Rust expression that builds the type, so builders can omit it.
class Type<Pred condition, string descr = "",
           string cppClassName = "::ir::Type">
    : TypeConstraint<condition, descr, cppClassName> {
  string description = "";
  string builderCall = "";
}

// Another name for `t`, optionally with another summary.
class TypeAlias<Type t, string summary = t.summary>
    : Type<t.predicate, summary, t.cppClassName> {
  let description = t.description;
  let builderCall = t.builderCall;
}

// A type belonging to dialect `d`.
class DialectType<Dialect d, Pred condition, string descr = "",
                  string cppClassName = "::ir::Type">
    : Type<condition, descr, cppClassName> {
  Dialect dialect = d;
}

// Any number (zero or more) of values, each satisfying `type`.
class Variadic<Type type>
    : TypeConstraint<type.predicate, "variadic of " # type.summary,
                     type.cppClassName> {
  Type baseType = type;
  int minSize = 0;
}

// A variadic of variadics: the size of each group is kept in the
// dense i32 array attribute or property `variadicSegmentAttrName`.
class VariadicOfVariadic<Type type, string variadicSegmentAttrName>
    : Variadic<type> {
  string segmentAttrName = variadicSegmentAttrName;
}

// Zero or one value satisfying `type`.
class Optional<Type type>
    : TypeConstraint<type.predicate, type.summary, type.cppClassName> {
  Type baseType = type;
}

// Mixin: the type can be built without parameters by `builder`.
class BuildableType<code builder> {
  code builderCall = builder;
}

// Mixin: buildable by `builder` exactly when `type` is buildable.
class SameBuildabilityAs<Type type, code builder> {
  code builderCall = !if(!empty(type.builderCall), "", builder);
}

def AnyType : Type<CPred<"true">, "any type">;

def NoneType : Type<CPred<"$_ctx.type_kind($_self) == ::ir::TypeKind::None">, "none type">,
               BuildableType<"$_builder.none_type()"> {
  let mlirClassName = "NoneType";
}

// One of `allowedTypeList`.
class AnyTypeOf<list<Type> allowedTypeList, string summary = "",
                string cppClassName = "::ir::Type">
    : Type<Or<!foreach(t, allowedTypeList, t.predicate)>,
           !if(!empty(summary),
               !interleave(!foreach(t, allowedTypeList, t.summary), " or "),
               summary),
           cppClassName> {
  list<Type> allowedTypes = allowedTypeList;
}

// Every one of `allowedTypeList`.
class AllOfType<list<Type> allowedTypeList, string summary = "",
                string cppClassName = "::ir::Type">
    : Type<And<!foreach(t, allowedTypeList, t.predicate)>,
           !if(!empty(summary),
               !interleave(!foreach(t, allowedTypeList, t.summary), " and "),
               summary),
           cppClassName> {
  list<Type> allowedTypes = allowedTypeList;
}

// `type`, further restricted by `predicates`.
class ConfinedType<Type type, list<Pred> predicates, string summary = "",
                   string cppClassName = type.cppClassName>
    : Type<And<!listconcat([type.predicate], predicates)>, summary,
           cppClassName>;

//===----------------------------------------------------------------------===//
// Integers and index
//===----------------------------------------------------------------------===//

def AnyInteger : Type<CPred<"$_ctx.type_as_integer($_self).is_some()">,
                      "integer"> {
  let mlirClassName = "IntegerType";
}

// An integer of `width` bits, whatever its signedness.
class AnyI<int width>
    : Type<CPred<"::core::matches!($_ctx.type_as_integer($_self), "
                 "::core::option::Option::Some((" # width # ", _)))">,
           width # "-bit integer"> {
  int bitwidth = width;
}

// An integer of one of `widths`, whatever its signedness.
class AnyIntOfWidths<list<int> widths>
    : AnyTypeOf<!foreach(w, widths, AnyI<w>),
                !interleave(widths, "/") # "-bit integer">;

def AnyI1 : AnyI<1>;
def AnyI8 : AnyI<8>;
def AnyI16 : AnyI<16>;
def AnyI32 : AnyI<32>;
def AnyI64 : AnyI<64>;

// Integer predicates for one signedness (`sign` is an `::ir::Signedness`
// variant) and, unless `width` is "_", one width.
class _IntOfSignedness<string sign, string width> : CPred<
  "::core::matches!($_ctx.type_as_integer($_self), "
  "::core::option::Option::Some((" # width # ", ::ir::Signedness::" # sign
  # ")))">;

def AnySignlessInteger : Type<_IntOfSignedness<"Signless", "_">,
                              "signless integer">;

// A signless integer of `width` bits (`i32`).
class I<int width>
    : Type<_IntOfSignedness<"Signless", "" # width>,
           width # "-bit signless integer">,
      BuildableType<"$_builder.integer_type(" # width
                    # ", ::ir::Signedness::Signless)"> {
  let mlirClassName = "IntegerType";
  int bitwidth = width;
}

class SignlessIntOfWidths<list<int> widths>
    : AnyTypeOf<!foreach(w, widths, I<w>),
                !interleave(widths, "/") # "-bit signless integer">;

def I1 : I<1>;
def I8 : I<8>;
def I16 : I<16>;
def I32 : I<32>;
def I64 : I<64>;
def I128 : I<128>;

def AnySignedInteger : Type<_IntOfSignedness<"Signed", "_">,
                            "signed integer">;

// A signed integer of `width` bits (`si32`).
class SI<int width>
    : Type<_IntOfSignedness<"Signed", "" # width>,
           width # "-bit signed integer">,
      BuildableType<"$_builder.integer_type(" # width
                    # ", ::ir::Signedness::Signed)"> {
  int bitwidth = width;
}

class SignedIntOfWidths<list<int> widths>
    : AnyTypeOf<!foreach(w, widths, SI<w>),
                !interleave(widths, "/") # "-bit signed integer">;

def SI1 : SI<1>;
def SI8 : SI<8>;
def SI16 : SI<16>;
def SI32 : SI<32>;
def SI64 : SI<64>;

def AnyUnsignedInteger : Type<_IntOfSignedness<"Unsigned", "_">,
                              "unsigned integer">;

// An unsigned integer of `width` bits (`ui32`).
class UI<int width>
    : Type<_IntOfSignedness<"Unsigned", "" # width>,
           width # "-bit unsigned integer">,
      BuildableType<"$_builder.integer_type(" # width
                    # ", ::ir::Signedness::Unsigned)"> {
  int bitwidth = width;
}

class UnsignedIntOfWidths<list<int> widths>
    : AnyTypeOf<!foreach(w, widths, UI<w>),
                !interleave(widths, "/") # "-bit unsigned integer">;

def UI1 : UI<1>;
def UI8 : UI<8>;
def UI16 : UI<16>;
def UI32 : UI<32>;
def UI64 : UI<64>;

def Index : Type<CPred<"$_ctx.type_kind($_self) == ::ir::TypeKind::Index">, "index">,
            BuildableType<"$_builder.index_type()"> {
  let mlirClassName = "IndexType";
}

def AnySignlessIntegerOrIndex
    : Type<Or<[_IntOfSignedness<"Signless", "_">,
               CPred<"$_ctx.type_kind($_self) == ::ir::TypeKind::Index">]>,
           "signless integer or index">;

//===----------------------------------------------------------------------===//
// Floats
//===----------------------------------------------------------------------===//

def AnyFloat : Type<CPred<"$_ctx.type_as_float($_self).is_some()">,
                    "floating-point"> {
  let mlirClassName = "FloatType";
}

// A float of the `::ir::FloatKind` variant `kind`.
class _FloatOfKind<string kind> : CPred<
  "$_ctx.type_as_float($_self) == "
  "::core::option::Option::Some(::ir::FloatKind::" # kind # ")">;

// A float of the given kind, buildable.
class _FloatType<string kind, string summary>
    : Type<_FloatOfKind<kind>, summary>,
      BuildableType<"$_builder.float_type(::ir::FloatKind::" # kind # ")">;

// The IEEE-754 binary float of `width` bits (16, 32, 64, 80, 128).
class F<int width>
    : Type<_FloatOfKind<"F" # width>, width # "-bit float">,
      BuildableType<"$_builder.float_type(::ir::FloatKind::F" # width # ")"> {
  let mlirClassName = "FloatType";
  int bitwidth = width;
}

class FloatOfWidths<list<int> widths>
    : AnyTypeOf<!foreach(w, widths, F<w>),
                !interleave(widths, "/") # "-bit float">;

def F16 : F<16>;
def F32 : F<32>;
def F64 : F<64>;
def F80 : F<80>;
def F128 : F<128>;

def BF16 : _FloatType<"BF16", "bfloat16 type">;
def TF32 : _FloatType<"TF32", "tf32 type">;
def F8E4M3FN : _FloatType<"F8E4M3FN", "f8E4M3FN type">;
def F8E5M2 : _FloatType<"F8E5M2", "f8E5M2 type">;
def F8E4M3 : _FloatType<"F8E4M3", "f8E4M3 type">;
def F8E4M3FNUZ : _FloatType<"F8E4M3FNUZ", "f8E4M3FNUZ type">;
def F8E4M3B11FNUZ : _FloatType<"F8E4M3B11FNUZ", "f8E4M3B11FNUZ type">;
def F8E5M2FNUZ : _FloatType<"F8E5M2FNUZ", "f8E5M2FNUZ type">;

//===----------------------------------------------------------------------===//
// Complex, opaque and function types
//===----------------------------------------------------------------------===//

def AnyComplex : Type<CPred<"$_ctx.type_as_complex($_self).is_some()">,
                      "complex-type"> {
  let mlirClassName = "ComplexType";
}

// A complex number whose parts satisfy `type`.
class Complex<Type type>
    : ConfinedType<AnyComplex,
        [SubstLeaves<"$_self", "$_ctx.type_as_complex($_self).unwrap_or($_self)",
                     type.predicate>],
        "complex type with " # type.summary # " elements">,
      SameBuildabilityAs<type, "{ let elem = " # type.builderCall
                               # "; $_builder.complex_type(elem) }"> {
  Type elementType = type;
}

// The opaque type `!dialect.name` of a dialect that is not registered.
class OpaqueType<string dialect, string name, string summary>
    : Type<CPred<"$_ctx.type_is_opaque($_self, \"" # dialect # "\", \""
                 # name # "\")">, summary>,
      BuildableType<"$_builder.opaque_type(\"" # dialect # "\", \""
                    # name # "\")">;

def FunctionType : Type<CPred<"$_ctx.type_as_function($_self).is_some()">,
                        "function type"> {
  let mlirClassName = "FunctionType";
}

//===----------------------------------------------------------------------===//
// Containers
//===----------------------------------------------------------------------===//

// A container satisfying `containerPred` whose element type, obtained by
// the Rust expression `elementTypeCall` (of `$_self`), satisfies `etype`.
class ContainerType<Type etype, Pred containerPred, code elementTypeCall,
                    string descr, string cppClassName = "::ir::Type">
    : Type<And<[containerPred,
                SubstLeaves<"$_self", !cast<string>(elementTypeCall),
                            etype.predicate>]>,
           descr # " of " # etype.summary # " values", cppClassName>;

// A shaped type satisfying `containerPred` whose element type is one of
// `allowedTypes`. (`containerPred` is checked first, so the element type
// exists when the second part is evaluated.)
class ShapedContainerType<list<Type> allowedTypes, Pred containerPred,
                          string descr, string cppClassName = "::ir::Type">
    : Type<And<[containerPred,
                SubstLeaves<"$_self", "$_ctx.element_type_or_self($_self)",
                            AnyTypeOf<allowedTypes>.predicate>]>,
           descr # " of " # AnyTypeOf<allowedTypes>.summary # " values",
           cppClassName>;

def HasRankPred : CPred<"$_ctx.rank($_self).is_some()">;

// Ranked, with one of `ranks`.
class HasAnyRankOfPred<list<int> ranks> : And<[
  HasRankPred,
  Or<!foreach(r, ranks, CPred<"$_ctx.rank($_self) == ::core::option::Option::Some("
                               # r # ")">)>]>;

// Ranked, with a rank of at least `rank`.
class HasRankGreaterOrEqualPred<int rank> : And<[
  HasRankPred,
  CPred<"$_ctx.rank($_self).is_some_and(|r| r >= " # rank # ")">]>;

class ValueSemanticsContainerOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, HasValueSemanticsPred,
                          "container with value semantics">;

// Vectors.
class VectorOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsVectorTypePred, "vector"> {
  let mlirClassName = "VectorType";
}
class VectorOfAnyRankOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsVectorOfAnyRankTypePred, "vector"> {
  let mlirClassName = "VectorType";
}
class FixedVectorOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsFixedVectorTypePred,
                          "fixed-length vector"> {
  let mlirClassName = "VectorType";
}
class ScalableVectorOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsVectorTypeWithAnyDimScalablePred,
                          "scalable vector"> {
  let mlirClassName = "VectorType";
}
class VectorWithTrailingDimScalableOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes,
                          IsVectorTypeWithOnlyTrailingDimScalablePred,
                          "trailing scalable vector"> {
  let mlirClassName = "VectorType";
}

// `base` and a rank among `allowedRanks`.
class _RankIn<list<int> allowedRanks> : Or<!foreach(r, allowedRanks,
  CPred<"$_ctx.rank($_self) == ::core::option::Option::Some(" # r # ")">)>;

// `base` and a number of elements among `allowedLengths`.
class _NumElementsIn<list<int> allowedLengths> : Or<!foreach(n, allowedLengths,
  CPred<"$_ctx.shape($_self).is_some_and(|dims| dims.iter().product::<i64>() == "
        # n # ")">)>;

class IsVectorOfRankPred<list<int> allowedRanks>
    : And<[IsVectorTypePred, _RankIn<allowedRanks>]>;
class IsFixedVectorOfRankPred<list<int> allowedRanks>
    : And<[IsFixedVectorTypePred, _RankIn<allowedRanks>]>;
class IsScalableVectorOfRankPred<list<int> allowedRanks>
    : And<[IsVectorTypeWithAnyDimScalablePred, _RankIn<allowedRanks>]>;

class VectorOfRank<list<int> allowedRanks>
    : Type<IsVectorOfRankPred<allowedRanks>,
           " of ranks " # !interleave(allowedRanks, "/")> {
  let mlirClassName = "VectorType";
}
class FixedVectorOfRank<list<int> allowedRanks>
    : Type<IsFixedVectorOfRankPred<allowedRanks>,
           " of ranks " # !interleave(allowedRanks, "/")> {
  let mlirClassName = "VectorType";
}
class ScalableVectorOfRank<list<int> allowedRanks>
    : Type<IsScalableVectorOfRankPred<allowedRanks>,
           " of ranks " # !interleave(allowedRanks, "/")> {
  let mlirClassName = "VectorType";
}

class VectorOfRankAndType<list<int> allowedRanks, list<Type> allowedTypes>
    : AllOfType<[VectorOf<allowedTypes>, VectorOfRank<allowedRanks>],
                VectorOf<allowedTypes>.summary
                  # VectorOfRank<allowedRanks>.summary> {
  let mlirClassName = "VectorType";
}

class IsVectorOfLengthPred<list<int> allowedLengths>
    : And<[IsVectorTypePred, _NumElementsIn<allowedLengths>]>;
class IsFixedVectorOfLengthPred<list<int> allowedLengths>
    : And<[IsFixedVectorTypePred, _NumElementsIn<allowedLengths>]>;
class IsScalableVectorOfLengthPred<list<int> allowedLengths>
    : And<[IsVectorTypeWithAnyDimScalablePred, _NumElementsIn<allowedLengths>]>;

// A dimension index counted from the front (n >= 0) or the back (n < 0),
// turned into the minimum rank needed for it to exist.
class NormalizeIndex<int value> {
  int ret = !if(!ge(value, 0), !add(value, 1), !sub(0, value));
}

// Dimension `n` (negative: from the back) has one of `allowedSizes`.
class IsNthDimSizeIsOneOfPred<int n, list<int> allowedSizes> : And<[
  CPred<"$_ctx.rank($_self).is_some_and(|r| r >= " # NormalizeIndex<n>.ret # ")">,
  CPred<"$_ctx.shape($_self).is_some_and(|dims| ["
        # !interleave(allowedSizes, "i64, ") # !if(!empty(allowedSizes), "", "i64")
        # "].contains(&dims["
        # !if(!lt(n, 0), "dims.len() - " # !sub(0, n), "" # n) # "]))">]>;

// A vector of exactly `shape`.
class IsVectorOfShape<list<int> shape> : CPred<
  "$_ctx.shape($_self) == ::core::option::Option::Some(&["
  # !interleave(shape, "i64, ") # !if(!empty(shape), "", "i64") # "][..])">;

class VectorOfLength<list<int> allowedLengths>
    : Type<IsVectorOfLengthPred<allowedLengths>,
           " of length " # !interleave(allowedLengths, "/")> {
  let mlirClassName = "VectorType";
}
class FixedVectorOfLength<list<int> allowedLengths>
    : Type<IsFixedVectorOfLengthPred<allowedLengths>,
           " of length " # !interleave(allowedLengths, "/")> {
  let mlirClassName = "VectorType";
}
class ScalableVectorOfLength<list<int> allowedLengths>
    : Type<IsScalableVectorOfLengthPred<allowedLengths>,
           " of length " # !interleave(allowedLengths, "/")> {
  let mlirClassName = "VectorType";
}

class VectorOfLengthAndType<list<int> allowedLengths, list<Type> allowedTypes>
    : AllOfType<[VectorOf<allowedTypes>, VectorOfLength<allowedLengths>],
                VectorOf<allowedTypes>.summary
                  # VectorOfLength<allowedLengths>.summary> {
  let mlirClassName = "VectorType";
}
class FixedVectorOfLengthAndType<list<int> allowedLengths,
                                 list<Type> allowedTypes>
    : AllOfType<[FixedVectorOf<allowedTypes>,
                 FixedVectorOfLength<allowedLengths>],
                FixedVectorOf<allowedTypes>.summary
                  # FixedVectorOfLength<allowedLengths>.summary> {
  let mlirClassName = "VectorType";
}
class ScalableVectorOfLengthAndType<list<int> allowedLengths,
                                    list<Type> allowedTypes>
    : AllOfType<[ScalableVectorOf<allowedTypes>,
                 ScalableVectorOfLength<allowedLengths>],
                ScalableVectorOf<allowedTypes>.summary
                  # ScalableVectorOfLength<allowedLengths>.summary> {
  let mlirClassName = "VectorType";
}
class ScalableVectorOfRankAndLengthAndType<list<int> allowedRanks,
                                           list<int> allowedLengths,
                                           list<Type> allowedTypes>
    : AllOfType<[ScalableVectorOfRank<allowedRanks>,
                 ScalableVectorOf<allowedTypes>,
                 ScalableVectorOfLength<allowedLengths>],
                ScalableVectorOfRank<allowedRanks>.summary
                  # ScalableVectorOf<allowedTypes>.summary
                  # ScalableVectorOfLength<allowedLengths>.summary> {
  let mlirClassName = "VectorType";
}

class ShapedTypeWithNthDimOfSize<int n, list<int> allowedSizes>
    : Type<IsNthDimSizeIsOneOfPred<n, allowedSizes>,
           " with dim " # n # " having a size of {"
             # !interleave(allowedSizes, ", ") # "}"> {
  let mlirClassName = "ShapedType";
}

class VectorWithTrailingDimScalableOfSizeAndType<list<int> allowedTrailingSizes,
                                                 list<Type> allowedTypes>
    : AllOfType<[VectorWithTrailingDimScalableOf<allowedTypes>,
                 ShapedTypeWithNthDimOfSize<-1, allowedTrailingSizes>],
                VectorWithTrailingDimScalableOf<allowedTypes>.summary
                  # ShapedTypeWithNthDimOfSize<-1, allowedTrailingSizes>.summary> {
  let mlirClassName = "VectorType";
}

def AnyVector : VectorOf<[AnyType]>;
def AnyVectorOfAnyRank : VectorOfAnyRankOf<[AnyType]>;
def AnyFixedVector : FixedVectorOf<[AnyType]>;
def AnyScalableVector : ScalableVectorOf<[AnyType]>;

def AnyShaped : ShapedContainerType<[AnyType], IsShapedTypePred, "shaped"> {
  let mlirClassName = "ShapedType";
}

// Tensors. `preds` further restrict the tensor type.
class UnrankedTensorOf<list<Type> allowedTypes, list<Pred> preds = [],
                       string summary = "unranked tensor">
    : ShapedContainerType<allowedTypes,
                          And<!listconcat([IsUnrankedTensorTypePred], preds)>,
                          summary> {
  let mlirClassName = "UnrankedTensorType";
}
class RankedTensorOf<list<Type> allowedTypes, list<Pred> preds = [],
                     string summary = "ranked tensor">
    : ShapedContainerType<allowedTypes,
                          And<!listconcat([IsRankedTensorTypePred], preds)>,
                          summary> {
  let mlirClassName = "RankedTensorType";
}
class TensorOf<list<Type> allowedTypes, list<Pred> preds = [],
               string summary = "tensor">
    : ShapedContainerType<allowedTypes,
                          And<!listconcat([IsTensorTypePred], preds)>,
                          summary> {
  let mlirClassName = "TensorType";
}

def AnyTensor : TensorOf<[AnyType]>;
def I1Tensor : TensorOf<[I1]>;
def I8Tensor : TensorOf<[I8]>;
def I16Tensor : TensorOf<[I16]>;
def I32Tensor : TensorOf<[I32]>;
def I64Tensor : TensorOf<[I64]>;
def IndexTensor : TensorOf<[Index]>;
def BF16Tensor : TensorOf<[BF16]>;
def F16Tensor : TensorOf<[F16]>;
def F32Tensor : TensorOf<[F32]>;
def F64Tensor : TensorOf<[F64]>;

class Non0RankedTensorOf<list<Type> allowedTypes>
    : TensorOf<allowedTypes, [HasRankGreaterOrEqualPred<1>],
               "non-0-ranked.tensor">;

def AnyRankedTensor : RankedTensorOf<[AnyType]>;
def AnyNon0RankedTensor : Non0RankedTensorOf<[AnyType]>;
def AnyUnrankedTensor : UnrankedTensorOf<[AnyType]>;
def AnyNon0RankedOrUnrankedTensor
    : AnyTypeOf<[AnyUnrankedTensor, AnyNon0RankedTensor],
                "non-0-ranked or unranked tensor">;

class TensorRankOf<list<Type> allowedTypes, list<int> ranks>
    : RankedTensorOf<allowedTypes, [HasAnyRankOfPred<ranks>],
                     !interleave(!foreach(r, ranks, r # "D"), "/") # " tensor">;

class 0DTensorOf<list<Type> allowedTypes> : TensorRankOf<allowedTypes, [0]>;
class 1DTensorOf<list<Type> allowedTypes> : TensorRankOf<allowedTypes, [1]>;
class 2DTensorOf<list<Type> allowedTypes> : TensorRankOf<allowedTypes, [2]>;
class 3DTensorOf<list<Type> allowedTypes> : TensorRankOf<allowedTypes, [3]>;
class 4DTensorOf<list<Type> allowedTypes> : TensorRankOf<allowedTypes, [4]>;

class StaticShapeTensorOf<list<Type> allowedTypes>
    : RankedTensorOf<allowedTypes, [HasStaticShapePred],
                     "statically shaped tensor">;
def AnyStaticShapeTensor : StaticShapeTensorOf<[AnyType]>;

// Memrefs.
class UnrankedMemRefOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsUnrankedMemRefTypePred,
                          "unranked.memref"> {
  let mlirClassName = "UnrankedMemRefType";
}
def AnyUnrankedMemRef : UnrankedMemRefOf<[AnyType]>;

class MemRefOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsMemRefTypePred, "memref"> {
  let mlirClassName = "MemRefType";
}

class Non0RankedMemRefOf<list<Type> allowedTypes>
    : ConfinedType<MemRefOf<allowedTypes>, [HasRankGreaterOrEqualPred<1>],
                   "non-0-ranked." # MemRefOf<allowedTypes>.summary>;

def AnyMemRef : MemRefOf<[AnyType]>;
def AnyNon0RankedMemRef : Non0RankedMemRefOf<[AnyType]>;

class RankedOrUnrankedMemRefOf<list<Type> allowedTypes, list<Pred> preds = [],
                               string summary = "ranked or unranked memref">
    : ShapedContainerType<allowedTypes,
                          And<!listconcat([IsBaseMemRefTypePred], preds)>,
                          summary> {
  let mlirClassName = "BaseMemRefType";
}

def AnyRankedOrUnrankedMemRef : RankedOrUnrankedMemRefOf<[AnyType]>;
def AnyNon0RankedOrUnrankedMemRef
    : AnyTypeOf<[AnyUnrankedMemRef, AnyNon0RankedMemRef]>;

def I1MemRef : MemRefOf<[I1]>;
def I8MemRef : MemRefOf<[I8]>;
def I16MemRef : MemRefOf<[I16]>;
def I32MemRef : MemRefOf<[I32]>;
def I64MemRef : MemRefOf<[I64]>;
def BF16MemRef : MemRefOf<[BF16]>;
def F16MemRef : MemRefOf<[F16]>;
def F32MemRef : MemRefOf<[F32]>;
def F64MemRef : MemRefOf<[F64]>;

class MemRefRankOf<list<Type> allowedTypes, list<int> ranks>
    : ConfinedType<MemRefOf<allowedTypes>, [HasAnyRankOfPred<ranks>],
                   !interleave(!foreach(r, ranks, r # "D"), "/") # " "
                     # MemRefOf<allowedTypes>.summary>;

class StaticShapeMemRefOf<list<Type> allowedTypes>
    : ConfinedType<MemRefOf<allowedTypes>, [HasStaticShapePred],
                   "statically shaped " # MemRefOf<allowedTypes>.summary>;
def AnyStaticShapeMemRef : StaticShapeMemRefOf<[AnyType]>;

// The memref's layout can be expressed as strides and an offset.
def HasStridesPred : CPred<"$_ctx.memref_is_strided($_self)">;

class StridedMemRefOf<list<Type> allowedTypes>
    : ConfinedType<MemRefOf<allowedTypes>, [HasStridesPred],
                   "strided " # MemRefOf<allowedTypes>.summary>;
def AnyStridedMemRef : StridedMemRefOf<[AnyType]>;

class AnyStridedMemRefOfRank<int rank>
    : AllOfType<[AnyStridedMemRef, MemRefRankOf<[AnyType], [rank]>],
                AnyStridedMemRef.summary # " of rank " # rank>;

class StridedMemRefRankOf<list<Type> allowedTypes, list<int> ranks>
    : ConfinedType<MemRefOf<allowedTypes>, [HasAnyRankOfPred<ranks>],
                   !interleave(!foreach(r, ranks, r # "D"), "/") # " "
                     # MemRefOf<allowedTypes>.summary>;

// Tuples.
def AnyTuple : Type<IsTupleTypePred, "tuple"> {
  let mlirClassName = "TupleType";
}

// A container (`containerPred`) whose element types, the Rust iterable
// `elementTypesCall` of `$_self`, each satisfy `etype`.
class MixedContainerType<Type etype, Pred containerPred,
                         code elementTypesCall, string descr>
    : Type<And<[containerPred,
                Concat<"(" # elementTypesCall # ").into_iter().all(|elem| ",
                       SubstLeaves<"$_self", "elem", etype.predicate>,
                       ")">]>,
           descr # " with any combination of " # etype.summary # " values"> {
  Type elementType = etype;
  code getElementTypesCall = elementTypesCall;
}

class TupleOf<list<Type> allowedTypes>
    : MixedContainerType<AnyTypeOf<allowedTypes>, IsTupleTypePred,
                         "$_ctx.type_as_tuple($_self).unwrap_or_default().iter().copied()",
                         "tuple">;

// Tuples whose nested tuples are flattened first.
class NestedTupleOf<list<Type> allowedTypes>
    : MixedContainerType<AnyTypeOf<allowedTypes>, IsTupleTypePred,
                         "$_ctx.flattened_tuple_types($_self)",
                         "nested tuple">;

//===----------------------------------------------------------------------===//
// Scalars or containers of them
//===----------------------------------------------------------------------===//

class TypeOrContainer<Type allowedType, string name>
    : TypeConstraint<Or<[allowedType.predicate,
                         ValueSemanticsContainerOf<[allowedType]>.predicate]>,
                     name>;

class TypeOrValueSemanticsContainer<Type allowedType, string name>
    : TypeConstraint<Or<[allowedType.predicate,
                         ValueSemanticsContainerOf<[allowedType]>.predicate]>,
                     name>;

class TypeOrContainerOfAnyRank<Type allowedType, string name>
    : TypeConstraint<Or<[allowedType.predicate,
                         VectorOfAnyRankOf<[allowedType]>.predicate,
                         TensorOf<[allowedType]>.predicate]>,
                     name>;

def BoolLike : TypeOrContainer<I1, "bool-like">;
def BoolLikeOfAnyRank : TypeOrContainerOfAnyRank<I1, "bool-like">;
def SignlessIntegerLike
    : TypeOrValueSemanticsContainer<AnySignlessIntegerOrIndex,
                                    "signless-integer-like">;
def SignlessIntegerLikeOfAnyRank
    : TypeOrContainerOfAnyRank<AnySignlessIntegerOrIndex,
                               "signless-integer-like">;
def FloatLike : TypeOrContainer<AnyFloat, "floating-point-like">;
def SignlessIntegerOrFloatLike
    : TypeConstraint<Or<[SignlessIntegerLike.predicate, FloatLike.predicate]>,
                     "signless-integer-like or floating-point-like">;

#endif // COMMON_TYPE_CONSTRAINTS_TD

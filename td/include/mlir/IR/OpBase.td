//===- OpBase.td - the op definition language ----------------*- tablegen -*-===//
//
// Part of the `td` crate. The base of ODS: the `Op` record and what an op
// definition is made of (operands, results, regions, successors, builders,
// traits). Include this file from a dialect's `Ops.td`.
//
// Snippets are Rust. In op-level predicates `$_op` is the `::ir::Operation`
// being verified and `$name` names an operand or result of the op: an
// `::ir::Value` for a single one, an `Option<::ir::Value>` for an optional
// one and a `&[::ir::Value]` for a variadic one. `$_ctx` is the
// `&::ir::Context`; td/PREDICATES.md lists every method called on it.
//
//===----------------------------------------------------------------------===//

#ifndef OP_BASE
#define OP_BASE

include "mlir/IR/Constraints.td"
include "mlir/IR/DialectBase.td"
include "mlir/IR/Interfaces.td"
include "mlir/IR/Properties.td"
include "mlir/IR/Traits.td"
include "mlir/IR/Utils.td"
include "mlir/IR/AttrTypeBase.td"

//===----------------------------------------------------------------------===//
// Op traits
//===----------------------------------------------------------------------===//

// Marks traits about the op's structure (regions, terminators, segment
// sizes), which the verifier checks before the others.
class StructuralOpTrait;

// An op trait implemented in Rust as `::ir::op_traits::<name>`. `traits`
// are implied by this one; the code fields are Rust items added to the op's
// wrapper type.
class NativeOpTrait<string name, list<Trait> traits = [],
                    code extraOpDeclaration = [{}],
                    code extraOpDefinition = [{}]>
    : NativeTrait<name, "Op", extraOpDeclaration, extraOpDefinition> {
  list<Trait> dependentTraits = traits;
}

// A generic op trait: `prop<params>` in Rust.
class ParamNativeOpTrait<string prop, string params, list<Trait> traits = []>
    : ParamNativeTrait<prop, params, "Op"> {
  list<Trait> dependentTraits = traits;
}

// A trait the op generator implements itself (it changes the generated
// accessors or builders rather than naming a Rust trait).
class GenInternalOpTrait<string prop, list<Trait> traits = []>
    : GenInternalTrait<prop, "Op"> {
  list<Trait> dependentTraits = traits;
}

// A trait checked by a predicate over the whole op (see the placeholders
// at the top of this file). `descr` appears in the verifier's message.
class PredOpTrait<string descr, Pred pred, list<Trait> traits = []>
    : PredTrait<descr, pred> {
  list<Trait> dependentTraits = traits;
}

// The op opens a scope for affine symbols.
def AffineScope : NativeOpTrait<"AffineScope">;
// Stack allocations made inside the op are released when it exits.
def AutomaticAllocationScope : NativeOpTrait<"AutomaticAllocationScope">;
// The result shape is the broadcast of the operand shapes.
def ResultsBroadcastableShape : NativeOpTrait<"ResultsBroadcastableShape">;
// f(a, b) == f(b, a).
def Commutative : NativeOpTrait<"IsCommutative">;
// f(f(x)) == f(x).
def Idempotent : NativeOpTrait<"IsIdempotent">;
// f(f(x)) == x.
def Involution : NativeOpTrait<"IsInvolution">;
// The op materialises a constant; it folds to its value attribute.
def ConstantLike : NativeOpTrait<"ConstantLike">;
// Regions of the op do not use values defined outside the op.
def IsolatedFromAbove : NativeOpTrait<"IsIsolatedFromAbove">;
// Every result is float-like (a float, or a container of floats).
def ResultsAreFloatLike : NativeOpTrait<"ResultsAreFloatLike">;
// All operands have one type.
def SameTypeOperands : NativeOpTrait<"SameTypeOperands">;
// All operands have one shape.
def SameOperandsShape : NativeOpTrait<"SameOperandsShape">;
// All operands and results have one shape.
def SameOperandsAndResultShape : NativeOpTrait<"SameOperandsAndResultShape">;
// All operands have one element type.
def SameOperandsElementType : NativeOpTrait<"SameOperandsElementType">;
// All operands and results have one element type.
def SameOperandsAndResultElementType :
  NativeOpTrait<"SameOperandsAndResultElementType">;
// The op ends its block.
def Terminator : NativeOpTrait<"IsTerminator">;
// Memref-typed operands and results may have their layouts normalised.
def MemRefsNormalizable : NativeOpTrait<"MemRefsNormalizable">;
// The op applies element by element to its operands.
def Elementwise : NativeOpTrait<"Elementwise">;
// An elementwise op that also applies to scalars.
def Scalarizable : NativeOpTrait<"Scalarizable", [Elementwise]>;
// An elementwise op that also applies to vectors.
def Vectorizable : NativeOpTrait<"Vectorizable", [Elementwise]>;
// An elementwise op that also applies to tensors.
def Tensorizable : NativeOpTrait<"Tensorizable", [Elementwise]>;
// The four above together.
def ElementwiseMappable
    : TraitList<[Elementwise, Scalarizable, Vectorizable, Tensorizable]>;

// Each region of the op has at most one block.
def SingleBlock : NativeOpTrait<"SingleBlock">, StructuralOpTrait;

// The single block of each region ends with an `op` (a Rust op wrapper
// type), which builders insert when it is missing.
class SingleBlockImplicitTerminatorImpl<string op>
    : ParamNativeOpTrait<"SingleBlockImplicitTerminator", op, [SingleBlock]>,
      StructuralOpTrait;

// `SingleBlock` plus an implicit terminator `op`.
class SingleBlockImplicitTerminator<string op>
    : TraitList<[SingleBlock, SingleBlockImplicitTerminatorImpl<op>]>;

// The blocks of the op's regions need no terminator.
def NoTerminator : NativeOpTrait<"NoTerminator">, StructuralOpTrait;

// The op's parent must be `op` (a Rust op wrapper type).
class HasParent<string op>
    : ParamNativeOpTrait<"HasParent", op>, StructuralOpTrait;

// The op's parent must be one of `ops` (Rust op wrapper types).
class ParentOneOf<list<string> ops>
    : ParamNativeOpTrait<"HasParent", !interleave(ops, ", ")>,
      StructuralOpTrait;

// The result type is taken from the first attribute argument (`TypeAttr`).
def FirstAttrDerivedResultType :
  GenInternalOpTrait<"FirstAttrDerivedResultType">;

// All variadic operands (results) have the same number of values, so the
// segments are found by division.
def SameVariadicOperandSize : GenInternalOpTrait<"SameVariadicOperandSize">;
def SameVariadicResultSize : GenInternalOpTrait<"SameVariadicResultSize">;

// The size of each operand (result) segment is stored in the op, in the
// `operandSegmentSizes` (`resultSegmentSizes`) dense i32 array.
def AttrSizedOperandSegments :
  NativeOpTrait<"AttrSizedOperandSegments">, StructuralOpTrait;
def AttrSizedResultSegments :
  NativeOpTrait<"AttrSizedResultSegments">, StructuralOpTrait;

// The entry blocks of the op's regions take no arguments.
def NoRegionArguments : NativeOpTrait<"NoRegionArguments">, StructuralOpTrait;

//===----------------------------------------------------------------------===//
// Successors and regions
//===----------------------------------------------------------------------===//

// A successor block of a terminator; `$_self` is the `::ir::Block`.
class Successor<Pred condition, string descr = "">
    : SuccessorConstraint<condition, descr>;

// Any block (no check).
def AnySuccessor : Successor<?, "any successor">;

// Any number of successors, each satisfying `successor`.
class VariadicSuccessor<Successor successor>
    : Successor<successor.predicate, successor.summary>;

// A region of the op; `$_self` is the `::ir::Region`.
class Region<Pred condition, string descr = "">
    : RegionConstraint<condition, descr>;

def AnyRegion : Region<CPred<"true">, "any region">;

// A region with exactly `numBlocks` blocks.
class SizedRegion<int numBlocks>
    : Region<CPred<"$_ctx.region_num_blocks($_self) == " # numBlocks>,
             "region with " # numBlocks # " blocks">;

// A region with `numBlocks` blocks or more.
class MinSizedRegion<int numBlocks>
    : Region<CPred<"$_ctx.region_num_blocks($_self) >= " # numBlocks>,
             "region with at least " # numBlocks # " blocks">;

// A region with `numBlocks` blocks or fewer.
class MaxSizedRegion<int numBlocks>
    : Region<CPred<"$_ctx.region_num_blocks($_self) <= " # numBlocks>,
             "region with at most " # numBlocks # " blocks">;

// Any number of regions, each satisfying `region`.
class VariadicRegion<Region region>
    : Region<region.predicate, region.summary>;

// Operators of the region and successor dags: `(region ...)`,
// `(successor ...)`.
def region;
def successor;

//===----------------------------------------------------------------------===//
// Builders
//===----------------------------------------------------------------------===//

// A custom builder. `p` is `(ins "RustType":$name, CArg<"RustType",
// "default">:$name, ...)`; `b` is the Rust body, with `$_builder` (the
// `&mut ::ir::OpBuilder`) and `$_state` (the `&mut ::ir::OperationState`)
// in scope. Without a body, the dialect author writes the function.
class OpBuilder<dag p, code b = ""> {
  dag dagParams = p;
  code body = b;
}

// A custom builder emitted as `#[deprecated = reason]`.
class DeprecatedOpBuilder<string reason, dag p, code b = "">
    : OpBuilder<p, b>, CppDeprecated<reason>;

//===----------------------------------------------------------------------===//
// Operands, attributes and results
//===----------------------------------------------------------------------===//

// Something attached to an argument or result beyond its constraint (for
// example a memory effect).
class OpVariableDecorator;

// An argument or result with a constraint, a description and decorators.
class OpVariable<Constraint varConstraint, string desc = "",
                 list<OpVariableDecorator> varDecorators = []> {
  Constraint constraint = varConstraint;
  string summary = desc;
  list<OpVariableDecorator> decorators = varDecorators;
}

// An argument (`ins`) with a description and decorators.
class Arg<Constraint constraint, string desc = "",
          list<OpVariableDecorator> decorators = []>
    : OpVariable<constraint, desc, decorators>;

// A result (`outs`) with a description and decorators.
class Res<Constraint constraint, string desc = "",
          list<OpVariableDecorator> decorators = []>
    : OpVariable<constraint, desc, decorators>;

//===----------------------------------------------------------------------===//
// The op
//===----------------------------------------------------------------------===//

// Ops sharing one `OpDocGroup` are documented together under its summary.
class OpDocGroup {
  string summary = "";
  string description = "";
}

// An op of `dialect`, named `dialect.mnemonic` in the IR.
class Op<Dialect dialect, string mnemonic, list<Trait> props = []> {
  Dialect opDialect = dialect;
  string opName = mnemonic;

  // The Rust module of the generated wrapper (the dialect's by default).
  string cppNamespace = dialect.cppNamespace;

  // Documentation: one line, and Markdown.
  string summary = "";
  string description = "";
  OpDocGroup opDocGroup = ?;

  // `(ins ...)`: operands, attributes and properties, in order.
  dag arguments = (ins);
  // `(outs ...)`: results.
  dag results = (outs);
  // `(region ...)` and `(successor ...)`.
  dag regions = (region);
  dag successors = (successor);

  // Custom builders, and whether to leave out the generated ones.
  list<OpBuilder> builders = ?;
  bit skipDefaultBuilders = 0;

  // The declarative assembly format, or a hand-written printer and parser.
  string assemblyFormat = ?;
  bit hasCustomAssemblyFormat = 0;

  // Hand-written Rust hooks: `verify`, `verify_regions`, canonicalization
  // patterns or method, and `fold`.
  bit hasVerifier = 0;
  bit hasRegionVerifier = 0;
  bit hasCanonicalizer = 0;
  bit hasCanonicalizeMethod = 0;
  bit hasFolder = 0;

  // Properties are encoded by hand-written code.
  bit useCustomPropertiesEncoding = 0;

  list<Trait> traits = props;

  // Rust items added to the wrapper's `impl` block; `$cppClass` names the
  // wrapper type.
  code extraClassDeclaration = ?;
  code extraClassDefinition = ?;
}

// Mixins that set the arguments or results of an op: `Op<...>,
// Arguments<(ins ...)>`.
class Arguments<dag args> {
  dag arguments = args;
}
class Results<dag rets> {
  dag results = rets;
}

//===----------------------------------------------------------------------===//
// Interface constraints
//===----------------------------------------------------------------------===//

// An attribute that implements `interface` (a promise counts: the
// implementation may be registered later).
class PromisedAttrInterface<AttrInterface interface> : AttrConstraint<
  CPred<"$_ctx.attr_has_interface($_self, \"" # interface.cppInterfaceName
        # "\")">,
  "promising or implementing the `" # interface.cppInterfaceName
    # "` attr interface">;

// The predicate of `PromisedTypeInterface`.
class HasPromiseOrImplementsTypeInterface<TypeInterface interface>
    : CPred<"$_ctx.type_has_interface($_self, \"" # interface.cppInterfaceName
            # "\")">;

// A type that implements `interface` (or promises to).
class PromisedTypeInterface<TypeInterface interface> : TypeConstraint<
  HasPromiseOrImplementsTypeInterface<interface>,
  "promising or implementing the `" # interface.cppInterfaceName
    # "` type interface">;

//===----------------------------------------------------------------------===//
// Op-level predicates over named operands and results
//===----------------------------------------------------------------------===//

// Rust expressions about the value `$name`:
// its rank (`Option<usize>`), shape (`Option<&[i64]>`), element count
// (`Option<i64>`) and element type (the type itself when not a container).
class Rank<string name>
    : StrFunc<"$_ctx.rank($_ctx.type_of($" # name # "))">;
class Shape<string name>
    : StrFunc<"$_ctx.shape($_ctx.type_of($" # name # "))">;
class ElementCount<string name>
    : StrFunc<"$_ctx.shape($_ctx.type_of($" # name # "))"
              # ".map(|dims| dims.iter().product::<i64>())">;
class ElementType<string name>
    : StrFunc<"$_ctx.element_type_or_self($_ctx.type_of($" # name # "))">;

// True when any of the Rust expressions `values` is.
class AnyPred<list<string> values> : CPred<
  !if(!empty(values), "false",
      !interleave(!foreach(v, values, "(" # v # ")"), " || "))>;

// True when all `values` are equal (compared with the first).
class AllMatchPred<list<string> values> : CPred<
  !if(!lt(!size(values), 2), "true",
      !interleave(!foreach(v, !tail(values),
                           "(" # !head(values) # ") == (" # v # ")"),
                  " && "))>;

// An op trait: the Rust expressions `values` are all equal.
class AllMatch<list<string> values, string summary>
    : PredOpTrait<summary, AllMatchPred<values>>;

// `operator` (an expression of `$_self`) gives one result for all `names`.
class AllMatchSameOperatorPred<list<string> names, string operator>
    : AllMatchPred<!foreach(n, names, !subst("$_self", "$" # n, operator))>;

class AllMatchSameOperatorTrait<list<string> names, string operator,
                                string summary>
    : PredOpTrait<"all of {" # !interleave(names, ", ") # "} have same "
                    # summary,
                  AllMatchSameOperatorPred<names, operator>> {
  list<string> values = names;
}

// `operator` holds for at least one of `names`.
class AnyMatchOperatorPred<list<string> names, string operator>
    : AnyPred<!foreach(n, names, !subst("$_self", "$" # n, operator))>;

class AnyMatchOperatorTrait<list<string> names, string operator,
                            string summary>
    : PredOpTrait<"any of {" # !interleave(names, ", ") # "} has " # summary,
                  AnyMatchOperatorPred<names, operator>> {
  list<string> values = names;
}

// The named operands/results agree on element count, element type, rank,
// shape or type.
class AllElementCountsMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, ElementCount<"_self">.result,
                                "element count">;
class AllElementTypesMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, ElementType<"_self">.result,
                                "element type">;
class AllRanksMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, Rank<"_self">.result, "rank">;
class AllShapesMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, Shape<"_self">.result, "shape">;
class AllTypesMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, "$_ctx.type_of($_self)", "type">;

// The type of `rhsArg` is `transform` applied to the type of `lhsArg`
// (`$_self` in `transform` is that `::ir::Type`). `comparator` is a Rust
// function of two references, `::core::cmp::PartialEq::eq` by default.
// Builders may use `transform` to infer the type of `rhsArg`.
class TypesMatchWith<string summary, string lhsArg, string rhsArg,
                     string transform,
                     string comparator = "::core::cmp::PartialEq::eq">
    : PredOpTrait<summary, CPred<
        comparator # "(&("
          # !subst("$_self", "$_ctx.type_of($" # lhsArg # ")", transform)
          # "), &$_ctx.type_of($" # rhsArg # "))">> {
  string lhs = lhsArg;
  string rhs = rhsArg;
  string transformer = transform;
}

// `TypesMatchWith` for operands/results either of which may be optional:
// holds when either is absent.
class OptionalTypesMatchWith<string summary, string lhsArg, string rhsArg,
                             string transform,
                             string comparator = "::core::cmp::PartialEq::eq">
    : TypesMatchWith<summary, lhsArg, rhsArg, transform, comparator> {
  let predicate = CPred<
    "match (::core::convert::Into::<::core::option::Option<::ir::Value>>::into($"
      # lhsArg # "), ::core::convert::Into::<::core::option::Option<::ir::Value>>::into($"
      # rhsArg # ")) { "
      # "(::core::option::Option::Some(lhs), ::core::option::Option::Some(rhs)) => "
      # comparator # "(&("
      # !subst("$_self", "$_ctx.value_type(lhs)", transform)
      # "), &$_ctx.value_type(rhs)), _ => true }">;
}

// `TypesMatchWith` for two variadic operands/results: `$_self` in
// `transform` is the `Vec<::ir::Type>` of `lhsArg`, and the transformed
// list must equal the types of `rhsArg`.
class RangedTypesMatchWith<string summary, string lhsArg, string rhsArg,
                           string transform>
    : TypesMatchWith<summary, lhsArg, rhsArg, transform> {
  let predicate = CPred<
    "::core::cmp::PartialEq::eq(&("
      # !subst("$_self", "$_ctx.value_types($" # lhsArg # ")", transform)
      # "), &$_ctx.value_types($" # rhsArg # "))">;
}

// Operand `idx` is a shaped type whose element type satisfies `type`.
class TCopVTEtIs<int idx, Type type> : And<[
  CPred<"$_ctx.num_operands($_op) > " # idx>,
  SubstLeaves<"$_self", "$_ctx.operand_type($_op, " # idx # ")",
              IsShapedTypePred>,
  SubstLeaves<"$_self",
              "$_ctx.element_type_or_self($_ctx.operand_type($_op, " # idx # "))",
              type.predicate>]>;

// The type of `$name` satisfies `type`.
class TypeIsPred<string name, Type type>
    : SubstLeaves<"$_self", "$_ctx.type_of($" # name # ")", type.predicate>;

class TypeIs<string name, Type type>
    : PredOpTrait<"'" # name # "' is " # type.summary, TypeIsPred<name, type>>;

// `$name` is shaped and its element type satisfies `type`.
class ElementTypeIsPred<string name, Type type> : And<[
  SubstLeaves<"$_self", "$_ctx.type_of($" # name # ")", IsShapedTypePred>,
  SubstLeaves<"$_self",
              "$_ctx.element_type_or_self($_ctx.value_type($" # name # "))",
              type.predicate>]>;

class ElementTypeIs<string name, Type type>
    : PredOpTrait<"'" # name # "' is " # type.summary,
                  ElementTypeIsPred<name, type>>;

// Operands `i` and `j` are shaped and have one element type.
class TCopVTEtIsSameAs<int i, int j> : And<[
  CPred<"$_ctx.num_operands($_op) > " # !if(!gt(i, j), i, j)>,
  SubstLeaves<"$_self", "$_ctx.operand_type($_op, " # i # ")", IsShapedTypePred>,
  SubstLeaves<"$_self", "$_ctx.operand_type($_op, " # j # ")", IsShapedTypePred>,
  CPred<"$_ctx.element_type_or_self($_ctx.operand_type($_op, " # i # ")) == "
        # "$_ctx.element_type_or_self($_ctx.operand_type($_op, " # j # "))">]>;

// Result `i` and operand `j` exist and are shaped.
class TCOpResIsShapedTypePred<int i, int j> : And<[
  CPred<"$_ctx.num_results($_op) > " # i>,
  CPred<"$_ctx.num_operands($_op) > " # j>,
  SubstLeaves<"$_self", "$_ctx.result_type($_op, " # i # ")", IsShapedTypePred>,
  SubstLeaves<"$_self", "$_ctx.operand_type($_op, " # j # ")", IsShapedTypePred>]>;

// Result `i` has the type of operand `j`.
class TCresIsSameAsOpBase<int i, int j>
    : CPred<"$_ctx.num_results($_op) > " # i # " && $_ctx.num_operands($_op) > "
            # j # " && $_ctx.result_type($_op, " # i # ") == "
            # "$_ctx.operand_type($_op, " # j # ")">;

// Result `i` has the element type of operand `j`.
class TCresVTEtIsSameAsOpBase<int i, int j>
    : CPred<"$_ctx.num_results($_op) > " # i # " && $_ctx.num_operands($_op) > "
            # j # " && "
            # "$_ctx.element_type_or_self($_ctx.result_type($_op, " # i # ")) == "
            # "$_ctx.element_type_or_self($_ctx.operand_type($_op, " # j # "))">;

class TCresVTEtIsSameAsOp<int i, int j>
    : And<[TCOpResIsShapedTypePred<i, j>, TCresVTEtIsSameAsOpBase<i, j>]>;

// Operand `opId` broadcasts to the type of result `resId`.
class TCOpIsBroadcastableToRes<int opId, int resId> : And<[
  TCOpResIsShapedTypePred<opId, resId>,
  CPred<"$_ctx.broadcasted_type($_ctx.operand_type($_op, " # opId # "), "
        # "$_ctx.result_type($_op, " # resId # ")).is_some()">]>;

// The operands at `indices` have one element type.
class TCopVTEtAreSameAt<list<int> indices> : CPred<
  "{ let mut types = [" # !interleave(indices, "usize, ") # "usize].into_iter()"
    # ".filter(|&i| i < $_ctx.num_operands($_op))"
    # ".map(|i| $_ctx.element_type_or_self($_ctx.operand_type($_op, i))); "
    # "match types.next() { ::core::option::Option::Some(first) => "
    # "types.all(|t| t == first), ::core::option::Option::None => true } }">;

#endif // OP_BASE

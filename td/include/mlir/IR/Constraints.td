//===- Constraints.td - predicates and constraints ----------*- tablegen -*-===//
//
// Part of the `td` crate. A predicate (`Pred`) is a boolean Rust expression,
// possibly combined from smaller ones; a constraint attaches a summary to a
// predicate and says what kind of entity it checks.
//
// Placeholders inside predicates (substituted by the code generator):
//   $_self  the entity checked: `::ir::Type`, `::ir::Attribute`, a property
//           value, a `::ir::Region` or a successor `::ir::Block`;
//   $_ctx   `&::ir::Context`, through which handles are inspected (see
//           td/PREDICATES.md for every method the library calls);
//   $_op    the `::ir::Operation` being verified (op-level predicates);
//   $name   an operand or result of the op, as an `::ir::Value`.
//
//===----------------------------------------------------------------------===//

#ifndef CONSTRAINTS
#define CONSTRAINTS

include "mlir/IR/Utils.td"

// The root of all predicates.
class Pred;

// A leaf predicate written directly as a Rust `bool` expression. The text
// is parenthesised so that it composes safely with `&&`, `||` and `!`.
class CPred<code pred> : Pred {
  code predExpr = "(" # pred # ")";
}

// How the children of a `CombinedPred` are joined.
class PredCombinerKind;
def PredCombinerAnd : PredCombinerKind;
def PredCombinerOr : PredCombinerKind;
def PredCombinerNot : PredCombinerKind;
def PredCombinerSubstLeaves : PredCombinerKind;
def PredCombinerConcat : PredCombinerKind;

// A predicate made of other predicates; the generator folds the tree into
// one Rust expression.
class CombinedPred<PredCombinerKind k, list<Pred> c> : Pred {
  PredCombinerKind kind = k;
  list<Pred> children = c;
}

// All children hold (`&&`; an empty list is `true`).
class And<list<Pred> children> : CombinedPred<PredCombinerAnd, children>;

// At least one child holds (`||`; an empty list is `false`).
class Or<list<Pred> children> : CombinedPred<PredCombinerOr, children>;

// The child does not hold (`!`).
class Neg<Pred child> : CombinedPred<PredCombinerNot, [child]>;

// The child with every occurrence of `pat` in its leaves replaced by `repl`,
// e.g. to apply a type predicate to `$_ctx.element_type_or_self($_self)`.
// As in MLIR, nested substitutions apply innermost first, to the leaves and
// to the prefixes and suffixes of nested `Concat`s.
class SubstLeaves<string pat, string repl, Pred child>
    : CombinedPred<PredCombinerSubstLeaves, [child]> {
  string pattern = pat;
  string replacement = repl;
}

// The child's expression wrapped in the text `pre` ... `suf`.
class Concat<string pre, Pred child, string suf>
    : CombinedPred<PredCombinerConcat, [child]> {
  string prefix = pre;
  string suffix = suf;
}

// A predicate together with a one-line, human-readable summary that
// verifier messages quote.
class Constraint<Pred pred, string desc = ""> {
  Pred predicate = pred;
  string summary = desc;
}

// A constraint on a `::ir::Type`. `cppClassNameParam` names the Rust type
// that values of this constraint are exposed as (kept under its upstream
// name; for us it is a Rust path).
class TypeConstraint<Pred predicate, string summary = "",
                     string cppClassNameParam = "::ir::Type">
    : Constraint<predicate, summary> {
  string cppClassName = cppClassNameParam;
  // Upstream's `cppClassName`: the C++ class of the type, which the parsers
  // generated from assembly formats check a parsed type's kind against
  // ("invalid kind of type specified").
  string mlirClassName = "Type";
}

// A constraint on an `::ir::Attribute`.
class AttrConstraint<Pred predicate, string summary = "">
    : Constraint<predicate, summary>;

// A constraint on an `::ir::Region` of the op.
class RegionConstraint<Pred predicate, string summary = "">
    : Constraint<predicate, summary>;

// A constraint on a successor `::ir::Block` of the op.
class SuccessorConstraint<Pred predicate, string summary = "">
    : Constraint<predicate, summary>;

#endif // CONSTRAINTS

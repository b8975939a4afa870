//===- PatternBase.td - declarative rewrite rules (DRR) ------*- tablegen -*-===//
//
// Part of the `td` crate. The records of declarative rewrite rules: a
// source DAG pattern to match, result DAG patterns to build, extra
// constraints and a benefit adjustment. The generator turns each rule into
// an `::ir::RewritePattern`.
//
// In native code (`NativeCodeCall`, constraints) the placeholders are:
//   $_builder  the `&mut ::ir::PatternRewriter` (usable as an OpBuilder);
//   $_loc      the `::ir::Location` of the replacement;
//   $_self     the value, attribute or op the code applies to;
//   $_ctx      `&::ir::Context`;
//   $0 ... $N  the arguments of the call in the pattern.
//
//===----------------------------------------------------------------------===//

#ifndef PATTERNBASE_TD
#define PATTERNBASE_TD

include "mlir/IR/OpBase.td"

// `(addBenefit N)`: adds N to a rule's benefit (the number of ops matched).
def addBenefit;

// A rule: match `source`, replace the matched root's results with the
// values of `results` (the last ones; earlier results may build auxiliary
// ops), provided every one of `preds` holds. `supplemental_results` are
// extra patterns kept for backends that need them.
class Pattern<dag source, list<dag> results, list<dag> preds = [],
              list<dag> supplemental_results = [],
              dag benefitAdded = (addBenefit 0)> {
  dag sourcePattern = source;
  list<dag> resultPatterns = results;
  list<dag> constraints = preds;
  list<dag> supplementalPatterns = supplemental_results;
  dag benefitDelta = benefitAdded;
}

// A rule with a single result pattern.
class Pat<dag pattern, dag result, list<dag> preds = [],
          list<dag> supplemental_results = [],
          dag benefitAdded = (addBenefit 0)>
    : Pattern<pattern, [result], preds, supplemental_results, benefitAdded>;

// Rust code inside a pattern. `expr` is an expression with the placeholders
// above; `returns` says how many values it produces (0: a statement run for
// its effect; more than 1: it produces a tuple with that many elements).
class NativeCodeCall<string expr, int returns = 1> {
  string expression = expr;
  int numReturns = returns;
}

// Native code run for its side effects only.
class NativeCodeCallVoid<string expr> : NativeCodeCall<expr, 0>;

// Matches an op (`$_self`) that folds to a constant, binding the constant
// attribute to `$0`; evaluates to `true` on success.
def ConstantLikeMatcher : NativeCodeCall<
  "$_ctx.constant_value($_self).map(|value| $0 = value).is_some()">;

// Markers of the result DAGs.
// `(replaceWithValue $x)`: replace with an existing value, build nothing.
def replaceWithValue;
// `(location $a, "name", ...)`: the location of a built op.
def location;
// `(returnType ...)`: the result types of a built op.
def returnType;
// `(either $a, $b)`: match two operands in either order.
def either;
// `(variadic ...)`: match a variadic operand element by element.
def variadic;

// The value has no uses.
def HasNoUseOf : Constraint<CPred<"$_ctx.value_is_unused($_self)">,
                            "has no use">;

#endif // PATTERNBASE_TD

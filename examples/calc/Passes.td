// The passes of the calc dialect.

include "mlir/Pass/PassBase.td"

def CalcSimplify : Pass<"calc-simplify"> {
  let summary = "Applies the calc dialect's rewrite rules";
  let description = [{
    Applies the rules of `Patterns.td` until none matches, and counts the
    cost (the `Cost` interface) of the ops left.
  }];
  let options = [
    Option<"maxIterations", "max-iterations", "i64", /*default=*/"10",
           "How many times to sweep over the IR at most">,
  ];
  let statistics = [
    Statistic<"numCost", "cost", "The cost of the ops left">,
  ];
}

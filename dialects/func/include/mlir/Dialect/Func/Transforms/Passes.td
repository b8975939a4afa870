// The declaration of the duplicate-function-elimination pass: the def of MLIR
// 19's Dialect/Func/Transforms/Passes.td, its C++ snippet rewritten in Rust
// (upstream.diff).

include "mlir/Pass/PassBase.td"

def DuplicateFunctionEliminationPass : Pass<"duplicate-function-elimination",
    "ModuleOp"> {
  let summary = "Deduplicate functions";
  let description = [{
    Deduplicate functions that are equivalent in all aspects but their symbol
    name. The pass chooses one representative per equivalence class, erases
    the remainder, and updates function calls accordingly.
  }];
  let constructor = "crate::create_duplicate_function_elimination_pass()";
}

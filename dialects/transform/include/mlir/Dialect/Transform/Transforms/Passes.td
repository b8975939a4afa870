// The declaration of the transform dialect's interpreter pass: a def of
// MLIR 19's Dialect/Transform/Transforms/Passes.td, its C++ snippets
// rewritten in Rust (upstream.diff).

#ifndef MLIR_DIALECT_TRANSFORM_TRANSFORMS_PASSES
#define MLIR_DIALECT_TRANSFORM_TRANSFORMS_PASSES

include "mlir/Pass/PassBase.td"

def InterpreterPass : Pass<"transform-interpreter"> {
  let summary = "transform dialect interpreter";
  let description = [{
    This pass runs the transform dialect interpreter and applies the named
    sequence transformation specified by the provided name (defaults to
    `TransformDialect::kTransformEntryPointSymbolName`,
    i.e. `__transform_main`).

    Additional options can be used to narrow down the pass applicability for
    debugging purposes:
      * `debugPayloadRootTag` makes the transform script apply to the payload
        operation that has a `transform.target_tag` string attribute with the
        given value, rather than to the anchor operation of the pass.
      * `debugBindTrailingArgs` allows one to bind values to trailing arguments
        of the transform entry point as follows:
        * arguments of `TransformHandleTypeInterface` type can be bound to all
          payload operations with the name provided as a simple string;
        * arguments of `TransformValueHandleTypeInterface` type can be bound to
          a flattened list of results of all operations with the name provided
          as a string prefixed with `^`;
        * arguments of `TransformParamTypeInterface` type can be bound to
          integer constants provided as `;`-separated list prefixed with `#`.
      * `entryPoint` specifies the name of the transform symbol to serve as the
        entry point.
  }];
  let dependentDialects = ["::transform::register"];
  let options = [
    Option<"debugPayloadRootTag", "debug-payload-root-tag", "String",
           /*default=*/[{""}],
           "Select the operation with 'transform.target_tag' attribute having "
           "the given value as payload IR root. If empty select the pass "
           "anchor operation as the payload IR root.">,
    ListOption<"debugBindTrailingArgs", "debug-bind-trailing-args",
               "String",
               "Binds trailing arguments of the entry point to the payload "
               "operations with specified names.">,
    Option<"disableExpensiveChecks", "disable-expensive-checks", "bool",
           "false",
           "Disable expensive checks in the interpreter for a faster run.">,
    Option<"entryPoint", "entry-point", "String",
           /*default=*/[{
              ::transform::TRANSFORM_ENTRY_POINT_SYMBOL_NAME.to_string()
            }],
           "Entry point of the pass pipeline.">,
  ];
}
#endif // MLIR_DIALECT_TRANSFORM_TRANSFORMS_PASSES

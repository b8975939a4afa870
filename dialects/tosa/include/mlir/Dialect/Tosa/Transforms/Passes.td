// The declarations of the tosa passes the port has: defs of MLIR 19's
// Dialect/Tosa/Transforms/Passes.td, their C++ snippets rewritten in Rust
// (upstream.diff).

#ifndef MLIR_DIALECT_TOSA_TRANSFORMS_PASSES
#define MLIR_DIALECT_TOSA_TRANSFORMS_PASSES

include "mlir/IR/EnumAttr.td"
include "mlir/Pass/PassBase.td"

def TosaProfileType : I32EnumAttr<"TosaProfileEnum", "Tosa profile",
    [
      I32EnumAttrCase<"BaseInference", 0, "bi">,
      I32EnumAttrCase<"MainInference", 1, "mi">,
      I32EnumAttrCase<"MainTraining", 2, "mt">,
      I32EnumAttrCase<"Undefined", 3>
    ]>{
  let cppNamespace = "mlir::tosa";
}

def TosaLevelType : I32EnumAttr<"TosaLevelEnum", "Tosa level",
    [
      I32EnumAttrCase<"None", 0, "none">,
      I32EnumAttrCase<"EightK", 1, "8k">,
    ]>{
  let cppNamespace = "mlir::tosa";
}

def TosaValidation : Pass<"tosa-validate", "mlir::ModuleOp"> {
  let summary = "Validates TOSA dialect";
  let description = [{
    This pass validates if input TOSA operations match the specification for given
    criteria, e.g. TOSA profile.
  }];

  let options = [
      Option<"profile", "profile", "crate::validation::TosaProfileEnum",
             /*default=*/"crate::validation::TosaProfileEnum::Undefined",
             "Validate if operations match for the given profile">,
      Option<"StrictOperationSpecAlignment", "strict-op-spec-alignment", "bool",
             /*default=*/"false",
             "Verify if the properties of certain operations align the spec requirement">,
      Option<"level", "level", "crate::validation::TosaLevelEnum",
             /*default=*/"crate::validation::TosaLevelEnum::EightK",
             "Validate if operator parameters are within specfication for the given level">
   ];
}


#endif // MLIR_DIALECT_TOSA_TRANSFORMS_PASSES

//===----------------------------------------------------------------------===//
// TosaToMLProgram
//===----------------------------------------------------------------------===//

def TosaToMLProgram : Pass<"tosa-to-mlprogram", "ModuleOp"> {
  let summary = "Lower TOSA to the MLProgram dialect";
  let dependentDialects = ["ml_program::MLProgramDialect"];
  let description = [{
    Pass that converts TOSA's variable operator operations to the equivalent
    MLProgram operations.
  }];
}

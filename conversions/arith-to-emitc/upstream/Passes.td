//===----------------------------------------------------------------------===//
// ArithToEmitC
//===----------------------------------------------------------------------===//

def ConvertArithToEmitC : Pass<"convert-arith-to-emitc"> {
  let summary = "Convert Arith dialect to EmitC dialect";
  let dependentDialects = ["emitc::EmitCDialect"];
}

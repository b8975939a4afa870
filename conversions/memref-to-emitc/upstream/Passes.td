//===----------------------------------------------------------------------===//
// MemRefToEmitC
//===----------------------------------------------------------------------===//

def ConvertMemRefToEmitC : Pass<"convert-memref-to-emitc"> {
  let summary = "Convert MemRef dialect to EmitC dialect";
  let dependentDialects = ["emitc::EmitCDialect"];
}

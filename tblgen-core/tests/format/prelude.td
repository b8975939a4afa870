// Shared definitions for the assembly-format tests.
include "mlir/IR/OpBase.td"
include "mlir/IR/Interfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

def Fmt_Dialect : Dialect {
  let name = "fmt";
  let cppNamespace = "::fmt";
}

class Fmt_Op<string mnemonic, list<Trait> traits = []> :
    Op<Fmt_Dialect, mnemonic, traits>;

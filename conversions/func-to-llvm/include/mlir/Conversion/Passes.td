// The declarations of the set-llvm-module-datalayout and convert-func-to-llvm
// passes: the defs of MLIR 19's Conversion/Passes.td, their C++ snippets
// rewritten in Rust (upstream.diff).

include "mlir/Pass/PassBase.td"

def SetLLVMModuleDataLayoutPass : Pass<"set-llvm-module-datalayout", "ModuleOp"> {
  let summary = "Attach a datalayout string as a module attribute";
  let description = [{
    Verify that the dataLayout string is a valid LLVM datalayout string and
    attach it as an attribute `LLVMDialect::getDataLayoutAttrName()` to the
    module, overriding the existing one.
  }];
  let options = [
    Option<"dataLayout", "data-layout", "String",
           /*default=*/"\"\"",
           "String description (LLVM format) of the data layout that is "
           "expected on the produced module">,
  ];
}

def ConvertFuncToLLVMPass : Pass<"convert-func-to-llvm", "ModuleOp"> {
  let summary = "Convert from the Func dialect to the LLVM dialect";
  let description = [{
    Convert Func dialect operations into the LLVM IR dialect operations.

    #### Input invariant

    -   no `tensor` types;
    -   all `vector` are one-dimensional;
    -   all blocks are reachable by following the successors of the first basic
        block;

    If other operations are present and their results are required by the LLVM
    IR dialect operations, the pass will fail.  Any LLVM IR operations or types
    already present in the IR will be kept as is.

    An LLVM datalayout string can be attached as an attribute to the module on
    which the pass anchors. Such an attribute is attached by calling the
    set-module-datalayout pass. If present, an llvm::DataLayout object is
    created from this attribute and used in the conversion to LLVM.

    #### Output IR

    Functions converted to LLVM IR. Function arguments types are converted
    one-to-one. Function results are converted one-to-one and, in case more than
    1 value is returned, packed into an LLVM IR struct type. Function calls and
    returns are updated accordingly. Block argument types are updated to use
    LLVM IR types.

    Note that until https://github.com/llvm/llvm-project/issues/70982 is resolved,
    this pass includes patterns that lower `arith` and `cf` to LLVM. This is legacy
    code due to when they were all converted in the same pass.
  }];
  let dependentDialects = ["llvm::register_dialect"];
  let options = [
    Option<"useBarePtrCallConv", "use-bare-ptr-memref-call-conv", "bool",
           /*default=*/"false",
           "Replace FuncOp's MemRef arguments with bare pointers to the MemRef "
           "element types">,
    Option<"indexBitwidth", "index-bitwidth", "u32",
           /*default=kDeriveIndexBitwidthFromDataLayout*/"0",
           "Bitwidth of the index type, 0 to use size of machine word">,
  ];
}

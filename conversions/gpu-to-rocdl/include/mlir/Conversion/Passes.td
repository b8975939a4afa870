// The declaration of the convert-gpu-to-rocdl pass: the def of MLIR 19's
// Conversion/Passes.td, its C++ snippets rewritten in Rust (upstream.diff).

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// GPUToROCDL
//===----------------------------------------------------------------------===//

def ConvertGpuOpsToROCDLOps : Pass<"convert-gpu-to-rocdl", "gpu::GPUModuleOp"> {
  let summary = "Generate ROCDL operations for gpu operations";
  let constructor = "::std::boxed::Box::new(<crate::ConvertGpuOpsToROCDLOps as ::core::default::Default>::default())";
  let dependentDialects = [
    "::rocdl::register_dialect",
    "::cf::register",
    "::memref::register",
  ];
  let options = [
    Option<"chipset", "chipset", "::std::string::String",
           /*default=*/"\"gfx000\"",
           "Chipset that these operations will run on">,
    Option<"indexBitwidth", "index-bitwidth", "u32",
           /*default=kDeriveIndexBitwidthFromDataLayout*/"0",
           "Bitwidth of the index type, 0 to use size of machine word">,
    Option<"useBarePtrCallConv", "use-bare-ptr-memref-call-conv", "bool",
           /*default=*/"false",
           "Replace memref arguments in GPU functions with bare pointers."
           "All memrefs must have static shape">,
    Option<"runtime", "runtime", "crate::Runtime",
          "crate::Runtime::Unknown",
          "Runtime code will be run on (default is Unknown, can also use HIP or OpenCl)">
  ];
}


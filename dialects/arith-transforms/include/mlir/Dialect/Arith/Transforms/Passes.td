// The declaration of the arith-emulate-wide-int pass: the def of MLIR 19's
// Dialect/Arith/Transforms/Passes.td, its C++ snippets rewritten in Rust,
// the defs the arith crate declares (or does not port) left out
// (upstream.diff). It lives in this crate, not in arith's, because it
// builds vector ops and rewrites func ops, and the vector dialect depends
// on arith (upstream's Arith transforms library links the Vector and Func
// dialects likewise).

include "mlir/Pass/PassBase.td"

def ArithEmulateWideInt : Pass<"arith-emulate-wide-int"> {
  let summary = "Emulate 2*N-bit integer operations using N-bit operations";
  let description = [{
    Emulate arith integer operations that use too wide integer types with
    equivalent operations on supported narrow integer types. This is done by
    splitting original integer values into two halves.

    This pass is intended preserve semantics but not necessarily provide the
    most efficient implementation.
    TODO: Optimize op emulation.

    Currently, only power-of-two integer bitwidths are supported.
  }];
  let options = [
    Option<"widestIntSupported", "widest-int-supported", "u32",
           /*default=*/"32", "Widest integer type supported by the target">,
  ];
  let dependentDialects = ["::vector::register"];
}

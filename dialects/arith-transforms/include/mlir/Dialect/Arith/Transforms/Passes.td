// The declarations of the arith-emulate-wide-int and arith-int-narrowing
// passes: their defs of MLIR 19's Dialect/Arith/Transforms/Passes.td,
// their C++ snippets rewritten in Rust, the defs the arith crate declares
// (or does not port) left out (upstream.diff). They live in this crate,
// not in arith's, because they build vector ops and rewrite func ops, and
// the vector dialect depends on arith (upstream's Arith transforms library
// links the Vector and Func dialects likewise).

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

def ArithIntNarrowing : Pass<"arith-int-narrowing"> {
  let summary = "Reduce integer operation bitwidth";
  let description = [{
    Reduce bitwidths of integer types used in arith operations. This pass
    prefers the narrowest available integer bitwidths that are guaranteed to
    produce the same results.
  }];
  let dependentDialects = ["::vector::register"];
  let options = [
    ListOption<"bitwidthsSupported", "int-bitwidths-supported", "u32",
               "Integer bitwidths supported">,
  ];
 }

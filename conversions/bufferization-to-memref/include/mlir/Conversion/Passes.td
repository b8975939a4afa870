// The declaration of the convert-bufferization-to-memref pass: the def of
// MLIR 19's Conversion/Passes.td, its C++ snippets rewritten in Rust
// (upstream.diff).

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// BufferizationToMemRef
//===----------------------------------------------------------------------===//

def ConvertBufferizationToMemRef : Pass<"convert-bufferization-to-memref"> {
  let summary = "Convert operations from the Bufferization dialect to the "
                "MemRef dialect";
  let description = [{

    This pass converts bufferization operations into memref operations.

    In the current state, this pass only transforms a `bufferization.clone`
    operation into `memref.alloc` and `memref.copy` operations and
    `bufferization.dealloc` operations (the same way as the
    `-bufferization-lower-deallocations` pass). The conversion of `clone`
    operations is needed, since some clone operations could remain after
    applying several transformation processes. Currently, only `canonicalize`
    transforms clone operations or even eliminates them. This can lead to errors
    if any clone op survived after all conversion passes (starting from the
    bufferization dialect) are performed.

    See:
    https://llvm.discourse.group/t/bufferization-error-related-to-memref-clone/4665

    To avoid these errors, this pass can be performed as a last clean-up pass to
    transform remaining operations and to proceed in other dialects (memref
    e.g.).

    Note that this pass only transforms the operation without any further
    analyses. This pass does not consider any memory analysis or optimization
    and hence does not resolve any memory leaks.

  }];
  let constructor = "crate::create_bufferization_to_memref_pass()";
  let dependentDialects = [
    "::arith::register", "::memref::register", "::scf::register",
    "::func::register"
  ];
}

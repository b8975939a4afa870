// The declarations of the fold-memref-alias-ops, memref-emulate-wide-int,
// expand-strided-metadata and expand-realloc passes: defs of MLIR 19's
// Dialect/MemRef/Transforms/Passes.td, their C++ snippets rewritten in
// Rust, the defs between them not ported here (upstream.diff). They live
// in this crate, not in memref's, because they build affine and scf ops,
// and the affine crate depends on memref, scf on affine (upstream's MemRef
// transforms library links the Affine and SCF dialects likewise).

include "mlir/Pass/PassBase.td"

def FoldMemRefAliasOps : Pass<"fold-memref-alias-ops"> {
  let summary = "Fold memref alias ops into consumer load/store ops";
  let description = [{
    The pass folds loading/storing from/to memref aliasing ops to loading/storing
    from/to the original memref.
  }];
  let constructor = "crate::create_fold_memref_alias_ops_pass()";
  let dependentDialects = [
      "::affine::register", "::memref::register", "::vector::register"
  ];
}

def MemRefEmulateWideInt : Pass<"memref-emulate-wide-int"> {
  let summary = "Emulate 2*N-bit integer operations using N-bit operations";
  let description = [{
    Emulate memref integer operations that use too wide integer types with
    equivalent operations on supported narrow integer types. This is done by
    splitting original integer values into two halves.

    Currently, only power-of-two integer bitwidths are supported.
  }];
  let options = [
    Option<"widestIntSupported", "widest-int-supported", "u32",
           /*default=*/"32", "Widest integer type supported by the target">,
  ];
  let dependentDialects = ["::vector::register"];
}

def ExpandStridedMetadata : Pass<"expand-strided-metadata"> {
  let summary = "Expand memref operations into easier to analyze constructs";
  let description = [{
    The pass expands memref operations that modify the metadata of a memref
    (sizes, offset, strides) into a sequence of easier to analyze constructs.
    In particular, this pass transforms operations into explicit sequence of
    operations that model the effect of this operation on the different metadata.
    This pass uses affine constructs to materialize these effects.

    Supported ops include:

    - `memref.collapse_shape`
    - `memref.expand_shape`
    - `memref.extract_aligned_pointer_as_index`
    - `memref.extract_strided_metadata`
    - `memref.subview`
  }];
  let constructor = "crate::create_expand_strided_metadata_pass()";
  let dependentDialects = [
      "::affine::register", "::memref::register", "::vector::register"
  ];
}

def ExpandRealloc : Pass<"expand-realloc"> {
  let summary = "Expand memref.realloc operations into its components";
  let description = [{
    The `memref.realloc` operation performs a conditional allocation and copy to
    increase the size of a buffer if necessary. This pass converts a `realloc`
    operation into this sequence of simpler operations such that other passes
    at a later stage in the compilation pipeline do not have to consider the
    `realloc` operation anymore (e.g., the buffer deallocation pass and the
    conversion pass to LLVM).

    Example of an expansion:
    ```mlir
    %realloc = memref.realloc %alloc (%size) : memref<?xf32> to memref<?xf32>
    ```
    is expanded to
    ```mlir
    %c0 = arith.constant 0 : index
    %dim = memref.dim %alloc, %c0 : memref<?xf32>
    %is_old_smaller = arith.cmpi ult, %dim, %arg1
    %realloc = scf.if %is_old_smaller -> (memref<?xf32>) {
      %new_alloc = memref.alloc(%size) : memref<?xf32>
      %subview = memref.subview %new_alloc[0] [%dim] [1]
      memref.copy %alloc, %subview
      memref.dealloc %alloc
      scf.yield %alloc_0 : memref<?xf32>
    } else {
      %reinterpret_cast = memref.reinterpret_cast %alloc to
        offset: [0], sizes: [%size], strides: [1]
      scf.yield %reinterpret_cast : memref<?xf32>
    }
    ```
  }];
  let options = [
    Option<"emitDeallocs", "emit-deallocs", "bool", /*default=*/"true",
           "Emit deallocation operations for the original MemRef">,
  ];
  let constructor = "crate::create_expand_realloc_pass()";
  let dependentDialects = [
      "::arith::register", "::scf::register", "::memref::register"
  ];
}

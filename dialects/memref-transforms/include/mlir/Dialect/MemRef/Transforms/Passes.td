// The declarations of the fold-memref-alias-ops and expand-strided-metadata
// passes: defs of MLIR 19's Dialect/MemRef/Transforms/Passes.td, their C++
// snippets rewritten in Rust, the defs between them not ported here
// (upstream.diff). They live in this crate, not in memref's, because they
// build affine ops and the affine crate depends on memref (upstream's
// MemRef transforms library links the Affine dialect likewise).

include "mlir/Pass/PassBase.td"

def FoldMemRefAliasOps : Pass<"fold-memref-alias-ops"> {
  let summary = "Fold memref alias ops into consumer load/store ops";
  let description = [{
    The pass folds loading/storing from/to memref aliasing ops to loading/storing
    from/to the original memref.
  }];
  let constructor = "crate::create_fold_memref_alias_ops_pass()";
  let dependentDialects = [
      "::affine::register", "::memref::register"
  ];
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
      "::affine::register", "::memref::register"
  ];
}

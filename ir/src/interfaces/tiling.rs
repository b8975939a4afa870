//! The methods of upstream's `TilingInterface` (`Interfaces/TilingInterface.td`)
//! as a Rust trait, [`TilingInterfaceModel`], which a dialect attaches to
//! its ops as an external model (`Context::attach_op_interface`) and the
//! tiling drivers look up with [`tiling_model`]; and the types its
//! methods exchange ([`Range`], [`TilingResult`], [`LoopIteratorType`]).
//!
//! The `td` library's `TilingInterface` declares no methods (its ODS
//! interface only names the ops that declare it); an op is tileable here
//! when a model is attached to it.

use crate::core::builder::OpBuilder;
use crate::core::context::Context;
use crate::core::diag::Diagnostic;
use crate::core::registry::OpFoldResult;
use crate::core::storage::{OpId, Value};

/// The range of one loop of an iteration domain (upstream's `Range`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Range {
    /// Where the loop starts.
    pub offset: OpFoldResult,
    /// How many iterations it runs (not the upper bound).
    pub size: OpFoldResult,
    /// Its step.
    pub stride: OpFoldResult,
}

/// Whether a loop of an op's iteration domain is parallel or a reduction
/// (upstream's `utils::IteratorType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoopIteratorType {
    /// Iterations independent of one another.
    Parallel,
    /// Iterations combined into one result.
    Reduction,
}

/// What tiling an op made (upstream's `TilingResult`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TilingResult {
    /// The tiled ops, in order.
    pub tiled_ops: Vec<OpId>,
    /// The values that replace the tile of each result of the op.
    pub tiled_values: Vec<Value>,
    /// The slices of the operands the tiled ops read (`tensor.extract_slice`,
    /// `memref.subview`).
    pub generated_slices: Vec<OpId>,
}

/// Where a tile of a result lies in the whole result: offsets and sizes.
pub type TilePosition = (Vec<OpFoldResult>, Vec<OpFoldResult>);

/// The methods of upstream's `TilingInterface`, for one kind of op (an
/// external model attached to the op's name). Each takes the op it is
/// asked about. A method that fails returns `Err` with the diagnostic to
/// report, if upstream reports one (`None` fails silently, as upstream's
/// `failure()`).
pub trait TilingInterfaceModel: Sync {
    /// The kind of each loop of the iteration domain
    /// (`getLoopIteratorTypes`).
    fn loop_iterator_types(&self, ctx: &Context, op: OpId) -> Vec<LoopIteratorType>;

    /// The loop bounds of the op, one range per loop, materializing what
    /// they need before the op (`getIterationDomain`).
    fn iteration_domain(&self, b: &mut OpBuilder<'_>, op: OpId) -> Vec<Range>;

    /// Builds, at `b`'s insertion point, the op computing the tile of the
    /// iteration domain at `offsets` of `sizes` (`getTiledImplementation`).
    fn tiled_implementation(
        &self,
        b: &mut OpBuilder<'_>,
        op: OpId,
        offsets: &[OpFoldResult],
        sizes: &[OpFoldResult],
    ) -> Result<TilingResult, Option<Diagnostic>>;

    /// Where the tile of result `result` that the iteration tile at
    /// `offsets` of `sizes` computes lies (`getResultTilePosition`).
    fn result_tile_position(
        &self,
        b: &mut OpBuilder<'_>,
        op: OpId,
        result: usize,
        offsets: &[OpFoldResult],
        sizes: &[OpFoldResult],
    ) -> Result<TilePosition, Option<Diagnostic>>;

    /// Builds the computation of the tile of result `result` at `offsets`
    /// of `sizes` (`generateResultTileValue`); upstream's default fails.
    fn generate_result_tile_value(
        &self,
        b: &mut OpBuilder<'_>,
        op: OpId,
        result: usize,
        offsets: &[OpFoldResult],
        sizes: &[OpFoldResult],
    ) -> Result<TilingResult, Option<Diagnostic>> {
        let _ = (b, op, result, offsets, sizes);
        Err(None)
    }
}

/// The tiling model attached to `op`'s name, if any (upstream's
/// `dyn_cast<TilingInterface>(op)`).
pub fn tiling_model(ctx: &Context, op: OpId) -> Option<&'static dyn TilingInterfaceModel> {
    ctx.op_interface::<dyn TilingInterfaceModel>(op)
}

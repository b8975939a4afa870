//! Vectorization of structured ops (upstream MLIR 19's
//! `Linalg/Transforms/Vectorization.cpp`): [`vectorize`] rewrites a
//! `LinalgOp` on static shapes, or on any shapes with explicit vector
//! sizes (masked vectorization, `vector.mask` and `vector.create_mask`),
//! as `vector.transfer_read`s of its operands broadcast to the canonical
//! vector shape of its iteration space, its body on vectors (elementwise
//! ops, constants broadcast at their users, `linalg.index` as
//! `vector.step` with broadcasts and transposes, reductions as
//! `vector.multi_reduction`) and `vector.transfer_write`s of the yielded
//! values (`vectorizeAsLinalgGeneric`), after upstream's preconditions
//! (`vectorizeOpPrecondition`).
//!
//! `tensor.pad` with a constant padding value and zero low paddings is
//! vectorized with explicit vector sizes as a masked read of its source
//! written into a new tensor (`vectorizeAsTensorPadOp`).
//!
//! A body's `affine.apply` ops are expanded into arith ops first
//! (`convertAffineApply`), and its `tensor.extract` ops are vectorized as
//! gathers, contiguous loads or broadcast scalar loads
//! (`vectorizeTensorExtract`).
//!
//! `tensor.pack` and `tensor.unpack` are vectorized as a (masked) read,
//! a shape cast and a transpose, and a (masked) write
//! (`crate::vectorize_pack`).
//!
//! Not yet: convolutions (`vectorizeConvolution`): they fail to
//! vectorize.

use std::collections::HashMap;

use ir::interfaces::side_effects::is_memory_effect_free;
use ir::interfaces::{FoldResult, ReifyRankedShapedTypeOpInterfaceRef};
use ir::{
    Attribute, Context, Location, OpBuilder, OpId, OpTrait, OperationState, PatternRewriter, Type,
    TypeData, Value,
};
use linalg::{IteratorType, LinalgOpRef, LoopExpr, LoopMap};
use vector::{CombiningKind, MaskableOpInterfaceRef};

/// The named ops implementing upstream's `ContractionOpInterface`
/// (`implements: LinalgContractionOpInterface` in the named-op YAML).
const CONTRACTION_OPS: [&str; 14] = [
    "linalg.matmul",
    "linalg.matmul_transpose_a",
    "linalg.matmul_transpose_b",
    "linalg.mmt4d",
    "linalg.batch_mmt4d",
    "linalg.batch_matmul",
    "linalg.batch_matmul_transpose_a",
    "linalg.batch_matmul_transpose_b",
    "linalg.batch_reduce_matmul",
    "linalg.matvec",
    "linalg.vecmat",
    "linalg.batch_matvec",
    "linalg.batch_vecmat",
    "linalg.dot",
];

/// Whether `op` implements upstream's `ConvolutionOpInterface` (the named
/// convolutions and poolings of the YAML), whose vectorization
/// (`vectorizeConvolution`) is not ported.
pub fn is_convolution(ctx: &Context, op: OpId) -> bool {
    let name = ctx.op_name_of(op);
    let Some(short) = name.strip_prefix("linalg.") else {
        return false;
    };
    short.starts_with("conv_")
        || short.starts_with("depthwise_conv_")
        || short.starts_with("pooling_")
}

/// A projected permutation with zeros (`isProjectedPermutation(true)`):
/// each result a distinct dimension (`Some(d)`) or the constant 0
/// (`None`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct PMap {
    num_dims: usize,
    results: Vec<Option<usize>>,
}

impl PMap {
    /// The map of an indexing map, if it is a projected permutation.
    fn of(map: &LoopMap) -> Option<PMap> {
        let mut seen = vec![false; map.num_dims as usize];
        let mut results = Vec::with_capacity(map.results.len());
        for r in &map.results {
            match r {
                LoopExpr::Dim(d) => {
                    let d = *d as usize;
                    if *seen.get(d)? {
                        return None;
                    }
                    seen[d] = true;
                    results.push(Some(d));
                }
                LoopExpr::Const(0) => results.push(None),
                _ => return None,
            }
        }
        Some(PMap {
            num_dims: map.num_dims as usize,
            results,
        })
    }

    /// `AffineMap::getMultiDimIdentityMap`.
    fn identity(n: usize) -> PMap {
        PMap {
            num_dims: n,
            results: (0..n).map(Some).collect(),
        }
    }

    /// Whether the map is a permutation (`isPermutation`).
    fn is_permutation(&self) -> bool {
        self.results.len() == self.num_dims && self.results.iter().all(Option::is_some)
    }

    /// `applyPermutationMap`: `values` at each result's dimension (zeros
    /// are dropped: the maps given here have none).
    fn apply<T: Clone>(&self, values: &[T]) -> Vec<T> {
        self.results
            .iter()
            .flatten()
            .map(|&d| values[d].clone())
            .collect()
    }

    /// The map without its constant results (`dropResults` of zeros).
    fn drop_zeros(&self) -> PMap {
        PMap {
            num_dims: self.num_dims,
            results: self
                .results
                .iter()
                .filter(|r| r.is_some())
                .copied()
                .collect(),
        }
    }

    /// `compressUnusedDims`: the used dimensions renumbered in order.
    fn reindex(&self) -> PMap {
        let mut used: Vec<usize> = self.results.iter().flatten().copied().collect();
        used.sort_unstable();
        let results = self
            .results
            .iter()
            .map(|r| r.map(|d| used.iter().position(|&u| u == d).unwrap_or(0)))
            .collect();
        PMap {
            num_dims: used.len(),
            results,
        }
    }

    /// `inversePermutation` (`None` when a dimension is missing).
    fn inverse(&self) -> Option<PMap> {
        let mut exprs: Vec<Option<usize>> = vec![None; self.num_dims];
        for (i, r) in self.results.iter().enumerate() {
            if let Some(d) = r {
                if exprs[*d].is_none() {
                    exprs[*d] = Some(i);
                }
            }
        }
        if exprs.iter().any(Option::is_none) {
            return None;
        }
        Some(PMap {
            num_dims: self.results.len(),
            results: exprs,
        })
    }

    /// `inverseAndBroadcastProjectedPermutation`: each dimension the result
    /// that reads it, or a broadcast (zero).
    fn inverse_and_broadcast(&self) -> PMap {
        let mut exprs: Vec<Option<usize>> = vec![None; self.num_dims];
        for (i, r) in self.results.iter().enumerate() {
            if let Some(d) = r {
                exprs[*d] = Some(i);
            }
        }
        PMap {
            num_dims: self.results.len(),
            results: exprs,
        }
    }

    /// `self.compose(other)`: `self`'s dimensions are `other`'s results.
    fn compose(&self, other: &PMap) -> PMap {
        PMap {
            num_dims: other.num_dims,
            results: self
                .results
                .iter()
                .map(|r| r.and_then(|i| other.results[i]))
                .collect(),
        }
    }

    /// The map interned as an affine map.
    fn to_ir(&self, ctx: &mut Context) -> ir::affine::AffineMap {
        let results: Vec<_> = self
            .results
            .iter()
            .map(|r| match r {
                Some(d) => ctx.affine_dim(*d as u32),
                None => ctx.affine_constant(0),
            })
            .collect();
        ctx.affine_map(self.num_dims as u32, 0, &results)
    }
}

/// A vector type of `shape`, `scalable` flags and `element`.
fn vector_type(ctx: &mut Context, shape: Vec<i64>, scalable: Vec<bool>, element: Type) -> Type {
    ctx.get_type(TypeData::Vector {
        shape,
        scalable,
        element,
    })
}

/// `VectorType::isValidElementType`: an integer, index or float type.
fn is_valid_vector_element(ctx: &Context, t: Type) -> bool {
    ctx.is_any_integer(t) || ctx.is_index(t) || ctx.is_float(t)
}

/// The element type of a shaped type, else the type.
fn element_or_self(ctx: &Context, t: Type) -> Type {
    if ctx.is_shaped(t) {
        ctx.element_type(t).unwrap_or(t)
    } else {
        t
    }
}

/// The structure of a linalg op the vectorizer reads.
struct Structured {
    op: OpId,
    loc: Location,
    operands: Vec<Value>,
    num_inputs: usize,
    maps: Vec<LoopMap>,
    iterators: Vec<IteratorType>,
    block: ir::BlockId,
}

impl Structured {
    fn of(ctx: &Context, op: OpId) -> Option<Structured> {
        let lop = LinalgOpRef::get(ctx, op)?;
        let (ins, outs) = crate::dps_split(ctx, op);
        let region = *ctx.op_regions(op).first()?;
        let block = *ctx.region_blocks(region).first()?;
        let mut operands = ins.clone();
        operands.extend(outs);
        Some(Structured {
            op,
            loc: ctx.op_loc(op),
            operands,
            num_inputs: ins.len(),
            maps: lop.get_indexing_maps_array(ctx),
            iterators: lop.get_iterator_types_array(ctx),
            block,
        })
    }

    fn num_loops(&self) -> usize {
        self.iterators.len()
    }

    fn num_inits(&self) -> usize {
        self.operands.len() - self.num_inputs
    }

    /// The shape of operand `i` (empty for a scalar).
    fn shape(&self, ctx: &Context, i: usize) -> Vec<i64> {
        let t = ctx.value_type(self.operands[i]);
        if ctx.is_shaped(t) {
            ctx.shape(t).map(<[i64]>::to_vec).unwrap_or_default()
        } else {
            Vec::new()
        }
    }

    /// `isScalar`: an operand that is no tensor or memref.
    fn is_scalar(&self, ctx: &Context, i: usize) -> bool {
        let t = ctx.value_type(self.operands[i]);
        !ctx.is_shaped(t) || ctx.is_vector(t)
    }

    /// `getStaticLoopRanges`: each loop's size from the first operand
    /// dimension it indexes (`ShapedType::kDynamic` when dynamic).
    fn static_loop_ranges(&self, ctx: &Context) -> Vec<i64> {
        let mut sizes: Vec<Option<i64>> = vec![None; self.num_loops()];
        for (i, map) in self.maps.iter().enumerate() {
            let shape = self.shape(ctx, i);
            for (k, r) in map.results.iter().enumerate() {
                if let LoopExpr::Dim(d) = r {
                    let slot = &mut sizes[*d as usize];
                    if slot.is_none() {
                        *slot = shape.get(k).copied();
                    }
                }
            }
        }
        sizes
            .into_iter()
            .map(|s| s.unwrap_or(ir::DYNAMIC))
            .collect()
    }

    /// `hasDynamicShape`: a dynamic size among the operands' shapes.
    fn has_dynamic_shape(&self, ctx: &Context) -> bool {
        (0..self.operands.len()).any(|i| self.shape(ctx, i).contains(&ir::DYNAMIC))
    }

    /// `mapIterationSpaceDimToOperandDim`: the first operand with a
    /// projected permutation map reading loop `dim`, and its dimension.
    fn operand_dim_of_loop(&self, dim: usize) -> Option<(Value, usize)> {
        for (i, map) in self.maps.iter().enumerate() {
            if !map.is_projected_permutation() {
                continue;
            }
            if let Some(k) = map
                .results
                .iter()
                .position(|r| *r == LoopExpr::Dim(dim as u32))
            {
                return Some((self.operands[i], k));
            }
        }
        None
    }

    /// The block arguments of the inits (`getRegionOutputArgs`).
    fn output_args(&self, ctx: &Context) -> Vec<Value> {
        ctx.block_args(self.block)[self.num_inputs..].to_vec()
    }

    /// `hasPureTensorSemantics` (no memref operand).
    fn has_tensor_semantics(&self, ctx: &Context) -> bool {
        self.operands
            .iter()
            .all(|&v| !ctx.is_memref(ctx.value_type(v)))
    }
}

/// `getCombinerOpKind`.
fn combiner_kind(ctx: &Context, op: OpId) -> Option<CombiningKind> {
    Some(match ctx.op_name_of(op) {
        "arith.addi" | "arith.addf" => CombiningKind::ADD,
        "arith.andi" => CombiningKind::AND,
        "arith.maxsi" => CombiningKind::MAXSI,
        "arith.maxui" => CombiningKind::MAXUI,
        "arith.maximumf" => CombiningKind::MAXIMUMF,
        "arith.minsi" => CombiningKind::MINSI,
        "arith.minui" => CombiningKind::MINUI,
        "arith.minimumf" => CombiningKind::MINIMUMF,
        "arith.muli" | "arith.mulf" => CombiningKind::MUL,
        "arith.ori" => CombiningKind::OR,
        "arith.xori" => CombiningKind::XOR,
        _ => return None,
    })
}

/// Whether `v` is one of `carried` or computed from one inside `region_op`
/// (upstream's `dependsOnCarriedVals`).
fn depends_on_carried(ctx: &Context, v: Value, carried: &[Value], region_op: OpId) -> bool {
    let mut seen = std::collections::HashSet::new();
    let mut work = vec![v];
    while let Some(v) = work.pop() {
        if carried.contains(&v) {
            return true;
        }
        let Some(def) = ctx.defining_op(v) else {
            continue;
        };
        if !ctx.is_ancestor(region_op, def) || def == region_op || !seen.insert(def) {
            continue;
        }
        work.extend(ctx.operands(def));
    }
    false
}

/// Upstream's `matchReduction`: the value the carried argument at `pos`
/// is combined with by a single combiner op yielded at `pos`, and that
/// combiner.
fn match_reduction(
    ctx: &Context,
    region_op: OpId,
    carried: &[Value],
    pos: usize,
) -> Option<(Value, OpId)> {
    let arg = carried[pos];
    if !ctx.has_one_use(arg) {
        return None;
    }
    let combiner = ctx.uses(arg).next()?.op;
    let operands = ctx.operands(combiner);
    if operands.len() != 2 {
        return None;
    }
    let reduced = if operands[0] == arg {
        operands[1]
    } else {
        operands[0]
    };
    if depends_on_carried(ctx, reduced, carried, region_op) {
        return None;
    }
    let mut combiners = Vec::new();
    let mut current = combiner;
    while !ctx.op_has_trait(current, &OpTrait::IsTerminator) {
        if !is_memory_effect_free(ctx, current)
            || ctx.num_results(current) != 1
            || !ctx.has_one_use(ctx.result(current, 0))
            || ctx.op_parent_op(current) != Some(region_op)
        {
            return None;
        }
        combiners.push(current);
        current = ctx.uses(ctx.result(current, 0)).next()?.op;
    }
    let [only] = combiners.as_slice() else {
        return None;
    };
    (ctx.operands(current).get(pos) == Some(&ctx.result(*only, 0))).then_some((reduced, *only))
}

/// `isElementwise`: all loops parallel, projected permutations, init maps
/// permutations and a body of scalar elementwise ops.
fn is_elementwise(ctx: &Context, s: &Structured) -> bool {
    if s.iterators.iter().any(|&it| it != IteratorType::Parallel) {
        return false;
    }
    let Some(maps) = s.maps.iter().map(PMap::of).collect::<Option<Vec<_>>>() else {
        return false;
    };
    if maps[s.num_inputs..].iter().any(|m| !m.is_permutation()) {
        return false;
    }
    // `hasOnlyScalarElementwiseOp`.
    let region = ctx.op_regions(s.op)[0];
    if ctx.region_blocks(region).len() != 1 {
        return false;
    }
    ctx.block_ops(s.block).all(|op| {
        let allowed = matches!(
            ctx.op_name_of(op),
            "arith.constant"
                | "func.constant"
                | "tensor.extract"
                | "linalg.yield"
                | "linalg.index"
                | "affine.apply"
        ) || is_elementwise_mappable(ctx, op);
        allowed
            && ctx
                .result_types(op)
                .into_iter()
                .all(|t| ctx.is_any_integer(t) || ctx.is_index(t) || ctx.is_float(t))
    })
}

/// `OpTrait::hasElementwiseMappableTraits`.
fn is_elementwise_mappable(ctx: &Context, op: OpId) -> bool {
    ctx.op_has_trait(op, &OpTrait::Elementwise)
}

/// `vector::isValidMaskedInputVector`.
pub(crate) fn is_valid_masked_input_vector(shape: &[i64], sizes: &[i64]) -> bool {
    sizes.len() == shape.len()
        && shape
            .iter()
            .zip(sizes)
            .all(|(&s, &v)| s == ir::DYNAMIC || s <= v)
}

/// `vectorizeLinalgOpPrecondition`.
/// `tensorExtractVectorizationPrecondition`: a `tensor.extract` of one
/// index (or of any number with `nd_extract`) of valid element types.
fn extract_precondition(ctx: &Context, op: OpId, nd_extract: bool) -> bool {
    if ctx.op_name_of(op) != "tensor.extract" {
        return false;
    }
    let indices = &ctx.operands(op)[1..];
    if indices.len() != 1 && !nd_extract {
        return false;
    }
    if let Some(&first) = indices.first() {
        if !is_valid_vector_element(ctx, ctx.value_type(first)) {
            return false;
        }
    }
    ctx.result_types(op)
        .into_iter()
        .all(|t| is_valid_vector_element(ctx, t))
}

fn linalg_precondition(ctx: &Context, s: &Structured, sizes: &[i64], nd_extract: bool) -> bool {
    if (0..s.operands.len()).any(|i| s.shape(ctx, i).contains(&0)) {
        return false;
    }
    if !sizes.is_empty() && !is_valid_masked_input_vector(&s.static_loop_ranges(ctx), sizes) {
        return false;
    }
    if s.has_dynamic_shape(ctx) {
        // `vectorizeDynamicLinalgOpPrecondition`: convolutions are not
        // vectorized here at all.
        if is_convolution(ctx, s.op) {
            return false;
        }
        let name = ctx.op_name_of(s.op);
        if !is_elementwise(ctx, s)
            && !matches!(name, "linalg.generic" | "linalg.copy")
            && !CONTRACTION_OPS.contains(&name)
        {
            return false;
        }
    }
    for op in ctx.block_ops(s.block) {
        if extract_precondition(ctx, op, nd_extract) {
            continue;
        }
        let types_ok = ctx
            .operand_types(op)
            .into_iter()
            .chain(ctx.result_types(op))
            .all(|t| is_valid_vector_element(ctx, t));
        if !types_ok {
            return false;
        }
    }
    if is_elementwise(ctx, s) {
        return true;
    }
    if is_convolution(ctx, s.op) {
        return true;
    }
    let Some(maps) = s.maps.iter().map(PMap::of).collect::<Option<Vec<_>>>() else {
        return false;
    };
    // `reductionPreconditions`.
    if !s.iterators.contains(&IteratorType::Reduction) {
        return false;
    }
    let outputs = s.output_args(ctx);
    for (k, map) in maps[s.num_inputs..].iter().enumerate() {
        if map.is_permutation() {
            continue;
        }
        match match_reduction(ctx, s.op, &outputs, k) {
            Some((_, combiner)) if combiner_kind(ctx, combiner).is_some() => {}
            _ => return false,
        }
    }
    true
}

/// `vectorizeScalableVectorPrecondition`.
fn scalable_precondition(ctx: &Context, op: OpId, scalable: &[bool]) -> bool {
    let count = scalable.iter().filter(|&&f| f).count();
    if count == 0 {
        return true;
    }
    let Some(s) = Structured::of(ctx, op) else {
        return false;
    };
    if count > 2 {
        return false;
    }
    let mut iterators = s.iterators.clone();
    let mut flags = scalable.to_vec();
    let mut seen_parallel = false;
    while flags.last() == Some(&false) {
        seen_parallel |= iterators.last() == Some(&IteratorType::Parallel);
        iterators.pop();
        flags.pop();
    }
    if iterators.last() != Some(&IteratorType::Parallel) || seen_parallel {
        return false;
    }
    if count == 2 {
        flags.pop();
        iterators.pop();
        if flags.last() != Some(&true) || iterators.last() != Some(&IteratorType::Parallel) {
            return false;
        }
    }
    let name = ctx.op_name_of(op);
    is_elementwise(ctx, &s)
        || matches!(
            name,
            "linalg.matmul" | "linalg.matmul_transpose_a" | "linalg.depthwise_conv_1d_nwc_wc"
        )
}

/// `vectorizePadOpPrecondition`: a constant padding value, vector sizes
/// valid for the result shape, dynamic low paddings that are constant 0.
fn pad_precondition(ctx: &mut Context, pad: tensor::PadOp, sizes: &[i64]) -> bool {
    if tensor::constant_padding_value(ctx, pad).is_none() {
        return false;
    }
    let result = ctx.value_type(pad.result(ctx));
    let shape = ctx.shape(result).map(<[i64]>::to_vec).unwrap_or_default();
    if !is_valid_masked_input_vector(&shape, sizes) {
        return false;
    }
    pad.low(ctx)
        .into_iter()
        .all(|v| ir::rewrite::constant_value(ctx, v).and_then(|a| ctx.as_integer(a)) == Some(0))
}

/// `vectorizeOpPrecondition`.
pub fn vectorize_precondition(
    ctx: &mut Context,
    op: OpId,
    sizes: &[i64],
    scalable: &[bool],
    nd_extract: bool,
) -> bool {
    if !scalable_precondition(ctx, op, scalable) {
        return false;
    }
    if let Some(pad) = tensor::PadOp::cast(ctx, op) {
        return pad_precondition(ctx, pad, sizes);
    }
    if let Some(pack) = tensor::PackOp::cast(ctx, op) {
        return crate::vectorize_pack::pack_precondition(ctx, pack, sizes);
    }
    if let Some(unpack) = tensor::UnPackOp::cast(ctx, op) {
        return crate::vectorize_pack::unpack_precondition(ctx, unpack, sizes);
    }
    match Structured::of(ctx, op) {
        Some(s) => linalg_precondition(ctx, &s, sizes, nd_extract),
        None => false,
    }
}

/// The values of mixed sizes, constants for the static ones
/// (`getValueOrCreateConstantIndexOp`).
fn ofr_values(b: &mut OpBuilder<'_>, loc: Location, sizes: &[FoldResult]) -> Vec<Value> {
    sizes
        .iter()
        .map(|s| match s {
            FoldResult::Value(v) => *v,
            FoldResult::Attr(a) => {
                let v = b.as_integer(*a).map_or(0, |v| v as i64);
                constant_index(b, loc, v)
            }
        })
        .collect()
}

/// `vector::createReadOrMaskedRead` (masking, not in-bounds flags): a
/// read of `source` of `shape` padded with `pad`, masked by the source's
/// sizes unless the shapes agree.
pub(crate) fn create_read_or_masked_read(
    b: &mut OpBuilder<'_>,
    loc: Location,
    source: Value,
    shape: &[i64],
    pad: Value,
    use_in_bounds: bool,
) -> Option<Value> {
    let source_type = b.value_type(source);
    let source_shape = b.shape(source_type)?.to_vec();
    let pad_type = b.value_type(pad);
    let i1 = b.i1();
    let mask_type = b.vector_type(shape, i1);
    let vtype = b.vector_type(shape, pad_type);
    let zero = constant_index(b, loc, 0);
    let indices = vec![zero; shape.len()];
    let map = PMap::identity(shape.len()).to_ir(b);
    let map = b.affine_map_attr(map);
    let flags: Vec<bool> = if use_in_bounds {
        (0..shape.len())
            .map(|i| source_shape.get(i) == Some(&shape[i]) && shape[i] != ir::DYNAMIC)
            .collect()
    } else {
        vec![true; shape.len()]
    };
    let in_bounds = bool_array(b, &flags);
    let read =
        vector::TransferReadOp::build(b, loc, vtype, source, &indices, map, pad, None, in_bounds)
            .operation();
    if source_shape == shape || use_in_bounds {
        return Some(b.result(read, 0));
    }
    let index = b.index_type();
    let mut dims = Vec::with_capacity(source_shape.len());
    for (d, &s) in source_shape.iter().enumerate() {
        if s == ir::DYNAMIC {
            let c = constant_index(b, loc, d as i64);
            dims.push(tensor::DimOp::build(b, loc, index, source, c).result(b));
        } else {
            dims.push(constant_index(b, loc, s));
        }
    }
    let mask = vector::CreateMaskOp::build(b, loc, mask_type, &dims).result(b);
    let masked = vector::mask::mask_operation(b, read, mask);
    Some(b.result(masked, 0))
}

/// `createWriteOrMaskedWrite` (masking, not in-bounds flags): `input`
/// written into a new `tensor.empty` of `dest_sizes`, masked unless the
/// leading sizes are the vector sizes.
pub(crate) fn create_write_or_masked_write(
    b: &mut OpBuilder<'_>,
    loc: Location,
    input: Value,
    dest_sizes: &[FoldResult],
    sizes: &[i64],
    use_in_bounds: bool,
) -> Option<OpId> {
    let element = b.element_type(b.value_type(input))?;
    let mut shape = Vec::with_capacity(dest_sizes.len());
    let mut dynamic = Vec::new();
    for s in dest_sizes {
        match s {
            FoldResult::Value(v) => {
                shape.push(ir::DYNAMIC);
                dynamic.push(*v);
            }
            FoldResult::Attr(a) => shape.push(b.as_integer(*a).map_or(0, |v| v as i64)),
        }
    }
    let dest_type = b.ranked_tensor_type(&shape, element);
    let dest = tensor::EmptyOp::build(b, loc, dest_type, &dynamic).result(b);
    let rank = shape.len();
    let zero = constant_index(b, loc, 0);
    let indices = vec![zero; rank];
    let flags: Vec<bool> = if use_in_bounds {
        (0..rank)
            .map(|i| sizes.get(i) == Some(&shape[i]) && shape[i] != ir::DYNAMIC)
            .collect()
    } else {
        vec![true; rank]
    };
    let in_bounds = bool_array(b, &flags);
    let map = PMap::identity(rank).to_ir(b);
    let map = b.affine_map_attr(map);
    let write = vector::TransferWriteOp::build(
        b,
        loc,
        Some(dest_type),
        input,
        dest,
        &indices,
        map,
        None,
        in_bounds,
    )
    .operation();
    if use_in_bounds || shape.get(..sizes.len()) == Some(sizes) {
        return Some(write);
    }
    let mut mask_shape = sizes.to_vec();
    mask_shape.extend_from_slice(shape.get(sizes.len()..).unwrap_or(&[]));
    let i1 = b.i1();
    let mask_type = b.vector_type(&mask_shape, i1);
    let bounds = ofr_values(b, loc, dest_sizes);
    let mask = vector::CreateMaskOp::build(b, loc, mask_type, &bounds).result(b);
    Some(vector::mask::mask_operation(b, write, mask))
}

/// `vectorizeAsTensorPadOp`: a masked read of the source padded with the
/// padding value, written into a new tensor of the result's sizes.
fn vectorize_pad(b: &mut OpBuilder<'_>, pad: tensor::PadOp, sizes: &[i64]) -> Option<Vec<Value>> {
    let op = pad.operation();
    let loc = b.op_loc(op);
    let value = tensor::constant_padding_value(b, pad)?;
    let reify = ReifyRankedShapedTypeOpInterfaceRef::get(b, op)?;
    let mut shapes = Vec::new();
    reify.reify_result_shapes(b, &mut shapes).ok()?;
    let dest_sizes = shapes.into_iter().next()?;
    let source = pad.source(b);
    let read = create_read_or_masked_read(b, loc, source, sizes, value, false)?;
    let write = create_write_or_masked_write(b, loc, read, &dest_sizes, sizes, false)?;
    Some(vec![b.result(write, 0)])
}

/// Upstream's `VectorizationState`: the canonical vector shape, the
/// iteration space's sizes and the masks made so far.
struct State {
    shape: Vec<i64>,
    scalable: Vec<bool>,
    static_sizes: Vec<i64>,
    value_sizes: Vec<Value>,
    masks: HashMap<PMap, Option<Value>>,
}

impl State {
    /// `initState` (the insertion point is before the op).
    fn new(
        b: &mut OpBuilder<'_>,
        s: &Structured,
        sizes: &[i64],
        scalable: &[bool],
    ) -> Option<State> {
        let static_sizes = s.static_loop_ranges(b);
        let (shape, scalable) = if sizes.is_empty() {
            (static_sizes.clone(), vec![false; s.num_loops()])
        } else {
            (sizes.to_vec(), scalable.to_vec())
        };
        if shape.contains(&ir::DYNAMIC) {
            return None;
        }
        let index = b.index_type();
        let tensors = s.has_tensor_semantics(b);
        let mut value_sizes = Vec::new();
        for (dim, &size) in static_sizes.iter().enumerate().take(shape.len()) {
            if size != ir::DYNAMIC {
                value_sizes.push(constant_index(b, s.loc, size));
                continue;
            }
            let (operand, pos) = s.operand_dim_of_loop(dim)?;
            let c = constant_index(b, s.loc, pos as i64);
            let dim_value = if tensors {
                tensor::DimOp::build(b, s.loc, index, operand, c).result(b)
            } else {
                memref::DimOp::build(b, s.loc, index, operand, c).result(b)
            };
            value_sizes.push(dim_value);
        }
        Some(State {
            shape,
            scalable,
            static_sizes,
            value_sizes,
            masks: HashMap::new(),
        })
    }

    /// `getCanonicalVecType`, permuted by `perm` when given.
    fn vec_type(&self, ctx: &mut Context, element: Type, perm: Option<&PMap>) -> Type {
        let (shape, scalable) = match perm {
            Some(p) => (p.apply(&self.shape), p.apply(&self.scalable)),
            None => (self.shape.clone(), self.scalable.clone()),
        };
        vector_type(ctx, shape, scalable, element)
    }

    /// `getOrCreateMaskFor`.
    fn mask_for(
        &mut self,
        b: &mut OpBuilder<'_>,
        op: OpId,
        loc: Location,
        map: PMap,
    ) -> Option<Value> {
        MaskableOpInterfaceRef::get(b, op)?;
        if let Some(m) = self.masks.get(&map) {
            return *m;
        }
        let permuted = map.apply(&self.static_sizes);
        let i1 = b.i1();
        let mask_type = self.vec_type(b, i1, Some(&map));
        if permuted == map.apply(&self.shape) {
            self.masks.insert(map, None);
            return None;
        }
        let bounds = map.apply(&self.value_sizes);
        let mask = vector::CreateMaskOp::build(b, loc, mask_type, &bounds).result(b);
        self.masks.insert(map, Some(mask));
        Some(mask)
    }

    /// `maskOperation`: `op` in a `vector.mask` when it needs one.
    fn mask(
        &mut self,
        b: &mut OpBuilder<'_>,
        op: OpId,
        loc: Location,
        map: Option<PMap>,
        num_loops: usize,
    ) -> OpId {
        let map = map.unwrap_or_else(|| PMap::identity(num_loops));
        match self.mask_for(b, op, loc, map) {
            Some(mask) => vector::mask::mask_operation(b, op, mask),
            None => op,
        }
    }
}

/// `arith.constant <v> : index`.
pub(crate) fn constant_index(b: &mut OpBuilder<'_>, loc: Location, v: i64) -> Value {
    let index = b.index_type();
    let attr = b.index_attr(v);
    arith::ConstantOp::build(b, loc, index, attr).result(b)
}

/// A `BoolArrayAttr`.
fn bool_array(b: &mut OpBuilder<'_>, values: &[bool]) -> Attribute {
    let elements: Vec<Attribute> = values.iter().map(|&v| b.bool_attr(v)).collect();
    b.array_attr(&elements)
}

/// The op a `vector.mask` wraps (the op itself when it is no mask).
fn masked_op(ctx: &Context, op: OpId) -> OpId {
    if let Some(mask) = vector::MaskOp::cast(ctx, op) {
        let region = mask.mask_region(ctx);
        if let Some(&block) = ctx.region_blocks(region).first() {
            if let Some(first) = ctx.block_ops(block).next() {
                return first;
            }
        }
    }
    op
}

/// Sets the `in_bounds` of the transfer `op` wraps to all true, when it
/// is masked.
fn set_in_bounds_if_masked(b: &mut OpBuilder<'_>, op: OpId, rank: usize) -> Option<()> {
    let inner = masked_op(b, op);
    if inner != op {
        let attr = bool_array(b, &vec![true; rank]);
        let key = b.ident("in_bounds");
        b.set_inherent_attr(inner, key, attr).ok()?;
    }
    Some(())
}

/// `vector.transfer_read` with the builder's zero padding (upstream's
/// builder without a padding value).
fn transfer_read(
    b: &mut OpBuilder<'_>,
    loc: Location,
    ty: Type,
    source: Value,
    indices: &[Value],
    map: &PMap,
    in_bounds: &[bool],
) -> Option<OpId> {
    let element = b.element_type(ty).unwrap_or(ty);
    let zero = arith::fold::zero_attr(b, element)?;
    let padding = arith::ConstantOp::build(b, loc, element, zero).result(b);
    let map = map.to_ir(b);
    let map = b.affine_map_attr(map);
    let in_bounds = bool_array(b, in_bounds);
    Some(
        vector::TransferReadOp::build(b, loc, ty, source, indices, map, padding, None, in_bounds)
            .operation(),
    )
}

/// Broadcasts `value` to `ty` when it can be (`broadcastIfNeeded`).
fn broadcast_if_needed(b: &mut OpBuilder<'_>, loc: Location, value: Value, ty: Type) -> Value {
    let Some(dst_shape) = b.shape(ty).map(<[i64]>::to_vec) else {
        return value;
    };
    if dst_shape.is_empty() {
        return value;
    }
    let src = b.value_type(value);
    if src == ty {
        return value;
    }
    let dst_element = b.element_type(ty).unwrap_or(ty);
    let ok = if b.is_vector(src) {
        let (src_shape, src_scalable) = match b.type_data(src) {
            TypeData::Vector {
                shape, scalable, ..
            } => (shape.clone(), scalable.clone()),
            _ => return value,
        };
        let dst_scalable = match b.type_data(ty) {
            TypeData::Vector { scalable, .. } => scalable.clone(),
            _ => return value,
        };
        b.element_type(src) == Some(dst_element)
            && src_shape.len() <= dst_shape.len()
            && (0..src_shape.len()).all(|k| {
                let sd = src_shape[src_shape.len() - 1 - k];
                let dd = dst_shape.len() - 1 - k;
                (sd == 1 && !src_scalable[src_shape.len() - 1 - k])
                    || (sd == dst_shape[dd]
                        && src_scalable[src_shape.len() - 1 - k] == dst_scalable[dd])
            })
    } else {
        src == dst_element
    };
    if !ok {
        return value;
    }
    let op = vector::BroadcastOp::build(b, loc, ty, value).operation();
    ir::rewrite::create_or_fold(b, op)[0]
}

/// How a `tensor.extract` reads (`VectorMemoryAccessKind`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Access {
    ScalarBroadcast,
    Contiguous,
    Gather,
}

/// The op of `block` that is or contains `op` (`findAncestorOpInBlock`).
fn ancestor_in_block(ctx: &Context, block: ir::BlockId, op: OpId) -> Option<OpId> {
    let mut current = op;
    loop {
        if ctx.op_parent_block(current) == Some(block) {
            return Some(current);
        }
        current = ctx.op_parent_op(current)?;
    }
}

/// What vectorizing one op of the body gave.
enum Outcome {
    /// The op cannot be vectorized.
    Failure,
    /// Handled, nothing to map (the yield).
    NoReplace,
    /// The op's results map to this op's.
    NewOp(OpId),
}

/// The vectorizer of one structured op.
struct Vectorizer<'s> {
    s: &'s Structured,
    state: State,
    bvm: HashMap<Value, Value>,
    results: Vec<Value>,
}

impl Vectorizer<'_> {
    fn lookup(&self, v: Value) -> Value {
        self.bvm.get(&v).copied().unwrap_or(v)
    }

    /// Step 3 of `vectorizeAsLinalgGeneric`: the block arguments read.
    fn read_operands(&mut self, b: &mut OpBuilder<'_>, maps: &[PMap]) -> Option<()> {
        let s = self.s;
        let loc = s.loc;
        let zero = constant_index(b, loc, 0);
        let args = b.block_args(s.block);
        let lop = LinalgOpRef::get(b, s.op)?;
        for i in lop.get_op_operands_matching_b_bargs(b) {
            let arg = args[i];
            let operand = s.operands[i];
            if s.is_scalar(b, i) {
                self.bvm.insert(arg, operand);
                continue;
            }
            let map = &maps[i];
            let masking = map.drop_zeros();
            let element = element_or_self(b, b.value_type(operand));
            let (read_map, read_type) = if i < s.num_inputs {
                let read_map = map.inverse_and_broadcast();
                (read_map, self.state.vec_type(b, element, None))
            } else {
                let read_map = map.reindex().inverse()?;
                let composed = read_map.compose(map);
                let t = self.state.vec_type(b, element, Some(&composed));
                (read_map, t)
            };
            let rank = s.shape(b, i).len();
            let indices = vec![zero; rank];
            let vrank = b.shape(read_type).map_or(0, <[i64]>::len);
            let mut in_bounds = vec![false; vrank];
            for (k, r) in read_map.results.iter().enumerate() {
                if r.is_none() {
                    in_bounds[k] = true;
                }
            }
            let read = transfer_read(b, loc, read_type, operand, &indices, &read_map, &in_bounds)?;
            let read = self.state.mask(b, read, loc, Some(masking), s.num_loops());
            set_in_bounds_if_masked(b, read, vrank)?;
            let mut value = b.result(read, 0);
            if vrank == 0 {
                let element = b.element_type(read_type).unwrap_or(read_type);
                value = vector::ExtractElementOp::build(b, loc, element, value, None).result(b);
            }
            self.bvm.insert(arg, value);
            self.bvm.insert(operand, value);
        }
        Some(())
    }

    /// `buildVectorWrite` of `value` into init `k`.
    fn write(&mut self, b: &mut OpBuilder<'_>, value: Value, k: usize, map: &PMap) -> Option<()> {
        let s = self.s;
        let loc = b.value_loc(value);
        let operand = s.operands[s.num_inputs + k];
        // The canonical shape at the loops the init indexes, in order.
        let mut used: Vec<usize> = map.results.iter().flatten().copied().collect();
        used.sort_unstable();
        let type_map = PMap {
            num_dims: map.num_dims,
            results: used.into_iter().map(Some).collect(),
        };
        let element = element_or_self(b, b.value_type(operand));
        let vtype = self.state.vec_type(b, element, Some(&type_map));
        let vrank = b.shape(vtype).map_or(0, <[i64]>::len);
        let result_type = {
            let t = b.value_type(operand);
            b.is_ranked_tensor(t).then_some(t)
        };
        let write = if vrank > 0 {
            let write_map = map.reindex().inverse()?;
            let zero = constant_index(b, loc, 0);
            let indices = vec![zero; s.shape(b, s.num_inputs + k).len()];
            let value = broadcast_if_needed(b, s.loc, value, vtype);
            if b.value_type(value) != vtype {
                return None;
            }
            let map_attr = write_map.to_ir(b);
            let map_attr = b.affine_map_attr(map_attr);
            let in_bounds = bool_array(b, &vec![false; vrank]);
            vector::TransferWriteOp::build(
                b,
                loc,
                result_type,
                value,
                operand,
                &indices,
                map_attr,
                None,
                in_bounds,
            )
            .operation()
        } else {
            let value = if b.is_vector(b.value_type(value)) {
                value
            } else {
                vector::BroadcastOp::build(b, loc, vtype, value).vector(b)
            };
            let empty = PMap {
                num_dims: 0,
                results: Vec::new(),
            };
            let map_attr = empty.to_ir(b);
            let map_attr = b.affine_map_attr(map_attr);
            let in_bounds = bool_array(b, &[]);
            vector::TransferWriteOp::build(
                b,
                loc,
                result_type,
                value,
                operand,
                &[],
                map_attr,
                None,
                in_bounds,
            )
            .operation()
        };
        let write = self
            .state
            .mask(b, write, loc, Some(map.clone()), s.num_loops());
        set_in_bounds_if_masked(b, write, vrank)?;
        if b.num_results(write) > 0 {
            self.results.push(b.result(write, 0));
        }
        Some(())
    }

    /// `vectorizeLinalgIndex`.
    fn index(&mut self, b: &mut OpBuilder<'_>, op: OpId) -> Option<OpId> {
        let dim = linalg::IndexOp::cast(b, op)?.dim(b) as usize;
        let loc = b.op_loc(op);
        let n = self.state.shape.len();
        let index = b.index_type();
        let step_type = vector_type(
            b,
            vec![self.state.shape[dim]],
            vec![self.state.scalable[dim]],
            index,
        );
        let steps = vector::StepOp::build(b, loc, step_type).operation();
        if dim + 1 == n {
            return Some(steps);
        }
        let mut perm: Vec<usize> = (0..n).collect();
        perm.swap(dim, n - 1);
        let perm_map = PMap {
            num_dims: n,
            results: perm.iter().map(|&p| Some(p)).collect(),
        };
        let bt = self.state.vec_type(b, index, Some(&perm_map));
        let steps = b.result(steps, 0);
        let broadcast = vector::BroadcastOp::build(b, loc, bt, steps).vector(b);
        let transposition: Vec<i64> = perm.iter().map(|&p| p as i64).collect();
        let i64t = b.i64();
        let attr = b.dense_int_array_attr(i64t, &transposition);
        let tt = self.state.vec_type(b, index, None);
        Some(vector::TransposeOp::build(b, loc, tt, broadcast, attr).operation())
    }

    /// `isLoopInvariantIdx`.
    fn is_loop_invariant_idx(&self, ctx: &Context, v: Value) -> bool {
        let s = self.s;
        if let Value::Arg { .. } = v {
            return !ctx.block_args(s.block).contains(&v);
        }
        let Some(def) = ctx.defining_op(v) else {
            return true;
        };
        let trailing = s.num_loops().saturating_sub(1);
        if let Some(index) = linalg::IndexOp::cast(ctx, def) {
            return index.dim(ctx) as usize != trailing;
        }
        let Some(ancestor) = ancestor_in_block(ctx, s.block, def) else {
            return true;
        };
        if ctx.op_name_of(ancestor) == "arith.constant" {
            return true;
        }
        ctx.operands(ancestor)
            .into_iter()
            .all(|o| self.is_loop_invariant_idx(ctx, o))
    }

    /// `isContiguousLoadIdx`.
    fn is_contiguous_load_idx(&self, ctx: &Context, v: Value, found_index: &mut bool) -> bool {
        let s = self.s;
        if let Value::Arg { .. } = v {
            return !ctx.block_args(s.block).contains(&v);
        }
        let Some(def) = ctx.defining_op(v) else {
            return false;
        };
        let trailing = s.num_loops().saturating_sub(1);
        if let Some(index) = linalg::IndexOp::cast(ctx, def) {
            *found_index = index.dim(ctx) as usize == trailing;
            return true;
        }
        let Some(ancestor) = ancestor_in_block(ctx, s.block, def) else {
            return false;
        };
        if !matches!(
            ctx.op_name_of(ancestor),
            "arith.addi" | "arith.constant" | "linalg.index"
        ) {
            return false;
        }
        let mut result = false;
        for o in ctx.operands(ancestor) {
            result |= self.is_contiguous_load_idx(ctx, o, found_index);
        }
        result
    }

    /// `getTensorExtractMemoryAccessPattern`.
    fn access_kind(&self, ctx: &Context, op: OpId) -> Access {
        let s = self.s;
        let target = s.static_loop_ranges(ctx);
        let tensor = ctx.operand(op, 0);
        let input_shape = ctx
            .shape(ctx.value_type(tensor))
            .map(<[i64]>::to_vec)
            .unwrap_or_default();
        if input_shape.is_empty() {
            return Access::ScalarBroadcast;
        }
        if s.has_dynamic_shape(ctx) {
            return Access::Gather;
        }
        if target.iter().filter(|&&d| d > 1).count() != 1 || target.last() == Some(&1) {
            return Access::Gather;
        }
        if input_shape.last() == Some(&1) {
            return Access::Gather;
        }
        let indices = ctx.operands(op)[1..].to_vec();
        let Some((&trailing, leading)) = indices.split_last() else {
            return Access::Gather;
        };
        let mut invariant = true;
        for (i, &v) in leading.iter().enumerate() {
            if input_shape[i] == 1 {
                continue;
            }
            invariant &= self.is_loop_invariant_idx(ctx, v);
        }
        if !invariant {
            return Access::Gather;
        }
        if self.is_loop_invariant_idx(ctx, trailing) {
            return Access::ScalarBroadcast;
        }
        let mut found = false;
        if self.is_contiguous_load_idx(ctx, trailing, &mut found) && found {
            return Access::Contiguous;
        }
        Access::Gather
    }

    /// `vectorizeTensorExtract`.
    fn extract(&mut self, b: &mut OpBuilder<'_>, op: OpId) -> Option<OpId> {
        let s = self.s;
        let loc = b.op_loc(op);
        let tensor = b.operand(op, 0);
        let indices: Vec<Value> = b.operands(op)[1..].to_vec();
        let scalar = b.result_type(op, 0);
        let result_type = self.state.vec_type(b, scalar, None);
        let i1 = b.i1();
        let mask_type = self.state.vec_type(b, i1, None);
        let all_true = b.dense_int_attr(mask_type, &[1]);
        let mask = arith::ConstantOp::build(b, loc, mask_type, all_true).result(b);
        let zero_attr = arith::fold::zero_attr(b, result_type)?;
        let pass_thru = arith::ConstantOp::build(b, loc, result_type, zero_attr).result(b);
        let zero = constant_index(b, loc, 0);
        let base = vec![zero; indices.len()];
        let kind = self.access_kind(b, op);
        if kind == Access::Gather {
            let index = b.index_type();
            let index_vec = self.state.vec_type(b, index, None);
            let first = self.lookup(*indices.first()?);
            let mut offset = broadcast_if_needed(b, s.loc, first, index_vec);
            for (i, &idx) in indices.iter().enumerate().skip(1) {
                let c = constant_index(b, loc, i as i64);
                let dim = tensor::DimOp::build(b, loc, index, tensor, c).result(b);
                let dim = broadcast_if_needed(b, s.loc, dim, index_vec);
                let ot = b.value_type(offset);
                offset = arith::MulIOp::build(b, loc, ot, offset, dim, None).result(b);
                let v = self.lookup(idx);
                let v = broadcast_if_needed(b, s.loc, v, index_vec);
                let vt = b.value_type(v);
                offset = arith::AddIOp::build(b, loc, vt, v, offset, None).result(b);
            }
            let gather = vector::GatherOp::build(
                b,
                loc,
                result_type,
                tensor,
                &base,
                offset,
                mask,
                pass_thru,
            )
            .operation();
            return Some(self.state.mask(b, gather, loc, None, s.num_loops()));
        }
        let trailing_dim = *b.shape(result_type)?.last()?;
        let i32t = b.i32();
        let zero32_attr = b.integer_attr(i32t, 0);
        let zero32 = arith::ConstantOp::build(b, loc, i32t, zero32_attr).result(b);
        let mut read_indices = Vec::with_capacity(indices.len());
        for &idx in &indices {
            let v = self.lookup(idx);
            if b.is_index(b.value_type(v)) {
                read_indices.push(v);
                continue;
            }
            let index = b.index_type();
            let t1 = b.vector_type(&[trailing_dim], index);
            let flat = vector::ShapeCastOp::build(b, loc, t1, v).result(b);
            read_indices
                .push(vector::ExtractElementOp::build(b, loc, index, flat, Some(zero32)).result(b));
        }
        let dst_rank = b.shape(result_type)?.len();
        let src_rank = b.shape(b.value_type(tensor))?.len();
        let in_bounds = vec![true; dst_rank];
        let map = if kind == Access::ScalarBroadcast {
            PMap {
                num_dims: src_rank,
                results: vec![None; dst_rank],
            }
        } else {
            let n = dst_rank.min(src_rank);
            let mut results: Vec<Option<usize>> = (src_rank - n..src_rank).map(Some).collect();
            for _ in 0..dst_rank.saturating_sub(src_rank) {
                results.insert(0, None);
            }
            PMap {
                num_dims: src_rank,
                results,
            }
        };
        transfer_read(b, loc, result_type, tensor, &read_indices, &map, &in_bounds)
    }

    /// `vectorizeOneOp`.
    fn one(&mut self, b: &mut OpBuilder<'_>, op: OpId, maps: &[PMap]) -> Outcome {
        let s = self.s;
        let name = b.op_name_of(op).to_string();
        if name == "linalg.yield" {
            for (k, v) in b.operands(op).into_iter().enumerate() {
                let value = self.lookup(v);
                if self.write(b, value, k, &maps[s.num_inputs + k]).is_none() {
                    return Outcome::Failure;
                }
            }
            return Outcome::NoReplace;
        }
        if name == "linalg.index" {
            return match self.index(b, op) {
                Some(new) => Outcome::NewOp(new),
                None => Outcome::Failure,
            };
        }
        if name == "tensor.extract" {
            return match self.extract(b, op) {
                Some(new) => Outcome::NewOp(new),
                None => Outcome::Failure,
            };
        }
        if name == "arith.constant" || name == "func.constant" {
            let mut mapping = ir::IrMapping::new();
            return match b.clone(op, &mut mapping) {
                Ok(new) => Outcome::NewOp(new),
                Err(_) => Outcome::Failure,
            };
        }
        if !is_elementwise_mappable(b, op) {
            return Outcome::Failure;
        }
        let loc = b.op_loc(op);
        // Reductions.
        let outputs = s.output_args(b);
        let mut reductions = Vec::new();
        for v in b.operands(op) {
            let Value::Arg { block, index } = v else {
                continue;
            };
            if block != s.block || (index as usize) < s.num_inputs {
                continue;
            }
            if let Some((reduced, _)) =
                match_reduction(b, s.op, &outputs, index as usize - s.num_inputs)
            {
                reductions.push((reduced, v));
            }
        }
        if let Some(&(reduced, init)) = reductions.first() {
            let reduce_vec = self.lookup(reduced);
            let output_vec = self.lookup(init);
            let rt = b.value_type(reduce_vec);
            let ot = b.value_type(output_vec);
            if b.is_vector(rt) && !(b.is_vector(ot) && b.shape(rt) == b.shape(ot)) {
                let Some(kind) = combiner_kind(b, op) else {
                    return Outcome::Failure;
                };
                let dims: Vec<i64> = s
                    .iterators
                    .iter()
                    .enumerate()
                    .filter(|(_, &it)| it == IteratorType::Reduction)
                    .map(|(k, _)| k as i64)
                    .collect();
                let (shape, scalable, element) = match b.type_data(rt) {
                    TypeData::Vector {
                        shape,
                        scalable,
                        element,
                    } => (shape.clone(), scalable.clone(), *element),
                    _ => return Outcome::Failure,
                };
                let kept: Vec<usize> = (0..shape.len())
                    .filter(|k| !dims.contains(&(*k as i64)))
                    .collect();
                let dest = if kept.is_empty() {
                    element
                } else {
                    vector_type(
                        b,
                        kept.iter().map(|&k| shape[k]).collect(),
                        kept.iter().map(|&k| scalable[k]).collect(),
                        element,
                    )
                };
                let dims_attr: Vec<Attribute> = dims.iter().map(|&d| b.i64_attr(d)).collect();
                let dims_attr = b.array_attr(&dims_attr);
                let new = vector::MultiDimReductionOp::build_with_values(
                    b, loc, dest, kind, reduce_vec, output_vec, dims_attr,
                )
                .operation();
                return Outcome::NewOp(new);
            }
        }
        // Elementwise ops on the first operand type of maximal rank.
        let operands: Vec<Value> = b.operands(op).into_iter().map(|v| self.lookup(v)).collect();
        let mut max: Option<(Vec<i64>, Vec<bool>)> = None;
        for &v in &operands {
            if let TypeData::Vector {
                shape, scalable, ..
            } = b.type_data(b.value_type(v))
            {
                if max.as_ref().is_none_or(|(m, _)| m.len() < shape.len()) {
                    max = Some((shape.clone(), scalable.clone()));
                }
            }
        }
        let mut new_operands = Vec::with_capacity(operands.len());
        for &v in &operands {
            match &max {
                Some((shape, scalable)) => {
                    let element = element_or_self(b, b.value_type(v));
                    let t = vector_type(b, shape.clone(), scalable.clone(), element);
                    new_operands.push(broadcast_if_needed(b, s.loc, v, t));
                }
                None => new_operands.push(v),
            }
        }
        let result_types: Vec<Type> = b
            .result_types(op)
            .into_iter()
            .map(|t| match &max {
                Some((shape, scalable)) => vector_type(b, shape.clone(), scalable.clone(), t),
                None => t,
            })
            .collect();
        let mut state = OperationState::new(b.op_get_name(op), loc);
        state.operands = new_operands;
        state.result_types = result_types;
        state.attributes = b.attrs(op).to_vec();
        state.properties = b.props(op);
        Outcome::NewOp(b.create(state))
    }
}

/// `convertAffineApply`: the `affine.apply` ops of the body expanded into
/// arith ops.
fn convert_affine_apply(rw: &mut PatternRewriter<'_>, s: &Structured) -> Option<()> {
    let applies: Vec<OpId> = rw
        .block_ops(s.block)
        .filter(|&o| rw.op_name_of(o) == "affine.apply")
        .collect();
    for op in applies {
        let apply = affine::AffineApplyOp::cast(rw, op)?;
        let map = apply.map(rw);
        let map = rw.as_affine_map(map)?;
        let data = rw.affine_map_data(map).clone();
        let operands = rw.operands(op);
        let (dims, syms) = operands.split_at(data.num_dims as usize);
        let expr = *data.results.first()?;
        let loc = rw.op_loc(op);
        rw.set_insertion_point_before(op);
        let expanded = affine_to_std::expand_affine_expr(rw, loc, expr, dims, syms)?;
        rw.replace_op(op, &[expanded]).ok()?;
    }
    Some(())
}

/// `vectorizeAsLinalgGeneric`: the values replacing the op's results.
fn vectorize_as_generic(b: &mut OpBuilder<'_>, s: &Structured, state: State) -> Option<Vec<Value>> {
    if s.num_inits() == 0 {
        return None;
    }
    let maps: Vec<PMap> = s.maps.iter().map(PMap::of).collect::<Option<_>>()?;
    let mut v = Vectorizer {
        s,
        state,
        bvm: HashMap::new(),
        results: Vec::new(),
    };
    v.read_operands(b, &maps)?;
    let body: Vec<OpId> = b.block_ops(s.block).collect();
    for op in body {
        match v.one(b, op, &maps) {
            Outcome::Failure => return None,
            Outcome::NoReplace => {}
            Outcome::NewOp(new) => {
                let loc = b.op_loc(new);
                let masked = v.state.mask(b, new, loc, None, s.num_loops());
                for (old, newv) in b.results(op).into_iter().zip(b.results(masked)) {
                    v.bvm.insert(old, newv);
                }
            }
        }
    }
    Some(v.results)
}

/// The tensor ops vectorized besides structured ops.
enum TensorOp {
    Pad(tensor::PadOp),
    Pack(tensor::PackOp),
    UnPack(tensor::UnPackOp),
}

/// Vectorizes `op` (upstream's `linalg::vectorize`): with `sizes` (and
/// their `scalable` flags) as the canonical vector shape when given, else
/// the static loop ranges. The op is replaced by the results of its
/// vector form (erased when it has none); `false` when a precondition
/// fails or the op cannot be vectorized (nothing is changed then but
/// constants and dimension queries the failed attempt built).
pub fn vectorize(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    sizes: &[i64],
    scalable: &[bool],
    vectorize_nd_extract: bool,
) -> bool {
    if !vectorize_precondition(rw, op, sizes, scalable, vectorize_nd_extract) {
        return false;
    }
    let tensor_op = if let Some(pad) = tensor::PadOp::cast(rw, op) {
        Some(TensorOp::Pad(pad))
    } else if let Some(pack) = tensor::PackOp::cast(rw, op) {
        Some(TensorOp::Pack(pack))
    } else {
        tensor::UnPackOp::cast(rw, op).map(TensorOp::UnPack)
    };
    if let Some(tensor_op) = tensor_op {
        let saved = rw.insertion_point();
        rw.set_insertion_point_before(op);
        let results = match tensor_op {
            TensorOp::Pad(pad) => vectorize_pad(rw, pad, sizes),
            TensorOp::Pack(pack) => crate::vectorize_pack::vectorize_pack(rw, pack, sizes),
            TensorOp::UnPack(unpack) => crate::vectorize_pack::vectorize_unpack(rw, unpack, sizes),
        };
        let done = match results {
            Some(results) => rw.replace_op(op, &results).is_ok(),
            None => false,
        };
        rw.set_insertion_point(saved);
        return done;
    }
    let Some(s) = Structured::of(rw, op) else {
        return false;
    };
    if is_convolution(rw, op) {
        // `vectorizeConvolution` is not ported.
        return false;
    }
    let saved = rw.insertion_point();
    rw.set_insertion_point_before(op);
    let result = (|| {
        let state = State::new(rw, &s, sizes, scalable)?;
        convert_affine_apply(rw, &s)?;
        rw.set_insertion_point_before(op);
        vectorize_as_generic(rw, &s, state)
    })();
    let done = match result {
        Some(results) if results.is_empty() => rw.erase_op(op).is_ok(),
        Some(results) => rw.replace_op(op, &results).is_ok(),
        None => false,
    };
    rw.set_insertion_point(saved);
    done
}

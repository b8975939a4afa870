//! Tiling of ops implementing `TilingInterface` into a nest of `scf.for`
//! or one `scf.forall` loop (upstream's `TileUsingInterface.cpp`,
//! `tileUsingSCF`): one loop per loop of the op's iteration domain with a
//! tile size that is not zero (in the order an interchange gives), the
//! last tile bounded by an `affine.min` when the tile size may not divide
//! the loop, the op's tiled implementation in the innermost body, and its
//! results inserted back into the loops' destinations.

use affine::transforms::expand_index::make_composed_folded_affine_min;
use ir::interfaces::tiling::{tiling_model, Range, TilingInterfaceModel, TilingResult};
use ir::interfaces::DestinationStyleOpInterfaceRef;
use ir::{Attribute, Diagnostic, IrMapping, Location, OpBuilder, OpFoldResult, OpId, Value};

use crate::{ForOp, ForallOp, InParallelOp, YieldOp};

/// The loops `tile_using_scf` builds (upstream's
/// `SCFTilingOptions::LoopType`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TilingLoopType {
    /// A nest of `scf.for` loops.
    #[default]
    ForOp,
    /// One `scf.forall` loop.
    ForallOp,
}

/// How to tile (upstream's `SCFTilingOptions`).
pub struct ScfTilingOptions<'f> {
    /// The tile size of each loop of the iteration domain (0: not tiled;
    /// missing trailing sizes are 0), computed with the builder after the
    /// op (upstream's `tileSizeComputationFunction`).
    pub tile_sizes: &'f mut dyn FnMut(&mut OpBuilder<'_>, OpId) -> Vec<OpFoldResult>,
    /// The order of the loops (missing trailing entries in order).
    pub interchange: Vec<i64>,
    /// The kind of loops.
    pub loop_type: TilingLoopType,
    /// The `mapping` of an `scf.forall` loop (none when empty).
    pub mapping: Vec<Attribute>,
}

/// What `tile_using_scf` made (upstream's `SCFTilingResult`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ScfTilingResult {
    /// The tiled ops.
    pub tiled_ops: Vec<OpId>,
    /// The loops, outermost first.
    pub loops: Vec<OpId>,
    /// The values that replace the op's results.
    pub replacements: Vec<Value>,
}

/// The integer `ofr` holds, as an attribute or a constant value.
fn constant_int(b: &mut OpBuilder<'_>, ofr: OpFoldResult) -> Option<i64> {
    let a = match ofr {
        OpFoldResult::Attr(a) => a,
        OpFoldResult::Value(v) => ir::rewrite::constant_value(b, v)?,
    };
    b.as_integer(a).and_then(|v| i64::try_from(v).ok())
}

/// The value of `ofr`, an `arith.constant` index built for a constant
/// (upstream's `getValueOrCreateConstantIndexOp`).
fn value_or_constant_index(b: &mut OpBuilder<'_>, loc: Location, ofr: OpFoldResult) -> Value {
    match ofr {
        OpFoldResult::Value(v) => v,
        OpFoldResult::Attr(a) => {
            let v = b.as_integer(a).map_or(0, |v| v as i64);
            crate::utils::constant_index(b, loc, v)
        }
    }
}

/// Whether the tile size (the range's stride) divides the range (upstream's
/// `tileDividesIterationDomain`).
fn tile_divides_iteration_domain(b: &mut OpBuilder<'_>, range: Range) -> bool {
    match (
        constant_int(b, range.offset),
        constant_int(b, range.size),
        constant_int(b, range.stride),
    ) {
        (Some(o), Some(s), Some(t)) if t != 0 => (s - o) % t == 0,
        _ => false,
    }
}

/// `min(tile_size, size - iv)`: the tile size, bounded for the last tile
/// when it may not divide the loop (upstream's `getBoundedTileSize`).
fn bounded_tile_size(
    b: &mut OpBuilder<'_>,
    loc: Location,
    range: Range,
    iv: Value,
    tile_size: OpFoldResult,
) -> OpFoldResult {
    if constant_int(b, tile_size) == Some(1) {
        return tile_size;
    }
    let divides = Range {
        offset: range.offset,
        size: range.size,
        stride: tile_size,
    };
    if tile_divides_iteration_domain(b, divides) {
        return tile_size;
    }
    let (d0, s0, s1) = (b.affine_dim(0), b.affine_symbol(0), b.affine_symbol(1));
    let rest = b.affine_sub(s1, d0);
    let map = b.affine_map(1, 2, &[s0, rest]);
    let size = value_or_constant_index(b, loc, range.size);
    make_composed_folded_affine_min(
        b,
        loc,
        map,
        &[
            OpFoldResult::Value(iv),
            tile_size,
            OpFoldResult::Value(size),
        ],
    )
}

/// The interchange completed to the domain's size, in order (upstream's
/// `fillInterchangeVector`).
fn fill_interchange_vector(interchange: &[i64], size: usize) -> Vec<i64> {
    let mut filled = interchange.to_vec();
    if filled.len() < size {
        filled.extend(filled.len() as i64..size as i64);
    }
    filled.truncate(size);
    filled
}

/// Whether `v` is a permutation of `0..v.len()`.
fn is_permutation(v: &[i64]) -> bool {
    let mut seen = vec![false; v.len()];
    for &i in v {
        match usize::try_from(i).ok().and_then(|i| seen.get_mut(i)) {
            Some(s) if !*s => *s = true,
            _ => return false,
        }
    }
    true
}

/// `v` permuted: element `i` is `v[perm[i]]` (upstream's
/// `applyPermutationToVector`).
fn permute<T: Copy>(v: &[T], perm: &[i64]) -> Vec<T> {
    perm.iter().map(|&p| v[p as usize]).collect()
}

/// The inverse of the permutation `perm`.
fn invert(perm: &[i64]) -> Vec<i64> {
    let mut inv = vec![0; perm.len()];
    for (i, &p) in perm.iter().enumerate() {
        inv[p as usize] = i as i64;
    }
    inv
}

/// A copy of `op` at `b`'s insertion point, its inits replaced by
/// `new_dest` (upstream's `cloneOpAndUpdateDestinationArgs`).
fn clone_and_update_destinations(
    b: &mut OpBuilder<'_>,
    op: OpId,
    new_dest: &[Value],
) -> Result<OpId, ir::IrError> {
    let mut mapping = IrMapping::new();
    let copy = b.clone_op(op, &mut mapping)?;
    b.insert(copy)?;
    if new_dest.is_empty() {
        return Ok(copy);
    }
    if let Some(dps) = DestinationStyleOpInterfaceRef::get(b, copy) {
        for (k, i) in dps.get_dps_inits_mutable(b).enumerate() {
            if let Some(&v) = new_dest.get(k) {
                b.set_operand(copy, i, v)?;
            }
        }
    }
    Ok(copy)
}

/// What the innermost body yields: each tiled value with the offsets
/// and sizes of its tile in the result.
type TiledValues = Vec<(Value, Vec<OpFoldResult>, Vec<OpFoldResult>)>;

/// The state the innermost body is built with.
struct Tiler<'m> {
    model: &'static dyn TilingInterfaceModel,
    op: OpId,
    tile_sizes: &'m [OpFoldResult],
    domain: &'m [Range],
    interchange: &'m [i64],
    result: Option<TilingResult>,
    /// The errors upstream emits in the body before the driver's own:
    /// the model's, then "faild to tile operation".
    emitted: Option<Diagnostic>,
}

impl Tiler<'_> {
    /// The innermost body (upstream's `innerYieldTiledValuesFn`): the
    /// tile's offsets and sizes, the op cloned onto the loops'
    /// destinations and tiled, the result tiles' positions.
    fn body(
        &mut self,
        b: &mut OpBuilder<'_>,
        loc: Location,
        ivs: &[Value],
        dest: &[Value],
    ) -> Result<TiledValues, Diagnostic> {
        let mut offsets = Vec::with_capacity(self.domain.len());
        let mut sizes = Vec::with_capacity(self.domain.len());
        let mut next_iv = 0;
        for (&tile, &range) in self.tile_sizes.iter().zip(self.domain) {
            if constant_int(b, tile) == Some(0) {
                offsets.push(range.offset);
                sizes.push(range.size);
                continue;
            }
            let iv = ivs[next_iv];
            next_iv += 1;
            offsets.push(OpFoldResult::Value(iv));
            sizes.push(bounded_tile_size(b, loc, range, iv, tile));
        }
        if !self.interchange.is_empty() {
            let inverse = invert(self.interchange);
            offsets = permute(&offsets, &inverse);
            sizes = permute(&sizes, &inverse);
        }
        let op = self.op;
        let cloned = clone_and_update_destinations(b, op, dest)
            .map_err(|e| Diagnostic::op_error(b, op, e))?;
        if self
            .tile_sizes
            .iter()
            .all(|&t| constant_int(b, t) == Some(0))
        {
            let results = b.results(cloned).to_vec();
            self.result = Some(TilingResult {
                tiled_ops: vec![cloned],
                tiled_values: results.clone(),
                generated_slices: Vec::new(),
            });
            return Ok(results
                .into_iter()
                .map(|v| (v, Vec::new(), Vec::new()))
                .collect());
        }
        let tiled = match self.model.tiled_implementation(b, cloned, &offsets, &sizes) {
            Ok(t) => t,
            Err(model_error) => {
                let _ = b.erase_op(cloned);
                let failed = Diagnostic::op_error(b, op, "faild to tile operation");
                let emitted = match model_error {
                    Some(first) => first.followed_by(failed.clone()),
                    None => failed.clone(),
                };
                self.emitted = Some(emitted);
                return Err(failed);
            }
        };
        let _ = b.erase_op(cloned);
        let mut yielded = Vec::with_capacity(tiled.tiled_values.len());
        for (index, &value) in tiled.tiled_values.iter().enumerate() {
            let (o, s) = self
                .model
                .result_tile_position(b, op, index, &offsets, &sizes)
                .map_err(|_| {
                    Diagnostic::op_error(b, op, "failed to get slice of result produced")
                })?;
            yielded.push((value, o, s));
        }
        self.result = Some(tiled);
        Ok(yielded)
    }
}

/// A `tensor.insert_slice` of `value` into `dest` at `offsets` of `sizes`
/// with unit strides.
fn insert_slice(
    b: &mut OpBuilder<'_>,
    loc: Location,
    value: Value,
    dest: Value,
    offsets: &[OpFoldResult],
    sizes: &[OpFoldResult],
) -> Value {
    let (so, dof) = dispatch(b, offsets);
    let (ss, dsz) = dispatch(b, sizes);
    let st = vec![1; ss.len()];
    let ty = b.value_type(dest);
    tensor::InsertSliceOp::build_with_values(
        b,
        loc,
        ty,
        value,
        dest,
        &dof,
        &dsz,
        &[],
        &so,
        &ss,
        &st,
    )
    .result(b)
}

/// A mixed list split into its static entries and its values.
fn dispatch(b: &OpBuilder<'_>, list: &[OpFoldResult]) -> (Vec<i64>, Vec<Value>) {
    let mut statics = Vec::with_capacity(list.len());
    let mut values = Vec::new();
    for &e in list {
        match e {
            OpFoldResult::Attr(a) => statics.push(
                b.as_integer(a)
                    .and_then(|v| i64::try_from(v).ok())
                    .unwrap_or(ir::DYNAMIC),
            ),
            OpFoldResult::Value(v) => {
                statics.push(ir::DYNAMIC);
                values.push(v);
            }
        }
    }
    (statics, values)
}

/// The `scf.for` nest (upstream's `generateLoopNestUsingForOp`).
fn loop_nest_using_for(
    b: &mut OpBuilder<'_>,
    loc: Location,
    tiler: &mut Tiler<'_>,
    mut dest: Vec<Value>,
) -> Result<Vec<OpId>, Diagnostic> {
    let saved = b.insertion_point();
    let mut loops: Vec<ForOp> = Vec::new();
    let mut ivs = Vec::new();
    for (&tile, &range) in tiler.tile_sizes.iter().zip(tiler.domain) {
        if constant_int(b, tile) == Some(0) {
            continue;
        }
        let lb = value_or_constant_index(b, loc, range.offset);
        let ub = value_or_constant_index(b, loc, range.size);
        let step = value_or_constant_index(b, loc, tile);
        let mut empty = |_: &mut OpBuilder<'_>, _: Location, _: Value, _: &[Value]| {};
        let lp = ForOp::build_from_lower_bound_upper_bound_step_iter_args_arg4(
            b,
            loc,
            lb,
            ub,
            step,
            &dest,
            Some(&mut empty),
        );
        loops.push(lp);
        ivs.push(lp.get_induction_var(b).ok_or_else(|| {
            Diagnostic::op_error(b, lp.operation(), "expected an induction variable")
        })?);
        let body = lp
            .get_body(b)
            .ok_or_else(|| Diagnostic::op_error(b, lp.operation(), "expected a body"))?;
        b.set_insertion_point_to_end(body);
        dest = lp.get_region_iter_args(b);
    }
    let yielded = tiler.body(b, loc, &ivs, &dest)?;
    if loops.is_empty() {
        b.set_insertion_point(saved);
        return Ok(Vec::new());
    }
    let mut values = Vec::with_capacity(yielded.len());
    for ((value, offsets, sizes), &d) in yielded.into_iter().zip(&dest) {
        values.push(insert_slice(b, loc, value, d, &offsets, &sizes));
    }
    YieldOp::build(b, loc, &values);
    for pair in loops.windows(2) {
        let (outer, inner) = (pair[0], pair[1]);
        if let Some(body) = outer.get_body(b) {
            b.set_insertion_point_to_end(body);
            let results = b.results(inner.operation()).to_vec();
            let outer_loc = b.op_loc(outer.operation());
            YieldOp::build(b, outer_loc, &results);
        }
    }
    b.set_insertion_point(saved);
    Ok(loops.iter().map(|l| l.operation()).collect())
}

/// The block of the `scf.forall.in_parallel` terminator `op`.
fn in_parallel_body(b: &OpBuilder<'_>, op: OpId) -> Option<ir::BlockId> {
    InParallelOp::cast(b, op)?;
    let &region = b.op_regions(op).first()?;
    b.region_blocks(region).first().copied()
}

/// The `scf.forall` loop (upstream's `generateLoopNestUsingForallOp`).
fn loop_nest_using_forall(
    b: &mut OpBuilder<'_>,
    loc: Location,
    tiler: &mut Tiler<'_>,
    mapping: &[Attribute],
    dest: Vec<Value>,
) -> Result<Vec<OpId>, Diagnostic> {
    let saved = b.insertion_point();
    let (mut lbs, mut ubs, mut steps) = (Vec::new(), Vec::new(), Vec::new());
    for (&tile, &range) in tiler.tile_sizes.iter().zip(tiler.domain) {
        if constant_int(b, tile) == Some(0) {
            continue;
        }
        lbs.push(range.offset);
        ubs.push(range.size);
        steps.push(tile);
    }
    let mapping = (!mapping.is_empty()).then(|| b.array_attr(mapping));
    let forall = ForallOp::build_from_lbs_ubs_steps_outputs_mapping_body_builder_fn(
        b, loc, &lbs, &ubs, &steps, &dest, mapping, None,
    );
    let f = forall.operation();
    let body = forall
        .get_body(b)
        .ok_or_else(|| Diagnostic::op_error(b, f, "expected a body"))?;
    let terminator = b
        .block_last_op(body)
        .ok_or_else(|| Diagnostic::op_error(b, f, "expected a terminator"))?;
    b.set_insertion_point_before(terminator);
    let outs = forall.get_region_out_args(b);
    let ivs = forall.get_induction_vars(b);
    let yielded = tiler.body(b, loc, &ivs, &outs)?;
    let term_body = in_parallel_body(b, terminator)
        .ok_or_else(|| Diagnostic::op_error(b, f, "expected a terminator body"))?;
    b.set_insertion_point_to_end(term_body);
    for ((value, offsets, sizes), &d) in yielded.into_iter().zip(&outs) {
        let (so, dof) = dispatch(b, &offsets);
        let (ss, dsz) = dispatch(b, &sizes);
        let st = vec![1; ss.len()];
        tensor::ParallelInsertSliceOp::build_with_values(
            b,
            loc,
            value,
            d,
            &dof,
            &dsz,
            &[],
            &so,
            &ss,
            &st,
        );
    }
    b.set_insertion_point(saved);
    Ok(vec![f])
}

/// Tiles `op` (upstream's `scf::tileUsingSCF`): loops built after it,
/// which the caller replaces `op` by (`replacements`).
pub fn tile_using_scf(
    b: &mut OpBuilder<'_>,
    op: OpId,
    options: &mut ScfTilingOptions<'_>,
) -> Result<ScfTilingResult, Diagnostic> {
    let model = tiling_model(b, op)
        .ok_or_else(|| Diagnostic::op_error(b, op, "does not implement TilingInterface"))?;
    let saved = b.insertion_point();
    b.set_insertion_point_after(op);
    let loc = b.op_loc(op);
    let mut domain = model.iteration_domain(b, op);
    let num_loops = domain.len();
    let mut tile_sizes = (options.tile_sizes)(b, op);
    if tile_sizes.len() < num_loops {
        let zero = OpFoldResult::Attr(b.index_attr(0));
        tile_sizes.resize(num_loops, zero);
    }
    let interchange = if options.interchange.is_empty() {
        Vec::new()
    } else {
        fill_interchange_vector(&options.interchange, num_loops)
    };
    if !interchange.is_empty() {
        if !is_permutation(&interchange) {
            b.set_insertion_point(saved);
            return Err(Diagnostic::op_error(
                b,
                op,
                "invalid intechange vector, not a permutation of the entire iteration space",
            ));
        }
        domain = permute(&domain, &interchange);
        tile_sizes = permute(&tile_sizes, &interchange);
    }
    let Some(dest) = tensor::get_or_create_destinations(b, loc, op) else {
        b.set_insertion_point(saved);
        return Err(Diagnostic::op_error(
            b,
            op,
            "unable to create destination tensors",
        ));
    };
    let mut tiler = Tiler {
        model,
        op,
        tile_sizes: &tile_sizes,
        domain: &domain,
        interchange: &interchange,
        result: None,
        emitted: None,
    };
    let all_zero = tile_sizes.iter().all(|&t| constant_int(b, t) == Some(0));
    let loops = if all_zero {
        tiler.body(b, loc, &[], &dest).map(|_| Vec::new())
    } else {
        match options.loop_type {
            TilingLoopType::ForOp => loop_nest_using_for(b, loc, &mut tiler, dest),
            TilingLoopType::ForallOp => {
                loop_nest_using_forall(b, loc, &mut tiler, &options.mapping, dest)
            }
        }
    };
    b.set_insertion_point(saved);
    let loops = loops.map_err(|_| {
        let failed = Diagnostic::op_error(b, op, "failed to generate tiling loops");
        match tiler.emitted.take() {
            Some(first) => first.followed_by(failed),
            None => failed,
        }
    })?;
    let tiled = tiler.result.unwrap_or_default();
    let replacements = match loops.first() {
        Some(&outer) => b.results(outer).to_vec(),
        None => tiled.tiled_values.clone(),
    };
    Ok(ScfTilingResult {
        tiled_ops: tiled.tiled_ops,
        loops,
        replacements,
    })
}

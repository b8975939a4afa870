//! `tensor.pack` and `tensor.unpack` (upstream `TensorOps.cpp`): the
//! packed type, the checks both share, folders and canonicalization.

use crate::elements::reshape_constant_source;
use crate::util::{constant_int, tensor_text, ty, DYNAMIC};
use crate::*;
use ir::interfaces::{FoldResult as Ofr, Speculatability};
use ir::{
    Attribute, Context, Diagnostic, FoldResult, OpBuilder, OpId, PatternRewriter, Type, Value,
};

/// What `commonVerifierPackAndUnPackOp` reads of a pack or an unpack.
struct Relayout {
    op: OpId,
    unpacked: Type,
    packed: Type,
    inner_dims_pos: Vec<i64>,
    outer_dims_perm: Vec<i64>,
    /// The static tiles, [`DYNAMIC`](memref::asm::DYNAMIC) where a value stands.
    static_tiles: Vec<i64>,
    /// The dynamic tiles.
    dynamic_tiles: Vec<Value>,
}

impl Relayout {
    /// The constant of each tile (`getConstantIntValue` of the mixed tiles).
    fn tile_constants(&self, ctx: &Context) -> Vec<Option<i64>> {
        let mut next = self.dynamic_tiles.iter();
        self.static_tiles
            .iter()
            .map(|&s| {
                if s == DYNAMIC {
                    next.next().and_then(|&v| constant_int(ctx, v))
                } else {
                    Some(s)
                }
            })
            .collect()
    }
}

/// Whether `dims` is not a set of distinct dimensions below `rank`
/// (`isInvalidPackingPosSpecification`).
fn invalid_positions(dims: &[i64], rank: usize) -> bool {
    if dims.len() > rank {
        return true;
    }
    let mut seen = std::collections::BTreeSet::new();
    if !dims.iter().all(|d| seen.insert(*d)) {
        return true;
    }
    dims.iter()
        .any(|&d| d < 0 || usize::try_from(d).is_ok_and(|d| d >= rank))
}

/// `PackOp::inferPackedType`'s sizes (`getPackOpResultTypeShape`).
pub fn packed_shape(source: &[i64], tiles: &[i64], inner: &[i64], outer: &[i64]) -> Vec<i64> {
    let mut out = source.to_vec();
    for (i, &pos) in inner.iter().enumerate() {
        let Some(slot) = usize::try_from(pos).ok().and_then(|p| out.get_mut(p)) else {
            continue;
        };
        if *slot == DYNAMIC {
            continue;
        }
        let tile = tiles.get(i).copied().unwrap_or(DYNAMIC);
        *slot = if tile == DYNAMIC || tile == 0 {
            DYNAMIC
        } else {
            div_ceil(*slot, tile)
        };
    }
    if !outer.is_empty() {
        out = permute(&out, outer);
    }
    out.extend_from_slice(tiles);
    out
}

/// `divideCeilSigned`.
fn div_ceil(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if (a % b != 0) && ((a < 0) == (b < 0)) {
        q + 1
    } else {
        q
    }
}

/// `applyPermutationToVector`: entry `i` of the result is `v[perm[i]]`.
fn permute<T: Copy>(v: &[T], perm: &[i64]) -> Vec<T> {
    perm.iter()
        .filter_map(|&p| usize::try_from(p).ok().and_then(|p| v.get(p)).copied())
        .collect()
}

/// `invertPermutationVector`.
fn invert(perm: &[i64]) -> Vec<i64> {
    let mut inv = vec![0i64; perm.len()];
    for (i, &p) in perm.iter().enumerate() {
        if let Some(slot) = usize::try_from(p).ok().and_then(|p| inv.get_mut(p)) {
            *slot = i as i64;
        }
    }
    inv
}

fn err(ctx: &Context, op: OpId, m: impl Into<String>) -> Diagnostic {
    Diagnostic::error(ctx.op_loc(op), m)
}

/// `commonVerifierPackAndUnPackOp`.
fn verify_common(ctx: &Context, r: &Relayout) -> Result<(), Diagnostic> {
    let op = r.op;
    let tiles = r.tile_constants(ctx);
    if tiles.contains(&Some(0)) {
        return Err(err(ctx, op, "invalid zero tile factor"));
    }
    let unpacked = ctx
        .shape(r.unpacked)
        .map(<[i64]>::to_vec)
        .unwrap_or_default();
    let rank = unpacked.len();
    if invalid_positions(&r.inner_dims_pos, rank) {
        return Err(err(ctx, op, "invalid inner_dims_pos vector"));
    }
    if invalid_positions(&r.outer_dims_perm, rank) {
        return Err(err(ctx, op, "invalid outer_dims_perm vector"));
    }
    if !r.outer_dims_perm.is_empty() && r.outer_dims_perm.len() != rank {
        return Err(err(
            ctx,
            op,
            "outer_dims_perm must be a permutation or empty",
        ));
    }
    if tiles.len() > rank {
        return Err(err(
            ctx,
            op,
            "tiling factors must be less than or equal to the input rank for pack or output rank for unpack",
        ));
    }
    if tiles.len() != r.inner_dims_pos.len() {
        return Err(err(
            ctx,
            op,
            "tiling factors must equal the number of dimensions to tile",
        ));
    }
    let packed = ctx.shape(r.packed).map(<[i64]>::to_vec).unwrap_or_default();
    if rank + tiles.len() != packed.len() {
        return Err(err(
            ctx,
            op,
            "packed rank must equal unpacked rank + tiling factors",
        ));
    }
    let expected = packed_shape(
        &unpacked,
        &r.static_tiles,
        &r.inner_dims_pos,
        &r.outer_dims_perm,
    );
    let in_bound = expected
        .iter()
        .zip(&packed)
        .all(|(&e, &p)| e == DYNAMIC || p == DYNAMIC || e <= p);
    if !in_bound {
        let text = tensor_text(ctx, &expected, ctx.element_type_or_self(r.unpacked), None);
        return Err(err(
            ctx,
            op,
            format!(
                "the shape of output is not large enough to hold the packed data. Expected at least {text}, got {}",
                ty(ctx, r.packed)
            ),
        ));
    }
    let tail = &packed[packed.len() - tiles.len()..];
    let tiles_match = tail.iter().zip(&tiles).all(|(&s, t)| match *t {
        None => s == DYNAMIC,
        Some(c) => s == DYNAMIC || s == c,
    });
    if !tiles_match {
        return Err(err(
            ctx,
            op,
            "mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type",
        ));
    }
    Ok(())
}

/// `PackOp::requirePaddingValue`.
fn require_padding(
    input: &[i64],
    inner: &[i64],
    output: &[i64],
    outer: &[i64],
    tiles: &[Option<i64>],
) -> bool {
    let mut out_tiles: Vec<i64> = output.iter().take(input.len()).copied().collect();
    if !outer.is_empty() && outer.len() == out_tiles.len() {
        out_tiles = permute(&out_tiles, &invert(outer));
    }
    for (&pos, tile) in inner.iter().zip(tiles) {
        let Some(p) = usize::try_from(pos).ok().filter(|&p| p < input.len()) else {
            continue;
        };
        if input[p] == DYNAMIC {
            continue;
        }
        match *tile {
            None => {
                let o = out_tiles.get(p).copied().unwrap_or(DYNAMIC);
                if o != DYNAMIC && o != 0 && input[p] % o != 0 {
                    return true;
                }
            }
            Some(0) => {}
            Some(c) => {
                if input[p] % c != 0 {
                    return true;
                }
            }
        }
    }
    false
}

/// `areTilesAndTiledDimsAllConstant`.
fn tiles_all_constant(ctx: &Context, r: &Relayout) -> bool {
    let tiles = r.tile_constants(ctx);
    let p = ctx.shape(r.packed).unwrap_or(&[]);
    let tail = &p[p.len().saturating_sub(tiles.len())..];
    tail.iter()
        .zip(&tiles)
        .all(|(&d, t)| t.is_some() && d != DYNAMIC)
}

impl PackOp {
    fn relayout(self, ctx: &Context) -> Relayout {
        Relayout {
            op: self.operation(),
            unpacked: ctx.value_type(self.source(ctx)),
            packed: ctx.value_type(self.dest(ctx)),
            inner_dims_pos: self.inner_dims_pos(ctx).to_vec(),
            outer_dims_perm: self.outer_dims_perm(ctx).to_vec(),
            static_tiles: self.static_inner_tiles(ctx).to_vec(),
            dynamic_tiles: self.inner_tiles(ctx),
        }
    }
}

impl UnPackOp {
    fn relayout(self, ctx: &Context) -> Relayout {
        Relayout {
            op: self.operation(),
            unpacked: ctx.value_type(self.dest(ctx)),
            packed: ctx.value_type(self.source(ctx)),
            inner_dims_pos: self.inner_dims_pos(ctx).to_vec(),
            outer_dims_perm: self.outer_dims_perm(ctx).to_vec(),
            static_tiles: self.static_inner_tiles(ctx).to_vec(),
            dynamic_tiles: self.inner_tiles(ctx),
        }
    }
}

/// `hasSameInnerOuterAttribute`.
fn same_inner_outer(p: &Relayout, u: &Relayout) -> bool {
    let identity = |v: &[i64]| v.iter().enumerate().all(|(i, &x)| x == i as i64);
    p.inner_dims_pos == u.inner_dims_pos
        && (p.outer_dims_perm == u.outer_dims_perm
            || (identity(&p.outer_dims_perm) && identity(&u.outer_dims_perm)))
}

/// `haveSameTiles`: entry by entry, equal constants or the same value.
fn same_tiles(ctx: &Context, p: &Relayout, u: &Relayout) -> bool {
    if p.static_tiles.len() != u.static_tiles.len() {
        return false;
    }
    let entries = |r: &Relayout| {
        let mut next = r.dynamic_tiles.iter();
        r.static_tiles
            .iter()
            .map(|&s| {
                if s == DYNAMIC {
                    next.next().copied()
                } else {
                    None
                }
            })
            .collect::<Vec<_>>()
    };
    let (pc, uc) = (p.tile_constants(ctx), u.tile_constants(ctx));
    let (pv, uv) = (entries(p), entries(u));
    (0..pc.len()).all(|i| match (pc[i], uc[i]) {
        (Some(a), Some(b)) => a == b,
        _ => pv[i].is_some() && pv[i] == uv[i],
    })
}

/// `inferStaticShape` of a pack (`packing` true) or an unpack: sizes of
/// untiled dimensions that one side knows statically and the other not.
fn infer_static_shape(ctx: &Context, r: &Relayout, packing: bool) -> Option<(Vec<i64>, Vec<i64>)> {
    let (src_ty, dest_ty) = if packing {
        (r.unpacked, r.packed)
    } else {
        (r.packed, r.unpacked)
    };
    let mut src = ctx.shape(src_ty)?.to_vec();
    let mut dest = ctx.shape(dest_ty)?.to_vec();
    let inverse = (!r.outer_dims_perm.is_empty()).then(|| invert(&r.outer_dims_perm));
    let rank = ctx.rank(r.unpacked)?;
    let mut changed = false;
    for i in 0..rank {
        if r.inner_dims_pos.contains(&(i as i64)) {
            continue;
        }
        let (mut sp, mut dp) = (i, i);
        if let Some(inv) = &inverse {
            let mapped = usize::try_from(*inv.get(i)?).ok()?;
            if packing {
                dp = mapped;
            } else {
                sp = mapped;
            }
        }
        let (s, d) = (*src.get(sp)?, *dest.get(dp)?);
        if (s == DYNAMIC) == (d == DYNAMIC) {
            continue;
        }
        let size = if s == DYNAMIC { d } else { s };
        src[sp] = size;
        dest[dp] = size;
        changed = true;
    }
    changed.then_some((src, dest))
}

/// Casts `v` to `t` when its type differs (the canonicalizers' casts).
fn cast_to(rw: &mut PatternRewriter<'_>, loc: ir::Location, v: Value, sizes: &[i64]) -> Value {
    let old = rw.value_type(v);
    if rw.shape(old) == Some(sizes) {
        return v;
    }
    let t = crate::util::tensor_like(rw, old, sizes);
    CastOp::build(rw, loc, t, v).dest(rw)
}

impl PackOpHooks for PackOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let r = self.relayout(ctx);
        verify_common(ctx, &r)?;
        let op = self.operation();
        let element = ctx.element_type_or_self(r.unpacked);
        if let Some(p) = self.padding_value(ctx) {
            let pt = ctx.value_type(p);
            if pt != element {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    format_args!(
                        "expected padding_value has {} but got: {}",
                        ty(ctx, element),
                        ty(ctx, pt)
                    ),
                ));
            }
            return Ok(());
        }
        let input = ctx.shape(r.unpacked).unwrap_or(&[]);
        let output = ctx.shape(r.packed).unwrap_or(&[]);
        let tiles = r.tile_constants(ctx);
        if require_padding(input, &r.inner_dims_pos, output, &r.outer_dims_perm, &tiles) {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set",
            ));
        }
        Ok(())
    }
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let pad = operands.get(2).copied().flatten();
        let dest = ctx.value_type(self.dest(ctx));
        match reshape_constant_source(ctx, operands.first().copied().flatten(), dest, pad) {
            Some(a) => FoldResult::single(Ofr::Attr(a)),
            None => FoldResult::Failure,
        }
    }
    fn canonicalize(self, rw: &mut PatternRewriter<'_>) -> bool {
        let op = self.operation();
        let r = self.relayout(rw);
        if let Some(unpack) = rw
            .defining_op(self.source(rw))
            .and_then(|d| UnPackOp::cast(rw, d))
        {
            let u = unpack.relayout(rw);
            if u.packed != r.packed
                || self.padding_value(rw).is_some()
                || !same_inner_outer(&r, &u)
                || !same_tiles(rw, &r, &u)
            {
                return false;
            }
            let replacement = unpack.source(rw);
            return rw.replace_op(op, &[replacement]).is_ok();
        }
        if self.padding_value(rw).is_some() && padding_not_needed(rw, &r) {
            // Upstream clears the operand in place; the op rebuilt
            // without it prints the same.
            return rebuild(rw, self, self.source(rw), self.dest(rw), None, false);
        }
        let Some((src_shape, dest_shape)) = infer_static_shape(rw, &r, true) else {
            return false;
        };
        let loc = rw.op_loc(op);
        let source = cast_to(rw, loc, self.source(rw), &src_shape);
        let dest = cast_to(rw, loc, self.dest(rw), &dest_shape);
        let pad = self.padding_value(rw);
        rebuild(rw, self, source, dest, pad, true)
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.result(ctx), "pack");
    }
    fn get_dps_inits_mutable(_op: Self, _ctx: &Context) -> std::ops::Range<usize> {
        1..2
    }
    fn get_speculatability(op: Self, ctx: &Context) -> Speculatability {
        if op.padding_value(ctx).is_some() || tiles_all_constant(ctx, &op.relayout(ctx)) {
            Speculatability::Speculatable
        } else {
            Speculatability::NotSpeculatable
        }
    }
    fn reify_result_shapes(
        op: Self,
        builder: &mut OpBuilder,
        shapes: &mut Vec<Vec<Ofr>>,
    ) -> Result<(), Diagnostic> {
        let dest = op.dest(builder);
        shapes.push(crate::slice::mixed_sizes(builder, dest));
        Ok(())
    }
}

/// Replaces `pack` by a pack of `source` into `dest` with its tiles and
/// permutations and padding `pad`, cast back to the old type when `cast`.
fn rebuild(
    rw: &mut PatternRewriter<'_>,
    pack: PackOp,
    source: Value,
    dest: Value,
    pad: Option<Value>,
    cast: bool,
) -> bool {
    let op = pack.operation();
    let loc = rw.op_loc(op);
    let dest_ty = rw.value_type(dest);
    let (outer, inner, statics) = (
        pack.outer_dims_perm_attr(rw),
        pack.inner_dims_pos_attr(rw),
        pack.static_inner_tiles_attr(rw),
    );
    let tiles = pack.inner_tiles(rw);
    let mut new = PackOp::build(
        rw, loc, dest_ty, source, dest, pad, outer, inner, &tiles, statics,
    )
    .result(rw);
    if cast {
        let t = rw.value_type(pack.result(rw));
        new = CastOp::build(rw, loc, t, new).dest(rw);
    }
    rw.replace_op(op, &[new]).is_ok()
}

/// `paddingIsNotNeeded`.
fn padding_not_needed(ctx: &Context, r: &Relayout) -> bool {
    let src = ctx.shape(r.unpacked).unwrap_or(&[]);
    let dynamic_pos = r
        .inner_dims_pos
        .iter()
        .any(|&p| usize::try_from(p).ok().and_then(|p| src.get(p)) == Some(&DYNAMIC));
    if dynamic_pos || r.static_tiles.contains(&DYNAMIC) {
        return false;
    }
    let out = ctx.shape(r.packed).unwrap_or(&[]);
    let tiles = r.tile_constants(ctx);
    !require_padding(src, &r.inner_dims_pos, out, &r.outer_dims_perm, &tiles)
}

impl UnPackOpHooks for UnPackOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_common(ctx, &self.relayout(ctx))
    }
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let t = ctx.value_type(self.result(ctx));
        match reshape_constant_source(ctx, operands.first().copied().flatten(), t, None) {
            Some(a) => FoldResult::single(Ofr::Attr(a)),
            None => FoldResult::Failure,
        }
    }
    fn canonicalize(self, rw: &mut PatternRewriter<'_>) -> bool {
        let op = self.operation();
        let r = self.relayout(rw);
        if let Some(pack) = rw
            .defining_op(self.source(rw))
            .and_then(|d| PackOp::cast(rw, d))
        {
            let p = pack.relayout(rw);
            if p.packed != r.packed
                || pack.padding_value(rw).is_some()
                || !same_inner_outer(&p, &r)
                || !same_tiles(rw, &p, &r)
            {
                return false;
            }
            let replacement = pack.source(rw);
            return rw.replace_op(op, &[replacement]).is_ok();
        }
        // unpack into a destination-style op's result: into its init.
        let dest = self.dest(rw);
        if let Some(def) = rw.defining_op(dest) {
            if let Some(init) = dps_init_for(rw, def, dest) {
                return rw.modify_op_in_place(op, |ctx| ctx.set_operand(op, 1, init).is_ok());
            }
        }
        let Some((src_shape, dest_shape)) = infer_static_shape(rw, &r, false) else {
            return false;
        };
        let loc = rw.op_loc(op);
        let source = cast_to(rw, loc, self.source(rw), &src_shape);
        let dest = cast_to(rw, loc, dest, &dest_shape);
        let dest_ty = rw.value_type(dest);
        let (outer, inner, statics) = (
            self.outer_dims_perm_attr(rw),
            self.inner_dims_pos_attr(rw),
            self.static_inner_tiles_attr(rw),
        );
        let tiles = self.inner_tiles(rw);
        let new = UnPackOp::build(
            rw, loc, dest_ty, source, dest, outer, inner, &tiles, statics,
        )
        .result(rw);
        let t = rw.value_type(self.result(rw));
        let cast = CastOp::build(rw, loc, t, new).dest(rw);
        rw.replace_op(op, &[cast]).is_ok()
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.result(ctx), "unpack");
    }
    fn get_dps_inits_mutable(_op: Self, _ctx: &Context) -> std::ops::Range<usize> {
        1..2
    }
    fn get_speculatability(op: Self, ctx: &Context) -> Speculatability {
        if tiles_all_constant(ctx, &op.relayout(ctx)) {
            Speculatability::Speculatable
        } else {
            Speculatability::NotSpeculatable
        }
    }
    fn reify_result_shapes(
        op: Self,
        builder: &mut OpBuilder,
        shapes: &mut Vec<Vec<Ofr>>,
    ) -> Result<(), Diagnostic> {
        let dest = op.dest(builder);
        shapes.push(crate::slice::mixed_sizes(builder, dest));
        Ok(())
    }
}

/// The init operand tied to result `v` of destination-style op `def`
/// (`DestinationStyleOpInterface::getDpsInits`).
pub fn dps_init_for(ctx: &Context, def: OpId, v: Value) -> Option<Value> {
    let iface = ir::interfaces::DestinationStyleOpInterfaceRef::get(ctx, def)?;
    let index = ctx.results(def).iter().position(|&r| r == v)?;
    let inits = iface.get_dps_inits_mutable(ctx);
    let operands = ctx.operands(def);
    operands
        .get(inits.start + index)
        .copied()
        .filter(|_| inits.start + index < inits.end)
}

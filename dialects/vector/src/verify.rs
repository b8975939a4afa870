//! `VectorOps.cpp`'s verifiers, with upstream's messages.

use crate::*;
use ir::{Context, Diagnostic, OpWrapper, Type, Value};

type VResult = Result<(), Diagnostic>;

fn err(ctx: &Context, op: impl OpWrapper, message: impl std::fmt::Display) -> VResult {
    Err(Diagnostic::op_error(ctx, op.operation(), message))
}

/// A type as a diagnostic streams it: quoted.
fn text(ctx: &Context, ty: Type) -> String {
    format!("'{}'", ir::printer::type_to_string(ctx, ty))
}

fn shape(ctx: &Context, ty: Type) -> Vec<i64> {
    ctx.shape(ty).map(<[i64]>::to_vec).unwrap_or_default()
}

fn rank(ctx: &Context, ty: Type) -> usize {
    ctx.rank(ty).unwrap_or(0)
}

fn dim(ctx: &Context, ty: Type, i: usize) -> i64 {
    ctx.shape(ty).and_then(|s| s.get(i).copied()).unwrap_or(0)
}

/// Upstream's `isSupportedCombiningKind`.
pub(crate) fn supported_kind(ctx: &Context, kind: CombiningKind, element: Type) -> bool {
    let int_or_index = ctx.is_signless_int_or_index(element) || ctx.is_any_integer(element);
    if kind == CombiningKind::ADD || kind == CombiningKind::MUL {
        int_or_index || ctx.is_float(element)
    } else if [
        CombiningKind::MINNUMF,
        CombiningKind::MAXNUMF,
        CombiningKind::MINIMUMF,
        CombiningKind::MAXIMUMF,
    ]
    .contains(&kind)
    {
        ctx.is_float(element)
    } else {
        int_or_index
    }
}

/// The checks of `vector.reduction`.
pub(crate) fn reduction(ctx: &Context, op: ReductionOp) -> VResult {
    let source = ctx.value_type(op.vector(ctx));
    let r = rank(ctx, source);
    if r > 1 {
        return err(ctx, op, format_args!("unsupported reduction rank: {r}"));
    }
    let element = ctx.value_type(op.dest(ctx));
    let kind = op.kind(ctx);
    if !supported_kind(ctx, kind, element) {
        return err(
            ctx,
            op,
            format_args!(
                "unsupported reduction type '{}' for kind '{}'",
                text(ctx, element),
                kind
            ),
        );
    }
    Ok(())
}

/// The checks of `vector.multi_reduction`: the result is the source with
/// the reduced dimensions dropped.
pub(crate) fn multi_reduction(ctx: &Context, op: MultiDimReductionOp) -> VResult {
    let source = ctx.value_type(op.source(ctx));
    let dest = ctx.value_type(op.dest(ctx));
    if multi_reduction_type(ctx, source, &reduction_dims(ctx, op)) != Some(dest) {
        return err(
            ctx,
            op,
            format_args!(
                "destination type {} is incompatible with source type {}",
                text(ctx, dest),
                text(ctx, source)
            ),
        );
    }
    Ok(())
}

/// The reduced dimensions of a `vector.multi_reduction`.
pub(crate) fn reduction_dims(ctx: &Context, op: MultiDimReductionOp) -> Vec<i64> {
    let a = op.reduction_dims(ctx);
    ctx.attr_as_array(a)
        .map(|xs| xs.iter().filter_map(|x| ctx.attr_as_int(*x)).collect())
        .or_else(|| ctx.dense_array_as_i64(a).map(<[i64]>::to_vec))
        .unwrap_or_default()
}

/// The result type of reducing `dims` of `source` (the element type when
/// every dimension is reduced), if interned.
pub(crate) fn multi_reduction_type(ctx: &Context, source: Type, dims: &[i64]) -> Option<Type> {
    let ir::TypeData::Vector {
        shape, scalable, ..
    } = ctx.type_data(source)
    else {
        return None;
    };
    let element = ctx.element_type_or_self(source);
    let keep: Vec<usize> = (0..shape.len())
        .filter(|i| !dims.contains(&(*i as i64)))
        .collect();
    if keep.is_empty() {
        return Some(element);
    }
    ctx.lookup_type(&ir::TypeData::Vector {
        shape: keep.iter().map(|i| shape[*i]).collect(),
        scalable: keep.iter().map(|i| scalable[*i]).collect(),
        element,
    })
}

/// `extractelement`/`insertelement`: a position exactly for 1-D vectors.
pub(crate) fn element_position(
    ctx: &Context,
    op: impl OpWrapper,
    vector: Type,
    has_position: bool,
) -> VResult {
    let r = rank(ctx, vector);
    if r == 0 {
        if has_position {
            return err(ctx, op, "expected position to be empty with 0-D vector");
        }
        return Ok(());
    }
    if r != 1 {
        return err(ctx, op, "unexpected >1 vector rank");
    }
    if !has_position {
        return err(ctx, op, "expected position for 1-D vector");
    }
    Ok(())
}

/// The static positions of `vector.extract`/`insert` in range of `vector`.
fn positions_in_range(
    ctx: &Context,
    op: impl OpWrapper,
    positions: &[i64],
    vector: Type,
    what: &str,
) -> VResult {
    for (i, p) in positions.iter().enumerate() {
        if *p == ir::DYNAMIC {
            continue;
        }
        if *p < 0 || *p >= dim(ctx, vector, i) {
            return err(
                ctx,
                op,
                format_args!(
                    "expected position attribute #{} to be a non-negative integer smaller than the corresponding {what}vector dimension",
                    i + 1
                ),
            );
        }
    }
    Ok(())
}

/// The checks of `vector.extract`.
pub(crate) fn extract(ctx: &Context, op: ExtractOp) -> VResult {
    let positions = op.static_position(ctx).to_vec();
    let markers = positions.iter().filter(|p| **p == ir::DYNAMIC).count();
    if markers != op.dynamic_position(ctx).len() {
        return err(ctx, op, "mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite");
    }
    let source = ctx.value_type(op.vector(ctx));
    if positions.len() > rank(ctx, source) {
        return err(
            ctx,
            op,
            "expected position attribute of rank no greater than vector rank",
        );
    }
    positions_in_range(ctx, op, &positions, source, "")
}

/// The checks of `vector.insert`.
pub(crate) fn insert(ctx: &Context, op: InsertOp) -> VResult {
    let positions = op.static_position(ctx).to_vec();
    let dest = ctx.value_type(op.dest(ctx));
    let dest_rank = rank(ctx, dest);
    if positions.len() > dest_rank {
        return err(
            ctx,
            op,
            "expected position attribute of rank no greater than dest vector rank",
        );
    }
    let source = ctx.value_type(op.source(ctx));
    if ctx.is_vector(source) {
        if rank(ctx, source) + positions.len() != dest_rank {
            return err(
                ctx,
                op,
                "expected position attribute rank + source rank to match dest vector rank",
            );
        }
    } else if positions.len() != dest_rank {
        return err(
            ctx,
            op,
            "expected position attribute rank to match the dest vector rank",
        );
    }
    positions_in_range(ctx, op, &positions, dest, "dest ")
}

/// The checks of `vector.shuffle`.
pub(crate) fn shuffle(ctx: &Context, op: ShuffleOp) -> VResult {
    let result = ctx.value_type(op.vector(ctx));
    let v1 = ctx.value_type(op.v1(ctx));
    let v2 = ctx.value_type(op.v2(ctx));
    let (res_rank, v1_rank, v2_rank) = (rank(ctx, result), rank(ctx, v1), rank(ctx, v2));
    let zero_d = v1_rank == 0 && v2_rank == 0 && res_rank == 1;
    if !(zero_d || v1_rank == res_rank && v2_rank == res_rank) {
        return err(ctx, op, "rank mismatch");
    }
    for r in 1..v1_rank {
        let (a, b, c) = (dim(ctx, result, r), dim(ctx, v1, r), dim(ctx, v2, r));
        if a != b || b != c {
            return err(ctx, op, "dimension mismatch");
        }
    }
    let mask = ctx.attr_as_array(op.mask(ctx)).unwrap_or(&[]).to_vec();
    if mask.is_empty() {
        return err(ctx, op, "invalid mask length");
    }
    if mask.len() as i64 != dim(ctx, result, 0) {
        return err(ctx, op, "mask length mismatch");
    }
    let lead = |t: Type| if rank(ctx, t) == 0 { 1 } else { dim(ctx, t, 0) };
    let size = lead(v1) + lead(v2);
    for (i, m) in mask.iter().enumerate() {
        match ctx.attr_as_int(*m) {
            Some(v) if (0..size).contains(&v) => {}
            _ => return err(ctx, op, format_args!("mask index #{} out of range", i + 1)),
        }
    }
    Ok(())
}

/// `isLastMemrefDimUnitStride`.
fn last_dim_unit_stride(ctx: &Context, memref: Type) -> bool {
    match memref::strides_and_offset(ctx, memref) {
        Some((strides, _)) => strides.last().is_none_or(|s| *s == 1),
        None => false,
    }
}

/// `vector.load` (`what` = "result") and `vector.store` ("valueToStore").
pub(crate) fn load_store(
    ctx: &Context,
    op: impl OpWrapper,
    vector: Type,
    memref: Type,
    indices: usize,
    store: bool,
) -> VResult {
    if !last_dim_unit_stride(ctx, memref) {
        return err(ctx, op, "most minor memref dim must have unit stride");
    }
    let mut element = ctx.element_type_or_self(memref);
    if ctx.is_vector(element) {
        if element != vector {
            return err(
                ctx,
                op,
                if store {
                    "base memref and valueToStore vector types should match"
                } else {
                    "base memref and result vector types should match"
                },
            );
        }
        element = ctx.element_type_or_self(element);
    }
    if ctx.element_type_or_self(vector) != element {
        return err(
            ctx,
            op,
            if store {
                "base and valueToStore element type should match"
            } else {
                "base and result element types should match"
            },
        );
    }
    indices_match(ctx, op, memref, indices)
}

fn indices_match(ctx: &Context, op: impl OpWrapper, base: Type, indices: usize) -> VResult {
    let r = rank(ctx, base);
    if indices != r {
        return err(ctx, op, format_args!("requires {r} indices"));
    }
    Ok(())
}

/// The types a masked, expanding, compressing, gathering or scattering
/// access checks.
pub(crate) struct Access {
    /// The vector read or stored.
    pub vector: Type,
    /// The memref (or tensor) accessed.
    pub base: Type,
    /// How many indices the op has.
    pub indices: usize,
    /// The mask's type.
    pub mask: Type,
    /// The pass-through vector's type (loads and gathers).
    pub pass_thru: Option<Type>,
    /// The index vector's type (gathers and scatters).
    pub index_vec: Option<Type>,
}

/// The element, index and mask checks shared by the masked, expanding and
/// compressing loads and stores, and the gathers and scatters.
impl Access {
    /// The types of `vector`, `base` and `mask`, with `indices` indices.
    pub fn of(ctx: &Context, vector: Value, base: Value, indices: usize, mask: Value) -> Self {
        Access {
            vector: ctx.value_type(vector),
            base: ctx.value_type(base),
            indices,
            mask: ctx.value_type(mask),
            pass_thru: None,
            index_vec: None,
        }
    }
    /// With the pass-through vector `v`.
    pub fn pass_thru(mut self, ctx: &Context, v: Value) -> Self {
        self.pass_thru = Some(ctx.value_type(v));
        self
    }
    /// With the index vector `v`.
    pub fn index_vec(mut self, ctx: &Context, v: Value) -> Self {
        self.index_vec = Some(ctx.value_type(v));
        self
    }
}

pub(crate) fn access(ctx: &Context, op: impl OpWrapper, a: &Access) -> VResult {
    let load = a.pass_thru.is_some();
    if a.index_vec.is_some() && load && !(ctx.is_memref(a.base) || ctx.is_ranked_tensor(a.base)) {
        return err(
            ctx,
            op,
            "requires base to be a memref or ranked tensor type",
        );
    }
    let what = if load { "result" } else { "valueToStore" };
    if ctx.element_type_or_self(a.vector) != ctx.element_type_or_self(a.base) {
        return err(
            ctx,
            op,
            format_args!("base and {what} element type should match"),
        );
    }
    indices_match(ctx, op, a.base, a.indices)?;
    if let Some(index_vec) = a.index_vec {
        if shape(ctx, a.vector) != shape(ctx, index_vec) {
            return err(
                ctx,
                op,
                format_args!("expected {what} dim to match indices dim"),
            );
        }
        if shape(ctx, a.vector) != shape(ctx, a.mask) {
            return err(
                ctx,
                op,
                format_args!("expected {what} dim to match mask dim"),
            );
        }
    } else if dim(ctx, a.vector, 0) != dim(ctx, a.mask, 0) {
        return err(
            ctx,
            op,
            format_args!("expected {what} dim to match mask dim"),
        );
    }
    if a.pass_thru.is_some_and(|p| p != a.vector) {
        return err(ctx, op, "expected pass_thru of same type as result type");
    }
    Ok(())
}

/// The checks of `vector.bitcast`.
pub(crate) fn bitcast(ctx: &Context, op: BitCastOp) -> VResult {
    let source = ctx.value_type(op.source(ctx));
    let result = ctx.value_type(op.result(ctx));
    let r = rank(ctx, source);
    for i in 0..r.saturating_sub(1) {
        if dim(ctx, source, i) != dim(ctx, result, i) {
            return err(ctx, op, format_args!("dimension size mismatch at: {i}"));
        }
    }
    let bits = |t: Type| {
        let e = ctx.element_type_or_self(t);
        if ctx.is_index(e) {
            64
        } else {
            i64::from(ctx.int_or_float_width(e).unwrap_or(0))
        }
    };
    if r == 0 {
        if bits(source) != bits(result) {
            return err(
                ctx,
                op,
                "source/result bitwidth of the 0-D vector element types must be equal",
            );
        }
    } else if bits(source).saturating_mul(shape(ctx, source).last().copied().unwrap_or(0))
        != bits(result).saturating_mul(shape(ctx, result).last().copied().unwrap_or(0))
    {
        return err(
            ctx,
            op,
            "source/result bitwidth of the minor 1-D vectors must be equal",
        );
    }
    Ok(())
}

/// The checks of `vector.scan`.
pub(crate) fn scan(ctx: &Context, op: ScanOp) -> VResult {
    let source = ctx.value_type(op.source(ctx));
    let initial = ctx.value_type(op.initial_value(ctx));
    let src_rank = rank(ctx, source) as i64;
    let reduction_dim = op.reduction_dim(ctx);
    if reduction_dim >= src_rank {
        return err(
            ctx,
            op,
            format_args!("reduction dimension {reduction_dim} has to be less than {src_rank}"),
        );
    }
    let initial_rank = rank(ctx, initial) as i64;
    if initial_rank != src_rank - 1 {
        return err(
            ctx,
            op,
            format_args!(
                "initial value rank {initial_rank} has to be equal to {}",
                src_rank - 1
            ),
        );
    }
    let expected: Vec<i64> = shape(ctx, source)
        .into_iter()
        .enumerate()
        .filter(|(i, _)| *i as i64 != reduction_dim)
        .map(|(_, d)| d)
        .collect();
    if shape(ctx, initial) != expected {
        return err(ctx, op, "incompatible input/initial value shapes");
    }
    let element = ctx.element_type_or_self(ctx.value_type(op.dest(ctx)));
    let kind = op.kind(ctx);
    if !supported_kind(ctx, kind, element) {
        return err(
            ctx,
            op,
            format_args!(
                "unsupported reduction type {} for kind '{}'",
                text(ctx, element),
                kind
            ),
        );
    }
    Ok(())
}

//! `memref.subview` and `memref.reinterpret_cast` (upstream
//! `MemRefOps.cpp`): result-type inference from static offsets, sizes and
//! strides, rank reduction, and their verifiers.

use crate::asm::DYNAMIC;
use crate::util::{error, memory_space, quoted, sat_add, sat_mul, shape, strides_and_offset};
use crate::*;
use ir::printer::type_to_string;
use ir::{Attribute, Context, Diagnostic, FoldResult, OpId, RewritePattern, Type, Value};
use std::collections::BTreeMap;

/// A ranked memref type described by its parts, for types a verifier
/// needs to name but cannot intern (it holds `&Context`).
#[derive(Clone, Debug, PartialEq)]
pub struct MemRefParts {
    /// Sizes.
    pub shape: Vec<i64>,
    /// Element type.
    pub element: Type,
    /// Strides of the strided layout.
    pub strides: Vec<i64>,
    /// Offset of the strided layout.
    pub offset: i64,
    /// Memory space.
    pub memory_space: Option<Attribute>,
    /// Whether the layout is `strided<...>` (otherwise the identity, and
    /// `strides`/`offset` are the row-major ones).
    pub strided: bool,
}

impl MemRefParts {
    /// Whether `t` is this type.
    pub fn is(&self, ctx: &Context, t: Type) -> bool {
        let layout_matches = match ctx.memref_layout(t) {
            None => !self.strided,
            Some(l) => {
                self.strided
                    && ctx.as_strided_layout(l) == Some((self.offset, self.strides.as_slice()))
            }
        };
        layout_matches
            && ctx.shape(t) == Some(self.shape.as_slice())
            && ctx.element_type(t) == Some(self.element)
            && memory_space(ctx, t) == self.memory_space
    }

    /// The type's text as MLIR prints `memref<..., strided<...>>`.
    pub fn text(&self, ctx: &Context) -> String {
        let dim = |d: i64| {
            if d == DYNAMIC {
                "?".to_string()
            } else {
                d.to_string()
            }
        };
        let mut s = String::from("memref<");
        for &d in &self.shape {
            s.push_str(&dim(d));
            s.push('x');
        }
        s.push_str(&type_to_string(ctx, self.element));
        if self.strided {
            let strides: Vec<String> = self.strides.iter().map(|&x| dim(x)).collect();
            s.push_str(&format!(", strided<[{}]", strides.join(", ")));
            if self.offset != 0 {
                s.push_str(&format!(", offset: {}", dim(self.offset)));
            }
            s.push('>');
        }
        if let Some(space) = self.memory_space {
            s.push_str(", ");
            s.push_str(&ir::printer::attr_to_string(ctx, space));
        }
        s.push('>');
        s
    }
}

/// `SubViewOp::inferResultType` from static offsets, sizes and strides
/// (`None` when the source is not strided).
pub fn infer_subview_type(
    ctx: &Context,
    source: Type,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Option<MemRefParts> {
    let (source_strides, source_offset) = strides_and_offset(ctx, source)?;
    let mut offset = source_offset;
    for (&o, &s) in offsets.iter().zip(&source_strides) {
        offset = sat_add(offset, sat_mul(o, s));
    }
    let strides = source_strides
        .iter()
        .zip(strides)
        .map(|(&a, &b)| sat_mul(a, b))
        .collect();
    Some(MemRefParts {
        shape: sizes.to_vec(),
        element: ctx.element_type_or_self(source),
        strides,
        offset,
        memory_space: memory_space(ctx, source),
        strided: true,
    })
}

/// `computeRankReductionMask`: the dimensions of `original` that `reduced`
/// drops (each of size 1), or `None` when the sizes do not match.
pub fn rank_reduction_mask(original: &[i64], reduced: &[i64]) -> Option<Vec<bool>> {
    let mut unused = vec![false; original.len()];
    let mut r = 0;
    for (i, &size) in original.iter().enumerate() {
        if r < reduced.len() && size == reduced[r] {
            r += 1;
            continue;
        }
        unused[i] = true;
        if size != 1 {
            return None;
        }
    }
    (r == reduced.len()).then_some(unused)
}

/// `computeMemRefRankReductionMask`: which dimensions were dropped,
/// looking at unit sizes and at which strides survive.
pub(crate) fn memref_rank_reduction_mask(
    expected: &MemRefParts,
    candidate: &[i64],
    candidate_strides: Option<&[i64]>,
    static_sizes: &[i64],
) -> Option<Vec<bool>> {
    let rank = expected.shape.len();
    let mut unused = vec![false; rank];
    if rank == candidate.len() {
        return Some(unused);
    }
    for (i, &s) in static_sizes.iter().enumerate().take(rank) {
        unused[i] = s == 1;
    }
    let count = |u: &[bool]| u.iter().filter(|&&b| b).count();
    if count(&unused) + candidate.len() == rank {
        return Some(unused);
    }
    let candidate_strides = candidate_strides?;
    let occurrences = |s: &[i64]| {
        let mut m = BTreeMap::new();
        for &x in s {
            *m.entry(x).or_insert(0usize) += 1;
        }
        m
    };
    let mut unaccounted = occurrences(&expected.strides);
    let in_candidate = occurrences(candidate_strides);
    for (drop, &stride) in unused.iter_mut().zip(&expected.strides) {
        if !*drop {
            continue;
        }
        let have = unaccounted.get(&stride).copied().unwrap_or(0);
        let want = in_candidate.get(&stride).copied().unwrap_or(0);
        match have.cmp(&want) {
            std::cmp::Ordering::Greater => {
                unaccounted.insert(stride, have - 1);
            }
            std::cmp::Ordering::Equal => *drop = false,
            std::cmp::Ordering::Less => return None,
        }
    }
    (count(&unused) + candidate.len() == rank).then_some(unused)
}

/// `produceSubViewErrorMsg` for the layout and size mismatches.
fn mismatch(ctx: &Context, op: OpId, expected: &MemRefParts, what: &str) -> Diagnostic {
    error(
        ctx,
        op,
        format!(
            "expected result type to be '{}' or a rank-reduced version. (mismatch of result {what}) ",
            expected.text(ctx)
        ),
    )
}

impl SubViewOpHooks for SubViewOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let base = ctx.value_type(self.source(ctx));
        let view = ctx.value_type(self.result(ctx));
        if memory_space(ctx, base) != memory_space(ctx, view) {
            return Err(error(
                ctx,
                op,
                format!(
                    "different memory spaces specified for base memref type {} and subview memref type {}",
                    quoted(ctx, base),
                    quoted(ctx, view)
                ),
            ));
        }
        let (offsets, sizes, strides) = (
            self.static_offsets(ctx),
            self.static_sizes(ctx),
            self.static_strides(ctx),
        );
        let Some(expected) = infer_subview_type(ctx, base, offsets, sizes, strides) else {
            return Err(error(
                ctx,
                op,
                format!("base type {} is not strided", quoted(ctx, base)),
            ));
        };
        // isRankReducedType
        let candidate = shape(ctx, view);
        if candidate.len() > expected.shape.len() {
            return Err(error(
                ctx,
                op,
                "expected result rank to be smaller or equal to the source rank. ",
            ));
        }
        if rank_reduction_mask(&expected.shape, &candidate).is_none() {
            return Err(mismatch(ctx, op, &expected, "sizes"));
        }
        let element = ctx.element_type_or_self(view);
        if element != expected.element {
            return Err(error(
                ctx,
                op,
                format!(
                    "expected result element type to be '{}'",
                    type_to_string(ctx, expected.element)
                ),
            ));
        }
        let view_layout = strides_and_offset(ctx, view);
        if view_layout.as_ref().map(|(_, o)| *o) != Some(expected.offset) {
            return Err(mismatch(ctx, op, &expected, "layout"));
        }
        let view_strides = view_layout.as_ref().map(|(s, _)| s.as_slice());
        let Some(unused) = memref_rank_reduction_mask(&expected, &candidate, view_strides, sizes)
        else {
            return Err(mismatch(ctx, op, &expected, "layout"));
        };
        let kept: Vec<i64> = expected
            .strides
            .iter()
            .zip(&unused)
            .filter(|(_, &u)| !u)
            .map(|(&s, _)| s)
            .collect();
        if view_strides != Some(kept.as_slice()) {
            return Err(mismatch(ctx, op, &expected, "layout"));
        }
        Ok(())
    }
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        let source = self.source(ctx);
        let (st, rt) = (ctx.value_type(source), ctx.value_type(self.result(ctx)));
        let replace = FoldResult::single(ir::OpFoldResult::Value(source));
        if rt == st && crate::util::num_dynamic_dims(ctx, rt) == 0 {
            return replace;
        }
        // A subview taking all of a subview (zero offsets, unit strides,
        // the same sizes) is that subview.
        if let Some(inner) = ctx
            .defining_op(source)
            .and_then(|d| SubViewOp::cast(ctx, d))
        {
            let same_sizes = self.static_sizes(ctx) == inner.static_sizes(ctx)
                && self.sizes(ctx) == inner.sizes(ctx);
            let all = |statics: &[i64], dynamics: Vec<Value>, want: i64| {
                let mut next = dynamics.into_iter();
                statics.iter().all(|&s| {
                    let v = if s == DYNAMIC {
                        next.next()
                            .and_then(|v| crate::canonicalize::constant_int(ctx, v))
                    } else {
                        Some(s)
                    };
                    v == Some(want)
                })
            };
            if all(self.static_offsets(ctx), self.offsets(ctx), 0)
                && all(self.static_strides(ctx), self.strides(ctx), 1)
                && same_sizes
                && rt == st
            {
                return replace;
            }
        }
        FoldResult::Failure
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::canonicalize::subview_patterns()
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.result(ctx), "subview");
    }
    fn get_view_source(op: Self, ctx: &Context) -> Value {
        op.source(ctx)
    }
    fn get_offset_size_and_stride_start_operand_index(_ctx: &Context) -> usize {
        1
    }
    fn get_array_attr_max_ranks(op: Self, ctx: &Context) -> [usize; 3] {
        [ctx.rank(ctx.value_type(op.source(ctx))).unwrap_or(0); 3]
    }
}

impl ReinterpretCastOpHooks for ReinterpretCastOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let src = ctx.value_type(self.source(ctx));
        let result = ctx.value_type(self.result(ctx));
        if memory_space(ctx, src) != memory_space(ctx, result) {
            return Err(error(
                ctx,
                op,
                format!(
                    "different memory spaces specified for source type {} and result memref type {}",
                    quoted(ctx, src),
                    quoted(ctx, result)
                ),
            ));
        }
        if ctx.element_type(src) != ctx.element_type(result) {
            return Err(error(
                ctx,
                op,
                format!(
                    "different element types specified for source type {} and result memref type {}",
                    quoted(ctx, src),
                    quoted(ctx, result)
                ),
            ));
        }
        for (idx, (&size, &expected)) in shape(ctx, result)
            .iter()
            .zip(self.static_sizes(ctx).iter())
            .enumerate()
        {
            if size != DYNAMIC && expected != DYNAMIC && size != expected {
                return Err(error(
                    ctx,
                    op,
                    format!("expected result type with size = {expected} instead of {size} in dim = {idx}"),
                ));
            }
        }
        let Some((strides, offset)) = strides_and_offset(ctx, result) else {
            return Err(error(
                ctx,
                op,
                format!(
                    "expected result type to have strided layout but found {}",
                    quoted(ctx, result)
                ),
            ));
        };
        let expected = self.static_offsets(ctx).first().copied().unwrap_or(DYNAMIC);
        if offset != DYNAMIC && expected != DYNAMIC && offset != expected {
            return Err(error(
                ctx,
                op,
                format!("expected result type with offset = {expected} instead of {offset}"),
            ));
        }
        for (idx, (&stride, &expected)) in strides
            .iter()
            .zip(self.static_strides(ctx).iter())
            .enumerate()
        {
            if stride != DYNAMIC && expected != DYNAMIC && stride != expected {
                return Err(error(
                    ctx,
                    op,
                    format!("expected result type with stride = {expected} instead of {stride} in dim = {idx}"),
                ));
            }
        }
        Ok(())
    }
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        // reinterpret_cast(reinterpret_cast(x)), reinterpret_cast(cast(x))
        // and reinterpret_cast(subview(x)) with zero offsets ->
        // reinterpret_cast(x).
        let src = self.source(ctx);
        let prev = ctx.defining_op(src).and_then(|d| {
            if let Some(p) = ReinterpretCastOp::cast(ctx, d) {
                return Some(p.source(ctx));
            }
            if let Some(p) = CastOp::cast(ctx, d) {
                return Some(p.source(ctx));
            }
            let sv = SubViewOp::cast(ctx, d)?;
            let mut dynamic = sv.offsets(ctx).into_iter();
            let zero = sv.static_offsets(ctx).iter().all(|&o| {
                let v = if o == DYNAMIC {
                    dynamic
                        .next()
                        .and_then(|v| crate::canonicalize::constant_int(ctx, v))
                } else {
                    Some(o)
                };
                v == Some(0)
            });
            zero.then(|| sv.source(ctx))
        });
        if let Some(prev) = prev {
            if ctx.set_operand(self.operation(), 0, prev).is_ok() {
                return FoldResult::InPlace;
            }
        }
        // A reinterpret_cast that changes nothing is its source.
        let ty = ctx.value_type(self.result(ctx));
        if crate::util::num_dynamic_dims(ctx, ty) == 0
            && ctx.value_type(src) == ty
            && self.static_offsets(ctx).first() == Some(&0)
        {
            return FoldResult::single(ir::OpFoldResult::Value(src));
        }
        FoldResult::Failure
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::canonicalize::reinterpret_cast_patterns()
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.result(ctx), "reinterpret_cast");
    }
    fn get_offset_size_and_stride_start_operand_index(_ctx: &Context) -> usize {
        1
    }
    fn get_array_attr_max_ranks(op: Self, ctx: &Context) -> [usize; 3] {
        // One offset; the sizes and strides follow the result's rank.
        let rank = ctx.rank(ctx.value_type(op.result(ctx))).unwrap_or(0);
        [1, rank, rank]
    }
    fn get_view_source(op: Self, ctx: &Context) -> Value {
        op.source(ctx)
    }
}

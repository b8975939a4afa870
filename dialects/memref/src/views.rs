//! Ops that reinterpret a buffer (upstream `MemRefOps.cpp`): `cast`,
//! `memory_space_cast`, `reshape`, `transpose`, `view`,
//! `extract_aligned_pointer_as_index`, `extract_strided_metadata`, `dim`,
//! `rank`.

use crate::asm::DYNAMIC;
use crate::fold::fold_memref_cast;
use crate::util::{
    error, has_identity_layout, is_ranked_memref, memory_space, num_dynamic_dims, op_error, quoted,
    shape, strides_and_offset,
};
use crate::*;
use ir::interfaces::{FoldResult as Ofr, Speculatability};
use ir::{
    Attribute, Context, CustomParser, CustomPrinter, Diagnostic, FoldResult, OperationState,
    ParseError, RewritePattern, Type, Value,
};

/// Whether a value is a constant or a dynamic entry of a stride/offset
/// compare as compatible (either dynamic, or equal).
fn compatible(a: i64, b: i64) -> bool {
    a == DYNAMIC || b == DYNAMIC || a == b
}

impl CastOpHooks for CastOp {
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        fold_memref_cast(ctx, self.operation(), None)
    }
    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        let ([a], [b]) = (inputs, outputs) else {
            return false;
        };
        let (a, b) = (*a, *b);
        let (ranked_a, ranked_b) = (is_ranked_memref(ctx, a), is_ranked_memref(ctx, b));
        if ranked_a && ranked_b {
            if ctx.element_type(a) != ctx.element_type(b) {
                return false;
            }
            if ctx.memref_layout(a) != ctx.memref_layout(b) {
                let (Some((sa, oa)), Some((sb, ob))) =
                    (strides_and_offset(ctx, a), strides_and_offset(ctx, b))
                else {
                    return false;
                };
                if sa.len() != sb.len() || !compatible(oa, ob) {
                    return false;
                }
                if sa.iter().zip(&sb).any(|(&x, &y)| !compatible(x, y)) {
                    return false;
                }
            }
            if memory_space(ctx, a) != memory_space(ctx, b) {
                return false;
            }
            let (da, db) = (shape(ctx, a), shape(ctx, b));
            return da.len() == db.len() && da.iter().zip(&db).all(|(&x, &y)| compatible(x, y));
        }
        if !ctx.is_memref(a) || !ctx.is_memref(b) || (!ranked_a && !ranked_b) {
            return false;
        }
        ctx.element_type(a) == ctx.element_type(b) && memory_space(ctx, a) == memory_space(ctx, b)
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.dest(ctx), "cast");
    }
    fn get_view_source(op: Self, ctx: &Context) -> Value {
        op.source(ctx)
    }
}

impl MemorySpaceCastOpHooks for MemorySpaceCastOp {
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        // memory_space_cast(memory_space_cast(v, t1), t2) -> memory_space_cast(v, t2)
        let source = self.source(ctx);
        let Some(parent) = ctx
            .defining_op(source)
            .and_then(|d| MemorySpaceCastOp::cast(ctx, d))
        else {
            return FoldResult::Failure;
        };
        let inner = parent.source(ctx);
        match ctx.set_operand(self.operation(), 0, inner) {
            Ok(()) => FoldResult::InPlace,
            Err(_) => FoldResult::Failure,
        }
    }
    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        let ([a], [b]) = (inputs, outputs) else {
            return false;
        };
        let (a, b) = (*a, *b);
        let (ranked_a, ranked_b) = (is_ranked_memref(ctx, a), is_ranked_memref(ctx, b));
        if ranked_a && ranked_b {
            return ctx.element_type(a) == ctx.element_type(b)
                && ctx.memref_layout(a) == ctx.memref_layout(b)
                && ctx.shape(a) == ctx.shape(b);
        }
        let unranked = |t| ctx.is_memref(t) && !is_ranked_memref(ctx, t);
        unranked(a) && unranked(b) && ctx.element_type(a) == ctx.element_type(b)
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.dest(ctx), "memspacecast");
    }
    fn get_view_source(op: Self, ctx: &Context) -> Value {
        op.source(ctx)
    }
}

impl ReshapeOpHooks for ReshapeOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let operand = ctx.value_type(self.source(ctx));
        let result = ctx.value_type(self.result(ctx));
        if ctx.element_type(operand) != ctx.element_type(result) {
            return Err(op_error(
                ctx,
                op,
                "element types of source and destination memref types should be the same",
            ));
        }
        if is_ranked_memref(ctx, operand) && !has_identity_layout(ctx, operand) {
            return Err(op_error(
                ctx,
                op,
                "source memref type should have identity affine map",
            ));
        }
        let shape_size = shape(ctx, ctx.value_type(self.shape(ctx)))
            .first()
            .copied()
            .unwrap_or(DYNAMIC);
        if is_ranked_memref(ctx, result) {
            if !has_identity_layout(ctx, result) {
                return Err(op_error(
                    ctx,
                    op,
                    "result memref type should have identity affine map",
                ));
            }
            if shape_size == DYNAMIC {
                return Err(op_error(
                    ctx,
                    op,
                    "cannot use shape operand with dynamic length to reshape to statically-ranked memref type",
                ));
            }
            if usize::try_from(shape_size).ok() != ctx.rank(result) {
                return Err(op_error(
                    ctx,
                    op,
                    "length of shape operand differs from the result's memref rank",
                ));
            }
        }
        Ok(())
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.result(ctx), "reshape");
    }
    fn get_view_source(op: Self, ctx: &Context) -> Value {
        op.source(ctx)
    }
}

/// The permutation of a `transpose`'s map: for each result, the dimension
/// it names (`None` when a result is not a plain dimension).
fn permutation(ctx: &Context, map: ir::affine::AffineMap) -> Option<Vec<usize>> {
    let data = ctx.affine_map_data(map);
    data.results
        .iter()
        .map(|&e| match ctx.affine_expr_data(e) {
            ir::affine::AffineExprData::Dim(d) => Some(d as usize),
            _ => None,
        })
        .collect()
}

/// Whether the map is a permutation (`AffineMap::isPermutation`).
fn is_permutation(ctx: &Context, map: ir::affine::AffineMap) -> bool {
    let n = ctx.affine_map_data(map).num_dims as usize;
    let Some(perm) = permutation(ctx, map) else {
        return false;
    };
    let mut seen = vec![false; n];
    perm.len() == n
        && perm
            .iter()
            .all(|&d| d < n && !std::mem::replace(&mut seen[d], true))
}

impl TransposeOpHooks for TransposeOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let Some(map) = ctx.as_affine_map(self.permutation(ctx)) else {
            return Err(op_error(ctx, op, "expected a permutation map"));
        };
        if !is_permutation(ctx, map) {
            return Err(op_error(ctx, op, "expected a permutation map"));
        }
        let input = ctx.value_type(self.in_(ctx));
        if Some(ctx.affine_map_data(map).num_dims as usize) != ctx.rank(input) {
            return Err(op_error(
                ctx,
                op,
                "expected a permutation map of same rank as the input",
            ));
        }
        // The result must be the input with its sizes and strides permuted
        // (compared as strides; layouts that are not strided are not
        // analysed).
        let result = ctx.value_type(self.result(ctx));
        let perm = permutation(ctx, map).unwrap_or_default();
        if let (Some((strides, offset)), Some((rs, ro))) = (
            strides_and_offset(ctx, input),
            strides_and_offset(ctx, result),
        ) {
            let sizes = shape(ctx, input);
            let want_sizes: Vec<i64> = perm.iter().map(|&d| sizes[d]).collect();
            let want_strides: Vec<i64> = perm.iter().map(|&d| strides[d]).collect();
            if want_sizes != shape(ctx, result)
                || want_strides != rs
                || offset != ro
                || ctx.element_type(input) != ctx.element_type(result)
                || memory_space(ctx, input) != memory_space(ctx, result)
            {
                return Err(op_error(
                    ctx,
                    op,
                    format_args!(
                        "result type {} is not equivalent to the canonical transposed input type {}",
                        quoted(ctx, result),
                        transposed_text(ctx, input, &want_sizes, &want_strides, offset)
                    ),
                ));
            }
        }
        Ok(())
    }
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        let map = ctx.as_affine_map(self.permutation(ctx));
        let input = self.in_(ctx);
        if map.is_some_and(|m| ctx.affine_map_is_identity(m))
            && ctx.value_type(input) == ctx.value_type(self.result(ctx))
        {
            return FoldResult::single(Ofr::Value(input));
        }
        // transpose(transpose(x, q), p) -> transpose(x, p . q)
        let Some(inner) = ctx
            .defining_op(input)
            .and_then(|d| TransposeOp::cast(ctx, d))
        else {
            return FoldResult::Failure;
        };
        let inner_map = ctx.as_affine_map(inner.permutation(ctx));
        let (Some(p), Some(q)) = (
            map.and_then(|m| permutation(ctx, m)),
            inner_map.and_then(|m| permutation(ctx, m)),
        ) else {
            return FoldResult::Failure;
        };
        let Some(m) = map else {
            return FoldResult::Failure;
        };
        let num_dims = ctx.affine_map_data(m).num_dims;
        let results: Vec<_> = p
            .iter()
            .filter_map(|&i| q.get(i))
            .map(|&d| ctx.affine_dim(d as u32))
            .collect();
        let composed = ctx.affine_map(num_dims, 0, &results);
        let attr = ctx.affine_map_attr(composed);
        let source = inner.in_(ctx);
        let op = self.operation();
        if ctx.set_operand(op, 0, source).is_err() || self.set_permutation_attr(ctx, attr).is_err()
        {
            return FoldResult::Failure;
        }
        FoldResult::InPlace
    }
    // `%in permutation-map attr-dict : type to type`.
    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        let input = parser.parse_operand()?;
        let map = parser.parse_affine_map()?;
        let attrs = parser.parse_optional_attr_dict()?;
        state.attributes.extend(attrs);
        let src = parser.parse_colon_type()?;
        let v = parser.resolve_operand(&input, src)?;
        state.operands.push(v);
        parser.parse_keyword("to")?;
        let dst = parser.parse_type()?;
        state.result_types.push(dst);
        let key = parser.ctx().ident("permutation");
        state.attributes.push((key, map));
        Ok(())
    }
    fn print(self, p: &mut CustomPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.operation();
        p.write_str(" ");
        p.print_operand(self.in_(ctx));
        p.write_str(" ");
        // The map prints bare, without `affine_map<...>`.
        match ctx.as_affine_map(self.permutation_attr(ctx)) {
            Some(m) => p.write_str(&ir::printer::affine_map_to_string(ctx, m)),
            None => p.print_attribute(self.permutation_attr(ctx)),
        }
        p.print_optional_attr_dict(op, &["permutation"]);
        p.write_str(" : ");
        p.print_type(ctx.value_type(self.in_(ctx)));
        p.write_str(" to ");
        p.print_type(ctx.value_type(self.result(ctx)));
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.result(ctx), "transpose");
    }
}

/// The text of `memref<sizes x element, strided<strides, offset>>` in the
/// input's memory space (the canonical transposed type of a diagnostic).
fn transposed_text(
    ctx: &Context,
    input: Type,
    sizes: &[i64],
    strides: &[i64],
    offset: i64,
) -> String {
    let dim = |d: i64| {
        if d == DYNAMIC {
            "?".to_string()
        } else {
            d.to_string()
        }
    };
    let mut s = String::from("'memref<");
    for &d in sizes {
        s.push_str(&dim(d));
        s.push('x');
    }
    let element = ctx.element_type_or_self(input);
    s.push_str(&ir::printer::type_to_string(ctx, element));
    match canonical_layout(sizes, strides, offset) {
        CanonicalLayout::None => {}
        CanonicalLayout::Strided => {
            let list: Vec<String> = strides.iter().map(|&x| dim(x)).collect();
            s.push_str(&format!(", strided<[{}]", list.join(", ")));
            if offset != 0 {
                s.push_str(&format!(", offset: {}", dim(offset)));
            }
            s.push('>');
        }
        CanonicalLayout::Map(m) => {
            s.push_str(", affine_map<");
            s.push_str(&m);
            s.push('>');
        }
    }
    if let Some(space) = memory_space(ctx, input) {
        s.push_str(", ");
        s.push_str(&ir::printer::attr_to_string(ctx, space));
    }
    s.push_str(">'");
    s
}

impl ViewOpHooks for ViewOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let base = ctx.value_type(self.source(ctx));
        let view = ctx.value_type(self.result(ctx));
        if !has_identity_layout(ctx, base) {
            return Err(error(
                ctx,
                op,
                format!("unsupported map for base memref type {}", quoted(ctx, base)),
            ));
        }
        if !has_identity_layout(ctx, view) {
            return Err(error(
                ctx,
                op,
                format!(
                    "unsupported map for result memref type {}",
                    quoted(ctx, view)
                ),
            ));
        }
        if memory_space(ctx, base) != memory_space(ctx, view) {
            return Err(error(
                ctx,
                op,
                format!(
                    "different memory spaces specified for base memref type {} and view memref type {}",
                    quoted(ctx, base),
                    quoted(ctx, view)
                ),
            ));
        }
        if self.sizes(ctx).len() != num_dynamic_dims(ctx, view) {
            return Err(error(
                ctx,
                op,
                format!(
                    "incorrect number of size operands for type {}",
                    quoted(ctx, view)
                ),
            ));
        }
        Ok(())
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::canonicalize::view_patterns()
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.result(ctx), "view");
    }
    fn get_view_source(op: Self, ctx: &Context) -> Value {
        op.source(ctx)
    }
}

impl ExtractAlignedPointerAsIndexOpHooks for ExtractAlignedPointerAsIndexOp {
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.aligned_pointer(ctx), "intptr");
    }
}

impl ExtractStridedMetadataOpHooks for ExtractStridedMetadataOp {
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        // Uses of a result the source type fixes go to a new index
        // constant before the op (upstream's `replaceConstantUsesOf`).
        let op = self.operation();
        let ty = ctx.value_type(self.source(ctx));
        let Some((strides, offset)) = strides_and_offset(ctx, ty) else {
            return FoldResult::Failure;
        };
        let mut known = vec![offset];
        known.extend(shape(ctx, ty));
        known.extend(strides);
        let results = ctx.results(op);
        let loc = ctx.op_loc(op);
        let mut replaced = false;
        for (&r, &k) in results.iter().skip(1).zip(&known) {
            if k == DYNAMIC || !ctx.has_uses(r) {
                continue;
            }
            let mut b = ir::OpBuilder::new(ctx);
            b.set_insertion_point_before(op);
            let index = b.index_type();
            let value = b.index_attr(k);
            let c = arith::ConstantOp::build(&mut b, loc, index, value).result(&b);
            ctx.replace_all_uses_with(r, c);
            replaced = true;
        }
        if replaced {
            FoldResult::InPlace
        } else {
            FoldResult::Failure
        }
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        // Only the first of the sizes and of the strides is named: the
        // printer groups the rest with it (`%sizes:2`).
        let results = ctx.results(op.operation());
        let rank = results.len().saturating_sub(2) / 2;
        let names = [
            (0, "base_buffer"),
            (1, "offset"),
            (2, "sizes"),
            (2 + rank, "strides"),
        ];
        for (i, name) in names {
            if (i < 2 || rank > 0) && i < results.len() {
                set_name(results[i], name);
            }
        }
    }
    fn get_view_source(op: Self, ctx: &Context) -> Value {
        op.source(ctx)
    }
    fn infer_return_types(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Vec<Type>,
    ) -> Result<(), Diagnostic> {
        let Some(&source) = state.operands.first() else {
            return Err(Diagnostic::error(
                state.location,
                "expected a source operand",
            ));
        };
        let ty = ctx.value_type(source);
        let Some(sizes) = ctx.shape(ty) else {
            return Err(Diagnostic::error(
                state.location,
                "expected a ranked memref source",
            ));
        };
        let rank = sizes.len();
        let element = ctx.element_type_or_self(ty);
        let base = ctx
            .lookup_type(&ir::TypeData::MemRef {
                shape: Vec::new(),
                element,
                layout: None,
                memory_space: memory_space(ctx, ty),
            })
            .ok_or_else(|| Diagnostic::error(state.location, "base buffer type not interned"))?;
        let index = ctx.index_type();
        inferred.push(base);
        inferred.extend(std::iter::repeat_n(index, 1 + 2 * rank));
        Ok(())
    }
}

impl DimOpHooks for DimOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let Some(index) = operands
            .get(1)
            .copied()
            .flatten()
            .and_then(|a| ctx.attr_as_int(a))
        else {
            return FoldResult::Failure;
        };
        let source = self.source(ctx);
        let ty = ctx.value_type(source);
        let Some(sizes) = ctx.shape(ty).map(<[i64]>::to_vec) else {
            return FoldResult::Failure;
        };
        let Some(i) = usize::try_from(index).ok().filter(|&i| i < sizes.len()) else {
            return FoldResult::Failure;
        };
        if sizes[i] != DYNAMIC {
            let a = ctx.index_attr(sizes[i]);
            return FoldResult::single(Ofr::Attr(a));
        }
        // The position of this size among the dynamic ones.
        let dynamic_index = sizes[..i].iter().filter(|&&d| d == DYNAMIC).count();
        if let Some(def) = ctx.defining_op(source) {
            let size = if let Some(a) = AllocOp::cast(ctx, def) {
                a.dynamic_sizes(ctx).get(dynamic_index).copied()
            } else if let Some(a) = AllocaOp::cast(ctx, def) {
                a.dynamic_sizes(ctx).get(dynamic_index).copied()
            } else if let Some(v) = ViewOp::cast(ctx, def) {
                v.sizes(ctx).get(dynamic_index).copied()
            } else if let Some(sv) = SubViewOp::cast(ctx, def) {
                // The source dimension of result dimension `i`, past the
                // dropped ones.
                let dropped =
                    crate::canonicalize::subview_dropped_dims(ctx, sv).unwrap_or_default();
                let kept: Vec<usize> = (0..dropped.len()).filter(|&d| !dropped[d]).collect();
                kept.get(i)
                    .and_then(|&d| dynamic_entry(sv.static_sizes(ctx), &sv.sizes(ctx), d))
            } else if let Some(rc) = ReinterpretCastOp::cast(ctx, def) {
                dynamic_entry(rc.static_sizes(ctx), &rc.sizes(ctx), i)
            } else {
                None
            };
            if let Some(v) = size {
                return FoldResult::single(Ofr::Value(v));
            }
        }
        fold_memref_cast(ctx, self.operation(), None)
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::canonicalize::dim_patterns()
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.result(ctx), "dim");
    }
    fn get_speculatability(op: Self, ctx: &Context) -> Speculatability {
        let index = ctx
            .defining_op(op.index(ctx))
            .and_then(|d| ctx.constant_value(d))
            .and_then(|a| ctx.attr_as_int(a));
        let rank = ctx.rank(ctx.value_type(op.source(ctx)));
        match (index, rank) {
            (Some(i), Some(r)) if usize::try_from(i).is_ok_and(|i| i < r) => {
                Speculatability::Speculatable
            }
            _ => Speculatability::NotSpeculatable,
        }
    }
    fn get_shaped_value(op: Self, ctx: &Context) -> Value {
        op.source(ctx)
    }
    fn get_dimension(op: Self, ctx: &Context) -> Ofr {
        Ofr::Value(op.index(ctx))
    }
}

/// The operand of entry `i` of a static/dynamic list, if it is dynamic.
fn dynamic_entry(statics: &[i64], dynamics: &[Value], i: usize) -> Option<Value> {
    if statics.get(i) != Some(&DYNAMIC) {
        return None;
    }
    let k = statics[..i].iter().filter(|&&s| s == DYNAMIC).count();
    dynamics.get(k).copied()
}

impl RankOpHooks for RankOp {
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        let ty = ctx.value_type(self.memref(ctx));
        match ctx.rank(ty).and_then(|r| i64::try_from(r).ok()) {
            Some(r) => {
                let a = ctx.index_attr(r);
                FoldResult::single(Ofr::Attr(a))
            }
            None => FoldResult::Failure,
        }
    }
}

/// What upstream's `canonicalizeStridedLayout` makes of a memref of `sizes`
/// with a strided layout.
enum CanonicalLayout {
    /// No layout (the strides are the canonical ones).
    None,
    /// The strided layout as it is.
    Strided,
    /// The layout's affine map, simplified (its text).
    Map(String),
}

/// `canonicalizeStridedLayout` of a memref of `sizes` with layout
/// `strided<strides, offset>`: its map (`makeStridedLinearLayoutMap`)
/// simplified, dropped when it is the canonical strided layout of the
/// sizes (`makeCanonicalStridedLayoutExpr`). The expressions are built in
/// a context of their own: this runs for a diagnostic, where the op's
/// context cannot change.
fn canonical_layout(sizes: &[i64], strides: &[i64], offset: i64) -> CanonicalLayout {
    let mut c = Context::new();
    let mut symbols = 0u32;
    let mut next_symbol = |c: &mut Context| {
        symbols += 1;
        c.affine_symbol(symbols - 1)
    };
    let mut expr = if offset == DYNAMIC {
        next_symbol(&mut c)
    } else {
        c.affine_constant(offset)
    };
    for (i, &stride) in strides.iter().enumerate() {
        let d = c.affine_dim(i as u32);
        let m = if stride == DYNAMIC {
            next_symbol(&mut c)
        } else {
            c.affine_constant(stride)
        };
        let term = c.affine_mul(d, m);
        expr = c.affine_add(expr, term);
    }
    let dims = strides.len() as u32;
    let map = c.affine_map(dims, symbols, &[expr]);
    if c.affine_map_is_identity(map) {
        return CanonicalLayout::Strided;
    }
    if dims == 0 && symbols == 0 {
        return match c.affine_constant_value(expr) {
            Some(0) => CanonicalLayout::None,
            _ => CanonicalLayout::Strided,
        };
    }
    if sizes.is_empty() {
        return CanonicalLayout::Strided;
    }
    // The canonical layout: row-major strides, a symbol for each stride
    // after a size that is not static and positive.
    let mut canonical: Option<ir::affine::AffineExpr> = None;
    let mut canonical_symbols = 0u32;
    let mut poisoned = false;
    let mut running = 1i64;
    for (i, &size) in sizes.iter().enumerate().rev() {
        let d = c.affine_dim(i as u32);
        let stride = if poisoned {
            canonical_symbols += 1;
            c.affine_symbol(canonical_symbols - 1)
        } else {
            c.affine_constant(running)
        };
        let term = c.affine_mul(d, stride);
        canonical = Some(match canonical {
            Some(e) => c.affine_add(e, term),
            None => term,
        });
        if size > 0 {
            running = running.saturating_mul(size);
        } else {
            poisoned = true;
        }
    }
    let simplified = c.simplify_affine_expr(expr, dims, symbols);
    let canonical = canonical.map(|e| c.simplify_affine_expr(e, dims, canonical_symbols));
    if canonical == Some(simplified) {
        return CanonicalLayout::None;
    }
    let map = c.affine_map(dims, symbols, &[simplified]);
    CanonicalLayout::Map(ir::printer::affine_map_to_string(&c, map))
}

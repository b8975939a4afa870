//! What upstream keeps in `BufferizationOps.cpp` for `clone`,
//! `materialize_in_destination`, `to_tensor` and `to_memref`: verifiers,
//! interface methods, folders and canonicalization patterns.

use crate::*;
use ir::effects::{DefaultResource, EffectInstance, MemoryEffect};
use ir::interfaces::FoldResult as Ofr;
use ir::rewrite::fn_pattern;
use ir::{
    Attribute, Context, Diagnostic, FoldResult, Location, OpBuilder, OpId, Operation,
    PatternRewriter, RewritePattern, Value,
};

/// Whether `ty` is a ranked or unranked memref (`BaseMemRefType`).
pub(crate) fn is_base_memref(ctx: &Context, ty: ir::Type) -> bool {
    ctx.is_memref(ty)
}

/// Whether `ty` is a ranked or unranked tensor (`TensorType`).
fn is_tensor(ctx: &Context, ty: ir::Type) -> bool {
    ctx.is_tensor(ty)
}

/// The op `v` is defined by, when `cast` accepts it.
fn defined_by<T>(ctx: &Context, v: Value, cast: fn(&Context, Operation) -> Option<T>) -> Option<T> {
    cast(ctx, ctx.defining_op(v)?)
}

impl CloneOpHooks for CloneOp {
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        memref::fold_memref_cast(ctx, self.operation(), None)
    }

    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        vec![fn_pattern(
            CloneOp::OPERATION_NAME,
            "SimplifyClones",
            crate::dealloc::simplify_clones,
        )]
    }

    fn get_source(op: Self, ctx: &Context) -> Value {
        op.input(ctx)
    }

    fn get_target(op: Self, ctx: &Context) -> Value {
        op.output(ctx)
    }

    fn build_dealloc(builder: &mut OpBuilder, alloc: Value) -> Option<Operation> {
        let loc = builder.value_loc(alloc);
        Some(memref::DeallocOp::build(builder, loc, alloc).operation())
    }

    fn build_clone(builder: &mut OpBuilder, alloc: Value) -> Option<Value> {
        let loc = builder.value_loc(alloc);
        let ty = builder.value_type(alloc);
        Some(CloneOp::build(builder, loc, ty, alloc).output(builder))
    }
}

impl MaterializeInDestinationOpHooks for MaterializeInDestinationOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let err = |m: &str| Err(Diagnostic::op_error(ctx, op, m));
        let dest_ty = ctx.value_type(self.dest(ctx));
        let dest_is_memref = is_base_memref(ctx, dest_ty);
        if !is_tensor(ctx, dest_ty) && !dest_is_memref {
            return err("'dest' must be a tensor or a memref");
        }
        if is_tensor(ctx, dest_ty) {
            let Some(result) = self.result(ctx) else {
                return err("tensor 'dest' implies exactly one tensor result");
            };
            if ctx.value_type(result) != dest_ty {
                return err("result and 'dest' types must match");
            }
        }
        if dest_is_memref && ctx.num_results(op) != 0 {
            return err("memref 'dest' implies zero results");
        }
        if self.restrict(ctx) && !dest_is_memref {
            return err("'restrict' is valid only for memref destinations");
        }
        if self.writable(ctx) != dest_is_memref {
            return err(
                "'writable' must be specified if and only if the destination is of memref type",
            );
        }
        let src = ctx.shape(ctx.value_type(self.source(ctx)));
        let dest = ctx.shape(dest_ty);
        match (src, dest) {
            (Some(s), Some(d)) => {
                if s.len() != d.len() {
                    return err("rank mismatch between source and destination shape");
                }
                let dynamic = |x: i64| x == ir::DYNAMIC;
                if s.iter()
                    .zip(d)
                    .any(|(&a, &b)| !dynamic(a) && !dynamic(b) && a != b)
                {
                    return err("source/destination shapes are incompatible");
                }
            }
            (None, None) => {}
            _ => return err("source/destination shapes are incompatible"),
        }
        Ok(())
    }

    fn get_dps_inits_mutable(_op: Self, _ctx: &Context) -> std::ops::Range<usize> {
        1..2
    }

    fn reify_result_shapes(
        op: Self,
        builder: &mut OpBuilder,
        shapes: &mut Vec<Vec<Ofr>>,
    ) -> Result<(), Diagnostic> {
        if builder.num_results(op.operation()) != 1 {
            return Ok(());
        }
        let dest = op.dest(builder);
        let loc = builder.op_loc(op.operation());
        let dims = builder
            .shape(builder.value_type(dest))
            .map(<[i64]>::to_vec)
            .unwrap_or_default();
        let mut sizes = Vec::with_capacity(dims.len());
        for (i, d) in dims.into_iter().enumerate() {
            sizes.push(if d == ir::DYNAMIC {
                Ofr::Value(crate::alloc_tensor::build_dim(builder, loc, dest, i))
            } else {
                Ofr::Attr(builder.index_attr(d))
            });
        }
        shapes.push(sizes);
        Ok(())
    }

    fn operates_on_equivalent_subset(
        _op: Self,
        _ctx: &Context,
        _candidate: Operation,
        _equivalence_fn: &dyn Fn(Value, Value) -> bool,
    ) -> bool {
        false
    }

    fn operates_on_disjoint_subset(
        _op: Self,
        _ctx: &Context,
        _candidate: Operation,
        _equivalence_fn: &dyn Fn(Value, Value) -> bool,
    ) -> bool {
        false
    }

    fn get_source_operand(_op: Self, _ctx: &Context) -> usize {
        0
    }

    fn is_equivalent_subset(
        op: Self,
        ctx: &Context,
        candidate: Value,
        equivalence_fn: &dyn Fn(Value, Value) -> bool,
    ) -> bool {
        equivalence_fn(op.dest(ctx), candidate)
    }

    /// The whole destination tensor; for a memref destination with
    /// `restrict`, a new `to_tensor restrict` of it (the attribute moves
    /// there). Upstream returns a null value for a memref destination
    /// without `restrict`; here that is the destination itself, which
    /// callers must not take as a tensor (its type tells).
    fn build_subset_extraction(op: Self, builder: &mut OpBuilder, loc: Location) -> Value {
        let dest = op.dest(builder);
        if is_tensor(builder, builder.value_type(dest)) || !op.restrict(builder) {
            return dest;
        }
        op.remove_restrict_attr(builder);
        let writable = op.writable(builder);
        let unit = builder.unit_attr();
        let dest_ty = builder.value_type(dest);
        let ty = crate::tensor_type_of_memref(builder, dest_ty);
        let t = ToTensorOp::build(builder, loc, ty, dest, Some(unit), writable.then_some(unit));
        t.result(builder)
    }

    fn get_values_needed_to_build_subset_extraction(op: Self, ctx: &Context) -> Vec<Value> {
        vec![op.dest(ctx)]
    }

    fn get_effects(op: Self, ctx: &Context, effects: &mut Vec<EffectInstance<MemoryEffect>>) {
        let dest = op.dest(ctx);
        if is_base_memref(ctx, ctx.value_type(dest)) {
            effects.push(EffectInstance::new(MemoryEffect::Write, &DefaultResource).on_value(dest));
        }
    }
}

impl ToTensorOpHooks for ToTensorOp {
    /// `to_tensor(to_memref(t))` is `t` when the two are adjacent (a
    /// conservative stand-in for alias analysis).
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        let op = self.operation();
        let Some(to_memref) = defined_by(ctx, self.memref(ctx), ToMemrefOp::cast) else {
            return FoldResult::Failure;
        };
        let inner = to_memref.operation();
        if ctx.op_parent_block(inner) == ctx.op_parent_block(op) && ctx.next_op(inner) == Some(op) {
            return FoldResult::single(Ofr::Value(to_memref.tensor(ctx)));
        }
        FoldResult::Failure
    }

    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        vec![fn_pattern(
            tensor::DimOp::OPERATION_NAME,
            "DimOfToTensorFolder",
            dim_of_to_tensor,
        )]
    }
}

/// `DimOfToTensorFolder`: `tensor.dim` of a `to_tensor` is a `memref.dim`
/// of its memref.
fn dim_of_to_tensor(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(dim) = tensor::DimOp::cast(rw, op) else {
        return false;
    };
    let Some(to_tensor) = defined_by(rw, dim.source(rw), ToTensorOp::cast) else {
        return false;
    };
    let (loc, index) = (rw.op_loc(op), dim.index(rw));
    let index_ty = rw.index_type();
    let m = to_tensor.memref(rw);
    let new = memref::DimOp::build(rw, loc, index_ty, m, index).result(rw);
    rw.replace_op(op, &[new]).is_ok()
}

impl ToMemrefOpHooks for ToMemrefOp {
    /// `to_memref(to_tensor(m))` is `m` when the types match.
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        let Some(to_tensor) = defined_by(ctx, self.tensor(ctx), ToTensorOp::cast) else {
            return FoldResult::Failure;
        };
        let m = to_tensor.memref(ctx);
        if ctx.value_type(m) == ctx.value_type(self.memref(ctx)) {
            return FoldResult::single(Ofr::Value(m));
        }
        FoldResult::Failure
    }

    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        vec![
            fn_pattern(
                memref::DimOp::OPERATION_NAME,
                "DimOfCastOp",
                dim_of_to_memref,
            ),
            fn_pattern(
                memref::LoadOp::OPERATION_NAME,
                "LoadOfToMemref",
                load_of_to_memref,
            ),
            fn_pattern(
                ToMemrefOp::OPERATION_NAME,
                "ToMemrefOfCast",
                to_memref_of_cast,
            ),
            fn_pattern(
                ToMemrefOp::OPERATION_NAME,
                "ToMemrefToTensorFolding",
                crate::dealloc::to_memref_to_tensor_folding,
            ),
        ]
    }
}

/// `DimOfCastOp`: `memref.dim` of a `to_memref` is a `tensor.dim` of its
/// tensor.
fn dim_of_to_memref(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(dim) = memref::DimOp::cast(rw, op) else {
        return false;
    };
    let Some(to_memref) = defined_by(rw, dim.source(rw), ToMemrefOp::cast) else {
        return false;
    };
    let (loc, index) = (rw.op_loc(op), dim.index(rw));
    let index_ty = rw.index_type();
    let t = to_memref.tensor(rw);
    let new = tensor::DimOp::build(rw, loc, index_ty, t, index).result(rw);
    rw.replace_op(op, &[new]).is_ok()
}

/// `LoadOfToMemref`: a `memref.load` from a `to_memref` is a
/// `tensor.extract` of its tensor.
fn load_of_to_memref(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(load) = memref::LoadOp::cast(rw, op) else {
        return false;
    };
    let Some(to_memref) = defined_by(rw, load.memref(rw), ToMemrefOp::cast) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let ty = rw.value_type(load.result(rw));
    let t = to_memref.tensor(rw);
    let indices = load.indices(rw);
    let new = tensor::ExtractOp::build(rw, loc, ty, t, &indices).result(rw);
    rw.replace_op(op, &[new]).is_ok()
}

/// `ToMemrefOfCast`: `to_memref(tensor.cast(t))` of a ranked `t` is a
/// `memref.cast` of `to_memref(t)` (identity layout, default space).
fn to_memref_of_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(to_memref) = ToMemrefOp::cast(rw, op) else {
        return false;
    };
    let Some(cast) = defined_by(rw, to_memref.tensor(rw), tensor::CastOp::cast) else {
        return false;
    };
    let source = cast.source(rw);
    let source_ty = rw.value_type(source);
    let (Some(shape), Some(element)) = (
        rw.shape(source_ty).map(<[i64]>::to_vec),
        rw.element_type(source_ty),
    ) else {
        return false;
    };
    if !rw.is_tensor(source_ty) {
        return false;
    }
    let loc = rw.op_loc(op);
    let memref_ty = rw.memref_type(&shape, element);
    let ty = rw.value_type(to_memref.memref(rw));
    let m = ToMemrefOp::build(rw, loc, memref_ty, source, None).memref(rw);
    let new = memref::CastOp::build(rw, loc, ty, m).dest(rw);
    rw.replace_op(op, &[new]).is_ok()
}

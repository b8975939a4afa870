//! `memref-expand` (upstream's `MemRef/Transforms/ExpandOps.cpp`):
//! `memref.atomic_rmw` of the float min/max kinds becomes a
//! `memref.generic_atomic_rmw` computing it, and `memref.reshape` by a
//! static shape a `memref.reinterpret_cast` with row-major strides.

use arith::AtomicRMWKind;
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::{Context, OpBuilder, Value};

use crate::{
    AtomicRMWOp, AtomicYieldOp, ExpandOpsBase, GenericAtomicRMWOp, LoadOp, ReinterpretCastOp,
    ReshapeOp,
};

/// A dynamic entry of a static list (`ShapedType::kDynamic`).
const DYNAMIC: i64 = i64::MIN;

/// Rewrites `op`, whose kind is a float min or max, as a
/// `memref.generic_atomic_rmw` (upstream's `AtomicRMWOpConverter`).
fn expand_atomic_rmw(ctx: &mut Context, op: AtomicRMWOp) {
    let kind = op.kind(ctx);
    let loc = ctx.op_loc(op.operation());
    let (memref, indices, value) = (op.memref(ctx), op.indices(ctx), op.value(ctx));
    let mut b = OpBuilder::new(ctx);
    b.set_insertion_point_before(op.operation());
    let generic = GenericAtomicRMWOp::build_from_memref_ivs(&mut b, loc, memref, &indices);
    let Some(body) = b.region_entry(generic.atomic_body(&b)) else {
        return;
    };
    let current = b.block_arg(body, 0);
    b.set_insertion_point_to_end(body);
    let ty = b.value_type(current);
    // `arith::getReductionOp` for the four kinds the pass expands.
    let result = match kind {
        AtomicRMWKind::Maximumf => {
            arith::MaximumFOp::build(&mut b, loc, ty, current, value, None).result(&b)
        }
        AtomicRMWKind::Minimumf => {
            arith::MinimumFOp::build(&mut b, loc, ty, current, value, None).result(&b)
        }
        AtomicRMWKind::Maxnumf => {
            arith::MaxNumFOp::build(&mut b, loc, ty, current, value, None).result(&b)
        }
        _ => arith::MinNumFOp::build(&mut b, loc, ty, current, value, None).result(&b),
    };
    AtomicYieldOp::build(&mut b, loc, result);
    let (old, new) = (op.result(&b), generic.result(&b));
    b.replace_all_uses_with(old, new);
    let _ = b.erase_op(op.operation());
}

/// Rewrites `op`, whose shape operand has a static shape, as a
/// `memref.reinterpret_cast` with sizes loaded from the shape and
/// row-major strides (upstream's `MemRefReshapeOpConverter`).
fn expand_reshape(ctx: &mut Context, op: ReshapeOp) {
    let loc = ctx.op_loc(op.operation());
    let (source, shape) = (op.source(ctx), op.shape(ctx));
    let result_type = ctx.value_type(op.result(ctx));
    let Some(&rank) = ctx.shape(ctx.value_type(shape)).and_then(|s| s.first()) else {
        return;
    };
    let dims = ctx
        .shape(result_type)
        .map(<[i64]>::to_vec)
        .unwrap_or_default();
    let rank = usize::try_from(rank).unwrap_or(0).min(dims.len());
    let mut b = OpBuilder::new(ctx);
    b.set_insertion_point_before(op.operation());
    let index = b.index_type();
    let mut static_sizes = vec![0; rank];
    let mut sizes: Vec<Option<Value>> = vec![None; rank];
    let mut strides: Vec<Option<Value>> = vec![None; rank];
    let mut stride = constant_index(&mut b, loc, 1);
    for i in (0..rank).rev() {
        let size = if dims[i] == DYNAMIC {
            let at = constant_index(&mut b, loc, i as i64);
            let element = b.element_type_or_self(b.value_type(shape));
            let mut size = LoadOp::build(&mut b, loc, element, shape, &[at], None).result(&b);
            if !b.is_index(element) {
                let cast = arith::IndexCastOp::build(&mut b, loc, index, size);
                size = b.result(cast.operation(), 0);
            }
            static_sizes[i] = DYNAMIC;
            sizes[i] = Some(size);
            size
        } else {
            static_sizes[i] = dims[i];
            constant_index(&mut b, loc, dims[i])
        };
        strides[i] = Some(stride);
        if i > 0 {
            stride = arith::MulIOp::build(&mut b, loc, index, stride, size, None).result(&b);
        }
    }
    let dynamic_sizes: Vec<Value> = sizes.into_iter().flatten().collect();
    let strides: Vec<Value> = strides.into_iter().flatten().collect();
    let static_strides = vec![DYNAMIC; rank];
    let cast = ReinterpretCastOp::build_with_values(
        &mut b,
        loc,
        result_type,
        source,
        &[],
        &dynamic_sizes,
        &strides,
        &[0],
        &static_sizes,
        &static_strides,
    );
    let (old, new) = (op.result(&b), cast.result(&b));
    b.replace_all_uses_with(old, new);
    let _ = b.erase_op(op.operation());
}

/// An `arith.constant` of type `index`.
fn constant_index(b: &mut OpBuilder<'_>, loc: ir::Location, value: i64) -> Value {
    let ty = b.index_type();
    let attr = b.index_attr(value);
    arith::ConstantOp::build(b, loc, ty, attr).result(b)
}

/// The `memref-expand` pass: rewrites the ops the LLVM lowering cannot
/// take (upstream's partial conversion, whose only illegal ops are these;
/// every one of them converts).
#[derive(Clone, Debug, Default)]
pub struct ExpandOps {
    base: ExpandOpsBase,
}

/// Creates the `memref-expand` pass (upstream's `createExpandOpsPass`).
pub fn create_expand_ops_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(ExpandOps::default())
}

impl OperationPass for ExpandOps {
    type Declaration = ExpandOpsBase;
    fn declaration(&self) -> &ExpandOpsBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut ExpandOpsBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let top = run.op();
        let ctx = run.ctx();
        for op in ctx.walk_preorder(top) {
            if let Some(rmw) = AtomicRMWOp::cast(ctx, op) {
                let kind = rmw.kind(ctx);
                if matches!(
                    kind,
                    AtomicRMWKind::Maximumf
                        | AtomicRMWKind::Minimumf
                        | AtomicRMWKind::Minnumf
                        | AtomicRMWKind::Maxnumf
                ) {
                    expand_atomic_rmw(ctx, rmw);
                }
            } else if let Some(reshape) = ReshapeOp::cast(ctx, op) {
                if ctx.has_static_shape(ctx.value_type(reshape.shape(ctx))) {
                    expand_reshape(ctx, reshape);
                }
            }
        }
        Ok(())
    }
}

//! The affine dimension and symbol rules (upstream's `isValidDim`,
//! `isValidSymbol`, `getAffineScope`, `isTopLevelValue` of
//! `AffineOps.cpp`): which SSA values an affine map may take as a
//! dimension or as a symbol, relative to the closest enclosing op with the
//! `AffineScope` trait.

use crate::{AffineApplyOp, AffineForOp, AffineParallelOp};
use ir::{Context, Diagnostic, OpTrait, Operation, Region, Value};

/// Whether the op is registered with the native trait `name`.
fn has_native_trait(ctx: &Context, op: Operation, name: &str) -> bool {
    ctx.op_definition(ctx.op_get_name(op)).is_some_and(|d| {
        d.traits
            .iter()
            .any(|t| matches!(t, OpTrait::Custom(n) if n == name))
    })
}

/// Whether the op has the `AffineScope` trait.
pub fn is_affine_scope(ctx: &Context, op: Operation) -> bool {
    has_native_trait(ctx, op, "AffineScope")
}

/// The op owning the block that defines `v` (a block argument's block, or
/// its defining op's block).
fn owner_parent_op(ctx: &Context, v: Value) -> Option<Operation> {
    match ctx.defining_op(v) {
        Some(d) => ctx.op_parent_op(d),
        None => ctx
            .value_parent_block(v)
            .and_then(|b| ctx.block_parent_op(b)),
    }
}

/// The region `v` is defined in.
fn value_region(ctx: &Context, v: Value) -> Option<Region> {
    match ctx.defining_op(v) {
        Some(d) => ctx.op_parent_region(d),
        None => ctx
            .value_parent_block(v)
            .and_then(|b| ctx.block_parent_region(b)),
    }
}

/// Whether `v` is defined at the top level of an affine scope (upstream's
/// `isTopLevelValue`).
pub fn is_top_level_value(ctx: &Context, v: Value) -> bool {
    owner_parent_op(ctx, v).is_some_and(|p| is_affine_scope(ctx, p))
}

/// The region of the closest op with the `AffineScope` trait that
/// contains `op` (upstream's `getAffineScope`).
pub fn get_affine_scope(ctx: &Context, op: Operation) -> Option<Region> {
    let mut cur = op;
    while let Some(parent) = ctx.op_parent_op(cur) {
        if is_affine_scope(ctx, parent) {
            return ctx.op_parent_region(cur);
        }
        cur = parent;
    }
    None
}

/// Whether `v` may be a dimension of the affine scope around it.
pub fn is_valid_dim(ctx: &Context, v: Value) -> bool {
    if !ctx.is_index(ctx.value_type(v)) {
        return false;
    }
    if let Some(d) = ctx.defining_op(v) {
        return is_valid_dim_in(ctx, v, get_affine_scope(ctx, d));
    }
    owner_parent_op(ctx, v).is_some_and(|p| {
        is_affine_scope(ctx, p)
            || AffineForOp::cast(ctx, p).is_some()
            || AffineParallelOp::cast(ctx, p).is_some()
    })
}

/// Whether `v` may be a dimension for its uses in `region`.
pub fn is_valid_dim_in(ctx: &Context, v: Value, region: Option<Region>) -> bool {
    if !ctx.is_index(ctx.value_type(v)) {
        return false;
    }
    if is_valid_symbol_in(ctx, v, region) {
        return true;
    }
    let Some(op) = ctx.defining_op(v) else {
        return owner_parent_op(ctx, v).is_some_and(|p| {
            AffineForOp::cast(ctx, p).is_some() || AffineParallelOp::cast(ctx, p).is_some()
        });
    };
    if AffineApplyOp::cast(ctx, op).is_some() {
        return ctx
            .operands(op)
            .iter()
            .all(|&o| is_valid_dim_in(ctx, o, region));
    }
    if let Some(shaped) = dim_op_source(ctx, op) {
        return is_top_level_value(ctx, shaped);
    }
    false
}

/// The shaped value of a `memref.dim` or `tensor.dim` (upstream's
/// `ShapedDimOpInterface`).
fn dim_op_source(ctx: &Context, op: Operation) -> Option<Value> {
    let name = ctx.op_name_of(op);
    (name == "memref.dim" || name == "tensor.dim").then(|| ctx.operand(op, 0))
}

/// Whether `v` may be a symbol of the affine scope around it.
pub fn is_valid_symbol(ctx: &Context, v: Value) -> bool {
    if !ctx.is_index(ctx.value_type(v)) {
        return false;
    }
    if is_top_level_value(ctx, v) {
        return true;
    }
    match ctx.defining_op(v) {
        Some(d) => is_valid_symbol_in(ctx, v, get_affine_scope(ctx, d)),
        None => false,
    }
}

/// Whether `v` may be a symbol for its uses in `region`.
pub fn is_valid_symbol_in(ctx: &Context, v: Value, region: Option<Region>) -> bool {
    if !ctx.is_index(ctx.value_type(v)) {
        return false;
    }
    if region.is_some() && value_region(ctx, v) == region {
        return true;
    }
    // A value of an enclosing region that is not isolated is a symbol if
    // it is one there.
    let in_parent = |ctx: &Context| {
        let region_op = region.and_then(|r| ctx.region_parent_op(r))?;
        if ctx.op_has_trait(region_op, &OpTrait::IsolatedFromAbove) {
            return None;
        }
        let parent = ctx.op_parent_region(region_op)?;
        Some(is_valid_symbol_in(ctx, v, Some(parent)))
    };
    let Some(def) = ctx.defining_op(v) else {
        return in_parent(ctx).unwrap_or(false);
    };
    if ctx.constant_value(def).is_some() {
        return true;
    }
    if AffineApplyOp::cast(ctx, def).is_some() {
        return ctx
            .operands(def)
            .iter()
            .all(|&o| is_valid_symbol_in(ctx, o, region));
    }
    if dim_op_source(ctx, def).is_some() {
        return is_dim_op_valid_symbol(ctx, def, region);
    }
    in_parent(ctx).unwrap_or(false)
}

/// Upstream's `isDimOpValidSymbol`: the size is known at the top level,
/// or is a size operand of the view, subview or alloc behind casts that
/// is itself a symbol.
fn is_dim_op_valid_symbol(ctx: &Context, dim: Operation, region: Option<Region>) -> bool {
    let shaped = ctx.operand(dim, 0);
    if is_top_level_value(ctx, shaped) {
        return true;
    }
    let Some(mut op) = ctx.defining_op(shaped) else {
        return false;
    };
    let Some(index) = ctx
        .defining_op(ctx.operand(dim, 1))
        .and_then(|d| ctx.constant_value(d))
        .and_then(|a| ctx.attr_as_int(a))
    else {
        return false;
    };
    while ctx.op_name_of(op) == "memref.cast" {
        let src = ctx.operand(op, 0);
        if matches!(
            ctx.type_data(ctx.value_type(src)),
            ir::TypeData::UnrankedMemRef { .. }
        ) {
            return false;
        }
        match ctx.defining_op(src) {
            Some(d) => op = d,
            None => return false,
        }
    }
    let dynamic_sizes: Vec<Value> = match ctx.op_name_of(op) {
        "memref.alloc" => memref::AllocOp::from_operation_unchecked(op).dynamic_sizes(ctx),
        "memref.view" => memref::ViewOp::from_operation_unchecked(op).sizes(ctx),
        "memref.subview" => memref::SubViewOp::from_operation_unchecked(op).sizes(ctx),
        _ => return false,
    };
    let ty = ctx.value_type(ctx.result(op, 0));
    let shape = ctx.shape(ty).unwrap_or_default();
    let Ok(i) = usize::try_from(index) else {
        return false;
    };
    if i >= shape.len() {
        return false;
    }
    if shape[i] != ir::DYNAMIC {
        return true;
    }
    let pos = shape[..i].iter().filter(|&&d| d == ir::DYNAMIC).count();
    dynamic_sizes
        .get(pos)
        .is_some_and(|&s| is_valid_symbol_in(ctx, s, region))
}

/// Checks that the first `num_dims` operands are valid dimensions and the
/// rest valid symbols of the op's affine scope (upstream's
/// `verifyDimAndSymbolIdentifiers`).
pub(crate) fn verify_dims_and_symbols(
    ctx: &Context,
    op: Operation,
    operands: &[Value],
    num_dims: usize,
) -> Result<(), Diagnostic> {
    let scope = get_affine_scope(ctx, op);
    for (i, &v) in operands.iter().enumerate() {
        if i < num_dims {
            if !is_valid_dim_in(ctx, v, scope) {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    "operand cannot be used as a dimension id",
                ));
            }
        } else if !is_valid_symbol_in(ctx, v, scope) {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "operand cannot be used as a symbol",
            ));
        }
    }
    Ok(())
}

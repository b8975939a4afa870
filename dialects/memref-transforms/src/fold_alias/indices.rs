//! Indices into a reshaped memref resolved into indices into its source:
//! through an expand_shape or a collapse_shape (`FoldMemRefAliasOps.cpp`'s
//! `resolveSourceIndices{Expand,Collapse}Shape`, with
//! `inferExpandShapeOutputShape` and `computeSuffixProductIRBlock`).

use ir::affine::{AffineExpr, AffineMap};
use ir::{Location, OpBuilder, OpFoldResult, Value};
use memref::{CollapseShapeOp, ExpandShapeOp};

use crate::util::{apply, constant_index, fold_created, index, value_of, DYNAMIC};
use affine::transforms::expand_index::make_composed_folded_affine_apply;

/// `inferExpandShapeOutputShape`: the static sizes of the expanded type,
/// a group's dynamic size the source size divided by the group's static
/// product (`arith.divui`, folded when it can be); `None` when a group has
/// two dynamic sizes.
pub fn expand_output_shape(
    b: &mut OpBuilder<'_>,
    loc: Location,
    result_shape: &[i64],
    groups: &[Vec<i64>],
    input: &[OpFoldResult],
) -> Option<Vec<OpFoldResult>> {
    if input.is_empty() {
        return Some(result_shape.iter().map(|_| index(b, 1)).collect());
    }
    if !result_shape.contains(&DYNAMIC) {
        return Some(result_shape.iter().map(|&s| index(b, s)).collect());
    }
    let mut shape: Vec<OpFoldResult> = Vec::with_capacity(result_shape.len());
    let mut dynamic_sizes = Vec::new();
    for (g, group) in groups.iter().enumerate() {
        let mut product: i64 = 1;
        let mut found = false;
        for &d in group {
            let size = result_shape[d as usize];
            if size == DYNAMIC {
                if found {
                    return None;
                }
                found = true;
            } else {
                product = product.wrapping_mul(size);
            }
        }
        if !found {
            continue;
        }
        let OpFoldResult::Value(size) = input[g] else {
            return None;
        };
        let divisor = constant_index(b, loc, product);
        dynamic_sizes.push(div_ui(b, loc, size, divisor));
    }
    let mut next = dynamic_sizes.into_iter();
    for &s in result_shape {
        shape.push(if s == DYNAMIC {
            OpFoldResult::Value(next.next()?)
        } else {
            // `getMixedValues`: static entries as `index` attributes.
            index(b, s)
        });
    }
    Some(shape)
}

/// `createOrFold<arith::DivUIOp>`.
fn div_ui(b: &mut OpBuilder<'_>, loc: Location, lhs: Value, rhs: Value) -> Value {
    let ty = b.index_type();
    let op = arith::DivUIOp::build(b, loc, ty, lhs, rhs).operation();
    let folded = fold_created(b, op, &[lhs, rhs]);
    value_of(b, loc, folded)
}

/// `computeSuffixProductIRBlock`: the suffix products of `sizes`.
fn suffix_products(
    b: &mut OpBuilder<'_>,
    loc: Location,
    sizes: &[OpFoldResult],
) -> Vec<OpFoldResult> {
    let mut strides = vec![index(b, 1); sizes.len()];
    let (s0, s1) = (b.affine_symbol(0), b.affine_symbol(1));
    let product = b.affine_mul(s0, s1);
    for r in (1..sizes.len()).rev() {
        strides[r - 1] = apply(b, loc, product, &[strides[r], sizes[r]]);
    }
    strides
}

/// `resolveSourceIndicesExpandShape`: each group's indices linearized by
/// the suffix products of its sizes.
pub fn resolve_through_expand(
    b: &mut OpBuilder<'_>,
    loc: Location,
    expand: ExpandShapeOp,
    indices: &[Value],
) -> Option<Vec<Value>> {
    let src = expand.src(b);
    let src_ty = b.value_type(src);
    let src_shape = b.shape(src_ty)?.to_vec();
    let result_ty = b.value_type(expand.result(b));
    let result_shape = b.shape(result_ty)?.to_vec();
    let groups = memref::reassociation_indices(b, expand.reassociation(b));
    let mut src_sizes = Vec::with_capacity(src_shape.len());
    for (i, &s) in src_shape.iter().enumerate() {
        src_sizes.push(if s == DYNAMIC {
            let dim = constant_index(b, loc, i as i64);
            let ty = b.index_type();
            OpFoldResult::Value(memref::DimOp::build(b, loc, ty, src, dim).result(b))
        } else {
            index(b, s)
        });
    }
    let output = expand_output_shape(b, loc, &result_shape, &groups, &src_sizes)?;
    let mut resolved = Vec::with_capacity(groups.len());
    for group in &groups {
        let n = group.len();
        let sizes: Vec<OpFoldResult> = group.iter().map(|&d| output[d as usize]).collect();
        let products = suffix_products(b, loc, &sizes);
        let dims: Vec<AffineExpr> = (0..n as u32).map(|i| b.affine_dim(i)).collect();
        let syms: Vec<AffineExpr> = (0..n as u32).map(|i| b.affine_symbol(i)).collect();
        let mut e = b.affine_constant(0);
        for (&d, &s) in dims.iter().zip(&syms) {
            let term = b.affine_mul(d, s);
            e = b.affine_add(e, term);
        }
        let map: AffineMap = b.affine_map(n as u32, n as u32, &[e]);
        let mut operands = products;
        operands.extend(
            group
                .iter()
                .map(|&d| OpFoldResult::Value(indices[d as usize])),
        );
        let ofr = make_composed_folded_affine_apply(b, loc, map, &operands);
        resolved.push(value_of(b, loc, ofr));
    }
    Some(resolved)
}

/// `resolveSourceIndicesCollapseShape`: each index delinearized by the
/// suffix products of its group's static sizes (all but the first must be
/// static).
pub fn resolve_through_collapse(
    b: &mut OpBuilder<'_>,
    loc: Location,
    collapse: CollapseShapeOp,
    indices: &[Value],
) -> Option<Vec<Value>> {
    let src_ty = b.value_type(collapse.src(b));
    let src_shape = b.shape(src_ty)?.to_vec();
    let groups = memref::reassociation_indices(b, collapse.reassociation(b));
    let mut resolved = Vec::new();
    for (g, group) in groups.iter().enumerate() {
        let operand = [OpFoldResult::Value(*indices.get(g)?)];
        let mut sizes = vec![1i64; group.len()];
        for i in 1..group.len() {
            sizes[i] = src_shape[group[i] as usize];
            if sizes[i] == DYNAMIC {
                return None;
            }
        }
        let mut products = vec![1i64; sizes.len()];
        for r in (0..sizes.len().saturating_sub(1)).rev() {
            products[r] = products[r + 1].wrapping_mul(sizes[r + 1]);
        }
        // `delinearize`: floor divisions by the products, then remainders.
        let mut linear = b.affine_dim(0);
        for &p in &products {
            let c = b.affine_constant(p);
            let e = b.affine_floor_div(linear, c);
            linear = b.affine_mod(linear, c);
            let map = b.affine_map(1, 0, &[e]);
            let ofr = make_composed_folded_affine_apply(b, loc, map, &operand);
            resolved.push(value_of(b, loc, ofr));
        }
    }
    if groups.is_empty() {
        let zero = b.affine_constant(0);
        let map = b.affine_map(0, 0, &[zero]);
        for _ in 0..src_shape.len() {
            let ofr = make_composed_folded_affine_apply(b, loc, map, &[]);
            resolved.push(value_of(b, loc, ofr));
        }
    }
    Some(resolved)
}

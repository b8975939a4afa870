//! `affine.delinearize_index` → `affine.apply` ops of floor divisions and
//! remainders by the products of the basis' trailing sizes (upstream's
//! `LowerDelinearizeIndexOps` of `AffineExpandIndexOps.cpp`, the pattern
//! `populateAffineExpandIndexOpsPatterns` adds, with `delinearizeIndex`,
//! `getIndexProduct`, `getDivMod` and the composed applies they build);
//! the conversion then lowers those applies in turn.

use crate::expand::constant_index;
use affine::compose::compose_affine_map_and_operands;
use affine::{AffineApplyOp, AffineDelinearizeIndexOp};
use ir::affine::{AffineExprData, AffineMap};
use ir::{Context, Location, OpBuilder, OpId, PatternRewriter, RewritePattern, Value};

/// A value or a constant (MLIR's `OpFoldResult` of index values).
#[derive(Clone, Copy)]
enum Folded {
    Value(Value),
    Const(i64),
}

/// `map` with its constant operands folded in as constants and the others
/// renumbered (upstream's `foldAttributesIntoMap`); the remaining values.
fn fold_constants_into_map(
    ctx: &mut Context,
    map: AffineMap,
    operands: &[Folded],
) -> (AffineMap, Vec<Value>) {
    let data = ctx.affine_map_data(map).clone();
    let nd = data.num_dims as usize;
    let (mut dims, mut syms, mut values) = (Vec::new(), Vec::new(), Vec::new());
    let (mut next_dim, mut next_sym) = (0, 0);
    for (i, f) in operands.iter().enumerate() {
        let repl = match *f {
            Folded::Const(c) => ctx.affine_constant(c),
            Folded::Value(v) if i < nd => {
                values.push(v);
                next_dim += 1;
                ctx.affine_dim(next_dim - 1)
            }
            Folded::Value(_) => {
                next_sym += 1;
                ctx.affine_symbol(next_sym - 1)
            }
        };
        if i < nd {
            dims.push(repl);
        } else {
            syms.push(repl);
        }
    }
    // Dimensions come before symbols among the operands.
    values.extend(
        operands[nd.min(operands.len())..]
            .iter()
            .filter_map(|f| match f {
                Folded::Value(v) => Some(*v),
                Folded::Const(_) => None,
            }),
    );
    let map = ctx.affine_map_replace_dims_and_symbols(map, &dims, &syms, next_dim, next_sym);
    (map, values)
}

/// The composed map and operands of an apply of `map` to `operands`
/// (upstream's `makeComposedAffineApply` before the op is built).
fn composed(ctx: &mut Context, map: AffineMap, operands: &[Folded]) -> (AffineMap, Vec<Value>) {
    let (mut map, mut values) = fold_constants_into_map(ctx, map, operands);
    compose_affine_map_and_operands(ctx, &mut map, &mut values);
    (map, values)
}

/// Builds the composed `affine.apply` (`makeComposedAffineApply`).
fn composed_apply(
    b: &mut OpBuilder<'_>,
    loc: Location,
    map: AffineMap,
    operands: &[Folded],
) -> Value {
    let (map, values) = composed(b, map, operands);
    let attr = b.affine_map_attr(map);
    AffineApplyOp::build_inferred(b, loc, attr, &values).result(b)
}

/// The composed apply, folded when its map is a constant or one of its
/// operands (`makeComposedFoldedAffineApply`): no op is built then.
fn composed_folded_apply(
    b: &mut OpBuilder<'_>,
    loc: Location,
    map: AffineMap,
    operands: &[Folded],
) -> Folded {
    let (m, values) = composed(b, map, operands);
    let data = b.affine_map_data(m);
    let nd = data.num_dims as usize;
    let folded = match data.results.first().map(|&e| b.affine_expr_data(e)) {
        Some(AffineExprData::Constant(c)) => Some(Folded::Const(c)),
        Some(AffineExprData::Dim(i)) => values.get(i as usize).map(|&v| Folded::Value(v)),
        Some(AffineExprData::Symbol(i)) => values.get(nd + i as usize).map(|&v| Folded::Value(v)),
        _ => None,
    };
    folded.unwrap_or_else(|| {
        let attr = b.affine_map_attr(m);
        Folded::Value(AffineApplyOp::build_inferred(b, loc, attr, &values).result(b))
    })
}

/// The product of `set` as composed, folded applies of `s0 * s1`
/// (`getIndexProduct`).
fn index_product(b: &mut OpBuilder<'_>, loc: Location, set: &[Value]) -> Option<Folded> {
    let (&first, rest) = set.split_first()?;
    let (s0, s1) = (b.affine_symbol(0), b.affine_symbol(1));
    let mul = b.affine_mul(s0, s1);
    let map = b.affine_map(0, 2, &[mul]);
    let mut result = Folded::Value(first);
    for &v in rest {
        result = composed_folded_apply(b, loc, map, &[result, Folded::Value(v)]);
    }
    Some(result)
}

/// `affine.delinearize_index %i into (%b0, ..., %bn)` → for each basis
/// suffix product `p`, `%i floordiv p` and the remainder `%i mod p` that
/// the next division takes; the last remainder is the last index.
pub(crate) struct LowerDelinearizeIndexOps;

impl RewritePattern for LowerDelinearizeIndexOps {
    fn root(&self) -> Option<&str> {
        Some(AffineDelinearizeIndexOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "LowerDelinearizeIndexOps"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(delin) = AffineDelinearizeIndexOp::cast(rw, op) else {
            return false;
        };
        let (loc, linear, basis) = (rw.op_loc(op), delin.linear_index(rw), delin.basis(rw));
        rw.set_insertion_point_before(op);
        let mut divisors = Vec::with_capacity(basis.len());
        for i in 1..basis.len() {
            let Some(product) = index_product(rw, loc, &basis[i..]) else {
                return false;
            };
            divisors.push(match product {
                Folded::Value(v) => v,
                Folded::Const(c) => constant_index(rw, loc, c),
            });
        }
        let (d0, d1) = (rw.affine_dim(0), rw.affine_dim(1));
        let floor = rw.affine_floor_div(d0, d1);
        let rem = rw.affine_mod(d0, d1);
        let (floor, rem) = (rw.affine_map(2, 0, &[floor]), rw.affine_map(2, 0, &[rem]));
        let mut results = Vec::with_capacity(basis.len());
        let mut residual = linear;
        for divisor in divisors {
            let operands = [Folded::Value(residual), Folded::Value(divisor)];
            results.push(composed_apply(rw, loc, floor, &operands));
            residual = composed_apply(rw, loc, rem, &operands);
        }
        results.push(residual);
        rw.replace_op(op, &results).is_ok()
    }
}

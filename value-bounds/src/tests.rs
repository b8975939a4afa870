//! The parts of the API `-test-affine-reify-value-bounds` does not reach
//! (its upstream files run through the upstream driver): dependent and
//! independent bounds, constant deltas, equality, the reification
//! entry points, and the conservative flattening of a semi-affine modulo.

use ir::{Context, OpBuilder, OpFoldResult, OpId, Value};
use presburger::BoundType;

use crate::*;

fn context() -> Context {
    let mut ctx = Context::new();
    func::register(&mut ctx);
    arith::register(&mut ctx);
    memref::register(&mut ctx);
    affine::register(&mut ctx);
    tensor::register(&mut ctx);
    register_external_models(&mut ctx);
    ctx
}

/// The function's arguments and the operands of its `return`.
fn parse(ctx: &mut Context, body: &str) -> (OpId, Vec<Value>, Vec<Value>) {
    let m = ir::parse_source(ctx, body, "in.mlir").expect("parses");
    let func = ctx
        .walk_preorder(m)
        .into_iter()
        .find(|&o| ctx.op_is(o, "func.func"))
        .expect("a function");
    let block = ctx.region_blocks(ctx.op_regions(func)[0])[0];
    let ret = ctx.block_ops(block).last().expect("a terminator");
    (ret, ctx.block_args(block), ctx.operands(ret))
}

#[test]
fn dependent_and_independent_bounds() {
    let mut ctx = context();
    let (_, args, rets) = parse(
        &mut ctx,
        "func.func @f(%t: tensor<?xf32>, %a: index) -> (index, index) {
           %c0 = arith.constant 0 : index
           %d = tensor.dim %t, %c0 : tensor<?xf32>
           %s = arith.addi %d, %a : index
           %m = affine.min affine_map<(d0) -> (d0, 16)>(%s)
           return %s, %m : index, index
         }",
    );
    let (t, a) = (args[0], args[1]);
    let var = Variable::index(&mut ctx, rets[0]);
    // In terms of `%a` and the tensor's size (in the order their columns
    // were made: `%a` while `%s` was analysed, the size with `%d`).
    let b = compute_dependent_bound(
        &mut ctx,
        BoundType::Eq,
        &var,
        &[(t, Some(0)), (a, None)],
        true,
    )
    .expect("a bound");
    let text = ir::printer::affine_map_to_string(&ctx, b.map);
    assert_eq!(text, "()[s0, s1] -> (s0 + s1)");
    assert_eq!(b.operands, vec![(a, None), (t, Some(0))]);
    // Independent of `%a`: no bound (the sum depends on it).
    assert!(compute_independent_bound(&mut ctx, BoundType::Eq, &var, &[a], true).is_none());
    // The min's upper bound, independent of everything: 16 (closed).
    let m = Variable::index(&mut ctx, rets[1]);
    let b = compute_independent_bound(&mut ctx, BoundType::Ub, &m, &[t, a], true).expect("a bound");
    assert_eq!(ir::printer::affine_map_to_string(&ctx, b.map), "() -> (16)");
    assert_eq!(
        compute_constant_bound(&mut ctx, BoundType::Ub, &m, None, false),
        Some(17)
    );
    assert_eq!(
        compute_constant_bound(&mut ctx, BoundType::Lb, &m, None, false),
        None
    );
}

#[test]
fn deltas_and_equality() {
    let mut ctx = context();
    let (_, args, rets) = parse(
        &mut ctx,
        "func.func @f(%a: index, %b: index) -> (index, index, index) {
           %c5 = arith.constant 5 : index
           %x = arith.addi %a, %c5 : index
           %y = affine.apply affine_map<()[s0] -> (s0 + 5)>()[%a]
           %z = affine.apply affine_map<()[s0] -> (s0 + 7)>()[%a]
           return %x, %y, %z : index, index, index
         }",
    );
    let (a, b) = (args[0], args[1]);
    let (x, y, z) = (rets[0], rets[1], rets[2]);
    assert_eq!(
        compute_constant_delta(&mut ctx, (x, None), (a, None)),
        Some(5)
    );
    assert_eq!(
        compute_constant_delta(&mut ctx, (z, None), (x, None)),
        Some(2)
    );
    assert_eq!(compute_constant_delta(&mut ctx, (a, None), (b, None)), None);
    let vars: Vec<Variable> = [x, y, z, b]
        .iter()
        .map(|&v| Variable::index(&mut ctx, v))
        .collect();
    assert_eq!(are_equal(&mut ctx, &vars[0], &vars[1]), Some(true));
    assert_eq!(are_equal(&mut ctx, &vars[0], &vars[2]), Some(false));
    assert_eq!(are_equal(&mut ctx, &vars[0], &vars[3]), None);
    assert!(compare(
        &mut ctx,
        &vars[1],
        ComparisonOperator::Lt,
        &vars[2]
    ));
    assert!(!compare(
        &mut ctx,
        &vars[2],
        ComparisonOperator::Le,
        &vars[1]
    ));
    let delta = models::affine_ops::fully_compose_and_compute_constant_delta(&mut ctx, z, y);
    assert_eq!(delta, Some(2));
}

#[test]
fn reification_entry_points() {
    let mut ctx = context();
    let (ret, _, rets) = parse(
        &mut ctx,
        "func.func @f(%t: tensor<?x4xf32>, %a: index) -> (tensor<?x4xf32>, index) {
           %p = tensor.pad %t low[%a, 0] high[2, 0] {
           ^bb0(%i: index, %j: index):
             %f = arith.constant 0.0 : f32
             tensor.yield %f : f32
           } : tensor<?x4xf32> to tensor<?x4xf32>
           %m = affine.max affine_map<()[s0] -> (s0, 3)>()[%a]
           return %p, %m : tensor<?x4xf32>, index
         }",
    );
    let (p, m) = (rets[0], rets[1]);
    let loc = ctx.op_loc(ret);
    let mut b = OpBuilder::new(&mut ctx);
    b.set_insertion_point_before(ret);
    // The padded size in terms of the pad's operands: an affine.apply.
    let size = reify_shaped_value_dim_bound(&mut b, loc, BoundType::Eq, p, 0, None, false)
        .expect("a bound");
    let OpFoldResult::Value(v) = size else {
        panic!("expected a value");
    };
    let apply = b.defining_op(v).expect("an op");
    assert_eq!(b.op_name_of(apply), "affine.apply");
    // The static dimension is a constant.
    let four = reify_shaped_value_dim_bound(&mut b, loc, BoundType::Eq, p, 1, None, false);
    assert!(matches!(four, Some(OpFoldResult::Attr(a)) if b.as_integer(a) == Some(4)));
    // The max's lower bound with arith ops: `3` folds to a constant.
    let lb = reify_index_value_bound_arith(&mut b, loc, BoundType::Lb, m, None, false);
    assert!(matches!(lb, Some(OpFoldResult::Attr(a)) if b.as_integer(a) == Some(3)));
    // Its exact value is unknown.
    assert!(reify_index_value_bound(&mut b, loc, BoundType::Eq, m, None, false).is_none());
}

#[test]
fn scalable_bounds_and_semi_affine_modulo() {
    let mut ctx = context();
    vector::register(&mut ctx);
    register_external_models(&mut ctx);
    let (_, _, rets) = parse(
        &mut ctx,
        "func.func @f() -> (index, index) {
           %v = vector.vscale
           %c4 = arith.constant 4 : index
           %n = arith.muli %v, %c4 : index
           %r = affine.apply affine_map<()[s0] -> (100 mod s0)>()[%n]
           return %n, %r : index, index
         }",
    );
    let (n, r) = (rets[0], rets[1]);
    let ub = scalable::compute_scalable_bound(&mut ctx, n, None, 1, 16, BoundType::Ub, true, None)
        .expect("a bound");
    let size = ub.size(&ctx).expect("a size");
    assert_eq!((size.base_size, size.scalable), (4, true));
    // `100 mod (4 * vscale) < 4 * vscale`: only with the conservative
    // semi-affine bounds of a scalable set.
    let ub = scalable::compute_scalable_bound(&mut ctx, r, None, 1, 16, BoundType::Ub, true, None)
        .expect("a bound");
    assert_eq!(
        ir::printer::affine_map_to_string(&ctx, ub.map),
        "()[s0] -> (s0 * 4 - 1)"
    );
    let var = Variable::index(&mut ctx, r);
    assert_eq!(
        compute_constant_bound(&mut ctx, BoundType::Ub, &var, None, true),
        None
    );
}

#[test]
fn overlapping_and_equivalent_slices() {
    let mut ctx = context();
    let (_, args, rets) = parse(
        &mut ctx,
        "func.func @f(%a: index, %b: index) -> index {
           %c4 = arith.constant 4 : index
           %x = arith.addi %a, %c4 : index
           return %x : index
         }",
    );
    let (a, b, x) = (args[0], args[1], rets[0]);
    let c = |ctx: &mut Context, v: i64| OpFoldResult::Attr(ctx.index_attr(v));
    let (c2, c4) = (c(&mut ctx, 2), c(&mut ctx, 4));
    // [a, a + 4) and [a + 4, a + 6) do not overlap.
    let s1 = slices::HyperrectangularSlice::with_unit_strides(
        &mut ctx,
        vec![OpFoldResult::Value(a)],
        vec![c4],
    );
    let s2 = slices::HyperrectangularSlice::with_unit_strides(
        &mut ctx,
        vec![OpFoldResult::Value(x)],
        vec![c2],
    );
    assert_eq!(are_overlapping_slices(&mut ctx, &s1, &s2), Some(false));
    // [a, a + 4) and [a, a + 2) overlap.
    let s3 = slices::HyperrectangularSlice::with_unit_strides(
        &mut ctx,
        vec![OpFoldResult::Value(a)],
        vec![c2],
    );
    assert_eq!(are_overlapping_slices(&mut ctx, &s1, &s3), Some(true));
    // With `b` nothing is known.
    let s4 = slices::HyperrectangularSlice::with_unit_strides(
        &mut ctx,
        vec![OpFoldResult::Value(b)],
        vec![c2],
    );
    assert_eq!(are_overlapping_slices(&mut ctx, &s1, &s4), None);
    assert_eq!(
        are_equivalent_slices(&mut ctx, &s1, &s1.clone()),
        Some(true)
    );
    assert_eq!(are_equivalent_slices(&mut ctx, &s1, &s3), Some(false));
    assert_eq!(are_equivalent_slices(&mut ctx, &s3, &s4), None);
}

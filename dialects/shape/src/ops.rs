//! What upstream's `Shape.cpp` keeps for each op: the verifiers, the
//! result type inference (`inferReturnTypes`) and its compatibility rules
//! (`isCompatibleReturnTypes`), the folders, the cast compatibility of
//! the cast-like ops, result names, the custom builders; and the helpers
//! the `.td` snippets name (`getConstantIndex`, `getShapeFunction`,
//! `inlineRegionIntoParent`).

use crate::*;
use ir::{
    Attribute, Context, Diagnostic, FoldResult, OpBuilder, OpFoldResult, OperationState,
    PatternRewriter, Type, TypeData, TypeHandle, TypeLookup, Value, DYNAMIC,
};

type Attr = Option<Attribute>;

// ---------------------------------------------------------------------------
// Types.
// ---------------------------------------------------------------------------

/// `!shape.shape`.
pub fn is_shape(ctx: &Context, t: Type) -> bool {
    <ShapeType as TypeHandle>::classof(ctx, t)
}

/// `!shape.size`.
pub fn is_size(ctx: &Context, t: Type) -> bool {
    <SizeType as TypeHandle>::classof(ctx, t)
}

/// `!shape.value_shape`.
pub fn is_value_shape(ctx: &Context, t: Type) -> bool {
    <ValueShapeType as TypeHandle>::classof(ctx, t)
}

/// `!shape.witness`.
pub fn is_witness(ctx: &Context, t: Type) -> bool {
    <WitnessType as TypeHandle>::classof(ctx, t)
}

/// A ranked tensor of rank 1 of `index` (upstream's `isExtentTensorType`).
pub fn is_extent_tensor_type(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::RankedTensor { shape, element, .. }
        if shape.len() == 1 && ctx.is_index(*element))
}

/// The ranked tensor of `index` of shape `[rank]` (upstream's
/// `getExtentTensorType`).
pub fn extent_tensor_type(ctx: &mut Context, rank: i64) -> Type {
    let index = ctx.index_type();
    ctx.ranked_tensor(&[rank], index)
}

/// The error of a type inference that needs a type nobody created.
fn not_interned(state: &OperationState) -> Diagnostic {
    Diagnostic::error(state.location, "inferred result type not interned")
}

/// The type `make` builds by finding it in `ctx`.
fn find_type(
    ctx: &Context,
    state: &OperationState,
    make: impl FnOnce(&mut TypeLookup<'_>) -> Type,
) -> Result<Type, Diagnostic> {
    let mut types = TypeLookup::new(ctx);
    let t = make(&mut types);
    if types.missed() {
        return Err(not_interned(state));
    }
    Ok(t)
}

/// `!shape.size`, found in `ctx`.
fn size_type(ctx: &Context, state: &OperationState) -> Result<Type, Diagnostic> {
    find_type(ctx, state, |t| Type::from(SizeType::get_in(t)))
}

/// `!shape.shape`, found in `ctx`.
fn shape_type(ctx: &Context, state: &OperationState) -> Result<Type, Diagnostic> {
    find_type(ctx, state, |t| Type::from(ShapeType::get_in(t)))
}

/// `index`, found in `ctx`.
fn index_type(ctx: &Context, state: &OperationState) -> Result<Type, Diagnostic> {
    find_type(ctx, state, |t| t.index_type())
}

/// Pushes the inferred `tensor<{rank}xindex>` onto `inferred`. A type
/// never interned is no value's type: then the op's given result type
/// stands for it when `agrees` says the two are compatible, and the
/// mismatch is reported (with upstream's message) otherwise.
fn push_extent_tensor(
    ctx: &Context,
    state: &OperationState,
    inferred: &mut Vec<Type>,
    rank: i64,
    agrees: impl Fn(Type) -> bool,
) -> Result<(), Diagnostic> {
    let data = TypeData::RankedTensor {
        shape: vec![rank],
        element: ctx.index_type(),
        encoding: None,
    };
    if let Some(t) = ctx.lookup_type(&data) {
        inferred.push(t);
        return Ok(());
    }
    // (When the verifier refines the op's types, the buffer starts with
    // them.)
    let given = inferred.first().or(state.result_types.first()).copied();
    match given {
        Some(g) if agrees(g) => {
            inferred.push(g);
            Ok(())
        }
        _ => {
            let dim = if rank == DYNAMIC {
                "?".to_string()
            } else {
                rank.to_string()
            };
            let given = given.map_or(String::new(), |g| {
                format!("'{}'", ir::printer::type_to_string(ctx, g))
            });
            Err(Diagnostic::error(
                state.location,
                format!(
                    "'{}' op inferred type(s) 'tensor<{dim}xindex>' are incompatible with return type(s) of operation {given}",
                    ctx.op_name_str(state.name)
                ),
            ))
        }
    }
}

/// The type of operand `i` of the op being built.
fn operand_type(ctx: &Context, state: &OperationState, i: usize) -> Result<Type, Diagnostic> {
    state
        .operands
        .get(i)
        .map(|&v| ctx.value_type(v))
        .ok_or_else(|| Diagnostic::error(state.location, "missing operand"))
}

/// Whether each list holds exactly one type, a `!shape.size` or an `index`
/// (upstream's `eachHasOnlyOneOfTypes<SizeType, IndexType>`).
fn each_one_size_or_index(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
    let one = |ts: &[Type]| matches!(ts, [t] if is_size(ctx, *t) || ctx.is_index(*t));
    one(l) && one(r)
}

/// The inferred type of the binary size ops (`add`, `div`, `mul`): a
/// size if either operand is one, else an index.
fn infer_size_or_index(
    ctx: &Context,
    state: &OperationState,
    inferred: &mut Vec<Type>,
) -> Result<(), Diagnostic> {
    let (l, r) = (operand_type(ctx, state, 0)?, operand_type(ctx, state, 1)?);
    let t = if is_size(ctx, l) || is_size(ctx, r) {
        size_type(ctx, state)?
    } else {
        index_type(ctx, state)?
    };
    inferred.push(t);
    Ok(())
}

/// A size if the operand is a shape, else an index (`rank`,
/// `num_elements`).
fn infer_size_if_shape(
    ctx: &Context,
    state: &OperationState,
    inferred: &mut Vec<Type>,
) -> Result<(), Diagnostic> {
    let t = if is_shape(ctx, operand_type(ctx, state, 0)?) {
        size_type(ctx, state)?
    } else {
        index_type(ctx, state)?
    };
    inferred.push(t);
    Ok(())
}

/// `max`/`min`: the operands' type if they agree, else a size.
fn infer_max_min(
    ctx: &Context,
    state: &OperationState,
    inferred: &mut Vec<Type>,
) -> Result<(), Diagnostic> {
    let (l, r) = (operand_type(ctx, state, 0)?, operand_type(ctx, state, 1)?);
    inferred.push(if l == r { l } else { size_type(ctx, state)? });
    Ok(())
}

/// `max`/`min`: two shapes or two sizes.
fn max_min_compatible(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
    let ([l], [r]) = (l, r) else {
        return false;
    };
    (is_shape(ctx, *l) && is_shape(ctx, *r)) || (is_size(ctx, *l) && is_size(ctx, *r))
}

/// Upstream's `verifyCompatibleShapes({lhs, rhs})` for two shaped types:
/// one unranked, or equal ranks with equal static extents.
fn compatible_shapes(ctx: &Context, a: Type, b: Type) -> bool {
    if !ctx.is_shaped(a) || !ctx.is_shaped(b) {
        return !ctx.is_shaped(a) && !ctx.is_shaped(b);
    }
    match (ctx.shape(a), ctx.shape(b)) {
        (Some(x), Some(y)) => {
            x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|(&p, &q)| p == DYNAMIC || q == DYNAMIC || p == q)
        }
        _ => true,
    }
}

// ---------------------------------------------------------------------------
// Verifiers.
// ---------------------------------------------------------------------------

/// Whether an operand may hold an error value (a size, shape or value
/// shape).
fn error_propagation_possible(ctx: &Context, op: ir::Operation) -> bool {
    ctx.operands_iter(op).any(|v| {
        let t = ctx.value_type(v);
        is_size(ctx, t) || is_shape(ctx, t) || is_value_shape(ctx, t)
    })
}

/// `verifySizeOrIndexOp`: the result is a size when an operand may hold an
/// error.
fn verify_size_or_index_op(ctx: &Context, op: ir::Operation) -> Result<(), Diagnostic> {
    let result = ctx.value_type(ctx.result(op, 0));
    if error_propagation_possible(ctx, op) && !is_size(ctx, result) {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            "if at least one of the operands can hold error values then the result must be of type `size` to propagate them",
        ));
    }
    Ok(())
}

/// `verifyShapeOrExtentTensorOp`: the result is a shape when an operand may
/// hold an error.
fn verify_shape_or_extent_tensor_op(ctx: &Context, op: ir::Operation) -> Result<(), Diagnostic> {
    let result = ctx.value_type(ctx.result(op, 0));
    if error_propagation_possible(ctx, op) && !is_shape(ctx, result) {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            "if at least one of the operands can hold error values then the result must be of type `shape` to propagate them",
        ));
    }
    Ok(())
}

// ---------------------------------------------------------------------------
// Folding helpers.
// ---------------------------------------------------------------------------

/// The fold result that is the constant `a`.
fn to_attr(a: Attribute) -> FoldResult {
    FoldResult::single(OpFoldResult::Attr(a))
}

/// The fold result that is the value `v`.
fn to_value(v: Value) -> FoldResult {
    FoldResult::single(OpFoldResult::Value(v))
}

/// The elements of a dense integer elements attribute, as `i64`s.
pub fn dense_i64s(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    ctx.as_dense_elements(a)?;
    ctx.dense_int_values(a)
        .map(|v| v.into_iter().map(|x| x as i64).collect())
}

/// `Builder::getIndexTensorAttr`: a dense `tensor<Nxindex>` of `values`.
pub fn index_tensor_attr(ctx: &mut Context, values: &[i64]) -> Attribute {
    let ty = extent_tensor_type(ctx, values.len() as i64);
    let wide: Vec<i128> = values.iter().map(|&v| i128::from(v)).collect();
    ctx.dense_int_attr(ty, &wide)
}

/// The value of `v` if a `shape.const_size` or an `arith.constant` of an
/// integer defines it (upstream's `getConstantIndex`/`getConstantDim`).
pub fn constant_index_of(ctx: &Context, v: Value) -> Option<i64> {
    let def = ctx.defining_op(v)?;
    if let Some(c) = ConstSizeOp::cast(ctx, def) {
        // `getLimitedValue`: the unsigned value, saturated.
        let n = ctx.as_integer(c.value_attr(ctx))?;
        return Some(u64::try_from(n).unwrap_or(u64::MAX) as i64);
    }
    if let Some(c) = arith::ConstantOp::cast(ctx, def) {
        return ctx.as_integer(c.value(ctx)).map(|n| n as i64);
    }
    None
}

/// The extents of shape `v` known statically (upstream's `getShapeVec`):
/// the shape of a ranked `shape_of` argument or a constant's extents.
fn shape_vec(ctx: &mut Context, v: Value) -> Option<Vec<i64>> {
    if let Some(of) = ctx.defining_op(v).and_then(|d| ShapeOfOp::cast(ctx, d)) {
        let arg = of.arg(ctx);
        return ctx.shape(ctx.value_type(arg)).map(<[i64]>::to_vec);
    }
    let c = ir::rewrite::constant_value(ctx, v)?;
    dense_i64s(ctx, c)
}

/// Upstream's `OpTrait::util::staticallyKnownBroadcastable`: every
/// column of the right-aligned extents is all ones but for one dynamic
/// extent or one repeated static extent.
pub fn statically_known_broadcastable(shapes: &[Vec<i64>]) -> bool {
    let max_rank = shapes.iter().map(Vec::len).max().unwrap_or(0);
    for i in 0..max_rank {
        let mut seen_dynamic = false;
        let mut non_one: Option<i64> = None;
        for extents in shapes {
            let dim = if i >= extents.len() {
                1
            } else {
                extents[extents.len() - i - 1]
            };
            if dim == 1 {
                continue;
            }
            if dim == DYNAMIC {
                if seen_dynamic || non_one.is_some() {
                    return false;
                }
                seen_dynamic = true;
            }
            if non_one.is_some_and(|d| d != dim) {
                return false;
            }
            non_one = Some(dim);
        }
    }
    true
}

/// Upstream's `OpTrait::util::getBroadcastedShape`: the trailing extents
/// matched pairwise; `None` when two static extents differ and neither is
/// 1.
pub fn broadcasted_shape(a: &[i64], b: &[i64]) -> Option<Vec<i64>> {
    let mut out = if a.len() > b.len() {
        a.to_vec()
    } else {
        b.to_vec()
    };
    let n = out.len();
    for (k, (&x, &y)) in a.iter().rev().zip(b.iter().rev()).enumerate() {
        out[n - 1 - k] = if x == DYNAMIC || y == DYNAMIC {
            if x > 1 {
                x
            } else if y > 1 || x == 1 {
                y
            } else if y == 1 {
                x
            } else {
                DYNAMIC
            }
        } else if x == y || y == 1 {
            x
        } else if x == 1 {
            y
        } else {
            return None;
        };
    }
    Some(out)
}

// ---------------------------------------------------------------------------
// Ops.
// ---------------------------------------------------------------------------

impl AddOpHooks for AddOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_size_or_index_op(ctx, self.operation())
    }
    fn fold(self, ctx: &mut Context, operands: &[Attr]) -> FoldResult {
        // add(x, 0) -> x
        if operands[1].and_then(|a| ctx.as_integer(a)) == Some(0) {
            return to_value(self.lhs(ctx));
        }
        // `constFoldBinaryOp`: a poisoned operand poisons the result.
        if let Some(p) = arith::fold::poison_operand(ctx, operands) {
            return to_attr(p);
        }
        let (Some(l), Some(r)) = (operands[0], operands[1]) else {
            return FoldResult::Failure;
        };
        let (Some(x), Some(y)) = (ctx.as_apint(l), ctx.as_apint(r)) else {
            return FoldResult::Failure;
        };
        let (lt, rt) = (ctx.attr_type(l), ctx.attr_type(r));
        if lt != rt {
            return FoldResult::Failure;
        }
        to_attr(ctx.apint_attr(lt, x.add(&y)))
    }
    fn infer_return_types(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Vec<Type>,
    ) -> Result<(), Diagnostic> {
        infer_size_or_index(ctx, state, inferred)
    }
    fn is_compatible_return_types(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
        each_one_size_or_index(ctx, l, r)
    }
}

impl AnyOpHooks for AnyOp {
    fn fold(self, _ctx: &mut Context, operands: &[Attr]) -> FoldResult {
        // Only the last operand is checked because AnyOp is commutative.
        match operands.last() {
            Some(Some(a)) => to_attr(*a),
            _ => FoldResult::Failure,
        }
    }
}

impl AssumingAllOpHooks for AssumingAllOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        if ctx.num_operands(self.operation()) == 0 {
            return Err(Diagnostic::op_error(
                ctx,
                self.operation(),
                "no operands specified",
            ));
        }
        Ok(())
    }
    fn fold(self, ctx: &mut Context, operands: &[Attr]) -> FoldResult {
        // In reverse: the constant operands are the tail (the op is
        // commutative). Known passing operands are dropped as they go.
        let op = self.operation();
        let mut changed = false;
        for idx in (0..operands.len()).rev() {
            let Some(a) = operands[idx] else {
                return if changed {
                    FoldResult::InPlace
                } else {
                    FoldResult::Failure
                };
            };
            let mut remaining = ctx.operands(op);
            remaining.remove(idx);
            let _ = ctx.set_operands(op, &remaining);
            changed = true;
            if ctx.as_bool(a) == Some(false) {
                return to_attr(a);
            }
        }
        to_attr(ctx.bool_attr(true))
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn ir::RewritePattern>> {
        canonicalize::assuming_all_patterns()
    }
}

impl AssumingOpHooks for AssumingOp {
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn ir::RewritePattern>> {
        canonicalize::assuming_patterns()
    }
    fn parse(
        parser: &mut ir::CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ir::ParseError> {
        syntax::parse_assuming(parser, state)
    }
    fn print(self, printer: &mut ir::CustomPrinter<'_, '_>) {
        syntax::print_assuming(self, printer)
    }
    fn build_from_witness_body_builder(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        witness: Value,
        body_builder: &mut dyn FnMut(&mut OpBuilder<'_>, ir::Location) -> Vec<Value>,
    ) {
        state.add_operands(&[witness]);
        let region = state.add_region(builder);
        let saved = builder.insertion_point();
        builder.create_block(region, &[]);
        let loc = state.location;
        let yields = body_builder(builder, loc);
        AssumingYieldOp::build(builder, loc, &yields);
        builder.set_insertion_point(saved);
        let types: Vec<Type> = yields.iter().map(|&v| builder.value_type(v)).collect();
        state.add_result_types(&types);
    }
    fn get_successor_regions(
        op: Self,
        ctx: &Context,
        point: ir::interfaces::RegionBranchPoint,
        regions: &mut Vec<ir::interfaces::RegionSuccessor>,
    ) {
        // Unconditional control flow into the region and back to the
        // parent.
        if point == ir::interfaces::RegionBranchPoint::Parent {
            regions.push(ir::interfaces::RegionSuccessor::region(
                op.do_region(ctx),
                Vec::new(),
            ));
        } else {
            regions.push(ir::interfaces::RegionSuccessor::parent(
                ctx.results(op.operation()),
            ));
        }
    }
}

/// Upstream's `AssumingOp::inlineRegionIntoParent`: the body's ops move
/// before the op, whose results become the yielded values.
pub fn inline_assuming_region_into_parent(op: AssumingOp, rw: &mut PatternRewriter<'_>) {
    let operation = op.operation();
    let Some(body) = rw.region_blocks(op.do_region(rw)).first().copied() else {
        return;
    };
    let Some(yield_op) = rw.block_last_op(body) else {
        return;
    };
    let yielded = rw.operands(yield_op);
    let Some(parent) = rw.op_parent_block(operation) else {
        return;
    };
    if rw.erase_op(yield_op).is_err() {
        return;
    }
    if rw
        .inline_block_before(body, parent, Some(operation), &[])
        .is_err()
    {
        return;
    }
    let _ = rw.replace_op(operation, &yielded);
}

impl BroadcastOpHooks for BroadcastOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_shape_or_extent_tensor_op(ctx, self.operation())
    }
    fn fold(self, ctx: &mut Context, operands: &[Attr]) -> FoldResult {
        let shapes = self.shapes(ctx);
        if shapes.len() == 1 {
            // Otherwise a cast is needed, a canonicalization.
            if ctx.value_type(shapes[0]) != ctx.value_type(self.result(ctx)) {
                return FoldResult::Failure;
            }
            return to_value(shapes[0]);
        }
        if shapes.len() > 2 {
            return FoldResult::Failure;
        }
        let (Some(l), Some(r)) = (operands[0], operands[1]) else {
            return FoldResult::Failure;
        };
        let (Some(l), Some(r)) = (dense_i64s(ctx, l), dense_i64s(ctx, r)) else {
            return FoldResult::Failure;
        };
        match broadcasted_shape(&l, &r) {
            Some(shape) => to_attr(index_tensor_attr(ctx, &shape)),
            None => FoldResult::Failure,
        }
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn ir::RewritePattern>> {
        canonicalize::broadcast_patterns()
    }
}

impl ConcatOpHooks for ConcatOp {
    fn fold(self, ctx: &mut Context, operands: &[Attr]) -> FoldResult {
        let (Some(l), Some(r)) = (operands[0], operands[1]) else {
            return FoldResult::Failure;
        };
        let (Some(mut l), Some(r)) = (dense_i64s(ctx, l), dense_i64s(ctx, r)) else {
            return FoldResult::Failure;
        };
        l.extend(r);
        to_attr(index_tensor_attr(ctx, &l))
    }
}

impl ConstShapeOpHooks for ConstShapeOp {
    fn fold(self, ctx: &mut Context, _operands: &[Attr]) -> FoldResult {
        to_attr(self.shape_attr(ctx))
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn ir::RewritePattern>> {
        vec![Box::new(canonicalize::drr::TensorCastConstShape)]
    }
    fn parse(
        parser: &mut ir::CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ir::ParseError> {
        syntax::parse_const_shape(parser, state)
    }
    fn print(self, printer: &mut ir::CustomPrinter<'_, '_>) {
        syntax::print_const_shape(self, printer)
    }
    fn infer_return_types(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Vec<Type>,
    ) -> Result<(), Diagnostic> {
        let n = state
            .find_attribute(ctx, "shape")
            .and_then(|a| ctx.dense_int_values(a))
            .map_or(0, |v| v.len());
        // A type equal to the inferred one would be interned: only the
        // shape type agrees.
        push_extent_tensor(ctx, state, inferred, n as i64, |g| is_shape(ctx, g))
    }
    fn is_compatible_return_types(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
        let ([l], [r]) = (l, r) else {
            return false;
        };
        // The shape type is compatible with all other valid return types.
        is_shape(ctx, *l) || is_shape(ctx, *r) || l == r
    }
}

impl ConstSizeOpHooks for ConstSizeOp {
    fn fold(self, ctx: &mut Context, _operands: &[Attr]) -> FoldResult {
        to_attr(self.value_attr(ctx))
    }
    fn build_from_value(builder: &mut OpBuilder<'_>, state: &mut OperationState, value: i64) {
        let attr = builder.index_attr(value);
        state.add_attribute("value", attr);
        let size = Type::from(SizeType::get(builder));
        state.add_result_types(&[size]);
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        let value = ctx.as_integer(op.value_attr(ctx)).unwrap_or_default();
        set_name(op.result(ctx), &format!("c{value}"));
    }
}

impl ConstWitnessOpHooks for ConstWitnessOp {
    fn fold(self, ctx: &mut Context, _operands: &[Attr]) -> FoldResult {
        to_attr(self.passing_attr(ctx))
    }
}

impl CstrBroadcastableOpHooks for CstrBroadcastableOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        if ctx.num_operands(self.operation()) < 2 {
            return Err(Diagnostic::op_error(
                ctx,
                self.operation(),
                "required at least 2 input shapes",
            ));
        }
        Ok(())
    }
    fn fold(self, ctx: &mut Context, operands: &[Attr]) -> FoldResult {
        // No broadcasting is needed if all operands but one are scalar.
        let mut non_scalar_seen = false;
        let mut at_most_one = true;
        for a in operands {
            let scalar = a.is_some_and(|a| ctx.dense_int_values(a).is_some_and(|v| v.is_empty()));
            if !scalar {
                if non_scalar_seen {
                    at_most_one = false;
                    break;
                }
                non_scalar_seen = true;
            }
        }
        if at_most_one {
            return to_attr(ctx.bool_attr(true));
        }
        let constants: Option<Vec<Vec<i64>>> = operands
            .iter()
            .map(|a| a.and_then(|a| dense_i64s(ctx, a)))
            .collect();
        if constants.is_some_and(|c| statically_known_broadcastable(&c)) {
            return to_attr(ctx.bool_attr(true));
        }
        // Lastly, what is known of the shapes' values.
        let mut known = Vec::new();
        for v in self.shapes(ctx) {
            match shape_vec(ctx, v) {
                Some(s) => known.push(s),
                None => return FoldResult::Failure,
            }
        }
        if statically_known_broadcastable(&known) {
            return to_attr(ctx.bool_attr(true));
        }
        // A failing witness is an eventual assertion failure: not folded.
        FoldResult::Failure
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn ir::RewritePattern>> {
        canonicalize::cstr_broadcastable_patterns()
    }
}

impl CstrEqOpHooks for CstrEqOp {
    fn fold(self, ctx: &mut Context, operands: &[Attr]) -> FoldResult {
        let first = operands.first().copied().flatten();
        if operands.iter().all(|a| a.is_some() && *a == first) {
            return to_attr(ctx.bool_attr(true));
        }
        FoldResult::Failure
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn ir::RewritePattern>> {
        vec![Box::new(canonicalize::drr::CstrEqEqOps)]
    }
}

impl CstrRequireOpHooks for CstrRequireOp {
    fn fold(self, _ctx: &mut Context, operands: &[Attr]) -> FoldResult {
        match operands[0] {
            Some(a) => to_attr(a),
            None => FoldResult::Failure,
        }
    }
}

impl DimOpHooks for DimOp {
    fn fold(self, ctx: &mut Context, _operands: &[Attr]) -> FoldResult {
        let ty = ctx.value_type(self.value(ctx));
        let Some(shape) = ctx.shape(ty).map(<[i64]>::to_vec) else {
            return FoldResult::Failure;
        };
        let Some(index) = self.get_constant_index(ctx) else {
            return FoldResult::Failure;
        };
        let Some(&extent) = usize::try_from(index).ok().and_then(|i| shape.get(i)) else {
            return FoldResult::Failure;
        };
        if extent == DYNAMIC {
            return FoldResult::Failure;
        }
        to_attr(ctx.index_attr(extent))
    }
    fn build_from_value_index(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        value: Value,
        index: i64,
    ) {
        let loc = state.location;
        let index_type = builder.index_type();
        let attr = builder.index_attr(index);
        let index = arith::ConstantOp::build(builder, loc, index_type, attr).result(builder);
        state.add_operands(&[value, index]);
        state.add_result_types(&[index_type]);
    }
    fn infer_return_types(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Vec<Type>,
    ) -> Result<(), Diagnostic> {
        inferred.push(operand_type(ctx, state, 1)?);
        Ok(())
    }
    fn is_compatible_return_types(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
        each_one_size_or_index(ctx, l, r)
    }
}

impl DivOpHooks for DivOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_size_or_index_op(ctx, self.operation())
    }
    fn fold(self, ctx: &mut Context, operands: &[Attr]) -> FoldResult {
        let (Some(l), Some(r)) = (
            operands[0].and_then(|a| ctx.as_integer(a)),
            operands[1].and_then(|a| ctx.as_integer(a)),
        ) else {
            return FoldResult::Failure;
        };
        let (l, r) = (l as i64, r as i64);
        if r == 0 {
            return FoldResult::Failure;
        }
        // Floor division (APInt's `sdivrem` rounds toward zero).
        let (mut q, rem) = (l.wrapping_div(r), l.wrapping_rem(r));
        if q < 0 && rem != 0 {
            q -= 1;
        }
        let index = ctx.index_type();
        to_attr(ctx.integer_attr(index, i128::from(q)))
    }
    fn infer_return_types(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Vec<Type>,
    ) -> Result<(), Diagnostic> {
        infer_size_or_index(ctx, state, inferred)
    }
    fn is_compatible_return_types(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
        each_one_size_or_index(ctx, l, r)
    }
}

impl FromExtentsOpHooks for FromExtentsOp {
    fn fold(self, ctx: &mut Context, operands: &[Attr]) -> FoldResult {
        let extents: Option<Vec<i64>> = operands
            .iter()
            .map(|a| a.and_then(|a| ctx.as_integer(a)).map(|n| n as i64))
            .collect();
        match extents {
            Some(e) => to_attr(index_tensor_attr(ctx, &e)),
            None => FoldResult::Failure,
        }
    }
}

impl FuncOpHooks for FuncOp {
    fn parse(
        parser: &mut ir::CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ir::ParseError> {
        syntax::parse_func(parser, state)
    }
    fn print(self, printer: &mut ir::CustomPrinter<'_, '_>) {
        syntax::print_func(self, printer)
    }
    fn build_from_name_type_attrs_arg_attrs(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        name: &str,
        type_: Type,
        attrs: &[(&str, Attribute)],
        arg_attrs: &[Attribute],
    ) {
        func::build_function(builder, state, name, type_, attrs, arg_attrs);
    }
}

impl FunctionLibraryOpHooks for FunctionLibraryOp {
    fn parse(
        parser: &mut ir::CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ir::ParseError> {
        syntax::parse_function_library(parser, state)
    }
    fn print(self, printer: &mut ir::CustomPrinter<'_, '_>) {
        syntax::print_function_library(self, printer)
    }
    fn build_from_name(builder: &mut OpBuilder<'_>, state: &mut OperationState, name: &str) {
        let name = builder.string_attr(name);
        state.add_attribute("sym_name", name);
    }
}

/// Upstream's `FunctionLibraryOp::getShapeFunction`: the `shape.func` the
/// library's mapping names for `op`'s name.
pub fn library_shape_function(
    ctx: &Context,
    library: FunctionLibraryOp,
    op: ir::Operation,
) -> Option<FuncOp> {
    let name = ctx.op_name_str(ctx.op_get_name(op));
    let symbol = ctx.dictionary_get(library.mapping_attr(ctx), name)?;
    let symbol = ctx.as_flat_symbol_ref(symbol)?;
    let body = library.body(ctx);
    let block = *ctx.region_blocks(body).first()?;
    ctx.block_ops(block).find_map(|o| {
        let f = FuncOp::cast(ctx, o)?;
        (ctx.as_string(f.sym_name_attr(ctx)) == Some(symbol)).then_some(f)
    })
}

impl GetExtentOpHooks for GetExtentOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_size_or_index_op(ctx, self.operation())
    }
    fn fold(self, ctx: &mut Context, operands: &[Attr]) -> FoldResult {
        let Some(elements) = operands[0].and_then(|a| dense_i64s(ctx, a)) else {
            return FoldResult::Failure;
        };
        let Some(dim) = self.get_constant_dim(ctx) else {
            return FoldResult::Failure;
        };
        match usize::try_from(dim).ok().and_then(|d| elements.get(d)) {
            Some(&e) => to_attr(ctx.index_attr(e)),
            None => FoldResult::Failure,
        }
    }
    fn build_from_shape_dim(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        shape: Value,
        dim: i64,
    ) {
        let loc = state.location;
        let attr = builder.index_attr(dim);
        let (dim, result) = if is_shape(builder, builder.value_type(shape)) {
            let size = Type::from(SizeType::get(builder));
            let c = ConstSizeOp::build(builder, loc, size, attr);
            (c.result(builder), size)
        } else {
            let index = builder.index_type();
            let c = arith::ConstantOp::build(builder, loc, index, attr);
            (c.result(builder), index)
        };
        state.add_operands(&[shape, dim]);
        state.add_result_types(&[result]);
    }
    fn infer_return_types(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Vec<Type>,
    ) -> Result<(), Diagnostic> {
        inferred.push(index_type(ctx, state)?);
        Ok(())
    }
    fn is_compatible_return_types(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
        each_one_size_or_index(ctx, l, r)
    }
}

impl IndexToSizeOpHooks for IndexToSizeOp {
    fn fold(self, _ctx: &mut Context, operands: &[Attr]) -> FoldResult {
        // Constants of both `shape.size` and `index` are integer
        // attributes.
        match operands[0] {
            Some(a) => to_attr(a),
            None => FoldResult::Failure,
        }
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn ir::RewritePattern>> {
        vec![Box::new(
            canonicalize::drr::SizeToIndexToSizeCanonicalization,
        )]
    }
}

impl IsBroadcastableOpHooks for IsBroadcastableOp {
    fn fold(self, ctx: &mut Context, operands: &[Attr]) -> FoldResult {
        // Fewer than two shapes always broadcast.
        if operands.len() < 2 {
            return to_attr(ctx.bool_attr(true));
        }
        FoldResult::Failure
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn ir::RewritePattern>> {
        vec![canonicalize::remove_duplicate_operands(
            IsBroadcastableOp::OPERATION_NAME,
        )]
    }
}

impl MaxOpHooks for MaxOp {
    fn fold(self, ctx: &mut Context, _operands: &[Attr]) -> FoldResult {
        if self.lhs(ctx) == self.rhs(ctx) {
            return to_value(self.lhs(ctx));
        }
        FoldResult::Failure
    }
    fn infer_return_types(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Vec<Type>,
    ) -> Result<(), Diagnostic> {
        infer_max_min(ctx, state, inferred)
    }
    fn is_compatible_return_types(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
        max_min_compatible(ctx, l, r)
    }
}

impl MinOpHooks for MinOp {
    fn fold(self, ctx: &mut Context, _operands: &[Attr]) -> FoldResult {
        if self.lhs(ctx) == self.rhs(ctx) {
            return to_value(self.lhs(ctx));
        }
        FoldResult::Failure
    }
    fn infer_return_types(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Vec<Type>,
    ) -> Result<(), Diagnostic> {
        infer_max_min(ctx, state, inferred)
    }
    fn is_compatible_return_types(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
        max_min_compatible(ctx, l, r)
    }
}

impl MeetOpHooks for MeetOp {
    fn infer_return_types(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Vec<Type>,
    ) -> Result<(), Diagnostic> {
        let types: Vec<Type> = state.operands.iter().map(|&v| ctx.value_type(v)).collect();
        let Some((&first, rest)) = types.split_first() else {
            return Err(Diagnostic::error(state.location, "requires operands"));
        };
        let err = |m: &str| Diagnostic::error(state.location, m.to_string());
        let is_shape_like = |t: Type| is_shape(ctx, t) || is_extent_tensor_type(ctx, t);
        let mut acc = first;
        for &t in rest {
            let (mut l, mut r) = (acc, t);
            if !(is_shape(ctx, l) || is_size(ctx, l)) {
                std::mem::swap(&mut l, &mut r);
            }
            if is_size(ctx, l) {
                if is_size(ctx, r) || ctx.is_index(r) {
                    acc = l;
                } else {
                    return Err(err("requires all sizes or shapes"));
                }
            } else if ctx.is_index(l) {
                if ctx.is_index(r) {
                    acc = r;
                } else {
                    return Err(err("requires all sizes or shapes"));
                }
            } else if is_shape(ctx, l) {
                if is_shape_like(r) {
                    acc = l;
                } else {
                    return Err(err("requires all sizes or shapes"));
                }
            } else if is_extent_tensor_type(ctx, l) {
                let rank = |t: Type| ctx.shape(t).and_then(|s| s.first().copied());
                let (r1, r2) = (rank(l), rank(r));
                if r1 == Some(DYNAMIC) {
                    acc = l;
                } else if r2 == Some(DYNAMIC) {
                    acc = r;
                } else if r1 != r2 {
                    return Err(err("unequal shape cardinality"));
                } else {
                    acc = l;
                }
            }
        }
        inferred.push(acc);
        Ok(())
    }
    fn is_compatible_return_types(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
        let ([lhs], [rhs]) = (l, r) else {
            return false;
        };
        if lhs == rhs {
            return true;
        }
        let (mut lhs, mut rhs) = (*lhs, *rhs);
        if !(is_shape(ctx, lhs) || is_size(ctx, lhs)) {
            std::mem::swap(&mut lhs, &mut rhs);
        }
        if is_size(ctx, lhs) {
            return is_size(ctx, rhs) || ctx.is_index(rhs);
        }
        if is_shape(ctx, lhs) {
            return is_shape(ctx, rhs) || ctx.is_tensor(rhs);
        }
        compatible_shapes(ctx, lhs, rhs)
    }
}

impl MulOpHooks for MulOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_size_or_index_op(ctx, self.operation())
    }
    fn fold(self, ctx: &mut Context, operands: &[Attr]) -> FoldResult {
        let (Some(l), Some(r)) = (
            operands[0].and_then(|a| ctx.as_apint(a)),
            operands[1].and_then(|a| ctx.as_apint(a)),
        ) else {
            return FoldResult::Failure;
        };
        let index = ctx.index_type();
        to_attr(ctx.apint_attr(index, l.mul(&r)))
    }
    fn infer_return_types(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Vec<Type>,
    ) -> Result<(), Diagnostic> {
        infer_size_or_index(ctx, state, inferred)
    }
    fn is_compatible_return_types(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
        each_one_size_or_index(ctx, l, r)
    }
}

impl NumElementsOpHooks for NumElementsOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_size_or_index_op(ctx, self.operation())
    }
    fn fold(self, ctx: &mut Context, operands: &[Attr]) -> FoldResult {
        let Some(values) = operands[0].and_then(|a| ctx.dense_int_values(a)) else {
            return FoldResult::Failure;
        };
        // A 64-bit product, read back unsigned and saturated
        // (`getLimitedValue`).
        let product = values.iter().fold(1u64, |p, &v| p.wrapping_mul(v as u64));
        to_attr(ctx.index_attr(product as i64))
    }
    fn infer_return_types(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Vec<Type>,
    ) -> Result<(), Diagnostic> {
        infer_size_if_shape(ctx, state, inferred)
    }
    fn is_compatible_return_types(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
        each_one_size_or_index(ctx, l, r)
    }
}

impl RankOpHooks for RankOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_size_or_index_op(ctx, self.operation())
    }
    fn fold(self, ctx: &mut Context, operands: &[Attr]) -> FoldResult {
        let Some(values) = operands[0].and_then(|a| ctx.dense_int_values(a)) else {
            return FoldResult::Failure;
        };
        to_attr(ctx.index_attr(values.len() as i64))
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn ir::RewritePattern>> {
        canonicalize::rank_patterns()
    }
    fn infer_return_types(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Vec<Type>,
    ) -> Result<(), Diagnostic> {
        infer_size_if_shape(ctx, state, inferred)
    }
    fn is_compatible_return_types(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
        each_one_size_or_index(ctx, l, r)
    }
}

impl ReduceOpHooks for ReduceOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let Some(&block) = ctx.region_blocks(self.region(ctx)).first() else {
            return Ok(());
        };
        let args = ctx.block_args(block);
        let init_vals = self.init_vals(ctx);
        let count = init_vals.len() + 2;
        if args.len() != count {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format!("ReduceOp body is expected to have {count} arguments"),
            ));
        }
        if !ctx.is_index(ctx.value_type(args[0])) {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "argument 0 of ReduceOp body is expected to be of IndexType",
            ));
        }
        let extent = ctx.value_type(args[1]);
        if is_shape(ctx, ctx.value_type(self.shape(ctx))) {
            if !is_size(ctx, extent) {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    "argument 1 of ReduceOp body is expected to be of SizeType if the ReduceOp operates on a ShapeType",
                ));
            }
        } else if !ctx.is_index(extent) {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "argument 1 of ReduceOp body is expected to be of IndexType if the ReduceOp operates on an extent tensor",
            ));
        }
        for (i, &v) in init_vals.iter().enumerate() {
            if ctx.value_type(args[i + 2]) != ctx.value_type(v) {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    format!(
                        "type mismatch between argument {} of ReduceOp body and initial value {i}",
                        i + 2
                    ),
                ));
            }
        }
        Ok(())
    }
    fn parse(
        parser: &mut ir::CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ir::ParseError> {
        syntax::parse_reduce(parser, state)
    }
    fn print(self, printer: &mut ir::CustomPrinter<'_, '_>) {
        syntax::print_reduce(self, printer)
    }
    fn build_from_shape_init_vals(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        shape: Value,
        init_vals: &[Value],
    ) {
        state.add_operands(&[shape]);
        state.add_operands(init_vals);
        let region = state.add_region(builder);
        let index = builder.index_type();
        let shape_type = builder.value_type(shape);
        let element = match builder.element_type(shape_type) {
            Some(e) if builder.is_tensor(shape_type) => e,
            _ => Type::from(SizeType::get(builder)),
        };
        let loc = state.location;
        let shape_loc = builder.value_loc(shape);
        let mut args = vec![(index, loc), (element, shape_loc)];
        for &v in init_vals {
            let t = builder.value_type(v);
            args.push((t, builder.value_loc(v)));
            state.add_result_types(&[t]);
        }
        let saved = builder.insertion_point();
        builder.create_block(region, &args);
        builder.set_insertion_point(saved);
    }
}

impl ShapeEqOpHooks for ShapeEqOp {
    fn fold(self, ctx: &mut Context, operands: &[Attr]) -> FoldResult {
        let Some(first) = operands.first() else {
            return to_attr(ctx.bool_attr(true));
        };
        let Some(first) = *first else {
            return FoldResult::Failure;
        };
        let mut all_same = true;
        for a in &operands[1..] {
            let Some(a) = *a else {
                return FoldResult::Failure;
            };
            all_same &= a == first;
        }
        to_attr(ctx.bool_attr(all_same))
    }
}

impl ShapeOfOpHooks for ShapeOfOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_shape_or_extent_tensor_op(ctx, self.operation())
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn ir::RewritePattern>> {
        canonicalize::shape_of_patterns()
    }
    fn infer_return_types(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Vec<Type>,
    ) -> Result<(), Diagnostic> {
        let arg = operand_type(ctx, state, 0)?;
        if is_value_shape(ctx, arg) {
            inferred.push(shape_type(ctx, state)?);
            return Ok(());
        }
        let rank = ctx.rank(arg).map_or(DYNAMIC, |r| r as i64);
        // `isCompatibleReturnTypes` against `tensor<{rank}xindex>`: the
        // shape type, or a shaped type of a compatible shape.
        push_extent_tensor(ctx, state, inferred, rank, |g| {
            if is_shape(ctx, g) {
                return true;
            }
            if !ctx.is_shaped(g) {
                return false;
            }
            match ctx.shape(g) {
                Some([d]) => *d == DYNAMIC || rank == DYNAMIC || *d == rank,
                Some(_) => false,
                None => true,
            }
        })
    }
    fn is_compatible_return_types(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
        let ([lhs], [rhs]) = (l, r) else {
            return false;
        };
        if lhs == rhs {
            return true;
        }
        let ok = |t: Type| is_shape(ctx, t) || ctx.is_shaped(t);
        if !ok(*lhs) || !ok(*rhs) {
            return false;
        }
        if is_shape(ctx, *lhs) || is_shape(ctx, *rhs) {
            return true;
        }
        compatible_shapes(ctx, *lhs, *rhs)
    }
}

impl SizeToIndexOpHooks for SizeToIndexOp {
    fn fold(self, _ctx: &mut Context, operands: &[Attr]) -> FoldResult {
        match operands[0] {
            Some(a) => to_attr(a),
            None => FoldResult::Failure,
        }
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn ir::RewritePattern>> {
        vec![Box::new(
            canonicalize::drr::IndexToSizeToIndexCanonicalization,
        )]
    }
    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        let ([i], [o]) = (inputs, outputs) else {
            return false;
        };
        (ctx.is_index(*i) || is_size(ctx, *i)) && ctx.is_index(*o)
    }
}

impl SplitAtOpHooks for SplitAtOp {
    fn fold(self, ctx: &mut Context, operands: &[Attr]) -> FoldResult {
        let (Some(shape), Some(index)) = (operands[0], operands[1]) else {
            return FoldResult::Failure;
        };
        let (Some(shape), Some(split)) = (dense_i64s(ctx, shape), ctx.as_integer(index)) else {
            return FoldResult::Failure;
        };
        let rank = shape.len() as i128;
        if -rank > split || split > rank {
            return FoldResult::Failure;
        }
        let split = if split < 0 { split + rank } else { split } as usize;
        let head = index_tensor_attr(ctx, &shape[..split]);
        let tail = index_tensor_attr(ctx, &shape[split..]);
        FoldResult::from_vec(vec![OpFoldResult::Attr(head), OpFoldResult::Attr(tail)])
    }
}

impl ToExtentTensorOpHooks for ToExtentTensorOp {
    fn fold(self, ctx: &mut Context, operands: &[Attr]) -> FoldResult {
        let Some(shape) = operands[0].and_then(|a| dense_i64s(ctx, a)) else {
            return FoldResult::Failure;
        };
        to_attr(index_tensor_attr(ctx, &shape))
    }
    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        let ([i], [o]) = (inputs, outputs) else {
            return false;
        };
        match ctx.type_data(*i) {
            TypeData::RankedTensor { shape, element, .. } => {
                if !ctx.is_index(*element) || shape.len() != 1 {
                    return false;
                }
            }
            _ if is_shape(ctx, *i) => {}
            _ => return false,
        }
        ctx.is_tensor(*o) && ctx.element_type(*o).is_some_and(|e| ctx.is_index(e))
    }
}

impl YieldOpHooks for YieldOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let Some(parent) = ctx.op_parent_op(op) else {
            return Ok(());
        };
        let results = ctx.results(parent);
        let operands = ctx.operands(op);
        if results.len() != operands.len() {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "number of operands does not match number of results of its parent",
            ));
        }
        for (r, o) in results.iter().zip(&operands) {
            if ctx.value_type(*r) != ctx.value_type(*o) {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    "types mismatch between yield op and its parent",
                ));
            }
        }
        Ok(())
    }
}

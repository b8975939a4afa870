//! The builders the lowerings share: constants, comparisons and clamps
//! (`clampIntHelper`, `clampFloatHelper`), `tensor.empty`, `tensor.dim`,
//! `linalg.fill` and named ops, `linalg.generic` with a body builder, and
//! the conversion pattern of a lowering function.

use arith::{CmpFPredicate, CmpIPredicate};
use ir::conversion::{ConversionPattern, ConversionRewriter};
use ir::{Attribute, Location, OpBuilder, OpFoldResult as Ofr, OpId, Signedness, Type, Value};
use linalg::{GenericOp, IteratorType, IteratorTypeAttr};

/// The dynamic size marker (`ShapedType::kDynamic`).
pub(crate) const DYNAMIC: i64 = i64::MIN;

/// The sizes of a ranked type (empty otherwise).
pub(crate) fn shape(b: &OpBuilder<'_>, t: Type) -> Vec<i64> {
    b.shape(t).map(<[i64]>::to_vec).unwrap_or_default()
}

/// Builds the op `name` with `operands` and `results`, no attributes.
pub(crate) fn op(
    b: &mut OpBuilder<'_>,
    name: &str,
    loc: Location,
    results: &[Type],
    operands: &[Value],
) -> Value {
    let op = b.create_simple(name, loc, operands, results, &[]);
    b.result(op, 0)
}

/// Builds the op `name` of one result of `lhs`'s type.
pub(crate) fn same(b: &mut OpBuilder<'_>, name: &str, loc: Location, operands: &[Value]) -> Value {
    let ty = b.value_type(operands[0]);
    op(b, name, loc, &[ty], operands)
}

/// `arith.constant` of `attr` (its type).
pub(crate) fn constant(b: &mut OpBuilder<'_>, loc: Location, attr: Attribute) -> Value {
    let ty = b.attr_type(attr);
    arith::ConstantOp::build(b, loc, ty, attr).result(b)
}

/// `arith.constant` of the integer `value` of type `ty`.
pub(crate) fn int_constant(b: &mut OpBuilder<'_>, loc: Location, ty: Type, value: i64) -> Value {
    let attr = b.integer_attr(ty, value);
    constant(b, loc, attr)
}

/// `arith.constant` of the float `value` of type `ty`.
pub(crate) fn float_constant(b: &mut OpBuilder<'_>, loc: Location, ty: Type, value: f64) -> Value {
    let attr = b.float_attr(ty, value);
    constant(b, loc, attr)
}

/// `arith.cmpi`.
pub(crate) fn cmpi(
    b: &mut OpBuilder<'_>,
    loc: Location,
    p: CmpIPredicate,
    lhs: Value,
    rhs: Value,
) -> Value {
    let i1 = b.integer_type(1, Signedness::Signless);
    arith::CmpIOp::build_with_values(b, loc, i1, p, lhs, rhs).result(b)
}

/// `arith.cmpf`.
pub(crate) fn cmpf(
    b: &mut OpBuilder<'_>,
    loc: Location,
    p: CmpFPredicate,
    lhs: Value,
    rhs: Value,
) -> Value {
    let i1 = b.integer_type(1, Signedness::Signless);
    let none = arith::FastMathFlags::NONE;
    arith::CmpFOp::build_with_values(b, loc, i1, p, lhs, rhs, none).result(b)
}

/// `arith.select`.
pub(crate) fn select(b: &mut OpBuilder<'_>, loc: Location, c: Value, t: Value, f: Value) -> Value {
    let ty = b.value_type(t);
    arith::SelectOp::build(b, loc, ty, c, t, f).result(b)
}

/// `clampFloatHelper`: `maximumf(minimumf(arg, max), min)`.
pub(crate) fn clamp_float(
    b: &mut OpBuilder<'_>,
    loc: Location,
    arg: Value,
    min: Value,
    max: Value,
) -> Value {
    let min_value = same(b, "arith.minimumf", loc, &[arg, max]);
    same(b, "arith.maximumf", loc, &[min_value, min])
}

/// `clampIntHelper`.
pub(crate) fn clamp_int(
    b: &mut OpBuilder<'_>,
    loc: Location,
    arg: Value,
    min: Value,
    max: Value,
    unsigned: bool,
) -> Value {
    let (maxi, mini) = if unsigned {
        ("arith.maxui", "arith.minui")
    } else {
        ("arith.maxsi", "arith.minsi")
    };
    let min_or_arg = same(b, maxi, loc, &[min, arg]);
    same(b, mini, loc, &[max, min_or_arg])
}

/// The signed range of `width` bits, clamped to `i64`.
pub(crate) fn signed_range(width: u32) -> (i64, i64) {
    if width >= 64 {
        (i64::MIN, i64::MAX)
    } else if width == 0 {
        (0, 0)
    } else {
        (-(1i64 << (width - 1)), (1i64 << (width - 1)) - 1)
    }
}

/// `getZeroAttr` of a scalar integer or float type.
pub(crate) fn zero_attr(b: &mut OpBuilder<'_>, ty: Type) -> Attribute {
    if b.is_float(ty) {
        b.float_attr(ty, 0.0)
    } else {
        b.integer_attr(ty, 0)
    }
}

/// An `i32` integer constant.
pub(crate) fn i32_constant(b: &mut OpBuilder<'_>, loc: Location, value: i64) -> Value {
    let i32t = b.integer_type(32, Signedness::Signless);
    let attr = b.integer_attr(i32t, value);
    constant(b, loc, attr)
}

/// `tensor.empty` of `sizes` (static, [`DYNAMIC`] for each of `dynamic`)
/// and `element`.
pub(crate) fn empty(
    b: &mut OpBuilder<'_>,
    loc: Location,
    sizes: &[i64],
    element: Type,
    dynamic: &[Value],
) -> Value {
    let ty = b.ranked_tensor(sizes, element);
    tensor::EmptyOp::build(b, loc, ty, dynamic).result(b)
}

/// `tensor.empty` of mixed sizes.
pub(crate) fn empty_mixed(
    b: &mut OpBuilder<'_>,
    loc: Location,
    sizes: &[Ofr],
    element: Type,
) -> Value {
    let (statics, dynamics) = tensor::builders::decompose_mixed(b, sizes);
    empty(b, loc, &statics, element, &dynamics)
}

/// The named op `linalg.<name>` over `ins` and `outs`, of `result_types`,
/// with `attrs`; its first result.
pub(crate) fn named(
    b: &mut OpBuilder<'_>,
    loc: Location,
    name: &str,
    ins: &[Value],
    outs: &[Value],
    result_types: &[Type],
    attrs: &[(&str, Attribute)],
) -> Option<Value> {
    let mut state =
        linalg::named::named_op_state(b.ctx(), name, loc, ins, outs, Some(result_types)).ok()?;
    for &(n, a) in attrs {
        state.add_attribute(n, a);
    }
    let op = b.create(state);
    Some(b.result(op, 0))
}

/// `linalg.fill` of `value` into `init`.
pub(crate) fn fill(
    b: &mut OpBuilder<'_>,
    loc: Location,
    value: Value,
    init: Value,
) -> Option<Value> {
    let ty = b.value_type(init);
    named(b, loc, "fill", &[value], &[init], &[ty], &[])
}

/// `tensor.dim` of `v` at `i` (its index constant made first).
pub(crate) fn dim(b: &mut OpBuilder<'_>, loc: Location, v: Value, i: usize) -> Value {
    tensor::builders::create_dim(b, loc, v, i)
}

/// `tensor.dim` of each dynamic size of `value` (its sizes `shape`), but
/// for dimension `skip`.
pub(crate) fn dynamic_dims(
    b: &mut OpBuilder<'_>,
    loc: Location,
    value: Value,
    shape: &[i64],
    skip: Option<usize>,
) -> Vec<Value> {
    let mut dims = Vec::new();
    for (i, &size) in shape.iter().enumerate() {
        if size == DYNAMIC && Some(i) != skip {
            dims.push(dim(b, loc, value, i));
        }
    }
    dims
}

/// Replaces `op` by the single result of the `linalg.generic` built for it.
pub(crate) fn replace_by_generic(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpId,
    generic: GenericOp,
) -> bool {
    let result = rw.result(generic.operation(), 0);
    rw.replace_op(op, &[result]).is_ok()
}

/// `condenseValues`: the values given, in order.
pub(crate) fn condense(values: Vec<Option<Value>>) -> Vec<Value> {
    values.into_iter().flatten().collect()
}

/// The `parallel` iterator types of `rank` loops.
pub(crate) fn parallel_iterators(b: &mut OpBuilder<'_>, rank: usize) -> Attribute {
    let parallel = IteratorTypeAttr::get(b, IteratorType::Parallel);
    b.array_attr(&vec![parallel; rank])
}

/// `linalg.index` of loop `d`.
pub(crate) fn index(b: &mut OpBuilder<'_>, loc: Location, d: usize) -> Value {
    let ty = b.index_type();
    linalg::IndexOp::build_with_values(b, loc, ty, d as i64).result(b)
}

/// A body builder of one yielded value (`None`: no body could be built).
pub(crate) type BodyBuilder<'f> =
    dyn FnMut(&mut OpBuilder<'_>, Location, &[Value]) -> Option<Value> + 'f;

/// A body builder of the yielded values (`None`: no body could be built).
pub(crate) type BodyBuilderN<'f> =
    dyn FnMut(&mut OpBuilder<'_>, Location, &[Value]) -> Option<Vec<Value>> + 'f;

/// `linalg.generic` over `inputs` into `output` with `maps` and `rank`
/// parallel loops, its body built by `body` from the block's arguments.
pub(crate) fn generic(
    b: &mut OpBuilder<'_>,
    loc: Location,
    inputs: &[Value],
    output: Value,
    maps: &[ir::affine::AffineMap],
    rank: usize,
    body: &mut BodyBuilder<'_>,
) -> Option<GenericOp> {
    let result_type = b.value_type(output);
    let iterators = vec![IteratorType::Parallel; rank];
    let mut many =
        |b: &mut OpBuilder<'_>, loc: Location, args: &[Value]| body(b, loc, args).map(|v| vec![v]);
    generic_n(
        b,
        loc,
        &[result_type],
        inputs,
        &[output],
        maps,
        &iterators,
        &mut many,
    )
}

/// `linalg.generic` of `result_types` over `inputs` into `outputs` with
/// `maps` and `iterators`, its body built by `body` from the block's
/// arguments (upstream's `GenericOp::build` with a body builder); `None`
/// when the body could not be built.
#[allow(clippy::too_many_arguments)]
pub(crate) fn generic_n(
    b: &mut OpBuilder<'_>,
    loc: Location,
    result_types: &[Type],
    inputs: &[Value],
    outputs: &[Value],
    maps: &[ir::affine::AffineMap],
    iterators: &[IteratorType],
    body: &mut BodyBuilderN<'_>,
) -> Option<GenericOp> {
    let maps: Vec<Attribute> = maps.iter().map(|&m| b.affine_map_attr(m)).collect();
    let maps = b.array_attr(&maps);
    let iterators: Vec<Attribute> = iterators
        .iter()
        .map(|&i| IteratorTypeAttr::get(b, i))
        .collect();
    let iterators = b.array_attr(&iterators);
    let op = GenericOp::build(
        b,
        loc,
        result_types,
        inputs,
        outputs,
        maps,
        iterators,
        None,
        None,
    );
    let mut args = Vec::new();
    for &v in inputs.iter().chain(outputs) {
        let t = b.value_type(v);
        let t = if b.is_memref(t) || b.is_ranked_tensor(t) {
            b.element_type_or_self(t)
        } else {
            t
        };
        args.push((t, b.value_loc(v)));
    }
    let region = op.region(b);
    let saved = b.insertion_point();
    let block = b.create_block(region, &args);
    let block_args = b.block_args(block);
    let values = body(b, loc, &block_args);
    if let Some(v) = &values {
        linalg::YieldOp::build(b, loc, v);
    }
    b.set_insertion_point(saved);
    values.map(|_| op)
}

/// A lowering: the op, its remapped operands and the rewriter; whether it
/// rewrote the op.
pub(crate) type Lower = fn(OpId, &[Value], &mut ConversionRewriter<'_, '_>) -> bool;

/// A tosa-to-linalg lowering of the op named `root`.
pub(crate) struct Lowering {
    /// The op it lowers.
    pub(crate) root: &'static str,
    /// Upstream's pattern name.
    pub(crate) name: &'static str,
    /// The lowering.
    pub(crate) lower: Lower,
    /// Upstream's benefit.
    pub(crate) benefit: u16,
}

impl ConversionPattern for Lowering {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn name(&self) -> &str {
        self.name
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        (self.lower)(op, operands, rw)
    }
}

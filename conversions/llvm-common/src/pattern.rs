//! The rewrites the lowerings into LLVM share: an op replaced by the LLVM
//! op of the same operands and attributes (`Pattern.cpp`'s
//! `oneToOneRewrite`), the same unrolled over the 1-D vectors of an n-D
//! vector (`VectorPattern.cpp`: `handleMultidimensionalVectors`,
//! `vectorOneToOneRewrite`), and the pattern doing the former
//! (`OneToOneConvertToLLVMPattern`).

use ir::conversion::{ConversionPattern, ConversionRewriter};
use ir::{NamedAttr, OpId, OperationState, Type, Value};
use llvm::{IntegerOverflowFlags, LLVMArrayType};

/// The op's attributes as upstream's `getAttrs` gives them: its inherent
/// attributes (properties) and its discardable ones.
pub fn op_attributes(ctx: &ir::Context, op: OpId) -> Vec<NamedAttr> {
    let mut attrs: Vec<NamedAttr> = ctx
        .props(op)
        .and_then(|p| ctx.as_dictionary(p))
        .map(<[_]>::to_vec)
        .unwrap_or_default();
    attrs.extend_from_slice(ctx.attrs(op));
    attrs
}

/// Sets the overflow flags of an LLVM op that has them (upstream's
/// `setNativeProperties`: the ops of `IntegerOverflowFlagsInterface`).
pub fn set_native_properties(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpId,
    flags: IntegerOverflowFlags,
) {
    if let Some(o) = llvm::AddOp::cast(rw, op) {
        o.set_overflow_flags(rw, flags);
    } else if let Some(o) = llvm::SubOp::cast(rw, op) {
        o.set_overflow_flags(rw, flags);
    } else if let Some(o) = llvm::MulOp::cast(rw, op) {
        o.set_overflow_flags(rw, flags);
    } else if let Some(o) = llvm::ShlOp::cast(rw, op) {
        o.set_overflow_flags(rw, flags);
    }
}

/// Creates the op `name` of `operands`, `results` and `attrs` at the
/// insertion point (upstream's `rewriter.create(loc, name, ...)`).
pub fn create_op(
    rw: &mut ConversionRewriter<'_, '_>,
    name: &str,
    loc: ir::Location,
    operands: &[Value],
    results: &[Type],
    attrs: &[NamedAttr],
) -> OpId {
    let name = rw.op_name(name);
    let mut state = OperationState::new(name, loc);
    state.operands.extend_from_slice(operands);
    state.result_types.extend_from_slice(results);
    state.attributes.extend_from_slice(attrs);
    rw.create_op(state)
}

/// [`create_op`] for an op of one result of type `ty`: that result.
pub fn create_value(
    rw: &mut ConversionRewriter<'_, '_>,
    name: &str,
    loc: ir::Location,
    ty: Type,
    operands: &[Value],
    attrs: &[NamedAttr],
) -> Value {
    let op = create_op(rw, name, loc, operands, &[ty], attrs);
    rw.result(op, 0)
}

/// Whether `v` has an LLVM array type (the lowering of an n-D vector).
pub fn has_array_type(ctx: &ir::Context, v: Value) -> bool {
    LLVMArrayType::dyn_cast(ctx, ctx.value_type(v)).is_some()
}

/// Replaces `op` by the op `target` of the same (converted) `operands`
/// and of `attrs`, its results packed into one (upstream's
/// `oneToOneRewrite`): several results come back out of the struct by
/// `llvm.extractvalue`. Whether it did (the results must convert).
pub fn one_to_one_rewrite(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpId,
    target: &str,
    operands: &[Value],
    attrs: &[NamedAttr],
    overflow: IntegerOverflowFlags,
) -> bool {
    let Some(tc) = rw.type_converter() else {
        return false;
    };
    let types = rw.result_types(op);
    let mut results = Vec::new();
    if !types.is_empty() {
        match crate::pack_operation_results(tc, rw, &types) {
            Some(t) => results.push(t),
            None => return false,
        }
    }
    let loc = rw.op_loc(op);
    let new = create_op(rw, target, loc, operands, &results, attrs);
    set_native_properties(rw, new, overflow);
    match types.len() {
        0 => rw.erase_op(op).is_ok(),
        1 => {
            let v = rw.result(new, 0);
            rw.replace_op(op, &[v]).is_ok()
        }
        n => {
            let packed = rw.result(new, 0);
            let mut values = Vec::with_capacity(n);
            for (i, &t) in types.iter().enumerate() {
                let Some(member) = tc.convert_type(rw, t) else {
                    return false;
                };
                values.push(extract_value(rw, loc, member, packed, &[i as i64]));
            }
            rw.replace_op(op, &values).is_ok()
        }
    }
}

/// `llvm.extractvalue` of the member of type `ty` at `position`.
fn extract_value(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: ir::Location,
    ty: Type,
    container: Value,
    position: &[i64],
) -> Value {
    let i64t = rw.i64();
    let pos = rw.dense_int_array_attr(i64t, position);
    let o = llvm::ExtractValueOp::build(rw, loc, ty, container, pos);
    o.res(rw)
}

/// The array sizes of an LLVM n-D vector type and its 1-D vector type
/// (upstream's `extractNDVectorTypeInfo`), or `None` when it is not
/// arrays of a vector.
fn nd_vector_info(ctx: &ir::Context, ty: Type) -> Option<(Vec<u64>, Type)> {
    let mut sizes = Vec::new();
    let mut t = ty;
    while let Some(a) = LLVMArrayType::dyn_cast(ctx, t) {
        sizes.push(a.num_elements(ctx));
        t = a.element_type(ctx);
    }
    llvm::is_compatible_vector_type(ctx, t).then_some((sizes, t))
}

/// Replaces `op`, whose one result is an n-D vector (n > 1), by the value
/// built one 1-D vector at a time (upstream's
/// `handleMultidimensionalVectors`): for each position of the arrays, in
/// row-major order, the 1-D vectors of `operands` there are extracted,
/// `create` builds the result's 1-D vector of the given type from them,
/// and it is inserted into the result, which starts as `llvm.mlir.undef`.
pub fn handle_multidimensional_vectors(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpId,
    operands: &[Value],
    mut create: impl FnMut(&mut ConversionRewriter<'_, '_>, Type, &[Value]) -> Value,
) -> bool {
    let Some(tc) = rw.type_converter() else {
        return false;
    };
    let result = rw.result_type(op, 0);
    let Some(nd) = tc
        .convert_type(rw, result)
        .filter(|&t| llvm::is_compatible_type(rw, t))
    else {
        return false;
    };
    let Some((sizes, one_d)) = nd_vector_info(rw, nd) else {
        return false;
    };
    let operand_one_d: Vec<Option<Type>> = operands
        .iter()
        .map(|&v| {
            let t = rw.value_type(v);
            nd_vector_info(rw, t).map(|(_, t)| t)
        })
        .collect();
    let loc = rw.op_loc(op);
    let mut desc = llvm::UndefOp::build(rw, loc, nd).res(rw);
    let count: u64 = sizes.iter().product();
    for linear in 0..count {
        let mut position = vec![0i64; sizes.len()];
        let mut rest = linear;
        for (k, &s) in sizes.iter().enumerate().rev() {
            position[k] = (rest % s) as i64;
            rest /= s;
        }
        let mut extracted = Vec::with_capacity(operands.len());
        for (&v, t) in operands.iter().zip(&operand_one_d) {
            let Some(t) = *t else {
                return false;
            };
            extracted.push(extract_value(rw, loc, t, v, &position));
        }
        let value = create(rw, one_d, &extracted);
        let i64t = rw.i64();
        let pos = rw.dense_int_array_attr(i64t, &position);
        desc = llvm::InsertValueOp::build(rw, loc, nd, desc, value, pos).res(rw);
    }
    rw.replace_op(op, &[desc]).is_ok()
}

/// [`one_to_one_rewrite`] for ops whose operands and result may be n-D
/// vectors, unrolled over their 1-D vectors (upstream's
/// `vectorOneToOneRewrite`); fails unless every operand has an LLVM type.
pub fn vector_one_to_one_rewrite(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpId,
    target: &str,
    operands: &[Value],
    attrs: &[NamedAttr],
    overflow: IntegerOverflowFlags,
) -> bool {
    debug_assert!(!operands.is_empty());
    if !operands.iter().all(|&v| {
        let t = rw.value_type(v);
        llvm::is_compatible_type(rw, t)
    }) {
        return false;
    }
    if !has_array_type(rw, operands[0]) {
        return one_to_one_rewrite(rw, op, target, operands, attrs, overflow);
    }
    let loc = rw.op_loc(op);
    handle_multidimensional_vectors(rw, op, operands, |rw, ty, values| {
        let new = create_op(rw, target, loc, values, &[ty], attrs);
        set_native_properties(rw, new, overflow);
        rw.result(new, 0)
    })
}

/// The pattern replacing the op `root` by the LLVM op `target` of the
/// same operands and attributes (upstream's
/// `OneToOneConvertToLLVMPattern`).
#[derive(Clone, Copy, Debug)]
pub struct OneToOne {
    /// The op converted.
    pub root: &'static str,
    /// The LLVM op it becomes.
    pub target: &'static str,
}

impl ConversionPattern for OneToOne {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn name(&self) -> &str {
        self.root
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let attrs = op_attributes(rw, op);
        one_to_one_rewrite(
            rw,
            op,
            self.target,
            operands,
            &attrs,
            IntegerOverflowFlags::NONE,
        )
    }
}

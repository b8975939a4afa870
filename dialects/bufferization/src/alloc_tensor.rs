//! `bufferization.alloc_tensor` (upstream `BufferizationOps.cpp`): its
//! custom form, verifier, reified shape and canonicalization patterns
//! (`ReplaceStaticShapeDims`, `FoldDimOfAllocTensorOp`).

use crate::*;
use ir::asm_support::{parse_type_of_kind, segment_sizes, TypeClass};
use ir::interfaces::FoldResult as Ofr;
use ir::rewrite::fn_pattern;
use ir::{
    Context, CustomParser, CustomPrinter, Diagnostic, OpBuilder, OpId, OperationState, ParseError,
    PatternRewriter, RewritePattern, Value, DYNAMIC,
};

/// The shape of the op's (ranked tensor) result; empty when unranked.
fn result_shape(ctx: &Context, op: AllocTensorOp) -> Vec<i64> {
    ctx.shape(ctx.value_type(op.result(ctx)))
        .map(<[i64]>::to_vec)
        .unwrap_or_default()
}

/// The size of dimension `idx` (dynamic in the result type): a
/// `tensor.dim` of `copy` when there is one, else the matching dynamic
/// size operand (upstream's `AllocTensorOp::getDynamicSize`).
fn dynamic_size(builder: &mut OpBuilder, op: AllocTensorOp, idx: usize) -> Option<Value> {
    if let Some(copy) = op.copy(builder) {
        let loc = builder.op_loc(op.operation());
        return Some(build_dim(builder, loc, copy, idx));
    }
    let shape = result_shape(builder, op);
    let k = shape[..idx].iter().filter(|&&d| d == DYNAMIC).count();
    op.dynamic_sizes(builder).get(k).copied()
}

/// A `tensor.dim` of dimension `i` of `source`, with its index constant.
pub(crate) fn build_dim(
    builder: &mut OpBuilder,
    loc: ir::Location,
    source: Value,
    i: usize,
) -> Value {
    let index = builder.index_type();
    let value = builder.index_attr(i64::try_from(i).unwrap_or(i64::MAX));
    let c = arith::ConstantOp::build(builder, loc, index, value).result(builder);
    tensor::DimOp::build(builder, loc, index, source, c).result(builder)
}

impl AllocTensorOpHooks for AllocTensorOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let copy = self.copy(ctx);
        let sizes = self.dynamic_sizes(ctx).len();
        if copy.is_some() && sizes != 0 {
            return Err(Diagnostic::at_op(
                ctx,
                op,
                "dynamic sizes not needed when copying a tensor",
            ));
        }
        let ty = ctx.value_type(self.result(ctx));
        let dynamic = result_shape(ctx, self)
            .iter()
            .filter(|&&d| d == DYNAMIC)
            .count();
        if copy.is_none() && dynamic != sizes {
            return Err(Diagnostic::at_op(
                ctx,
                op,
                format!("expected {dynamic} dynamic sizes"),
            ));
        }
        if copy.is_some_and(|c| ctx.value_type(c) != ty) {
            return Err(Diagnostic::at_op(
                ctx,
                op,
                "expected that `copy` and return type match",
            ));
        }
        Ok(())
    }

    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        vec![
            fn_pattern(
                tensor::DimOp::OPERATION_NAME,
                "FoldDimOfAllocTensorOp",
                fold_dim_of_alloc_tensor,
            ),
            fn_pattern(
                AllocTensorOp::OPERATION_NAME,
                "ReplaceStaticShapeDims",
                replace_static_shape_dims,
            ),
        ]
    }

    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        parser.parse_punct("(")?;
        let mut sizes = Vec::new();
        if let Some(first) = parser.parse_optional_operand()? {
            sizes.push(first);
            while parser.parse_optional_punct(",") {
                sizes.push(parser.parse_operand()?);
            }
        }
        parser.parse_punct(")")?;
        let copy = if parser.parse_optional_keyword("copy") {
            parser.parse_punct("(")?;
            let c = parser.parse_operand()?;
            parser.parse_punct(")")?;
            Some(c)
        } else {
            None
        };
        let size_hint = if parser.parse_optional_keyword("size_hint") {
            parser.parse_punct("=")?;
            Some(parser.parse_operand()?)
        } else {
            None
        };
        state.attributes.extend(parser.parse_optional_attr_dict()?);
        parser.parse_punct(":")?;
        let ty = parse_type_of_kind(parser, state.name, TypeClass::Tensor)?;
        state.add_result_types(&[ty]);
        let index = parser.ctx().index_type();
        for s in &sizes {
            let v = parser.resolve_operand(s, index)?;
            state.operands.push(v);
        }
        if let Some(c) = &copy {
            let v = parser.resolve_operand(c, ty)?;
            state.operands.push(v);
        }
        if let Some(h) = &size_hint {
            let v = parser.resolve_operand(h, index)?;
            state.operands.push(v);
        }
        let segments = segment_sizes(
            parser.ctx(),
            &[
                sizes.len(),
                usize::from(copy.is_some()),
                usize::from(size_hint.is_some()),
            ],
        );
        state.add_attribute("operandSegmentSizes", segments);
        Ok(())
    }

    fn print(self, p: &mut CustomPrinter<'_, '_>) {
        let ctx = p.ctx();
        p.write_str("(");
        p.print_operands(&self.dynamic_sizes(ctx));
        p.write_str(")");
        if let Some(c) = self.copy(ctx) {
            p.write_str(" copy(");
            p.print_operand(c);
            p.write_str(")");
        }
        if let Some(h) = self.size_hint(ctx) {
            p.write_str(" size_hint=");
            p.print_operand(h);
        }
        p.print_optional_attr_dict(self.operation(), &["operandSegmentSizes"]);
        p.write_str(" : ");
        p.print_type(ctx.value_type(self.result(ctx)));
    }

    fn reify_result_shapes(
        op: Self,
        builder: &mut OpBuilder,
        shapes: &mut Vec<Vec<Ofr>>,
    ) -> Result<(), Diagnostic> {
        let shape = result_shape(builder, op);
        let mut dims = Vec::with_capacity(shape.len());
        for (i, &d) in shape.iter().enumerate() {
            // Only dynamic dimensions ask for their size (which builds a
            // `tensor.dim` of the copied tensor).
            let size = if d == DYNAMIC {
                dynamic_size(builder, op, i)
            } else {
                None
            };
            dims.push(match size {
                Some(v) => Ofr::Value(v),
                None => Ofr::Attr(builder.index_attr(d)),
            });
        }
        shapes.push(dims);
        Ok(())
    }
}

/// `FoldDimOfAllocTensorOp`: a `tensor.dim` of a dynamic dimension of an
/// `alloc_tensor` is that dimension's size.
fn fold_dim_of_alloc_tensor(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(dim) = tensor::DimOp::cast(rw, op) else {
        return false;
    };
    let Some(alloc) = rw
        .defining_op(dim.source(rw))
        .and_then(|d| AllocTensorOp::cast(rw, d))
    else {
        return false;
    };
    let Some(index) = memref::canonicalize::constant_int(rw, dim.index(rw)) else {
        return false;
    };
    let shape = result_shape(rw, alloc);
    let Some(i) = usize::try_from(index).ok().filter(|&i| i < shape.len()) else {
        return false;
    };
    if shape[i] != DYNAMIC {
        return false;
    }
    let Some(size) = dynamic_size(rw, alloc, i) else {
        return false;
    };
    rw.replace_op(op, &[size]).is_ok()
}

/// `ReplaceStaticShapeDims`: dynamic sizes given by constants become
/// static dimensions of a new `alloc_tensor`, cast back to the old type.
fn replace_static_shape_dims(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(alloc) = AllocTensorOp::cast(rw, op) else {
        return false;
    };
    if alloc.copy(rw).is_some() {
        return false;
    }
    let ty = rw.value_type(alloc.result(rw));
    let Some(element) = rw.element_type(ty) else {
        return false;
    };
    let mut shape = result_shape(rw, alloc);
    let sizes = alloc.dynamic_sizes(rw);
    let mut next = sizes.iter();
    let mut new_sizes = Vec::new();
    for d in shape.iter_mut().filter(|d| **d == DYNAMIC) {
        let Some(&v) = next.next() else {
            return false;
        };
        match memref::canonicalize::constant_int(rw, v) {
            Some(c) if c >= 0 => *d = c,
            _ => new_sizes.push(v),
        }
    }
    let encoding = rw.tensor_encoding(ty);
    let new_ty = rw.ranked_tensor_with_encoding(&shape, element, encoding);
    if new_ty == ty {
        return false;
    }
    let loc = rw.op_loc(op);
    let new = AllocTensorOp::build(rw, loc, new_ty, &new_sizes, None, None, None).result(rw);
    let cast = tensor::CastOp::build(rw, loc, ty, new).dest(rw);
    rw.replace_op(op, &[cast]).is_ok()
}

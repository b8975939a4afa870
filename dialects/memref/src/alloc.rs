//! Allocation ops (upstream `MemRefOps.cpp`): `alloc`, `alloca`,
//! `realloc`, `alloca_scope`, `dealloc`, `assume_alignment`.

use std::collections::HashMap;

use crate::memory_slot;
use crate::util::{
    error, has_identity_layout, is_ranked_memref, layout_num_symbols, memory_space,
    num_dynamic_dims, op_error, quoted,
};
use crate::*;
use ir::interfaces::{DestructurableMemorySlot, MemorySlot, SlotIndices};
use ir::interfaces::{RegionBranchPoint, RegionSuccessor};
use ir::{
    Attribute, Context, CustomParser, CustomPrinter, Diagnostic, FoldResult, OpTrait,
    OperationState, ParseError, RewritePattern, Value,
};
use ir::{OpBuilder, Operation};

/// `verifyAllocLikeOp`: the result is a memref whose dynamic sizes and
/// layout symbols match the operands.
fn verify_alloc_like(
    ctx: &Context,
    op: ir::OpId,
    result: Value,
    dynamic_sizes: usize,
    symbols: usize,
) -> Result<(), Diagnostic> {
    let ty = ctx.value_type(result);
    if !is_ranked_memref(ctx, ty) {
        return Err(op_error(ctx, op, "result must be a memref"));
    }
    if dynamic_sizes != num_dynamic_dims(ctx, ty) {
        return Err(op_error(
            ctx,
            op,
            "dimension operand count does not equal memref dynamic dimension count",
        ));
    }
    let expected = layout_num_symbols(ctx, ty);
    if symbols != expected {
        return Err(op_error(
            ctx,
            op,
            format_args!(
                "symbol operand count does not equal memref symbol count: expected {expected}, got {symbols}"
            ),
        ));
    }
    Ok(())
}

impl AllocOpHooks for AllocOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_alloc_like(
            ctx,
            self.operation(),
            self.memref(ctx),
            self.dynamic_sizes(ctx).len(),
            self.symbol_operands(ctx).len(),
        )
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::canonicalize::alloc_patterns(AllocOp::OPERATION_NAME)
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.memref(ctx), "alloc");
    }
}

impl AllocaOpHooks for AllocaOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let scope = OpTrait::Custom("AutomaticAllocationScope".into());
        let mut parent = ctx.op_parent_op(op);
        while let Some(p) = parent {
            if ctx.op_has_trait(p, &scope) {
                break;
            }
            parent = ctx.op_parent_op(p);
        }
        if parent.is_none() {
            return Err(op_error(
                ctx,
                op,
                "requires an ancestor op with AutomaticAllocationScope trait",
            ));
        }
        verify_alloc_like(
            ctx,
            op,
            self.memref(ctx),
            self.dynamic_sizes(ctx).len(),
            self.symbol_operands(ctx).len(),
        )
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::canonicalize::alloc_patterns(AllocaOp::OPERATION_NAME)
    }
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.memref(ctx), "alloca");
    }
    fn get_promotable_slots(op: Self, ctx: &Context) -> Vec<MemorySlot> {
        memory_slot::promotable_slots(op, ctx)
    }
    fn get_default_value(op: Self, slot: &MemorySlot, b: &mut OpBuilder) -> Value {
        memory_slot::default_value(op, slot, b)
    }
    fn handle_block_argument(_op: Self, _slot: &MemorySlot, _argument: Value, _b: &mut OpBuilder) {}
    fn handle_promotion_complete(
        op: Self,
        _slot: &MemorySlot,
        default_value: Value,
        b: &mut OpBuilder,
    ) -> Option<Operation> {
        memory_slot::promotion_complete(op, default_value, b)
    }
    fn get_destructurable_slots(op: Self, ctx: &mut Context) -> Vec<DestructurableMemorySlot> {
        memory_slot::destructurable_slots(op, ctx)
    }
    fn destructure(
        op: Self,
        _slot: &DestructurableMemorySlot,
        used_indices: &SlotIndices,
        b: &mut OpBuilder,
        new_allocators: &mut Vec<Operation>,
    ) -> HashMap<Attribute, MemorySlot> {
        memory_slot::destructure(op, used_indices, b, new_allocators)
    }
    fn handle_destructuring_complete(
        op: Self,
        _slot: &DestructurableMemorySlot,
        b: &mut OpBuilder,
    ) -> Option<Operation> {
        memory_slot::destructuring_complete(op, b)
    }
}

impl ReallocOpHooks for ReallocOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let source = ctx.value_type(self.source(ctx));
        let result = ctx.value_type(self.result(ctx));
        if !has_identity_layout(ctx, source) {
            return Err(error(
                ctx,
                op,
                format!(
                    "unsupported layout for source memref type {}",
                    quoted(ctx, source)
                ),
            ));
        }
        if !has_identity_layout(ctx, result) {
            return Err(error(
                ctx,
                op,
                format!(
                    "unsupported layout for result memref type {}",
                    quoted(ctx, result)
                ),
            ));
        }
        if memory_space(ctx, source) != memory_space(ctx, result) {
            return Err(error(
                ctx,
                op,
                format!(
                    "different memory spaces specified for source memref type {} and result memref type {}",
                    quoted(ctx, source),
                    quoted(ctx, result)
                ),
            ));
        }
        if ctx.element_type(source) != ctx.element_type(result) {
            return Err(error(
                ctx,
                op,
                format!(
                    "different element types specified for source memref type {} and result memref type {}",
                    quoted(ctx, source),
                    quoted(ctx, result)
                ),
            ));
        }
        let dynamic = num_dynamic_dims(ctx, result) > 0;
        let given = self.dynamic_result_size(ctx).is_some();
        if dynamic && !given {
            return Err(error(
                ctx,
                op,
                format!(
                    "missing dimension operand for result type {}",
                    quoted(ctx, result)
                ),
            ));
        }
        if !dynamic && given {
            return Err(error(
                ctx,
                op,
                format!(
                    "unnecessary dimension operand for result type {}",
                    quoted(ctx, result)
                ),
            ));
        }
        Ok(())
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::canonicalize::realloc_patterns()
    }
}

impl AllocaScopeOpHooks for AllocaScopeOp {
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        // Upstream's AllocaScopeInliner and AllocaScopeHoister need memory
        // effects by resource, block inlining and cloning: not ported yet.
        Vec::new()
    }
    // `memref.alloca_scope (-> (types))? region attr-dict`.
    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        let results = parser.parse_optional_arrow_type_list()?;
        state.result_types.extend(results);
        let region = parser.parse_region(&[], false)?;
        ensure_terminator(parser.ctx(), region, state.location);
        state.regions.push(region);
        let attrs = parser.parse_optional_attr_dict()?;
        state.attributes.extend(attrs);
        Ok(())
    }
    fn print(self, p: &mut CustomPrinter<'_, '_>) {
        let op = self.operation();
        let ctx = p.ctx();
        let results: Vec<ir::Type> = self
            .results(ctx)
            .iter()
            .map(|&v| ctx.value_type(v))
            .collect();
        // Upstream prints a space before the optional arrow and one after.
        p.write_str(" ");
        if !results.is_empty() {
            p.write_str(" -> (");
            p.print_types(&results);
            p.write_str(")");
        }
        p.write_str(" ");
        let region = self.body_region(ctx);
        p.print_region(region, false, !results.is_empty());
        p.print_optional_attr_dict(op, &[]);
    }
    fn get_successor_regions(
        op: Self,
        ctx: &Context,
        point: RegionBranchPoint,
        regions: &mut Vec<RegionSuccessor>,
    ) {
        match point {
            RegionBranchPoint::Parent => {
                regions.push(RegionSuccessor::region(op.body_region(ctx), Vec::new()));
            }
            _ => regions.push(RegionSuccessor::parent(op.results(ctx))),
        }
    }
}

/// Adds the implicit `memref.alloca_scope.return` to an empty or
/// unterminated body, and a block to a body without one
/// (`ensureTerminator`).
fn ensure_terminator(ctx: &mut Context, region: ir::RegionId, loc: ir::Location) {
    let block = match ctx.region_blocks(region).last() {
        Some(&b) => b,
        None => {
            let b = ctx.create_block(&[]);
            // A fresh block into the region the parser just made.
            let _ = ctx.append_block(region, b);
            b
        }
    };
    if let Some(last) = ctx.block_ops(block).last() {
        if AllocaScopeReturnOp::cast(ctx, last).is_some() {
            return;
        }
    }
    let mut b = ir::OpBuilder::at_end(ctx, block);
    AllocaScopeReturnOp::build(&mut b, loc, &[]);
}

impl DeallocOpHooks for DeallocOp {
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        // dealloc(memrefcast) -> dealloc
        crate::fold::fold_memref_cast(ctx, self.operation(), None)
    }
}

impl AssumeAlignmentOpHooks for AssumeAlignmentOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let a = self.alignment(ctx);
        if a <= 0 || (a & (a - 1)) != 0 {
            return Err(op_error(
                ctx,
                self.operation(),
                "alignment must be power of 2",
            ));
        }
        Ok(())
    }
}

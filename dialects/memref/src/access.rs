//! Ops that read and write memory (upstream `MemRefOps.cpp`): `load`,
//! `store`, `prefetch`, `atomic_rmw`, `generic_atomic_rmw`,
//! `atomic_yield`, `dma_start`, `dma_wait`, `copy`.

use std::collections::HashMap;

use crate::fold::fold_memref_cast;
use crate::memory_slot;
use crate::util::{op_error, quoted};
use crate::*;
use ir::interfaces::{DeletionKind, DestructurableMemorySlot, MemorySlot, SlotIndices};
use ir::parser::UnresolvedOperand;
use ir::{
    Attribute, Context, CustomParser, CustomPrinter, Diagnostic, FoldResult, OperationState,
    ParseError, RewritePattern, Type, Value,
};
use ir::{OpBuilder, OpOperand};

/// `[` operand list `]` (`parseOperandList(..., Delimiter::Square)`).
pub(crate) fn parse_square_operands(
    parser: &mut CustomParser<'_, '_, '_>,
) -> Result<Vec<UnresolvedOperand>, ParseError> {
    parser.parse_punct("[")?;
    let mut out = Vec::new();
    if parser.parse_optional_punct("]") {
        return Ok(out);
    }
    loop {
        out.push(parser.parse_operand()?);
        if parser.parse_optional_punct("]") {
            return Ok(out);
        }
        parser.parse_punct(",")?;
    }
}

/// Resolves `operands` all of type `ty` into `state`.
pub(crate) fn resolve_all(
    parser: &mut CustomParser<'_, '_, '_>,
    operands: &[UnresolvedOperand],
    ty: Type,
    state: &mut OperationState,
) -> Result<(), ParseError> {
    for u in operands {
        let v = parser.resolve_operand(u, ty)?;
        state.operands.push(v);
    }
    Ok(())
}

/// The rank of a value's memref type (0 for anything unranked).
fn rank_of(ctx: &Context, v: Value) -> usize {
    ctx.rank(ctx.value_type(v)).unwrap_or(0)
}

impl LoadOpHooks for LoadOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let rank = rank_of(ctx, self.memref(ctx));
        let n = self.indices(ctx).len();
        if n != rank {
            return Err(op_error(
                ctx,
                self.operation(),
                format_args!("incorrect number of indices for load, expected {rank} but got {n}"),
            ));
        }
        Ok(())
    }
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        fold_memref_cast(ctx, self.operation(), None)
    }
    fn loads_from(op: Self, ctx: &Context, slot: &MemorySlot) -> bool {
        op.memref(ctx) == slot.ptr
    }
    fn stores_to(_op: Self, _ctx: &Context, _slot: &MemorySlot) -> bool {
        false
    }
    fn get_stored(_op: Self, _slot: &MemorySlot, _b: &mut OpBuilder, reaching_def: Value) -> Value {
        // Only called on ops that store (upstream: unreachable).
        reaching_def
    }
    fn can_uses_be_removed(
        op: Self,
        ctx: &Context,
        slot: &MemorySlot,
        blocking_uses: &[OpOperand],
        _new_blocking_uses: &mut Vec<OpOperand>,
    ) -> bool {
        let (memref, result) = (op.memref(ctx), op.result(ctx));
        memory_slot::can_uses_be_removed(ctx, slot, memref, result, false, blocking_uses)
    }
    fn remove_blocking_uses(
        op: Self,
        _slot: &MemorySlot,
        _blocking_uses: &[OpOperand],
        b: &mut OpBuilder,
        reaching_definition: Value,
    ) -> DeletionKind {
        let result = op.result(b.ctx());
        b.ctx().replace_all_uses_with(result, reaching_definition);
        DeletionKind::Delete
    }
    fn can_rewire(
        op: Self,
        ctx: &mut Context,
        slot: &DestructurableMemorySlot,
        used_indices: &mut SlotIndices,
        _must_be_safely_used: &mut Vec<MemorySlot>,
    ) -> bool {
        let (memref, indices) = (op.memref(ctx), op.indices(ctx));
        memory_slot::can_rewire(ctx, slot, memref, &indices, None, used_indices)
    }
    fn rewire(
        op: Self,
        _slot: &DestructurableMemorySlot,
        subslots: &HashMap<Attribute, MemorySlot>,
        b: &mut OpBuilder,
    ) -> DeletionKind {
        memory_slot::rewire(op.operation(), 0, subslots, b)
    }
}

impl StoreOpHooks for StoreOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        if ctx.num_operands(op) != 2 + rank_of(ctx, self.memref(ctx)) {
            return Err(op_error(
                ctx,
                op,
                "store index operand count not equal to memref rank",
            ));
        }
        Ok(())
    }
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        let value = self.value(ctx);
        fold_memref_cast(ctx, self.operation(), Some(value))
    }
    fn loads_from(_op: Self, _ctx: &Context, _slot: &MemorySlot) -> bool {
        false
    }
    fn stores_to(op: Self, ctx: &Context, slot: &MemorySlot) -> bool {
        op.memref(ctx) == slot.ptr
    }
    fn get_stored(op: Self, _slot: &MemorySlot, b: &mut OpBuilder, _reaching_def: Value) -> Value {
        op.value(b.ctx())
    }
    fn can_uses_be_removed(
        op: Self,
        ctx: &Context,
        slot: &MemorySlot,
        blocking_uses: &[OpOperand],
        _new_blocking_uses: &mut Vec<OpOperand>,
    ) -> bool {
        let (memref, value) = (op.memref(ctx), op.value(ctx));
        memory_slot::can_uses_be_removed(ctx, slot, memref, value, true, blocking_uses)
    }
    fn remove_blocking_uses(
        _op: Self,
        _slot: &MemorySlot,
        _blocking_uses: &[OpOperand],
        _b: &mut OpBuilder,
        _reaching_definition: Value,
    ) -> DeletionKind {
        DeletionKind::Delete
    }
    fn can_rewire(
        op: Self,
        ctx: &mut Context,
        slot: &DestructurableMemorySlot,
        used_indices: &mut SlotIndices,
        _must_be_safely_used: &mut Vec<MemorySlot>,
    ) -> bool {
        let (memref, indices, value) = (op.memref(ctx), op.indices(ctx), op.value(ctx));
        memory_slot::can_rewire(ctx, slot, memref, &indices, Some(value), used_indices)
    }
    fn rewire(
        op: Self,
        _slot: &DestructurableMemorySlot,
        subslots: &HashMap<Attribute, MemorySlot>,
        b: &mut OpBuilder,
    ) -> DeletionKind {
        memory_slot::rewire(op.operation(), 1, subslots, b)
    }
}

impl PrefetchOpHooks for PrefetchOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        if ctx.num_operands(op) != 1 + rank_of(ctx, self.memref(ctx)) {
            return Err(op_error(ctx, op, "too few indices"));
        }
        Ok(())
    }
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        fold_memref_cast(ctx, self.operation(), None)
    }
    // `%m[%i], read|write, locality<N>, data|instr : type`.
    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        let memref = parser.parse_operand()?;
        let indices = parse_square_operands(parser)?;
        parser.parse_punct(",")?;
        let rw = parser
            .parse_optional_bare_id()
            .ok_or_else(|| parser.error("expected valid keyword"))?;
        parser.parse_punct(",")?;
        parser.parse_keyword("locality")?;
        parser.parse_punct("<")?;
        let i32t = parser.ctx().integer_type(32);
        let hint = parser.parse_attribute_of_type(i32t)?;
        let key = parser.ctx().ident("localityHint");
        state.attributes.push((key, hint));
        parser.parse_punct(">")?;
        parser.parse_punct(",")?;
        let cache = parser
            .parse_optional_bare_id()
            .ok_or_else(|| parser.error("expected valid keyword"))?;
        let ty = parser.parse_colon_type()?;
        let v = parser.resolve_operand(&memref, ty)?;
        state.operands.push(v);
        let index = parser.ctx().index_type();
        resolve_all(parser, &indices, index, state)?;
        let name = parser.name_offset();
        if rw != "read" && rw != "write" {
            return Err(parser.error_at(name, "rw specifier has to be 'read' or 'write'"));
        }
        let is_write = parser.ctx().bool_attr(rw == "write");
        let key = parser.ctx().ident("isWrite");
        state.attributes.push((key, is_write));
        if cache != "data" && cache != "instr" {
            return Err(parser.error_at(name, "cache type has to be 'data' or 'instr'"));
        }
        let is_data = parser.ctx().bool_attr(cache == "data");
        let key = parser.ctx().ident("isDataCache");
        state.attributes.push((key, is_data));
        Ok(())
    }
    fn print(self, p: &mut CustomPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.operation();
        p.write_str(" ");
        p.print_operand(self.memref(ctx));
        p.write_str("[");
        p.print_operands(&self.indices(ctx));
        p.write_str("], ");
        p.write_str(if self.is_write(ctx) { "write" } else { "read" });
        p.write_str(&format!(", locality<{}>, ", self.locality_hint(ctx)));
        p.write_str(if self.is_data_cache(ctx) {
            "data"
        } else {
            "instr"
        });
        p.print_optional_attr_dict(op, &["localityHint", "isWrite", "isDataCache"]);
        p.write_str(" : ");
        p.print_type(ctx.value_type(self.memref(ctx)));
    }
}

impl AtomicRMWOpHooks for AtomicRMWOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        use arith::AtomicRMWKind as K;
        let op = self.operation();
        if rank_of(ctx, self.memref(ctx)) + 2 != ctx.num_operands(op) {
            return Err(op_error(
                ctx,
                op,
                "expects the number of subscripts to be equal to memref rank",
            ));
        }
        let kind = self.kind(ctx);
        let ty = ctx.value_type(self.value(ctx));
        match kind {
            K::Addf | K::Maximumf | K::Minimumf | K::Mulf if !ctx.is_float(ty) => Err(op_error(
                ctx,
                op,
                format_args!(
                    "with kind '{}' expects a floating-point type",
                    kind.as_str()
                ),
            )),
            K::Addi | K::Maxs | K::Maxu | K::Mins | K::Minu | K::Muli | K::Ori | K::Andi
                if !ctx.is_any_integer(ty) =>
            {
                Err(op_error(
                    ctx,
                    op,
                    format_args!("with kind '{}' expects an integer type", kind.as_str()),
                ))
            }
            _ => Ok(()),
        }
    }
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        let value = self.value(ctx);
        fold_memref_cast(ctx, self.operation(), Some(value))
    }
}

impl GenericAtomicRMWOpHooks for GenericAtomicRMWOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let body = self.atomic_body(ctx);
        let args = ctx
            .region_blocks(body)
            .first()
            .map(|&b| ctx.block_args(b))
            .unwrap_or_default();
        if args.len() != 1 {
            return Err(op_error(
                ctx,
                op,
                "expected single number of entry block arguments",
            ));
        }
        if ctx.value_type(self.result(ctx)) != ctx.value_type(args[0]) {
            return Err(op_error(
                ctx,
                op,
                "expected block argument of the same type result type",
            ));
        }
        for &block in ctx.region_blocks(body) {
            for nested in ctx.block_ops(block) {
                for inner in ctx.walk_preorder(nested) {
                    if !ir::interfaces::side_effects::is_memory_effect_free(ctx, inner) {
                        return Err(Diagnostic::error(
                            ctx.op_loc(inner),
                            "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects",
                        ));
                    }
                }
            }
        }
        Ok(())
    }
    // `%m[%i, %j] : type region attr-dict`.
    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        let memref = parser.parse_operand()?;
        let indices = parse_square_operands(parser)?;
        let ty = parser.parse_colon_type()?;
        let v = parser.resolve_operand(&memref, ty)?;
        state.operands.push(v);
        let index = parser.ctx().index_type();
        resolve_all(parser, &indices, index, state)?;
        let region = parser.parse_region(&[], false)?;
        state.regions.push(region);
        let attrs = parser.parse_optional_attr_dict()?;
        state.attributes.extend(attrs);
        let element = parser.ctx().element_type_or_self(ty);
        state.result_types.push(element);
        Ok(())
    }
    fn print(self, p: &mut CustomPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.operation();
        let memref = self.memref(ctx);
        p.write_str(" ");
        p.print_operand(memref);
        p.write_str("[");
        p.print_operands(&self.indices(ctx));
        p.write_str("] : ");
        p.print_type(ctx.value_type(memref));
        p.write_str(" ");
        p.print_region(self.atomic_body(ctx), true, true);
        p.print_optional_attr_dict(op, &[]);
    }
}

impl AtomicYieldOpHooks for AtomicYieldOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let result = ctx.value_type(self.result(ctx));
        let parent = ctx
            .op_parent_op(op)
            .and_then(|p| ctx.result_types(p).first().copied());
        match parent {
            Some(parent) if parent != result => Err(op_error(
                ctx,
                op,
                format_args!(
                    "types mismatch between yield op: {} and its parent: {}",
                    quoted(ctx, result),
                    quoted(ctx, parent)
                ),
            )),
            _ => Ok(()),
        }
    }
}

/// The operand layout of `memref.dma_start`: source, its indices,
/// destination, its indices, the element count, tag, its indices and the
/// optional stride pair.
struct DmaOperands {
    operands: Vec<Value>,
    src_rank: usize,
    dst_rank: usize,
    tag_rank: usize,
}

impl DmaOperands {
    fn new(ctx: &Context, op: ir::OpId) -> Self {
        let operands = ctx.operands(op);
        let rank = |i: usize| operands.get(i).map_or(0, |&v| rank_of(ctx, v));
        let src_rank = rank(0);
        let dst_rank = rank(1 + src_rank);
        let tag_rank = rank(3 + src_rank + dst_rank);
        DmaOperands {
            operands,
            src_rank,
            dst_rank,
            tag_rank,
        }
    }
    fn slice(&self, from: usize, len: usize) -> &[Value] {
        let from = from.min(self.operands.len());
        &self.operands[from..(from + len).min(self.operands.len())]
    }
    fn src(&self) -> &[Value] {
        self.slice(0, 1)
    }
    fn src_indices(&self) -> &[Value] {
        self.slice(1, self.src_rank)
    }
    fn dst(&self) -> &[Value] {
        self.slice(1 + self.src_rank, 1)
    }
    fn dst_indices(&self) -> &[Value] {
        self.slice(2 + self.src_rank, self.dst_rank)
    }
    fn num_elements(&self) -> &[Value] {
        self.slice(2 + self.src_rank + self.dst_rank, 1)
    }
    fn tag(&self) -> &[Value] {
        self.slice(3 + self.src_rank + self.dst_rank, 1)
    }
    fn tag_indices(&self) -> &[Value] {
        self.slice(4 + self.src_rank + self.dst_rank, self.tag_rank)
    }
    fn stride(&self) -> &[Value] {
        let at = 4 + self.src_rank + self.dst_rank + self.tag_rank;
        if self.operands.len() == at + 2 {
            self.slice(at, 2)
        } else {
            &[]
        }
    }
}

impl DmaStartOpHooks for DmaStartOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let d = DmaOperands::new(ctx, op);
        let n = d.operands.len();
        let is_index = |vs: &[Value]| vs.iter().all(|&v| ctx.is_index(ctx.value_type(v)));
        let is_memref = |vs: &[Value]| {
            vs.first()
                .is_some_and(|&v| crate::util::is_ranked_memref(ctx, ctx.value_type(v)))
        };
        if n < 4 {
            return Err(op_error(ctx, op, "expected at least 4 operands"));
        }
        if !is_memref(d.src()) {
            return Err(op_error(ctx, op, "expected source to be of memref type"));
        }
        if n < d.src_rank + 4 {
            return Err(op_error(
                ctx,
                op,
                format_args!("expected at least {} operands", d.src_rank + 4),
            ));
        }
        if !is_index(d.src_indices()) {
            return Err(op_error(
                ctx,
                op,
                "expected source indices to be of index type",
            ));
        }
        if !is_memref(d.dst()) {
            return Err(op_error(
                ctx,
                op,
                "expected destination to be of memref type",
            ));
        }
        let mut expected = d.src_rank + d.dst_rank + 4;
        if n < expected {
            return Err(op_error(
                ctx,
                op,
                format_args!("expected at least {expected} operands"),
            ));
        }
        if !is_index(d.dst_indices()) {
            return Err(op_error(
                ctx,
                op,
                "expected destination indices to be of index type",
            ));
        }
        if !is_index(d.num_elements()) {
            return Err(op_error(
                ctx,
                op,
                "expected num elements to be of index type",
            ));
        }
        if !is_memref(d.tag()) {
            return Err(op_error(ctx, op, "expected tag to be of memref type"));
        }
        expected += d.tag_rank;
        if n < expected {
            return Err(op_error(
                ctx,
                op,
                format_args!("expected at least {expected} operands"),
            ));
        }
        if !is_index(d.tag_indices()) {
            return Err(op_error(
                ctx,
                op,
                "expected tag indices to be of index type",
            ));
        }
        if n != expected && n != expected + 2 {
            return Err(op_error(ctx, op, "incorrect number of operands"));
        }
        if !is_index(d.stride()) {
            return Err(op_error(
                ctx,
                op,
                "expected stride and num elements per stride to be of type index",
            ));
        }
        Ok(())
    }
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        fold_memref_cast(ctx, self.operation(), None)
    }
    // `%src[...], %dst[...], %n, %tag[...] (, %stride, %per_stride)? : t, t, t`.
    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        let src = parser.parse_operand()?;
        let src_indices = parse_square_operands(parser)?;
        parser.parse_punct(",")?;
        let dst = parser.parse_operand()?;
        let dst_indices = parse_square_operands(parser)?;
        parser.parse_punct(",")?;
        let num = parser.parse_operand()?;
        parser.parse_punct(",")?;
        let tag = parser.parse_operand()?;
        let tag_indices = parse_square_operands(parser)?;
        let mut stride = Vec::new();
        while parser.parse_optional_punct(",") {
            stride.push(parser.parse_operand()?);
        }
        let name = parser.name_offset();
        if !stride.is_empty() && stride.len() != 2 {
            return Err(parser.error_at(name, "expected two stride related operands"));
        }
        parser.parse_punct(":")?;
        let types = parser.parse_type_list()?;
        if types.len() != 3 {
            return Err(parser.error_at(name, "fewer/more types expected"));
        }
        let index = parser.ctx().index_type();
        let v = parser.resolve_operand(&src, types[0])?;
        state.operands.push(v);
        resolve_all(parser, &src_indices, index, state)?;
        let v = parser.resolve_operand(&dst, types[1])?;
        state.operands.push(v);
        resolve_all(parser, &dst_indices, index, state)?;
        let v = parser.resolve_operand(&num, index)?;
        state.operands.push(v);
        let v = parser.resolve_operand(&tag, types[2])?;
        state.operands.push(v);
        resolve_all(parser, &tag_indices, index, state)?;
        resolve_all(parser, &stride, index, state)?;
        Ok(())
    }
    fn print(self, p: &mut CustomPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.operation();
        let d = DmaOperands::new(ctx, op);
        p.write_str(" ");
        p.print_operands(d.src());
        p.write_str("[");
        p.print_operands(d.src_indices());
        p.write_str("], ");
        p.print_operands(d.dst());
        p.write_str("[");
        p.print_operands(d.dst_indices());
        p.write_str("], ");
        p.print_operands(d.num_elements());
        p.write_str(", ");
        p.print_operands(d.tag());
        p.write_str("[");
        p.print_operands(d.tag_indices());
        p.write_str("]");
        if !d.stride().is_empty() {
            p.write_str(", ");
            p.print_operands(d.stride());
        }
        p.print_optional_attr_dict(op, &[]);
        p.write_str(" : ");
        let types: Vec<Type> = [d.src(), d.dst(), d.tag()]
            .iter()
            .filter_map(|s| s.first().map(|&v| ctx.value_type(v)))
            .collect();
        p.print_types(&types);
    }
}

impl DmaWaitOpHooks for DmaWaitOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let n = self.tag_indices(ctx).len();
        let rank = rank_of(ctx, self.tag_mem_ref(ctx));
        if n != rank {
            return Err(op_error(
                ctx,
                self.operation(),
                format_args!(
                    "expected tagIndices to have the same number of elements as the tagMemRef rank, expected {rank}, but got {n}"
                ),
            ));
        }
        Ok(())
    }
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        fold_memref_cast(ctx, self.operation(), None)
    }
}

impl CopyOpHooks for CopyOp {
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        // copy(memrefcast) -> copy, for casts a consumer can absorb.
        let op = self.operation();
        let mut folded = false;
        for (i, v) in ctx.operands(op).into_iter().enumerate() {
            let Some(cast) = ctx.defining_op(v).and_then(|d| CastOp::cast(ctx, d)) else {
                continue;
            };
            if crate::canonicalize::can_fold_into_consumer(ctx, cast) {
                let source = cast.source(ctx);
                folded |= ctx.set_operand(op, i, source).is_ok();
            }
        }
        if folded {
            FoldResult::InPlace
        } else {
            FoldResult::Failure
        }
    }
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        crate::canonicalize::copy_patterns()
    }
}

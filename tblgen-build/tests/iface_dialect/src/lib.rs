//! The interface test dialect: ops generated from `Ops.td` by `build.rs`,
//! and the hooks that implement their interfaces' methods (those without a
//! default, and those the ops declare with `DeclareOpInterfaceMethods`).
#![deny(warnings)]
#![deny(missing_docs)]
#![forbid(unsafe_code)]

use ir::effects::{DefaultResource, EffectInstance, MemoryEffect};
use std::collections::HashMap;

use ir::interfaces::{
    Callee, ConstantIntRanges, DeletionKind, DestructurableMemorySlot, FoldResult, MemorySlot,
    RegionBranchPoint, RegionKind, RegionSuccessor, ShapedTypeComponents, SlotIndices,
    Speculatability, SuccessorOperands, SymbolTableCollection,
};
use ir::{
    Attribute, Context, Diagnostic, IrError, OpBuilder, OpOperand, Operation, OperationState,
    Type, Value,
};

include!(concat!(env!("OUT_DIR"), "/ops.rs.inc"));

impl CastOpHooks for CastOp {
    /// One integer or float to another of the same kind at least as wide.
    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        let ([from], [to]) = (inputs, outputs) else {
            return false;
        };
        let (Some(a), Some(b)) = (ctx.int_or_float_width(*from), ctx.int_or_float_width(*to))
        else {
            return false;
        };
        ctx.is_float(*from) == ctx.is_float(*to) && a <= b && (from == to || a < b)
    }
}

impl InferOpHooks for InferOp {
    /// The type of the first operand.
    fn infer_return_types(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Vec<Type>,
    ) -> Result<(), Diagnostic> {
        match state.operands.first() {
            Some(&lhs) => {
                inferred.push(ctx.value_type(lhs));
                Ok(())
            }
            None => Err(Diagnostic::error(state.location(), "no operand to infer from")),
        }
    }
}

impl RangeOpHooks for RangeOp {
    /// `[lo, hi]`.
    fn infer_result_ranges(
        op: Self,
        ctx: &Context,
        _arg_ranges: &[ConstantIntRanges],
        set_result_range: &mut dyn FnMut(Value, ConstantIntRanges),
    ) {
        let range = ConstantIntRanges::from_signed(64, op.lo(ctx).into(), op.hi(ctx).into());
        set_result_range(op.res(ctx), range);
    }

    /// Unrolled by the width of the range.
    fn get_shape_for_unroll(op: Self, ctx: &Context) -> Option<Vec<i64>> {
        Some(vec![op.hi(ctx) - op.lo(ctx) + 1])
    }

    /// Speculatable unless marked `may_trap`.
    fn get_speculatability(op: Self, ctx: &Context) -> Speculatability {
        if op.may_trap(ctx) {
            Speculatability::NotSpeculatable
        } else {
            Speculatability::Speculatable
        }
    }

    /// Reads the default resource.
    fn get_effects(_op: Self, _ctx: &Context, effects: &mut Vec<EffectInstance<MemoryEffect>>) {
        effects.push(EffectInstance::new(MemoryEffect::Read, &DefaultResource));
    }

    /// `%range`.
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.res(ctx), "range");
    }
}

impl BranchOpHooks for BranchOp {
    /// Every operand goes to the one successor.
    fn get_successor_operands(op: Self, ctx: &Context, _index: usize) -> SuccessorOperands {
        SuccessorOperands::new(0..ctx.num_operands(op.operation()))
    }
}

impl IfOpHooks for IfOp {
    /// From the op into its region, from the region to the op's results.
    fn get_successor_regions(
        op: Self,
        ctx: &Context,
        point: RegionBranchPoint,
        regions: &mut Vec<RegionSuccessor>,
    ) {
        match point {
            RegionBranchPoint::Parent => {
                regions.push(RegionSuccessor::region(op.body(ctx), Vec::new()))
            }
            RegionBranchPoint::Region(_) => regions.push(RegionSuccessor::parent(op.res(ctx))),
        }
    }
}

impl FuncOpHooks for FuncOp {
    /// The body, unless the function is a declaration.
    fn get_callable_region(op: Self, ctx: &Context) -> Option<ir::Region> {
        let body = op.body(ctx);
        (!ctx.region_blocks(body).is_empty()).then_some(body)
    }

    fn get_argument_types(op: Self, ctx: &Context) -> Vec<Type> {
        let ty = op.function_type(ctx);
        ctx.function_inputs(ty).unwrap_or_default().to_vec()
    }

    fn get_result_types(op: Self, ctx: &Context) -> Vec<Type> {
        let ty = op.function_type(ctx);
        ctx.function_results(ty).unwrap_or_default().to_vec()
    }

    /// No argument attributes.
    fn get_arg_attrs_attr(_op: Self, _ctx: &Context) -> Option<Attribute> {
        None
    }

    /// No result attributes.
    fn get_res_attrs_attr(_op: Self, _ctx: &Context) -> Option<Attribute> {
        None
    }

    fn set_arg_attrs_attr(op: Self, ctx: &mut Context, attrs: Attribute) -> Result<(), IrError> {
        let name = ctx.ident("arg_attrs");
        ctx.set_attr(op.operation(), name, attrs)
    }

    fn set_res_attrs_attr(op: Self, ctx: &mut Context, attrs: Attribute) -> Result<(), IrError> {
        let name = ctx.ident("res_attrs");
        ctx.set_attr(op.operation(), name, attrs)
    }

    fn remove_arg_attrs_attr(op: Self, ctx: &mut Context) -> Option<Attribute> {
        ctx.remove_attr(op.operation(), "arg_attrs")
    }

    fn remove_res_attrs_attr(op: Self, ctx: &mut Context) -> Option<Attribute> {
        ctx.remove_attr(op.operation(), "res_attrs")
    }

    /// At most four arguments.
    fn verify_type(op: Self, ctx: &Context) -> Result<(), Diagnostic> {
        let args = FuncOpHooks::get_argument_types(op, ctx).len();
        if args > 4 {
            return Err(Diagnostic::op_error(
                ctx,
                op.operation(),
                format!("takes at most 4 arguments, not {args}"),
            ));
        }
        Ok(())
    }
}

impl CallOpHooks for CallOp {
    fn get_callable_for_callee(op: Self, ctx: &Context) -> Callee {
        Callee::Symbol(op.callee_attr(ctx))
    }

    fn set_callee_from_callable(op: Self, ctx: &mut Context, callee: Callee) {
        if let Callee::Symbol(symbol) = callee {
            // The op exists and the name is an inherent attribute.
            let name = ctx.ident("callee");
            let _ = ctx.set_attr(op.operation(), name, symbol);
        }
    }

    fn get_arg_operands(op: Self, ctx: &Context) -> Vec<Value> {
        op.args(ctx)
    }

    fn get_arg_operands_mutable(op: Self, ctx: &Context) -> std::ops::Range<usize> {
        0..ctx.num_operands(op.operation())
    }

    /// The callee is a function of the symbol table.
    fn verify_symbol_uses(
        op: Self,
        ctx: &Context,
        symbol_table: &SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        let name = op.callee(ctx);
        let symbol = op.callee_attr(ctx);
        match symbol_table.lookup_nearest_symbol_from(ctx, op.operation(), symbol) {
            Some(f) if FuncOp::cast(ctx, f).is_some() => Ok(()),
            _ => Err(Diagnostic::op_error(
                ctx,
                op.operation(),
                format!("'{name}' does not reference a valid function"),
            )),
        }
    }
}

impl FillOpHooks for FillOp {
    /// The init (operand #1).
    fn get_dps_inits_mutable(_op: Self, _ctx: &Context) -> std::ops::Range<usize> {
        1..2
    }
}

impl LoopOpHooks for LoopOp {
    fn get_loop_regions(op: Self, ctx: &Context) -> Vec<ir::Region> {
        vec![op.body(ctx)]
    }

    /// Every operand is an init.
    fn get_inits_mutable(op: Self, ctx: &Context) -> std::ops::Range<usize> {
        0..ctx.num_operands(op.operation())
    }

    /// The arguments of the body's entry block.
    fn get_region_iter_args(op: Self, ctx: &Context) -> Vec<Value> {
        match ctx.region_blocks(op.body(ctx)).first() {
            Some(&entry) => ctx.block_args(entry),
            None => Vec::new(),
        }
    }

    /// The operands of the body's terminator.
    fn get_yielded_values_mutable(
        op: Self,
        ctx: &Context,
    ) -> Option<(ir::Operation, std::ops::Range<usize>)> {
        let entry = *ctx.region_blocks(op.body(ctx)).first()?;
        let term = ctx.block_last_op(entry)?;
        Some((term, 0..ctx.num_operands(term)))
    }

    fn get_loop_results(op: Self, ctx: &Context) -> Option<Vec<Value>> {
        Some(op.res(ctx))
    }
}

impl SubviewOpHooks for SubviewOp {
    fn get_view_source(op: Self, ctx: &Context) -> Value {
        op.source(ctx)
    }

    /// After the source.
    fn get_offset_size_and_stride_start_operand_index(_ctx: &Context) -> usize {
        1
    }

    /// The rank of the source for each list.
    fn get_array_attr_max_ranks(op: Self, ctx: &Context) -> [usize; 3] {
        let rank = ctx
            .shape(ctx.value_type(op.source(ctx)))
            .map_or(0, <[i64]>::len);
        [rank; 3]
    }
}

impl ShapeOpHooks for ShapeOp {
    /// The source's dimensions.
    fn reify_result_shapes(
        op: Self,
        builder: &mut OpBuilder,
        shapes: &mut Vec<Vec<FoldResult>>,
    ) -> Result<(), Diagnostic> {
        let ctx: &Context = builder;
        let ty = ctx.value_type(op.source(ctx));
        let dims = ctx.shape(ty).unwrap_or_default().to_vec();
        let index = builder.index_type();
        let sizes = dims
            .iter()
            .map(|&d| FoldResult::Attr(builder.integer_attr(index, d)))
            .collect();
        shapes.push(sizes);
        Ok(())
    }

    /// A tensor of the operand's shape and element type.
    fn infer_return_type_components(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Vec<ShapedTypeComponents>,
    ) -> Result<(), Diagnostic> {
        let ty = ctx.value_type(state.operands[0]);
        let (Some(shape), Some(element)) = (ctx.shape(ty), ctx.element_type(ty)) else {
            return Err(Diagnostic::error(state.location(), "expected a ranked tensor"));
        };
        inferred.push(ShapedTypeComponents::ranked(shape.to_vec(), element));
        Ok(())
    }
}

impl DimOpHooks for DimOp {
    fn get_shaped_value(op: Self, ctx: &Context) -> Value {
        op.source(ctx)
    }

    fn get_dimension(op: Self, ctx: &Context) -> FoldResult {
        FoldResult::Value(op.index(ctx))
    }
}

impl CombineOpHooks for CombineOp {
    /// The op's own results.
    fn get_parent_result(op: Self, ctx: &Context, index: usize) -> Value {
        ctx.results(op.operation())[index]
    }

    /// The ops of its region.
    fn get_yielding_ops(op: Self, ctx: &Context) -> Vec<ir::Operation> {
        let mut ops = Vec::new();
        for &region in op.bodies(ctx) {
            for &block in ctx.region_blocks(region) {
                ops.extend(ctx.block_ops(block));
            }
        }
        ops
    }
}

impl CopyOpHooks for CopyOp {
    /// `rank` is derived from the source's type.
    fn is_derived_attribute(_ctx: &Context, name: &str) -> bool {
        name == "rank"
    }

    /// `{rank = N}`.
    fn materialize_derived_attributes(op: Self, builder: &mut OpBuilder) -> Attribute {
        let ctx: &Context = builder;
        let rank = ctx
            .shape(ctx.value_type(op.source(ctx)))
            .map_or(0, <[i64]>::len);
        let rank = builder.i64_attr(rank as i64);
        let name = builder.ident("rank");
        builder.dictionary_attr(&[(name, rank)])
    }

    /// Nothing to check at run time.
    fn generate_runtime_verification(_op: Self, _builder: &mut OpBuilder, _loc: ir::Location) {}

    fn get_in_bounds(op: Self, ctx: &Context) -> Vec<bool> {
        let rank = ctx
            .shape(ctx.value_type(op.source(ctx)))
            .map_or(0, <[i64]>::len);
        vec![true; rank]
    }

    /// The source stands for the vector.
    fn get_vector(op: Self, ctx: &Context) -> Value {
        op.source(ctx)
    }

    fn get_indices(_op: Self, _ctx: &Context) -> Vec<Value> {
        Vec::new()
    }

    /// The `map` attribute.
    fn get_permutation_map(op: Self, ctx: &Context) -> Attribute {
        op.map(ctx)
    }
}

impl LayoutOpHooks for LayoutOp {
    fn get_data_layout_spec(op: Self, ctx: &Context) -> Option<Attribute> {
        op.spec(ctx)
    }
    fn get_target_system_spec(_op: Self, _ctx: &Context) -> Option<Attribute> {
        None
    }
}

impl GraphOpHooks for GraphOp {
    fn get_region_kind(_ctx: &Context, _index: usize) -> RegionKind {
        RegionKind::Graph
    }
}

/// The one slot of an `iface.slot`: its result, holding its element type.
fn own_slot(op: SlotOp, ctx: &Context) -> MemorySlot {
    let ptr = op.slot(ctx);
    MemorySlot {
        ptr,
        elem_type: ctx.element_type_or_self(ctx.value_type(ptr)),
    }
}

impl SlotOpHooks for SlotOp {
    fn get_promotable_slots(op: Self, ctx: &Context) -> Vec<MemorySlot> {
        vec![own_slot(op, ctx)]
    }
    fn get_default_value(op: Self, _slot: &MemorySlot, b: &mut OpBuilder) -> Value {
        op.slot(b.ctx())
    }
    fn handle_block_argument(_op: Self, _slot: &MemorySlot, _arg: Value, _b: &mut OpBuilder) {}
    fn handle_promotion_complete(
        op: Self,
        _slot: &MemorySlot,
        _default_value: Value,
        _b: &mut OpBuilder,
    ) -> Option<Operation> {
        Some(op.operation())
    }
    fn get_destructurable_slots(op: Self, ctx: &mut Context) -> Vec<DestructurableMemorySlot> {
        let slot = own_slot(op, ctx);
        let index = ctx.index_attr(0);
        vec![DestructurableMemorySlot {
            ptr: slot.ptr,
            elem_type: ctx.value_type(slot.ptr),
            subelement_types: HashMap::from([(index, slot.elem_type)]),
        }]
    }
    fn destructure(
        op: Self,
        slot: &DestructurableMemorySlot,
        used_indices: &SlotIndices,
        _b: &mut OpBuilder,
        new_allocators: &mut Vec<Operation>,
    ) -> HashMap<Attribute, MemorySlot> {
        new_allocators.push(op.operation());
        used_indices.iter().map(|i| (i, slot.slot())).collect()
    }
    fn handle_destructuring_complete(
        _op: Self,
        _slot: &DestructurableMemorySlot,
        _b: &mut OpBuilder,
    ) -> Option<Operation> {
        None
    }
    fn loads_from(op: Self, ctx: &Context, slot: &MemorySlot) -> bool {
        op.slot(ctx) == slot.ptr
    }
    fn stores_to(_op: Self, _ctx: &Context, _slot: &MemorySlot) -> bool {
        false
    }
    fn get_stored(_op: Self, _slot: &MemorySlot, _b: &mut OpBuilder, reaching_def: Value) -> Value {
        reaching_def
    }
    fn can_uses_be_removed(
        _op: Self,
        _ctx: &Context,
        _slot: &MemorySlot,
        blocking_uses: &[OpOperand],
        _new_blocking_uses: &mut Vec<OpOperand>,
    ) -> bool {
        blocking_uses.len() == 1
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
        _op: Self,
        _ctx: &mut Context,
        slot: &DestructurableMemorySlot,
        used_indices: &mut SlotIndices,
        must_be_safely_used: &mut Vec<MemorySlot>,
    ) -> bool {
        for &index in slot.subelement_types.keys() {
            used_indices.insert(index);
        }
        must_be_safely_used.push(slot.slot());
        true
    }
    fn rewire(
        _op: Self,
        _slot: &DestructurableMemorySlot,
        _subslots: &HashMap<Attribute, MemorySlot>,
        _b: &mut OpBuilder,
    ) -> DeletionKind {
        DeletionKind::Keep
    }
    fn ensure_only_safe_accesses(
        op: Self,
        ctx: &mut Context,
        slot: &MemorySlot,
        _must_be_safely_used: &mut Vec<MemorySlot>,
    ) -> bool {
        op.slot(ctx) == slot.ptr
    }
}

impl SlotUserOpHooks for SlotUserOp {
    fn can_uses_be_removed(
        op: Self,
        _ctx: &Context,
        blocking_uses: &[OpOperand],
        _new_blocking_uses: &mut Vec<OpOperand>,
    ) -> bool {
        blocking_uses.iter().all(|u| u.op == op.operation())
    }
    fn remove_blocking_uses(_op: Self, _blocking_uses: &[OpOperand], _b: &mut OpBuilder) -> DeletionKind {
        DeletionKind::Delete
    }
}

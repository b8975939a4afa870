//! The memory-slot models of the llvm intrinsics (upstream's
//! `LLVMMemorySlot.cpp`), attached beside those of `memory_slot` when the
//! dialect is registered ([`register`]):
//!
//! * `llvm.intr.memset`, `llvm.intr.memcpy`, `llvm.intr.memcpy.inline` and
//!   `llvm.intr.memmove` are memory ops (`mem2reg`: a memset of a whole
//!   integer slot stores its byte repeated; a copy of the whole slot out of
//!   another pointer stores a load of it, and a copy out of the slot becomes
//!   a store of its value), safe accesses when they write within the slot
//!   (with a constant length), and accessors of a split slot (`sroa`: one
//!   memset per field they cover, one copy per used field of a full copy);
//! * the lifetime and invariant markers and `llvm.intr.dbg.declare` go
//!   away with the slot; an `llvm.intr.dbg.value` of the slot pointer gets
//!   an `llvm.mlir.undef` instead; a promoted slot's values are described by
//!   an `llvm.intr.dbg.value` after each store for each `dbg.declare` of it
//!   (`visitReplacedValues`), and at each merge point
//!   (`AllocaOp::handleBlockArgument`, [`alloca_block_argument`]).

use std::collections::HashMap;

use ir::interfaces::data_layout::DataLayout;
use ir::interfaces::{
    DeletionKind, DestructurableAccessorOpInterfaceVtable, DestructurableMemorySlot,
    DestructurableTypeRef, MemorySlot, PromotableMemOpInterfaceVtable, PromotableOpInterfaceVtable,
    SafeMemorySlotAccessOpInterfaceVtable, SlotIndices,
};
use ir::{Attribute, Context, OpBuilder, OpOperand, Operation, Type, TypeData, TypeHandle, Value};

use crate::memory_slot::{delete_op, ignore_replaced_values, never, no_replaced_values, type_size};
use crate::{
    ConstantOp, DbgDeclareOp, DbgValueOp, GEPArg, GEPOp, InvariantEndOp, InvariantStartOp,
    LLVMArrayType, LLVMPointerType, LLVMStructType, LifetimeEndOp, LifetimeStartOp, LoadOp,
    MemcpyInlineOp, MemcpyOp, MemmoveOp, MemsetOp, OrOp, ShlOp, StoreOp, UndefOp, ZExtOp,
};

// ---------------------------------------------------------------------------
// Shared by the memory intrinsics
// ---------------------------------------------------------------------------

/// The memory intrinsics' operands: the destination is operand 0, the
/// source (of the copies) operand 1, the length operand 2 but for
/// `memcpy.inline`, which holds it as an attribute.
fn dst(ctx: &Context, op: Operation) -> Value {
    ctx.operand(op, 0)
}

fn src(ctx: &Context, op: Operation) -> Value {
    ctx.operand(op, 1)
}

/// Whether the intrinsic is volatile (its `isVolatile` attribute).
fn is_volatile(ctx: &Context, op: Operation) -> bool {
    if let Some(memset) = MemsetOp::cast(ctx, op) {
        return memset.is_volatile(ctx);
    }
    if let Some(copy) = MemcpyOp::cast(ctx, op) {
        return copy.is_volatile(ctx);
    }
    if let Some(copy) = MemcpyInlineOp::cast(ctx, op) {
        return copy.is_volatile(ctx);
    }
    MemmoveOp::from_operation_unchecked(op).is_volatile(ctx)
}

/// The zero-extended value of an integer attribute of at most 64 bits.
fn small_unsigned(ctx: &Context, attr: Attribute) -> Option<u64> {
    let value = ctx.as_apint(attr)?;
    (value.width() <= 64).then(|| value.words().first().copied().unwrap_or(0))
}

/// `getStaticMemIntrLen`: the length in bytes when it is a constant of at
/// most 64 bits.
fn static_len(ctx: &Context, op: Operation) -> Option<u64> {
    if let Some(inline) = MemcpyInlineOp::cast(ctx, op) {
        return small_unsigned(ctx, inline.len_attr(ctx));
    }
    let len = ctx.operand(op, 2);
    let attr = ctx.defining_op(len).and_then(|d| ctx.constant_value(d))?;
    small_unsigned(ctx, attr)
}

/// `definitelyWritesOnlyWithinSlot`: the intrinsic writes the slot through
/// its pointer, a known length no longer than the slot.
fn writes_only_within_slot(ctx: &Context, op: Operation, slot: &MemorySlot) -> bool {
    if LLVMPointerType::dyn_cast(ctx, ctx.value_type(slot.ptr)).is_none()
        || dst(ctx, op) != slot.ptr
    {
        return false;
    }
    let dl = DataLayout::closest(ctx, op);
    static_len(ctx, op).is_some_and(|len| len <= type_size(ctx, &dl, slot.elem_type))
}

/// `areAllIndicesI32`.
fn all_indices_i32(ctx: &Context, slot: &DestructurableMemorySlot) -> bool {
    slot.subelement_types.keys().all(|&index| {
        matches!(ctx.attr_data(index), ir::AttrData::Integer { ty, .. } if ctx.is_integer(*ty, 32))
    })
}

/// Whether the slot's type splits (`getSubelementIndexMap` succeeds).
fn splits(ctx: &mut Context, t: Type) -> bool {
    DestructurableTypeRef::get(ctx, t)
        .is_some_and(|iface| iface.get_subelement_index_map(ctx).is_some())
}

/// The `i32` attribute `i`.
fn i32_index(ctx: &mut Context, i: usize) -> Attribute {
    let i32 = ctx.integer_type(32);
    ctx.integer_attr(i32, i as i128)
}

/// The memory intrinsics' safe-access check: they write within the slot.
fn intr_safe(
    op: Operation,
    ctx: &mut Context,
    slot: &MemorySlot,
    _must: &mut Vec<MemorySlot>,
) -> bool {
    writes_only_within_slot(ctx, op, slot)
}

/// The memory intrinsics give up their use by going.
fn delete_mem_intr(
    _op: Operation,
    _slot: &MemorySlot,
    _blocking: &[OpOperand],
    _b: &mut OpBuilder<'_>,
    _reaching: Value,
) -> DeletionKind {
    DeletionKind::Delete
}

// ---------------------------------------------------------------------------
// llvm.intr.memset
// ---------------------------------------------------------------------------

fn memset_stores_to(op: Operation, ctx: &Context, slot: &MemorySlot) -> bool {
    dst(ctx, op) == slot.ptr
}

/// The width of an integer slot type, `None` for another type (upstream
/// supports memsets of integers only).
fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_data(t) {
        TypeData::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// `MemsetOp::getStored`: the byte repeated over the slot's integer, by
/// shifting and or-ing the value covered so far onto itself. Only called
/// for the integer slots `memset_can_uses_be_removed` accepts; any other
/// keeps the reaching definition.
fn memset_get_stored(
    op: Operation,
    slot: &MemorySlot,
    b: &mut OpBuilder<'_>,
    reaching: Value,
) -> Value {
    let Some(width) = int_width(b, slot.elem_type) else {
        return reaching;
    };
    let memset = MemsetOp::from_operation_unchecked(op);
    let value = memset.val(b);
    if width == 8 {
        return value;
    }
    let loc = b.op_loc(op);
    let int = slot.elem_type;
    let mut covered = 8u32;
    let mut current = ZExtOp::build(b, loc, int, value).res(b);
    while covered < width {
        let amount = b.ctx().integer_attr(int, i128::from(covered));
        let shift = ConstantOp::build(b, loc, int, amount).res(b);
        let shifted =
            ShlOp::build_inferred(b, loc, current, shift, crate::IntegerOverflowFlags::NONE).res(b);
        current = OrOp::build_inferred(b, loc, current, shifted).res(b);
        covered *= 2;
    }
    current
}

/// `MemsetOp::canUsesBeRemoved`: a non-volatile memset of exactly the
/// slot's size into an integer of whole bytes.
fn memset_can_uses_be_removed(
    op: Operation,
    ctx: &Context,
    slot: &MemorySlot,
    _blocking: &[OpOperand],
    _new: &mut Vec<OpOperand>,
) -> bool {
    let whole_bytes = int_width(ctx, slot.elem_type).is_some_and(|w| w % 8 == 0 && w > 0);
    if !whole_bytes || is_volatile(ctx, op) {
        return false;
    }
    let dl = DataLayout::closest(ctx, op);
    static_len(ctx, op) == Some(type_size(ctx, &dl, slot.elem_type))
}

/// `MemsetOp::canRewire`: a non-volatile memset within a split llvm
/// aggregate of `i32`-indexed fields.
fn memset_can_rewire(
    op: Operation,
    ctx: &mut Context,
    slot: &DestructurableMemorySlot,
    _used: &mut SlotIndices,
    _must: &mut Vec<MemorySlot>,
) -> bool {
    // Upstream asks for a type of the llvm dialect: of those, the structs
    // and arrays split.
    let llvm_type = LLVMStructType::dyn_cast(ctx, slot.elem_type).is_some()
        || LLVMArrayType::dyn_cast(ctx, slot.elem_type).is_some();
    if !llvm_type || is_volatile(ctx, op) || !splits(ctx, slot.elem_type) {
        return false;
    }
    all_indices_i32(ctx, slot) && writes_only_within_slot(ctx, op, &slot.slot())
}

/// `MemsetOp::rewire`: one memset per used field the original covers, of
/// the bytes it covers there.
fn memset_rewire(
    op: Operation,
    slot: &DestructurableMemorySlot,
    subslots: &HashMap<Attribute, MemorySlot>,
    b: &mut OpBuilder<'_>,
) -> DeletionKind {
    let memset = MemsetOp::from_operation_unchecked(op);
    let len = memset.len(b);
    let len_attr = b.defining_op(len).and_then(|d| b.constant_value(d));
    // `canRewire` saw a constant length.
    let Some(memset_len) = len_attr.and_then(|a| small_unsigned(b, a)) else {
        return DeletionKind::Keep;
    };
    let len_type = b.value_type(len);
    let len_loc = b.value_loc(len);
    let loc = b.op_loc(op);
    let value = memset.val(b);
    let volatile = memset.is_volatile_attr(b);
    let packed = LLVMStructType::dyn_cast(b, slot.elem_type).is_some_and(|s| s.is_packed(b));
    let dl = DataLayout::closest(b, op);
    let mut covered = 0u64;
    for i in 0..slot.subelement_types.len() {
        let index = i32_index(b.ctx(), i);
        let Some(&elem_type) = slot.subelement_types.get(&index) else {
            break;
        };
        let size = type_size(b, &dl, elem_type);
        if !packed {
            let align = dl.get_type_abi_alignment(b, elem_type);
            if align != 0 {
                covered = covered.div_ceil(align) * align;
            }
        }
        if covered >= memset_len {
            break;
        }
        if let Some(sub) = subslots.get(&index) {
            let new_size = (memset_len - covered).min(size);
            let size_attr = b.ctx().integer_attr(len_type, i128::from(new_size));
            let new_len = ConstantOp::build(b, len_loc, len_type, size_attr).res(b);
            MemsetOp::build(
                b, loc, sub.ptr, value, new_len, volatile, None, None, None, None,
            );
        }
        covered += size;
    }
    DeletionKind::Delete
}

// ---------------------------------------------------------------------------
// llvm.intr.memcpy, llvm.intr.memcpy.inline, llvm.intr.memmove
// ---------------------------------------------------------------------------

fn copy_loads_from(op: Operation, ctx: &Context, slot: &MemorySlot) -> bool {
    src(ctx, op) == slot.ptr
}

fn copy_stores_to(op: Operation, ctx: &Context, slot: &MemorySlot) -> bool {
    dst(ctx, op) == slot.ptr
}

/// `memcpyGetStored`: a load of the slot's type from the source.
fn copy_get_stored(
    op: Operation,
    slot: &MemorySlot,
    b: &mut OpBuilder<'_>,
    _reaching: Value,
) -> Value {
    let loc = b.op_loc(op);
    let source = src(b, op);
    LoadOp::build_from_type_addr(b, loc, slot.elem_type, source).res(b)
}

/// `memcpyCanUsesBeRemoved`: a non-volatile copy of the whole slot between
/// two different pointers.
fn copy_can_uses_be_removed(
    op: Operation,
    ctx: &Context,
    slot: &MemorySlot,
    _blocking: &[OpOperand],
    _new: &mut Vec<OpOperand>,
) -> bool {
    // A copy onto itself changes no memory: canonicalization's business.
    if dst(ctx, op) == src(ctx, op) || is_volatile(ctx, op) {
        return false;
    }
    let dl = DataLayout::closest(ctx, op);
    static_len(ctx, op) == Some(type_size(ctx, &dl, slot.elem_type))
}

/// `memcpyRemoveBlockingUses`: a copy out of the slot stores its value to
/// the destination.
fn copy_remove_blocking_uses(
    op: Operation,
    slot: &MemorySlot,
    _blocking: &[OpOperand],
    b: &mut OpBuilder<'_>,
    reaching: Value,
) -> DeletionKind {
    if copy_loads_from(op, b, slot) {
        let loc = b.op_loc(op);
        let target = dst(b, op);
        StoreOp::build_from_value_addr(b, loc, reaching, target);
    }
    DeletionKind::Delete
}

/// `memcpyCanRewire`: a non-volatile copy of the whole split slot, which
/// uses every field when it reads the slot.
fn copy_can_rewire(
    op: Operation,
    ctx: &mut Context,
    slot: &DestructurableMemorySlot,
    used: &mut SlotIndices,
    _must: &mut Vec<MemorySlot>,
) -> bool {
    if is_volatile(ctx, op) || !splits(ctx, slot.elem_type) || !all_indices_i32(ctx, slot) {
        return false;
    }
    let dl = DataLayout::closest(ctx, op);
    if static_len(ctx, op) != Some(type_size(ctx, &dl, slot.elem_type)) {
        return false;
    }
    if src(ctx, op) == slot.ptr {
        // Upstream takes the fields in the order of a hash map keyed by
        // pointers, which changes from run to run (so do the new allocas'
        // order and its output: `import.py` drops those cases); here they
        // come in index order.
        let mut indices: Vec<Attribute> = slot.subelement_types.keys().copied().collect();
        indices.sort_by_key(|&i| ctx.attr_as_int(i));
        for index in indices {
            used.insert(index);
        }
    }
    true
}

/// `createMemcpyLikeToReplace`: a copy like `op` of one `copied` from `src`
/// to `dst`.
fn copy_like(
    b: &mut OpBuilder<'_>,
    op: Operation,
    dst: Value,
    src: Value,
    copied: Type,
    dl: &DataLayout,
) {
    let loc = b.op_loc(op);
    let size = i128::from(type_size(b, dl, copied));
    let volatile = is_volatile(b, op);
    let volatile = b.ctx().bool_attr(volatile);
    if let Some(inline) = MemcpyInlineOp::cast(b, op) {
        let width = b.as_apint(inline.len_attr(b)).map_or(64, |v| v.width());
        let len_type = b.ctx().integer_type(width);
        let len = b.ctx().integer_attr(len_type, size);
        MemcpyInlineOp::build(b, loc, dst, src, len, volatile, None, None, None, None);
        return;
    }
    let len_type = b.value_type(b.operand(op, 2));
    let len_attr = b.ctx().integer_attr(len_type, size);
    let len = ConstantOp::build(b, loc, len_type, len_attr).res(b);
    if MemcpyOp::cast(b, op).is_some() {
        MemcpyOp::build(b, loc, dst, src, len, volatile, None, None, None, None);
    } else {
        MemmoveOp::build(b, loc, dst, src, len, volatile, None, None, None, None);
    }
}

/// `memcpyRewire`: one copy per used field, between its slot and a GEP to
/// the field in the other pointer.
fn copy_rewire(
    op: Operation,
    slot: &DestructurableMemorySlot,
    subslots: &HashMap<Attribute, MemorySlot>,
    b: &mut OpBuilder<'_>,
) -> DeletionKind {
    if subslots.is_empty() {
        return DeletionKind::Delete;
    }
    let is_dst = dst(b, op) == slot.ptr;
    let other = if is_dst { src(b, op) } else { dst(b, op) };
    let dl = DataLayout::closest(b, op);
    let loc = b.op_loc(op);
    let ptr_type = LLVMPointerType::get(b.ctx(), 0).to_type();
    for i in 0..slot.subelement_types.len() {
        let index = i32_index(b.ctx(), i);
        let Some(sub) = subslots.get(&index).copied() else {
            continue;
        };
        // Field indices are `i32` (`canRewire`), so `i` fits.
        let indices = [GEPArg::Constant(0), GEPArg::Constant(i as i32)];
        let in_other = GEPOp::build_from_result_type_elem_type_base_indices_inbounds(
            b,
            loc,
            ptr_type,
            slot.elem_type,
            other,
            &indices,
            false,
        )
        .res(b);
        let (to, from) = if is_dst {
            (sub.ptr, in_other)
        } else {
            (in_other, sub.ptr)
        };
        copy_like(b, op, to, from, sub.elem_type, &dl);
    }
    DeletionKind::Delete
}

// ---------------------------------------------------------------------------
// Lifetime and invariant markers, debug intrinsics
// ---------------------------------------------------------------------------

/// The markers and `dbg.declare` give up any use.
fn always(
    _op: Operation,
    _ctx: &Context,
    _blocking: &[OpOperand],
    _new: &mut Vec<OpOperand>,
) -> bool {
    true
}

/// `DbgValueOp::canUsesBeRemoved`: its one blocking use is the value.
fn dbg_value_can_uses_be_removed(
    op: Operation,
    ctx: &Context,
    blocking: &[OpOperand],
    _new: &mut Vec<OpOperand>,
) -> bool {
    let [u] = blocking else { return false };
    ctx.operand(u.op, u.index as usize) == DbgValueOp::from_operation_unchecked(op).value(ctx)
}

/// `DbgValueOp::removeBlockingUses`: an `llvm.mlir.undef` before the op
/// replaces the value, keeping the variable's description.
fn dbg_value_remove_blocking_uses(
    op: Operation,
    _blocking: &[OpOperand],
    b: &mut OpBuilder<'_>,
) -> DeletionKind {
    b.set_insertion_point_before(op);
    let value = DbgValueOp::from_operation_unchecked(op).value(b);
    let loc = b.value_loc(value);
    let t = b.value_type(value);
    let undef = UndefOp::build(b, loc, t).res(b);
    // Operand 0 is the value: the op was verified with it.
    let _ = b.ctx().set_operand(op, 0, undef);
    DeletionKind::Keep
}

fn requires_replaced_values(_op: Operation, _ctx: &Context) -> bool {
    true
}

/// An `llvm.intr.dbg.value` of `value` describing the variable of the
/// `dbg.declare` `declare`.
fn dbg_value_for(b: &mut OpBuilder<'_>, declare: DbgDeclareOp, value: Value) {
    let loc = b.op_loc(declare.operation());
    let var_info = declare.var_info_attr(b);
    let expr = declare.location_expr_attr(b);
    DbgValueOp::build(b, loc, value, var_info, expr);
}

/// `DbgDeclareOp::visitReplacedValues`: a `dbg.value` after each store of
/// the slot, of the value stored.
fn dbg_declare_visit_replaced_values(
    op: Operation,
    defs: &[(Operation, Value)],
    b: &mut OpBuilder<'_>,
) {
    let declare = DbgDeclareOp::from_operation_unchecked(op);
    for &(store, value) in defs {
        b.set_insertion_point_after(store);
        dbg_value_for(b, declare, value);
    }
}

/// `AllocaOp::handleBlockArgument`: a `dbg.value` of the new argument for
/// each `dbg.declare` of the alloca.
pub(crate) fn alloca_block_argument(
    op: Operation,
    _slot: &MemorySlot,
    arg: Value,
    b: &mut OpBuilder<'_>,
) {
    let users: Vec<Operation> = b
        .results(op)
        .iter()
        .flat_map(|&r| b.uses(r))
        .map(|u| u.op)
        .collect();
    for user in users {
        if let Some(declare) = DbgDeclareOp::cast(b, user) {
            dbg_value_for(b, declare, arg);
        }
    }
}

// ---------------------------------------------------------------------------
// The tables
// ---------------------------------------------------------------------------

static MEMSET_MEM: PromotableMemOpInterfaceVtable = PromotableMemOpInterfaceVtable {
    loads_from: never,
    stores_to: memset_stores_to,
    get_stored: memset_get_stored,
    can_uses_be_removed: memset_can_uses_be_removed,
    remove_blocking_uses: delete_mem_intr,
};

static COPY_MEM: PromotableMemOpInterfaceVtable = PromotableMemOpInterfaceVtable {
    loads_from: copy_loads_from,
    stores_to: copy_stores_to,
    get_stored: copy_get_stored,
    can_uses_be_removed: copy_can_uses_be_removed,
    remove_blocking_uses: copy_remove_blocking_uses,
};

static INTR_SAFE: SafeMemorySlotAccessOpInterfaceVtable = SafeMemorySlotAccessOpInterfaceVtable {
    ensure_only_safe_accesses: intr_safe,
};

static MEMSET_ACCESSOR: DestructurableAccessorOpInterfaceVtable =
    DestructurableAccessorOpInterfaceVtable {
        can_rewire: memset_can_rewire,
        rewire: memset_rewire,
    };

static COPY_ACCESSOR: DestructurableAccessorOpInterfaceVtable =
    DestructurableAccessorOpInterfaceVtable {
        can_rewire: copy_can_rewire,
        rewire: copy_rewire,
    };

static MARKER_PROMOTABLE: PromotableOpInterfaceVtable = PromotableOpInterfaceVtable {
    can_uses_be_removed: always,
    remove_blocking_uses: delete_op,
    requires_replaced_values: no_replaced_values,
    visit_replaced_values: ignore_replaced_values,
};

static DBG_DECLARE_PROMOTABLE: PromotableOpInterfaceVtable = PromotableOpInterfaceVtable {
    can_uses_be_removed: always,
    remove_blocking_uses: delete_op,
    requires_replaced_values,
    visit_replaced_values: dbg_declare_visit_replaced_values,
};

static DBG_VALUE_PROMOTABLE: PromotableOpInterfaceVtable = PromotableOpInterfaceVtable {
    can_uses_be_removed: dbg_value_can_uses_be_removed,
    remove_blocking_uses: dbg_value_remove_blocking_uses,
    requires_replaced_values: no_replaced_values,
    visit_replaced_values: ignore_replaced_values,
};

/// Attaches the intrinsics' memory-slot interfaces.
pub(crate) fn register(ctx: &mut Context) {
    let memset = MemsetOp::OPERATION_NAME;
    ctx.attach_op_interface::<PromotableMemOpInterfaceVtable>(memset, &MEMSET_MEM);
    ctx.attach_op_interface::<SafeMemorySlotAccessOpInterfaceVtable>(memset, &INTR_SAFE);
    ctx.attach_op_interface::<DestructurableAccessorOpInterfaceVtable>(memset, &MEMSET_ACCESSOR);
    for copy in [
        MemcpyOp::OPERATION_NAME,
        MemcpyInlineOp::OPERATION_NAME,
        MemmoveOp::OPERATION_NAME,
    ] {
        ctx.attach_op_interface::<PromotableMemOpInterfaceVtable>(copy, &COPY_MEM);
        ctx.attach_op_interface::<SafeMemorySlotAccessOpInterfaceVtable>(copy, &INTR_SAFE);
        ctx.attach_op_interface::<DestructurableAccessorOpInterfaceVtable>(copy, &COPY_ACCESSOR);
    }
    for marker in [
        LifetimeStartOp::OPERATION_NAME,
        LifetimeEndOp::OPERATION_NAME,
        InvariantStartOp::OPERATION_NAME,
        InvariantEndOp::OPERATION_NAME,
    ] {
        ctx.attach_op_interface::<PromotableOpInterfaceVtable>(marker, &MARKER_PROMOTABLE);
    }
    ctx.attach_op_interface::<PromotableOpInterfaceVtable>(
        DbgDeclareOp::OPERATION_NAME,
        &DBG_DECLARE_PROMOTABLE,
    );
    ctx.attach_op_interface::<PromotableOpInterfaceVtable>(
        DbgValueOp::OPERATION_NAME,
        &DBG_VALUE_PROMOTABLE,
    );
}

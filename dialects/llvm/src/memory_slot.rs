//! The memory-slot interfaces of the llvm ops and types (upstream's
//! `LLVMMemorySlot.cpp`), attached as external models when the dialect is
//! registered ([`register`]):
//!
//! * `llvm.alloca` in an entry block is a promotable slot (`mem2reg`; its
//!   default value an `llvm.mlir.undef`) and, of one element of a struct or
//!   array type, a destructurable one (`sroa`: one `llvm.alloca` per used
//!   field);
//! * `llvm.load` and `llvm.store` are the memory ops, reading or writing a
//!   slot through a type of another size as upstream 19 does (bit casts,
//!   `ptrtoint`/`inttoptr`, `addrspacecast`, truncations and masked
//!   insertions, big-endian layouts shifted), unless volatile; they are
//!   safe accesses within the slot's size and access field 0 of a split
//!   slot;
//! * `llvm.bitcast`, `llvm.addrspacecast` and an `llvm.getelementptr` of
//!   zero indices go away with their users; a GEP of constant indices is a
//!   safe access within the slot and reaches the field its byte offset
//!   falls in (rewired to an `i8` GEP into the field's slot);
//! * `!llvm.struct` and `!llvm.array` (of at most 16 elements) split into
//!   their fields, indexed by `i32` attributes.
//!
//! Sizes and alignments come from the data layout of the closest module
//! (`type_layout`). The intrinsics' models (`memset`, `memcpy`, `memmove`,
//! `lifetime`, `invariant`, `dbg.*`) are in `intrinsic_slot`.

use std::collections::HashMap;

use ir::apint::APInt;
use ir::interfaces::data_layout::DataLayout;
use ir::interfaces::{
    DeletionKind, DestructurableAccessorOpInterfaceVtable,
    DestructurableAllocationOpInterfaceVtable, DestructurableMemorySlot, DestructurableTypeRef,
    DestructurableTypeVtable, MemorySlot, PromotableAllocationOpInterfaceVtable,
    PromotableMemOpInterfaceVtable, PromotableOpInterfaceVtable,
    SafeMemorySlotAccessOpInterfaceVtable, SlotIndices,
};
use ir::rewrite::create_or_fold;
use ir::{
    Attribute, Context, Location, OpBuilder, OpOperand, Operation, Type, TypeData, TypeHandle,
    Value,
};

use crate::{
    AddrSpaceCastOp, AllocaOp, AndOp, BitcastOp, ConstantOp, GEPArg, GEPOp, IntToPtrOp,
    IntegerOverflowFlags, LLVMArrayType, LLVMFixedVectorType, LLVMPointerType,
    LLVMScalableVectorType, LLVMStructType, LShrOp, LoadOp, OrOp, PtrToIntOp, ShlOp, StoreOp,
    TruncOp, UndefOp, ZExtOp, GEP_DYNAMIC_INDEX,
};

/// The most elements an array may have to be split.
const MAX_ARRAY_SIZE_FOR_DESTRUCTURING: u64 = 16;
/// The bit width of a GEP's constant indices (`LLVM::kGEPConstantBitWidth`).
const GEP_CONSTANT_BIT_WIDTH: u32 = 29;

/// The size of `t` in bytes.
pub(crate) fn type_size(ctx: &Context, dl: &DataLayout, t: Type) -> u64 {
    dl.get_type_size(ctx, t).min
}

/// The size of `t` in bits.
fn type_bits(ctx: &Context, dl: &DataLayout, t: Type) -> u64 {
    dl.get_type_size_in_bits(ctx, t).min
}

fn is_ptr(ctx: &Context, t: Type) -> bool {
    LLVMPointerType::dyn_cast(ctx, t).is_some()
}

fn is_int(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { .. })
}

/// `isSupportedTypeForConversion`.
fn is_supported_for_conversion(ctx: &Context, t: Type) -> bool {
    if LLVMStructType::dyn_cast(ctx, t).is_some() || LLVMArrayType::dyn_cast(ctx, t).is_some() {
        return false;
    }
    if LLVMFixedVectorType::dyn_cast(ctx, t).is_some()
        || LLVMScalableVectorType::dyn_cast(ctx, t).is_some()
    {
        return false;
    }
    match ctx.type_data(t) {
        TypeData::Vector { scalable, .. } => !scalable.iter().any(|&s| s),
        _ => true,
    }
}

/// `areConversionCompatible`: whether `src` converts to `target` by casts
/// and truncations (`narrowing`) or insertions.
fn conversion_compatible(
    ctx: &Context,
    dl: &DataLayout,
    target: Type,
    src: Type,
    narrowing: bool,
) -> bool {
    if target == src {
        return true;
    }
    if !is_supported_for_conversion(ctx, target) || !is_supported_for_conversion(ctx, src) {
        return false;
    }
    let (target_size, src_size) = (type_size(ctx, dl, target), type_size(ctx, dl, src));
    if is_ptr(ctx, target) && is_ptr(ctx, src) {
        return target_size == src_size;
    }
    if narrowing {
        target_size <= src_size
    } else {
        target_size >= src_size
    }
}

/// Whether the layout is big-endian.
fn is_big_endian(ctx: &Context, dl: &DataLayout) -> bool {
    dl.get_endianness(ctx)
        .and_then(|a| ctx.attr_as_str(a))
        .is_some_and(|s| s == "big")
}

/// The single result of `op` folded if it folds (`createOrFold`).
fn fold_single(b: &mut OpBuilder<'_>, op: Operation) -> Value {
    create_or_fold(b, op)[0]
}

/// `castToSameSizedInt`.
fn cast_to_same_sized_int(
    b: &mut OpBuilder<'_>,
    loc: Location,
    val: Value,
    dl: &DataLayout,
) -> Value {
    let t = b.value_type(val);
    if is_int(b, t) {
        return val;
    }
    let bits = type_bits(b, dl, t) as u32;
    let int = b.ctx().integer_type(bits);
    let op = if is_ptr(b, t) {
        PtrToIntOp::build(b, loc, int, val).operation()
    } else {
        BitcastOp::build(b, loc, int, val).operation()
    };
    fold_single(b, op)
}

/// `castIntValueToSameSizedType`.
fn cast_int_to_same_sized(b: &mut OpBuilder<'_>, loc: Location, val: Value, target: Type) -> Value {
    if b.value_type(val) == target {
        return val;
    }
    let op = if is_ptr(b, target) {
        IntToPtrOp::build(b, loc, target, val).operation()
    } else {
        BitcastOp::build(b, loc, target, val).operation()
    };
    fold_single(b, op)
}

/// `castSameSizedTypes`.
fn cast_same_sized(
    b: &mut OpBuilder<'_>,
    loc: Location,
    src: Value,
    target: Type,
    dl: &DataLayout,
) -> Value {
    let src_type = b.value_type(src);
    if src_type == target {
        return src;
    }
    if is_ptr(b, target) && is_ptr(b, src_type) {
        let op = AddrSpaceCastOp::build(b, loc, target, src).operation();
        return fold_single(b, op);
    }
    let int = cast_to_same_sized_int(b, loc, src, dl);
    cast_int_to_same_sized(b, loc, int, target)
}

/// An `llvm.mlir.constant` of `value` (truncated to the type's width).
fn int_constant(b: &mut OpBuilder<'_>, loc: Location, t: Type, value: APInt) -> Value {
    let attr = b.ctx().apint_attr(t, value);
    ConstantOp::build(b, loc, t, attr).res(b)
}

/// `createExtractAndCast`: the first bits of `src` as a `target`.
fn extract_and_cast(
    b: &mut OpBuilder<'_>,
    loc: Location,
    src: Value,
    target: Type,
    dl: &DataLayout,
) -> Value {
    let src_type = b.value_type(src);
    let src_bits = type_bits(b, dl, src_type);
    let target_bits = type_bits(b, dl, target);
    if src_bits == target_bits {
        return cast_same_sized(b, loc, src, target, dl);
    }
    let mut replacement = cast_to_same_sized_int(b, loc, src, dl);
    if is_big_endian(b, dl) {
        // Upstream shifts the source value itself by a constant of its type.
        let width = type_bits(b, dl, src_type) as u32;
        let shift = int_constant(
            b,
            loc,
            src_type,
            APInt::from_i128(width, i128::from(src_bits - target_bits)),
        );
        let op = LShrOp::build_inferred(b, loc, src, shift).operation();
        replacement = fold_single(b, op);
    }
    let int = b.ctx().integer_type(target_bits as u32);
    let trunc = TruncOp::build(b, loc, int, replacement).res(b);
    cast_int_to_same_sized(b, loc, trunc, target)
}

/// `width` bits with the `low` least significant ones set.
fn low_ones(width: u64, low: u64) -> APInt {
    let mut words = vec![0u64; width.div_ceil(64) as usize];
    for bit in 0..low.min(width) {
        words[(bit / 64) as usize] |= 1 << (bit % 64);
    }
    APInt::from_words(width as u32, &words)
}

/// `createInsertAndCast`: `src`'s bits over the first bits of `def`.
fn insert_and_cast(
    b: &mut OpBuilder<'_>,
    loc: Location,
    src: Value,
    def: Value,
    dl: &DataLayout,
) -> Value {
    let def_type = b.value_type(def);
    let value_bits = type_bits(b, dl, b.value_type(src));
    let slot_bits = type_bits(b, dl, def_type);
    if slot_bits == value_bits {
        return cast_same_sized(b, loc, src, def_type, dl);
    }
    let def_int = cast_to_same_sized_int(b, loc, def, dl);
    let mut value_int = cast_to_same_sized_int(b, loc, src, dl);
    let int_type = b.value_type(def_int);
    let op = ZExtOp::build(b, loc, int_type, value_int).operation();
    value_int = fold_single(b, op);
    let difference = slot_bits - value_bits;
    let big = is_big_endian(b, dl);
    if big {
        let shift = int_constant(
            b,
            loc,
            int_type,
            APInt::from_i128(slot_bits as u32, i128::from(difference)),
        );
        let op =
            ShlOp::build_inferred(b, loc, value_int, shift, IntegerOverflowFlags::NONE).operation();
        value_int = fold_single(b, op);
    }
    let mask_value = if big {
        low_ones(slot_bits, difference)
    } else {
        // All ones but the stored value's bits.
        let low = low_ones(slot_bits, value_bits);
        let all = low_ones(slot_bits, slot_bits);
        let words: Vec<u64> = low
            .words()
            .iter()
            .zip(all.words())
            .map(|(l, a)| a & !l)
            .collect();
        APInt::from_words(slot_bits as u32, &words)
    };
    let mask = int_constant(b, loc, int_type, mask_value);
    let op = AndOp::build_inferred(b, loc, def_int, mask).operation();
    let masked = fold_single(b, op);
    let op = OrOp::build_inferred(b, loc, masked, value_int).operation();
    let combined = fold_single(b, op);
    cast_int_to_same_sized(b, loc, combined, def_type)
}

// ---------------------------------------------------------------------------
// llvm.alloca
// ---------------------------------------------------------------------------

/// `AllocaOp::getPromotableSlots`: the slot of an alloca in an entry block.
fn alloca_promotable_slots(op: Operation, ctx: &Context) -> Vec<MemorySlot> {
    let is_entry = ctx
        .op_parent_block(op)
        .is_some_and(|b| ctx.block_parent_region(b).and_then(|r| ctx.region_entry(r)) == Some(b));
    if !is_entry {
        return Vec::new();
    }
    let alloca = AllocaOp::from_operation_unchecked(op);
    vec![MemorySlot {
        ptr: alloca.res(ctx),
        elem_type: alloca.elem_type(ctx),
    }]
}

/// `AllocaOp::getDefaultValue`: an `llvm.mlir.undef`.
fn alloca_default_value(op: Operation, slot: &MemorySlot, b: &mut OpBuilder<'_>) -> Value {
    let loc = b.op_loc(op);
    UndefOp::build(b, loc, slot.elem_type).res(b)
}

/// `AllocaOp::handlePromotionComplete`: erases the unused default value and
/// the alloca.
fn alloca_promotion_complete(
    op: Operation,
    _slot: &MemorySlot,
    default: Value,
    b: &mut OpBuilder<'_>,
) -> Option<Operation> {
    ir::interfaces::erase_allocator_and_unused_default(b.ctx(), op, default);
    None
}

/// Whether `v` is a constant integer one (`m_One`).
fn is_constant_one(ctx: &Context, v: Value) -> bool {
    let Some(attr) = ctx.defining_op(v).and_then(|d| ctx.constant_value(d)) else {
        return false;
    };
    match ctx.attr_data(attr) {
        // An `i1` true is held sign-extended.
        ir::AttrData::Integer { value, ty } => {
            *value == 1 || (*value == -1 && ctx.is_integer(*ty, 1))
        }
        _ => false,
    }
}

/// `AllocaOp::getDestructurableSlots`: an alloca of one struct or array.
fn alloca_destructurable_slots(op: Operation, ctx: &mut Context) -> Vec<DestructurableMemorySlot> {
    let alloca = AllocaOp::from_operation_unchecked(op);
    if !is_constant_one(ctx, alloca.array_size(ctx)) {
        return Vec::new();
    }
    let elem_type = alloca.elem_type(ctx);
    let Some(iface) = DestructurableTypeRef::get(ctx, elem_type) else {
        return Vec::new();
    };
    let Some(subelement_types) = iface.get_subelement_index_map(ctx) else {
        return Vec::new();
    };
    vec![DestructurableMemorySlot {
        ptr: alloca.res(ctx),
        elem_type,
        subelement_types,
    }]
}

/// `AllocaOp::destructure`: one `llvm.alloca` per used index, right after
/// the op, in the order of `used`.
fn alloca_destructure(
    op: Operation,
    slot: &DestructurableMemorySlot,
    used: &SlotIndices,
    b: &mut OpBuilder<'_>,
    new_allocators: &mut Vec<Operation>,
) -> HashMap<Attribute, MemorySlot> {
    b.set_insertion_point_after(op);
    let loc = b.op_loc(op);
    let alloca = AllocaOp::from_operation_unchecked(op);
    let array_size = alloca.array_size(b);
    let ptr_type = LLVMPointerType::get(b.ctx(), 0).to_type();
    let mut slots = HashMap::new();
    for index in used.iter() {
        let Some(elem_type) = slot.subelement_types.get(&index).copied() else {
            continue;
        };
        let elem_attr = b.ctx().type_attr(elem_type);
        let sub = AllocaOp::build(b, loc, ptr_type, array_size, None, elem_attr, None);
        new_allocators.push(sub.operation());
        let ptr = sub.res(b);
        slots.insert(index, MemorySlot { ptr, elem_type });
    }
    slots
}

/// `AllocaOp::handleDestructuringComplete`: erases the op.
fn alloca_destructuring_complete(
    op: Operation,
    _slot: &DestructurableMemorySlot,
    b: &mut OpBuilder<'_>,
) -> Option<Operation> {
    let _ = b.ctx().erase_op(op);
    None
}

// ---------------------------------------------------------------------------
// llvm.load, llvm.store
// ---------------------------------------------------------------------------

/// What a load or store accesses: its address (operand `addr_pos`), the
/// type read or written, the stored value (`None` for a load) and whether
/// it is volatile.
struct Access {
    addr: Value,
    addr_pos: usize,
    ty: Type,
    stored: Option<Value>,
    volatile: bool,
}

/// The access of `op`, an `llvm.load` or an `llvm.store` (the ops these
/// models are attached to).
fn access(ctx: &Context, op: Operation) -> Access {
    match LoadOp::cast(ctx, op) {
        Some(load) => Access {
            addr: load.addr(ctx),
            addr_pos: 0,
            ty: ctx.value_type(load.res(ctx)),
            stored: None,
            volatile: load.volatile_(ctx),
        },
        None => {
            let store = StoreOp::from_operation_unchecked(op);
            let value = store.value(ctx);
            Access {
                addr: store.addr(ctx),
                addr_pos: 1,
                ty: ctx.value_type(value),
                stored: Some(value),
                volatile: store.volatile_(ctx),
            }
        }
    }
}

fn load_loads_from(op: Operation, ctx: &Context, slot: &MemorySlot) -> bool {
    LoadOp::from_operation_unchecked(op).addr(ctx) == slot.ptr
}

fn store_stores_to(op: Operation, ctx: &Context, slot: &MemorySlot) -> bool {
    StoreOp::from_operation_unchecked(op).addr(ctx) == slot.ptr
}

pub(crate) fn never(_op: Operation, _ctx: &Context, _slot: &MemorySlot) -> bool {
    false
}

/// `LoadOp::getStored`: upstream never calls it on a load (it stores to no
/// slot); the reaching definition stands.
fn load_get_stored(
    _op: Operation,
    _slot: &MemorySlot,
    _b: &mut OpBuilder<'_>,
    reaching: Value,
) -> Value {
    reaching
}

/// `StoreOp::getStored`: the stored value over the reaching definition.
fn store_get_stored(
    op: Operation,
    _slot: &MemorySlot,
    b: &mut OpBuilder<'_>,
    reaching: Value,
) -> Value {
    let dl = DataLayout::closest(b, op);
    let loc = b.op_loc(op);
    let value = StoreOp::from_operation_unchecked(op).value(b);
    insert_and_cast(b, loc, value, reaching, &dl)
}

/// `canUsesBeRemoved` of a load or store: the one blocking use is the slot
/// pointer as the address (not the stored value), the access converts to
/// or from the slot's type, and it is not volatile.
fn access_can_uses_be_removed(
    op: Operation,
    ctx: &Context,
    slot: &MemorySlot,
    blocking: &[OpOperand],
    _new: &mut Vec<OpOperand>,
) -> bool {
    let [u] = blocking else { return false };
    let a = access(ctx, op);
    let dl = DataLayout::closest(ctx, op);
    let compatible = match a.stored {
        None => conversion_compatible(ctx, &dl, a.ty, slot.elem_type, true),
        Some(_) => conversion_compatible(ctx, &dl, slot.elem_type, a.ty, false),
    };
    ctx.operand(u.op, u.index as usize) == slot.ptr
        && a.addr == slot.ptr
        && a.stored != Some(slot.ptr)
        && compatible
        && !a.volatile
}

/// `LoadOp::removeBlockingUses`: the loaded bits of the reaching
/// definition replace the result.
fn load_remove_blocking_uses(
    op: Operation,
    _slot: &MemorySlot,
    _blocking: &[OpOperand],
    b: &mut OpBuilder<'_>,
    reaching: Value,
) -> DeletionKind {
    let dl = DataLayout::closest(b, op);
    let loc = b.op_loc(op);
    let result = LoadOp::from_operation_unchecked(op).res(b);
    let result_type = b.value_type(result);
    let new = extract_and_cast(b, loc, reaching, result_type, &dl);
    b.ctx().replace_all_uses_with(result, new);
    DeletionKind::Delete
}

fn delete_mem_use(
    _op: Operation,
    _slot: &MemorySlot,
    _blocking: &[OpOperand],
    _b: &mut OpBuilder<'_>,
    _reaching: Value,
) -> DeletionKind {
    DeletionKind::Delete
}

/// `ensureOnlySafeAccesses` of a load or store: an access of the slot reads
/// or writes at most its size (`isValidAccessType`).
fn access_safe(
    op: Operation,
    ctx: &mut Context,
    slot: &MemorySlot,
    _must: &mut Vec<MemorySlot>,
) -> bool {
    let a = access(ctx, op);
    if a.addr != slot.ptr {
        return true;
    }
    let dl = DataLayout::closest(ctx, op);
    type_size(ctx, &dl, a.ty) <= type_size(ctx, &dl, slot.elem_type)
}

/// The `i32` index `value` among the fields of `slot`.
fn field_index(ctx: &Context, slot: &DestructurableMemorySlot, value: i64) -> Option<Attribute> {
    slot.subelement_types
        .keys()
        .copied()
        .find(|&k| ctx.is_integer(ctx.attr_type(k), 32) && ctx.attr_as_int(k) == Some(value))
}

/// `canRewire` of a load or store: not volatile, not storing the slot
/// pointer, and within field 0, which it then uses.
fn access_can_rewire(
    op: Operation,
    ctx: &mut Context,
    slot: &DestructurableMemorySlot,
    used: &mut SlotIndices,
    _must: &mut Vec<MemorySlot>,
) -> bool {
    let a = access(ctx, op);
    if a.volatile || a.stored == Some(slot.ptr) {
        return false;
    }
    let Some(index) = field_index(ctx, slot, 0) else {
        return false;
    };
    let subslot_type = slot.subelement_types[&index];
    let dl = DataLayout::closest(ctx, op);
    if type_size(ctx, &dl, a.ty) > type_size(ctx, &dl, subslot_type) {
        return false;
    }
    used.insert(index);
    true
}

/// `rewire` of a load or store: the address becomes field 0's slot.
fn access_rewire(
    op: Operation,
    slot: &DestructurableMemorySlot,
    subslots: &HashMap<Attribute, MemorySlot>,
    b: &mut OpBuilder<'_>,
) -> DeletionKind {
    let position = access(b, op).addr_pos;
    let sub = field_index(b, slot, 0)
        .and_then(|i| subslots.get(&i))
        .map(|s| s.ptr);
    if let Some(ptr) = sub {
        // The operand exists: the op was verified with it.
        let _ = b.ctx().set_operand(op, position, ptr);
    }
    DeletionKind::Keep
}

// ---------------------------------------------------------------------------
// Ops removed with their users: bitcast, addrspacecast, GEP of zeros
// ---------------------------------------------------------------------------

/// `forwardToUsers`: the op goes once all its results' uses go.
fn forward_to_users(ctx: &Context, op: Operation, new: &mut Vec<OpOperand>) -> bool {
    for r in ctx.results(op) {
        new.extend(ctx.uses(r));
    }
    true
}

fn cast_can_uses_be_removed(
    op: Operation,
    ctx: &Context,
    _blocking: &[OpOperand],
    new: &mut Vec<OpOperand>,
) -> bool {
    forward_to_users(ctx, op, new)
}

pub(crate) fn delete_op(
    _op: Operation,
    _blocking: &[OpOperand],
    _b: &mut OpBuilder<'_>,
) -> DeletionKind {
    DeletionKind::Delete
}

pub(crate) fn no_replaced_values(_op: Operation, _ctx: &Context) -> bool {
    false
}

pub(crate) fn ignore_replaced_values(
    _op: Operation,
    _defs: &[(Operation, Value)],
    _b: &mut OpBuilder<'_>,
) {
}

/// A GEP's indices, `None` if one is dynamic.
fn constant_indices(ctx: &Context, gep: GEPOp) -> Option<Vec<i64>> {
    gep.raw_constant_indices(ctx)
        .into_iter()
        .map(|i| (i != GEP_DYNAMIC_INDEX).then_some(i64::from(i)))
        .collect()
}

fn gep_can_uses_be_removed(
    op: Operation,
    ctx: &Context,
    _blocking: &[OpOperand],
    new: &mut Vec<OpOperand>,
) -> bool {
    let gep = GEPOp::from_operation_unchecked(op);
    let all_zero = constant_indices(ctx, gep).is_some_and(|ix| ix.iter().all(|&i| i == 0));
    all_zero && forward_to_users(ctx, op, new)
}

/// `gepToByteOffset`: the constant, non-negative byte offset of a GEP.
fn gep_byte_offset(ctx: &Context, dl: &DataLayout, gep: GEPOp) -> Option<u64> {
    let indices = constant_indices(ctx, gep)?;
    if indices.iter().any(|&i| i < 0) {
        return None;
    }
    let (&first, rest) = indices.split_first()?;
    let mut current = gep.elem_type(ctx);
    let mut offset = first as u64 * type_size(ctx, dl, current);
    let align_to = |v: u64, a: u64| if a == 0 { v } else { v.div_ceil(a) * a };
    for &index in rest {
        let index = index as u64;
        if let Some(array) = LLVMArrayType::dyn_cast(ctx, current) {
            let element = array.element_type(ctx);
            offset += index * type_size(ctx, dl, element);
            current = element;
        } else if let Some(st) = LLVMStructType::dyn_cast(ctx, current) {
            let body = st.body(ctx);
            let packed = st.is_packed(ctx);
            if index as usize >= body.len() {
                return None;
            }
            for &field in &body[..index as usize] {
                if !packed {
                    offset = align_to(offset, dl.get_type_abi_alignment(ctx, field));
                }
                offset += type_size(ctx, dl, field);
            }
            let field = body[index as usize];
            if !packed {
                offset = align_to(offset, dl.get_type_abi_alignment(ctx, field));
            }
            current = field;
        } else {
            return None;
        }
    }
    Some(offset)
}

/// `SubslotAccessInfo`: the field an access falls in and its offset in it.
struct SubslotAccess {
    index: u32,
    offset: u64,
}

/// `getSubslotAccessInfo`: `None` out of bounds or in padding.
fn subslot_access(
    ctx: &Context,
    dl: &DataLayout,
    slot: &DestructurableMemorySlot,
    gep: GEPOp,
) -> Option<SubslotAccess> {
    let offset = gep_byte_offset(ctx, dl, gep)?;
    let out_of_bounds = |index: u64| index >= (1u64 << GEP_CONSTANT_BIT_WIDTH);
    let ty = slot.elem_type;
    if offset >= type_size(ctx, dl, ty) {
        return None;
    }
    if let Some(array) = LLVMArrayType::dyn_cast(ctx, ty) {
        let elem_size = type_size(ctx, dl, array.element_type(ctx));
        let index = offset.checked_div(elem_size)?;
        if out_of_bounds(index) {
            return None;
        }
        return Some(SubslotAccess {
            index: index as u32,
            offset: offset - index * elem_size,
        });
    }
    let st = LLVMStructType::dyn_cast(ctx, ty)?;
    let packed = st.is_packed(ctx);
    let mut start = 0u64;
    for (index, elem) in st.body(ctx).into_iter().enumerate() {
        let elem_size = type_size(ctx, dl, elem);
        if !packed {
            let align = dl.get_type_abi_alignment(ctx, elem);
            if align != 0 {
                start = start.div_ceil(align) * align;
            }
            if offset < start {
                return None;
            }
        }
        if offset < start + elem_size {
            if out_of_bounds(index as u64) {
                return None;
            }
            return Some(SubslotAccess {
                index: index as u32,
                offset: offset - start,
            });
        }
        start += elem_size;
    }
    None
}

/// `getByteArrayType`: `!llvm.array<size x i8>`.
fn byte_array(ctx: &mut Context, size: u64) -> Type {
    let i8 = ctx.integer_type(8);
    LLVMArrayType::get(ctx, i8, size).to_type()
}

fn gep_safe(
    op: Operation,
    ctx: &mut Context,
    slot: &MemorySlot,
    must: &mut Vec<MemorySlot>,
) -> bool {
    let gep = GEPOp::from_operation_unchecked(op);
    if gep.base(ctx) != slot.ptr {
        return true;
    }
    let dl = DataLayout::closest(ctx, op);
    let Some(offset) = gep_byte_offset(ctx, &dl, gep) else {
        return false;
    };
    let slot_size = type_size(ctx, &dl, slot.elem_type);
    if offset >= slot_size {
        return false;
    }
    let ptr = gep.res(ctx);
    let elem_type = byte_array(ctx, slot_size - offset);
    must.push(MemorySlot { ptr, elem_type });
    true
}

fn gep_can_rewire(
    op: Operation,
    ctx: &mut Context,
    slot: &DestructurableMemorySlot,
    used: &mut SlotIndices,
    must: &mut Vec<MemorySlot>,
) -> bool {
    let gep = GEPOp::from_operation_unchecked(op);
    let base = gep.base(ctx);
    if !is_ptr(ctx, ctx.value_type(base)) || base != slot.ptr {
        return false;
    }
    let dl = DataLayout::closest(ctx, op);
    let Some(access) = subslot_access(ctx, &dl, slot, gep) else {
        return false;
    };
    let Some(index) = field_index(ctx, slot, i64::from(access.index)) else {
        return false;
    };
    used.insert(index);
    let subslot_type = slot.subelement_types[&index];
    let size = type_size(ctx, &dl, subslot_type);
    let ptr = gep.res(ctx);
    let elem_type = byte_array(ctx, size - access.offset);
    must.push(MemorySlot { ptr, elem_type });
    true
}

fn gep_rewire(
    op: Operation,
    slot: &DestructurableMemorySlot,
    subslots: &HashMap<Attribute, MemorySlot>,
    b: &mut OpBuilder<'_>,
) -> DeletionKind {
    let gep = GEPOp::from_operation_unchecked(op);
    let dl = DataLayout::closest(b, op);
    let Some(access) = subslot_access(b, &dl, slot, gep) else {
        return DeletionKind::Keep;
    };
    let Some(sub) = field_index(b, slot, i64::from(access.index)).and_then(|i| subslots.get(&i))
    else {
        return DeletionKind::Keep;
    };
    let new_base = sub.ptr;
    let loc = b.op_loc(op);
    let result = gep.res(b);
    let result_type = b.value_type(result);
    let inbounds = gep.inbounds(b);
    let i8 = b.ctx().integer_type(8);
    // Offsets below 2^29 bytes: `subslot_access` checked the index, and an
    // offset within a field is smaller than the slot.
    let offset = GEPArg::Constant(access.offset as i32);
    let new = GEPOp::build_from_result_type_elem_type_base_indices_inbounds(
        b,
        loc,
        result_type,
        i8,
        new_base,
        &[offset],
        inbounds,
    );
    let new_ptr = fold_single(b, new.operation());
    b.ctx().replace_all_uses_with(result, new_ptr);
    DeletionKind::Delete
}

// ---------------------------------------------------------------------------
// Destructurable types
// ---------------------------------------------------------------------------

/// The `i32` attributes `0..n` with the type at each.
fn indexed(ctx: &mut Context, types: impl Iterator<Item = Type>) -> HashMap<Attribute, Type> {
    let i32 = ctx.integer_type(32);
    types
        .enumerate()
        .map(|(i, t)| (ctx.integer_attr(i32, i as i128), t))
        .collect()
}

/// The value of an `i32` index attribute.
fn i32_index(ctx: &Context, index: Attribute) -> Option<i64> {
    if !ctx.is_integer(ctx.attr_type(index), 32) {
        return None;
    }
    ctx.attr_as_int(index)
}

fn struct_subelements(t: Type, ctx: &mut Context) -> Option<HashMap<Attribute, Type>> {
    let body = LLVMStructType::from_type_unchecked(t).body(ctx);
    Some(indexed(ctx, body.into_iter()))
}

fn struct_type_at(t: Type, ctx: &Context, index: Attribute) -> Option<Type> {
    let i = i32_index(ctx, index)?;
    let body = LLVMStructType::from_type_unchecked(t).body(ctx);
    usize::try_from(i).ok().and_then(|i| body.get(i).copied())
}

fn array_subelements(t: Type, ctx: &mut Context) -> Option<HashMap<Attribute, Type>> {
    let array = LLVMArrayType::from_type_unchecked(t);
    let n = array.num_elements(ctx);
    if n > MAX_ARRAY_SIZE_FOR_DESTRUCTURING {
        return None;
    }
    let element = array.element_type(ctx);
    Some(indexed(ctx, (0..n).map(|_| element)))
}

fn array_type_at(t: Type, ctx: &Context, index: Attribute) -> Option<Type> {
    let i = i32_index(ctx, index)?;
    let array = LLVMArrayType::from_type_unchecked(t);
    (i >= 0 && (i as u64) < array.num_elements(ctx)).then(|| array.element_type(ctx))
}

static STRUCT_DESTRUCTURABLE: DestructurableTypeVtable = DestructurableTypeVtable {
    get_subelement_index_map: struct_subelements,
    get_type_at_index: struct_type_at,
};

static ARRAY_DESTRUCTURABLE: DestructurableTypeVtable = DestructurableTypeVtable {
    get_subelement_index_map: array_subelements,
    get_type_at_index: array_type_at,
};

// ---------------------------------------------------------------------------
// The tables
// ---------------------------------------------------------------------------

static ALLOCA_PROMOTABLE: PromotableAllocationOpInterfaceVtable =
    PromotableAllocationOpInterfaceVtable {
        get_promotable_slots: alloca_promotable_slots,
        get_default_value: alloca_default_value,
        handle_block_argument: crate::intrinsic_slot::alloca_block_argument,
        handle_promotion_complete: alloca_promotion_complete,
    };

static ALLOCA_DESTRUCTURABLE: DestructurableAllocationOpInterfaceVtable =
    DestructurableAllocationOpInterfaceVtable {
        get_destructurable_slots: alloca_destructurable_slots,
        destructure: alloca_destructure,
        handle_destructuring_complete: alloca_destructuring_complete,
    };

static LOAD_MEM: PromotableMemOpInterfaceVtable = PromotableMemOpInterfaceVtable {
    loads_from: load_loads_from,
    stores_to: never,
    get_stored: load_get_stored,
    can_uses_be_removed: access_can_uses_be_removed,
    remove_blocking_uses: load_remove_blocking_uses,
};

static STORE_MEM: PromotableMemOpInterfaceVtable = PromotableMemOpInterfaceVtable {
    loads_from: never,
    stores_to: store_stores_to,
    get_stored: store_get_stored,
    can_uses_be_removed: access_can_uses_be_removed,
    remove_blocking_uses: delete_mem_use,
};

static ACCESS_SAFE: SafeMemorySlotAccessOpInterfaceVtable = SafeMemorySlotAccessOpInterfaceVtable {
    ensure_only_safe_accesses: access_safe,
};

static GEP_SAFE: SafeMemorySlotAccessOpInterfaceVtable = SafeMemorySlotAccessOpInterfaceVtable {
    ensure_only_safe_accesses: gep_safe,
};

static ACCESS_ACCESSOR: DestructurableAccessorOpInterfaceVtable =
    DestructurableAccessorOpInterfaceVtable {
        can_rewire: access_can_rewire,
        rewire: access_rewire,
    };

static GEP_ACCESSOR: DestructurableAccessorOpInterfaceVtable =
    DestructurableAccessorOpInterfaceVtable {
        can_rewire: gep_can_rewire,
        rewire: gep_rewire,
    };

static CAST_PROMOTABLE: PromotableOpInterfaceVtable = PromotableOpInterfaceVtable {
    can_uses_be_removed: cast_can_uses_be_removed,
    remove_blocking_uses: delete_op,
    requires_replaced_values: no_replaced_values,
    visit_replaced_values: ignore_replaced_values,
};

static GEP_PROMOTABLE: PromotableOpInterfaceVtable = PromotableOpInterfaceVtable {
    can_uses_be_removed: gep_can_uses_be_removed,
    remove_blocking_uses: delete_op,
    requires_replaced_values: no_replaced_values,
    visit_replaced_values: ignore_replaced_values,
};

/// Attaches the memory-slot interfaces to the llvm ops and to the struct
/// and array types (upstream declares them on the ops and types; here they
/// are external models, as the `.td`'s declarations are dropped).
pub(crate) fn register(ctx: &mut Context) {
    let alloca = AllocaOp::OPERATION_NAME;
    ctx.attach_op_interface::<PromotableAllocationOpInterfaceVtable>(alloca, &ALLOCA_PROMOTABLE);
    ctx.attach_op_interface::<DestructurableAllocationOpInterfaceVtable>(
        alloca,
        &ALLOCA_DESTRUCTURABLE,
    );
    let load = LoadOp::OPERATION_NAME;
    ctx.attach_op_interface::<PromotableMemOpInterfaceVtable>(load, &LOAD_MEM);
    ctx.attach_op_interface::<SafeMemorySlotAccessOpInterfaceVtable>(load, &ACCESS_SAFE);
    ctx.attach_op_interface::<DestructurableAccessorOpInterfaceVtable>(load, &ACCESS_ACCESSOR);
    let store = StoreOp::OPERATION_NAME;
    ctx.attach_op_interface::<PromotableMemOpInterfaceVtable>(store, &STORE_MEM);
    ctx.attach_op_interface::<SafeMemorySlotAccessOpInterfaceVtable>(store, &ACCESS_SAFE);
    ctx.attach_op_interface::<DestructurableAccessorOpInterfaceVtable>(store, &ACCESS_ACCESSOR);
    for cast in [BitcastOp::OPERATION_NAME, AddrSpaceCastOp::OPERATION_NAME] {
        ctx.attach_op_interface::<PromotableOpInterfaceVtable>(cast, &CAST_PROMOTABLE);
    }
    let gep = GEPOp::OPERATION_NAME;
    ctx.attach_op_interface::<PromotableOpInterfaceVtable>(gep, &GEP_PROMOTABLE);
    ctx.attach_op_interface::<SafeMemorySlotAccessOpInterfaceVtable>(gep, &GEP_SAFE);
    ctx.attach_op_interface::<DestructurableAccessorOpInterfaceVtable>(gep, &GEP_ACCESSOR);
    crate::intrinsic_slot::register(ctx);

    let i8 = ctx.integer_type(8);
    let array = LLVMArrayType::get(ctx, i8, 1).to_type();
    let st = LLVMStructType::get_literal(ctx, &[], false).to_type();
    for (t, vtable) in [(st, &STRUCT_DESTRUCTURABLE), (array, &ARRAY_DESTRUCTURABLE)] {
        if let Some(def) = ctx.dialect_type_definition(t) {
            ctx.attach_type_interface::<DestructurableTypeVtable>(def, vtable);
        }
    }
}

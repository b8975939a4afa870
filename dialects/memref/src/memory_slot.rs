//! The memory-slot interfaces of the memref ops (upstream's
//! `MemRefMemorySlot.cpp`): `memref.alloca` of one element is a
//! promotable slot (`mem2reg`) and a small static one a destructurable
//! slot (`sroa`); `memref.load` and `memref.store` are the memory ops and
//! the field accessors; `MemRefType` splits into its elements through an
//! external model of `DestructurableTypeInterface`
//! ([`register_memory_slot_external_models`]).

use std::collections::HashMap;

use crate::*;
use ir::interfaces::{
    attach_builtin_destructurable, DeletionKind, DestructurableMemorySlot, DestructurableTypeRef,
    DestructurableTypeVtable, MemorySlot, SlotIndices,
};
use ir::{Attribute, Context, OpBuilder, OpOperand, Operation, Type, TypeKind, Value, DYNAMIC};

/// The most elements a memref may have to be split.
const MAX_MEMREF_SIZE_FOR_DESTRUCTURING: i64 = 16;

/// The static shape of a memref type, if it has one.
fn static_shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    if !ctx.is_memref(t) {
        return None;
    }
    let shape = ctx.shape(t)?.to_vec();
    (!shape.contains(&DYNAMIC)).then_some(shape)
}

/// `isSupportedElementType`: a memref, or a type `getZeroAttr` has a zero of
/// (a dense zero of integers wider than 128 bits is left out: the runtime's
/// dense elements hold at most 128).
fn is_supported_element_type(ctx: &Context, t: Type) -> bool {
    let scalar = |t: Type| ctx.is_any_integer(t) || ctx.is_index(t) || ctx.is_float(t);
    let element = ctx.element_type_or_self(t);
    ctx.is_memref(t)
        || scalar(t)
        || ((ctx.is_ranked_tensor(t) || ctx.is_vector(t))
            && scalar(element)
            && (ctx.is_float(element) || arith::fold::int_width(ctx, element).is_some()))
}

/// `AllocaOp::getPromotableSlots`: the one element of a static memref.
pub(crate) fn promotable_slots(op: AllocaOp, ctx: &Context) -> Vec<MemorySlot> {
    let ptr = op.memref(ctx);
    let ty = ctx.value_type(ptr);
    let elem_type = ctx.element_type_or_self(ty);
    if !is_supported_element_type(ctx, elem_type) {
        return Vec::new();
    }
    match static_shape(ctx, ty) {
        Some(shape) if shape.iter().product::<i64>() == 1 => vec![MemorySlot { ptr, elem_type }],
        _ => Vec::new(),
    }
}

/// `AllocaOp::getDefaultValue`: a new `memref.alloca` for a memref, else
/// an `arith.constant` zero.
pub(crate) fn default_value(op: AllocaOp, slot: &MemorySlot, b: &mut OpBuilder<'_>) -> Value {
    let loc = b.ctx().op_loc(op.operation());
    let t = slot.elem_type;
    if b.ctx().is_memref(t) {
        return AllocaOp::build(b, loc, t, &[], &[], None).memref(b);
    }
    // `promotable_slots` only offers types with a zero; a scalar integer
    // wider than `zero_attr` reads is zero all the same.
    let zero = match arith::fold::zero_attr(b.ctx(), t) {
        Some(zero) => zero,
        None => b.ctx().integer_attr(t, 0),
    };
    arith::ConstantOp::build(b, loc, t, zero).result(b)
}

/// `AllocaOp::handlePromotionComplete`: erases the unused default value and
/// the alloca.
pub(crate) fn promotion_complete(
    op: AllocaOp,
    default: Value,
    b: &mut OpBuilder<'_>,
) -> Option<Operation> {
    ir::interfaces::erase_allocator_and_unused_default(b.ctx(), op.operation(), default);
    None
}

/// `AllocaOp::getDestructurableSlots`.
pub(crate) fn destructurable_slots(
    op: AllocaOp,
    ctx: &mut Context,
) -> Vec<DestructurableMemorySlot> {
    let ptr = op.memref(ctx);
    let ty = ctx.value_type(ptr);
    let Some(iface) = DestructurableTypeRef::get(ctx, ty) else {
        return Vec::new();
    };
    let Some(subelement_types) = iface.get_subelement_index_map(ctx) else {
        return Vec::new();
    };
    vec![DestructurableMemorySlot {
        ptr,
        elem_type: ty,
        subelement_types,
    }]
}

/// `AllocaOp::destructure`: one `memref.alloca` of rank 0 per used index,
/// right after the op, in the order of `used`.
pub(crate) fn destructure(
    op: AllocaOp,
    used: &SlotIndices,
    b: &mut OpBuilder<'_>,
    new_allocators: &mut Vec<Operation>,
) -> HashMap<Attribute, MemorySlot> {
    b.set_insertion_point_after(op.operation());
    let loc = b.ctx().op_loc(op.operation());
    let memref = op.memref(b.ctx());
    let ty = b.ctx().value_type(memref);
    let mut slots = HashMap::new();
    for index in used.iter() {
        let Some(elem_type) = memref_type_at_index(ty, b.ctx(), index) else {
            continue;
        };
        let ptr_type = b.ctx().memref_type(&[], elem_type);
        let sub = AllocaOp::build(b, loc, ptr_type, &[], &[], None);
        new_allocators.push(sub.operation());
        let ptr = sub.memref(b.ctx());
        slots.insert(index, MemorySlot { ptr, elem_type });
    }
    slots
}

/// `AllocaOp::handleDestructuringComplete`: erases the op.
pub(crate) fn destructuring_complete(op: AllocaOp, b: &mut OpBuilder<'_>) -> Option<Operation> {
    let _ = b.ctx().erase_op(op.operation());
    None
}

/// The value an operand holds.
fn used_value(ctx: &Context, u: OpOperand) -> Value {
    ctx.operand(u.op, u.index as usize)
}

/// `canUsesBeRemoved` of a load (`value` is `None`) or a store of `value`:
/// the one blocking use is the slot pointer, accessed with its type.
pub(crate) fn can_uses_be_removed(
    ctx: &Context,
    slot: &MemorySlot,
    memref: Value,
    accessed: Value,
    stored: bool,
    blocking: &[OpOperand],
) -> bool {
    let [u] = blocking else { return false };
    used_value(ctx, *u) == slot.ptr
        && memref == slot.ptr
        && !(stored && accessed == slot.ptr)
        && ctx.value_type(accessed) == slot.elem_type
}

/// The constant coordinates `indices` give into `memref`, if all are in
/// bounds (`getAttributeIndexFromIndexOperands` before it builds the array).
fn constant_coords(ctx: &Context, indices: &[Value], memref: Value) -> Option<Vec<Attribute>> {
    let shape = ctx.shape(ctx.value_type(memref))?;
    let mut coords = Vec::new();
    for (&coord, &dim) in indices.iter().zip(shape) {
        let def = ctx.defining_op(coord)?;
        let attr = ctx.constant_value(def)?;
        let value = ctx.attr_as_int(attr)?;
        // `tryZExtValue`: a negative coordinate is out of bounds.
        if value < 0 || value >= dim {
            return None;
        }
        coords.push(attr);
    }
    Some(coords)
}

/// `getAttributeIndexFromIndexOperands`: the constant in-bounds indices as
/// an array attribute.
fn index_attr(ctx: &mut Context, indices: &[Value], memref: Value) -> Option<Attribute> {
    let coords = constant_coords(ctx, indices, memref)?;
    Some(ctx.array_attr(&coords))
}

/// `canRewire` of a load (`stored` is `None`) or a store.
pub(crate) fn can_rewire(
    ctx: &Context,
    slot: &DestructurableMemorySlot,
    memref: Value,
    indices: &[Value],
    stored: Option<Value>,
    used: &mut SlotIndices,
) -> bool {
    if slot.ptr != memref || stored == Some(slot.ptr) {
        return false;
    }
    // Interning the index needs a mutable context: find it among the
    // slot's fields, which hold every in-bounds index of a split memref.
    let Some(index) = find_index(ctx, indices, memref, slot) else {
        return false;
    };
    if stored.is_some() && !slot.subelement_types.contains_key(&index) {
        return false;
    }
    used.insert(index);
    true
}

/// The field of `slot` the constant `indices` name, if in bounds.
fn find_index(
    ctx: &Context,
    indices: &[Value],
    memref: Value,
    slot: &DestructurableMemorySlot,
) -> Option<Attribute> {
    let coords = constant_coords(ctx, indices, memref)?;
    slot.subelement_types
        .keys()
        .copied()
        .find(|&k| ctx.as_array(k) == Some(coords.as_slice()))
}

/// `rewire` of a load or store: the subslot's pointer, no indices.
pub(crate) fn rewire(
    op: Operation,
    memref_position: usize,
    subslots: &HashMap<Attribute, MemorySlot>,
    b: &mut OpBuilder<'_>,
) -> DeletionKind {
    let ctx = b.ctx();
    let operands = ctx.operands(op);
    let memref = operands[memref_position];
    let indices = operands[memref_position + 1..].to_vec();
    let Some(index) = index_attr(ctx, &indices, memref) else {
        return DeletionKind::Keep;
    };
    if let Some(sub) = subslots.get(&index) {
        let mut new = operands[..memref_position].to_vec();
        new.push(sub.ptr);
        // The operand count is the op's own plus the rank, as verified.
        let _ = ctx.set_operands(op, &new);
    }
    DeletionKind::Keep
}

/// `MemRefDestructurableTypeExternalModel::getSubelementIndexMap`.
fn memref_subelement_index_map(t: Type, ctx: &mut Context) -> Option<HashMap<Attribute, Type>> {
    let shape = static_shape(ctx, t)?;
    let count: i64 = shape.iter().product();
    if count > MAX_MEMREF_SIZE_FOR_DESTRUCTURING || count == 1 {
        return None;
    }
    let elem = ctx.element_type_or_self(t);
    let mut out = HashMap::new();
    let mut index = vec![0i64; shape.len()];
    loop {
        let coords: Vec<Attribute> = index.iter().map(|&i| ctx.index_attr(i)).collect();
        let attr = ctx.array_attr(&coords);
        out.insert(attr, elem);
        // `nextIndex`: the first dimension varies fastest.
        let mut done = true;
        for (i, &dim) in index.iter_mut().zip(&shape) {
            *i += 1;
            if *i < dim {
                done = false;
                break;
            }
            *i = 0;
        }
        if done {
            break;
        }
    }
    Some(out)
}

/// `MemRefDestructurableTypeExternalModel::getTypeAtIndex`.
fn memref_type_at_index(t: Type, ctx: &Context, index: Attribute) -> Option<Type> {
    let shape = ctx.shape(t)?;
    let coords = ctx.as_array(index)?;
    if coords.len() != shape.len() {
        return None;
    }
    for (&c, &dim) in coords.iter().zip(shape) {
        if !ctx.is_index(ctx.attr_type(c)) {
            return None;
        }
        let v = ctx.attr_as_int(c)?;
        if v < 0 || v >= dim {
            return None;
        }
    }
    Some(ctx.element_type_or_self(t))
}

static MEMREF_DESTRUCTURABLE: DestructurableTypeVtable = DestructurableTypeVtable {
    get_subelement_index_map: memref_subelement_index_map,
    get_type_at_index: memref_type_at_index,
};

/// Attaches the memref dialect's external model of
/// `DestructurableTypeInterface` to the builtin memref types
/// (`memref::registerMemorySlotExternalModels`).
pub fn register_memory_slot_external_models(ctx: &mut Context) {
    attach_builtin_destructurable(ctx, TypeKind::MemRef, &MEMREF_DESTRUCTURABLE);
}

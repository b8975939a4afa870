//! What the memory-slot interfaces exchange (MLIR's
//! `Interfaces/MemorySlotInterfaces.h`): [`MemorySlot`],
//! [`DestructurableMemorySlot`], [`DeletionKind`], [`SlotIndices`], and the
//! type interface [`DestructurableType`] (`DestructurableTypeInterface`)
//! with its table and view. The op interfaces themselves are generated
//! (`PromotableAllocationOpInterface`, ...); `mem2reg` and `sroa` use them.
//!
//! A builtin type takes the type interface from an external model, as
//! upstream's `MemRefType::attachInterface`: [`attach_builtin_destructurable`]
//! registers a table for one kind of builtin type on the context.

use std::collections::HashMap;

use crate::core::attrs::Attribute;
use crate::core::context::Context;
use crate::core::storage::{OpId, Value};
use crate::core::types::{Type, TypeKind};

/// A location in memory holding one value of `elem_type`, reached through
/// the pointer `ptr`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct MemorySlot {
    /// The pointer to the slot.
    pub ptr: Value,
    /// The type of what the slot holds.
    pub elem_type: Type,
}

/// A memory slot holding an aggregate that can be split: the types of its
/// fields by index.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DestructurableMemorySlot {
    /// The pointer to the slot.
    pub ptr: Value,
    /// The type of what the slot holds.
    pub elem_type: Type,
    /// The fields' types by index.
    pub subelement_types: HashMap<Attribute, Type>,
}

impl DestructurableMemorySlot {
    /// The slot itself.
    pub fn slot(&self) -> MemorySlot {
        MemorySlot {
            ptr: self.ptr,
            elem_type: self.elem_type,
        }
    }
}

/// What an allocator does once its slot is promoted (upstream's
/// `handlePromotionComplete` of `memref.alloca` and `llvm.alloca`): erases
/// the op defining `default` if it went unused, then the allocator.
pub fn erase_allocator_and_unused_default(ctx: &mut Context, allocator: OpId, default: Value) {
    if !ctx.has_uses(default) {
        if let Some(def) = ctx.defining_op(default) {
            // An op whose results are unused always erases.
            let _ = ctx.erase_op(def);
        }
    }
    // The allocator's uses are gone with the slot's promotion.
    let _ = ctx.erase_op(allocator);
}

/// Whether an op that gave up a use of a slot is to be erased.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DeletionKind {
    /// Keep the op.
    Keep,
    /// Erase the op.
    Delete,
}

/// A set of field indices, iterated in insertion order (upstream's
/// `SmallPtrSet<Attribute, 8>`, whose order is that while it is small).
#[derive(Clone, Default, PartialEq, Eq, Debug)]
pub struct SlotIndices {
    items: Vec<Attribute>,
}

impl SlotIndices {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }
    /// Adds `index`; whether it was not there yet.
    pub fn insert(&mut self, index: Attribute) -> bool {
        if self.items.contains(&index) {
            return false;
        }
        self.items.push(index);
        true
    }
    /// Whether `index` is in the set.
    pub fn contains(&self, index: Attribute) -> bool {
        self.items.contains(&index)
    }
    /// The number of indices.
    pub fn len(&self) -> usize {
        self.items.len()
    }
    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
    /// The indices, in insertion order.
    pub fn iter(&self) -> impl Iterator<Item = Attribute> + '_ {
        self.items.iter().copied()
    }
}

/// MLIR's `DestructurableTypeInterface`: a type whose values split into
/// fields indexed by attributes.
pub trait DestructurableType: Copy {
    /// The fields' types by index, or `None` if the type cannot be split.
    fn get_subelement_index_map(self, ctx: &mut Context) -> Option<HashMap<Attribute, Type>>;
    /// The type at `index`, if one can be computed.
    fn get_type_at_index(self, ctx: &Context, index: Attribute) -> Option<Type>;
}

/// [`DestructurableType`] as functions of the opaque type (registered with
/// a dialect type's definition, or attached to a builtin type).
#[derive(Clone, Copy, Debug)]
#[allow(clippy::type_complexity)]
pub struct DestructurableTypeVtable {
    /// [`DestructurableType::get_subelement_index_map`].
    pub get_subelement_index_map: fn(Type, &mut Context) -> Option<HashMap<Attribute, Type>>,
    /// [`DestructurableType::get_type_at_index`].
    pub get_type_at_index: fn(Type, &Context, Attribute) -> Option<Type>,
}

/// The dialect-interface key of the external model of builtin types of
/// `kind`.
fn builtin_key(kind: TypeKind) -> String {
    format!("builtin type {kind:?}")
}

/// Attaches `vtable` as the [`DestructurableType`] implementation of every
/// builtin type of `kind` (upstream's external models, e.g. the memref
/// dialect's for `MemRefType`).
pub fn attach_builtin_destructurable(
    ctx: &mut Context,
    kind: TypeKind,
    vtable: &'static DestructurableTypeVtable,
) {
    ctx.add_dialect_interface::<DestructurableTypeVtable>(&builtin_key(kind), vtable);
}

/// A type seen through [`DestructurableType`].
#[derive(Clone, Copy, Debug)]
pub struct DestructurableTypeRef {
    value: Type,
    vtable: &'static DestructurableTypeVtable,
}

impl DestructurableTypeRef {
    /// `value` through [`DestructurableType`], if its definition implements
    /// it or an external model is attached to its builtin kind.
    pub fn get(ctx: &Context, value: Type) -> Option<Self> {
        let vtable = match ctx.type_kind(value) {
            TypeKind::Dialect => ctx.type_interface::<DestructurableTypeVtable>(value)?,
            kind => ctx.dialect_interface::<DestructurableTypeVtable>(&builtin_key(kind))?,
        };
        Some(DestructurableTypeRef { value, vtable })
    }
    /// The type.
    pub fn value(self) -> Type {
        self.value
    }
    /// [`DestructurableType::get_subelement_index_map`].
    pub fn get_subelement_index_map(self, ctx: &mut Context) -> Option<HashMap<Attribute, Type>> {
        (self.vtable.get_subelement_index_map)(self.value, ctx)
    }
    /// [`DestructurableType::get_type_at_index`].
    pub fn get_type_at_index(self, ctx: &Context, index: Attribute) -> Option<Type> {
        (self.vtable.get_type_at_index)(self.value, ctx, index)
    }
}

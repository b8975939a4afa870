//! The data layout of a scope (upstream `mlir::DataLayout`) and the
//! default answers for builtin types (upstream's `mlir::detail` functions
//! in `DataLayoutInterfaces.cpp`).
//!
//! A [`DataLayout`] is built for the closest ancestor of an op that is a
//! `builtin.module` or implements `DataLayoutOpInterface`
//! ([`DataLayout::closest`]); it combines the specifications of that scope
//! and of its enclosing scopes, and caches its answers. It stays valid as
//! long as those specifications do not change.
//!
//! Where upstream stops the process (`report_fatal_error`: a type that
//! neither the scope nor the type's class gives a layout), the queries
//! answer 0 and [`DataLayout::missing_layout`] names the type, so that a
//! caller can report it.

use super::{
    bucket_entries_ordered, entry_key, entry_value, referenced_dialect, DataLayoutEntryKey,
    DataLayoutSpecInterfaceRef, DataLayoutTypeInterfaceRef, SpecIdentifier,
    TargetDeviceSpecInterfaceRef, TargetSystemSpecInterfaceRef, TypeClassId, TypeSize,
};
use crate::core::attrs::{AttrKind, Attribute};
use crate::core::context::Context;
use crate::core::storage::OpId;
use crate::core::types::{Signedness, Type, TypeData};
use crate::core::vocab::TypeLookup;
use crate::interfaces::DataLayoutOpInterfaceRef;
use std::cell::{Cell, RefCell};
use std::collections::HashMap;

/// The data layout of a scope: answers size, alignment and other layout
/// queries from the combined specifications of the scope and its
/// ancestors, through the scope's `DataLayoutOpInterface` (or the defaults
/// for `builtin.module` and for no scope at all).
#[derive(Debug, Default)]
pub struct DataLayout {
    /// The combined entries of the scope, and the specification whose
    /// identifiers they use (`None`: no specification anywhere).
    layout: Option<(DataLayoutSpecInterfaceRef, Vec<Attribute>)>,
    /// The target system specification of the scope's module.
    target_system: Option<TargetSystemSpecInterfaceRef>,
    /// The scope, when it implements `DataLayoutOpInterface`.
    scope: Option<DataLayoutOpInterfaceRef>,
    sizes: RefCell<HashMap<Type, TypeSize>>,
    bit_sizes: RefCell<HashMap<Type, TypeSize>>,
    abi_alignments: RefCell<HashMap<Type, u64>>,
    preferred_alignments: RefCell<HashMap<Type, u64>>,
    index_bitwidths: RefCell<HashMap<Type, Option<u64>>>,
    identifiers: RefCell<HashMap<u8, Option<Attribute>>>,
    stack_alignment: Cell<Option<u64>>,
    missing: Cell<Option<Type>>,
}

/// Whether `op` is a `builtin.module`.
fn is_module(ctx: &Context, op: OpId) -> bool {
    ctx.op_is(op, "builtin.module")
}

/// The first attribute of `op` that `is_spec` accepts (how
/// `builtin.module` finds its specifications).
fn first_attr_of(
    ctx: &Context,
    op: OpId,
    is_spec: impl Fn(Attribute) -> bool,
) -> Option<Attribute> {
    let props = ctx
        .props(op)
        .and_then(|d| ctx.as_dictionary(d))
        .unwrap_or(&[]);
    let mut all: Vec<_> = ctx.attrs(op).iter().chain(props).copied().collect();
    all.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
    all.into_iter().map(|(_, a)| a).find(|&a| is_spec(a))
}

/// The data layout specification `op` carries (upstream `getSpec`): the
/// first attribute of a `builtin.module` implementing
/// `DataLayoutSpecInterface`, or what the op's `DataLayoutOpInterface`
/// answers.
pub(crate) fn spec_of(ctx: &Context, op: OpId) -> Option<DataLayoutSpecInterfaceRef> {
    let spec = if is_module(ctx, op) {
        first_attr_of(ctx, op, |a| {
            DataLayoutSpecInterfaceRef::get(ctx, a).is_some()
        })
    } else {
        DataLayoutOpInterfaceRef::get(ctx, op)?.get_data_layout_spec(ctx)
    };
    spec.and_then(|a| DataLayoutSpecInterfaceRef::get(ctx, a))
}

/// The specifications of the proper ancestors of `leaf` that are modules or
/// implement `DataLayoutOpInterface`, innermost first, with those ops
/// (upstream `collectParentLayouts`); a top-level module without a
/// specification is left out.
pub(crate) fn parent_layouts(
    ctx: &Context,
    leaf: OpId,
) -> Vec<(Option<DataLayoutSpecInterfaceRef>, OpId)> {
    let mut out = Vec::new();
    let mut parent = ctx.op_parent_op(leaf);
    while let Some(p) = parent {
        if is_module(ctx, p) {
            let spec = spec_of(ctx, p);
            if ctx.op_parent_op(p).is_some() || spec.is_some() {
                out.push((spec, p));
            }
        } else if DataLayoutOpInterfaceRef::get(ctx, p).is_some() {
            out.push((spec_of(ctx, p), p));
        }
        parent = ctx.op_parent_op(p);
    }
    out
}

/// The combination of the specifications of `leaf` and its ancestors
/// (upstream `getCombinedDataLayout`): the specification whose identifiers
/// apply and the combined entries. `Err(())` when they do not combine,
/// `Ok(None)` when there is no specification at all.
#[allow(clippy::type_complexity)]
pub(crate) fn combined_layout(
    ctx: &Context,
    leaf: OpId,
) -> Result<Option<(DataLayoutSpecInterfaceRef, Vec<Attribute>)>, ()> {
    let parents = parent_layouts(ctx, leaf);
    let current = spec_of(ctx, leaf);
    if parents.is_empty() {
        return Ok(current.map(|s| (s, s.get_entries(ctx))));
    }
    // Outermost first, without the missing ones.
    let mut non_null: Vec<DataLayoutSpecInterfaceRef> =
        parents.iter().rev().filter_map(|(s, _)| *s).collect();
    let anchor = match current {
        Some(c) => c,
        None => match non_null.pop() {
            Some(last) => last,
            None => return Ok(None),
        },
    };
    let specs: Vec<Attribute> = non_null.iter().map(|s| s.value()).collect();
    match anchor.combine_with(ctx, &specs) {
        Some(entries) => Ok(Some((anchor, entries))),
        None => Err(()),
    }
}

/// The target system specification of `op`'s module (the op itself or its
/// closest enclosing `builtin.module`): its first attribute implementing
/// `TargetSystemSpecInterface`.
fn target_system_of(ctx: &Context, op: OpId) -> Option<TargetSystemSpecInterfaceRef> {
    let mut m = Some(op);
    while let Some(o) = m {
        if is_module(ctx, o) {
            break;
        }
        m = ctx.op_parent_op(o);
    }
    let module = m?;
    first_attr_of(ctx, module, |a| {
        TargetSystemSpecInterfaceRef::get(ctx, a).is_some()
    })
    .and_then(|a| TargetSystemSpecInterfaceRef::get(ctx, a))
}

impl DataLayout {
    /// The layout of no scope: every answer is the default for builtin
    /// types.
    pub fn new() -> DataLayout {
        DataLayout::default()
    }

    /// The layout of `scope`, a `builtin.module` or an op implementing
    /// `DataLayoutOpInterface`, combining its specification with its
    /// ancestors'. Specifications that do not combine (which the verifier
    /// rejects) are treated as absent.
    pub fn for_scope(ctx: &Context, scope: OpId) -> DataLayout {
        DataLayout {
            layout: combined_layout(ctx, scope).ok().flatten(),
            target_system: target_system_of(ctx, scope),
            scope: if is_module(ctx, scope) {
                None
            } else {
                DataLayoutOpInterfaceRef::get(ctx, scope)
            },
            ..DataLayout::default()
        }
    }

    /// The layout of the closest ancestor of `op` (or `op` itself) that is
    /// a `builtin.module` or implements `DataLayoutOpInterface`
    /// (upstream `DataLayout::closest`); the default layout if none.
    pub fn closest(ctx: &Context, op: OpId) -> DataLayout {
        let mut cur = Some(op);
        while let Some(o) = cur {
            if is_module(ctx, o) || DataLayoutOpInterfaceRef::get(ctx, o).is_some() {
                return DataLayout::for_scope(ctx, o);
            }
            cur = ctx.op_parent_op(o);
        }
        DataLayout::new()
    }

    /// The first type queried that neither the scope nor the type's class
    /// gives a layout (upstream stops the process with "neither the scoping
    /// op nor the type class provide data layout information for ..."); the
    /// answers that depend on it are 0.
    pub fn missing_layout(&self) -> Option<Type> {
        self.missing.get()
    }

    /// Records that `ty` has no layout (see [`DataLayout::missing_layout`]).
    pub(crate) fn report_missing(&self, ty: Type) {
        if self.missing.get().is_none() {
            self.missing.set(Some(ty));
        }
    }

    /// The entries about the class of `ty`.
    fn params(&self, ctx: &Context, ty: Type) -> Vec<Attribute> {
        match &self.layout {
            Some((_, entries)) => {
                super::filter_entries_for_type(ctx, entries, TypeClassId::of(ctx, ty))
            }
            None => Vec::new(),
        }
    }

    fn cached<T: Copy>(
        &self,
        cache: &RefCell<HashMap<Type, T>>,
        ty: Type,
        compute: impl FnOnce() -> T,
    ) -> T {
        if let Some(v) = cache.borrow().get(&ty) {
            return *v;
        }
        let v = compute();
        cache.borrow_mut().insert(ty, v);
        v
    }

    /// The size of `ty` in bytes.
    pub fn get_type_size(&self, ctx: &Context, ty: Type) -> TypeSize {
        self.cached(&self.sizes, ty, || {
            let params = self.params(ctx, ty);
            match self.scope {
                Some(s) => s.get_type_size(ctx, ty, self, &params),
                None => default_type_size_in_bits(ctx, ty, self, &params).divide_ceil(8),
            }
        })
    }

    /// The size of `ty` in bits.
    pub fn get_type_size_in_bits(&self, ctx: &Context, ty: Type) -> TypeSize {
        self.cached(&self.bit_sizes, ty, || {
            let params = self.params(ctx, ty);
            match self.scope {
                Some(s) => s.get_type_size_in_bits(ctx, ty, self, &params),
                None => default_type_size_in_bits(ctx, ty, self, &params),
            }
        })
    }

    /// The alignment of `ty` the ABI requires, in bytes.
    pub fn get_type_abi_alignment(&self, ctx: &Context, ty: Type) -> u64 {
        self.cached(&self.abi_alignments, ty, || {
            let params = self.params(ctx, ty);
            match self.scope {
                Some(s) => s.get_type_abi_alignment(ctx, ty, self, &params),
                None => default_abi_alignment(ctx, ty, self, &params),
            }
        })
    }

    /// The preferred alignment of `ty`, in bytes.
    pub fn get_type_preferred_alignment(&self, ctx: &Context, ty: Type) -> u64 {
        self.cached(&self.preferred_alignments, ty, || {
            let params = self.params(ctx, ty);
            match self.scope {
                Some(s) => s.get_type_preferred_alignment(ctx, ty, self, &params),
                None => default_preferred_alignment(ctx, ty, self, &params),
            }
        })
    }

    /// The bit width of index computations on `ty` (`index` itself, or a
    /// pointer-like type); `None` for other types.
    pub fn get_type_index_bitwidth(&self, ctx: &Context, ty: Type) -> Option<u64> {
        self.cached(&self.index_bitwidths, ty, || {
            let params = self.params(ctx, ty);
            match self.scope {
                Some(s) => s.get_index_bitwidth(ctx, ty, self, &params),
                None => default_index_bitwidth(ctx, ty, self, &params),
            }
        })
    }

    /// The entry of the well-known identifier `which`, if the layout has
    /// one.
    fn identifier_entry(&self, ctx: &Context, which: SpecIdentifier) -> Option<Attribute> {
        let (spec, entries) = self.layout.as_ref()?;
        super::filter_entry_for_identifier(ctx, entries, spec.identifier(ctx, which))
    }

    fn identifier_value(
        &self,
        ctx: &Context,
        which: SpecIdentifier,
        answer: impl FnOnce(Option<Attribute>) -> Option<Attribute>,
    ) -> Option<Attribute> {
        if let Some(v) = self.identifiers.borrow().get(&(which as u8)) {
            return *v;
        }
        let v = answer(self.identifier_entry(ctx, which));
        self.identifiers.borrow_mut().insert(which as u8, v);
        v
    }

    /// The endianness (`"big"` or `"little"` for DLTI), `None` by default.
    pub fn get_endianness(&self, ctx: &Context) -> Option<Attribute> {
        self.identifier_value(ctx, SpecIdentifier::Endianness, |e| match self.scope {
            Some(s) => s.get_endianness(ctx, e),
            None => default_endianness(ctx, e),
        })
    }

    /// The memory space of allocas, `None` by default.
    pub fn get_alloca_memory_space(&self, ctx: &Context) -> Option<Attribute> {
        self.identifier_value(ctx, SpecIdentifier::AllocaMemorySpace, |e| {
            match self.scope {
                Some(s) => s.get_alloca_memory_space(ctx, e),
                None => default_alloca_memory_space(ctx, e),
            }
        })
    }

    /// The memory space of the program, `None` by default.
    pub fn get_program_memory_space(&self, ctx: &Context) -> Option<Attribute> {
        self.identifier_value(ctx, SpecIdentifier::ProgramMemorySpace, |e| {
            match self.scope {
                Some(s) => s.get_program_memory_space(ctx, e),
                None => default_program_memory_space(ctx, e),
            }
        })
    }

    /// The memory space of globals, `None` by default.
    pub fn get_global_memory_space(&self, ctx: &Context) -> Option<Attribute> {
        self.identifier_value(ctx, SpecIdentifier::GlobalMemorySpace, |e| {
            match self.scope {
                Some(s) => s.get_global_memory_space(ctx, e),
                None => default_global_memory_space(ctx, e),
            }
        })
    }

    /// The natural stack alignment in bits, 0 by default.
    pub fn get_stack_alignment(&self, ctx: &Context) -> u64 {
        if let Some(v) = self.stack_alignment.get() {
            return v;
        }
        let e = self.identifier_entry(ctx, SpecIdentifier::StackAlignment);
        let v = match self.scope {
            Some(s) => s.get_stack_alignment(ctx, e),
            None => default_stack_alignment(ctx, e),
        };
        self.stack_alignment.set(Some(v));
        v
    }

    /// The value of property `property` of device `device_id` in the
    /// target system specification, if given.
    pub fn get_device_property_value(
        &self,
        ctx: &Context,
        device_id: Attribute,
        property: &str,
    ) -> Option<Attribute> {
        let entry = self
            .target_system
            .and_then(|sys| sys.get_device_spec_for_device_id(ctx, device_id))
            .and_then(|dev| TargetDeviceSpecInterfaceRef::get(ctx, dev))
            .and_then(|dev| dev.get_spec_for_identifier(ctx, property));
        match self.scope {
            Some(s) => s.get_device_property_value(ctx, entry),
            None => device_property_value(ctx, entry),
        }
    }

    /// Answers a query about the signless integer type of `width` bits
    /// (what `index` is): through the interned type when there is one,
    /// otherwise with the defaults for integers (an integer type no value
    /// has was never interned).
    fn integer_query<T>(
        &self,
        ctx: &Context,
        width: u64,
        query: impl FnOnce(Type) -> T,
        default: impl FnOnce(&[Attribute]) -> T,
    ) -> T {
        let mut lookup = TypeLookup::new(ctx);
        let ty = u32::try_from(width)
            .ok()
            .map(|w| lookup.integer_type(w, Signedness::Signless));
        match ty {
            Some(t) if !lookup.missed() => query(t),
            _ => {
                let params = match &self.layout {
                    Some((_, entries)) => super::filter_entries_for_type(
                        ctx,
                        entries,
                        TypeClassId::Builtin(crate::core::types::TypeKind::Integer),
                    ),
                    None => Vec::new(),
                };
                default(&params)
            }
        }
    }
}

// ---------------------------------------------------------------------------
// Defaults
// ---------------------------------------------------------------------------

/// The bit width of `index` the entries about `index` give (64 without).
fn index_bitwidth(ctx: &Context, params: &[Attribute]) -> u64 {
    params
        .first()
        .and_then(|&e| entry_value(ctx, e))
        .and_then(|v| ctx.as_apint(v))
        .map_or(64, |v| v.words().first().copied().unwrap_or(0))
}

/// `llvm::PowerOf2Ceil`.
fn power_of_2_ceil(v: u64) -> u64 {
    if v == 0 {
        0
    } else {
        v.checked_next_power_of_two().unwrap_or(0)
    }
}

/// The integer values of a dense elements attribute, as `u64`.
fn dense_u64_values(ctx: &Context, a: Attribute) -> Vec<u64> {
    ctx.dense_int_values(a)
        .unwrap_or_default()
        .into_iter()
        .map(|v| v as u64)
        .collect()
}

/// The ABI alignment in bytes an integer or float entry gives (its first
/// value, in bits).
fn extract_abi_alignment(ctx: &Context, entry: Attribute) -> u64 {
    let values = entry_value(ctx, entry)
        .map(|v| dense_u64_values(ctx, v))
        .unwrap_or_default();
    values.first().copied().unwrap_or(0) / 8
}

/// The preferred alignment in bytes an integer or float entry gives (its
/// last value, in bits).
fn extract_preferred_alignment(ctx: &Context, entry: Attribute) -> u64 {
    let values = entry_value(ctx, entry)
        .map(|v| dense_u64_values(ctx, v))
        .unwrap_or_default();
    values.last().copied().unwrap_or(0) / 8
}

/// The entry for an integer of `width` bits among the entries about
/// integers (upstream `findEntryForIntegerType`): the one of the smallest
/// width not below `width`, or the widest.
fn entry_for_integer(ctx: &Context, width: u64, params: &[Attribute]) -> Option<Attribute> {
    let mut sorted: Vec<(u64, Attribute)> = Vec::new();
    for &e in params {
        if let Some(DataLayoutEntryKey::Type(t)) = entry_key(ctx, e) {
            let w = u64::from(ctx.int_or_float_width(t).unwrap_or(0));
            if !sorted.iter().any(|(k, _)| *k == w) {
                sorted.push((w, e));
            }
        }
    }
    sorted.sort_by_key(|(w, _)| *w);
    sorted
        .iter()
        .find(|(w, _)| *w >= width)
        .or(sorted.last())
        .map(|(_, e)| *e)
}

/// The ABI alignment of an integer of `width` bits.
fn integer_abi_alignment(ctx: &Context, width: u64, params: &[Attribute]) -> u64 {
    if params.is_empty() {
        return if width < 64 {
            power_of_2_ceil(width.div_ceil(8))
        } else {
            4
        };
    }
    entry_for_integer(ctx, width, params).map_or(0, |e| extract_abi_alignment(ctx, e))
}

/// The preferred alignment of an integer of `width` bits, whose size in
/// bytes is `size`.
fn integer_preferred_alignment(ctx: &Context, width: u64, size: u64, params: &[Attribute]) -> u64 {
    if params.is_empty() {
        return power_of_2_ceil(size);
    }
    entry_for_integer(ctx, width, params).map_or(0, |e| extract_preferred_alignment(ctx, e))
}

/// The size in bits of `ty` for a scope without its own answer (upstream
/// `detail::getDefaultTypeSizeInBits`): integers and floats their width,
/// `complex` two elements with the padding aligning the second, `index`
/// the integer of its bit width, vectors their elements with the innermost
/// dimension rounded up to a power of two, other types what their
/// `DataLayoutTypeInterface` says.
pub fn default_type_size_in_bits(
    ctx: &Context,
    ty: Type,
    data_layout: &DataLayout,
    params: &[Attribute],
) -> TypeSize {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => TypeSize::fixed(u64::from(*width)),
        TypeData::Float(_) => TypeSize::fixed(u64::from(ctx.int_or_float_width(ty).unwrap_or(0))),
        TypeData::Complex(et) => {
            let et = *et;
            let inner_alignment = default_preferred_alignment(ctx, et, data_layout, params) * 8;
            let inner = default_type_size_in_bits(ctx, et, data_layout, params);
            let aligned = if inner_alignment == 0 {
                inner.min
            } else {
                inner.min.div_ceil(inner_alignment) * inner_alignment
            };
            TypeSize::new(aligned + inner.min, inner.scalable)
        }
        TypeData::Index => {
            let w = index_bitwidth(ctx, params);
            data_layout.integer_query(
                ctx,
                w,
                |t| data_layout.get_type_size_in_bits(ctx, t),
                |_| TypeSize::fixed(w),
            )
        }
        TypeData::Vector {
            shape,
            scalable,
            element,
        } => {
            let inner = shape.last().copied().unwrap_or(1).max(0) as u64;
            let count: u64 = shape.iter().map(|&d| d.max(0) as u64).product();
            let outer = count.checked_div(inner).unwrap_or(0);
            let elem = data_layout.get_type_size(ctx, *element).min;
            TypeSize::new(
                outer * power_of_2_ceil(inner) * elem * 8,
                scalable.iter().any(|&s| s),
            )
        }
        _ => match DataLayoutTypeInterfaceRef::get(ctx, ty) {
            Some(i) => i.get_type_size_in_bits(ctx, data_layout, params),
            None => {
                data_layout.report_missing(ty);
                TypeSize::fixed(0)
            }
        },
    }
}

/// The alignment the ABI requires for `ty`, in bytes, for a scope without
/// its own answer (upstream `detail::getDefaultABIAlignment`).
pub fn default_abi_alignment(
    ctx: &Context,
    ty: Type,
    data_layout: &DataLayout,
    params: &[Attribute],
) -> u64 {
    match ctx.type_data(ty) {
        TypeData::Vector { .. } => {
            power_of_2_ceil(data_layout.get_type_size(ctx, ty).known_min_value())
        }
        TypeData::Float(_) => match params.first() {
            None => power_of_2_ceil(data_layout.get_type_size(ctx, ty).min),
            Some(&e) => extract_abi_alignment(ctx, e),
        },
        TypeData::Index => {
            let w = index_bitwidth(ctx, params);
            data_layout.integer_query(
                ctx,
                w,
                |t| data_layout.get_type_abi_alignment(ctx, t),
                |p| integer_abi_alignment(ctx, w, p),
            )
        }
        TypeData::Integer { width, .. } => integer_abi_alignment(ctx, u64::from(*width), params),
        TypeData::Complex(et) => default_abi_alignment(ctx, *et, data_layout, params),
        _ => match DataLayoutTypeInterfaceRef::get(ctx, ty) {
            Some(i) => i.get_abi_alignment(ctx, data_layout, params),
            None => {
                data_layout.report_missing(ty);
                0
            }
        },
    }
}

/// The preferred alignment of `ty`, in bytes, for a scope without its own
/// answer (upstream `detail::getDefaultPreferredAlignment`).
pub fn default_preferred_alignment(
    ctx: &Context,
    ty: Type,
    data_layout: &DataLayout,
    params: &[Attribute],
) -> u64 {
    match ctx.type_data(ty) {
        TypeData::Vector { .. } => data_layout.get_type_abi_alignment(ctx, ty),
        TypeData::Float(_) => match params.first() {
            None => data_layout.get_type_abi_alignment(ctx, ty),
            Some(&e) => extract_preferred_alignment(ctx, e),
        },
        TypeData::Integer { width, .. } => {
            let size = if params.is_empty() {
                data_layout.get_type_size(ctx, ty).min
            } else {
                0
            };
            integer_preferred_alignment(ctx, u64::from(*width), size, params)
        }
        TypeData::Index => {
            let w = index_bitwidth(ctx, params);
            data_layout.integer_query(
                ctx,
                w,
                |t| data_layout.get_type_preferred_alignment(ctx, t),
                |p| integer_preferred_alignment(ctx, w, w.div_ceil(8), p),
            )
        }
        TypeData::Complex(et) => default_preferred_alignment(ctx, *et, data_layout, params),
        _ => match DataLayoutTypeInterfaceRef::get(ctx, ty) {
            Some(i) => i.get_preferred_alignment(ctx, data_layout, params),
            None => {
                data_layout.report_missing(ty);
                0
            }
        },
    }
}

/// The bit width of index computations on `ty` for a scope without its own
/// answer (upstream `detail::getDefaultIndexBitwidth`): `index`'s, what a
/// pointer-like type's `DataLayoutTypeInterface` says, `None` otherwise.
pub fn default_index_bitwidth(
    ctx: &Context,
    ty: Type,
    data_layout: &DataLayout,
    params: &[Attribute],
) -> Option<u64> {
    if matches!(ctx.type_data(ty), TypeData::Index) {
        return Some(index_bitwidth(ctx, params));
    }
    DataLayoutTypeInterfaceRef::get(ctx, ty)?.get_index_bitwidth(ctx, data_layout, params)
}

/// The endianness the entry gives (its value), `None` without an entry
/// (upstream `detail::getDefaultEndianness`).
pub fn default_endianness(ctx: &Context, entry: Option<Attribute>) -> Option<Attribute> {
    entry.and_then(|e| entry_value(ctx, e))
}

/// The alloca memory space the entry gives (its value), `None` without an
/// entry (upstream `detail::getDefaultAllocaMemorySpace`).
pub fn default_alloca_memory_space(ctx: &Context, entry: Option<Attribute>) -> Option<Attribute> {
    entry.and_then(|e| entry_value(ctx, e))
}

/// The program memory space the entry gives (its value), `None` without an
/// entry (upstream `detail::getDefaultProgramMemorySpace`).
pub fn default_program_memory_space(ctx: &Context, entry: Option<Attribute>) -> Option<Attribute> {
    entry.and_then(|e| entry_value(ctx, e))
}

/// The global memory space the entry gives (its value), `None` without an
/// entry (upstream `detail::getDefaultGlobalMemorySpace`).
pub fn default_global_memory_space(ctx: &Context, entry: Option<Attribute>) -> Option<Attribute> {
    entry.and_then(|e| entry_value(ctx, e))
}

/// The stack alignment the entry gives (its integer value), 0 without an
/// entry (upstream `detail::getDefaultStackAlignment`).
pub fn default_stack_alignment(ctx: &Context, entry: Option<Attribute>) -> u64 {
    entry
        .and_then(|e| entry_value(ctx, e))
        .filter(|&v| ctx.attr_kind(v) == AttrKind::Integer)
        .and_then(|v| ctx.as_apint(v))
        .map_or(0, |v| v.words().first().copied().unwrap_or(0))
}

/// The value of a device property entry, `None` without an entry
/// (upstream `detail::getDevicePropertyValue`).
pub fn device_property_value(ctx: &Context, entry: Option<Attribute>) -> Option<Attribute> {
    entry.and_then(|e| entry_value(ctx, e))
}

/// The combination of the entries of `specs` (outermost first) with the
/// entries `innermost` of the specification doing the combination
/// (upstream `DataLayoutSpecAttr::combineWith`'s `combineOneSpec` steps):
/// a newer entry replaces an older one of the same key when the type or
/// the identifier's dialect says they are compatible; `None` when they are
/// not.
pub fn combine_entries(
    ctx: &Context,
    specs: &[Vec<Attribute>],
    innermost: &[Attribute],
) -> Option<Vec<Attribute>> {
    let mut for_type: Vec<(TypeClassId, Vec<Attribute>)> = Vec::new();
    let mut for_id: Vec<(Attribute, Attribute)> = Vec::new();
    for entries in specs.iter().map(Vec::as_slice).chain([innermost]) {
        let (types, ids) = bucket_entries_ordered(ctx, entries);
        for (class, new) in types {
            let Some((_, old)) = for_type.iter_mut().find(|(c, _)| *c == class) else {
                for_type.push((class, new));
                continue;
            };
            let sample = match new.first().and_then(|&e| entry_key(ctx, e)) {
                Some(DataLayoutEntryKey::Type(t)) => t,
                _ => return None,
            };
            let compatible = DataLayoutTypeInterfaceRef::get(ctx, sample)
                .is_some_and(|i| i.are_compatible(ctx, old, &new));
            if !compatible {
                return None;
            }
            let old_len = old.len();
            for e in new {
                let key = entry_key(ctx, e);
                match old[..old_len]
                    .iter()
                    .position(|&o| entry_key(ctx, o) == key)
                {
                    Some(i) => old[i] = e,
                    None => old.push(e),
                }
            }
        }
        for (id, new) in ids {
            let Some((_, old)) = for_id.iter_mut().find(|(k, _)| *k == id) else {
                for_id.push((id, new));
                continue;
            };
            let name = ctx.as_string(id).unwrap_or("");
            let combined = match referenced_dialect(ctx, name) {
                Some((_, Some(iface))) => iface.combine(ctx, *old, new),
                _ => super::default_combine(*old, new),
            };
            *old = combined?;
        }
    }
    let mut out: Vec<Attribute> = for_id.into_iter().map(|(_, e)| e).collect();
    for (_, list) in for_type {
        out.extend(list);
    }
    Some(out)
}

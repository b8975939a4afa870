//! Data layouts (upstream `Interfaces/DataLayoutInterfaces.h` and `.cpp`):
//! what the interfaces of `DataLayoutInterfaces.td` exchange, the
//! attribute and type interfaces (written here, as the builtin IR's are),
//! the dialect interface that checks and combines identifier entries, and
//! the [`DataLayout`] query object of an op's scope.
//!
//! * [`DataLayoutEntryKey`], [`TypeClassId`], [`TypeSize`];
//! * the attribute interfaces [`DataLayoutEntryInterface`],
//!   [`DataLayoutSpecInterface`], [`TargetDeviceSpecInterface`],
//!   [`TargetSystemSpecInterface`] and the type interface
//!   [`DataLayoutTypeInterface`], each with its table (`...Vtable`, built
//!   from an implementation with `...Vtable::of`) and its view of an
//!   opaque attribute or type (`...Ref::get`);
//! * [`DataLayoutDialectInterface`]: a dialect's checks and combination of
//!   the entries whose identifiers it owns (`dlti.endianness`, ...);
//! * [`query`]: [`DataLayout`] (`DataLayout::closest(ctx, op)`) and the
//!   default answers for builtin types (`default_type_size_in_bits`, ...);
//! * [`verify`]: the checks of specifications and of ops carrying them.
//!
//! The op interface, `DataLayoutOpInterface`, is generated with the
//! library's other op interfaces; `builtin.module` answers its queries
//! without implementing it, as upstream's `ModuleOp` does.

pub mod query;
pub mod verify;

use crate::core::attrs::Attribute;
use crate::core::context::Context;
use crate::core::diag::Diagnostic;
use crate::core::dialect_defs::{AttrHandle, TypeDefId, TypeHandle};
use crate::core::location::Location;
use crate::core::types::{FloatKind, Type, TypeData, TypeKind};
use std::collections::HashMap;

pub use query::{
    combine_entries, default_abi_alignment, default_alloca_memory_space, default_endianness,
    default_global_memory_space, default_index_bitwidth, default_preferred_alignment,
    default_program_memory_space, default_stack_alignment, default_type_size_in_bits,
    device_property_value, DataLayout,
};
pub use verify::{verify_data_layout_op, verify_data_layout_spec, verify_target_system_spec};

/// The key of a data layout entry (upstream `DataLayoutEntryKey`): a type,
/// for entries about a type or a class of types, or an identifier (a
/// string attribute) for the others.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DataLayoutEntryKey {
    /// The entry is about this type (and its class).
    Type(Type),
    /// The entry is about this identifier (a string attribute).
    Identifier(Attribute),
}

/// A class of types (upstream's `TypeID` of a type's C++ class): the
/// entries keyed by `i8` and `i32` concern the same class, integers.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TypeClassId {
    /// A builtin class other than floats (integers, `index`, vectors, ...);
    /// ranked and unranked tensors (and memrefs) share one.
    Builtin(TypeKind),
    /// One float format (upstream has a class per format).
    Float(FloatKind),
    /// The types of one dialect type definition.
    Dialect(TypeDefId),
}

impl TypeClassId {
    /// The class of `ty`.
    pub fn of(ctx: &Context, ty: Type) -> TypeClassId {
        match ctx.type_data(ty) {
            TypeData::Float(kind) => TypeClassId::Float(*kind),
            _ => match ctx.dialect_type_definition(ty) {
                Some(def) => TypeClassId::Dialect(def),
                None => TypeClassId::Builtin(ctx.type_kind(ty)),
            },
        }
    }
}

/// A size in bits or bytes (LLVM's `TypeSize`): a fixed amount, or a
/// minimum scaled by a factor known only at run time (scalable vectors).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct TypeSize {
    /// The amount (the minimum when scalable).
    pub min: u64,
    /// Whether the size scales with the run-time vector length.
    pub scalable: bool,
}

impl TypeSize {
    /// A fixed size.
    pub const fn fixed(min: u64) -> TypeSize {
        TypeSize {
            min,
            scalable: false,
        }
    }
    /// A size of `min`, scalable or not.
    pub const fn new(min: u64, scalable: bool) -> TypeSize {
        TypeSize { min, scalable }
    }
    /// The known minimum (the size when fixed).
    pub const fn known_min_value(self) -> u64 {
        self.min
    }
    /// The size rounded up to a multiple of `d` divided by `d`
    /// (upstream `detail::divideCeil`), scalable if this is.
    pub const fn divide_ceil(self, d: u64) -> TypeSize {
        TypeSize {
            min: self.min.div_ceil(d),
            scalable: self.scalable,
        }
    }
}

// ---------------------------------------------------------------------------
// Attribute interfaces
// ---------------------------------------------------------------------------

/// MLIR's `DataLayoutEntryInterface`: an entry of a data layout
/// specification, a key and a value.
pub trait DataLayoutEntryInterface: Copy {
    /// The key of the entry.
    fn get_key(self, ctx: &Context) -> DataLayoutEntryKey;
    /// The value of the entry.
    fn get_value(self, ctx: &Context) -> Attribute;
    /// Checks that the entry is well-formed, reporting errors at `loc`.
    fn verify_entry(self, _ctx: &Context, _loc: Location) -> Result<(), Diagnostic> {
        Ok(())
    }
}

/// The methods of [`DataLayoutEntryInterface`] as functions of the opaque
/// attribute (registered with an attribute definition).
#[derive(Clone, Copy, Debug)]
pub struct DataLayoutEntryInterfaceVtable {
    /// [`DataLayoutEntryInterface::get_key`].
    pub get_key: fn(Attribute, &Context) -> DataLayoutEntryKey,
    /// [`DataLayoutEntryInterface::get_value`].
    pub get_value: fn(Attribute, &Context) -> Attribute,
    /// [`DataLayoutEntryInterface::verify_entry`].
    pub verify_entry: fn(Attribute, &Context, Location) -> Result<(), Diagnostic>,
}

impl DataLayoutEntryInterfaceVtable {
    /// The table of `T`'s implementation.
    pub const fn of<T: DataLayoutEntryInterface + AttrHandle>() -> Self {
        fn get_key<T: DataLayoutEntryInterface + AttrHandle>(
            a: Attribute,
            ctx: &Context,
        ) -> DataLayoutEntryKey {
            T::from_attr_unchecked(a).get_key(ctx)
        }
        fn get_value<T: DataLayoutEntryInterface + AttrHandle>(
            a: Attribute,
            ctx: &Context,
        ) -> Attribute {
            T::from_attr_unchecked(a).get_value(ctx)
        }
        fn verify_entry<T: DataLayoutEntryInterface + AttrHandle>(
            a: Attribute,
            ctx: &Context,
            loc: Location,
        ) -> Result<(), Diagnostic> {
            T::from_attr_unchecked(a).verify_entry(ctx, loc)
        }
        DataLayoutEntryInterfaceVtable {
            get_key: get_key::<T>,
            get_value: get_value::<T>,
            verify_entry: verify_entry::<T>,
        }
    }
}

/// An attribute seen through [`DataLayoutEntryInterface`].
#[derive(Clone, Copy, Debug)]
pub struct DataLayoutEntryInterfaceRef {
    value: Attribute,
    vtable: &'static DataLayoutEntryInterfaceVtable,
}

impl DataLayoutEntryInterfaceRef {
    /// `value` through the interface, if its definition implements it.
    pub fn get(ctx: &Context, value: Attribute) -> Option<Self> {
        let vtable = ctx.attr_interface::<DataLayoutEntryInterfaceVtable>(value)?;
        Some(DataLayoutEntryInterfaceRef { value, vtable })
    }
    /// The attribute.
    pub fn value(self) -> Attribute {
        self.value
    }
    /// [`DataLayoutEntryInterface::get_key`].
    pub fn get_key(self, ctx: &Context) -> DataLayoutEntryKey {
        (self.vtable.get_key)(self.value, ctx)
    }
    /// [`DataLayoutEntryInterface::get_value`].
    pub fn get_value(self, ctx: &Context) -> Attribute {
        (self.vtable.get_value)(self.value, ctx)
    }
    /// [`DataLayoutEntryInterface::verify_entry`].
    pub fn verify_entry(self, ctx: &Context, loc: Location) -> Result<(), Diagnostic> {
        (self.vtable.verify_entry)(self.value, ctx, loc)
    }
    /// Whether the key of the entry is a type.
    pub fn is_type_entry(self, ctx: &Context) -> bool {
        matches!(self.get_key(ctx), DataLayoutEntryKey::Type(_))
    }
}

/// The key of `entry`, an attribute implementing
/// [`DataLayoutEntryInterface`] (`None` for any other attribute).
pub fn entry_key(ctx: &Context, entry: Attribute) -> Option<DataLayoutEntryKey> {
    DataLayoutEntryInterfaceRef::get(ctx, entry).map(|e| e.get_key(ctx))
}

/// The value of `entry`, an attribute implementing
/// [`DataLayoutEntryInterface`] (`None` for any other attribute).
pub fn entry_value(ctx: &Context, entry: Attribute) -> Option<Attribute> {
    DataLayoutEntryInterfaceRef::get(ctx, entry).map(|e| e.get_value(ctx))
}

/// MLIR's `DataLayoutSpecInterface`: a data layout specification, a list
/// of entries.
pub trait DataLayoutSpecInterface: Copy + Into<Attribute> {
    /// The entries of this specification combined with `specs`, the
    /// enclosing ones from the outermost to the innermost (what upstream
    /// builds a new specification of); `None` when they do not combine.
    fn combine_with(self, ctx: &Context, specs: &[Attribute]) -> Option<Vec<Attribute>>;
    /// The entries.
    fn get_entries(self, ctx: &Context) -> Vec<Attribute>;
    /// The identifier of the endianness entry.
    fn get_endianness_identifier(self, ctx: &Context) -> &'static str;
    /// The identifier of the alloca memory space entry.
    fn get_alloca_memory_space_identifier(self, ctx: &Context) -> &'static str;
    /// The identifier of the program memory space entry.
    fn get_program_memory_space_identifier(self, ctx: &Context) -> &'static str;
    /// The identifier of the global memory space entry.
    fn get_global_memory_space_identifier(self, ctx: &Context) -> &'static str;
    /// The identifier of the stack alignment entry.
    fn get_stack_alignment_identifier(self, ctx: &Context) -> &'static str;
    /// The entries about types of class `class`.
    fn get_spec_for_type(self, ctx: &Context, class: TypeClassId) -> Vec<Attribute> {
        filter_entries_for_type(ctx, &self.get_entries(ctx), class)
    }
    /// The entry about `identifier`, if any.
    fn get_spec_for_identifier(self, ctx: &Context, identifier: &str) -> Option<Attribute> {
        filter_entry_for_identifier(ctx, &self.get_entries(ctx), identifier)
    }
    /// Checks the specification, reporting errors at `loc`.
    fn verify_spec(self, ctx: &Context, loc: Location) -> Result<(), Diagnostic> {
        verify_data_layout_spec(ctx, self.into(), loc)
    }
}

/// The methods of [`DataLayoutSpecInterface`] as functions of the opaque
/// attribute.
#[derive(Clone, Copy, Debug)]
#[allow(clippy::type_complexity)]
pub struct DataLayoutSpecInterfaceVtable {
    /// [`DataLayoutSpecInterface::combine_with`].
    pub combine_with: fn(Attribute, &Context, &[Attribute]) -> Option<Vec<Attribute>>,
    /// [`DataLayoutSpecInterface::get_entries`].
    pub get_entries: fn(Attribute, &Context) -> Vec<Attribute>,
    /// The five identifiers, in the order of the trait's methods
    /// (endianness, alloca, program and global memory spaces, stack
    /// alignment).
    pub identifiers: fn(Attribute, &Context) -> [&'static str; 5],
    /// [`DataLayoutSpecInterface::get_spec_for_type`].
    pub get_spec_for_type: fn(Attribute, &Context, TypeClassId) -> Vec<Attribute>,
    /// [`DataLayoutSpecInterface::get_spec_for_identifier`].
    pub get_spec_for_identifier: fn(Attribute, &Context, &str) -> Option<Attribute>,
    /// [`DataLayoutSpecInterface::verify_spec`].
    pub verify_spec: fn(Attribute, &Context, Location) -> Result<(), Diagnostic>,
}

impl DataLayoutSpecInterfaceVtable {
    /// The table of `T`'s implementation.
    pub const fn of<T: DataLayoutSpecInterface + AttrHandle>() -> Self {
        fn combine_with<T: DataLayoutSpecInterface + AttrHandle>(
            a: Attribute,
            ctx: &Context,
            specs: &[Attribute],
        ) -> Option<Vec<Attribute>> {
            T::from_attr_unchecked(a).combine_with(ctx, specs)
        }
        fn get_entries<T: DataLayoutSpecInterface + AttrHandle>(
            a: Attribute,
            ctx: &Context,
        ) -> Vec<Attribute> {
            T::from_attr_unchecked(a).get_entries(ctx)
        }
        fn identifiers<T: DataLayoutSpecInterface + AttrHandle>(
            a: Attribute,
            ctx: &Context,
        ) -> [&'static str; 5] {
            let t = T::from_attr_unchecked(a);
            [
                t.get_endianness_identifier(ctx),
                t.get_alloca_memory_space_identifier(ctx),
                t.get_program_memory_space_identifier(ctx),
                t.get_global_memory_space_identifier(ctx),
                t.get_stack_alignment_identifier(ctx),
            ]
        }
        fn get_spec_for_type<T: DataLayoutSpecInterface + AttrHandle>(
            a: Attribute,
            ctx: &Context,
            class: TypeClassId,
        ) -> Vec<Attribute> {
            T::from_attr_unchecked(a).get_spec_for_type(ctx, class)
        }
        fn get_spec_for_identifier<T: DataLayoutSpecInterface + AttrHandle>(
            a: Attribute,
            ctx: &Context,
            id: &str,
        ) -> Option<Attribute> {
            T::from_attr_unchecked(a).get_spec_for_identifier(ctx, id)
        }
        fn verify_spec<T: DataLayoutSpecInterface + AttrHandle>(
            a: Attribute,
            ctx: &Context,
            loc: Location,
        ) -> Result<(), Diagnostic> {
            T::from_attr_unchecked(a).verify_spec(ctx, loc)
        }
        DataLayoutSpecInterfaceVtable {
            combine_with: combine_with::<T>,
            get_entries: get_entries::<T>,
            identifiers: identifiers::<T>,
            get_spec_for_type: get_spec_for_type::<T>,
            get_spec_for_identifier: get_spec_for_identifier::<T>,
            verify_spec: verify_spec::<T>,
        }
    }
}

/// An attribute seen through [`DataLayoutSpecInterface`].
#[derive(Clone, Copy, Debug)]
pub struct DataLayoutSpecInterfaceRef {
    value: Attribute,
    vtable: &'static DataLayoutSpecInterfaceVtable,
}

/// Which identifier of a specification (the well-known keys).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SpecIdentifier {
    /// `dlti.endianness` for DLTI specifications.
    Endianness,
    /// `dlti.alloca_memory_space`.
    AllocaMemorySpace,
    /// `dlti.program_memory_space`.
    ProgramMemorySpace,
    /// `dlti.global_memory_space`.
    GlobalMemorySpace,
    /// `dlti.stack_alignment`.
    StackAlignment,
}

impl DataLayoutSpecInterfaceRef {
    /// `value` through the interface, if its definition implements it.
    pub fn get(ctx: &Context, value: Attribute) -> Option<Self> {
        let vtable = ctx.attr_interface::<DataLayoutSpecInterfaceVtable>(value)?;
        Some(DataLayoutSpecInterfaceRef { value, vtable })
    }
    /// The attribute.
    pub fn value(self) -> Attribute {
        self.value
    }
    /// [`DataLayoutSpecInterface::combine_with`].
    pub fn combine_with(self, ctx: &Context, specs: &[Attribute]) -> Option<Vec<Attribute>> {
        (self.vtable.combine_with)(self.value, ctx, specs)
    }
    /// [`DataLayoutSpecInterface::get_entries`].
    pub fn get_entries(self, ctx: &Context) -> Vec<Attribute> {
        (self.vtable.get_entries)(self.value, ctx)
    }
    /// The identifier `which` of the specification
    /// ([`DataLayoutSpecInterface::get_endianness_identifier`], ...).
    pub fn identifier(self, ctx: &Context, which: SpecIdentifier) -> &'static str {
        (self.vtable.identifiers)(self.value, ctx)[which as usize]
    }
    /// [`DataLayoutSpecInterface::get_spec_for_type`].
    pub fn get_spec_for_type(self, ctx: &Context, class: TypeClassId) -> Vec<Attribute> {
        (self.vtable.get_spec_for_type)(self.value, ctx, class)
    }
    /// [`DataLayoutSpecInterface::get_spec_for_identifier`].
    pub fn get_spec_for_identifier(self, ctx: &Context, identifier: &str) -> Option<Attribute> {
        (self.vtable.get_spec_for_identifier)(self.value, ctx, identifier)
    }
    /// [`DataLayoutSpecInterface::verify_spec`].
    pub fn verify_spec(self, ctx: &Context, loc: Location) -> Result<(), Diagnostic> {
        (self.vtable.verify_spec)(self.value, ctx, loc)
    }
}

/// MLIR's `TargetDeviceSpecInterface`: the properties of one device, a list
/// of entries keyed by identifiers.
pub trait TargetDeviceSpecInterface: Copy {
    /// The entries.
    fn get_entries(self, ctx: &Context) -> Vec<Attribute>;
    /// The entry about `identifier`, if any.
    fn get_spec_for_identifier(self, ctx: &Context, identifier: &str) -> Option<Attribute> {
        filter_entry_for_identifier(ctx, &self.get_entries(ctx), identifier)
    }
    /// Checks that the specification is well-formed, reporting errors at
    /// `loc`.
    fn verify_entry(self, _ctx: &Context, _loc: Location) -> Result<(), Diagnostic> {
        Ok(())
    }
}

/// The methods of [`TargetDeviceSpecInterface`] as functions of the opaque
/// attribute.
#[derive(Clone, Copy, Debug)]
pub struct TargetDeviceSpecInterfaceVtable {
    /// [`TargetDeviceSpecInterface::get_entries`].
    pub get_entries: fn(Attribute, &Context) -> Vec<Attribute>,
    /// [`TargetDeviceSpecInterface::get_spec_for_identifier`].
    pub get_spec_for_identifier: fn(Attribute, &Context, &str) -> Option<Attribute>,
    /// [`TargetDeviceSpecInterface::verify_entry`].
    pub verify_entry: fn(Attribute, &Context, Location) -> Result<(), Diagnostic>,
}

impl TargetDeviceSpecInterfaceVtable {
    /// The table of `T`'s implementation.
    pub const fn of<T: TargetDeviceSpecInterface + AttrHandle>() -> Self {
        fn get_entries<T: TargetDeviceSpecInterface + AttrHandle>(
            a: Attribute,
            ctx: &Context,
        ) -> Vec<Attribute> {
            T::from_attr_unchecked(a).get_entries(ctx)
        }
        fn get_spec_for_identifier<T: TargetDeviceSpecInterface + AttrHandle>(
            a: Attribute,
            ctx: &Context,
            id: &str,
        ) -> Option<Attribute> {
            T::from_attr_unchecked(a).get_spec_for_identifier(ctx, id)
        }
        fn verify_entry<T: TargetDeviceSpecInterface + AttrHandle>(
            a: Attribute,
            ctx: &Context,
            loc: Location,
        ) -> Result<(), Diagnostic> {
            T::from_attr_unchecked(a).verify_entry(ctx, loc)
        }
        TargetDeviceSpecInterfaceVtable {
            get_entries: get_entries::<T>,
            get_spec_for_identifier: get_spec_for_identifier::<T>,
            verify_entry: verify_entry::<T>,
        }
    }
}

/// An attribute seen through [`TargetDeviceSpecInterface`].
#[derive(Clone, Copy, Debug)]
pub struct TargetDeviceSpecInterfaceRef {
    value: Attribute,
    vtable: &'static TargetDeviceSpecInterfaceVtable,
}

impl TargetDeviceSpecInterfaceRef {
    /// `value` through the interface, if its definition implements it.
    pub fn get(ctx: &Context, value: Attribute) -> Option<Self> {
        let vtable = ctx.attr_interface::<TargetDeviceSpecInterfaceVtable>(value)?;
        Some(TargetDeviceSpecInterfaceRef { value, vtable })
    }
    /// The attribute.
    pub fn value(self) -> Attribute {
        self.value
    }
    /// [`TargetDeviceSpecInterface::get_entries`].
    pub fn get_entries(self, ctx: &Context) -> Vec<Attribute> {
        (self.vtable.get_entries)(self.value, ctx)
    }
    /// [`TargetDeviceSpecInterface::get_spec_for_identifier`].
    pub fn get_spec_for_identifier(self, ctx: &Context, identifier: &str) -> Option<Attribute> {
        (self.vtable.get_spec_for_identifier)(self.value, ctx, identifier)
    }
    /// [`TargetDeviceSpecInterface::verify_entry`].
    pub fn verify_entry(self, ctx: &Context, loc: Location) -> Result<(), Diagnostic> {
        (self.vtable.verify_entry)(self.value, ctx, loc)
    }
}

/// MLIR's `TargetSystemSpecInterface`: the devices of a system, each a
/// device identifier (a string attribute) and its
/// [`TargetDeviceSpecInterface`] specification.
pub trait TargetSystemSpecInterface: Copy + Into<Attribute> {
    /// The pairs of device identifier and device specification.
    fn get_entries(self, ctx: &Context) -> Vec<(Attribute, Attribute)>;
    /// The specification of the device `device_id`, if any.
    fn get_device_spec_for_device_id(
        self,
        ctx: &Context,
        device_id: Attribute,
    ) -> Option<Attribute>;
    /// Checks the specification, reporting errors at `loc`.
    fn verify_spec(self, ctx: &Context, loc: Location) -> Result<(), Diagnostic> {
        verify_target_system_spec(ctx, self.into(), loc)
    }
}

/// The methods of [`TargetSystemSpecInterface`] as functions of the opaque
/// attribute.
#[derive(Clone, Copy, Debug)]
#[allow(clippy::type_complexity)]
pub struct TargetSystemSpecInterfaceVtable {
    /// [`TargetSystemSpecInterface::get_entries`].
    pub get_entries: fn(Attribute, &Context) -> Vec<(Attribute, Attribute)>,
    /// [`TargetSystemSpecInterface::get_device_spec_for_device_id`].
    pub get_device_spec_for_device_id: fn(Attribute, &Context, Attribute) -> Option<Attribute>,
    /// [`TargetSystemSpecInterface::verify_spec`].
    pub verify_spec: fn(Attribute, &Context, Location) -> Result<(), Diagnostic>,
}

impl TargetSystemSpecInterfaceVtable {
    /// The table of `T`'s implementation.
    pub const fn of<T: TargetSystemSpecInterface + AttrHandle>() -> Self {
        fn get_entries<T: TargetSystemSpecInterface + AttrHandle>(
            a: Attribute,
            ctx: &Context,
        ) -> Vec<(Attribute, Attribute)> {
            T::from_attr_unchecked(a).get_entries(ctx)
        }
        fn get_device_spec_for_device_id<T: TargetSystemSpecInterface + AttrHandle>(
            a: Attribute,
            ctx: &Context,
            id: Attribute,
        ) -> Option<Attribute> {
            T::from_attr_unchecked(a).get_device_spec_for_device_id(ctx, id)
        }
        fn verify_spec<T: TargetSystemSpecInterface + AttrHandle>(
            a: Attribute,
            ctx: &Context,
            loc: Location,
        ) -> Result<(), Diagnostic> {
            T::from_attr_unchecked(a).verify_spec(ctx, loc)
        }
        TargetSystemSpecInterfaceVtable {
            get_entries: get_entries::<T>,
            get_device_spec_for_device_id: get_device_spec_for_device_id::<T>,
            verify_spec: verify_spec::<T>,
        }
    }
}

/// An attribute seen through [`TargetSystemSpecInterface`].
#[derive(Clone, Copy, Debug)]
pub struct TargetSystemSpecInterfaceRef {
    value: Attribute,
    vtable: &'static TargetSystemSpecInterfaceVtable,
}

impl TargetSystemSpecInterfaceRef {
    /// `value` through the interface, if its definition implements it.
    pub fn get(ctx: &Context, value: Attribute) -> Option<Self> {
        let vtable = ctx.attr_interface::<TargetSystemSpecInterfaceVtable>(value)?;
        Some(TargetSystemSpecInterfaceRef { value, vtable })
    }
    /// The attribute.
    pub fn value(self) -> Attribute {
        self.value
    }
    /// [`TargetSystemSpecInterface::get_entries`].
    pub fn get_entries(self, ctx: &Context) -> Vec<(Attribute, Attribute)> {
        (self.vtable.get_entries)(self.value, ctx)
    }
    /// [`TargetSystemSpecInterface::get_device_spec_for_device_id`].
    pub fn get_device_spec_for_device_id(
        self,
        ctx: &Context,
        device_id: Attribute,
    ) -> Option<Attribute> {
        (self.vtable.get_device_spec_for_device_id)(self.value, ctx, device_id)
    }
    /// [`TargetSystemSpecInterface::verify_spec`].
    pub fn verify_spec(self, ctx: &Context, loc: Location) -> Result<(), Diagnostic> {
        (self.vtable.verify_spec)(self.value, ctx, loc)
    }
}

// ---------------------------------------------------------------------------
// Type interface
// ---------------------------------------------------------------------------

/// MLIR's `DataLayoutTypeInterface`: a type subject to data layout, which
/// answers the queries about itself given the entries about its class.
pub trait DataLayoutTypeInterface: Copy {
    /// The size in bytes.
    fn get_type_size(
        self,
        ctx: &Context,
        data_layout: &DataLayout,
        params: &[Attribute],
    ) -> TypeSize {
        self.get_type_size_in_bits(ctx, data_layout, params)
            .divide_ceil(8)
    }
    /// The size in bits.
    fn get_type_size_in_bits(
        self,
        ctx: &Context,
        data_layout: &DataLayout,
        params: &[Attribute],
    ) -> TypeSize;
    /// The alignment the ABI requires, in bytes.
    fn get_abi_alignment(
        self,
        ctx: &Context,
        data_layout: &DataLayout,
        params: &[Attribute],
    ) -> u64;
    /// The preferred alignment, in bytes.
    fn get_preferred_alignment(
        self,
        ctx: &Context,
        data_layout: &DataLayout,
        params: &[Attribute],
    ) -> u64;
    /// The bit width of index computations on this pointer-like type;
    /// `None` for types that are not pointer-like.
    fn get_index_bitwidth(
        self,
        _ctx: &Context,
        _data_layout: &DataLayout,
        _params: &[Attribute],
    ) -> Option<u64> {
        None
    }
    /// Whether entries `new_layout` may be nested in an op with entries
    /// `old_layout`.
    fn are_compatible(
        self,
        _ctx: &Context,
        _old_layout: &[Attribute],
        _new_layout: &[Attribute],
    ) -> bool {
        true
    }
    /// Checks the entries about this type's class, reporting errors at `loc`.
    fn verify_entries(
        self,
        _ctx: &Context,
        _entries: &[Attribute],
        _loc: Location,
    ) -> Result<(), Diagnostic> {
        Ok(())
    }
}

/// The methods of [`DataLayoutTypeInterface`] as functions of the opaque
/// type (registered with a type definition).
#[derive(Clone, Copy, Debug)]
#[allow(clippy::type_complexity)]
pub struct DataLayoutTypeInterfaceVtable {
    /// [`DataLayoutTypeInterface::get_type_size`].
    pub get_type_size: fn(Type, &Context, &DataLayout, &[Attribute]) -> TypeSize,
    /// [`DataLayoutTypeInterface::get_type_size_in_bits`].
    pub get_type_size_in_bits: fn(Type, &Context, &DataLayout, &[Attribute]) -> TypeSize,
    /// [`DataLayoutTypeInterface::get_abi_alignment`].
    pub get_abi_alignment: fn(Type, &Context, &DataLayout, &[Attribute]) -> u64,
    /// [`DataLayoutTypeInterface::get_preferred_alignment`].
    pub get_preferred_alignment: fn(Type, &Context, &DataLayout, &[Attribute]) -> u64,
    /// [`DataLayoutTypeInterface::get_index_bitwidth`].
    pub get_index_bitwidth: fn(Type, &Context, &DataLayout, &[Attribute]) -> Option<u64>,
    /// [`DataLayoutTypeInterface::are_compatible`].
    pub are_compatible: fn(Type, &Context, &[Attribute], &[Attribute]) -> bool,
    /// [`DataLayoutTypeInterface::verify_entries`].
    pub verify_entries: fn(Type, &Context, &[Attribute], Location) -> Result<(), Diagnostic>,
}

impl DataLayoutTypeInterfaceVtable {
    /// The table of `T`'s implementation.
    pub const fn of<T: DataLayoutTypeInterface + TypeHandle>() -> Self {
        fn size<T: DataLayoutTypeInterface + TypeHandle>(
            t: Type,
            ctx: &Context,
            dl: &DataLayout,
            params: &[Attribute],
        ) -> TypeSize {
            T::from_type_unchecked(t).get_type_size(ctx, dl, params)
        }
        fn bits<T: DataLayoutTypeInterface + TypeHandle>(
            t: Type,
            ctx: &Context,
            dl: &DataLayout,
            params: &[Attribute],
        ) -> TypeSize {
            T::from_type_unchecked(t).get_type_size_in_bits(ctx, dl, params)
        }
        fn abi<T: DataLayoutTypeInterface + TypeHandle>(
            t: Type,
            ctx: &Context,
            dl: &DataLayout,
            params: &[Attribute],
        ) -> u64 {
            T::from_type_unchecked(t).get_abi_alignment(ctx, dl, params)
        }
        fn preferred<T: DataLayoutTypeInterface + TypeHandle>(
            t: Type,
            ctx: &Context,
            dl: &DataLayout,
            params: &[Attribute],
        ) -> u64 {
            T::from_type_unchecked(t).get_preferred_alignment(ctx, dl, params)
        }
        fn index<T: DataLayoutTypeInterface + TypeHandle>(
            t: Type,
            ctx: &Context,
            dl: &DataLayout,
            params: &[Attribute],
        ) -> Option<u64> {
            T::from_type_unchecked(t).get_index_bitwidth(ctx, dl, params)
        }
        fn compatible<T: DataLayoutTypeInterface + TypeHandle>(
            t: Type,
            ctx: &Context,
            old: &[Attribute],
            new: &[Attribute],
        ) -> bool {
            T::from_type_unchecked(t).are_compatible(ctx, old, new)
        }
        fn verify<T: DataLayoutTypeInterface + TypeHandle>(
            t: Type,
            ctx: &Context,
            entries: &[Attribute],
            loc: Location,
        ) -> Result<(), Diagnostic> {
            T::from_type_unchecked(t).verify_entries(ctx, entries, loc)
        }
        DataLayoutTypeInterfaceVtable {
            get_type_size: size::<T>,
            get_type_size_in_bits: bits::<T>,
            get_abi_alignment: abi::<T>,
            get_preferred_alignment: preferred::<T>,
            get_index_bitwidth: index::<T>,
            are_compatible: compatible::<T>,
            verify_entries: verify::<T>,
        }
    }
}

/// A type seen through [`DataLayoutTypeInterface`].
#[derive(Clone, Copy, Debug)]
pub struct DataLayoutTypeInterfaceRef {
    value: Type,
    vtable: &'static DataLayoutTypeInterfaceVtable,
}

impl DataLayoutTypeInterfaceRef {
    /// `value` through the interface, if its definition implements it.
    pub fn get(ctx: &Context, value: Type) -> Option<Self> {
        let vtable = ctx.type_interface::<DataLayoutTypeInterfaceVtable>(value)?;
        Some(DataLayoutTypeInterfaceRef { value, vtable })
    }
    /// The type.
    pub fn value(self) -> Type {
        self.value
    }
    /// [`DataLayoutTypeInterface::get_type_size`].
    pub fn get_type_size(self, ctx: &Context, dl: &DataLayout, params: &[Attribute]) -> TypeSize {
        (self.vtable.get_type_size)(self.value, ctx, dl, params)
    }
    /// [`DataLayoutTypeInterface::get_type_size_in_bits`].
    pub fn get_type_size_in_bits(
        self,
        ctx: &Context,
        dl: &DataLayout,
        params: &[Attribute],
    ) -> TypeSize {
        (self.vtable.get_type_size_in_bits)(self.value, ctx, dl, params)
    }
    /// [`DataLayoutTypeInterface::get_abi_alignment`].
    pub fn get_abi_alignment(self, ctx: &Context, dl: &DataLayout, params: &[Attribute]) -> u64 {
        (self.vtable.get_abi_alignment)(self.value, ctx, dl, params)
    }
    /// [`DataLayoutTypeInterface::get_preferred_alignment`].
    pub fn get_preferred_alignment(
        self,
        ctx: &Context,
        dl: &DataLayout,
        params: &[Attribute],
    ) -> u64 {
        (self.vtable.get_preferred_alignment)(self.value, ctx, dl, params)
    }
    /// [`DataLayoutTypeInterface::get_index_bitwidth`].
    pub fn get_index_bitwidth(
        self,
        ctx: &Context,
        dl: &DataLayout,
        params: &[Attribute],
    ) -> Option<u64> {
        (self.vtable.get_index_bitwidth)(self.value, ctx, dl, params)
    }
    /// [`DataLayoutTypeInterface::are_compatible`].
    pub fn are_compatible(self, ctx: &Context, old: &[Attribute], new: &[Attribute]) -> bool {
        (self.vtable.are_compatible)(self.value, ctx, old, new)
    }
    /// [`DataLayoutTypeInterface::verify_entries`].
    pub fn verify_entries(
        self,
        ctx: &Context,
        entries: &[Attribute],
        loc: Location,
    ) -> Result<(), Diagnostic> {
        (self.vtable.verify_entries)(self.value, ctx, entries, loc)
    }
}

// ---------------------------------------------------------------------------
// Dialect interface
// ---------------------------------------------------------------------------

/// MLIR's `DataLayoutDialectInterface`: how a dialect checks and combines
/// the data layout entries whose identifiers start with its namespace
/// (`dlti.endianness` is the dlti dialect's). Attach one with
/// `ctx.add_dialect_interface::<dyn DataLayoutDialectInterface>(namespace, &IMPL)`.
pub trait DataLayoutDialectInterface {
    /// Checks `entry`, reporting errors at `loc`.
    fn verify_entry(
        &self,
        _ctx: &Context,
        _entry: Attribute,
        _loc: Location,
    ) -> Result<(), Diagnostic> {
        Ok(())
    }
    /// The combination of the entry `outer` of an enclosing specification
    /// with the entry `inner` of the same key, or `None` when they do not
    /// combine.
    fn combine(&self, _ctx: &Context, outer: Attribute, inner: Attribute) -> Option<Attribute> {
        default_combine(outer, inner)
    }
}

/// Upstream `DataLayoutDialectInterface::defaultCombine`: identical
/// entries only.
pub fn default_combine(outer: Attribute, inner: Attribute) -> Option<Attribute> {
    (outer == inner).then_some(inner)
}

/// The dialect the identifier `id` refers to (the namespace before its
/// first `.`), if that dialect is registered, with its data layout
/// interface if it has one (upstream `StringAttr::getReferencedDialect`).
pub(crate) fn referenced_dialect<'c>(
    ctx: &'c Context,
    id: &'c str,
) -> Option<(&'c str, Option<&'static dyn DataLayoutDialectInterface>)> {
    let (namespace, _) = id.split_once('.')?;
    ctx.dialect(namespace)?;
    Some((
        namespace,
        ctx.dialect_interface::<dyn DataLayoutDialectInterface>(namespace),
    ))
}

// ---------------------------------------------------------------------------
// Entry lists
// ---------------------------------------------------------------------------

/// The entries of `entries` whose key is a type of class `class`
/// (upstream `detail::filterEntriesForType`).
pub fn filter_entries_for_type(
    ctx: &Context,
    entries: &[Attribute],
    class: TypeClassId,
) -> Vec<Attribute> {
    entries
        .iter()
        .copied()
        .filter(|&e| {
            matches!(entry_key(ctx, e), Some(DataLayoutEntryKey::Type(t)) if TypeClassId::of(ctx, t) == class)
        })
        .collect()
}

/// The entry of `entries` whose key is the identifier `id`, if any
/// (upstream `detail::filterEntryForIdentifier`).
pub fn filter_entry_for_identifier(
    ctx: &Context,
    entries: &[Attribute],
    id: &str,
) -> Option<Attribute> {
    entries.iter().copied().find(|&e| {
        matches!(entry_key(ctx, e), Some(DataLayoutEntryKey::Identifier(k)) if ctx.as_string(k) == Some(id))
    })
}

/// Sorts `entries` into `types` (by class of their type key, in order) and
/// `ids` (by identifier, the last entry of an identifier winning)
/// (upstream `DataLayoutSpecInterface::bucketEntriesByType`).
pub fn bucket_entries_by_type(
    ctx: &Context,
    entries: &[Attribute],
    types: &mut HashMap<TypeClassId, Vec<Attribute>>,
    ids: &mut HashMap<Attribute, Attribute>,
) {
    for &e in entries {
        match entry_key(ctx, e) {
            Some(DataLayoutEntryKey::Type(t)) => {
                types.entry(TypeClassId::of(ctx, t)).or_default().push(e)
            }
            Some(DataLayoutEntryKey::Identifier(id)) => {
                ids.insert(id, e);
            }
            None => {}
        }
    }
}

/// Entries grouped by the class of their type key, and by identifier.
pub(crate) type Buckets = (
    Vec<(TypeClassId, Vec<Attribute>)>,
    Vec<(Attribute, Attribute)>,
);

/// [`bucket_entries_by_type`] keeping the order in which classes and
/// identifiers first appear (what the verifier and combination iterate
/// over: upstream iterates over hash maps, whose order is not specified).
pub(crate) fn bucket_entries_ordered(ctx: &Context, entries: &[Attribute]) -> Buckets {
    let mut types: Vec<(TypeClassId, Vec<Attribute>)> = Vec::new();
    let mut ids: Vec<(Attribute, Attribute)> = Vec::new();
    for &e in entries {
        match entry_key(ctx, e) {
            Some(DataLayoutEntryKey::Type(t)) => {
                let class = TypeClassId::of(ctx, t);
                match types.iter_mut().find(|(c, _)| *c == class) {
                    Some((_, list)) => list.push(e),
                    None => types.push((class, vec![e])),
                }
            }
            Some(DataLayoutEntryKey::Identifier(id)) => {
                match ids.iter_mut().find(|(k, _)| *k == id) {
                    Some((_, v)) => *v = e,
                    None => ids.push((id, e)),
                }
            }
            None => {}
        }
    }
    (types, ids)
}

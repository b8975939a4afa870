//! The data layout of the llvm types (upstream's `DataLayoutTypeInterface`
//! methods in `LLVMTypes.cpp`): `!llvm.ptr` (64 bits, 8-byte aligned
//! unless a `#dlti.dl_entry<!llvm.ptr<N>, dense<[size, abi, preferred,
//! index]> : vector<4xi64>>` says otherwise), `!llvm.array` (its elements
//! padded to their ABI alignment) and `!llvm.struct` (its fields padded to
//! their ABI alignments unless packed, aligned as its strictest field or
//! as an entry asks), with the checks of their entries.

use ir::interfaces::data_layout::{
    entry_key, entry_value, DataLayout, DataLayoutEntryKey, DataLayoutTypeInterface,
    DataLayoutTypeInterfaceVtable, TypeSize,
};
use ir::{Attribute, Context, Diagnostic, Location, TypeHandle};

use crate::{LLVMArrayType, LLVMPointerType, LLVMStructType};

/// The size of a pointer of an address space without an entry, in bits.
const DEFAULT_POINTER_SIZE_BITS: u64 = 64;
/// The alignment of a pointer of an address space without an entry, in
/// bytes.
const DEFAULT_POINTER_ALIGNMENT: u64 = 8;

/// The positions in a pointer's entry (upstream's `PtrDLEntryPos`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum PtrPos {
    Size = 0,
    Abi = 1,
    Preferred = 2,
    Index = 3,
}

/// The values of a dense integer entry value, if it is one.
fn dense_values(ctx: &Context, value: Attribute) -> Option<Vec<u64>> {
    ctx.dense_int_values(value)
        .map(|v| v.into_iter().map(|x| x as u64).collect())
}

/// The type entries among `params` with their values.
fn type_entries(ctx: &Context, params: &[Attribute]) -> Vec<(ir::Type, Attribute)> {
    params
        .iter()
        .filter_map(|&e| match (entry_key(ctx, e), entry_value(ctx, e)) {
            (Some(DataLayoutEntryKey::Type(t)), Some(v)) => Some((t, v)),
            _ => None,
        })
        .collect()
}

/// `extractPointerSpecValue`.
fn pointer_spec_value(ctx: &Context, value: Attribute, pos: PtrPos) -> Option<u64> {
    dense_values(ctx, value)?.get(pos as usize).copied()
}

/// `getPointerDataLayoutEntry` for a pointer of `address_space`: what its
/// entry says at `pos` (sizes in bits, alignments in bytes), or the
/// default for address space 0.
fn pointer_entry(
    ctx: &Context,
    params: &[Attribute],
    address_space: u32,
    pos: PtrPos,
) -> Option<u64> {
    let current = type_entries(ctx, params).into_iter().find(|&(t, _)| {
        LLVMPointerType::dyn_cast(ctx, t).is_some_and(|p| p.address_space(ctx) == address_space)
    });
    let size_or_index = matches!(pos, PtrPos::Size | PtrPos::Index);
    if let Some((_, value)) = current {
        let mut v = pointer_spec_value(ctx, value, pos);
        if v.is_none() && pos == PtrPos::Index {
            v = pointer_spec_value(ctx, value, PtrPos::Size);
        }
        return v.map(|v| if size_or_index { v } else { v / 8 });
    }
    (address_space == 0).then_some(if size_or_index {
        DEFAULT_POINTER_SIZE_BITS
    } else {
        DEFAULT_POINTER_ALIGNMENT
    })
}

/// What a pointer of address space 0 has at `pos` (upstream asks the data
/// layout about `!llvm.ptr`, whose entries are the same `params`).
fn default_space(ctx: &Context, params: &[Attribute], pos: PtrPos) -> u64 {
    pointer_entry(ctx, params, 0, pos).unwrap_or(match pos {
        PtrPos::Size | PtrPos::Index => DEFAULT_POINTER_SIZE_BITS,
        _ => DEFAULT_POINTER_ALIGNMENT,
    })
}

/// An error at `loc` naming `ty` quoted, as diagnostics print types.
fn entry_error(
    ctx: &Context,
    loc: Location,
    before: &str,
    ty: ir::Type,
    after: &str,
) -> Diagnostic {
    let t = ir::printer::type_to_string(ctx, ty);
    Diagnostic::error(loc, format!("{before}'{t}'{after}"))
}

/// What the entries of a type's class must look like: how many values,
/// the messages' words, where the ABI and preferred alignments are.
struct EntryShape {
    counts: &'static [usize],
    count_text: &'static str,
    i64_text: &'static str,
    abi: usize,
    preferred: usize,
}

/// The checks of `verifyEntries` common to pointers and structs: each type
/// entry a dense `i64` elements attribute of one of `shape.counts` values
/// that `check` accepts for its key, its preferred alignment (when given)
/// at least its ABI alignment.
fn verify_type_entries(
    ctx: &Context,
    entries: &[Attribute],
    loc: Location,
    shape: EntryShape,
    check: impl Fn(ir::Type) -> Result<(), Diagnostic>,
) -> Result<(), Diagnostic> {
    for (key, value) in type_entries(ctx, entries) {
        let values = dense_values(ctx, value).filter(|v| shape.counts.contains(&v.len()));
        let Some(values) = values else {
            return Err(entry_error(
                ctx,
                loc,
                "expected layout attribute for ",
                key,
                shape.count_text,
            ));
        };
        let element = ctx.element_type_or_self(ctx.attr_type(value));
        if !ctx.is_integer(element, 64) {
            return Err(entry_error(ctx, loc, shape.i64_text, key, ""));
        }
        check(key)?;
        if values.len() > shape.preferred && values[shape.abi] > values[shape.preferred] {
            return Err(Diagnostic::error(
                loc,
                "preferred alignment is expected to be at least as large as ABI alignment",
            ));
        }
    }
    Ok(())
}

impl DataLayoutTypeInterface for LLVMPointerType {
    fn get_type_size_in_bits(
        self,
        ctx: &Context,
        _: &DataLayout,
        params: &[Attribute],
    ) -> TypeSize {
        let space = self.address_space(ctx);
        TypeSize::fixed(
            pointer_entry(ctx, params, space, PtrPos::Size)
                .unwrap_or_else(|| default_space(ctx, params, PtrPos::Size)),
        )
    }
    fn get_abi_alignment(self, ctx: &Context, _: &DataLayout, params: &[Attribute]) -> u64 {
        let space = self.address_space(ctx);
        pointer_entry(ctx, params, space, PtrPos::Abi)
            .unwrap_or_else(|| default_space(ctx, params, PtrPos::Abi))
    }
    fn get_preferred_alignment(self, ctx: &Context, _: &DataLayout, params: &[Attribute]) -> u64 {
        let space = self.address_space(ctx);
        pointer_entry(ctx, params, space, PtrPos::Preferred)
            .unwrap_or_else(|| default_space(ctx, params, PtrPos::Preferred))
    }
    fn get_index_bitwidth(
        self,
        ctx: &Context,
        _: &DataLayout,
        params: &[Attribute],
    ) -> Option<u64> {
        let space = self.address_space(ctx);
        Some(
            pointer_entry(ctx, params, space, PtrPos::Index)
                .unwrap_or_else(|| default_space(ctx, params, PtrPos::Index)),
        )
    }
    fn are_compatible(self, ctx: &Context, old: &[Attribute], new: &[Attribute]) -> bool {
        let old = type_entries(ctx, old);
        for (new_type, new_value) in type_entries(ctx, new) {
            let Some(new_ptr) = LLVMPointerType::dyn_cast(ctx, new_type) else {
                continue;
            };
            let space = new_ptr.address_space(ctx);
            // Upstream looks for address space 0's entry when the space has
            // none but discards what it finds: the defaults apply.
            let (size, abi) = match old.iter().find(|&&(t, _)| {
                LLVMPointerType::dyn_cast(ctx, t).is_some_and(|p| p.address_space(ctx) == space)
            }) {
                Some(&(_, v)) => (
                    pointer_spec_value(ctx, v, PtrPos::Size).unwrap_or(0),
                    pointer_spec_value(ctx, v, PtrPos::Abi).unwrap_or(0),
                ),
                None => (DEFAULT_POINTER_SIZE_BITS, DEFAULT_POINTER_ALIGNMENT),
            };
            let new_size = pointer_spec_value(ctx, new_value, PtrPos::Size).unwrap_or(0);
            let new_abi = pointer_spec_value(ctx, new_value, PtrPos::Abi).unwrap_or(0);
            if size != new_size || abi < new_abi || new_abi == 0 || !abi.is_multiple_of(new_abi) {
                return false;
            }
        }
        true
    }
    fn verify_entries(
        self,
        ctx: &Context,
        entries: &[Attribute],
        loc: Location,
    ) -> Result<(), Diagnostic> {
        verify_type_entries(
            ctx,
            entries,
            loc,
            EntryShape {
                counts: &[3, 4],
                count_text: " to be a dense integer elements attribute with 3 or 4 elements",
                i64_text: "expected i64 parameters for ",
                abi: PtrPos::Abi as usize,
                preferred: PtrPos::Preferred as usize,
            },
            |_| Ok(()),
        )
    }
}

impl DataLayoutTypeInterface for LLVMArrayType {
    fn get_type_size(self, ctx: &Context, dl: &DataLayout, _: &[Attribute]) -> TypeSize {
        let element = self.element_type(ctx);
        let size = dl.get_type_size(ctx, element).min;
        let align = dl.get_type_abi_alignment(ctx, element).max(1);
        TypeSize::fixed(size.div_ceil(align) * align * self.num_elements(ctx))
    }
    fn get_type_size_in_bits(
        self,
        ctx: &Context,
        dl: &DataLayout,
        params: &[Attribute],
    ) -> TypeSize {
        TypeSize::fixed(8 * self.get_type_size(ctx, dl, params).min)
    }
    fn get_abi_alignment(self, ctx: &Context, dl: &DataLayout, _: &[Attribute]) -> u64 {
        dl.get_type_abi_alignment(ctx, self.element_type(ctx))
    }
    fn get_preferred_alignment(self, ctx: &Context, dl: &DataLayout, _: &[Attribute]) -> u64 {
        dl.get_type_preferred_alignment(ctx, self.element_type(ctx))
    }
}

/// The positions in a struct's entry (upstream's `StructDLEntryPos`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum StructPos {
    Abi = 0,
    Preferred = 1,
}

/// `getStructDataLayoutEntry`: the first type entry's value at `pos` (the
/// ABI alignment when no preferred one is given), in bits.
fn struct_entry(ctx: &Context, params: &[Attribute], pos: StructPos) -> Option<u64> {
    let (_, value) = type_entries(ctx, params).into_iter().next()?;
    let values = dense_values(ctx, value)?;
    let pos = if pos == StructPos::Preferred && values.len() <= 1 {
        StructPos::Abi
    } else {
        pos
    };
    values.get(pos as usize).copied()
}

/// `calculateStructAlignment`.
fn struct_alignment(
    ty: LLVMStructType,
    ctx: &Context,
    dl: &DataLayout,
    params: &[Attribute],
    pos: StructPos,
) -> u64 {
    if pos == StructPos::Abi && ty.is_packed(ctx) {
        return 1;
    }
    let fields = ty
        .body(ctx)
        .into_iter()
        .map(|t| dl.get_type_abi_alignment(ctx, t))
        .fold(1, u64::max);
    match struct_entry(ctx, params, pos) {
        Some(entry) => (entry / 8).max(fields),
        None => fields,
    }
}

impl DataLayoutTypeInterface for LLVMStructType {
    fn get_type_size_in_bits(self, ctx: &Context, dl: &DataLayout, _: &[Attribute]) -> TypeSize {
        let packed = self.is_packed(ctx);
        let mut size = 0u64;
        let mut alignment = 1u64;
        for element in self.body(ctx) {
            let align = if packed {
                1
            } else {
                dl.get_type_abi_alignment(ctx, element).max(1)
            };
            size = size.div_ceil(align) * align + dl.get_type_size(ctx, element).min;
            alignment = alignment.max(align);
        }
        TypeSize::fixed(size.div_ceil(alignment) * alignment * 8)
    }
    fn get_abi_alignment(self, ctx: &Context, dl: &DataLayout, params: &[Attribute]) -> u64 {
        struct_alignment(self, ctx, dl, params, StructPos::Abi)
    }
    fn get_preferred_alignment(self, ctx: &Context, dl: &DataLayout, params: &[Attribute]) -> u64 {
        struct_alignment(self, ctx, dl, params, StructPos::Preferred)
    }
    fn are_compatible(self, ctx: &Context, old: &[Attribute], new: &[Attribute]) -> bool {
        let Some((_, previous)) = type_entries(ctx, old).into_iter().next() else {
            return true;
        };
        let abi = dense_values(ctx, previous)
            .and_then(|v| v.first().copied())
            .unwrap_or(0);
        type_entries(ctx, new).into_iter().all(|(_, value)| {
            let new_abi = dense_values(ctx, value)
                .and_then(|v| v.first().copied())
                .unwrap_or(0);
            abi >= new_abi && new_abi != 0 && abi.is_multiple_of(new_abi)
        })
    }
    fn verify_entries(
        self,
        ctx: &Context,
        entries: &[Attribute],
        loc: Location,
    ) -> Result<(), Diagnostic> {
        verify_type_entries(
            ctx,
            entries,
            loc,
            EntryShape {
                counts: &[1, 2],
                count_text: " to be a dense integer elements attribute of 1 or 2 elements",
                i64_text: "expected i64 entries for ",
                abi: StructPos::Abi as usize,
                preferred: StructPos::Preferred as usize,
            },
            |key| {
                let key_struct = LLVMStructType::from_type_unchecked(key);
                if key_struct.is_identified(ctx) || !key_struct.body(ctx).is_empty() {
                    return Err(entry_error(
                        ctx,
                        loc,
                        "unexpected layout attribute for struct ",
                        key,
                        "",
                    ));
                }
                Ok(())
            },
        )
    }
}

static POINTER_LAYOUT: DataLayoutTypeInterfaceVtable =
    DataLayoutTypeInterfaceVtable::of::<LLVMPointerType>();
static ARRAY_LAYOUT: DataLayoutTypeInterfaceVtable =
    DataLayoutTypeInterfaceVtable::of::<LLVMArrayType>();
static STRUCT_LAYOUT: DataLayoutTypeInterfaceVtable =
    DataLayoutTypeInterfaceVtable::of::<LLVMStructType>();

/// Attaches `DataLayoutTypeInterface` to the pointer, array and struct
/// types (their definitions are registered by then).
pub(crate) fn register(ctx: &mut Context) {
    let ptr = LLVMPointerType::get(ctx, 0).to_type();
    let i8 = ctx.integer_type(8);
    let array = LLVMArrayType::get(ctx, i8, 1).to_type();
    let st = LLVMStructType::get_literal(ctx, &[], false).to_type();
    for (t, vtable) in [
        (ptr, &POINTER_LAYOUT),
        (array, &ARRAY_LAYOUT),
        (st, &STRUCT_LAYOUT),
    ] {
        if let Some(def) = ctx.dialect_type_definition(t) {
            ctx.attach_type_interface::<DataLayoutTypeInterfaceVtable>(def, vtable);
        }
    }
}

//! The dialect (upstream `DLTIDialect` in `DLTI.cpp`, and `Traits.cpp`):
//! the names of its attributes and well-known entry keys, its verifier of
//! `dlti.*` attributes on ops, its data layout dialect interface, and the
//! specifications an op with the default DLTI data layout carries.

use crate::attr_defs;
use crate::{DataLayoutEntryAttr, DataLayoutSpecAttr, TargetDeviceSpecAttr, TargetSystemSpecAttr};
use ir::dialect_defs::AttrDefinition;
use ir::interfaces::{
    entry_key, entry_value, verify_data_layout_op, DataLayoutDialectInterface,
    DataLayoutEntryInterfaceVtable, DataLayoutEntryKey, DataLayoutSpecInterfaceVtable,
    TargetDeviceSpecInterfaceVtable, TargetSystemSpecInterfaceVtable,
};
use ir::{AttrHandle, Attribute, Context, Diagnostic, DialectDefinition, Location, OpId};

/// `dlti.dl_spec`: the data layout specification an op carries.
pub const DATA_LAYOUT_ATTR_NAME: &str = "dlti.dl_spec";
/// `dlti.target_system_spec`: the target system an op (a module) describes.
pub const TARGET_SYSTEM_DESC_ATTR_NAME: &str = "dlti.target_system_spec";
/// `dlti.target_device_spec`: the name of a target device specification.
pub const TARGET_DEVICE_DESC_ATTR_NAME: &str = "dlti.target_device_spec";
/// The key of the endianness entry, whose value is `"big"` or `"little"`.
pub const DATA_LAYOUT_ENDIANNESS_KEY: &str = "dlti.endianness";
/// Big endian.
pub const DATA_LAYOUT_ENDIANNESS_BIG: &str = "big";
/// Little endian.
pub const DATA_LAYOUT_ENDIANNESS_LITTLE: &str = "little";
/// The key of the memory space of allocas.
pub const DATA_LAYOUT_ALLOCA_MEMORY_SPACE_KEY: &str = "dlti.alloca_memory_space";
/// The key of the memory space of the program.
pub const DATA_LAYOUT_PROGRAM_MEMORY_SPACE_KEY: &str = "dlti.program_memory_space";
/// The key of the memory space of globals.
pub const DATA_LAYOUT_GLOBAL_MEMORY_SPACE_KEY: &str = "dlti.global_memory_space";
/// The key of the natural stack alignment (in bits).
pub const DATA_LAYOUT_STACK_ALIGNMENT_KEY: &str = "dlti.stack_alignment";

static ENTRY: DataLayoutEntryInterfaceVtable =
    DataLayoutEntryInterfaceVtable::of::<DataLayoutEntryAttr>();
static SPEC: DataLayoutSpecInterfaceVtable =
    DataLayoutSpecInterfaceVtable::of::<DataLayoutSpecAttr>();
static DEVICE: TargetDeviceSpecInterfaceVtable =
    TargetDeviceSpecInterfaceVtable::of::<TargetDeviceSpecAttr>();
static SYSTEM: TargetSystemSpecInterfaceVtable =
    TargetSystemSpecInterfaceVtable::of::<TargetSystemSpecAttr>();

/// The dialect's data layout interface (upstream's
/// `TargetDataLayoutInterface`): the well-known `dlti.` entries.
struct TargetDataLayoutInterface;

static DIALECT_INTERFACE: TargetDataLayoutInterface = TargetDataLayoutInterface;

impl DataLayoutDialectInterface for TargetDataLayoutInterface {
    /// `dlti.endianness` is `"big"` or `"little"`; the memory space and
    /// stack alignment keys take any value; other `dlti.` keys are unknown.
    fn verify_entry(
        &self,
        ctx: &Context,
        entry: Attribute,
        loc: Location,
    ) -> Result<(), Diagnostic> {
        let Some(DataLayoutEntryKey::Identifier(id)) = entry_key(ctx, entry) else {
            return Ok(());
        };
        let name = String::from_utf8_lossy(ctx.as_string_bytes(id).unwrap_or(&[])).into_owned();
        if name == DATA_LAYOUT_ENDIANNESS_KEY {
            let value = entry_value(ctx, entry).and_then(|v| ctx.as_string(v));
            if matches!(
                value,
                Some(DATA_LAYOUT_ENDIANNESS_BIG | DATA_LAYOUT_ENDIANNESS_LITTLE)
            ) {
                return Ok(());
            }
            return Err(Diagnostic::error(
                loc,
                format!(
                    "'{name}' data layout entry is expected to be either '{DATA_LAYOUT_ENDIANNESS_BIG}' or '{DATA_LAYOUT_ENDIANNESS_LITTLE}'"
                ),
            ));
        }
        if [
            DATA_LAYOUT_ALLOCA_MEMORY_SPACE_KEY,
            DATA_LAYOUT_PROGRAM_MEMORY_SPACE_KEY,
            DATA_LAYOUT_GLOBAL_MEMORY_SPACE_KEY,
            DATA_LAYOUT_STACK_ALIGNMENT_KEY,
        ]
        .contains(&name.as_str())
        {
            return Ok(());
        }
        Err(Diagnostic::error(
            loc,
            format!("unknown data layout entry name: {name}"),
        ))
    }
}

/// `DLTIDialect::verifyOperationAttribute`: `dlti.dl_spec` must be a
/// `#dlti.dl_spec` (on a `builtin.module`, checked with its enclosing
/// specifications), `dlti.target_system_spec` a `#dlti.target_system_spec`;
/// no other `dlti.` attribute is known.
fn verify_operation_attribute(
    ctx: &Context,
    op: OpId,
    name: &str,
    value: Attribute,
) -> Result<(), Diagnostic> {
    if name == DATA_LAYOUT_ATTR_NAME {
        if !DataLayoutSpecAttr::classof(ctx, value) {
            return Err(Diagnostic::at_op(
                ctx,
                op,
                format!("'{DATA_LAYOUT_ATTR_NAME}' is expected to be a #dlti.dl_spec attribute"),
            ));
        }
        if ir::builtin::ModuleOp::cast(ctx, op).is_some() {
            return verify_data_layout_op(ctx, op);
        }
        return Ok(());
    }
    if name == TARGET_SYSTEM_DESC_ATTR_NAME {
        if !TargetSystemSpecAttr::classof(ctx, value) {
            return Err(Diagnostic::at_op(
                ctx,
                op,
                format!(
                    "'{TARGET_SYSTEM_DESC_ATTR_NAME}' is expected to be a #dlti.target_system_spec attribute"
                ),
            ));
        }
        return Ok(());
    }
    Err(Diagnostic::at_op(
        ctx,
        op,
        format!("attribute '{name}' not supported by dialect"),
    ))
}

/// `def` with the interface table `vtable` registered.
fn with<I: 'static>(mut def: AttrDefinition, vtable: &'static I) -> AttrDefinition {
    def.add_interface::<I>(vtable);
    def
}

/// Registers the dlti dialect with `ctx`: its attributes with their data
/// layout interfaces, its verifier of `dlti.*` attributes on ops and its
/// data layout dialect interface (what `DLTIDialect::initialize` adds).
pub fn register(ctx: &mut Context) {
    let mut def = DialectDefinition::new("dlti");
    def.verify_operation_attribute = Some(verify_operation_attribute);
    ctx.register_dialect(def);
    // The generated registration, then the definitions again (replacing
    // them) with the tables of the interfaces their native traits name.
    attr_defs::register(ctx);
    ctx.register_attr_definition(with(DataLayoutEntryAttr::definition(), &ENTRY));
    ctx.register_attr_definition(with(DataLayoutSpecAttr::definition(), &SPEC));
    ctx.register_attr_definition(with(TargetDeviceSpecAttr::definition(), &DEVICE));
    ctx.register_attr_definition(with(TargetSystemSpecAttr::definition(), &SYSTEM));
    ctx.add_dialect_interface::<dyn DataLayoutDialectInterface>("dlti", &DIALECT_INTERFACE);
}

/// The data layout specification of an op with the default DLTI data
/// layout (upstream `HasDefaultDLTIDataLayout`'s `getDataLayoutSpec`): its
/// `dlti.dl_spec` attribute if it is a `#dlti.dl_spec`.
pub fn data_layout_spec_of(ctx: &Context, op: OpId) -> Option<Attribute> {
    ctx.attr(op, DATA_LAYOUT_ATTR_NAME)
        .filter(|&a| DataLayoutSpecAttr::classof(ctx, a))
}

/// The target system specification of an op with the default DLTI data
/// layout (`HasDefaultDLTIDataLayout`'s `getTargetSystemSpec`): its
/// `dlti.target_system_spec` attribute if it is a `#dlti.target_system_spec`.
pub fn target_system_spec_of(ctx: &Context, op: OpId) -> Option<Attribute> {
    ctx.attr(op, TARGET_SYSTEM_DESC_ATTR_NAME)
        .filter(|&a| TargetSystemSpecAttr::classof(ctx, a))
}

//! The attributes (upstream `DLTI.cpp`): the custom forms of
//! `#dlti.dl_entry` and `#dlti.dl_spec`, the verifiers of the
//! specifications, and their implementations of the data layout attribute
//! interfaces.

use crate::dialect::{
    DATA_LAYOUT_ALLOCA_MEMORY_SPACE_KEY, DATA_LAYOUT_ENDIANNESS_KEY,
    DATA_LAYOUT_GLOBAL_MEMORY_SPACE_KEY, DATA_LAYOUT_PROGRAM_MEMORY_SPACE_KEY,
    DATA_LAYOUT_STACK_ALIGNMENT_KEY,
};
use crate::fields::parse_entry;
use crate::{
    DataLayoutEntryAttr, DataLayoutEntryAttrHooks, DataLayoutEntryInterface, DataLayoutSpecAttr,
    DataLayoutSpecAttrHooks, DeviceIDTargetDeviceSpecPair, TargetDeviceSpecAttr,
    TargetDeviceSpecAttrHooks, TargetSystemSpecAttr, TargetSystemSpecAttrHooks,
};
use ir::asm_support::parse_optional_type;
use ir::interfaces::{
    combine_entries, entry_key, DataLayoutEntryKey, DataLayoutSpecInterfaceRef,
    TargetDeviceSpecInterfaceRef,
};
use ir::printer::{attr_to_string, type_to_string};
use ir::{AttrHandle, Attribute, Context, CustomParser, CustomPrinter, ParseError, Type};

impl DataLayoutEntryAttrHooks for DataLayoutEntryAttr {
    /// `<` (type | quoted-string) `,` attr `>`.
    fn parse(p: &mut CustomParser<'_, '_, '_>, _ty: Option<Type>) -> Result<Self, ParseError> {
        p.parse_punct("<")?;
        p.peek_byte();
        let id_at = p.offset();
        let key = match parse_optional_type(p)? {
            Some(t) => DataLayoutEntryKey::Type(t),
            None if p.peek_byte() == Some(b'"') => {
                let id = p.parse_string()?;
                DataLayoutEntryKey::Identifier(p.ctx().string_attr(&id))
            }
            None => return Err(p.error_at(id_at, "expected a type or a quoted string")),
        };
        p.parse_punct(",")?;
        let value = p.parse_attribute()?;
        p.parse_punct(">")?;
        Ok(DataLayoutEntryAttr::get(p.ctx(), key, value))
    }

    /// `<type, value>` or `<"identifier", value>` (the identifier as it is,
    /// without escapes, as upstream prints it).
    fn print(self, p: &mut CustomPrinter<'_, '_>) {
        let ctx = p.ctx();
        p.write_str("<");
        match self.key(ctx) {
            DataLayoutEntryKey::Type(t) => p.print_type(t),
            DataLayoutEntryKey::Identifier(id) => {
                let text = String::from_utf8_lossy(ctx.as_string_bytes(id).unwrap_or(&[]));
                p.write_str(&format!("\"{text}\""));
            }
        }
        p.write_str(", ");
        p.print_attribute(self.value(ctx));
        p.write_str(">");
    }
}

/// Checks that the keys of `entries` are unique (types and identifiers);
/// `types_allowed` is false for a target device specification, whose keys
/// must be identifiers.
fn verify_entry_keys(
    ctx: &Context,
    entries: &[DataLayoutEntryInterface],
    types_allowed: bool,
) -> Result<(), String> {
    let mut types: Vec<Type> = Vec::new();
    let mut ids: Vec<Attribute> = Vec::new();
    for e in entries {
        match entry_key(ctx, e.0) {
            Some(DataLayoutEntryKey::Type(t)) if !types_allowed => {
                return Err(format!(
                    "dlti.target_device_spec does not allow type as a key: '{}'",
                    type_to_string(ctx, t)
                ));
            }
            Some(DataLayoutEntryKey::Type(t)) => {
                if types.contains(&t) {
                    return Err(format!(
                        "repeated layout entry key: '{}'",
                        type_to_string(ctx, t)
                    ));
                }
                types.push(t);
            }
            Some(DataLayoutEntryKey::Identifier(id)) => {
                if ids.contains(&id) {
                    let name = String::from_utf8_lossy(ctx.as_string_bytes(id).unwrap_or(&[]));
                    return Err(format!("repeated layout entry key: {name}"));
                }
                ids.push(id);
            }
            None => {}
        }
    }
    Ok(())
}

impl DataLayoutSpecAttrHooks for DataLayoutSpecAttr {
    /// No two entries with the same key.
    fn verify(ctx: &Context, entries: &[DataLayoutEntryInterface]) -> Result<(), String> {
        verify_entry_keys(ctx, entries, true)
    }

    /// `<` (entry (`,` entry)*)? `>`, checked at the mnemonic.
    fn parse(p: &mut CustomParser<'_, '_, '_>, _ty: Option<Type>) -> Result<Self, ParseError> {
        p.parse_punct("<")?;
        if p.parse_optional_punct(">") {
            return Ok(DataLayoutSpecAttr::get(p.ctx(), &[]));
        }
        let mut entries = vec![parse_entry(p)?];
        while p.parse_optional_punct(",") {
            entries.push(parse_entry(p)?);
        }
        p.parse_punct(">")?;
        let at = p.name_offset();
        let loc = p.location_at(at);
        DataLayoutSpecAttr::get_checked(p.ctx(), loc, &entries)
            .map_err(|d| p.error_at(at, d.message))
    }

    /// `<entry, entry, ...>`.
    fn print(self, p: &mut CustomPrinter<'_, '_>) {
        let ctx = p.ctx();
        p.write_str("<");
        for (i, e) in self.entries(ctx).iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_attribute(e.0);
        }
        p.write_str(">");
    }
}

impl TargetDeviceSpecAttrHooks for TargetDeviceSpecAttr {
    /// Identifier keys only, each once.
    fn verify(ctx: &Context, entries: &[DataLayoutEntryInterface]) -> Result<(), String> {
        verify_entry_keys(ctx, entries, false)
    }
}

impl TargetSystemSpecAttrHooks for TargetSystemSpecAttr {
    /// Valid device specifications, each device identifier once.
    fn verify(ctx: &Context, entries: &[DeviceIDTargetDeviceSpecPair]) -> Result<(), String> {
        let mut ids: Vec<Attribute> = Vec::new();
        for e in entries {
            let device_entries: Vec<DataLayoutEntryInterface> =
                TargetDeviceSpecInterfaceRef::get(ctx, e.device_spec)
                    .map(|d| d.get_entries(ctx))
                    .unwrap_or_default()
                    .into_iter()
                    .map(DataLayoutEntryInterface)
                    .collect();
            verify_entry_keys(ctx, &device_entries, false)?;
            if ids.contains(&e.device_id) {
                return Err(format!(
                    "repeated Device ID in dlti.target_system_spec: {}",
                    attr_to_string(ctx, e.device_id)
                ));
            }
            ids.push(e.device_id);
        }
        Ok(())
    }
}

// ---------------------------------------------------------------------------
// The data layout attribute interfaces
// ---------------------------------------------------------------------------

impl ir::interfaces::DataLayoutEntryInterface for DataLayoutEntryAttr {
    fn get_key(self, ctx: &Context) -> DataLayoutEntryKey {
        self.key(ctx)
    }
    fn get_value(self, ctx: &Context) -> Attribute {
        self.value(ctx)
    }
}

impl ir::interfaces::DataLayoutSpecInterface for DataLayoutSpecAttr {
    /// Only specifications of this kind combine; newer entries replace
    /// older compatible ones of the same key.
    fn combine_with(self, ctx: &Context, specs: &[Attribute]) -> Option<Vec<Attribute>> {
        if specs.iter().any(|&s| !DataLayoutSpecAttr::classof(ctx, s)) {
            return None;
        }
        let lists: Vec<Vec<Attribute>> = specs
            .iter()
            .filter_map(|&s| DataLayoutSpecInterfaceRef::get(ctx, s))
            .map(|s| s.get_entries(ctx))
            .collect();
        let own: Vec<Attribute> = self.entries(ctx).iter().map(|e| e.0).collect();
        combine_entries(ctx, &lists, &own)
    }
    fn get_entries(self, ctx: &Context) -> Vec<Attribute> {
        self.entries(ctx).iter().map(|e| e.0).collect()
    }
    fn get_endianness_identifier(self, _ctx: &Context) -> &'static str {
        DATA_LAYOUT_ENDIANNESS_KEY
    }
    fn get_alloca_memory_space_identifier(self, _ctx: &Context) -> &'static str {
        DATA_LAYOUT_ALLOCA_MEMORY_SPACE_KEY
    }
    fn get_program_memory_space_identifier(self, _ctx: &Context) -> &'static str {
        DATA_LAYOUT_PROGRAM_MEMORY_SPACE_KEY
    }
    fn get_global_memory_space_identifier(self, _ctx: &Context) -> &'static str {
        DATA_LAYOUT_GLOBAL_MEMORY_SPACE_KEY
    }
    fn get_stack_alignment_identifier(self, _ctx: &Context) -> &'static str {
        DATA_LAYOUT_STACK_ALIGNMENT_KEY
    }
}

impl ir::interfaces::TargetDeviceSpecInterface for TargetDeviceSpecAttr {
    fn get_entries(self, ctx: &Context) -> Vec<Attribute> {
        self.entries(ctx).iter().map(|e| e.0).collect()
    }
}

impl ir::interfaces::TargetSystemSpecInterface for TargetSystemSpecAttr {
    fn get_entries(self, ctx: &Context) -> Vec<(Attribute, Attribute)> {
        self.entries(ctx)
            .iter()
            .map(|e| (e.device_id, e.device_spec))
            .collect()
    }
    fn get_device_spec_for_device_id(
        self,
        ctx: &Context,
        device_id: Attribute,
    ) -> Option<Attribute> {
        TargetSystemSpecAttr::get_device_spec_for_device_id(self, ctx, device_id)
    }
}

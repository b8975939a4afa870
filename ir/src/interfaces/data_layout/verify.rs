//! The checks of data layout specifications and of the ops carrying them
//! (upstream `detail::verifyDataLayoutSpec`,
//! `detail::verifyTargetSystemSpec`, `detail::verifyDataLayoutOp`).

use super::query::{combined_layout, parent_layouts, spec_of};
use super::{
    bucket_entries_ordered, entry_key, entry_value, referenced_dialect,
    DataLayoutEntryInterfaceRef, DataLayoutEntryKey, DataLayoutTypeInterfaceRef,
    TargetDeviceSpecInterfaceRef, TargetSystemSpecInterfaceRef,
};
use crate::core::attrs::{AttrKind, Attribute};
use crate::core::context::Context;
use crate::core::diag::Diagnostic;
use crate::core::location::Location;
use crate::core::printer::{attr_to_string, type_to_string};
use crate::core::storage::OpId;
use crate::core::types::{Signedness, TypeData, TypeKind};

/// Whether `ty` belongs to the builtin dialect (any type that is not a
/// registered dialect's).
fn is_builtin_type(ctx: &Context, ty: crate::core::types::Type) -> bool {
    ctx.type_kind(ty) != TypeKind::Dialect
}

/// Checks an entry about an integer or float type: a dense elements
/// attribute of one or two `i64` (ABI, then preferred alignment in bits,
/// the preferred one not below the ABI one).
fn verify_int_or_float_entry(
    ctx: &Context,
    entry: Attribute,
    loc: Location,
) -> Result<(), Diagnostic> {
    let value = entry_value(ctx, entry);
    let elements = value.filter(|&v| {
        ctx.attr_kind(v) == AttrKind::DenseElements && {
            let et = ctx.element_type_or_self(ctx.attr_type(v));
            matches!(
                ctx.type_data(et),
                TypeData::Integer {
                    width: 64,
                    signedness: Signedness::Signless
                }
            )
        }
    });
    let Some(v) = elements else {
        return Err(Diagnostic::error(
            loc,
            format!(
                "expected a dense i64 elements attribute in the data layout entry {}",
                attr_to_string(ctx, entry)
            ),
        ));
    };
    let values: Vec<u64> = ctx
        .dense_int_values(v)
        .unwrap_or_default()
        .into_iter()
        .map(|x| x as u64)
        .collect();
    if values.is_empty() || values.len() > 2 {
        return Err(Diagnostic::error(
            loc,
            format!(
                "expected 1 or 2 elements in the data layout entry {}",
                attr_to_string(ctx, entry)
            ),
        ));
    }
    let abi = values[0];
    let preferred = values.get(1).copied().unwrap_or(abi);
    if preferred < abi {
        return Err(Diagnostic::error(
            loc,
            format!(
                "preferred alignment is expected to be greater than or equal to the abi alignment in data layout entry {}",
                attr_to_string(ctx, entry)
            ),
        ));
    }
    Ok(())
}

/// Checks a data layout specification (upstream
/// `detail::verifyDataLayoutSpec`): each entry, then the entries of each
/// class of types (builtin integers, floats and `index` here, other types
/// through their `DataLayoutTypeInterface`), then the identifier entries
/// of registered dialects through their `DataLayoutDialectInterface`.
pub fn verify_data_layout_spec(
    ctx: &Context,
    spec: Attribute,
    loc: Location,
) -> Result<(), Diagnostic> {
    let Some(spec) = super::DataLayoutSpecInterfaceRef::get(ctx, spec) else {
        return Ok(());
    };
    let entries = spec.get_entries(ctx);
    for &e in &entries {
        if let Some(entry) = DataLayoutEntryInterfaceRef::get(ctx, e) {
            entry.verify_entry(ctx, loc)?;
        }
    }
    let (types, ids) = bucket_entries_ordered(ctx, &entries);
    for (_, list) in &types {
        let Some(DataLayoutEntryKey::Type(sample)) = list.first().and_then(|&e| entry_key(ctx, e))
        else {
            continue;
        };
        match ctx.type_data(sample) {
            TypeData::Index => {
                let value = entry_value(ctx, list[0]);
                if !value.is_some_and(|v| ctx.attr_kind(v) == AttrKind::Integer) {
                    return Err(Diagnostic::error(
                        loc,
                        format!(
                            "expected integer attribute in the data layout entry for '{}'",
                            type_to_string(ctx, sample)
                        ),
                    ));
                }
                continue;
            }
            TypeData::Integer { .. } | TypeData::Float(_) => {
                for &e in list {
                    verify_int_or_float_entry(ctx, e, loc)?;
                }
                continue;
            }
            _ => {}
        }
        if is_builtin_type(ctx, sample) {
            return Err(Diagnostic::error(
                loc,
                "unexpected data layout for a built-in type",
            ));
        }
        let Some(dl_type) = DataLayoutTypeInterfaceRef::get(ctx, sample) else {
            return Err(Diagnostic::error(
                loc,
                "data layout specified for a type that does not support it",
            ));
        };
        dl_type.verify_entries(ctx, list, loc)?;
    }
    for (id, entry) in &ids {
        verify_identifier_entry(ctx, *id, *entry, loc)?;
    }
    Ok(())
}

/// Checks an identifier entry through its dialect's
/// `DataLayoutDialectInterface`: entries of dialects that are not
/// registered are accepted.
fn verify_identifier_entry(
    ctx: &Context,
    id: Attribute,
    entry: Attribute,
    loc: Location,
) -> Result<(), Diagnostic> {
    let name = ctx.as_string(id).unwrap_or("");
    match referenced_dialect(ctx, name) {
        None => Ok(()),
        Some((_, Some(iface))) => iface.verify_entry(ctx, entry, loc),
        Some((namespace, None)) => Err(Diagnostic::error(
            loc,
            format!("the '{namespace}' dialect does not support identifier data layout entries"),
        )),
    }
}

/// Checks a target system specification (upstream
/// `detail::verifyTargetSystemSpec`): each device specification, unique
/// device identifiers, no type keys, and the identifier entries through
/// their dialects (an identifier of no registered dialect fails, without
/// a message, as upstream).
pub fn verify_target_system_spec(
    ctx: &Context,
    spec: Attribute,
    loc: Location,
) -> Result<(), Diagnostic> {
    let silent = || Diagnostic::error(loc, "");
    let Some(spec) = TargetSystemSpecInterfaceRef::get(ctx, spec) else {
        return Ok(());
    };
    let mut device_ids: Vec<Attribute> = Vec::new();
    let mut keys: Vec<(Attribute, Attribute)> = Vec::new();
    for (device_id, device) in spec.get_entries(ctx) {
        let Some(device) = TargetDeviceSpecInterfaceRef::get(ctx, device) else {
            continue;
        };
        device.verify_entry(ctx, loc)?;
        if device_ids.contains(&device_id) {
            return Err(silent());
        }
        device_ids.push(device_id);
        for e in device.get_entries(ctx) {
            match entry_key(ctx, e) {
                Some(DataLayoutEntryKey::Identifier(k)) => {
                    match keys.iter_mut().find(|(n, _)| *n == k) {
                        Some((_, v)) => *v = e,
                        None => keys.push((k, e)),
                    }
                }
                _ => return Err(silent()),
            }
        }
    }
    for (k, e) in keys {
        let name = ctx.as_string(k).unwrap_or("");
        if referenced_dialect(ctx, name).is_none() {
            return Err(silent());
        }
        verify_identifier_entry(ctx, k, e, loc)?;
    }
    Ok(())
}

/// Checks the data layout specification an op carries (upstream
/// `detail::verifyDataLayoutOp`, `DataLayoutOpInterface`'s verifier, also
/// run by the dlti dialect for `builtin.module`): the specification itself,
/// and that it combines with those of the enclosing ops (an error noting
/// each of them otherwise).
pub fn verify_data_layout_op(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(spec) = spec_of(ctx, op) else {
        return Ok(());
    };
    spec.verify_spec(ctx, ctx.op_loc(op))?;
    if combined_layout(ctx, op).is_err() {
        let mut d = Diagnostic::at_op(
            ctx,
            op,
            "data layout does not combine with layouts of enclosing ops",
        );
        for (_, parent) in parent_layouts(ctx, op) {
            d = d.with_note(ctx.op_loc(parent), "enclosing op with data layout");
        }
        return Err(d);
    }
    Ok(())
}

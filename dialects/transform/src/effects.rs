//! The memory effects transform ops declare (upstream's
//! `consumesHandle`, `onlyReadsHandle`, `producesHandle`,
//! `modifiesPayload`, `onlyReadsPayload`): on handles, the mapping from
//! transform IR values to payload is read, allocated or freed; the payload
//! IR itself is read or written.

use ir::effects::{EffectInstance, MemoryEffect, Resource};
use ir::{Context, Value};

/// The mapping from transform IR handles to payload (upstream's
/// `TransformMappingResource`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct TransformMappingResource;

impl Resource for TransformMappingResource {
    fn name(&self) -> &'static str {
        "transform.mapping"
    }
}

/// The payload IR (upstream's `PayloadIRResource`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct PayloadIrResource;

impl Resource for PayloadIrResource {
    fn name(&self) -> &'static str {
        "transform.payload_ir"
    }
}

type Effects = Vec<EffectInstance<MemoryEffect>>;

/// The handles are read, then freed: their payload is consumed.
pub fn consumes_handle(handles: &[Value], effects: &mut Effects) {
    for &v in handles {
        effects
            .push(EffectInstance::new(MemoryEffect::Read, &TransformMappingResource).on_value(v));
        effects
            .push(EffectInstance::new(MemoryEffect::Free, &TransformMappingResource).on_value(v));
    }
}

/// The handles are only read.
pub fn only_reads_handle(handles: &[Value], effects: &mut Effects) {
    for &v in handles {
        effects
            .push(EffectInstance::new(MemoryEffect::Read, &TransformMappingResource).on_value(v));
    }
}

/// The handles are allocated and written: new associations.
pub fn produces_handle(handles: &[Value], effects: &mut Effects) {
    for &v in handles {
        effects.push(
            EffectInstance::new(MemoryEffect::Allocate, &TransformMappingResource).on_value(v),
        );
        effects
            .push(EffectInstance::new(MemoryEffect::Write, &TransformMappingResource).on_value(v));
    }
}

/// The payload IR is read and written.
pub fn modifies_payload(effects: &mut Effects) {
    effects.push(EffectInstance::new(MemoryEffect::Read, &PayloadIrResource));
    effects.push(EffectInstance::new(MemoryEffect::Write, &PayloadIrResource));
}

/// The payload IR is only read.
pub fn only_reads_payload(effects: &mut Effects) {
    effects.push(EffectInstance::new(MemoryEffect::Read, &PayloadIrResource));
}

/// Whether `effects` free `v` (the op consumes the handle).
pub(crate) fn is_handle_consumed(effects: &Effects, v: Value) -> bool {
    effects.iter().any(|e| {
        e.effect() == MemoryEffect::Free
            && e.value() == Some(v)
            && e.resource().name() == TransformMappingResource.name()
    })
}

/// The effects of `op` through its `MemoryEffectOpInterface` (none when it
/// does not implement it).
pub(crate) fn op_effects(ctx: &Context, op: ir::OpId) -> Option<Effects> {
    let iface = ir::interfaces::MemoryEffectOpInterfaceRef::get(ctx, op)?;
    let mut effects = Vec::new();
    iface.get_effects(ctx, &mut effects);
    Some(effects)
}

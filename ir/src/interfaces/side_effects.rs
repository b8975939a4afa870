//! Side-effect queries over opaque ops (MLIR's `SideEffectInterfaces.cpp`):
//! whether an op would be trivially dead, is memory-effect free or pure,
//! and its effects, recursively through ops with recursive effects.
//!
//! What an op declares comes through the library's
//! `MemoryEffectOpInterface` and `ConditionallySpeculatable`, dispatched on
//! the opaque op; a definition registered by hand with the `Pure` trait and
//! neither interface counts as effect free and speculatable (what the trait
//! means in ODS).

use super::effects::{EffectInstance, MemoryEffect};
use super::library::{
    ConditionallySpeculatableRef, MemoryEffectOpInterfaceRef, MemoryEffectOpInterfaceVtable,
};
use super::types::Speculatability;
use crate::core::context::Context;
use crate::core::registry::OpTrait;
use crate::core::storage::OpId;

/// The memory effects `op` declares (`MemoryEffectOpInterface::getEffects`),
/// or `None` when it does not implement the interface.
pub fn op_memory_effects(ctx: &Context, op: OpId) -> Option<Vec<EffectInstance<MemoryEffect>>> {
    let Some(iface) = MemoryEffectOpInterfaceRef::get(ctx, op) else {
        return ctx.op_has_trait(op, &OpTrait::Pure).then(Vec::new);
    };
    let mut effects = Vec::new();
    iface.get_effects(ctx, &mut effects);
    Some(effects)
}

/// Whether `op` has the `HasRecursiveMemoryEffects` trait: its effects are
/// those of the ops nested in it.
pub fn has_recursive_memory_effects(ctx: &Context, op: OpId) -> bool {
    ctx.op_definition(ctx.op_get_name(op))
        .is_some_and(|d| d.has_recursive_memory_effects())
}

/// The ops nested directly in `op`'s regions.
fn nested_ops(ctx: &Context, op: OpId) -> Vec<OpId> {
    let mut out = Vec::new();
    for &r in ctx.op_regions(op) {
        for &b in ctx.region_blocks(r) {
            out.extend(ctx.block_ops(b));
        }
    }
    out
}

/// Whether `op` would be dead if its results were unused
/// (`wouldOpBeTriviallyDead`): not a terminator nor a symbol, and every
/// effect (its own and, through recursive effects, its nested ops') is a
/// read or an allocation of one of its results.
pub fn would_op_be_trivially_dead(ctx: &Context, op: OpId) -> bool {
    // The op's definition looked up once for its traits and effects (an
    // unregistered op might be a terminator).
    let Some(def) = ctx.op_definition(ctx.op_get_name(op)) else {
        return false;
    };
    if def.has_trait(&OpTrait::IsTerminator) || def.has_trait(&OpTrait::Symbol) {
        return false;
    }
    // The op alone first: most have no regions, and no buffer is needed.
    let recursive = def.has_recursive_memory_effects();
    let harmless = match def.interface::<MemoryEffectOpInterfaceVtable>() {
        Some(vtable) => {
            let mut effects = Vec::new();
            (vtable.get_effects)(op, ctx, &mut effects);
            effects_harmless_in(ctx, op, &effects)
        }
        None if def.has_trait(&OpTrait::Pure) => true,
        None => recursive,
    };
    if !harmless {
        return false;
    }
    if !recursive || ctx.op_regions(op).is_empty() {
        return true;
    }
    let mut work = nested_ops(ctx, op);
    while let Some(o) = work.pop() {
        let recursive = has_recursive_memory_effects(ctx, o);
        if recursive {
            work.extend(nested_ops(ctx, o));
        }
        if !effects_harmless(ctx, o, recursive) {
            return false;
        }
    }
    true
}

/// Whether the effects `o` declares only read, or allocate its own
/// results; an op without the interface passes only when its effects are
/// those of its nested ops (`recursive`).
fn effects_harmless(ctx: &Context, o: OpId, recursive: bool) -> bool {
    match op_memory_effects(ctx, o) {
        Some(effects) => effects_harmless_in(ctx, o, &effects),
        None => recursive,
    }
}

/// Whether `effects`, declared by `o`, only read or allocate `o`'s own
/// results.
fn effects_harmless_in(ctx: &Context, o: OpId, effects: &[EffectInstance<MemoryEffect>]) -> bool {
    let allocated = |v: crate::core::storage::Value| {
        ctx.defining_op(v) == Some(o)
            && effects
                .iter()
                .any(|e| e.effect() == MemoryEffect::Allocate && e.value() == Some(v))
    };
    effects
        .iter()
        .all(|e| e.value().is_some_and(allocated) || e.effect() == MemoryEffect::Read)
}

/// Whether `op` is unused and would be trivially dead (`isOpTriviallyDead`).
pub fn is_op_trivially_dead(ctx: &Context, op: OpId) -> bool {
    !ctx.op_has_uses(op) && would_op_be_trivially_dead(ctx, op)
}

/// Whether `op` and (through recursive effects) everything nested in it
/// has no memory effect (`isMemoryEffectFree`).
pub fn is_memory_effect_free(ctx: &Context, op: OpId) -> bool {
    // The op itself first: most ops decide here, with no work list.
    let recursive = has_recursive_memory_effects(ctx, op);
    match op_memory_effects(ctx, op) {
        Some(effects) if !effects.is_empty() => return false,
        Some(_) if !recursive => return true,
        None if !recursive => return false,
        _ => {}
    }
    let mut work = nested_ops(ctx, op);
    while let Some(o) = work.pop() {
        let recursive = has_recursive_memory_effects(ctx, o);
        match op_memory_effects(ctx, o) {
            Some(effects) if !effects.is_empty() => return false,
            Some(_) if !recursive => continue,
            None if !recursive => return false,
            _ => work.extend(nested_ops(ctx, o)),
        }
    }
    true
}

/// The effects of `op` and, through recursive effects, of the ops nested
/// in it; `None` when one of them is unknown (`getEffectsRecursively`).
pub fn effects_recursively(ctx: &Context, op: OpId) -> Option<Vec<EffectInstance<MemoryEffect>>> {
    let mut effects = Vec::new();
    let mut work = vec![op];
    while let Some(o) = work.pop() {
        let recursive = has_recursive_memory_effects(ctx, o);
        if recursive {
            work.extend(nested_ops(ctx, o));
        }
        match op_memory_effects(ctx, o) {
            Some(e) => effects.extend(e),
            None if recursive => {}
            None => return None,
        }
    }
    Some(effects)
}

/// Whether `op` may be executed speculatively (`isSpeculatable`): what
/// `ConditionallySpeculatable` says, recursively through the ops nested in
/// a recursively speculatable op.
pub fn is_speculatable(ctx: &Context, op: OpId) -> bool {
    let mut work = vec![op];
    while let Some(o) = work.pop() {
        let Some(iface) = ConditionallySpeculatableRef::get(ctx, o) else {
            if ctx.op_has_trait(o, &OpTrait::Pure) {
                continue;
            }
            return false;
        };
        match iface.get_speculatability(ctx) {
            Speculatability::NotSpeculatable => return false,
            Speculatability::Speculatable => {}
            Speculatability::RecursivelySpeculatable => work.extend(nested_ops(ctx, o)),
        }
    }
    true
}

/// Whether `op` is speculatable and memory-effect free (`isPure`).
pub fn is_pure(ctx: &Context, op: OpId) -> bool {
    is_speculatable(ctx, op) && is_memory_effect_free(ctx, op)
}

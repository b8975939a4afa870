//! Side effects (`::ir::effects`): what `MemoryEffectOpInterface::get_effects`
//! reports.
//!
//! An [`EffectInstance`] pairs an effect (a [`MemoryEffect`] for memory
//! effects) with the [`Resource`] it acts on and, optionally, the value or
//! symbol it is on. Resources are values implementing [`Resource`]; the
//! `.td` library names the two intrinsic ones, [`DefaultResource`] and
//! [`AutomaticAllocationScopeResource`], by path.

use crate::core::attrs::Attribute;
use crate::core::storage::Value;

/// The kinds of memory effect.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MemoryEffect {
    /// Allocates the resource (or the value).
    Allocate,
    /// Frees it.
    Free,
    /// Reads it.
    Read,
    /// Writes it.
    Write,
}

/// Something effects act on. Two resources are the same when their names
/// are.
pub trait Resource: std::fmt::Debug + Sync {
    /// A unique name (as MLIR's `SideEffects::Resource::getName`).
    fn name(&self) -> &'static str;
}

/// Memory in general, when nothing more precise is known.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct DefaultResource;

impl Resource for DefaultResource {
    fn name(&self) -> &'static str {
        "<Default>"
    }
}

/// The stack space of the nearest `AutomaticAllocationScope` op.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct AutomaticAllocationScopeResource;

impl Resource for AutomaticAllocationScopeResource {
    fn name(&self) -> &'static str {
        "AutomaticAllocationScope"
    }
}

/// One effect of an op: the effect, its resource, and what it is on.
#[derive(Clone, Copy, Debug)]
pub struct EffectInstance<E> {
    effect: E,
    resource: &'static dyn Resource,
    value: Option<Value>,
    symbol: Option<Attribute>,
    stage: i32,
    full: bool,
}

impl<E: Copy> EffectInstance<E> {
    /// `effect` on `resource`, not tied to a value, at stage 0 and on part
    /// of the resource.
    pub fn new(effect: E, resource: &'static dyn Resource) -> Self {
        EffectInstance {
            effect,
            resource,
            value: None,
            symbol: None,
            stage: 0,
            full: false,
        }
    }
    /// The same effect, on `value`.
    pub fn on_value(mut self, value: Value) -> Self {
        self.value = Some(value);
        self
    }
    /// The same effect, on the symbol referenced by `symbol`.
    pub fn on_symbol(mut self, symbol: Attribute) -> Self {
        self.symbol = Some(symbol);
        self
    }
    /// The same effect at `stage` (effects of lower stages happen first).
    pub fn at_stage(mut self, stage: i32) -> Self {
        self.stage = stage;
        self
    }
    /// The same effect, covering all of the resource when `full`.
    pub fn with_full_effect(mut self, full: bool) -> Self {
        self.full = full;
        self
    }
    /// The effect.
    pub fn effect(&self) -> E {
        self.effect
    }
    /// The resource acted on.
    pub fn resource(&self) -> &'static dyn Resource {
        self.resource
    }
    /// The value the effect is on, if any.
    pub fn value(&self) -> Option<Value> {
        self.value
    }
    /// The symbol the effect is on, if any.
    pub fn symbol(&self) -> Option<Attribute> {
        self.symbol
    }
    /// The stage.
    pub fn stage(&self) -> i32 {
        self.stage
    }
    /// Whether the effect covers all of the resource.
    pub fn is_full_effect(&self) -> bool {
        self.full
    }
}

impl<E: PartialEq> PartialEq for EffectInstance<E> {
    fn eq(&self, other: &Self) -> bool {
        self.effect == other.effect
            && self.resource.name() == other.resource.name()
            && self.value == other.value
            && self.symbol == other.symbol
            && self.stage == other.stage
            && self.full == other.full
    }
}

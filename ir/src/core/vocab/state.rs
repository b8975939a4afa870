//! `$_state` helpers of custom builder bodies (`&mut OperationState`).
//!
//! `add_operands` is the core's [`OperationState::add_operands`].

use crate::core::attrs::Attribute;
use crate::core::context::Context;
use crate::core::location::Location;
use crate::core::storage::OperationState;
use crate::core::types::Type;

impl OperationState {
    /// Appends result types.
    pub fn add_result_types(&mut self, types: &[Type]) {
        self.result_types.extend_from_slice(types);
    }

    /// The location the operation will have. A state always has one, so
    /// this is never `None` here.
    pub fn location(&self) -> Option<Location> {
        Some(self.location)
    }
}

impl OperationState {
    /// The attribute or property named `name` the operation will have:
    /// the properties first, then the attributes added by name or by
    /// identifier (the latest one added wins).
    pub fn find_attribute(&self, ctx: &Context, name: &str) -> Option<Attribute> {
        if let Some(a) = self.properties.and_then(|p| ctx.dictionary_get(p, name)) {
            return Some(a);
        }
        self.named_attributes
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|&(_, a)| a)
            .or_else(|| {
                self.attributes
                    .iter()
                    .rev()
                    .find(|(n, _)| ctx.ident_str(*n) == name)
                    .map(|&(_, a)| a)
            })
    }
}

impl OperationState {
    /// Appends successor blocks.
    pub fn add_successors(&mut self, blocks: &[crate::core::storage::BlockId]) {
        self.successors.extend_from_slice(blocks);
    }
}

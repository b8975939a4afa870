//! `$_state` helpers of custom builder bodies (`&mut OperationState`).
//!
//! `add_operands` is the core's [`OperationState::add_operands`].

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

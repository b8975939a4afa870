//! `$_state` helpers of custom builder bodies (`&mut OperationState`).
//!
//! `add_operands` is the core's [`OperationState::add_operands`].

use crate::location::Location;
use crate::storage::OperationState;
use crate::types::Type;

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

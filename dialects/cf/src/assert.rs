//! `cf.assert` (upstream `ControlFlowOps.cpp`): erased when its condition
//! is the constant `true`; its effect models program termination.

use crate::{AssertOp, AssertOpHooks};
use ir::effects::{EffectInstance, MemoryEffect};
use ir::{Context, PatternRewriter};

impl AssertOpHooks for AssertOp {
    /// An assertion of the constant `true` is erased.
    fn canonicalize(self, rewriter: &mut PatternRewriter<'_>) -> bool {
        let op = self.operation();
        if crate::canonicalize::constant_bits(rewriter, self.arg(rewriter)) != Some(1) {
            return false;
        }
        rewriter.erase_op(op).is_ok()
    }

    /// A write: the program may stop here.
    fn get_effects(_op: Self, _ctx: &Context, effects: &mut Vec<EffectInstance<MemoryEffect>>) {
        effects.push(EffectInstance::new(
            MemoryEffect::Write,
            &ir::effects::DefaultResource,
        ));
    }
}

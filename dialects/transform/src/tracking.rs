//! The tracking listener (upstream's `TrackingListener` and
//! `ErrorCheckingTrackingListener` of `TransformInterfaces.cpp`): when a
//! transform op replaces a payload op, the handles still needed after it
//! are associated with the op that replaces it, found among the
//! replacement values' defining ops; an erased op leaves every handle.

use ir::{Context, Diagnostic, OpId, OpTrait, Value};

use crate::effects::{is_handle_consumed, op_effects};
use crate::{DiagnosedSilenceableFailure, TransformState};

/// The trait of the transform ops whose tracking failures are reported.
fn report_failures_trait() -> OpTrait {
    OpTrait::Custom("ReportTrackingListenerFailuresOpTrait".into())
}

/// Keeps the handles of a transform op's state pointing at the payload ops
/// that replace the ones they were associated with (upstream's
/// `TrackingListener` with its default configuration: cast ops skipped,
/// replacements of the same op name required unless constant-like, dead
/// and consumed handles left to drop their op).
pub struct TrackingListener {
    transform_op: OpId,
    consumed: Vec<Value>,
    /// The first replacement not found for a live handle (upstream's
    /// `ErrorCheckingTrackingListener::status`).
    failure: Option<Vec<Diagnostic>>,
}

impl TrackingListener {
    /// A listener for the application of `transform_op`.
    pub fn new(ctx: &Context, transform_op: OpId) -> Self {
        let effects = op_effects(ctx, transform_op).unwrap_or_default();
        let consumed = ctx
            .operands(transform_op)
            .into_iter()
            .filter(|&v| is_handle_consumed(&effects, v))
            .collect();
        TrackingListener {
            transform_op,
            consumed,
            failure: None,
        }
    }

    /// Payload op `op` is being replaced by `new_values` (upstream's
    /// `notifyOperationReplaced`); `op` must still be alive.
    pub fn notify_operation_replaced(
        &mut self,
        ctx: &Context,
        state: &mut TransformState,
        op: OpId,
        new_values: &[Value],
    ) {
        for (old, &new) in ctx.results(op).into_iter().zip(new_values) {
            state.replace_payload_value(old, Some(new));
        }
        let handles = state.handles_for_payload_op(op);
        if handles.is_empty() {
            return;
        }
        let alive = handles
            .iter()
            .copied()
            .find(|&h| !self.consumed.contains(&h) && !handle_is_dead(ctx, h, self.transform_op));
        let consumed = handles.iter().any(|h| self.consumed.contains(h));
        let Some(alive) = alive.filter(|_| !consumed) else {
            state.replace_payload_op(op, None);
            return;
        };
        match self.find_replacement_op(ctx, op, new_values) {
            Ok(replacement) => state.replace_payload_op(op, Some(replacement)),
            Err(mut diag) => {
                diag.notes.push(note(
                    ctx.value_loc(alive),
                    "replacement is required because this handle must be updated",
                ));
                if self.failure.is_none() {
                    self.failure = Some(vec![diag]);
                }
                state.replace_payload_op(op, None);
            }
        }
    }

    /// Upstream's `findReplacementOp`: the op defining all of `new_values`,
    /// looking through cast ops and ops giving the next operands to look
    /// at, of `op`'s name or constant-like; or the error explaining why
    /// there is none.
    fn find_replacement_op(
        &self,
        ctx: &Context,
        op: OpId,
        new_values: &[Value],
    ) -> Result<OpId, Diagnostic> {
        let mut diag = Diagnostic::error(
            ctx.op_loc(self.transform_op),
            "tracking listener failed to find replacement op during application of this transform op",
        );
        let mut values = new_values.to_vec();
        loop {
            let Some(def) = common_defining_op(ctx, &values) else {
                diag.notes.push(note(
                    ctx.op_loc(self.transform_op),
                    "replacement values belong to different ops",
                ));
                return Err(diag);
            };
            if ir::interfaces::CastOpInterfaceRef::get(ctx, def).is_some() {
                values = ctx.operands(def);
                diag.notes.push(note(
                    ctx.op_loc(def),
                    "using output of 'CastOpInterface' op",
                ));
                if values.is_empty() {
                    break;
                }
                continue;
            }
            if ctx.op_name_of(op) == ctx.op_name_of(def)
                || ctx.op_has_trait(def, &OpTrait::ConstantLike)
            {
                return Ok(def);
            }
            let Some(next) = crate::FindPayloadReplacementOpInterfaceRef::get(ctx, def) else {
                break;
            };
            values = next.get_next_operands(ctx);
            diag.notes.push(note(
                ctx.op_loc(def),
                "using operands provided by 'FindPayloadReplacementOpInterface'",
            ));
            if values.is_empty() {
                break;
            }
        }
        diag.notes.push(note(
            ctx.op_loc(self.transform_op),
            "ran out of suitable replacement values",
        ));
        Err(diag)
    }

    /// What the transform op's application gives once the listener's
    /// failure is accounted for (the end of upstream's `applyTransform`):
    /// a failure to find a replacement is reported only by the ops with
    /// `ReportTrackingListenerFailuresOpTrait` and without
    /// `transform.silence_tracking_failures`, as the op's failure when it
    /// succeeded, else as a note of its own failure.
    pub fn finish(
        self,
        ctx: &Context,
        result: DiagnosedSilenceableFailure,
    ) -> DiagnosedSilenceableFailure {
        let Some(failure) = self.failure else {
            return result;
        };
        let op = self.transform_op;
        if !ctx.op_has_trait(op, &report_failures_trait())
            || ctx
                .attr(op, crate::SILENCE_TRACKING_FAILURES_ATTR_NAME)
                .is_some()
        {
            return result;
        }
        match result {
            DiagnosedSilenceableFailure::Success => {
                DiagnosedSilenceableFailure::Silenceable(failure)
            }
            DiagnosedSilenceableFailure::Silenceable(mut diags) => {
                let message = failure
                    .first()
                    .map(|d| d.message.clone())
                    .unwrap_or_default();
                if let Some(last) = diags.last_mut() {
                    last.notes.push(note(
                        last.loc,
                        format!("tracking listener also failed: {message}"),
                    ));
                }
                DiagnosedSilenceableFailure::Silenceable(diags)
            }
            DiagnosedSilenceableFailure::Definite => DiagnosedSilenceableFailure::Definite,
        }
    }
}

/// A note at `loc`.
fn note(loc: ir::Location, message: impl Into<String>) -> Diagnostic {
    Diagnostic {
        loc,
        severity: ir::diag::Severity::Note,
        message: message.into(),
        notes: Vec::new(),
    }
}

/// The op defining every value of `values` (upstream's
/// `getCommonDefiningOp`): none when they come from several ops, from a
/// block argument, or there are none.
fn common_defining_op(ctx: &Context, values: &[Value]) -> Option<OpId> {
    let mut def: Option<OpId> = None;
    for &v in values {
        let d = ctx.defining_op(v);
        match def {
            None => def = Some(d?),
            Some(prev) if Some(prev) != d => return None,
            Some(_) => {}
        }
    }
    def
}

/// Whether no use of `handle` comes after the transform op running in its
/// region (upstream's `skipHandleFn`: a dead handle need not follow its
/// payload).
fn handle_is_dead(ctx: &Context, handle: Value, transform_op: OpId) -> bool {
    let region = ctx
        .value_parent_block(handle)
        .and_then(|b| ctx.block_parent_region(b));
    let mut current = Some(transform_op);
    while let Some(c) = current {
        if ctx.op_parent_region(c) == region {
            break;
        }
        current = ctx.op_parent_op(c);
    }
    let Some(current) = current else {
        return false;
    };
    ctx.uses(handle)
        .all(|u| u.op == current || happens_before(ctx, u.op, current))
}

/// Whether `a` runs before `b` in the transform IR (upstream's
/// `happensBefore`).
fn happens_before(ctx: &Context, mut a: OpId, b: OpId) -> bool {
    loop {
        if a != b && ctx.is_ancestor(a, b) {
            return false;
        }
        if let Some(block) = ctx.op_parent_block(a) {
            if let Some(b_ancestor) = ancestor_in_block(ctx, block, b) {
                return is_before_in_block(ctx, a, b_ancestor);
            }
        }
        match ctx.op_parent_op(a) {
            Some(p) => a = p,
            None => return false,
        }
    }
}

/// `op` or its ancestor in `block`, if any.
fn ancestor_in_block(ctx: &Context, block: ir::BlockId, mut op: OpId) -> Option<OpId> {
    loop {
        if ctx.op_parent_block(op) == Some(block) {
            return Some(op);
        }
        op = ctx.op_parent_op(op)?;
    }
}

/// Whether `a` comes before `b` in their block.
fn is_before_in_block(ctx: &Context, a: OpId, b: OpId) -> bool {
    let mut next = ctx.next_op(a);
    while let Some(n) = next {
        if n == b {
            return true;
        }
        next = ctx.next_op(n);
    }
    false
}

//! `DiagnosedSilenceableFailure`: the outcome of applying a transform op.

use ir::Diagnostic;

/// The outcome of applying a transform op (upstream's
/// `DiagnosedSilenceableFailure`): success, a *silenceable* failure whose
/// diagnostics the caller reports or suppresses (a `transform.sequence`
/// with `failures(suppress)`, an alternative of `transform.alternatives`,
/// a matcher that did not match), or a *definite* failure whose diagnostic
/// has already been emitted (the interpreter stops).
#[derive(Clone, Debug, PartialEq)]
#[must_use]
pub enum DiagnosedSilenceableFailure {
    /// The transformation applied.
    Success,
    /// A recoverable failure and the diagnostics explaining it.
    Silenceable(Vec<Diagnostic>),
    /// An irrecoverable failure (its diagnostic was emitted).
    Definite,
}

impl DiagnosedSilenceableFailure {
    /// A silenceable failure with one error diagnostic.
    pub fn silenceable(diag: Diagnostic) -> Self {
        DiagnosedSilenceableFailure::Silenceable(vec![diag])
    }
    /// Whether it is success.
    pub fn succeeded(&self) -> bool {
        matches!(self, DiagnosedSilenceableFailure::Success)
    }
    /// Whether it is a silenceable failure.
    pub fn is_silenceable_failure(&self) -> bool {
        matches!(self, DiagnosedSilenceableFailure::Silenceable(_))
    }
    /// Whether it is a definite failure.
    pub fn is_definite_failure(&self) -> bool {
        matches!(self, DiagnosedSilenceableFailure::Definite)
    }
    /// Adds a note to the last diagnostic of a silenceable failure.
    pub fn attach_note(mut self, loc: ir::Location, message: impl Into<String>) -> Self {
        if let DiagnosedSilenceableFailure::Silenceable(diags) = &mut self {
            if let Some(last) = diags.last_mut() {
                last.notes.push(Diagnostic {
                    loc,
                    severity: ir::diag::Severity::Note,
                    message: message.into(),
                    notes: Vec::new(),
                });
            }
        }
        self
    }
}

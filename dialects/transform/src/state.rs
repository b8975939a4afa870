//! The interpreter's state (upstream's `TransformState`): what each handle
//! of the transform IR is associated with, which handles a consuming op
//! invalidated, and the diagnostics emitted so far; and
//! `TransformResults`, what an op's `apply` associates with its results.

use std::collections::HashMap;

use ir::{Attribute, Context, Diagnostic, Location, OpId, Value};

/// One payload entity a handle is associated with: an op, a value or a
/// parameter (upstream's `MappedValue`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MappedValue {
    /// A payload op.
    Op(OpId),
    /// A payload value.
    Value(Value),
    /// A parameter.
    Param(Attribute),
}

impl MappedValue {
    /// The payload op, if it is one.
    pub fn as_op(&self) -> Option<OpId> {
        match self {
            MappedValue::Op(op) => Some(*op),
            _ => None,
        }
    }
    /// The payload value, if it is one.
    pub fn as_value(&self) -> Option<Value> {
        match self {
            MappedValue::Value(v) => Some(*v),
            _ => None,
        }
    }
    /// The parameter, if it is one.
    pub fn as_param(&self) -> Option<Attribute> {
        match self {
            MappedValue::Param(a) => Some(*a),
            _ => None,
        }
    }
}

/// Every mapped value as `get` sees it, if all are of that kind.
fn all_of<T>(values: &[MappedValue], get: fn(&MappedValue) -> Option<T>) -> Option<Vec<T>> {
    values.iter().map(get).collect()
}

/// What an op's `apply` associates with each of its results (upstream's
/// `TransformResults`).
#[derive(Clone, Debug, Default)]
pub struct TransformResults {
    results: Vec<Option<Vec<MappedValue>>>,
}

impl TransformResults {
    /// Room for `n` results, none set.
    pub fn new(n: usize) -> Self {
        TransformResults {
            results: vec![None; n],
        }
    }
    /// Associates result `index` with payload ops.
    pub fn set_ops(&mut self, index: usize, ops: impl IntoIterator<Item = OpId>) {
        self.set(index, ops.into_iter().map(MappedValue::Op).collect());
    }
    /// Associates result `index` with payload values.
    pub fn set_values(&mut self, index: usize, values: impl IntoIterator<Item = Value>) {
        self.set(index, values.into_iter().map(MappedValue::Value).collect());
    }
    /// Associates result `index` with parameters.
    pub fn set_params(&mut self, index: usize, params: impl IntoIterator<Item = Attribute>) {
        self.set(index, params.into_iter().map(MappedValue::Param).collect());
    }
    /// Associates result `index` with mapped values of any kind.
    pub fn set(&mut self, index: usize, values: Vec<MappedValue>) {
        if let Some(slot) = self.results.get_mut(index) {
            *slot = Some(values);
        }
    }
    /// Whether result `index` was set.
    pub fn is_set(&self, index: usize) -> bool {
        self.results.get(index).is_some_and(Option::is_some)
    }
    /// Sets every result not set yet to the empty list (upstream's
    /// `setRemainingToEmpty`, used after a failure).
    pub fn set_remaining_to_empty(&mut self) {
        for r in &mut self.results {
            if r.is_none() {
                *r = Some(Vec::new());
            }
        }
    }
    /// What result `index` is associated with.
    pub fn get(&self, index: usize) -> &[MappedValue] {
        self.results
            .get(index)
            .and_then(Option::as_deref)
            .unwrap_or_default()
    }
    /// The number of results.
    pub fn len(&self) -> usize {
        self.results.len()
    }
    /// Whether there are no results.
    pub fn is_empty(&self) -> bool {
        self.results.is_empty()
    }
}

/// Why a handle may no longer be used: the transform op that consumed it
/// (or a handle to the same or enclosing payload) and the notes upstream
/// attaches when the handle is used again.
#[derive(Clone, Debug)]
pub(crate) struct Invalidation {
    /// The error reported at the use.
    pub(crate) message: String,
    /// The notes of the error reported at the use.
    pub(crate) notes: Vec<(Location, String)>,
}

/// The type converter an `apply_conversion_patterns` op builds (a
/// `TypeConverterBuilderOpInterface` op gives it): upstream's
/// `std::unique_ptr<TypeConverter>`.
pub struct TransformTypeConverter {
    /// The converter (shared: a conversion target's dynamic legality
    /// rules may keep it, as upstream's structural conversions do).
    pub converter: std::rc::Rc<ir::conversion::TypeConverter>,
    /// What the converter was built from, for the patterns that need more
    /// than its conversions (upstream's derived converters, such as
    /// `LLVMTypeConverter` with its `LowerToLLVMOptions`): the builder op's
    /// crate stores its options, the descriptor ops of the same family
    /// downcast them.
    pub options: Option<std::rc::Rc<dyn std::any::Any>>,
    /// Where the converter and its patterns collect the errors upstream's
    /// emit while converting; `apply_conversion_patterns` emits them.
    pub diagnostics: std::rc::Rc<std::cell::RefCell<Vec<Diagnostic>>>,
}

impl Default for TransformTypeConverter {
    fn default() -> Self {
        TransformTypeConverter {
            converter: std::rc::Rc::new(ir::conversion::TypeConverter::new()),
            options: None,
            diagnostics: Default::default(),
        }
    }
}

impl TransformTypeConverter {
    /// The options the converter was built from, if they are a `T`.
    pub fn options<T: 'static>(&self) -> Option<&T> {
        self.options.as_deref()?.downcast_ref::<T>()
    }
}

/// The state of the interpreter (upstream's `TransformState`).
pub struct TransformState {
    mappings: HashMap<Value, Vec<MappedValue>>,
    invalidated: HashMap<Value, Invalidation>,
    diagnostics: Vec<Diagnostic>,
    payload_root: OpId,
    top_level_mappings: Vec<Vec<MappedValue>>,
    expensive_checks: bool,
    extensions: HashMap<std::any::TypeId, Box<dyn std::any::Any>>,
}

impl TransformState {
    /// A state for applying transforms to `payload_root`, with the extra
    /// top-level mappings given to the entry point's trailing arguments.
    pub fn new(
        payload_root: OpId,
        top_level_mappings: Vec<Vec<MappedValue>>,
        expensive_checks: bool,
    ) -> Self {
        TransformState {
            mappings: HashMap::new(),
            invalidated: HashMap::new(),
            diagnostics: Vec::new(),
            payload_root,
            top_level_mappings,
            expensive_checks,
            extensions: HashMap::new(),
        }
    }
    /// Attaches an extension of kind `T` (upstream's
    /// `TransformState::addExtension`), replacing one of the same kind.
    pub fn add_extension<T: 'static>(&mut self, extension: T) {
        self.extensions
            .insert(std::any::TypeId::of::<T>(), Box::new(extension));
    }
    /// The attached extension of kind `T` (upstream's `getExtension`).
    pub fn extension<T: 'static>(&self) -> Option<&T> {
        self.extensions
            .get(&std::any::TypeId::of::<T>())
            .and_then(|e| e.downcast_ref::<T>())
    }
    /// The attached extension of kind `T`, mutably.
    pub fn extension_mut<T: 'static>(&mut self) -> Option<&mut T> {
        self.extensions
            .get_mut(&std::any::TypeId::of::<T>())
            .and_then(|e| e.downcast_mut::<T>())
    }
    /// Detaches the extension of kind `T` (upstream's `removeExtension`).
    pub fn remove_extension<T: 'static>(&mut self) -> Option<T> {
        self.extensions
            .remove(&std::any::TypeId::of::<T>())
            .and_then(|e| e.downcast::<T>().ok())
            .map(|e| *e)
    }
    /// The payload root (upstream's `getTopLevel`).
    pub fn top_level(&self) -> OpId {
        self.payload_root
    }
    /// The extra top-level mappings.
    pub fn top_level_mappings(&self) -> &[Vec<MappedValue>] {
        &self.top_level_mappings
    }
    /// Whether the expensive checks (handle invalidation) are on.
    pub fn expensive_checks(&self) -> bool {
        self.expensive_checks
    }
    /// Emits a diagnostic (a remark, a warning, the error of a definite
    /// failure); the interpreter pass reports them in order.
    pub fn emit(&mut self, diag: Diagnostic) {
        self.diagnostics.push(diag);
    }
    /// Reports the diagnostics of a silenceable failure (as errors).
    pub fn report(&mut self, failure: crate::DiagnosedSilenceableFailure) -> bool {
        match failure {
            crate::DiagnosedSilenceableFailure::Success => true,
            crate::DiagnosedSilenceableFailure::Silenceable(diags) => {
                self.diagnostics.extend(diags);
                false
            }
            crate::DiagnosedSilenceableFailure::Definite => false,
        }
    }
    /// Takes the diagnostics emitted so far.
    pub fn take_diagnostics(&mut self) -> Vec<Diagnostic> {
        std::mem::take(&mut self.diagnostics)
    }
    /// What `handle` is associated with (nothing when it is not mapped).
    pub fn mapped(&self, handle: Value) -> &[MappedValue] {
        self.mappings
            .get(&handle)
            .map(Vec::as_slice)
            .unwrap_or_default()
    }
    /// The payload ops `handle` is associated with.
    pub fn payload_ops(&self, handle: Value) -> Vec<OpId> {
        self.mapped(handle)
            .iter()
            .filter_map(MappedValue::as_op)
            .collect()
    }
    /// The payload values `handle` is associated with.
    pub fn payload_values(&self, handle: Value) -> Vec<Value> {
        self.mapped(handle)
            .iter()
            .filter_map(MappedValue::as_value)
            .collect()
    }
    /// The parameters `handle` is associated with.
    pub fn params(&self, handle: Value) -> Vec<Attribute> {
        self.mapped(handle)
            .iter()
            .filter_map(MappedValue::as_param)
            .collect()
    }
    /// Associates `handle` with `values`, checked against the handle's type
    /// (`TransformHandleTypeInterface::checkPayload` and its value and
    /// parameter siblings): a failed check is reported at the handle and
    /// the association not made (`false`).
    pub fn set_payload(&mut self, ctx: &Context, handle: Value, values: Vec<MappedValue>) -> bool {
        let ty = ctx.value_type(handle);
        let loc = ctx.value_loc(handle);
        let wrong_kind = |message: &str| {
            crate::DiagnosedSilenceableFailure::silenceable(Diagnostic::error(loc, message))
        };
        let check = if let Some(i) = crate::TransformHandleTypeInterfaceRef::get(ctx, ty) {
            match all_of(&values, MappedValue::as_op) {
                Some(ops) => i.check_payload(ctx, loc, &ops),
                None => wrong_kind("wrong kind of value provided for top-level operation handle"),
            }
        } else if let Some(i) = crate::TransformValueHandleTypeInterfaceRef::get(ctx, ty) {
            match all_of(&values, MappedValue::as_value) {
                Some(vals) => i.check_payload(ctx, loc, &vals),
                None => wrong_kind("wrong kind of value provided for the top-level value handle"),
            }
        } else if let Some(i) = crate::TransformParamTypeInterfaceRef::get(ctx, ty) {
            match all_of(&values, MappedValue::as_param) {
                Some(params) => i.check_payload(ctx, loc, &params),
                None => wrong_kind("wrong kind of value provided for top-level parameter"),
            }
        } else {
            crate::DiagnosedSilenceableFailure::Success
        };
        if !self.report(check) {
            return false;
        }
        self.invalidated.remove(&handle);
        self.mappings.insert(handle, values);
        true
    }
    /// Drops the payload ops and values erased since they were associated
    /// from every handle's associations.
    pub(crate) fn drop_erased_payload(&mut self, ctx: &Context) {
        for values in self.mappings.values_mut() {
            values.retain(|m| match *m {
                MappedValue::Op(op) => ctx.is_live(op),
                MappedValue::Value(v) => ctx.is_live_value(v),
                MappedValue::Param(_) => true,
            });
        }
    }
    /// The handles associated with payload op `op` (upstream's
    /// `getHandlesForPayloadOp`), in no particular order.
    pub fn handles_for_payload_op(&self, op: OpId) -> Vec<Value> {
        self.mappings
            .iter()
            .filter(|(_, values)| values.contains(&MappedValue::Op(op)))
            .map(|(&h, _)| h)
            .collect()
    }
    /// Associates every handle associated with payload op `op` with
    /// `replacement` in its place, or drops `op` from them (upstream's
    /// `replacePayloadOp`).
    pub fn replace_payload_op(&mut self, op: OpId, replacement: Option<OpId>) {
        self.replace_mapped(MappedValue::Op(op), replacement.map(MappedValue::Op));
    }
    /// Associates every value handle associated with payload value `value`
    /// with `replacement` in its place, or drops `value` from them
    /// (upstream's `replacePayloadValue`).
    pub fn replace_payload_value(&mut self, value: Value, replacement: Option<Value>) {
        self.replace_mapped(
            MappedValue::Value(value),
            replacement.map(MappedValue::Value),
        );
    }
    fn replace_mapped(&mut self, old: MappedValue, new: Option<MappedValue>) {
        for values in self.mappings.values_mut() {
            match new {
                Some(new) => values
                    .iter_mut()
                    .filter(|m| **m == old)
                    .for_each(|m| *m = new),
                None => values.retain(|m| *m != old),
            }
        }
    }
    /// Forgets what `handle` is associated with.
    pub fn forget(&mut self, handle: Value) {
        self.mappings.remove(&handle);
    }
    /// The handles currently associated with something.
    pub(crate) fn mapped_handles(&self) -> Vec<Value> {
        self.mappings.keys().copied().collect()
    }
    /// Why `handle` may no longer be used, if it may not.
    pub(crate) fn invalidation(&self, handle: Value) -> Option<&Invalidation> {
        self.invalidated.get(&handle)
    }
    /// Records that `handle` may no longer be used.
    pub(crate) fn invalidate(&mut self, handle: Value, why: Invalidation) {
        self.invalidated.entry(handle).or_insert(why);
    }
}

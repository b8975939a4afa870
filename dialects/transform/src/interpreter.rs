//! The interpreter: applying one transform op to the state (upstream's
//! `TransformState::applyTransform`, with handle invalidation), applying a
//! sequence block, and the `transform-interpreter` pass
//! (`InterpreterPass.cpp`, `TransformInterpreterUtils.cpp`).

use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::{Context, Diagnostic, Location, OpId, Value};

use crate::effects::{is_handle_consumed, op_effects};
use crate::state::Invalidation;
use crate::{
    DiagnosedSilenceableFailure, FailurePropagationMode, MappedValue, TransformOpInterfaceRef,
    TransformResults, TransformState,
};

include!(concat!(env!("OUT_DIR"), "/passes.rs.inc"));

/// The options of a run of the interpreter (upstream's `TransformOptions`).
#[derive(Clone, Copy, Debug)]
pub struct InterpreterOptions {
    /// Whether handle invalidation is checked (on by default).
    pub expensive_checks: bool,
}

impl Default for InterpreterOptions {
    fn default() -> Self {
        InterpreterOptions {
            expensive_checks: true,
        }
    }
}

fn is_op_handle(ctx: &Context, v: Value) -> bool {
    crate::TransformHandleTypeInterfaceRef::get(ctx, ctx.value_type(v)).is_some()
}

fn is_value_handle(ctx: &Context, v: Value) -> bool {
    crate::TransformValueHandleTypeInterfaceRef::get(ctx, ctx.value_type(v)).is_some()
}

/// Records the handles that consuming operand `operand_no` of `owner`
/// (associated with `ancestors`) invalidates: every handle to one of them
/// or to an op nested in them (upstream's `recordOpHandleInvalidation`).
fn record_op_handle_invalidation(
    ctx: &Context,
    state: &TransformState,
    (owner, operand_no, handle): (OpId, usize, Value),
    ancestors: &[OpId],
    through_value: Option<Value>,
    newly: &mut Vec<(Value, Invalidation)>,
) {
    let owner_loc = ctx.op_loc(owner);
    if ancestors.is_empty() {
        newly.push((
            handle,
            Invalidation {
                message: "op uses a handle associated with empty payload and invalidated by a previously executed transform op".into(),
                notes: vec![(
                    owner_loc,
                    format!("invalidated by this transform op that consumes its operand #{operand_no}"),
                )],
            },
        ));
        return;
    }
    let mut handles = state.mapped_handles();
    handles.sort();
    for other in handles {
        if state.invalidation(other).is_some() || newly.iter().any(|(h, _)| *h == other) {
            continue;
        }
        let mapped = state.mapped(other).to_vec();
        'payload: for m in mapped {
            let (payload_op, value) = match m {
                MappedValue::Op(op) => (op, None),
                MappedValue::Value(v) => match ctx.defining_op(v) {
                    Some(op) => (op, Some(v)),
                    None => match ctx
                        .value_parent_block(v)
                        .and_then(|b| ctx.block_parent_op(b))
                    {
                        Some(op) => (op, Some(v)),
                        None => continue,
                    },
                },
                MappedValue::Param(_) => continue,
            };
            for &ancestor in ancestors {
                if !ctx.is_ancestor(ancestor, payload_op) {
                    continue;
                }
                let mut notes = Vec::new();
                match value {
                    None => {
                        notes.push((
                            ctx.value_loc(other),
                            "handle to invalidated ops".to_string(),
                        ));
                        notes.push((owner_loc, format!("invalidated by this transform op that consumes its operand #{operand_no} and invalidates all handles to payload IR entities associated with this operand and entities nested in them")));
                        notes.push((ctx.op_loc(ancestor), "ancestor payload op".into()));
                        notes.push((ctx.op_loc(payload_op), "nested payload op".into()));
                        if let Some(v) = through_value {
                            notes.push((
                                ctx.value_loc(v),
                                "consumed handle points to this payload value".into(),
                            ));
                        }
                    }
                    Some(v) => {
                        notes.push((ctx.value_loc(other), "invalidated handle".to_string()));
                        notes.push((owner_loc, format!("invalidated by this transform op that consumes its operand #{operand_no} and invalidates all handles to payload IR entities associated with this operand and entities nested in them")));
                        notes.push((
                            ctx.op_loc(ancestor),
                            "ancestor op associated with the consumed handle".into(),
                        ));
                        match ctx.defining_op(v) {
                            Some(def) => {
                                let n = ctx.results(def).iter().position(|r| *r == v).unwrap_or(0);
                                notes.push((
                                    ctx.op_loc(def),
                                    format!("op defining the value as result #{n}"),
                                ));
                            }
                            None => {
                                if let Some(block) = ctx.value_parent_block(v) {
                                    let arg_no = ctx
                                        .block_args(block)
                                        .iter()
                                        .position(|a| *a == v)
                                        .unwrap_or(0);
                                    let region = ctx.block_parent_region(block);
                                    let parent = ctx.block_parent_op(block);
                                    let (region_no, block_no) = match (region, parent) {
                                        (Some(r), Some(p)) => (
                                            ctx.op_regions(p)
                                                .iter()
                                                .position(|x| *x == r)
                                                .unwrap_or(0),
                                            ctx.region_blocks(r)
                                                .iter()
                                                .position(|b| *b == block)
                                                .unwrap_or(0),
                                        ),
                                        _ => (0, 0),
                                    };
                                    if let Some(p) = parent {
                                        notes.push((ctx.op_loc(p), format!("op defining the value as block argument #{arg_no} of block #{block_no} in region #{region_no}")));
                                    }
                                }
                            }
                        }
                        notes.push((ctx.value_loc(v), "payload value".into()));
                    }
                }
                newly.push((
                    other,
                    Invalidation {
                        message:
                            "op uses a handle invalidated by a previously executed transform op"
                                .into(),
                        notes,
                    },
                ));
                break 'payload;
            }
        }
    }
}

/// Upstream's `recordValueHandleInvalidation`.
fn record_value_handle_invalidation(
    ctx: &Context,
    state: &TransformState,
    owner: OpId,
    operand_no: usize,
    handle: Value,
    newly: &mut Vec<(Value, Invalidation)>,
) {
    for payload in state.payload_values(handle) {
        let mut handles = state.mapped_handles();
        handles.sort();
        for other in handles {
            if !state.mapped(other).contains(&MappedValue::Value(payload)) {
                continue;
            }
            newly.retain(|(h, _)| *h != other);
            newly.push((
                other,
                Invalidation {
                    message: "op uses a handle invalidated by a previously executed transform op".into(),
                    notes: vec![
                        (ctx.value_loc(other), "invalidated handle".into()),
                        (ctx.op_loc(owner), format!("invalidated by this transform op that consumes its operand #{operand_no} and invalidates handles to the same values as associated with it")),
                        (ctx.value_loc(payload), "payload value".into()),
                    ],
                },
            ));
        }
        let ops: Vec<OpId> = match ctx.defining_op(payload) {
            Some(op) => vec![op],
            None => ctx
                .value_parent_block(payload)
                .map(|b| ctx.block_ops(b).collect())
                .unwrap_or_default(),
        };
        for op in ops {
            let consumer = (owner, operand_no, handle);
            record_op_handle_invalidation(ctx, state, consumer, &[op], Some(payload), newly);
        }
    }
}

fn report_invalidated(state: &mut TransformState, at: Location, why: &Invalidation) {
    let mut d = Diagnostic::error(at, why.message.clone());
    for (loc, note) in &why.notes {
        d = d.with_note(*loc, note.clone());
    }
    state.emit(d);
}

/// Upstream's `checkAndRecordHandleInvalidation`: reports a use of an
/// invalidated handle, records the handles the op's consumption
/// invalidates.
fn check_and_record_handle_invalidation(
    ctx: &Context,
    state: &mut TransformState,
    op: OpId,
    allows_repeated: bool,
) -> Result<(), ()> {
    let effects = op_effects(ctx, op).unwrap_or_default();
    let mut newly: Vec<(Value, Invalidation)> = Vec::new();
    let loc = ctx.op_loc(op);
    let mut result = Ok(());
    for (i, target) in ctx.operands(op).into_iter().enumerate() {
        if let Some(why) = state.invalidation(target).cloned() {
            report_invalidated(state, loc, &why);
            result = Err(());
            break;
        }
        if !allows_repeated {
            if let Some((_, why)) = newly.iter().find(|(h, _)| *h == target) {
                let why = why.clone();
                report_invalidated(state, loc, &why);
                result = Err(());
                break;
            }
        }
        if is_handle_consumed(&effects, target) {
            if is_op_handle(ctx, target) {
                let ops = state.payload_ops(target);
                record_op_handle_invalidation(ctx, state, (op, i, target), &ops, None, &mut newly);
            } else if is_value_handle(ctx, target) {
                record_value_handle_invalidation(ctx, state, op, i, target, &mut newly);
            }
        }
    }
    for (h, why) in newly {
        state.invalidate(h, why);
    }
    result
}

/// Applies one transform op (upstream's `TransformState::applyTransform`).
pub(crate) fn apply_transform(
    ctx: &mut Context,
    state: &mut TransformState,
    op: OpId,
) -> DiagnosedSilenceableFailure {
    let Some(iface) = TransformOpInterfaceRef::get(ctx, op) else {
        state.emit(Diagnostic::error(
            ctx.op_loc(op),
            "expected children ops to implement TransformOpInterface",
        ));
        return DiagnosedSilenceableFailure::Definite;
    };
    let vtable = iface.vtable();
    let allows_repeated = (vtable.allows_repeated_handle_operands)(op, ctx);
    let effects = op_effects(ctx, op).unwrap_or_default();
    if state.expensive_checks() {
        if check_and_record_handle_invalidation(ctx, state, op, allows_repeated).is_err() {
            return DiagnosedSilenceableFailure::Definite;
        }
        for (i, operand) in ctx.operands(op).into_iter().enumerate() {
            if !is_handle_consumed(&effects, operand) || allows_repeated {
                continue;
            }
            let mapped = state.mapped(operand).to_vec();
            let mut seen = std::collections::HashSet::new();
            for m in mapped {
                if !seen.insert(m) {
                    let note = match m {
                        MappedValue::Op(p) => (ctx.op_loc(p), "repeated target op"),
                        MappedValue::Value(v) => (ctx.value_loc(v), "repeated target value"),
                        MappedValue::Param(_) => break,
                    };
                    return DiagnosedSilenceableFailure::silenceable(Diagnostic::error(
                        ctx.op_loc(op),
                        format!("a handle passed as operand #{i} and consumed by this operation points to a payload entity more than once"),
                    ))
                    .attach_note(note.0, note.1);
                }
            }
        }
    }
    let consumed: Vec<Value> = ctx
        .operands(op)
        .into_iter()
        .filter(|v| is_handle_consumed(&effects, *v))
        .collect();
    let mut results = TransformResults::new(ctx.num_results(op));
    let result = (vtable.apply)(op, ctx, &mut results, state);
    // Payload the op erased leaves every handle, as upstream's tracking
    // listener drops an erased op's associations (replacements are not
    // tracked yet).
    state.drop_erased_payload(ctx);
    if result.is_definite_failure() {
        return result;
    }
    if result.is_silenceable_failure() {
        results.set_remaining_to_empty();
    }
    for v in consumed {
        state.forget(v);
    }
    for (i, r) in ctx.results(op).into_iter().enumerate() {
        if !results.is_set(i) {
            continue;
        }
        if !state.set_payload(ctx, r, results.get(i).to_vec()) {
            return DiagnosedSilenceableFailure::Definite;
        }
    }
    result
}

/// Associates the block's arguments with `mappings`, in order.
pub(crate) fn map_block_arguments(
    ctx: &Context,
    state: &mut TransformState,
    block: ir::BlockId,
    mappings: Vec<Vec<MappedValue>>,
) -> Result<(), ()> {
    for (arg, mapping) in ctx.block_args(block).into_iter().zip(mappings) {
        if !state.set_payload(ctx, arg, mapping) {
            return Err(());
        }
    }
    Ok(())
}

/// Upstream's `mapPossibleTopLevelTransformOpBlockArguments`: the first
/// argument takes the payload of the op's first operand or the payload
/// root, the others the extra bindings.
pub(crate) fn map_top_level_block_arguments(
    ctx: &Context,
    state: &mut TransformState,
    op: OpId,
    block: ir::BlockId,
) -> Result<(), ()> {
    let num_args = ctx.num_block_args(block);
    let mut mappings: Vec<Vec<MappedValue>> = Vec::new();
    if ctx.num_operands(op) != 0 {
        for v in ctx.operands(op) {
            mappings.push(state.mapped(v).to_vec());
        }
    } else {
        let extra = state.top_level_mappings().len();
        if extra != num_args.saturating_sub(1) {
            state.emit(Diagnostic::error(
                ctx.op_loc(op),
                format!(
                    "operation expects {} extra value bindings, but {} were provided to the interpreter",
                    num_args.saturating_sub(1),
                    extra
                ),
            ));
            return Err(());
        }
        mappings.push(vec![MappedValue::Op(state.top_level())]);
        mappings.extend(state.top_level_mappings().iter().cloned());
    }
    map_block_arguments(ctx, state, block, mappings)
}

/// Applies the ops of a sequence block but its terminator, then forwards
/// what the terminator's operands are associated with to the results
/// (upstream's `applySequenceBlock`).
pub(crate) fn apply_sequence_block(
    ctx: &mut Context,
    state: &mut TransformState,
    block: ir::BlockId,
    mode: FailurePropagationMode,
    results: &mut TransformResults,
) -> DiagnosedSilenceableFailure {
    let ops: Vec<OpId> = ctx.block_ops(block).collect();
    let Some((&terminator, body)) = ops.split_last() else {
        return DiagnosedSilenceableFailure::Success;
    };
    for &op in body {
        let result = apply_transform(ctx, state, op);
        match result {
            DiagnosedSilenceableFailure::Definite => return result,
            DiagnosedSilenceableFailure::Silenceable(_) => {
                if mode == FailurePropagationMode::Propagate {
                    for i in 0..results.len() {
                        results.set(i, Vec::new());
                    }
                    return result;
                }
            }
            DiagnosedSilenceableFailure::Success => {}
        }
    }
    forward_terminator_operands(ctx, state, terminator, results);
    DiagnosedSilenceableFailure::Success
}

/// Sets the results to what the terminator's operands are associated with.
pub(crate) fn forward_terminator_operands(
    ctx: &Context,
    state: &TransformState,
    terminator: OpId,
    results: &mut TransformResults,
) {
    for (i, v) in ctx.operands(terminator).into_iter().enumerate() {
        results.set(i, state.mapped(v).to_vec());
    }
}

/// Finds the payload root: the pass's op, or the op tagged with
/// `transform.target_tag = tag`.
fn find_payload_root(ctx: &Context, root: OpId, tag: &str) -> Result<OpId, Diagnostic> {
    if tag.is_empty() {
        return Ok(root);
    }
    let mut target = None;
    for op in ctx.walk_preorder(root) {
        let matches = ctx
            .attr(op, crate::TARGET_TAG_ATTR_NAME)
            .and_then(|a| ctx.as_string(a))
            .is_some_and(|s| s == tag);
        if !matches {
            continue;
        }
        match target {
            None => target = Some(op),
            Some(first) => {
                return Err(Diagnostic::at_op(
                    ctx,
                    op,
                    format!("repeated operation with the target tag '{tag}'"),
                )
                .with_note(ctx.op_loc(first), "previously seen operation"));
            }
        }
    }
    target.ok_or_else(|| {
        Diagnostic::at_op(
            ctx,
            root,
            format!("could not find the operation with transform.target_tag=\"{tag}\" attribute"),
        )
    })
}

/// The named sequence `entry_point` under `root` (upstream's
/// `findTransformEntryPoint`).
fn find_entry_point(ctx: &Context, root: OpId, entry_point: &str) -> Result<OpId, Diagnostic> {
    for op in ctx.walk_preorder(root) {
        if !ctx.op_is(op, crate::NamedSequenceOp::OPERATION_NAME) {
            continue;
        }
        let name = ctx.attr(op, "sym_name").and_then(|a| ctx.as_string(a));
        if name == Some(entry_point) {
            return Ok(op);
        }
    }
    Err(Diagnostic::at_op(
        ctx,
        root,
        format!("could not find a nested named sequence with name: {entry_point}"),
    ))
}

/// Runs the transform script whose entry point is `entry`, on the payload
/// `bindings` (the payload root first): upstream's
/// `applyTransformNamedSequence` and `applyTransforms`.
pub fn apply_named_sequence(
    ctx: &mut Context,
    entry: OpId,
    payload_root: OpId,
    extra_bindings: Vec<Vec<MappedValue>>,
    options: InterpreterOptions,
) -> (Result<(), ()>, Vec<Diagnostic>) {
    // Upstream's `applyTransforms` without enforcing a top-level op: the
    // entry point passes `PossibleTopLevelTransformOpTrait`'s checks.
    if let Err(d) = crate::verify::verify_possible_top_level(ctx, entry) {
        return (Err(()), vec![d]);
    }
    let mut state = TransformState::new(payload_root, extra_bindings, options.expensive_checks);
    let result = apply_transform(ctx, &mut state, entry);
    let ok = state.report(result);
    (if ok { Ok(()) } else { Err(()) }, state.take_diagnostics())
}

/// Parses `debug-bind-trailing-args` (upstream's `parseArguments`).
fn parse_trailing_bindings(
    ctx: &mut Context,
    payload_root: OpId,
    args: &[String],
) -> Result<Vec<Vec<MappedValue>>, Diagnostic> {
    let mut bindings: Vec<Vec<MappedValue>> = vec![Vec::new(); args.len()];
    let mut names: Vec<Option<String>> = Vec::new();
    for (position, name) in args.iter().enumerate() {
        if let Some(rest) = name.strip_prefix('#') {
            names.push(None);
            for part in rest.split(';') {
                let Ok(value) = part.parse::<i64>() else {
                    return Err(Diagnostic::error(
                        None::<Location>,
                        format!("couldn't parse integer pass argument {name}"),
                    ));
                };
                let attr = ctx.i64_attr(value);
                bindings[position].push(MappedValue::Param(attr));
            }
        } else if let Some(rest) = name.strip_prefix('^') {
            names.push(Some(rest.to_string()));
        } else {
            names.push(Some(name.clone()));
        }
    }
    for payload in ctx.walk_preorder(payload_root) {
        for (position, name) in names.iter().enumerate() {
            let Some(name) = name else { continue };
            if ctx.op_name_of(payload) != name {
                continue;
            }
            if args[position].starts_with('^') {
                bindings[position].extend(ctx.results(payload).into_iter().map(MappedValue::Value));
            } else {
                bindings[position].push(MappedValue::Op(payload));
            }
        }
    }
    Ok(bindings)
}

/// The `transform-interpreter` pass.
#[derive(Clone, Debug, Default)]
pub struct InterpreterPass {
    base: InterpreterPassBase,
}

impl OperationPass for InterpreterPass {
    type Declaration = InterpreterPassBase;
    fn declaration(&self) -> &InterpreterPassBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut InterpreterPassBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let options = self.base.options.clone();
        let root = run.op();
        let payload_root = match find_payload_root(run.ctx(), root, &options.debug_payload_root_tag)
        {
            Ok(op) => op,
            Err(d) => {
                run.emit(d);
                return Err(PassFailure);
            }
        };
        let entry = match find_entry_point(run.ctx(), root, &options.entry_point) {
            Ok(op) => op,
            Err(d) => {
                run.emit(d);
                return Err(PassFailure);
            }
        };
        let bindings = match parse_trailing_bindings(
            run.ctx(),
            payload_root,
            &options.debug_bind_trailing_args,
        ) {
            Ok(b) => b,
            Err(d) => {
                run.emit(d);
                return Err(PassFailure);
            }
        };
        let interpreter_options = InterpreterOptions {
            expensive_checks: !options.disable_expensive_checks,
        };
        let (result, diags) = apply_named_sequence(
            run.ctx(),
            entry,
            payload_root,
            bindings,
            interpreter_options,
        );
        for d in diags {
            run.emit(d);
        }
        result.map_err(|()| PassFailure)
    }
}

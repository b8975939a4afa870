//! The conversion driver (MLIR's `OperationConverter` and
//! `OperationLegalizer`): the ops under the root, in pre-order, are each
//! made legal by the first pattern (highest benefit first) whose rewrite,
//! and the legalization of what it created and changed, succeeds — a
//! failed attempt is undone before the next. Then the materializations
//! the conversion still needs are built, and the deferred replacements and
//! erasures applied; any failure undoes everything instead.

use std::collections::HashMap;

use crate::support::intern::FxHashMap;

use super::pattern::{ConversionPattern, ConversionRewriter};
use super::target::ConversionTarget;
use super::type_converter::TypeConverter;
use crate::core::attrs::Attribute;
use crate::core::context::Context;
use crate::core::diag::Diagnostic;
use crate::core::journal::{Change, Journal, MaterializationKind, PendingMaterialization};
use crate::core::pattern::PatternRewriter;
use crate::core::printer::type_to_string;
use crate::core::registry::{FoldResult, FoldValues, OpFoldResult, OpTrait};
use crate::core::storage::{BlockId, OpId, OperationState, Value};
use crate::core::types::Type;
use crate::rewrite::{constant_of_op, fold_op};

/// How deep the legalization of ops created by patterns may nest.
const MAX_DEPTH: usize = 64;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Partial,
    Full,
}

/// Converts the ops under `root` (and `root` itself) with `patterns`
/// toward `target` (`applyPartialConversion`): ops that cannot be made
/// legal stay as they are unless the target marks them illegal. On
/// failure the IR is left unchanged and the error is returned.
pub fn apply_partial_conversion(
    ctx: &mut Context,
    root: OpId,
    target: &ConversionTarget,
    patterns: &[Box<dyn ConversionPattern>],
    converter: Option<&TypeConverter>,
) -> Result<(), Diagnostic> {
    convert(ctx, root, Mode::Partial, target, patterns, converter)
}

/// Like [`apply_partial_conversion`], but every op must end up legal
/// (`applyFullConversion`).
pub fn apply_full_conversion(
    ctx: &mut Context,
    root: OpId,
    target: &ConversionTarget,
    patterns: &[Box<dyn ConversionPattern>],
    converter: Option<&TypeConverter>,
) -> Result<(), Diagnostic> {
    convert(ctx, root, Mode::Full, target, patterns, converter)
}

/// An error at `op` with the note showing it.
fn error_at(ctx: &Context, op: OpId, message: &str) -> Diagnostic {
    crate::pass::op_error(ctx, op, message)
}

fn convert(
    ctx: &mut Context,
    root: OpId,
    mode: Mode,
    target: &ConversionTarget,
    patterns: &[Box<dyn ConversionPattern>],
    converter: Option<&TypeConverter>,
) -> Result<(), Diagnostic> {
    let ops = ops_to_convert(ctx, root, target);
    let mut order: Vec<usize> = (0..patterns.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(patterns[i].benefit()));
    let mut lg = Legalizer {
        target,
        patterns,
        order,
        converter,
        active: Vec::new(),
        casts: HashMap::new(),
    };
    let mut rw = PatternRewriter::converting(ctx, Box::default());
    let mut result = Ok(());
    for op in ops {
        if !rw.is_live(op) || rw.journal().is_some_and(|j| j.is_ignored(&rw, op)) {
            continue;
        }
        if lg.legalize(&mut rw, op, 0) {
            continue;
        }
        let name = rw.op_name_of(op).to_string();
        let error = match mode {
            Mode::Full => Some(format!("failed to legalize operation '{name}'")),
            Mode::Partial if target.is_illegal(&mut rw, op) => Some(format!(
                "failed to legalize operation '{name}' that was explicitly marked illegal"
            )),
            Mode::Partial => None,
        };
        if let Some(message) = error {
            result = Err(error_at(&rw, op, &message));
            break;
        }
    }
    if result.is_ok() {
        result = lg.finalize(&mut rw);
    }
    let journal = rw.take_journal().unwrap_or_default();
    drop(rw);
    let mut journal = journal;
    match result {
        Ok(()) => {
            commit(ctx, &journal);
            Ok(())
        }
        Err(d) => {
            journal.undo_to(ctx, 0);
            Err(d)
        }
    }
}

/// The ops under `root` and `root`, pre-order, the blocks of a region in
/// depth-first order of their successors from the entry (unreachable
/// blocks are left as they are), not entering ops legal with everything
/// nested in them (`walk<PreOrder, ForwardDominanceIterator>`).
fn ops_to_convert(ctx: &mut Context, root: OpId, target: &ConversionTarget) -> Vec<OpId> {
    let mut out = Vec::new();
    let mut stack = vec![root];
    while let Some(op) = stack.pop() {
        out.push(op);
        if target.is_legal(ctx, op).is_some_and(|l| l.recursively) {
            continue;
        }
        let mut nested: Vec<OpId> = Vec::new();
        for &r in ctx.op_regions(op) {
            for b in crate::transforms::dominance::depth_first_blocks(ctx, r) {
                nested.extend(ctx.block_ops(b));
            }
        }
        stack.extend(nested.into_iter().rev());
    }
    out
}

struct Legalizer<'t> {
    target: &'t ConversionTarget,
    patterns: &'t [Box<dyn ConversionPattern>],
    /// Pattern indices by decreasing benefit (stable).
    order: Vec<usize>,
    converter: Option<&'t TypeConverter>,
    /// The patterns being applied (a pattern is not applied again to what
    /// it created, unless its recursion is bounded).
    active: Vec<usize>,
    /// Target materializations made for operands: (value, type) → cast.
    casts: HashMap<(Value, Type), OpId>,
}

fn journal<'r>(rw: &'r PatternRewriter<'_>) -> &'r Journal {
    rw.journal().expect("a conversion rewriter has a journal")
}

impl Legalizer<'_> {
    fn is_ignored(rw: &PatternRewriter<'_>, op: OpId) -> bool {
        journal(rw).is_ignored(rw, op)
    }

    /// Makes `op` legal: already, or through a pattern.
    fn legalize(&mut self, rw: &mut PatternRewriter<'_>, op: OpId, depth: usize) -> bool {
        if Self::is_ignored(rw, op) || self.target.is_legal(rw, op).is_some() {
            return true;
        }
        if depth > MAX_DEPTH {
            return false;
        }
        if self.legalize_with_fold(rw, op, depth) {
            return true;
        }
        let name = rw.op_name_of(op).to_string();
        let candidates: Vec<usize> = self
            .order
            .iter()
            .copied()
            .filter(|&i| self.patterns[i].root().is_none_or(|r| r == name))
            .collect();
        for i in candidates {
            if self.active.contains(&i) && !self.patterns[i].has_bounded_rewrite_recursion() {
                continue;
            }
            let checkpoint = journal(rw).changes.len();
            let operands = if self.patterns[i].remaps_operands() {
                self.remap_operands(rw, op)
            } else {
                Some(rw.operands(op))
            };
            let ok = match operands {
                Some(operands) => {
                    self.active.push(i);
                    rw.set_insertion_point_before(op);
                    let mut crw = ConversionRewriter {
                        rw: &mut *rw,
                        converter: self.converter,
                    };
                    let ok = self.patterns[i].match_and_rewrite(op, &operands, &mut crw)
                        && self.legalize_results(rw, op, checkpoint, depth);
                    self.active.pop();
                    ok
                }
                None => false,
            };
            if ok {
                return true;
            }
            rw.undo_journal_to(checkpoint);
            self.casts.retain(|_, c| rw.is_live(*c));
        }
        false
    }

    /// Folds `op` (upstream's `legalizeWithFold`): an in-place fold is
    /// legalized again (and kept, as upstream keeps it, if that fails);
    /// otherwise its results are replaced, by values or by constants its
    /// dialect materializes before it, which must be legalized in turn.
    fn legalize_with_fold(&mut self, rw: &mut PatternRewriter<'_>, op: OpId, depth: usize) -> bool {
        if rw.op_has_trait(op, &OpTrait::ConstantLike) {
            return false;
        }
        let checkpoint = journal(rw).changes.len();
        // The operands as they are in the input (their defining constants
        // stay until the conversion ends).
        let consts: Vec<Option<Attribute>> = rw
            .operands(op)
            .into_iter()
            .map(|v| {
                let ctx: &mut Context = rw;
                ctx.defining_op(v).and_then(|d| constant_of_op(ctx, d))
            })
            .collect();
        let folded = rw.modify_op_in_place(op, |ctx| fold_op(ctx, op, &consts));
        let results = match folded {
            FoldResult::Failure => {
                rw.undo_journal_to(checkpoint);
                return false;
            }
            FoldResult::InPlace => FoldValues::new(),
            FoldResult::Replace(r) => r,
        };
        let in_place = results.is_empty()
            || (results.len() == 1
                && rw.num_results(op) == 1
                && results[0] == OpFoldResult::Value(rw.result(op, 0)));
        if in_place {
            return self.legalize(rw, op, depth + 1);
        }
        // Nothing changed in place: only the replacement is journaled.
        rw.undo_journal_to(checkpoint);
        if results.len() != rw.num_results(op) {
            return false;
        }
        let dialect = rw.op_name_dialect(rw.op_get_name(op)).to_string();
        let materialize = rw.dialect(&dialect).and_then(|d| d.materialize_constant);
        let loc = rw.op_loc(op);
        rw.set_insertion_point_before(op);
        let mut values = Vec::with_capacity(results.len());
        for (i, r) in results.into_iter().enumerate() {
            let v = match r {
                OpFoldResult::Value(v) => Some(v),
                OpFoldResult::Attr(a) => {
                    let ty = rw.value_type(rw.result(op, i));
                    materialize
                        .and_then(|m| m(rw, a, ty, loc))
                        .map(|c| rw.result(c, 0))
                }
            };
            let Some(v) = v else {
                rw.undo_journal_to(checkpoint);
                return false;
            };
            values.push(v);
        }
        if rw.replace_op(op, &values).is_err() {
            rw.undo_journal_to(checkpoint);
            return false;
        }
        let created: Vec<OpId> = journal(rw).changes[checkpoint..]
            .iter()
            .filter_map(|c| match c {
                Change::Created(o) => Some(*o),
                _ => None,
            })
            .collect();
        if created.into_iter().all(|c| self.legalize(rw, c, depth + 1)) {
            return true;
        }
        rw.undo_journal_to(checkpoint);
        self.casts.retain(|_, c| rw.is_live(*c));
        false
    }

    /// After a successful rewrite of `op`: `op` was replaced, erased or
    /// changed in place, and what the pattern created or changed is legal
    /// (legalized in turn).
    fn legalize_results(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        op: OpId,
        checkpoint: usize,
        depth: usize,
    ) -> bool {
        let changes: Vec<Change> = journal(rw).changes[checkpoint..].to_vec();
        let pending: Vec<OpId> = journal(rw).materializations.iter().map(|m| m.op).collect();
        let mut touched = Self::is_ignored(rw, op);
        // Ops changed in place first, then the created ones, as upstream's
        // `legalizePatternRootUpdates` and `legalizePatternCreatedOperations`.
        let mut modified: Vec<OpId> = Vec::new();
        let mut created: Vec<OpId> = Vec::new();
        for c in changes {
            match c {
                // Materializations are not legalized (upstream builds them
                // outside the rewriter).
                Change::Created(o)
                    if !self.casts.values().any(|&k| k == o) && !pending.contains(&o) =>
                {
                    created.push(o)
                }
                Change::Modified(o, _) => {
                    touched |= o == op;
                    modified.push(o);
                }
                Change::Moved { .. }
                | Change::BlockSplit { .. }
                | Change::BlockMoved { .. }
                | Change::BlockCreated(_)
                | Change::BlockErased { .. }
                | Change::BlockUsesReplaced { .. }
                | Change::ArgAdded(_) => touched = true,
                _ => {}
            }
        }
        if !touched {
            return false;
        }
        if !self.legalize_block_rewrites(rw, op, checkpoint, depth) {
            return false;
        }
        modified
            .into_iter()
            .chain(created)
            .all(|o| !rw.is_live(o) || self.legalize(rw, o, depth + 1))
    }

    /// The blocks a pattern on `op` created or moved outside `op`, with
    /// arguments (upstream's `legalizePatternBlockRewrites`): in a region
    /// whose signatures were converted, the block's signature is converted
    /// too; elsewhere the block's parent op, unless the pattern created it,
    /// must be legal again (a partial conversion that leaves the parent
    /// unconverted so rejects a pattern that adds a block with arguments to
    /// it).
    fn legalize_block_rewrites(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        op: OpId,
        checkpoint: usize,
        depth: usize,
    ) -> bool {
        let blocks: Vec<BlockId> = journal(rw).changes[checkpoint..]
            .iter()
            .filter_map(|c| match *c {
                Change::BlockCreated(b) => Some(b),
                Change::BlockSplit { new, .. } => Some(new),
                Change::BlockMoved { block, .. } => Some(block),
                _ => None,
            })
            .collect();
        let mut ignore: Option<Vec<OpId>> = None;
        for block in blocks {
            if !rw.is_live_block(block) || rw.num_block_args(block) == 0 {
                continue;
            }
            let Some(region) = rw.block_parent_region(block) else {
                continue;
            };
            let Some(parent) = rw.block_parent_op(block).filter(|&p| p != op) else {
                continue;
            };
            if let Some(converter) = self
                .converter
                .filter(|_| journal(rw).converted_regions.contains_key(&region))
            {
                let Some(conversion) = converter.convert_block_signature(rw, block) else {
                    return false;
                };
                let mut crw = ConversionRewriter {
                    rw: &mut *rw,
                    converter: self.converter,
                };
                if crw.apply_signature_conversion(block, &conversion).is_err() {
                    return false;
                }
                continue;
            }
            let ignore = ignore.get_or_insert_with(|| {
                journal(rw).changes[checkpoint..]
                    .iter()
                    .filter_map(|c| match c {
                        Change::Created(o) => Some(*o),
                        _ => None,
                    })
                    .collect()
            });
            if ignore.contains(&parent) {
                continue;
            }
            ignore.push(parent);
            if !self.legalize(rw, parent, depth + 1) {
                return false;
            }
        }
        true
    }

    /// The operands `op` has in the conversion so far, each in the type the
    /// converter gives its original type (through a cast when needed);
    /// `None` when a type does not convert.
    fn remap_operands(&mut self, rw: &mut PatternRewriter<'_>, op: OpId) -> Option<Vec<Value>> {
        let mut out = Vec::with_capacity(rw.num_operands(op));
        for v in rw.operands(op) {
            let r = rw.remapped(v);
            let Some(conv) = self.converter else {
                out.push(r);
                continue;
            };
            let original = rw.value_type(v);
            // A type converting to several (or none) is passed as it is,
            // as upstream does for want of 1:N operand remapping.
            let desired = match conv.convert_types(rw, original)?.as_slice() {
                [one] => *one,
                _ => {
                    out.push(r);
                    continue;
                }
            };
            if rw.value_type(r) == desired {
                out.push(r);
                continue;
            }
            // A block argument replaced by a signature conversion stands
            // for its converted argument (upstream maps the argument's
            // materialization to a target materialization back to it,
            // which folds away).
            if let Some(a) = Self::materialized_argument(rw, r, desired) {
                out.push(a);
                continue;
            }
            if let Some(&c) = self.casts.get(&(r, desired)) {
                if rw.is_live(c) {
                    out.push(rw.result(c, 0));
                    continue;
                }
            }
            // Upstream builds the cast right after the value it converts,
            // at the location of the op whose operand it is.
            let loc = rw.op_loc(op);
            let c = cast(rw, desired, r, loc);
            self.casts.insert((r, desired), c);
            out.push(rw.result(c, 0));
        }
        Some(out)
    }

    /// The one converted argument of type `ty` that the pending argument
    /// materialization producing `v` is built from, if `v` is one.
    fn materialized_argument(rw: &PatternRewriter<'_>, v: Value, ty: Type) -> Option<Value> {
        let op = rw.defining_op(v)?;
        let pending = journal(rw)
            .materializations
            .iter()
            .any(|m| m.op == op && m.kind == MaterializationKind::Argument);
        match rw.operands(op).as_slice() {
            [one] if pending && rw.value_type(*one) == ty => Some(*one),
            _ => None,
        }
    }

    /// Builds the materializations still needed: casts made for operands,
    /// replaced results of a changed type, converted block arguments.
    fn finalize(&mut self, rw: &mut PatternRewriter<'_>) -> Result<(), Diagnostic> {
        // What each value stands for at the end of the mapping chains, the
        // other way round: a cast whose result replaces a value (a merged
        // block's argument, say) is live through that value's users, as
        // upstream's `isLive` looks through the inverse mapping.
        let mut inverse: FxHashMap<Value, Vec<Value>> = FxHashMap::default();
        {
            let j = journal(rw);
            for &k in j.mapping.keys() {
                let to = j.lookup(k);
                if to != k {
                    inverse.entry(to).or_default().push(k);
                }
            }
        }
        let casts: Vec<OpId> = self.casts.values().copied().collect();
        for c in casts {
            self.finalize_cast(rw, c, &inverse)?;
        }
        let pending = journal(rw).materializations.clone();
        for m in pending {
            self.finalize_materialization(rw, m)?;
        }
        let changes: Vec<Change> = journal(rw).changes.clone();
        for change in changes {
            if let Change::Replaced(op, values) = change {
                self.finalize_results(rw, op, &values)?;
            }
        }
        Ok(())
    }

    /// A value of type `ty` standing for `v` (upstream's
    /// `lookupRemappedValue`): what `v` is remapped to, else, through
    /// `builtin.unrealized_conversion_cast`s of one operand (a pass's
    /// earlier casts included), what their input is remapped to; never
    /// `invalid_root`.
    fn lookup_remapped(
        rw: &PatternRewriter<'_>,
        invalid_root: Value,
        v: Value,
        ty: Type,
    ) -> Option<Value> {
        let mut v = v;
        loop {
            let remapped = rw.remapped(v);
            if rw.value_type(remapped) == ty && remapped != invalid_root {
                return Some(remapped);
            }
            let def = rw.defining_op(v)?;
            if rw.op_name_of(def) != "builtin.unrealized_conversion_cast" {
                return None;
            }
            let operands = rw.operands(def);
            let [input] = operands.as_slice() else {
                return None;
            };
            v = *input;
        }
    }

    /// Whether `v` is used by an op that stays.
    fn live_user(rw: &PatternRewriter<'_>, v: Value) -> Option<OpId> {
        rw.uses(v).map(|u| u.op).find(|&u| !Self::is_ignored(rw, u))
    }

    fn finalize_cast(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        c: OpId,
        inverse: &FxHashMap<Value, Vec<Value>>,
    ) -> Result<(), Diagnostic> {
        if !rw.is_live(c) || Self::is_ignored(rw, c) {
            return Ok(());
        }
        let out = rw.result(c, 0);
        let user = Self::live_user(rw, out).or_else(|| {
            inverse.get(&out).and_then(|keys| {
                keys.iter()
                    .filter(|&&k| rw.is_live_value(k))
                    .find_map(|&k| Self::live_user(rw, k))
            })
        });
        let Some(user) = user else {
            let _ = rw.erase_op(c);
            return Ok(());
        };
        let original = rw.operand(c, 0);
        let input = rw.remapped(original);
        let ty = rw.value_type(out);
        if let Some(v) = Self::lookup_remapped(rw, out, original, ty) {
            let _ = rw.replace_op(c, &[v]);
            return Ok(());
        }
        let loc = rw.op_loc(c);
        rw.set_insertion_point_before(c);
        let made = self
            .converter
            .and_then(|conv| conv.materialize_target(rw, ty, &[input], loc));
        if let Some(v) = made {
            let _ = rw.replace_op(c, &[v]);
            return Ok(());
        }
        let message = format!(
            "failed to legalize unresolved materialization from ('{}') to '{}' that remained live after conversion",
            type_to_string(rw, rw.value_type(input)),
            type_to_string(rw, ty)
        );
        let user_text = crate::core::diag::op_for_note(rw, user);
        let loc_user = rw.op_loc(user);
        Err(error_at(rw, c, &message).with_note(
            loc_user,
            format!("see existing live user here: {user_text}"),
        ))
    }

    /// A placeholder cast of a signature conversion: erased when neither it
    /// nor the argument it stands for has a user that stays, else built by
    /// the type converter.
    fn finalize_materialization(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        m: PendingMaterialization,
    ) -> Result<(), Diagnostic> {
        if !rw.is_live(m.op) || Self::is_ignored(rw, m.op) {
            return Ok(());
        }
        let out = rw.result(m.op, 0);
        let user = Self::live_user(rw, out).or_else(|| {
            let stands = rw.is_live_value(m.replaces) && rw.remapped(m.replaces) == out;
            stands.then(|| Self::live_user(rw, m.replaces)).flatten()
        });
        let Some(user) = user else {
            let _ = rw.erase_op(m.op);
            return Ok(());
        };
        let inputs = rw.operands(m.op);
        let ty = rw.value_type(out);
        let loc = rw.op_loc(m.op);
        rw.set_insertion_point_before(m.op);
        let made = self.converter.and_then(|conv| match m.kind {
            MaterializationKind::Argument => conv.materialize_argument(rw, ty, &inputs, loc),
            MaterializationKind::Source => conv.materialize_source(rw, ty, &inputs, loc),
        });
        if let Some(v) = made {
            let _ = rw.replace_op(m.op, &[v]);
            return Ok(());
        }
        let from: Vec<String> = inputs
            .iter()
            .map(|&v| format!("'{}'", type_to_string(rw, rw.value_type(v))))
            .collect();
        let message = format!(
            "failed to legalize unresolved materialization from ({}) to '{}' that remained live after conversion",
            from.join(", "),
            type_to_string(rw, ty)
        );
        // Upstream names a user of the placeholder itself; the users of
        // the argument it stands for are rewired only when it commits.
        let d = error_at(rw, m.op, &message);
        if Self::live_user(rw, out) != Some(user) {
            return Err(d);
        }
        let user_text = crate::core::diag::op_for_note(rw, user);
        let loc_user = rw.op_loc(user);
        Err(d.with_note(
            loc_user,
            format!("see existing live user here: {user_text}"),
        ))
    }

    fn finalize_results(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        op: OpId,
        values: &[Value],
    ) -> Result<(), Diagnostic> {
        if !rw.is_live(op) {
            return Ok(());
        }
        for (i, &v) in values.iter().enumerate() {
            let result = rw.result(op, i);
            let new = rw.remapped(v);
            let old_ty = rw.value_type(result);
            if rw.value_type(new) == old_ty || Self::live_user(rw, result).is_none() {
                continue;
            }
            let loc = rw.op_loc(op);
            rw.set_insertion_point_before(op);
            let made = self
                .converter
                .and_then(|conv| conv.materialize_source(rw, old_ty, &[new], loc));
            match made {
                Some(m) => rw.replace_all_uses_with(result, m),
                None => {
                    let name = rw.op_name_of(op).to_string();
                    let message = format!(
                        "failed to materialize conversion for result #{i} of operation '{name}' that remained live after conversion"
                    );
                    return Err(with_live_user(rw, error_at(rw, op, &message), result));
                }
            }
        }
        Ok(())
    }
}

/// `d` with upstream's note showing the first user of `v` that stays.
fn with_live_user(rw: &PatternRewriter<'_>, d: Diagnostic, v: Value) -> Diagnostic {
    match Legalizer::live_user(rw, v) {
        Some(user) => d.with_note(
            rw.op_loc(user),
            format!(
                "see existing live user here: {}",
                crate::core::diag::op_for_note(rw, user)
            ),
        ),
        None => d,
    }
}

/// `builtin.unrealized_conversion_cast %input : <its type> to ty`, right
/// after `input`'s definition (at the start of its block for a block
/// argument), as upstream's `buildUnresolvedTargetMaterialization`.
fn cast(
    rw: &mut PatternRewriter<'_>,
    ty: Type,
    input: Value,
    loc: crate::core::location::Location,
) -> OpId {
    if let Some(def) = rw.defining_op(input) {
        rw.set_insertion_point_after(def);
    } else if let Some(block) = rw.value_parent_block(input) {
        rw.set_insertion_point_to_start(block);
    }
    let name = rw.op_name("builtin.unrealized_conversion_cast");
    let mut st = OperationState::new(name, loc);
    st.operands.push(input);
    st.result_types.push(ty);
    rw.create_op(st)
}

/// Applies the deferred changes: uses of replaced values go to their final
/// replacements, then the replaced and erased ops go.
fn commit(ctx: &mut Context, journal: &Journal) {
    for change in &journal.changes {
        match change {
            Change::Replaced(op, _) => {
                if !ctx.is_live(*op) {
                    continue;
                }
                for i in 0..ctx.num_results(*op) {
                    let r = ctx.result(*op, i);
                    let to = journal.lookup(r);
                    if to != r {
                        ctx.replace_all_uses_with(r, to);
                    }
                }
            }
            Change::Mapped(v) => {
                let to = journal.lookup(*v);
                if to != *v && ctx.is_live_value(*v) {
                    ctx.replace_all_uses_with(*v, to);
                }
            }
            _ => {}
        }
    }
    let doomed: Vec<OpId> = journal
        .changes
        .iter()
        .filter_map(|c| match c {
            Change::Replaced(op, _) | Change::Erased(op) => Some(*op),
            _ => None,
        })
        .collect();
    for op in doomed.into_iter().rev() {
        if !ctx.is_live(op) {
            continue;
        }
        for o in ctx.walk_postorder(op) {
            ctx.drop_all_uses_of_results(o);
        }
        let _ = ctx.erase_op(op);
    }
    // Erased blocks were only unlinked; their ops are gone by now.
    for change in &journal.changes {
        if let Change::BlockErased { block, .. } = change {
            if ctx.is_live_block(*block) && ctx.block_parent_region(*block).is_none() {
                ctx.drop_all_defined_value_uses(*block);
                let _ = ctx.erase_block(*block);
            }
        }
    }
}

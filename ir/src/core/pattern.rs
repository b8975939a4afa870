//! Rewrite patterns (MLIR's `IR/PatternMatch.h`): [`RewritePattern`] and
//! [`PatternRewriter`], the builder through which a pattern changes the IR
//! and which records what it did for the driver that runs it (the greedy
//! driver of the `rewrite` layer).

use std::any::TypeId;
use std::ops::{Deref, DerefMut};

use crate::core::attrs::Attribute;
use crate::core::builder::OpBuilder;
use crate::core::context::Context;
use crate::core::storage::{BlockId, IrError, OpId, OperationState, Value};
use crate::support::intern::FxHashMap;

/// A rewrite pattern.
pub trait RewritePattern {
    /// The root operation name this pattern matches (`None`: any operation).
    fn root(&self) -> Option<&str>;
    /// Expected benefit; higher is tried first.
    fn benefit(&self) -> u16 {
        1
    }
    /// A name for debugging.
    fn name(&self) -> &str {
        "pattern"
    }
    /// Tries to match `op` and rewrite it through `rewriter`. Returns whether
    /// it succeeded; on failure the IR must be left unchanged.
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool;
}

/// A notification of what a rewrite did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RewriteEvent {
    /// An operation was created.
    Created(OpId),
    /// An operation was modified in place.
    Modified(OpId),
    /// An operation's results were replaced (it is erased afterwards).
    Replaced(OpId),
    /// An operation was erased.
    Erased(OpId),
}

/// The builder patterns use: every change goes through it so the driver is notified.
pub struct PatternRewriter<'a> {
    b: OpBuilder<'a>,
    events: Vec<RewriteEvent>,
    failure: Option<String>,
    /// Attributes patterns built through [`PatternRewriter::cached_attr`].
    consts: ConstCache,
    /// The index of the running pattern in the driver's pattern list
    /// (`u32::MAX` outside [`apply_patterns_greedily`]): selects its entry
    /// of `ConstCache::slots`.
    pattern: u32,
}

/// Constants patterns compare against.
///
/// In the driver, every pattern of the list has an entry in `slots` (by its
/// index), so the constant of a match attempt is two indexed loads and a
/// type comparison, with no hashing. The entry records the type that filled
/// it: a pattern that runs another one through the same rewriter (or a
/// rewriter used outside the driver) uses `by_type`, keyed by pattern type
/// and slot.
#[derive(Default)]
pub(crate) struct ConstCache {
    slots: Vec<PatternConsts>,
    by_type: FxHashMap<(TypeId, u32), Attribute>,
}

impl ConstCache {
    /// A cache with an entry for each pattern of a driver's list of
    /// `patterns`.
    pub(crate) fn for_patterns(patterns: usize) -> Self {
        let mut c = ConstCache::default();
        c.slots
            .resize_with(patterns.min(u32::MAX as usize), PatternConsts::default);
        c
    }
}

/// The constants one pattern of the driver's list built, by slot.
#[derive(Default)]
struct PatternConsts {
    owner: Option<TypeId>,
    attrs: Vec<Option<Attribute>>,
}

impl<'a> Deref for PatternRewriter<'a> {
    type Target = OpBuilder<'a>;
    fn deref(&self) -> &OpBuilder<'a> {
        &self.b
    }
}

// Transformers of result types in DRR rewrites take the rewriter.
impl crate::core::vocab::factory::TypeFactory for PatternRewriter<'_> {
    fn context(&self) -> &Context {
        self
    }

    fn make_type(&mut self, data: crate::core::types::TypeData) -> crate::core::types::Type {
        self.b.make_type(data)
    }
}

impl<'a> DerefMut for PatternRewriter<'a> {
    fn deref_mut(&mut self) -> &mut OpBuilder<'a> {
        &mut self.b
    }
}

impl<'a> PatternRewriter<'a> {
    /// A rewriter over `ctx` with no insertion point.
    pub fn new(ctx: &'a mut Context) -> Self {
        let mut b = OpBuilder::new(ctx);
        b.start_recording();
        PatternRewriter {
            b,
            events: Vec::new(),
            failure: None,
            consts: ConstCache::default(),
            pattern: u32::MAX,
        }
    }
    /// Creates an op at the insertion point (notifies `Created`).
    pub fn create_op(&mut self, state: OperationState) -> OpId {
        let op = self.b.create(state);
        self.b.take_created();
        self.events.push(RewriteEvent::Created(op));
        op
    }
    /// Replaces all uses of `op`'s results with `values` and erases `op`.
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) -> Result<(), IrError> {
        let start = self.events.len();
        for i in 0..self.b.num_results(op) {
            let r = self.b.result(op, i);
            let users = self.b.uses(r).map(|u| RewriteEvent::Modified(u.op));
            self.events.extend(users);
        }
        if let Err(e) = self.b.replace_all_op_uses_with(op, values) {
            self.events.truncate(start);
            return Err(e);
        }
        self.events.push(RewriteEvent::Replaced(op));
        self.erase_op(op)
    }
    /// Creates a new op before `op` and replaces `op` with its results.
    pub fn replace_op_with_new(
        &mut self,
        op: OpId,
        state: OperationState,
    ) -> Result<OpId, IrError> {
        self.b.set_insertion_point_before(op);
        let new = self.create_op(state);
        let vals = self.b.results(new);
        self.replace_op(op, &vals)?;
        Ok(new)
    }
    /// Erases an op whose results are unused (notifies the defining ops of its operands).
    pub fn erase_op(&mut self, op: OpId) -> Result<(), IrError> {
        let start = self.events.len();
        let defs = self
            .b
            .operands_iter(op)
            .filter_map(|v| self.b.defining_op(v))
            .map(RewriteEvent::Modified);
        self.events.extend(defs);
        if let Err(e) = self.b.erase_op(op) {
            self.events.truncate(start);
            return Err(e);
        }
        self.events.push(RewriteEvent::Erased(op));
        Ok(())
    }
    /// Modifies `op` in place through `f` (notifies `Modified`).
    pub fn modify_op_in_place<R>(&mut self, op: OpId, f: impl FnOnce(&mut Context) -> R) -> R {
        let r = f(&mut self.b);
        self.events.push(RewriteEvent::Modified(op));
        r
    }
    /// Replaces all uses of `from` with `to` (users are notified as modified).
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        let users = self.b.uses(from).map(|u| RewriteEvent::Modified(u.op));
        self.events.extend(users);
        self.b.replace_all_uses_with(from, to);
    }
    /// Moves the ops of `source` before `before` in `dest` (at its end when
    /// `None`), replacing the uses of `source`'s arguments with `args`, and
    /// erases the emptied `source` (MLIR's `inlineBlockBefore`). The moved
    /// ops are notified as modified.
    pub fn inline_block_before(
        &mut self,
        source: BlockId,
        dest: BlockId,
        before: Option<OpId>,
        args: &[Value],
    ) -> Result<(), IrError> {
        if args.len() != self.b.num_block_args(source) {
            return Err(IrError::OutOfRange);
        }
        for i in 0..args.len() {
            let arg = self.b.block_arg(source, i);
            let users = self.b.uses(arg).map(|u| RewriteEvent::Modified(u.op));
            self.events.extend(users);
        }
        let moved = self.b.inline_block_before(source, dest, before, args)?;
        self.events
            .extend(moved.into_iter().map(RewriteEvent::Modified));
        Ok(())
    }
    /// Appends the ops of `source` to `dest`, its arguments replaced by
    /// `args`, and erases `source` (MLIR's `mergeBlocks`).
    pub fn merge_blocks(
        &mut self,
        source: BlockId,
        dest: BlockId,
        args: &[Value],
    ) -> Result<(), IrError> {
        self.inline_block_before(source, dest, None, args)
    }
    /// Records why a match failed (for debugging); returns `false` for convenience.
    pub fn notify_match_failure(&mut self, reason: impl Into<String>) -> bool {
        self.failure = Some(reason.into());
        false
    }
    /// The last recorded match-failure reason.
    pub fn last_failure(&self) -> Option<&str> {
        self.failure.as_deref()
    }
    /// A rewriter recording into `events` (an emptied buffer reused by the
    /// driver), with the driver's constants and the index of the running
    /// pattern in its list.
    pub(crate) fn with_buffers(
        ctx: &'a mut Context,
        events: Vec<RewriteEvent>,
        consts: ConstCache,
        pattern: u32,
    ) -> Self {
        let mut r = PatternRewriter::new(ctx);
        r.events = events;
        r.consts = consts;
        r.pattern = pattern;
        r
    }
    /// The attribute `build` makes, built once per rewriter (and, in
    /// [`apply_patterns_greedily`](crate::rewrite::apply_patterns_greedily), once per run) for the key
    /// `(owner, slot)`: generated patterns compare matched attributes
    /// against their `ConstantAttr`s through it, so a match attempt does
    /// not intern (or allocate) the constant again. `owner` is the
    /// pattern's type, `slot` tells its constants apart (small numbers:
    /// the driver keeps them in a vector per pattern); the attribute
    /// belongs to this rewriter's context.
    #[inline]
    pub fn cached_attr(
        &mut self,
        owner: TypeId,
        slot: u32,
        build: impl FnOnce(&mut OpBuilder<'a>) -> Attribute,
    ) -> Attribute {
        if let Some(e) = self.consts.slots.get(self.pattern as usize) {
            if e.owner == Some(owner) {
                if let Some(&Some(a)) = e.attrs.get(slot as usize) {
                    return a;
                }
            }
        }
        self.cached_attr_slow(owner, slot, build)
    }
    /// [`PatternRewriter::cached_attr`] when the constant is not in the
    /// running pattern's entry yet (or belongs to another pattern type).
    #[cold]
    fn cached_attr_slow(
        &mut self,
        owner: TypeId,
        slot: u32,
        build: impl FnOnce(&mut OpBuilder<'a>) -> Attribute,
    ) -> Attribute {
        if let Some(&a) = self.consts.by_type.get(&(owner, slot)) {
            return a;
        }
        let a = build(&mut self.b);
        self.consts.by_type.insert((owner, slot), a);
        // The running pattern's own entry (the first type that asks for a
        // constant while it runs owns it); slots past 1024 stay hashed.
        if let Some(e) = self.consts.slots.get_mut(self.pattern as usize) {
            if e.owner.is_none() {
                e.owner = Some(owner);
            }
            if e.owner == Some(owner) && slot < 1024 {
                let i = slot as usize;
                if e.attrs.len() <= i {
                    e.attrs.resize(i + 1, None);
                }
                e.attrs[i] = Some(a);
            }
        }
        a
    }
    /// Events recorded so far (drained by the driver).
    pub fn take_events(&mut self) -> Vec<RewriteEvent> {
        std::mem::take(&mut self.events)
    }
    /// The events and constants of [`PatternRewriter::with_buffers`], back
    /// to the driver.
    pub(crate) fn into_buffers(mut self) -> (Vec<RewriteEvent>, ConstCache) {
        (self.take_events(), std::mem::take(&mut self.consts))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct First;
    struct Second;

    /// The running pattern's entry holds the first type's constants; another
    /// type asking through the same rewriter (a pattern running another one)
    /// gets its own constants from the by-type table, each built once.
    #[test]
    fn constants_of_two_pattern_types_in_one_slot_stay_apart() {
        let mut ctx = Context::new();
        let consts = ConstCache::for_patterns(1);
        let mut rw = PatternRewriter::with_buffers(&mut ctx, Vec::new(), consts, 0);
        let mut built = [0; 2];
        let (a, b) = (TypeId::of::<First>(), TypeId::of::<Second>());
        for _ in 0..3 {
            let one = rw.cached_attr(a, 1, |bld| {
                built[0] += 1;
                bld.i64_attr(1)
            });
            let two = rw.cached_attr(b, 1, |bld| {
                built[1] += 1;
                bld.i64_attr(2)
            });
            assert_eq!(rw.as_integer(one), Some(1));
            assert_eq!(rw.as_integer(two), Some(2));
        }
        assert_eq!(built, [1, 1]);
        assert_eq!(rw.consts.slots[0].owner, Some(a));
        // Outside the driver (no running pattern) the by-type table serves.
        let mut ctx = Context::new();
        let mut rw = PatternRewriter::new(&mut ctx);
        let x = rw.cached_attr(b, 7, |bld| bld.i64_attr(7));
        let y = rw.cached_attr(b, 7, |_| unreachable!("built once"));
        assert_eq!((x, rw.as_integer(x)), (y, Some(7)));
    }
}

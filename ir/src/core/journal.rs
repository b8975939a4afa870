//! What a rewriter did during a dialect conversion, to undo or to commit
//! (MLIR's `ConversionPatternRewriterImpl` rewrites): in conversion mode a
//! [`PatternRewriter`](super::pattern::PatternRewriter) creates and moves
//! ops and changes them in place at once, recording how to undo it, but
//! only records replacements and erasures (the ops stay, ignored, until
//! the conversion commits).

use crate::core::attrs::{Attribute, NamedAttr};
use crate::core::context::Context;
use crate::core::location::Location;
use crate::core::storage::{BlockId, OpId, RegionId, Value};
use crate::core::types::Type;
use crate::support::intern::FxHashMap;

/// The mutable parts of an op, as they were before a change in place.
#[derive(Clone, Debug)]
pub(crate) struct OpSnapshot {
    operands: Vec<Value>,
    attrs: Vec<NamedAttr>,
    props: Option<Attribute>,
    loc: Location,
    successors: Vec<BlockId>,
    result_types: Vec<Type>,
}

impl OpSnapshot {
    pub(crate) fn take(ctx: &Context, op: OpId) -> Self {
        OpSnapshot {
            operands: ctx.operands(op),
            attrs: ctx.attrs(op).to_vec(),
            props: ctx.props(op),
            loc: ctx.op_loc(op),
            successors: ctx.successors(op).to_vec(),
            result_types: ctx.result_types(op),
        }
    }
    /// Puts `op` back as it was.
    pub(crate) fn restore(&self, ctx: &mut Context, op: OpId) {
        if !ctx.is_live(op) {
            return;
        }
        let _ = ctx.set_operands(op, &self.operands);
        let current: Vec<NamedAttr> = ctx.attrs(op).to_vec();
        for (n, _) in current {
            if !self.attrs.iter().any(|(m, _)| *m == n) {
                let name = ctx.ident_str(n).to_string();
                ctx.remove_attr(op, &name);
            }
        }
        for &(n, a) in &self.attrs {
            let _ = ctx.set_attr(op, n, a);
        }
        let _ = ctx.set_props(op, self.props);
        let _ = ctx.set_loc(op, self.loc);
        for (i, &b) in self.successors.iter().enumerate() {
            let _ = ctx.set_successor(op, i, b);
        }
        for (i, &t) in self.result_types.iter().enumerate() {
            let _ = ctx.set_value_type(ctx.result(op, i), t);
        }
    }
}

/// One recorded change.
#[derive(Clone, Debug)]
pub(crate) enum Change {
    /// An op was created (undo: erase it).
    Created(OpId),
    /// An op's results are replaced by these values (the op stays, ignored).
    Replaced(OpId, Vec<Value>),
    /// An op is erased (it stays, ignored).
    Erased(OpId),
    /// An op was changed in place (undo: restore the snapshot).
    Modified(OpId, Box<OpSnapshot>),
    /// An op was moved from before `before` (or the end) of `block`.
    Moved {
        op: OpId,
        block: Option<BlockId>,
        before: Option<OpId>,
    },
    /// The uses of a value are to be replaced by another (deferred).
    Mapped(Value),
    /// A block was created (undo: erase it, emptied).
    BlockCreated(BlockId),
    /// A block was split: `new` took the ops from some point on (undo: they
    /// go back to the end of `block`, and `new` goes).
    BlockSplit { block: BlockId, new: BlockId },
    /// A block was moved from before `before` (or the end) of `region`.
    BlockMoved {
        block: BlockId,
        region: RegionId,
        before: Option<BlockId>,
    },
    /// A block was unlinked from before `before` (or the end) of `region`,
    /// its ops erased (deferred): it is erased at the commit.
    BlockErased {
        block: BlockId,
        region: RegionId,
        before: Option<BlockId>,
    },
    /// The successor slots `users` naming `old` were redirected to another
    /// block (a block signature conversion; undo: back to `old`).
    BlockUsesReplaced {
        old: BlockId,
        users: Vec<(OpId, usize)>,
    },
    /// An argument was appended to `block` (undo: drop it).
    ArgAdded(BlockId),
}

/// What an unresolved materialization rebuilds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MaterializationKind {
    /// An original block argument from its new arguments.
    Argument,
    /// A value of an original type from converted values (or from nothing).
    Source,
}

/// A placeholder `unrealized_conversion_cast` a signature conversion made
/// for an original block argument: resolved by the type converter when
/// the conversion ends, or erased when unused.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PendingMaterialization {
    pub(crate) op: OpId,
    pub(crate) kind: MaterializationKind,
    /// The original argument it stands for.
    pub(crate) replaces: Value,
}

/// The record of a conversion in progress.
#[derive(Debug, Default)]
pub(crate) struct Journal {
    /// Placeholder casts of signature conversions (undone with the changes
    /// that created them: a stale entry names an erased op).
    pub(crate) materializations: Vec<PendingMaterialization>,
    pub(crate) changes: Vec<Change>,
    /// Replacement values, by the value they replace (deferred uses).
    pub(crate) mapping: FxHashMap<Value, Value>,
    /// Ops replaced or erased: they stay in the IR until the commit.
    pub(crate) ignored: FxHashMap<OpId, ()>,
    /// Regions whose block signatures a pattern converted
    /// (`convertRegionTypes`; upstream's `regionToConverter`): a block a
    /// later pattern creates or moves there has its signature converted
    /// with the conversion's type converter.
    pub(crate) converted_regions: FxHashMap<RegionId, ()>,
}

impl Journal {
    /// The value `v` stands for now: its replacement, followed to the end.
    pub(crate) fn lookup(&self, mut v: Value) -> Value {
        // Chains are short; a cycle cannot arise from replacements of
        // earlier values by later ones, but the bound keeps it finite.
        for _ in 0..self.mapping.len() + 1 {
            match self.mapping.get(&v) {
                Some(&w) if w != v => v = w,
                _ => break,
            }
        }
        v
    }
    /// Whether `op` (or an op it is nested in) was replaced or erased.
    pub(crate) fn is_ignored(&self, ctx: &Context, op: OpId) -> bool {
        let mut cur = Some(op);
        while let Some(o) = cur {
            if self.ignored.contains_key(&o) {
                return true;
            }
            cur = ctx.op_parent_op(o);
        }
        false
    }
    /// Undoes the changes after the first `keep`, last first.
    pub(crate) fn undo_to(&mut self, ctx: &mut Context, keep: usize) {
        while self.changes.len() > keep {
            let Some(c) = self.changes.pop() else { break };
            match c {
                Change::Created(op) => {
                    if ctx.is_live(op) {
                        for o in ctx.walk_postorder(op) {
                            ctx.drop_all_uses_of_results(o);
                        }
                        let _ = ctx.erase_op(op);
                    }
                }
                Change::Replaced(op, _) | Change::Erased(op) => {
                    self.ignored.remove(&op);
                    if ctx.is_live(op) {
                        for i in 0..ctx.num_results(op) {
                            self.mapping.remove(&ctx.result(op, i));
                        }
                    }
                }
                Change::Modified(op, snapshot) => snapshot.restore(ctx, op),
                Change::Moved { op, block, before } => {
                    if ctx.is_live(op) {
                        let _ = ctx.detach_op(op);
                        if let Some(b) = block {
                            let _ = ctx.insert_op(b, before, op);
                        }
                    }
                }
                Change::Mapped(v) => {
                    self.mapping.remove(&v);
                }
                Change::BlockCreated(block) => undo_block_creation(ctx, block),
                Change::BlockSplit { block, new } => {
                    if ctx.is_live_block(block) && ctx.is_live_block(new) {
                        let _ = ctx.move_ops_to_end(new, None, block);
                    }
                    undo_block_creation(ctx, new);
                }
                Change::BlockMoved {
                    block,
                    region,
                    before,
                }
                | Change::BlockErased {
                    block,
                    region,
                    before,
                } => {
                    if ctx.is_live_block(block) {
                        let _ = ctx.detach_block(block);
                        let _ = ctx.insert_block(region, block, before);
                    }
                }
                Change::BlockUsesReplaced { old, users } => {
                    for (op, i) in users {
                        if ctx.is_live(op) {
                            let _ = ctx.set_successor(op, i, old);
                        }
                    }
                }
                Change::ArgAdded(block) => {
                    if ctx.is_live_block(block) {
                        let n = ctx.num_block_args(block);
                        ctx.drop_all_uses(ctx.block_arg(block, n - 1));
                        let _ = ctx.erase_block_arg(block, n - 1);
                    }
                }
            }
        }
    }
}

/// Erases a block the conversion created: what is still in it (nothing,
/// when the later changes were undone first) goes with it.
fn undo_block_creation(ctx: &mut Context, block: BlockId) {
    if !ctx.is_live_block(block) {
        return;
    }
    ctx.drop_all_defined_value_uses(block);
    let _ = ctx.detach_block(block);
    let _ = ctx.erase_block(block);
}

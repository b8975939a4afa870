//! The deallocation state and `BufferDeallocationOpInterface` (upstream's
//! `Bufferization/IR/BufferDeallocationOpInterface.{td,cpp}`): the
//! ownership of each memref in each block, the memrefs each block must
//! free, and the interface through which ops handle their own
//! deallocation.
//!
//! The interface's `.td` is kept pristine in the bufferization crate but
//! not compiled: its methods take the `DeallocationState`, which lives
//! here with the pass, so its table is written in Rust with upstream's
//! two methods.

use std::cmp::Ordering;
use std::collections::HashMap;

use ir::transforms::liveness::BlockLiveness;
use ir::{BlockId, Context, Diagnostic, Location, OpBuilder, OpId, RegionId, Value};

/// Whether `v` is a ranked or unranked memref (`isMemref`).
pub(crate) fn is_memref(ctx: &Context, v: Value) -> bool {
    ctx.is_memref(ctx.value_type(v))
}

/// An `arith.constant` of `value` as `i1` (`buildBoolValue`).
pub(crate) fn build_bool_value(b: &mut OpBuilder<'_>, loc: Location, value: bool) -> Value {
    let ty = b.i1();
    let attr = b.bool_attr(value);
    arith::ConstantOp::build(b, loc, ty, attr).result(b)
}

/// The integer a constant op defines `v` as (`getConstantIntValue`).
/// (sign-extended: `true` is -1).
fn constant_int(ctx: &Context, v: Value) -> Option<i64> {
    ctx.attr_as_int(ctx.constant_value(ctx.defining_op(v)?)?)
}

/// Whether a constant op defines `v` as the integer one, `true` for an
/// `i1` (`matchPattern(v, m_One())`).
pub(crate) fn is_constant_one(ctx: &Context, v: Value) -> bool {
    ctx.defining_op(v)
        .and_then(|op| ctx.constant_value(op))
        .is_some_and(|a| ctx.attr_as_bool(a) == Some(true) || ctx.attr_as_int(a) == Some(1))
}

/// Whether `a` and `b` are the same value or equal integer constants
/// (`isEqualConstantIntOrValue`).
pub(crate) fn is_equal_constant_int_or_value(ctx: &Context, a: Value, b: Value) -> bool {
    a == b || matches!((constant_int(ctx, a), constant_int(ctx, b)), (Some(x), Some(y)) if x == y)
}

/// Who owns a memref in a block (upstream's `Ownership`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Ownership {
    /// Not yet known (the initial state).
    #[default]
    Uninitialized,
    /// Owned when the `i1` indicator is true.
    Unique(Value),
    /// Conflicting indicators: no single one is known.
    Unknown,
}

impl Ownership {
    /// Whether the ownership is [`Ownership::Unique`].
    pub fn is_unique(self) -> bool {
        matches!(self, Ownership::Unique(_))
    }
    /// The indicator of a unique ownership.
    pub fn indicator(self) -> Option<Value> {
        match self {
            Ownership::Unique(v) => Some(v),
            _ => None,
        }
    }
    /// The combination of two ownerships (`getCombined`): one of them
    /// when the other is uninitialized or both have equal indicators,
    /// unknown otherwise.
    pub fn combined(self, ctx: &Context, other: Ownership) -> Ownership {
        match (self, other) {
            (_, Ownership::Uninitialized) => self,
            (Ownership::Uninitialized, _) => other,
            (Ownership::Unique(a), Ownership::Unique(b))
                if is_equal_constant_int_or_value(ctx, a, b) =>
            {
                self
            }
            _ => Ownership::Unknown,
        }
    }
}

/// The pass's options (`DeallocationOptions`).
#[derive(Clone, Copy, Debug, Default)]
pub struct DeallocationOptions {
    /// Private functions with a body get an ownership argument per memref
    /// argument and an ownership result per memref result.
    pub private_func_dynamic_ownership: bool,
}

/// The state of the deallocation of one function (`DeallocationState`).
#[derive(Debug)]
pub struct DeallocationState {
    liveness: BlockLiveness,
    ownership: HashMap<(Value, BlockId), Ownership>,
    to_deallocate: HashMap<BlockId, Vec<Value>>,
}

impl DeallocationState {
    /// The state of the function `op`, with the liveness of its blocks
    /// computed now.
    pub fn new(ctx: &Context, op: OpId) -> Self {
        DeallocationState {
            liveness: BlockLiveness::new(ctx, op),
            ownership: HashMap::new(),
            to_deallocate: HashMap::new(),
        }
    }

    /// Combines `ownership` into the ownership of `memref` in `block` (its
    /// own block for `None`) (`updateOwnership`).
    pub fn update_ownership(
        &mut self,
        ctx: &Context,
        memref: Value,
        ownership: Ownership,
        block: Option<BlockId>,
    ) {
        let Some(block) = block.or_else(|| ctx.value_parent_block(memref)) else {
            return;
        };
        let entry = self.ownership.entry((memref, block)).or_default();
        *entry = entry.combined(ctx, ownership);
    }

    /// Forgets the ownership of `memrefs` in `block` (`resetOwnerships`).
    pub fn reset_ownerships(&mut self, memrefs: &[Value], block: BlockId) {
        for &v in memrefs {
            self.ownership.insert((v, block), Ownership::Uninitialized);
        }
    }

    /// The ownership of `memref` in `block` (`getOwnership`).
    pub fn ownership(&self, memref: Value, block: BlockId) -> Ownership {
        self.ownership
            .get(&(memref, block))
            .copied()
            .unwrap_or_default()
    }

    /// Makes `block` responsible for freeing `memref`
    /// (`addMemrefToDeallocate`).
    pub fn add_memref_to_deallocate(&mut self, memref: Value, block: BlockId) {
        self.to_deallocate.entry(block).or_default().push(memref);
    }

    /// The memrefs live into `block`, in [`value_order`]
    /// (`getLiveMemrefsIn`).
    pub fn live_memrefs_in(&self, ctx: &Context, block: BlockId) -> Vec<Value> {
        let mut live: Vec<Value> = self
            .liveness
            .live_in(block)
            .filter(|&v| is_memref(ctx, v))
            .collect();
        live.sort_by(|&a, &b| value_order(ctx, a, b));
        live
    }

    /// `memref` with an ownership indicator for `block`: itself when its
    /// ownership there is unique, else a `bufferization.clone` of it that
    /// the block owns (`getMemrefWithUniqueOwnership`).
    pub fn memref_with_unique_ownership(
        &mut self,
        b: &mut OpBuilder<'_>,
        memref: Value,
        block: BlockId,
    ) -> (Value, Value) {
        if let Ownership::Unique(indicator) = self.ownership(memref, block) {
            return (memref, indicator);
        }
        let loc = b.value_loc(memref);
        let ty = b.value_type(memref);
        let clone = bufferization::CloneOp::build(b, loc, ty, memref).output(b);
        let condition = build_bool_value(b, loc, true);
        self.update_ownership(b, clone, Ownership::Unique(condition), None);
        if let Some(parent) = b.value_parent_block(clone) {
            self.add_memref_to_deallocate(clone, parent);
        }
        (clone, condition)
    }

    /// The memrefs a branch from `from` (to `to`, or out of the region for
    /// `None`) must keep alive: the memref operands it forwards, then the
    /// memrefs live out of `from` (and into `to`), in [`value_order`]
    /// (`getMemrefsToRetain`).
    pub fn memrefs_to_retain(
        &self,
        ctx: &Context,
        from: BlockId,
        to: Option<BlockId>,
        dest_operands: &[Value],
    ) -> Vec<Value> {
        let mut retain: Vec<Value> = dest_operands
            .iter()
            .copied()
            .filter(|&v| is_memref(ctx, v))
            .collect();
        let mut live: Vec<Value> = self
            .liveness
            .live_out(from)
            .filter(|&v| is_memref(ctx, v))
            .filter(|&v| to.is_none_or(|to| self.liveness.is_live_in(to, v)))
            .collect();
        live.sort_by(|&a, &b| value_order(ctx, a, b));
        retain.extend(live);
        retain
    }

    /// The base buffers of the memrefs `block` must free, with their
    /// ownership indicators, built at `b`'s insertion point
    /// (`getMemrefsAndConditionsToDeallocate`); an error when one of them
    /// has no unique ownership.
    pub fn memrefs_and_conditions_to_deallocate(
        &self,
        b: &mut OpBuilder<'_>,
        loc: Location,
        block: BlockId,
    ) -> Result<(Vec<Value>, Vec<Value>), Diagnostic> {
        let (mut memrefs, mut conditions) = (Vec::new(), Vec::new());
        let to_deallocate = self.to_deallocate.get(&block).cloned().unwrap_or_default();
        for mut memref in to_deallocate {
            let Ownership::Unique(indicator) = self.ownership(memref, block) else {
                return Err(Diagnostic::error(
                    b.value_loc(memref),
                    "MemRef value does not have valid ownership",
                ));
            };
            let ty = b.value_type(memref);
            if b.shape(ty).is_none() {
                // Unranked: a rank-0 view to take the metadata of.
                let element = b.element_type_or_self(ty);
                let ranked = b.memref_type(&[], element);
                memref = memref_transforms::reinterpret_as_rank0(b, loc, ranked, memref);
            }
            let metadata = memref_transforms::extract_strided_metadata(b, loc, memref);
            memrefs.push(metadata.base_buffer(b));
            conditions.push(indicator);
        }
        Ok((memrefs, conditions))
    }
}

/// The index of `region` among its parent op's regions.
fn region_number(ctx: &Context, region: RegionId) -> usize {
    ctx.region_parent_op(region)
        .and_then(|op| ctx.op_regions(op).iter().position(|&r| r == region))
        .unwrap_or(0)
}

/// The region holding the op of `region`.
fn parent_region(ctx: &Context, region: RegionId) -> Option<RegionId> {
    ctx.op_parent_region(ctx.region_parent_op(region)?)
}

/// Whether `a` comes before `b` in their block (`isBeforeInBlock`).
fn is_before_in_block(ctx: &Context, a: OpId, b: OpId) -> bool {
    let mut next = ctx.next_op(a);
    while let Some(op) = next {
        if op == b {
            return true;
        }
        next = ctx.next_op(op);
    }
    false
}

/// Upstream's `ValueComparator`: a deterministic order of values (block
/// arguments first, by number, then results by position, regions by
/// number and by the position of their ops).
pub fn value_order(ctx: &Context, lhs: Value, rhs: Value) -> Ordering {
    if lhs == rhs {
        return Ordering::Equal;
    }
    let less = |b: bool| if b { Ordering::Less } else { Ordering::Greater };
    let (mut lhs_region, mut rhs_region) = match (lhs, rhs) {
        (Value::Arg { .. }, Value::Result { .. }) => return Ordering::Less,
        (Value::Result { .. }, Value::Arg { .. }) => return Ordering::Greater,
        (
            Value::Arg {
                block: lb,
                index: li,
            },
            Value::Arg {
                block: rb,
                index: ri,
            },
        ) => {
            if li != ri {
                return li.cmp(&ri);
            }
            (ctx.block_parent_region(lb), ctx.block_parent_region(rb))
        }
        (Value::Result { op: lo, index: li }, Value::Result { op: ro, index: ri }) => {
            if lo == ro {
                return li.cmp(&ri);
            }
            let (lr, rr) = (ctx.op_parent_region(lo), ctx.op_parent_region(ro));
            if lr == rr {
                return less(is_before_in_block(ctx, lo, ro));
            }
            (lr, rr)
        }
    };
    while let (Some(l), Some(r)) = (lhs_region, rhs_region) {
        let (ln, rn) = (region_number(ctx, l), region_number(ctx, r));
        if ln != rn {
            return ln.cmp(&rn);
        }
        let (lp, rp) = (parent_region(ctx, l), parent_region(ctx, r));
        if lp == rp {
            let (Some(lo), Some(ro)) = (ctx.region_parent_op(l), ctx.region_parent_op(r)) else {
                return Ordering::Equal;
            };
            return less(is_before_in_block(ctx, lo, ro));
        }
        lhs_region = lp;
        rhs_region = rp;
    }
    less(rhs_region.is_some())
}

/// `BufferDeallocationOpInterface::process`: the op to go on with (a
/// replacement of it), `None` to skip the remaining ownership handling,
/// or the error that stops the pass.
pub type ProcessFn = fn(
    &mut Context,
    OpId,
    &mut DeallocationState,
    &DeallocationOptions,
) -> Result<Option<OpId>, Diagnostic>;

/// The table of `BufferDeallocationOpInterface`: ops that handle their
/// own deallocation (upstream's external models of it).
pub struct BufferDeallocationOpInterfaceVtable {
    /// Handles the op (`process`): the op to go on with (a replacement
    /// of it), `None` to skip the remaining ownership handling, or the
    /// error that stops the pass.
    pub process: ProcessFn,
    /// A memref with unique ownership for the op's result `value`, built
    /// at the builder's insertion point, and its ownership indicator
    /// (`materializeUniqueOwnershipForMemref`).
    pub materialize_unique_ownership_for_memref: fn(
        &mut OpBuilder<'_>,
        OpId,
        &mut DeallocationState,
        &DeallocationOptions,
        Value,
    ) -> (Value, Value),
}

/// The interface's default `materializeUniqueOwnershipForMemref`: the
/// state's [`DeallocationState::memref_with_unique_ownership`] in the
/// value's block.
pub fn default_materialize_unique_ownership(
    b: &mut OpBuilder<'_>,
    _op: OpId,
    state: &mut DeallocationState,
    _options: &DeallocationOptions,
    value: Value,
) -> (Value, Value) {
    match b.value_parent_block(value) {
        Some(block) => state.memref_with_unique_ownership(b, value, block),
        None => (value, build_bool_value(b, b.value_loc(value), false)),
    }
}

/// Builds the `bufferization.dealloc` before the return-like terminator
/// `op` (no successors), retaining `operands` and the memrefs live out of
/// its block; the updated ownership of each memref operand, in order
/// (`deallocation_impl::insertDeallocOpForReturnLike`).
pub fn insert_dealloc_op_for_return_like(
    ctx: &mut Context,
    state: &mut DeallocationState,
    op: OpId,
    operands: &[Value],
) -> Result<Vec<Value>, Diagnostic> {
    let Some(block) = ctx.op_parent_block(op) else {
        return Ok(Vec::new());
    };
    let loc = ctx.op_loc(op);
    let mut b = OpBuilder::new(ctx);
    b.set_insertion_point_before(op);
    let (memrefs, conditions) = state.memrefs_and_conditions_to_deallocate(&mut b, loc, block)?;
    let retain = state.memrefs_to_retain(&b, block, None, operands);
    if memrefs.is_empty() && retain.is_empty() {
        return Ok(Vec::new());
    }
    let updated = build_dealloc(&mut b, state, loc, block, &memrefs, &conditions, &retain);
    let num_memref_operands = operands.iter().filter(|&&v| is_memref(&b, v)).count();
    Ok(updated.into_iter().take(num_memref_operands).collect())
}

/// A `bufferization.dealloc` of `memrefs` under `conditions` retaining
/// `retain`, at `b`'s insertion point; the retained memrefs' ownership in
/// `block` becomes the dealloc's updated conditions, which are returned.
pub(crate) fn build_dealloc(
    b: &mut OpBuilder<'_>,
    state: &mut DeallocationState,
    loc: Location,
    block: BlockId,
    memrefs: &[Value],
    conditions: &[Value],
    retain: &[Value],
) -> Vec<Value> {
    let i1 = b.i1();
    let types = vec![i1; retain.len()];
    let dealloc = bufferization::DeallocOp::build(b, loc, &types, memrefs, conditions, retain);
    let updated = dealloc.updated_conditions(b);
    state.reset_ownerships(retain, block);
    for (&r, &c) in retain.iter().zip(&updated) {
        state.update_ownership(b, r, Ownership::Unique(c), Some(block));
    }
    updated
}

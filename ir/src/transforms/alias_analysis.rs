//! May two values name the same memory? MLIR's `LocalAliasAnalysis`
//! (`Analysis/AliasAnalysis/LocalAliasAnalysis.cpp`), the default of its
//! `AliasAnalysis`: each value is traced back, through views, region
//! branches and block arguments (at most ten steps), to the values it may
//! be; two values do not alias when those are distinct allocations, or an
//! allocation and a value defined outside the allocation's scope.

use std::collections::HashSet;

use crate::core::context::Context;
use crate::core::registry::OpTrait;
use crate::core::storage::{BlockId, OpId, RegionId, Value};
use crate::interfaces::effects::{AutomaticAllocationScopeResource, MemoryEffect, Resource};
use crate::interfaces::RegionBranchPoint;
use crate::interfaces::{
    BranchOpInterfaceRef, FunctionOpInterfaceRef, MemoryEffectOpInterfaceRef,
    RegionBranchOpInterfaceRef, RegionBranchTerminatorOpInterfaceRef, ViewLikeOpInterfaceRef,
};

/// How far back a value is traced.
const MAX_UNDERLYING_VALUE_SEARCH_DEPTH: u32 = 10;

/// The answer of an alias query (MLIR's `AliasResult`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum AliasResult {
    /// The two values never name the same memory.
    NoAlias,
    /// They may.
    MayAlias,
    /// They may overlap in part.
    PartialAlias,
    /// They always name the same memory.
    MustAlias,
}

impl AliasResult {
    /// Whether the values do not alias.
    pub fn is_no(self) -> bool {
        self == AliasResult::NoAlias
    }

    /// The answer holding for both of two answers (`AliasResult::merge`).
    pub fn merge(self, other: AliasResult) -> AliasResult {
        use AliasResult::{MayAlias, MustAlias, PartialAlias};
        match (self, other) {
            _ if self == other => self,
            (PartialAlias, MustAlias) | (MustAlias, PartialAlias) => PartialAlias,
            // Otherwise nothing is known.
            _ => MayAlias,
        }
    }
}

/// Whether `lhs` and `rhs` may name the same memory
/// (`LocalAliasAnalysis::alias`).
pub fn alias(ctx: &Context, lhs: Value, rhs: Value) -> AliasResult {
    if lhs == rhs {
        return AliasResult::MustAlias;
    }
    let (lhs_values, rhs_values) = (underlying_values(ctx, lhs), underlying_values(ctx, rhs));
    let mut result: Option<AliasResult> = None;
    for &l in &lhs_values {
        for &r in &rhs_values {
            let next = alias_impl(ctx, l, r);
            result = Some(result.map_or(next, |x| x.merge(next)));
        }
    }
    // Nothing collected on a side: assume they may alias.
    result.unwrap_or(AliasResult::MayAlias)
}

/// The values `value` may be (`collectUnderlyingAddressValues`).
fn underlying_values(ctx: &Context, value: Value) -> Vec<Value> {
    let mut out = Vec::new();
    let mut visited = HashSet::new();
    collect(
        ctx,
        value,
        MAX_UNDERLYING_VALUE_SEARCH_DEPTH,
        &mut visited,
        &mut out,
    );
    out
}

fn collect(
    ctx: &Context,
    value: Value,
    mut depth: u32,
    visited: &mut HashSet<Value>,
    out: &mut Vec<Value>,
) {
    if !visited.insert(value) {
        return;
    }
    if depth == 0 {
        out.push(value);
        return;
    }
    depth -= 1;
    match value {
        Value::Result { op, index } => {
            if let Some(view) = ViewLikeOpInterfaceRef::get(ctx, op) {
                return collect(ctx, view.get_view_source(ctx), depth, visited, out);
            }
            if let Some(branch) = RegionBranchOpInterfaceRef::get(ctx, op) {
                let input = index as usize;
                return collect_branch(ctx, branch, None, value, input, depth, visited, out);
            }
            out.push(value);
        }
        Value::Arg { block, index } => {
            collect_block_arg(ctx, value, block, index as usize, depth, visited, out)
        }
    }
}

/// A block argument (number `number` of `block`): the operands branches pass to it, or what the
/// region-branch op holding the block forwards to it.
#[allow(clippy::too_many_arguments)]
fn collect_block_arg(
    ctx: &Context,
    arg: Value,
    block: BlockId,
    number: usize,
    depth: u32,
    visited: &mut HashSet<Value>,
    out: &mut Vec<Value>,
) {
    let Some(region) = ctx.block_parent_region(block) else {
        out.push(arg);
        return;
    };
    if ctx.region_entry(region) != Some(block) {
        for (_, term, index) in ctx.block_predecessor_edges(block) {
            let Some(branch) = BranchOpInterfaceRef::get(ctx, term) else {
                out.push(arg);
                return;
            };
            let succ = branch.get_successor_operands(ctx, index);
            // An argument the op produces itself cannot be traced.
            let Some(operand) = number
                .checked_sub(succ.produced)
                .filter(|&i| i < succ.forwarded.len())
                .map(|i| ctx.operand(term, succ.forwarded.start + i))
            else {
                out.push(arg);
                return;
            };
            collect(ctx, operand, depth, visited, out);
        }
        return;
    }
    let Some(op) = ctx.region_parent_op(region) else {
        out.push(arg);
        return;
    };
    match RegionBranchOpInterfaceRef::get(ctx, op) {
        Some(branch) => collect_branch(ctx, branch, Some(region), arg, number, depth, visited, out),
        None => out.push(arg),
    }
}

/// `input` (number `input_index` of the results of `branch`, or of the
/// entry arguments of `region`): the values forwarded to it from the
/// parent and from each region.
#[allow(clippy::too_many_arguments)]
fn collect_branch(
    ctx: &Context,
    branch: RegionBranchOpInterfaceRef,
    region: Option<RegionId>,
    input: Value,
    input_index: usize,
    depth: u32,
    visited: &mut HashSet<Value>,
    out: &mut Vec<Value>,
) {
    // The position, among what `pred` forwards, of what reaches `input`.
    let operand_index_if_pred = |pred: RegionBranchPoint, out: &mut Vec<Value>| {
        let mut successors = Vec::new();
        branch.get_successor_regions(ctx, pred, &mut successors);
        for s in &successors {
            if s.successor() != region {
                continue;
            }
            let inputs = s.inputs();
            let (Some(&first), Some(&last)) = (inputs.first(), inputs.last()) else {
                out.push(input);
                break;
            };
            let number = |v: Value| match v {
                Value::Result { index, .. } | Value::Arg { index, .. } => index as usize,
            };
            let (first, last) = (number(first), number(last));
            if first > input_index || last < input_index {
                out.push(input);
                break;
            }
            return Some(input_index - first);
        }
        None
    };
    let point = region.map_or(RegionBranchPoint::Parent, RegionBranchPoint::Region);
    if let Some(i) = operand_index_if_pred(RegionBranchPoint::Parent, out) {
        if let Some(&v) = branch.get_entry_successor_operands(ctx, point).get(i) {
            collect(ctx, v, depth, visited, out);
        }
    }
    let op = branch.operation();
    for &r in ctx.op_regions(op) {
        let Some(i) = operand_index_if_pred(RegionBranchPoint::Region(r), out) else {
            continue;
        };
        for &b in ctx.region_blocks(r) {
            let Some(term) = ctx.block_last_op(b) else {
                continue;
            };
            if let Some(t) = RegionBranchTerminatorOpInterfaceRef::get(ctx, term) {
                let range = t.get_mutable_successor_operands(ctx, point);
                if let Some(pos) = range.clone().nth(i) {
                    collect(ctx, ctx.operand(term, pos), depth, visited, out);
                }
            } else if !ctx.successors(term).is_empty() {
                // A terminator that may leave the region: anything may be
                // passed.
                out.push(input);
                return;
            }
        }
    }
}

/// The scope of an allocation of `value` by the op defining it (or owning
/// its block), if that op allocates it (`getAllocEffectFor`): the nearest
/// `AutomaticAllocationScope` op above for stack allocations, the function
/// otherwise (either may be absent).
fn alloc_scope(ctx: &Context, value: Value) -> Option<Option<OpId>> {
    let op = match value {
        Value::Result { op, .. } => op,
        Value::Arg { block, .. } => ctx.block_parent_op(block)?,
    };
    let iface = MemoryEffectOpInterfaceRef::get(ctx, op)?;
    let mut effects = Vec::new();
    iface.get_effects(ctx, &mut effects);
    let effect = effects
        .iter()
        .find(|e| e.effect() == MemoryEffect::Allocate && e.value() == Some(value))?;
    let automatic = effect.resource().name() == AutomaticAllocationScopeResource.name();
    let scope_trait = OpTrait::Custom("AutomaticAllocationScope".into());
    let mut parent = ctx.op_parent_op(op);
    while let Some(p) = parent {
        let found = if automatic {
            ctx.op_has_trait(p, &scope_trait)
        } else {
            FunctionOpInterfaceRef::get(ctx, p).is_some()
        };
        if found {
            return Some(Some(p));
        }
        parent = ctx.op_parent_op(p);
    }
    Some(None)
}

/// Whether `v` is defined by a constant op.
fn is_constant(ctx: &Context, v: Value) -> bool {
    ctx.defining_op(v)
        .is_some_and(|d| ctx.constant_value(d).is_some())
}

/// The answer for two values that are not traced further
/// (`LocalAliasAnalysis::aliasImpl`).
fn alias_impl(ctx: &Context, lhs: Value, rhs: Value) -> AliasResult {
    if lhs == rhs {
        return AliasResult::MustAlias;
    }
    let no_alias_if_alloc = |v: Value| {
        if alloc_scope(ctx, v).is_some() {
            AliasResult::NoAlias
        } else {
            AliasResult::MayAlias
        }
    };
    if is_constant(ctx, lhs) {
        // Overly conservative, as upstream: two constants may alias.
        if is_constant(ctx, rhs) {
            return AliasResult::MayAlias;
        }
        return no_alias_if_alloc(rhs);
    }
    if is_constant(ctx, rhs) {
        return no_alias_if_alloc(lhs);
    }
    let (lhs_alloc, rhs_alloc) = (alloc_scope(ctx, lhs), alloc_scope(ctx, rhs));
    if lhs_alloc.is_some() == rhs_alloc.is_some() {
        return if lhs_alloc.is_some() {
            AliasResult::NoAlias
        } else {
            AliasResult::MayAlias
        };
    }
    // The allocated value on the left.
    let (scope, other) = match (lhs_alloc, rhs_alloc) {
        (Some(s), _) => (s, rhs),
        (_, Some(s)) => (s, lhs),
        _ => return AliasResult::MayAlias,
    };
    let Some(scope) = scope else {
        return AliasResult::MayAlias;
    };
    let Some(other_parent) = ctx
        .value_parent_block(other)
        .and_then(|b| ctx.block_parent_op(b))
    else {
        return AliasResult::MayAlias;
    };
    if other_parent != scope && ctx.is_ancestor(other_parent, scope) {
        return AliasResult::NoAlias;
    }
    if other_parent == scope {
        let entry = ctx.value_parent_block(other).and_then(|b| {
            let r = ctx.block_parent_region(b)?;
            Some(ctx.region_entry(r) == Some(b))
        });
        if matches!(other, Value::Arg { .. }) && entry == Some(true) {
            return AliasResult::NoAlias;
        }
    }
    AliasResult::MayAlias
}

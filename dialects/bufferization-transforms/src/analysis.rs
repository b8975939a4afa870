//! The analyses the buffer passes share (upstream's
//! `BufferViewFlowAnalysis.cpp` and `BufferUtils.cpp`): which values a
//! buffer flows into, the allocations of a region with their
//! deallocations, and where an allocation may be placed.

use std::collections::{HashMap, HashSet};

use bufferization::BufferViewFlowOpInterfaceRef;
use ir::interfaces::effects::{AutomaticAllocationScopeResource, MemoryEffect, Resource};
use ir::interfaces::{
    BranchOpInterfaceRef, CallOpInterfaceRef, MemoryEffectOpInterfaceRef,
    RegionBranchOpInterfaceRef, RegionBranchPoint, RegionBranchTerminatorOpInterfaceRef,
    RegionSuccessor, ViewLikeOpInterfaceRef,
};
use ir::transforms::dominance::DominanceInfo;
use ir::{BlockId, Context, OpId, RegionId, Value};

/// Upstream's `BufferViewFlowAnalysis`: for each value, the values it
/// flows into directly (as ops implementing `BufferViewFlowOpInterface`
/// describe it, views of it, the block arguments and region inputs it is
/// forwarded to, the results of calls taking it).
#[derive(Debug, Default)]
pub struct BufferViewFlowAnalysis {
    dependencies: HashMap<Value, Vec<Value>>,
    reverse_dependencies: HashMap<Value, Vec<Value>>,
    /// The buffers whose origin is not traced further: results and
    /// region arguments of ops the analysis does not know, and of calls.
    terminals: HashSet<Value>,
}

/// The point of a region successor: the region, or the parent op.
fn point_of(successor: &RegionSuccessor) -> RegionBranchPoint {
    successor
        .successor()
        .map_or(RegionBranchPoint::Parent, RegionBranchPoint::Region)
}

impl BufferViewFlowAnalysis {
    /// The analysis of the ops nested in `op` and `op` itself.
    pub fn new(ctx: &Context, op: OpId) -> Self {
        let mut this = Self::default();
        for o in ctx.walk_postorder(op) {
            this.build_op(ctx, o);
        }
        this
    }

    fn register(&mut self, values: impl IntoIterator<Item = Value>, deps: &[Value]) {
        for (value, &dep) in values.into_iter().zip(deps) {
            let entry = self.dependencies.entry(value).or_default();
            if !entry.contains(&dep) {
                entry.push(dep);
            }
            let entry = self.reverse_dependencies.entry(dep).or_default();
            if !entry.contains(&value) {
                entry.push(value);
            }
        }
    }

    /// Marks the buffer results and region arguments of `op` terminal
    /// (`populateTerminalValues`).
    fn populate_terminal_values(&mut self, ctx: &Context, op: OpId) {
        let is_buffer = |v: Value| ctx.is_memref(ctx.value_type(v));
        self.terminals
            .extend(ctx.results(op).into_iter().filter(|&v| is_buffer(v)));
        for &region in ctx.op_regions(op) {
            if let Some(entry) = ctx.region_entry(region) {
                let args = ctx.block_args(entry).to_vec();
                self.terminals
                    .extend(args.into_iter().filter(|&v| is_buffer(v)));
            }
        }
    }

    fn build_op(&mut self, ctx: &Context, op: OpId) {
        if let Some(flow) = BufferViewFlowOpInterfaceRef::get(ctx, op) {
            let mut pairs = Vec::new();
            flow.populate_dependencies(ctx, &mut |value, dep| pairs.push((value, dep)));
            for (value, dep) in pairs {
                self.register([value], &[dep]);
            }
            let is_buffer = |v: Value| ctx.is_memref(ctx.value_type(v));
            let mut candidates = ctx.results(op);
            for &region in ctx.op_regions(op) {
                if let Some(entry) = ctx.region_entry(region) {
                    candidates.extend(ctx.block_args(entry));
                }
            }
            for v in candidates {
                if is_buffer(v) && flow.may_be_terminal_buffer(ctx, v) {
                    self.terminals.insert(v);
                }
            }
            return;
        }
        if let Some(view) = ViewLikeOpInterfaceRef::get(ctx, op) {
            self.register([view.get_view_source(ctx)], &[ctx.result(op, 0)]);
            return;
        }
        if let Some(branch) = BranchOpInterfaceRef::get(ctx, op) {
            for (index, &succ) in ctx.successors(op).iter().enumerate() {
                let operands = branch.get_successor_operands(ctx, index);
                let args = ctx.block_args(succ);
                let forwarded: Vec<Value> = operands
                    .forwarded
                    .clone()
                    .map(|i| ctx.operand(op, i))
                    .collect();
                let inputs = args.get(operands.produced..).unwrap_or(&[]);
                self.register(forwarded, inputs);
            }
            return;
        }
        if let Some(branch) = RegionBranchOpInterfaceRef::get(ctx, op) {
            let mut entries = Vec::new();
            branch.get_successor_regions(ctx, RegionBranchPoint::Parent, &mut entries);
            for s in &entries {
                let operands = branch.get_entry_successor_operands(ctx, point_of(s));
                self.register(operands, s.inputs());
            }
            for &region in ctx.op_regions(op) {
                let mut successors = Vec::new();
                branch.get_successor_regions(
                    ctx,
                    RegionBranchPoint::Region(region),
                    &mut successors,
                );
                for s in &successors {
                    for &block in ctx.region_blocks(region) {
                        let Some(term) = ctx.block_last_op(block) else {
                            continue;
                        };
                        let Some(t) = RegionBranchTerminatorOpInterfaceRef::get(ctx, term) else {
                            continue;
                        };
                        let operands: Vec<Value> = t
                            .get_mutable_successor_operands(ctx, point_of(s))
                            .map(|i| ctx.operand(term, i))
                            .collect();
                        self.register(operands, s.inputs());
                    }
                }
            }
            return;
        }
        if RegionBranchTerminatorOpInterfaceRef::get(ctx, op).is_some() {
            // Handled with their region branch op.
            return;
        }
        self.populate_terminal_values(ctx, op);
        if CallOpInterfaceRef::get(ctx, op).is_some() {
            // Any operand may alias any result.
            let results = ctx.results(op);
            for operand in ctx.operands(op) {
                for &result in &results {
                    self.register([operand], &[result]);
                }
            }
        }
    }

    /// Every value `root` flows into, `root` included (`resolve`).
    pub fn resolve(&self, root: Value) -> HashSet<Value> {
        resolve_values(&self.dependencies, root)
    }

    /// Every value flowing into `root`, `root` included (`resolveReverse`).
    pub fn resolve_reverse(&self, root: Value) -> HashSet<Value> {
        resolve_values(&self.reverse_dependencies, root)
    }

    /// Whether `value` may be a buffer whose origin is not traced further
    /// (`mayBeTerminalBuffer`).
    pub fn may_be_terminal_buffer(&self, value: Value) -> bool {
        self.terminals.contains(&value)
    }
}

/// The values reachable from `root` in `map`, `root` included.
fn resolve_values(map: &HashMap<Value, Vec<Value>>, root: Value) -> HashSet<Value> {
    let mut result = HashSet::new();
    let mut queue = vec![root];
    while let Some(v) = queue.pop() {
        if result.insert(v) {
            if let Some(deps) = map.get(&v) {
                queue.extend(deps.iter().copied());
            }
        }
    }
    result
}

/// Whether the op defining `v` allocates it (`hasAllocateSideEffect`).
pub fn has_allocate_side_effect(ctx: &Context, v: Value) -> bool {
    ctx.defining_op(v)
        .is_some_and(|op| has_effect(ctx, op, MemoryEffect::Allocate, v))
}

/// Whether `v` is an argument of a function's entry block
/// (`isFunctionArgument`).
fn is_function_argument(ctx: &Context, v: Value) -> bool {
    let Value::Arg { block, .. } = v else {
        return false;
    };
    let Some(op) = ctx.block_parent_op(block) else {
        return false;
    };
    if ir::interfaces::FunctionOpInterfaceRef::get(ctx, op).is_none() {
        return false;
    }
    ctx.op_regions(op)
        .first()
        .and_then(|&r| ctx.region_entry(r))
        == Some(block)
}

/// The buffer a chain of views starts from (`getViewBase`).
pub fn view_base(ctx: &Context, mut value: Value) -> Value {
    while let Some(view) = ctx
        .defining_op(value)
        .and_then(|op| ViewLikeOpInterfaceRef::get(ctx, op))
    {
        value = view.get_view_source(ctx);
    }
    value
}

/// Upstream's `BufferOriginAnalysis`: whether two buffers come from the
/// same allocation, over a [`BufferViewFlowAnalysis`].
pub struct BufferOriginAnalysis {
    analysis: BufferViewFlowAnalysis,
}

impl BufferOriginAnalysis {
    /// The analysis of the ops nested in `op`.
    pub fn new(ctx: &Context, op: OpId) -> Self {
        BufferOriginAnalysis {
            analysis: BufferViewFlowAnalysis::new(ctx, op),
        }
    }

    /// `Some(true)` when `v1` and `v2` surely come from the same
    /// allocation, `Some(false)` when surely not, `None` when unknown
    /// (`isSameAllocation`). Values created after the analysis have no
    /// terminal buffers, and are then taken for distinct allocations, as
    /// upstream's release builds take them.
    pub fn is_same_allocation(&self, ctx: &Context, v1: Value, v2: Value) -> Option<bool> {
        let (v1, v2) = (view_base(ctx, v1), view_base(ctx, v2));
        if v1 == v2 {
            return Some(true);
        }
        // The terminal buffers among the origins, and whether they are all
        // allocations, or allocations and function arguments.
        let gather = |v: Value| {
            let mut terminal = HashSet::new();
            let (mut all_allocs, mut all_allocs_or_args) = (true, true);
            for o in self.analysis.resolve_reverse(v) {
                if ctx.is_memref(ctx.value_type(o)) && self.analysis.may_be_terminal_buffer(o) {
                    terminal.insert(o);
                    let alloc = has_allocate_side_effect(ctx, o);
                    all_allocs &= alloc;
                    all_allocs_or_args &= alloc || is_function_argument(ctx, o);
                }
            }
            (terminal, all_allocs, all_allocs_or_args)
        };
        let (t1, all1, any1) = gather(v1);
        let (t2, all2, any2) = gather(v2);
        if t1.len() == 1 && t2.len() == 1 && t1 == t2 {
            return Some(true);
        }
        if t1.iter().any(|v| t2.contains(v)) {
            return None;
        }
        let isolated1 = all1 && (all2 || any2);
        let isolated2 = (all1 || any1) && all2;
        if isolated1 || isolated2 {
            return Some(false);
        }
        None
    }
}

/// Whether `op` has `effect` on `value` (`hasEffect<Effect>(op, value)`).
pub fn has_effect(ctx: &Context, op: OpId, effect: MemoryEffect, value: Value) -> bool {
    let Some(iface) = MemoryEffectOpInterfaceRef::get(ctx, op) else {
        return false;
    };
    let mut effects = Vec::new();
    iface.get_effects(ctx, &mut effects);
    effects
        .iter()
        .any(|e| e.effect() == effect && e.value() == Some(value))
}

/// The single op freeing `alloc` (`memref::findDealloc`): `Some(None)`
/// when none does, `None` when more than one does.
pub fn find_dealloc(ctx: &Context, alloc: Value) -> Option<Option<OpId>> {
    let mut found: Option<OpId> = None;
    for user in ctx.uses(alloc).map(|u| u.op) {
        if !has_effect(ctx, user, MemoryEffect::Free, alloc) || found == Some(user) {
            continue;
        }
        if found.is_some() {
            return None;
        }
        found = Some(user);
    }
    Some(found)
}

/// Upstream's `BufferPlacementAllocs`: the values allocated by the ops in
/// `op` (each op's single `Allocate` effect on one of its results, not of
/// the automatic allocation scope), with their single deallocation, in
/// post-order; allocations with several deallocations are left out.
pub fn placement_allocs(ctx: &Context, op: OpId) -> Vec<(Value, Option<OpId>)> {
    let mut allocs = Vec::new();
    for o in ctx.walk_postorder(op) {
        let Some(iface) = MemoryEffectOpInterfaceRef::get(ctx, o) else {
            continue;
        };
        let mut effects = Vec::new();
        iface.get_effects(ctx, &mut effects);
        let mut allocated = effects.iter().filter_map(|e| {
            let value = e.value()?;
            let automatic = e.resource().name() == AutomaticAllocationScopeResource.name();
            (e.effect() == MemoryEffect::Allocate
                && matches!(value, Value::Result { .. })
                && !automatic)
                .then_some(value)
        });
        let (Some(value), None) = (allocated.next(), allocated.next()) else {
            continue;
        };
        if let Some(dealloc) = find_dealloc(ctx, value) {
            allocs.push((value, dealloc));
        }
    }
    allocs
}

/// The op of `block` to place an allocation of `value` before
/// (`BufferPlacementAllocs::getStartOperation`): its defining op when it
/// is in `block`, else the op of `block` holding it, else the terminator.
/// (The value is an op result that is not live into a block dominating
/// its definition, so the liveness query upstream makes reduces to this.)
pub fn start_operation(ctx: &Context, value: Value, block: BlockId) -> Option<OpId> {
    let def = ctx.defining_op(value)?;
    let mut op = def;
    loop {
        if ctx.op_parent_block(op) == Some(block) {
            return Some(op);
        }
        match ctx.op_parent_op(op) {
            Some(p) => op = p,
            None => return ctx.block_last_op(block),
        }
    }
}

/// The nearest common dominator of the block defining `value` and the
/// blocks of the users of each alias, and of the aliases themselves
/// (`findCommonDominator`).
pub fn find_common_dominator(
    ctx: &Context,
    value: Value,
    aliases: &HashSet<Value>,
    doms: &mut DominanceInfo,
) -> Option<BlockId> {
    let mut blocks: Vec<BlockId> = Vec::new();
    let mut add = |b: Option<BlockId>| {
        if let Some(b) = b {
            if !blocks.contains(&b) {
                blocks.push(b);
            }
        }
    };
    add(ctx.value_parent_block(value));
    for &alias in aliases {
        for user in ctx.uses(alias).map(|u| u.op) {
            add(ctx.op_parent_block(user));
        }
        add(ctx.value_parent_block(alias));
    }
    let mut it = blocks.into_iter();
    let mut result = it.next()?;
    for b in it {
        result = doms.nearest_common_dominator(ctx, result, b)?;
    }
    Some(result)
}

/// The index of `region` among its parent op's regions.
fn region_number(ctx: &Context, region: RegionId) -> Option<usize> {
    let op = ctx.region_parent_op(region)?;
    ctx.op_regions(op).iter().position(|&r| r == region)
}

/// Whether the regions of `op` may run repeatedly
/// (`RegionBranchOpInterface::hasLoop`): a region reachable again from an
/// entry region through the region successors.
pub fn region_branch_has_loop(ctx: &Context, branch: RegionBranchOpInterfaceRef) -> bool {
    let mut entries = Vec::new();
    branch.get_successor_regions(ctx, RegionBranchPoint::Parent, &mut entries);
    let num_regions = ctx.op_regions(branch.operation()).len();
    entries
        .iter()
        .filter_map(RegionSuccessor::successor)
        .any(|begin| {
            // `traverseRegionGraph` stopping at a region seen before.
            let mut visited = vec![false; num_regions];
            let mut worklist = vec![begin];
            while let Some(next) = worklist.pop() {
                let Some(n) = region_number(ctx, next) else {
                    continue;
                };
                if visited[n] {
                    return true;
                }
                visited[n] = true;
                let mut successors = Vec::new();
                branch.get_successor_regions(ctx, RegionBranchPoint::Region(next), &mut successors);
                worklist.extend(successors.iter().filter_map(RegionSuccessor::successor));
            }
            false
        })
}

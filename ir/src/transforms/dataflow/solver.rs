//! MLIR's data-flow solver with its two analyses run together
//! (`Analysis/DataFlow/DeadCodeAnalysis.cpp` and `SparseAnalysis.cpp`):
//! which blocks and CFG edges are executable, which calls reach which
//! callables and back, and a lattice value per SSA value found by a
//! [`SparseAnalysis`] (constants for `sccp`, integer ranges for
//! `int-range-optimizations`). The dead-code analysis reads the operands'
//! constants through [`SparseAnalysis::constant`]. Lattices only go up, so
//! the fixpoint is upstream's whatever the visiting order.

use std::collections::VecDeque;

use crate::core::attrs::Attribute;
use crate::core::context::Context;
use crate::core::registry::OpTrait;
use crate::core::storage::{BlockId, OpId, Value};
use crate::interfaces::symbols::{
    all_symbol_uses, is_symbol, symbol_visibility, walk_symbol_tables, SymbolTableCollection,
};
use crate::interfaces::types::{RegionBranchPoint, RegionSuccessor, Visibility};
use crate::interfaces::{
    BranchOpInterfaceRef, CallOpInterfaceRef, CallableOpInterfaceRef, RegionBranchOpInterfaceRef,
    RegionBranchTerminatorOpInterfaceRef,
};
use crate::support::intern::{FxHashMap, FxHashSet};

use crate::transforms::call_graph::resolve_call;

/// Something the solver visits: an op (both analyses) or a block (its
/// arguments).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Item {
    Op(OpId),
    Block(BlockId),
}

/// The control-flow predecessors of a point (`PredecessorState`): the
/// call sites of a callable, the return sites of a call, the ops entering
/// a region or returning to a region op.
#[derive(Clone, Debug, Default)]
struct Preds {
    unknown: bool,
    known: Vec<OpId>,
    inputs: FxHashMap<OpId, Vec<Value>>,
}

/// A sparse forward analysis the solver runs beside the dead-code
/// analysis (`SparseForwardDataFlowAnalysis`): a lattice per value, its
/// join, the state of a value nothing is known of, and the transfer
/// functions.
pub trait SparseAnalysis {
    /// What is known of a value; `Default` is "not reached yet".
    type Lattice: Clone + Default + std::fmt::Debug;
    /// The least value above both (the lattice's `join`).
    fn join(&self, a: &Self::Lattice, b: &Self::Lattice) -> Self::Lattice;
    /// Whether `new` differs from `old` (a change to propagate).
    fn changed(&self, old: &Self::Lattice, new: &Self::Lattice) -> bool;
    /// The state of a value nothing is known of (`setToEntryState`).
    fn entry_state(&self, ctx: &Context, v: Value) -> Self::Lattice;
    /// The constant the dead-code analysis sees for `v` (its
    /// `Lattice<ConstantValue>`): `None` when not reached, `Some(None)`
    /// when not a constant.
    fn constant(&self, ctx: &mut Context, v: Value, l: &Self::Lattice)
        -> Option<Option<Attribute>>;
    /// The transfer function of an op that is neither a call nor a region
    /// branch (`visitOperation`): what to join into its results.
    fn visit_operation(
        &self,
        ctx: &mut Context,
        op: OpId,
        operands: &[Self::Lattice],
        lattice_of: &mut dyn FnMut(Value) -> Self::Lattice,
        updates: &mut Updates<Self::Lattice>,
    );
    /// The values of `args` (block arguments or results of `op`) that
    /// control flow does not forward: all but `args[first..first + n]`
    /// (`visitNonControlFlowArguments`); by default, entry states.
    /// `lattice_of` reads a value and revisits the point when it changes.
    #[allow(clippy::too_many_arguments)]
    fn visit_non_control_flow_arguments(
        &self,
        ctx: &mut Context,
        op: OpId,
        args: &[Value],
        first: usize,
        n: usize,
        lattice_of: &mut dyn FnMut(Value) -> Self::Lattice,
        updates: &mut Updates<Self::Lattice>,
    ) {
        let _ = (op, &lattice_of);
        for (i, &a) in args.iter().enumerate() {
            if i < first || i >= first + n {
                updates.join(a, self.entry_state(ctx, a));
            }
        }
    }
    /// Joins `incoming` into `old` for a transfer function's result
    /// (`visitOperation`'s and `visitNonControlFlowArguments`' callbacks,
    /// where an analysis may widen); by default, [`Self::join`].
    fn join_transfer(
        &self,
        ctx: &Context,
        v: Value,
        old: &Self::Lattice,
        incoming: &Self::Lattice,
    ) -> Self::Lattice {
        let _ = (ctx, v);
        self.join(old, incoming)
    }
}

/// What a transfer function joins into lattices.
#[derive(Debug)]
pub struct Updates<L> {
    items: Vec<(Value, L, bool)>,
}

impl<L> Default for Updates<L> {
    fn default() -> Self {
        Updates { items: Vec::new() }
    }
}

impl<L> Updates<L> {
    /// Joins `l` into `v`'s lattice.
    pub fn join(&mut self, v: Value, l: L) {
        self.items.push((v, l, false));
    }
    /// Joins `l` into `v`'s lattice through
    /// [`SparseAnalysis::join_transfer`].
    pub fn transfer(&mut self, v: Value, l: L) {
        self.items.push((v, l, true));
    }
}

/// The solver's state, after [`Solver::run`].
pub struct Solver<A: SparseAnalysis> {
    analysis: A,
    top: OpId,
    tables: SymbolTableCollection,
    live_blocks: FxHashSet<BlockId>,
    live_edges: FxHashSet<(BlockId, BlockId)>,
    values: FxHashMap<Value, A::Lattice>,
    preds: FxHashMap<Item, Preds>,
    value_deps: FxHashMap<Value, Vec<Item>>,
    pred_deps: FxHashMap<Item, Vec<Item>>,
    /// Each block's predecessors: (block, successor index of its terminator).
    cfg_preds: FxHashMap<BlockId, Vec<(BlockId, usize)>>,
    queue: VecDeque<Item>,
    queued: FxHashSet<Item>,
}

/// Whether `op` ends a region of a region op or a callable
/// (`isRegionOrCallableReturn`).
fn is_region_or_callable_return(ctx: &Context, op: OpId) -> bool {
    if !ctx.successors(op).is_empty() {
        return false;
    }
    let Some(parent) = ctx.op_parent_op(op) else {
        return false;
    };
    let structured = RegionBranchOpInterfaceRef::get(ctx, parent).is_some()
        || CallableOpInterfaceRef::get(ctx, parent).is_some();
    structured
        && ctx
            .op_parent_block(op)
            .is_some_and(|b| ctx.block_last_op(b) == Some(op))
        && ctx.op_might_have_trait(op, &OpTrait::IsTerminator)
}

impl<A: SparseAnalysis> Solver<A> {
    /// Runs both analyses on the ops nested in `top` to their fixpoint.
    pub fn run(ctx: &mut Context, top: OpId, analysis: A) -> Self {
        let mut s = Solver {
            analysis,
            top,
            tables: SymbolTableCollection::new(),
            live_blocks: FxHashSet::default(),
            live_edges: FxHashSet::default(),
            values: FxHashMap::default(),
            preds: FxHashMap::default(),
            value_deps: FxHashMap::default(),
            pred_deps: FxHashMap::default(),
            cfg_preds: FxHashMap::default(),
            queue: VecDeque::new(),
            queued: FxHashSet::default(),
        };
        let all = ctx.walk_preorder(top);
        for &op in &all {
            let Some(block) = ctx.op_parent_block(op) else {
                continue;
            };
            for (i, &succ) in ctx.successors(op).iter().enumerate() {
                s.cfg_preds.entry(succ).or_default().push((block, i));
            }
        }
        for &r in ctx.op_regions(top) {
            if let Some(entry) = ctx.region_entry(r) {
                s.mark_block_live(ctx, entry);
                let args = ctx.block_args(entry);
                s.set_unknown(ctx, &args);
            }
        }
        s.initialize_symbol_callables(ctx);
        for &op in &all {
            s.enqueue(Item::Op(op));
            for &r in ctx.op_regions(op) {
                for &b in ctx.region_blocks(r) {
                    s.enqueue(Item::Block(b));
                }
            }
        }
        while let Some(item) = s.queue.pop_front() {
            s.queued.remove(&item);
            match item {
                Item::Op(op) if ctx.is_live(op) => {
                    s.visit_control_flow(ctx, op);
                    s.visit_values(ctx, op);
                }
                Item::Block(b) if ctx.is_live_block(b) => s.visit_block(ctx, b),
                _ => {}
            }
        }
        s
    }

    /// What is known of `v`.
    pub fn lattice(&self, v: Value) -> A::Lattice {
        self.values.get(&v).cloned().unwrap_or_default()
    }

    /// The analysis run.
    pub fn analysis(&self) -> &A {
        &self.analysis
    }

    /// Whether `block` was found executable.
    pub fn is_block_live(&self, block: BlockId) -> bool {
        self.live_blocks.contains(&block)
    }

    /// The call sites of the callable `op` when all of them are known
    /// (`PredecessorState::allPredecessorsKnown`), `None` when some may
    /// not be (public callables, callables used other than by calls).
    pub fn callable_sites(&self, op: OpId) -> Option<&[OpId]> {
        match self.preds.get(&Item::Op(op)) {
            Some(p) if p.unknown => None,
            Some(p) => Some(&p.known),
            None => Some(&[]),
        }
    }

    fn enqueue(&mut self, item: Item) {
        if self.queued.insert(item) {
            self.queue.push_back(item);
        }
    }

    /// `v`'s lattice, `item` revisited when it changes.
    fn read(&mut self, v: Value, item: Item) -> A::Lattice {
        let deps = self.value_deps.entry(v).or_default();
        if !deps.contains(&item) {
            deps.push(item);
        }
        self.lattice(v)
    }

    fn join(&mut self, ctx: &Context, v: Value, l: A::Lattice) {
        let old = self.lattice(v);
        let new = self.analysis.join(&old, &l);
        self.update(ctx, v, &old, new);
    }

    /// Stores `new` as `v`'s lattice if it differs from `old`, and
    /// revisits what depends on `v`.
    fn update(&mut self, ctx: &Context, v: Value, old: &A::Lattice, new: A::Lattice) {
        if !self.analysis.changed(old, &new) {
            return;
        }
        self.values.insert(v, new);
        for u in ctx.uses(v) {
            self.enqueue(Item::Op(u.op));
        }
        if let Some(deps) = self.value_deps.get(&v).cloned() {
            for d in deps {
                self.enqueue(d);
            }
        }
    }

    fn set_unknown(&mut self, ctx: &Context, values: &[Value]) {
        for &v in values {
            let entry = self.analysis.entry_state(ctx, v);
            self.join(ctx, v, entry);
        }
    }

    /// Applies what a transfer function found.
    fn apply(&mut self, ctx: &Context, updates: Updates<A::Lattice>) {
        for (v, l, transfer) in updates.items {
            let old = self.lattice(v);
            let new = if transfer {
                self.analysis.join_transfer(ctx, v, &old, &l)
            } else {
                self.analysis.join(&old, &l)
            };
            self.update(ctx, v, &old, new);
        }
    }

    fn mark_block_live(&mut self, ctx: &Context, block: BlockId) {
        if self.live_blocks.insert(block) {
            self.enqueue(Item::Block(block));
            for op in ctx.block_ops(block) {
                self.enqueue(Item::Op(op));
            }
        }
    }

    fn mark_edge_live(&mut self, ctx: &Context, from: BlockId, to: BlockId) {
        self.mark_block_live(ctx, to);
        if self.live_edges.insert((from, to)) {
            self.enqueue(Item::Block(to));
        }
    }

    fn mark_entry_blocks_live(&mut self, ctx: &Context, op: OpId) {
        for &r in ctx.op_regions(op) {
            if let Some(entry) = ctx.region_entry(r) {
                self.mark_block_live(ctx, entry);
            }
        }
    }

    /// The predecessors of `point`, `item` revisited when they change.
    fn read_preds(&mut self, point: Item, item: Item) -> Preds {
        let deps = self.pred_deps.entry(point).or_default();
        if !deps.contains(&item) {
            deps.push(item);
        }
        self.preds.get(&point).cloned().unwrap_or_default()
    }

    fn preds_changed(&mut self, point: Item) {
        if let Some(deps) = self.pred_deps.get(&point).cloned() {
            for d in deps {
                self.enqueue(d);
            }
        }
    }

    fn set_unknown_preds(&mut self, point: Item) {
        let p = self.preds.entry(point).or_default();
        if !p.unknown {
            p.unknown = true;
            self.preds_changed(point);
        }
    }

    fn add_pred(&mut self, point: Item, pred: OpId, inputs: Option<&[Value]>) {
        let p = self.preds.entry(point).or_default();
        let mut changed = false;
        if !p.known.contains(&pred) {
            p.known.push(pred);
            changed = true;
        }
        if let Some(inputs) = inputs.filter(|i| !i.is_empty()) {
            if p.inputs.get(&pred).map(Vec::as_slice) != Some(inputs) {
                p.inputs.insert(pred, inputs.to_vec());
                changed = true;
            }
        }
        if changed {
            self.preds_changed(point);
        }
    }

    /// Callables whose call sites may not all be seen get unknown
    /// predecessors (`initializeSymbolCallables`): public ones, nested
    /// ones of a visible table, and those used other than by a call.
    fn initialize_symbol_callables(&mut self, ctx: &Context) {
        let top = self.top;
        let visible = ctx.op_parent_block(top).is_none();
        let mut unknown: Vec<OpId> = Vec::new();
        let mut all_unknown = false;
        walk_symbol_tables(ctx, top, visible, &mut |table, all_visible| {
            let Some(&region) = ctx.op_regions(table).first() else {
                return;
            };
            let Some(entry) = ctx.region_entry(region) else {
                return;
            };
            let mut found = false;
            for op in ctx.block_ops(entry) {
                let Some(callable) = CallableOpInterfaceRef::get(ctx, op) else {
                    continue;
                };
                if callable.get_callable_region(ctx).is_none() || !is_symbol(ctx, op) {
                    continue;
                }
                let v = symbol_visibility(ctx, op);
                if v == Visibility::Public || (!all_visible && v == Visibility::Nested) {
                    unknown.push(op);
                }
                found = true;
            }
            if !found {
                return;
            }
            let mut uses = Vec::new();
            for &b in ctx.region_blocks(region) {
                for op in ctx.block_ops(b) {
                    match all_symbol_uses(ctx, op) {
                        Some(u) => uses.extend(u),
                        None => {
                            all_unknown = true;
                            return;
                        }
                    }
                }
            }
            for u in uses {
                if CallOpInterfaceRef::get(ctx, u.user).is_some() {
                    continue;
                }
                // Upstream looks the reference up from the top op.
                if let Some((root, nested)) = ctx.as_symbol_ref(u.symbol_ref) {
                    let mut found = self.tables.lookup_symbol_in(ctx, top, root);
                    for name in nested {
                        found = found.and_then(|f| self.tables.lookup_symbol_in(ctx, f, name));
                    }
                    unknown.extend(found);
                }
            }
        });
        if all_unknown {
            for op in ctx.walk_preorder(top) {
                if CallableOpInterfaceRef::get(ctx, op).is_some() {
                    unknown.push(op);
                }
            }
        }
        for op in unknown {
            self.set_unknown_preds(Item::Op(op));
        }
    }

    /// The dead-code analysis of `op` (`DeadCodeAnalysis::visit`).
    fn visit_control_flow(&mut self, ctx: &mut Context, op: OpId) {
        let Some(block) = ctx.op_parent_block(op) else {
            return;
        };
        if !self.live_blocks.contains(&block) {
            return;
        }
        if let Some(call) = CallOpInterfaceRef::get(ctx, op) {
            self.visit_call(ctx, call);
        }
        if !ctx.op_regions(op).is_empty() {
            if let Some(branch) = RegionBranchOpInterfaceRef::get(ctx, op) {
                self.visit_region_branch(ctx, branch);
            } else if CallableOpInterfaceRef::get(ctx, op).is_some() {
                let sites = self.read_preds(Item::Op(op), Item::Op(op));
                if sites.unknown || !sites.known.is_empty() {
                    self.mark_entry_blocks_live(ctx, op);
                }
            } else {
                self.mark_entry_blocks_live(ctx, op);
            }
        }
        if is_region_or_callable_return(ctx, op) {
            if let Some(parent) = ctx.op_parent_op(op) {
                if let Some(branch) = RegionBranchOpInterfaceRef::get(ctx, parent) {
                    self.visit_region_terminator(ctx, op, branch);
                } else {
                    self.visit_callable_terminator(ctx, op, parent);
                }
            }
        }
        let successors = ctx.successors(op).to_vec();
        if !successors.is_empty() {
            if let Some(branch) = BranchOpInterfaceRef::get(ctx, op) {
                let Some(operands) = self.operand_constants(ctx, op) else {
                    return;
                };
                match branch.get_successor_for_operands(ctx, &operands) {
                    Some(s) => self.mark_edge_live(ctx, block, s),
                    None => {
                        for s in successors {
                            self.mark_edge_live(ctx, block, s);
                        }
                    }
                }
            } else {
                for s in successors {
                    self.mark_edge_live(ctx, block, s);
                }
            }
        }
    }

    /// The constants of `op`'s operands, `None` if one is not reached.
    fn operand_constants(&mut self, ctx: &mut Context, op: OpId) -> Option<Vec<Option<Attribute>>> {
        let mut constants = Vec::new();
        for v in ctx.operands(op) {
            let l = self.lattice(v);
            constants.push(self.analysis.constant(ctx, v, &l)?);
        }
        Some(constants)
    }

    fn visit_call(&mut self, ctx: &Context, call: CallOpInterfaceRef) {
        let callable = resolve_call(ctx, call, &self.tables);
        let external = |c: OpId| {
            !ctx.is_ancestor(self.top, c)
                || CallableOpInterfaceRef::get(ctx, c)
                    .is_some_and(|c| c.get_callable_region(ctx).is_none())
        };
        match callable {
            Some(c) if is_symbol(ctx, c) && !external(c) => {
                self.add_pred(Item::Op(c), call.operation(), None);
            }
            _ => self.set_unknown_preds(Item::Op(call.operation())),
        }
    }

    fn visit_region_branch(&mut self, ctx: &mut Context, branch: RegionBranchOpInterfaceRef) {
        let op = branch.operation();
        let Some(operands) = self.operand_constants(ctx, op) else {
            return;
        };
        let mut successors: Vec<RegionSuccessor> = Vec::new();
        branch.get_entry_successor_regions(ctx, &operands, &mut successors);
        for s in successors {
            let point = match s.successor().and_then(|r| ctx.region_entry(r)) {
                Some(entry) => {
                    self.mark_block_live(ctx, entry);
                    Item::Block(entry)
                }
                None if s.is_parent() => Item::Op(op),
                None => continue,
            };
            self.add_pred(point, op, Some(s.inputs()));
        }
    }

    fn visit_region_terminator(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        branch: RegionBranchOpInterfaceRef,
    ) {
        let Some(operands) = self.operand_constants(ctx, op) else {
            return;
        };
        let mut successors: Vec<RegionSuccessor> = Vec::new();
        if let Some(term) = RegionBranchTerminatorOpInterfaceRef::get(ctx, op) {
            term.get_successor_regions(ctx, &operands, &mut successors);
        } else if let Some(region) = ctx.op_parent_region(op) {
            branch.get_successor_regions(ctx, RegionBranchPoint::Region(region), &mut successors);
        }
        for s in successors {
            let point = match s.successor() {
                Some(r) => {
                    let Some(entry) = ctx.region_entry(r) else {
                        continue;
                    };
                    self.mark_block_live(ctx, entry);
                    Item::Block(entry)
                }
                None => Item::Op(branch.operation()),
            };
            self.add_pred(point, op, Some(s.inputs()));
        }
    }

    fn visit_callable_terminator(&mut self, ctx: &Context, op: OpId, callable: OpId) {
        if CallableOpInterfaceRef::get(ctx, callable).is_none() {
            return;
        }
        let sites = self.read_preds(Item::Op(callable), Item::Op(op));
        let resolvable = ctx.op_has_trait(op, &OpTrait::ReturnLike);
        for call in sites.known {
            if resolvable {
                self.add_pred(Item::Op(call), op, None);
            } else {
                self.set_unknown_preds(Item::Op(call));
            }
        }
    }

    /// The sparse analysis of `op`'s results (`visitOperation`).
    fn visit_values(&mut self, ctx: &mut Context, op: OpId) {
        let results = ctx.results(op);
        if results.is_empty() {
            return;
        }
        let Some(block) = ctx.op_parent_block(op) else {
            return;
        };
        if !self.live_blocks.contains(&block) {
            return;
        }
        if let Some(branch) = RegionBranchOpInterfaceRef::get(ctx, op) {
            self.visit_region_successors(
                ctx,
                Item::Op(op),
                branch,
                RegionBranchPoint::Parent,
                &results,
            );
            return;
        }
        if let Some(call) = CallOpInterfaceRef::get(ctx, op) {
            let callable = resolve_call(ctx, call, &self.tables);
            let external = callable
                .and_then(|c| CallableOpInterfaceRef::get(ctx, c))
                .is_some_and(|c| c.get_callable_region(ctx).is_none());
            if external {
                self.set_unknown(ctx, &results);
                return;
            }
            let preds = self.read_preds(Item::Op(op), Item::Op(op));
            if preds.unknown {
                self.set_unknown(ctx, &results);
                return;
            }
            for p in preds.known {
                let returned: Vec<Value> = ctx.operands(p);
                for (&v, &r) in returned.iter().zip(&results) {
                    let l = self.read(v, Item::Op(op));
                    self.join(ctx, r, l);
                }
            }
            return;
        }
        let operands: Vec<A::Lattice> = ctx.operands_iter(op).map(|v| self.lattice(v)).collect();
        let mut updates = Updates::default();
        let values = &self.values;
        let mut lattice_of = |v: Value| values.get(&v).cloned().unwrap_or_default();
        self.analysis
            .visit_operation(ctx, op, &operands, &mut lattice_of, &mut updates);
        self.apply(ctx, updates);
    }

    /// The hook for the arguments control flow does not forward, reads
    /// made by it revisiting `point`.
    fn non_control_flow_arguments(
        &mut self,
        ctx: &mut Context,
        point: Item,
        op: OpId,
        args: &[Value],
        (first, n): (usize, usize),
    ) {
        let mut updates = Updates::default();
        let mut reads = Vec::new();
        let values = &self.values;
        let mut lattice_of = |v: Value| {
            reads.push(v);
            values.get(&v).cloned().unwrap_or_default()
        };
        self.analysis.visit_non_control_flow_arguments(
            ctx,
            op,
            args,
            first,
            n,
            &mut lattice_of,
            &mut updates,
        );
        for v in reads {
            self.read(v, point);
        }
        self.apply(ctx, updates);
    }

    /// The arguments of `block` (`visitBlock`).
    fn visit_block(&mut self, ctx: &mut Context, block: BlockId) {
        let args = ctx.block_args(block);
        if args.is_empty() || !self.live_blocks.contains(&block) {
            return;
        }
        let Some(region) = ctx.block_parent_region(block) else {
            return;
        };
        if ctx.region_entry(region) == Some(block) {
            let Some(parent) = ctx.region_parent_op(region) else {
                return;
            };
            let callable = CallableOpInterfaceRef::get(ctx, parent)
                .filter(|c| c.get_callable_region(ctx) == Some(region));
            if callable.is_some() {
                let sites = self.read_preds(Item::Op(parent), Item::Block(block));
                if sites.unknown {
                    self.set_unknown(ctx, &args);
                    return;
                }
                for site in sites.known {
                    let Some(call) = CallOpInterfaceRef::get(ctx, site) else {
                        continue;
                    };
                    for (&v, &a) in call.get_arg_operands(ctx).iter().zip(&args) {
                        let l = self.read(v, Item::Block(block));
                        self.join(ctx, a, l);
                    }
                }
                return;
            }
            if let Some(branch) = RegionBranchOpInterfaceRef::get(ctx, parent) {
                let point = RegionBranchPoint::Region(region);
                self.visit_region_successors(ctx, Item::Block(block), branch, point, &args);
                return;
            }
            self.non_control_flow_arguments(ctx, Item::Block(block), parent, &args, (0, 0));
            return;
        }
        let preds = self.cfg_preds.get(&block).cloned().unwrap_or_default();
        for (pred, index) in preds {
            if !self.live_edges.contains(&(pred, block)) {
                continue;
            }
            let Some(term) = ctx.block_last_op(pred) else {
                continue;
            };
            let Some(branch) = BranchOpInterfaceRef::get(ctx, term) else {
                self.set_unknown(ctx, &args);
                return;
            };
            let operands = branch.get_successor_operands(ctx, index);
            for (i, &a) in args.iter().enumerate() {
                let forwarded = i
                    .checked_sub(operands.produced)
                    .map(|k| operands.forwarded.start + k)
                    .filter(|&k| k < operands.forwarded.end);
                match forwarded {
                    Some(k) => {
                        let l = self.read(ctx.operand(term, k), Item::Block(block));
                        self.join(ctx, a, l);
                    }
                    None => self.set_unknown(ctx, &[a]),
                }
            }
        }
    }

    /// The values entering a region or returning to a region op
    /// (`visitRegionSuccessors`): what each known predecessor forwards.
    fn visit_region_successors(
        &mut self,
        ctx: &mut Context,
        point: Item,
        branch: RegionBranchOpInterfaceRef,
        successor: RegionBranchPoint,
        lattices: &[Value],
    ) {
        let preds = self.read_preds(point, point);
        for p in preds.known {
            let operands: Option<Vec<Value>> = if p == branch.operation() {
                Some(branch.get_entry_successor_operands(ctx, successor))
            } else {
                RegionBranchTerminatorOpInterfaceRef::get(ctx, p).map(|t| {
                    let range = t.get_mutable_successor_operands(ctx, successor);
                    ctx.operands(p)
                        .get(range)
                        .map(<[Value]>::to_vec)
                        .unwrap_or_default()
                })
            };
            let Some(operands) = operands else {
                self.set_unknown(ctx, lattices);
                return;
            };
            let inputs = preds.inputs.get(&p).cloned().unwrap_or_default();
            let mut first = 0usize;
            if inputs.len() != lattices.len() {
                if let Some(&v) = inputs.first() {
                    first = match v {
                        Value::Result { index, .. } | Value::Arg { index, .. } => index as usize,
                    };
                }
                let op = branch.operation();
                let span = (first, inputs.len());
                self.non_control_flow_arguments(ctx, point, op, lattices, span);
            }
            for (&v, &l) in operands.iter().zip(lattices.iter().skip(first)) {
                let lattice = self.read(v, point);
                self.join(ctx, l, lattice);
            }
        }
    }
}

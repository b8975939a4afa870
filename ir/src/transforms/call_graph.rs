//! The call graph (MLIR's `Analysis/CallGraph.cpp`): a node per callable
//! region (an op implementing `CallableOpInterface` with a body), edges for
//! the calls made from it (resolved through `CallOpInterface`), for the
//! callables nested in it, and from the external caller node to every
//! top-level callable; its strongly connected components in post-order (as
//! LLVM's `scc_iterator` visits them from the external node).

use crate::core::context::Context;
use crate::core::storage::{OpId, RegionId};
use crate::interfaces::symbols::SymbolTableCollection;
use crate::interfaces::types::Callee;
use crate::interfaces::{CallOpInterfaceRef, CallableOpInterfaceRef};
use crate::support::intern::{FxHashMap, FxHashSet};

/// A node of a [`CallGraph`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct CallGraphNode(u32);

/// What an edge stands for.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum EdgeKind {
    /// From the external node to a callable that may be called from outside.
    Abstract,
    /// A call.
    Call,
    /// To a callable nested in the source callable.
    Child,
}

/// An outgoing edge of a node.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Edge {
    /// The node the edge leads to.
    pub target: CallGraphNode,
    /// Its kind.
    pub kind: EdgeKind,
}

#[derive(Debug, Default)]
struct NodeData {
    region: Option<RegionId>,
    edges: Vec<Edge>,
    edge_set: FxHashSet<Edge>,
}

/// The call graph of the callables nested in an op.
#[derive(Debug)]
pub struct CallGraph {
    nodes: Vec<NodeData>,
    by_region: FxHashMap<RegionId, CallGraphNode>,
}

impl CallGraph {
    /// The node standing for every caller outside the graph.
    pub const EXTERNAL_CALLER: CallGraphNode = CallGraphNode(0);
    /// The node standing for every callee that could not be resolved.
    pub const UNKNOWN_CALLEE: CallGraphNode = CallGraphNode(1);

    /// The call graph of the callables nested in `op`: nodes are found
    /// first (a callable may be called before it appears), then calls
    /// resolved, each in pre-order.
    pub fn new(ctx: &Context, op: OpId) -> Self {
        let mut cg = CallGraph {
            nodes: vec![NodeData::default(), NodeData::default()],
            by_region: FxHashMap::default(),
        };
        let tables = SymbolTableCollection::new();
        cg.compute(ctx, op, &tables, false);
        cg.compute(ctx, op, &tables, true);
        cg
    }

    /// One pre-order walk of `computeCallGraph`: nodes for callables with
    /// a body (a declaration and what it holds are skipped), call edges
    /// when `resolve_calls`.
    fn compute(&mut self, ctx: &Context, op: OpId, tables: &SymbolTableCollection, resolve: bool) {
        let mut stack: Vec<(OpId, Option<CallGraphNode>)> = vec![(op, None)];
        while let Some((o, mut parent)) = stack.pop() {
            if let Some(call) = CallOpInterfaceRef::get(ctx, o) {
                if let (true, Some(p)) = (resolve, parent) {
                    let target = self.resolve_callable(ctx, call, tables);
                    self.add_edge(p, target, EdgeKind::Call);
                }
                continue;
            }
            if let Some(callable) = CallableOpInterfaceRef::get(ctx, o) {
                match callable.get_callable_region(ctx) {
                    Some(region) => parent = Some(self.get_or_add_node(region, parent)),
                    None => continue,
                }
            }
            let mark = stack.len();
            for &r in ctx.op_regions(o) {
                for &b in ctx.region_blocks(r) {
                    stack.extend(ctx.block_ops(b).map(|n| (n, parent)));
                }
            }
            stack[mark..].reverse();
        }
    }

    fn add_edge(&mut self, from: CallGraphNode, target: CallGraphNode, kind: EdgeKind) {
        let edge = Edge { target, kind };
        let node = &mut self.nodes[from.0 as usize];
        if node.edge_set.insert(edge) {
            node.edges.push(edge);
        }
    }

    /// The node of `region`, added (under `parent`, or reachable from the
    /// external node) when new.
    fn get_or_add_node(
        &mut self,
        region: RegionId,
        parent: Option<CallGraphNode>,
    ) -> CallGraphNode {
        if let Some(&n) = self.by_region.get(&region) {
            return n;
        }
        let n = CallGraphNode(self.nodes.len() as u32);
        self.nodes.push(NodeData {
            region: Some(region),
            ..NodeData::default()
        });
        self.by_region.insert(region, n);
        match parent {
            Some(p) => self.add_edge(p, n, EdgeKind::Child),
            None => self.add_edge(Self::EXTERNAL_CALLER, n, EdgeKind::Abstract),
        }
        n
    }

    /// The node of a callable region, if it has one.
    pub fn lookup_node(&self, region: RegionId) -> Option<CallGraphNode> {
        self.by_region.get(&region).copied()
    }

    /// The node `call` calls: its resolved callable's, or the unknown
    /// callee node.
    pub fn resolve_callable(
        &self,
        ctx: &Context,
        call: CallOpInterfaceRef,
        tables: &SymbolTableCollection,
    ) -> CallGraphNode {
        resolve_call(ctx, call, tables)
            .and_then(|c| CallableOpInterfaceRef::get(ctx, c))
            .and_then(|c| c.get_callable_region(ctx))
            .and_then(|r| self.lookup_node(r))
            .unwrap_or(Self::UNKNOWN_CALLEE)
    }

    /// The callable region of a node (`None` for the two external nodes).
    pub fn callable_region(&self, node: CallGraphNode) -> Option<RegionId> {
        self.nodes[node.0 as usize].region
    }

    /// Whether `node` is the external caller or the unknown callee.
    pub fn is_external(&self, node: CallGraphNode) -> bool {
        self.callable_region(node).is_none()
    }

    /// The outgoing edges of `node`, in the order they were added.
    pub fn edges(&self, node: CallGraphNode) -> &[Edge] {
        &self.nodes[node.0 as usize].edges
    }

    /// Whether `node` has callables nested in it.
    pub fn has_children(&self, node: CallGraphNode) -> bool {
        self.edges(node).iter().any(|e| e.kind == EdgeKind::Child)
    }

    /// The callable nodes, in the order they were found.
    pub fn nodes(&self) -> impl Iterator<Item = CallGraphNode> + '_ {
        (2..self.nodes.len() as u32).map(CallGraphNode)
    }

    /// The strongly connected components reachable from the external
    /// node, callees before callers: Tarjan's algorithm as LLVM's
    /// `scc_iterator` runs it (edges in order, each component's nodes in
    /// the order they leave the stack). Iterative.
    pub fn sccs(&self) -> Vec<Vec<CallGraphNode>> {
        const DONE: u32 = u32::MAX;
        let mut number: Vec<Option<u32>> = vec![None; self.nodes.len()];
        let mut next_number = 0u32;
        let mut scc_stack: Vec<CallGraphNode> = Vec::new();
        // (node, next edge, lowest number reached)
        let mut visit: Vec<(CallGraphNode, usize, u32)> = Vec::new();
        let mut out = Vec::new();
        let mut pending = Some(Self::EXTERNAL_CALLER);
        loop {
            if let Some(n) = pending.take() {
                next_number += 1;
                number[n.0 as usize] = Some(next_number);
                scc_stack.push(n);
                visit.push((n, 0, next_number));
            }
            let Some(top) = visit.last_mut() else {
                break;
            };
            let edges = self.edges(top.0);
            if top.1 < edges.len() {
                let child = edges[top.1].target;
                top.1 += 1;
                match number[child.0 as usize] {
                    None => pending = Some(child),
                    Some(n) => top.2 = top.2.min(n),
                }
                continue;
            }
            let (node, _, min) = *top;
            visit.pop();
            if let Some(parent) = visit.last_mut() {
                parent.2 = parent.2.min(min);
            }
            if Some(min) != number[node.0 as usize] {
                continue;
            }
            let mut scc = Vec::new();
            while let Some(n) = scc_stack.pop() {
                number[n.0 as usize] = Some(DONE);
                scc.push(n);
                if n == node {
                    break;
                }
            }
            out.push(scc);
        }
        out
    }
}

/// The op `call` refers to (`CallOpInterface::resolveCallable`): a
/// symbol's definition looked up from the call through `tables`, or the
/// op defining the callee value.
pub fn resolve_call(
    ctx: &Context,
    call: CallOpInterfaceRef,
    tables: &SymbolTableCollection,
) -> Option<OpId> {
    match call.get_callable_for_callee(ctx) {
        Callee::Symbol(sym) => tables.lookup_nearest_symbol_from(ctx, call.operation(), sym),
        Callee::Value(v) => ctx.defining_op(v),
    }
}

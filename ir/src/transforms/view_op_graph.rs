//! `view-op-graph` (MLIR's `Transforms/ViewOpGraph.cpp`): the op as a
//! Graphviz DOT graph on the error stream — ops as nodes (colored by
//! name), regions and blocks as clusters, data flow as solid edges and,
//! on request, control flow as dashed ones.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use super::ViewOpGraphBase;
use crate::core::attrs::{AttrKind, Attribute};
use crate::core::context::{Context, OpName};
use crate::core::printer::{attr_to_string, type_to_string};
use crate::core::storage::{BlockId, OpId, RegionId, Value};
use crate::pass::{OperationPass, PassFailure, PassRun};
use crate::support::intern::FxHashMap;

/// The `view-op-graph` pass.
#[derive(Clone, Debug, Default)]
pub struct ViewOpGraph {
    base: ViewOpGraphBase,
}

impl OperationPass for ViewOpGraph {
    type Declaration = ViewOpGraphBase;
    fn declaration(&self) -> &ViewOpGraphBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut ViewOpGraphBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let op = run.op();
        let o = &self.base.options;
        let mut g = Graph {
            ctx: run,
            out: String::new(),
            indent: 0,
            counter: 0,
            edges: Vec::new(),
            data_edges: Vec::new(),
            nodes: FxHashMap::default(),
            colors: FxHashMap::default(),
            max_label: o.max_label_len as usize,
            large_attr_limit: run
                .print_flags()
                .elide_elements_limit
                .map_or(16, |l| i64::try_from(l).unwrap_or(i64::MAX)),
            attrs: o.print_attrs,
            control: o.print_control_flow_edges,
            data: o.print_data_flow_edges,
            types: o.print_result_types,
        };
        g.colors(op);
        g.line("digraph G {");
        g.indent += 1;
        g.line("compound = true;");
        g.operation(op);
        g.all_edges();
        g.indent -= 1;
        g.line("}");
        let text = g.out;
        run.emit_text(text);
        run.mark_all_analyses_preserved();
        Ok(())
    }
}

/// A node or the anchor node of a cluster.
#[derive(Clone, Copy)]
struct Node {
    id: u32,
    cluster: Option<u32>,
}

struct Graph<'c> {
    ctx: &'c Context,
    out: String,
    indent: usize,
    counter: u32,
    edges: Vec<String>,
    /// (operand value, user node, label), emitted after every node.
    data_edges: Vec<(Value, Node, String)>,
    nodes: FxHashMap<Value, Node>,
    colors: FxHashMap<OpName, String>,
    max_label: usize,
    /// Elements attributes and arrays with more elements are elided.
    large_attr_limit: i64,
    attrs: bool,
    control: bool,
    data: bool,
    types: bool,
}

/// `raw_ostream::write_escaped`: backslash, quote, tab and newline
/// escaped, other non-printable bytes as three octal digits.
fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        match b {
            b'\\' => out.push_str("\\\\"),
            b'\t' => out.push_str("\\t"),
            b'\n' => out.push_str("\\n"),
            b'"' => out.push_str("\\\""),
            0x20..=0x7e => out.push(b as char),
            _ => {
                let _ = write!(out, "\\{:03o}", b);
            }
        }
    }
    out
}

fn quote(s: &str) -> String {
    format!("\"{s}\"")
}

/// `[k1 = v1, k2 = v2]`, keys sorted.
fn attr_list(map: &BTreeMap<&str, String>) -> String {
    let items: Vec<String> = map.iter().map(|(k, v)| format!("{k} = {v}")).collect();
    format!("[{}]", items.join(", "))
}

impl Graph<'_> {
    fn line(&mut self, s: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(s);
        self.out.push('\n');
    }

    /// Colors by op name, hues spread over the names in post-order of first
    /// appearance (`initColorMapping`).
    fn colors(&mut self, root: OpId) {
        let mut names: Vec<OpName> = Vec::new();
        for op in self.ctx.walk_postorder(root) {
            let n = self.ctx.op_get_name(op);
            if !names.contains(&n) {
                names.push(n);
            }
        }
        let total = names.len() as f64;
        for (i, n) in names.into_iter().enumerate() {
            self.colors
                .insert(n, format!("{:.6} 1.0 1.0", i as f64 / total));
        }
    }

    fn truncate(&self, s: String) -> String {
        if s.len() <= self.max_label {
            return s;
        }
        let mut end = self.max_label;
        while !s.is_char_boundary(end) {
            end -= 1;
        }
        format!("{}...", &s[..end])
    }

    fn node(&mut self, label: &str, shape: &str, background: Option<&str>) -> Node {
        self.counter += 1;
        let id = self.counter;
        let mut m: BTreeMap<&str, String> = BTreeMap::new();
        m.insert("label", quote(&escape(label)));
        m.insert("shape", shape.to_string());
        if let Some(bg) = background.filter(|b| !b.is_empty()) {
            m.insert("style", "filled".into());
            m.insert("fillcolor", format!("\"{bg}\""));
        }
        let text = format!("v{id} {};", attr_list(&m));
        self.line(&text);
        Node { id, cluster: None }
    }

    fn cluster(&mut self, label: &str, body: impl FnOnce(&mut Self)) -> Node {
        self.counter += 1;
        let cluster = self.counter;
        self.line(&format!("subgraph cluster_{cluster} {{"));
        self.indent += 1;
        let anchor = self.node(" ", "plain", None);
        let text = format!("label = {};", quote(&escape(label)));
        self.line(&text);
        body(self);
        self.indent -= 1;
        self.line("}");
        Node {
            id: anchor.id,
            cluster: Some(cluster),
        }
    }

    fn edge(&mut self, from: Node, to: Node, label: &str, style: &str) {
        let mut m: BTreeMap<&str, String> = BTreeMap::new();
        m.insert("style", style.to_string());
        if from.cluster.is_none() && to.cluster.is_none() {
            m.insert("label", quote(&escape(label)));
        }
        if let Some(c) = from.cluster {
            m.insert("ltail", format!("cluster_{c}"));
        }
        if let Some(c) = to.cluster {
            m.insert("lhead", format!("cluster_{c}"));
        }
        self.edges
            .push(format!("v{} -> v{} {}", from.id, to.id, attr_list(&m)));
    }

    fn all_edges(&mut self) {
        if self.data {
            for (v, to, label) in std::mem::take(&mut self.data_edges) {
                if let Some(&from) = self.nodes.get(&v) {
                    self.edge(from, to, &label, "solid");
                }
            }
        }
        for e in std::mem::take(&mut self.edges) {
            self.line(&format!("{e};"));
        }
    }

    /// An attribute as the label shows it: large elements and arrays elided
    /// (past the tool's `--mlir-elide-elementsattrs-if-larger`, else 16).
    fn attribute(&self, a: Attribute) -> String {
        let limit = self.large_attr_limit;
        let ctx = self.ctx;
        match ctx.attr_kind(a) {
            AttrKind::DenseElements | AttrKind::DenseStringElements => {
                let ty = ctx.attr_type(a);
                let splat = ctx.as_dense_elements(a).is_some_and(|(_, d)| d.len() == 1);
                let n = ctx.num_elements(ty).unwrap_or(0);
                if !splat && n > limit {
                    let rank = ctx.shape(ty).map_or(0, <[i64]>::len);
                    return format!(
                        "{}...{} : {}",
                        "[".repeat(rank),
                        "]".repeat(rank),
                        type_to_string(ctx, ty)
                    );
                }
                if splat {
                    return attr_to_string(ctx, a);
                }
            }
            AttrKind::Array if ctx.as_array(a).is_some_and(|v| v.len() as i64 > limit) => {
                return "[...]".into();
            }
            _ => {}
        }
        self.truncate(attr_to_string(ctx, a))
    }

    fn op_label(&self, op: OpId) -> String {
        let ctx = self.ctx;
        let mut s = ctx.op_name_of(op).to_string();
        if self.types {
            let types: Vec<String> = (0..ctx.num_results(op))
                .map(|i| type_to_string(ctx, ctx.value_type(ctx.result(op, i))))
                .collect();
            s.push_str(&format!(" : ({})", self.truncate(types.join(", "))));
        }
        if self.attrs {
            s.push('\n');
            let mut all: Vec<(&str, Attribute)> = ctx
                .attrs(op)
                .iter()
                .map(|&(n, a)| (ctx.ident_str(n), a))
                .collect();
            if let Some(props) = ctx.props(op).and_then(|p| ctx.as_dictionary(p)) {
                all.extend(props.iter().map(|&(n, a)| (ctx.ident_str(n), a)));
            }
            all.sort_by(|a, b| a.0.cmp(b.0));
            for (name, a) in all {
                let _ = write!(s, "\n{name}: {}", self.attribute(a));
            }
        }
        s
    }

    fn operation(&mut self, op: OpId) -> Node {
        let ctx = self.ctx;
        let node = if ctx.op_regions(op).is_empty() {
            let label = self.op_label(op);
            let bg = self.colors.get(&ctx.op_get_name(op)).cloned();
            self.node(&label, "ellipse", bg.as_deref())
        } else {
            let label = self.op_label(op);
            let regions = ctx.op_regions(op).to_vec();
            self.cluster(&label, |g| {
                for r in regions {
                    g.region(r);
                }
            })
        };
        if self.data {
            let n = ctx.num_operands(op);
            for i in 0..n {
                let label = if n == 1 { String::new() } else { i.to_string() };
                self.data_edges.push((ctx.operand(op, i), node, label));
            }
        }
        for i in 0..ctx.num_results(op) {
            self.nodes.insert(ctx.result(op, i), node);
        }
        node
    }

    fn region(&mut self, r: RegionId) {
        for b in self.ctx.region_blocks(r).to_vec() {
            self.block(b);
        }
    }

    fn block(&mut self, b: BlockId) {
        let ctx = self.ctx;
        self.cluster("", |g| {
            for i in 0..ctx.num_block_args(b) {
                let n = g.node(&format!("arg{i}"), "ellipse", None);
                g.nodes.insert(ctx.block_arg(b, i), n);
            }
            let mut prev: Option<Node> = None;
            for op in ctx.block_ops(b).collect::<Vec<_>>() {
                let next = g.operation(op);
                if g.control {
                    if let Some(p) = prev {
                        g.edge(p, next, "", "dashed");
                    }
                }
                prev = Some(next);
            }
        });
    }
}

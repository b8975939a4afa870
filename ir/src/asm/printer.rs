//! The textual printer: MLIR's generic form byte-for-byte as `mlir-opt` 19
//! prints it, custom forms through registered print hooks, and location
//! aliases (`#loc`, `#loc1`, ...) with the debug-info flag.

use std::fmt::Write;

use crate::core::attrs::{AttrData, Attribute, DenseData};
use crate::core::context::Context;
use crate::core::location::{LocData, Location};
pub use crate::core::op_asm::CustomPrinter;
use crate::core::op_asm::{OpAsmPrinter, PrinterBuffers};
use crate::core::storage::{BlockId, OpId, RegionId, Value};
use crate::core::types::{Signedness, Type, TypeData, DYNAMIC};
use crate::support::escape::write_keyword_or_string;
pub use crate::support::escape::{is_bare_identifier, write_escaped_string};
use crate::support::intern::FxHashMap;

/// Printer flags, mirroring `mlir-opt`'s.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PrintOptions {
    /// `--mlir-print-op-generic`: every op in generic form.
    pub generic: bool,
    /// `--mlir-print-debuginfo`: print locations.
    pub debug_info: bool,
    /// `--mlir-print-local-scope`: no aliases; locations printed inline.
    pub local_scope: bool,
}

/// Appends a decimal number without the formatting machinery.
#[inline]
fn push_u32(out: &mut String, mut v: u32) {
    let mut buf = [0u8; 10];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    out.extend(buf[i..].iter().map(|&c| c as char));
}

/// Whether attribute types may/must be elided.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Elision {
    /// Always print the type.
    Never,
    /// Elide `i64` / `f64` (inside arrays and similar).
    May,
    /// Never print the type.
    Must,
}

/// A table from arena slots to numbers; a slot's generation is kept so
/// that a stale handle finds no number.
#[derive(Default)]
struct SlotTable<T: Copy> {
    slots: Vec<Option<(u32, T)>>,
}

impl<T: Copy> SlotTable<T> {
    fn insert(&mut self, raw: crate::support::entity::RawHandle, v: T) {
        let i = raw.index as usize;
        if i >= self.slots.len() {
            self.slots.resize(i + 1, None);
        }
        self.slots[i] = Some((raw.generation, v));
    }
    #[inline]
    fn get(&self, raw: crate::support::entity::RawHandle) -> Option<T> {
        match self.slots.get(raw.index as usize) {
            Some(Some((g, v))) if *g == raw.generation => Some(*v),
            _ => None,
        }
    }
}

/// The type of the op's result if it has exactly one.
fn single_result_type(ctx: &Context, op: OpId) -> Option<Type> {
    match ctx.op(op).results.as_slice() {
        [r] => Some(r.ty),
        _ => None,
    }
}

#[derive(Default)]
struct Names {
    /// First result number, whether the op has more than one result, and
    /// the type of a single result (so printing a use reads this table, not
    /// the defining operation).
    results: SlotTable<(u32, bool, Option<Type>)>,
    args: SlotTable<(bool, u32)>,
    blocks: SlotTable<u32>,
}

impl Names {
    fn compute(ctx: &Context, root: OpId, unique: bool) -> Names {
        let mut n = Names::default();
        let (mut next_value, mut next_arg) = (0u32, 0u32);
        let mut stack: Vec<(RegionId, u32, u32)> = Vec::new();
        for &r in ctx.op_regions(root).iter() {
            stack.push((r, 0, 0));
        }
        if ctx.num_results(root) > 0 {
            n.results.insert(
                root.0,
                (
                    next_value,
                    ctx.num_results(root) > 1,
                    single_result_type(ctx, root),
                ),
            );
            next_value += 1;
        }
        while let Some((r, v, a)) = stack.pop() {
            if !unique {
                next_value = v;
                next_arg = a;
            }
            for (i, &b) in ctx.region_blocks(r).iter().enumerate() {
                n.blocks.insert(b.0, i as u32);
                let na = ctx.num_block_args(b) as u32;
                if na > 0 {
                    if i == 0 {
                        n.args.insert(b.0, (true, next_arg));
                        next_arg += na;
                    } else {
                        n.args.insert(b.0, (false, next_value));
                        next_value += na;
                    }
                }
                for o in ctx.block_ops(b) {
                    let nr = ctx.num_results(o);
                    if nr > 0 {
                        n.results
                            .insert(o.0, (next_value, nr > 1, single_result_type(ctx, o)));
                        next_value += 1;
                    }
                }
            }
            for &b in ctx.region_blocks(r) {
                for o in ctx.block_ops(b) {
                    for &r2 in ctx.op_regions(o) {
                        stack.push((r2, next_value, next_arg));
                    }
                }
            }
        }
        n
    }
}

struct AliasEntry {
    loc: Location,
    depth: u32,
    deferrable: bool,
    children: Vec<usize>,
}

#[derive(Default)]
struct Aliases {
    entries: Vec<AliasEntry>,
    index: FxHashMap<Location, usize>,
    names: FxHashMap<Location, u32>,
    order: Vec<usize>,
}

impl Aliases {
    fn visit(&mut self, ctx: &Context, loc: Location, can_defer: bool) -> usize {
        if let Some(&i) = self.index.get(&loc) {
            if !can_defer {
                self.mark_non_deferrable(i);
            }
            return i;
        }
        let idx = self.entries.len();
        self.entries.push(AliasEntry {
            loc,
            depth: 0,
            deferrable: can_defer,
            children: Vec::new(),
        });
        self.index.insert(loc, idx);
        let kids: Vec<Location> = match ctx.loc_data(loc) {
            LocData::Name { child: Some(c), .. } => vec![*c],
            LocData::CallSite { callee, caller } => vec![*callee, *caller],
            LocData::Fused { locs, .. } => locs.clone(),
            _ => Vec::new(),
        };
        let mut depth = 0;
        let mut children = Vec::new();
        for k in kids {
            let ci = self.visit(ctx, k, can_defer);
            depth = depth.max(self.entries[ci].depth + 1);
            children.push(ci);
        }
        self.entries[idx].depth = depth;
        self.entries[idx].children = children;
        idx
    }
    fn mark_non_deferrable(&mut self, i: usize) {
        let mut stack = vec![i];
        while let Some(i) = stack.pop() {
            if self.entries[i].deferrable {
                self.entries[i].deferrable = false;
                stack.extend(self.entries[i].children.iter().copied());
            }
        }
    }
    fn finish(&mut self) {
        let mut order: Vec<usize> = (0..self.entries.len()).collect();
        order.sort_by_key(|&i| self.entries[i].depth);
        for (n, &i) in order.iter().enumerate() {
            self.names.insert(self.entries[i].loc, n as u32);
        }
        self.order = order;
    }
}

/// The printer state; custom print hooks see it through [`CustomPrinter`].
pub struct Printer<'a> {
    ctx: &'a Context,
    opts: PrintOptions,
    out: String,
    indent: usize,
    names: Names,
    aliases: Option<Aliases>,
    /// The printed text of each type printed so far, by type id.
    type_text: Vec<Option<Box<str>>>,
    /// The printed text of attributes printed so far.
    attr_text: FxHashMap<(Attribute, Elision), Box<str>>,
    sink: Option<&'a mut dyn std::io::Write>,
    sink_error: Option<std::io::Error>,
    /// Operand and result-type lists lent to custom printers, reused across
    /// ops (see [`CustomPrinter::operand_buffer`]).
    scratch: (Vec<Value>, Vec<Type>),
}

/// Prints `op` (normally a `builtin.module`) as `mlir-opt` does, including
/// location alias definitions when `opts.debug_info` is set. The text ends with
/// one newline (`mlir-opt` itself writes one more).
pub fn print_operation(ctx: &Context, op: OpId, opts: &PrintOptions) -> String {
    let mut p = Printer::new(ctx, op, *opts);
    p.print_top_level(op);
    p.out
}

/// Like [`print_operation`] but streams the text to `w` (bounded memory for large IR).
pub fn print_operation_to(
    ctx: &Context,
    op: OpId,
    opts: &PrintOptions,
    w: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    let mut p = Printer::new(ctx, op, *opts);
    p.sink = Some(w);
    p.print_top_level(op);
    p.flush(true);
    match p.sink_error.take() {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

impl<'a> Printer<'a> {
    /// A printer with no value names or aliases (types, attributes, locations).
    fn bare(ctx: &'a Context) -> Self {
        Printer {
            ctx,
            opts: PrintOptions::default(),
            out: String::new(),
            indent: 0,
            names: Names::default(),
            aliases: None,
            type_text: Vec::new(),
            attr_text: FxHashMap::default(),
            sink: None,
            sink_error: None,
            scratch: (Vec::new(), Vec::new()),
        }
    }

    fn new(ctx: &'a Context, root: OpId, opts: PrintOptions) -> Self {
        let names = Names::compute(ctx, root, opts.generic);
        let mut p = Printer {
            ctx,
            opts,
            out: String::new(),
            indent: 0,
            names,
            aliases: None,
            type_text: Vec::new(),
            attr_text: FxHashMap::default(),
            sink: None,
            sink_error: None,
            scratch: (Vec::new(), Vec::new()),
        };
        if opts.debug_info && !opts.local_scope {
            let mut a = Aliases::default();
            p.collect_aliases(root, &mut a);
            a.finish();
            p.aliases = Some(a);
        }
        p
    }

    fn collect_aliases(&self, root: OpId, a: &mut Aliases) {
        // Iterative pre-order in print order: op location, then its regions'
        // block-argument locations and nested ops.
        enum Item {
            Op(OpId),
            Block(BlockId, bool),
        }
        let mut stack = vec![Item::Op(root)];
        while let Some(item) = stack.pop() {
            match item {
                Item::Op(op) => {
                    a.visit(self.ctx, self.ctx.op_loc(op), true);
                    let custom = !self.opts.generic && self.custom_printer(op).is_some();
                    let mut items = Vec::new();
                    for &r in self.ctx.op_regions(op) {
                        for (i, &b) in self.ctx.region_blocks(r).iter().enumerate() {
                            items.push(Item::Block(b, !(custom && i == 0)));
                        }
                    }
                    stack.extend(items.into_iter().rev());
                }
                Item::Block(b, args) => {
                    if args {
                        for i in 0..self.ctx.num_block_args(b) {
                            a.visit(self.ctx, self.ctx.block_arg_loc(b, i), false);
                        }
                    }
                    let ops: Vec<OpId> = self.ctx.block_ops(b).collect();
                    stack.extend(ops.into_iter().rev().map(Item::Op));
                }
            }
        }
    }

    fn custom_printer(&self, op: OpId) -> Option<crate::core::registry::PrintFn> {
        self.ctx
            .op_definition(self.ctx.op_get_name(op))
            .and_then(|d| d.print)
    }

    fn print_top_level(&mut self, op: OpId) {
        let (top, bottom): (Vec<Location>, Vec<Location>) = match &self.aliases {
            Some(a) => (
                a.order
                    .iter()
                    .filter(|&&i| !a.entries[i].deferrable)
                    .map(|&i| a.entries[i].loc)
                    .collect(),
                a.order
                    .iter()
                    .filter(|&&i| a.entries[i].deferrable)
                    .map(|&i| a.entries[i].loc)
                    .collect(),
            ),
            None => (Vec::new(), Vec::new()),
        };
        for l in top {
            self.print_alias_def(l);
        }
        self.print_op(op);
        if !self.opts.local_scope {
            self.out.push('\n');
        }
        for l in bottom {
            self.print_alias_def(l);
        }
    }

    fn print_alias_def(&mut self, loc: Location) {
        let n = self.alias_of(loc).unwrap_or(0);
        self.write_alias_name(n);
        self.out.push_str(" = loc(");
        self.print_loc_internal(loc, true);
        self.out.push_str(")\n");
    }

    fn write_alias_name(&mut self, n: u32) {
        if n == 0 {
            self.out.push_str("#loc");
        } else {
            let _ = write!(self.out, "#loc{n}");
        }
    }

    fn alias_of(&self, loc: Location) -> Option<u32> {
        self.aliases
            .as_ref()
            .and_then(|a| a.names.get(&loc).copied())
    }

    fn print_loc_internal(&mut self, loc: Location, top: bool) {
        if !top {
            if let Some(n) = self.alias_of(loc) {
                self.write_alias_name(n);
                return;
            }
        }
        match self.ctx.loc_data(loc) {
            LocData::Unknown => self.out.push_str("unknown"),
            LocData::FileLineCol { file, line, col } => {
                write_escaped_string(&mut self.out, self.ctx.ident_str(*file));
                let _ = write!(self.out, ":{line}:{col}");
            }
            LocData::Name { name, child } => {
                write_escaped_string(&mut self.out, self.ctx.ident_str(*name));
                if let Some(c) = child {
                    self.out.push('(');
                    self.print_loc_internal(*c, false);
                    self.out.push(')');
                }
            }
            LocData::CallSite { callee, caller } => {
                let (callee, caller) = (*callee, *caller);
                self.out.push_str("callsite(");
                self.print_loc_internal(callee, false);
                self.out.push_str(" at ");
                self.print_loc_internal(caller, false);
                self.out.push(')');
            }
            LocData::Fused { locs, metadata } => {
                self.out.push_str("fused");
                if let Some(m) = metadata {
                    self.out.push('<');
                    self.print_attr(*m, Elision::Never);
                    self.out.push('>');
                }
                self.out.push('[');
                for (i, l) in locs.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_loc_internal(*l, false);
                }
                self.out.push(']');
            }
        }
    }

    /// ` loc(...)` if debug info is on.
    fn print_trailing_loc(&mut self, loc: Location, allow_alias: bool) {
        if !self.opts.debug_info {
            return;
        }
        self.out.push_str(" loc(");
        match self.alias_of(loc) {
            Some(n) if allow_alias => self.write_alias_name(n),
            _ => self.print_loc_internal(loc, true),
        }
        self.out.push(')');
    }

    /// Moves buffered text to the sink (if any) once it is large, or always when `force`.
    fn flush(&mut self, force: bool) {
        if self.sink_error.is_some() || (!force && self.out.len() < (1 << 16)) {
            return;
        }
        if let Some(s) = self.sink.as_mut() {
            if let Err(e) = s.write_all(self.out.as_bytes()) {
                self.sink_error = Some(e);
            }
            self.out.clear();
        }
    }

    fn write_indent(&mut self) {
        const SPACES: &str = "                                                                ";
        let mut n = self.indent;
        while n > 0 {
            let k = n.min(SPACES.len());
            self.out.push_str(&SPACES[..k]);
            n -= k;
        }
    }

    fn print_value(&mut self, v: Value, result_no: bool) {
        match v {
            Value::Result { op, index } => match self.names.results.get(op.0) {
                Some((id, multi, _)) => {
                    self.out.push('%');
                    push_u32(&mut self.out, id);
                    if result_no && multi {
                        self.out.push('#');
                        push_u32(&mut self.out, index);
                    }
                }
                None => self.out.push_str("<<UNKNOWN SSA VALUE>>"),
            },
            Value::Arg { block, index } => match self.names.args.get(block.0) {
                Some((true, first)) => {
                    self.out.push_str("%arg");
                    push_u32(&mut self.out, first + index);
                }
                Some((false, first)) => {
                    self.out.push('%');
                    push_u32(&mut self.out, first + index);
                }
                None => self.out.push_str("<<UNKNOWN SSA VALUE>>"),
            },
        }
    }

    fn print_block_name(&mut self, b: BlockId) {
        match self.names.blocks.get(b.0) {
            Some(n) => {
                let _ = write!(self.out, "^bb{n}");
            }
            None => self.out.push_str("INVALIDBLOCK"),
        }
    }

    fn print_op(&mut self, op: OpId) {
        let n = self.ctx.num_results(op);
        if n > 0 {
            self.print_value(Value::Result { op, index: 0 }, false);
            if n > 1 {
                let _ = write!(self.out, ":{n}");
            }
            self.out.push_str(" = ");
        }
        if !self.opts.generic {
            if let Some(f) = self.custom_printer(op) {
                let name = self.ctx.op_name_of(op);
                let name = name.strip_prefix("builtin.").unwrap_or(name);
                self.out.push_str(name);
                let (values, types) = std::mem::take(&mut self.scratch);
                let lent = PrinterBuffers {
                    out: std::mem::take(&mut self.out),
                    values,
                    types,
                };
                let back = CustomPrinter::run(self.ctx, lent, self, f, op);
                self.out = back.out;
                self.scratch = (back.values, back.types);
                self.print_trailing_loc(self.ctx.op_loc(op), true);
                return;
            }
        }
        self.print_generic_op(op);
        self.print_trailing_loc(self.ctx.op_loc(op), true);
    }

    fn print_generic_op(&mut self, op: OpId) {
        let ctx = self.ctx;
        let d = ctx.op(op);
        write_escaped_string(&mut self.out, ctx.op_name_of(op));
        self.out.push('(');
        for (i, o) in d.operands.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_value(o.value, true);
        }
        self.out.push(')');
        if !d.successors.is_empty() {
            self.out.push('[');
            for (i, &b) in d.successors.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_block_name(b);
            }
            self.out.push(']');
        }
        if let Some(p) = d.props {
            self.out.push_str(" <");
            self.print_attr(p, Elision::Never);
            self.out.push('>');
        }
        if !d.regions.is_empty() {
            self.out.push_str(" (");
            for (i, &r) in d.regions.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_region(r, true, true, true);
            }
            self.out.push(')');
        }
        self.print_attr_dict(&d.attrs, &[]);
        self.out.push_str(" : ");
        self.out.push('(');
        for (i, o) in d.operands.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            let known = match o.value {
                Value::Result { op, .. } => self.names.results.get(op.0).and_then(|r| r.2),
                Value::Arg { .. } => None,
            };
            let ty = match known {
                Some(t) => Ok(t),
                None => ctx.try_value_type(o.value),
            };
            match ty {
                Ok(t) => self.print_type(t),
                Err(_) => self.out.push_str("<<NULL TYPE>>"),
            }
        }
        self.out.push_str(") -> ");
        let wrap = d.results.len() != 1 || ctx.is_function(d.results.as_slice()[0].ty);
        if wrap {
            self.out.push('(');
        }
        for (i, r) in d.results.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(r.ty);
        }
        if wrap {
            self.out.push(')');
        }
    }

    fn print_result_types(&mut self, results: &[Type]) {
        let wrap = results.len() != 1 || self.ctx.is_function(results[0]);
        if wrap {
            self.out.push('(');
        }
        for (i, &t) in results.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(t);
        }
        if wrap {
            self.out.push(')');
        }
    }

    fn print_attr_dict(
        &mut self,
        attrs: &[(crate::core::context::Ident, Attribute)],
        elided: &[&str],
    ) {
        let mut first = true;
        for &(n, a) in attrs {
            let name = self.ctx.ident_str(n);
            if elided.contains(&name) {
                continue;
            }
            self.out.push_str(if first { " {" } else { ", " });
            first = false;
            self.print_named_attr(n, a);
        }
        if !first {
            self.out.push('}');
        }
    }

    fn print_named_attr(&mut self, n: crate::core::context::Ident, a: Attribute) {
        write_keyword_or_string(&mut self.out, self.ctx.ident_str(n));
        if !self.ctx.is_unit_attr(a) {
            self.out.push_str(" = ");
            self.print_attr(a, Elision::Never);
        }
    }

    fn print_region(
        &mut self,
        r: RegionId,
        print_entry_args: bool,
        print_terminators: bool,
        print_empty_block: bool,
    ) {
        self.out.push_str("{\n");
        let blocks = self.ctx.region_blocks(r);
        if let Some(&entry) = blocks.first() {
            let header = (print_empty_block && self.ctx.block_len(entry) == 0)
                || (print_entry_args && self.ctx.num_block_args(entry) != 0);
            self.print_block(entry, header, print_terminators);
            for &b in &blocks[1..] {
                self.print_block(b, true, true);
            }
        }
        self.write_indent();
        self.out.push('}');
    }

    fn predecessors(&self, b: BlockId) -> Vec<BlockId> {
        let mut preds = Vec::new();
        if let Some(r) = self.ctx.block_parent_region(b) {
            for &pb in self.ctx.region_blocks(r) {
                for o in self.ctx.block_ops(pb) {
                    for &s in self.ctx.successors(o) {
                        if s == b {
                            preds.push(pb);
                        }
                    }
                }
            }
        }
        preds
    }

    fn print_block(&mut self, b: BlockId, print_header: bool, print_terminator: bool) {
        if print_header {
            self.write_indent();
            self.print_block_name(b);
            let n = self.ctx.num_block_args(b);
            if n > 0 {
                self.out.push('(');
                for i in 0..n {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    let v = self.ctx.block_arg(b, i);
                    self.print_value(v, true);
                    self.out.push_str(": ");
                    self.print_type(self.ctx.value_type(v));
                    self.print_trailing_loc(self.ctx.block_arg_loc(b, i), false);
                }
                self.out.push(')');
            }
            self.out.push(':');
            let is_entry = self
                .ctx
                .block_parent_region(b)
                .and_then(|r| self.ctx.region_entry(r))
                == Some(b);
            if self.ctx.block_parent_region(b).is_none() {
                self.out.push_str("  // block is not in a region!");
            } else {
                let preds = self.predecessors(b);
                if preds.is_empty() {
                    if !is_entry {
                        self.out.push_str("  // no predecessors");
                    }
                } else if preds.len() == 1 {
                    self.out.push_str("  // pred: ");
                    self.print_block_name(preds[0]);
                } else {
                    let mut ids: Vec<u32> = preds
                        .iter()
                        .map(|p| self.names.blocks.get(p.0).unwrap_or(0))
                        .collect();
                    ids.sort();
                    let _ = write!(self.out, "  // {} preds: ", ids.len());
                    for (i, id) in ids.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        let _ = write!(self.out, "^bb{id}");
                    }
                }
            }
            self.out.push('\n');
        }
        self.indent += 2;
        let last = self.ctx.block_last_op(b);
        for o in self.ctx.block_ops(b) {
            if !print_terminator
                && Some(o) == last
                && self
                    .ctx
                    .op_has_trait(o, &crate::core::registry::OpTrait::IsTerminator)
            {
                continue;
            }
            self.write_indent();
            self.print_op(o);
            self.out.push('\n');
            self.flush(false);
        }
        self.indent -= 2;
    }

    // ----- types -----

    fn print_shape(&mut self, shape: &[i64], scalable: Option<&[bool]>) {
        for (i, &d) in shape.iter().enumerate() {
            let sc = scalable.is_some_and(|s| s.get(i).copied().unwrap_or(false));
            if sc {
                self.out.push('[');
            }
            if d == DYNAMIC {
                self.out.push('?');
            } else {
                let _ = write!(self.out, "{d}");
            }
            if sc {
                self.out.push(']');
            }
            self.out.push('x');
        }
    }

    /// Longest printed text kept in the type and attribute caches.
    const CACHED_TEXT_MAX: usize = 512;

    /// Prints a type (each distinct type is formatted once, then copied).
    fn print_type(&mut self, t: Type) {
        if let Some(Some(text)) = self.type_text.get(t.0 as usize) {
            self.out.push_str(text);
            return;
        }
        let start = self.out.len();
        self.print_type_uncached(t);
        let text = &self.out[start..];
        if text.len() <= Self::CACHED_TEXT_MAX {
            let i = t.0 as usize;
            if i >= self.type_text.len() {
                self.type_text.resize(i + 1, None);
            }
            self.type_text[i] = Some(text.into());
        }
    }

    fn print_type_uncached(&mut self, t: Type) {
        let ctx = self.ctx;
        match ctx.type_data(t) {
            TypeData::Integer { width, signedness } => {
                let p = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                let _ = write!(self.out, "{p}{width}");
            }
            TypeData::Index => self.out.push_str("index"),
            TypeData::Float(k) => self.out.push_str(k.keyword()),
            TypeData::None => self.out.push_str("none"),
            TypeData::Complex(e) => {
                self.out.push_str("complex<");
                self.print_type(*e);
                self.out.push('>');
            }
            TypeData::Tuple(v) => {
                self.out.push_str("tuple<");
                for (i, &e) in v.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_type(e);
                }
                self.out.push('>');
            }
            TypeData::Function { inputs, results } => {
                self.out.push('(');
                for (i, &e) in inputs.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_type(e);
                }
                self.out.push_str(") -> ");
                self.print_result_types(results);
            }
            TypeData::RankedTensor { shape, element } => {
                self.out.push_str("tensor<");
                self.print_shape(shape, None);
                self.print_type(*element);
                self.out.push('>');
            }
            TypeData::UnrankedTensor { element } => {
                self.out.push_str("tensor<*x");
                self.print_type(*element);
                self.out.push('>');
            }
            TypeData::Vector {
                shape,
                scalable,
                element,
            } => {
                self.out.push_str("vector<");
                self.print_shape(shape, Some(scalable));
                self.print_type(*element);
                self.out.push('>');
            }
            TypeData::MemRef {
                shape,
                element,
                memory_space,
            } => {
                self.out.push_str("memref<");
                self.print_shape(shape, None);
                self.print_type(*element);
                if let Some(m) = memory_space {
                    self.out.push_str(", ");
                    self.print_attr(*m, Elision::May);
                }
                self.out.push('>');
            }
            TypeData::UnrankedMemRef {
                element,
                memory_space,
            } => {
                self.out.push_str("memref<*x");
                self.print_type(*element);
                if let Some(m) = memory_space {
                    self.out.push_str(", ");
                    self.print_attr(*m, Elision::May);
                }
                self.out.push('>');
            }
            TypeData::Opaque { dialect, data } => {
                self.out.push('!');
                self.print_dialect_symbol(dialect, data);
            }
        }
    }

    fn print_dialect_symbol(&mut self, dialect: &str, data: &str) {
        self.out.push_str(dialect);
        if pretty_dialect_symbol(data) {
            self.out.push('.');
            self.out.push_str(data);
        } else {
            self.out.push('<');
            self.out.push_str(data);
            self.out.push('>');
        }
    }

    // ----- attributes -----

    fn print_int(&mut self, v: i128, ty: Type) {
        if self.ctx.is_signless_integer_of_width(ty, 1) {
            self.out.push_str(if v != 0 { "true" } else { "false" });
        } else if self.ctx.is_unsigned_integer(ty) {
            let _ = write!(self.out, "{}", v as u128);
        } else {
            let _ = write!(self.out, "{v}");
        }
    }

    /// Prints an attribute (each distinct attribute is formatted once).
    fn print_attr(&mut self, a: Attribute, elide: Elision) {
        if let Some(text) = self.attr_text.get(&(a, elide)) {
            self.out.push_str(text);
            return;
        }
        let start = self.out.len();
        self.print_attr_uncached(a, elide);
        let text = &self.out[start..];
        if text.len() <= Self::CACHED_TEXT_MAX {
            self.attr_text.insert((a, elide), text.into());
        }
    }

    fn print_attr_uncached(&mut self, a: Attribute, elide: Elision) {
        let ctx = self.ctx;
        match ctx.attr_data(a) {
            AttrData::Integer { value, ty } => {
                self.print_int(*value, *ty);
                if ctx.is_signless_integer_of_width(*ty, 1) {
                    return;
                }
                if elide == Elision::May && ctx.is_signless_integer_of_width(*ty, 64) {
                    return;
                }
                self.print_attr_type_suffix(*ty, elide);
            }
            AttrData::Float { bits, ty } => {
                let k = ctx
                    .float_kind(*ty)
                    .unwrap_or(crate::core::types::FloatKind::F64);
                let (s, hex) = crate::core::float::format_float(f64::from_bits(*bits), k);
                self.out.push_str(&s);
                if elide == Elision::May && ctx.is_f64(*ty) && !hex {
                    return;
                }
                self.print_attr_type_suffix(*ty, elide);
            }
            AttrData::String { value, ty } => {
                write_escaped_string(&mut self.out, value);
                self.print_attr_type_suffix(*ty, elide);
            }
            AttrData::Unit => self.out.push_str("unit"),
            AttrData::Array(v) => {
                self.out.push('[');
                for (i, &e) in v.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_attr(e, Elision::May);
                }
                self.out.push(']');
            }
            AttrData::Dictionary(v) => {
                self.out.push('{');
                for (i, &(n, e)) in v.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_named_attr(n, e);
                }
                self.out.push('}');
            }
            AttrData::Type(t) => self.print_type(*t),
            AttrData::SymbolRef { root, nested, .. } => {
                self.out.push('@');
                write_keyword_or_string(&mut self.out, root);
                for n in nested {
                    self.out.push_str("::@");
                    write_keyword_or_string(&mut self.out, n);
                }
            }
            AttrData::DenseElements { ty, data } => {
                self.out.push_str("dense<");
                self.print_dense(*ty, data);
                self.out.push('>');
                self.print_attr_type_suffix(*ty, elide);
            }
            AttrData::DenseArray { element, data, .. } => {
                self.out.push_str("array<");
                self.print_type(*element);
                if !data.is_empty() {
                    self.out.push_str(": ");
                    self.print_dense_elements_flat(*element, data);
                }
                self.out.push('>');
            }
            AttrData::Opaque { dialect, data } => {
                self.out.push('#');
                self.print_dialect_symbol(dialect, data);
            }
        }
    }

    fn print_attr_type_suffix(&mut self, ty: Type, elide: Elision) {
        if elide != Elision::Must && !self.ctx.is_none_type(ty) {
            self.out.push_str(" : ");
            self.print_type(ty);
        }
    }

    fn print_dense_elt(&mut self, elt: Type, data: &DenseData, i: usize) {
        match data {
            DenseData::Int(v) => self.print_int(v[i], elt),
            DenseData::Float(v) => {
                let k = self
                    .ctx
                    .float_kind(elt)
                    .unwrap_or(crate::core::types::FloatKind::F64);
                let (s, _) = crate::core::float::format_float(f64::from_bits(v[i]), k);
                self.out.push_str(&s);
            }
        }
    }

    fn print_dense_elements_flat(&mut self, elt: Type, data: &DenseData) {
        for i in 0..data.len() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_dense_elt(elt, data, i);
        }
    }

    fn print_dense(&mut self, ty: Type, data: &DenseData) {
        let ctx = self.ctx;
        let elt = ctx.element_type(ty).unwrap_or(ty);
        let num = ctx.num_elements(ty).unwrap_or(data.len() as i64);
        if num == 0 {
            return;
        }
        if data.len() == 1 {
            self.print_dense_elt(elt, data, 0);
            return;
        }
        if num > 100 {
            self.out.push_str("\"0x");
            let bytes = dense_raw_bytes(ctx, elt, data);
            for b in bytes {
                let _ = write!(self.out, "{b:02X}");
            }
            self.out.push('"');
            return;
        }
        let shape: Vec<i64> = ctx
            .shape(ty)
            .map(|s| s.to_vec())
            .unwrap_or_else(|| vec![num]);
        let rank = shape.len();
        let mut counter = vec![0i64; rank];
        let mut open = 0usize;
        for idx in 0..num as usize {
            if idx != 0 {
                self.out.push_str(", ");
            }
            while open < rank {
                self.out.push('[');
                open += 1;
            }
            self.print_dense_elt(elt, data, idx);
            // bump the mixed-radix counter
            let mut i = rank;
            while i > 0 {
                i -= 1;
                counter[i] += 1;
                if counter[i] < shape[i] {
                    break;
                }
                counter[i] = 0;
                self.out.push(']');
                open -= 1;
            }
        }
        while open > 0 {
            self.out.push(']');
            open -= 1;
        }
    }
}

/// Raw little-endian storage of dense elements as MLIR's hex form shows it.
fn dense_raw_bytes(ctx: &Context, elt: Type, data: &DenseData) -> Vec<u8> {
    let mut out = Vec::new();
    match data {
        DenseData::Int(v) => {
            let width = if ctx.is_index(elt) {
                64
            } else {
                ctx.int_or_float_width(elt).unwrap_or(64)
            };
            if width == 1 {
                out.resize(v.len().div_ceil(8), 0);
                for (i, &x) in v.iter().enumerate() {
                    if x != 0 {
                        out[i / 8] |= 1 << (i % 8);
                    }
                }
            } else {
                let nbytes = width.div_ceil(8) as usize;
                for &x in v {
                    let b = (x as u128).to_le_bytes();
                    let fill = if x < 0 { 0xff } else { 0 };
                    out.extend((0..nbytes).map(|k| b.get(k).copied().unwrap_or(fill)));
                }
            }
        }
        DenseData::Float(v) => {
            let k = ctx
                .float_kind(elt)
                .unwrap_or(crate::core::types::FloatKind::F64);
            let nbytes = k.width().div_ceil(8) as usize;
            for &x in v {
                let b = crate::core::float::encode_bits(f64::from_bits(x), k).to_le_bytes();
                out.extend_from_slice(&b[..nbytes]);
            }
        }
    }
    out
}

/// MLIR's `isDialectSymbolSimpleEnoughForPrettyForm`.
fn pretty_dialect_symbol(s: &str) -> bool {
    let b = s.as_bytes();
    if b.is_empty() || !b[0].is_ascii_alphabetic() {
        return false;
    }
    let rest = s.trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '.' || c == '_');
    rest.is_empty() || (rest.starts_with('<') && rest.ends_with('>'))
}

/// The printer as custom print hooks see it (through [`CustomPrinter`],
/// which holds the output while a hook runs: each call takes it back for
/// its own writes).
impl OpAsmPrinter for Printer<'_> {
    fn print_operand(&mut self, out: &mut String, v: Value) {
        self.with_out(out, |p| p.print_value(v, true));
    }
    fn print_type(&mut self, out: &mut String, t: Type) {
        self.with_out(out, |p| p.print_type(t));
    }
    fn print_result_types(&mut self, out: &mut String, ts: &[Type]) {
        self.with_out(out, |p| p.print_result_types(ts));
    }
    fn print_attribute(&mut self, out: &mut String, a: Attribute) {
        self.with_out(out, |p| p.print_attr(a, Elision::Never));
    }
    fn print_attribute_without_type(&mut self, out: &mut String, a: Attribute) {
        self.with_out(out, |p| p.print_attr(a, Elision::Must));
    }
    fn print_successor(&mut self, out: &mut String, b: BlockId) {
        self.with_out(out, |p| p.print_block_name(b));
    }
    fn print_optional_attr_dict(&mut self, out: &mut String, op: OpId, elided: &[&str]) {
        let ctx = self.ctx;
        self.with_out(out, |p| p.print_attr_dict(ctx.attrs(op), elided));
    }
    fn print_optional_attr_dict_with_keyword(
        &mut self,
        out: &mut String,
        op: OpId,
        elided: &[&str],
    ) {
        let ctx = self.ctx;
        let attrs = ctx.attrs(op);
        if attrs
            .iter()
            .any(|(n, _)| !elided.contains(&ctx.ident_str(*n)))
        {
            self.with_out(out, |p| {
                p.out.push_str(" attributes");
                p.print_attr_dict(attrs, elided);
            });
        }
    }
    fn print_region(
        &mut self,
        out: &mut String,
        r: RegionId,
        print_entry_block_args: bool,
        print_block_terminators: bool,
    ) {
        self.with_out(out, |p| {
            p.print_region(r, print_entry_block_args, print_block_terminators, false)
        });
    }
    fn print_block_arg_decl(&mut self, out: &mut String, v: Value, skip_loc: bool) {
        self.with_out(out, |p| {
            p.print_value(v, false);
            p.out.push_str(": ");
            p.print_type(p.ctx.value_type(v));
            if !skip_loc {
                if let Value::Arg { block, index } = v {
                    p.print_trailing_loc(p.ctx.block_arg_loc(block, index as usize), false);
                }
            }
        });
    }
    fn print_newline(&mut self, out: &mut String) {
        self.with_out(out, |p| {
            p.out.push('\n');
            p.write_indent();
        });
    }
}

impl Printer<'_> {
    /// Runs `f` with `out` (the text a custom printer holds) as the output.
    #[inline]
    fn with_out(&mut self, out: &mut String, f: impl FnOnce(&mut Self)) {
        std::mem::swap(&mut self.out, out);
        f(self);
        std::mem::swap(&mut self.out, out);
    }
}

/// Prints a type on its own (for messages and tests).
pub fn type_to_string(ctx: &Context, t: Type) -> String {
    let mut p = Printer::bare(ctx);
    p.print_type(t);
    p.out
}

/// Prints an attribute on its own (for messages and tests).
pub fn attr_to_string(ctx: &Context, a: Attribute) -> String {
    let mut p = Printer::bare(ctx);
    p.print_attr(a, Elision::Never);
    p.out
}

/// Prints a location in `loc(...)` form without aliases.
pub fn loc_to_string(ctx: &Context, l: Location) -> String {
    let mut p = Printer::bare(ctx);
    p.out.push_str("loc(");
    p.print_loc_internal(l, true);
    p.out.push(')');
    p.out
}

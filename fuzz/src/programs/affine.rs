//! The `memref` and `affine` ops of the generator: buffers (`alloc`,
//! `alloca`, `dealloc`, `dim`, `cast`, `subview`), plain and affine loads
//! and stores with affine subscripts, `affine.apply`/`min`/`max`, and
//! `affine.for` (constant, symbolic and `max`/`min` map bounds, steps,
//! `iter_args`), `affine.if` on integer sets, `affine.parallel` (with
//! reductions). Bounds and subscripts take only values that are valid
//! dimensions or symbols where they are used (`Affine`).

use super::{program, Affine, Gen};
use std::fmt::Write;

/// The memref types: type, shape (`-1` dynamic), element type, and whether
/// the generator allocates it (the others come from casts and subviews).
const MEMREFS: &[(&str, &[i64], &str, bool)] = &[
    ("memref<16xf32>", &[16], "f32", true),
    ("memref<8x8xf32>", &[8, 8], "f32", true),
    ("memref<4x8xi32>", &[4, 8], "i32", true),
    ("memref<16xi64>", &[16], "i64", true),
    ("memref<8x4xf64>", &[8, 4], "f64", true),
    ("memref<10xindex>", &[10], "index", true),
    ("memref<?xf32>", &[-1], "f32", true),
    ("memref<?x8xi32>", &[-1, 8], "i32", true),
    ("memref<4x4xf32, strided<[8, 1]>>", &[4, 4], "f32", false),
    ("memref<8xf32, strided<[1], offset: 4>>", &[8], "f32", false),
];

/// `memref.cast`s from a static to a dynamic shape.
const CASTS: &[(&str, &str)] = &[
    ("memref<16xf32>", "memref<?xf32>"),
    ("memref<4x8xi32>", "memref<?x8xi32>"),
];

/// `memref.subview`s: source type, offsets/sizes/strides, result type.
const SUBVIEWS: &[(&str, &str, &str)] = &[
    (
        "memref<8x8xf32>",
        "[0, 0] [4, 4] [1, 1]",
        "memref<4x4xf32, strided<[8, 1]>>",
    ),
    (
        "memref<16xf32>",
        "[4] [8] [1]",
        "memref<8xf32, strided<[1], offset: 4>>",
    ),
];

/// Reduction kinds of `affine.parallel` by element type class (those
/// upstream's verifier allows on signless types).
const FLOAT_REDUCTIONS: &[&str] = &["addf", "mulf", "maximumf", "minimumf"];
const INT_REDUCTIONS: &[&str] = &["addi", "muli", "andi", "ori"];

/// A random module of `functions` functions with about `ops_per_function`
/// ops each, with `memref` and `affine` ops among the core dialects' ones;
/// deterministic for `seed`.
pub fn affine_program(seed: u64, functions: usize, ops_per_function: usize) -> String {
    program(seed, functions, ops_per_function, true)
}

/// `[a, b]`, or nothing for no symbols.
fn bracketed(syms: &[String]) -> String {
    if syms.is_empty() {
        String::new()
    } else {
        format!("[{}]", syms.join(", "))
    }
}

/// The shape and element type of a memref type of [`MEMREFS`].
fn memref_info(ty: &str) -> (&'static [i64], &'static str) {
    MEMREFS
        .iter()
        .find(|m| m.0 == ty)
        .map_or((&[][..], "f32"), |m| (m.1, m.2))
}

impl Gen {
    /// Sets the affine kind of the value defined last.
    pub(super) fn mark(&mut self, kind: super::Affine) {
        if let Some(v) = self.scopes.last_mut().and_then(|s| s.last_mut()) {
            v.affine = kind;
        }
    }

    /// A memref or affine op.
    pub(super) fn memory_op(&mut self, depth: usize) {
        let region_ok = depth < 6 && self.budget > 2;
        match self.rng.below(if region_ok { 100 } else { 66 }) {
            0..=7 => {
                self.alloc(depth);
            }
            8..=21 => self.affine_load(depth),
            22..=33 => self.affine_store(depth),
            34..=39 => self.memref_access(depth),
            40..=47 => self.affine_apply(depth),
            48..=53 => self.affine_min_max(depth),
            54..=65 => self.buffer_op(depth),
            66..=83 => self.affine_for(depth),
            84..=92 => self.affine_if(depth),
            _ => self.affine_parallel(depth),
        }
    }

    /// A new buffer: `memref.alloc` or `memref.alloca` of an allocatable
    /// type, dynamic sizes from `index` values.
    fn alloc(&mut self, depth: usize) -> (String, &'static str) {
        let kinds: Vec<_> = MEMREFS.iter().filter(|m| m.3).collect();
        let &&(ty, shape, _, _) = &kinds[self.rng.below(kinds.len())];
        let sizes: Vec<String> = shape
            .iter()
            .filter(|&&d| d < 0)
            .map(|_| self.operand("index", depth))
            .collect();
        let op = if self.chance(30) { "alloca" } else { "alloc" };
        let r = self.fresh();
        self.indent(depth);
        let _ = writeln!(self.out, "{r} = memref.{op}({}) : {ty}", sizes.join(", "));
        if op == "alloc" {
            self.allocated.push(r.clone());
        }
        self.define(r.clone(), ty);
        (r, ty)
    }

    /// A visible memref (a new one now and then, or when there is none).
    fn memref(&mut self, depth: usize) -> (String, &'static str) {
        let visible: Vec<(String, &'static str)> = self
            .scopes
            .iter()
            .flatten()
            .filter(|v| v.ty.starts_with("memref<"))
            .map(|v| (v.name.clone(), v.ty))
            .collect();
        if visible.is_empty() || self.chance(10) {
            return self.alloc(depth);
        }
        visible[self.rng.below(visible.len())].clone()
    }

    /// Visible `index` values usable as dimensions (`symbols`: as symbols).
    fn affine_values(&self, symbols: bool) -> Vec<String> {
        self.scopes
            .iter()
            .flatten()
            .filter(|v| match v.affine {
                Affine::Symbol => true,
                Affine::Dim => !symbols,
                Affine::Plain => false,
            })
            .map(|v| v.name.clone())
            .collect()
    }

    /// A value usable as a dimension (or a symbol), a new `index` constant
    /// when there is none or by chance. `inline`: for the SSA form of
    /// affine expressions, whose parser in `mlir-opt` 19 does not take a
    /// result number (`%r#0`) a second time.
    fn affine_operand(&mut self, symbol: bool, inline: bool, depth: usize) -> String {
        let mut values = self.affine_values(symbol);
        if inline {
            values.retain(|v| !v.contains('#'));
        }
        if values.is_empty() || self.chance(12) {
            return self.constant("index", depth).name;
        }
        // Recent values are likelier (induction variables of the loops
        // around).
        let n = values.len();
        let i = if self.chance(60) {
            n - 1 - self.rng.below(n.min(3))
        } else {
            self.rng.below(n)
        };
        values[i].clone()
    }

    /// A random affine expression over the leaves `dims` and `syms`
    /// (pure: multiplications, divisions and remainders by positive
    /// constants).
    fn affine_expr(&mut self, dims: &[String], syms: &[String], nest: usize) -> String {
        let leaf = |g: &mut Gen| -> String {
            let n = dims.len() + syms.len();
            if n == 0 || g.chance(10) {
                return format!("{}", g.rng.below(9));
            }
            let i = g.rng.below(n);
            if i < dims.len() {
                dims[i].clone()
            } else {
                syms[i - dims.len()].clone()
            }
        };
        let sub = |g: &mut Gen| -> String {
            if nest > 0 && g.chance(30) {
                format!("({})", g.affine_expr(dims, syms, nest - 1))
            } else {
                leaf(g)
            }
        };
        let c = 1 + self.rng.below(7);
        match self.rng.below(9) {
            0 | 1 => leaf(self),
            2 => format!("{} + {}", sub(self), sub(self)),
            3 => format!("{} - {}", sub(self), sub(self)),
            4 => format!("{} * {c}", sub(self)),
            5 => format!("{} floordiv {c}", sub(self)),
            6 => format!("{} mod {c}", sub(self)),
            7 => format!("{} ceildiv {c}", sub(self)),
            _ => format!("{} * {c} + {}", sub(self), sub(self)),
        }
    }

    /// `affine_map<(d0, ...)[s0, ...] -> (results)>(dims)[syms]` with
    /// operands in scope.
    fn affine_map_use(&mut self, results: usize, depth: usize) -> String {
        let nd = self.rng.below(3);
        let ns = self.rng.below(2);
        let dims: Vec<String> = (0..nd).map(|i| format!("d{i}")).collect();
        let syms: Vec<String> = (0..ns).map(|i| format!("s{i}")).collect();
        let exprs: Vec<String> = (0..results)
            .map(|_| self.affine_expr(&dims, &syms, 1))
            .collect();
        let dim_ops: Vec<String> = (0..nd)
            .map(|_| self.affine_operand(false, false, depth))
            .collect();
        let sym_ops: Vec<String> = (0..ns)
            .map(|_| self.affine_operand(true, false, depth))
            .collect();
        format!(
            "affine_map<({}){} -> ({})>({}){}",
            dims.join(", "),
            bracketed(&syms),
            exprs.join(", "),
            dim_ops.join(", "),
            bracketed(&sym_ops)
        )
    }

    /// An affine subscript over values in scope (`%i + 2`,
    /// `symbol(%n) floordiv 4`, ...).
    fn subscript(&mut self, depth: usize) -> String {
        let nd = 1 + self.rng.below(2);
        let dims: Vec<String> = (0..nd)
            .map(|_| self.affine_operand(false, true, depth))
            .collect();
        let syms: Vec<String> = if self.chance(30) {
            vec![format!(
                "symbol({})",
                self.affine_operand(true, true, depth)
            )]
        } else {
            Vec::new()
        };
        self.affine_expr(&dims, &syms, 1)
    }

    fn subscripts(&mut self, rank: usize, depth: usize) -> String {
        let subs: Vec<String> = (0..rank).map(|_| self.subscript(depth)).collect();
        subs.join(", ")
    }

    fn affine_load(&mut self, depth: usize) {
        let (m, ty) = self.memref(depth);
        let (shape, elem) = memref_info(ty);
        let subs = self.subscripts(shape.len(), depth);
        let r = self.fresh();
        self.indent(depth);
        let _ = writeln!(self.out, "{r} = affine.load {m}[{subs}] : {ty}");
        self.define(r, elem);
    }

    fn affine_store(&mut self, depth: usize) {
        let (m, ty) = self.memref(depth);
        let (shape, elem) = memref_info(ty);
        let v = self.operand(elem, depth);
        let subs = self.subscripts(shape.len(), depth);
        self.indent(depth);
        let _ = writeln!(self.out, "affine.store {v}, {m}[{subs}] : {ty}");
    }

    /// `memref.load` or `memref.store` at any `index` values.
    fn memref_access(&mut self, depth: usize) {
        let (m, ty) = self.memref(depth);
        let (shape, elem) = memref_info(ty);
        let indices: Vec<String> = shape.iter().map(|_| self.operand("index", depth)).collect();
        let indices = indices.join(", ");
        if self.chance(50) {
            let r = self.fresh();
            self.indent(depth);
            let _ = writeln!(self.out, "{r} = memref.load {m}[{indices}] : {ty}");
            self.define(r, elem);
        } else {
            let v = self.operand(elem, depth);
            self.indent(depth);
            let _ = writeln!(self.out, "memref.store {v}, {m}[{indices}] : {ty}");
        }
    }

    fn affine_apply(&mut self, depth: usize) {
        let map = self.affine_map_use(1, depth);
        let r = self.fresh();
        self.indent(depth);
        let _ = writeln!(self.out, "{r} = affine.apply {map}");
        let top = self.scopes.len() <= self.top_scopes;
        self.define(r, "index");
        if !top {
            self.mark(Affine::Dim);
        }
    }

    fn affine_min_max(&mut self, depth: usize) {
        let op = if self.chance(50) { "min" } else { "max" };
        let n = 1 + self.rng.below(3);
        let map = self.affine_map_use(n, depth);
        let r = self.fresh();
        self.indent(depth);
        let _ = writeln!(self.out, "{r} = affine.{op} {map}");
        self.define(r, "index");
    }

    /// `memref.dim`, `memref.cast`, `memref.subview` or `memref.dealloc`.
    fn buffer_op(&mut self, depth: usize) {
        let (m, ty) = self.memref(depth);
        match self.rng.below(4) {
            0 => {
                let rank = memref_info(ty).0.len();
                let i = self.fresh();
                self.indent(depth);
                let _ = writeln!(
                    self.out,
                    "{i} = arith.constant {} : index",
                    self.rng.below(rank)
                );
                self.define(i.clone(), "index");
                self.mark(Affine::Symbol);
                let r = self.fresh();
                self.indent(depth);
                let _ = writeln!(self.out, "{r} = memref.dim {m}, {i} : {ty}");
                self.define(r, "index");
            }
            1 => {
                if let Some(&(_, to)) = CASTS.iter().find(|c| c.0 == ty) {
                    let r = self.fresh();
                    self.indent(depth);
                    let _ = writeln!(self.out, "{r} = memref.cast {m} : {ty} to {to}");
                    self.define(r, to);
                }
            }
            2 => {
                if let Some(&(_, ranges, to)) = SUBVIEWS.iter().find(|s| s.0 == ty) {
                    let r = self.fresh();
                    self.indent(depth);
                    let _ = writeln!(self.out, "{r} = memref.subview {m}{ranges} : {ty} to {to}");
                    self.define(r, to);
                }
            }
            _ => {
                if self.allocated.contains(&m) {
                    self.indent(depth);
                    let _ = writeln!(self.out, "memref.dealloc {m} : {ty}");
                }
            }
        }
    }

    /// A loop bound: a constant, a symbol, or a map (`max`/`min` of
    /// several results).
    fn bound(&mut self, lower: bool, depth: usize) -> String {
        match self.rng.below(4) {
            0 => format!("{}", if lower { 0 } else { 4 } + self.rng.below(8)),
            1 => self.affine_operand(true, false, depth),
            _ => {
                let n = 1 + self.rng.below(2);
                let map = self.affine_map_use(n, depth);
                match (n, lower) {
                    (1, _) => map,
                    (_, true) => format!("max {map}"),
                    _ => format!("min {map}"),
                }
            }
        }
    }

    fn affine_for(&mut self, depth: usize) {
        let lb = self.bound(true, depth);
        let ub = self.bound(false, depth);
        let step = 1 + self.rng.below(4);
        let types = if self.chance(35) {
            self.results()
        } else {
            Vec::new()
        };
        let inits: Vec<String> = types.iter().map(|t| self.operand(t, depth)).collect();
        let iv = self.fresh();
        let iters: Vec<(String, &'static str)> = types.iter().map(|t| (self.fresh(), *t)).collect();
        let mut head = format!("affine.for {iv} = {lb} to {ub}");
        if step > 1 {
            let _ = write!(head, " step {step}");
        }
        if !types.is_empty() {
            let pairs: Vec<String> = iters
                .iter()
                .zip(&inits)
                .map(|((n, _), i)| format!("{n} = {i}"))
                .collect();
            let _ = write!(
                head,
                " iter_args({}) -> ({})",
                pairs.join(", "),
                types.join(", ")
            );
        }
        head.push_str(" {\n");
        self.indent(depth);
        let head_at = self.out.len();
        self.out.push_str(&head);
        let mut params = vec![(iv, "index")];
        params.extend(iters);
        self.region_with_dims(&params, 1, &types, "affine.yield", depth + 1);
        self.indent(depth);
        self.out.push_str("}\n");
        self.name_results(&types, head_at, &head, depth);
    }

    /// Defines the results of a region op whose head is at `head_at`.
    fn name_results(&mut self, types: &[&'static str], head_at: usize, head: &str, depth: usize) {
        if let Some(base) = self.define_results(types) {
            let names = if types.len() > 1 {
                format!("{base}:{}", types.len())
            } else {
                base
            };
            self.rewrite_head(head_at, &format!("{names} = {head}"), depth);
        }
    }

    fn affine_if(&mut self, depth: usize) {
        let nd = 1 + self.rng.below(2);
        let ns = self.rng.below(2);
        let dims: Vec<String> = (0..nd).map(|i| format!("d{i}")).collect();
        let syms: Vec<String> = (0..ns).map(|i| format!("s{i}")).collect();
        let constraints: Vec<String> = (0..1 + self.rng.below(3))
            .map(|_| {
                let e = self.affine_expr(&dims, &syms, 1);
                let c = self.rng.below(6);
                let op = if self.chance(20) { "==" } else { ">=" };
                format!("{e} - {c} {op} 0")
            })
            .collect();
        let dim_ops: Vec<String> = (0..nd)
            .map(|_| self.affine_operand(false, false, depth))
            .collect();
        let sym_ops: Vec<String> = (0..ns)
            .map(|_| self.affine_operand(true, false, depth))
            .collect();
        let types = if self.chance(40) {
            self.results()
        } else {
            Vec::new()
        };
        let with_else = !types.is_empty() || self.chance(50);
        let mut head = format!(
            "affine.if affine_set<({}){} : ({})>({}){}",
            dims.join(", "),
            bracketed(&syms),
            constraints.join(", "),
            dim_ops.join(", "),
            bracketed(&sym_ops)
        );
        if !types.is_empty() {
            let _ = write!(head, " -> ({})", types.join(", "));
        }
        head.push_str(" {\n");
        self.indent(depth);
        let head_at = self.out.len();
        self.out.push_str(&head);
        self.region(&[], &types, "affine.yield", depth + 1);
        self.indent(depth);
        if with_else {
            self.out.push_str("} else {\n");
            self.region(&[], &types, "affine.yield", depth + 1);
            self.indent(depth);
        }
        self.out.push_str("}\n");
        self.name_results(&types, head_at, &head, depth);
    }

    fn affine_parallel(&mut self, depth: usize) {
        let n = 1 + self.rng.below(2);
        let mut lbs = Vec::new();
        let mut ubs = Vec::new();
        for _ in 0..n {
            lbs.push(if self.chance(60) {
                "0".to_string()
            } else {
                self.subscript(depth)
            });
            ubs.push(if self.chance(40) {
                format!("{}", 1 + self.rng.below(16))
            } else {
                self.subscript(depth)
            });
        }
        let steps: Vec<String> = (0..n)
            .map(|_| format!("{}", 1 + self.rng.below(3)))
            .collect();
        let ivs: Vec<String> = (0..n).map(|_| self.fresh()).collect();
        let mut head = format!(
            "affine.parallel ({}) = ({}) to ({})",
            ivs.join(", "),
            lbs.join(", "),
            ubs.join(", ")
        );
        if steps.iter().any(|s| s != "1") {
            let _ = write!(head, " step ({})", steps.join(", "));
        }
        let mut types: Vec<&'static str> = Vec::new();
        let mut kinds = Vec::new();
        if self.chance(40) {
            for _ in 0..1 + self.rng.below(2) {
                if self.chance(50) {
                    types.push(self.pick(&["f16", "f32", "f64"]));
                    kinds.push(format!("\"{}\"", self.pick(FLOAT_REDUCTIONS)));
                } else {
                    types.push(self.pick(&["i8", "i16", "i32", "i64"]));
                    kinds.push(format!("\"{}\"", self.pick(INT_REDUCTIONS)));
                }
            }
            let _ = write!(
                head,
                " reduce ({}) -> ({})",
                kinds.join(", "),
                types.join(", ")
            );
        }
        head.push_str(" {\n");
        self.indent(depth);
        let head_at = self.out.len();
        self.out.push_str(&head);
        let params: Vec<(String, &'static str)> = ivs.into_iter().map(|v| (v, "index")).collect();
        self.region_with_dims(&params, n, &types, "affine.yield", depth + 1);
        self.indent(depth);
        self.out.push_str("}\n");
        self.name_results(&types, head_at, &head, depth);
    }
}

//! Random well-typed programs in the core dialects (`func`, `arith`, `scf`,
//! `cf`), written in their custom forms: the input of the property test that
//! compares `ir-opt` with `mlir-opt` 19 (`ir-opt/tests/core_property.rs`) and
//! of the large-program benchmark. Every program verifies: values are used
//! only where they dominate, types match each op's constraints, regions end
//! in the right terminator. Deterministic for a seed. [`affine_program`]
//! adds `memref` and `affine` ops to the mix (`affine`).

mod affine;

pub use affine::affine_program;

use crate::Rng;
use std::fmt::Write;

/// The scalar types the generator draws from.
const INTS: &[&str] = &["i1", "i8", "i16", "i32", "i64"];
const FLOATS: &[&str] = &["f16", "f32", "f64"];

/// Integer binary ops of `arith` (same type in and out).
const INT_BINARY: &[&str] = &[
    "addi",
    "subi",
    "muli",
    "divsi",
    "divui",
    "remsi",
    "remui",
    "ceildivsi",
    "floordivsi",
    "ceildivui",
    "andi",
    "ori",
    "xori",
    "shli",
    "shrsi",
    "shrui",
    "maxsi",
    "minsi",
    "maxui",
    "minui",
];
/// Of those, the ops that take `overflow<...>` flags.
const OVERFLOW_OPS: &[&str] = &["addi", "subi", "muli", "shli"];
/// Float binary ops of `arith`.
const FLOAT_BINARY: &[&str] = &[
    "addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf",
];
const CMPI: &[&str] = &[
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];
const CMPF: &[&str] = &[
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];
const FASTMATH: &[&str] = &["fast", "nnan", "ninf", "contract", "reassoc", "nsz"];

/// What an `index` value may be in an affine map (upstream's
/// `isValidDim`/`isValidSymbol`, conservatively: a value marked `Plain`
/// may be valid, but is never used as one).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Affine {
    /// Neither (or not an `index`).
    Plain,
    /// A dimension: an `affine.for`/`affine.parallel` induction variable or
    /// an `affine.apply` of dimensions and symbols.
    Dim,
    /// A symbol (and so a dimension too): a constant, or a value defined at
    /// the top level of the function.
    Symbol,
}

/// A value in scope: its name and type.
#[derive(Clone)]
struct Value {
    name: String,
    ty: &'static str,
    affine: Affine,
}

struct Gen {
    rng: Rng,
    out: String,
    next_value: usize,
    /// Values visible at the insertion point, innermost scope last; a scope
    /// is popped when its region ends.
    scopes: Vec<Vec<Value>>,
    /// Functions defined so far: name, argument types, result types.
    functions: Vec<(String, Vec<&'static str>, Vec<&'static str>)>,
    /// Ops still to emit in the current function (a budget).
    budget: usize,
    /// Whether `memref` and `affine` ops are generated too.
    memory: bool,
    /// How many of `scopes` are the function's top level (its arguments
    /// and the scope of the current block of its body).
    top_scopes: usize,
    /// The `memref.alloc` results (which `memref.dealloc` may free).
    allocated: Vec<String>,
}

/// A random module of `functions` functions with about `ops_per_function`
/// ops each, deterministic for `seed`.
pub fn core_program(seed: u64, functions: usize, ops_per_function: usize) -> String {
    program(seed, functions, ops_per_function, false)
}

/// A random module; with `memory`, `memref` and `affine` ops too.
fn program(seed: u64, functions: usize, ops_per_function: usize, memory: bool) -> String {
    let mut g = Gen {
        rng: Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1),
        out: String::new(),
        next_value: 0,
        scopes: Vec::new(),
        functions: Vec::new(),
        budget: 0,
        memory,
        top_scopes: 0,
        allocated: Vec::new(),
    };
    g.out.push_str("module {\n");
    for f in 0..functions {
        g.function(f, ops_per_function);
    }
    g.out.push_str("}\n");
    g.out
}

impl Gen {
    fn chance(&mut self, percent: usize) -> bool {
        self.rng.below(100) < percent
    }

    fn pick<T: Copy>(&mut self, v: &[T]) -> T {
        v[self.rng.below(v.len())]
    }

    fn scalar(&mut self) -> &'static str {
        match self.rng.below(10) {
            0..=4 => self.pick(INTS),
            5..=6 => "index",
            _ => self.pick(FLOATS),
        }
    }

    fn fresh(&mut self) -> String {
        self.next_value += 1;
        format!("%v{}", self.next_value)
    }

    fn define(&mut self, name: String, ty: &'static str) -> Value {
        let top = self.scopes.len() <= self.top_scopes;
        let affine = if ty == "index" && top {
            Affine::Symbol
        } else {
            Affine::Plain
        };
        let v = Value { name, ty, affine };
        self.scopes
            .last_mut()
            .expect("a scope is open")
            .push(v.clone());
        v
    }

    fn indent(&mut self, depth: usize) {
        for _ in 0..depth {
            self.out.push_str("  ");
        }
    }

    /// A visible value of type `ty`, made by a new constant when none is
    /// visible (or by chance, so constants meet other constants).
    fn operand(&mut self, ty: &'static str, depth: usize) -> String {
        let candidates: Vec<String> = self
            .scopes
            .iter()
            .flatten()
            .filter(|v| v.ty == ty)
            .map(|v| v.name.clone())
            .collect();
        if candidates.is_empty() || self.chance(15) {
            return self.constant(ty, depth).name;
        }
        // Recent values are likelier, so chains form.
        let n = candidates.len();
        let i = if self.chance(60) {
            n - 1 - self.rng.below(n.min(4))
        } else {
            self.rng.below(n)
        };
        candidates[i].clone()
    }

    fn constant(&mut self, ty: &'static str, depth: usize) -> Value {
        let name = self.fresh();
        let literal = match ty {
            "i1" => (if self.chance(50) { "true" } else { "false" }).to_string(),
            "f16" | "f32" | "f64" => {
                let special = ["0.0", "-0.0", "1.0", "-1.0", "0.5", "2.0", "3.25"];
                if self.chance(70) {
                    format!("{} : {ty}", self.pick(&special))
                } else {
                    let m = self.rng.below(100_000) as i64 - 50_000;
                    format!("{}.{} : {ty}", m / 100, (m % 100).abs())
                }
            }
            _ => {
                let small = [0i64, 1, -1, 2, 3, 7, 8, 16, 31, 63, 127, -128, 255];
                // A value that fits the type's signed range.
                let bits = match ty {
                    "i8" => 8,
                    "i16" => 16,
                    _ => 21,
                };
                let v = if self.chance(70) {
                    self.pick(&small)
                } else {
                    self.rng.below(1 << bits) as i64 - (1 << (bits - 1))
                };
                format!("{v} : {ty}")
            }
        };
        self.indent(depth);
        let _ = writeln!(self.out, "{name} = arith.constant {literal}");
        let mut v = self.define(name, ty);
        if ty == "index" {
            v.affine = Affine::Symbol;
            self.mark(Affine::Symbol);
        }
        v
    }

    fn function(&mut self, index: usize, ops: usize) {
        let nargs = self.rng.below(4);
        let args: Vec<&'static str> = (0..nargs).map(|_| self.scalar()).collect();
        let nresults = self.rng.below(3);
        let results: Vec<&'static str> = (0..nresults).map(|_| self.scalar()).collect();
        let name = format!("f{index}");
        self.scopes.push(Vec::new());
        self.top_scopes = 1;
        let mut params = Vec::new();
        for ty in &args {
            let v = self.fresh();
            params.push(format!("{v}: {ty}"));
            self.define(v, ty);
        }
        let _ = writeln!(
            self.out,
            "  func.func @{name}({}) -> ({}) {{",
            params.join(", "),
            results.join(", ")
        );
        self.budget = ops;
        if self.chance(40) {
            self.cfg_body(&results);
        } else {
            self.block_ops(2);
            self.terminator("func.return", &results, 2);
        }
        self.out.push_str("  }\n");
        self.scopes.pop();
        self.functions.push((name, args, results));
    }

    /// A function body of several blocks joined by `cf` branches. Blocks see
    /// the entry block's values (it dominates them all) and their own.
    fn cfg_body(&mut self, results: &[&'static str]) {
        let blocks = 2 + self.rng.below(3);
        let block_args: Vec<Vec<&'static str>> = (0..blocks)
            .map(|b| {
                if b == 0 {
                    Vec::new()
                } else {
                    (0..self.rng.below(3)).map(|_| self.scalar()).collect()
                }
            })
            .collect();
        let per_block = self.budget / blocks + 1;
        for b in 0..blocks {
            if b > 0 {
                self.scopes.push(Vec::new());
                self.top_scopes = 2;
                let mut params = Vec::new();
                for ty in &block_args[b] {
                    let v = self.fresh();
                    params.push(format!("{v}: {ty}"));
                    self.define(v, ty);
                }
                if params.is_empty() {
                    let _ = writeln!(self.out, "  ^bb{b}:");
                } else {
                    let _ = writeln!(self.out, "  ^bb{b}({}):", params.join(", "));
                }
            }
            self.budget = per_block;
            self.block_ops(2);
            // Branch forward only, but never to the entry block; the last
            // block returns.
            if b + 1 == blocks || (b > 0 && self.chance(20)) {
                self.terminator("func.return", results, 2);
            } else {
                let t = b + 1 + self.rng.below(blocks - b - 1);
                let dest = self.successor(t, &block_args[t], 2);
                if self.chance(50) && t + 1 < blocks {
                    let f = t + 1 + self.rng.below(blocks - t - 1);
                    let other = self.successor(f, &block_args[f], 2);
                    let cond = self.operand("i1", 2);
                    self.indent(2);
                    let _ = writeln!(self.out, "cf.cond_br {cond}, {dest}, {other}");
                } else {
                    self.indent(2);
                    let _ = writeln!(self.out, "cf.br {dest}");
                }
            }
            if b > 0 {
                self.scopes.pop();
                self.top_scopes = 1;
            }
        }
    }

    fn successor(&mut self, block: usize, args: &[&'static str], depth: usize) -> String {
        if args.is_empty() {
            return format!("^bb{block}");
        }
        let values: Vec<String> = args.iter().map(|t| self.operand(t, depth)).collect();
        format!("^bb{block}({} : {})", values.join(", "), args.join(", "))
    }

    fn terminator(&mut self, op: &str, types: &[&'static str], depth: usize) {
        let values: Vec<String> = types.iter().map(|t| self.operand(t, depth)).collect();
        self.indent(depth);
        if types.is_empty() {
            let _ = writeln!(self.out, "{op}");
        } else {
            let _ = writeln!(
                self.out,
                "{op} {} : {}",
                values.join(", "),
                types.join(", ")
            );
        }
    }

    fn block_ops(&mut self, depth: usize) {
        while self.budget > 0 {
            self.budget -= 1;
            self.op(depth);
        }
    }

    fn op(&mut self, depth: usize) {
        if self.memory && self.chance(45) {
            return self.memory_op(depth);
        }
        let region_ok = depth < 6 && self.budget > 2;
        match self.rng.below(if region_ok { 100 } else { 85 }) {
            0..=29 => self.int_binary(depth),
            30..=41 => self.float_op(depth),
            42..=51 => self.compare(depth),
            52..=57 => self.select(depth),
            58..=69 => self.cast(depth),
            70..=74 => {
                let ty = self.scalar();
                self.constant(ty, depth);
            }
            75..=84 => self.call(depth),
            85..=90 => self.scf_if(depth),
            91..=96 => self.scf_for(depth),
            _ => self.scf_while(depth),
        }
    }

    fn int_type(&mut self) -> &'static str {
        if self.chance(25) {
            "index"
        } else {
            self.pick(INTS)
        }
    }

    fn int_binary(&mut self, depth: usize) {
        let ty = self.int_type();
        let op = self.pick(INT_BINARY);
        let a = self.operand(ty, depth);
        let b = self.operand(ty, depth);
        let flags = if OVERFLOW_OPS.contains(&op) && self.chance(20) {
            format!(" overflow<{}>", self.pick(&["nsw", "nuw", "nsw, nuw"]))
        } else {
            String::new()
        };
        let r = self.fresh();
        self.indent(depth);
        let _ = writeln!(self.out, "{r} = arith.{op} {a}, {b}{flags} : {ty}");
        self.define(r, ty);
    }

    fn fastmath(&mut self) -> String {
        if self.chance(20) {
            format!(" fastmath<{}>", self.pick(FASTMATH))
        } else {
            String::new()
        }
    }

    fn float_op(&mut self, depth: usize) {
        let ty = self.pick(FLOATS);
        let a = self.operand(ty, depth);
        let r = self.fresh();
        if self.chance(15) {
            let fm = self.fastmath();
            self.indent(depth);
            let _ = writeln!(self.out, "{r} = arith.negf {a}{fm} : {ty}");
        } else {
            let op = self.pick(FLOAT_BINARY);
            let b = self.operand(ty, depth);
            let fm = self.fastmath();
            self.indent(depth);
            let _ = writeln!(self.out, "{r} = arith.{op} {a}, {b}{fm} : {ty}");
        }
        self.define(r, ty);
    }

    fn compare(&mut self, depth: usize) {
        let r = self.fresh();
        if self.chance(60) {
            let ty = self.int_type();
            let p = self.pick(CMPI);
            let a = self.operand(ty, depth);
            let b = self.operand(ty, depth);
            self.indent(depth);
            let _ = writeln!(self.out, "{r} = arith.cmpi {p}, {a}, {b} : {ty}");
        } else {
            let ty = self.pick(FLOATS);
            let p = self.pick(CMPF);
            let a = self.operand(ty, depth);
            let b = self.operand(ty, depth);
            self.indent(depth);
            let _ = writeln!(self.out, "{r} = arith.cmpf {p}, {a}, {b} : {ty}");
        }
        self.define(r, "i1");
    }

    fn select(&mut self, depth: usize) {
        let ty = self.scalar();
        let c = self.operand("i1", depth);
        let a = self.operand(ty, depth);
        let b = self.operand(ty, depth);
        let r = self.fresh();
        self.indent(depth);
        let _ = writeln!(self.out, "{r} = arith.select {c}, {a}, {b} : {ty}");
        self.define(r, ty);
    }

    fn cast(&mut self, depth: usize) {
        fn width(ty: &str) -> usize {
            ty.trim_start_matches(['i', 'f']).parse().unwrap_or(0)
        }
        let (op, from, to): (&str, &'static str, &'static str) = match self.rng.below(7) {
            0 | 1 => {
                // Integer widening or narrowing.
                let a = self.pick(INTS);
                let b = self.pick(INTS);
                if a == b {
                    ("index_cast", "index", a)
                } else if width(a) < width(b) {
                    (if self.chance(50) { "extsi" } else { "extui" }, a, b)
                } else {
                    ("trunci", a, b)
                }
            }
            2 => {
                let a = self.pick(&["i8", "i16", "i32", "i64"]);
                if self.chance(50) {
                    ("index_cast", a, "index")
                } else {
                    ("index_castui", "index", a)
                }
            }
            3 => {
                let a = self.pick(&["i8", "i16", "i32", "i64"]);
                let f = self.pick(FLOATS);
                (if self.chance(50) { "sitofp" } else { "uitofp" }, a, f)
            }
            4 => {
                let a = self.pick(&["i8", "i16", "i32", "i64"]);
                let f = self.pick(FLOATS);
                (if self.chance(50) { "fptosi" } else { "fptoui" }, f, a)
            }
            5 => {
                let a = self.pick(FLOATS);
                let b = self.pick(FLOATS);
                if a == b {
                    (
                        "bitcast",
                        a,
                        if a == "f32" {
                            "i32"
                        } else if a == "f64" {
                            "i64"
                        } else {
                            "i16"
                        },
                    )
                } else if width(a) < width(b) {
                    ("extf", a, b)
                } else {
                    ("truncf", a, b)
                }
            }
            _ => {
                let a = self.pick(INTS);
                ("extui", "i1", if a == "i1" { "i8" } else { a })
            }
        };
        let x = self.operand(from, depth);
        let r = self.fresh();
        self.indent(depth);
        let _ = writeln!(self.out, "{r} = arith.{op} {x} : {from} to {to}");
        self.define(r, to);
    }

    fn call(&mut self, depth: usize) {
        if self.functions.is_empty() {
            return self.int_binary(depth);
        }
        let i = self.rng.below(self.functions.len());
        let (name, args, results) = self.functions[i].clone();
        let values: Vec<String> = args.iter().map(|t| self.operand(t, depth)).collect();
        let names: Vec<String> = results.iter().map(|_| self.fresh()).collect();
        self.indent(depth);
        if !names.is_empty() {
            let _ = write!(self.out, "{} = ", names.join(", "));
        }
        let _ = writeln!(
            self.out,
            "func.call @{name}({}) : ({}) -> ({})",
            values.join(", "),
            args.join(", "),
            results.join(", ")
        );
        for (n, t) in names.into_iter().zip(results) {
            self.define(n, t);
        }
    }

    /// The ops of a nested region: a share of the budget, its own scope.
    fn region(
        &mut self,
        params: &[(String, &'static str)],
        yields: &[&'static str],
        terminator: &str,
        depth: usize,
    ) {
        self.region_with_dims(params, 0, yields, terminator, depth);
    }

    /// [`Gen::region`] whose first `dims` parameters are affine dimensions
    /// (the induction variables of `affine.for` and `affine.parallel`).
    fn region_with_dims(
        &mut self,
        params: &[(String, &'static str)],
        dims: usize,
        yields: &[&'static str],
        terminator: &str,
        depth: usize,
    ) {
        self.scopes.push(Vec::new());
        for (i, (n, t)) in params.iter().enumerate() {
            self.define(n.clone(), t);
            if i < dims {
                self.mark(Affine::Dim);
            }
        }
        let share = self.rng.below(self.budget.min(8) + 1);
        let rest = self.budget - share;
        self.budget = share;
        self.block_ops(depth);
        self.budget = rest;
        self.terminator(terminator, yields, depth);
        self.scopes.pop();
    }

    fn results(&mut self) -> Vec<&'static str> {
        let n = self.rng.below(3);
        (0..n).map(|_| self.scalar()).collect()
    }

    fn define_results(&mut self, types: &[&'static str]) -> Option<String> {
        if types.is_empty() {
            return None;
        }
        let base = self.fresh();
        for (i, ty) in types.iter().enumerate() {
            self.define(format!("{base}#{i}"), ty);
        }
        Some(base)
    }

    fn scf_if(&mut self, depth: usize) {
        let types = self.results();
        let cond = self.operand("i1", depth);
        let with_else = !types.is_empty() || self.chance(50);
        // The results are defined after the regions (they see nothing of
        // them), so reserve the name now and define it later.
        self.scopes.push(Vec::new());
        self.indent(depth);
        let head_at = self.out.len();
        let _ = writeln!(self.out, "scf.if {cond} {{");
        self.region(&[], &types, "scf.yield", depth + 1);
        self.indent(depth);
        if with_else {
            self.out.push_str("} else {\n");
            self.region(&[], &types, "scf.yield", depth + 1);
            self.indent(depth);
        }
        self.out.push_str("}\n");
        self.scopes.pop();
        if let Some(base) = self.define_results(&types) {
            let head = format!(
                "{} = scf.if {cond} -> ({}) {{\n",
                if types.len() > 1 {
                    format!("{base}:{}", types.len())
                } else {
                    base.clone()
                },
                types.join(", ")
            );
            self.rewrite_head(head_at, &head, depth);
        }
    }

    /// Replaces the line at `at` (an op's first line, written before its
    /// result names were known) by `head`.
    fn rewrite_head(&mut self, at: usize, head: &str, depth: usize) {
        let end = at + self.out[at..].find('\n').expect("a head line") + 1;
        let mut line = "  ".repeat(depth);
        line.push_str(head);
        self.out.replace_range(at - 2 * depth..end, &line);
    }

    fn scf_for(&mut self, depth: usize) {
        let lb = self.operand("index", depth);
        let ub = self.operand("index", depth);
        let step = self.constant("index", depth);
        // A constant step must be positive; a non-constant one is fine to
        // parse and verify.
        let step_name = step.name;
        let fixed = self.fresh();
        self.indent(depth);
        let _ = writeln!(
            self.out,
            "{fixed} = arith.constant {} : index",
            1 + self.rng.below(4)
        );
        let step_value = if self.chance(80) { fixed } else { step_name };
        let types = self.results();
        let inits: Vec<String> = types.iter().map(|t| self.operand(t, depth)).collect();
        let iv = self.fresh();
        let iters: Vec<(String, &'static str)> = types.iter().map(|t| (self.fresh(), *t)).collect();
        let mut head = format!("scf.for {iv} = {lb} to {ub} step {step_value}");
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
        self.region(&params, &types, "scf.yield", depth + 1);
        self.indent(depth);
        self.out.push_str("}\n");
        if let Some(base) = self.define_results(&types) {
            let names = if types.len() > 1 {
                format!("{base}:{}", types.len())
            } else {
                base
            };
            let head = format!("{names} = {head}");
            self.rewrite_head(head_at, &head, depth);
        }
    }

    fn scf_while(&mut self, depth: usize) {
        let types: Vec<&'static str> = {
            let n = 1 + self.rng.below(2);
            (0..n).map(|_| self.scalar()).collect()
        };
        let inits: Vec<String> = types.iter().map(|t| self.operand(t, depth)).collect();
        let before: Vec<(String, &'static str)> =
            types.iter().map(|t| (self.fresh(), *t)).collect();
        let pairs: Vec<String> = before
            .iter()
            .zip(&inits)
            .map(|((n, _), i)| format!("{n} = {i}"))
            .collect();
        let sig = format!("({}) -> ({})", types.join(", "), types.join(", "));
        self.indent(depth);
        let head_at = self.out.len();
        let head = format!("scf.while ({}) : {sig} {{\n", pairs.join(", "));
        self.out.push_str(&head);
        // The before region: a condition and the values passed on.
        self.scopes.push(Vec::new());
        for (n, t) in &before {
            self.define(n.clone(), t);
        }
        let share = self.rng.below(self.budget.min(5) + 1);
        let rest = self.budget - share;
        self.budget = share;
        self.block_ops(depth + 1);
        self.budget = rest;
        let cond = self.operand("i1", depth + 1);
        let passed: Vec<String> = types.iter().map(|t| self.operand(t, depth + 1)).collect();
        self.indent(depth + 1);
        let _ = writeln!(
            self.out,
            "scf.condition({cond}) {} : {}",
            passed.join(", "),
            types.join(", ")
        );
        self.scopes.pop();
        self.indent(depth);
        let after: Vec<(String, &'static str)> = types.iter().map(|t| (self.fresh(), *t)).collect();
        let params: Vec<String> = after.iter().map(|(n, t)| format!("{n}: {t}")).collect();
        let _ = writeln!(
            self.out,
            "}} do {{\n{}^bb0({}):",
            "  ".repeat(depth),
            params.join(", ")
        );
        self.region(&after, &types, "scf.yield", depth + 1);
        self.indent(depth);
        self.out.push_str("}\n");
        let base = self.define_results(&types).expect("while has results");
        let names = if types.len() > 1 {
            format!("{base}:{}", types.len())
        } else {
            base
        };
        self.rewrite_head(head_at, &format!("{names} = {head}"), depth);
    }
}

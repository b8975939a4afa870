//! Shared input generators for the benchmarks in `benches/benches/` and for
//! the side-by-side comparisons with LLVM 19's tools (`benches/compare.sh`).
//!
//! Every generator is deterministic (a fixed-seed PRNG), so the same command
//! measures the same input on every machine.
#![deny(missing_docs)]

use std::fmt::Write;

/// A small deterministic PRNG (SplitMix64): benchmark inputs must not depend
/// on a random-number crate's version.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator seeded with `seed`.
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }
}

pub mod uniquing;

/// A generic-form MLIR module with `num_ops` operations in one function body:
/// a mix of unregistered ops over ranked tensor types, some carrying `dense`
/// attributes, each op using earlier results so that use lists and dominance
/// are exercised. Both `ir-opt` and `mlir-opt` accept it with
/// `--allow-unregistered-dialect`.
pub fn generic_ops_program(num_ops: usize, seed: u64) -> String {
    let mut rng = Rng::new(seed);
    let mut out = String::with_capacity(num_ops * 110 + 256);
    let ty = "tensor<4x8xf32>";
    out.push_str("\"func.func\"() <{function_type = (");
    out.push_str(ty);
    out.push_str(", ");
    out.push_str(ty);
    out.push_str(") -> (), sym_name = \"bench\"}> ({\n");
    out.push_str("^bb0(%arg0: ");
    out.push_str(ty);
    out.push_str(", %arg1: ");
    out.push_str(ty);
    out.push_str("):\n");
    let operand = |rng: &mut Rng, defined: usize| -> String {
        if defined == 0 || rng.below(8) == 0 {
            format!("%arg{}", rng.below(2))
        } else {
            // Mostly recent values, sometimes far ones.
            let back = if rng.below(4) == 0 {
                rng.below(defined as u64) as usize
            } else {
                rng.below(defined.min(16) as u64) as usize
            };
            format!("%{}", defined - 1 - back)
        }
    };
    for i in 0..num_ops {
        match rng.below(4) {
            0 => {
                let v = rng.below(1000) as f32 / 8.0;
                let _ = writeln!(
                    out,
                    "  %{i} = \"bench.constant\"() {{value = dense<{v:.3}> : {ty}}} : () -> {ty}"
                );
            }
            1 => {
                let (a, b) = (operand(&mut rng, i), operand(&mut rng, i));
                let _ = writeln!(
                    out,
                    "  %{i} = \"bench.add\"({a}, {b}) : ({ty}, {ty}) -> {ty}"
                );
            }
            2 => {
                let a = operand(&mut rng, i);
                let k = rng.below(64);
                let _ = writeln!(
                    out,
                    "  %{i} = \"bench.scale\"({a}) {{factor = {k} : i64, mode = \"fast\"}} : ({ty}) -> {ty}"
                );
            }
            _ => {
                let (a, b, c) = (
                    operand(&mut rng, i),
                    operand(&mut rng, i),
                    operand(&mut rng, i),
                );
                let _ = writeln!(
                    out,
                    "  %{i} = \"bench.fma\"({a}, {b}, {c}) {{weights = dense<[1.0, 2.0]> : tensor<2xf32>}} : ({ty}, {ty}, {ty}) -> {ty}"
                );
            }
        }
    }
    out.push_str("  \"func.return\"() : () -> ()\n}) : () -> ()\n");
    out
}

/// A synthetic TableGen file with `num_classes` classes and `num_defs` defs
/// exercising template arguments, `let`, lists, dags, `foreach` and bang
/// operators: a workload for the evaluator that does not depend on LLVM's
/// headers being installed.
pub fn tablegen_program(num_classes: usize, num_defs: usize, seed: u64) -> String {
    let mut rng = Rng::new(seed);
    let mut out = String::with_capacity((num_classes + num_defs) * 160);
    out.push_str("def ins;\nclass Base<int n> {\n  int N = n;\n  list<int> Sq = !foreach(i, !range(n), !mul(i, i));\n}\n");
    for c in 0..num_classes.max(1) {
        let parent = if c == 0 {
            "Base<3>".to_string()
        } else {
            format!("C{}<!add(x, {})>", rng.below(c as u64), rng.below(5))
        };
        let _ = writeln!(
            out,
            "class C{c}<int x, string s = \"c{c}\"> : {parent} {{\n  string Name = !strconcat(s, \"_\", !cast<string>(x));\n  dag Args = (ins x, s);\n  bit Flag = !lt(x, {});\n}}",
            rng.below(100)
        );
    }
    for d in 0..num_defs {
        let c = rng.below(num_classes.max(1) as u64);
        let x = rng.below(32);
        if d % 10 == 0 {
            let _ = writeln!(
                out,
                "foreach i = 0...3 in\n  def D{d}_#i : C{c}<!add(i, {x})> {{ let Flag = 1; }}"
            );
        } else {
            let _ = writeln!(out, "def D{d} : C{c}<{x}, \"d{d}\">;");
        }
    }
    out
}

/// A function of `loops` `scf.for` loops in a row, each carrying an `i32`
/// through an `scf.if` whose else branch runs an `scf.while` (17 lines,
/// 8 blocks after `--convert-scf-to-cf`, per loop): the input of the
/// conversion benchmark.
pub fn scf_loops_program(loops: usize) -> String {
    let mut out = String::with_capacity(loops * 700 + 200);
    out.push_str(
        "func.func @loops(%lb: index, %ub: index, %st: index, %c: i1, %x: i32) -> i32 {\n",
    );
    let mut prev = "%x".to_string();
    for i in 0..loops {
        let _ = write!(
            out,
            "  %r{i} = scf.for %i{i} = %lb to %ub step %st iter_args(%a{i} = {prev}) -> (i32) {{
    %t{i} = scf.if %c -> (i32) {{
      %s{i} = arith.addi %a{i}, %a{i} : i32
      scf.yield %s{i} : i32
    }} else {{
      %w{i} = scf.while (%p{i} = %a{i}) : (i32) -> i32 {{
        %k{i} = arith.cmpi slt, %p{i}, %x : i32
        scf.condition(%k{i}) %p{i} : i32
      }} do {{
      ^bb0(%q{i}: i32):
        %m{i} = arith.muli %q{i}, %q{i} : i32
        scf.yield %m{i} : i32
      }}
      scf.yield %w{i} : i32
    }}
    scf.yield %t{i} : i32
  }}
"
        );
        prev = format!("%r{i}");
    }
    let _ = writeln!(out, "  return {prev} : i32\n}}");
    out
}

/// A function of `nests` affine loop nests in a row over three buffers,
/// each an `affine.for` whose inner loop has `max`/`min` map bounds and a
/// step, affine loads at `floordiv`/`mod`/`ceildiv` subscripts, an
/// `affine.apply`, an `affine.if` guarding a store, and an `affine.min` read by a `memref.load`;
/// every fourth nest an `affine.parallel` reduction instead (about 20
/// lines per nest): the input of the `--lower-affine` benchmark.
pub fn affine_loops_program(nests: usize) -> String {
    let mut out = String::with_capacity(nests * 1200 + 300);
    out.push_str(
        "func.func @nests(%A: memref<?x?xf32>, %B: memref<?xf32>, %C: memref<?x?xf32>, %n: index, %m: index) -> f32 {\n  %zero = arith.constant 0.0 : f32\n",
    );
    let mut acc = "%zero".to_string();
    for i in 0..nests {
        if i % 4 == 3 {
            let _ = write!(
                out,
                "  %r{i} = affine.parallel (%p{i}, %q{i}) = (0, 0) to (%n, min(%m, 64)) step (1, 2) reduce (\"addf\") -> (f32) {{
    %u{i} = affine.load %A[%p{i}, %q{i} floordiv 2] : memref<?x?xf32>
    %v{i} = affine.load %B[%p{i} * 2 + %q{i} mod 3] : memref<?xf32>
    %w{i} = arith.mulf %u{i}, %v{i} : f32
    affine.yield %w{i} : f32
  }}
  %s{i} = arith.addf {acc}, %r{i} : f32
"
            );
        } else {
            let _ = write!(
                out,
                "  %r{i} = affine.for %i{i} = 0 to %n iter_args(%a{i} = {acc}) -> (f32) {{
    %t{i} = affine.for %j{i} = max affine_map<(d0) -> (0, d0 - {k})>(%i{i}) to min affine_map<(d0)[s0] -> (s0, d0 + 16)>(%i{i})[%m] step 2 iter_args(%b{i} = %a{i}) -> (f32) {{
      %x{i} = affine.load %A[%i{i}, %j{i} floordiv 2] : memref<?x?xf32>
      %y{i} = affine.load %B[%j{i} mod 4 + %i{i} * 3] : memref<?xf32>
      %z{i} = arith.addf %x{i}, %y{i} : f32
      %e{i} = affine.apply affine_map<(d0, d1)[s0] -> (d0 * 3 + d1 ceildiv 4 + s0)>(%i{i}, %j{i})[%n]
      affine.if affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, s0 - d0 - 1 >= 0)>(%i{i}, %j{i})[%n] {{
        affine.store %z{i}, %C[%i{i}, %e{i}] : memref<?x?xf32>
      }}
      %g{i} = affine.min affine_map<(d0)[s0] -> (d0 + 1, s0)>(%j{i})[%m]
      %h{i} = memref.load %C[%g{i}, %j{i}] : memref<?x?xf32>
      %c{i} = arith.addf %b{i}, %h{i} : f32
      affine.yield %c{i} : f32
    }}
    affine.yield %t{i} : f32
  }}
  %s{i} = arith.addf {acc}, %r{i} : f32
",
                k = 1 + i % 5
            );
        }
        acc = format!("%s{i}");
    }
    let _ = writeln!(out, "  return {acc} : f32\n}}");
    out
}

/// A module of `func.func`s over `arith` with about `num_ops` ops in all
/// (custom syntax, as `mlir-opt` prints it): `i32` constants (many
/// repeated, some zeros and ones) and `addi`/`subi`/`muli`/`andi`/`ori`/
/// `xori`, a share of them recomputing an earlier expression (work for
/// `cse`) or foldable (work for `canonicalize`), each function returning
/// its last value.
pub fn func_arith_program(num_ops: usize, seed: u64) -> String {
    const OPS_PER_FUNC: usize = 200;
    const BINARY: [&str; 6] = ["addi", "subi", "muli", "andi", "ori", "xori"];
    let mut rng = Rng::new(seed);
    let mut out = String::with_capacity(num_ops * 48 + 64);
    out.push_str("module {\n");
    let funcs = num_ops.div_ceil(OPS_PER_FUNC).max(1);
    for f in 0..funcs {
        let _ = writeln!(out, "  func.func @f{f}(%arg0: i32, %arg1: i32) -> i32 {{");
        let mut values: Vec<String> = vec!["%arg0".into(), "%arg1".into()];
        // The binary expressions so far: (op, lhs, rhs) as value indices.
        let mut exprs: Vec<(usize, usize, usize)> = Vec::new();
        let pick = |rng: &mut Rng, n: usize| -> usize {
            if rng.below(4) == 0 {
                rng.below(n as u64) as usize
            } else {
                n - 1 - rng.below(n.min(8) as u64) as usize
            }
        };
        for i in 0..OPS_PER_FUNC - 1 {
            let name = format!("%{i}");
            let (op, a, b) = match rng.below(10) {
                0 | 1 => {
                    let v = [0, 1, 2, 3, 7, 42][rng.below(6) as usize];
                    let _ = writeln!(out, "    {name} = arith.constant {v} : i32");
                    values.push(name);
                    continue;
                }
                // The same expression again.
                2 if !exprs.is_empty() => exprs[rng.below(exprs.len() as u64) as usize],
                _ => {
                    let e = (
                        rng.below(BINARY.len() as u64) as usize,
                        pick(&mut rng, values.len()),
                        pick(&mut rng, values.len()),
                    );
                    exprs.push(e);
                    e
                }
            };
            let _ = writeln!(
                out,
                "    {name} = arith.{} {}, {} : i32",
                BINARY[op], values[a], values[b]
            );
            values.push(name);
        }
        let last = values.last().map_or("%arg0", String::as_str);
        let _ = writeln!(out, "    return {last} : i32\n  }}");
    }
    out.push_str("}\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generic_program_has_the_requested_ops() {
        let text = generic_ops_program(100, 1);
        assert_eq!(text.matches(" = \"bench.").count(), 100);
        assert_eq!(generic_ops_program(100, 1), text, "deterministic");
    }

    #[test]
    fn tablegen_program_evaluates() {
        let text = tablegen_program(20, 200, 7);
        let loaded = tblgen_core::tablegen::load_str(
            "bench.td",
            &text,
            &tblgen_core::tablegen::Options::default(),
        )
        .unwrap_or_else(|d| panic!("{}", d.list.len()));
        // Every tenth def is a `foreach` over four values.
        assert_eq!(loaded.records.defs().count(), 1 + 180 + 20 * 4);
        assert_eq!(loaded.records.classes().count(), 21);
    }
}

/// The inputs of the linear-cost benchmarks (issue 20's table): each grows
/// one dimension that once cost more than linear time.
pub mod scaling {
    use std::fmt::Write;

    /// One region of `n` blocks, each branching to the next (the printer
    /// once recomputed each block's predecessors by a scan).
    pub fn chained_blocks(n: usize) -> String {
        let mut out = String::with_capacity(n * 48 + 64);
        out.push_str("\"test.f\"() ({\n");
        for i in 0..n {
            let _ = write!(out, "^bb{i}:\n  \"test.br\"()[^bb{}] : () -> ()\n", i + 1);
        }
        let _ = write!(
            out,
            "^bb{n}:\n  \"test.ret\"() : () -> ()\n}}) : () -> ()\n"
        );
        out
    }

    /// `n` ops on one line (locations of one line once cost a walk of its
    /// columns).
    pub fn ops_on_one_line(n: usize) -> String {
        let mut out = String::with_capacity(n * 36 + 64);
        out.push_str("\"test.f\"() ({ ");
        for i in 0..n {
            let _ = write!(out, "%v{i} = \"test.c\"() : () -> i32 ");
        }
        out.push_str("\"test.ret\"() : () -> () }) : () -> ()\n");
        out
    }

    /// `n` ops located at `loc("f":1:i)`: one line of the file `f`.
    pub fn ops_located_on_one_line(n: usize) -> String {
        let mut out = String::with_capacity(n * 44 + 64);
        out.push_str("\"test.f\"() ({\n");
        for i in 0..n {
            let _ = writeln!(out, "  \"test.c\"() : () -> () loc(\"f\":1:{i})");
        }
        out.push_str("}) : () -> ()\n");
        out
    }

    /// A Toy program of `n` statements on one line.
    pub fn toy_statements_on_one_line(n: usize) -> String {
        let mut out = String::with_capacity(n * 20 + 64);
        out.push_str("def main() { ");
        for i in 0..n {
            let _ = write!(out, "var a{i} = [1, 2]; ");
        }
        out.push_str("print(a0); }\n");
        out
    }

    /// A Toy function of `n` parameters (on one line), called once.
    pub fn toy_parameters(n: usize) -> String {
        let mut out = String::with_capacity(n * 16 + 128);
        out.push_str("def f(");
        for i in 0..n {
            let _ = write!(out, "{}p{i}", if i > 0 { ", " } else { "" });
        }
        out.push_str(") { return p0; }\ndef main() { var a = [1, 2]; var b = f(");
        for i in 0..n {
            out.push_str(if i > 0 { ", a" } else { "a" });
        }
        out.push_str("); print(b); }\n");
        out
    }
}

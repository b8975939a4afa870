//! The DRR benchmarks' dialect (`drr/Ops.td`), its generated `AddZero`
//! pattern (`drr/Patterns.td`), the same rewrite written by hand, and the
//! input program. Included with `#[path]` by `benches/drr.rs` and
//! `src/bin/drr-bench.rs`.

/// The `bench` ops and the generated rewrite pattern.
#[allow(dead_code)]
pub mod ops {
    include!(concat!(env!("OUT_DIR"), "/ops.rs.inc"));

    /// The rewrite patterns of `drr/Patterns.td`.
    pub mod patterns {
        use super::*;
        include!(concat!(env!("OUT_DIR"), "/patterns.rs.inc"));
    }
}

use ir::{Context, OpId, PatternRewriter, RewritePattern};

/// `x + 0 → x` written by hand in Rust the way a pattern author would,
/// through the generated op wrappers.
pub struct HandAddZero;

impl RewritePattern for HandAddZero {
    fn root(&self) -> Option<&str> {
        Some("bench.addi")
    }
    fn benefit(&self) -> u16 {
        2
    }
    fn name(&self) -> &str {
        "HandAddZero"
    }
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rewriter;
        let Some(add) = ops::AddIOp::cast(ctx, op) else {
            return false;
        };
        let Some(def) = ctx.defining_op(add.rhs(ctx)) else {
            return false;
        };
        let Some(c) = ops::ConstantOp::cast(ctx, def) else {
            return false;
        };
        if c.value(ctx) != 0 {
            return false;
        }
        let x = add.lhs(ctx);
        rewriter.replace_op(op, &[x]).is_ok()
    }
}

/// The generated pattern alone.
pub fn generated() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(ops::patterns::AddZero)]
}

/// The hand-written pattern alone.
pub fn hand_written() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(HandAddZero)]
}

/// A chain of `n` additions of the constant `c` to a function argument, in
/// generic form for our parser (`dialect = true`: `bench.addi`) or for
/// `mlir-opt` (`arith.addi`, `arith.constant`), ending in a use of the last
/// sum. With `c = 0` every addition is rewritten away.
pub fn program(n: usize, c: i64, dialect: bool) -> String {
    use std::fmt::Write;
    let mut s = String::with_capacity(n * 64 + 256);
    if dialect {
        s.push_str("\"test.func\"() ({\n^bb0(%a: i64):\n");
        let _ = writeln!(
            s,
            "  %c0 = \"bench.constant\"() {{value = {} : i64}} : () -> i64",
            c
        );
        s.push_str("  %v0 = \"bench.addi\"(%a, %c0) : (i64, i64) -> i64\n");
        for i in 1..n {
            let _ = writeln!(
                s,
                "  %v{} = \"bench.addi\"(%v{}, %c0) : (i64, i64) -> i64",
                i,
                i - 1
            );
        }
        let _ = writeln!(s, "  \"test.use\"(%v{}) : (i64) -> ()", n - 1);
        s.push_str("}) : () -> ()\n");
    } else {
        s.push_str("func.func @f(%a: i64) -> i64 {\n");
        let _ = writeln!(s, "  %c0 = arith.constant {} : i64", c);
        s.push_str("  %v0 = arith.addi %a, %c0 : i64\n");
        for i in 1..n {
            let _ = writeln!(s, "  %v{} = arith.addi %v{}, %c0 : i64", i, i - 1);
        }
        let _ = writeln!(s, "  return %v{} : i64\n}}", n - 1);
    }
    s
}

/// A context with the `bench` ops registered (unregistered `test.*` ops allowed).
pub fn context() -> Context {
    let mut ctx = Context::new();
    ops::register(&mut ctx);
    ctx.allow_unregistered_dialects(true);
    ctx
}

/// Driver settings allowing every rewrite of a large program.
pub fn config() -> ir::GreedyConfig {
    ir::GreedyConfig {
        max_rewrites: usize::MAX,
        ..Default::default()
    }
}

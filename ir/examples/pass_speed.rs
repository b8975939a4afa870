//! Quick measurement (not a test): parses a generated program of N ops in
//! a small dialect registered by hand (constants and integer ops with
//! folders, functions), then times `canonicalize` and `cse` through the
//! pass manager. `cargo run --release -p ir --example pass_speed [N]`.

use std::fmt::Write;
use std::time::Instant;

use ir::pass::{parse_pass_pipeline, Nesting, OptionContext, PassManager, PassRegistry};
use ir::{
    Attribute, Context, DialectDefinition, FoldResult, OpDefinition, OpFoldResult, OpId, OpTrait,
};

fn fold_const(c: &mut Context, op: OpId, _: &[Option<Attribute>]) -> FoldResult {
    match c.attr(op, "value") {
        Some(a) => FoldResult::single(OpFoldResult::Attr(a)),
        None => FoldResult::Failure,
    }
}

fn fold_binary(c: &mut Context, op: OpId, k: &[Option<Attribute>]) -> FoldResult {
    let ty = c.value_type(c.result(op, 0));
    let add = c.op_is(op, "t.add");
    match (
        k[0].and_then(|a| c.as_integer(a)),
        k[1].and_then(|a| c.as_integer(a)),
    ) {
        (Some(x), Some(y)) => {
            let v = if add {
                x.wrapping_add(y)
            } else {
                x.wrapping_mul(y)
            } & 0xffff_ffff;
            FoldResult::single(OpFoldResult::Attr(c.integer_attr(ty, v)))
        }
        (_, Some(0)) if add => FoldResult::single(OpFoldResult::Value(c.operand(op, 0))),
        (_, Some(1)) if !add => FoldResult::single(OpFoldResult::Value(c.operand(op, 0))),
        _ => FoldResult::Failure,
    }
}

fn setup() -> Context {
    let mut c = Context::new();
    let mut d = DialectDefinition::new("t");
    d.materialize_constant = Some(|b, value, ty, loc| {
        Some(b.create_simple("t.const", loc, &[], &[ty], &[("value", value)]))
    });
    c.register_dialect(d);
    let mut k = OpDefinition::new("t.const");
    k.traits = vec![OpTrait::ConstantLike, OpTrait::Pure];
    k.fold = Some(fold_const);
    c.register_op(k);
    for name in ["t.add", "t.mul"] {
        let mut a = OpDefinition::new(name);
        a.traits = vec![OpTrait::Pure, OpTrait::Commutative];
        a.fold = Some(fold_binary);
        c.register_op(a);
    }
    let mut f = OpDefinition::new("t.func");
    f.traits = vec![OpTrait::IsolatedFromAbove];
    c.register_op(f);
    let mut r = OpDefinition::new("t.return");
    r.traits = vec![OpTrait::IsTerminator, OpTrait::ReturnLike, OpTrait::Pure];
    c.register_op(r);
    c
}

/// About `n` ops in functions of 200, repeated constants and expressions.
fn program(n: usize) -> String {
    let mut s = String::new();
    let mut seed = 42u64;
    let mut rnd = |m: u64| {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (seed >> 33) % m
    };
    for _ in 0..n.div_ceil(200) {
        s.push_str("\"t.func\"() ({\n^bb0(%a: i32, %b: i32):\n");
        let mut names = vec!["%a".to_string(), "%b".to_string()];
        for i in 0..199 {
            let name = format!("%v{i}");
            if rnd(5) == 0 {
                let v = [0, 1, 2, 3, 7][rnd(5) as usize];
                let _ = writeln!(
                    s,
                    "  {name} = \"t.const\"() {{value = {v} : i32}} : () -> i32"
                );
            } else {
                let op = if rnd(2) == 0 { "t.add" } else { "t.mul" };
                let len = names.len() as u64;
                let x = &names[(len - 1 - rnd(len.min(6))) as usize];
                let y = &names[(len - 1 - rnd(len.min(6))) as usize];
                let _ = writeln!(s, "  {name} = \"{op}\"({x}, {y}) : (i32, i32) -> i32");
            }
            names.push(name);
        }
        let _ = writeln!(s, "  \"t.return\"(%v198) : (i32) -> ()\n}}) : () -> ()");
    }
    s
}

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(300_000);
    let src = program(n);
    let mut registry = PassRegistry::new();
    ir::transforms::register_transforms_passes(&mut registry);
    let only = std::env::var("PIPELINE").ok();
    let pipelines = match &only {
        Some(p) => vec![p.as_str()],
        None => vec!["builtin.module(canonicalize)", "builtin.module(cse)"],
    };
    let repeat: usize = std::env::var("REPEAT")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    for pipeline in pipelines {
        let mut best = f64::MAX;
        for _ in 0..repeat {
            let mut c = setup();
            let t = Instant::now();
            let m = ir::parse_source(&mut c, &src, "gen.mlir").expect("parses");
            let parsed = t.elapsed();
            let mut cx = OptionContext::new(&registry, "pass_speed");
            let mut stream = String::new();
            let pm_text = parse_pass_pipeline(pipeline, &mut cx, &mut stream).expect("pipeline");
            let mut pm = PassManager::new("builtin.module", Nesting::Implicit);
            pm.set_pipeline(pm_text);
            pm.enable_verifier(std::env::var_os("NO_VERIFY").is_none());
            let t = Instant::now();
            pm.run(&mut c, m, &mut |_, _| {}).expect("runs");
            let ran = t.elapsed();
            best = best.min(ran.as_secs_f64());
            let text = ir::print_operation(&c, m, &ir::PrintOptions::default());
            println!(
                "{pipeline}: parse {:.3}s, pass {:.3}s, {} lines out",
                parsed.as_secs_f64(),
                ran.as_secs_f64(),
                text.lines().count()
            );
        }
        println!("{pipeline}: best pass time {best:.3}s");
    }
}

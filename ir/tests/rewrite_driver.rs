//! The greedy rewrite driver: folding with constant materialization, dead
//! code removal, patterns by benefit, and reported non-convergence.

mod common;

use common::{fold_add, fold_const};
use ir::rewrite::{apply_patterns_greedily, GreedyConfig};
use ir::{
    Attribute, Context, DialectDefinition, OpBuilder, OpDefinition, OpId, OpTrait, OperationState,
    PatternRewriter, PrintOptions, RewritePattern,
};

fn materialize(
    b: &mut OpBuilder<'_>,
    value: Attribute,
    ty: ir::Type,
    loc: ir::Location,
) -> Option<OpId> {
    Some(b.create_simple("t.const", loc, &[], &[ty], &[("value", value)]))
}

fn setup() -> Context {
    let mut c = Context::new();
    c.allow_unregistered_dialects(true);
    let mut d = DialectDefinition::new("t");
    d.materialize_constant = Some(materialize);
    d.allow_unknown_ops = true;
    c.register_dialect(d);
    let mut k = OpDefinition::new("t.const");
    k.traits = vec![
        OpTrait::ConstantLike,
        OpTrait::Pure,
        OpTrait::ZeroOperands,
        OpTrait::OneResult,
    ];
    k.fold = Some(fold_const);
    c.register_op(k);
    let mut a = OpDefinition::new("t.add");
    a.traits = vec![
        OpTrait::Pure,
        OpTrait::NOperands(2),
        OpTrait::OneResult,
        OpTrait::Commutative,
    ];
    a.fold = Some(fold_add);
    c.register_op(a);
    c
}

struct Double;
impl RewritePattern for Double {
    fn root(&self) -> Option<&str> {
        Some("t.double")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let x = rw.operand(op, 0);
        let ty = rw.value_type(rw.result(op, 0));
        let loc = rw.op_loc(op);
        let name = rw.op_name("t.add");
        let mut st = OperationState::new(name, loc);
        st.operands = vec![x, x];
        st.result_types = vec![ty];
        rw.replace_op_with_new(op, st).is_ok()
    }
}

fn parse(c: &mut Context, src: &str) -> OpId {
    ir::parse_source(c, src, "t.mlir").unwrap_or_else(|e| panic!("{}", e.render("t.mlir", src)))
}

fn generic(c: &Context, m: OpId) -> String {
    ir::print_operation(
        c,
        m,
        &PrintOptions {
            generic: true,
            ..Default::default()
        },
    )
}

#[test]
fn folds_materializes_and_removes_dead_code() {
    let mut c = setup();
    let m = parse(
        &mut c,
        "%a = \"t.const\"() {value = 1 : i32} : () -> i32
%b = \"t.const\"() {value = 2 : i32} : () -> i32
%s = \"t.add\"(%a, %b) : (i32, i32) -> i32
%d = \"t.double\"(%s) : (i32) -> i32
%z = \"t.const\"() {value = 0 : i32} : () -> i32
%e = \"t.add\"(%d, %z) : (i32, i32) -> i32
%unused = \"t.add\"(%a, %a) : (i32, i32) -> i32
\"t.sink\"(%e) : (i32) -> ()
",
    );
    let patterns: Vec<Box<dyn RewritePattern>> = vec![Box::new(Double)];
    let stats =
        apply_patterns_greedily(&mut c, m, &patterns, GreedyConfig::default()).expect("converges");
    assert!(
        stats.changed && stats.rewrites >= 1 && stats.folds >= 2 && stats.dead_erased >= 1,
        "{stats:?}"
    );
    ir::verify(&c, m).expect("still valid");
    assert_eq!(
        generic(&c, m),
        "\"builtin.module\"() ({\n  %0 = \"t.const\"() {value = 6 : i32} : () -> i32\n  \"t.sink\"(%0) : (i32) -> ()\n}) : () -> ()\n"
    );
}

struct Pick(&'static str, u16);
impl RewritePattern for Pick {
    fn root(&self) -> Option<&str> {
        Some("t.pick")
    }
    fn benefit(&self) -> u16 {
        self.1
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let loc = rw.op_loc(op);
        let name = rw.op_name(self.0);
        let st = OperationState::new(name, loc);
        rw.replace_op_with_new(op, st).is_ok()
    }
}

#[test]
fn highest_benefit_wins() {
    let mut c = setup();
    let m = parse(&mut c, "\"t.pick\"() : () -> ()\n");
    let patterns: Vec<Box<dyn RewritePattern>> = vec![
        Box::new(Pick("t.low", 1)),
        Box::new(Pick("t.high", 5)),
        Box::new(Pick("t.mid", 3)),
    ];
    apply_patterns_greedily(&mut c, m, &patterns, GreedyConfig::default()).expect("converges");
    assert_eq!(
        generic(&c, m),
        "\"builtin.module\"() ({\n  \"t.high\"() : () -> ()\n}) : () -> ()\n"
    );
}

#[test]
fn ping_pong_is_reported_not_hung() {
    let mut c = setup();
    let m = parse(&mut c, "\"t.ping\"() : () -> ()\n");
    struct Swap(&'static str, &'static str);
    impl RewritePattern for Swap {
        fn root(&self) -> Option<&str> {
            Some(self.0)
        }
        fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
            let loc = rw.op_loc(op);
            let name = rw.op_name(self.1);
            rw.replace_op_with_new(op, OperationState::new(name, loc))
                .is_ok()
        }
    }
    let patterns: Vec<Box<dyn RewritePattern>> = vec![
        Box::new(Swap("t.ping", "t.pong")),
        Box::new(Swap("t.pong", "t.ping")),
    ];
    let cfg = GreedyConfig {
        max_rewrites: 1000,
        ..GreedyConfig::default()
    };
    let e = apply_patterns_greedily(&mut c, m, &patterns, cfg).expect_err("must not converge");
    assert!(e.rewrites >= 1000, "{e:?}");
    assert!(e.to_string().contains("did not converge"));
    ir::verify(&c, m).expect("IR stays valid");
}

#[test]
fn modify_in_place_and_failure_reasons() {
    let mut c = setup();
    let m = parse(&mut c, "\"t.mark\"() : () -> ()\n");
    struct Mark;
    impl RewritePattern for Mark {
        fn root(&self) -> Option<&str> {
            Some("t.mark")
        }
        fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
            if rw.attr(op, "done").is_some() {
                return rw.notify_match_failure("already marked");
            }
            rw.modify_op_in_place(op, |c| {
                let u = c.unit_attr();
                let n = c.ident("done");
                c.set_attr(op, n, u).is_ok()
            })
        }
    }
    let patterns: Vec<Box<dyn RewritePattern>> = vec![Box::new(Mark)];
    let stats =
        apply_patterns_greedily(&mut c, m, &patterns, GreedyConfig::default()).expect("converges");
    assert_eq!(stats.rewrites, 1);
    assert_eq!(
        generic(&c, m),
        "\"builtin.module\"() ({\n  \"t.mark\"() {done} : () -> ()\n}) : () -> ()\n"
    );
}

/// `t.add(x, t.const 0) -> x` comparing the constant through
/// `PatternRewriter::cached_attr`, counting how often it is built.
struct AddZeroCached(std::rc::Rc<std::cell::Cell<usize>>);
impl RewritePattern for AddZeroCached {
    fn root(&self) -> Option<&str> {
        Some("t.add")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(def) = rw.defining_op(rw.operand(op, 1)) else {
            return false;
        };
        let Some(value) = rw.attr(def, "value") else {
            return false;
        };
        let zero = rw.cached_attr(std::any::TypeId::of::<Self>(), 0, |b| {
            self.0.set(self.0.get() + 1);
            b.i64_attr(0)
        });
        if value != zero {
            return false;
        }
        let x = rw.operand(op, 0);
        rw.replace_op(op, &[x]).is_ok()
    }
}

fn add_chain(n: usize, constant: i64) -> String {
    let mut s = format!(
        "%c = \"t.const\"() {{value = {} : i64}} : () -> i64\n",
        constant
    );
    s.push_str("%v0 = \"t.add\"(%c, %c) : (i64, i64) -> i64\n");
    for i in 1..n {
        s.push_str(&format!(
            "%v{} = \"t.add\"(%v{}, %c) : (i64, i64) -> i64\n",
            i,
            i - 1
        ));
    }
    s.push_str(&format!("\"t.sink\"(%v{}) : (i64) -> ()\n", n - 1));
    s
}

#[test]
fn cached_constants_are_built_once_per_run() {
    let built = std::rc::Rc::new(std::cell::Cell::new(0));
    let patterns: Vec<Box<dyn RewritePattern>> = vec![Box::new(AddZeroCached(built.clone()))];
    let no_fold = GreedyConfig {
        fold: false,
        ..GreedyConfig::default()
    };
    // Every attempt fails (the constant is 1): built once, nothing rewritten.
    let mut c = setup();
    let m = parse(&mut c, &add_chain(50, 1));
    let stats = apply_patterns_greedily(&mut c, m, &patterns, no_fold).expect("converges");
    assert_eq!((stats.rewrites, built.get()), (0, 1));
    // Every attempt succeeds; a new run (and context) builds it again, once.
    let mut c = setup();
    let m = parse(&mut c, &add_chain(50, 0));
    let stats = apply_patterns_greedily(&mut c, m, &patterns, no_fold).expect("converges");
    assert_eq!((stats.rewrites, built.get()), (50, 2));
    assert_eq!(
        generic(&c, m),
        "\"builtin.module\"() ({\n  %0 = \"t.const\"() {value = 0 : i64} : () -> i64\n  \"t.sink\"(%0) : (i64) -> ()\n}) : () -> ()\n"
    );
}

/// `applyOpPatternsAndFold`: only the given ops, and with
/// `ExistingAndNewOps` the ops their rewrites create, are processed.
#[test]
fn op_list_driver_keeps_to_its_ops() {
    use ir::rewrite::apply_op_patterns_greedily;
    use ir::Strictness;
    let src = "%c = \"t.const\"() {value = 2 : i32} : () -> i32
%a = \"t.double\"(%c) : (i32) -> i32
%b = \"t.double\"(%c) : (i32) -> i32
\"t.sink\"(%a, %b) : (i32, i32) -> ()
";
    let run = |strictness: Strictness| {
        let mut c = setup();
        let m = parse(&mut c, src);
        let body = c
            .walk_preorder(m)
            .into_iter()
            .filter(|&o| c.op_name_of(o) == "t.double")
            .collect::<Vec<_>>();
        let patterns: Vec<Box<dyn RewritePattern>> = vec![Box::new(Double)];
        apply_op_patterns_greedily(
            &mut c,
            &body[..1],
            &patterns,
            GreedyConfig::default(),
            strictness,
        )
        .expect("converges");
        ir::verify(&c, m).expect("still valid");
        generic(&c, m)
    };
    // The created `t.add` is left alone, and the second double too.
    let only = run(Strictness::ExistingOps);
    assert!(
        only.contains("\"t.add\"(%0, %0)") && only.contains("\"t.double\""),
        "{only}"
    );
    // The created `t.add` folds to a constant; the second double stays.
    for strictness in [Strictness::ExistingAndNewOps, Strictness::AnyOp] {
        let out = run(strictness);
        assert!(
            !out.contains("t.add")
                && out.contains("value = 4 : i32")
                && out.contains("\"t.double\""),
            "{out}"
        );
    }
}

#[test]
fn create_or_fold_in_a_rewriter_announces_only_what_stays() {
    let mut c = setup();
    let m = parse(
        &mut c,
        "%a = \"t.const\"() {value = 1 : i32} : () -> i32
%b = \"t.const\"() {value = 2 : i32} : () -> i32
\"t.sink\"(%a) : (i32) -> ()
",
    );
    let body = c.region_blocks(c.op_regions(m)[0])[0];
    let ops: Vec<OpId> = c.block_ops(body).collect();
    let (a, b, sink) = (c.result(ops[0], 0), c.result(ops[1], 0), ops[2]);
    let ty = c.value_type(a);
    let loc = c.op_loc(sink);
    let mut rw = PatternRewriter::new(&mut c);
    rw.set_insertion_point_before(sink);
    let add = rw.create_simple("t.add", loc, &[a, b], &[ty], &[]);
    // Folded to 3: the add is erased unannounced, the constant announced.
    let folded = ir::rewrite::create_or_fold(&mut rw, add);
    let events = rw.take_events();
    let konst = rw.defining_op(folded[0]).expect("a constant op");
    assert_ne!(konst, add);
    assert_eq!(events, vec![ir::rewrite::RewriteEvent::Created(konst)]);
    // Not folded (an operand is not constant): the op stays, announced.
    let unknown = rw.create_simple("t.opaque", loc, &[], &[ty], &[]);
    let u = rw.result(unknown, 0);
    let add = rw.create_simple("t.add", loc, &[u, a], &[ty], &[]);
    let kept = ir::rewrite::create_or_fold(&mut rw, add);
    assert_eq!(kept, vec![rw.result(add, 0)]);
    assert_eq!(
        rw.take_events(),
        vec![
            ir::rewrite::RewriteEvent::Created(unknown),
            ir::rewrite::RewriteEvent::Created(add)
        ]
    );
}

#[test]
fn unrealized_casts_that_undo_each_other_fold() {
    let mut c = setup();
    let m = parse(
        &mut c,
        "%a = \"t.src\"() : () -> i32
%b = \"t.src\"() : () -> i32
%c = \"t.src\"() : () -> i64
%in:2 = builtin.unrealized_conversion_cast %a, %b : i32, i32 to i64, i64
%out:2 = builtin.unrealized_conversion_cast %in#0, %in#1 : i64, i64 to i32, i32
%same = builtin.unrealized_conversion_cast %c : i64 to i64
%mixed:2 = builtin.unrealized_conversion_cast %c, %in#1 : i64, i64 to i32, i32
\"t.sink\"(%out#0, %out#1, %same, %mixed#0) : (i32, i32, i64, i32) -> ()
",
    );
    let patterns: Vec<Box<dyn RewritePattern>> = Vec::new();
    apply_patterns_greedily(&mut c, m, &patterns, GreedyConfig::default()).expect("converges");
    let text = ir::print_operation(&c, m, &PrintOptions::default());
    // The round trip and the no-op cast fold away; a cast that takes
    // another's results only in part stays.
    assert!(text.contains("\"t.sink\"(%0, %1, %2, %4#0)"), "{text}");
    assert_eq!(
        text.matches("unrealized_conversion_cast").count(),
        2,
        "{text}"
    );
}

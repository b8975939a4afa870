//! Verifier failures (each with its rendered diagnostic), hook order, and
//! parser robustness: errors with source line and caret, deep nesting, and a
//! mutation fuzz loop that must never panic.

use std::sync::Mutex;

use ir::{Context, OpDefinition, OpTrait};

/// Parses and verifies `src`; the error without the op it is about (the
/// messages are what these tests check; `op_is_shown_by_default` checks
/// the note).
fn parse_verify(c: &mut Context, src: &str) -> Result<ir::OpId, String> {
    c.set_print_op_on_diagnostic(false);
    let m = ir::parse_source(c, src, "in.mlir").map_err(|e| e.render("in.mlir", src))?;
    ir::verify(c, m).map_err(|d| d.render(c, &[("in.mlir", src)]))?;
    Ok(m)
}

fn err(src: &str) -> String {
    let mut c = Context::new();
    c.allow_unregistered_dialects(true);
    register_test_ops(&mut c);
    parse_verify(&mut c, src).expect_err("expected an error")
}

fn register_test_ops(c: &mut Context) {
    let mut one = OpDefinition::new("test.one_result");
    one.traits = vec![OpTrait::OneResult, OpTrait::ZeroOperands];
    c.register_op(one);
    let mut term = OpDefinition::new("test.ret");
    term.traits = vec![OpTrait::IsTerminator, OpTrait::ZeroResults];
    c.register_op(term);
    let mut same = OpDefinition::new("test.same");
    same.traits = vec![OpTrait::SameOperandsAndResultType];
    c.register_op(same);
    let mut bcast = OpDefinition::new("test.bcast");
    bcast.traits = vec![OpTrait::ResultsBroadcastableShape];
    c.register_op(bcast);
    let mut parent = OpDefinition::new("test.child");
    parent.traits = vec![OpTrait::HasParent(vec!["builtin.func".into()])];
    c.register_op(parent);
}

#[test]
fn op_is_shown_by_default() {
    // (MLIR's `Operation::emitError` attaches the op, generic form.)
    let src = "\"test.ret\"() : () -> ()\n\"t.x\"() : () -> ()\n";
    let mut c = Context::new();
    c.allow_unregistered_dialects(true);
    register_test_ops(&mut c);
    let m = ir::parse_source(&mut c, src, "in.mlir").expect("parses");
    let d = ir::verify(&c, m).expect_err("a terminator in the middle");
    assert_eq!(
        d.message,
        "'test.ret' op must be the last operation in the parent block"
    );
    let notes: Vec<&str> = d.notes.iter().map(|n| n.message.as_str()).collect();
    assert_eq!(notes, ["see current operation: \"test.ret\"() : () -> ()"]);
}

#[test]
fn trait_failures_have_diagnostics() {
    assert_eq!(
        err("%0:2 = \"test.one_result\"() : () -> (i32, i32)\n"),
        "in.mlir:1:8: error: 'test.one_result' op requires one result\n%0:2 = \"test.one_result\"() : () -> (i32, i32)\n       ^\n"
    );
    assert_eq!(
        err("%0 = \"t.x\"() : () -> i32\n%1 = \"test.same\"(%0) : (i32) -> f32\n"),
        "in.mlir:2:6: error: 'test.same' op requires the same type for all operands and results\n%1 = \"test.same\"(%0) : (i32) -> f32\n     ^\n"
    );
    assert_eq!(
        err("\"test.child\"() : () -> ()\n"),
        "in.mlir:1:1: error: 'test.child' op expects parent op 'builtin.func'\n\"test.child\"() : () -> ()\n^\n"
    );
}

#[test]
fn broadcastable_shapes_are_checked() {
    // (Upstream's `verifyCompatibleOperandBroadcast` messages.)
    let def = "%a = \"t.x\"() : () -> tensor<2x3xf32>\n%b = \"t.x\"() : () -> tensor<4xf32>\n";
    assert_eq!(
        err(&format!("{def}%0 = \"test.bcast\"(%a, %b) : (tensor<2x3xf32>, tensor<4xf32>) -> tensor<2x3xf32>\n")),
        "in.mlir:3:6: error: 'test.bcast' op operands don't have broadcast-compatible shapes\n%0 = \"test.bcast\"(%a, %b) : (tensor<2x3xf32>, tensor<4xf32>) -> tensor<2x3xf32>\n     ^\n"
    );
    let def = "%a = \"t.x\"() : () -> tensor<2x1xf32>\n%b = \"t.x\"() : () -> tensor<3xf32>\n";
    assert_eq!(
        err(&format!("{def}%0 = \"test.bcast\"(%a, %b) : (tensor<2x1xf32>, tensor<3xf32>) -> tensor<?x4xf32>\n")),
        "in.mlir:3:6: error: 'test.bcast' op result type '?x4' not broadcast compatible with broadcasted operands's shapes '2x3'\n%0 = \"test.bcast\"(%a, %b) : (tensor<2x1xf32>, tensor<3xf32>) -> tensor<?x4xf32>\n     ^\n"
    );
    let def = "%a = \"t.x\"() : () -> tensor<2xf32>\n%b = \"t.x\"() : () -> vector<2xf32>\n";
    assert_eq!(
        err(&format!("{def}%0 = \"test.bcast\"(%a, %b) : (tensor<2xf32>, vector<2xf32>) -> tensor<2xf32>\n")),
        "in.mlir:3:6: error: cannot broadcast vector with tensor\n%0 = \"test.bcast\"(%a, %b) : (tensor<2xf32>, vector<2xf32>) -> tensor<2xf32>\n     ^\n"
    );
    let mut c = Context::new();
    c.allow_unregistered_dialects(true);
    register_test_ops(&mut c);
    let ok = "%a = \"t.x\"() : () -> tensor<2x1xf32>\n%b = \"t.x\"() : () -> tensor<*xf32>\n%0 = \"test.bcast\"(%a, %a, %b) : (tensor<2x1xf32>, tensor<2x1xf32>, tensor<*xf32>) -> tensor<5x2x?xf32>\n";
    parse_verify(&mut c, ok).expect("broadcast-compatible");
}

#[test]
fn dialect_traits_are_checked_with_the_custom_ones() {
    fn no_operands(c: &Context, op: ir::OpId) -> Result<(), String> {
        if c.num_operands(op) == 0 {
            Ok(())
        } else {
            Err("takes no operands".into())
        }
    }
    let mut c = Context::new();
    c.allow_unregistered_dialects(true);
    assert!(!c.add_custom_trait_verifier("test.late", no_operands));
    c.register_op(OpDefinition::new("test.late"));
    assert!(c.add_custom_trait_verifier("test.late", no_operands));
    let src = "%a = \"t.x\"() : () -> i32\n\"test.late\"(%a) : (i32) -> ()\n";
    assert_eq!(
        parse_verify(&mut c, src).unwrap_err(),
        "in.mlir:2:1: error: 'test.late' op takes no operands\n\"test.late\"(%a) : (i32) -> ()\n^\n"
    );
}

#[test]
fn structural_failures_have_diagnostics() {
    // terminator in the middle of a block
    assert_eq!(
        err("func @f() {\n  \"test.ret\"() : () -> ()\n  \"t.x\"() : () -> ()\n}\n"),
        "in.mlir:2:3: error: 'test.ret' op must be the last operation in the parent block\n  \"test.ret\"() : () -> ()\n  ^\n"
    );
    // dominance inside an SSA region (func body)
    assert_eq!(
        err("func @f() {\n  \"t.use\"(%0) : (i32) -> ()\n  %0 = \"t.def\"() : () -> i32\n  \"test.ret\"() : () -> ()\n}\n"),
        "in.mlir:2:3: error: operand #0 does not dominate this use\n  \"t.use\"(%0) : (i32) -> ()\n  ^\nin.mlir:3:8: note: operand defined here (op in the same block)\n  %0 = \"t.def\"() : () -> i32\n       ^\n"
    );
    // an op's own failure wins over a dominance failure earlier in the walk
    // (dominance is checked in the same walk but reported last)
    assert_eq!(
        err("func @f() {\n  \"t.use\"(%0) : (i32) -> ()\n  %0 = \"t.def\"() : () -> i32\n  \"test.ret\"() : () -> ()\n  \"t.x\"() : () -> ()\n}\n"),
        "in.mlir:4:3: error: 'test.ret' op must be the last operation in the parent block\n  \"test.ret\"() : () -> ()\n  ^\n"
    );
    // of two dominance failures, the first in pre-order (inside a region
    // before the op after it)
    let e = err("func @f() {\n  \"t.r\"() ({\n    \"t.use\"(%1) : (i32) -> ()\n  }) : () -> ()\n  \"t.use\"(%0) : (i32) -> ()\n  %0 = \"t.def\"() : () -> i32\n  %1 = \"t.def\"() : () -> i32\n  \"test.ret\"() : () -> ()\n}\n");
    assert!(
        e.starts_with("in.mlir:3:5: error: operand #0 does not dominate this use\n"),
        "{e}"
    );
    // cross-block dominance
    let e = err("\"t.r\"() ({\n^bb0:\n  \"t.br\"()[^bb1, ^bb2] : () -> ()\n^bb1:\n  %0 = \"t.v\"() : () -> i32\n  \"t.br\"()[^bb2] : () -> ()\n^bb2:\n  \"t.use\"(%0) : (i32) -> ()\n}) : () -> ()\n");
    assert!(
        e.starts_with("in.mlir:8:3: error: operand #0 does not dominate this use\n"),
        "{e}"
    );
    // empty block in a multi-block region
    assert!(
        err("\"t.a\"() ({\n^bb0:\n  \"t.x\"() : () -> ()\n^bb1:\n}) : () -> ()\n")
            .starts_with("in.mlir:1:1: error: empty block: expect at least a terminator\n")
    );
    // registered non-terminator at the end of a multi-block region
    assert!(err("\"t.a\"() ({\n^bb0:\n  %0 = \"test.one_result\"() : () -> i32\n^bb1:\n  \"t.x\"() : () -> ()\n}) : () -> ()\n")
        .starts_with("in.mlir:3:8: error: block with no terminator, has %0 = \"test.one_result\"() : () -> i32\n"));
    // isolation: func body uses a value from outside
    assert!(err("%0 = \"t.v\"() : () -> i32\nfunc @f() {\n  \"t.use\"(%0) : (i32) -> ()\n  \"test.ret\"() : () -> ()\n}\n")
        .contains("error: use of undeclared SSA value name"));
}

#[test]
fn parse_errors_render_with_caret() {
    assert_eq!(err("\"t.a\"(%x) : (i32) -> ()\n"), "in.mlir:1:7: error: use of undeclared SSA value name\n\"t.a\"(%x) : (i32) -> ()\n      ^\n");
    assert_eq!(
        err("%0 = \"t.a\"() : () -> i32\n\"t.b\"(%0) : (f32) -> ()\n"),
        "in.mlir:2:7: error: use of value '%0' expects different type than prior uses: 'f32' vs 'i32'\n\"t.b\"(%0) : (f32) -> ()\n      ^\nin.mlir:1:1: note: prior use here\n%0 = \"t.a\"() : () -> i32\n^\n"
    );
    assert_eq!(
        err("\"t.a\"() {x = 256 : i8} : () -> ()\n"),
        "in.mlir:1:14: error: integer constant out of range for attribute\n\"t.a\"() {x = 256 : i8} : () -> ()\n             ^\n"
    );
    let mut c = Context::new();
    let e = parse_verify(&mut c, "\"t.a\"() : () -> ()\n").unwrap_err();
    assert!(e.contains("unregistered dialect"), "{e}");
}

static LOG: Mutex<Vec<&'static str>> = Mutex::new(Vec::new());

fn log(s: &'static str) {
    LOG.lock().unwrap_or_else(|p| p.into_inner()).push(s);
}
fn inv(_: &Context, _: ir::OpId) -> Result<(), String> {
    log("invariants");
    Ok(())
}
fn trait_v(_: &Context, _: ir::OpId) -> Result<(), String> {
    log("custom trait");
    Ok(())
}
fn ver(c: &Context, op: ir::OpId) -> Result<(), ir::Diagnostic> {
    log(if c.op_is(op, "hook.outer") {
        "outer verify"
    } else {
        "inner verify"
    });
    Ok(())
}
fn reg(c: &Context, op: ir::OpId) -> Result<(), ir::Diagnostic> {
    log(if c.op_is(op, "hook.outer") {
        "outer region verify"
    } else {
        "inner region verify"
    });
    if c.op_is(op, "hook.outer") {
        Err(ir::Diagnostic::op_error(c, op, "region verifier says no"))
    } else {
        Ok(())
    }
}

#[test]
fn hooks_run_in_ods_order() {
    let mut c = Context::new();
    for name in ["hook.outer", "hook.inner"] {
        let mut d = OpDefinition::new(name);
        d.verify_invariants = Some(inv);
        d.custom_trait_verifiers = vec![trait_v];
        d.verify = Some(ver);
        d.verify_regions = Some(reg);
        d.traits = vec![OpTrait::NoTerminator];
        c.register_op(d);
    }
    let src = "\"hook.outer\"() ({\n  \"hook.inner\"() : () -> ()\n}) : () -> ()\n";
    let e = parse_verify(&mut c, src).unwrap_err();
    assert_eq!(
        e,
        "in.mlir:1:1: error: 'hook.outer' op region verifier says no\n\"hook.outer\"() ({\n^\n"
    );
    let log = LOG.lock().unwrap_or_else(|p| p.into_inner()).clone();
    assert_eq!(
        log,
        vec![
            "invariants",
            "custom trait",
            "outer verify",
            "invariants",
            "custom trait",
            "inner verify",
            "inner region verify",
            "outer region verify"
        ]
    );
}

fn iface_a(c: &Context, op: ir::OpId) -> Result<(), ir::Diagnostic> {
    Err(ir::Diagnostic::op_error(c, op, "interface A says no"))
}
fn iface_b(c: &Context, op: ir::OpId) -> Result<(), ir::Diagnostic> {
    Err(ir::Diagnostic::op_error(c, op, "interface B says no"))
}

/// Interface verifiers run at their place among the traits (upstream's
/// `verifyTraits` runs traits and interfaces in the order the op lists
/// them).
#[test]
fn interface_verifiers_run_at_their_place_among_the_traits() {
    let mixed = "%0 = \"test.s\"() : () -> i32\n%1 = \"test.s\"() : () -> i64\n%2 = \"hook.mix\"(%0, %1) : (i32, i64) -> i32\n";
    let same = mixed
        .replace("(i32, i64)", "(i32, i32)")
        .replace("i64\n", "i32\n");
    let first_error = |src: &str, verifiers: Vec<ir::InterfaceVerifier>| {
        let mut c = Context::new();
        c.allow_unregistered_dialects(true);
        let mut d = OpDefinition::new("hook.mix");
        d.traits = vec![OpTrait::SameTypeOperands, OpTrait::ResultsAreBoolLike];
        d.interface_verifiers = verifiers;
        c.register_op(d);
        let e = parse_verify(&mut c, src).unwrap_err();
        e.lines().next().unwrap_or_default().to_string()
    };
    let at = |after_traits, verify| ir::InterfaceVerifier {
        after_traits,
        verify,
    };
    // Both traits fail: B, listed first, is reported; A after the first trait.
    assert_eq!(
        first_error(mixed, vec![at(1, iface_a), at(0, iface_b)]),
        "in.mlir:3:6: error: 'hook.mix' op interface B says no"
    );
    assert_eq!(
        first_error(mixed, vec![at(1, iface_a)]),
        "in.mlir:3:6: error: 'hook.mix' op requires all operands to have the same type"
    );
    // Only the second trait fails: A, listed between them, comes first.
    assert_eq!(
        first_error(&same, vec![at(1, iface_a)]),
        "in.mlir:3:6: error: 'hook.mix' op interface A says no"
    );
    assert_eq!(
        first_error(&same, vec![at(2, iface_a)]),
        "in.mlir:3:6: error: 'hook.mix' op requires a bool result type"
    );
}

#[test]
fn deep_nesting_is_a_clean_error() {
    let n = 100_000;
    let mut s = String::new();
    for _ in 0..n {
        s.push_str("\"t.r\"() ({\n");
    }
    for _ in 0..n {
        s.push_str("}) : () -> ()\n");
    }
    let mut c = Context::new();
    c.allow_unregistered_dialects(true);
    let e = ir::parse_source(&mut c, &s, "deep.mlir").unwrap_err();
    assert!(
        e.message.contains("exceeded maximum nesting depth"),
        "{}",
        e.message
    );
    for (open, close) in [
        ("[", "]"),
        ("tuple<", ">"),
        ("{a = ", "}"),
        ("dense<[", "]>"),
    ] {
        let src = format!(
            "\"t.a\"() {{x = {}1{}}} : () -> ()",
            open.repeat(n),
            close.repeat(n)
        );
        let e = ir::parse_source(&mut c, &src, "deep.mlir").unwrap_err();
        assert!(
            e.message.contains("nesting depth") || e.message.contains("expected"),
            "{}",
            e.message
        );
    }
    let src = format!(
        "\"t.a\"() : () -> () loc({}\"a\":1:1{})",
        "fused[".repeat(n),
        "]".repeat(n)
    );
    assert!(ir::parse_source(&mut c, &src, "deep.mlir").is_err());
}

#[test]
fn mutated_inputs_never_panic() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../ir-opt/tests/corpus");
    let mut seeds: Vec<String> = std::fs::read_dir(dir)
        .expect("corpus")
        .filter_map(|e| e.ok())
        .filter(|e| e.path().extension().is_some_and(|x| x == "mlir"))
        .filter_map(|e| std::fs::read_to_string(e.path()).ok())
        .collect();
    seeds.sort();
    let mut state: u64 = 0x1234_5678_9abc_def1;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let alphabet = b"()[]{}<>:,=%^#!@\"\\-x0123456789.e fi";
    let iters: usize = std::env::var("FUZZ_ITERS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(3000);
    for i in 0..iters {
        let seed = &seeds[i % seeds.len()];
        let mut bytes = seed.clone().into_bytes();
        for _ in 0..(next() % 4 + 1) {
            if bytes.is_empty() {
                break;
            }
            let pos = (next() % bytes.len() as u64) as usize;
            match next() % 3 {
                0 => bytes[pos] = alphabet[(next() % alphabet.len() as u64) as usize],
                1 => {
                    bytes.remove(pos);
                }
                _ => bytes.insert(pos, alphabet[(next() % alphabet.len() as u64) as usize]),
            }
        }
        let Ok(text) = String::from_utf8(bytes) else {
            continue;
        };
        let mut c = Context::new();
        c.allow_unregistered_dialects(true);
        if let Ok(m) = ir::parse_source(&mut c, &text, "fuzz.mlir") {
            if ir::verify(&c, m).is_ok() {
                let out = ir::print_operation(
                    &c,
                    m,
                    &ir::PrintOptions {
                        generic: true,
                        debug_info: true,
                        local_scope: false,
                        resource_string_limit: None,
                        skip_regions: false,
                        ..Default::default()
                    },
                );
                let mut c2 = Context::new();
                c2.allow_unregistered_dialects(true);
                let m2 = ir::parse_source(&mut c2, &out, "again.mlir").unwrap_or_else(|e| {
                    panic!("re-parse failed: {}\n{out}", e.render("again.mlir", &out))
                });
                let out2 = ir::print_operation(
                    &c2,
                    m2,
                    &ir::PrintOptions {
                        generic: true,
                        debug_info: true,
                        local_scope: false,
                        resource_string_limit: None,
                        skip_regions: false,
                        ..Default::default()
                    },
                );
                assert_eq!(out, out2);
            }
        }
    }
}

//! Dialect conversion: a small `src` dialect (64-bit integers) lowered to a
//! `dst` dialect (32-bit integers) with a type converter, block signature
//! conversion, conversion patterns reading their remapped operands, a plain
//! rewrite pattern run as a conversion pattern, materializations where
//! converted and unconverted IR meet, and a pattern that fails after
//! changing the IR. A conversion that cannot complete leaves the input
//! exactly as it was.

use ir::conversion::{
    apply_full_conversion, apply_partial_conversion, rewrite_patterns, ConversionPattern,
    ConversionRewriter, ConversionTarget, TypeConverter,
};
use ir::rewrite::{PatternRewriter, RewritePattern};
use ir::{Context, OpDefinition, OpId, OpTrait, OperationState, PrintOptions, Value};

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.allow_unregistered_dialects(true);
    let op = |name: &str, traits: Vec<OpTrait>| {
        let mut d = OpDefinition::new(name);
        d.traits = traits;
        d
    };
    for d in [
        op(
            "src.func",
            vec![OpTrait::IsolatedFromAbove, OpTrait::OneRegion],
        ),
        op("src.ret", vec![OpTrait::IsTerminator]),
        op("src.const", vec![OpTrait::Pure, OpTrait::OneResult]),
        op("src.add", vec![OpTrait::Pure, OpTrait::OneResult]),
        op("src.mul", vec![OpTrait::OneResult]),
        op("src.print", vec![]),
        op("dst.const", vec![OpTrait::Pure, OpTrait::OneResult]),
        op("dst.add", vec![OpTrait::Pure, OpTrait::OneResult]),
        op("dst.ret", vec![OpTrait::IsTerminator]),
        op("dst.wide", vec![OpTrait::Pure, OpTrait::OneResult]),
        op("dst.narrow", vec![OpTrait::Pure, OpTrait::OneResult]),
    ] {
        ctx.register_op(d);
    }
    ctx
}

const INPUT: &str = r#""src.func"() ({
^bb0(%a: i64):
  %0 = "src.const"() {value = 7 : i64} : () -> i64
  %1 = "src.add"(%a, %0) : (i64, i64) -> i64
  "src.print"(%a) : (i64) -> ()
  "src.ret"(%1) : (i64) -> ()
}) : () -> ()
"#;

fn parse(ctx: &mut Context, text: &str) -> OpId {
    ir::parse_source(ctx, text, "in.mlir").expect("parses")
}

fn print(ctx: &Context, op: OpId) -> String {
    let opts = PrintOptions {
        generic: true,
        ..Default::default()
    };
    ir::print_operation(ctx, op, &opts)
}

/// i64 → i32; other types stay. Materializations: `dst.wide` (i32 → i64,
/// for unconverted users) and `dst.narrow` (i64 → i32).
fn converter() -> TypeConverter {
    let mut tc = TypeConverter::new();
    tc.add_conversion(|_, t| Some(t));
    tc.add_conversion(|ctx, t| ctx.is_integer(t, 64).then(|| ctx.integer_type(32)));
    let bridge = |name: &'static str| {
        move |b: &mut ir::OpBuilder<'_>, ty: ir::Type, inputs: &[Value], loc: ir::Location| {
            let op = b.create_simple(name, loc, inputs, &[ty], &[]);
            Some(b.result(op, 0))
        }
    };
    tc.add_source_materialization(bridge("dst.wide"));
    tc.add_target_materialization(bridge("dst.narrow"));
    tc
}

/// `src.func`: its block arguments take the converted types.
struct FuncSignature;
impl ConversionPattern for FuncSignature {
    fn root(&self) -> Option<&str> {
        Some("src.func")
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let Some(tc) = rw.type_converter() else {
            return false;
        };
        let region = rw.op_region(op, 0);
        let i32t = rw.i32();
        let needs = rw
            .region_blocks(region)
            .iter()
            .any(|&b| rw.block_args(b).iter().any(|&a| rw.value_type(a) != i32t));
        needs && rw.convert_region_types(region, tc).is_ok()
    }
}

/// `src.const` → `dst.const` of the converted type.
struct ConstLowering;
impl ConversionPattern for ConstLowering {
    fn root(&self) -> Option<&str> {
        Some("src.const")
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let Some(v) = rw.attr(op, "value").and_then(|a| rw.as_integer(a)) else {
            return false;
        };
        let i32t = rw.i32();
        let loc = rw.op_loc(op);
        let value = rw.integer_attr(i32t, v as i64);
        let name = rw.op_name("dst.const");
        let mut st = OperationState::new(name, loc);
        st.result_types.push(i32t);
        let n = rw.ident("value");
        st.attributes.push((n, value));
        rw.replace_op_with_new_op(op, st).is_ok()
    }
}

/// `src.add` → `dst.add` of the remapped (converted) operands.
struct AddLowering;
impl ConversionPattern for AddLowering {
    fn root(&self) -> Option<&str> {
        Some("src.add")
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let i32t = rw.i32();
        let loc = rw.op_loc(op);
        let new = rw.create_simple("dst.add", loc, operands, &[i32t], &[]);
        let r = rw.result(new, 0);
        rw.replace_op(op, &[r]).is_ok()
    }
}

/// `src.ret` → `dst.ret`, a plain rewrite pattern (as DRR rules are).
struct RetLowering;
impl RewritePattern for RetLowering {
    fn root(&self) -> Option<&str> {
        Some("src.ret")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let loc = rw.op_loc(op);
        let operands: Vec<Value> = rw
            .operands(op)
            .into_iter()
            .map(|v| rw.remapped(v))
            .collect();
        rw.create_simple("dst.ret", loc, &operands, &[], &[]);
        rw.erase_op(op).is_ok()
    }
}

/// Starts lowering `src.mul`, then gives up: what it built must go.
struct GivesUp;
impl ConversionPattern for GivesUp {
    fn root(&self) -> Option<&str> {
        Some("src.mul")
    }
    fn benefit(&self) -> u16 {
        5
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let i32t = rw.i32();
        let loc = rw.op_loc(op);
        rw.create_simple("dst.add", loc, operands, &[i32t], &[]);
        rw.modify_op_in_place(op, |ctx| {
            let unit = ctx.unit_attr();
            let n = ctx.ident("touched");
            let _ = ctx.set_attr(op, n, unit);
        });
        false
    }
}

fn patterns() -> Vec<Box<dyn ConversionPattern>> {
    let mut v: Vec<Box<dyn ConversionPattern>> = vec![
        Box::new(FuncSignature),
        Box::new(ConstLowering),
        Box::new(AddLowering),
        Box::new(GivesUp),
    ];
    v.extend(rewrite_patterns(vec![Box::new(RetLowering)]));
    v
}

fn target() -> ConversionTarget {
    let mut t = ConversionTarget::new();
    t.add_legal_dialect("dst");
    t.add_legal_op("builtin.module");
    t.add_illegal_op("src.const");
    t.add_illegal_op("src.add");
    t.add_illegal_op("src.ret");
    t.add_illegal_op("src.mul");
    t.add_dynamically_legal_op("src.func", |ctx, op| {
        let r = ctx.op_region(op, 0);
        ctx.region_blocks(r).iter().all(|&b| {
            ctx.block_args(b)
                .iter()
                .all(|&a| ctx.is_integer(ctx.value_type(a), 32))
        })
    });
    t
}

#[test]
fn a_dialect_lowers_with_type_conversion_and_materializations() {
    let mut ctx = context();
    let m = parse(&mut ctx, INPUT);
    let tc = converter();
    apply_partial_conversion(&mut ctx, m, &target(), &patterns(), Some(&tc)).expect("converts");
    assert_eq!(
        print(&ctx, m),
        "\"builtin.module\"() ({\n  \"src.func\"() ({\n  ^bb0(%arg0: i32):\n    %0 = \"dst.wide\"(%arg0) : (i32) -> i64\n    %1 = \"dst.const\"() {value = 7 : i32} : () -> i32\n    %2 = \"dst.add\"(%arg0, %1) : (i32, i32) -> i32\n    \"src.print\"(%0) : (i64) -> ()\n    \"dst.ret\"(%2) : (i32) -> ()\n  }) : () -> ()\n}) : () -> ()\n"
    );
    ir::verify(&ctx, m)
        .map_err(|d| d.render(&ctx, &[]))
        .expect("valid");
}

#[test]
fn a_failing_conversion_leaves_the_input_untouched() {
    let mut ctx = context();
    let text = INPUT.replace(
        "  \"src.print\"(%a) : (i64) -> ()\n",
        "  \"src.print\"(%a) : (i64) -> ()\n  %2 = \"src.mul\"(%a, %1) : (i64, i64) -> i64\n",
    );
    let m = parse(&mut ctx, &text);
    let before = print(&ctx, m);
    let tc = converter();
    let err = apply_partial_conversion(&mut ctx, m, &target(), &patterns(), Some(&tc))
        .expect_err("src.mul cannot be lowered");
    let rendered = err.render(&ctx, &[("in.mlir", text.as_str())]);
    assert!(
        rendered.starts_with("in.mlir:6:8: error: failed to legalize operation 'src.mul' that was explicitly marked illegal\n"),
        "{rendered}"
    );
    assert!(
        rendered.contains("note: see current operation: %"),
        "{rendered}"
    );
    // Everything the successful patterns did, and what the failing one
    // started, is gone: the input is as it was.
    assert_eq!(print(&ctx, m), before);
    ir::verify(&ctx, m)
        .map_err(|d| d.render(&ctx, &[]))
        .expect("valid");
}

#[test]
fn a_full_conversion_fails_on_an_op_left_unconverted() {
    let mut ctx = context();
    let m = parse(&mut ctx, INPUT);
    let before = print(&ctx, m);
    let tc = converter();
    let err = apply_full_conversion(&mut ctx, m, &target(), &patterns(), Some(&tc))
        .expect_err("src.print has no rule");
    assert_eq!(err.message, "failed to legalize operation 'src.print'");
    assert_eq!(print(&ctx, m), before);
    // With src.print legal, the full conversion succeeds.
    let mut t = target();
    t.add_legal_op("src.print");
    apply_full_conversion(&mut ctx, m, &t, &patterns(), Some(&tc)).expect("converts");
    assert!(!print(&ctx, m).contains("\"src.add\""));
}

#[test]
fn missing_materializations_are_errors_and_undone() {
    let mut ctx = context();
    let m = parse(&mut ctx, INPUT);
    let before = print(&ctx, m);
    // No source materialization: `src.print` keeps needing an i64.
    let mut tc = TypeConverter::new();
    tc.add_conversion(|_, t| Some(t));
    tc.add_conversion(|ctx, t| ctx.is_integer(t, 64).then(|| ctx.integer_type(32)));
    let err = apply_partial_conversion(&mut ctx, m, &target(), &patterns(), Some(&tc))
        .expect_err("no materialization");
    assert_eq!(
        err.message,
        "failed to legalize unresolved materialization from ('i32') to 'i64' that remained live after conversion"
    );
    // As upstream's: no note names the argument's user (it is rewired to
    // the materialization only when the conversion commits).
    assert_eq!(err.notes.len(), 1, "{:?}", err.notes);
    assert_eq!(print(&ctx, m), before);
}

/// An op that is not legal is folded before any pattern is tried
/// (upstream's `legalizeWithFold`): `src.id` folds to its operand, so a
/// partial conversion without patterns replaces it; a constant is left
/// alone.
#[test]
fn ops_fold_before_patterns() {
    let mut ctx = context();
    let mut id = OpDefinition::new("src.id");
    id.traits = vec![OpTrait::OneResult];
    id.fold =
        Some(|ctx, op, _| ir::FoldResult::single(ir::OpFoldResult::Value(ctx.operand(op, 0))));
    ctx.register_op(id);
    let text = r#""src.func"() ({
^bb0(%a: i64):
  %0 = "src.id"(%a) : (i64) -> i64
  "src.ret"(%0) : (i64) -> ()
}) : () -> ()
"#;
    let m = parse(&mut ctx, text);
    let none: Vec<Box<dyn RewritePattern>> = Vec::new();
    apply_partial_conversion(
        &mut ctx,
        m,
        &ConversionTarget::new(),
        &rewrite_patterns(none),
        None,
    )
    .expect("converts");
    let out = print(&ctx, m);
    assert!(!out.contains("src.id"), "{out}");
    assert!(out.contains("\"src.ret\"(%arg0)"), "{out}");
}

/// An operand that an earlier unrealized cast made from a value of the
/// converted type is that value: no materialization is built (upstream's
/// `lookupRemappedValue` through `UnrealizedConversionCastOp`s).
#[test]
fn operand_casts_look_through_unrealized_casts() {
    let mut ctx = context();
    let m = parse(
        &mut ctx,
        r#""src.func"() ({
  %0 = "dst.const"() {value = 3 : i32} : () -> i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  %2 = "src.add"(%1, %1) : (i64, i64) -> i64
  "src.ret"(%2) : (i64) -> ()
}) : () -> ()
"#,
    );
    let tc = converter();
    apply_partial_conversion(&mut ctx, m, &target(), &patterns(), Some(&tc)).expect("converts");
    let text = print(&ctx, m);
    assert!(
        text.contains("\"dst.add\"(%0, %0) : (i32, i32) -> i32"),
        "{text}"
    );
    assert!(!text.contains("dst.narrow"), "{text}");
}

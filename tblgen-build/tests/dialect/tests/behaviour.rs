//! The generated demo dialect behaves as ODS specifies: builders create ops
//! that verify, getters return what was built (with segment arithmetic),
//! each constraint violation is rejected with its summary.

use demo::*;
use ir::{Context, OpBuilder};

fn setup() -> (Context, ir::Location, ir::BlockId) {
    let mut ctx = Context::new();
    register(&mut ctx);
    let loc = ctx.unknown_loc();
    let (_module, body) = ir::builtin::create_module(&mut ctx, loc);
    (ctx, loc, body)
}

fn verify_op(ctx: &Context, op: ir::Operation) -> Result<(), String> {
    ir::verify(ctx, op).map_err(|d| d.message)
}

/// `n` fresh values of type `ty` (results of an unregistered op).
fn values(b: &mut OpBuilder<'_>, loc: ir::Location, ty: ir::Type, n: usize) -> Vec<ir::Value> {
    let op = b.create_simple("test.values", loc, &[], &vec![ty; n], &[]);
    b.results(op)
}

#[test]
fn same_operands_and_result_type_infers_the_result() {
    let (mut ctx, loc, body) = setup();
    ctx.allow_unregistered_dialects(true);
    let mut b = OpBuilder::at_end(&mut ctx, body);
    let f64 = b.f64();
    let v = values(&mut b, loc, f64, 2);
    let add = AddOp::build_inferred(&mut b, loc, v[0], v[1]);
    let add2 = AddOp::build(&mut b, loc, f64, v[0], v[1]);
    drop(b);
    assert_eq!(
        add.sum(&ctx),
        ir::Value::Result {
            op: add.operation(),
            index: 0
        }
    );
    assert_eq!(ctx.value_type(add.sum(&ctx)), f64);
    assert_eq!((add2.lhs(&ctx), add2.rhs(&ctx)), (v[0], v[1]));
    verify_op(&ctx, add.operation()).expect("verifies");
    assert_eq!(AddOp::cast(&ctx, add.operation()), Some(add));
    assert!(ctx.op_has_trait(add.operation(), &ir::OpTrait::SameOperandsAndResultType));
}

#[test]
fn same_variadic_operand_size_splits_equally() {
    let (mut ctx, loc, body) = setup();
    ctx.allow_unregistered_dialects(true);
    let mut b = OpBuilder::at_end(&mut ctx, body);
    let i64 = b.i64();
    let v = values(&mut b, loc, i64, 5);
    let c = ConcatOp::build(&mut b, loc, i64, v[0], &v[1..3], &v[3..5]);
    drop(b);
    assert_eq!(c.head(&ctx), v[0]);
    assert_eq!(c.xs(&ctx), v[1..3].to_vec());
    assert_eq!(c.ys(&ctx), v[3..5].to_vec());
    assert_eq!(c.total(&ctx), 5, "the derived attribute");
    verify_op(&ctx, c.operation()).expect("verifies");
}

#[test]
fn attr_sized_operand_segments() {
    let (mut ctx, loc, body) = setup();
    ctx.allow_unregistered_dialects(true);
    let mut b = OpBuilder::at_end(&mut ctx, body);
    let i64 = b.i64();
    let v = values(&mut b, loc, i64, 4);
    let s = SegmentsOp::build(&mut b, loc, None, &v[0..3], v[3]);
    let t = SegmentsOp::build(&mut b, loc, Some(v[0]), &[], v[1]);
    drop(b);
    assert_eq!(s.maybe(&ctx), None);
    assert_eq!(s.rest(&ctx), v[0..3].to_vec());
    assert_eq!(s.last(&ctx), v[3]);
    assert_eq!(t.maybe(&ctx), Some(v[0]));
    assert!(t.rest(&ctx).is_empty());
    assert_eq!(t.last(&ctx), v[1]);
    verify_op(&ctx, s.operation()).expect("verifies");
    verify_op(&ctx, t.operation()).expect("verifies");
    // A wrong segment attribute is rejected.
    let mut b = OpBuilder::at_end(&mut ctx, body);
    let bad = SegmentsOp::build_generic(&mut b, loc, &[], &v[0..2], &[]);
    let i32 = b.i32();
    let two = b.dense_i_array_attr(i32, &[1, 1]);
    let short =
        SegmentsOp::build_generic(&mut b, loc, &[], &v[0..2], &[("operandSegmentSizes", two)]);
    let three = b.dense_i_array_attr(i32, &[1, 2, 1]);
    let wrong = SegmentsOp::build_generic(
        &mut b,
        loc,
        &[],
        &v[0..2],
        &[("operandSegmentSizes", three)],
    );
    drop(b);
    assert_eq!(
        verify_op(&ctx, bad.operation()).expect_err("no sizes"),
        // A missing property is MLIR 19's zero-initialised array.
        "'demo.segments' op operand count (2) does not match with the total size (0) specified in attribute 'operandSegmentSizes'"
    );
    assert_eq!(
        verify_op(&ctx, short.operation()).expect_err("two sizes"),
        "'demo.segments' op 'operandSegmentSizes' attribute for specifying operand segments \
         must have 3 elements, but got 2"
    );
    assert_eq!(
        verify_op(&ctx, wrong.operation()).expect_err("sizes sum to 4"),
        "'demo.segments' op operand count (2) does not match with the total size (4) \
         specified in attribute 'operandSegmentSizes'"
    );
}

#[test]
fn attributes_getters_defaults_setters_and_builders() {
    let (mut ctx, loc, body) = setup();
    let mut b = OpBuilder::at_end(&mut ctx, body);
    let count = b.i64_attr(5);
    let c = ConfigOp::build(&mut b, loc, count, None, None, None);
    let d = ConfigOp::build_with_values(&mut b, loc, 1, None, 2, true);
    let e = ConfigOp::build_from_count_level(&mut b, loc, 10, 20);
    let f = ConfigOp::build_from_count(&mut b, loc, 10);
    drop(b);
    assert_eq!(c.count(&ctx), 5);
    assert_eq!(c.count_attr(&ctx), count);
    assert_eq!(c.note(&ctx), None);
    assert_eq!(c.level(&ctx), 7, "the default value");
    // Materialised when the op is created (upstream's
    // `populateDefaultProperties`).
    assert_eq!(c.level_attr(&ctx).and_then(|a| ctx.attr_as_int(a)), Some(7));
    assert!(!c.fast(&ctx));
    assert_eq!((d.count(&ctx), d.level(&ctx), d.fast(&ctx)), (1, 2, true));
    assert_eq!((e.count(&ctx), e.level(&ctx)), (10, 20));
    assert_eq!(f.level(&ctx), 3, "the CArg default");
    assert_eq!(e.total(&ctx), 30, "extraClassDeclaration with $cppClass");
    let note = ctx.string_attr("hello");
    c.set_note_attr(&mut ctx, note).expect("live");
    assert_eq!(c.note(&ctx), Some("hello"));
    assert_eq!(c.remove_note_attr(&mut ctx), Some(note));
    assert_eq!(c.note(&ctx), None);
    let mut b = OpBuilder::new(&mut ctx);
    c.set_level(&mut b, 9).expect("live");
    c.set_fast(&mut b, true).expect("live");
    drop(b);
    assert_eq!((c.level(&ctx), c.fast(&ctx)), (9, true));
    for op in [c, d, e, f] {
        verify_op(&ctx, op.operation()).expect("verifies");
    }
    // Violations name the attribute and the constraint's summary.
    let wrong = ctx.string_attr("five");
    c.set_count_attr(&mut ctx, wrong).expect("live");
    assert_eq!(
        verify_op(&ctx, c.operation()).expect_err("wrong count"),
        "'demo.config' op attribute 'count' failed to satisfy constraint: 64-bit signless integer attribute"
    );
    let mut b = OpBuilder::at_end(&mut ctx, body);
    let g = ConfigOp::build_generic(&mut b, loc, &[], &[], &[]);
    drop(b);
    assert_eq!(
        verify_op(&ctx, g.operation()).expect_err("no count"),
        "'demo.config' op requires attribute 'count'"
    );
    // The canonicalizer hook is registered.
    let def = ctx
        .op_definition(ctx.op_get_name(g.operation()))
        .expect("registered");
    assert!(def.canonicalization_patterns.is_some());
}

#[test]
fn regions_successors_and_their_constraints() {
    let (mut ctx, loc, body) = setup();
    let mut b = OpBuilder::at_end(&mut ctx, body);
    let r = RegionOp::build(&mut b, loc, 1);
    drop(b);
    let block = ctx.create_block(&[]);
    ctx.append_block(r.body(&ctx), block).expect("fresh");
    assert_eq!(r.others(&ctx).len(), 1);
    let other = ctx.create_block(&[]);
    ctx.append_block(r.others(&ctx)[0], other).expect("fresh");
    verify_op(&ctx, r.operation()).expect("verifies");
    // The fixed region must have one block.
    let mut b = OpBuilder::at_end(&mut ctx, body);
    let empty = RegionOp::build(&mut b, loc, 0);
    drop(b);
    assert_eq!(
        verify_op(&ctx, empty.operation()).expect_err("no block"),
        "'demo.region' op region #0 ('body') failed to verify constraint: region with 1 blocks"
    );
    // `hasRegionVerifier` runs after the nested ops.
    let mut b = OpBuilder::at_end(&mut ctx, body);
    let many = RegionOp::build(&mut b, loc, 3);
    drop(b);
    let block = ctx.create_block(&[]);
    ctx.append_block(many.body(&ctx), block).expect("fresh");
    assert_eq!(
        verify_op(&ctx, many.operation()).expect_err("too many"),
        "'demo.region' op expects at most 2 other regions"
    );

    // Successors.
    let (mut ctx, loc, _) = setup();
    let region = ctx.create_region();
    let entry = ctx.create_block(&[]);
    let b1 = ctx.create_block(&[]);
    let b2 = ctx.create_block(&[]);
    for blk in [entry, b1, b2] {
        ctx.append_block(region, blk).expect("fresh");
    }
    let mut b = OpBuilder::at_end(&mut ctx, entry);
    let br = BranchOp::build(&mut b, loc, b1, &[b2, b1]);
    b.set_insertion_point_to_end(b1);
    BranchOp::build(&mut b, loc, b2, &[]);
    b.set_insertion_point_to_end(b2);
    BranchOp::build(&mut b, loc, b1, &[]);
    drop(b);
    assert_eq!(br.dest(&ctx), b1);
    assert_eq!(br.more(&ctx), &[b2, b1]);
}

#[test]
fn predicate_traits_are_checked() {
    let (mut ctx, loc, body) = setup();
    ctx.allow_unregistered_dialects(true);
    let mut b = OpBuilder::at_end(&mut ctx, body);
    let (f64, i64) = (b.f64(), b.i64());
    let x = values(&mut b, loc, f64, 1)[0];
    let y = values(&mut b, loc, i64, 1)[0];
    let ok = SameOp::build(&mut b, loc, x, x);
    let bad = SameOp::build(&mut b, loc, x, y);
    drop(b);
    verify_op(&ctx, ok.operation()).expect("verifies");
    assert_eq!(
        verify_op(&ctx, bad.operation()).expect_err("types differ"),
        "'demo.same' op failed to verify that lhs and rhs have the same type"
    );
}

#[test]
fn operand_counts_and_types() {
    let (mut ctx, loc, body) = setup();
    ctx.allow_unregistered_dialects(true);
    let mut b = OpBuilder::at_end(&mut ctx, body);
    let (f64, i64) = (b.f64(), b.i64());
    let x = values(&mut b, loc, f64, 1)[0];
    let n = values(&mut b, loc, i64, 1)[0];
    let one = AddOp::build_generic(&mut b, loc, &[f64], &[x], &[]);
    let typed = AddOp::build(&mut b, loc, f64, x, n);
    drop(b);
    assert_eq!(
        verify_op(&ctx, one.operation()).expect_err("one operand"),
        "'demo.add' op expected 2 operands, but found 1"
    );
    assert_eq!(
        verify_op(&ctx, typed.operation()).expect_err("i64 operand"),
        "'demo.add' op operand #1 must be 64-bit float, but got 'i64'"
    );
}

#[test]
#[allow(deprecated)]
fn deprecated_ops_still_build() {
    let (mut ctx, loc, body) = setup();
    let mut b = OpBuilder::at_end(&mut ctx, body);
    let old = OldOp::build(&mut b, loc);
    drop(b);
    verify_op(&ctx, old.operation()).expect("verifies");
}

#[test]
fn operand_adaptors_split_plain_value_lists() {
    let (mut ctx, loc, body) = setup();
    ctx.allow_unregistered_dialects(true);
    let mut b = OpBuilder::at_end(&mut ctx, body);
    let i64 = b.i64();
    let v = values(&mut b, loc, i64, 5);
    drop(b);
    let add = AddOpAdaptor::new(&v[..2]);
    assert_eq!((add.lhs(), add.rhs()), (v[0], v[1]));
    assert_eq!(add.operands(), &v[..2]);
    let concat = ConcatOpAdaptor::new(&v);
    assert_eq!(concat.head(), v[0]);
    assert_eq!(concat.xs(), &v[1..3]);
    assert_eq!(concat.ys(), &v[3..5]);
    let sizes = [1, 3, 1];
    let seg = SegmentsOpAdaptor::new(&v, &sizes);
    assert_eq!(seg.maybe(), Some(v[0]));
    assert_eq!(seg.rest(), &v[1..4]);
    assert_eq!(seg.last(), v[4]);
}

#[test]
fn interfaces_dispatch_from_an_opaque_operation() {
    let (mut ctx, loc, body) = setup();
    ctx.allow_unregistered_dialects(true);
    let mut b = OpBuilder::at_end(&mut ctx, body);
    let (f64, i64) = (b.f64(), b.i64());
    let x = values(&mut b, loc, f64, 2);
    let n = values(&mut b, loc, i64, 3);
    let add = AddOp::build_inferred(&mut b, loc, x[0], x[1]);
    let concat = ConcatOp::build(&mut b, loc, i64, n[0], &n[1..2], &n[2..3]);
    let seg = SegmentsOp::build(&mut b, loc, None, &[], n[0]);
    drop(b);
    let a = DescribeRef::get(&ctx, add.operation()).expect("add implements Describe");
    assert_eq!(a.operation(), add.operation());
    assert_eq!(a.label(&ctx), "an addition", "the op's override");
    assert_eq!(a.arity(&ctx), 2, "the default implementation");
    assert_eq!(a.kind(&ctx), 7);
    let c = DescribeRef::get(&ctx, concat.operation()).expect("concat implements Describe");
    assert_eq!(c.label(&ctx), "unnamed");
    assert_eq!(c.arity(&ctx), 3);
    assert!(DescribeRef::get(&ctx, seg.operation()).is_none());
    // The trait is usable on the typed wrapper too.
    assert_eq!(Describe::label(concat, &ctx), "unnamed");
    assert_eq!(<AddOp as Describe>::kind(&ctx), 7);
}

#[test]
fn enums_convert_to_and_from_integers_and_strings() {
    assert_eq!(Color::ALL, [Color::Red, Color::Green, Color::DarkBlue]);
    assert_eq!(u32::from(Color::DarkBlue), 5);
    assert_eq!(Color::try_from(1u32), Ok(Color::Green));
    assert_eq!(Color::try_from(2u32), Err(2));
    assert_eq!("dark_blue".parse::<Color>(), Ok(Color::DarkBlue));
    assert_eq!(Color::Green.to_string(), "green");
    // Renamed conversion functions (`stringToSymbolFnName`, `symbolToStringFnName`).
    assert_eq!(color_from_name("red"), Some(Color::Red));
    assert_eq!(color_from_name("blue"), None);
    assert_eq!(color_name(Color::Red), "red");
    assert_eq!(symbolize_color(5), Some(Color::DarkBlue));
    assert_eq!(get_max_enum_val_for_color(), 5);

    assert_eq!("square".parse::<Shape>(), Ok(Shape::Square));
    assert_eq!(stringify_shape(Shape::Circle), "circle");

    let rw = Access::READ | Access::WRITE;
    assert!(rw.contains(Access::READ));
    assert!(!rw.contains(Access::EXEC));
    assert_eq!(rw.bits(), 3);
    assert_eq!(rw.to_string(), "read, write");
    assert_eq!(Access::NONE.to_string(), "none");
    assert_eq!(
        "write, exec".parse::<Access>(),
        Ok(Access::WRITE | Access::EXEC)
    );
    assert_eq!("read,bogus".parse::<Access>(), Err(()));
    assert_eq!(!Access::READ, Access::WRITE | Access::EXEC);
    assert_eq!(Access::try_from(4u32), Err(4));
    assert_eq!(u32::from(Access::EXEC), 8);
    assert_eq!(get_max_enum_val_for_access(), 11);
    let mut a = Access::NONE;
    a |= Access::EXEC;
    assert_eq!(stringify_access(a), "exec");
}

#[test]
fn attr_sized_result_segments() {
    let (mut ctx, loc, body) = setup();
    let mut b = OpBuilder::at_end(&mut ctx, body);
    let (f64, i64) = (b.f64(), b.i64());
    let r = ResultsOp::build(&mut b, loc, Some(f64), &[i64, i64]);
    let s = ResultsOp::build(&mut b, loc, None, &[i64]);
    let bad = ResultsOp::build(&mut b, loc, None, &[f64]);
    drop(b);
    assert_eq!(r.maybe(&ctx), Some(ctx.result(r.operation(), 0)));
    assert_eq!(
        r.ints(&ctx),
        vec![ctx.result(r.operation(), 1), ctx.result(r.operation(), 2)]
    );
    assert_eq!(s.maybe(&ctx), None);
    assert_eq!(s.ints(&ctx), vec![ctx.result(s.operation(), 0)]);
    verify_op(&ctx, r.operation()).expect("verifies");
    verify_op(&ctx, s.operation()).expect("verifies");
    assert_eq!(
        verify_op(&ctx, bad.operation()).expect_err("f64 in ints"),
        "'demo.results' op result #0 must be variadic of 64-bit signless integer, but got 'f64'"
    );
}

#[test]
fn canonicalize_method_runs_as_a_pattern() {
    let mut ctx = Context::new();
    register(&mut ctx);
    let loc = ctx.unknown_loc();
    let (module, body) = ir::builtin::create_module(&mut ctx, loc);
    let mut b = OpBuilder::at_end(&mut ctx, body);
    let c = ConfigOp::build_with_values(&mut b, loc, 1, None, 2, true);
    drop(b);
    assert!(c.fast(&ctx));
    let patterns = ir::rewrite::canonicalization_patterns(&mut ctx);
    assert_eq!(
        patterns.len(),
        1,
        "the canonicalizer's (none) plus the canonicalize method"
    );
    ir::apply_patterns_greedily(&mut ctx, module, &patterns, ir::GreedyConfig::default())
        .expect("converges");
    assert!(!c.fast(&ctx), "canonicalize dropped the flag");
}

#[test]
fn variadic_of_variadic_groups() {
    let (mut ctx, loc, body) = setup();
    ctx.allow_unregistered_dialects(true);
    let mut b = OpBuilder::at_end(&mut ctx, body);
    let i64 = b.i64();
    let v = values(&mut b, loc, i64, 3);
    let i32 = b.i32();
    let segments = b.dense_i_array_attr(i32, &[2, 0, 1]);
    let g = GroupsOp::build(&mut b, loc, &[&v[0..2], &[], &v[2..3]], segments);
    drop(b);
    assert_eq!(
        g.groups(&ctx),
        vec![v[0..2].to_vec(), vec![], v[2..3].to_vec()]
    );
    verify_op(&ctx, g.operation()).expect("verifies");
}

#[test]
fn properties_round_trip_through_the_property_dictionary() {
    let (mut ctx, loc, body) = setup();
    let mut b = OpBuilder::at_end(&mut ctx, body);
    let p = PropsOp::build(&mut b, loc, 3, 9, Some(4), "hi", true, 2);
    let q = PropsOp::build_generic(&mut b, loc, &[], &[], &[]);
    drop(b);
    assert_eq!(p.count(&ctx), 3);
    assert_eq!(p.level(&ctx), 9);
    assert_eq!(p.maybe(&ctx), Some(4));
    assert_eq!(p.label(&ctx), "hi");
    assert!(p.flag(&ctx));
    assert_eq!(p.width(&ctx), 2);
    verify_op(&ctx, p.operation()).expect("verifies");
    // Unset properties read as their defaults.
    assert_eq!((q.count(&ctx), q.level(&ctx), q.maybe(&ctx)), (0, 5, None));
    assert_eq!(q.label(&ctx), "");
    // Setters update the dictionary; the generic form prints it as `<{...}>`.
    let mut b = OpBuilder::new(&mut ctx);
    p.set_maybe(&mut b, None);
    p.set_width(&mut b, -1);
    drop(b);
    assert_eq!(p.maybe(&ctx), None);
    let opts = ir::PrintOptions {
        generic: true,
        debug_info: false,
        local_scope: false,
        resource_string_limit: None,
        skip_regions: false,
        ..Default::default()
    };
    let text = ir::print_operation(&ctx, p.operation(), &opts);
    assert!(text.starts_with("\"demo.props\"() <{"), "{}", text);
    assert!(text.contains("label = \"hi\""), "{}", text);
    assert_eq!(
        verify_op(&ctx, p.operation()).expect_err("negative width"),
        "'demo.props' op property 'width' failed to satisfy constraint: non-negative i32"
    );
}

/// The generic form of `op`, without locations.
fn generic(ctx: &Context, op: ir::Operation) -> String {
    let opts = ir::PrintOptions {
        generic: true,
        debug_info: false,
        local_scope: false,
        resource_string_limit: None,
        skip_regions: false,
        ..Default::default()
    };
    ir::print_operation(ctx, op, &opts)
}

#[test]
fn enum_attrs_and_enum_props_build_verify_and_round_trip() {
    let mut ctx = Context::new();
    register(&mut ctx);
    let loc = ctx.unknown_loc();
    let (module, body) = ir::builtin::create_module(&mut ctx, loc);
    let mut b = OpBuilder::at_end(&mut ctx, body);
    let rw = AccessAttr::get(&mut b, Access::READ | Access::WRITE);
    let p = PaintOp::build_with_values(
        &mut b,
        loc,
        Color::Green,
        Color::DarkBlue,
        Some(rw),
        Color::Red,
    );
    drop(b);
    // Getters return what was built: the I32EnumAttr, the EnumAttr (through
    // its wrapper) and the EnumProp.
    assert_eq!(p.color(&ctx), Color::Green);
    assert_eq!(p.tone(&ctx), Color::DarkBlue);
    assert_eq!(p.access(&ctx), Some(Access::READ | Access::WRITE));
    assert_eq!(p.hue(&ctx), Color::Red);
    let tone = ColorAttr::from_attribute(&ctx, p.tone_attr(&ctx)).expect("a ColorAttr");
    assert_eq!(tone.value(&ctx), Color::DarkBlue);
    assert_eq!(ColorAttr::from_attribute(&ctx, p.color_attr(&ctx)), None);
    verify_op(&ctx, p.operation()).expect("verifies");
    // Setters.
    let mut b = OpBuilder::new(&mut ctx);
    p.set_tone(&mut b, Color::Red).expect("the op is live");
    p.set_hue(&mut b, Color::Green);
    drop(b);
    assert_eq!((p.tone(&ctx), p.hue(&ctx)), (Color::Red, Color::Green));
    verify_op(&ctx, p.operation()).expect("verifies after the setters");
    // The textual form: `#demo<mnemonic case>` for the dialect attributes,
    // the integer in the property dictionary; it parses back to the same op.
    let text = generic(&ctx, module);
    assert!(text.contains("tone = #demo<color red>"), "{}", text);
    assert!(
        text.contains("access = #demo<access read, write>"),
        "{}",
        text
    );
    assert!(text.contains("hue = 1 : i32"), "{}", text);
    let mut ctx2 = Context::new();
    register(&mut ctx2);
    let module2 = ir::parse_source(&mut ctx2, &text, "paint.mlir").expect("parses");
    let q = ctx2
        .walk_preorder(module2)
        .into_iter()
        .find_map(|o| PaintOp::cast(&ctx2, o))
        .expect("the paint op");
    verify_op(&ctx2, q.operation()).expect("the parsed op verifies");
    assert_eq!(q.tone(&ctx2), Color::Red);
    assert_eq!(q.access(&ctx2), Some(Access::READ | Access::WRITE));
    assert_eq!(q.hue(&ctx2), Color::Green);
    assert_eq!(generic(&ctx2, module2), text);
    // A property holding no case of the enum is rejected.
    let mut ctx3 = Context::new();
    register(&mut ctx3);
    let bad_text = text.replace("hue = 1 : i32", "hue = 4 : i32");
    let module3 = ir::parse_source(&mut ctx3, &bad_text, "paint.mlir").expect("parses");
    assert_eq!(
        ir::verify(&ctx3, module3)
            .expect_err("4 is no color")
            .message,
        "'demo.paint' op property 'hue' has a malformed value"
    );
    // An attribute of another kind than the enum's is dropped when the op
    // is created (upstream's `setInherentAttr`), so the op lacks it.
    let mut b = OpBuilder::at_end(&mut ctx, body);
    let purple = b.ctx().opaque_attr("demo", "color purple");
    let green = b.i32_attr(1);
    let bad = PaintOp::build(&mut b, loc, green, purple, None, Color::Red);
    drop(b);
    assert_eq!(
        verify_op(&ctx, bad.operation()).expect_err("no tone"),
        "'demo.paint' op requires attribute 'tone'"
    );
}

#[test]
fn variadic_of_variadic_sizes_must_sum_to_the_group() {
    let (mut ctx, loc, body) = setup();
    ctx.allow_unregistered_dialects(true);
    let mut b = OpBuilder::at_end(&mut ctx, body);
    let i64 = b.i64();
    let v = values(&mut b, loc, i64, 3);
    let i32 = b.i32();
    let short = b.dense_i_array_attr(i32, &[2, 0]);
    let negative = b.dense_i_array_attr(i32, &[4, -1]);
    let g = GroupsOp::build_generic(&mut b, loc, &[], &v, &[("segments", short)]);
    let h = GroupsOp::build_generic(&mut b, loc, &[], &v, &[("segments", negative)]);
    drop(b);
    assert_eq!(
        verify_op(&ctx, g.operation()).expect_err("sizes sum to 2, not 3"),
        "'demo.groups' op groups count (3) does not match with the total size (2) \
         specified in attribute 'segments'"
    );
    assert_eq!(
        verify_op(&ctx, h.operation()).expect_err("a negative size"),
        "'demo.groups' op 'segments' attribute cannot have negative elements"
    );
}

#[test]
fn verifier_reports_in_upstream_trait_order() {
    let (mut ctx, loc, body) = setup();
    ctx.allow_unregistered_dialects(true);
    let mut b = OpBuilder::at_end(&mut ctx, body);
    let f64 = b.f64();
    let x = values(&mut b, loc, f64, 1)[0];
    // Wrong operand count and wrong result count: as mlir-opt, the result
    // count (an earlier trait) is reported first.
    let same = SameOp::build_generic(&mut b, loc, &[f64], &[x], &[]);
    // A missing successor and an extra operand: successors come first.
    let br = BranchOp::build_generic(&mut b, loc, &[], &[x], &[]);
    drop(b);
    assert_eq!(
        verify_op(&ctx, same.operation()).expect_err("a result"),
        "'demo.same' op requires zero results"
    );
    assert_eq!(
        verify_op(&ctx, br.operation()).expect_err("no successor"),
        "'demo.br' op requires at least 1 successors but found 0"
    );
}

#[test]
fn interface_verify_code_runs_with_the_traits_and_after_regions() {
    let (mut ctx, loc, body) = setup();
    ctx.allow_unregistered_dialects(true);
    let mut b = OpBuilder::at_end(&mut ctx, body);
    let label = b.string_attr("t");
    let unlabelled = TagOp::build_generic(&mut b, loc, &[], &[], &[]);
    let labelled = TagOp::build_generic(&mut b, loc, &[], &[], &[("label", label)]);
    drop(b);
    // `Labelled::verify` (with the traits).
    assert_eq!(
        verify_op(&ctx, unlabelled.operation()).expect_err("no label"),
        "'demo.tag' op requires a 'label' attribute"
    );
    // `Nested::verify` (`verifyWithRegions`): two ops in the body.
    let region = ctx.op_region(labelled.operation(), 0);
    let mut b = OpBuilder::new(&mut ctx);
    let block = b.create_block(region, &[]);
    drop(b);
    let mut b = OpBuilder::at_end(&mut ctx, block);
    b.create_simple("test.a", loc, &[], &[], &[]);
    drop(b);
    verify_op(&ctx, labelled.operation()).expect("one nested op");
    let mut b = OpBuilder::at_end(&mut ctx, block);
    b.create_simple("test.b", loc, &[], &[], &[]);
    drop(b);
    assert_eq!(
        verify_op(&ctx, labelled.operation()).expect_err("two nested ops"),
        "'demo.tag' op expects at most one nested op"
    );
    // The interface dispatches from the opaque operation.
    assert!(LabelledRef::get(&ctx, labelled.operation()).is_some());
}

#[test]
fn interfaces_no_op_uses_are_generated() {
    let (mut ctx, loc, body) = setup();
    ctx.allow_unregistered_dialects(true);
    let mut b = OpBuilder::at_end(&mut ctx, body);
    let f64 = b.f64();
    let v = values(&mut b, loc, f64, 2);
    let add = AddOp::build_inferred(&mut b, loc, v[0], v[1]);
    drop(b);
    assert_eq!(add.answer(&ctx), 42);
}

#[test]
fn confined_attr_primitives_are_checked_with_their_summaries() {
    let (mut ctx, loc, body) = setup();
    let mut b = OpBuilder::at_end(&mut ctx, body);
    let (one, two, nine) = (b.i64_attr(1), b.i64_attr(2), b.i64_attr(9));
    let list = b.array_attr(&[one, two]);
    let pair = b.array_attr(&[one, nine]);
    let i64 = b.i64();
    let perm = b.dense_int_array_attr(i64, &[0, 0, 2]);
    let three = b.i64_attr(3);
    let ok = LimitsOp::build_with_values(
        &mut b,
        loc,
        3,
        4,
        Some(two),
        list,
        Some(pair),
        &[1, 2, 5],
        Some(perm),
        Some(three),
    );
    drop(b);
    verify_op(&ctx, ok.operation()).expect("every constraint holds");
    assert_eq!(ok.dims(&ctx), [1, 2, 5]);
    // One violation per primitive (each replaces one attribute of `ok`).
    let empty: &[ir::Attribute] = &[];
    let cases: Vec<(&str, Box<dyn Fn(&mut OpBuilder<'_>) -> ir::Attribute>, &str)> = vec![
        (
            "small",
            Box::new(|b| b.i64_attr(-1)),
            "whose minimum value is 0",
        ),
        (
            "small",
            Box::new(|b| b.i64_attr(11)),
            "whose maximum value is 10",
        ),
        ("small", Box::new(|b| b.i64_attr(7)), "whose value is not 7"),
        (
            "pow",
            Box::new(|b| b.i64_attr(0)),
            "whose value is positive",
        ),
        (
            "pow",
            Box::new(|b| b.i64_attr(6)),
            "whose value is a power of two > 0",
        ),
        (
            "nonneg",
            Box::new(|b| b.i64_attr(-3)),
            "whose value is non-negative",
        ),
        (
            "list",
            Box::new(move |b| b.array_attr(empty)),
            "with at least 1 elements",
        ),
        (
            "both",
            Box::new(|b| b.i64_attr(6)),
            "whose maximum value is 5",
        ),
        (
            "dims",
            Box::new(|b| {
                let t = b.i64();
                b.dense_int_array_attr(t, &[1, 2])
            }),
            "with exactly 3 elements",
        ),
        (
            "dims",
            Box::new(|b| {
                let t = b.i64();
                b.dense_int_array_attr(t, &[0, 1, 2])
            }),
            "whose value is positive",
        ),
        (
            "dims",
            Box::new(|b| {
                let t = b.i64();
                b.dense_int_array_attr(t, &[1, 3, 2])
            }),
            "should be in increasing order",
        ),
        (
            "perm",
            Box::new(|b| {
                let t = b.i64();
                b.dense_int_array_attr(t, &[2, 1])
            }),
            "should be in non-decreasing order",
        ),
        (
            "perm",
            Box::new(|b| {
                let t = b.i64();
                b.dense_int_array_attr(t, &[-1])
            }),
            "whose value is non-negative",
        ),
        (
            "pair",
            Box::new(|b| {
                let x = b.i64_attr(1);
                b.array_attr(&[x])
            }),
            "with exactly 2 elements",
        ),
        (
            "pair",
            Box::new(|b| {
                let (x, y) = (b.i64_attr(2), b.i64_attr(1));
                b.array_attr(&[x, y])
            }),
            "whose 0-th element must be 1",
        ),
        (
            "pair",
            Box::new(|b| {
                let (x, y) = (b.i64_attr(1), b.i64_attr(10));
                b.array_attr(&[x, y])
            }),
            "whose 1-th element must be at most 9",
        ),
    ];
    for (name, value, part) in cases {
        let mut b = OpBuilder::new(&mut ctx);
        let v = value(&mut b);
        let key = b.ident(name);
        let op = ok.operation();
        let saved = b.attr(op, name);
        b.set_attr(op, key, v).expect("live op");
        drop(b);
        let err = verify_op(&ctx, ok.operation()).expect_err(part);
        assert!(
            err.starts_with(&format!(
                "'demo.limits' op attribute '{}' failed to satisfy constraint: ",
                name
            )) && err.contains(part),
            "{}",
            err
        );
        let mut b = OpBuilder::new(&mut ctx);
        if let Some(saved) = saved {
            b.set_attr(op, key, saved).expect("live op");
        } else {
            b.remove_attr(op, name);
        }
    }
    verify_op(&ctx, ok.operation()).expect("restored");
}

#[test]
fn multi_entity_type_constraints() {
    let (mut ctx, loc, body) = setup();
    ctx.allow_unregistered_dialects(true);
    let mut b = OpBuilder::at_end(&mut ctx, body);
    let (f64, i64) = (b.f64(), b.i64());
    let x = values(&mut b, loc, f64, 1)[0];
    let n = values(&mut b, loc, i64, 1)[0];
    let ok = MatchOp::build(&mut b, loc, f64, x, x);
    let bad = MatchOp::build(&mut b, loc, f64, x, n);
    let bad_result = MatchOp::build(&mut b, loc, i64, x, x);
    drop(b);
    verify_op(&ctx, ok.operation()).expect("one type");
    assert_eq!(
        verify_op(&ctx, bad.operation()).expect_err("rhs differs"),
        "'demo.match' op failed to verify that all of {lhs, rhs, out} have same type"
    );
    assert_eq!(
        verify_op(&ctx, bad_result.operation()).expect_err("out differs"),
        "'demo.match' op failed to verify that all of {lhs, rhs, out} have same type"
    );
}

//! Unit tests of the IR core: use lists, erasure, stale handles, builder,
//! queries, interfaces and the custom (Toy) form.

use ir::{Context, IrError, OpBuilder, OpDefinition, OpTrait, OperationState, PrintOptions};

fn ctx() -> Context {
    let mut c = Context::new();
    c.allow_unregistered_dialects(true);
    c
}

/// A module with a body block, a builder positioned at its end.
fn module(c: &mut Context) -> (ir::OpId, ir::BlockId) {
    let loc = c.unknown_loc();
    ir::builtin::create_module(c, loc)
}

#[test]
fn use_lists_and_replace_all_uses() {
    let mut c = ctx();
    let (m, body) = module(&mut c);
    let loc = c.unknown_loc();
    let i32t = c.i32();
    let mut b = OpBuilder::at_end(&mut c, body);
    let a = b.create_simple("t.a", loc, &[], &[i32t], &[]);
    let a0 = b.result(a, 0);
    let u1 = b.create_simple("t.u", loc, &[a0, a0], &[], &[]);
    let u2 = b.create_simple("t.u", loc, &[a0], &[], &[]);
    let z = b.create_simple("t.z", loc, &[], &[i32t], &[]);
    let z0 = b.result(z, 0);
    assert_eq!(c.num_uses(a0), 3);
    assert!(!c.has_one_use(a0));
    let users: Vec<_> = c.uses(a0).map(|u| (u.op, u.index)).collect();
    assert!(users.contains(&(u1, 0)) && users.contains(&(u1, 1)) && users.contains(&(u2, 0)));
    c.set_operand(u1, 1, z0).unwrap();
    assert_eq!(c.num_uses(a0), 2);
    assert_eq!(c.num_uses(z0), 1);
    c.replace_all_uses_with(a0, z0);
    assert_eq!(c.num_uses(a0), 0);
    assert_eq!(c.num_uses(z0), 3);
    assert_eq!(c.operands(u1), vec![z0, z0]);
    assert_eq!(c.operand(u2, 0), z0);
    c.set_operands(u1, &[]).unwrap();
    assert_eq!(c.num_uses(z0), 1);
    assert!(ir::verify(&c, m).is_ok());
}

/// Replacing all uses moves them to the front of the new value's list in
/// reverse order (as setting each use from the front would), telling each
/// user once per use in the old order; the users other than one op are
/// counted by op, not by use.
#[test]
fn replace_all_uses_order_and_other_users() {
    let mut c = ctx();
    let (_, body) = module(&mut c);
    let loc = c.unknown_loc();
    let i32t = c.i32();
    let mut b = OpBuilder::at_end(&mut c, body);
    let a = b.create_simple("t.a", loc, &[], &[i32t], &[]);
    let a0 = b.result(a, 0);
    let z = b.create_simple("t.z", loc, &[], &[i32t], &[]);
    let z0 = b.result(z, 0);
    let u1 = b.create_simple("t.u", loc, &[a0, z0], &[], &[]);
    let u2 = b.create_simple("t.u", loc, &[a0, a0], &[], &[]);
    let u3 = b.create_simple("t.u", loc, &[z0], &[], &[]);
    // Most recent use first.
    let before: Vec<_> = c.uses(a0).map(|u| (u.op, u.index)).collect();
    assert_eq!(before, vec![(u2, 1), (u2, 0), (u1, 0)]);
    assert!(c.has_at_most_one_other_user(a0, u1));
    assert!(c.has_at_most_one_other_user(a0, u2));
    assert!(!c.has_at_most_one_other_user(a0, u3));
    assert!(c.has_at_most_one_other_user(z0, u1));
    let mut told = Vec::new();
    c.replace_all_uses_notifying(a0, z0, |u| told.push(u));
    assert_eq!(told, vec![u2, u2, u1]);
    let after: Vec<_> = c.uses(z0).map(|u| (u.op, u.index)).collect();
    assert_eq!(after, vec![(u1, 0), (u2, 0), (u2, 1), (u3, 0), (u1, 1)]);
    assert_eq!(c.num_uses(a0), 0);
    // The list stays doubly linked: taking uses off its middle and front.
    c.set_operand(u2, 0, a0).unwrap();
    c.set_operand(u1, 0, a0).unwrap();
    let left: Vec<_> = c.uses(z0).map(|u| (u.op, u.index)).collect();
    assert_eq!(left, vec![(u2, 1), (u3, 0), (u1, 1)]);
    assert!(!c.has_at_most_one_other_user(z0, u1));
    // A value replaced by itself keeps its uses; each user is still told.
    told.clear();
    c.replace_all_uses_notifying(a0, a0, |u| told.push(u));
    assert_eq!(told, vec![u1, u2]);
    assert_eq!(c.num_uses(a0), 2);
}

#[test]
fn erasure_and_stale_handles() {
    let mut c = ctx();
    let (m, body) = module(&mut c);
    let loc = c.unknown_loc();
    let f32t = c.f32();
    let mut b = OpBuilder::at_end(&mut c, body);
    let a = b.create_simple("t.a", loc, &[], &[f32t], &[]);
    let a0 = b.result(a, 0);
    let user = b.create_simple("t.use", loc, &[a0], &[], &[]);
    assert_eq!(c.erase_op(a), Err(IrError::ResultsInUse));
    assert!(c.is_live(a));
    c.erase_op(user).unwrap();
    assert!(!c.is_live(user));
    assert!(c.try_op(user).is_err());
    assert_eq!(
        c.erase_op(user).map_err(|e| matches!(e, IrError::Stale(_))),
        Err(true)
    );
    c.erase_op(a).unwrap();
    assert!(!c.is_live_value(a0));
    assert!(c.try_value_type(a0).is_err());
    // A new op may reuse the slot; the old handles must stay stale.
    let mut b = OpBuilder::at_end(&mut c, body);
    let n = b.create_simple("t.new", loc, &[], &[f32t], &[]);
    assert!(c.is_live(n));
    assert!(!c.is_live(a) && !c.is_live(user));
    assert_eq!(c.block_len(body), 1);
    // Erasing an op erases what it contains.
    let r = c.create_region();
    let inner_block = c.create_block(&[(f32t, loc)]);
    c.append_block(r, inner_block).unwrap();
    let name = c.op_name("t.holder");
    let mut st = OperationState::new(name, loc);
    st.regions.push(r);
    let holder = c.create_operation(st);
    c.append_op(body, holder).unwrap();
    let mut b = OpBuilder::at_end(&mut c, inner_block);
    let arg = b.block_arg(inner_block, 0);
    let inner = b.create_simple("t.inner", loc, &[arg], &[], &[]);
    c.erase_op(holder).unwrap();
    assert!(!c.is_live(inner) && !c.is_live_block(inner_block) && !c.is_live_region(r));
    assert!(ir::verify(&c, m).is_ok());
}

#[test]
fn block_order_insert_detach_move() {
    let mut c = ctx();
    let (_, body) = module(&mut c);
    let loc = c.unknown_loc();
    let mut b = OpBuilder::at_end(&mut c, body);
    let x = b.create_simple("t.x", loc, &[], &[], &[]);
    let z = b.create_simple("t.z", loc, &[], &[], &[]);
    b.set_insertion_point_before(z);
    let y = b.create_simple("t.y", loc, &[], &[], &[]);
    b.set_insertion_point_to_start(body);
    let w = b.create_simple("t.w", loc, &[], &[], &[]);
    assert_eq!(c.block_ops(body).collect::<Vec<_>>(), vec![w, x, y, z]);
    c.detach_op(x).unwrap();
    assert_eq!(c.block_ops(body).collect::<Vec<_>>(), vec![w, y, z]);
    c.insert_op(body, None, x).unwrap();
    assert_eq!(c.block_ops(body).collect::<Vec<_>>(), vec![w, y, z, x]);
    c.move_op_before(x, w).unwrap();
    assert_eq!(c.block_ops(body).collect::<Vec<_>>(), vec![x, w, y, z]);
    assert_eq!(c.insert_op(body, None, y), Err(IrError::AlreadyAttached));
    assert_eq!(c.block_first_op(body), Some(x));
    assert_eq!(c.block_last_op(body), Some(z));
    assert_eq!(c.prev_op(w), Some(x));
    assert_eq!(c.next_op(y), Some(z));
}

#[test]
fn interned_types_and_attributes() {
    let mut c = ctx();
    let f64t = c.f64();
    let t1 = c.unranked_tensor(f64t);
    let t2 = c.unranked_tensor(c.f64());
    assert_eq!(t1, t2);
    let r = c.ranked_tensor(&[2, ir::DYNAMIC], f64t);
    assert!(c.is_tensor(r) && c.is_ranked_tensor(r) && !c.has_static_shape(r));
    assert_eq!(c.shape(r), Some(&[2, ir::DYNAMIC][..]));
    assert_eq!(c.element_type(r), Some(f64t));
    assert_eq!(c.type_kind(t1), ir::TypeKind::Tensor);
    assert_eq!(c.rank(t1), None);
    let i7 = c.integer_type(7);
    assert!(c.is_integer(i7, 7) && c.is_signless_integer(i7) && !c.is_index(i7));
    let a = c.integer_attr(i7, 200);
    // i7 holds -64..=63: 200 wraps to 200 - 128 = 72, then sign-extends to -56.
    assert_eq!(c.as_integer(a), Some(-56));
    let big = c.i64_attr(5);
    assert_eq!(big, c.i64_attr(5));
    let s = c.string_attr("x");
    assert_eq!(c.as_string(s), Some("x"));
    let t = c.ranked_tensor(&[3], f64t);
    let d = c.dense_float_attr(t, &[1.0, 1.0, 1.0]);
    assert_eq!(c.dense_float_values(d), Some(vec![1.0, 1.0, 1.0]));
    assert_eq!(
        ir::printer::attr_to_string(&c, d),
        "dense<1.000000e+00> : tensor<3xf64>"
    );
    let n1 = c.ident("b");
    let n2 = c.ident("a");
    let dict = c.dictionary_attr(&[(n1, s), (n2, big)]);
    assert_eq!(
        ir::printer::attr_to_string(&c, dict),
        "{a = 5 : i64, b = \"x\"}"
    );
    assert_eq!(c.dictionary_get(dict, "b"), Some(s));
}

#[test]
fn integer_attribute_wraps_to_width() {
    let mut c = ctx();
    let i8t = c.integer_type(8);
    let a = c.integer_attr(i8t, 255);
    assert_eq!(c.as_integer(a), Some(-1));
    let u8t = c.unsigned_integer_type(8);
    let b = c.integer_attr(u8t, -1);
    assert_eq!(c.as_integer(b), Some(255));
    let t = c_bool(&mut c);
    assert_eq!(c.as_bool(t), Some(true));
}

fn c_bool(c: &mut Context) -> ir::Attribute {
    c.bool_attr(true)
}

trait Describe {
    fn describe(&self) -> &'static str;
}
struct DescribeImpl;
impl Describe for DescribeImpl {
    fn describe(&self) -> &'static str {
        "an op with an interface"
    }
}
static DESCRIBE: DescribeImpl = DescribeImpl;

#[test]
fn interface_lookup_on_opaque_operations() {
    let mut c = ctx();
    let mut def = OpDefinition::new("t.iface");
    def.add_interface::<dyn Describe>(&DESCRIBE);
    c.register_op(def);
    let (_, body) = module(&mut c);
    let loc = c.unknown_loc();
    let mut b = OpBuilder::at_end(&mut c, body);
    let op = b.create_simple("t.iface", loc, &[], &[], &[]);
    let other = b.create_simple("t.other", loc, &[], &[], &[]);
    assert_eq!(
        c.op_interface::<dyn Describe>(op).map(|d| d.describe()),
        Some("an op with an interface")
    );
    assert!(c.op_interface::<dyn Describe>(other).is_none());
}

#[test]
fn registered_operations_skip_names_only_interned() {
    let mut c = ctx();
    let before = c.registered_operations().count();
    c.register_op(OpDefinition::new("t.first"));
    c.op_name("t.interned_only");
    c.register_op(OpDefinition::new("t.second"));
    let names: Vec<&str> = c
        .registered_operations()
        .skip(before)
        .map(|d| d.name.as_str())
        .collect();
    assert_eq!(names, ["t.first", "t.second"]);
}

#[test]
fn builder_produces_toy_listing() {
    let mut c = ctx();
    let file_loc = c.file_line_col_loc("test/codegen.toy", 0, 0);
    let (m, body) = ir::builtin::create_module(&mut c, file_loc);
    let f64t = c.f64();
    let unranked = c.unranked_tensor(f64t);
    let ft = c.function_type(&[unranked, unranked], &[unranked]);
    let floc = c.file_line_col_loc("test/codegen.toy", 4, 1);
    let l1 = c.file_line_col_loc("test/codegen.toy", 5, 10);
    let l2 = c.file_line_col_loc("test/codegen.toy", 5, 25);
    let l3 = c.file_line_col_loc("test/codegen.toy", 5, 3);
    let mut b = OpBuilder::at_end(&mut c, body);
    let (_f, entry) = ir::builtin::create_func(&mut b, floc, "multiply_transpose", ft);
    b.set_insertion_point_to_end(entry);
    let (a0, a1) = (b.block_arg(entry, 0), b.block_arg(entry, 1));
    let t0 = b.create_simple("toy.transpose", l1, &[a0], &[unranked], &[]);
    let t1 = b.create_simple("toy.transpose", l2, &[a1], &[unranked], &[]);
    let (r0, r1) = (b.result(t0, 0), b.result(t1, 0));
    let mul = b.create_simple("toy.mul", l2, &[r0, r1], &[unranked], &[]);
    let mr = b.result(mul, 0);
    b.create_simple("toy.return", l3, &[mr], &[], &[]);
    ir::verify(&c, m).expect("valid");
    let text = ir::print_operation(
        &c,
        m,
        &PrintOptions {
            generic: false,
            debug_info: true,
            local_scope: true,
            resource_string_limit: None,
            skip_regions: false,
            ..Default::default()
        },
    );
    let expected = "module {
  func @multiply_transpose(%arg0: tensor<*xf64>, %arg1: tensor<*xf64>) -> tensor<*xf64> {
    %0 = \"toy.transpose\"(%arg0) : (tensor<*xf64>) -> tensor<*xf64> loc(\"test/codegen.toy\":5:10)
    %1 = \"toy.transpose\"(%arg1) : (tensor<*xf64>) -> tensor<*xf64> loc(\"test/codegen.toy\":5:25)
    %2 = \"toy.mul\"(%0, %1) : (tensor<*xf64>, tensor<*xf64>) -> tensor<*xf64> loc(\"test/codegen.toy\":5:25)
    \"toy.return\"(%2) : (tensor<*xf64>) -> () loc(\"test/codegen.toy\":5:3)
  } loc(\"test/codegen.toy\":4:1)
} loc(\"test/codegen.toy\":0:0)";
    assert_eq!(text, expected);
}

#[test]
fn toy_chapter_two_listing_round_trips() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/custom/toy_ch2.mlir");
    let src = std::fs::read_to_string(path).expect("listing");
    let mut c = ctx();
    let m = ir::parse_source(&mut c, &src, "toy_ch2.mlir")
        .unwrap_or_else(|e| panic!("{}", e.render("toy_ch2.mlir", &src)));
    ir::verify(&c, m).unwrap_or_else(|d| panic!("{}", d.render(&c, &[])));
    let text = ir::print_operation(
        &c,
        m,
        &PrintOptions {
            generic: false,
            debug_info: true,
            local_scope: true,
            resource_string_limit: None,
            skip_regions: false,
            ..Default::default()
        },
    );
    assert_eq!(format!("{text}\n"), src);
    // The generic form of the same module parses back to the same custom text.
    let generic = ir::print_operation(
        &c,
        m,
        &PrintOptions {
            generic: true,
            debug_info: true,
            local_scope: false,
            resource_string_limit: None,
            skip_regions: false,
            ..Default::default()
        },
    );
    assert!(generic.contains("\"builtin.func\"() <{function_type = (tensor<*xf64>, tensor<*xf64>) -> tensor<*xf64>, sym_name = \"multiply_transpose\"}>"));
    let mut c2 = ctx();
    let m2 = ir::parse_source(&mut c2, &generic, "g.mlir")
        .unwrap_or_else(|e| panic!("{}", e.render("g.mlir", &generic)));
    let again = ir::print_operation(
        &c2,
        m2,
        &PrintOptions {
            generic: false,
            debug_info: true,
            local_scope: true,
            resource_string_limit: None,
            skip_regions: false,
            ..Default::default()
        },
    );
    assert_eq!(again, text);
}

#[test]
fn registered_trait_is_queryable() {
    let mut c = ctx();
    let mut def = OpDefinition::new("t.term");
    def.traits.push(OpTrait::IsTerminator);
    c.register_op(def);
    let (_, body) = module(&mut c);
    let loc = c.unknown_loc();
    let mut b = OpBuilder::at_end(&mut c, body);
    let t = b.create_simple("t.term", loc, &[], &[], &[]);
    let u = b.create_simple("t.unreg", loc, &[], &[], &[]);
    assert!(c.op_has_trait(t, &OpTrait::IsTerminator));
    assert!(!c.op_has_trait(u, &OpTrait::IsTerminator));
    assert!(c.op_might_have_trait(u, &OpTrait::IsTerminator));
    assert!(c.is_registered(t) && !c.is_registered(u));
}

fn parse(c: &mut Context, src: &str) -> ir::OpId {
    ir::parse_source(c, src, "t.mlir").unwrap_or_else(|e| panic!("{}", e.render("t.mlir", src)))
}

fn generic(c: &Context, op: ir::OpId) -> String {
    ir::print_operation(c, op, &PrintOptions::default())
}

#[test]
fn clone_maps_nested_values_and_blocks() {
    let mut c = ctx();
    let src = r#"%x = "t.def"() : () -> i32
"t.op"(%x) ({
^bb0(%a: i32):
  %y = "t.add"(%a, %x) : (i32, i32) -> i32
  "t.br"(%y)[^bb1] : (i32) -> ()
^bb1(%b: i32):
  "t.ret"(%b, %y) : (i32, i32) -> ()
}) : (i32) -> ()
"#;
    let m = parse(&mut c, src);
    let body = c.region_entry(c.op_region(m, 0)).unwrap();
    let ops: Vec<_> = c.block_ops(body).collect();
    let (def, op) = (ops[0], ops[1]);
    let mut map = ir::IrMapping::new();
    let z = {
        let loc = c.unknown_loc();
        let i32t = c.i32();
        let mut b = OpBuilder::at_end(&mut c, body);
        let z = b.create_simple("t.z", loc, &[], &[i32t], &[]);
        b.result(z, 0)
    };
    map.map_value(c.result(def, 0), z);
    let copy = c.clone_op(op, &mut map).unwrap();
    c.append_op(body, copy).unwrap();
    // The copy reads the remapped outer value and its own blocks and values.
    assert_eq!(c.operand(copy, 0), z);
    let nb = c.region_blocks(c.op_region(copy, 0)).to_vec();
    assert_eq!(nb.len(), 2);
    let add = c.block_first_op(nb[0]).unwrap();
    assert_eq!(c.operands(add), vec![c.block_arg(nb[0], 0), z]);
    let br = c.next_op(add).unwrap();
    assert_eq!(c.successors(br), &[nb[1]]);
    let ret = c.block_first_op(nb[1]).unwrap();
    assert_eq!(
        c.operands(ret),
        vec![c.block_arg(nb[1], 0), c.result(add, 0)]
    );
    // The original is untouched.
    let old = c.region_blocks(c.op_region(op, 0)).to_vec();
    assert_eq!(
        c.successors(c.next_op(c.block_first_op(old[0]).unwrap()).unwrap()),
        &[old[1]]
    );
    assert!(ir::verify(&c, m).is_ok());
    let text = generic(&c, m);
    assert_eq!(text.matches("\"t.add\"").count(), 2, "{text}");
}

#[test]
fn split_block_and_region_clone() {
    let mut c = ctx();
    let src = r#""t.op"() ({
  "t.a"() : () -> ()
  "t.b"() : () -> ()
  "t.c"() : () -> ()
}) : () -> ()
"t.dst"() ({
^bb0:
  "t.end"() : () -> ()
}) : () -> ()
"#;
    let m = parse(&mut c, src);
    let body = c.region_entry(c.op_region(m, 0)).unwrap();
    let ops: Vec<_> = c.block_ops(body).collect();
    let region = c.op_region(ops[0], 0);
    let entry = c.region_entry(region).unwrap();
    let b = c.next_op(c.block_first_op(entry).unwrap()).unwrap();
    let tail = c.split_block(entry, Some(b)).unwrap();
    assert_eq!(c.region_blocks(region), &[entry, tail]);
    assert_eq!(c.block_len(entry), 1);
    assert_eq!(c.block_len(tail), 2);
    assert_eq!(c.block_first_op(tail), Some(b));
    // Cloned before the destination's only block.
    let dst = c.op_region(ops[1], 0);
    let first = c.region_entry(dst).unwrap();
    let mut map = ir::IrMapping::new();
    c.clone_region_into(region, dst, Some(first), &mut map)
        .unwrap();
    let blocks = c.region_blocks(dst).to_vec();
    assert_eq!(blocks.len(), 3);
    assert_eq!(blocks[2], first);
    assert_eq!(map.lookup_block_or_self(entry), blocks[0]);
    assert_eq!(c.block_len(blocks[1]), 2);
    // Detaching and reinserting a block.
    c.detach_block(tail).unwrap();
    assert_eq!(c.region_blocks(region), &[entry]);
    assert_eq!(c.insert_block(region, tail, Some(entry)), Ok(()));
    assert_eq!(c.region_blocks(region), &[tail, entry]);
    assert_eq!(
        c.insert_block(region, tail, None),
        Err(IrError::AlreadyAttached)
    );
}

#[test]
fn integers_pushed_as_formatted() {
    let values = [
        0i128,
        1,
        -1,
        9,
        10,
        -10,
        950_869,
        i64::MAX as i128,
        i64::MIN as i128,
        u64::MAX as i128,
        -(u64::MAX as i128),
        u64::MAX as i128 + 1,
        -(u64::MAX as i128) - 1,
        i128::MAX,
        i128::MIN,
    ];
    for v in values {
        let mut out = String::from("c");
        ir::printer::push_i128(&mut out, v);
        assert_eq!(out, format!("c{v}"));
    }
}

#[test]
fn locations_of_the_first_file_and_others() {
    let mut c = ctx();
    // The first file's small locations are packed into their handles;
    // larger ones, and other files', are stored: all read back alike.
    let cases = [
        ("a.mlir", 1, 1),
        ("a.mlir", 524_134, 9),
        ("a.mlir", (1 << 20) - 1, 2047),
        ("a.mlir", 1 << 20, 1),
        ("a.mlir", 7, 2048),
        ("b.mlir", 1, 1),
        ("a.mlir", 0, 0),
    ];
    let locs: Vec<_> = cases
        .iter()
        .map(|&(f, l, col)| c.file_line_col_loc(f, l, col))
        .collect();
    for (i, &(f, l, col)) in cases.iter().enumerate() {
        assert_eq!(c.file_line_col_loc(f, l, col), locs[i]);
        assert!(!locs[..i].contains(&locs[i]));
        assert_eq!(
            ir::diag::file_line_col(&c, locs[i]),
            Some((f.to_string(), l, col))
        );
        let text = ir::printer::loc_to_string(&c, locs[i]);
        assert_eq!(text, format!("loc(\"{f}\":{l}:{col})"));
    }
}

#[test]
fn values_print_as_operands_as_the_module_names_them() {
    let mut ctx = ir::Context::new();
    ctx.allow_unregistered_dialects(true);
    let module = ir::parse_source(
        &mut ctx,
        "%0:2 = \"foo.a\"() : () -> (i32, i32)\n\"foo.b\"() ({\n^bb0(%x: i32):\n  %1 = \"foo.c\"(%x) : (i32) -> i32\n}) : () -> ()",
        "t.mlir",
    )
    .expect("parses");
    let ops = ctx.walk_preorder(module);
    let (a, b, c) = (ops[1], ops[2], ops[3]);
    let entry = ctx.region_blocks(ctx.op_regions(b)[0])[0];
    let values = [ctx.result(a, 1), ctx.block_arg(entry, 0), ctx.result(c, 0)];
    let opts = ir::PrintOptions::default();
    assert_eq!(
        ir::printer::values_as_operands(&ctx, module, &opts, &values),
        ["%0#1", "%arg0", "%1"]
    );
}

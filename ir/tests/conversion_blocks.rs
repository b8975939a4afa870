//! Dialect conversion of blocks and regions: each rewriter operation on
//! blocks (`split_block`, `create_block_before`, `move_block_before`,
//! `inline_region_before`, `inline_block_before`/`merge_blocks`,
//! `erase_block`, `add_block_argument`, `move_op_to_end`,
//! `apply_signature_conversion` with 1:1, 1:N, dropped and replaced
//! arguments) run by a conversion pattern: applied when the conversion
//! succeeds, and undone — the input printed back exactly — when the
//! pattern fails after doing it, or when a later op cannot be converted.

use ir::conversion::{
    apply_full_conversion, apply_partial_conversion, ConversionPattern, ConversionRewriter,
    ConversionTarget, SignatureConversion, TypeConverter,
};
use ir::{BlockId, Context, OpId, OperationState, PrintOptions, Value};

type Rewrite = fn(OpId, &mut ConversionRewriter<'_, '_>) -> Option<()>;

/// Runs `rewrite` on ops named `root`, then reports failure if `fail`.
struct Do {
    root: &'static str,
    rewrite: Rewrite,
    fail: bool,
}

impl ConversionPattern for Do {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        (self.rewrite)(op, rw).is_some() && !self.fail
    }
}

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.allow_unregistered_dialects(true);
    ctx
}

fn print(ctx: &Context, op: OpId) -> String {
    let opts = PrintOptions {
        generic: true,
        ..Default::default()
    };
    ir::print_operation(ctx, op, &opts)
}

fn target(root: &str) -> ConversionTarget {
    let mut t = ConversionTarget::new();
    t.add_illegal_op(root);
    t.mark_unknown_op_dynamically_legal(|_, _| true);
    t
}

/// The input converted by `rewrite` (the output), after checking that a
/// pattern failing after the same rewrite leaves the input as it was.
fn convert(
    input: &str,
    root: &'static str,
    rewrite: Rewrite,
    tc: Option<&TypeConverter>,
) -> String {
    let mut ctx = context();
    let m = ir::parse_source(&mut ctx, input, "in.mlir").expect("parses");
    let before = print(&ctx, m);
    let failing: Vec<Box<dyn ConversionPattern>> = vec![Box::new(Do {
        root,
        rewrite,
        fail: true,
    })];
    let err = apply_partial_conversion(&mut ctx, m, &target(root), &failing, tc)
        .expect_err("the pattern fails");
    assert!(
        err.message.starts_with("failed to legalize operation"),
        "{}",
        err.message
    );
    assert_eq!(
        print(&ctx, m),
        before,
        "a failed pattern's changes are undone"
    );

    // A later op that cannot be converted undoes a successful rewrite too.
    let succeeding: Vec<Box<dyn ConversionPattern>> = vec![Box::new(Do {
        root,
        rewrite,
        fail: false,
    })];
    let mut stuck = target(root);
    stuck.add_illegal_op("t.stuck");
    let module = |ctx: &mut Context, extra: &str| {
        let text = format!("{input}\"t.stuck\"() : () -> (){extra}\n");
        ir::parse_source(ctx, &text, "in.mlir").expect("parses")
    };
    let mut ctx2 = context();
    let m2 = module(&mut ctx2, "");
    let before2 = print(&ctx2, m2);
    apply_full_conversion(&mut ctx2, m2, &stuck, &succeeding, tc).expect_err("t.stuck stays");
    assert_eq!(
        print(&ctx2, m2),
        before2,
        "a failed conversion undoes everything"
    );

    apply_partial_conversion(&mut ctx, m, &target(root), &succeeding, tc).expect("converts");
    let out = print(&ctx, m);
    ir::verify(&ctx, m)
        .map_err(|d| d.render(&ctx, &[]))
        .expect("valid");
    out
}

/// Creates `name` with `successors` at the end of `block`.
fn append(
    rw: &mut ConversionRewriter<'_, '_>,
    block: BlockId,
    name: &str,
    operands: &[Value],
    successors: &[BlockId],
) {
    rw.set_insertion_point_to_end(block);
    let loc = rw.unknown_loc();
    let n = rw.op_name(name);
    let mut st = OperationState::new(n, loc);
    st.operands.extend_from_slice(operands);
    st.successors.extend_from_slice(successors);
    rw.create_op(st);
}

const SPLIT: &str = r#""t.func"() ({
^bb0(%a: i32):
  "t.before"() : () -> ()
  "t.op"() : () -> ()
  "t.after"(%a) : (i32) -> ()
  "t.ret"() : () -> ()
}) : () -> ()
"#;

#[test]
fn split_block_and_create_block() {
    fn rewrite(op: OpId, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        let block = rw.op_parent_block(op)?;
        let region = rw.block_parent_region(block)?;
        let after = rw.next_op(op);
        let tail = rw.split_block(block, after).ok()?;
        let i32t = rw.i32();
        let loc = rw.unknown_loc();
        let mid = rw
            .create_block_before(region, Some(tail), &[(i32t, loc)])
            .ok()?;
        let arg = rw.block_arg(block, 0);
        append(rw, block, "t.br", &[arg], &[mid]);
        append(rw, mid, "t.br", &[], &[tail]);
        rw.erase_op(op).ok()
    }
    assert_eq!(
        convert(SPLIT, "t.op", rewrite, None),
        r#""builtin.module"() ({
  "t.func"() ({
  ^bb0(%arg0: i32):
    "t.before"() : () -> ()
    "t.br"(%arg0)[^bb1] : (i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    "t.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    "t.after"(%arg0) : (i32) -> ()
    "t.ret"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#
    );
}

const WRAP: &str = r#""t.func"() ({
^bb0(%a: i32):
  "t.op"(%a) ({
  ^bb0(%x: i32):
    "t.first"(%x) : (i32) -> ()
    "t.br"()[^bb1] : () -> ()
  ^bb1:
    "t.second"() : () -> ()
    "t.yield"() : () -> ()
  }) : (i32) -> ()
  "t.ret"() : () -> ()
}) : () -> ()
"#;

#[test]
fn inline_region_before_moves_every_block() {
    fn rewrite(op: OpId, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        let block = rw.op_parent_block(op)?;
        let region = rw.block_parent_region(block)?;
        let after = rw.next_op(op);
        let tail = rw.split_block(block, after).ok()?;
        let inner = rw.op_region(op, 0);
        let entry = rw.region_entry(inner)?;
        let last = *rw.region_blocks(inner).last()?;
        let arg = rw.operand(op, 0);
        append(rw, block, "t.br", &[arg], &[entry]);
        append(rw, last, "t.br", &[], &[tail]);
        rw.inline_region_before(inner, region, Some(tail)).ok()?;
        rw.erase_op(op).ok()
    }
    assert_eq!(
        convert(WRAP, "t.op", rewrite, None),
        r#""builtin.module"() ({
  "t.func"() ({
  ^bb0(%arg0: i32):
    "t.br"(%arg0)[^bb1] : (i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    "t.first"(%0) : (i32) -> ()
    "t.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    "t.second"() : () -> ()
    "t.yield"() : () -> ()
    "t.br"()[^bb3] : () -> ()
  ^bb3:  // pred: ^bb2
    "t.ret"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#
    );
}

#[test]
fn inline_block_before_and_merge_blocks() {
    // The region's single block goes before the op, its argument replaced
    // by the op's operand; the emptied block is erased.
    fn inline(op: OpId, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        let block = rw.op_parent_block(op)?;
        let inner = rw.op_region(op, 0);
        let entry = rw.region_entry(inner)?;
        let second = rw.region_blocks(inner)[1];
        let arg = rw.operand(op, 0);
        rw.erase_block(second).ok()?;
        let br = rw.block_last_op(entry)?;
        rw.erase_op(br).ok()?;
        rw.inline_block_before(entry, block, Some(op), &[arg])
            .ok()?;
        rw.erase_op(op).ok()
    }
    let expected = r#""builtin.module"() ({
  "t.func"() ({
  ^bb0(%arg0: i32):
    "t.first"(%arg0) : (i32) -> ()
    "t.ret"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#;
    assert_eq!(convert(WRAP, "t.op", inline, None), expected);
    // `merge_blocks` appends: the op's block is split first, and the tail
    // merged back after the inlined ops.
    fn merge(op: OpId, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        let block = rw.op_parent_block(op)?;
        let tail = rw.split_block(block, Some(op)).ok()?;
        let inner = rw.op_region(op, 0);
        let entry = rw.region_entry(inner)?;
        let second = rw.region_blocks(inner)[1];
        let arg = rw.operand(op, 0);
        rw.erase_block(second).ok()?;
        let br = rw.block_last_op(entry)?;
        rw.erase_op(br).ok()?;
        rw.merge_blocks(entry, block, &[arg]).ok()?;
        rw.merge_blocks(tail, block, &[]).ok()?;
        rw.erase_op(op).ok()
    }
    assert_eq!(convert(WRAP, "t.op", merge, None), expected);
}

const BLOCKS: &str = r#""t.func"() ({
^bb0(%a: i32):
  "t.op"()[^bb1] : () -> ()
^bb1:
  "t.one"()[^bb2] : () -> ()
^bb2:
  "t.two"() : () -> ()
^bb3:
  "t.dead"(%a) : (i32) -> ()
}) : () -> ()
"#;

#[test]
fn move_block_before_and_move_op_to_end() {
    fn rewrite(op: OpId, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        let block = rw.op_parent_block(op)?;
        let region = rw.block_parent_region(block)?;
        let blocks = rw.region_blocks(region).to_vec();
        rw.move_block_before(blocks[2], region, Some(blocks[1]))
            .ok()?;
        rw.move_block_before(blocks[3], region, None).ok()?;
        let one = rw.block_first_op(blocks[1])?;
        rw.move_op_to_end(one, blocks[3]).ok()?;
        append(rw, blocks[1], "t.end", &[], &[]);
        append(rw, block, "t.go", &[], &[blocks[1]]);
        rw.erase_op(op).ok()
    }
    assert_eq!(
        convert(BLOCKS, "t.op", rewrite, None),
        r#""builtin.module"() ({
  "t.func"() ({
  ^bb0(%arg0: i32):
    "t.go"()[^bb2] : () -> ()
  ^bb1:  // pred: ^bb3
    "t.two"() : () -> ()
  ^bb2:  // pred: ^bb0
    "t.end"() : () -> ()
  ^bb3:  // no predecessors
    "t.dead"(%arg0) : (i32) -> ()
    "t.one"()[^bb1] : () -> ()
  }) : () -> ()
}) : () -> ()
"#
    );
}

#[test]
fn erase_block_and_add_block_argument() {
    fn rewrite(op: OpId, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        let block = rw.op_parent_block(op)?;
        let region = rw.block_parent_region(block)?;
        let blocks = rw.region_blocks(region).to_vec();
        rw.erase_block(blocks[3]).ok()?;
        let (f32t, loc) = (rw.f32(), rw.unknown_loc());
        let v = rw.add_block_argument(blocks[2], f32t, loc);
        append(rw, blocks[2], "t.use", &[v], &[]);
        rw.erase_op(op).ok()?;
        append(rw, block, "t.br", &[], &[blocks[1]]);
        Some(())
    }
    assert_eq!(
        convert(BLOCKS, "t.op", rewrite, None),
        r#""builtin.module"() ({
  "t.func"() ({
  ^bb0(%arg0: i32):
    "t.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    "t.one"()[^bb2] : () -> ()
  ^bb2(%0: f32):  // pred: ^bb1
    "t.two"() : () -> ()
    "t.use"(%0) : (f32) -> ()
  }) : () -> ()
}) : () -> ()
"#
    );
}

const SIGNATURE: &str = r#""t.func"() ({
^bb0(%c: i1, %r: i8):
  "t.op"(%c, %r)[^bb1] : (i1, i8) -> ()
^bb1(%x: i64, %d: i1, %s: i16, %k: i32):
  "t.use"(%x, %d, %s, %k) : (i64, i1, i16, i32) -> ()
  "t.ret"() : () -> ()
}) : () -> ()
"#;

/// i64 → (i32, i32), i1 → nothing, i32 stays; packs and undefs rebuild
/// the originals.
fn splitting_converter() -> TypeConverter {
    let mut tc = TypeConverter::new();
    tc.add_conversion(|_, t| Some(t));
    tc.add_conversion_to_types(|ctx, t| {
        if ctx.is_integer(t, 64) {
            Some(vec![ctx.integer_type(32), ctx.integer_type(32)])
        } else if ctx.is_integer(t, 1) {
            Some(vec![])
        } else {
            None
        }
    });
    tc.add_argument_materialization(|b, ty, inputs, loc| {
        let op = b.create_simple("t.pack", loc, inputs, &[ty], &[]);
        Some(b.result(op, 0))
    });
    tc.add_source_materialization(|b, ty, inputs, loc| {
        let op = b.create_simple("t.undef", loc, inputs, &[ty], &[]);
        Some(b.result(op, 0))
    });
    tc
}

#[test]
fn signature_conversion_one_to_many_dropped_and_replaced() {
    fn rewrite(op: OpId, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        let dest = rw.successors(op)[0];
        // %x: i64 → two i32; %d: i1 dropped (rebuilt from nothing); %s
        // replaced by a value made here; %k: i32 kept.
        let mut by_hand = SignatureConversion::new(4);
        let i32t = rw.i32();
        by_hand.add_inputs_for(0, &[i32t, i32t]).ok()?;
        let r = rw.operand(op, 1);
        let (block, loc) = (rw.op_parent_block(op)?, rw.unknown_loc());
        rw.set_insertion_point_before(op);
        let i16t = Context::integer_type(rw, 16);
        let made = rw.create_simple("t.widen", loc, &[r], &[i16t], &[]);
        let widened = rw.result(made, 0);
        by_hand.remap_input(2, widened).ok()?;
        by_hand.add_inputs_for(3, &[i32t]).ok()?;
        let new = rw.apply_signature_conversion(dest, &by_hand).ok()?;
        let c = rw.operand(op, 0);
        append(rw, block, "t.br", &[c, c, c], &[new]);
        rw.erase_op(op).ok()
    }
    let tc = splitting_converter();
    assert_eq!(
        convert(SIGNATURE, "t.op", rewrite, Some(&tc)),
        r#""builtin.module"() ({
  "t.func"() ({
  ^bb0(%arg0: i1, %arg1: i8):
    %0 = "t.widen"(%arg1) : (i8) -> i16
    "t.br"(%arg0, %arg0, %arg0)[^bb1] : (i1, i1, i1) -> ()
  ^bb1(%1: i32, %2: i32, %3: i32):  // pred: ^bb0
    %4 = "t.undef"() : () -> i1
    %5 = "t.pack"(%1, %2) : (i32, i32) -> i64
    "t.use"(%5, %4, %0, %3) : (i64, i1, i16, i32) -> ()
    "t.ret"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#
    );
}

/// Converts the signature of the op's successor with the conversion's type
/// converter, and branches there instead of the op.
fn convert_successor_signature(op: OpId, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
    let tc = rw.type_converter()?;
    let dest = rw.successors(op)[0];
    let conv = tc.convert_block_signature(rw, dest)?;
    let new = rw.apply_signature_conversion(dest, &conv).ok()?;
    let block = rw.op_parent_block(op)?;
    let c = rw.operand(op, 1);
    append(rw, block, "t.br", &[c, c, c], &[new]);
    rw.erase_op(op).ok()
}

#[test]
fn signature_conversion_from_the_type_converter() {
    let input = SIGNATURE
        .replace("%s: i16", "%s: i32")
        .replace("i16, i32", "i32, i32");
    let tc = splitting_converter();
    let out = convert(&input, "t.op", convert_successor_signature, Some(&tc));
    assert!(
        out.contains("^bb1(%0: i32, %1: i32, %2: i32, %3: i32):"),
        "{out}"
    );
    assert!(out.contains("\"t.use\"(%5, %4, %2, %3)"), "{out}");
}

#[test]
fn unresolved_argument_materializations_are_errors_and_undone() {
    // No argument materialization: the i64 stays used, unresolved.
    let mut tc = TypeConverter::new();
    tc.add_conversion(|_, t| Some(t));
    tc.add_conversion_to_types(|ctx, t| {
        ctx.is_integer(t, 64)
            .then(|| vec![ctx.integer_type(32), ctx.integer_type(32)])
    });
    let input = SIGNATURE
        .replace("%d: i1", "%d: i8")
        .replace("i64, i1, i16", "i64, i8, i16");
    let mut ctx = context();
    let m = ir::parse_source(&mut ctx, &input, "in.mlir").expect("parses");
    let before = print(&ctx, m);
    let patterns: Vec<Box<dyn ConversionPattern>> = vec![Box::new(Do {
        root: "t.op",
        rewrite: convert_successor_signature,
        fail: false,
    })];
    let err = apply_partial_conversion(&mut ctx, m, &target("t.op"), &patterns, Some(&tc))
        .expect_err("the i64 has no materialization");
    assert_eq!(
        err.message,
        "failed to legalize unresolved materialization from ('i32', 'i32') to 'i64' that remained live after conversion"
    );
    assert_eq!(print(&ctx, m), before);
}

#[test]
fn region_types_convert_one_to_many() {
    /// Converts the types of the op's region, once.
    struct Types;
    impl ConversionPattern for Types {
        fn root(&self) -> Option<&str> {
            Some("t.region")
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
            rw.convert_region_types(region, tc).is_ok()
        }
    }
    let input = r#""t.region"() ({
^bb0(%x: i64, %k: i32):
  "t.use"(%x, %k) : (i64, i32) -> ()
  "t.ret"() : () -> ()
}) : () -> ()
"#;
    let mut ctx = context();
    let m = ir::parse_source(&mut ctx, input, "in.mlir").expect("parses");
    let mut target = ConversionTarget::new();
    target.add_dynamically_legal_op("t.region", |ctx, op| {
        let r = ctx.op_region(op, 0);
        ctx.region_blocks(r).iter().all(|&b| {
            ctx.block_args(b)
                .iter()
                .all(|&a| !ctx.is_integer(ctx.value_type(a), 64))
        })
    });
    target.mark_unknown_op_dynamically_legal(|_, _| true);
    let patterns: Vec<Box<dyn ConversionPattern>> = vec![Box::new(Types)];
    let tc = splitting_converter();
    apply_partial_conversion(&mut ctx, m, &target, &patterns, Some(&tc)).expect("converts");
    assert_eq!(
        print(&ctx, m),
        r#""builtin.module"() ({
  "t.region"() ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
    %0 = "t.pack"(%arg0, %arg1) : (i32, i32) -> i64
    "t.use"(%0, %arg2) : (i64, i32) -> ()
    "t.ret"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#
    );
}

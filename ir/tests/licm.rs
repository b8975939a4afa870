//! `loop-invariant-code-motion` over a loop op registered by hand
//! (`t.loop`, one body region whose argument is the induction variable):
//! pure ops reading only values from outside move before the loop,
//! innermost loops first; ops with effects or reading the loop's values
//! stay.

mod common;

use ir::interfaces::LoopLikeOpInterfaceVtable;
use ir::{Context, OpDefinition, OpTrait};

static LOOP: LoopLikeOpInterfaceVtable = LoopLikeOpInterfaceVtable {
    is_defined_outside_of_loop: |op, ctx, v| {
        let owner = match v {
            ir::Value::Result { op: d, .. } => ctx.op_parent_op(d),
            ir::Value::Arg { block, .. } => ctx.block_parent_op(block),
        };
        !owner.is_some_and(|o| ctx.is_ancestor(op, o))
    },
    get_loop_regions: |op, ctx| ctx.op_regions(op).to_vec(),
    move_out_of_loop: |op, ctx, inner| ctx.move_op_before(inner, op).expect("live ops"),
    promote_if_single_iteration: |_, _| Ok(()),
    get_loop_induction_vars: |_, _| None,
    get_loop_lower_bounds: |_, _| None,
    get_loop_steps: |_, _| None,
    get_loop_upper_bounds: |_, _| None,
    get_inits_mutable: |_, _| 0..0,
    get_region_iter_args: |_, _| Vec::new(),
    get_yielded_values_mutable: |_, _| None,
    get_loop_results: |_, _| None,
    replace_with_additional_yields: |op, _, _, _| Ok(op),
};

fn run(src: &str) -> String {
    let mut c = Context::new();
    c.allow_unregistered_dialects(true);
    let mut l = OpDefinition::new("t.loop");
    l.add_interface::<LoopLikeOpInterfaceVtable>(&LOOP);
    c.register_op(l);
    let mut p = OpDefinition::new("t.pure");
    p.traits = vec![OpTrait::Pure];
    c.register_op(p);
    let mut y = OpDefinition::new("t.yield");
    y.traits = vec![OpTrait::IsTerminator, OpTrait::Pure];
    c.register_op(y);
    common::run(
        &mut c,
        src,
        "builtin.module(loop-invariant-code-motion)",
        false,
    )
}

#[test]
fn invariant_pure_ops_leave_nested_loops() {
    let src = r#"%x = "u.def"() : () -> i32
"t.loop"() ({
^bb0(%i: i32):
  "t.loop"() ({
  ^bb1(%j: i32):
    %a = "t.pure"(%x) : (i32) -> i32
    %b = "t.pure"(%a, %x) : (i32, i32) -> i32
    %c = "t.pure"(%b, %i) : (i32, i32) -> i32
    %d = "t.pure"(%j) : (i32) -> i32
    %e = "u.effect"(%x) : (i32) -> i32
    "t.yield"(%b, %c, %d, %e) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
  "t.yield"() : () -> ()
}) : () -> ()
"#;
    assert_eq!(
        run(src),
        r#""builtin.module"() ({
  %0 = "u.def"() : () -> i32
  %1 = "t.pure"(%0) : (i32) -> i32
  %2 = "t.pure"(%1, %0) : (i32, i32) -> i32
  "t.loop"() ({
  ^bb0(%arg0: i32):
    %3 = "t.pure"(%2, %arg0) : (i32, i32) -> i32
    "t.loop"() ({
    ^bb0(%arg1: i32):
      %4 = "t.pure"(%arg1) : (i32) -> i32
      %5 = "u.effect"(%0) : (i32) -> i32
      "t.yield"(%2, %3, %4, %5) : (i32, i32, i32, i32) -> ()
    }) : () -> ()
    "t.yield"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#
    );
}

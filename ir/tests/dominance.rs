//! `DominanceInfo`'s immediate dominators and nearest common dominators
//! (MLIR's `getNode(b)->getIDom()` and `findNearestCommonDominator`),
//! over unregistered ops with successors and regions.

use ir::transforms::dominance::DominanceInfo;
use ir::{BlockId, Context, OpId};

/// The blocks of the first region of the op `name` in `module`'s body.
fn blocks_of(ctx: &Context, module: OpId, name: &str) -> Vec<BlockId> {
    let op = ctx
        .walk_preorder(module)
        .into_iter()
        .find(|&o| ctx.op_is(o, name))
        .expect("op");
    ctx.region_blocks(ctx.op_regions(op)[0]).to_vec()
}

#[test]
fn idom_and_nearest_common_dominator() {
    let mut ctx = Context::new();
    ctx.allow_unregistered_dialects(true);
    // bb0 -> bb1, bb2; bb1 -> bb3; bb2 -> bb3; bb3 holds a nested region.
    let src = r#"
"t.func"() ({
^bb0:
  "t.cond_br"()[^bb1, ^bb2] : () -> ()
^bb1:
  "t.br"()[^bb3] : () -> ()
^bb2:
  "t.br"()[^bb3] : () -> ()
^bb3:
  "t.nested"() ({
  ^bb0:
    "t.br"()[^bb1] : () -> ()
  ^bb1:
    "t.end"() : () -> ()
  }) : () -> ()
  "t.return"() : () -> ()
}) : () -> ()
"#;
    let module = ir::parse_source(&mut ctx, src, "in.mlir").expect("parses");
    let other_src = "\"t.other\"() ({\n  \"t.end\"() : () -> ()\n}) : () -> ()";
    let other = ir::parse_source(&mut ctx, other_src, "b.mlir").expect("parses");
    let lonely = blocks_of(&ctx, other, "t.other");
    let outer = blocks_of(&ctx, module, "t.func");
    let inner = blocks_of(&ctx, module, "t.nested");
    let mut doms = DominanceInfo::new();
    assert_eq!(doms.idom(&ctx, outer[0]), None);
    assert_eq!(doms.idom(&ctx, outer[1]), Some(outer[0]));
    assert_eq!(doms.idom(&ctx, outer[3]), Some(outer[0]));
    assert_eq!(doms.idom(&ctx, inner[1]), Some(inner[0]));
    let ncd = |doms: &mut DominanceInfo, a, b| doms.nearest_common_dominator(&ctx, a, b);
    assert_eq!(ncd(&mut doms, outer[1], outer[2]), Some(outer[0]));
    assert_eq!(ncd(&mut doms, outer[3], outer[1]), Some(outer[0]));
    assert_eq!(ncd(&mut doms, outer[2], outer[2]), Some(outer[2]));
    // A block of a nested region is lifted to the block holding its op.
    assert_eq!(ncd(&mut doms, inner[1], outer[3]), Some(outer[3]));
    assert_eq!(ncd(&mut doms, inner[1], outer[1]), Some(outer[0]));
    assert_eq!(ncd(&mut doms, inner[0], inner[1]), Some(inner[0]));
    // Blocks of unrelated top-level ops have no common region.
    assert_eq!(ncd(&mut doms, lonely[0], outer[1]), None);
}

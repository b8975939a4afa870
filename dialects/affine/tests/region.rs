//! Memory regions against upstream's
//! `test/Dialect/Affine/memref-bound-check.mlir` (a copy in `data/`): its
//! `-test-memref-bound-check` pass (a test pass, so not in the upstream
//! driver) computes each load's and store's region over all loops
//! (`MemRefRegion::compute` at depth 0 without the memref's bounds) and
//! reports each dimension the region may leave (upstream's
//! `boundCheckLoadOrStoreOp`); the errors made here must be exactly the
//! expected ones, on the same lines. Then bounding boxes, region sizes and
//! footprints on small nests.

use affine::analysis::region::{
    memory_footprint_bytes, memref_elt_size_in_bytes, memref_size_in_bytes, MemRefRegion,
    RegionError,
};
use presburger::{BoundType, Int};

fn context() -> ir::Context {
    let mut ctx = ir::Context::new();
    func::register(&mut ctx);
    arith::register(&mut ctx);
    memref::register(&mut ctx);
    affine::register(&mut ctx);
    ctx
}

fn line_of(ctx: &ir::Context, op: ir::Operation) -> u32 {
    ir::diag::file_line_col(ctx, ctx.op_loc(op)).map_or(0, |(_, l, _)| l)
}

/// Upstream's `boundCheckLoadOrStoreOp` on every load and store of
/// `text`, as `line: message`.
fn bound_check(text: &str) -> Vec<String> {
    let mut ctx = context();
    let m = ir::parse_source(&mut ctx, text, "in.mlir").expect("parses");
    let ops: Vec<_> = ctx
        .walk_postorder(m)
        .into_iter()
        .filter(|&o| ctx.op_is(o, "affine.load") || ctx.op_is(o, "affine.store"))
        .collect();
    let mut out = Vec::new();
    for op in ops {
        let line = line_of(&ctx, op);
        let region = match MemRefRegion::compute(&mut ctx, op, 0, false) {
            Ok(r) => r,
            Err(RegionError::ComposeFailed) => {
                out.push(format!(
                    "{line}: getMemRefRegion: compose affine map failed"
                ));
                continue;
            }
            Err(RegionError::Unsupported) => continue,
        };
        let ty = ctx.value_type(region.memref);
        let shape = ctx.shape(ty).expect("a memref").to_vec();
        let name = ctx.op_name_of(op).to_string();
        for (r, &size) in shape.iter().enumerate() {
            // Upstream skips a dimension of size -1, which no dynamic
            // dimension is: it is checked against `kDynamic`.
            let mut upper = region.cst.clone();
            upper.add_bound(BoundType::Lb, r, &Int::from(size));
            if !upper.is_empty() {
                out.push(format!(
                    "{line}: '{name}' op memref out of upper bound access along dimension #{}",
                    r + 1
                ));
            }
            let mut lower = region.cst.clone();
            lower.add_bound(BoundType::Ub, r, &Int::from(-1));
            if !lower.is_empty() {
                out.push(format!(
                    "{line}: '{name}' op memref out of lower bound access along dimension #{}",
                    r + 1
                ));
            }
        }
    }
    out.sort();
    out
}

/// The chunk's `expected-error` annotations as `line: message`.
fn expected(chunk: &str) -> Vec<String> {
    let mut v = Vec::new();
    for (i, l) in chunk.lines().enumerate() {
        let Some(at) = l.find("expected-error") else {
            continue;
        };
        let rest = &l[at + "expected-error".len()..];
        let (target, rest) = match rest.strip_prefix('@') {
            Some(r) => {
                let (offset, rest) = r.split_once(' ').expect("an offset");
                let t = match offset {
                    "above" => i as i64,
                    _ => i as i64 + 1 + offset.parse::<i64>().expect("a line offset"),
                };
                (t, rest)
            }
            None => (i as i64 + 1, rest),
        };
        let msg = rest.trim().trim_start_matches("{{");
        let msg = msg.split("}}").next().expect("a message");
        v.push(format!("{target}: {msg}"));
    }
    v.sort();
    v
}

#[test]
fn bound_checks_are_upstreams() {
    let file = include_str!("data/memref-bound-check.mlir");
    let mut total = 0;
    let mut mismatched = Vec::new();
    for chunk in file.split("// -----") {
        let want = expected(chunk);
        total += want.len();
        let got = bound_check(chunk);
        if got != want {
            mismatched.push(format!("got {got:?}\nwant {want:?}"));
        }
    }
    assert_eq!(total, 20, "the file's errors");
    assert!(mismatched.is_empty(), "{}", mismatched.join("\n"));
}

#[test]
fn a_region_symbolic_in_the_outer_loop_has_a_constant_box() {
    let mut ctx = context();
    let text = "func.func @f(%a: memref<32x64xf32>) {\n  affine.for %i = 0 to 32 step 8 {\n    affine.for %ii = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 + 8)>(%i) {\n      affine.for %j = 0 to 64 {\n        %x = affine.load %a[%ii, %j] : memref<32x64xf32>\n      }\n    }\n  }\n  return\n}\n";
    let m = ir::parse_source(&mut ctx, text, "in.mlir").expect("parses");
    let load = ctx
        .walk_preorder(m)
        .into_iter()
        .find(|&o| ctx.op_is(o, "affine.load"))
        .expect("a load");
    let region = MemRefRegion::compute(&mut ctx, load, 1, true).expect("a region");
    let b = region
        .constant_bounding_size_and_shape(&ctx)
        .expect("a box");
    assert_eq!(b.shape, vec![8, 64]);
    assert_eq!(b.num_elements, 512);
    // `%i <= d0`: the lower bound is the symbol itself.
    assert_eq!(b.lbs, vec![vec![1, 0], vec![0, 0]]);
    assert_eq!(region.region_size(&ctx), Some(2048));
    // Over all loops: the whole memref.
    let whole = MemRefRegion::compute(&mut ctx, load, 0, true).expect("a region");
    assert_eq!(whole.region_size(&ctx), Some(32 * 64 * 4));
}

#[test]
fn footprints_join_the_regions_of_a_memref() {
    let mut ctx = context();
    let text = "func.func @f(%a: memref<100xi16>, %b: memref<10xvector<4xf32>>) {\n  affine.for %i = 0 to 10 {\n    %x = affine.load %a[%i] : memref<100xi16>\n    %y = affine.load %a[%i + 50] : memref<100xi16>\n    %v = affine.load %b[%i] : memref<10xvector<4xf32>>\n  }\n  return\n}\n";
    let m = ir::parse_source(&mut ctx, text, "in.mlir").expect("parses");
    let f = ctx
        .walk_preorder(m)
        .into_iter()
        .find_map(|o| affine::AffineForOp::cast(&ctx, o))
        .expect("a loop");
    let (fp, diags) = memory_footprint_bytes(&mut ctx, f);
    assert!(diags.is_empty());
    // %a: elements 0 to 59 (the box of [0, 9] and [50, 59]), 2 bytes each;
    // %b: 10 vectors of 16 bytes.
    assert_eq!(fp, Some(60 * 2 + 10 * 16));
    let last_load = ctx
        .walk_preorder(m)
        .into_iter()
        .rev()
        .find(|&o| ctx.op_is(o, "affine.load"))
        .expect("a load");
    let b = ctx.value_type(ctx.operand(last_load, 0));
    assert_eq!(memref_elt_size_in_bytes(&ctx, b), Some(16));
    assert_eq!(memref_size_in_bytes(&ctx, b), Some(160));
}

//! The dependence analysis against upstream's
//! `test/Dialect/Affine/memref-dependence-check.mlir` (a copy in `data/`):
//! its `-test-memref-dependence-check` pass (a test pass, so not in the
//! upstream driver) remarks on every pair of loads and stores at every
//! depth; the remarks made here must be exactly the expected ones.

use affine::analysis::dependence::{
    check_memref_access_dependence, DependenceComponent, DependenceResult, MemRefAccess,
};
use affine::analysis::index_set::affine_ivs;

fn context() -> ir::Context {
    let mut ctx = ir::Context::new();
    func::register(&mut ctx);
    arith::register(&mut ctx);
    memref::register(&mut ctx);
    affine::register(&mut ctx);
    ctx
}

/// Upstream's `getDirectionVectorStr`.
fn direction_str(has: bool, common: usize, depth: usize, comps: &[DependenceComponent]) -> String {
    if !has {
        return "false".into();
    }
    if comps.is_empty() || depth > common {
        return "true".into();
    }
    comps
        .iter()
        .map(|c| {
            let lb = c.lb.map_or("-inf".to_string(), |v| v.to_string());
            let ub = c.ub.map_or("+inf".to_string(), |v| v.to_string());
            format!("[{lb}, {ub}]")
        })
        .collect()
}

/// The remarks of upstream's test pass on `text`.
fn remarks(text: &str) -> Vec<String> {
    let mut ctx = context();
    let m = ir::parse_source(&mut ctx, text, "in.mlir").expect("parses");
    let ops: Vec<_> = ctx
        .walk_preorder(m)
        .into_iter()
        .filter(|&o| ctx.op_is(o, "affine.load") || ctx.op_is(o, "affine.store"))
        .collect();
    let mut out = Vec::new();
    for (i, &s) in ops.iter().enumerate() {
        let src = MemRefAccess::new(&ctx, s).expect("an access");
        for (j, &d) in ops.iter().enumerate() {
            let dst = MemRefAccess::new(&ctx, d).expect("an access");
            let (a, b) = (affine_ivs(&ctx, s), affine_ivs(&ctx, d));
            let common = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
            for depth in 1..=common + 1 {
                let mut comps = Vec::new();
                let r = check_memref_access_dependence(
                    &mut ctx,
                    &src,
                    &dst,
                    depth,
                    Some(&mut comps),
                    false,
                );
                if r == DependenceResult::Failure {
                    out.push(format!("{i}: dependence check failed"));
                    continue;
                }
                let has = r == DependenceResult::HasDependence;
                out.push(format!(
                    "dependence from {i} to {j} at depth {depth} = {}",
                    direction_str(has, common, depth, &comps)
                ));
            }
        }
    }
    out.sort();
    out
}

fn expected(chunk: &str) -> Vec<String> {
    let mut v: Vec<String> = chunk
        .lines()
        .filter_map(|l| {
            let rest = l.split("expected-remark@above {{").nth(1)?;
            Some(rest.trim_end().trim_end_matches("}}").to_string())
        })
        .collect();
    v.sort();
    v
}

#[test]
fn dependences_are_upstreams() {
    let file = include_str!("data/memref-dependence-check.mlir");
    let mut chunks = 0;
    let mut mismatched = Vec::new();
    let mut total = 0;
    for chunk in file.split("// -----") {
        let want = expected(chunk);
        if want.is_empty() {
            continue;
        }
        chunks += 1;
        total += want.len();
        let got = remarks(chunk);
        if got != want {
            let name = chunk
                .lines()
                .find(|l| l.contains("func.func"))
                .unwrap_or("?")
                .to_string();
            let extra: Vec<_> = got.iter().filter(|g| !want.contains(g)).collect();
            let missing: Vec<_> = want.iter().filter(|w| !got.contains(w)).collect();
            mismatched.push(format!(
                "{name}\n  got but not expected: {extra:?}\n  expected but not got: {missing:?}"
            ));
        }
    }
    assert_eq!(total, 369, "the file's remarks");
    assert!(
        mismatched.is_empty(),
        "{} of {chunks} functions differ:\n{}",
        mismatched.len(),
        mismatched.join("\n")
    );
}

/// The module's `affine.for` ops in pre-order.
fn loops(ctx: &ir::Context, m: ir::Operation) -> Vec<affine::AffineForOp> {
    ctx.walk_preorder(m)
        .into_iter()
        .filter_map(|o| affine::AffineForOp::cast(ctx, o))
        .collect()
}

#[test]
fn a_loop_carried_distance_is_read_off_the_common_loop() {
    let mut ctx = context();
    let text = "func.func @f(%m: memref<100xf32>) {\n  affine.for %i = 1 to 100 {\n    %x = affine.load %m[%i - 1] : memref<100xf32>\n    affine.store %x, %m[%i] : memref<100xf32>\n  }\n  return\n}\n";
    let m = ir::parse_source(&mut ctx, text, "in.mlir").expect("parses");
    let ops: Vec<_> = ctx
        .walk_preorder(m)
        .into_iter()
        .filter_map(|o| MemRefAccess::new(&ctx, o))
        .collect();
    let (load, store) = (&ops[0], &ops[1]);
    let mut comps = Vec::new();
    let r = check_memref_access_dependence(&mut ctx, store, load, 1, Some(&mut comps), false);
    assert_eq!(r, DependenceResult::HasDependence);
    assert_eq!((comps[0].lb, comps[0].ub), (Some(1), Some(1)));
    // Load before store in the same iteration: not the other way round.
    let r = check_memref_access_dependence(&mut ctx, load, store, 2, None, false);
    assert_eq!(r, DependenceResult::NoDependence);
    // Two reads never depend on each other unless asked.
    let r = check_memref_access_dependence(&mut ctx, load, load, 1, None, false);
    assert_eq!(r, DependenceResult::NoDependence);
    let r = check_memref_access_dependence(&mut ctx, load, load, 2, None, true);
    assert_eq!(r, DependenceResult::HasDependence);
}

#[test]
fn loops_are_parallel_without_carried_dependences_or_with_reductions() {
    use affine::analysis::parallelism::{is_loop_parallel, supported_reductions};
    let mut ctx = context();
    let text = "func.func @f(%m: memref<100xf32>, %v: f32) -> f32 {\n  affine.for %i = 0 to 100 {\n    affine.store %v, %m[%i] : memref<100xf32>\n  }\n  affine.for %i = 1 to 100 {\n    %x = affine.load %m[%i - 1] : memref<100xf32>\n    affine.store %x, %m[%i] : memref<100xf32>\n  }\n  %r = affine.for %i = 0 to 100 iter_args(%a = %v) -> f32 {\n    %x = affine.load %m[%i] : memref<100xf32>\n    %s = arith.addf %a, %x : f32\n    affine.yield %s : f32\n  }\n  return %r : f32\n}\n";
    let m = ir::parse_source(&mut ctx, text, "in.mlir").expect("parses");
    let ls = loops(&ctx, m);
    assert!(is_loop_parallel(&mut ctx, ls[0], None));
    assert!(!is_loop_parallel(&mut ctx, ls[1], None));
    assert!(!is_loop_parallel(&mut ctx, ls[2], None));
    let mut reductions = Vec::new();
    assert!(is_loop_parallel(&mut ctx, ls[2], Some(&mut reductions)));
    assert_eq!(reductions, supported_reductions(&ctx, ls[2]));
    assert_eq!(reductions[0].kind, arith::AtomicRMWKind::Addf);
}

#[test]
fn tiling_is_invalid_when_a_distance_is_negative() {
    use affine::transforms::tiling::{is_tiling_valid, perfectly_nested_loops};
    let mut ctx = context();
    let text = "func.func @f(%a: memref<64x64xf32>) {\n  affine.for %i = 0 to 64 {\n    affine.for %j = 0 to 64 {\n      %0 = affine.load %a[%j, %i] : memref<64x64xf32>\n      %1 = affine.load %a[%i, %j - 1] : memref<64x64xf32>\n      %2 = arith.addf %0, %1 : f32\n      affine.store %2, %a[%i, %j] : memref<64x64xf32>\n    }\n  }\n  affine.for %i = 0 to 64 {\n    affine.for %j = 0 to 64 {\n      %0 = affine.load %a[%i, %j] : memref<64x64xf32>\n      affine.store %0, %a[%i, %j] : memref<64x64xf32>\n    }\n  }\n  return\n}\n";
    let m = ir::parse_source(&mut ctx, text, "in.mlir").expect("parses");
    let ls = loops(&ctx, m);
    let (first, second) = (
        perfectly_nested_loops(&ctx, ls[0]),
        perfectly_nested_loops(&ctx, ls[2]),
    );
    assert_eq!((first.len(), second.len()), (2, 2));
    assert!(!is_tiling_valid(&mut ctx, &first));
    assert!(is_tiling_valid(&mut ctx, &second));
}

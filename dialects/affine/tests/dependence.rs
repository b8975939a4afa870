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

//! `gen_rewriters` on the DRR test dialect's `Patterns.td`
//! (`tblgen-build/tests/drr_dialect`, whose generated code is compiled and
//! run by `tblgen-build/tests/drr_crate.rs`): one pattern type per rule,
//! benefits, roots and the shape of the matching code.

use std::path::{Path, PathBuf};
use tblgen_core::drr::patterns;
use tblgen_core::emit::drr::gen_rewriters;
use tblgen_core::tablegen::{load_file, Loaded, Options};

fn dialect_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tblgen-build/tests/drr_dialect")
}

fn load() -> Loaded {
    let opts = Options {
        include_dirs: vec![dialect_dir(), td::include_dir()],
        defines: Vec::new(),
        print_records: false,
        ..Default::default()
    };
    load_file(&dialect_dir().join("Patterns.td"), &opts).expect("Patterns.td loads")
}

#[test]
fn one_pattern_type_per_rule() {
    let loaded = load();
    let text = gen_rewriters(&loaded.records).expect("generates");
    let rules = std::fs::read_to_string(dialect_dir().join("Patterns.td"))
        .expect("read")
        .lines()
        .filter(|l| l.starts_with("def ") && (l.contains(": Pat<") || l.contains(": Pattern<")))
        .count();
    assert_eq!(
        text.matches("impl ::ir::RewritePattern for ").count(),
        rules
    );
    assert_eq!(text.matches("patterns.push(").count(), rules);
    assert!(text.contains("pub fn populate_patterns("));
}

#[test]
fn benefits_roots_and_variants() {
    let loaded = load();
    let pats = patterns(&loaded.records).expect("resolves");
    let find = |n: &str| pats.iter().find(|p| &*p.name == n).expect("pattern");
    let add_zero = find("AddZero");
    assert_eq!(add_zero.benefit, 2);
    assert_eq!(add_zero.ops[add_zero.root.op].operation_name(), "drrt.add");
    assert_eq!(add_zero.num_root_results, 1);
    assert_eq!(find("MulTwo").benefit, 12);
    assert_eq!(find("MulConst").benefit, 1);
    assert_eq!(find("AddNeg").variants, 2);
    // `(T_PairOp:$p__1 $x)` counts as one value (upstream's
    // `getStaticValueCount` of a symbol with an index).
    let swap = find("SwapToPair");
    assert_eq!((swap.num_root_results, swap.num_aux_values), (2, 1));
}

#[test]
fn matching_fails_early_without_allocating() {
    let loaded = load();
    let text = gen_rewriters(&loaded.records).expect("generates");
    // AddZero: the root, then the constant's attribute check, no Vec.
    let start = text.find("impl AddZero {").expect("AddZero");
    let body = &text[start..start + text[start..].find("\n}\n").expect("end")];
    assert!(!body.contains("Vec"), "{}", body);
    // The root, a rejection on the kind of op defining the nested op's
    // operand before anything is bound, then the nested op, its
    // attribute, and the constant check.
    let cast = body.find("AddOp::cast(ctx, op)?").expect("root check");
    let reject = body
        .find("ConstOp::cast(ctx, d).is_some()) { return None; }")
        .expect("early rejection");
    let def = body
        .find("let ods_op3 = ctx.defining_op(")
        .expect("nested op");
    let attr = body.find("ctx.attr(").expect("attribute");
    let check = body.rfind("return None").expect("constant check");
    assert!(
        cast < reject && reject < def && def < attr && attr < check,
        "{}",
        body
    );
}

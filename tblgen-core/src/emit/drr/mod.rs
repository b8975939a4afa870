//! The DRR emitter (`--gen-rewriters`): one `::ir::RewritePattern` type per
//! `Pat`/`Pattern` def, plus `populate_patterns` adding them all.
//!
//! For `def AddZero : Pat<(AddOp $x, (ConstantOp ConstZero:$c)), (replaceWithValue $x)>`
//! the generated code reads:
//!
//! ```text
//! pub struct AddZero;
//! struct AddZeroMatch { op: ::ir::OpId, ods_v1: ::ir::Value, ... }
//! impl AddZero {
//!     fn match0(rewriter, op) -> Option<AddZeroMatch>;   // one per `either` permutation
//! }
//! impl ::ir::RewritePattern for AddZero {
//!     fn root(&self) -> Option<&str> { Some("demo.add") }
//!     fn benefit(&self) -> u16 { 2 }
//!     fn match_and_rewrite(&self, op, rewriter) -> bool;   // match, then build and replace
//! }
//! pub fn populate_patterns(patterns: &mut Vec<Box<dyn ::ir::RewritePattern>>);
//! ```
//!
//! Matching binds only `Copy` handles and fails at the first check that
//! does not hold: each op's name, then its attributes and operand
//! constraints, then the ops defining its operands, and the multi-entity
//! constraints last. Nothing is allocated before every check has passed:
//! variadic groups are checked by index arithmetic and bound (as `Vec`s)
//! last, and `ConstantAttr` constants are built once per driver run
//! (`PatternRewriter::cached_attr`, slots numbered from 0 per pattern: an
//! indexed load in the driver, no hashing), not per attempt. The rewrite
//! builds result ops through the generated
//! `build_generic` (or a custom `build_from_...` builder when the result
//! types come from it), at the matched ops' fused location by default.
//!
//! The entry point and one pattern's type are here; `matcher` prints the
//! match, `rewriter` the rewrite.

use crate::diag::{Diagnostic, Diagnostics, SourceMap, SourceMapHandle};
use crate::drr::{patterns, Pattern, SrcArg, SrcOp, SymType};
use crate::ods::fmt_placeholders;
use crate::tablegen::RecordKeeper;
use heck::ToUpperCamelCase;
use std::fmt::Write as _;
use std::rc::Rc;

mod matcher;
mod rewriter;

use matcher::Em;
use rewriter::Rw;

/// Generates the Rust rewrite patterns of every `Pattern` def in `kp`.
///
/// The text is meant to be `include!`d in the module that includes the
/// ops' generated code (op wrapper types are referred to unqualified).
pub fn gen_rewriters(kp: &RecordKeeper) -> Result<String, Diagnostics> {
    let pats = patterns(kp).map_err(|list| diagnostics(kp, list))?;
    let mut out = String::new();
    out.push_str("// Rewrite patterns generated from DRR `Pat`/`Pattern` defs. Do not edit.\n\n");
    let mut names = Vec::new();
    for p in &pats {
        let name = type_name(p);
        emit_pattern(&mut out, p, &name);
        names.push(name);
    }
    out.push_str("/// Adds every rewrite pattern of this file to `patterns`.\n");
    out.push_str(
        "pub fn populate_patterns(patterns: &mut ::std::vec::Vec<::std::boxed::Box<dyn ::ir::RewritePattern>>) {\n",
    );
    for n in &names {
        let _ = writeln!(out, "    patterns.push(::std::boxed::Box::new({}));", n);
    }
    out.push_str("}\n");
    // Constants built in TableGen from a dialect's `cppNamespace`
    // (`ConstantEnumCase`) name its crate: `::mlir::<dialect>::` paths
    // become `::<dialect>::` (the text quotes no C++ names to users).
    Ok(crate::ods::util::rust_paths(std::rc::Rc::from(out)).to_string())
}

fn diagnostics(kp: &RecordKeeper, list: Vec<Diagnostic>) -> Diagnostics {
    let mut sm = SourceMap::new();
    for f in kp.sources().files() {
        sm.add(f.path.clone(), f.text.clone(), f.included_from);
    }
    Diagnostics {
        list,
        sources: Rc::new(SourceMapHandle(sm)),
    }
}

fn type_name(p: &Pattern) -> String {
    let n = p.name.to_upper_camel_case();
    if n.is_empty() || n.starts_with(|c: char| c.is_ascii_digit()) {
        format!("Pattern{}", n)
    } else {
        n
    }
}

/// The Rust type of a symbol.
fn rust_ty(t: SymType) -> &'static str {
    match t {
        SymType::Value => "::ir::Value",
        SymType::Values => "::std::vec::Vec<::ir::Value>",
        SymType::Attr => "::ir::Attribute",
        SymType::OptAttr => "::core::option::Option<::ir::Attribute>",
        SymType::Op(_) => "::ir::OpId",
    }
}

/// Every variable bound while matching, with its type.
fn match_vars(op: &SrcOp, out: &mut Vec<(String, SymType)>) {
    out.push((op.var.clone(), SymType::Op(0)));
    for a in &op.args {
        match a {
            SrcArg::Operand {
                var,
                variadic,
                equal_to,
                ..
            } if equal_to.is_none() => out.push((
                var.clone(),
                if *variadic {
                    SymType::Values
                } else {
                    SymType::Value
                },
            )),
            SrcArg::Operand { .. } => {}
            SrcArg::Attr { var, optional, .. } => out.push((
                var.clone(),
                if *optional {
                    SymType::OptAttr
                } else {
                    SymType::Attr
                },
            )),
            SrcArg::Op { var, op, .. } => {
                out.push((var.clone(), SymType::Value));
                match_vars(op, out);
            }
            SrcArg::Variadic { var, elems, .. } => {
                out.push((var.clone(), SymType::Values));
                for e in elems {
                    if e.equal_to.is_none() {
                        out.push((e.var.clone(), SymType::Value));
                    }
                    if let Some(inner) = &e.op {
                        match_vars(inner, out);
                    }
                }
            }
            SrcArg::Native {
                var, def_var, outs, ..
            } => {
                out.push((var.clone(), SymType::Value));
                out.push((def_var.clone(), SymType::Op(0)));
                for (v, _) in outs {
                    out.push((v.clone(), SymType::Attr));
                }
            }
        }
    }
}

/// The source tree of variant `mask`: `either` pairs swapped where the bit is set.
fn variant(op: &SrcOp, mask: usize, bit: &mut usize) -> SrcOp {
    let mut op = op.clone();
    for &k in &op.either.clone() {
        if mask & (1 << *bit) != 0 {
            let (i, j) = (arg_index(&op.args[k]), arg_index(&op.args[k + 1]));
            set_arg_index(&mut op.args[k], j);
            set_arg_index(&mut op.args[k + 1], i);
        }
        *bit += 1;
    }
    for a in op.args.iter_mut() {
        match a {
            SrcArg::Op { op: inner, .. } => **inner = variant(inner, mask, bit),
            SrcArg::Variadic { elems, .. } => {
                for e in elems.iter_mut() {
                    if let Some(inner) = e.op.as_mut() {
                        **inner = variant(inner, mask, bit);
                    }
                }
            }
            _ => {}
        }
    }
    op
}

fn arg_index(a: &SrcArg) -> usize {
    match a {
        SrcArg::Operand { index, .. }
        | SrcArg::Op { index, .. }
        | SrcArg::Variadic { index, .. }
        | SrcArg::Native { index, .. } => *index,
        SrcArg::Attr { .. } => usize::MAX,
    }
}

fn set_arg_index(a: &mut SrcArg, i: usize) {
    match a {
        SrcArg::Operand { index, .. }
        | SrcArg::Op { index, .. }
        | SrcArg::Variadic { index, .. }
        | SrcArg::Native { index, .. } => *index = i,
        SrcArg::Attr { .. } => {}
    }
}

fn cond(c: &str, self_expr: &str) -> String {
    fmt_placeholders(c, &[("_self", self_expr), ("_ctx", "ctx")])
}

fn emit_pattern(out: &mut String, p: &Pattern, name: &str) {
    let root = &p.ops[p.root.op];
    let mut vars = Vec::new();
    match_vars(&p.root, &mut vars);
    let _ = writeln!(
        out,
        "/// The DRR pattern `{}`: rewrites `{}` (benefit {}).\npub struct {};\n",
        p.name,
        root.operation_name(),
        p.benefit,
        name
    );
    let _ = writeln!(out, "/// What [`{}`] binds when it matches.", name);
    let _ = writeln!(out, "struct {}Match {{", name);
    for (v, t) in &vars {
        let _ = writeln!(out, "    {}: {},", v, rust_ty(*t));
    }
    out.push_str("}\n\n");
    let _ = writeln!(out, "impl {} {{", name);
    let mut const_slot = 0;
    for mask in 0..p.variants {
        let mut bit = 0;
        let tree = variant(&p.root, mask, &mut bit);
        let mut em = Em {
            p,
            out: String::new(),
            counter: mask * 1000,
            const_slot,
            deferred: Vec::new(),
        };
        em.match_op(&tree, true);
        for c in &p.constraints {
            em.applied(c);
        }
        const_slot = em.const_slot;
        let _ = writeln!(
            out,
            "    #[allow(unused_variables, clippy::all)]\n    fn match{}(rewriter: &mut ::ir::PatternRewriter<'_>, op: ::ir::OpId) -> ::core::option::Option<{}Match> {{",
            mask, name
        );
        out.push_str("        let ctx: &::ir::Context = rewriter;\n");
        out.push_str(&em.out);
        for l in &em.deferred {
            out.push_str("        ");
            out.push_str(l);
            out.push('\n');
        }
        let fields: Vec<&str> = vars.iter().map(|(v, _)| v.as_str()).collect();
        let _ = writeln!(
            out,
            "        ::core::option::Option::Some({}Match {{ {} }})\n    }}",
            name,
            fields.join(", ")
        );
    }
    out.push_str("}\n\n");
    let _ = writeln!(out, "impl ::ir::RewritePattern for {} {{", name);
    let _ = writeln!(
        out,
        "    fn root(&self) -> ::core::option::Option<&str> {{\n        ::core::option::Option::Some({:?})\n    }}",
        root.operation_name()
    );
    let _ = writeln!(
        out,
        "    fn benefit(&self) -> u16 {{\n        {}\n    }}",
        p.benefit.clamp(0, u16::MAX as i64)
    );
    let _ = writeln!(
        out,
        "    fn name(&self) -> &str {{\n        {:?}\n    }}",
        &*p.name
    );
    out.push_str("    #[allow(unused_variables, clippy::all)]\n    fn match_and_rewrite(&self, op: ::ir::OpId, rewriter: &mut ::ir::PatternRewriter<'_>) -> bool {\n");
    out.push_str("        let m = Self::match0(rewriter, op);\n");
    for mask in 1..p.variants {
        let _ = writeln!(
            out,
            "        let m = match m {{ ::core::option::Option::Some(m) => ::core::option::Option::Some(m), ::core::option::Option::None => Self::match{}(rewriter, op) }};",
            mask
        );
    }
    out.push_str("        let ::core::option::Option::Some(m) = m else { return false; };\n");
    let fields: Vec<&str> = vars.iter().map(|(v, _)| v.as_str()).collect();
    let _ = writeln!(
        out,
        "        let {}Match {{ {} }} = m;",
        name,
        fields.join(", ")
    );
    let mut rw = Rw {
        p,
        out: String::new(),
        counter: 0,
    };
    let mut values: Vec<String> = Vec::new();
    for r in &p.results {
        let o = rw.node(r);
        let vals = o.values();
        for v in vals {
            if v.ends_with("..") {
                values.push(v);
            } else {
                let t = rw.fresh("r");
                rw.line(&format!("let {} = {};", t, v));
                values.push(t);
            }
        }
    }
    // Supplemental patterns: after the results, values unused.
    for r in &p.supplemental {
        rw.node(r);
    }
    if rw.out.contains("ods_loc") {
        // Default location: the fused location of every matched op.
        if p.matched_ops.len() == 1 {
            out.push_str("        let ods_loc: ::ir::Location = rewriter.op_loc(op);\n");
        } else {
            let locs: Vec<String> = p
                .matched_ops
                .iter()
                .map(|v| format!("rewriter.op_loc({})", v))
                .collect();
            let _ = writeln!(
                out,
                "        let ods_matched_locs = [{}];\n        let ods_loc: ::ir::Location = rewriter.fused_loc(&ods_matched_locs, None);",
                locs.join(", ")
            );
        }
    }
    out.push_str(&rw.out);
    let repl: Vec<String> = values.into_iter().skip(p.num_aux_values).collect();
    if p.num_root_results == 0 {
        out.push_str("        rewriter.erase_op(op).is_ok()\n");
    } else if repl.iter().any(|v| v.ends_with("..")) {
        out.push_str(
            "        let mut ods_repl: ::std::vec::Vec<::ir::Value> = ::std::vec::Vec::new();\n",
        );
        for v in &repl {
            if let Some(e) = v.strip_suffix("..") {
                let _ = writeln!(out, "        ods_repl.extend_from_slice(&{});", e);
            } else {
                let _ = writeln!(out, "        ods_repl.push({});", v);
            }
        }
        out.push_str("        rewriter.replace_op(op, &ods_repl).is_ok()\n");
    } else {
        let _ = writeln!(
            out,
            "        rewriter.replace_op(op, &[{}]).is_ok()",
            repl.join(", ")
        );
    }
    out.push_str("    }\n}\n\n");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tablegen::{load_str, Options};
    use std::path::Path;

    /// A pattern's `ConstantAttr` constants take the `cached_attr` slots
    /// 0, 1, ... across all its `either` variants (the driver keeps them in
    /// a vector indexed by slot), each variant its own.
    #[test]
    fn constant_slots_are_numbered_from_zero_across_variants() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tblgen-build/tests/drr_dialect");
        let opts = Options {
            include_dirs: vec![dir, td::include_dir()],
            defines: Vec::new(),
            print_records: false,
            ..Default::default()
        };
        let src = "include \"Ops.td\"\ninclude \"mlir/IR/PatternBase.td\"\n\
            def K_Zero : ConstantAttr<T_I64Attr, \"0\">;\n\
            def ZeroPlus : Pat<(T_AddOp (either (T_ConstOp K_Zero), $x)), (replaceWithValue $x)>;\n";
        let loaded = load_str("slots.td", src, &opts).expect("loads");
        let text = gen_rewriters(&loaded.records).expect("generates");
        let slots: Vec<&str> = text
            .split("rewriter.cached_attr(::core::any::TypeId::of::<Self>(), ")
            .skip(1)
            .map(|rest| rest.split(',').next().unwrap_or_default())
            .collect();
        assert_eq!(slots, ["0", "1"], "{}", text);
    }

    /// An op with two variable-length result groups cannot replace a root
    /// with the same groups that lacks `AttrSizedResultSegments`: its
    /// segment sizes would be unknown. (Other roots are rejected earlier:
    /// a generated op with variadic results replaces all of a variadic
    /// root's results, with the same groups.)
    #[test]
    fn several_variable_result_groups_need_a_root_with_the_same_sized_groups() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tblgen-build/tests/drr_dialect");
        let opts = Options {
            include_dirs: vec![dir, td::include_dir()],
            defines: Vec::new(),
            print_records: false,
            ..Default::default()
        };
        let src = "include \"Ops.td\"\ninclude \"mlir/IR/PatternBase.td\"\n\
            def K_Unsized : T_Op<\"unsized\"> {\n\
              let arguments = (ins Variadic<T_I64>:$xs);\n\
              let results = (outs Variadic<T_I64>:$lo, T_I64:$mid, Variadic<T_I64>:$hi);\n\
            }\n\
            def Bad : Pattern<(K_Unsized $xs), [(T_GroupsOp $xs)]>;\n";
        let loaded = load_str("groups.td", src, &opts).expect("loads");
        let err = gen_rewriters(&loaded.records).expect_err("rejected");
        let text: Vec<&str> = err.list.iter().map(|d| &*d.message).collect();
        let text = text.join("\n");
        assert!(
            text.contains(
                "'drrt.groups' has several variable-length result groups: it can only replace all \
                 the results of a root with the same result groups and AttrSizedResultSegments"
            ),
            "{}",
            text
        );
    }
}

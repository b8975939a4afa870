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

use crate::diag::{Diagnostic, Diagnostics, SourceMap, SourceMapHandle};
use crate::drr::{
    patterns, Applied, LocPart, Pattern, ResNode, ResOp, SrcArg, SrcOp, SymType, TypeFrom,
};
use crate::ods::fmt_placeholders;
use crate::tablegen::RecordKeeper;
use heck::ToUpperCamelCase;
use std::fmt::Write as _;
use std::rc::Rc;

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
    Ok(out)
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

/// Whether `op` has the trait `name` (by its `trait` field or qualified name).
fn has_trait(op: &crate::ods::Operator, name: &str) -> bool {
    op.traits
        .iter()
        .any(|t| &*t.trait_field == name || t.qualified_name().is_some_and(|q| q.ends_with(name)))
}

fn cond(c: &str, self_expr: &str) -> String {
    fmt_placeholders(c, &[("_self", self_expr), ("_ctx", "ctx")])
}

struct Em<'p> {
    p: &'p Pattern,
    out: String,
    counter: usize,
    /// The next `PatternRewriter::cached_attr` slot: the pattern's
    /// constants are numbered from 0 across all its match variants, so the
    /// driver keeps them in a short vector.
    const_slot: u32,
    /// Lines emitted after every check (allocating bindings).
    deferred: Vec<String>,
}

impl<'p> Em<'p> {
    fn line(&mut self, indent: usize, s: &str) {
        for _ in 0..indent {
            self.out.push_str("    ");
        }
        self.out.push_str(s);
        self.out.push('\n');
    }

    fn fresh(&mut self, base: &str) -> String {
        self.counter += 1;
        format!("ods_{}_{}", base, self.counter)
    }

    /// Matching code for one op whose `OpId` is in `op.var`.
    fn match_op(&mut self, op: &SrcOp, root: bool) {
        let o = &self.p.ops[op.op];
        let ind = 2;
        let cls = o.class_name.to_string();
        if root {
            self.line(ind, &format!("let _ = {}::cast(ctx, {})?;", cls, op.var));
        }
        let fixed = o.num_variable_length_operands() == 0;
        // Attributes first (cheap), then operands, then nested ops.
        for a in &op.args {
            if let SrcArg::Attr {
                name,
                optional,
                var,
                check,
            } = a
            {
                if *optional {
                    self.line(
                        ind,
                        &format!("let {} = ctx.attr({}, {:?});", var, op.var, &**name),
                    );
                } else {
                    self.line(
                        ind,
                        &format!("let {} = ctx.attr({}, {:?})?;", var, op.var, &**name),
                    );
                }
                if let Some(c) = check {
                    if let Some(k) = &c.constant {
                        let cv = self.fresh("const");
                        let slot = self.const_slot;
                        self.const_slot += 1;
                        self.line(
                            ind,
                            &format!(
                                "let {} = rewriter.cached_attr(::core::any::TypeId::of::<Self>(), {}, |b: &mut ::ir::OpBuilder<'_>| {});",
                                cv,
                                slot,
                                k.replace("$_builder", "b")
                            ),
                        );
                        self.line(ind, "let ctx: &::ir::Context = rewriter;");
                        if *optional {
                            self.line(
                                ind,
                                &format!(
                                    "if {} != ::core::option::Option::Some({}) {{ return None; }}",
                                    var, cv
                                ),
                            );
                        } else {
                            self.line(ind, &format!("if {} != {} {{ return None; }}", var, cv));
                        }
                    } else if *optional {
                        self.line(
                            ind,
                            &format!(
                                "if !{{ let ods_self = {}; {} }} {{ return None; }}",
                                var,
                                cond(&c.cond, "ods_self")
                            ),
                        );
                    } else {
                        self.line(
                            ind,
                            &format!("if !({}) {{ return None; }}", cond(&c.cond, var)),
                        );
                    }
                }
            }
        }
        for a in &op.args {
            let (index, var) = match a {
                SrcArg::Operand { index, var, .. }
                | SrcArg::Op { index, var, .. }
                | SrcArg::Variadic { index, var, .. }
                | SrcArg::Native { index, var, .. } => (*index, var),
                SrcArg::Attr { .. } => continue,
            };
            let od = &o.operands[index];
            // With one variable-length group, its range is plain arithmetic:
            // no allocation before the match succeeds.
            let range = if o.num_variable_length_operands() == 1 && od.is_variable_length() {
                let len = self.fresh("len");
                self.line(
                    ind,
                    &format!(
                        "let {} = ctx.num_operands({}).saturating_sub({});",
                        len,
                        op.var,
                        o.operands.len() - 1
                    ),
                );
                Some((index, len))
            } else {
                None
            };
            let getter = if fixed || od.name.is_empty() {
                format!("ctx.operand({}, {})", op.var, index)
            } else if od.is_optional() {
                // `Option<Value>` from the generated getter, bound as a group.
                format!(
                    "{}::from_operation_unchecked({}).{}(ctx).into_iter().collect::<::std::vec::Vec<::ir::Value>>()",
                    cls,
                    op.var,
                    crate::ods::ident(&od.name)
                )
            } else {
                format!(
                    "{}::from_operation_unchecked({}).{}(ctx)",
                    cls,
                    op.var,
                    crate::ods::ident(&od.name)
                )
            };
            match a {
                SrcArg::Operand {
                    variadic,
                    check,
                    equal_to,
                    ..
                } => {
                    if let (Some((start, len)), None) = (&range, equal_to) {
                        if let Some(c) = check {
                            self.line(
                                ind,
                                &format!(
                                    "if !(0..{}).all(|i| {{ let ods_self = ctx.value_type(ctx.operand({}, {} + i)); {} }}) {{ return None; }}",
                                    len,
                                    op.var,
                                    start,
                                    cond(&c.cond, "ods_self")
                                ),
                            );
                        }
                        self.deferred.push(format!(
                            "let {}: ::std::vec::Vec<::ir::Value> = ctx.operands_iter({}).skip({}).take({}).collect();",
                            var, op.var, start, len
                        ));
                        continue;
                    }
                    if *variadic && check.is_none() && equal_to.is_none() {
                        // A group of an op with several groups: bound (allocated)
                        // only once every check has passed.
                        self.deferred.push(format!(
                            "let {}: ::std::vec::Vec<::ir::Value> = {};",
                            var, getter
                        ));
                        continue;
                    }
                    let target = match equal_to {
                        Some(_) => self.fresh("same"),
                        None => var.clone(),
                    };
                    self.line(ind, &format!("let {} = {};", target, getter));
                    if let Some(c) = check {
                        let test = if *variadic {
                            format!(
                                "{}.iter().all(|&v| {{ let ods_self = ctx.value_type(v); {} }})",
                                target,
                                cond(&c.cond, "ods_self")
                            )
                        } else {
                            format!(
                                "{{ let ods_self = ctx.value_type({}); {} }}",
                                target,
                                cond(&c.cond, "ods_self")
                            )
                        };
                        self.line(ind, &format!("if !{} {{ return None; }}", test));
                    }
                    if let Some(prev) = equal_to {
                        self.line(
                            ind,
                            &format!("if {} != {} {{ return None; }}", target, prev),
                        );
                    }
                }
                SrcArg::Op { .. } | SrcArg::Native { .. } => {
                    self.line(ind, &format!("let {} = {};", var, getter));
                }
                SrcArg::Variadic { elems, .. } => {
                    if let Some((start, len)) = &range {
                        self.line(
                            ind,
                            &format!("if {} != {} {{ return None; }}", len, elems.len()),
                        );
                        self.deferred.push(format!(
                            "let {}: ::std::vec::Vec<::ir::Value> = ctx.operands_iter({}).skip({}).take({}).collect();",
                            var, op.var, start, len
                        ));
                    } else {
                        self.line(ind, &format!("let {} = {};", var, getter));
                        self.line(
                            ind,
                            &format!("if {}.len() != {} {{ return None; }}", var, elems.len()),
                        );
                    }
                    for (k, e) in elems.iter().enumerate() {
                        let target = match &e.equal_to {
                            Some(_) => self.fresh("same"),
                            None => e.var.clone(),
                        };
                        let elem = match &range {
                            Some((start, _)) => {
                                format!("ctx.operand({}, {} + {})", op.var, start, k)
                            }
                            None => format!("{}[{}]", var, k),
                        };
                        self.line(ind, &format!("let {} = {};", target, elem));
                        if let Some(c) = &e.check {
                            self.line(
                                ind,
                                &format!(
                                    "if !{{ let ods_self = ctx.value_type({}); {} }} {{ return None; }}",
                                    target,
                                    cond(&c.cond, "ods_self")
                                ),
                            );
                        }
                        if let Some(prev) = &e.equal_to {
                            self.line(
                                ind,
                                &format!("if {} != {} {{ return None; }}", target, prev),
                            );
                        }
                    }
                }
                SrcArg::Attr { .. } => {}
            }
        }
        for a in &op.args {
            if let SrcArg::Native {
                var,
                def_var,
                expr,
                outs,
                ..
            } = a
            {
                self.line(
                    ind,
                    &format!("let {} = ctx.defining_op({})?;", def_var, var),
                );
                for (v, _) in outs {
                    self.line(
                        ind,
                        &format!(
                            "let mut {} = {{ let b: &mut ::ir::OpBuilder<'_> = rewriter; b.unit_attr() }};",
                            v
                        ),
                    );
                }
                self.line(ind, "let ctx: &::ir::Context = rewriter;");
                let mut subst: Vec<(String, String)> = vec![
                    ("_self".into(), def_var.clone()),
                    ("_ctx".into(), "ctx".into()),
                ];
                for (i, (v, _)) in outs.iter().enumerate() {
                    subst.push((i.to_string(), v.clone()));
                }
                let refs: Vec<(&str, &str)> = subst
                    .iter()
                    .map(|(a, b)| (a.as_str(), b.as_str()))
                    .collect();
                self.line(
                    ind,
                    &format!("if !({}) {{ return None; }}", fmt_placeholders(expr, &refs)),
                );
                for (v, c) in outs {
                    self.line(ind, &format!("let {} = {};", v, v));
                    if let Some(c) = c {
                        self.line(
                            ind,
                            &format!("if !({}) {{ return None; }}", cond(&c.cond, v)),
                        );
                    }
                }
            }
        }
        for a in &op.args {
            if let SrcArg::Variadic { elems, .. } = a {
                for e in elems {
                    if let Some(inner) = &e.op {
                        let io = &self.p.ops[inner.op];
                        self.line(
                            ind,
                            &format!("let {} = ctx.defining_op({})?;", inner.var, e.var),
                        );
                        self.line(
                            ind,
                            &format!("let _ = {}::cast(ctx, {})?;", io.class_name, inner.var),
                        );
                        self.match_op(inner, false);
                    }
                }
            }
        }
        for a in &op.args {
            if let SrcArg::Op { var, op: inner, .. } = a {
                let io = &self.p.ops[inner.op];
                self.line(
                    ind,
                    &format!("let {} = ctx.defining_op({})?;", inner.var, var),
                );
                self.line(
                    ind,
                    &format!("let _ = {}::cast(ctx, {})?;", io.class_name, inner.var),
                );
                self.match_op(inner, false);
            }
        }
    }

    fn applied(&mut self, c: &Applied) {
        let exprs: Vec<String> = c.entities.iter().map(|e| self.match_sym(e)).collect();
        let self_expr = if c.on_type {
            format!("ctx.value_type({})", exprs[0])
        } else {
            exprs[0].clone()
        };
        let mut subst: Vec<(String, String)> =
            vec![("_self".into(), self_expr), ("_ctx".into(), "ctx".into())];
        for (i, e) in exprs.iter().enumerate() {
            subst.push((i.to_string(), e.clone()));
        }
        let refs: Vec<(&str, &str)> = subst
            .iter()
            .map(|(a, b)| (a.as_str(), b.as_str()))
            .collect();
        let text = fmt_placeholders(&c.cond, &refs);
        self.line(2, &format!("if !({}) {{ return None; }}", text));
    }

    /// The expression of a symbol during matching (`name` may carry `__N`).
    fn match_sym(&self, name: &str) -> String {
        let (base, index) = crate::drr::split_index(name);
        let s = &self.p.symbols[base];
        match (s.ty, index) {
            (SymType::Op(_), Some(i)) => format!("ctx.result({}, {})", s.var, i),
            (SymType::Op(1), None) => format!("ctx.result({}, 0)", s.var),
            _ => s.var.clone(),
        }
    }
}

/// What a result node evaluates to.
enum Out {
    /// One value-like expression (a `Value`, an `Attribute`, a native result).
    One(String),
    /// An optional attribute.
    OptAttr(String),
    /// A variadic group (`Vec<Value>`).
    Values(String),
    /// Several values.
    Multi(Vec<String>),
    /// Nothing (a void native call, an op without results).
    Nothing,
}

impl Out {
    fn values(&self) -> Vec<String> {
        match self {
            Out::One(e) | Out::OptAttr(e) => vec![e.clone()],
            Out::Values(e) => vec![format!("{}..", e)],
            Out::Multi(v) => v.clone(),
            Out::Nothing => Vec::new(),
        }
    }
}

struct Rw<'p> {
    p: &'p Pattern,
    out: String,
    counter: usize,
}

impl<'p> Rw<'p> {
    fn line(&mut self, s: &str) {
        self.out.push_str("        ");
        self.out.push_str(s);
        self.out.push('\n');
    }

    fn fresh(&mut self, base: &str) -> String {
        self.counter += 1;
        format!("ods_{}_{}", base, self.counter)
    }

    fn sym(&mut self, name: &str, index: Option<usize>) -> Out {
        let s = &self.p.symbols[name];
        match (s.ty, index) {
            (SymType::Op(_), Some(i)) => Out::One(format!("rewriter.result({}, {})", s.var, i)),
            (SymType::Op(0), None) => Out::Nothing,
            (SymType::Op(1), None) => Out::One(format!("rewriter.result({}, 0)", s.var)),
            (SymType::Op(n), None) => Out::Multi(
                (0..n)
                    .map(|i| format!("rewriter.result({}, {})", s.var, i))
                    .collect(),
            ),
            (SymType::Values, _) => Out::Values(s.var.clone()),
            (SymType::OptAttr, _) => Out::OptAttr(s.var.clone()),
            _ => Out::One(s.var.clone()),
        }
    }

    fn node(&mut self, n: &ResNode) -> Out {
        match n {
            ResNode::Sym { name, index } => self.sym(name, *index),
            ResNode::Const(e) => {
                let v = self.fresh("attr");
                self.line(&format!(
                    "let {} = {};",
                    v,
                    e.replace("$_builder", "rewriter")
                ));
                Out::One(v)
            }
            ResNode::Code(e) => {
                let v = self.fresh("code");
                self.line(&format!(
                    "let {} = {};",
                    v,
                    e.replace("$_builder", "rewriter")
                        .replace("$_ctx", "rewriter")
                        .replace("$_loc", "ods_loc")
                ));
                Out::One(v)
            }
            ResNode::Native {
                expr,
                args,
                returns,
                self_arg,
                var,
            } => {
                let mut exprs = Vec::new();
                for a in args {
                    let o = self.node(a);
                    let v = self.fresh("arg");
                    match o {
                        Out::One(e) | Out::OptAttr(e) => {
                            self.line(&format!("let {} = {};", v, e));
                            exprs.push(v);
                        }
                        Out::Values(e) => exprs.push(format!("&{}", e)),
                        Out::Multi(list) => {
                            self.line(&format!("let {} = [{}];", v, list.join(", ")));
                            exprs.push(format!("&{}", v));
                        }
                        Out::Nothing => exprs.push("()".into()),
                    }
                }
                let mut subst: Vec<(String, String)> = vec![
                    ("_builder".into(), "rewriter".into()),
                    ("_ctx".into(), "rewriter".into()),
                    ("_loc".into(), "ods_loc".into()),
                ];
                if let Some(a) = self_arg {
                    let v = self.fresh("self");
                    if let Out::One(e) | Out::OptAttr(e) | Out::Values(e) = self.node(a) {
                        self.line(&format!("let {} = {};", v, e));
                        subst.push(("_self".into(), v));
                    }
                }
                for (i, e) in exprs.iter().enumerate() {
                    subst.push((i.to_string(), e.clone()));
                }
                let refs: Vec<(&str, &str)> = subst
                    .iter()
                    .map(|(a, b)| (a.as_str(), b.as_str()))
                    .collect();
                let text = fmt_placeholders(expr, &refs);
                if *returns == 0 {
                    self.line(&format!("{};", text));
                    Out::Nothing
                } else {
                    let v = var.clone().unwrap_or_else(|| self.fresh("native"));
                    self.line(&format!("let {} = {};", v, text));
                    if *returns == 1 {
                        Out::One(v)
                    } else {
                        Out::Multi((0..*returns).map(|i| format!("{}[{}]", v, i)).collect())
                    }
                }
            }
            ResNode::Op(op) => self.op(op),
        }
    }

    fn loc_part(&mut self, part: &LocPart) -> String {
        match part {
            LocPart::Name(s) => format!("rewriter.name_loc({:?}, None)", s),
            LocPart::Sym(name) => {
                let (base, _) = crate::drr::split_index(name);
                let s = &self.p.symbols[base];
                match s.ty {
                    SymType::Op(_) => format!("rewriter.op_loc({})", s.var),
                    SymType::Value => format!(
                        "match rewriter.defining_op({}) {{ Some(d) => rewriter.op_loc(d), None => ods_loc }}",
                        s.var
                    ),
                    _ => "ods_loc".into(),
                }
            }
        }
    }

    fn op(&mut self, op: &ResOp) -> Out {
        let o = &self.p.ops[op.op];
        let cls = o.class_name.to_string();
        // Arguments first (nested ops are created before this one).
        let mut operand_exprs: Vec<(usize, Out)> = Vec::new();
        let mut attr_exprs: Vec<(Rc<str>, Out)> = Vec::new();
        let mut prop_exprs: Vec<(Rc<str>, Out)> = Vec::new();
        let mut in_order: Vec<String> = Vec::new();
        for (i, a) in op.args.iter().enumerate() {
            let Some(a) = a else { continue };
            let out = self.node(a);
            // Bind to a temporary so later `rewriter` uses do not overlap.
            let out = match out {
                Out::One(e) => {
                    let v = self.fresh("v");
                    self.line(&format!("let {} = {};", v, e));
                    Out::One(v)
                }
                other => other,
            };
            if let Out::One(e) | Out::OptAttr(e) | Out::Values(e) = &out {
                in_order.push(e.clone());
            }
            match o.arguments[i] {
                crate::ods::Argument::Operand(_) => operand_exprs.push((i, out)),
                crate::ods::Argument::Attribute(k) => {
                    attr_exprs.push((o.attributes[k].name.clone(), out))
                }
                crate::ods::Argument::Property(k) => {
                    prop_exprs.push((o.properties[k].name.clone(), out))
                }
            }
        }
        let loc = match &op.loc {
            None => "ods_loc".to_string(),
            Some(parts) if parts.len() == 1 => self.loc_part(&parts[0]),
            Some(parts) => {
                let l: Vec<String> = parts.iter().map(|p| self.loc_part(p)).collect();
                let v = self.fresh("locs");
                self.line(&format!("let {} = [{}];", v, l.join(", ")));
                format!("rewriter.fused_loc(&{}, None)", v)
            }
        };
        let lv = self.fresh("oploc");
        self.line(&format!("let {}: ::ir::Location = {};", lv, loc));
        let nv = op.var.clone();
        if let TypeFrom::CustomBuilder(b) = &op.types {
            self.line(&format!(
                "let {} = {}::{}(rewriter, {}, {}).operation();",
                nv,
                cls,
                b,
                lv,
                in_order.join(", ")
            ));
        } else {
            let types: Vec<String> = match &op.types {
                TypeFrom::None | TypeFrom::CustomBuilder(_) => Vec::new(),
                TypeFrom::Root(from) => (0..o.results.len())
                    .map(|j| format!("rewriter.value_type(rewriter.result(op, {}))", from + j))
                    .collect(),
                TypeFrom::Explicit(list) => {
                    let mut v = Vec::new();
                    for n in list {
                        let t = match n {
                            ResNode::Sym { .. } => match self.node(n) {
                                Out::One(e) => format!("rewriter.value_type({})", e),
                                _ => "rewriter.none_type()".into(),
                            },
                            _ => match self.node(n) {
                                Out::One(e) => e,
                                _ => "rewriter.none_type()".into(),
                            },
                        };
                        v.push(t);
                    }
                    v
                }
                TypeFrom::Inferred(list) => {
                    let mut subst: Vec<(String, String)> = vec![
                        ("_builder".into(), "rewriter".into()),
                        ("_ctx".into(), "rewriter".into()),
                    ];
                    for (i, out) in &operand_exprs {
                        if let Out::One(e) = out {
                            subst.push((format!("arg{}", i), e.clone()));
                        }
                    }
                    let refs: Vec<(&str, &str)> = subst
                        .iter()
                        .map(|(a, b)| (a.as_str(), b.as_str()))
                        .collect();
                    list.iter().map(|t| fmt_placeholders(t, &refs)).collect()
                }
            };
            let tv = self.fresh("types");
            let variadic_results = o.results.iter().any(|r| r.is_variable_length());
            if let (true, TypeFrom::Root(from)) = (variadic_results, &op.types) {
                // Variadic results: the types of the root's results from `from` on.
                self.line(&format!(
                    "let {}: ::std::vec::Vec<::ir::Type> = ({}..rewriter.num_results(op)).map(|i| rewriter.value_type(rewriter.result(op, i))).collect();",
                    tv, from
                ));
            } else {
                let mut tlets = Vec::new();
                for t in &types {
                    let v = self.fresh("ty");
                    self.line(&format!("let {}: ::ir::Type = {};", v, t));
                    tlets.push(v);
                }
                self.line(&format!("let {} = [{}];", tv, tlets.join(", ")));
            }
            let ov = self.fresh("operands");
            let parts: Vec<String> = operand_exprs
                .iter()
                .flat_map(|(_, out)| match out {
                    Out::Values(e) => vec![format!("{}.iter().copied()", e)],
                    other => other
                        .values()
                        .into_iter()
                        .map(|e| format!("::core::iter::once({})", e))
                        .collect(),
                })
                .collect();
            let has_group = operand_exprs
                .iter()
                .any(|(_, o)| matches!(o, Out::Values(_)));
            if !has_group {
                let items: Vec<String> =
                    operand_exprs.iter().flat_map(|(_, o)| o.values()).collect();
                self.line(&format!(
                    "let {}: [::ir::Value; {}] = [{}];",
                    ov,
                    items.len(),
                    items.join(", ")
                ));
            } else {
                let mut chain = parts[0].clone();
                for p in &parts[1..] {
                    chain = format!("{}.chain({})", chain, p);
                }
                self.line(&format!(
                    "let {}: ::std::vec::Vec<::ir::Value> = {}.collect();",
                    ov, chain
                ));
            }
            if has_trait(o, "AttrSizedOperandSegments") {
                // `operandSegmentSizes` computed from the groups passed.
                let sizes: Vec<String> = o
                    .arguments
                    .iter()
                    .enumerate()
                    .filter(|(_, a)| matches!(a, crate::ods::Argument::Operand(_)))
                    .map(
                        |(i, _)| match operand_exprs.iter().find(|(j, _)| *j == i).map(|x| &x.1) {
                            Some(Out::Values(e)) => format!("{}.len() as i128", e),
                            Some(Out::One(_)) => "1".to_string(),
                            Some(Out::Multi(l)) => l.len().to_string(),
                            _ => "0".to_string(),
                        },
                    )
                    .collect();
                let sv = self.fresh("segments");
                self.line(&format!(
                    "let {} = {{ let s: [i128; {}] = [{}]; let t = rewriter.i32(); rewriter.dense_i_array_attr(t, &s) }};",
                    sv,
                    sizes.len(),
                    sizes.join(", ")
                ));
                attr_exprs.push(("operandSegmentSizes".into(), Out::One(sv)));
            }
            if has_trait(o, "AttrSizedResultSegments") {
                // `resultSegmentSizes`: the result types are the root's
                // from `from` on. A root with the same result groups and
                // this trait lends its sizes (the only way with several
                // variable-length groups, checked by the model); otherwise
                // at most one group is variable-length and takes what the
                // fixed ones leave.
                let root = &self.p.ops[self.p.root.op];
                let groups: Vec<bool> = o.results.iter().map(|r| r.is_variable_length()).collect();
                let root_groups: Vec<bool> = root
                    .results
                    .iter()
                    .map(|r| r.is_variable_length())
                    .collect();
                let from = match &op.types {
                    TypeFrom::Root(f) => *f,
                    _ => 0,
                };
                let sv = self.fresh("rsegments");
                if from == 0 && groups == root_groups && has_trait(root, "AttrSizedResultSegments")
                {
                    self.line(&format!(
                        "let {} = {{ let s = ::ir::asm_support::read_segment_sizes(rewriter, op, \"resultSegmentSizes\"); ::ir::asm_support::segment_sizes(rewriter, &s) }};",
                        sv
                    ));
                } else {
                    let fixed = groups.iter().filter(|v| !**v).count() + from;
                    let sizes: Vec<String> = groups
                        .iter()
                        .map(|&v| {
                            if v {
                                format!(
                                    "rewriter.num_results(op).saturating_sub({}) as i128",
                                    fixed
                                )
                            } else {
                                "1".to_string()
                            }
                        })
                        .collect();
                    self.line(&format!(
                        "let {} = {{ let s: [i128; {}] = [{}]; let t = rewriter.i32(); rewriter.dense_i_array_attr(t, &s) }};",
                        sv,
                        sizes.len(),
                        sizes.join(", ")
                    ));
                }
                attr_exprs.push(("resultSegmentSizes".into(), Out::One(sv)));
            }
            let av = self.fresh("attrs");
            if attr_exprs.iter().any(|(_, o)| matches!(o, Out::OptAttr(_))) {
                self.line(&format!(
                    "let mut {}: ::std::vec::Vec<(&str, ::ir::Attribute)> = ::std::vec::Vec::new();",
                    av
                ));
                for (name, out) in &attr_exprs {
                    match out {
                        Out::OptAttr(e) => self.line(&format!(
                            "if let ::core::option::Option::Some(a) = {} {{ {}.push(({:?}, a)); }}",
                            e, av, &**name
                        )),
                        Out::One(e) => self.line(&format!("{}.push(({:?}, {}));", av, &**name, e)),
                        _ => {}
                    }
                }
            } else {
                let items: Vec<String> = attr_exprs
                    .iter()
                    .filter_map(|(name, out)| match out {
                        Out::One(e) => Some(format!("({:?}, {})", &**name, e)),
                        _ => None,
                    })
                    .collect();
                self.line(&format!(
                    "let {}: [(&str, ::ir::Attribute); {}] = [{}];",
                    av,
                    items.len(),
                    items.join(", ")
                ));
            }
            self.line(&format!(
                "let {} = {}::build_generic(rewriter, {}, &{}, &{}, &{}).operation();",
                nv, cls, lv, tv, ov, av
            ));
        }
        if !prop_exprs.is_empty() {
            // Properties: merged into the new op's properties dictionary.
            let ev = self.fresh("props");
            self.line(&format!(
                "let mut {}: ::std::vec::Vec<::ir::NamedAttr> = rewriter.props({}).and_then(|p| rewriter.as_dictionary(p)).map(|e| e.to_vec()).unwrap_or_default();",
                ev, nv
            ));
            for (name, out) in &prop_exprs {
                let (e, opt) = match out {
                    Out::One(e) => (e, false),
                    Out::OptAttr(e) => (e, true),
                    _ => continue,
                };
                let set = format!(
                    "let k = rewriter.ident({:?}); {}.retain(|&(x, _)| x != k); {}.push((k, a));",
                    &**name, ev, ev
                );
                if opt {
                    self.line(&format!(
                        "if let ::core::option::Option::Some(a) = {} {{ {} }}",
                        e, set
                    ));
                } else {
                    self.line(&format!("{{ let a = {}; {} }}", e, set));
                }
            }
            self.line(&format!(
                "{{ let d = rewriter.dictionary_attr(&{}); let _ = rewriter.set_props({}, ::core::option::Option::Some(d)); }}",
                ev, nv
            ));
        }
        if o.results.iter().any(|r| r.is_variable_length()) {
            let rv = self.fresh("results");
            self.line(&format!(
                "let {}: ::std::vec::Vec<::ir::Value> = rewriter.results({});",
                rv, nv
            ));
            return Out::Values(rv);
        }
        let n = o.results.len();
        match n {
            0 => Out::Nothing,
            1 => Out::One(format!("rewriter.result({}, 0)", nv)),
            _ => Out::Multi(
                (0..n)
                    .map(|i| format!("rewriter.result({}, {})", nv, i))
                    .collect(),
            ),
        }
    }
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

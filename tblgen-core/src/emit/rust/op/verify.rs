//! An op's `verify_invariants`: counts and segment sizes, type and
//! attribute constraints, region and successor checks, traits in upstream's
//! order and interface verifiers.

use super::accessors::attr_may_be_absent;
use super::{Side, NONE, OPERANDS, OPTION, RESULTS, RESULT_UNIT, SOME};
use crate::emit::rust::names::{fmt_lit, lit};
use crate::emit::rust::plan::{Arity, InterfaceVerifier, OpPlan, Segments, ValueGroup};
use crate::emit::rust::subst::{substitute_list, uses};
use crate::emit::rust::writer::Writer;
use crate::emit::rust::FileState;

pub(super) fn emit_verifier(w: &mut Writer, op: &OpPlan, fs: &mut FileState) {
    w.blank();
    w.line("/// Checks what ODS derives from the definition: the numbers of");
    w.line("/// operands, results, regions and successors, then every attribute,");
    w.line("/// operand, result, region and successor constraint, then the");
    w.line("/// predicate traits. Messages follow MLIR's (`operand #0 must be ...`).");
    let mut body = Writer::new();
    body.set_indent(w.indent_level() + 1);
    let mut needs_this = false;
    // Upstream's order: the structural count traits as `mlir-tblgen` lists
    // them (regions, results, successors, operands), the segment-size
    // traits, then `OpInvariants` (attributes, operand and result types,
    // predicate traits, region and successor constraints).
    let fixed_regions = op.regions.iter().filter(|r| !r.variadic).count();
    let variadic_regions = op.regions.iter().any(|r| r.variadic);
    emit_simple_count(
        &mut body,
        "ctx.op_regions(op).len()",
        fixed_regions,
        variadic_regions,
        "region",
    );
    emit_count_checks(&mut body, &op.results, RESULTS, op.result_segments);
    let fixed_succ = op.successors.iter().filter(|s| !s.variadic).count();
    let variadic_succ = op.successors.iter().any(|s| s.variadic);
    emit_simple_count(
        &mut body,
        "ctx.successors(op).len()",
        fixed_succ,
        variadic_succ,
        "successor",
    );
    emit_count_checks(&mut body, &op.operands, OPERANDS, op.operand_segments);
    let props = &op.property_names;
    emit_segment_checks(
        &mut body,
        &op.operands,
        OPERANDS,
        op.operand_segments,
        props,
        fs,
    );
    emit_segment_checks(
        &mut body,
        &op.results,
        RESULTS,
        op.result_segments,
        props,
        fs,
    );
    for a in &op.attrs {
        if a.derived_body.is_some() {
            continue;
        }
        let check = a.pred.as_ref().map(|p| fs.attr_constraint(p));
        let fail = format!(
            "attribute '{}' failed to satisfy constraint: {}",
            a.ods_name, a.summary
        );
        if attr_may_be_absent(a) {
            if let Some(f) = check {
                body.open_if_let(&format!("{SOME}(attr)"), &op.attr_lookup("op", &a.ods_name));
                body.open(format!("if !{}(ctx, attr) {{", f));
                err_str(&mut body, &fail);
                body.close("}");
                body.close("}");
            }
        } else {
            body.open(format!("match {} {{", op.attr_lookup("op", &a.ods_name)));
            match check {
                Some(f) => {
                    body.open(format!("{}(attr) => {{", SOME));
                    body.open(format!("if !{}(ctx, attr) {{", f));
                    err_str(&mut body, &fail);
                    body.close("}");
                    body.close("}");
                }
                None => body.line(format!("{}(_) => {{}}", SOME)),
            }
            body.open(format!("{} => {{", NONE));
            err_str(&mut body, &format!("requires attribute '{}'", a.ods_name));
            body.close("}");
            body.close("}");
        }
    }
    for p in &op.props {
        let decode = substitute_list(
            &p.convert_from_attribute,
            &[("_ctx", "ctx"), ("_attr", "attr")],
        );
        body.open(format!(
            "if let {}(attr) = ctx.prop(op, {}) {{",
            SOME,
            lit(&p.ods_name)
        ));
        body.line(format!(
            "let decoded: {}<{}> = {};",
            OPTION,
            p.storage_type,
            decode.trim()
        ));
        body.open("if decoded.is_none() {");
        err_str(
            &mut body,
            &format!("property '{}' has a malformed value", p.ods_name),
        );
        body.close("}");
        body.close("}");
        if let Some(pred) = &p.pred {
            needs_this = true;
            // Wrapper predicates (`OptionalProp`) may not use their binding.
            body.line("#[allow(unused_variables)]");
            body.open("{");
            body.line(format!("let value = this.{}(ctx);", p.name));
            let cond = crate::emit::rust::subst::simplify_parens(&substitute_list(
                pred,
                &[("_self", "value"), ("_ctx", "ctx")],
            ));
            body.open(format!("if {} {{", crate::emit::rust::subst::negate(&cond)));
            err_str(
                &mut body,
                &format!(
                    "property '{}' failed to satisfy constraint: {}",
                    p.ods_name, p.summary
                ),
            );
            body.close("}");
            body.close("}");
        }
    }
    // The constraints that several fixed operands and results share (an
    // `arith` binary op's three values): a type that passed one is not
    // checked again.
    let mut shared = SharedChecks::default();
    for (groups, segments) in [
        (&op.operands, op.operand_segments),
        (&op.results, op.result_segments),
    ] {
        if segments == Segments::Fixed {
            for g in groups.iter() {
                if let Some(p) = &g.pred {
                    shared.count(fs.type_constraint(p));
                }
            }
        }
    }
    needs_this |= emit_value_checks(
        &mut body,
        &op.operands,
        OPERANDS,
        op.operand_segments,
        fs,
        &mut shared,
    );
    needs_this |= emit_value_checks(
        &mut body,
        &op.results,
        RESULTS,
        op.result_segments,
        fs,
        &mut shared,
    );
    for t in &op.pred_traits {
        let mut pairs: Vec<(String, String)> = vec![
            ("_op".into(), "op".into()),
            ("_ctx".into(), "ctx".into()),
            ("_builder".into(), "ods_builder".into()),
        ];
        let mut bindings = Vec::new();
        for (groups, _side) in [(&op.operands, OPERANDS), (&op.results, RESULTS)] {
            for g in groups.iter() {
                if g.name.is_empty() || !uses(&t.pred, &g.ods_name) {
                    continue;
                }
                let var = format!("ods_v_{}", g.name);
                bindings.push(format!("let {} = this.{}(ctx);", var, g.name));
                let rep = if g.arity == Arity::Variadic {
                    format!("&{}[..]", var)
                } else {
                    var
                };
                pairs.push((g.ods_name.clone(), rep));
            }
        }
        for a in &op.attrs {
            if !uses(&t.pred, &a.ods_name) || a.derived_body.is_some() {
                continue;
            }
            if a.optional {
                pairs.push((a.ods_name.clone(), op.attr_lookup("op", &a.ods_name)));
            } else {
                // Present: the attribute constraints are checked before.
                let var = format!("ods_a_{}", a.name);
                bindings.push(format!(
                    "let ::core::option::Option::Some({}) = {} else {{ return ::core::result::Result::Err(::std::string::String::from({})); }};",
                    var,
                    op.attr_lookup("op", &a.ods_name),
                    lit(&format!("requires attribute '{}'", a.ods_name))
                ));
                pairs.push((a.ods_name.clone(), var));
            }
        }
        needs_this |= !bindings.is_empty();
        if t.pred.contains("$_builder") {
            // Transformers find their types on the shared context.
            bindings.push("let ods_builder = &mut ::ir::TypeLookup::new(ctx);".to_string());
        }
        let refs: Vec<(&str, &str)> = pairs
            .iter()
            .map(|(a, b)| (a.as_str(), b.as_str()))
            .collect();
        let cond = crate::emit::rust::subst::simplify_parens(&substitute_list(&t.pred, &refs));
        body.open("{");
        for b in &bindings {
            body.line(b);
        }
        body.open(format!("if {} {{", crate::emit::rust::subst::negate(&cond)));
        err_str(&mut body, &format!("failed to verify that {}", t.summary));
        body.close("}");
        body.close("}");
    }
    for (i, r) in op.regions.iter().enumerate() {
        let Some(p) = &r.pred else { continue };
        let f = fs.region_constraint(p);
        let msg = format!(
            "region #{{}} ('{}') failed to verify constraint: {}",
            r.ods_name, r.summary
        );
        if r.variadic {
            let skip = if i == 0 {
                String::new()
            } else {
                format!(".skip({i})")
            };
            body.open(format!(
                "for (index, &region) in ctx.op_regions(op).iter().enumerate(){skip} {{"
            ));
        } else {
            body.open("{");
            body.line(format!(
                "let (index, region) = ({}, ctx.op_region(op, {}));",
                i, i
            ));
        }
        body.open(format!("if !{}(ctx, region) {{", f));
        err_fmt(
            &mut body,
            fmt_lit(&msg).replacen("{{}}", "{}", 1),
            &["index"],
        );
        body.close("}");
        body.close("}");
    }
    for (i, s) in op.successors.iter().enumerate() {
        let Some(p) = &s.pred else { continue };
        let f = fs.successor_constraint(p);
        let msg = format!(
            "successor #{{}} ('{}') failed to verify constraint: {}",
            s.ods_name, s.summary
        );
        let skip = if i == 0 {
            String::new()
        } else {
            format!(".skip({i})")
        };
        body.open(format!(
            "for (index, &block) in ctx.successors(op).iter().enumerate(){skip}{} {{",
            if s.variadic { "" } else { ".take(1)" }
        ));
        body.open(format!("if !{}(ctx, block) {{", f));
        err_fmt(
            &mut body,
            fmt_lit(&msg).replacen("{{}}", "{}", 1),
            &["index"],
        );
        body.close("}");
        body.close("}");
    }
    body.line("::core::result::Result::Ok(())");
    let text = body.finish();
    let ctx_used = text.contains("ctx");
    let op_used = text.contains("op") || needs_this;
    w.open_fn(
        "pub fn verify_invariants",
        &[
            format!("{}: &::ir::Context", if ctx_used { "ctx" } else { "_ctx" }),
            format!("{}: ::ir::Operation", if op_used { "op" } else { "_op" }),
        ],
        RESULT_UNIT,
    );
    if needs_this {
        w.line("let this = Self(op);");
    }
    w.raw(&text);
    w.close("}");
}

/// The name of the generated function running an interface's `verify`.
pub(super) fn interface_verifier_fn(v: &InterfaceVerifier) -> String {
    format!(
        "verify_{}_{}",
        heck::ToSnakeCase::to_snake_case(v.interface.as_str()),
        if v.is_trait { "trait" } else { "interface" }
    )
}

/// One function per interface `verify` snippet of the op: `$_op` is the
/// wrapper, `$_ctx` the context; the snippet's error is a `String` or
/// `&str` (reported as MLIR's `emitOpError`) or an `::ir::Diagnostic`
/// (reported as it is: `emitError`, notes).
pub(super) fn emit_interface_verifiers(w: &mut Writer, op: &OpPlan, fs: &mut FileState) {
    for v in &op.interface_verifiers {
        fs.uses_verify_error = true;
        w.blank();
        w.linef(format_args!(
            "/// The `verify` code of the `{}` {}{}.",
            v.interface,
            if v.is_trait { "trait" } else { "interface" },
            if v.with_regions {
                " (run after the nested operations)"
            } else {
                ""
            }
        ));
        let uses_op = uses(&v.code, "_op");
        let uses_ctx = uses(&v.code, "_ctx");
        w.open_fn(
            &format!("pub fn {}", interface_verifier_fn(v)),
            &["ctx: &::ir::Context".into(), "op: ::ir::Operation".into()],
            "::core::result::Result<(), ::ir::Diagnostic>",
        );
        let code = crate::emit::rust::subst::simplify_parens(&substitute_list(
            &v.code,
            &[("_op", "this"), ("_ctx", "ctx")],
        ));
        // The snippet is the body of a function of its own, so that its
        // `return`s and `?`s are its own; its error type is inferred.
        w.open_fn(
            "fn check",
            &[
                format!("{}: &::ir::Context", if uses_ctx { "ctx" } else { "_ctx" }),
                format!(
                    "{}: {}",
                    if uses_op { "this" } else { "_this" },
                    op.rust_name
                ),
            ],
            "::core::result::Result<(), impl __OdsVerifyError>",
        );
        w.snippet(code.trim());
        w.close("}");
        w.linef(format_args!(
            "check(ctx, Self(op)).map_err(|e| e.into_diagnostic(ctx, op))"
        ));
        w.close("}");
    }
}

/// `return Err(String::from(msg));`
/// The check of the inherent attributes in an attribute dictionary
/// (upstream's generated `verifyInherentAttrs`): each one present, in ODS
/// order, must satisfy its constraint, else the message `'NAME' op
/// attribute 'X' failed to satisfy constraint: ...`. The generic form runs
/// it on a dictionary given without properties (the op's
/// `verify_inherent_attrs`), a format parser on the one it read.
pub(super) fn emit_inherent_attr_check(w: &mut Writer, op: &OpPlan, fs: &mut FileState) {
    w.blank();
    w.line("/// Checks the inherent attributes of an attribute dictionary");
    w.line("/// (upstream's `verifyInherentAttrs`).");
    let checked: Vec<_> = op
        .attrs
        .iter()
        .filter(|a| a.derived_body.is_none())
        .filter_map(|a| a.pred.as_ref().map(|p| (a, fs.attr_constraint(p))))
        .collect();
    // (Nothing to check: the parameters are unused.)
    let unused = if checked.is_empty() { "_" } else { "" };
    w.open_fn(
        "pub fn verify_inherent_attrs",
        &[
            format!("{unused}ctx: &::ir::Context"),
            format!("{unused}attrs: &[::ir::NamedAttr]"),
        ],
        "::core::result::Result<(), ::std::string::String>",
    );
    if !checked.is_empty() {
        w.open("let find = |name: &str| {");
        w.line("attrs");
        w.indent_in();
        w.line(".iter()");
        w.line(".find(|(n, _)| ctx.ident_str(*n) == name)");
        w.line(".map(|&(_, a)| a)");
        w.indent_out();
        w.close("};");
    }
    for (a, f) in checked {
        w.open(format!(
            "if let {SOME}(attr) = find({}) {{",
            lit(&a.ods_name)
        ));
        w.open(format!("if !{}(ctx, attr) {{", f));
        err_str(
            w,
            &format!(
                "'{}' op attribute '{}' failed to satisfy constraint: {}",
                op.op_name, a.ods_name, a.summary
            ),
        );
        w.close("}");
        w.close("}");
    }
    w.line("::core::result::Result::Ok(())");
    w.close("}");
}

/// The check a format parser runs on the attribute dictionary it read
/// ([`emit_inherent_attr_check`]'s, in `OpFormatGen.cpp`); the error is at
/// the dictionary, as the op's custom parser reports it.
pub(super) fn emit_parsed_attr_check(w: &mut Writer) {
    w.blank();
    w.line("/// Checks the inherent attributes of the attribute dictionary a custom");
    w.line("/// form read at `at` (upstream's `verifyInherentAttrs`).");
    w.open_fn(
        "pub fn verify_parsed_inherent_attrs",
        &[
            "parser: &mut ::ir::CustomParser<'_, '_, '_>".to_string(),
            "at: usize".to_string(),
            "attrs: &[::ir::NamedAttr]".to_string(),
        ],
        "::core::result::Result<(), ::ir::ParseError>",
    );
    w.line(
        "Self::verify_inherent_attrs(parser.ctx(), attrs).map_err(|m| parser.op_error_at(at, m))",
    );
    w.close("}");
}

fn err_str(w: &mut Writer, msg: &str) {
    w.ret_err("::std::string::String::from", &[lit(msg)], false);
}

/// `return Err(format!(fmt, args...));` (`fmt` is already a literal).
fn err_fmt(w: &mut Writer, fmt: String, args: &[&str]) {
    let mut all = vec![fmt];
    all.extend(args.iter().map(|a| a.to_string()));
    w.ret_err("::std::format!", &all, true);
}

fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        word.to_string()
    } else {
        format!("{}s", word)
    }
}

fn emit_simple_count(w: &mut Writer, count: &str, fixed: usize, variadic: bool, word: &str) {
    // Upstream's `AtLeastNRegions` / `AtLeastNSuccessors` messages.
    if variadic {
        if fixed > 0 {
            match count.strip_suffix(".len()") {
                // clippy's `len_zero`.
                Some(list) if fixed == 1 => w.openf(format_args!("if {}.is_empty() {{", list)),
                _ => w.openf(format_args!("if {} < {} {{", count, fixed)),
            }
            if word == "region" {
                err_str(w, &format!("expected {} or more regions", fixed));
            } else {
                err_fmt(
                    w,
                    lit(&format!(
                        "requires at least {} {}s but found {{}}",
                        fixed, word
                    )),
                    &[count],
                );
            }
            w.close("}");
        }
        return;
    }
    if fixed == 0 {
        w.openf(format_args!(
            "if !{}.is_empty() {{",
            count.trim_end_matches(".len()")
        ));
    } else {
        w.openf(format_args!("if {} != {} {{", count, fixed));
    }
    match (word, fixed) {
        ("region", 0) => err_str(w, "requires zero regions"),
        ("region", 1) => err_str(w, "requires one region"),
        ("region", n) => err_str(w, &format!("expected {} regions", n)),
        (_, n) => err_fmt(
            w,
            lit(&format!(
                "requires {} {} but found {{}}",
                n,
                plural(n, word)
            )),
            &[count],
        ),
    }
    w.close("}");
}

fn emit_count_checks(w: &mut Writer, groups: &[ValueGroup], side: Side, segments: Segments) {
    let count = format!("ctx.{}(op)", side.count);
    let fixed = groups.iter().filter(|g| !g.arity.is_variable()).count();
    if segments == Segments::Fixed {
        w.openf(format_args!("if {} != {} {{", count, fixed));
        match (side.kind, fixed) {
            ("operand", 0) => err_str(w, "requires zero operands"),
            ("operand", 1) => err_str(w, "requires a single operand"),
            ("result", 0) => err_str(w, "requires zero results"),
            ("result", 1) => err_str(w, "requires one result"),
            (k, n) => err_fmt(
                w,
                lit(&format!("expected {} {}, but found {{}}", n, plural(n, k))),
                &[&count],
            ),
        }
        w.close("}");
        return;
    }
    if fixed > 0 {
        w.openf(format_args!("if {} < {} {{", count, fixed));
        err_fmt(
            w,
            lit(&format!(
                "expected {} or more {}s, but found {{}}",
                fixed, side.kind
            )),
            &[&count],
        );
        w.close("}");
    }
}

/// The `AttrSizedOperandSegments` / `AttrSizedResultSegments` checks: the
/// segment array has one element per group, none negative, summing to the
/// number of values (upstream's `verifyOperandSizeAttr` messages). Kept as
/// a property (`properties` lists it), an absent array is MLIR 19's
/// zero-initialised one: one zero per group.
fn emit_segment_checks(
    w: &mut Writer,
    groups: &[ValueGroup],
    side: Side,
    segments: Segments,
    properties: &[String],
    fs: &mut FileState,
) {
    if segments != Segments::AttrSized {
        return;
    }
    fs.uses_segment_sizes = true;
    fs.uses_value_size_check = true;
    let attr = side.segment_attr;
    let zeroed = properties.iter().any(|p| p == attr);
    w.call(
        "__ods_verify_value_size_attr",
        &[
            "ctx".into(),
            "op".into(),
            lit(attr),
            lit(side.kind),
            format!("ctx.{}(op)", side.count),
            zeroed.to_string(),
        ],
        "?;",
    );
    w.open("{");
    w.linef(format_args!(
        "let sizes = __ods_segment_sizes(ctx, op, {});",
        lit(attr)
    ));
    if zeroed {
        w.linef(format_args!("if sizes.len() != {}", groups.len()));
        w.indent_in();
        w.linef(format_args!("&& (ctx.prop(op, {}).is_some()", lit(attr)));
        w.indent_in();
        w.linef(format_args!("|| ctx.attr(op, {}).is_some())", lit(attr)));
        w.indent_out();
        w.indent_out();
        w.open("{");
    } else {
        w.openf(format_args!("if sizes.len() != {} {{", groups.len()));
    }
    err_fmt(
        w,
        lit(&format!(
            "'{}' attribute for specifying {} segments must have {} elements, but got {{}}",
            attr,
            side.kind,
            groups.len()
        )),
        &["sizes.len()"],
    );
    w.close("}");
    w.close("}");
}

/// Returns whether `this` (the wrapper) is used.
/// The type constraints of the fixed values of an op's verifier: how
/// many values each checks, and the variable holding the type of the first
/// value that passed it (`ods_passed_<n>`) once it is checked.
#[derive(Default)]
struct SharedChecks {
    counts: Vec<(String, usize)>,
    passed: Vec<(String, String)>,
}

impl SharedChecks {
    fn count(&mut self, f: String) {
        match self.counts.iter_mut().find(|(g, _)| *g == f) {
            Some(e) => e.1 += 1,
            None => self.counts.push((f, 1)),
        }
    }
    /// Whether constraint `f` checks more than one fixed value.
    fn is_shared(&self, f: &str) -> bool {
        self.counts.iter().any(|(g, n)| g == f && *n > 1)
    }
    /// The variable holding a type that passed `f`, if one did.
    fn passed(&self, f: &str) -> Option<&str> {
        self.passed
            .iter()
            .find(|(g, _)| g == f)
            .map(|(_, v)| v.as_str())
    }
}

fn emit_value_checks(
    w: &mut Writer,
    groups: &[ValueGroup],
    side: Side,
    segments: Segments,
    fs: &mut FileState,
    shared: &mut SharedChecks,
) -> bool {
    let mut needs_this = false;
    for (i, g) in groups.iter().enumerate() {
        let check = g.pred.as_ref().map(|p| fs.type_constraint(p));
        let msg = format!("{} #{{}} must be {}, but got '{{}}'", side.kind, g.summary);
        let fmt = {
            // `{}` placeholders of the message survive; braces of the summary are doubled.
            let escaped = fmt_lit(&msg);
            escaped
                .replacen("{{}}", "{}", 1)
                .replacen("'{{}}'", "'{}'", 1)
        };
        let emit_check = |w: &mut Writer, f: &str, index: &str| {
            w.linef(format_args!(
                "let ty = ctx.value_type(ctx.{}(op, {}));",
                side.get, index
            ));
            w.openf(format_args!("if !{}(ctx, ty) {{", f));
            err_fmt(
                w,
                fmt.clone(),
                &[index, "::ir::printer::type_to_string(ctx, ty)"],
            );
            w.close("}");
        };
        if segments == Segments::Fixed {
            if let Some(f) = &check {
                let index = i.to_string();
                if let Some(seen) = shared.passed(f) {
                    // (Constraints are pure: the type that passed passes.)
                    w.open("{");
                    w.linef(format_args!(
                        "let ty = ctx.value_type(ctx.{}(op, {}));",
                        side.get, index
                    ));
                    w.openf(format_args!("if ty != {seen} && !{f}(ctx, ty) {{"));
                    err_fmt(
                        w,
                        fmt.clone(),
                        &[&index, "::ir::printer::type_to_string(ctx, ty)"],
                    );
                    w.close("}");
                    w.close("}");
                } else if shared.is_shared(f) {
                    let var = format!("ods_passed_{}", shared.passed.len());
                    w.openf(format_args!("let {var} = {{"));
                    emit_check(w, f, &index);
                    w.line("ty");
                    w.close("};");
                    shared.passed.push((f.clone(), var));
                } else {
                    w.open("{");
                    emit_check(w, f, &index);
                    w.close("}");
                }
            }
            continue;
        }
        if check.is_none() && !matches!(g.arity, Arity::Optional | Arity::VariadicOfVariadic) {
            continue;
        }
        needs_this = true;
        w.open("{");
        w.linef(format_args!(
            "let (start, len) = this.{}_group(ctx, {});",
            side.kind, i
        ));
        if let (Arity::VariadicOfVariadic, Some(attr)) = (g.arity, &g.segment_attr) {
            fs.uses_value_size_check = true;
            w.call(
                "__ods_verify_value_size_attr",
                &[
                    "ctx".into(),
                    "op".into(),
                    lit(attr),
                    lit(&g.ods_name),
                    "len".into(),
                    "false".into(),
                ],
                "?;",
            );
        }
        if g.arity == Arity::Optional {
            w.open("if len > 1 {");
            err_fmt(
                w,
                lit(&format!(
                    "{} group starting at #{{}} requires 0 or 1 element, but found {{}}",
                    side.kind
                )),
                &["start", "len"],
            );
            w.close("}");
        }
        match &check {
            Some(f) => {
                w.open("for index in start..start + len {");
                emit_check(w, f, "index");
                w.close("}");
            }
            None => match g.arity {
                Arity::Variadic => w.line("let _ = (start, len);"),
                Arity::VariadicOfVariadic => w.line("let _ = start;"),
                _ => {}
            },
        }
        w.close("}");
    }
    needs_this
}

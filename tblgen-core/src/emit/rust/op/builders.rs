//! An op's builders: the separate-parameter, Rust-value and inferred
//! forms, `build_generic`, and the custom `OpBuilder`s of the definition.

use super::accessors::{attr_may_be_absent, const_builder, has_value_form};
use super::{Side, BUILDER, OPERANDS, OPTION, RESULTS, SOME};
use crate::emit::rust::names::lit;
use crate::emit::rust::plan::{ArgRef, Arity, CustomBuilder, OpPlan, Segments, ValueGroup};
use crate::emit::rust::subst::{substitute_list, uses};
use crate::emit::rust::writer::Writer;
use crate::emit::rust::FileState;

/// Parameter names of the generated builders, renamed away from the
/// builder's own (`builder`, `loc`).
pub(super) fn param_name(name: &str) -> String {
    match name {
        "builder" | "loc" => format!("{}_", name),
        _ => name.to_string(),
    }
}

/// The parameter of a result's type: `<name>_type`, or
/// `<name>_result_type` when an operand or attribute already has that name
/// (`pdl.operand` has an operand `valueType` and a result `value`).
fn result_param(op: &OpPlan, g: &ValueGroup, i: usize) -> String {
    if g.name.is_empty() {
        if op.results.len() == 1 {
            "result_type".into()
        } else {
            format!("result_type_{}", i)
        }
    } else {
        let name = format!("{}_type", g.name);
        let taken = op.operands.iter().any(|o| param_name(&o.name) == name)
            || op.attrs.iter().any(|a| param_name(&a.name) == name);
        if taken {
            format!("{}_result_type", g.name)
        } else {
            name
        }
    }
}

fn result_param_type(a: Arity) -> &'static str {
    match a {
        Arity::One => "::ir::Type",
        Arity::Optional => "::core::option::Option<::ir::Type>",
        _ => "&[::ir::Type]",
    }
}

fn operand_param_type(a: Arity) -> &'static str {
    match a {
        Arity::One => "::ir::Value",
        Arity::Optional => "::core::option::Option<::ir::Value>",
        Arity::Variadic => "&[::ir::Value]",
        Arity::VariadicOfVariadic => "&[&[::ir::Value]]",
    }
}

fn operand_param(g: &ValueGroup, i: usize) -> String {
    if g.name.is_empty() {
        format!("operand_{}", i)
    } else {
        param_name(&g.name)
    }
}

/// How attributes are passed to a builder.
#[derive(Clone, Copy, PartialEq, Eq)]
enum AttrForm {
    /// As `::ir::Attribute` (or `Option` of it).
    Raw,
    /// As their Rust value when they have a constant builder.
    Values,
}

/// How result types are obtained.
#[derive(Clone, Copy, PartialEq, Eq)]
enum ResultForm {
    /// Parameters.
    Params,
    /// The type of the first operand (`SameOperandsAndResultType`).
    FromFirstOperand,
    /// The types' builder calls.
    Buildable,
}

fn emit_state_start(w: &mut Writer, mutable: bool) {
    w.line("let ods_name = builder.op_name(Self::OPERATION_NAME);");
    w.linef(format_args!(
        "let {}ods_state = ::ir::OperationState::new(ods_name, loc);",
        if mutable { "mut " } else { "" }
    ));
}

fn emit_state_finish(w: &mut Writer, op: &OpPlan) {
    for r in &op.regions {
        if !r.variadic {
            w.line("ods_state.add_region(builder);");
        }
    }
    w.line("Self(builder.create(ods_state))");
}

fn emit_separate_builder(
    w: &mut Writer,
    op: &OpPlan,
    fname: &str,
    attrs: AttrForm,
    results: ResultForm,
    fs: &mut FileState,
) {
    let mut params = vec![BUILDER.to_string(), "loc: ::ir::Location".to_string()];
    if results == ResultForm::Params {
        for (i, g) in op.results.iter().enumerate() {
            params.push(format!(
                "{}: {}",
                result_param(op, g, i),
                result_param_type(g.arity)
            ));
        }
    }
    for arg in &op.args {
        match *arg {
            ArgRef::Operand(i) => {
                let g = &op.operands[i];
                params.push(format!(
                    "{}: {}",
                    operand_param(g, i),
                    operand_param_type(g.arity)
                ));
            }
            ArgRef::Attr(i) => {
                let a = &op.attrs[i];
                if a.derived_body.is_some() {
                    continue;
                }
                let ty = if attrs == AttrForm::Values && has_value_form(a) {
                    a.return_type.clone()
                } else if attr_may_be_absent(a) {
                    format!("{}<::ir::Attribute>", OPTION)
                } else {
                    "::ir::Attribute".to_string()
                };
                params.push(format!("{}: {}", param_name(&a.name), ty));
            }
            ArgRef::Prop(i) => {
                let p = &op.props[i];
                params.push(format!("{}: {}", param_name(&p.name), p.interface_type));
            }
        }
    }
    for r in &op.regions {
        if r.variadic {
            params.push(format!("num_{}: usize", r.name));
        }
    }
    for s in &op.successors {
        let ty = if s.variadic {
            "&[::ir::BlockId]"
        } else {
            "::ir::BlockId"
        };
        params.push(format!("{}: {}", param_name(&s.name), ty));
    }
    w.open_fn(&format!("pub fn {}", fname), &params, "Self");
    // Result types computed before the state borrows nothing.
    match results {
        ResultForm::FromFirstOperand => {
            let first = op
                .operands
                .iter()
                .position(|g| g.arity == Arity::One)
                .unwrap_or(0);
            w.linef(format_args!(
                "let ods_result_type = builder.value_type({});",
                operand_param(&op.operands[first], first)
            ));
        }
        ResultForm::Buildable => {
            for (i, g) in op.results.iter().enumerate() {
                let call = g.builder_call.as_deref().unwrap_or_default();
                w.linef(format_args!(
                    "let ods_result_type_{} = {};",
                    i,
                    substitute_list(call, &[("_builder", "builder"), ("_ctx", "builder")])
                ));
            }
        }
        ResultForm::Params => {}
    }
    let empty = op.operands.is_empty()
        && op.results.is_empty()
        && op.attrs.iter().all(|a| a.derived_body.is_some())
        && op.regions.is_empty()
        && op.successors.is_empty();
    emit_state_start(w, !empty);
    for (i, g) in op.operands.iter().enumerate() {
        let p = operand_param(g, i);
        match g.arity {
            Arity::One => w.linef(format_args!("ods_state.operands.push({});", p)),
            Arity::Optional => w.linef(format_args!("ods_state.operands.extend({});", p)),
            Arity::Variadic => {
                w.linef(format_args!("ods_state.operands.extend_from_slice({});", p))
            }
            Arity::VariadicOfVariadic => {
                w.openf(format_args!("for group in {} {{", p));
                w.line("ods_state.operands.extend_from_slice(group);");
                w.close("}");
            }
        }
    }
    match results {
        ResultForm::Params => {
            for (i, g) in op.results.iter().enumerate() {
                let p = result_param(op, g, i);
                match g.arity {
                    Arity::One => w.linef(format_args!("ods_state.result_types.push({});", p)),
                    Arity::Optional => {
                        w.linef(format_args!("ods_state.result_types.extend({});", p))
                    }
                    _ => w.linef(format_args!(
                        "ods_state.result_types.extend_from_slice({});",
                        p
                    )),
                }
            }
        }
        ResultForm::FromFirstOperand => {
            for _ in &op.results {
                w.line("ods_state.result_types.push(ods_result_type);");
            }
        }
        ResultForm::Buildable => {
            for i in 0..op.results.len() {
                w.linef(format_args!(
                    "ods_state.result_types.push(ods_result_type_{});",
                    i
                ));
            }
        }
    }
    for a in &op.attrs {
        if a.derived_body.is_some() {
            continue;
        }
        let p = param_name(&a.name);
        if attrs == AttrForm::Values && has_value_form(a) {
            fs.uses_into_attr = true;
            w.open_if_let(
                &format!("{}(attr)", SOME),
                &format!("__OdsIntoAttr::into_attr({})", const_builder(a, &p)),
            );
            w.linef(format_args!(
                "let key = builder.ident({});",
                lit(&a.ods_name)
            ));
            w.line("ods_state.attributes.push((key, attr));");
            w.close("}");
        } else if attr_may_be_absent(a) {
            w.openf(format_args!("if let {}(attr) = {} {{", SOME, p));
            w.linef(format_args!(
                "let key = builder.ident({});",
                lit(&a.ods_name)
            ));
            w.line("ods_state.attributes.push((key, attr));");
            w.close("}");
        } else {
            w.linef(format_args!(
                "let key = builder.ident({});",
                lit(&a.ods_name)
            ));
            w.linef(format_args!("ods_state.attributes.push((key, {}));", p));
        }
    }
    emit_segment_sizes(
        w,
        op,
        &op.operands,
        op.operand_segments,
        OPERANDS,
        |g, i| {
            let p = operand_param(g, i);
            match g.arity {
                Arity::One => "1".to_string(),
                Arity::Optional => format!("i128::from({}.is_some())", p),
                Arity::Variadic => format!("{}.len() as i128", p),
                Arity::VariadicOfVariadic => {
                    format!("{}.iter().map(|g| g.len() as i128).sum::<i128>()", p)
                }
            }
        },
    );
    if results == ResultForm::Params {
        emit_segment_sizes(w, op, &op.results, op.result_segments, RESULTS, |g, i| {
            let p = result_param(op, g, i);
            match g.arity {
                Arity::One => "1".to_string(),
                Arity::Optional => format!("i128::from({}.is_some())", p),
                _ => format!("{}.len() as i128", p),
            }
        });
    }
    for r in &op.regions {
        if !r.variadic {
            w.line("ods_state.add_region(builder);");
        } else {
            w.openf(format_args!("for _ in 0..num_{} {{", r.name));
            w.line("ods_state.add_region(builder);");
            w.close("}");
        }
    }
    for s in &op.successors {
        let p = param_name(&s.name);
        if s.variadic {
            w.linef(format_args!(
                "ods_state.successors.extend_from_slice({});",
                p
            ));
        } else {
            w.linef(format_args!("ods_state.successors.push({});", p));
        }
    }
    if op.props.is_empty() {
        w.line("Self(builder.create(ods_state))");
    } else {
        w.line("let ods_op = Self(builder.create(ods_state));");
        for p in &op.props {
            w.linef(format_args!(
                "ods_op.set_{}(builder, {});",
                p.name,
                param_name(&p.name)
            ));
        }
        w.line("ods_op");
    }
    w.close("}");
}

fn emit_segment_sizes(
    w: &mut Writer,
    _op: &OpPlan,
    groups: &[ValueGroup],
    segments: Segments,
    side: Side,
    size: impl Fn(&ValueGroup, usize) -> String,
) {
    if segments != Segments::AttrSized {
        return;
    }
    let sizes: Vec<String> = groups.iter().enumerate().map(|(i, g)| size(g, i)).collect();
    w.linef(format_args!("let ods_sizes = [{}];", sizes.join(", ")));
    w.line("let ods_i32 = builder.i32();");
    w.line("let ods_sizes = builder.dense_i_array_attr(ods_i32, &ods_sizes);");
    w.linef(format_args!(
        "let key = builder.ident({});",
        lit(side.segment_attr)
    ));
    w.line("ods_state.attributes.push((key, ods_sizes));");
}

pub(super) fn emit_builders(w: &mut Writer, op: &OpPlan, fs: &mut FileState) {
    if !op.skip_default_builders {
        w.blank();
        w.line("/// Builds the op from its result types, operands and attributes,");
        w.line("/// each as a separate parameter (optional ones as `Option`).");
        emit_separate_builder(w, op, "build", AttrForm::Raw, ResultForm::Params, fs);
        if op.attrs.iter().any(has_value_form) {
            w.blank();
            w.line("/// Like [`Self::build`], with attributes given as their Rust values.");
            emit_separate_builder(
                w,
                op,
                "build_with_values",
                AttrForm::Values,
                ResultForm::Params,
                fs,
            );
        }
        let all_one = !op.results.is_empty() && op.results.iter().all(|g| g.arity == Arity::One);
        let inferred = if all_one
            && op.same_operands_and_result_type
            && op.operands.iter().any(|g| g.arity == Arity::One)
        {
            Some(ResultForm::FromFirstOperand)
        } else if all_one && op.results.iter().all(|g| g.builder_call.is_some()) {
            Some(ResultForm::Buildable)
        } else {
            None
        };
        if let Some(form) = inferred {
            w.blank();
            w.line("/// Like [`Self::build`], with the result types inferred.");
            emit_separate_builder(w, op, "build_inferred", AttrForm::Raw, form, fs);
        }
        w.blank();
        w.line("/// Builds the op from aggregate lists of result types, operands and");
        w.line("/// named attributes.");
        let params = [
            BUILDER.to_string(),
            "loc: ::ir::Location".into(),
            "result_types: &[::ir::Type]".into(),
            "operands: &[::ir::Value]".into(),
            "attributes: &[(&str, ::ir::Attribute)]".into(),
        ];
        w.open_fn("pub fn build_generic", &params, "Self");
        emit_state_start(w, true);
        w.line("ods_state.result_types.extend_from_slice(result_types);");
        w.line("ods_state.operands.extend_from_slice(operands);");
        w.open("for &(name, attr) in attributes {");
        w.line("let key = builder.ident(name);");
        w.line("ods_state.attributes.push((key, attr));");
        w.close("}");
        emit_state_finish(w, op);
        w.close("}");
    }
    for b in &op.builders {
        emit_custom_builder(w, op, b);
    }
}

fn emit_custom_builder(w: &mut Writer, op: &OpPlan, b: &CustomBuilder) {
    w.blank();
    let sig: Vec<String> = b
        .params
        .iter()
        .map(|p| match &p.default {
            Some(d) => format!("`{}: {} = {}`", p.name, p.ty, d),
            None => format!("`{}: {}`", p.name, p.ty),
        })
        .collect();
    if sig.is_empty() {
        w.line("/// A custom builder (`OpBuilder<(ins)>`).");
    } else {
        w.linef(format_args!(
            "/// A custom builder, from {}.",
            sig.join(", ")
        ));
    }
    if b.body.is_none() {
        w.line("///");
        w.linef(format_args!(
            "/// Its body is [`{}::{}`], written by the dialect author.",
            op.hooks_name(),
            b.name
        ));
    }
    if let Some(note) = &b.deprecated {
        w.linef(format_args!("#[deprecated = {}]", lit(note)));
    }
    let mut params = vec![BUILDER.to_string(), "loc: ::ir::Location".to_string()];
    params.extend(
        b.params
            .iter()
            .map(|p| format!("{}: {}", param_name(&p.name), p.ty)),
    );
    w.open_fn(&format!("pub fn {}", b.name), &params, "Self");
    emit_state_start(w, b.body.as_deref().is_none_or(|body| uses(body, "_state")));
    match &b.body {
        Some(body) => {
            if uses(body, "_state") {
                w.line("let state = &mut ods_state;");
            }
            let mut pairs: Vec<(String, String)> = vec![
                ("_builder".into(), "builder".into()),
                ("_state".into(), "state".into()),
                ("_ctx".into(), "builder".into()),
            ];
            for p in &b.params {
                pairs.push((p.name.clone(), param_name(&p.name)));
            }
            let refs: Vec<(&str, &str)> = pairs
                .iter()
                .map(|(a, b)| (a.as_str(), b.as_str()))
                .collect();
            w.snippet(&substitute_list(body, &refs));
        }
        None => {
            let mut args = vec!["builder".to_string(), "&mut ods_state".to_string()];
            args.extend(b.params.iter().map(|p| param_name(&p.name)));
            w.call(
                &format!("<Self as {}>::{}", op.hooks_name(), b.name),
                &args,
                ";",
            );
        }
    }
    w.line("Self(builder.create(ods_state))");
    w.close("}");
    // The form without the trailing `CArg` defaults.
    let required = b
        .params
        .iter()
        .rposition(|p| p.default.is_none())
        .map_or(0, |i| i + 1);
    if let Some(short) = b.short_name.as_ref().filter(|_| required < b.params.len()) {
        w.blank();
        w.linef(format_args!(
            "/// [`Self::{}`] with the trailing parameters at their defaults.",
            b.name
        ));
        if let Some(note) = &b.deprecated {
            w.linef(format_args!("#[deprecated = {}]", lit(note)));
        }
        let mut params = vec![BUILDER.to_string(), "loc: ::ir::Location".to_string()];
        params.extend(
            b.params[..required]
                .iter()
                .map(|p| format!("{}: {}", param_name(&p.name), p.ty)),
        );
        w.open_fn(&format!("pub fn {}", short), &params, "Self");
        let mut args = vec!["builder".to_string(), "loc".to_string()];
        args.extend(b.params[..required].iter().map(|p| param_name(&p.name)));
        args.extend(
            b.params[required..]
                .iter()
                .map(|p| p.default.clone().unwrap_or_default()),
        );
        w.call(&format!("Self::{}", b.name), &args, "");
        w.close("}");
    }
}

/// The name of a custom builder's short form: the builder name computed
/// from the first `required` parameters.
pub fn short_builder_name(b: &CustomBuilder, required: usize) -> String {
    if required == 0 {
        return format!("{}_default", b.name);
    }
    let names: Vec<&str> = b.params[..required]
        .iter()
        .map(|p| p.name.trim_end_matches('_'))
        .collect();
    format!("build_from_{}", names.join("_"))
}

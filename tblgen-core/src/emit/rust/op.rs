//! Prints one op's [`OpPlan`]: the wrapper type, its getters, setters,
//! builders, verifier, hooks trait and registration.

use super::names::{fmt_lit, lit};
use super::plan::{
    ArgRef, Arity, AttrPlan, CustomBuilder, InterfaceVerifier, OpPlan, PropPlan, Segments,
    ValueGroup,
};
use super::subst::{substitute_list, uses};
use super::writer::Writer;
use super::FileState;

const OPTION: &str = "::core::option::Option";
const SOME: &str = "::core::option::Option::Some";
const NONE: &str = "::core::option::Option::None";
const RESULT_UNIT: &str = "::core::result::Result<(), ::std::string::String>";
const BUILDER: &str = "builder: &mut ::ir::OpBuilder<'_>";

/// Operands or results: the words that differ between the two.
#[derive(Clone, Copy)]
struct Side {
    /// `operand` / `result`.
    kind: &'static str,
    /// `num_operands` / `num_results`.
    count: &'static str,
    /// `operand` / `result` (the `Context` accessor of one value).
    get: &'static str,
    /// `operandSegmentSizes` / `resultSegmentSizes`.
    segment_attr: &'static str,
}

const OPERANDS: Side = Side {
    kind: "operand",
    count: "num_operands",
    get: "operand",
    segment_attr: "operandSegmentSizes",
};
const RESULTS: Side = Side {
    kind: "result",
    count: "num_results",
    get: "result",
    segment_attr: "resultSegmentSizes",
};

/// Writes everything generated for `op`.
pub fn emit_op(w: &mut Writer, op: &OpPlan, fs: &mut FileState) {
    w.doc_lines(&op.doc, false);
    w.line("#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]");
    if let Some(note) = &op.deprecated {
        w.linef(format_args!("#[deprecated = {}]", lit(note)));
    }
    w.linef(format_args!(
        "pub struct {}(::ir::Operation);",
        op.rust_name
    ));
    w.blank();
    if op.deprecated.is_some() {
        w.line("#[allow(deprecated)]");
    }
    w.openf(format_args!("impl {} {{", op.rust_name));
    w.linef(format_args!("/// The operation name, `{}`.", op.op_name));
    w.linef(format_args!(
        "pub const OPERATION_NAME: &'static str = {};",
        lit(&op.op_name)
    ));
    w.blank();
    emit_cast(w, op);
    emit_groups(w, op, &op.operands, OPERANDS, op.operand_segments, fs);
    emit_groups(w, op, &op.results, RESULTS, op.result_segments, fs);
    emit_slots(w, op);
    for a in &op.attrs {
        emit_attr(w, a, fs);
    }
    for p in &op.props {
        emit_prop(w, p, fs);
    }
    emit_builders(w, op, fs);
    emit_verifier(w, op, fs);
    emit_interface_verifiers(w, op, fs);
    emit_register(w, op, fs);
    if let Some(extra) = &op.extra_decl {
        w.blank();
        w.snippet(&substitute_list(extra, &[("cppClass", &op.rust_name)]));
    }
    w.close("}");
    if let Some(extra) = &op.extra_def {
        w.blank();
        w.snippet(&substitute_list(extra, &[("cppClass", &op.rust_name)]));
    }
    if op.needs_hooks() {
        w.blank();
        emit_hooks_trait(w, op);
    }
    super::iface::emit_auto_impls(w, op, !fs.interfaces.is_empty());
    if op.has_canonicalize_method {
        emit_canonicalize_pattern(w, op);
    }
    if !op.operands.is_empty() {
        w.blank();
        emit_adaptor(w, op);
    }
    if let Some(h) = &op.format_hooks {
        w.blank();
        w.raw(&h.code);
    }
}

/// `<Op>Adaptor`: the named operand getters over a plain list of values
/// (new operands of an op being rewritten or folded).
fn emit_adaptor(w: &mut Writer, op: &OpPlan) {
    let name = format!("{}Adaptor", op.rust_name);
    let attr_sized = op.operand_segments == Segments::AttrSized;
    w.linef(format_args!(
        "/// The operands of a `{}` as a list of values, with [`{}`]'s",
        op.op_name, op.rust_name
    ));
    w.line("/// named getters (ODS's operand adaptor).");
    w.line("#[derive(Clone, Copy, Debug)]");
    w.openf(format_args!("pub struct {}<'a> {{", name));
    w.line("operands: &'a [::ir::Value],");
    if attr_sized {
        w.line("sizes: &'a [usize],");
    }
    w.close("}");
    w.blank();
    w.openf(format_args!("impl<'a> {}<'a> {{", name));
    if attr_sized {
        w.line("/// Views `operands`, split into groups of `sizes` (the");
        w.line("/// `operandSegmentSizes`).");
        w.open("pub fn new(operands: &'a [::ir::Value], sizes: &'a [usize]) -> Self {");
        w.line("Self { operands, sizes }");
    } else {
        w.linef(format_args!(
            "/// Views `operands` as the operands of a [`{}`].",
            op.rust_name
        ));
        w.open("pub fn new(operands: &'a [::ir::Value]) -> Self {");
        w.line("Self { operands }");
    }
    w.close("}");
    w.blank();
    w.line("/// All the operands.");
    w.open("pub fn operands(&self) -> &'a [::ir::Value] {");
    w.line("self.operands");
    w.close("}");
    let groups = &op.operands;
    if op.operand_segments != Segments::Fixed {
        w.blank();
        w.line("/// The first index and the number of values of operand group `index`.");
        w.open("fn group(&self, index: usize) -> (usize, usize) {");
        if attr_sized {
            w.line("let start = self.sizes.iter().take(index).sum();");
            w.line("(start, self.sizes.get(index).copied().unwrap_or(0))");
        } else {
            same_size_group_body(w, groups, "self.operands.len()");
        }
        w.close("}");
    }
    for (i, g) in groups.iter().enumerate() {
        if g.name.is_empty() {
            continue;
        }
        w.blank();
        let (ret, fixed_body, var_body) = match g.arity {
            Arity::One => (
                "::ir::Value",
                format!("self.operands[{}]", i),
                "self.operands[start]".to_string(),
            ),
            Arity::Optional => (
                "::core::option::Option<::ir::Value>",
                String::new(),
                "self.operands[start..start + len].first().copied()".to_string(),
            ),
            Arity::Variadic | Arity::VariadicOfVariadic => (
                "&'a [::ir::Value]",
                String::new(),
                "&self.operands[start..start + len]".to_string(),
            ),
        };
        w.linef(format_args!(
            "/// The `{}` operand{}.",
            g.ods_name,
            if g.arity.is_variable() { "s" } else { "" }
        ));
        w.line("///");
        w.line("/// # Panics");
        w.line("///");
        w.line("/// If there are fewer operands than the op's groups need.");
        w.openf(format_args!("pub fn {}(&self) -> {} {{", g.name, ret));
        if op.operand_segments == Segments::Fixed {
            w.line(fixed_body);
        } else {
            let pattern = if g.arity == Arity::One {
                "(start, _)"
            } else {
                "(start, len)"
            };
            w.linef(format_args!("let {} = self.group({});", pattern, i));
            w.line(var_body);
        }
        w.close("}");
    }
    w.close("}");
}

fn emit_cast(w: &mut Writer, op: &OpPlan) {
    w.linef(format_args!(
        "/// Views `op` as a [`{}`] if it is a `{}`.",
        op.rust_name, op.op_name
    ));
    w.open_fn(
        "pub fn cast",
        &["ctx: &::ir::Context".into(), "op: ::ir::Operation".into()],
        &format!("{}<Self>", OPTION),
    );
    w.open("if ctx.op_is(op, Self::OPERATION_NAME) {");
    w.linef(format_args!("{}(Self(op))", SOME));
    w.close("} else {");
    w.indent_in();
    w.line(NONE);
    w.close("}");
    w.close("}");
    w.blank();
    w.linef(format_args!(
        "/// Views `op` as a [`{}`] without checking its name (for hooks that",
        op.rust_name
    ));
    w.line("/// the registry only calls on this op).");
    w.open("pub fn from_operation_unchecked(op: ::ir::Operation) -> Self {");
    w.line("Self(op)");
    w.close("}");
    w.blank();
    w.line("/// The underlying opaque operation.");
    w.open("pub fn operation(self) -> ::ir::Operation {");
    w.line("self.0");
    w.close("}");
}

/// The start and length of group `i` as Rust expressions (valid inside a
/// method with `self` and `ctx`).
fn group_range(side: Side, segments: Segments, i: usize) -> Option<String> {
    match segments {
        Segments::Fixed => None,
        _ => Some(format!("self.{}_group(ctx, {})", side.kind, i)),
    }
}

fn value_type(arity: Arity) -> &'static str {
    match arity {
        Arity::One => "::ir::Value",
        Arity::Optional => "::core::option::Option<::ir::Value>",
        Arity::Variadic => "::std::vec::Vec<::ir::Value>",
        Arity::VariadicOfVariadic => "::std::vec::Vec<::std::vec::Vec<::ir::Value>>",
    }
}

/// The body of a group accessor under `SameVariadicOperandSize` /
/// `SameVariadicResultSize`: the variable-length groups share what the fixed
/// ones leave of `total` values equally.
fn same_size_group_body(w: &mut Writer, groups: &[ValueGroup], total: &str) {
    let n = groups.len();
    let variable: Vec<&str> = groups
        .iter()
        .map(|g| {
            if g.arity.is_variable() {
                "true"
            } else {
                "false"
            }
        })
        .collect();
    let num_variable = groups.iter().filter(|g| g.arity.is_variable()).count();
    w.linef(format_args!(
        "const VARIABLE: [bool; {}] = [{}];",
        n,
        variable.join(", ")
    ));
    let fixed = n - num_variable;
    let mut size = total.to_string();
    if fixed > 0 {
        size = format!("{}.saturating_sub({})", size, fixed);
    }
    if num_variable > 1 {
        size = format!("{} / {}", size, num_variable);
    }
    w.linef(format_args!("let size = {};", size));
    w.line("let before = VARIABLE[..index].iter().filter(|&&v| v).count();");
    w.line("let start = index - before + before * size;");
    w.line("(start, if VARIABLE[index] { size } else { 1 })");
}

fn emit_groups(
    w: &mut Writer,
    op: &OpPlan,
    groups: &[ValueGroup],
    side: Side,
    segments: Segments,
    fs: &mut FileState,
) {
    if segments != Segments::Fixed {
        w.blank();
        w.linef(format_args!(
            "/// The first index and the number of values of {} group `index`",
            side.kind
        ));
        w.line("/// (ODS's segment arithmetic).");
        w.open_fn(
            &format!("fn {}_group", side.kind),
            &[
                "self".into(),
                "ctx: &::ir::Context".into(),
                "index: usize".into(),
            ],
            "(usize, usize)",
        );
        match segments {
            Segments::SameSize => {
                same_size_group_body(w, groups, &format!("ctx.{}(self.0)", side.count));
            }
            Segments::AttrSized | Segments::Fixed => {
                fs.uses_segment_sizes = true;
                w.linef(format_args!(
                    "let sizes = __ods_segment_sizes(ctx, self.0, {});",
                    lit(side.segment_attr)
                ));
                w.line("let start = sizes.iter().take(index).sum();");
                w.line("(start, sizes.get(index).copied().unwrap_or(0))");
            }
        }
        w.close("}");
    }
    let single_unnamed =
        groups.len() == 1 && groups[0].name.is_empty() && groups[0].arity == Arity::One;
    for (i, g) in groups.iter().enumerate() {
        let name = if g.name.is_empty() {
            if single_unnamed {
                side.kind.to_string()
            } else {
                continue;
            }
        } else {
            g.name.clone()
        };
        w.blank();
        let what = if g.name.is_empty() {
            format!("The {}", side.kind)
        } else {
            format!("The `{}` {}", g.ods_name, side.kind)
        };
        let detail = match g.arity {
            Arity::One => String::new(),
            Arity::Optional => " (if present)".into(),
            Arity::Variadic => " values".into(),
            Arity::VariadicOfVariadic => " groups".into(),
        };
        w.linef(format_args!("/// {}{}: {}.", what, detail, g.summary));
        if !g.description.trim().is_empty() {
            w.line("///");
            w.doc_lines(&super::doc::tag_code_blocks(&g.description), false);
        }
        w.open_fn(
            &format!("pub fn {}", name),
            &["self".into(), "ctx: &::ir::Context".into()],
            value_type(g.arity),
        );
        let get = |idx: &str| format!("ctx.{}(self.0, {})", side.get, idx);
        match group_range(side, segments, i) {
            None => w.line(get(&i.to_string())),
            Some(range) => match g.arity {
                Arity::One => {
                    w.linef(format_args!("let (start, _) = {};", range));
                    w.line(get("start"));
                }
                Arity::Optional => {
                    w.linef(format_args!("let (start, len) = {};", range));
                    w.linef(format_args!("(len > 0).then(|| {})", get("start")));
                }
                Arity::Variadic => {
                    w.linef(format_args!("let (start, len) = {};", range));
                    w.line("(start..start + len)");
                    w.indent_in();
                    w.linef(format_args!(".map(|i| {})", get("i")));
                    w.line(".collect()");
                    w.indent_out();
                }
                Arity::VariadicOfVariadic => {
                    fs.uses_segment_sizes = true;
                    w.linef(format_args!("let (start, _) = {};", range));
                    w.linef(format_args!(
                        "let sizes = __ods_segment_sizes(ctx, self.0, {});",
                        lit(g.segment_attr.as_deref().unwrap_or(""))
                    ));
                    w.line("let mut next = start;");
                    w.line("sizes");
                    w.indent_in();
                    w.line(".iter()");
                    w.open(".map(|&n| {");
                    w.linef(format_args!(
                        "let group = (next..next + n).map(|i| {}).collect();",
                        get("i")
                    ));
                    w.line("next += n;");
                    w.line("group");
                    w.close("})");
                    w.line(".collect()");
                    w.indent_out();
                }
            },
        }
        w.close("}");
    }
    let _ = op;
}

fn emit_slots(w: &mut Writer, op: &OpPlan) {
    for (i, r) in op.regions.iter().enumerate() {
        if r.name.is_empty() {
            continue;
        }
        w.blank();
        if r.variadic {
            w.linef(format_args!(
                "/// The `{}` regions: {}.",
                r.ods_name, r.summary
            ));
            w.openf(format_args!(
                "pub fn {}(self, ctx: &::ir::Context) -> &[::ir::RegionId] {{",
                r.name
            ));
            w.linef(format_args!(
                "ctx.op_regions(self.0).get({}..).unwrap_or(&[])",
                i
            ));
        } else {
            w.linef(format_args!(
                "/// The `{}` region: {}.",
                r.ods_name, r.summary
            ));
            w.openf(format_args!(
                "pub fn {}(self, ctx: &::ir::Context) -> ::ir::RegionId {{",
                r.name
            ));
            w.linef(format_args!("ctx.op_region(self.0, {})", i));
        }
        w.close("}");
    }
    for (i, s) in op.successors.iter().enumerate() {
        if s.name.is_empty() {
            continue;
        }
        w.blank();
        if s.variadic {
            w.linef(format_args!(
                "/// The `{}` successors: {}.",
                s.ods_name, s.summary
            ));
            w.openf(format_args!(
                "pub fn {}(self, ctx: &::ir::Context) -> &[::ir::BlockId] {{",
                s.name
            ));
            w.linef(format_args!(
                "ctx.successors(self.0).get({}..).unwrap_or(&[])",
                i
            ));
        } else {
            w.linef(format_args!(
                "/// The `{}` successor: {}.",
                s.ods_name, s.summary
            ));
            w.openf(format_args!(
                "pub fn {}(self, ctx: &::ir::Context) -> ::ir::BlockId {{",
                s.name
            ));
            w.linef(format_args!("ctx.successors(self.0)[{}]", i));
        }
        w.close("}");
    }
}

/// Whether the attribute may be absent (its raw getter returns an `Option`).
fn attr_may_be_absent(a: &AttrPlan) -> bool {
    a.optional || a.default_value.is_some()
}

/// Whether the attribute has a value setter / raw-value builder parameter.
fn has_value_form(a: &AttrPlan) -> bool {
    a.const_builder_call.is_some() && a.return_type != "::ir::Attribute" && a.derived_body.is_none()
}

fn emit_attr(w: &mut Writer, a: &AttrPlan, fs: &mut FileState) {
    w.blank();
    let n = &a.name;
    if let Some(body) = &a.derived_body {
        w.linef(format_args!(
            "/// The derived attribute `{}`: {}.",
            a.ods_name, a.summary
        ));
        w.open_fn(
            &format!("pub fn {}", n),
            &["self".into(), "ctx: &::ir::Context".into()],
            &a.return_type,
        );
        w.snippet(&substitute_list(body, &[("_ctx", "ctx"), ("_op", "self")]));
        w.close("}");
        return;
    }
    w.linef(format_args!(
        "/// The `{}` attribute: {}.",
        a.ods_name, a.summary
    ));
    if !a.description.trim().is_empty() {
        w.line("///");
        w.doc_lines(&super::doc::tag_code_blocks(&a.description), false);
    }
    if let Some(d) = &a.default_value {
        w.line("///");
        w.linef(format_args!("/// When absent: `{}`.", d.replace('`', "'")));
    }
    let raw = format!("self.{}_attr(ctx)", n);
    w.open_fn(
        &format!("pub fn {}", n),
        &["self".into(), "ctx: &::ir::Context".into()],
        &a.return_type,
    );
    if a.converts_option || a.default_value.is_none() {
        let text = substitute_list(&a.convert_from_storage, &[("_self", &raw), ("_ctx", "ctx")]);
        // `OptionalAttr` of an attribute stored as is: no identity `map`.
        w.expr(&text.replace(".map(|stored| stored)", ""));
    } else {
        let default = a.default_value.as_deref().unwrap_or_default();
        w.openf(format_args!("match {} {{", raw));
        w.match_arm(
            &format!("{}(stored)", SOME),
            &substitute_list(
                &a.convert_from_storage,
                &[("_self", "stored"), ("_ctx", "ctx")],
            ),
        );
        w.linef(format_args!("{} => {},", NONE, default));
        w.close("}");
    }
    w.close("}");
    w.blank();
    w.linef(format_args!(
        "/// The `{}` attribute as stored.",
        a.ods_name
    ));
    if attr_may_be_absent(a) {
        w.open_fn(
            &format!("pub fn {}_attr", n),
            &["self".into(), "ctx: &::ir::Context".into()],
            &format!("{}<::ir::Attribute>", OPTION),
        );
        w.linef(format_args!("ctx.attr(self.0, {})", lit(&a.ods_name)));
    } else {
        w.line("///");
        w.line("/// # Panics");
        w.line("///");
        w.line("/// If the attribute is absent, which the verifier rejects.");
        w.open_fn(
            &format!("pub fn {}_attr", n),
            &["self".into(), "ctx: &::ir::Context".into()],
            "::ir::Attribute",
        );
        w.linef(format_args!("ctx.attr(self.0, {})", lit(&a.ods_name)));
        w.indent_in();
        w.linef(format_args!(
            ".expect({})",
            lit(&format!(
                "the required attribute '{}' is missing (verify the op)",
                a.ods_name
            ))
        ));
        w.indent_out();
    }
    w.close("}");
    w.blank();
    w.linef(format_args!("/// Sets the `{}` attribute.", a.ods_name));
    w.open_fn(
        &format!("pub fn set_{}_attr", n),
        &[
            "self".into(),
            "ctx: &mut ::ir::Context".into(),
            "attr: ::ir::Attribute".into(),
        ],
        "::core::result::Result<(), ::ir::IrError>",
    );
    w.linef(format_args!("let name = ctx.ident({});", lit(&a.ods_name)));
    w.line("ctx.set_attr(self.0, name, attr)");
    w.close("}");
    if attr_may_be_absent(a) {
        w.blank();
        w.linef(format_args!(
            "/// Removes the `{}` attribute, returning it if it was set.",
            a.ods_name
        ));
        w.open_fn(
            &format!("pub fn remove_{}_attr", n),
            &["self".into(), "ctx: &mut ::ir::Context".into()],
            &format!("{}<::ir::Attribute>", OPTION),
        );
        w.linef(format_args!(
            "ctx.remove_attr(self.0, {})",
            lit(&a.ods_name)
        ));
        w.close("}");
    }
    if has_value_form(a) {
        fs.uses_into_attr = true;
        w.blank();
        w.linef(format_args!(
            "/// Sets the `{}` attribute from its value.",
            a.ods_name
        ));
        w.open_fn(
            &format!("pub fn set_{}", n),
            &[
                "self".into(),
                BUILDER.into(),
                format!("value: {}", a.return_type),
            ],
            "::core::result::Result<(), ::ir::IrError>",
        );
        let call = const_builder(a, "value");
        w.openf(format_args!("match __OdsIntoAttr::into_attr({}) {{", call));
        w.linef(format_args!(
            "{}(attr) => self.set_{}_attr(builder, attr),",
            SOME, n
        ));
        w.openf(format_args!("{} => {{", NONE));
        w.linef(format_args!(
            "builder.remove_attr(self.0, {});",
            lit(&a.ods_name)
        ));
        w.line("::core::result::Result::Ok(())");
        w.close("}");
        w.close("}");
        w.close("}");
    }
}

fn const_builder(a: &AttrPlan, value: &str) -> String {
    substitute_list(
        a.const_builder_call.as_deref().unwrap_or("$0"),
        &[("_builder", "builder"), ("0", value), ("_ctx", "builder")],
    )
}

/// Parameter names of the generated builders, renamed away from the
/// builder's own (`builder`, `loc`).
fn param_name(name: &str) -> String {
    match name {
        "builder" | "loc" => format!("{}_", name),
        _ => name.to_string(),
    }
}

fn result_param(g: &ValueGroup, i: usize, groups: usize) -> String {
    if g.name.is_empty() {
        if groups == 1 {
            "result_type".into()
        } else {
            format!("result_type_{}", i)
        }
    } else {
        format!("{}_type", g.name)
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
                result_param(g, i, op.results.len()),
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
                let p = result_param(g, i, op.results.len());
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
            let p = result_param(g, i, op.results.len());
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

fn emit_builders(w: &mut Writer, op: &OpPlan, fs: &mut FileState) {
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
    if required < b.params.len() {
        let short = short_builder_name(b, required);
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

fn emit_verifier(w: &mut Writer, op: &OpPlan, fs: &mut FileState) {
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
    emit_segment_checks(&mut body, &op.operands, OPERANDS, op.operand_segments, fs);
    emit_segment_checks(&mut body, &op.results, RESULTS, op.result_segments, fs);
    for a in &op.attrs {
        if a.derived_body.is_some() {
            continue;
        }
        let check = a.pred.as_ref().map(|p| fs.attr_constraint(p));
        let name = lit(&a.ods_name);
        let fail = format!(
            "attribute '{}' failed to satisfy constraint: {}",
            a.ods_name, a.summary
        );
        if attr_may_be_absent(a) {
            if let Some(f) = check {
                body.open(format!("if let {}(attr) = ctx.attr(op, {}) {{", SOME, name));
                body.open(format!("if !{}(ctx, attr) {{", f));
                err_str(&mut body, &fail);
                body.close("}");
                body.close("}");
            }
        } else {
            body.open(format!("match ctx.attr(op, {}) {{", name));
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
            let cond = super::subst::simplify_parens(&substitute_list(
                pred,
                &[("_self", "value"), ("_ctx", "ctx")],
            ));
            body.open(format!("if !({}) {{", cond.trim()));
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
    needs_this |= emit_value_checks(&mut body, &op.operands, OPERANDS, op.operand_segments, fs);
    needs_this |= emit_value_checks(&mut body, &op.results, RESULTS, op.result_segments, fs);
    for t in &op.pred_traits {
        let mut pairs: Vec<(String, String)> =
            vec![("_op".into(), "op".into()), ("_ctx".into(), "ctx".into())];
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
            if uses(&t.pred, &a.ods_name) {
                pairs.push((
                    a.ods_name.clone(),
                    format!("ctx.attr(op, {})", lit(&a.ods_name)),
                ));
            }
        }
        needs_this |= !bindings.is_empty();
        let refs: Vec<(&str, &str)> = pairs
            .iter()
            .map(|(a, b)| (a.as_str(), b.as_str()))
            .collect();
        let cond = super::subst::simplify_parens(&substitute_list(&t.pred, &refs));
        body.open("{");
        for b in &bindings {
            body.line(b);
        }
        body.open(format!("if !({}) {{", cond.trim()));
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
            body.open(format!(
                "for (index, &region) in ctx.op_regions(op).iter().enumerate().skip({}) {{",
                i
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
        body.open(format!(
            "for (index, &block) in ctx.successors(op).iter().enumerate().skip({}){} {{",
            i,
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
fn interface_verifier_fn(v: &InterfaceVerifier) -> String {
    format!(
        "verify_{}_interface",
        heck::ToSnakeCase::to_snake_case(v.interface.as_str())
    )
}

/// One function per interface `verify` snippet of the op: `$_op` is the
/// wrapper, `$_ctx` the context; the snippet's error (a `String`, `&str` or
/// `::ir::Diagnostic`) becomes the verifier's message.
fn emit_interface_verifiers(w: &mut Writer, op: &OpPlan, fs: &mut FileState) {
    for v in &op.interface_verifiers {
        fs.uses_verify_error = true;
        w.blank();
        w.linef(format_args!(
            "/// The `verify` code of the `{}` interface{}.",
            v.interface,
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
            &[
                format!("{}: &::ir::Context", if uses_ctx { "ctx" } else { "_ctx" }),
                "op: ::ir::Operation".into(),
            ],
            RESULT_UNIT,
        );
        let code = super::subst::simplify_parens(&substitute_list(
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
            "check({}, Self(op)).map_err(|e| e.into_message(Self::OPERATION_NAME))",
            if uses_ctx { "ctx" } else { "_ctx" }
        ));
        w.close("}");
    }
}

/// `return Err(String::from(msg));`
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
            w.openf(format_args!("if {} < {} {{", count, fixed));
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
/// number of values (upstream's `verifyOperandSizeAttr` messages).
fn emit_segment_checks(
    w: &mut Writer,
    groups: &[ValueGroup],
    side: Side,
    segments: Segments,
    fs: &mut FileState,
) {
    if segments != Segments::AttrSized {
        return;
    }
    fs.uses_segment_sizes = true;
    fs.uses_value_size_check = true;
    let attr = side.segment_attr;
    w.call(
        "__ods_verify_value_size_attr",
        &[
            "ctx".into(),
            "op".into(),
            lit(attr),
            lit(side.kind),
            format!("ctx.{}(op)", side.count),
        ],
        "?;",
    );
    w.open("{");
    w.linef(format_args!(
        "let sizes = __ods_segment_sizes(ctx, op, {});",
        lit(attr)
    ));
    w.openf(format_args!("if sizes.len() != {} {{", groups.len()));
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
fn emit_value_checks(
    w: &mut Writer,
    groups: &[ValueGroup],
    side: Side,
    segments: Segments,
    fs: &mut FileState,
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
                w.open("{");
                emit_check(w, f, &i.to_string());
                w.close("}");
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

fn emit_register(w: &mut Writer, op: &OpPlan, fs: &FileState) {
    w.blank();
    w.linef(format_args!(
        "/// Registers `{}` with `ctx`: its traits, the generated verifier and",
        op.op_name
    ));
    w.line("/// the hand-written hooks.");
    w.open("pub fn register(ctx: &mut ::ir::Context) {");
    w.line("let mut def = ::ir::OpDefinition::new(Self::OPERATION_NAME);");
    if !op.ir_traits.is_empty() {
        let one = format!("def.traits = ::std::vec![{}];", op.ir_traits.join(", "));
        if w.indent_level() * 4 + one.len() <= 100 {
            w.line(one);
        } else {
            w.line("def.traits = ::std::vec![");
            w.indent_in();
            for t in &op.ir_traits {
                w.linef(format_args!("{},", t));
            }
            w.indent_out();
            w.line("];");
        }
    }
    w.linef(format_args!(
        "def.verify_invariants = {}(Self::verify_invariants);",
        SOME
    ));
    let hooks = op.hooks_name();
    for (iface, f) in &op.skipped_interface_verifiers {
        w.linef(format_args!(
            "// Not run: the `{}` interface's `verify` (`::ir::interfaces::{}` is not in `ir` yet).",
            iface, f
        ));
    }
    for v in op.interface_verifiers.iter().filter(|v| !v.with_regions) {
        w.linef(format_args!(
            "def.custom_trait_verifiers.push(Self::{});",
            interface_verifier_fn(v)
        ));
    }
    if op.has_verifier {
        w.assign_closure(
            "def.verify",
            "|ctx, op|",
            &format!("<Self as {}>::verify(Self(op), ctx)", hooks),
        );
    }
    let region_ifaces: Vec<&InterfaceVerifier> = op
        .interface_verifiers
        .iter()
        .filter(|v| v.with_regions)
        .collect();
    if region_ifaces.is_empty() {
        if op.has_region_verifier {
            w.assign_closure(
                "def.verify_regions",
                "|ctx, op|",
                &format!("<Self as {}>::verify_regions(Self(op), ctx)", hooks),
            );
        }
    } else {
        // Region traits (here the interfaces verified with regions) in trait
        // order, then `hasRegionVerifier`.
        w.open("def.verify_regions = ::core::option::Option::Some(|ctx, op| {");
        for v in &region_ifaces {
            w.linef(format_args!(
                "Self::{}(ctx, op)?;",
                interface_verifier_fn(v)
            ));
        }
        if op.has_region_verifier {
            w.linef(format_args!(
                "<Self as {}>::verify_regions(Self(op), ctx)",
                hooks
            ));
        } else {
            w.line("::core::result::Result::Ok(())");
        }
        w.close("});");
    }
    if op.has_folder {
        w.assign_closure(
            "def.fold",
            "|ctx, op, operands|",
            &format!("<Self as {}>::fold(Self(op), ctx, operands)", hooks),
        );
    }
    match (op.has_canonicalizer, op.has_canonicalize_method) {
        (true, false) => w.assign_closure(
            "def.canonicalization_patterns",
            "",
            &format!("<Self as {}>::canonicalization_patterns", hooks),
        ),
        (has_patterns, true) => {
            // `hasCanonicalizeMethod`: the method as one more pattern.
            w.open("def.canonicalization_patterns = ::core::option::Option::Some(|ctx| {");
            if has_patterns {
                w.linef(format_args!(
                    "let mut patterns = <Self as {}>::canonicalization_patterns(ctx);",
                    hooks
                ));
            } else {
                w.line("let _ = ctx;");
                w.line("let mut patterns: ::std::vec::Vec<::std::boxed::Box<dyn ::ir::RewritePattern>> =");
                w.indent_in();
                w.line("::std::vec::Vec::new();");
                w.indent_out();
            }
            w.linef(format_args!(
                "patterns.push(::std::boxed::Box::new({}CanonicalizeMethod));",
                op.rust_name
            ));
            w.line("patterns");
            w.close("});");
        }
        (false, false) => {}
    }
    if let Some(h) = &op.format_hooks {
        w.linef(format_args!("def.parse = {}({});", SOME, h.parse_fn));
        w.linef(format_args!("def.print = {}({});", SOME, h.print_fn));
    }
    if op.has_custom_assembly_format {
        w.assign_closure("def.parse", "", &format!("<Self as {}>::parse", hooks));
        w.assign_closure(
            "def.print",
            "|printer, op|",
            &format!("<Self as {}>::print(Self(op), printer)", hooks),
        );
    }
    super::iface::emit_registration(w, op, &fs.interfaces);
    w.line("ctx.register_op(def);");
    w.close("}");
}

fn emit_hooks_trait(w: &mut Writer, op: &OpPlan) {
    w.linef(format_args!(
        "/// The hand-written parts of [`{}`]: the dialect crate implements this",
        op.rust_name
    ));
    w.linef(format_args!(
        "/// trait (`impl {} for {} {{ ... }}`).",
        op.hooks_name(),
        op.rust_name
    ));
    w.openf(format_args!("pub trait {} {{", op.hooks_name()));
    let mut first = true;
    let mut sep = |w: &mut Writer| {
        if !first {
            w.blank();
        }
        first = false;
    };
    if op.has_verifier {
        sep(w);
        w.line("/// `hasVerifier`: checks beyond the generated constraints, run after");
        w.line("/// the traits. The message is reported as `'<op>' op <message>`.");
        w.decl_fn(
            "fn verify",
            &["self".into(), "ctx: &::ir::Context".into()],
            RESULT_UNIT,
        );
    }
    if op.has_region_verifier {
        sep(w);
        w.line("/// `hasRegionVerifier`: run after the nested operations are verified.");
        w.decl_fn(
            "fn verify_regions",
            &["self".into(), "ctx: &::ir::Context".into()],
            RESULT_UNIT,
        );
    }
    if op.has_folder {
        sep(w);
        w.line("/// `hasFolder`: `operands[i]` is the constant value of operand `i`, if known.");
        w.decl_fn(
            "fn fold",
            &[
                "self".into(),
                "ctx: &mut ::ir::Context".into(),
                "operands: &[::core::option::Option<::ir::Attribute>]".into(),
            ],
            "::ir::FoldResult",
        );
    }
    if op.has_canonicalize_method {
        sep(w);
        w.line("/// `hasCanonicalizeMethod`: rewrites the op; returns whether it did");
        w.line("/// (run by the canonicalizer as a pattern rooted at the op).");
        w.decl_fn(
            "fn canonicalize",
            &[
                "self".into(),
                "rewriter: &mut ::ir::PatternRewriter<'_>".into(),
            ],
            "bool",
        );
    }
    if op.has_canonicalizer {
        sep(w);
        w.line("/// `hasCanonicalizer`: the op's canonicalization patterns.");
        w.line("fn canonicalization_patterns(");
        w.indent_in();
        w.line("ctx: &mut ::ir::Context,");
        w.indent_out();
        w.line(") -> ::std::vec::Vec<::std::boxed::Box<dyn ::ir::RewritePattern>>;");
    }
    if op.has_custom_assembly_format {
        sep(w);
        w.line("/// `hasCustomAssemblyFormat`: parses what follows the op name.");
        w.line("fn parse(");
        w.indent_in();
        w.line("parser: &mut ::ir::CustomParser<'_, '_, '_>,");
        w.line("state: &mut ::ir::OperationState,");
        w.indent_out();
        w.line(") -> ::core::result::Result<(), ::ir::ParseError>;");
        w.blank();
        w.line("/// `hasCustomAssemblyFormat`: prints what follows the op name.");
        w.line("fn print(self, printer: &mut ::ir::CustomPrinter<'_, '_>);");
    }
    for b in op.builders.iter().filter(|b| b.body.is_none()) {
        sep(w);
        w.linef(format_args!(
            "/// The body of the custom builder [`{}::{}`]: fills `state`.",
            op.rust_name, b.name
        ));
        let mut params = vec![
            BUILDER.to_string(),
            "state: &mut ::ir::OperationState".to_string(),
        ];
        params.extend(
            b.params
                .iter()
                .map(|p| format!("{}: {}", param_name(&p.name), p.ty)),
        );
        w.decl_fn(&format!("fn {}", b.name), &params, "");
    }
    w.close("}");
}

/// The pattern that runs a `hasCanonicalizeMethod` op's `canonicalize`.
fn emit_canonicalize_pattern(w: &mut Writer, op: &OpPlan) {
    let name = format!("{}CanonicalizeMethod", op.rust_name);
    w.blank();
    w.linef(format_args!(
        "/// The `canonicalize` method of [`{}`] as a rewrite pattern.",
        op.rust_name
    ));
    w.linef(format_args!("struct {};", name));
    w.blank();
    if op.deprecated.is_some() {
        w.line("#[allow(deprecated)]");
    }
    w.openf(format_args!("impl ::ir::RewritePattern for {} {{", name));
    w.open("fn root(&self) -> ::core::option::Option<&str> {");
    w.linef(format_args!(
        "::core::option::Option::Some({}::OPERATION_NAME)",
        op.rust_name
    ));
    w.close("}");
    w.blank();
    w.open("fn name(&self) -> &str {");
    w.line(lit(&format!("{}::canonicalize", op.rust_name)));
    w.close("}");
    w.blank();
    w.open_fn(
        "fn match_and_rewrite",
        &[
            "&self".into(),
            "op: ::ir::Operation".into(),
            "rewriter: &mut ::ir::PatternRewriter<'_>".into(),
        ],
        "bool",
    );
    w.linef(format_args!(
        "<{} as {}>::canonicalize({}(op), rewriter)",
        op.rust_name,
        op.hooks_name(),
        op.rust_name
    ));
    w.close("}");
    w.close("}");
}

/// The getter and setter of a property, through its attribute form in the
/// op's property dictionary (`<{...}>` in the generic form).
fn emit_prop(w: &mut Writer, p: &PropPlan, fs: &mut FileState) {
    fs.uses_set_prop = true;
    let n = &p.name;
    w.blank();
    w.linef(format_args!(
        "/// The `{}` property: {}.",
        p.ods_name, p.summary
    ));
    if p.getter_type() != p.interface_type {
        w.line("///");
        w.linef(format_args!(
            "/// Returned as its storage type (`{}`), decoded from the attribute form.",
            p.storage_type
        ));
    }
    w.open_fn(
        &format!("pub fn {}", n),
        &["self".into(), "ctx: &::ir::Context".into()],
        p.getter_type(),
    );
    w.linef(format_args!("let storage: {} = ctx", p.storage_type));
    w.indent_in();
    w.linef(format_args!(".prop(self.0, {})", lit(&p.ods_name)));
    let decode = substitute_list(
        &p.convert_from_attribute,
        &[("_ctx", "ctx"), ("_attr", "attr")],
    );
    w.linef(format_args!(".and_then(|attr| {})", decode.trim()));
    w.linef(format_args!(".unwrap_or_else(|| {});", p.storage_default));
    w.indent_out();
    if p.getter_type() == p.interface_type {
        w.expr(&super::subst::simplify_parens(&substitute_list(
            &p.convert_from_storage,
            &[("_storage", "storage")],
        )));
    } else {
        w.line("storage");
    }
    w.close("}");
    w.blank();
    w.linef(format_args!("/// Sets the `{}` property.", p.ods_name));
    w.line("#[allow(unused_assignments)]");
    w.open_fn(
        &format!("pub fn set_{}", n),
        &[
            "self".into(),
            BUILDER.into(),
            format!("value: {}", p.interface_type),
        ],
        "",
    );
    w.linef(format_args!(
        "let mut storage: {} = {};",
        p.storage_type, p.storage_default
    ));
    let assign = substitute_list(
        &p.assign_to_storage,
        &[("_storage", "storage"), ("_value", "value")],
    );
    w.linef(format_args!("{};", assign.trim().trim_end_matches(';')));
    let encode = substitute_list(
        &p.convert_to_attribute,
        &[("_storage", "storage"), ("_builder", "builder")],
    );
    w.linef(format_args!("let attr = {};", encode.trim()));
    w.linef(format_args!(
        "__ods_set_prop(builder, self.0, {}, attr);",
        lit(&p.ods_name)
    ));
    w.close("}");
}

//! An op's getters and setters: operand and result groups (fixed,
//! optional, variadic, segments), attributes (raw and Rust-value forms) and
//! properties.

use super::{Side, BUILDER, NONE, OPTION, SOME};
use crate::emit::rust::names::lit;
use crate::emit::rust::plan::{Arity, AttrPlan, OpPlan, PropPlan, Segments, ValueGroup};
use crate::emit::rust::subst::substitute_list;
use crate::emit::rust::writer::Writer;
use crate::emit::rust::FileState;

/// The method names of std traits that clippy's `should_implement_trait`
/// reserves: an operand or result accessor so named allows the lint.
const TRAIT_METHOD_NAMES: &[&str] = &[
    "add",
    "as_mut",
    "as_ref",
    "bitand",
    "bitor",
    "bitxor",
    "borrow",
    "borrow_mut",
    "clone",
    "cmp",
    "default",
    "deref",
    "deref_mut",
    "div",
    "drop",
    "eq",
    "from_iter",
    "from_str",
    "hash",
    "index",
    "index_mut",
    "into_iter",
    "mul",
    "neg",
    "next",
    "not",
    "rem",
    "shl",
    "shr",
    "sub",
];

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
pub(super) fn same_size_group_body(w: &mut Writer, groups: &[ValueGroup], total: &str) {
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

pub(super) fn emit_groups(
    w: &mut Writer,
    op: &OpPlan,
    groups: &[ValueGroup],
    side: Side,
    segments: Segments,
    fs: &mut FileState,
) {
    // The helper serves the named getters and the verifier's checks of
    // constrained or optional groups.
    let used = groups.iter().any(|g| {
        !g.name.is_empty()
            || g.pred.is_some()
            || matches!(g.arity, Arity::Optional | Arity::VariadicOfVariadic)
    });
    if segments != Segments::Fixed && used {
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
            w.doc_lines(
                &crate::emit::rust::doc::tag_code_blocks(&g.description),
                false,
            );
        }
        if TRAIT_METHOD_NAMES.contains(&name.as_str()) {
            // (`cmp` of `llvm.cmpxchg`: an operand, not `Ord::cmp`.)
            w.line("#[allow(clippy::should_implement_trait)]");
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

pub(super) fn emit_slots(w: &mut Writer, op: &OpPlan) {
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
pub(super) fn attr_may_be_absent(a: &AttrPlan) -> bool {
    a.optional || a.default_value.is_some()
}

/// Whether the attribute has a value setter / raw-value builder parameter.
pub(super) fn has_value_form(a: &AttrPlan) -> bool {
    a.const_builder_call.is_some() && a.return_type != "::ir::Attribute" && a.derived_body.is_none()
}

pub(super) fn emit_attr(w: &mut Writer, op: &OpPlan, a: &AttrPlan, fs: &mut FileState) {
    w.blank();
    let n = &a.name;
    // `type_` (a keyword's escape) gives `type_attr`, not `type__attr`.
    let base = n.strip_suffix('_').unwrap_or(n);
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
        w.doc_lines(
            &crate::emit::rust::doc::tag_code_blocks(&a.description),
            false,
        );
    }
    if let Some(d) = &a.default_value {
        w.line("///");
        w.linef(format_args!("/// When absent: `{}`.", d.replace('`', "'")));
    }
    let raw = format!("self.{}_attr(ctx)", base);
    w.open_fn(
        &format!("pub fn {}", n),
        &["self".into(), "ctx: &::ir::Context".into()],
        &a.return_type,
    );
    if a.converts_option || a.default_value.is_none() {
        let text = substitute_list(&a.convert_from_storage, &[("_self", &raw), ("_ctx", "ctx")]);
        // `OptionalAttr` of an attribute stored as is: no identity `map`;
        // of one converted by a function alone: the function (clippy's
        // `redundant_closure`).
        w.expr(&eta_reduce_map(&text.replace(".map(|stored| stored)", "")));
    } else {
        let default = match a.default_value.as_deref().unwrap_or_default() {
            // The attribute itself: the one the registration built from the
            // default (which may be upstream's C++, such as `{}`).
            _ if a.return_type == "::ir::Attribute" && a.const_builder_call.is_some() => format!(
                "ctx.default_attr(self.0, {}).expect(\"a registered op has its attribute defaults\")",
                lit(&a.ods_name)
            ),
            d => d.to_string(),
        };
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
            &format!("pub fn {}_attr", base),
            &["self".into(), "ctx: &::ir::Context".into()],
            &format!("{}<::ir::Attribute>", OPTION),
        );
        w.line(op.attr_lookup("self.0", &a.ods_name));
    } else {
        w.line("///");
        w.line("/// # Panics");
        w.line("///");
        w.line("/// If the attribute is absent, which the verifier rejects.");
        w.open_fn(
            &format!("pub fn {}_attr", base),
            &["self".into(), "ctx: &::ir::Context".into()],
            "::ir::Attribute",
        );
        w.line(op.attr_lookup("self.0", &a.ods_name));
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
        &format!("pub fn set_{}_attr", base),
        &[
            "self".into(),
            "ctx: &mut ::ir::Context".into(),
            "attr: ::ir::Attribute".into(),
        ],
        "::core::result::Result<(), ::ir::IrError>",
    );
    w.linef(format_args!("let name = ctx.ident({});", lit(&a.ods_name)));
    w.line("ctx.set_inherent_attr(self.0, name, attr)");
    w.close("}");
    if attr_may_be_absent(a) {
        w.blank();
        w.linef(format_args!(
            "/// Removes the `{}` attribute, returning it if it was set.",
            a.ods_name
        ));
        w.open_fn(
            &format!("pub fn remove_{}_attr", base),
            &["self".into(), "ctx: &mut ::ir::Context".into()],
            &format!("{}<::ir::Attribute>", OPTION),
        );
        w.linef(format_args!(
            "ctx.remove_inherent_attr(self.0, {})",
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
            SOME, base
        ));
        w.openf(format_args!("{} => {{", NONE));
        w.linef(format_args!(
            "builder.remove_inherent_attr(self.0, {});",
            lit(&a.ods_name)
        ));
        w.line("::core::result::Result::Ok(())");
        w.close("}");
        w.close("}");
        w.close("}");
    }
}

pub(super) fn const_builder(a: &AttrPlan, value: &str) -> String {
    substitute_list(
        a.const_builder_call.as_deref().unwrap_or("$0"),
        &[("_builder", "builder"), ("0", value), ("_ctx", "builder")],
    )
}

/// The getter and setter of a property, through its attribute form in the
/// op's property dictionary (`<{...}>` in the generic form).
pub(super) fn emit_prop(w: &mut Writer, p: &PropPlan, fs: &mut FileState) {
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
    if p.storage_default
        .ends_with(" as ::core::default::Default>::default()")
    {
        w.line(".unwrap_or_default();");
    } else {
        w.linef(format_args!(".unwrap_or_else(|| {});", p.storage_default));
    }
    w.indent_out();
    if p.getter_type() == p.interface_type {
        w.expr(&crate::emit::rust::subst::simplify_parens(
            &substitute_list(&p.convert_from_storage, &[("_storage", "storage")]),
        ));
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

/// `x.map(|stored| path(stored))` as `x.map(path)` when `path` is a plain
/// path (the conversion of an `OptionalAttr` of an attribute definition).
fn eta_reduce_map(text: &str) -> String {
    const HEAD: &str = ".map(|stored| ";
    const TAIL: &str = "(stored))";
    let Some(at) = text.find(HEAD) else {
        return text.to_string();
    };
    let rest = &text[at + HEAD.len()..];
    let Some(end) = rest.find(TAIL) else {
        return text.to_string();
    };
    let path = &rest[..end];
    let plain = !path.is_empty()
        && path
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | ':'));
    if !plain {
        return text.to_string();
    }
    format!("{}.map({}){}", &text[..at], path, &rest[end + TAIL.len()..])
}

#[cfg(test)]
mod eta_tests {
    use super::eta_reduce_map;

    #[test]
    fn a_plain_conversion_becomes_the_function() {
        assert_eq!(
            eta_reduce_map("a.map(|stored| ::d::XAttr::from_attribute_unchecked(stored))"),
            "a.map(::d::XAttr::from_attribute_unchecked)"
        );
        assert_eq!(
            eta_reduce_map("a.map(|stored| f(stored).g(ctx))"),
            "a.map(|stored| f(stored).g(ctx))"
        );
    }
}

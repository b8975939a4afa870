//! Op interfaces: a Rust trait per interface, a table of its methods as
//! functions of an opaque operation (registered with each op that
//! implements it), a view type that dispatches through the table, and each
//! op's implementation.
//!
//! For `def Describe : OpInterface<"Describe">` the generated items are:
//!
//! ```text
//! pub trait Describe: ::ir::OpWrapper { fn label(self, ctx: &::ir::Context) -> ...; ... }
//! pub struct DescribeVtable { pub label: fn(::ir::Operation, &::ir::Context) -> ..., ... }
//! pub struct DescribeRef { ... }   // DescribeRef::get(ctx, op)?.label(ctx)
//! ```
//!
//! The library's interfaces (`::ir::interfaces`) are generated once, into
//! the `ir` crate; a dialect's own interfaces into the dialect's file.
//! Every op listing an interface gets `impl Describe for Op { ... }`: a
//! method with a body (`methodBody`, the default implementation, or one the
//! op's traits imply) is that body; a method the op declares is the
//! method of the same name of its `<Op>Hooks` trait, which the dialect
//! author writes, so a missing one is a compile error naming it.

use super::plan::{InterfacePlan, InterfaceUse, MethodImpl, MethodPlan, OpPlan};
use super::writer::Writer;
use heck::ToShoutySnakeCase;

fn ret_suffix(m: &MethodPlan) -> String {
    if m.ret.is_empty() {
        String::new()
    } else {
        m.ret.clone()
    }
}

fn receiver_params(m: &MethodPlan) -> Vec<String> {
    let mut p = Vec::new();
    if !m.is_static {
        p.push("self".to_string());
    }
    p.extend(m.args.iter().map(|(n, t)| format!("{}: {}", n, t)));
    p
}

/// The function pointer type of a method in the table.
fn fn_type(m: &MethodPlan) -> String {
    let mut args = Vec::new();
    if !m.is_static {
        args.push("::ir::Operation".to_string());
    }
    args.extend(m.args.iter().map(|(_, t)| t.clone()));
    let ret = if m.ret.is_empty() {
        String::new()
    } else {
        format!(" -> {}", m.ret)
    };
    format!("fn({}){}", args.join(", "), ret)
}

/// Writes the trait, the table and the view of `iface`.
pub fn emit_interface(w: &mut Writer, iface: &InterfacePlan) {
    let name = &iface.name;
    w.blank();
    if iface.doc.trim().is_empty() {
        w.linef(format_args!("/// The `{}` op interface.", name));
    } else {
        w.doc_lines(&iface.doc, false);
    }
    let mut supers = vec!["::ir::OpWrapper".to_string()];
    supers.extend(iface.bases.iter().cloned());
    w.openf(format_args!(
        "pub trait {}: {} {{",
        name,
        supers.join(" + ")
    ));
    for (i, m) in iface.methods.iter().enumerate() {
        if i > 0 {
            w.blank();
        }
        doc_or_default(w, &m.doc, &format!("The `{}` method.", m.name));
        w.decl_fn(
            &format!("fn {}", m.name),
            &receiver_params(m),
            &ret_suffix(m),
        );
    }
    for extra in [&iface.extra_shared_decl, &iface.extra_trait_decl]
        .into_iter()
        .flatten()
    {
        w.blank();
        w.snippet(extra);
    }
    w.close("}");
    w.blank();
    w.linef(format_args!(
        "/// The methods of [`{}`] for one registered op, as functions of the",
        name
    ));
    w.line("/// opaque operation (registered with `::ir::OpDefinition::add_interface`).");
    w.line("#[derive(Clone, Copy, Debug)]");
    // Function pointer types are as complex as the methods' signatures.
    w.line("#[allow(clippy::type_complexity)]");
    w.openf(format_args!("pub struct {}Vtable {{", name));
    for m in &iface.methods {
        w.linef(format_args!("/// [`{}::{}`].", name, m.name));
        w.linef(format_args!("pub {}: {},", m.name, fn_type(m)));
    }
    w.close("}");
    w.blank();
    w.linef(format_args!(
        "/// An operation whose registered definition implements [`{}`], seen",
        name
    ));
    w.line("/// through the interface.");
    w.line("#[derive(Clone, Copy, Debug)]");
    w.openf(format_args!("pub struct {}Ref {{", name));
    w.line("op: ::ir::Operation,");
    w.linef(format_args!("vtable: &'static {}Vtable,", name));
    w.close("}");
    w.blank();
    w.openf(format_args!("impl {}Ref {{", name));
    w.linef(format_args!(
        "/// `op` through [`{}`], if its definition implements it.",
        name
    ));
    w.open_fn(
        "pub fn get",
        &["ctx: &::ir::Context".into(), "op: ::ir::Operation".into()],
        "::core::option::Option<Self>",
    );
    w.linef(format_args!("ctx.op_interface::<{}Vtable>(op)", name));
    w.indent_in();
    w.line(".map(|vtable| Self { op, vtable })");
    w.indent_out();
    w.close("}");
    w.blank();
    w.line("/// The operation.");
    w.open("pub fn operation(self) -> ::ir::Operation {");
    w.line("self.op");
    w.close("}");
    w.blank();
    w.line("/// The op's implementation of the interface.");
    w.openf(format_args!(
        "pub fn vtable(self) -> &'static {}Vtable {{",
        name
    ));
    w.line("self.vtable");
    w.close("}");
    for m in &iface.methods {
        w.blank();
        w.linef(format_args!(
            "/// [`{}::{}`], dispatched to the op's implementation.",
            name, m.name
        ));
        let mut params = vec!["self".to_string()];
        params.extend(m.args.iter().map(|(n, t)| format!("{}: {}", n, t)));
        w.open_fn(&format!("pub fn {}", m.name), &params, &ret_suffix(m));
        let mut args = Vec::new();
        if !m.is_static {
            args.push("self.op".to_string());
        }
        args.extend(m.args.iter().map(|(n, _)| n.clone()));
        w.call(&format!("(self.vtable.{})", m.name), &args, "");
        w.close("}");
    }
    for extra in [&iface.extra_decl, &iface.extra_shared_decl]
        .into_iter()
        .flatten()
    {
        w.blank();
        w.snippet(&public_items(extra));
    }
    w.close("}");
    w.blank();
    w.openf(format_args!("impl ::ir::OpWrapper for {}Ref {{", name));
    w.open("fn operation(self) -> ::ir::Operation {");
    w.line("self.op");
    w.close("}");
    w.close("}");
}

/// A snippet of trait items made inherent items: its outermost `fn`s
/// become `pub fn`s (items of a trait are as public as the trait).
fn public_items(snippet: &str) -> String {
    super::writer::reindent(snippet)
        .iter()
        .map(|l| {
            if l.starts_with("fn ") || l.starts_with("const fn ") {
                format!("pub {}\n", l)
            } else {
                format!("{}\n", l)
            }
        })
        .collect()
}

fn doc_or_default(w: &mut Writer, doc: &str, default: &str) {
    if doc.trim().is_empty() {
        w.linef(format_args!("/// {}", default));
    } else {
        w.doc_lines(&super::doc::tag_code_blocks(doc), false);
    }
}

/// The Rust path of an interface's item (`suffix` is `""`, `Vtable`, ...).
fn item_path(iface: &InterfacePlan, suffix: &str) -> String {
    format!("{}{}{}", iface.path, iface.name, suffix)
}

/// Registers the interfaces `op` implements (inside its `register`).
pub fn emit_registration(w: &mut Writer, op: &OpPlan) {
    for u in &op.interfaces {
        let iface = &u.iface;
        let stat = format!("ODS_{}", iface.name.to_shouty_snake_case());
        let vtable = item_path(iface, "Vtable");
        w.openf(format_args!("static {}: {} = {} {{", stat, vtable, vtable));
        for m in &iface.methods {
            let path = format!("<{} as {}>::{}", op.rust_name, item_path(iface, ""), m.name);
            if m.is_static {
                w.linef(format_args!("{}: {},", m.name, path));
                continue;
            }
            let op_param = if m.args.iter().any(|(n, _)| n == "op") {
                "ods_op"
            } else {
                "op"
            };
            let mut params = vec![op_param.to_string()];
            params.extend(m.args.iter().map(|(n, _)| n.clone()));
            let mut args = vec![format!("{}({})", op.rust_name, op_param)];
            args.extend(m.args.iter().map(|(n, _)| n.clone()));
            w.linef(format_args!(
                "{}: |{}| {}({}),",
                m.name,
                params.join(", "),
                path,
                args.join(", ")
            ));
        }
        w.close("};");
        w.linef(format_args!("def.add_interface::<{}>(&{});", vtable, stat));
        if iface.path.is_empty() || iface.name != "OpAsmOpInterface" {
            continue;
        }
        // The printer and parser read these from the definition.
        let path = format!("<{} as {}>", op.rust_name, item_path(iface, ""));
        let is_empty = |m: &str| {
            iface.methods.iter().zip(&u.methods).any(|(mp, i)| {
                mp.name == m && matches!(i, MethodImpl::Body(b) if b.trim().is_empty())
            })
        };
        w.linef(format_args!(
            "def.default_dialect = {}::get_default_dialect(ctx);",
            path
        ));
        if !is_empty("get_asm_result_names") {
            w.linef(format_args!(
                "def.asm_result_names = ::core::option::Option::Some(|ctx, op, set_name| {{ {}::get_asm_result_names({}(op), ctx, set_name) }});",
                path, op.rust_name
            ));
        }
        if !is_empty("get_asm_block_argument_names") {
            w.linef(format_args!(
                "def.asm_block_argument_names = ::core::option::Option::Some(|ctx, op, region, set_name| {{ {}::get_asm_block_argument_names({}(op), ctx, region, set_name) }});",
                path, op.rust_name
            ));
        }
    }
    if let Some(names) = &op.result_names {
        // ODS's names for the results of a multi-result op (upstream's
        // `genOpAsmInterface`): each group's first value.
        w.open("def.asm_result_names = ::core::option::Option::Some(|ctx, op, set_name| {");
        let fixed = op
            .results
            .iter()
            .all(|g| g.arity == crate::emit::rust::plan::Arity::One);
        if !fixed {
            w.linef(format_args!("let this = {}(op);", op.rust_name));
        }
        for (i, (g, name)) in op.results.iter().zip(names).enumerate() {
            if fixed {
                w.linef(format_args!("set_name(ctx.result(op, {}), {:?});", i, name));
            } else if g.name.is_empty() {
                continue;
            } else if g.arity == crate::emit::rust::plan::Arity::One {
                w.linef(format_args!("set_name(this.{}(ctx), {:?});", g.name, name));
            } else if g.arity == crate::emit::rust::plan::Arity::Optional {
                w.linef(format_args!(
                    "if let ::core::option::Option::Some(v) = this.{}(ctx) {{ set_name(v, {:?}); }}",
                    g.name, name
                ));
            } else {
                w.linef(format_args!(
                    "if let ::core::option::Option::Some(&v) = this.{}(ctx).first() {{ set_name(v, {:?}); }}",
                    g.name, name
                ));
            }
        }
        w.close("});");
    }
}

/// The op's `::ir::OpWrapper` impl and its implementation of each
/// interface it lists.
pub fn emit_impls(w: &mut Writer, op: &OpPlan) {
    let allow = op.deprecated.is_some();
    w.blank();
    if allow {
        w.line("#[allow(deprecated)]");
    }
    w.openf(format_args!("impl ::ir::OpWrapper for {} {{", op.rust_name));
    w.open("fn operation(self) -> ::ir::Operation {");
    w.line("self.0");
    w.close("}");
    w.close("}");
    for u in &op.interfaces {
        emit_impl(w, op, u);
    }
}

fn emit_impl(w: &mut Writer, op: &OpPlan, u: &InterfaceUse) {
    let iface = &u.iface;
    w.blank();
    if op.deprecated.is_some() {
        w.line("#[allow(deprecated)]");
    }
    w.openf(format_args!(
        "impl {} for {} {{",
        item_path(iface, ""),
        op.rust_name
    ));
    for (i, (m, imp)) in iface.methods.iter().zip(&u.methods).enumerate() {
        if i > 0 {
            w.blank();
        }
        match imp {
            MethodImpl::Body(body) => {
                let mut params = Vec::new();
                if !m.is_static {
                    params.push("self".to_string());
                }
                for (n, t) in &m.args {
                    let used = super::lower_iface::contains_word(body, n);
                    params.push(format!("{}{}: {}", if used { "" } else { "_" }, n, t));
                }
                w.open_fn(&format!("fn {}", m.name), &params, &ret_suffix(m));
                if !iface.path.is_empty() && body.contains("self.") {
                    // The body may call the interface's other methods.
                    w.line("#[allow(unused_imports)]");
                    w.linef(format_args!("use {} as _;", item_path(iface, "")));
                }
                w.snippet(body.trim());
                w.close("}");
            }
            MethodImpl::Hook(hook) => {
                w.open_fn(
                    &format!("fn {}", m.name),
                    &receiver_params(m),
                    &ret_suffix(m),
                );
                let mut args = Vec::new();
                if !m.is_static {
                    args.push("self".to_string());
                }
                args.extend(m.args.iter().map(|(n, _)| n.clone()));
                w.call(
                    &format!("<Self as {}>::{}", op.hooks_name(), hook),
                    &args,
                    "",
                );
                w.close("}");
            }
        }
    }
    w.close("}");
}

/// Declares the interface methods the dialect author writes, in the op's
/// hooks trait. They take the op as `op: Self` (`this: Self` when a
/// method argument is named `op`) rather than `self`, so that
/// `op.method(...)` always names the interface's method.
pub fn emit_hook_decls(w: &mut Writer, op: &OpPlan, sep: &mut dyn FnMut(&mut Writer)) {
    for u in &op.interfaces {
        for (hook, m) in u.hooks() {
            sep(w);
            w.linef(format_args!(
                "/// [`{}::{}`]{}",
                item_path(&u.iface, ""),
                m.name,
                if m.doc.trim().is_empty() { "." } else { ":" }
            ));
            if !m.doc.trim().is_empty() {
                w.line("///");
                w.doc_lines(&super::doc::tag_code_blocks(&m.doc), false);
            }
            w.decl_fn(&format!("fn {}", hook), &hook_params(m), &ret_suffix(m));
        }
    }
}

/// The parameters of a hook implementing method `m`.
fn hook_params(m: &MethodPlan) -> Vec<String> {
    let mut p = Vec::new();
    if !m.is_static {
        // `this` when a method argument is named `op`.
        if m.args.iter().any(|(n, _)| n == "op") {
            p.push("this: Self".to_string());
        } else {
            p.push("op: Self".to_string());
        }
    }
    p.extend(m.args.iter().map(|(n, t)| format!("{}: {}", n, t)));
    p
}

//! Op interfaces of the dialect: a Rust trait per interface, a table of its
//! methods as functions of an opaque operation (registered with each op
//! that implements it), and a view type that dispatches through the table.
//!
//! For `def Describe : OpInterface<"Describe">` the generated items are:
//!
//! ```text
//! pub trait Describe: Copy { fn label(self, ...) -> ...; ... }   // implemented by op wrappers
//! pub struct DescribeVtable { pub label: fn(::ir::Operation, ...) -> ..., ... }
//! pub struct DescribeRef { ... }   // DescribeRef::get(ctx, op)?.label(...)
//! ```
//!
//! An op listing the interface gets `impl Describe for Op {}` generated
//! when every method has a body or a default and the op did not use
//! `DeclareOpInterfaceMethods`; otherwise the dialect author writes the
//! `impl`.

use super::plan::{InterfacePlan, MethodPlan, OpPlan};
use super::subst::uses;
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
    w.openf(format_args!("pub trait {}: OpWrapper {{", name));
    for (i, m) in iface.methods.iter().enumerate() {
        if i > 0 {
            w.blank();
        }
        doc_or_default(w, &m.doc, &format!("The `{}` method.", m.name));
        match &m.body {
            Some(body) => {
                w.open_fn(
                    &format!("fn {}", m.name),
                    &receiver_params(m),
                    &ret_suffix(m),
                );
                w.snippet(body);
                w.close("}");
            }
            None => w.decl_fn(
                &format!("fn {}", m.name),
                &receiver_params(m),
                &ret_suffix(m),
            ),
        }
    }
    w.close("}");
    w.blank();
    w.linef(format_args!(
        "/// The methods of [`{}`] for one registered op, as functions of the",
        name
    ));
    w.line("/// opaque operation (registered with `::ir::OpDefinition::add_interface`).");
    w.line("#[derive(Clone, Copy, Debug)]");
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
    w.close("}");
}

fn doc_or_default(w: &mut Writer, doc: &str, default: &str) {
    if doc.trim().is_empty() {
        w.linef(format_args!("/// {}", default));
    } else {
        w.doc_lines(&super::doc::tag_code_blocks(doc), false);
    }
}

/// Registers the interfaces `op` implements (inside its `register`).
pub fn emit_registration(w: &mut Writer, op: &OpPlan, interfaces: &[InterfacePlan]) {
    for u in &op.interfaces {
        let Some(iface) = interfaces.iter().find(|i| i.name == u.name) else {
            continue;
        };
        let stat = format!("ODS_{}", iface.name.to_shouty_snake_case());
        w.openf(format_args!(
            "static {}: {}Vtable = {}Vtable {{",
            stat, iface.name, iface.name
        ));
        for m in &iface.methods {
            let path = format!("<{} as {}>::{}", op.rust_name, iface.name, m.name);
            if m.is_static {
                w.linef(format_args!("{}: {},", m.name, path));
                continue;
            }
            let op_param = if m.args.iter().any(|(n, _)| n == "op") || uses(&path, "op") {
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
        w.linef(format_args!(
            "def.add_interface::<{}Vtable>(&{});",
            iface.name, stat
        ));
    }
}

/// The supertrait of the dialect's interfaces: gives their default bodies
/// the wrapped operation (`$_op.operation()`).
pub fn emit_op_wrapper_trait(w: &mut Writer) {
    w.blank();
    w.line("/// An op wrapper of this dialect: the supertrait of its interfaces, which");
    w.line("/// gives their method bodies the wrapped operation.");
    w.open("pub trait OpWrapper: Copy {");
    w.line("/// The underlying opaque operation.");
    w.line("fn operation(self) -> ::ir::Operation;");
    w.close("}");
}

/// The generated empty `impl`s of interfaces whose methods all have bodies,
/// and the op's `OpWrapper` impl when the dialect has interfaces.
pub fn emit_auto_impls(w: &mut Writer, op: &OpPlan, has_interfaces: bool) {
    let allow = op.deprecated.is_some();
    if has_interfaces {
        w.blank();
        if allow {
            w.line("#[allow(deprecated)]");
        }
        w.openf(format_args!("impl OpWrapper for {} {{", op.rust_name));
        w.open("fn operation(self) -> ::ir::Operation {");
        w.line("self.0");
        w.close("}");
        w.close("}");
    }
    for u in op.interfaces.iter().filter(|u| u.auto_impl) {
        w.blank();
        if allow {
            w.line("#[allow(deprecated)]");
        }
        w.linef(format_args!("impl {} for {} {{}}", u.name, op.rust_name));
    }
}

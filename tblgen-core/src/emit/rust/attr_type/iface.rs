//! Attribute and type interfaces (`AttrInterface`, `TypeInterface`): for
//! `def Foo : TypeInterface<"Foo">` in the generated file,
//!
//! ```text
//! pub trait Foo: Copy { fn m(self, ctx: &::ir::Context) -> R; ... }  // implemented by typed handles
//! pub struct FooVtable { pub m: fn(::ir::Type, &::ir::Context) -> R }  // registered per definition
//! pub struct FooRef { ... }                // FooRef::get(ctx, ty)?.m(ctx): dispatch on an opaque type
//! ```
//!
//! Interfaces of the builtin IR (`cppNamespace` `::ir::interfaces`) have
//! the same three items in `ir`. A definition listing an interface
//! registers a table of its methods; `impl Foo for PtrType` is generated
//! when every method has a body or a default, or is `getX` taking only the
//! context where `x` is a parameter (its accessor answers, as the C++
//! class's generated getter does), and the definition did not use
//! `DeclareTypeInterfaceMethods`; otherwise the dialect author writes the
//! `impl` (a missing method is a compile error naming it).

use super::{DefPlan, Names};
use crate::diag::Diagnostic;
use crate::emit::rust::subst::substitute_list;
use crate::emit::rust::writer::Writer;
use crate::ods::{ident, AttrOrTypeDef, Interface, InterfaceKind, InterfaceMethod};
use crate::tablegen::RecordKeeper;
use heck::{ToShoutySnakeCase, ToSnakeCase};

/// The attribute and type interfaces of `def` (from its traits, bases
/// first), each with whether the `impl` is generated.
pub(super) fn interfaces_of(
    kp: &RecordKeeper,
    def: &AttrOrTypeDef,
) -> Result<Vec<(Interface, bool)>, Diagnostic> {
    let mut out = Vec::new();
    for &t in &def.traits {
        let rec = kp.record(t);
        if !(rec.is_subclass_of("AttrInterface") || rec.is_subclass_of("TypeInterface")) {
            continue;
        }
        let i = Interface::from_record(kp, rec)?;
        let auto = !i.declares_methods
            && i.methods
                .iter()
                .all(|m| has_body(m) || accessor(m, def).is_some());
        out.push((i, auto));
    }
    Ok(out)
}

fn has_body(m: &InterfaceMethod) -> bool {
    m.body
        .as_deref()
        .or(m.default_body.as_deref())
        .is_some_and(|b| !b.trim().is_empty())
}

/// The parameter whose accessor implements `m` (`getX` taking only the
/// context, `x` a parameter).
fn accessor(m: &InterfaceMethod, def: &AttrOrTypeDef) -> Option<String> {
    if m.is_static || args(m).len() != 1 {
        return None;
    }
    let x = m.name.strip_prefix("get")?.to_snake_case();
    def.parameters
        .iter()
        .filter_map(|p| p.name.as_deref())
        .find(|p| p.to_snake_case() == x)
        .map(ident)
}

/// The interfaces this file generates: attribute and type interfaces
/// defined outside `::ir`.
pub fn wanted_interface(i: &Interface) -> bool {
    matches!(i.kind, InterfaceKind::Attr | InterfaceKind::Type)
        && !crate::emit::rust::is_ir_namespace(&i.cpp_namespace)
}

/// The path of an interface's items from the generated code.
fn path(i: &Interface) -> String {
    if wanted_interface(i) || i.cpp_namespace.is_empty() {
        i.name.to_string()
    } else {
        format!("{}::{}", i.cpp_namespace, i.name)
    }
}

fn method_name(m: &InterfaceMethod) -> String {
    ident(&m.name)
}

/// The method's arguments; a method that lists no context gets `ctx:
/// &::ir::Context` first (as op interface methods do), so upstream's `(ins)`
/// methods port unchanged.
fn args(m: &InterfaceMethod) -> Vec<(String, String)> {
    let mut v: Vec<(String, String)> = m
        .args
        .iter()
        .map(|a| (ident(&a.name), a.ty.trim().to_string()))
        .collect();
    let has_ctx = v.iter().any(|(_, t)| {
        ["Context", "OpBuilder", "PatternRewriter", "TypeFactory"]
            .iter()
            .any(|c| t.contains(c))
    });
    if !has_ctx {
        v.insert(0, ("ctx".into(), "&::ir::Context".into()));
    }
    v
}

fn ret(m: &InterfaceMethod) -> String {
    let r = m.return_type.trim();
    if r.is_empty() || r == "void" || r == "()" {
        String::new()
    } else {
        r.to_string()
    }
}

fn handle_of(i: &Interface) -> &'static str {
    if i.kind == InterfaceKind::Attr {
        "::ir::Attribute"
    } else {
        "::ir::Type"
    }
}

/// Writes the trait, the table and the view of an interface of this file.
pub fn emit_attr_type_interface(w: &mut Writer, i: &Interface) {
    let name = &*i.name;
    let handle = handle_of(i);
    let (kind, lower) = if i.kind == InterfaceKind::Attr {
        ("attribute", "attr")
    } else {
        ("type", "type")
    };
    w.blank();
    if i.description.trim().is_empty() {
        w.linef(format_args!("/// The `{}` {} interface.", name, kind));
    } else {
        w.doc_lines(&crate::emit::rust::tag_code_blocks(&i.description), false);
    }
    w.openf(format_args!("pub trait {}: Copy {{", name));
    for (k, m) in i.methods.iter().enumerate() {
        if k > 0 {
            w.blank();
        }
        doc(w, &m.description, &format!("The `{}` method.", m.name));
        let mut params: Vec<String> = Vec::new();
        if !m.is_static {
            params.push("self".into());
        }
        params.extend(args(m).into_iter().map(|(n, t)| format!("{n}: {t}")));
        let body = m.body.as_deref().or(m.default_body.as_deref());
        match body.filter(|b| !b.trim().is_empty()) {
            Some(b) => {
                w.open_fn(&format!("fn {}", method_name(m)), &params, &ret(m));
                let b = substitute_list(
                    b,
                    &[("_attr", "self"), ("_type", "self"), ("_self", "self")],
                );
                w.snippet(b.trim());
                w.close("}");
            }
            None => w.decl_fn(&format!("fn {}", method_name(m)), &params, &ret(m)),
        }
    }
    for extra in [
        &i.extra_class_declaration,
        &i.extra_shared_class_declaration,
    ] {
        if !extra.trim().is_empty() {
            w.blank();
            w.snippet(extra.trim());
        }
    }
    w.close("}");
    w.blank();
    w.linef(format_args!(
        "/// The methods of [`{}`] for one definition, as functions of the opaque",
        name
    ));
    w.linef(format_args!(
        "/// {} (registered with the definition).",
        kind
    ));
    w.line("#[derive(Clone, Copy, Debug)]");
    w.openf(format_args!("pub struct {}Vtable {{", name));
    for m in &i.methods {
        w.linef(format_args!("/// [`{}::{}`].", name, method_name(m)));
        w.linef(format_args!(
            "pub {}: {},",
            method_name(m),
            fn_type(m, handle)
        ));
    }
    w.close("}");
    w.blank();
    w.linef(format_args!(
        "/// A {} whose definition implements [`{}`], seen through the interface.",
        kind, name
    ));
    w.line("#[derive(Clone, Copy, Debug)]");
    w.openf(format_args!("pub struct {}Ref {{", name));
    w.linef(format_args!("value: {},", handle));
    w.linef(format_args!("vtable: &'static {}Vtable,", name));
    w.close("}");
    w.blank();
    w.openf(format_args!("impl {}Ref {{", name));
    w.linef(format_args!(
        "/// `value` through [`{}`], if its definition implements it.",
        name
    ));
    w.open_fn(
        "pub fn get",
        &["ctx: &::ir::Context".into(), format!("value: {handle}")],
        "::core::option::Option<Self>",
    );
    w.linef(format_args!(
        "ctx.{}_interface::<{}Vtable>(value)",
        lower, name
    ));
    w.indent_in();
    w.line(".map(|vtable| Self { value, vtable })");
    w.indent_out();
    w.close("}");
    w.blank();
    w.linef(format_args!("/// The {}.", kind));
    w.openf(format_args!("pub fn value(self) -> {} {{", handle));
    w.line("self.value");
    w.close("}");
    w.blank();
    w.line("/// The definition's table of the interface's methods.");
    w.openf(format_args!(
        "pub fn vtable(self) -> &'static {}Vtable {{",
        name
    ));
    w.line("self.vtable");
    w.close("}");
    for m in &i.methods {
        w.blank();
        w.linef(format_args!(
            "/// [`{}::{}`], dispatched to the definition's implementation.",
            name,
            method_name(m)
        ));
        let mut params = vec!["self".to_string()];
        params.extend(args(m).into_iter().map(|(n, t)| format!("{n}: {t}")));
        w.open_fn(&format!("pub fn {}", method_name(m)), &params, &ret(m));
        let mut call = Vec::new();
        if !m.is_static {
            call.push("self.value".to_string());
        }
        call.extend(args(m).into_iter().map(|(n, _)| n));
        w.call(&format!("(self.vtable.{})", method_name(m)), &call, "");
        w.close("}");
    }
    w.close("}");
}

fn fn_type(m: &InterfaceMethod, handle: &str) -> String {
    let mut a = Vec::new();
    if !m.is_static {
        a.push(handle.to_string());
    }
    a.extend(args(m).into_iter().map(|(_, t)| t));
    let r = ret(m);
    if r.is_empty() {
        format!("fn({})", a.join(", "))
    } else {
        format!("fn({}) -> {}", a.join(", "), r)
    }
}

fn doc(w: &mut Writer, text: &str, default: &str) {
    if text.trim().is_empty() {
        w.linef(format_args!("/// {}", default));
    } else {
        w.doc_lines(&crate::emit::rust::tag_code_blocks(text), false);
    }
}

/// Registers the interface tables of the definition (inside `definition`).
pub(super) fn emit_registration(w: &mut Writer, plan: &DefPlan, n: &Names) {
    for (i, _) in &plan.interfaces {
        let p = path(i);
        let stat = format!("ODS_{}", i.name.to_shouty_snake_case());
        w.openf(format_args!(
            "static {}: {}Vtable = {}Vtable {{",
            stat, p, p
        ));
        for m in &i.methods {
            let f = method_name(m);
            let target = format!("<{} as {}>::{}", n.class, p, f);
            if m.is_static {
                w.linef(format_args!("{}: {},", f, target));
                continue;
            }
            let names: Vec<String> = args(m).into_iter().map(|(n, _)| n).collect();
            let mut params = vec!["value".to_string()];
            params.extend(names.iter().cloned());
            let mut call = vec![format!("{}(value)", n.class)];
            call.extend(names);
            w.linef(format_args!(
                "{}: |{}| {}({}),",
                f,
                params.join(", "),
                target,
                call.join(", ")
            ));
        }
        w.close("};");
        w.linef(format_args!("def.add_interface::<{}Vtable>(&{});", p, stat));
        w.linef(format_args!("def.interface_names.push({:?});", &*i.name));
    }
}

/// The generated `impl`s of the definition's interfaces.
pub(super) fn emit_impls(w: &mut Writer, plan: &DefPlan, n: &Names) {
    for (i, auto) in &plan.interfaces {
        if !auto {
            continue;
        }
        w.blank();
        let bodiless: Vec<&InterfaceMethod> = i.methods.iter().filter(|m| !has_body(m)).collect();
        if bodiless.is_empty() {
            w.linef(format_args!("impl {} for {} {{}}", path(i), n.class));
            continue;
        }
        w.openf(format_args!("impl {} for {} {{", path(i), n.class));
        for m in bodiless {
            let a = args(m);
            let decl: Vec<String> = std::iter::once("self".to_string())
                .chain(a.iter().map(|(n, t)| format!("{n}: {t}")))
                .collect();
            w.open_fn(&format!("fn {}", method_name(m)), &decl, &ret(m));
            if let Some(field) = accessor(m, &plan.def) {
                w.linef(format_args!("self.{}({})", field, a[0].0));
            }
            w.close("}");
        }
        w.close("}");
    }
}

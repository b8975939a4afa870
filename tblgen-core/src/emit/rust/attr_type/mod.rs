//! Dialect attributes and types (`AttrDef`, `TypeDef`; upstream
//! `AttrOrTypeDefGen.cpp`) as Rust: for `def Foo_PtrType : TypeDef<Foo,
//! "Ptr">` with parameters `(ins "::ir::Type":$pointee)`:
//!
//! ```text
//! pub struct PtrType(::ir::Type);                 // Copy handle, TypeHandle
//! pub struct PtrTypeStorage { pub pointee: ::ir::Type }   // what the context uniques
//! impl PtrType {
//!     pub fn definition() / register(ctx)         // ir::dialect_defs registration
//!     pub fn get(ctx, pointee) -> Self             // default builder (get_checked with genVerifyDecl)
//!     pub fn get_from_...(ctx, ...)                // custom builders
//!     pub fn pointee(self, ctx) -> ::ir::Type      // accessors
//!     fn parse_body / print_body                   // assembly format (format.rs)
//! }
//! pub trait PtrTypeHooks { verify, parse, print, builders without body }
//! ```
//!
//! Interfaces: `iface.rs`. The storage derives comparison and hashing,
//! unless a parameter has a `comparator`: then `PartialEq` uses the
//! comparators and `Hash` leaves those parameters out (equal values still
//! hash equally).

mod format;
mod iface;

pub use iface::{emit_attr_type_interface, wanted_interface};

use super::doc::doc_text;
use super::names::lit;
use super::subst::substitute_list;
use super::writer::Writer;
use crate::diag::Diagnostic;
use crate::format::attr_type::DefElement;
use crate::ods::{ident, AttrOrTypeDef, AttrOrTypeParameter, Interface};
use crate::tablegen::RecordKeeper;

/// What the emitter needs of one definition, read and checked first.
pub struct DefPlan {
    /// The definition.
    pub def: AttrOrTypeDef,
    /// Its assembly format, when declarative.
    pub format: Option<Vec<DefElement>>,
    /// The attribute and type interfaces it implements (bases first).
    pub interfaces: Vec<(Interface, bool)>,
}

/// The definitions this file generates: those of dialects outside `::ir`,
/// other than `EnumAttr`s (see `enum_attr.rs`).
pub fn plans(kp: &RecordKeeper) -> Result<Vec<DefPlan>, Diagnostic> {
    let mut out = Vec::new();
    for class in ["AttrDef", "TypeDef"] {
        for rec in crate::ods::derived_definitions(kp, class) {
            if rec.is_subclass_of("EnumAttr") {
                continue;
            }
            let def = AttrOrTypeDef::from_record(kp, rec)?;
            let ns = def
                .dialect
                .map(|d| kp.record(d))
                .and_then(|d| d.get_string("cppNamespace").ok())
                .unwrap_or_default();
            if crate::emit::rust::is_ir_namespace(&ns) {
                continue;
            }
            let format = match def.assembly_format.as_deref() {
                Some(text) => {
                    let locator = crate::format::FormatLocator::find(
                        kp,
                        rec.field("assemblyFormat").map_or(def.loc, |f| f.loc),
                        def.loc,
                        text,
                    );
                    Some(crate::format::attr_type::parse_def_format(
                        &def, text, &locator,
                    )?)
                }
                None => None,
            };
            let interfaces = iface::interfaces_of(kp, &def)?;
            out.push(DefPlan {
                def,
                format,
                interfaces,
            });
        }
    }
    Ok(out)
}

/// One parameter as the generated code names and types it.
struct Param<'a> {
    p: &'a AttrOrTypeParameter,
    /// The ODS name.
    name: String,
    /// The Rust field and accessor name.
    field: String,
    /// The builder argument type (`cppType`).
    ty: String,
    /// The accessor's type.
    accessor: String,
    /// The stored type.
    storage: String,
}

/// A parameter's C++ type as the Rust type it names.
fn rust_type(cpp: &str) -> String {
    crate::ods::util::rust_paths(std::rc::Rc::from(cpp.trim())).to_string()
}

impl<'a> Param<'a> {
    fn of(p: &'a AttrOrTypeParameter, i: usize) -> Self {
        let name = p
            .name
            .as_deref()
            .map_or_else(|| format!("param{i}"), str::to_string);
        Param {
            p,
            field: ident(&name),
            name,
            // (A dialect's `::mlir::<dialect>::` types are its crate's.)
            ty: rust_type(&p.cpp_type),
            accessor: rust_type(&p.cpp_accessor_type),
            storage: rust_type(&p.cpp_storage_type),
        }
    }

    /// The accessor's value, read from the storage place `place`.
    fn read(&self, place: &str) -> String {
        let conv = self.p.convert_from_storage.trim();
        if conv == "$_self" {
            format!("::core::clone::Clone::clone(&{place})")
        } else {
            substitute_list(conv, &[("_self", place)])
        }
    }

    /// The stored form of the builder argument `arg`.
    fn store(&self, arg: &str) -> String {
        if self.ty == self.storage {
            arg.to_string()
        } else {
            format!("::ir::dialect_defs::to_storage({arg})")
        }
    }

    /// The default value (stored form), for optional parameters.
    fn default(&self, ctx: &str) -> Option<String> {
        let d = self.p.default_value.as_deref()?;
        let d = substitute_list(d, &[("_builder", ctx), ("_ctxt", ctx), ("_ctx", ctx)]);
        Some(format!(
            "::ir::dialect_defs::to_storage::<{}, _>({d})",
            self.storage
        ))
    }

    /// Whether the value `lhs` equals `rhs` (the comparator).
    fn equal(&self, lhs: &str, rhs: &str) -> String {
        let cmp = self.p.comparator.as_deref().unwrap_or("$_lhs == $_rhs");
        substitute_list(cmp, &[("_lhs", lhs), ("_rhs", rhs)])
    }
}

/// Names shared by the pieces of one definition's code.
struct Names {
    class: String,
    storage: String,
    hooks: String,
    /// `::ir::Type` or `::ir::Attribute`.
    handle: &'static str,
    is_attr: bool,
}

impl Names {
    fn of(d: &AttrOrTypeDef) -> Self {
        let class = d.cpp_class_name.to_string();
        Names {
            storage: format!("{class}Storage"),
            hooks: format!("{class}Hooks"),
            handle: if d.is_attr {
                "::ir::Attribute"
            } else {
                "::ir::Type"
            },
            is_attr: d.is_attr,
            class,
        }
    }
    fn kind(&self) -> &'static str {
        if self.is_attr {
            "Attr"
        } else {
            "Type"
        }
    }
    fn lower(&self) -> &'static str {
        if self.is_attr {
            "attr"
        } else {
            "type"
        }
    }
}

/// The definition's name within its dialect (`Ptr` for `PtrType`).
fn ods_name(d: &AttrOrTypeDef) -> &str {
    let suffix = if d.is_attr { "Attr" } else { "Type" };
    d.cpp_class_name
        .strip_suffix(suffix)
        .filter(|s| !s.is_empty())
        .unwrap_or(&d.cpp_class_name)
}

/// Writes the Rust of one definition.
pub fn emit_def(w: &mut Writer, plan: &DefPlan) {
    let d = &plan.def;
    let n = Names::of(d);
    let params: Vec<Param> = d
        .parameters
        .iter()
        .enumerate()
        .map(|(i, p)| Param::of(p, i))
        .collect();
    w.blank();
    let summary = d.summary.as_deref().unwrap_or("");
    let description = d.description.as_deref().unwrap_or("");
    if summary.trim().is_empty() && description.trim().is_empty() {
        w.linef(format_args!(
            "/// The `{}` {} of the `{}` dialect.",
            ods_name(d),
            n.lower(),
            d.dialect_name
        ));
    } else {
        w.doc_lines(&doc_text(summary, description), false);
    }
    w.line("#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]");
    w.linef(format_args!("pub struct {}({});", n.class, n.handle));
    emit_storage(w, &n, &params);
    w.blank();
    w.openf(format_args!("impl {} {{", n.class));
    emit_constants(w, d);
    emit_registration(w, plan, &n, &params);
    emit_builders(w, d, &n, &params);
    emit_accessors(w, d, &n, &params);
    format::emit_hooks(w, plan, &n, &params);
    if let Some(extra) = &d.extra_class_declaration {
        w.blank();
        w.snippet(&substitute_list(extra, &[("cppClass", &n.class)]));
    }
    w.close("}");
    emit_handle_impls(w, plan, &n);
    emit_hooks_trait(w, d, &n, &params);
    iface::emit_impls(w, plan, &n);
}

fn emit_storage(w: &mut Writer, n: &Names, params: &[Param]) {
    w.blank();
    w.linef(format_args!(
        "/// The parameters of [`{}`] (what the context uniques).",
        n.class
    ));
    let custom = params.iter().any(|p| p.p.comparator.is_some());
    if custom {
        w.line("#[derive(Clone, Debug)]");
    } else {
        w.line("#[derive(Clone, Debug, PartialEq, Eq, Hash)]");
    }
    if params.is_empty() {
        w.linef(format_args!("pub struct {} {{}}", n.storage));
    } else {
        w.openf(format_args!("pub struct {} {{", n.storage));
        for p in params {
            match p.p.summary.as_deref().filter(|s| !s.is_empty()) {
                Some(s) => w.doc_lines(&format!("`{}`: {}", p.name, s), false),
                None => w.linef(format_args!("/// `{}`", p.name)),
            }
            w.linef(format_args!("pub {}: {},", p.field, p.storage));
        }
        w.close("}");
    }
    if !custom {
        return;
    }
    w.blank();
    w.openf(format_args!(
        "impl ::core::cmp::PartialEq for {} {{",
        n.storage
    ));
    w.open("fn eq(&self, other: &Self) -> bool {");
    let terms: Vec<String> = params
        .iter()
        .map(|p| {
            let (l, r) = (format!("self.{}", p.field), format!("other.{}", p.field));
            if params.len() == 1 {
                p.equal(&l, &r)
            } else {
                format!("({})", p.equal(&l, &r))
            }
        })
        .collect();
    w.line(terms.join("\n    && "));
    w.close("}");
    w.close("}");
    w.blank();
    w.linef(format_args!("impl ::core::cmp::Eq for {} {{}}", n.storage));
    w.blank();
    w.line("/// Parameters with a custom comparator are left out of the hash.");
    w.openf(format_args!("impl ::core::hash::Hash for {} {{", n.storage));
    let hashed: Vec<&Param> = params.iter().filter(|p| p.p.comparator.is_none()).collect();
    let state = if hashed.is_empty() { "_state" } else { "state" };
    w.openf(format_args!(
        "fn hash<H: ::core::hash::Hasher>(&self, {state}: &mut H) {{"
    ));
    for p in hashed {
        w.linef(format_args!(
            "::core::hash::Hash::hash(&self.{}, state);",
            p.field
        ));
    }
    w.close("}");
    w.close("}");
}

fn emit_constants(w: &mut Writer, d: &AttrOrTypeDef) {
    w.line("/// The namespace of the dialect.");
    w.linef(format_args!(
        "pub const DIALECT: &'static str = {};",
        lit(&d.dialect_name)
    ));
    w.line("/// The name of the definition within its dialect.");
    w.linef(format_args!(
        "pub const NAME: &'static str = {};",
        lit(ods_name(d))
    ));
    if let Some(m) = &d.mnemonic {
        w.line("/// The keyword after the dialect's prefix in the IR text.");
        w.linef(format_args!(
            "pub const MNEMONIC: &'static str = {};",
            lit(m)
        ));
    }
}

fn emit_registration(w: &mut Writer, plan: &DefPlan, n: &Names, params: &[Param]) {
    let d = &plan.def;
    w.blank();
    w.line("/// The definition the context registers: parameters, text hooks, verifier,");
    w.line("/// interfaces.");
    w.openf(format_args!(
        "pub fn definition() -> ::ir::dialect_defs::{}Definition {{",
        n.kind()
    ));
    let mnemonic = if d.mnemonic.is_some() {
        "::core::option::Option::Some(Self::MNEMONIC)"
    } else {
        "::core::option::Option::None"
    };
    w.linef(format_args!(
        "let mut def = ::ir::dialect_defs::{}Definition::new::<{}>(",
        n.kind(),
        n.storage
    ));
    w.indent_in();
    w.line("Self::DIALECT,");
    w.line("Self::NAME,");
    w.linef(format_args!("{},", mnemonic));
    w.indent_out();
    w.line(");");
    if d.mnemonic.is_some() {
        w.line("def.parse = ::core::option::Option::Some(Self::parse_body);");
        if plan.format.is_some() || d.has_custom_assembly_format {
            w.line("def.print = ::core::option::Option::Some(Self::print_body);");
        }
    }
    if d.gen_verify_decl {
        w.open("def.verify = ::core::option::Option::Some(|ctx, params| {");
        w.openf(format_args!(
            "let ::core::option::Option::Some(s) = params.get::<{}>() else {{",
            n.storage
        ));
        w.line("return ::core::result::Result::Ok(());");
        w.close("};");
        let mut args = vec!["ctx".to_string()];
        args.extend(params.iter().map(|p| p.read(&format!("s.{}", p.field))));
        w.call(&format!("<Self as {}>::verify", n.hooks), &args, "");
        w.close("});");
    }
    iface::emit_registration(w, plan, n);
    w.line("def");
    w.close("}");
    w.blank();
    w.line("/// Registers the definition, and its dialect when it is not registered yet.");
    w.openf(format_args!(
        "pub fn register(ctx: &mut ::ir::Context) -> ::ir::dialect_defs::{}DefId {{",
        n.kind()
    ));
    w.open("if ctx.dialect(Self::DIALECT).is_none() {");
    w.line("ctx.register_dialect(::ir::DialectDefinition::new(Self::DIALECT));");
    w.close("}");
    w.linef(format_args!(
        "ctx.register_{}_definition(Self::definition())",
        n.lower()
    ));
    w.close("}");
    w.blank();
    w.line("/// The registered definition (registered now if it was not).");
    w.openf(format_args!(
        "fn definition_id(ctx: &mut ::ir::Context) -> ::ir::dialect_defs::{}DefId {{",
        n.kind()
    ));
    w.openf(format_args!(
        "match ctx.{}_definition_of::<{}>() {{",
        n.lower(),
        n.storage
    ));
    w.line("::core::option::Option::Some(def) => def,");
    w.line("::core::option::Option::None => Self::register(ctx),");
    w.close("}");
    w.close("}");
    // Interning from the storage: what builders and parsers end in.
    w.blank();
    w.linef(format_args!(
        "/// The {} with these parameters (interned).",
        n.lower()
    ));
    w.openf(format_args!(
        "pub fn from_storage(ctx: &mut ::ir::Context, storage: {}) -> Self {{",
        n.storage
    ));
    w.line("let def = Self::definition_id(ctx);");
    w.linef(format_args!(
        "Self(ctx.dialect_{}(def, storage))",
        n.lower()
    ));
    w.close("}");
    w.blank();
    w.linef(format_args!(
        "/// [`Self::from_storage`] after the verifier accepted the parameters; its"
    ));
    w.line("/// error is reported at `loc`.");
    w.open_fn(
        "pub fn from_storage_checked",
        &[
            "ctx: &mut ::ir::Context".into(),
            "loc: ::ir::Location".into(),
            format!("storage: {}", n.storage),
        ],
        "::core::result::Result<Self, ::ir::Diagnostic>",
    );
    w.line("let def = Self::definition_id(ctx);");
    w.linef(format_args!(
        "ctx.dialect_{}_checked(def, storage, loc).map(Self)",
        n.lower()
    ));
    w.close("}");
}

fn storage_literal(n: &Names, params: &[Param], value: impl Fn(&Param) -> String) -> String {
    if params.is_empty() {
        return format!("{} {{}}", n.storage);
    }
    let fields: Vec<String> = params
        .iter()
        .map(|p| {
            let v = value(p);
            if v == p.field {
                v
            } else {
                format!("{}: {}", p.field, v)
            }
        })
        .collect();
    format!("{} {{ {} }}", n.storage, fields.join(", "))
}

fn emit_builders(w: &mut Writer, d: &AttrOrTypeDef, n: &Names, params: &[Param]) {
    let args: Vec<String> = std::iter::once("ctx: &mut ::ir::Context".to_string())
        .chain(params.iter().map(|p| format!("{}: {}", p.field, p.ty)))
        .collect();
    let storage = storage_literal(n, params, |p| p.store(&p.field));
    if !d.skip_default_builders {
        w.blank();
        w.linef(format_args!(
            "/// The {} with these parameters (interned: equal parameters give the",
            n.lower()
        ));
        w.line("/// same handle).");
        w.open_fn("pub fn get", &args, "Self");
        w.linef(format_args!("Self::from_storage(ctx, {})", storage));
        w.close("}");
        if !n.is_attr && params.is_empty() {
            // The `builderCall` of a parameterless `TypeDef`: also where
            // types are only looked up (result type inference, verifiers).
            w.blank();
            w.line("/// The type built with any type factory (a builder, a context, or a");
            w.line("/// lookup in a shared context: the `builderCall` of the definition).");
            w.open_fn(
                "pub fn get_in",
                &["types: &mut impl ::ir::TypeFactory".to_string()],
                "Self",
            );
            w.linef(format_args!("Self(types.dialect_type({}))", storage));
            w.close("}");
        }
        if d.gen_verify_decl {
            w.blank();
            w.line("/// [`Self::get`] after the verifier accepted the parameters; its error is");
            w.line("/// reported at `loc`.");
            let mut args = args.clone();
            args.insert(1, "loc: ::ir::Location".into());
            w.open_fn(
                "pub fn get_checked",
                &args,
                "::core::result::Result<Self, ::ir::Diagnostic>",
            );
            w.linef(format_args!(
                "Self::from_storage_checked(ctx, loc, {})",
                storage
            ));
            w.close("}");
        }
    }
    // `skipDefaultBuilders` drops the public `get`, but custom builders still
    // reach the uniquer through `$_get` (upstream's `Base::get`): give them a
    // private one.
    let bodies_use_get = d
        .builders
        .iter()
        .any(|b| b.body.as_deref().is_some_and(|s| s.contains("$_get")));
    if d.skip_default_builders && bodies_use_get {
        w.blank();
        w.linef(format_args!(
            "/// The {} with these parameters (`$_get` of the custom builders).",
            n.lower()
        ));
        w.open_fn("fn get", &args, "Self");
        w.linef(format_args!("Self::from_storage(ctx, {})", storage));
        w.close("}");
    }
    for (name, b) in builder_names(d) {
        w.blank();
        let ret = b
            .params
            .iter()
            .map(|p| format!("`{}: {}`", p.name.as_deref().unwrap_or(""), p.ty.trim()))
            .collect::<Vec<_>>();
        if ret.is_empty() {
            w.line("/// A custom builder.");
        } else {
            w.linef(format_args!(
                "/// A custom builder, from {}.",
                ret.join(", ")
            ));
        }
        let ret_ty = builder_return(d, b);
        let args = builder_params(b);
        w.open_fn(&format!("pub fn {}", name), &args, &ret_ty);
        match b.body.as_deref().filter(|s| !s.trim().is_empty()) {
            Some(body) => {
                let body = substitute_list(
                    body,
                    &[
                        ("_get", "Self::get"),
                        ("_ctxt", "ctx"),
                        ("_ctx", "ctx"),
                        ("_builder", "ctx"),
                        ("cppClass", &n.class),
                    ],
                );
                w.snippet(body.trim());
            }
            None => {
                let mut call = vec!["ctx".to_string()];
                call.extend(
                    b.params
                        .iter()
                        .map(|p| ident(p.name.as_deref().unwrap_or("arg"))),
                );
                w.call(&format!("<Self as {}>::{}", n.hooks, name), &call, "");
            }
        }
        w.close("}");
    }
}

/// The parameters of a custom builder's function: the context, then its own.
fn builder_params(b: &crate::ods::Builder) -> Vec<String> {
    std::iter::once("ctx: &mut ::ir::Context".to_string())
        .chain(b.params.iter().map(|p| {
            format!(
                "{}: {}",
                ident(p.name.as_deref().unwrap_or("arg")),
                p.ty.trim()
            )
        }))
        .collect()
}

/// The Rust return type of a custom builder.
fn builder_return(_d: &AttrOrTypeDef, b: &crate::ods::Builder) -> String {
    b.return_type
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .unwrap_or("Self")
        .to_string()
}

/// The custom builders with their generated names: `get_from_<params>`
/// (`get_default` without parameters), numbered when they collide.
fn builder_names(d: &AttrOrTypeDef) -> Vec<(String, &crate::ods::Builder)> {
    let mut taken: Vec<String> = vec!["get".into(), "get_checked".into()];
    let mut out = Vec::new();
    for b in &d.builders {
        let base = if b.params.is_empty() {
            "get_default".to_string()
        } else {
            let names: Vec<String> = b
                .params
                .iter()
                .map(|p| {
                    ident(p.name.as_deref().unwrap_or("arg"))
                        .trim_end_matches('_')
                        .to_string()
                })
                .collect();
            format!("get_from_{}", names.join("_"))
        };
        let mut name = base.clone();
        let mut k = 1;
        while taken.contains(&name) {
            k += 1;
            name = format!("{base}_{k}");
        }
        taken.push(name.clone());
        out.push((name, b));
    }
    out
}

fn emit_accessors(w: &mut Writer, d: &AttrOrTypeDef, n: &Names, params: &[Param]) {
    w.blank();
    w.line("/// The parameters.");
    w.openf(format_args!(
        "pub fn storage(self, ctx: &::ir::Context) -> &{} {{",
        n.storage
    ));
    w.linef(format_args!(
        "ctx.dialect_{}_params::<{}>(self.0)",
        n.lower(),
        n.storage
    ));
    w.indent_in();
    w.linef(format_args!(
        ".expect(\"a {} handle holds a {}\")",
        n.class, n.class
    ));
    w.indent_out();
    w.close("}");
    if !d.gen_accessors {
        return;
    }
    for p in params {
        w.blank();
        match p.p.summary.as_deref().filter(|s| !s.is_empty()) {
            Some(s) => w.doc_lines(&format!("The `{}` parameter: {}", p.name, s), false),
            None => w.linef(format_args!("/// The `{}` parameter.", p.name)),
        }
        w.openf(format_args!(
            "pub fn {}(self, ctx: &::ir::Context) -> {} {{",
            p.field, p.accessor
        ));
        w.line(p.read(&format!("self.storage(ctx).{}", p.field)));
        w.close("}");
    }
}

fn emit_handle_impls(w: &mut Writer, plan: &DefPlan, n: &Names) {
    let d = &plan.def;
    let (trait_, from, to, lower) = if n.is_attr {
        ("AttrHandle", "from_attr_unchecked", "to_attr", "attr")
    } else {
        ("TypeHandle", "from_type_unchecked", "to_type", "ty")
    };
    w.blank();
    w.openf(format_args!("impl ::ir::{} for {} {{", trait_, n.class));
    w.openf(format_args!(
        "fn classof(ctx: &::ir::Context, {lower}: {}) -> bool {{",
        n.handle
    ));
    w.linef(format_args!(
        "ctx.dialect_{}_params::<{}>({lower}).is_some()",
        n.lower(),
        n.storage
    ));
    w.close("}");
    w.openf(format_args!("fn {from}({lower}: {}) -> Self {{", n.handle));
    w.linef(format_args!("Self({lower})"));
    w.close("}");
    w.openf(format_args!("fn {to}(self) -> {} {{", n.handle));
    w.line("self.0");
    w.close("}");
    w.close("}");
    w.blank();
    w.openf(format_args!(
        "impl ::core::convert::From<{}> for {} {{",
        n.class, n.handle
    ));
    w.openf(format_args!("fn from(value: {}) -> Self {{", n.class));
    w.line("value.0");
    w.close("}");
    w.close("}");
    if n.is_attr {
        w.blank();
        w.openf(format_args!("impl {} {{", n.class));
        w.line("/// `attr` as this attribute, unchecked (for verified ops).");
        w.open("pub fn from_attribute_unchecked(attr: ::ir::Attribute) -> Self {");
        w.line("Self(attr)");
        w.close("}");
        w.line("/// `attr` as this attribute, if it is one.");
        w.open(
            "pub fn from_attribute(ctx: &::ir::Context, attr: ::ir::Attribute) -> ::core::option::Option<Self> {",
        );
        w.line("<Self as ::ir::AttrHandle>::classof(ctx, attr).then_some(Self(attr))");
        w.close("}");
        w.close("}");
    }
    format::emit_field_impls(w, d, n);
}

fn emit_hooks_trait(w: &mut Writer, d: &AttrOrTypeDef, n: &Names, params: &[Param]) {
    let bodiless: Vec<(String, &crate::ods::Builder)> = builder_names(d)
        .into_iter()
        .filter(|(_, b)| b.body.as_deref().is_none_or(|s| s.trim().is_empty()))
        .collect();
    if !d.gen_verify_decl && !d.has_custom_assembly_format && bodiless.is_empty() {
        return;
    }
    w.blank();
    w.linef(format_args!(
        "/// What the dialect author writes for [`{}`]: `impl {} for {} {{ ... }}`.",
        n.class, n.hooks, n.class
    ));
    w.openf(format_args!("pub trait {} {{", n.hooks));
    let mut first = true;
    let mut sep = |w: &mut Writer| {
        if !first {
            w.blank();
        }
        first = false;
    };
    if d.gen_verify_decl {
        sep(w);
        w.line("/// Checks the parameters (`genVerifyDecl`); the error is the message.");
        let mut args = vec!["ctx: &::ir::Context".to_string()];
        args.extend(
            params
                .iter()
                .map(|p| format!("{}: {}", p.field, p.accessor)),
        );
        w.decl_fn(
            "fn verify",
            &args,
            "::core::result::Result<(), ::std::string::String>",
        );
    }
    if d.has_custom_assembly_format {
        sep(w);
        w.line("/// Parses what follows the mnemonic (`hasCustomAssemblyFormat`).");
        let mut args = vec!["parser: &mut ::ir::CustomParser<'_, '_, '_>".to_string()];
        if n.is_attr {
            args.push("ty: ::core::option::Option<::ir::Type>".into());
        }
        w.decl_fn(
            "fn parse",
            &args,
            &format!("::core::result::Result<{}, ::ir::ParseError>", n.class),
        );
        w.blank();
        w.line("/// Prints what follows the mnemonic.");
        w.decl_fn(
            "fn print",
            &[
                "self".into(),
                "printer: &mut ::ir::CustomPrinter<'_, '_>".into(),
            ],
            "",
        );
    }
    for (name, b) in bodiless {
        sep(w);
        w.linef(format_args!("/// The body of [`{}::{}`].", n.class, name));
        let args = builder_params(b);
        let ret = builder_return(d, b);
        let ret = if ret == "Self" { n.class.clone() } else { ret };
        w.decl_fn(&format!("fn {}", name), &args, &ret);
    }
    w.close("}");
}

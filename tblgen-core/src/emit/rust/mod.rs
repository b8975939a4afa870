//! The Rust emitter: one typed wrapper per op over `::ir::Operation`.
//!
//! ```text
//! RecordKeeper ─► ods::operators ─► lower (OpPlan per op) ─► op::emit_op ─► text
//! ```
//!
//! For an op `def Toy_AddOp : Op<Toy_Dialect, "add">` with
//! `(ins F64Tensor:$lhs, F64Tensor:$rhs)` and `(outs F64Tensor)`, the
//! generated code reads:
//!
//! ```text
//! /// summary, then the description (non-Rust code blocks tagged `text`)
//! #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
//! pub struct AddOp(::ir::Operation);
//!
//! impl AddOp {
//!     pub const OPERATION_NAME: &'static str = "toy.add";
//!     pub fn cast(ctx: &::ir::Context, op: ::ir::Operation) -> Option<Self>;
//!     pub fn from_operation_unchecked(op: ::ir::Operation) -> Self;
//!     pub fn operation(self) -> ::ir::Operation;
//!     pub fn lhs(self, ctx: &::ir::Context) -> ::ir::Value;   // Option<Value> / Vec<Value>
//!     pub fn rhs(self, ctx: &::ir::Context) -> ::ir::Value;
//!     pub fn result(self, ctx: &::ir::Context) -> ::ir::Value;
//!     // attributes: `name(ctx) -> returnType`, `name_attr(ctx)`, `set_name_attr`,
//!     // `set_name` (from the value), `remove_name_attr` (optional ones)
//!     pub fn build(builder, loc, result_type, lhs, rhs) -> Self;   // separate parameters
//!     pub fn build_with_values(...) -> Self;  // attributes as Rust values
//!     pub fn build_inferred(...) -> Self;     // result types inferred
//!     pub fn build_generic(builder, loc, result_types, operands, attributes) -> Self;
//!     pub fn build_from_<params>(builder, loc, ...) -> Self;  // custom `OpBuilder`s
//!     pub fn verify_invariants(ctx, op) -> Result<(), String>;
//!     pub fn register(ctx: &mut ::ir::Context);
//! }
//! pub trait AddOpHooks { ... }   // only when something is hand-written
//! pub fn register(ctx: &mut ::ir::Context);   // every op of the file
//! ```
//!
//! Hand-written parts (`hasVerifier`, `hasRegionVerifier`, `hasFolder`,
//! `hasCanonicalizer`, `hasCustomAssemblyFormat`, custom builders without a
//! body) are the methods of the op's `<Op>Hooks` trait, which the dialect
//! crate implements; a missing one is a compile error naming the trait.
//!
//! Pass declarations (`PassBase` defs) have their own entry point,
//! [`gen_pass_decls`] (`pass.rs`).

mod attr_type;
mod doc;
mod enum_attr;
mod enums;
mod iface;
mod lower;
mod lower_iface;
mod names;
mod op;
mod pass;
mod plan;
pub(crate) mod subst;
mod writer;

pub use doc::{doc_text, tag_code_blocks};
pub use pass::gen_pass_decls;
pub use writer::Writer;

use crate::diag::{Diagnostic, Diagnostics, SourceMap, SourceMapHandle};
use crate::tablegen::RecordKeeper;
use std::rc::Rc;

/// Options of the Rust emitter.
#[derive(Clone, Debug)]
pub struct Options {
    /// Number of shards the op definitions are split into (`0` and `1`: none).
    pub shards: usize,
    /// The stem of the output file, used to name shard files
    /// (`<stem>_shard<i>.rs.inc`).
    pub shard_file_stem: String,
    /// The `cppNamespace`s of dialects the file's ops extend but whose crate
    /// generates the interfaces (upstream's dialect extensions: a
    /// `transform` extension's ops implement `TransformOpInterface`, which
    /// the transform crate defines): their op interfaces are named by path,
    /// as a foreign dialect's, and not generated again.
    pub extended_namespaces: Vec<String>,
    /// Included files (paths ending so) whose op interfaces are generated
    /// even when no op uses them, as those of the main file are (upstream
    /// generates a dialect's interface file on its own, with
    /// `-gen-op-interface-decls`).
    pub interface_files: Vec<String>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            shards: 1,
            shard_file_stem: "ops".into(),
            extended_namespaces: Vec::new(),
            interface_files: Vec::new(),
        }
    }
}

/// The name of shard file `index` for output stem `stem`.
pub fn shard_file_name(stem: &str, index: usize) -> String {
    format!("{}_shard{}.rs.inc", stem, index)
}

/// Generates the Rust code of every op in `kp` as one text (shards, if
/// any, are included from it by relative path; see [`generate_files`]).
pub fn generate(kp: &RecordKeeper, opts: &Options) -> Result<String, Diagnostics> {
    let mut files = generate_files(kp, opts)?;
    Ok(files.swap_remove(0))
}

/// Generates the main file, then one text per shard (when `opts.shards > 1`).
pub fn generate_files(kp: &RecordKeeper, opts: &Options) -> Result<Vec<String>, Diagnostics> {
    generate_with_warnings(kp, opts).map(|g| g.files)
}

/// What a successful generation produced.
#[derive(Debug)]
pub struct Generated {
    /// The main file, then the shards (see [`generate_files`]).
    pub files: Vec<String>,
    /// Generation-time warnings (`Deprecated<reason>` ops), renderable.
    pub warnings: Diagnostics,
}

/// Like [`generate_files`], also returning the generation-time warnings.
pub fn generate_with_warnings(kp: &RecordKeeper, opts: &Options) -> Result<Generated, Diagnostics> {
    let mut warnings = Vec::new();
    let (plans, interfaces, dialects) = lower::lower_all(
        kp,
        (&opts.extended_namespaces, &opts.interface_files),
        &mut warnings,
    )
    .map_err(|list| diagnostics(kp, list))?;
    let warnings = diagnostics(kp, warnings);
    let all_enums = crate::ods::enums(kp).map_err(|d| diagnostics(kp, vec![d]))?;
    // Enums of another dialect's crate that a file includes (memref's
    // `AtomicRMWKind` from `ArithBase.td`) are that crate's to generate:
    // with ops, only the enums in their dialects' namespaces are emitted.
    let own: Vec<String> = crate::ods::operators(kp)
        .map_err(|d| diagnostics(kp, vec![d]))?
        .iter()
        .map(|op| namespace_root(&op.dialect.cpp_namespace).to_string())
        .collect();
    let own_namespace = |ns: &str| own.is_empty() || own.iter().any(|o| o == namespace_root(ns));
    let mut enum_attrs = Vec::new();
    for a in crate::ods::enum_attrs(kp).map_err(|d| diagnostics(kp, vec![d]))? {
        if !enum_attr::wanted_attr(&a) || !own_namespace(&a.cpp_namespace) {
            continue;
        }
        let info = match all_enums.iter().find(|e| e.def == a.enum_def) {
            Some(e) => e.clone(),
            None => crate::ods::EnumInfo::from_record(kp, kp.record(a.enum_def))
                .map_err(|d| diagnostics(kp, vec![d]))?,
        };
        enum_attrs.push((a, info));
    }
    let mut defs = attr_type::plans(kp).map_err(|d| diagnostics(kp, vec![d]))?;
    let foreign = foreign_dialects(kp, &dialects, &defs).map_err(|d| diagnostics(kp, vec![d]))?;
    let is_foreign = |name: &str| foreign.iter().any(|d| *d.name == *name);
    enum_attrs.retain(|(a, _)| !is_foreign(&a.dialect_name));
    defs.retain(|d| !is_foreign(&d.def.dialect_name));
    // An extension's included attributes and types of the dialect it
    // extends (`TransformTypes.td`'s handle types) are that dialect's
    // crate's, as its op interfaces are.
    let extended =
        extended_dialects(kp, &opts.extended_namespaces).map_err(|d| diagnostics(kp, vec![d]))?;
    defs.retain(|d| {
        d.def.loc.file == crate::diag::FileId(0)
            || !d.def.dialect.is_some_and(|id| extended.contains(&id))
    });
    let enums: Vec<crate::ods::EnumInfo> = all_enums
        .into_iter()
        .filter(|e| {
            enums::wanted(e)
                && own_namespace(&e.cpp_namespace)
                && !foreign.iter().any(|d| d.cpp_namespace == e.cpp_namespace)
        })
        .collect();
    let mut seen: Vec<Rc<str>> = Vec::new();
    let def_interfaces: Vec<crate::ods::Interface> = crate::ods::interfaces(kp)
        .map_err(|d| diagnostics(kp, vec![d]))?
        .into_iter()
        // `DeclareAttrInterfaceMethods<I>` instantiates a second record
        // named as `I`: one trait per name.
        .filter(|i| {
            let first = !seen.contains(&i.name);
            if first {
                seen.push(i.name.clone());
            }
            first
        })
        .filter(|i| {
            // Those of the main file, and those its definitions implement
            // (as op interfaces its ops use are generated).
            attr_type::wanted_interface(i)
                && (i.loc.file == crate::diag::FileId(0)
                    || defs
                        .iter()
                        .any(|d| d.interfaces.iter().any(|(u, _)| u.name == i.name)))
        })
        .collect();
    let files = generate_plans(
        kp,
        &plans,
        (interfaces, dialects),
        (&enums, &enum_attrs),
        (&defs, &def_interfaces),
        opts,
    );
    Ok(Generated { files, warnings })
}

/// The dialects whose enums and attributes another crate generates:
/// defined outside the main file, with neither an op nor an attribute or
/// type definition in it (`MathOps.td` includes `ArithBase.td` for the
/// fastmath attribute its ops take; the arith crate generates that).
fn foreign_dialects(
    kp: &RecordKeeper,
    own: &[plan::DialectPlan],
    defs: &[attr_type::DefPlan],
) -> Result<Vec<crate::ods::Dialect>, crate::diag::Diagnostic> {
    let main = crate::diag::FileId(0);
    let defined_here: Vec<crate::tablegen::RecId> = defs
        .iter()
        .filter(|d| d.def.loc.file == main)
        .filter_map(|d| d.def.dialect)
        .collect();
    Ok(crate::ods::dialects(kp)?
        .into_iter()
        .filter(|d| {
            kp.record(d.def).loc().file != main
                && !own.iter().any(|p| *p.name == *d.name)
                && !defined_here.contains(&d.def)
        })
        .collect())
}

/// The dialects in one of the `extended` C++ namespaces (those whose
/// crates generate their own definitions).
fn extended_dialects(
    kp: &RecordKeeper,
    extended: &[String],
) -> Result<Vec<crate::tablegen::RecId>, crate::diag::Diagnostic> {
    if extended.is_empty() {
        return Ok(Vec::new());
    }
    // Dialects carry their namespace as Rust names it (`::transform`).
    let extended: Vec<Rc<str>> = extended
        .iter()
        .map(|ns| crate::ods::util::rust_namespace(ns))
        .collect();
    Ok(crate::ods::dialects(kp)?
        .into_iter()
        .filter(|d| extended.contains(&d.cpp_namespace))
        .map(|d| d.def)
        .collect())
}

/// Generates the library's op interfaces (`::ir::interfaces`) defined in
/// the main file of `kp` and the files it includes directly: a trait, a
/// table and a view per interface (the `ir` crate's build script includes
/// the text in `::ir::interfaces`).
pub fn generate_library_interfaces(kp: &RecordKeeper) -> Result<String, Diagnostics> {
    let interfaces = lower::library_interfaces(kp).map_err(|list| diagnostics(kp, list))?;
    let source = main_file_name(kp);
    let mut w = Writer::new();
    w.linef(format_args!(
        "// Generated by tblgen from {}. Do not edit.",
        source
    ));
    for i in &interfaces {
        iface::emit_interface(&mut w, i);
    }
    Ok(w.finish())
}

/// The crate a C++ namespace names (`::arith::X` and `arith` give `arith`).
/// Lets a generated type keep upstream's class name when that name is not
/// upper camel case (`MPI_ErrorClassEnum`, `vector_insert`; for an op, its
/// adaptor and hooks trait are named after it): writes the `allow` of
/// rustc's `non_camel_case_types` lint before its definition.
pub(crate) fn allow_upstream_type_name(w: &mut Writer, name: &str) {
    let camel = name.starts_with(|c: char| c.is_ascii_uppercase()) && !name.contains('_');
    if !camel {
        w.line("#[allow(non_camel_case_types)]");
    }
}

/// The module-level static of an op (by its class name) holding its
/// `OpDefinition::property_names`: the op registers that one table, so
/// that `::ir::Context::property_attr` knows it by its address.
pub(crate) fn property_names_static(class_name: &str) -> String {
    format!("__ODS_PROPERTY_NAMES_{class_name}")
}

/// The slot of the op's attribute `index` among its properties (the
/// `OpDefinition::property_names` that lowering lists: the attributes that
/// are not derived, in order, when the dialect keeps attributes as
/// properties, then the segment sizes), if it is one.
pub(crate) fn property_slot(op: &crate::ods::Operator, index: usize) -> Option<usize> {
    let attrs = &op.attributes;
    (op.dialect.use_properties_for_attributes && !attrs.get(index)?.attr.is_derived)
        .then(|| attrs[..index].iter().filter(|a| !a.attr.is_derived).count())
}

/// Whether `ns` is the `ir` crate or one of its modules (the `td`
/// library's items, which `ir` defines), and not a crate whose name only
/// starts so (`::irdl`).
pub(crate) fn is_ir_namespace(ns: &str) -> bool {
    ns == "::ir" || ns.starts_with("::ir::")
}

fn namespace_root(ns: &str) -> &str {
    ns.trim_start_matches("::").split("::").next().unwrap_or("")
}

/// The name of the main `.td` file (for the generated files' header).
fn main_file_name(kp: &RecordKeeper) -> String {
    kp.sources()
        .files()
        .next()
        .and_then(|f| f.path.file_name().map(|n| n.to_string_lossy().into_owned()))
        .unwrap_or_default()
}

fn generate_plans(
    kp: &RecordKeeper,
    plans: &[plan::OpPlan],
    (interfaces, dialects): (Vec<plan::InterfacePlan>, Vec<plan::DialectPlan>),
    (enums, enum_attrs): (
        &[crate::ods::EnumInfo],
        &[(crate::ods::EnumAttrDef, crate::ods::EnumInfo)],
    ),
    (defs, def_interfaces): (&[attr_type::DefPlan], &[crate::ods::Interface]),
    opts: &Options,
) -> Vec<String> {
    let mut fs = FileState {
        interfaces,
        dialects,
        ..FileState::default()
    };
    let shards = opts.shards.max(1).min(plans.len().max(1));
    let source = main_file_name(kp);
    // About 12 KB of Rust per op: one allocation instead of repeated
    // doubling (and copying) of a multi-megabyte buffer.
    let estimate = |ops: usize| 4096 + ops * 12 * 1024;
    let mut w = Writer::with_capacity(if shards > 1 {
        estimate(0)
    } else {
        estimate(plans.len())
    });
    w.linef(format_args!(
        "// Generated by tblgen from {}. Do not edit.",
        source
    ));
    for e in enums {
        enums::emit_enum(&mut w, e);
    }
    let mut registered: Vec<&str> = Vec::new();
    for (a, e) in enum_attrs {
        enum_attr::emit_enum_attr(&mut w, a, e);
        registered.push(&a.class_name);
    }
    for i in def_interfaces {
        attr_type::emit_attr_type_interface(&mut w, i);
    }
    for d in defs {
        attr_type::emit_def(&mut w, d);
        registered.push(&d.def.cpp_class_name);
    }
    for i in &fs.interfaces {
        iface::emit_interface(&mut w, i);
    }
    if shards <= 1 {
        for (i, p) in plans.iter().enumerate() {
            if i > 0 {
                w.blank();
            }
            op::emit_op(&mut w, p, &mut fs);
        }
        emit_file_items(&mut w, plans, &registered, &fs);
        return vec![w.finish()];
    }
    let per_shard = plans.len().div_ceil(shards).max(1);
    let mut out = vec![String::new()];
    for (i, chunk) in plans.chunks(per_shard).enumerate() {
        let mut sw = Writer::with_capacity(estimate(chunk.len()));
        sw.linef(format_args!(
            "// Generated by tblgen from {} (shard {}). Do not edit.",
            source, i
        ));
        for (j, p) in chunk.iter().enumerate() {
            if j > 0 {
                sw.blank();
            }
            op::emit_op(&mut sw, p, &mut fs);
        }
        out.push(sw.finish());
    }
    w.blank();
    for i in 0..out.len() - 1 {
        w.linef(format_args!(
            "include!({:?});",
            shard_file_name(&opts.shard_file_stem, i)
        ));
    }
    emit_file_items(&mut w, plans, &registered, &fs);
    out[0] = w.finish();
    out
}

/// The registration function and the helpers shared by the ops.
/// `registered` names the attribute and type wrappers registered with the ops.
fn emit_file_items(w: &mut Writer, plans: &[plan::OpPlan], registered: &[&str], fs: &FileState) {
    for d in fs.dialects.iter().filter(|d| d.needs_hooks()) {
        emit_dialect_hooks(w, d);
    }
    w.blank();
    w.line("/// Registers every op, attribute and type of this file with `ctx` (traits,");
    w.line("/// verifiers, hooks), and their dialects' hooks.");
    if plans.is_empty() && registered.is_empty() {
        w.line("pub fn register(_ctx: &mut ::ir::Context) {}");
    } else {
        w.open("pub fn register(ctx: &mut ::ir::Context) {");
        for d in fs.dialects.iter().filter(|d| d.needs_hooks()) {
            w.linef(format_args!(
                "let mut dialect = ::ir::DialectDefinition::new({:?});",
                d.name
            ));
            if d.has_constant_materializer {
                w.linef(format_args!(
                    "dialect.materialize_constant = ::core::option::Option::Some(<{} as {}Hooks>::materialize_constant);",
                    d.rust_name, d.rust_name
                ));
            }
            if d.has_canonicalizer {
                w.linef(format_args!(
                    "dialect.canonicalization_patterns = ::core::option::Option::Some(<{} as {}Hooks>::canonicalization_patterns);",
                    d.rust_name, d.rust_name
                ));
            }
            w.line("ctx.register_dialect(dialect);");
        }
        for r in registered {
            w.linef(format_args!("{}::register(ctx);", r));
        }
        for p in plans {
            if p.deprecated.is_some() {
                w.line("#[allow(deprecated)]");
            }
            w.linef(format_args!("{}::register(ctx);", p.rust_name));
        }
        w.close("}");
    }
    for c in &fs.constraints {
        w.blank();
        let (param, ty) = match c.kind {
            ConstraintKind::Type => ("ty", "::ir::Type"),
            ConstraintKind::Attr => ("attr", "::ir::Attribute"),
            ConstraintKind::Region => ("region", "::ir::RegionId"),
            ConstraintKind::Successor => ("block", "::ir::BlockId"),
        };
        let body = subst::simplify_parens(&subst::drop_trivial_terms(&subst::substitute_list(
            &c.pred,
            &[("_self", param), ("_ctx", "ctx")],
        )));
        let ctx = if subst::uses(&c.pred, "_ctx") {
            "ctx"
        } else {
            "_ctx"
        };
        // A predicate whose checks of the value all simplified away
        // (`true`) leaves its parameter unused.
        let param = if mentions_identifier(&body, param) {
            param.to_string()
        } else {
            format!("_{param}")
        };
        // Predicates are combined as written (`... && (true)` where a
        // constraint adds nothing).
        w.line("#[allow(clippy::nonminimal_bool)]");
        w.open_fn(
            &format!("fn {}", c.fn_name),
            &[
                format!("{}: &::ir::Context", ctx),
                format!("{}: {}", param, ty),
            ],
            "bool",
        );
        w.snippet(body.trim());
        w.close("}");
    }
    if fs.uses_segment_sizes {
        w.blank();
        w.line("/// The sizes stored in a segment-size array (`operandSegmentSizes`, ...).");
        w.open_fn(
            "fn __ods_segment_sizes",
            &[
                "ctx: &::ir::Context".into(),
                "op: ::ir::Operation".into(),
                "name: &str".into(),
            ],
            "::std::vec::Vec<usize>",
        );
        w.line("let attr = ctx.prop(op, name).or_else(|| ctx.attr(op, name));");
        w.open("match attr.and_then(|a| ctx.as_dense_array(a)) {");
        w.open("::core::option::Option::Some((_, ::ir::DenseData::Int(values))) => values");
        w.line(".iter()");
        w.line(".map(|&v| usize::try_from(v).unwrap_or(0))");
        w.line(".collect(),");
        w.indent_out();
        w.line("_ => ::std::vec::Vec::new(),");
        w.close("}");
        w.close("}");
    }
    if fs.uses_value_size_check {
        w.blank();
        w.line("/// Checks a segment-size array (`operandSegmentSizes`, the sizes of a");
        w.line("/// `VariadicOfVariadic`): present (or, `zeroed`, absent: a property");
        w.line("/// array upstream zero-initialises), no negative element, and summing to");
        w.line("/// `expected` values (upstream's `verifyValueSizeAttr` messages).");
        w.open_fn(
            "fn __ods_verify_value_size_attr",
            &[
                "ctx: &::ir::Context".into(),
                "op: ::ir::Operation".into(),
                "attr_name: &str".into(),
                "group: &str".into(),
                "expected: usize".into(),
                "zeroed: bool".into(),
            ],
            "::core::result::Result<(), ::std::string::String>",
        );
        w.line("let attr = ctx.prop(op, attr_name).or_else(|| ctx.attr(op, attr_name));");
        w.open("if zeroed && attr.is_none() {");
        w.line("let total: i128 = 0;");
        w.open("if total != expected as i128 {");
        w.line("return ::core::result::Result::Err(::std::format!(");
        w.indent_in();
        w.line("\"{} count ({}) does not match with the total size ({}) specified in attribute '{}'\",");
        for arg in ["group,", "expected,", "total,", "attr_name"] {
            w.line(arg);
        }
        w.indent_out();
        w.line("));");
        w.close("}");
        w.line("return ::core::result::Result::Ok(());");
        w.close("}");
        w.open("let sizes = match attr.and_then(|a| ctx.as_dense_array(a)) {");
        w.line("::core::option::Option::Some((elt, ::ir::DenseData::Int(values)))");
        w.indent_in();
        w.line("if ctx.is_integer(elt, 32) =>");
        w.indent_out();
        w.open("{");
        w.line("values");
        w.close("}");
        w.open("_ => {");
        w.line("return ::core::result::Result::Err(::std::format!(");
        w.indent_in();
        w.line("\"requires dense i32 array attribute '{}'\",");
        w.line("attr_name");
        w.indent_out();
        w.line("));");
        w.close("}");
        w.close("};");
        w.open("if sizes.iter().any(|&n| n < 0) {");
        w.line("return ::core::result::Result::Err(::std::format!(");
        w.indent_in();
        w.line("\"'{}' attribute cannot have negative elements\",");
        w.line("attr_name");
        w.indent_out();
        w.line("));");
        w.close("}");
        w.line("let total: i128 = sizes.iter().sum();");
        w.open("if total != expected as i128 {");
        w.line("return ::core::result::Result::Err(::std::format!(");
        w.indent_in();
        w.line("\"{} count ({}) does not match with the total size ({}) specified in attribute '{}'\",");
        for arg in ["group,", "expected,", "total,", "attr_name"] {
            w.line(arg);
        }
        w.indent_out();
        w.line("));");
        w.close("}");
        w.line("::core::result::Result::Ok(())");
        w.close("}");
    }
    if fs.uses_verify_error {
        w.blank();
        w.line("/// What interface `verify` code may fail with: a message, or an");
        w.line("/// `::ir::Diagnostic` (whose `'name' op ` prefix the verifier adds back).");
        w.open("trait __OdsVerifyError {");
        w.line("/// The error as a diagnostic at `op`: a message is MLIR's `emitOpError`.");
        w.line("fn into_diagnostic(self, ctx: &::ir::Context, op: ::ir::Operation) -> ::ir::Diagnostic;");
        w.close("}");
        w.blank();
        w.open("impl __OdsVerifyError for ::std::string::String {");
        w.open("fn into_diagnostic(self, ctx: &::ir::Context, op: ::ir::Operation) -> ::ir::Diagnostic {");
        w.line("::ir::Diagnostic::op_error(ctx, op, self)");
        w.close("}");
        w.close("}");
        w.blank();
        w.open("impl __OdsVerifyError for &str {");
        w.open("fn into_diagnostic(self, ctx: &::ir::Context, op: ::ir::Operation) -> ::ir::Diagnostic {");
        w.line("::ir::Diagnostic::op_error(ctx, op, self)");
        w.close("}");
        w.close("}");
        w.blank();
        w.open("impl __OdsVerifyError for ::ir::Diagnostic {");
        w.open("fn into_diagnostic(self, _ctx: &::ir::Context, _op: ::ir::Operation) -> ::ir::Diagnostic {");
        w.line("self");
        w.close("}");
        w.close("}");
    }
    if fs.uses_set_prop {
        w.blank();
        w.line("/// Sets property `name` of `op` to `value` in its property dictionary.");
        w.open_fn(
            "fn __ods_set_prop",
            &[
                "ctx: &mut ::ir::Context".into(),
                "op: ::ir::Operation".into(),
                "name: &str".into(),
                "value: ::ir::Attribute".into(),
            ],
            "",
        );
        w.line("let key = ctx.ident(name);");
        w.line("let mut entries: ::std::vec::Vec<::ir::NamedAttr> = ctx");
        w.indent_in();
        w.line(".props(op)");
        w.line(".and_then(|p| ctx.as_dictionary(p))");
        w.line(".map(|e| e.to_vec())");
        w.line(".unwrap_or_default();");
        w.indent_out();
        w.line("entries.retain(|&(k, _)| k != key);");
        w.line("entries.push((key, value));");
        w.line("let dict = ctx.dictionary_attr(&entries);");
        w.line("// The op is live: it was just built or is being modified.");
        w.line("let _ = ctx.set_props(op, ::core::option::Option::Some(dict));");
        w.close("}");
    }
    if fs.uses_into_attr {
        w.blank();
        w.line("/// What an attribute builder call may produce: an attribute, or an");
        w.line("/// optional one (`UnitAttr` builds nothing for `false`).");
        w.open("trait __OdsIntoAttr {");
        w.line("fn into_attr(self) -> ::core::option::Option<::ir::Attribute>;");
        w.close("}");
        w.blank();
        w.open("impl __OdsIntoAttr for ::ir::Attribute {");
        w.open("fn into_attr(self) -> ::core::option::Option<::ir::Attribute> {");
        w.line("::core::option::Option::Some(self)");
        w.close("}");
        w.close("}");
        w.blank();
        w.open("impl __OdsIntoAttr for ::core::option::Option<::ir::Attribute> {");
        w.open("fn into_attr(self) -> ::core::option::Option<::ir::Attribute> {");
        w.line("self");
        w.close("}");
        w.close("}");
    }
}

/// The type standing for dialect `d` and the trait of its hand-written
/// hooks (upstream's `Dialect` class members).
fn emit_dialect_hooks(w: &mut Writer, d: &plan::DialectPlan) {
    w.blank();
    w.linef(format_args!("/// The `{}` dialect.", d.name));
    w.line("#[derive(Clone, Copy, Debug, Default)]");
    w.linef(format_args!("pub struct {};", d.rust_name));
    w.blank();
    w.linef(format_args!(
        "/// The hand-written parts of the `{}` dialect: the dialect crate",
        d.name
    ));
    w.linef(format_args!(
        "/// implements this trait (`impl {}Hooks for {} {{ ... }}`).",
        d.rust_name, d.rust_name
    ));
    w.openf(format_args!("pub trait {}Hooks {{", d.rust_name));
    if d.has_constant_materializer {
        w.line("/// `hasConstantMaterializer`: creates an op of the dialect producing");
        w.line("/// the constant `value` of type `ty` (for folding), if it can.");
        w.decl_fn(
            "fn materialize_constant",
            &[
                "builder: &mut ::ir::OpBuilder<'_>".into(),
                "value: ::ir::Attribute".into(),
                "ty: ::ir::Type".into(),
                "loc: ::ir::Location".into(),
            ],
            "::core::option::Option<::ir::Operation>",
        );
    }
    if d.has_canonicalizer {
        w.line("/// `hasCanonicalizer`: the dialect's canonicalization patterns, for");
        w.line("/// ops of any dialect.");
        w.decl_fn(
            "fn canonicalization_patterns",
            &["ctx: &mut ::ir::Context".into()],
            "::std::vec::Vec<::std::boxed::Box<dyn ::ir::RewritePattern>>",
        );
    }
    w.close("}");
}

/// What a constraint function checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum ConstraintKind {
    Type,
    Attr,
    Region,
    Successor,
}

#[derive(Debug)]
struct ConstraintFn {
    kind: ConstraintKind,
    pred: String,
    fn_name: String,
}

/// State shared by all ops of one file: the deduplicated constraint
/// functions and which helpers are needed.
#[derive(Debug, Default)]
pub struct FileState {
    constraints: Vec<ConstraintFn>,
    /// Per kind: predicate → index in `constraints`.
    constraint_index: [std::collections::HashMap<String, usize>; 4],
    /// `__ods_segment_sizes` is used.
    pub uses_segment_sizes: bool,
    /// `__OdsIntoAttr` is used.
    pub uses_into_attr: bool,
    /// `__ods_verify_value_size_attr` is used.
    pub uses_value_size_check: bool,
    /// `__OdsVerifyError` is used.
    pub uses_verify_error: bool,
    /// `__ods_set_prop` is used.
    pub uses_set_prop: bool,
    /// The dialect's op interfaces.
    pub interfaces: Vec<plan::InterfacePlan>,
    /// The dialects of the file's ops.
    pub dialects: Vec<plan::DialectPlan>,
}

/// Whether Rust code `code` names `ident` (not as part of a longer name).
fn mentions_identifier(code: &str, ident: &str) -> bool {
    let is_ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    code.match_indices(ident).any(|(i, _)| {
        let before = code[..i].chars().next_back();
        let after = code[i + ident.len()..].chars().next();
        !before.is_some_and(is_ident) && !after.is_some_and(is_ident)
    })
}

impl FileState {
    fn constraint(&mut self, kind: ConstraintKind, pred: &str) -> String {
        if let Some(&i) = self.constraint_index[kind as usize].get(pred) {
            return self.constraints[i].fn_name.clone();
        }
        let prefix = match kind {
            ConstraintKind::Type => "type",
            ConstraintKind::Attr => "attr",
            ConstraintKind::Region => "region",
            ConstraintKind::Successor => "successor",
        };
        let n = self.constraint_index[kind as usize].len();
        self.constraint_index[kind as usize].insert(pred.to_string(), self.constraints.len());
        let fn_name = format!("__ods_{}_constraint_{}", prefix, n);
        self.constraints.push(ConstraintFn {
            kind,
            pred: pred.to_string(),
            fn_name: fn_name.clone(),
        });
        fn_name
    }

    /// The function checking type predicate `pred`.
    pub fn type_constraint(&mut self, pred: &str) -> String {
        self.constraint(ConstraintKind::Type, pred)
    }

    /// The function checking attribute predicate `pred`.
    pub fn attr_constraint(&mut self, pred: &str) -> String {
        self.constraint(ConstraintKind::Attr, pred)
    }

    /// The function checking region predicate `pred`.
    pub fn region_constraint(&mut self, pred: &str) -> String {
        self.constraint(ConstraintKind::Region, pred)
    }

    /// The function checking successor predicate `pred`.
    pub fn successor_constraint(&mut self, pred: &str) -> String {
        self.constraint(ConstraintKind::Successor, pred)
    }
}

/// Packs model errors with a copy of the run's sources, for rendering
/// (none when there is nothing to render: copying re-indexes every line).
fn diagnostics(kp: &RecordKeeper, list: Vec<Diagnostic>) -> Diagnostics {
    let mut sm = SourceMap::new();
    if !list.is_empty() {
        for f in kp.sources().files() {
            sm.add(f.path.clone(), f.text.clone(), f.included_from);
        }
    }
    Diagnostics {
        list,
        sources: Rc::new(SourceMapHandle(sm)),
    }
}

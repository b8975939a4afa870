//! An op's registration (`register`, its hooks trait for the hand-written
//! parts) and the pattern that runs a `canonicalize` method.

use super::builders::param_name;
use super::verify::interface_verifier_fn;
use super::{BUILDER, SOME};

/// What hand-written verifiers return.
const DIAG_RESULT: &str = "::core::result::Result<(), ::ir::Diagnostic>";
use super::super::FileState;
use crate::emit::rust::names::lit;
use crate::emit::rust::plan::{InterfaceVerifier, OpPlan};
use crate::emit::rust::writer::Writer;

pub(super) fn emit_register(w: &mut Writer, op: &OpPlan, fs: &mut FileState) {
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
    if !op.property_names.is_empty() {
        w.line("def.property_names = Self::ODS_PROPERTIES;");
        if op.property_kinds.iter().any(Option::is_some) {
            w.line("def.property_kinds = Self::ODS_PROPERTY_KINDS;");
        }
        w.linef(format_args!(
            "def.verify_inherent_attrs = {}(Self::verify_inherent_attrs);",
            SOME
        ));
    }
    if !op.props.is_empty() {
        let names: Vec<String> = op.props.iter().map(|p| lit(&p.ods_name)).collect();
        w.linef(format_args!(
            "def.pure_property_names = &[{}];",
            names.join(", ")
        ));
    }
    emit_default_attrs(w, op, fs);
    let hooks = op.hooks_name();
    for v in op.interface_verifiers.iter().filter(|v| !v.with_regions) {
        // Its place among the traits: upstream runs them in listed order.
        w.open("def.interface_verifiers.push(::ir::InterfaceVerifier {");
        w.linef(format_args!("after_traits: {},", v.after_traits));
        w.linef(format_args!("verify: Self::{},", interface_verifier_fn(v)));
        w.close("});");
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
            if has_patterns {
                w.open("def.canonicalization_patterns = ::core::option::Option::Some(|ctx| {");
                w.linef(format_args!(
                    "let mut patterns = <Self as {}>::canonicalization_patterns(ctx);",
                    hooks
                ));
                w.linef(format_args!(
                    "patterns.push(::std::boxed::Box::new({}CanonicalizeMethod));",
                    op.rust_name
                ));
                w.line("patterns");
            } else {
                w.open("def.canonicalization_patterns = ::core::option::Option::Some(|_ctx| {");
                w.linef(format_args!(
                    "::std::vec![::std::boxed::Box::new({}CanonicalizeMethod) as ::std::boxed::Box<dyn ::ir::RewritePattern>]",
                    op.rust_name
                ));
            }
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
    crate::emit::rust::iface::emit_registration(w, op);
    w.line("ctx.register_op(def);");
    w.close("}");
}

/// The default-valued attributes, built once at registration (upstream's
/// `populateDefaultProperties`: those with a default that are not
/// optional).
fn emit_default_attrs(w: &mut Writer, op: &OpPlan, fs: &mut FileState) {
    for a in &op.attrs {
        let (Some(d), false, None) = (&a.default_value, a.optional, &a.derived_body) else {
            continue;
        };
        if a.const_builder_call.is_none() {
            continue;
        }
        fs.uses_into_attr = true;
        w.open("{");
        w.line("let builder = &mut ::ir::OpBuilder::new(ctx);");
        w.open_if_let(
            &format!("{SOME}(attr)"),
            &format!(
                "__OdsIntoAttr::into_attr({})",
                super::accessors::const_builder(a, d)
            ),
        );
        w.linef(format_args!(
            "let key = builder.ident({});",
            lit(&a.ods_name)
        ));
        w.line("def.default_attrs.push((key, attr));");
        w.close("}");
        w.close("}");
    }
}

pub(super) fn emit_hooks_trait(w: &mut Writer, op: &OpPlan) {
    w.linef(format_args!(
        "/// The hand-written parts of [`{}`]: the dialect crate implements this",
        op.rust_name
    ));
    w.linef(format_args!(
        "/// trait (`impl {} for {} {{ ... }}`).",
        op.hooks_name(),
        op.rust_name
    ));
    crate::emit::rust::allow_upstream_type_name(w, &op.rust_name);
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
        w.line("/// the traits (`::ir::Diagnostic::op_error` is MLIR's `emitOpError`).");
        w.decl_fn(
            "fn verify",
            &["self".into(), "ctx: &::ir::Context".into()],
            DIAG_RESULT,
        );
    }
    if op.has_region_verifier {
        sep(w);
        w.line("/// `hasRegionVerifier`: run after the nested operations are verified.");
        w.decl_fn(
            "fn verify_regions",
            &["self".into(), "ctx: &::ir::Context".into()],
            DIAG_RESULT,
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
    if op.infers_parsed_result_types() {
        sep(w);
        w.line("/// The result types of an op parsed from its `assemblyFormat`, which");
        w.line("/// names none (upstream's parser calls `inferReturnTypes`); unlike");
        w.line("/// `infer_return_types`, this may intern the types.");
        w.line("fn infer_parsed_result_types(");
        w.indent_in();
        w.line("ctx: &mut ::ir::Context,");
        w.line("state: &::ir::OperationState,");
        w.indent_out();
        w.line(") -> ::core::result::Result<::std::vec::Vec<::ir::Type>, ::ir::Diagnostic>;");
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
    crate::emit::rust::iface::emit_hook_decls(w, op, &mut sep);
    w.close("}");
}

/// The pattern that runs a `hasCanonicalizeMethod` op's `canonicalize`.
pub(super) fn emit_canonicalize_pattern(w: &mut Writer, op: &OpPlan) {
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

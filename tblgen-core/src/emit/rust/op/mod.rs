//! Prints one op's [`OpPlan`]: the wrapper type, its getters, setters,
//! builders, verifier, hooks trait and registration.
//!
//! The wrapper type, adaptor and cast are here; `accessors`, `builders`,
//! `verify` and `register` print the rest.

use super::names::lit;
use super::plan::{Arity, OpPlan, Segments};
use super::subst::substitute_list;
use super::writer::Writer;
use super::FileState;

mod accessors;
mod builders;
mod register;
mod verify;

use accessors::{emit_attr, emit_groups, emit_prop, emit_slots, same_size_group_body};
use builders::emit_builders;
pub use builders::short_builder_name;
use register::{emit_canonicalize_pattern, emit_hooks_trait, emit_register};
use verify::{emit_interface_verifiers, emit_verifier};

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
    // The description is upstream's markdown, kept as written.
    w.line("#[allow(clippy::doc_lazy_continuation, clippy::doc_overindented_list_items)]");
    w.line("#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]");
    if let Some(note) = &op.deprecated {
        w.linef(format_args!("#[deprecated = {}]", lit(note)));
    }
    // Upstream's class name kept (`vector_insert`, from
    // `LLVM_vector_insert`).
    crate::emit::rust::allow_upstream_type_name(w, &op.rust_name);
    w.linef(format_args!(
        "pub struct {}(::ir::Operation);",
        op.rust_name
    ));
    w.blank();
    if !op.property_names.is_empty() {
        let names: Vec<String> = op.property_names.iter().map(|n| lit(n)).collect();
        w.linef(format_args!(
            "/// The inherent attributes [`{}`] keeps as properties (its definition's",
            op.rust_name
        ));
        w.line("/// `property_names`; accessors look them up by their slot here).");
        w.line("#[allow(non_upper_case_globals)]");
        w.linef(format_args!(
            "static {}: [&str; {}] = [{}];",
            op.property_names_static(),
            names.len(),
            names.join(", ")
        ));
        w.blank();
    }
    if op.deprecated.is_some() {
        w.line("#[allow(deprecated)]");
    }
    // Builders take one parameter per ODS argument, and the library's
    // conversion snippets name their target type even when the storage
    // already has it (`as i64` of an `i64`).
    w.open("#[allow(");
    w.line("clippy::too_many_arguments,");
    w.line("clippy::unnecessary_cast,");
    w.line("clippy::useless_conversion");
    w.close(")]");
    w.openf(format_args!("impl {} {{", op.rust_name));
    w.linef(format_args!("/// The operation name, `{}`.", op.op_name));
    w.linef(format_args!(
        "pub const OPERATION_NAME: &'static str = {};",
        lit(&op.op_name)
    ));
    w.blank();
    if !op.property_names.is_empty() {
        w.line("/// The static table of the inherent attributes kept as properties.");
        w.linef(format_args!(
            "const ODS_PROPERTIES: &'static [&'static str] = &{};",
            op.property_names_static()
        ));
        w.blank();
    }
    if op.property_kinds.iter().any(Option::is_some) {
        w.line("/// What each of `ODS_PROPERTIES` must be (upstream's storage class).");
        w.open("const ODS_PROPERTY_KINDS: &'static [::ir::PropertyKind] = &[");
        for i in 0..op.property_names.len() {
            let kind = op.property_kinds.get(i).cloned().flatten();
            let kind = kind.as_deref().unwrap_or("::ir::PropertyKind::Any");
            // (rustfmt's layout of a call too long for its line.)
            match kind.split_once('(') {
                Some((head, arg)) if w.indent_level() * 4 + kind.len() + 1 > 100 => {
                    w.open(format!("{head}("));
                    w.line(format!("{},", arg.strip_suffix(')').unwrap_or(arg)));
                    w.close("),");
                }
                _ => w.line(format!("{kind},")),
            }
        }
        w.close("];");
        w.blank();
    }
    emit_cast(w, op);
    emit_groups(w, op, &op.operands, OPERANDS, op.operand_segments, fs);
    emit_groups(w, op, &op.results, RESULTS, op.result_segments, fs);
    emit_slots(w, op);
    for a in &op.attrs {
        emit_attr(w, op, a, fs);
    }
    for p in &op.props {
        emit_prop(w, p, fs);
    }
    emit_builders(w, op, fs);
    emit_verifier(w, op, fs);
    let checks_parsed_attrs = op
        .format_hooks
        .as_ref()
        .is_some_and(|h| h.code.contains(crate::emit::format::INHERENT_ATTR_CHECK));
    if checks_parsed_attrs || !op.property_names.is_empty() {
        verify::emit_inherent_attr_check(w, op, fs);
    }
    if checks_parsed_attrs {
        verify::emit_parsed_attr_check(w);
    }
    emit_interface_verifiers(w, op, fs);
    emit_ensure_terminator(w, op);
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
    super::iface::emit_impls(w, op);
    if op.has_canonicalize_method {
        emit_canonicalize_pattern(w, op);
    }
    if !op.operands.is_empty() {
        w.blank();
        emit_adaptor(w, op);
    }
    if let Some(h) = &op.format_hooks {
        w.blank();
        let mut code = h.code.replace(
            crate::emit::format::INHERENT_ATTR_CHECK,
            &format!("{}::verify_parsed_inherent_attrs", op.rust_name),
        );
        for (k, pred) in h.type_checks.iter().enumerate() {
            let f = fs.type_constraint(pred);
            code = code.replace(&crate::emit::format::type_check_placeholder(k), &f);
        }
        w.raw(&code);
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
    crate::emit::rust::allow_upstream_type_name(w, &op.rust_name);
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
    let groups = &op.operands;
    // A group named `operands` shadows it, as upstream's adaptor getter does.
    if !groups.iter().any(|g| g.name == "operands") {
        w.blank();
        w.line("/// All the operands.");
        w.open("pub fn operands(&self) -> &'a [::ir::Value] {");
        w.line("self.operands");
        w.close("}");
    }
    // Only named groups have getters that ask for their place.
    let any_named = groups.iter().any(|g| !g.name.is_empty());
    if op.operand_segments != Segments::Fixed && any_named {
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

/// `SingleBlockImplicitTerminator`'s `ensureTerminator`: the terminator a
/// parser or builder adds to a block that lacks one.
fn emit_ensure_terminator(w: &mut Writer, op: &OpPlan) {
    let Some(term) = &op.implicit_terminator else {
        return;
    };
    w.blank();
    w.line("/// Adds a block to `region` if it has none, and the implicit");
    w.line("/// terminator to its last block if that block does not end with a");
    w.line("/// terminator (MLIR's `ensureTerminator`).");
    w.open_fn(
        "pub fn ensure_terminator",
        &[
            "ctx: &mut ::ir::Context".into(),
            "region: ::ir::Region".into(),
            "loc: ::ir::Location".into(),
        ],
        "",
    );
    w.linef(format_args!(
        "::ir::asm_support::ensure_terminator(ctx, region, loc, {term});"
    ));
    w.close("}");
}

//! Rust printers and parsers generated from an op's declarative assembly
//! format ([`crate::format::Format`]).
//!
//! [`emit_format_hooks`] writes two free functions per op, matching the `ir`
//! registry's `ParseFn` and `PrintFn`:
//!
//! ```text
//! pub fn <stem>_parse(parser: &mut ::ir::CustomParser<'_, '_, '_>, state: &mut ::ir::OperationState) -> Result<(), ::ir::ParseError>;
//! pub fn <stem>_print(printer: &mut ::ir::CustomPrinter<'_, '_>, op: ::ir::OpId);
//! ```
//!
//! The op emitter registers them with `def.parse = Some(...)` and
//! `def.print = Some(...)`. Inherent attributes are kept in the op's
//! attribute dictionary, as the generic form's parser does, so custom and
//! generic forms denote identical IR.
//!
//! `custom<Name>(args)` calls `parse_<name>(parser, args...)` and
//! `print_<name>(printer, op, args...)`, which the dialect author defines in
//! the module that includes the generated file. Parser arguments, in order:
//! `&mut Vec<UnresolvedOperand>` (operand, `operands`), `&mut Vec<Type>`
//! (`type(...)`), `&mut Option<Attribute>` (attribute; property, in its
//! attribute form), `&mut Vec<RegionId>` (region, `regions`),
//! `&mut Vec<BlockId>` (successor, `successors`), `&mut Vec<NamedAttr>`
//! (`attr-dict`; `prop-dict` entries), `&str` (string), and a shared
//! reference to the same for `ref(...)`. Printer arguments: `&[Value]`,
//! `&[Type]`, `Option<Attribute>`, `&[RegionId]`, `&[BlockId]`, `()` (the
//! dictionaries; the printer has the op) and `&str`. A `VariadicOfVariadic`
//! operand group and its types are passed as groups (`&mut Vec<Vec<_>>` to
//! the parser, `&[&[Value]]`/`&[Vec<Type>]` to the printer), as upstream's
//! `OperandRangeRange`; the parser sets its segment attribute from them.
//!
//! Supported: every directive and rule of the manual — literals and
//! whitespace, operand/attribute/property/region/successor variables
//! (variadic successors included), `attr-dict`, `attr-dict-with-keyword`,
//! `prop-dict`, `operands`, `results`, `regions`, `successors`, `type(...)`
//! (variable-length groups parse an optional type list), `functional-type`,
//! `qualified`, `oilist` (clauses in any order, each at most once), optional
//! groups anchored anywhere (first element a literal, operand, attribute,
//! property, region or successor) with else groups, unit attributes and
//! `UnitProp`s set by their group's presence, `DefaultValuedAttr`s elided
//! (from `attr-dict`, and as anchors) when equal to their default.
//! Attributes whose `valueType` is buildable print without their type
//! (`42`) and are parsed with it, as upstream. Types are resolved from the
//! format, from another variable (through a transformer, `$_self`/`$_ctx`
//! bound), by a type's `builderCall` (`$_builder` bound to an `OpBuilder`
//! over the parser's context), or for `SameOperandsAndResultType` ops.
//! Segment sizes (`operandSegmentSizes`/`resultSegmentSizes`) of
//! `AttrSized*Segments` ops are properties computed by the parser;
//! `SameVariadic*Size` groups share the variable part equally.
//! Parse errors at an element's first token name the element
//! (`expected operand 'lhs'`).
//!
//! Not generated (`Err(Unsupported)`, the op keeps the generic form):
//! result types inferred through `InferTypeOpInterface` (other than
//! `SameOperandsAndResultType`), several variable-length groups that cannot
//! be split, optional groups whose first element is a unit attribute/
//! property or a directive.
//!
//! The entry points and shared helpers are here; `parse` and
//! `parse_element` generate the parser, `print` the printer.

use crate::format::{Element, Format, TypeResolution};
use crate::ods::Operator;
use std::fmt::Write;

mod parse;
mod parse_element;
pub(crate) use parse_element::property_kind;
mod print;

/// The generated code and the names of the two functions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatHooks {
    /// The Rust items (two `pub fn`s).
    pub code: String,
    /// The parse function's name.
    pub parse_fn: String,
    /// The print function's name.
    pub print_fn: String,
    /// The result types come from the op's `InferTypeOpInterface` (the
    /// format names none and they are not the operands'): the parser asks
    /// the op's `infer_parsed_result_types` hook, which may intern types.
    pub infers_result_types: bool,
    /// The type predicates the parser checks (upstream's parse-time checks
    /// of the types a transformer reads): `code` calls the `k`th as
    /// [`type_check_placeholder`]`(k)`, which the op emitter replaces with
    /// the file's constraint function for it (the one the verifier calls),
    /// so predicate text never sits inside the hooks.
    pub type_checks: Vec<String>,
}

/// The name standing in `FormatHooks::code` for the function that checks
/// type predicate `k` of [`FormatHooks::type_checks`].
pub fn type_check_placeholder(k: usize) -> String {
    format!("__ODS_FORMAT_TYPE_CHECK_{k}__")
}

/// The name standing in `FormatHooks::code` for the op's check of the
/// inherent attributes of a parsed attribute dictionary (upstream's
/// `verifyInherentAttrs` after `parseOptionalAttrDict`), which the op
/// emitter generates and names.
pub const INHERENT_ATTR_CHECK: &str = "__ODS_FORMAT_INHERENT_ATTR_CHECK__";

/// Why a format is not generated (the op keeps the generic form).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unsupported(pub String);

/// Generates the printer and parser of `op` from `format`, naming the
/// functions `<stem>_parse` / `<stem>_print`.
pub fn emit_format_hooks(
    op: &Operator,
    format: &Format,
    stem: &str,
) -> Result<FormatHooks, Unsupported> {
    let g = Gen::new(op, format)?;
    let parse_fn = format!("{}_parse", stem);
    let print_fn = format!("{}_print", stem);
    let mut code = String::new();
    g.parser(&mut code, &parse_fn)?;
    g.printer(&mut code, &print_fn)?;
    Ok(FormatHooks {
        code,
        parse_fn,
        print_fn,
        infers_result_types: g.infers_result_types(),
        type_checks: g.type_checks.take(),
    })
}

struct Gen<'a> {
    op: &'a Operator,
    f: &'a Format,
    name: String,
    /// [`FormatHooks::type_checks`], gathered while generating.
    type_checks: std::cell::RefCell<Vec<String>>,
}

fn lit(s: &str) -> String {
    format!("{:?}", s)
}

fn is_keyword(s: &str) -> bool {
    s.as_bytes()
        .first()
        .is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_')
}

/// `call` (a `Result` expression of the parser) followed by `?`: its
/// error is the parser's own, as upstream's generated parsers report it
/// (`expected SSA operand`, `expected attribute value`, ...).
fn tried(call: &str) -> String {
    format!("{call}?")
}

fn unsupported<T>(m: impl Into<String>) -> Result<T, Unsupported> {
    Err(Unsupported(m.into()))
}

impl<'a> Gen<'a> {
    fn new(op: &'a Operator, f: &'a Format) -> Result<Self, Unsupported> {
        if op.num_variable_length_operands() > 1
            && !op.has_trait("SameVariadicOperandSize")
            && (f.all_operands || !operand_segments(op))
        {
            return unsupported("several variable-length operand groups without segment sizes");
        }
        if op.num_variable_length_results() > 1
            && !op.has_trait("SameVariadicResultSize")
            && (f.all_result_types || !result_segments(op))
        {
            return unsupported("several variable-length result groups without segment sizes");
        }
        if op.successors.iter().filter(|s| s.is_variadic).count() > 1 {
            return unsupported("several variadic successors");
        }
        if f.operand_types.contains(&TypeResolution::Inferred) {
            return unsupported("InferTypeOpInterface operand types");
        }
        let mut vars = Vec::new();
        for e in &f.elements {
            check_supported(op, e, &mut vars)?;
        }
        Ok(Gen {
            op,
            f,
            name: op.operation_name(),
            type_checks: Default::default(),
        })
    }
}

#[derive(Clone, Copy)]
struct Spacing {
    emit_space: bool,
    last_punct: bool,
}

/// For a (non-optional) `DefaultValuedAttr`: a Rust condition, over the
/// attribute `a` and the context `ctx`, true when `a` equals the default
/// (an optional attribute with a default, a `DefaultValuedOptionalAttr`,
/// is present whenever it is set, as upstream's optional-group anchors
/// take it).
fn equals_default(a: &crate::ods::NamedAttribute) -> Option<String> {
    if a.attr.is_optional {
        return None;
    }
    equals_default_value(a)
}

/// For an attribute with a default value (`DefaultValuedAttr`,
/// `DefaultValuedOptionalAttr`): a Rust condition, over the attribute `a`
/// and the context `ctx`, true when `a` equals the default (upstream's
/// attribute dictionary printer elides such attributes).
fn equals_default_value(a: &crate::ods::NamedAttribute) -> Option<String> {
    let default = a.attr.default_value.as_deref()?;
    if a.attr.is_derived {
        return None;
    }
    if &*a.attr.return_type == "::ir::Attribute" && a.attr.const_builder_call.is_some() {
        // The default is upstream's C++ (`"{}"`, ...): compare with the
        // attribute the registration built from it, as upstream compares
        // with its `constBuilderCall`.
        return Some(format!("ctx.default_attr(op, {:?}) == Some(a)", a.name));
    }
    let conv = crate::ods::util::rust_paths(a.attr.convert_from_storage.clone())
        .replace("$_self", "a")
        .replace("$_ctx", "ctx");
    let default = default.replace("$_ctx", "ctx");
    if conv.contains('$') || default.contains('$') {
        return None;
    }
    Some(format!("({conv}) == ({default})"))
}

fn is_unit(a: &crate::ods::NamedAttribute) -> bool {
    let d = &*a.attr.attr_def_name;
    d == "UnitAttr" || a.attr.base_attr.is_some() && d.contains("UnitAttr")
}

/// A `builderCall` with `$_builder` bound to an `OpBuilder` over the
/// parser's context.
/// A slice expression of values (whose types are printed) or of types.
struct TypeSource {
    src: String,
    values: bool,
}

impl TypeSource {
    /// Statements printing the types separated by `, `.
    fn print_list(&self) -> String {
        if self.values {
            format!(
                "for (k, v) in {}.iter().enumerate() {{ if k > 0 {{ printer.write_str(\", \"); }} let t = printer.ctx().value_type(*v); printer.print_type(t); }}",
                self.src
            )
        } else {
            format!("printer.print_types(&{});", self.src)
        }
    }

    /// The first type (the source is not empty).
    fn first(&self) -> String {
        if self.values {
            format!("printer.ctx().value_type({}[0])", self.src)
        } else {
            format!("{}[0]", self.src)
        }
    }
}

/// Calls `f` on each argument of every `custom` directive in `elements`
/// (looking inside optional groups and `oilist` clauses; `ref(x)` as `x`).
fn for_each_custom_arg(elements: &[Element], f: &mut impl FnMut(&Element)) {
    for e in elements {
        match e {
            Element::Custom { args, .. } => {
                for a in args {
                    match a {
                        Element::Ref(inner) => f(inner),
                        other => f(other),
                    }
                }
            }
            Element::Optional(g) => {
                for_each_custom_arg(&g.then_elements, f);
                for_each_custom_arg(&g.else_elements, f);
            }
            Element::OIList(clauses) => {
                for c in clauses {
                    for_each_custom_arg(&c.elements, f);
                }
            }
            _ => {}
        }
    }
}

fn builder_expr(b: &str) -> Result<String, Unsupported> {
    // (A dialect's `::mlir::<dialect>::` names are its crate's.)
    let body = crate::ods::util::rust_paths(std::rc::Rc::from(b))
        .replace("$_builder", "(&mut __builder)")
        .replace("$_ctx", "__builder")
        // `get($_builder)`, `get($_builder, 0)`: the builder as an argument
        // needs no parentheses of its own.
        .replace("((&mut __builder))", "(&mut __builder)")
        .replace("((&mut __builder),", "(&mut __builder,")
        .replace(", (&mut __builder))", ", &mut __builder)")
        .replace(", (&mut __builder),", ", &mut __builder,");
    if body.contains('$') {
        return unsupported("builderCall placeholders");
    }
    Ok(format!(
        "{{ let mut __builder = ::ir::OpBuilder::new(parser.ctx()); {body} }}"
    ))
}

impl Gen<'_> {
    /// Result types the op's `InferTypeOpInterface` gives (not simply the
    /// operands' type).
    fn infers_result_types(&self) -> bool {
        self.f.result_types.contains(&TypeResolution::Inferred)
            && !same_operands_and_result(self.op)
    }
}

fn same_operands_and_result(op: &Operator) -> bool {
    op.trait_named("SameOperandsAndResultType").is_some()
}

/// Operand groups sized by `operandSegmentSizes`.
fn operand_segments(op: &Operator) -> bool {
    op.num_variable_length_operands() > 1 && op.has_trait("AttrSizedOperandSegments")
}

/// Result groups sized by `resultSegmentSizes`.
fn result_segments(op: &Operator) -> bool {
    op.num_variable_length_results() > 1 && op.has_trait("AttrSizedResultSegments")
}

/// The type of an integer property's attribute form (`i32` for `I32Prop`),
/// as an expression over `parser`, when its conversion is the library's:
/// such properties print as bare integers, as upstream.
fn prop_value_type(p: &crate::ods::NamedProperty) -> Option<String> {
    if !p
        .prop
        .convert_to_attribute
        .contains("PropertyStorage::to_attribute")
    {
        return None;
    }
    let w = match p.prop.storage_type.trim() {
        "i8" => 8,
        "i16" => 16,
        "i32" => 32,
        "i64" => 64,
        _ => return None,
    };
    Some(format!("parser.ctx().integer_type({w})"))
}

/// An `Option<Attribute>` expression parsing property `p` if present.
fn parse_optional_prop_expr(p: &crate::ods::NamedProperty) -> String {
    match prop_value_type(p) {
        Some(t) => format!(
            "{{ let __t = {t}; ::ir::asm_support::parse_optional_attribute_of_type(parser, __t)? }}"
        ),
        None => "::ir::asm_support::parse_optional_attribute(parser)?".to_string(),
    }
}

fn is_unit_prop(p: &crate::ods::NamedProperty) -> bool {
    &*p.prop.def_name == "UnitProp"
}

fn check_supported<'e>(
    op: &Operator,
    e: &'e Element,
    vars: &mut Vec<&'e Element>,
) -> Result<(), Unsupported> {
    match e {
        Element::Custom { args, .. } => {
            for a in args {
                let inner = match a {
                    Element::Ref(inner) => &**inner,
                    other => other,
                };
                match inner {
                    Element::Type { arg, .. } => match &**arg {
                        Element::Operand(_)
                        | Element::Result(_)
                        | Element::Operands
                        | Element::Results => {}
                        _ => return unsupported("custom directive type parameter"),
                    },
                    Element::Operand(_)
                    | Element::Operands
                    | Element::Attribute { .. }
                    | Element::Property(_)
                    | Element::Region(_)
                    | Element::Regions
                    | Element::Successor(_)
                    | Element::Successors
                    | Element::AttrDict { .. }
                    | Element::PropDict
                    | Element::Str(_) => {}
                    _ => return unsupported("custom directive parameter"),
                }
            }
            Ok(())
        }
        Element::OIList(clauses) => {
            for c in clauses {
                for x in &c.elements {
                    check_supported(op, x, vars)?;
                }
            }
            Ok(())
        }
        Element::Ref(_) | Element::Str(_) => unsupported("ref outside a custom directive"),
        Element::Optional(g) => {
            if let Some(Element::Attribute { index, .. }) = g.then_elements.get(g.then_parse_start)
            {
                if is_unit(&op.attributes[*index]) {
                    return unsupported("optional group starting with a unit attribute");
                }
            }
            if let Some(Element::Property(i)) = g.then_elements.get(g.then_parse_start) {
                if is_unit_prop(&op.properties[*i]) {
                    return unsupported("optional group starting with a unit property");
                }
            }
            for x in g.then_elements.iter().chain(&g.else_elements) {
                check_supported(op, x, vars)?;
            }
            Ok(())
        }
        _ => {
            vars.push(e);
            Ok(())
        }
    }
}

/// The integration point for the op emitter: validates `op`'s
/// `assemblyFormat` (a located error when invalid) and generates its hooks
/// named `<stem>_parse`/`<stem>_print`. `Ok(None)` when the op has no format
/// or the generator does not support it (the op keeps the generic form).
pub fn op_format_hooks(
    kp: &crate::tablegen::RecordKeeper,
    op: &Operator,
    stem: &str,
) -> Result<Option<FormatHooks>, crate::diag::Diagnostic> {
    let Some(format) = crate::format::op_format(kp, op)? else {
        return Ok(None);
    };
    Ok(emit_format_hooks(op, &format, stem).ok())
}

/// Generates the format hooks of every op of `kp` that has an
/// `assemblyFormat` the generator supports, plus
/// `pub fn register(ctx: &mut ::ir::Context)` registering each such op with
/// only its `parse`/`print` hooks and, for a terminator, its trait (for
/// dialects without the op emitter, and for tests). Ops it skips are
/// listed in a comment with the reason.
pub fn generate_format_file(
    kp: &crate::tablegen::RecordKeeper,
) -> Result<String, crate::diag::Diagnostic> {
    let ops = crate::ods::operators(kp)?;
    let mut out = String::from("// Generated from assemblyFormat by tblgen-core; do not edit.\n\n");
    let mut regs = Vec::new();
    for op in &ops {
        let Some(format) = crate::format::op_format(kp, op)? else {
            continue;
        };
        let stem = heck::ToSnakeCase::to_snake_case(&*op.class_name);
        match emit_format_hooks(op, &format, &stem) {
            Ok(h) => {
                out.push_str(&h.code);
                out.push('\n');
                let terminator = op.has_trait("IsTerminator");
                regs.push((op.operation_name(), h.parse_fn, h.print_fn, terminator));
            }
            Err(Unsupported(why)) => {
                let _ = writeln!(
                    out,
                    "// {}: generic form only ({})\n",
                    op.operation_name(),
                    why
                );
            }
        }
    }
    out.push_str("/// Registers every op with a generated custom form.\n");
    out.push_str("pub fn register(ctx: &mut ::ir::Context) {\n");
    for (name, p, pr, terminator) in regs {
        let _ = writeln!(
            out,
            "    let mut def = ::ir::OpDefinition::new({});",
            lit(&name)
        );
        // (The parser refuses successors on a registered non-terminator.)
        if terminator {
            let _ = writeln!(out, "    def.traits = vec![::ir::OpTrait::IsTerminator];");
        }
        let _ = writeln!(out, "    def.parse = Some({p});");
        let _ = writeln!(out, "    def.print = Some({pr});");
        let _ = writeln!(out, "    ctx.register_op(def);");
    }
    out.push_str("}\n");
    Ok(out)
}

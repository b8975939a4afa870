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
//! dictionaries; the printer has the op) and `&str`.
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

use crate::format::{ArgRef, Element, Format, TypeResolution};
use crate::ods::Operator;
use std::fmt::Write;

/// The generated code and the names of the two functions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatHooks {
    /// The Rust items (two `pub fn`s).
    pub code: String,
    /// The parse function's name.
    pub parse_fn: String,
    /// The print function's name.
    pub print_fn: String,
}

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
    })
}

struct Gen<'a> {
    op: &'a Operator,
    f: &'a Format,
    name: String,
}

fn lit(s: &str) -> String {
    format!("{:?}", s)
}

fn is_keyword(s: &str) -> bool {
    s.as_bytes()
        .first()
        .is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_')
}

/// `call` (a `Result` expression of the parser) with its error naming
/// `what` when it is at the element's first token, then `?`.
fn named(call: &str, what: &str) -> String {
    format!(
        "{{ let __at = parser.offset(); ({call}).map_err(|e| ::ir::asm_support::expected(e, __at, {}))? }}",
        lit(what)
    )
}

fn unsupported<T>(m: impl Into<String>) -> Result<T, Unsupported> {
    Err(Unsupported(m.into()))
}

impl<'a> Gen<'a> {
    fn new(op: &'a Operator, f: &'a Format) -> Result<Self, Unsupported> {
        if op.num_variable_length_operands() > 1
            && !has_trait(op, "SameVariadicOperandSize")
            && (f.all_operands || !operand_segments(op))
        {
            return unsupported("several variable-length operand groups without segment sizes");
        }
        if op.num_variable_length_results() > 1
            && !has_trait(op, "SameVariadicResultSize")
            && (f.all_result_types || !result_segments(op))
        {
            return unsupported("several variable-length result groups without segment sizes");
        }
        if op.successors.iter().filter(|s| s.is_variadic).count() > 1 {
            return unsupported("several variadic successors");
        }
        for t in f.operand_types.iter().chain(&f.result_types) {
            if *t == TypeResolution::Inferred && !same_operands_and_result(op) {
                return unsupported("InferTypeOpInterface result types");
            }
        }
        let mut vars = Vec::new();
        for e in &f.elements {
            check_supported(op, e, &mut vars)?;
        }
        Ok(Gen {
            op,
            f,
            name: op.operation_name(),
        })
    }

    // ----- parser -------------------------------------------------------

    fn parser(&self, out: &mut String, fn_name: &str) -> Result<(), Unsupported> {
        let op = self.op;
        let _ = writeln!(
            out,
            "/// Parses the custom form of `{}` (from its `assemblyFormat`).",
            self.name
        );
        let _ = writeln!(
            out,
            "#[allow(clippy::all, unused_mut, unused_variables, unused_assignments)]"
        );
        let _ = writeln!(
            out,
            "pub fn {}(parser: &mut ::ir::CustomParser<'_, '_, '_>, state: &mut ::ir::OperationState) -> ::std::result::Result<(), ::ir::ParseError> {{",
            fn_name
        );
        for (i, single) in self.single_operands().into_iter().enumerate() {
            if single {
                let _ = writeln!(
                    out,
                    "    let mut operand{i}: ::ir::asm_support::Single<::ir::parser::UnresolvedOperand> = ::ir::asm_support::Single::new();"
                );
            } else {
                let _ = writeln!(
                    out,
                    "    let mut operand{i}: ::std::vec::Vec<::ir::parser::UnresolvedOperand> = ::std::vec::Vec::new();"
                );
            }
            let _ = writeln!(
                out,
                "    let mut operand{i}_types: ::std::vec::Vec<::ir::Type> = ::std::vec::Vec::new();"
            );
        }
        let single_results = self.single_result_types();
        for (i, single) in single_results.iter().enumerate() {
            if *single {
                let _ = writeln!(
                    out,
                    "    let mut result{i}_types: ::ir::asm_support::Single<::ir::Type> = ::ir::asm_support::Single::new();"
                );
            } else {
                let _ = writeln!(
                    out,
                    "    let mut result{i}_types: ::std::vec::Vec<::ir::Type> = ::std::vec::Vec::new();"
                );
            }
        }
        for i in 0..op.attributes.len() {
            let _ = writeln!(
                out,
                "    let mut attr{i}: ::std::option::Option<::ir::Attribute> = None;"
            );
        }
        for i in 0..op.regions.len() {
            let _ = writeln!(
                out,
                "    let mut region{i}: ::std::vec::Vec<::ir::RegionId> = ::std::vec::Vec::new();"
            );
        }
        for i in 0..op.successors.len() {
            let _ = writeln!(
                out,
                "    let mut successor{i}: ::std::vec::Vec<::ir::BlockId> = ::std::vec::Vec::new();"
            );
        }
        for i in 0..op.properties.len() {
            let _ = writeln!(
                out,
                "    let mut prop{i}: ::std::option::Option<::ir::Attribute> = None;"
            );
        }
        let _ = writeln!(
            out,
            "    let mut prop_entries: ::std::vec::Vec<::ir::NamedAttr> = ::std::vec::Vec::new();"
        );
        let _ = writeln!(out, "    let mut all_operands: ::std::vec::Vec<::ir::parser::UnresolvedOperand> = ::std::vec::Vec::new();");
        let _ = writeln!(
            out,
            "    let mut all_operand_types: ::std::vec::Vec<::ir::Type> = ::std::vec::Vec::new();"
        );
        let _ = writeln!(
            out,
            "    let mut all_result_types: ::std::vec::Vec<::ir::Type> = ::std::vec::Vec::new();"
        );
        let _ = writeln!(
            out,
            "    let mut all_regions: ::std::vec::Vec<::ir::RegionId> = ::std::vec::Vec::new();"
        );
        let _ = writeln!(
            out,
            "    let mut all_successors: ::std::vec::Vec<::ir::BlockId> = ::std::vec::Vec::new();"
        );
        let _ = writeln!(
            out,
            "    let mut extra_attrs: ::std::vec::Vec<::ir::NamedAttr> = ::std::vec::Vec::new();"
        );
        let _ = writeln!(out, "    let start = parser.offset();");
        for e in &self.f.elements {
            self.parse_element(out, e, 1)?;
        }
        // Distribute `operands`.
        if self.f.all_operands {
            let _ = writeln!(out, "    {{");
            self.split_into_groups(out, "all_operands", "operand", "", false);
            let _ = writeln!(out, "    }}");
        }
        if self.f.all_operand_types {
            self.split_into_groups(out, "all_operand_types", "operand", "_types", false);
        }
        if self.f.all_result_types {
            self.split_into_groups(out, "all_result_types", "result", "_types", true);
        }
        // Resolve result types (operand types resolved from elsewhere are
        // computed where the operands are resolved, without a list).
        let mut operand_type_exprs: Vec<Option<String>> = Vec::new();
        for (i, t) in self.f.operand_types.iter().enumerate() {
            let what = format!("operand '{}'", op.operands[i].name);
            operand_type_exprs.push(match t {
                TypeResolution::Resolver {
                    source,
                    transformer,
                } => Some(self.resolved_type(*source, transformer.as_deref(), &what)?),
                TypeResolution::Builder(b) => Some(builder_expr(b)?),
                _ => None,
            });
        }
        for (i, t) in self.f.result_types.iter().enumerate() {
            let what = format!("result '{}'", op.results[i].name);
            match t {
                TypeResolution::Resolver {
                    source,
                    transformer,
                } => {
                    let e = self.resolved_type(*source, transformer.as_deref(), &what)?;
                    let _ = writeln!(
                        out,
                        "    {{ let t: ::ir::Type = {e}; result{i}_types = ::std::vec![t]; }}"
                    );
                }
                TypeResolution::Builder(b) => {
                    let e = builder_expr(b)?;
                    let _ = writeln!(
                        out,
                        "    {{ let t: ::ir::Type = {e}; result{i}_types = ::std::vec![t]; }}"
                    );
                }
                TypeResolution::Inferred => {
                    let Some(j) = self
                        .f
                        .operand_types
                        .iter()
                        .position(|t| *t == TypeResolution::InFormat)
                    else {
                        return unsupported("no operand type to infer results from");
                    };
                    let _ = writeln!(
                        out,
                        "    result{i}_types = ::std::vec![operand{j}_types.first().copied().ok_or_else(|| parser.error_at(start, \"cannot infer the result type\"))?];"
                    );
                }
                _ => {}
            }
        }
        // Build the state.
        for (i, o) in op.operands.iter().enumerate() {
            if !o.is_variable_length() {
                let _ = writeln!(
                    out,
                    "    if operand{i}.len() != 1 {{ return Err(parser.error_at(start, \"expected operand '{}'\")); }}",
                    o.name
                );
            }
            if let Some(e) = &operand_type_exprs[i] {
                let _ = writeln!(
                    out,
                    "    if !operand{i}.is_empty() {{ let t: ::ir::Type = {e}; for u in operand{i}.iter() {{ let v = parser.resolve_operand(u, t)?; state.operands.push(v); }} }}"
                );
                continue;
            }
            let _ = writeln!(
                out,
                "    if operand{i}.len() != operand{i}_types.len() {{ return Err(parser.error_at(start, \"mismatched operand and type counts for '{}'\")); }}",
                o.name
            );
            let _ = writeln!(
                out,
                "    for (u, t) in operand{i}.iter().zip(operand{i}_types.iter()) {{ let v = parser.resolve_operand(u, *t)?; state.operands.push(v); }}"
            );
        }
        let mut props: Vec<String> = Vec::new();
        if operand_segments(op) {
            // `operandSegmentSizes`, stored as a property like the generic form.
            let sizes: Vec<String> = (0..op.operands.len())
                .map(|i| format!("operand{i}.len()"))
                .collect();
            props.push(format!(
                "(\"operandSegmentSizes\", ::ir::asm_support::segment_sizes(parser.ctx(), &[{}]))",
                sizes.join(", ")
            ));
        }
        if result_segments(op) {
            let sizes: Vec<String> = (0..op.results.len())
                .map(|i| format!("result{i}_types.len()"))
                .collect();
            props.push(format!(
                "(\"resultSegmentSizes\", ::ir::asm_support::segment_sizes(parser.ctx(), &[{}]))",
                sizes.join(", ")
            ));
        }
        for p in props {
            let _ = writeln!(
                out,
                "    {{ let (n, a) = {p}; ::ir::asm_support::set_property(parser.ctx(), &mut state.properties, n, a); }}"
            );
        }
        for (i, single) in single_results.iter().enumerate() {
            if *single {
                let _ = writeln!(
                    out,
                    "    state.result_types.extend(result{i}_types.iter().copied());"
                );
            } else {
                let _ = writeln!(out, "    state.result_types.extend(result{i}_types);");
            }
        }
        for (i, a) in op.attributes.iter().enumerate() {
            if a.attr.is_derived {
                continue;
            }
            let _ = writeln!(
                out,
                "    if let Some(a) = attr{i} {{ let n = parser.ctx().ident({}); state.attributes.push((n, a)); }}",
                lit(&a.name)
            );
        }
        let _ = writeln!(out, "    state.attributes.extend(extra_attrs);");
        let _ = writeln!(out, "    {{ let ctx = parser.ctx(); state.properties = ::ir::asm_support::merge_properties(ctx, state.properties, &prop_entries); }}");
        for (i, p) in op.properties.iter().enumerate() {
            let _ = writeln!(
                out,
                "    if let Some(a) = prop{i} {{ ::ir::asm_support::set_property(parser.ctx(), &mut state.properties, {}, a); }}",
                lit(&p.name)
            );
        }
        if self.f.all_regions {
            let _ = writeln!(out, "    state.regions.extend(all_regions);");
        }
        for (i, r) in op.regions.iter().enumerate() {
            if !r.is_variadic && !self.f.all_regions {
                // A region anchoring an absent optional group is empty.
                let _ = writeln!(out, "    if region{i}.is_empty() {{ region{i}.push(parser.ctx().create_region()); }}");
            }
            let _ = writeln!(out, "    state.regions.extend(region{i});");
        }
        if self.f.all_successors {
            let _ = writeln!(out, "    state.successors.extend(all_successors);");
        }
        for i in 0..op.successors.len() {
            let _ = writeln!(out, "    state.successors.extend(successor{i});");
        }
        let _ = writeln!(out, "    Ok(())");
        let _ = writeln!(out, "}}");
        Ok(())
    }

    /// An expression of the type of `source`, through `transformer`.
    fn resolved_type(
        &self,
        source: ArgRef,
        transformer: Option<&str>,
        what: &str,
    ) -> Result<String, Unsupported> {
        let src = format!(
            "{}.first().copied().ok_or_else(|| parser.error_at(start, {}))?",
            self.source_types(source),
            lit(&format!("cannot infer the type of {}", what))
        );
        match transformer.map(str::trim) {
            None | Some("$_self") => Ok(src),
            Some(t) => {
                let body = t
                    .replace("$_self", "__self")
                    .replace("$_ctx", "__ctx")
                    .replace("$_builder", "(&mut ::ir::OpBuilder::new(__ctx))");
                if body.contains('$') {
                    return unsupported("type transformer placeholders");
                }
                Ok(format!(
                    "{{ let __self: ::ir::Type = {src}; let __ctx = parser.ctx(); {body} }}"
                ))
            }
        }
    }

    fn source_types(&self, s: ArgRef) -> String {
        match s {
            ArgRef::Operand(j) => format!("operand{j}_types"),
            ArgRef::Result(j) => format!("result{j}_types"),
            ArgRef::Attribute(j) => format!(
                "attr{j}.map(|a| ::std::vec![parser.ctx().attr_type(a)]).unwrap_or_default()"
            ),
        }
    }

    /// Splits a flat list into the per-group vectors (at most one group is
    /// variable-length).
    fn split_into_groups(
        &self,
        out: &mut String,
        flat: &str,
        prefix: &str,
        suffix: &str,
        results: bool,
    ) {
        let groups = if results {
            &self.op.results
        } else {
            &self.op.operands
        };
        let fixed = groups.iter().filter(|g| !g.is_variable_length()).count();
        if fixed > 0 {
            let _ = writeln!(
                out,
                "    if {flat}.len() < {fixed} {{ return Err(parser.error_at(start, \"expected at least {fixed} {}\")); }}",
                if results { "result types" } else { "operands" }
            );
        }
        let _ = writeln!(out, "    let var_len = {flat}.len() - {fixed};");
        let nvar = groups.iter().filter(|g| g.is_variable_length()).count();
        if nvar > 1 {
            // `SameVariadicOperandSize` / `SameVariadicResultSize`: equal shares.
            let _ = writeln!(out, "    if var_len % {nvar} != 0 {{ return Err(parser.error_at(start, \"{} cannot be split evenly between {nvar} variadic groups\")); }}",
                if results { "result types" } else { "operands" });
            let _ = writeln!(out, "    let var_len = var_len / {nvar};");
        }
        let _ = writeln!(out, "    let mut it = {flat}.iter().cloned();");
        for (i, g) in groups.iter().enumerate() {
            if g.is_variable_length() {
                let _ = writeln!(
                    out,
                    "    {prefix}{i}{suffix} = it.by_ref().take(var_len).collect();"
                );
                if g.is_optional() {
                    let _ = writeln!(out, "    if var_len > 1 {{ return Err(parser.error_at(start, \"too many values for optional '{}'\")); }}", g.name);
                }
            } else {
                let _ = writeln!(
                    out,
                    "    {prefix}{i}{suffix} = it.by_ref().take(1).collect();"
                );
            }
        }
        if !groups.iter().any(|g| g.is_variable_length()) {
            let _ = writeln!(out, "    if var_len != 0 {{ return Err(parser.error_at(start, \"expected {fixed} values\")); }}");
        }
    }

    fn parse_element(
        &self,
        out: &mut String,
        e: &Element,
        depth: usize,
    ) -> Result<(), Unsupported> {
        let ind = "    ".repeat(depth);
        match e {
            Element::Literal(l) => {
                if is_keyword(l) {
                    let _ = writeln!(out, "{ind}parser.parse_keyword({})?;", lit(l));
                } else {
                    let _ = writeln!(out, "{ind}parser.parse_punct({})?;", lit(l));
                }
            }
            Element::Whitespace(_) => {}
            Element::Operand(i) => {
                let o = &self.op.operands[*i];
                if o.is_variadic() {
                    let _ = writeln!(out, "{ind}if let Some(u) = parser.parse_optional_operand()? {{ operand{i}.push(u); while parser.parse_optional_punct(\",\") {{ operand{i}.push(parser.parse_operand()?); }} }}");
                } else if o.is_optional() {
                    let _ = writeln!(out, "{ind}if let Some(u) = parser.parse_optional_operand()? {{ operand{i}.push(u); }}");
                } else {
                    let _ = writeln!(
                        out,
                        "{ind}operand{i}.push({});",
                        named("parser.parse_operand()", &format!("operand '{}'", o.name))
                    );
                }
            }
            Element::Operands => {
                let _ = writeln!(out, "{ind}if let Some(u) = parser.parse_optional_operand()? {{ all_operands.push(u); while parser.parse_optional_punct(\",\") {{ all_operands.push(parser.parse_operand()?); }} }}");
            }
            Element::Attribute { index, .. } => {
                let a = &self.op.attributes[*index];
                if is_unit(a) {
                    if depth > 1 {
                        // Set from the group's presence (`set_unit_attrs`).
                        return Ok(());
                    }
                    return unsupported("a unit attribute outside an optional group");
                }
                let _ = writeln!(
                    out,
                    "{ind}attr{index} = Some({});",
                    self.parse_attr_expr(*index)?
                );
            }
            Element::Property(i) => {
                if is_unit_prop(&self.op.properties[*i]) {
                    if depth > 1 {
                        // Set from the group's presence (`set_unit_attrs`).
                        return Ok(());
                    }
                    return unsupported("a unit property outside an optional group");
                }
                let p = &self.op.properties[*i];
                if p.prop.default_value.is_some() {
                    let _ = writeln!(out, "{ind}prop{i} = {};", parse_optional_prop_expr(p));
                } else {
                    let what = format!("property '{}'", p.name);
                    let call = match prop_value_type(p) {
                        Some(t) => {
                            format!("{{ let __t = {t}; parser.parse_attribute_of_type(__t) }}")
                        }
                        None => "parser.parse_attribute()".to_string(),
                    };
                    let _ = writeln!(out, "{ind}prop{i} = Some({});", named(&call, &what));
                }
            }
            Element::PropDict => {
                let _ = writeln!(
                    out,
                    "{ind}prop_entries.extend(::ir::asm_support::parse_optional_prop_dict(parser)?);"
                );
            }
            Element::AttrDict { with_keyword } => {
                let f = if *with_keyword {
                    "parse_optional_attr_dict_with_keyword"
                } else {
                    "parse_optional_attr_dict"
                };
                let _ = writeln!(out, "{ind}extra_attrs.extend(parser.{f}()?);");
            }
            Element::Region(i) => {
                let iso = self.isolated();
                if self.op.regions[*i].is_variadic {
                    let _ = writeln!(out, "{ind}if let Some(r) = parser.parse_optional_region(&[], {iso})? {{ region{i}.push(r); while parser.parse_optional_punct(\",\") {{ region{i}.push(parser.parse_region(&[], {iso})?); }} }}");
                } else {
                    let _ = writeln!(
                        out,
                        "{ind}region{i}.push({});",
                        named(
                            &format!("parser.parse_region(&[], {iso})"),
                            &format!("region '{}'", self.op.regions[*i].name)
                        )
                    );
                }
            }
            Element::Regions => {
                let iso = self.isolated();
                let _ = writeln!(out, "{ind}if let Some(r) = parser.parse_optional_region(&[], {iso})? {{ all_regions.push(r); while parser.parse_optional_punct(\",\") {{ all_regions.push(parser.parse_region(&[], {iso})?); }} }}");
            }
            Element::Successor(i) => {
                if self.op.successors[*i].is_variadic {
                    let _ = writeln!(out, "{ind}successor{i}.extend(::ir::asm_support::parse_optional_successor_list(parser)?);");
                } else {
                    let _ = writeln!(
                        out,
                        "{ind}successor{i}.push({});",
                        named(
                            "parser.parse_successor()",
                            &format!("successor '{}'", self.op.successors[*i].name)
                        )
                    );
                }
            }
            Element::Successors => {
                let _ = writeln!(out, "{ind}all_successors.extend(::ir::asm_support::parse_optional_successor_list(parser)?);");
            }
            Element::Type { arg, .. } => self.parse_type_arg(out, arg, &ind)?,
            Element::FunctionalType { inputs, results } => {
                let _ = writeln!(out, "{ind}parser.parse_punct(\"(\")?;");
                let _ = writeln!(
                    out,
                    "{ind}let mut ins: ::std::vec::Vec<::ir::Type> = ::std::vec::Vec::new();"
                );
                let _ = writeln!(out, "{ind}if !parser.parse_optional_punct(\")\") {{ ins = parser.parse_type_list()?; parser.parse_punct(\")\")?; }}");
                let _ = writeln!(out, "{ind}parser.parse_punct(\"->\")?;");
                let _ = writeln!(
                    out,
                    "{ind}let mut outs: ::std::vec::Vec<::ir::Type> = ::std::vec::Vec::new();"
                );
                let _ = writeln!(out, "{ind}if parser.parse_optional_punct(\"(\") {{ if !parser.parse_optional_punct(\")\") {{ outs = parser.parse_type_list()?; parser.parse_punct(\")\")?; }} }} else {{ outs.push(parser.parse_type()?); }}");
                let _ = writeln!(out, "{ind}{} = ins;", self.type_target(inputs)?);
                let _ = writeln!(out, "{ind}{} = outs;", self.type_target(results)?);
            }
            Element::Optional(g) => {
                let Some(first) = g.then_elements.get(g.then_parse_start) else {
                    return unsupported("empty optional group");
                };
                let cond = match first {
                    Element::Literal(l) if is_keyword(l) => {
                        format!("parser.parse_optional_keyword({})", lit(l))
                    }
                    Element::Literal(l) => format!("parser.parse_optional_punct({})", lit(l)),
                    Element::Operand(i) => {
                        let o = &self.op.operands[*i];
                        let _ = writeln!(out, "{ind}let first = parser.parse_optional_operand()?;");
                        if o.is_variadic() {
                            let _ = writeln!(out, "{ind}if let Some(u) = first {{ operand{i}.push(u); while parser.parse_optional_punct(\",\") {{ operand{i}.push(parser.parse_operand()?); }} }}");
                        } else {
                            let _ = writeln!(
                                out,
                                "{ind}if let Some(u) = first {{ operand{i}.push(u); }}"
                            );
                        }
                        format!("!operand{i}.is_empty()")
                    }
                    Element::Operands => {
                        let _ = writeln!(out, "{ind}if let Some(u) = parser.parse_optional_operand()? {{ all_operands.push(u); while parser.parse_optional_punct(\",\") {{ all_operands.push(parser.parse_operand()?); }} }}");
                        "!all_operands.is_empty()".to_string()
                    }
                    Element::Region(i) => {
                        let iso = self.isolated();
                        let _ = writeln!(out, "{ind}if let Some(r) = parser.parse_optional_region(&[], {iso})? {{ region{i}.push(r); }}");
                        if self.op.regions[*i].is_variadic {
                            let _ = writeln!(out, "{ind}if !region{i}.is_empty() {{ while parser.parse_optional_punct(\",\") {{ region{i}.push(parser.parse_region(&[], {iso})?); }} }}");
                        }
                        format!("!region{i}.is_empty()")
                    }
                    Element::Successor(i) => {
                        if self.op.successors[*i].is_variadic {
                            let _ = writeln!(out, "{ind}successor{i}.extend(::ir::asm_support::parse_optional_successor_list(parser)?);");
                        } else {
                            let _ = writeln!(out, "{ind}successor{i}.extend(::ir::asm_support::parse_optional_successor(parser)?);");
                        }
                        format!("!successor{i}.is_empty()")
                    }
                    Element::Attribute { index, .. } => {
                        let _ = writeln!(
                            out,
                            "{ind}attr{index} = {};",
                            self.parse_optional_attr_expr(*index)?
                        );
                        format!("attr{index}.is_some()")
                    }
                    Element::Property(i) => {
                        let _ = writeln!(
                            out,
                            "{ind}prop{i} = {};",
                            parse_optional_prop_expr(&self.op.properties[*i])
                        );
                        format!("prop{i}.is_some()")
                    }
                    _ => return unsupported("optional group starting with a directive"),
                };
                let _ = writeln!(out, "{ind}if {cond} {{");
                for e in &g.then_elements[g.then_parse_start + 1..] {
                    self.parse_element(out, e, depth + 1)?;
                }
                for e in &g.then_elements {
                    self.set_unit_attrs(out, e, depth + 1);
                }
                let _ = writeln!(out, "{ind}}} else {{");
                for e in &g.else_elements {
                    self.parse_element(out, e, depth + 1)?;
                }
                for e in &g.else_elements {
                    self.set_unit_attrs(out, e, depth + 1);
                }
                let _ = writeln!(out, "{ind}}}");
            }
            Element::OIList(clauses) => {
                let _ = writeln!(out, "{ind}let mut seen = [false; {}];", clauses.len());
                let _ = writeln!(out, "{ind}loop {{");
                for (k, c) in clauses.iter().enumerate() {
                    let cond = if is_keyword(&c.keyword) {
                        format!("parser.parse_optional_keyword({})", lit(&c.keyword))
                    } else {
                        format!("parser.parse_optional_punct({})", lit(&c.keyword))
                    };
                    let _ = writeln!(out, "{ind}    if {cond} {{");
                    let _ = writeln!(
                        out,
                        "{ind}        if seen[{k}] {{ return Err(parser.error({})); }}",
                        lit(&format!("'{}' clause specified more than once", c.keyword))
                    );
                    let _ = writeln!(out, "{ind}        seen[{k}] = true;");
                    for e in &c.elements {
                        // Unit attributes are set by the clause's presence.
                        self.parse_element(out, e, depth + 2)?;
                        self.set_unit_attrs(out, e, depth + 2);
                    }
                    let _ = writeln!(out, "{ind}        continue;");
                    let _ = writeln!(out, "{ind}    }}");
                }
                let _ = writeln!(out, "{ind}    break;");
                let _ = writeln!(out, "{ind}}}");
            }
            Element::Custom { name, args } => {
                let mut params = Vec::new();
                for a in args {
                    params.push(match a {
                        Element::Ref(inner) => format!("&{}", self.custom_parse_target(inner)?),
                        Element::Str(v) => lit(v),
                        other => format!("&mut {}", self.custom_parse_target(other)?),
                    });
                }
                let _ = writeln!(
                    out,
                    "{ind}parse_{}(parser{}{})?;",
                    heck::ToSnakeCase::to_snake_case(name.as_str()),
                    if params.is_empty() { "" } else { ", " },
                    params.join(", ")
                );
            }
            _ => return unsupported("directive"),
        }
        Ok(())
    }

    fn set_unit_attrs(&self, out: &mut String, e: &Element, depth: usize) {
        if let Element::Property(i) = e {
            if is_unit_prop(&self.op.properties[*i]) {
                let _ = writeln!(
                    out,
                    "{}prop{i} = Some(parser.ctx().bool_attr(true));",
                    "    ".repeat(depth)
                );
            }
        }
        if let Element::Attribute { index, .. } = e {
            if is_unit(&self.op.attributes[*index]) {
                let _ = writeln!(
                    out,
                    "{}attr{index} = Some(parser.ctx().unit_attr());",
                    "    ".repeat(depth)
                );
            }
        }
    }

    fn type_target(&self, arg: &Element) -> Result<String, Unsupported> {
        Ok(match arg {
            Element::Operand(i) => format!("operand{i}_types"),
            Element::Result(i) => format!("result{i}_types"),
            Element::Operands => "all_operand_types".into(),
            Element::Results => "all_result_types".into(),
            _ => return unsupported("type argument"),
        })
    }

    fn parse_type_arg(
        &self,
        out: &mut String,
        arg: &Element,
        ind: &str,
    ) -> Result<(), Unsupported> {
        let (target, var_len, optional) = match arg {
            Element::Operand(i) => {
                let o = &self.op.operands[*i];
                (
                    format!("operand{i}_types"),
                    o.is_variable_length(),
                    o.is_optional(),
                )
            }
            Element::Result(i) => {
                let r = &self.op.results[*i];
                (
                    format!("result{i}_types"),
                    r.is_variable_length(),
                    r.is_optional(),
                )
            }
            Element::Operands => ("all_operand_types".to_string(), true, false),
            Element::Results => ("all_result_types".to_string(), true, false),
            _ => return unsupported("type argument"),
        };
        if optional {
            let _ = writeln!(
                out,
                "{ind}{target}.extend(::ir::asm_support::parse_optional_type(parser)?);"
            );
        } else if var_len {
            let _ = writeln!(
                out,
                "{ind}{target}.extend(::ir::asm_support::parse_optional_type_list(parser)?);"
            );
        } else {
            let what = match arg {
                Element::Operand(i) => format!("type of operand '{}'", self.op.operands[*i].name),
                Element::Result(i) => format!("type of result '{}'", self.op.results[*i].name),
                _ => "type".to_string(),
            };
            let _ = writeln!(
                out,
                "{ind}{target}.push({});",
                named("parser.parse_type()", &what)
            );
        }
        Ok(())
    }

    /// Which operand groups the parser keeps inline (`asm_support::Single`,
    /// no allocation per op) instead of in a `Vec`: single operands parsed
    /// directly at the top level that no `custom` directive receives.
    fn single_operands(&self) -> Vec<bool> {
        let mut single = vec![false; self.op.operands.len()];
        for e in &self.f.elements {
            if let Element::Operand(i) = e {
                single[*i] = !self.op.operands[*i].is_variable_length();
            }
        }
        for_each_custom_arg(&self.f.elements, &mut |a| {
            if let Element::Operand(i) = a {
                single[*i] = false;
            }
        });
        single
    }

    /// Which result type lists the parser keeps inline (`asm_support::Single`):
    /// single results whose type is parsed by a top-level `type($r)` that no
    /// `custom` directive receives.
    fn single_result_types(&self) -> Vec<bool> {
        let mut single = vec![false; self.op.results.len()];
        if self.f.all_result_types {
            return single;
        }
        for e in &self.f.elements {
            if let Element::Type { arg, .. } = e {
                if let Element::Result(i) = &**arg {
                    single[*i] = !self.op.results[*i].is_variable_length()
                        && self.f.result_types.get(*i) == Some(&TypeResolution::InFormat);
                }
            }
        }
        for_each_custom_arg(&self.f.elements, &mut |a| {
            if let Element::Type { arg, .. } = a {
                if let Element::Result(i) = &**arg {
                    single[*i] = false;
                }
            }
        });
        single
    }

    /// The parser variable a `custom` directive argument binds.
    fn custom_parse_target(&self, a: &Element) -> Result<String, Unsupported> {
        Ok(match a {
            Element::Operand(i) => format!("operand{i}"),
            Element::Operands => "all_operands".into(),
            Element::Type { arg, .. } => self.type_target(arg)?,
            Element::Attribute { index, .. } => format!("attr{index}"),
            Element::Property(i) => format!("prop{i}"),
            Element::Region(i) => format!("region{i}"),
            Element::Regions => "all_regions".into(),
            Element::Successor(i) => format!("successor{i}"),
            Element::Successors => "all_successors".into(),
            Element::AttrDict { .. } => "extra_attrs".into(),
            Element::PropDict => "prop_entries".into(),
            _ => return unsupported("custom directive parameter"),
        })
    }

    /// An expression parsing attribute `i` (typeless when its value type
    /// is buildable).
    fn parse_attr_expr(&self, i: usize) -> Result<String, Unsupported> {
        let what = format!("attribute '{}'", self.op.attributes[i].name);
        Ok(match self.f.attr_value_types.get(i).cloned().flatten() {
            Some(b) => format!(
                "{{ let __t: ::ir::Type = {}; {} }}",
                builder_expr(&b)?,
                named("parser.parse_attribute_of_type(__t)", &what)
            ),
            None => named("parser.parse_attribute()", &what),
        })
    }

    /// An `Option<Attribute>` expression parsing attribute `i` if present.
    fn parse_optional_attr_expr(&self, i: usize) -> Result<String, Unsupported> {
        Ok(match self.f.attr_value_types.get(i).cloned().flatten() {
            Some(b) => format!(
                "{{ let __t: ::ir::Type = {}; ::ir::asm_support::parse_optional_attribute_of_type(parser, __t)? }}",
                builder_expr(&b)?
            ),
            None => "::ir::asm_support::parse_optional_attribute(parser)?".to_string(),
        })
    }

    fn isolated(&self) -> bool {
        self.op.trait_named("IsolatedFromAbove").is_some()
            || self
                .op
                .trait_named("::mlir::OpTrait::IsIsolatedFromAbove")
                .is_some()
            || self.op.traits.iter().any(|t| {
                t.qualified_name().is_some_and(|n| {
                    n.ends_with("IsIsolatedFromAbove") || n.ends_with("IsolatedFromAbove")
                })
            })
    }

    // ----- printer ------------------------------------------------------

    fn printer(&self, out: &mut String, fn_name: &str) -> Result<(), Unsupported> {
        let op = self.op;
        let _ = writeln!(
            out,
            "/// Prints the custom form of `{}` (from its `assemblyFormat`).",
            self.name
        );
        let _ = writeln!(out, "#[allow(clippy::all, unused_mut, unused_variables)]");
        let _ = writeln!(
            out,
            "pub fn {fn_name}(printer: &mut ::ir::CustomPrinter<'_, '_>, op: ::ir::OpId) {{"
        );
        // Lists lent by the printer and handed back at the end: no allocation
        // per printed op.
        let _ = writeln!(out, "    let operands = printer.operand_buffer(op);");
        let _ = writeln!(
            out,
            "    let result_types = printer.result_type_buffer(op);"
        );
        let _ = writeln!(out, "    let _ = (&operands, &result_types);");
        if operand_segments(op) {
            let _ = writeln!(out, "    let sizes = ::ir::asm_support::read_segment_sizes(printer.ctx(), op, \"operandSegmentSizes\");");
            for i in 0..op.operands.len() {
                let _ = writeln!(
                    out,
                    "    let operand{i} = ::ir::asm_support::segment(&operands, &sizes, {i});"
                );
            }
        } else {
            let groups: Vec<bool> = op.operands.iter().map(|g| g.is_variable_length()).collect();
            self.group_ranges(out, "operand", "operands", &groups);
        }
        if result_segments(op) {
            let _ = writeln!(out, "    let rsizes = ::ir::asm_support::read_segment_sizes(printer.ctx(), op, \"resultSegmentSizes\");");
            for i in 0..op.results.len() {
                let _ = writeln!(
                    out,
                    "    let result{i} = ::ir::asm_support::segment(&result_types, &rsizes, {i});"
                );
            }
        } else {
            let groups: Vec<bool> = op.results.iter().map(|g| g.is_variable_length()).collect();
            self.group_ranges(out, "result", "result_types", &groups);
        }
        if !op.successors.is_empty() {
            let _ = writeln!(
                out,
                "    let successors = printer.ctx().successors(op).to_vec();"
            );
            let groups: Vec<bool> = op.successors.iter().map(|g| g.is_variadic).collect();
            self.group_ranges(out, "successor", "successors", &groups);
        }
        let mut st = Spacing {
            emit_space: true,
            last_punct: false,
        };
        for e in &self.f.elements {
            self.print_element(out, e, 1, &mut st)?;
        }
        let _ = writeln!(out, "    printer.recycle(operands, result_types);");
        let _ = writeln!(out, "}}");
        Ok(())
    }

    fn group_ranges(&self, out: &mut String, prefix: &str, all: &str, var_len: &[bool]) {
        let fixed = var_len.iter().filter(|v| !**v).count();
        let nvar = var_len.iter().filter(|v| **v).count().max(1);
        let _ = writeln!(
            out,
            "    let var_len = {all}.len().saturating_sub({fixed}) / {nvar};"
        );
        let _ = writeln!(out, "    let _ = var_len;");
        let mut pos = "0".to_string();
        for (i, v) in var_len.iter().enumerate() {
            let len = if *v { "var_len" } else { "1" };
            let _ = writeln!(out, "    let {prefix}{i} = &{all}[({pos}).min({all}.len())..({pos} + {len}).min({all}.len())];");
            let _ = writeln!(out, "    let _ = {prefix}{i};");
            pos = format!("{pos} + {len}");
        }
    }

    fn space(&self, out: &mut String, ind: &str, st: &mut Spacing) {
        self.space_if(out, ind, st, None);
    }

    /// The space before an element, only when `nonempty` holds for a
    /// variable-length element (an empty one prints nothing at all).
    fn space_if(&self, out: &mut String, ind: &str, st: &mut Spacing, nonempty: Option<&str>) {
        if st.emit_space {
            match nonempty {
                Some(c) => {
                    let _ = writeln!(out, "{ind}if {c} {{ printer.write_str(\" \"); }}");
                }
                None => {
                    let _ = writeln!(out, "{ind}printer.write_str(\" \");");
                }
            }
        }
        st.emit_space = true;
        st.last_punct = false;
    }

    fn print_element(
        &self,
        out: &mut String,
        e: &Element,
        depth: usize,
        st: &mut Spacing,
    ) -> Result<(), Unsupported> {
        let ind = "    ".repeat(depth);
        let op = self.op;
        match e {
            Element::Literal(l) => {
                if st.emit_space && crate::format::lex::should_emit_space_before(l, st.last_punct) {
                    let _ = writeln!(out, "{ind}printer.write_str(\" \");");
                }
                let _ = writeln!(out, "{ind}printer.write_str({});", lit(l));
                st.emit_space = !(l.len() == 1 && "<({[".contains(l.as_str()));
                st.last_punct = !is_keyword(l);
            }
            Element::Whitespace(w) => {
                if w == "\\n" {
                    let _ = writeln!(out, "{ind}printer.print_newline();");
                } else if w == " " {
                    let _ = writeln!(out, "{ind}printer.write_str(\" \");");
                }
                st.emit_space = false;
            }
            Element::Operand(i) => {
                let c = format!("!operand{i}.is_empty()");
                let var = op.operands[*i].is_variable_length();
                self.space_if(out, &ind, st, var.then_some(c.as_str()));
                let _ = writeln!(out, "{ind}printer.print_operands(operand{i});");
            }
            Element::Operands => {
                self.space_if(out, &ind, st, Some("!operands.is_empty()"));
                let _ = writeln!(out, "{ind}printer.print_operands(&operands);");
            }
            Element::Attribute { index, .. } => {
                let a = &op.attributes[*index];
                if is_unit(a) {
                    // Presence is printed by the enclosing group.
                    return Ok(());
                }
                self.space(out, &ind, st);
                let f = if self
                    .f
                    .attr_value_types
                    .get(*index)
                    .is_some_and(|t| t.is_some())
                {
                    "print_attribute_without_type"
                } else {
                    "print_attribute"
                };
                let _ = writeln!(
                    out,
                    "{ind}if let Some(a) = printer.ctx().attr(op, {}) {{ printer.{f}(a); }}",
                    lit(&a.name)
                );
            }
            Element::Property(i) => {
                let p = &op.properties[*i];
                if is_unit_prop(p) {
                    // Presence is printed by the enclosing group.
                    return Ok(());
                }
                self.space(out, &ind, st);
                let f = if prop_value_type(p).is_some() {
                    "print_attribute_without_type"
                } else {
                    "print_attribute"
                };
                let _ = writeln!(
                    out,
                    "{ind}if let Some(a) = printer.ctx().prop(op, {}) {{ printer.{f}(a); }}",
                    lit(&p.name)
                );
            }
            Element::PropDict => {
                let mut elided: Vec<String> = self
                    .f
                    .used_attributes
                    .iter()
                    .map(|&i| lit(&op.attributes[i].name))
                    .chain(
                        self.f
                            .used_properties
                            .iter()
                            .map(|&i| lit(&op.properties[i].name)),
                    )
                    .collect();
                if operand_segments(op) {
                    elided.push(lit("operandSegmentSizes"));
                }
                if result_segments(op) {
                    elided.push(lit("resultSegmentSizes"));
                }
                let _ = writeln!(
                    out,
                    "{ind}::ir::asm_support::print_prop_dict(printer, op, &[{}]);",
                    elided.join(", ")
                );
                st.emit_space = true;
                st.last_punct = false;
            }
            Element::AttrDict { with_keyword } => {
                let mut elided: Vec<String> = self
                    .f
                    .used_attributes
                    .iter()
                    .map(|&i| lit(&op.attributes[i].name))
                    .collect();
                if operand_segments(op) {
                    elided.push(lit("operandSegmentSizes"));
                }
                if result_segments(op) {
                    elided.push(lit("resultSegmentSizes"));
                }
                elided.sort();
                elided.dedup();
                let f = if *with_keyword {
                    "print_optional_attr_dict_with_keyword"
                } else {
                    "print_optional_attr_dict"
                };
                // `DefaultValuedAttr`s equal to their default are elided too;
                // without any, the list is a constant (no allocation per op).
                let defaults: Vec<(String, String)> = op
                    .attributes
                    .iter()
                    .enumerate()
                    .filter(|(i, a)| !self.f.used_attributes.contains(i) && !a.attr.is_derived)
                    .filter_map(|(_, a)| Some((lit(&a.name), equals_default(a)?)))
                    .collect();
                if defaults.is_empty() {
                    let _ = writeln!(out, "{ind}printer.{f}(op, &[{}]);", elided.join(", "));
                } else {
                    let _ = writeln!(
                        out,
                        "{ind}let mut elided: ::std::vec::Vec<&str> = ::std::vec![{}];",
                        elided.join(", ")
                    );
                    for (name, is_default) in &defaults {
                        let _ = writeln!(
                            out,
                            "{ind}if let Some(a) = printer.ctx().attr(op, {name}) {{ let ctx = printer.ctx(); let _ = ctx; if {is_default} {{ elided.push({name}); }} }}"
                        );
                    }
                    let _ = writeln!(out, "{ind}printer.{f}(op, &elided);");
                }
                st.emit_space = true;
                st.last_punct = false;
            }
            Element::Region(i) => {
                self.space(out, &ind, st);
                let _ = writeln!(out, "{ind}{{ let rs = printer.ctx().op_regions(op).to_vec(); let mut first = true; for r in rs.iter().skip({i}).take({}) {{ if !first {{ printer.write_str(\", \"); }} first = false; printer.print_region(*r, true, true); }} }}",
                    if op.regions[*i].is_variadic { "usize::MAX".to_string() } else { "1".into() });
            }
            Element::Regions => {
                self.space(out, &ind, st);
                let _ = writeln!(out, "{ind}{{ let rs = printer.ctx().op_regions(op).to_vec(); for (k, r) in rs.iter().enumerate() {{ if k > 0 {{ printer.write_str(\", \"); }} printer.print_region(*r, true, true); }} }}");
            }
            Element::Successor(i) => {
                let c = format!("!successor{i}.is_empty()");
                let var = op.successors[*i].is_variadic;
                self.space_if(out, &ind, st, var.then_some(c.as_str()));
                let _ = writeln!(out, "{ind}for (k, b) in successor{i}.iter().enumerate() {{ if k > 0 {{ printer.write_str(\", \"); }} printer.print_successor(*b); }}");
            }
            Element::Successors => {
                self.space(out, &ind, st);
                let _ = writeln!(out, "{ind}{{ let bs = printer.ctx().successors(op).to_vec(); for (k, b) in bs.iter().enumerate() {{ if k > 0 {{ printer.write_str(\", \"); }} printer.print_successor(*b); }} }}");
            }
            Element::Type { arg, .. } => {
                // Printed straight from the values or the result types: no list.
                let (var, list, of_values) = match &**arg {
                    Element::Operand(i) => (
                        op.operands[*i].is_variable_length(),
                        format!("operand{i}"),
                        true,
                    ),
                    Element::Result(i) => (
                        op.results[*i].is_variable_length(),
                        format!("result{i}"),
                        false,
                    ),
                    Element::Operands => (true, "operands".to_string(), true),
                    Element::Results => (true, "result_types".to_string(), false),
                    _ => return unsupported("type argument"),
                };
                let c = format!("!{list}.is_empty()");
                self.space_if(out, &ind, st, var.then_some(c.as_str()));
                if of_values {
                    let _ = writeln!(out, "{ind}for (k, v) in {list}.iter().enumerate() {{ if k > 0 {{ printer.write_str(\", \"); }} let t = printer.ctx().value_type(*v); printer.print_type(t); }}");
                } else {
                    let _ = writeln!(out, "{ind}printer.print_types(&{list});");
                }
            }
            Element::FunctionalType { inputs, results } => {
                self.space(out, &ind, st);
                // Printed straight from the values or types: no list per op.
                let ins = self.type_source(inputs)?;
                let outs = self.type_source(results)?;
                let _ = writeln!(
                    out,
                    "{ind}printer.write_str(\"(\"); {} printer.write_str(\") -> \");",
                    ins.print_list()
                );
                // One result prints bare unless it is itself a function type.
                let _ = writeln!(
                    out,
                    "{ind}if {src}.len() == 1 && !printer.ctx().is_function({first}) {{ {single} }} else {{ printer.write_str(\"(\"); {list} printer.write_str(\")\"); }}",
                    src = outs.src,
                    first = outs.first(),
                    single = format_args!("let t = {}; printer.print_type(t);", outs.first()),
                    list = outs.print_list()
                );
            }
            Element::Optional(g) => {
                let cond = self.presence(&g.anchor)?;
                let cond = if g.inverted {
                    format!("!({cond})")
                } else {
                    cond
                };
                let saved = *st;
                let _ = writeln!(out, "{ind}if {cond} {{");
                for e in &g.then_elements {
                    self.print_element(out, e, depth + 1, st)?;
                }
                let after_then = *st;
                *st = saved;
                let _ = writeln!(out, "{ind}}} else {{");
                for e in &g.else_elements {
                    self.print_element(out, e, depth + 1, st)?;
                }
                let _ = writeln!(out, "{ind}}}");
                // Conservative: a space follows either branch.
                st.emit_space = after_then.emit_space || st.emit_space;
                st.last_punct = after_then.last_punct && st.last_punct;
            }
            Element::OIList(clauses) => {
                for c in clauses {
                    let mut vars = Vec::new();
                    for e in &c.elements {
                        crate::format::collect_vars(e, &mut vars);
                    }
                    let mut conds = Vec::new();
                    for v in vars {
                        match v {
                            Element::Attribute { .. }
                            | Element::Property(_)
                            | Element::Operand(_)
                            | Element::Successor(_)
                            | Element::Region(_) => conds.push(self.presence(v)?),
                            _ => {}
                        }
                    }
                    if conds.is_empty() {
                        return unsupported("oilist clause without a variable");
                    }
                    let _ = writeln!(out, "{ind}if {} {{", conds.join(" || "));
                    let mut inner = *st;
                    self.print_element(
                        out,
                        &Element::Literal(c.keyword.clone()),
                        depth + 1,
                        &mut inner,
                    )?;
                    for e in &c.elements {
                        self.print_element(out, e, depth + 1, &mut inner)?;
                    }
                    let _ = writeln!(out, "{ind}}}");
                }
                st.emit_space = true;
                st.last_punct = false;
            }
            Element::Custom { name, args } => {
                self.space(out, &ind, st);
                let mut params = Vec::new();
                for a in args {
                    let a = match a {
                        Element::Ref(inner) => &**inner,
                        other => other,
                    };
                    params.push(self.custom_print_arg(a)?);
                }
                let _ = writeln!(
                    out,
                    "{ind}print_{}(printer, op{}{});",
                    heck::ToSnakeCase::to_snake_case(name.as_str()),
                    if params.is_empty() { "" } else { ", " },
                    params.join(", ")
                );
            }
            _ => return unsupported("directive"),
        }
        Ok(())
    }

    /// Where a `functional-type` argument's types come from, for printing
    /// them without collecting a list.
    fn type_source(&self, arg: &Element) -> Result<TypeSource, Unsupported> {
        let (src, values) = match arg {
            Element::Operand(i) => (format!("operand{i}"), true),
            Element::Operands => ("operands[..]".to_string(), true),
            Element::Result(i) => (format!("result{i}"), false),
            Element::Results => ("result_types[..]".to_string(), false),
            _ => return unsupported("type argument"),
        };
        Ok(TypeSource { src, values })
    }

    fn print_types_of(&self, arg: &Element) -> Result<String, Unsupported> {
        Ok(match arg {
            Element::Operand(i) => {
                format!("operand{i}.iter().map(|v| printer.ctx().value_type(*v)).collect()")
            }
            Element::Result(i) => format!("result{i}.to_vec()"),
            Element::Operands => {
                "operands.iter().map(|v| printer.ctx().value_type(*v)).collect()".into()
            }
            Element::Results => "result_types.clone()".into(),
            _ => return unsupported("type argument"),
        })
    }

    /// A `print_<name>` argument for a `custom` directive parameter.
    fn custom_print_arg(&self, a: &Element) -> Result<String, Unsupported> {
        let op = self.op;
        Ok(match a {
            Element::Operand(i) => format!("operand{i}"),
            Element::Operands => "&operands".into(),
            Element::Type { arg, .. } => format!(
                "&{{ let ts: ::std::vec::Vec<::ir::Type> = {}; ts }}",
                self.print_types_of(arg)?
            ),
            Element::Attribute { index, .. } => format!(
                "printer.ctx().attr(op, {})",
                lit(&op.attributes[*index].name)
            ),
            Element::Property(i) => format!(
                "printer.ctx().prop(op, {})",
                lit(&op.properties[*i].name)
            ),
            Element::Region(i) => format!(
                "&{{ let rs: ::std::vec::Vec<::ir::RegionId> = printer.ctx().op_regions(op).iter().skip({i}).take({}).copied().collect(); rs }}",
                if op.regions[*i].is_variadic { "usize::MAX" } else { "1" }
            ),
            Element::Regions => "&printer.ctx().op_regions(op).to_vec()".into(),
            Element::Successor(i) => format!("successor{i}"),
            Element::Successors => "&printer.ctx().successors(op).to_vec()".into(),
            Element::AttrDict { .. } | Element::PropDict => "()".into(),
            Element::Str(v) => lit(v),
            _ => return unsupported("custom directive parameter"),
        })
    }

    /// A Rust condition true when the anchor element is present.
    fn presence(&self, anchor: &Element) -> Result<String, Unsupported> {
        Ok(match anchor {
            Element::Operand(i) => format!("!operand{i}.is_empty()"),
            Element::Operands => "!operands.is_empty()".into(),
            Element::Attribute { index, .. } => {
                let a = &self.op.attributes[*index];
                match equals_default(a) {
                    // A `DefaultValuedAttr` equal to its default is absent.
                    Some(is_default) => format!(
                        "printer.ctx().attr(op, {}).is_some_and(|a| {{ let ctx = printer.ctx(); let _ = ctx; !({is_default}) }})",
                        lit(&a.name)
                    ),
                    None => format!("printer.ctx().attr(op, {}).is_some()", lit(&a.name)),
                }
            }
            Element::Property(i) => {
                let p = &self.op.properties[*i];
                if is_unit_prop(p) {
                    format!(
                        "::ir::asm_support::is_set(printer.ctx(), printer.ctx().prop(op, {}))",
                        lit(&p.name)
                    )
                } else {
                    format!("printer.ctx().prop(op, {}).is_some()", lit(&p.name))
                }
            }
            Element::Region(i) => format!("printer.ctx().op_regions(op).get({i}).is_some_and(|r| !printer.ctx().region_blocks(*r).is_empty())"),
            Element::Regions => "printer.ctx().op_regions(op).iter().any(|r| !printer.ctx().region_blocks(*r).is_empty())".into(),
            Element::Successor(i) => format!("!successor{i}.is_empty()"),
            Element::Successors => "!printer.ctx().successors(op).is_empty()".into(),
            Element::Type { arg, .. } => return self.presence(arg),
            Element::Result(i) => format!("!result{i}.is_empty()"),
            Element::Results => "!result_types.is_empty()".into(),
            Element::Custom { args, .. } => {
                let mut conds = Vec::new();
                for a in args {
                    let a = match a {
                        Element::Ref(inner) => &**inner,
                        other => other,
                    };
                    if let Ok(c) = self.presence(a) {
                        conds.push(format!("({c})"));
                    }
                }
                if conds.is_empty() {
                    return unsupported("custom directive anchor without variables");
                }
                conds.join(" || ")
            }
            _ => return unsupported("anchor"),
        })
    }
}

#[derive(Clone, Copy)]
struct Spacing {
    emit_space: bool,
    last_punct: bool,
}

/// For a (non-optional) `DefaultValuedAttr`: a Rust condition, over the
/// attribute `a` and the context `ctx`, true when `a` equals the default.
fn equals_default(a: &crate::ods::NamedAttribute) -> Option<String> {
    let default = a.attr.default_value.as_deref()?;
    if a.attr.is_optional || a.attr.is_derived {
        return None;
    }
    let conv = a
        .attr
        .convert_from_storage
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
    let body = b
        .replace("$_builder", "(&mut __builder)")
        .replace("$_ctx", "__builder");
    if body.contains('$') {
        return unsupported("builderCall placeholders");
    }
    Ok(format!(
        "{{ let mut __builder = ::ir::OpBuilder::new(parser.ctx()); {body} }}"
    ))
}

fn same_operands_and_result(op: &Operator) -> bool {
    op.trait_named("SameOperandsAndResultType").is_some()
}

/// Whether `op` has the native trait `name` (by def name or qualified
/// C++ name suffix).
fn has_trait(op: &Operator, name: &str) -> bool {
    op.trait_named(name).is_some()
        || op
            .traits
            .iter()
            .any(|t| t.qualified_name().is_some_and(|n| n.ends_with(name)))
}

/// Operand groups sized by `operandSegmentSizes`.
fn operand_segments(op: &Operator) -> bool {
    op.num_variable_length_operands() > 1 && has_trait(op, "AttrSizedOperandSegments")
}

/// Result groups sized by `resultSegmentSizes`.
fn result_segments(op: &Operator) -> bool {
    op.num_variable_length_results() > 1 && has_trait(op, "AttrSizedResultSegments")
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
/// only its `parse`/`print` hooks (for dialects without the op emitter, and
/// for tests). Ops it skips are listed in a comment with the reason.
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
                regs.push((op.operation_name(), h.parse_fn, h.print_fn));
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
    for (name, p, pr) in regs {
        let _ = writeln!(
            out,
            "    let mut def = ::ir::OpDefinition::new({});",
            lit(&name)
        );
        let _ = writeln!(out, "    def.parse = Some({p});");
        let _ = writeln!(out, "    def.print = Some({pr});");
        let _ = writeln!(out, "    ctx.register_op(def);");
    }
    out.push_str("}\n");
    Ok(out)
}

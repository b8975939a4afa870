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
//! `&mut Vec<UnresolvedOperand>` (operand), `&mut Vec<Type>` (`type(...)`),
//! `&mut Option<Attribute>` (attribute), `&mut Vec<RegionId>` (region),
//! `&mut Option<BlockId>` (successor), `&mut Vec<NamedAttr>` (`attr-dict`),
//! `&str` (string), `&` of the same for `ref(...)`. Printer arguments:
//! `&[Value]`, `&[Type]`, `Option<Attribute>`, `Option<RegionId>`,
//! `Option<BlockId>`, `()` and `&str`.
//!
//! Supported: literals and whitespace, operand/attribute/region/successor
//! variables, `attr-dict`, `attr-dict-with-keyword`, `operands`, `regions`,
//! `successors`, `type(...)` of operands and fixed results, `type(operands)`,
//! `functional-type`, `qualified`, optional groups whose first element is a
//! literal, an operand or a region (else groups included), unit attributes
//! set by group presence, `DefaultValuedAttr` elided when equal to its
//! default, types resolved from the format, from another variable (through a
//! transformer, `$_self`/`$_ctx` bound), by a type's `builderCall`
//! (`$_builder` bound to an `OpBuilder` over the parser's context), results of
//! `SameOperandsAndResultType` ops; `operandSegmentSizes` for
//! `AttrSizedOperandSegments` ops (a property, as in the generic form).
//! `oilist` clauses are parsed in any order (each at most once) and printed
//! when one of their variables is present.
//! Formats outside this set (`prop-dict`, properties,
//! variadic result types outside `functional-type`, several variable-length
//! result groups, several variable-length operand groups without
//! `AttrSizedOperandSegments`) get `Ok(None)`: the op keeps the generic form.

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

fn unsupported<T>(m: impl Into<String>) -> Result<T, Unsupported> {
    Err(Unsupported(m.into()))
}

impl<'a> Gen<'a> {
    fn new(op: &'a Operator, f: &'a Format) -> Result<Self, Unsupported> {
        if op.num_variable_length_operands() > 1
            && (f.all_operands
                || op.trait_named("AttrSizedOperandSegments").is_none()
                    && !op.traits.iter().any(|t| {
                        t.qualified_name()
                            .is_some_and(|n| n.ends_with("AttrSizedOperandSegments"))
                    }))
        {
            return unsupported("several variable-length operand groups without segment sizes");
        }
        if op.num_variable_length_results() > 1 {
            return unsupported("several variable-length result groups");
        }
        if !f.used_properties.is_empty() {
            return unsupported("property variables");
        }
        if op.successors.iter().any(|s| s.is_variadic) {
            return unsupported("variadic successors");
        }
        for (i, t) in f.operand_types.iter().chain(&f.result_types).enumerate() {
            match t {
                TypeResolution::Inferred if !same_operands_and_result(op) => {
                    return unsupported("InferTypeOpInterface result types")
                }
                _ => {}
            }
            let _ = i;
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
        for i in 0..op.operands.len() {
            let _ = writeln!(
                out,
                "    let mut operand{i}: ::std::vec::Vec<::ir::parser::UnresolvedOperand> = ::std::vec::Vec::new();"
            );
            let _ = writeln!(
                out,
                "    let mut operand{i}_types: ::std::vec::Vec<::ir::Type> = ::std::vec::Vec::new();"
            );
        }
        for i in 0..op.results.len() {
            let _ = writeln!(
                out,
                "    let mut result{i}_types: ::std::vec::Vec<::ir::Type> = ::std::vec::Vec::new();"
            );
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
                "    let mut successor{i}: ::std::option::Option<::ir::BlockId> = None;"
            );
        }
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
        // Resolve operand and result types.
        for (i, t) in self.f.operand_types.iter().enumerate() {
            let what = format!("operand '{}'", op.operands[i].name);
            match t {
                TypeResolution::Resolver {
                    source,
                    transformer,
                } => {
                    let e = self.resolved_type(*source, transformer.as_deref(), &what)?;
                    let _ = writeln!(out, "    {{ let t: ::ir::Type = {e}; operand{i}_types = ::std::iter::repeat_n(t, operand{i}.len()).collect(); }}");
                }
                TypeResolution::Builder(b) => {
                    let e = builder_expr(b)?;
                    let _ = writeln!(out, "    {{ let t: ::ir::Type = {e}; operand{i}_types = ::std::iter::repeat_n(t, operand{i}.len()).collect(); }}");
                }
                _ => {}
            }
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
            let _ = writeln!(
                out,
                "    if operand{i}.len() != operand{i}_types.len() {{ return Err(parser.error_at(start, \"mismatched operand and type counts for '{}'\")); }}",
                o.name
            );
            if !o.is_variable_length() {
                let _ = writeln!(
                    out,
                    "    if operand{i}.len() != 1 {{ return Err(parser.error_at(start, \"expected operand '{}'\")); }}",
                    o.name
                );
            }
            let _ = writeln!(
                out,
                "    for (u, t) in operand{i}.iter().zip(operand{i}_types.iter()) {{ let v = parser.resolve_operand(u, *t)?; state.operands.push(v); }}"
            );
        }
        if op.num_variable_length_operands() > 1 {
            // `operandSegmentSizes`, stored as a property like the generic form.
            let sizes: Vec<String> = (0..op.operands.len())
                .map(|i| format!("operand{i}.len() as i128"))
                .collect();
            let _ = writeln!(out, "    {{ let i32t = parser.ctx().integer_type(32); let sizes = parser.ctx().dense_i_array_attr(i32t, &[{}]); let name = parser.ctx().ident(\"operandSegmentSizes\"); let mut entries: ::std::vec::Vec<::ir::NamedAttr> = match state.properties {{ Some(p) => parser.ctx().as_dictionary(p).map(|d| d.to_vec()).unwrap_or_default(), None => ::std::vec::Vec::new() }}; entries.retain(|(n, _)| *n != name); entries.push((name, sizes)); state.properties = Some(parser.ctx().dictionary_attr(&entries)); }}", sizes.join(", "));
        }
        for i in 0..op.results.len() {
            let _ = writeln!(out, "    state.result_types.extend(result{i}_types);");
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
        if self.f.all_regions {
            let _ = writeln!(out, "    state.regions.extend(all_regions);");
        }
        for i in 0..op.regions.len() {
            let _ = writeln!(out, "    state.regions.extend(region{i});");
        }
        if self.f.all_successors {
            let _ = writeln!(out, "    state.successors.extend(all_successors);");
        }
        for i in 0..op.successors.len() {
            let _ = writeln!(
                out,
                "    if let Some(b) = successor{i} {{ state.successors.push(b); }}"
            );
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
        let _ = writeln!(
            out,
            "    if {flat}.len() < {fixed} {{ return Err(parser.error_at(start, \"expected at least {fixed} {}\")); }}",
            if results { "result types" } else { "operands" }
        );
        let _ = writeln!(out, "    let var_len = {flat}.len() - {fixed};");
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
                    let _ = writeln!(out, "{ind}operand{i}.push(parser.parse_operand()?);");
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
                let _ = writeln!(out, "{ind}attr{index} = Some(parser.parse_attribute()?);");
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
                        "{ind}region{i}.push(parser.parse_region(&[], {iso})?);"
                    );
                }
            }
            Element::Regions => {
                let iso = self.isolated();
                let _ = writeln!(out, "{ind}if let Some(r) = parser.parse_optional_region(&[], {iso})? {{ all_regions.push(r); while parser.parse_optional_punct(\",\") {{ all_regions.push(parser.parse_region(&[], {iso})?); }} }}");
            }
            Element::Successor(i) => {
                let _ = writeln!(out, "{ind}successor{i} = Some(parser.parse_successor()?);");
            }
            Element::Successors => {
                let _ = writeln!(out, "{ind}all_successors.push(parser.parse_successor()?); while parser.parse_optional_punct(\",\") {{ all_successors.push(parser.parse_successor()?); }}");
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
                    Element::Region(i) => {
                        let iso = self.isolated();
                        let _ = writeln!(out, "{ind}if let Some(r) = parser.parse_optional_region(&[], {iso})? {{ region{i}.push(r); }}");
                        format!("!region{i}.is_empty()")
                    }
                    _ => {
                        return unsupported(
                            "optional group starting with an attribute or directive",
                        )
                    }
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
                        Element::Operand(i) => format!("&mut operand{i}"),
                        Element::Type { arg, .. } => match &**arg {
                            Element::Operand(i) => format!("&mut operand{i}_types"),
                            Element::Result(i) => format!("&mut result{i}_types"),
                            _ => return unsupported("custom directive parameter"),
                        },
                        Element::Attribute { index, .. } => format!("&mut attr{index}"),
                        Element::Region(i) => format!("&mut region{i}"),
                        Element::Successor(i) => format!("&mut successor{i}"),
                        Element::AttrDict { .. } => "&mut extra_attrs".into(),
                        Element::Str(v) => lit(v),
                        Element::Ref(inner) => match &**inner {
                            Element::Operand(i) => format!("&operand{i}"),
                            Element::Attribute { index, .. } => format!("&attr{index}"),
                            _ => return unsupported("custom directive parameter"),
                        },
                        _ => return unsupported("custom directive parameter"),
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
        match arg {
            Element::Operand(i) => {
                let o = &self.op.operands[*i];
                if o.is_variable_length() {
                    // One type per operand parsed for this group.
                    let _ = writeln!(out, "{ind}for k in 0..operand{i}.len() {{ if k > 0 {{ parser.parse_punct(\",\")?; }} operand{i}_types.push(parser.parse_type()?); }}");
                } else {
                    let _ = writeln!(out, "{ind}operand{i}_types.push(parser.parse_type()?);");
                }
            }
            Element::Result(i) => {
                if self.op.results[*i].is_variable_length() {
                    return unsupported("type of a variable-length result");
                }
                let _ = writeln!(out, "{ind}result{i}_types.push(parser.parse_type()?);");
            }
            Element::Operands => {
                let mut n = vec!["all_operands.len()".to_string()];
                n.extend((0..self.op.operands.len()).map(|i| format!("operand{i}.len()")));
                let _ = writeln!(out, "{ind}for k in 0..({}) {{ if k > 0 {{ parser.parse_punct(\",\")?; }} all_operand_types.push(parser.parse_type()?); }}", n.join(" + "));
            }
            _ => return unsupported("type(results)"),
        }
        Ok(())
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
        let _ = writeln!(out, "    let operands = printer.ctx().operands(op);");
        let _ = writeln!(
            out,
            "    let result_types = printer.ctx().result_types(op);"
        );
        let _ = writeln!(out, "    let _ = (&operands, &result_types);");
        if op.num_variable_length_operands() > 1 {
            let _ = writeln!(out, "    let sizes: ::std::vec::Vec<usize> = match printer.ctx().prop(op, \"operandSegmentSizes\").or_else(|| printer.ctx().attr(op, \"operandSegmentSizes\")).and_then(|a| printer.ctx().as_dense_array(a)) {{ Some((_, ::ir::DenseData::Int(v))) => v.iter().map(|&x| usize::try_from(x).unwrap_or(0)).collect(), _ => ::std::vec::Vec::new() }};");
            let _ = writeln!(out, "    let mut pos = 0usize;");
            for i in 0..op.operands.len() {
                let _ = writeln!(out, "    let operand{i} = {{ let n = sizes.get({i}).copied().unwrap_or(0); let s = &operands[pos.min(operands.len())..(pos + n).min(operands.len())]; pos += n; s }};");
            }
            let _ = writeln!(out, "    let _ = pos;");
        } else {
            self.group_ranges(out, "operand", "operands", &op.operands);
        }
        self.group_ranges(out, "result", "result_types", &op.results);
        let mut st = Spacing {
            emit_space: true,
            last_punct: false,
        };
        for e in &self.f.elements {
            self.print_element(out, e, 1, &mut st)?;
        }
        let _ = writeln!(out, "}}");
        Ok(())
    }

    fn group_ranges(
        &self,
        out: &mut String,
        prefix: &str,
        all: &str,
        groups: &[crate::ods::NamedTypeConstraint],
    ) {
        let fixed = groups.iter().filter(|g| !g.is_variable_length()).count();
        let _ = writeln!(
            out,
            "    let var_len = {all}.len().saturating_sub({fixed});"
        );
        let _ = writeln!(out, "    let _ = var_len;");
        let mut pos = "0".to_string();
        for (i, g) in groups.iter().enumerate() {
            let len = if g.is_variable_length() {
                "var_len"
            } else {
                "1"
            };
            let _ = writeln!(out, "    let {prefix}{i} = &{all}[({pos}).min({all}.len())..({pos} + {len}).min({all}.len())];");
            let _ = writeln!(out, "    let _ = {prefix}{i};");
            pos = format!("{pos} + {len}");
        }
    }

    fn space(&self, out: &mut String, ind: &str, st: &mut Spacing) {
        if st.emit_space {
            let _ = writeln!(out, "{ind}printer.write_str(\" \");");
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
                    let _ = writeln!(out, "{ind}printer.write_str(\"\\n\");");
                } else if w == " " {
                    let _ = writeln!(out, "{ind}printer.write_str(\" \");");
                }
                st.emit_space = false;
            }
            Element::Operand(i) => {
                self.space(out, &ind, st);
                let _ = writeln!(out, "{ind}printer.print_operands(operand{i});");
            }
            Element::Operands => {
                self.space(out, &ind, st);
                let _ = writeln!(out, "{ind}printer.print_operands(&operands);");
            }
            Element::Attribute { index, .. } => {
                let a = &op.attributes[*index];
                if is_unit(a) {
                    // Presence is printed by the enclosing group.
                    return Ok(());
                }
                self.space(out, &ind, st);
                let _ = writeln!(
                    out,
                    "{ind}if let Some(a) = printer.ctx().attr(op, {}) {{ printer.print_attribute(a); }}",
                    lit(&a.name)
                );
            }
            Element::AttrDict { with_keyword } => {
                let mut elided: Vec<String> = self
                    .f
                    .used_attributes
                    .iter()
                    .map(|&i| lit(&op.attributes[i].name))
                    .collect();
                if op.num_variable_length_operands() > 1 {
                    elided.push(lit("operandSegmentSizes"));
                }
                elided.sort();
                elided.dedup();
                let f = if *with_keyword {
                    "print_optional_attr_dict_with_keyword"
                } else {
                    "print_optional_attr_dict"
                };
                let _ = writeln!(
                    out,
                    "{ind}let mut elided: ::std::vec::Vec<&str> = ::std::vec![{}];",
                    elided.join(", ")
                );
                // `DefaultValuedAttr`s equal to their default are elided.
                for (i, a) in op.attributes.iter().enumerate() {
                    if self.f.used_attributes.contains(&i) || a.attr.is_derived {
                        continue;
                    }
                    let Some(default) = a.attr.default_value.as_deref() else {
                        continue;
                    };
                    if a.attr.is_optional {
                        continue;
                    }
                    let conv = a
                        .attr
                        .convert_from_storage
                        .replace("$_self", "a")
                        .replace("$_ctx", "ctx");
                    let default = default.replace("$_ctx", "ctx");
                    if conv.contains('$') || default.contains('$') {
                        continue;
                    }
                    let _ = writeln!(
                        out,
                        "{ind}if let Some(a) = printer.ctx().attr(op, {name}) {{ let ctx = printer.ctx(); let _ = ctx; if ({conv}) == ({default}) {{ elided.push({name}); }} }}",
                        name = lit(&a.name)
                    );
                }
                let _ = writeln!(out, "{ind}printer.{f}(op, &elided);");
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
                self.space(out, &ind, st);
                let _ = writeln!(out, "{ind}{{ let b = printer.ctx().successors(op)[{i}]; printer.print_successor(b); }}");
            }
            Element::Successors => {
                self.space(out, &ind, st);
                let _ = writeln!(out, "{ind}{{ let bs = printer.ctx().successors(op).to_vec(); for (k, b) in bs.iter().enumerate() {{ if k > 0 {{ printer.write_str(\", \"); }} printer.print_successor(*b); }} }}");
            }
            Element::Type { arg, .. } => {
                self.space(out, &ind, st);
                let _ = writeln!(out, "{ind}{{ let ts: ::std::vec::Vec<::ir::Type> = {}; printer.print_types(&ts); }}", self.print_types_of(arg)?);
            }
            Element::FunctionalType { inputs, results } => {
                self.space(out, &ind, st);
                let _ = writeln!(out, "{ind}{{ let ins: ::std::vec::Vec<::ir::Type> = {}; printer.write_str(\"(\"); printer.print_types(&ins); printer.write_str(\") -> \"); }}", self.print_types_of(inputs)?);
                let _ = writeln!(out, "{ind}{{ let outs: ::std::vec::Vec<::ir::Type> = {}; let single = outs.len() == 1 && !::ir::printer::type_to_string(printer.ctx(), outs[0]).starts_with('('); if single {{ printer.print_type(outs[0]); }} else {{ printer.write_str(\"(\"); printer.print_types(&outs); printer.write_str(\")\"); }} }}", self.print_types_of(results)?);
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
                            | Element::Operand(_)
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
                    params.push(match a {
                        Element::Operand(i) => format!("operand{i}"),
                        Element::Type { arg, .. } => format!(
                            "&{{ let ts: ::std::vec::Vec<::ir::Type> = {}; ts }}",
                            self.print_types_of(arg)?
                        ),
                        Element::Attribute { index, .. } => format!(
                            "printer.ctx().attr(op, {})",
                            lit(&op.attributes[*index].name)
                        ),
                        Element::Region(i) => {
                            format!("printer.ctx().op_regions(op).get({i}).copied()")
                        }
                        Element::Successor(i) => {
                            format!("printer.ctx().successors(op).get({i}).copied()")
                        }
                        Element::AttrDict { .. } => "()".into(),
                        Element::Str(v) => lit(v),
                        _ => return unsupported("custom directive parameter"),
                    });
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

    /// A Rust condition true when the anchor element is present.
    fn presence(&self, anchor: &Element) -> Result<String, Unsupported> {
        Ok(match anchor {
            Element::Operand(i) => format!("!operand{i}.is_empty()"),
            Element::Attribute { index, .. } => {
                let a = &self.op.attributes[*index];
                format!("printer.ctx().attr(op, {}).is_some()", lit(&a.name))
            }
            Element::Region(i) => format!("printer.ctx().op_regions(op).get({i}).is_some_and(|r| !printer.ctx().region_blocks(*r).is_empty())"),
            Element::Type { arg, .. } => return self.presence(arg),
            Element::Result(i) => format!("!result{i}.is_empty()"),
            _ => return unsupported("anchor"),
        })
    }
}

#[derive(Clone, Copy)]
struct Spacing {
    emit_space: bool,
    last_punct: bool,
}

fn is_unit(a: &crate::ods::NamedAttribute) -> bool {
    let d = &*a.attr.attr_def_name;
    d == "UnitAttr" || a.attr.base_attr.is_some() && d.contains("UnitAttr")
}

/// A `builderCall` with `$_builder` bound to an `OpBuilder` over the
/// parser's context.
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

fn check_supported<'e>(
    op: &Operator,
    e: &'e Element,
    vars: &mut Vec<&'e Element>,
) -> Result<(), Unsupported> {
    match e {
        Element::Custom { args, .. } => {
            for a in args {
                match a {
                    Element::Operand(_)
                    | Element::Attribute { .. }
                    | Element::Region(_)
                    | Element::Successor(_)
                    | Element::AttrDict { .. }
                    | Element::Str(_) => {}
                    Element::Type { arg, .. } if matches!(**arg, Element::Operand(_)) => {}
                    Element::Type { arg, .. } if matches!(**arg, Element::Result(i) if !op.results[i].is_variable_length()) =>
                        {}
                    Element::Ref(inner)
                        if matches!(**inner, Element::Operand(_) | Element::Attribute { .. }) => {}
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
        Element::PropDict => unsupported("prop-dict"),
        Element::Property(_) => unsupported("property variable"),
        Element::Ref(_) | Element::Str(_) => unsupported("ref"),
        Element::Type { arg, .. } => match &**arg {
            Element::Results => unsupported("type(results)"),
            Element::Result(i) if op.results[*i].is_variable_length() => {
                unsupported("type of a variable-length result")
            }
            _ => Ok(()),
        },
        Element::Optional(g) => {
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
